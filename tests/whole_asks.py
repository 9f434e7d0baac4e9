"""A whole ``judge ask`` process, as the console script runs it, with the judge modules it loaded as it ended:
what the start-up tests read (issue 43: a run loads the rules and the words it needs, not the whole engine).
Shared by tests/engine/test_combat_rules_loaded_when_needed.py and tests/cards/test_describe_loaded_when_needed.py."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def asked(tmp_path: Path, scenario: str) -> tuple[int, set[str], str]:
    """A whole ``judge ask`` of ``scenario`` (its exit code, the judge modules loaded as it ended,
    its standard output)."""
    probe = ("import os, sys\n"
             "end = os._exit\n"
             "def report(code):\n"
             "    sys.stdout.flush()\n"
             "    loaded = sorted(m for m in sys.modules if m.startswith('judge.'))\n"
             "    os.write(2, ('\\n' + repr((code, loaded))).encode())\n"
             "    end(code)\n"
             "os._exit = report\n"
             f"sys.argv = ['judge', 'ask', {scenario!r}]\n"
             "from judge.__main__ import main\n"
             "main()\n")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "COLUMNS": "100", "NO_COLOR": "1"}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=ROOT)
    code, loaded = ast.literal_eval(out.stderr.strip().splitlines()[-1])
    return code, set(loaded), out.stdout
