"""The names of the tokens a scenario's cards can create (216.1: a token's name is its
creature type unless the card says otherwise), so that an expectation may name a token that
comes into play during the scenario (``expect Djinn in play with power 5``)."""

from __future__ import annotations

from typing import Any

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.ast import CardDef, Scenario
from judge.errors import JudgeError


def _walk(value: Any, out: set[str]) -> None:
    if isinstance(value, ir.TokenSpec):
        out.add(value.name)
    elif isinstance(value, (tuple, list)):
        for v in value:
            _walk(v, out)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            _walk(getattr(value, name, None), out)


def _abilities(card: CardDef) -> Any:
    try:
        return catalog().abilities(card)
    except JudgeError:  # the engine reports the card's own error when it is played
        return None


def made_token_names(scenario: Scenario) -> frozenset[str]:
    """The names of every token the cards of ``scenario`` (on the board, on the stack, or
    defined in it) can put into play."""
    cards = catalog().for_scenario(scenario.cards, scenario.wording)
    named = {(o.card, o.wording) for o in scenario.objects if o.card} | {(s.card, s.wording) for s in scenario.stack
                                                                         if s.card}
    out: set[str] = set()
    for name, wording in sorted(named, key=lambda nw: (nw[0], nw[1].value if nw[1] else "")):
        try:
            card = cards.card(name, wording)
        except JudgeError:  # a type line the scenario language can't read: the game says so
            continue
        if card is not None:  # (an unknown card: the validation says so)
            _walk(_abilities(card), out)
    for card in scenario.cards:
        _walk(_abilities(card), out)
    return frozenset(out)
