"""An ability that triggers when an opponent draws or discards a card says why it doesn't trigger
on its own controller's draw or discard (410.2): Underworld Dreams at Alice's own draw, Megrim at
Alice's own discard — once silent (audit 4743)."""

from __future__ import annotations

from judge.cards.english import possessive
from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _why_not(tmp_path, board: str, card: str):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + board)
    (outcome,) = default_simulate(load_scenario(path))
    return [s for _, s in flatten(outcome.steps) if s.text.startswith(f"{possessive(card)} ability doesn't trigger")]


def test_underworld_dreams_says_why_its_controllers_draw_doesnt_trigger_it(tmp_path):
    said = _why_not(tmp_path, "Alice in play: Underworld Dreams\nAlice library: 3 unknown cards\n"
                              "Alice hand: Ancestral Recall\nAlice casts Ancestral Recall targeting Alice\n"
                              "all pass until the stack is empty\n", "Underworld Dreams")
    assert len(said) == 3  # one for each card drawn
    assert said[0].text.endswith("Alice draws a card, and it triggers when an opponent of Alice draws one")
    assert "410.2" in said[0].rules


def test_megrim_says_why_its_controllers_discard_doesnt_trigger_it(tmp_path):
    said = _why_not(tmp_path, "Alice in play: Megrim\nAlice hand: Mind Rot, Island, Forest\n"
                              "Alice casts Mind Rot targeting Alice\nall pass until the stack is empty\n", "Megrim")
    assert len(said) == 2 and said[0].text.endswith("Alice discards a card, and it triggers when an opponent of "
                                                    "Alice discards one")


def test_an_opponents_draw_still_triggers_without_a_why_not(tmp_path):
    said = _why_not(tmp_path, "Alice in play: Underworld Dreams\nBob library: 3 unknown cards\n"
                              "Alice hand: Ancestral Recall\nAlice casts Ancestral Recall targeting Bob\n"
                              "all pass until the stack is empty\n", "Underworld Dreams")
    assert said == []
