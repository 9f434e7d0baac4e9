#!/usr/bin/env python
"""Start-up counted in instructions: what a whole ``judge ask`` executes against the import floor.

Times of whole processes move with the machine's load (on the 2-CPU machines here the floor's own
median moved from 159 to 221 ms within one interleaved run); the number of instructions a process
executes does not. Each process is run once to warm (bytecode written, the scenario kept), then
once under valgrind's cachegrind (``--cache-sim=no``: instructions only, ~20× slower), with
``PYTHONHASHSEED=0`` so that two runs count the same. The ratio of counts is not the ratio of
times — the floor's imports spend more time per instruction (more of it in reading and
unmarshalling files) — so this measures the change in judge's own work beyond the floor, not the
1.25× aim itself (``bench/bench_startup.py`` and ``bench/bench_pythons.py`` time that).

    .venv/bin/python bench/bench_instructions.py [--python PY ...] [--tree DIR ...] [--json]

Each ``--python`` (default: this one, and the ``.venv-3.X`` venvs beside it) with each ``--tree``
(default: this checkout; another tree, e.g. a ``git worktree`` of a base commit, is run with
``PYTHONPATH`` set to it). Needs ``valgrind`` on the PATH.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = "scenarios/examples/giant_growth_vs_bolt.mtg"
FLOOR = "import typer, rich.console, lark"


def count(argv: list[str], cwd: Path, env: dict[str, str]) -> int:
    """Instructions executed by ``argv`` (after one run to warm)."""
    subprocess.run(argv, cwd=cwd, env=env, capture_output=True, check=True)
    proc = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", *argv],
                          cwd=cwd, env=env, capture_output=True, text=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", proc.stderr)
    if proc.returncode != 0 or found is None:
        raise SystemExit(f"{' '.join(argv)}: valgrind failed:\n{proc.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def measure(python: Path, tree: Path, cache: str) -> dict:
    env = {**os.environ, "PYTHONHASHSEED": "0", "XDG_CACHE_HOME": cache, "PYTHONPATH": str(tree)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as users run: bytecode written
    floor = count([str(python), "-c", FLOOR], tree, env)
    ask = count([str(python), "-m", "judge", "ask", SCENARIO], tree, env)
    return {"python": str(python), "tree": str(tree), "floor": floor, "ask": ask, "beyond": ask - floor,
            "ratio": round(ask / floor, 3)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", type=Path, nargs="*", default=None)
    ap.add_argument("--tree", type=Path, nargs="*", default=None)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not on the PATH: this bench counts instructions with its cachegrind tool")
    # (absolute, not resolved: a venv's python is a link out of the venv)
    pythons = [p.absolute() for p in args.python or [Path(sys.executable)] + sorted(ROOT.glob(".venv-3.*/bin/python"))]
    trees = [t.resolve() for t in (args.tree or [ROOT])]
    with tempfile.TemporaryDirectory() as cache:
        rows = [measure(py, tree, cache) for py in pythons for tree in trees]
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print("| Python | tree | floor | `judge ask` | beyond the floor | ratio |")
    print("|---|---|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['python']} | {r['tree']} | {r['floor'] / 1e6:.1f}M | {r['ask'] / 1e6:.1f}M | "
              f"{r['beyond'] / 1e6:.1f}M | {r['ratio']:.3f} |")


if __name__ == "__main__":
    main()
