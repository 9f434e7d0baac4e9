"""The eighty-fourth session's refused tail (added, h6): how the reader reads Game Preserve — each player's top card
revealed, then, only if every card revealed this way is a creature card, those cards put into play, each under its
owner's control (Oracle and printed, the printed parenthesis being what revealing is: glossary "Reveal") — and
Preferred Selection (Oracle) — a look at the top two cards, one optional cost of the card sacrificed and {2}{G}{G}
paid, then one of those cards into the hand if paid, or on the bottom of the library if not. What the engine does
with them is held by their scenarios (scenarios/cards/*game-preserve*, *preferred-selection*)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import describe
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef, Wording
from judge.engine.support import unsupported as unsupported_reasons
from judge.zones import Zone

_REVEAL = "At the beginning of your upkeep, each player reveals the top card of their library."


def _read(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Test Preserve", type_line="Enchantment", types=("Enchantment",),
                                         text=text, cost="{2}{G}"))


@pytest.mark.parametrize("wording", [Wording.ORACLE, Wording.PRINTED])
def test_game_preserve_reads_the_reveal_then_all_creature_cards_into_play(wording):
    cat = catalog()
    card = cat.abilities(cat.era_card(cat.entry("Game Preserve").era, wording))
    (ability,) = card.abilities
    assert isinstance(ability, ir.TriggeredAbility) and ability.trigger.step is not None
    reveal, put = ability.effects
    assert isinstance(reveal, ir.RevealTop) and isinstance(reveal.who, ir.All) and reveal.count == 1
    assert not reveal.look and not reveal.by_you
    assert isinstance(put, ir.Conditional) and not put.otherwise
    cond = put.condition
    assert cond.kind is ir.ConditionKind.MATCHES and cond.ref == ir.Revealed()
    assert cond.filter.types == ("creature",)
    # each card under its own owner's control (the engine reads OwnerOf of the cards moved card by card)
    assert put.then == (ir.MoveTo(ir.Revealed(), Zone.IN_PLAY, controller=ir.OwnerOf(ir.Revealed())),)
    assert not unsupported_reasons(card)
    said = "\n".join(describe(card))
    assert ("each player reveals the top card of his or her library; if each of the cards revealed (one a player) is "
            "a creature card: put the cards revealed (one a player) into play, each under its owner's control") in said


def test_if_all_revealed_read_only_right_after_a_reveal_and_owners_control_only_of_those_cards():
    (ability,) = _read(_REVEAL + " If all cards revealed this way are creature cards, put those cards onto the "
                                 "battlefield under their owners' control.").abilities
    assert ability.effects[-1].condition.ref == ir.Revealed()
    with pytest.raises(CardTextError, match="read only right after a reveal of the top card"):
        _read("At the beginning of your upkeep, you gain 1 life. If all cards revealed this way are creature cards, "
              "you gain 1 life.")
    with pytest.raises(CardTextError, match="read only right after a reveal of the top card"):
        _read("At the beginning of your upkeep, look at the top card of your library. If all cards revealed this way "
              "are creature cards, you gain 1 life.")  # a look reveals nothing (417.1)
    with pytest.raises(CardTextError, match="read only of the cards revealed this way"):
        _read("{T}: Put target creature card in a graveyard onto the battlefield under their owners' control.")


def test_preferred_selection_reads_the_look_one_cost_and_one_of_those_cards_either_way():
    cat = catalog()
    card = cat.abilities(cat.era_card(cat.entry("Preferred Selection").era, Wording.ORACLE))
    (ability,) = card.abilities
    look, choice = ability.effects
    assert look == ir.RevealTop(ir.You(), look=True, count=2)
    assert isinstance(choice, ir.IfYouDo) and choice.optional
    # one cost: the card itself sacrificed and the mana paid, both or neither (413.2c)
    assert choice.cost == ir.Cost(mana="{2}{G}{G}", sacrifice=(ir.SacrificeCost(ir.This()),))
    (to_hand,) = choice.then
    (to_bottom,) = choice.otherwise
    assert to_hand == ir.Dig(ir.You(), 2, 1, take_to=Zone.HAND, rest_left=True, already_looked=True)
    assert to_bottom == ir.Dig(ir.You(), 2, 1, take_to=Zone.LIBRARY, take_position=ir.LibraryPosition.BOTTOM,
                               rest_left=True, already_looked=True)
    assert not unsupported_reasons(card)
    said = "\n".join(describe(card))
    assert "you look at the top 2 cards of your library; you may pay [{2}{G}{G}, sacrifice this]" in said
    assert "if done: you put 1 of the 2 cards looked at into your hand (chosen, 413.2c)" in said
    assert "if not: you put 1 of the 2 cards looked at on the bottom of your library (chosen, 413.2c)" in said


def test_one_of_those_cards_read_only_after_a_look_that_opens_the_ability():
    sentences = ("You may sacrifice Test Preserve and pay {2}{G}{G}. If you do, put one of those cards into your hand. "
                 "If you don't, put one of those cards on the bottom of your library.")
    (ability,) = _read("At the beginning of your upkeep, look at the top three cards of your library. " + sentences
                       ).abilities
    assert ability.effects[-1].then[0].count == 3  # the look's count
    with pytest.raises(CardTextError, match="read only after 'look at the top N cards of your library'"):
        _read("At the beginning of your upkeep, you gain 1 life. " + sentences)
    with pytest.raises(CardTextError, match="read only after 'look at the top N cards of your library'"):
        _read("At the beginning of your upkeep, look at the top card of your library. " + sentences)
    # "you may sacrifice ~ and pay" with no "If you do" after it is refused, not read as a payment of nothing
    with pytest.raises(CardTextError, match="'you may pay' without 'If you do'"):
        _read("At the beginning of your upkeep, you may sacrifice Test Preserve and pay {2}{G}{G}.")
