"""The card-text grammar's LALR(1) parser without building lark's parser at run time.

Why
---
Loading the ``text.lark`` parser from lark's cache costs ~80 ms a process (unpickling,
rebuilding the parse table and 1,848 per-state lexers) and the first sentences another
~35 ms (each parser state reached compiles its own alternation of terminal regexes). A
``judge ask`` on a scenario that defines a card inline paid both. ``python -m
judge.cards.build`` now writes ``text_tables.json``: lark's own LALR table, the order of
the terminals each state's lexer tries, the keyword collisions lark resolves ("unless"
callbacks) and how each rule builds its tree node — all read from the lark parser built
from the grammar. :func:`parse` runs the same parse from that data and returns the same
``lark.Tree`` (same node names, children and tokens, positions included) for the
transformer in :mod:`judge.cards.text`.

* Lexing: in each state, lark's contextual lexer matches the alternation of the terminals
  the state accepts, in lark's order; an alternation returns its first alternative that
  matches, so trying the terminals one by one in that order finds the same token. Plain
  string terminals (329 of 336) are compared with ``str.startswith`` (what the escaped
  literal matches); the 7 regular expressions are compiled once, on first use.
* Parsing: lark's table, ``state → {symbol: shift target | reduce rule}``, rows decoded on
  first use; a reduction builds the node as lark's ``ParseTreeBuilder`` does with this
  parser's options (``?rule`` with one child gives the child, ``_rule`` children are
  spliced into their parent, anonymous keyword tokens are dropped).
* Anything else — no token matches, the table has no action, a text with a newline —
  returns :data:`FAIL`, and the caller parses with lark itself, which raises its usual
  error (or, were this driver ever wrong to fail, parses it). The data is used only when
  its recorded grammar hash and format match (it does not depend on lark's version: every
  lark the project declares builds the same tables); ``tests/cards/test_text_lalr.py`` checks,
  under whichever lark is installed, that the committed file is what a fresh build gives and
  that this driver's trees equal lark's for every paragraph of the library.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from pathlib import Path
from typing import Any, Optional

from judge.lalr_tables import keyword_tables, read_table

FORMAT = 1
PATH = Path(__file__).resolve().with_name("text_tables.json")
FAIL: Any = object()

#: Lark options the tables are built for (those of :func:`judge.cards.text._parser`).
OPTIONS = "start=start,sentences,cost parser=lalr lexer=contextual propagate_positions=False maybe_placeholders=False"


def grammar_digest(grammar: str) -> str:
    return hashlib.sha256((OPTIONS + "\0" + grammar).encode("utf-8")).hexdigest()


# --------------------------------------------------------------------------- build


def build_data(parser: Any, grammar: str) -> dict:
    """The tables of ``parser`` (a lark LALR parser with a contextual lexer) as JSON data."""
    import lark
    from lark.lexer import UnlessCallback, _create_unless

    frontend = parser.parser
    contextual = frontend.lexer
    if parser.options.postlex is not None or parser.lexer_conf.callbacks or parser.lexer_conf.use_bytes:
        raise ValueError("the card-text parser uses a lark feature the fast driver does not reproduce")
    parsed = read_table(frontend.parser.parser.parse_table, lark.parsers.lalr_analysis.Shift)
    order = parsed.order
    symbols = parsed.symbols
    sym_index = {name: i for i, name in enumerate(symbols)}
    rules: list[list] = []
    for rule in parsed.rules:
        opts = rule.options
        expansion = rule.expansion
        keep = opts.keep_all_tokens
        include = [[i, int(not x.is_term and x.name.startswith("_"))] for i, x in enumerate(expansion)
                   if keep or not (x.is_term and x.filter_out)]
        needs_filter = len(include) < len(expansion) or any(e for _, e in include)
        rules.append([rule.alias or opts.template_source or rule.origin.name, len(expansion),
                      sym_index[rule.origin.name], int(bool(opts.expand1 and not rule.alias)),
                      include if needs_filter else None])
    states = parsed.rows

    lexer_sets: list[list] = []
    set_index: dict[int, int] = {}
    lexer_of: list[int] = []
    terminals: dict[str, list] = {}
    for old in order:
        basic = contextual.lexers.get(old)
        if basic is None:
            lexer_of.append(-1)
            continue
        if id(basic) not in set_index:
            union, callbacks = _create_unless(basic.terminals, basic.g_regex_flags, basic.re, basic.use_bytes)
            unless = keyword_tables(callbacks, UnlessCallback, first_wins=True)
            if unless is None:
                raise ValueError("a lexer callback the fast driver does not reproduce")
            for t in union:
                if t.pattern.flags:
                    raise ValueError(f"terminal {t.name}: flags {t.pattern.flags}")
                terminals[t.name] = ([t.pattern.value, None, None] if t.pattern.type == "str"
                                     else [None, t.pattern.to_regexp(), first_chars(t.pattern.to_regexp())])
            set_index[id(basic)] = len(lexer_sets)
            lexer_sets.append([[t.name for t in union], unless, sorted(basic.ignore_types)])
        lexer_of.append(set_index[id(basic)])
    if parser.lexer_conf.g_regex_flags:
        raise ValueError("global regex flags")
    return {
        "format": FORMAT,
        "grammar": grammar_digest(grammar),
        "symbols": symbols,
        "rules": rules,
        "states": states,
        "start": parsed.start,
        "end": parsed.end,
        "lexer_of": lexer_of,
        "lexer_sets": lexer_sets,
        "terminals": dict(sorted(terminals.items())),
    }


def first_chars(regex: str) -> Optional[str]:
    """The characters a match of ``regex`` can start with (sorted, as a string), or None when
    that is not certain. Conservative: anything but literals, character sets of literals and
    ranges, alternations and plain groups of those gives None."""
    try:
        from re import _constants as C, _parser as P  # type: ignore[attr-defined]
    except ImportError:  # pragma: no cover - Python < 3.11
        return None

    def first(items: Any) -> Optional[set]:
        items = list(items)
        if not items:
            return None
        op, av = items[0]
        if op is C.LITERAL:
            return {chr(av)}
        if op is C.IN:
            out: set = set()
            for iop, iav in av:
                if iop is C.LITERAL:
                    out.add(chr(iav))
                elif iop is C.RANGE and iav[1] - iav[0] < 256:
                    out.update(chr(c) for c in range(iav[0], iav[1] + 1))
                else:
                    return None
            return out
        if op is C.BRANCH:
            out = set()
            for alt in av[1]:
                f = first(alt)
                if f is None:
                    return None
                out |= f
            return out
        if op in (C.MAX_REPEAT, C.MIN_REPEAT) and av[0] >= 1:
            return first(av[2])
        if op is C.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            return None if add_flags or del_flags else first(sub)
        return None

    try:
        found = first(P.parse(regex))
    except Exception:  # noqa: BLE001 - not sure: no pre-check
        return None
    return None if found is None else "".join(sorted(found))


def build_text(parser: Any, grammar: str) -> str:
    """The content of ``text_tables.json`` (deterministic: one line per state row)."""
    data = build_data(parser, grammar)
    # rows and lexer sets are strings, decoded when a state is first reached (most never are)
    data["lexer_sets"] = [json.dumps(x, separators=(",", ":")) for x in data["lexer_sets"]]
    head = {k: v for k, v in data.items() if k != "states"}
    lines = ["{", f'"head": {json.dumps(head, sort_keys=True, separators=(",", ":"))},', '"states": [']
    rows = [",".join(map(str, r)) for r in data["states"]]
    lines += [json.dumps(r) + ("," if i < len(rows) - 1 else "") for i, r in enumerate(rows)]
    lines += ["]", "}", ""]
    return "\n".join(lines)


_BUILD = """
import sys
import lark, lark.lexer
from judge.cards import text, text_lalr
lark.lexer.has_interegular = False
grammar = text._grammar_text()
parser = lark.Lark(grammar, start=["start", "sentences", "cost"], parser="lalr", lexer="contextual",
                   propagate_positions=False, maybe_placeholders=False)
