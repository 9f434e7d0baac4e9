"""CliRunner tests of ``judge card`` and ``judge cards [--check]``."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()


@pytest.fixture(autouse=True)
def wide(monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")


def run(*args: str):
    return runner.invoke(app, list(args))


def test_card_shows_card_and_abilities():
    result = run("card", "prodigal sorcerer")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Prodigal Sorcerer" in out and "{2}{U}" in out and "Creature - Wizard" in out and "1/1" in out
    assert "{T}: Prodigal Sorcerer deals 1 damage to target creature or player." in out
    assert "Activated [{T}]: deal 1 damage to target #1" in out
    assert "creature or player" in out


def test_card_json():
    result = run("card", "Shock", "--json")
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    data = json.loads(result.stdout)
    assert data["name"] == "Shock" and data["cost"] == "{R}" and data["type_line"] == "Instant"
    assert data["text"] == ["Shock deals 2 damage to target creature or player."]
    spell = data["abilities"]["spell"]
    assert spell["effects"] == [{"ir": "DealDamage", "amount": 2, "to": [{"ir": "Target", "index": 0}]}]
    assert spell["targets"][0]["filter"] == {"ir": "Filter", "types": ["creature"], "players": True}
    assert data["description"][0].startswith("Spell: deal 2 damage")


def test_card_keywords_and_basic_land():
    out = run("card", "Forest").stdout
    assert "Mana ability (intrinsic, 214.9e) [{T}]: add {G} to your mana pool" in out
    out = run("card", "Birds of Paradise").stdout
    assert "Keyword: flying" in out and "Mana ability" in out


def test_unknown_card_exits_2_with_suggestion():
    result = run("card", "Lightning Bolts")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("error: unknown card 'Lightning Bolts'; did you mean 'Lightning Bolt'")
    assert "Traceback" not in result.stderr


def test_unknown_card_json_exits_2():
    result = run("card", "Nope Nope", "--json")
    assert result.exit_code == 2 and result.stdout == ""


def test_cards_check_passes():
    result = run("cards", "--check")
    assert result.exit_code == 0, result.output
    assert "library cards parse" in result.stdout


def test_cards_check_json():
    result = run("cards", "--check", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["failures"] == [] and data["cards"] == data["parsed"] >= 60


def test_cards_list_and_json():
    result = run("cards")
    assert result.exit_code == 0 and "Wrath of God" in result.stdout
    data = json.loads(run("cards", "--json").stdout)
    assert {"name": "Shock", "cost": "{R}", "type_line": "Instant"} in data


def _broken_library(monkeypatch, tmp_path):
    from judge.cards import library

    (tmp_path / "bad.mtg").write_text(
        'card "Good Bear"\n  cost {1}{G}\n  type Creature - Bear\n  pt 2/2\n\n'
        'card "Bad Bear"\n  cost {1}{G}\n  type Creature - Bear\n  pt 2/2\n  text "Bad Bear juggles."\n',
        encoding="utf-8")
    cards = library.load(tmp_path)
    monkeypatch.setattr(library, "_library", lambda: cards)


def test_cards_check_reports_failures_and_exits_1(monkeypatch, tmp_path):
    _broken_library(monkeypatch, tmp_path)
    result = run("cards", "--check")
    assert result.exit_code == 1
    assert "Bad Bear" in result.stdout and "juggles" in result.stdout
    assert "1/2 library cards parse; 1 fail" in result.stdout


def test_cards_check_json_failures(monkeypatch, tmp_path):
    _broken_library(monkeypatch, tmp_path)
    result = run("cards", "--check", "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["cards"] == 2 and data["parsed"] == 1
    assert data["failures"][0]["name"] == "Bad Bear" and "~ juggles." in data["failures"][0]["error"]


def test_help_has_examples():
    assert "Example: judge card" in run("card", "--help").stdout
    assert "Example: judge cards --check" in run("cards", "--help").stdout
