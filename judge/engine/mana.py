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
from typing import Optional, Sequence

from judge.engine._dataclass import dataclass
from judge.cards import ir
from judge.engine.game import MANA_ORDER, Game
from judge.errors import JudgeError


@dataclass
class ManaCost:
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
    for k, v in mana.items():
        p.pool[k] = p.pool.get(k, 0) + v
    game.changed()
    game.tracer.step(f"{source_name} adds {mana_text(mana)} to {player}'s mana pool (pool {p.pool_text()})", rule, kind="mana")


def _short(game: Game, player: str, cost: ManaCost) -> tuple[dict[str, int], int]:
    """What the pool can't cover: coloured needs and generic needs."""
    pool = dict(game.player(player).pool)
    need_c = {}
    for c, n in cost.colored.items():
        have = pool.get(c, 0)
        use = min(have, n)
        pool[c] = have - use
        if n - use:
            need_c[c] = n - use
    spare = sum(pool.values())
    return need_c, max(0, cost.generic - spare)


def mana_sources(game: Game, player: str) -> list[tuple[int, ir.ActivatedAbility]]:
    """Untapped permanents ``player`` controls with a mana ability whose only cost is {T}."""
    out = []
    for o in game.in_play_objects():
        if game.controller_of(o.id) != player or o.tapped:
            continue
        ch = game.chars(o)
        for ab in ch.abilities:
            if isinstance(ab, ir.ActivatedAbility) and ab.is_mana_ability and ab.cost.tap and not ab.cost.mana \
                    and not ab.cost.sacrifice and not ab.cost.life:
                if "creature" in ch.types and o.sick and not ch.has_keyword("haste"):
                    continue  # 409.3
                from judge.engine.casting import activation_forbidden

                if activation_forbidden(game, player, o.id):
                    continue  # Cursed Totem (103.2)
                out.append((o.id, ab))
                break
    return out


def _produces(ab: ir.ActivatedAbility) -> list[dict[str, int]]:
    out = []
    for eff in ab.effects:
        if isinstance(eff, ir.AddMana) and eff.count == 1:  # (a variable amount isn't planned with)
            for opt in eff.options:
                out.append(parse_mana(opt))
    return out


def can_pay(game: Game, player: str, cost: ManaCost) -> bool:
    """Whether ``player`` could pay ``cost`` from the pool and untapped mana sources (413.2c:
    an option that can't be carried out can't be chosen)."""
    if not game.mana_tracked or cost.total() == 0:
        return True
    pool = dict(game.player(player).pool)
    for oid, ab in mana_sources(game, player):
        opts = _produces(ab)
        if not opts:
            continue
        # a source producing one of several colours counts for whichever is needed most
        best = max(opts, key=lambda o: sum(o.values()))
        need = {c: n - pool.get(c, 0) for c, n in cost.colored.items() if n > pool.get(c, 0)}
        for o in opts:
            if any(c in need for c in o):
                best = o
                break
        for k, v in best.items():
            pool[k] = pool.get(k, 0) + v
    for c, n in cost.colored.items():
        if pool.get(c, 0) < n:
            return False
        pool[c] -= n
    return sum(pool.values()) >= cost.generic


def pay_mana(game: Game, player: str, cost: ManaCost, paying: Sequence[int], what: str, span=None) -> None:
    """Pay a mana cost in full (409.1f): named sources' mana abilities first (411.2), else
    the documented default; then take the mana from the pool. Partial payment is illegal."""
    if cost.total() == 0:
        return
    if not game.mana_tracked:
        game.tracer.step(f"{player} pays {cost} for {what} (mana is not tracked in this scenario)", "409.1f", kind="mana")
        return
    from judge.engine.casting import activate_mana_ability

    for oid in paying:
        ch = game.chars(oid)
        abs_ = [a for a in ch.abilities if isinstance(a, ir.ActivatedAbility) and a.is_mana_ability]
        if not abs_:
            raise game.error(span, f"{game.describe(oid)} has no mana ability to pay with (406.1a)")
        need_c, _ = _short(game, player, cost)
        ab = abs_[0]
        choice = None
        opts = _produces(ab)
        if len(opts) > 1:
            for o in opts:
                if any(k in need_c for k in o):
                    choice = mana_text(o)
                    break
            choice = choice or mana_text(opts[0])
        activate_mana_ability(game, player, oid, ab, choice, span, during="409.1f")
    need_c, need_g = _short(game, player, cost)
    if (need_c or need_g) and not paying:
        used: set[int] = set()
        sources = mana_sources(game, player)
        # coloured needs first, then generic, sources in listing order
        for oid, ab in sources:
            need_c, need_g = _short(game, player, cost)
            if not need_c:
                break
            for opt in _produces(ab):
                if any(k in need_c for k in opt):
                    game.tracer.step(f"Default payment: {game.describe(oid)} is tapped for mana (untapped sources in listing order)", "411.2", kind="mana")
                    activate_mana_ability(game, player, oid, ab, mana_text(opt), span, during="409.1f")
                    used.add(oid)
                    break
        for oid, ab in sources:
            need_c, need_g = _short(game, player, cost)
            if need_c or not need_g:
                break
            if oid in used or game.objects[oid].tapped:
                continue
            opt = _produces(ab)[0] if _produces(ab) else None
            if opt:
                game.tracer.step(f"Default payment: {game.describe(oid)} is tapped for mana (untapped sources in listing order)", "411.2", kind="mana")
                activate_mana_ability(game, player, oid, ab, mana_text(opt), span, during="409.1f")
    need_c, need_g = _short(game, player, cost)
    if need_c or need_g:
        p = game.player(player)
        raise game.error(span, f"{player} can't pay {cost} for {what}: the mana pool holds "
                               f"{p.pool_text() or 'nothing'} and no further untapped mana sources can pay "
                               f"(409.1f: partial payments aren't allowed; the play is reversed, 422.1)")
    # take it from the pool
    p = game.player(player)
    for c, n in cost.colored.items():
        p.pool[c] -= n
    generic = _generic_from_pool(game, player, {k: v for k, v in p.pool.items() if v}, cost, what)
    for c, n in generic.items():
        p.pool[c] -= n
    p.pool = {k: v for k, v in p.pool.items() if v}
    game.changed()
    game.tracer.step(f"{player} pays {cost} for {what} (pool now {p.pool_text() or 'empty'})", "409.1f", kind="mana")


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C", "colourless": "C"}


