"""The eighty-third session's refused tail (added, h6): how the reader reads Gauntlets of Chaos — an exchange of
control of two targets, then, only if those permanents were exchanged (glossary "Exchange"), the destruction of all
Auras attached to either of them (Oracle); as printed, the burial of the enchantments on both, with no "if". What the engine does with it is held by its scenarios
(scenarios/cards/*gauntlets-of-chaos*)."""

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

_EXCHANGE = ("{5}, Sacrifice Test Gauntlets: Exchange control of target artifact, creature, or land you control and "
             "target permanent an opponent controls that shares one of those types with it.")


def _read(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Test Gauntlets", type_line="Artifact", types=("Artifact",), text=text,
                                         cost="{5}"))


def test_gauntlets_of_chaos_reads_the_exchange_then_the_auras_if_exchanged():
    cat = catalog()
    card = cat.abilities(cat.era_card(cat.entry("Gauntlets of Chaos").era, Wording.ORACLE))
    (ability,) = card.abilities
    assert isinstance(ability, ir.ActivatedAbility)
    exchange, auras = ability.effects
    assert exchange == ir.ExchangeControl(ir.Target(0), ir.Target(1))
    assert isinstance(auras, ir.Conditional) and not auras.otherwise
    assert auras.condition.kind is ir.ConditionKind.EXCHANGED_THIS_WAY
    (destroy,) = auras.then
    assert isinstance(destroy, ir.Destroy) and not destroy.cant_regenerate
    (flt,) = destroy.what.filters
    assert flt.subtypes == ("Aura",) and ir.ATTACHED_TO_PARTNER in flt.extra
    assert flt.partner == ir.Both((ir.Target(0), ir.Target(1)))  # "them": both permanents of the exchange
    assert not unsupported_reasons(card)
    said = "\n".join(describe(card))
    assert ("if those permanents were exchanged this way (by the instruction before): destroy each Aura attached to "
            "target #1 and target #2") in said


def test_if_exchanged_read_only_after_an_exchange_and_them_only_of_it():
    # after the exchange, "destroy all Auras attached to them" reads; without an exchange before, or with another
    # instruction, the sentence is refused with its reason; "attached to them" outside it is refused too
    (ability,) = _read(_EXCHANGE + " If those permanents are exchanged this way, destroy all Auras attached to them."
                       ).abilities
    assert ability.effects[-1].condition.kind is ir.ConditionKind.EXCHANGED_THIS_WAY
    with pytest.raises(CardTextError, match="read only after an exchange of control"):
        _read("{5}, Sacrifice Test Gauntlets: Destroy target artifact. If those permanents are exchanged this way, "
              "destroy all Auras attached to them.")
    with pytest.raises(CardTextError, match="read only after an exchange of control"):
        _read(_EXCHANGE + " If those permanents are exchanged this way, you gain 1 life.")
    with pytest.raises(CardTextError, match="'attached to them' is read only"):
        _read("{5}, Sacrifice Test Gauntlets: Destroy all Auras attached to them.")


def test_gauntlets_of_chaos_printed_buries_the_enchantments_on_both_with_no_if():
    cat = catalog()
    card = cat.abilities(cat.era_card(cat.entry("Gauntlets of Chaos").era, Wording.PRINTED))
    (ability,) = card.abilities
    exchange, bury = ability.effects
    assert exchange == ir.ExchangeControl(ir.Target(0), ir.Target(1))
    assert isinstance(bury, ir.Destroy) and bury.cant_regenerate  # glossary "Bury (Obsolete)"
    (flt,) = bury.what.filters
    assert flt.subtypes == ("Aura",) and flt.partner == ir.Both((ir.Target(0), ir.Target(1)))
    # "of the same type": the second target shares one of artifact, creature, land with the first (409.1c)
    assert ability.targets[1].filter.shares_type == ir.SharesType(ir.Target(0), ("artifact", "creature", "land"))
    assert not unsupported_reasons(card)
    said = "\n".join(describe(card))
    assert "bury each Aura attached to target #1 and target #2" in said


def _hakim(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Test Hakim", type_line="Legendary Creature - Human Wizard",
                                         types=("Creature",), text=text, cost="{3}{U}{U}", power="2", toughness="4"))


def test_hakim_loreweaver_reads_its_return_its_restrictions_and_its_destruction():
    cat = catalog()
    card = cat.abilities(cat.era_card(cat.entry("Hakim, Loreweaver").era, Wording.ORACLE))
    _flying, back, destroy = card.abilities
    assert back.effects == (ir.PutAuraAttached(ir.This(), what=ir.Target(0)),)
    (spec,) = back.targets
    assert spec.filter.subtypes == ("Aura",) and spec.filter.zone is Zone.GRAVEYARD
    assert spec.filter.controller is ir.PlayerRelation.YOU
    (unenchanted,) = [r for r in back.restrictions if r.kind is ir.RestrictionKind.IF]
    assert unenchanted.condition == ir.Condition(ir.ConditionKind.MATCHES, ref=ir.This(),
                                                 filter=ir.Filter(extra=("not enchanted by an aura",)))
    (gone,) = destroy.effects
    assert isinstance(gone, ir.Destroy) and gone.what.filters[0].partner == ir.This()
    assert gone.what.filters[0].subtypes == ("Aura",) and ir.ATTACHED_TO_PARTNER in gone.what.filters[0].extra
    assert not unsupported_reasons(card)
    said = "\n".join(describe(card))
    assert "only during your upkeep, if this isn't enchanted" in said
    assert "destroy each Aura attached to this" in said


def test_return_attached_read_only_of_an_aura_card_from_your_graveyard():
    (ability,) = _hakim("{U}{U}: Return target Aura card from your graveyard to the battlefield attached to Test Hakim."
                        ).abilities
    assert ability.effects == (ir.PutAuraAttached(ir.This(), what=ir.Target(0)),)
    # from any graveyard, its owner (not you) would control it: refused, not read as "under your control"
    with pytest.raises(CardTextError, match="only a target Aura card from your graveyard is read"):
        _hakim("{U}{U}: Return target Aura card from a graveyard to the battlefield attached to Test Hakim.")
