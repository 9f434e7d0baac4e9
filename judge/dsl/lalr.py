"""A lean driver for the LALR parser of ``grammar.lark`` (the fast path), from prebuilt tables.

Why
---
Lark's own loop costs 7-8 µs per token in CPython (a lexer generator, a ``LineCounter``,
``Token.__new__`` with keyword handling, ``ParserState.feed_token`` looking rules up in a
dict keyed by ``Rule`` objects, three wrapper calls around each transformer callback...),
and a 200-line scenario is ~2,000 tokens. And a new process paid, before its first line,
~25 ms importing lark and ~21 ms building the parser from lark's cache. This module runs
the *same* parse from *data read off the parser lark builds* — the LALR table, the order in
which each state's contextual lexer tries its terminals, the keyword-vs-regex collision
tables ("unless" callbacks) and the shape of each rule's callback — in one tight loop, so
the tokens (type, value, positions), the reductions and therefore the AST are exactly
lark's. The data is written at build time (``python -m judge.dsl.build`` →
``grammar_tables.json``, :func:`build_text`), so a process that only parses valid lines
never imports lark.

* Lexing: in each parser state, lark's contextual lexer tries that state's regex (the
  alternation of the terminals the state accepts plus the ignored ones, in lark's order)
  at the current position; an alternation gives its first alternative that matches. Done
  here with the terminals that can begin with the character at hand (recorded per
  terminal at build time: :func:`_may_start_with`, conservative), tried one by one in that
  order (each terminal's regex compiled once, shared by every state), which finds the same
  token; a (state, character) met often gets that cut-down alternation compiled instead.
  A regex terminal that matched a keyword's exact text becomes the keyword (lark's
  ``UnlessCallback``); blanks are skipped in Python where that is exactly what lark's
  ignored ``[ \t\f\r]+`` does (:func:`_blanks_only_ignored`).
* Parsing: lark's LALR table (states numbered canonically, so the file is reproducible).
  What the table does from a given stack with a given token type — the reductions, in
  order, then the shift — depends on nothing else, so it is worked out once
  (:meth:`FastLALR._edge`) and kept on a node per stack met; a line is then a walk from
  node to node, running the kept reductions (at most ``_MAX_NODES`` nodes are kept; a few
  hundred serve every scenario of the repository).
* Callbacks: lark composes each rule's callback from wrappers (``ChildFilterLALR_NoPlaceholders``
  drops the anonymous keyword tokens and splices the children of ``__x_star_n`` helper
  rules; ``ExpandSingleChild`` for ``?rule``; ``v_args(inline=True)`` unpacks the children
  into the method's arguments). :func:`describe` reads those wrappers at build time into
  ``(style, method, kept children, expand)``, and :func:`make` makes one plain function per
  rule that does the same (``lambda c: method(c[0], *c[3].children)``) from the transformer's
  plain method; a rule whose wrappers it does not know makes the driver give up on lines
  that need it. Keyword tokens that no rule keeps are never made into ``Token`` objects
  (their slot holds None); the others are :class:`Token`, lark's ``Token`` without lark.

It only handles the success path. On any failure (no terminal matches, or the table has
no action for a token) it returns :data:`FAIL` and the caller parses the line with lark
itself, which raises its usual ``UnexpectedInput`` (with its interactive parser, expected
terminals...) for the error message. :func:`build_data` returns None when the lark parser
uses anything this driver does not reproduce (a postlexer, terminal callbacks, position
propagation, a non-contextual lexer...); then lark parses every line. The tables are used
only when their recorded grammar digest and format match (:func:`load`); else the parser is
built with lark and the same data is read off it in memory (correct, only slower). They do not
depend on lark's version: every lark the project declares builds the same tables, which
``tests/dsl/test_fastpath.py`` proves under whichever lark is installed (a fresh build equals
the committed file; the driver's results equal lark's on every line of every scenario).

Lines are single lines of text (no ``\\n``), so a token's line is always 1 and its column
is its offset + 1, as lark's ``LineCounter`` computes them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable, Optional

from judge.lalr_tables import keyword_tables, read_table

FAIL: Any = object()

FORMAT = 2
PATH = Path(__file__).resolve().with_name("grammar_tables.json")
#: The lark options the tables are read from (those of :func:`judge.dsl.parser.build_parser`).
OPTIONS = "parser=lalr lexer=contextual maybe_placeholders=False transformer=LineTransformer"

#: Most parse states remembered (each a few hundred bytes); past it, they are forgotten.
_MAX_NODES = 20_000
#: Uses of a (lexer, first character) after which its cut-down alternation is compiled.
_PROMOTE = 12


class Token(str):
    """lark's ``Token`` (same attributes, equality, hash and repr), made without importing lark."""

    __slots__ = ("type", "start_pos", "column", "end_column", "end_pos")
    __match_args__ = ("type", "value")

    # Every token of the fast path is on one line (a scenario is parsed line by line), and
    # its value is its text: these need no per-token store (they are read, never written).
    line = 1
    end_line = 1

    @property
    def value(self) -> str:
        return str.__str__(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Token) and self.type != other.type:
            return False
        return str.__eq__(self, other)

    __hash__ = str.__hash__

    def __repr__(self) -> str:
        return "Token(%r, %r)" % (self.type, self.value)

    def __reduce__(self) -> Any:
        return (_token, (self.type, self.value, self.start_pos, self.line, self.column, self.end_line,
                         self.end_column, self.end_pos))

    def __deepcopy__(self, memo: Any) -> "Token":
        return _token(self.type, self.value, self.start_pos, self.line, self.column, self.end_line,
                      self.end_column, self.end_pos)


