"""The LALR driver (judge._speed.lalr.driver) over the scenario grammar's tables (judge.dsl.lalr) gives exactly lark's result, line by line and file by file."""

from __future__ import annotations

import dataclasses
import functools
import sys
from pathlib import Path

import pytest

from judge.dsl import lalr
from judge._speed.lalr import driver as D
from judge._speed.lalr import tables as T
from judge.dsl import parser as P
from judge.errors import DiagnosticsError
from tests.bundled import bundled_scenarios
from tests.sampling import spread

pytestmark = pytest.mark.lark  # in every --share: the driver compared with lark's parser (judge/suite/pytest_plugin.py)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

TRICKY = [
    "player Alice", "player Alice   ", "\tplayer\tAlice\t", "player Alice # a comment", "player Alice#c",
    "player \"Bob Smith\" life 7", "player Bob life -3", "turn Alice, precombat main", "turn Alice first main phase",
    "it is the declare blockers step of Bob's turn", "Alice has not played a land this turn",
    "Alice in play: Grizzly Bears as @b (tapped, 1 damage, 2 +1/+1 counters), Forest, 2 Island",
    "Alice in play: token \"Serf\" 0/1 black Creature - Serf as @t attached to @b (summoning sick)",
    "Alice library: Forest, 3 unknown cards", "Bob removed from the game: Shock", "Alice mana pool: {G}{G}",
    "stack:", "Shock cast by Bob targeting Alice", "@b's ability controlled by Alice", "combat damage: @b deals 2 to Bob",
    "Alice casts Fireball with X = 3 dividing 2 to @a, 1 to Bob paying with Mountain, Mountain",
    "Alice activates Prodigal Sorcerer ability 1 targeting Bob", "Alice taps Forest for {G}",
    "all pass until the stack is empty", "Bob passes until end of turn", "Alice attacks with nothing",
    "Bob blocks Craw Wurm with Wall of Air and @t, @x with @y", "Alice assigns Craw Wurm's damage: 2 to @t, 4 to Bob",
    "Alice orders triggers: @a, @b", "Alice chooses mode 2", "Alice chooses red", "Alice concedes",
    "expect @b in play with 3 damage and power 5", "expect Bob's Shock in Bob's graveyard",
    "expect in some outcome: Bob life 17", "expect when Alice chooses yes and Bob chooses 2: Bob has 3 life",
    "expect trace cites 413.1 and 420.3", "expect trace does not cite 500.1", 'expect trace cites 502.4b at "can\'t block"', "expect the stack is empty",
    "expect stack: Shock, @b", "expect @b not in play", "expect @b as a 3/3 and not tapped",
    "expect the game is a draw", "expect Alice wins", "expect Bob hand has 2 cards",
    'question "Does it survive?" options "yes", "no" answer "yes"', "answer 3", 'options "a", "b"',
    "title \u201cCurly\u201d", 'note "a \\"quoted\\" note"', "rules 2021", "rules 1999", "mana is not tracked",
    'card "Bear"', "cost 1G", "cost {1}{Q}", "type Summon Bear", "type Creature - Bear", "type Gizmo",
    "pt 2/2", 'text "Flying"', "colors red, green",
    # errors
    "Player Alice", "Alice cast Shock", "Alice casts", "expect", "Alice in play: grizzly", "turn Alice, lunch",
    '"unterminated', "Alice casts Shock targeting", "@", "Alice $$$", "expect @b in play with", "stack",
    "Alice casts Shock   ", "Alice\fcasts\rShock",
    "Alice in play: \u00c6ther Vial, \u00c9lan Vital", "Alice in play: Ærathi Berserker # ok", "\u00c6ther casts Shock",
    "turn Alice, UPKEEP", "turn Alice, Declare Attackers step", "turn Alice, \u212aelvin", "Alice passes until Upkeep",
    "\tAlice  \t passes", "player \u00c5sa", "expect Bob\u2019s Shock in graveyard", "Alice casts \u201cFireball\u201d",
]


def _lines() -> list[str]:
    """The tricky lines, then every other distinct line of the bundled scenarios, of
    docs/scenario-language.md and of the benchmark's scenario (a new list each call)."""
    return list(_distinct_lines())


