"""game.copy_state, the copy each exploration branch goes on from: what it copies in C and in its own
loops (a list, a dict of plain keys, a record's fields, the game's objects by id) is what a walk of
every member would copy, as ``copy.deepcopy`` would (docs/performance.md, "Exploring many outcomes,
fifty-seventh session")."""

from __future__ import annotations

import copy

import judge.engine.game as game_module
from judge._speed.shared_parts import is_shared
from judge.dsl.ast import CardDef
from judge.engine.game import Player, copy_state
from judge.engine.objects import GameObject
from judge.engine.state import TurnMemory, TurnStructure
from judge.zones import Zone

BEARS = CardDef(name="Grizzly Bears", type_line="Creature — Bear")


def _obj(oid: int, **fields) -> GameObject:
    return GameObject(id=oid, card=BEARS, owner="Alice", zone=Zone.IN_PLAY, **fields)


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
    turns = TurnStructure(active="Alice")
    turns._game = object()  # (bound to a game — a slot of the record's own, not a field: a copy is not)
    turns.__dict__["skips"] = [("Alice", "untap step", 3, False)]
    out = copy_state(turns, {})
    assert not hasattr(out, "_game") and turns._game is not None and "_game" not in vars(turns)
    assert out.skips == turns.skips and out.skips is not turns.skips
    assert out.skips[0] is turns.skips[0]  # (a tuple of names and numbers: shared)
    assert out.extra_turns is not turns.extra_turns and out.turn_rules is not turns.turn_rules
    # (the turn's memory is copied copy-on-write instead: its containers shared, unwritable — test_explore77.py)
    memory = TurnMemory()
    memory._game = object()
    out = copy_state(memory, {})
    assert not hasattr(out, "_game") and out.damaged is memory.damaged and is_shared(memory.damaged)


def _counting(monkeypatch) -> list:
    """The values ``copy_state`` is called on from now on (the first call included)."""
    calls: list = []
    real = game_module.copy_state
    monkeypatch.setattr(game_module, "copy_state", lambda v, memo: calls.append(v) or real(v, memo))
    return calls


def _called(calls: list, *values) -> list[bool]:
    """Whether each of ``values`` (itself, not an equal value) was a call's."""
    return [any(c is v for c in calls) for v in values]


def test_a_list_s_tuples_of_names_and_numbers_are_kept_without_a_call_each(monkeypatch):
    """The spells played this turn (a list of (player, card, types) tuples): each tuple is the copy's
    as it is — what the call returns for it, and ``copy.deepcopy`` — looked at in the list's own loop
    (sixty-ninth session); a tuple holding a mutable value, at either depth, is still copied."""
    played = [("Alice", 13, ("creature",)), ("Bob", 15, ()), ()]
    holding = ("Alice", [1])
    deeper = ("Alice", ("x", [2]))
    value = [*played, holding, deeper, holding]
    calls = _counting(monkeypatch)
    out = game_module.copy_state(value, {})
    assert _called(calls, *played) == [False, False, False]  # (kept in the list's loop)
    assert _called(calls, value, holding, deeper) == [True, True, True]
    assert out == value and out is not value
    assert all(a is b for a, b in zip(out[:3], played))
    assert copy.deepcopy(value)[:3] == out[:3] and all(copy.deepcopy(t) is t for t in played)
    assert out[3] is not holding and out[3][1] is not holding[1] and out[5] is out[3]  # (one copy, met twice)
    assert out[4] is not deeper and out[4][1][1] is not deeper[1][1]
    out[3][1].append(9)
    out[4][1][1].append(9)
    assert holding == ("Alice", [1]) and deeper == ("Alice", ("x", [2]))  # (nothing of the copy is the original's)


