"""Records a copy of the game shares whole until one of the two writes (issue 43, eighty-fourth session).

The records of ``judge.engine.state.FIELDS_SHARED`` (what the game remembers of past turns, what its trace has said,
how it ends, the play permissions, the permanents' status, the mana pools' limits) are copied by
``judge.engine.game.copy_state`` as a new record holding the *same* fields (``__dict__``, a plain dict, both records
marked ``_shared``); a verb of either record that writes takes a dict of its own first (``Owned._writable``). The
mark guards nothing by itself, so the source is audited here: every write of such a
record's fields — an assignment, an augmented one, a deletion, a write of an item, a mutating call, directly or
through a name bound to a field — is in one of its verbs after a ``self._writable()`` that runs before it on every
path; no other engine module writes them, directly or through such a name. The tests after the audit copy a game
and write each record through its verbs in the copy (and in the original): the other keeps its values.
"""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

from judge._speed.shared_parts import own_fields
from judge.cards import ir
from judge.dsl import parse
from judge.engine import explore
from judge.engine.game import Game, Player
from judge.engine.state import FIELDS_SHARED, SharingFields

from tests import source_trees
from tests.bundled import bundled_scenarios
from tests.engine.support import GRAVEDIGGER_MAYS, game_after

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "judge" / "engine"

#: Calls that change a container in place.
_MUTATING = {"append", "extend", "insert", "remove", "pop", "popitem", "clear", "update", "setdefault", "add",
             "discard", "sort", "reverse", "difference_update", "intersection_update", "symmetric_difference_update",
             "__setitem__", "__delitem__"}
#: The game's attribute holding each record that shares its fields (Game.__init__).
_HELD_AS = {"PastTurns": "past", "TraceMemory": "said", "GameEnd": "end", "PlayPermissions": "play_permissions",
            "Permanents": "permanents", "ManaPools": "mana"}


def _classes() -> dict[str, ast.ClassDef]:
    tree = source_trees.tree(ENGINE / "state.py")  # (parsed once a process: tests/source_trees.py)
    return {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}


def _root(node: ast.AST) -> ast.AST:
    """What an attribute or item chain is reached through (``a`` of ``a.b[k].c``)."""
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Starred)):
        node = node.value
    return node


def _targets(node: ast.AST) -> list[ast.AST]:
    """What a statement or call writes: assignment targets (a bare name among them is bound, not written: left
    out), deleted items, the container a mutating method is called on (a bare name too)."""
    if isinstance(node, ast.Assign):
        out = []
        for t in node.targets:
            out += t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t]
        return [t for t in out if not isinstance(t, ast.Name)]
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return [] if isinstance(node.target, ast.Name) else [node.target]
    if isinstance(node, ast.Delete):
        return [t for t in node.targets if not isinstance(t, ast.Name)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _MUTATING:
        return [node.func.value]
    return []


def _is_own_call(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Attribute) and stmt.value.func.attr == "_writable"
            and isinstance(stmt.value.func.value, ast.Name) and stmt.value.func.value.id == "self")


def _unowned_writes(fn: ast.FunctionDef) -> list[str]:
    """The writes of ``self``'s fields in a method — through ``self.field…`` or a local name bound to an expression
    reading one — that no ``self._writable()`` statement runs before on every path: the statements are walked in
    order, a call of it making what follows it in its block (and the blocks within) owned."""
    aliases: set[str] = set()
    found: list[str] = []

    def reads_self(expr: ast.AST) -> bool:
        return any(isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "self"
                   and n.attr != "_game" for n in ast.walk(expr))

    def writes_self(t: ast.AST) -> bool:
        root = _root(t)
        if isinstance(root, ast.Name) and root.id == "self":
            chain = t
            while isinstance(chain, (ast.Attribute, ast.Subscript)) and not (
                    isinstance(chain, ast.Attribute) and isinstance(chain.value, ast.Name)):
                chain = chain.value
            return not (isinstance(chain, ast.Attribute) and chain.attr == "_game")
        return isinstance(root, ast.Name) and root.id in aliases

    def walk(body: list[ast.stmt], owned: bool) -> None:
        for stmt in body:
            if _is_own_call(stmt):
                owned = True
                continue
            for node in _flat(stmt):
                for t in _targets(node):
                    if writes_self(t) and not owned:
                        found.append(f"{fn.name}: {ast.unparse(t)} (line {node.lineno})")
                if isinstance(node, ast.Assign) and reads_self(node.value):
                    aliases.update(n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name))
            for block in ("body", "orelse", "finalbody", "handlers"):
                inner = getattr(stmt, block, None)
                if inner and not isinstance(stmt, (ast.FunctionDef, ast.ClassDef)):
                    walk([h for h in inner if isinstance(h, ast.stmt)]
                         + [s for h in inner if isinstance(h, ast.ExceptHandler) for s in h.body], owned)

    walk(fn.body, False)
    return found


