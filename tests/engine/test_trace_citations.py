"""The trace's citation invariant, which scenarios/conftest.py holds for
every bundled scenario as pytest runs it: the check finds a step that cites nothing and a rule
the edition lacks, and the hook fails a scenario item whose outcomes break it."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import SimpleNamespace

import pytest

from judge.engine.outcome import Outcome, Step

ROOT = Path(__file__).resolve().parents[2]
_SPEC = importlib.util.spec_from_file_location("scenarios_conftest", ROOT / "scenarios" / "conftest.py")
HOOKS = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(HOOKS)
citation_problems = HOOKS.citation_problems


class _Trace:
    """An outcome's trace alone: its steps, walked for their rules as an outcome's are."""

    step_rules = Outcome.step_rules

    def __init__(self, steps: tuple) -> None:
        self.steps = steps


def _outcome(*steps: Step) -> _Trace:
    return _Trace(tuple(steps))


def _step(text: str, *rules: str, children: tuple = ()) -> Step:
    return Step(text=text, rules=rules, children=children)


def test_a_real_scenarios_outcomes_break_nothing():
    from judge.suite.runner import run_file

    res = run_file(ROOT / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg")
    assert res.passed and res.outcomes
    assert citation_problems(res.scenario, res.outcomes) == []


def test_a_step_citing_nothing_and_a_rule_the_edition_lacks_are_found():
    bad = _outcome(_step("a", "420.5c", children=(_step("b"),)), _step("c", "999.9z"))
    problems = citation_problems(SimpleNamespace(edition="classic"), [bad])
    assert problems == ["outcome 1, step 1.1 cites no rule: b",
                        "rules cited that are missing from the classic corpus: 999.9z"]


def test_the_scenarios_hook_fails_an_item_whose_trace_breaks_it():
    module = HOOKS
    good = SimpleNamespace(result=SimpleNamespace(scenario=SimpleNamespace(edition="classic"),
                                                  outcomes=[_outcome(_step("a", "420.5c"))]))
    module.pytest_runtest_call(good)
    module.pytest_runtest_call(SimpleNamespace(result=None))  # an item that didn't run: nothing to check
    bad = SimpleNamespace(result=SimpleNamespace(scenario=good.result.scenario, outcomes=[_outcome(_step("a"))]))
    with pytest.raises(pytest.fail.Exception, match="step 1 cites no rule: a"):
        module.pytest_runtest_call(bad)
    # a step's text holds the scenario's words: reported with its control characters made visible
    shown = SimpleNamespace(result=SimpleNamespace(scenario=good.result.scenario,
                                                   outcomes=[_outcome(_step("Bob's \x1b[2JBear"))]))
    with pytest.raises(pytest.fail.Exception) as failed:
        module.pytest_runtest_call(shown)
    assert "\x1b" not in str(failed.value) and "Bob's \\x1b[2JBear" in str(failed.value)
