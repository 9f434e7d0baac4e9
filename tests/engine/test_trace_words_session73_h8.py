"""Session 73, h8: the printed "When ~ comes into play, choose …" is a trigger (410.10a), and three wording leftovers
— each step says what is so, in the card's words and naming what it is about."""

from __future__ import annotations

from tests.engine.support import steps_of

PRINTED = "wording printed\nplayer Alice\nplayer Bob\n"


def test_sol_grail_as_printed_adds_no_mana_before_its_trigger_chooses_and_says_why():
    """Printed Sol Grail tapped with its "When ~ comes into play, choose a color" on the stack (410.10a): no colour
    has been chosen yet, so it adds no mana — said, citing 410.10a (not 410.10e's "as it came into play")."""
    steps = steps_of("Alice in play: Mountain, Mountain, Mountain\nAlice hand: Sol Grail as @sg\n"
                     "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
                     "Alice casts @sg\nall pass\nAlice taps @sg\nall pass\nAlice chooses red\n",
                     head=PRINTED + "turn Alice, precombat main\n")
    none = [s for s in steps if "it adds no mana" in s.text]
    assert len(none) == 1, [s.text for s in steps]
    assert none[0].text == ("Sol Grail @sg: no color has been chosen yet (it is chosen as its comes-into-play ability "
                            "resolves): it adds no mana"), none[0].text
    assert none[0].rules == ("410.10a",) or list(none[0].rules) == ["410.10a"], none[0].rules
    chosen = [s for s in steps if "chosen color is red" in s.text]
    assert len(chosen) == 1 and "410.10a" in chosen[0].rules, [s.text for s in steps]
