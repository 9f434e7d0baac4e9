"""Archery Training reads right in both wordings (seventy-eighth session, audit 9288): its granted ability's "the number
of arrow counters on Archery Training" names the Aura granting the ability (ir.Granter), not the creature that has it
(the ability's own "~", ir.This) — once read as the creature's own counters (none: "does nothing, its amount is 0"),
then refused, now read."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import describe
from judge.dsl.ast import Wording


def _granted(wording: Wording) -> ir.ActivatedAbility:
    cat = catalog()
    entry = cat.lookup("Archery Training")
    (static,) = cat.abilities(cat.era_card(entry.era, wording)).static
    (grant,) = static.effects
    assert isinstance(grant, ir.GrantAbility) and isinstance(grant.what, ir.Enchanted)
    assert isinstance(grant.ability, ir.ActivatedAbility)
    return grant.ability


@pytest.mark.parametrize("wording", [Wording.ORACLE, Wording.PRINTED])
def test_archery_training_counts_the_arrow_counters_on_the_aura_granting_the_ability(wording: Wording) -> None:
    ability = _granted(wording)
    (deal,) = ability.effects
    assert isinstance(deal, ir.DealDamage)
    assert deal.amount == ir.CountersOn(what=ir.Granter(), kind="arrow")  # the Aura, not the creature
    assert deal.source == ir.This()  # "This creature deals …": the creature that has the ability
    assert ability.cost.tap and ability.granted_by is None  # a card's text names no object


def test_archery_training_says_whose_counters_in_words() -> None:
    cat = catalog()
    entry = cat.lookup("Archery Training")
    words = "\n".join(describe(cat.abilities(cat.era_card(entry.era, Wording.ORACLE))))
    assert "the number of arrow counters on the permanent granting this ability" in words


def test_citanul_hierophants_granted_ability_still_reads() -> None:
    """The other granted ability of the same printed template (a creature's own mana ability) is not touched."""
    cat = catalog()
    entry = cat.lookup("Citanul Hierophants")
    for wording in (Wording.ORACLE, Wording.PRINTED):
        assert cat.abilities(cat.era_card(entry.era, wording)).static
