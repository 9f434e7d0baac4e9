"""A rule's text across the numbered editions, with word-level diffs between consecutive ones."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any, Optional

from judge.errors import JudgeError
from judge.rules.corpus import NUMBERED_EDITIONS, Rule, available_editions, human_list, load, normalize_id

#: Below this similarity the two texts are probably different rules under a reused number.
REUSED_NUMBER_SIMILARITY = 0.3


def full_text(rule: Rule) -> str:
    """Title, text and examples of a rule as one string (what the diff compares)."""
    parts = [p for p in (rule.title, rule.text) if p]
    parts += [f"Example: {e}" for e in rule.examples]
    return " ".join(parts)


@dataclass(frozen=True)
class DiffOp:
    op: str  # "equal", "insert" or "delete"
    text: str

    def to_json(self) -> dict[str, str]:
        return {"op": self.op, "text": self.text}


@dataclass(frozen=True)
class Diff:
    """The changes from the rule in ``old`` edition to the rule in ``new``."""

    old: str
    new: str
    similarity: float
    ops: tuple[DiffOp, ...]

    @property
    def changed(self) -> bool:
        return any(op.op != "equal" for op in self.ops)

    @property
    def reused_number(self) -> bool:
        return self.similarity < REUSED_NUMBER_SIMILARITY

    def to_json(self) -> dict[str, Any]:
        return {
            "from": self.old,
            "to": self.new,
            "similarity": round(self.similarity, 4),
            "changed": self.changed,
            "ops": [op.to_json() for op in self.ops],
        }


#: At least this similarity of text makes a rule under another number the same rule, renumbered.
RENUMBERED_SIMILARITY = 0.5


@dataclass(frozen=True)
class Other:
    """A different rule under the same number in another edition (its number was reused): shown
    short and labelled, never diffed."""

    edition: str
    rule: Rule
    similarity: float

    def short(self, width: int = 110) -> str:
        text = " ".join(full_text(self.rule).split())
        return text if len(text) <= width else text[: width - 1].rsplit(" ", 1)[0] + "…"

    def to_json(self) -> dict[str, Any]:
        return {"edition": self.edition, "id": self.rule.id, "similarity": round(self.similarity, 4),
                "text": self.short()}


@dataclass(frozen=True)
class History:
    """The rule in every numbered edition that has it — by its number, or by its text where the
    number changed (``moved``: edition → the number there) — with a word diff between consecutive
    ones; ``others``: different rules under the same number; ``missing``: the editions without
    it, and what each one's corpus holds (``holds``: edition → its first and last rule)."""

    id: str
    versions: tuple[Rule, ...]
    diffs: tuple[Diff, ...]
    missing: tuple[str, ...]  # numbered editions (present on disk) without this rule
    moved: tuple[tuple[str, str], ...] = ()
    others: tuple[Other, ...] = ()
    holds: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "editions": [r.edition for r in self.versions],
            "missing": list(self.missing),
            "versions": [r.to_json() for r in self.versions],
            "diffs": [d.to_json() for d in self.diffs],
            # where the number changed: the edition and the rule's number there, matched by its text
            "moved": [{"edition": e, "id": i} for e, i in self.moved],
            # a different rule under the same number in another edition
            "others": [o.to_json() for o in self.others],
            # what the corpus of each edition without it holds (a partial document: 2002 has section 2 only)
            "holds": [{"edition": e, "rules": r} for e, r in self.holds],
        }


_FOLD = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"})


def _fold(word: str) -> str:
    return word.translate(_FOLD)


def word_diff(old: str, new: str) -> tuple[tuple[DiffOp, ...], float]:
    """Word-level diff of two texts as runs of equal/deleted/inserted words, and their similarity."""
    a, b = old.split(), new.split()
    # Compare with quotes and dashes folded (editions differ in typography only there);
    # show the words as each edition spells them.
    matcher = difflib.SequenceMatcher(None, [_fold(w) for w in a], [_fold(w) for w in b], autojunk=False)
    ops: list[DiffOp] = []

    def emit(op: str, words: list[str]) -> None:
        if not words:
            return
        if ops and ops[-1].op == op:
            ops[-1] = DiffOp(op, ops[-1].text + " " + " ".join(words))
        else:
            ops.append(DiffOp(op, " ".join(words)))

    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            emit("equal", b[j1:j2])
        else:
            emit("delete", a[i1:i2])
            emit("insert", b[j1:j2])
    return tuple(ops), matcher.ratio()


