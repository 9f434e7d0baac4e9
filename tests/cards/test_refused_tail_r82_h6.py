"""The eighty-second session's refused tail (added, h6): how the reader reads Ydwen Efreet (Oracle) — a coin flipped
as its block trigger resolves; lost, it is removed from combat and can't block this turn, and the creatures it was
blocking that had become blocked by only it this combat become unblocked (its text over 309.4, 103.1). What the
engine does with it is held by its scenarios (scenarios/cards/*ydwen-efreet*)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.cards.describe import describe
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef, Wording
from judge.engine.support import unsupported as unsupported_reasons

_UNBLOCK = "Creatures it was blocking that had become blocked by only {} this combat become unblocked."


def _read(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Test Efreet", type_line="Creature - Efreet", types=("Creature",),
                                         text=text, cost="{R}{R}{R}", power="3", toughness="6"))


def test_ydwen_efreet_reads_its_three_sentences():
    cat = catalog()
    card = cat.abilities(cat.era_card(cat.entry("Ydwen Efreet").era, Wording.ORACLE))
    (ability,) = card.abilities
    assert isinstance(ability, ir.TriggeredAbility) and ability.trigger.event is ir.TriggerEvent.BLOCKS
    assert ability.trigger.subject == ir.This()
    flip, lost, unblock = ability.effects
    assert flip == ir.FlipCoin(ir.You())
    assert lost.condition.kind is ir.ConditionKind.FLIP and lost.condition.value == "lost"
    assert lost.then[0] == ir.RemoveFromCombat(ir.This()) and isinstance(lost.then[1], ir.CantBlock)
    assert lost.then[1].duration == "this turn" and not lost.otherwise
    # the third sentence: the card's own creature, after the flip
    assert unblock == ir.UnblockOnlyBlockedBy(ir.This())
    assert not unsupported_reasons(card)
    said = "\n".join(describe(card))
    assert ("each attacking creature this was blocking and no longer blocks, blocked by no other creature this combat, "
            "becomes unblocked") in said


def test_unblock_sentence_read_only_of_the_card_itself():
    # "by only Test Efreet" (the card's own name: ~) reads; "by only that creature" (False Orders, whose removed
    # creature may then block again) is refused with its reason, not read as the card itself
    head = "Whenever Test Efreet blocks, remove Test Efreet from combat. "
    (ability,) = _read(head + _UNBLOCK.format("Test Efreet")).abilities
    assert ability.effects[-1] == ir.UnblockOnlyBlockedBy(ir.This())
    with pytest.raises(CardTextError, match="read only of the card itself"):
        _read(head + _UNBLOCK.format("that creature"))
