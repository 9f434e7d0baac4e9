"""Scenario files read before, kept between runs (judge.dsl.kept)."""

from __future__ import annotations

import functools
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from judge.dsl import ast as A, checks, kept
from judge.dsl import parser as P
from judge.errors import DiagnosticsError
from tests.bundled import discovered_scenarios
from tests.sampling import spread

ROOT = Path(__file__).resolve().parents[2]
BOLT = ROOT / "scenarios" / "examples" / "giant_growth_vs_bolt.mtg"


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    """A private cache directory of the test's own, for this process and its children."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    for name in ("JUDGE_NO_SCENARIO_CACHE", "JUDGE_NO_CACHE"):
        monkeypatch.delenv(name, raising=False)
    kept._store.cache_clear()
    yield tmp_path / "cache"
    if kept._store() is not None:
        kept._store().close()
    kept._store.cache_clear()


def _no_parsing(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the text was parsed again")
    monkeypatch.setattr(P, "parse", refuse)


def test_a_file_read_again_is_not_parsed_and_names_the_file_read(cache_home, tmp_path, monkeypatch):
    text = BOLT.read_text(encoding="utf-8")
    first = checks.check(BOLT)
    copy = tmp_path / "copy.mtg"
    copy.write_text(text, encoding="utf-8")
    _no_parsing(monkeypatch)
    again = checks.check(copy)
    assert again == first and again is not first
    assert again.path == str(copy) and again.source == text  # the path and text are the file's now
    assert len(kept._store().keys()) == 1


def test_a_file_found_valid_against_the_same_names_is_not_checked_again(cache_home, monkeypatch):
    from judge.cards.library import card_names
    from judge.suite.runner import load_scenario

    first = load_scenario(BOLT)
    calls = []
    real = checks.validate
    monkeypatch.setattr(checks, "validate", lambda *a: calls.append(a) or real(*a))
    assert load_scenario(BOLT) == first and calls == []  # the library's names are the same
    names = card_names() | {"Test Card"}
    checks.check(BOLT, names, None, "another library")
    assert len(calls) == 1  # other names: checked again (and kept with them)
    checks.check(BOLT, names, None, "another library")
    assert len(calls) == 1
    with pytest.raises(DiagnosticsError, match="unknown card 'Forest'"):
        checks.check(BOLT, {"Grizzly Bears"}, None, None)  # names of no known key: always checked
    assert len(calls) == 2


def test_a_kept_entry_is_written_again_only_when_what_it_says_changes(cache_home):
    from judge.cards.library import card_names

    store = kept._store()
    checks.check(BOLT, card_names(), None, None)
    [key] = store.keys()
    assert store.written == 1
    checks.check(BOLT, card_names(), None, None)  # checked again (no key), the same entry kept
    assert store.written == 1
    checks.check(BOLT, card_names(), None, "a library")
    assert store.written == 2 and store.keys() == [key]  # now kept with the key it was found valid against


#: A scenario whose nodes hold the AST's kinds (enums) away from their defaults: the scenario's
#: printed wording, a card's own Oracle wording, a cost clause of a play line.
KINDS = """title "kinds"
wording printed
player Alice
player Bob
turn Bob, beginning of combat

Alice library: 2 unknown cards
Bob library: 2 unknown cards
Alice hand: Vine Dryad, Shock, Giant Growth, Symbol of Unsummoning (oracle)

Bob passes
Alice casts Vine Dryad for its alternative cost exiling Giant Growth
all pass until the stack is empty

