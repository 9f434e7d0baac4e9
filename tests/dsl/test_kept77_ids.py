"""(seventy-seventh session, issue 43) A kept scenario names its classes as it names its kinds' members:
by a persistent id each (``"Span"``, ``"Step.UPKEEP"``), read back by one look-up in C
(:func:`judge.dsl.kept._ids`), so reading a kept entry makes no call of the unpickler's ``find_class``
(a Python call for each class a pickle named as a global: ~14 a scenario, ~50,800 of a warm pass over
every third bundled scenario). The cache stays as safe: an entry naming any class as a global — the
format before (3), or a planted one — is refused, the file read again and the entry written again."""

from __future__ import annotations

import enum
import io
import pickle
import pickletools

from judge.dsl import ast as A, checks, kept

from tests.dsl.test_kept import STEPS, _sealed, _without_path, cache_home  # noqa: F401 - cache_home: a fixture


def _ops(entry: bytes) -> list:
    return [(op.name, arg) for op, arg, _ in pickletools.genops(entry[kept._SUM:])]


def _refuse_find_class(monkeypatch):
    def refuse(self, module, name):
        raise AssertionError(f"find_class({module!r}, {name!r}) called")
    monkeypatch.setattr(kept._Unpickler, "find_class", refuse)


def test_a_kept_entry_names_every_class_by_persistent_id_and_none_as_a_global(cache_home, tmp_path):
    path = tmp_path / "steps.mtg"
    path.write_text(STEPS, encoding="utf-8")
    scenario = checks.check(path)
    [key] = kept._store().keys()
    ops = _ops(kept._store().read(key))
    assert not [op for op in ops if op[0] in ("GLOBAL", "STACK_GLOBAL", "INST", "OBJ", "REDUCE")]
    ids = [arg for op, arg in ops if op in ("SHORT_BINUNICODE", "BINUNICODE")]
    # every class of a node the scenario holds is named, once (the pickle's memo), by its name alone
    held = {type(n).__name__ for n in _nodes(scenario)}
    assert {"Scenario", "Span", "PlayerDecl", "Cast", "Pass"} <= held
    assert held <= set(ids) and all(kept._ids()[name] is getattr(A, name) for name in held)
    assert {"Step.UPKEEP", "Step.DRAW", "Until.STACK_EMPTY"} <= set(ids)
    assert sum(1 for op, _ in ops if op == "BINPERSID") >= len(held) + 4


def test_a_kept_entry_is_read_back_without_a_call_of_find_class(cache_home, tmp_path, monkeypatch):
    path = tmp_path / "steps.mtg"
    path.write_text(STEPS, encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    first = checks.check(path)
    _refuse_find_class(monkeypatch)
    found = kept.load(text, str(path))
    assert found is not None, "the kept entry was not read back"
    again = found[0]
    assert again == first and again is not first and again.turn.step is A.Step.UPKEEP
    assert [a.until for a in again.actions if isinstance(a, A.Pass)] == [A.Step.DRAW, A.Until.STACK_EMPTY,
                                                                         A.Step.END_OF_TURN]


def test_ids_are_the_ast_s_classes_and_its_kinds_members_and_nothing_else():
    ids = kept._ids()
    classes = {name: cls for (module, name), cls in kept._classes().items()}
    assert {n for n in ids if "." not in n} == set(classes) and all(ids[n] is classes[n] for n in classes)
    assert {n: m for n, m in ids.items() if "." in n} == kept._members()
    assert all(cls.__module__ == A.__name__ for cls in classes.values()) and "frozenset" not in ids
    assert not {"Step", "Until", "Zone", "Path", "eval"} & set(ids)  # (a kind is no class a node is of)


def test_an_entry_of_the_format_before_is_refused_and_written_again(cache_home, tmp_path):
    # format 3: the AST's classes named as globals (STACK_GLOBAL "judge.dsl.ast" "Span"), the members by name
    path = tmp_path / "steps.mtg"
    path.write_text(STEPS, encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    first = checks.check(path)
    store = kept._store()
    [key] = store.keys()
    good = store.read(key)

    class Format3(pickle.Pickler):
        def __init__(self, file):
            super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
            names = {member: name for name, member in kept._members().items()}
            self.persistent_id = lambda obj: names.get(obj) if type(obj) in kept._kinds() else None

    out = io.BytesIO()
    Format3(out).dump((_without_path(first), kept.load(text, str(path))[1]))
    old = _sealed(out.getvalue())
    assert ("STACK_GLOBAL", None) in _ops(old) and "judge.dsl.ast" in [a for _, a in _ops(old)]
    store.write(key, old)
    assert kept.load(text, str(path)) is None  # refused: nothing built, no traceback
    assert checks.check(path) == first and store.read(key) == good  # read again, and kept again as format 4


def _nodes(x):
    """Every node of the AST below ``x`` (``x`` too)."""
    todo, out = [x], []
    while todo:
        n = todo.pop()
        if type(n).__module__ == A.__name__ and not isinstance(n, enum.Enum):  # (a kind's member: no node)
            out.append(n)
            todo += list(vars(n).values())
        elif isinstance(n, (tuple, list, frozenset)):
            todo += list(n)
    return out
