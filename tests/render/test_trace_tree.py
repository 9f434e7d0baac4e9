"""The trace's tree: drawn directly (its lines wrapped by rich's own Text.wrap when they don't
fit), byte for byte what rich's Tree makes, with and without colour."""

from __future__ import annotations

import io

from rich.console import Console
from rich.tree import Tree

from judge.render import trace_view as T
from judge.suite.runner import default_simulate, load_scenario
from tests.bundled import bundled_scenarios
from tests.sampling import spread


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


#: The longest trace compared, in steps: rich's Tree lays out every line of a trace and took ~19 s
#: of CPU for the four drawings of one of ~4,200 steps (rules/421-1-six-hundred-triggers…); the
#: direct drawing does the same thing at every length, so the sample's long traces show it.
LONGEST = 400


def _size(steps) -> int:
    return sum(1 + _size(step.children) for step in steps)


def _sampled(k: int):
    """Forty bundled scenarios spread over the corpus (tests/sampling.py ``spread``, ``k`` turning
    the sample) with their outcomes: those that are errors by design left out, and those whose
    first trace is longer than ``LONGEST`` (rich's Tree alone takes seconds on it, below)."""
    for path in spread(bundled_scenarios(), 40, k=k):
        try:
            outcomes = default_simulate(load_scenario(path))
        except Exception:  # noqa: BLE001 - scenarios that are errors by design
            continue
        if _size(outcomes[0].steps) <= LONGEST:
            yield path, outcomes


def _unwrapped(outcome, explain: bool) -> list[str]:
    """The trace's lines drawn wide enough for none to wrap: which of them a width wraps."""
    return T.trace_tree(outcome, explain=explain, width=10_000, console=_console(10_000, False)).plain.split("\n")


def test_the_trace_drawn_directly_is_the_tree_rich_draws():
    traces = wrapped = 0
    # a sample of a fixed size, turning with the Python (tests/sampling.py): every 83rd scenario
    # had grown to ~62 of them and ~14 s of CPU of each run's ~390 s (thirty-second session)
    for path, outcomes in _sampled(1):
        unwrapped = {explain: _unwrapped(outcomes[0], explain) for explain in (False, True)}  # (once each, not for each width)
        for width, colour, explain in ((100, False, False), (100, True, False), (61, False, True), (38, True, False)):
            traces += 1
            direct = _direct(outcomes[0], width, colour, explain)
            assert direct == _by_rich(outcomes[0], width, colour, explain), (path, width, colour)
            wrapped += any(len(line) > width for line in unwrapped[explain])
    assert traces > 120 and wrapped > traces // 4  # lines that fit and lines that wrap are both compared


def test_the_plain_trace_is_the_text_rich_writes_without_colour():
    """``plain``: the trace as the ``str`` a console with no colour writes (what rich's Tree writes,
    each line cut of its trailing newline), when every line fits; else the Text (or Tree) as
    without it."""
    traces = fits = 0
    for path, outcomes in _sampled(2):
        for width, explain in ((1000, False), (100, True), (44, False)):
            traces += 1
            con = _console(width, False)
            drawn = T.trace_tree(outcomes[0], explain=explain, width=width, console=con, plain=True)
            if isinstance(drawn, str):
                fits += 1
                assert drawn + "\n" == _by_rich(outcomes[0], width, False, explain), (path, width)
                assert drawn == T.trace_tree(outcomes[0], explain=explain, width=width, console=con).plain
            else:
                assert not isinstance(drawn, Tree)
                assert drawn.plain == T.trace_tree(outcomes[0], explain=explain, width=width, console=con).plain
                assert any(len(line) > width for line in _unwrapped(outcomes[0], explain))
    assert traces > 90 and 0 < fits < traces  # both kinds met
