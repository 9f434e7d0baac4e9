"""Spaced repetition as an FSRS app does it, at a fixed --now: due and new counts, the
next interval after each verdict, Again/Hard/Good/Easy (said, timed or fixed), the desired
retention, the stats' 7-day forecast, --missed and --daily; the screens around it."""

from __future__ import annotations

import io
import json
import random
import re
from datetime import datetime, timedelta, timezone

import pytest
from rich.console import Console
from typer.testing import CliRunner

from judge.cli import app
from judge.drill import session
from judge.drill.deck import scan
from judge.drill.exam import LEVELS
from judge.drill.stats import schedule
from judge.drill.store import Store
from judge.render.drill_view import TerminalDrill, interval

runner = CliRunner()
NOW = datetime(2026, 11, 26, 9, 0, tzinfo=timezone.utc)
MANA_BURN = "scenarios/examples/mana_burn.mtg"  # "How much life does Alice lose as her precombat main phase ends?" 2
RECIPIENT = "scenarios/combat/310-4-recipient-left-play-damage-not-dealt.mtg"  # how much life has Alice: 20
FIZZLE = "scenarios/rules/413-2a-fizzle-target-gone.mtg"  # where are the Bears: hand


@pytest.fixture(scope="module")
def deck():
    return scan()


def _q(deck, path):
    return next(q for q in deck if q.path == path)


def _cli(tmp_path, args, answers):
    env = {"JUDGE_DATA_DIR": str(tmp_path)}
    res = runner.invoke(app, ["drill", *args], input=answers, env=env)
    assert res.exit_code == 0, res.output
    return res


def _json(tmp_path, args, answers, now=NOW):
    res = _cli(tmp_path, [*args, "--json", "--now", now.isoformat()], answers)
    return json.loads(res.stdout)


class _Script:
    def __init__(self, answers, ratings=()):
        self.answers, self.ratings = list(answers), list(ratings)
        self.reviews, self.asked = [], []

    def begin(self, total, exam, seconds, due=0, new=0):
        self.counts = (due, new)

    def ask(self, number, total, p):
        self.asked.append(p)
        return self.answers.pop(0) if self.answers else None

    def verdict(self, p, given, correct):
        pass

    def rate(self, p):
        return self.ratings.pop(0) if self.ratings else None

    def scheduled(self, p, review):
        self.reviews.append(review)

    def end(self, summary):
        pass


def test_a_right_answer_is_rated_as_said_by_time_or_good_and_a_wrong_one_again(deck, tmp_path):
    q = _q(deck, MANA_BURN)
    intervals = {}
    for how, said, seconds in (("ask", "hard", 5), ("ask", "easy", 5), ("time", None, 5), ("time", None, 50),
                               ("time", None, 500), ("good", None, 5)):
        store = Store(tmp_path / f"{how}-{said}-{seconds}.sqlite")
        ticks = iter([0, 0, seconds, seconds])
        ui = _Script(["2"], [said] if said else [])
        session.run([q], ui, store=store, now=NOW, rating=how, clock=lambda: next(ticks))
        [review] = ui.reviews
        intervals[(how, said, seconds)] = (review.rating, review.by, review.interval_seconds)
        store.close()
    assert intervals[("ask", "hard", 5)][:2] == ("hard", "you")
    assert intervals[("ask", "easy", 5)][:2] == ("easy", "you")
    assert [intervals[("time", None, s)][:2] for s in (5, 50, 500)] == [("easy", "time"), ("good", "time"),
                                                                         ("hard", "time")]
    assert intervals[("good", None, 5)][:2] == ("good", "verdict")
    # FSRS's first intervals: Hard shortest, then Good, Easy longest (days)
    hard, good, easy = (intervals[k][2] for k in (("ask", "hard", 5), ("good", None, 5), ("ask", "easy", 5)))
    assert hard < good < easy and easy >= 86400
    store = Store(tmp_path / "wrong.sqlite")
    ui = _Script(["3"])
    session.run([q], ui, store=store, now=NOW, rating="ask")
    assert (ui.reviews[0].rating, ui.reviews[0].by, ui.reviews[0].interval_seconds) == ("again", "verdict", 60)


def test_retention_sets_the_intervals(deck, tmp_path):
    q = _q(deck, MANA_BURN)
    later = []
    for retention in (0.7, 0.9, 0.97):
        store = Store(tmp_path / f"r{retention}.sqlite")
        when = NOW
        for _ in range(3):  # right three times, each when it falls due
            ui = _Script(["2"])
            session.run([q], ui, store=store, now=when, retention=retention)
            when = ui.reviews[0].due
        later.append(ui.reviews[0].interval_seconds)
        store.close()
    assert later[0] > later[1] > later[2]  # the more you want to remember, the sooner it comes back


def test_the_session_counts_due_and_new_and_marks_a_review(deck, tmp_path):
    res = _json(tmp_path, ["--scenario", MANA_BURN], "3\n")
    assert (res["due_at_start"], res["new_at_start"]) == (0, 1) and res["questions"][0]["rating"] == "again"
    assert res["questions"][0]["interval_seconds"] == 60
    again = _json(tmp_path, ["--scenario", MANA_BURN], "2\n", now=NOW + timedelta(minutes=5))
    q = again["questions"][0]
    assert (again["due_at_start"], again["new_at_start"]) == (1, 0)
    assert q["was_due"] == (NOW + timedelta(minutes=1)).isoformat() and q["rated_by"] == "verdict"
    text = _cli(tmp_path, ["--scenario", MANA_BURN, "--now", (NOW + timedelta(days=30)).isoformat()], "2\n").output
    assert "Drill: 1 question  1 due for review, 0 new" in text
    assert "review (due 2026-11-26 09:15 UTC)" in text
    assert "Rated Good; it comes back in" in text


