"""What `judge card` says of tokens counted by a phrase reads as the cards say it (seventy-ninth session, audit
9591): "put X 3/3 green Beast creature tokens into play, where X is the number of verse counters on it"
(Midsummer Revel said "put the number of verse counters on it 3/3 green Beast creature tokens into play";
Carrion, Homarid Spawning Bed, Monkey Cage and Infernal Genesis the same shape). A plain count stays in place."""

from __future__ import annotations

import re

import pytest

from tests.cards.card_words import descriptions


@pytest.mark.parametrize("name, words", [
    ("Midsummer Revel", "put X 3/3 green Beast creature tokens into play, where X is the number of verse counters "
                        "on it"),
    ("Carrion", "put X 0/1 black Insect creature tokens into play, where X is the power of the sacrificed"),
    ("Homarid Spawning Bed", "put X 1/1 blue Camarid creature tokens into play, where X is the converted mana "
                             "cost of the sacrificed"),
    ("Monkey Cage", "put X 2/2 green Monkey creature tokens into play, where X is the converted mana cost"),
    ("Infernal Genesis", "puts X 1/1 black Minion creature tokens into play, where X is the converted mana cost"),
    ("Goblin Offensive", "put X 1/1 red Goblin creature tokens into play"),
    ("Deranged Hermit", "put 4 1/1 green Squirrel creature tokens into play"),
    ("Midnight Ritual", "put as many 2/2 black Zombie creature tokens into play as were moved this way"),
])
def test_a_count_said_by_a_phrase_is_x_and_said_after_the_tokens(name: str, words: str) -> None:
    said = descriptions(name)
    assert any(words in d for d in said), said
    assert not [d for d in said if re.search(r"\bputs? (the (number|converted|power)|as many as)\b|where X is as many", d)]
