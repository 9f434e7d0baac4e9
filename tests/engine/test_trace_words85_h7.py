"""Trace words and an expectation noticed and left by earlier audits (eighty-fifth session, h7)."""

from __future__ import annotations

from tests.engine.support import find, run_text

MAIN = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


# --- "Enchanted creature has fear" (Corrupting Licid, Fear): `ability fear` on the creature it enchants ---------------

def test_a_creature_an_aura_gives_fear_has_fear() -> None:
    """Fear's "Enchanted creature has fear." is the Aura's rule (its reminder: "can't be blocked except by artifact
    creatures and/or black creatures", 502.1): the creature it enchants has fear, as `ability fear` asks — the base said
    it did not, whatever enchanted it."""
    from judge.suite.bodies import _prop_holds
    from judge.dsl.ast import Prop

    out = run_text("Alice in play: Hill Giant as @hg, Fear attached to @hg, Grizzly Bears as @gb, "
                   "Cloak of Invisibility attached to @gb\n", head=MAIN)
    giant, bears = find(out, "hg"), find(out, "gb")
    assert giant.given == (("fear", "Fear"),)
    assert _prop_holds(out.final, giant, Prop("ability", "fear"))[0]
    # "can't be blocked except by Walls" (Cloak of Invisibility) is not fear
    assert bears.given == ()
    assert not _prop_holds(out.final, bears, Prop("ability", "fear"))[0]


def test_corrupting_licid_become_an_aura_gives_fear() -> None:
    out = run_text("Alice in play: Corrupting Licid as @cl, Hill Giant as @hg, Swamp\n"
                   "Alice activates @cl targeting @hg\nall pass until the stack is empty\n", head=MAIN)
    assert find(out, "hg").given == (("fear", "Corrupting Licid @cl"),)