sys.stdout.write(text_lalr.build_text(parser, grammar))
"""


def build_fresh() -> str:
    """:func:`build_text` for the grammar as it is now, built by lark without its cache in a
    child process with ``PYTHONHASHSEED=0``: lark numbers the LALR states in an order that
    depends on string hashing, so a fixed seed is what makes the file reproducible."""
    import os
    import subprocess
    import sys

    root = str(Path(__file__).resolve().parent.parent.parent)
    env = dict(os.environ, PYTHONHASHSEED="0",
               PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH", "")])))
    return subprocess.run([sys.executable, "-c", _BUILD], capture_output=True, text=True, check=True, env=env,
                          encoding="utf-8").stdout


# --------------------------------------------------------------------------- run time


class Driver:
    """``parse(text, start)`` → the lark Tree lark would build, or :data:`FAIL`."""

    def __init__(self, data: dict) -> None:
        from lark import Token, Tree

        head = data["head"]
        self._Token = Token
        self._Tree = Tree
        self._symbols = head["symbols"]
        self._rules = head["rules"]
        self._raw_states = data["states"]
        self._rows: list[Optional[dict]] = [None] * len(self._raw_states)
        self._start = head["start"]
        self._end = head["end"]
        self._lexer_of = head["lexer_of"]
        self._lexer_sets = head["lexer_sets"]
        self._terminals = head["terminals"]
        self._lexers: list[Optional[tuple]] = [None] * len(self._lexer_sets)
        self._compiled: dict[str, Any] = {}  # regex → its compiled match

    def _row(self, state: int) -> dict:
        raw = [int(x) for x in self._raw_states[state].split(",")] if self._raw_states[state] else []
        symbols = self._symbols
        row = {symbols[raw[i]]: raw[i + 1] for i in range(0, len(raw), 2)}
        self._rows[state] = row
        return row

    def _lexer(self, index: int) -> tuple:
        names, unless, ignore = json.loads(self._lexer_sets[index])
        items = []
        for name in names:
            literal, regex, first = self._terminals[name]
            if literal is not None:
                items.append((name, literal, None, None))
            else:
                items.append((name, None, regex, first))
        lexer = (tuple(items), unless, frozenset(ignore))
        self._lexers[index] = lexer
        return lexer

    def parse(self, text: str, start: str = "start") -> Any:
        if "\n" in text or start not in self._start:
            return FAIL
        Token, Tree = self._Token, self._Tree
        rules, symbols = self._rules, self._symbols
        end_state = self._end[start]
        states = [self._start[start]]
        values: list = []
        pos, n = 0, len(text)
        while True:
            # the next token, lexed in the current state (as lark's contextual lexer does)
            if pos < n:
                li = self._lexer_of[states[-1]]
                if li < 0:
                    return FAIL
                items, unless, ignore = self._lexers[li] or self._lexer(li)
                type_ = None
                for name, literal, regex, first in items:
                    if literal is not None:
                        if text.startswith(literal, pos):
                            type_, value = name, literal
                            break
                    elif first is None or text[pos] in first:
                        match = self._compiled.get(regex)
                        if match is None:  # compiled on first use
                            match = self._compiled[regex] = re.compile(regex).match
                        m = match(text, pos)
                        if m is not None:
                            type_, value = name, m.group(0)
                            break
                if type_ is None:
                    return FAIL
                start_pos = pos
                pos += len(value)
                if type_ in ignore:
                    continue
                if type_ in unless:
                    type_ = unless[type_].get(value, type_)
                token = Token(type_, value, start_pos, 1, start_pos + 1, 1, pos + 1, pos)
                is_end = False
            else:
                type_, token, is_end = "$END", None, True
            # feed it to the LALR table (lark's ParserState.feed_token)
            while True:
                state = states[-1]
                action = (self._rows[state] or self._row(state)).get(type_)
                if action is None:
                    return FAIL
                if action >= 0:
                    if is_end:
                        return FAIL
                    states.append(action)
                    values.append(token)
                    break
                name, size, origin, expand1, include = rules[-1 - action]
                if size:
                    children = values[-size:]
                    del states[-size:]
                    del values[-size:]
                else:
                    children = []
                if include is not None:
                    filtered: list = []
                    for i, expand in include:
                        if expand:
                            if filtered:
                                filtered += children[i].children
                            else:
                                filtered = children[i].children
                        else:
                            filtered.append(children[i])
                    children = filtered
                value = children[0] if expand1 and len(children) == 1 else Tree(name, children)
                goto = (self._rows[states[-1]] or self._row(states[-1])).get(symbols[origin])
                if goto is None or goto < 0:
                    return FAIL
                states.append(goto)
                values.append(value)
                if is_end and goto == end_state:
                    return values[-1]


@functools.lru_cache(maxsize=None)
def driver(grammar_hash: str) -> Optional[Driver]:
    """The driver for the grammar whose :func:`grammar_digest` is ``grammar_hash``; None when
    ``text_tables.json`` is missing, unreadable, or built from another grammar or format (not
    from lark's version: every declared lark builds the same tables)."""
    try:
        data = json.loads(PATH.read_text(encoding="utf-8"))
        head = data["head"]
        if head.get("format") != FORMAT or head.get("grammar") != grammar_hash:
            return None
        return Driver(data)
    except (OSError, ValueError, KeyError, TypeError):
        return None
