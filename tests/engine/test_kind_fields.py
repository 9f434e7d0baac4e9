"""The IR's closed sets of kinds the engine compares are typed (issue 43: kinds as types), as
``ir.Filter.controller`` was (tests/engine/test_player_relation.py):

* ``ir.MoveTo.position`` — where in a library the cards go: an :class:`ir.LibraryPosition` (TOP, BOTTOM), the
  engine's own zone changes too (judge.engine.events: ``Event.position``, ``move``'s ``position``);
* ``ir.HandToLibrary.where`` — where the cards chosen from a hand go: TOP (Brainstorm), or None, the player's choice
  of the top or the bottom (Dream Cache);
* ``ir.MoveTo.order`` — who arranges several cards put into one library at once: an :class:`ir.LibraryOrder`
  (OWNER, their owner, 217.2d; YOU, "in any order you choose", 413.2c; SHUFFLED, no one: each library shuffled);
* ``ir.SpellAbility.chooser`` — who announces a modal spell's mode (409.1b): None, its controller, or an
  :class:`ir.ModeChooser` (OPPONENT, "An opponent chooses one"; TARGET_OPPONENT, the 1999 "Target opponent chooses
  one", that opponent a target too);
* the ``action`` of ``ir.CombatCost``, ``ir.MaxCombatants``, ``ir.CantUnlessOthers`` and ``ir.CantUnlessControlsMore``
  — the declaration a combat rule is about: an :class:`ir.CombatAction` (ATTACK, 308; BLOCK, 309; ATTACK_OR_BLOCK,
  both: Mogg Flunkies, Hollow Warrior), judge.engine.combat's declarations too;
* ``ir.GraveyardEnd.end`` — which end of a graveyard's pile "the top card of your graveyard" names: an
  :class:`ir.GraveyardPileEnd` (TOP, BOTTOM; 217.4a, 413.2f), an enum of its own (a graveyard takes no position);
* ``ir.Dig.take_position`` / ``rest_position`` and ``ir.CounterSpell.destination_position`` — where in a library
  the cards go, an :class:`ir.LibraryPosition` given with the zone "library" (None with any other zone): the zone
  fields held both in one string ("library top"), which the engine took apart; ``to_data`` still writes them so;
* ``ir.ChangeText.words`` — the kind of word a text change replaces: an :class:`ir.ChangedWords` (COLOR, Sleight of
  Mind; LAND_TYPE, Magical Hack; COLOR_OR_LAND_TYPE, Mind Bend; 415.1);
* ``ir.Trigger.step`` — the step whose beginning triggers an ability: a :class:`judge.dsl.ast.Step` (the steps of
  300.1, 302-314, and MAIN_PHASE, Mana Drain's either main phase), the scenario language's step names.

The reader builds members, the engine tells them apart by identity (never by words) and refuses a card whose
field holds anything else (judge.engine.support), ``judge card`` says them through one mapping in
judge/cards/describe.py, and the serialised IR (``judge card --json``, the card cache, the prebuilt library)
keeps the words it always had."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from judge._speed.enums import IdentityEnum
from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import (COMBAT_ACTION_WORDS, GRAVEYARD_PILE_END_WORDS, LIBRARY_ORDER_WORDS, LIBRARY_POSITION_WORDS,
                                  CHANGED_WORDS_WORDS, LIBRARY_END_WORDS, MODE_CHOOSER_WORDS, ability_phrase, effect_phrase, ref_phrase)
from judge.cards.library import all_cards
from judge.cards.describe import trigger_phrase
from judge.cards.english import STEP_WORDS
from judge.zones import Zone
from judge.dsl.ast import STEPS, Step, Wording
from judge.engine import support
from tests import source_trees
from tests.engine.support import era_pool_nodes

PACKAGE = Path(__file__).resolve().parents[2] / "judge"
ERA_POOL = Path(__file__).resolve().parents[3] / "shared" / "data" / "era-cards.json"
ORACLE, PRINTED = Wording.ORACLE, Wording.PRINTED


class KindField(NamedTuple):
    """One typed field: its class, its name, its enum, whether None is a reading too, the words it held."""

    cls: type
    name: str
    enum: type
    optional: bool
    words: tuple[str, ...]


ORDER = KindField(ir.MoveTo, "order", ir.LibraryOrder, False, ("owner", "you", "shuffled"))
CHOOSER = KindField(ir.SpellAbility, "chooser", ir.ModeChooser, True, ("opponent", "target opponent"))
POSITION = KindField(ir.MoveTo, "position", ir.LibraryPosition, False, ("top", "bottom"))
WHERE = KindField(ir.HandToLibrary, "where", ir.LibraryPosition, True, ("top", "bottom"))
COMBAT_WORDS = ("attack", "block", "attack or block")
COST_ACTION = KindField(ir.CombatCost, "action", ir.CombatAction, False, COMBAT_WORDS)
MAX_ACTION = KindField(ir.MaxCombatants, "action", ir.CombatAction, False, COMBAT_WORDS)
OTHERS_ACTION = KindField(ir.CantUnlessOthers, "action", ir.CombatAction, False, COMBAT_WORDS)
MORE_ACTION = KindField(ir.CantUnlessControlsMore, "action", ir.CombatAction, False, COMBAT_WORDS)
COMBAT_FIELDS = [COST_ACTION, MAX_ACTION, OTHERS_ACTION, MORE_ACTION]
END = KindField(ir.GraveyardEnd, "end", ir.GraveyardPileEnd, False, ("top", "bottom"))
TAKE_POSITION = KindField(ir.Dig, "take_position", ir.LibraryPosition, True, ("top", "bottom"))
REST_POSITION = KindField(ir.Dig, "rest_position", ir.LibraryPosition, True, ("top", "bottom"))
COUNTERED_POSITION = KindField(ir.CounterSpell, "destination_position", ir.LibraryPosition, True, ("top", "bottom"))
TEXT_WORDS = KindField(ir.ChangeText, "words", ir.ChangedWords, False, ("color", "land type", "color or land type"))
TRIGGER_STEP = KindField(ir.Trigger, "step", Step, True, (*STEPS, "main phase"))
FIELDS = [POSITION, WHERE, ORDER, CHOOSER, *COMBAT_FIELDS, END, TAKE_POSITION, REST_POSITION, COUNTERED_POSITION,
          TEXT_WORDS, TRIGGER_STEP]
#: The members the era pool's readings hold, where not every member: no card of the era puts cards from a hand on the
#: bottom of a library unasked (Dream Cache asks), nor counters a spell to a library's bottom; none limits the creatures that "can attack or block" together, nor
#: has a creature that "can't attack or block unless you control more …".
READ_IN_POOL = {WHERE: {ir.LibraryPosition.TOP}, COUNTERED_POSITION: {ir.LibraryPosition.TOP}, MAX_ACTION: {ir.CombatAction.ATTACK, ir.CombatAction.BLOCK},
                MORE_ACTION: {ir.CombatAction.ATTACK, ir.CombatAction.BLOCK},
                # no era card triggers at the beginning of a declare attackers, declare blockers, combat damage or
                # postcombat main step
                TRIGGER_STEP: {Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT,
                               Step.END_OF_COMBAT, Step.END_OF_TURN, Step.CLEANUP, Step.MAIN_PHASE}}
#: The fields no card of the library holds (the era pool's test finds their members): its cards are the bundled
#: scenarios' own, and none of them has a combat rule of these four, names a graveyard's top or bottom card or changes
#: a text.
NOT_IN_LIBRARY = {*COMBAT_FIELDS, END, TEXT_WORDS}
IDS = [f"{f.cls.__name__}.{f.name}" for f in FIELDS]

#: Era cards whose reading holds each member, in both wordings where both say it: (field, card, wording, member).
ERA_KINDS = [
    (POSITION, "Enlightened Tutor", ORACLE, ir.LibraryPosition.TOP),  # "put that card on top of your library"
    (POSITION, "Coral Fighters", ORACLE, ir.LibraryPosition.BOTTOM),  # "… on the bottom of that player's library"
    (POSITION, "Abundance", PRINTED, ir.LibraryPosition.BOTTOM),
    (WHERE, "Brainstorm", ORACLE, ir.LibraryPosition.TOP),  # "put two cards from your hand on top of your library"
    (WHERE, "Brainstorm", PRINTED, ir.LibraryPosition.TOP),
    (ORDER, "Enlightened Tutor", ORACLE, ir.LibraryOrder.OWNER),  # "put that card on top of your library"
    (ORDER, "Coral Fighters", ORACLE, ir.LibraryOrder.OWNER),  # "… on the bottom of that player's library"
    (ORDER, "Misinformation", ORACLE, ir.LibraryOrder.YOU),  # "… on top of their library in any order"
    (ORDER, "Misinformation", PRINTED, ir.LibraryOrder.YOU),
    (ORDER, "Agonizing Memories", PRINTED, ir.LibraryOrder.YOU),  # "… in any order you choose"
    (ORDER, "Abundance", PRINTED, ir.LibraryOrder.YOU),  # "… on the bottom of your library in any order"
    (ORDER, "Renewing Touch", ORACLE, ir.LibraryOrder.SHUFFLED),  # "Shuffle … into your library"
    (ORDER, "Barishi", ORACLE, ir.LibraryOrder.SHUFFLED),
    (CHOOSER, "Fatal Lore", ORACLE, ir.ModeChooser.OPPONENT),  # "An opponent chooses one —"
    (CHOOSER, "Misfortune", ORACLE, ir.ModeChooser.OPPONENT),
    (CHOOSER, "Fatal Lore", PRINTED, ir.ModeChooser.TARGET_OPPONENT),  # "Target opponent chooses one:"
    (CHOOSER, "Misfortune", PRINTED, ir.ModeChooser.TARGET_OPPONENT),
    (COST_ACTION, "Brainwash", ORACLE, ir.CombatAction.ATTACK),  # "Enchanted creature can't attack unless …"
    (COST_ACTION, "Leviathan", PRINTED, ir.CombatAction.ATTACK),  # "… can't attack unless you sacrifice two Islands"
    (COST_ACTION, "Hipparion", ORACLE, ir.CombatAction.BLOCK),  # "can't block creatures with power 3 or greater unless …"
    (COST_ACTION, "War Cadence", PRINTED, ir.CombatAction.BLOCK),
    (COST_ACTION, "Hollow Warrior", ORACLE, ir.CombatAction.ATTACK_OR_BLOCK),  # "can't attack or block unless you tap …"
    (COST_ACTION, "Hollow Warrior", PRINTED, ir.CombatAction.ATTACK_OR_BLOCK),
    (MAX_ACTION, "Caverns of Despair", ORACLE, ir.CombatAction.ATTACK),  # "No more than two creatures can attack …"
    (MAX_ACTION, "Caverns of Despair", PRINTED, ir.CombatAction.BLOCK),  # "… and no more than two … can block"
    (MAX_ACTION, "Crawlspace", PRINTED, ir.CombatAction.ATTACK),
    (OTHERS_ACTION, "Orcish Conscripts", ORACLE, ir.CombatAction.ATTACK),  # "can't attack unless at least two other …"
    (OTHERS_ACTION, "Orcish Conscripts", PRINTED, ir.CombatAction.BLOCK),
    (OTHERS_ACTION, "Okk", ORACLE, ir.CombatAction.BLOCK),  # "can't block unless a creature with greater power …"
    (OTHERS_ACTION, "Mogg Flunkies", ORACLE, ir.CombatAction.ATTACK_OR_BLOCK),  # "can't attack or block alone"
    (OTHERS_ACTION, "Mogg Flunkies", PRINTED, ir.CombatAction.ATTACK_OR_BLOCK),
    (MORE_ACTION, "Mogg Toady", ORACLE, ir.CombatAction.ATTACK),  # "can't attack unless you control more creatures …"
    (MORE_ACTION, "Monstrous Hound", PRINTED, ir.CombatAction.BLOCK),  # "can't block unless you control more lands …"
    (END, "Soldevi Digger", ORACLE, ir.GraveyardPileEnd.TOP),  # "Put the top card of your graveyard on the bottom …"
    (END, "Corpse Dance", ORACLE, ir.GraveyardPileEnd.TOP),  # "… the top creature card of your graveyard …"
    (END, "Guiding Spirit", ORACLE, ir.GraveyardPileEnd.TOP),  # "If the target creature card … is on top of …"
    (END, "Phyrexian Furnace", ORACLE, ir.GraveyardPileEnd.BOTTOM),  # "Remove the bottom card of target player's …"
    (END, "Phyrexian Furnace", PRINTED, ir.GraveyardPileEnd.BOTTOM),
    (TAKE_POSITION, "Ashnod's Cylix", ORACLE, ir.LibraryPosition.TOP),  # "… puts one of them back on top of …"
    (TAKE_POSITION, "Ransack", ORACLE, ir.LibraryPosition.BOTTOM),  # "… any number of them on the bottom of …"
    (TAKE_POSITION, "Ransack", PRINTED, ir.LibraryPosition.BOTTOM),
    (REST_POSITION, "Impulse", ORACLE, ir.LibraryPosition.BOTTOM),  # "Put the rest on the bottom of your library …"
    (REST_POSITION, "Impulse", PRINTED, ir.LibraryPosition.BOTTOM),
    (REST_POSITION, "Ransack", ORACLE, ir.LibraryPosition.TOP),  # "… and the rest on top of the library in any order"
    (REST_POSITION, "Ancestral Knowledge", PRINTED, ir.LibraryPosition.TOP),
    (COUNTERED_POSITION, "Memory Lapse", ORACLE, ir.LibraryPosition.TOP),  # "… on top of its owner's library instead …"
    (COUNTERED_POSITION, "Memory Lapse", PRINTED, ir.LibraryPosition.TOP),
    (TEXT_WORDS, "Sleight of Mind", ORACLE, ir.ChangedWords.COLOR),  # "… replacing all instances of one color word …"
    (TEXT_WORDS, "Sleight of Mind", PRINTED, ir.ChangedWords.COLOR),
    (TEXT_WORDS, "Magical Hack", ORACLE, ir.ChangedWords.LAND_TYPE),  # "… one basic land type with another"
    (TEXT_WORDS, "Mind Bend", ORACLE, ir.ChangedWords.COLOR_OR_LAND_TYPE),  # "… one color word or basic land type …"
    (TRIGGER_STEP, "Aboroth", ORACLE, Step.UPKEEP),  # cumulative upkeep: "At the beginning of your upkeep, …"
    (TRIGGER_STEP, "Aboroth", PRINTED, Step.UPKEEP),
    (TRIGGER_STEP, "Undiscovered Paradise", PRINTED, Step.UNTAP),  # "… during your next untap step"
    (TRIGGER_STEP, "Anvil of Bogardan", ORACLE, Step.DRAW),  # "At the beginning of each player's draw step, …"
    (TRIGGER_STEP, "Anvil of Bogardan", PRINTED, Step.DRAW),
    (TRIGGER_STEP, "Black Market", ORACLE, Step.PRECOMBAT_MAIN),  # "… your precombat main phase, …"
    (TRIGGER_STEP, "Black Market", PRINTED, Step.PRECOMBAT_MAIN),
    (TRIGGER_STEP, "Battering Ram", ORACLE, Step.BEGINNING_OF_COMBAT),  # "At the beginning of combat on your turn, …"
    (TRIGGER_STEP, "Abomination", ORACLE, Step.END_OF_COMBAT),  # "… destroy that creature at end of combat"
    (TRIGGER_STEP, "Abomination", PRINTED, Step.END_OF_COMBAT),
    (TRIGGER_STEP, "Aggression", ORACLE, Step.END_OF_TURN),  # "At the beginning of the end step of …"
    (TRIGGER_STEP, "Aggression", PRINTED, Step.END_OF_TURN),
    (TRIGGER_STEP, "Thawing Glaciers", ORACLE, Step.CLEANUP),  # "… at the beginning of the next cleanup step"
    (TRIGGER_STEP, "Mana Drain", ORACLE, Step.MAIN_PHASE),  # "At the beginning of your next main phase, …"
    (TRIGGER_STEP, "Mana Drain", PRINTED, Step.MAIN_PHASE),
]


def _holders(field: KindField, abilities: Any) -> list:
    return [n for n in ir.walk(abilities) if type(n) is field.cls]


def _strays(field: KindField, abilities: Any, holders: Any = None) -> list:
    """The nodes whose field holds no member (nor None, where None is a reading): of ``abilities``' holders, or
    of ``holders`` given."""
    return [n for n in (_holders(field, abilities) if holders is None else holders)
            if type(getattr(n, field.name)) is not field.enum and not (field.optional and getattr(n, field.name) is None)]


@pytest.mark.parametrize("field", FIELDS, ids=IDS)
def test_each_kind_is_an_identity_enum_of_its_words(field):
    assert issubclass(field.enum, IdentityEnum)
    assert tuple(m.value for m in field.enum) == field.words
    annotation = field.cls.__annotations__[field.name]
    assert annotation in (field.enum.__name__, f"Optional[{field.enum.__name__}]"), annotation


@pytest.mark.parametrize("field", FIELDS, ids=IDS)
def test_every_card_of_the_library_holds_members(field):
    """(The era pool's test below finds every member; the library holds some — or None alone, Dream Cache's — where
    it holds the class at all.)"""
    seen = set()
    for card in all_cards():
        abilities = catalog().abilities(card)
        assert not _strays(field, abilities), card.name
        seen |= {getattr(n, field.name) for n in _holders(field, abilities)}
    assert seen - {None} or (field.optional and seen == {None}) or field in NOT_IN_LIBRARY


@pytest.mark.parametrize("field, name, wording, member", ERA_KINDS,
                         ids=[f"{k[0].name}-{k[1]}-{k[2].value}-{k[3].value}" for k in ERA_KINDS])
def test_the_era_cards_hold_members(field, name, wording, member):
    abilities = catalog().abilities(catalog().card(name, wording))
    assert not _strays(field, abilities)
    assert any(getattr(n, field.name) is member for n in _holders(field, abilities)), _holders(field, abilities)


@pytest.mark.skipif(not ERA_POOL.exists(), reason=f"{ERA_POOL} is absent (it stays out of the repository)")
def test_every_reading_of_the_era_pool_holds_members():
    """Both wordings of all 4,438 era cards: whatever the reader made of them, each field holds a member —
    and every member is read somewhere. (Each reading walked once, its nodes kept by class: a field's holders
    are the nodes of its class, those :func:`_holders` walks for — tests/engine/support.py.)"""
    seen: dict[KindField, set] = {f: set() for f in FIELDS}
    for name, wording, _abilities, nodes in era_pool_nodes(ERA_POOL):
        for field in FIELDS:
            holders = nodes.get(field.cls, ())
            assert not _strays(field, None, holders), (name, wording, field.cls.__name__, field.name)
            seen[field] |= {getattr(n, field.name) for n in holders}
    for field in FIELDS:
        assert seen[field] - {None} == READ_IN_POOL.get(field, set(field.enum)), (field.cls.__name__, field.name)


def test_a_word_sneaking_in_is_refused():
    """A move into a library built with the words of old is refused loudly (judge.engine.support), not
    arranged by the owner ("you") or left unshuffled ("shuffled")."""
    for word in ORDER.words:
        move = ir.MoveTo(ir.Target(0), Zone.LIBRARY, order=word)  # type: ignore[arg-type]
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(move,)))
        assert len(_strays(ORDER, card)) == 1
        assert support.unsupported(card, spell_card=True) == [f"a move's order {word!r} that is no ir.LibraryOrder"]
    for member in ir.LibraryOrder:
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(ir.MoveTo(ir.Target(0), Zone.LIBRARY, order=member),)))
        assert not _strays(ORDER, card) and support.unsupported(card, spell_card=True) == []


def test_a_move_s_position_in_words_is_refused():
    """A move into a library whose position is the words of old is refused loudly, not put on top ("bottom")."""
    for word in POSITION.words:
        move = ir.MoveTo(ir.Target(0), Zone.LIBRARY, position=word)  # type: ignore[arg-type]
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(move,)))
        assert len(_strays(POSITION, card)) == 1
        assert support.unsupported(card, spell_card=True) == [f"a move's position {word!r} that is no ir.LibraryPosition"]


def test_a_hand_to_library_position_in_words_is_refused():
    """Brainstorm's "on top" in words is refused loudly, not read as a choice of the top or the bottom."""
    card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(ir.HandToLibrary(2, where="top"),)))  # type: ignore[arg-type]
    assert len(_strays(WHERE, card)) == 1
    assert support.unsupported(card, spell_card=True) == ["a hand-to-library move's position 'top' that is no ir.LibraryPosition"]
    for member in (None, *ir.LibraryPosition):
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(ir.HandToLibrary(2, where=member),)))
        assert not _strays(WHERE, card) and support.unsupported(card, spell_card=True) == []


