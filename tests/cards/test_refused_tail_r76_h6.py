"""The seventy-sixth session's refused tail (added, h6): how the reader reads Cannibalize's "Choose two target creatures
controlled by the same player. Exile one of those creatures and put two +1/+1 counters on the other." What the engine
does with it is held by its scenarios (scenarios/cards/*-cannibalize-*.mtg)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.describe import effect_phrase, targets_phrase
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons
from judge.zones import Zone

CANNIBALIZE = ("Choose two target creatures controlled by the same player. Exile one of those creatures and put two "
               "+1/+1 counters on the other.")


def _read(text: str, name: str = "Cannibalize") -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line="Sorcery", types=("Sorcery",), text=text, cost="{1}{B}"))


def test_cannibalize_two_targets_of_one_controller():
    spell = _read(CANNIBALIZE).spell
    (spec,) = spell.targets
    # one target word, two creatures, all one player's (409.1c)
    assert (spec.min_count, spec.max_count, spec.same_controller) == (2, 2, True)
    assert spec.filter.types == ("creature",) and not spec.single_zone
    assert "all controlled by the same player" in targets_phrase(spell.targets)
    choose, which = spell.effects
    assert choose == ir.ChooseTarget(ir.Target(0))
    # no player named: the caster chooses which is removed (413.2c), the other gets the counters
    assert which == ir.ChooseOneOfThose(ir.Target(0), ir.You(),
                                        (ir.MoveTo(ir.ObjectChosenThisWay(), Zone.REMOVED),),
                                        (ir.PutCounters(ir.OtherOfThose(), "+1/+1", 2),))
    assert effect_phrase(which).startswith("you choose one of target #1 (413.2c)")
    assert not unsupported_reasons(_read(CANNIBALIZE))
    # the reading holds of two target creatures only: after one target, or of players, it is refused
    with pytest.raises(CardTextError):
        _read("Choose target creature. Exile one of those creatures and put two +1/+1 counters on the other.")
    with pytest.raises(CardTextError):
        _read("Choose two target players controlled by the same player. Each of them draws a card.")


def test_two_targets_of_any_players_have_no_same_controller():
    # Victimize's "Choose two target creature cards in your graveyard." keeps its reading: no controller asked
    spell = parse_card_text_fresh(CardDef(name="Victimize", type_line="Sorcery", types=("Sorcery",), cost="{2}{B}",
                                          text="Choose two target creature cards in your graveyard. Sacrifice a "
                                               "creature. If you do, return the chosen cards to the battlefield "
                                               "tapped.")).spell
    assert not any(t.same_controller for t in spell.targets)



EYE = ("The next time a source of your choice would deal damage to you this turn, instead that source deals that much "
       "damage to you and Eye for an Eye deals that much damage to that source's controller.")


def _instant(text: str, name: str = "Eye for an Eye") -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line="Instant", types=("Instant",), text=text, cost="{W}{W}"))


def test_eye_for_an_eye_the_damage_dealt_still_and_as_much_to_the_controller():
    card = _instant(EYE)
    (eff,) = card.spell.effects
    # not a redirection (the damage to you is dealt still) nor a prevention: an added damage by ~ (419.1)
    assert isinstance(eff, ir.AlsoDealsToSourceController)
    assert eff.to == (ir.You(),)
    # the source chosen as it resolves, as Reflect Damage's (419.7c)
    (reflect,) = _instant("The next time a source of your choice would deal damage this turn, that damage is dealt to "
                          "that source's controller instead.", "Reflect Damage").spell.effects
    assert isinstance(eff.source, ir.Chosen) and eff.source == reflect.source
    assert "this card deals that much damage to that source's controller" in effect_phrase(eff)
    assert not unsupported_reasons(card)
    # read only of the same recipient again and of that source's controller
    with pytest.raises(CardTextError):
        _instant(EYE.replace("deals that much damage to you and", "deals that much damage to target creature and"))
    with pytest.raises(CardTextError):
        _instant(EYE.replace("that source's controller", "target player"))


def test_backdraft_half_the_damage_of_one_sorcery_both_wordings():
    oracle = parse_card_text_fresh(CardDef(
        name="Backdraft", type_line="Instant", types=("Instant",), cost="{1}{R}",
        text="Choose a player who cast one or more sorcery spells this turn. Backdraft deals damage to that player "
             "equal to half the damage dealt by one of those sorcery spells this turn, rounded down."))
    assert oracle.spell.effects == (ir.HalfDamageOfSpellToCaster(("sorcery",)),)
    assert not oracle.spell.targets  # the player and the spell chosen as it resolves (413.2c), no target
    assert "half the damage that spell dealt this turn, rounded down" in effect_phrase(oracle.spell.effects[0])
    assert not unsupported_reasons(oracle)


def test_chaos_moon_one_count_one_branch():
    card = parse_card_text_fresh(CardDef(
        name="Chaos Moon", type_line="Enchantment", types=("Enchantment",), cost="{3}{R}",
        text="At the beginning of each upkeep, count the number of permanents. If the number is odd, until end of turn, "
             "red creatures get +1/+1 and whenever a player taps a Mountain for mana, that player adds an additional "
             "{R}. If the number is even, until end of turn, red creatures get -1/-1 and if a player taps a Mountain "
             "for mana, that Mountain produces colorless mana instead of any other type."))
    (ability,) = card.abilities
    # one Conditional: the permanents counted once as it resolves (413.2), then one branch or the other
    (branch,) = ability.effects
    assert isinstance(branch, ir.Conditional)
    assert branch.condition.kind is ir.ConditionKind.NUMBER_PARITY and branch.condition.value == "odd"
    red = ir.All((ir.Filter(types=("creature",), colors=("red",)),))
    pump, extra = branch.then
    assert pump == ir.ModifyPT(red, 1, 1, ir.UNTIL_END_OF_TURN)
    assert isinstance(extra, ir.DelayedTrigger) and extra.this_turn and extra.repeats
    assert extra.trigger.subject.subtypes == ("mountain",)
    shrink, instead = branch.otherwise
    assert shrink == ir.ModifyPT(red, -1, -1, ir.UNTIL_END_OF_TURN)
    assert instead == ir.ManaInstead(ir.Filter(types=("land",), subtypes=("mountain",)), "{C}", False,
                                     duration=ir.UNTIL_END_OF_TURN)
    assert not unsupported_reasons(card)
