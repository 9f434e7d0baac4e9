"""A prevention ability with "any number of targets" played with none (Serra's Hymn) protects
nothing: its shields are only for what it names (413.2b). It used to make one shield with no
recipient, which then protected every creature and player (audit 3935, card 20)."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import simulate

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
HYMN = ("Alice in play: Serra's Hymn as @h (2 verse counters)\nAlice hand: Lightning Bolt\n"
        "Alice activates @h\nAlice chooses nothing\nall pass until the stack is empty\n"
        "Alice casts Lightning Bolt targeting Alice\nall pass until the stack is empty\n")


def test_no_targets_no_shield():
    [outcome] = simulate(parse(HEAD + HYMN, "t.mtg"))  # "Alice chooses nothing" settles the targets
    got = [s for top in outcome.steps for s in top.walk()]
    said = [s for s in got if "prevents nothing" in s.text]
    assert [s.rules for s in said] == [("413.2b",)]
    assert not any("protects everything" in s.text for s in got)
    assert any("deals 3 damage to Alice (life 20 → 17)" in s.text for s in got)
