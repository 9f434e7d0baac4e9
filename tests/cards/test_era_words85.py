"""The later words the era-words table (judge/cards/era_words.py) left in 60-odd catalog texts
(measured over every era card's Oracle text, eighty-fifth session): "create a token that's a copy",
"tokens created with ~", "exile all tokens with the same name as …", "that exiled card", "has
been activated", the planeswalker's loyalty, "end step". Each now in the era's words; every
catalog text is checked to hold none of them."""

from __future__ import annotations

import json
import re

import pytest

from judge.cards import era
from judge.cards.catalog import catalog
from judge.cards.era_words import in_era_words


@pytest.mark.parametrize("later, eras", [
    ("Whenever a nontoken creature enters the battlefield, its controller creates a token that's a copy of that creature.",
     "Whenever a nontoken creature comes into play, its controller puts a token into play that's a copy of that creature."),
    ("Whenever a nontoken creature leaves the battlefield, exile all tokens with the same name as that creature.",
     "Whenever a nontoken creature leaves play, remove all tokens with the same name as that creature from the game."),
    ("When Saproling Burst leaves the battlefield, destroy all tokens created with Saproling Burst.",
     "When Saproling Burst leaves play, destroy all tokens put into play with Saproling Burst."),
    ("{5}, {T}: Create a 2/2 creature token of the chosen color and type.",
     "{5}, {T}: Put a 2/2 creature token of the chosen color and type into play."),
    ("Then each player creates a number of 1/1 green Squirrel creature tokens equal to the amount of mana they paid this way.",
     "Then each player puts a number of 1/1 green Squirrel creature tokens into play equal to the amount of mana they "
     "paid this way."),
    ("When Oubliette leaves the battlefield, return that exiled card to the battlefield under its owner's control.",
     "When Oubliette leaves play, return that card removed from the game to play under its owner's control."),
    ("You may look at those cards for as long as they remain exiled.",
     "You may look at those cards for as long as they remain removed from the game."),
    ("{R}: Dragon Whelp gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, "
     "sacrifice Dragon Whelp at the beginning of the next end step.",
     "{R}: Dragon Whelp gets +1/+0 until end of turn. If this ability has been played four or more times this turn, "
     "sacrifice Dragon Whelp at end of turn."),
    ("You gain life equal to the damage dealt, but not more life than the player's life total before the damage was "
     "dealt, the planeswalker's loyalty before the damage was dealt, or the creature's toughness.",
     "You gain life equal to the damage dealt, but not more life than the player's life total before the damage was "
     "dealt, or the creature's toughness."),
    ("At the beginning of your upkeep, The Fallen deals 1 damage to each opponent and planeswalker it has dealt damage to this game.",
     "At the beginning of your upkeep, The Fallen deals 1 damage to each opponent it has dealt damage to this game."),
    ("Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.",
     "Take an extra turn after this one. At the end of that turn, you lose the game."),
    ("Cast this spell only during your end step.", "Play this spell only during your end of turn step."),
])
def test_later_words_said_in_the_eras(later, eras):
    assert in_era_words(later) == eras


#: Words of later rules that no era card's text, as the catalog says it, may hold.
_LATER = re.compile(r"\b(?:exiled?|exiles|create|creates|created|battlefield|planeswalker|end step|any target|"
                    r"been activated)\b", re.IGNORECASE)


def test_no_catalog_text_holds_the_later_words():
    left = []
    for key in era.names():
        card = era.card(key)
        said = in_era_words(card.oracle or "").replace(card.name, "~")  # (Battlefield Percher's name)
        if _LATER.search(said):
            left.append((card.name, _LATER.search(said).group(0)))
    assert left == []


def test_the_trace_quotes_dual_nature_in_the_eras_words():
    nature = catalog().card("Dual Nature")
    assert "exile" not in nature.text and "creates" not in nature.text
    texts = [a.text for a in catalog().abilities(nature).abilities]
    assert texts[1] == ("Whenever a nontoken creature leaves play, remove all tokens with the same name as that "
                        "creature from the game.")
