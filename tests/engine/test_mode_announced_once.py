"""A modal spell's or triggered ability's mode left open (every mode an outcome) was traced twice: the
choice's step ("Alice chooses the mode of Healing Salve: …") and then "Mode announced: …" (409.1b). The
choice's step is the announcement; the mode is said once."""

from __future__ import annotations

from tests.engine.support import MAIN_HEAD, steps_of


def _explored(body: str) -> list:
    """Every step of every outcome, the choices left open explored."""
    from judge.dsl import parse
    from judge.engine import simulate

    return [s for o in simulate(parse(MAIN_HEAD + body, "t.mtg"), explore=True) for top in o.steps for s in top.walk()]


def _saying(steps: list, words: str) -> list[str]:
    return [s.text for s in steps if words.lower() in s.text.lower()]


def test_a_spells_mode_left_open_is_said_once():
    steps = _explored("Alice hand: Healing Salve\nAlice casts Healing Salve targeting Alice\n"
                      "all pass until the stack is empty\n")
    said = _saying(steps, "Target player gains 3 life")
    assert len(said) == 1 and said[0].startswith("Alice chooses the mode of Healing Salve, announced as it is played"), said


def test_a_spells_mode_written_is_announced_once():
    steps = steps_of("Alice hand: Healing Salve\nAlice casts Healing Salve choosing mode 1 targeting Alice\n"
                     "all pass until the stack is empty\n")
    said = _saying(steps, "Target player gains 3 life")
    assert said == ["Mode announced: Target player gains 3 life"], said