@functools.lru_cache(maxsize=1)
def _distinct_lines() -> tuple[str, ...]:
    """:func:`_lines`, read once a process (a walk of the corpus, ~0.5 s of CPU, that two tests
    made each before the sixtieth session)."""
    from bench_parse import scenario_text

    seen: dict[str, None] = dict.fromkeys(TRICKY)
    for path in [*bundled_scenarios(), ROOT / "docs" / "scenario-language.md"]:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not P._BLANK.match(line):
                seen.setdefault(line)
                seen.setdefault(line.strip().strip("`"))
    for line in scenario_text().splitlines():
        seen.setdefault(line)
    return tuple(line for line in seen if line.strip())


def _deep(obj):
    """A comparable form that includes spans (which take no part in AST equality) and token positions."""
    kind = _kinds.get(type(obj))
    if kind is None:
        kind = _kind(type(obj))
    if kind is _LEAF:
        return obj
    if kind is _TOKEN:
        return ("token", obj.type, str(obj), obj.start_pos, obj.line, obj.column, obj.end_line,
                obj.end_column, obj.end_pos)
    if kind is _TREE:
        return ("tree", obj.data, _deep(obj.children))
    if kind is _SEQUENCE:
        return (type(obj).__name__,) + tuple(_deep(x) for x in obj)
    if kind is _DICT:
        return ("dict",) + tuple((k, _deep(v)) for k, v in obj.items())
    return (type(obj).__name__,) + tuple((name, _deep(getattr(obj, name))) for name in kind)  # a dataclass's fields


#: What :func:`_deep` does with an object, decided once a class (it meets ~750,000 objects in a run of
#: this file; it asked ``dataclasses.is_dataclass`` and imported lark's classes at each, eighty-ninth
#: session): a dataclass's kind is the names of its fields, in ``dataclasses.fields``' order.
_LEAF, _TOKEN, _TREE, _SEQUENCE, _DICT = "leaf", "token", "tree", "sequence", "dict"
_kinds: dict = {}


def _kind(cls: type):
    from lark import Token, Tree

    if issubclass(cls, (Token, D.Token)):
        kind = _TOKEN
    elif issubclass(cls, Tree):
        kind = _TREE
    elif dataclasses.is_dataclass(cls) and not issubclass(cls, type):  # (a class itself is no instance)
        kind = tuple(f.name for f in dataclasses.fields(cls))
    elif issubclass(cls, (list, tuple)):
        kind = _SEQUENCE
    elif issubclass(cls, dict):
        kind = _DICT
    else:
        kind = _LEAF
    _kinds[cls] = kind
    return kind


def _run(parse, tr, line):
    from lark.exceptions import UnexpectedInput

    tr.errors = []
    tr.line = 7
    try:
        value = parse(line)
    except UnexpectedInput:
        return "lark error", None
    except Exception as exc:  # noqa: BLE001 - compared like a result
        return "exception", type(exc).__name__
    return _deep(value), list(tr.errors)


def test_fast_driver_is_built_and_gives_lark_result_on_every_line():
    parser, tr = P._parser()
    fast, ftr = P._fast()
    assert fast is not None and ftr is not tr
    assert lalr.load(P.grammar_text()) is not None  # from the committed tables, not read off lark
    tr.players = ftr.players = frozenset({"Alice", "Bob", "Carol"})
    # the tricky lines, and a fixed sample of 4,000 others spread through them, turning with the
    # Python (tests/sampling.py; a third of the ~35,000 distinct lines of the bundled scenarios
    # grew with them: ~7 s of CPU of each run, thirty-first session)
    every = _lines()
    lines = every[:len(TRICKY)] + spread(every[len(TRICKY):], 4000)
    assert len(lines) > 1000
    ok = 0
    for line in lines:
        expected = _run(parser.parse, tr, line)
        got = _run(fast.parse, ftr, line)
        if got[0] is D.FAIL:
            assert expected[0] == "lark error", line  # the fast path gives up only where lark fails
        else:
            assert got == expected, line
            ok += 1
    assert ok > 500


def test_the_driver_read_off_lark_gives_the_same_as_the_tables():
    parser, tr = P._parser()
    fast, ftr = P._fast()
    off_lark = T.build(parser)
    assert off_lark is not None
    tr.players = ftr.players = frozenset({"Alice", "Bob"})
    for line in _lines()[:400]:
        assert _run(off_lark.parse, tr, line) == _run(fast.parse, ftr, line), line


def test_valid_lines_never_fall_back_to_lark():
    from bench_parse import scenario_text

    fast, tr = P._fast()
    tr.players = frozenset({"Alice", "Bob"})
    for line in scenario_text().splitlines():
        if line.strip():
            tr.errors = []
            assert fast.parse(line) is not D.FAIL, line