def test_a_modal_spell_s_chooser_in_words_is_refused():
    """A modal spell whose chooser is the words of old is refused loudly, not announced by its controller as if
    the card said nothing ("opponent"), nor its opponent left untargeted ("target opponent")."""
    modes = (ir.Mode((ir.GainLife(ir.You(), 3),), text="You gain 3 life"),
             ir.Mode((ir.Draw(ir.You(), 1),), text="You draw a card"))
    for word in CHOOSER.words:
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(modes=modes, choose=1, chooser=word))  # type: ignore[arg-type]
        assert len(_strays(CHOOSER, card)) == 1
        assert support.unsupported(card, spell_card=True) == [f"a modal spell's chooser {word!r} that is no ir.ModeChooser"]
    for member in (None, *ir.ModeChooser):
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(modes=modes, choose=1, chooser=member))
        assert not _strays(CHOOSER, card) and support.unsupported(card, spell_card=True) == []


#: One of each combat rule, its declaration ``action`` left to the test, and what support says of a word there.
COMBAT_RULES = [
    (COST_ACTION, lambda a: ir.CombatCost(ir.This(), None, "{1}", ir.WHILE_IN_PLAY, action=a), "a cost's combat declaration"),
    (MAX_ACTION, lambda a: ir.MaxCombatants(None, None, None, ir.WHILE_IN_PLAY, action=a, count=2),
     "a combatant limit's declaration"),
    (OTHERS_ACTION, lambda a: ir.CantUnlessOthers(ir.This(), None, None, ir.WHILE_IN_PLAY, action=a),
     "a companion restriction's declaration"),
    (MORE_ACTION, lambda a: ir.CantUnlessControlsMore(ir.This(), ir.Filter(types=("creature",)), None, ir.WHILE_IN_PLAY,
                                                      action=a), "a control restriction's declaration"),
]


