"""418.5c said where a dependency decides the order, once: with Crusade and Celestial Dawn both in
play as the scenario begins, the step saying Crusade applies to a green creature says Dawn applies
first though its timestamp is later (pending/rules until session 32: only a permanent coming into
play said so, judge.engine.events.dependency_decides); not again when the state is worked out anew,
and not twice where a permanent coming into play said it already."""

from __future__ import annotations

from judge.cards.catalog import catalog
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.suite.runner import token_names

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _steps(body: str) -> list:
    [out] = simulate(check_text(HEAD + body, "dependency.mtg", catalog(), token_names))
    return [s for top in out.steps for s in top.walk()]


def test_said_once_at_the_step_where_the_dependent_effect_begins_applying():
    steps = _steps("Alice in play: Crusade, Celestial Dawn, Grizzly Bears as @b, Llanowar Elves as @e\n"
                   "Alice hand: Giant Growth\nAlice casts Giant Growth targeting @b\nall pass until the stack is empty\n")
    said = [s for s in steps if "it depends on Celestial Dawn's" in s.text]
    assert [s.text.split(":")[0] for s in said] == ["Crusade's static ability applies to Grizzly Bears @b"]
    assert {"418.5b", "418.5c"} <= set(said[0].rules)


def test_not_said_again_where_a_permanent_coming_into_play_said_it():
    steps = _steps("Alice in play: Crusade, Grizzly Bears as @b\nAlice hand: Celestial Dawn\n"
                   "Alice casts Celestial Dawn\nall pass until the stack is empty\n")
    assert len([s for s in steps if "applies first, though its timestamp is later" in s.text]) == 1
