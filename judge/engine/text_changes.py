"""Text-changing effects (415.1, 418.5b): "Change the text of target spell or permanent by
replacing all instances of one color word with another" (Sleight of Mind; one basic land type
with another: Magical Hack).

The change is to the object's rules text, so it is made where the text is read: the object's
abilities (:meth:`judge.engine.game.Game.abilities_of`) are its card's with every instance of
the word replaced — in descriptions ("nonblack creature", "target black spell"), protection
and landwalk ("protection from black", "swampwalk"), colours an effect sets, land types — and
never a mana symbol ({B} is not a word). Every effect its abilities generate is then made from
the changed text: an effect that depends on a text change is applied after it (418.5b-c). A land
whose printed text states its land types ("Counts as both islands and plains", 212.2c) counts as
the new type (:func:`stated_land_types`).
"""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass, replace
from typing import Any

from judge.cards import ir

#: The words a change may replace, by the kind the card names.
COLOR_WORDS = tuple(ir.COLORS)
LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
WORDS = {"color": COLOR_WORDS, "land type": LAND_TYPES}


def kind_of(word: str) -> str:
    """Whether a word is a colour word or a basic land type."""
    return "color" if word in COLOR_WORDS else "land type"


def words_in(abilities: ir.CardAbilities, kind: str) -> list[str]:
    """The words of that kind the text uses (in the order of :data:`WORDS`)."""
    found = set()
    for node in ir.walk(abilities):
        if isinstance(node, str):
            w = _word(node)
            if w in WORDS[kind]:
                found.add(w)
    return [w for w in WORDS[kind] if w in found]


def _word(value: str) -> str:
    v = value.lower()
    return "plains" if v == "plains" else v[:-1] if v.endswith("s") and v[:-1] in LAND_TYPES else v


def changed(abilities: ir.CardAbilities, edits: tuple[tuple[str, str], ...]) -> ir.CardAbilities:
    """The abilities with each ``(old, new)`` word replaced, in the order the changes began."""
    for old, new in edits:
        abilities = _map(abilities, old, new)
    return abilities


def _map(node: Any, old: str, new: str) -> Any:
    if isinstance(node, str):
        return _swap(node, old, new) if _word(node) == old else node
    if isinstance(node, tuple):
        out = tuple(_map(x, old, new) for x in node)
        return out if any(a is not b for a, b in zip(out, node)) else node
    if is_dataclass(node) and not isinstance(node, type):
        kw = {}
        for f in fields(node):
            value = getattr(node, f.name)
            if f.name == "text" and isinstance(value, str):
                got = _in_text(value, old, new)
            elif f.name == "name" or not isinstance(value, (str, tuple)) and not is_dataclass(value):
                continue
            else:
                got = _map(value, old, new)
            if got is not value:
                kw[f.name] = got
        return replace(node, **kw) if kw else node
    return node


def _swap(value: str, old: str, new: str) -> str:
    """The word ``new`` in the form (case, plural) ``value`` has."""
    if value.lower().endswith("walk"):  # landwalk: "Swampwalk" → "Plainswalk"
        return _swap(value[:-4], old, new) + "walk"
    plural = value.lower() != old and value.lower().endswith("s") and new != "plains"
    out = new + ("s" if plural else "")
    return out.capitalize() if value[:1].isupper() else out


def _in_text(text: str, old: str, new: str) -> str:
    """The ability's words as they now read ("nonblack" → "nonblue", "Swampwalk" → "Plainswalk")."""
    got = re.sub(rf"\b(non-?)?({old}(?:s|walk)?)(?![a-z])", lambda m: (m.group(1) or "") + _swap(m.group(2), old, new),
                 text, flags=re.IGNORECASE)
    return got if got != text else text


def stated_land_types(game: Any, obj: Any) -> tuple[str, ...]:
    """The basic land types a land's printed text states it counts as ("Counts as both islands and
    plains": the Revised dual lands; 212.2c — a land's types aren't on its type line in the era),
    read onto its type line by the card catalog (CardDef.stated), each in lower case, while it has them."""
    if "land" not in game.chars(obj.id).types:
        return ()
    subtypes = {t.lower() for t in game.chars(obj.id).subtypes}
    return tuple(t.lower() for t in obj.card.stated if t.lower() in LAND_TYPES and t.lower() in subtypes)


def stated_land_type_apply(old: str, new: str):
    """A text change of a land type the text states: the land counts as the new type instead."""
    def apply(game, obj, chars, old=old.capitalize(), new=new.capitalize()) -> None:
        if old in chars.subtypes:
            chars.subtypes = tuple(dict.fromkeys(new if t == old else t for t in chars.subtypes))
    return apply