def _token(type_: str, value: Any, start_pos: Any = None, line: Any = None, column: Any = None, end_line: Any = None,
           end_column: Any = None, end_pos: Any = None) -> Token:
    tok = str.__new__(Token, value)  # line and end_line are always 1, value is the text
    tok.type = type_
    tok.start_pos = start_pos
    tok.column = column
    tok.end_column = end_column
    tok.end_pos = end_pos
    return tok


def _Node(stack: tuple[int, ...]) -> list:
    """One LALR stack met while parsing: ``[dispatch, unless, ignored, blanks, edges, stack]``:
    the contextual lexer of the state on top (see :meth:`FastLALR._lexer`; None until a
    token is lexed there), then token type → (reductions, next node)."""
    return [None, None, None, None, {}, stack]


class FastLALR:
    """``parse(line)`` → the transformed value of the start rule, or :data:`FAIL`.

    ``data``: the tables (:func:`build_data`, or ``grammar_tables.json`` read by :func:`load`);
    ``transformer``: the object whose methods the rules call (a plain
    :class:`judge.dsl.transform.LineCallbacks`, or lark's transformer). Table rows and
    per-state lexers are decoded on first use, so building the driver costs nothing up front.
    """

    def __init__(self, data: dict, transformer: Any, start: str = "start") -> None:
        self._transformer = transformer
        self._symbols = data["symbols"]
        self._rules = data["rules"]
        self._raw_states = data["states"]
        self._lexer_of = data["lexer_of"]
        self._lexer_sets = data["lexer_sets"]
        self._terminals = data["terminals"]
        self._dropped = frozenset(data["dropped"])
        self._start = data["start"][start]
        self._end = data["end"][start]
        size = len(self._raw_states)
        # state → {terminal: (True, next state) | (False, size, callback, rule name, unary),
        #          rule name: next state (the goto)}; None until the state is first reached
        self._rows: list[Optional[dict]] = [None] * size
        self._lexers: list[Optional[tuple]] = [None] * len(self._lexer_sets)
        self._reduce_of: dict[int, Optional[tuple]] = {}
        self._compiled: dict[str, Callable] = {}  # terminal → the match of its own regex
        # the parse state (the LALR stack of states) → its _Node, filled as lines are parsed
        self._nodes: dict[tuple[int, ...], list] = {}
        self._root: list = self._node((self._start,))

    def parse(self, line: str) -> Any:
        dropped = self._dropped
        skip_blanks = _SKIP_BLANKS
        new = str.__new__
        node = self._root
        values: list = []
        pos = 0
        n = len(line)
        while pos < n:
            dispatch, unless, ignore, blanks, edges, _ = node
            if dispatch is None:  # the first time a line goes on from this stack
                dispatch, unless, ignore, blanks = node[:4] = self._lexer(node[5][-1])
            char = line[pos]
            if char in blanks:  # lark's ignored blanks (see _blanks_only_ignored): skip the run
                pos += 1
                if pos < n and line[pos] in blanks:
                    pos = skip_blanks(line, pos).end()
                if pos == n:
                    break
                char = line[pos]
            try:
                match = dispatch[char]
            except KeyError:
                match = self._match_for(dispatch, char)
            m = match(line, pos)
            if m is None:
                return FAIL
            type_ = m.lastgroup
            end = m.end()
            if type_ in ignore:
                pos = end
                continue
            # the match starts at pos: its text is the token's
            if type_ in unless:
                type_ = unless[type_].get(m.group(), type_)
            if type_ in dropped:  # a keyword no rule keeps: its token is never looked at
                tok = None
            else:
                value = m.group()
                tok = new(Token, value)
                tok.type = type_
                tok.start_pos = pos
                tok.column = pos + 1
                tok.end_column = end + 1
                tok.end_pos = end
            pos = end
            try:
                reductions, node = edges[type_]
            except KeyError:
                edge = self._edge(node, type_)
                if edge is None:
                    return FAIL
                reductions, node = edge
            for size, callback in reductions:
                if size == 1:
                    values[-1] = callback(values[-1])
                elif size:
                    children = values[-size:]
                    del values[-size:]
                    values.append(callback(children))
                else:
                    values.append(callback([]))
            values.append(tok)
        # the end of the line: reduce until the end state (lark's $END token)
        edge = node[4].get("$END") or self._edge(node, "$END")
        if edge is None:
            return FAIL
        for size, callback in edge[0]:
            if size == 1:
                values[-1] = callback(values[-1])
            elif size:
                children = values[-size:]
                del values[-size:]
                values.append(callback(children))
            else:
                values.append(callback([]))
        return values[-1]

    # ----------------------------------------------------------------- compiled paths

    def _node(self, stack: tuple[int, ...]) -> list:
        node = self._nodes.get(stack)
        if node is None:
            if len(self._nodes) >= _MAX_NODES:  # a bound on memory: forget them all, start again
                self._nodes = {}
                self._root = self._node((self._start,))
            node = self._nodes[stack] = _Node(stack)
        return node

    def _edge(self, node: list, type_: str) -> Optional[tuple]:
        """What the LALR table does from ``node``'s stack with a ``type_`` token: the
        reductions (size, callback) in order, then the node after the shift (or, for
        ``$END``, None once the end state is reached). None when the table has no action
        (or a rule whose callback this driver does not reproduce)."""
        stack = list(node[5])
        reductions: list[tuple[int, Callable]] = []
        while True:
            state = stack[-1]
            action = (self._rows[state] or self._row(state)).get(type_)
            if action is None:
                return None
            if action[0]:
                if type_ == "$END":
                    return None
                stack.append(action[1])
                edge = (tuple(reductions), self._node(tuple(stack)))
                break
            _, size, callback, origin, unary = action
            if size != 1:
                reductions.append((size, callback))
            elif unary is not _IDENTITY:  # a one-child rule: the loop passes the child itself
                reductions.append((1, unary if unary is not None else _listing(callback)))
            if size:
                del stack[-size:]
            below = stack[-1]
            stack.append((self._rows[below] or self._row(below))[origin])
            if type_ == "$END" and stack[-1] == self._end:
                edge = (tuple(reductions), None)
                break
        node[4][type_] = edge
        return edge

    # ----------------------------------------------------------------- decoding

    def _row(self, state: int) -> dict:
        raw = self._raw_states[state]
        numbers = [int(x) for x in raw.split(",")] if raw else []
        symbols = self._symbols
        row: dict[str, Any] = {}
        for i in range(0, len(numbers), 2):
            name, action = symbols[numbers[i]], numbers[i + 1]
            if action >= 0:
                row[name] = (True, action) if name.isupper() or name == "$END" else action
            else:
                red = self._reduce(-1 - action)
                if red is not None:  # else: no action here, the line goes to lark
                    row[name] = red
        self._rows[state] = row
        return row

    def _reduce(self, index: int) -> Optional[tuple]:
        if index in self._reduce_of:
            return self._reduce_of[index]
        origin, size, desc = self._rules[index]
        red = None
        if desc is not None:
            try:
                cb, unary = make(desc, self._transformer, size)
                red = (False, size, cb, origin, unary)
            except Exception:  # noqa: BLE001 - e.g. the transformer lacks the method: lark does it
                red = None
        self._reduce_of[index] = red
        return red

    def _lexer(self, state: int) -> tuple:
        index = self._lexer_of[state]
        if index < 0:  # a state lark never lexes in, or whose lexer is not reproduced
            return _NEVER
        lexer = self._lexers[index]
        if lexer is None:
            raw = self._lexer_sets[index]
            names, unless, ignore, blanks = json.loads(raw) if isinstance(raw, str) else raw
            terminals = self._terminals
            items = tuple((name, terminals[name][1], terminals[name][2]) for name in names)
            dispatch: dict[Any, Any] = {None: (items, bool(blanks))}
            lexer = self._lexers[index] = (dispatch, unless, frozenset(ignore), _BLANK_SET if blanks else frozenset())
        return lexer

    def _match_for(self, dispatch: dict, char: str) -> Callable:
        """The ``match`` for a token beginning with ``char`` (see the module docstring)."""
        items, blanks = dispatch[None]
        if len(dispatch) > _MAX_DISPATCH or not blanks:  # lark's whole alternation
            whole = dispatch.get("")
            if whole is None:
                whole = dispatch[""] = self._alternation([name for name, _, _ in items])
            if len(dispatch) <= _MAX_DISPATCH:
                dispatch[char] = whole
            return whole
        ascii_ = char < "\x80"
        keep = [name for name, first, other in items if (char in first if ascii_ else other)]
        if not keep:
            match: Callable = _no_match  # lark's lexer fails here too
        elif len(keep) == 1 and not self._terminals[keep[0]][3]:  # one regex: compiled once, shared
            match = self._one(keep[0])
        else:
            match = self._sequence(dispatch, char, keep)
        dispatch[char] = match
        return match

    def _one(self, name: str) -> Callable:
        match = self._compiled.get(name)
        if match is None:
            regex, _, _, literal = self._terminals[name]
            if literal:  # a keyword: what its escaped regex matches, without compiling it
                match = _literal(name, literal)
            else:
                match = re.compile("(?P<%s>%s)" % (name, regex)).match
            self._compiled[name] = match
        return match

    def _alternation(self, names: list) -> Callable:
        terminals = self._terminals
        return re.compile("|".join("(?P<%s>%s)" % (name, terminals[name][0]) for name in names)).match

    def _sequence(self, dispatch: dict, char: str, names: list) -> Callable:
        """The terminals' own matchers tried in order (the same token as their alternation);
        after ``_PROMOTE`` uses the alternation is compiled and takes its place (also for a
        single keyword: a compiled match is faster than ``startswith`` and a match object)."""
        matches = [self._one(name) for name in names]
        uses = [0]

        def match(line: str, pos: int) -> Any:
            uses[0] += 1
            if uses[0] == _PROMOTE:
                dispatch[char] = self._alternation(names)
            for one in matches:
                m = one(line, pos)
                if m is not None:
                    return m
            return None

        return match


