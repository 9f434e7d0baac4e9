"""A small deterministic English stemmer (the Porter 1980 algorithm) and the tokeniser.

``damage``, ``damaged``, ``damaging`` → ``damag``; ``regenerates``, ``regeneration`` → ``regener``.
No dependency; results are memoised per word.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator

#: Words dropped from an unquoted query (they are still indexed, so phrases keep them).
STOPWORDS = frozenset(
    "a an and are as at be by for from has he her his if in into is it its of on or "
    "she that the their them then there these they this to was were which will with".split()
)

_TOKEN_RE = re.compile(r"\d+(?:\.\d+[a-z]*)*|[a-z]+(?:'[a-z]+)*")
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'"})


def tokens(text: str) -> Iterator[tuple[str, int, int]]:
    """``(word, start, end)`` for each word or rule number of ``text`` (lower-cased, no apostrophes)."""
    for m in _TOKEN_RE.finditer(text.lower().translate(_QUOTES)):
        word = m.group()
        if "'" in word:
            if word.endswith("'s"):
                word = word[:-2]
            word = word.replace("'", "")
        yield word, m.start(), m.end()


def terms(text: str) -> list[str]:
    """The stemmed terms of ``text``, in order (stopwords included)."""
    return [stem(w) for w, _, _ in tokens(text)]


_VOWELS = frozenset("aeiou")


def _cons(w: str, i: int) -> bool:
    c = w[i]
    if c in _VOWELS:
        return False
    if c == "y":
        return i == 0 or not _cons(w, i - 1)
    return True


def _measure(w: str) -> int:
    """Porter's m: the number of vowel-consonant sequences in ``w``."""
    m, i, n = 0, 0, len(w)
    while i < n and _cons(w, i):
        i += 1
    while i < n:
        while i < n and not _cons(w, i):
            i += 1
        if i >= n:
            break
        while i < n and _cons(w, i):
            i += 1
        m += 1
    return m


def _has_vowel(w: str) -> bool:
    return any(not _cons(w, i) for i in range(len(w)))


def _double_cons(w: str) -> bool:
    return len(w) >= 2 and w[-1] == w[-2] and _cons(w, len(w) - 1)


def _cvc(w: str) -> bool:
    if len(w) < 3:
        return False
    return (
        _cons(w, len(w) - 3)
        and not _cons(w, len(w) - 2)
        and _cons(w, len(w) - 1)
        and w[-1] not in "wxy"
    )


_STEP2 = [
    ("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("izer", "ize"),
    ("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous"),
    ("ization", "ize"), ("ation", "ate"), ("ator", "ate"), ("alism", "al"), ("iveness", "ive"),
    ("fulness", "ful"), ("ousness", "ous"), ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"),
    ("logi", "log"),
]
_STEP3 = [
    ("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"), ("ful", ""),
    ("ness", ""),
]
_STEP4 = [
    "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou",
    "ism", "ate", "iti", "ous", "ive", "ize",
]
_STEP2.sort(key=lambda p: -len(p[0]))
_STEP3.sort(key=lambda p: -len(p[0]))
_STEP4.sort(key=lambda s: -len(s))


def _replace(w: str, table: list[tuple[str, str]], min_m: int) -> str:
    for suffix, repl in table:
        if w.endswith(suffix):
            base = w[: -len(suffix)]
            return base + repl if _measure(base) > min_m else w
    return w


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The Porter stem of a lower-case word; numbers and words of two letters are unchanged."""
    w = word
    if len(w) <= 2 or not w.isalpha():
        return w
    # step 1a
    if w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("ss"):
        pass
    elif w.endswith("s"):
        w = w[:-1]
    # step 1b
    if w.endswith("eed"):
        if _measure(w[:-3]) > 0:
            w = w[:-1]
    else:
        for suffix in ("ed", "ing"):
            if w.endswith(suffix) and _has_vowel(w[: -len(suffix)]):
                w = w[: -len(suffix)]
                if w.endswith(("at", "bl", "iz")):
                    w += "e"
                elif _double_cons(w) and w[-1] not in "lsz":
                    w = w[:-1]
                elif _measure(w) == 1 and _cvc(w):
                    w += "e"
                break
    # step 1c
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    w = _replace(w, _STEP2, 0)
    w = _replace(w, _STEP3, 0)
    # step 4
    for suffix in _STEP4:
        if w.endswith(suffix):
            base = w[: -len(suffix)]
            if _measure(base) > 1 and (suffix != "ion" or base.endswith(("s", "t"))):
                w = base
            break
    # step 5
    if w.endswith("e"):
        base = w[:-1]
        m = _measure(base)
        if m > 1 or (m == 1 and not _cvc(base)):
            w = base
    if w.endswith("ll") and _measure(w) > 1:
        w = w[:-1]
    return w
