"""An optional replacement ("you may … instead", Pursuit of Knowledge): applied only if its
controller says so, each time (419.1); declined, the event happens as it would."""

from __future__ import annotations

from pathlib import Path

from judge.dsl import parse
from judge.engine import simulate

SCENARIO = (Path(__file__).parents[2] / "scenarios" / "cards"
            / "419-1-pursuit-of-knowledge-a-counter-instead-of-a-draw.mtg").read_text(encoding="utf-8")


def _final(choice: str):
    return simulate(parse(SCENARIO.replace("Alice chooses yes", choice), "t.mtg"))


def test_declined_the_card_is_drawn_and_no_counter_is_put():
    out = _final("Alice chooses no")[0]
    pursuit = next(o for o in out.final.objects if o.name == "Pursuit of Knowledge")
    assert pursuit.counters == ()
    assert [o.zone for o in out.final.objects if o.name == "Island"] == ["hand"]


def test_left_open_both_choices_are_outcomes():
    outs = _final("")
    zones = sorted(next(o.zone for o in out.final.objects if o.name == "Island") for out in outs)
    assert zones == ["hand", "library"]

