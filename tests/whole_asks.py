"""A whole ``judge ask`` process, as the console script runs it, with the judge modules it loaded as it ended:
what the start-up tests read (issue 43: a run loads the rules and the words it needs, not the whole engine).
Shared by tests/engine/test_combat_rules_loaded_when_needed.py, tests/engine/test_seldom_rules_loaded_when_needed.py
and tests/cards/test_describe_loaded_when_needed.py (:func:`asked`, a first ask), and by
tests/engine/test_registries_loaded_when_needed.py, tests/engine/test_rare_rules_loaded_when_needed84.py and
test_seldom_rules_loaded_when_needed.py's example (:func:`asked_again`, a second ask, as the start-up is measured)."""

from __future__ import annotations

import ast
import dataclasses
import os
import subprocess
import sys
import tempfile
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


@dataclasses.dataclass(frozen=True)
class Ask:
    """What a ``judge ask`` reported as it ended: its exit code, the judge modules loaded, the functions they define
    (``module.name``), the reference classes with a function (``context.REFERS``), the number of condition tests
    registered (``context.CONDITIONS``), its standard output."""

    code: int
    loaded: frozenset[str]
    functions: frozenset[str]
    refers: frozenset[str]
    conditions: int
    stdout: str


#: A ``judge ask`` of the scenario named by its one argument, reporting an :class:`Ask`'s fields on stderr.
_ASK_REPORTED = """
import os, sys, types
end = os._exit
def report(code):
    sys.stdout.flush()
    from judge.engine import context
    loaded = sorted(m for m in sys.modules if m.startswith('judge.'))
    functions = sorted({f'{m}.{k}' for m in loaded for k, v in vars(sys.modules[m]).items()
                        if isinstance(v, types.FunctionType) and v.__module__ == m})
    refers = sorted(c.__name__ for c in context.REFERS)
    os.write(2, ('\\n' + repr((code, loaded, functions, refers, len(context.CONDITIONS)))).encode())
    end(code)
os._exit = report
sys.argv = ['judge', 'ask', sys.argv[1]]
from judge.__main__ import main
main()
"""

#: A ``judge ask`` of each scenario named by its arguments in turn, in one process, for what it keeps in the cache
#: directory (the kept scenario, the cards' readings): each ask ends at ``judge.cli._exit``'s ``os._exit``, which
#: here ends that ask only.
_FIRST_ASKS = """
import os, sys
class Ended(BaseException):
    pass
def ended(code):
    sys.stdout.flush()
    raise Ended(code)
os._exit = ended
from judge.__main__ import main
for scenario in sys.argv[1:]:
    sys.argv = ['judge', 'ask', scenario]
    try:
        main()
    except Ended:
        pass  # (its exit code is the second ask's to report)
"""

_ASKED_AGAIN: dict[str, Ask] = {}
_FIRST_ASKED: set[str] = set()
_CACHE: list[tempfile.TemporaryDirectory] = []


def asked_again(scenario: str, together: tuple[str, ...] = ()) -> Ask:
    """A whole ``judge ask`` of ``scenario`` as the start-up is measured: a second ask, in a fresh process, its
    scenario kept from a first (judge.dsl.kept) and its cards' readings too. Asked once a process, all such asks
    in one cache directory of their own (what a fresh process loads is the same each time; a kept entry is found
    by its own text, whatever else the directory holds). The first asks are made in one process for ``scenario``
    and the ``together`` not yet asked (a test file names its own: one process rather than one a scenario)."""
    found = _ASKED_AGAIN.get(scenario)
    if found is not None:
        return found
    if not _CACHE:
        _CACHE.append(tempfile.TemporaryDirectory(prefix="judge-asks-"))
    env = {**os.environ, "XDG_CACHE_HOME": _CACHE[0].name, "COLUMNS": "100", "NO_COLOR": "1"}
    first = [s for s in dict.fromkeys((scenario, *together)) if s not in _FIRST_ASKED]
    if first:
        out = subprocess.run([sys.executable, "-c", _FIRST_ASKS, *first], capture_output=True, text=True, env=env,
                             cwd=ROOT)
        assert out.returncode == 0, out.stderr
        _FIRST_ASKED.update(first)
    out = subprocess.run([sys.executable, "-c", _ASK_REPORTED, scenario], capture_output=True, text=True, env=env,
                         cwd=ROOT)
    code, loaded, functions, refers, conditions = ast.literal_eval(out.stderr.strip().splitlines()[-1])
    found = _ASKED_AGAIN[scenario] = Ask(code, frozenset(loaded), frozenset(functions), frozenset(refers), conditions,
                                         out.stdout)
    return found
