"""The seventy-sixth session's refused tail (added, h7): how the reader reads Infinite Authority's "destroy the other
creature at end of combat. At the beginning of the next end step, if that creature was destroyed this way, put a +1/+1
counter on the first creature.", and Gaze of Pain's delayed ability with its own target ("Until end of turn, whenever a
creature you control attacks and isn't blocked, you may choose to have it deal damage equal to its power to a target
creature. …"). What the engine does with them is held by their scenarios (scenarios/cards/*-infinite-authority-*.mtg,
*-gaze-of-pain-*.mtg)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.describe import effect_phrase
from judge.cards.phrases import AT_END_OF_COMBAT, AT_END_OF_TURN, CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons
from judge.zones import Zone

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


GAZE = ("Until end of turn, whenever a creature you control attacks and isn't blocked, you may choose to have it deal "
        "damage equal to its power to a target creature. If you do, it assigns no combat damage this turn.")


def _sorcery(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Gaze of Pain", type_line="Sorcery", types=("Sorcery",), text=text,
                                         cost="{1}{B}"))


def test_gaze_of_pain_the_delayed_ability_has_its_own_target_and_may():
    card = _sorcery(GAZE)
    # the spell itself targets nothing: the target is the delayed ability's, chosen each time it triggers (410.4)
    assert card.spell.targets == ()
    (delayed,) = card.spell.effects
    assert isinstance(delayed, ir.DelayedTrigger)
    assert delayed.trigger.event is ir.TriggerEvent.ATTACKS_AND_ISNT_BLOCKED
    assert delayed.trigger.subject == ir.Filter(types=("creature",), controller=ir.PlayerRelation.YOU, zone=Zone.IN_PLAY)
    assert delayed.repeats and delayed.this_turn and delayed.optional  # 406.2e; 410.5
    (spec,) = delayed.targets
    assert spec.index == 0 and spec.filter.types == ("creature",)
    it = ir.TriggerObject()  # "it": the unblocked creature, not the sorcery
    assert delayed.effects == (ir.Optional_((ir.DealDamage(ir.PowerOf(it), (ir.Target(0),), source=it),
                                             ir.AssignsNoCombatDamage(it, duration="this turn")), ir.You(),
                                            if_you_do_from=1),)
    assert "its own targets, chosen each time it triggers" in effect_phrase(delayed)
    assert not unsupported_reasons(card, spell_card=True)
    # only after "attacks and isn't blocked": another event with these words is refused loudly
    with pytest.raises(CardTextError):
        _sorcery(GAZE.replace("attacks and isn't blocked", "blocks"))
