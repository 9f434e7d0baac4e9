#!/usr/bin/env python
"""Engine and suite benchmark.

1. Whole processes: ``judge ask <scenario>`` (a typical bundled scenario, by default
   ``scenarios/examples/giant_growth_vs_bolt.mtg``) beside the import floor
   ``python -c "import typer, rich.console, lark"``: median of ``--runs`` (15) runs each,
   interleaved round-robin after a warm-up, in the same run. Aim: ``judge ask`` <= 1.25x floor
   (:data:`ASK_AIM`).
2. In-process: the time to parse + simulate each bundled scenario (median of ``--repeat``
   runs after one warm-up), and the throughput of the suite runner
   (:func:`judge.suite.runner.run_all`) over ``scenarios/``, in scenarios per second
   (best of ``--repeat`` passes after a warm-up pass). Aim: >= 1,000 scenarios/s (:data:`SUITE_AIM`).
   Three times (``_common.suite_pass_seconds``): as ``judge test`` runs once the files were
   read in an earlier run (kept: :mod:`judge.dsl.kept`; the warm-up pass keeps them), as a
   first ``judge test`` runs (an empty cache directory: every file parsed, checked and kept),
   and with every file parsed and nothing kept (``JUDGE_NO_SCENARIO_CACHE=1``).

    .venv/bin/python bench/bench_engine.py [--runs 15] [--repeat 5] [--scenario PATH]
                                           [--json] [--write-docs]

``--write-docs`` replaces the "Engine and suite" section of docs/performance.md (only that
section; the rest of the file is left as it is).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _common import judge_executable, machine, suite_pass_seconds
from _common import run_once as _run_once

ROOT = Path(__file__).resolve().parent.parent
FLOOR = [sys.executable, "-c", "import typer, rich.console, lark"]
SECTION = "## Engine and suite"


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
    return _run_once(argv, env or ENV, cwd=ROOT)


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


def suite_cli(runs: int, jobs: int = 1) -> dict:
    """Wall time of ``judge test --jobs JOBS scenarios/`` (whole process), median and min of
    ``runs`` (``jobs`` 0: one process a core, as ``judge test`` runs by default)."""
    argv = judge_executable() + ["test", "--jobs", str(jobs), str(ROOT / "scenarios")]
    t = []
    for i in range(runs + 1):  # the first is a warm-up
        start = time.perf_counter()
        code = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, env=ENV).returncode
        if i:
            t.append(time.perf_counter() - start)
    return {"median_s": round(statistics.median(t), 3), "min_s": round(min(t), 3), "runs": runs, "exit": code,
            "jobs": jobs}


#: The aims (issue: "judge ask <= 1.25x the import floor"; "the regression suite runs at >= 1,000 scenarios/s in-process").
ASK_AIM = 1.25
SUITE_AIM = 1000

PHASES = r"""
import io, json, sys, time
t = [time.perf_counter()]
import typer, rich.console, lark
t.append(time.perf_counter())
import judge.cli
judge.cli.register("ask")  # (the command modules judge ask imports: judge.cli.main does the same)
t.append(time.perf_counter())
import judge.dsl.ast
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
    "import judge.cli (typer app, the command modules up to ask's)",
    "import judge.dsl.ast (scenario AST dataclasses)",
    "read the scenario (kept from an earlier run, else parsed) + card names",
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
    from judge.suite.runner import default_simulate, discover, load_scenario

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
    best, summary = suite_pass_seconds(ROOT, repeat, "kept")  # as a second `judge test` finds the files
    first, _ = suite_pass_seconds(ROOT, repeat, "first")
    parsed, _ = suite_pass_seconds(ROOT, repeat, "parsed")
    # the same first run with its cache directories in memory: what is left is the disk's share
    in_memory = suite_pass_seconds(ROOT, repeat, "first", "/dev/shm")[0] if os.path.isdir("/dev/shm") else None
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
        "suite_seconds_first": round(first or 0.0, 4),
        "scenarios_per_second_first": round(n / first, 1) if first else None,
        "scenarios_per_second_first_in_memory": round(n / in_memory, 1) if in_memory else None,
        "suite_seconds_parsed": round(parsed or 0.0, 4),
        "scenarios_per_second_parsed": round(n / parsed, 1) if parsed else None,
        "suite_summary": summary,
        "each": per,
    }


