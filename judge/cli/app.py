"""The typer application shared by every command module.

Command modules register themselves with :func:`command`. They import their
implementation lazily, inside the command body, so that ``judge --help`` and
each command start fast (start-up time is measured in ``bench/``).
"""

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
        if not (re.fullmatch("[0-9]+", digits) and len(text) - len(digits) <= 1):
            self.fail(f"{shown} is not a whole number written with the digits 0 to 9", param, ctx)
        if len(digits) > 18:
            self.fail(f"{shown} has {len(digits):,} digits; a number here has at most 18", param, ctx)
        return int(text)


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

    def make_context(self, info_name: Optional[str], args: list[str], parent: Any = None, **extra: Any) -> Any:
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except click.UsageError as err:
            if parent is None:  # `judge --bogus`: no group above says it (a sub-group's is said by its parent's invoke,
                _usage_error(err)  # after a --json of its own has made it the error document)
            _shown(err)
            raise
        except click.ClickException as err:
            _shown(err)
            raise

    def invoke(self, ctx: Any) -> Any:  # (a command's own arguments are parsed in here)
        try:
            return super().invoke(ctx)
        except click.UsageError as err:
            _usage_error(err)
        except click.ClickException as err:
            _shown(err)
            raise


def _shown(err: click.ClickException) -> None:
    from judge.visible import visible

    err.message = visible(err.message)


#: click (8.2+) shows a group's help for no arguments by raising this usage error; older click, by printing it
_HELP_SHOWN: Any = getattr(click.exceptions, "NoArgsIsHelpError", ())


def _usage_error(err: click.UsageError) -> None:
    """A mistake of the command line (a value not a whole number, an unknown option, an argument missing) in
    judge's form, as every bad input is: one ``error:`` paragraph on stderr naming the command's help, exit 2 —
    not click's usage lines and "Error: Invalid value …" (with ``--json``, the command's own make_context has
    made it the error document already)."""
    from judge.visible import visible

    if isinstance(err, _HELP_SHOWN):  # `judge` alone: its help, as click shows it (no_args_is_help)
        _shown(err)
        raise err
    message = visible(err.format_message())
    where = err.ctx.command_path if err.ctx is not None else "judge"
    sys.stderr.write(f"error: {message[:1].lower() + message[1:].rstrip('.')} (see {where} --help)\n")
    raise click.exceptions.Exit(err.exit_code)


_SETTINGS: dict[str, Any] = dict(
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
    # -h as well as --help, for judge and every command (a child context inherits it)
    context_settings={"help_option_names": ["-h", "--help"]},
)
try:  # click (8.4+) suggests a misspelt command itself: typer's own (0.20+) said it a second time
    app = typer.Typer(**_SETTINGS, suggest_commands=not hasattr(click.exceptions, "NoSuchCommand"))
except TypeError:  # typer before 0.20 suggests nothing of its own
    app = typer.Typer(**_SETTINGS)


def only(name: str) -> None:
    """Keep only the command (or group of commands) ``name`` in :data:`app`, when it has one of
    that name; else leave every command. For a process that runs one command: typer turns every
    registered command into click's (their signatures read, their options made) each time the
    app runs — ~5 ms of every command for the ~20 it doesn't run (docs/performance.md, "Engine
    and suite"). What that command parses, prints and refuses is the same; ``judge --help``, a
    misspelt command and shell completion keep every command (:func:`judge.cli.main` calls this
    only for a command name it is given)."""
    commands, groups = _named(name)
    if commands or groups:
        app.registered_commands[:] = commands
        app.registered_groups[:] = groups


def registers(name: str) -> bool:
    """Whether :data:`app` has a command (or a group of commands) named ``name`` registered."""
    commands, groups = _named(name)
    return bool(commands or groups)


def _named(name: str) -> tuple[list, list]:
    return ([c for c in app.registered_commands if c.name == name],
            [g for g in app.registered_groups if g.name == name])


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
    """``fn`` reporting a :class:`JudgeError` as one paragraph on stderr, exit 2 — or, when
    the command was given ``--json``, as the error document on stdout (:func:`error_json`)."""

    @functools.wraps(fn)
    def wrapper(*a: Any, **k: Any) -> Any:
        try:
            return fn(*a, **k)
        except JudgeError as err:
            if k.get("as_json"):
                print_json(error_json(err.message, err.exit_code, getattr(err, "diagnostics", None)))
            else:
                from judge.visible import visible

                typer.echo(f"error: {visible(err.message)}", err=True)
            raise typer.Exit(err.exit_code) from None

    return wrapper


