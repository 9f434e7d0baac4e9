"""Landwalk's steps write the basic land type as the land card's name (212.2c), with its article:
"Bob controls an Island", "Bob controls no Swamp" — not "a island", "a swamp" (audit 4238, cards
4 and 12: Sol'kanar the Swamp King's swampwalk, Sandals of Abdallah's islandwalk)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"


def _refusal(walker: str, bob_land: str) -> list[str]:
    got = steps_of(f"Alice in play: {walker} as @w\nBob in play: Grizzly Bears as @gb, {bob_land}\n"
                   "Alice attacks with @w\nall pass until the declare blockers step\nBob blocks @w with @gb\n"
                   "Bob blocks nothing\n", head=HEAD)
    return [s.text for s in got if "walk" in s.text and "controls" in s.text]


def test_islandwalk_an_island():
    [said] = _refusal("River Boa", "Island")
    assert said.endswith("has islandwalk and Bob controls an Island: it is unblockable")


def test_swampwalk_a_swamp():
    [said] = _refusal("Bog Wraith", "Swamp")
    assert said.endswith("has swampwalk and Bob controls a Swamp: it is unblockable")


def test_swampwalk_no_swamp():
    got = steps_of("Alice in play: Bog Wraith as @w\nBob in play: Grizzly Bears as @gb, Mountain\n"
                   "Alice attacks with @w\nall pass until the declare blockers step\nBob blocks @w with @gb\n",
                   head=HEAD)
    [said] = [s.text for s in got if "controls no" in s.text]
    assert said.endswith("has swampwalk, but Bob controls no Swamp: it can be blocked")


def test_snow_forestwalk_in_the_eras_words():
    # the era's term is "snow-covered" (glossary "Snow-Covered (Obsolete)"; Rime Dryad printed
    # "Snow-covered forestwalk"), not the later "snow" (audit 4743)
    [said] = _refusal("Rime Dryad", "Snow-Covered Forest")
    assert said.endswith("has snow-covered forestwalk and Bob controls a snow-covered Forest: it is unblockable")


def test_snow_forestwalk_no_snow_covered_forest():
    got = steps_of("Alice in play: Rime Dryad as @w\nBob in play: Grizzly Bears as @gb, Forest\n"
                   "Alice attacks with @w\nall pass until the declare blockers step\nBob blocks @w with @gb\n",
                   head=HEAD)
    [said] = [s.text for s in got if "controls no" in s.text]
    assert said.endswith("has snow-covered forestwalk, but Bob controls no snow-covered Forest: it can be blocked")