@pytest.mark.parametrize("field, rule, said", COMBAT_RULES, ids=[f.cls.__name__ for f, _, _ in COMBAT_RULES])
def test_a_combat_rule_s_declaration_in_words_is_refused(field, rule, said):
    """A combat rule whose declaration is the words of old is refused loudly, not applied to no declaration at all
    (the engine looks its member up: a word would be no declaration's)."""
    for word in field.words:
        card = ir.CardAbilities("Test", abilities=(ir.StaticAbility((rule(word),)),))  # type: ignore[arg-type]
        assert len(_strays(field, card)) == 1
        assert f"{said} {word!r} that is no ir.CombatAction" in support.unsupported(card)
    for member in ir.CombatAction:
        card = ir.CardAbilities("Test", abilities=(ir.StaticAbility((rule(member),)),))
        assert not _strays(field, card)
        assert not [p for p in support.unsupported(card) if "CombatAction" in p]


def test_a_graveyard_card_s_end_in_words_is_refused():
    """"The top card of your graveyard" whose end is the word of old is refused loudly, not read as the bottom card
    (the engine asks for TOP by identity: a word would be no member)."""
    for word in END.words:
        move = ir.MoveTo(ir.GraveyardEnd(ir.You(), word), Zone.LIBRARY)  # type: ignore[arg-type]
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(move,)))
        assert len(_strays(END, card)) == 1
        assert f"a graveyard card's end of the pile {word!r} that is no ir.GraveyardPileEnd" in support.unsupported(card, spell_card=True)
    for member in ir.GraveyardPileEnd:
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(ir.MoveTo(ir.GraveyardEnd(ir.You(), member), Zone.LIBRARY),)))
        assert not _strays(END, card) and support.unsupported(card, spell_card=True) == []


