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
    assert data[0] == {"path": str(good), "ok": True, "diagnostics": [], "notes": []}
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


# --------------------------------------------------------------------------- cards read before play


def _scenario_naming(tmp_path, name: str, wording: str = ""):
    from judge.dsl.transform import quote

    path = tmp_path / f"{abs(hash(name))}.mtg"
    path.write_text(f"player Alice\nplayer Bob\nturn Alice, precombat main\n"
                    f"Alice hand: {quote(name)}{' (' + wording + ')' if wording else ''}\nAlice passes\n",
                    encoding="utf-8")
    return path


def test_check_refuses_what_ask_refuses_for_cards_too(tmp_path):
    """For a seeded sample of era cards the engine can't read (and some it can), ``judge check``
    and ``judge ask`` say the same: the same located error, exit 2 — or both accept the file."""
    import random

    from judge.cards import era
    from judge.cards.catalog import catalog
    from judge.dsl.ast import Wording
    from judge.errors import CardTextError, JudgeError

    cat = catalog()
    rng = random.Random(38)
    refused, read = [], []
    for name in rng.sample(sorted(era.names().values()), 400):
        if cat.entry(name).library is not None:
            continue
        try:
            cat.abilities(cat.era_card(cat.entry(name).era, Wording.ORACLE))
            read.append(name)
        except CardTextError:
            refused.append(name)
        except JudgeError:
            continue
    assert len(refused) >= 12 and len(read) >= 6
    for name in refused[:12] + read[:6]:
        path = _scenario_naming(tmp_path, name)
        check = CliRunner().invoke(app, ["check", str(path)])
        ask = CliRunner().invoke(app, ["ask", "--quiet", str(path)])
        if name in refused:
            assert check.exit_code == ask.exit_code == 2, (name, check.output, ask.output)
            said = check.stderr.split(f"\n{path}: 1 error")[0]
            assert ask.stderr == f"error: {said}\n", name
            assert f"{path}:4:13: {name}: the card catalog's Oracle text can't be read" in said
            assert said.endswith(f"or try its printed wording: {name} (printed)")
        else:
            assert check.exit_code == 0 and check.stdout == f"{path}: ok\n", (name, check.output)
            assert ask.exit_code == 0, (name, ask.output)


def test_check_reads_every_card_a_scenario_defines_or_names_and_says_every_problem(tmp_path):
    path = tmp_path / "cards.mtg"
    path.write_text('card "Foo Bar"\n  cost {1}\n  type Creature - Bear\n  pt 1/1\n  text "Flying"\n'
                    '  text "Whenever Foo Bar frobnicates, draw a card."\n'
                    "player Alice\nplayer Bob\nturn Alice, precombat main\n"
                    "Alice in play: Foo Bar, Shahrazad, Gilded Drake (printed)\nAlice hand: Shahrazad\n",
                    encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--json", str(path)])
    assert result.exit_code == 2
    [report] = json.loads(result.stdout)
    assert [(d["line"], d["column"]) for d in report["diagnostics"]] == [(6, 3), (10, 25), (10, 36)]
    assert "cannot understand 'Whenever Foo Bar frobnicates" in report["diagnostics"][0]["message"]
    assert report["diagnostics"][1]["message"].startswith("Shahrazad: the card catalog's Oracle text can't be read")
    assert report["diagnostics"][2]["message"].startswith("Gilded Drake: the card catalog's printed wording can't be read")
