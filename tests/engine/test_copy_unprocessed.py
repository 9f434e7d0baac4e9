"""A copy of a game (the explorer's branch) asks the speed module, not ``dataclasses``, whether a
record's class is a frozen dataclass and what the IR's fields are (fastdataclass.frozen_of,
field_names): in a fresh process, copying a built game and exploring the Gravedigger example's
two outcomes has ``dataclasses`` process no class of the card IR or the engine; frozen records are
shared by the copy and mutable ones copied, as before."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import ast, dataclasses
from judge._speed import fastdataclass as FD
processed = []
real = FD._process
FD._process = lambda cls, *a: (processed.append(cls.__module__ + "." + cls.__qualname__), real(cls, *a))[1]
from judge.dsl import parse
from judge.engine import simulate
from judge.engine.build import build
from judge.engine.game import copy_state
text = open(PATH).read()
scenario = parse(text, PATH)
before = len(processed)
game = build(scenario)
copied = game.copy()
outcomes = simulate(scenario)
during = processed[before:]
# what the copy shares and what it copies, asked of dataclasses itself afterwards
shared = copied_kinds = 0
for obj in list(game.__dict__.values()):
    for v in (obj if isinstance(obj, (list, tuple)) else [obj]):
        if dataclasses.is_dataclass(v) and not isinstance(v, type) and hasattr(v, "__dict__"):
            c = copy_state(v, {})
            if type(v).__dataclass_params__.frozen:
                assert c is v, type(v)
                shared += 1
            else:
                assert c is not v and type(c) is type(v), type(v)
                copied_kinds += 1
print(repr((during, len(outcomes), shared + copied_kinds)))
"""


def test_a_copy_and_an_exploration_have_dataclasses_process_no_ir_or_engine_class():
    path = ROOT / "scenarios" / "examples" / "gravedigger_may.mtg"
    out = subprocess.run([sys.executable, "-c", f"PATH = {str(path)!r}\n" + PROBE], capture_output=True, text=True,
                         cwd=ROOT)
    assert out.returncode == 0, out.stderr
    during, outcomes, records = __import__("ast").literal_eval(out.stdout.strip().splitlines()[-1])
    assert outcomes == 2
    assert records > 0
    assert not [name for name in during if name.startswith(("judge.cards.ir.", "judge.engine."))], during
