"""Choices made as a permanent comes into play (410.10e): asked of its controller, remembered
with the permanent, read by its other abilities; stated in the setup for one already in play."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import simulate
from judge.engine.explore import explore
from judge.errors import JudgeError

CARDS = '''
card "Engineered Plague"
  cost {2}{B}
  type Enchantment
  text "As Engineered Plague enters the battlefield, choose a creature type."
  text "All creatures of the chosen type get -1/-1."

card "Entropic Specter"
  cost {3}{B}{B}
  type Creature - Specter Spirit
  pt 0/0
  text "Flying"
  text "As Entropic Specter enters the battlefield, choose an opponent."
  text "Entropic Specter's power and toughness are each equal to the number of cards in the chosen player's hand."

player Alice
player Bob
turn Alice, precombat main
'''


def _run(body: str):
    return simulate(parse(CARDS + body, "t.mtg"))[0]


def _text(out) -> str:
    return " ".join(st.text for s in out.steps for st in s.walk())


def _pt(out, name):
    o = next(o for o in out.final.objects if o.name == name)
    return o.power, o.toughness


def test_the_chosen_player_of_a_permanent_in_play_from_the_setup():
    out = _run("Alice in play: Entropic Specter (chose Bob)\nAlice hand: Shock\nBob hand: Shock, Shock, Shock\n")
    assert _pt(out, "Entropic Specter") == (3, 3)


def test_one_opponent_is_chosen_as_the_only_legal_choice():
    out = _run("Alice in play: Swamp, Swamp, Swamp, Swamp, Swamp\nAlice hand: Entropic Specter\n"
               "Bob hand: Shock, Shock\nAlice casts Entropic Specter\nall pass\n")
    assert _pt(out, "Entropic Specter") == (2, 2)
    assert "the only legal choice" in _text(out)


def test_a_choice_left_open_is_explored_as_outcomes():
    from judge.cards.phrases import CREATURE_TYPES

    body = ("Alice in play: Swamp, Swamp, Swamp, Grizzly Bears\nAlice hand: Engineered Plague\n"
            "Bob in play: Llanowar Elves\nAlice casts Engineered Plague\nall pass\n")
    outcomes = explore(parse(CARDS + body, "t.mtg"), max_outcomes=len(CREATURE_TYPES) + 1)
    assert len(outcomes) == len(CREATURE_TYPES)
    dead = [o for o in outcomes if any(v.name == "Llanowar Elves" and v.zone == "graveyard" for v in o.final.objects)]
    assert len(dead) == 1 and "Elf" in _text(dead[0])


def test_a_permanent_that_chose_must_say_what_in_the_setup():
    with pytest.raises(JudgeError, match=r"chose a creature type .*410\.10e"):
        _run("Alice in play: Engineered Plague\n")
    with pytest.raises(JudgeError, match="is not a creature type"):
        _run("Alice in play: Engineered Plague (chose Purple)\n")
    with pytest.raises(JudgeError, match="is not an opponent"):
        _run("Alice in play: Entropic Specter (chose Alice)\n")
    with pytest.raises(JudgeError, match="chooses nothing"):
        _run("Alice in play: Grizzly Bears (chose Elf)\n")


def test_the_chosen_type_applies_to_every_creature_of_that_type():
    out = _run("Alice in play: Engineered Plague (chose Goblin), Grizzly Bears\n"
               "Bob in play: Llanowar Elves\n")
    assert _pt(out, "Grizzly Bears") == (2, 2) and _pt(out, "Llanowar Elves") == (1, 1)


def test_a_choice_the_card_does_not_allow_is_refused_with_what_it_allows():
    """A setup's `(chose …)` outside what the card lets its controller choose is refused by name
    (410.10e), and the message says what may be chosen: the card's own few choices where it
    limits them (Mangara's Equity's black or red, Roots of Life's Island or Swamp, Shapeshifter's
    0 to 7), the opponents where it chooses an opponent."""
    cases = [
        ("Mangara's Equity (chose green)", "'green' is not a color .*; it may be: black, red$"),
        ("Roots of Life (chose Plains)", "'Plains' is not a land type .*; it may be: Island, Swamp$"),
        ('Shapeshifter (chose "9")', "'9' is not a number .*; it may be: 0, 1, 2, 3, 4, 5, 6, 7$"),
        ("Entropic Specter (chose Alice)", "'Alice' is not an opponent .*; it may be: Bob$"),
    ]
    for setup, message in cases:
        with pytest.raises(JudgeError, match=message):
            _run(f"Alice in play: {setup}\n")
