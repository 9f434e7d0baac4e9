"""Ranked full-text search over the rules and glossary of one or every edition.

Ranking is BM25 over stemmed terms, with

* field weights: a match in a title or glossary term counts 3×, in an example ½×;
* a coordination factor: documents matching more of the query's terms rank higher;
* a phrase boost: query words found next to each other, in order, multiply the score;
* quoted phrases (``"lethal damage"``) are required: only documents holding the exact
  phrase (same stemmed words, same order, same gaps) are returned;
* glossary entries score :data:`GLOSSARY_PRIOR` of a rule's score (the numbered rules are
  the authority; the glossary restates them).

Ties are broken by edition order, then document order, so results are deterministic.
"""

from __future__ import annotations

import math
import re
from typing import Any, NamedTuple, Optional

from judge.errors import JudgeError
from judge.rules import corpus
from judge.rules.corpus import EDITIONS, available_editions, load, resolve_edition
from judge.rules.index import FIELD_WEIGHTS, FIELDS, Index, build_index, load_prebuilt
from judge.rules.stem import STOPWORDS, stem, tokens

K1 = 1.2
B = 0.75
PHRASE_BOOST = 1.0
GLOSSARY_PRIOR = 0.75
SNIPPET_CHARS = 200

_QUOTED = re.compile(r"[\"\u201c\u201d]([^\"\u201c\u201d]*)[\"\u201c\u201d]?")


class Query(NamedTuple):
    """A parsed query: loose words and required phrases, each as ``(stem, offset)`` lists."""

    text: str
    loose: tuple[tuple[str, int], ...]
    phrases: tuple[tuple[tuple[str, int], ...], ...]

    @property
    def terms(self) -> list[str]:
        """Every distinct stem that scores, in query order."""
        out: list[str] = []
        for seq in (self.loose, *self.phrases):
            for term, _ in seq:
                if term not in out:
                    out.append(term)
        return out


def _sequence(text: str, keep_stopwords: bool) -> tuple[tuple[str, int], ...]:
    words = [w for w, _, _ in tokens(text)]
    if not keep_stopwords and any(w not in STOPWORDS for w in words):
        return tuple((stem(w), i) for i, w in enumerate(words) if w not in STOPWORDS)
    return tuple((stem(w), i) for i, w in enumerate(words))


def parse_query(text: str) -> Query:
    """Split ``text`` into required quoted phrases and loose words (a :class:`JudgeError` if empty)."""
    phrases = [seq for m in _QUOTED.finditer(text) if (seq := _sequence(m.group(1), keep_stopwords=False))]
    rest = _QUOTED.sub(" ", text)
    query = Query(text=text, loose=_sequence(rest, keep_stopwords=False), phrases=tuple(phrases))
    if not query.terms:
        raise JudgeError(
            f"empty search query {text!r}: give one or more words, or a quoted phrase "
            '(example: judge search "lethal damage")'
        )
    return query


class Hit(NamedTuple):
    """One search result."""

    edition: str
    kind: str  # rule kind, or "glossary"
    key: str  # rule id or glossary term
    score: float
    snippet: str
    highlights: tuple[tuple[int, int], ...] = ()
    position: int = 0

    @property
    def is_glossary(self) -> bool:
        return self.kind == "glossary"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"term" if self.is_glossary else "id": self.key}
        data.update(
            edition=self.edition,
            kind=self.kind,
            score=round(self.score, 4),
            snippet=self.snippet,
            highlights=[list(h) for h in self.highlights],
        )
        return data


_INDEXES: dict[tuple[str, str], Index] = {}


def clear_cache() -> None:
    _INDEXES.clear()


corpus.on_clear(clear_cache)


def get_index(edition: str) -> Index:
    """The (cached) index of an edition."""
    ed = load(edition)
    key = (str(ed.path), ed.name)
    idx = _INDEXES.get(key)
    if idx is None:
        idx = load_prebuilt(ed) or build_index(ed)
        _INDEXES[key] = idx
    return idx


def _has_sequence(positions: dict[str, dict[str, list[int]]], seq: tuple[tuple[str, int], ...]) -> bool:
    """Whether the stems of ``seq`` occur at their relative offsets in one field of a document."""
    first, off0 = seq[0]
    for fname in FIELDS:
        starts = positions.get(first, {}).get(fname)
        if not starts:
            continue
        others = [(positions.get(t, {}).get(fname), off - off0) for t, off in seq[1:]]
        if any(p is None for p, _ in others):
            continue
        sets = [(set(p), d) for p, d in others]  # type: ignore[arg-type]
        for s in starts:
            if all(s + d in ps for ps, d in sets):
                return True
    return False


