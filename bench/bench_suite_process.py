#!/usr/bin/env python
"""``judge test`` as a user runs it: whole processes, the parent's CPU apart from its workers'.

``judge test`` forks one worker a core (judge.suite.parallel); the process the user runs waits for
their results, then prints the report alone. On a shared machine the wall time of such a run moves
with everyone's load, and the workers' CPU (the engine's work) hides what the parent itself does —
discovery, start-up, the report. Each run here goes through the console script's own entry point
(``judge.__main__.main``) in a fresh process that, as it ends, writes its own CPU time
(``RUSAGE_SELF``: the parent) and its children's (``RUSAGE_CHILDREN``: the workers) to stderr.

Each ``--tree`` (default: this checkout; another, e.g. a ``git archive`` export of a base commit, is
run with ``PYTHONPATH`` set to it) runs ``judge test PATHS`` with stdout to a file, ``--rounds``
times after a warm-up run (the scenarios kept: a second ``judge test``), trees alternating, each
tree with its own cache directory. ``--columns N`` sets ``COLUMNS`` (a line a scenario); without it
the report is the whole table, as into a pipe.

    .venv/bin/python bench/bench_suite_process.py [--tree DIR ...] [--rounds 3] [--columns N]
                                                  [--jobs N] [PATHS ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: Runs ``judge test`` (argv after it in sys.argv[1:]) as the console script does; at its end, the
#: CPU of this process and of its children, and the wall time, as one line on stderr.
PROBE = """
import os, resource, sys, time
start = time.perf_counter()
sys.argv = ["judge", "test", *sys.argv[1:]]
exit_ = os._exit
def ending(code):
    sys.stdout.flush()
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    sys.stderr.write(f"\\nBENCH {me.ru_utime + me.ru_stime} {kids.ru_utime + kids.ru_stime} "
                     f"{time.perf_counter() - start}\\n")
    sys.stderr.flush()
    exit_(code)
os._exit = ending
from judge.__main__ import main
main()
"""


def run(tree: Path, cache: str, args: list[str], columns: str | None) -> tuple[float, float, float]:
    """(parent CPU, workers' CPU, wall) of one ``judge test`` in ``tree``, in seconds."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "COLUMNS")}
    env.update(PYTHONPATH=str(tree), XDG_CACHE_HOME=cache, NO_COLOR="1")
    if columns:
        env["COLUMNS"] = columns
    with tempfile.TemporaryFile() as out:
        proc = subprocess.run([sys.executable, "-c", PROBE, *args], cwd=tree, env=env, stdout=out,
                              stderr=subprocess.PIPE, text=True)
    line = [ln for ln in proc.stderr.splitlines() if ln.startswith("BENCH ")]
    if not line:
        raise SystemExit(f"judge test in {tree} failed ({proc.returncode}): {proc.stderr[-1500:]}")
    parent, workers, wall = map(float, line[-1].split()[1:])
    return parent, workers, wall


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", default=["scenarios"])
    ap.add_argument("--tree", type=Path, action="append", default=None)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--columns", default=None)
    ap.add_argument("--jobs", default=None)
    args = ap.parse_args()
    trees = [t.resolve() for t in (args.tree or [ROOT])]
    argv = [*args.paths, *(["--jobs", args.jobs] if args.jobs else [])]
    caches = {t: tempfile.mkdtemp(prefix="judge-bench-suite-") for t in trees}
    for t in trees:  # warm-up: bytecode written, the scenarios kept
        run(t, caches[t], argv, args.columns)
    found: dict[Path, list[tuple[float, float, float]]] = {t: [] for t in trees}
    for r in range(args.rounds):
        for t in (trees if r % 2 == 0 else list(reversed(trees))):
            found[t].append(run(t, caches[t], argv, args.columns))
    print(f"judge test {' '.join(argv)} ({'COLUMNS=' + args.columns if args.columns else 'the whole table'}), "
          f"{args.rounds} rounds, load average now {os.getloadavg()[0]:.1f}")
    for t in trees:
        parent, workers, wall = (statistics.median(x[i] for x in found[t]) for i in range(3))
        print(f"{t}: parent CPU {parent:.2f} s (min {min(x[0] for x in found[t]):.2f}), workers' CPU {workers:.2f} s, "
              f"wall {wall:.2f} s")


if __name__ == "__main__":
    main()
