"""``judge check`` through typer's CliRunner."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from judge.cli import app

GOOD = """title "ok"
player Alice
player Bob
turn Alice, precombat main
card "Homebrew Bear"
  cost 1G
  type Creature - Bear
  pt 2/2
Alice in play: Homebrew Bear
expect Homebrew Bear in play
question "Is it?" asks whether Bob life 20 answer yes
"""


def _files(tmp_path):
    good = tmp_path / "good.mtg"
    good.write_text(GOOD)
    bad = tmp_path / "bad.mtg"
    bad.write_text("player Alice\nplayer Bob\nAlice hand: Homebrew Bear\nAlcie passes\n")
    return good, bad


def test_check_ok(tmp_path, monkeypatch):
    monkeypatch.setattr("judge.cards.library.card_names", lambda: frozenset({"Forest"}))
    good, _ = _files(tmp_path)
    result = CliRunner().invoke(app, ["check", str(good)])
    assert result.exit_code == 0, result.output
    assert result.stdout == f"{good}: ok\n"


def test_check_reports_every_error_and_exits_2(tmp_path, monkeypatch):
    monkeypatch.setattr("judge.cards.library.card_names", lambda: frozenset({"Forest"}))
    good, bad = _files(tmp_path)
    result = CliRunner().invoke(app, ["check", str(good), str(bad)])
    assert result.exit_code == 2
    assert result.stdout == f"{good}: ok\n"
    assert result.stderr == (
        f"{bad}:3:13: unknown card 'Homebrew Bear'\n"
        "    Alice hand: Homebrew Bear\n"
        "                ^\n\n"
        f"{bad}:4:1: 'Alcie' is not a player in this game (in this action)\n"
        "    Alcie passes\n"
        "    ^\n"
        "did you mean 'Alice'?\n"
        f"{bad}: 2 errors\n"
    )
    assert "Traceback" not in result.output


def test_check_json(tmp_path, monkeypatch):
    monkeypatch.setattr("judge.cards.library.card_names", lambda: frozenset({"Forest"}))
    good, bad = _files(tmp_path)
    result = CliRunner().invoke(app, ["check", "--json", str(good), str(bad)])
    assert result.exit_code == 2
    data = json.loads(result.stdout)
    assert data[0] == {"path": str(good), "ok": True, "diagnostics": []}
    assert data[1]["ok"] is False
    assert data[1]["diagnostics"][1] == {
        "path": str(bad), "line": 4, "column": 1,
        "message": "'Alcie' is not a player in this game (in this action)", "hint": "did you mean 'Alice'?",
    }


def test_check_syntax_errors_and_directories(tmp_path):
    (tmp_path / "sub").mkdir()
    broken = tmp_path / "sub" / "broken.mtg"
    broken.write_text("player Alice\nplyer Bob\n")
    result = CliRunner().invoke(app, ["check", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"{broken}:2:1: unexpected 'plyer'")
    assert "did you mean 'player'?" in result.stderr


def test_check_a_card_library_file(tmp_path):
    lib = tmp_path / "cards.mtg"
    lib.write_text('card "Lightning Bolt"\n  cost {R}\n  type Instant\n  text "Lightning Bolt deals 3 damage to target creature or player."\n')
    result = CliRunner().invoke(app, ["check", str(lib)])
    assert result.exit_code == 0 and result.stdout == f"{lib}: ok\n"


def test_check_missing_file(tmp_path):
    result = CliRunner().invoke(app, ["check", str(tmp_path / "nope.mtg")])
    assert result.exit_code == 2
    assert "cannot read the file" in result.stderr


def test_check_an_empty_directory(tmp_path):
    result = CliRunner().invoke(app, ["check", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stderr == f"error: no scenario files (*.mtg) under {tmp_path}\n"
