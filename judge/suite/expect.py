"""Checking a scenario's expectations against the outcomes the engine produced.

Every :class:`judge.dsl.ast.Expectation` gives one :class:`ExpectResult`: whether it
holds, a message saying what was expected and what happened instead (``expected Grizzly
Bears in play with 3 damage; it is in Alice's graveyard``), the expectation's line, and
the trace steps around where it went wrong (the last steps that mention the object,
the player...). Each body is checked on one outcome by :mod:`judge.suite.bodies`;
``when`` choices are matched by :mod:`judge.suite.choices`; the words come from
:mod:`judge.suite.describe`.

Scopes
------
``every`` (default)
    the body must hold in every outcome; a failure names the first outcome where it
    does not (and how many fail).
``some``
    the body must hold in at least one outcome.
``when``
    the body must hold in each outcome whose choices match the expectation's Choose
    actions (usually exactly one). No matching outcome is a failure that lists the
    outcomes' choices.
"""

from __future__ import annotations

from dataclasses import field
from functools import cache, cached_property

from typing import Any, Optional, Sequence

from judge._speed.fastdataclass import dataclass_for, replace
from judge.dsl.ast import ExpectCitesAt, Expectation
from judge.engine.outcome import Outcome
from judge.suite.bodies import ExpectationError, Verdict
from judge.suite.bodies import verdict as body_verdict
from judge.suite.describe import BODY_KINDS, choose_text, describe, describe_body, ended_in_error, outcome_name
from judge.suite.trace import ContextStep, cited_at, context_for, not_cited_at

dataclass = dataclass_for("suite")


#: How many outcomes a failure message lists before it says how many more there are: a `when`
#: that names no outcome among 1,000 explored says the first few, not a page of each one's choices.
LISTED_OUTCOMES = 5


def _listed(parts: list[str]) -> str:
    """The first :data:`LISTED_OUTCOMES` of ``parts`` joined, then "and N more outcomes" if any."""
    more = len(parts) - LISTED_OUTCOMES
    if more <= 0:
        return "; ".join(parts)
    return "; ".join(parts[:LISTED_OUTCOMES]) + f"; and {more} more outcome{'s' if more > 1 else ''} (`judge ask` lists them all)"


def verdict(body: Any, outcome: Outcome) -> Verdict:
    """One body on one outcome: ``trace cites RULE at "words"`` here (judge.suite.trace),
    every other kind by judge.suite.bodies."""
    kind = type(body)  # (told by its type, as describe_body tells it: judge.suite.describe.BODY_KINDS)
    cites_at = kind is ExpectCitesAt or (kind not in BODY_KINDS and isinstance(body, ExpectCitesAt))
    if cites_at and body.negated:
        ok, actual, context = not_cited_at(outcome.steps, body.rules, body.words, tuple(t.term for t in body.glossary))
        return Verdict(ok, actual, context=context if context else None, focus=(body.words,))
    if cites_at:
        ok, actual, context = cited_at(outcome.steps, body.rules, body.words, tuple(t.term for t in body.glossary))
        return Verdict(ok, actual, context=context if context else None, focus=(body.words,))
    return body_verdict(body, outcome)


@dataclass(frozen=True)
class ExpectResult:
    """The verdict on one expectation.

    ``status`` is ``pass``, ``fail`` or ``error`` (the expectation itself is wrong, e.g. an
    ambiguous name). :attr:`expected` is the expectation in words (``Grizzly Bears in play
    with 3 damage``); ``message`` is empty when it passed, else ``expected ...; <what
    happened>``. ``outcome`` is the index of the outcome where it went wrong (None when
    it is not about one outcome) and ``choices`` that outcome's choices in words.
    """

    expectation: Expectation
    status: str
    message: str = ""
    line: Optional[int] = None
    outcome: Optional[int] = None
    choices: tuple[str, ...] = ()
    context: tuple[ContextStep, ...] = field(default=())

    @property
    def passed(self) -> bool:
        return self.status == "pass"

    @cached_property
    def expected(self) -> str:
        """The expectation in words, made where it is shown (``judge ask``, ``judge test --json``,
        a failure's report): ``judge test`` reads none of a passing expectation's (~46K made and
        never read in a pass of the suite, ~0.8 % of its profiled time, sixty-sixth session)."""
        return describe(self.expectation)

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "scope": self.expectation.scope,
            "expected": self.expected,
            "status": self.status,
            "message": self.message,
            "outcome": self.outcome + 1 if self.outcome is not None else None,  # its number, as printed
            "choices": list(self.choices),
            "context": [c.to_json() for c in self.context],
        }


def at_checkpoint(outcomes: Sequence[Outcome], name: str) -> list[Outcome]:
    """Each outcome as it stood at checkpoint ``name`` (its final state replaced by the one
    kept there); ExpectationError when an outcome never reached it."""
    out = []
    for i, o in enumerate(outcomes):
        state = next((s for n, s in o.checkpoints if n == name), None)
        if state is None:
            where = f" in {outcome_name(i, o, len(outcomes))}" if len(outcomes) > 1 else ""
            why = f": {ended_in_error(o)}" if o.error is not None else ""
            raise ExpectationError(f"the game never reached checkpoint {name!r}{where}{why}")
        out.append(replace(o, final=state, error=None))  # (reached: the game there is whole, whatever came after)
    return out


@cache
def _choices() -> Any:
    """:mod:`judge.suite.choices`, imported by the first `when` of choices checked and kept: an import statement run
    again for every such check cost ~4.7 µs on CPython 3.11 (docs/performance.md)."""
    from judge.suite import choices

    return choices


