"""Scrying Glass's "Choose a number greater than 0" is said once, by the choice's step (413.2c): its resolution said
"Alice chooses a number greater than 0 (Scrying Glass @sg): 1" and then "The number Alice chose for Scrying Glass
@sg is 1" (audit 13227)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_the_chosen_number_is_said_once() -> None:
    steps = [s.text for s in steps_of("Alice in play: Scrying Glass as @sg\nBob hand: Lightning Bolt as @lb\n"
                                      "Alice activates @sg targeting Bob\nall pass until the stack is empty\n"
                                      "Alice chooses 1\nAlice chooses red\n")]
    said = [s for s in steps if s.startswith(("Alice chooses a number", "The number Alice chose"))]
    assert said == ["Alice chooses a number greater than 0 (Scrying Glass @sg): 1"], said
