"""The scenario grammar's prebuilt LALR tables (``grammar_tables.json``) for the driver
(:mod:`judge._speed.lalr.driver`), which parses each line and calls the transformer's methods
(:class:`judge.dsl.transform.LineCallbacks`) as it reduces, so a process that only parses
valid lines never imports lark. ``python -m judge.build`` writes the file; it is used only
when built from this grammar with these options (:data:`OPTIONS`) in the tables' format —
else the parser is built with lark and the same data is read off it in memory (correct,
only slower). ``tests/dsl/test_fastpath.py`` proves, under whichever lark is installed, that
the committed file is what a fresh build gives and that the driver's results equal lark's on
every line of every scenario.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from judge._speed.lalr import tables

PATH = Path(__file__).resolve().with_name("grammar_tables.json")
#: The lark options the tables are read from (those of :func:`judge.dsl.parser.build_parser`).
OPTIONS = "parser=lalr lexer=contextual maybe_placeholders=False transformer=LineTransformer"


def grammar_digest(grammar: str) -> str:
    return tables.digest(OPTIONS, grammar)


def build_text(lark: Any, grammar: str) -> str:
    """The content of ``grammar_tables.json`` for ``lark`` built from ``grammar``."""
    return tables.build_text(lark, grammar_digest(grammar), previous=PATH)


_BUILD = """
import sys
import lark, lark.lexer
from judge.dsl import lalr, parser
from judge.dsl.transform import lark_transformer
lark.lexer.has_interegular = False
grammar = parser.grammar_text()
built = parser.build_parser(transformer=lark_transformer(), debug=True)
sys.stdout.write(lalr.build_text(built, grammar))
"""


def build_fresh() -> str:
    """:func:`build_text` for the grammar as it is now (:func:`judge._speed.lalr.tables.build_fresh`)."""
    return tables.build_fresh(_BUILD)


def load(grammar: str) -> Optional[dict]:
    """The tables of ``grammar_tables.json`` when they were built from ``grammar``; else None."""
    return tables.load(PATH, grammar_digest(grammar))
