"""Glossary entries as citations: which entries a trace step cites (``expect trace cites
Glossary "Exchange"``, a drill question's ``decided by``).

The engine cites a glossary entry in a step's words — ``… (glossary "Exchange")`` beside the
step's rule ids (``judge.engine.effects``, ``sba``, ``turn``…) — and this module is the one
place that reads that convention: :func:`step_terms` gives the entries a step cites as the
corpus's terms (``Enchant World (Obsolete)``), whatever the case or the ``(Obsolete)`` the
step wrote (:func:`judge.rules.glossary.entry_named`, which matches a scenario's terms too).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

#: ``glossary "Exchange"`` / ``Glossary "Enchant World (Obsolete)"`` in a step's text (compiled
#: by ``re`` where first used, kept in its cache: a ``judge ask`` whose steps cite no entry compiles
#: none, ~0.5M instructions).
_CITED = r"\b[Gg]lossary\s+\"([^\"]+)\""


def step_terms(text: str) -> tuple[str, ...]:
    """The glossary entries a step whose words are ``text`` cites, as the corpus names them
    (a term the corpus lacks as the step wrote it), in the order written, once each."""
    if "lossary" not in text:  # (most steps: no regular expression run)
        return ()
    from judge.rules.glossary import entry_named

    out: list[str] = []
    for m in re.finditer(_CITED, text):
        term = entry_named(m.group(1)) or m.group(1)
        if term not in out:
            out.append(term)
    return tuple(out)


def cited_terms(steps: Sequence[Any]) -> frozenset[str]:
    """Every glossary entry a trace (its steps, nested ones too) cites."""
    out: set[str] = set()
    for top in steps:
        for step in top.walk():
            out.update(step_terms(step.text))
    return frozenset(out)


def cites(cited: Iterable[str], term: str) -> bool:
    """Whether a trace citing the entries ``cited`` cites the entry ``term`` names."""
    from judge.rules.glossary import entry_named

    return (entry_named(term) or term) in set(cited)
