"""judge._speed.enums: a finished ``IdentityEnum``'s members are read from their class in C.

Under CPython 3.11 ``enum.EnumType.__getattr__`` makes every ``Zone.IN_PLAY`` a Python-level call;
each finished ``IdentityEnum`` takes a metaclass without it (``EnumTypeReadInC``), and everything
an enum class does is as a plain ``enum.Enum``'s with the same members — checked here against one,
operation by operation, on every Python (3.12 and later change nothing: no hook to shed).
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import functools
import json
import pickle
import re
import warnings
from enum import Enum, EnumType

import pytest

from judge._speed.enums import READ_THROUGH_HOOK, EnumTypeReadInC, IdentityEnum
from tests.judge_enums import judges_enums


class _PlainIdentityEnum(Enum):
    """The reference: ``IdentityEnum``'s own class body under ``EnumType`` itself."""

    __hash__ = object.__hash__

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)


class Ours(IdentityEnum):
    RED = "red"
    GREEN = "green"
    CRIMSON = "red"  # an alias
    name = "the name"  # collides with Enum's ``name`` property: a redirect in the class
    value = "the value"

    def words(self) -> str:
        return f"{self._value_}!"


class Ref(_PlainIdentityEnum):
    RED = "red"
    GREEN = "green"
    CRIMSON = "red"
    name = "the name"
    value = "the value"

    def words(self) -> str:
        return f"{self._value_}!"


class OursPlain(IdentityEnum):
    """A plain enumeration of values, as judge's are: made without ``EnumType``'s per-member
    machinery (judge._speed.enums, ``_made_fast``; ``Ours`` above, with an alias and redirects,
    is made by ``EnumType``)."""

    RED = "red"
    GREEN = "green"

    def words(self) -> str:
        return f"{self._value_}!"


class RefPlain(_PlainIdentityEnum):
    """The reference."""

    RED = "red"
    GREEN = "green"

    def words(self) -> str:
        return f"{self._value_}!"


class OursWorded(str, IdentityEnum):  # equal to its value (keeps Enum's hash)
    A = "a"
    B = "b"


class RefWorded(str, Enum):
    A = "a"
    B = "b"


class _Other(Enum):
    RED = "red"


def _outcome(do):
    """What ``do()`` gives, or the exception it raises (type and message)."""
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            result = do()
        return ("ok", result, [str(w.message) for w in caught])
    except Exception as exc:  # noqa: BLE001 - the exception is the answer compared
        return ("raised", type(exc).__name__, str(exc))


