"""``judge.errors.Diagnostic``, a typed ``NamedTuple``: every command imports its module, and a
frozen ``@dataclass`` wrote and compiled its methods at import, ~4M instructions of each
``judge ask`` (docs/performance.md, "`judge ask`'s start-up, fifty-sixth session"). It says and
holds what it did."""

from __future__ import annotations

import subprocess
import sys
import typing

import pytest

from judge.errors import Diagnostic, DiagnosticsError


def test_importing_it_makes_no_dataclass_and_no_forward_ref():
    probe = """
import dataclasses, typing
made, refs = [], []
process, ref = dataclasses._process_class, typing.ForwardRef.__init__
def processing(cls, *a, **k):
    made.append(cls.__name__)
    return process(cls, *a, **k)
def referring(self, arg, *a, **k):
    refs.append(arg)
    ref(self, arg, *a, **k)
dataclasses._process_class, typing.ForwardRef.__init__ = processing, referring
import judge.errors
print(made, refs)
"""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[] []"


def test_its_fields_defaults_and_types():
    assert Diagnostic._fields == ("path", "line", "column", "message", "source_line", "hint")
    assert Diagnostic._field_defaults == {"source_line": "", "hint": ""}
    assert typing.get_type_hints(Diagnostic) == {"path": str, "line": int, "column": int, "message": str,
                                                 "source_line": str, "hint": str}
    d = Diagnostic(path="a.mtg", line=2, column=4, message="unknown word")
    assert (d.source_line, d.hint) == ("", "")
    assert repr(d) == ("Diagnostic(path='a.mtg', line=2, column=4, message='unknown word', "
                       "source_line='', hint='')")


def test_it_is_a_value_that_cannot_change():
    d = Diagnostic("a.mtg", 2, 4, "unknown word", "cast Bolt\n", "did you mean")
    assert d == Diagnostic("a.mtg", 2, 4, "unknown word", "cast Bolt\n", "did you mean")
    assert hash(d) == hash(Diagnostic("a.mtg", 2, 4, "unknown word", "cast Bolt\n", "did you mean"))
    assert d != Diagnostic("a.mtg", 2, 5, "unknown word", "cast Bolt\n", "did you mean")
    assert len({d, Diagnostic(*d)}) == 1
    with pytest.raises(AttributeError):
        d.line = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        d.other = 3  # type: ignore[attr-defined]


def test_it_renders_the_line_the_caret_and_the_hint_with_control_characters_shown():
    d = Diagnostic("a.mtg", 1, 4, "unknown \x1b[31mword", "\x1bb cast Bolt\n", "did you mean 'cast'?")
    assert d.render() == ("a.mtg:1:4: unknown \\x1b[31mword\n"
                          "    \\x1bb cast Bolt\n"
                          "          ^\n"
                          "did you mean 'cast'?")
    assert d.to_json() == {"path": "a.mtg", "line": 1, "column": 4, "message": "unknown \x1b[31mword",
                           "hint": "did you mean 'cast'?"}
    assert Diagnostic("b.mtg", 3, 1, "empty").render() == "b.mtg:3:1: empty"
    err = DiagnosticsError([d, Diagnostic("b.mtg", 3, 1, "empty")])
    assert str(err) == d.render() + "\n\nb.mtg:3:1: empty" and err.exit_code == 2
