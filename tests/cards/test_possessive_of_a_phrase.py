"""A possessive of a long noun phrase takes the "of" form (session 74, h8): English puts "'s" on a noun
phrase's last word, so a phrase whose head noun is followed by more words ("the player chosen this way",
"the controller of target #1") can't take it — Visions as printed read "you shuffle the player chosen this
way's library". Names, labels and short phrases keep "'s"."""

from __future__ import annotations

import pytest

from judge.cards.describe import describe, each_one_said, whose
from tests.cards.test_wordings import _card


@pytest.mark.parametrize("owner, noun, said", [
    ("the player chosen this way", "library", "the library of the player chosen this way"),
    ("the controller of target #1", "graveyard", "the graveyard of the controller of target #1"),
    ("the owner of this", "control", "the control of the owner of this"),
    ("that player (for each)", "hand", "the hand of that player (for each)"),
    ("the token created", "power", "the power of the token created"),
    # names and short phrases: "'s" (a card's name with "of" in it is a name, never a phrase)
    ("Bob", "library", "Bob's library"),
    ("target #1", "hand", "target #1's hand"),
    ("the defending player", "life total", "the defending player's life total"),
    ("that player", "hand", "that player's hand"),
    ("Wall of Air @wa", "toughness", "Wall of Air @wa's toughness"),
    ("Wall of Air", "toughness", "Wall of Air's toughness"),
    # a phrase naming a labelled object is still a phrase
    ("the controller of Wall of Air @wa", "graveyard", "the graveyard of the controller of Wall of Air @wa"),
])
def test_whose(owner: str, noun: str, said: str) -> None:
    assert whose(owner, noun) == said


def test_visions_as_printed_says_the_library_of_the_player_chosen_this_way() -> None:
    """Legends' Visions: "Look at the top five cards of any library. You may then shuffle that library." —
    the player is chosen as it resolves (413.2c); each of its two instructions names that player's library."""
    words = " ".join(describe(_card("Look at the top five cards of any library. You may then shuffle that library.",
                                    "Sorcery")))
    assert "you look at the top 5 cards of the library of the player chosen this way" in words
    assert "you shuffle the library of the player chosen this way" in words
    assert "chosen this way's" not in words


def test_you_skip_agrees() -> None:
    """Found beside (session 74, h8): Ivory Gargoyle's "you skips the next draw step" — "you" takes the verb's
    base form, as every other verb a card's "you" is the subject of (describe._BASE_FORMS)."""
    from judge.cards.catalog import catalog
    words = " ".join(describe(catalog().abilities(catalog().get("Ivory Gargoyle"))))
    assert "you skip the next draw step" in words
    assert "you skips" not in words


@pytest.mark.parametrize("words, said", [
    ("a third, rounded up, of the number of cards in the hand of that player (for each)",
     "a third, rounded up, of the number of cards in Bob's hand"),
    ("a card of the choice of that player (for each)", "a card of Bob's choice"),
    ("the graveyard, hand and library of that player (for each)", "Bob's graveyard, hand and library"),
    ("that player (for each) sacrifices a creature", "Bob sacrifices a creature"),
])
def test_each_one_named_takes_its_possessive(words: str, said: str) -> None:
    """The engine names the player of "for each player" in the reading's words: a name takes "'s" again
    (Pox's "the number of cards in Bob's hand", never "in the hand of Bob")."""
    assert each_one_said(words, "Bob") == said
