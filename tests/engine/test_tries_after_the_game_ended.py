"""A ``tries to`` line met after the game ended (102.3: a game immediately ends when a player
loses or wins; 102.7: a concession) is the scenario's error, never the play's expected
illegality: refused for that alone, before anything the card says, it proves nothing about the
card (as a play refused only for lack of priority, issue 44)."""

from __future__ import annotations

import pytest

from judge.dsl.checks import every_problem
from judge.engine import simulate
from judge.errors import JudgeError

HEAD = 'title "t"\nplayer Alice\nplayer Bob life 2\nturn Alice, precombat main\nmana is not tracked\n'


def _scenario(text: str):
    from judge.cards.catalog import catalog
    from judge.dsl.checks import check_text
    from judge.suite.runner import token_names

    return check_text(text, "t.mtg", catalog(), token_names)


def test_a_tries_to_line_after_a_player_lost_is_the_scenario_s_error():
    scn = _scenario(HEAD + "Alice hand: Lightning Bolt\nBob hand: Shock\nAlice casts Lightning Bolt targeting Bob\n"
                           "all pass\nBob tries to cast Shock targeting Alice\n")
    with pytest.raises(JudgeError) as err:
        simulate(scn)
    message = str(err.value)
    assert "t.mtg:10:1: the game has already ended (Alice won" in message and "(420.5a)" in message
    assert "proves nothing about the card" in message and "102.3" in message


def test_the_same_line_without_tries_to_is_still_refused_as_after_the_game():
    scn = _scenario(HEAD + "Alice hand: Lightning Bolt\nBob hand: Shock\nAlice casts Lightning Bolt targeting Bob\n"
                           "all pass\nBob casts Shock targeting Alice\n")
    with pytest.raises(JudgeError, match=r"the game has already ended \(102.3\): Alice won .*this action can't be taken"):
        simulate(scn)


def test_a_tries_to_line_after_a_concession_is_found_without_playing():
    _, diags = every_problem(HEAD + "Alice hand: Shock\nAlice concedes\nBob tries to cast Shock targeting Alice\n",
                             "t.mtg", {"Shock"})
    ((d,),) = [diags]
    assert d.line == 8 and d.message.startswith("the game has already ended (Alice conceded, 102.7)")
    assert "proves nothing about the card" in d.message