def test_a_zone_s_position_that_doesn_t_fit_is_refused():
    """A Dig or a countered spell's zone holding its position in words ("library top", the IR of old), a library
    without a position, or a position with another zone: each refused loudly, never moved somewhere unsaid."""
    top, bottom = ir.LibraryPosition.TOP, ir.LibraryPosition.BOTTOM
    cases = [
        (ir.Dig(ir.You(), 3, 1, "library top", Zone.GRAVEYARD), "a look's chosen cards' zone 'library top' that the engine doesn't put cards into"),
        (ir.Dig(ir.You(), 3, 1, Zone.HAND, "library bottom"), "a look's other cards' zone 'library bottom' that the engine doesn't put cards into"),
        (ir.Dig(ir.You(), 3, 1, Zone.HAND, Zone.LIBRARY), "a look's other cards' zone 'library' with no position"),
        (ir.Dig(ir.You(), 3, 1, Zone.HAND, Zone.GRAVEYARD, take_position=top), "a look's chosen cards' zone 'hand' with the position TOP"),
        (ir.Dig(ir.You(), 3, 1, Zone.HAND, Zone.LIBRARY, rest_position="bottom"),  # type: ignore[arg-type]
         "a look's other cards' position 'bottom' that is no ir.LibraryPosition"),
        (ir.CounterSpell(ir.Target(0), destination="library top"), "a countered spell's zone 'library top' that the engine doesn't put cards into"),
        (ir.CounterSpell(ir.Target(0), destination=Zone.LIBRARY), "a countered spell's zone 'library' with no position"),
        (ir.CounterSpell(ir.Target(0), destination=Zone.GRAVEYARD, destination_position=bottom),
         "a countered spell's zone 'graveyard' with the position BOTTOM"),
    ]
    for effect, said in cases:
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(effect,)))
        assert said in support.unsupported(card, spell_card=True), (effect, support.unsupported(card, spell_card=True))
    for effect in (ir.Dig(ir.You(), 3, 1, Zone.HAND, Zone.LIBRARY, rest_position=bottom),
                   ir.Dig(ir.You(), 3, None, Zone.LIBRARY, Zone.LIBRARY, take_position=bottom, rest_position=top),
                   ir.Dig(ir.You(), 3, 1, Zone.LIBRARY, Zone.REMOVED, take_position=top),
                   ir.CounterSpell(ir.Target(0), destination=Zone.LIBRARY, destination_position=top),
                   ir.CounterSpell(ir.Target(0), destination=Zone.REMOVED)):
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(effect,)))
        assert not [p for p in support.unsupported(card, spell_card=True) if "zone" in p or "position" in p], effect


#: The zone fields that held a library's position in their words ("library top"): nowhere in judge/ is one read
#: for it any more (a str method, ``eff.rest_to.split()[1]``, ``"bottom" in eff.destination``), nor are those words
#: written as one.
ZONE_FIELDS = {"take_to", "rest_to", "destination"}


def _zone_read_for_position(tree: ast.AST) -> list[str]:
    docstrings = {id(n.value) for n in source_trees.walk(tree) if isinstance(n, ast.Expr)}
    out = [repr(n.value) for n in source_trees.walk(tree) if isinstance(n, ast.Constant) and n.value in ("library top", "library bottom")
           and id(n) not in docstrings]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and n.func.attr in _STR_METHODS and isinstance(n.func.value, ast.Attribute) and n.func.value.attr in ZONE_FIELDS]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Compare)
            and any(isinstance(s, ast.Attribute) and s.attr in ZONE_FIELDS for s in (n.left, *n.comparators))
            and any(isinstance(s, ast.Constant) and isinstance(s.value, str) and ("top" in s.value or "bottom" in s.value)
                    for s in (n.left, *n.comparators))]
    return out


