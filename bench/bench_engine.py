#!/usr/bin/env python
"""Engine and suite benchmark.

1. Whole processes: ``judge ask <scenario>`` (a typical bundled scenario, by default
   ``scenarios/examples/giant_growth_vs_bolt.mtg``) beside the import floor
   ``python -c "import typer, rich.console, lark"``: median of ``--runs`` (15) runs each,
   interleaved round-robin after a warm-up, in the same run. Aim: ``judge ask`` <= 1.2x floor.
2. In-process: the time to parse + simulate each bundled scenario (median of ``--repeat``
   runs after one warm-up), and the throughput of the suite runner
   (:func:`judge.suite.runner.run_all`) over ``scenarios/``, in scenarios per second
   (best of ``--repeat`` passes after a warm-up pass). Aim: >= 200 scenarios/s.

    .venv/bin/python bench/bench_engine.py [--runs 15] [--repeat 5] [--scenario PATH]
                                           [--json] [--write-docs]

``--write-docs`` replaces the "Engine and suite" section of docs/performance.md (only that
section; the rest of the file is left as it is).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLOOR = [sys.executable, "-c", "import typer, rich.console, lark"]
SECTION = "## Engine and suite"


def judge_executable() -> list[str]:
    script = Path(sys.executable).with_name("judge")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from judge.cli import main; main()"]


def machine() -> dict[str, str]:
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "nproc": str(os.cpu_count()),
        "cpu": model,
        "python": platform.python_version(),
        "platform": platform.platform(terse=True),
    }


#: Subprocesses import ``judge`` from this checkout (the one holding this file), even when the
#: installed package points elsewhere (e.g. benchmarking a clean export of a commit).
#: ``PYTHONDONTWRITEBYTECODE`` is removed (unless ``--no-bytecode``) so that, as in an installed wheel
#: (compiled at install time) and as ``bench/bench_startup.py`` does, modules load from their ``.pyc``
#: instead of being compiled from source on every run (which costs this project ~0.1 s a process).
ENV = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")])))
ENV.pop("PYTHONDONTWRITEBYTECODE", None)


def env_for(tree: Path) -> dict:
    """The child environment importing ``judge`` from ``tree`` (a checkout or ``git archive`` export)."""
    return dict(ENV, PYTHONPATH=os.pathsep.join(filter(None, [str(tree), os.environ.get("PYTHONPATH", "")])))


def run_once(argv: list[str], env: "dict | None" = None) -> float:
    start = time.perf_counter()
    proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT, env=env or ENV)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.decode()[-1500:]}")
    return elapsed


def processes(scenario: Path, runs: int, inline: "Path | None" = None, baseline: "Path | None" = None) -> dict:
    """Whole processes, interleaved round-robin. ``inline``: a second scenario (one whose cards
    are defined inline, so their text is parsed at run time). ``baseline``: another tree
    (e.g. ``git archive`` of an older commit) whose ``judge ask`` is timed in the same rounds."""
    rel = scenario.relative_to(ROOT).as_posix()
    cmds: dict[str, tuple[list[str], dict]] = {
        "import floor": (FLOOR, ENV),
        f"judge ask {rel}": (judge_executable() + ["ask", str(scenario)], ENV),
        f"judge ask --json {rel}": (judge_executable() + ["ask", "--json", str(scenario)], ENV),
    }
    if inline is not None:
        cmds[f"judge ask {inline.relative_to(ROOT).as_posix()} (inline card text)"] = (
            judge_executable() + ["ask", str(inline)], ENV)
    if baseline is not None:
        cmds[f"judge ask {rel} (baseline tree)"] = (judge_executable() + ["ask", str(scenario)], env_for(baseline))
        if inline is not None:
            cmds[f"judge ask {inline.relative_to(ROOT).as_posix()} (baseline tree)"] = (
                judge_executable() + ["ask", str(inline)], env_for(baseline))
    times: dict[str, list[float]] = {k: [] for k in cmds}
    for argv, env in cmds.values():  # warm-up (page cache, .pyc, lark cache)
        run_once(argv, env)
    for _ in range(runs):
        for name, (argv, env) in cmds.items():
            times[name].append(run_once(argv, env))
    floor = statistics.median(times["import floor"])
    floor_min = min(times["import floor"])
    return {
        name: {"median_ms": round(statistics.median(t) * 1000, 1), "ratio": round(statistics.median(t) / floor, 2),
               "min_ms": round(min(t) * 1000, 1), "ratio_min": round(min(t) / floor_min, 2)}
        for name, t in times.items()
    }


def suite_cli(runs: int) -> dict:
    """Wall time of ``judge test scenarios/`` (whole process), median and min of ``runs``."""
    argv = judge_executable() + ["test", str(ROOT / "scenarios")]
    t = []
    for i in range(runs + 1):  # the first is a warm-up
        start = time.perf_counter()
        code = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, env=ENV).returncode
        if i:
            t.append(time.perf_counter() - start)
    return {"median_s": round(statistics.median(t), 3), "min_s": round(min(t), 3), "runs": runs, "exit": code}


PHASES = r"""
import io, json, sys, time
t = [time.perf_counter()]
import typer, rich.console, lark
t.append(time.perf_counter())
import judge.cli
t.append(time.perf_counter())
import judge.dsl.ast
t.append(time.perf_counter())
try:  # the scenario parser: its prebuilt tables (or lark's build when they are stale); private entry point
    from judge.dsl.parser import _fast
    _fast()
