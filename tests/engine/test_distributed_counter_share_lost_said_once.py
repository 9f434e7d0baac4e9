"""A divided counter's share announced for a target illegal on resolution is said once (413.2a,
409.1e): the resolution's step for the divided shares says it, the counters' instruction doesn't
say it again (audit 8379, card 7: Contagion with the Bears bounced in response said "The 1 counter
divided to Grizzly Bears isn't put on anything …" and then "Contagion: the share of 1 -2/-1
counter announced for a target that is no longer legal is put on nothing")."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_contagions_lost_share_said_once():
    steps = steps_of("Alice hand: Contagion as @c\nBob in play: Grizzly Bears as @gb, Hill Giant as @hg\n"
                     "Bob hand: Unsummon as @un\n"
                     "Alice casts @c targeting @gb, @hg dividing 1 to @gb, 1 to @hg\nAlice passes\n"
                     "Bob casts @un targeting @gb\nall pass until the stack is empty\n")
    lost = [s for s in steps if "put on anything" in s.text or "put on nothing" in s.text]
    assert len(lost) == 1, [s.text for s in lost]
    assert "Grizzly Bears @gb" in lost[0].text and "413.2a" in lost[0].rules
    assert any(s.text.startswith("1 -2/-1 counter put on Hill Giant @hg") for s in steps)
