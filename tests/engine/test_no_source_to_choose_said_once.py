"""Rune of Protection: Red with no red source to choose ("The next time a red source of your choice would deal damage
to you this turn, prevent that damage"): the choice's step says none exists and that part does nothing (416.3), and no
second step repeats it ("There is no such source: … prevents nothing"; h75-6, audit 7571/40); the source is said with
its colour ("a red source", not "a source")."""

from __future__ import annotations

from tests.engine.support import run_text, texts

_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_rune_with_no_red_source_says_it_once():
    out = run_text("Alice in play: Rune of Protection: Red as @rp\nBob in play: Grizzly Bears\n"
                   "Alice activates @rp ability 1\nall pass until the stack is empty\n", head=_HEAD)
    said = texts(out)
    assert [s for s in said if s.startswith("Alice can't choose a red source: none exists, so that part of "
                                            "Rune of Protection: Red @rp does nothing")]
    assert not [s for s in said if "There is no such source" in s]