def test_no_zone_is_read_for_its_position():
    assert _zone_read_for_position(ast.parse(
        '"""library top"""\nx = "library top"\neff.rest_to.startswith("library ")\neff.rest_to.split()[1]\n'
        '"bottom" in eff.destination\neff.take_to == "library bottom"\neff.take_to == "removed from the game"\n'
        'eff.rest_position is ir.LibraryPosition.TOP\n')) == [
        "'library top'", "'library bottom'", "eff.rest_to.startswith('library ')", "eff.rest_to.split()",
        "'bottom' in eff.destination", "eff.take_to == 'library bottom'"]
    assert not source_trees.findings(_zone_read_for_position)  # parsed once a process: tests/source_trees.py


def test_a_text_change_s_words_in_words_are_refused():
    """A text change whose kind of word is the words of old is refused loudly, not left with no word to replace."""
    for word in TEXT_WORDS.words:
        change = ir.ChangeText(ir.Target(0), word)  # type: ignore[arg-type]
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(change,)))
        assert len(_strays(TEXT_WORDS, card)) == 1
        assert f"a text change's words {word!r} that is no ir.ChangedWords" in support.unsupported(card, spell_card=True)
    for member in ir.ChangedWords:
        card = ir.CardAbilities("Test", spell=ir.SpellAbility(effects=(ir.ChangeText(ir.Target(0), member),)))
        assert not _strays(TEXT_WORDS, card) and not [p for p in support.unsupported(card, spell_card=True) if "ChangedWords" in p]


def _words(n: ast.AST) -> bool:
    if isinstance(n, ast.Constant):
        return isinstance(n.value, str)
    return isinstance(n, (ast.Tuple, ast.List, ast.Set)) and any(_words(e) for e in n.elts)


#: A string's own methods: one called on a typed field (``hit.rule.action.split(" or ")``) reads its words.
_STR_METHODS = frozenset(n for n in dir(str) if not n.startswith("_"))


#: Typed fields whose name is a common keyword or attribute too (``print(…, end="")``, rich's ``Text(…, end="\\n")``,
#: a scenario line's ``words``): given words only in a call of their class, and no string method called on them looked
#: for (compared with words, they are still found).
_KEYWORD_OF = {"end": "GraveyardEnd", "words": "ChangeText"}


def _called(c: ast.Call) -> str:
    return c.func.attr if isinstance(c.func, ast.Attribute) else c.func.id if isinstance(c.func, ast.Name) else ""


def _compared_with_words(tree: ast.AST, names: set[str]) -> list[str]:
    """``eff.order == "you"``, ``e.order in ("you", "owner")``, ``{"you": …}.get(e.order)``, ``mv.position or
    "top"``, ``hit.rule.action.split(" or ")``, ``events.move(…, position="bottom")``: one of the typed fields (by its
    name) compared with, looked up by, read as (a string's method), standing in for, or given words."""
    def typed(n: ast.AST) -> bool:
        return isinstance(n, ast.Attribute) and n.attr in names

    out = [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Compare)
           and any(typed(s) for s in (n.left, *n.comparators)) and any(_words(s) for s in (n.left, *n.comparators))]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and n.func.attr == "get" and isinstance(n.func.value, ast.Dict)
            and any(_words(k) for k in n.func.value.keys if k is not None)
            and any(typed(s) for a in n.args for s in ast.walk(a))]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and typed(n.func.value) and n.func.value.attr not in _KEYWORD_OF and n.func.attr in _STR_METHODS]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.BoolOp)
            and any(typed(s) for s in n.values) and any(_words(s) for s in n.values)]
    out += [f"{n.arg}={ast.unparse(n.value)}" for c in source_trees.walk(tree) if isinstance(c, ast.Call)
            and not (isinstance(c.func, ast.Attribute) and c.func.attr == "add_argument")  # (argparse's action="store_true")
            for n in c.keywords if n.arg in names and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str)
            and _KEYWORD_OF.get(n.arg, _called(c)) == _called(c)]
    return out


def test_no_typed_field_is_compared_with_words():
    """Nowhere in judge/ (the engine, the reader, describe, text, the drills): the fields hold members.
    (``order`` is also the name of a scenario's ordering of triggers, a list of references; ``chooser`` of an
    effect's chooser, a reference to a player: never words either; ``action`` of a scenario's line, an AST node.)"""
    # (``step``: a trigger's, the engine's own ``game.turns.step`` and a scenario's ``turn.step`` hold :class:`Step`
    # members; only the outcome's record says it in words, for the JSON and the display: ``err.step``, ``final.step``)
    names = {f.name for f in FIELDS}
    assert _compared_with_words(ast.parse(
        'eff.order != "shuffled"\ne.order in ("you", "owner")\neff.order is ir.LibraryOrder.YOU\n'
        '{"you": " in any order"}.get(e.order, "")\nx.zone == "library"\nspell.chooser == "target opponent"\n'
        '{"opponent": ", an opponent chooses"}.get(a.chooser or "", "")\nspell.chooser is None\n'
        'mv.position or "top"\nm.position\nevents.move(g, o, "library", position="bottom")\n'
        'MoveTo(x, "library", order=ir.LibraryOrder.YOU)\nhit.rule.action != "attack"\n'
        'action not in hit.rule.action.split(" or ")\nir.CombatCost(w, None, "{1}", d, action="block")\n'
        'ap.add_argument("--check", action="store_true")\nText("a", end="\\n")\nir.GraveyardEnd(ir.You(), end="top")\n'
        'ref.end == "top"\n'), names) == [
        "eff.order != 'shuffled'", "e.order in ('you', 'owner')", "spell.chooser == 'target opponent'",
        "hit.rule.action != 'attack'", "ref.end == 'top'",
        "{'you': ' in any order'}.get(e.order, '')", "{'opponent': ', an opponent chooses'}.get(a.chooser or '', '')",
        "hit.rule.action.split(' or ')", "mv.position or 'top'", "a.chooser or ''", "position='bottom'",
        "action='block'", "end='top'"]
    found = {}
    for path, tree in source_trees.package_modules():  # parsed once a process: tests/source_trees.py
        where = path.relative_to(PACKAGE).as_posix()
        hits = _compared_with_words(tree, names - {"step"} if where in _OUTCOME_READERS else names)
        if hits:
            found[where] = hits
    assert not found


#: The modules that read the outcome's record (judge.engine.outcome: ``OutcomeError.step``, ``FinalState.step``),
#: which says the step in words (the JSON's and the display's), not the engine's :class:`Step`.
_OUTCOME_READERS = frozenset({"suite/describe.py", "render/trace_view.py"})