NOTES = """### Notes (engine and suite)

- **Three suite figures (27 November).** A scenario file read without a problem is kept between
  runs as a pickle of its AST (`judge/dsl/kept.py`, as Python keeps a module's bytecode; only
  the AST's classes are built from one) with the key of the card names it was found valid
  against, so a `judge test` from its second run on neither parses nor checks an unchanged
  file again: reading the 758 files went from ~0.27 s to ~0.07 s a pass (the files read back,
  ~28 ms of unpickling; ~24 ms since a node's fields left at their default are not written).
  The first figure above is that case — the regression suite's usual one: the scenarios
  change seldom, the engine often. The second is a first `judge test` (an empty cache
  directory): every file parsed, checked, pickled and written, and the text of the ~400 cards
  the scenarios define read and kept — well below the aim, and the one a fresh checkout
  meets once; the row after it is the same run with its cache directory in memory
  (`/dev/shm`): on this machine's shared disk, creating the ~1,170 files took from 0.05 to
  0.8 s depending on the disk's load, the largest and most variable part of a first run. The
  third is every file parsed and checked with no scenario kept
  (`JUDGE_NO_SCENARIO_CACHE=1`; the cards' text read back as kept). Until the thirteenth
  session the benchmark called the third "a first run" too, and measured every mode with the
  card texts of earlier passes still in memory: a second run was ~3 % slower, and a first run
  far slower, than the figures then written. The engine itself went ~12 % faster in the
  same round, and ~15 % more in the next, which keeps what a change of state can't have
  changed (see "Engine and suite, round by round"). `judge ask` of a file read before no
  longer imports the parser (~1.1× the floor).
- **An earlier round (every Python; one owner of the layers).** The suite went from ~274-318 to
  ~560 scenarios/s (3.11, best of passes) by three changes, each measured alone: the orders
  of triggered abilities are counted, not listed (`decider.Orders`: one scenario with eight
  triggers had the engine build and filter 8! permutations on every run; 274 -> 446/s); the
  suite runner moves each finished result out of the cyclic GC's reach once the scenario's
  own garbage is collected (`gc.freeze`; full collections no longer rescan every earlier
  result: ~+25%); a card definition's printed values are computed once (~+2%). Outputs are
  byte-identical on every bundled scenario (outcomes, traces, choices). The ≥ 1,000/s aim was
  not met then: per scenario ~1.3 ms simulating, ~0.4 ms parsing and checking; the rest of the
  simulation was spread thin (characteristics recomputed after each state change the largest
  share, ~25%: keeping them across changes came two rounds later). `judge
  ask`'s start-up: see "Every supported Python" (the public-API dataclass route costs ~5 ms
  more than the private one did; a library card's IR is now found without importing the
  card-text grammar, which gave ~6 ms back).
- **Branching.** The explorer used to replay a scenario from its start for every outcome. It
  now keeps a copy of the game (`Game.copy`) as the action of a choice begins, and every other
  alternative of that choice (and of later ones) goes on from a copy of it (the branch point
  is the start of the action: the middle of an action is a Python call stack, which a copy of
  the game does not hold). A copy must be cheap: `copy.deepcopy` of a small board took
  0.27 ms, as much as building the game and replaying a cast (0.37 ms); `game.copy_state`
  (containers and mutable records copied field by field, frozen IR shared) takes 0.08 ms.
  Rule 410.6's example (35 outcomes) 42 -> 33 ms, 410.10a's (24) 38 -> 31 ms; the suite
  713 -> 736 scenarios/s (best pass; 680-736/s between runs on this shared machine);
  outcomes byte-identical (and `tests/engine/test_explore.py` compares every branching
  exploration with the replaying one). Finished trace steps are frozen once and shared by
  the branches. The game's bookkeeping now going through `Game` methods cost nothing
  measurable (outcomes identical, throughput within the runs' noise).
- **Long chains of continuous effects.** The dependency order (418.5c) asked "does a depend
  on b" pair by pair, recomputing every object's printed values and b's result each time:
  100 auras on one creature took 3.1 s, 195 chained auras 10.8 s. Each object's printed
  values and what each effect makes of them are now worked out once: 0.5 s and 1.4 s,
  outputs identical.
- **The 1.2× aim (an earlier round).** Met, with little room: in the run above 1.2× the floor's minimum is
  139.6 ms and `judge ask`'s minimum 135.0 ms (~5 ms to spare; medians 140.2 against 147.1).
  Before this round: 2.16× (min), the baseline rows, timed in the same rounds. The floor imports
  lark, which a `judge ask` of valid scenario text no longer does (~25 ms of the floor not paid
  by the command); the rest of its time beyond typer and rich.console is the phase table.
  A later run at 3ce50ab (the parser's own records also with generated methods, ~2 ms):
  1.15× (min 135.5 ms against 117.4 ms), 1.17× at the median in a noisier minute; suite
  throughput 247/s with 260 scenarios.
- **What changed in this round (judge/cli, judge/dsl, judge/_speed/fastdataclass.py).**
  (1) *Interpreter exit* (~30-40 ms): `judge.cli.main`, the console script's entry point,
  ends the process with `os._exit` once the command has returned and stdout and stderr are
  flushed, with the same exit status (0, 1, 2; a non-integer `SystemExit` code is printed
  and gives 1); not when a flush fails (a closed pipe: the ordinary exit reports it as
  before), not under pytest, never in library code. Measured alone: min 216.9 ms against
  247.2 ms for the same `judge ask` (15 interleaved runs).
  (2) *Garbage collector*: the console script runs without the cyclic GC (its collections
  walked the ~100,000 objects of typer, the AST and the game several times for nothing):
  min 201.0 ms against 215.9 ms. `judge test` and `judge check` of several files turn it
  back on (after `gc.freeze()`), so long runs still collect.
  (3) *Dataclass methods from generated source*: `judge._speed.fastdataclass` (the technique of
  judge/cards/ir.py made general: non-frozen classes, `field(repr=False, compare=False)`,
  default factories, inheritance) gives `judge/dsl/ast.py` (36 classes, ~21 ms → ~4 ms) and
  the engine's dataclasses (one import line per module; `judge/_speed/_engine_methods.py`) the
  methods `@dataclass` would compile; classes, fields and behaviour unchanged (a test
  compares each class and every AST and outcome node with the standard decorator's); for
  these classes it also does the rest of `dataclasses`' work directly (fields, params,
  `__match_args__`, the docstring), without its per-annotation ClassVar check.
  (4) *No lark for valid scenarios*: the scenario parser's fast driver runs from
  `judge/dsl/grammar_tables.json` (see "Scenario parsing"), with plain callbacks and its own
  `Token`; lark is imported and its parser built only to report an error line. That removed
  the lark build (~21 ms) and lark's import (~25 ms, part of the floor) from `judge ask`,
  and most of the first parse's regex compiling (keywords are matched with `startswith`).
  (5) *Rendering*: the final board's table cells are given as `Text` when markup and emoji
  codes cannot change them, which spares importing rich's emoji table (~3 ms); output unchanged.
- **What remains** (the phase table, ~61 ms in-process beyond the floor's imports; a
  command that did only typer + rich.console would be ~1.0× by construction). Rich rendering
  is now the largest part (~19 ms: `judge.suite.expect`'s import ~3 ms, `rich.table` with
  `fractions`/`decimal` via `rich._ratio` ~5 ms, `rich.tree`, laying out the table and the
  tree); the engine's import (~11 ms, of which judge.cards.ir ~5 ms and judge.engine.effects,
  whose dataclass was left to its owner, ~2 ms); parse + validate (~10 ms: the first lines
  compile the ~12 regex terminals they meet, ~1.5 ms, decode ~120 table rows and make the
  callbacks; the library's card names ~2 ms); the simulation (~9 ms, of which ~3 ms importing
  judge.cards.text only to look the prebuilt IR up: `parse_card_text` lives there, so the lazy
  import needs a change in judge/cards or in `Game.card_abilities`, which had uncommitted work
  of its owner during this round); loading the parser's tables (~6 ms with the imports of
  judge.dsl.parser, transform and lalr). A scenario that defines a card inline stays ~1.4× the
  floor: the card-text driver (judge/cards/text_lalr.py) imports lark (for its version,
  `Token` and `Tree`) — the remedy is the one applied to the scenario parser here.
- **Generated files.** `python -m judge.dsl.build` rewrites `judge/dsl/grammar_tables.json`
  and the generated dataclass methods (`python -m judge._speed.fastdataclass` alone does the latter);
  run it after changing `grammar.lark`, a rule's method, or a field of a dataclass in
  `judge/dsl/ast.py` or the engine modules of `judge._speed.fastdataclass.TARGETS` —
  `tests/test_fastdataclass.py` and `tests/dsl/test_fastpath.py` fail until then, and until
  then a stale file is not used (the standard decorator, or lark, does the work). See
  docs/architecture.md, "Generated files".
- **Before this round (judge/cards).** No library card is parsed at run time
  (`judge/cards/prebuilt.json`); inline card text is parsed from `judge/cards/text_tables.json`;
  the IR's 85 dataclasses take their methods from `judge/_speed/_ir_methods.py`
  (`python -m judge.cards.build`). The benchmark's child processes load `.pyc` files as an
  installed wheel does (`PYTHONDONTWRITEBYTECODE` is set in this environment;
  `--no-bytecode` keeps it).
- **First run, and lark's cache.** Without a cache lark analyses a grammar once (scenario
  grammar 0.2-0.5 s, card grammar ~1.7 s); `judge ask` of valid text needs neither now. The
  caches are files of the user's own in `~/.cache/judge/`.
- **Throughput.** The suite runs everything in one process; the parser and the card library
  are loaded once, so after the first scenario each costs a few milliseconds. The slowest
  scenario, `scenarios/rules/410-6-armageddon-dingus-egg.mtg` (added during this round; it
  explores 35 orders of Dingus Egg triggers), takes ~0.3 s of the suite's ~0.94 s, which is
  why the throughput is lower than the previous run's 497/s.
- The machine is shared with other jobs (other engineers' benchmarks and test runs ran at the
  same time): medians move by tens of percent between runs; the minimum is the steadier figure.
"""


