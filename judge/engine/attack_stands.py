"""A declared attack stands (306.2, 500.1): "can't attack unless defending player controls an
Island" restricts declaring attackers (500.1), checked as the attack is proposed (308.2); once
the creature is declared, what happens later removes it from combat only as 306.2 says, and
nothing else does — "neither does playing a spell or ability that, if played earlier, would
have prevented it from attacking" (306.2); it remains an attacking creature (308.5). When the
restriction stops being met while the creature attacks (the Island sacrificed), the trace says
so once, where it happens, so that the attack going on is explained."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.describe import with_article
from judge.engine import evasion
from judge.engine.game import Game
from judge.engine.targets import land_type_words


def trace_restrictions_no_longer_met(game: Game) -> None:
    """Each attacking creature whose "can't attack unless defending player controls …" is no
    longer met: one step, the first time a player would receive priority after the change."""
    if game.active is None:
        return
    dp = game.opponent(game.active)
    for oid in game.in_play:
        if not game.objects[oid].attacking:
            continue
        for hit in evasion.rules_affecting(game, oid, ir.CantAttackUnless):
            said = (game.turn, oid, hit.source, hit.text)
            if said in game.attack_stands_said or evasion.defender_controls(game, hit, dp):
                continue
            game.note_attack_stands_said(said)
            game.tracer.step(f"{game.describe(oid)} remains an attacking creature though {dp} no longer controls "
                             f"{with_article(land_type_words(hit.rule.filter))}: the restriction ({hit.describe(game)}) "
                             f"is checked only as attackers are declared, and a declared attacker isn't removed from "
                             f"combat by what would have kept it from attacking", "306.2", "500.1", "308.5",
                             kind="combat")
