"""The prebuilt card library (``judge/cards/prebuilt.json``): it equals a fresh build (so it
can never go stale silently), its IR equals the grammar's for every library card, the IR
round-trips through JSON, and a card whose text differs from the library's is parsed."""

from __future__ import annotations

import functools
import json
import subprocess
import sys

import pytest

from judge.cards import build, ir, library, prebuilt
from judge.cards.text import CardTextError, parse_card_text, parse_card_text_fresh
from judge.dsl.ast import CardDef


@pytest.fixture(scope="module")
def fresh_library():
    return library.load()


@pytest.fixture(scope="module")
def fresh_abilities(fresh_library):
    """Every library card's IR parsed afresh by the grammar, once for the tests that compare it."""
    return {key: parse_card_text_fresh(card) for key, card in fresh_library.items()}


_PREBUILT_TEXT = build.prebuilt_text


@functools.lru_cache(maxsize=None)
def _fresh_build() -> str:
    """``build.prebuilt_text()`` (every library card parsed afresh), made once a process: the
    freshness test compares the committed file with it, and the build command's check is given
    it (it made it twice more, ~1 s of CPU each)."""
    return _PREBUILT_TEXT()


def test_committed_prebuilt_file_equals_a_fresh_build():
    assert prebuilt.PATH.exists(), "run: python -m judge.cards.build"
    assert prebuilt.PATH.read_text(encoding="utf-8") == _fresh_build(), (
        "judge/cards/prebuilt.json is stale: run python -m judge.cards.build and commit it")
    assert prebuilt.available()


def test_prebuilt_cards_equal_the_parsed_library(fresh_library):
    assert prebuilt.names() == tuple(fresh_library)
    assert library.all_cards() == tuple(fresh_library.values())
    for key, card in fresh_library.items():
        assert prebuilt.card(key) == card
        assert library.get(card.name.upper()) == card


def test_prebuilt_names_equal_the_scan():
    scanned = frozenset(name for name, _file in library.scan_names(library.LIBRARY_DIR))
    assert prebuilt.written_names() == scanned
    assert library.card_names() == scanned


def test_prebuilt_ir_equals_fresh_parse_for_every_library_card(fresh_library, fresh_abilities):
    for key, card in fresh_library.items():
        fresh = fresh_abilities[key]
        got = prebuilt.abilities(card.name, card.text, card.type_line, tuple(card.types), tuple(card.subtypes),
                                 card.cost)
        assert got == fresh, card.name
        assert parse_card_text(card) == fresh, card.name


def test_ir_round_trips_through_json_for_every_library_card(fresh_library, fresh_abilities):
    for key, card in fresh_library.items():
        abilities = fresh_abilities[key]
        assert ir.from_data(json.loads(json.dumps(ir.to_data(abilities)))) == abilities, card.name


def test_from_data_rejects_unknown_classes():
    with pytest.raises(ValueError):
        ir.from_data({"ir": "os.system"})
    assert ir.from_data({"ir": "Optional", "effects": []}) == ir.Optional_(())


def test_a_card_whose_text_differs_from_the_library_is_parsed():
    bolt = library.get("Lightning Bolt")
    inline = CardDef(name="Lightning Bolt", type_line=bolt.type_line, types=bolt.types, cost=bolt.cost,
                     text="Lightning Bolt deals 4 damage to target creature or player.")
    assert prebuilt.abilities(inline.name, inline.text, inline.type_line, inline.types, inline.subtypes) is None
    assert parse_card_text(inline).spell.effects[0].amount == 4
    assert parse_card_text(bolt).spell.effects[0].amount == 3
    # the same text under another type line is parsed too (an instant made a sorcery)
    other = CardDef(name="Lightning Bolt", type_line="Sorcery", types=("Sorcery",), text=bolt.text)
    assert prebuilt.abilities(other.name, other.text, other.type_line, other.types, other.subtypes) is None
    with pytest.raises(CardTextError):
        parse_card_text(CardDef(name="Lightning Bolt", type_line="Instant", types=("Instant",),
                                text="Lightning Bolt does something odd."))


def test_a_stale_or_missing_prebuilt_file_is_ignored(tmp_path, monkeypatch):
    stale = json.loads(prebuilt.PATH.read_text(encoding="utf-8"))
    stale["inputs"] = "0" * 64
    path = tmp_path / "prebuilt.json"
    path.write_text(json.dumps(stale), encoding="utf-8")
    monkeypatch.setattr(prebuilt, "PATH", path)
    prebuilt.clear_caches()
    try:
        assert not prebuilt.available()
        assert prebuilt.card("lightning bolt") is None
        assert library.get("Lightning Bolt").name == "Lightning Bolt"  # parsed from the files
        monkeypatch.setattr(prebuilt, "PATH", tmp_path / "missing.json")
        prebuilt.clear_caches()
        assert not prebuilt.available()
    finally:
        monkeypatch.undo()
        prebuilt.clear_caches()
    assert prebuilt.available()


def test_judge_ask_parses_no_library_card_text():
    """A scenario that uses only library cards imports no lark at all for card text."""
    code = ("import sys; from judge.suite.runner import default_simulate, load_scenario; "
            "default_simulate(load_scenario('scenarios/examples/giant_growth_vs_bolt.mtg')); "
            "import judge.cards.text as t; print(t._parser.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=str(prebuilt.HERE.parent.parent)).stdout
    assert out.strip() == "0"


def test_build_check_command(monkeypatch, capsys):
    from judge.cards import text_lalr
    from judge.cards.build import main

    # the tables' own freshness test builds them (a child process, ~1.5 s); not twice
    monkeypatch.setattr(text_lalr, "build_fresh", lambda: text_lalr.PATH.read_text(encoding="utf-8"))
    # the prebuilt library's own freshness test builds it (test_committed_prebuilt_file_equals_a_fresh_build):
    # the same build, made once a process, given to both checks here
    monkeypatch.setattr(build, "prebuilt_text", lambda directory=None: _fresh_build() if directory is None
                        else _PREBUILT_TEXT(directory))
    assert main(["--check"]) == 0
    assert capsys.readouterr().out.count("is up to date") == 3  # (the tables, the prebuilt library, the rewrites' guards)
    monkeypatch.setattr(text_lalr, "build_fresh", lambda: "stale")
    assert main(["--check", "--full"]) == 1  # (without --full the tables' digests stand for them)
    assert "text_tables.json is stale" in capsys.readouterr().err
