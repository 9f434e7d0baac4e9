"""A delayed ability that refers to a card in a zone other than play (Psychic Theft's card, removed
from the game) still applies to it as it resolves because the card hasn't left that zone: 406.2d,
the rule of a card in a zone — not 406.2c, a permanent's rule ("still affects it even if the
permanent changes characteristics"), which stays where the object is a permanent."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_psychic_theft_card_removed_from_the_game_cites_406_2d():
    got = steps_of("Alice hand: Psychic Theft\nBob hand: Counterspell\nAlice casts Psychic Theft targeting Bob\n"
                   "all pass until the stack is empty\nAlice chooses Counterspell\n"
                   "all pass until the end of turn step\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if s.text.startswith("The delayed ability still refers to Counterspell")]
    assert [(s.text, s.rules) for s in said] == [
        ("The delayed ability still refers to Counterspell, still removed from the game: it hasn't left that zone "
         "since the ability was created", ("406.2d",))]


def test_shallow_grave_creature_in_play_still_cites_406_2c():
    got = steps_of("Alice hand: Shallow Grave\nAlice graveyard: Hill Giant\nAlice library: Island\n"
                   "Bob library: Island\nAlice casts Shallow Grave\nall pass until the stack is empty\n"
                   "all pass until the declare attackers step\nAlice attacks with nothing\n"
                   "all pass until the end of turn step\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if s.text.startswith("The delayed ability still refers to Hill Giant")]
    assert [s.rules for s in said] == [("406.2c",)]
