"""Every scenario line shown in docs/scenario-language.md is valid syntax."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.dsl.parser import parse_lines

DOC = Path(__file__).resolve().parents[2] / "docs" / "scenario-language.md"
FENCE = re.compile(r"^```([a-z]*)\n(.*?)^```", re.M | re.S)
# Inline examples in tables and lists: `Alice casts ...`, `expect ...`.
INLINE = re.compile(r"`((?:expect|Alice|Bob|all|both|player|turn|it is|title|rules|note|mana is|question) [^`<\n]+)`")


def _doc_lines() -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    lines: list[str] = []
    for lang, body in FENCE.findall(text):
        if lang or "^" in body or body.lstrip().startswith("$") or "PLAYER" in body or "judge check" in body:
            continue
        lines.extend(line for line in body.splitlines() if line.strip() and not line.lstrip().startswith("#"))
    lines.extend(m.group(1) for m in INLINE.finditer(text) if "..." not in m.group(1))
    return lines


LINES = _doc_lines()


def test_the_reference_shows_many_lines():
    assert len(LINES) > 120


@pytest.mark.parametrize("line", LINES)
def test_documented_line_is_valid_syntax(line):
    _, diags, _ = parse_lines("player Alice\nplayer Bob\n" + line + "\n", "doc")
    assert [d.render() for d in diags] == []
