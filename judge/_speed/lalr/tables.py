"""The one table builder of both grammars (the scenario language, :mod:`judge.dsl.lalr`; card
text, :mod:`judge.cards.text_lalr`): a lark LALR parser read into the plain data the driver
(:mod:`judge._speed.lalr.driver`) runs — the parse table (states numbered canonically, rules and
symbols in a fixed order, one row of actions per state), what each rule's callback does,
each state's contextual lexer (its terminals in lark's order, the characters each can begin
with, the keyword-collision tables) — and the generated file holding it: written
deterministically, read back only when built from the same grammar and options in the same
format. The data does not depend on lark's version (every lark the project declares builds
the same tables; each grammar's freshness test proves it under the installed one).

Lark is imported only when a table is built (:func:`build_data`), never to read one.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any, NamedTuple, Optional

from judge._speed.lalr.driver import FastLALR

#: The version of the generated files' layout (both grammars').
FORMAT = 6
#: Past this share of numbers no longer used (a state, rule, symbol or lexer the grammar lost), a
#: generated file is numbered afresh (:func:`inherit`).
HOLES = 0.25
_BLANK_CHARS = " \t\x0c\r"


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
    for state in sorted(table.states, key=_state_order):  # unreachable states, if any: after the others
        if state not in seen:
            seen.add(state)
            order.append(state)
    return {old: new for new, old in enumerate(order)}


def _state_order(state: Any) -> Any:
    """A sort key for lark's states: their numbers, or (the debug form's item sets) their
    :func:`kernel_name`."""
    return (0, state, "") if isinstance(state, int) else (1, 0, kernel_name(state))


def kernel_items(closure: Any) -> list[str]:
    """A state's LR(0) kernel (lark's item set ``closure``: its ``RulePtr`` items) as text, sorted:
    the items whose dot is past their first symbol, and the start items — what identifies an
    LR(0) state, whatever the rest of the grammar (``origin[->alias]: before * after``)."""
    out = set()
    for item in closure:
        rule = item.rule
        if item.index or rule.origin.name.startswith("$root_"):
            names = [x.name for x in rule.expansion]
            alias = f"->{rule.alias}" if rule.alias else ""
            out.add(f"{rule.origin.name}{alias}: {' '.join(names[:item.index])} * {' '.join(names[item.index:])}")
    return sorted(out)


def kernel_name(closure: Any) -> str:
    """A state's name in a generated file: a digest of its :func:`kernel_items`. Unlike its number
    or its access path, it holds whatever else the grammar gains or loses."""
    return hashlib.sha256("\n".join(kernel_items(closure)).encode("utf-8")).hexdigest()[:16]


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


def keyword_tables(callbacks: dict, unless_callback: type) -> Optional[dict[str, dict[str, str]]]:
    """The contextual lexer's keyword-collision tables (lark's ``UnlessCallback``: a regex
    terminal whose match is exactly a keyword becomes that keyword): ``{terminal: {text:
    keyword terminal}}``, where two keywords have the same text the first lark tries (its
    scanner's alternation gives its first alternative that matches); None when a callback is
    of another kind, or a keyword is not a plain string (the driver doesn't reproduce those)."""
    out: dict[str, dict[str, str]] = {}
    for type_, cb in sorted(callbacks.items()):
        if type(cb) is not unless_callback or any(t.pattern.type != "str" or t.pattern.flags
                                                  for t in cb.scanner.terminals):
            return None
        words: dict[str, str] = {}
        for t in cb.scanner.terminals:
            words.setdefault(t.pattern.value, t.name)
        out[type_] = dict(sorted(words.items()))
    return out


#: The ignored blanks skipped in Python: lark's ``[ \t\f\r]+`` (the scenario language), 1,
#: and a single space (the card grammar's ``%ignore " "``), 2 — the driver's blank sets.
_IGNORED_BLANKS = {"[ \t\x0c\r]+": 1, "[ \t\f\r]+": 1, " ": 2, "\\ ": 2}


def _blanks_only_ignored(terminals: Any, ignore: frozenset) -> int:
    """Whether skipping a run of blanks before matching is what lark's lexer does here: 0
    if not, else which blanks (:data:`_IGNORED_BLANKS`).

    Yes when an ignored terminal is exactly ``[ \t\f\r]+`` (or a single space) and no other
    terminal of this lexer can match a text starting with a blank: then at a blank lark's
    lexer always matches that ignored terminal (the whole run, or one space at a time) and
    goes on at the next non-blank — which is what skipping the run and matching there does.
    """
    kinds = {_IGNORED_BLANKS.get(t.pattern.to_regexp()) for t in terminals if t.name in ignore}
    kinds.discard(None)
    if len(kinds) != 1:
        return 0
    for t in terminals:
        if t.name in ignore and t.pattern.to_regexp() in _IGNORED_BLANKS:
            continue
        if t.pattern.type == "str" and t.pattern.value:  # a keyword: its first character
            if t.pattern.value[0] in _BLANK_CHARS:
                return 0
        elif _may_start_with(t.pattern.to_regexp(), _BLANK_CHARS):
            return 0
    return kinds.pop()


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


def describe(callback: Any) -> Optional[list]:
    """What lark's wrapped rule ``callback`` does, as data: ``[style, name, include, expand1]``
    — ``style`` "args" (the transformer's method ``name`` called with the kept children, lark's
    ``v_args(inline=True)``) or "tree" (``Tree(name, children)``, a rule without a method);
    ``include`` the kept children ``[[index, splice], ...]`` (lark's child filter) or None
    for all of them; ``expand1`` for a ``?rule`` (one child: that child). None when the
    wrappers are not ones this module knows."""
    from functools import partial

    from lark import Transformer, Tree
    from lark.parse_tree_builder import ChildFilterLALR_NoPlaceholders, ExpandSingleChild, apply_visit_wrapper
    from lark.visitors import _vargs_inline, _VArgsWrapper

    wrappers = []
    inner = callback
    while type(inner) in (ChildFilterLALR_NoPlaceholders, ExpandSingleChild):
        wrappers.append(inner)
        inner = inner.node_builder
    if isinstance(inner, partial) and not inner.keywords and len(inner.args) == 1:
        # lark's default for a rule without a method: its tree class (a parser without a
        # transformer), or the transformer's __default__, which makes that tree
        if inner.func is not Tree:
            handler = _cells(inner.func).get("default_handler")
            if getattr(handler, "__func__", None) is not Transformer.__default__:
                return None
        style, name = "tree", inner.args[0]
    else:
        code = getattr(inner, "__code__", None)
        if code is None or code is not apply_visit_wrapper(_cells, "", _vargs_inline).__code__:
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



def _cells(func: Any) -> dict[str, Any]:
    """A closure's free variables by name."""
    code = getattr(func, "__code__", None)
    if code is None:
        return {}
    return dict(zip(code.co_freevars, (c.cell_contents for c in func.__closure__ or ())))


# --------------------------------------------------------------------------- the tables


def build_data(lark: Any) -> Optional[dict]:
    """The tables of a ``Lark(parser="lalr", lexer="contextual")`` instance (with an embedded
    transformer, or none: then its rules make lark's tree), as JSON data; None when it uses
    anything the driver does not reproduce. Built with ``debug=True``, lark keeps each state's
    item set (its parse table is keyed by them, not numbered), and the data also holds each
    state's :func:`kernel_name` (``"kernels"``): what a generated file names its states by."""
    try:
        return _build_data(lark)
    except Exception:  # noqa: BLE001 - a lark whose internals moved: lark parses every text
        return None


def _build_data(lark: Any) -> Optional[dict]:
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
    names = None if isinstance(parsed.order[0], int) else [kernel_name(closure) for closure in parsed.order]
    order = parsed.order
    symbols = parsed.symbols
    rules = [[r.origin.name, len(r.expansion), describe(callbacks[r])] for r in parsed.rules]
    states = [",".join(map(str, row)) for row in parsed.rows]

    lexer_sets: list[list] = []
    set_index: dict[int, int] = {}
    lexer_of: list[int] = []
    terminals: dict[str, list] = {}
    def add(basic: Any) -> int:
        """The index of ``basic``'s entry in ``lexer_sets`` (made on first sight), or -1."""
        if basic is None or basic.user_callbacks or basic.use_bytes or basic.g_regex_flags or basic.re is not re:
            return -1
        if id(basic) not in set_index:
            union, unless_cbs = _create_unless(basic.terminals, basic.g_regex_flags, basic.re, basic.use_bytes)
            unless = keyword_tables(unless_cbs, UnlessCallback)
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
        return set_index[id(basic)]

    for old in order:
        lexer_of.append(add(contextual.lexers.get(old)))
    # the lexer of every terminal, which lark tries where a state's lexer finds nothing (to tell
    # an unexpected token from unexpected characters: the driver's diagnose)
    root_lexer = add(getattr(contextual, "root_lexer", None))

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
        "root_lexer": root_lexer,
        # every keyword terminal's text (error messages name what was expected in words)
        "keywords": {t.name: t.pattern.value for t in sorted(lark.terminals, key=lambda t: t.name)
                     if t.pattern.type == "str"},
    } | ({"kernels": names} if names is not None and len(set(names)) == len(names) else {})


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
    """The driver for a ``Lark(parser="lalr", lexer="contextual")`` instance (its tables read
    off it in memory, its own transformer's methods), or None."""
    data = build_data(lark)
    if data is None:
        return None
    try:
        return FastLALR(data, lark.options.transformer, start)
    except Exception:  # noqa: BLE001
        return None


# --------------------------------------------------------------------------- the generated file


def digest(options: str, grammar: str) -> str:
    """What a generated file is built from: the grammar and the parser's options."""
    return hashlib.sha256((options + "\0" + grammar).encode("utf-8")).hexdigest()


def build_text(lark: Any, grammar_digest: str, previous: Optional[Path] = None, head: Optional[dict] = None) -> str:
    """A generated file's content: :func:`build_data` of ``lark`` (deterministic: sorted keys,
    one line per state row and per lexer; rows and lexers are decoded when first reached),
    numbered as ``previous`` (the file as committed, when it is in this :data:`FORMAT`) numbers
    what the two share (:func:`inherit`), so that a grammar edit rewrites the lines of what it
    changed, not the whole file. ``head``: further entries of the file's head line (read by the
    project's checks, never by the driver)."""
    data = build_data(lark)
    if data is None:
        raise ValueError("the parser uses a lark feature the LALR driver does not reproduce")
    old = _read(previous) if previous is not None else None
    if old is not None:
        data = inherit(data, old)
    return build_text_of(dict(data, **(head or {})), grammar_digest)


#: The lists a generated file holds one line per entry (the rest is its head line): the lexer
#: sets, the states' rows, and the states' :func:`kernel_name` (the driver never reads those).
_LISTS = ("lexer_sets", "states", "kernels")


def build_text_of(data: dict, grammar_digest: str) -> str:
    """The generated file holding tables ``data`` built from the grammar of ``grammar_digest``."""
    data = dict(data, grammar=grammar_digest)
    head = {k: v for k, v in data.items() if k not in _LISTS}
    lines = ["{", f'"head": {json.dumps(head, sort_keys=True, separators=(",", ":"), ensure_ascii=True)}']
    for key in _LISTS:
        if key in data:
            rows = [json.dumps(_lexer_text(x)) if key == "lexer_sets" else json.dumps(x) for x in data[key]]
            lines[-1] += ","
            lines.append(f'"{key}": [')
            lines += [r + ("," if i < len(rows) - 1 else "") for i, r in enumerate(rows)]
            lines.append("]")
    lines += ["}", ""]
    return "\n".join(lines)


def _lexer_text(lexer: Any) -> Optional[str]:
    """A lexer set as the file holds it: its JSON text (None: an empty place)."""
    return lexer if lexer is None or isinstance(lexer, str) else json.dumps(lexer, separators=(",", ":"))


def _row(raw: str) -> list[int]:
    return [int(x) for x in raw.split(",")] if raw else []


def access_paths(data: dict) -> list[Optional[str]]:
    """Each state's *access path* in tables ``data``: its start symbol and the symbols shifted
    (or gone to) on the first way a breadth-first walk reaches it, symbols in name order — the
    walk :func:`canonical_numbering` numbers the states by, so it names a state the same way
    however many states the tables have. None for a state the walk doesn't reach."""
    symbols, rows = data["symbols"], data["states"]
    path: list[Optional[str]] = [None] * len(rows)
    queue: list[int] = []
    for name, first in sorted(data["start"].items()):
        if path[first] is None:
            path[first] = name
            queue.append(first)
    for state in queue:  # grows as it goes: breadth first
        numbers = _row(rows[state])
        edges = sorted((symbols[numbers[i]], numbers[i + 1]) for i in range(0, len(numbers), 2)
                       if numbers[i + 1] >= 0)
        for name, target in edges:
            if path[target] is None:
                path[target] = f"{path[state]} {name}"
                queue.append(target)
    return path


def _entry_keys(entries: list) -> list[str]:
    """Each rule's or lexer's name for :func:`inherit`: its entry's JSON text (a rule's origin,
    length and callback; a lexer's terminals) and how many equal entries come before it —
    equal entries act alike in the driver. ``""`` for an empty place."""
    seen: dict[str, int] = {}
    out = []
    for entry in entries:
        text = entry if entry is None or isinstance(entry, str) else json.dumps(entry, separators=(",", ":"),
                                                                                  sort_keys=True)
        if text and text != '["",0,null]':
            seen[text] = seen.get(text, 0) + 1
            out.append(f"{text}#{seen[text]}")
        else:
            out.append("")
    return out


def inherit(new: dict, old: dict) -> dict:
    """``new`` (:func:`build_data`, numbered canonically) renumbered as ``old`` (a generated
    file's data in this format) numbers the same things: a symbol by its name, a rule by its
    entry (:func:`_entry_keys`), a state by its LR(0) kernel (:func:`state_names`; by its access
    path when a file has no kernel names), a lexer by its content (:func:`_entry_keys`). What
    ``new`` adds takes, in canonical order, the numbers of what ``old`` had and ``new`` lost
    (and ``old``'s empty places), then the numbers after ``old``'s; a number left over is kept as
    an empty place (a rule of no callback, a state of no actions, a lexer never used: the driver
    never reaches them). Past :data:`HOLES` of empty places in any of the four, ``new`` is
    returned as it is: numbered afresh."""
    def place(old_keys: list, new_keys: list) -> Optional[tuple[list[int], int]]:
        """Each new key's number (an old key keeps its own; a new one takes the first number
        no key of ``new`` keeps — an empty place, or what ``new`` lost — then those after), and
        the size."""
        at = {k: i for i, k in enumerate(old_keys) if k}
        out: list[Optional[int]] = [at.get(k) if k else None for k in new_keys]
        kept = {i for i in out if i is not None}
        if len(kept) != len(out) - out.count(None):
            return None
        free = (i for i in range(len(old_keys)) if i not in kept)
        size = len(old_keys)
        for j, i in enumerate(out):
            if i is None:
                i = next(free, None)
                if i is None:
                    i, size = size, size + 1
                out[j] = i
        # equal entries (:func:`_entry_keys`' "#n") in the order of their numbers, as the next build
        # will name them: else a new one given a lower free number swaps their names then
        groups: dict[str, list[int]] = {}
        for j, k in enumerate(new_keys):
            if k and "#" in k:
                groups.setdefault(k.rsplit("#", 1)[0], []).append(j)
        for members in groups.values():
            if len(members) > 1:
                for j, number in zip(members, sorted(out[j] for j in members)):  # type: ignore[type-var]
                    out[j] = number
        if size - len(new_keys) > HOLES * size:
            return None
        return out, size  # type: ignore[return-value]

    try:
        syms = place(old["symbols"], new["symbols"])
        rules = place(_entry_keys(old["rules"]), _entry_keys(new["rules"]))
        states = place(*state_names(old, new))
        new_sets = [_lexer_text(x) for x in new["lexer_sets"]]
        sets = place(_entry_keys([_lexer_text(x) for x in old["lexer_sets"]]), _entry_keys(new_sets))
    except (KeyError, TypeError, ValueError, IndexError):
        return new
    if syms is None or rules is None or states is None or sets is None:
        return new

    def spread(values: list, where: tuple[list[int], int], empty: Any) -> list:
        out = [empty] * where[1]
        for value, i in zip(values, where[0]):
            out[i] = value
        return out

    sym_of, rule_of, state_of, set_of = syms[0], rules[0], states[0], sets[0]
    rows = []
    for raw in new["states"]:
        numbers = _row(raw)
        out: list[int] = []
        for i in range(0, len(numbers), 2):
            arg = numbers[i + 1]
            out += [sym_of[numbers[i]], state_of[arg] if arg >= 0 else -1 - rule_of[-1 - arg]]
        rows.append(",".join(map(str, out)))
    names = spread(new["symbols"], syms, None)
    for i, name in enumerate(names):  # a symbol no longer used keeps its name (names are unique)
        if name is None:
            names[i] = old["symbols"][i]
    out = dict(
        new,
        symbols=names,
        rules=spread(new["rules"], rules, ["", 0, None]),
        states=spread(rows, states, ""),
        start={k: state_of[v] for k, v in new["start"].items()},
        end={k: state_of[v] for k, v in new["end"].items()},
        lexer_of=spread([set_of[i] if i >= 0 else -1 for i in new["lexer_of"]], states, -1),
        lexer_sets=spread(new_sets, sets, None),
        root_lexer=set_of[new["root_lexer"]] if new["root_lexer"] >= 0 else -1,
    )
    if "kernels" in new:  # an empty place keeps the name of the state it was, if it had one
        kernels = spread(new["kernels"], states, None)
        before = old.get("kernels") or []
        out["kernels"] = [k if k is not None else (before[i] if i < len(before) else "") for i, k in enumerate(kernels)]
    return out


def state_names(old: dict, new: dict) -> tuple[list, list]:
    """How :func:`inherit` names the states of tables ``old`` and ``new``: by their kernels'
    names (:func:`kernel_name`) when both have them, else by their :func:`access_paths`."""
    if isinstance(old.get("kernels"), list) and len(old["kernels"]) == len(old["states"]) and "kernels" in new:
        return old["kernels"], new["kernels"]
    return access_paths(old), access_paths(new)


def _read(path: Path) -> Optional[dict]:
    """A generated file's data when it is in this :data:`FORMAT` (whatever grammar), else None."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        head = data["head"]
        if head.get("format") != FORMAT:
            return None
        return dict(head, **{k: data[k] for k in _LISTS if k in data})
    except (OSError, ValueError, KeyError, TypeError):
        return None


def build_fresh(script: str) -> str:
    """The output of ``script`` (a program printing :func:`build_text`), run in a child process
    with ``PYTHONHASHSEED=0``: lark numbers its LALR states in an order that depends on string
    hashing, and lark is built there without its cache; the canonical renumbering and the
    fixed seed make the file reproducible."""
    import os
    import subprocess
    import sys

    root = str(Path(__file__).resolve().parent.parent.parent)
    env = dict(os.environ, PYTHONHASHSEED="0",
               PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH", "")])))
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, env=env,
                          encoding="utf-8").stdout


def head(path: Path) -> Optional[dict]:
    """The head line of the generated file ``path`` (its digests and other entries, not its
    rows); None when it is missing or unreadable."""
    try:
        with path.open(encoding="utf-8") as f:
            f.readline()
            line = f.readline().strip().rstrip(",")
        found = json.loads(line[line.index(":") + 1:])
        return found if isinstance(found, dict) else None
    except (OSError, ValueError):
        return None


def load(path: Path, grammar_digest: str) -> Optional[dict]:
    """The tables in ``path`` when they were built from the grammar and options whose
    :func:`digest` is ``grammar_digest``, in this :data:`FORMAT`; None otherwise (missing,
    unreadable, stale: the caller builds the parser with lark). Whichever lark is installed."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        head = data["head"]
        if head.get("format") != FORMAT or head.get("grammar") != grammar_digest:
            return None
        return dict(head, states=data["states"], lexer_sets=data["lexer_sets"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
