"""Answering a scenario's questions from the outcomes the engine produced.

A question says what it asks (:class:`judge.dsl.ast.Query`): whether an expectation
holds, whether every play was legal, a quantity (life, damage, power, toughness,
counters, cards in a zone), where an object is, who controls it, who won. Each outcome
gives its own answer (:func:`answer_in`); outcomes that agree are grouped. With the
scope ``in every outcome:`` / ``in some outcome:`` a ``whether`` is one yes or no over
all the outcomes; with ``when …:`` only the outcomes reached by those choices answer.

The author's ``answer``, when given, must be the engine's answer in every answering
outcome — else the question fails under ``judge test`` with what the engine answered
and the trace steps that decided it. A question without an answer is ``open``: it is
answered, never failed.
"""

from __future__ import annotations

from dataclasses import field

from typing import Any, Optional, Sequence

from judge._speed.fastdataclass import dataclass_for
from judge.dsl import answers
from judge.dsl.ast import QUERY_KINDS, Question, Query, Scenario
from judge.engine.outcome import Outcome
from judge.suite.bodies import ExpectationError, resolve, verdict, zone_objects
from judge.suite.describe import ended_in_error, outcome_name
from judge.suite.trace import ContextStep, context_for
from judge.zones import Zone

dataclass = dataclass_for("suite")


@dataclass(frozen=True)
class Answer:
    """One answer the engine gave, and the outcomes (indices) that gave it."""

    value: str
    outcomes: tuple[int, ...]
    choices: tuple[str, ...] = ()  # the first such outcome's choices, in words
    #: Each such outcome's choices, in words (in the order of ``outcomes``).
    each: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class QuestionResult:
    """The engine's answers to one question and the verdict on the author's answer.

    ``status``: ``pass`` (the author's answer is the engine's), ``fail``, ``error`` (the
    question cannot be answered: an ambiguous name...) or ``open`` (no author's answer).
    ``answers`` are grouped by value in the order of the outcomes; ``form`` is the kind of
    answer (yes/no, number...). The ``expected``/``message``/``context`` attributes read
    like an expectation's result so that failures are reported alike."""

    question: Question
    status: str
    form: str
    answers: tuple[Answer, ...] = ()
    message: str = ""
    line: Optional[int] = None
    outcome: Optional[int] = None
    choices: tuple[str, ...] = ()
    context: tuple[ContextStep, ...] = field(default=())
    #: The outcomes asked (indices) that ended in an error: they give no answer.
    errors: tuple[int, ...] = ()
    #: With ``errors``, whether the answer is the same whatever they would have answered (a
    #: "can" one outcome answers yes, a "must" one answers no).
    settled: bool = True

    @property
    def passed(self) -> bool:
        return self.status in ("pass", "open")

    @property
    def expected(self) -> str:
        return f"question {self.question.text!r}"

    @property
    def answer(self) -> Optional[str]:
        """The engine's answer when every answering outcome agrees, else None."""
        return self.answers[0].value if len(self.answers) == 1 else None

    def to_json(self) -> dict[str, Any]:
        q = self.question
        return {
            "line": self.line,
            "question": q.text,
            "form": self.form,
            "answer": self.answer,
            # the outcomes each answer covers, by number (1-based, as judge ask prints them), and each one's choices
            "answers": [{"answer": a.value, "outcomes": [i + 1 for i in a.outcomes],
                         "choices": [list(c) for c in a.each]}
                        for a in self.answers],
            "errors": [i + 1 for i in self.errors],
            "stated": q.answer,
            "options": list(q.options),
            "topic": q.topic,
            "difficulty": q.difficulty,
            "rules": list(q.rules),
            "glossary": [t.term for t in q.glossary],
            "status": self.status,
            "message": self.message,
        }


def form_of(query: Query) -> str:
    """The kind of answer a query gives (judge.dsl.answers)."""
    return "yes/no" if query.scope in ("every", "some") else QUERY_KINDS[query.kind]


