"""Words of later rules read as the Classic ones, each with a one-line note (issue 42); error
suggestions by edit distance within the expected words, none rather than a wrong one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.dsl import parse
from judge.errors import DiagnosticsError

ROOT = Path(__file__).resolve().parents[2]
HEAD = 'title "t"\nplayer Alice\nplayer Bob\n'

#: (written as a judge of later rules would, as the Classic rules say it, the word noted)
SAME = [
    ("turn Alice, main phase 1\n", "turn Alice, precombat main\n", "main phase 1"),
    ("turn Alice, main 2\n", "turn Alice, postcombat main\n", "main 2"),
    ("turn Alice, upkeep\nAlice battlefield: Grizzly Bears\n", "turn Alice, upkeep\nAlice in play: Grizzly Bears\n",
     "battlefield"),
    ("turn Alice, upkeep\nAlice's exile: Shock\n", "turn Alice, upkeep\nAlice removed from the game: Shock\n", "exile"),
    ("turn Alice, upkeep\nall pass until the end step\n", "turn Alice, upkeep\nall pass until the end of turn step\n",
     "end step"),
    ("turn Alice, upkeep\nexpect Shock on the battlefield\n", "turn Alice, upkeep\nexpect Shock in play\n",
     "on the battlefield"),
    ("turn Alice, upkeep\nexpect Shock is exiled\n", "turn Alice, upkeep\nexpect Shock removed from the game\n", "exiled"),
    ("turn Alice, upkeep\nexpect Shock in exile\n", "turn Alice, upkeep\nexpect Shock removed from the game\n",
     "in exile"),
    ("turn Alice, upkeep\nexpect Grizzly Bears dies\n", "turn Alice, upkeep\nexpect Grizzly Bears in graveyard\n", "dies"),
    ("turn Alice, upkeep\nquestion \"Q\" asks whether Grizzly Bears died\n",
     "turn Alice, upkeep\nquestion \"Q\" asks whether Grizzly Bears in graveyard\n", "died"),
    ("turn Alice, upkeep\nBob activates River Boa's ability\n", "turn Alice, upkeep\nBob activates River Boa\n",
     "River Boa's ability"),
    ("turn Alice, upkeep\nBob activates @boa's ability paying with Forest\n",
     "turn Alice, upkeep\nBob activates @boa paying with Forest\n", "@boa's ability"),
]


@pytest.mark.parametrize("modern,classic,word", SAME, ids=[w for _, _, w in SAME])
def test_a_word_of_later_rules_reads_as_the_classic_one_with_a_note(modern, classic, word):
    written, meant = parse(HEAD + modern, "t.mtg"), parse(HEAD + classic, "t.mtg")
    assert written == meant
    assert meant.readings == ()
    (reading,) = written.readings
    assert reading.written == word and reading.span.line == modern.count("\n") + 3
    line = (HEAD + modern).split("\n")[reading.span.line - 1]
    assert word.split()[-1].lstrip("@") in line[reading.span.column - 1:]  # the column is the word's


def test_no_owner_and_is_before_a_zone():
    assert parse(HEAD + "turn Alice, upkeep\nexpect Grizzly Bears is in the graveyard\n", "t.mtg") == \
        parse(HEAD + "turn Alice, upkeep\nexpect Grizzly Bears in graveyard\n", "t.mtg")
    assert parse(HEAD + "turn Alice, upkeep\nAlice casts Raise Dead targeting Grizzly Bears in the graveyard\n",
                 "t.mtg") == parse(HEAD + "turn Alice, upkeep\nAlice casts Raise Dead targeting Grizzly Bears in "
                                          "graveyard\n", "t.mtg")


def test_judge_check_and_ask_show_the_notes():
    scn = ROOT / "scenarios/engine/217-1-words-of-later-rules-read-as-classic.mtg"
    res = CliRunner().invoke(app, ["check", str(scn)])
    assert res.exit_code == 0
    assert f"{scn}:11:7: note: 'battlefield' is read as 'in play' (the Classic rules' words)" in res.output
    assert f"{scn}:19:15: note: 'River Boa's ability' is read as 'River Boa'" in res.output
    (doc,) = json.loads(CliRunner().invoke(app, ["check", "--json", str(scn)]).stdout)
    assert doc["ok"] and {"line": 8, "column": 13,
                          "message": "'main phase 1' is read as 'precombat main' (the Classic rules' words)"} in doc["notes"]
    res = CliRunner().invoke(app, ["ask", str(scn)], env={"COLUMNS": "200"})
    assert "Read: line 22: 'dies' is read as 'in graveyard' (the Classic rules' words)" in res.output


def _hint(line: str) -> str:
    with pytest.raises(DiagnosticsError) as err:
        parse(HEAD + "turn Alice, upkeep\n" + line + "\n", "t.mtg")
    return err.value.diagnostics[0].hint


@pytest.mark.parametrize("line,hint", [
    ("Alice casts Shock targetting Bob", "did you mean 'targeting'?"),
    ("all pass until the declare blokers step", "did you mean 'declare blockers'?"),
    ("turn Alice, main phase one", "did you mean 'main phase 1'?"),
    ("expect Grizzly Bears is in the graveyrd", "did you mean 'graveyard'?"),
    # no suggestion rather than a wrong one: 'is' is no slip of 'wins', 'chooses attack' is right
    ("expect Grizzly Bears was in the graveyard", ""),
    ("expect Grizzly Bears is it", ""),
    ("expect when Alice chooses attack nothing: Bob life 20 and Bob life 3", ""),
])
def test_suggestions_are_near_slips_or_none(line, hint):
    assert _hint(line) == hint


def test_rule_suggestions_and_the_cli_s_own():
    runner = CliRunner()
    assert runner.invoke(app, ["rule", "999.9"]).output.strip() == "error: no rule 999.9 in edition classic"
    assert "did you mean 420.5c?" in runner.invoke(app, ["rule", "240.5c"]).output
    res = runner.invoke(app, ["rul", "420"])
    assert res.exit_code == 2 and res.output.count("Did you mean") <= 1
    res = runner.invoke(app, ["-h"])
    assert res.exit_code == 0 and "Usage: judge" in res.output
    assert runner.invoke(app, ["ask", "-h"]).exit_code == 0
