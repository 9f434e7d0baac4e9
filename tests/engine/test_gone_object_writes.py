"""Every write of an object's fields in judge/engine, audited (issue 43, eighty-first session).

An object gone from its zones (217.8: a card that moved is a new object; a token that left play ceases to exist,
420.5f) is a ``GoneObject`` shared by the game's copies (an exploration's branches, a saved state), and a write to it
raises. So each write of an object's field, of its counters or through its ``__dict__`` in judge/engine is either
*proven* to reach only an object in a zone (in play, a hand, a library, a graveyard, the stack — or a record that is
no game object at all), or *routed*: its function checks whether the object is gone and writes the game's own copy
(``judge.engine.state.own_object``: copy-on-write), never the one the other copies share.

``AUDIT`` below lists each write the source scan finds with its verdict and a one-line reason; the scan fails on a
write that is not listed (a new one: prove it or route it, and list it) and on a listed one no longer there. The
tests after it write a gone object, shared with the game it was copied from, through each routed function: each
writes the copy's own object and leaves the shared one as it was. (The other modules of judge/engine write no
object: tests/test_architecture.py's state-owner test holds their writes to game.py, events.py, build.py and
state.py.)
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

from judge._speed.fastdataclass import field_names
from judge.dsl import parse
from judge.engine import events
from judge.engine.driver import run as drive
from judge.engine.objects import GameObject
from tests import source_trees

ROOT = Path(__file__).resolve().parents[2]

#: Methods that change a container in place: a call of one on an object's field (its counters) is a write.
_MUTATING = {"pop", "clear", "update", "setdefault", "popitem", "__setitem__", "__delitem__", "append", "extend",
             "remove", "add", "discard", "insert"}

_NEW = "proven: a new object this function has just made, in the zone it made it in"
_ENTERING = ("proven: move_many's new object, made by new_object in this iteration and not yet placed (_place "
             "follows): no zone list holds it yet, so nothing can have moved it")
_NOT_AN_OBJECT = "proven: no game object — "
_ROUTED = "routed: gone (zone None, 217.8) -> own_object, the game's own copy, before the write"
_ROUTED_PERMANENT = ("routed: a permanent's status, by id from callers that may hold a gone one (a cost paid after "
                     "a sacrifice of the same cost, an effect's object gone since) -> own_object first")

#: Each write of an object's field (or of an item of one, or through ``__dict__``) in judge/engine, keyed
#: "module|function|written expression|how", with its verdict and reason.
AUDIT: dict[str, str] = {
    # --- build.py: the scenario's objects as the game begins; nothing has left a zone yet (build moves nothing)
    "build.py|_reanimated_before|game.objects[host].entered_with|=":
        "proven: host resolved in play (resolve_ref zone=IN_PLAY) while the game is built, before any move",
    **{f"build.py|build|obj.{name}|=": "proven: obj = the GameObject build made just above, put in its zone"
       for name in ("attached_to", "control_stamp", "controller", "counters", "damage", "sick", "tapped",
                    "timestamp")},
    # --- records that are no game object (they share a field's name)
    "each_player.py|Simultaneous.add_damage|self.damage.append|.append": _NOT_AN_OBJECT + "each_player.Simultaneous",
    "effects/control.py|_give_control.apply|ch.controller|=": _NOT_AN_OBJECT + "characteristics being computed (Chars)",
    "statics.py|_made_static_effect.apply|ch.controller|=": _NOT_AN_OBJECT + "characteristics being computed (Chars)",
    "state.py|Stack.use_token_label|so.token_labels|=": _NOT_AN_OBJECT + "a StackObject, not a GameObject",
    "state.py|Tally.begin_timestamps_after|self.timestamp|=": _NOT_AN_OBJECT + "the game's numbering (Tally)",
    "state.py|Tally.next_timestamp|self.timestamp|op=": _NOT_AN_OBJECT + "the game's numbering (Tally)",
    "state.py|TurnMemory._own|self.__dict__|__dict__": _NOT_AN_OBJECT + "the turn's memory (TurnMemory)",
    "state.py|TurnMemory.shared_copy|copy.__dict__|__dict__": _NOT_AN_OBJECT + "the turn's memory (TurnMemory)",
    "state.py|TurnMemory.shared_copy|self.__dict__|__dict__": _NOT_AN_OBJECT + "the turn's memory (TurnMemory)",
    "state.py|_Holding.__init__|record.__dict__|__dict__": _NOT_AN_OBJECT + "a state record bound to its game",
    "state.py|Owned._writable|self.__dict__|__dict__": _NOT_AN_OBJECT + "a state record taking its own fields",
    "game.py|Game._bind_records|self.__dict__|__dict__": _NOT_AN_OBJECT + "the Game",
    "game.py|Game.copy|new.__dict__|__dict__": _NOT_AN_OBJECT + "the Game (its copy)",
    "game.py|Game.restore|self.__dict__|__dict__": _NOT_AN_OBJECT + "the Game",
    "game.py|Game.save|self.__dict__|__dict__": _NOT_AN_OBJECT + "the Game (read into a saved state)",
    # --- the copy machinery: reads of the object, writes of a new one
    "game.py|copy_state|c.__dict__|__dict__": "proven: c is the new copy being filled; v.__dict__ is read",
    "game.py|copy_state|v.__dict__|__dict__": "proven: read only (copied into the new object)",
    "game.py|copy_state|out.__dict__|__dict__": "proven: out is the new copy being filled",
    "game.py|copy_state|value.__dict__|__dict__": ("proven: read (copied into the new record); a record sharing its "
                                                    "fields (state.FIELDS_SHARED) given the same fields marked shared"),
    "game.py|last_copy|last.__dict__|__dict__": "proven: last is the new LastKnownObject being filled",
    "game.py|last_copy|obj.__dict__|__dict__": "proven: read only (copied into the last known object)",
    "game.py|leave_zone|obj.__dict__|__dict__": ("proven: the object leaving its zone, still this game's own plain "
                                                  "object (move_many, put_onto_stack, draw, cease_to_exist take it from "
                                                  "its zone just before); it becomes the GoneObject here"),
    "objects.py|GoneObject.__delattr__|self.__setattr__(name, None)|__setattr__":
        "proven: the guard itself (raises GoneObjectWritten)",
    # --- events.py: the appliers
    **{f"events.py|new_object|new.{name}|=": _NEW
       for name in ("control_stamp", "entered_turn", "from_spell", "played", "sick", "timestamp")},
    **{f"events.py|create_tokens|obj.{name}|=": _NEW
       for name in ("control_stamp", "entered_turn", "sick", "tapped", "timestamp")},
    "events.py|draw|new.drawn|=": _NEW + " (new_object's, in the hand)",
    **{f"events.py|move_many|new.{name}|=": _ENTERING
       for name in ("attached_to", "entered_with", "played", "removed_with", "tapped")},
    "events.py|_enters_with_counters|new.counters[e.value]|=[]": _ENTERING + " (called only by move_many on it)",
    "events.py|_put_in_with_counters|new.counters[kind]|=[]": _ENTERING + " (called only by move_many on it)",
    **{f"events.py|move_many|obj.{name}|=": _ROUTED + " (an id given twice, or moved by an earlier one's event)"
       for name in ("attacking", "blocked", "blocking")},
    "events.py|move_many|there.graveyard_turn|=": _ROUTED + " (the new card may have left the graveyard since)",
    "events.py|add_counters|o.counters[kind]|=[]": "proven: returns first unless game.exists(oid) (zone not None)",
    "events.py|_mark_damage|o.damage|op=": "proven: skipped unless game.objects[key].zone is Zone.IN_PLAY",
    "events.py|_mark_damage|o.damage_from|=": "proven: skipped unless game.objects[key].zone is Zone.IN_PLAY",
    "events.py|_mark_damage|dealer.damaged_players|=": _ROUTED + " (a source gone from play deals damage, 413.2f)",
    "events.py|attach|obj.attached_to|=": _ROUTED,
    "events.py|attach|obj.timestamp|=": _ROUTED,
    "events.py|kept_face_down|o.face_down|=": _ROUTED,
    "events.py|note_blocks|o.block_stamps|=": _ROUTED,
    "events.py|note_regeneration|o.regenerated|=": _ROUTED,
    "events.py|record_played|obj.abilities_played|=": _ROUTED + " (sacrificed for its own cost)",
    "events.py|returns_at_untap|o.returns_at_untap|=": _ROUTED,
    "events.py|tap|o.tapped|=": _ROUTED + " (sacrificed before its {T} of the same cost was paid)",
    "events.py|untap|o.tapped|=": _ROUTED,
    # --- game.py: the game's own verbs
    "game.py|Game.change_card|obj.card|=": _ROUTED,
    "game.py|Game.change_card|obj.own_card|=": _ROUTED,
    "game.py|Game.set_label|obj.label|=": _ROUTED,
    # --- state.py: the permanents' verbs
    "state.py|Permanents.note_controller|obj.control_stamp|=": _ROUTED_PERMANENT,
    "state.py|Permanents.note_controller|obj.last_controller|=": _ROUTED_PERMANENT,
    "state.py|Permanents.phase_in|o.controller|=": _ROUTED_PERMANENT,
    "state.py|Permanents.phase_in|o.sick|=": _ROUTED_PERMANENT,
    "state.py|Permanents.phase_in|o.zone|=": _ROUTED_PERMANENT,
    **{f"state.py|Permanents.phase_out|o.{name}|=": ("proven: game.in_play.remove(oid) just before succeeded (a "
                                                     "ValueError otherwise): it was in play")
       for name in ("attacking", "blocked", "blocking", "controller", "zone")},
    "state.py|Permanents.record_upkeep_paid|o.upkeep_paid|=": _ROUTED_PERMANENT,
    "state.py|Permanents.remove_counters|o.counters[kind]|del[]": _ROUTED_PERMANENT,
    "state.py|Permanents.remove_counters|o.counters[kind]|op=[]": _ROUTED_PERMANENT,
    "state.py|Permanents.remove_damage|o.damage|=": _ROUTED_PERMANENT,
    "state.py|Permanents.set_combat_status|o.attacking|=": _ROUTED_PERMANENT,
    "state.py|Permanents.set_combat_status|o.blocked|=": _ROUTED_PERMANENT,
    "state.py|Permanents.set_combat_status|o.blocking|=": _ROUTED_PERMANENT,
    "state.py|Permanents.set_regen_shields|o.regen_shields|=": _ROUTED_PERMANENT,
    "state.py|Permanents.set_sick|o.sick|=": _ROUTED_PERMANENT,
    "state.py|Permanents.set_token_labels|o.token_labels|=": _ROUTED_PERMANENT,
    "state.py|Permanents.skip_untaps|o.skip_next_untap|=": _ROUTED_PERMANENT,
    "state.py|Permanents.skip_untaps|o.skip_untap_source|=": _ROUTED_PERMANENT,
}


def _object_writes(tree: ast.AST) -> dict[str, ast.AST]:
    """Each write in a module of an attribute named as a GameObject field (assignment, augmented, annotated,
    deletion, or an item of one), each mutating call on such a field (``o.counters.pop(…)``), each use of
    ``__dict__``, ``setattr``/``delattr`` and ``__setattr__``: "function|expression|how" -> the function's node
    (None at module level)."""
    fields = set(field_names(GameObject))
    found: dict[str, ast.AST] = {}

    def visit(node: ast.AST, names: tuple[str, ...], fn: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names, fn = names + (node.name,), node
        elif isinstance(node, ast.ClassDef):
            names = names + (node.name,)
        where = ".".join(names)

        def target(t: ast.AST, how: str) -> None:
            if isinstance(t, (ast.Tuple, ast.List)):
                for e in t.elts:
                    target(e, how)
            elif isinstance(t, ast.Attribute) and t.attr in fields:
                found[f"{where}|{ast.unparse(t)}|{how}"] = fn
            elif isinstance(t, ast.Subscript) and isinstance(t.value, ast.Attribute) and t.value.attr in fields:
                found[f"{where}|{ast.unparse(t)}|{how}[]"] = fn

        if isinstance(node, ast.Assign):
            for t in node.targets:
                target(t, "=")
        elif isinstance(node, ast.AnnAssign):
            target(node.target, "=")
        elif isinstance(node, ast.AugAssign):
            target(node.target, "op=")
        elif isinstance(node, ast.Delete):
            for t in node.targets:
                target(t, "del")
        elif isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr in _MUTATING and isinstance(f.value, ast.Attribute) \
                    and f.value.attr in fields:
                found[f"{where}|{ast.unparse(f)}|.{f.attr}"] = fn
            elif isinstance(f, ast.Name) and f.id in ("setattr", "delattr") or \
                    isinstance(f, ast.Attribute) and f.attr == "__setattr__":
                found[f"{where}|{ast.unparse(node)}|{ast.unparse(f).rpartition('.')[2]}"] = fn
        elif isinstance(node, ast.Attribute) and node.attr == "__dict__":
            found[f"{where}|{ast.unparse(node)}|__dict__"] = fn
        for child in ast.iter_child_nodes(node):
            visit(child, names, fn)

    visit(tree, (), None)
    return found


@functools.lru_cache(maxsize=None)
def _scan() -> dict[str, ast.AST]:
    """The writes :func:`_object_writes` finds in judge/engine's modules (parsed once a process, shared with the
    other scans of the source: tests/source_trees.py), scanned once a process for the two tests below (the
    trees and what is found are only read)."""
    engine = ROOT / "judge" / "engine"
    found = {}
    for path in sorted(engine.rglob("*.py")):
        module = path.relative_to(engine).as_posix()
        for key, fn in _object_writes(source_trees.tree(path)).items():
            found[f"{module}|{key}"] = fn
    return found


def test_every_write_of_an_object_in_the_engine_is_audited():
    """The scan finds exactly the writes AUDIT lists: none new unlisted, none listed that is gone."""
    found = dict(_scan())
    assert sorted(set(found) - set(AUDIT)) == [], "a write of an object's field neither proven nor routed"
    assert sorted(set(AUDIT) - set(found)) == [], "listed writes no longer in the source: drop them"
    assert all(v.startswith(("proven: ", "routed: ")) for v in AUDIT.values())


def test_each_routed_write_checks_for_a_gone_object_and_takes_its_own_copy():
    """A function whose write is listed as routed calls ``own_object`` (after a check ``… .zone is None``, which
    only a gone object meets: tests/engine/test_gone_objects80.py holds ``leave_zone`` the one place an object's zone
    becomes None)."""
    found = dict(_scan())
    unrouted = []
    for key, verdict in AUDIT.items():
        if not verdict.startswith("routed: "):
            continue
        fn = found[key]
        calls = {n.func.id for n in ast.walk(fn) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        checks = [n for n in ast.walk(fn) if isinstance(n, ast.Compare) and isinstance(n.left, ast.Attribute)
                  and n.left.attr == "zone" and isinstance(n.ops[0], ast.Is)
                  and isinstance(n.comparators[0], ast.Constant) and n.comparators[0].value is None]
        if "own_object" not in calls or not checks:
            unrouted.append(key)
    assert unrouted == []


_GONE = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
         "Alice hand: Shock\n"
         "Bob in play: Grizzly Bears as @gb (tapped, 1 -1/-1 counter), Serra Angel as @sa\n"
         "Alice casts Shock targeting @gb\nall pass until the stack is empty\n")


def _game_with_gone_bears():
    games = []
    drive(parse(_GONE, "t.mtg"), keep=lambda i, game: games.append(game))
    game = games[-1]
    bears = next(oid for oid, o in game.objects.items() if o.zone is None and o.card.name == "Grizzly Bears")
    angel = next(oid for oid, o in game.objects.items() if o.zone is not None and o.card.name == "Serra Angel")
    return game, bears, angel


#: Each routed function, called on the gone Grizzly Bears (oid ``b``; ``a``: Serra Angel, in play) in a copy
#: ``g`` of the game, and what its write leaves on the copy's own object ``o``.
_ROUTED_CALLS = {
    "Permanents.set_sick": (lambda g, b, a: g.permanents.set_sick(b, True), lambda o: o.sick is True),
    "Permanents.skip_untaps": (lambda g, b, a: g.permanents.skip_untaps(b, 2, "Telekinesis"),
                               lambda o: o.skip_next_untap == 2 and o.skip_untap_source == ("Telekinesis", 2)),
    "Permanents.remove_damage": (lambda g, b, a: g.permanents.remove_damage(b), lambda o: o.damage == 0),
    "Permanents.set_regen_shields": (lambda g, b, a: g.permanents.set_regen_shields(b, 2),
                                     lambda o: o.regen_shields == 2),
    "Permanents.set_combat_status": (lambda g, b, a: g.permanents.set_combat_status(b, attacking=True, blocked=True),
                                     lambda o: o.attacking and o.blocked),
    "Permanents.remove_counters": (lambda g, b, a: g.permanents.remove_counters(b, "-1/-1", 1),
                                   lambda o: o.counters == {}),
    "Permanents.record_upkeep_paid": (lambda g, b, a: g.permanents.record_upkeep_paid(b, 3),
                                      lambda o: o.upkeep_paid == 3),
    "Permanents.set_token_labels": (lambda g, b, a: g.permanents.set_token_labels(b, ("t1",)),
                                    lambda o: o.token_labels == ("t1",)),
    "Permanents.note_controller": (lambda g, b, a: g.permanents.note_controller(b, "Alice"),
                                   lambda o: o.last_controller == "Alice"),
    "events.kept_face_down": (lambda g, b, a: events.kept_face_down(g, [b]), lambda o: o.face_down),
    "events.note_regeneration": (lambda g, b, a: events.note_regeneration(g, b), lambda o: len(o.regenerated) == 1),
    "events.note_blocks": (lambda g, b, a: events.note_blocks(g, [b]), lambda o: len(o.block_stamps) == 1),
    "events.returns_at_untap": (lambda g, b, a: events.returns_at_untap(g, b, "Bob"),
                                lambda o: o.returns_at_untap == "Bob"),
    "events.untap": (lambda g, b, a: events.untap(g, b, "302.1"), lambda o: not o.tapped),
    "events.attach": (lambda g, b, a: events.attach(g, b, a, "412.2", restamp=True), lambda o: o.attached_to is not None),
    "events.record_played": (lambda g, b, a: events.record_played(g, b, 0), lambda o: o.abilities_played == (0,)),
    "Game.set_label": (lambda g, b, a: g.set_label("gone", b), lambda o: o.label == "gone"),
    "Game.change_card": (lambda g, b, a: g.change_card(b, g.objects[a].card),
                         lambda o: o.card.name == "Serra Angel" and o.own_card.name == "Grizzly Bears"),
}


@pytest.mark.parametrize("name", sorted(_ROUTED_CALLS))
def test_a_routed_write_of_a_shared_gone_object_writes_the_copy_s_own(name):
    """Shock destroyed the tapped Grizzly Bears with a -1/-1 counter (gone, 217.8); a copy of the game shares the gone
    object. Each routed function writing it in the copy writes a plain object of the copy's own, and the game it was
    copied from keeps the shared GoneObject, every field as it was."""
    from judge.engine.objects import GoneObject

    game, bears, angel = _game_with_gone_bears()
    gone = game.objects[bears]
    before = dict(vars(gone))
    copy = game.copy()
    assert copy.objects[bears] is gone
    call, wrote = _ROUTED_CALLS[name]
    call(copy, bears, angel)
    mine = copy.objects[bears]
    assert type(mine) is GameObject and mine is not gone and wrote(mine), vars(mine)
    assert game.objects[bears] is gone and type(gone) is GoneObject and dict(vars(gone)) == before


def test_phasing_in_a_gone_object_writes_the_copy_s_own():
    """Permanents.phase_in of an object recorded phased out that has since left its zones: the copy's own object is
    written, the shared one stays as it was."""
    from judge.engine.objects import GoneObject

    game, bears, angel = _game_with_gone_bears()
    gone = game.objects[bears]
    before = dict(vars(gone))
    copy = game.copy()
    copy.permanents.phased_out[bears] = ("Bob", None)
    copy.permanents.phase_in(bears)
    mine = copy.objects[bears]
    assert type(mine) is GameObject and mine.controller == "Bob" and not mine.sick
    assert type(game.objects[bears]) is GoneObject and dict(vars(gone)) == before
