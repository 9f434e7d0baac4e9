"""The card IR's classes (and the scenario AST's) are made whole: each by one ``type()`` call whose
namespace already holds what ``dataclass`` gives the class (its methods, ``__match_args__``, the
deferred ``__dataclass_fields__``/``__dataclass_params__``), nothing set on the class once made. Each such
assignment to a class has CPython look the name up among the type slots (``update_slot``: ~22K
instructions a class on 3.12, ~7M of importing the IR; docs/performance.md, "The card IR's classes
made whole, eighty-first session"). Counted, not timed: where those names sit in each class's
``__dict__`` (``type()`` adds ``__dict__`` and ``__weakref__`` after the namespace's own names, so a
name set later comes after them), and the Python calls made per class while the IR is imported."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ir_import_probe import IR_IMPORTED_UNDER_PROFILE

pytestmark = pytest.mark.every_python

ROOT = Path(__file__).resolve().parents[1]

#: What ``dataclass`` gives each IR class (all of them frozen, with a docstring, none defining these).
GIVEN = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__match_args__",
         "__dataclass_fields__", "__dataclass_params__")

#: Run in a fresh process: the IR's imports first, then the IR imported under a profile function counting
#: each Python-level call into the decorator's module and the generated methods' module (as
#: tests/test_fastdataclass_import_calls.py), then where the given names sit in each class's ``__dict__``.
_PROBE = IR_IMPORTED_UNDER_PROFILE + r"""
given = json.loads(sys.argv[1])
out = {"calls": calls}
for module in ("judge.cards.ir", "judge.dsl.ast"):
    made = F.made(module)
    late = {}
    roots = 0
    for c in made:
        keys = list(vars(c))
        if c.__bases__ == (object,):
            roots += 1
            after = [n for n in given if keys.index(n) > keys.index("__dict__")]
            if after:
                late[c.__qualname__] = after
    out[module] = {"classes": len(made), "plain": sum(type(c) is type for c in made), "roots": roots, "late": late,
                   "missing": sorted(c.__qualname__ for c in made if not all(n in vars(c) for n in given)),
                   "planned": sum(c in F._OWN for c in made)}
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def probed() -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"}
    proc = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(GIVEN)], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=True)
    return json.loads(proc.stdout)


@pytest.mark.parametrize("module, least, roots", [("judge.cards.ir", 300, 250), ("judge.dsl.ast", 45, 25)])
def test_each_class_holds_what_dataclass_gives_it_from_the_namespace_type_made_it_from(probed, module, least, roots):
    found = probed[module]
    assert found["classes"] == found["plain"] == found["planned"] > least  # plain classes, each from its plan
    assert found["missing"] == []
    # (a class deriving from another shows no order: type() adds no __dict__ to its namespace)
    assert found["roots"] > roots
    assert found["late"] == {}  # none set on a class after type() made it


def test_each_ir_class_costs_seven_python_calls_at_most(probed):
    # per class: the decorator called as the class's metaclass, _namespace_planned, _from_plan, the shared
    # factory of its methods, _methods and the two closures' makers (_lazy_repr, _frozen); 8 before
    calls = probed["calls"]
    assert calls.get("_attach", 0) == 0 and calls.get("_document", 0) == 0, calls
    assert sum(calls.values()) <= 7 * probed["judge.cards.ir"]["planned"] + 20, calls


@pytest.mark.parametrize("path", ["judge/cards/ir.py", "judge/dsl/ast.py"])
def test_every_class_is_written_to_be_made_whole(path):
    """A class of the IR (or the AST) written ``@dataclass(frozen=True)`` would be made, then given its
    methods one by one: each is written ``class X(metaclass=dataclass, frozen=True)``."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    written = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and not any(isinstance(b, ast.Name) and b.id == "IdentityEnum"
                                                      for b in node.bases):
            keywords = {k.arg: ast.unparse(k.value) for k in node.keywords}
            written[node.name] = (keywords.get("metaclass"), keywords.get("frozen"), len(node.decorator_list))
    assert len(written) > 45
    assert {name: w for name, w in written.items() if w != ("dataclass", "True", 0)} == {}
