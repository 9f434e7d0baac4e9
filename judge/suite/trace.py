"""The trace as verdicts read it: numbered steps, the steps shown beside a failure, and
which cited rule ids count as citing a rule (``expect trace cites 420.5``)."""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

from judge._speed.fastdataclass import dataclass_for
from judge.engine.outcome import Outcome, Step
from judge.suite.glossary import cites as cites_term
from judge.suite.glossary import step_terms

dataclass = dataclass_for("suite")

#: How many trace steps of context a failure shows.
CONTEXT_STEPS = 4


@dataclass(frozen=True)
class ContextStep:
    """A trace step shown beside a failure: its number in the trace (``7`` or ``7.2`` for
    a nested step), text and rules."""

    number: str
    text: str
    rules: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "text": self.text, "rules": list(self.rules)}



def flatten(steps: Sequence[Step]) -> list[tuple[str, Step]]:
    """Every step of a trace, depth first, with its number (``3``, ``3.1``, ``3.1.2``)."""
    out: list[tuple[str, Step]] = []

    def walk(items: Sequence[Step], prefix: str) -> None:
        for i, s in enumerate(items, 1):
            num = f"{prefix}{i}"
            out.append((num, s))
            walk(s.children, num + ".")

    walk(steps, "")
    return out


def _saying(steps: Sequence[Step], needle: str) -> list[Step]:
    """The steps of a trace whose text contains ``needle`` (casefolded), each once as
    :func:`flatten` lists it, in no order (a step's children after every step of its level) —
    without their numbers, which only a failure shows: a verdict of ``trace cites … at`` that
    holds asks only whether one of them does (~160K calls of a suite pass, fifty-seventh session)."""
    every = list(steps)
    for step in every:  # (each step's children taken in as the loop goes on)
        if step.children:
            every.extend(step.children)
    return [step for step in every if needle in step.text.casefold()]


def step_context(num: str, step: Step) -> ContextStep:
    return ContextStep(num, step.text, tuple(step.rules))


def context_for(
    outcome: Outcome, focus: Iterable[str], limit: int = CONTEXT_STEPS, also: Iterable[str] = ()
) -> tuple[ContextStep, ...]:
    """The last ``limit`` steps mentioning any of ``focus`` (case-insensitive) and, when
    ``also`` is given and some step has both, one of ``also``; the last steps of the trace
    when nothing mentions them or ``focus`` is empty."""
    flat = flatten(outcome.steps)
    words = [w.casefold() for w in focus if w]
    extra = [w.casefold() for w in also if w]
    if words:
        hits = [(n, s) for n, s in flat if any(w in s.text.casefold() for w in words)]
        if extra:
            both = [(n, s) for n, s in hits if any(w in s.text.casefold() for w in extra)]
            hits = both or hits
        if hits:
            return tuple(step_context(n, s) for n, s in hits[-limit:])
    return tuple(step_context(n, s) for n, s in flat[-limit:])


def cites(cited: Iterable[str], rule: str) -> list[str]:
    """The cited ids that count as citing ``rule``: itself or one of its subrules."""
    rule = rule.strip()
    out = []
    for c in cited:
        if c == rule:
            out.append(c)
        elif c.startswith(rule) and len(c) > len(rule):
            nxt = c[len(rule)]
            if nxt == "." or (nxt.isalpha() and rule[-1].isdigit() and "." in rule):
                out.append(c)
    return sorted(out)



def rule_key(rule: str) -> tuple:
    parts = re.findall(r"\d+|[a-z]+", rule)
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts)


def not_cited_at(steps: Sequence[Step], rules: Sequence[str], words: str,
                 terms: Sequence[str] = ()) -> tuple[bool, str, tuple[ContextStep, ...]]:
    """``expect trace does not cite RULE at "words"``: a step of the trace says ``words``, and
    no step that does cites any of ``rules`` or of the glossary entries ``terms`` — the step
    exists (a mistyped phrase is a failure, not a pass) and gives another reason."""
    needle = words.casefold()
    saying = _saying(steps, needle)
    if not saying:
        return False, f"no step of the trace says {words!r}", ()
    if not any(any(cites(s.rules, r) for r in rules) or any(cites_term(step_terms(s.text), t) for t in terms)
               for s in saying):
        return True, "", ()
    # (a failure: the steps again, numbered)
    found = [(n, s) for n, s in flatten(steps) if needle in s.text.casefold()]
    wrong = [(n, s) for n, s in found if any(cites(s.rules, r) for r in rules)
             or any(cites_term(step_terms(s.text), t) for t in terms)]
    shown = wrong[:CONTEXT_STEPS]
    parts = [f"step {n} {s.text!r} cites {', '.join(s.rules)}" for n, s in shown]
    return False, "; ".join(parts), tuple(step_context(n, s) for n, s in shown)


def cited_at(steps: Sequence[Step], rules: Sequence[str], words: str,
             terms: Sequence[str] = ()) -> tuple[bool, str, tuple[ContextStep, ...]]:
    """``expect trace cites RULE at "words"``: whether a step whose text contains ``words``
    (case-insensitive) cites every one of ``rules`` (itself or a subrule) and every glossary
    entry of ``terms`` (``Glossary "Bury"``: judge.suite.glossary reads the step's words); else
    what happened instead — no step says the words, or the steps that do and what they cite —
    and those steps as the failure's context."""
    needle = words.casefold()
    if any(all(cites(s.rules, r) for r in rules) and all(cites_term(step_terms(s.text), t) for t in terms)
           for s in _saying(steps, needle)):
        return True, "", ()
    # (a failure: the steps again, numbered)
    found = [(n, s) for n, s in flatten(steps) if needle in s.text.casefold()]
    if not found:
        return False, f"no step of the trace says {words!r}", ()
    shown = found[:CONTEXT_STEPS]

    def said(s: Step) -> str:
        entries = step_terms(s.text) if terms else ()
        return ", ".join(tuple(s.rules) + tuple(f'Glossary "{e}"' for e in entries))

    parts = [f"step {n} {s.text!r} cites {said(s)}" for n, s in shown]
    more = f" (and {len(found) - len(shown)} more)" if len(found) > len(shown) else ""
    which = "the step saying it" if len(found) == 1 else f"the {len(found)} steps saying it"
    return False, f"{which}: " + "; ".join(parts) + more, tuple(step_context(n, s) for n, s in shown)
