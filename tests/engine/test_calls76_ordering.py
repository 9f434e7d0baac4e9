"""(seventy-sixth session) A static ability's "as long as" condition asked once per ordering of the effects.

While the continuous effects are put in dependency order (418.5b, 418.5c) the game does not change: the order asks
each effect what it applies to, before and after another is applied, of values of its own making. An "as long as"
condition (418.4) of a static ability is read of the game, its source and its controller, not of those values, so
within one ordering it answers the same each time; ``state.Ordering`` keeps its answer by (condition, source,
controller, the objects being worked out around the ask) for the ordering's length. Escaped Shapeshifter's condition was asked ~5,000 times over one scenario's
17 orderings, for every pair of effects and every permanent.

Held: within one ordering no condition is asked twice of the same source and controller with the same objects'
characteristics being worked out around it (an ask made within another's, with another object's characteristics
being worked out, sees that object's printed values, 418.5c: asked apart); the outcomes (trace and
final state) of seven bundled scenarios that read kept answers are those of asking every time; the ordering held
while it runs is an ``Ordering``, False before and after. Every test fails on b5a5879c (no ``Ordering``:
the ordering held is True, one for every ordering). Over the 25 bundled scenarios whose orderings ask a condition,
17,405 asks become 2,299 (4,784 -> 400 in the first test's scenario).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine import state, statics
from judge.engine.driver import run
from judge.suite.runner import default_simulate, load_scenario, run_file

ROOT = Path(__file__).resolve().parents[2]

#: Bundled scenarios whose orderings ask a static ability's condition (Escaped Shapeshifter's "as long as an
#: opponent controls a creature with flying …", Soltari Lancer's "as long as it's attacking", Roc Hatchling's shell
#: counters, Fledgling Osprey's "as long as it's enchanted", Thran Golem's).
SCENARIOS = [
    "scenarios/audit/session42/k1-escaped-shapeshifter-white-knights-keywords-until-it-dies.mtg",
    "scenarios/cards/418-4a-escaped-shapeshifter-copies-an-opponents-keywords-but-not-its-namesakes.mtg",
    "scenarios/audit/session44/k3-escaped-shapeshifter-printed-two-alone-a-loop-settled-by-timestamp.mtg",
    "scenarios/audit/1208/28-soltari-lancer-shadow-and-first-strike-only-while-attacking.mtg",
    "scenarios/audit/5147/30-roc-hatchling-last-counter-gone-3-3-flier.mtg",
    "scenarios/audit/3834/04-fledgling-osprey-flies-only-while-enchanted.mtg",
    "scenarios/audit/6056/35-thran-golem-enchanted-until-the-aura-is-destroyed.mtg",
]


def _asks(monkeypatch) -> list[tuple]:
    """Every ask of a static ability's condition made while the effects are put in order: (the ordering, the
    condition, its source, its controller, the objects whose characteristics are being worked out around it)."""
    asked: list[tuple] = []
    check = statics.check_condition

    def counting(ctx, cond):
        ordering = ctx.game.in_flight.ordering
        if ordering:
            asked.append((ordering, id(cond), ctx.source, ctx.controller, tuple(ctx.game.in_flight.computing)))  # (kept: no id reused)
        return check(ctx, cond)

    monkeypatch.setattr(statics, "check_condition", counting)
    return asked


def test_a_condition_is_asked_once_per_ordering_of_the_effects(monkeypatch):
    asked = _asks(monkeypatch)
    result = run_file(ROOT / SCENARIOS[0])
    assert result.status == "pass", result.message
    # the orderings asked conditions (the premise), none twice of the same source and controller in one ordering
    assert len({a[0] for a in asked}) >= 5 and len(asked) >= 20
    assert len(asked) == len(set(asked))


class _Forgetful(dict):
    """An ordering's answers never kept: each condition asked every time, as before the seventy-sixth session."""

    def __setitem__(self, key, value) -> None:
        pass


def _outcomes(path: str):
    scenario = load_scenario(ROOT / path)
    return [(o.steps, o.final, o.error, o.notes) for o in default_simulate(scenario)]


@pytest.mark.parametrize("path", SCENARIOS)
def test_the_outcomes_with_kept_answers_are_those_of_asking_every_time(monkeypatch, path):
    kept = _outcomes(path)
    asked = _asks(monkeypatch)
    monkeypatch.setattr(state.Ordering, "__init__", lambda self: setattr(self, "conditions", _Forgetful()))
    afresh = _outcomes(path)
    assert asked, "the scenario's orderings ask a condition"  # (the premise: it reads what is kept)
    assert kept == afresh


def test_the_ordering_held_while_the_effects_are_put_in_order_is_an_ordering(monkeypatch):
    seen: list = []
    gated_check = statics.check_condition

    def looking(ctx, cond):
        seen.append(ctx.game.in_flight.ordering)
        return gated_check(ctx, cond)

    monkeypatch.setattr(statics, "check_condition", looking)
    scenario = load_scenario(ROOT / SCENARIOS[3])
    games: list = []
    run(scenario, keep=lambda i, game: games.append(game), errors=True)
    assert any(type(s) is state.Ordering for s in seen)
    assert all(s is False or type(s) is state.Ordering for s in seen)
    assert games and all(g.in_flight.ordering is False for g in games)
