"""Shell completion that works when chosen (issue 42): a name with spaces is escaped for bash
(Enter would split it), and a folder completes the same after every command that reads
scenarios — as its contents when it is the only match, so that no space follows it."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app

ROOT = Path(__file__).resolve().parents[2]


def _bash(*words: str) -> list[str]:
    env = {"_JUDGE_COMPLETE": "complete_bash", "COMP_WORDS": " ".join(("judge",) + words),
           "COMP_CWORD": str(len(words))}
    res = CliRunner().invoke(app, [], env=env, prog_name="judge")
    return res.output.splitlines()


def test_a_card_name_with_a_space_is_escaped_for_bash(monkeypatch):
    assert _bash("card", "Grizzly") == ["Grizzly\\ Bears"]
    monkeypatch.setenv("_JUDGE_COMPLETE", "complete_zsh")  # zsh quotes what it inserts itself
    from judge.cli.card_cmds import _card_names

    assert "Grizzly Bears" in _card_names("Grizzly")


@pytest.mark.parametrize("command", ["ask", "test", "check"])
def test_a_folder_completes_the_same_after_every_command(command, monkeypatch):
    monkeypatch.chdir(ROOT)
    found = _bash(command, "scenarios/exa")
    assert found and all(f.startswith("scenarios/examples/") for f in found) and len(found) > 1
    assert _bash(command, "scenarios/examples/giant") == ["scenarios/examples/giant_growth_vs_bolt.mtg"]
