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