def test_no_token_object_reaches_the_ast():
    """Tokens are the driver's (D.Token) or lark's: neither may end up in the AST, whose
    strings are plain ``str`` (so its repr, pickling and JSON do not depend on who parsed)."""
    def walk(obj):
        if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            for f in dataclasses.fields(obj):
                walk(getattr(obj, f.name))
        elif isinstance(obj, (list, tuple)):
            for x in obj:
                walk(x)
        elif isinstance(obj, str):
            assert type(obj) is str, repr(obj)

    # (a fixed sample of 600 bundled files, turning with the Python: tests/sampling.py; all of them
    # were ~8 s of CPU of each run at 4,885 scenarios)
    for path in spread(bundled_scenarios(), 600, 1):
        try:
            walk(P.parse(path.read_text(encoding="utf-8"), str(path)))
        except DiagnosticsError:
            pass


def test_committed_tables_are_fresh():
    assert lalr.PATH.read_text(encoding="utf-8") == lalr.build_fresh(), (
        "judge/dsl/grammar_tables.json is stale: run python -m judge.dsl.build")


def test_stale_tables_are_never_used(tmp_path, monkeypatch):
    import json

    data = json.loads(lalr.PATH.read_text(encoding="utf-8"))
    assert lalr.load(P.grammar_text()) is not None
    assert lalr.load(P.grammar_text() + "\n// changed") is None  # another grammar
    assert "lark" not in data["head"]  # the tables are the same for every declared lark version
    for key, value in (("grammar", "0" * 64), ("format", 99)):
        stale = tmp_path / f"{key}.json"
        data2 = dict(data, head=dict(data["head"], **{key: value}))
        stale.write_text(json.dumps(data2), encoding="utf-8")
        monkeypatch.setattr(lalr, "PATH", stale)
        assert lalr.load(P.grammar_text()) is None, key
    monkeypatch.setattr(lalr, "PATH", tmp_path / "missing.json")
    assert lalr.load(P.grammar_text()) is None
    # with no usable tables the parser reads the same data off lark's parser
    monkeypatch.setattr(P, "_FAST_BUILT", False)
    monkeypatch.setattr(P, "_FAST", None)
    monkeypatch.setattr(P, "_CALLBACKS", None)
    fast, callbacks = P._fast()
    assert fast is not None and callbacks is P._parser()[1]
    assert P.parse("player Alice\nplayer Bob\nturn Alice, upkeep\n").turn.active == "Alice"


def _outcome(text: str, path: str):
    try:
        return _deep(P.parse(text, path)), []
    except DiagnosticsError as exc:
        return None, [tuple(d) for d in exc.diagnostics]


def test_whole_files_parse_the_same_with_and_without_the_fast_driver(monkeypatch):
    P._parser()
    # (a fixed sample of 600 bundled files, turning with the Python: tests/sampling.py; a third of
    # them grew with the corpus, ~13 s of CPU of each run at 4,885 scenarios)
    texts = [(str(p), p.read_text(encoding="utf-8")) for p in spread(bundled_scenarios(), 600)]
    texts.append(("<tricky>", "\n".join(TRICKY)))
    with_fast = [_outcome(text, path) for path, text in texts]
    monkeypatch.setattr(P, "_fast", lambda: (None, None))
    without = [_outcome(text, path) for path, text in texts]
    assert with_fast == without


@pytest.mark.parametrize("regex, char, expected", [
    (r"(?i:untap|upkeep)(?![\w-])", "U", True), (r"(?i:untap|upkeep)(?![\w-])", "x", False),
    (r"(?i:dk)", "K", True), (r"[A-Z][a-z]*", "a", False), (r"[A-Z][a-z]*", "Q", True), (r"(?i)[a-c]", "B", True),
    (r"(?i)[a-c]", "K", True), (r"[^a]", "b", True), (r"a?b", "b", True), (r"a?b", "c", False), (r"\d+", "7", True),
    (r"[A-Z\u00c0-\u00d6]", "\u00c6", True), (r"[A-Z\u00c0-\u00d6]", "\u00f6", False), (r"(?i:x)", "\u212a", True),
])
def test_may_start_with_a_character(regex, char, expected):
    assert T._may_start_with(regex, char) is expected


def test_whole_alternation_past_the_dispatch_limit(monkeypatch):
    monkeypatch.setattr(D, "_MAX_DISPATCH", 1)
    parser, tr = P._parser()
    fast = T.build(parser)
    tr.players = frozenset({"Alice", "Bob"})
    for line in TRICKY:
        got = _run(fast.parse, tr, line)
        if got[0] is not D.FAIL:
            assert got == _run(parser.parse, tr, line), line


