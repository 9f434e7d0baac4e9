"""An intervening "if a player has more life than each other player" (Ghazbán Ogre) that was false
said only "its condition (…) is false" — now each player's life total, as a counted condition gives
its figure (Tithe, Sheltered Valley; 410.8; audit 7167, card 8)."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten


def _steps(tmp_path, text: str):
    path = tmp_path / "s.mtg"
    path.write_text(text)
    return [s for o in default_simulate(load_scenario(path)) for _, s in flatten(o.steps)]


def test_ghazban_ogre_tie_names_both_life_totals(tmp_path):
    steps = _steps(tmp_path, "player Alice\nplayer Bob\nturn Alice, untap\nmana is not tracked\n"
                             "Alice in play: \"Ghazbán Ogre\" as @go\nAlice library: 2 unknown cards\n"
                             "all pass until the upkeep step\n")
    said = [s for s in steps if "doesn't trigger: its condition" in s.text]
    assert said and said[0].text.endswith("(a player has more life than each other player: Alice has 20 life; "
                                          "Bob has 20 life) is false"), [s.text for s in said]
    assert "410.8" in said[0].rules


def test_ghazban_ogre_tie_made_in_response_names_both_life_totals(tmp_path):
    steps = _steps(tmp_path, "player Alice life 19\nplayer Bob life 22\nturn Alice, untap\nmana is not tracked\n"
                             "Alice in play: \"Ghazbán Ogre\" as @go\nAlice hand: Healing Salve as @hs\n"
                             "Alice library: 2 unknown cards\nall pass until the upkeep step\n"
                             "Alice casts @hs targeting Alice choosing mode 1\nall pass until the stack is empty\n")
    said = [s for s in steps if "is no longer true" in s.text]
    assert said and "(a player has more life than each other player: Alice has 22 life; Bob has 22 life)" \
        in said[0].text, [s.text for s in said]
