"""Mana: costs, the mana pool, paying, mana abilities (411) and mana burn (300.4).

Default payment (documented, shown in the trace) when the scenario does not say what pays:
mana already in the pool first, then untapped sources the player controls in listing
(timestamp) order — first for coloured symbols, then for generic mana. Generic mana is
paid from the pool colourless first, then in W U B R G order, unless a choice line right
after the action names the mana (``Alice chooses red``, ``Alice chooses "{R}{G}"``): which
mana pays is the player's choice (409.1f). A scenario may instead name the sources
(``paying``) or declare that mana isn't tracked.
"""

from __future__ import annotations

import functools
import re
from dataclasses import field
from itertools import combinations
from math import comb
from typing import Optional

from judge.cards.english import possessive
from judge._speed.fastdataclass import dataclass_for
from judge.cards import ir
from judge.engine.game import MANA_ORDER, Game
from judge.errors import JudgeError

dataclass = dataclass_for("engine")


@dataclass
class ManaCost:
    """A mana cost: coloured symbols by colour and a generic amount (X already chosen)."""

    generic: int = 0
    colored: dict[str, int] = field(default_factory=dict)
    x: int = 0  # how many {X} symbols
    x_value: Optional[int] = None  # the announced X, already counted in ``generic``

    def total(self) -> int:
        return self.generic + sum(self.colored.values())

    def __str__(self) -> str:
        out = "{X}" * self.x if self.x and self.x_value is None else ""
        if self.generic:
            out += "{" + str(self.generic) + "}"
        for c in MANA_ORDER:
            out += ("{" + c + "}") * self.colored.get(c, 0)
        return out or "{0}"


def parse_cost(text: Optional[str], x: Optional[int] = None) -> ManaCost:
    """``{2}{G}{G}`` → generic 2, G 2; each ``{X}`` adds the announced X (409.1b). A new
    ``ManaCost`` each time (its callers add to it), read from the text once a process
    (:func:`_cost_read`)."""
    if not text:
        return ManaCost()
    generic, colored, xs, x_value = _cost_read(text, x)
    return ManaCost(generic, dict(colored), xs, x_value)


@functools.lru_cache(maxsize=4096)
def _cost_read(text: str, x: Optional[int]) -> tuple[int, tuple[tuple[str, int], ...], int, Optional[int]]:
    """What a cost text reads as (with an announced X): generic, the coloured symbols in the order
    met, how many {X}, the X — read once a process (the same few hundred costs are paid ~23K times a
    suite pass; a text that isn't mana raises every time: lru_cache keeps no exception)."""
    cost = _read_cost(text, x)
    return cost.generic, tuple(cost.colored.items()), cost.x, cost.x_value


def _read_cost(text: str, x: Optional[int]) -> ManaCost:
    cost = ManaCost()
    for sym in re.findall(r"\{([^}]+)\}", text):
        s = sym.upper()
        if s.isdigit():
            cost.generic += int(s)
        elif s == "X":
            cost.x += 1
            cost.x_value = x
            cost.generic += x or 0
        elif s in ("W", "U", "B", "R", "G"):
            cost.colored[s] = cost.colored.get(s, 0) + 1
        elif s in ("T", "Q"):
            continue
        else:
            raise JudgeError(f"unknown mana symbol {{{sym}}} in {text}")
    return cost


def parse_mana(text: str) -> dict[str, int]:
    """Mana produced or in a pool: ``{G}{G}`` → G 2; ``{2}`` → 2 colourless. A new dict each time
    (its callers add to it), read from the text once a process (:func:`_mana_read`)."""
    return dict(_mana_read(text))


@functools.lru_cache(maxsize=4096)
def _mana_read(text: str) -> tuple[tuple[str, int], ...]:
    """What a mana text reads as, read once a process (the same few mana options are read ~43K
    times a suite pass; a text that isn't mana raises every time: lru_cache keeps no exception)."""
    return tuple(_read_mana(text).items())


