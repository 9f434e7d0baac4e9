"""Card names as a judge types them: the one place that says when two names are the same card.

A judge writes ``aether storm`` for Æther Storm, ``Lim-Dul's Vault`` for Lim-Dûl's Vault,
``circle of protection red`` for Circle of Protection: Red. :func:`name_key` folds a name to the
form every lookup compares (the card catalog, the library, the scenario checks): case folded,
Æ as "ae", accents dropped, apostrophes removed, any other run of punctuation or blanks one
space. No two cards of the era share a key (``tests/cards/test_catalog.py``).

:func:`close_names` is the did-you-mean of card names: a unique prefix of the key first
("Mirri" → "Mirri, Cat Warrior"), then the names closest by ``difflib``'s ratio.
"""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata
from typing import Iterable, Sequence


@functools.lru_cache(maxsize=8192)
def name_key(name: str) -> str:
    """The form of ``name`` every card lookup compares: ``"Æther Storm"`` → ``"aether storm"``,
    ``"Lim-Dûl's Vault"`` → ``"lim duls vault"``, ``'Kongming, "Sleeping Dragon"'`` →
    ``"kongming sleeping dragon"``."""
    text = name.replace("\u00c6", "Ae").replace("\u00e6", "ae")
    if not text.isascii():
        text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    # (the patterns compiled when first used, not at import: a library card's lookup needs none)
    text = re.sub(r"['\u2019\u2018`]", "", text.casefold())
    return re.sub(r"[^0-9a-z]+", " ", text).strip()


def close_names(name: str, names: Iterable[str], limit: int = 3) -> list[str]:
    """The names of ``names`` a judge who wrote ``name`` most likely meant, best first: those
    whose key starts with ``name``'s key (shortest first), else the closest by spelling."""
    key = name_key(name)
    if not key:
        return []
    by_key: dict[str, str] = {}
    for n in names:
        by_key.setdefault(name_key(n), n)
    starts = sorted((k for k in by_key if k.startswith(key) and k != key), key=lambda k: (len(k), k))
    if starts:
        return [by_key[k] for k in starts[:limit]]
    close = difflib.get_close_matches(key, list(by_key), n=limit, cutoff=0.75)
    if not close:
        words = key.split()  # "bears" → Grizzly Bears: a word of the name
        close = sorted((k for k in by_key if all(w in k.split() for w in words)), key=lambda k: (len(k), k))[:limit]
    return [by_key[k] for k in close]


def did_you_mean(names: Sequence[str]) -> str:
    """``"did you mean 'Shock'?"``, ``"did you mean 'A' or 'B'?"``, or ``""``."""
    if not names:
        return ""
    return "did you mean " + " or ".join(repr(n) for n in names) + "?"