def _transcript(E):
    """Every behaviour of an enum class and its members, written so two classes' compare (the
    class's own name written alike)."""
    names = list(E.__members__)
    first = E[names[0]]
    steps = {
        "by attribute": lambda: [(n, getattr(E, n) is E[n], getattr(E, n)._name_) for n in names],
        "by value": lambda: [E(m._value_) is m for m in E],
        "unknown value": lambda: E("nope"),
        "by name": lambda: [E[n]._name_ for n in names],
        "unknown name": lambda: E["NOPE"],
        "unknown attribute": lambda: getattr(E, "NOPE", "absent"),
        "dunder absent": lambda: hasattr(E, "__nope__"),
        "iteration": lambda: [m._name_ for m in E],
        "reversed": lambda: [m._name_ for m in reversed(E)],
        "len": lambda: len(E),
        "bool": lambda: bool(E),
        "contains member": lambda: first in E,
        "contains other enum's member": lambda: _Other.RED in E,
        "contains a value": lambda: first._value_ in E,
        "members": lambda: [(n, m._name_) for n, m in E.__members__.items()],
        "repr": lambda: repr(E),
        "str": lambda: str(E),
        "dir": lambda: dir(E),
        "member repr/str/format": lambda: [(repr(m), str(m), format(m), f"{m!r:>5}") for m in E],
        "member name/value": lambda: [(m.name, m.value) for m in E],
        "member dir": lambda: dir(first),
        "hash": lambda: (E.__hash__ is object.__hash__, [hash(m) == hash(m._value_) for m in E],
                         [{m._value_: 1}.get(m) for m in E], [{m: 1}.get(m) for m in E]),
        "pickle members": lambda: [pickle.loads(pickle.dumps(m, p)) is m
                                   for m in E for p in range(pickle.HIGHEST_PROTOCOL + 1)],
        "pickle class": lambda: pickle.loads(pickle.dumps(E)) is E,
        "copy": lambda: [(copy.copy(m) is m, copy.deepcopy(m) is m) for m in E]
                        + [copy.copy(E) is E, copy.deepcopy(E) is E, copy.deepcopy({first: [first]}) == {first: [first]}],
        "subclass": lambda: type("Sub", (E,), {}),
        "subclass statement": lambda: _subclass(E),
        "functional API on it": lambda: E("Made", names="A B"),
        "reassign member": lambda: setattr(E, names[0], 3),
        "delete member": lambda: delattr(E, names[0]),
        "set and delete an attribute": lambda: (setattr(E, "_scratch_", 1), E._scratch_, delattr(E, "_scratch_"),
                                                hasattr(E, "_scratch_")),
        "is an EnumType": lambda: (isinstance(E, EnumType), isinstance(E, enum.EnumMeta), isinstance(E, type),
                                   E.__class__ is EnumType, issubclass(E, Enum)),
        "unique": lambda: enum.unique(E) is E,
        "json member": lambda: json.dumps(first),
        "method": lambda: [getattr(m, "words", lambda: None)() for m in E],
        "lru_cache": lambda: _cached(E),
        "singledispatch": lambda: _dispatched(E),
        "dataclass": lambda: _dataclass(E),
    }
    own = {E.__name__: "E", E.__qualname__: "E"}
    pattern = re.compile("|".join(re.escape(k) for k in sorted(own, key=len, reverse=True)))
    return {key: pattern.sub(lambda m: own[m.group(0)], repr(_outcome(do))) for key, do in steps.items()}


def _subclass(E):
    class Sub(E):  # type: ignore[misc, valid-type]
        pass
    return Sub


def _cached(E):
    @functools.lru_cache(maxsize=None)
    def words(member):
        return member._value_
    return [words(m) for m in E] + [words(m) for m in E] + [words.cache_info().hits]


def _dispatched(E):
    @functools.singledispatch
    def kind(value):
        return "other"

    @kind.register(E)
    def _(value):
        return "member"
    return [kind(m) for m in E] + [kind(_Other.RED), kind(E)]


def _dataclass(E):
    first = next(iter(E))

    @dataclasses.dataclass(frozen=True)
    class Holds:
        kind: E = first  # type: ignore[valid-type]
        kinds: tuple = ()

    made = Holds(kinds=tuple(E))
    return (made.kind is first, dataclasses.asdict(made)["kinds"] == tuple(E), dataclasses.replace(made).kind is first,
            dataclasses.fields(Holds)[0].default is first, hash(made) == hash(Holds(kinds=tuple(E))))


@pytest.mark.parametrize(("ours", "ref"), [(Ours, Ref), (OursPlain, RefPlain), (OursWorded, RefWorded)])
def test_an_identity_enum_does_what_a_plain_enum_does(ours, ref):
    assert _transcript(ours) == _transcript(ref)


def test_a_member_named_as_a_property_is_read_through_its_redirect():
    assert Ours.name is Ours["name"] and Ours.name.name == "name" and Ours.value.value == "the value"
    assert Ours.RED.name == "RED" and Ours.CRIMSON is Ours.RED


def test_rich_prints_members_and_classes_alike():
    rich_pretty = pytest.importorskip("rich.pretty")
    for ours, ref in ((Ours, Ref), (OursWorded, RefWorded)):
        for show in (lambda E: list(E), lambda E: {m: m._value_ for m in E}, lambda E: E):
            assert rich_pretty.pretty_repr(show(ours)).replace(ours.__name__, "E") == \
                rich_pretty.pretty_repr(show(ref)).replace(ref.__name__, "E")