#: The step words (the scenario language's, 300.1) and the one the card IR adds (Mana Drain's "main phase").
_STEP_NAMES = frozenset((*STEPS, "main phase"))
#: What a pass goes on until (``Pass.until``): a step, or the stack empty (seventy-fourth session: the member
#: ``Until.STACK_EMPTY``, not the words ``"stack empty"`` compared in the engine, the priority check and the printer).
_UNTIL_NAMES = _STEP_NAMES | {"stack empty"}
#: Comparisons with a step's word that compare no step, each with what it compares: the game's result (a draw,
#: 102.4), the answer to a "tap or untap" choice, a stack line naming the draw step's draw or a combat damage
#: step's damage (the scenario language's words for a stack object).
_NOT_STEPS = frozenset({
    "game.end.result == 'draw'", "b.result == 'draw'", "expected == 'draw'",
    "str(v).lower() == 'untap'",
    "(ref.name or '').lower() == 'draw'", "(ref.name or '').casefold() == 'combat damage'", "s.kind == 'combat damage'",
})


def _step_words_compared(tree: ast.AST) -> list[str]:
    """A step's word compared with anything (``step == "untap"``, ``until in ("declare blockers", …)``,
    ``game.turns.step != "cleanup"``) or looking up a table (``_ORDER["upkeep"]``): the step is a member, the
    words are the parser's (judge.dsl.transform) and the trace's (the member's value)."""
    def step_words(n: ast.AST) -> bool:
        if isinstance(n, ast.Constant):
            return isinstance(n.value, str) and n.value in _UNTIL_NAMES
        return isinstance(n, (ast.Tuple, ast.List, ast.Set)) and any(step_words(e) for e in n.elts)

    # (the tree's nodes as tests/source_trees.py lists them once a process, in ast.walk's order: this scan
    # walked judge/engine and judge/dsl twice more with ast.walk, ~480,000 nodes a walk, eighty-ninth session)
    out = [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Compare)
           and any(step_words(s) for s in (n.left, *n.comparators))]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Subscript) and step_words(n.slice)]
    return [h for h in out if h not in _NOT_STEPS]


def test_no_step_is_compared_with_words():
    """Issue 43: the engine's turn structure (``game.turns.step``), a scenario's turn line (``TurnDecl.step``) and
    its passes (``Pass.until``) hold :class:`Step` members; nowhere in the engine or the scenario language is a step
    told apart by its words — the words become members at the parser's edge (judge.dsl.transform). (On the base
    of this change, 68 comparisons and look-ups in judge/engine and judge/dsl.) Nor is a pass until the stack is
    empty: ``Pass.until`` holds ``Until.STACK_EMPTY`` (seventy-fourth session; 3 comparisons of "stack empty"
    before: judge/dsl/printer.py, judge/dsl/priority.py and judge/engine/driver.py)."""
    assert _step_words_compared(ast.parse(
        'step == "untap"\nuntil in ("declare blockers", "combat damage")\ngame.turns.step != "cleanup"\n'
        '_ORDER["upkeep"]\nstep is Step.UNTAP\nuntil == "stack empty"\ngame.end.result == "draw"\n'
        '_ORDER[Step.UPKEEP]\nwritten[1] == "main phase"\nuntil is Until.STACK_EMPTY\n')) == [
        "step == 'untap'", "until in ('declare blockers', 'combat damage')", "game.turns.step != 'cleanup'",
        "until == 'stack empty'", "written[1] == 'main phase'", "_ORDER['upkeep']"]
    assert not source_trees.findings(_step_words_compared, [*(PACKAGE / "engine").rglob("*.py"),
                                                            *(PACKAGE / "dsl").rglob("*.py")])


def test_the_engine_and_the_scenario_hold_steps_as_members():
    """The turn line and the passes read into members (``first main``, ``main 2``, ``end step``: the Classic step),
    the game built from them in that member (``TurnStructure.step``, annotated so), and the outcome says the step in
    its words (``--json``'s ``"step"``)."""
    import typing

    from judge.dsl.parser import parse
    from judge.engine.build import build
    from judge.engine.driver import Tracer, run
    from judge.engine.state import TurnStructure

    scn = parse("player Alice\nplayer Bob\nturn Alice, first main\nAlice library: 3 unknown cards\n"
                "Bob library: 3 unknown cards\nall pass until the end step\nall pass until main 2\n")
    assert scn.turn.step is Step.PRECOMBAT_MAIN
    assert [a.until for a in scn.actions] == [Step.END_OF_TURN, Step.POSTCOMBAT_MAIN]
    assert typing.get_type_hints(TurnStructure)["step"] is Step
    game = build(scn, Tracer())
    assert game.turns.step is Step.PRECOMBAT_MAIN
    out = run(scn)
    assert out.final.step == "postcombat main" and out.final.to_json()["step"] == "postcombat main"
    assert out.final.turn == game.turns.turn + 1


def test_a_pass_until_the_stack_is_empty_holds_a_member_and_says_its_words():
    """``Pass.until`` is a :class:`Step`, ``Until.STACK_EMPTY`` or None — no words (seventy-fourth session: the
    string ``"stack empty"`` before, the field's one type not a member); the printer writes the words back."""
    import typing

    from judge.dsl import ast as A
    from judge.dsl.parser import parse
    from judge.dsl.printer import format_scenario

    assert typing.get_type_hints(A.Pass)["until"] == typing.Optional[typing.Union[Step, A.Until]]
    scn = parse("player Alice\nplayer Bob\nturn Alice, first main\nAlice library: 3 unknown cards\n"
                "Bob library: 3 unknown cards\nall pass until the stack is empty\nBob passes until the stack is empty\n"
                "all pass\n")
    assert [a.until for a in scn.actions] == [A.Until.STACK_EMPTY, A.Until.STACK_EMPTY, None]
    assert scn.actions[0].until is A.Until.STACK_EMPTY and f"{A.Until.STACK_EMPTY.value}" == "stack empty"
    assert format_scenario(scn).splitlines()[-3:] == ["all pass until the stack is empty",
                                                       "Bob passes until the stack is empty", "all pass"]


def test_the_steps_say_their_words_and_noun():
    """A member formats as its words (the trace's "the upkeep step begins"), with its noun: a main phase is no step
    (305.2)."""
    assert [f"{s}" for s in Step] == [*STEPS, "main phase"] and [str(s) for s in Step] == [s.value for s in Step]
    assert [s.named for s in (Step.UPKEEP, Step.PRECOMBAT_MAIN, Step.END_OF_TURN, Step.POSTCOMBAT_MAIN)] == [
        "upkeep step", "precombat main phase", "end of turn step", "postcombat main phase"]


