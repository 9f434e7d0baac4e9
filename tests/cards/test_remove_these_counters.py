""""Remove all these counters" (Discordant Spirit as printed) is marked by the reader, not recognised
by the engine in the card's words: counters of one kind are interchangeable (glossary "Counter"), so
every +1/+1 counter goes, and the trace says why only where the card says "these"."""

from __future__ import annotations

from judge.cards import ir
from tests.cards.test_wordings import _card


def _removals(text: str) -> list[ir.RemoveCounters]:
    found: list[ir.RemoveCounters] = []

    def walk(x: object) -> None:
        if isinstance(x, ir.RemoveCounters):
            found.append(x)
        if isinstance(x, (list, tuple)):
            for y in x:
                walk(y)
        elif hasattr(x, "__dataclass_fields__"):
            for f in x.__dataclass_fields__:
                walk(getattr(x, f))

    walk(_card(text, "Summon - Spirit").abilities)
    return found


def test_printed_these_counters_is_marked() -> None:
    (r,) = _removals("At end of target opponent's turn, put a +1/+1 counter on Test Card for each 1 damage dealt to "
                     "you this turn.\nAt end of your turn, remove all these counters from Test Card.")
    assert r.kind == "+1/+1" and r.these


def test_oracle_all_counters_is_not() -> None:
    (r,) = _removals("At the end of your turn, remove all +1/+1 counters from Test Card.")
    assert r.kind == "+1/+1" and not r.these
