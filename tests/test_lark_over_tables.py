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


def test_the_scenario_grammar_over_its_tables_has_the_analysed_parse_table():
    from lark import Lark

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


def test_the_card_grammar_parser_is_made_without_lark_analysis(tmp_path):
    """With text_tables.json this grammar's, lark's parser of card text (for an error the driver
    can't word) is made from the tables: lark's analysis (~a minute of CPU) never runs, even with
    no analysis cached."""
    code = ("from lark.parsers import lalr_analysis\n"
            "analysed = lalr_analysis.LALR_Analyzer.compute_lalr\n"
            "def refuse(self):\n"
            "    assert len(self.rules_by_origin) < 100, 'the card grammar analysed'  # lark's own meta-grammar may be\n"
            "    analysed(self)\n"
            "lalr_analysis.LALR_Analyzer.compute_lalr = refuse\n"
            "from judge.cards import text\n"
            "p = text._parser()\n"
            "t = p.parse('~ deals 3 damage to target creature or player.', start='start')\n"
            "assert t.data == 'start', t\n"
            "print(type(p.parser.parser).__name__)\n")
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "TablesLALRParser"
