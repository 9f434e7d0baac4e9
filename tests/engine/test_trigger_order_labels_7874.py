"""Ordering two abilities of one source about two objects of one name, the step names each
object with its label (410.3: the player orders them, and the step says which is which):
Zhalfirin Knight blocked by Grizzly Bears @b1 and @b2, one flanking trigger for each (audit
7874) — once "(Bob's Grizzly Bears), (Bob's Grizzly Bears)" when the order was explored, and
"Zhalfirin Knight @zk, Zhalfirin Knight @zk" when a line gave it."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import simulate

HEAD = ("player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
        "Alice in play: Zhalfirin Knight as @zk\nBob in play: Grizzly Bears as @b1, Grizzly Bears as @b2\n"
        "Alice attacks with @zk\nall pass until the declare blockers step\nBob blocks @zk with @b1 and @b2\n")


def _ordering_steps(lines: str) -> list[str]:
    outs = simulate(parse(HEAD + lines + "all pass until the stack is empty\n", "t.mtg"))
    return [s.text for o in outs for top in o.steps for s in top.walk() if "orders the triggered abilities" in s.text]


def test_explored_orders_tell_the_two_bears_apart():
    said = _ordering_steps("")
    assert said
    for text in said:
        assert "Zhalfirin Knight @zk (Bob's Grizzly Bears @b1)" in text
        assert "Zhalfirin Knight @zk (Bob's Grizzly Bears @b2)" in text


def test_an_order_line_tells_them_apart_too():
    [text] = _ordering_steps("Alice orders triggers: @zk, @zk\n")
    assert "Zhalfirin Knight @zk (Bob's Grizzly Bears @b1)" in text
    assert "Zhalfirin Knight @zk (Bob's Grizzly Bears @b2)" in text
