"""Lark's LALR parser over a grammar's prebuilt tables (:mod:`judge._speed.lalr.lark_over_tables`):
given the tables, lark's parser has exactly the parse table lark's own analysis builds, and the
card grammar's parser is made without analysing the grammar."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from judge._speed.lalr import lark_over_tables
from judge._speed.lalr.tables import describe
from judge.dsl import lalr, parser
from judge.dsl.transform import lark_transformer

pytestmark = pytest.mark.lark  # in every --share: lark's own parser classes, given our tables (judge/suite/pytest_plugin.py)

ROOT = Path(__file__).resolve().parents[1]


def _actions(lark_parser):
    """Each state's actions, states named by the first symbol path reaching them (lark numbers
    its states differently from one build to another), a reduction by what it does: its rule's
    origin, length and callback (rules alike in these reduce alike: either serves)."""
    from lark.parsers.lalr_analysis import Shift

    inner = lark_parser.parser.parser.parser
    table = inner.parse_table
    name = {}
    queue = []
    for start, state in sorted(table.start_states.items()):
        name.setdefault(state, start)
        queue.append(state)
    for state in queue:
        for symbol, (action, arg) in sorted(table.states[state].items()):
            if action is Shift and arg not in name:
                name[arg] = f"{name[state]} {symbol}"
                queue.append(arg)
    out = {}
    for state, row in table.states.items():
        out[name.get(state, "?")] = {
            symbol: ("shift", name.get(arg)) if action is Shift
            else ("reduce", arg.origin.name, len(arg.expansion), repr(describe(inner.callbacks[arg])))
            for symbol, (action, arg) in row.items()}
    return out


def test_the_scenario_grammar_over_its_tables_has_the_analysed_parse_table(monkeypatch):
    import lark.lexer
    from lark import Lark

    # lark's optional regex-collision diagnostic (interegular) only logs, and changes no parse
    # table: off for the two builds, as judge.cards.text._lark has it (it was ~half this test's CPU)
    monkeypatch.setattr(lark.lexer, "has_interegular", False, raising=False)
    grammar = parser.grammar_text()
    data = lalr.load(grammar)
    assert data is not None
    options = dict(parser="lalr", lexer="contextual", transformer=lark_transformer(), maybe_placeholders=False)
    analysed = Lark(grammar, **options)
    over = Lark(grammar, **options, _plugins=lark_over_tables.plugins(data))
    assert type(over.parser.parser).__name__ == "TablesLALRParser"
    assert _actions(over) == _actions(analysed)
    assert len(_actions(over)) > 500
    line = "Alice casts Lightning Bolt targeting Bob"
    assert str(over.parse(line)) == str(analysed.parse(line))


def test_tables_of_another_grammar_leave_lark_to_analyse():
    from lark import Lark

    data = lalr.load(parser.grammar_text())
    small = Lark('start: "a" "b"', parser="lalr", lexer="contextual", _plugins=lark_over_tables.plugins(data))
    assert small.parse("ab").data == "start"  # its own analysis: the tables name no rule of it


def test_the_card_grammar_parser_is_made_without_lark_analysis(tmp_path, monkeypatch):
    """With text_tables.json this grammar's, lark's parser of card text (for an error the driver
    can't word) is made from the tables: lark's analysis (~a minute of CPU) never runs, even with
    no analysis cached.

    Made in this process (a child process paid its own start and imports, and the worker then
    built the same parser again for the tests that word errors): lark's analysis refused for any
    grammar larger than lark's own meta-grammar, no analysis kept on disk (an empty cache
    directory) nor in memory (``_analysed_parser`` uncached), and the parser built afresh — which
    then serves this worker's later tests (``text._parser`` is cached once a process)."""
    from lark.parsers import lalr_analysis

    from judge.cards import text

    analysed = lalr_analysis.LALR_Analyzer.compute_lalr

    def refuse(self):
        assert len(self.rules_by_origin) < 100, "the card grammar analysed"  # lark's own meta-grammar may be
        analysed(self)

    monkeypatch.setattr(lalr_analysis.LALR_Analyzer, "compute_lalr", refuse)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(text, "_analysed_parser", text._analysed_parser.__wrapped__)
    text._parser.cache_clear()
    try:
        p = text._parser()
    except BaseException:
        text._parser.cache_clear()  # (not a parser made under the refusal for the tests after)
        raise
    t = p.parse("~ deals 3 damage to target creature or player.", start="start")
    assert t.data == "start", t
    assert type(p.parser.parser).__name__ == "TablesLALRParser"
