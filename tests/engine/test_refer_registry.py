"""judge.engine.context.refer: what a reference means is said by one function per IR reference
class, registered with ``@refers`` (judge.engine.references), as the effect handlers are with
``@handles``. Every reference class the card reader can produce has one, so a new reference class
without one fails here rather than at a card's resolution."""

from __future__ import annotations

import re
import typing
from dataclasses import dataclass
from pathlib import Path

import pytest

from judge.cards import ir
from judge.cards.reading import references as reader_references
from judge.engine import driver  # noqa: F401 - assembles the engine: registers every refer function
from judge.engine.context import REFERS, Ctx, Unsupported, refer, refer_function, refer_functions, refers

#: Reference classes that no instruction asks ``refer`` about, and what reads them instead.
NOT_REFERRED = {
    # "a creature with lesser power" (No Quarter: PowerOf(TriggerSubject())): the other creature of a
    # block, read by the trigger's own test (judge.engine.combat), never resolved by an instruction
    ir.TriggerSubject,
}


def _reference_classes() -> set[type]:
    """The classes of ``ir.ObjRef`` (each reference an instruction may name), and each IR class a
    method of the reader's references transformer says it returns."""
    classes = set()
    for arg in typing.get_args(ir.ObjRef):
        classes.add(getattr(ir, arg.__forward_arg__) if isinstance(arg, typing.ForwardRef) else arg)
    text = Path(reader_references.__file__).read_text(encoding="utf-8")
    for name in re.findall(r"\) -> ir\.(\w+):", text):
        cls = getattr(ir, name)
        if isinstance(cls, type):  # (ir.ObjRef itself is the union above)
            classes.add(cls)
    return classes


def test_the_reference_classes_are_found():
    found = _reference_classes()
    assert {ir.This, ir.Target, ir.All, ir.EitherAll, ir.TheBlockingCreature, ir.SameName, ir.Found} <= found
    assert len(found) > 40


@pytest.mark.parametrize("cls", sorted(_reference_classes() - NOT_REFERRED, key=lambda c: c.__name__),
                         ids=lambda c: c.__name__)
def test_every_reference_class_has_a_refer_function(cls):
    assert cls in refer_functions(), f"no @refers({cls.__name__}) function (judge.engine.references)"
    assert refer_function(cls) is REFERS[cls]


def test_a_class_without_a_function_is_a_clear_error():
    @dataclass(frozen=True)
    class Nowhere:
        pass

    ctx = Ctx(game=None, controller="Alice", source=None, source_name="Test Card", targets=[])
    with pytest.raises(Unsupported, match="Test Card: the engine can't resolve the reference Nowhere yet"):
        refer(ctx, Nowhere())


def test_a_subclass_of_a_reference_class_is_referred_as_its_base():
    class Mine(ir.You):
        pass

    ctx = Ctx(game=None, controller="Alice", source=None, source_name="Test Card", targets=[])
    assert refer_function(Mine) is REFERS[ir.You]
    assert refer(ctx, Mine()) == ["Alice"]


def test_two_functions_for_one_class_is_a_loud_error():
    with pytest.raises(RuntimeError, match="two refer functions for You"):
        refers(ir.You)(lambda ctx, ref: [])
    assert refer_function(ir.You).__name__ == "_you"
