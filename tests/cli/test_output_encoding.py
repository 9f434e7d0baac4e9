"""Standard output in an encoding other than UTF-8 (PYTHONIOENCODING=ascii or latin-1, LC_ALL=C):
judge writes UTF-8 still (its JSON is UTF-8: docs/ask.md), exit 0 — not a UnicodeEncodeError
traceback (the console script, run as a process: CliRunner's streams are always UTF-8)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg"


@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "ascii"}, {"PYTHONIOENCODING": "latin-1"},
                                 {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}])
@pytest.mark.parametrize("args", [["history", "420.5c"], ["search", "lethal"], ["ask", str(EXAMPLE)]])
def test_a_narrow_encoding_never_ends_in_a_traceback(env, args, tmp_path):
    run = subprocess.run([sys.executable, "-m", "judge", *args], capture_output=True, cwd=tmp_path, timeout=120,
                         env={**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(tmp_path / "cache"),
                              **env}, stdin=subprocess.DEVNULL)
    assert run.returncode == 0, run.stderr.decode("utf-8", "replace")[-2000:]
    assert b"Traceback" not in run.stderr and b"UnicodeEncodeError" not in run.stderr
    if args[0] == "history":
        assert "200.1\u2013217.9c".encode("utf-8") in run.stdout
    if args[0] == "ask":
        assert "Giant Growth in response to Lightning Bolt".encode("utf-8") in run.stdout
