"""A resolving "sacrifice ~. If you do, …" names the permanent: no player chooses what is
sacrificed (413.2c applies to choices the text leaves open) — audit 7773, card 7: Booby Trap's
"When the chosen player draws a card with the chosen name, sacrifice Booby Trap. If you do, Booby
Trap deals 10 damage to that player" was said as "Alice chooses what Alice sacrifices (Booby Trap
@bt): Booby Trap @bt (the only legal choice)"."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, untap\n"


def test_booby_trap_is_sacrificed_without_a_choice_step():
    got = steps_of('Alice in play: Booby Trap as @bt (chose Bob, chose "Lightning Bolt")\n'
                   "Bob library: Lightning Bolt\nAlice library: 3 unknown cards\n"
                   "all pass until the precombat main step\n", head=HEAD)
    texts = [s.text for s in got]
    assert not any("chooses what Alice sacrifices" in t for t in texts), texts
    assert any(t.startswith("Booby Trap @bt is sacrificed") for t in texts), texts
    assert any(t.startswith("Booby Trap @bt deals 10 damage to Bob") for t in texts), texts
