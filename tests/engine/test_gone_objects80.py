"""Objects gone from their zones shared by a game's copies (issue 43, eightieth session).

A card that moves from one zone to another becomes a new object (217.8); a token that left play ceases to exist
(420.5f). The object it was stays in ``game.objects`` (its id is what events, the last known information and the
resolving spell's instructions name), in no zone, and nothing changes it again: ``game.leave_zone`` makes it a
:class:`objects.GoneObject`, whose every write raises, and a copy of the game (an exploration's branch) shares it
instead of copying it. The guard makes the claim "nothing writes a gone object" checked wherever the engine runs —
a write that reaches one fails loudly, in this file and in every scenario of the suite — and the source scan below
holds ``leave_zone`` to be the one place an object leaves its zone, so no gone object escapes the guard.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from judge._speed.shared_parts import SharedPartWritten
from judge._speed.fastdataclass import field_names
from judge.dsl import parse
from judge.engine import explore
from judge.engine import game as game_module
from judge.engine.objects import GameObject

from tests import source_trees
from tests.engine.support import game_after as _game_after
from tests.engine.test_explore75 import _MAYS

ROOT = Path(__file__).resolve().parents[2]

_SHOCKS = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
           "Alice hand: Shock, Shock\nAlice library: Island\n"
           'Bob in play: Grizzly Bears as @gb (1 -1/-1 counter), token "Goblin" 1/1 red Creature - Goblin as @g\n'
           "Alice casts Shock targeting @gb\nall pass until the stack is empty\n"
           "Alice casts Shock targeting @g\nall pass until the stack is empty\n")


def test_each_object_that_left_its_zone_is_gone_and_refuses_every_write():
    """The two Shocks (hand -> stack -> graveyard), Grizzly Bears (play -> graveyard) and the Goblin token (play ->
    graveyard, then ceasing to exist, 420.5f): every object no zone holds is a GoneObject, every other a plain
    GameObject; a gone one reads as it was (its counters too) and refuses a write of each of its fields, of its
    counters, and a deletion."""
    from judge.engine.objects import GoneObject, GoneObjectWritten  # (new names: imported here, so that the
    # other tests of this file run on a tree without them and fail there for what they assert)

    game = _game_after(_SHOCKS)
    gone = [o for o in game.objects.values() if o.zone is None]
    assert {type(o) for o in game.objects.values() if o.zone is not None} == {GameObject}
    assert all(type(o) is GoneObject for o in gone)
    names = sorted(o.card.name for o in gone)
    # (Shock twice from the hand and twice from the stack; the Bears from play; the Goblin from play and from the
    # graveyard, where the token ceased to exist)
    assert names == ["Goblin", "Goblin", "Grizzly Bears", "Shock", "Shock", "Shock", "Shock"], names
    # (each became a new object, 217.8, but the token that ceased to exist in the graveyard, 420.5f)
    assert sorted((o.card.name, o.became is None) for o in gone)[:2] == [("Goblin", False), ("Goblin", True)]
    assert sum(o.became is None for o in gone) == 1
    bears = next(o for o in gone if o.card.name == "Grizzly Bears")
    assert bears.counters == {"-1/-1": 1} and bears.state_key() == bears.state_key()
    for name in field_names(GameObject):
        with pytest.raises(GoneObjectWritten):
            setattr(bears, name, getattr(bears, name))
    with pytest.raises(GoneObjectWritten):
        del bears.tapped
    for write in (lambda: bears.counters.__setitem__("-1/-1", 2), lambda: bears.counters.pop("-1/-1"),
                  lambda: bears.counters.update({"+1/+1": 1}), lambda: bears.counters.clear()):
        with pytest.raises(SharedPartWritten):
            write()
    assert bears.counters == {"-1/-1": 1}


def test_a_copy_shares_the_gone_objects_and_copies_the_others():
    """A copy of the game holds the very gone objects of the original (immutable), and its own copy of each object
    still in a zone; so does a saved state (422.1's undo) — and each game's objects read alike."""
    game = _game_after(_SHOCKS)
    for copy in (game.copy(), game.save()):
        objects = copy.objects if isinstance(copy, game_module.Game) else copy["objects"]
        assert objects.keys() == game.objects.keys()
        for oid, obj in game.objects.items():
            if obj.zone is None:
                assert objects[oid] is obj, obj
            else:
                assert objects[oid] is not obj and objects[oid] == obj, obj
    assert sum(o.zone is None for o in game.objects.values()) == 7


def test_an_exploration_s_copies_share_every_gone_object(monkeypatch):
    """Exploring three Gravediggers' "may"s: every copy of the game the explorer makes shares every object gone
    from its zones with the game it was copied from, and the outcomes are those of replaying each from the start."""
    shared, copied = [], []
    real = game_module.Game.copy

    def copying(self, tracer=None):
        new = real(self, tracer)
        for oid, obj in self.objects.items():
            (shared if new.objects[oid] is obj else copied).append(obj.zone is None)
        return new

    monkeypatch.setattr(game_module.Game, "copy", copying)
    outs = explore.explore(parse(_MAYS, "t.mtg"))
    assert len(outs) > 8 and shared and copied
    assert all(shared) and not any(copied)
    monkeypatch.undo()
    assert outs == explore.explore(parse(_MAYS, "t.mtg"), branching=False)


def test_a_write_to_a_gone_object_takes_its_own_copy_first():
    """The few records kept of an object after it left (its abilities played for a cost it was sacrificed for, the
    players its damage was dealt to, counters removed after the sacrifice paying the same cost) are written through
    ``own_object``: the game writing takes a plain copy of its own into its objects first; the game it was copied
    from keeps the shared, unchanged one. An object in a zone is its own already."""
    from judge.engine.objects import GoneObject
    from judge.engine.state import own_object

    game = _game_after(_SHOCKS)
    copy = game.copy()
    bears = next(oid for oid, o in game.objects.items() if o.zone is None and o.card.name == "Grizzly Bears")
    mine = own_object(copy.objects, bears)
    assert type(mine) is GameObject and copy.objects[bears] is mine and vars(mine) == vars(game.objects[bears])
    mine.damaged_players = mine.damaged_players + ("Alice",)
    mine.counters["-1/-1"] -= 1
    theirs = game.objects[bears]
    assert type(theirs) is GoneObject and theirs.damaged_players == () and theirs.counters == {"-1/-1": 1}
    assert own_object(copy.objects, bears) is mine
    live = next(oid for oid, o in game.objects.items() if o.zone is not None)
    assert own_object(game.objects, live) is game.objects[live]


_SORCERER = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
             "Alice in play: Prodigal Sorcerer as @ps\nAlice hand: Shock, Shock\nBob in play: Grizzly Bears\n"
             "Alice activates @ps targeting Bob\nAlice casts Shock targeting @ps\nall pass\n"
             "Alice casts Shock\nall pass until the stack is empty\n")


def test_a_branch_writing_a_shared_gone_object_leaves_the_other_branches_theirs(monkeypatch):
    """Prodigal Sorcerer's ability targeting Bob waits on the stack while a Shock destroys the Sorcerer (gone, 217.8);
    a second Shock's target is left open: each branch of the exploration goes on from a copy sharing the gone
    Sorcerer, and the ability, resolving "using its last known information" (413.2f), deals its damage to Bob there —
    the players the Sorcerer dealt damage to written on that branch's own copy of it (``own_object``), never on the
    one the other branches share. Every branch's Bob loses the 1 life; the outcomes are those of replaying each from
    the start."""
    from judge.engine import events

    owned, shared = [], []
    real, real_copy = events.own_object, game_module.Game.copy

    def owning(objects, oid):
        was = objects[oid]
        obj = real(objects, oid)
        owned.append((was.card.name, obj is not was))
        return obj

    def copying(self, tracer=None):
        new = real_copy(self, tracer)
        shared.extend(o.card.name for oid, o in self.objects.items() if new.objects[oid] is o)
        return new

    monkeypatch.setattr(events, "own_object", owning)
    monkeypatch.setattr(game_module.Game, "copy", copying)
    outs = explore.explore(parse(_SORCERER, "t.mtg"))
    assert len(outs) == 3 and "Prodigal Sorcerer" in shared, shared
    # (its damage to Bob in each outcome's run written on a copy of the gone Sorcerer taken then, whether that run
    # goes on from a copy of the game or from the start)
    assert owned == [("Prodigal Sorcerer", True)] * 3, owned
    monkeypatch.undo()
    assert outs == explore.explore(parse(_SORCERER, "t.mtg"), branching=False)
    assert [o.final.player("Bob").life for o in outs] == [20 - 1, 20 - 2 - 1, 20 - 1]


def _zone_writes(tree: ast.AST) -> list[tuple[int, str]]:
    """Each write of an attribute ``zone`` (assignment, augmented or annotated), of ``__class__``, or of a
    ``["zone"]`` item, in a module: (line, the written expression's source)."""
    out = []
    for node in source_trees.walk(tree):
        targets: list = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        for t in targets:
            if isinstance(t, ast.Attribute) and t.attr in ("zone", "__class__"):
                out.append((node.lineno, ast.unparse(node)))
            elif isinstance(t, ast.Subscript) and isinstance(t.slice, ast.Constant) and t.slice.value == "zone":
                out.append((node.lineno, ast.unparse(node)))
    return out


def test_an_object_leaves_its_zone_only_through_leave_zone():
    """In judge/engine an object's ``zone`` is written only by :func:`leave_zone` (out of every zone, 217.8) and by
    phasing (out of play and back, the same object "without losing its "memory"": the glossary's
    "Phasing (Obsolete)"); no other code swaps an
    object's class. A new place that takes an object out of its zones without making it gone would leave it
    unguarded (copied, not shared, yet written by nothing); one that writes a gone object's fields fails at the
    write (the tests above)."""
    found = {}
    for path in sorted((ROOT / "judge" / "engine").rglob("*.py")):
        writes = _zone_writes(source_trees.tree(path))  # (parsed once a process: tests/source_trees.py)
        if writes:
            found[path.relative_to(ROOT).as_posix()] = [w for _, w in writes]
    assert found == {
        "judge/engine/game.py": ["fields['zone'] = None", "obj.__class__ = GoneObject"],
        "judge/engine/state.py": ["o.zone = Zone.PHASED_OUT", "o.zone = Zone.IN_PLAY"],
    }, found
