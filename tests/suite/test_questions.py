"""judge.suite.questions and judge.dsl.answers: every kind of question answered by the
engine, grouping of outcomes, scopes, the verdict on the author's answer, and lenient
reading of answers."""

from __future__ import annotations

import pytest

from judge.cards.library import card_names
from judge.dsl.answers import canonical, same
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.suite.questions import answer_all

HEAD = """title "q"
player Alice
player Bob
turn Alice, precombat main
mana is not tracked
"""

BOLT = HEAD + """Alice in play: Grizzly Bears as @bears, Hill Giant as @giant
Bob in play: Sengir Autocrat
Bob hand: Lightning Bolt
Alice passes
Bob casts Lightning Bolt targeting @bears
all pass until the stack is empty
"""


def ask(text: str):
    scenario = check_text(text, "q.mtg", card_names())
    outcomes = simulate(scenario)
    return answer_all(scenario, outcomes), outcomes


@pytest.mark.parametrize(
    "query, expected",
    [
        ("whether @bears in play", "no"),
        ("whether @giant in play with untapped", "yes"),
        ("whether every play is legal", "yes"),
        ("life of Bob", "20"),
        ("life lost by Alice", "0"),
        ("damage on @giant", "0"),
        ("power of @giant", "3"),
        ("toughness of @giant", "3"),
        ("power and toughness of @giant", "3/3"),
        ("counters on @giant", "0"),
        ("cards in Bob graveyard", "1"),
        ("cards in Bob's hand", "0"),
        ("zone of @bears", "graveyard"),
        ("zone of Lightning Bolt", "graveyard"),
        ("controller of Sengir Autocrat", "Bob"),
        ("winner", "none"),
    ],
)
def test_each_kind_is_answered_by_the_engine(query, expected):
    (res,), _ = ask(BOLT + f'question "Q" asks {query}\n')
    assert res.status == "open" and res.answer == expected


def test_a_stated_answer_that_disagrees_fails_with_the_engine_answer():
    (good, bad), _ = ask(BOLT + 'question "A" asks zone of @bears answer "in the graveyard"\n'
                         'question "B" asks damage on @giant answer two\n')
    assert good.status == "pass"
    assert bad.status == "fail" and bad.message == "the engine answers 0; the scenario says two"
    assert bad.context  # the trace steps around it


def test_illegal_play_answers_no_to_legality():
    text = HEAD.replace("precombat main", "declare attackers") + """Alice in play: Grizzly Bears (tapped), Hill Giant
Alice attacks with Grizzly Bears, Hill Giant
Alice attacks with Hill Giant
question "Legal?" asks whether every play is legal answer no
"""
    (legal,), _ = ask(text)
    assert legal.status == "pass"
    (reversed_cast,), _ = ask(HEAD + """Alice hand: Lightning Bolt
Alice tries to cast Lightning Bolt targeting Alice's Lightning Bolt
question "Legal?" asks whether every play is legal answer no
""")
    assert reversed_cast.status == "pass"


GRAVEDIGGER = HEAD + """Alice in play: Swamp, Swamp, Swamp, Swamp
Alice hand: Gravedigger
Alice graveyard: Grizzly Bears
Alice casts Gravedigger
all pass until the stack is empty
"""


def test_outcomes_are_grouped_and_scoped():
    text = GRAVEDIGGER + (
        'question "Where?" asks zone of Grizzly Bears\n'
        'question "Must?" asks in every outcome: whether Grizzly Bears in Alice\'s hand answer no\n'
        'question "Can?" asks in some outcome: whether Grizzly Bears in Alice\'s hand answer yes\n'
        'question "Declined?" asks when Alice chooses no: zone of Grizzly Bears answer graveyard\n'
    )
    (where, must, can, declined), outcomes = ask(text)
    assert len(outcomes) == 2
    assert where.answer is None  # the outcomes disagree
    assert sorted(a.value for a in where.answers) == ["graveyard", "hand"]
    assert all(len(a.outcomes) == 1 and a.choices for a in where.answers)
    assert (must.status, must.answer) == ("pass", "no")
    assert (can.status, can.answer) == ("pass", "yes")
    assert declined.status == "pass" and len(declined.answers[0].outcomes) == 1


def test_a_stated_answer_must_hold_in_every_outcome():
    (res,), _ = ask(GRAVEDIGGER + 'question "Where?" asks zone of Grizzly Bears answer hand\n')
    assert res.status == "fail"
    assert "the scenario says hand" in res.message and "outcome" in res.message


def test_an_unanswerable_question_is_an_error():
    text = HEAD + 'Alice in play: Grizzly Bears, Grizzly Bears\nquestion "Q" asks damage on Grizzly Bears\n'
    (res,), _ = ask(text)
    assert res.status == "error" and "ambiguous" in res.message


def test_a_token_that_left_play_is_nowhere():
    text = HEAD + """Alice in play: Plains
Bob in play: token "Serf" 0/1 black Creature - Serf as @serf
Bob hand: Unsummon
Alice passes
Bob casts Unsummon targeting @serf
all pass until the stack is empty
question "Where?" asks zone of @serf answer nowhere
"""
    (res,), _ = ask(text)
    assert res.status == "pass"


@pytest.mark.parametrize(
    "form, text, expected",
    [
        ("yes/no", "Yes: the ability is independent", "yes"),
        ("yes/no", "y", "yes"),
        ("yes/no", "NO.", "no"),
        ("yes/no", "maybe", None),
        ("number", "two", "2"),
        ("number", "4 damage", "4"),
        ("number", "-1", "-1"),
        ("number", "lots", None),
        ("power/toughness", "5 / 5", "5/5"),
        ("zone", "In Bob's graveyard", "graveyard"),
        ("zone", "exile", "removed from the game"),
        ("zone", "in play, tapped", "in play"),
        ("zone", "the battlefield", "in play"),
        ("zone", "ceased to exist", "nowhere"),
        ("zone", "under the table", None),
        ("player", "bob", "Bob"),
        ("player", "Bob's", "Bob"),
        ("result", "a draw", "draw"),
        ("result", "the game continues", "none"),
        ("result", "Carol", None),
    ],
)
def test_answers_are_read_leniently(form, text, expected):
    assert canonical(form, text, ["Alice", "Bob"]) == expected


def test_nobody_is_right_for_a_draw():
    assert same("result", "draw", "Nobody")
    assert same("result", "none", "nobody")
    assert not same("result", "Alice", "nobody", ["Alice", "Bob"])
