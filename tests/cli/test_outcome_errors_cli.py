"""`judge ask` and `judge test` on a scenario one of whose outcomes ends in an error (issue 42):
the error in its place, the other outcome answered, the summary's count, --check and the suite
failing only where an expectation needs the outcome."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app

ROOT = Path(__file__).resolve().parents[2]
ENDED = ROOT / "scenarios/engine/102-3-a-line-after-the-game-ended-ends-that-outcome-alone.mtg"
runner = CliRunner()


def _ask(*args: str):
    return runner.invoke(app, ["ask", *args], env={"COLUMNS": "200", "NO_COLOR": "1"})


def test_ask_shows_the_error_in_its_place_and_answers_the_other_outcome():
    res = _ask("-q", str(ENDED))
    assert res.exit_code == 0, res.output
    out = res.output
    assert out.startswith("1 of 2 outcomes ended in an error (outcome 2)")
    head = out.index("Outcome 2 of 2: Alice attacks with Hill Giant")
    ended = out.index("Ended in an error (line 16, turn 2, Alice's combat damage step): the game has already ended "
                      "(102.3): Alice won in turn 2, Alice's combat damage step, as Bob had 0 or less life (420.5a)")
    assert head < ended < out.index("Questions")
    assert "A: 1  in outcome 1 (Alice attacks with nothing)" in out
    assert "A: no answer  in outcome 2: ended in an error" in out


def test_check_fails_only_where_an_expectation_needs_the_outcome(tmp_path):
    assert _ask("--check", "-q", str(ENDED)).exit_code == 0  # its expectations need outcome 1 only
    f = tmp_path / "every.mtg"
    f.write_text(ENDED.read_text(encoding="utf-8") + "expect Bob life 1\n", encoding="utf-8")
    res = _ask("--check", "-q", str(f))
    assert res.exit_code == 1
    assert "ended in an error at line 16" in res.output


def test_ask_json_carries_the_error_and_judge_test_counts_it():
    res = _ask("--json", str(ENDED))
    assert res.exit_code == 0
    doc = json.loads(res.stdout)
    first, second = doc["outcomes"]
    assert "error" not in first
    assert second["error"]["line"] == 16 and second["error"]["step"] == "combat damage"
    assert "420.5a" in second["error"]["rules"]
    res = runner.invoke(app, ["test", "--json", str(ENDED)])
    assert res.exit_code == 0
    (scn,) = json.loads(res.stdout)["scenarios"]
    assert scn["status"] == "pass" and scn["outcome_errors"] == [2]


def test_quiet_prints_a_failing_expectation_and_exits_1(tmp_path):
    f = tmp_path / "wrong.mtg"
    f.write_text(ENDED.read_text(encoding="utf-8").replace("expect in some outcome: Bob life 1",
                                                           "expect in some outcome: Bob life 2"), encoding="utf-8")
    res = _ask("-q", str(f))
    assert res.exit_code == 1
    assert "FAIL line 19: expect in some outcome: Bob life 2" in res.output
    assert "ok   line 20" not in res.output  # (the expectations that hold stay quiet)
    assert _ask(str(f)).exit_code == 0  # without -q or --check, judge ask answers and exits 0


def test_an_outcome_number_out_of_range_says_the_numbers_there_are():
    # (it said "--outcome 0: the scenario has 2 outcomes": not which numbers are)
    for n in ("0", "3", "-1"):
        res = _ask("--outcome", n, str(ENDED))
        assert res.exit_code == 2 and "Traceback" not in res.output
        assert f"--outcome {n}: the outcomes are numbered 1 to 2 (the scenario has 2 outcomes)" in res.output
