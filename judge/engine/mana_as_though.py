"""Mana spent as though it were mana of another colour: Sunglasses of Urza's "You may spend white
mana as though it were red mana" (:class:`judge.cards.ir.SpendAsThough`; added, session 65, h3).

Text that lets a player do something "as though" a condition were true applies to the stated action
only: for it, treat the game exactly as if the condition were true; for all other purposes, normally
(glossary "As though"). The stated action is spending mana — paying a cost (409.1f) — so as a payment is
made a {R} symbol of it may be paid with white mana; the mana is white in the pool and for everything
else, and nothing lets red mana pay a {W}. Which mana pays is the player's choice (409.1f): the mana of
the symbol's own colour pays first unless the scenario names the sources (``paying with``), and white
pays only the {R} that red mana can't — the fewest symbols paid "as though" with which the payment can
be made (:func:`settle`, asked by :mod:`judge.engine.payment`).
"""

from __future__ import annotations

from itertools import product
from typing import Callable

from judge.cards import ir
from judge.engine.context import refer, static_rules
from judge.engine.game import Game
from judge.engine.mana import ManaCost, mana_text

#: The glossary entry the step cites, in its words (judge.suite.glossary).
GLOSSARY = 'glossary "As though"'

_COLOR_WORDS = {v: k for k, v in ir.COLOR_SYMBOLS.items()}


def stand_ins(game: Game, player: str) -> list[tuple[int, ir.SpendAsThough]]:
    """(source, rule) for each "you may spend … mana as though it were … mana" that lets ``player``
    spend mana so: its controller's, "you" (glossary "You/Your")."""
    out = []
    for sid, r, ctx in static_rules(game, ir.SpendAsThough):
        who = [p for p in refer(ctx, r.what) if isinstance(p, str)] if r.what is not None else [player]
        if player in who:
            out.append((sid, r))
    return out


def _pairs(game: Game, player: str, cost: ManaCost) -> dict[tuple[str, str], list[int]]:
    """(mana, as mana) -> the sources letting ``player`` spend it so, for the symbols of ``cost`` it may pay."""
    pairs: dict[tuple[str, str], list[int]] = {}
    for sid, r in stand_ins(game, player):
        if r.mana and r.as_mana and r.mana != r.as_mana and cost.colored.get(r.as_mana, 0):
            pairs.setdefault((r.mana, r.as_mana), []).append(sid)
    return pairs


def _with(cost: ManaCost, counts: dict[tuple[str, str], int]) -> ManaCost:
    colored = dict(cost.colored)
    for (mana, as_mana), n in counts.items():
        if n:
            colored[as_mana] -= n
            colored[mana] = colored.get(mana, 0) + n
    return ManaCost(cost.generic, {k: v for k, v in colored.items() if v}, cost.x, cost.x_value)


def ways(game: Game, player: str, cost: ManaCost) -> list[tuple[dict[tuple[str, str], int], ManaCost]]:
    """The ways ``player`` may pay ``cost``'s coloured symbols, each as the cost paid with mana of their own
    colour: how many of each symbol are paid "as though", fewest first (the cost itself first, none)."""
    pairs = sorted(_pairs(game, player, cost))
    if not pairs:
        return [({}, cost)]
    ranges = [range(cost.colored[as_mana] + 1) for _, as_mana in pairs]
    counts = sorted(product(*ranges), key=lambda c: (sum(c), c))
    out = []
    for c in counts:
        if any(sum(n for (_, a), n in zip(pairs, c) if a == as_mana) > cost.colored[as_mana] for _, as_mana in pairs):
            continue  # (two kinds of mana paying the same symbols: no more of them than there are)
        chosen = dict(zip(pairs, c))
        out.append((chosen, _with(cost, chosen)))
    return out


def settle(game: Game, player: str, cost: ManaCost, what: str, fits: Callable[[ManaCost], bool],
           named: bool) -> ManaCost:
    """The cost ``player`` pays for ``what``, as its symbols are paid: with no rule of this kind, ``cost``;
    else the first of :func:`ways` that ``fits`` (the pool and the sources can pay it), said in the trace
    when some symbol is paid "as though" (409.1f, glossary "As though"); ``cost`` when none fits (the
    payment then fails as it would have). ``named``: the sources were named (``paying with``)."""
    options = ways(game, player, cost)
    if len(options) == 1:
        return cost
    sources = _pairs(game, player, cost)
    for counts, paid in options:
        if not fits(paid):
            continue
        for (mana, as_mana), n in sorted(counts.items()):
            if not n:
                continue
            by = ", ".join(game.describe(s) for s in sources[(mana, as_mana)])
            chosen = "the mana the named sources made" if named else \
                f"{_COLOR_WORDS[as_mana]} mana pays first, {_COLOR_WORDS[mana]} only what it can't"
            game.tracer.step(f"{player} spends {mana_text({mana: n})} as though it were {_COLOR_WORDS[as_mana]} mana "
                             f"({by}): it pays {n} {{{as_mana}}} of {cost} for {what} — for this payment only, "
                             f"the mana is still {_COLOR_WORDS[mana]} ({GLOSSARY}; which mana pays is the player's "
                             f"choice: {chosen})", "409.1f", kind="mana")
        return paid
    return cost
