"""A creature that "blocks each combat if able" (Watchdog) and can block no attacker says why the
requirement asks nothing of it, at the declaration (500.2 and the rule that makes it unable:
a flyer's 502.4b) — and says nothing of the kind when it is able to block and does (audit 4339,
card 37: Provoke's Hill Giant against a Wind Drake)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, declare attackers\n"


def test_watchdog_unable_to_block_a_flyer_says_why_the_requirement_asks_nothing():
    got = steps_of("Alice in play: Wind Drake as @drake\nBob in play: Watchdog as @dog\n"
                   "Alice attacks with @drake\nall pass until the declare blockers step\nBob blocks nothing\n", head=HEAD)
    said = [s for s in got if "is able to block no attacking creature" in s.text]
    assert len(said) == 1
    assert said[0].text.startswith("Watchdog @dog blocks if able (")
    assert said[0].text.endswith(": Wind Drake @drake has flying and Watchdog @dog has neither flying nor the ability "
                                 "to block as though it had it")
    assert said[0].rules == ("500.2", "502.4b")


def test_watchdog_able_to_block_and_blocking_says_nothing_of_the_kind():
    got = steps_of("Alice in play: Grizzly Bears as @gb\nBob in play: Watchdog as @dog\n"
                   "Alice attacks with @gb\nall pass until the declare blockers step\nBob blocks @gb with @dog\n",
                   head=HEAD)
    assert not any("is able to block no attacking creature" in s.text for s in got)
    assert any(s.text == "Watchdog @dog is a blocking creature (blocking doesn't cause a creature to tap)" for s in got)