except Exception:
    pass
t.append(time.perf_counter())
from judge.suite.runner import default_simulate, load_scenario
sc = load_scenario(sys.argv[1])
t.append(time.perf_counter())
import judge.engine.driver
t.append(time.perf_counter())
outs = default_simulate(sc)
t.append(time.perf_counter())
from rich.console import Console
from judge.render.trace_view import render_ask
from judge.suite.expect import check_all
render_ask(Console(file=io.StringIO(), width=100), sc, outs, expectations=check_all(sc.expectations, outs))
t.append(time.perf_counter())
print(json.dumps([t[i + 1] - t[i] for i in range(len(t) - 1)]))
"""

PHASE_NAMES = [
    "floor imports (typer, rich.console, lark)",
    "import judge.cli (typer app)",
    "import judge.dsl.ast (scenario AST dataclasses)",
    "load the scenario parser (prebuilt tables; no lark)",
    "parse + validate the scenario (dsl; card names)",
    "import the engine (with judge.cards.ir)",
    "simulate (cards from prebuilt.json, or their text parsed)",
    "check + render (rich)",
]


def phases(scenario: Path, runs: int) -> dict:
    """Where a fresh ``judge ask`` process spends its time (median of ``runs`` processes)."""
    samples: list[list[float]] = []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", PHASES, str(scenario)], capture_output=True, text=True, cwd=ROOT, check=True, env=ENV
        ).stdout
        samples.append(json.loads(out))
    return {name: round(statistics.median(s[i] for s in samples) * 1000, 1) for i, name in enumerate(PHASE_NAMES)}


def in_process(repeat: int) -> dict:
    from judge.suite.runner import default_simulate, discover, load_scenario, run_all

    files = discover([ROOT / "scenarios"])
    per: list[dict] = []
    for f in files:
        try:
            load_scenario(f)  # warm-up: parser, card library
            samples = []
            for _ in range(repeat):
                t0 = time.perf_counter()
                default_simulate(load_scenario(f))
                samples.append(time.perf_counter() - t0)
            per.append({"scenario": f.relative_to(ROOT).as_posix(), "ms": round(statistics.median(samples) * 1000, 2)})
        except Exception as err:  # noqa: BLE001 - report, do not stop the benchmark
            per.append({"scenario": f.relative_to(ROOT).as_posix(), "error": str(err).splitlines()[0][:120]})
    run_all([ROOT / "scenarios"])  # warm-up pass
    best = None
    summary = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        suite = run_all([ROOT / "scenarios"])
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
        summary = suite.summary()
    n = len(files)
    ok = [p["ms"] for p in per if "ms" in p]
    return {
        "scenarios": n,
        "simulated": len(ok),
        "per_scenario_ms": {
            "median": round(statistics.median(ok), 2) if ok else None,
            "max": max(ok) if ok else None,
        },
        "suite_seconds": round(best or 0.0, 4),
        "scenarios_per_second": round(n / best, 1) if best else None,
        "suite_summary": summary,
        "each": per,
    }


NOTES = """### Notes (engine and suite)

