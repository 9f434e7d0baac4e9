"""The trace's citation invariant (DESIGN: rules are code paths, and code paths cite): every
step of an outcome cites at least one rule, and every rule cited exists in the scenario's
edition of the corpus. Held for every bundled scenario by ``scenarios/conftest.py`` on the
outcomes its pytest item has just computed."""

from __future__ import annotations

from typing import Any, Sequence


def citation_problems(scenario: Any, outcomes: Sequence[Any]) -> list[str]:
    """What breaks the invariant in ``outcomes`` of ``scenario`` (empty when nothing does)."""
    from judge.rules.corpus import load
    from judge.suite.trace import flatten

    problems = [f"outcome {i + 1}, step {num} cites no rule: {step.text}"
                for i, o in enumerate(outcomes) for num, step in flatten(o.steps) if not step.rules]
    edition = load(getattr(scenario, "edition", None) or "classic")
    unknown = sorted(r for r in {r for o in outcomes for r in o.cited()} if edition.find(r) is None)
    if unknown:
        problems.append(f"rules cited that are missing from the {edition.name} corpus: {', '.join(unknown)}")
    return problems
