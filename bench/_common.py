"""What the benchmark scripts share: the machine's description, the ``judge`` executable,
and timing one whole process. (Imported as ``_common``: the scripts run as
``python bench/NAME.py``, so this folder is on ``sys.path``.)"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Optional


def machine() -> dict[str, str]:
    """nproc, the CPU model from /proc/cpuinfo, the Python version and the platform."""
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "nproc": str(os.cpu_count()),
        "cpu": model,
        "python": platform.python_version(),
        "platform": platform.platform(terse=True),
    }


def judge_executable() -> list[str]:
    """The ``judge`` console script next to this Python, else a ``python -c`` fallback."""
    script = Path(sys.executable).with_name("judge")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "judge"]


def median_simulation(scenario, runs: int, bound=None) -> tuple[float, int]:
    """The median time (s) of ``runs`` in-process simulations of ``scenario`` (the engine
    already imported), and how many outcomes they found."""
    import statistics

    from judge.engine import simulate

    times, found = [], 0
    for _ in range(runs):
        start = time.perf_counter()
        found = len(simulate(scenario, max_outcomes=bound))
        times.append(time.perf_counter() - start)
    return statistics.median(times), found


def run_once(argv: list[str], env: dict[str, str], cwd: Optional[Path] = None) -> float:
    """Wall time of one whole process, in seconds; a failing command stops the benchmark."""
    start = time.perf_counter()
    proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=cwd, env=env)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.decode()[-1500:]}")
    return elapsed


#: The ways a suite pass finds the scenario files (see :func:`suite_pass_seconds`).
SUITE_MODES = ("kept", "first", "parsed")


def suite_pass_seconds(root: Path, repeat: int, mode: str, base: Optional[str] = None) -> tuple[float, dict]:
    """The best of ``repeat`` passes of the suite runner over ``root/scenarios`` after a warm-up
    pass, in seconds, and the last pass's summary. ``mode``:

    - ``kept``: the files as the warm-up pass kept them (``judge test`` from its second run on);
    - ``first``: each pass with an empty private cache directory of its own, as a first
      ``judge test`` finds it: every file parsed, checked and kept (pickled and written), and
      the text of every card a scenario defines read and kept;
    - ``parsed``: every file parsed and checked, no scenario kept (``JUDGE_NO_SCENARIO_CACHE=1``).

    ``base``: where a first run's cache directories are made (the system's temporary directory
    when None; ``/dev/shm`` puts them in memory, which leaves the disk's share out).

    In every mode the card texts read in this process are forgotten before each pass (a new
    process has none: it reads them back from the cache directory, or reads them anew); the
    parser's driver, its compiled paths and the card library stay warm from the warm-up pass."""
    import shutil
    import tempfile

    from judge._speed import cache_store
    from judge.cards import catalog as catalog_module
    from judge.cards import text_cache
    from judge.dsl import kept
    from judge.suite.runner import run_all

    if mode not in SUITE_MODES:
        raise ValueError(mode)
    before = os.environ.get("JUDGE_NO_SCENARIO_CACHE")
    private_dir = cache_store.private_dir
    made: list[str] = []

    def fresh() -> None:
        # each pass as a new process finds things: the card texts read in this one forgotten
        # (read back from the cache directory, or read anew in a first run)
        catalog_module.catalog().forget()  # the process's memory of definitions and abilities
        kept._store.cache_clear()
        text_cache._store.cache_clear()
        if mode == "first":
            made.append(tempfile.mkdtemp(prefix="judge-bench-", dir=base))
            cache_store.private_dir = lambda: made[-1]  # type: ignore[assignment]

    if mode == "parsed":
        os.environ["JUDGE_NO_SCENARIO_CACHE"] = "1"
    try:
        fresh()
        run_all([root / "scenarios"])  # warm-up pass
        best, summary = float("inf"), {}
        for _ in range(repeat):
            fresh()
            start = time.perf_counter()
            suite = run_all([root / "scenarios"])
            best = min(best, time.perf_counter() - start)
            summary = suite.summary()
    finally:
        if before is None:
            os.environ.pop("JUDGE_NO_SCENARIO_CACHE", None)
        else:
            os.environ["JUDGE_NO_SCENARIO_CACHE"] = before
        cache_store.private_dir = private_dir  # type: ignore[assignment]
        kept._store.cache_clear()
        text_cache._store.cache_clear()
        for folder in made:
            shutil.rmtree(folder, ignore_errors=True)
    return best, summary