- **What changed (judge/cards).** (1) *No library card is parsed at run time.*
  `python -m judge.cards.build` writes `judge/cards/prebuilt.json`: every library card's
  definition and parsed abilities (IR via `ir.to_data`, read back with `ir.from_data`), one
  line per card, found and decoded only when a scenario uses that card (~1 ms). Before,
  `library.get()` parsed all eight library files with the scenario parser (~1,500 lark parses:
  the ">1000 parse calls" seen in profiles were these, not the card-text grammar) and each
  card's text went through the card-text grammar, whose lark parser alone took 80-200 ms to
  load from lark's cache. The file is used only while its recorded SHA-256 of the library
  files, `text.lark`, `text.py` and `ir.py` matches (else everything is parsed as before:
  correct, only slower), and a card's IR only when its name, text, type line, types and
  subtypes are exactly the library's (an inline redefinition is parsed).
  (2) *Inline card text without building lark's parser.* The same command writes
  `judge/cards/text_tables.json`, lark's LALR table and per-state lexer order for the card
  grammar (states numbered canonically, so the file is reproducible); `judge/cards/text_lalr.py`
  runs the same parse over it and builds the very trees lark builds (tested on every
  paragraph of the library, tokens and positions included); lark parses only a sentence the
  driver cannot, to report the error. Instead of compiling one alternation per parser state
  (2-9 ms each, ~35 ms for a first card), it tries the state's terminals in lark's order
  (which finds the same token): plain strings with `startswith`, the 7 regular expressions
  compiled once, after a first-character check. Parsing a first inline card in a fresh
  process: ~120 ms before, ~12 ms now. The card grammar is one parse per paragraph (two for
  an activated ability, one per mode; 487 parses for the library's 370 paragraphs), with no
  retries. (3) *IR import.* The IR's 85 frozen dataclasses took ~60 ms to create
  (dataclasses compiles five or six methods per class); their methods are generated source
  (`judge/cards/_ir_methods.py`, loaded from its .pyc), so `judge.cards.ir` imports in ~6 ms;
  a class the generated module does not match gets the standard decorator, and a test checks
  that every class behaves as the standard frozen dataclass. (4) The benchmark's child
  processes load `.pyc` files as an installed wheel does (`PYTHONDONTWRITEBYTECODE` is set in
  this environment and made every run recompile the project, ~0.1 s; `--no-bytecode` keeps it).
- **What remains above 1.2×, and whose it is.** Beyond the floor's own imports a `judge ask`
  spends ~140 ms on a quiet run (the phase table); 1.2× allows ~25 ms. The scenario parser
  (judge/dsl) is now the largest part, ~60 ms: importing `judge.dsl.ast` (~22 ms: 36 frozen
  dataclasses; the generated-methods technique of judge/cards/ir.py would take it to ~3 ms
  without changing a class), building its lark parser from lark's cache (~21 ms) and parsing
  (~15-18 ms, much of it compiling its lexer's per-state alternations; prebuilt tables and
  per-terminal matching as in judge/cards/text_lalr.py would remove most of both). Then rich
  rendering (~22 ms; `--json` skips it), the engine's import (~20 ms, of which
  judge.cards.ir ~6 ms; the engine's own dataclasses, e.g. judge.engine.outcome ~5 ms, most
  of the rest) and the simulation (~14 ms with library cards: ~3 ms importing
  judge.cards.text, ~1 ms reading prebuilt.json, the rest the engine). Interpreter exit is
  not in the phase table and costs ~30-40 ms with the larger heap (module teardown): the same
  `judge ask` ending in `os._exit(0)` after flushing its output took 0.22 s against 0.26 s
  (min of 7 runs each); whether the CLI may skip the interpreter's teardown is for the owner of
  judge/cli.
