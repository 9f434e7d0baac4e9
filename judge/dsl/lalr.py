"""A lean driver for the LALR parser that lark builds from ``grammar.lark`` (the fast path).

Why
---
Lark's own loop costs 7-8 µs per token in CPython (a lexer generator, a ``LineCounter``,
``Token.__new__`` with keyword handling, ``ParserState.feed_token`` looking rules up in a
dict keyed by ``Rule`` objects, three wrapper calls around each transformer callback...),
and a 200-line scenario is ~2,000 tokens. This module runs the *same* parse with the
*same* pieces lark built — the LALR table, the per-state regular expressions of the
contextual lexer, the keyword-vs-regex collision tables ("unless" callbacks) and the rule
callbacks of the embedded transformer — in one tight loop, so the tokens (type, value,
positions), the reductions and therefore the AST are exactly lark's.

* Lexing: in each parser state, lark's contextual lexer tries that state's regex (the
  alternation of the terminals the state accepts plus the ignored ones, in lark's order)
  at the current position; an ignored terminal is skipped; a regex terminal that matched
  a keyword's exact text becomes the keyword (lark's ``UnlessCallback``). Done here with
  the same alternation, cut down to the terminals that can begin with the character at
  hand (the first alternative that matches is the same; Python's ``re`` tries the
  alternatives one by one), with blanks skipped in Python where that is exactly what
  lark's ignored ``[ \t\f\r]+`` does (:func:`_blanks_only_ignored`).
* Parsing: lark's LALR table. What the table does from a given stack with a given token
  type — the reductions, in order, then the shift — depends on nothing else, so it is
  worked out once (:meth:`FastLALR._edge`) and kept on a node per stack met; a line is
  then a walk from node to node, running the kept reductions (at most ``_MAX_NODES``
  nodes are kept; a few hundred serve every scenario of the repository).
* Callbacks: lark composes each rule's callback from wrappers (``ChildFilterLALR_NoPlaceholders``
  drops the anonymous keyword tokens and splices the children of ``__x_star_n`` helper
  rules; ``ExpandSingleChild`` for ``?rule``; ``v_args(inline=True)`` unpacks the children
  into the method's arguments). :func:`_specialize` reads those wrappers and makes one
  plain function per rule that does the same (``lambda c: method(c[0], *c[3].children)``);
  any wrapper it does not know keeps lark's own callback. Keyword tokens that no rule
  keeps are never made into ``Token`` objects (their slot holds None).

It only handles the success path. On any failure (no terminal matches, or the table has
no action for a token) it returns :data:`FAIL` and the caller parses the line with lark
itself, which raises its usual ``UnexpectedInput`` (with its interactive parser, expected
terminals...) for the error message. :func:`build` returns None when the lark parser
uses anything this driver does not reproduce (a postlexer, terminal callbacks, position
propagation, a non-contextual lexer...); then lark parses every line.

Lines are single lines of text (no ``\\n``), so a token's line is always 1 and its column
is its offset + 1, as lark's ``LineCounter`` computes them.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Optional

FAIL: Any = object()


#: Most parse states remembered (each a few hundred bytes); past it, they are forgotten.
_MAX_NODES = 20_000


def _Node(stack: tuple[int, ...]) -> list:
    """One LALR stack met while parsing: ``[dispatch, unless, ignored, blanks, edges, stack]``:
    the contextual lexer of the state on top (see :meth:`FastLALR._convert`; None until a
    token is lexed there, as lark builds a state's lexer only then), then
    token type → (reductions, next node)."""
    return [None, None, None, None, {}, stack]


class FastLALR:
    """``parse(line)`` → the transformed value of the start rule, or :data:`FAIL`.

    The per-state lexers and table rows are converted on first use (lark builds its
    per-state scanners lazily too), so building the driver costs nothing up front.
    """

    def __init__(self, contextual: Any, states: dict, callbacks: dict, start: int, end: int,
                 token_cls: type, unless_cls: type, shift: Any, dropped: frozenset) -> None:
        self._contextual = contextual
        self._dropped = dropped
        self._states = states
        self._callbacks = callbacks
        self._start = start
        self._end = end
        self._token = token_cls
        self._unless_cls = unless_cls
        self._shift = shift
        size = max(max(states), start, end) + 1
        # state → {terminal: (True, next state) | (False, size, callback, rule name),
        #          rule name: next state (the goto)}; None until the state is first reached
        self._rows: list[Optional[dict]] = [None] * size
        # state → (regex match, {regex terminal: {keyword text: keyword terminal}},
        #          ignored terminals); None until the state first lexes
        self._lexers: list[Optional[tuple]] = [None] * size
        self._by_lexer: dict[int, tuple[Callable, dict, frozenset]] = {}
        self._reduce_of: dict[Any, tuple] = {}
        # the parse state (the LALR stack of states) → its _Node, filled as lines are parsed
        self._nodes: dict[tuple[int, ...], list] = {}
        self._root: list = self._node((start,))

    def parse(self, line: str) -> Any:
        dropped = self._dropped
        skip_blanks = _SKIP_BLANKS
        new = str.__new__
        Token = self._token
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
                match = _match_for(dispatch, char)
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
                tok.value = value
                tok.start_pos = pos
                tok.line = 1
                tok.column = pos + 1
                tok.end_line = 1
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
        ``$END``, None once the end state is reached). None when the table has no action."""
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

    # ----------------------------------------------------------------- conversion

    def _lexer(self, state: int) -> tuple:
        basic = self._contextual.lexers.get(state)
        if basic is None:  # a state lark never lexes in
            lexer = _NEVER
        else:
            lexer = self._by_lexer.get(id(basic))
            if lexer is None:
                try:
                    lexer = self._convert(basic)
                except Exception:  # noqa: BLE001 - lark internals moved: lark lexes this state
                    lexer = _NEVER
                self._by_lexer[id(basic)] = lexer
        self._lexers[state] = lexer
        return lexer

    def _convert(self, basic: Any) -> tuple:
        """``(dispatch, unless, ignored, blanks)`` for a lark BasicLexer.

        * ``dispatch``: first character of the token → the ``match`` of a regex, filled by
          :func:`_match_for`. Lark's scanner is one alternation of the lexer's terminals,
          in lark's order, built by ``_create_unless``; the regex for a character is the
          same alternation without the terminals that cannot begin with that character
          (:func:`_may_start_with`), so the first alternative that matches is the same.
          Built lazily, each a fraction of lark's: this costs no more regex compiling than
          lark's own lexer on a new process.
        * ``unless``: regex terminal → {keyword text: keyword terminal} (lark's UnlessCallback).
        * ``ignored``: the ignored terminals.
        * ``blanks``: the characters skipped, as a run, before a token — the blanks when
          :func:`_blanks_only_ignored` says that is what lark does, else none.
        """
        from lark.lexer import _create_unless

        if basic.user_callbacks or basic.use_bytes:
            return _NEVER  # not reproduced: lark parses the lines that reach this state
        terminals, callbacks = _create_unless(basic.terminals, basic.g_regex_flags, basic.re, basic.use_bytes)
        unless: dict[str, dict[str, str]] = {}
        for type_, cb in callbacks.items():
            if type(cb) is not self._unless_cls:
                return _NEVER
            strings = cb.scanner.terminals
            if any(t.pattern.type != "str" or t.pattern.flags for t in strings):
                return _NEVER
            unless[type_] = {t.pattern.value: t.name for t in strings}
        ignore = frozenset(basic.ignore_types)
        blanks = _blanks_only_ignored(basic.terminals, ignore)
        dispatch: dict[Any, Any] = {None: (terminals, basic.g_regex_flags, basic.re, blanks)}
        return (dispatch, unless, ignore, _BLANK_SET if blanks else frozenset())

    def _row(self, state: int) -> dict[str, tuple]:
        row: dict[str, tuple] = {}
        for term, (action, arg) in self._states.get(state, {}).items():
            if action is self._shift:
                row[term] = (True, arg) if term.isupper() or term == "$END" else arg
            else:
                red = self._reduce_of.get(arg)
                if red is None:
                    size = len(arg.expansion)
                    cb, unary = _specialize(self._callbacks[arg], size)
                    red = self._reduce_of[arg] = (False, size, cb, arg.origin.name, unary)
                row[term] = red
        self._rows[state] = row
        return row


def _no_match(text: str, pos: int) -> None:
    return None


class _Never(dict):
    """The dispatch of a state whose lark lexer this driver does not reproduce: nothing
    matches, so every line reaching that state is parsed by lark."""

    def __missing__(self, char: str) -> Callable:
        return _no_match


_NEVER: tuple = (_Never(), {}, frozenset(), frozenset())

#: Most first characters remembered per lexer; past it, the whole alternation is used.
_MAX_DISPATCH = 128
_SKIP_BLANKS = re.compile("[ \t\x0c\r]+").match


def _match_for(dispatch: dict, char: str) -> Callable:
    """The regex ``match`` of a lexer for a token beginning with ``char`` (see ``_convert``)."""
    terminals, flags, re_module, blanks = dispatch[None]
    if blanks and len(dispatch) <= _MAX_DISPATCH:
        keep = [t for t in terminals if _may_begin(t, char)]
        if not keep:
            match = _no_match  # lark's lexer fails here too
        else:
            match = re_module.compile("|".join("(?P<%s>%s)" % (t.name, t.pattern.to_regexp()) for t in keep),
                                      flags).match
        dispatch[char] = match
        return match
    whole = dispatch.get("")  # lark's alternation itself: without the blank skip, or too many characters
    if whole is None:
        whole = dispatch[""] = re_module.compile(
            "|".join("(?P<%s>%s)" % (t.name, t.pattern.to_regexp()) for t in terminals), flags).match
    if not blanks and len(dispatch) <= _MAX_DISPATCH:
        dispatch[char] = whole
    return whole


def _may_begin(terminal: Any, char: str) -> bool:
    pattern = terminal.pattern
    if pattern.type == "str" and not pattern.flags:
        return pattern.value[:1] == char
    return _may_start_with(pattern.to_regexp(), char)


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


def _specialize(callback: Any, size: int) -> tuple[Callable, Any]:
    """``(cb, unary)``: a plain function doing what lark's wrapped rule ``callback`` does on
    the list of children (or ``callback`` itself when its wrappers are not known here), and
    for a one-symbol rule (``size`` 1) the same taking the child itself — :data:`_IDENTITY`
    when that is the child unchanged, None when there is no such function."""
    from functools import partial

    from lark import Transformer, Tree
    from lark.parse_tree_builder import ChildFilterLALR_NoPlaceholders, ExpandSingleChild, apply_visit_wrapper
    from lark.visitors import _vargs_inline, _VArgsWrapper

    wrappers = []
    inner = callback
    while type(inner) in (ChildFilterLALR_NoPlaceholders, ExpandSingleChild):
        wrappers.append(inner)
        inner = inner.node_builder
    namespace: dict[str, Any] = {}
    if isinstance(inner, partial) and not inner.keywords and len(inner.args) == 1:
        # lark's default for a rule without a method: the transformer's __default__ → Tree
        target, style = inner, "list"
        cells = _cells(inner.func)
        handler = cells.get("default_handler")
        if getattr(handler, "__func__", None) is Transformer.__default__:
            target, style = partial(Tree, inner.args[0]), "tree"  # Tree(data, children, None)
            namespace["T"], namespace["data"] = Tree, inner.args[0]
    else:
        code = getattr(inner, "__code__", None)
        if code is None or code is not apply_visit_wrapper(_no_match, "", _vargs_inline).__code__:
            return callback, None
        cells = _cells(inner)
        func = cells.get("func")
        if cells.get("wrapper") is not _vargs_inline or type(func) is not _VArgsWrapper:
            return callback, None
        target, style = func.base_func, "args"  # v_args(inline=True): method(*children)

    # lark calls wrappers[0](children) → wrappers[1](filtered) → ... → target
    if len(wrappers) > 2 or (len(wrappers) == 2 and type(wrappers[0]) is type(wrappers[1])):
        return callback, None
    filt = next((w for w in wrappers if type(w) is ChildFilterLALR_NoPlaceholders), None)
    expand1 = any(type(w) is ExpandSingleChild for w in wrappers)
    if expand1 and filt is not None and wrappers[0] is not filt:
        return callback, None  # ExpandSingleChild outside the filter: not produced by lark 1.x

    plain = None if expand1 or style != "args" else _plain(target, filt and filt.to_include)
    if plain is not None:  # the common shapes, without compiling anything
        if size != 1:
            return plain, None
        if filt is None or [i for i, _ in filt.to_include] == [0]:
            return plain, target
        return plain, (lambda child: target())

    if filt is None:
        items = "*c"
    else:
        items = ", ".join(f"*c[{i}].children" if expand else f"c[{i}]" for i, expand in filt.to_include)
    if not expand1:
        call = {"args": f"t({items})", "list": f"t([{items}])", "tree": f"T(data, [{items}], None)"}[style]
        body = f"    return {call}\n"
    else:
        make = {"args": "t(*f)", "list": "t(f)", "tree": "T(data, f, None)"}[style]
        body = f"    f = [{items}]\n    return f[0] if len(f) == 1 else {make}\n"
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


def build(lark: Any, start: str = "start") -> Optional[FastLALR]:
    """The fast driver for a ``Lark(parser="lalr", lexer="contextual")`` instance, or None."""
    try:
        return _build(lark, start)
    except Exception:  # noqa: BLE001 - a lark whose internals moved: lark parses every line
        return None


def _build(lark: Any, start: str) -> Optional[FastLALR]:
    from lark import Token
    from lark.lexer import ContextualLexer, UnlessCallback
    from lark.parsers.lalr_analysis import Shift

    opts = lark.options
    if (opts.parser != "lalr" or opts.postlex is not None or opts.propagate_positions
            or opts.lexer_callbacks or opts.use_bytes or opts.regex or opts.g_regex_flags):
        return None
    frontend = lark.parser
    lexer = frontend.lexer
    if type(lexer) is not ContextualLexer:
        return None
    inner = frontend.parser.parser
    callbacks = inner.callbacks
    if any(isinstance(key, str) for key in callbacks):  # terminal callbacks: not reproduced
        return None
    table = inner.parse_table
    # keywords that no rule keeps (lark's filter_out): their tokens are never looked at
    kept, seen = set(), set()
    for rule in lark.rules:
        for sym in rule.expansion:
            if sym.is_term:
                seen.add(sym.name)
                if rule.options.keep_all_tokens or not sym.filter_out:
                    kept.add(sym.name)
    return FastLALR(lexer, table.states, callbacks, table.start_states[start], table.end_states[start],
                    Token, UnlessCallback, Shift, frozenset(seen - kept))
