"""Keeper of the Dead: "Choose target opponent who had at least two fewer creature cards in his
or her graveyard than you did as you activated this ability. Destroy target nonblack creature
that player controls." The second target's "that player" is the opponent targeted first: it is
judged against that choice as the targets are announced (409.1c) and again on resolution
(413.2a) — audit 4743, card 3 (before, no creature was ever a legal second target)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
BOARD = ("Alice in play: Keeper of the Dead as @keeper\nAlice graveyard: Grizzly Bears, Hill Giant\n"
         "Bob in play: Grizzly Bears as @bears, Scathe Zombies as @zombies\n"
         "Alice in play: Llanowar Elves as @mine\n")


def test_the_targeted_opponents_nonblack_creature_is_destroyed():
    got = steps_of(BOARD + "Alice activates @keeper targeting Bob, @bears\nall pass until the stack is empty\n",
                   head=HEAD)
    assert not any("no longer a legal target" in s.text for s in got)
    assert any(s.text.startswith("Grizzly Bears @bears is destroyed") for s in got)


def test_a_creature_the_targeted_opponent_doesnt_control_is_refused():
    got = steps_of(BOARD + "Alice tries to activate @keeper targeting Bob, @mine\n", head=HEAD)
    said = [s for s in got if "illegal play" in s.text]
    assert len(said) == 1 and "Llanowar Elves @mine can't be the target" in said[0].text
    # the card's words, and who "that player" is (not the engine's "target #1")
    assert said[0].text.endswith('"target nonblack creature that player controls": that player is Bob, and Alice '
                                 'controls it')
    assert said[0].rules[0] == "409.1c"
