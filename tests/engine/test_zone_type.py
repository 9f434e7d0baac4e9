"""Issue 43, zones as types: the engine's zones and the card IR's zone fields hold :class:`judge.zones.Zone`
members, compared by identity; the words stay at the edges (the reader's words, the trace's, the JSON's)."""

from __future__ import annotations

import ast
import json
import typing

import pytest

from judge.cards import ir
from judge.zones import Zone
from tests import source_trees
from tests.source_trees import PACKAGE

#: The zone words (217.1; "phased out", glossary "Phased Out"; a filter's "outside play").
_ZONE_WORDS = frozenset(z.value for z in Zone) - {"any"}
#: The calls that take a zone (the engine's moves, a new object, a library's order).
_ZONE_CALLS = frozenset({"move", "move_many", "defer", "new_object", "GameObject", "reorder", "counter", "resolve_ref",
                         "resolve_refs"})
#: Zone words used as the keys of something that is no zone, each with what it is: the outcome's JSON (its
#: "stack" list), the loop detector's measures (the library's size, a terminal count).
_NOT_ZONES = frozenset({"'stack': [s.to_json() for s in self.stack]", "'library': -1"})


def _zone_words(n: ast.AST) -> bool:
    if isinstance(n, ast.Constant):
        return isinstance(n.value, str) and n.value in _ZONE_WORDS
    return isinstance(n, (ast.Tuple, ast.List, ast.Set)) and any(_zone_words(e) for e in n.elts)


def _zone_words_used(tree: ast.AST) -> list[str]:
    """A zone's word compared with anything (``obj.zone == "in play"``, ``zone in ("hand", "graveyard")``), used as
    a key (``game.zones[(p, "hand")]``, ``{"graveyard": …}``, ``.get("hand")``), or given where a zone is taken
    (``zone="stack"``, ``to_zone=…``, ``move(g, o, "graveyard", …)``): the zone is a member, its words are the
    trace's (the member's value) and the JSON's."""
    walk = source_trees.walk
    out = [ast.unparse(n) for n in walk(tree) if isinstance(n, ast.Compare)
           and any(_zone_words(s) for s in (n.left, *n.comparators))]
    out += [ast.unparse(n) for n in walk(tree) if isinstance(n, ast.Subscript) and _zone_words(n.slice)]
    for n in walk(tree):
        if isinstance(n, ast.Dict):
            out += [f"{ast.unparse(k)}: {ast.unparse(v)}" for k, v in zip(n.keys, n.values) if k is not None and _zone_words(k)]
        elif isinstance(n, ast.Call):
            name = n.func.attr if isinstance(n.func, ast.Attribute) else n.func.id if isinstance(n.func, ast.Name) else ""
            if name == "get" and n.args and _zone_words(n.args[0]) or name in _ZONE_CALLS and any(map(_zone_words, n.args)):
                out.append(ast.unparse(n))
            out += [ast.unparse(n) for k in n.keywords if k.arg and ("zone" in k.arg or k.arg.endswith("_to")
                                                                  or k.arg in ("destination", "rest")) and _zone_words(k.value)]
    return [h for h in out if h not in _NOT_ZONES]


def test_no_zone_is_told_apart_by_its_words_in_the_engine():
    """Nowhere in the engine is a zone compared with its words, looked up by them or given as them: the
    scenario language's AST holds members (judge.dsl.transform makes them: tests/dsl/test_zone_members.py), the card
    IR holds members (the reader makes them), and the outcome's views say the words (``ObjectView.zone``). (On
    the base of this change, 669 such uses in judge/engine.)"""
    assert _zone_words_used(ast.parse(
        'obj.zone == "in play"\nzone in ("hand", "graveyard")\ngame.zones[(p, "hand")]\n{"graveyard": 1}\n'
        'd.get("stack")\nreplace(f, zone="library")\nmove(g, o, "graveyard", "417.1")\nDig(rest_to="hand")\n'
        'obj.zone is Zone.IN_PLAY\nwhere = "in play" if z is Zone.IN_PLAY else f"in {z}"\n{Zone.HAND: "hand"}\n')) == [
        "obj.zone == 'in play'", "zone in ('hand', 'graveyard')", "game.zones[p, 'hand']", "'graveyard': 1",
        "d.get('stack')", "replace(f, zone='library')", "move(g, o, 'graveyard', '417.1')", "Dig(rest_to='hand')"]
    assert not source_trees.findings(_zone_words_used, (PACKAGE / "engine").rglob("*.py"))


