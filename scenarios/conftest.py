"""The bundled scenarios, as pytest runs them (judge's plugin makes each ``.mtg`` file an item),
also hold the trace's citation invariant (tests/engine/citing.py): every step cites a rule that
exists in the scenario's edition. It is checked on the outcomes the item has just computed — one
simulation of each scenario, where three tests of tests/engine used to simulate every scenario
again, ~7 % of the suite's work (2026-11-29). ``judge test`` itself doesn't check it: it is a
property of the engine, held for the engine's own scenarios."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.citing import citation_problems


@pytest.hookimpl(trylast=True)
def pytest_runtest_call(item: Any) -> None:
    """After a scenario item has run and passed (pytest's own call of ``runtest`` comes first)."""
    result = getattr(item, "result", None)
    if result is None or not result.outcomes:
        return
    problems = citation_problems(result.scenario, result.outcomes)
    assert not problems, "\n".join(problems)
