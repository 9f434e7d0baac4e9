"""The scenario parser: one Lark LALR parse per line, then assembly into a :class:`Scenario`.

How it works
------------
Every statement of the language is one line, so the text is split into lines and each
non-blank line is parsed on its own by the same LALR parser (``grammar.lark``, built once,
lazily, on first use) with an embedded transformer (:mod:`judge.dsl.transform`) that
produces AST nodes directly. The parse of a line is run by :mod:`judge.dsl.lalr` with
lark's own tables, lexer regexes and callbacks, ~3x faster than lark's loop (the fast
path); a line it cannot parse is parsed again by lark itself, whose exception gives the
error message. A line that fails to parse yields one diagnostic and the
parse carries on with the next line, so a file reports *all* its errors, each with the
exact line and column. Blocks that span several lines (a ``card`` and its field lines,
``stack:`` and its items, a ``question`` and its ``asks``/``answer``/``options``/tag lines) and the
order of sections (setup, then actions, then expectations and questions) are handled by
:func:`_assemble`, which reports its own errors the same way.

Semantic checks that need the card library (unknown cards, labels, targets...) live in
:mod:`judge.dsl.checks`.
"""

from __future__ import annotations

import re
import threading
from dataclasses import field, replace
from pathlib import Path
from typing import Any, Optional

from judge._speed import lark_cache
from judge.dsl import ast as A
from judge.dsl import errors as E
from judge.dsl import limits
from judge.dsl.source import read_text, split_lines  # (read_text re-exported: parse_file and older callers)
from judge.errors import Diagnostic, DiagnosticsError
from judge._speed.fastdataclass import dataclass_for

dataclass = dataclass_for("ast")  # dataclasses.dataclass, methods generated

GRAMMAR_PATH = Path(__file__).with_name("grammar.lark")

_PARSER: Any = None
_TRANSFORMER: Any = None
_FAST: Any = None  # judge._speed.lalr.driver.FastLALR, or None (lark parses every line); see _fast()
_CALLBACKS: Any = None  # the object whose methods _FAST calls (LineCallbacks, or _TRANSFORMER)
_KEYWORDS: dict[str, str] = {}
_LOCK = threading.Lock()  # the embedded transformer keeps per-line state (line number, errors)

_BLANK = re.compile(r"^[ \t\f\r]*(?:#.*)?$")
_PLAYER_LINE = re.compile(r"""^[ \t]*(?i:player)[ \t]+("(?:[^"\\\n]|\\.)*"|[^\s#"]+(?:[ \t]+[A-Z][^\s#]*)*)""", re.M)


def grammar_text() -> str:
    return GRAMMAR_PATH.read_text(encoding="utf-8")


def build_parser(strict: bool = False, transformer: Any = None, cache: bool = False, debug: bool = False) -> Any:
    """A new Lark LALR parser for one line of the language (``strict`` for the grammar test;
    ``debug`` for the tables' build, which names states by their item sets).

    ``cache`` keeps lark's analysis of the grammar in a private per-user file, as plain data
    (:mod:`judge._speed.lark_cache`), so a new process builds the parser in ~30-60 ms instead of
    200-450 ms; without a usable cache directory the grammar is analysed every time.
    """
    text = grammar_text()
    options = dict(parser="lalr", lexer="contextual", strict=strict, transformer=transformer,
                   maybe_placeholders=False)
    if cache and not strict and not debug:
        return lark_cache.build(text, _CACHE_PREFIX, **options)
    from lark import Lark

    return Lark(text, **options, debug=debug)


_CACHE_PREFIX = "scenario-grammar-"


def _parser() -> tuple[Any, Any]:
    """Lark's parser for one line, with its transformer (built once; imports lark). Used for
    the lines the fast driver gives up on (to report the error), or for every line when the
    fast driver's tables are stale."""
    global _PARSER, _TRANSFORMER
    if _PARSER is None:  # built under _LOCK by parse_lines, or by a single-threaded caller
        from judge.dsl.transform import lark_transformer

        transformer = lark_transformer()
        parser = build_parser(transformer=transformer, cache=True)
        for term in parser.terminals:
            if term.pattern.type == "str":
                _KEYWORDS[term.name] = term.pattern.value
        _TRANSFORMER = transformer
        _PARSER = parser
    return _PARSER, _TRANSFORMER


