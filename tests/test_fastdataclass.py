"""judge.fastdataclass: the generated dataclass methods are fresh, every class of the target
modules uses them, and each class behaves exactly as the standard ``@dataclass`` makes it."""

from __future__ import annotations

import copy
import dataclasses
import importlib
import importlib.util
import inspect
import pickle
import sys
from pathlib import Path

import pytest

from judge import fastdataclass as FD

ROOT = Path(__file__).resolve().parent.parent
MODULES = [m for mods in FD.TARGETS.values() for m in mods]


def _classes(module) -> dict[str, type]:
    return {c.__qualname__: c for c in FD._classes(module)}


def _standard(name: str):
    """Module ``name`` imported again (under another name) with the standard decorator only."""
    module = importlib.import_module(name)
    FD.DISABLED = True
    try:
        spec = importlib.util.spec_from_file_location(name + "_std", module.__file__)
        std = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = std
        spec.loader.exec_module(std)
    finally:
        FD.DISABLED = False
        sys.modules.pop(name + "_std", None)
    return std


@pytest.mark.parametrize("target", sorted(FD.TARGETS))
def test_generated_module_is_fresh(target):
    assert FD.path_of(target).read_text(encoding="utf-8") == FD.source(target), (
        f"{FD.path_of(target)} is stale: run python -m judge.fastdataclass")


@pytest.mark.parametrize("name", MODULES)
def test_every_class_uses_the_generated_methods(name):
    module = importlib.import_module(name)
    classes = _classes(module)
    target = next(t for t, mods in FD.TARGETS.items() if name in mods)
    table = importlib.import_module(target).METHODS
    assert classes
    for qual, cls in classes.items():
        assert FD.standard_init(cls)
        if f"{name}.{qual}" in table:
            assert cls.__init__.__code__.co_filename.endswith("_methods.py"), qual
        else:  # options the generator does not reproduce (eq=False...): the standard decorator
            assert cls.__init__.__code__.co_filename == "<string>", qual
    assert any(f"{name}.{qual}" in table for qual in classes)


