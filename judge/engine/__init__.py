"""The rules engine: simulates a scenario under the Classic-era Comprehensive Rules.

``simulate(scenario) -> list[Outcome]`` (see :mod:`judge.engine.outcome`). Imports are lazy:
importing :mod:`judge.engine` costs nothing until a scenario is simulated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from judge.dsl.ast import Scenario
    from judge.engine.outcome import Outcome


def simulate(scenario: "Scenario") -> "list[Outcome]":
    """Run the scenario: one Outcome until every-outcome exploration is built (an open choice
    is a :class:`judge.engine.decider.OpenChoice` error naming the line that would settle it)."""
    from judge.engine.driver import run

    return [run(scenario)]


__all__ = ["simulate"]
