"""The IR classes' prebuilt dataclass methods (``judge/cards/_ir_methods.py``, see
:func:`judge.cards.ir.dataclass`): the generated module is fresh, every IR class uses it,
and every class behaves exactly as the standard ``@dataclass(frozen=True)`` would."""

from __future__ import annotations

import dataclasses
import importlib.util
import inspect
import json
import sys

import pytest

from judge.cards import ir, library
from judge.cards.build import IR_METHODS, ir_methods_source
from judge.cards.text import parse_card_text


def _ir_classes(module) -> dict[str, type]:
    return {n: c for n, c in vars(module).items()
            if isinstance(c, type) and dataclasses.is_dataclass(c) and c.__module__ == module.__name__}


@pytest.fixture(scope="module")
def std_ir():
    """judge/cards/ir.py imported again without the generated module: standard dataclasses."""
    import judge.cards

    saved = sys.modules.get("judge.cards._ir_methods")
    attr = judge.cards.__dict__.pop("_ir_methods", None)
    sys.modules["judge.cards._ir_methods"] = None  # type: ignore[assignment]  # import → ImportError
    try:
        spec = importlib.util.spec_from_file_location("judge_cards_ir_std", ir.__file__)
        module = importlib.util.module_from_spec(spec)
        sys.modules["judge_cards_ir_std"] = module
        spec.loader.exec_module(module)
    finally:
        if saved is None:
            del sys.modules["judge.cards._ir_methods"]
        else:
            sys.modules["judge.cards._ir_methods"] = saved
        if attr is not None:
            judge.cards._ir_methods = attr
        sys.modules.pop("judge_cards_ir_std", None)
    assert module._PREBUILT_METHODS is None
    return module


def test_generated_module_is_fresh():
    assert IR_METHODS.read_text(encoding="utf-8") == ir_methods_source(), (
        "judge/cards/_ir_methods.py is stale: run python -m judge.cards.build")


def test_every_ir_class_uses_the_generated_methods():
    for name, cls in _ir_classes(ir).items():
        assert cls.__init__.__code__.co_filename == str(IR_METHODS), name
        assert cls.__dataclass_params__.frozen, name


def test_parser_placeholders_use_the_generated_methods():
    from judge.cards import text

    frozen = [c for n, c in vars(text).items() if isinstance(c, type) and dataclasses.is_dataclass(c)
              and c.__module__ == text.__name__ and c.__dataclass_params__.frozen]
    assert len(frozen) >= 6
    for cls in frozen:
        assert cls.__init__.__code__.co_filename == str(IR_METHODS), cls
    marker = text._Marker("restrictions", value=(1,))
    assert repr(marker) == "_Marker(kind='restrictions', effects=(), value=(1,))"
    assert marker == text._Marker("restrictions", (), (1,)) and hash(marker) == hash(text._Marker("restrictions", value=(1,)))
    assert text._It() == text._It() and text._It() != text._ThatPlayer()
    with pytest.raises(dataclasses.FrozenInstanceError):
        marker.kind = "x"  # type: ignore[misc]


def test_classes_match_standard_dataclasses(std_ir):
    fast, std = _ir_classes(ir), _ir_classes(std_ir)
    assert fast.keys() == std.keys()
    for name in fast:
        f, s = fast[name], std[name]
        assert s.__init__.__code__.co_filename == "<string>"  # really the standard decorator
        assert str(inspect.signature(f)) == str(inspect.signature(s)), name
        assert [(x.name, repr(x.default), x.type) for x in dataclasses.fields(f)] == [
            (x.name, repr(x.default), x.type) for x in dataclasses.fields(s)], name
        assert f.__match_args__ == s.__match_args__, name
        assert repr(f.__dataclass_params__) == repr(s.__dataclass_params__), name
        assert f.__init__.__qualname__ == f"{name}.__init__"
        for attr in dataclasses.fields(f):
            assert repr(getattr(f, attr.name, None)) == repr(getattr(s, attr.name, None)), (name, attr.name)


def test_instances_match_standard_dataclasses(std_ir):
    """Every node of every library card's IR: same repr, hash, equality, to_data; frozen."""
    seen: set[str] = set()

    def nodes(x):
        if dataclasses.is_dataclass(x):
            yield x
            for fld in dataclasses.fields(x):
                yield from nodes(getattr(x, fld.name))
        elif isinstance(x, tuple):
            for v in x:
                yield from nodes(v)

    for card in library.all_cards():
        abilities = parse_card_text(card)
        data = json.loads(json.dumps(ir.to_data(abilities)))
        a, b = ir.from_data(data), std_ir.from_data(data)
        assert a == abilities
        for x, y in zip(nodes(a), nodes(b)):
            seen.add(type(x).__name__)
            assert type(x).__name__ == type(y).__name__
            assert repr(x) == repr(y)
            assert hash(x) == hash(y)
            assert ir.to_data(x) == std_ir.to_data(y)
            assert x == dataclasses.replace(x) and not (x != dataclasses.replace(x))
            assert x != y  # different classes: NotImplemented both ways, as with dataclasses
    assert len(seen) > 40
    bolt = parse_card_text(library.get("Lightning Bolt")).spell
    with pytest.raises(dataclasses.FrozenInstanceError):
        bolt.text = "x"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del bolt.text  # type: ignore[misc]
    assert ir.Filter(types=("creature",)) != ir.Filter(types=("land",))
    assert ir.Filter(types=("creature",)) == ir.Filter(("creature",))
    with pytest.raises(TypeError):
        ir.Target(0, 1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        ir.DealDamage()  # type: ignore[call-arg]
