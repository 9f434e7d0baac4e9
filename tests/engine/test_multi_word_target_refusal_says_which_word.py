"""A spell with several "target" words refused for want of a target says which word lacks one:
Cone of Flame ("… target creature or player, … another target, and … a third target") with only
Alice and Bob to target said "needs 1 target (target creature or player); none was named" though
two targets were named (audit 7369). It now names the word, its third, and that the first two
took the only legal ones (409.1c)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _refusal(tmp_path, lines: str):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + lines)
    (outcome,) = default_simulate(load_scenario(path))
    return [s for _, s in flatten(outcome.steps) if s.text.startswith("Alice attempts an illegal play")]


def test_cone_of_flame_without_a_third_target_names_its_third_word(tmp_path):
    (said,) = _refusal(tmp_path, "Alice hand: Cone of Flame\nAlice tries to cast Cone of Flame targeting Bob, Alice\n")
    assert "needs targets for each of its 3 target words" in said.text
    assert "its third (target creature or player) needs 1; none was named for it" in said.text
    assert "legal: Alice, Bob — each is already chosen: there aren't enough different legal targets" in said.text
    assert "409.1c" in said.rules

