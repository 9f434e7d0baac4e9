"""Every step of every bundled scenario's trace cites at least one rule, and every cited
rule exists in the scenario's edition of the corpus ("rules are code paths, and code
paths cite"). Scenarios that do not simulate (errors are the suite's business) are skipped."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import JudgeError

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted(p for p in (ROOT / "scenarios").rglob("*.mtg"))


def _simulated(path: Path):
    from judge.suite.runner import default_simulate, load_scenario

    try:
        scenario = load_scenario(path)
        return scenario, default_simulate(scenario)
    except (JudgeError, ImportError, NotImplementedError) as err:
        pytest.skip(f"does not simulate: {str(err).splitlines()[0] if str(err) else type(err).__name__}")


def _ids(paths):
    return [p.relative_to(ROOT).as_posix() for p in paths]


@pytest.mark.skipif(not SCENARIOS, reason="no bundled scenarios yet")
@pytest.mark.parametrize("path", SCENARIOS, ids=_ids(SCENARIOS))
def test_every_step_cites_a_rule(path):
    from judge.suite.trace import flatten

    _, outcomes = _simulated(path)
    uncited = [
        f"outcome {i + 1}, step {num}: {step.text}"
        for i, o in enumerate(outcomes)
        for num, step in flatten(o.steps)
        if not step.rules
    ]
    assert not uncited, "steps citing no rule:\n" + "\n".join(uncited)


@pytest.mark.skipif(not SCENARIOS, reason="no bundled scenarios yet")
@pytest.mark.parametrize("path", SCENARIOS, ids=_ids(SCENARIOS))
def test_cited_rules_exist(path):
    from judge.rules.corpus import load

    scenario, outcomes = _simulated(path)
    edition = load(getattr(scenario, "edition", "classic") or "classic")
    cited = sorted({r for o in outcomes for r in o.cited()})
    unknown = [r for r in cited if edition.find(r) is None]
    assert not unknown, f"cited rules missing from the {edition.name} corpus: {', '.join(unknown)}"
