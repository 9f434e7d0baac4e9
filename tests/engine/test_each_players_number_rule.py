"""Each player's own number in one instruction ("deals damage to each player equal to twice the number
of nonbasic lands that player controls"): the number is the game's answer when the instruction is
carried out (413.2f), every player's before any is acted on, the actions then processed together
(413.2d). The step cites 413.2f first: it is the rule that works the numbers out."""

from __future__ import annotations

from tests.engine.support import steps_of

MAIN = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_price_of_progress_counts_cite_413_2f_then_413_2d():
    got = steps_of("Alice in play: Adarkar Wastes, Forest\nAlice hand: Price of Progress\n"
                   "Bob in play: Karplusan Forest, Brushland, Island\n"
                   "Alice casts Price of Progress\nall pass until the stack is empty\n", head=MAIN)
    said = [s for s in got if s.text.startswith("Each player's number is determined")]
    assert [(s.text, s.rules) for s in said] == [
        ("Each player's number is determined as the instruction is carried out, before any of them is "
         "acted on: Alice 2, Bob 4", ("413.2f", "413.2d"))]