def _default_generic(pool: dict[str, int], g: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in ("C",) + tuple(k for k in MANA_ORDER if k != "C"):
        use = min(pool.get(c, 0), g)
        if use:
            out[c] = use
            g -= use
    return out


def _generic_options(pool: dict[str, int], g: int) -> list[dict[str, int]]:
    """Every distinct way to take ``g`` mana out of ``pool`` (which mana pays a generic cost)."""
    kinds = [k for k in MANA_ORDER if pool.get(k)]
    out: list[dict[str, int]] = []

    def rec(i: int, left: int, acc: dict[str, int]) -> None:
        if left == 0:
            out.append(dict(acc))
            return
        if i >= len(kinds):
            return
        k = kinds[i]
        for n in range(min(pool[k], left), -1, -1):
            if n:
                acc[k] = n
            rec(i + 1, left - n, acc)
            acc.pop(k, None)

    rec(0, g, {})
    return out


def _as_mana(v) -> Optional[dict[str, int]]:
    w = str(v).strip().lower()
    if w in _COLOR_WORDS:
        return {_COLOR_WORDS[w]: 1}
    if w.startswith("{"):
        try:
            return parse_mana(w)
        except JudgeError:
            return None
    return None


def _generic_from_pool(game: Game, player: str, pool: dict[str, int], cost: ManaCost, what: str) -> dict[str, int]:
    """409.1f: which mana in the pool pays the generic part of a cost is the player's
    choice. A choice line naming the mana (``Alice chooses red`` or ``Alice chooses "{R}{G}"``)
    right after the action settles it; otherwise the documented default (colourless first,
    then W U B R G) pays, and the trace says so whenever another way to pay existed."""
    g = cost.generic
    if g <= 0:
        return {}
    options = _generic_options(pool, g)
    default = _default_generic(pool, g)
    if len(options) <= 1:
        return default
    decider = game.decider
    act = None
    if decider is not None:
        from judge.dsl.ast import Choose

        i = decider.cursor + 1
        while i < len(decider.actions) and i in decider.consumed:
            i += 1
        nxt = decider.actions[i] if i < len(decider.actions) else None
        if isinstance(nxt, Choose) and nxt.player == player and nxt.values \
                and all(_as_mana(v) is not None for v in nxt.values):
            act = decider.answer(player, "which mana pays the generic cost", (Choose,))
    labels = [mana_text(o) for o in options]
    if act is not None:
        want: dict[str, int] = {}
        for v in act.values:
            for k, n in (_as_mana(v) or {}).items():
                want[k] = want.get(k, 0) + n
        if want not in options:
            span = act.span
            loc = f"{game.path}:{span.line}:{span.column}" if span else game.path
            raise JudgeError(f"{loc}: {mana_text(want) or 'that'} can't pay the generic part ({{{g}}}) of {cost} for "
                             f"{what} from {player}'s mana pool {mana_text(pool)}; it can be paid with "
                             f"{', '.join(labels)} (rule 409.1f)")
        game.tracer.step(f"{player} chooses to pay the generic part of {cost} for {what} with {mana_text(want)} "
                         f"from the mana pool", "409.1f", kind="choice")
        return want
    game.tracer.step(f"Default payment: {mana_text(default)} from {player}'s mana pool pays the generic part of {cost} "
                     f"for {what} (colourless first, then W U B R G; the pool could also pay it with "
                     f"{', '.join(x for x in labels if x != mana_text(default))})", "409.1f", kind="mana")
    return default
