"""Every enum judge defines — each module with a ``class X(...IdentityEnum):`` imported, then IdentityEnum's
subclasses walked — shared by the tests of how judge's enums are made and read (tests/test_enum_made_fast.py,
tests/test_enum_reads.py)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from judge._speed.enums import IdentityEnum


def judges_enums() -> list[type]:
    """Every IdentityEnum subclass judge defines, in the order its modules are found."""
    root = Path(__file__).resolve().parents[1] / "judge"
    for path in root.rglob("*.py"):
        if re.search(r"^class \w+\([^)]*IdentityEnum\):", path.read_text(encoding="utf-8"), re.M):
            importlib.import_module(".".join(path.relative_to(root.parent).with_suffix("").parts))
    found, todo = [], [IdentityEnum]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("judge.") and sub.__module__ != "judge._speed.enums":
                found.append(sub)
    return found
