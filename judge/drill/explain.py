"""What a drill question's explanation and options are made of: the trace steps that decide its
answer — those that come with the plays deciding it (:func:`played_steps`, judge.suite.why: the
same as ``judge ask``'s "Why"), else those citing its ``decided by`` rules (:func:`decisive_steps`)
— and the wrong answers a trainee most likely gives
(:func:`misreadings`), which the options of a multiple-choice question always offer.

Used by :mod:`judge.drill.session` (a question as it is asked) and :mod:`judge.drill.exam`
(an exam's items); it knows neither.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from judge.dsl import answers
from judge.errors import JudgeError


@dataclass(frozen=True, slots=True)
class DecisiveStep:
    """A trace step that decided the answer: its number in the trace, text and rules."""

    number: str
    text: str
    rules: tuple[str, ...]


def decisive_steps(outcome: Any, rules: Sequence[str], limit: int = 8) -> tuple[DecisiveStep, ...]:
    """The trace steps that cite one of the decisive ``rules`` (a rule or one of its
    sub-rules), numbered as ``judge ask`` numbers them; the last steps when none does."""

    def cites(step_rules: Sequence[str]) -> bool:
        return any(r == d or r.startswith(d + ".") or (r.startswith(d) and r[len(d):].isalpha())
                   for r in step_rules for d in rules)

    found: list[DecisiveStep] = []
    every: list[DecisiveStep] = []

    def walk(steps: Sequence[Any], prefix: str) -> None:
        for i, s in enumerate(steps, 1):
            number = f"{prefix}{i}"
            d = DecisiveStep(number, s.text, tuple(s.rules))
            every.append(d)
            if cites(s.rules):
                found.append(d)
            walk(s.children, number + ".")

    walk(outcome.steps, "")
    return tuple(found[:limit] if found else every[-3:])


def played_steps(outcome: Any, check: Any, limit: int = 8) -> tuple[DecisiveStep, ...]:
    """The steps of ``outcome``'s trace that come with the plays deciding the answer — each
    deciding play of ``check`` (judge.drill.counterfactual) left out, the traces compared step
    by step: judge.suite.why, as ``judge ask``'s "Why" finds them — a brief of each (its steps
    that begin something, then what it came to), in trace order; none when no play decides."""
    from judge.suite.why import brief, counterpart, step_diff

    found: dict[str, DecisiveStep] = {}
    decisive = check.decisive if check is not None else []
    room = max(2, limit // max(1, len(decisive)))
    for w in decisive:
        other = counterpart(outcome, w.outcomes)
        steps, _ = step_diff(outcome.steps, other.steps if other is not None else ())
        for s in brief(steps, room)[0]:
            found.setdefault(s.number, DecisiveStep(s.number, s.text, s.rules))
    order = [tuple(int(p) for p in n.split(".")) for n in found]
    return tuple(found[n] for _, n in sorted(zip(order, found)))[:limit]


def misreadings(p: Any, played: bool = False) -> list[str]:
    """The wrong answers a trainee is most likely to give, most likely first: the misreading
    the reviewed list names for the question (drills/reviewed.txt: "the misreading is 4/4");
    with ``played`` (an exam: the counterfactual check is made before the question is asked),
    the answer without each play that decides it (the play misread as doing nothing); the
    answer the board gives before anything happens."""
    out: list[str] = []

    def add(value: Optional[str]) -> None:
        if value is not None and value != p.answer and value not in out:
            out.append(value)

    import re

    from judge.drill.lint import reviewed

    try:
        why = reviewed().get(p.item.id.split(":")[0] if p.item.source == "deck" else "", "")
    except JudgeError:
        why = ""
    m = re.search(r"the misreading is ([^;,.:]+)", why)
    if m:
        add(answers.canonical(p.form, m.group(1), p.players))
    # where the question's object is itself played by the scenario (a spell cast), "as if it
    # were never played" (still in the hand) is no misreading anyone makes
    query = p.scenario.questions[p.item.index].query if p.scenario is not None else None
    ref = getattr(query, "ref", None)
    name = (p.shown.plain("@" + ref.label) if ref.label and p.shown is not None else ref.name) if ref else None
    own = [f"casts {name}", f"plays {name}", f"activates {name}"] if name else []
    check = p.check if played else None
    if check is not None:
        for w in check.decisive:
            if not any(o in w.line for o in own):
                for value in w.answers:
                    add(value)
        if not any(o in line for line in (p.shown.actions if p.shown is not None else ()) for o in own):
            add(check.before)
    elif p.start is not None and p.scenario is not None:
        from judge.engine.outcome import Outcome
        from judge.suite.bodies import ExpectationError
        from judge.suite.questions import answer_in

        query = p.scenario.questions[p.item.index].query
        if query.scope == "each" and query.at is None:
            try:
                add(answer_in(query, Outcome((), (), p.start), p.scenario))
            except ExpectationError:
                pass
    return out


def with_misreading(p: Any, options: tuple[str, ...], likely: Sequence[str]) -> tuple[str, ...]:
    """The author's ``options``, with the most likely misreading put in place of the last
    wrong option when the author left it out."""
    if not likely:
        return options
    canon = [answers.canonical(p.form, o, p.players) for o in options]
    if likely[0] in canon:
        return options
    wrong = [i for i, c in enumerate(canon) if c != p.answer]
    if not wrong:
        return options
    out = list(options)
    out[wrong[-1]] = likely[0]
    return tuple(out)
