"""Outcome headings shortened to fit say nothing false (eighty-first session, h5): a choice of nothing keeps
what it is a choice of ("Alice chooses nothing (what to find in his or her library …)", never a bare
"Alice chooses nothing", which reads as no choice made), and a heading too long is cut between two whole
choices ("…; …"), never inside one ("Bob chooses I…")."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app

ROOT = Path(__file__).resolve().parents[2]
SCROLL = ROOT / "scenarios/audit/2117/12-merchant-scroll-finds-a-blue-instant-only.mtg"
BEREAVEMENT = ROOT / "scenarios/audit/1309/34-bereavement-green-creatures-controllers-discard.mtg"


def _headings(path: Path) -> list[str]:
    out = CliRunner().invoke(app, ["ask", str(path)], env={"COLUMNS": "200"}).output
    return [line.strip("─ ") for line in out.splitlines() if line.startswith("Outcome ")]


def test_a_choice_of_nothing_keeps_what_it_is_a_choice_of():
    heads = _headings(SCROLL)
    nothing = [h for h in heads if "chooses nothing" in h]
    assert nothing, heads
    # Merchant Scroll's search declined: what Alice chose not to find, not "Alice chooses nothing" alone
    # (said by its first claim where the whole would not fit the heading's line: eighty-second session, h5)
    assert all("chooses nothing (what to find in his or her library)" in h for h in nothing), nothing


def test_a_long_heading_is_cut_between_whole_choices():
    heads = _headings(BEREAVEMENT)
    cut = [h for h in heads if h.endswith("…")]
    assert cut, heads
    for h in cut:
        # the cut falls after a whole choice: "…; …", and every choice before it is whole (no name cut short)
        assert h.endswith("; …"), h
        said = h.split(": ", 1)[1].removesuffix("; …").split("; ")
        assert all(part.split(" ", 2)[1] in ("chooses", "orders", "attacks", "blocks") for part in said), said
        assert len(h.split(": ", 1)[1]) <= 100
