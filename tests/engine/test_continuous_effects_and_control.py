"""Continuous effects (418): dependency before timestamp, set P/T after pumps, type-changing lands, Humility; control changes."""

from __future__ import annotations

import pytest

from judge.dsl import ast as A
from judge.errors import JudgeError
from tests.engine.support import R, find, obj, run, scenario


def test_dependency_before_timestamp_418_5():
    # The anthem (earlier timestamp) depends on the flying grant (later): the grant applies first (418.5c).
    scn = scenario(objects=[obj("Alice", "in play", "Sky Anthem"), obj("Alice", "in play", "Grizzly Bears"),
                            obj("Alice", "hand", "Give Wings")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Give Wings"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    out = run(scn)
    bears = find(out, "Grizzly Bears")
    assert "flying" in bears.abilities and bears.power == 3 and bears.toughness == 3


def test_later_set_pt_overrides_earlier_pump_timestamp_order():
    from judge.cards import ir
    from tests.engine.support import CREATURE, card, _spell, _t
    card("Shrinking Spell", "Instant", "{U}", ("Instant",), abilities=ir.CardAbilities(
        "Shrinking Spell", spell=_spell([ir.SetPT(ir.Target(0), 0, 2, ir.UNTIL_END_OF_TURN)], [_t(CREATURE, "target creature")])))
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "hand", "Giant Growth"),
                            obj("Alice", "hand", "Shrinking Spell")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Giant Growth"), targets=(R("Grizzly Bears"),)), A.Pass("all"),
                            A.Cast("Alice", R("Shrinking Spell"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    bears = find(run(scn), "Grizzly Bears")
    assert (bears.power, bears.toughness) == (0, 2)  # 418.5c timestamp order; the 214.5 example


def test_418_5_dependency_celestial_dawn_and_crusade():
    # Crusade (earlier timestamp) depends on the colour-setting effect: the Dawn applies first (418.5a-c).
    scn = scenario(objects=[obj("Alice", "in play", "Crusade"), obj("Alice", "in play", "Dawn Test"),
                            obj("Alice", "in play", "Grizzly Bears", label="mine"), obj("Bob", "in play", "Grizzly Bears", label="his")],
                   actions=[])
    out = run(scn)
    mine = [o for o in out.final.objects if o.label == "mine"][0]
    his = [o for o in out.final.objects if o.label == "his"][0]
    assert mine.colors == ("white",) and (mine.power, mine.toughness) == (3, 3)
    assert (his.power, his.toughness) == (2, 2)


def test_living_lands_forest_is_creature_and_dies_to_damage():
    scn = scenario(objects=[obj("Alice", "in play", "Living Lands"), obj("Alice", "in play", "Forest"),
                            obj("Alice", "hand", "Shock")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Shock"), targets=(R("Forest"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Forest").zone == "graveyard"


def test_humility_removes_lords_static_ability():
    out = run(scenario(objects=[obj("Alice", "in play", "Merfolk Lord Test"), obj("Alice", "in play", "Merfolk Test")]))
    assert (find(out, "Merfolk Test").power, find(out, "Merfolk Test").toughness) == (2, 2)
    out = run(scenario(objects=[obj("Alice", "in play", "Humility"), obj("Alice", "in play", "Merfolk Lord Test"),
                                obj("Alice", "in play", "Merfolk Test")]))
    assert (find(out, "Merfolk Test").power, find(out, "Merfolk Test").toughness) == (1, 1)
    assert find(out, "Merfolk Lord Test").abilities == ()


def test_gain_control_new_controller_sick():
    scn = scenario(objects=[obj("Bob", "in play", "Prodigal Sorcerer"), obj("Alice", "hand", "Steal")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Steal"), targets=(R("Prodigal Sorcerer"),)), A.Pass("all"),
                            A.Activate("Alice", R("Prodigal Sorcerer"), targets=(R("Bob"),))])
    with pytest.raises(JudgeError, match="409.3"):
        run(scn)


def test_gain_control_shows_in_final_state():
    scn = scenario(objects=[obj("Bob", "in play", "Prodigal Sorcerer"), obj("Alice", "hand", "Steal")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Steal"), targets=(R("Prodigal Sorcerer"),)), A.Pass("all")])
    out = run(scn)
    assert find(out, "Prodigal Sorcerer").controller == "Alice" and find(out, "Prodigal Sorcerer").owner == "Bob"
