"""Issue 43, zones as types, in the scenario language: the AST's zones are :class:`judge.zones.Zone` members,
made from the words once by the transformer (the Classic words and the later rules' alike); the printer says
the words again, and a kept scenario (judge.dsl.kept) holds the members."""

from __future__ import annotations

import ast

from judge.dsl import ast as A
from judge.dsl import kept
from judge.dsl.parser import parse
from judge.dsl.printer import format_scenario
from judge.zones import Zone
from tests import source_trees
from tests.engine.test_zone_type import _zone_words_used
from tests.source_trees import PACKAGE

TEXT = """player Alice
player Bob
turn Alice, first main
Alice in play: Grizzly Bears as @b
Alice battlefield: Forest
Alice exile: Shock
Alice graveyard: Lightning Bolt
Alice hand: Raise Dead
Alice removed from the game: Swords to Plowshares
Alice library: Island
Alice casts Raise Dead targeting Lightning Bolt in Alice's graveyard
all pass
expect Lightning Bolt in Alice's hand
expect Grizzly Bears on the battlefield
expect Shock exiled
expect @b not phased out
expect Raise Dead in the graveyard
expect Alice hand has 1 card
expect 1 Forest in play under Alice's control
expect 1 Grizzly Bears phased out
expect 1 Swords to Plowshares removed from the game
question "How many?" asks cards in Alice graveyard
question "Where?" asks whether Lightning Bolt in Alice's hand
"""


def _zones(node):
    """Every value of a field named ``zone`` in the AST below ``node``."""
    if isinstance(node, tuple):
        for item in node:
            yield from _zones(item)
    elif hasattr(node, "__dataclass_fields__"):
        for name in node.__dataclass_fields__:
            value = getattr(node, name)
            if name == "zone":
                yield value
            else:
                yield from _zones(value)


def test_the_ast_holds_zone_members():
    scn = parse(TEXT)
    assert [o.zone for o in scn.objects] == [Zone.IN_PLAY, Zone.IN_PLAY, Zone.REMOVED, Zone.GRAVEYARD, Zone.HAND,
                                             Zone.REMOVED, Zone.LIBRARY]
    assert [e.body.zone for e in scn.expectations] == [Zone.HAND, Zone.IN_PLAY, Zone.REMOVED, Zone.PHASED_OUT,
                                                       Zone.GRAVEYARD, Zone.HAND, Zone.IN_PLAY, Zone.PHASED_OUT,
                                                       Zone.REMOVED]
    target = scn.actions[0].targets[0]
    assert (target.zone, target.player) == (Zone.GRAVEYARD, "Alice")
    assert scn.questions[0].query.zone is Zone.GRAVEYARD and scn.questions[1].query.body.zone is Zone.HAND
    found = [z for z in _zones((scn.objects, scn.actions, scn.expectations, scn.questions)) if z is not None]
    assert len(found) == 19 and all(type(z) is Zone for z in found)


def test_the_printer_says_the_words_and_reads_back_the_same():
    """The later rules' words print as the Classic ones (judge.dsl.modern); a count of phased-out objects prints
    as the language says it ("phased out", glossary "Phased Out"), not "in phased out", which no line says."""
    scn = parse(TEXT)
    text = format_scenario(scn)
    assert "Alice in play: Grizzly Bears as @b, Forest\n" in text
    assert "Alice removed from the game: Shock\n" in text and "Alice graveyard: Lightning Bolt\n" in text
    assert "expect Grizzly Bears in play\n" in text and "expect Shock removed from the game\n" in text
    assert "expect 1 Grizzly Bears phased out\n" in text and "in phased out" not in text
    assert "Alice casts Raise Dead targeting Lightning Bolt in Alice's graveyard\n" in text
    again = parse(text)
    assert again.objects == scn.objects and again.expectations == scn.expectations
    assert again.questions == scn.questions and again.actions == scn.actions


def test_a_kept_scenario_holds_the_members(tmp_path, monkeypatch):
    """The scenario cache writes a zone by its member's name, as the AST's kinds' members (no class named in the
    pickle), and reads it back as the member: a kept scenario is the one parsed."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("JUDGE_NO_SCENARIO_CACHE", raising=False)
    monkeypatch.delenv("JUDGE_NO_CACHE", raising=False)
    kept._store.cache_clear()
    try:
        scn = parse(TEXT)
        assert "Zone.IN_PLAY" in kept._members() and kept._members()["Zone.REMOVED"] is Zone.REMOVED
        kept.save(TEXT, scn, "names")
        found = kept.load(TEXT, "x.mtg")
        assert found is not None, "the kept entry was refused"
        back, checked = found
        assert checked == "names" and back.objects == scn.objects and back.expectations == scn.expectations
        assert all(type(z) is Zone for z in _zones((back.objects, back.actions, back.expectations)) if z is not None)
    finally:
        if kept._store() is not None:
            kept._store().close()
        kept._store.cache_clear()


def test_no_zone_is_told_apart_by_its_words_in_the_scenario_language():
    """judge.dsl compares, keys and gives zones as members (tests/engine/test_zone_type.py's scan), but where the
    words are no zone: a question's answers are words (judge.dsl.answers: what a trainee types, and the outcome's
    views say), and ``stack`` is also the name of a statement and its block (judge.dsl.parser)."""
    statement = {"block == 'stack'", "kind == 'stack'", "'stack' in seen", "seen['stack']"}
    found = source_trees.findings(_zone_words_used, (PACKAGE / "dsl").rglob("*.py"))
    found.pop("dsl/answers.py", None)
    found["dsl/parser.py"] = [h for h in found.get("dsl/parser.py", ()) if h not in statement]
    assert not {path: hits for path, hits in found.items() if hits}
    assert _zone_words_used(ast.parse('zone != "in play"')) == ["zone != 'in play'"]  # (the scan sees them)


def test_a_zone_given_as_words_is_refused_where_the_game_is_built():
    """The engine takes the AST's zones as they are: an AST made by hand with a zone's words (no transformer) is
    refused by name, not run as a zone no game has."""
    import dataclasses

    import pytest

    from judge.engine.build import build
    from judge.engine.driver import Tracer
    from judge.errors import JudgeError

    scn = parse("player Alice\nplayer Bob\nturn Alice, first main\nAlice in play: Forest\n")
    assert scn.objects[0].zone is Zone.IN_PLAY
    worded = dataclasses.replace(scn, objects=(dataclasses.replace(scn.objects[0], zone="in play"),))
    with pytest.raises(JudgeError, match=r"a zone line places objects in .* \(217\.1\), not 'in play'"):
        build(worded, Tracer())
