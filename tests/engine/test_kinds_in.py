"""``ir.kinds_in``: the classes of records a card's text holds, worked out once for each IR object
(``Game.in_any_text`` asks it of every card of every game: whether any text could make a permanent
come into play tapped, 418.4a); and ``GameObject.state_key`` read in one call."""

from __future__ import annotations

import dataclasses

from judge.cards import ir
from judge.dsl import ast as A
from judge.engine.objects import _STATE_FIELDS, GameObject
from judge.zones import Zone


def _abilities(name: str, text: str, type_line: str) -> ir.CardAbilities:
    from judge.cards.catalog import catalog

    return catalog().abilities(A.CardDef(name=name, cost="{1}{G}", type_line=type_line, text=text))


def test_kinds_in_is_the_classes_walk_finds_and_is_kept_for_the_same_object():
    root_maze = _abilities("Root Maze", "Artifacts and lands come into play tapped.", "Enchantment")
    kinds = ir.kinds_in(root_maze)
    assert kinds == frozenset(type(n) for n in ir.walk(root_maze))
    assert ir.ComesIntoPlayTapped in kinds
    assert ir.kinds_in(root_maze) is kinds  # (once for the object)
    bears = _abilities("Grizzly Bears", "", "Creature - Bear")
    assert ir.ComesIntoPlayTapped not in ir.kinds_in(bears)


def test_kinds_in_of_an_equal_but_other_object_is_its_own():
    a = (ir.This(),)
    b = (ir.You(),)
    assert ir.kinds_in(a) == {tuple, ir.This}
    assert ir.kinds_in(b) == {tuple, ir.You}


def test_state_key_is_every_state_field_in_order_dicts_as_sorted_items():
    card = A.CardDef(name="Hill Giant", cost="{3}{R}", type_line="Creature - Giant", power=3, toughness=3)
    o = GameObject(id=1, card=card, owner="Bob", zone=Zone.IN_PLAY, controller="Bob",
                   counters={"+1/+1": 2, "-1/-1": 1}, timestamp=3)
    want = tuple(tuple(sorted(v.items())) if isinstance(v, dict) else v
                 for v in (getattr(o, name) for name in _STATE_FIELDS))
    assert o.state_key() == want
    assert o.state_key() == dataclasses.replace(o, id=2, timestamp=8).state_key()