def test_a_dict_of_tuple_keys_copies_its_lists_of_ids_without_a_call_each(monkeypatch):
    """The zones (a player's name and a zone's, to a list of ids): each list copied in the dict's own
    loop and kept in ``memo`` as the call keeps it — the same list met twice is one copy; a list
    holding a mutable value is copied whole, by the call."""
    hand, graveyard = [3, 1], []
    nested = [[4]]
    zones = {("Alice", "hand"): hand, ("Alice", "graveyard"): graveyard, ("Bob", "hand"): hand,
             ("Bob", "graveyard"): nested}
    calls = _counting(monkeypatch)
    memo: dict = {}
    out = game_module.copy_state(zones, memo)
    assert [type(c) for c in calls] == [dict, list, list]  # (the dict; the list holding a list, and its member)
    assert _called(calls, nested) == [True]
    assert list(out) == list(zones) and all(a is b for a, b in zip(out, zones))
    assert out[("Alice", "hand")] == hand and out[("Alice", "hand")] is not hand
    assert out[("Bob", "hand")] is out[("Alice", "hand")]  # (one copy of a list met twice)
    assert out[("Alice", "graveyard")] is not graveyard
    assert out[("Bob", "graveyard")] == nested and out[("Bob", "graveyard")][0] is not nested[0]
    assert game_module.copy_state(hand, memo) is out[("Alice", "hand")]  # (met again elsewhere: the same copy)
    out[("Alice", "hand")].append(7)
    assert hand == [3, 1]
    before = {}
    first = game_module.copy_state([graveyard], before)  # (met first elsewhere: the dict's loop finds that copy)
    assert game_module.copy_state(zones, before)[("Alice", "graveyard")] is first[0]


def test_a_record_s_tuples_of_names_and_numbers_are_kept_without_a_call_each(monkeypatch):
    """A record's tuple fields — the empty tuple of most of them, five calls a copy of the game made
    — are the copy's as they are, looked at in the record's own loop; one holding a mutable value is
    copied."""
    record = TurnStructure(active="Alice")
    record.__dict__["entered_by_itself"] = ("upkeep", ("Alice", 3))
    record.__dict__["first_player"] = ("Alice", [1])
    record.__dict__["turn_rules"] = ()
    calls = _counting(monkeypatch)
    out = game_module.copy_state(record, {})
    assert _called(calls, record.entered_by_itself, record.first_player) == [False, True]
    assert not any(type(c) is tuple and not c for c in calls)  # (nor the record's empty tuples)
    assert out.entered_by_itself is record.entered_by_itself and out.turn_rules is record.turn_rules
    assert out.first_player == record.first_player and out.first_player[1] is not record.first_player[1]
    out.first_player[1].append(2)
    assert record.first_player == ("Alice", [1])


_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
#: The three shapes of bench/bench_explore.py, small: a "may" and its target at each of five
#: Gravediggers' arrivals (63 outcomes, the spells played this turn growing in each branch), the order
#: of four triggered abilities (24), the blocks of three blockers (234: every declaration and division
#: of damage).
_SHAPES = {
    "mays": _HEAD + "Alice hand: " + ", ".join(["Gravedigger"] * 5) + "\nAlice graveyard: Grizzly Bears, Scathe Zombies\n"
    + "Alice casts Gravedigger\nall pass until the stack is empty\n" * 5,
    "orders": "".join(f'card "Chalice {c}"\n  type Artifact\n  text "Whenever a creature is put into a graveyard from '
                      f'play, you gain {i + 1} life."\n' for i, c in enumerate("ABCD"))
    + _HEAD + "Alice in play: Chalice A, Chalice B, Chalice C, Chalice D\nBob in play: Grizzly Bears\n"
    "Alice hand: Shock\nAlice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n",
    "blocks": "player Alice\nplayer Bob\nturn Alice, declare attackers\n"
    "Alice in play: Hill Giant as @g1, Hill Giant as @g2, Scaled Wurm as @w\n"
    "Bob in play: Grizzly Bears as @b0, Grizzly Bears as @b1, Grizzly Bears as @b2\n"
    "Alice attacks with @g1, @g2, @w\nall pass until the end of combat step\n",
}


def test_no_branch_sees_another_s_changes_with_the_copies_made_in_the_loops():
    """Every outcome of the three shapes an exploration branches in (choices, trace, final state) is the
    one replaying from the start gives, where nothing is copied: a list, zone or tuple shared by a copy
    (the loops above) and changed by one branch would show in the others."""
    from judge.cards.library import card_names
    from judge.dsl.checks import check_text
    from judge.engine import explore

    for name, text in _SHAPES.items():
        scn = check_text(text, f"{name}.mtg", card_names())
        outs = explore.explore(scn, max_outcomes=300)
        assert len(outs) >= 24, name
        assert outs == explore.explore(scn, max_outcomes=300, branching=False), name
