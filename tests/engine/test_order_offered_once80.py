"""(eightieth session, issue 43) An open order of triggered abilities (410.3: "the active player puts all
his or her triggered abilities on the stack in any order he or she chooses"), explored: every run that made
the same choices so far is in the same state when the order is asked (the engine is deterministic), so the
same abilities wait, about the same events, with the same names. Their signatures (what tells two apart,
``triggers._signature``), the orders offered (``Orders``: interchangeable ones counted once) and the names
the choice says (``triggers._labels``) are worked out once at that point (``decider.remembered``), not
again by each of the runs that go on from it — only the order each run takes differs.

Held: exploring N different Chalices' triggers (N! orders) signs each ability once and names them once,
not once per run; the outcomes — trace, final state, notes — of bundled scenarios whose orders are explored
are those of working everything out in every run.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import explore, triggers
from judge.suite.runner import default_simulate, load_scenario

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
from bench_explore import orders  # noqa: E402 - the bench's N Chalices, each "you gain k life"

#: Bundled scenarios whose open order of triggered abilities is explored (two abilities of one source, of two
#: sources; a draw and a trigger; "may" abilities among them).
SCENARIOS = [
    "scenarios/audit/6864/45-festering-wound-printed-own-creature-order-decides-x.mtg",
    "scenarios/audit/1814/02-festering-wound-on-its-controllers-own-creature-trigger-order.mtg",
    "scenarios/audit/7369/21-cold-snap-counts-snow-lands-on-resolution-wellspring-first.mtg",
    "scenarios/audit/3834/06-elven-warhounds-two-blockers-both-go-on-top.mtg",
    "scenarios/audit/4238/35-armageddon-clock-alice-orders-her-draw-and-the-clock.mtg",
    "scenarios/audit/4440/21-smokestack-may-add-a-soot-counter-then-sacrifice-one-each.mtg",
]


def _counted(monkeypatch, name: str) -> list:
    calls: list = []
    real = getattr(triggers, name)

    def counting(*args, **kwargs):
        calls.append(args[1:] if len(args) > 1 else args)
        return real(*args, **kwargs)

    monkeypatch.setattr(triggers, name, counting)
    return calls


def test_an_explored_order_is_signed_and_named_once_not_once_per_run(monkeypatch):
    signed = _counted(monkeypatch, "_signature")
    named = _counted(monkeypatch, "_labels")
    scenario = check_text(orders(4), "orders-4.mtg", card_names())
    outs = explore.explore(scenario, max_outcomes=100)
    # the premise: 4! = 24 orders, each an outcome of its own run (the Chalices gain 1, 2, 3, 4 life)
    assert len(outs) == 24
    assert len({tuple(map(str, o.choices)) for o in outs}) == 24
    # the four abilities signed and named once for each set of them that triggered (the first run's, and the
    # runs' from a game the explorer kept before the Bears died: three here, where the 24 runs did both before,
    # 96 signatures and 24 namings); each set signed once
    assert 1 <= len(named) <= 3
    assert len(signed) == 4 * len(named)
    assert len({tuple(map(id, args[0])) for args in named}) == len(named)


def _outcomes(path: str):
    scenario = load_scenario(ROOT / path)
    return [(o.steps, o.final, o.error, o.notes, o.choices) for o in default_simulate(scenario)]


@pytest.mark.parametrize("path", SCENARIOS)
def test_the_outcomes_are_those_of_working_the_order_out_in_every_run(monkeypatch, path):
    kept = _outcomes(path)
    named = _counted(monkeypatch, "_labels")
    monkeypatch.setattr(triggers, "remembered", lambda game, what, make: make())
    afresh = _outcomes(path)
    assert named, "the scenario's order is offered"  # (the premise: an open order is explored)
    assert len(kept) > 1 and kept == afresh


def test_an_abilitys_words_are_read_once_for_all_its_puts(monkeypatch):
    # what _put_one reads of the words alone — another player's "may" (410.2), a "you may [cost]. If you do"
    # (410.5) — read once per ability (its IR is immutable), not at each of the runs' puts
    monkeypatch.setattr(triggers, "_PUT_SHAPES", {}, raising=False)
    read = _counted(monkeypatch, "_may_pay_first")
    put = _counted(monkeypatch, "_put_one")
    outs = explore.explore(check_text(orders(4), "orders-4.mtg", card_names()), max_outcomes=100)
    assert len(outs) == 24 and len(put) == 96  # (the premise: four abilities put in each of 24 runs)
    assert len(read) == 4  # (once per ability: 96 before)


def test_a_targeted_abilitys_ctx_is_made_once_as_it_is_put(monkeypatch):
    # "that player" (the player the trigger event was about) said while its targets are chosen (410.4) is read of
    # the ability's Ctx being carried out — one Ctx made for each ability put with a target, not a second alike
    from judge.dsl import parse

    from tests.engine.test_explore75 import _MAYS

    made: list = []

    class Counting(triggers.Ctx):
        def __init__(self, *args, **kwargs):
            made.append(kwargs.get("event"))
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(triggers, "Ctx", Counting)
    put = _counted(monkeypatch, "_targets_as_put")
    puts = _counted(monkeypatch, "_put_one")
    outs = explore.explore(parse(_MAYS, "t.mtg"))
    targeted = [args for args in put if args[1].targets]
    # (the premise: the Gravediggers' targets chosen 16 times — 17 before the third "may" with no legal target went
    # unasked, 410.4, 410.5 — of 25 Gravedigger abilities put, used or declined: 26 before a branch for the first
    # run's later choice went on from a kept game instead of replaying the scenario from its start; both eighty-third
    # session)
    assert len(outs) == 13 and len(targeted) == 16
    put_targeted = [args for args in puts if args[0].ability.targets]
    assert len(put_targeted) == 25
    # one Ctx for each ability with a target put: its "may" looked at with it (no legal target, not asked) and its
    # targets chosen with it, not a second alike (two each before the eightieth session)
    assert len(made) == len(put_targeted)
