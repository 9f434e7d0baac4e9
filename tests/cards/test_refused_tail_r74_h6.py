"""The seventy-fourth session's refused tail (added, h6): how the reader reads Rasputin Dreamweaver in its Oracle
wording. What the engine does with it is held by its scenarios (scenarios/cards/*rasputin-dreamweaver-*.mtg)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.describe import condition_phrase, effect_phrase
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons

RASPUTIN = ("Rasputin Dreamweaver enters the battlefield with seven dream counters on it.\n"
            "Remove a dream counter from Rasputin: Add {C}.\n"
            "Remove a dream counter from Rasputin: Prevent the next 1 damage that would be dealt to Rasputin this turn.\n"
            "At the beginning of your upkeep, if Rasputin started the turn untapped, put a dream counter on it.\n"
            "Rasputin can't have more than seven dream counters on it.")


def _read(text: str, name: str = "Rasputin Dreamweaver") -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line="Legendary Creature - Human Wizard",
                                         types=("Creature",), text=text, cost="{4}{W}{U}", power=4, toughness=1))


def test_rasputin_upkeep_counter_if_it_started_the_turn_untapped():
    card = _read(RASPUTIN)
    (upkeep,) = [a for a in card.abilities if isinstance(a, ir.TriggeredAbility)]
    # an intervening "if" (410.8) about the permanent as the turn began, before its untap step (302.1)
    assert upkeep.condition == ir.Condition(ir.ConditionKind.STARTED_TURN_UNTAPPED, ref=ir.This())
    assert upkeep.effects == (ir.PutCounters(ir.This(), "dream", 1),)
    assert condition_phrase(upkeep.condition) == "it was in play and untapped as this turn began"
    assert not unsupported_reasons(card)


def test_rasputin_cant_have_more_than_seven_dream_counters():
    card = _read(RASPUTIN)
    (limit,) = [e for a in card.abilities if isinstance(a, ir.StaticAbility) for e in a.effects
                if isinstance(e, ir.CounterLimit)]
    assert limit == ir.CounterLimit(ir.This(), value="dream", most=7)  # 103.2: the card that says "can't" wins
    assert effect_phrase(limit) == "this can't have more than 7 dream counters on it (103.2)"


def test_a_limit_on_another_permanents_counters_is_refused():
    with pytest.raises(CardTextError):
        _read("Creatures you control can't have more than two +1/+1 counters on them.", name="Test Card")
    with pytest.raises(CardTextError):
        _read("Enchanted creature can't have more than two +1/+1 counters on it.", name="Test Card")


CHAOS_LORD = ("First strike\n"
              "At the beginning of your upkeep, target opponent gains control of Chaos Lord if the number of permanents "
              "is even.\n"
              "Chaos Lord can attack as though it had haste unless it entered the battlefield this turn.")


def _read_chaos_lord() -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Chaos Lord", type_line="Creature - Human", types=("Creature",),
                                         text=CHAOS_LORD, cost="{4}{R}{R}{R}", power=7, toughness=7))


def test_chaos_lord_upkeep_control_change_if_the_number_of_permanents_is_even():
    card = _read_chaos_lord()
    (upkeep,) = [a for a in card.abilities if isinstance(a, ir.TriggeredAbility)]
    # an "if" after the instruction: no intervening "if" (410.8), counted as it resolves (413.2)
    assert upkeep.condition is None
    (cond,) = upkeep.effects
    assert cond == ir.Conditional(ir.Condition(ir.ConditionKind.NUMBER_PARITY, filter=ir.Filter(), value="even"),
                                  (ir.GainControl(ir.This(), ir.Target(0), duration="forever"),))
    assert condition_phrase(cond.condition) == "the number of permanents in play is even"
    assert not unsupported_reasons(card)


def test_chaos_lord_attacks_as_though_it_had_haste_but_not_the_turn_it_came_into_play():
    card = _read_chaos_lord()
    (rule,) = [e for a in card.abilities if isinstance(a, ir.StaticAbility) for e in a.effects]
    assert rule == ir.CanAttackAsThoughHaste(ir.This(), unless_new=True)
    assert effect_phrase(rule) == "this can attack as though it had haste unless it came into play this turn"
    # Instill Energy's, without the exception, reads as before
    plain = _read("Enchant creature\nEnchanted creature can attack as though it had haste.", name="Instill Energy")
    assert [e for a in plain.abilities if isinstance(a, ir.StaticAbility) for e in a.effects] == [
        ir.CanAttackAsThoughHaste(ir.Enchanted())]
