"""The seventy-eighth session's printed round (added, h6): how the reader reads five printed wordings the engine refused
before — Curse Artifact's burial chosen by the artifact's controller, Stangg's Legend token and its burial, Mana
Vortex's destruction, Tidal Flats' payments and Touch of Vitae's one more untap
(judge/cards/normalise/printed-r78-h6.rewrites). What the engine does with them is held by their scenarios
(scenarios/cards/*-curse-artifact-printed-*, *-stangg-printed-*, *-mana-vortex-printed-*, *-tidal-flats-printed-*,
*-touch-of-vitae-printed-*)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import describe
from judge.dsl.ast import Wording


def _abilities(name: str, wording: Wording = Wording.PRINTED) -> ir.CardAbilities:
    cat = catalog()
    return cat.abilities(cat.era_card(cat.entry(name).era, wording))


def test_curse_artifact_printed_the_enchanted_artifact_buried_or_2_damage():
    (trigger,) = _abilities("Curse Artifact").abilities
    # "During his or her upkeep" (glossary "During (Obsolete)"): the upkeep of the enchanted artifact's controller
    assert trigger.trigger.event == ir.TriggerEvent.BEGINNING_OF_STEP and trigger.trigger.whose == ir.TriggerWhose.ENCHANTED
    (unless,) = trigger.effects
    assert isinstance(unless, ir.IfYouDo) and unless.who == ir.TriggerPlayer()
    # "may choose to bury target artifact": the enchanted artifact destroyed, no regeneration — not sacrificed
    assert unless.cost.sacrifice == () and unless.cost.destroy_buried
    flt, n = unless.cost.destroy
    assert n == 1 and flt.types == ("artifact",) and flt.extra == ("enchanted",)
    assert unless.otherwise == (ir.DealDamage(2, (ir.TriggerPlayer(),)),)
    # the Oracle's is the sacrifice
    (oracle,) = _abilities("Curse Artifact", Wording.ORACLE).abilities
    assert oracle.effects[0].cost.sacrifice and oracle.effects[0].cost.destroy is None


def test_stangg_printed_a_legend_token_and_stangg_buried():
    (trigger,) = _abilities("Stangg").abilities
    make, watch_stangg, watch_token = trigger.effects
    # "Stangg Twin token is a 3/4 green and red legend": the creature type Legend (215.2), not its name (216.1)
    spec = make.token
    assert (spec.name, spec.power, spec.toughness, spec.subtypes) == ("Stangg Twin", 3, 4, ("Legend",))
    assert set(spec.colors) == {"red", "green"} and spec.supertypes == ("legendary",)
    assert isinstance(watch_stangg, ir.DelayedTrigger) and isinstance(watch_token, ir.DelayedTrigger)
    # "bury Stangg": destroyed, it can't be regenerated (glossary "Bury (Obsolete)")
    (bury,) = watch_token.effects
    assert bury == ir.Destroy(ir.This(), cant_regenerate=True, buried=True)
    # the Oracle's token is a Human Warrior, named Stangg Twin
    (oracle,) = _abilities("Stangg", Wording.ORACLE).abilities
    assert oracle.effects[0].token.subtypes == ("Human", "Warrior")


def test_mana_vortex_printed_destroyed_when_no_lands_are_in_play():
    played, upkeep, state = _abilities("Mana Vortex").abilities
    assert played.zone is not None  # "when ~ is cast": works while it is a spell (402.8)
    assert isinstance(played.effects[0], ir.IfYouDo)
    assert upkeep.trigger.event == ir.TriggerEvent.BEGINNING_OF_STEP
    # "Mana Vortex is destroyed": a destruction regeneration may replace, not the Oracle's sacrifice
    assert state.effects == (ir.Destroy(ir.This()),)


def test_tidal_flats_and_touch_of_vitae_printed_read_as_the_oracle():
    # what each ability does, said as `judge card` says it (the abilities' own texts are their wordings')
    for name in ("Tidal Flats", "Touch of Vitae"):
        assert describe(_abilities(name)) == describe(_abilities(name, Wording.ORACLE)), name
