"""Discordant Dirge — "{B}, Sacrifice Discordant Dirge: … choose up to X cards from it, where X is the
number of verse counters on Discordant Dirge": the Dirge is gone as the ability resolves, and the
step says the counters it had as it last existed in play, the X counted (413.2f; audit 7066, card 20:
"up to 2" was said with no word of where the 2 came from)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_the_counters_of_the_sacrificed_dirge_are_said():
    steps = steps_of("Alice in play: Discordant Dirge as @dd (2 verse counters)\n"
                     "Bob hand: Shock as @s, Giant Growth as @g, Grizzly Bears as @gb\n"
                     "Alice activates @dd targeting Bob\nall pass until the stack is empty\nAlice chooses @s, @g\n")
    (step,) = [s for s in steps if "as it last existed in play" in s.text and "verse counter" in s.text]
    assert "Discordant Dirge @dd: the number of verse counters on it is 2, as it last existed in play" in step.text
    assert "413.2f" in step.rules


def test_none_said_as_zero():
    steps = steps_of("Alice in play: Discordant Dirge as @dd\nBob hand: Shock as @s\n"
                     "Alice activates @dd targeting Bob\nall pass until the stack is empty\n")
    assert any("the number of verse counters on it is 0, as it last existed in play" in s.text for s in steps)