def test_a_zone_is_an_identity_enum_of_its_words():
    """One type below the scenario language, the card IR and the engine (the ``judge`` layer), its values the
    words of 217.1; formatted, a member says its words (the trace's f-strings)."""
    from judge._speed.enums import IdentityEnum

    assert issubclass(Zone, IdentityEnum) and Zone.__hash__ is object.__hash__
    assert Zone("in play") is Zone.IN_PLAY and Zone("removed from the game") is Zone.REMOVED
    assert f"in Alice's {Zone.GRAVEYARD}" == "in Alice's graveyard" and str(Zone.IN_PLAY) == "in play"
    assert Zone.IN_PLAY != "in play"  # (a word is no zone: compared by identity only)


@pytest.mark.parametrize("cls, field, hint", [
    (ir.Filter, "zone", typing.Optional[Zone]), (ir.MoveTo, "zone", Zone), (ir.ActivatedAbility, "zone", Zone),
    (ir.TriggeredAbility, "zone", Zone), (ir.CounterSpell, "destination", Zone), (ir.Dig, "take_to", Zone),
    (ir.Dig, "rest_to", Zone), (ir.ChooseOneOfCards, "chosen_to", Zone), (ir.SearchZones, "zones", tuple[Zone, ...]),
    (ir.SearchZones, "rest", Zone), (ir.ShuffleIntoLibrary, "zones", tuple[Zone, ...]),
    (ir.RevealTopSort, "to_zone", Zone), (ir.RevealTopSort, "rest_zone", Zone), (ir.RevealedIntoPlay, "others_to", Zone),
    (ir.SearchCopies, "zones", tuple[Zone, ...])])
def test_the_ir_s_zone_fields_are_typed(cls, field, hint):
    assert typing.get_type_hints(cls)[field] == hint


def test_the_reader_makes_members_and_the_json_keeps_the_words():
    """The reader builds members (Raise Dead's move to the hand, its target in a graveyard; Squee's ability from
    the graveyard); ``to_data`` writes the words, as when the fields were strings (the card cache, the prebuilt
    library, ``judge card --json``), and ``from_data`` builds the members back."""
    from judge.cards.catalog import catalog
    from judge.dsl.ast import Wording

    def walk(x):
        if isinstance(x, tuple):
            for v in x:
                yield from walk(v)
        elif hasattr(x, "__dataclass_fields__"):
            yield x
            for name in x.__dataclass_fields__:
                yield from walk(getattr(x, name))

    for name, want in (("Raise Dead", {Zone.HAND, Zone.GRAVEYARD}), ("Squee, Goblin Nabob", {Zone.GRAVEYARD, Zone.HAND}),
                       ("Memory Lapse", {Zone.STACK, Zone.LIBRARY}), ("Gravedigger", {Zone.HAND, Zone.GRAVEYARD})):
        abilities = catalog().abilities(catalog().card(name, Wording.ORACLE))
        zones = set()
        for node in walk(abilities):
            for field in ("zone", "destination", "to_zone", "rest_zone", "take_to", "rest_to", "chosen_to"):
                value = getattr(node, field, None)
                if value is not None:
                    assert isinstance(value, Zone), (name, type(node).__name__, field, value)
                    zones.add(value)
        assert want <= zones, (name, zones)
        data = ir.to_data(abilities)
        text = json.dumps(data, sort_keys=True)
        assert "Zone" not in text  # (the words, no enum's record)
        assert ir.from_data(json.loads(text)) == abilities  # (members built back: equal by identity)


def test_the_game_holds_members_and_the_outcome_says_words():
    """The game built from a scenario holds members (``GameObject.zone``, ``game.zones``' keys, a move's
    ``Event.from_zone``/``to_zone``); the outcome's views and ``judge ask --json`` say the words."""
    from judge.dsl.parser import parse
    from judge.engine.build import build
    from judge.engine.driver import Tracer, run

    text = ("player Alice\nplayer Bob\nturn Alice, first main\nAlice in play: Grizzly Bears as @b, Mountain\n"
            "Alice hand: Lightning Bolt\nAlice library: 3 unknown cards\nBob library: 3 unknown cards\n"
            "Alice casts Lightning Bolt targeting @b\nall pass\n")
    scn = parse(text)
    game = build(scn, Tracer())
    assert {o.zone for o in game.objects.values()} == {Zone.IN_PLAY, Zone.HAND, Zone.LIBRARY}
    assert all(isinstance(z, Zone) for _p, z in game.zones)
    out = run(scn)
    bears = next(o for o in out.final.objects if o.name == "Grizzly Bears")
    assert bears.zone == "graveyard" and bears.to_json()["zone"] == "graveyard"
