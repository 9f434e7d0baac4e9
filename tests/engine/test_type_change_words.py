"""A type-changing effect's step says the new subtypes with the types (214.4: the new type
replaces the old): Veil of Birds "becomes a 1/1 Bird creature with flying" is said so, not "a
1/1 creature" (audit 3430)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def test_veil_of_birds_is_said_to_become_a_bird_creature(tmp_path):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + "Alice in play: Veil of Birds\nBob hand: Shock\nBob casts Shock targeting Alice\n"
                           "all pass until the stack is empty\n")
    (outcome,) = default_simulate(load_scenario(path))
    said = [s for _, s in flatten(outcome.steps) if s.text.startswith("Veil of Birds: is a ")]
    # (no duration stated: it lasts the game, 418.3a — said since printed round eighteen)
    assert [s.text for s in said] == ["Veil of Birds: is a 1/1 Bird creature (no duration is stated: until the end of "
                                      "the game)"]
    assert "214.4" in said[0].rules
