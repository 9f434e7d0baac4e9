"""judge check reports every mistake it can find without playing, in one run (issue 42):
syntax, then meaning on the lines that parse, and the timing that follows from the lines alone
(who has priority, 408.1c) — never a mistake that only follows from another."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.dsl.checks import every_problem

ROOT = Path(__file__).resolve().parents[2]
HEAD = 'title "t"\nplayer Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n'
NAMES = {"Grizzly Bears", "Lightning Bolt", "Shock", "Giant Growth", "River Boa"}


def _found(body: str) -> list[tuple[int, str]]:
    _, diags = every_problem(HEAD + body, "t.mtg", NAMES)
    return [(d.line, d.message) for d in diags]


def test_syntax_and_meaning_in_one_run():
    res = CliRunner().invoke(app, ["check", str(ROOT / "docs/examples/check-every-mistake.mtg")])
    assert res.exit_code == 2
    lines = [(int(d.split(":")[1]), d.split(": ", 1)[1][:40]) for d in res.stderr.splitlines()
             if d.startswith(str(ROOT / "docs/examples"))  and d.count(":") >= 3]
    assert [n for n, _ in lines] == [9, 13, 13, 15, 17]  # file order: meaning, timing, syntax together
    assert "unknown card 'Grizly Bears'" in res.stderr and "unexpected 'targetting'" in res.stderr
    assert "no object is labelled @bear" in res.stderr and "'Alcie' is not a player" in res.stderr
    assert "Bob can't play a spell here: Alice has priority (408.1c, 408.1d)" in res.stderr


def test_judge_ask_says_them_all_too(tmp_path):
    f = tmp_path / "t.mtg"
    f.write_text(HEAD + "Alice hand: Grizly Bears\nAlice casts Shock targetting Bob\n", encoding="utf-8")
    res = CliRunner().invoke(app, ["ask", str(f)])
    assert res.exit_code == 2 and "unknown card 'Grizly Bears'" in res.stderr and "'targetting'" in res.stderr


def test_no_mistake_that_only_a_broken_line_would_settle():
    # the player line does not parse: Bob is no player, but saying so would follow from that line
    found = _found("Alice hand: Shock\nplayr Carol\nCarol passes\nAlice casts Shock targeting @x\n"
                   "Alice in play: Grizzly Bears as @x (tapped\n")
    assert [n for n, _ in found] == [7, 10]  # the two lines that don't parse, nothing that follows from them


@pytest.mark.parametrize("body,line,words", [
    ("Alice hand: Shock\nBob hand: Giant Growth\nBob casts Giant Growth targeting Bob\n", 8,
     "Bob can't play a spell here: Alice has priority"),
    ("Alice hand: Shock\nAlice casts Shock targeting Bob\nAlice passes\nAlice passes\n", 9,
     "Alice can't pass here: Bob has priority"),
    ("Alice in play: Grizzly Bears\nAlice hand: Shock\nBob in play: River Boa\nAlice casts Shock targeting "
     "Grizzly Bears\nall pass until the stack is empty\nBob activates River Boa's ability\n", 11,
     "Bob can't play an ability here: Alice has priority"),
    ("Alice hand: Shock\nAlice concedes\nAlice casts Shock targeting Bob\n", 8,
     "the game has already ended: Alice conceded (102.7, 102.3)"),
])
def test_timing_that_follows_from_the_lines_alone(body, line, words):
    ((n, message),) = _found(body)
    assert n == line and message.startswith(words)


@pytest.mark.parametrize("body", [
    # two passes in succession: a resolution or the step's end — who has priority is the game's
    "Alice hand: Shock\nBob hand: Giant Growth\nAlice passes\nBob passes\nBob casts Giant Growth targeting Bob\n",
    # a pass until a step of another turn
    "Bob hand: Giant Growth\nall pass until the upkeep step\nBob casts Giant Growth targeting Bob\n",
    # expected to be refused for lack of priority, on purpose (issue 44)
    "Bob hand: Shock\nBob tries to cast Shock targeting Alice without priority\n",
    # expected to be illegal, by its own player, who has priority
    "Alice hand: Shock\nAlice tries to cast Shock targeting Alice\n",
    # a spell resolved in another turn: that turn's active player receives priority, not the
    # first turn's (the audit's Serra Paladin scenario was told 'Bob has priority')
    "Bob hand: Giant Growth\nall pass until the upkeep step\nall pass until the precombat main step\n"
    "Bob casts Giant Growth targeting Bob\nall pass until the stack is empty\nBob passes\n",
    # the opponent after one pass; the caster keeps it; the active player after the stack empties
    "Alice hand: Shock\nBob hand: Giant Growth\nAlice casts Shock targeting Bob\nAlice passes\n"
    "Bob casts Giant Growth targeting Bob\nall pass until the stack is empty\nAlice passes\nBob passes\n",
])
def test_nothing_said_where_it_depends_on_the_game(body):
    assert _found(body) == []