_FAST_BUILT = False


def _fast() -> tuple[Any, Any]:
    """The fast driver (:mod:`judge.dsl.lalr`) and the callbacks object it calls, or
    ``(None, None)``. From ``grammar_tables.json`` when it matches the grammar and lark
    (no lark needed); else read off lark's parser, built here."""
    global _FAST, _CALLBACKS, _FAST_BUILT
    if not _FAST_BUILT:
        from judge.dsl import lalr
        from judge.dsl.transform import LineCallbacks
        from judge._speed.lalr.driver import FastLALR
        from judge._speed.lalr.tables import build

        data = lalr.load(grammar_text())
        fast, callbacks = None, None
        if data is not None:
            try:
                callbacks = LineCallbacks()
                fast = FastLALR(data, callbacks)
            except Exception:  # noqa: BLE001 - tables not what this driver reads: lark builds them
                fast = None
        if fast is None:  # stale or missing tables: the same data, read off lark's parser
            parser, transformer = _parser()
            fast, callbacks = build(parser), transformer
        _FAST, _CALLBACKS, _FAST_BUILT = fast, callbacks, True
    return _FAST, _CALLBACKS


def _players_of(text: str) -> frozenset[str]:
    from judge.dsl.transform import unquote

    out = set()
    for m in _PLAYER_LINE.finditer(text):
        word = m.group(1)
        if word.startswith('"'):
            word = unquote(word)
        else:
            word = re.split(r"[ \t]+life\b", word)[0].strip()
        out.add(word)
    return frozenset(out)


def parse_lines(text: str, path: str) -> tuple[list[Any], list[Diagnostic], list[str]]:
    """Parse every non-blank line; return statements, diagnostics and the lines."""
    with _LOCK:
        return _parse_lines(text, path)


def _parse_lines(text: str, path: str) -> tuple[list[Any], list[Diagnostic], list[str]]:
    fast, tr = _fast()
    from judge._speed.lalr.driver import FAIL

    lines = split_lines(text)
    players = _players_of(text)
    if tr is None:  # no fast driver: lark parses every line
        tr = _parser()[1]
    tr.players = players
    stmts: list[Any] = []
    diags: list[Diagnostic] = []
    blank = _BLANK.match
    for number, line in enumerate(lines, 1):
        if (not line or line[0] in " \t\f\r#") and blank(line):  # other first characters: not blank
            continue
        if len(line) > limits.LINE.value:
            diags.append(E.make(path, number, limits.LINE.value + 1, limits.exceeded(limits.LINE, len(line)), line[:200]))
            continue
        too_long = limits.long_number(line)
        if too_long is not None:
            column, digits = too_long
            diags.append(E.make(path, number, column, limits.exceeded(limits.DIGITS, digits), line))
            continue
        tr.line = number
        if tr.errors:
            tr.errors = []
        if tr.readings:  # (a line that did not parse may leave some)
            tr.readings = []
        errors = tr.errors
        try:
            stmt = fast.parse(line) if fast is not None else FAIL
        except Exception as err:  # a bug must not become a traceback for the user
            diags.append(E.make(path, number, 1, f"could not read this line ({type(err).__name__})", line))
            continue
        if stmt is FAIL:  # the driver says why, as lark would (else lark parses the line again)
            stmt, errors, diag = _failed_line(fast, tr, line, number, path, players,
                                              detail=len(diags) < DiagnosticsError.SHOWN)
            if diag is not None:
                diags.append(diag)
                continue
        if errors:
            for column, message, hint in errors:
                diags.append(E.make(path, number, column, message, line, hint))
        stmt.line = number
        if stmt.kind in _COLUMN_KINDS:
            stmt.column = len(line) - len(line.lstrip()) + 1
        stmts.append(stmt)
    return stmts, diags, lines


