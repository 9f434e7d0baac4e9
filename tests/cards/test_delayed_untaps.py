"""Delayed abilities watching their source untap (406.2a, 406.2b, glossary "Becomes"): Merieke Ri Berit's "When ~ leaves
the battlefield or becomes untapped" and Coffin Queen's "When ~ becomes untapped or you lose control of ~" (added,
session 70, h6). What the engine does with them is held by their scenarios (scenarios/cards/merieke-ri-berit-*.mtg,
coffin-queen-*.mtg); this holds how the reader reads them, and that only a delayed ability may watch an untapping.
Seraph's "Sacrifice the creature when you lose control of Seraph." (added with them) is a delayed ability made by the
delayed ability that returns the creature, as it resolves (406.2a, 406.2b; scenarios/cards/seraph-*.mtg)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.ir import TriggerEvent
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine import support, triggers
from judge.zones import Zone

MERIEKE = ("Merieke Ri Berit doesn't untap during your untap step.\n{T}: Gain control of target creature for as long as "
           "you control Merieke Ri Berit. When Merieke Ri Berit leaves the battlefield or becomes untapped, destroy that "
           "creature. It can't be regenerated.")
QUEEN = ("You may choose not to untap Coffin Queen during your untap step.\n{2}{B}, {T}: Put target creature card from a "
         "graveyard onto the battlefield under your control. When Coffin Queen becomes untapped or you lose control of "
         "Coffin Queen, exile that creature.")


def _read(name: str, text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line="Creature - Human", types=("Creature",),
                                         subtypes=("Human",), text=text, cost="{3}", power=1, toughness=1))


def _delayed(card: ir.CardAbilities) -> ir.DelayedTrigger:
    act = card.abilities[1]
    assert isinstance(act, ir.ActivatedAbility)
    delayed = [e for e in act.effects if isinstance(e, ir.DelayedTrigger)]
    assert len(delayed) == 1
    return delayed[0]


def test_merieke_watches_herself_leave_play_or_untap_and_destroys_the_target_once():
    d = _delayed(_read("Merieke Ri Berit", MERIEKE))
    assert d.trigger == ir.Trigger(TriggerEvent.LTB_OR_UNTAPS, ir.This())
    assert not d.repeats and not d.this_turn  # no duration stated: once (406.2e)
    destroy, = d.effects
    assert isinstance(destroy, ir.Destroy) and destroy.what == ir.Target(0) and destroy.cant_regenerate


def test_coffin_queen_watches_herself_untap_or_change_control_and_exiles_the_creature_returned():
    d = _delayed(_read("Coffin Queen", QUEEN))
    assert d.trigger == ir.Trigger(TriggerEvent.UNTAPS_OR_LOSES_CONTROL, ir.This())
    exile, = d.effects
    # the target, followed by the engine to the permanent the card became (217.8)
    assert isinstance(exile, ir.MoveTo) and exile.what == ir.Target(0) and exile.zone == Zone.REMOVED


def test_a_permanents_own_ability_on_an_untapping_is_refused():
    for event in triggers.DELAYED_ONLY_EVENTS:
        ab = ir.TriggeredAbility(ir.Trigger(event, ir.This()), effects=(ir.Untap(ir.This()),))
        assert support.unsupported(ir.CardAbilities("Test", abilities=(ab,))) == [
            f"the trigger event {event.value!r} is watched only for a delayed ability"]


SERAPH = ("Flying\nWhenever a creature dealt damage by Seraph this turn dies, put that card onto the battlefield under your "
          "control at the beginning of the next end step. Sacrifice the creature when you lose control of Seraph.")


def test_seraphs_sacrifice_is_made_by_the_delayed_ability_that_returns_the_creature():
    card = parse_card_text_fresh(CardDef(name="Seraph", type_line="Creature - Angel", types=("Creature",),
                                         subtypes=("Angel",), text=SERAPH, cost="{6}{W}", power=4, toughness=4))
    trig = card.abilities[-1]
    assert isinstance(trig, ir.TriggeredAbility)
    at_end, = trig.effects  # nothing made as the trigger resolves but the delayed ability (406.2a)
    assert isinstance(at_end, ir.DelayedTrigger) and at_end.trigger.event is TriggerEvent.BEGINNING_OF_STEP
    put, sacrifice = at_end.effects
    assert isinstance(put, ir.MoveTo) and put.what == ir.TriggerObject() and put.zone == Zone.IN_PLAY
    assert isinstance(sacrifice, ir.DelayedTrigger)
    assert sacrifice.trigger == ir.Trigger(TriggerEvent.LOSES_CONTROL, ir.This())
    assert sacrifice.effects == (ir.Sacrifice(ir.You(), ir.MovedThisWay()),)  # the creature put into play (217.8)
