"""Audit 7268 trace defects.

Rhystic Lightning ("... unless that permanent's controller or that player pays {2}. If they do,
Rhystic Lightning deals 2 damage ..."): a player who can't pay was told what "If you do" says —
words the spell doesn't have; a spell's own text wasn't read for them, only an ability's."""

from __future__ import annotations

from tests.engine.support import MAIN_HEAD, steps_of

_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def test_rhystic_lightning_unpaid_quotes_if_they_do():
    steps = steps_of("Alice hand: Rhystic Lightning (oracle)\nAlice in play: 3 Mountain\nBob in play: Mountain\n"
                     "Alice casts Rhystic Lightning targeting Bob\nall pass until the stack is empty\n", head=_HEAD)
    said = [s.text for s in steps if s.text.startswith("Bob can't pay {2}")]
    assert said, [s.text for s in steps]
    assert all('"If they do"' in t for t in said), said
    assert not any('"If you do"' in t for t in said), said


def test_oath_of_druids_no_target_counts_one_creature_in_the_singular():
    """Oath of Druids with one creature each: "Bob controls 1 creatures, Alice 1" read wrong."""
    steps = steps_of("Alice in play: Oath of Druids, Llanowar Elves\nAlice library: Craw Wurm, Forest\n"
                     "Bob in play: Grizzly Bears\nall pass until the upkeep step\nAlice chooses yes\n",
                     head="player Alice\nplayer Bob\nturn Bob, end of turn\nmana is not tracked\n")
    said = [s.text for s in steps if s.text.startswith("No legal target for Oath of Druids")]
    assert said, [s.text for s in steps]
    assert all("Bob controls 1 creature, Alice 1" in t for t in said), said


def test_sylvan_paradise_with_no_target_says_any_number_not_up_to():
    """Sylvan Paradise ("Any number of target creatures become green ...") cast with none: the step
    said '"up to" allows none', words the card doesn't have."""
    from judge.dsl import parse
    from judge.engine import simulate

    scn = parse(MAIN_HEAD + "Alice hand: Sylvan Paradise as @sp\nBob in play: Hill Giant as @hg\n"
                "Alice casts @sp\nAlice chooses nothing\nall pass until the stack is empty\n", "t.mtg")
    steps = [s for outcome in simulate(scn) for top in outcome.steps for s in top.walk()]
    said = [s.text for s in steps if "no target was chosen" in s.text]
    assert said, [s.text for s in steps]
    assert all('"any number" includes none' in t and "up to" not in t for t in said), said


def test_reap_with_no_target_still_says_up_to():
    """Reap's "up to X target cards" (X counted, not "any number") keeps '"up to" allows none'."""
    from judge.dsl import parse
    from judge.engine import simulate

    scn = parse(MAIN_HEAD + "Alice hand: Reap as @r\nAlice graveyard: Shock\nBob in play: Swamp\n"
                "Alice casts @r targeting Bob\nall pass until the stack is empty\n", "t.mtg")
    steps = [s for outcome in simulate(scn) for top in outcome.steps for s in top.walk()]
    said = [s.text for s in steps if "no target was chosen" in s.text]
    assert said, [s.text for s in steps]
    assert all('"up to" allows none' in t for t in said), said