def _failed_line(fast: Any, tr: Any, line: str, number: int, path: str, players: frozenset,
                 detail: bool = True) -> tuple[Any, list, Optional[Diagnostic]]:
    """A line the fast driver did not parse: ``(statement, transformer errors, None)`` when it
    parses with its first word in lower case (``Expect`` → ``expect``), else ``(None, [],
    diagnostic)`` — worded from the driver's own diagnosis (:meth:`judge._speed.lalr.driver.FastLALR.diagnose`:
    what lark would say, without building lark's parser); lark parses the line only where the
    driver can't tell (a rule it does not reproduce)."""
    from judge._speed.lalr.driver import FAIL

    failure = fast.diagnose(line) if fast is not None else None
    if failure is None:
        return _lark_line(line, number, path, players, detail)
    retry = _lowercase_first_keyword(line)
    if retry is not None:
        tr.errors = []
        tr.readings = []
        try:
            stmt = fast.parse(retry)
        except Exception:  # noqa: BLE001 - a bug must not become a traceback: lark says it
            return _lark_line(line, number, path, players, detail)
        if stmt is not FAIL:
            return stmt, tr.errors, None
        if fast.diagnose(retry) is None:
            return _lark_line(line, number, path, players, detail)
    if not detail:
        return None, [], E.make(path, number, failure.column, "this line does not parse", line)
    return None, [], E.from_failure(failure, path, number, line, fast.keywords or _KEYWORDS)


def _lark_line(line: str, number: int, path: str, players: frozenset,
               detail: bool = True) -> tuple[Any, list, Optional[Diagnostic]]:
    """``(statement, transformer errors, None)`` for a line parsed by lark itself, or
    ``(None, [], diagnostic)`` when it does not parse (lark's error, in words; only where it
    stopped unless ``detail``)."""
    from lark.exceptions import UnexpectedInput

    parser, ltr = _parser()
    ltr.line = number
    ltr.players = players
    ltr.errors = []
    ltr.readings = []
    try:
        try:
            return parser.parse(line), ltr.errors, None
        except UnexpectedInput as err:
            retry = _lowercase_first_keyword(line)
            if retry is not None:
                ltr.errors = []
                try:
                    return parser.parse(retry), ltr.errors, None
                except UnexpectedInput:
                    pass
            if not detail:
                return None, [], E.make(path, number, getattr(err, "column", 1) or 1, "this line does not parse", line)
            return None, [], E.from_lark_error(err, path, number, line, _KEYWORDS)
    except Exception as err:  # a bug must not become a traceback for the user
        return None, [], E.make(path, number, 1, f"could not read this line ({type(err).__name__})", line)


#: Statements whose column is that of the line's first character.
_COLUMN_KINDS = frozenset({"card", "loop", "title", "note", "edition", "stack", "question", "land", "turn_number", "zone",
                           "pool"})

_FIRST_WORD = re.compile(r"^([ \t]*)([A-Z][a-z]+)\b")


def _lowercase_first_keyword(line: str) -> Optional[str]:
    m = _FIRST_WORD.match(line)
    if m and m.group(2).lower() in E.STATEMENT_WORDS:
        return line[: m.start(2)] + m.group(2).lower() + line[m.end(2):]
    return None


# --------------------------------------------------------------------------- assembly

_SETUP = {"title", "edition", "note", "mana_tracking", "wording", "card", "player", "turn", "turn_number", "land", "zone",
          "pool", "stack", "prevention"}
_FIELD_NAMES = {"cost": "cost", "type": "type", "pt": "pt", "colors": "color"}


@dataclass
class _CardBuilder:
    name: str
    line: int
    column: int
    fields: dict[str, Any] = field(default_factory=dict)
    texts: list[str] = field(default_factory=list)


