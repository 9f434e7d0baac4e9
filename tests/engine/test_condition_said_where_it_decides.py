"""A static ability's condition that holds is said where it decides, not as the scenario begins (audit 7773, Lurker:
"Lurker can't be the target of spells unless it attacked or blocked this turn." — "Lurker neither attacked nor
blocked this turn, so … is true" was the trace's second step, before the turn's first, from the setup's look at
which static abilities have no effect now and which creatures a creature-type static leaves alone; a spell's
targets say it, 409.1c). A condition that doesn't hold is still said there, once (418.4a)."""

from __future__ import annotations

from judge.cards.catalog import catalog
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.suite.runner import token_names

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def _steps(body: str, head: str = HEAD) -> list:
    [out] = simulate(check_text(head + body, "condition.mtg", catalog(), token_names))
    return [s for top in out.steps for s in top.walk()]


def test_a_condition_that_holds_is_not_said_before_the_turn_begins():
    steps = _steps("Alice in play: Lurker as @lk\nBob in play: Prodigal Sorcerer as @ps\nBob hand: Shock\n"
                   "Bob tries to cast Shock targeting @lk\n")
    turn = next(i for i, s in enumerate(steps) if s.text.startswith("Turn 2, Bob's precombat main phase"))
    assert not [s.text for s in steps[:turn] if "attacked" in s.text or "didn't attack" in s.text]
    reversed_play = next(s for s in steps if "can't be the target of Shock" in s.text)
    assert "as long as it didn't attack or block this turn, which holds now" in reversed_play.text
    assert "409.1c" in reversed_play.rules


def test_a_condition_that_does_not_hold_is_still_said_as_the_scenario_begins():
    steps = _steps("Alice in play: Lurker as @lk (attacking)\nBob in play: Prodigal Sorcerer as @ps\n",
                   head=HEAD.replace("turn Bob, precombat main", "turn Alice, declare blockers"))
    said = [s.text for s in steps if "static ability has no effect now" in s.text]
    assert said and "Lurker" in said[0]
