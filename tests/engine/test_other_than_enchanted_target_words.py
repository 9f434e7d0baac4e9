"""Kjeldoran Pride's "{2}{U}: Attach Kjeldoran Pride to target creature other than enchanted
creature" refused for the creature it enchants says the words that refuse it and why — not
"target creature", which the creature is (409.1c; audit 4339, card 7)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_the_enchanted_creature_is_refused_in_the_words_of_other_than_enchanted():
    got = steps_of("Alice in play: Grizzly Bears as @b, Kjeldoran Pride as @kp attached to @b, Hill Giant as @g\n"
                   "Alice tries to activate @kp targeting @b\nAlice activates @kp targeting @g\n"
                   "all pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if "illegal play" in s.text]
    assert len(said) == 1
    assert said[0].text.endswith('it is not a legal choice for "target creature other than the enchanted creature": '
                                 "Kjeldoran Pride @kp enchants it")
    assert said[0].rules[0] == "409.1c"
    assert any(s.text.startswith("Kjeldoran Pride @kp is attached to Hill Giant @g") for s in got)