@dataclass
class _LoopBuilder:
    """``loop, Alice names 10, Bob agrees:`` and the indented actions under it (421)."""

    player: str
    count: int
    responder: Optional[str]
    response: Optional[int]
    line: int
    column: int
    body: list = field(default_factory=list)


@dataclass
class _QuestionBuilder:
    text: str
    line: int
    column: int
    options: Optional[tuple[str, ...]] = None
    answer: Optional[str] = None
    query: Optional[A.Query] = None
    topic: Optional[str] = None
    difficulty: Optional[int] = None
    rules: Optional[tuple[tuple[str, ...], tuple[A.GlossaryTerm, ...]]] = None  # rule ids, glossary entries


def _assemble(stmts: list[Any], lines: list[str], path: str, library: bool) -> tuple[A.Scenario, list[Diagnostic]]:
    diags: list[Diagnostic] = []

    def err(line: int, column: int, message: str, hint: str = "") -> None:
        diags.append(E.make(path, line, column, message, lines[line - 1] if 0 < line <= len(lines) else "", hint))

    title: Optional[str] = None
    edition = "classic"
    notes: list[str] = []
    mana_tracked = True
    wording = A.Wording.ORACLE
    cards: list[A.CardDef] = []
    card_lines: dict[str, int] = {}
    players: list[A.PlayerDecl] = []
    turn: Optional[A.TurnDecl] = None
    land: Optional[tuple[str, bool, int, int]] = None
    number: Optional[tuple[int, int, int]] = None
    objects: list[A.ObjectDecl] = []
    stack: list[A.StackItem] = []
    pools: list[A.ManaPool] = []
    preventions: list[A.Prevention] = []
    actions: list[A.Action] = []
    expectations: list[A.Expectation] = []
    questions: list[A.Question] = []
    seen: dict[str, int] = {}
    first_action = first_check = 0
    block: Any = None  # _CardBuilder | "stack" | _QuestionBuilder | None

    def close() -> None:
        nonlocal block
        if isinstance(block, _CardBuilder):
            card = _finish_card(block, err)
            if card is not None:
                key = card.name.lower()
                if key in card_lines:
                    err(block.line, block.column, f"card '{card.name}' is defined twice (first at line {card_lines[key]})")
                else:
                    card_lines[key] = block.line
                    cards.append(card)
        elif isinstance(block, _LoopBuilder):
            if not block.body:
                err(block.line, block.column, "a loop's actions are written under it, indented",
                    "e.g.\n  loop, Alice names 3:\n    Alice activates Prodigal Sorcerer targeting Bob\n"
                    "    all pass until the stack is empty")
            else:
                actions.append(A.Loop(block.player, block.count, block.responder, block.response, tuple(block.body),
                                      span=A.Span(block.line, block.column)))
        elif isinstance(block, _QuestionBuilder):
            if block.query is None:
                err(block.line, block.column, "a question says what it asks the engine: add 'asks ...'",
                    "e.g. asks whether @bears in play / life of Bob / damage on @giant / zone of Shock / "
                    "winner (docs/scenario-language.md, Questions)")
            else:
                questions.append(A.Question(block.text, block.query, block.answer, block.options or (),
                                            block.topic, block.difficulty, block.rules[0] if block.rules else (),
                                            span=A.Span(block.line, block.column),
                                            glossary=block.rules[1] if block.rules else ()))
        block = None

    for st in stmts:
        kind = st.kind
        if kind == "field":
            if isinstance(block, _CardBuilder):
                key, value = st.value
                if key == "text":
                    block.texts.append(value)
                elif key in block.fields:
                    err(st.line, st.column, f"'{_FIELD_NAMES[key]}' given twice for card '{block.name}'")
                else:
                    block.fields[key] = value
            else:
                err(st.line, st.column, "a card's field line must follow a card line", 'start the card with: card "Name"')
            continue
        if kind == "stack_item":
            if block == "stack":
                stack.append(st.value)
            else:
                err(st.line, st.column, "an object on the stack must be listed under a 'stack:' line")
            continue
        if kind == "question_field":
            if isinstance(block, _QuestionBuilder):
                for key, value, column in st.value:
                    _question_part(block, key, value, st.line, column, err)
            else:
                key = st.value[0][0]
                err(st.line, st.column, f"'{_QUESTION_WORDS.get(key, key)}' must follow a question line")
            continue
        if kind == "action" and isinstance(block, _LoopBuilder) and lines[st.line - 1][:1] in (" ", "\t"):
            block.body.append(st.value)  # an action of the loop (indented under it)
            continue
        if block is not None:
            close()
        if library and kind != "card":
            err(st.line, st.column, "a card library file holds only card definitions (card \"Name\" and its field lines)")
            continue
        if kind in _SETUP:
            if first_action or first_check:
                where = first_action or first_check
                what = "actions" if first_action else "expectations and questions"
                err(st.line, st.column, f"the board is set up before the {what}: move this line above line {where}")
                continue
        elif kind in ("action", "loop"):
            if first_check:
                err(st.line, st.column, f"actions come before expectations and questions: move this line above line {first_check}")
                continue
            first_action = first_action or st.line
        else:
            first_check = first_check or st.line

        if kind in ("title", "edition", "mana_tracking", "wording", "turn"):
            if kind in seen:
                err(st.line, st.column, f"{_ONCE[kind]} is given twice (first at line {seen[kind]})")
                continue
            seen[kind] = st.line
        if kind == "title":
            title = st.value
        elif kind == "edition":
            edition = st.value
        elif kind == "note":
            notes.append(st.value)
        elif kind == "mana_tracking":
            mana_tracked = st.value
        elif kind == "wording":
            wording = st.value
        elif kind == "card":
            block = _CardBuilder(st.value, st.line, st.column)
        elif kind == "player":
            if any(p.name == st.value.name for p in players):
                err(st.line, st.column, f"player {st.value.name} is declared twice")
            else:
                players.append(st.value)
        elif kind == "turn":
            turn = st.value
        elif kind == "turn_number":
            if number is not None:
                err(st.line, st.column, f"the turn number is given twice (first at line {number[1]})")
            elif st.value < 1:
                err(st.line, st.column, "turns are numbered from 1 (turn 1 is the first turn of the game, 101.4)")
            else:
                number = (st.value, st.line, st.column)
        elif kind == "land":
            if land is not None:
                err(st.line, st.column, f"whether a land was played is given twice (first at line {land[2]})")
            else:
                land = (st.value[0], st.value[1], st.line, st.column)
        elif kind == "zone":
            objects.extend(st.value)
        elif kind == "prevention":
            preventions.append(st.value)
        elif kind == "pool":
            if any(p.player == st.value.player for p in pools):
                err(st.line, st.column, f"{st.value.player}'s mana pool is given twice")
            else:
                pools.append(st.value)
        elif kind == "stack":
            if "stack" in seen:
                err(st.line, st.column, f"'stack:' is given twice (first at line {seen['stack']}): list every object under one")
            seen["stack"] = st.line
            block = "stack"
        elif kind == "action":
            actions.append(st.value)
        elif kind == "loop":
            block = _LoopBuilder(*st.value, st.line, st.column)
        elif kind == "expect":
            expectations.append(st.value)
        elif kind == "question":
            text, parts = st.value
            block = _QuestionBuilder(text, st.line, st.column)
            for key, value, column in parts:
                _question_part(block, key, value, st.line, column, err)
    close()

    if number is not None:
        if turn is None:
            err(number[1], number[2], "say whose turn it is (turn Alice, upkeep) to give the turn's number")
        else:
            turn = replace(turn, number=number[0])
    if land is not None:
        who, played, line, column = land
        if turn is None:
            err(line, column, "say whose turn it is (turn Alice, precombat main) to say whether a land was played")
        elif who != turn.active:
            err(line, column, f"only the active player's land play is tracked: {who} is not the active player ({turn.active} is)")
        else:
            turn = replace(turn, land_played=played)
    if turn is not None:
        stack = [replace(s, controller=turn.active) if s.kind == "combat damage" else s for s in stack]

    scenario = A.Scenario(
        title=title, edition=edition, notes=tuple(notes), mana_tracked=mana_tracked, wording=wording,
        cards=tuple(cards), players=tuple(players), turn=turn, objects=tuple(objects),
        stack=tuple(stack), pools=tuple(pools), actions=tuple(actions), preventions=tuple(preventions),
        expectations=tuple(expectations), questions=tuple(questions), path=path,
        source="\n".join(lines), readings=tuple(r for st in stmts for r in st.readings),
    )
    return scenario, diags


