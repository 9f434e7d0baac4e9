"""An outcome's heading is one line of 100 columns, rule and all, and true (eighty-second session, h5): Mind Bomb's
"Bob chooses nothing (which card to discard (up to 1) (the player who discards chooses: glossary…" wrapped onto a
second line and stopped inside a claim. What a choice of nothing is a choice of is now said by its first claim
where the whole would not fit ("Bob chooses nothing (which card to discard)"); every parenthesis opened is closed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app

ROOT = Path(__file__).resolve().parents[2]
MIND_BOMB = ROOT / "scenarios/audit/10399/23-mind-bomb-each-discards-up-to-three.mtg"
SCROLL = ROOT / "scenarios/audit/2117/12-merchant-scroll-finds-a-blue-instant-only.mtg"
BEREAVEMENT = ROOT / "scenarios/audit/1309/34-bereavement-green-creatures-controllers-discard.mtg"


def _heading_lines(path: Path) -> list[tuple[str, str]]:
    """Each outcome heading's line at 100 columns, with the line after it."""
    lines = CliRunner().invoke(app, ["ask", str(path)], env={"COLUMNS": "100"}).output.splitlines()
    return [(line, lines[i + 1] if i + 1 < len(lines) else "") for i, line in enumerate(lines)
            if re.match(r"(── )?Outcome \d+ of \d+", line)]


@pytest.mark.parametrize("path", [MIND_BOMB, SCROLL, BEREAVEMENT], ids=lambda p: p.stem)
def test_an_outcome_heading_is_one_whole_line(path):
    heads = _heading_lines(path)
    assert heads
    for line, after in heads:
        assert len(line) <= 100 and line.endswith("──"), line  # one line, its rule's end on it
        assert after == "Trace", (line, after)  # nothing wrapped onto the next line
        words = line.removeprefix("── ").rstrip("─ ")
        assert words.count("(") == words.count(")"), words  # no claim cut inside its parentheses


def test_a_choice_of_nothing_too_long_keeps_what_it_is_a_choice_of():
    # Dracoplasm: "Alice chooses nothing (any number of creatures to sacrifice as Dracoplasm comes into play)" doesn't fit
    path = ROOT / "scenarios/cards/413-2f-dracoplasm-total-power-and-toughness-of-the-sacrificed-creatures.mtg"
    (head,) = [line for line, _after in _heading_lines(path) if "chooses nothing" in line]
    assert "Alice chooses nothing (any number of creatures to sacrifice as Dracoplasm…)" in head, head


def test_a_choice_of_nothing_too_long_is_said_by_its_first_claim():
    heads = [line for line, _after in _heading_lines(MIND_BOMB) if "chooses nothing" in line]
    assert heads
    assert all(h.rstrip("─ ").endswith("Bob chooses nothing (which card to discard)") for h in heads), heads


def test_a_first_choice_too_long_has_its_parentheses_shortened_never_left_open():
    from types import SimpleNamespace

    from judge.engine.kinds import ChoiceKind
    from judge.engine.outcome import Choice
    from judge.render.trace_view import choices_words

    long_name = "Rock Hydra (For each 1 damage that would be dealt to Rock Hydra, if it has a +1/+1 counter on it)"
    order = Choice("Alice", ChoiceKind.ORDER, "the order of replacement effects", answer=(long_name, "Healing Salve"))
    said = choices_words(SimpleNamespace(choices=(order,)), 60)
    # its parenthesis shortened after a whole word and closed, both answers kept: not "… Rock Hydra (For each 1 damage
    # that…", a parenthesis left open, nor "Alice orders Rock Hydra…", the order untold
    assert said == "Alice orders Rock Hydra (For each 1 damage…), Healing Salve", said