def score_index(index: Index, query: Query) -> list[tuple[float, int]]:
    """``(score, document number)`` of each document of ``index`` that ``query`` finds (BM25, above)."""
    terms = query.terms
    n = index.size
    idf = {t: math.log(1 + (n - index.df(t) + 0.5) / (index.df(t) + 0.5)) for t in terms}
    candidates: set[int] = set()
    postings = {t: index.postings(t) for t in terms}
    for t in terms:
        candidates.update(postings[t])
    pairs = [
        (a, b)
        for seq in (query.loose, *query.phrases)
        for a, b in zip(seq, seq[1:])
    ]
    out: list[tuple[float, int]] = []
    for d in candidates:
        doc = index.docs[d]
        per_term = {t: postings[t].get(d) for t in terms}
        positions = {t: p for t, p in per_term.items() if p}
        if any(not _has_sequence(positions, ph) for ph in query.phrases):
            continue
        norm = K1 * (1 - B + B * doc.length / index.avg_length)
        score = 0.0
        matched = 0
        for t, fields in positions.items():
            wtf = sum(FIELD_WEIGHTS[f] * len(p) for f, p in fields.items())
            score += idf[t] * wtf * (K1 + 1) / (wtf + norm)
            matched += 1
        score *= matched / len(terms)
        if pairs:
            adjacent = sum(1 for a, b in pairs if _has_sequence(positions, (a, b)))
            score *= 1 + PHRASE_BOOST * adjacent / len(pairs)
        if doc.kind == "glossary":
            score *= GLOSSARY_PRIOR
        out.append((score, d))
    return out


def snippet(text: str, stems: set[str]) -> tuple[str, tuple[tuple[int, int], ...]]:
    """A window of ``text`` around the densest cluster of matched words, with their spans.

    Runs of whitespace (paragraph breaks) become single spaces: a snippet is one line.
    """
    text = " ".join(text.split())
    toks = list(tokens(text))
    hits = [i for i, (w, _, _) in enumerate(toks) if stem(w) in stems]
    if len(text) <= SNIPPET_CHARS:
        start, end = 0, len(text)
    else:
        best, best_count = 0, -1
        for i in hits or [0]:
            window_end = toks[i][1] + SNIPPET_CHARS if toks else SNIPPET_CHARS
            count = len({stem(toks[j][0]) for j in hits if toks[i][1] <= toks[j][1] < window_end})
            if count > best_count:
                best, best_count = i, count
        anchor = toks[best][1] if toks else 0
        start = max(0, anchor - 40)
        if start > 0:
            space = text.find(" ", start)
            start = space + 1 if 0 <= space < anchor else start
        end = min(len(text), start + SNIPPET_CHARS)
        if end < len(text):
            space = text.rfind(" ", start, end)
            end = space if space > start else end
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(text) else ""
    body = text[start:end].strip()
    lead = len(text[start:end]) - len(text[start:end].lstrip())
    spans = []
    for i in hits:
        _, s, e = toks[i]
        if s >= start + lead and e <= start + lead + len(body):
            spans.append((s - start - lead + len(prefix), e - start - lead + len(prefix)))
    return prefix + body + suffix, tuple(spans)


def search(
    query: str,
    edition: str = "classic",
    *,
    all_editions: bool = False,
    limit: Optional[int] = 10,
) -> list[Hit]:
    """The best matches for ``query``, best first (``limit=None`` for all of them)."""
    parsed = parse_query(query)
    if limit is not None and limit < 1:
        raise JudgeError(f"--limit must be at least 1 (got {limit})")
    names = available_editions() if all_editions else [resolve_edition(edition)]
    stems = set(parsed.terms)
    scored: list[tuple[float, int, int, str]] = []
    for name in names:
        index = get_index(name)
        for score, d in score_index(index, parsed):
            scored.append((score, EDITIONS.index(name), d, name))
    scored.sort(key=lambda s: (-round(s[0], 9), s[1], s[2]))
    if limit is not None:
        scored = scored[:limit]
    hits: list[Hit] = []
    for score, _, d, name in scored:
        doc = get_index(name).docs[d]
        ed = load(name)
        if doc.kind == "glossary":
            raw = ed._raw_glossary[d - len(ed._raw_rules)]
            text = raw.get("text") or ""
        else:
            rule = ed.get(doc.key)
            text = rule.text or rule.title or " ".join(rule.examples)
            if not any(stem(w) in stems for w, _, _ in tokens(text)):
                for alt in (rule.title, *rule.examples):
                    if alt and any(stem(w) in stems for w, _, _ in tokens(alt)):
                        text = alt
                        break
        shown, spans = snippet(text, stems)
        hits.append(Hit(name, doc.kind, doc.key, score, shown, spans, d))
    return hits
