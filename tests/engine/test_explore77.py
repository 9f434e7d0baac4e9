"""Explorations' copies cut without changing an outcome (issue 43, seventy-seventh session): the
memory of the turn (``state.TurnMemory``) is copied copy-on-write — a copy of the game and the game
it was copied from share each of its containers, unwritable (a write in place raises), until a verb
of either writes one and takes its own copy first."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import explore
from judge.engine.game import Game, Player
from judge.engine.state import TurnMemory, _TURN_CONTAINERS
from judge._speed.shared_parts import (SharedDict, SharedList, SharedPartWritten, SharedSet, is_shared, shared,
                                       writable)

from tests.engine.test_explore75 import _MAYS


def _played_turn() -> Game:
    """A game whose memory of the turn holds something in each of its containers."""
    game = Game([Player("Alice"), Player("Bob")])
    memory = game.this_turn
    memory.record_spell_played("Alice", 5, ("Creature",))
    memory.record_damage(5, 6, 2)
    memory.record_damage(5, "Bob", 3)
    memory.note_beginning(())
    memory.record_tapped_to_pay(5, (7,))
    memory.record_death("Bob")
    memory.count_land_played("Alice")
    memory.grant_extra_lands("Alice", 1)
    memory.count_draw("Alice")
    memory.record_activation(5, 0, 1)
    memory.record_deed("attacked", 5)
    return game


def _values(memory: TurnMemory) -> dict:
    """The record's values as plain containers (for comparing one state of it with another)."""
    return {name: writable(getattr(memory, name)) if is_shared(getattr(memory, name)) else
            type(getattr(memory, name))(getattr(memory, name)) for name in _TURN_CONTAINERS}


def test_the_turn_containers_are_every_container_of_the_record():
    """Every field of the turn's memory that holds a container is shared by a copy (none copied by
    the verbs' back, none left writable in both)."""
    fresh = TurnMemory()
    assert set(_TURN_CONTAINERS) == {k for k, v in vars(fresh).items() if type(v) in (dict, list, set)}


def test_a_shared_container_refuses_every_write_in_place():
    """The guard: a container two copies of the game share can be read as its plain kind but not
    written — each writing operation of a dict, a list and a set raises."""
    d, lst, s = shared({"Alice": 1}), shared([("Alice", 5)]), shared({5})
    assert (type(d), type(lst), type(s)) == (SharedDict, SharedList, SharedSet)
    assert d == {"Alice": 1} and d.get("Alice") == 1 and lst == [("Alice", 5)] and 5 in s and s == {5}
    assert repr(s) == "{5}" and repr(shared(set())) == "set()" and repr(d) == "{'Alice': 1}"
    assert shared({}) is shared({}) and shared([]) is shared([]) and shared(set()) is shared(set())
    writes = [lambda: d.__setitem__("Bob", 1), lambda: d.update(Bob=1), lambda: d.pop("Alice"),
              lambda: d.setdefault("Bob", 1), lambda: d.clear(), lambda: d.popitem(), lambda: d.__delitem__("Alice"),
              lambda: lst.append(1), lambda: lst.extend([1]), lambda: lst.__setitem__(0, 1), lambda: lst.pop(),
              lambda: lst.insert(0, 1), lambda: lst.remove(("Alice", 5)), lambda: lst.clear(), lambda: lst.sort(),
              lambda: lst.__iadd__([1]), lambda: s.add(6), lambda: s.discard(5), lambda: s.update({6}),
              lambda: s.remove(5), lambda: s.clear()]
    for write in writes:
        with pytest.raises(SharedPartWritten):
            write()
    assert d == {"Alice": 1} and lst == [("Alice", 5)] and s == {5}
    own = writable(d)
    own["Bob"] = 2
    assert type(own) is dict and d == {"Alice": 1}
    assert (lst + [1], type(lst + [1])) == ([("Alice", 5), 1], list)


def test_a_copy_shares_the_turn_s_memory_until_a_verb_writes():
    """A copy of the game holds the very containers of the original's memory of the turn, shared in
    both; a verb of either writes its own copy, the other's unchanged; a write in place that doesn't
    go through a verb raises, in the copy and in the original alike."""
    game = _played_turn()
    before = _values(game.this_turn)
    copy = game.copy()
    assert copy.this_turn is not game.this_turn and _values(copy.this_turn) == before
    for name in _TURN_CONTAINERS:
        assert getattr(copy.this_turn, name) is getattr(game.this_turn, name), name
        assert is_shared(getattr(game.this_turn, name)), name
    with pytest.raises(SharedPartWritten):
        copy.this_turn.died.append("Alice")
    with pytest.raises(SharedPartWritten):
        game.this_turn.damaged.add(9)
    copy.this_turn.record_damage(8, 9, 1)
    copy.this_turn.record_damage(8, "Alice", 1)
    copy.this_turn.record_death("Alice")
    copy.this_turn.count_land_played("Bob")
    copy.this_turn.grant_extra_lands("Bob", 2)
    copy.this_turn.count_draw("Bob")
    copy.this_turn.record_activation(8, 1, 2)
    copy.this_turn.record_deed("attacked", 8)
    copy.this_turn.record_spell_played("Bob", 8, ("Instant",))
    copy.this_turn.record_tapped_to_pay(8, (9,))
    assert _values(game.this_turn) == before
    after = _values(copy.this_turn)
    assert all(after[name] != before[name] for name in _TURN_CONTAINERS), after
    assert (after["died"], after["drawn"], after["damaged"]) == (["Bob", "Alice"], {"Alice": 1, "Bob": 1}, {6, 9})
    game.this_turn.record_death("Alice")  # (the original's own copy now, the copy's unchanged)
    assert game.this_turn.died == ["Bob", "Alice"] and type(game.this_turn.died) is list
    assert _values(copy.this_turn) == after
    again = game.copy()  # (a record copied again shares what it holds, the written container shared anew)
    assert again.this_turn.died is game.this_turn.died and again.this_turn.drawn is game.this_turn.drawn
    assert is_shared(game.this_turn.died) and type(copy.this_turn.died) is list


def test_an_exploration_s_copies_share_the_turn_s_memory(monkeypatch):
    """Three Gravediggers' "may"s: every copy the explorer makes shares each container of the turn's
    memory with the game it copies, the casts of the branches write their own (409.1: a spell
    played), and the outcomes are those of replaying every run from the start."""
    copies: list = []
    real = explore.Game.copy

    def copy(self, tracer=None):
        new = real(self, tracer)
        copies.append(all(getattr(new.this_turn, n) is getattr(self.this_turn, n) for n in _TURN_CONTAINERS))
        return new

    monkeypatch.setattr(explore.Game, "copy", copy)
    outs = explore.explore(parse(_MAYS, "t.mtg"))
    assert len(outs) == 13 and copies and all(copies)  # (15 before the third "may" with no target went unasked)
    monkeypatch.setattr(explore.Game, "copy", real)
    assert outs == explore.explore(parse(_MAYS, "t.mtg"), branching=False)
