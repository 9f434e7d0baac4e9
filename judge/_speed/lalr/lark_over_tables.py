"""Lark's own LALR parser running over a grammar's prebuilt tables, without lark's analysis.

Lark builds a parser in two steps: it compiles the grammar into rules (about a second for the
card grammar) and analyses them into an LALR(1) parse table (``LALR_Analyzer.compute_lalr``:
~55 s of CPU for the card grammar's 3,653 rules and 15,687 states, measured in the
forty-seventh session). The generated tables file (:mod:`judge._speed.lalr.tables`) already
holds that parse table, built by lark from the same grammar and options (its head's digest
says so). Where lark's parser is still wanted — to word an error the driver can't diagnose,
and in the tests that compare the driver with lark's runtime and lexers — lark is given the
table through its own extension point, the ``_plugins`` option's ``LALR_Parser`` class (lark
1.1 to 1.3): lark compiles the grammar, makes its callbacks and contextual lexers as always,
and this class turns the table's rows into lark's ``IntParseTable`` instead of analysing.

A rule of the tables is known by its origin, its length and what its callback does
(:func:`judge._speed.lalr.tables.describe`); rules alike in all three reduce alike, so any one
of them serves. When a rule of the tables has no such rule in lark's grammar (the tables are
of another grammar), the class analyses as lark always does: the parser is lark's either way.
That lark's analysis builds exactly these tables is what the generated file's build proves
(``python -m judge.build --check --full``) and ``tests/cards/test_text_lalr.py`` checks with
lark's analysis itself.
"""

from __future__ import annotations

import json
from typing import Any, Optional

from judge._speed.lalr.tables import describe

__all__ = ["plugins"]


def _key(entry: Any) -> str:
    return json.dumps(entry, separators=(",", ":"), sort_keys=True)


def parse_table(data: dict, parser_conf: Any) -> Optional[Any]:
    """Lark's ``IntParseTable`` for tables ``data`` (:func:`judge._speed.lalr.tables.load`), its
    reductions naming the rules of ``parser_conf`` (lark's compiled grammar and callbacks);
    None when a rule of the tables is not among them."""
    from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift

    by_key: dict[str, Any] = {}
    for rule in parser_conf.rules:
        shape = describe(parser_conf.callbacks[rule])
        if shape is not None:
            by_key.setdefault(_key([rule.origin.name, len(rule.expansion), shape]), rule)
    rules: list[Any] = []
    for entry in data["rules"]:
        if not entry or not entry[0]:  # an empty place (a rule the grammar lost): never reduced
            rules.append(None)
            continue
        rule = by_key.get(_key(entry))
        if rule is None:
            return None
        rules.append(rule)
    symbols = data["symbols"]
    states: dict[int, dict[str, tuple]] = {}
    keep = set(data["start"].values()) | set(data["end"].values())
    for number, raw in enumerate(data["states"]):
        if not raw:
            if number in keep:
                states[number] = {}
            continue  # an empty place: no action leads there
        cells = [int(x) for x in raw.split(",")]
        row: dict[str, tuple] = {}
        for i in range(0, len(cells), 2):
            arg = cells[i + 1]
            if arg >= 0:
                row[symbols[cells[i]]] = (Shift, arg)
            else:
                rule = rules[-1 - arg]
                if rule is None:
                    return None
                row[symbols[cells[i]]] = (Reduce, rule)
        states[number] = row
    return IntParseTable(states, dict(data["start"]), dict(data["end"]))


def plugins(data: dict) -> dict[str, type]:
    """Lark's ``_plugins`` option making a ``Lark(parser="lalr")`` of the tables' grammar take its
    parse table from tables ``data`` instead of analysing the grammar."""
    from lark.parsers.lalr_parser import LALR_Parser, _Parser

    class TablesLALRParser(LALR_Parser):
        """Lark's LALR parser over prebuilt tables (falls back to lark's analysis)."""

        def __init__(self, parser_conf: Any, debug: bool = False, strict: bool = False) -> None:
            table = None if strict else parse_table(data, parser_conf)
            if table is None:
                super().__init__(parser_conf, debug=debug, strict=strict)
                return
            self._parse_table = table
            self.parser_conf = parser_conf
            self.parser = _Parser(table, parser_conf.callbacks, debug)

    return {"LALR_Parser": TablesLALRParser}
