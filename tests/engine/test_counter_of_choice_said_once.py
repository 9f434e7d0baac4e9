"""Dwarven Armorer's "put either a +0/+1 or a +1/+0 counter": the kind is chosen as the ability resolves
(413.2c) and said once, by the choice's own step — not again by a second step repeating it (audit 11308)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_the_counter_chosen_is_said_once():
    body = ("Alice in play: Dwarven Armorer as @da, Grizzly Bears as @gb\nAlice hand: Forest as @f\n"
            "Alice activates @da targeting @gb discarding @f\nall pass until the stack is empty\nAlice chooses \"+1/+0\"\n")
    said = [s.text for s in steps_of(body, head=HEAD) if "+1/+0 counter" in s.text and "chooses" in s.text]
    assert said == ["Alice chooses which counter Dwarven Armorer @da puts: +0/+1 or +1/+0: a +1/+0 counter"], said
