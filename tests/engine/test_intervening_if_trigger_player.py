"""An intervening "if" naming the player a trigger is about ("if that player controls a nonblack,
nonland permanent", Urborg Stalker) is checked as the ability would trigger with that player
(410.8; audit 3733, card 44): it was read with no player, so it never triggered."""

from __future__ import annotations

from tests.engine.support import run_text

HEAD = "player Alice\nplayer Bob\nturn Alice, end of turn\nmana is not tracked\n"


def _play(wording: str):
    return run_text(f"wording {wording}\nAlice library: 2 unknown cards\nBob library: 2 unknown cards\n"
                    "Alice in play: Urborg Stalker, Swamp, Forest\nBob in play: Grizzly Bears, Mountain\n"
                    "all pass until the upkeep step\nall pass until the draw step\n"
                    "all pass until the declare attackers step\nBob attacks with nothing\n"
                    "all pass until the upkeep step\nall pass until the draw step\n", head=HEAD)


def test_urborg_stalker_deals_one_to_the_upkeep_player_with_a_nonblack_nonland_permanent():
    for wording in ("oracle", "printed"):
        out = _play(wording)
        life = {p.name: p.life for p in out.final.players}
        assert life == {"Alice": 20, "Bob": 19}, wording
        steps = [s for top in out.steps for s in top.walk()]
        fired = [s for s in steps if "Urborg Stalker's ability triggers" in s.text]
        assert len(fired) == 1 and "410.8" in fired[0].rules
        # in Alice's upkeep she controls only the black Stalker and lands: it says why not
        assert [s.rules for s in steps if "Urborg Stalker's ability doesn't trigger" in s.text] == [("410.8",)]


def test_spiritual_sanctuary_gains_life_for_the_upkeep_player_who_controls_a_plains():
    # the same reading: "if that player controls a Plains" was checked with no player
    out = run_text("Alice library: 2 unknown cards\nBob library: 2 unknown cards\n"
                   "Alice in play: Spiritual Sanctuary, Island\nBob in play: Plains\n"
                   "all pass until the upkeep step\nall pass until the stack is empty\n", head=HEAD)
    assert {p.name: p.life for p in out.final.players} == {"Alice": 20, "Bob": 21}
