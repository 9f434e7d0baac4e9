"""Fixtures shared by the engine tests (helpers that build scenarios from AST objects are in
:mod:`tests.engine.support`)."""

from __future__ import annotations

import pytest

from judge.dsl import ast as A
from tests.engine.support import R, obj, scenario


@pytest.fixture
def bolt_vs_growth():
    """Seed 000's first example: Bob bolts Alice's Grizzly Bears, Alice answers with Giant Growth."""
    return scenario(
        objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "in play", "Forest"),
                 obj("Alice", "hand", "Giant Growth"), obj("Bob", "in play", "Mountain"), obj("Bob", "hand", "Lightning Bolt")],
        actions=[A.Pass("Alice"), A.Cast("Bob", R("Lightning Bolt"), targets=(R("Grizzly Bears"),)), A.Pass("Bob"),
                 A.Cast("Alice", R("Giant Growth"), targets=(R("Grizzly Bears"),)), A.Pass("all", until=A.Until.STACK_EMPTY)])