#: ``path:line:col: message`` at the start of an error's text (an error met while simulating);
#: compiled when first matched (an error's JSON), not as every command starts.
_LOCATED = r"^(?P<path>[^\n]+?):(?P<line>\d+):(?P<column>\d+): (?P<message>[^\n]*)"


def error_json(message: str, exit_code: int, diagnostics: Optional[list] = None) -> dict[str, Any]:
    """The document every ``--json`` command prints on stdout when it fails (docs/schemas/
    error.schema.json): the message as the command says it, the exit status, and each
    diagnostic (``path``, ``line``, ``column``, ``message``, ``hint``) — a file's every one, or
    the one an error met while simulating names at its start."""
    if diagnostics is not None:
        found = [d.to_json() for d in diagnostics]
    else:
        m = re.match(_LOCATED, message)
        found = [{"path": m["path"], "line": int(m["line"]), "column": int(m["column"]), "message": m["message"],
                  "hint": ""}] if m else []
    return {"error": {"message": message, "exit_code": exit_code, "diagnostics": found}}


def _json_usage_error(args: Any, err: click.UsageError) -> None:
    """A mistake of the command line itself (an unknown option, a value not a number, an
    argument missing) given ``--json``: the error document on stdout, not click's usage text."""
    if "--json" not in list(args or ()):
        return
    print_json(error_json(err.format_message(), err.exit_code))
    raise click.exceptions.Exit(err.exit_code)


class _JsonUsage:
    """Command-line mistakes as the error document when the command line has ``--json``
    (a mix-in of click's ``make_context``, where they are found)."""

    def make_context(self, info_name: Optional[str], args: list[str], parent: Any = None, **extra: Any) -> Any:
        try:
            return super().make_context(info_name, list(args), parent=parent, **extra)  # type: ignore[misc]
        except click.UsageError as err:
            _json_usage_error(args, err)
            raise


class JsonCommand(_JsonUsage, typer.core.TyperCommand):
    """A command whose command-line mistakes are JSON too when it is given ``--json``."""


class JsonGroup(_JsonUsage, CommandGroup):
    """A group (``judge drill``) whose own command-line mistakes are JSON when given ``--json``."""


def command(*args: Any, group: Optional[typer.Typer] = None, **kwargs: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``app.command`` (or ``group.command``) whose :class:`JudgeError` is reported as one
    paragraph on stderr, exit 2 (with ``--json``: as JSON on stdout, command-line mistakes too)."""

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        return (group or app).command(*args, cls=kwargs.pop("cls", JsonCommand), **kwargs)(reporting(fn))

    return decorate


def completed(values: list[str]) -> list[str]:
    """Completion values as the shell asking will read them. bash inserts a value as it is
    (typer's script gives it the lines whole): a space or a quote in a name is escaped there
    (``Grizzly\\ Bears``), else Enter would split it — with a backslash, not quotes, so that the
    value still starts with what was typed (typer keeps only those); zsh and fish quote what
    they insert themselves. The shell is the one typer's completion variable names."""
    import os
    import re

    if os.environ.get("_JUDGE_COMPLETE") != "complete_bash":
        return values
    return [re.sub(r"([\s'\"$`\\!&;|()<>*?\[\]#~{}])", r"\\\1", v) for v in values]


def scenario_files(incomplete: str) -> list[str]:
    """Shell completion of a scenario path, the same after every command that reads scenarios
    (ask, test, check): folders and ``.mtg`` files starting with what is typed. A folder that is
    the only match is completed as its contents (its folders and scenarios), so that the shell
    inserts the folder's path with no space after it and Tab goes on into it, as a shell's own
    file completion does."""
    import glob
    import os

    def matches(prefix: str) -> list[str]:
        out = []
        for p in sorted(glob.glob(glob.escape(prefix) + "*")):
            if os.path.isdir(p):
                out.append(p + os.sep)
            elif p.endswith(".mtg"):
                out.append(p)
        return out

    found = matches(incomplete)
    if len(found) == 1 and found[0].endswith(os.sep):
        inside = matches(found[0])
        if inside:
            found = inside if len(inside) > 1 else [found[0], *inside]
    return completed(found)


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
    of several files): turns the garbage collector back on, which the entry point switched
    off (judge/__main__.py). The objects alive by then are frozen out of its
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

    tty = Terminal(highlight=False, soft_wrap=False).is_terminal
    width = None if tty or os.environ.get("COLUMNS") else PIPE_WIDTH
    # whether it is a terminal and its size, found once: rich asks them again for every line
    # printed (the environment, the terminal's size: ~2 ms of a judge ask's trace), and a
    # command's output is made in a moment
    con = Terminal(highlight=False, soft_wrap=False, width=width, force_terminal=tty)
    con.size = con.size
    return con
