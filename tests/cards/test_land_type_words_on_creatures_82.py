"""Only a land has land types (212.2c: "Only basic lands get special abilities just for being a given
land type", 214.9e). Island Fish Jasconius as printed is a "Summon — Island Fish": the word Island
there is a creature type (212.2: "If more than one word is listed after the '-,' the card has each of
those subtypes"; 212.2a), and it once gave the creature the Island's "{T}: Add {U}" (audit 13126)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.ast import Wording
from tests.engine.support import MAIN_HEAD, run_text


def _mana_abilities(name: str, wording: Wording) -> list:
    cat = catalog()
    card = cat.card(name, wording)
    return [a for a in cat.abilities(card).abilities if isinstance(a, ir.ActivatedAbility) and a.is_mana_ability]


def test_a_creature_with_the_creature_type_island_has_no_mana_ability():
    assert "Island" in catalog().card("Island Fish Jasconius", Wording.PRINTED).subtypes
    assert _mana_abilities("Island Fish Jasconius", Wording.PRINTED) == []


def test_a_land_still_has_its_basic_land_types_mana_ability():
    assert [a.intrinsic for a in _mana_abilities("Island", Wording.ORACLE)] == [True]
    assert len(_mana_abilities("Tropical Island", Wording.PRINTED)) == 2


def test_the_fish_is_no_island_itself():
    # "If at any time you control no islands, bury Island Fish Jasconius": its own creature type
    # Island doesn't make it an Island (a land type is a land's, 212.2c), so alone it is buried
    out = run_text("wording printed\nAlice hand: Stone Rain (oracle) as @sr\n"
                   "Bob in play: Island Fish Jasconius as @if, Island as @i\n"
                   "Alice casts @sr targeting @i\nall pass until the stack is empty\n", head=MAIN_HEAD)
    fish = next(o for o in out.final.objects if o.label == "if")
    assert fish.zone == "graveyard"
