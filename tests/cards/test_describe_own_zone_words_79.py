"""What `judge card` says of a player's own zone reads as the card means it (seventy-ninth session): Persecute's and
Amnesia's "discards all cards of that color / all nonland cards" is every such card "in his or her hand" — a player
discards from his or her own hand only (glossary "Discard") — not "in a hand" (whose?); Veteran Explorer's, Hired
Giant's and Noble Benefactor's "each player may search his or her library …" is each player's own "may", said once,
with "his or her library" — not "that player (for each) may: that player (for each) searches the library of that
player (for each) …"; Ray of Command's delayed "when you lose control of the creature" in English."""

from __future__ import annotations

import pytest

from tests.cards.card_words import descriptions


@pytest.mark.parametrize("name, words", [
    ("Persecute", "target #1 discards every card of the color chosen this way in his or her hand (no choice)"),
    ("Amnesia", "target #1 discards every nonland card in his or her hand (no choice)"),
    ("Veteran Explorer", "each player in turn, from the active player, may: search his or her library for up to 2 "
                         "basic land cards; put the cards found into play; shuffle his or her library"),
    ("Hired Giant", "each other player in turn, from the active player, may: search his or her library for a land "
                    "card; put the card found into play; shuffle his or her library"),
    ("Ray of Command", "[delayed, once] when you lose control of target #1 (another player gains control of it, or "
                       "it leaves play, where no player controls it): tap target #1"),
])
def test_a_players_own_zone_is_said_as_the_card_means_it(name: str, words: str) -> None:
    said = descriptions(name)
    assert any(words in d for d in said), said
    assert not [d for d in said if "in a hand" in d or "(for each)" in d or "you lose control of:" in d], said