_ONCE = {"title": "the title", "edition": "the rules edition", "mana_tracking": "whether mana is tracked",
         "wording": "the wording of the catalog's cards", "turn": "the turn"}


_QUESTION_WORDS = {"query": "asks", "rules": "decided by"}


def _question_part(block: _QuestionBuilder, key: str, value: Any, line: int, column: int, err: Any) -> None:
    if getattr(block, key) is not None:
        err(line, column, f"'{_QUESTION_WORDS.get(key, key)}' given twice for this question")
    else:
        setattr(block, key, value)


def _finish_card(b: _CardBuilder, err: Any) -> Optional[A.CardDef]:
    type_value = b.fields.get("type")
    if type_value is None:
        err(b.line, b.column, f"card '{b.name}' has no type line", "add a line such as: type Creature - Bear")
        return None
    type_line, parts = type_value
    supers, types, subs = parts if parts is not None else ((), (), ())
    pt = b.fields.get("pt")
    if parts is not None:
        if "Creature" in types and pt is None:
            err(b.line, b.column, f"creature card '{b.name}' has no power/toughness", "add a line such as: pt 2/2")
        elif "Creature" not in types and pt is not None:
            err(b.line, b.column, f"card '{b.name}' is not a creature but has a power/toughness")
    return A.CardDef(
        name=b.name, type_line=type_line, cost=b.fields.get("cost"), supertypes=supers, types=types,
        subtypes=subs, power=pt[0] if pt else None, toughness=pt[1] if pt else None,
        text="\n".join(b.texts), colors=b.fields.get("colors"), span=A.Span(b.line, b.column),
    )


