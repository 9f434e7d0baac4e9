"""(fifty-eighth session) describe_body and expect.verdict tell an expectation's body by its type,
asking isinstance only of a body of no kind of the AST's: the same branch as isinstance took,
since no kind is a subclass of another — and a body of a subclass still takes its base's branch."""

from __future__ import annotations

import typing

from judge.dsl import ast as A
from judge.suite import describe as D
from judge.suite import expect as E


def test_the_kinds_are_every_body_s_and_none_is_another_s_subclass():
    kinds = typing.get_args(A.ExpectBody)
    assert D.BODY_KINDS == frozenset(kinds) and len(kinds) == 12
    for one in kinds:
        for other in kinds:
            assert (one is other) == issubclass(one, other), (one, other)


def test_a_body_of_a_subclass_is_described_as_its_base():
    class Lives(A.ExpectLife):
        pass

    assert D.describe_body(Lives("Alice", 7)) == D.describe_body(A.ExpectLife("Alice", 7)) == "Alice at 7 life"
    assert D.describe_body(A.ExpectPriority("Bob")) == "Bob to have priority"

    class Cited(A.ExpectCitesAt):
        pass

    body = Cited(rules=("101.1",), words="x", negated=False)
    assert D.describe_body(body) == D.describe_body(A.ExpectCitesAt(rules=("101.1",), words="x", negated=False))
    asked = []
    real = E.cited_at
    try:
        E.cited_at = lambda *a: asked.append(a) or (True, "", ())
        assert E.verdict(body, type("O", (), {"steps": ()})()).ok
    finally:
        E.cited_at = real
    assert len(asked) == 1
