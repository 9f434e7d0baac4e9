"""judge drill: the deck and its tags, templates and the engine's answers, skipping,
scheduling, persistence, stats, exam scoring, bad answers, a damaged database, the CLI."""

from __future__ import annotations

import collections
import json
import random
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.dsl.ast import DRILL_TOPICS
from judge.dsl.checks import check_text
from judge.dsl.parser import parse
from judge.drill import session
from judge.drill.deck import DrillQuestion, matches, repo_root, scan, scan_text
from judge.drill.stats import summarize
from judge.drill.store import Store
from judge.engine import simulate
from judge.errors import JudgeError
from judge.rules.corpus import load
from judge.suite.questions import answer, form_of

runner = CliRunner()
NOW = datetime(2026, 11, 26, 9, 0, tzinfo=timezone.utc)


@pytest.fixture(scope="module")
def deck() -> list[DrillQuestion]:
    return scan()


# --------------------------------------------------------------------------- the deck


def test_the_deck_spans_every_section_300_to_502(deck):
    """Every section that has a rule to decide a question (301, 312, 400 and 405 hold only an
    overview or a definition: judge.drill.lint.NOT_DECIDING)."""
    from judge.drill.lint import NOT_DECIDING

    assert len(deck) >= 150
    sections = {r[:3] for q in deck for r in q.rules}
    classic = load("classic")
    wanted = {str(s) for s in [*range(300, 315), *range(400, 423), 500, 501, 502]
              if any(r.text.strip() and r.id not in NOT_DECIDING for r in classic.descendants(str(s)))}
    assert {"301", "312", "400", "405"}.isdisjoint(wanted)
    assert wanted <= sections, sorted(wanted - sections)
    assert {q.topic for q in deck} <= set(DRILL_TOPICS)
    assert {q.difficulty for q in deck} <= {1, 2, 3}
    assert len({q.id for q in deck}) == len(deck)


def test_the_scan_reads_every_tagged_question_as_the_parser_does(deck):
    by_path = collections.defaultdict(list)
    for q in deck:
        by_path[q.path].append(q)
    for path, items in by_path.items():
        parsed = parse((repo_root() / path).read_text(encoding="utf-8"), path).questions
        for q in items:
            p = parsed[q.index]
            assert (q.question, q.topic, q.difficulty, q.rules, q.options, q.yes_no) == (
                p.text, p.topic, p.difficulty, p.rules, p.options, form_of(p.query) == "yes/no"), q.id
            assert p.answer is not None


def test_decisive_rules_exist(deck):
    """Each decided-by rule is in the classic rules; that the engine's trace of the question
    cites it (or drills/reviewed.txt says why it decides all the same) is judge drill lint
    --deep's check, run over the whole deck by tests/drill/test_counterfactual.py."""
    classic = load("classic")
    for q in deck:
        for r in q.rules:
            assert classic.get(r), (q.id, r)


def test_filters():
    q = DrillQuestion("x", "x.mtg", 0, "Q?", "sba", 2, ("420.5c", "310.2"))
    assert matches(q, topic="sba") and not matches(q, topic="combat")
    assert matches(q, rule="420.5") and matches(q, rule="420") and matches(q, rule="420.5c")
    assert not matches(q, rule="420.5a") and not matches(q, rule="42")
    assert matches(q, difficulty=2) and not matches(q, difficulty=1)


def test_scan_ignores_untagged_and_unanswered_questions():
    text = ('question "A" asks winner answer Bob\n  topic game difficulty 1 decided by 102.1\n'
            'question "B" asks winner answer Bob\n'
            'question "C" asks winner\n  topic game difficulty 1 decided by 102.1\n'
            'question "D" asks zone of X options "in play", graveyard answer graveyard  # topic fake\n'
            '  topic stack difficulty 3 decided by 413.1, 413.2\n')
    found = scan_text(text, "t.mtg")
    assert [(q.question, q.index) for q in found] == [("A", 0), ("D", 3)]
    assert found[1].options == ("in play", "graveyard") and found[1].rules == ("413.1", "413.2")
    assert [q.question for q in scan_text(text, "t.mtg", require_answer=False)] == ["A", "C", "D"]


# --------------------------------------------------------------------------- templates
# (the templates themselves, their slots and pools: tests/drill/test_templates.py)


