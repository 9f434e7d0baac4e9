"""Trace words audit 11712's cards 26-50 (h82-8) found wrong: each step says what is so."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_humility_names_a_fading_paragraph_once_and_no_dependency():
    """Skyshroud Ridgeback under Humility: its "Fading 2 (…)" paragraph is read as two abilities (the counters it
    comes into play with, 410.10e, and the upkeep trigger); the step named it twice, and called the "comes into play
    with" rule a continuous effect depending on Humility's (418.5b) — it is part of the event that put it into play."""
    steps = steps_of("Alice in play: Skyshroud Ridgeback as @sr\nBob in play: Humility\n", head=HEAD)
    said = [s for s in steps if "it loses its own abilities" in s.text]
    assert len(said) == 1, [s.text for s in steps]
    assert said[0].text.count("Fading 2") == 1, said[0].text
    assert "418.5b" not in said[0].rules, said[0].rules
