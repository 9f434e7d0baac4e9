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
    return [sys.executable, "-c", "from judge.cli import main; main()"]


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
