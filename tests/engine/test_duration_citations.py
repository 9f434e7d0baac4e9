"""A resolved continuous effect's step cites the rule of its duration (418.3a) beside the rule
fixing its set (418.3b)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_keeper_of_kookus_protection_until_end_of_turn_cites_its_duration():
    steps = steps_of("Alice in play: Keeper of Kookus\nAlice activates Keeper of Kookus\n"
                     "all pass until the stack is empty\n")
    (step,) = [s for s in steps if s.text == "Keeper of Kookus: gains protection from red until end of turn"]
    assert {"418.3a", "418.3b"} <= set(step.rules)


def test_a_pump_cites_418_3a_once():
    steps = steps_of("Alice in play: Grizzly Bears\nAlice hand: Giant Growth\nAlice casts Giant Growth targeting Grizzly Bears\n"
                     "all pass until the stack is empty\n")
    (step,) = [s for s in steps if "gets +3/+3 until end of turn" in s.text]
    assert list(step.rules).count("418.3a") == 1 and "418.3b" in step.rules
