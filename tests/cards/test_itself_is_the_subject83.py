""""itself" as a recipient of damage is the subject of its clause. Wave of Reckoning ("Each creature deals
damage to itself equal to its power") and Repentance ("Target creature deals damage to itself equal to its
power"), in both wordings, had "itself" read as the spell, so the damage was dealt to nothing (audit 14136).
Psionic Entity's and Reckless Embermage's "… and 3 damage to itself" stay the card itself."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.ast import Wording
from tests.engine.support import MAIN_HEAD, run_text


def _effects(name: str, wording: Wording) -> list:
    cat = catalog()
    return [e for e in ir.walk(cat.abilities(cat.card(name, wording)))
            if isinstance(e, (ir.DealDamage, ir.EachDealsToItself))]


@pytest.mark.parametrize("wording", [Wording.ORACLE, Wording.PRINTED])
def test_each_creature_deals_damage_to_itself(wording):
    (eff,) = _effects("Wave of Reckoning", wording)
    assert isinstance(eff, ir.EachDealsToItself) and isinstance(eff.who, ir.All)


@pytest.mark.parametrize("wording", [Wording.ORACLE, Wording.PRINTED])
def test_the_target_deals_damage_to_itself(wording):
    (eff,) = _effects("Repentance", wording)
    assert isinstance(eff, ir.EachDealsToItself) and isinstance(eff.who, ir.Target)


@pytest.mark.parametrize("name", ["Psionic Entity", "Reckless Embermage"])
def test_the_card_that_deals_damage_to_itself_is_the_card(name):
    to_self = [e for e in _effects(name, Wording.ORACLE) if isinstance(e, ir.DealDamage) and e.to == (ir.This(),)]
    assert len(to_self) == 1 and isinstance(to_self[0].source, ir.This)


def test_each_creature_is_dealt_its_own_power():
    out = run_text("Alice hand: Wave of Reckoning as @wr\n"
                   "Bob in play: Hill Giant as @hg, Wall of Stone as @ws, Talas Merchant as @tm\n"
                   "Alice casts @wr\nall pass until the stack is empty\n", head=MAIN_HEAD)
    by = {o.label: o for o in out.final.objects}
    assert by["hg"].zone == "graveyard"
    assert by["ws"].damage == 0 and by["tm"].damage == 1
