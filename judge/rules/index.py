"""The full-text index of one edition: stemmed terms with positions, per document and field.

A document is a rule (fields: title, text, examples) or a glossary entry (fields: the
term as title, text, examples), in document order: rules first, then the glossary.
The index is built from the corpus in memory on first use (see docs/performance.md
for what that costs).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.rules.stem import stem, tokens

#: Field names, in the order they are stored.
FIELDS = ("title", "text", "examples")


@dataclass(frozen=True, eq=False)
class Doc:
    """One searchable document: a rule id or a glossary term, and its stemmed fields."""

    kind: str  # the rule's kind (chapter/section/rule/subrule/subsection) or "glossary"
    key: str  # rule id or glossary term
    position: int  # document order within the edition
    fields: dict[str, list[str]]  # field -> stemmed terms in order (stopwords kept)
    length: float = 0.0


@dataclass(frozen=True, eq=False)
class Index:
    """Postings of one edition: term -> {doc number: {field: [positions]}}."""

    edition: str
    docs: list[Doc]
    postings: dict[str, dict[int, dict[str, list[int]]]] = field(repr=False)
    avg_length: float

    @property
    def size(self) -> int:
        return len(self.docs)

    def df(self, term: str) -> int:
        return len(self.postings.get(term, ()))


def _field_terms(text: str) -> list[str]:
    return [stem(w) for w, _, _ in tokens(text)]


def _doc_fields(raw: dict[str, Any], title_key: str) -> dict[str, list[str]]:
    return {
        "title": _field_terms(raw.get(title_key) or ""),
        "text": _field_terms(raw.get("text") or ""),
        "examples": _field_terms("\n".join(raw.get("examples") or ())),
    }


#: How much one occurrence in each field counts (title/glossary-term matches are boosted).
FIELD_WEIGHTS = {"title": 3.0, "text": 1.0, "examples": 0.5}


def build_index(edition: Any) -> Index:
    """Index every rule and glossary entry of a :class:`judge.rules.corpus.Edition`."""
    docs: list[Doc] = []
    raws = [(raw.get("kind", "rule"), raw["id"], _doc_fields(raw, "title")) for raw in edition._raw_rules]
    raws += [("glossary", raw["term"], _doc_fields(raw, "term")) for raw in edition._raw_glossary]
    postings: dict[str, dict[int, dict[str, list[int]]]] = {}
    total = 0.0
    for n, (kind, key, fields) in enumerate(raws):
        length = sum(len(fields[f]) * FIELD_WEIGHTS[f] for f in FIELDS)
        total += length
        docs.append(Doc(kind=kind, key=key, position=n, fields=fields, length=length))
        for fname in FIELDS:
            for pos, term in enumerate(fields[fname]):
                postings.setdefault(term, {}).setdefault(n, {}).setdefault(fname, []).append(pos)
    avg = total / len(docs) if docs else 1.0
    return Index(edition=edition.name, docs=docs, postings=postings, avg_length=avg or 1.0)
