"""game.copy_state, the copy each exploration branch goes on from: what it copies in C and in its own
loops (a list, a dict of plain keys, a record's fields, the game's objects by id) is what a walk of
every member would copy, as ``copy.deepcopy`` would (docs/performance.md, "Exploring many outcomes,
fifty-seventh session")."""

from __future__ import annotations

import copy

import judge.engine.game as game_module
from judge.dsl.ast import CardDef
from judge.engine.game import Player, copy_state
from judge.engine.objects import GameObject
from judge.engine.state import TurnMemory

BEARS = CardDef(name="Grizzly Bears", type_line="Creature — Bear")


def _obj(oid: int, **fields) -> GameObject:
    return GameObject(id=oid, card=BEARS, owner="Alice", zone="in play", **fields)


def test_a_tuple_of_names_and_numbers_is_shared_as_deepcopy_shares_it():
    plain = ("Alice", 3, None, ("Creature", "Bear"))  # (a spell played: its player, card and types)
    assert copy.deepcopy(plain) is plain
    assert copy_state(plain, {}) is plain
    holding = ("Alice", [1, 2])  # a list in it: a new tuple with a new list
    out = copy_state(holding, {})
    assert out == holding and out is not holding and out[1] is not holding[1]
    deeper = ("Alice", ("x", [1]))  # a list two tuples down
    out = copy_state(deeper, {})
    assert out == deeper and out[1][1] is not deeper[1][1]


def test_a_list_and_a_dict_are_new_with_their_mutable_members_copied_in_order():
    inner = [4, 5]
    value = [1, "a", inner, (2, 3), {"k": inner}]
    out = copy_state(value, {})
    assert out == value and out is not value
    assert out[2] is not inner and out[4]["k"] is out[2]  # (one copy of a list met twice)
    assert out[3] is value[3]
    d = {3: "c", 1: "a", 2: [7]}
    out = copy_state(d, {})
    assert list(out.items()) == list(d.items()) and out is not d and out[2] is not d[2]


def test_the_zones_keys_are_shared_and_their_lists_copied():
    zones = {("Alice", "hand"): [3, 1], ("Alice", "graveyard"): [], ("Bob", "hand"): [2]}
    out = copy_state(zones, {})
    assert list(out) == list(zones) and all(a is b for a, b in zip(out, zones))
    assert all(out[k] == zones[k] and out[k] is not zones[k] for k in zones)
    key = ("Alice", [1])  # (not a key a dict can have; a tuple with a list in it is copied)
    assert copy_state(key, {}) is not key


def test_the_game_objects_by_id_are_copied_once_each_without_a_call_each(monkeypatch):
    a, b = _obj(1, counters={"+1/+1": 2}, damage_from=((None, 1),)), _obj(2, tapped=True)
    calls = []
    real = game_module.copy_state
    monkeypatch.setattr(game_module, "copy_state", lambda v, memo: calls.append(type(v)) or real(v, memo))
    memo: dict = {}
    by_id = {1: a, 2: b}  # (held while the memo is: its keys are ids, as deepcopy's are)
    objects = game_module.copy_state(by_id, memo)
    assert calls == [dict]  # (the objects copied in the dict's own loop, not a call each)
    for old, new in ((a, objects[1]), (b, objects[2])):
        assert type(new) is GameObject and new is not old and vars(new) == vars(old)
        assert new.counters is not old.counters
    # the same object met again in the same copy is the same copy (a list of ids aside, the
    # game's records may hold an object itself)
    elsewhere = [a, {5: b}]
    again = game_module.copy_state(elsewhere, memo)
    assert again[0] is objects[1] and again[1][5] is objects[2]
    # and met first elsewhere, the dict's loop finds that copy
    memo = {}
    held = [b]
    first = game_module.copy_state(held, memo)
    by_id = {2: b, 1: a}
    objects = game_module.copy_state(by_id, memo)
    assert objects[2] is first[0] and list(objects) == [2, 1]


def test_a_record_is_copied_unbound_with_its_mutable_fields_new():
    p = Player("Alice", life=7, pool={"G": 2})
    out = copy_state(p, {})
    assert out == p and out is not p and out.pool is not p.pool
    memory = TurnMemory()
    memory.__dict__["_game"] = object()  # (bound to a game: a copy is not)
    memory.__dict__["spells_played"] = [("Alice", 4, ("Creature",))]
    out = copy_state(memory, {})
    assert "_game" not in vars(out) and "_game" in vars(memory)
    assert out.spells_played == memory.spells_played and out.spells_played is not memory.spells_played
    assert out.spells_played[0] is memory.spells_played[0]  # (a tuple of names and numbers: shared)
    assert out.damaged is not memory.damaged and out.activated is not memory.activated
