"""Does a question test what happens: its answer against the board before anything happens
and against each play left out; explanations that lead with the rule and say why not."""

from __future__ import annotations

import dataclasses
import functools
import io
import json
import random

import pytest
from rich.console import Console
from typer.testing import CliRunner

from judge.cli import app
from judge.drill import session
from judge.drill.counterfactual import Check, check
from judge.drill.deck import repo_root, scan
from judge.drill.shown import shown
from judge.errors import JudgeError
from judge.render.drill_view import TerminalDrill, key_clause
from judge.suite.runner import load_scenario

runner = CliRunner()
RECIPIENT = "scenarios/combat/310-4-recipient-left-play-damage-not-dealt.mtg"
UNICORN = "scenarios/rules/405-1-static-ability-is-always-on.mtg"


@functools.cache
def _deck() -> tuple:
    """The deck's questions (``scan()``), scanned once for this file's checks (five scans before:
    ~0.25 s each)."""
    return tuple(scan())


def _check(path, index=0):
    scenario = load_scenario(repo_root() / path)
    view, start = shown(scenario)
    from judge.engine import simulate
    from judge.suite.questions import answer

    result = answer(scenario.questions[index], simulate(scenario), scenario)
    return check(scenario, index, result.answer, view.plain, start)


def test_the_play_that_decides_an_answer_and_what_the_board_said():
    c = _check(RECIPIENT)  # Alice's life: Spirit Link gains her nothing, the Bears having left play (310.4)
    assert c.answer == "20" and c.before == "20" and c.printed
    block, unsummon = c.decisive
    assert block.line == "Bob blocks Hill Giant with Grizzly Bears" and set(block.answers) == {"20", "23"}
    assert unsummon.line == "Bob casts Unsummon targeting Grizzly Bears paying with Island"
    assert unsummon.answers == ("23",)  # without it the Giant deals its 3 to the Bears: Spirit Link gains 3
    # the play whose absence gives 23 in every outcome, before the one whose absence gives it in some
    assert c.because("23") == ("it would be 23 without \u201cBob casts Unsummon targeting Grizzly Bears "
                               "paying with Island\u201d")
    assert c.because("17") is None
    board = Check("hand", before="in play")
    assert board.because("in play") == "it was in play before anything happened: what happens changes it"
    unicorn = _check(UNICORN)
    assert unicorn.printed and not unicorn.decisive  # the board shows 4/5 before anything happens


def test_the_lint_deep_names_the_deciding_plays_and_notes_a_static_answer(tmp_path, monkeypatch):
    from judge.drill import lint as lint_module
    from judge.drill.deck import scan_text

    res = runner.invoke(app, ["drill", "lint", "--deep", "--json", "--scenario", RECIPIENT])
    assert res.exit_code == 0, res.output
    by_id = {q["id"]: q for q in json.loads(res.stdout)["questions"]}
    assert by_id[f"{RECIPIENT}#1"]["decided_by_plays"] == ["Bob blocks Hill Giant with Grizzly Bears",
                                                           "Bob casts Unsummon targeting Grizzly Bears paying with "
                                                           "Island"]
    assert by_id[f"{RECIPIENT}#1"]["notes"] == []
    # the Unicorn's 4/5 is on the board before anything happens (dropped from the deck for it)
    text = (repo_root() / UNICORN).read_text(encoding="utf-8").replace(
        "answer 4/5", "answer 4/5\n  topic continuous difficulty 1 decided by 418.4a")
    [unicorn] = scan_text(text, UNICORN)
    unicorn = dataclasses.replace(unicorn, text=text)
    [entry] = lint_module.lint([unicorn], deep=True)
    assert [n.kind for n in entry.notes] == ["static"] and not entry.reviewed
    # listed as reviewed, with why: kept, no note
    listed = tmp_path / "reviewed.txt"
    listed.write_text(f"# kept\n{unicorn.id}  the board shows the bonus: an example\n", encoding="utf-8")
    monkeypatch.setattr(lint_module, "reviewed_path", lambda: listed)
    [entry] = lint_module.lint([unicorn], deep=True)
    assert not entry.notes and entry.reviewed == "the board shows the bonus: an example" and not entry.problems
    # listed, but nothing to review: a problem
    [entry] = lint_module.lint([q for q in _deck() if q.path == RECIPIENT], deep=True)
    assert not entry.problems
    listed.write_text(f"{RECIPIENT}#1  no reason\nscenarios/none.mtg#1  gone\n", encoding="utf-8")
    [entry] = lint_module.lint([q for q in _deck() if q.path == RECIPIENT], deep=True)
    assert [p.kind for p in entry.problems] == ["reviewed"]
    assert lint_module.unknown_reviews(list(_deck())) == ["scenarios/none.mtg#1"]
    listed.write_text("scenarios/x.mtg#1\n", encoding="utf-8")
    with pytest.raises(JudgeError, match="reviewed.txt:1: a reviewed question is its id"):
        lint_module.reviewed()


def test_every_deck_question_tests_what_happens_or_is_reviewed_with_why():
    """The counterfactual check over the whole deck (judge drill lint --deep; each play's
    absence played only where the board gives the answer, which is all a note needs): no
    problem, no question the board answers that no play changes unless drills/reviewed.txt
    says why."""
    from judge.drill.lint import lint, unknown_reviews

    deck = list(_deck())
    entries = lint(deck, deep=True, notes_only=True)
    assert not [(e.item.id, [p.message for p in e.problems]) for e in entries if e.problems]
    assert not [e.item.id for e in entries if e.notes]
    # the kept ones stay few: at most one deck question in twelve (41 of 563 on 2026-12-04)
    assert sum(1 for e in entries if e.reviewed) <= len(deck) // 12 and not unknown_reviews(deck)


def test_a_wrong_answer_is_explained_by_the_rule_and_why_not():
    q = next(q for q in _deck() if q.path == RECIPIENT)
    out = io.StringIO()
    ui = TerminalDrill(Console(file=out, width=100, no_color=True), lambda prompt: "23")
    summary = session.run([q], ui, rng=random.Random(5))
    text = " ".join(out.getvalue().split())
    assert "Rule 310.4: When the combat damage resolves, it's dealt as originally assigned." in text
    assert "Not 23: it would be 23 without \u201cBob casts Unsummon" in text
    assert ("Decided by: Bob blocks Hill Giant with Grizzly Bears; Bob casts Unsummon targeting Grizzly Bears "
            "paying with Island") in text
    assert "Unsummon: Return target creature to its owner's hand." in text
    a = summary.answered[0]
    assert a.to_json()["because"].startswith("it would be 23 without")
    assert key_clause("A. B.") == "A." and key_clause("No stop") == "No stop"
