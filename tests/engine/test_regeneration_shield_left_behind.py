"""A permanent with a regeneration shield that leaves play other than by being destroyed (removed
from the game by Lightbringer, returned to its owner's hand by Unsummon): the step after the move
says the shield plays no part — regeneration replaces destruction only (419.6b) — and that the card
is a new object (217.8); a permanent with no shield, and a destruction the shield replaces, say
nothing of the kind."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
NO_PART = "regeneration shield plays no part"


def test_lightbringer_removing_a_shielded_skeletons_says_the_shield_plays_no_part():
    got = steps_of("Alice in play: Lightbringer as @l1\nBob in play: Drudge Skeletons as @ds\nAlice passes\n"
                   "Bob activates @ds\nall pass until the stack is empty\nAlice activates @l1 targeting @ds\n"
                   "all pass until the stack is empty\n", head=HEAD)
    texts = [s.text for s in got]
    at = texts.index("Drudge Skeletons @ds is removed from the game")
    said = got[at + 1]
    assert said.text == ("Drudge Skeletons @ds's regeneration shield plays no part: leaving play this way is not being "
                         "destroyed, the only event regeneration replaces; the card is a new object now, with no shield")
    assert said.rules == ("419.6b", "217.8")


def test_unsummon_returning_a_shielded_skeletons_says_so_and_an_unshielded_one_says_nothing():
    got = steps_of("Alice hand: Unsummon, Unsummon\nBob in play: Drudge Skeletons as @ds, Drudge Skeletons as @other\n"
                   "Alice passes\nBob activates @ds\nall pass until the stack is empty\n"
                   "Alice casts Unsummon targeting @ds\nall pass until the stack is empty\n"
                   "Alice casts Unsummon targeting @other\nall pass until the stack is empty\n", head=HEAD)
    said = [s.text for s in got if NO_PART in s.text]
    assert len(said) == 1 and said[0].startswith("Drudge Skeletons @ds's regeneration shield plays no part")


def test_a_destruction_the_shield_replaces_says_nothing_of_the_kind():
    got = steps_of("Alice hand: Lightning Bolt\nBob in play: Drudge Skeletons as @ds\nAlice passes\n"
                   "Bob activates @ds\nall pass until the stack is empty\nAlice casts Lightning Bolt targeting @ds\n"
                   "all pass until the stack is empty\n", head=HEAD)
    assert not any(NO_PART in s.text for s in got)
    assert any("regenerates instead of being destroyed" in s.text for s in got)
