"""The era's cards as data: ``era_cards.jsonl`` (every card of the core sets, expansions and
starter sets to 30 June 2000 — 4,438 names — with their printed and Oracle wordings, from
MTGJSON version 3; built by :mod:`judge.cards.era_build`, which says the format).

A card is found by its :func:`judge.cards.names.name_key`: the file's bytes are read once (2 MB,
~0.3 ms) and, its lines being sorted by key, the card's line is found by bisecting them — a
lookup decodes one line, not the file (decoding the whole file and searching its text for each
card cost ~0.5 ms a card and ~2 ms once: docs/performance.md, "The card catalog"). Listing every
name (did-you-mean, completion, the search index) decodes the text and each line's head only.

This module only serves the data; :mod:`judge.cards.catalog` makes cards of it.
"""

# (No ``from __future__ import annotations``: the ``NamedTuple`` classes' field types are objects,
# not strings typing makes a ``ForwardRef`` of, each a compilation at import: 15 in every
# ``judge ask``; docs/performance.md, fifty-sixth session.)

import functools
import json
import re
from pathlib import Path
from typing import NamedTuple, Optional

from judge.digest import hexdigest

#: The version of the file's layout (:mod:`judge.cards.era_build`).
FORMAT = 1
PATH = Path(__file__).resolve().with_name("era_cards.jsonl")

#: A card's line's head (its key and its name), as :func:`names` reads every line's; compiled there,
#: once (lru_cache), not at import: a ``judge ask`` lists no name (~0.8M instructions).
_HEAD = r'^\{"key":"([^"\\]*)","name":"((?:[^"\\]|\\.)*)"'


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
def _raw() -> Optional[tuple[bytes, dict, int]]:
    """The file's bytes, its head, and where its first card's line begins; or None (absent,
    unreadable, another format)."""
    try:
        data = PATH.read_bytes()
        end = data.index(b"\n")
        head = json.loads(data[:end].decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    if not isinstance(head, dict) or head.get("format") != FORMAT:
        return None
    return data, head, end + 1


@functools.lru_cache(maxsize=1)
def _loaded() -> Optional[tuple[str, dict]]:
    """The file's text and its head, or None (absent, unreadable, another format)."""
    raw = _raw()
    if raw is None:
        return None
    try:
        return raw[0].decode("utf-8"), raw[1]
    except UnicodeDecodeError:
        return None


def content_key() -> str:
    """What identifies the data's content, without reading its 2 MB: its head (which names the
    source file and its SHA-256), its size, and the code that generates it
    (judge/cards/era_build.py; tests/test_generated_files.py refuses a file that code would not
    write). Hashing the whole file cost ~3.5 ms of every scenario read (docs/performance.md)."""
    try:
        with PATH.open("rb") as f:
            head = f.readline()
        size = PATH.stat().st_size
        build = (Path(__file__).resolve().parent / "era_build.py").read_bytes().replace(b"\r\n", b"\n")
    except OSError:
        return "absent"
    return hexdigest(head + f"\0{size}\0".encode() + build)


def available() -> bool:
    return _raw() is not None


def source() -> str:
    """Where the data comes from, as its head says (empty without the file)."""
    raw = _raw()
    return "" if raw is None else str(raw[1].get("source", ""))


def source_digest() -> str:
    """The digest of the source the data was built from, as its head says (empty without it)."""
    raw = _raw()
    return "" if raw is None else str(raw[1].get("source_sha256", ""))


@functools.lru_cache(maxsize=1)
def sets() -> dict[str, EraSet]:
    """The era's sets by code, in release order."""
    raw = _raw()
    if raw is None:
        return {}
    return {row[0]: EraSet(*row) for row in raw[1].get("sets", ())}


@functools.lru_cache(maxsize=4096)
def card(key: str) -> Optional[EraCard]:
    """The era card whose name key is ``key`` (:func:`judge.cards.names.name_key`), or None."""
    raw = _raw()
    if raw is None or not key or '"' in key or "\\" in key:
        return None
    line = _line(raw[0], raw[2], key.encode("utf-8"))
    return None if line is None else _card(line)


def _card(line: bytes) -> Optional[EraCard]:
    try:
        row = json.loads(line.decode("utf-8"))
        return EraCard(row["key"], row["name"], row["cost"], row["type"], row["printed_type"],
                       row["power"], row["toughness"], row["oracle"], row["printed"], tuple(row["sets"]),
                       row["printed_in"])
    except (ValueError, UnicodeDecodeError, KeyError, TypeError):
        return None  # a damaged line: as a card the data lacks


_PREFIX = b'{"key":"'


def _line(data: bytes, start: int, key: bytes) -> Optional[bytes]:
    """The line of ``data`` (from ``start`` on, lines sorted by key; UTF-8's byte order is the
    order of the keys' code points, which sorted them) whose key is ``key``, found by bisection."""
    lo, hi, size = start, len(data), len(data)
    while lo < hi:
        mid = (lo + hi) // 2
        begin = data.rfind(b"\n", lo, mid) + 1 or lo  # the line holding mid (lo begins a line)
        end = data.find(b"\n", begin)
        end = size if end < 0 else end
        if not data.startswith(_PREFIX, begin):
            return None  # not this file's layout
        close = data.find(b'"', begin + len(_PREFIX), end)
        found = data[begin + len(_PREFIX):close] if close >= 0 else b""
        if found == key:
            return data[begin:end]
        if found < key:
            lo = end + 1
        else:
            hi = begin
    return None


def cards(keys: "list[str]") -> list[Optional[EraCard]]:
    """:func:`card` of each key."""
    return [card(k) for k in keys]


@functools.lru_cache(maxsize=1024)
def first_set(name: str) -> Optional[str]:
    """The code of the era's first set, by release date, that printed a card named ``name``
    ("a name originally printed in the Antiquities expansion": Golgothian Sylex), or None for a
    name no card of the era has."""
    from judge.cards.names import name_key

    found = card(name_key(name))
    order = list(sets())  # (in release order)
    known = [s for s in found.sets if s in order] if found is not None else []
    return min(known, key=order.index) if known else None


@functools.lru_cache(maxsize=1)
def names() -> dict[str, str]:
    """{name key: the card's name} of every era card, in key order."""
    loaded = _loaded()
    if loaded is None:
        return {}
    return {m.group(1): json.loads('"' + m.group(2) + '"') for m in re.compile(_HEAD, re.M).finditer(loaded[0])}


def all_cards() -> list[EraCard]:
    """Every era card, in key order (decodes the whole file)."""
    raw = _raw()
    if raw is None:
        return []
    out = []
    for line in raw[0][raw[2]:].split(b"\n"):
        if line:
            found = _card(line)
            if found is not None:
                out.append(found)
    return out


def clear_caches() -> None:
    """Forget the file read (tests that point :data:`PATH` elsewhere)."""
    for cached in (_raw, _loaded, sets, card, names):
        cached.cache_clear()
