"""``judge test`` over several processes: the same report, sooner.

The scenario files (:func:`judge.suite.runner.discover`) are cut into batches of
:data:`BATCH`; each worker process runs a batch file by file, as one process would
(:func:`judge.suite.runner.run_file`), and sends back each result without what only the process
that ran it can use — the scenario read, and each outcome's states and trace, of which the report
uses only how many there were and which ended in an error (:class:`Ended`). The results are then
reported in the files' order: the report, and ``--json`` byte for byte, are what one process gives.

It is never wrong, only sometimes slower: a batch whose worker fails (its process killed, a
result that cannot be sent back) is run again in this process; a run of fewer than
:data:`SMALLEST` files, or a machine of one core, is run in this process alone.

The workers are forked on Linux (they then start with what this process has imported: the
engine, the card library); elsewhere they are started the platform's own way, afresh (forking is
unsafe on macOS). Each worker ignores Ctrl-C: the
process the user runs stops them (docs/performance.md, "The suite over several processes").
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any, Callable, Iterable, Optional

from judge.errors import JudgeError
from judge.suite.runner import PathLike, ScenarioResult, SuiteResult, discover, run_file

#: Files a worker runs for one request (small enough that the workers finish together, large
#: enough that handing out batches costs nothing beside running them).
BATCH = 32
#: Below this many files a run stays in one process (starting the workers would cost more).
SMALLEST = 2 * BATCH
#: Workers at most when the number is left to judge (``--jobs 0``).
MOST = 8
#: How the workers are started: forked on Linux (a worker starts with the engine imported);
#: elsewhere (None) the platform's own way, afresh — forking is unsafe on macOS, absent on Windows.
START_METHOD = "fork" if sys.platform.startswith("linux") else None


class Ended:
    """What the report needs of an outcome a worker found: whether it ended in an error."""

    __slots__ = ("error",)

    def __init__(self, error: Optional[bool]) -> None:
        self.error = error

    def __reduce__(self) -> tuple:
        return Ended, (self.error,)


def cores() -> int:
    """The processors this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # (not on every platform)
        return os.cpu_count() or 1


def workers_for(jobs: int, files: int) -> int:
    """How many processes run ``files`` scenario files when ``--jobs`` is ``jobs`` (0: one a
    core, at most :data:`MOST`): 1 for fewer than :data:`SMALLEST` files, never more than there
    are batches."""
    if jobs < 0:
        raise JudgeError(f"--jobs must be 0 (one a core) or a number of processes, not {jobs}")
    if jobs > 4 * cores():  # (each holds the engine and its scenarios' games: ~100 MB)
        raise JudgeError(f"--jobs {jobs} is more than 4 processes a core ({cores()} here): "
                         f"give at most {4 * cores()}, or 0 for one a core")
    wanted = min(cores(), MOST) if jobs == 0 else jobs
    if files < SMALLEST:
        return 1
    return max(1, min(wanted, -(-files // BATCH)))


def sendable(result: ScenarioResult) -> ScenarioResult:
    """``result`` as a worker sends it back (see the module's documentation)."""
    result.outcomes = [Ended(True if getattr(o, "error", None) is not None else None) for o in result.outcomes]
    result.scenario = None
    return result


def run_batch(files: list[str]) -> list[ScenarioResult]:
    """A worker's request: each file run, its result made sendable."""
    return [sendable(run_file(f)) for f in files]


def _quiet_worker(limits: Optional[list[str]]) -> None:
    """Each worker, as it starts: Ctrl-C is the parent's to handle; the ``--limit``s applied
    (a forked worker has them already; one started afresh has not)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if limits:
        from judge.dsl import limits as limit_table

        for setting in limits:
            limit_table.raise_limit(setting)


def _submit(pool: Any, batch: list[str]) -> Any:
    """The batch handed to a worker (its future), or None when the workers can take no more (one
    ended abruptly while the batches were being handed out)."""
    try:
        return pool.submit(run_batch, batch)
    except Exception:  # noqa: BLE001 - (BrokenProcessPool): run here, as a failed batch is
        return None


def run_all(paths: Iterable[PathLike], *, jobs: int = 0, limits: Optional[list[str]] = None,
            on_result: Optional[Callable[[int, int, ScenarioResult], None]] = None,
            unfreeze: bool = True) -> SuiteResult:
    """:func:`judge.suite.runner.run_all` over :func:`workers_for` processes (``limits``: the
    ``--limit`` settings this process has applied, for workers started afresh)."""
    from judge.suite import runner

    paths = list(paths)
    files = discover(paths)
    workers = workers_for(jobs, len(files))
    if workers == 1:
        return runner.run_all(paths, on_result=on_result, unfreeze=unfreeze)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    start = time.perf_counter()
    names = [str(f) for f in files]
    batches = [names[i:i + BATCH] for i in range(0, len(names), BATCH)]
    context = multiprocessing.get_context(START_METHOD)
    results: list[ScenarioResult] = []
    pool = ProcessPoolExecutor(workers, mp_context=context,
                               initializer=_quiet_worker, initargs=(limits,))
    try:
        futures = [_submit(pool, batch) for batch in batches]
        for batch, future in zip(batches, futures):
            try:
                if future is None:
                    raise RuntimeError("not handed out: the workers had failed")
                done = future.result()
            except Exception:  # noqa: BLE001 - the worker failed, not the scenarios: run them here
                done = [run_file(f) for f in batch]
            for result in done:
                results.append(result)
                if on_result is not None:
                    on_result(len(results), len(files), result)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return SuiteResult(results, time.perf_counter() - start)
