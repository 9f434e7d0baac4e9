"""Noetic Scales — "return to its owner's hand each creature that player controls with power greater
than the number of cards in his or her hand": the step says the hand's count as the instruction is
carried out (413.2f) and each creature that player controls that stays, with its power (audit 7066,
card 8: the Hill Giant went and the Grizzly Bears stayed without a word of the 2 cards)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, untap\nmana is not tracked\n"


def test_the_count_and_the_creature_left_are_said():
    steps = steps_of("Alice hand: Shock, Giant Growth\n"
                     "Alice in play: Noetic Scales, Hill Giant as @hg, Grizzly Bears as @gb\n"
                     "Bob in play: Craw Wurm as @cw\n"
                     "all pass until the upkeep step\nall pass until the stack is empty\n", head=HEAD)
    (step,) = [s for s in steps if "in hand as the instruction is carried out" in s.text]
    assert "Alice has 2 cards in hand" in step.text
    assert "Hill Giant @hg (power 3)" in step.text
    assert "not Grizzly Bears @gb (power 2)" in step.text
    assert "Craw Wurm" not in step.text  # Bob's: not a creature "that player" controls
    assert "413.2f" in step.rules


def test_counted_after_a_card_is_played_in_response():
    steps = steps_of("Alice hand: Shock, Giant Growth\n"
                     "Alice in play: Noetic Scales, Hill Giant as @hg, Grizzly Bears as @gb\n"
                     "all pass until the upkeep step\nAlice casts Shock targeting Bob\n"
                     "all pass until the stack is empty\n", head=HEAD)
    (step,) = [s for s in steps if "in hand as the instruction is carried out" in s.text]
    assert "Alice has 1 card in hand" in step.text
    assert "Grizzly Bears @gb (power 2)" in step.text and "not " not in step.text.split(":", 1)[1]
