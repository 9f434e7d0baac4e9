"""What `judge card` says a discard cost asks for reads as the card counts it (seventy-eighth session, audit
9086): "discard X cards" (Firestorm said "discard X card"), "discard a card" (Toymaker said "discard 1 card"),
"and another card" (Foil said "and 1 other card"); a token "a 1/1 black and red Demon" (Boris Devilboon said
"put 1 1/1 black red Demon"), "an X/X" and "an artifact" where "a X/X", "a artifact" were said."""

from __future__ import annotations

import re

import pytest

from tests.cards.card_words import descriptions


@pytest.mark.parametrize("name, words", [
    ("Firestorm", "Additional cost: discard X cards in your hand (409.1f)"),
    ("Toymaker", "discard a card in your hand]"),
    ("Foil", "Alternative cost: discard an Island card in your hand and another card (409.1f)"),
    ("Thundering Wurm", "you may pay [discard a land card in your hand]"),
])
def test_a_discard_cost_is_counted_as_the_card_counts_it(name: str, words: str) -> None:
    said = descriptions(name)
    assert any(words in d for d in said), said
    assert not [d for d in said if re.search(r"\bdiscard (1 |X card\b)|\b1 other card", d)]


@pytest.mark.parametrize("name, words", [
    ("Boris Devilboon", "put a 1/1 black and red Demon creature token named Minor Demon into play"),
    ("Lab Rats", "Spell: put a 1/1 black Rat creature token into play"),
    ("Goblin Marshal", "put 2 1/1 red Goblin creature tokens into play"),
    ("Phyrexian Processor", "put an X/X black Minion creature token into play"),
    ("Chimeric Staff", "this becomes an X/X Construct artifact creature until end of turn"),
    ("Desertion", "(if it is an artifact or creature card, put it into play under your control instead)"),
])
def test_tokens_and_kinds_take_the_article_and_the_colors_the_card_gives_them(name: str, words: str) -> None:
    said = descriptions(name)
    assert any(words in d for d in said), said
    assert not [d for d in said if re.search(r"\bputs? 1 \d|\ba (X/|8|artifact)|\bblack red\b", d)]
