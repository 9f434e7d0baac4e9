"""judge.suite.why: the plays deciding each expectation and question (each left out in turn,
the scenario played again), the steps that come with them, the bounds; ``judge ask``'s "Why"
in text and JSON; the drill's explanation made of the same steps."""

from __future__ import annotations

import dataclasses
import json

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.engine.outcome import Step
from judge.suite.runner import default_simulate, load_scenario
from judge.suite import why as W

GROWTH = "scenarios/examples/giant_growth_vs_bolt.mtg"


@pytest.fixture(scope="module")
def growth():
    scenario = load_scenario(GROWTH)
    outcomes = default_simulate(scenario)
    return scenario, outcomes, W.explain(scenario, outcomes)


def _reason(why, line):
    return next(r for r in why.reasons[0] if r.target.line == line)


def test_each_target_is_decided_by_the_plays_whose_absence_changes_it(growth):
    _, _, why = growth
    alive = _reason(why, 23)  # expect @bears in play as a 2/2 and 3 damage
    assert alive.target.answer == "holds"
    assert [(d.line, d.without) for d in alive.deciders] == [
        (17, "fails: it has 0 damage"), (20, "fails: it is in Alice's graveyard")]
    assert [(d.line, d.without) for d in _reason(why, 30).deciders] == [(20, "no")]  # the question: yes, else no
    assert _reason(why, 28).deciders == ()  # the stack is empty whatever is left out
    assert why.note == "" and all(p.unplayable == "" for p in why.plays)


def test_the_steps_are_those_the_game_without_the_play_lacks_and_what_it_has_instead(growth):
    _, _, why = growth
    growth_play = next(d for d in _reason(why, 23).deciders if d.line == 20)
    steps = {s.number: s for s in growth_play.steps}
    assert steps["9"].text == "Giant Growth resolves" and steps["9.1"].rules == ("418.3a", "418.3b")
    assert "12" not in steps  # the Bolt resolves either way: not Giant Growth's
    assert [s.rules for s in growth_play.instead if "lethal damage" in s.text] == [("420.5c",)]
    shown, more = W.brief(growth_play.steps)
    # (12.3.1: the Bolt's damage not lethal to the 5/5, 420.5c, said at the state-based check that
    # decides it since the thirty-fourth session — the step Giant Growth brings about)
    assert [s.number for s in shown] == ["6", "9", "9.1", "9.2", "9.3", "12.3.1"] and more == 5


def test_a_play_a_later_line_needs_is_not_left_out_and_said(tmp_path):
    path = tmp_path / "label.mtg"
    path.write_text('title "t"\nplayer Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n'
                    'Alice hand: Giant Growth\nAlice in play: Grizzly Bears as @bears\nBob hand: Counterspell\n'
                    'Alice casts Giant Growth as @gg targeting @bears\nAlice passes\n'
                    'Bob casts Counterspell targeting @gg\nall pass until the stack is empty\n'
                    'expect @bears in play as a 2/2\n', encoding="utf-8")
    scenario = load_scenario(str(path))
    why = W.explain(scenario, default_simulate(scenario))
    assert [p.line for p in why.plays if p.unplayable] == [9]  # Counterspell targets what line 9 cast
    assert why.note == "not left out (the scenario can't be played without): line 9"


def test_past_its_bounds_it_says_so_and_replays_nothing(growth, monkeypatch):
    scenario, outcomes, _ = growth
    monkeypatch.setattr(W, "MAX_PLAYS", 2)
    monkeypatch.setattr(W, "without", lambda *a: pytest.fail("replayed past the bound"))
    why = W.explain(scenario, outcomes)
    assert why.reasons == () and why.note.startswith("not worked out: 3 plays and 1 outcomes")
    bare = dataclasses.replace(scenario, expectations=(), questions=())
    assert W.explain(bare, outcomes) == W.Why()  # nothing to explain: nothing replayed


