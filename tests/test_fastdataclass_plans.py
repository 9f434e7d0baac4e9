"""judge._speed.fastdataclass's plans: a module of ``DIGESTED`` whose file is as its generated module
records it has its classes made from their generated plans (no per-class check of the body);
a file edited since (a comment, a class changed) falls back to the per-class path and gives the
same classes — never wrong, only slower."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from judge._speed import fastdataclass as FD

pytestmark = pytest.mark.every_python  # dataclasses differs between Pythons (3.13)

ROOT = Path(__file__).resolve().parents[1]

#: Run in a fresh process: every class of the digested modules, described as a program sees it
#: (signature, fields, match args, parameters, docstring, methods), and which were made how.
_DESCRIBE = """
import dataclasses, importlib, inspect, json, sys
import judge.cards.ir, judge.dsl.ast, judge.engine.outcome
from judge._speed import fastdataclass as F
for module in sorted(F.DIGESTED):
    importlib.import_module(module)
def shown(value):
    return "MISSING" if value is dataclasses.MISSING else repr(value)
out = {}
for module in sorted(F.DIGESTED):
    made = F.made(module)
    planned = sum(c in F._OWN for c in made)
    checked = sum(c in F._KEYS for c in made)
    classes = {}
    for c in made:
        classes[c.__qualname__] = [
            str(inspect.signature(c)), repr(c.__init__.__defaults__), repr(c.__init__.__annotations__),
            c.__doc__, repr(getattr(c, "__match_args__", None)), c.__hash__ is None,
            [c.__dict__[m].__qualname__ for m in ("__init__", "__repr__", "__eq__", "__setattr__") if m in c.__dict__],
            [(f.name, shown(f.default), shown(f.default_factory), f.type, f.repr, f.compare, f.hash, f.init)
             for f in dataclasses.fields(c)],
            repr(c.__dataclass_params__)]
    out[module] = [len(made), planned, checked, classes]
span = judge.dsl.ast.Span(1, 2)
out["instances"] = [repr(span), hash(span) == hash(judge.dsl.ast.Span(1, 2, 0, 0)), repr(judge.cards.ir.Filter()),
                    judge.cards.ir.Filter(types=("creature",)) == judge.cards.ir.Filter(("creature",))]
print(json.dumps(out))
"""


def _copy(tmp_path: Path) -> Path:
    """The judge package's Python files copied under ``tmp_path`` (the generated modules too)."""
    def others(folder: str, names: list[str]) -> list[str]:
        return [n for n in names if n == "__pycache__" or (Path(folder, n).is_file() and not n.endswith(".py"))]

    shutil.copytree(ROOT / "judge", tmp_path / "judge", ignore=others)
    return tmp_path


def _describe(root: Path) -> dict:
    proc = subprocess.run([sys.executable, "-c", _DESCRIBE], cwd=root, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"})
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def as_generated() -> dict:
    """The classes as the package itself gives them (its files as generated: their freshness is
    tests/test_generated_files.py's), described from the checkout, whose bytecode is written, not
    from a copy whose every module is compiled afresh: the same description (ninetieth session,
    compared whole), ~0.35 s of a child's CPU fewer (0.48-0.53 -> 0.16 s)."""
    return _describe(ROOT)


def test_a_module_as_generated_has_every_class_made_from_its_plan(as_generated):
    for module in FD.DIGESTED:
        made, planned, checked, _classes = as_generated[module]
        assert made > 0 and planned == made and checked == 0, module
    assert as_generated["judge.cards.ir"][0] > 300


def test_an_edited_file_falls_back_to_the_checks_and_gives_the_same_classes(tmp_path, as_generated):
    root = _copy(tmp_path)
    for module in FD.DIGESTED:  # a comment: the digest differs, the classes do not
        path = root.joinpath(*module.split(".")).with_suffix(".py")
        path.write_text(path.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    edited = _describe(root)
    for module in FD.DIGESTED:
        made, planned, checked, classes = edited[module]
        assert planned == 0 and checked == made, module
        assert classes == as_generated[module][3], module
    assert edited["instances"] == as_generated["instances"]


def test_a_class_changed_since_generation_is_made_as_it_is_now(tmp_path, as_generated):
    root = _copy(tmp_path)
    path = root / "judge" / "dsl" / "ast.py"
    text = path.read_text(encoding="utf-8")
    assert text.count("    end_column: int = 0\n") == 1
    path.write_text(text.replace("    end_column: int = 0\n", "    end_column: int = 0\n    offset: int = 7\n"),
                    encoding="utf-8")
    edited = _describe(root)
    made, planned, _checked, classes = edited["judge.dsl.ast"]
    assert planned == 0
    assert [f[0] for f in classes["Span"][7]] == ["line", "column", "end_line", "end_column", "offset"]
    assert edited["instances"][0] == "Span(line=1, column=2, end_line=0, end_column=0, offset=7)"
    before = as_generated["judge.dsl.ast"][3]
    assert {q: c for q, c in classes.items() if q != "Span"} == {q: c for q, c in before.items() if q != "Span"}
    assert edited["judge.cards.ir"] == as_generated["judge.cards.ir"]  # another module: still its plans


def test_a_plan_that_does_not_fit_the_class_leaves_it_untouched():
    """Each check of ``_planned`` refuses a class the plan does not describe, doing nothing."""
    from judge.dsl import ast as A

    entry = importlib_entry("judge._speed._ast_methods", "judge.dsl.ast.Span")

    class Span:
        line: int
        column: int
        end_line: int = 0
        end_col: int = 0  # another name

    before = dict(vars(Span))
    assert not FD._planned(Span, True, True, entry, dict(vars(Span)))
    assert not FD._planned(A.Ref, False, True, entry, dict(vars(A.Ref)))  # other options
    assert dict(vars(Span)) == before and Span not in FD._MADE


def importlib_entry(methods: str, key: str) -> tuple:
    import importlib

    return importlib.import_module(methods).METHODS[key]