def test_a_template_question_is_filled_when_asked_and_varies():
    items = session.templates()
    assert len({q.source for q in items}) >= 40 and all(q.text is None for q in items)
    q = next(q for q in items if q.source == "template:no-regeneration")
    # Terror can't target a black regenerating creature: that filling is skipped, another is tried
    answers = set()
    for seed in range(40):
        p = session.prepare(q, rng=random.Random(seed))
        assert p is not None and p.item.id.startswith(q.id + ":")
        assert "{" not in p.item.question and "{" not in p.item.text
        answers.add(p.answer)
        if len(answers) == 2:
            break
    assert answers == {"graveyard", "in play"}  # a burn regenerated from, a destroy spell that forbids it


def test_a_generated_question_stores_the_engine_answer():
    from judge.cards.catalog import catalog
    from judge.suite.runner import token_names

    for q in session.template_questions(random.Random(11))[:12]:
        p = session.prepare(q)
        if p is None:
            continue
        scenario = check_text(q.text, q.path, catalog(), token_names)
        outcomes = simulate(scenario)
        res = answer(scenario.questions[q.index], outcomes, scenario)
        assert res.answer == p.answer and len({a.value for a in res.answers}) == 1
        assert session.grade(p, p.answer) and p.steps


def test_instances_the_engine_cannot_answer_are_skipped(tmp_path):
    # Terror can't target a black creature: that instance never runs, so it is never asked.
    bad = DrillQuestion("t#1", "t.mtg", 0, "Q", "stack", 1, ("413.1",), source="template:t", text="""
player Alice
player Bob
mana is not tracked
turn Alice, precombat main
Alice hand: Terror
Bob in play: Drudge Skeletons as @r
Alice casts Terror targeting @r
all pass until the stack is empty
question "Where?" asks zone of @r
  topic stack difficulty 1 decided by 413.1
""")
    assert session.prepare(bad) is None
    # outcomes that disagree (a "may" left open): no single answer, skipped
    ambiguous = DrillQuestion("t#2", "t.mtg", 0, "Q", "triggers", 1, ("410.10",), source="template:t", text="""
player Alice
player Bob
mana is not tracked
turn Alice, precombat main
Alice hand: Gravedigger
Alice graveyard: Grizzly Bears
Alice casts Gravedigger
all pass until the stack is empty
question "Where?" asks zone of Grizzly Bears
  topic triggers difficulty 1 decided by 410.10
""")
    assert session.prepare(ambiguous) is None
    summary = session.run([bad, ambiguous], _Script([]), rng=random.Random(1))
    assert summary.skipped == 2 and not summary.answered


# --------------------------------------------------------------------------- answers


def _prepared(form="number", answer="2", options=()):
    item = DrillQuestion("x", "x.mtg", 0, "Q?", "sba", 1, ("420.5c",))
    return session.Prepared(item, None, [], None, form, answer, options=options, players=("Alice", "Bob"))


def test_grading_is_lenient_and_multiple_choice_takes_letters():
    assert session.grade(_prepared(), "two") and session.grade(_prepared(), " 2 damage ")
    assert not session.grade(_prepared(), "3")
    zone = _prepared("zone", "graveyard", ("in play", "graveyard", "hand"))
    assert zone.correct_option == "B"
    assert session.grade(zone, "b") and session.grade(zone, "graveyard") and not session.grade(zone, "A")
    assert zone.valid("C") and not zone.valid("D") and not _prepared().valid("lots")
    assert session.grade(_prepared("result", "draw"), "nobody")


def test_distractors_are_plausible_and_distinct(deck):
    q = next(q for q in deck if q.path.endswith("mana_burn.mtg"))
    p = session.prepare(q, multiple_choice=True, rng=random.Random(3))
    assert p.answer == "2" and "2" in p.options and len(set(p.options)) == len(p.options) == 4
    assert "0" in p.options  # the answer before anything happened: no mana burn


# --------------------------------------------------------------------------- the session and the store


class _Script:
    """An Interface answering from a list (None: stop), remembering what it was asked."""

    def __init__(self, answers):
        self.answers = list(answers)
        self.asked: list[str] = []
        self.verdicts: list[bool] = []

    def begin(self, total, exam, seconds, due=0, new=0):
        self.exam, self.seconds, self.counts = exam, seconds, (due, new)

    def ask(self, number, total, p):
        self.asked.append(p.item.id)
        return self.answers.pop(0) if self.answers else None

    def verdict(self, p, given, correct):
        self.verdicts.append(correct)

    def rate(self, p):
        return self.ratings.pop(0) if getattr(self, "ratings", None) else None

    def scheduled(self, p, review):
        self.reviews = getattr(self, "reviews", []) + [review]

    def end(self, summary):
        self.summary = summary


