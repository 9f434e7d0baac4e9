"""Glossary look-up with forgiving matching: case, plurals and word forms, then typos.

``lethal damage`` → Lethal Damage; ``Lethal`` → Lethal Damage; ``regenerate`` →
Regenerate (and Regeneration, where both exist); ``manna burn`` → Mana Burn.
"""

from __future__ import annotations

import difflib
import re

from judge.errors import JudgeError
from judge.rules.corpus import DEFAULT_EDITION, GlossaryEntry, load
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
