#!/usr/bin/env python
"""Start-up benchmark: median wall time of whole ``judge`` processes against the import floor.

The floor is ``python -c "import typer, rich.console, lark"``: the dependencies any command
needs. Each command is run ``--runs`` times (default 15, interleaved round-robin after a
warm-up) and reported as a median and a ratio to the floor measured in the same run, and
as a minimum and its ratio to the floor's minimum (steadier on a loaded machine).

Then, for the rules commands, the in-process cost of the rules code alone (importing it and
running the command body once in a process that has already imported the floor), which
separates our own cost from typer's parameter processing.

Then the parts of ``judge ask``'s imports (:data:`IMPORTS`): CPU time of one import in a fresh
process that has imported the floor and what the part comes after (the engine: after the card
catalog, as the ask's command module imports them), with the number of ``judge.engine`` modules
it leaves imported.

Add a command by appending to :data:`COMMANDS` (name, argv after ``judge``).

    .venv/bin/python bench/bench_startup.py [--runs 15] [--only NAME ...] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from _common import judge_executable, machine, run_once

FLOOR = ("import floor", [sys.executable, "-c", "import typer, rich.console, lark"])

#: What any typer 0.29 command costs beyond the floor: typer coerces every non-bool parameter
#: through pydantic, so a one-``str``-argument command imports pydantic and builds a TypeAdapter.
TYPER_FLOOR = (
    "typer command floor",
    [
        sys.executable,
        "-c",
        "import typer, rich.console, lark\n"
        "app = typer.Typer(add_completion=False)\n"
        "@app.command()\n"
        "def main(x: str) -> None: pass\n"
        "app(['x'], standalone_mode=False)",
    ],
)

#: The scenario ``judge ask`` is timed on (issue 43's aim: within 1.25x the floor).
ASKED = Path(__file__).resolve().parents[1] / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg"

#: (name, arguments after ``judge``).
COMMANDS: list[tuple[str, list[str]]] = [
    ("judge ask giant_growth_vs_bolt.mtg", ["ask", str(ASKED)]),
    ("judge --help", ["--help"]),
    ("judge rule 420.5c", ["rule", "420.5c"]),
    ("judge rule 420.5c --json", ["rule", "420.5c", "--json"]),
    ('judge search "lethal damage"', ["search", "lethal damage"]),
    ('judge search --all-editions "lethal damage"', ["search", "--all-editions", "lethal damage"]),
    ("judge glossary regenerate", ["glossary", "regenerate"]),
    ("judge history 418.5a", ["history", "418.5a"]),
]


#: In-process cost of the rules code alone: a fresh process imports the floor, then times one
#: call of the command's body (no typer parameter processing), output discarded.
BODIES: list[tuple[str, str]] = [
    ("rule 420.5c", "rule_cmd(['420.5c'], False, 'classic', False)"),
    ("rule 420.5c --json", "rule_cmd(['420.5c'], False, 'classic', True)"),
    ('search "lethal damage"', "search_cmd('lethal damage', 'classic', False, 10, False)"),
    ('search --all-editions "lethal damage"', "search_cmd('lethal damage', 'classic', True, 10, False)"),
    ("glossary regenerate", "glossary_cmd(['regenerate'], 'classic', False)"),
    ("history 418.5a", "history_cmd('418.5a', False)"),
]

_BODY_SNIPPET = """
import io, sys, time, contextlib
import typer, rich.console, lark
t0 = time.perf_counter()
from judge.cli.rules_cmds import rule_cmd, search_cmd, glossary_cmd, history_cmd
with contextlib.redirect_stdout(io.StringIO()):
    {call}
