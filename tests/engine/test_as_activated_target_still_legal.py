"""The Keepers' "Choose target opponent who had more life than you did as you activated this
ability": a change of life totals after the activation doesn't make the target illegal, and
the trace says so where the ability resolves — the card compares as it was activated (413.2a
checks the target again; 409.1c; audit 4339, card 10). Where nothing changed, nothing is said."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice life 10\nplayer Bob life 12\nturn Alice, precombat main\nmana is not tracked\n"


def _keeper(more: str) -> list:
    return steps_of("Alice in play: Keeper of the Flame as @kf\nAlice hand: Healing Salve\n"
                    f"Alice activates @kf targeting Bob\n{more}all pass until the stack is empty\n", head=HEAD)


def test_alice_gaining_life_in_response_doesnt_make_bob_illegal_and_it_says_why():
    got = _keeper("Alice casts Healing Salve choosing mode 1 targeting Alice\n")
    said = [s for s in got if "is still a legal target" in s.text]
    assert [s.text.split(":")[0] for s in said] == [
        "Bob is still a legal target though Bob no longer has more life than Alice"]
    assert said[0].rules == ("413.2a", "409.1c")
    assert any(s.text == "Keeper of the Flame @kf deals 2 damage to Bob (life 12 → 10)" for s in got)


def test_no_change_no_still_legal_step():
    got = _keeper("")
    assert not any("is still a legal target" in s.text for s in got)
    assert any(s.text == "Keeper of the Flame @kf deals 2 damage to Bob (life 12 → 10)" for s in got)


def test_an_opponent_refused_by_the_comparison_is_refused_with_the_figures():
    got = steps_of("Alice in play: Keeper of the Flame as @kf\nAlice tries to activate @kf targeting Bob\n",
                   head="player Alice life 10\nplayer Bob life 10\nturn Alice, precombat main\nmana is not tracked\n")
    said = [s for s in got if "illegal play" in s.text]
    assert len(said) == 1
    assert said[0].text.endswith('"target opponent who had more life than you": Bob has 10 life, Alice 10')
    assert said[0].rules[0] == "409.1c"
