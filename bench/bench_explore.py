"""Exploring many outcomes (issue 10's aim: 1,000 outcomes in under 3 s and 500 MB).

In-process (the engine imported, the card library loaded first; median of ``--runs``; the
cyclic garbage collector off, as the ``judge`` entry point leaves it for ``judge ask``,
judge/__main__.py): outcomes per second for three shapes of open choices —

* ``mays``: N Gravediggers cast one after another, each "may" left open: fewer than 2^N outcomes
  (two cards in the graveyard: a Gravedigger with no target left asks nothing, 410.4), each
  choice made during its own action (the explorer branches from kept games);
* ``orders``: N different triggered abilities at once, their order left open: N! orders in
  one choice (counted, never listed), the bound set to 1,000;
* ``blocks``: three attackers, N labelled blockers, the blocks left open: every legal block
  declaration, and every division of damage where several block one attacker.

Whole processes (``judge ask`` on the 1,024 outcomes of ten Gravediggers, ``-q``, the full
text and ``--json``): wall time and the process's peak resident memory (``wait4``).

    .venv/bin/python bench/bench_explore.py [--runs 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import judge_executable, machine, median_simulation  # noqa: E402
from bench_scaling import mays  # noqa: E402 - the same N Gravediggers

ROOT = Path(__file__).resolve().parents[1]
HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def orders(n: int) -> str:
    names = ["Chalice " + "ABCDEFGHIJ"[i] for i in range(n)]
    cards = "".join(f'card "{name}"\n  type Artifact\n  text "Whenever a creature is put into a graveyard '
                    f'from play, you gain {i + 1} life."\n' for i, name in enumerate(names))
    chalices = ", ".join(names)
    return (cards + HEAD + f"Alice in play: {chalices}\nBob in play: Grizzly Bears\nAlice hand: Shock\n"
            "Alice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")


def blocks(n: int) -> str:
    blockers = ", ".join(f"Grizzly Bears as @b{i}" for i in range(n))
    return ("player Alice\nplayer Bob\nturn Alice, declare attackers\n"
            "Alice in play: Hill Giant as @g1, Hill Giant as @g2, Scaled Wurm as @w\n"
            f"Bob in play: {blockers}\nAlice attacks with @g1, @g2, @w\nall pass until the end of combat step\n")


CASES = {"mays": (mays, (6, 8, 10)), "orders": (orders, (5, 6, 7)), "blocks": (blocks, (3, 4, 5))}


def in_process(runs: int) -> dict:
    """Each shape's outcomes per second, with the garbage collector as ``judge ask`` runs: off
    (judge/__main__.py; a run's games are freed by their reference counts alone:
    tests/engine/test_explore.py), turned back on at the end."""
    import gc

    from judge.cards.library import all_cards, card_names
    from judge.dsl.checks import check_text

    all_cards()
    out: dict = {}
    was = gc.isenabled()
    gc.disable()
    try:
        for name, (make, sizes) in CASES.items():
            rows = []
            for n in sizes:
                scenario = check_text(make(n), f"{name}-{n}.mtg", card_names())
                t, found = median_simulation(scenario, runs, 1024 if name == "mays" else 1000)
                rows.append({"n": n, "outcomes": found, "seconds": round(t, 3), "per_second": round(found / t)})
            out[name] = rows
    finally:
        if was:
            gc.enable()
    return out


def whole_process(runs: int) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "mays-10.mtg"
        path.write_text(mays(10))
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        rows = []
        for flags in (["-q"], [], ["--json"]):
            argv = judge_executable() + ["ask", *flags, "--max-outcomes", "1024", str(path)]
            times, peaks = [], []
            for _ in range(runs):
                start = time.perf_counter()
                proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
                _, status, usage = os.wait4(proc.pid, 0)
                times.append(time.perf_counter() - start)
                peaks.append(usage.ru_maxrss / 1024)  # kB -> MB (Linux)
                if status != 0:
                    raise SystemExit(f"{' '.join(argv)} failed: {proc.stderr.read().decode()[-1500:]}")
            rows.append({"command": "judge ask " + " ".join(flags + ["--max-outcomes", "1024", "mays-10.mtg"]),
                         "seconds": round(statistics.median(times), 2), "peak_mb": round(max(peaks))})
        return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    # the processes first: a child's peak memory counts the parent's as it was forked (Linux
    # keeps the larger across exec), and the parent is small until the engine is imported
    processes = whole_process(args.runs)
    data = {"machine": machine(), "in_process": in_process(args.runs), "processes": processes}
    if args.json:
        print(json.dumps(data, indent=2))
        return
    print(" ".join(f"{k}={v}" for k, v in data["machine"].items()))
    print("in-process, the garbage collector off (as `judge ask` runs):")
    for name, rows in data["in_process"].items():
        print(f"{name}: " + "; ".join(f"N={r['n']}: {r['outcomes']} outcomes in {r['seconds'] * 1000:.0f} ms "
                                      f"({r['per_second']}/s)" for r in rows))
    for r in data["processes"]:
        print(f"{r['command']}: {r['seconds']:.2f} s, peak {r['peak_mb']} MB")


if __name__ == "__main__":
    main()
