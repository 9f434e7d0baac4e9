""""Sacrifice a creature" in words keeps its article — "you sacrifice a creature you control",
never "you sacrifice creature you control" — in the trace step of an instruction that does
nothing (Rupture with no creature, 413.2b; audit 4339, card 6) and in `judge card`'s list of
abilities; a sacrifice of the card itself ("sacrifice Bone Shredder") takes none."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_rupture_with_no_creature_says_a_creature():
    got = steps_of("Alice hand: Rupture\nAlice casts Rupture\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if s.text.startswith("Rupture: \"you sacrifice")]
    assert [s.text for s in said] == [
        "Rupture: \"you sacrifice a creature you control\" does nothing: there is no creature Alice controls to act on"]
    assert said[0].rules == ("413.2b",)


def test_a_sacrifice_of_itself_has_no_article():
    got = steps_of("Alice in play: Mogg Fanatic as @mf\nAlice activates @mf targeting Bob\n"
                   "all pass until the stack is empty\n", head=HEAD)
    assert not any("sacrifice a Mogg" in s.text for s in got)
