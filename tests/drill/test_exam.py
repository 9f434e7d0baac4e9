"""Exams by level: the blueprint, no yes/no item, the pass marks, untimed unless --time."""

from __future__ import annotations

import collections
import json
import random

from typer.testing import CliRunner

from judge.cli import app
from judge.drill.deck import scan
from judge.drill.exam import LEVELS, draw, eligible, quotas

runner = CliRunner()


def test_the_pass_marks_are_the_eras():
    assert (LEVELS[1].pass_mark, LEVELS[2].pass_mark, LEVELS[3].pass_mark) == (0.70, 0.80, 0.80)
    for level in LEVELS.values():
        assert abs(sum(share for _, share in level.blueprint) - 1) < 1e-9
        assert sum(quotas(level, level.count).values()) == level.count


def test_an_exam_follows_its_blueprint_and_asks_nothing_yes_or_no():
    deck = scan()
    for n, level in LEVELS.items():
        exam = draw(deck, level, level.count, random.Random(n))
        assert len(exam) == level.count and len({q.id for q in exam}) == level.count
        assert not any(q.yes_no for q in exam) and all(q.difficulty <= n for q in exam)
        got = collections.Counter(q.topic for q in exam)
        available = collections.Counter(q.topic for q in eligible(deck, level))
        for topic, want in quotas(level, level.count).items():
            assert got[topic] >= min(want, available[topic]), (n, topic, got, want)
    again = draw(deck, LEVELS[2], 25, random.Random(2))
    assert [q.id for q in again] == [q.id for q in draw(deck, LEVELS[2], 25, random.Random(2))]
    level3 = draw(deck, LEVELS[3], 30, random.Random(3))
    assert sum(q.difficulty == 3 for q in level3) >= 5  # half a topic's share from the level's own questions


def test_the_exam_command(tmp_path):
    env = {"JUDGE_DATA_DIR": str(tmp_path)}
    res = runner.invoke(app, ["drill", "--level", "2", "--exam", "3", "--seed", "4", "--deck-only", "--json",
                              "--now", "2026-11-26T09:00"], input="A\nA\nA\n", env=env)
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert (data["mode"], data["level"], data["pass_mark"]) == ("exam", 2, 0.8) and data["asked"] == 3
    assert data["passed"] == (data["score"] >= 0.8)
    assert all(len(q["options"]) >= 3 and q["form"] != "yes/no" and q["explanation"] for q in data["questions"])
    text = runner.invoke(app, ["drill", "--exam", "2", "--seed", "4", "--deck-only"], input="A\nB\n", env=env).output
    assert "Level 1 exam: 2 questions, untimed  (pass mark 70%" in text and "why:" in text


# --------------------------------------------------------------------------- item forms


def _prepared(path, index=0):
    from judge.drill import session

    item = next(q for q in scan() if q.path == path and q.index == index)
    return session.prepare(item, multiple_choice=True, rng=random.Random(1))


def test_a_select_all_item_states_what_the_engine_finds_and_is_graded_as_a_set():
    from judge.drill import session
    from judge.drill.exam import select_all

    p = _prepared("scenarios/cards/406-2-phantasmal-mount-takes-its-rider-with-it.mtg")
    item = select_all(p, random.Random(3))
    assert item.form == "all" and item.item.question == ("Which of these are true once the stack is empty, after "
                                                         "Bob's Shock has killed the Mount? Select all that apply.")
    right = set(item.answer.split(", "))
    assert "Grizzly Bears is in its owner's graveyard" in right  # the question's own answer
    assert "Grizzly Bears is in play" in item.options and "Grizzly Bears is in play" not in right  # its misreading
    letters = item.correct_option
    assert session.grade(item, letters) and session.grade(item, letters.replace(", ", ""))
    assert session.grade(item, ", ".join(sorted(right)))
    wrong = "ABC"[: len(item.options)]
    assert not session.grade(item, wrong) and item.valid(wrong) and not item.valid("Z")
    assert item.echo(letters) == item.shown_answer and item.because(letters) is None


def test_an_order_item_offers_the_order_of_play_as_the_misreading():
    from judge.drill import session
    from judge.drill.exam import order_item

    p = _prepared("scenarios/cards/becomes-the-target-retromancer-skulking.mtg")
    item = order_item(p, random.Random(1))
    assert item.form == "order" and item.item.rules == ("413.1",)
    assert item.answer == "Skulking Ghost's ability resolves, then Shock"
    assert "Shock resolves, then Skulking Ghost's ability" in item.options  # first in, first out: the misreading
    assert len(item.options) == 3 and session.grade(item, item.correct_option)
    assert [s.text for s in item.steps] == ["Skulking Ghost's ability resolves", "Shock resolves"]


def test_the_most_likely_misreading_is_always_among_an_exam_items_options():
    from judge.drill import session

    # the reviewed list's misreading ("the misreading is 4/4"), and a play misread as doing nothing
    p = _prepared("scenarios/cards/214-8c-black-scarab-as-printed-a-token-is-no-card.mtg")
    assert session.misreadings(p)[0] == "4/4" and "4/4" in p.options
    p = _prepared("scenarios/combat/310-4-recipient-left-play-damage-not-dealt.mtg")
    assert session.misreadings(p, played=True)[0] == "23" and "23" in p.options  # Spirit Link as if the damage were dealt
    for q in [q for q in scan() if not q.yes_no][::15]:
        p = session.prepare(q, multiple_choice=True, rng=random.Random(2))
        if p is not None and session.misreadings(p, played=True):
            canon = [session.answers.canonical(p.form, o, p.players) for o in p.options]
            assert session.misreadings(p, played=True)[0] in canon, q.id


def test_an_exam_mixes_select_all_and_order_items_with_multiple_choice(tmp_path):
    # three exams of the deck as it is (an order item needs a drawn question whose trace has two
    # spells or abilities on the stack together: one exam of 30 may draw none)
    seen: collections.Counter = collections.Counter()
    for seed in ("1", "2", "3"):
        env = {"JUDGE_DATA_DIR": str(tmp_path / seed)}
        res = runner.invoke(app, ["drill", "--level", "3", "--exam", "30", "--seed", seed, "--json", "--now",
                                  "2026-11-26T09:00"], input="A\n" * 40, env=env)
        assert res.exit_code == 0, res.output
        forms = collections.Counter(q["form"] for q in json.loads(res.stdout)["questions"])
        assert forms["all"] >= 2 and sum(forms.values()) == 30 and forms["all"] + forms["order"] < 30, forms
        seen += forms
    assert seen["order"] >= 1, seen
