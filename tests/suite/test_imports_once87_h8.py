"""The modules a scenario's run defers (so that ``judge ask`` loads fewer at start-up: issue 43) are imported once a
process, not once a file: a warm run of a scenario through the suite's runner executes no import statement in the
functions every file passes through (reading, simulating, the turn's steps, combat damage, checking). On CPython
3.11 such a statement costs ~4.7 µs even with the module loaded (docs/performance.md); a pass of the suite ran ~12
of them a file. What ``judge ask`` loads is unchanged (tests/cli/test_start_up*.py, tests/engine/test_*loaded*)."""

from __future__ import annotations

import builtins
import sys
from pathlib import Path

import judge.engine
from judge.dsl import kept, source
from judge.engine import resolve, turn
from judge.suite import expect, runner

ROOT = Path(__file__).resolve().parents[2]

#: Scenarios that between them reach every deferral: the untap step (phasing), the combat steps, combat damage on
#: the stack, an ``expect when`` of choices.
SCENARIOS = ("scenarios/combat/308-2-standing-troops-attacks-untapped.mtg",
             "scenarios/examples/combat_damage_on_the_stack.mtg",
             "scenarios/examples/gravedigger_may.mtg")

#: The functions every file (or every step, resolution, `when`) passes through, each once deferring an import.
SITES = {f.__code__: f"{f.__module__}.{f.__qualname__}" for f in (
    runner.load_scenario, runner.default_simulate, runner._run, kept.read, source.read_text, judge.engine.simulate,
    turn.begin_step, resolve._resolve, expect.check)}


def _watched(run) -> tuple[list[tuple[str, str]], set[str]]:
    """The import statements the :data:`SITES` execute while ``run()`` runs (site, module), and the sites entered."""
    imported: list[tuple[str, str]] = []
    entered: set[str] = set()
    real = builtins.__import__

    def counting(name, globals=None, locals=None, fromlist=(), level=0):
        caller = sys._getframe(1).f_code
        if caller in SITES:
            imported.append((SITES[caller], name))
        return real(name, globals, locals, fromlist, level)

    def profile(frame, event, arg):
        if event == "call" and frame.f_code in SITES:
            entered.add(SITES[frame.f_code])

    builtins.__import__ = counting
    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
        builtins.__import__ = real
    return imported, entered


def test_the_watch_sees_an_import_statement_a_site_runs():
    """The watch itself: an import statement executed by a watched function is seen (so the test below can fail)."""
    def read_text(path):  # (a function with read_text's code: a stand-in site)
        from judge.dsl import limits  # noqa: F401
    SITES[read_text.__code__] = "stand-in"
    try:
        imported, entered = _watched(lambda: read_text("x"))
    finally:
        del SITES[read_text.__code__]
    assert imported == [("stand-in", "judge.dsl")] and entered == {"stand-in"}


def test_a_warm_run_of_a_scenario_executes_no_import_statement_where_every_file_passes(monkeypatch):
    monkeypatch.chdir(ROOT)
    files = [str(ROOT / s) for s in SCENARIOS]
    for f in files:  # the first run: whatever is deferred is imported now
        assert runner.run_file(f).status == "pass", f
    results = []
    imported, entered = _watched(lambda: results.extend(runner.run_file(f) for f in files))
    assert [r.status for r in results] == ["pass"] * len(files)
    assert entered == set(SITES.values()), sorted(set(SITES.values()) - entered)
    assert imported == [], repr(sorted(set(imported)))
