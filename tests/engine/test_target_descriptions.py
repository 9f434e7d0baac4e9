"""Descriptions of targets that compare or look past the object itself (409.1c): "target
creature whose controller controls an Island" (Seasinger), "target opponent who had more life
than you did as you activated this ability" (the Keepers)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.dsl import parse
from judge.engine import simulate
from judge.errors import JudgeError

SCENARIO = Path(__file__).parents[2] / "scenarios/cards/409-1c-seasinger-takes-a-creature-whose-controller-has-an-island.mtg"


def test_a_creature_whose_controller_has_no_island_is_not_a_legal_target():
    text = SCENARIO.read_text().replace("Bob in play: Grizzly Bears, Island", "Bob in play: Grizzly Bears, Forest")
    with pytest.raises(JudgeError, match="target creature whose controller controls an Island"):
        simulate(parse(text, "t.mtg"))


KEEPER = Path(__file__).parents[2] / "scenarios/cards/409-1c-keeper-of-the-flame-compares-life-as-it-is-activated.mtg"


def test_an_opponent_with_less_life_is_not_a_keepers_target():
    text = KEEPER.read_text().replace("player Bob life 12", "player Bob life 9")
    with pytest.raises(JudgeError, match="Bob can't be the target"):
        simulate(parse(text, "t.mtg"))


@pytest.mark.parametrize("play, says", [
    # audit 6603: the refusal quoted the requirement as "target object" and "target creature"
    ("Alice casts Hearth Charm choosing mode 1 targeting Grizzly Bears",
     'not a legal choice for "target artifact creature"'),
    # audit 7874: quoted in the card's own order ("target land or nonblack creature"), no longer the
    # description's ("target nonblack creature or land")
    ("Alice casts Befoul targeting Drudge Skeletons", 'not a legal choice for "target land or nonblack creature"'),
    # audit 8805: "target permanent" for Despotic Scepter's "target permanent you own"
    ("Alice activates Despotic Scepter targeting Grizzly Bears", 'not a legal choice for "target permanent you own"'),
    # audit 3228: Phantasmal Mount's "target creature you control with toughness 2 or less" was
    # quoted without its toughness, though the Hill Giant is a creature Alice controls; since audit
    # 7874 in the card's own order (it was "target creature with toughness 2 or less you control")
    ("Alice activates Phantasmal Mount targeting Hill Giant",
     'not a legal choice for "target creature you control with toughness 2 or less"'),
    # audit 3531: Time Elemental's "target permanent that isn't enchanted" was quoted as "target
    # permanent", though the enchanted Drudge Skeletons are a permanent
    ("Alice activates Time Elemental targeting Drudge Skeletons",
     'not a legal choice for "target permanent that isn\'t enchanted"'),
])
def test_a_refused_target_is_told_the_requirement_as_the_card_says_it(play, says):
    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
            "Alice hand: Hearth Charm, Befoul\nAlice in play: Despotic Scepter, Phantasmal Mount, Hill Giant, Time Elemental\nBob in play: Grizzly Bears, Drudge Skeletons\nBob in play: Holy Strength attached to Drudge Skeletons\n" + play + "\n")
    with pytest.raises(JudgeError, match=says):
        simulate(parse(text, "t.mtg"))


NOXIOUS = Path(__file__).parents[2] / "scenarios/audit/6603/02-noxious-field-enchanted-land-pings-each-creature-and-player.mtg"


def test_a_granted_ability_is_picked_by_the_text_its_card_gives_it_and_a_shared_cost_is_ambiguous():
    """Audit 6603 (Noxious Field): the land's granted "{T}: This land deals 1 damage to each
    creature and each player." wasn't found by its text (kept read as "{t}: ~ deals …"), and
    `ability "{T}"` took the mana ability silently, though both abilities cost {T}."""
    from judge.suite.expect import check_all

    base = NOXIOUS.read_text(encoding="utf-8")
    assert "Alice activates @f ability 2\n" in base
    named = base.replace("ability 2\n", 'ability "{T}: This land deals 1 damage to each creature and each player."\n')
    s = parse(named, "t.mtg")
    assert all(r.passed for r in check_all(s.expectations, simulate(s)))
    with pytest.raises(JudgeError, match=r"has 2 activated abilities that fit '\{T\}'"):
        simulate(parse(base.replace("ability 2\n", 'ability "{T}"\n'), "t.mtg"))


VAMPIRISM = Path(__file__).parents[2] / "scenarios/cards/418-4a-vampirism-other-creatures-than-the-enchanted-one.mtg"


def test_an_auras_other_creatures_leave_out_the_creature_it_enchants():
    """Audit 8805 (Vampirism): the enchanted Bears counted themselves among the "other
    creatures" and were given the "-1/-1" of the others (the two cancel on the board; the
    trace said the -1/-1 applied to the Bears)."""
    out = simulate(parse(VAMPIRISM.read_text(encoding="utf-8"), "t.mtg"))[0]
    texts = [s.text for top in out.steps for s in top.walk()]
    # (one step for the two creatures it applies to, each with its new size: statics._say_grouped)
    assert any('applies to 2 creatures (Llanowar Elves, now 0/0; Hill Giant, now 2/2): "Other creatures you control '
               'get -1/-1."' in t for t in texts), texts
    assert not any("static ability applies to" in t and "Grizzly Bears @ab" in t and '"Other creatures' in t
                   for t in texts), texts