def test_the_serialised_ir_keeps_the_words_and_reads_back_members():
    """``judge card --json`` and the card cache write a member as the word the field held, in its place (the
    default, OWNER, left out as "owner" was), and read it back as the member."""
    cases = [
        (ir.MoveTo(ir.Target(0), Zone.LIBRARY, order=ir.LibraryOrder.YOU),
         {"ir": "MoveTo", "what": {"ir": "Target", "index": 0}, "zone": "library", "order": "you"}),
        (ir.MoveTo(ir.Target(0), Zone.LIBRARY, order=ir.LibraryOrder.SHUFFLED),
         {"ir": "MoveTo", "what": {"ir": "Target", "index": 0}, "zone": "library", "order": "shuffled"}),
        (ir.MoveTo(ir.Target(0), Zone.LIBRARY, ir.LibraryPosition.BOTTOM),
         {"ir": "MoveTo", "what": {"ir": "Target", "index": 0}, "zone": "library", "position": "bottom"}),
        (ir.HandToLibrary(2, where=ir.LibraryPosition.TOP), {"ir": "HandToLibrary", "count": 2, "where": "top"}),
        (ir.SpellAbility(choose=1, chooser=ir.ModeChooser.TARGET_OPPONENT),
         {"ir": "SpellAbility", "choose": 1, "chooser": "target opponent"}),
        (ir.SpellAbility(choose=1, chooser=ir.ModeChooser.OPPONENT), {"ir": "SpellAbility", "choose": 1, "chooser": "opponent"}),
        (ir.SpellAbility(choose=1), {"ir": "SpellAbility", "choose": 1}),
        (ir.GraveyardEnd(ir.Target(0), ir.GraveyardPileEnd.BOTTOM),
         {"ir": "GraveyardEnd", "player": {"ir": "Target", "index": 0}, "end": "bottom"}),
        (ir.GraveyardEnd(ir.You()), {"ir": "GraveyardEnd", "player": {"ir": "You"}}),
        (ir.ChangeText(ir.Target(0), ir.ChangedWords.COLOR_OR_LAND_TYPE),
         {"ir": "ChangeText", "what": {"ir": "Target", "index": 0}, "words": "color or land type"}),
        (ir.ChangeText(ir.Target(0)), {"ir": "ChangeText", "what": {"ir": "Target", "index": 0}}),
        (ir.Dig(ir.You(), 3, None, Zone.LIBRARY, Zone.LIBRARY, take_position=ir.LibraryPosition.BOTTOM,
                rest_position=ir.LibraryPosition.TOP),
         {"ir": "Dig", "who": {"ir": "You"}, "count": 3, "take": None, "take_to": "library bottom", "rest_to": "library top"}),
        (ir.Dig(ir.You(), 3, 1, Zone.HAND, Zone.REMOVED),
         {"ir": "Dig", "who": {"ir": "You"}, "count": 3, "take": 1, "rest_to": "removed from the game"}),
        (ir.CounterSpell(ir.Target(0), destination=Zone.LIBRARY, destination_position=ir.LibraryPosition.TOP),
         {"ir": "CounterSpell", "what": {"ir": "Target", "index": 0}, "destination": "library top"}),
        (ir.CounterSpell(ir.Target(0), destination=Zone.IN_PLAY),
         {"ir": "CounterSpell", "what": {"ir": "Target", "index": 0}, "destination": "in play"}),
        (ir.CombatCost(ir.This(), None, "{1}", ir.WHILE_IN_PLAY, action=ir.CombatAction.BLOCK),
         {"ir": "CombatCost", "what": {"ir": "This"}, "value": "{1}", "action": "block"}),
        (ir.CombatCost(ir.This(), None, "{1}", ir.WHILE_IN_PLAY), {"ir": "CombatCost", "what": {"ir": "This"}, "value": "{1}"}),
        (ir.CantUnlessOthers(ir.This(), None, None, ir.WHILE_IN_PLAY, action=ir.CombatAction.ATTACK_OR_BLOCK),
         {"ir": "CantUnlessOthers", "what": {"ir": "This"}, "action": "attack or block"}),
        (ir.MaxCombatants(None, None, None, ir.WHILE_IN_PLAY, action=ir.CombatAction.BLOCK, count=2),
         {"ir": "MaxCombatants", "action": "block", "count": 2}),
        (ir.CantUnlessControlsMore(ir.This(), ir.Filter(types=("creature",)), None, ir.WHILE_IN_PLAY, action=ir.CombatAction.BLOCK),
         {"ir": "CantUnlessControlsMore", "what": {"ir": "This"}, "filter": {"ir": "Filter", "types": ["creature"]},
          "action": "block"}),
    ]
    for value, data in cases:
        assert ir.to_data(value) == data and list(ir.to_data(value)) == list(data)
        back = ir.from_data(json.loads(json.dumps(data)))
        for field in [f for f in FIELDS if f.cls is type(value)]:
            assert back == value and getattr(back, field.name) is getattr(value, field.name)


def test_judge_card_says_each_member_through_one_mapping():
    assert set(LIBRARY_POSITION_WORDS) == set(ir.LibraryPosition)
    assert [effect_phrase(ir.MoveTo(ir.Target(0), Zone.LIBRARY, m)) for m in ir.LibraryPosition] == [
        "put target #1 on top of its owner's library", "put target #1 on the bottom of its owner's library"]
    assert set(LIBRARY_ORDER_WORDS) == set(ir.LibraryOrder)
    said = {m: effect_phrase(ir.MoveTo(ir.Target(0), Zone.LIBRARY, order=m)) for m in ir.LibraryOrder}
    assert said == {
        ir.LibraryOrder.OWNER: "put target #1 on top of its owner's library",
        ir.LibraryOrder.YOU: "put target #1 on top of its owner's library in any order you choose",
        ir.LibraryOrder.SHUFFLED: "shuffle target #1 into its owner's library",
    }, said
    assert set(MODE_CHOOSER_WORDS) == set(ir.ModeChooser)
    modes = (ir.Mode((ir.GainLife(ir.You(), 3),), text="You gain 3 life"),
             ir.Mode((ir.Draw(ir.You(), 1),), text="You draw a card"))
    said = {m: ability_phrase(ir.SpellAbility(modes=modes, choose=1, chooser=m)).split(":")[0]
            for m in (None, *ir.ModeChooser)}
    assert said == {None: "Spell (choose 1)", ir.ModeChooser.OPPONENT: "Spell (choose 1, an opponent chooses)",
                    ir.ModeChooser.TARGET_OPPONENT: "Spell (choose 1, the target opponent chooses)"}, said

    assert set(COMBAT_ACTION_WORDS) == set(ir.CombatAction)
    said = {m: effect_phrase(ir.CantUnlessOthers(ir.This(), None, None, ir.WHILE_IN_PLAY, action=m, count=2))
            for m in ir.CombatAction}
    assert said == {ir.CombatAction.ATTACK: "this can't attack unless at least 2 other creatures attack",
                    ir.CombatAction.BLOCK: "this can't block unless at least 2 other creatures block",
                    ir.CombatAction.ATTACK_OR_BLOCK: "this can't attack or block unless at least 2 other creatures "
                                                     "attack or block"}, said
    said = {m: effect_phrase(ir.MaxCombatants(None, None, None, ir.WHILE_IN_PLAY, action=m, count=2)) for m in ir.CombatAction}
    assert said == {m: f"no more than 2 creatures can {m.value} each combat" for m in ir.CombatAction}, said
    assert set(GRAVEYARD_PILE_END_WORDS) == set(ir.GraveyardPileEnd)
    assert [ref_phrase(ir.GraveyardEnd(ir.Target(0), m)) for m in ir.GraveyardPileEnd] == [
        "the top card of target #1's graveyard", "the bottom card of target #1's graveyard"]
    assert set(LIBRARY_END_WORDS) == set(ir.LibraryPosition)
    dig = ir.Dig(ir.You(), 3, None, Zone.LIBRARY, Zone.LIBRARY, take_position=ir.LibraryPosition.BOTTOM,
                 rest_position=ir.LibraryPosition.TOP)
    assert effect_phrase(dig) == ("you look at the top 3 cards of your library, then any number of them go to the "
                                  "library bottom and the rest: library top"), effect_phrase(dig)
    assert [effect_phrase(ir.CounterSpell(ir.Target(0), destination=Zone.LIBRARY, destination_position=m))
            for m in ir.LibraryPosition] == [
        "counter target #1 (put it on top of its owner's library instead)",
        "counter target #1 (put it on the bottom of its owner's library instead)"]
    assert set(CHANGED_WORDS_WORDS) == set(ir.ChangedWords)
    assert [effect_phrase(ir.ChangeText(ir.Target(0), m)) for m in ir.ChangedWords] == [
        f"change the text of target #1 by replacing all instances of one {w} word with another"
        for w in ("color", "land type", "color or land type")]


