"""The card catalog: the one place that answers "card name → definition → abilities".

Three kinds of card, in this order of precedence:

1. a definition the scenario writes (``card "…"``): it overrides both others (the engine looks
   in the scenario first: :meth:`Catalog.for_scenario`);
2. the card library (``judge/cards/library/*.mtg``: Classic Sixth Edition and a few others, each
   in its hand-checked 1999 wording): :mod:`judge.cards.library`;
3. every other card of the era (:mod:`judge.cards.era`: 4,438 names to mid-2000), in its Oracle
   text put in the era's words (:mod:`judge.cards.era_words`) — or, asked for
   (:class:`~judge.dsl.ast.Wording`), the text printed on its latest printing of the era.

An era card served here carries the wording it was made from (``CardDef.wording``: the trace
says which wording a card came from). Names match as a scenario writes them: the card's name in any case
(:meth:`Catalog.card`); a judge's looser spelling (accents, punctuation, "Aether", a unique
prefix) is found by :meth:`Catalog.lookup` and offered by :meth:`Catalog.suggestions`.

**Abilities.** :meth:`Catalog.abilities` reads a definition's text into IR once and keeps it, with
one policy for every kind of card: a definition's abilities are kept in this process by the
definition itself (definitions are immutable), at most :data:`KEPT` of them; a library card's
come from the prebuilt file (:mod:`judge.cards.prebuilt`), any other card's from the kept
reading of an earlier run (:mod:`judge.cards.text_cache`, on disk) or from the card grammar now
(then kept on disk). A basic land has its intrinsic mana ability (214.9e).
"""

from __future__ import annotations

import functools
import re
from typing import Iterable, NamedTuple, Optional

from judge.cards import era, ir, library, prebuilt, text_cache
from judge.cards.era import EraCard
from judge._speed.fastdataclass import replace  # (dataclasses.replace without processing the class: a land's abilities)
from judge.cards.names import close_names, name_key
from judge.dsl.ast import CardDef, Wording
from judge.errors import CardTextError, JudgeError