def _flat(stmt: ast.stmt) -> list[ast.AST]:
    """The nodes of one statement, not of the blocks nested in it (walked in turn, with what owns before them)."""
    if isinstance(stmt, (ast.If, ast.While)):
        return list(ast.walk(stmt.test))
    if isinstance(stmt, (ast.For, ast.AsyncFor)):
        return list(ast.walk(stmt.iter)) + list(ast.walk(stmt.target))
    if isinstance(stmt, (ast.With, ast.AsyncWith)):
        return [n for item in stmt.items for n in ast.walk(item)]
    if isinstance(stmt, ast.Try):
        return []
    return list(ast.walk(stmt))


def test_every_write_of_a_shared_record_s_fields_is_in_a_verb_that_takes_its_own_first():
    classes = _classes()
    names = {cls.__name__ for cls in FIELDS_SHARED}
    assert names == set(_HELD_AS)
    unowned = []
    for name in sorted(names):
        for fn in classes[name].body:
            if isinstance(fn, ast.FunctionDef):
                unowned += [f"{name}.{w}" for w in _unowned_writes(fn)]
                # (the fields dict itself is replaced by Owned._writable alone)
                assert not any(isinstance(n, ast.Attribute) and n.attr == "__dict__" for n in ast.walk(fn)), fn.name
    assert unowned == []


def test_the_write_finder_finds_unowned_writes():
    code = '''
class R:
    def a(self, k):
        self.x[k] = 1
    def b(self, k):
        self._writable()
        self.x[k] = 1
    def c(self, k):
        d = self.x.get(k, {})
        d[k] = 2
    def d(self, k):
        if k:
            self._writable()
        self.y = 1
    def e(self, k):
        if not k:
            return
        self._writable()
        for i in k:
            self.z.append(i)
    def f(self, k):
        self._game.changed()
        n = self._game.tally
        n.new_id()
        self.y += 1
        del self.w[k]
    def g(self, k):
        ys = self.y
        with self.hold():
            ys.add(k)
'''
    cls = ast.parse(code).body[0]
    found = {fn.name: _unowned_writes(fn) for fn in cls.body}
    assert {k for k, v in found.items() if v} == {"a", "c", "d", "f", "g"}
    assert len(found["f"]) == 2  # (self.y += 1, del self.w[k]; not the game's own, nor the tally's verb)


def _chain_attrs(expr: ast.AST) -> set[str]:
    """The attributes an expression is reached through: ``game.past.upkeep_stamps.get(p, [])`` → upkeep_stamps,
    past, get (not what is inside an item's key or a call's arguments)."""
    attrs = set()
    while isinstance(expr, (ast.Attribute, ast.Subscript, ast.Call, ast.Starred)):
        if isinstance(expr, ast.Attribute):
            attrs.add(expr.attr)
        expr = expr.func if isinstance(expr, ast.Call) else expr.value
    return attrs


