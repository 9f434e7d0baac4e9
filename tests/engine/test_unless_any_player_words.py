"""Audit 4440 (Wild Might: "… gets an additional +4/+4 until end of turn unless any player pays
{2}"): the step that says what a payment stopped named the target "target #1", and the step
that says no player paid cited neither glossary "Unless" nor what then happens."""

from __future__ import annotations

from tests.engine.support import steps_of

_SETUP = ("Alice in play: Grizzly Bears as @gb\nAlice hand: Wild Might\n"
          "Alice casts Wild Might targeting @gb\nall pass until the stack is empty\n")


def test_a_payment_names_the_target_not_target_number_one():
    steps = steps_of(_SETUP + "Alice chooses yes\n")
    said = [s.text for s in steps if "so the rest doesn't happen" in s.text]
    assert said and all("Grizzly Bears @gb gets +4/+4" in t for t in said), said
    assert not any("target #" in s.text for s in steps), [s.text for s in steps if "target #" in s.text]


def test_no_payment_says_the_rest_happens_and_cites_unless():
    steps = steps_of(_SETUP + "Alice chooses no\nBob chooses no\n")
    said = [s for s in steps if s.text.startswith("No player chose to pay {2}")]
    assert said, [s.text for s in steps]
    for s in said:
        assert "so the rest happens" in s.text and "Grizzly Bears @gb gets +4/+4" in s.text, s.text
        assert "glossary \"Unless\"" in s.text and "413.2d" in s.rules, (s.text, s.rules)