def is_drill(question: Question) -> bool:
    """Whether ``question`` carries a drill tag (topic, difficulty, decided by)."""
    return question.topic is not None or question.difficulty is not None or bool(question.rules)


def wording_problems(question: Question) -> list[tuple[int, str]]:
    """What is wrong between ``question``'s words and what it asks (judge.suite.wording),
    each with its column in the file. Checked for every drill question, and for any
    question whose text a question word opens ("Does …", "Where …"); a bare label of a
    test ("Q") is not read."""
    from judge.suite.wording import problems, stem

    if not is_drill(question) and not stem(question.text).word:
        return []
    # the text's column in the file: the question's own, past 'question "'
    base = (question.span.column if question.span else 1) + len('question "') - 1
    return [(base + col, message) for col, message in problems(question)]


def _one(outcome: Outcome, query: Query) -> Any:
    assert query.ref is not None
    found = resolve(outcome.final, query.ref)
    if not found:
        raise ExpectationError(f"{query.ref} is not in any zone at the end (a token that left play ceased to exist)")
    return found[0]


def _zone(outcome: Outcome, query: Query) -> str:
    assert query.ref is not None
    ref = query.ref
    for item in outcome.final.stack:
        if (ref.label and item.label == ref.label) or (not ref.label and item.name.casefold() == (ref.name or "").casefold()):
            return "stack"
    found = resolve(outcome.final, ref)
    return found[0].zone if found else "nowhere"


def _legal(outcome: Outcome) -> bool:
    return not any(s.kind == "illegal" for top in outcome.steps for s in top.walk())


def _player(outcome: Outcome, name: Optional[str]) -> Any:
    try:
        return outcome.final.player(name or "")
    except KeyError:
        raise ExpectationError(f"there is no player {name}") from None


def answer_in(query: Query, outcome: Outcome, scenario: Optional[Scenario] = None) -> str:
    """The canonical answer (judge.dsl.answers) to ``query`` in one outcome; raises
    ExpectationError when it cannot be answered. ``scenario`` gives the starting life
    totals (``life lost by``)."""
    kind, final = query.kind, outcome.final
    if kind == "whether":
        return "yes" if verdict(query.body, outcome).ok != query.negated else "no"
    if kind == "legal":
        return "yes" if _legal(outcome) != query.negated else "no"
    if kind == "life":
        return str(_player(outcome, query.player).life)
    if kind == "life_lost":
        start = next((p.life for p in (scenario.players if scenario else ()) if p.name == query.player), 20)
        return str(start - _player(outcome, query.player).life)
    if kind == "cards":
        _player(outcome, query.player)
        return str(len(zone_objects(final, query.player or "", query.zone or Zone.HAND)))
    if kind == "zone":
        return _zone(outcome, query)
    if kind == "winner":
        if final.result == "win":
            return str(final.winner)
        return "draw" if final.result == "draw" else "none"
    obj = _one(outcome, query)
    if kind == "damage":
        return str(obj.damage)
    if kind == "power":
        return str(obj.power)
    if kind == "toughness":
        return str(obj.toughness)
    if kind == "pt":
        return f"{obj.power}/{obj.toughness}"
    if kind == "counters":
        counters = dict(obj.counters)
        return str(counters.get(query.counter, 0) if query.counter else sum(counters.values()))
    if kind == "controller":
        return str(obj.controller or obj.owner)
    raise ExpectationError(f"unknown question kind {kind!r}")


def _focus(query: Query) -> tuple[str, ...]:
    if query.ref is not None:
        return (query.ref.label or query.ref.name or "",)
    if query.player:
        return (query.player,)
    return ()


