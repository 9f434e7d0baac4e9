"""Archery Training is refused, in both wordings, with its reason (seventy-eighth session, audit 9288): its granted
ability's "the number of arrow counters on Archery Training" names the Aura, and the engine read it as the creature
that has the ability — the creature's own counters, none, so the ability "did nothing: its amount is 0". The engine
keeps no link from a granted ability to the permanent granting it; until it does, the card is not read at all."""

from __future__ import annotations

import pytest

from judge.cards.catalog import catalog
from judge.dsl.ast import Wording
from judge.errors import JudgeError


@pytest.mark.parametrize("wording", [Wording.ORACLE, Wording.PRINTED])
def test_archery_training_is_refused_for_the_permanent_its_granted_ability_names(wording: Wording) -> None:
    cat = catalog()
    entry = cat.lookup("Archery Training")
    with pytest.raises(JudgeError) as refused:
        cat.abilities(cat.era_card(entry.era, wording))
    said = str(refused.value)
    assert "names the permanent granting it" in said and "413.2f" in said


def test_citanul_hierophants_granted_ability_still_reads() -> None:
    """The other granted ability of the same printed template (a creature's own mana ability) is not touched."""
    cat = catalog()
    entry = cat.lookup("Citanul Hierophants")
    for wording in (Wording.ORACLE, Wording.PRINTED):
        assert cat.abilities(cat.era_card(entry.era, wording)).static
