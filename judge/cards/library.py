"""The card library: ``judge/cards/library/*.mtg`` card definitions, loaded lazily once.

* :func:`card_names` — every card name, cheap (a line scan of the files, no parsing):
  the scenario validator calls it for "unknown card" / "did you mean".
* :func:`get` — one :class:`~judge.dsl.ast.CardDef` by name, case-insensitively.
* :func:`all_cards` — every definition, in file order (files sorted by name).

The files are parsed with :func:`judge.dsl.parse_cards` on first use of :func:`get` or
:func:`all_cards` — unless ``judge/cards/prebuilt.json`` (:mod:`judge.cards.prebuilt`)
matches them, in which case a card is decoded from it when asked for and nothing is
parsed. A name defined twice (in one file or across files) is an error.
"""

from __future__ import annotations

import difflib
import functools
import re
from pathlib import Path
from typing import Optional

from judge._speed import cache_store
from judge.cards import prebuilt
from judge.dsl.ast import CardDef
from judge.errors import JudgeError

LIBRARY_DIR = Path(__file__).with_name("library")

_CARD_LINE = r'^card[ \t]+(?:"((?:[^"\\]|\\.)*)"|([^#\n]*?))[ \t]*(?:#.*)?$'


def library_files(directory: Optional[Path] = None) -> tuple[Path, ...]:
    """The library's ``.mtg`` files, sorted by name."""
    return tuple(sorted((directory or LIBRARY_DIR).glob("*.mtg")))


@functools.lru_cache(maxsize=None)
def card_names() -> frozenset[str]:
    """Every card name in the library (as written): from the prebuilt file's head when it
    matches the library, else from a line scan of the files."""
    names = prebuilt.written_names()
    if names is not None:
        return names
    return frozenset(name for name, _path in scan_names(LIBRARY_DIR))


def scan_names(directory: Path) -> list[tuple[str, str]]:
    """(name as written, file name) of every ``card`` line of ``directory``'s files, in file
    order: a line scan, nothing parsed."""
    out = []
    for path in library_files(directory):
        for m in re.finditer(_CARD_LINE, path.read_text(encoding="utf-8"), re.M):
            name = m.group(1) if m.group(1) is not None else m.group(2)
            out.append((name.replace('\\"', '"').strip(), path.name))
    return out


def load(directory: Optional[Path] = None) -> dict[str, CardDef]:
    """Parse every file of ``directory`` (default: the library) into {lower-case name: CardDef}.

    Raises :class:`JudgeError` for a name defined twice and the parser's DiagnosticsError
    for a malformed file.
    """
    from judge.dsl import parse_cards

    cards: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    for path in library_files(directory):
        for card in parse_cards(path.read_text(encoding="utf-8"), str(path)):
            key = card.name.lower()
            if key in cards:
                raise JudgeError(f"card {card.name!r} is defined twice in the card library: "
                                 f"in {where[key]} and in {path.name}")
            cards[key] = card
            where[key] = path.name
    return cards


class _Prebuilt:
    """The library as served by the prebuilt file: a read-only {lower-case name: CardDef}
    view that decodes a card only when it is asked for (listing it decodes them all)."""

    def get(self, key: str, default: Optional[CardDef] = None) -> Optional[CardDef]:
        found = prebuilt.card(key)
        return default if found is None else found

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.get(key) is not None

    def keys(self) -> tuple[str, ...]:
        return prebuilt.names() or ()

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.keys())

    def values(self) -> list[CardDef]:
        return [self[n] for n in self.keys()]

    def items(self) -> list[tuple[str, CardDef]]:
        return [(n, self[n]) for n in self.keys()]

    def __getitem__(self, key: str) -> CardDef:
        found = self.get(key)
        if found is None:
            raise KeyError(key)
        return found


@functools.lru_cache(maxsize=None)
def _library() -> "dict[str, CardDef] | _Prebuilt":
    if prebuilt.available():
        return _Prebuilt()
    return load()


prebuilt.on_clear(_library.cache_clear)
prebuilt.on_clear(card_names.cache_clear)


@functools.lru_cache(maxsize=1)
def names_key() -> str:
    """A digest of what a scenario's card names are checked against: the library's files and
    its reader (:func:`judge.cards.prebuilt.inputs_digest`, worked out anyway to use the
    prebuilt file) and the code naming the cards and the tokens they make (this module,
    ``tokens.py``). Equal keys, equal answers: a scenario found valid against one is not
    checked again (:mod:`judge.dsl.kept`)."""
    here = Path(__file__).resolve().parent
    return prebuilt.inputs_digest() + cache_store.digest([here / "library.py", here / "tokens.py"])


prebuilt.on_clear(names_key.cache_clear)


def all_cards() -> tuple[CardDef, ...]:
    """Every library card, in file order."""
    return tuple(_library().values())


def find(name: str) -> Optional[CardDef]:
    """The library card called ``name`` (any case), or None."""
    return _library().get(name.strip().lower())


def get(name: str) -> CardDef:
    """The library card called ``name`` (any case); unknown → JudgeError with suggestions.

    Served from the prebuilt file (one card decoded, nothing parsed) when it matches the
    library; else the library's files are parsed on first use."""
    card = _library().get(name.strip().lower())
    if card is None:
        raise JudgeError(f"unknown card {name!r}{did_you_mean(name)}")
    return card


def suggestions(name: str, limit: int = 3) -> list[str]:
    """Library names close to ``name`` (case-insensitive), best first."""
    names = sorted(card_names())
    lower = {n.lower(): n for n in names}
    close = difflib.get_close_matches(name.lower(), list(lower), n=limit, cutoff=0.6)
    if not close:
        close = [k for k in lower if name.lower() in k][:limit]
    return [lower[c] for c in close]


def did_you_mean(name: str) -> str:
    """``"; did you mean 'Shock'?"`` or ``""``."""
    close = suggestions(name)
    if not close:
        return ""
    return "; did you mean " + " or ".join(repr(c) for c in close) + "?"