def _no_match(text: str, pos: int) -> None:
    return None


class _LiteralMatch:
    """What the driver reads of a regex match (``lastgroup``, ``end()``, ``group()``), for a
    keyword matched with ``str.startswith``."""

    __slots__ = ("lastgroup", "_value", "_end")

    def __init__(self, name: str, value: str, end: int) -> None:
        self.lastgroup = name
        self._value = value
        self._end = end

    def end(self) -> int:
        return self._end

    def group(self) -> str:
        return self._value


def _literal(name: str, literal: str) -> Callable:
    size = len(literal)

    def match(line: str, pos: int) -> Optional[_LiteralMatch]:
        if line.startswith(literal, pos):
            return _LiteralMatch(name, literal, pos + size)
        return None

    return match


class _Never(dict):
    """The dispatch of a state whose lark lexer this driver does not reproduce: nothing
    matches, so every line reaching that state is parsed by lark."""

    def __missing__(self, char: str) -> Callable:
        return _no_match


_NEVER: tuple = (_Never(), {}, frozenset(), frozenset())

#: Most first characters remembered per lexer; past it, the whole alternation is used.
_MAX_DISPATCH = 128
_SKIP_BLANKS = re.compile("[ \t\x0c\r]+").match


#: Blanks skipped before each token when the grammar ignores them (``%ignore /[ \t\f\r]+/``).
_BLANK_CHARS = " \t\x0c\r"
_BLANK_SET = frozenset(_BLANK_CHARS)


