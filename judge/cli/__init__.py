"""The ``judge`` command line: a thin layer over the library, importing lazily.

Each command module (:data:`MODULES`) registers its commands on :data:`judge.cli.app.app` when
imported. ``from judge.cli import app`` gives that app with every command registered; the
console script (:func:`main`) imports the command modules, in order, only until one has
registered the command it runs (:func:`register`: ``judge ask`` imports neither the cards'
nor the drill's, ~2 ms of its start-up) — or, for the commands of :data:`WHERE`, their own
module alone.
"""

from __future__ import annotations

import os
import sys
from typing import Any, Optional

from judge.cli.app import only, registers

# Importing the submodule judge.cli.app bound it here as ``app``: this package's ``app`` is the Typer
# app with every command registered (``__getattr__``, below), as ``from judge.cli import app`` has it.
del globals()["app"]

__all__ = ["app", "main"]

#: The modules of the commands, in the order their commands are registered (and listed by
#: ``judge --help``).
MODULES = ("rules_cmds", "scenario_cmds", "engine_cmds", "card_cmds", "drill_cmds")

#: The module of :data:`MODULES` registering each command a process is most often run for:
#: imported first, alone (``judge ask`` no longer imports ``rules_cmds`` and ``scenario_cmds``,
#: ~0.6 ms; docs/performance.md). A name missing here, or a module that turns out not to register
#: it, takes the modules in order as before; ``tests/cli/test_one_command.py`` holds it true.
WHERE = {"ask": "engine_cmds", "test": "engine_cmds", "check": "scenario_cmds"}


def register(name: Optional[str] = None) -> Any:
    """The Typer app with the commands of :data:`MODULES` registered, their modules imported in
    order: all of them, or, given a command's name, only until one has registered a command (or
    a group of commands) of that name (all of them when none has) — for a command of
    :data:`WHERE`, its own module alone."""
    from judge.cli.app import app

    if name in WHERE:
        __import__(f"{__name__}.{WHERE[name]}")
        if registers(name):
            return app
    for module in MODULES:
        __import__(f"{__name__}.{module}")  # (as an import statement does: -X importtime sees it)
        if name is not None and registers(name):
            break
    return app


def __getattr__(name: str) -> Any:
    if name == "app":  # ``from judge.cli import app``: every command registered
        globals()["app"] = app = register()
        return app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main() -> None:
    """Run the command line (the console script and ``python -m judge`` come here through
    :mod:`judge.__main__`, which has switched the garbage collector off first)."""
    from judge.errors import JudgeError

    _never_unencodable()
    if len(sys.argv) > 1 and not sys.argv[1].startswith("-") and "_JUDGE_COMPLETE" not in os.environ:
        app = register(sys.argv[1])
        only(sys.argv[1])  # the one command this process runs (start-up: judge.cli.app.only)
    else:  # judge --help, --version, no command, shell completion: every command
        app = register()
    try:
        app(prog_name="judge")
    except JudgeError as err:  # raised outside a command body (should not happen)
        from judge.visible import visible

        sys.stderr.write(f"error: {visible(err.message)}\n")
        _exit(err.exit_code)
    except SystemExit as exc:  # click ends every run (success too) with sys.exit
        _exit(exc.code)


def _never_unencodable() -> None:
    """Standard output and error in an encoding other than UTF-8 (``LC_ALL=C``,
    ``PYTHONIOENCODING=ascii``, a latin-1 terminal) made UTF-8, as judge's output is (docs/ask.md:
    "JSON … UTF-8"): the rules' dashes, an ellipsis, a card's accented name are written, not the end
    of the command in a UnicodeEncodeError traceback."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if encoding not in ("utf8", "utf8sig") and hasattr(stream, "reconfigure"):
            try:
                stream.reconfigure(encoding="utf-8")
            except (ValueError, OSError, LookupError):  # (a stream that can't be reconfigured: left as it is)
                pass


def _exit(code: object) -> None:
    """End the console-script process with exit status ``code`` (as ``sys.exit`` reads it).

    Why ``os._exit``: a ``judge ask`` has ~100,000 objects alive at the end (typer, click,
    rich, the AST, the engine); the interpreter's ordinary shutdown tears every module down
    and frees them one by one, 30-40 ms here, a quarter of the command's own time and
    useful to no one — the process is about to end. So, once the command has returned,
    stdout and stderr are flushed (everything the command wrote is then out) and the
    process ends at once with the same exit status (0, 1 or 2; a non-integer code is
    printed to stderr and gives 1, as ``sys.exit`` does). Never done when the flush fails
    (a closed pipe: the ordinary shutdown reports it as before), nor under pytest (the
    tests call :data:`app` through CliRunner, which never reaches here anyway), nor in
    library code: only this entry point, whose process ends right after it, does it.
    """
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:
        status = 1
    if "pytest" in sys.modules:
        sys.exit(code)
    try:
        if not isinstance(code, (int, type(None))):
            sys.stderr.write(f"{code}\n")
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:  # noqa: BLE001 - e.g. BrokenPipeError: leave it to the ordinary exit
        sys.exit(code)
    import os

    os._exit(status & 0xFF if status >= 0 else status % 256)
