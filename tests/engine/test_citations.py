"""Every rule the engine can cite exists in the classic corpus (every trace step of the bundled
scenarios citing one is held by scenarios/conftest.py: tests/engine/test_trace_citations.py).

The engine's citations are string literals at the call that applies the rule (DESIGN:
rules are code paths, and code paths cite), so they can be found statically.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from tests import source_trees

#: Reads the engine's source: CI runs it under its main Python only (the `source` marker,
#: pyproject.toml; docs/performance.md "CI's length").
pytestmark = pytest.mark.source

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "judge" / "engine"
RULE_ID = re.compile(r"^\d{3}\.\d+[a-z]?$")


def _corpus_ids() -> set[str]:
    path = ROOT / "rules_corpus" / "classic.json"
    if path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
        return {r["id"] for r in data["rules"]}
    # Fallback before the corpus is built: the rule numbers of the seed text.
    seed = next((ROOT.parent.parent / "shared" / "seeds").glob("000_*.txt"), None)  # pragma: no cover
    text = seed.read_text(encoding="utf-8") if seed else ""  # pragma: no cover
    return {m.group(1).rstrip(".") for m in re.finditer(r"^(\d{3}\.\d+[a-z]?)\.?\s", text, re.M)}  # pragma: no cover


@pytest.fixture(scope="module")
def engine_nodes() -> list[tuple[Path, tuple[ast.AST, ...]]]:
    """Each module of the engine (its path) and every node of its tree, parsed and walked once
    for this file's three checks (each parsed and walked the whole engine again: ~1 s a time) — the trees
    those of tests/source_trees.py, parsed once a process for every scan of judge/'s source."""
    return [(path, tuple(source_trees.walk(tree))) for path, tree in source_trees.modules(ENGINE.rglob("*.py"))]


def _literals(engine_nodes) -> dict[str, list[str]]:
    """Rule-id string literals in the engine's source, with where each appears."""
    found: dict[str, list[str]] = {}
    for path, nodes in engine_nodes:
        for node in nodes:
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and RULE_ID.match(node.value):
                found.setdefault(node.value, []).append(f"{path.name}:{node.lineno}")
    return found


def _tracer_calls(engine_nodes) -> list[tuple[str, int, list[str]]]:
    """(file, line, rule literals) of every tracer.step / tracer.nest call."""
    out = []
    for path, nodes in engine_nodes:
        for node in nodes:
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("step", "nest"):
                base = node.func.value
                name = base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", "")
                if name != "tracer":
                    continue
                rules = [a.value for a in node.args[1:] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                out.append((path.name, node.lineno, rules))
    return out


def test_every_cited_rule_exists_in_the_classic_corpus(engine_nodes):
    ids = _corpus_ids()
    lits = _literals(engine_nodes)
    assert len(lits) > 50
    missing = {r: where for r, where in lits.items() if r not in ids}
    assert not missing, f"rule ids cited by the engine but absent from the classic corpus: {missing}"


def test_every_rule_id_in_engine_messages_exists(engine_nodes):
    """Rule ids written inside messages (errors, step texts) are cited too (an illegal play's
    reversal cites the rules its error names)."""
    ids = _corpus_ids()
    found: dict[str, list[str]] = {}
    pat = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")
    for path, nodes in engine_nodes:
        for node in nodes:
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for m in pat.findall(node.value):
                    found.setdefault(m, []).append(f"{path.name}:{node.lineno}")
    missing = {r: w for r, w in found.items() if r not in ids}
    assert not missing, missing


def test_every_tracer_call_cites_a_rule_literal(engine_nodes):
    calls = _tracer_calls(engine_nodes)
    assert len(calls) > 50
    bad = [(f, line) for f, line, rules in calls if not rules or not all(RULE_ID.match(r) for r in rules)]
    # calls whose rule argument is a variable (passed down from the caller) are checked through their callers
    assert len(bad) < len(calls) // 3, bad
