"""A trigger's player is typed (issue 43: kinds as types): ``ir.Trigger.whose`` is an
:class:`judge.cards.ir.TriggerWhose` member or None — only players: you, each (any player), an opponent, the
opponent chosen as the source came into play (410.10e), the enchanted permanent's controller. The two words
the field once held that name no player are flags of their own: ``one_or_more`` ("blocks or becomes
blocked by one or more [creatures]": once each combat, 410.9a) and ``extra_turn`` ("at the beginning of
that turn's end step": the extra turn the same effect gives, 300.6, a delayed ability's, 406.2a).

The reader builds members, the engine tells them apart by identity (never by words), ``judge card`` says
them through one mapping (``describe.TRIGGER_WHOSE_WORDS``), and the serialised IR (``judge card --json``,
the card cache, the prebuilt library) keeps the words it always had, flags included."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from judge._speed.enums import IdentityEnum
from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import TRIGGER_WHOSE_WORDS, trigger_phrase
from judge.cards.ir import TriggerEvent, TriggerWhose
from judge.cards.library import all_cards
from judge.dsl.ast import Step, Wording
from judge.engine import support
from tests import source_trees
from judge.zones import Zone

PACKAGE = Path(__file__).resolve().parents[2] / "judge"

#: Era cards whose triggers name each player and each flag (both wordings where both read), and what
#: they name: (card, wording, event, whose, one_or_more, extra_turn).
ERA_TRIGGERS = [
    ("Black Vise", Wording.ORACLE, TriggerEvent.BEGINNING_OF_STEP, TriggerWhose.CHOSEN, False, False),
    ("Booby Trap", Wording.ORACLE, TriggerEvent.DRAWS, TriggerWhose.CHOSEN, False, False),
    ("Havoc", Wording.PRINTED, TriggerEvent.PLAYS_SPELL, TriggerWhose.CHOSEN, False, False),
    ("Grim Feast", Wording.PRINTED, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, TriggerWhose.CHOSEN, False, False),
    ("Grim Feast", Wording.ORACLE, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, TriggerWhose.OPPONENT, False, False),
    ("Heart of Bogardan", Wording.ORACLE, TriggerEvent.UPKEEP_NOT_PAID, TriggerWhose.EACH, False, False),
    ("Haunting Wind", Wording.ORACLE, TriggerEvent.TAPPED_OR_PLAYED, TriggerWhose.EACH, False, False),
    ("Powerleech", Wording.ORACLE, TriggerEvent.TAPPED_OR_PLAYED, TriggerWhose.OPPONENT, False, False),
    ("Mana Flare", Wording.ORACLE, TriggerEvent.IS_TAPPED_FOR_MANA, TriggerWhose.EACH, False, False),
    ("Sanctimony", Wording.ORACLE, TriggerEvent.IS_TAPPED_FOR_MANA, TriggerWhose.OPPONENT, False, False),
    ("Horn of Greed", Wording.ORACLE, TriggerEvent.PLAYS_LAND, TriggerWhose.EACH, False, False),
    ("Burgeoning", Wording.ORACLE, TriggerEvent.PLAYS_LAND, TriggerWhose.OPPONENT, False, False),
    ("Fastbond", Wording.ORACLE, TriggerEvent.PLAYS_LAND, TriggerWhose.YOU, False, False),
    ("Liability", Wording.ORACLE, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, TriggerWhose.EACH, False, False),
    ("Paralyze", Wording.ORACLE, TriggerEvent.BEGINNING_OF_STEP, TriggerWhose.ENCHANTED, False, False),
    # a delayed ability waiting for the step of the player its creator's trigger event was about (session 69, h6)
    ("Nafs Asp", Wording.ORACLE, TriggerEvent.BEGINNING_OF_STEP, TriggerWhose.THAT_PLAYER, False, False),
    ("Sabertooth Cobra", Wording.ORACLE, TriggerEvent.BEGINNING_OF_STEP, TriggerWhose.THAT_PLAYER, False, False),
    ("Necropotence", Wording.ORACLE, TriggerEvent.DISCARDS, TriggerWhose.YOU, False, False),
    ("Necropotence", Wording.ORACLE, TriggerEvent.BEGINNING_OF_STEP, TriggerWhose.YOU, False, False),
    ("Mossdog", Wording.ORACLE, TriggerEvent.BECOMES_TARGET, TriggerWhose.OPPONENT, False, False),
    ("Iron Maiden", Wording.ORACLE, TriggerEvent.BEGINNING_OF_STEP, TriggerWhose.OPPONENT, False, False),
    ("Megrim", Wording.ORACLE, TriggerEvent.DISCARDS, TriggerWhose.OPPONENT, False, False),
    ("Underworld Dreams", Wording.ORACLE, TriggerEvent.DRAWS, TriggerWhose.OPPONENT, False, False),
    ("Fasting", Wording.ORACLE, TriggerEvent.DRAWS, TriggerWhose.YOU, False, False),
    ("Compost", Wording.ORACLE, TriggerEvent.TO_GRAVEYARD, TriggerWhose.OPPONENT, False, False),
    ("Energy Field", Wording.ORACLE, TriggerEvent.TO_GRAVEYARD, TriggerWhose.YOU, False, False),
    ("Gaea's Blessing", Wording.ORACLE, TriggerEvent.TO_GRAVEYARD_FROM_LIBRARY, TriggerWhose.YOU, False, False),
    ("Multani's Presence", Wording.ORACLE, TriggerEvent.COUNTERED, TriggerWhose.YOU, False, False),
    ("Briar Patch", Wording.ORACLE, TriggerEvent.ATTACKS, TriggerWhose.YOU, False, False),
    ("Orim's Prayer", Wording.ORACLE, TriggerEvent.ONE_OR_MORE_ATTACK, TriggerWhose.YOU, False, False),
    ("Divine Intervention", Wording.ORACLE, TriggerEvent.LAST_COUNTER_REMOVED, TriggerWhose.YOU, False, False),
    ("Rowen", Wording.ORACLE, TriggerEvent.FIRST_DRAW_REVEALED, TriggerWhose.YOU, False, False),
    ("Rashka the Slayer", Wording.ORACLE, TriggerEvent.BLOCKS, None, True, False),
    ("Dwarven Soldier", Wording.ORACLE, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, None, True, False),
    ("Serra Inquisitors", Wording.PRINTED, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, None, True, False),
    ("Final Fortune", Wording.ORACLE, TriggerEvent.BEGINNING_OF_STEP, None, False, True),
    ("Last Chance", Wording.PRINTED, TriggerEvent.BEGINNING_OF_STEP, None, False, True),
]


def _triggers(abilities: ir.CardAbilities) -> list[ir.Trigger]:
    return [n for n in ir.walk(abilities) if isinstance(n, ir.Trigger)]


def _strays(abilities: ir.CardAbilities) -> list[ir.Trigger]:
    """The triggers whose player is neither None nor a member, or whose flags are no bools."""
    return [t for t in _triggers(abilities) if (t.whose is not None and type(t.whose) is not TriggerWhose)
            or type(t.one_or_more) is not bool or type(t.extra_turn) is not bool]


def test_the_players_are_an_identity_enum_and_the_flags_are_fields_of_their_own():
    assert issubclass(TriggerWhose, IdentityEnum)
    assert {w.value for w in TriggerWhose} == {"you", "each", "opponent", "chosen", "enchanted", "that player"}
    assert ir.Trigger.__annotations__["whose"] in ("Optional[TriggerWhose]", TriggerWhose)
    assert ir.Trigger.__annotations__["one_or_more"] in ("bool", bool)
    assert ir.Trigger.__annotations__["extra_turn"] in ("bool", bool)
    assert ir.NEXT_CLEANUP.whose is TriggerWhose.EACH


def test_every_trigger_the_library_reads_names_a_member():
    seen = set()
    for card in all_cards():
        abilities = catalog().abilities(card)
        assert not _strays(abilities), card.name
        seen |= {t.whose for t in _triggers(abilities)}
    assert {TriggerWhose.YOU, TriggerWhose.EACH, TriggerWhose.OPPONENT} <= seen


@pytest.mark.parametrize("name, wording, event, whose, one_or_more, extra_turn", ERA_TRIGGERS,
                         ids=[f"{c[0]}-{c[1].value}" for c in ERA_TRIGGERS])
def test_the_era_cards_triggers_name_members_and_flags(name, wording, event, whose, one_or_more, extra_turn):
    abilities = catalog().abilities(catalog().card(name, wording))
    assert not _strays(abilities)
    found = [t for t in _triggers(abilities) if t.event is event and t.whose is whose
             and t.one_or_more is one_or_more and t.extra_turn is extra_turn]
    assert found, [(t.event, t.whose, t.one_or_more, t.extra_turn) for t in _triggers(abilities)]


def test_the_era_cards_cover_every_member_and_both_flags():
    assert {c[3] for c in ERA_TRIGGERS} - {None} == set(TriggerWhose)
    assert any(c[4] for c in ERA_TRIGGERS) and any(c[5] for c in ERA_TRIGGERS)


def test_a_word_sneaking_in_is_found_and_refused():
    """A trigger built with the words of old is caught by the walk above, and the engine refuses the
    card loudly (judge.engine.support) rather than read "you" as anyone's; so does a flag where the
    engine doesn't read it."""
    ab = ir.TriggeredAbility(ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose="you"),  # type: ignore[arg-type]
                             effects=(ir.GainLife(ir.You(), 1),))
    card = ir.CardAbilities("Test", abilities=(ab,))
    assert _strays(card) == [ab.trigger]
    assert support.unsupported(card) == ["a trigger's player 'you' that is no ir.TriggerWhose"]
    typed = ir.CardAbilities("Test", abilities=(ir.TriggeredAbility(
        ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=TriggerWhose.YOU), effects=ab.effects),))
    assert not _strays(typed) and support.unsupported(typed) == []
    own_step = ir.TriggeredAbility(ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, extra_turn=True),
                                   effects=ab.effects)
    assert support.unsupported(ir.CardAbilities("Test", abilities=(own_step,))) == [
        "'that turn's' step outside a delayed triggered ability of the extra turn (406.2a)"]
    attacks = ir.TriggeredAbility(ir.Trigger(TriggerEvent.ATTACKS, ir.This(), one_or_more=True), effects=ab.effects)
    assert support.unsupported(ir.CardAbilities("Test", abilities=(attacks,))) == [
        "'one or more' on the trigger event 'attacks' (read of blocks only, 410.9a)"]


