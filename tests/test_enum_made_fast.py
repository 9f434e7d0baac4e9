"""judge._speed.enums: an ``IdentityEnum`` that plainly enumerates values is made without
``EnumType``'s per-member machinery, and is the class ``EnumType`` would have made.

``EnumType.__new__`` makes each member through ``enum._proto_member.__set_name__`` (the member
made, aliases looked for, every base searched for a descriptor of its name, the member set through
``EnumType.__setattr__``) after its namespace (``enum.EnumDict``) sorted every assignment of the
class statement in Python: ~15 us a member, ~85 us a class, ~4-6 ms of a ``judge ask``'s start-up
(28 classes, 253 members). judge's enums are made by ``_made_fast`` instead; these tests hold that
it is so (a count in a fresh process, which the tree before it fails) and that what it makes is
what ``EnumType`` makes from the same class body, attribute by attribute, on the Python running
them (the CI runs 3.11, 3.12 and 3.13).
"""

from __future__ import annotations

import enum
import json
import re
import subprocess
import sys
import warnings
from enum import Enum, EnumType, auto
from pathlib import Path

import pytest

from judge._speed.enums import READ_THROUGH_HOOK, EnumTypeReadInC, IdentityEnum
from tests.judge_enums import judges_enums

ROOT = Path(__file__).resolve().parents[1]

#: Run in a fresh interpreter: counts, by module, the classes ``EnumType.__new__`` makes and the
#: members ``_proto_member.__set_name__`` makes while ``judge ask`` runs the example.
_COUNT = r"""
import enum, json, sys
made, members = {}, {}
new, set_name = enum.EnumType.__new__, enum._proto_member.__set_name__
def counted_new(metacls, cls, bases, classdict, **kwds):
    made[classdict.get("__module__", "?")] = made.get(classdict.get("__module__", "?"), 0) + 1
    return new(metacls, cls, bases, classdict, **kwds)
def counted_set_name(self, enum_class, name):
    members[enum_class.__module__] = members.get(enum_class.__module__, 0) + 1
    return set_name(self, enum_class, name)
enum.EnumType.__new__ = counted_new
enum._proto_member.__set_name__ = counted_set_name
from typer.testing import CliRunner
from judge.cli import app
result = CliRunner().invoke(app, ["ask", sys.argv[1]])
judges = lambda counts: {k: v for k, v in counts.items() if k.startswith("judge")}
print(json.dumps({"exit": result.exit_code, "classes": judges(made), "members": judges(members)}))
"""


