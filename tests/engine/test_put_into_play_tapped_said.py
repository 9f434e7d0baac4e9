"""A card an instruction puts into play tapped says so at its step — audit 6864, Planar Birth:
"Return all basic land cards from all graveyards to play tapped under their owners' control" said
only "Plains @p is put into play"; each land now "comes into play tapped", as the card says (413.2b),
and a card Bob owns, put there by Alice's spell, comes in under Bob's control, its owner's."""

from __future__ import annotations

from tests.engine.support import MAIN_HEAD, steps_of


def test_planar_birth_says_each_land_comes_into_play_tapped_under_its_owners_control():
    got = steps_of("Alice hand: Planar Birth\nAlice graveyard: Plains as @p, Plateau as @pl\n"
                   "Bob graveyard: Island as @i\nAlice casts Planar Birth\nall pass until the stack is empty\n",
                   head=MAIN_HEAD)
    said = [s for s in got if "comes into play tapped" in s.text]
    assert [s.text.split(" (a permanent")[0] for s in said] == [
        "Plains @p comes into play tapped, as Planar Birth says",
        "Island @i comes into play tapped, as Planar Birth says, under Bob's control (its owner's)"], [s.text for s in got]
    assert all(s.rules == ("413.2b",) and 'glossary "Comes into Play"' in s.text for s in said)
