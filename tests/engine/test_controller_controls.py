"""A description that asks about the object's controller: "target creature whose controller
controls an Island" (Seasinger; 409.1c)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.dsl import parse
from judge.engine import simulate
from judge.errors import JudgeError

SCENARIO = Path(__file__).parents[2] / "scenarios/cards/409-1c-seasinger-takes-a-creature-whose-controller-has-an-island.mtg"


def test_a_creature_whose_controller_has_no_island_is_not_a_legal_target():
    text = SCENARIO.read_text().replace("Bob in play: Grizzly Bears, Island", "Bob in play: Grizzly Bears, Forest")
    with pytest.raises(JudgeError, match="target creature whose controller controls an Island"):
        simulate(parse(text, "t.mtg"))
