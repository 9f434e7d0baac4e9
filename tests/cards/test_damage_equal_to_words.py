"""An amount the game works out is said as the card says it: "deals damage equal to its power",
"gains life equal to target #1's power" — never "deals the power of the triggering object damage"
(reported-defects brief, item 5: `judge card` and the trace's instruction words)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.describe import effect_phrase, effect_words_for


def test_damage_equal_to_a_power_is_said_so():
    it = ir.TriggerObject()
    pand = ir.DealDamage(ir.PowerOf(it), (ir.Target(0),), source=it)
    assert effect_phrase(pand) == "the triggering object deals damage equal to its power to target #1"
    fling = ir.DealDamage(ir.PowerOf(ir.Target(1)), (ir.Target(0),))
    assert effect_words_for(fling, "Fling") == "deal damage equal to target #2's power to target #1"
    counted = ir.DealDamage(ir.CountOf(ir.Filter(types=("creature",))), (ir.Target(0),))
    assert effect_phrase(counted) == "deal damage equal to the number of creatures to target #1"


def test_numbers_stay_numbers():
    assert effect_phrase(ir.DealDamage(3, (ir.Target(0),))) == "deal 3 damage to target #1"
    assert effect_phrase(ir.DealDamage(ir.VarX(), (ir.Target(0),))) == "deal X damage to target #1"


def test_life_equal_to_a_power():
    swords = ir.GainLife(ir.ControllerOf(ir.Target(0)), ir.PowerOf(ir.Target(0)))
    assert effect_phrase(swords) == "the controller of target #1 gains life equal to target #1's power"
    assert "the power of" not in effect_phrase(swords)
