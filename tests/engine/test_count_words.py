"""A player the words name: a count made as an instruction is carried out (413.2f), a cost a player may pay (413.2c) — named, not "you"."""

from __future__ import annotations

from tests.engine.support import MAIN_HEAD, steps_of


def _count_step(steps):
    (step,) = [s for s in steps if "as it carries out the instruction" in s.text]
    return step


def test_festival_of_trokin_counts_the_creatures_its_caster_controls_by_name():
    steps = steps_of("Alice in play: Grizzly Bears, Hill Giant\nAlice hand: Festival of Trokin\n"
                     "Bob in play: Gray Ogre\nAlice casts Festival of Trokin\nall pass until the stack is empty\n")
    step = _count_step(steps)
    assert "counts each creature Alice controls as it carries out the instruction: 2" in step.text
    assert "you control" not in step.text and "413.2f" in step.rules


def test_bobs_festival_counts_bobs_creatures_and_says_so():
    head = MAIN_HEAD.replace("turn Alice", "turn Bob")
    steps = steps_of("Alice in play: Grizzly Bears, Hill Giant\nBob in play: Gray Ogre\n"
                     "Bob hand: Festival of Trokin\nBob casts Festival of Trokin\nall pass until the stack is empty\n",
                     head=head)
    assert "counts each creature Bob controls as it carries out the instruction: 1 (Gray Ogre)" in _count_step(steps).text


def test_a_may_discard_cost_names_the_payers_hand():
    """Body Snatcher's "you may choose and discard a creature card from your hand" (audit 3632):
    the choice and its refusal name the player's hand, not "your hand" — said after the player, his or her
    own: "Alice can't discard a creature card in his or her hand" (a player not named twice in one clause)."""
    steps = steps_of("Alice hand: Body Snatcher, Giant Growth\nAlice casts Body Snatcher\n"
                     "all pass until the stack is empty\n")
    said = [s.text for s in steps if "discard a creature card" in s.text and "413.2c" in s.rules]
    assert said and all(t.startswith("Alice ") and "in his or her hand" in t and "your hand" not in t for t in said)
