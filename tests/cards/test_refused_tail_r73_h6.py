"""The seventy-third session's refused tail (added, h6): how the reader reads Suffocation in its Oracle wording. What
the engine does with it is held by its scenarios (scenarios/cards/*suffocation-*.mtg)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.describe import condition_phrase, ref_phrase
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons
from judge.zones import Zone

SUFFOCATION = ("Cast this spell only if you were dealt damage this turn by a red instant or sorcery spell.\n"
               "Suffocation deals 4 damage to the controller of the last red instant or sorcery spell that dealt damage "
               "to you this turn.\n"
               "Draw a card at the beginning of the next turn's upkeep.")

RED_INSTANT_OR_SORCERY_SPELL = ir.Filter(types=("instant", "sorcery"), colors=("red",), zone=Zone.STACK)


def _read(text: str, name: str = "Suffocation") -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line="Instant", types=("Instant",), text=text, cost="{1}{U}"))


def test_suffocation_may_be_cast_only_after_damage_by_a_red_instant_or_sorcery_spell():
    card = _read(SUFFOCATION)
    # the turn's record of damage dealt to its caster, each source as it was when it dealt it (413.2f)
    (limit,) = card.cast_restrictions
    assert limit == ir.Restriction(ir.RestrictionKind.IF, condition=ir.Condition(
        ir.ConditionKind.DEALT_DAMAGE_THIS_TURN_BY, player=ir.You(), filter=RED_INSTANT_OR_SORCERY_SPELL))
    assert condition_phrase(limit.condition) == ("you were dealt damage this turn by a red instant or sorcery spell "
                                                 "(as it was when it dealt the damage)")
    assert not unsupported_reasons(card)


def test_suffocation_deals_4_damage_to_the_controller_of_the_last_such_spell_not_a_target():
    card = _read(SUFFOCATION)
    damage = card.spell.effects[0]
    assert damage == ir.DealDamage(4, (ir.ControllerOfLastDamager(RED_INSTANT_OR_SORCERY_SPELL, ir.You()),))
    assert card.spell.targets == ()  # no target: the player is found as it resolves (413.2f)
    assert ref_phrase(damage.to[0]).startswith("the controller of the last red instant or sorcery spell that dealt "
                                               "damage to you this turn")
    # and the card draw at the next upkeep, read as the era's other cards read it (406.2a)
    (later,) = card.spell.effects[1:]
    assert isinstance(later, ir.DelayedTrigger) and later.effects == (ir.Draw(ir.You(), 1),)


def test_only_you_were_dealt_damage_is_read():
    with pytest.raises(CardTextError):
        _read("Cast this spell only if target player was dealt damage this turn by a red instant spell.\n"
              "Draw a card.", name="Test Card")
