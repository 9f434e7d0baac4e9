"""An "at the beginning of your precombat main phase" ability says, on another player's turn,
that it doesn't trigger and why, naming the main *phase* (305.2: the main phase has no steps)
— Black Market as printed said "the beginning of the precombat main step" (audit 7369)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Bob, upkeep\nmana is not tracked\n"


def test_black_market_at_bobs_precombat_main_names_the_phase(tmp_path):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + "Alice in play: Black Market (printed, 1 charge counter)\nBob library: Forest\n"
                           "all pass until the precombat main step\n")
    (outcome,) = default_simulate(load_scenario(path))
    said = [s for _, s in flatten(outcome.steps) if "Black Market's ability doesn't trigger" in s.text]
    assert len(said) == 1
    assert "at the beginning of the precombat main phase on Alice's turn only, and this is Bob's" in said[0].text
    assert "step" not in said[0].text.split("doesn't trigger")[1]
    assert "410.2" in said[0].rules
