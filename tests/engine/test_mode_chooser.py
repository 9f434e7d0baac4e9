"""409.1b: "a few spells and abilities allow the player's opponent to choose the mode. That choice is
also made at this time." Where the card says an opponent chooses (Fatal Lore: "An opponent chooses
one"; Library of Lat-Nam: "Target opponent chooses one"), the caster's line can't state the mode: it
is refused, saying whose choice it is and how to write it; the opponent's own line settles it."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import simulate
from judge.errors import JudgeError
from tests.engine.support import MAIN_HEAD


def steps_of(body: str) -> list:
    """Every step of every outcome (the choices left open explored, as `judge ask` does)."""
    return [s for o in simulate(parse(MAIN_HEAD + body, "t.mtg"), explore=True) for top in o.steps for s in top.walk()]

BODY = ("Alice hand: {card}\nAlice library: Island, Island, Island, Island\nBob in play: Hill Giant\n"
        "Alice casts {card}{mode}\n{after}all pass until the stack is empty\n")


@pytest.mark.parametrize("card", ["Fatal Lore", "Library of Lat-Nam"])
def test_the_casters_line_cant_state_an_opponents_mode(card):
    with pytest.raises(JudgeError, match=f"the mode of {card} is Bob's to choose, not Alice's .*409.1b.*"
                                         "`Bob chooses mode 1`"):
        steps_of(BODY.format(card=card, mode=" choosing mode 1", after=""))


@pytest.mark.parametrize("card", ["Fatal Lore", "Library of Lat-Nam"])
def test_the_opponents_line_settles_it(card):
    steps = steps_of(BODY.format(card=card, mode="", after="Bob chooses mode 1\n"))
    said = [s.text for s in steps if "mode of" in s.text or "Mode announced" in s.text]
    assert len(said) == 1 and said[0].startswith(f"Bob chooses the mode of {card}"), said