def test_step_diff_compares_the_traces_step_by_step():
    a = (Step("x", ("1.1",)), Step("y", ("2.1",), (Step("y1", ("2.2",)),)), Step("z", ("3.1",)))
    b = (Step("x", ("1.1",)), Step("w", ("4.1",)), Step("z", ("3.1",)))
    only, instead = W.step_diff(a, b)
    assert [(s.number, s.text) for s in only] == [("2", "y"), ("2.1", "y1")]
    assert [(s.number, s.text) for s in instead] == [("", "w")]


def test_judge_ask_prints_the_why_after_the_trace_and_json_carries_it():
    runner = CliRunner()
    res = runner.invoke(app, ["ask", GROWTH], env={"COLUMNS": "200"})  # (no line wrapped)
    assert res.exit_code == 0, res.output
    text = res.output
    assert text.index("Trace") < text.index("Why") < text.index("Final board")
    assert "    without line 20: fails: it is in Alice's graveyard" in text
    assert "Decided by line 20: Alice casts Giant Growth targeting @bears" in text
    assert "9.1 Grizzly Bears @bears: gets +3/+3 until end of turn  418.3a, 418.3b" in text
    assert "Grizzly Bears @bears has 3 damage and toughness 2: lethal damage, it is destroyed  420.5c" in text
    assert "Why" not in runner.invoke(app, ["ask", "--quiet", GROWTH]).output
    data = json.loads(runner.invoke(app, ["ask", "--json", GROWTH]).stdout)
    reasons = data["outcomes"][0]["why"]["reasons"]
    assert [r["line"] for r in reasons] == list(range(23, 31))
    [by] = reasons[-1]["decided_by"]
    assert by["line"] == 20 and by["without"] == "no" and {"number": "9.1", "text": "Grizzly Bears @bears: gets +3/+3 "
                                                           "until end of turn", "rules": ["418.3a", "418.3b"],
                                                           "glossary": [], "kind": "effect"} in by["steps"]


def test_the_drill_explains_with_the_same_steps():
    from judge.drill.deck import scan_file
    from judge.drill.session import prepare
    from pathlib import Path

    [item] = scan_file(Path(GROWTH), GROWTH)
    p = prepare(item)
    assert [s.number for s in p.explanation] == ["6", "6.2", "6.3", "9", "9.1", "9.2", "9.3", "12.3.1"]
    assert p.explanation != p.steps  # (the rule-cited steps, before the check)


def test_what_a_failed_expectation_says_happened_is_after_its_first_semicolon_outside_brackets():
    # a choice quoted in the message holds its own "; " (Lake of the Dead's "… @lake; if Alice doesn't …")
    msg = ("expected Alice's mana pool to be {B}; the game never reached checkpoint 'mana' in outcome 2 (Alice chooses "
           "no (whether to sacrifice a Swamp (Lake of the Dead @lake; if Alice doesn't, the rest happens: glossary "
           "\"Unless; x\"))): it ended in an error")
    assert W._after_expected(msg).startswith("the game never reached checkpoint 'mana' in outcome 2 (Alice chooses no")
    assert W._after_expected("expected 3; it is 2") == "it is 2"
    assert W._after_expected("no semicolon here") is None


def test_results_given_are_the_answers_as_played_and_not_worked_out_again(growth, monkeypatch):
    # judge ask has every expectation's and question's result already: the Why takes them (the same
    # words and the same Why), and works out only the replays' answers
    from judge.suite.expect import check_all
    from judge.suite.questions import answer_all

    scenario, outcomes, why = growth
    results = (check_all(scenario.expectations, outcomes), answer_all(scenario, outcomes))
    assert W.said(*results) == W.answers(scenario, outcomes)
    asked = []
    played = W.answers
    monkeypatch.setattr(W, "answers", lambda s, o: asked.append(o) or played(s, o))
    assert W.explain(scenario, outcomes, results=results) == why
    assert outcomes not in asked and len(asked) == 3  # the three replays only
    checked, answered = results
    wrong = [dataclasses.replace(r, status="fail", message="expected x; it is y") for r in checked]
    given = W.explain(scenario, outcomes, results=(wrong, answered))
    assert {r.target.answer for r in given.reasons[0][:len(checked)]} == {"fails: it is y"}  # those given, used
