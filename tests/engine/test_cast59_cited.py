"""(fifty-ninth session) ``Outcome.cited`` gathers the trace's steps depth by depth: for every outcome
and every checkpoint's outcome of a sample of the suite, and for constructed traces (steps nested
deep, the same rule cited at several depths, steps citing nothing), the same set of rule ids as the
walk it replaces (below: each step's rules added one step at a time, its children pushed after)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.outcome import Outcome, Step
from judge.suite import runner
from tests.bundled import bundled_scenarios

ROOT = Path(__file__).resolve().parents[2]
#: Every 20th scenario of the suite.
SAMPLE = list(bundled_scenarios()[::20])


def plain_cited(outcome: Outcome) -> frozenset[str]:
    rules: set[str] = set()
    todo = list(outcome.steps)
    while todo:
        step = todo.pop()
        rules.update(step.rules)
        if step.children:
            todo.extend(step.children)
    return frozenset(rules)


@pytest.mark.parametrize("path", SAMPLE, ids=lambda p: p.relative_to(ROOT / "scenarios").as_posix())
def test_cited_as_the_plain_walk(path: Path) -> None:
    result = runner.run_file(path)
    for outcome in result.outcomes or ():
        assert outcome.cited() == plain_cited(outcome)


def _step(text: str, rules: tuple[str, ...], *children: Step) -> Step:
    return Step(text=text, rules=rules, children=tuple(children), kind="", line=None)


def test_cited_deep_and_repeated() -> None:
    deep = _step("leaf", ("420.5c",))
    for depth in range(30):
        deep = _step(f"level {depth}", ("409.1",) if depth % 3 else (), deep, _step("side", (f"2{depth:02d}.1",)))
    steps = (_step("first", ("104.3a", "409.1")), deep, _step("none", ()), _step("last", ("420.5c",)))
    outcome = Outcome(choices=(), steps=steps, final=None)
    got = outcome.cited()
    assert got == plain_cited(outcome)
    assert "420.5c" in got and "229.1" in got and "104.3a" in got
    assert type(got) is frozenset
    assert Outcome(choices=(), steps=(), final=None).cited() == frozenset()