def test_typer_and_click_take_its_members_as_choices():
    typer = pytest.importorskip("typer")
    from typer.testing import CliRunner

    def run(E, *args):
        app = typer.Typer()

        def main(colour=next(iter(E))):  # noqa: ANN001, ANN202 - annotated below, with E itself
            print(repr(colour).replace(E.__name__, "E"))
        main.__annotations__ = {"colour": E, "return": None}  # this file's annotations are strings
        app.command()(main)
        result = CliRunner().invoke(app, list(args))
        return result.exit_code, result.output

    for ours, ref in ((Ours, Ref), (OursWorded, RefWorded)):
        for args in ((), ("--colour", "green"), ("--colour", "b"), ("--colour", "nope"), ("--help",)):
            assert run(ours, *args) == run(ref, *args)
    assert run(Ours, "--colour", "green") == (0, "<E.GREEN: 'green'>\n")


def test_hypothesis_samples_from_it():
    st = pytest.importorskip("hypothesis.strategies")
    assert repr(st.sampled_from(Ours)).replace("Ours", "E") == repr(st.sampled_from(Ref)).replace("Ref", "E")


_judges_enums = judges_enums


def test_judges_enums_read_their_members_in_c():
    """On 3.11 the metaclass of every judge enum has no ``__getattr__`` (the slot reads in C);
    3.12 and later have no hook and change nothing."""
    found = _judges_enums()
    assert len(found) >= 28
    for E in found:
        meta = type(E)
        if READ_THROUGH_HOOK:
            assert meta is EnumTypeReadInC, E
            assert not any("__getattr__" in vars(k) for k in meta.__mro__), E
        else:
            assert meta is EnumType, E
        assert all(getattr(E, n) is m for n, m in E.__members__.items()), E
        assert isinstance(E, EnumType) and E.__class__ is EnumType, E


def test_nothing_changes_where_enum_has_no_hook():
    """A finished enum's metaclass is ``EnumType`` itself from 3.12 (``EnumTypeReadInC`` on 3.11);
    a class with no members yet keeps the one that makes its subclasses (judge._speed.enums,
    ``_IdentityEnumType``: a subclass of ``EnumType``)."""
    assert READ_THROUGH_HOOK is ("__getattr__" in vars(EnumType))
    assert type(IdentityEnum) is not EnumType and issubclass(type(IdentityEnum), EnumType)
    assert type(Ours) is (EnumTypeReadInC if READ_THROUGH_HOOK else EnumType)


@pytest.mark.skipif(not READ_THROUGH_HOOK, reason="the metaclass is used only where EnumType has the hook (3.11)")
def test_the_metaclass_makes_no_class_of_its_own():
    """Only a finished enum's class is swapped to it, and it extends none, as ``EnumType`` refuses
    (the class statement's refusal is in the transcript above)."""
    with pytest.raises(TypeError, match="cannot extend"):
        EnumTypeReadInC.__prepare__("Sub", (Ours,))
    with pytest.raises(TypeError, match="cannot extend"):
        EnumTypeReadInC("Sub", (Ours,), EnumType.__prepare__("Sub", ()))


def test_a_name_no_member_has_raises_types_message_as_on_312():
    """The one answer that changes on 3.11: ``EnumType.__getattr__``'s ``AttributeError('NOPE')``
    becomes ``type``'s own message, the one 3.12 and later give (no ``__getattr__`` there)."""
    with pytest.raises(AttributeError, match="^type object 'Ours' has no attribute 'NOPE'$"):
        Ours.NOPE  # noqa: B018 - the read is the test
    with pytest.raises(AttributeError, match="^NOPE$" if READ_THROUGH_HOOK else "^type object 'Ref' has no"):
        Ref.NOPE  # noqa: B018