def _whose_compared_with_words(tree: ast.AST) -> list[str]:
    """``x.whose == "you"``, ``whose in ("each", None)``: a ``whose`` compared with words."""
    def words(n: ast.AST) -> bool:
        if isinstance(n, ast.Constant):
            return isinstance(n.value, str)
        return isinstance(n, (ast.Tuple, ast.List, ast.Set)) and any(words(e) for e in n.elts)

    def whose(n: ast.AST) -> bool:
        return (isinstance(n, ast.Attribute) and n.attr == "whose") or (isinstance(n, ast.Name) and n.id == "whose")

    return [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Compare)
            and any(whose(s) for s in (n.left, *n.comparators)) and any(words(s) for s in (n.left, *n.comparators))]


def test_no_whose_is_compared_with_words():
    """Not in the engine, nor where judge.cards reads or words a trigger (its reader, describe, text: the
    reader's other modules have a ``whose`` of their own, a description's controller's words)."""
    assert _whose_compared_with_words(ast.parse('t.whose == "you"\nwhose in (None, "each")\nt.whose is W.YOU\n')) \
        == ["t.whose == 'you'", "whose in (None, 'each')"]
    cards = [PACKAGE / "cards" / name for name in ("describe.py", "text.py", "phrases.py", "ir.py", "reading/triggers.py")]
    assert not source_trees.findings(_whose_compared_with_words, [*(PACKAGE / "engine").rglob("*.py"), *cards])


