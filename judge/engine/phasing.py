"""Phasing (glossary "Phasing (Obsolete)", "Phased Out (Obsolete)"): "a static ability that
causes a permanent to leave play and later return, without losing its 'memory'". Its rules are
in the rulebook's Appendix B, "Older Rules", which the followed text (seed 000) points to but does
not include; what is applied here is the era's published rule (Mirage, in force through 2002)
and the 1998 Comprehensive Rules' 217.8 (seed 004), which the glossary's "phased-out zone" is:

- During the active player's untap step, before permanents untap, all permanents with phasing
  that player controls phase out and all permanents that phased out under that player's control
  phase in, simultaneously.
- A permanent that phases out takes the local enchantments attached to it with it (they phase
  out "indirectly", and phase in with it, not on their own).
- Phasing out and in are no zone change the game watches: nothing "leaves play" or "comes into
  play", no such ability triggers; the permanent is the same object, in the state it left
  (tapped or untapped, counters, attachments; the 1998 rules' Phased-Out rule, subrule c: an exception to 217.5c), and not
  summoning-sick for having phased in.
- While phased out it is treated as though it doesn't exist: not in play, so no target, no
  blocker or attacker, no static ability of it applies, controlled by no one.
- A token in the phased-out zone ceases to exist (that rule's subrule d; 420.5f: a token in a zone
  other than in play), the local enchantments that phased out with it staying phased out.

The engine cites only the followed rulebook's numbered rules (302.1 for the untap step, 420.5f
for the token); each step names the glossary entry in its words and the 1998 rule it follows.
"""

from __future__ import annotations

from dataclasses import replace

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.engine import events
from judge.engine.context import Ctx, handles, object_ids, refer
from judge.engine.game import Game
from judge.zones import Zone

#: What a step says of the rule's source (the gap named: docs/cards.md, docs/rules-scenarios.md).
SOURCE = "glossary \"Phasing\"; Appendix B, \"Older Rules\", is absent from the followed text: the era's rule"


def _with_auras(game: Game, oid: int) -> list[int]:
    """``oid`` and the local enchantments attached to it (and to those), in play."""
    out = [oid]
    for a in list(game.in_play):
        if game.objects[a].attached_to == oid and a != oid:
            out += _with_auras(game, a)
    return out


def phase_out(game: Game, oids: list[int], why: str, rule: str) -> None:
    """Each of ``oids`` in play phases out, directly, with its local enchantments indirectly
    (``rule``: the untap step's 302.1, or 413.2 for an instruction of a resolving ability)."""
    done: set[int] = set()
    listed = set(oids)
    # a permanent first, then an Aura on it that has phasing too: the Aura goes with it
    # (indirectly) and comes back with it, never on its own
    for oid in sorted(oids, key=lambda o: game.objects[o].attached_to in listed):
        if oid in done or game.objects[oid].zone != Zone.IN_PLAY:
            continue
        bound = next((r for r in game.turns.turn_rules if r.obj == oid and isinstance(r.rule, ir.CantPhaseOut)), None)
        if bound is not None:  # Spatial Binding: it stays in play (418.3a: the effect lasts)
            game.tracer.step(f"{game.describe(oid)} doesn't phase out{why}: {bound.text}", rule, "418.3a",
                             kind="effect")
            done.add(oid)
            continue
        under = game.controller_of(oid) or game.objects[oid].owner
        group = _with_auras(game, oid)
        auras = [a for a in group[1:] if a not in done]
        went = [(oid, under, events.as_in_play(game, oid))]
        # what it was in combat, said as it phases out: out of play, it is out of combat (306.2's meaning;
        # audit 8177, Mist Dragon as printed blocked, its phasing out left its leaving combat unsaid)
        fighting = [w for w, on in (("an attacking", game.objects[oid].attacking), ("a blocking", game.objects[oid].blocking)) if on]
        game.permanents.phase_out(oid, under)
        for a in auras:
            went.append((a, game.controller_of(a) or game.objects[a].owner, events.as_in_play(game, a)))
            game.permanents.phase_out(a, went[-1][1], via=oid)
        done.update(group)
        with_ = f", and with it {', '.join(game.describe(a) for a in auras)} (phasing out indirectly)" if auras else ""
        game.tracer.step(f"{game.describe(oid)} phases out{why}{with_}: it is treated as though it doesn't exist, "
                         f"remembering its state; nothing leaves play ({SOURCE}; the 1998 rules' Phased-Out rule)",
                         rule, kind="effect")
        if fighting:
            game.tracer.step(f"{game.describe(oid)} is removed from combat: it is no longer {' and '.join(fighting)} creature "
                             f"(treated as though it doesn't exist, {SOURCE})", "306.2", kind="combat")
        for lock in [lock for lock in game.effects.untap_locks if lock.get("while_in_play") in group]:
            # "… for as long as Somnophore remains in play": phasing out, it leaves play (glossary "Phasing")
            game.effects.remove_untap_lock(lock)
            game.tracer.step(f"The effect \"{game.describe(lock['obj'])} doesn't untap during its controller's untap "
                             f"step\" ({lock['name']}) is over: {lock['name']} phased out, leaving play ({SOURCE})",
                             "418.3a", kind="effect")
        for a, who, before in went:  # "When ~ phases out" (Teferi's Imp) triggers on it, 410.2
            events.phased(game, a, False, who, before)


