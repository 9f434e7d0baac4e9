#!/usr/bin/env python
"""Paired CPU time of the explorer's three shapes in two checkouts (a change, or an older tree).

Each round runs, in a fresh process for each tree and in alternating order, the largest case of
each shape of ``bench/bench_explore.py`` (``mays`` N=10, bound 1,024; ``orders`` N=7 and ``blocks``
N=5, bound 1,000) — each tree with its own bench's scenario text and its own code first on
``sys.path``, a cache directory of each tree's own, bytecode written as an installed wheel has it:
one warm-up exploration, then the best of ``--repeat`` by ``time.process_time`` with the cyclic
garbage collector off, as ``judge ask`` runs. It prints each round's outcomes per CPU second, then
per shape the medians and the median of the paired ratios (B/A: above 1, B is faster). Both trees
must find the same number of outcomes (a shape where they don't is said and not compared). On a shared machine a change is claimed only beyond the
spread of its rounds (docs/performance.md).

    .venv/bin/python bench/bench_explore_pair.py TREE_A TREE_B [--rounds 3] [--repeat 2] [--python PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

#: One process's work: each shape's largest case, warmed up once, then timed; prints JSON
#: ``{shape: [outcomes, best CPU seconds]}``.
_RUN = """
import gc, json, sys, time
sys.path.insert(0, "bench")
from bench_explore import CASES
from judge.cards.library import all_cards, card_names
from judge.dsl.checks import check_text
from judge.engine import simulate
all_cards()
repeat = int(sys.argv[1])
out = {}
for name, (make, sizes) in CASES.items():
    n = sizes[-1]
    scenario = check_text(make(n), f"{name}-{n}.mtg", card_names())
    bound = 1024 if name == "mays" else 1000
    found = len(simulate(scenario, max_outcomes=bound))
    gc.disable()
    times = []
    for _ in range(repeat):
        start = time.process_time()
        simulate(scenario, max_outcomes=bound)
        times.append(time.process_time() - start)
    gc.enable()
    gc.collect()
    out[f"{name} N={n}"] = [found, min(times)]
print(json.dumps(out))
"""


def explore(tree: Path, python: str, cache: Path, repeat: int) -> dict:
    """``{shape: [outcomes, CPU seconds]}`` of ``tree``'s explorations, in a fresh process."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=str(tree), XDG_CACHE_HOME=str(cache))
    proc = subprocess.run([python, "-c", _RUN, str(repeat)], cwd=tree, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"the explorations in {tree} failed: {proc.stderr[-1500:]}")
    return json.loads(proc.stdout.splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("a", type=Path, help="the base checkout")
    ap.add_argument("b", type=Path, help="the changed checkout")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=2, help="timed explorations of each shape a process (the best)")
    ap.add_argument("--python", default=sys.executable, help="the interpreter (judge's dependencies installed)")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/judge-bench-explore-pair"),
                    help="the cache directories' parent")
    args = ap.parse_args()
    trees = [args.a.resolve(), args.b.resolve()]
    rates: dict[tuple[Path, str], list[float]] = {}
    ratios: dict[str, list[float]] = {}
    for i in range(args.rounds):
        got = {}
        for tree in trees if i % 2 == 0 else trees[::-1]:
            got[tree] = explore(tree, args.python, args.cache / str(trees.index(tree)), args.repeat)
        words = []
        for shape, (found, seconds) in got[trees[0]].items():
            other = got[trees[1]].get(shape)
            if other is None or other[0] != found:
                # (not the same work: a rules change between the trees — the eighty-third session's "may" with no
                # legal target unasked cut mays N=10 from 1,024 outcomes to 111 — is no speed to compare; said, skipped)
                words.append(f"{shape}: the trees find {found} and {other and other[0]} outcomes: not the same work, not compared")
                continue
            a, b = found / seconds, other[0] / other[1]
            rates.setdefault((trees[0], shape), []).append(a)
            rates.setdefault((trees[1], shape), []).append(b)
            ratios.setdefault(shape, []).append(b / a)
            words.append(f"{shape}: A {a:.0f}/s B {b:.0f}/s B/A {b / a:.3f}")
        print(f"round {i}: " + " | ".join(words), flush=True)
    for shape, rs in ratios.items():
        print(f"{shape}: median A {statistics.median(rates[(trees[0], shape)]):.0f}/s  "
              f"B {statistics.median(rates[(trees[1], shape)]):.0f}/s  paired B/A {statistics.median(rs):.3f} "
              f"(rounds {min(rs):.3f}-{max(rs):.3f})")


if __name__ == "__main__":
    main()
