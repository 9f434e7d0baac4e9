"""`judge ask` and `judge test` through typer's CliRunner, with a fake parser and engine.

(End-to-end runs over real scenario files are in tests/cli/test_ask_end_to_end.py.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.dsl.ast import (
    STEP_NAMED, ExpectLife, Expectation, ExpectObject, ObjectDecl, PlayerDecl, Prop, Query, Question, Ref, Scenario, Span,
    TurnDecl,
)
from judge.engine.kinds import ChoiceKind
from judge.engine.outcome import Choice, FinalState, ObjectView, Outcome, PlayerView, Step
from judge.errors import Diagnostic, DiagnosticsError
from judge.zones import Zone

runner = CliRunner()

SCENARIO = Scenario(
    title="Giant Growth in response to Lightning Bolt",
    players=(PlayerDecl("Alice"), PlayerDecl("Bob")),
    turn=TurnDecl("Alice", STEP_NAMED["precombat main"]),
    objects=(ObjectDecl("Alice", Zone.IN_PLAY, card="Grizzly Bears"), ObjectDecl("Bob", Zone.HAND, card="Lightning Bolt")),
    expectations=(
        Expectation(ExpectObject(Ref(name="Grizzly Bears"), Zone.IN_PLAY, props=(Prop("damage", 3),)), span=Span(14, 1)),
        Expectation(ExpectLife("Bob", 20), span=Span(15, 1)),
    ),
    questions=(Question("Does Grizzly Bears survive?", Query("whether", body=ExpectObject(Ref(name="Grizzly Bears"), Zone.IN_PLAY)),
                        "yes", ("yes", "no")),),
)

STEPS = (
    Step("Bob casts Lightning Bolt targeting Grizzly Bears", ("409.1",), kind="cast", line=10),
    Step("Lightning Bolt resolves", ("413.2",), (Step("Lightning Bolt deals 3 damage to Grizzly Bears", ("310.4",)),)),
)


def _final(damage=3):
    return FinalState(
        players=(PlayerView("Alice", 20), PlayerView("Bob", 20, mana_pool="{R}")),
        objects=(
            ObjectView(1, "Grizzly Bears", "in play", "Alice", controller="Alice", power=5, toughness=5, damage=damage),
            ObjectView(2, "Lightning Bolt", "graveyard", "Bob"),
        ),
        active="Alice", step="precombat main",
    )


OUTCOMES = [Outcome((), STEPS, _final())]


@pytest.fixture
def fake(monkeypatch, tmp_path):
    """A scenario file whose parse and simulation are faked."""
    import judge.suite.runner as r

    monkeypatch.chdir(tmp_path)
    path = tmp_path / "bolt.mtg"
    path.write_text("# fake\n" * 20)
    state = {"scenario": SCENARIO, "outcomes": OUTCOMES}

    def load(p):
        if "bad" in str(p):
            raise DiagnosticsError([Diagnostic(str(p), 3, 5, "unknown card 'Grizly Bears'", "Alice in play: Grizly Bears",
                                               "did you mean Grizzly Bears?")])
        return state["scenario"]

    monkeypatch.setattr(r, "load_scenario", load)
    monkeypatch.setattr(r, "default_simulate", lambda sc: state["outcomes"])
    state["path"] = path
    return state


def test_ask_plain(fake):
    res = runner.invoke(app, ["ask", str(fake["path"])])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "Giant Growth in response to Lightning Bolt" in out
    assert "Alice (20 life), Bob (20 life)" in out
    assert "Bob casts Lightning Bolt targeting Grizzly Bears  409.1" in out
    assert "1.1" not in out and "2.1 Lightning Bolt deals 3 damage to Grizzly Bears  310.4" in out
    assert "Alice: 20 life" in out and "Grizzly Bears" in out and "5/5" in out
    assert "Graveyard 1 (Lightning Bolt)" in out and "Mana pool {R}" in " ".join(out.split())
    assert "Q: Does Grizzly Bears survive?" in out and "A: yes" in out
    assert "Expectations" in out and "line 14" in out


def test_ask_json_shape(fake):
    res = runner.invoke(app, ["ask", "--json", str(fake["path"])])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert list(data) == ["scenario", "summary", "outcomes", "ends", "questions"] and data["ends"] == [[1]]
    assert data["scenario"]["title"] == "Giant Growth in response to Lightning Bolt"
    assert data["summary"] == {"outcomes": 1, "ends": 1, "errors": []}
    (o,) = data["outcomes"]
    assert list(o) == ["number", "choices", "steps", "final", "answers", "why"] and o["number"] == 1
    assert o["choices"] == []
    assert o["steps"][0] == {"text": "Bob casts Lightning Bolt targeting Grizzly Bears", "rules": ["409.1"],
                             "kind": "cast", "line": 10, "children": []}
    assert o["steps"][1]["children"][0]["rules"] == ["310.4"]
    assert o["final"]["players"][1]["mana_pool"] == "{R}"
    assert o["final"]["objects"][0]["damage"] == 3
    assert o["answers"] == [{"question": "Does Grizzly Bears survive?", "answer": "yes", "stated": "yes",
                             "options": ["yes", "no"]}]
    (q,) = data["questions"]
    assert q["status"] == "pass" and q["form"] == "yes/no" and q["answers"] == [{"answer": "yes", "outcomes": [1], "choices": [[]]}]
    again = runner.invoke(app, ["ask", "--json", str(fake["path"])])
    assert again.stdout == res.stdout  # deterministic


def test_ask_quiet(fake):
    res = runner.invoke(app, ["ask", "--quiet", str(fake["path"])])
    assert res.exit_code == 0
    assert "Trace" not in res.output and "409.1" not in res.output
    assert "Final board" in res.output and "A: yes" in res.output
    assert "Players:" not in res.output


def test_ask_explain(fake, monkeypatch):
    import judge.render.trace_view as tv

    tv.rule_text.cache_clear()
    monkeypatch.setattr(tv, "rule_text", lambda rid, ed="classic": f"TEXT OF {rid}")
    res = runner.invoke(app, ["ask", "--explain", str(fake["path"])])
    assert res.exit_code == 0, res.output
    assert "409.1 TEXT OF 409.1" in res.output and "310.4 TEXT OF 310.4" in res.output
    assert res.output.count("TEXT OF") == 3


def test_ask_several_outcomes_headed_by_choices(fake):
    def may(answer):
        return Choice("Alice", ChoiceKind.YES_NO, "whether to draw", ("yes", "no"), (answer,), "413.2c")

    fake["outcomes"] = [Outcome((may("yes"),), STEPS, _final(3)), Outcome((may("no"),), STEPS, _final(0))]
    res = runner.invoke(app, ["ask", str(fake["path"])])
    assert "Outcome 1 of 2: Alice chooses yes (whether to draw)" in res.output
    assert "Outcome 2 of 2: Alice chooses no (whether to draw)" in res.output
    data = json.loads(runner.invoke(app, ["ask", "--json", str(fake["path"])]).stdout)
    assert [o["choices"] for o in data["outcomes"]] == [
        [{"player": "Alice", "kind": "yes/no", "what": "whether to draw", "options": ["yes", "no"], "answer": [a],
          "rule": "413.2c", "words": f"Alice chooses {a} (whether to draw)"}] for a in ("yes", "no")]


def test_ask_bad_input_exit_2(fake, tmp_path):
    bad = tmp_path / "bad.mtg"
    bad.write_text("x\n")
    res = runner.invoke(app, ["ask", str(bad)])
    assert res.exit_code == 2
    assert "unknown card 'Grizly Bears'" in res.stderr and "did you mean Grizzly Bears?" in res.stderr
    assert "Traceback" not in res.output
    res = runner.invoke(app, ["ask", str(tmp_path / "missing.mtg")])
    assert res.exit_code == 2 and "no such scenario file" in res.stderr
    res = runner.invoke(app, ["ask", str(tmp_path)])  # a folder: judge test's, not judge ask's
    assert res.exit_code == 2 and "is a folder: judge ask reads one scenario file" in res.stderr


# --------------------------------------------------------------------------- judge test

def test_test_pass_exit_0(fake):
    fake["scenario"] = Scenario(title="ok", players=SCENARIO.players, expectations=SCENARIO.expectations)
    res = runner.invoke(app, ["test", str(fake["path"].parent)])
    assert res.exit_code == 0, res.output
    assert "bolt.mtg" in res.output and "pass" in res.output and "1 passed, 0 failed, 0 errors" in res.output


def test_test_fail_exit_1_shows_failure(fake):
    fake["outcomes"] = [Outcome((), STEPS, _final(2))]
    res = runner.invoke(app, ["test", str(fake["path"])])
    assert res.exit_code == 1
    assert "bolt.mtg:14" in res.output
    assert "expected Grizzly Bears in play with 3 damage; it has 2 damage" in res.output
    assert "trace around it" in res.output


def test_test_error_exit_1(fake, tmp_path):
    (tmp_path / "bad.mtg").write_text("x\n")
    res = runner.invoke(app, ["test", str(tmp_path)])
    assert res.exit_code == 1
    assert "error" in res.output and "unknown card 'Grizly Bears'" in res.output


def test_test_bad_input_exit_2(tmp_path):
    res = runner.invoke(app, ["test", str(tmp_path / "nope")])
    assert res.exit_code == 2 and "no such file or directory" in res.stderr
    (tmp_path / "empty").mkdir()
    res = runner.invoke(app, ["test", str(tmp_path / "empty")])
    assert res.exit_code == 2 and "no scenarios" in res.stderr


def test_test_json(fake, tmp_path):
    fake["outcomes"] = [Outcome((), STEPS, _final(2))]
    (tmp_path / "bad.mtg").write_text("x\n")
    res = runner.invoke(app, ["test", "--json", str(tmp_path)])
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    assert data["summary"] == {"total": 2, "passed": 0, "failed": 1, "errors": 1}
    bad, bolt = data["scenarios"]
    assert bad["status"] == "error" and bad["line"] == 3 and "unknown card" in bad["message"]
    assert bolt["status"] == "fail" and bolt["title"] == SCENARIO.title and bolt["outcomes"] == 1
    e = bolt["expectations"][0]
    assert e["line"] == 14 and e["status"] == "fail"
    assert e["message"] == "expected Grizzly Bears in play with 3 damage; it has 2 damage"
    assert e["context"][-1]["number"] == "2.1"
    assert bolt["expectations"][1]["status"] == "pass"
    assert "seconds" not in res.stdout and "ms" not in json.dumps(data["summary"])
    again = runner.invoke(app, ["test", "--json", str(tmp_path)])
    assert again.stdout == res.stdout


def test_the_json_is_written_as_one_dumps_of_the_document_would():
    # write_ask_json encodes each shared trace step and each final state once; the bytes
    # must be those of json.dumps over the whole document
    import io

    from judge.cli.engine_cmds import ask_json, write_ask_json
    from judge.suite.questions import answer_all
    from judge.suite.runner import default_simulate, load_scenario

    for name in ("scenarios/combat/309-1-blocks-left-open-are-explored.mtg", "scenarios/rules/410-6-armageddon-dingus-egg.mtg",
                 "scenarios/examples/giant_growth_vs_bolt.mtg", "scenarios/engine/409-1f-which-mana-sources-pay-is-explored.mtg"):
        s = load_scenario(name)
        outs = default_simulate(s)
        res = answer_all(s, outs)
        buf = io.StringIO()
        write_ask_json(s, outs, res, buf)
        assert buf.getvalue() == json.dumps(ask_json(s, outs, res), indent=2, ensure_ascii=False) + "\n", name
