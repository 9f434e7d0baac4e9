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
    assert result.exit_code == 2 and json.loads(result.stdout)["error"]["exit_code"] == 2  # (the error document)


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


# --------------------------------------------------------------------------- judge cards --check --pool

POOL = {"cards": [
    {"name": "Shock Trooper", "mana_cost": "{1}{R}", "type_line": "Creature \u2014 Human Soldier", "power": "2",
     "toughness": "1", "oracle_text": "{T}: Shock Trooper deals 1 damage to any target.",
     "printed_type": "Summon Soldier", "printed_text": "{T}: Shock Trooper deals 1 damage to target creature or player."},
    {"name": "X Test", "mana_cost": "{W}", "type_line": "Creature \u2014 Soldier", "power": "1", "toughness": "1",
     "oracle_text": "{T}: X Test deals X damage to you.", "printed_type": "Summon Soldier",
     "printed_text": "{T}: X Test deals X damage to you."},
    {"name": "Dancing Test", "mana_cost": "{G}", "type_line": "Sorcery", "oracle_text": "Dance wildly.",
     "printed_type": "Sorcery", "printed_text": "Dance wildly."},
    {"name": "Odd Type", "type_line": "Spaceship", "oracle_text": ""},
]}


def _pool(tmp_path, data=POOL, name="pool.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return str(path)


def test_pool_check_says_of_each_card_supported_unsupported_or_rejected(tmp_path):
    result = run("cards", "--check", "--pool", _pool(tmp_path), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["total"], data["supported"], data["unsupported"], data["rejected"]) == (4, 1, 1, 2)
    by = {c["name"]: c for c in data["cards"]}
    assert by["Shock Trooper"]["status"] == "supported"
    assert by["X Test"]["status"] == "unsupported" and "an X that nothing announces" in by["X Test"]["detail"]
    assert by["Dancing Test"]["status"] == "rejected" and by["Dancing Test"]["sentence"] == "dance wildly."
    assert by["Dancing Test"]["column"] == 1
    assert by["Odd Type"]["status"] == "rejected" and "Spaceship" in by["Odd Type"]["detail"]
    assert data["rejected_shapes"][0]["cards"] == 1


def test_pool_check_in_the_printed_wording_and_as_text(tmp_path):
    result = run("cards", "--check", "--pool", _pool(tmp_path), "--wording", "printed")
    assert result.exit_code == 0, result.output
    assert "supported   Shock Trooper" in result.stdout
    assert "4 cards — 1 supported (25.0%), 1 parse but use a construct the engine does not execute, 2 rejected" \
        in result.stdout
    assert "Most common rejected shapes" in result.stdout


def test_pool_of_card_definitions(tmp_path):
    path = _pool(tmp_path, 'card "Zap Test"\n  cost {R}\n  type Instant\n  text "Zap Test deals 1 damage to any target."\n',
                 name="cards.mtg")
    result = run("cards", "--check", "--pool", path, "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["supported"] == 1


@pytest.mark.parametrize("content,words", [
    ("{not json", "not JSON"),
    ('{"cards": [{"nom": "x"}]}', "a list of card objects"),
    # a field of another kind than the era pool's (a number, a list, an object): said, not a traceback
    ('[{"name": "X", "type_line": 7}]', '"type_line" of X is not text'),
    ('[{"name": "X", "type_line": "Instant", "oracle_text": ["a"]}]', '"oracle_text" of X is not text'),
    ('[{"name": "X", "type_line": "Instant", "mana_cost": {"R": 1}}]', '"mana_cost" of X is not text'),
    ('[{"name": "X", "type_line": "Creature", "power": [2]}]', '"power" of X is not text or a number'),
])
def test_a_bad_pool_file_is_one_clear_error_exit_2(tmp_path, content, words):
    result = run("cards", "--check", "--pool", _pool(tmp_path, content))
    assert result.exit_code == 2
    assert words in result.output and "Traceback" not in result.output


def test_pool_needs_check_and_a_known_wording(tmp_path):
    path = _pool(tmp_path)
    assert run("cards", "--pool", path).exit_code == 2
    result = run("cards", "--check", "--pool", path, "--wording", "modern")
    assert result.exit_code == 2 and "oracle, printed" in result.output
    assert run("cards", "--check", "--pool", str(tmp_path / "absent.json")).exit_code == 2


def test_pool_in_the_sixth_edition_files_format(tmp_path):
    """classic-sixth-edition.json's shape: oracle_type, printed_text_clean (the printed text
    with the era's symbols), a basic land's printed mana symbol standing for its intrinsic ability."""
    data = {"cards": [
        {"name": "Plains", "printed_type": "Land", "oracle_type": "Basic Land \u2014 Plains", "printed_text": "oW",
         "printed_text_clean": "W", "oracle_text": "({T}: Add {W}.)"},
        {"name": "Zap Test", "mana_cost": "{R}", "printed_type": "Instant", "oracle_type": "Instant",
         "printed_text": "oR: nonsense", "printed_text_clean": "Zap Test deals 1 damage to target creature or player.",
         "oracle_text": "Zap Test deals 1 damage to any target."},
    ]}
    for wording in ("printed", "oracle"):
        result = run("cards", "--check", "--pool", _pool(tmp_path, data), "--wording", wording, "--json")
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)["supported"] == 2, (wording, result.stdout[:400])


def test_card_whose_printed_type_line_cant_be_read_shows_why():
    """Found by the glossary pass: `judge card` of a card whose printed type line the scenario
    language can't read ('Mono Artifact') ended in a KeyError traceback. (Black Lotus's text names
    the tapping a Mono Artifact's use meant, and is read; Staff of Zegon's doesn't.)"""
    result = run("card", "Staff of Zegon")
    assert result.exit_code == 0, result.output
    assert "The printed wording (Antiquities, 1994)  Mono Artifact" in result.output
    assert "the printed type line 'Mono Artifact' can't be read" in result.output
    printed = next(w for w in json.loads(run("card", "Staff of Zegon", "--json").output)["wordings"]
                   if w["wording"] == "printed")
    assert printed["type_line"] == "Mono Artifact" and printed["status"] == "rejected"


@pytest.mark.parametrize("name, words", [
    ("False Summoning", "Played only: in response to another player playing a creature (while that player's "
                        "creature spell is on the stack) (103.1)"),
    ("Mystic Denial", "Played only: in response to another player playing a creature or a sorcery (while that "
                      "player's creature or sorcery spell is on the stack) (103.1)"),
])
def test_card_says_a_printed_timing_window_in_words_not_its_key(name, words):
    """Portal Second Age as printed ("Play ~ only in response to another player playing a creature"):
    the window of the card's own (103.1) in words, the words a refusal says (judge.engine.restrictions),
    not the reader's key ("window another players creature spell")."""
    result = run("card", name)
    assert result.exit_code == 0, result.output
    assert words in result.stdout
    assert "window another players" not in result.stdout


def test_card_counts_auras_as_the_card_words_it():
    """Rabid Wombat ("+2/+2 for each Aura attached to it"; as printed "for each creature enchantment on
    it"): the count said as the card says it, "for each" and the noun before the qualifier "attached
    to" — not "+2 times the number of …" nor "the number of Aura attached to this"."""
    result = run("card", "Rabid Wombat")
    assert result.exit_code == 0, result.output
    assert "this gets +2/+2 for each Aura attached to this with an enchant creature subtype" in result.stdout
    assert "number of Aura" not in result.stdout and "times the number" not in result.stdout


@pytest.mark.parametrize("extra", [(), ("--check",), ("--json",), ("--search", "flying")])
def test_wording_without_a_pool_is_refused_not_ignored(extra):
    """`judge cards --wording printed` listed the library and ignored --wording (h70-8): the library has one wording
    of each card, so the option would change nothing — refused, exit 2, one paragraph naming --pool."""
    result = run("cards", "--wording", "printed", *extra)
    assert result.exit_code == 2, result.output
    assert "--pool" in result.output and "judge card NAME" in result.output and "Traceback" not in result.output
