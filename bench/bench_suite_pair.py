#!/usr/bin/env python
"""Paired CPU time of a warm suite pass in two checkouts (a change against its base).

Each round runs, in a fresh process for each tree and in alternating order, one warm-up pass and
one timed pass (``time.process_time``) of :func:`judge.suite.runner.run_all` over that tree's
``scenarios/``, the tree's code first on ``sys.path`` and a cache directory of each tree's own,
bytecode written as an installed wheel has it (``--files LIST``: only the scenario paths LIST
names, one a line, that both trees hold — two trees far apart compared on the same scenarios,
each in its own tree's version). It prints each round's two rates (scenarios/s)
and their ratio, then the medians and the median of the ratios (B/A: above 1, B is faster).
On a shared machine one tree's passes move by up to ~10 % between rounds; the paired ratio
moves less, and a change is claimed only beyond the spread of its rounds
(docs/performance.md).

    .venv/bin/python bench/bench_suite_pair.py TREE_A TREE_B [--rounds 5] [--python PATH] [--files LIST]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

#: One process's work: a warm-up pass, then the timed one; prints the rate and whether all passed.
#: Its arguments are the scenario paths to run (none: the whole of ``scenarios/``).
_PASS = ("import sys, time\nfrom judge.suite.runner import run_all\npaths = sys.argv[1:] or ['scenarios']\n"
         "run_all(paths)\nt = time.process_time()\nr = run_all(paths)\n"
         "print(len(r.results) / (time.process_time() - t), r.ok)\n")


def common_files(listing: Path, trees: list[Path]) -> list[str]:
    """The scenario paths ``listing`` names (one a line, relative to a tree) that every tree holds."""
    named = [line.strip() for line in listing.read_text(encoding="utf-8").splitlines() if line.strip()]
    kept = [p for p in named if all((t / p).is_file() for t in trees)]
    if not kept:
        raise SystemExit(f"no scenario {listing} names is in both trees")
    return kept


def rate(tree: Path, python: str, cache: Path, files: "list[str] | None" = None) -> float:
    """Scenarios per CPU second of one warm pass of ``tree``'s suite (or of ``files`` in it), in a
    fresh process."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(tree), XDG_CACHE_HOME=str(cache))
    proc = subprocess.run([python, "-c", _PASS, *(files or [])], cwd=tree, env=env, capture_output=True, text=True)
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
    ap.add_argument("--files", type=Path, default=None,
                    help="a list of scenario paths, one a line: only those both trees hold are run")
    args = ap.parse_args()
    trees = [args.a.resolve(), args.b.resolve()]
    files = common_files(args.files, trees) if args.files else None
    if files:
        print(f"{len(files)} scenarios of {args.files} in both trees", flush=True)
    rates: dict[Path, list[float]] = {t: [] for t in trees}
    ratios = []
    for i in range(args.rounds):
        for tree in trees if i % 2 == 0 else trees[::-1]:
            rates[tree].append(rate(tree, args.python, args.cache / str(trees.index(tree)), files))
        a, b = rates[trees[0]][-1], rates[trees[1]][-1]
        ratios.append(b / a)
        print(f"round {i}: A {a:.0f}/s  B {b:.0f}/s  B/A {b / a:.3f}", flush=True)
    print(f"median A {statistics.median(rates[trees[0]]):.0f}/s  B {statistics.median(rates[trees[1]]):.0f}/s  "
          f"paired B/A {statistics.median(ratios):.3f} (rounds {min(ratios):.3f}-{max(ratios):.3f})")


if __name__ == "__main__":
    main()
