"""(seventy-eighth session, issue 43) The words of a filter are made once for each context they are
said in (``judge.cards.describe.filter_phrase``, kept in ``_PHRASES``): a triggered ability's target
words ("target creature card in your graveyard", Gravedigger) were made anew, ~50 µs, at every choice
of its target — once in each run of an exploration.

The words are a function of the filter (a frozen IR record, kept by identity with its words) and of
what the context says "you", "this", "that player", "the triggering object" and "each one" are; where
the words of an ability or an effect are being said (``_NAMED``, ``_FOUND``, ``_LOOKED`` set: mutable)
nothing is kept. These tests hold the sharing, and that every part of the context still changes the
words as it did.
"""

from __future__ import annotations

from judge.cards import describe, ir
from judge.cards.describe import filter_phrase, filter_words, that_player_named
from judge.zones import Zone

#: Gravedigger's target: "target creature card from your graveyard".
GRAVE = ir.Filter(types=("creature",), controller=ir.PlayerRelation.YOU, zone=Zone.GRAVEYARD, extra=("card",))
#: Kindle's count: "cards named Kindle in all graveyards" — words that name "this".
NAMED_THIS = ir.Filter(zone=Zone.GRAVEYARD, extra=("card", "named ~"))
#: "creature that player controls" (Caustic Wasps' kind of words: the player the event was about).
THAT_PLAYERS = ir.Filter(types=("creature",), controlled_by=ir.TriggerPlayer())


def test_the_same_filter_in_the_same_context_is_said_with_the_words_made_once():
    first = filter_words(GRAVE)
    assert first == "creature card in your graveyard"
    # the very same string: made once (on the tree before, built again at each call: equal, not the same)
    assert filter_words(GRAVE) is first
    assert filter_words(GRAVE) is filter_words(GRAVE)


def test_an_equal_filter_that_is_another_record_is_said_alike():
    other = ir.Filter(types=("creature",), controller=ir.PlayerRelation.YOU, zone=Zone.GRAVEYARD, extra=("card",))
    assert other is not GRAVE
    assert filter_words(other) == filter_words(GRAVE)


def test_each_part_of_the_context_still_changes_the_words():
    # "this": the card's own words, a trace step's "the source", the source named
    assert filter_phrase(NAMED_THIS) == "object card with this card's name in a graveyard"
    assert filter_words(NAMED_THIS) == "object card with the source's name in a graveyard"
    assert filter_words(NAMED_THIS, "Kindle @k") == "object card named Kindle in a graveyard"
    assert filter_phrase(NAMED_THIS) == "object card with this card's name in a graveyard"  # (asked again after the others)
    # "you": given, or the context's
    assert filter_phrase(GRAVE) == "creature card in your graveyard"
    assert filter_phrase(GRAVE, you="Bob") == "creature card in Bob's graveyard"
    token = describe._YOU.set("Alice")
    try:
        assert filter_phrase(GRAVE) == "creature card in Alice's graveyard"
        assert filter_phrase(GRAVE, you="Bob") == "creature card in Bob's graveyard"
    finally:
        describe._YOU.reset(token)
    assert filter_phrase(GRAVE) == "creature card in your graveyard"
    # a trace step's words and the card's, the noun of a description of no type
    assert filter_phrase(THAT_PLAYERS) == "creature controlled by the triggering player"
    assert filter_phrase(THAT_PLAYERS, trace=True) == "creature the triggering player controls"
    white = ir.Filter(colors=("white",))
    assert filter_words(white) == "white object"
    assert filter_words(white, noun="") == "white"
    # "that player": named where the trace knows who
    with that_player_named("Bob"):
        assert filter_words(THAT_PLAYERS) == "creature Bob controls"
    with that_player_named("Alice"):
        assert filter_words(THAT_PLAYERS) == "creature Alice controls"
    assert filter_words(THAT_PLAYERS) == "creature the triggering player controls"


def test_words_said_within_an_abilitys_words_are_made_afresh():
    # (_NAMED, _FOUND, _LOOKED hold lists and dicts the words being made may read or write: nothing kept)
    first = filter_words(GRAVE)
    token = describe._NAMED.set({})
    try:
        again = filter_words(GRAVE)
        assert again == first and again is not first
        assert filter_words(GRAVE) is not again
    finally:
        describe._NAMED.reset(token)
    assert filter_words(GRAVE) is first


def test_what_is_kept_is_bounded():
    describe._PHRASES.clear()
    made = [ir.Filter(types=("creature",), power=None, named=f"Card {i}") for i in range(5000)]
    words = [filter_phrase(f) for f in made]
    assert words[4999] == "creature named Card 4999"
    assert len(describe._PHRASES) <= 4096
    assert filter_phrase(made[4999]) is words[4999]  # (kept since the last clearing)
