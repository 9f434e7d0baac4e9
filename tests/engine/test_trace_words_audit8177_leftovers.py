"""Trace words audit 8177's auditors left (h72-4, h72-5): each step says what is so, once, in the right words."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_a_rampage_bonus_of_nothing_is_said_once():
    """Frost Giant (rampage 2) blocked by one Hill Giant: the bonus is +0/+0 (glossary "Rampage (Obsolete)": none
    after the first), said as it is determined (418.3c) — not again as an effect begun and as one ending at cleanup."""
    head = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
    steps = steps_of("Alice in play: Frost Giant as @fg\nBob in play: Hill Giant as @hg\nAlice attacks with @fg\n"
                     "all pass until the declare blockers step\nBob blocks @fg with @hg\n"
                     "all pass until the cleanup step\n", head=head)
    said = [s.text for s in steps if "+0/+0" in s.text]
    assert len(said) == 1, said
    assert said[0].startswith("The bonus is determined now, once: +0/+0 (rampage 2: 1 creature is blocking"), said[0]
    assert said[0].endswith(": it changes no power or toughness"), said[0]
