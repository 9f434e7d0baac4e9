"""Banding (glossary "Banding, Bands with Other"; the era's Comprehensive Rules 502.10,
judge.engine.banding): what the scenarios can't show — the banding player's ``assigns`` line is
the only one taken, a division left open is that player's choice, an open attack explores its
bands, and the attack line's bands print back as written."""

from __future__ import annotations

import pytest

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.dsl.parser import parse
from judge.dsl.printer import format_scenario
from judge.engine import simulate
from judge.errors import JudgeError

#: Benalish Hero, written out (the library's cards need no catalog: cheap)
HERO = 'card "Benalish Hero"\n  cost {W}\n  type Creature - Soldier\n  pt 1/1\n  text "Banding"\n'
BAND = (HERO + "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
        "Alice in play: Benalish Hero as @hero, Grizzly Bears as @bears\nBob in play: Hill Giant as @giant\n"
        "Alice attacks with @hero, @bears as a band\nall pass until the declare blockers step\n"
        "Bob blocks @bears with @giant\nall pass until the combat damage step\n")


def outcomes(text: str, **kw):
    return simulate(check_text(HERO + text if not text.startswith("card") else text, "b.mtg", card_names()), **kw)


def test_the_blockers_controller_cant_divide_its_damage_among_a_band_with_banding():
    with pytest.raises(JudgeError, match=r"Bob can't assign Hill Giant @giant's combat damage: Alice controls "
                                         r"Benalish Hero @hero, with banding"):
        outcomes(BAND + "Bob assigns @giant's damage: 3 to @bears\nall pass\n")


def test_a_division_left_open_is_the_banding_players_every_choice():
    found = outcomes(BAND + "all pass\n")
    # Hill Giant blocks both (the band is blocked as a group): 3, 2+1, 1+2 or 0+3 between them, each Alice's
    assert len(found) == 4
    assert all(c.player == "Alice" for o in found for c in o.choices)
    # 3 to the Hero or 2+1 kill one; 1+2 kills both; 0+3 (all to the Bears) kills the Bears
    dead = sorted(tuple(sorted(x.label for x in o.final.objects if x.label in ("hero", "bears") and x.zone == "graveyard"))
                  for o in found)
    assert dead == [("bears",), ("bears", "hero"), ("hero",), ("hero",)]


def test_an_open_attack_explores_every_band():
    text = ("player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
            "Alice in play: Benalish Hero, Grizzly Bears, Scathe Zombies\nAlice attacks\n")
    labels = {o.choices[0].label if hasattr(o.choices[0], "label") else str(o.choices[0]) for o in outcomes(text)}
    # 8 sets of attackers; and the Hero in a band with the Bears or with the Zombies (never both:
    # one creature without banding at most) — once each in the attacks of two, twice in the attack of all three
    assert len(labels) == 8 + 4
    assert any("Benalish Hero and Grizzly Bears as a band; Scathe Zombies" in x for x in labels)
    assert not any("Grizzly Bears and Scathe Zombies as a band" in x for x in labels)


def test_bands_print_back_as_written():
    line = "Alice attacks with @c; @a, @b as a band; @d, @e as a band; @f"
    scn = parse(f"player Alice\nplayer Bob\n{line}\n", "p.mtg")
    act = scn.actions[0]
    assert [r.label for r in act.attackers] == ["c", "a", "b", "d", "e", "f"]
    assert [[r.label for r in band] for band in act.bands] == [["a", "b"], ["d", "e"]]
    assert line in format_scenario(scn)


def test_open_blocks_of_a_band_are_explored_once_for_the_band():
    text = ("player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
            "Alice in play: Benalish Hero, Grizzly Bears\nBob in play: Hill Giant\n"
            "Alice attacks with Benalish Hero, Grizzly Bears as a band\nall pass until the declare blockers step\n"
            "Bob blocks\nall pass until the combat damage step\nall pass\n")
    # no block, or Hill Giant blocking the band (declared on one creature of it or the other: the
    # same block) and Alice's four divisions of its damage — not eight
    assert sorted(o.final.player("Bob").life for o in outcomes(text)) == [17, 20, 20, 20, 20]


# "bands with other legendary creatures" (the Legends lands; added, Oracle round eleven, A–L): Sir
# Shandlar of Eberyn is green and white, Lady Orca black and red, neither with banding (era cards,
# not the library's: the names are not checked against it)
def era_outcomes(text: str):
    return simulate(check_text(text, "b.mtg", None))


LEGENDS_BLOCK = ("player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
                 "Alice in play: Craw Wurm as @wurm\nBob in play: {land}Sir Shandlar of Eberyn as @shandlar, {other}\n"
                 "Alice attacks with @wurm\nall pass until the declare blockers step\n"
                 "Bob blocks @wurm with @shandlar and @other\nall pass until the combat damage step\n"
                 "Bob assigns @wurm's damage: 6 to @shandlar\nall pass\n")


@pytest.mark.parametrize("land,other", [
    ("", "Lady Orca as @other"),  # two legends, neither with the ability (no Cathedral)
    ("Cathedral of Serra, ", "Grizzly Bears as @other"),  # the ability, but one legendary creature blocking
])
def test_the_defending_player_divides_only_with_two_legends_one_with_the_ability(land, other):
    with pytest.raises(JudgeError, match=r"Bob can't assign Craw Wurm @wurm's combat damage"):
        era_outcomes(LEGENDS_BLOCK.format(land=land, other=other))


def test_with_the_ability_and_two_legends_blocking_the_defending_player_divides():
    found = era_outcomes(LEGENDS_BLOCK.format(land="Cathedral of Serra, ", other="Lady Orca as @other"))
    zones = {tuple(sorted((x.label, x.zone) for x in o.final.objects if x.label in ("shandlar", "other", "wurm")))
             for o in found}
    assert zones == {(("other", "in play"), ("shandlar", "in play"), ("wurm", "graveyard"))}


def test_an_open_attack_bands_legends_only_with_legends():
    text = ("player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
            "Alice in play: Adventurers' Guildhouse, Sir Shandlar of Eberyn, Lady Orca, Grizzly Bears\n"
            "Alice attacks\n")
    labels = {o.choices[0].label if hasattr(o.choices[0], "label") else str(o.choices[0]) for o in era_outcomes(text)}
    assert any("Sir Shandlar of Eberyn and Lady Orca as a band; Grizzly Bears" in x for x in labels)
    assert not any("Grizzly Bears as a band" in x for x in labels)
