"""A static ability's "applies" step shows the permanent's power and toughness only where the
ability changes them: Clot Sliver's granted regeneration doesn't, Muscle Sliver's +1/+1 does
(issue 44, item 5: "(now 2/2)" was said after an ability that changes neither)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_granted_regeneration_shows_no_pt_a_pump_does():
    got = steps_of("Alice in play: Clot Sliver, Muscle Sliver\nAlice passes\n",
                   head="player Alice\nplayer Bob\nturn Alice, precombat main\n")
    steps = [s.text for s in got if "applies to" in s.text]
    clot = [t for t in steps if t.startswith("Clot Sliver") and "Regenerate" in t]
    muscle = [t for t in steps if t.startswith("Muscle Sliver") and "+1/+1" in t]
    assert len(clot) == 2 and len(muscle) == 2, steps
    assert not any("(now" in t for t in clot), clot
    assert all(t.endswith("(now 2/2)") for t in muscle), muscle
