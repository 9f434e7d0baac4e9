"""What making the card IR's classes from their generated plans costs, counted in Python calls: every
``judge ask`` imports ``judge.cards.ir`` and its ~356 dataclasses, so each call made for each class is
~356 calls of the start-up (docs/performance.md, "The card IR's classes made for less, eightieth
session"). A count, not a time: the calls into judge._speed.fastdataclass and the generated methods'
module while the IR is imported, in a fresh process (sys.setprofile)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ir_import_probe import IR_IMPORTED_UNDER_PROFILE

pytestmark = pytest.mark.every_python

ROOT = Path(__file__).resolve().parents[1]

#: Run in a fresh process: the IR's imports first, then the IR imported under a profile function
#: counting each Python-level call into the decorator's module and the generated methods' module (not the
#: methods of the instances the IR makes at import: ``This()``, ``NEXT_CLEANUP``...).
_COUNT = IR_IMPORTED_UNDER_PROFILE + r"""
made = F.made("judge.cards.ir")
print(json.dumps({"classes": len(made), "planned": sum(c in F._OWN for c in made), "calls": calls,
                  "deferred": sum(type(vars(c).get("__dataclass_fields__")).__name__ == "_Deferred" for c in made)}))
"""


def test_each_ir_class_made_from_its_plan_costs_eight_calls_at_most():
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"}
    proc = subprocess.run([sys.executable, "-c", _COUNT], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    found = json.loads(proc.stdout)
    calls, planned = found["calls"], found["planned"]
    assert planned == found["classes"] > 300  # every class of the IR made from its plan (the file as generated)
    assert found["deferred"] == planned  # dataclasses' processing still left for its first use
    # per class: the decorator (``dataclass(frozen=True)``, then its ``wrap``), _make, _planned, the shared
    # factory of its methods, _attach, and the two closures' makers (_lazy_repr, _frozen); no Python-level __init__ of the two deferred descriptors
    # (built as tuples) and no call to _document for a class with a docstring (all of the IR's)
    assert calls.get("_Deferred.__init__", 0) == 0 and calls.get("_document", 0) == 0, calls
    assert sum(calls.values()) <= 8 * planned + 20, calls  # (11 a class before the eightieth session)
