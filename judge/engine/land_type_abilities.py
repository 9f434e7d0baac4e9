"""212.2c: "Only basic lands get special abilities just for being a given land type." A
nonbasic land an effect makes a Swamp ("Each land is a Swamp in addition to its other land
types": Blanket of Night) is a Swamp — swampwalk and "Swamps you control" see it — but gets no
"{T}: Add {B}" (214.9e is a basic land's; 214.9g: it is still nonbasic). Why a player can't tap
it for that mana, said where the attempt is refused (audit 4339)."""

from __future__ import annotations

from typing import Optional

from judge.cards import ir
from judge.cards.english import with_article
from judge.engine.characteristics import BASIC_LANDS
from judge.engine.game import Game
from judge.engine.mana import parse_mana


def is_basic(obj, ch) -> bool:
    """A basic land (214.9c): "Basic" on its type line, or a basic land card by name (the
    library's Forest)."""
    return "Basic" in ch.supertypes or obj.card.name.lower() in ir.BASIC_LAND_TYPES


def no_land_type_mana(game: Game, oid: int, mana: str, makes: list) -> Optional[str]:
    """Why the land ``oid`` can't be tapped for ``mana`` although a land type an effect gave it is
    the basic land type of that color (None: not that case). ``makes``: the mana each of its mana
    abilities can produce."""
    ch = game.chars(oid)
    if "land" not in ch.types or is_basic(game.objects[oid], ch):
        return None
    want = parse_mana(mana)
    if any(want == m for m in makes):
        return None
    own = {x.lower() for x in game.objects[oid].card.subtypes}  # (a dual land's own types: its text's abilities)
    for t in ch.subtypes:
        if t.lower() not in own and t.lower() in ir.BASIC_LAND_TYPES and t in BASIC_LANDS and parse_mana(f"{{{BASIC_LANDS[t]}}}") == want:
            return (f"{game.describe(oid)} is {with_article(t)}, but a nonbasic land: only basic "
                    f"lands get abilities just for being a land type, so it has no \"{{T}}: Add {{{BASIC_LANDS[t]}}}\" "
                    f"(212.2c, 214.9e, 214.9g)")
    return None
