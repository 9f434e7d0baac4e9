"""A player named relative to the ability's controller is typed (issue 43: kinds as types):
``ir.Filter.controller`` — whose an object is, the controller of a permanent or spell, the owner of a card
in another zone (217.1), or the player himself ("target opponent") — and a turn condition's player
(``ir.ConditionKind.TURN``'s ``value``: "as long as it's your turn") are :class:`judge.cards.ir.PlayerRelation`
members or None: YOU (the ability's controller, glossary "You/Your") or OPPONENT (an opponent of that player).

The reader builds members, the engine tells them apart by identity (never by words) and refuses a card
whose description or turn condition holds anything else (judge.engine.support), ``judge card`` says them
through one mapping (``describe.PLAYER_RELATION_WORDS``), and the serialised IR (``judge card --json``, the
card cache, the prebuilt library) keeps the words it always had."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest

from judge._speed.enums import IdentityEnum
from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import PLAYER_RELATION_WORDS, condition_phrase, filter_phrase, trigger_phrase
from judge.cards.ir import PlayerRelation, TriggerEvent, TriggerWhose
from judge.cards.library import all_cards
from tests import source_trees
from tests.engine.support import era_pool_nodes
from judge.dsl.ast import Wording
from judge.engine import support
from judge.zones import Zone

PACKAGE = Path(__file__).resolve().parents[2] / "judge"
ERA_POOL = Path(__file__).resolve().parents[3] / "shared" / "data" / "era-cards.json"
YOU, OPPONENT = PlayerRelation.YOU, PlayerRelation.OPPONENT

#: Era cards whose descriptions (or turn conditions) name each member by each of the reader's ways, in
#: both wordings: (card, wording, the IR class, its zone or condition kind, the member, played).
ERA_RELATIONS = [
    # "creatures you control" (a description's controller)
    ("Glorious Anthem", Wording.ORACLE, ir.Filter, "in play", YOU, False),
    ("Glorious Anthem", Wording.PRINTED, ir.Filter, "in play", YOU, False),
    # "target opponent" (the player himself)
    ("Coercion", Wording.ORACLE, ir.Filter, "in play", OPPONENT, False),
    # "creatures your opponents play" (Uphill Battle), "creature spells you play" (Planar Gate)
    ("Uphill Battle", Wording.ORACLE, ir.Filter, "in play", OPPONENT, True),
    ("Planar Gate", Wording.ORACLE, ir.Filter, "stack", YOU, True),
    # "creature card from your graveyard" / "… an opponent's graveyard" (the owner, 217.1)
    ("Raise Dead", Wording.ORACLE, ir.Filter, "graveyard", YOU, False),
    ("Gravedigger", Wording.PRINTED, ir.Filter, "graveyard", YOU, False),
    ("Ashen Powder", Wording.ORACLE, ir.Filter, "graveyard", OPPONENT, False),
    ("Misinformation", Wording.PRINTED, ir.Filter, "graveyard", OPPONENT, False),
    # "as long as it's (not) your turn"
    ("Vibrating Sphere", Wording.ORACLE, ir.Condition, ir.ConditionKind.TURN, YOU, None),
    ("Vibrating Sphere", Wording.ORACLE, ir.Condition, ir.ConditionKind.TURN, OPPONENT, None),
    ("Vibrating Sphere", Wording.PRINTED, ir.Condition, ir.ConditionKind.TURN, OPPONENT, None),
]


def _relations(abilities: ir.CardAbilities, nodes: Any = None) -> list:
    """Every description naming a player relative to the ability's controller, and every turn condition: of the
    nodes ``ir.walk(abilities)`` gives, or of ``nodes`` given (a walk's nodes by their class,
    tests/engine/support.py's ``era_pool_nodes``)."""
    walked = ir.walk(abilities) if nodes is None else \
        [n for kind, found in nodes.items() if issubclass(kind, (ir.Filter, ir.Condition)) for n in found]
    return [n for n in walked if (isinstance(n, ir.Filter) and n.controller is not None)
            or (isinstance(n, ir.Condition) and n.kind is ir.ConditionKind.TURN)]


def _strays(abilities: ir.CardAbilities, nodes: Any = None) -> list:
    """The descriptions and turn conditions whose player is no member."""
    return [n for n in _relations(abilities, nodes)
            if type(n.controller if isinstance(n, ir.Filter) else n.value) is not PlayerRelation]


def test_the_relation_is_an_identity_enum_of_two_players():
    assert issubclass(PlayerRelation, IdentityEnum)
    assert {m.value for m in PlayerRelation} == {"you", "opponent"}
    assert ir.Filter.__annotations__["controller"] in ("Optional[PlayerRelation]", PlayerRelation)
    assert ir.Condition.__annotations__["value"] == "Union[str, PlayerRelation, None]"


def test_every_description_the_library_reads_names_a_member():
    seen = set()
    for card in all_cards():
        abilities = catalog().abilities(card)
        assert not _strays(abilities), card.name
        seen |= {n.controller for n in _relations(abilities) if isinstance(n, ir.Filter)}
    assert seen == {YOU, OPPONENT}


@pytest.mark.parametrize("name, wording, cls, where, member, played", ERA_RELATIONS,
                         ids=[f"{c[0]}-{c[1].value}-{c[4].value}" for c in ERA_RELATIONS])
def test_the_era_cards_descriptions_name_members(name, wording, cls, where, member, played):
    abilities = catalog().abilities(catalog().card(name, wording))
    assert not _strays(abilities)
    if cls is ir.Filter:
        found = [n for n in _relations(abilities) if isinstance(n, ir.Filter) and n.zone is Zone(where)
                 and n.controller is member and (ir.PLAYED in n.extra) is played]
    else:
        found = [n for n in _relations(abilities) if isinstance(n, ir.Condition) and n.kind is where and n.value is member]
    assert found, _relations(abilities)


@pytest.mark.skipif(not ERA_POOL.exists(), reason=f"{ERA_POOL} is absent (it stays out of the repository)")
def test_every_description_of_the_era_pool_names_a_member():
    """Both wordings of all 4,438 era cards: whatever the reader made of them, a player relative to the
    ability's controller is a member — and both members, and both turn conditions, are read somewhere."""
    seen = set()
    for name, wording, abilities, nodes in era_pool_nodes(ERA_POOL):  # (each reading walked once a process)
        assert not _strays(abilities, nodes), (name, wording)
        seen |= {(type(n).__name__, n.controller if isinstance(n, ir.Filter) else n.value)
                 for n in _relations(abilities, nodes)}
    assert seen == {("Filter", YOU), ("Filter", OPPONENT), ("Condition", YOU), ("Condition", OPPONENT)}


def test_a_word_sneaking_in_is_found_and_refused():
    """A description or a turn condition built with the words of old is caught by the walk above, and the
    engine refuses the card loudly (judge.engine.support) rather than read "you" as anyone's, or "you"'s
    turn as the opponent's."""
    anthem = ir.StaticAbility(effects=(ir.ModifyPT(ir.All((ir.Filter(types=("creature",), controller="you"),)),  # type: ignore[arg-type]
                                                   1, 1),))
    card = ir.CardAbilities("Test", abilities=(anthem,))
    assert len(_strays(card)) == 1
    assert support.unsupported(card) == ["a description's player 'you' that is no ir.PlayerRelation"]
    typed = ir.CardAbilities("Test", abilities=(ir.StaticAbility(effects=(ir.ModifyPT(
        ir.All((ir.Filter(types=("creature",), controller=YOU),)), 1, 1),)),))
    assert not _strays(typed) and support.unsupported(typed) == []
    sphere = ir.StaticAbility(effects=typed.abilities[0].effects,
                              condition=ir.Condition(ir.ConditionKind.TURN, value="you"))
    assert support.unsupported(ir.CardAbilities("Test", abilities=(sphere,))) == [
        "a turn condition's player 'you' that is no ir.PlayerRelation"]
    sphere = ir.StaticAbility(effects=typed.abilities[0].effects, condition=ir.Condition(ir.ConditionKind.TURN, value=YOU))
    assert support.unsupported(ir.CardAbilities("Test", abilities=(sphere,))) == []


def _words(n: ast.AST) -> bool:
    if isinstance(n, ast.Constant):
        return isinstance(n.value, str)
    return isinstance(n, (ast.Tuple, ast.List, ast.Set)) and any(_words(e) for e in n.elts)


def _compared_with_words(tree: ast.AST) -> list[str]:
    """``f.controller == "you"``, ``flt.controller in (None, "you", "opponent")``, ``{"you": …}.get(f.controller)``,
    ``cond.value == "you"``: a controller (any object's: a permanent's is a player's name, never these words)
    or a condition's value compared with, or looked up by, the words."""
    def relation(n: ast.AST) -> bool:
        return isinstance(n, ast.Attribute) and n.attr == "controller"

    def player_words(n: ast.AST) -> bool:
        return _words(n) and any(isinstance(c, ast.Constant) and c.value in ("you", "opponent") for c in ast.walk(n))

    out = [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Compare)
           and any(relation(s) for s in (n.left, *n.comparators)) and any(_words(s) for s in (n.left, *n.comparators))]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Compare)
            and any(isinstance(s, ast.Attribute) and s.attr == "value" for s in (n.left, *n.comparators))
            and any(player_words(s) for s in (n.left, *n.comparators))]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and n.func.attr == "get" and isinstance(n.func.value, ast.Dict)
            and any(player_words(k) for k in n.func.value.keys if k is not None)
            and any(relation(s) for a in n.args for s in ast.walk(a))]
    return out


