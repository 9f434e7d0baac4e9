"""The LALR driver of both grammars (the scenario language, :mod:`judge.dsl.lalr`; card text,
:mod:`judge.cards.text_lalr`): the parse lark would make, run from tables read off lark's own
parser (:mod:`judge._speed.lalr.tables`), in one tight loop, without importing lark.

Why
---
Lark's own loop costs 7-8 µs per token in CPython (a lexer generator, a ``LineCounter``,
``Token.__new__`` with keyword handling, ``ParserState.feed_token`` looking rules up in a
dict keyed by ``Rule`` objects, three wrapper calls around each transformer callback...),
and a new process paid, before its first line, ~25 ms importing lark and ~21-80 ms building
the parser from lark's cache (the card-text parser: 1,848 per-state lexers). This driver
runs the *same* parse from *data read off the parser lark builds*, so the tokens (type,
value, positions), the reductions and therefore the result are exactly lark's.

* Lexing: in each parser state, lark's contextual lexer tries that state's regex (the
  alternation of the terminals the state accepts plus the ignored ones, in lark's order)
  at the current position; an alternation gives its first alternative that matches. Done
  here with the terminals that can begin with the character at hand (recorded per
  terminal at build time, conservatively), tried one by one in that order (each
  terminal's regex compiled once, shared by every state), which finds the same token; a
  (state, character) met often gets that cut-down alternation compiled instead. A regex
  terminal that matched a keyword's exact text becomes the keyword (lark's
  ``UnlessCallback``); blanks are skipped in Python where that is exactly what lark's
  ignored ``[ \t\f\r]+`` does.
* Parsing: lark's LALR table (states numbered canonically, so the files are reproducible).
  What the table does from a given stack with a given token type — the reductions, in
  order, then the shift — depends on nothing else, so it is worked out once
  (:meth:`FastLALR._edge`) and kept on a node per stack met; a text is then a walk from
  node to node, running the kept reductions (at most ``_MAX_NODES`` nodes are kept).
  Several start symbols share the tables (the card grammar parses a paragraph, a cost or
  the sentences after a colon).
* Results: lark composes each rule's callback from wrappers (a child filter dropping
  anonymous keyword tokens and splicing ``_rule`` children, ``?rule``'s single-child
  expansion, ``v_args(inline=True)``). The build reads them into data (``[style, name,
  include, expand1]``, :func:`judge._speed.lalr.tables.describe`) and :func:`make` makes one plain
  function per rule that does the same: a call of the transformer's own method (the
  scenario language: its AST is made during the parse), or lark's ``Tree`` for a rule
  without one (the card grammar: the tree lark builds, for its transformer). Keyword tokens
  that no rule keeps are never made into ``Token`` objects (their slot holds None); the
  others are :class:`Token`, lark's ``Token`` without lark.

It only handles the success path in :meth:`FastLALR.parse`. On any failure (no terminal
matches, or the table has no action for a token) it returns :data:`FAIL`; the caller then asks
:meth:`FastLALR.diagnose`, which walks the line again over the table alone and says where and
why lark would have stopped — what lark's own ``UnexpectedInput`` would say (the token or
character, the expected terminals, what the parser could accept there): the error is worded
without building lark's parser (seconds and ~190 MB on a first run). Texts are single lines (no ``\\n``), so a token's line is always 1 and its column
is its offset + 1, as lark's ``LineCounter`` computes them.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, NamedTuple, Optional

from judge._speed.lalr.trees import Tree

FAIL: Any = object()


class Failure(NamedTuple):
    """Where and why a line fails, as lark's exception would say it (:meth:`FastLALR.diagnose`).

    ``kind``: ``"token"`` (lark's ``UnexpectedToken``: a token the parser can't take, or the
    end of the line, ``token_type`` ``"$END"``) or ``"chars"`` (``UnexpectedCharacters``: no
    terminal matches). ``column``: 1-based (the token's start; for ``$END`` the line's end).
    ``expected``: lark's ``expected`` (``allowed`` for ``chars``). ``accepts``: the terminals the
    parser could take at that point (lark's ``interactive_parser.accepts()``)."""

    kind: str
    column: int
    token_type: str
    token_value: str
    expected: frozenset
    accepts: frozenset

#: Most parse states remembered (each a few hundred bytes); past it, they are forgotten.
_MAX_NODES = 20_000
#: Uses of a (lexer, first character) after which its cut-down alternation is compiled
#: (compiling one costs ~0.3 ms, the price of a few hundred terminals tried one by one: at
#: 12 a first run of the suite compiled 434 of them and was ~5 % slower, at 64 155 of them,
#: and a long repetitive scenario still parses at the speed of the alternations:
#: docs/performance.md).
_PROMOTE = 64


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
    """``parse(text[, start])`` → the value of the start rule, or :data:`FAIL`.

    ``data``: the tables (:func:`judge._speed.lalr.tables.build_data`, or a generated file read by
    :func:`judge._speed.lalr.tables.load`); ``transformer``: the object whose methods the rules call
    (a plain :class:`judge.dsl.transform.LineCallbacks`, or lark's transformer), or None to
    build lark's tree; ``start``: the start symbol parsed when ``parse`` is given none. Table
    rows and per-state lexers are decoded on first use, so building the driver costs nothing
    up front.
    """

    def __init__(self, data: dict, transformer: Any = None, start: str = "start") -> None:
        self._transformer = transformer
        self._symbols = data["symbols"]
        self._rules = data["rules"]
        self._raw_states = data["states"]
        self._lexer_of = data["lexer_of"]
        self._lexer_sets = data["lexer_sets"]
        self._root_lexer = data.get("root_lexer", -1)  # lark's root lexer (tried where a state's fails)
        #: terminal name → its keyword text, for every keyword terminal of the grammar
        self.keywords: dict[str, str] = data.get("keywords", {})
        self._terminals = data["terminals"]
        self._dropped = frozenset(data["dropped"])
        self._starts = data["start"]
        # each start symbol's first state → its end state (lark's $END is accepted there)
        self._end_of = {data["start"][name]: data["end"][name] for name in data["start"]}
        size = len(self._raw_states)
        # state → {terminal: (True, next state) | (False, size, callback, rule name, unary),
        #          rule name: next state (the goto)}; None until the state is first reached
        self._rows: list[Optional[dict]] = [None] * size
        self._raw_rows: list[Optional[dict]] = [None] * size  # the diagnosis's rows, decoded once
        self._lexers: list[Optional[tuple]] = [None] * len(self._lexer_sets)
        self._reduce_of: dict[int, Optional[tuple]] = {}
        self._compiled: dict[str, Callable] = {}  # terminal → the match of its own regex
        self._alternations: dict[tuple[str, ...], Callable] = {}  # terminals → their alternation's match
        # the parse state (the LALR stack of states) → its _Node, filled as lines are parsed
        self._nodes: dict[tuple[int, ...], list] = {}
        self._roots: dict[str, list] = {}
        self._default = start
        self._root: list = self._start_node(start)

    def _start_node(self, start: str) -> list:
        node = self._roots.get(start)
        if node is None:
            node = self._roots[start] = self._node((self._starts[start],))
        return node

    def parse(self, line: str, start: Optional[str] = None) -> Any:
        dropped = self._dropped
        new = str.__new__
        if start is None:
            node = self._root
        elif start in self._starts:
            node = self._start_node(start)
        else:
            return FAIL
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
                while pos < n and line[pos] in blanks:
                    pos += 1
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
            if reductions:
                _reduce(values, reductions)
            values.append(tok)
        # the end of the line: reduce until the end state (lark's $END token)
        edge = node[4].get("$END") or self._edge(node, "$END")
        if edge is None:
            return FAIL
        _reduce(values, edge[0])
        return values[-1]

    # ----------------------------------------------------------------- diagnosis

    def diagnose(self, line: str, start: Optional[str] = None) -> Optional[Failure]:
        """Where and why ``line`` fails to parse (see :class:`Failure`), found over the table
        alone (no callback runs); None when it does parse — :meth:`parse` failed for a reason of
        this driver's own (a rule it does not reproduce): ask lark then."""
        if start is None:
            start = self._default
        if start not in self._starts:
            return None
        stack = [self._starts[start]]
        pos, n = 0, len(line)
        while pos < n:
            dispatch, unless, ignore, blanks = self._lexer(stack[-1])
            if dispatch is _NEVER[0]:
                return None
            char = line[pos]
            if char in blanks:
                pos += 1
                while pos < n and line[pos] in blanks:
                    pos += 1
                if pos == n:
                    break
                char = line[pos]
            match = dispatch.get(char) or self._match_for(dispatch, char)
            m = match(line, pos)
            if m is None:
                return self._lex_failure(stack, line, pos)
            type_ = m.lastgroup
            if type_ in ignore:
                pos = m.end()
                continue
            if type_ in unless:
                type_ = unless[type_].get(m.group(), type_)
            failed = self._feed(stack, type_)
            if failed is not None:
                return self._token_failure(stack, failed, type_, m.group(), pos + 1)
            pos = m.end()
        failed = self._feed(stack, "$END")
        if failed is not None:
            return self._token_failure(stack, failed, "$END", "", n + 1)
        return None

    def _raw_row(self, state: int) -> dict:
        """State ``state``'s actions from the table as it is: symbol → ``(True, next state)`` (a
        shift, or the goto of a rule), or ``(False, rule index)`` (a reduce)."""
        row = self._raw_rows[state]
        if row is not None:
            return row
        raw = self._raw_states[state]
        numbers = [int(x) for x in raw.split(",")] if raw else []
        symbols = self._symbols
        row = self._raw_rows[state] = {
            symbols[numbers[i]]: (True, numbers[i + 1]) if numbers[i + 1] >= 0 else (False, -1 - numbers[i + 1])
            for i in range(0, len(numbers), 2)}
        return row

    def _feed(self, stack: list, type_: str) -> Optional[int]:
        """Feed a ``type_`` token to ``stack`` as lark's parser state does (reductions, then
        the shift; for ``$END``, until the end state): None when it is taken, else the state
        with no action for it (``stack`` is left as lark leaves it: reduced so far)."""
        while True:
            state = stack[-1]
            action = self._raw_row(state).get(type_)
            if action is None:
                return state
            shift, arg = action
            if shift:
                if type_ == "$END":
                    return state
                stack.append(arg)
                return None
            origin, size = self._rules[arg][0], self._rules[arg][1]
            if size:
                del stack[-size:]
            stack.append(self._raw_row(stack[-1])[origin][1])
            if type_ == "$END" and stack[-1] == self._end_of.get(stack[0]):
                return None

    def _accepts(self, stack: list) -> frozenset:
        """The terminals the parser could take from ``stack`` (lark's ``accepts()``)."""
        out = set()
        for name in self._raw_row(stack[-1]):
            if name.isupper() and self._feed(list(stack), name) is None:
                out.add(name)
        return frozenset(out)

    def _token_failure(self, stack: list, state: int, type_: str, value: str, column: int) -> Failure:
        expected = frozenset(s for s in self._raw_row(state) if s.isupper())
        return Failure("token", column, type_, value, expected, self._accepts(stack))

    def _lex_failure(self, stack: list, line: str, pos: int) -> Failure:
        """No terminal of the state's lexer matches at ``pos``: lark then tries its root lexer
        (every terminal); a token it finds is an unexpected token, else unexpected characters.
        Either way the expected terminals are those the state's lexer knows."""
        index = self._lexer_of[stack[-1]]
        names, _, ignore, _ = self._lexer_set(index)
        allowed = frozenset(names) - frozenset(ignore) or frozenset({"<END-OF-FILE>"})  # (lark's word for none)
        accepts = self._accepts(stack)
        if self._root_lexer >= 0:
            dispatch, unless, root_ignore, _ = self._lexer_at(self._root_lexer)
            # the first of its terminals, in order, that matches — what their alternation matches,
            # without compiling that (~17 kB, ~10 ms: a card-text error's first run, once per process)
            m = None
            for name in self._lexer_set(self._root_lexer)[0]:
                m = self._one(name)(line, pos)
                if m is not None:
                    break
            if m is not None:
                type_ = m.lastgroup
                if type_ in unless:
                    type_ = unless[type_].get(m.group(), type_)
                return Failure("token", pos + 1, type_, m.group(), allowed, accepts)
        return Failure("chars", pos + 1, "", line[pos:pos + 1], allowed, accepts)

    def _lexer_set(self, index: int) -> list:
        raw = self._lexer_sets[index]
        return json.loads(raw) if isinstance(raw, str) else raw

    # ----------------------------------------------------------------- compiled paths

    def _node(self, stack: tuple[int, ...]) -> list:
        node = self._nodes.get(stack)
        if node is None:
            if len(self._nodes) >= _MAX_NODES:  # a bound on memory: forget them all, start again
                self._nodes = {}
                self._roots = {}
                self._root = self._start_node(self._default)
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
            if type_ == "$END" and stack[-1] == self._end_of.get(stack[0]):
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
        return self._lexer_at(self._lexer_of[state])

    def _lexer_at(self, index: int) -> tuple:
        if index < 0:  # a state lark never lexes in, or whose lexer is not reproduced
            return _NEVER
        lexer = self._lexers[index]
        if lexer is None:
            raw = self._lexer_sets[index]
            names, unless, ignore, blanks = json.loads(raw) if isinstance(raw, str) else raw
            terminals = self._terminals
            items = tuple((name, terminals[name][1], terminals[name][2]) for name in names)
            dispatch: dict[Any, Any] = {None: (items, bool(blanks))}
            lexer = self._lexers[index] = (dispatch, unless, frozenset(ignore), _BLANK_SETS[blanks])
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
        """The match of the alternation of ``names``' regexes, in that order (compiled once: the
        states whose lexers try the same terminals for a character share it)."""
        key = tuple(names)
        match = self._alternations.get(key)
        if match is None:
            terminals = self._terminals
            match = re.compile("|".join("(?P<%s>%s)" % (name, terminals[name][0]) for name in names)).match
            self._alternations[key] = match
        return match

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


#: Blanks skipped before each token when the grammar ignores them (``%ignore /[ \t\f\r]+/``).
_BLANK_CHARS = " \t\x0c\r"
#: The blanks skipped, by the kind the tables record (judge._speed.lalr.tables._IGNORED_BLANKS): none;
#: lark's ``[ \t\f\r]+``; the card grammar's single ignored space.
_BLANK_SETS = (frozenset(), frozenset(_BLANK_CHARS), frozenset(" "))


#: The "callback" of a one-symbol rule whose value is its child's (``?rule`` with one child).
_IDENTITY: Any = object()


class _Spliced:
    """The node of a helper rule (``__x_star_n``, ``_x``): lark makes a ``Tree`` whose
    children its parent's filter splices in; only ``children`` is ever read."""

    __slots__ = ("data", "children")

    def __init__(self, data: str, children: list, meta: Any = None) -> None:
        self.data = data
        self.children = children


def _lark_tree(data: str, children: list, meta: Any = None) -> Any:
    return Tree(data, children, meta)  # lark's shape, without importing lark


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
            src += "def unary(v):\n" + body.replace("c[0]", "v").replace("*c", "v")
    code = _CODE.get(src)
    if code is None:  # rules of the same shape share the compiled code (compiling is ~80 µs)
        code = _CODE[src] = compile(src, "<judge._speed.lalr rule callback>", "exec")
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


def _reduce(values: list, reductions: Any) -> None:
    """Run the kept reductions on the value stack: each rule's callback replaces its ``size``
    children (none: an empty rule) with its result, as lark's parser state does."""
    for size, callback in reductions:
        if size == 1:
            values[-1] = callback(values[-1])
        elif size:
            children = values[-size:]
            del values[-size:]
            values.append(callback(children))
        else:
            values.append(callback([]))