def _commit() -> "str | None":
    """The short commit id of the tree measured (None outside a git checkout, e.g. a ``git archive``)."""
    try:
        out = subprocess.run(["git", "rev-parse", "--short=8", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    except OSError:
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def markdown(data: dict) -> str:
    m = data["machine"]
    lines = [
        SECTION,
        "",
        f"Measured by `bench/bench_engine.py` on {data.get('when', 'an unrecorded date')}"
        f"{' (the tree at ' + data['commit'] + ')' if data.get('commit') else ''}"
        f"{', load average %.1f-%.1f' % tuple(data['load']) if data.get('load') else ''}, "
        f"on {m['nproc']} CPUs ({m['cpu']}), Python {m['python']}, "
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
    if data.get("tree"):
        lines += ["", f"Measured tree: {data['tree']}."]
    ask = next((v for k, v in data["processes"].items() if k.startswith("judge ask scenarios/examples/")
                and "baseline" not in k), None)
    if ask is not None:
        met = ask["ratio"] <= ASK_AIM and ask["ratio_min"] <= ASK_AIM
        lines += ["", f"**The {ASK_AIM}× aim for `judge ask` (library cards only) is {'met' if met else 'not met'}: "
                      f"{ask['ratio_min']}× the floor at the minimum, {ask['ratio']}× at the median.**"]
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
    dsl = round(sum(ph.get(n, 0.0) for n in PHASE_NAMES[2:4]), 1)
    lines += [
        "",
        f"Beyond the floor's imports a `judge ask` spends {over} ms in-process (and it does not import "
        f"lark, which the floor does); reading the scenario (the AST's import, the file read back as "
        f"kept from an earlier run, the card names) takes {dsl} ms of it.",
    ]
    ip = data["in_process"]
    lines += [
        "",
        "| In-process | figure |",
        "|---|---:|",
        f"| scenarios under `scenarios/` | {ip['scenarios']} ({ip['simulated']} simulate) |",
        f"| parse + simulate, median per scenario | {ip['per_scenario_ms']['median']} ms |",
        f"| parse + simulate, slowest scenario | {ip['per_scenario_ms']['max']} ms |",
        f"| suite (read, simulate, check) over `scenarios/`, files kept from an earlier run | {ip['suite_seconds']} s |",
        f"| suite throughput, files kept from an earlier run (`judge test` from its second run) | "
        f"**{ip['scenarios_per_second']} scenarios/s** "
        f"({'meets' if (ip['scenarios_per_second'] or 0) >= SUITE_AIM else 'below'} the {SUITE_AIM:,}/s aim) |",
        f"| suite throughput, a first run (every file parsed, checked and kept; an empty cache directory) | "
        f"{ip.get('scenarios_per_second_first')} scenarios/s "
        f"({'meets' if (ip.get('scenarios_per_second_first') or 0) >= SUITE_AIM else 'below'} the aim) |",
        f"| the same first run, its cache directory in memory (`/dev/shm`: the disk's share left out) | "
        f"{ip.get('scenarios_per_second_first_in_memory')} scenarios/s |",
        f"| suite throughput, every file parsed and checked, nothing kept (`JUDGE_NO_SCENARIO_CACHE=1`) | "
        f"{ip.get('scenarios_per_second_parsed')} scenarios/s "
        f"({'meets' if (ip.get('scenarios_per_second_parsed') or 0) >= SUITE_AIM else 'below'} the aim) |",
    ]
    for key in ("suite_cli", "suite_cli_cores"):
        sc = data.get(key)
        if sc:
            jobs = "one process" if sc.get("jobs", 1) == 1 else "one process a core"
            lines.append(f"| `judge test --jobs {sc.get('jobs', 1)} scenarios/` ({jobs}; whole process, {sc['runs']} runs) | "
                         f"median {sc['median_s']} s, min {sc['min_s']} s |")
    lines += [
        "",
        f"Aims: `judge ask` ≤ {ASK_AIM}× the import floor; ≥ {SUITE_AIM:,} scenarios/s in-process. Re-run with "
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
    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    data = {
        "machine": machine(),
        # when, and how loaded the machine was (figures of different days or loads here are not
        # comparable: docs/performance.md, "Issue 43's aims against its own start")
        "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "commit": _commit(),
        "runs": args.runs,
        "repeat": args.repeat,
        "processes": processes(scenario, args.runs,
                               args.inline_scenario.resolve() if args.inline_scenario.exists() else None,
                               args.baseline.resolve() if args.baseline else None),
        "suite_cli": suite_cli(max(3, args.runs // 5)),
        "suite_cli_cores": suite_cli(max(3, args.runs // 5), jobs=0),
        "baseline": (args.baseline_label or str(args.baseline)) if args.baseline else None,
        "phases_ms": phases(scenario, max(3, args.runs // 3)),
        "phases_inline_ms": (phases(args.inline_scenario.resolve(), max(3, args.runs // 3))
                             if args.inline_scenario.exists() else {}),
        "in_process": in_process(args.repeat),
    }
    if load_before is not None:
        data["load"] = [load_before, os.getloadavg()[0]]
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        print(markdown(data))
    if args.write_docs:
        write_docs(markdown(data))


if __name__ == "__main__":
    main()
