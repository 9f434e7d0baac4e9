"""A question's words against what it asks: the check (judge.suite.wording), judge test's
refusal, `asks whether not`, and `judge drill lint` over the whole deck."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.dsl.parser import parse
from judge.dsl.printer import ScenarioPrinter
from judge.drill.deck import DrillQuestion, scan_text
from judge.drill.lint import lint
from judge.suite.questions import wording_problems
from judge.suite.runner import run_file
from judge.suite.wording import stem
from tests.bolt_question import HEAD, tagged_question

runner = CliRunner()
FIXTURES = Path(__file__).parent / "fixtures"



def _problems(line: str) -> list[str]:
    return [m for _, m in wording_problems(tagged_question(line))]


@pytest.mark.parametrize("line", [
    'question "Is Grizzly Bears destroyed?" asks whether Grizzly Bears in Bob\'s graveyard answer yes',
    'question "Is Grizzly Bears destroyed?" asks whether not Grizzly Bears in play answer yes',
    'question "Does Grizzly Bears survive?" asks whether Grizzly Bears in play answer no',
    'question "Does Hill Giant survive although the Bears die?" asks whether Hill Giant in play answer yes',
    'question "Is Hill Giant, which the Bolt spared, destroyed?" asks whether Hill Giant in Bob\'s graveyard answer no',
    'question "Where is Grizzly Bears at the end?" asks zone of Grizzly Bears answer graveyard',
    'question "After the Bolt, where is Grizzly Bears?" asks zone of Grizzly Bears answer graveyard',
    'question "How much life does Bob have?" asks life of Bob answer 20',
    'question "How big is Hill Giant?" asks power and toughness of Hill Giant answer 3/3',
    'question "What is Hill Giant\'s power?" asks power of Hill Giant answer 3',
    'question "What are Hill Giant\'s power and toughness?" asks power and toughness of Hill Giant answer 3/3',
    'question "Who controls Hill Giant?" asks controller of Hill Giant answer Bob',
    'question "Who wins?" asks winner answer none',
    'question "Can Alice bolt the Bears?" asks whether every play is legal answer yes',
    'question "Can Alice kill the Bears?" asks in some outcome: whether Grizzly Bears in Bob\'s graveyard answer yes',
    'question "Must the Bears die?" asks in every outcome: whether Grizzly Bears in Bob\'s graveyard answer yes',
    'question "Must Alice target the Bears?" asks whether not every play is legal answer no',
    'question "Does the Bolt hit Bob?" asks whether not Bob life 20 answer no',
])
def test_words_that_match_the_query_pass(line):
    assert _problems(line) == []


@pytest.mark.parametrize("line, words", [
    # yes/no words, another kind of answer (and the reverse)
    ('question "Where is Grizzly Bears?" asks whether Grizzly Bears in Bob\'s graveyard answer yes', "asks for a zone"),
    ('question "How much life does Bob lose?" asks whether Bob life 20 answer yes', "asks for a number"),
    ('question "Who loses life?" asks life lost by Bob answer 0', "asks for a player"),
    ('question "How big is Hill Giant?" asks power of Hill Giant answer 3', "power and toughness"),
    ('question "Is Bob at 20 life?" asks life of Bob answer 20', "asks for yes or no"),
    # no query answers these
    ('question "Which creature dies?" asks whether Grizzly Bears in play answer no', "asks for an object"),
    ('question "What happens to the Bears?" asks whether Grizzly Bears in play answer no', "'What …'"),
    ('question "What colour is Hill Giant?" asks whether Hill Giant with color red answer yes', "colour"),
    ('question "Does it die once or twice?" asks whether Grizzly Bears in play answer no', "either-or"),
    ('question "Bob\'s life." asks life of Bob answer 20', "not a question"),
    ('question "Bob\'s life?" asks life of Bob answer 20', "no clause opens"),
    ('question "Is @b destroyed?" asks whether Grizzly Bears in Bob\'s graveyard answer yes', "a label"),
    # the yes of the words is not the yes of the query
    ('question "Is Grizzly Bears destroyed?" asks whether Grizzly Bears in play answer no', "put into a graveyard"),
    ('question "Does Grizzly Bears survive?" asks whether Grizzly Bears in Bob\'s graveyard answer yes', "stays in play"),
    ('question "Is Grizzly Bears removed from the game?" asks whether Grizzly Bears in Bob\'s graveyard answer yes',
     "removed from the game"),
    ('question "Does Bob keep his Hill Giant?" asks whether not Hill Giant in play answer no', "stays where it is"),
    ('question "Is Hill Giant not destroyed?" asks whether Hill Giant in Bob\'s graveyard answer no', "stays in play"),
    ('question "Is Hill Giant tapped?" asks whether Hill Giant in play with untapped answer yes', "is tapped"),
    # can and must
    ('question "Can the Bolt kill the Bears?" asks whether Grizzly Bears in Bob\'s graveyard answer yes', "legal"),
    ('question "Can the Bolt kill the Bears?" asks in every outcome: whether Grizzly Bears in Bob\'s graveyard answer yes',
     "in every outcome"),
    ('question "Must Alice bolt the Bears?" asks whether every play is legal answer yes', "whether not every play"),
    ('question "Must the Bears die?" asks in some outcome: whether Grizzly Bears in Bob\'s graveyard answer yes',
     "in some outcome"),
])
def test_words_that_do_not_match_are_refused(line, words):
    found = _problems(line)
    assert found and words in found[0], found


def test_a_question_word_is_found_in_the_clause_ending_in_the_question_mark():
    assert stem("After Interdict, can Alice pump the Dragon again this turn?").word == "can"
    assert stem("Its ability on the stack, what is the printed Beast's power?").form == "number"
    assert stem("Alice declares both: is every attack she declares legal?").form == "yes/no"
    assert stem("Bob's Bolt at the Kor; Alice redirects 1 to the Bears. Does the Kor survive?").word == "does"
    s = stem("Alice's Bolt targets Bob. Can his Circle of Protection: White stop it?")
    assert s.word == "can" and s.column == len("Alice's Bolt targets Bob. ") + 1
    assert stem("Is Bob at 0 or less life?").form == "yes/no"  # "or less" is no either-or


def test_a_bare_label_of_a_test_is_not_read_but_a_drill_question_is():
    plain = parse(HEAD + 'question "Q" asks life of Bob answer 20\n', "t.mtg").questions[0]
    assert wording_problems(plain) == []
    tagged = parse(HEAD + 'question "Q" asks life of Bob answer 20\n  topic sba difficulty 1 decided by 420.5c\n',
                   "t.mtg").questions[0]
    assert wording_problems(tagged)
    worded = parse(HEAD + 'question "Where is it?" asks life of Bob\n', "t.mtg").questions[0]
    [(column, _)] = wording_problems(worded)
    assert column == len('question "') + 1  # the column of the question word in the file


def test_whether_not_turns_the_query_round_and_prints_back():
    text = HEAD + ('question "Is Grizzly Bears destroyed?" asks whether not Grizzly Bears in play answer yes\n'
                   'question "Is a play illegal?" asks whether not every play is legal answer no\n')
    scenario = parse(text, "t.mtg")
    first, second = scenario.questions
    assert first.query.negated and second.query.negated and second.query.kind == "legal"
    printer = ScenarioPrinter(scenario)
    assert printer.question(first).startswith('question "Is Grizzly Bears destroyed?" asks whether not Grizzly Bears')
    assert parse(HEAD + printer.question(second) + "\n", "t.mtg").questions[0] == second
    f = FIXTURES / "whether-not.mtg"
    result = run_file(f)
    assert result.status == "pass", [q.message for q in result.questions]
    assert [q.answer for q in result.questions] == ["yes", "no", "no"]


def test_judge_test_refuses_a_question_whose_words_ask_the_opposite():
    result = run_file(FIXTURES / "wrong-polarity.mtg")
    assert result.status == "error"
    [q] = result.questions
    assert q.status == "error" and q.line == 11
    assert "column 11" in q.message and "put into a graveyard" in q.message


def test_the_lint_reports_each_problem_with_its_place():
    text = HEAD + ('question "Is Grizzly Bears destroyed?" asks whether Grizzly Bears in play answer no\n'
                   '  topic sba difficulty 1 decided by 420.5c, 999.9, 418.5\n'
                   'question "Where is Grizzly Bears?" asks zone of Grizzly Bears answer graveyard\n'
                   '  topic sba difficulty 1 decided by 420.5c\n')
    items = [DrillQuestion(q.id, "t.mtg", q.index, q.question, q.topic, q.difficulty, q.rules, text=text)
             for q in scan_text(text, "t.mtg")]
    bad, good = lint(items)
    assert [(p.kind, p.column) for p in bad.problems] == [("wording", 11), ("rule", 1), ("rule", 1)]
    assert "418.5 is a heading (Interaction of Continuous Effects)" in bad.problems[2].message
    assert bad.where == "t.mtg:10:1" and bad.yes_means == "Grizzly Bears in play" and bad.form == "yes/no"
    assert good.problems == [] and good.asks == "zone of Grizzly Bears" and good.yes_means == ""


def test_the_deck_lints_clean():
    """Every question of the deck: its words match its query (the 74 known mismatches and
    their like are gone, and none can come back: judge test refuses them too)."""
    res = runner.invoke(app, ["drill", "lint", "--json"])
    data = json.loads(res.stdout)
    assert len(data["questions"]) >= 550
    bad = [(q["id"], q["problems"]) for q in data["questions"] if q["problems"]]
    assert res.exit_code == 0 and data["problems"] == 0, bad[:10]
    forms = {q["form"] for q in data["questions"]}
    assert {"yes/no", "number", "zone"} <= forms
    assert all(q["yes_means"] for q in data["questions"] if q["form"] == "yes/no")


def test_the_lint_command_prints_and_fails_on_a_problem(tmp_path, monkeypatch):
    res = runner.invoke(app, ["drill", "lint", "--scenario", "scenarios/examples/mana_burn.mtg"])
    assert res.exit_code == 0, res.output
    assert "Q: How much life does Alice lose as her precombat main phase ends?" in res.output and "1 questions, 0 problems" in res.output
    from judge.drill import lint as lint_module

    broken = DrillQuestion("x#1", "x.mtg", 0, "Where?", "sba", 1, ("420.5c",),
                           text=HEAD + 'question "Where?" asks life of Bob answer 20\n'
                                       '  topic sba difficulty 1 decided by 420.5c\n')
    monkeypatch.setattr("judge.drill.deck.scan", lambda *a, **k: [broken])
    res = runner.invoke(app, ["drill", "lint", "--problems"])
    assert res.exit_code == 1 and "✗ wording" in res.output and "1 problem in 1 question" in res.output
    assert lint_module.lint([broken])[0].problems


def test_a_decided_by_rule_that_does_not_decide_is_refused(tmp_path, monkeypatch):
    """A definition or an overview (417.1 defines a one-shot effect; 306.1 lists the steps of
    combat) always; with --deep, a rule beside the answer: one the engine's trace never cites
    (407.2 here: the Bolt's question is decided by 420.5c), unless drills/reviewed.txt says why it
    decides all the same."""
    from judge.drill import lint as lint_module

    def entry(rules: str, deep: bool = False):
        text = HEAD + ('question "Where is Grizzly Bears once the Bolt has resolved?" asks zone of Grizzly Bears '
                       f'answer graveyard\n  topic sba difficulty 1 decided by {rules}\n')
        [q] = scan_text(text, "t.mtg")
        return lint([DrillQuestion(q.id, "t.mtg", q.index, q.question, q.topic, q.difficulty, q.rules, text=text)],
                    deep=deep)[0]

    defined = entry("420.5c, 417.1, 306.1")
    assert [p.kind for p in defined.problems] == ["rule", "rule"]
    assert "a definition or an overview" in defined.problems[0].message and "413.2b" in defined.problems[0].message
    assert entry("420.5c, 413.2b", deep=True).problems == []  # 413.2b: the trace cites the 413.2 it belongs to
    beside = entry("420.5c, 407.2", deep=True)
    assert [p.kind for p in beside.problems] == ["rule"] and "never cites 407.2" in beside.problems[0].message
    listed = tmp_path / "reviewed.txt"
    listed.write_text("t.mtg#1  [rule 407.2] an example of a review\n", encoding="utf-8")
    monkeypatch.setattr(lint_module, "reviewed_path", lambda: listed)
    kept = entry("420.5c, 407.2", deep=True)
    assert kept.problems == [] and kept.reviewed_rules == {"407.2": "an example of a review"}
    listed.write_text("t.mtg#1  [rule 420.5c] cited all the same\n", encoding="utf-8")
    assert [p.kind for p in entry("420.5c", deep=True).problems] == ["reviewed"]
