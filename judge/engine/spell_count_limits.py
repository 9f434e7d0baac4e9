"""A limit on how many spells a player may play each turn (Arcane Laboratory: "Each player can't
cast more than one spell each turn", ir.OneSpellEachTurn): the card's text contradicts the rules
that let a player play a spell whenever he or she could (408.1d), and the card takes precedence
(103.1; not 103.2, which is two cards contradicting each other). The spells counted are those whose playing completed this turn
(409.1; Game.this_turn.spells_played), so a play reversed (422) doesn't count."""

from __future__ import annotations

from judge.cards import ir
from judge.engine.context import refer, static_rules
from judge.engine.game import Game
from judge.engine.illegal import illegal_play


def check_spell_count(game: Game, player: str, oid: int, span) -> None:
    """Refuse ``player``'s playing ``oid`` when a static ability in play allows one spell each
    turn and a spell of theirs has been played this turn; say so when it allows this one."""
    for sid, rule, ctx in static_rules(game, ir.OneSpellEachTurn):
        who = [p for p in refer(ctx, rule.what) if isinstance(p, str)] if rule.what is not None else [player]
        if player not in who:
            continue
        text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                     and rule in ab.effects), "")
        played = [c for p, c, _types in game.this_turn.spells_played if p == player]
        if played:
            raise illegal_play(game, span, f"{player} has already played a spell this turn ({game.describe(played[0])}), "
                                           f"and can't play {game.describe(oid)} ({game.describe(sid)}: {text})", "103.1")
        game.tracer.step(f"{player} has played no spell this turn, so {game.describe(oid)} may be played "
                         f"({game.describe(sid)}: \"{text}\")", "103.1", kind="cast")