expect Vine Dryad in play
"""


def test_a_file_whose_nodes_hold_the_ast_s_kinds_is_read_again_from_what_was_kept(cache_home, tmp_path, monkeypatch):
    # forty-second session: a field holding an enum failed the kept entry's type check, so every
    # such file (a quarter of the bundled scenarios) was parsed, checked and written again each run
    from judge.dsl import ast as A
    from judge.suite.runner import load_scenario

    path = tmp_path / "kinds.mtg"
    path.write_text(KINDS, encoding="utf-8")
    first = load_scenario(path)
    assert first.wording is A.Wording.PRINTED
    assert any(getattr(o, "wording", None) is A.Wording.ORACLE for o in first.objects)
    assert any(isinstance(v, A.CostClause) for a in first.actions for c in getattr(a, "costs", ()) or ()
               for v in vars(c).values())
    store = kept._store()
    assert store.written == 1
    _no_parsing(monkeypatch)
    again = load_scenario(path)
    assert again == first and _every_field(again) == _every_field(first)
    assert store.written == 1  # read back as kept: not read, checked and written again


#: A scenario whose turn line and passes hold steps and the stack empty (``TurnDecl.step``, ``Pass.until``).
STEPS = """player Alice
player Bob
turn Alice, upkeep
Alice library: 3 unknown cards
Bob library: 3 unknown cards
Alice in play: Mountain
Alice hand: Lightning Bolt

all pass until the draw step
Alice casts Lightning Bolt targeting Bob paying with Mountain
all pass until the stack is empty
all pass until the end of turn step

expect Bob life 17
"""


def _ops(data: bytes) -> list:
    """The opcodes of a kept entry's pickle (its checksum skipped), with their arguments."""
    import pickletools

    return [(op.name, arg) for op, arg, _ in pickletools.genops(data[kept._SUM:])]


