"""The rules engine: simulates a scenario under the Classic-era Comprehensive Rules.

``simulate(scenario) -> list[Outcome]`` (see :mod:`judge.engine.outcome`). Imports are lazy:
importing :mod:`judge.engine` costs nothing until a scenario is simulated.

Where each part of the rules lives (each module cites its rules at the call that applies
them, through :class:`judge.engine.trace.Tracer`):

========================  ==================================================================
``build``                 Scenario AST -> Game (players, turn, zones, status, stack, pools)
``game``, ``objects``     Game state, zones (217), objects (a zone change = a new object,
                          217.8), last known information (413.2f)
``characteristics``       computed characteristics: printed + effects in dependency, then
                          timestamp order (418.5) + counters
``events``                every change is an Event: zone moves, damage, life, tap, counters,
                          draw, discard, tokens (216), destroy, sacrifice
``replacement``           the 419 pipeline: regeneration (419.6b), prevention (419.7),
                          protection (502.7b); ordering by the affected player (419.8a)
``turn``                  phases and steps (300-314), mana burn (300.4), cleanup (314.1)
``priority``              priority and passing (408.1), state-based checks then triggers
``casting``, ``mana``     playing spells, abilities and lands (409.1, 411, 214.9, 305.4),
``payment``               timing (408.1d, 409.2, 409.3); mana arithmetic; paying costs (409.1f-h)
``targets``, ``refs``     target legality (409.1c, 413.2a), filters, scenario references;
                          ``description_facts`` why an object fails a description, in its words;
                          ``related_targets`` targets whose words tie them to one another (409.1c,
                          imported when first needed)
``resolve``               resolution and countering (413, 414)
``context``, ``effects``  what an effect is carried out with (Ctx, references 413.2f, the
                          handler table); the handlers (413.2, 417, 418.2-3)
``references``            what each IR reference means now (413.2f), one function per class;
                          ``group_references`` "all creatures" and the other groups,
                          ``paid_references`` what paid a cost (409.1f), ``chosen_references``
                          "a source of your choice" (413.2c) (each imported when first met)
``condition_tests``       the test of each kind of condition (410.8, "as long as", a resolving
                          "if"), imported when a condition is first checked
``statics``               static abilities as continuous effects (418.4)
``triggers``              triggered, delayed and state-triggered abilities (410, 406.2);
                          ``not_triggered`` why an ability its event concerns doesn't trigger
                          (410.2, imported when first said)
``sba``                   state-based effects (420), winning and losing (102)
``decider``, ``explore``  every choice through a Decider; open choices explored as outcomes
``driver``                runs the scenario's actions; illegal plays reversed (422)
``snapshot``              Game -> FinalState
``combat*``, ``evasion``  combat (306-311, 500-502); ``combat_state`` this combat's record
``hooks``                 functions a lower module calls and a higher one sets (the layers
                          stay one-directional; docs/architecture.md "Layers")
``kinds``                 the kinds of the engine's records (events, stack objects, shields,
                          continuous effects, choices) as types
========================  ==================================================================
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:  # pragma: no cover
    from judge.dsl.ast import Scenario
    from judge.engine.outcome import FinalState, Outcome


def simulate(scenario: "Scenario", explore: bool = True, max_outcomes: Optional[int] = None) -> "list[Outcome]":
    """Run the scenario: one Outcome per combination of the choices it leaves open (a "may",
    a target chosen for a triggered ability, trigger order, a choice during resolution...),
    the attack or the blocks a scenario does not declare, the division of a blocked
    creature's combat damage...), explored depth first (:mod:`judge.engine.explore`), at most
    ``max_outcomes`` (the explorer's bound by default). With ``explore=False`` an open choice
    is a :class:`judge.engine.decider.OpenChoice` error naming the player, the choice, the
    legal options and the scenario line that would settle it. Choices made while playing a
    spell or ability are the scenario's to state (modes, X, several targets): left open,
    they are an OpenChoice error either way — but the one target of a one-target spell or
    ability is explored."""
    if explore:
        explorer = _explorer()
        return explorer.explore(scenario, max_outcomes or explorer.MAX_OUTCOMES)
    from judge.engine.driver import run

    return [run(scenario)]


@functools.cache
def _explorer():
    """:mod:`judge.engine.explore`, imported by the first scenario simulated and kept (not as :mod:`judge.engine` is
    imported: that costs nothing): an import statement run again for every scenario cost ~4.7 µs on CPython 3.11
    (docs/performance.md)."""
    from judge.engine import explore

    return explore


def initial_state(scenario: "Scenario") -> "FinalState":
    """The scenario's board as set up, before its step begins or any action is taken (the
    board ``judge drill`` shows), in the shape of an outcome's final state."""
    from judge.engine.build import build
    from judge.engine.driver import Tracer  # (importing the driver assembles the engine)
    from judge.engine.snapshot import snapshot

    return snapshot(build(scenario, Tracer()))


__all__ = ["simulate", "initial_state"]
