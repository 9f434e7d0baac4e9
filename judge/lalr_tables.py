"""Lark's LALR analysis read into plain data: the one table builder behind the prebuilt-table
drivers of both grammars (the scenario language, :mod:`judge.dsl.lalr`; card text,
:mod:`judge.cards.text_lalr`). Each grammar's builder adds what its own driver needs (how a
rule's node is made, how its lexer's terminals are tried); the parse table itself — states
numbered canonically, rules and symbols in a fixed order, one row of actions per state — and
the keyword-collision tables of the contextual lexer are read here, once.

Nothing here imports lark: the callers pass lark's objects (its parse table, its ``Shift``
action, its lexers) — lark is imported only when a table is built.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Optional


def canonical_numbering(table: Any, shift: Any) -> dict[int, int]:
    """lark's LALR state number → a canonical one. lark numbers its states (and orders its
    rows) differently from run to run (string hashing), so generated tables number them
    breadth first from the start states, symbols in name order, then the end states, then
    any state none of these reaches. ``shift`` is lark's ``Shift`` action."""
    order: list[int] = []
    seen: set[int] = set()
    for _, first in sorted(table.start_states.items()):
        if first not in seen:
            seen.add(first)
            order.append(first)
    i = 0
    while i < len(order):
        row = table.states.get(order[i], {})
        for name in sorted(row):
            action, arg = row[name]
            if action is shift and arg not in seen:
                seen.add(arg)
                order.append(arg)
        i += 1
    for _, last in sorted(table.end_states.items()):
        if last not in seen:
            seen.add(last)
            order.append(last)
    for state in sorted(table.states):  # unreachable states, if any: after the others
        if state not in seen:
            seen.add(state)
            order.append(state)
    return {old: new for new, old in enumerate(order)}


class ParseTable(NamedTuple):
    """A parse table as data: ``order`` lark's states in canonical order; ``rules`` lark's
    rules in a fixed order (origin, expansion, alias, order); ``symbols`` every symbol name,
    sorted; ``rows`` one list per state of ``symbol index, action`` pairs, an action being
    the target state of a shift (>= 0) or ``-1 - rule index`` of a reduction; ``start`` and
    ``end`` the canonical start and end state of each start symbol."""

    order: list[int]
    rules: list[Any]
    symbols: list[str]
    rows: list[list[int]]
    start: dict[str, int]
    end: dict[str, int]


def read_table(table: Any, shift: Any) -> ParseTable:
    """lark's parse table (``parser.parser.parser.parse_table``) as a :class:`ParseTable`."""
    number = canonical_numbering(table, shift)
    order = sorted(number, key=number.__getitem__)
    every = {id(arg): arg for row in table.states.values() for action, arg in row.values() if action is not shift}
    rules = sorted(every.values(), key=lambda r: (r.origin.name, tuple(x.name for x in r.expansion),
                                                  str(r.alias), r.order))
    rule_index = {id(r): i for i, r in enumerate(rules)}
    symbols = sorted({name for row in table.states.values() for name in row} | {r.origin.name for r in rules})
    sym_index = {name: i for i, name in enumerate(symbols)}
    rows: list[list[int]] = []
    for old in order:
        row = table.states.get(old, {})
        out: list[int] = []
        for name in sorted(row):
            action, arg = row[name]
            out += [sym_index[name], number[arg] if action is shift else -1 - rule_index[id(arg)]]
        rows.append(out)
    return ParseTable(order, rules, symbols, rows,
                      {k: number[v] for k, v in sorted(table.start_states.items())},
                      {k: number[v] for k, v in sorted(table.end_states.items())})


def keyword_tables(callbacks: dict, unless_callback: type, first_wins: bool) -> Optional[dict[str, dict[str, str]]]:
    """The contextual lexer's keyword-collision tables (lark's ``UnlessCallback``: a regex
    terminal whose match is exactly a keyword becomes that keyword): ``{terminal: {text:
    keyword terminal}}``; None when a callback is of another kind, or a keyword is not a
    plain string (the drivers don't reproduce those). Where two keywords have the same text,
    ``first_wins`` keeps lark's first, else the last in name order (each grammar's tables
    were built one way; either is exact for them, as their equivalence tests prove)."""
    out: dict[str, dict[str, str]] = {}
    for type_, cb in sorted(callbacks.items()):
        if type(cb) is not unless_callback or any(t.pattern.type != "str" or t.pattern.flags
                                                  for t in cb.scanner.terminals):
            return None
        if first_wins:
            words: dict[str, str] = {}
            for t in cb.scanner.terminals:
                words.setdefault(t.pattern.value, t.name)
            out[type_] = dict(sorted(words.items()))
        else:
            out[type_] = dict(sorted((t.pattern.value, t.name) for t in cb.scanner.terminals))
    return out
