"""An error met while simulating one explored outcome ends that outcome alone (issue 42): in
its place, with the choices that led there, the step and why; the other outcomes answered;
expectations and questions fail on it only where they need it. And the passes that made
such errors: "until the stack is empty" when it is, "until STEP" when in it or when 308.4
skipped it."""

from __future__ import annotations

import pytest

from judge.engine import simulate
from judge.errors import JudgeError

HEAD = """title "t"
player Alice
player Bob life 3
turn Alice, declare attackers
mana is not tracked
Alice in play: Hill Giant
Alice hand: Shock
"""

#: Two outcomes: no attack (Bob at 1 after the Shock), and an attack that ends the game before the
#: Shock (line 10) can be played.
ENDED = HEAD + """Alice attacks
all pass until the end of combat step
Alice casts Shock targeting Bob
all pass until the stack is empty
"""


def _scenario(text: str):
    from judge.cards.catalog import catalog
    from judge.dsl.checks import check_text
    from judge.suite.runner import token_names

    return check_text(text, "t.mtg", catalog(), token_names)


def test_a_line_after_the_game_ended_ends_that_outcome_alone():
    scn = _scenario(ENDED)
    first, second = simulate(scn)
    assert first.error is None and first.final.player("Bob").life == 1
    err = second.error
    assert err is not None and [str(c) for c in second.choices] == ["Alice attacks with Hill Giant"]
    # who won, in which step, by which rule; the line, as written
    assert "the game has already ended (102.3): Alice won in turn 2, Alice's combat damage step" in err.message
    assert "Bob had 0 or less life (420.5a)" in err.message and "420.5a" in err.rules
    assert (err.line, err.column, err.source) == (10, 1, "Alice casts Shock targeting Bob")
    assert (err.step, err.active) == ("combat damage", "Alice")
    assert second.final.result == "win" and second.steps  # the game as it stood, its trace so far
    assert second.to_json()["error"]["line"] == 10


def test_every_outcome_ending_in_an_error_is_the_scenario_s_error():
    scn = _scenario(HEAD + "Alice attacks with Hill Giant\nall pass until the end of combat step\n"
                           "Alice casts Shock targeting Bob\n")
    with pytest.raises(JudgeError, match=r"t.mtg:10:1: the game has already ended \(102.3\): Alice won"):
        simulate(scn)


def test_expectations_fail_on_an_errored_outcome_only_where_they_need_it():
    from judge.suite.expect import check_all

    scn = _scenario(ENDED + "expect in some outcome: Bob life 1\nexpect Bob life 1\n"
                            "expect when Alice chooses attack nothing: Bob life 1\n"
                            "expect when Alice chooses attack \"Hill Giant\": Bob life 0\n")
    some, every, when_ok, when_err = check_all(scn.expectations, simulate(scn))
    assert some.passed and when_ok.passed
    assert not every.passed and every.outcome == 1
    assert "it ended in an error at line 10 (turn 2, Alice's combat damage step)" in every.message
    assert not when_err.passed and "ended in an error" in when_err.message


def test_questions_answered_over_the_outcomes_that_ran_to_their_end():
    from judge.suite.questions import answer_all

    scn = _scenario(ENDED + 'question "Q1" asks life of Bob\n'
                            'question "Q2" asks life of Bob answer 1\n'
                            'question "Q3" asks in some outcome: whether Bob life 1 answer yes\n'
                            'question "Q4" asks in every outcome: whether Bob life 1 answer yes\n')
    q1, q2, q3, q4 = answer_all(scn, simulate(scn))
    assert q1.status == "open" and [(a.value, a.outcomes) for a in q1.answers] == [("1", (0,))] and q1.errors == (1,)
    # a stated answer every outcome must give: the one that ended in an error can't confirm it
    assert q2.status == "fail" and "ended in an error" in q2.message
    # one outcome's yes answers a "can" whatever the other would say; a "must" needs them all
    assert q3.status == "pass" and q3.settled
    assert q4.status == "fail" and not q4.settled


def test_pass_until_the_stack_is_empty_when_it_is_says_so_and_stays():
    scn = _scenario(HEAD.replace("declare attackers", "precombat main") + "all pass until the stack is empty\n"
                    "Alice casts Shock targeting Bob\nall pass until the stack is empty\n")
    (out,) = simulate(scn)
    first = out.steps[1]
    assert first.rules == ("300.2",) and first.text.startswith("The stack is already empty: no one passes")
    assert out.final.player("Bob").life == 1 and out.final.step == "precombat main"


def test_pass_until_the_step_the_game_is_in_goes_on_to_the_next_one_and_says_so():
    scn = _scenario('title "t"\nplayer Alice\nplayer Bob\nturn Alice, upkeep\nAlice library: 3 unknown cards\n'
                    'Bob library: 3 unknown cards\nall pass until the upkeep step\n')
    (out,) = simulate(scn)
    said = [s for s in out.steps if s.text.startswith("The game is in the upkeep step already")]
    assert said and "passing until the next one, in a later turn" in said[0].text
    assert (out.final.turn, out.final.active, out.final.step) == (3, "Bob", "upkeep")


def test_passes_to_steps_308_4_skipped_stay_in_the_end_of_combat_step():
    scn = _scenario(HEAD + "Alice attacks with nothing\nall pass until the declare blockers step\nBob blocks\n"
                           "all pass until the combat damage step\nall pass until the end of combat step\n")
    (out,) = simulate(scn)
    assert out.error is None and (out.final.turn, out.final.step) == (2, "end of combat")
    texts = [s.text for s in out.steps if "308.4" in s.rules]
    assert any(t.startswith("No creature attacks in this combat, so there is no declare blockers step") for t in texts)
    assert any(t.startswith("Bob declares no blockers: no creature attacks") for t in texts)
    assert any("there is no combat damage step" in t for t in texts)