def answer(question: Question, outcomes: Sequence[Outcome], scenario: Optional[Scenario] = None) -> QuestionResult:
    """The engine's answers to ``question`` over ``outcomes``, and the verdict on the
    author's answer (see the module docstring)."""
    query = question.query
    form = form_of(query)
    line = question.span.line if question.span else None
    base = dict(question=question, form=form, line=line)
    worded = wording_problems(question)
    if worded:
        column, message = worded[0]
        return QuestionResult(status="error", message=f"the question's words do not match what it asks "
                                                      f"(column {column}): {message}", **base)
    if not outcomes:
        return QuestionResult(status="error", message="the simulation produced no outcome", **base)
    if query.at is not None:
        from judge.suite.expect import at_checkpoint

        try:
            outcomes = at_checkpoint(outcomes, query.at)
        except ExpectationError as err:
            return QuestionResult(status="error", message=str(err), **base)
    total = len(outcomes)
    chosen = list(range(total))
    if query.scope == "when":
        from judge.suite.choices import outcome_matches  # (a `when` of choices: not every check's)

        chosen = [i for i, o in enumerate(outcomes) if outcome_matches(o, query.when)]
        if not chosen:
            return QuestionResult(status="error", message="no outcome is reached by the choices this question names",
                                  **base)
    # an outcome that ended in an error answers nothing (judge.engine.outcome.OutcomeError)
    errors = tuple(i for i in chosen if outcomes[i].error is not None)
    chosen = [i for i in chosen if outcomes[i].error is None]
    base["errors"] = errors
    if not chosen:
        i = errors[0]
        return QuestionResult(status="error", message=f"no outcome it asks ran to its end: in {outcome_name(i, outcomes[i], total)}, "
                                                      f"{ended_in_error(outcomes[i])}", outcome=i,
                              choices=tuple(str(c) for c in outcomes[i].choices), **base)
    try:
        values = [(i, answer_in(query, outcomes[i], scenario)) for i in chosen]
    except ExpectationError as err:
        return QuestionResult(status="error", message=str(err), **base)
    settled = not errors
    if query.scope in ("every", "some"):
        yes = [v == "yes" for _, v in values]
        value = "yes" if (all(yes) if query.scope == "every" else any(yes)) else "no"
        # one outcome's no answers a "must", one outcome's yes a "can", whatever the others
        settled = settled or (value == "no" if query.scope == "every" else value == "yes")
        values = [(i, value) for i in chosen]
    groups: dict[str, list[int]] = {}
    for i, v in values:
        groups.setdefault(v, []).append(i)
    found = tuple(Answer(v, tuple(idx), tuple(str(c) for c in outcomes[idx[0]].choices),
                         tuple(tuple(str(c) for c in outcomes[j].choices) for j in idx)) for v, idx in groups.items())
    base["settled"] = settled
    if question.answer is None:
        return QuestionResult(status="open", answers=found, **base)
    stated = answers.canonical(form, question.answer, [p.name for p in outcomes[0].final.players])
    wrong = [(i, v) for i, v in values if v != stated]
    if not wrong and not settled:  # the stated answer needs the outcomes that ended in an error too
        i = errors[0]
        message = (f"the engine can't confirm it: {outcome_name(i, outcomes[i], total)} gives no answer — "
                   f"{ended_in_error(outcomes[i])}")
        if len(errors) > 1:
            message += f" ({len(errors)} of the {len(errors) + len(chosen)} outcomes it asks ended in an error)"
        return QuestionResult(status="fail", answers=found, message=message, outcome=i,
                              choices=tuple(str(c) for c in outcomes[i].choices),
                              context=context_for(outcomes[i], ()), **base)
    if not wrong:
        return QuestionResult(status="pass", answers=found, **base)
    i, v = wrong[0]
    where = f" in {outcome_name(i, outcomes[i], total)}" if total > 1 else ""
    message = f"the engine answers {v}{where}; the scenario says {question.answer}"
    if len(wrong) > 1:
        message += f" (differs in {len(wrong)} of {len(values)} outcomes)"
    return QuestionResult(status="fail", answers=found, message=message, outcome=i,
                          choices=tuple(str(c) for c in outcomes[i].choices),
                          context=context_for(outcomes[i], _focus(query)), **base)


def answer_all(scenario: Scenario, outcomes: Sequence[Outcome]) -> list[QuestionResult]:
    """Every question of ``scenario``, in the order written."""
    return [answer(q, outcomes, scenario) for q in scenario.questions]