#: Card definitions whose abilities are kept in this process (a bound on memory: a fuzzing
#: run makes many definitions; past it, they are forgotten and read again when asked for).
KEPT = 10_000
#: The basic land types, by name (214.9e): their intrinsic mana abilities.
BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class UnknownCard(JudgeError):
    """A name that is no card of the library or the era (exit 2), with the closest names."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        close = ("; did you mean " + " or ".join(repr(s) for s in suggestions) + "?") if suggestions else ""
        super().__init__(f"unknown card {name!r}{close}")


class Entry(NamedTuple):
    """What the catalog knows of one name: the library's definition, the era's card, or both
    (a Sixth Edition card is in both: the library's wording is played)."""

    name: str
    library: Optional[CardDef]
    era: Optional[EraCard]


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class ScenarioCards:
    """The catalog as one scenario sees it: its own definitions first (any case), then the
    library, then the era in the scenario's wording."""

    catalog: "Catalog"
    inline: tuple[CardDef, ...] = ()
    wording: Wording = Wording.ORACLE

    def card(self, name: str, wording: Optional[Wording] = None) -> Optional[CardDef]:
        """The definition a scenario's ``name`` stands for, or None (no such card)."""
        lower = name.lower()
        for c in self.inline:
            if c.name.lower() == lower:
                return c
        if wording is not None:  # `Name (oracle)` / `Name (printed)`: that wording of the era card
            return self.catalog.card(name, wording, asked=True)
        return self.catalog.card(name, self.wording)


class Catalog:
    """Card lookup and the abilities of card definitions (see the module's documentation)."""

    def __init__(self) -> None:
        #: id(definition) → (definition, abilities): the definition kept, so an id reused
        #: after it is gone never matches.
        self._kept: dict[int, tuple[CardDef, ir.CardAbilities]] = {}
        #: The same, by what the reading depends on (:func:`_content`): another definition of
        #: the same card (each scenario file that defines it makes its own) is not read again.
        self._read: dict[tuple, ir.CardAbilities] = {}
        #: (era key, wording) → the definition made of it (one object per card and wording,
        #: so its abilities are found by identity).
        self._made: dict[tuple[str, Wording], CardDef] = {}
        #: (name as a scenario wrote it, wording, asked) → what :meth:`card` found for it (None: no
        #: card): each name looked up once a process, not once a scenario (~32K looks of a suite's pass).
        self._named: dict[tuple[str, Wording, bool], Optional[CardDef]] = {}

    # ------------------------------------------------------------------ names
    def entry(self, name: str) -> Optional[Entry]:
        """The card ``name`` names exactly (any case), or None."""
        lower = name.strip().lower()
        lib = library.find(lower)
        found = era.card(name_key(name))
        if found is not None and found.name.lower() != lower:
            found = None
        if lib is None and found is None:
            return None
        return Entry(lib.name if lib is not None else found.name, lib, found)  # type: ignore[union-attr]

    def lookup(self, name: str) -> Optional[Entry]:
        """The card a judge most likely means by ``name``: the name in any case, or spelled
        loosely (accents, punctuation, "Aether"), or a prefix of exactly one card's name."""
        found = self.entry(name)
        if found is not None:
            return found
        key = name_key(name)
        names = self.names_by_key()
        hit = names.get(key)
        if hit is None and key:
            starts = [k for k in names if k.startswith(key)]
            if len(starts) == 1:
                hit = names[starts[0]]
        return self.entry(hit) if hit is not None else None

    def known(self, name: str) -> Optional[str]:
        """The card's name as printed if ``name`` names one exactly (any case), else None."""
        lib = library.find(name.strip().lower())
        if lib is not None:
            return lib.name
        found = self.entry(name)
        return None if found is None else found.name

    @functools.lru_cache(maxsize=1)
    def names_by_key(self) -> dict[str, str]:
        """{name key: name} of every card of the library and the era."""
        out = dict(era.names())
        for n in library.card_names():
            out.setdefault(name_key(n), n)
        return out

    def names(self) -> list[str]:
        """Every card name, sorted."""
        return sorted(self.names_by_key().values())

    def suggestions(self, name: str, limit: int = 3) -> list[str]:
        """The names a judge who wrote ``name`` most likely meant (did-you-mean)."""
        names = self.names_by_key()
        key = name_key(name)
        if key in names and names[key].lower() != name.strip().lower():
            return [names[key]]  # spelled loosely: the card's own spelling
        return close_names(name, names.values(), limit)

    # ------------------------------------------------------------------ definitions
    def card(self, name: str, wording: Wording = Wording.ORACLE, asked: bool = False) -> Optional[CardDef]:
        """The definition a scenario naming ``name`` (any case) plays: the library's, else the
        era card's in ``wording``; None when no card has that name (a basic land is one:
        Plains … Forest are in the era's sets). ``asked``: the wording was asked for by the card's
        own ``(oracle)``/``(printed)``, which a library card of the era obeys too (it was once
        ignored there, silently: the library's 1999 wording was played)."""
        named = self._named
        key = (name, wording, asked)
        if key in named:
            return named[key]
        found = named[key] = self._card(name, wording, asked)
        return found

    def _card(self, name: str, wording: Wording, asked: bool) -> Optional[CardDef]:
        lib = library.find(name.strip().lower())
        if lib is not None and asked:
            found = self.entry(name)
            if found is not None and found.era is not None:
                return self.era_card(found.era, wording)
        if lib is not None:  # the library's wording wins: the era's data isn't read for it
            return lib
        found = self.entry(name)
        if found is None:
            return None
        if found.library is not None:
            return found.library
        assert found.era is not None
        return self.era_card(found.era, wording)

    def get(self, name: str, wording: Wording = Wording.ORACLE) -> CardDef:
        """:meth:`card`, or :class:`UnknownCard` with suggestions."""
        found = self.card(name, wording)
        if found is None:
            raise UnknownCard(name, self.suggestions(name))
        return found

    def era_card(self, card: EraCard, wording: Wording) -> CardDef:
        """The definition of an era card in ``wording`` (made once)."""
        made = self._made.get((card.key, wording))
        if made is None:
            made = self._made[(card.key, wording)] = definition(card, wording)
        return made

    def wording_said(self, card: CardDef) -> str:
        """Which of the catalog's wordings ``card`` was made from, in words for the trace."""
        if card.wording is Wording.PRINTED:
            found = era.card(name_key(card.name))
            where = era.sets().get(found.printed_in) if found is not None else None
            return f"as printed in {where.name} ({where.date[:4]})" if where is not None else "as printed"
        return "its Oracle text, in the era's words"

    def for_scenario(self, inline: Iterable[CardDef] = (), wording: Wording = Wording.ORACLE) -> ScenarioCards:
        return ScenarioCards(self, tuple(inline), wording)

    # ------------------------------------------------------------------ abilities
    def abilities(self, card: CardDef) -> ir.CardAbilities:
        """The IR of ``card``'s text (see the module's documentation). Raises the reader's
        :class:`judge.cards.phrases.CardTextError` for a sentence outside the card language."""
        kept = self._kept.get(id(card))
        if kept is not None and kept[0] is card:
            return kept[1]
        content = _content(card)
        found = self._read.get(content) if content is not None else None
        if found is None:
            try:
                found = _read(card)
            except CardTextError as err:  # a refusal is kept too: the same text is refused again
                found = err
            if content is not None:
                if len(self._read) >= KEPT:
                    self._read.clear()
                self._read[content] = found
        if isinstance(found, CardTextError):
            raise found.with_traceback(None)
        if len(self._kept) >= KEPT:
            self._kept.clear()
        self._kept[id(card)] = (card, found)
        return found

    def forget(self) -> None:
        """Forget every definition made and ability read (tests that change the sources)."""
        self._kept.clear()
        self._read.clear()
        self._made.clear()
        self._named.clear()
        type(self).names_by_key.cache_clear()  # type: ignore[attr-defined]


def _content(card: CardDef) -> Optional[tuple]:
    """What reading ``card``'s text depends on (None: its abilities are given as IR)."""
    if card.abilities is not None:
        return None
    return (card.name, card.text, card.type_line, tuple(card.supertypes), tuple(card.types), tuple(card.subtypes),
            card.cost)


def _read(card: CardDef) -> ir.CardAbilities:
    text = (card.text or "").strip()
    if card.abilities is not None:
        abilities = card.abilities
    elif text:
        # an era card in its Oracle wording is read from the Oracle text itself, and what it
        # says of its abilities put in the era's words after: the words can't change what it does
        oracle = _oracle_text(card)
        if oracle is not None:  # as read in an earlier run, era's words and all (~0.2 ms a card less)
            kept = text_cache.load(card, oracle=True)
            if isinstance(kept, ir.CardAbilities):
                return with_intrinsic(card, kept)
        readable = card if oracle is None else replace(card, text=oracle)
        if card.stated:  # "Counts as a Wall.": on the type line, not an ability (402.3)
            readable = replace(readable, text=without_statements(card.name, readable.text, frozenset(card.stated))[0])
        # a library card comes with its IR prebuilt: the text grammar is imported (and run)
        # only for a card the library doesn't define exactly so (start-up: docs/performance.md)
        abilities = prebuilt.abilities(readable.name, readable.text, readable.type_line, tuple(readable.types),
                                       tuple(readable.subtypes), readable.cost)
        if abilities is None:  # read in an earlier run (judge.cards.text_cache), or now
            abilities = text_cache.load(readable)
            if isinstance(abilities, CardTextError):  # refused in an earlier run
                raise abilities
            if abilities is None:
                from judge.cards.text import parse_card_text

                try:
                    abilities = parse_card_text(readable)
                except CardTextError as err:
                    text_cache.save_refusal(readable, err)
                    raise
                text_cache.save(readable, abilities)
        if oracle is not None:
            abilities = _said_in_era_words(abilities, card)
            text_cache.save(card, abilities, oracle=True)
    else:
        abilities = ir.CardAbilities(name=card.name)
    return with_intrinsic(card, abilities)


def _oracle_text(card: CardDef) -> Optional[str]:
    """The Oracle text of an era card the catalog made in its Oracle wording, else None."""
    if card.wording is not Wording.ORACLE:
        return None
    found = era.card(name_key(card.name))
    return found.oracle if found is not None and found.name == card.name else None


def _said_in_era_words(node: object, card: CardDef) -> object:
    """``node`` (IR) with each ability's echo of its text in the era's words."""
    from dataclasses import fields, is_dataclass

    from judge.cards.era_words import in_era_words

    if isinstance(node, tuple):
        return tuple(_said_in_era_words(x, card) for x in node)
    if not is_dataclass(node) or isinstance(node, type):
        return node
    changes = {}
    for f in fields(node):
        value = getattr(node, f.name)
        if f.name == "text" and isinstance(value, str) and value:
            new = in_era_words(value, card.name, card.subtypes)
        else:
            new = _said_in_era_words(value, card)
        if new is not value:
            changes[f.name] = new
    return replace(node, **changes) if changes else node  # type: ignore[type-var]


def with_intrinsic(card: CardDef, abilities: ir.CardAbilities) -> ir.CardAbilities:
    """``abilities`` with the intrinsic mana ability of each basic land type of the land (214.9e;
    a basic land's type is its name: a Forest defined without a type line is one). Only a land has
    land types (212.2c: "Only basic lands get special abilities just for being a given land type"):
    the word "Island" among a creature's subtypes is a creature type (212.2, 212.2a: Island Fish
    Jasconius as printed, "Summon — Island Fish", has the creature types Island and Fish) and gives
    it no mana ability."""
    if card.types and "Land" not in card.types:
        return abilities
    basics = [s for s in card.subtypes if s in BASIC_LANDS]
    if not basics and card.name in BASIC_LANDS and ("Basic" in card.supertypes or "land" in card.type_line.lower()):
        basics = [card.name]
    if not basics:
        return abilities
    extra = tuple(ir.intrinsic_mana_ability(b.lower()) for b in basics)
    have = [a for a in abilities.abilities if not (isinstance(a, ir.ActivatedAbility) and a.intrinsic)]
    return replace(abilities, abilities=extra + tuple(have))


def definition(card: EraCard, wording: Wording) -> CardDef:
    """An era card as a definition in ``wording``: the Oracle type line and text in the era's
    words, or the printed type line and text. A type line the scenario language can't read
    (the Alpha "Mono Artifact") is a :class:`JudgeError` naming it."""
    from judge.cards.phrases import singular_creature_types
    from judge.dsl.type_lines import basic_land_text, parse_type_line, printed_type_line

    type_line = printed_type_line(card.printed_type, card.type, card.printed) if wording is Wording.PRINTED else card.type
    type_line = type_line.replace("\u2014", "-")
    try:
        supertypes, types, subtypes = parse_type_line(type_line)
    except ValueError as err:
        raise JudgeError(f"{card.name}: the {wording.value} type line {type_line!r} can't be read ({err})") from None
    text = card.printed if wording is Wording.PRINTED else text_cache.in_era_words(card.oracle, card.name, subtypes)
    stated: tuple[str, ...] = ()
    if wording is Wording.PRINTED:
        subtypes = singular_creature_types(types, subtypes)  # "Summon — Goblins": the creature type Goblin (214.7b)
        stated, subtypes, type_line = with_stated_types(card.name, text, card.type, subtypes, type_line)
    text = basic_land_text(card.name, supertypes, subtypes, text)
    colors, text = with_stated_color(card.printed, text, wording is Wording.PRINTED)
    return CardDef(name=card.name, type_line=type_line, cost=card.cost, supertypes=supertypes, types=types,
                   subtypes=subtypes, power=card.power, toughness=card.toughness, text=text, wording=wording,
                   stated=stated, colors=colors)


def with_stated_color(printed: Optional[str], text: str, is_printed: bool) -> tuple[Optional[tuple[str, ...]], str]:
    """The colour the printed text states the card is (None: its cost's, 203.2), and ``text``
    without that statement when it is the printed text: the Kobolds ({0}) are red — the card's
    text says so (103.1) — in either wording."""
    if not (printed or "")[:13].lower().startswith("this card is"):  # (no pattern compiled for the others)
        return None, text
    said = re.match(_STATED_COLOR, printed or "", re.I)
    if not said:
        return None, text
    return (said[1].lower(),), (text[said.end():].strip() if is_printed else text)


#: A printed text stating the card's colour (Crimson Kobolds, Crookshank Kobolds, Kobolds of Kher
#: Keep: "This card is a red spell when cast and Kobolds are a red creature."; the data gives their
#: Oracle text empty and no colour, the colour being shown apart from the text since).
_STATED_COLOR = (r"^this card is an? (white|blue|black|red|green) spell when cast and [a-z' ]+ (?:is|are) an? \1 "
                 r"creature\.\s*")


#: A printed paragraph that opens by stating the card's creature type ("Mobile Fort counts as a
#: Wall. (Walls cannot attack.)", "Counts as a wall.", "Mirri, Cat Warrior counts as a Cat Warrior.").
_STATED = r"^(?:{name} )?counts as an? ([a-z]+(?: [a-z]+)?)(?:\.|$)(?: \(walls (?:cannot|can't) attack\.\))? ?"


#: The statement after a keyword, in the same paragraph ("Banding, counts as a wall": Wall of Shields).
_STATED_AFTER = r"(?i)^([a-z ]+), counts as an? ([a-z]+)\.?\s*$"  # (compiled by re on first use: a printed text)


def with_stated_types(name: str, text: str, oracle_type: str, subtypes: tuple, type_line: str) -> tuple:
    """The creature types the printed ``text`` states the card is, and ``subtypes`` and
    ``type_line`` with them added — a statement that the card "is" or "counts as" a type isn't an
    ability (402.3): it is the card's type, on its type line (where the Oracle type line
    ``oracle_type`` puts it), and the card reader skips it (:func:`without_statements`). Only
    types the Oracle type line also has are read so; any other paragraph is left to the card
    reader. (Here for a card played, and for the era pool's measure: judge.cards.pool.)"""
    from judge.dsl.type_lines import parse_type_line

    try:
        oracle = frozenset(parse_type_line(oracle_type.replace("\u2014", "-"))[2])
    except ValueError:
        return (), subtypes, type_line
    stated = without_statements(name, text, oracle)[1]
    added = tuple(s for s in stated if s not in subtypes)
    if added:
        subtypes = tuple(subtypes) + added
        type_line += (" " if " - " in type_line else " - ") + " ".join(added)
    return stated, subtypes, type_line


#: The dual lands as printed (Alpha to Revised): "Counts as both mountains and swamp and is affected
#: by spells that affect either. If a spell destroys one of these land types, this card is
#: destroyed; if a spell alters one of these land types, the other land type is unaffected." — its
#: opening statement is its two basic land types (402.3: being both, it is affected by what affects
#: either, destroyed by what destroys either); the last clause stays to be read
#: (judge.cards.ir.OtherLandTypeUnaffected).
_STATED_LANDS = (r"^counts as both ([a-z]+) and ([a-z]+) and is affected by spells that affect either\. if a spell "
                 r"destroys one of these land types, (?:{name}|this card) is destroyed; (?=if a spell alters one of these "
                 r"land types, the other land type is unaffected\.$)")


def _land_type(word: str, types: frozenset) -> str:
    """A land type as the dual lands print it ("mountains", "swamp"): the type of ``types`` it names."""
    word = word.capitalize()
    return word[:-1] if word not in types and word.endswith("s") and word[:-1] in types else word


def without_statements(name: str, text: str, types: frozenset) -> tuple[str, tuple[str, ...]]:
    """``text`` without the paragraphs' opening statements of creature types among ``types``
    ("Counts as a wall."), or of a dual land's two land types, and the types they state."""
    if "counts as" not in text.lower():
        # (every statement says "counts as": without it the two patterns, made for this card's
        # name, are not compiled — compiling them for each of the era's 4,438 cards was a third
        # of the era pool's measure, thirty-first session)
        return text, ()
    pattern = re.compile(_STATED.format(name=re.escape(name)), re.IGNORECASE)
    lands = re.compile(_STATED_LANDS.format(name=re.escape(name)), re.IGNORECASE)
    kept: list[str] = []
    stated: list[str] = []
    for para in text.split("\n"):
        both = lands.match(para)
        if both and all(_land_type(w, types) in types for w in both.groups()):
            stated.extend(_land_type(w, types) for w in both.groups())
            para = para[both.end():]
            para = para[:1].upper() + para[1:]
        m = pattern.match(para)
        words = tuple(w.capitalize() for w in m[1].split()) if m else ()
        if m and words and all(w in types for w in words):
            stated.extend(words)
            para = para[m.end():]
            if not para.strip():
                continue
        after = re.match(_STATED_AFTER, para)
        if after and after[2].capitalize() in types:
            stated.append(after[2].capitalize())
            para = after[1]
        kept.append(para)
    return "\n".join(kept), tuple(dict.fromkeys(stated))


@functools.lru_cache(maxsize=1)
def names_key() -> str:
    """A digest of what a scenario's card names are checked against: the library's
    (:func:`judge.cards.library.names_key`), the era's data and the code that matches names.
    Equal keys, equal answers: a scenario found valid against one is not checked again
    (:mod:`judge.dsl.kept`)."""
    from pathlib import Path

    from judge._speed import cache_store

    here = Path(__file__).resolve().parent
    return library.names_key() + era.content_key() + cache_store.digest([here / "catalog.py", here / "names.py"])


@functools.lru_cache(maxsize=1)
def catalog() -> Catalog:
    """The process's catalog."""
    return Catalog()


def _forget() -> None:
    catalog().forget()
    names_key.cache_clear()


prebuilt.on_clear(_forget)
