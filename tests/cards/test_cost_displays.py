"""Every part of every cost the era's cards have is said by both of a cost's displays: the
trace's words as a player is asked to pay it (``describe.cost_words``) and the card's own
display (``describe.cost_phrase``, ``judge card``). A part one of them forgot would be paid
by the engine and never said — Reverent Silence's alternative cost was shown as "no cost"."""

from __future__ import annotations

import dataclasses

import pytest

from judge.cards import ir
from judge.cards.catalog import Wording, catalog
from judge.cards.describe import cost_phrase, cost_words
from judge.errors import JudgeError

#: Fields that only qualify another (how many to tap, how many to discard).
_QUALIFIERS = {"tap_other_count", "discard_count"}


@pytest.fixture(scope="module")
def era_costs() -> set:
    cat = catalog()
    costs = set()
    for name in cat.names():
        for wording in (Wording.ORACLE, Wording.PRINTED):
            try:
                card = cat.card(name, wording)
                if card is None:
                    continue
                abilities = cat.abilities(card)
            except JudgeError:  # a card the reader refuses has no cost to say
                continue
            costs.update(node for node in ir.walk(abilities) if isinstance(node, ir.Cost))
    return costs


def test_the_pool_has_costs_of_every_kind(era_costs):
    used = {f.name for c in era_costs for f in dataclasses.fields(ir.Cost)
            if getattr(c, f.name) != f.default and f.name not in _QUALIFIERS}
    assert len(era_costs) > 300
    assert {"mana", "tap", "sacrifice", "discard", "life", "others_gain_life", "discard_self"} <= used


@pytest.mark.parametrize("display", [cost_words, cost_phrase], ids=["cost_words", "cost_phrase"])
def test_every_part_of_every_cost_is_said(era_costs, display):
    unsaid = []
    for cost in era_costs:
        if cost == ir.Cost():  # (an ability whose cost is nothing: none to say)
            continue
        said = display(cost)
        # neither falls back to its no-words form: the IR's own (capitalised) ``str`` where the
        # trace's words found no part, "no cost" where the card's display found none
        assert said != "no cost" and (display is cost_phrase or said != str(cost)), cost
        for f in dataclasses.fields(ir.Cost):
            if f.name in _QUALIFIERS or getattr(cost, f.name) == f.default:
                continue
            if display(dataclasses.replace(cost, **{f.name: f.default})) == said:
                unsaid.append((f.name, str(cost)))
    assert not unsaid


def test_reverent_silences_alternative_cost_is_shown_as_the_life_the_others_gain():
    card = catalog().get("Reverent Silence")
    (alt,) = [n for n in ir.walk(catalog().abilities(card)) if isinstance(n, ir.Cost)]
    assert cost_phrase(alt) == "have each other player gain 6 life"
    assert cost_words(alt) == "have each other player gain 6 life"


def test_a_cycling_cost_says_the_card_is_discarded():
    assert cost_words(ir.Cost(mana="{2}", discard_self=True)) == "pay {2} and discard it"
