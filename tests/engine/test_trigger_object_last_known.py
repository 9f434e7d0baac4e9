""""Have it deal damage equal to its power" (Pandemonium, Laccolith Rig) of the creature the
trigger event was about, gone before the ability resolves: the creature as it most recently
existed deals the damage, and its power is its last known power (413.2f) — not 0, and not the
ability's source dealing it."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def _pandemonium(response: str) -> list:
    body = ("Alice in play: Pandemonium\nAlice hand: Lightning Bolt as @bolt\nBob hand: Hill Giant as @giant\n"
            "Bob casts @giant\nBob passes\nAlice passes\nBob chooses yes\nBob chooses Alice\n" + response
            + "all pass until the stack is empty\n")
    return steps_of(body, head=HEAD)


def test_the_creature_gone_deals_its_last_known_power():
    got = _pandemonium("Bob passes\nAlice casts @bolt targeting @giant\n")
    texts = [s.text for s in got]
    assert "Hill Giant @giant deals 3 damage to Alice (life 20 → 17)" in texts
    gone = [s for s in got if s.text.startswith("Hill Giant @giant is no longer in play: it deals the damage")]
    assert [s.rules for s in gone] == [("413.2f",)]
    assert not any("does nothing: its amount is 0" in t for t in texts)
    assert not any(t.startswith("Pandemonium deals") for t in texts)


def test_the_creature_still_in_play_deals_its_power_now():
    got = _pandemonium("")
    texts = [s.text for s in got]
    assert "Hill Giant @giant deals 3 damage to Alice (life 20 → 17)" in texts
    assert not any("is no longer in play" in t for t in texts)
