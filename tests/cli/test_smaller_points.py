"""The smaller points of issue 42: short outcome headings (the whole choices in the trace and
--json), --exam 0 refused, a scenario whose questions state no answer told to add one."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app

ROOT = Path(__file__).resolve().parents[2]
BLOCKS = ROOT / "scenarios/combat/309-1-blocks-left-open-are-explored.mtg"


def test_outcome_headings_are_short_and_the_whole_choices_stay(monkeypatch):
    res = CliRunner().invoke(app, ["ask", str(BLOCKS)], env={"COLUMNS": "200"})
    heads = [line for line in res.output.splitlines() if "Outcome " in line and " of 7" in line]
    # (the heading, its rule's ends and all, one line of 100 columns: the choices that don't fit it cut off whole,
    # "; …" — eighty-second session, h5; the whole choices are the trace's steps)
    assert "Outcome 5 of 7: Bob blocks @giant with @bears and @zombies; …" in heads[4]
    assert all(len(h.strip("─ ")) <= 94 for h in heads)  # (a rule across the width: its text)
    # the whole declaration: the trace's step, and --json's words
    assert "Bob declares Grizzly Bears @bears blocks Hill Giant @giant; Scathe Zombies @zombies blocks Hill Giant " \
           "@giant (one of the outcomes explored" in res.output
    doc = json.loads(CliRunner().invoke(app, ["ask", "--json", str(BLOCKS)]).stdout)
    assert doc["outcomes"][4]["choices"][0]["words"].startswith("Bob declares Grizzly Bears @bears blocks Hill Giant")


def test_exam_0_is_refused(tmp_path):
    res = CliRunner().invoke(app, ["drill", "--exam", "0"], env={"JUDGE_DATA_DIR": str(tmp_path)})
    assert res.exit_code == 2 and "--exam 0: an exam has at least 1 question" in res.stderr


def test_a_negative_exam_is_refused_by_its_own_option_name(tmp_path):
    # (--exam -1 was refused as "--count -1", an option the judge never gave)
    res = CliRunner().invoke(app, ["drill", "--exam", "-1"], env={"JUDGE_DATA_DIR": str(tmp_path)})
    assert res.exit_code == 2 and "--exam -1: an exam has at least 1 question" in res.stderr
    assert "--count" not in res.stderr


def test_questions_with_no_stated_answer_are_told_to_add_one(tmp_path):
    f = tmp_path / "q.mtg"
    f.write_text('title "t"\nplayer Alice\nplayer Bob\nturn Alice, upkeep\n'
                 'question "How much life does Bob have?" asks life of Bob\n', encoding="utf-8")
    res = CliRunner().invoke(app, ["test", "--json", str(f)])
    (scn,) = json.loads(res.stdout)["scenarios"]
    assert res.exit_code == 1 and scn["status"] == "fail"
    assert scn["message"].startswith("no expectations: its questions state no answer — add `answer ...`")


def test_a_heading_shortens_a_name_with_a_comma_whole():
    """Audit 6763: "whether to use Squee, Goblin Nabob @sq's ..." was shortened to "Squee, @sq's"."""
    from judge.engine.kinds import ChoiceKind
    from judge.engine.outcome import Choice
    from judge.render.trace_view import short_choice

    may = Choice("Alice", ChoiceKind.YES_NO, "whether to use Squee, Goblin Nabob @sq's \"may\" ability",
                 ("yes", "no"), ("yes",))
    assert short_choice(may, True) == "Alice chooses yes (whether to use @sq's \"may\" ability)"
    two = Choice("Alice", ChoiceKind.PICK, "how to divide", ("x",), ("2 to Grizzly Bears @a, 1 to Hill Giant @b",))
    assert short_choice(two) == "Alice chooses 2 to @a, 1 to @b"


def test_a_heading_keeps_the_player_who_controls_what_is_chosen():
    """Audit 7672's "creature Alice controls" (was "creature you control"): the heading read "Alice controls
    for Shrieking Drake @sd" as a card's name and said "(creature @sd …)"; a card's name never holds the word
    "controls" or "owns"."""
    from judge.engine.kinds import ChoiceKind
    from judge.engine.outcome import Choice
    from judge.render.trace_view import short_choice

    pick = Choice("Alice", ChoiceKind.PICK, "creature Alice controls for Shrieking Drake @sd (chosen on resolution)",
                  ("Grizzly Bears @gb", "Shrieking Drake @sd"), ("Grizzly Bears @gb",))
    assert short_choice(pick, True) == "Alice chooses @gb (creature Alice controls for @sd (chosen on resolution))"
    owned = Choice("Bob", ChoiceKind.PICK, "card Bob owns for No Rest for the Wicked @nr", ("x",), ("Hill Giant @hg",))
    assert short_choice(owned, True) == "Bob chooses @hg (card Bob owns for @nr)"
