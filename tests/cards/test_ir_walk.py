"""``ir.walk`` visits what a plain recursive walk visits, in the same order: every node, each
before what it holds, a record's fields in their order, a tuple's items in theirs, and nothing
inside a static ability an effect grants when ``granted_statics`` is false. (The walk is
iterative for speed — the support check walks each card many times — so its order is pinned
here against the definition it replaced.)"""

from __future__ import annotations

from dataclasses import fields, is_dataclass

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.library import card_names


def _recursive(node, granted_statics=True):
    yield node
    if not granted_statics and isinstance(node, ir.StaticAbility):
        return
    if isinstance(node, tuple):
        for x in node:
            yield from _recursive(x, granted_statics)
    elif is_dataclass(node) and not isinstance(node, type):
        for f in fields(node):
            yield from _recursive(getattr(node, f.name), granted_statics)


def _library_abilities():
    return [catalog().abilities(catalog().get(name)) for name in sorted(card_names())]


@pytest.mark.parametrize("granted_statics", [True, False])
def test_the_walk_visits_every_node_in_the_recursive_order(granted_statics):
    walked = 0
    for abilities in _library_abilities():
        expected = list(_recursive(abilities, granted_statics))
        got = list(ir.walk(abilities, granted_statics))
        assert len(got) == len(expected), abilities.name
        assert all(a is b for a, b in zip(got, expected)), abilities.name
        walked += len(got)
    assert walked > 10_000


def test_a_granted_static_ability_is_walked_into_only_when_asked():
    granted = ir.StaticAbility(effects=(ir.Keyword("flying"),))
    grant = ir.GrantAbility(what=ir.This(), ability=granted)
    inside = list(ir.walk(grant))
    assert any(isinstance(x, ir.Keyword) for x in inside)
    outside = list(ir.walk(grant, granted_statics=False))
    assert granted in outside and not any(isinstance(x, ir.Keyword) for x in outside)
