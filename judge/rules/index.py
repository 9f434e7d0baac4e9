"""The full-text index of one edition: stemmed terms with positions, per document and field.

A document is a rule (fields: title, text, examples) or a glossary entry (fields: the
term as title, text, examples), in document order: rules first, then the glossary.

Building the index means tokenising and stemming the whole edition (~50 ms for classic),
which would dominate a command's start-up, so it is prebuilt into
``rules_corpus/index-<edition>.json`` by :func:`write_indexes` (run by the corpus builder,
or ``python -m judge.rules.index``). The file records the SHA-256 of the corpus file it
was built from; if it is missing or stale the index is built in memory instead, so search
is never wrong, only slower. Posting lists are decoded lazily, only for the query's terms.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any, NamedTuple, Optional

from judge.rules.corpus import EDITIONS, load_edition, corpus_dir
from judge.rules.stem import stem

#: Field names, in the order they are stored.
FIELDS = ("title", "text", "examples")
#: How much one occurrence in each field counts (title/glossary-term matches are boosted).
FIELD_WEIGHTS = {"title": 3.0, "text": 1.0, "examples": 0.5}
#: Bump when the file layout, tokeniser or stemmer changes (stale files are then ignored).
FORMAT = 2

Postings = dict[int, dict[str, list[int]]]  # doc number -> field -> positions

_WORD_RE = re.compile(r"\d+(?:\.\d+[a-z]*)*|[a-z]+(?:'[a-z]+)*")
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'"})


def _words(text: str) -> list[str]:
    """The words of ``text`` as :func:`judge.rules.stem.tokens` spells them (no offsets, faster)."""
    out = _WORD_RE.findall(text.lower().translate(_QUOTES))
    for i, w in enumerate(out):
        if "'" in w:
            out[i] = (w[:-2] if w.endswith("'s") else w).replace("'", "")
    return out


def _field_terms(text: str) -> list[str]:
    return [stem(w) for w in _words(text)]


class Doc(NamedTuple):
    """One searchable document: a rule id or a glossary term."""

    kind: str  # the rule's kind (chapter/section/rule/subrule/subsection) or "glossary"
    key: str  # rule id or glossary term
    position: int  # document order within the edition
    length: float  # weighted number of words


class Index:
    """Postings of one edition: term -> {doc number: {field: [positions]}}."""

    def __init__(
        self,
        edition: str,
        docs: list[Doc],
        avg_length: float,
        postings: Optional[dict[str, Postings]] = None,
        raw: Optional[dict[str, str]] = None,
        source: str = "memory",
    ) -> None:
        self.edition = edition
        self.docs = docs
        self.avg_length = avg_length
        self._postings: dict[str, Postings] = postings or {}
        self._raw: dict[str, str] = raw or {}
        self.source = source  # "memory" or "prebuilt"

    @property
    def size(self) -> int:
        return len(self.docs)

    def postings(self, term: str) -> Postings:
        """The positions of ``term`` in each document holding it (decoded on first use)."""
        got = self._postings.get(term)
        if got is None:
            got = _decode(self._raw.get(term, ""))
            self._postings[term] = got
        return got

    def df(self, term: str) -> int:
        return len(self.postings(term))


def _decode(flat: str) -> Postings:
    """``"doc field n p1..pn doc field n ..."`` → ``{doc: {field: [p1..pn]}}``."""
    nums = [int(x) for x in flat.split()]
    out: Postings = {}
    i, size = 0, len(nums)
    while i < size:
        doc, fld, n = nums[i], nums[i + 1], nums[i + 2]
        out.setdefault(doc, {})[FIELDS[fld]] = nums[i + 3 : i + 3 + n]
        i += 3 + n
    return out


def _encode(postings: Postings) -> str:
    flat: list[int] = []
    for doc in sorted(postings):
        for fname in FIELDS:
            positions = postings[doc].get(fname)
            if positions:
                flat += [doc, FIELDS.index(fname), len(positions), *positions]
    return " ".join(map(str, flat))


def build_index(edition: Any) -> Index:
    """Index every rule and glossary entry of a :class:`judge.rules.corpus.Edition` in memory."""
    docs = [(raw.get("kind", "rule"), raw["id"], {"title": raw.get("title") or "", "text": raw.get("text") or "",
                                                   "examples": "\n".join(raw.get("examples") or ())})
            for raw in edition._raw_rules]
    docs += [("glossary", raw["term"], {"title": raw["term"], "text": raw.get("text") or "",
                                        "examples": "\n".join(raw.get("examples") or ())})
             for raw in edition._raw_glossary]
    return build_documents(edition.name, docs)


def build_documents(name: str, documents: "list[tuple[str, str, dict[str, str]]]") -> Index:
    """Index ``documents`` — ``(kind, key, {field: text})`` in document order, the fields those of
    :data:`FIELDS` — in memory: the rules' index, and any other collection searched the same
    way (the card catalog's, :mod:`judge.cards.search`)."""
    docs: list[Doc] = []
    postings: dict[str, Postings] = {}
    total = 0.0
    for n, (kind, key, texts) in enumerate(documents):
        fields = {f: _field_terms(texts.get(f) or "") for f in FIELDS}
        length = sum(len(fields[f]) * FIELD_WEIGHTS[f] for f in FIELDS)
        total += length
        docs.append(Doc(kind=kind, key=key, position=n, length=length))
        for fname in FIELDS:
            for pos, term in enumerate(fields[fname]):
                postings.setdefault(term, {}).setdefault(n, {}).setdefault(fname, []).append(pos)
    avg = (total / len(docs) if docs else 1.0) or 1.0
    return Index(name, docs, avg, postings=postings)


def index_path(corpus_file: Path) -> Path:
    """``rules_corpus/classic.json`` → ``rules_corpus/index-classic.json``."""
    return corpus_file.with_name(f"index-{corpus_file.stem}.json")


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def to_json_text(index: Index, corpus_sha256: str) -> str:
    """The prebuilt index file's text: deterministic, one posting list per line."""
    head = {
        "format": FORMAT,
        "edition": index.edition,
        "corpus_sha256": corpus_sha256,
        "fields": list(FIELDS),
        "avg_length": index.avg_length,
        "docs": [[d.kind, d.key, d.length] for d in index.docs],
    }
    lines = [json.dumps(head, ensure_ascii=False, separators=(",", ":"))[:-1] + ',"postings":{']
    terms = sorted(index._postings)
    for n, term in enumerate(terms):
        sep = "," if n < len(terms) - 1 else ""
        flat = json.dumps(_encode(index._postings[term]))
        lines.append(f"{json.dumps(term, ensure_ascii=False)}:{flat}{sep}")
    lines.append("}}")
    return "\n".join(lines) + "\n"


def load_prebuilt(edition: Any) -> Optional[Index]:
    """The prebuilt index of ``edition`` if its file exists and matches the corpus file, else None."""
    return load_file(index_path(edition.path), edition.name, _sha256(edition.path))


def load_file(path: Path, name: str, source_sha256: str) -> Optional[Index]:
    """The index written by :func:`to_json_text` at ``path`` if it was built from the source
    whose digest is ``source_sha256`` in this format, else None."""
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("fields") != list(FIELDS):
        return None
    if data.get("corpus_sha256") != source_sha256:
        return None
    try:
        docs = [Doc(kind, key, n, length) for n, (kind, key, length) in enumerate(data["docs"])]
        return Index(name, docs, data["avg_length"], raw=data["postings"], source="prebuilt")
    except (KeyError, TypeError, ValueError):
        return None


def write_index(corpus_file: Path) -> Path:
    """Build the index of one corpus file and write it beside it; returns the index path."""
    edition = load_edition.__wrapped__(str(corpus_file), corpus_file.stem)  # uncached: a fresh read
    out = index_path(corpus_file)
    out.write_text(to_json_text(build_index(edition), _sha256(corpus_file)), encoding="utf-8")
    return out


def write_indexes(corpus_dir: Path | str) -> list[Path]:
    """Write ``index-<edition>.json`` for every ``<edition>.json`` in ``corpus_dir``.

    The corpus builder calls this at the end of ``write_corpus``.
    """
    d = Path(corpus_dir)
    return [write_index(d / f"{e}.json") for e in EDITIONS if (d / f"{e}.json").is_file()]


def main(argv: Optional[list[str]] = None) -> int:
    """``python -m judge.rules.index [DIR]``: (re)write the prebuilt indexes."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    for path in write_indexes(Path(args[0]) if args else corpus_dir()):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
