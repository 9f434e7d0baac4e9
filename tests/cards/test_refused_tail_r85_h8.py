"""The eighty-fifth session's refused tail (added, h8): how the reader reads Rayne, Academy Chancellor — "Whenever you or
a permanent you control becomes the target of a spell or ability an opponent controls, you may draw a card. You may draw
an additional card if ~ is enchanted." (Oracle; printed "is the target of … controlled by one of your opponents, …, and if
~ is enchanted, you may draw another card", the same meaning) — and how the engine triggers it on a player targeted as
well as on a permanent. What the engine does with the card is held by its scenarios (scenarios/cards/*rayne*)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import describe
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef, Wording
from judge.engine import events
from judge.engine.events import EventKind
from judge.engine.objects import Target
from judge.engine.support import unsupported as unsupported_reasons


def _read(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Test Chancellor", type_line="Creature - Wizard", types=("Creature",),
                                         text=text, cost="{2}{U}"))


@pytest.mark.parametrize("wording", [Wording.ORACLE, Wording.PRINTED])
def test_rayne_reads_you_or_your_permanent_targeted_and_an_additional_card_if_enchanted(wording):
    cat = catalog()
    card = cat.abilities(cat.era_card(cat.entry("Rayne, Academy Chancellor").era, wording))
    (ability,) = card.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    trig = ability.trigger
    assert trig.event is ir.TriggerEvent.BECOMES_TARGET and trig.whose is ir.TriggerWhose.OPPONENT
    assert trig.or_you  # the player too, not only a permanent
    assert trig.subject.types == ("permanent",) and trig.subject.controller is ir.PlayerRelation.YOU
    first, second = ability.effects
    # two choices: the first card, then the additional one (413.2c)
    assert isinstance(first, ir.Optional_) and first.effects == (ir.Draw(ir.You(), 1),)
    assert second == ir.Conditional(ir.Condition(ir.ConditionKind.ENCHANTED, ref=ir.This()),
                                    (ir.Draw(ir.You(), 1, optional=True),))
    assert not unsupported_reasons(card)
    said = "\n".join(describe(card))
    assert ("whenever you or a permanent you control becomes the target of a spell or ability an opponent controls: "
            "you may: you draw a card; if this is enchanted: you may draw a card") in said


def test_you_or_is_read_only_of_an_opponents_spell_or_ability_and_the_additional_card_only_if_enchanted():
    (ability,) = _read("Whenever you or a creature you control becomes the target of a spell or ability an opponent "
                       "controls, you may draw a card. You may draw an additional card if Test Chancellor is enchanted."
                       ).abilities
    assert ability.trigger.or_you and ability.trigger.subject.types == ("creature",)
    # "you or …" with any other event is not in the card language: refused, not read as the permanent alone
    with pytest.raises(CardTextError):
        _read("Whenever you or a creature you control becomes the target of a spell, you may draw a card.")
    with pytest.raises(CardTextError):
        _read("Whenever you or a creature you control is dealt damage, you may draw a card.")
    # the additional card's condition is the card's own Aura only
    with pytest.raises(CardTextError):
        _read("Whenever Test Chancellor becomes the target of a spell or ability an opponent controls, you may draw a "
              "card. You may draw an additional card if Test Chancellor is tapped.")


def test_a_player_targeted_becomes_the_target_as_a_permanent_does():
    # a spell's targets each become the target of it as it is played (409.1c): the player too, told apart by
    # ``target_player`` (``obj`` None), so that no permanent's "becomes the target" matches him or her
    class _So:
        controller, id, kind = "Bob", 7, None
        targets = (Target(spec=None, player="Alice"), Target(spec=None, obj=12), None)
    player_ev, obj_ev = events.targeted_events(_So())
    assert player_ev.kind is EventKind.TARGETED and player_ev.obj is None and player_ev.target_player == "Alice"
    assert player_ev.player == "Bob" and player_ev.source == 7
    assert obj_ev.obj == 12 and obj_ev.target_player is None
