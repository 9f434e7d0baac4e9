#!/usr/bin/env python
"""judge drill benchmark: the time to the first question, and generating questions.

1. Whole processes, interleaved round-robin after a warm-up: the import floor
   (``python -c "import typer, rich.console, lark"``), ``judge ask`` of the README's
   scenario, and ``judge drill --count 1 --seed N`` answered ``q`` at once (it shows the
   board and the first question, then stops), in a fresh data directory each time, the
   seed turning over 1-6: a session of one question is a generated one (at least 30 % of a
   session is), its cards drawn from the whole catalog; ``--deck-only`` times a deck question.
   Aim (issue): the drill's first question within 1.5x the floor ``judge ask`` is measured
   against.
2. In-process: generating 100 questions from the templates — instantiating them and
   having the engine answer each (skipped instances not counted) — aim under 2 s.

    .venv/bin/python bench/bench_drill.py [--runs 15] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import judge_executable, machine

ROOT = Path(__file__).resolve().parents[1]
FLOOR = [sys.executable, "-c", "import typer, rich.console, lark"]
ASK_AIM = 1.5
GENERATE_AIM = 2.0


def _run(argv: list[str], env: dict, stdin: bytes = b"") -> float:
    start = time.perf_counter()
    proc = subprocess.run(argv, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.decode()[-1500:]}")
    return elapsed


def processes(runs: int) -> dict:
    judge = judge_executable()
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["COLUMNS"] = "100"
    cases = {
        "import floor": (FLOOR, b""),
        "judge ask (README scenario)": (judge + ["ask", "scenarios/examples/giant_growth_vs_bolt.mtg"], b""),
        "judge drill, to the first question": (judge + ["drill", "--count", "1", "--seed", "SEED"], b"q\n"),
        "judge drill --deck-only, to the first": (judge + ["drill", "--deck-only", "--count", "1", "--seed", "SEED"],
                                                  b"q\n"),
    }
    times: dict[str, list[float]] = {k: [] for k in cases}
    with tempfile.TemporaryDirectory() as data:
        for i in range(runs + 2):
            for name, (argv, stdin) in cases.items():
                env["JUDGE_DATA_DIR"] = os.path.join(data, str(i))  # a fresh database each run
                # the seed turns over six values: deck questions and template questions alike
                t = _run([str(i % 6 + 1) if a == "SEED" else a for a in argv], env, stdin)
                if i >= 2:
                    times[name].append(t)
    floor, floor_min = statistics.median(times["import floor"]), min(times["import floor"])
    return {name: {"median_ms": round(statistics.median(t) * 1000, 1), "ratio": round(statistics.median(t) / floor, 2),
                   "min_ms": round(min(t) * 1000, 1), "ratio_min": round(min(t) / floor_min, 2)}
            for name, t in times.items()}


def generate(n: int = 100) -> dict:
    """Seconds to generate ``n`` answered questions from the templates, in-process (the
    library and engine imported first, as a drill session has them)."""
    from judge.cards.library import all_cards
    from judge.drill import pools, session

    all_cards()
    pools.pool("a vanilla creature")
    start = time.perf_counter()
    made = tried = 0
    seed = 0
    while made < n:
        for q in session.template_questions(random.Random(seed)):
            tried += 1
            if session.prepare(q) is not None:
                made += 1
                if made == n:
                    break
        seed += 1
    seconds = time.perf_counter() - start
    return {"questions": made, "instances_tried": tried, "seconds": round(seconds, 3)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    data = {"machine": machine(), "processes": processes(args.runs), "generate": generate()}
    if args.json:
        print(json.dumps(data, indent=2))
        return
    print(f"machine: {data['machine']}")
    for name, row in data["processes"].items():
        print(f"{name:40s} median {row['median_ms']:7.1f} ms  {row['ratio']:.2f}x floor   "
              f"min {row['min_ms']:7.1f} ms  {row['ratio_min']:.2f}x floor")
    g = data["generate"]
    print(f"generate: {g['questions']} questions ({g['instances_tried']} instances tried) in {g['seconds']} s "
          f"(aim < {GENERATE_AIM} s)")


if __name__ == "__main__":
    main()
