"""The typer application shared by every command module.

Command modules register themselves with :func:`command`. They import their
implementation lazily, inside the command body, so that ``judge --help`` and
each command start fast (start-up time is measured in ``bench/``).
"""

from __future__ import annotations

import functools
import json
import re
import sys
from typing import Any, Callable, Optional

import click
import typer
import typer.core

from judge import __version__
from judge.errors import JudgeError

class _WholeNumber(click.ParamType):
    """A whole number as a user writes one: the digits 0 to 9 (a sign allowed), at most 18 of
    them. click's INT takes what ``int()`` takes — Arabic-Indic digits silently, and says a
    5,000-digit number "is not a valid integer", quoting all of it."""

    name = "integer"

    def convert(self, value: Any, param: Any, ctx: Any) -> Any:
        if isinstance(value, int):
            return value
        text = str(value).strip()
        shown = repr(text if len(text) <= 40 else text[:37] + "...")
        digits = text.lstrip("+-")
        if not (_DIGITS.fullmatch(digits) and len(text) - len(digits) <= 1):
            self.fail(f"{shown} is not a whole number written with the digits 0 to 9", param, ctx)
        if len(digits) > 18:
            self.fail(f"{shown} has {len(digits):,} digits; a number here has at most 18", param, ctx)
        return int(text)


_DIGITS = re.compile("[0-9]+")
WHOLE_NUMBER = _WholeNumber()


class CommandGroup(typer.core.TyperGroup):
    """The commands' group: click's own errors (an unknown option, an extra argument) show the
    arguments the user gave with their control characters made visible, as every message of
    judge does (click quotes some with repr, not all: "Got unexpected extra argument (…)"); and
    every whole-number option of its commands reads the digits 0 to 9 only (:data:`WHOLE_NUMBER`)."""

    def get_command(self, ctx: Any, name: str) -> Any:
        command = super().get_command(ctx, name)
        for param in getattr(command, "params", ()):
            if param.type is click.INT:
                param.type = WHOLE_NUMBER
        return command

    def make_context(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().make_context(*args, **kwargs)
        except click.ClickException as err:
            _shown(err)
            raise

    def invoke(self, ctx: Any) -> Any:  # (a command's own arguments are parsed in here)
        try:
            return super().invoke(ctx)
        except click.ClickException as err:
            _shown(err)
            raise


def _shown(err: click.ClickException) -> None:
    from judge.visible import visible

    err.message = visible(err.message)


app = typer.Typer(
    name="judge",
    cls=CommandGroup,
    help=(
        "A rules judge for Magic: The Gathering under the Classic-era Comprehensive Rules "
        "(Sixth Edition, c. 2000). Look up rules, check and simulate scenarios, run the "
        "regression suite.\n\nExample: judge rule 420.5c"
    ),
    # `judge --install-completion` / `--show-completion`: shell completion of commands,
    # options, card names (judge card) and scenario files
    add_completion=True,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"judge {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: Optional[bool] = typer.Option(
        None, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """Classic-era Magic rules judge."""


def reporting(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` reporting a :class:`JudgeError` as one paragraph on stderr, exit 2."""

    @functools.wraps(fn)
    def wrapper(*a: Any, **k: Any) -> Any:
        try:
            return fn(*a, **k)
        except JudgeError as err:
            from judge.visible import visible

            typer.echo(f"error: {visible(err.message)}", err=True)
            raise typer.Exit(err.exit_code) from None

    return wrapper


def command(*args: Any, group: Optional[typer.Typer] = None, **kwargs: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``app.command`` (or ``group.command``) whose :class:`JudgeError` is reported as one
    paragraph on stderr, exit 2."""

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        return (group or app).command(*args, **kwargs)(reporting(fn))

    return decorate


def scenario_files(incomplete: str) -> list[str]:
    """Shell completion of a scenario path: directories and ``.mtg`` files starting with
    what is typed."""
    import glob
    import os

    out = []
    for p in sorted(glob.glob(glob.escape(incomplete) + "*")):
        if os.path.isdir(p):
            out.append(p + os.sep)
        elif p.endswith(".mtg"):
            out.append(p)
    return out


LIMIT_HELP = "Raise a limit of the language for this run: copies, objects, x or counters, as NAME=N (repeatable)."


def apply_limits(settings: Optional[list[str]]) -> None:
    """``--limit NAME=N`` options: raise those limits for this process (judge.dsl.limits)."""
    if not settings:
        return
    from judge.dsl import limits

    for s in settings:
        try:
            limits.raise_limit(s)
        except ValueError as err:
            raise JudgeError(str(err)) from None


def many() -> None:
    """Called by a command about to work through many files (``judge test``, ``judge check``
    of several files): turns the garbage collector back on, which the console script starts
    without (see judge/cli/__init__.py). The objects alive by then are frozen out of its
    collections (``gc.freeze``): they live to the end of the process anyway."""
    import gc

    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def print_json(data: Any) -> None:
    """Print ``data`` as the only thing on stdout: deterministic, UTF-8, two-space indent, the
    characters a terminal would obey escaped (:func:`judge.visible.json_safe`)."""
    from judge.visible import json_safe

    sys.stdout.write(json_safe(json.dumps(data, indent=2, ensure_ascii=False, sort_keys=False)) + "\n")


#: The width of output that goes to a pipe or a file: wide enough that nothing is wrapped
#: (a rule number or a card name is never split), as a judge pastes it.
PIPE_WIDTH = 1000


def console() -> Any:
    """A rich Console for terminal output (imported lazily: rich is not needed for ``--json``):
    as wide as the terminal on a terminal, and not wrapped (PIPE_WIDTH) into a pipe or a
    file, unless ``COLUMNS`` says otherwise. It reads no markup in what it prints and shows
    the control characters of the text as escapes (:class:`judge.render.terminal.Terminal`)."""
    import os

    from judge.render.terminal import Terminal

    con = Terminal(highlight=False, soft_wrap=False)
    if not con.is_terminal and not os.environ.get("COLUMNS"):
        con = Terminal(highlight=False, soft_wrap=False, width=PIPE_WIDTH)
    return con
