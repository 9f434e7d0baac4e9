"""The ``judge`` command's entry point (the console script, and ``python -m judge``).

It runs without the cyclic garbage collector, switched off here, before anything of judge is
imported, and only here: starting typer, parsing a scenario and building its game allocate
~100,000 long-lived objects, and the collections they trigger (full ones among them, each
walking every object) cost ~10-15 ms of a ``judge ask`` and free nothing of use — the process
ends when the command returns (:func:`judge.cli._exit`). A library import of judge, and the
tests, keep the collector. Commands that may run long over many files turn it back on
(:func:`judge.cli.app.many`).
"""

from __future__ import annotations

import gc


def main() -> None:
    gc.disable()
    from judge.cli import main as run

    run()


if __name__ == "__main__":
    main()