def history(rule_id: str) -> History:
    """The rule in every numbered edition (oldest first) and the diffs between them.

    The rule is the one of that number in the first edition that has it. In every other
    edition it is the rule of the same number when their texts are alike at all (30 %, else
    that number holds a different rule: :class:`Other`), or else the rule whose text is most
    like it, at least 50 % alike: the same rule under another number ("this became 104.4a in
    2021"). An edition with neither is missing, with what its corpus holds (the later
    editions' documents are partial)."""
    present = [e for e in NUMBERED_EDITIONS if e in available_editions()]
    anchor = next((load(e).find(rule_id) for e in present if load(e).find(rule_id) is not None), None)
    if anchor is None:
        shown = rule_id.strip() or repr(rule_id)
        msg = f"no rule {shown} in any numbered edition ({', '.join(present) or 'none installed'})"
        if present:
            suggestions = load(present[0]).suggest(rule_id)
            if suggestions:
                msg += f"; did you mean {human_list(suggestions)}?"
        raise JudgeError(msg)
    text = full_text(anchor)
    versions: list[Rule] = []
    missing: list[str] = []
    moved: list[tuple[str, str]] = []
    others: list[Other] = []
    for name in present:
        if name == anchor.edition:
            versions.append(anchor)
            continue
        edition = load(name)
        same = edition.find(anchor.id)
        alike = _similarity(text, full_text(same)) if same is not None else 0.0
        if same is not None and alike >= REUSED_NUMBER_SIMILARITY:
            versions.append(same)
            continue
        if same is not None:
            others.append(Other(name, same, alike))
        found = _by_text(text, edition)
        if found is not None:
            versions.append(found)
            moved.append((name, found.id))
        else:
            missing.append(name)
    diffs = []
    for old, new in zip(versions, versions[1:]):
        ops, ratio = word_diff(full_text(old), full_text(new))
        diffs.append(Diff(old.edition, new.edition, ratio, ops))
    key = anchor.id if re.fullmatch(r"[\d.a-z]+", anchor.id) else normalize_id(rule_id)
    holds = tuple((name, _holds(load(name))) for name in missing)
    return History(key, tuple(versions), tuple(diffs), tuple(missing), tuple(moved), tuple(others), holds)


def _similarity(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, [_fold(w) for w in a.split()], [_fold(w) for w in b.split()],
                                   autojunk=False).ratio()


def _by_text(text: str, edition: Any) -> Optional[Rule]:
    """The rule of ``edition`` whose text is most like ``text``, at least
    :data:`RENUMBERED_SIMILARITY` alike, or None. (Rules sharing too few words to reach it are
    passed over before they are compared word by word.)"""
    words = {_fold(w).lower() for w in text.split()}
    best: tuple[float, Optional[Rule]] = (RENUMBERED_SIMILARITY, None)
    for rule_id in edition.ids():
        rule = edition.find(rule_id)
        if rule is None or not rule.text:
            continue
        other = full_text(rule)
        theirs = other.split()
        shared = len(words & {_fold(w).lower() for w in theirs})
        if 2 * shared / (len(text.split()) + len(theirs)) < best[0]:  # (a ratio can't pass what its words allow)
            continue
        ratio = _similarity(text, other)
        if ratio > best[0] or (ratio == best[0] and best[1] is None):
            best = (ratio, rule)
    return best[1]


def _holds(edition: Any) -> str:
    """``200.1–217.9c``: the first and last numbered rule of an edition's corpus."""
    ids = [i for i in edition.ids() if re.fullmatch(r"\d{3}\.\d+[a-z]?", i)]
    return f"{ids[0]}–{ids[-1]}" if ids else ""
