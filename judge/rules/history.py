"""A rule's text across the numbered editions, with word-level diffs between consecutive ones."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any

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


@dataclass(frozen=True)
class History:
    id: str
    versions: tuple[Rule, ...]
    diffs: tuple[Diff, ...]
    missing: tuple[str, ...]  # numbered editions (present on disk) without this rule

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "editions": [r.edition for r in self.versions],
            "missing": list(self.missing),
            "versions": [r.to_json() for r in self.versions],
            "diffs": [d.to_json() for d in self.diffs],
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
    """The rule in every numbered edition that has it (oldest first) and the diffs between them."""
    present = [e for e in NUMBERED_EDITIONS if e in available_editions()]
    versions: list[Rule] = []
    missing: list[str] = []
    for name in present:
        rule = load(name).find(rule_id)
        if rule is None:
            missing.append(name)
        else:
            versions.append(rule)
    if not versions:
        shown = rule_id.strip() or repr(rule_id)
        msg = f"no rule {shown} in any numbered edition ({', '.join(present) or 'none installed'})"
        if present:
            suggestions = load(present[0]).suggest(rule_id)
            if suggestions:
                msg += f"; did you mean {human_list(suggestions)}?"
        raise JudgeError(msg)
    diffs = []
    for old, new in zip(versions, versions[1:]):
        ops, ratio = word_diff(full_text(old), full_text(new))
        diffs.append(Diff(old.edition, new.edition, ratio, ops))
    key = versions[0].id if re.fullmatch(r"[\d.a-z]+", versions[0].id) else normalize_id(rule_id)
    return History(key, tuple(versions), tuple(diffs), tuple(missing))
