"""The eighty-third session's audit 13227 (h8): Lim-Dûl's Cohort as printed, "Creatures blocking or blocked by
Lim-Dûl's Cohort cannot regenerate this turn." — "this turn" lasts past the block, so it reads as the Oracle's
trigger ("Whenever ~ blocks or becomes blocked by a creature, that creature can't be regenerated this turn"), not as
a static ability asking whether a creature is blocking or blocked by the Cohort now. What the engine does with it is
held by scenarios/audit/13227/48-lim-duls-cohort-printed-*."""

from __future__ import annotations

import dataclasses

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.ast import Wording


def _abilities(name: str, wording: Wording) -> ir.CardAbilities:
    cat = catalog()
    return cat.abilities(cat.era_card(cat.entry(name).era, wording))


def test_lim_duls_cohort_as_printed_is_the_oracles_trigger():
    printed = _abilities("Lim-Dûl's Cohort", Wording.PRINTED)
    oracle = _abilities("Lim-Dûl's Cohort", Wording.ORACLE)
    (ability,) = printed.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    assert not any(isinstance(a, ir.StaticAbility) for a in printed.abilities)
    # the same ability but for the words it quotes (the trace quotes the card as played)
    assert ability.text != oracle.abilities[0].text
    assert dataclasses.replace(ability, text=oracle.abilities[0].text) == oracle.abilities[0]
