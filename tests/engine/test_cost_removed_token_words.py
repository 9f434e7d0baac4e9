"""Soul Exchange's additional cost removed a Thrull token from the game; as it resolved the trace
named it "The card removed from the game to pay the cost" — a token is no card (glossary "Token";
audit 7167, card 24). A card removed from the hand keeps "card"."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _said(tmp_path, text: str):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + text)
    (outcome,) = default_simulate(load_scenario(path))
    return [s.text for _, s in flatten(outcome.steps) if "removed from the game to pay the cost" in s.text]


def test_soul_exchange_thrull_token_is_a_token(tmp_path):
    said = _said(tmp_path, "Alice hand: Soul Exchange as @se\nAlice graveyard: Hill Giant as @hg\n"
                           "Alice in play: token \"Thrull\" 0/1 black Creature - Thrull as @t\n"
                           "Alice casts @se targeting @hg exiling @t\nall pass until the stack is empty\n")
    assert said and said[0].startswith("The token removed from the game to pay the cost of Soul Exchange"), said


def test_soul_exchange_creature_card_is_a_card(tmp_path):
    said = _said(tmp_path, "Alice hand: Soul Exchange as @se\nAlice graveyard: Hill Giant as @hg\n"
                           "Alice in play: Basal Thrull as @t\n"
                           "Alice casts @se targeting @hg exiling @t\nall pass until the stack is empty\n")
    assert said and said[0].startswith("The card removed from the game to pay the cost of Soul Exchange"), said
