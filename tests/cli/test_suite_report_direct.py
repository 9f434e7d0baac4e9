"""``judge test`` into a pipe or a file, as a whole process: its report is made without rich's
layout — the whole table (no ``COLUMNS``) by :class:`judge.render.trace_view.SuiteTable`, which
leaves ``rich.table`` unimported, and a line a scenario (``COLUMNS`` set) written directly — and
is what rich lays out (docs/performance.md, "Whole processes, seventy-second session")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Runs ``judge test`` as the console script does, then says which of rich's layout modules the
#: process imported and how often rich laid out a renderable (on stderr: the report is on stdout).
PROBE = """
import os, sys
from rich.console import Console
laid_out = [0]
render = Console.render
def counting(self, *a, **k):
    laid_out[0] += 1
    return render(self, *a, **k)
Console.render = counting
exit_ = os._exit
def ending(code):
    sys.stdout.flush()
    sys.stderr.write(f"rich.table {'rich.table' in sys.modules} laid out {laid_out[0]}\\n")
    sys.stderr.flush()
    exit_(code)
os._exit = ending
sys.argv = ["judge", "test", "scenarios/examples", "--jobs", "1"]
from judge.__main__ import main
main()
"""


def _run(columns):
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    env.update(NO_COLOR="1")
    if columns:
        env["COLUMNS"] = columns
    return subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True)


def test_the_whole_table_into_a_file_is_made_without_rich_table():
    out = _run(None)
    assert out.returncode == 0, out.stderr
    assert out.stderr.splitlines()[-1] == "rich.table False laid out 0"
    assert out.stdout.splitlines()[0].startswith("File ") and "┃ Title" in out.stdout.splitlines()[0]
    assert "╇" in out.stdout.splitlines()[1]


def test_a_line_a_scenario_into_a_file_is_written_without_rich_s_layout():
    out = _run("100")
    assert out.returncode == 0, out.stderr
    assert out.stderr.splitlines()[-1] == "rich.table False laid out 0"
    assert out.stdout.splitlines()[1].startswith("pass  ")
