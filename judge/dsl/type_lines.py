"""Type lines (205, 212): an era type line split into supertypes, card types and subtypes.

Its own small module (no parser): the scenario language's transformer, the card catalog and
the drill's templates read type lines, and the catalog does so without loading the parser.
"""

from __future__ import annotations

import re

from judge.dsl.errors import did_you_mean

SUPERTYPES = ("Basic", "Legendary", "Snow", "World")
CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery")
TYPE_WORDS = SUPERTYPES + CARD_TYPES + ("Summon", "Enchant", "Interrupt", "Legend")
_DASH = re.compile(r"\s+(?:-|--|\u2014|\u2013)\s+|\s*\u2014\s*")


def parse_type_line(text: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split an era type line into (supertypes, types, subtypes); ValueError in words.

    ``Summon Bear`` = ``Creature - Bear``; ``Legend`` alone = ``Creature - Legend`` (215);
    ``Enchant Creature`` = types ``Enchantment``, subtypes ``Creature`` (212.2b, a local
    enchantment); ``Enchant World`` = supertype ``World``; ``Interrupt`` (obsolete, "a form
    of instant", glossary) and ``Mana Source`` ("Spells listed as type 'Mana Source' are now
    instants", glossary) = ``Instant``.
    """
    parts = _DASH.split(text.strip(), maxsplit=1)
    left = parts[0].split()
    subtypes = parts[1].split() if len(parts) > 1 else []
    if len(parts) > 1 and not subtypes:
        raise ValueError("nothing after the dash of the type line")
    supers: list[str] = []
    types: list[str] = []
    words = [w[:1].upper() + w[1:] for w in left]
    i = 0
    while i < len(words):
        w = words[i]
        if w in SUPERTYPES:  # "World Enchantment" (modern) as "Enchant World" (the era)
            supers.append(w)
        elif w in CARD_TYPES:
            types.append(w)
        elif w == "Interrupt":
            types.append("Instant")
        elif w == "Mana" and words[i + 1:i + 2] == ["Source"]:
            types.append("Instant")  # glossary "Mana Source (obsolete)": "now instants"
            i += 1
        elif w == "Summon":
            types.append("Creature")
            subtypes = words[i + 1:] + subtypes
            break
        elif w == "Enchant":
            types.append("Enchantment")
            rest = words[i + 1:]
            if not rest:
                raise ValueError("'Enchant' needs what it enchants, such as Enchant Creature")
            if rest == ["World"]:
                supers.append("World")
            else:
                subtypes = rest + subtypes
            break
        elif w == "Legend" and not types:
            types.append("Creature")
            subtypes = ["Legend"] + subtypes
        else:
            best = did_you_mean(w, TYPE_WORDS)
            hint = f" (did you mean '{best}'?)" if best else ""
            raise ValueError(f"'{left[i]}' is not a card type{hint}")
        i += 1
    if not types:
        raise ValueError("a type line needs a card type (Creature, Instant, Land...)")
    return tuple(supers), tuple(dict.fromkeys(types)), _one_word_types(subtypes)


#: A creature type the era printed in two words and also in one: "Night Stalker" (Legends,
#: Mirage, Sixth Edition, Starter 1999) is the type Portal Second Age and the Oracle spell
#: "Nightstalker" — one creature type, so Return of the Nightstalkers returns Feral Shadow.
_TWO_WORD_TYPES = {("Night", "Stalker"): "Nightstalker"}


def _one_word_types(subtypes: list) -> tuple[str, ...]:
    """The subtypes, each two-word spelling of :data:`_TWO_WORD_TYPES` as its one word."""
    out: list[str] = []
    for w in subtypes:
        if out and (out[-1], w) in _TWO_WORD_TYPES:
            out[-1] = _TWO_WORD_TYPES[(out[-1], w)]
        else:
            out.append(w)
    return tuple(out)


#: Alpha's kinds of artifact (Limited Edition to Arabian Nights), which the era's rules don't
#: know: a card's type is "artifact" and artifacts have no subtypes (212.1, 212.2d). A "Poly
#: Artifact" could be used again and again — its abilities' costs have no {T}, and a cost is
#: what precedes the colon (403.1); a "Continuous Artifact" has static abilities (glossary
#: "Continuous Ability (Obsolete)": "the old term for static ability"). Neither word adds to
#: what its text says. A "Mono Artifact" was tapped when used, which its text alone doesn't
#: say — read only where the text names the tapping ("Tapping this artifact can be played as an
#: interrupt": the Moxes, Black Lotus; judge.cards.printed), refused otherwise.
_ALPHA_ARTIFACTS = {"Poly Artifact": "Artifact", "Continuous Artifact": "Artifact"}
_TAPPING_NAMED = re.compile(r"\btapping this artifact\b", re.IGNORECASE)


def printed_type_line(printed: str, oracle: str, text: str = "") -> str:
    """The type line a card played in its printed wording (``text``) has: the printed one, except
    for the era's basic lands, printed "Land" (Ice Age's Snow-Covered Plains too) — they are basic
    lands of their land type all the same (glossary "Basic Land": "Snow-covered lands are still
    basic lands, for example, Snow-Covered Plains is considered a plains"), which the Oracle type
    line ("Basic Snow Land — Plains") says — and Alpha's kinds of artifact (:data:`_ALPHA_ARTIFACTS`)."""
    if oracle:
        try:
            if "Basic" in parse_type_line(oracle.replace("\u2014", "-"))[0]:
                return oracle
        except ValueError:
            pass
    if printed == "Mono Artifact" and _TAPPING_NAMED.search(text):
        return "Artifact"
    return _ALPHA_ARTIFACTS.get(printed, printed) or oracle


_MANA_OF = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def basic_land_text(name: str, supertypes: tuple[str, ...], subtypes: tuple[str, ...], text: str) -> str:
    """A basic land's printed text box without its intrinsic mana ability (214.9e), which the
    engine gives it by its land type: the big mana symbol of the era's basic lands, or the
    ability written out ("{T}: Add {W} to your mana pool." on Ice Age's Snow-Covered Plains).
    Any other text is kept."""
    lands = [t for t in subtypes if t in _MANA_OF] or ([name] if name in _MANA_OF else [])
    if len(lands) != 1 or not ("Basic" in supertypes or name in _MANA_OF):
        return text
    sym = _MANA_OF[lands[0]]
    said = text.strip()
    if re.fullmatch(r"\{?" + sym + r"\}?", said) or re.fullmatch(
            r"\{T\}: Add \{" + sym + r"\} to your mana pool\.", said, re.IGNORECASE):
        return ""
    return text
