""""Counter target activated ability from an artifact source" (Rust, Brown Ouphe, Ayesha Tanaka):
an activated ability's pseudospell on the stack as a target (409.1a, 414.1)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.text import CardTextError, parse_card_text
from judge.dsl.ast import CardDef
from judge.zones import Zone

RUST = ("Counter target activated ability from an artifact source. (Mana abilities can't be targeted.)")


def test_rust_targets_an_activated_ability_by_its_sources_card_type() -> None:
    spell = parse_card_text(CardDef(name="Rust", type_line="Instant", text=RUST)).spell
    assert spell.effects == (ir.CounterSpell(ir.Target(0)),)
    assert spell.targets[0].filter == ir.Filter(types=(ir.ACTIVATED_ABILITY,), zone=Zone.STACK, extra=("from artifact",))


def test_several_card_types_of_the_source() -> None:
    spell = parse_card_text(CardDef(name="Foo", type_line="Instant", text=(
        "Counter target activated ability from an artifact, creature, enchantment, or land."))).spell
    assert spell.targets[0].filter == ir.activated_ability_from(("artifact", "creature", "enchantment", "land"))


def test_ayesha_tanaka_the_abilitys_controller_may_pay() -> None:
    ability = parse_card_text(CardDef(name="Ayesha Tanaka", type_line="Legendary Creature - Human Artificer", text=(
        "{T}: Counter target activated ability from an artifact source unless that ability's controller pays {W}. "
        "(Mana abilities can't be targeted.)"))).abilities[0]
    (counter,) = ability.effects
    assert counter.what == ir.Target(0) and counter.unless_cost == "{W}"


def test_interdict_locks_the_source_of_the_ability_for_the_turn() -> None:
    spell = parse_card_text(CardDef(name="Interdict", type_line="Instant", text=(
        "Counter target activated ability from an artifact, creature, enchantment, or land. That permanent's "
        "activated abilities can't be activated this turn. (Mana abilities can't be targeted.)\nDraw a card."))).spell
    counter, locked, draw = spell.effects
    assert counter == ir.CounterSpell(ir.Target(0))
    assert locked == ir.AbilitiesLocked(ir.SourceOf(ir.Target(0)), None, None, ir.THIS_TURN)
    assert draw == ir.Draw(ir.You(), 1)


def test_a_lock_of_that_permanents_abilities_needs_this_turn() -> None:
    # (a lasting one is not read: nothing would apply it)
    with pytest.raises(CardTextError):
        parse_card_text(CardDef(name="Foo", type_line="Instant", text=(
            "Counter target activated ability from an artifact source. That permanent's activated abilities can't "
            "be activated.")))


def test_an_instruction_acting_on_the_ability_as_on_an_object_is_refused() -> None:
    # found by bench/fuzz.py (seed 14): "it" after the counter named the ability's pseudospell,
    # which no instruction but countering can act on — it ended in a KeyError
    with pytest.raises(CardTextError, match="acting on an activated ability on the stack"):
        parse_card_text(CardDef(name="Foo", type_line="Instant", text=(
            "Counter target activated ability from an artifact source. It doesn't untap during its controller's "
            "next untap step.")))


def test_up_to_three_target_cards_from_a_single_graveyard() -> None:
    (ability,) = parse_card_text(CardDef(name="Carrion Beetles", type_line="Creature - Insect", text=(
        "{2}{B}, {T}: Exile up to three target cards from a single graveyard."))).abilities
    (spec,) = ability.targets
    assert (spec.min_count, spec.max_count, spec.single_zone, spec.filter.zone) == (0, 3, True, Zone.GRAVEYARD)
    assert ability.effects == (ir.MoveTo(ir.Target(0), Zone.REMOVED),)


@pytest.mark.parametrize("text", [
    "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target spell.",
    # as printed (Alliances)
    "You may pay 1 life and remove a blue card in your hand from the game instead of paying Force of Will's casting "
    "cost. Effects that prevent or redirect damage cannot be used to counter this loss of life.\nCounter target spell.",
])
def test_force_of_will_pays_life_and_exiles_a_blue_card(text: str) -> None:
    (alt,) = parse_card_text(CardDef(name="Force of Will", type_line="Instant", text=text)).alternative_costs
    assert alt.cost.life == 1 and alt.cost.mana is None
    assert alt.cost.exile == (ir.Filter(types=("card",), colors=("blue",), controller=ir.PlayerRelation.YOU, zone=Zone.HAND), 1)
