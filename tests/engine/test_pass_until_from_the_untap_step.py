"""A scenario written to start in the untap step: the game goes on to the upkeep by itself (no
player receives priority in the untap step, 302.2), and "all pass until the upkeep step" is this
turn's upkeep — it played on to the next player's (reported-defects brief, item 7). Once a line
has been carried out in the upkeep, a pass until the upkeep is the next one, as before (300.2)."""

from __future__ import annotations

from tests.engine.support import run_text

HEAD = "player Alice\nplayer Bob\nturn Alice, untap\nAlice library: Island, Island\nBob library: Island, Island\n"


def test_pass_until_upkeep_from_the_untap_step_stays_in_this_turns_upkeep():
    out = run_text("all pass until the upkeep step\n", head=HEAD)
    steps = [s for top in out.steps for s in top.walk()]
    said = [s for s in steps if "went on to the upkeep step by itself" in s.text]
    assert len(said) == 1 and said[0].rules == ("302.2", "300.2")
    assert not any("passes priority" in s.text for s in steps)
    assert not any("draws" in s.text for s in steps)


def test_a_second_pass_until_upkeep_is_the_next_turns():
    out = run_text("all pass until the upkeep step\nall pass until the upkeep step\n", head=HEAD)
    steps = [s for top in out.steps for s in top.walk()]
    assert any("in the upkeep step already" in s.text for s in steps)
    assert any(s.text.startswith("Alice draws") for s in steps)