def test_a_kept_scenario_reads_back_its_steps_and_until_by_name_as_the_same_members(cache_home, tmp_path, monkeypatch):
    # seventy-fourth session (issue 43): a member was pickled by value (its kind named as a class and called,
    # EnumType.__call__ and Enum.__new__ for each as the entry was read); now by its name, one look-up
    from judge.suite.runner import load_scenario

    path = tmp_path / "steps.mtg"
    path.write_text(STEPS, encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    first = load_scenario(path)
    assert first.turn.step is A.Step.UPKEEP
    assert [a.until for a in first.actions if isinstance(a, A.Pass)] == [A.Step.DRAW, A.Until.STACK_EMPTY,
                                                                         A.Step.END_OF_TURN]
    [key] = kept._store().keys()
    ops = _ops(kept._store().read(key))
    # no kind is named as a class in the pickle: each member is a persistent id, its kind's name and its own
    named = [arg for name, arg in ops if name in ("SHORT_BINUNICODE", "BINUNICODE")]
    assert not {"Step", "Until", "Wording", "CostClause", "ChoiceTopic"} & set(named)
    assert {"Step.UPKEEP", "Step.DRAW", "Until.STACK_EMPTY", "Step.END_OF_TURN"} <= set(named)
    assert sum(1 for name, _ in ops if name == "BINPERSID") >= 4
    _no_parsing(monkeypatch)
    again = kept.load(text, str(path))[0]
    assert again == first and again is not first
    assert again.turn.step is A.Step.UPKEEP
    assert [a.until for a in again.actions if isinstance(a, A.Pass)] == [A.Step.DRAW, A.Until.STACK_EMPTY,
                                                                         A.Step.END_OF_TURN]
    assert all(a.until is b.until for a, b in zip(again.actions, first.actions) if isinstance(a, A.Pass))


def test_an_entry_written_as_the_old_format_is_refused_and_written_again(cache_home, tmp_path):
    # the entry as the code before the seventy-fourth session wrote it (format 1): each member by its value, its
    # kind named as a class — refused cleanly (no kind is a class a kept entry may name), the file read again
    from judge.suite.runner import load_scenario

    path = tmp_path / "steps.mtg"
    path.write_text(STEPS, encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    first = load_scenario(path)
    store = kept._store()
    [key] = store.keys()
    good = store.read(key)
    checked = kept.load(text, str(path))[1]
    import dataclasses

    old = _sealed(pickle.dumps((dataclasses.replace(first, path="", source=""), checked), protocol=pickle.HIGHEST_PROTOCOL))
    assert ("STACK_GLOBAL", None) in _ops(old) and "Step" in [a for _, a in _ops(old)]  # (the old format indeed)
    store.write(key, old)
    assert kept.load(text, str(path)) is None  # refused: no traceback, nothing built
    again = load_scenario(path)  # read again from the text, and kept again in this format
    assert again == first and [a.until for a in again.actions if isinstance(a, A.Pass)][1] is A.Until.STACK_EMPTY
    assert store.read(key) == good


def test_a_database_of_another_format_is_not_read(cache_home, monkeypatch):
    # the format is part of the database's name: a database written by the code of format 1 is another one
    checks.check(BOLT)
    first = kept._store().path
    monkeypatch.setattr(kept, "_FORMAT", kept._FORMAT - 1)
    kept._store.cache_clear()
    assert kept._store().path != first and kept._store().keys() == []


def test_a_planted_persistent_id_is_refused(cache_home):
    # an id not a member's name (or not a name at all) is no member: the entry is ignored, the text read again
    import io

    fresh = checks.check(BOLT)
    store = kept._store()
    [key] = store.keys()
    good = store.read(key)
    for pid in ("Step.NOT_A_STEP", "os.system", ["Step", "UPKEEP"]):
        class Planter(kept._Pickler):
            def __init__(self, file, protocol):
                super().__init__(file, protocol)
                self.persistent_id = lambda obj: pid if obj == "Alice" else None

        out = io.BytesIO()
        Planter(out, pickle.HIGHEST_PROTOCOL).dump((_without_path(fresh), "names"))
        store.write(key, _sealed(out.getvalue()))
        assert kept.load(BOLT.read_text(encoding="utf-8"), str(BOLT)) is None
        assert checks.check(BOLT) == fresh and store.read(key) == good


def _without_path(scenario):
    """``scenario`` as :func:`judge.dsl.kept.save` pickles it: without its path and text."""
    import dataclasses

    return dataclasses.replace(scenario, path="", source="")


def test_a_changed_file_is_read_again(cache_home, tmp_path):
    path = tmp_path / "s.mtg"
    path.write_text(BOLT.read_text(encoding="utf-8"), encoding="utf-8")
    first = checks.check(path)
    path.write_text(BOLT.read_text(encoding="utf-8").replace("expect the stack is empty\n",
                                                             "expect the stack is empty\nexpect Alice life 20\n"),
                    encoding="utf-8")
    again = checks.check(path)
    assert again != first and again == P.parse(path.read_text(encoding="utf-8"), str(path))
    assert len(kept._store().keys()) == 2


def test_a_file_with_a_problem_is_never_kept(cache_home, tmp_path):
    path = tmp_path / "bad.mtg"
    path.write_text("player Alice\nAlice flips the table\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(DiagnosticsError, match="bad.mtg:2"):
            checks.check(path)
    assert kept._store().keys() == []


def test_a_damaged_entry_is_read_again_and_rewritten(cache_home):
    checks.check(BOLT)
    store = kept._store()
    [key] = store.keys()
    good = store.read(key)
    store.write(key, good[: len(good) // 2])
    assert checks.check(BOLT) == P.parse(BOLT.read_text(encoding="utf-8"), str(BOLT))
    assert store.read(key) == good


def test_a_kept_entry_builds_nothing_but_the_scenario_ast(cache_home, tmp_path):
    checks.check(BOLT)
    [key] = kept._store().keys()
    marker = tmp_path / "ran"
    kept._store().write(key, _sealed(pickle.dumps(_Planted(str(marker)))))  # (its checksum right)
    assert checks.check(BOLT).title == "Giant Growth in response to Lightning Bolt"
    assert not marker.exists()


def _sealed(data: bytes) -> bytes:
    """``data`` as a kept entry: its checksum first (a planted entry whose writer knew the format)."""
    from judge.digest import checksum

    return checksum(data) + data


def _kept_bytes(scenario) -> bytes:
    import io

    out = io.BytesIO()
    kept._Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump((scenario, "names"))
    return _sealed(out.getvalue())


def test_a_damaged_entry_that_would_read_as_another_scenario_is_not_read(cache_home):
    fresh = checks.check(BOLT)
    store = kept._store()
    [key] = store.keys()
    good = store.read(key)
    flipped = good.replace(b"Giant Growth", b"Giant Grows!", 1)  # still a pickle of a scenario, another one
    assert flipped != good
    store.write(key, flipped)
    again = checks.check(BOLT)
    assert again == fresh and store.read(key) == good


def _changed(node, **fields):
    """A copy of ``node`` (a frozen AST node) with ``fields`` set whatever their type."""
    import copy

    other = copy.copy(node)
    for name, value in fields.items():
        object.__setattr__(other, name, value)
    return other


@pytest.mark.parametrize("damage", ["players a str", "a name an int", "a span's line a str", "an attribute added",
                                    "a field without default left out", "an action not an action",
                                    "abilities set", "nested past the stack", "a span's end a bool",
                                    "a span without its line", "a span with an attribute added",
                                    "a span not a span", "a name None", "a span None"])
def test_a_kept_entry_of_the_ast_s_own_classes_with_other_values_is_read_again(cache_home, damage):
    # issue 41: a pickle holding the AST's own classes with wrong field types ended in tracebacks
    fresh = checks.check(BOLT)
    store = kept._store()
    [key] = store.keys()
    s = fresh
    if damage == "players a str":
        bad = _kept_bytes(_changed(s, players="Alice"))
    elif damage == "a name an int":
        bad = _kept_bytes(_changed(s, players=(_changed(s.players[0], name=5),) + s.players[1:]))
    elif damage == "a span's line a str":
        bad = _kept_bytes(_changed(s, players=(_changed(s.players[0], span=_changed(s.players[0].span, line="1")),)
                                   + s.players[1:]))
    elif damage == "a name None":  # (a field's types, looked at without a call of its check)
        bad = _kept_bytes(_changed(s, players=(_changed(s.players[0], name=None),) + s.players[1:]))
    elif damage == "a span None":  # (an optional span holds None: read as it was, not read again)
        bad = _kept_bytes(_changed(s, players=(_changed(s.players[0], span=None),) + s.players[1:]))
    elif damage == "an attribute added":
        bad = _kept_bytes(_changed(s, players=(_changed(s.players[0], evil=1),) + s.players[1:]))
    elif damage == "a field without default left out":
        player = _changed(s.players[0])
        del player.__dict__["name"]
        bad = _kept_bytes(_changed(s, players=(player,) + s.players[1:]))
    elif damage == "an action not an action":
        bad = _kept_bytes(_changed(s, actions=(s.players[0],) + s.actions[1:]))
    elif damage in ("a span's end a bool", "a span without its line", "a span with an attribute added",
                    "a span not a span"):
        # a span (half of a kept scenario's nodes): its ints, its fields, its class
        span = _changed(s.players[0].span)
        if damage == "a span's end a bool":
            object.__setattr__(span, "end_line", True)  # (an int's subclass: still not an int)
        elif damage == "a span without its line":
            del span.__dict__["line"]
        elif damage == "a span with an attribute added":
            object.__setattr__(span, "evil", 1)
        else:
            span = s.players[0]
        bad = _kept_bytes(_changed(s, players=(_changed(s.players[0], span=span),) + s.players[1:]))
    elif damage == "abilities set":
        bad = _kept_bytes(_changed(s, cards=(_changed(P.parse('card "X"\n  type Instant\n').cards[0],
                                                      abilities=("IR",)),)))
    else:  # notes: a tuple nested 100,000 deep (the unpickler builds it without recursion; the check can't)
        bad = _kept_bytes(_changed(s, notes=("PLACEHOLDER-XYZ",)))
        bad = _sealed(bad[kept._SUM:].replace(b"\x8c\x0fPLACEHOLDER-XYZ", b")" + b"\x85" * 100_000))
    store.write(key, bad)
    again = checks.check(BOLT)
    if damage == "a span None":  # (fits its type: kept as written, the span left out of == anyway)
        assert again == fresh and again.players[0].span is None  # (taken as it was kept)
        return
    assert again == fresh and _every_field(again) == _every_field(fresh)  # spans too
    assert all("evil" not in vars(p) for p in again.players)
    assert store.read(key) != bad  # read again, and kept again


class _Planted:
    """A pickle that would write a file when loaded by a plain unpickler."""

    def __init__(self, path: str) -> None:
        self.path = path

    def __reduce__(self):
        return (Path.touch, (Path(self.path),))


def test_other_reading_code_keeps_a_database_of_its_own(cache_home, monkeypatch):
    checks.check(BOLT)
    first = kept._store().path
    monkeypatch.setattr(kept.cache_store, "digest", lambda files: "other code")
    kept._store.cache_clear()
    assert kept._store().path != first and kept._store().keys() == []


@pytest.mark.parametrize("variable", ["JUDGE_NO_SCENARIO_CACHE", "JUDGE_NO_CACHE"])
def test_the_cache_can_be_turned_off(cache_home, monkeypatch, variable):
    monkeypatch.setenv(variable, "1")
    checks.check(BOLT)
    assert kept._store() is None and not list(cache_home.glob("judge/scenarios-*"))


def test_every_bundled_scenario_comes_back_equal(cache_home):
    from judge.suite.runner import load_scenario

    count = 0
    for path in spread(discovered_scenarios(), 600):  # (a fixed sample: tests/sampling.py)
        try:
            read = load_scenario(path)
        except DiagnosticsError:  # scenarios that are errors by design
            continue
        again = load_scenario(path)
        assert again == read and again.source == read.source, path
        assert _every_field(again) == _every_field(read), path  # spans too (not compared by ==)
        count += 1
    assert count > 400 and len(kept._store().keys()) == count
    assert kept._store().written == count  # each read back as kept the second time, none written again


def _every_field(x):
    """``x`` with every field of every node read through its attributes, spans included."""
    names = _field_names(type(x))
    if names is not None:  # (a class is never an instance of a dataclass type)
        return (type(x).__name__,) + tuple((name, _every_field(getattr(x, name))) for name in names)
    if isinstance(x, (tuple, list, frozenset)):
        return type(x).__name__, tuple(_every_field(v) for v in x) if not isinstance(x, frozenset) else frozenset(x)
    if isinstance(x, dict):
        return tuple((k, _every_field(v)) for k, v in x.items())
    return x


@functools.cache
def _field_names(cls: type):
    """The names of a dataclass's fields (``dataclasses.fields``, in their order), else None: asked once a
    class, not at each of the ~450,000 objects :func:`_every_field` reads of the bundled sample (eighty-ninth
    session)."""
    import dataclasses

    return tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else None


@pytest.mark.every_python  # (the pickle module's Unpickler differs by Python: 3.13's failed this where CI's share never ran it)
def test_a_kept_node_leaves_out_the_fields_holding_their_default(cache_home):
    """Each field left at its class's default is read back from the class, not from the file."""
    import dataclasses

    checks.check(BOLT)
    data = kept._store().read(kept._store().keys()[0])[kept._SUM:]
    plain = pickle.dumps(checks.check(BOLT), protocol=pickle.HIGHEST_PROTOCOL)
    assert len(data) < 0.85 * len(plain)
    left_out = kept_default = 0
    import io

    # (kept's own unpickler, as kept.load makes it: from 3.13 a plain _pickle.Unpickler's persistent_load can't be
    # set on the instance, a subclass's can)
    unpickler = kept._Unpickler(io.BytesIO(data))
    unpickler.persistent_load = kept._ids().__getitem__  # (the classes and the kinds' members, written by name)
    todo = [unpickler.load()[0]]
    while todo:
        x = todo.pop()
        if dataclasses.is_dataclass(x):
            for f in dataclasses.fields(x):
                if f.default is not dataclasses.MISSING:
                    if f.name in vars(x):
                        kept_default += vars(x)[f.name] == f.default and type(vars(x)[f.name]) is type(f.default)
                    else:
                        left_out += 1
            todo += [getattr(x, f.name) for f in dataclasses.fields(x)]
        elif isinstance(x, (tuple, list)):
            todo += list(x)
    assert left_out > 20 and kept_default == 0


ASK = ("import os, sys\n"
       "from judge.cli import main\n"
       "leave = os._exit\n"  # judge's commands end with os._exit: say first whether the parser was loaded
       "def exit_(code):\n"
       "    sys.stdout.flush()\n"
       "    print(any(m in sys.modules for m in ('judge.dsl.parser', 'judge._speed.lalr.driver')), file=sys.stderr, flush=True)\n"
       "    leave(code)\n"
       "os._exit = exit_\n"
       "sys.argv = ['judge', 'ask', sys.argv[1]]\n"
       "try:\n"
       "    main()\n"
       "finally:\n"
       "    exit_(0)\n")


def test_judge_ask_of_a_file_read_before_loads_no_parser_and_says_the_same(cache_home):
    def ask() -> tuple[str, str]:
        done = subprocess.run([sys.executable, "-c", ASK, str(BOLT)], capture_output=True, text=True, cwd=ROOT,
                              env=dict(os.environ, COLUMNS="100"))
        return done.stdout, done.stderr.strip().splitlines()[-1]

    first, loaded = ask()
    assert loaded == "True" and "Giant Growth" in first
    second, loaded = ask()
    assert loaded == "False" and second == first


def test_a_field_s_plain_types_are_looked_at_without_a_call_of_its_check():
    """Most of a kept node's fields hold a name, a number or None: the node's check looks at their
    types itself; a field that may hold a node calls that node's check for a node only."""
    from typing import Optional

    name, span = kept._value_check(str, kept._CHECKS), kept._value_check(Optional[A.Span], kept._CHECKS)
    assert kept._split(name) == (frozenset({str}), (), None)
    types, kinds, rest = kept._split(span)
    assert types == frozenset({type(None)}) and kinds == (A.Span,) and rest is None
    assert span(A.Span(1, 1, 1, 2)) and span(None) and not span(A.PlayerDecl("Alice")) and not span("1:1")
    words = kept._value_check(tuple[str, ...], kept._CHECKS)
    assert kept._split(words) == (frozenset(), (), words) and words(("a", "b")) and not words(("a", 1))


def test_a_node_where_a_field_takes_one_is_checked_by_its_class_s_check_alone(monkeypatch):
    """(fifty-fifth session) a field, a union or a tuple taking nodes calls the node's class's
    check, without a check of the field's between: the same answers, damaged nodes refused."""
    from typing import Optional, Union

    spans = kept._value_check(tuple[A.Span, ...], kept._CHECKS)
    either = kept._value_check(Union[A.Span, A.PlayerDecl, tuple[str, ...], None], kept._CHECKS)
    types, kinds, rest = kept._split(either)
    assert types == frozenset({type(None)}) and kinds == (A.Span, A.PlayerDecl) and rest is not None
    good, player = A.Span(1, 1, 1, 2), A.PlayerDecl("Alice")
    damaged = A.Span(1, 1, 1, 2)
    object.__setattr__(damaged, "line", "one")  # (a field of the wrong type: refused)
    assert spans((good, good)) and spans(()) and not spans((good, damaged)) and not spans((good, player))
    assert not spans([good]) and not spans((good, None))
    assert either(good) and either(player) and either(None) and either(("a",)) and not either(damaged)
    assert not either("a") and not either((1,))
    node = A.PlayerDecl("Alice", span=good)
    assert kept._fits(node) and kept._CHECKS[A.PlayerDecl](node)
    broken = A.PlayerDecl("Alice", span=damaged)
    assert not kept._fits(broken)
    # the node's class's check is what is asked, once a node
    asked = []
    real = kept._CHECKS[A.Span]
    monkeypatch.setitem(kept._CHECKS, A.Span, lambda v: asked.append(v) or real(v))
    assert spans((good, good)) and kept._value_check(Optional[A.Span], kept._CHECKS)(good)
    assert asked == [good, good, good]


def test_an_annotation_is_read_as_eval_reads_it_without_a_compilation(monkeypatch):
    """``kept._evaluated``: every annotation of the AST gives what ``eval`` in the module's
    namespace gives, without calling ``eval``; any other text is ``eval``'s, error and all."""
    import builtins
    import dataclasses as dc

    from judge.dsl import ast as A
    from judge.dsl import kept as K

    written = {said for cls in vars(A).values() if isinstance(cls, type) and dc.is_dataclass(cls)
               for said in vars(cls).get("__annotations__", {}).values() if isinstance(said, str)}
    assert len(written) > 30 and "tuple[tuple[str, int], ...]" in written
    expected = {said: eval(said, vars(A)) for said in written}  # noqa: S307
    evals = []
    real_eval = builtins.eval

    def counting_eval(*args):
        evals.append(args[0])
        return real_eval(*args)

    monkeypatch.setattr(K, "eval", counting_eval, raising=False)
    for said in sorted(written) + ["Union[int, str, Ref, Counter, None]", " Optional [ Span ] ", "tuple[str,...]"]:
        assert K._evaluated(said) == (expected.get(said) or real_eval(said, vars(A))), said
    assert evals == []
    odd = ("Optional[str,]", "typing.Optional[str]", "'Span'", "tuple['Ref', ...]", "1", "int | None", "Span, Ref",
           "Nowhere[int]", "Optional[", "Optional[int, str]", "")
    for said in odd:
        try:
            wanted = real_eval(said, vars(A))
        except Exception as exc:  # noqa: BLE001
            with pytest.raises(type(exc)):
                K._evaluated(said)
        else:
            assert K._evaluated(said) == wanted, said
    assert evals == list(odd)  # each of those given to eval


def test_a_leaf_met_in_a_field_is_checked_there_as_its_class_s_check_would(monkeypatch):
    """(fifty-seventh session) a span — a leaf: its fields take ints only — met in a node's field
    is checked in place from the second on, without a call of its class's check: the same answer
    as that check for every damage, and anything but a span refused."""
    nodes = kept._Checks()
    player_check = nodes[A.PlayerDecl]
    span_check = nodes[A.Span]
    assert kept._leaf(nodes.fields[A.Span]) == (frozenset({"line", "column", "end_line", "end_column"}),
                                                frozenset({"line", "column"}), frozenset({int}))
    nodes[A.Ref]  # noqa: B018 - (a node with a span in it: no leaf)
    assert kept._leaf(nodes.fields[A.Ref]) is False and kept._leaf(None) is False

    class Spanish(A.Span):
        pass

    def damaged(how):
        span = A.Span(1, 1, 1, 5)
        if how == "line a str":
            object.__setattr__(span, "line", "1")
        elif how == "end a bool":
            object.__setattr__(span, "end_line", True)
        elif how == "end a float":
            object.__setattr__(span, "end_column", 5.0)
        elif how == "without its line":
            del span.__dict__["line"]
        elif how == "without its column":
            del span.__dict__["column"]
        elif how == "without its end":  # (a default: fits)
            del span.__dict__["end_line"]
        elif how == "an attribute added":
            object.__setattr__(span, "evil", 1)
        elif how == "a subclass":
            span = Spanish(1, 1, 1, 5)
        elif how == "a player":
            span = A.PlayerDecl("Bob")
        elif how == "None":
            span = None
        elif how == "a tuple":
            span = (1, 1, 1, 5)
        return span

    asked = []
    monkeypatch.setitem(nodes, A.Span, lambda v: asked.append(v) or span_check(v))
    kinds = ["good", "line a str", "end a bool", "end a float", "without its line", "without its column",
             "without its end", "an attribute added", "a subclass", "a player", "None", "a tuple"]
    for _ in range(3):
        for how in kinds:
            span = damaged(how)
            want = span is None or (type(span) is A.Span and span_check(span))
            assert player_check(A.PlayerDecl("Alice", span=span)) is want, how
    assert [how for how in kinds if damaged(how) is None or (type(damaged(how)) is A.Span
                                                          and span_check(damaged(how)))] == ["good", "without its end", "None"]
    assert len(asked) == 1  # (the first span met: its class's check; then in place)
