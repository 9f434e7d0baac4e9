"""The progress bar of a long ``judge test`` in a terminal.

Only a terminal gets one (``Console.is_terminal``): piped or with ``--json`` the output is
byte for byte what it is without it. It appears once the run has lasted
:data:`PROGRESS_DELAY` seconds (a short run never flickers one) and is transient: rich
erases it when the run ends, before the report is printed.
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Optional

#: Seconds a run lasts before its progress bar is shown.
PROGRESS_DELAY = 0.5

Tick = Callable[[int, int, Any], None]


@contextmanager
def suite_progress(con: Optional[Any], delay: Optional[float] = None) -> Iterator[Optional[Tick]]:
    """A callback ``tick(done, total, result)`` for :func:`judge.suite.runner.run_all` that
    draws a progress bar on ``con``; None (no callback) when ``con`` is None or not a
    terminal. ``delay`` defaults to :data:`PROGRESS_DELAY`."""
    delay = PROGRESS_DELAY if delay is None else delay
    if con is None or not con.is_terminal:
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    start = time.perf_counter()
    bar: list[Any] = []  # [Progress, task id] once shown

    def tick(done: int, total: int, result: Any) -> None:
        if not bar:
            if time.perf_counter() - start < delay:
                return
            progress = Progress(TextColumn("scenarios"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.description}"),
                                TimeElapsedColumn(), console=con, transient=True)
            progress.start()
            bar.extend((progress, progress.add_task("", total=total)))
        progress, task = bar
        progress.update(task, completed=done, description=getattr(result, "path", ""))

    try:
        yield tick
    finally:
        if bar:
            bar[0].stop()
