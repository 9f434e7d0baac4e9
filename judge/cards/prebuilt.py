"""The prebuilt card library: ``prebuilt.json``, the library's card definitions and their
parsed abilities (IR), so that ``judge ask`` never runs a parser over the library.

Built by ``python -m judge.cards.build`` (:func:`judge.cards.build.prebuilt_text`, and
committed); ``tests/cards/test_prebuilt.py``
checks that the committed file equals a fresh build and that every card's prebuilt IR
equals its freshly parsed IR.

Format (JSON, deterministic)::

    {"format": 1,
     "inputs": "<digest of the library files>:<digest of the reader's sources, CODE>",
     "names": ["<name as written>", ...],                                       # for card_names()
     "cards": {"<name, lower case>": "<one card as a JSON string>", ...}}   # file order

Each card is a JSON *string* decoded only when that card is asked for (a scenario uses a
handful of the library's cards): ``{"card": {CardDef fields, "span": [...]}, "ir":
to_data(CardAbilities)}``; :func:`judge.cards.ir.from_data` turns the IR back into
dataclasses. No pickle, no code.

At run time the file is used only when its ``inputs`` digest matches the sources it was
built from (about a millisecond to hash them); otherwise it is ignored and the library is
parsed as before (correct, only slower). The IR of a card is used only for a card whose
name, text, type line, types and subtypes are exactly the library's: an inline definition
in a scenario that changes any of them is parsed for real.
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any, Callable, Optional

from judge._speed import cache_store
from judge.cards import grammar_files

FORMAT = 1
HERE = Path(__file__).resolve().parent
PATH = HERE / "prebuilt.json"
LIBRARY_DIR = HERE / "library"
#: The reader's rewrite tables, as data files (judge.cards.rewrite_files.FOLDER).
NORMALISE = HERE / "normalise"
#: The sources whose content decides the prebuilt data (besides the library files): the
#: grammar, the reader (text, its pieces, its rewrites, its transformer by area), the IR and the English
#: words a rewrite says (english.py: ``with_article``); and every rewrite table of :data:`NORMALISE`
#: (:func:`reader_digest`).
CODE = ("text.py", "printed.py", "rewrites.py", "rewrite_files.py", "rewrite_calls.py", "phrases.py", "ir.py",
        "grammar_files.py", "english.py") + tuple(
    f"reading/{name}.py" for name in ("__init__", "abilities", "costs", "descriptions", "effects", "keywords",
                                      "numbers", "references", "sentences", "triggers")) + grammar_files.FILES


@functools.lru_cache(maxsize=1)
def reader_digest() -> str:
    """The digest of the card reader's sources alone (:data:`CODE`), as they are now: what the
    IR of a card's text depends on (judge.cards.text_cache), and the type-line reader
    (judge.dsl.type_lines: a card's subtypes are part of what is built). The rewrite tables are
    every ``.rewrites`` file of :data:`NORMALISE` (judge.cards.rewrite_files reads them by name)."""
    return cache_store.digest([HERE / n for n in CODE] + _listed(NORMALISE, ".rewrites")
                              + [HERE.parent / "dsl" / "type_lines.py"])


def _listed(folder: Path, suffix: str) -> list[Path]:
    """``sorted(folder.glob("*" + suffix))``, listed by name: a glob's pattern is compiled once a
    process (``fnmatch``, ``re``), ~0.4 ms of each command for each of the two asked here."""
    try:
        names = os.listdir(folder)
    except OSError:  # (as the glob: no such folder, or not one to read, lists nothing)
        return []
    return [folder / n for n in sorted(names) if n.endswith(suffix)]


def inputs_digest(directory: Optional[Path] = None) -> str:
    """The digest of the library's ``.mtg`` files (sorted by name), then :func:`reader_digest`
    (worked out once a process for the library itself; the reader's sources hashed once a
    process for both: ~1 ms of each command)."""
    if directory is None:
        return _library_digest()
    return cache_store.digest(_listed(directory, ".mtg")) + ":" + reader_digest()


@functools.lru_cache(maxsize=1)
def _library_digest() -> str:
    return inputs_digest(LIBRARY_DIR)


def card_data(card: Any) -> dict:
    """A CardDef as JSON-ready data (tuples as lists; the span as four numbers)."""
    out: dict[str, Any] = {}
    for name in ("name", "type_line", "cost", "supertypes", "types", "subtypes", "power", "toughness", "text",
                 "colors"):
        value = getattr(card, name)
        out[name] = list(value) if isinstance(value, tuple) else value
    span = card.span
    out["span"] = None if span is None else [span.line, span.column, span.end_line, span.end_column]
    return out


def _card_from_data(data: dict) -> Any:
    from judge.dsl.ast import CardDef, Span

    kw = {k: (tuple(v) if isinstance(v, list) else v) for k, v in data.items() if k != "span"}
    span = data.get("span")
    return CardDef(**kw, span=None if span is None else Span(*span))


def _key(name: str, text: str, type_line: str, types: tuple, subtypes: tuple, cost: Optional[str]) -> tuple:
    return (name, text, type_line, tuple(types), tuple(subtypes), cost)


@functools.lru_cache(maxsize=None)
def _loaded() -> Optional[tuple[str, dict]]:
    """The file's text and its head (format, inputs, names) when it is usable (present, this
    format, built from the sources as they are now), else None. Only the head is decoded
    here: a card is found by its line."""
    try:
        text = PATH.read_text(encoding="utf-8")
        head = json.loads(text[:text.index('\n"cards": {')].rstrip().rstrip(",") + "}")
        if head.get("format") != FORMAT or head.get("inputs") != inputs_digest():
            return None
        return text, head
    except (OSError, ValueError, AttributeError):
        return None


def _text() -> Optional[str]:
    loaded = _loaded()
    return None if loaded is None else loaded[0]


def written_names() -> Optional[frozenset[str]]:
    """Every library card's name as written (what :func:`judge.cards.library.card_names`
    scans the files for), or None (no usable prebuilt file)."""
    loaded = _loaded()
    return None if loaded is None else frozenset(loaded[1]["names"])


@functools.lru_cache(maxsize=None)
def _table() -> Optional[dict[str, str]]:
    """{lower-case name: card JSON string} in file order (decodes the whole file), or None."""
    text = _text()
    return None if text is None else json.loads(text)["cards"]


#: Cards looked up by searching the file's text; past this many, the whole table is decoded
#: once (a suite asks for hundreds of cards: each search reads the file, ~60 µs).
_SEARCHES = 32


@functools.lru_cache(maxsize=None)
def _entry(key: str) -> Optional[tuple[Any, dict]]:
    text = _text()
    if text is None:
        return None
    if _entry.cache_info().currsize < _SEARCHES:
        # each card is one line: "<name>": "<card JSON>",  (see build(); newlines in strings are escaped)
        at = text.find("\n" + json.dumps(key, ensure_ascii=False) + ": ")
        if at < 0:
            return None
        line = text[at + 1:text.index("\n", at + 1)].rstrip(",")
        card = json.loads("{" + line + "}")[key]
    else:
        card = (_table() or {}).get(key)
        if card is None:
            return None
    data = json.loads(card)
    return _card_from_data(data["card"]), data["ir"]


def available() -> bool:
    """True when ``prebuilt.json`` is present and matches its sources."""
    return _text() is not None


def names() -> Optional[tuple[str, ...]]:
    """Every library card's lower-case name in file order, or None (no usable prebuilt file)."""
    table = _table()
    return None if table is None else tuple(table)


