"""End to end: real scenario text through the parser, the engine, the suite and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.suite.runner import run_all, run_file

# The engine assembled before any test (pytester's fixture then snapshots it): pytester forgets
# the modules an inner run imported first, and a later test in the same process then mixed a fresh
# engine module with forgotten ones (a hook set on one, called on the other: "the engine was
# assembled without …" — seen when xdist gave test_pytest_plugin_end_to_end a worker first).
import judge.engine.driver  # noqa: F401
import judge.suite.pytest_plugin  # noqa: F401

pytest_plugins = ["pytester"]

runner = CliRunner()

BOLT = '''title "Bolt the bears"
player Alice
player Bob
turn Bob, precombat main
Alice in play: Grizzly Bears
Bob in play: Mountain
Bob hand: Lightning Bolt
Bob taps Mountain for {R}
Bob casts Lightning Bolt targeting Grizzly Bears
all pass
expect Grizzly Bears in Alice graveyard
expect Lightning Bolt in Bob graveyard
expect Bob life 20
expect trace cites 420.5c
question "Does Grizzly Bears survive?"
  asks whether Grizzly Bears in play answer no
'''

WRONG = BOLT.replace("expect Grizzly Bears in Alice graveyard", "expect Grizzly Bears in play with 3 damage")

TWINS = '''title "Two bears"
player Alice
player Bob
turn Bob, precombat main
Alice in play: Grizzly Bears, Grizzly Bears
expect Grizzly Bears in play
'''

BAD = '''title "bad"
player Alice
player Bob
turn Alice, precombat main
Alice in play: Grizly Bears
expect Alice life 20
'''

NONE = '''title "Nothing expected"
player Alice
player Bob
turn Alice, precombat main
'''


@pytest.fixture
def suite(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    d = tmp_path / "scenarios"
    d.mkdir()
    for name, text in {"bolt": BOLT, "wrong": WRONG, "twins": TWINS, "bad": BAD, "none": NONE}.items():
        (d / f"{name}.mtg").write_text(text)
    return d


def test_run_file_statuses(suite):
    assert run_file(suite / "bolt.mtg").status == "pass"
    wrong = run_file(suite / "wrong.mtg")
    assert wrong.status == "fail"
    (f,) = wrong.failures
    assert f.line == 11
    assert f.message == "expected Grizzly Bears in play with 3 damage; it is in Alice's graveyard"
    assert any("420.5c" in c.rules for c in f.context)
    twins = run_file(suite / "twins.mtg")
    assert twins.status == "error" and twins.line == 6 and "ambiguous" in twins.message
    bad = run_file(suite / "bad.mtg")
    assert bad.status == "error" and bad.line == 5 and "unknown card 'Grizly Bears'" in bad.message
    none = run_file(suite / "none.mtg")
    assert none.status == "fail" and none.message == "no expectations"


def test_ask_real_scenario(suite):
    res = runner.invoke(app, ["ask", "scenarios/bolt.mtg"])
    assert res.exit_code == 0, res.output
    assert "Bolt the bears" in res.output
    assert "420.5c" in res.output and "Grizzly Bears" in res.output
    assert "Q: Does Grizzly Bears survive?" in res.output and "A: no" in res.output
    data = json.loads(runner.invoke(app, ["ask", "--json", "scenarios/bolt.mtg"]).stdout)
    (o,) = data["outcomes"]
    assert o["answers"] == [{"question": "Does Grizzly Bears survive?", "answer": "no", "stated": "no", "options": []}]
    assert all(s["rules"] for s in o["steps"])
    bears = [x for x in o["final"]["objects"] if x["name"] == "Grizzly Bears"]
    assert bears and bears[0]["zone"] == "graveyard"


CRUSADE = '''title "Crusade's bonus is in the board before the first line"
note "Crusade: white creatures get +1/+1 (418.1)."
player Alice
player Bob
turn Bob, precombat main
Alice in play: Crusade, White Knight as @k (1 damage)
Bob in play: Mountain
Bob hand: Shock
Bob taps Mountain for {R}
Bob casts Shock targeting @k
all pass
expect @k in Alice graveyard
'''


def test_ask_json_says_the_scenario_and_the_board_it_starts_from(tmp_path):
    """`judge ask --json`'s `scenario`: the title and notes as written, and `start`, the game
    as set up before the first line (computed characteristics, as `final` has them)."""
    (tmp_path / "c.mtg").write_text(CRUSADE)
    res = runner.invoke(app, ["ask", "--json", str(tmp_path / "c.mtg")])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    scn = data["scenario"]
    assert scn["title"] == "Crusade's bonus is in the board before the first line"
    assert scn["notes"] == ["Crusade: white creatures get +1/+1 (418.1)."] and scn["edition"] == "classic"
    start, final = scn["start"], data["outcomes"][0]["final"]
    assert list(start) == list(final)  # the same shape as an outcome's end
    (k,) = [o for o in start["objects"] if o["label"] == "k"]
    assert (k["zone"], k["power"], k["toughness"], k["damage"]) == ("in play", 3, 3, 1)
    (shock,) = [o for o in start["objects"] if o["name"] == "Shock"]
    assert shock["zone"] == "hand" and start["stack"] == [] and (start["active"], start["step"]) == ("Bob", "precombat main")
    (crusade,) = [o for o in start["objects"] if o["name"] == "Crusade"]
    assert [o["zone"] for o in final["objects"] if o["id"] == crusade["id"]] == ["in play"]  # the same object, the same id
    assert [o["zone"] for o in final["objects"] if o["name"] == "White Knight"] == ["graveyard"]  # a new object there, another id


def test_ask_bad_scenario_exit_2(suite):
    res = runner.invoke(app, ["ask", "scenarios/bad.mtg"])
    assert res.exit_code == 2
    assert "bad.mtg:5:16: unknown card 'Grizly Bears'" in res.stderr
    assert "Traceback" not in res.output


def test_judge_test_real(suite):
    res = runner.invoke(app, ["test", "scenarios/bolt.mtg"])
    assert res.exit_code == 0, res.output
    res = runner.invoke(app, ["test", "--json"])  # default: scenarios/
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    assert data["summary"] == {"total": 5, "passed": 1, "failed": 2, "errors": 2}
    assert [s["path"] for s in data["scenarios"]] == [
        "scenarios/bad.mtg", "scenarios/bolt.mtg", "scenarios/none.mtg", "scenarios/twins.mtg", "scenarios/wrong.mtg",
    ]


def test_a_second_pass_parses_no_file_again(suite, monkeypatch):
    """Parsing is kept (judge.dsl.kept): a second pass over unchanged files parses none of them.
    (How fast that makes a pass is measured by bench/, docs/performance.md, not asserted here.)"""
    import judge.dsl.parser as parser

    first = run_all([suite])

    def parsed(*args, **kwargs):
        raise AssertionError("a file read before was parsed again")

    monkeypatch.setattr(parser, "parse_partly", parsed)
    again = run_all([suite])
    assert [(r.path, r.status) for r in again.results] == [(r.path, r.status) for r in first.results]
    assert len(first.results) == 5


def test_pytest_plugin_end_to_end(pytester):
    sc = pytester.mkdir("scenarios")
    (sc / "bolt.mtg").write_text(BOLT)
    (sc / "wrong.mtg").write_text(WRONG)
    result = pytester.runpytest_inprocess("-q", "scenarios")
    result.assert_outcomes(passed=1, failed=1)
    out = result.stdout.str()
    assert "scenarios/wrong.mtg:11: expect Grizzly Bears in play with 3 damage" in out
    assert "expected Grizzly Bears in play with 3 damage; it is in Alice's graveyard" in out


MAY = '''title "Gravedigger may"
mana is not tracked
player Alice
player Bob
turn Alice, precombat main
Alice hand: Gravedigger
Alice graveyard: Grizzly Bears
Alice casts Gravedigger
all pass until the stack is empty
expect when Alice chooses yes: Grizzly Bears in Alice's hand
expect when Alice chooses no: Grizzly Bears in Alice's hand
expect in some outcome: Alice hand has 1 card
expect in some outcome: Alice hand has 2 cards
expect when Bob chooses yes: Bob life 20
'''


def test_outcomes_and_scopes_end_to_end(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "may.mtg").write_text(MAY)
    r = run_file(tmp_path / "may.mtg")
    assert len(r.outcomes) == 2
    assert [str(o.choices[0]).split(" (")[0] for o in r.outcomes] == ["Alice chooses yes", "Alice chooses no"]
    assert [(c.player, c.kind.value, c.answer, c.rule) for o in r.outcomes for c in o.choices] == [
        ("Alice", "yes/no", ("yes",), "410.5"), ("Alice", "yes/no", ("no",), "410.5")]
    yes, no, some1, some2, bob = r.expectations
    assert yes.passed and some1.passed
    assert no.status == "fail" and no.outcome == 1
    assert no.message.startswith("in outcome 2 of 2 (Alice chooses no")
    assert no.message.endswith("expected Grizzly Bears in Alice's hand; it is in Alice's graveyard")
    assert some2.status == "fail" and "in none of the 2 outcomes" in some2.message
    assert bob.status == "fail" and bob.message.startswith("expected an outcome where Bob chooses yes; there is none")
    res = runner.invoke(app, ["ask", "may.mtg"])
    assert "Outcome 1 of 2: Alice chooses yes" in res.output and "Outcome 2 of 2: Alice chooses no" in res.output
    data = json.loads(runner.invoke(app, ["ask", "--json", "may.mtg"]).stdout)
    assert [o["choices"][0]["words"].split(" (")[0] for o in data["outcomes"]] == ["Alice chooses yes", "Alice chooses no"]
    first = data["outcomes"][0]["choices"][0]
    assert {k: first[k] for k in ("player", "kind", "options", "answer", "rule")} == {
        "player": "Alice", "kind": "yes/no", "options": ["yes", "no"], "answer": ["yes"], "rule": "410.5"}


def test_explain_prints_rule_text_from_the_corpus(suite):
    res = runner.invoke(app, ["ask", "--explain", "scenarios/bolt.mtg"], env={"COLUMNS": "200"})
    assert res.exit_code == 0, res.output
    assert "420.5c A creature with lethal damage is destroyed." in res.output


def test_coin_flip_is_recorded_as_a_random_choice_and_matched_by_its_answer():
    r = run_file(Path(__file__).resolve().parents[2] / "scenarios/engine/417-1-bottle-of-suleiman-coin-flip.mtg")
    assert [(c.kind.value, c.rule, c.options, c.answer) for o in r.outcomes for c in o.choices] == [
        ("random", "417.1", ("won", "lost"), ("won",)), ("random", "417.1", ("won", "lost"), ("lost",))]
    assert all(e.passed for e in r.expectations)


TWO_TARGETS = '''title "Gravedigger, two targets"
mana is not tracked
player Alice
player Bob
turn Alice, precombat main
Alice hand: Gravedigger
Alice graveyard: Grizzly Bears as @gb, Hill Giant
Alice casts Gravedigger
all pass until the stack is empty
expect when Alice chooses yes and Alice chooses target @gb: Grizzly Bears in Alice's hand
expect when Alice chooses yes and Alice chooses Hill Giant: Hill Giant in Alice's hand
expect when Alice chooses target Hill Giant: Grizzly Bears in Alice's hand
expect when Alice chooses pay Hill Giant: Hill Giant in Alice's hand
'''


def test_when_matches_the_recorded_target_choice(tmp_path):
    (tmp_path / "gd.mtg").write_text(TWO_TARGETS)
    r = run_file(tmp_path / "gd.mtg")
    kinds = sorted([(c.kind.value, c.answer) for c in o.choices] for o in r.outcomes)
    assert kinds == [[("yes/no", ("no",))], [("yes/no", ("yes",)), ("target", ("Grizzly Bears @gb",))],
                     [("yes/no", ("yes",)), ("target", ("Hill Giant",))]]
    by_label, by_name, wrong, no_such = r.expectations
    assert by_label.passed and by_name.passed
    assert wrong.status == "fail" and r.outcomes[wrong.outcome].choices[1].answer == ("Hill Giant",)
    assert no_such.status == "fail" and "there is none" in no_such.message  # a target, not a payment
