"""The IR of card text the library does not define, kept between runs.

A scenario that defines its cards inline (every card of the era outside Sixth Edition) has
their text read by the card grammar, and importing the reader with its tables and reading the
text cost a fresh ``judge ask`` ~35 ms, a third of what the whole command adds to its imports
(docs/performance.md, "Every supported Python"). Each card read is kept as JSON
(:func:`judge.cards.ir.to_data`: no pickle, no code; only the IR's own classes are ever built
from it) in the user's private cache directory, the one that holds lark's analysis
(:mod:`judge._speed.cache_store`), in a database named by the hash of everything the
reading depends on (the grammar, the reader, the IR, the LALR driver and the era's words — not Python's
version: the committed prebuilt library's IR serves every Python alike, and so does this);
an entry's key is the hash of the card (name, text, type line, types, subtypes, cost).

This module is the disk alone: what a process has read is kept by the card catalog
(:meth:`judge.cards.catalog.Catalog.abilities`), which asks here first. An entry that can't be
read or decoded is ignored (the card is read again and the entry
rewritten), and a card whose IR would not come back equal from JSON is not kept; the
database is kept as :mod:`judge._speed.cache_store` says (new reader, new database; bounded).
``JUDGE_NO_CARD_CACHE=1`` (or ``JUDGE_NO_CACHE=1``) in the environment turns the cache off.

The same database keeps an era card's Oracle text put in the era's words (:func:`in_era_words`),
so that a card the catalog defines again in a later run needs neither the words' patterns nor
the work.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, Optional, Union

from judge._speed import cache_store
from judge.digest import hexdigest
from judge.cards import ir, prebuilt
from judge.errors import CardTextError

#: Besides the reader's sources (:data:`judge.cards.prebuilt.CODE`), the LALR driver that runs
#: the grammar's tables.
_DRIVER = ("driver.py", "tables.py", "trees.py")
#: Card texts kept at most: the era pool read in both wordings (2 x 4,438) with the scenarios'
#: inline cards and room to spare. At the store's default of 10,000 the pool's second wording
#: pushed the database past its bound, the older half went, and every pool check — the suite's
#: two floors among them, ~13 s of CPU each — read the whole pool afresh every time (measured,
#: thirty-fifth session). An entry is ~1 KB on disk.
CARD_TEXTS_KEPT = 30_000


#: Besides the reader's sources and the driver, what else decides an entry (the IR of a card as
#: the catalog defines it, or its refusal): the catalog's own steps before and after reading (an era
#: card's Oracle text chosen, its statements taken out, its echoes put in the era's words), the
#: words and names the reader uses, the refusals' wording, the card definition and the IR's
#: dataclass machinery, and the era's data itself (an Oracle text changed by the project's own
#: corrections, ORACLE_CHANGES, changes what the catalog reads under the same card). Relative to
#: ``judge``. ``tests/cards/test_text_cache.py`` holds every module the reading imports either here,
#: in the reader's digest, or named there as deciding nothing kept.
_ALSO = ("cards/catalog.py", "cards/text_lalr.py", "cards/describe.py", "cards/names.py", "cards/era.py", "cards/text_cache.py",
         "cards/era_cards.jsonl", "errors.py", "diagnostics.py", "dsl/ast.py", "dsl/errors.py", "_speed/fastdataclass.py", "zones.py")


def digested_files() -> list[Path]:
    """The files besides the reader's own (:data:`judge.cards.prebuilt.CODE`) whose digest names
    the database: a change of any of them starts a new one, so no entry made by other code is read."""
    here = Path(__file__).resolve().parent
    lalr = here.parent / "_speed" / "lalr"
    return [*(lalr / name for name in _DRIVER), here / "era_words.py", *(here.parent / name for name in _ALSO)]


@functools.lru_cache(maxsize=1)
def _store() -> Optional[cache_store.Store]:
    """This reader's database (:func:`judge._speed.cache_store.open_store`), or None: no private
    directory, or the cache is off."""
    try:
        code = prebuilt.reader_digest() + cache_store.digest([f for f in digested_files() if f.exists()])
    except OSError:
        return None
    return cache_store.open_store("cards", code, "JUDGE_NO_CARD_CACHE", CARD_TEXTS_KEPT)


def _key(card: Any, oracle: bool = False) -> str:
    fields = [card.name, card.text, card.type_line, list(card.types), list(card.subtypes), card.cost]
    if oracle:
        fields.append("read from its Oracle text")
    return hexdigest(json.dumps(fields, ensure_ascii=False).encode(), 16)


def load(card: Any, *, oracle: bool = False) -> Union[ir.CardAbilities, CardTextError, None]:
    """The IR kept for ``card`` (a CardDef), the refusal kept for it (:func:`save_refusal`), or
    None. ``oracle``: the IR of an era card in its Oracle wording, read from the Oracle text and
    its echoes put in the era's words (:mod:`judge.cards.catalog`), kept under the card as
    defined (its text in the era's words) apart from the reading of that text itself."""
    store = _store()
    data = store.read(_key(card, oracle)) if store is not None else None
    if data is None:
        return None
    try:
        raw = json.loads(data)
        if isinstance(raw, dict) and set(raw) == {_REFUSED}:
            return _refusal(raw[_REFUSED])
        found = ir.from_data(raw)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError, MemoryError):
        return None  # a damaged or planted entry (nested past the interpreter's depth: RecursionError)
    if not isinstance(found, ir.CardAbilities):
        return None
    return found


