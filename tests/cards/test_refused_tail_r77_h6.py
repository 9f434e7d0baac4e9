"""The seventy-seventh session's refused tail (added, h6): how the reader reads Flash's Oracle "sacrifice it unless you
pay its mana cost reduced by up to {2}". What the engine does with it is held by its scenarios
(scenarios/cards/*-flash-oracle-*.mtg)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.describe import effect_phrase
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons

FLASH = ("You may put a creature card from your hand into play. If you do, sacrifice it unless you pay its mana cost "
         "reduced by up to {2}.")


def _read(text: str, name: str, type_line: str = "Instant", cost: str = "{1}{U}") -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line=type_line, types=(type_line.split(" ")[0],), text=text,
                                         cost=cost))


def test_flash_oracle_the_put_optional_and_the_sacrifice_unless_paid():
    card = _read(FLASH, "Flash")
    (may,) = card.spell.effects
    # "You may put … If you do, …": the putting is the player's choice, what follows only if done (413.2c)
    assert isinstance(may, ir.Optional_) and may.if_you_do_from == 1
    put, unless = may.effects
    assert isinstance(put, ir.PutChosenIntoPlay) and put.filter.types == ("creature",)
    # "sacrifice it unless you pay its mana cost reduced by up to {2}": the mana cost of what was put into
    # play, up to {2} less, paid or not as it resolves; not paid, the sacrifice (glossary "Unless")
    assert isinstance(unless, ir.IfYouDo) and unless.then == ()
    assert (unless.cost_of, unless.reduced_by) == (ir.Found(), 2)
    assert unless.otherwise == (ir.Sacrifice(ir.You(), ir.Found()),)
    # the same payment the library's 1999 wording ("You may pay its mana cost reduced by up to {2}. If you
    # don't, sacrifice it.") makes
    (_, library) = _read("Put a creature card from your hand into play. You may pay its mana cost reduced by up to "
                         "{2}. If you don't, sacrifice it.", "Flash").spell.effects
    assert (library.cost_of, library.reduced_by, library.otherwise) == (unless.cost_of, 2, unless.otherwise)
    assert "reduced by up to {2}" in effect_phrase(unless)
    assert not unsupported_reasons(card)
    # the "its" is the sacrificed object's: after another instruction, or of another object, it is refused
    with pytest.raises(CardTextError):
        _read("Destroy target creature unless you pay its mana cost reduced by up to {2}.", "Test")
    with pytest.raises(CardTextError):
        _read("Sacrifice ~ unless you pay its mana cost reduced by up to {2}.", "Test")