def _items(deck, n=4):
    wanted = ["mana_burn.mtg", "giant_growth_vs_bolt.mtg", "pestilence_draw.mtg", "concession.mtg"]
    return [next(q for q in deck if q.path.endswith(w)) for w in wanted][:n]


def test_reviews_come_back_in_the_order_the_scheduler_says(deck, tmp_path):
    store = Store(tmp_path / "d.sqlite")
    items = _items(deck)
    # wrong, right, wrong, right: FSRS's learning steps bring a miss back after a minute, a
    # right answer after ten
    ui = _Script(["3", "yes", "Alice", "Bob"])
    summary = session.run(items, ui, store=store, rng=random.Random(1), now=NOW, clock=iter(range(100)).__next__)
    assert [a.correct for a in summary.answered] == [False, True, False, True]
    assert store.due(NOW) == []
    soon = store.due(NOW + timedelta(minutes=5))
    assert [q for q, _ in soon] == [items[0].id, items[2].id]  # the misses, earliest first
    later = store.due(NOW + timedelta(minutes=30))
    # the misses first, then the right answers; equal due times in the order of their ids
    assert [q for q, _ in later] == [items[0].id, items[2].id, items[3].id, items[1].id]
    order = session.plan(deck, count=3, new=1, rng=random.Random(2), due=soon, seen=store.seen())
    assert [q.id for q in order[:2]] == [items[0].id, items[2].id]
    assert order[2].id not in store.seen()  # then one new question
    store.close()


def test_progress_persists_across_sessions_and_stats_rank_weakest_first(deck, tmp_path):
    path = tmp_path / "d.sqlite"
    items = _items(deck)
    s1 = Store(path)
    session.run(items[:2], _Script(["3", "yes"]), store=s1, rng=random.Random(1), now=NOW)
    s1.close()
    s2 = Store(path)  # a later session, a new connection
    session.run(items[:1], _Script(["2"]), store=s2, rng=random.Random(1), now=NOW + timedelta(days=1))
    rows = s2.answers()
    assert [(r["question"], r["correct"]) for r in rows] == [(items[0].id, False), (items[1].id, True),
                                                            (items[0].id, True)]
    stats = summarize(rows)
    assert stats["total"] == 3 and stats["right"] == 2
    assert stats["rules"][0]["key"] == "300.4" and stats["rules"][0]["accuracy"] == 0.5
    assert [d["key"] for d in stats["days"]] == ["2026-11-26", "2026-11-27"]
    assert s2.reset() == 3 and s2.answers() == [] and s2.seen() == set()
    s2.close()


def test_two_sessions_at_once_lose_no_answer(deck, tmp_path):
    path = tmp_path / "d.sqlite"
    a, b = Store(path), Store(path)
    item = _items(deck, 1)[0]
    for i in range(5):
        for store in (a, b):
            store.record(session=str(id(store)), question=item.id, topic="costs", rules=("300.4",), difficulty=1,
                         mode="drill", given="2", expected="2", correct=True, seconds=1.0, now=NOW + timedelta(hours=i))
    assert len(a.answers()) == 10
    a.close()
    b.close()


def test_exam_scoring_counts_late_and_unanswered_as_wrong(deck):
    from judge.drill.exam import LEVELS

    items = [q for q in _items(deck) if not q.yes_no] + [next(q for q in deck if q.path.endswith("fizzle-target-gone.mtg"))]
    ticks = iter([0, 1, 2, 3, 100, 101, 102, 103, 104, 105, 106])
    ui = _Script(["A", "B"])
    summary = session.run(items, ui, exam=LEVELS[1], rng=random.Random(1), clock=lambda: next(ticks), minutes=1)
    assert ui.verdicts == [] and ui.seconds == 60  # the verdicts wait for the end
    assert all(len(a.prepared.options) >= 3 for a in summary.answered)
    assert summary.unanswered == 2 and len(summary.answered) == 2
    assert summary.answered[1].late and not summary.answered[1].correct  # after the minute: wrong
    assert summary.score == summary.right / 4 and not summary.passed
    late = session.run(items[:1], _Script([None]), exam=LEVELS[1], rng=random.Random(1))
    assert late.stopped and late.score == 0.0
    untimed = _Script([])
    session.run(items[:1], untimed, exam=LEVELS[2], rng=random.Random(1))
    assert untimed.seconds is None  # untimed unless --time