@pytest.mark.parametrize("name", MODULES)
def test_classes_match_standard_dataclasses(name):
    fast, std = _classes(importlib.import_module(name)), _classes(_standard(name))
    assert fast.keys() == std.keys()
    for qual in fast:
        f, s = fast[qual], std[qual]
        assert s.__init__.__code__.co_filename == "<string>"  # really the standard decorator
        assert str(inspect.signature(f)) == str(inspect.signature(s)), qual
        assert f.__init__.__annotations__ == s.__init__.__annotations__, qual
        assert f.__init__.__qualname__ == s.__init__.__qualname__, qual
        for attr in ("__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
            a, b = f.__dict__.get(attr), s.__dict__.get(attr)
            assert (a is None) == (b is None), (qual, attr)
            if a is not None:
                assert a.__qualname__ == b.__qualname__, (qual, attr)
        assert [(x.name, repr(x.default), repr(x.default_factory), x.type, x.repr, x.compare, x.hash, x.init,
                 x.kw_only) for x in dataclasses.fields(f)] == [
            (x.name, repr(x.default), repr(x.default_factory), x.type, x.repr, x.compare, x.hash, x.init, x.kw_only)
            for x in dataclasses.fields(s)], qual
        assert f.__match_args__ == s.__match_args__, qual
        assert repr(f.__dataclass_params__) == repr(s.__dataclass_params__), qual
        assert f.__doc__ == s.__doc__, qual
        for x in dataclasses.fields(f):
            assert repr(getattr(f, x.name, None)) == repr(getattr(s, x.name, None)), (qual, x.name)


def _convert(value, std_classes):
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = std_classes[type(value).__qualname__]
        return cls(**{f.name: _convert(getattr(value, f.name), std_classes) for f in dataclasses.fields(value)})
    if isinstance(value, tuple):
        return tuple(_convert(v, std_classes) for v in value)
    return value


def _nodes(x):
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        yield x
        for fld in dataclasses.fields(x):
            yield from _nodes(getattr(x, fld.name))
    elif isinstance(x, tuple):
        for v in x:
            yield from _nodes(v)


def test_ast_instances_match_standard_dataclasses():
    """Every node of every scenario under scenarios/: same repr, hash, equality; frozen."""
    from judge.dsl import ast as A
    from judge.dsl import parse
    from judge.errors import DiagnosticsError

    std = _classes(_standard("judge.dsl.ast"))
    seen: set[str] = set()
    for path in sorted((ROOT / "scenarios").rglob("*.mtg")):
        try:
            scenario = parse(path.read_text(encoding="utf-8"), str(path))
        except DiagnosticsError:
            continue
        other = _convert(scenario, std)
        assert repr(scenario) == repr(other)
        for x, y in zip(_nodes(scenario), _nodes(other)):
            seen.add(type(x).__qualname__)
            assert repr(x) == repr(y)
            assert hash(x) == hash(y)
            assert x == dataclasses.replace(x) and not (x != dataclasses.replace(x))
            assert x != y and not (x == y)  # different classes: NotImplemented both ways
            assert dataclasses.astuple(x) == dataclasses.astuple(y)
            assert pickle.loads(pickle.dumps(x)) == x and copy.deepcopy(x) == x
    assert len(seen) > 20
    span = A.Span(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'line'"):
        span.line = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'other'"):
        span.other = 3  # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'line'"):
        del span.line  # type: ignore[misc]
    assert A.Ref("Bears", span=A.Span(1, 1)) == A.Ref("Bears", span=A.Span(2, 2))  # spans never compared
    assert repr(A.Ref("Bears")) == "Ref(name='Bears', label=None, player=None, zone=None)"
    with pytest.raises(TypeError):
        A.Span()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        A.Span(1, 2, 3, 4, 5)  # type: ignore[call-arg]
    assert isinstance(A.Cast(player="Alice", card=A.Ref("Shock")), A.Action)


def test_outcome_instances_match_standard_dataclasses():
    """Every node of the outcomes of the scenarios under scenarios/examples: same repr, hash,
    equality as with the standard decorator."""
    from judge.suite.runner import default_simulate, load_scenario

    std = _classes(_standard("judge.engine.outcome"))
    seen: set[str] = set()
    for path in sorted((ROOT / "scenarios" / "examples").glob("*.mtg")):
        for outcome in default_simulate(load_scenario(path)):
            other = _convert(outcome, std)
            assert repr(outcome) == repr(other)
            for x, y in zip(_nodes(outcome), _nodes(other)):
                seen.add(type(x).__qualname__)
                assert repr(x) == repr(y) and hash(x) == hash(y)
                assert x == dataclasses.replace(x) and x != y
    assert {"Outcome", "Step"} <= seen


def test_mutable_dataclasses_match_the_standard_decorator():
    """Not frozen: no hash, attributes assignable; a default factory gives a new object each time."""
    from judge.engine import game

    std = _classes(_standard("judge.engine.game"))
    for qual, cls in _classes(game).items():
        assert cls.__hash__ is None and std[qual].__hash__ is None, qual
    a, b = game.Player("Alice"), std["Player"]("Alice")
    assert repr(a) == repr(b)
    assert a == dataclasses.replace(a) and a.pool is not game.Player("Alice").pool
    a.life = 3
    assert a.life == 3 and a != game.Player("Alice")


def test_mismatch_falls_back_to_the_standard_decorator():
    """A class the generated module does not describe exactly gets dataclasses' own methods."""
    dataclass = FD.decorator("judge.dsl._ast_methods")
    ns: dict = {"dataclass": dataclass, "field": dataclasses.field}
    src = ("from __future__ import annotations\n"
           "@dataclass(frozen=True)\nclass Span:\n    line: int\n    column: int\n    end_line: int = 0\n")
    ns["__name__"] = "judge.dsl.ast"  # the generated module's key for Span: judge.dsl.ast.Span
    exec(compile(src, "<test>", "exec"), ns)
    assert ns["Span"].__init__.__code__.co_filename == "<string>"  # a field fewer: standard
    src = ("from __future__ import annotations\n"
           "@dataclass(frozen=True)\nclass Span:\n    line: int\n    column: int\n    end_line: int = 0\n"
           "    end_column: int = 0\n")
    exec(compile(src, "<test>", "exec"), ns)
    assert ns["Span"].__init__.__code__.co_filename.endswith("_ast_methods.py")
    src = ("from __future__ import annotations\n"
           "@dataclass(frozen=True)\nclass Span:\n    line: int\n    column: int\n    end_line: int = 0\n"
           "    end_column: int = field(default=0, repr=False)\n")
    exec(compile(src, "<test>", "exec"), ns)
    assert ns["Span"].__init__.__code__.co_filename == "<string>"  # repr differs: standard
    assert repr(ns["Span"](1, 2)) == "Span(line=1, column=2, end_line=0)"