def test_no_controller_is_compared_with_words():
    """Nowhere in judge/ (the engine, the reader, describe, text, the drills): the field holds members."""
    assert _compared_with_words(ast.parse(
        'f.controller == "you"\nflt.controller not in (None, "you", "opponent")\nf.controller is P.YOU\n'
        'c.value == "you"\nc.value == "won"\n{"you": " you play"}.get(f.controller or "", "")\n')) == [
        "f.controller == 'you'", "flt.controller not in (None, 'you', 'opponent')", "c.value == 'you'",
        "{'you': ' you play'}.get(f.controller or '', '')"]
    assert not source_trees.findings(_compared_with_words)  # parsed once a process: tests/source_trees.py


def test_the_serialised_ir_keeps_the_words_and_reads_back_members():
    """``judge card --json`` and the card cache write a member as the words the field held, in its place;
    a turn condition's too, and a condition of another kind keeps its own words (a string)."""
    cases = [
        (ir.Filter(types=("creature",), controller=YOU), {"ir": "Filter", "types": ["creature"], "controller": "you"}),
        (ir.Filter(players=True, controller=OPPONENT, zone=Zone.GRAVEYARD),
         {"ir": "Filter", "players": True, "controller": "opponent", "zone": "graveyard"}),
        (ir.Condition(ir.ConditionKind.TURN, value=OPPONENT),
         {"ir": "Condition", "kind": {"enum": "ConditionKind", "value": "turn"}, "value": "opponent"}),
    ]
    for value, data in cases:
        assert ir.to_data(value) == data and list(ir.to_data(value)) == list(data)
        back = ir.from_data(json.loads(json.dumps(data)))
        assert back == value
        assert (back.controller if isinstance(back, ir.Filter) else back.value) is \
            (value.controller if isinstance(value, ir.Filter) else value.value)
    other = ir.Condition(ir.ConditionKind.ATTACKED_LAST_TURN, ref=ir.This(), value="your")
    assert ir.from_data(json.loads(json.dumps(ir.to_data(other)))).value == "your"