def _outside_writes(tree: ast.AST) -> list[str]:
    """Writes, in a module other than state.py, through an attribute holding a record that shares its fields —
    ``game.permanents.phased_out[k] = …``, ``x = game.mana.limits; x[k] = …``, ``m = game.mana; m.tracked = …`` —
    each function's names bound to such a chain (or to a field of one) followed as the chain itself."""
    held = set(_HELD_AS.values())
    found = []
    scopes = [tree] + [n for n in source_trees.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))]

    def own_nodes(scope: ast.AST):
        stack = list(ast.iter_child_nodes(scope))
        while stack:
            node = stack.pop()
            yield node
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                stack.extend(ast.iter_child_nodes(node))

    for scope in scopes:
        nodes = list(own_nodes(scope))
        aliases = {n.id for node in nodes if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None
                   and _chain_attrs(node.value) & held
                   for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
                   for n in (t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t]) if isinstance(n, ast.Name)}
        for node in nodes:
            for t in _targets(node):
                root = _root(t)
                inner = t.value if isinstance(t, (ast.Attribute, ast.Subscript)) else t
                if _chain_attrs(inner) & held or (isinstance(root, ast.Name) and root.id in aliases):
                    found.append(f"{ast.unparse(t)} (line {node.lineno})")
    return found


#: The writes the scan finds that are no write of a shared record's fields in a game that may have been copied.
_NOT_SHARED = {
    "build.py: game.mana.tracked": "the assembly of a new game from the scenario (judge.engine.build), before any "
                                   "copy of it: a record of its own (tests/test_architecture.py, _RECORD_ASSEMBLY)",
}


def test_no_other_engine_module_writes_a_shared_record_s_fields():
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name == "state.py" or path.name.startswith("_"):
            continue
        found += [f"{path.relative_to(ENGINE)}: {w.rpartition(' (line ')[0]}"
                  for w in _outside_writes(source_trees.tree(path))]  # (parsed once a process: tests/source_trees.py)
    assert sorted(set(found) - set(_NOT_SHARED)) == []
    assert sorted(set(_NOT_SHARED) - set(found)) == [], "listed writes no longer in the source: drop them"


def test_the_outside_write_finder_finds_writes():
    code = ("game.permanents.phased_out[3] = x\nlimits = game.mana.limits\nlimits[k] = 1\n"
            "m = ctx.game.mana\nm.tracked = False\ngame.past.upkeep_stamps.setdefault(p, []).append(1)\n"
            "n = len(game.said.dependencies)\ngame.permanents.phase_out(3, p)\ngame.objects[3].tapped = True\n"
            "stamps = game.past.upkeep_stamps.get(p, [])\nstamps.append(2)\n")
    found = _outside_writes(ast.parse(code))
    assert sorted({int(w.rpartition("(line ")[2][:-1]) for w in found}) == [1, 3, 5, 6, 11]


def _game() -> Game:
    game = Game([Player("Alice"), Player("Bob")])
    game.play_permissions.allow_play(7, "Alice", "until end of turn")
    game.past.begin_upkeep("Alice")
    game.said.note_dependency_said(("a", "b"))
    game.permanents.choose_on_entry(7, ir.EntryChoice.COLOR, "blue")
    game.mana.set_mana_limit("Alice", "G", None, 1)
    return game


def test_a_copy_of_the_game_shares_each_such_record_s_fields_with_it():
    """A new record each, one dict between them (base: each record's fields copied)."""
    game = _game()
    assert all(isinstance(getattr(game, name), SharingFields) and getattr(game, name)._shared is False
               for name in _HELD_AS.values())  # (made unshared: a game never copied takes nothing)
    assert set(FIELDS_SHARED) == {c for c in vars(__import__("judge.engine.state").engine.state).values()
                                  if isinstance(c, type) and issubclass(c, SharingFields) and c is not SharingFields}
    copy = game.copy()
    for name in _HELD_AS.values():
        mine, theirs = getattr(game, name), getattr(copy, name)
        assert mine is not theirs and type(mine) is type(theirs)
        assert vars(mine) is vars(theirs) and mine._shared and theirs._shared, name
        # (a plain dict: an attribute of a ``__dict__`` of a dict subclass is read at ~2.6 times the instructions)
        assert type(vars(mine)) is dict
    again = copy.copy()  # (a copy of the copy: the same dict again, not a copy of it)
    assert all(vars(getattr(again, name)) is vars(getattr(game, name)) for name in _HELD_AS.values())


