#!/usr/bin/env python
"""The games the explorer builds again from the start, counted over a warm pass of ``judge test``'s runner.

An exploration's runs after its first go on from a game an earlier run kept (judge/engine/explore.py) — or,
where none was kept, build the game and carry out the scenario's actions from the start again ("a rebuild").
This counts, over the second of two passes of :func:`judge.suite.runner.run_all` (the first warms the caches), the
function calls (``sys.setprofile``'s call and C-call events; this script's own frames not counted) of the whole pass,
of the rebuilt runs, and of their part before their *origin* — the action start or pass of the choice the run was
made for, the point a kept game would have gone on from: at most what keeping one would spare. Each rebuild is said by
its run number and by its origin (as the game begins, before any action; an action's start; between two passes —
a choice made within a pass, after a resolution, has the pass as its origin). With ``--copies`` each exploration's
first run also copies the game as each action begins (thrown away): what keeping a game at every action start would
cost, in all scenarios and in those that rebuild. Counts, not times: the same files count the same on a loaded machine (docs/performance.md,
"eighty-ninth session").

    PYTHONPATH=. .venv/bin/python bench/bench_explore_rebuilds.py [--copies] FILE_LIST | PATH ...

(``FILE_LIST``: a text file of scenario paths, one a line; or directories and ``.mtg`` files, as ``judge test``.)
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

import judge.engine.explore as explore_module
from judge.engine.trace import Tracer
from judge.suite.runner import discover, run_all

HERE = str(Path(__file__).resolve())


def paths(args: list[str]) -> list[Path]:
    """The scenario files named: a list file's lines, or the paths themselves."""
    if len(args) == 1 and not args[0].endswith(".mtg") and Path(args[0]).is_file():
        return [Path(line.strip()) for line in Path(args[0]).read_text().splitlines()
                if line.strip() and Path(line.strip()).exists()]
    return [Path(a) for a in args]


def where(origin: tuple) -> str:
    """An origin's words: (-1, 0) as the game begins, (i, 0) an action's start, (i, j) between two passes."""
    if origin[0] < 0:
        return "as the game begins"
    return "an action's start" if origin[1] == 0 else "between two passes"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--copies", action="store_true", help="also copy the game at each first run's action start")
    opts = ap.parse_args()
    files = discover(paths(opts.paths))

    calls = collections.Counter()  # segment -> calls
    by_file: dict = collections.defaultdict(collections.Counter)  # path -> segment -> calls
    on = {"rebuilt": False, "before origin": False, "before its action": False, "copies": False}
    state = {"runs": 0, "path": None}
    rebuilds = collections.Counter()  # (run number, where) -> rebuilds
    copies = collections.Counter()  # path -> copies made

    def profile(frame, event, arg) -> None:
        if event != "call" and event != "c_call" or frame.f_code.co_filename == HERE:
            return
        calls["pass"] += 1
        for segment, active in on.items():
            if active:
                calls[segment] += 1
                by_file[state["path"]][segment] += 1

    run, explore, reached = explore_module.run, explore_module.explore, explore_module.ExploringDecider.reached

    def exploring(scenario, *args, **kwargs):
        state["runs"], state["path"] = 0, scenario.path
        return explore(scenario, *args, **kwargs)

    def reaching(decider, point, game) -> None:
        origin = decider.origin
        if origin is not None and point[:1] == origin[:1] and point[1:2] == (0,):
            on["before its action"] = False
        if point == origin:
            on["before origin"] = on["before its action"] = False
        reached(decider, point, game)

    def running(scenario, decider, branch=None, keep=None, errors=False):
        state["runs"] += 1
        if branch is None and state["runs"] > 1:
            on["rebuilt"] = on["before origin"] = on["before its action"] = True
            rebuilds[(state["runs"], where(decider.origin))] += 1
        if state["runs"] == 1 and opts.copies:
            def keep(i, game) -> None:
                on["copies"] = True
                game.copy(Tracer())
                on["copies"] = False
                copies[state["path"]] += 1
        try:
            return run(scenario, decider, branch=branch, keep=keep, errors=errors)
        finally:
            on["rebuilt"] = on["before origin"] = on["before its action"] = False

    explore_module.run, explore_module.explore = running, exploring
    explore_module.ExploringDecider.reached = reaching
    try:
        run_all(files)  # (warm-up)
        calls.clear(), by_file.clear(), rebuilds.clear(), copies.clear()
        sys.setprofile(profile)
        try:
            run_all(files)
        finally:
            sys.setprofile(None)
    finally:
        explore_module.run, explore_module.explore = run, explore
        explore_module.ExploringDecider.reached = reached

    total = calls["pass"]
    rebuilding = [p for p, c in by_file.items() if c["rebuilt"]]
    print(f"{len(files):,} files; a warm pass {total:,} calls")
    print(f"rebuilt runs: {sum(rebuilds.values()):,} in {len(rebuilding):,} scenarios, "
          f"{calls['rebuilt']:,} calls ({100 * calls['rebuilt'] / total:.2f} %)")
    for (number, at), n in sorted(rebuilds.items()):
        print(f"  run {number}, its origin {at}: {n:,}")
    print(f"  before their origin: {calls['before origin']:,} calls ({100 * calls['before origin'] / total:.2f} %); "
          f"before their origin's action began: {calls['before its action']:,}")
    if opts.copies:
        mine = sum(by_file[p]["copies"] for p in rebuilding)
        print(f"a copy at each first run's action start: {sum(copies.values()):,} copies, {calls['copies']:,} calls "
              f"({100 * calls['copies'] / (total - calls['copies']):.2f} % of a pass without them); in the scenarios that rebuild "
              f"{sum(copies[p] for p in rebuilding):,} copies, {mine:,} calls")


if __name__ == "__main__":
    main()
