""""It" after a look at a card at random in a hand ("Look at a card at random in target player's hand. If it's a land
card, …"): the card looked at, never the ability's source — read so in an "If it's …" condition, and refused where an
instruction would do something to that card (what that does to a card in a hand is not read). No era card has the
shape (Urza's Bauble's look says no "it"; Wand of Ith's reveal has a rule of its own): a made-up card checks it."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.phrases import CardTextError
from tests.cards.test_wordings import _card

LOOK = "{T}: Look at a card at random in target player's hand. "


def _ability(text: str) -> ir.ActivatedAbility:
    return next(a for a in _card(text, "Artifact").abilities if isinstance(a, ir.ActivatedAbility))


def test_if_its_after_a_random_look_is_the_card_looked_at():
    ab = _ability(LOOK + "If it's a land card, you gain 2 life.")
    look, cond = ab.effects
    assert isinstance(look, ir.LookAtHand) and look.random_card
    assert isinstance(cond, ir.Conditional)
    assert cond.condition.ref == ir.Revealed()  # the card looked at (the engine keeps it as this ability's)
    assert cond.condition.ref != ir.This()


@pytest.mark.parametrize("then", ["If it's a land card, destroy it.", "Put it on top of that player's library.",
                                  "If it's a land card, return it to its owner's hand."])
def test_an_instruction_on_it_after_a_random_look_is_refused_with_its_reason(then):
    with pytest.raises(CardTextError, match="'it' after a look at a card at random in a hand"):
        _card(LOOK + then, "Artifact")
