#!/usr/bin/env python
"""Paired CPU time of a warm suite pass in two checkouts (a change against its base).

Each round runs, in a fresh process for each tree and in alternating order, one warm-up pass and
one timed pass (``time.process_time``) of :func:`judge.suite.runner.run_all` over that tree's
``scenarios/``, the tree's code first on ``sys.path`` and a cache directory of each tree's own,
bytecode written as an installed wheel has it. It prints each round's two rates (scenarios/s)
and their ratio, then the medians and the median of the ratios (B/A: above 1, B is faster).
On a shared machine one tree's passes move by up to ~10 % between rounds; the paired ratio
moves less, and a change is claimed only beyond the spread of its rounds
(docs/performance.md).

    .venv/bin/python bench/bench_suite_pair.py TREE_A TREE_B [--rounds 5] [--python PATH]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

#: One process's work: a warm-up pass, then the timed one; prints the rate and whether all passed.
_PASS = ("import time\nfrom judge.suite.runner import run_all\nrun_all(['scenarios'])\n"
         "t = time.process_time()\nr = run_all(['scenarios'])\n"
         "print(len(r.results) / (time.process_time() - t), r.ok)\n")


def rate(tree: Path, python: str, cache: Path) -> float:
    """Scenarios per CPU second of one warm pass of ``tree``'s suite, in a fresh process."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(tree), XDG_CACHE_HOME=str(cache))
    proc = subprocess.run([python, "-c", _PASS], cwd=tree, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"the suite pass in {tree} failed: {proc.stderr[-1500:]}")
    value, ok = proc.stdout.split()
    if ok != "True":
        raise SystemExit(f"a scenario of {tree} fails: compare passing trees")
    return float(value)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("a", type=Path, help="the base checkout")
    ap.add_argument("b", type=Path, help="the changed checkout")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--python", default=sys.executable, help="the interpreter (judge's dependencies installed)")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/judge-bench-pair"), help="the cache directories' parent")
    args = ap.parse_args()
    trees = [args.a.resolve(), args.b.resolve()]
    rates: dict[Path, list[float]] = {t: [] for t in trees}
    ratios = []
    for i in range(args.rounds):
        for tree in trees if i % 2 == 0 else trees[::-1]:
            rates[tree].append(rate(tree, args.python, args.cache / str(trees.index(tree))))
        a, b = rates[trees[0]][-1], rates[trees[1]][-1]
        ratios.append(b / a)
        print(f"round {i}: A {a:.0f}/s  B {b:.0f}/s  B/A {b / a:.3f}", flush=True)
    print(f"median A {statistics.median(rates[trees[0]]):.0f}/s  B {statistics.median(rates[trees[1]]):.0f}/s  "
          f"paired B/A {statistics.median(ratios):.3f} (rounds {min(ratios):.3f}-{max(ratios):.3f})")


if __name__ == "__main__":
    main()