def test_a_trigger_s_step_in_words_is_refused():
    """A step trigger whose step is the words of old is refused loudly, not left to trigger at no step at all (the
    engine compares the member with the step beginning: a word would be no step's)."""
    for word in ("upkeep", "end of turn", "main phase"):
        ability = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=word,  # type: ignore[arg-type]
                                                 whose=ir.TriggerWhose.YOU), (ir.Draw(ir.You(), 1),))
        card = ir.CardAbilities("Test", abilities=(ability,))
        assert len(_strays(TRIGGER_STEP, card)) == 1
        assert f"a trigger's step {word!r} that is no ir.Step" in support.unsupported(card)
    for member in Step:
        ability = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=member, whose=ir.TriggerWhose.YOU),
                                      (ir.Draw(ir.You(), 1),))
        card = ir.CardAbilities("Test", abilities=(ability,))
        assert not _strays(TRIGGER_STEP, card) and not [p for p in support.unsupported(card) if "Step" in p]


def test_the_steps_are_the_turn_s_in_order_with_their_rules():
    """One enum for the steps of 300.1 (the scenario language's step names, STEPS, its words in turn order) and a
    trigger's "main phase"; each knows its rule and its phase's."""
    assert issubclass(Step, IdentityEnum)
    assert STEPS == ("untap", "upkeep", "draw", "precombat main", "beginning of combat", "declare attackers",
                     "declare blockers", "combat damage", "end of combat", "postcombat main", "end of turn", "cleanup")
    assert [s.rule for s in Step] == ["302", "303", "304", "305", "307", "308", "309", "310", "311", "305", "313", "314",
                                      "305"]
    assert [s.phase_rule for s in Step] == ["301"] * 3 + ["305"] + ["306"] * 5 + ["305", "312", "312", "305"]


#: A trigger's step, by the name of the node holding the trigger (``ab.trigger.step``, ``d.trigger.step``) or the
#: trigger's own (``trig.step``, ``trigger.step``; not ``t.step``: judge.drill's ``t`` is a scenario's turn line).
_TRIGGER_NAMES = frozenset({"trigger", "trig"})


def _trigger_step_with_words(tree: ast.AST) -> list[str]:
    def step_of_trigger(n: ast.AST) -> bool:
        return isinstance(n, ast.Attribute) and n.attr == "step" and (
            isinstance(n.value, ast.Attribute) and n.value.attr in _TRIGGER_NAMES
            or isinstance(n.value, ast.Name) and n.value.id in _TRIGGER_NAMES)

    out = [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Compare)
           and any(step_of_trigger(s) for s in (n.left, *n.comparators))
           and any(_words(s) or isinstance(s, ast.Attribute) and s.attr == "MAIN_PHASE" and ast.unparse(s.value) == "ir"
                   for s in (n.left, *n.comparators))]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
            and n.func.attr in _STR_METHODS and step_of_trigger(n.func.value)]
    out += [ast.unparse(n) for n in source_trees.walk(tree) if isinstance(n, ast.FormattedValue) and step_of_trigger(n.value)]
    out += [f"step={ast.unparse(k.value)}" for c in source_trees.walk(tree) if isinstance(c, ast.Call) and _called(c) == "Trigger"
            for k in c.keywords if k.arg == "step" and _words(k.value)]
    return out


def test_no_trigger_step_is_compared_with_words():
    """Nowhere in judge/ is a trigger's step compared with words (``ab.trigger.step == "upkeep"``, ``trig.step ==
    ir.MAIN_PHASE`` when that was words), said by formatting the member (``f"{t.step} step"``) or built from words
    (``ir.Trigger(…, step="upkeep")``)."""
    assert _trigger_step_with_words(ast.parse(
        'ab.trigger.step == game.turns.step\nd.trigger.step in ("upkeep",)\ntrig.step == ir.MAIN_PHASE\n'
        'f"at the beginning of the {t.step} step"\nir.Trigger(E, step="draw")\nt.step is Step.UPKEEP\n'
        'ir.Trigger(E, step=Step.DRAW)\nf"{STEP_WORDS[trigger.step]}"\nscenario(step="upkeep")\n'
        'f"{trigger.step} step"\n')) == [
        "d.trigger.step in ('upkeep',)", "trig.step == ir.MAIN_PHASE", "{trigger.step}", "step='draw'"]
    assert not source_trees.findings(_trigger_step_with_words)  # parsed once a process: tests/source_trees.py


def test_a_trigger_s_step_serialises_as_its_words():
    cases = [
        (ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.MAIN_PHASE, whose=ir.TriggerWhose.YOU),
         {"ir": "Trigger", "event": "beginning of step", "step": "main phase", "whose": "you"}),
        (ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, extra_turn=True),
         {"ir": "Trigger", "event": "beginning of step", "step": "end of turn", "whose": "that turn"}),
        (ir.Trigger(ir.TriggerEvent.LEAVES_PLAY, ir.This()), {"ir": "Trigger", "event": "leaves play", "subject": {"ir": "This"}}),
    ]
    for value, data in cases:
        assert ir.to_data(value) == data and list(ir.to_data(value)) == list(data)
        back = ir.from_data(json.loads(json.dumps(data)))
        assert back == value and back.step is value.step


def test_judge_card_says_each_step_through_one_mapping():
    assert set(STEP_WORDS) == set(Step) and all(STEP_WORDS[s] == s.value for s in Step)
    said = {s: trigger_phrase(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=s, whose=ir.TriggerWhose.YOU))
            for s in Step}
    assert said[Step.UPKEEP] == "at the beginning of your upkeep step"
    assert said[Step.END_OF_TURN] == "at the beginning of your end of turn step"
    assert said[Step.BEGINNING_OF_COMBAT] == "at the beginning of combat on your turn (its beginning of combat step)"
    assert said[Step.MAIN_PHASE] == "at the beginning of your main phase (precombat or postcombat)"
    assert trigger_phrase(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.ENCHANTED)) \
        == "at the beginning of the upkeep step of the enchanted permanent's controller"
