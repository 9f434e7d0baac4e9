"""A process that runs one command builds only that command (judge.cli.app.only): the same
command, parsed, helped and refused alike; every other invocation keeps every command."""

from __future__ import annotations

import subprocess
import sys

import click
import pytest
import typer.main

import judge.cli  # noqa: F401  (registers every command)
from judge.cli.app import app, only

NAMES = [c.name for c in app.registered_commands] + [g.name for g in app.registered_groups]


@pytest.fixture
def restored():
    commands, groups = list(app.registered_commands), list(app.registered_groups)
    yield
    app.registered_commands[:] = commands
    app.registered_groups[:] = groups


def _help(group: click.Group, name: str) -> str:
    ctx = click.Context(group, info_name="judge")
    command = group.get_command(ctx, name)
    return command.get_help(click.Context(command, info_name=name, parent=ctx))


def test_every_command_alone_is_the_command_it_is_among_all(restored):
    full = typer.main.get_command(app)
    wanted = {name: _help(full, name) for name in NAMES}
    commands, groups = list(app.registered_commands), list(app.registered_groups)
    for name in NAMES:
        app.registered_commands[:], app.registered_groups[:] = commands, groups
        only(name)
        alone = typer.main.get_command(app)
        assert list(alone.commands) == [name]
        assert _help(alone, name) == wanted[name]
    assert len(NAMES) >= 10


def test_a_name_that_is_no_command_keeps_every_command(restored):
    before = len(app.registered_commands)
    only("askk")
    assert len(app.registered_commands) == before


def test_a_misspelt_command_still_suggests_among_all_of_them():
    out = subprocess.run([sys.executable, "-m", "judge", "chek", "x.mtg"], capture_output=True, text=True)
    assert out.returncode == 2 and "check" in out.stderr
