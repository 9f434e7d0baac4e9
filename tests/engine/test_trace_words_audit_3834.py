"""Trace words the audits 3733 and 3834 found wrong: counts with "(s)", stray quotes around a
possessive, steps in lower case, "at random" twice — each said once, in plain English."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_a_refused_counter_cost_says_a_counter_not_counter_s():
    steps = steps_of("Alice hand: Balduvian Hydra\nBob hand: Shock\n"
                     "Alice casts Balduvian Hydra with X = 0\nall pass until the stack is empty\n"
                     "Alice passes\nBob casts Shock targeting Balduvian Hydra\nBob passes\n"
                     "Alice tries to activate Balduvian Hydra ability 1\nall pass until the stack is empty\n")
    said = [s.text for s in steps if "to remove" in s.text]
    assert said and all("doesn't have a +1/+0 counter to remove" in t for t in said), said
    assert not any("counter(s)" in s.text for s in steps)


def test_an_optional_instruction_names_its_source_without_stray_quotes():
    steps = steps_of("Alice in play: Grizzly Bears (tapped)\nAlice hand: Tidal Bore\n"
                     "Alice casts Tidal Bore targeting Grizzly Bears\nall pass until the stack is empty\nAlice chooses yes\nAlice chooses untap\n")
    said = [s.text for s in steps if "optional instruction" in s.text]
    assert said and all("Tidal Bore's optional instruction" in t for t in said), said
    assert not any("\"'s" in s.text for s in steps)
