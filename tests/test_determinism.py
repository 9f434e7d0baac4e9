"""Same input, same bytes: `judge ask --json` of a ninth of the bundled scenarios, and `judge ask`
of every other one of those, give identical output in two separate processes (different hash
seeds, so no set or dict order that depends on hashing can leak into the output).

Which ninth turns with the Python's minor version (3.11, 3.12 and 3.13 take three different
ninths), so CI's three runs of the suite check a third of the scenarios between them. All of them
cost ~60 s of a ~165 s suite on two cores once (~1,950 scenarios); half of ~2,960 was 47 s of the
suite's 330 s of work and CI took 576 s (twenty-fourth session); a fixed third left CI at 538 s;
a turning sixth of ~3,950 was ~80 s of the suite's ~600 s of work and CI took 974 s (twenty-seventh
session). The scenarios left out play the same engine paths as the ones kept (docs/reliability.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Shards of the bundled scenarios, each a test of its own (pytest-xdist spreads them): the whole
#: run took ~65 s in one test once `judge ask` printed each outcome's Why (it plays each play
#: again), the longest item of the suite by far.
SHARDS = 4

#: The bundled scenarios checked: one part in PARTS, the one the Python's minor version picks.
PARTS = 9
PART = sys.version_info.minor % PARTS

_SCRIPT = r"""
import hashlib, json, os, sys
from typer.testing import CliRunner
from judge.cli import app
from judge.suite.runner import discover
runner = CliRunner()
shard, shards, part, PARTS = (int(a) for a in sys.argv[1:5])
out = {}
for i, path in enumerate(discover(["scenarios"])):
    if i % shards != shard or (i // shards) % PARTS != part:
        continue
    rel = path.as_posix()
    # the JSON carries every outcome's trace, answers and Why; the text view of every other
    # scenario checked (one renderer for all: its order, wrapping and escapes are what this checks)
    for args in (["ask", "--json", rel],) + ((["ask", rel],) if (i // (shards * PARTS)) % 2 == 0 else ()):
        res = runner.invoke(app, args, env={"COLUMNS": "100", "NO_COLOR": "1"}, terminal_width=100)
        out[" ".join(args)] = [res.exit_code, hashlib.sha256(res.output.encode()).hexdigest()]
json.dump(out, sys.stdout, sort_keys=True)
"""


def _start(seed: str, shard: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONHASHSEED=seed, COLUMNS="100")
    return subprocess.Popen([sys.executable, "-c", _SCRIPT, str(shard), str(SHARDS), str(PART), str(PARTS)],
                            cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _result(proc: subprocess.Popen) -> dict:
    out, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err[-3000:]
    return json.loads(out)


@pytest.mark.parametrize("shard", range(SHARDS))
def test_every_bundled_scenario_gives_the_same_bytes_in_two_processes(shard):
    procs = [_start("1", shard), _start("2", shard)]  # at once: two processes, two hash seeds
    first, second = (_result(p) for p in procs)
    assert len(first) >= 400 // SHARDS and first.keys() == second.keys()
    differ = sorted(k for k in first if first[k] != second[k])
    assert not differ, differ[:10]
    assert all(code == 0 for code, _ in first.values()), [k for k, (c, _) in first.items() if c][:5]
