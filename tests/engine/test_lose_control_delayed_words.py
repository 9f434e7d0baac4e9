"""A delayed "When you lose control of the artifact, tap it" (Magus of the Unseen) triggered with the
trace saying only "The delayed ability of Magus of the Unseen triggers": it now names the event —
who lost control of what, and who controls it now (410.2; audit 7167, card 23)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

SCENARIO = """player Alice
player Bob
turn Alice, precombat main
mana is not tracked
Alice in play: Magus of the Unseen as @mu
Alice library: 2 unknown cards
Bob in play: Rod of Ruin as @rod (tapped)
Bob library: 2 unknown cards
Alice activates @mu targeting @rod
all pass until the stack is empty
all pass until the cleanup step
all pass until the stack is empty
"""


def test_magus_delayed_trigger_names_the_control_lost(tmp_path):
    path = tmp_path / "s.mtg"
    path.write_text(SCENARIO)
    (outcome,) = default_simulate(load_scenario(path))
    said = [s for _, s in flatten(outcome.steps) if s.text.startswith("The delayed ability of Magus")]
    assert len(said) == 1, [s.text for _, s in flatten(outcome.steps)]
    assert said[0].text == ("The delayed ability of Magus of the Unseen @mu triggers: Alice loses control of "
                            "Rod of Ruin @rod, which Bob controls now"), said[0].text
    assert "410.2" in said[0].rules
