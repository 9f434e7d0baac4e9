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
from judge.cards import phrasebook
from judge.cards.english import with_article
from judge.engine import combat_state, evasion
from judge.engine.game import Game


#: The static restrictions that would have kept a creature from attacking, or from blocking (500.1).
_CANT = {"attacking": (ir.CantAttack, ir.CantAttackOrBlock), "blocking": (ir.CantBlock, ir.CantAttackOrBlock)}
#: Their words: the creature's status, what it now can't do, who is declared, the rule it stays so by.
_WORDS = {"attacking": ("an attacking", "attack", "attackers", "308.5"),
          "blocking": ("a blocking", "block", "blockers", "309.3")}


def trace_attacks_standing(game: Game) -> None:
    """As a player would receive priority: :func:`trace_restrictions_no_longer_met`, then
    :func:`trace_restrictions_now_applying` — neither has anything to say while no static
    rules effect can apply (most boards), asked once for both (every ``settle`` asks) — and
    :func:`_blocks_standing`, which a resolved effect alone (Jump's flying, 501.3) can make say so."""
    _blocks_standing(game)
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
                             f"{with_article(phrasebook.land_type_words(hit.rule.filter))}: the restriction ({hit.describe(game)}) "
                             f"is checked only as attackers are declared, and a declared attacker isn't removed from "
                             f"combat by what would have kept it from attacking", "306.2", "500.1", "308.5",
                             kind="combat")


def _blocks_standing(game: Game) -> None:
    """Each blocking creature whose block the attacker's evasion or restriction would forbid now
    (Amrou Kithkin's "can't be blocked by creatures with power 3 or greater" after a Giant Growth
    on the blocker; an attacker given flying after blocks, 501.3): one step, the first time a
    player would receive priority after the change — the block was checked as it was declared
    (309.2) and stands (306.2, 309.3)."""
    c = combat_state.get(game)
    if c is None or not c.blocks:
        return  # (outside combat, or no block declared: most settles)
    # what a pair's answer depends on (Kept.blocks_checked): the same, nothing can have changed it —
    # the characteristics (effects begun or ended, timestamps, card changes, counters), the
    # permanents in play (their static abilities, the defending player's lands) and this turn's rules
    objs = {o for pair in c.blocks for o in pair}
    seen = (tuple(c.blocks), tuple(game.in_play), game.effects.changes, game.tally.timestamp, game.tally.card_changes,
            len(game.turns.turn_rules), tuple(tuple(sorted(game.objects[o].counters.items())) if game.exists(o) else None
                                             for o in sorted(objs)))
    if game.kept.blocks_checked == seen:
        return
    game.kept.blocks_checked = seen
    for oid in dict.fromkeys(b for b, _a in c.blocks):
        if not (game.exists(oid) and game.objects[oid].blocking):
            continue  # (one removed from combat)
        defending = game.controller_of(oid)
        for att in combat_state.blocked_by(game, oid):
            if _said_as_it_resolved(game, oid, att) or _in_a_band(game, att):
                continue
            probs = evasion.block_pair_problems(game, oid, att, defending)
            if not probs:
                continue
            text, rule = probs[0]
            # (an evasion ability gained, or the blocker now one it excludes: 501.3 says so of evasion)
            evading = ("501.3",) if any(r in evasion.EVASION_RULES for r in evasion.rule_ids(rule)) else ()
            said = (game.turns.turn, oid, att, "block stands", text)
            if said in game.said.attack_stands:
                continue
            game.said.note_attack_stands_said(said)
            game.tracer.step(f"{game.describe(oid)} still blocks {game.describe(att)}, though now {text} — a block "
                             f"is checked only as blockers are declared, and a creature once declared isn't removed "
                             f"from combat by an effect that would have kept it from blocking",
                             "306.2", "309.2", "309.3", *evading, *evasion.rule_ids(rule), kind="combat")


def _said_as_it_resolved(game: Game, blocker: int, attacker: int) -> bool:
    """A resolved "can't be blocked" on the attacker, or "can't block" on the blocker: the step of
    its resolution said the block stands (judge.engine.evasion: 309.3, 306.2)."""
    for r in game.turns.turn_rules:
        if (r.obj == attacker and isinstance(r.rule, ir.Unblockable)) or (
                r.obj == blocker and isinstance(r.rule, (ir.CantBlock, ir.CantAttackOrBlock))):
            return True
    return False


def _in_a_band(game: Game, attacker: int) -> bool:
    """An attacker in a band with others: a creature blocking one of the band blocks them all
    (glossary "Banding"), though it was checked only against the one it was declared on."""
    c = combat_state.get(game)
    return c is not None and any(attacker in band and len(band) > 1 for band in c.bands)
