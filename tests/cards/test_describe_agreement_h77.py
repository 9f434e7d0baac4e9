"""What `judge card` says a static ability does reads as English (seventy-seventh session, h8): the verb
agrees with "you" (Necropotence's "you skip each draw step", not "you skips"), a rule with its own subject
isn't prefixed by another one (Lich: not "you as it comes into play, its controller …"), and a maximum hand
size is said as a sentence (314.1a: the size the cleanup step discards down to)."""

from __future__ import annotations

import re

import pytest

from tests.cards.card_words import descriptions


EXPECTED = {
    "Necropotence": "Static: you skip each draw step",
    "Yawgmoth's Bargain": "Static: you skip each draw step",
    "Recycle": "Static: your maximum hand size is 2",
    "Spellbook": "Static: you have no maximum hand size",
    "Anvil of Bogardan": "Static: each player has no maximum hand size",
    "Cursed Rack": "Static: the chosen player's maximum hand size is 4",
    "Lich": "Static: you don't lose the game for having 0 or less life",
    "Heightened Awareness": ("Static: as this comes into play, you discard your hand (part of the event, not a "
                             "triggered ability)"),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_static_ability_is_said_in_agreeing_words(name: str) -> None:
    said = descriptions(name)
    assert EXPECTED[name] in said
    # (every wording the engine reads: none says "you skips", "you doesn't", "you maximum …" or "you as …")
    assert not [d for d in said if re.search(r"\byou (skips|doesn't|has|maximum|as)\b", d)]


def test_lich_says_its_loss_of_life_as_part_of_coming_into_play() -> None:
    assert ("Static: as this comes into play, you lose life equal to your life total (part of the event, not a "
            "triggered ability)") in descriptions("Lich")


@pytest.mark.parametrize("name, said", [
    ("Elvish Piper", "Activated [{G}, {T}]: you may: you choose a creature card in your hand and put it into play"),
    ("Exhume", "Spell: each player chooses a creature card in their graveyard and puts it into play"),
    ("Academy Researchers", "Triggered: whenever this comes into play: you may: you choose an Aura card in your hand "
                            "and put it into play attached to this (if it can't legally enchant it, it stays where it was)"),
])
def test_putting_a_chosen_card_into_play_is_a_sentence_not_a_player_and_a_colon(name: str, said: str) -> None:
    assert said in descriptions(name)
