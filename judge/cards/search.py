"""``judge cards --search``: ranked full-text search over every card of the era, by the rules
search's own machinery (:mod:`judge.rules.index`, :mod:`judge.rules.search`: BM25 over stemmed
words, quoted phrases required, a name's words counting 3×).

A card is one document: its name (the title field), its Oracle text in the era's words
(:mod:`judge.cards.era_words`; the text field) and its type lines and printed text (the
examples field, ½×). Results may be narrowed to a type (words of either type line: ``creature``,
``goblin``, ``enchant creature``) and to a set (a code, ``TMP``, or words of its name,
``tempest``).

The index is prebuilt into ``era_index.json`` (``python -m judge.cards.search``, run by
``python -m judge.build``), one posting list a line: a search decodes the head (the cards) and
the lines of its own words only. The file records the digest of what it was built from (the
catalog's data, the era-words table, the stemmer and this module); a stale or missing file is
not used — the index is then built in memory (correct, only slower).
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from pathlib import Path
from typing import Any, NamedTuple, Optional, Sequence

from judge._speed import cache_store
from judge.cards import era
from judge.cards.names import name_key
from judge.errors import JudgeError

PATH = Path(__file__).resolve().with_name("era_index.json")
_HERE = Path(__file__).resolve().parent


class CardHit(NamedTuple):
    """One card found: its name, score, the matching text around the words, their spans."""

    name: str
    score: float
    snippet: str
    highlights: tuple[tuple[int, int], ...]
    cost: Optional[str]
    type_line: str
    sets: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "score": round(self.score, 4), "cost": self.cost, "type_line": self.type_line,
                "sets": list(self.sets), "snippet": self.snippet, "highlights": [list(h) for h in self.highlights]}


def _texts(card: era.EraCard) -> dict[str, str]:
    from judge.cards.era_words import in_era_words

    other = "\n".join(t for t in (card.type, card.printed_type, card.printed) if t)
    return {"title": card.name, "text": in_era_words(card.oracle, card.name), "examples": other}


def _documents() -> list[tuple[str, str, dict[str, str]]]:
    return [("card", c.name, _texts(c)) for c in era.all_cards()]


@functools.lru_cache(maxsize=1)
def inputs_digest() -> str:
    """What the index is built from: the catalog's data (its source's digest), the era-words
    table, the stemmer, the index's layout and this module."""
    from judge.rules import index as rules_index

    rules = Path(rules_index.__file__).resolve().parent
    head = f"{era.source_digest()}\n{rules_index.FORMAT}\n"
    return cache_store.digest([_HERE / "era_words.py", _HERE / "search.py", rules / "stem.py",
                               rules / "index.py"]) + head


class _Lines:
    """The posting lists of the index file, decoded one term at a time (a mapping's ``get``)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def get(self, term: str, default: str = "") -> str:
        at = self.text.find("\n" + json.dumps(term, ensure_ascii=False) + ":")
        if at < 0:
            return default
        start = self.text.index(":", at + 1) + 1
        end = self.text.find("\n", start)
        return json.loads(self.text[start:end].rstrip(","))


@functools.lru_cache(maxsize=1)
def index() -> Any:
    """The catalog's index: the prebuilt file when it matches its inputs, else built now."""
    from judge.rules.index import FIELDS, FORMAT, Doc, Index, build_documents

    try:
        text = PATH.read_text(encoding="utf-8")
        head = json.loads(text[:text.index("\n")].rstrip(",").replace(',"postings":{', "}"))
    except (OSError, ValueError):
        head = None
    if (isinstance(head, dict) and head.get("format") == FORMAT and head.get("fields") == list(FIELDS)
            and head.get("corpus_sha256") == inputs_digest()):
        docs = [Doc(kind, key, n, length) for n, (kind, key, length) in enumerate(head["docs"])]
        return Index("cards", docs, head["avg_length"], raw=_Lines(text), source="prebuilt")  # type: ignore[arg-type]
    return build_documents("cards", _documents())


