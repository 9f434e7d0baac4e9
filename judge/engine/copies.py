"""Copies (Clone, Copy Artifact): what a permanent that is a copy of another takes.

The Classic rules have no section on copying (the later "Copying Objects" rule came after
them), so what a copy takes is what the cards of the era and their rulings say, the values
that later became the "copiable values": the copied permanent's card as printed — name,
mana cost, colour, types, rules text, power and toughness — or the values another copy
effect gave it (a Clone copying a Clone takes what that Clone copied). Not its counters,
damage, tapped status, Auras, controller, or the continuous effects applying to it: those
belong to the permanent, not its card (217.5d). The copy is made as the permanent comes into
play (410.10e), so it comes into play with those values (418.2).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

from judge.dsl.ast import CardDef


def copy_of(card: CardDef, abilities, extra_type: Optional[str] = None,
            colors: Optional[tuple[str, ...]] = None) -> CardDef:
    """The card values of a copy of a permanent whose card (or copied values) is ``card``,
    with its abilities as already read (``abilities``); ``extra_type``: "except it's an
    enchantment in addition to its other types" (Copy Artifact); ``colors``: "except it doesn't
    copy that creature's color" (Vesuvan Doppelganger: the colours it had stay)."""
    if colors is not None:
        card = replace(card, colors=tuple(c.capitalize() for c in colors))
    if extra_type is None:
        return replace(card, abilities=abilities)
    kind = extra_type.capitalize()
    types = tuple(card.types) or tuple(w for w in card.type_line.split("-")[0].split() if w[:1].isupper())
    if kind in types:
        return replace(card, abilities=abilities)
    head, _, tail = card.type_line.partition(" - ")
    type_line = f"{head} {kind}" + (f" - {tail}" if tail else "")
    return replace(card, types=types + (kind,), type_line=type_line, abilities=abilities)
