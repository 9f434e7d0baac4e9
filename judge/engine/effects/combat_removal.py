"""A creature removed from combat (306.2), and the creatures it was blocking made unblocked by a card's text
(Ydwen Efreet; 309.4, 103.1)."""

from __future__ import annotations

from judge.cards import ir
from judge.engine import combat_state
from judge.engine.context import Ctx, handles, object_ids, refer
from judge.engine.effects.continuous import fixed_set
from judge.zones import Zone


@handles(ir.RemoveFromCombat)
def _remove_from_combat(ctx: Ctx, eff: ir.RemoveFromCombat) -> None:
    """306.2: "removed from combat" — it stops being an attacking, blocking, blocked or
    unblocked creature; a creature it blocked stays blocked (309.4)."""
    g = ctx.game
    for oid in fixed_set(ctx, eff.what):
        o = g.objects[oid]
        if not (o.attacking or o.blocking):
            g.tracer.step(f"{g.describe(oid)} is not in combat: there is nothing to remove it from", "306.2",
                          kind="effect")
            continue
        blocked = ("309.4",) if o.blocking else ()  # what it blocked stays blocked
        g.permanents.remove_from_combat(oid)
        g.tracer.step(f"{g.describe(oid)} is removed from combat: it is no longer attacking or blocking", "306.2",
                      *blocked, kind="combat")


@handles(ir.UnblockOnlyBlockedBy)
def _unblock_only_blocked_by(ctx: Ctx, eff: ir.UnblockOnlyBlockedBy) -> None:
    """Ydwen Efreet: "Creatures it was blocking that had become blocked by only ~ this combat become
    unblocked" — the card's text overriding 309.4 (103.1). Only a creature it blocked and no longer
    blocks; an attacker another creature had blocked this combat too (even one gone since, 309.4)
    stays blocked."""
    g = ctx.game
    c = combat_state.get(g)
    for b in object_ids(refer(ctx, eff.what)):
        if g.exists(b) and g.objects[b].zone == Zone.IN_PLAY and g.objects[b].blocking:
            g.tracer.step(f"{g.describe(b)} is still blocking: no creature it was blocking becomes unblocked", "309.3",
                          kind="combat")
            continue
        blocked: list[int] = []
        for blocker, a in (c.blocks if c is not None else ()):
            if blocker == b and a not in blocked:
                blocked.append(a)
        if not blocked:
            g.tracer.step(f"{g.describe(b)} was blocking no creature this combat: none becomes unblocked", "309.3",
                          kind="combat")
        for a in blocked:
            o = g.objects[a] if g.exists(a) else None
            if o is None or o.zone != Zone.IN_PLAY or not o.attacking:
                g.tracer.step(f"{g.describe(a)} is no longer an attacking creature: it doesn't become unblocked",
                              "306.2", kind="combat")
                continue
            others = [x for x, aa in c.blocks if aa == a and x != b]
            if others:
                g.tracer.step(f"{g.describe(a)} stays blocked: it had become blocked by {combat_state.names_of(g, others)} "
                              f"too this combat, not by only {g.describe(b)}", "309.4", kind="combat")
                continue
            g.permanents.set_combat_status(a, blocked=False)
            g.tracer.step(f"{g.describe(a)} becomes unblocked: it had become blocked by only {g.describe(b)} this combat, "
                          f"whose text overrides 309.4 (a blocked creature doesn't become unblocked when its blocker is "
                          f"removed from combat)", "103.1", "309.4", kind="combat")
