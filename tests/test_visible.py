"""User text shown, never obeyed: judge.visible and the console every view prints on
(judge.render.terminal) — a scenario's OSC and CSI sequences reach no terminal (issue 41,
../shared/repro/fuzz-3/repro-11.mtg, repro-11b.mtg)."""

from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from judge.cli import app
from judge.visible import json_safe, visible

runner = CliRunner()

OSC = "\x1b]0;OWNED-TITLE\x07"  # sets the terminal window's title
CSI = "\x1b[2J\x1b[31m"  # clears the screen, then red
C1 = "\x9b31m"  # CSI as one C1 character
BIDI = "\u202e"  # right-to-left override
#: What must never reach a terminal (the tab and the line feed are text).
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def test_control_characters_are_written_as_escapes_and_nothing_else_changes():
    assert visible("Bolt " + OSC + CSI) == "Bolt \\x1b]0;OWNED-TITLE\\x07\\x1b[2J\\x1b[31m"
    assert visible(C1 + BIDI + "\r\0\x7f") == "\\x9b31m\\u202e\\r\\x00\\x7f"
    assert visible("a\tb\nc é → ☃ Æther") == "a\tb\nc é → ☃ Æther"
    assert visible("a\tb\nc", tabs=False, lines=False) == "a\\tb\\nc"
    assert visible("\udcff.mtg") == "\\udcff.mtg"  # a byte of a path that was not UTF-8
    for text in (OSC + CSI, C1 + BIDI, "plain"):
        assert visible(visible(text)) == visible(text)
        assert json.loads(json_safe(json.dumps(text, ensure_ascii=False))) == text  # the same JSON value
    assert not RAW.search(json_safe(json.dumps(OSC + C1 + BIDI, ensure_ascii=False)))


def _scenario(tmp_path):
    path = tmp_path / "evil.mtg"
    path.write_text(f'title "Bolt {OSC}{CSI}RED{C1}{BIDI}"\n'
                    f'note "a note {CSI}"\n'
                    "player Alice\nplayer Bob\nturn Alice, precombat main\nAlice hand: Lightning Bolt\n"
                    "mana is not tracked\nAlice casts Lightning Bolt targeting Bob\nall pass\n"
                    f"expect Bob life 20  # {OSC}{CSI}\n", encoding="utf-8")
    return path


def test_a_scenario_s_control_sequences_reach_no_terminal(tmp_path):
    # repro-11b: the title, a note and an expectation's line, through ask, test and check
    path = _scenario(tmp_path)
    for args in (["ask", str(path)], ["ask", "-x", str(path)], ["test", str(path)]):
        res = runner.invoke(app, args, color=True)
        assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
        assert "\\x1b]0;OWNED-TITLE" in res.output, (args, res.output)
        assert not RAW.search(res.output), (args, repr(res.output))
    broken = tmp_path / "broken.mtg"
    broken.write_text(path.read_text(encoding="utf-8").replace("targeting Bob", f"targeting Bob {OSC}{CSI}"),
                      encoding="utf-8")
    for args in (["check", str(broken)], ["ask", str(broken)]):  # repro-11: the line under the diagnostic
        res = runner.invoke(app, args, color=True)
        assert res.exit_code == 2 and not RAW.search(res.output), (args, repr(res.output))
        lines = res.output.splitlines()
        at = next(i for i, ln in enumerate(lines) if "targeting Bob \\x1b]0;" in ln)
        assert lines[at + 1].index("^") == lines[at].index("\\x1b]0;")  # the caret under the column as shown


def test_a_title_is_text_not_console_markup(tmp_path):
    path = tmp_path / "markup.mtg"
    path.write_text('title "[/x] oops [bold]:smile:"\nplayer Alice\nplayer Bob\nturn Alice, precombat main\n'
                    "Alice passes\nexpect Bob life 20\n", encoding="utf-8")
    for args in (["ask", str(path)], ["test", str(path)]):  # rich read '[/x]' as a closing tag: a MarkupError
        res = runner.invoke(app, args, env={"COLUMNS": "1000"})  # (the table's title column shown whole)
        assert res.exit_code == 0 and "[/x] oops [bold]:smile:" in res.output, res.output


def test_json_escapes_them_as_json_does(tmp_path):
    path = _scenario(tmp_path)
    broken = tmp_path / "broken.mtg"
    broken.write_text(path.read_text(encoding="utf-8").replace("targeting Bob", f"targeting Bob {C1}{BIDI}{OSC}"),
                      encoding="utf-8")
    res = runner.invoke(app, ["check", "--json", str(broken)])
    assert res.exit_code == 2 and not RAW.search(res.stdout), repr(res.stdout)
    [found] = json.loads(res.stdout)
    assert f"{C1}{BIDI}" in found["diagnostics"][0]["message"]  # the value itself is the file's
    res = runner.invoke(app, ["ask", "--json", str(path)])
    assert res.exit_code == 0 and not RAW.search(res.stdout)
    json.loads(res.stdout)


def test_a_drill_answer_is_echoed_as_text(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    res = runner.invoke(app, ["drill", "--scenario", "scenarios/examples/mana_burn.mtg", "--seed", "1",
                              "--now", "2026-11-26T09:00"], input=f"{OSC}{CSI}\n2\n", env={"COLUMNS": "75"})
    assert res.exit_code == 0, res.output
    assert "\\x1b]0;OWNED-TITLE" in res.output and "\\x1b[2J\\x1b[31m" in res.output, res.output  # wrapped, not cut
    assert not RAW.search(res.output)


def test_click_s_own_errors_show_the_arguments_as_text():
    # found by bench/fuzz.py (options): click's "Got unexpected extra argument (...)" is not repr-quoted
    for args in (["ask", "x.mtg", OSC], ["drill", "stats", CSI], ["drill", "--nope" + CSI], [CSI]):
        res = runner.invoke(app, args)
        assert res.exit_code == 2 and "\\x1b" in res.output and not RAW.search(res.output), (args, res.output)


def test_pytest_s_report_of_a_failing_scenario_shows_them_as_text(tmp_path):
    from types import SimpleNamespace

    from judge.suite.pytest_plugin import ScenarioFailed, ScenarioItem
    from judge.suite.runner import run_file

    path = _scenario(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("expect Bob life 20", "expect Bob life 19"),
                    encoding="utf-8")
    result = run_file(path)
    assert not result.passed
    report = ScenarioItem.repr_failure(None, SimpleNamespace(value=ScenarioFailed(result)))
    assert "\\x1b]0;OWNED-TITLE" in report and not RAW.search(report), repr(report)