def test_stats_show_due_counts_and_a_seven_day_forecast(deck, tmp_path):
    _json(tmp_path, ["--scenario", MANA_BURN], "2\n")
    _json(tmp_path, ["--scenario", RECIPIENT], "20\n")
    stats = json.loads(runner.invoke(app, ["drill", "stats", "--json", "--now", NOW.isoformat()],
                                     env={"JUDGE_DATA_DIR": str(tmp_path)}).stdout)
    plan = stats["schedule"]
    assert plan["scheduled"] == 2 and plan["due_now"] == 0 and plan["new"] >= 550
    assert [d["day"] for d in plan["forecast"]] == [(NOW + timedelta(days=n)).date().isoformat() for n in range(7)]
    assert plan["forecast"][0]["due"] == 2  # both come back today (learning steps of minutes)
    text = runner.invoke(app, ["drill", "stats", "--now", NOW.isoformat()], env={"JUDGE_DATA_DIR": str(tmp_path)}).output
    assert "Due now: 0   New:" in text and "Reviews due, next 7 days" in text and "2026-11-26  today" in text
    later = schedule([("a", NOW - timedelta(days=2)), ("b", NOW + timedelta(days=3, hours=1))], NOW, ["a", "b", "c"])
    assert later["due_now"] == 1 and later["new"] == 1 and [d["due"] for d in later["forecast"]] == [1, 0, 0, 1, 0, 0, 0]


def test_missed_drills_the_questions_last_answered_wrong(deck, tmp_path):
    _json(tmp_path, ["--scenario", MANA_BURN], "3\n")
    _json(tmp_path, ["--scenario", RECIPIENT], "23\n", now=NOW + timedelta(minutes=1))
    res = _json(tmp_path, ["--missed"], "20\n2\n", now=NOW + timedelta(hours=1))
    assert [q["id"] for q in res["questions"]] == [f"{RECIPIENT}#1", f"{MANA_BURN}#1"]  # the latest miss first
    # both right now: nothing left to drill
    res = runner.invoke(app, ["drill", "--missed", "--now", NOW.isoformat()], env={"JUDGE_DATA_DIR": str(tmp_path)})
    assert res.exit_code == 2 and "no question you answered wrong last time" in res.output


def test_daily_is_one_question_the_same_for_everyone_on_a_date(deck, tmp_path):
    one = session.daily(deck, NOW)
    assert session.daily(list(reversed(deck)), NOW.replace(hour=23)) == one
    days = {session.daily(deck, NOW + timedelta(days=n)).id for n in range(10)}
    assert len(days) > 5 and one.source == "deck"
    res = _json(tmp_path / "a", ["--daily"], "yes\n2\ngraveyard\n2/2\nBob\nA\n")
    assert [q["id"] for q in res["questions"]] == [one.id]


def _console():
    out = io.StringIO()
    return Console(file=out, width=90, no_color=True, force_terminal=False), out


def test_the_screen_pauses_after_a_verdict_and_echoes_a_wrong_option(deck):
    q = _q(deck, FIZZLE)
    con, out = _console()
    lines = iter(["in play", "", "q"])
    prompts = []

    def read(prompt):
        prompts.append(prompt)
        return next(lines, None)

    ui = TerminalDrill(con, read, interactive=True)
    summary = session.run([q, q], ui, rng=random.Random(5))
    text = out.getvalue()
    assert re.search(r"Wrong\. You: [A-D]\) in play; the answer: [A-D]\) hand", text), text
    assert any(p.startswith("Enter for question 2 of 2") for p in prompts)  # the verdict stays until Enter
    assert summary.stopped and len(summary.answered) == 1
    assert interval(60) == "1 minute" and interval(600) == "10 minutes" and interval(3 * 86400) == "3 days"


def test_an_exam_result_shows_every_answer_as_its_option_and_every_why(deck):
    items = [_q(deck, RECIPIENT), _q(deck, MANA_BURN)]
    con, out = _console()
    answers = iter(["A", "B"])
    ui = TerminalDrill(con, lambda prompt: next(answers, None))
    summary = session.run(items, ui, exam=LEVELS[1], rng=random.Random(2))
    text = out.getvalue()
    assert "Level 1 exam: 2 questions, untimed" in text and "(pass mark 70%" in text
    assert "Pass mark 70%" in text.replace("pass mark", "Pass mark")
    assert text.count("why:") == 2 and "you: A) " in text and "you: B) " in text
    assert "time left" not in text
    timed_con, timed_out = _console()
    ticks = iter([0, 30, 30, 30, 30])
    ui = TerminalDrill(timed_con, lambda prompt: "A", clock=lambda: next(ticks))
    ui.begin(1, LEVELS[2], 120)
    p = session.prepare(items[0], multiple_choice=True, rng=random.Random(1))
    ui.ask(1, 1, p)
    assert "time left 1:30" in timed_out.getvalue() and "pass mark 80%" in timed_out.getvalue()
    assert summary.exam is LEVELS[1]


def test_bad_schedule_options_are_one_paragraph_exit_2(tmp_path):
    env = {"JUDGE_DATA_DIR": str(tmp_path)}
    for args, words in ((["--retention", "0.5"], "between 0.70 and 0.97"), (["--rating", "maybe"], "--rating maybe"),
                        (["--level", "4"], "levels are 1, 2 and 3"), (["--time", "10"], "--time times an exam"),
                        (["--missed", "--daily"], "different sessions"), (["--level", "1", "--time", "0"], "one minute")):
        res = runner.invoke(app, ["drill", *args], env=env)
        assert res.exit_code == 2 and words in res.output and "Traceback" not in res.output, (args, res.output)