def test_judge_card_says_each_member_through_one_mapping():
    assert set(PLAYER_RELATION_WORDS) == set(PlayerRelation)
    creature = ir.Filter(types=("creature",))
    assert [filter_phrase(ir.Filter(types=("creature",), controller=m)) for m in PlayerRelation] == [
        "creature you control", "creature an opponent controls"]
    assert [filter_phrase(ir.Filter(types=("card",), zone=Zone.GRAVEYARD, controller=m)) for m in PlayerRelation] \
        == ["card in your graveyard", "card in an opponent’s graveyard"]
    assert filter_phrase(ir.Filter(players=True, controller=OPPONENT)) == "opponent"
    assert filter_phrase(ir.Filter(types=("creature",), controller=YOU), you="Alice") == "creature Alice controls"
    assert [condition_phrase(ir.Condition(ir.ConditionKind.TURN, value=m)) for m in PlayerRelation] == [
        "it is your turn", "it is not your turn"]
    assert filter_phrase(creature) == "creature"


def test_a_trigger_s_tapper_is_said_in_english():
    """Sanctimony: "Whenever an opponent taps a Mountain for mana" — said "(by an opponent)", the player's
    words (describe.TRIGGER_WHOSE_WORDS), not the stored word ("(by opponent)"); Mana Flare's "(by a player)"."""
    mountain = ir.Filter(types=("land",), subtypes=("mountain",))
    said = {w: trigger_phrase(ir.Trigger(TriggerEvent.IS_TAPPED_FOR_MANA, mountain, whose=w))
            for w in (TriggerWhose.OPPONENT, TriggerWhose.EACH)}
    assert said[TriggerWhose.OPPONENT].endswith("is tapped for mana (by an opponent)"), said
    assert said[TriggerWhose.EACH].endswith("is tapped for mana (by a player)"), said
    sanctimony = catalog().abilities(catalog().card("Sanctimony", Wording.ORACLE))
    assert "(by an opponent)" in trigger_phrase(sanctimony.triggered[0].trigger)
