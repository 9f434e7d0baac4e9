"""Same input, same bytes: `judge ask --json` of a sample of the bundled scenarios, and `judge
ask` of every other one of those, give identical output in a fresh process with a fixed hash seed
and in the test's own process (another hash seed, and every cache warm with what the tests before
it ran), so no set or dict order that depends on hashing, and nothing a process kept from one
command to the next, can leak into the output. Until the thirty-second session two fresh
processes were compared: the same check of hashing at twice the work (~37 s of CPU of each run's
~390 s, measured per item, the heaviest file of the suite), and blind to what a warm process keeps.

The sample is of a fixed size, spread evenly through the corpus (every folder is in it), and turns
with the Python's minor version (tests/sampling.py `spread`), so CI's three runs check three
disjoint samples. Its history: all ~1,950 scenarios once cost ~60 s of a ~165 s suite on two
cores; half of ~2,960 was 47 s of the suite's 330 s of work and CI took 576 s (twenty-fourth
session); a fixed third left CI at 538 s; a turning sixth of ~3,950 was ~80 s of the suite's
~600 s of work and CI took 974 s (twenty-seventh session); a turning ninth of ~4,460 was ~93 s
CPU of each run's ~540 s (measured per item, thirtieth session), the heaviest file of the
suite — a share grows with the corpus, a fixed sample doesn't. ``JUDGE_TEST_EVERY_SCENARIO=1``
checks every scenario (docs/reliability.md)."""

from __future__ import annotations

import contextlib
import functools
import inspect
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from judge.suite.runner import discover
from tests.sampling import spread

ROOT = Path(__file__).resolve().parents[1]

#: Shards of the sample, each a test of its own (pytest-xdist spreads them): one test of every
#: scenario took ~65 s once `judge ask` printed each outcome's Why (it plays each play again).
#: Four until the ninetieth session: each shard starts a fresh process, whose start and first
#: ask (imports, the first reading of its caches) are ~1.0 s of CPU against ~0.05 s a further
#: ask — a quarter of the file's CPU spent starting four processes where two check the same.
SHARDS = 2

#: The fewest scenarios of a top folder in the sample (so every shard has PER_FOLDER // SHARDS
#: of every folder): SHARDS was this least share until the shards were halved, and the sample
#: kept it.
PER_FOLDER = 4

#: The scenarios checked under one Python (each a `judge ask --json` in each of the two
#: processes, every other one a `judge ask` too; ~60 ms each), shared among the top folders of
#: scenarios/ by their size, with at least PER_FOLDER of each (so every shard has some of every
#: folder): ~125 in all. 180 until the thirty-fourth session (~15 s of CPU in the test's process
#: and as much in the fresh one, of each CI run's ~360 s); one even spread of 120 over all of
#: them in the thirty-fourth, which left a shard with only 4 folders once the audits' folder held
#: two thirds of the scenarios (the thirty-fifth's CI, under CPython 3.12).
SAMPLE = 100


def _outputs(paths):
    """Each command's exit code and the SHA-256 of its output, by the command's words: run in
    whichever process calls it (the fresh one below, or the test's own)."""
    import hashlib

    from click.testing import CliRunner
    from typer.main import get_command

    from judge.cli import app

    # the click command made of the typer app once, as a `judge` process makes it once (typer's
    # CliRunner made it again for each command: ~20% of the CPU of both processes, 60th-86th sessions)
    command = get_command(app)
    runner = CliRunner()
    out = {}
    for i, rel in enumerate(paths):
        # the JSON carries every outcome's trace, answers and Why; the text view of every other
        # scenario checked (one renderer for all: its order, wrapping and escapes are what this checks)
        for args in (["ask", "--json", rel],) + ((["ask", rel],) if i % 2 == 0 else ()):
            res = runner.invoke(command, args, env={"COLUMNS": "100", "NO_COLOR": "1"}, terminal_width=100)
            out[" ".join(args)] = [res.exit_code, hashlib.sha256(res.output.encode()).hexdigest()]
    return out


#: The fresh process's program: :func:`_outputs`'s own source (it imports what it needs), then its
#: call. Until the sixtieth session the process imported this module for it, and with it pytest,
#: the runner and the sampling helpers (~0.15 s of CPU of each shard's fresh process).
_SCRIPT = ("import json, sys\n" + inspect.getsource(_outputs)
           + "json.dump(_outputs(json.load(sys.stdin)), sys.stdout, sort_keys=True)\n")


@contextlib.contextmanager
def _cwd(path: Path):
    """The scenarios' paths are relative to the checkout, as a judge's would be to her folder."""
    before = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(before)


@functools.lru_cache(maxsize=1)
def _parts() -> tuple[tuple[str, ...], ...]:
    """Of each top folder of scenarios/, an even spread of its share of SAMPLE (at least PER_FOLDER
    of it): worked out once a process (the walk of the corpus was ~0.3 s of CPU, made by each
    shard in turn before the sixtieth session)."""
    folders: dict[str, list[Path]] = {}
    with _cwd(ROOT):
        for p in discover(["scenarios"]):
            folders.setdefault(p.as_posix().split("/")[1], []).append(p)
    total = sum(len(ps) for ps in folders.values())
    return tuple(tuple(p.as_posix() for p in spread(folders[name], max(PER_FOLDER, SAMPLE * len(folders[name]) // total)))
                 for name in sorted(folders))


def _shard(shard: int) -> list[str]:
    """The shard's part of the sample: of each top folder's part (:func:`_parts`), every
    SHARDS-th from the shard's offset."""
    return [p for part in _parts() for p in part[shard::SHARDS]]


def _start(seed: str, paths: list[str]) -> subprocess.Popen:
    env = dict(os.environ, PYTHONHASHSEED=seed, COLUMNS="100")
    proc = subprocess.Popen([sys.executable, "-c", _SCRIPT], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return proc


def _result(proc: subprocess.Popen, paths: list[str]) -> dict:
    out, err = proc.communicate(json.dumps(paths), timeout=600)
    assert proc.returncode == 0, err[-3000:]
    return json.loads(out)


@pytest.mark.parametrize("shard", range(SHARDS))
def test_every_bundled_scenario_gives_the_same_bytes_in_two_processes(shard):
    paths = _shard(shard)
    assert len(paths) >= SAMPLE // SHARDS and len({p.split("/")[1] for p in paths}) >= 10  # folders
    proc = _start("1", paths)  # a fresh process with a fixed hash seed, working beside this one
    here = os.environ.get("PYTHONHASHSEED")
    assert here != "1"  # (unset or random in a test process: another seed than the fresh one's)
    with _cwd(ROOT):
        first = json.loads(json.dumps(_outputs(paths)))  # (as the fresh process's come back: lists)
    second = _result(proc, paths)
    assert len(first) == len(paths) + (len(paths) + 1) // 2 and first.keys() == second.keys()
    differ = sorted(k for k in first if first[k] != second[k])
    assert not differ, differ[:10]
    assert all(code == 0 for code, _ in first.values()), [k for k, (c, _) in first.items() if c][:5]
