"""Animate Dead and Dance of the Dead (Oracle): an Aura that enchants a creature card in a
graveyard, returns it, and enchants what it returned (214.8a/c; their own text)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.text import CardTextError, normalise_paragraph, parse_card_text
from judge.dsl.ast import CardDef
from judge.zones import Zone

ANIMATE_DEAD = (
    "Enchant creature card in a graveyard\n"
    "When Animate Dead enters the battlefield, if it's on the battlefield, it loses \"enchant creature card in a "
    "graveyard\" and gains \"enchant creature put onto the battlefield with Animate Dead.\" Return enchanted creature "
    "card to the battlefield under your control and attach Animate Dead to it. When Animate Dead leaves the "
    "battlefield, that creature's controller sacrifices it.\n"
    "Enchanted creature gets -1/-0.")

PUT_WITH = ir.All((ir.Filter(extra=(ir.PUT_INTO_PLAY_WITH,)),))


def _animate_dead(text: str = ANIMATE_DEAD) -> ir.CardAbilities:
    return parse_card_text(CardDef(name="Animate Dead", type_line="Enchantment - Aura", text=text))


def test_it_may_enchant_a_creature_card_in_a_graveyard() -> None:
    assert _animate_dead().enchant == ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",))


def test_its_paragraph_is_two_triggered_abilities_and_that_creature_is_the_one_it_returned() -> None:
    comes, leaves, static = _animate_dead().abilities
    assert comes.trigger == ir.Trigger(ir.TriggerEvent.COMES_INTO_PLAY, ir.This())
    assert comes.condition == ir.Condition(ir.ConditionKind.IN_ZONE, ref=ir.This(), value=Zone.IN_PLAY)  # 410.8
    change, move, attach = comes.effects
    assert change == ir.ChangeEnchant(ir.This(), ir.Filter(types=("creature",), extra=(ir.PUT_INTO_PLAY_WITH,)),
                                      ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)))
    assert move == ir.MoveTo(ir.Enchanted(), Zone.IN_PLAY, controller=ir.You())
    assert attach == ir.Attach(ir.This(), PUT_WITH)
    assert leaves.trigger == ir.Trigger(ir.TriggerEvent.LEAVES_PLAY, ir.This())
    assert leaves.effects == (ir.Sacrifice(ir.ControllerOf(PUT_WITH), PUT_WITH),)
    # each ability shown in the card's own words
    assert comes.text.endswith("attach Animate Dead to it.") and leaves.text.startswith("When Animate Dead leaves")
    assert static.effects == (ir.ModifyPT(ir.Enchanted(), -1, 0, ir.WHILE_IN_PLAY),)


def test_dance_of_the_dead_returns_it_tapped_and_its_controller_may_pay_to_untap_it() -> None:
    text = ANIMATE_DEAD.replace("Animate Dead", "Dance of the Dead").replace(
        "Return enchanted creature card to the battlefield under", "Put enchanted creature card onto the battlefield "
        "tapped under").replace("gets -1/-0.", "gets +1/+1 and doesn't untap during its controller's untap step.\n"
                                "At the beginning of the upkeep of enchanted creature's controller, that player may "
                                "pay {1}{B}. If the player does, untap that creature.")
    abilities = parse_card_text(CardDef(name="Dance of the Dead", type_line="Enchantment - Aura", text=text)).abilities
    assert abilities[0].effects[1] == ir.MoveTo(ir.Enchanted(), Zone.IN_PLAY, tapped=True, controller=ir.You())
    assert abilities[2].effects == (ir.ModifyPT(ir.Enchanted(), 1, 1, ir.WHILE_IN_PLAY),
                                    ir.DoesntUntap(ir.Enchanted(), None, None, ir.WHILE_IN_PLAY))
    assert abilities[3].effects == (ir.IfYouDo(ir.Cost(mana="{1}{B}"), (ir.Untap(ir.Enchanted()),), who=ir.TriggerPlayer()),)


def test_a_second_when_that_does_not_name_what_the_first_put_into_play_is_not_read_as_it() -> None:
    # "that creature" means the returned creature only after an instruction that put one into play
    with pytest.raises(CardTextError):
        parse_card_text(CardDef(name="Foo", type_line="Enchantment", text=(
            "When Foo comes into play, draw a card. When Foo leaves play, that creature's controller sacrifices it.")))


@pytest.mark.parametrize("zone", [Zone.HAND])
def test_an_aura_enchanting_a_card_elsewhere_is_still_refused(zone: str) -> None:
    with pytest.raises(CardTextError, match="outside play is not supported"):
        parse_card_text(CardDef(name="Foo", type_line="Enchantment - Aura", text=f"Enchant creature card in your {zone}"))


def test_losing_and_gaining_anything_but_an_enchant_quality_is_refused() -> None:
    with pytest.raises(CardTextError, match="what an Aura may enchant"):
        parse_card_text(CardDef(name="Foo", type_line="Enchantment", text=(
            "When Foo comes into play, it loses \"flying\" and gains \"haste.\"")))


def test_a_quoted_sentence_ending_its_sentence_is_followed_by_the_next() -> None:
    assert normalise_paragraph("Foo", 'Foo has "{T}: Add {B}." Draw a card.') == '~ has "{t}: add {b}.". draw a card.'
    # (not where the sentence goes on: "until end of turn" moved after the quote)
    assert normalise_paragraph("Foo", 'Until end of turn, Foo gains "{1}: Regenerate Foo."') == \
        '~ gains "{1}: regenerate ~." until end of turn.'


def test_necromancy_becomes_an_aura_and_its_ability_targets_the_card() -> None:
    text = ("When Necromancy enters the battlefield, if it's on the battlefield, it becomes an Aura with \"enchant "
            "creature put onto the battlefield with Necromancy.\" Put target creature card from a graveyard onto the "
            "battlefield under your control and attach Necromancy to it. When Necromancy leaves the battlefield, that "
            "creature's controller sacrifices it.")
    comes, leaves = parse_card_text(CardDef(name="Necromancy", type_line="Enchantment", text=text)).abilities
    becomes, move, attach = comes.effects
    assert becomes == ir.SetTypes(ir.This(), ("enchantment",), ("Aura",), None, None, False, ir.FOREVER,
                                  enchant=ir.Filter(types=("creature",), extra=(ir.PUT_INTO_PLAY_WITH,)))
    assert move == ir.MoveTo(ir.Target(0), Zone.IN_PLAY, controller=ir.You())
    assert comes.targets[0].filter == ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",))
    assert attach == ir.Attach(ir.This(), PUT_WITH)
    assert leaves.effects == (ir.Sacrifice(ir.ControllerOf(PUT_WITH), PUT_WITH),)

