"""(eighty-seventh session, h5; issue 43: an exploration's outcomes per second) The order each run of an
explored order of triggered abilities takes (410.3), and the putting of those abilities on the stack, made
with less work, the outcomes the same:

- ``decider.Orders`` of items all different (abilities each its own: different sources, or targets, or a
  "may") reads order ``k`` of its digits in the factorial number system — the orders after each first item
  are (n-1)! — without looking at the items' keys; interchangeable items keep the multiset count;
- ``triggers._put_one`` says its ability's source's possessive once, for the step and the stack object's
  name.

Held: every order is ``itertools.permutations``'s, whatever the keys; no key is hashed to make one of
different items; putting the bench's seven Chalices' abilities says each source's possessive once; the
outcomes of the bench's orders are those of the same exploration without branching (each run from the start).
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import explore, triggers
from judge.engine.decider import Orders
from tests.engine.support import counting

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
from bench_explore import orders  # noqa: E402 - the bench's N Chalices, each "you gain k life"


class _Key:
    """A key that counts how often it is hashed or compared."""

    looked = 0

    def __init__(self, name: str) -> None:
        self.name = name

    def __hash__(self) -> int:
        _Key.looked += 1
        return hash(self.name)

    def __eq__(self, other: object) -> bool:
        _Key.looked += 1
        return isinstance(other, _Key) and other.name == self.name


def test_every_order_is_the_permutations_one():
    for n in range(7):
        assert list(Orders(range(n))) == list(itertools.permutations(range(n)))
    # interchangeable items (equal keys) still one order each: the first of each set of equal permutations
    keys = ["a", "b", "a", "c", "b"]
    firsts = list(dict.fromkeys(tuple(keys[i] for i in p) for p in itertools.permutations(range(5))))
    got = list(Orders(keys))
    assert len(got) == len(firsts) == 30
    assert [tuple(keys[i] for i in p) for p in got] == firsts
    # fifty different items: the last order reversed, the middle one as the factorial digits say
    fifty = Orders(range(50))
    assert fifty.size == __import__("math").factorial(50)
    assert fifty[fifty.size - 1] == tuple(range(49, -1, -1))
    assert fifty[1] == tuple(range(48)) + (49, 48)


def test_an_order_of_different_items_looks_at_no_key():
    keys = [_Key(f"ability {i}") for i in range(9)]
    made = Orders(keys)
    _Key.looked = 0
    picked = [made[k] for k in (0, 1, 5_000, 362_879)]
    # (base: each order walked the keys, hashing each one left at each place — 339 looks for these four)
    assert _Key.looked == 0
    assert picked[0] == tuple(range(9)) and picked[-1] == tuple(range(8, -1, -1))
    assert picked[2] == list(itertools.permutations(range(9)))[5_000]


def test_putting_says_each_sources_possessive_once(monkeypatch):
    scn = check_text(orders(4), "orders-4.mtg", card_names())
    said: list[str] = []
    real = triggers.possessive
    # (the names said by the putting itself: the labels of the order asked are worked out once, elsewhere)
    monkeypatch.setattr(triggers, "possessive",
                        lambda name: (sys._getframe(1).f_code.co_name == "_put_one" and said.append(name)) or real(name))
    outs = explore.explore(scn, 24)
    assert len(outs) == 24
    assert len({tuple(c.answer for c in o.choices) for o in outs}) == 24
    # each of the 24 runs puts the four abilities, each once: its source's possessive said once (base: twice —
    # the step's words, then the stack object's name)
    assert len(said) == 4 * 24
    assert {name: said.count(name) for name in set(said)} == {f"Chalice {c}": 24 for c in "ABCD"}
    assert outs == explore.explore(scn, 24, branching=False)
