"""What creatures did in combat (308.5, 309.3) as conditions and descriptions read it, and the
counters "up to X, never more than seven" of the Clockwork creatures (413.2c) — each asserted
on outcomes the rules decide."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.describe import condition_phrase, filter_phrase
from judge.cards.text import parse_card_text
from judge.dsl import parse
from judge.dsl.ast import CardDef, Step
from judge.engine import simulate
from tests.engine.support import cites, find

CLOCKWORK = '''
card "Clockwork Beast"
  cost {6}
  type Artifact Creature - Beast
  pt 0/4
  text "Clockwork Beast enters the battlefield with seven +1/+0 counters on it."
  text "At end of combat, if Clockwork Beast attacked or blocked this combat, remove a +1/+0 counter from it."
  text "{X}, {T}: Put up to X +1/+0 counters on Clockwork Beast. This ability can't cause the total number of +1/+0 counters on Clockwork Beast to be greater than seven. Activate this ability only during your upkeep."
player Alice
player Bob
mana is not tracked
'''


def _counters(outcome, kind: str = "+1/+0") -> int:
    return dict(find(outcome, "Clockwork Beast").counters).get(kind, 0)


def _outcomes(body: str):
    return simulate(parse(CLOCKWORK + body, "t.mtg"))


@pytest.mark.parametrize("have,x,choices", [(5, 3, [0, 1, 2]), (0, 2, [0, 1, 2]), (7, 4, [0])])
def test_up_to_x_counters_is_every_number_the_bound_leaves_room_for(have, x, choices):
    """Left to Alice, "up to X" is each number from none to X that keeps the total at seven or
    less (413.2c): every one an outcome; no room, no choice."""
    outs = _outcomes(f"turn Alice, upkeep\nAlice in play: Clockwork Beast ({have} +1/+0 counters)\n"
                     f"Alice library: Forest\nAlice activates Clockwork Beast with X = {x}\nall pass\n")
    got = sorted(_counters(o) - have for o in outs)
    assert got == choices


def test_the_ability_can_be_played_only_in_its_controllers_upkeep():
    outs = _outcomes("turn Alice, precombat main\nAlice in play: Clockwork Beast (5 +1/+0 counters)\n"
                     "Alice tries to activate Clockwork Beast with X = 1\n")
    assert [_counters(o) for o in outs] == [5]


def test_attacked_or_blocked_this_combat_in_a_combat_it_blocked_in():
    """The Beast blocks in Bob's turn: it blocked this combat (309.3), and loses a counter."""
    outs = _outcomes("turn Bob, declare attackers\nAlice in play: Clockwork Beast (7 +1/+0 counters)\n"
                     "Bob in play: Grizzly Bears\nBob attacks with Grizzly Bears\nall pass until the declare blockers step\n"
                     "Alice blocks Grizzly Bears with Clockwork Beast\nall pass until the end of combat step\nall pass\n")
    assert [_counters(o) for o in outs] == [6]


def test_the_bound_needs_the_counters_put_on_itself_just_before():
    from judge.cards.phrases import CardTextError
    from judge.cards.text import parse_card_text
    from judge.dsl.ast import CardDef

    with pytest.raises(CardTextError, match="can't cause the total number of counters"):
        parse_card_text(CardDef(name="Test Beast", type_line="Artifact Creature - Beast", types=("Artifact", "Creature"),
                                subtypes=("Beast",), power="0", toughness="4", cost="{6}",
                                text="{T}: Draw a card. This ability can't cause the total number of +1/+0 counters on "
                                     "Test Beast to be greater than seven."))