def test_a_verb_of_the_copy_writes_its_own_fields_the_original_keeps_its():
    game = _game()
    copy = game.copy()
    copy.play_permissions.allow_play(8, "Bob")
    copy.past.begin_upkeep("Alice")
    copy.said.note_dependency_said(("c", "d"))
    copy.permanents.choose_on_entry(7, ir.EntryChoice.COLOR, "red")
    copy.mana.set_mana_limit("Alice", "G", None, 0)
    copy.end.settle("Bob")
    assert game.play_permissions.granted == {7: "Alice"} and copy.play_permissions.granted == {7: "Alice", 8: "Bob"}
    assert len(game.past.upkeep_stamps["Alice"]) == 1 and len(copy.past.upkeep_stamps["Alice"]) == 2
    assert game.said.dependencies == {("a", "b")} and copy.said.dependencies == {("a", "b"), ("c", "d")}
    assert game.permanents.chosen_on_entry == {7: {ir.EntryChoice.COLOR: "blue"}}
    assert copy.permanents.chosen_on_entry == {7: {ir.EntryChoice.COLOR: "red"}}
    assert game.mana.limits == {("Alice", "G", None): 1} and copy.mana.limits == {}
    assert not game.end.over and copy.end.over and copy.end.winner == "Bob"
    for name in _HELD_AS.values():
        assert not getattr(copy, name)._shared and vars(getattr(copy, name)) is not vars(getattr(game, name))


def test_a_verb_of_the_original_leaves_its_copy_as_it_was():
    game = _game()
    copy = game.copy()
    game.permanents.choose_on_entry(7, ir.EntryChoice.COLOR, "green")
    game.play_permissions.end_play_permissions("until end of turn")
    assert copy.permanents.chosen_on_entry == {7: {ir.EntryChoice.COLOR: "blue"}}
    assert copy.play_permissions.granted == {7: "Alice"} and game.play_permissions.granted == {}
    # (a verb that finds nothing to write keeps sharing: the permission of another duration ends none)
    copy.play_permissions.end_play_permissions("until Bob's next upkeep")
    assert copy.play_permissions._shared and vars(copy.play_permissions) is vars(copy.copy().play_permissions)


def _immutable(value) -> bool:
    import dataclasses
    import enum

    if value is None or type(value) in (int, str, bool, float):
        return True
    if isinstance(value, enum.Enum):
        return True
    if type(value) in (tuple, frozenset):
        return all(_immutable(v) for v in value)
    return dataclasses.is_dataclass(value) and type(value).__dataclass_params__.frozen


def _only_containers_of_immutable_values(value) -> bool:
    if type(value) is dict:
        return all(_immutable(k) and _only_containers_of_immutable_values(v) for k, v in value.items())
    if type(value) in (list, set):
        return all(_only_containers_of_immutable_values(v) for v in value)
    return _immutable(value)


def test_such_records_hold_immutable_values_and_containers_of_them_alone():
    """The premise of sharing them whole and of ``own_fields``' copy (each container copied, the rest shared):
    no object another part of the state holds, checked in the games of an exploration and of scenarios writing
    each of these records (permissions, phasing, a choice on entry, poison, mana limits, upkeeps)."""
    games = [_game()]
    scenarios = bundled_scenarios()
    words = ("Phasing", "choose a color", "Echo", "Spend this mana only", "as though it were in your hand",
             "poison counter")
    # (the first 40 in order: the files after the fortieth found are not read)
    picked = list(itertools.islice((p for p in scenarios if any(w in p.read_text(encoding="utf-8") for w in words)), 40))
    assert len(picked) >= 10
    for path in picked:
        try:
            games.append(game_after(path.read_text(encoding="utf-8")))
        except Exception:  # noqa: BLE001 - a scenario whose game the driver can't keep (an error by design)
            continue
    checked = 0
    for game in games:
        for name in _HELD_AS.values():
            record = getattr(game, name)
            assert all(_only_containers_of_immutable_values(v) for v in vars(record).values()), (name, vars(record))
            owned = own_fields(vars(record))
            assert owned == vars(record)
            checked += 1
    assert checked >= 6 * 10


def test_an_exploration_s_outcomes_are_those_of_replaying_each_run():
    """Guard (passes on the base too): branches from shared records give the outcomes of runs from the start."""
    scenario = parse(GRAVEDIGGER_MAYS, "mays.mtg")
    branched = explore.explore(scenario)
    assert len(branched) > 3
    assert branched == explore.explore(scenario, branching=False)
