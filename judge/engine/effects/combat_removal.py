"""A creature removed from combat (306.2)."""

from __future__ import annotations

from judge.cards import ir
from judge.engine.context import Ctx, handles
from judge.engine.effects.continuous import fixed_set


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
