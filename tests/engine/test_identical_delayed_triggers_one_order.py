"""Two identical triggered abilities of one controller waiting at once (410.3: she puts them on
the stack in any order she chooses) can't be put in two different orders: the game is one
outcome, not one per order. Delayed abilities (406.2a) are made anew each time they trigger, so
they were told apart by identity and explored twice (audit 4945: Mountain Titan activated twice,
one black spell). Abilities that differ — two sources — are still ordered, each order explored."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import simulate

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _outcomes(body: str) -> list:
    return simulate(parse(HEAD + body, "t.mtg"))


def _said(out) -> list[str]:
    return [s.text for top in out.steps for s in top.walk()]


def test_one_titan_activated_twice_is_one_outcome_and_says_why():
    outs = _outcomes("Alice in play: Mountain Titan as @titan\nAlice hand: Dark Ritual\n"
                     "Alice activates @titan\nall pass until the stack is empty\n"
                     "Alice activates @titan\nall pass until the stack is empty\n"
                     "Alice casts Dark Ritual\nall pass until the stack is empty\n")
    assert len(outs) == 1
    [said] = [s for top in outs[0].steps for s in top.walk() if "the same ability of the same source" in s.text]
    assert said.rules == ("410.3",)
    assert not any("orders the triggered abilities" in t for t in _said(outs[0]))
    [titan] = [o for o in outs[0].final.objects if o.label == "titan"]
    assert dict(titan.counters).get("+1/+1") == 2


def test_two_titans_are_two_sources_and_both_orders_are_explored():
    outs = _outcomes("Alice in play: Mountain Titan as @t1, Mountain Titan as @t2\nAlice hand: Dark Ritual\n"
                     "Alice activates @t1\nall pass until the stack is empty\n"
                     "Alice activates @t2\nall pass until the stack is empty\n"
                     "Alice casts Dark Ritual\nall pass until the stack is empty\n")
    assert len(outs) == 2
    assert all(any("orders the triggered abilities" in t for t in _said(o)) for o in outs)
