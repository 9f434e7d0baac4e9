"""A creature whose own "When ~ is put into your graveyard from play" (Zodiac Dragon, Brood of
Cockroaches, Guan Yu; Angel of Fury as printed) leaves play under the control of a player who
doesn't own it: it goes to its owner's graveyard (glossary "Graveyard"), and "your" is the
ability's controller's — the player who controlled it as it left play (410.10d, glossary
"You/Your") — so it doesn't trigger. The trace says so at that moment, where it said nothing
(audit 8581, Zodiac Dragon as printed under Bob's Control Magic). Played by its owner, it
triggers as before."""

from __future__ import annotations

import pytest

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"

#: Each card, and whether its ability is a "may" (410.5: chosen as it would go on the stack).
CARDS = (("Zodiac Dragon", True), ("Zodiac Dragon (printed)", True), ("Brood of Cockroaches", False),
         ("Brood of Cockroaches (printed)", False), ('"Guan Yu, Sainted Warrior"', True), ("Angel of Fury (printed)", True))


def _name(card: str) -> str:
    return card.strip('"').removesuffix(" (printed)")


@pytest.mark.parametrize("card,may", CARDS)
def test_stolen_and_destroyed_it_is_said_not_to_trigger_and_its_owners_own_triggers(card, may):
    board = (f"Bob in play: Control Magic attached to @c, {card} as @c (owned by Alice)\n"
             "Alice hand: Wrath of God\n")
    got = steps_of(board + "Alice casts Wrath of God\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if f"{_name(card)} @c is put into Alice's graveyard, its owner's: its" in s.text]
    assert len(said) == 1, [s.text for s in got]
    assert said[0].text.endswith("doesn't trigger — \"your graveyard\" is its controller's, Bob's, who controlled "
                                 "it as it left play (410.10d; glossary \"You/Your\")")
    assert said[0].rules == ("410.2", "410.10d")
    assert not any(s.text.startswith(f"{_name(card)} @c's ability triggers") for s in got)
    # its owner's own, destroyed the same way: it triggers, and nothing of the kind is said
    board = f"Alice in play: {card} as @c\nAlice hand: Wrath of God\n"
    got = steps_of(board + "Alice casts Wrath of God\nall pass\n" + ("Alice chooses yes\n" if may else ""), head=HEAD)
    assert any(s.text.startswith(f"{_name(card)} @c's ability triggers") for s in got), [s.text for s in got]
    assert not any("its owner's: its" in s.text for s in got)
