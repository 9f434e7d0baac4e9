"""judge.suite.why's replays going on from the game as the play left out began in the scenario's
first run (judge.engine.starts, walked; simulate_from) instead of playing the scenario again from its
start: the same "Why", with fewer games built; where that is not provably the same (a line at or
after the play read before it, a loop, a repair before the play, the work bound near), the
replay plays from the start."""

from __future__ import annotations

import pytest

import judge.engine.driver as driver
import judge.engine.explore as X
from judge import engine
from judge.suite import why as W
from judge.suite.runner import default_simulate, load_scenario

GROWTH = "scenarios/examples/giant_growth_vs_bolt.mtg"
SALVE = "scenarios/examples/circle_and_salve.mtg"
LOOP = "scenarios/rules-cited/421-5-independent-loops-bob-names-a-higher-number.mtg"


def _full(s):
    """The engine's simulate, not recognised as such: every replay from the start."""
    return engine.simulate(s)


def _kept(scenario, chosen):
    """The plays a walk of the scenario's first run keeps the game at (each holds until the next)."""
    walk = engine.starts(scenario)
    return {i: k for i in chosen if (k := walk.at(i)) is not None}


@pytest.fixture
def builds(monkeypatch):
    count = [0]
    built = driver.build

    def counting(*a, **k):
        count[0] += 1
        return built(*a, **k)

    monkeypatch.setattr(driver, "build", counting)
    return count


@pytest.mark.parametrize("path", [GROWTH, SALVE])
def test_the_why_is_the_same_going_on_from_the_kept_game(path):
    scenario = load_scenario(path)
    outcomes = default_simulate(scenario)
    assert W.explain(scenario, outcomes) == W.explain(scenario, outcomes, _full)
    assert W.replay(scenario) == W.replay(scenario, _full)  # (the outcomes without each play too)


def test_the_kept_game_is_used_one_game_built_for_all_the_plays(builds):
    scenario = load_scenario(GROWTH)
    chosen = W.plays(scenario)
    assert len(chosen) == 3 and set(_kept(scenario, chosen)) == set(chosen)
    builds[0] = 0
    W.replay(scenario)
    assert builds[0] == 1  # the first run, walked from one play to the next
    builds[0] = 0
    W.replay(scenario, _full)
    assert builds[0] == 3  # one a play


def test_a_line_read_before_it_began_is_not_gone_on_from(builds):
    # "Alice chooses Lightning Bolt" and "Alice orders replacements" answer choices made during the
    # passes before them: the game as they begin already holds what they said
    scenario = load_scenario(SALVE)
    chosen = W.plays(scenario)
    kept = _kept(scenario, chosen)
    names = {i: type(scenario.actions[i]).__name__ for i in chosen}
    later = [i for i in chosen if names[i] in ("Choose", "OrderReplacements")]
    assert later and not set(later) & set(kept)
    assert set(kept) and set(kept) < set(chosen)
    builds[0] = 0
    W.replay(scenario, _full)
    full = builds[0]
    builds[0] = 0
    W.replay(scenario)
    assert 1 + len(set(chosen) - set(kept)) <= builds[0] < full  # the first run, and those not kept from the start


def test_a_scenario_with_a_loop_keeps_nothing():
    scenario = load_scenario(LOOP)
    assert _kept(scenario, W.plays(scenario)) == {}


def test_near_the_work_bound_it_plays_from_the_start(monkeypatch, builds):
    scenario = load_scenario(GROWTH)
    chosen = W.plays(scenario)
    kept = _kept(scenario, chosen)
    expected = W.replay(scenario, _full)
    monkeypatch.setattr(X, "WORK_PER_OUTCOME", 1)  # (the bound: 64 steps; each run spends more than half)
    changed, _ = W.without(scenario, chosen[-1], _full)
    assert engine.simulate_from(changed, kept[chosen[-1]]) is None
    monkeypatch.setattr(X, "WORK_PER_OUTCOME", 500)
    assert engine.simulate_from(changed, kept[chosen[-1]]) == _full(changed)
    import judge.engine.trace as T

    # the tracer's budget of steps, counted from the start: the steps before the play count too
    monkeypatch.setattr(T, "WORK_BUDGET", kept[chosen[-1]].work + 1)
    assert engine.simulate_from(changed, kept[chosen[-1]]) is None
    monkeypatch.setattr(T, "WORK_BUDGET", 100_000)
    monkeypatch.setattr(X, "explore_from", lambda *a, **k: None)  # (as unsure: each replay from the start)
    builds[0] = 0
    assert W.replay(scenario) == expected
    assert builds[0] == 1 + len(chosen)


def test_a_repair_after_the_play_goes_on_from_it_and_a_play_needed_later_is_still_said(tmp_path, builds):
    path = tmp_path / "label.mtg"
    path.write_text('title "t"\nplayer Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n'
                    'Alice hand: Giant Growth\nAlice in play: Grizzly Bears as @bears\nBob hand: Counterspell\n'
                    'Alice passes\nBob passes\n'
                    'Alice casts Giant Growth as @gg targeting @bears\nAlice passes\n'
                    'Bob casts Counterspell targeting @gg\nall pass until the stack is empty\n'
                    'expect @bears in play as a 2/2\n', encoding="utf-8")
    scenario = load_scenario(str(path))
    outcomes = default_simulate(scenario)
    fast = W.explain(scenario, outcomes)
    assert fast == W.explain(scenario, outcomes, _full)
    assert [p.line for p in fast.plays if p.unplayable] == [11]  # Counterspell targets what line 11 cast
    assert len(_kept(scenario, W.plays(scenario))) == 2
