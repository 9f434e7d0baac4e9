"""Loops of optional actions (421.2, 421.3, 421.5): how many times a written loop runs, and the loops
the rule does not allow as written."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.dsl.printer import format_scenario
from judge.engine import simulate
from judge.errors import JudgeError

HEAD = '''
card "Aerial Adept"
  cost {1}{U}
  type Creature - Wizard
  pt 1/1
  text "{0}: Aerial Adept gains flying until end of turn."

card "Grounding Sprite"
  cost {1}{G}
  type Creature - Faerie
  pt 1/1
  text "{0}: Target creature loses flying until end of turn."

player Alice
player Bob
turn Alice, precombat main
mana is not tracked
Alice in play: Aerial Adept
Bob in play: Grounding Sprite
'''

BODY = '''  Alice activates Aerial Adept
  all pass until the stack is empty
  Alice passes
  Bob activates Grounding Sprite targeting Aerial Adept
  all pass until the stack is empty
'''


def _run(header: str, body: str = BODY):
    return simulate(parse(HEAD + header + "\n" + body, "t.mtg"))[0]


def test_agreeing_runs_the_number_and_the_nonactive_player_has_the_last_word():
    out = _run("loop, Alice names 5, Bob agrees:")
    plays = [s.text.split(" plays ")[0] for s in out.steps if " plays " in s.text]
    assert plays == ["Alice", "Bob"] * 5


def test_a_lower_number_runs_that_many_and_the_active_player_has_the_last_word():
    out = _run("loop, Alice names 5, Bob names 2:")
    plays = [s.text.split(" plays ")[0] for s in out.steps if " plays " in s.text]
    assert plays == ["Alice", "Bob"] * 2 + ["Alice"]


def test_when_the_nonactive_player_acts_first_agreeing_adds_his_play():
    body = ('  Alice passes\n  Bob activates Grounding Sprite targeting Aerial Adept\n'
            '  all pass until the stack is empty\n  Alice activates Aerial Adept\n  all pass until the stack is empty\n')
    out = _run("loop, Alice names 2, Bob agrees:", body)
    plays = [s.text.split(" plays ")[0] for s in out.steps if " plays " in s.text]
    assert plays == ["Bob", "Alice"] * 2 + ["Bob"]


@pytest.mark.parametrize("header,says", [
    ("loop, Bob names 5, Alice agrees:", "the active player, Alice, names a number"),
    ("loop, Alice names 5:", "then Bob agrees or names a lower one"),
    ("loop, Alice names 5, Bob names 5:", "not 5"),
])
def test_a_loop_the_rule_does_not_allow_is_refused(header, says):
    with pytest.raises(JudgeError, match=says):
        _run(header)


#: Each player's play acts on his own creature only: the actions don't depend on one another.
APART = ('  Alice passes\n  Bob activates Grounding Sprite targeting Grounding Sprite\n'
         '  all pass until the stack is empty\n  Alice activates Aerial Adept\n  all pass until the stack is empty\n')


def test_independent_actions_agreed_run_that_many_times_with_no_last_word():
    out = _run("loop, Alice names 2, Bob agrees:", APART)
    plays = [s.text.split(" plays ")[0] for s in out.steps if " plays " in s.text]
    assert plays == ["Bob", "Alice"] * 2  # 421.3 would add Bob's play once more
    assert any("421.5" in s.rules for s in out.steps)


def test_independent_actions_the_nonactive_player_may_name_a_higher_number():
    out = _run("loop, Alice names 2, Bob names 4:", APART)
    assert sum(1 for s in out.steps if " plays " in s.text) == 8
    with pytest.raises(JudgeError, match=r"choose a higher number \(421\.5\), not 1"):
        _run("loop, Alice names 2, Bob names 1:", APART)


def test_one_players_loop_is_named_by_that_player():
    body = "  Alice activates Aerial Adept\n  all pass until the stack is empty\n"
    with pytest.raises(JudgeError, match=r"Alice chooses the number .*\(421\.2\)"):
        _run("loop, Alice names 3, Bob agrees:", body)
    out = _run("loop, Alice names 3:", body)
    assert sum(1 for s in out.steps if " plays " in s.text) == 3


def test_a_loop_round_trips_through_the_printer():
    s = parse(HEAD + "loop, Alice names 5, Bob names 2:\n" + BODY, "t.mtg")
    assert parse(format_scenario(s), "t.mtg") == s
