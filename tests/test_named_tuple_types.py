"""The ``NamedTuple`` classes a ``judge ask`` imports have their fields' types as objects, not
strings: typing makes a ``ForwardRef`` of each string field type of a ``NamedTuple`` class as
the class is made, compiling it (their modules have no ``from __future__ import annotations``;
docs/performance.md, "`judge ask`'s start-up, fifty-sixth session")."""

from __future__ import annotations

import subprocess
import sys
import typing

from judge.cards.era import EraCard, EraSet
from judge.dsl.limits import Limit
from judge.suite.wording import Stem

CLASSES = (EraCard, EraSet, Limit, Stem)


def test_their_field_types_are_objects():
    for cls in CLASSES:
        assert cls.__annotations__ and not any(isinstance(t, (str, typing.ForwardRef))
                                               for t in cls.__annotations__.values()), cls
        assert typing.get_type_hints(cls) == cls.__annotations__


def test_making_them_compiles_no_forward_ref():
    probe = """
import sys, typing
import judge.dsl.ast, judge.digest  # (what the modules import)
made = []
plain = typing.ForwardRef.__init__
def recording(self, arg, *a, **k):
    made.append(arg)
    plain(self, arg, *a, **k)
typing.ForwardRef.__init__ = recording
import judge.cards.era, judge.dsl.limits, judge.suite.wording
print(len(made))
"""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "0"


def test_they_are_what_they_were():
    assert Stem._fields == ("word", "form", "clause", "column", "why") and Stem._field_defaults == {"why": ""}
    assert Stem("what", None, "what is it", 1).why == ""
    assert EraCard._fields[:3] == ("key", "name", "cost") and EraCard.__annotations__["cost"] == typing.Optional[str]
    assert EraCard.__annotations__["sets"] == tuple[str, ...]
    assert Limit("digits", 9, "digits in a number").value == 9
