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

import re
from dataclasses import field
from typing import Optional

from judge.cards import ir
from judge.engine._dataclass import dataclass
from judge.engine.game import MANA_ORDER, Game
from judge.errors import JudgeError


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
        out = "{X}" * self.x if self.x and not self.x_value else ""
        if self.generic:
            out += "{" + str(self.generic) + "}"
        for c in MANA_ORDER:
            out += ("{" + c + "}") * self.colored.get(c, 0)
        return out or "{0}"


def parse_cost(text: Optional[str], x: Optional[int] = None) -> ManaCost:
    """``{2}{G}{G}`` → generic 2, G 2; each ``{X}`` adds the announced X (409.1b)."""
    cost = ManaCost()
    if not text:
        return cost
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
    """Mana produced or in a pool: ``{G}{G}`` → G 2; ``{2}`` → 2 colourless."""
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
    out = ""
    for c in MANA_ORDER:
        n = pool.get(c, 0)
        if c == "C":
            out += "{" + str(n) + "}" if n else ""
        else:
            out += ("{" + c + "}") * n
    return out


def add_mana(game: Game, player: str, mana: dict[str, int], source_name: str, rule: str = "406.1a") -> None:
    """Mana into a pool: by a mana ability (406.1a), or by a spell or a triggered ability
    that isn't a mana ability and resolved from the stack (406.1b)."""
    p = game.player(player)
    pool = dict(p.pool)
    for k, v in mana.items():
        pool[k] = pool.get(k, 0) + v
    game.set_pool(player, pool)
    game.tracer.step(f"{source_name} adds {mana_text(mana)} to {player}'s mana pool (pool {p.pool_text()})", rule, kind="mana")