def _blanks_only_ignored(terminals: Any, ignore: frozenset) -> bool:
    """Whether skipping a run of blanks before matching is what lark's lexer does here.

    True when an ignored terminal is exactly ``[ \t\f\r]+`` and no other terminal of this
    lexer can match a text starting with a blank: then at a blank lark's lexer always
    matches that ignored terminal, whole run, and goes on at the next non-blank — which
    is what skipping the run and matching there does.
    """
    if not any(t.name in ignore and t.pattern.to_regexp() in ("[ \t\x0c\r]+", "[ \t\f\r]+")
               for t in terminals):
        return False
    for t in terminals:
        if t.name in ignore and t.pattern.to_regexp() in ("[ \t\x0c\r]+", "[ \t\f\r]+"):
            continue
        if t.pattern.type == "str" and t.pattern.value:  # a keyword: its first character
            if t.pattern.value[0] in _BLANK_CHARS:
                return False
        elif _may_start_with(t.pattern.to_regexp(), _BLANK_CHARS):
            return False
    return True


class _Unsure(Exception):
    pass


_MAY_START: dict[tuple[str, str], bool] = {}


def _may_start_with(regex: str, chars: str) -> bool:
    """Whether ``regex`` may match a text whose first character is one of ``chars``.

    A conservative reading of the parsed pattern: True whenever it is not sure.
    """
    known = _MAY_START.get((regex, chars))
    if known is None:
        known = _MAY_START[(regex, chars)] = _read_may_start_with(regex, chars)
    return known