def index_text() -> str:
    """The content of ``era_index.json`` for the catalog as it is now."""
    from judge.rules.index import build_documents, to_json_text

    return to_json_text(build_documents("cards", _documents()), inputs_digest())


def _set_codes(wanted: Sequence[str]) -> set[str]:
    """The set codes ``wanted`` names (codes or words of set names); a JudgeError for one that
    names no set of the era."""
    sets = era.sets()
    out: set[str] = set()
    for w in wanted:
        code = w.strip().upper()
        if code in sets:
            out.add(code)
            continue
        words = w.lower().split()
        hits = [c for c, s in sets.items() if words and all(x in s.name.lower().split() for x in words)]
        if not hits:
            known = ", ".join(f"{c} ({s.name})" for c, s in sets.items())
            raise JudgeError(f"--set {w!r} names no set of the era; the sets: {known}")
        out.update(hits)
    return out


def _has_type(card: era.EraCard, wanted: str) -> bool:
    words = wanted.lower().replace("\u2014", " ").replace("-", " ").split()
    for line in (card.type, card.printed_type):
        have = line.lower().replace("\u2014", " ").replace("-", " ").split()
        singular = [w[:-1] if w.endswith("s") else w for w in have]  # "Summon Goblins"
        if all(w in have or w in singular for w in words):
            return True
    return False


def search(query: str, types: Sequence[str] = (), sets: Sequence[str] = (), limit: Optional[int] = 10) -> list[CardHit]:
    """The era's cards that ``query`` finds, best first, of every type of ``types`` and in one
    of ``sets`` (``limit=None``: all of them)."""
    from judge.rules.search import parse_query, score_index, snippet
    from judge.rules.stem import stem, tokens

    try:
        parsed = parse_query(query)
    except JudgeError:
        raise JudgeError(f"empty search query {query!r}: give one or more words, or a quoted phrase "
                         '(example: judge cards --search "exchange control")') from None
    if limit is not None and limit < 1:
        raise JudgeError(f"--limit must be at least 1 (got {limit})")
    codes = _set_codes(sets) if sets else None
    idx = index()
    stems = set(parsed.terms)
    scored = sorted(score_index(idx, parsed), key=lambda f: (-round(f[0], 9), f[1]))
    if codes is not None or types:  # each card looked at until enough are found
        keys = [name_key(idx.docs[d].key) for _, d in scored]
        kept = []
        for (score, d), card in zip(scored, era.cards(keys)):
            if card is None or (codes is not None and not codes.intersection(card.sets)):
                continue
            if types and not all(_has_type(card, t) for t in types):
                continue
            kept.append((score, d))
            if limit is not None and len(kept) == limit:
                break
        scored = kept
    elif limit is not None:
        scored = scored[:limit]
    hits = []
    for score, d in scored:
        card = era.card(name_key(idx.docs[d].key))
        if card is None:
            continue
        texts = _texts(card)
        text = next((texts[f] for f in ("text", "examples") if any(stem(w) in stems for w, _, _ in tokens(texts[f]))),
                    texts["text"])
        shown, spans = snippet(text, stems)
        hits.append(CardHit(card.name, score, shown, spans, card.cost, card.type, card.sets))
    return hits


def main(argv: "list[str] | None" = None) -> int:
    """``python -m judge.cards.search [--check]``: (re)write ``era_index.json``."""
    ap = argparse.ArgumentParser(prog="python -m judge.cards.search", description="Write the card catalog's search index.")
    ap.add_argument("--check", action="store_true", help="exit 1 if era_index.json is stale; write nothing")
    args = ap.parse_args(argv)
    if not era.available():
        print(f"{PATH.name}: skipped (no catalog data)")
        return 0
    from judge.generated import refresh  # (a build step: not imported by a search)

    stale = refresh(PATH, index_text(), args.check, "python -m judge.cards.search")
    index.cache_clear()
    return stale


if __name__ == "__main__":
    sys.exit(main())
