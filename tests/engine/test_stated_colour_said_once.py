"""413.2g's step ("The instruction checks only the stated color of each permanent") is said once
where an instruction looks its coloured group up, not once per look (audit 4541, card 21: Nocturnal
Raid's "Black creatures get +2/+0 until end of turn" said it twice in one resolution) — and only
where it decides something: a permanent of the stated color that has other colors too (413.2g's
own example, a white-and-black creature among "all black creatures"; audit h68-8: Goblin
Soothsayer's "all red creatures" among mono-red creatures cited it with nothing to decide)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_nocturnal_raid_says_the_stated_colour_step_once():
    got = steps_of("Alice in play: Scathe Zombies, Grizzly Bears\nBob in play: Scathe Zombies, Lord of Tresserhorn\n"
                   "Alice hand: Nocturnal Raid\nAlice casts Nocturnal Raid\nall pass until the stack is empty\n")
    said = [s for s in got if "checks only the stated color" in s.text]
    assert len(said) == 1
    assert said[0].rules == ("413.2g",)
    assert "Lord of Tresserhorn" in said[0].text  # the blue-black-red creature the rule decides for
    assert sum("is now 4/2" in s.text for s in got) == 2


def test_no_permanent_of_several_colors_no_413_2g():
    got = steps_of("Alice in play: Scathe Zombies, Grizzly Bears\nBob in play: Scathe Zombies, Femeref Enchantress\n"
                   "Alice hand: Nocturnal Raid\nAlice casts Nocturnal Raid\nall pass until the stack is empty\n")
    # Femeref Enchantress is green and white, not black: the rule decides nothing for it
    assert not any("413.2g" in s.rules for s in got)
    assert sum("is now 4/2" in s.text for s in got) == 2