sys.stderr.write(repr(time.perf_counter() - t0))
"""


#: Parts of ``judge ask``'s imports, timed in-process: (name, imported before the clock starts, timed).
IMPORTS: list[tuple[str, str, str]] = [
    ("ask: the card catalog (import)", "", "import judge.cards.catalog"),
    ("ask: the engine (import judge.engine.explore after the catalog)", "import judge.cards.catalog",
     "import judge.engine.explore"),
]

_IMPORT_SNIPPET = """
import sys, time
import typer, rich.console, lark
{setup}
t0 = time.process_time()
{timed}
t1 = time.process_time()
sys.stderr.write(repr((t1 - t0, sum(m.startswith("judge.engine.") for m in sys.modules))))
"""


def import_time(setup: str, timed: str, env: dict[str, str]) -> tuple[float, int]:
    """CPU seconds of ``timed`` after the floor and ``setup``; engine modules imported then."""
    code = _IMPORT_SNIPPET.format(setup=setup, timed=timed)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"{timed} failed: {proc.stderr[-500:]}")
    seconds, modules = proc.stderr.strip().splitlines()[-1].strip("()").split(",")
    return float(seconds), int(modules)


def body_time(call: str, env: dict[str, str]) -> float:
    code = _BODY_SNIPPET.format(call=call)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"{call} failed: {proc.stderr[-500:]}")
    return float(proc.stderr.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--only", nargs="*", help="names (substrings) of the commands to run")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--no-bytecode",
        action="store_true",
        help="keep PYTHONDONTWRITEBYTECODE (by default it is unset so the checkout's modules "
        "are timed from cached bytecode, as in an installed wheel)",
    )
    args = parser.parse_args()
    env = dict(os.environ)
    if not args.no_bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)

    judge = judge_executable()
    chosen = [(n, judge + a) for n, a in COMMANDS if not args.only or any(o in n for o in args.only)]
    entries = [FLOOR, TYPER_FLOOR] + chosen
    times: dict[str, list[float]] = {name: [] for name, _ in entries}
    for _ in range(args.warmup):
        for _, argv in entries:
            run_once(argv, env)
    for _ in range(args.runs):
        for name, argv in entries:
            times[name].append(run_once(argv, env))
    floor = statistics.median(times[FLOOR[0]])
    floor_min = min(times[FLOOR[0]])
    rows = [
        {"name": name, "median_ms": round(statistics.median(t) * 1000, 1),
         "min_ms": round(min(t) * 1000, 1), "ratio": round(statistics.median(t) / floor, 2),
         "min_ratio": round(min(t) / floor_min, 2)}
        for name, t in times.items()
    ]
    bodies = [(n, c) for n, c in BODIES if not args.only or any(o in n for o in args.only)]
    body_times: dict[str, list[float]] = {n: [] for n, _ in bodies}
    for _ in range(args.runs):
        for name, call in bodies:
            body_times[name].append(body_time(call, env))
    body_rows = [
        {"name": name, "median_ms": round(statistics.median(t) * 1000, 1),
         "share_of_floor": round(statistics.median(t) / floor, 3)}
        for name, t in body_times.items()
    ]
    parts = [p for p in IMPORTS if not args.only or any(o in p[0] for o in args.only)]
    part_times: dict[str, list[tuple[float, int]]] = {n: [] for n, _, _ in parts}
    for _ in range(args.runs):
        for name, setup, timed in parts:
            part_times[name].append(import_time(setup, timed, env))
    part_rows = [
        {"name": name, "cpu_median_ms": round(statistics.median(x[0] for x in t) * 1000, 1),
         "cpu_min_ms": round(min(x[0] for x in t) * 1000, 1), "engine_modules": t[-1][1]}
        for name, t in part_times.items()
    ]
    info = machine()
    if args.json:
        print(json.dumps({"machine": info, "runs": args.runs, "bytecode_cache": not args.no_bytecode,
                          "results": rows, "rules_code_in_process": body_rows, "ask_imports": part_rows}, indent=2))
        return 0
    cache = "without" if args.no_bytecode else "with"
    print(
        f"machine: {info['nproc']} CPU(s), {info['cpu']}, Python {info['python']}; "
        f"{args.runs} runs each, {cache} bytecode cache"
    )
    width = max(len(r["name"]) for r in rows)
    print(f"{'command':<{width}}  {'median':>9}  {'ratio':>6}  {'min':>9}  {'ratio':>6}")
    for r in rows:
        print(
            f"{r['name']:<{width}}  {r['median_ms']:>7.1f}ms  {r['ratio']:>5.2f}x"
            f"  {r['min_ms']:>7.1f}ms  {r['min_ratio']:>5.2f}x"
        )
    if body_rows:
        print()
        print("rules code alone (import + command body, in a process that already imported the floor):")
        width = max(len(r["name"]) for r in body_rows)
        for r in body_rows:
            print(f"{r['name']:<{width}}  {r['median_ms']:>7.1f}ms  {r['share_of_floor']:>6.1%} of the floor")
    if part_rows:
        print()
        print("judge ask's imports, in-process CPU time (after the floor; engine modules imported then):")
        width = max(len(r["name"]) for r in part_rows)
        for r in part_rows:
            print(f"{r['name']:<{width}}  {r['cpu_median_ms']:>6.1f}ms median  {r['cpu_min_ms']:>6.1f}ms min  "
                  f"{r['engine_modules']:>3} engine modules")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