def _read_mana(text: str) -> dict[str, int]:
    pool: dict[str, int] = {}
    for sym in re.findall(r"\{([^}]+)\}", text):
        s = sym.upper()
        if s.isdigit():
            pool["C"] = pool.get("C", 0) + int(s)
        elif s in ("W", "U", "B", "R", "G", "C"):
            pool[s] = pool.get(s, 0) + 1
        else:
            raise JudgeError(f"unknown mana symbol {{{sym}}} in {text}")
    return pool


def mana_text(pool: dict[str, int]) -> str:
    """Mana in its symbols, colorless first as a mana cost writes its generic part ("{1}{R}", Dormant Volcano's
    "Add {1}{R}"; audit h68-8: "{R}{1}"), then the colors in the order W, U, B, R, G."""
    n = pool.get("C", 0)
    out = "{" + str(n) + "}" if n else ""
    for c in MANA_ORDER:
        if c != "C":
            out += ("{" + c + "}") * pool.get(c, 0)
    return out


def add_mana(game: Game, player: str, mana: dict[str, int], source_name: str, rule: str = "406.1a",
             counted: str = "") -> None:
    """Mana into a pool: by a mana ability (406.1a), or by a spell or a triggered ability
    that isn't a mana ability and resolved from the stack (406.1b). ``counted``: what a "for
    each" counted, said with the mana ("{G} for each Forest Alice controls: 3")."""
    p = game.player(player)
    pool = dict(p.pool)
    for k, v in mana.items():
        pool[k] = pool.get(k, 0) + v
    game.mana.set_pool(player, pool)
    said = f" — {counted}" if counted else ""
    game.tracer.step(f"{source_name} adds {mana_text(mana)} to {possessive(player)} mana pool{said} (pool {p.pool_text()})", rule,
                     kind="mana")


def generic_ways(pool: dict[str, int], g: int, shown: int) -> tuple[int, list[dict[str, int]]]:
    """The ways to take ``g`` mana out of ``pool`` (which mana pays a generic cost, 409.1f):
    how many there are, and the first ``shown`` of them — those taking most of the earlier
    kinds in W U B R G C order first. Counted, not listed (a pool of {999999999} paying
    {999999999} is one way, found at once): the number of ways to pick n_k of each kind with
    n_k at most what the pool holds and summing to ``g``, by inclusion and exclusion over the
    kinds whose bound is passed."""
    kinds = [k for k in MANA_ORDER if pool.get(k)]
    caps = [pool[k] for k in kinds]
    m = len(kinds)
    count = 0
    for r in range(m + 1):
        for over in combinations(caps, r):
            left = g - sum(c + 1 for c in over)
            if left >= 0 and m:
                count += (-1) ** r * comb(left + m - 1, m - 1)
    if not m:
        count = 1 if g == 0 else 0
    # what the kinds after each can hold at most: a branch that can't reach ``g`` is never walked
    room = [sum(caps[i:]) for i in range(m + 1)]
    out: list[dict[str, int]] = []

    def walk(i: int, left: int, acc: dict[str, int]) -> None:
        if len(out) >= shown:
            return
        if left == 0:
            out.append(dict(acc))
            return
        if i >= m:
            return
        k = kinds[i]
        for n in range(min(caps[i], left), max(0, left - room[i + 1]) - 1, -1):
            if len(out) >= shown:
                return
            if n:
                acc[k] = n
            walk(i + 1, left - n, acc)
            acc.pop(k, None)

    walk(0, g, {})
    return count, out


def takes_from(pool: dict[str, int], want: dict[str, int], g: int) -> bool:
    """Whether ``want`` is one of the ways to take ``g`` mana out of ``pool`` (:func:`generic_ways`)."""
    return sum(want.values()) == g and all(0 < n <= pool.get(k, 0) for k, n in want.items())