#: The one key of a kept refusal (an IR record's data always names its class under ``"_"``).
_REFUSED = "refused"
#: A refusal's fields, as :class:`judge.errors.CardTextError` takes them.
_REFUSAL_FIELDS = ("card", "sentence", "column", "expected", "reason", "paragraph", "refused")


def _refusal(fields: Any) -> CardTextError:
    """The refusal kept as ``fields`` (a ValueError for anything else: the entry is ignored)."""
    if not isinstance(fields, list) or len(fields) != len(_REFUSAL_FIELDS):
        raise ValueError("not a kept refusal")
    card, sentence, column, expected, reason, paragraph, refused = fields
    if not (all(isinstance(v, str) for v in (card, sentence, reason, paragraph)) and type(column) is int
            and isinstance(expected, list) and all(isinstance(v, str) for v in expected) and isinstance(refused, bool)):
        raise ValueError("not a kept refusal")
    return CardTextError(card, sentence, column, tuple(expected), reason, paragraph, refused)


def save_refusal(card: Any, err: CardTextError) -> None:
    """Keep the reader's refusal of ``card``'s text (only :class:`~judge.errors.CardTextError`
    itself, whose message its fields make again): the era pool's ~530-650 refused cards (a
    wording) took a quarter of ``judge cards --check --pool`` read again in every run."""
    store = _store()
    if store is None or type(err) is not CardTextError:
        return
    fields = [getattr(err, name) for name in _REFUSAL_FIELDS]
    fields[3] = list(fields[3])
    try:
        if str(_refusal(fields)) != str(err):
            return
    except ValueError:
        return
    store.write(_key(card), json.dumps({_REFUSED: fields}, ensure_ascii=False).encode("utf-8"))


def save(card: Any, abilities: ir.CardAbilities, *, oracle: bool = False) -> None:
    """Keep the IR read from ``card``'s text (when it comes back from JSON equal); ``oracle``
    as :func:`load` says."""
    store = _store()
    if store is None:
        return
    text = json.dumps(ir.to_data(abilities), ensure_ascii=False, sort_keys=True)
    try:
        if ir.from_data(json.loads(text)) != abilities:
            return
    except (ValueError, TypeError):
        return
    store.write(_key(card, oracle), text.encode("utf-8"))


def in_era_words(text: str, name: str, subtypes: tuple[str, ...]) -> str:
    """:func:`judge.cards.era_words.in_era_words` of an era card's Oracle text, kept in the same
    database (its code, the era's words among it, names the database): a card defined again
    in a later run is not put in the era's words again, nor the words' patterns imported and
    compiled (~0.2 ms a card, ~1.5 ms once a process: docs/performance.md, "The card catalog")."""
    store = _store()
    key = hexdigest(json.dumps(["in the era's words", text, name, list(subtypes)], ensure_ascii=False).encode(), 16)
    data = store.read(key) if store is not None else None
    if data is not None:
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            pass  # a damaged entry: worked out again and rewritten
    from judge.cards.era_words import in_era_words as worded

    out = worded(text, name, subtypes)
    if store is not None:
        store.write(key, out.encode("utf-8"))
    return out
