"""The seventy-seventh session's refused tail (added, h6): how the reader reads Flash's Oracle "sacrifice it unless you
pay its mana cost reduced by up to {2}", which grants of an "only once" ability the engine keeps (Touch of Vitae), and
Scroll Rack's three sentences in both wordings. What the engine does with them is held by their scenarios
(scenarios/cards/*-flash-oracle-*.mtg, *-touch-of-vitae-*.mtg, *-scroll-rack-*.mtg)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.describe import effect_phrase
from judge.cards.phrases import CardTextError
from judge.cards.printed import classic
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


SCROLL_RACK = ("{1}, {T}: Exile any number of cards from your hand face down. Put that many cards from the top of your "
               "library into your hand. Then look at the exiled cards and put them on top of your library in any order.")


def test_scroll_rack_three_sentences_one_effect_and_its_printed_set_aside():
    (ab,) = _read(SCROLL_RACK, "Scroll Rack", type_line="Artifact", cost="{2}").abilities
    assert isinstance(ab, ir.ActivatedAbility) and ab.cost.tap and ab.cost.mana == "{1}"
    # chosen, removed face down (217.7b), that many put into the hand (not drawn), the removed put back on top
    assert ab.effects == (ir.HandCardsForTopCards(face_down=True),)
    assert "(not drawn)" in effect_phrase(ab.effects[0]) and "face down" in effect_phrase(ab.effects[0])
    # the era's words read the same
    era = ("{1}, {T}: Remove any number of cards in your hand from the game face down. Put that many cards from the top "
           "of your library into your hand. Then look at the cards removed from the game and put them on top of your "
           "library in any order.")
    (same,) = _read(era, "Scroll Rack", type_line="Artifact", cost="{2}").abilities
    assert (same.cost, same.effects) == (ab.cost, ab.effects)
    # as printed, the cards set aside: removed from the game face up (glossary "Set Aside")
    printed = ("{1}, {T}: Choose any number of cards in your hand and set those cards aside. Put an equal number of "
               "cards from the top of your library into your hand. Then put the cards set aside in this way on top of "
               "your library in any order.")
    (face_up,) = _read(classic(printed.lower()), "Scroll Rack", type_line="Artifact", cost="{2}").abilities
    assert face_up.effects == (ir.HandCardsForTopCards(face_down=False),)
    # only of the hand's cards for as many of the library's: "two cards" is not read so
    with pytest.raises(CardTextError):
        _read(SCROLL_RACK.replace("any number of", "two"), "Scroll Rack", type_line="Artifact", cost="{2}")


TIDAL_FLATS = ("{U}{U}: For each attacking creature without flying, its controller may pay {1}. If that player doesn't, "
               "creatures you control blocking that creature gain first strike until end of turn.")


def test_tidal_flats_each_attackers_own_payment_and_its_blockers():
    (ab,) = _read(TIDAL_FLATS, "Tidal Flats", type_line="Enchantment", cost="{U}").abilities
    (each,) = ab.effects
    # the attacking creatures without flying as it resolves (413.2f), each in turn
    assert isinstance(each, ir.ForEachObject) and each.filter.status == ("attacking",)
    assert ir.Keyword("flying") in each.filter.not_keywords
    (pay,) = each.effects
    # that creature's controller's own payment (413.2c); not paid, the grant
    assert isinstance(pay, ir.IfYouDo) and pay.cost.mana == "{1}" and pay.who == ir.ControllerOf(ir.EachObject())
    (grant,) = pay.otherwise
    assert isinstance(grant, ir.GrantAbility) and grant.ability == ir.Keyword("first strike")
    (blockers,) = grant.what.filters
    # "creatures you control blocking that creature": blocking the one the payment was for (309.3)
    assert blockers.controller is ir.PlayerRelation.YOU and "blocking it" in blockers.extra
    assert blockers.partner == ir.EachObject()
    assert not unsupported_reasons(_read(TIDAL_FLATS, "Tidal Flats", type_line="Enchantment", cost="{U}"))
    # "its controller may pay" for players is not read
    with pytest.raises(CardTextError):
        _read("{U}{U}: For each player, its controller may pay {1}. If that player doesn't, you draw a card.", "Test",
              type_line="Enchantment", cost="{U}")
