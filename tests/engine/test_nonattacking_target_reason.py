"""A target refused for "nonattacking" (Alarum) or "nonattacking, nonblocking" (Unlikely Alliance) says the
fact that decides it — "it is attacking" (308.5), "it is blocking" (309.3) — as "without flying" says "it has
flying" (409.1c; audit 8278: Alarum as printed at Bob's attacking Hill Giant gave no reason)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"
BOARD = "Alice in play: Grizzly Bears as @gb\nBob in play: Hill Giant as @hg\n"


def _refusals(card: str, target: str, zone: str = "hand", play: str = "cast") -> list[str]:
    body = (BOARD + f"Alice {zone}: {card} as @c\nBob attacks with @hg\nall pass until the declare blockers step\n"
            f"Alice blocks @hg with @gb\nBob passes\nAlice tries to {play} @c targeting {target}\n")
    return [s.text for s in steps_of(body, head=HEAD) if "illegal play" in s.text]


def test_alarum_printed_at_an_attacker_says_it_is_attacking():
    got = _refusals("Alarum (printed)", "@hg")
    assert len(got) == 1 and got[0].endswith('"target nonattacking creature": it is attacking (308.5)'), got


def test_unlikely_alliance_at_a_blocker_says_it_is_blocking():
    got = _refusals("Unlikely Alliance", "@gb", zone="in play", play="activate")
    assert len(got) == 1 and got[0].endswith(": it is blocking (309.3)"), got
