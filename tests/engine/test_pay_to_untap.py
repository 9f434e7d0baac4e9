""""That player may choose any number of tapped blue creatures they control and pay {4} for each
creature chosen this way" (Magnetic Mountain; ir.PayToUntapChosen, 413.2c)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.dsl import parse
from judge.engine import simulate
from judge.errors import JudgeError

SCENARIO = (Path(__file__).parents[2] / "scenarios" / "cards"
            / "413-2c-magnetic-mountain-pay-for-each-creature-chosen.mtg").read_text(encoding="utf-8")


def _run(choice: str):
    return simulate(parse(SCENARIO.replace("Alice chooses @d1", choice), "t.mtg"))


def test_more_than_the_player_can_pay_for_is_not_a_choice():
    with pytest.raises(JudgeError, match=r"Alice must choose 0 to 1 .* not 2 \(rule 413\.2c\)"):
        _run("Alice chooses @d1, @d2")


def test_choosing_none_pays_nothing():
    out = _run("Alice chooses nothing")[0]
    assert [o.tapped for o in out.final.objects if o.name == "Wind Drake"] == [True, True]
    assert not any(o.tapped for o in out.final.objects if o.name == "Island")


def test_left_open_each_affordable_choice_is_an_outcome():
    outs = _run("")
    untapped = sorted(tuple(o.label for o in out.final.objects if o.name == "Wind Drake" and not o.tapped)
                      for out in outs)
    assert untapped == [(), ("d1",), ("d2",)]
