"""Glossary parsing for the classic Comprehensive Rules seed.

The classic glossary is a sequence of blank-line separated paragraphs: a term
("Lethal Damage", "Ante (Obsolete)", '"As though"', "X") followed by one or
more definition paragraphs.  Quirks handled here:

* definitions hard-wrapped into two paragraphs mid-sentence ("... the mana" /
  "symbols in its mana cost.") are re-joined: a paragraph that starts with a
  lower-case letter continues the previous one when that one has no terminal
  punctuation;
* "Example:" paragraphs go to ``examples``;
* the "Expansion Symbol" entry embeds a list of sets with sub-headings
  ("Expansions and Editions", "Reprints", ...).  A short heading-like
  paragraph is a term only if it is followed by a definition paragraph (not
  by another short list line) and does not break the glossary's alphabetical
  order (``_out_of_order``) -- which rejects "Reprints" between "Expansion
  Symbol" and "Fast Effect".
"""

from __future__ import annotations

import re

from judge.rules.build_numbered import EXAMPLE_RE, Paragraph
from judge.rules.symbols import normalise_symbols

_SENTENCE_END = re.compile(r"[.!?:;][\"”’)]*$")


def _is_heading(text: str) -> bool:
    t = text.strip()
    if not t or len(t.split()) > 5 or t[-1] in ".:;!?,":
        return False
    if "[symbol]" in t:
        return False
    return t[0].isupper() or t[0] in "\"“"


def _is_definition(text: str) -> bool:
    return not _is_heading(text) and "[symbol]" not in text


def term_key(term: str) -> str:
    """Alphabetical key: case-folded, quotes dropped, '-' and '/' as spaces."""
    t = term.lower().replace("-", " ").replace("/", " ")
    return re.sub(r"[^a-z ]", "", t).strip()


def _out_of_order(prev: str | None, cand: str, nxt: str | None) -> bool:
    if prev is None or nxt is None:
        return False
    p, c, n = term_key(prev), term_key(cand), term_key(nxt)
    return p <= n < c


def parse_glossary(paras: list[Paragraph]) -> list[dict]:
    """Glossary entries {"term", "text", "examples", "refs", "see_also", "line"}."""
    # candidates: heading-like paragraphs followed by a definition paragraph
    cand = [i for i, p in enumerate(paras)
            if _is_heading(p.text) and i + 1 < len(paras) and _is_definition(paras[i + 1].text)]
    terms: list[int] = []
    for j, i in enumerate(cand):
        prev = paras[terms[-1]].text if terms else None
        nxt = paras[cand[j + 1]].text if j + 1 < len(cand) else None
        if not _out_of_order(prev, paras[i].text, nxt):
            terms.append(i)
    entries: list[dict] = []
    for k, i in enumerate(terms):
        end = terms[k + 1] if k + 1 < len(terms) else len(paras)
        body: list[str] = []
        examples: list[str] = []
        for p in paras[i + 1:end]:
            m = EXAMPLE_RE.match(p.text)
            if m:
                examples.append(p.text[m.end():].strip())
            elif body and p.text[:1].islower() and not _SENTENCE_END.search(body[-1]):
                body[-1] = body[-1] + " " + p.text
            else:
                body.append(p.text)
        entries.append(make_entry(paras[i].text, "\n".join(body), examples, line=paras[i].line))
    return entries


def make_entry(term: str, text: str, examples: list[str], **where: int) -> dict:
    entry = {"term": term.strip(), "text": text, "examples": examples, "refs": [], "see_also": []}
    norm = normalise_symbols(text)
    if norm != text:
        entry["original"] = text
        entry["text"] = norm
    ex = [normalise_symbols(e) for e in examples]
    if ex != examples:
        entry["examples_original"] = examples
        entry["examples"] = ex
    entry["see_also"] = extract_see_also(entry["text"])
    entry.update(where)
    return entry


_SEE_RE = re.compile(r"\b(?:See also|See|Contrast)\s+([^.()]+?)(?:\s+in this Glossary)?\.(?=\s|$)")
_NOT_TERM = re.compile(r"^(rules?|section|Appendix|p\b|inside|the\b)", re.IGNORECASE)


def extract_see_also(text: str) -> list[str]:
    """Cross-referenced glossary terms: "See also Mana, Mana burn." -> ["Mana", "Mana burn"]."""
    out: list[str] = []
    for m in _SEE_RE.finditer(text):
        target = m.group(1).strip()
        if _NOT_TERM.match(target):
            continue
        for part in re.split(r",\s*|\s+and\s+", target):
            part = part.strip().strip("\"“”")
            if part and part not in out:
                out.append(part)
    return out


def order_entry_keys(entry: dict) -> dict:
    keys = ["term", "text", "original", "examples", "examples_original", "refs", "see_also", "line", "offset"]
    return {k: entry[k] for k in keys if k in entry}
