"""An illegal play (422.1): the error that reverses it, citing the rules it broke.

Its own module, below every module that refuses a play (payment, restrictions, the activated
abilities' limits, casting), so that each can raise it without importing another."""

from __future__ import annotations

from judge.engine.game import Game


def illegal_play(game: Game, span, message: str, *rules: str) -> Exception:
    """The error that reverses an illegal play (422.1), citing the rules it broke."""
    cite = ", ".join(rules + ("422.1",))
    # the trace step of the reversed play says the words alone and cites the rules (driver), not
    # "… which is reversed: illegal play: … (rules …: the play is reversed)"
    return game.error(span, f"illegal play: {message} (rules {cite}: the play is reversed)", reason=message, rules=rules)
