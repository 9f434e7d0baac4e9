"""(eighty-second session, issue 43) The checks of a kept scenario's nodes are made from the AST's
annotations as written without making a typing Union: its unions read as their members
(``kept._Union``), the checks the same as those made of the Unions ``eval`` gives."""

from __future__ import annotations

import dataclasses
import typing

from judge.dsl import ast as A
from judge.dsl import kept as K

EXTRA = ("Union[int, str, Ref, Counter, None]", "Optional[ExpectBody]", "Union[int]", "Optional[Optional[int]]",
         "Union[Step, Until, None]", "tuple[Optional[Ref], ...]", " Optional [ Span ] ", "Union[None, int, None]",
         "Union[ExpectBody, Query, None]", "tuple[Optional[Ref]]", "tuple[Union[int, str], Optional[Span]]")


def _node_classes() -> list[type]:
    return [c for c in vars(A).values() if isinstance(c, type) and dataclasses.is_dataclass(c) and c.__module__ == A.__name__]


def _written() -> set[str]:
    return {said for cls in _node_classes() for said in vars(cls).get("__annotations__", {}).values()
            if isinstance(said, str)}


def _members(tp):
    """A hint as its shape: a union as ("union", its members), a tuple's as ("tuple", its items)."""
    if type(tp) is K._Union:
        return ("union", tuple(_members(a) for a in tp))
    origin = typing.get_origin(tp)
    if origin is typing.Union:
        return ("union", tuple(_members(a) for a in typing.get_args(tp)))
    if origin is tuple:
        return ("tuple", tuple(_members(a) for a in typing.get_args(tp)))
    return tp


def test_every_annotation_of_the_ast_reads_as_the_union_eval_makes():
    written = _written()
    assert len(written) > 30 and "Optional[Span]" in written
    unions = 0
    for said in sorted(written) + list(EXTRA):
        real = eval(said.strip(), vars(A))  # noqa: S307 - the AST's own annotations
        read = K._written_hint(said)
        assert _members(read) == _members(real), said
        unions += type(read) is K._Union
    assert unions >= 8
    assert K._written_hint("Union[int]") is int and K._written_hint("Optional[Optional[int]]") == (int, type(None))


def test_the_checks_of_the_ast_s_nodes_are_made_without_a_typing_union(monkeypatch):
    """Every node class's check made afresh: no subscript of typing's special forms (Optional,
    Union) is made — each was a Union made anew by each process that read a kept scenario."""
    made = []
    real = typing._SpecialForm.__getitem__

    def counting(self, parameters):
        made.append((self, parameters))
        return real(self, parameters)

    monkeypatch.setattr(typing._SpecialForm, "__getitem__", counting)
    checks = K._Checks()
    for cls in _node_classes():
        checks[cls]
    assert len(checks.fields) >= 50
    assert made == []


def test_the_checks_made_are_those_made_of_typing_s_unions(monkeypatch):
    """The same parts of every field's check (the types looked at, the node classes, a rest or
    none, a default or none) as when each annotation is the Union ``eval`` gives."""
    ours = K._Checks()
    for cls in _node_classes():
        ours[cls]
    monkeypatch.setattr(K, "_written_hint", K._evaluated)
    theirs = K._Checks()
    for cls in _node_classes():
        theirs[cls]

    def parts(fields):
        return tuple((name, plain, kinds, rest is None, default) for name, plain, kinds, rest, default in fields)

    assert ours.fields.keys() == theirs.fields.keys()
    for cls in ours.fields:
        assert parts(ours.fields[cls]) == parts(theirs.fields[cls]), cls
    assert {c: (w[1], tuple(sorted(w[0]))) for c, w in ours.walks.items()} == \
        {c: (w[1], tuple(sorted(w[0]))) for c, w in theirs.walks.items()}
