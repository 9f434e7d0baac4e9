"""What happens as a permanent comes into play ("comes into play with … counters", "comes into
play tapped", "as ~ comes into play, choose …") is part of the event that puts it into play, not
a triggered ability (410.10e). The trace told it BEFORE the step putting the permanent into play
(audit 4945: Spike Soldier's "comes into play with 3 +1/+1 counters" stepped before "is put into
play"); it is now told within that step, as its child, after the step's own words."""

from __future__ import annotations

from tests.engine.support import run_text, MAIN_HEAD


def _tops(body: str) -> list:
    return [s for top in run_text(body, head=MAIN_HEAD).steps for s in top.walk()]


def test_spike_soldiers_counters_are_told_within_the_step_that_puts_it_into_play():
    steps = _tops("Alice hand: Spike Soldier\nAlice casts Spike Soldier\nall pass until the stack is empty\n")
    [put] = [s for s in steps if s.text == "Spike Soldier is put into play"]
    assert "413.2h" in put.rules
    [child] = put.children
    assert child.text.startswith("Spike Soldier comes into play with 3 +1/+1 counters on it: part of the event")
    assert child.rules == ("410.10e",)
    # said once, and never before the permanent is put into play
    said = [i for i, s in enumerate(steps) if "comes into play with 3" in s.text]
    assert said == [steps.index(put) + 1]


def test_a_lands_own_comes_into_play_tapped_is_told_within_the_land_being_played():
    steps = _tops("Alice hand: Coral Atoll\nAlice plays Coral Atoll\n")
    [put] = [s for s in steps if s.text.startswith("Coral Atoll") and "into play" in s.text
             and "tapped" not in s.text]
    assert [c.text.startswith("Coral Atoll comes into play tapped") for c in put.children][:1] == [True]
