"""judge/'s modules parsed once a process for the checks that scan its source for a pattern.

Several test files each looked through the modules of judge/ for a field compared with words or a choice
matched by words (tests/engine/test_kind_fields.py's three scans, test_player_relation.py,
test_trigger_whose.py, test_choices_by_key.py, test_event_causes.py; test_citations.py's engine too): each
scan parsed all ~230 modules again (~0.8 M nodes) and walked each tree four or five times with
``ast.walk``, ~4–5 s of CPU a scan measured at load ~14 (docs/performance.md "CI's length"). Here each
module is parsed once a process, and its nodes listed once in ``ast.walk``'s own order: :func:`walk`
of a tree parsed here gives that list, so a scan's findings, and their order, are what walking the
tree gives. The trees are shared: a check only reads them (``ast.unparse`` changes nothing).
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Callable, Iterable, Optional

#: judge/ itself.
PACKAGE = Path(__file__).resolve().parents[1] / "judge"

_TREES: dict[Path, ast.Module] = {}
#: id(tree) -> (the tree, its nodes in ast.walk's order); the tree is held so that its id stays its own.
_NODES: dict[int, tuple[ast.AST, tuple[ast.AST, ...]]] = {}


def tree(path: Path) -> ast.Module:
    """The module at ``path`` parsed (once a process)."""
    path = Path(path).resolve()
    found = _TREES.get(path)
    if found is None:
        found = _TREES[path] = ast.parse(path.read_text(encoding="utf-8"), str(path))
        _NODES[id(found)] = (found, tuple(ast.walk(found)))
    return found


def modules(paths: Iterable[Path]) -> list[tuple[Path, ast.Module]]:
    """Each path (sorted) with its module parsed."""
    return [(path, tree(path)) for path in sorted(paths)]


def package_modules() -> list[tuple[Path, ast.Module]]:
    """Every module of judge/ (sorted by path) with its tree."""
    return modules(PACKAGE.rglob("*.py"))


def walk(node: ast.AST) -> Iterable[ast.AST]:
    """``ast.walk(node)``: for a tree parsed here, its nodes listed once; for any other node (a check's own
    example, a subtree), walked as ``ast.walk`` walks it."""
    kept = _NODES.get(id(node))
    if kept is not None and kept[0] is node:
        return kept[1]
    return ast.walk(node)


def findings(check: Callable[[ast.Module], list], paths: Optional[Iterable[Path]] = None) -> dict[str, list]:
    """What ``check`` finds in each module (every module of judge/, or ``paths``), by its path under judge/:
    the modules where it finds nothing left out (a scan's assertion: ``assert not findings(...)``)."""
    found = {}
    for path, module in (package_modules() if paths is None else modules(paths)):
        hits = check(module)
        if hits:
            found[path.relative_to(PACKAGE).as_posix()] = hits
    return found
