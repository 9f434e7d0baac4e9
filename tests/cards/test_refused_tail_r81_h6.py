"""The eighty-first session's refused tail (added, h6): how the reader reads Mogg Assassin, in both wordings — two
targets chosen as its ability is played, its controller's first (one an opponent controls), then one "that opponent",
the first target's controller, chooses (409.1c); the coin flipped as it resolves destroys one of the two. What the
engine does with them is held by their scenarios (scenarios/cards/*-mogg-assassin-*)."""

from __future__ import annotations

import dataclasses

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import describe
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef, Wording
from judge.engine.support import unsupported as unsupported_reasons


def _abilities(name: str, wording: Wording) -> ir.CardAbilities:
    cat = catalog()
    return cat.abilities(cat.era_card(cat.entry(name).era, wording))


@pytest.mark.parametrize("wording", [Wording.ORACLE, Wording.PRINTED])
def test_mogg_assassin_two_targets_the_second_chosen_by_the_first_ones_controller(wording):
    card = _abilities("Mogg Assassin", wording)
    (ability,) = card.abilities
    assert isinstance(ability, ir.ActivatedAbility) and ability.cost.tap
    mine, theirs = ability.targets
    # the controller's: a creature an opponent controls, chosen by no one else
    assert mine.filter.types == ("creature",) and mine.filter.controller is ir.PlayerRelation.OPPONENT
    assert mine.chosen_by is None
    # "that opponent chooses target creature": any creature, chosen by the first target's controller (409.1c)
    assert theirs.filter == ir.Filter(types=("creature",))
    assert theirs.chosen_by == ir.ControllerOf(ir.Target(mine.index))
    # the flip, then one of the two destroyed: the first if won, the second if lost
    flip, won = ability.effects
    assert flip == ir.FlipCoin(ir.You())
    assert won.condition.kind is ir.ConditionKind.FLIP and won.condition.value == "won"
    assert won.then == (ir.Destroy(ir.Target(mine.index)),) and won.otherwise == (ir.Destroy(ir.Target(theirs.index)),)
    assert not unsupported_reasons(card)
    said = "\n".join(describe(card))
    assert "#2 creature, chosen by the controller of target #1" in said


def test_mogg_assassin_printed_reads_as_the_oracle():
    # "otherwise" is the lost flip: the same targets, chooser and instructions (only the quoted text differs)
    (printed,) = _abilities("Mogg Assassin", Wording.PRINTED).abilities
    (oracle,) = _abilities("Mogg Assassin", Wording.ORACLE).abilities
    assert printed.text.startswith("{T}: Flip a coin.") and oracle.text.startswith("{T}: You choose target")
    assert dataclasses.replace(printed, text=oracle.text) == oracle


def _read(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Test Goblin", type_line="Creature - Goblin", types=("Creature",), text=text,
                                         cost="{2}{R}", power="2", toughness="1"))


ORACLE = ("{T}: You choose target creature an opponent controls, and that opponent chooses target creature. Flip a coin. "
          "If you win the flip, destroy the creature you chose. If you lose the flip, destroy the creature your "
          "opponent chose.")


@pytest.mark.parametrize("text, said", [
    # the names of the two choices read only after the sentence that makes them
    ("{T}: Destroy the creature you chose.", "the creature you chose"),
    ("{T}: Destroy target creature. Destroy the creature your opponent chose.", "the creature your opponent chose"),
    # "that opponent" names the controller of a first target an opponent controls
    (ORACLE.replace("creature an opponent controls", "creature"), "you choose target"),
])
def test_the_chosen_creatures_are_read_only_after_their_sentence(text, said):
    assert _read(ORACLE).abilities[0].targets[1].chosen_by == ir.ControllerOf(ir.Target(0))
    with pytest.raises(CardTextError) as err:
        _read(text)
    assert said in str(err.value)


@pytest.mark.parametrize("wording", [Wording.ORACLE, Wording.PRINTED])
def test_teferis_realm_that_player_chooses_one_of_four_kinds_and_those_phase_out(wording):
    card = _abilities("Teferi's Realm", wording)
    (ability,) = card.abilities
    assert isinstance(ability, ir.TriggeredAbility) and not ability.targets  # no target (409.1c)
    choose, phase = ability.effects
    # the player whose upkeep it is chooses as it resolves (413.2c), among the four kinds the words list; "non-Aura
    # enchantment" is the global enchantment (214.8a), the printed "global enchantments"
    assert choose == ir.ChooseCardType(ir.TriggerPlayer(), among=(
        ir.Filter(types=("artifact",)), ir.Filter(types=("creature",)),
        ir.Filter(types=("enchantment",), not_subtypes=("Aura",)), ir.Filter(types=("land",))))
    # "all nontoken permanents of that type" (printed "all cards of that type": a token isn't a card, 216.2)
    assert phase == ir.PhaseOut(ir.All((ir.Filter(types=("permanent",), extra=("nontoken", ir.OF_CARD_TYPE_CHOSEN)),)))
    assert not unsupported_reasons(card)
    said = "\n".join(describe(card))
    # (said in the order the card lists them, not the filters' canonical order)
    assert "the triggering player chooses artifact, creature, land, or non-Aura enchantment (as it resolves)" in said


@pytest.mark.parametrize("text, said", [
    ("At the beginning of your upkeep, target opponent chooses artifact or creature. All nontoken permanents of that "
     "type phase out.", "read only of 'that player'"),  # "that player" only
    ("At the beginning of each player's upkeep, that player chooses artifact or Wall. All nontoken permanents of that "
     "type phase out.", "a list of card types"),  # card types only
    ("At the beginning of each player's upkeep, that player chooses artifact or creature. Draw a card.",
     "reads the choice"),  # a sentence that reads it
])
def test_a_list_of_kinds_chosen_is_read_only_of_that_player_card_types_and_a_sentence_reading_it(text, said):
    realm = ("At the beginning of each player's upkeep, that player chooses artifact, creature, land, or non-Aura "
             "enchantment. All nontoken permanents of that type phase out.")
    assert isinstance(_read_enchantment(realm).abilities[0].effects[0], ir.ChooseCardType)
    with pytest.raises(CardTextError) as err:
        _read_enchantment(text)
    assert said in str(err.value)


def _read_enchantment(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Test Realm", type_line="Enchantment", types=("Enchantment",), text=text,
                                         cost="{1}{U}{U}"))
