"""A trace made plain without rich's ``str.translate`` on every piece of it (eighty-fifth session,
issue 43): rich cleans the control codes it drops (bell, backspace, vertical tab, form feed,
carriage return) out of every ``Text`` with ``str.translate``, which raises and catches a
``KeyError`` for every character it keeps — ~40,000 instructions for a line of a trace, about half
of a plain ``judge ask``'s printing. :func:`judge.render.trace_view.cleaned` cleans a string the same
way but only when it holds such a code; a trace printed into a pipe is made of its steps' strings
(:func:`~judge.render.trace_view.plain_of`), with no ``Text`` made for a step. The same characters
(counted here, and the outputs of every bundled scenario compared in docs/performance.md)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import rich.control
import rich.text
from rich.control import STRIP_CONTROL_CODES, strip_control_codes

from judge.render import trace_view as T
from judge.render.terminal import Terminal
from judge.suite.runner import default_simulate, load_scenario

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg"

SAMPLES = ["", "Alice casts Lightning Bolt", "a — b … ✓", "tab\there", "esc \x1b[31m", "nul \x00 del \x7f"] + [
    f"before{chr(code)}after{chr(code)}" for code in STRIP_CONTROL_CODES] + ["\r\n\x07\x08\x0b\x0c mixed \u202e"]


@pytest.mark.parametrize("text", SAMPLES)
def test_cleaned_is_richs_strip_and_the_string_itself_when_clean(text):
    assert T.cleaned(text) == strip_control_codes(text)
    if strip_control_codes(text) == text:
        assert T.cleaned(text) is text  # (nothing made, nothing translated)


def test_plain_of_is_the_plain_of_the_assembled_text():
    parts_lists = [
        (("1 ", "dim"), "Alice casts Lightning Bolt", "  ", ("409.1", "bold cyan")),
        (("Trace", "bold magenta"),),
        (("", "dim"), "a\rb", ("\x07rule\x0c", "x"), "", "end\x08"),
        tuple((s, "dim") if i % 2 else s for i, s in enumerate(SAMPLES)),
    ]
    for parts in parts_lists:
        assert T.plain_of(parts) == T.assembled(*parts).plain


def _counting(monkeypatch) -> list:
    """Every call of rich's strip (as ``Text`` makes and appends, and as judge's code calls it)."""
    calls: list = []

    def strip(text, *args):
        calls.append(text)
        return strip_control_codes(text, *args)

    monkeypatch.setattr(rich.control, "strip_control_codes", strip)
    monkeypatch.setattr(rich.text, "strip_control_codes", strip)
    return calls


def test_a_plain_asks_trace_runs_no_translate(monkeypatch):
    """The example's ask printed into a pipe, its "Why" too: rich's strip is run for none of the
    trace's 30 steps, and over the other lines once a character at most (each such line is one
    ``Text``, cleaned once as it is made). The base ran it ~430 times: for every piece of every
    line (the trace's too) and again for the line."""
    from judge.suite.why import explain

    scenario = load_scenario(EXAMPLE)
    outcomes = default_simulate(scenario)
    why = explain(scenario, outcomes)
    con = Terminal(file=io.StringIO(), highlight=False, soft_wrap=False, width=1000, force_terminal=False)
    calls = _counting(monkeypatch)
    T.render_ask(con, scenario, outcomes, why=why)
    lines = con.file.getvalue().split("\n")
    start = lines.index("Trace")
    trace = [line[4:] for line in lines[start + 1:start + 31]]
    assert trace[0].startswith("1 Turn 2") and trace[-1].endswith("it survives  420.5c")  # (the 30 steps)
    other_lines = lines[:start] + lines[start + 31:]
    shown = [line.strip() for line in other_lines]  # (the "Why" shows some steps again, indented)
    for step in trace:  # (a step's line, its guides cut off)
        label = step.lstrip("│├└─ ")
        assert calls.count(label) <= shown.count(label)
        assert not any(len(text) > 3 and text in label and text.strip() not in shown for text in calls)  # no piece
    others = sum(len(line) for line in other_lines)
    assert sum(len(text) for text in calls) <= others
