"""The names of the tokens a scenario's cards can create (216.1: a token's name is its
creature type unless the card says otherwise), so that an expectation may name a token that
comes into play during the scenario (``expect Djinn in play with power 5``)."""

from __future__ import annotations

from typing import Any

from judge.cards import ir, prebuilt
from judge.cards.library import get
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
    if card.abilities is not None:
        return card.abilities
    if not (card.text or "").strip():
        return None
    found = prebuilt.abilities(card.name, card.text, card.type_line, tuple(card.types), tuple(card.subtypes), card.cost)
    if found is not None:
        return found
    from judge.cards.text import parse_card_text  # the card-text grammar, only for a card outside the library

    try:
        return parse_card_text(card)
    except JudgeError:  # the engine reports the card's own error when it is played
        return None


def made_token_names(scenario: Scenario) -> frozenset[str]:
    """The names of every token the cards of ``scenario`` (on the board, on the stack, or
    defined in it) can put into play."""
    inline = {c.name.lower(): c for c in scenario.cards}
    names: set[str] = {o.card for o in scenario.objects if o.card} | {s.card for s in scenario.stack if s.card}
    out: set[str] = set()
    for name in sorted(names):
        card = inline.get(name.lower())
        if card is None:
            try:
                card = get(name)
            except JudgeError:  # an unknown card: the validation says so
                continue
        _walk(_abilities(card), out)
    for card in scenario.cards:
        _walk(_abilities(card), out)
    return frozenset(out)