def test_a_damaged_or_foreign_database_is_reported_and_left_untouched(tmp_path):
    junk = tmp_path / "drill.sqlite"
    junk.write_bytes(b"this is not a database at all" * 100)
    before = junk.read_bytes()
    with pytest.raises(JudgeError, match=r"drill.sqlite is damaged or is not judge's"):
        Store(junk)
    assert junk.read_bytes() == before
    other = tmp_path / "other.sqlite"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE notes (x)")
    conn.commit()
    conn.close()
    with pytest.raises(JudgeError, match="no judge drill tables"):
        Store(other)


# --------------------------------------------------------------------------- the command


def test_cli_session_is_scriptable_and_deterministic(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "a"))
    answers = tmp_path / "answers.txt"
    answers.write_text("yes\n2\ngraveyard\n2/2\nBob\n" * 3)  # each question takes its first valid line
    args = ["drill", "--seed", "7", "--count", "3", "--answers", str(answers), "--json", "--now", "2026-11-26T09:00"]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    data = json.loads(first.stdout)
    assert data["asked"] == 3 and len(data["questions"]) == 3
    assert all(q["explanation"] and q["answer"] for q in data["questions"])
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "b"))
    again = runner.invoke(app, args)
    assert again.stdout == first.stdout
    stats = json.loads(runner.invoke(app, ["drill", "stats", "--json"]).stdout)
    assert stats["total"] == 3
    text = runner.invoke(app, ["drill", "--seed", "7", "--count", "1", "--now", "2026-11-27T09:00"], input="maybe\nyes\n2\ngraveyard\n2/2\nBob\n")
    assert text.exit_code == 0, text.output
    assert "Question 1 of 1" in text.output and ("Right." in text.output or "Wrong." in text.output)
    assert "That is not an answer to this question" in text.output  # "maybe" is asked again


def test_the_keyboard_reader_prompts_through_the_console():
    from judge.cli.drill_cmds import _reader

    class Console:
        prompts: list[str] = []

        def input(self, prompt):
            self.prompts.append(prompt)
            if len(self.prompts) > 1:
                raise EOFError
            return "yes"

    con = Console()
    read = _reader(None, True, con)
    assert read("answer > ") == "yes" and read("again > ") is None  # end of input ends the session
    assert con.prompts == ["answer > ", "again > "]


def test_cli_errors_are_one_paragraph_exit_2(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    for args, words in ((["drill", "--topic", "magic"], "unknown topic 'magic'"),
                        (["drill", "--rule", "42x"], "not a rule number"),
                        (["drill", "--difficulty", "5"], "difficulties are 1, 2 and 3"),
                        # (a negative --new was taken as 0 and said nothing)
                        (["drill", "--new", "-1"], "--new -1: at least 0"),
                        # (a folder and a device were "no such file")
                        (["drill", "--scenario", str(tmp_path)], f"--scenario {tmp_path}: a folder"),
                        (["drill", "--scenario", "/dev/null"], "--scenario /dev/null: not a regular file"),
                        (["drill", "--scenario", str(tmp_path / "none.mtg")], "none.mtg: no such file"),
                        (["drill", "reset"], "--yes"),
                        (["drill", "--answers", str(tmp_path / "none.txt")], "cannot read the answers file")):
        res = runner.invoke(app, args)
        assert res.exit_code == 2 and words in res.output, (args, res.output)
    (tmp_path / "drill.sqlite").write_bytes(b"garbage" * 50)
    res = runner.invoke(app, ["drill", "stats"])
    assert res.exit_code == 2 and "damaged" in res.output and "Traceback" not in res.output


def test_export_never_overwrites(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    out = tmp_path / "progress.json"
    res = runner.invoke(app, ["drill", "export", "-o", str(out)])
    assert res.exit_code == 0 and json.loads(out.read_text())["answers"] == []
    out.write_text("mine")
    res = runner.invoke(app, ["drill", "export", "-o", str(out)])
    assert res.exit_code == 2 and out.read_text() == "mine"


def test_cli_scenario_option_drills_one_file(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    path = "scenarios/examples/mana_burn.mtg"
    res = runner.invoke(app, ["drill", "--scenario", path, "--json", "--seed", "1"], input="2\n")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert [q["id"] for q in data["questions"]] == [f"{path}#1"] and data["right"] == 1
    res = runner.invoke(app, ["drill", "--scenario", "README.md"])
    assert res.exit_code == 2 and "has no drill question" in res.output
    outside = tmp_path / "mine.mtg"
    outside.write_text("player Alice\n")
    res = runner.invoke(app, ["drill", "--scenario", str(outside)])
    assert res.exit_code == 2 and "not a scenario of the drill deck" in res.output
