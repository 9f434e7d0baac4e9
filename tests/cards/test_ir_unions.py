"""The IR's unions ``ObjRef`` and ``Effect`` are each made once, at the end of ``judge/cards/ir.py``,
from the classes listed before (``_OBJ_REFS``, ``_EFFECTS``): an assignment anywhere else would be
overwritten there, and the class it added silently left out."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

from judge.cards import ir

SOURCE = Path(ir.__file__)


def _module_assignments(name: str) -> list[int]:
    tree = ast.parse(SOURCE.read_text(encoding="utf-8"))
    return [n.lineno for n in tree.body
            if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign))
            and any(isinstance(t, ast.Name) and t.id == name
                    for t in (n.targets if isinstance(n, ast.Assign) else [n.target]))]


def test_each_union_is_assigned_once_after_every_class_listed_for_it():
    last_line = len(SOURCE.read_text(encoding="utf-8").splitlines())
    for union, listed in (("ObjRef", "_OBJ_REFS"), ("Effect", "_EFFECTS")):
        [at] = _module_assignments(union)
        assert max(_module_assignments(listed)) < at <= last_line


def test_each_union_holds_every_class_listed_for_it_in_order():
    for union, listed in ((ir.ObjRef, ir._OBJ_REFS), (ir.Effect, ir._EFFECTS)):
        members = typing.get_args(union)
        assert members == tuple(dict.fromkeys(typing.ForwardRef(m) if isinstance(m, str) else m for m in listed))
    assert ir.SwitchPT in typing.get_args(ir.Effect) and ir.EitherAll in typing.get_args(ir.ObjRef)
