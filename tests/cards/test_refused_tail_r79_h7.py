"""The seventy-ninth session's refused tail (added, h7): how the reader reads Tainted Specter, in both wordings — a card
discarded unless its player puts one from his or her hand on top of the library, and the damage only if a card was
discarded this way — and the printed wordings of Malignant Growth, Wand of Ith and Koskun Falls
(judge/cards/normalise/printed-r79-h7.rewrites). What the engine does with them is held by their scenarios
(scenarios/cards/*-tainted-specter-*, *-malignant-growth-printed-*, *-wand-of-ith-printed-*, *-koskun-falls-printed-*)."""

from __future__ import annotations

import dataclasses

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import describe, effect_phrase
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef, Wording
from judge.engine.support import unsupported as unsupported_reasons
from judge.zones import Zone

TAINTED_SPECTER = ("{1}{B}{B}, {T}: Target player discards a card unless they put a card from their hand on top of their "
                   "library. If that player discards a card this way, ~ deals 1 damage to each creature and each player. "
                   "Activate this ability only any time you could cast a sorcery.")


def _read(text: str, name: str, type_line: str = "Creature - Specter", cost: str = "{3}{B}") -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line=type_line, types=(type_line.split(" ")[0],), text=text,
                                         cost=cost))


def _abilities(name: str, wording: Wording = Wording.PRINTED) -> ir.CardAbilities:
    cat = catalog()
    return cat.abilities(cat.era_card(cat.entry(name).era, wording))


def test_tainted_specter_discard_unless_a_card_on_top_then_damage_only_if_discarded():
    card = _read(TAINTED_SPECTER, "Tainted Specter")
    (ab,) = card.abilities
    assert isinstance(ab, ir.ActivatedAbility) and ab.cost.tap and ab.cost.mana == "{1}{B}{B}"
    unless, then = ab.effects
    who = unless.who
    assert isinstance(who, ir.Target)
    # the target player's choice as it resolves (413.2c): a card of his or her own hand on top of the library, or the
    # discard (glossary "Unless")
    assert unless == ir.IfYouDo(ir.Cost(to_library_top=(ir.Filter(types=("card",), controller=ir.PlayerRelation.YOU,
                                                                    zone=Zone.HAND), 1)), (), (ir.Discard(who, 1),), who=who)
    # the damage only if that player discarded a card this way
    assert then.condition == ir.Condition(ir.ConditionKind.DISCARDED_THIS_WAY, player=who) and then.otherwise == ()
    (damage,) = then.then
    assert isinstance(damage, ir.DealDamage) and damage.amount == 1 and damage.source == ir.This()
    assert "may put a card from target #1's hand on top of target #1's library" in effect_phrase(unless)
    assert [r.kind for r in ab.restrictions] == [ir.RestrictionKind.AS_A_SORCERY]
    assert not unsupported_reasons(card)


def test_tainted_specter_as_printed_reads_as_the_oracle():
    # the printed two choices come to the same card discarded or put on top (judge/cards/normalise/printed-r79-h7)
    # (what each ability does, said as `judge card` says it: the abilities' own texts are their wordings')
    assert describe(_abilities("Tainted Specter")) == describe(_abilities("Tainted Specter", Wording.ORACLE))
    assert "the engine can't read" not in "".join(describe(_abilities("Tainted Specter")))


def test_malignant_growth_as_printed_targets_the_opponent_whose_draw_step_it_is():
    # (judge/cards/normalise/printed-r79-h7) "During target opponent's draw phase": the Oracle's trigger, its
    # instructions for a target opponent in place of "that player"
    *_, printed = _abilities("Malignant Growth").abilities
    *_, oracle = _abilities("Malignant Growth", Wording.ORACLE).abilities
    assert printed.trigger == oracle.trigger and printed.trigger.whose is ir.TriggerWhose.OPPONENT
    (target,) = printed.targets
    assert target.filter.players and target.filter.controller is ir.PlayerRelation.OPPONENT
    draw, damage = printed.effects
    assert draw == ir.Draw(ir.Target(target.index), ir.CountersOn(ir.This(), "growth"))
    assert damage.to == (ir.Target(target.index),) and damage.amount == oracle.effects[1].amount
    assert not oracle.targets


def test_wand_of_ith_as_printed_reads_as_the_oracle():
    # (judge/cards/normalise/printed-r79-h7) one card looked at at random, discarded unless its player pays its casting
    # cost's total (the converted mana cost) or 1 life for a land; only during its controller's turn
    assert describe(_abilities("Wand of Ith")) == describe(_abilities("Wand of Ith", Wording.ORACLE))


def test_koskun_falls_as_printed_taps_its_target_or_is_buried():
    # (judge/cards/normalise/printed-r79-h7) "During your upkeep, tap target untapped creature you control or bury ~":
    # the target chosen as the ability is put on the stack (410.4), tapped if its controller chooses (413.2c), else the
    # Falls buried (glossary "Bury (Obsolete)"); the second paragraph the Oracle's attack cost
    upkeep, attack_cost = _abilities("Koskun Falls").abilities
    (target,) = upkeep.targets
    assert target.filter.types == ("creature",) and target.filter.status == ("untapped",)
    assert target.filter.controller is ir.PlayerRelation.YOU
    (unless,) = upkeep.effects
    assert unless.cost == ir.Cost(tap_target=ir.Target(target.index)) and unless.optional and not unless.then
    assert unless.otherwise == (ir.Destroy(ir.This(), cant_regenerate=True, buried=True),)
    assert "you may tap target #1; if not: bury this" in describe(_abilities("Koskun Falls"))[0]
    oracle_upkeep, oracle_attack_cost = _abilities("Koskun Falls", Wording.ORACLE).abilities
    assert attack_cost == dataclasses.replace(oracle_attack_cost, text=attack_cost.text)
    assert not oracle_upkeep.targets
    assert not unsupported_reasons(_abilities("Koskun Falls"))



def test_a_target_tapped_as_a_cost_is_refused_outside_an_unless():
    # the cost names the ability's target: paid only where an "unless" of a resolving ability is (resolution_costs),
    # never as an activated ability's cost (judge.engine.payment has no such payment)
    (upkeep, _) = _abilities("Koskun Falls").abilities
    activated = ir.ActivatedAbility(cost=upkeep.effects[0].cost, effects=(ir.Draw(ir.You(), 1),), targets=upkeep.targets)
    card = dataclasses.replace(_abilities("Koskun Falls"), abilities=(activated,))
    assert "a target tapped as a cost offered other than as an 'unless' of a resolving ability" in unsupported_reasons(card)