def test_an_ask_makes_no_enum_member_through_enums_machinery():
    """The example's ask makes its 28 enums (253 members) without ``_proto_member``; only
    ``IdentityEnum`` itself, which has no members, is made by ``EnumType.__new__``."""
    proc = subprocess.run([sys.executable, "-c", _COUNT, "scenarios/examples/giant_growth_vs_bolt.mtg"],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    counts = json.loads(proc.stdout.splitlines()[-1])
    assert counts == {"exit": 0, "classes": {"judge._speed.enums": 1}, "members": {}}


_judges_enums = judges_enums


_BOOKKEEPING_CONTAINERS = ("_member_names_", "_member_map_", "_value2member_map_")


def _made_by_enumtype(E: type) -> type:
    """``E``'s class body (its own attributes, then its members' values in order) made into a class
    by ``EnumType.__new__`` itself, through ``EnumType``'s own namespace."""
    body = EnumType.__prepare__(E.__name__, E.__bases__)
    body["__module__"] = E.__module__
    body["__qualname__"] = E.__qualname__
    for name, value in vars(E).items():
        if name in E._member_map_ or name == "__new__" or (name[:1] == name[-1:] == "_" and name[1:2] != "_"):
            continue
        body[name] = value
    for name in E._member_names_:
        body[name] = E._member_map_[name]._value_
    return type(IdentityEnum)(E.__name__, E.__bases__, body)


def _shape(E: type) -> list[tuple[str, object]]:
    """Every attribute of the class, in order, a member written as its class, name, value, order
    and the names of the attributes it was made with (two classes' members are different
    objects; judge.dsl.ast gives ``Step``'s members more once they are made)."""
    def member(m: object) -> object:
        return (type(m) is E, m._name_, m._value_, m._sort_order_, m.__objclass__ is E, list(vars(m))[:4])

    shape: list[tuple[str, object]] = []
    for name, value in vars(E).items():
        if name in E._member_map_:
            shape.append((name, member(value)))
        elif name == "_member_map_":
            shape.append((name, [(k, member(m)) for k, m in value.items()]))
        elif name == "_value2member_map_":
            shape.append((name, [(k, member(m)) for k, m in value.items()]))
        elif isinstance(value, staticmethod):  # 3.12: EnumType wraps _generate_next_value_ anew
            shape.append((name, ("staticmethod", value.__func__)))
        elif isinstance(value, (list, dict)):
            shape.append((name, (type(value), value)))
        else:
            shape.append((name, value))
    return shape + [("metaclass", type(E)), ("mro", E.__mro__[1:])]


def test_every_enum_of_judge_is_the_class_enumtype_makes_of_its_body():
    found = _judges_enums()
    assert len(found) >= 28
    for E in found:
        assert _shape(E) == _shape(_made_by_enumtype(E)), E


class Fast(IdentityEnum):
    """Made by the fast path: members, a method, a property, a str and a format of its own."""

    RED = "red"
    GREEN = "green"
    BLUE = ("blue", 3)

    def words(self) -> str:
        return f"{self._value_}!"

    @property
    def loud(self) -> str:
        return str(self._value_).upper()

    def __str__(self) -> str:
        return f"colour {self._name_}"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def test_a_fast_class_is_the_class_enumtype_makes():
    assert _shape(Fast) == _shape(_made_by_enumtype(Fast))
    assert Fast("green") is Fast.GREEN and Fast["BLUE"].value == ("blue", 3) and Fast.RED.loud == "RED"
    assert [str(m) for m in Fast] == ["colour RED", "colour GREEN", "colour BLUE"] and f"{Fast.RED:>11}" == " colour RED"
    assert type(Fast) is (EnumTypeReadInC if READ_THROUGH_HOOK else EnumType)


def _both(body: str) -> tuple[object, object]:
    """``body`` as the class statement of an ``IdentityEnum`` and of a plain ``Enum``: the class's
    members and values, or the exception raised (type and message)."""
    def words(thing: object) -> str:
        return re.sub(r"0x[0-9a-f]+", "0x", str(thing))

    def outcome(base: type) -> object:
        space: dict[str, object] = {"Base": base, "auto": auto, "enum": enum}
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                exec(f"class K(Base):\n    '''doc'''\n{body}", space)  # noqa: S102 - the statement is the test
            except Exception as exc:  # noqa: BLE001 - the exception is the answer compared
                return (type(exc).__name__, words(exc))
        K = space["K"]
        return ([(n, m._name_, words(m._value_)) for n, m in K.__members__.items()],
                sorted(words(n) for n in vars(K) if not n.startswith("_")), [words(w.message) for w in caught])
    return outcome(IdentityEnum), outcome(Enum)


@pytest.mark.parametrize("body", [
    "    A = 'a'\n    A = 'b'\n",  # a member's name reused
    "    def A(self): pass\n    A = 'a'\n",  # a member over a method
    "    A = 'a'\n    def A(self): pass\n",  # a method over a member
    "    A = auto()\n    B = auto()\n",  # numbered as EnumType numbers them
    "    _ignore_ = ['T']\n    A = 'a'\n    T = 3\n",
    "    A = 'a'\n    B = 'a'\n",  # an alias
    "    A = ['unhashable']\n    B = 'b'\n",
    "    mro = 'm'\n",  # a reserved name
    "    A = enum.nonmember('a')\n    B = enum.member(len)\n    C = 'c'\n",  # told which is a member
    "    A = 'a'\n    class Inner:\n        pass\n",  # a nested class (a member until 3.13)
    "    _bad_ = 1\n",  # a _sunder_ name EnumType reserves
    "    value = 'v'\n    A = 'a'\n",  # a member named as Enum's property: a redirect
    "    @property\n    def x(self): return 1\n    @x.setter\n    def x(self, v): pass\n    A = 'a'\n",
])
def test_a_class_statement_ends_as_enums_own(body):
    """What the fast path does not do is done by ``EnumType`` (the body replayed into its own
    namespace); a name assigned twice is refused or kept exactly as ``EnumType`` does."""
    ours, plain = _both(body)
    assert ours == plain


def test_members_made_fast_come_back_from_pickle_as_themselves():
    import pickle

    from judge.zones import Zone
    for member in (*Fast, *Zone):
        assert pickle.loads(pickle.dumps(member)) is member
    assert enum.unique(Fast) is Fast
