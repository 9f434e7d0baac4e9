"""judge._speed.enums.IdentityEnum: members hash in C, by identity, and every look-up answers as
with ``Enum``'s own hash; judge's enums are all of it."""

from __future__ import annotations

import copy
import importlib
import pickle
from enum import Enum

from judge._speed.enums import IdentityEnum


class _Kind(IdentityEnum):
    A = "a"
    B = "b"


class _Worded(str, IdentityEnum):  # equal to its value: keeps the hash a plain Enum has (str's)
    A = "a"


def test_members_hash_by_identity_in_c():
    assert _Kind.__hash__ is object.__hash__
    assert hash(_Kind.A) == object.__hash__(_Kind.A)
    table = {_Kind.A: 1, _Kind.B: 2}
    assert table[_Kind.A] == 1 and table.get(_Kind("b")) == 2 and _Kind.A not in {_Kind.B}
    assert list(_Kind) == [_Kind.A, _Kind.B] and _Kind["A"] is _Kind.A


def test_members_pickle_and_copy_as_themselves():
    assert pickle.loads(pickle.dumps(_Kind.B)) is _Kind.B
    assert copy.deepcopy({_Kind.A: [_Kind.B]}) == {_Kind.A: [_Kind.B]}
    assert {_Kind.A: 1} == pickle.loads(pickle.dumps({_Kind.A: 1}))


def test_an_enum_equal_to_other_values_keeps_enums_hash():
    """Its hash is a plain Enum's, the one that agrees with its equality (``str``'s for a ``str``
    mixin: a member is found where its value is a key; ``Enum.__hash__`` when ``Enum`` comes first)."""

    class Plain(str, Enum):
        A = "a"

    class Equal(IdentityEnum):
        A = "a"

        def __eq__(self, other: object) -> bool:
            return self is other

    class EqualPlain(Enum):
        A = "a"

        def __eq__(self, other: object) -> bool:
            return self is other

    assert _Worded.__hash__ is Plain.__hash__ is str.__hash__
    assert _Worded.A == "a" and hash(_Worded.A) == hash("a") and {"a": 1}[_Worded.A] == 1 and _Worded.A in {"a"}
    assert Equal.__hash__ is EqualPlain.__hash__  # a class defining __eq__ alone: None, as Python makes it


def test_judges_enums_are_identity_enums():
    """Every enum judge defines hashes in C (the one exception would be one equal to other values)."""
    found = []
    for name in ("judge.dsl.ast", "judge.engine.kinds", "judge.engine.outcome", "judge.cards.ir"):
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, Enum) and value.__module__ == name:
                found.append(value)
                assert issubclass(value, IdentityEnum) and value.__hash__ is object.__hash__, value
    assert len(found) >= 15


def test_no_enum_of_judge_keeps_enums_python_hash():
    """A new enum is an IdentityEnum too (its members looked up in C), unless it is equal to other values."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "judge"
    plain = [f"{p.relative_to(root)}: {m.group(0)}" for p in root.rglob("*.py") if "_speed" not in p.parts
             for m in re.finditer(r"^class \w+\((?:enum\.)?Enum\):", p.read_text(encoding="utf-8"), re.M)]
    assert plain == []
