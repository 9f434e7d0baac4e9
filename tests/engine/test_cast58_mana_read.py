"""judge.engine.mana.parse_mana and parse_cost read a text once a process (issue 43, fifty-eighth
session) and give a new value each time (their callers add to it): held against the plain reading
(``_read_mana``, ``_read_cost``)."""

from __future__ import annotations

import pytest

from judge.engine import mana

COSTS = ["{2}{G}{G}", "{X}{R}", "{X}{X}{U}", "{W}{U}{B}{R}{G}", "{0}", "{T}", "{10}{B}", "{g}{1}", "{T}{Q}{2}"]
MANA = ["{G}", "{G}{G}", "{2}", "{C}{W}", "{B}{R}{B}", "{1}{g}", "{0}"]


@pytest.mark.parametrize("text", COSTS)
@pytest.mark.parametrize("x", [None, 0, 3])
def test_a_cost_read_again_is_the_cost_read_afresh_and_a_new_one(text, x):
    mana.parse_cost(text, x)
    first = mana.parse_cost(text, x)  # (read before: the kept reading's)
    assert first == mana._read_cost(text, x)
    assert list(first.colored.items()) == list(mana._read_cost(text, x).colored.items())  # (the same order)
    first.generic += 7  # what a caller does (a cost increase, 409.1f)
    first.colored["G"] = first.colored.get("G", 0) + 5
    again = mana.parse_cost(text, x)
    assert again == mana._read_cost(text, x) and again is not first and again.colored is not first.colored


def test_the_same_cost_text_with_another_x_is_read_with_that_x():
    assert mana.parse_cost("{X}{R}", 2).generic == 2
    assert mana.parse_cost("{X}{R}", 5).generic == 5
    assert mana.parse_cost("{X}{R}").x_value is None and mana.parse_cost("{X}{R}", 4).x_value == 4


@pytest.mark.parametrize("text", MANA)
def test_mana_read_again_is_the_mana_read_afresh_and_a_new_dict(text):
    mana.parse_mana(text)
    first = mana.parse_mana(text)  # (read before: the kept reading's)
    assert first == mana._read_mana(text) and list(first) == list(mana._read_mana(text))
    first["G"] = first.get("G", 0) + 3  # what a caller does (mana added to it)
    again = mana.parse_mana(text)
    assert again == mana._read_mana(text) and again is not first


def test_a_text_that_isnt_mana_is_refused_every_time():
    for _ in range(2):
        with pytest.raises(Exception, match="unknown mana symbol"):
            mana.parse_mana("{G}{Z}")
        with pytest.raises(Exception, match="unknown mana symbol"):
            mana.parse_cost("{2}{Z}")
