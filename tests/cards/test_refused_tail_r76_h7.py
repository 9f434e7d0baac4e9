"""The seventy-sixth session's refused tail (added, h7): how the reader reads Infinite Authority's "destroy the other
creature at end of combat. At the beginning of the next end step, if that creature was destroyed this way, put a +1/+1
counter on the first creature." What the engine does with it is held by its scenarios
(scenarios/cards/*-infinite-authority-*.mtg)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.describe import effect_phrase
from judge.cards.phrases import AT_END_OF_COMBAT, AT_END_OF_TURN, CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons

AUTHORITY = ("Enchant creature\n"
             "Whenever enchanted creature blocks or becomes blocked by a creature with toughness 3 or less, destroy the "
             "other creature at end of combat. At the beginning of the next end step, if that creature was destroyed this "
             "way, put a +1/+1 counter on the first creature.")


def _read(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Infinite Authority", type_line="Enchantment - Aura",
                                         types=("Enchantment",), subtypes=("Aura",), text=text, cost="{W}{W}{W}"))


def test_infinite_authority_reads_whole():
    card = _read(AUTHORITY)
    trig = card.abilities[-1]
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.trigger.event is ir.TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED
    assert isinstance(trig.trigger.subject, ir.Enchanted)
    # the other creature: toughness 3 or less, as the block happens (410.2)
    assert trig.trigger.detail.toughness is not None
    (eoc,) = trig.effects
    assert isinstance(eoc, ir.DelayedTrigger) and eoc.trigger == AT_END_OF_COMBAT
    destroy, conditional = eoc.effects
    assert destroy == ir.Destroy(ir.TriggerObject())
    # "destroyed this way": that destruction put the other creature into a graveyard (419.6b: not regenerated)
    assert conditional.condition == ir.Condition(ir.ConditionKind.DIED_THIS_WAY, ref=ir.TriggerObject())
    (eot,) = conditional.then
    assert isinstance(eot, ir.DelayedTrigger) and eot.trigger == AT_END_OF_TURN
    # "the first creature": the creature the block trigger was about, not whatever the Aura enchants later
    assert eot.effects == (ir.PutCounters(ir.FirstCreature(), "+1/+1", 1),)
    assert "the first creature" in effect_phrase(eot.effects[0])
    assert not unsupported_reasons(card)


def test_the_end_of_turn_sentence_is_read_only_after_the_delayed_destruction():
    # the card itself reads (above); the same end of turn sentence after anything but "destroy that creature at end
    # of combat" is refused loudly, not read as a counter put on some creature
    assert _read(AUTHORITY).abilities
    with pytest.raises(CardTextError, match="only after 'destroy that creature at end of combat'"):
        _read("Enchant creature\nWhenever enchanted creature blocks or becomes blocked by a creature with toughness 3 "
              "or less, tap that creature. At the beginning of the next end step, if that creature was destroyed this "
              "way, put a +1/+1 counter on the first creature.")
    with pytest.raises(CardTextError):
        _read("Enchant creature\nAt the beginning of the next end step, if that creature was destroyed this way, put a "
              "+1/+1 counter on the first creature.")
