"""The game state as typed records (issue 43, its first step): what the game computes from its
state.

:class:`judge.engine.game.Game` holds one field per record — ``game.derived`` (:class:`Derived`)
and ``game.kept`` (:class:`Kept`), filled by the rule modules that compute them; they are never
copied: a copy of the game starts them afresh. The records import nothing of the engine's rules, so they sit below the game
(tests/test_architecture.py, ``LAYERS``); docs/architecture.md ("The game's attributes") sorts
every attribute of the game by kind.
"""

from __future__ import annotations

from typing import Any, Optional


class Derived:
    """What is computed from one version of the state — the order of continuous effects (418.5),
    "no state-based effect applies" (420), the permanents whose abilities can trigger, each by
    the name of what it is (``values``) — and the characteristics computed in it (418.4a,
    ``chars``). Not state: every change of state makes a new one (:meth:`Game.changed`), which
    keeps the characteristics only while no static ability generates an effect and the board
    they were computed on is the same (``chars_plain``: :meth:`Game.plain_board`); a copy of
    the game starts with an empty one. Whether two moments saw the same state is whether they
    saw the same ``Derived`` (judge.engine.triggers, judge.engine.events)."""

    __slots__ = ("values", "chars", "chars_plain")

    def __init__(self, chars: Optional[dict] = None, chars_plain: Optional[tuple] = None) -> None:
        self.values: dict[str, Any] = {}
        #: Characteristics computed in this version of the state, by object id.
        self.chars: dict = {} if chars is None else chars
        #: The board (:meth:`Game.plain_board`) the characteristics in ``chars`` were computed on
        #: while no static ability generated an effect; None when any was computed with one.
        self.chars_plain: Optional[tuple] = chars_plain

    def following(self) -> "Derived":
        """The next version's: nothing computed, the characteristics kept."""
        return Derived(self.chars, self.chars_plain)


class Kept:
    """What is computed from the state and kept from one version to the next for as long as what
    it was computed from is the same (docs/performance.md, "Engine and suite"): each object's
    characteristics with no continuous effect applied, the continuous effects each permanent's
    static abilities generate (418.4), all of them for the permanents in play, and values worked
    out from the permanents in play alone while no static ability generates an effect. Not
    state: dropped whole when the game returns to a saved state or is copied."""

    __slots__ = ("plain_chars", "static_memo", "board_static", "board")

    def __init__(self) -> None:
        #: Characteristics with no continuous effect applied, by object (characteristics.compute).
        self.plain_chars: dict = {}
        #: The continuous effects each permanent's static abilities generate (Game.static_effects).
        self.static_memo: dict = {}
        #: All of them, with what they were found for (the same board, the same effects): the
        #: permanents in play as a list and as a tuple, the count of card changes.
        self.board_static: Optional[tuple] = None
        #: Values worked out from the permanents in play alone while no static ability generates
        #: an effect, by name: (the board they were found for, :meth:`Game.plain_board`, value).
        self.board: dict[str, tuple] = {}
