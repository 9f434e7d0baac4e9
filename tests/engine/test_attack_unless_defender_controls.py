""""Can't attack unless defending player controls an Island" (Vodalian Knights; audit 3733,
card 22): the attack's check says why, both ways (500.1) — met, naming the defending player's
permanent that meets it (a dual land is an Island, 212.2c), and not met, naming what he lacks."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, declare attackers\n"


def test_met_restriction_names_the_defending_players_island():
    got = steps_of("Alice in play: Vodalian Knights as @k, Island\nBob in play: Volcanic Island\n"
                   "Alice attacks with @k\n", head=HEAD)
    said = [s for s in got if "may attack" in s.text]
    assert [s.text.split(" (")[0] for s in said] == [
        "Vodalian Knights @k may attack: the defending player, Bob, controls Volcanic Island"]
    assert said[0].rules == ("500.1",)
    assert any("Vodalian Knights @k is an attacking creature" in s.text for s in got)


def test_unmet_restriction_names_what_the_defending_player_lacks():
    got = steps_of("Alice in play: Vodalian Knights as @k, Island\nBob in play: Forest\n"
                   "Alice attacks with @k\nAlice attacks with nothing\n", head=HEAD)
    said = [s for s in got if "can't attack" in s.text]
    assert [s.text.split(" (")[0] for s in said] == [
        "Illegal: Vodalian Knights @k can't attack: the defending player, Bob, controls no island land"]
    assert said[0].rules == ("500.1",)
    assert not any("may attack" in s.text for s in got)
