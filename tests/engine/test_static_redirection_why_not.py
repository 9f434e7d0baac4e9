"""A static redirection on a player that leaves some damage alone says why at the damage
(Martyrs of Korlis: "all damage that would be dealt to you by artifacts is dealt to Martyrs of
Korlis instead" — a Shock's damage reaches its controller because Shock isn't an artifact; a
replacement effect watches only for the event it describes, 419.1; audit 4339, card 3). Damage
from an artifact is redirected, with no such step; a tapped Martyrs has no effect at all."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def _martyrs(status: str, bob: str, play: str) -> list:
    return steps_of(f"Alice in play: Martyrs of Korlis as @mk{status}\nBob in play: {bob}\nBob hand: Shock\n"
                    f"{play}\nall pass until the stack is empty\n", head=HEAD)


def test_a_shock_to_alice_is_not_redirected_and_the_trace_says_why():
    got = _martyrs("", "Mountain", "Bob casts Shock targeting Alice")
    said = [s for s in got if "redirection doesn't apply" in s.text]
    assert [s.text.split(": ", 1)[1].split(" (")[0] for s in said] == [
        "the damage is dealt by Shock, which isn't an artifact"]
    assert said[0].rules == ("419.1",)
    texts = [s.text for s in got]
    assert texts.index(said[0].text) + 1 == texts.index("Shock deals 2 damage to Alice (life 20 → 18)")


def test_an_artifacts_damage_is_redirected_without_a_why_not():
    got = _martyrs("", "Rod of Ruin", "Bob activates Rod of Ruin targeting Alice")
    assert not any("redirection doesn't apply" in s.text for s in got)
    assert any(s.text == "Rod of Ruin deals 1 damage to Martyrs of Korlis @mk (damage 1)" for s in got)


def test_tapped_martyrs_say_nothing_at_the_damage():
    got = _martyrs(" (tapped)", "Mountain", "Bob casts Shock targeting Alice")
    assert not any("redirection doesn't apply" in s.text for s in got)
    assert any(s.text == "Shock deals 2 damage to Alice (life 20 → 18)" for s in got)


def test_a_creatures_damage_to_alices_bears_is_not_hers_no_why_not():
    got = _martyrs("", "Rod of Ruin\nAlice in play: Grizzly Bears as @b", "Bob activates Rod of Ruin targeting @b")
    assert not any("redirection doesn't apply" in s.text for s in got)
    assert any(s.text == "Rod of Ruin deals 1 damage to Grizzly Bears @b (damage 1)" for s in got)
