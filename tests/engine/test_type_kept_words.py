"""A type added to what an object already is ("All lands become 2/2 creatures until end of turn.
They're still lands.": Natural Affinity, 214.4) says what the objects are still — "and still a
land" — not "(still what it was)"."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _animated(board: str) -> list[str]:
    got = steps_of(f"Alice hand: Natural Affinity\n{board}Alice casts Natural Affinity\n"
                   "all pass until the stack is empty\n", head=HEAD)
    return [s.text for s in got if "2/2 creature" in s.text and s.rules[:1] == ("214.4",)]


def test_natural_affinity_one_land_is_still_a_land():
    assert _animated("Alice in play: Forest as @f\n") == ["Forest @f: is a 2/2 creature and still a land until end of turn"]


def test_natural_affinity_several_lands_are_each_still_a_land():
    assert _animated("Alice in play: Forest as @f\nBob in play: Mountain as @m\n") == [
        "Forest @f, Mountain @m: are each a 2/2 creature and still a land until end of turn"]
