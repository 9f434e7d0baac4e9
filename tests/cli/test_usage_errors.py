"""A mistake of the command line itself is said in judge's form, as every bad input is: one ``error:`` paragraph on
stderr naming the command's help, exit 2 — not click's "Usage: … Try 'judge ask --help' for help. Error: Invalid
value …" (h70-8: ``--max-outcomes 99999999999999999999``, ``drill --time nan``). ``judge`` alone still shows its
help; with ``--json`` the mistake is the error document, as before."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()


@pytest.mark.parametrize("args, words", [
    (["ask", "x.mtg", "--max-outcomes", "99999999999999999999"], "has 20 digits; a number here has at most 18"),
    (["drill", "--time", "nan"], "'nan' is not a whole number written with the digits 0 to 9"),
    (["ask", "--bogus", "x.mtg"], "no such option '--bogus'"),
    (["ask"], "missing argument 'FILE'"),
    (["nocommand"], "no such command 'nocommand'"),
])
def test_a_command_line_mistake_is_one_error_paragraph(args, words):
    res = runner.invoke(app, args)
    assert res.exit_code == 2, res.output
    out = res.stderr
    assert out.startswith("error: ") and words in out, out
    assert "Usage:" not in res.output and "Try '" not in res.output and "Error: " not in res.output
    assert out.count("\n") == 1 and f"(see judge {args[0] if args[0] in ('ask', 'drill') else ''}".rstrip() in out


def test_judge_alone_still_shows_its_help():
    res = runner.invoke(app, [])
    assert "Usage: judge" in res.output and "error:" not in res.output


def test_with_json_the_mistake_is_the_error_document():
    res = runner.invoke(app, ["ask", "x.mtg", "--max-outcomes", "abc", "--json"])
    assert res.exit_code == 2
    assert json.loads(res.stdout)["error"]["message"].endswith("is not a whole number written with the digits 0 to 9")


def test_judge_test_of_standard_input_says_where_it_is_read():
    """`judge ask -` and `judge check -` read standard input; `judge test -` said "no such file or directory: -"."""
    res = runner.invoke(app, ["test", "-"], input="player Alice\nplayer Bob\n")
    assert res.exit_code == 2
    assert "judge ask -" in res.output and "no such file" not in res.output


def test_judge_test_of_a_folder_says_an_entry_that_is_no_file(tmp_path):
    """A folder's ``*.mtg`` entry that is no regular file (here a link to nothing) was skipped in silence by
    `judge test` (the others run, exit 0; a folder of only such entries said "no scenarios found"); `judge check`
    names each. It is said, exit 2, as the same path given alone is."""
    (tmp_path / "good.mtg").write_text("player Alice\nplayer Bob\nturn Alice, precombat main\n")
    (tmp_path / "gone.mtg").symlink_to(tmp_path / "nowhere.mtg")
    res = runner.invoke(app, ["test", "-j", "1", str(tmp_path)])
    assert res.exit_code == 2, res.output
    assert "gone.mtg: not a regular file" in " ".join(res.output.split())