- **First run, and lark's cache.** Without a cache (first run after installing, or after a
  grammar change) lark analyses a grammar once: the scenario grammar 0.2-0.5 s (see "Scenario
  parsing"), the card grammar ~1.7 s — which `judge ask` no longer needs: the card grammar's
  lark parser is built only to report a sentence the driver cannot parse, or when
  text_tables.json does not match the grammar. Its cache, formerly lark's pickle in the shared
  temporary directory (which another local user could plant), is now a file of the user's own
  in `~/.cache/judge/` (`judge.cards.text._cache_file`, as judge/dsl does for its grammar).
- **Throughput.** The suite runs everything in one process; the scenario parser and the card
  library are built once and cached, so after the first scenario each costs a few
  milliseconds (parse + validate + simulate + check).
- The machine is shared with other jobs (other engineers' benchmarks and test runs ran at the
  same time): medians move by tens of percent between runs; the minimum is the steadier figure.
"""


def markdown(data: dict) -> str:
    m = data["machine"]
    lines = [
        SECTION,
        "",
        f"Measured by `bench/bench_engine.py` on {m['nproc']} CPUs ({m['cpu']}), Python {m['python']}, "
        f"{m['platform']}. Whole processes: median of {data['runs']} interleaved runs after a warm-up, "
        "against the import floor `python -c \"import typer, rich.console, lark\"` measured in the same run. "
        f"In-process: median of {data['repeat']} runs per scenario; suite throughput is the best of "
        f"{data['repeat']} passes of the runner over `scenarios/` after a warm-up pass.",
        "",
        "| Whole process | median | × floor | min | × floor (min) |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, v in data["processes"].items():
        lines.append(f"| `{name}` | {v['median_ms']} ms | {v['ratio']} | {v.get('min_ms', '')} ms | "
                     f"{v.get('ratio_min', '')} |")
    if data.get("baseline"):
        lines += ["", f"Baseline tree (timed in the same rounds): {data['baseline']}."]
    inline_ph = data.get("phases_inline_ms") or {}
    lines += [
        "",
        "Where a fresh `judge ask` process spends its time (median of "
        f"{max(3, data['runs'] // 3)} processes each, in-process timers, after the interpreter starts; the "
        "first row is in the import floor too):",
        "",
        "| Phase | library cards only (ms) | inline card text (ms) |",
        "|---|---:|---:|",
    ]
    for name, ms in data["phases_ms"].items():
        lines.append(f"| {name} | {ms} | {inline_ph.get(name, '')} |")
    ph = data["phases_ms"]
    over = round(sum(ph.values()) - ph.get(PHASE_NAMES[0], 0.0), 1)
    dsl = round(sum(ph.get(n, 0.0) for n in PHASE_NAMES[2:5]), 1)
    lines += [
        "",
        f"Beyond the floor's imports a `judge ask` spends {over} ms; the scenario parser (AST import, "
        f"lark build, parse) takes {dsl} ms of it.",
    ]
    ip = data["in_process"]
    lines += [
        "",
        "| In-process | figure |",
        "|---|---:|",
        f"| scenarios under `scenarios/` | {ip['scenarios']} ({ip['simulated']} simulate) |",
        f"| parse + simulate, median per scenario | {ip['per_scenario_ms']['median']} ms |",
        f"| parse + simulate, slowest scenario | {ip['per_scenario_ms']['max']} ms |",
        f"| suite (parse, simulate, check) over `scenarios/` | {ip['suite_seconds']} s |",
        f"| suite throughput | **{ip['scenarios_per_second']} scenarios/s** "
        f"({'meets' if (ip['scenarios_per_second'] or 0) >= 200 else 'below'} the 200/s aim) |",
    ]
    if data.get("suite_cli"):
        sc = data["suite_cli"]
        lines.append(f"| `judge test scenarios/` (whole process, {sc['runs']} runs) | "
                     f"median {sc['median_s']} s, min {sc['min_s']} s |")
    lines += [
        "",
        "Aims: `judge ask` ≤ 1.2× the import floor; ≥ 200 scenarios/s in-process. Re-run with "
        "`.venv/bin/python bench/bench_engine.py --write-docs` (replaces this section only).",
        "",
        NOTES,
    ]
    return "\n".join(lines)


def write_docs(section: str) -> None:
    """Replace (or append) only the "Engine and suite" section of docs/performance.md."""
    path = ROOT / "docs" / "performance.md"
    text = path.read_text(encoding="utf-8") if path.exists() else "# Performance\n"
    lines = text.splitlines(keepends=True)
    start = next((i for i, l in enumerate(lines) if l.rstrip() == SECTION), None)
    if start is None:
        new = text.rstrip("\n") + "\n\n" + section
    else:
        end = next((j for j in range(start + 1, len(lines)) if lines[j].startswith("## ")), len(lines))
        new = "".join(lines[:start]) + section + ("\n" if end < len(lines) else "") + "".join(lines[end:])
    # re-read right before writing: another section may have changed meanwhile
    current = path.read_text(encoding="utf-8") if path.exists() else "# Performance\n"
    if current != text:
        return write_docs(section)
    path.write_text(new, encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--scenario", type=Path, default=None)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--write-docs", action="store_true")
    ap.add_argument("--inline-scenario", type=Path, default=ROOT / "scenarios" / "combat" / "502-3b-flanking.mtg",
                    help="a scenario whose cards are defined inline (their text is parsed at run time)")
    ap.add_argument("--baseline", type=Path, default=None,
                    help="another tree (e.g. a git archive of an older commit) to time judge ask from, "
                         "in the same rounds")
    ap.add_argument("--baseline-label", default=None, help="how the docs name the baseline tree")
    ap.add_argument("--no-bytecode", action="store_true",
                    help="keep PYTHONDONTWRITEBYTECODE for the child processes (compile from source each run)")
    args = ap.parse_args()
    if args.no_bytecode and "PYTHONDONTWRITEBYTECODE" in os.environ:
        ENV["PYTHONDONTWRITEBYTECODE"] = os.environ["PYTHONDONTWRITEBYTECODE"]
    sys.path.insert(0, str(ROOT))
    scenario = args.scenario
    if scenario is None:
        typical = ROOT / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg"
        examples = sorted((ROOT / "scenarios" / "examples").glob("*.mtg"))
        if not examples:
            raise SystemExit("no scenario in scenarios/examples/; pass --scenario")
        scenario = typical if typical.exists() else examples[0]
    scenario = scenario.resolve()
    data = {
        "machine": machine(),
        "runs": args.runs,
        "repeat": args.repeat,
        "processes": processes(scenario, args.runs,
                               args.inline_scenario.resolve() if args.inline_scenario.exists() else None,
                               args.baseline.resolve() if args.baseline else None),
        "suite_cli": suite_cli(max(3, args.runs // 5)),
        "baseline": (args.baseline_label or str(args.baseline)) if args.baseline else None,
        "phases_ms": phases(scenario, max(3, args.runs // 3)),
        "phases_inline_ms": (phases(args.inline_scenario.resolve(), max(3, args.runs // 3))
                             if args.inline_scenario.exists() else {}),
        "in_process": in_process(args.repeat),
    }
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        print(markdown(data))
    if args.write_docs:
        write_docs(markdown(data))


if __name__ == "__main__":
    main()