@pytest.mark.parametrize("regex, expected", [
    (r"[ \t]+", True), (r"#[^\n]*", False), (r"[^\s#][^\n#]*", False), (r'[^\s#,()"]+', False),
    (r"(?i:untap|upkeep)(?![\w-])", False), (r"a?\s", True), (r"x*", True), (r"\S+", False),
    (r"(?:a|\t)b", True), (r"[^x]", True), (r"(a)\1", False), (r"(?:)", True), (r"(?=x)y", False),
    (r"[\d\w]+", False), (r"[\W]", True), (r".", True),
])
def test_may_start_with_a_blank(regex, expected):
    assert T._may_start_with(regex, " \t\x0c\r") is expected


def test_blanks_are_skipped_by_the_regex_in_every_state_of_this_grammar():
    parser, _ = P._parser()
    lexers = {id(b): b for b in parser.parser.lexer.lexers.values()}
    for basic in lexers.values():
        assert T._blanks_only_ignored(basic.terminals, frozenset(basic.ignore_types))


def test_every_rule_callback_is_described_and_made_plain():
    from lark.parse_tree_builder import ChildFilterLALR_NoPlaceholders, ExpandSingleChild

    parser, tr = P._parser()
    for rule, callback in parser.parser.parser.parser.callbacks.items():
        desc = T.describe(callback)
        assert desc is not None, rule
        fast, unary = D.make(desc, tr, len(rule.expansion))
        assert type(fast) not in (ChildFilterLALR_NoPlaceholders, ExpandSingleChild), rule
        assert getattr(fast, "__wrapped__", None) is None, rule  # not lark's v_args wrapper
        assert (unary is not None) == (len(rule.expansion) == 1), rule


def test_a_parser_the_driver_cannot_reproduce_gives_none():
    from lark import Lark

    assert T.build(Lark('start: "a"', parser="lalr", lexer="basic")) is None
    assert T.build(Lark('start: "a"', parser="lalr", propagate_positions=True)) is None
    assert T.build(Lark('start: "a"', parser="earley")) is None


def test_remembered_parse_states_are_bounded(monkeypatch):
    from bench_parse import scenario_text

    parser, tr = P._parser()
    monkeypatch.setattr(D, "_MAX_NODES", 5)
    fast = T.build(parser)
    tr.players = frozenset({"Alice", "Bob"})
    for line in scenario_text().splitlines()[:60]:
        if line.strip():
            assert _run(fast.parse, tr, line) == _run(parser.parse, tr, line), line
            assert len(fast._nodes) <= 5


def test_the_drivers_diagnosis_of_a_bad_line_is_larks_error():
    """A syntax error is worded from the driver's diagnosis, not lark's exception (no lark parser
    built): for mutants of the bundled scenarios' lines, the driver says what lark says."""
    from tests.lalr_failures import driver_failure, lark_failure, mutants

    lines = [line for path in bundled_scenarios()[:200]
             for line in path.read_text(encoding="utf-8").split("\n") if line.strip() and not line.lstrip().startswith("#")]
    parser, lark_tr = P._parser()
    driver, callbacks = P._fast()
    lark_tr.players = callbacks.players = frozenset({"Alice", "Bob"})
    compared = 0
    for line in mutants(lines, 400, seed=38):
        lark_tr.errors, callbacks.errors = [], []
        want = lark_failure(parser, line, None)
        if want is None:
            continue
        assert driver_failure(driver, line, None) == want, line
        compared += 1
    assert compared > 250


def test_a_syntax_error_is_worded_as_before():
    """The words of a diagnostic from the driver are those made from lark's exception."""
    from judge.dsl import errors as E
    from lark.exceptions import UnexpectedInput
    from tests.lalr_failures import mutants

    lines = [line for path in sorted(ROOT.glob("scenarios/examples/*.mtg"))
             for line in path.read_text(encoding="utf-8").split("\n") if line.strip() and not line.lstrip().startswith("#")]
    parser, lark_tr = P._parser()
    driver, callbacks = P._fast()
    lark_tr.players = callbacks.players = frozenset({"Alice", "Bob"})
    for line in mutants(lines, 150, seed=7):
        try:
            parser.parse(line)
        except UnexpectedInput as err:
            want = E.from_lark_error(err, "f.mtg", 3, line, P._KEYWORDS)
            assert E.from_failure(driver.diagnose(line), "f.mtg", 3, line, driver.keywords) == want, line
