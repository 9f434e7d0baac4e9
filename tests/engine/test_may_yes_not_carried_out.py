"""A "you may [cost]. If you do, …" triggered ability whose "yes" was given as it was put on the
stack (410.5) but whose cost can't be paid as it resolves says so, and that the "if you do" part
doesn't happen (413.2c) — it said "that option can't be chosen" after the option had been chosen
(audit 3632: Dauthi Mindripper destroyed in response, Merfolk Seer with no untapped Island)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\n"


def test_merfolk_seer_yes_without_mana_says_the_draw_doesnt_happen():
    got = steps_of("Alice in play: Merfolk Seer as @seer, Island (tapped), Island (tapped)\n"
                   "Alice library: Plains, Plains\nBob in play: Mountain\nBob hand: Shock\nBob casts Shock targeting @seer\n"
                   "all pass\nAlice chooses yes\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if "as the ability was put on the stack" in s.text]
    assert [s.text for s in said] == [
        'Alice chose to pay {1}{U} as the ability was put on the stack (410.5), but can\'t pay {1}{U} now (Alice\'s '
        'mana pool holds nothing and no further untapped mana sources can pay {1}{U}): Alice doesn\'t, so what "If you do" says doesn\'t happen (Merfolk Seer @seer)']
    assert said[0].rules == ("413.2c", "410.5")
    assert not any("draws" in s.text for s in got)
