"""The eightieth session's refused tail (added, h6): how the reader reads Serendib Djinn as printed
(judge/cards/normalise/printed-r80-h6.rewrites) — a land of its controller's chosen as the ability resolves and
destroyed, the damage only if an Island was destroyed this way, and the Djinn destroyed when its controller has no
land — and how an object chosen as an ability resolves is named by the kind the choice describes ("the land chosen
this way", not "the creature …"). What the engine does with them is held by their scenarios
(scenarios/cards/*-serendib-djinn-printed-*)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import describe, effect_phrase, ref_phrase
from judge.dsl.ast import Wording
from judge.engine.support import unsupported as unsupported_reasons


def _abilities(name: str, wording: Wording = Wording.PRINTED) -> ir.CardAbilities:
    cat = catalog()
    return cat.abilities(cat.era_card(cat.entry(name).era, wording))


def test_serendib_djinn_as_printed_chooses_a_land_destroys_it_damage_only_for_an_island():
    card = _abilities("Serendib Djinn")
    keyword, upkeep, no_land = card.abilities
    oracle = _abilities("Serendib Djinn", Wording.ORACLE).abilities
    # "During your upkeep" and "if at any time you have no land in play": the Oracle's two triggers
    assert upkeep.trigger == oracle[1].trigger and no_land.trigger == oracle[2].trigger
    choose, destroy, conditional = upkeep.effects
    land = ir.ObjectChosenThisWay(noun="land")
    # no target (409.1c): one of the controller's own lands chosen as it resolves (413.2c), then destroyed — a
    # destruction regeneration may replace (419.6b), not the Oracle's sacrifice
    assert choose == ir.ChooseObject(ir.Filter(types=("land",), controller=ir.PlayerRelation.YOU))
    assert destroy == ir.Destroy(land)
    # "If you destroy an island in this manner": that land put into a graveyard by the destruction, an Island as it
    # last existed in play (413.2f)
    assert conditional.condition.kind is ir.ConditionKind.DIED_THIS_WAY and conditional.condition.ref == land
    assert conditional.condition.filter == oracle[1].effects[-1].condition.filter  # the Oracle's "an Island"
    assert conditional.condition.filter.subtypes == ("island",) and conditional.condition.filter.types == ("land",)
    (damage,) = conditional.then
    assert isinstance(damage, ir.DealDamage) and damage == oracle[1].effects[-1].then[0]
    # "destroyed immediately if at any time you have no land in play": a state trigger (410.11), the Djinn destroyed
    assert no_land.effects == (ir.Destroy(ir.This()),)
    assert not unsupported_reasons(card)


def test_the_object_chosen_this_way_is_named_by_the_kind_the_choice_describes():
    said = "\n".join(describe(_abilities("Serendib Djinn")))
    assert "destroy the land chosen this way" in said and "creature chosen this way" not in said
    assert ref_phrase(ir.ObjectChosenThisWay(noun="land")) == "the land chosen this way"
    assert ir.chosen_noun(ir.Filter(types=("land",))) == "land"
    assert ir.chosen_noun(ir.Filter(types=("artifact", "creature"))) == "permanent"
    # a creature chosen keeps its words (Final Strike, Erhnam Djinn as printed)
    assert ref_phrase(ir.ObjectChosenThisWay()) == "the creature chosen this way"
    erhnam = "\n".join(describe(_abilities("Erhnam Djinn")))
    assert "the creature chosen this way gains forestwalk" in erhnam
    assert effect_phrase(ir.Destroy(ir.ObjectChosenThisWay(noun="land"))) == "destroy the land chosen this way"
