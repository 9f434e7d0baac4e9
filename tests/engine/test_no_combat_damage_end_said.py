"""The cleanup step names a "this turn" rule that a creature assigns no combat damage by what it
does, not by the whole text of the ability that made it (314.1b; audit 8379, card 3: Farrel's
Mantle's end was said as '1 "this turn" restriction ends (Whenever enchanted creature attacks
and isn't blocked, its controller may …)'). The combat damage step still quotes the ability
(310.1a, 103.1)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"


def test_laccolith_warriors_no_combat_damage_ends_said_by_what_it_does():
    steps = steps_of("Alice in play: Laccolith Warrior as @lw\nBob in play: Hill Giant as @hg, Wall of Wood as @ww\n"
                     "Alice attacks with @lw\nall pass until the declare blockers step\nBob blocks @lw with @ww\n"
                     "Alice chooses yes\nAlice chooses @hg\nall pass until the end of turn step\n"
                     "all pass until the upkeep step\n", head=HEAD)
    (end,) = [s for s in steps if "Simultaneously" in s.text and "restriction" in s.text]
    assert "Laccolith Warrior @lw assigns no combat damage (its own ability)" in end.text
    assert "Whenever Laccolith Warrior becomes blocked" not in end.text
    assert "314.1b" in end.rules
    (damage,) = [s for s in steps if "assigns no combat damage this turn (Laccolith Warrior" in s.text]
    assert "310.1a" in damage.rules


def test_farrels_mantles_no_combat_damage_ends_said_with_the_aura():
    steps = steps_of("Alice in play: Hill Giant as @hg, Farrel's Mantle as @fm attached to @hg\n"
                     "Bob in play: Serra Angel as @sa\n"
                     "Alice attacks with @hg\nall pass until the declare blockers step\nBob blocks nothing\n"
                     "Alice chooses yes\nAlice chooses @sa\nall pass until the end of turn step\n"
                     "all pass until the upkeep step\n", head=HEAD)
    (end,) = [s for s in steps if "Simultaneously" in s.text and "restriction" in s.text]
    assert "Hill Giant @hg assigns no combat damage (Farrel's Mantle @fm)" in end.text
    assert "Whenever enchanted creature" not in end.text
