#!/usr/bin/env python
"""Which fields of the final states' object views (``judge.engine.outcome.ObjectView``) are read, in play and out of it.

Counts every read of a view's field, by the view's zone (in play or not), while (1) a warm pass of the suite
(:func:`judge.suite.runner.run_all`, the second of two) checks its expectations, and (2) ``judge ask`` prints
(text, then ``--json``) a sample of the same files in-process. A snapshot (:func:`judge.engine.snapshot.snapshot`)
makes every field of every view; what nothing reads is what a lazy view could leave unmade (docs/performance.md,
ninety-first session: the suite reads the label, name, zone and owner of each view out of play; the printers read
every field). The count hooks ``ObjectView.__getattribute__`` for the measured part only.

    .venv/bin/python bench/bench_snapshot_reads.py [--files LIST] [--ask-every 10]

``--files``: the scenario paths to run, one a line (default: every 4th bundled scenario); ``--ask-every N``: ``judge
ask`` on every Nth of them (0: none).
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def counting(reads: collections.Counter, mode: list[str]):
    """A ``__getattribute__`` that counts each field read as (mode, in play, field)."""
    get = object.__getattribute__

    def read(self, name):
        if name.startswith("__"):  # (the generated __init__ reads __dict__ before the zone is set)
            return get(self, name)
        reads[(mode[0], get(self, "__dict__").get("zone") == "in play", name)] += 1
        return get(self, name)

    return read


def _exit(code: int) -> None:
    raise SystemExit(code)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", type=Path, default=None)
    ap.add_argument("--ask-every", type=int, default=10)
    args = ap.parse_args()
    os.chdir(ROOT)
    os.environ.setdefault("COLUMNS", "100")
    import judge.cli as cli
    from judge.engine.outcome import ObjectView
    from judge.suite.runner import discover, run_all

    if args.files:
        files = [line.strip() for line in args.files.read_text(encoding="utf-8").splitlines() if line.strip()]
    else:
        files = [str(p) for p in discover(["scenarios"])][::4]
    run_all(files)  # (warm: the cards read, the scenarios kept)
    reads: collections.Counter = collections.Counter()
    mode = ["suite"]
    ObjectView.__getattribute__ = counting(reads, mode)
    try:
        result = run_all(files)
        if args.ask_every:
            cli._exit = _exit  # (the command line's exit, raised here: the loop goes on)
            for f in files[::args.ask_every]:
                for flag in ([], ["--json"]):
                    mode[0] = "ask --json" if flag else "ask"
                    sys.argv = ["judge", "ask", f, *flag]
                    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                        try:
                            cli.main()
                        except SystemExit:
                            pass
    finally:
        del ObjectView.__getattribute__
    print(f"{len(files)} scenarios, all passed: {result.ok}; judge ask on every {args.ask_every}th")
    fields = list(ObjectView.__dataclass_fields__)
    for m in ("suite", "ask", "ask --json"):
        for where in (True, False):
            row = {f: reads[(m, where, f)] for f in fields}
            if any(row.values()):
                print(f"{m:10} {'in play' if where else 'outside':8} "
                      + " ".join(f"{f}={n}" for f, n in row.items() if n))


if __name__ == "__main__":
    main()
