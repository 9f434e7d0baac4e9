"""judge.dsl.answers._plain: a one-word answer ("yes", "3/3", "graveyard") is made plain without the
two patterns (not compiled in a process that never meets a longer one), and every text comes out
as the patterns make it."""

from __future__ import annotations

import random
import re

import pytest

from judge.dsl import answers


def _by_patterns(text: str) -> str:
    text = text.strip().casefold()
    text = re.split(r"\s*(?::|\s[\u2014\u2013-]\s|;|,|\()\s*", text, maxsplit=1)[0]
    return re.sub(r"\s+", " ", text.strip(" .!?'\"")).strip()


SAMPLES = ["yes", "Yes.", " NO ", "y", "3", "-1", "3/3", "graveyard", "Bob", "Bob's graveyard", "in play",
           "yes: it survives", "no - it dies", "no \u2014 it dies", "no-it dies", "yes(really)", "two", "x;y", "a,b",
           "'yes'", "\"no\"", "?!", "", "   ", "yes\u00a0indeed", "yes\u2003no", "a\x1cb", "a\x85b", "a\u200bb",
           "Stra\u00dfe", "\u0130stanbul", "removed from the game", "...", "yes\t", "n\u2019t", "\u2014", "yes-no"]


@pytest.mark.parametrize("text", SAMPLES)
def test_plain_is_what_the_patterns_make(text):
    assert answers._plain(text) == _by_patterns(text)


def test_plain_is_what_the_patterns_make_for_random_texts():
    rng = random.Random(54)
    alphabet = "ab yY3/-:;,(.!?'\"\t\u00a0\u2003\u2014\u2013\x1c\u0130\u00df\n"
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8)))
        assert answers._plain(text) == _by_patterns(text), repr(text)


class _NoPatterns:
    def __getattr__(self, name):
        raise AssertionError(f"re.{name} used for a one-word answer")


def test_a_one_word_answer_needs_no_pattern(monkeypatch):
    """(a yes/no answer, a player: the forms _plain alone reads)"""
    monkeypatch.setattr(answers, "re", _NoPatterns())
    assert answers.canonical("yes/no", "Yes.") == "yes"
    assert answers.canonical("yes/no", "n") == "no"
    assert answers.canonical("result", "draw") == "draw"
    assert answers.canonical("result", "Bob", ["Alice", "Bob"]) == "Bob"
