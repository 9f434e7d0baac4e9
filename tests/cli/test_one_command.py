"""A process that runs one command builds only that command (judge.cli.app.only), and imports
the command modules only until its own (judge.cli.register): the same command, parsed, helped
and refused alike; every other invocation keeps every command."""

from __future__ import annotations

import subprocess
import sys

import click
import pytest
import typer.main

import judge.cli
from judge.cli import app  # (every command registered)
from judge.cli.app import only

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


def _registered_in_a_new_process(code: str) -> tuple[list[str], list[str]]:
    probe = ("import sys\n" + code + "\nprint(' '.join(sorted(m for m in sys.modules if m.endswith('_cmds'))))\n"
             "print(' '.join([c.name for c in app.registered_commands] + [g.name for g in app.registered_groups]))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    modules, names = out.splitlines()
    return modules.split(), names.split()


def test_a_process_running_one_command_imports_the_command_modules_only_until_its_own():
    modules, names = _registered_in_a_new_process("import judge.cli\napp = judge.cli.register('rule')")
    assert modules == ["judge.cli.rules_cmds"]
    assert "rule" in names and "ask" not in names and "card" not in names
    modules, names = _registered_in_a_new_process("import judge.cli\napp = judge.cli.register('card')")
    assert modules == ["judge.cli.card_cmds", "judge.cli.engine_cmds", "judge.cli.rules_cmds", "judge.cli.scenario_cmds"]
    assert "drill" not in names
    modules, names = _registered_in_a_new_process("import judge.cli\napp = judge.cli.register('drill')")
    assert len(modules) == len(judge.cli.MODULES) and names == NAMES  # (a group: the last module's)
    modules, names = _registered_in_a_new_process("import judge.cli\napp = judge.cli.register('askk')")
    assert len(modules) == len(judge.cli.MODULES) and names == NAMES  # no such command: every one


def test_the_package_s_app_has_every_command_registered():
    modules, names = _registered_in_a_new_process("from judge.cli import app")
    assert len(modules) == len(judge.cli.MODULES) and names == NAMES
    assert judge.cli.app is app and judge.cli.register() is app


@pytest.mark.parametrize("name", sorted(judge.cli.WHERE))
def test_a_command_of_where_is_registered_by_its_module_alone(name):
    modules, names = _registered_in_a_new_process(f"import judge.cli\napp = judge.cli.register({name!r})")
    assert modules == [f"judge.cli.{judge.cli.WHERE[name]}"]
    assert name in names and "card" not in names and "drill" not in names and "rule" not in names


def test_a_wrong_module_in_where_falls_back_to_the_modules_in_order():
    code = "import judge.cli\njudge.cli.WHERE['rule'] = 'engine_cmds'\napp = judge.cli.register('rule')"
    modules, names = _registered_in_a_new_process(code)
    assert modules == ["judge.cli.engine_cmds", "judge.cli.rules_cmds"]
    assert "rule" in names and "ask" in names and "card" not in names


def test_the_commands_of_where_run_as_before_in_a_new_process(tmp_path):
    out = subprocess.run([sys.executable, "-m", "judge", "check", "scenarios/examples/giant_growth_vs_bolt.mtg"],
                         capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.endswith("giant_growth_vs_bolt.mtg: ok\n")
