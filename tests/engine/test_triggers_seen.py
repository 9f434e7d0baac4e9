"""The kinds of event a permanent's triggered ability is matched against (judge.engine.triggers
SEEN_BY_ABILITIES): ``detect`` skips its abilities for an event of any other kind, so every kind
the matching and the "doesn't trigger" steps (judge.engine.not_triggered) read must be in the set."""

from __future__ import annotations

import ast
import inspect

from judge.engine import not_triggered, triggers
from judge.engine.kinds import EventKind

#: Called from the abilities' loop only once an event has matched (a kind in the set already).
_AFTER_A_MATCH = {"trigger"}


def _ability_loop(tree: ast.Module) -> ast.For:
    detect = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "detect")
    return next(n for n in ast.walk(detect) if isinstance(n, ast.For) and isinstance(n.target, ast.Name)
                and n.target.id == "sid")


def _kinds_read() -> set[str]:
    tree = ast.parse(inspect.getsource(triggers))
    # the loop's own module and the one that says why an ability doesn't trigger, which it calls by name
    body = [*tree.body, *ast.parse(inspect.getsource(not_triggered)).body]
    functions = {n.name: n for n in body if isinstance(n, ast.FunctionDef)}
    tables = {n.targets[0].id: n for n in body if isinstance(n, ast.Assign) and len(n.targets) == 1
              and isinstance(n.targets[0], ast.Name)}
    todo, seen, kinds = [_ability_loop(tree)], set(), set()
    while todo:
        node = todo.pop()
        for n in ast.walk(node):
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "EventKind":
                kinds.add(n.attr)
            name = n.id if isinstance(n, ast.Name) else n.attr if isinstance(n, ast.Attribute) else None
            if name in functions and name not in seen and name not in _AFTER_A_MATCH:  # (``not_triggered().say_why_not``)
                seen.add(name)
                todo.append(functions[name])
            elif isinstance(n, ast.Name) and n.id in tables and n.id not in seen:
                seen.add(n.id)  # a table of checks the loop calls (``_WHY_NOT_CHECKS``)
                todo.append(tables[n.id])
    assert {"event_matches", "say_why_not", "_not_an_opponents", "_damage_not_matching"} <= seen  # the walk found the loop's checks
    return kinds


def test_every_kind_the_abilities_read_is_seen():
    assert {k.name for k in triggers.SEEN_BY_ABILITIES} >= _kinds_read()


def test_a_life_change_is_not_seen():
    assert EventKind.LIFE not in triggers.SEEN_BY_ABILITIES
