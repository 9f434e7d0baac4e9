"""A spell played for an alternative cost with no mana in it (Contagion: "You may pay 1 life and
remove a black card in your hand from the game rather than pay this spell's mana cost"; Mogg
Alarm's two Mountains) doesn't pay its mana cost at all: the step of its {0} says the
alternative cost asks for no mana, not that "the total mana cost is {0}" (409.1f; glossary
"Alternative Cost"; audit 8379, cards 7 and 20)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_contagion_for_its_alternative_cost_says_no_mana_is_asked():
    steps = steps_of("Alice hand: Contagion as @c, Dark Ritual as @dr\nBob in play: Grizzly Bears as @gb\n"
                     "Alice casts @c for its alternative cost exiling @dr targeting @gb dividing 2 to @gb\n")
    (step,) = [s for s in steps if "pays {0} for Contagion" in s.text]
    assert "the total mana cost is {0}" not in step.text
    assert "its alternative cost, paid instead of its mana cost, asks for no mana" in step.text
    assert "409.1f" in step.rules


def test_a_zero_mana_cost_still_says_its_total_is_zero():
    steps = steps_of("Alice hand: Ornithopter as @o\nAlice casts @o\n")
    (step,) = [s for s in steps if "pays {0} for Ornithopter" in s.text]
    assert "the total mana cost is {0}" in step.text
