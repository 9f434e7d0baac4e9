"""The bundled scenarios, as pytest runs them (judge's plugin makes each ``.mtg`` file an item),
also hold the trace's citation invariant (DESIGN: rules are code paths, and code paths cite):
every step of an outcome cites at least one rule, and every rule cited exists in the scenario's
edition of the corpus. It is checked on the outcomes the item has just computed — one
simulation of each scenario, where three tests of tests/engine used to simulate every scenario
again, ~7 % of the suite's work (2026-11-29). ``judge test`` itself doesn't check it: it is a
property of the engine, held for the engine's own scenarios."""

from __future__ import annotations

from itertools import chain
from typing import Any, Sequence

import pytest


def citation_problems(scenario: Any, outcomes: Sequence[Any]) -> list[str]:
    """What breaks the invariant in ``outcomes`` of ``scenario`` (empty when nothing does)."""
    from judge.rules.corpus import load
    from judge.suite.trace import flatten

    # Each outcome's steps walked once for their rules (``Outcome.step_rules``, what ``cited()`` is
    # made of): the numbered list of its steps is made only for an outcome where some step cites
    # nothing, to name them (every step numbered, and the trace walked again for ``cited()``, were
    # ~2/3 of the check's calls on a passed scenario: ninetieth session).
    problems: list[str] = []
    cited: set[str] = set()
    for i, outcome in enumerate(outcomes):
        rules = outcome.step_rules()
        if not all(rules):
            problems += [f"outcome {i + 1}, step {num} cites no rule: {step.text}"
                         for num, step in flatten(outcome.steps) if not step.rules]
        cited.update(chain.from_iterable(rules))
    edition = load(getattr(scenario, "edition", None) or "classic")
    unknown = sorted(r for r in cited if edition.find(r) is None)
    if unknown:
        problems.append(f"rules cited that are missing from the {edition.name} corpus: {', '.join(unknown)}")
    return problems


@pytest.hookimpl(trylast=True)
def pytest_runtest_call(item: Any) -> None:
    """After a scenario item has run and passed (pytest's own call of ``runtest`` comes first)."""
    result = getattr(item, "result", None)
    if result is None or not result.outcomes:
        return
    problems = citation_problems(result.scenario, result.outcomes)
    if problems:
        from judge.visible import visible

        # (a step's text holds the scenario's words: its control characters made visible, as the plugin's reports)
        pytest.fail(visible("\n".join(problems)), pytrace=False)
