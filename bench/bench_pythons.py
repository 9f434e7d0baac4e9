#!/usr/bin/env python
"""The same figures on every supported CPython: start-up against the import floor, suite
throughput, card-text parsing.

For each interpreter (``--python PATH ...``; default: ``.venv/bin/python`` and every
``.venv-3.*/bin/python`` of the checkout — the venvs ``.ci/run`` makes; each must have the
project installed, ``pip install -e '.[test]'``), in one process of that interpreter:

1. whole processes, ``--runs`` rounds interleaved after a warm-up: the import floor
   ``python -c "import typer, rich.console, lark"``, ``judge ask`` on a typical scenario,
   ``judge rule 420.5c``; medians, minimums and ratios to the floor measured in the same rounds
   (aim: ``judge ask`` <= 1.25x the floor);
2. in-process: the suite runner over ``scenarios/`` (best of ``--repeat`` passes after a
   warm-up pass), in scenarios per second: as a second ``judge test`` finds the files (read
   back as kept by the warm-up pass: judge.dsl.kept), as a first ``judge test`` (an empty cache
   directory), and with every file parsed and nothing kept (``JUDGE_NO_SCENARIO_CACHE=1``);
3. in-process: every card of the library parsed from its text by the grammar (no prebuilt IR,
   no cache), in milliseconds per card (best of ``--repeat`` passes).

    .venv/bin/python bench/bench_pythons.py [--python PATH ...] [--runs 15] [--repeat 3]
                                            [--json] [--write-docs]

``--write-docs`` replaces the section "Every supported Python" of docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "performance.md"
SECTION = "## Every supported Python"
SCENARIO = ROOT / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg"

#: Run inside the measured interpreter (argv: root, runs, repeat, scenario); prints JSON.
PROBE = r"""
import json, os, platform, statistics, subprocess, sys, time
from pathlib import Path
root, runs, repeat, scenario = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
sys.path.insert(0, str(root / "bench"))
from _common import judge_executable, machine, run_once, suite_pass_seconds
env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
env.update(COLUMNS="100", NO_COLOR="1")
judge = judge_executable()
cmds = {
    "floor": [sys.executable, "-c", "import typer, rich.console, lark"],
    "ask": judge + ["ask", scenario],
    "rule": judge + ["rule", "420.5c"],
}
times = {k: [] for k in cmds}
for argv in cmds.values():
    run_once(argv, env); run_once(argv, env)
for _ in range(runs):
    for k, argv in cmds.items():
        times[k].append(run_once(argv, env))
proc = {k: {"median_ms": statistics.median(t) * 1000, "min_ms": min(t) * 1000} for k, t in times.items()}

from judge.suite.runner import discover
files = discover([root / "scenarios"])
best = suite_pass_seconds(root, repeat, "kept")[0]
first = suite_pass_seconds(root, repeat, "first")[0]
parsed = suite_pass_seconds(root, repeat, "parsed")[0]

from judge.cards import library
from judge.cards.text import parse_card_text_fresh
cards = [c for c in library.all_cards() if c.text]
for c in cards:
    parse_card_text_fresh(c)
cbest = None
for _ in range(repeat):
    t0 = time.perf_counter()
    for c in cards:
        parse_card_text_fresh(c)
    dt = time.perf_counter() - t0
    cbest = dt if cbest is None else min(cbest, dt)

import lark, rich, typer
print(json.dumps({"machine": machine(), "versions": {"lark": lark.__version__, "typer": typer.__version__},
                  "processes": proc, "scenarios": len(files), "suite_s": best, "suite_first_s": first, "suite_parsed_s": parsed,
                  "cards": len(cards), "cards_s": cbest}))
"""


def default_pythons() -> list[Path]:
    found = [ROOT / ".venv" / "bin" / "python"] + sorted(ROOT.glob(".venv-3.*/bin/python"))
    return [p for p in found if p.exists()]


def measure(python: Path, runs: int, repeat: int) -> dict:
    proc = subprocess.run([str(python), "-c", PROBE, str(ROOT), str(runs), str(repeat), str(SCENARIO)],
                          capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise SystemExit(f"{python}: the probe failed:\n{proc.stderr[-2000:]}")
    return json.loads(proc.stdout)


def markdown(results: list[dict], runs: int, repeat: int) -> str:
    m = results[0]["machine"]
    lines = [
        SECTION,
        "",
        f"Measured by `bench/bench_pythons.py` on {m['nproc']} CPUs ({m['cpu']}), {m['platform']}. "
        f"Whole processes: {runs} interleaved rounds after a warm-up, in one run per Python, ratios "
        f"to that Python's own import floor `python -c \"import typer, rich.console, lark\"` in the "
        f"same rounds (median; minimum in brackets). In-process: best of {repeat} passes.",
        "",
        "| Python | lark / typer | floor | `judge ask` | ratio | `judge rule 420.5c` | ratio "
        "| suite (scenarios/s) | suite, first run | suite, nothing kept | card text (ms/card) |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        p = r["processes"]
        f, a, ru = p["floor"], p["ask"], p["rule"]
        lines.append(
            f"| {r['machine']['python']} | {r['versions']['lark']} / {r['versions']['typer']} "
            f"| {f['median_ms']:.1f} ms | {a['median_ms']:.1f} ms "
            f"| {a['median_ms'] / f['median_ms']:.2f}× ({a['min_ms'] / f['min_ms']:.2f}×) "
            f"| {ru['median_ms']:.1f} ms | {ru['median_ms'] / f['median_ms']:.2f}× ({ru['min_ms'] / f['min_ms']:.2f}×) "
            f"| {r['scenarios'] / r['suite_s']:.0f} | {r['scenarios'] / r['suite_first_s']:.0f} "
            f"| {r['scenarios'] / r['suite_parsed_s']:.0f} "
            f"| {r['cards_s'] * 1000 / r['cards']:.3f} |")
    lines += ["", "The suite column is a `judge test` from its second run on (the files read back as kept by "
              "the first: `judge/dsl/kept.py`); the next, a first `judge test` (an empty cache directory: every "
              "file parsed, checked, pickled and written); the next, every file parsed and checked with nothing "
              "kept (`JUDGE_NO_SCENARIO_CACHE=1`).", "", "Aim: `judge ask` ≤ 1.25× the floor on every supported Python. Re-run with "
              "`.venv/bin/python bench/bench_pythons.py --write-docs` after `.ci/run`-style venvs "
              "exist for each Python (`python3.X -m venv .venv-3.X && .venv-3.X/bin/pip install -e '.[test]'`).", ""]
    return "\n".join(lines)


def write_docs(section: str) -> None:
    text = DOC.read_text()
    start = text.find(SECTION + "\n")
    if start < 0:
        text = text.rstrip("\n") + "\n\n" + section
    else:
        end = text.find("\n## ", start + len(SECTION))
        text = text[:start] + section + (text[end + 1:] if end >= 0 else "")
    DOC.write_text(text)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", type=Path, nargs="*", default=None)
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--write-docs", action="store_true")
    args = ap.parse_args()
    pythons = args.python or default_pythons()
    if not pythons:
        raise SystemExit("no interpreter: pass --python PATH or make .venv / .venv-3.X venvs")
    results = [measure(p, args.runs, args.repeat) for p in pythons]
    results.sort(key=lambda r: tuple(int(x) for x in r["machine"]["python"].split(".")))
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        print(markdown(results, args.runs, args.repeat))
    if args.write_docs:
        write_docs(markdown(results, args.runs, args.repeat))


if __name__ == "__main__":
    main()