_PARSED: dict[str, Any] = {}


def _read_may_start_with(regex: str, chars: str) -> bool:
    try:
        from re import _constants as C, _parser as P  # type: ignore[attr-defined]
    except ImportError:  # pragma: no cover - Python < 3.11
        import sre_constants as C  # type: ignore[no-redef]
        import sre_parse as P  # type: ignore[no-redef]
    categories = {C.CATEGORY_DIGIT: r"\d", C.CATEGORY_NOT_DIGIT: r"\D", C.CATEGORY_SPACE: r"\s",
                  C.CATEGORY_NOT_SPACE: r"\S", C.CATEGORY_WORD: r"\w", C.CATEGORY_NOT_WORD: r"\W"}
    repeats = {C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", C.MAX_REPEAT)}
    IGNORECASE = C.SRE_FLAG_IGNORECASE

    def variants(c: str, icase: bool) -> str:
        """The characters a case-insensitive match may take ``c`` for (raises when unsure)."""
        if not icase:
            return c
        if not c.isascii() or c.lower() in "iks":  # Unicode case folds (K, ſ, İ...) reach these
            raise _Unsure
        return c.lower() + c.upper()

    def in_class(items: Any, c: str) -> bool:
        negate = hit = False
        for op, av in items:
            if op is C.NEGATE:
                negate = True
            elif op is C.LITERAL:
                hit = hit or ord(c) == av
            elif op is C.RANGE:
                hit = hit or av[0] <= ord(c) <= av[1]
            elif op is C.CATEGORY and av in categories:
                hit = hit or re.match(categories[av], c) is not None
            else:
                raise _Unsure
        return hit != negate

    def seq(items: Any, icase: bool) -> tuple[bool, bool]:  # (may start with one of chars, may match empty)
        for op, av in items:
            may, empty = one(op, av, icase)
            if may:
                return True, False
            if not empty:
                return False, False
        return False, True

    def one(op: Any, av: Any, icase: bool) -> tuple[bool, bool]:
        if op is C.LITERAL:
            return any(ord(v) == av for c in chars for v in variants(c, icase)), False
        if op is C.NOT_LITERAL:
            if icase:
                raise _Unsure
            return any(ord(c) != av for c in chars), False
        if op is C.ANY:
            return True, False
        if op is C.IN:
            if icase and any(o is C.NEGATE for o, _ in av):
                raise _Unsure
            return any(in_class(av, v) for c in chars for v in variants(c, icase)), False
        if op is C.BRANCH:
            results = [seq(alt, icase) for alt in av[1]]
            return any(r[0] for r in results), any(r[1] for r in results)
        if op is C.SUBPATTERN:
            _group, add, delete, sub = av
            return seq(sub, (icase or bool(add & IGNORECASE)) and not delete & IGNORECASE)
        if op in repeats:
            may, empty = seq(av[2], icase)
            return may, empty or av[0] == 0
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            return False, True  # zero width; ignoring what it asserts is conservative
        raise _Unsure

    try:
        parsed = _PARSED.get(regex)
        if parsed is None:
            parsed = _PARSED[regex] = P.parse(regex)
        may, empty = seq(parsed, bool(parsed.state.flags & IGNORECASE))
    except Exception:  # noqa: BLE001 - _Unsure, or a pattern this reading does not know
        return True
    return may or empty


#: The "callback" of a one-symbol rule whose value is its child's (``?rule`` with one child).
_IDENTITY: Any = object()


def describe(callback: Any) -> Optional[list]:
    """What lark's wrapped rule ``callback`` does, as data: ``[style, name, include, expand1]``
    — ``style`` "args" (the transformer's method ``name`` called with the kept children, lark's
    ``v_args(inline=True)``) or "tree" (``Tree(name, children)``, a rule without a method);
    ``include`` the kept children ``[[index, splice], ...]`` (lark's child filter) or None
    for all of them; ``expand1`` for a ``?rule`` (one child: that child). None when the
    wrappers are not ones this module knows."""
    from functools import partial

    from lark import Transformer
    from lark.parse_tree_builder import ChildFilterLALR_NoPlaceholders, ExpandSingleChild, apply_visit_wrapper
    from lark.visitors import _vargs_inline, _VArgsWrapper

    wrappers = []
    inner = callback
    while type(inner) in (ChildFilterLALR_NoPlaceholders, ExpandSingleChild):
        wrappers.append(inner)
        inner = inner.node_builder
    if isinstance(inner, partial) and not inner.keywords and len(inner.args) == 1:
        # lark's default for a rule without a method: the transformer's __default__ → Tree
        handler = _cells(inner.func).get("default_handler")
        if getattr(handler, "__func__", None) is not Transformer.__default__:
            return None
        style, name = "tree", inner.args[0]
    else:
        code = getattr(inner, "__code__", None)
        if code is None or code is not apply_visit_wrapper(_no_match, "", _vargs_inline).__code__:
            return None
        cells = _cells(inner)
        func = cells.get("func")
        if cells.get("wrapper") is not _vargs_inline or type(func) is not _VArgsWrapper:
            return None
        name = getattr(func.base_func, "__name__", None)
        if not isinstance(name, str):
            return None
        style = "args"  # v_args(inline=True): method(*children)
    # lark calls wrappers[0](children) → wrappers[1](filtered) → ... → target
    if len(wrappers) > 2 or (len(wrappers) == 2 and type(wrappers[0]) is type(wrappers[1])):
        return None
    filt = next((w for w in wrappers if type(w) is ChildFilterLALR_NoPlaceholders), None)
    expand1 = any(type(w) is ExpandSingleChild for w in wrappers)
    if expand1 and filt is not None and wrappers[0] is not filt:
        return None  # ExpandSingleChild outside the filter: not produced by lark 1.x
    include = None if filt is None else [[i, int(bool(e))] for i, e in filt.to_include]
    return [style, name, include, int(expand1)]


class _Spliced:
    """The node of a helper rule (``__x_star_n``, ``_x``): lark makes a ``Tree`` whose
    children its parent's filter splices in; only ``children`` is ever read."""

    __slots__ = ("data", "children")

    def __init__(self, data: str, children: list, meta: Any = None) -> None:
        self.data = data
        self.children = children


def _lark_tree(data: str, children: list, meta: Any = None) -> Any:
    from lark import Tree

    return Tree(data, children, meta)


def make(desc: list, transformer: Any, size: int) -> tuple[Callable, Any]:
    """``(cb, unary)`` for a rule described by ``desc`` (see :func:`describe`): a plain
    function doing on the list of children what lark's wrapped callback does, and for a
    one-symbol rule (``size`` 1) the same taking the child itself — :data:`_IDENTITY` when
    that is the child unchanged, None when there is no such function."""
    style, name, include, expand1 = desc
    namespace: dict[str, Any] = {}
    if style == "tree":
        target: Any = None
        if name.startswith("_"):  # lark's helper rules (``__x_star_n``): their parent splices
            tree: Any = _Spliced  # the children, so no lark Tree is ever seen
        else:  # a rule without a method (``?rule``s: only when it has several children)
            tree = _lark_tree
        namespace["T"], namespace["data"] = tree, name
    elif style == "args":
        target = getattr(transformer, name)
        target = getattr(target, "base_func", target)  # lark's v_args wrapper: the method itself
    else:
        raise ValueError(style)
    to_include = None if include is None else [(i, bool(e)) for i, e in include]

    plain = None if expand1 or style != "args" else _plain(target, to_include)
    if plain is not None:  # the common shapes, without compiling anything
        if size != 1:
            return plain, None
        if to_include is None or [i for i, _ in to_include] == [0]:
            return plain, target
        return plain, (lambda child: target())

    if to_include is None:
        items = "*c"
    else:
        items = ", ".join(f"*c[{i}].children" if e else f"c[{i}]" for i, e in to_include)
    if not expand1:
        call = {"args": f"t({items})", "tree": f"T(data, [{items}], None)"}[style]
        body = f"    return {call}\n"
    else:
        mk = {"args": "t(*f)", "tree": "T(data, f, None)"}[style]
        body = f"    f = [{items}]\n    return f[0] if len(f) == 1 else {mk}\n"
    namespace["t"] = target
    src = "def cb(c):\n" + body
    unary: Any = None
    if size == 1:  # the one child is c[0]; "*c" is that child alone
        if items in ("*c", "c[0]") and expand1:
            unary = _IDENTITY
        elif items in ("*c", "c[0]") and style == "args":
            unary = target
        else:
            src += "def unary(v):\n" + body.replace("*c", "v").replace("c[0]", "v")
    code = _CODE.get(src)
    if code is None:  # rules of the same shape share the compiled code (compiling is ~80 µs)
        code = _CODE[src] = compile(src, "<judge.dsl.lalr rule callback>", "exec")
    exec(code, namespace)
    if unary is None and "unary" in namespace:
        unary = namespace["unary"]
    return namespace["cb"], unary


_CODE: dict[str, Any] = {}


def _plain(t: Callable, to_include: Any) -> Optional[Callable]:
    """``t`` called with the kept children — all of them when ``to_include`` is None — for up
    to three kept children none of which is spliced; None for any other shape."""
    if not to_include:
        return (lambda c: t(*c)) if to_include is None else (lambda c: t())
    if any(expand for _, expand in to_include) or len(to_include) > 3:
        return None
    idx = [i for i, _ in to_include]
    if len(idx) == 1:
        i = idx[0]
        return lambda c: t(c[i])
    if len(idx) == 2:
        i, j = idx
        return lambda c: t(c[i], c[j])
    i, j, k = idx
    return lambda c: t(c[i], c[j], c[k])


def _listing(callback: Callable) -> Callable:
    """``callback`` of a one-child rule, taking the child rather than the list of children."""
    return lambda child: callback([child])


def _cells(func: Any) -> dict[str, Any]:
    """A closure's free variables by name."""
    code = getattr(func, "__code__", None)
    if code is None:
        return {}
    return dict(zip(code.co_freevars, (c.cell_contents for c in func.__closure__ or ())))


# --------------------------------------------------------------------------- the tables


def build_data(lark: Any, start: str = "start") -> Optional[dict]:
    """The tables of a ``Lark(parser="lalr", lexer="contextual")`` instance with an embedded
    transformer, as JSON data; None when it uses anything this driver does not reproduce."""
    try:
        return _build_data(lark)
    except Exception:  # noqa: BLE001 - a lark whose internals moved: lark parses every line
        return None


def _build_data(lark: Any) -> Optional[dict]:
    import lark as lark_module
    from lark.lexer import ContextualLexer, UnlessCallback, _create_unless
    from lark.parsers.lalr_analysis import Shift

    opts = lark.options
    if (opts.parser != "lalr" or opts.postlex is not None or opts.propagate_positions
            or opts.lexer_callbacks or opts.use_bytes or opts.regex or opts.g_regex_flags):
        return None
    frontend = lark.parser
    contextual = frontend.lexer
    if type(contextual) is not ContextualLexer:
        return None
    inner = frontend.parser.parser
    callbacks = inner.callbacks
    if any(isinstance(key, str) for key in callbacks):  # terminal callbacks: not reproduced
        return None
    parsed = read_table(inner.parse_table, Shift)
    order = parsed.order
    symbols = parsed.symbols
    rules = [[r.origin.name, len(r.expansion), describe(callbacks[r])] for r in parsed.rules]
    states = [",".join(map(str, row)) for row in parsed.rows]

    lexer_sets: list[list] = []
    set_index: dict[int, int] = {}
    lexer_of: list[int] = []
    terminals: dict[str, list] = {}
    for old in order:
        basic = contextual.lexers.get(old)
        if basic is None or basic.user_callbacks or basic.use_bytes or basic.g_regex_flags or basic.re is not re:
            lexer_of.append(-1)
            continue
        if id(basic) not in set_index:
            union, unless_cbs = _create_unless(basic.terminals, basic.g_regex_flags, basic.re, basic.use_bytes)
            unless = keyword_tables(unless_cbs, UnlessCallback, first_wins=False)
            if unless is None:
                set_index[id(basic)] = -1
            else:
                for t in union:
                    if t.name not in terminals:
                        regex = t.pattern.to_regexp()
                        first = "".join(c for c in map(chr, range(128)) if _may_begin(t, c))
                        literal = t.pattern.value if t.pattern.type == "str" and not t.pattern.flags else None
                        terminals[t.name] = [regex, first, int(_may_start_with(regex, _NON_ASCII_PROBE)
                                                               or not _plain_ascii_start(t)), literal]
                ignore = frozenset(basic.ignore_types)
                set_index[id(basic)] = len(lexer_sets)
                lexer_sets.append([[t.name for t in union], unless, sorted(ignore),
                                   int(_blanks_only_ignored(basic.terminals, ignore))])
        lexer_of.append(set_index[id(basic)])

    # keywords that no rule keeps (lark's filter_out): their tokens are never looked at
    kept, used = set(), set()
    for rule in lark.rules:
        for sym in rule.expansion:
            if sym.is_term:
                used.add(sym.name)
                if rule.options.keep_all_tokens or not sym.filter_out:
                    kept.add(sym.name)
    return {
        "format": FORMAT,
        "symbols": symbols,
        "rules": rules,
        "states": states,
        "start": parsed.start,
        "end": parsed.end,
        "lexer_of": lexer_of,
        "lexer_sets": lexer_sets,
        "terminals": dict(sorted(terminals.items())),
        "dropped": sorted(used - kept),
    }


#: Non-ASCII characters a terminal is asked about (any "yes" means: try it for every
#: non-ASCII character); :func:`_plain_ascii_start` covers the rest conservatively.
_NON_ASCII_PROBE = "\u00c0\u00c6\u00d6\u00d8\u00de\u00e9\u00f6\u2014\u2013\u2019\u201c\u201d\u212a\u017f\u0130\u00a0"


def _plain_ascii_start(terminal: Any) -> bool:
    """Whether ``terminal`` surely begins with an ASCII character: a keyword without flags
    beginning with one (anything else: not sure, so it is tried on non-ASCII characters too
    unless the probe above already said so)."""
    pattern = terminal.pattern
    return pattern.type == "str" and not pattern.flags and pattern.value[:1] < "\x80" and pattern.value != ""


def _may_begin(terminal: Any, char: str) -> bool:
    pattern = terminal.pattern
    if pattern.type == "str" and not pattern.flags:
        return pattern.value[:1] == char
    return _may_start_with(pattern.to_regexp(), char)


def build(lark: Any, start: str = "start") -> Optional[FastLALR]:
    """The fast driver for a ``Lark(parser="lalr", lexer="contextual")`` instance (its
    tables read off it in memory, its own transformer's methods), or None."""
    data = build_data(lark)
    if data is None:
        return None
    try:
        return FastLALR(data, lark.options.transformer, start)
    except Exception:  # noqa: BLE001
        return None


def grammar_digest(grammar: str) -> str:
    import hashlib

    return hashlib.sha256((OPTIONS + "\0" + grammar).encode("utf-8")).hexdigest()


def build_text(lark: Any, grammar: str) -> str:
    """The content of ``grammar_tables.json`` for ``lark`` built from ``grammar``
    (deterministic: sorted keys, one line per state row and per lexer)."""
    data = build_data(lark)
    if data is None:
        raise ValueError("the scenario parser uses a lark feature the fast driver does not reproduce")
    data["grammar"] = grammar_digest(grammar)
    head = {k: v for k, v in data.items() if k not in ("states", "lexer_sets")}
    lines = ["{", f'"head": {json.dumps(head, sort_keys=True, separators=(",", ":"), ensure_ascii=True)},']
    for key in ("lexer_sets", "states"):
        rows = [json.dumps(json.dumps(x, separators=(",", ":")) if key == "lexer_sets" else x) for x in data[key]]
        lines.append(f'"{key}": [')
        lines += [r + ("," if i < len(rows) - 1 else "") for i, r in enumerate(rows)]
        lines.append("]" + ("," if key == "lexer_sets" else ""))
    lines += ["}", ""]
    return "\n".join(lines)


_BUILD = """
import sys
import lark, lark.lexer
from judge.dsl import lalr, parser
from judge.dsl.transform import lark_transformer
lark.lexer.has_interegular = False
grammar = parser.grammar_text()
built = parser.build_parser(transformer=lark_transformer())
sys.stdout.write(lalr.build_text(built, grammar))
"""


def build_fresh() -> str:
    """:func:`build_text` for the grammar as it is now, built by lark without its cache in a
    child process with ``PYTHONHASHSEED=0`` (lark's state numbers depend on string hashing;
    the canonical renumbering and the fixed seed make the file reproducible)."""
    import os
    import subprocess
    import sys

    root = str(Path(__file__).resolve().parent.parent.parent)
    env = dict(os.environ, PYTHONHASHSEED="0",
               PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH", "")])))
    return subprocess.run([sys.executable, "-c", _BUILD], capture_output=True, text=True, check=True, env=env,
                          encoding="utf-8").stdout


def load(grammar: str) -> Optional[dict]:
    """The tables of ``grammar_tables.json`` when they were built from ``grammar`` (and the
    options of :data:`OPTIONS`) in this :data:`FORMAT`; None otherwise (missing, unreadable,
    stale: the caller builds the parser with lark). Whichever lark is installed: the tables
    are the same for every lark version the project declares (each builds the same states,
    canonically numbered; the freshness test proves it under each version CI runs)."""
    try:
        data = json.loads(PATH.read_text(encoding="utf-8"))
        head = data["head"]
        if head.get("format") != FORMAT or head.get("grammar") != grammar_digest(grammar):
            return None
        return dict(head, states=data["states"], lexer_sets=data["lexer_sets"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