# --------------------------------------------------------------------------- entry points


def parse(text: str, path: str = "<scenario>") -> A.Scenario:
    """Parse scenario text; raise :class:`DiagnosticsError` with every problem found."""
    scenario, diags, _ = parse_partly(text, path)
    if diags:
        raise DiagnosticsError(diags)
    return scenario


def parse_partly(text: str, path: str = "<scenario>") -> tuple[A.Scenario, list[Diagnostic], frozenset[int]]:
    """The scenario made of the lines that parse, every problem found (in file order), and the
    numbers of the lines that did not parse: what ``judge check`` validates all the same, so
    that a file's mistakes of meaning are found in the same run as its mistakes of syntax."""
    if len(text) > limits.FILE.value:
        return A.Scenario(path=path), [Diagnostic(path, 1, 1, limits.exceeded(limits.FILE, len(text)))], frozenset({1})
    stmts, diags, lines = parse_lines(text, path)
    failed = frozenset(d.line for d in diags)
    scenario, more = _assemble(stmts, lines, path, library=False)
    diags.extend(more)
    return scenario, sorted(diags, key=lambda d: (d.line, d.column)), failed


def parse_cards(text: str, path: str = "<cards>") -> tuple[A.CardDef, ...]:
    """Parse a card-library file (only card definitions and comments)."""
    stmts, diags, lines = parse_lines(text, path)
    scenario, more = _assemble(stmts, lines, path, library=True)
    diags.extend(more)
    if diags:
        raise DiagnosticsError(sorted(diags, key=lambda d: (d.line, d.column)))
    return scenario.cards


def parse_file(path: str) -> A.Scenario:
    return parse(read_text(str(path)), str(path))
