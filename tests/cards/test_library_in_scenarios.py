"""Every card of the library (Classic Sixth Edition, 1999 wording) should be used by a
scenario that asserts its behaviour (issue 13). This counts the library cards named in the
bundled scenarios' setup and action lines (comments, titles and notes don't count) and keeps
the figure recorded in docs/cards.md as a floor."""

from __future__ import annotations

from pathlib import Path

from judge.cards.library import card_names
from tests.bundled import bundled_scenarios, bundled_texts

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
#: docs/cards.md, "Coverage": library cards used by a scenario.
USED_FLOOR = 346


def _scenario_lines() -> str:
    lines = []
    for path in bundled_scenarios():
        for line in bundled_texts()[path].splitlines():
            s = line.strip()
            if s and not s.startswith(("#", "title", "note", "question", "answer", "options")):
                lines.append(s)
    return "\n".join(lines)


def test_library_cards_used_by_scenarios_do_not_go_down():
    text = _scenario_lines()
    used = sorted(n for n in card_names() if n in text)
    assert len(used) >= USED_FLOOR, f"{len(used)} library cards are used by a scenario (floor {USED_FLOOR})"
