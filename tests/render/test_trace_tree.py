"""The trace's tree: drawn directly (its lines wrapped by rich's own Text.wrap when they don't
fit), byte for byte what rich's Tree makes, with and without colour."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from rich.tree import Tree

from judge.render import trace_view as T
from judge.suite.runner import default_simulate, load_scenario

ROOT = Path(__file__).resolve().parents[2]


def _console(width: int, colour: bool) -> Console:
    return Console(file=io.StringIO(), width=width, force_terminal=colour, color_system="truecolor" if colour else None,
                   highlight=False, soft_wrap=False)


def _by_rich(outcome, width: int, colour: bool, explain: bool) -> str:
    con = _console(width, colour)
    tree = T.trace_tree(outcome, explain=explain)  # (no width: always rich's Tree)
    assert isinstance(tree, Tree)
    con.print(tree)
    return con.file.getvalue()


def _direct(outcome, width: int, colour: bool, explain: bool) -> str:
    con = _console(width, colour)
    drawn = T.trace_tree(outcome, explain=explain, width=width, console=con)
    assert not isinstance(drawn, Tree)
    con.print(drawn)
    return con.file.getvalue()


def test_the_trace_drawn_directly_is_the_tree_rich_draws():
    traces = wrapped = 0
    for path in sorted((ROOT / "scenarios").rglob("*.mtg"))[::83]:
        try:
            outcomes = default_simulate(load_scenario(path))
        except Exception:  # noqa: BLE001 - scenarios that are errors by design
            continue
        for width, colour, explain in ((100, False, False), (100, True, False), (61, False, True), (38, True, False)):
            traces += 1
            direct = _direct(outcomes[0], width, colour, explain)
            assert direct == _by_rich(outcomes[0], width, colour, explain), (path, width, colour)
            wrapped += any(len(line) > width for line in T.trace_tree(outcomes[0], explain=explain, width=10_000,
                                                                      console=_console(10_000, False)).plain.split("\n"))
    assert traces > 120 and wrapped > traces // 4  # lines that fit and lines that wrap are both compared
