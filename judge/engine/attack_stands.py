"""A declared attack stands (306.2, 500.1): "can't attack unless defending player controls an
Island" restricts declaring attackers (500.1), checked as the attack is proposed (308.2); once
the creature is declared, what happens later removes it from combat only as 306.2 says, and
nothing else does — "neither does playing a spell or ability that, if played earlier, would
have prevented it from attacking" (306.2); it remains an attacking creature (308.5). When the
restriction stops being met while the creature attacks (the Island sacrificed), the trace says
so once, where it happens, so that the attack going on is explained. So too when a "can't attack"
(or "can't block") of a static ability comes to apply to a creature already attacking (or
blocking): Pacifism put on an attacking Hill Giant (306.2's "neither does playing a spell …") —
one from a resolved spell or ability says so as it resolves (evasion)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.describe import land_type_words, with_article
from judge.engine import evasion
from judge.engine.game import Game


#: The static restrictions that would have kept a creature from attacking, or from blocking (500.1).
_CANT = {"attacking": (ir.CantAttack, ir.CantAttackOrBlock), "blocking": (ir.CantBlock, ir.CantAttackOrBlock)}
#: Their words: the creature's status, what it now can't do, who is declared, the rule it stays so by.
_WORDS = {"attacking": ("an attacking", "attack", "attackers", "308.5"),
          "blocking": ("a blocking", "block", "blockers", "309.3")}


def trace_attacks_standing(game: Game) -> None:
    """As a player would receive priority: :func:`trace_restrictions_no_longer_met`, then
    :func:`trace_restrictions_now_applying` — neither has anything to say while no static
    rules effect can apply (most boards), asked once for both (every ``settle`` asks)."""
    if evasion.none_apply(game):
        return
    if game.turns.active is not None:
        _no_longer_met(game)
    _now_applying(game)


def trace_restrictions_now_applying(game: Game) -> None:
    """Each attacking (blocking) creature a static "can't attack" ("can't block") applies to:
    one step, the first time a player would receive priority after it came to apply."""
    if evasion.none_apply(game):
        return  # (as a player would receive priority: most boards have no such restriction)
    _now_applying(game)


def _now_applying(game: Game) -> None:
    for oid in game.in_play:
        obj = game.objects[oid]
        if not (obj.attacking or obj.blocking):
            continue  # (most permanents, and all of them outside combat: neither status to look at)
        for doing, kinds in _CANT.items():
            if not getattr(obj, doing):
                continue
            for hit in evasion.rules_affecting(game, oid, *kinds):
                if hit.resolved or (isinstance(hit.rule, ir.CantBlock) and hit.rule.filter is not None):
                    continue  # (a resolved one says so as it resolves; "can't block Walls" depends on the attacker)
                said = (game.turns.turn, oid, hit.source, hit.text, doing)
                if said in game.said.attack_stands:
                    continue
                game.said.note_attack_stands_said(said)
                status, verb, declared, rule = _WORDS[doing]
                game.tracer.step(f"{game.describe(oid)} remains {status} creature though it now can't {verb} "
                                 f"({hit.describe(game)}): the restriction is checked only as {declared} are declared, "
                                 f"and a creature once declared isn't removed from combat by an effect that would have "
                                 f"kept it from {doing}", "306.2", "500.1", rule,
                                 kind="combat")


def trace_restrictions_no_longer_met(game: Game) -> None:
    """Each attacking creature whose "can't attack unless defending player controls …" is no
    longer met: one step, the first time a player would receive priority after the change."""
    if game.turns.active is None or evasion.none_apply(game):
        return
    _no_longer_met(game)


def _no_longer_met(game: Game) -> None:
    dp = game.opponent(game.turns.active)
    for oid in game.in_play:
        if not game.objects[oid].attacking:
            continue
        for hit in evasion.rules_affecting(game, oid, ir.CantAttackUnless):
            said = (game.turns.turn, oid, hit.source, hit.text)
            if said in game.said.attack_stands or evasion.defender_controls(game, hit, dp):
                continue
            game.said.note_attack_stands_said(said)
            game.tracer.step(f"{game.describe(oid)} remains an attacking creature though {dp} no longer controls "
                             f"{with_article(land_type_words(hit.rule.filter))}: the restriction ({hit.describe(game)}) "
                             f"is checked only as attackers are declared, and a declared attacker isn't removed from "
                             f"combat by what would have kept it from attacking", "306.2", "500.1", "308.5",
                             kind="combat")