def check(expectation: Expectation, outcomes: Sequence[Outcome],
          reached: Optional[dict[str, list[Outcome]]] = None,
          selected: Optional[dict[tuple, list[int]]] = None) -> ExpectResult:
    """Check one expectation against every outcome of a simulation (see the scopes above);
    ``expect at "name":`` against each outcome as it stood at that checkpoint. ``reached``: the
    outcomes at each checkpoint worked out so far for these ``outcomes`` (:func:`check_all`:
    the expectations of one checkpoint share them); ``selected``: likewise, the outcomes each
    ``when`` of choices selects, by its checkpoint and its choices (the expectations of one
    ``when`` share them)."""
    line = expectation.span.line if expectation.span else None
    base = dict(expectation=expectation, line=line)
    if not outcomes:
        return ExpectResult(status="error", message="the simulation produced no outcome", **base)
    if expectation.at is not None:
        try:
            there = reached.get(expectation.at) if reached is not None else None
            if there is None:
                there = at_checkpoint(outcomes, expectation.at)
                if reached is not None:
                    reached[expectation.at] = there
            outcomes = there
        except ExpectationError as err:
            return ExpectResult(status="fail", message=str(err), **base)
    total = len(outcomes)
    try:
        if expectation.scope == "some":
            verdicts = [_errored(o) if o.error is not None else verdict(expectation.body, o) for o in outcomes]
            if any(v.ok for v in verdicts):
                return ExpectResult(status="pass", **base)
            expected = describe_body(expectation.body)
            if total == 1:
                return _failure(base, expected, verdicts[0], outcomes[0], 0, total, prefix="")
            parts = [f"in {outcome_name(i, o, total)}: {v.actual}" for i, (o, v) in enumerate(zip(outcomes, verdicts))]
            first = _failure(base, expected, verdicts[0], outcomes[0], 0, total, prefix="")
            msg = f"expected in some outcome: {expected}; in none of the {total} outcomes: " + _listed(parts)
            return ExpectResult(
                status="fail", message=msg, outcome=None, choices=(), context=first.context, **base
            )
        if expectation.scope == "when":
            key = (expectation.at, expectation.when)
            chosen = selected.get(key) if selected is not None else None
            if chosen is None:
                outcome_matches = _choices().outcome_matches  # (a `when` of choices: not every check's)
                chosen = [i for i, o in enumerate(outcomes) if outcome_matches(o, expectation.when)]
                if selected is not None:
                    selected[key] = chosen
            if not chosen:
                wanted = "; ".join(choose_text(c) for c in expectation.when)
                have = _listed([outcome_name(i, o, total) for i, o in enumerate(outcomes)])
                msg = f"expected an outcome where {wanted}; there is none (the outcomes: {have})"
                return ExpectResult(status="fail", message=msg, **base)
            candidates = chosen
        elif expectation.scope == "every":
            candidates = list(range(total))
        else:
            raise ExpectationError(f"unknown scope {expectation.scope!r}")
        failing = []
        first_fail: Optional[tuple[int, Verdict]] = None
        for i in candidates:
            # an outcome that ended in an error can't hold it: a failure here, where the expectation needs it
            v = _errored(outcomes[i]) if outcomes[i].error is not None else verdict(expectation.body, outcomes[i])
            if not v.ok:
                failing.append(i)
                if first_fail is None:
                    first_fail = (i, v)
        if first_fail is None:
            return ExpectResult(status="pass", **base)
        i, v = first_fail
        expected = describe_body(expectation.body)
        prefix = ""
        if total > 1:
            prefix = f"in {outcome_name(i, outcomes[i], total)}: "
        res = _failure(base, expected, v, outcomes[i], i, total, prefix=prefix)
        if len(failing) > 1:
            res = ExpectResult(
                status=res.status,
                message=res.message + f" (fails in {len(failing)} of {len(candidates)} outcomes)",
                outcome=res.outcome,
                choices=res.choices,
                context=res.context,
                **base,
            )
        return res
    except ExpectationError as err:
        return ExpectResult(status="error", message=str(err), **base)


def _errored(outcome: Outcome) -> Verdict:
    """The verdict on an outcome that ended in an error (judge.engine.outcome.OutcomeError):
    no expectation holds there; what happened instead is the error (the context: the trace's
    last steps)."""
    return Verdict(False, ended_in_error(outcome))


def _failure(
    base: dict, expected: str, v: Verdict, outcome: Outcome, index: int, total: int, prefix: str
) -> ExpectResult:
    context = v.context if v.context is not None else context_for(outcome, v.focus, also=v.also)
    return ExpectResult(
        status="fail",
        message=f"{prefix}expected {expected}; {v.actual}",
        outcome=index,
        choices=tuple(str(c) for c in outcome.choices),
        context=context,
        **base,
    )


def check_all(expectations: Sequence[Expectation], outcomes: Sequence[Outcome]) -> list[ExpectResult]:
    """Check every expectation, in the order written (the outcomes at a checkpoint worked out
    once for all the expectations at it: ``expect at "name":`` lines, ~1.3 a checkpoint; the
    outcomes a ``when`` of choices selects once for all the expectations under it: 748 ``when``
    expectations of every 4th audit scenario, 460 distinct, each match ~20 µs an outcome)."""
    reached: dict[str, list[Outcome]] = {}
    selected: dict[tuple, list[int]] = {}
    return [check(e, outcomes, reached, selected) for e in expectations]
