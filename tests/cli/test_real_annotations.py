"""typer reads the signature of every command it builds (``inspect.signature(eval_str=True)`` and
``typing.get_type_hints``), and of each option's callback and completion function: a string
annotation there is an ``eval`` (a compilation) on every run of the command. The command modules
do without ``from __future__ import annotations`` so that their annotations are objects, and
building the whole command line evaluates no string (docs/performance.md, "`judge ask`'s
start-up, fifty-fourth session")."""

import inspect
import typing

import typer.main

from judge.cli import app  # (every command registered)


def _read_by_typer(typer_app) -> list:
    """Every function whose signature typer reads when it builds ``typer_app``'s commands."""
    found = []
    infos = list(typer_app.registered_commands)
    if typer_app.registered_callback is not None:
        infos.append(typer_app.registered_callback)
    for info in infos:
        fn = inspect.unwrap(info.callback)  # (judge.cli.app.reporting wraps each command)
        found.append(fn)
        for param in inspect.signature(fn).parameters.values():
            default = param.default
            for name in ("callback", "autocompletion"):
                extra = getattr(default, name, None)
                if extra is not None:
                    found.append(extra)
    for group in typer_app.registered_groups:
        found.extend(_read_by_typer(group.typer_instance))
    return found


def test_no_command_has_a_string_annotation():
    functions = _read_by_typer(app)
    names = {f.__qualname__ for f in functions}
    assert {"ask_cmd", "test_cmd", "_root", "_version", "scenario_files"} <= names
    strings = {f"{f.__module__}.{f.__qualname__}: {k}" for f in functions
               for k, v in inspect.get_annotations(f).items() if isinstance(v, str)}
    assert strings == set()


def test_building_every_command_evaluates_no_string(monkeypatch):
    made = []
    real_init = typing.ForwardRef.__init__

    def counted(self, arg, *a, **k):
        made.append(arg)
        real_init(self, arg, *a, **k)

    monkeypatch.setattr(typing.ForwardRef, "__init__", counted)
    evaluated = []
    real_eval = eval

    def counted_eval(source, *a, **k):
        evaluated.append(source)
        return real_eval(source, *a, **k)

    monkeypatch.setitem(inspect.__dict__, "eval", counted_eval)  # (inspect.get_annotations' eval_str)
    command = typer.main.get_command(app)
    assert "ask" in command.commands and "test" in command.commands
    assert made == [] and evaluated == []
