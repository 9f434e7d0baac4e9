"""A mode as its chooser is said to choose it (409.1b): the card's words, and where an opponent
chooses a mode that says "you", whom that "you" means (judge.cards.describe.mode_said)."""

from judge.cards.describe import mode_said


def test_an_opponents_choice_of_a_you_mode_names_the_player_it_means():
    assert mode_said("You draw three cards", "Alice", "Bob") == '"You draw three cards" (the card\'s "you": Alice)'
    assert mode_said("you destroy up to two target creatures", "Alice", "Bob").endswith('(the card\'s "you": Alice)')
    assert mode_said("Return your graveyard to your hand", "Alice", "Bob").startswith('"Return your')


def test_the_players_own_choice_and_a_mode_without_you_are_the_cards_words():
    assert mode_said("You draw three cards", "Alice", "Alice") == "You draw three cards"
    assert mode_said("Target player draws three cards", "Alice", "Bob") == "Target player draws three cards"
    assert mode_said("Youthful Knight gains flying", "Alice", "Bob") == "Youthful Knight gains flying"
