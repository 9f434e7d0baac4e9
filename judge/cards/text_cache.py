"""The IR of card text the library does not define, kept between runs.

A scenario that defines its cards inline (every card of the era outside Sixth Edition) has
their text read by the card grammar, and importing the reader with its tables and reading the
text cost a fresh ``judge ask`` ~35 ms, a third of what the whole command adds to its imports
(docs/performance.md, "Every supported Python"). Each card read is kept as JSON
(:func:`judge.cards.ir.to_data`: no pickle, no code; only the IR's own classes are ever built
from it) in the user's private cache directory, the one that holds lark's analysis
(:func:`judge.lark_cache.private_dir`), in a folder named by the hash of everything the
reading depends on (the grammar, the reader, the IR and the LALR driver — not Python's
version: the committed prebuilt library's IR serves every Python alike, and so does this);
a file is named by the hash of the card (name, text, type line, types, subtypes, cost).

A file that can't be read or decoded is ignored (the card is read again and the file
rewritten), failing to write is silent, and a card whose IR would not come back equal from
JSON is not kept. A change of the reader starts a new folder; of the other readers' folders
the two newest stay and the rest are removed.
``JUDGE_NO_CARD_CACHE=1`` in the environment turns the cache off.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any, Optional

from judge.cards import ir, prebuilt

#: Besides the reader's sources (:data:`judge.cards.prebuilt.CODE`), the LALR driver that runs
#: the grammar's tables.
_DRIVER = ("driver.py", "tables.py", "trees.py")
#: Folders kept, this reader's included: the others' go, oldest first.
KEEP_READERS = 3
#: Cards read in this process, by their key (a game made again finds them without a file).
_SEEN: dict[str, ir.CardAbilities] = {}


@functools.lru_cache(maxsize=1)
def _folder() -> Optional[Path]:
    """This reader's folder in the private cache directory (made, and the folders of other
    readers removed, on first use), or None: no private directory, or the cache is off."""
    from judge.lark_cache import private_dir

    if os.environ.get("JUDGE_NO_CARD_CACHE"):
        return None
    base = private_dir()
    if base is None:
        return None
    h = hashlib.sha256(prebuilt.reader_digest().encode())
    lalr = Path(__file__).resolve().parent.parent / "lalr"
    for name in _DRIVER:
        try:
            h.update((lalr / name).read_bytes())
        except OSError:
            return None
    folder = Path(base) / f"cards-{h.hexdigest()[:24]}"
    if not folder.is_dir():
        try:
            folder.mkdir(mode=0o700)
            # the folders of other readers: the newest few stay (two checkouts of different
            # versions, used in turn, keep theirs); the rest are removed
            others = sorted((p for p in Path(base).glob("cards-*") if p != folder),
                            key=lambda p: p.stat().st_mtime, reverse=True)
            for old in others[KEEP_READERS - 1:]:
                shutil.rmtree(old, ignore_errors=True)
        except OSError:
            return None
    return folder


def _key(card: Any) -> str:
    fields = [card.name, card.text, card.type_line, list(card.types), list(card.subtypes), card.cost]
    return hashlib.sha256(json.dumps(fields, ensure_ascii=False).encode()).hexdigest()[:32]


def load(card: Any) -> Optional[ir.CardAbilities]:
    """The IR kept for ``card`` (a CardDef), or None."""
    key = _key(card)
    found = _SEEN.get(key)
    if found is not None:
        return found
    folder = _folder()
    if folder is None:
        return None
    try:
        data = json.loads((folder / f"{key}.json").read_text(encoding="utf-8"))
        found = ir.from_data(data)
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
    if not isinstance(found, ir.CardAbilities):
        return None
    _SEEN[key] = found
    return found


def save(card: Any, abilities: ir.CardAbilities) -> None:
    """Keep the IR read from ``card``'s text (when it comes back from JSON equal)."""
    key = _key(card)
    if len(_SEEN) >= 4096:  # a bound on memory (a fuzzing run reads many texts)
        _SEEN.clear()
    _SEEN[key] = abilities
    folder = _folder()
    if folder is None:
        return
    text = json.dumps(ir.to_data(abilities), ensure_ascii=False, sort_keys=True)
    try:
        if ir.from_data(json.loads(text)) != abilities:
            return
    except (ValueError, TypeError):
        return
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, folder / f"{key}.json")
    except OSError:
        return
    global _SAVED
    _SAVED += 1
    if _SAVED % 64 == 0:
        _prune(folder)


#: Files written by this process (the folder's size is looked at every 64th).
_SAVED = 0
#: Most files kept in the folder; past it, the older half goes.
MAX_FILES = 10_000


def _prune(folder: Path) -> None:
    """A bound on the disk the cache takes: past :data:`MAX_FILES` cards, the ones written
    longest ago are removed (a fuzzing run reads many texts once)."""
    try:
        files = [(e.stat().st_mtime, e.path) for e in os.scandir(folder) if e.name.endswith(".json")]
        if len(files) <= MAX_FILES:
            return
        for _, path in sorted(files)[: len(files) - MAX_FILES // 2]:
            os.remove(path)
    except OSError:
        pass
