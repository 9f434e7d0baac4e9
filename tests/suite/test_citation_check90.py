"""scenarios/conftest.py's citation check on a passed scenario's outcomes (ninetieth session,
issue 43): each outcome's steps are walked once for their rules, and numbered (``flatten``) only
where some step cites nothing, to name it — every step at every depth still checked, and the
rules cited gathered from every outcome."""

from __future__ import annotations

from types import SimpleNamespace

import judge.suite.trace as trace
from judge.suite.runner import run_file
from tests.engine.test_trace_citations import HOOKS, ROOT, _outcome, _step  # (one loading of the hooks, one trace of steps)

CLASSIC = SimpleNamespace(edition="classic")


def _counting_flatten(monkeypatch) -> list:
    calls: list = []
    real = trace.flatten

    def flatten(steps):
        calls.append(steps)
        return real(steps)

    monkeypatch.setattr(trace, "flatten", flatten)
    return calls


def test_a_trace_whose_every_step_cites_is_not_numbered(monkeypatch):
    calls = _counting_flatten(monkeypatch)
    res = run_file(ROOT / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg")
    assert res.passed and res.outcomes
    assert HOOKS.citation_problems(res.scenario, res.outcomes) == []
    assert calls == []  # (on the base every outcome's steps were numbered, and walked again by cited())


def test_a_step_citing_nothing_at_any_depth_of_any_outcome_is_named(monkeypatch):
    calls = _counting_flatten(monkeypatch)
    deep = _step("a", "420.5c", children=(_step("b", "418.5", children=(_step("c", "310.4"), _step("d"))),))
    fine = _outcome(_step("e", "502.1"))
    problems = HOOKS.citation_problems(CLASSIC, [fine, _outcome(_step("f", "999.9z"), deep), fine])
    assert problems == ["outcome 2, step 2.1.2 cites no rule: d",
                        "rules cited that are missing from the classic corpus: 999.9z"]
    assert len(calls) == 1  # the outcome with a step citing nothing, numbered to name it


def test_the_rules_of_every_outcome_and_depth_are_looked_up():
    outcomes = [_outcome(_step("a", "420.5c")), _outcome(_step("b", "418.5", children=(_step("c", "998.1"),))),
                _outcome(_step("d", "999.9z", "310.4"))]
    assert HOOKS.citation_problems(CLASSIC, outcomes) == [
        "rules cited that are missing from the classic corpus: 998.1, 999.9z"]
