"""Lookups that answer a judge's question (issue 42): judge rule SECTION shows its rules (or
says how), judge history finds a rule by its text where its number changed and keeps a
different rule under the same number short and labelled."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app
from judge.rules.history import history


def _out(*argv: str) -> str:
    res = CliRunner().invoke(app, list(argv), env={"COLUMNS": "200"})
    assert res.exit_code == 0, res.output
    return res.output


def test_a_renumbered_rule_is_found_by_its_text_either_way():
    h = history("102.4")  # both players lose at once: a draw (classic) became 104.4a (2021)
    assert [(r.edition, r.id) for r in h.versions] == [("classic", "102.4"), ("2021", "104.4a")]
    assert h.moved == (("2021", "104.4a"),) and h.diffs[0].similarity > 0.7
    assert [(o.edition, o.rule.id) for o in h.others] == [("2021", "102.4")]  # "your team": another rule
    back = history("104.4a")
    assert [(r.edition, r.id) for r in back.versions] == [("classic", "102.4"), ("2021", "104.4a")]
    # a revised rule keeps its number even where another one's text is more alike (217.4c: graveyards)
    assert [r.id for r in history("217.2d").versions] == ["217.2d", "217.2d"]


def test_the_view_says_became_and_labels_a_reused_number_in_one_line():
    out = _out("history", "102.4")
    assert "102.4  in classic, 2021 as 104.4a" in out
    assert "102.4 became 104.4a in 2021 (found by its text)" in out and "{+remaining in a game+}" in out
    other = [line for line in out.splitlines() if "here is a different rule" in line]
    assert other == ["2021 102.4 here is a different rule, 13% alike, not this one: A spell or ability may use the "
                     "term “your team” as shorthand for “you and/or your teammates.” In a game that…"]
    out = _out("history", "418.5a")
    assert "418.5a here is a different rule, 3% alike, not this one:" in out and "Svogthos" not in out  # short
    assert "not in 2006: 418.5a is another rule there (below), and no rule has this one's text" in out


def test_an_edition_without_the_rule_says_what_its_corpus_holds():
    out = _out("history", "420.5c")
    assert "not in 2006: its corpus holds rules 412.4–418.5b only" in out
    assert "not in 2021: its corpus holds rules 100.1–119.4b only" in out


def test_a_section_shows_its_rules_and_a_rule_says_how_to_see_its_subrules():
    out = _out("rule", "420")
    assert "420.1 State-based effects are a special category" in out and "420.5f A token" in out
    out = _out("rule", "420.5")
    assert "420.5a" not in out.replace("420.5a–420.5f", "")
    assert "420.5: 6 subrules (420.5a–420.5f); judge rule 420.5 --children shows its subrules" in out
    out = _out("rule", "4.")
    assert "  420 State-Based Effects" in out and "420.1" not in out
    assert "judge rule 4 --children shows every rule under it" in out
