"""A "[creature type] permanent card" is said as the card says it: Didgeridoo's "You may put a Minotaur permanent
card from your hand into play" was described, and its resolution's step said, "a Minotaur card" — a card, but not
what the text names (212.1's permanents; the filter keeps "permanent" and checks it, as Bifurcate's "permanent
card" is checked, judge.engine.filters)."""

from __future__ import annotations

import pytest

from tests.cards.card_words import descriptions
from tests.engine.support import steps_of


@pytest.mark.parametrize("name, said", [
    ("Didgeridoo", "you choose a Minotaur permanent card in your hand"),
    ("Goblin Lackey", "you choose a Goblin permanent card in your hand"),
    ("Cateran Brute", "you search your library for a Mercenary permanent card with converted mana cost 2 or less"),
    ("Return of the Nightstalkers", "put each Nightstalker permanent card in your graveyard into play"),
    ("Zirilan of the Claw", "you search your library for a Dragon permanent card"),
])
def test_the_permanent_card_is_said(name: str, said: str) -> None:
    assert any(said in d for d in descriptions(name)), descriptions(name)


def test_didgeridoo_resolving_names_a_minotaur_permanent_card() -> None:
    steps = [s.text for s in steps_of("Alice in play: Didgeridoo as @d\nAlice hand: Hurloon Minotaur as @hm, Grizzly Bears "
                                      "as @gb\nAlice activates @d\nall pass until the stack is empty\nAlice chooses yes\n")
             if "fits" in s.text]
    assert any('fits "Minotaur permanent card"' in s for s in steps), steps
