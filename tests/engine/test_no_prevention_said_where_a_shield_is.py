"""A creature that assigns no combat damage (310.1a as its card changes it) deals none, so no
prevention effect applies to it (419.1). The trace says so only where a prevention shield that
would have applied to its damage is in force — the why-not of that shield — not at every such
creature (reported-defects brief, item 3: the step appeared with no shield on the board)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
VANDAL = ("Alice in play: Goblin Vandal as @gv, Mountain\nBob in play: Howling Mine\n{bob}"
          "Alice attacks with @gv\nall pass until the declare blockers step\nBob blocks nothing\n"
          "Alice chooses yes\nAlice chooses Howling Mine\nall pass until the stack is empty\n{cast}"
          "all pass until the end of combat step\n")


def _said(steps):
    return [s for s in steps if "no prevention effect applies" in s.text]


def test_no_shield_no_prevention_step():
    got = steps_of(VANDAL.format(bob="", cast=""), head=HEAD)
    assert any("assigns no combat damage this turn" in s.text for s in got)
    assert _said(got) == []
    assert not any("419.1" in s.rules for s in got)


def test_a_shield_on_its_damage_is_said_to_prevent_nothing():
    got = steps_of(VANDAL.format(bob="Bob hand: Reverse Damage\n",
                                 cast="Alice passes\nBob casts Reverse Damage\nall pass\nBob chooses @gv\n"),
                   head=HEAD)
    [said] = _said(got)
    assert said.text == ("Goblin Vandal @gv deals no combat damage, so no damage would be dealt and no prevention "
                         "effect applies to it: Reverse Damage's shield prevents nothing and is not used up")
    assert said.rules == ("419.1",)
