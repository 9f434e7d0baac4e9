"""The rules engine: simulates a scenario under the Classic-era Comprehensive Rules.

``simulate(scenario) -> list[Outcome]`` (see :mod:`judge.engine.outcome`). Imports are lazy:
importing :mod:`judge.engine` costs nothing until a scenario is simulated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from judge.dsl.ast import Scenario
    from judge.engine.outcome import Outcome


def simulate(scenario: "Scenario", explore: bool = True) -> "list[Outcome]":
    """Run the scenario: one Outcome per combination of the choices it leaves open (a "may",
    a target chosen for a triggered ability, trigger order, a choice during resolution...),
    explored depth first (:mod:`judge.engine.explore`). With ``explore=False`` an open choice
    is a :class:`judge.engine.decider.OpenChoice` error naming the player, the choice, the
    legal options and the scenario line that would settle it. Choices made while playing a
    spell or ability (targets, modes, X) are the scenario's to state: left open, they are
    an OpenChoice error either way."""
    if explore:
        from judge.engine.explore import explore as _explore

        return _explore(scenario)
    from judge.engine.driver import run

    return [run(scenario)]


__all__ = ["simulate"]
