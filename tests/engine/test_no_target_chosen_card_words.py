"""An instruction that does nothing because X is 0 and no target was chosen for it is quoted in
the card's words, never the reading's "target #1" (audit 7268: Outmaneuver as printed,
Avalanche)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _nothing(body: str, head: str = HEAD) -> list[str]:
    return [s.text for s in steps_of(body, head=head) if "does nothing" in s.text]


def test_avalanche_x0_quotes_the_card():
    [said] = _nothing("Alice hand: Avalanche as @av\nBob in play: Snow-Covered Mountain\n"
                      "Alice casts @av with X = 0\nall pass until the stack is empty\n")
    assert "target #" not in said
    assert "Destroy X target snow lands" in said
    assert "X is 0, so none was chosen" in said


def test_outmaneuver_printed_x0_quotes_the_card():
    head = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
    [said] = _nothing("Alice in play: Hill Giant as @g\nAlice hand: Outmaneuver (printed) as @om\n"
                      "Bob in play: Wall of Stone as @w\nAlice attacks with @g\n"
                      "all pass until the declare blockers step\nBob blocks @g with @w\n"
                      "Alice casts @om with X = 0\nall pass until the stack is empty\n", head)
    assert "target #" not in said
    assert "X target blocked creatures deal combat damage to defending player" in said
