"""Glossary look-up with forgiving matching: case, plurals and word forms, then typos.

``lethal damage`` → Lethal Damage; ``Lethal`` → Lethal Damage; ``regenerate`` →
Regenerate (and Regeneration, where both exist); ``manna burn`` → Mana Burn.
"""

from __future__ import annotations

import difflib
import functools
import re
from typing import Optional

from judge.errors import JudgeError
from judge.rules.corpus import DEFAULT_EDITION, GlossaryEntry, load, on_clear
from judge.rules.stem import stem, tokens


def _norm(term: str) -> str:
    term = re.sub(r"\([^)]*\)", " ", term)  # "Bury (Obsolete)" -> "bury"
    return " ".join(w for w, _, _ in tokens(term))


def _stems(term: str) -> tuple[str, ...]:
    return tuple(stem(w) for w, _, _ in tokens(re.sub(r"\([^)]*\)", " ", term)))


def lookup(term: str, edition: str = DEFAULT_EDITION) -> list[GlossaryEntry]:
    """The glossary entries matching ``term``, best first (a :class:`JudgeError` if none do).

    Tried in turn, the first tier that matches wins: same words (ignoring case and
    punctuation); same stems (plurals, word forms: regenerate/regeneration); the query's
    stems all within the term (``lethal`` → Lethal Damage); close spellings (difflib).
    """
    ed = load(edition)
    entries = ed.glossary
    if not entries:
        raise JudgeError(f"edition {ed.name} has no glossary (try --edition classic or --edition rulebook)")
    want = _norm(term)
    if not want:
        raise JudgeError("empty glossary term (example: judge glossary \"lethal damage\")")
    want_stems = _stems(term)
    exact = [e for e in entries if _norm(e.term) == want]
    same_stem = [e for e in entries if _stems(e.term) == want_stems and e not in exact]
    if exact or same_stem:
        return exact + same_stem
    contained = [e for e in entries if set(want_stems) <= set(_stems(e.term))]
    if contained:
        return sorted(contained, key=lambda e: len(_stems(e.term)))
    normed = {_norm(e.term): e for e in entries}
    close = difflib.get_close_matches(want, list(normed), n=3, cutoff=0.75)
    if close:
        return [normed[c] for c in close]
    closest = difflib.get_close_matches(want, list(normed), n=5, cutoff=0.3)
    hint = f"; closest terms: {', '.join(normed[c].term for c in closest)}" if closest else ""
    raise JudgeError(f"no glossary entry for {term.strip()!r} in edition {ed.name}{hint}")


def terms(edition: str = DEFAULT_EDITION) -> list[str]:
    """Every glossary term of an edition, in document order."""
    return load(edition).glossary_terms()


@functools.lru_cache(maxsize=4)
def _names(edition: str) -> dict[str, str]:
    """{a name's words: the entry's term}: each entry by its whole term and, for a term of
    several names (``Control/Controller``, ``Life/Life Total``), by each name."""
    out: dict[str, str] = {}
    for term in load(edition).glossary_terms():
        out.setdefault(_norm(term), term)
        if "/" in term:
            for part in term.split("/"):
                out.setdefault(_norm(part), term)
    return out


on_clear(_names.cache_clear)


def entry_named(term: str, edition: str = DEFAULT_EDITION) -> Optional[str]:
    """The term of the entry ``term`` names exactly — any case or punctuation, with or without
    its ``(Obsolete)``, or one name of a ``Control/Controller`` entry — or None. (Stricter than
    :func:`lookup`: what a scenario asserts is cited names one entry, not the likeliest.)"""
    key = _norm(term)
    return _names(edition).get(key) if key else None


def unknown_term(term: str, edition: str = DEFAULT_EDITION) -> tuple[str, str]:
    """What to say of a term no entry is named by: the message, and a hint naming the likeliest
    entries (:func:`lookup`'s forgiving matching)."""
    try:
        close = [e.term for e in lookup(term, edition)][:3]
    except JudgeError:
        close = []
    hint = ("did you mean " + " or ".join(f'Glossary "{t.strip(chr(34))}"' for t in close) + "?") if close else \
        f'see the entries with judge glossary WORD'
    return f"no glossary entry {term.strip()!r} in the {load(edition).name} rules", hint