def test_the_serialised_ir_keeps_the_words_and_reads_back_members_and_flags():
    """``judge card --json`` and the card cache write a player's words as before, and a flag as the words
    ``whose`` had for it, where ``whose`` always was (the JSON's keys in the same order)."""
    cases = [
        (ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=TriggerWhose.OPPONENT),
         {"ir": "Trigger", "event": "beginning of step", "step": "upkeep", "whose": "opponent"}),
        (ir.Trigger(TriggerEvent.BLOCKS, ir.This(), detail=ir.Filter(types=("creature",)), one_or_more=True),
         {"ir": "Trigger", "event": "blocks", "subject": {"ir": "This"}, "whose": "one or more",
          "detail": {"ir": "Filter", "types": ["creature"]}}),
        (ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, extra_turn=True),
         {"ir": "Trigger", "event": "beginning of step", "step": "end of turn", "whose": "that turn"}),
    ]
    for trig, data in cases:
        assert ir.to_data(trig) == data and list(ir.to_data(trig)) == list(data)
        back = ir.from_data(json.loads(json.dumps(data)))
        assert back == trig and back.whose is trig.whose
        assert back.one_or_more is trig.one_or_more and back.extra_turn is trig.extra_turn
    with pytest.raises(ValueError):  # (two sets of words for one field: never read back)
        ir.to_data(ir.Trigger(TriggerEvent.BLOCKS, ir.This(), whose=TriggerWhose.YOU, one_or_more=True))


def test_judge_card_says_each_member_through_one_mapping():
    assert set(TRIGGER_WHOSE_WORDS) == set(TriggerWhose)
    step = {w: trigger_phrase(ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=w)) for w in TriggerWhose}
    assert step == {TriggerWhose.YOU: "at the beginning of your upkeep step",
                    TriggerWhose.EACH: "at the beginning of each upkeep step",
                    TriggerWhose.OPPONENT: "at the beginning of each opponent's upkeep step",
                    TriggerWhose.CHOSEN: "at the beginning of the chosen player's upkeep step",
                    TriggerWhose.ENCHANTED: "at the beginning of the upkeep step of the enchanted permanent's controller",
                    TriggerWhose.THAT_PLAYER: "at the beginning of that player's upkeep step"}
    assert trigger_phrase(ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, extra_turn=True)) \
        == "at the beginning of that turn's end of turn step"
    spell = ir.Filter(types=("spell",), zone=Zone.STACK)
    assert [trigger_phrase(ir.Trigger(TriggerEvent.PLAYS_SPELL, whose=w, filter=spell))
            for w in (TriggerWhose.YOU, TriggerWhose.OPPONENT, TriggerWhose.EACH, TriggerWhose.CHOSEN, None)] == [
        "whenever you play a spell", "whenever an opponent plays a spell", "whenever a player plays a spell",
        "whenever the chosen player plays a spell", "whenever a player plays a spell"]
    assert trigger_phrase(ir.Trigger(TriggerEvent.DISCARDS, whose=TriggerWhose.OPPONENT)) \
        == "whenever an opponent discards a card"
