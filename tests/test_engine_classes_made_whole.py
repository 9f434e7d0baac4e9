"""(eighty-second session, issue 43) The engine's and the suite's classes made from their generated
plans (the modules of ``fastdataclass.DIGESTED`` beside the IR and the AST) are made whole, as the
IR's are (tests/test_ir_classes_made_whole.py): each written ``class X(metaclass=dataclass, ...)``,
made by one ``type()`` call whose namespace already holds what ``dataclass`` gives it, nothing set
on the class once made (each such assignment has CPython update the type's slots: ~20K
instructions a class on 3.12). Counted, not timed."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.every_python

ROOT = Path(__file__).resolve().parents[1]

MODULES = ("judge.engine.outcome", "judge.engine.state", "judge.engine.objects", "judge.engine.loops",
           "judge.engine.each_player", "judge.suite.why")

#: What ``dataclass`` may give a class (which of them depends on its options).
GIVEN = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__match_args__",
         "__dataclass_fields__", "__dataclass_params__")

_PROBE = r"""
import importlib, json, sys
from judge._speed import fastdataclass as F
given, out = json.loads(sys.argv[1]), {}
for module in json.loads(sys.argv[2]):
    importlib.import_module(module)
    made = F.made(module)
    late, roots = {}, 0
    for c in made:
        keys = list(vars(c))
        if "__dict__" in keys:  # (type() adds __dict__ after the namespace's own names)
            roots += 1
            after = [n for n in given if n in keys and keys.index(n) > keys.index("__dict__")]
            if after:
                late[c.__qualname__] = after
    out[module] = {"classes": len(made), "plain": sum(type(c) is type for c in made), "roots": roots,
                   "late": late, "planned": sum(c in F._OWN for c in made)}
print(json.dumps(out))
"""


def test_each_class_holds_what_dataclass_gives_it_from_the_namespace_type_made_it_from():
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"}
    proc = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(GIVEN), json.dumps(MODULES)], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=True)
    found = json.loads(proc.stdout)
    assert sum(f["classes"] for f in found.values()) >= 45
    assert sum(f["roots"] for f in found.values()) >= 20
    for module, f in found.items():
        assert f["classes"] == f["plain"] == f["planned"] > 0, module  # plain classes, each from its plan
        assert f["late"] == {}, module  # none set on a class after type() made it


@pytest.mark.parametrize("module", MODULES)
def test_every_class_is_written_to_be_made_whole(module):
    """A class written ``@dataclass`` would be made, then given its methods one by one: each is
    written ``class X(metaclass=dataclass, ...)``, its options the class statement's keywords."""
    path = ROOT / (module.replace(".", "/") + ".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    decorated, whole = [], []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            if any("dataclass" in ast.unparse(d) for d in node.decorator_list):
                decorated.append(node.name)
            if any(k.arg == "metaclass" and ast.unparse(k.value) == "dataclass" for k in node.keywords):
                whole.append(node.name)
    assert decorated == [] and whole
