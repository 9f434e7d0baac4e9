"""``judge card`` says each part of what the engine reads a card to do: a part left unsaid makes
the card read as another (a search for exactly three, where the card says up to three). Each
case here was found unsaid by clearing one field of an era card's IR and seeing the description
unchanged."""

from __future__ import annotations

import pytest

from judge.cards.catalog import catalog
from judge.cards.describe import describe

CASES = [
    ("Gift of Estates", "search your library for up to 3 Plains cards"),  # SearchLibrary.up_to
    ("Afterlife", "the controller of target #1 puts a 1/1 white Spirit creature token"),  # CreateToken.controller
    ("Clockwork Beast", "put up to X +1/+0 counters on this (no more than 7 +1/+0 counters on it in all)"),
    ("Brine Seer", "pays {1} × the number of cards revealed this way"),  # CounterSpell.unless_times
    ("Brine Seer", "you reveal any number of blue cards in your hand"),  # RevealFromHand
    ("Lord of the Pit", "you sacrifice another creature you control; if you can't: deal 7 damage to you"),
    ("Undergrowth", "prevent all combat damage (except damage from red creatures) this turn; otherwise"),
    ("Pursuit of Knowledge", "if you would draw a card, optionally instead put a study counter on this"),
    ("Blanket of Night", "each land is Swamp in addition to its other land types"),
    ("Copy Artifact", "may choose an artifact in play: this comes into play as a copy of it, except it's an "
                      "enchantment in addition to its other types"),
    ("Vesuvan Doppelganger", "a copy of it, except it keeps its own color and it has this ability: Triggered"),
    ("Vesuvan Doppelganger", "this becomes a copy of target #1, except it keeps its own color and it has this ability"),
    ("Torture Chamber", "[{1}, {T}, remove all pain counters from this]"),  # (was "pain counters, as many as all")
    # X is what the cost removes (judge.engine.casting counts it so), not the player's choice
    ("Torture Chamber", "deal X damage to target #1  — targets: #1 creature  — X is the number of pain counters the "
                        "cost removes"),
    # x_is; one hand counted, as the card says: "an opponent's hand" (audit 8379), never "each opponent's"
    ("Bargaining Table", "X is the number of cards in an opponent's hand, counted as it is played"),
    ("Carrion Beetles", "card in a graveyard (0..3), all from a single graveyard"),  # TargetSpec.single_zone
    ("Fertile Ground", "Triggered mana ability (406.1a): whenever enchanted land is tapped for mana"),
    ("Squee, Goblin Nabob", "Triggered [from the graveyard]: at the beginning of your upkeep step"),
    ("Armor of Thorns", "if it is played when a sorcery couldn't have been, then: its controller sacrifices it at "
                        "the beginning of the next cleanup step"),  # PlayAsInstant.price
    ("Leviathan", "this can't attack unless its controller sacrifices 2 permanents, each Island you control"),
    ("Primal Clay", "this has the chosen form's power and toughness, subtypes and abilities: a 3/3, a 2/2 with "
                    "flying, or a 1/6 Wall"),  # ChosenForm (was "chosen form (forms form (power 3, …")
    ("Exalted Dragon", "this can't attack unless its controller sacrifices a land you control"),  # CombatCost.sacrifice
    # the land is the attacking player's, not the card controller's ("you"): audit 8177
    ("Flooded Woodlands", "each green creature can't attack unless its controller sacrifices a land he or she controls "
                          "for each of them attacking"),
    # the Oracle's "with defender" on a Wall token: read as the Wall's rule, and said (audit 8177, Wall of Kelp)
    ("Wall of Kelp", "put a 0/1 blue Plant Wall creature token with defender (a Wall: it can't attack, 308.1) named "
                     "Kelp into play"),
    ("Jungle Patrol", "green Wall creature token with defender (a Wall: it can't attack, 308.1) named Wood"),
    ("Tidal Wave", "put a 5/5 blue Wall creature token with defender (a Wall: it can't attack, 308.1) into play"),
    ("Basalt Golem", "puts a 0/2 colorless Wall artifact creature token with defender (a Wall: it can't attack"),
    # the instruction's controller looks and orders, not the target player (413.2c; audit 8278: "target #1 looks at")
    ("Natural Selection", "you look at the top 3 cards of target #1's library and put them back in any order"),
    ("Elemental Augury", "you look at the top 3 cards of target #1's library and put them back in any order"),
    ("Sage Owl", "you look at the top 4 cards of your library and put them back in any order"),  # (was "puts")
    # "on it" before a variable count's measure, as ComesIntoPlayWithCounters says it (audit 10399: was "put +1/+1
    # counters, as many as the number of … this turn on this"); a multiple of a count made "for each one …" (was "as
    # many as 2 times as many as were discarded this way")
    ("Asmira, Holy Avenger", "put +1/+1 counters on this, as many as the number of creatures put into your graveyard"),
    ("Mind Maggots", "you discard any number of creature cards; put 2 +1/+1 counters on this for each one discarded "
                     "this way"),
]


@pytest.mark.parametrize("name, words", CASES, ids=[f"{n}: {w[:30]}" for n, w in CASES])
def test_the_part_is_said(name, words):
    card = catalog().get(name)
    assert words in "\n".join(describe(catalog().abilities(card)))


def test_several_cards_revealed_are_said_revealed_not_looked_at():
    from judge.cards import ir
    from judge.cards.describe import effect_phrase

    assert effect_phrase(ir.RevealTop(who=ir.You(), count=3)) == "you reveal the top 3 cards of your library"
    assert effect_phrase(ir.RevealTop(who=ir.You(), count=3, look=True)) == "you look at the top 3 cards of your library"
