"""A "may" trigger another player controls because its words say that player may (410.2) says so
once, not again before its target is chosen (audit 8379, card 3: Farrel's Mantle on Bob's
creature said "The ability says Bob may do it: Bob controls the ability and its pseudospell" and,
two steps later, "Bob controls Farrel's Mantle's ability and its pseudospell (its words say Bob
"may") and chooses its target")."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"


def test_farrels_mantle_on_bobs_creature_says_bob_controls_it_once():
    steps = steps_of("Alice in play: Hill Giant as @hg, Farrel's Mantle as @fm attached to @gb\n"
                     "Bob in play: Grizzly Bears as @gb\n"
                     "Bob attacks with @gb\nall pass until the declare blockers step\nAlice blocks nothing\n"
                     "Bob chooses yes\nBob chooses @hg\n", head=HEAD)
    said = [s for s in steps if "Bob controls" in s.text and "pseudospell" in s.text]
    assert len(said) == 1, [s.text for s in said]
    assert "410.2" in said[0].rules
    (chosen,) = [s for s in steps if s.text.startswith("Bob chooses a target for Farrel's Mantle")]
    assert "410.4" in chosen.rules
