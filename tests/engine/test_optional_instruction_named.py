"""A "may" asked as a spell resolves names the instruction it is about (413.2c): Natural Selection's "You may have
that player shuffle his or her library" — "whether to carry out "Bob shuffles his or her library", Natural
Selection's optional instruction", not only "Natural Selection's optional instruction" (audit 8278), and the player
named once in it ("Bob shuffles his or her library", not "… Bob's library": audit 11106, Visions)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_natural_selection_names_the_shuffle_it_asks_about():
    body = ("Alice hand: Natural Selection as @ns\nBob library: Island as @is, Forest as @fo, Mountain as @mo\n"
            "Alice casts @ns targeting Bob\nall pass until the stack is empty\nAlice chooses @mo, @fo, @is\n"
            "Alice chooses no\n")
    said = [s.text for s in steps_of(body, head=HEAD) if "optional instruction" in s.text]
    assert said == ['Alice chooses whether to carry out "Bob shuffles his or her library", Natural Selection\'s '
                    'optional instruction: no'], said


def test_visions_names_the_player_once():
    body = ("Alice hand: Visions as @v\nBob library: Island, Forest, Mountain, Swamp, Plains\n"
            "Alice casts @v targeting Bob\nall pass until the stack is empty\nAlice chooses yes\n")
    said = [s.text for s in steps_of(body, head=HEAD) if "optional instruction" in s.text]
    assert said == ['Alice chooses whether to carry out "Bob shuffles his or her library", Visions\' optional '
                    'instruction: yes'], said
