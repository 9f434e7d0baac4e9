"""413.2g's step ("The instruction checks only the stated color of each permanent") is said once
where an instruction looks its coloured group up, not once per look (audit 4541, card 21: Nocturnal
Raid's "Black creatures get +2/+0 until end of turn" said it twice in one resolution)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_nocturnal_raid_says_the_stated_colour_step_once():
    got = steps_of("Alice in play: Scathe Zombies, Grizzly Bears\nBob in play: Scathe Zombies\n"
                   "Alice hand: Nocturnal Raid\nAlice casts Nocturnal Raid\nall pass until the stack is empty\n")
    said = [s for s in got if "checks only the stated color" in s.text]
    assert len(said) == 1
    assert said[0].rules == ("413.2g",)
    assert sum("is now 4/2" in s.text for s in got) == 2
