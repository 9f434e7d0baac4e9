"""Trace slips of audit 6056: each fact said once, where it decides, in the card's own words —
Lurker's "didn't attack or block this turn" checked as a spell targets it (409.1c, 308.5)."""

from __future__ import annotations

from pathlib import Path

from judge.dsl import parse
from judge.engine import simulate

AUDIT = Path(__file__).parents[2] / "scenarios/audit/6056"


def _siblings(name: str) -> list[list[str]]:
    """The texts of each step's children (the top steps first), in order."""
    top = simulate(parse((AUDIT / name).read_text(encoding="utf-8"), "t.mtg"))[0].steps
    out = [[s.text for s in top]]
    for t in top:
        out += [[c.text for c in s.children] for s in t.walk() if s.children]
    return out


def test_lurker_attacked_said_once_as_the_bolt_targets_it():
    levels = _siblings("04-lurker-no-spell-target-until-it-attacks.mtg")
    said = [t for level in levels for t in level if "attacked this turn, so" in t]
    assert said, "the check is said where it decides"
    assert not any(a == b and "attacked this turn, so" in a for level in levels for a, b in zip(level, level[1:]))
