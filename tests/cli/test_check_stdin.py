"""``judge check -`` reads the scenario from standard input, as ``judge ask -`` does: ``<stdin>: ok``,
or its mistakes named ``<stdin>`` with line and column, exit 2; not a file named "-" that isn't there
("-:1:1: cannot read the file: No such file or directory", before)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app

EXAMPLE = Path(__file__).resolve().parents[2] / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg"


def test_a_piped_scenario_is_checked_as_its_file() -> None:
    res = CliRunner().invoke(app, ["check", "-"], input=EXAMPLE.read_bytes())
    assert res.exit_code == 0, res.output
    assert res.stdout.strip() == "<stdin>: ok"


def test_its_mistakes_are_named_stdin_with_line_and_column() -> None:
    res = CliRunner().invoke(app, ["check", "-"], input="player Alice\nplayer Bob\nturn Alice, upkeep\nfoo bar\n")
    assert res.exit_code == 2
    assert "<stdin>:4:1: unexpected 'foo'" in res.stderr and "<stdin>: 1 error" in res.stderr
    assert "Traceback" not in res.output
    js = CliRunner().invoke(app, ["check", "--json", "-"], input="player Alice\nplayer Bob\nturn Alice, upkeep\nfoo\n")
    assert js.exit_code == 2 and json.loads(js.stdout)[0]["path"] == "<stdin>"


def test_with_files_and_not_utf8_and_twice() -> None:
    res = CliRunner().invoke(app, ["check", "-", str(EXAMPLE)], input=b"\xff\n")
    assert res.exit_code == 2
    assert "<stdin>:1:1: the text is not UTF-8" in res.stderr and f"{EXAMPLE}: ok" in res.stdout
    twice = CliRunner().invoke(app, ["check", "-", "-"], input="")
    assert twice.exit_code == 2 and "reads standard input once: give '-' once" in twice.stderr
