"""The seventy-seventh session's refused tail (added, h6): how the reader reads Flash's Oracle "sacrifice it unless you
pay its mana cost reduced by up to {2}" and which grants of an "only once" ability the engine keeps (Touch of Vitae).
What the engine does with them is held by their scenarios (scenarios/cards/*-flash-oracle-*.mtg,
scenarios/cards/*-touch-of-vitae-*.mtg)."""

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


TOUCH = ('Until end of turn, target creature gains haste and "{0}: Untap this creature. Activate this ability only '
         'once." Draw a card at the beginning of the next turn\'s upkeep.')


def test_touch_of_vitae_only_once_of_a_granted_ability_is_kept():
    card = _read(TOUCH, "Touch of Vitae", cost="{2}{G}")
    granted = [g.ability for g in ir.walk(card.spell) if isinstance(g, ir.GrantAbility)
               and isinstance(g.ability, ir.ActivatedAbility)]
    assert [r.kind for r in granted[0].restrictions] == [ir.RestrictionKind.ONCE]
    # a resolving spell's grant: each grant a new ability, kept by its grant (judge.engine.ability_limits)
    assert not unsupported_reasons(card)


def test_only_once_granted_by_a_static_ability_stays_refused():
    aura = _read('Enchant creature\nEnchanted creature has "{0}: Untap this creature. Activate this ability only '
                 'once."', "Test Aura", type_line="Enchantment - Aura", cost="{G}")
    assert "'only once' on an ability a static ability grants is not tracked" in unsupported_reasons(aura)
