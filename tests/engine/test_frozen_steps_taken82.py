"""(eighty-second session, issue 43) A branch of an exploration goes on from the finished steps of the game it was
kept from; those steps were frozen once, by the first outcome that froze its trace (``trace._freeze`` keeps the
frozen step on the step it froze). Every later outcome that shares them takes the frozen step as it was kept: no
call of ``_freeze`` is made for a step frozen already (ten Gravediggers' exploration made ~19,000 such calls, one
for each step of the prefix each of its 1,024 outcomes shared). The outcomes' traces are the same steps as before."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import simulate
from judge.engine import trace as T
from judge.engine.explore import explore

from tests.engine.support import GRAVEDIGGER_MAYS

_MAYS = GRAVEDIGGER_MAYS


def _calls_of_freeze(monkeypatch) -> tuple[list, list]:
    """The steps ``_freeze`` is called with, each with whether it was frozen already."""
    calls: list = []
    freeze = T._freeze

    def counted(n, finished):
        calls.append(n.frozen is not None)
        return freeze(n, finished)

    monkeypatch.setattr(T, "_freeze", counted)
    outcomes = simulate(parse(_MAYS, "mays.mtg"))
    return calls, outcomes


def test_an_outcome_takes_the_steps_frozen_already_without_a_call(monkeypatch):
    calls, outcomes = _calls_of_freeze(monkeypatch)
    assert len(outcomes) > 8
    assert calls.count(False) > 0  # (each step is frozen once, by a call)
    assert calls.count(True) == 0, f"{calls.count(True)} calls of _freeze for a step frozen already"


def test_the_outcomes_are_those_of_runs_from_the_start():
    """Guard: each outcome's trace, branching from kept games, is the trace of a run replaying the scenario from
    its start (``branching`` off) — the same steps, step by step."""
    outcomes = explore(parse(_MAYS, "mays.mtg"))
    plain = explore(parse(_MAYS, "mays.mtg"), branching=False)
    assert len(outcomes) > 8
    assert [o.steps for o in outcomes] == [o.steps for o in plain]
