"""An effect on several permanents says its singular noun of each (audit 7874): Natural
Affinity's "All lands become 2/2 creatures" was "Forest @f1, Mountain @m1: are a 2/2 creature",
now "are each a 2/2 creature"; one permanent keeps "is a 2/2 creature"."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _said(board: str) -> str:
    [said] = [s.text for s in steps_of(board + "Alice hand: Natural Affinity\nAlice casts Natural Affinity\n"
                                       "all pass until the stack is empty\n", head=HEAD) if "2/2 creature" in s.text
              and "until end of turn" in s.text and "@" in s.text.split(":")[0]]
    return said


def test_several_lands_are_each_a_creature():
    assert _said("Alice in play: Forest as @f1, Mountain as @m1\n").startswith(
        "Forest @f1, Mountain @m1: are each a 2/2 creature")


def test_one_land_is_a_creature():
    assert _said("Alice in play: Forest as @f1\n").startswith("Forest @f1: is a 2/2 creature")
