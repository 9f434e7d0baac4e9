"""Restrictions and costs on attacks on "you" (308.2, 500.1; glossary "You/Your"): Elephant
Grass's "Black creatures can't attack you" and its (and Propaganda's, Koskun Falls') "Nonblack
creatures can't attack you unless their controller pays {2} for each creature they control
that's attacking you" touch only attacks on the permanent's controller. When that controller
attacks with a creature the words describe — its own black creature, a creature of its own
that would otherwise owe the cost — the declaration is untouched, and the trace says why where
the creature is proposed as an attacker, so that a judge sees the card was looked at, not
overlooked (audit 9591: Alice's Scathe Zombies attacking Bob past her own Elephant Grass)."""

from __future__ import annotations

import dataclasses

from judge.cards import ir
from judge.cards.english import possessive, quoted
from judge.engine import evasion
from judge.engine.context import Ctx, check_condition, static_abilities
from judge.engine.game import Game
from judge.engine.targets import matches


def untouched_notes(game: Game, ap: str, oid: int) -> list[tuple[str, str]]:
    """The notes for ``oid``, proposed as ``ap``'s attacker: each static ability of ``ap``'s own
    whose "can't attack you" would describe the creature but for its being ``ap``'s (500.1), and
    each cost to attack ``ap`` asked of the creature, which attacks ``ap``'s opponent (308.2)."""
    notes: list[tuple[str, str]] = []
    n = game.describe(oid)
    dp = game.opponent(ap)
    for hit in evasion.rules_affecting(game, oid, ir.AttackCost):
        if game.controller_of(hit.source) == ap and hit.rule.value:
            notes.append((f"{possessive(game.describe(hit.source))} cost to attack ({quoted(hit.text)}) isn't asked "
                          f"for {n}: it asks it of creatures attacking its controller, {ap}, and {n} attacks {dp} "
                          f"(glossary \"You/Your\")", "308.2"))
    for sid, ab, rule in _own_cant_attack_you(game, ap):
        if any(h.source == sid and h.rule is rule for h in evasion.rules_affecting(game, oid, ir.CantAttack)):
            continue
        if any(matches(game, dataclasses.replace(f, controller=None), oid, ap, sid) for f in rule.what.filters):
            notes.append((f"{game.describe(sid)} doesn't keep {n} from attacking ({quoted(ab.text or rule.kind)}): it "
                          f"restricts only attacks on its controller, {ap}, by {possessive(dp)} creatures, and {n} is "
                          f"{possessive(ap)}, attacking {dp} (glossary \"You/Your\")", "500.1"))
    return notes


def _own_cant_attack_you(game: Game, ap: str) -> list[tuple[int, ir.StaticAbility, ir.CantAttack]]:
    """(source, ability, rule) for each "can't attack you" ``ap``'s permanents have now: a
    :class:`ir.CantAttack` of a static ability whose creatures are all described as an
    opponent's (the reader's "can't attack you", a game of two) and whose condition holds."""
    out = []
    for sid, _i, ab in static_abilities(game):
        rules = [e for e in ab.effects if isinstance(e, ir.CantAttack) and isinstance(e.what, ir.All)
                 and e.what.filters and all(f.controller is ir.PlayerRelation.OPPONENT for f in e.what.filters)]
        if not rules or game.controller_of(sid) != ap:
            continue
        if ab.condition is not None and not check_condition(
                Ctx(game=game, controller=ap, source=sid, source_name=game.objects[sid].display(), targets=[]),
                ab.condition):
            continue
        out.extend((sid, ab, r) for r in rules)
    return out
