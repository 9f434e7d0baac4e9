"""Whether a player could play a spell or ability now by the cards in play, beyond holding priority: City
of Solitude's "Players can play spells and play abilities only during their own turns" (ir.PlayOnlyOwnTurn,
103.1 over 408.1d), and — for "any time you could play an instant" (glossary "Could": "if the rules of
the game allow you to play a 'foo' at this time") — what forbids an instant now (Hand to Hand during
combat, a "can't play instant spells" effect: 103.2). Used by the payment and play checks
(judge.engine.payment), an ability's "only any time you could play an instant" (judge.engine.ability_limits;
Lion's Eye Diamond) and Circling Vultures' discard (judge.engine.hand_discard; audit 7975)."""

from __future__ import annotations

from typing import Optional

from judge.cards import ir
from judge.cards.english import possessive
from judge.engine.context import refer, static_rules
from judge.engine.game import Game
from judge.engine.restrictions import COMBAT_STEPS


def not_own_turn(game: Game, player: str, trace: Optional[int] = None, ability: str = "") -> Optional[str]:
    """A static "can play spells and abilities only during their own turns" effect (City of
    Solitude, ir.PlayOnlyOwnTurn) that stops ``player`` playing a spell or an activated ability —
    a mana ability too — in another player's turn: the card against the rule that lets a player
    play one whenever he or she has priority (103.1 over 408.1d). Returns its words, or None;
    ``trace``: the object played, said when the turn is the player's own and the play allowed — with
    ``ability`` ("ability", "mana ability"), that object's ability ("Plains' mana ability"; audit 7975)."""
    for sid, rule, ctx in static_rules(game, ir.PlayOnlyOwnTurn):
        if _names(ctx, rule, player):
            said = _said(game, sid, rule)
            if player != game.turns.active:
                return f"{said}; it is {possessive(game.turns.active)} turn"
            if trace is not None:
                played = f"{possessive(game.describe(trace))} {ability}" if ability else game.describe(trace)
                game.tracer.step(f"it is {possessive(player)} own turn, so {player} may play {played} ({said})",
                                 "103.1", "408.1d", kind="cast")
    return None


def _every_instant(flt: Optional[ir.Filter]) -> bool:
    """Whether a "can't play [spells]" description takes in every instant ("instant or sorcery spells":
    Abeyance; no description: every spell)."""
    return flt is None or ("instant" in flt.types and not (flt.colors or flt.not_colors or flt.subtypes
                                                           or flt.mana_value is not None or flt.extra))


def _said(game: Game, sid: int, rule: ir.Rule) -> str:
    text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                 and rule in ab.effects), "").rstrip(".")
    return f"{game.describe(sid)}: {text}" if text else game.describe(sid)


def _names(ctx, rule: ir.Rule, player: str) -> bool:
    return player in ([p for p in refer(ctx, rule.what) if isinstance(p, str)] if rule.what is not None else [player])


def no_instant_now(game: Game, player: str) -> Optional[tuple[str, tuple[str, ...]]]:
    """Why ``player`` couldn't play an instant now, though holding priority — a card forbids it
    (glossary "Could"): City of Solitude in another player's turn (103.1), Hand to Hand during
    combat, a "can't play instant spells" effect (Abeyance's this turn, a static one) (103.2) — with
    the rules it cites; or None."""
    why = not_own_turn(game, player)
    if why:
        return why, ("103.1",)
    if game.turns.step in COMBAT_STEPS:
        for sid, rule, ctx in static_rules(game, ir.CombatLockout):
            if _names(ctx, rule, player):
                return f"{_said(game, sid, rule)}; it is the {game.turns.step} step", ("103.2", "306.1")
    for r in game.turns.turn_rules:
        if r.player == player and isinstance(r.rule, ir.CantPlaySpells) and r.turn == game.turns.turn \
                and _every_instant(r.rule.filter):
            return r.text, ("103.2",)
    for sid, rule, ctx in static_rules(game, ir.CantPlaySpells):
        if _names(ctx, rule, player) and _every_instant(rule.filter):
            return _said(game, sid, rule), ("103.2",)
    return None
