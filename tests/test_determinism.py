"""Same input, same bytes: `judge ask` and `judge ask --json` of every bundled scenario give
identical output in two separate processes (different hash seeds, so no set or dict order
that depends on hashing can leak into the output)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_SCRIPT = r"""
import hashlib, json, os, sys
from typer.testing import CliRunner
from judge.cli import app
from judge.suite.runner import discover
runner = CliRunner()
out = {}
for path in discover(["scenarios"]):
    rel = path.as_posix()
    for args in (["ask", rel], ["ask", "--json", rel]):
        res = runner.invoke(app, args, env={"COLUMNS": "100", "NO_COLOR": "1"}, terminal_width=100)
        out[" ".join(args)] = [res.exit_code, hashlib.sha256(res.output.encode()).hexdigest()]
json.dump(out, sys.stdout, sort_keys=True)
"""


def _start(seed: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONHASHSEED=seed, COLUMNS="100")
    return subprocess.Popen([sys.executable, "-c", _SCRIPT], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _result(proc: subprocess.Popen) -> dict:
    out, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err[-3000:]
    return json.loads(out)


def test_every_bundled_scenario_gives_the_same_bytes_in_two_processes():
    procs = [_start("1"), _start("2")]  # at once: two processes, two hash seeds
    first, second = (_result(p) for p in procs)
    assert len(first) >= 700 and first.keys() == second.keys()
    differ = sorted(k for k in first if first[k] != second[k])
    assert not differ, differ[:10]
    assert all(code == 0 for code, _ in first.values()), [k for k, (c, _) in first.items() if c][:5]
