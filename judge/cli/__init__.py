"""The ``judge`` command line: a thin layer over the library, importing lazily.

Each command module registers its commands on :data:`app` when imported.
"""

from __future__ import annotations

import sys

from judge.cli.app import app
from judge.cli import rules_cmds, scenario_cmds, engine_cmds, card_cmds  # noqa: F401  (register)

__all__ = ["app", "main"]


def main() -> None:
    """Console-script entry point."""
    from judge.errors import JudgeError

    try:
        app()
    except JudgeError as err:  # raised outside a command body (should not happen)
        sys.stderr.write(f"error: {err.message}\n")
        sys.exit(err.exit_code)