def untap_step(game: Game, ap: str) -> None:
    """Before permanents untap in ``ap``'s untap step: ``ap``'s permanents with phasing phase
    out and those that phased out under ``ap``'s control phase in, simultaneously."""
    going = [oid for oid in game.in_play if game.controller_of(oid) == ap
             and game.chars(oid).has_keyword("phasing")]
    # directly phased out (an indirectly phased-out Aura returns with its permanent)
    coming = [oid for oid, (under, via) in game.permanents.phased_out.items() if under == ap and via is None]
    if not going and not coming:
        return
    with game.tracer.nest(f"Phasing, before {possessive(ap)} permanents untap: {possessive(ap)} permanents with phasing phase out and "
                          f"those that phased out under {possessive(ap)} control phase in, simultaneously ({SOURCE})",
                          "302.1", kind="phase"):
        swap(game, going, coming, " (phasing)", "302.1")


def swap(game: Game, going: list[int], coming: list[int], why: str, rule: str) -> None:
    """At one time, ``going`` (in play) phase out and ``coming`` (phased out directly) phase in, each
    with the local enchantments that phased out with it: the untap step's (302.1), or Time and
    Tide's instruction (413.2)."""
    indirect = {oid: [a for a, (_u, via) in game.permanents.phased_out.items() if via == oid] for oid in coming}
    phase_out(game, going, why, rule)
    for oid in coming:
        under = {oid: game.permanents.phase_in(oid)}
        back = indirect[oid]
        for a in back:
            under[a] = game.permanents.phase_in(a)
        o = game.objects[oid]
        state = "tapped" if o.tapped else "untapped"
        counters = "".join(f", {n} {k} counter{'s' if n != 1 else ''}" for k, n in sorted(o.counters.items()))
        with_ = f", with {', '.join(game.describe(a) for a in back)}" if back else ""
        game.tracer.step(f"{game.describe(oid)} phases in{with_}, the same permanent in the state it left "
                         f"({state}{counters}); it doesn't come into play, so no comes-into-play ability triggers, and it "
                         f"isn't new to {possessive(under[oid])} control ({SOURCE}; the 1998 rules' Phased-Out rule)", rule,
                         kind="phase")
        for a in [oid] + back:  # "When ~ phases in" (Warping Wurm) triggers on it, 410.2
            events.phased(game, a, True, under[a])


@handles(ir.PhaseOut)
def _phase_out(ctx: Ctx, eff: ir.PhaseOut) -> None:
    g = ctx.game
    oids = [o for o in object_ids(refer(ctx, eff.what)) if g.objects[o].zone == Zone.IN_PLAY]
    _tokens_spared(ctx, eff.what, oids)
    phase_out(g, oids, f" ({ctx.source_name})", "413.2")


def _tokens_spared(ctx: Ctx, what: ir.ObjRef, going: list[int]) -> None:
    """"All nontoken permanents of that type phase out" (Teferi's Realm): each token the words would name but for
    "nontoken" is said to stay, and why — "A token isn't considered a card" (216.2)."""
    if not isinstance(what, ir.All) or not any("nontoken" in f.extra for f in what.filters):
        return
    g = ctx.game
    every = ir.All(tuple(replace(f, extra=tuple(e for e in f.extra if e != "nontoken")) for f in what.filters))
    for t in object_ids(refer(ctx, every)):
        if t not in going and g.objects[t].token and g.objects[t].zone == Zone.IN_PLAY:
            g.tracer.step(f"{g.describe(t)} doesn't phase out ({ctx.source_name}): it is a token, and only nontoken "
                          f"permanents phase out (a token isn't a card)", "216.2", kind="effect")


@handles(ir.PhaseInAndOut)
def _phase_in_and_out(ctx: Ctx, eff: ir.PhaseInAndOut) -> None:
    """Time and Tide: the phased-out creatures (those that phased out directly; an Aura that went with
    its permanent comes back with it) phase in and ``going`` phase out, at one time (413.2)."""
    g = ctx.game
    coming = [oid for oid, (_u, via) in g.permanents.phased_out.items()
              if via is None and any(g.chars(oid).is_type(t) for t in eff.coming)]
    going = [o for o in object_ids(refer(ctx, eff.going)) if g.objects[o].zone == Zone.IN_PLAY]
    if not going and not coming:
        going = eff.going.filters[0] if isinstance(eff.going, ir.All) and len(eff.going.filters) == 1 else None
        words = phrasebook.filter_phrase(going) if going is not None else phrasebook.ref_phrase(eff.going)
        g.tracer.step(f"Nothing phases in or out ({ctx.source_name}): no {' or '.join(eff.coming)} is phased out and "
                      f"no {words} is in play", "413.2b", kind="effect")
        return
    swap(g, going, coming, f" ({ctx.source_name})", "413.2")
    for oid in coming:  # a phased-in creature with phasing: why it isn't among those phasing out (session 44)
        if g.objects[oid].zone == Zone.IN_PLAY and oid not in going and g.chars(oid).has_keyword("phasing"):
            g.tracer.step(f"{g.describe(oid)} has phasing but doesn't phase out ({ctx.source_name}): as the spell "
                          f"resolved it was phased out, treated as though it didn't exist, and it phases in at the same "
                          f"time as the creatures with phasing phase out — \"simultaneously\" — so it isn't one of "
                          f"them ({SOURCE})", "413.2", kind="effect")
