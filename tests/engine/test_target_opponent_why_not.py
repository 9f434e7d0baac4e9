"""'Target opponent' aimed at the spell's own player (Abandon Hope): the refusal names the player and
says why — the player playing it is not an opponent of that player (409.1c, glossary "Opponent") —
not "it is not a legal choice"."""

from __future__ import annotations

from tests.engine.support import steps_of

MAIN = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_abandon_hope_at_its_own_player_says_she_is_no_opponent():
    got = steps_of("Alice hand: Abandon Hope, Forest\n"
                   "Alice tries to cast Abandon Hope targeting Alice with X = 0\n", head=MAIN)
    said = [s for s in got if "can't be the target of Abandon Hope" in s.text]
    assert [s.text.split(": ", 1)[1] for s in said] == [
        "Alice can't be the target of Abandon Hope: Alice is the player playing it, and \"target opponent\" "
        "means an opponent of that player (glossary \"Opponent\")"]
    assert "409.1c" in said[0].rules
    assert not any("it is not a legal choice" in s.text for s in got)
