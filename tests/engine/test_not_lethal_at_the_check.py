"""420.3, 420.5c: damage that isn't lethal is said where state-based effects are checked, not
inside the resolution that dealt it (nothing is decided there yet): Shock on a 3/3."""

from __future__ import annotations

from tests.engine.support import steps_of

MAIN = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_not_lethal_damage_is_said_under_the_state_based_check():
    got = steps_of("Alice in play: Hill Giant as @g\nBob hand: Shock\nAlice passes\nBob casts Shock targeting @g\n"
                   "all pass until the stack is empty\n", head=MAIN)
    texts = [s.text for s in got]
    said = next(i for i, t in enumerate(texts) if t.startswith("Hill Giant @g has 2 damage and toughness 3: not lethal"))
    assert texts[said - 1] == "State-based effects are checked" and got[said].rules == ("420.5c",)
    assert texts.index("Shock is put into Bob's graveyard") < said
