"""Trace words found by the seeded audit 8177 (cards 26-50): each step says what is so, no more."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_a_granted_ability_ending_with_its_aura_gone_shows_no_power_and_toughness():
    """Hermetic Study destroyed: its "Enchanted creature has '{T}: …'" stops applying to the Bears
    (412.1, 418.4b). It changed no power or toughness, so the step says none — "(now 2/2)" was said
    because the ability was looked for only in a source still in play."""
    steps = steps_of("Alice in play: Grizzly Bears as @gb, Hermetic Study as @hs attached to @gb\n"
                     "Alice hand: Disenchant\nAlice casts Disenchant targeting @hs\nall pass until the stack is empty\n",
                     head=HEAD)
    said = [s for s in steps if "static ability no longer applies to Grizzly Bears" in s.text]
    assert len(said) == 1, [s.text for s in steps]
    assert said[0].text.endswith("(its source has left play)"), said[0].text
    assert "412.1" in said[0].rules and "418.4b" in said[0].rules
