"""The seventy-third session's refused tail, second round (added, h10): how the reader reads Tidal Control's "Pay 2
life or {2}" in its Oracle wording — one cost of two, which is paid announced as the ability is played (409.1f). What
the engine does with it is held by its scenarios (scenarios/cards/409-1f-tidal-control-*.mtg)."""

from __future__ import annotations

import dataclasses

from judge.cards import ir
from judge.cards.describe import cost_phrase, cost_words
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons

TIDAL_CONTROL = ("Cumulative upkeep {2}\n"
                 "Pay 2 life or {2}: Counter target red or green spell. Any player may activate this ability.")


def _read(text: str, name: str = "Tidal Control") -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line="Enchantment", types=("Enchantment",), text=text,
                                         cost="{1}{U}{U}"))


def test_tidal_controls_cost_is_2_life_or_2_mana_one_of_the_two():
    card = _read(TIDAL_CONTROL)
    (ab,) = [a for a in card.abilities if isinstance(a, ir.ActivatedAbility)]
    # the life, and the mana in its place — not both (409.1f: the alternative announced as it is played)
    assert ab.cost == ir.Cost(life=2, or_cost=ir.Cost(mana="{2}"))
    assert cost_phrase(ab.cost) == "pay 2 life or {2}"
    assert cost_words(ab.cost) == "pay 2 life or pay {2}"
    assert not ab.is_mana_ability
    assert not unsupported_reasons(card)


def test_a_cost_of_two_alternatives_is_refused_where_it_isnt_a_non_mana_activated_abilitys_cost():
    # (no era card has a mana ability with such a cost: the engine announces the choice only where a non-mana
    # activated ability is played, judge.engine.casting — a mana ability's cost is paid elsewhere, 411)
    card = _read(TIDAL_CONTROL)
    (ab,) = [a for a in card.abilities if isinstance(a, ir.ActivatedAbility)]
    mana = dataclasses.replace(ab, is_mana_ability=True, targets=(), effects=(ir.AddMana(options=("{U}",)),))
    moved = dataclasses.replace(card, abilities=(mana,))
    assert "a cost with two alternatives paid other than as a non-mana activated ability's cost" in unsupported_reasons(moved)
