"""A search's trace step says how many cards it may find, as the card does (glossary "Search":
a search for cards with a stated quality needn't find them): "up to three Plains cards" is up
to three, not "one of them or nothing" (audit 3430, Gift of Estates)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _search_step(tmp_path, text: str) -> str:
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + text)
    (outcome,) = default_simulate(load_scenario(path))
    return next(s.text for _, s in flatten(outcome.steps) if " searches " in s.text)


def test_up_to_three_plains_says_up_to_three(tmp_path):
    said = _search_step(tmp_path, "Alice hand: Gift of Estates\nAlice library: Plains as @p1, Plains as @p2, "
                                  "Forest, Plains as @p3, Plains as @p4\nBob in play: Mountain\n"
                                  "Alice casts Gift of Estates\nall pass until the stack is empty\n"
                                  "Alice chooses @p1, @p2\n")
    assert "for up to 3 Plains cards" in said
    assert "may find up to 3 of them or nothing" in said
    assert "one of them" not in said


def test_up_to_three_with_two_that_fit_says_up_to_two(tmp_path):
    said = _search_step(tmp_path, "Alice hand: Gift of Estates\nAlice library: Plains as @p1, Forest, Plains as @p2\n"
                                  "Bob in play: Mountain\nAlice casts Gift of Estates\n"
                                  "all pass until the stack is empty\nAlice chooses @p1\n")
    assert "may find up to 2 of them or nothing" in said


def test_one_card_searched_for_still_says_one(tmp_path):
    said = _search_step(tmp_path, "Alice library: Mogg Fanatic as @f, Goblin Hero as @h, Forest\n"
                                  "Alice hand: Goblin Matron as @gm\nAlice casts @gm\n"
                                  "all pass until the stack is empty\nAlice chooses yes\nAlice chooses @h\n")
    assert "for a goblin card" in said.lower() and "may find one of them or nothing" in said
