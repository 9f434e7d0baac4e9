"""A delayed ability with a stated duration tied to its source: Giant Oyster's "For as long as ~ remains tapped, target
tapped creature doesn't untap during its controller's untap step, and at the beginning of each of your draw steps, put a
-1/-1 counter on that creature." (added, session 71, h9; 406.2a, 406.2e, 418.3a). What the engine does with it is held
by its scenarios (scenarios/cards/giant-oyster-*.mtg); this holds how the reader reads it."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.ir import TriggerEvent
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef, Step

OYSTER = ("You may choose not to untap Giant Oyster during your untap step.\n{T}: For as long as Giant Oyster remains "
          "tapped, target tapped creature doesn't untap during its controller's untap step, and at the beginning of each "
          "of your draw steps, put a -1/-1 counter on that creature. When Giant Oyster leaves the battlefield or becomes "
          "untapped, remove all -1/-1 counters from the creature.")


def test_giant_oyster_lock_draw_step_counters_and_removal_read_as_one_duration():
    card = parse_card_text_fresh(CardDef(name="Giant Oyster", type_line="Creature - Oyster", types=("Creature",),
                                         subtypes=("Oyster",), text=OYSTER, cost="{2}{U}{U}", power=0, toughness=3))
    act = card.abilities[1]
    assert isinstance(act, ir.ActivatedAbility)
    lock, each_draw, removal = act.effects
    assert isinstance(lock, ir.DoesntUntap) and lock.what == ir.Target(0) and lock.duration == ir.WHILE_SOURCE_TAPPED
    # the draw-step ability: each of your draw steps (406.2e: a stated duration), over once ~ untaps (418.3a)
    assert isinstance(each_draw, ir.DelayedTrigger)
    assert each_draw.trigger == ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.DRAW, whose=ir.TriggerWhose.YOU)
    assert each_draw.repeats and each_draw.lasts == ir.WHILE_SOURCE_TAPPED
    assert each_draw.effects == (ir.PutCounters(ir.Target(0), "-1/-1", 1),)
    # "When ~ leaves the battlefield or becomes untapped": once (406.2e), every -1/-1 counter of the target
    assert isinstance(removal, ir.DelayedTrigger) and removal.lasts is None and not removal.repeats
    assert removal.trigger == ir.Trigger(TriggerEvent.LTB_OR_UNTAPS, ir.This())
    assert removal.effects == (ir.RemoveCounters(ir.Target(0), "-1/-1", ir.CountersOn(ir.Target(0), "-1/-1")),)