def test_deeds_in_words():
    cond = ir.Condition(ir.ConditionKind.COMBAT_DEED, ref=ir.This(), value="blocked or was blocked this turn",
                        filter=ir.Filter(types=("creature",), colors=("blue",)))
    assert condition_phrase(cond) == "it blocked or was blocked by a blue creature this turn"
    assert filter_phrase(ir.Filter(types=("creature",), extra=("attacked or blocked this combat",))) == \
        "creature that attacked or blocked this combat"
    assert ir.combat_deed("blocked or was blocked this turn") == (("blocked", "was blocked"), False, False)
    assert ir.combat_deed("attacked this combat") == (("attacked",), True, False)
    assert ir.combat_deed("didn't attack this turn") == (("attacked",), False, True)


BREATH = '''
card "Venomous Breath"
  cost {3}{G}
  type Instant
  text "Choose target creature. At this turn's next end of combat, destroy all creatures that blocked or were blocked by it this turn."
player Alice
player Bob
mana is not tracked
turn Alice, declare attackers
'''


def test_the_delayed_ability_fails_once_the_creature_chosen_has_left_play():
    """Alice's Hill Giant, chosen by Venomous Breath, dies to the Wall of Swords blocking it: "a
    delayed ability that refers to a particular permanent will fail if the permanent leaves play"
    (406.2d), so the Wall, though it blocked the Giant this turn, stays."""
    outs = simulate(parse(BREATH + "Alice in play: Hill Giant\nAlice hand: Venomous Breath\nBob in play: Wall of Swords\n"
                          "Alice attacks with Hill Giant\nAlice casts Venomous Breath targeting Hill Giant\nall pass\n"
                          "all pass until the declare blockers step\nBob blocks Hill Giant with Wall of Swords\n"
                          "all pass until the end of combat step\nall pass\n", "t.mtg"))
    assert [(find(o, "Hill Giant").zone, find(o, "Wall of Swords").zone) for o in outs] == [("graveyard", "in play")]
    assert "406.2d" in cites(outs[0])


def test_a_description_naming_the_other_creature_of_a_block_is_refused_outside_a_group():
    from judge.engine import support

    flt = ir.Filter(types=("creature",), extra=("was blocked this turn",), partner=ir.This())
    static = ir.StaticAbility((ir.ModifyPT(ir.All((flt,)), 1, 1),))
    assert support.unsupported(ir.CardAbilities("Test", abilities=(static,))) == [
        "a description naming the other creature of a block outside a group an instruction acts on"]
    target = ir.SpellAbility((ir.Destroy(ir.Target(0)),), (ir.TargetSpec(0, flt),))
    assert "a description naming the other creature of a block outside a group an instruction acts on" in \
        support.unsupported(ir.CardAbilities("Test", spell=target))
    group = ir.SpellAbility((ir.Destroy(ir.All((flt,))),))
    assert support.unsupported(ir.CardAbilities("Test", spell=group)) == []


def test_defiant_vanguard_a_delayed_ability_destroys_it_and_what_it_blocked() -> None:
    ability = parse_card_text(CardDef(name="Defiant Vanguard", type_line="Creature - Human Rebel", text=(
        "When Defiant Vanguard blocks, at end of combat, destroy it and all creatures it blocked this turn."))).abilities[0]
    (delayed,) = ability.effects
    assert delayed.trigger == ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_COMBAT, whose=ir.TriggerWhose.EACH)
    blocked = ir.All((ir.Filter(types=("creature",), extra=("was blocked this turn",), partner=ir.This()),))
    assert delayed.effects == (ir.Destroy(ir.Both((ir.This(), blocked))),)


def test_lurker_untargetable_by_spells_while_it_has_neither_attacked_nor_blocked() -> None:
    (ability,) = parse_card_text(CardDef(name="Lurker", type_line="Creature - Beast", text=(
        "Lurker can't be the target of spells unless it attacked or blocked this turn."))).abilities
    assert ability.effects == (ir.CantBeTargetedBySpells(ir.This(), None, None, ir.WHILE_IN_PLAY),)
    assert ability.condition == ir.Condition(ir.ConditionKind.COMBAT_DEED, ref=ir.This(), value="didn't attack or block this turn")
    assert ir.combat_deed("didn't attack or block this turn") == (("attacked", "blocked"), False, True)
