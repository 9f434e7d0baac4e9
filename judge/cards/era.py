"""The era's cards as data: ``era_cards.jsonl`` (every card of the core sets, expansions and
starter sets to 30 June 2000 — 4,438 names — with their printed and Oracle wordings, from
MTGJSON version 3; built by :mod:`judge.cards.era_build`, which says the format).

A card is found by its :func:`judge.cards.names.name_key`: the file is read once (a few
megabytes, ~1 ms) and the card's line found by searching its text, so a lookup decodes one
line, not the file. Listing every name (did-you-mean, completion, the search index) decodes
each line's head only.

This module only serves the data; :mod:`judge.cards.catalog` makes cards of it.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import NamedTuple, Optional

#: The version of the file's layout (:mod:`judge.cards.era_build`).
FORMAT = 1
PATH = Path(__file__).resolve().with_name("era_cards.jsonl")

_HEAD = re.compile(r'^\{"key":"([^"\\]*)","name":"((?:[^"\\]|\\.)*)"', re.M)


class EraCard(NamedTuple):
    """One card of the era as the source has it (see :mod:`judge.cards.era_build`)."""

    key: str
    name: str
    cost: Optional[str]
    type: str
    printed_type: str
    power: Optional[str]
    toughness: Optional[str]
    oracle: str
    printed: str
    sets: tuple[str, ...]
    printed_in: str


class EraSet(NamedTuple):
    code: str
    name: str
    date: str
    kind: str


@functools.lru_cache(maxsize=1)
def _loaded() -> Optional[tuple[str, dict]]:
    """The file's text and its head, or None (absent, unreadable, another format)."""
    try:
        text = PATH.read_text(encoding="utf-8")
        head = json.loads(text[:text.index("\n")])
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    if not isinstance(head, dict) or head.get("format") != FORMAT:
        return None
    return text, head


def content_key() -> str:
    """What identifies the data's content, without reading its 2 MB: its head (which names the
    source file and its SHA-256), its size, and the code that generates it
    (judge/cards/era_build.py; tests/test_generated_files.py refuses a file that code would not
    write). Hashing the whole file cost ~3.5 ms of every scenario read (docs/performance.md)."""
    import hashlib

    try:
        with PATH.open("rb") as f:
            head = f.readline()
        size = PATH.stat().st_size
        build = (Path(__file__).resolve().parent / "era_build.py").read_bytes().replace(b"\r\n", b"\n")
    except OSError:
        return "absent"
    return hashlib.sha256(head + f"\0{size}\0".encode() + build).hexdigest()


def available() -> bool:
    return _loaded() is not None


def source() -> str:
    """Where the data comes from, as its head says (empty without the file)."""
    loaded = _loaded()
    return "" if loaded is None else str(loaded[1].get("source", ""))


def source_digest() -> str:
    """The digest of the source the data was built from, as its head says (empty without it)."""
    loaded = _loaded()
    return "" if loaded is None else str(loaded[1].get("source_sha256", ""))


@functools.lru_cache(maxsize=1)
def sets() -> dict[str, EraSet]:
    """The era's sets by code, in release order."""
    loaded = _loaded()
    if loaded is None:
        return {}
    return {row[0]: EraSet(*row) for row in loaded[1].get("sets", ())}


@functools.lru_cache(maxsize=4096)
def card(key: str) -> Optional[EraCard]:
    """The era card whose name key is ``key`` (:func:`judge.cards.names.name_key`), or None."""
    loaded = _loaded()
    if loaded is None or not key or '"' in key or "\\" in key:
        return None
    text = loaded[0]
    if _offsets.cache_info().currsize:  # every card's line is known: no search
        at = _offsets().get(key, -1)
    else:
        at = text.find('\n{"key":"' + key + '",')
    if at < 0:
        return None
    end = text.find("\n", at + 1)
    row = json.loads(text[at + 1:end if end >= 0 else len(text)])
    return EraCard(row["key"], row["name"], row["cost"], row["type"], row["printed_type"],
                   row["power"], row["toughness"], row["oracle"], row["printed"], tuple(row["sets"]),
                   row["printed_in"])


@functools.lru_cache(maxsize=1)
def _offsets() -> dict[str, int]:
    """{name key: where its line begins (at the newline before it)}: made for a caller that
    looks up many cards (:func:`cards`), after which :func:`card` searches no more."""
    loaded = _loaded()
    if loaded is None:
        return {}
    return {m.group(1): m.start() - 1 for m in _HEAD.finditer(loaded[0])}


def cards(keys: "list[str]") -> list[Optional[EraCard]]:
    """:func:`card` of each key (many at once: each line found by its offset)."""
    _offsets()
    return [card(k) for k in keys]


@functools.lru_cache(maxsize=1)
def names() -> dict[str, str]:
    """{name key: the card's name} of every era card, in key order."""
    loaded = _loaded()
    if loaded is None:
        return {}
    return {m.group(1): json.loads('"' + m.group(2) + '"') for m in _HEAD.finditer(loaded[0])}


def all_cards() -> list[EraCard]:
    """Every era card, in key order (decodes the whole file)."""
    return [c for c in cards(list(names())) if c is not None]


def clear_caches() -> None:
    """Forget the file read (tests that point :data:`PATH` elsewhere)."""
    for cached in (_loaded, sets, card, names, _offsets):
        cached.cache_clear()
