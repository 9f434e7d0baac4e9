"""An illegal play (422.1): the error that reverses it, citing the rules it broke.

Its own module, below every module that refuses a play (payment, restrictions, the activated
abilities' limits, casting), so that each can raise it without importing another."""

from __future__ import annotations

from typing import Optional

from judge.engine.game import Game
from judge.errors import JudgeError


class PriorityRefusal(JudgeError):
    """A play refused because its player doesn't have priority (408.1d, 305.4, 411.2): before
    anything its card says is looked at. ``holder``: who has priority (None: no player has
    it in this step, 302.2, 314.1c); ``doing``: the play, in words ("play an ability")."""

    def __init__(self, err: JudgeError, holder: Optional[str], doing: str) -> None:
        super().__init__(err.message)
        self.reason = getattr(err, "reason", err.message)
        self.rules = getattr(err, "rules", ())
        self.mistake = False
        self.holder = holder
        self.doing = doing


def illegal_play(game: Game, span, message: str, *rules: str) -> Exception:
    """The error that reverses an illegal play (422.1), citing the rules it broke."""
    cite = ", ".join(rules + ("422.1",))
    # the trace step of the reversed play says the words alone and cites the rules (driver), not
    # "… which is reversed: illegal play: … (rules …: the play is reversed)"
    return game.error(span, f"illegal play: {message} (rules {cite}: the play is reversed)", reason=message, rules=rules)
