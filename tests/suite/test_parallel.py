"""`judge test` over several processes (judge.suite.parallel): the same report as one process,
a failed worker's batch run again here, and the number of workers as documented.

The runs over several processes are made in a fresh interpreter (a subprocess): forking the
test process itself (pytest-xdist's worker has threads of its own) is not what a user's
``judge test`` does."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from judge.errors import JudgeError
from judge.suite import parallel
from judge.suite.runner import run_file

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "scenarios" / "rules"


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    """More files than one process runs alone: 70 passing scenarios, one that fails and one that
    can't be read, spread over the batches."""
    out = tmp_path_factory.mktemp("suite")
    for f in sorted(RULES.glob("*.mtg"))[:70]:
        shutil.copy(f, out / f.name)
    (out / "500-fails.mtg").write_text(
        'player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Grizzly Bears\n'
        'expect Alice life 19\n', encoding="utf-8")
    (out / "900-unreadable.mtg").write_text("player Alice\nthis is not a line of the language\n", encoding="utf-8")
    return out


def _judge(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(cwd / "cache")}
    return subprocess.run([sys.executable, "-m", "judge", *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=300)


@pytest.fixture(scope="module")
def one_process(folder: Path) -> subprocess.CompletedProcess:
    """``judge test --json --jobs 1`` of the folder: the one-process report the runs over several
    processes are compared with, run once for this file's three comparisons."""
    return _judge("test", "--json", "--jobs", "1", str(folder), cwd=folder.parent)


def test_the_report_over_two_processes_is_one_process_s(folder: Path, one_process) -> None:
    one = one_process
    two = _judge("test", "--json", "--jobs", "2", str(folder), cwd=folder.parent)
    assert one.returncode == two.returncode == 1, (one.stderr, two.stderr)
    assert one.stdout == two.stdout  # byte for byte (--json has no timings)
    report = json.loads(two.stdout)
    assert report["summary"] == {"total": 72, "passed": 70, "failed": 1, "errors": 1}
    assert [s["path"] for s in report["scenarios"]] == sorted(s["path"] for s in report["scenarios"])
    # the plain report too, but for the timings
    plain = _judge("test", "--jobs", "2", str(folder), cwd=folder.parent)
    assert plain.returncode == 1 and "Traceback" not in plain.stderr
    assert "70 passed, 1 failed, 1 errors" in plain.stdout


_FAILING_WORKER = """
import json, os, sys
from judge.suite import parallel
def boom(files):
    {body}
parallel.run_batch = boom
suite = parallel.run_all([sys.argv[1]], jobs=2)
print(json.dumps(suite.to_json(), sort_keys=True))
"""


@pytest.mark.parametrize("body", ["raise RuntimeError('a worker failed')", "os._exit(3)"],
                         ids=["raises", "killed"])
def test_a_failed_worker_s_batch_is_run_here(folder: Path, body: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(folder.parent / "cache")}
    run = subprocess.run([sys.executable, "-c", _FAILING_WORKER.format(body=body), str(folder)], cwd=folder.parent,
                         env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    report = json.loads(run.stdout)
    assert report["summary"] == {"total": 72, "passed": 70, "failed": 1, "errors": 1}


_STARTED = """
import json, sys
from judge.suite import parallel
parallel.START_METHOD = sys.argv[2]  # spawn: as on macOS and Windows, each worker imports judge itself
here = []  # the files run in this process (a failed worker's batch), not by a worker
run_here = parallel.run_file
parallel.run_file = lambda f: (here.append(f), run_here(f))[1]
suite = parallel.run_all([sys.argv[1]], jobs=2, limits=["copies=2000"])
print(json.dumps({"report": suite.to_json(), "here": len(here)}, sort_keys=True))
"""


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_workers_run_the_files_and_report_as_one_process(folder: Path, one_process, method: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(folder.parent / "cache")}
    run = subprocess.run([sys.executable, "-c", _STARTED, str(folder), method], cwd=folder.parent, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    got = json.loads(run.stdout)
    assert got["here"] == 0  # every batch run by a worker (the --limit applied in each, when started afresh)
    assert got["report"] == json.loads(one_process.stdout)


def test_the_number_of_workers(monkeypatch) -> None:
    monkeypatch.setattr(parallel, "cores", lambda: 4)
    assert parallel.workers_for(0, parallel.SMALLEST - 1) == 1  # a small run stays in one process
    assert parallel.workers_for(0, 10_000) == 4  # one a core
    assert parallel.workers_for(3, 10_000) == 3
    assert parallel.workers_for(8, parallel.SMALLEST) == 2  # never more than there are batches
    monkeypatch.setattr(parallel, "cores", lambda: 64)
    assert parallel.workers_for(0, 10_000) == parallel.MOST
    with pytest.raises(JudgeError, match="--jobs must be 0"):
        parallel.workers_for(-1, 10_000)
    monkeypatch.setattr(parallel, "cores", lambda: 2)
    with pytest.raises(JudgeError, match="at most 8"):
        parallel.workers_for(9, 10_000)


def test_a_result_sent_back_reports_as_before() -> None:
    # (the first: an outcome that ends in an error, which the report numbers)
    files = [ROOT / "scenarios" / "engine" / "102-3-a-line-after-the-game-ended-ends-that-outcome-alone.mtg",
             *sorted(RULES.glob("*.mtg"))[:20]]
    for f in files:
        result = run_file(f)
        before = result.to_json()
        assert parallel.sendable(result).to_json() == before
        assert result.scenario is None and all(type(o) is parallel.Ended for o in result.outcomes)
    assert before["outcome_errors"] == [] and run_file(files[0]).to_json()["outcome_errors"]
