"""``judge ask -`` reads the scenario from standard input: the same outcomes and answers as the
file, named ``<stdin>`` in diagnostics; bad input on it is one paragraph and exit 2, as a file's is."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app

EXAMPLE = Path(__file__).resolve().parents[2] / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg"


def test_a_piped_scenario_is_judged_as_its_file() -> None:
    text = EXAMPLE.read_bytes()
    piped = CliRunner().invoke(app, ["ask", "--json", "-"], input=text)
    filed = CliRunner().invoke(app, ["ask", "--json", str(EXAMPLE)])
    assert piped.exit_code == 0 == filed.exit_code
    assert json.loads(piped.stdout) == json.loads(filed.stdout)
    shown = CliRunner().invoke(app, ["ask", "-"], input=text)
    assert shown.exit_code == 0 and "Giant Growth in response to Lightning Bolt" in shown.stdout


def test_its_mistakes_are_named_stdin_with_line_and_column() -> None:
    res = CliRunner().invoke(app, ["ask", "-"], input='player Alice\nplayer Bob\nfoo bar\n')
    assert res.exit_code == 2
    assert "<stdin>:3:1: unexpected 'foo'" in res.stderr and "Traceback" not in res.stderr


def test_text_that_is_not_utf8_or_past_the_limit_is_refused() -> None:
    bad = CliRunner().invoke(app, ["ask", "-"], input=b"player Alice\n\xff\n")
    assert bad.exit_code == 2 and "<stdin>:2:1: the text is not UTF-8" in bad.stderr
    big = CliRunner().invoke(app, ["ask", "-"], input=b"#" * 4_000_100)
    assert big.exit_code == 2 and "the language's 'file size' limit): standard input holds more" in big.stderr


def test_a_terminal_is_not_waited_on(monkeypatch, capsys) -> None:
    import sys

    import click

    class Tty:
        def isatty(self) -> bool:
            return True

    empty = CliRunner().invoke(app, ["ask", "-"], input="")
    assert empty.exit_code == 2 and "a scenario has two players" in empty.stderr  # an empty pipe is read
    monkeypatch.setattr(sys, "stdin", Tty())
    from judge.cli.engine_cmds import ask_cmd

    try:
        ask_cmd("-", explain=False, as_json=False, quiet=False, limit=None, max_outcomes=None, outcome=None,
                check=False)
    except click.exceptions.Exit as end:
        assert end.exit_code == 2
    else:
        raise AssertionError("a terminal on standard input was read")
    assert "none is piped in: give a file, or pipe one (judge ask - < scenario.mtg)" in capsys.readouterr().err
