"""The fuzzer's properties, on a few hundred inputs (bench/fuzz.py runs the same on 100,000:
docs/reliability.md): every generated input ends in outcomes or the project's user error,
within the time limit; and the failures long runs found, kept as regression tests."""

from __future__ import annotations

import importlib.util
import signal
import sys
from pathlib import Path

import pytest

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import simulate

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def fuzz():
    spec = importlib.util.spec_from_file_location("judge_fuzz", ROOT / "bench" / "fuzz.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["judge_fuzz"] = module
    spec.loader.exec_module(module)
    old = {sig: signal.getsignal(sig) for sig in (signal.SIGALRM, signal.SIGPROF)}
    limit = sys.getrecursionlimit()
    module.setup_worker(0, lark_parsers=False)  # the timer's handler; no memory limit inside pytest
    yield module
    for sig, handler in old.items():
        signal.signal(sig, handler)
    sys.setrecursionlimit(limit)


def test_generated_inputs_end_in_outcomes_or_a_user_error(fuzz):
    seen = {}
    cases = {}
    for i in range(400):
        kind, payload = fuzz.generate(20261126, i)
        # a case of the command line, a few of each kind: each runs with an empty data and cache
        # directory, so a drill case scans the whole deck afresh (~2 s of CPU); six of each kind
        # were ~29 s of this test's ~36 s (thirtieth session), the suite's heaviest item
        if kind in fuzz.fuzz_cli.KINDS:
            cases[kind] = cases.get(kind, 0) + 1
            if cases[kind] > 3:
                continue
        # (a hang is no answer within 20 s: an input takes milliseconds, and a drill fed 9,000
        # answers took over 5 s on a machine loaded ten deep in the twenty-ninth session)
        result, detail = fuzz.run_input(kind, payload, 20.0, i)
        seen.setdefault(kind, set()).add(result)
        assert result in ("ok", "user"), f"input {i} ({kind}): {result} {detail}\n{payload!r}"
    assert set(seen) == set(fuzz.KINDS)
    assert "ok" in seen["mutant"]  # mutants still reach the engine


def test_the_generator_is_repeatable(fuzz):
    assert [fuzz.generate(3, i) for i in range(20)] == [fuzz.generate(3, i) for i in range(20)]


CHALICES = '''card "Example Chalice"
  type Artifact
  text "Whenever a creature is put into a graveyard from play, you gain 1 life."
player Alice
player Bob
Bob in play: Example Chalice, Grizzly Bears, Trained Armodon
Bob in play: Example Chalice, Grizzly Bears, Trained Armodon
Bob in play: Example Chalice, Grizzly Bears, Trained Armodon
Bob in play: Example Chalice, Grizzly Bears, Trained Armodon
Alice in play: Mountain, Mountain, Mountain, Mountain, Mountain, Mountain
Alice hand: Jokulhaups
Bob in play: Example Chalice, Grizzly Bears, Trained Armodon
Alice casts Jokulhaups
all pass until the stack is empty
'''


def test_more_trigger_orders_than_an_index_can_hold(fuzz):
    # Found by the fuzzer (seed 1, input 2968): 50 triggers with ~10^32 distinct orders made
    # len() overflow ("cannot fit 'int' into an index-sized integer").
    outcomes = simulate(check_text(CHALICES.replace("player Bob\n", "player Bob\nturn Alice, precombat main\n"),
                                   "chalices.mtg", card_names()))
    assert len(outcomes) == 64
    assert "more outcome(s) were not explored" in outcomes[-1].notes[0]
    assert all(o.final.player("Bob").life == 70 for o in outcomes)  # 50 triggers of 1 life each


def test_the_time_limit_counts_processor_time_and_a_wait_on_the_clock(fuzz):
    """A hang is work past the limit in processor time; a wait that uses none is caught on the clock."""
    import time

    fuzz.fuzz_cli.arm(0.2)
    try:
        with pytest.raises(fuzz.TimeLimit):
            while True:  # busy: the processor-time limit
                pass
    finally:
        fuzz.fuzz_cli.disarm()
    fuzz.fuzz_cli.arm(0.01)
    try:
        with pytest.raises(fuzz.TimeLimit):
            time.sleep(5 * fuzz.fuzz_cli.WALL_FACTOR * 0.01)  # idle: the clock's backstop
    finally:
        fuzz.fuzz_cli.disarm()
    assert signal.getitimer(signal.ITIMER_PROF) == (0.0, 0.0) and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
