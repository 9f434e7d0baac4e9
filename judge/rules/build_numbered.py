"""Parse the body of a numbered Comprehensive Rules seed into Rule dicts.

Shared by the classic, 2002, 2006 and 2021 editions (see ``judge.rules.build``
for each seed's quirks).  The pipeline is:

1. ``paragraphs`` -- group the body's lines into paragraphs (blank-line
   separated, or one paragraph per line for the 2021 GitHub scrape), joining
   hard-wrapped lines and words split across lines.
2. ``parse_number`` -- recognise the number at the head of a paragraph,
   repairing malformed numbers (missing space/dot, trailing dot, subrule letter
   without its rule number) and recording each repair.
3. ``parse_rules`` -- build Rule dicts: titles, text, "Example:" paragraphs and
   inline "Example:" sentences into ``examples``, unnumbered paragraphs appended
   to the current rule's text with "\\n".
4. ``link_tree`` / ``resolve_refs`` -- parent/children and cross references.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable

from judge.rules.symbols import normalise_symbols

# --------------------------------------------------------------------------
# paragraphs


@dataclass
class Paragraph:
    line: int  # 1-based line number of the paragraph's first line in the seed
    text: str


_WORD = re.compile(r"[A-Za-z]+")


def vocabulary(lines: Iterable[str]) -> set[str]:
    """Lower-cased words of the seed (used to mend words split across lines).

    Only words in the interior of a line count: the first and last word of a
    line may be the fragments of a split word ("targ" / "et")."""
    vocab: set[str] = set()
    for ln in lines:
        words = _WORD.findall(ln)
        vocab.update(w.lower() for w in words[1:-1])
    return vocab


def join_wrapped(left: str, right: str, vocab: set[str]) -> str:
    """Join two hard-wrapped lines of one paragraph.

    * ``permanent-`` + ``type`` where the scrape hyphenated a word: the hyphen
      is dropped if the unhyphenated word occurs elsewhere in the seed, else the
      hyphenated compound is kept without a space.
    * ``targ`` + ``et`` (2006 seed: a word split with no hyphen): joined without
      a space when the fragments are not words of the seed but their
      concatenation is.
    * otherwise the lines are joined with one space.
    """
    left = left.rstrip()
    right = right.strip()
    if not left:
        return right
    if not right:
        return left
    m_left = re.search(r"([A-Za-z]+)-$", left)
    m_right = re.match(r"([a-z]+)", right)
    if m_left and m_right:
        whole = (m_left.group(1) + m_right.group(1)).lower()
        if whole in vocab:
            return left[:-1] + right
        return left + right
    m_left = re.search(r"([A-Za-z]+)$", left)
    if m_left and m_right:
        a, b = m_left.group(1).lower(), m_right.group(1).lower()
        if (a + b) in vocab and (a not in vocab or b not in vocab):
            return left + right
    return left + " " + right


def paragraphs(lines: list[str], start: int, end: int, *, one_per_line: bool, vocab: set[str]) -> list[Paragraph]:
    """Paragraphs of ``lines[start:end]`` (0-based slice; reported lines are 1-based).

    Whitespace-only lines (including the scrape's lone non-breaking spaces)
    separate paragraphs.
    """
    out: list[Paragraph] = []
    cur: Paragraph | None = None
    for idx in range(start, end):
        raw = lines[idx]
        stripped = raw.strip()
        if not stripped:
            cur = None
            continue
        if one_per_line or cur is None:
            cur = Paragraph(idx + 1, stripped)
            out.append(cur)
        else:
            cur.text = join_wrapped(cur.text, stripped, vocab)
    return out


# --------------------------------------------------------------------------
# numbers

CHAPTER_RE = re.compile(r"^(\d)\.\s+(\S.*)$")
SECTION_RE = re.compile(r"^(\d{3})\.\s+(\S.*)$")
RULE_RE = re.compile(r"^(\d{3})\.(\d+)\.(\s*)(\S.*)$")
RULE_NODOT_RE = re.compile(r"^(\d{3})\.(\d+)\s+([A-Z\"“(].*)$")
SUBRULE_RE = re.compile(r"^(\d{3})\.(\d+)([a-z])(\.?)\s+(\S.*)$")
LETTER_ONLY_RE = re.compile(r"^(\d{3})\.([a-z])\.?\s+(\S.*)$")
EXAMPLE_RE = re.compile(r"^example:\s*", re.IGNORECASE)
# "... sentence. Example: ..." inside one paragraph (2002 seed prints its
# examples inline).
INLINE_EXAMPLE_RE = re.compile(r"(?<=[.!?\"”)])\s+Example:\s+")


@dataclass
class Head:
    kind: str  # chapter | section | rule | subrule
    id: str
    rest: str
    found: str  # the number as printed
    repair: str | None = None  # reason, when the printed number was malformed


def parse_number(text: str, current_rule: str | None) -> Head | None:
    """Recognise a rule number at the start of *text* (None for plain text).

    *current_rule* is the id of the last rule seen ("408.2"); it is needed to
    repair a subrule printed without its rule number ("408.f").
    """
    m = SUBRULE_RE.match(text)
    if m:
        sec, num, let, dot, rest = m.groups()
        rid = f"{sec}.{num}{let}"
        if dot:
            return Head("subrule", rid, rest, f"{rid}.", "trailing dot after subrule number")
        return Head("subrule", rid, rest, rid)
    m = RULE_RE.match(text)
    if m:
        sec, num, space, rest = m.groups()
        rid = f"{sec}.{num}"
        if not space:
            return Head("rule", rid, rest, f"{rid}.{rest.split()[0]}", "missing space after rule number")
        return Head("rule", rid, rest, f"{rid}.")
    m = LETTER_ONLY_RE.match(text)
    if m:
        sec, let, rest = m.groups()
        if current_rule and current_rule.split(".")[0] == sec:
            rid = f"{current_rule}{let}"
            return Head("subrule", rid, rest, f"{sec}.{let}", "subrule letter without its rule number")
        return None
    m = RULE_NODOT_RE.match(text)
    if m:
        sec, num, rest = m.groups()
        rid = f"{sec}.{num}"
        return Head("rule", rid, rest, f"{rid} {rest.split()[0]}", "missing dot after rule number")
    m = SECTION_RE.match(text)
    if m:
        return Head("section", m.group(1), m.group(2), f"{m.group(1)}.")
    m = CHAPTER_RE.match(text)
    if m and looks_like_title(m.group(2)):
        return Head("chapter", m.group(1), m.group(2), f"{m.group(1)}.")
    return None


def looks_like_title(text: str) -> bool:
    """A heading: short, and without the terminal punctuation of a sentence."""
    t = text.strip()
    return bool(t) and len(t.split()) <= 8 and t[-1] not in ".:;,!?\"”)"


# --------------------------------------------------------------------------
# rules


@dataclass
class Parsed:
    rules: list[dict] = field(default_factory=list)
    repairs: list[dict] = field(default_factory=list)


def new_rule(head: Head, line: int) -> dict:
    title = ""
    text = head.rest.strip()
    if head.kind in ("chapter", "section") or (head.kind == "rule" and looks_like_title(text)):
        title, text = text, ""
    return {
        "id": head.id,
        "kind": head.kind,
        "title": title,
        "text": text,
        "examples": [],
        "parent": None,
        "children": [],
        "refs": [],
        "line": line,
    }


def split_inline_examples(text: str) -> tuple[str, list[str]]:
    """``"Rule text. Example: An example."`` -> ``("Rule text.", ["An example."])``."""
    parts = INLINE_EXAMPLE_RE.split(text)
    return parts[0].strip(), [p.strip() for p in parts[1:] if p.strip()]


def parse_rules(paras: list[Paragraph]) -> Parsed:
    """Turn body paragraphs into Rule dicts (document order) and repairs."""
    out = Parsed()
    current_rule: str | None = None  # last "NNN.N" rule id, for "408.f" repairs
    cur: dict | None = None
    for p in paras:
        head = parse_number(p.text, current_rule)
        if head is not None:
            cur = new_rule(head, p.line)
            out.rules.append(cur)
            if head.kind == "rule":
                current_rule = head.id
            if head.repair:
                out.repairs.append({"line": p.line, "found": head.found, "id": head.id, "reason": head.repair})
            body, inline = split_inline_examples(cur["text"])
            cur["text"] = body
            cur["examples"].extend(inline)
            continue
        if cur is None:
            continue  # nothing numbered yet (never happens inside a body)
        m = EXAMPLE_RE.match(p.text)
        if m:
            cur["examples"].append(p.text[m.end():].strip())
            continue
        body, inline = split_inline_examples(p.text)
        cur["text"] = (cur["text"] + "\n" + body) if cur["text"] else body
        cur["examples"].extend(inline)
    return out


def normalise_rule_symbols(rule: dict) -> None:
    """Normalise symbols in text/examples, keeping the pre-normalisation text."""
    text = normalise_symbols(rule["text"])
    if text != rule["text"]:
        rule["original"] = rule["text"]
        rule["text"] = text
    examples = [normalise_symbols(e) for e in rule["examples"]]
    if examples != rule["examples"]:
        rule["examples_original"] = rule["examples"]
        rule["examples"] = examples


def order_rule_keys(rule: dict) -> dict:
    keys = ["id", "kind", "title", "text", "original", "examples", "examples_original",
            "parent", "children", "refs", "line", "offset"]
    return {k: rule[k] for k in keys if k in rule}


# --------------------------------------------------------------------------
# tree


def parent_id(rid: str, kind: str) -> str | None:
    if kind == "chapter":
        return None
    if kind == "section":
        return rid[0]
    if kind == "rule":
        return rid.split(".")[0]
    return rid[:-1]  # subrule "420.5c" -> "420.5"


def link_tree(rules: list[dict]) -> None:
    """Fill parent/children.  A parent outside the seed (2006 starts at 412.4)
    leaves ``parent`` null."""
    by_id = {r["id"]: r for r in rules}
    for r in rules:
        pid = parent_id(r["id"], r["kind"])
        if pid in by_id:
            r["parent"] = pid
            by_id[pid]["children"].append(r["id"])


# --------------------------------------------------------------------------
# references

_DASH = "[-–—]"
DOTTED_REF_RE = re.compile(
    rf"(?<![\d.])(\d{{3}})\.(\d+)([a-z])?(?:\s*{_DASH}\s*(?:(\d{{3}})\.(\d+))?([a-z])(?![a-z]))?(?![\d])"
)
SECTION_REF_RE = re.compile(rf"\brules?\s+(\d{{3}})(?!\.?\d)(?:\s*{_DASH}\s*(\d{{3}})(?!\.?\d))?")
CHAPTER_REF_RE = re.compile(r"\bsection\s+(\d)\b")
# 'See Appendix B, "Older Rules," section 5.' -- an appendix the seeds lack.
APPENDIX_REF_RE = re.compile(r"\bAppendix\s+([A-Z])\b(?:,\s*[\"“][^\"”]*[\"”],?\s*section\s+(\d+))?")


def sort_key(rid: str) -> tuple[int, int, str]:
    """Order ids: chapter "4" < section "400" < rule "400.1" < subrule "400.1a"."""
    if re.fullmatch(r"\d", rid):
        return (int(rid) * 100, -2, "")
    m = re.fullmatch(r"(\d{3})(?:\.(\d+)([a-z])?)?", rid)
    if not m:
        return (10**6, 0, rid)
    sec, num, let = m.groups()
    return (int(sec), int(num) if num else -1, let or "")


def extract_refs(text: str) -> list[tuple[str, list[str]]]:
    """``[(as printed, [expanded ids]), ...]`` for every reference in *text*."""
    found: list[tuple[int, str, list[str]]] = []
    for m in DOTTED_REF_RE.finditer(text):
        sec, num, let, sec2, num2, let2 = m.groups()
        raw = re.sub(_DASH, "-", m.group(0))
        raw = re.sub(r"\s+", "", raw)
        if let2 is None:
            found.append((m.start(), raw, [f"{sec}.{num}{let or ''}"]))
            continue
        if sec2 is not None and (sec2, num2) != (sec, num):
            # "409.1f-410.2": no letter range across rules; keep both ends.
            found.append((m.start(), raw, [f"{sec}.{num}{let or ''}", f"{sec2}.{num2}{let2}"]))
            continue
        lo = let or "a"
        ids = [f"{sec}.{num}{chr(c)}" for c in range(ord(lo), ord(let2) + 1)]
        found.append((m.start(), raw, ids))
    for m in SECTION_REF_RE.finditer(text):
        lo, hi = m.group(1), m.group(2)
        start = m.start(1)
        if hi:
            ids = [str(n) for n in range(int(lo), int(hi) + 1)]
            found.append((start, f"{lo}-{hi}", ids))
        else:
            found.append((start, lo, [lo]))
    appendix_spans = []
    for m in APPENDIX_REF_RE.finditer(text):
        appendix_spans.append(m.span())
        raw = f"Appendix {m.group(1)}" + (f", section {m.group(2)}" if m.group(2) else "")
        found.append((m.start(), raw, [raw]))
    for m in CHAPTER_REF_RE.finditer(text):
        if any(a <= m.start() < b for a, b in appendix_spans):
            continue
        found.append((m.start(1), f"section {m.group(1)}", [m.group(1)]))
    found.sort(key=lambda t: t[0])
    return [(raw, ids) for _, raw, ids in found]


def resolve_refs(entries: list[dict], ids: set[str], coverage: tuple[str, str] | None,
                 unresolved: list[dict], *, from_key: str = "id", source: str = "rule") -> None:
    """Fill each entry's ``refs`` from its text and examples; append misses to
    *unresolved* as {"from", "source", "ref", "missing", "reason"} ("from" is a
    rule id, or a glossary term when "source" is "glossary")."""
    lo = sort_key(coverage[0]) if coverage else None
    hi = sort_key(coverage[1]) if coverage else None
    for e in entries:
        refs: list[str] = []
        blob = "\n".join([e["text"], *e["examples"]])
        seen_raw: set[str] = set()
        for raw, expanded in extract_refs(blob):
            missing = []
            for rid in expanded:
                if rid in ids:
                    if rid not in refs:
                        refs.append(rid)
                else:
                    missing.append(rid)
            if missing and raw not in seen_raw:
                seen_raw.add(raw)
                outside = lo is not None and all(not (lo <= sort_key(x) <= hi) for x in missing)
                unresolved.append({
                    "from": e[from_key],
                    "source": source,
                    "ref": raw,
                    "missing": missing,
                    "reason": "outside this edition's coverage" if outside else "no such rule",
                })
        e["refs"] = refs
