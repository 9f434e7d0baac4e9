"""A static ability of control ("You control enchanted creature": Control Magic) says, where it
begins and stops applying, who controls the permanent now — not only its power and toughness
(audit 4339, card 46: Control Magic as printed stolen and destroyed)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "wording printed\nplayer Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_control_magic_says_who_controls_the_creature_as_it_begins_and_stops_applying():
    got = steps_of("Alice hand: Control Magic, Disenchant\nBob in play: Hill Giant as @hg\n"
                   "Alice casts Control Magic targeting @hg\nall pass until the stack is empty\n"
                   "Alice casts Disenchant targeting Control Magic\nall pass until the stack is empty\n", head=HEAD)
    texts = [s.text for s in got if "static ability" in s.text and "Hill Giant @hg" in s.text]
    assert texts[0].endswith("(now 3/3, controlled by Alice)")
    assert texts[-1].endswith("(its source has left play) (now 3/3, controlled by Bob)")


def test_a_static_ability_not_of_control_says_only_power_and_toughness():
    got = steps_of("Alice in play: Grizzly Bears as @gb\nAlice hand: Giant Strength\n"
                   "Alice casts Giant Strength targeting @gb\nall pass until the stack is empty\n", head=HEAD)
    texts = [s.text for s in got if "static ability applies to Grizzly Bears @gb" in s.text]
    assert texts and texts[0].endswith("(now 4/4)")