def card(name: str) -> Optional[Any]:
    """The library's CardDef for ``name`` (lower case), or None (unknown, or no prebuilt file)."""
    entry = _entry(name)
    return None if entry is None else entry[0]


def abilities(name: str, text: str, type_line: str, types: tuple, subtypes: tuple,
              cost: Optional[str] = None) -> Optional[Any]:
    """The prebuilt IR of a card, if this exact card (name, text, type line, types, subtypes
    and mana cost) is the library's; else None (the caller parses the text)."""
    entry = _entry(name.lower())
    if entry is None:
        return None
    lib, data = entry
    if _key(lib.name, lib.text, lib.type_line, lib.types, lib.subtypes, lib.cost) != _key(name, text, type_line, types,
                                                                                            subtypes, cost):
        return None
    from judge.cards.ir import from_data

    return from_data(data)


#: What else to forget with the loaded file: the caches of the modules that serve cards
#: from it register here (:func:`on_clear`), so that this module never imports them.
_ON_CLEAR: list[Callable[[], None]] = []


def on_clear(forget: Callable[[], None]) -> None:
    """Call ``forget`` whenever :func:`clear_caches` runs."""
    _ON_CLEAR.append(forget)


def clear_caches() -> None:
    """Forget the loaded file, and what was served from it (tests, or after rebuilding it in
    the same process)."""
    _loaded.cache_clear()
    _library_digest.cache_clear()
    _table.cache_clear()
    _entry.cache_clear()
    for forget in _ON_CLEAR:
        forget()
