"""What a plain ``judge ask`` no longer loads (issue 43; docs/performance.md, "`judge ask`'s printing without
rich's `str.translate`, pkgutil and the Diagnostic class loaded when needed, eighty-fifth session"):

- :mod:`pkgutil` (its import makes its ``ModuleInfo`` NamedTuple: ~1.3M instructions on 3.13), which
  :class:`judge._speed.lazy_index.LazyIndex` needs only to walk a package whose index misses an entry
  (:meth:`~judge._speed.lazy_index.LazyIndex.load_all`), never in an ask whose entries the index names;
- :class:`judge.errors.Diagnostic` (a typed NamedTuple, ~1.3M instructions to make on 3.13), now
  :mod:`judge.diagnostics`, imported the first time ``judge.errors.Diagnostic`` is asked for: by an
  error that says one, never by a scenario read and played without one.

The probe is a whole ``judge ask`` process as the console script runs it, the second of two (the kept
scenario read, as the start-up is measured), with the modules loaded as it ends.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = "scenarios/examples/giant_growth_vs_bolt.mtg"

PROBE = """
import os, sys
end = os._exit
def report(code):
    sys.stdout.flush()
    loaded = sorted(sys.modules) + [f'judge.errors.{k}' for k in vars(sys.modules['judge.errors'])]
    os.write(2, ('\\n' + repr((code, loaded))).encode())
    end(code)
os._exit = report
sys.argv = ['judge', 'ask', sys.argv[1]]
from judge.__main__ import main
main()
"""


def _loaded(tmp_path: Path) -> tuple[int, set[str], str]:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    for _ in range(2):
        proc = subprocess.run([sys.executable, "-c", PROBE, EXAMPLE], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=300)
    code, loaded = eval(proc.stderr.strip().splitlines()[-1])  # (the probe's own repr of plain values)
    return code, set(loaded), proc.stdout


@pytest.fixture(scope="module")
def plain_ask(tmp_path_factory) -> tuple[int, set[str], str]:
    """The probe's ``judge ask`` (its two processes), made once for this file's two checks of what
    it loaded: the same run each asked for again before (~0.9 s of CPU a process, eighty-seventh
    session)."""
    return _loaded(tmp_path_factory.mktemp("plain-ask"))


def test_a_plain_ask_loads_no_pkgutil(plain_ask):
    code, loaded, out = plain_ask
    assert code == 0 and "Grizzly Bears @bears has 3 damage and toughness 5: not lethal damage" in out
    assert "judge._speed.lazy_index" in loaded  # (the handlers' index was read: entries found through it)
    assert "pkgutil" not in loaded


def test_a_plain_ask_makes_no_diagnostic_class(plain_ask):
    code, loaded, _ = plain_ask
    assert code == 0 and "judge.errors.JudgeError" in loaded
    assert "judge.diagnostics" not in loaded and "judge.errors.Diagnostic" not in loaded


def test_a_file_that_is_not_utf8_is_still_said_where(tmp_path):
    """The control (passes on the base too): the first error that says a diagnostic makes the class."""
    bad = tmp_path / "bad.mtg"
    bad.write_bytes(b"title: caf\xe9\n")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "judge", "ask", str(bad)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == f"error: {bad}:1:11: the file is not UTF-8 text\n"


def test_a_package_walked_for_a_missed_entry_still_imports_every_module(tmp_path):
    """The control (passes on the base too): an index that names nothing (a stale or missing file)
    walks the package with pkgutil, and every module of it is imported (the registry complete)."""
    probe = """
import sys
from pathlib import Path
from judge._speed.lazy_index import LazyIndex
index = LazyIndex(Path(sys.argv[1]) / 'missing.json', 'judge.engine.effects', 'python -m judge.build')
index.load('no such entry')  # (an entry the file names not: nothing imported for it)
index.load_all()
import pkgutil, judge.engine.effects as package
names = [info.name for info in pkgutil.walk_packages(package.__path__, 'judge.engine.effects.')]
print(len(names), all(name in sys.modules for name in names))
"""
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300, check=True)
    count, every = proc.stdout.split()
    assert int(count) > 5 and every == "True"
