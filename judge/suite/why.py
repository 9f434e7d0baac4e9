"""Why each expectation and question of a scenario comes out as it does: the plays that decide
it, and the trace steps that come with them — found by the engine, not by matching words.

Each play of the scenario (a line that does something: a spell cast, an ability activated, a
land played, an attack, a block, a choice, a loop…; passes and checkpoints stay) is left out
in turn and the scenario played again (:func:`without`; a later line that leaned on it — a
pass "until the stack is empty" with nothing on it, a choice with nothing to choose — goes
with it). Every expectation's verdict and every question's answer is worked out again on the
game without it: a play whose absence changes one **decides** it. The steps that decide are
the steps of the outcome's trace the game without that play does not have (the two traces
compared step by step, :func:`step_diff`), and ``instead`` the steps it would have had in
their place ("Grizzly Bears is destroyed: lethal damage, 420.5c" without the Giant Growth).

Cost: one replay per play, shared by every expectation and question, none when the scenario
has neither. Bounded: at most :data:`MAX_PLAYS` plays, and the plays times the outcomes at most
:data:`MAX_WORK` (a scenario beyond says so and has no "Why"); docs/ask.md, docs/performance.md.

Used by ``judge ask`` (the "Why" of each outcome, text and ``--json``) and by the drill
(:mod:`judge.drill.counterfactual`: the plays that decide a question, and its explanation).
"""

from __future__ import annotations

import difflib
import re
from typing import Any, Callable, Optional, Sequence

from judge._speed.fastdataclass import dataclass_for, replace

dataclass = dataclass_for("suite")

#: Actions never left out: they decide nothing themselves.
KEPT = ("Pass", "Checkpoint")
#: Lines that lean on what came before: left out with the play they followed, when the engine
#: refuses them without it.
_FOLLOWERS = ("Pass", "Choose")
#: Lines left out that way at most, per play left out.
_REPAIRS = 6
#: At most this many plays are left out in turn (a scenario with more has no "Why").
MAX_PLAYS = 40
#: The plays times the outcomes of the scenario, at most (each replay explores as many).
MAX_WORK = 400


class Unplayable(Exception):
    """The scenario cannot be played without the play (a later line names what it made)."""


def plays(scenario: Any) -> list[int]:
    """The indices of the actions that can be left out, in order."""
    return [i for i, a in enumerate(scenario.actions) if type(a).__name__ not in KEPT]


def without(scenario: Any, index: int, simulate: Optional[Callable[[Any], Sequence[Any]]] = None) -> tuple[Any, list]:
    """``scenario`` without action ``index``, and its outcomes; a later pass or choice the engine
    refuses because of the play left out goes too. :class:`Unplayable` when it can't be played."""
    from judge.errors import JudgeError

    if simulate is None:
        from judge.engine import simulate as engine_simulate

        simulate = engine_simulate
    changed = replace(scenario, actions=scenario.actions[:index] + scenario.actions[index + 1:])
    for _ in range(_REPAIRS):
        try:
            return changed, list(simulate(changed))
        except JudgeError as err:
            m = re.search(r":(\d+):\d+: ", str(err))
            line = int(m.group(1)) if m else None
            at = next((i for i, a in enumerate(changed.actions)
                       if type(a).__name__ in _FOLLOWERS and getattr(a, "span", None) is not None
                       and a.span.line == line), None)
            if at is None:
                raise Unplayable(str(err).splitlines()[0] if str(err) else "") from None
            changed = replace(changed, actions=changed.actions[:at] + changed.actions[at + 1:])
        except (ValueError, KeyError, IndexError) as err:
            raise Unplayable(str(err)) from None
    raise Unplayable("too many lines depend on the play left out")


# --------------------------------------------------------------------------- steps


class WhyStep(metaclass=dataclass, frozen=True):
    """A trace step: its number as ``judge ask`` prints it ("" for a step of the game without
    the play), text, rules and glossary entries (judge.suite.glossary)."""

    number: str
    text: str
    rules: tuple[str, ...]
    glossary: tuple[str, ...] = ()
    kind: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number or None, "text": self.text, "rules": list(self.rules),
                "glossary": list(self.glossary), "kind": self.kind}


#: Kinds of step that carry the game along (a pass of priority, a step or phase beginning)
#: rather than decide: left out of a brief (:func:`brief`), kept in the JSON.
ALONG = ("pass", "phase")


def brief(steps: Sequence[WhyStep], limit: int = 6) -> tuple[list[WhyStep], int]:
    """At most ``limit`` of ``steps`` to show, in trace order, and how many are not shown: none
    that only carries the game along (:data:`ALONG`); past the limit, the steps that began
    something (a play, a resolution: a step none of the others holds) first, then the last
    of the others (what it came to)."""
    chosen = [s for s in steps if s.kind not in ALONG]
    if len(chosen) > limit:
        numbers = {s.number for s in chosen}
        roots = [k for k, s in enumerate(chosen) if not s.number or s.number.rpartition(".")[0] not in numbers]
        keep = set(roots[:limit])
        rest = [k for k in range(len(chosen)) if k not in keep]
        room = limit - len(keep)
        keep.update(rest[len(rest) - room:] if room > 0 else ())
        chosen = [s for k, s in enumerate(chosen) if k in keep]
    return chosen, len(steps) - len(chosen)


def _flat(steps: Sequence[Any]) -> list[tuple[str, Any]]:
    from judge.suite.trace import flatten

    return flatten(steps)


def _why_step(number: str, step: Any) -> WhyStep:
    from judge.suite.glossary import step_terms

    return WhyStep(number, step.text, tuple(step.rules), step_terms(step.text), step.kind)


def step_diff(steps: Sequence[Any], other: Sequence[Any]) -> tuple[list[WhyStep], list[WhyStep]]:
    """The steps of trace ``steps`` that trace ``other`` does not have (numbered), and those of
    ``other`` that ``steps`` does not have (unnumbered): the two compared in order, step by step
    (text and rules; nesting flattened)."""
    a, b = _flat(steps), _flat(other)
    keys_a = [(s.text, s.rules) for _, s in a]
    keys_b = [(s.text, s.rules) for _, s in b]
    only, instead = [], []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, keys_a, keys_b, autojunk=False).get_opcodes():
        if op in ("delete", "replace"):
            only.extend(_why_step(n, s) for n, s in a[i1:i2])
        if op in ("insert", "replace"):
            instead.extend(_why_step("", s) for _, s in b[j1:j2])
    return only, instead


def counterpart(outcome: Any, others: Sequence[Any]) -> Optional[Any]:
    """The outcome of ``others`` that made the same choices as ``outcome`` (the first when none did)."""
    if not others:
        return None
    key = tuple(outcome.choices)
    return next((o for o in others if tuple(o.choices) == key), others[0])


# --------------------------------------------------------------------------- answers


class Target(metaclass=dataclass, frozen=True):
    """An expectation or a question of the scenario: ``kind`` (``expectation``/``question``),
    its line, its words as written, and its answer in words (``holds``, ``fails: …``, ``20``)."""

    kind: str
    index: int
    line: Optional[int]
    text: str
    answer: str


def _expectation_answer(result: Any) -> str:
    if result.status == "pass":
        return "holds"
    message = result.message
    tail = _after_expected(message)
    return f"{'fails' if result.status == 'fail' else 'cannot be checked'}: {tail if tail is not None else message}"


def _after_expected(message: str) -> Optional[str]:
    """What a failed expectation's message says happened: after its "expected …; ", the first
    "; " outside parentheses and quotes (a choice quoted in it holds its own "; ")."""
    depth, quoted = 0, False
    for i, ch in enumerate(message):
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch == "(":
            depth += 1
        elif not quoted and ch == ")":
            depth = max(depth - 1, 0)
        elif not quoted and depth == 0 and message.startswith("; ", i):
            return message[i + 2:]
    return None


def _question_answer(result: Any) -> str:
    if result.status == "error":
        return f"no answer: {result.message}"
    values = [a.value for a in result.answers]
    return " / ".join(values) if values else "no answer"


def answers(scenario: Any, outcomes: Sequence[Any]) -> list[str]:
    """Every expectation's verdict, then every question's answer, in words, over ``outcomes``."""
    from judge.suite.expect import check
    from judge.suite.questions import answer

    return said([check(e, outcomes) for e in scenario.expectations],
                [answer(q, outcomes, scenario) for q in scenario.questions])


def said(checked: Sequence[Any], answered: Sequence[Any]) -> list[str]:
    """The words of :func:`answers` for results already worked out: ``checked`` every
    expectation's (:func:`judge.suite.expect.check_all`), ``answered`` every question's
    (:func:`judge.suite.questions.answer_all`), in the order written."""
    return [_expectation_answer(r) for r in checked] + [_question_answer(q) for q in answered]


def targets(scenario: Any, given: Sequence[str]) -> list[Target]:
    """The expectations and questions of ``scenario`` with their answers ``given``."""
    lines = scenario.source.split("\n") if scenario.source else []

    def written(span: Any, fallback: str) -> str:
        n = span.line if span is not None else 0
        return lines[n - 1].strip() if 0 < n <= len(lines) else fallback

    out = []
    for i, e in enumerate(scenario.expectations):
        out.append(Target("expectation", i, e.span.line if e.span else None, written(e.span, "expect"), given[i]))
    k = len(scenario.expectations)
    for i, q in enumerate(scenario.questions):
        out.append(Target("question", i, q.span.line if q.span else None, written(q.span, f"question {q.text!r}"),
                          given[k + i]))
    return out


# --------------------------------------------------------------------------- the "Why"


class Play(metaclass=dataclass, frozen=True):
    """A play of the scenario left out: its index among the actions, line and words; the
    answers without it (None: it can't be left out, ``unplayable`` says why)."""

    index: int
    line: Optional[int]
    text: str
    answers: Optional[tuple[str, ...]] = None
    unplayable: str = ""
    outcomes: tuple = ()


class Decider(metaclass=dataclass, frozen=True):
    """A play deciding a target, on one outcome: the answer without it, the steps of the
    outcome that come with it, and what would have happened instead."""

    line: Optional[int]
    play: str
    without: str
    steps: tuple[WhyStep, ...] = ()
    instead: tuple[WhyStep, ...] = ()


class Reason(metaclass=dataclass, frozen=True):
    """Why one target comes out as it does on one outcome: the plays deciding it (none: no
    play changes it — the board as set up gives it)."""

    target: Target
    deciders: tuple[Decider, ...] = ()

    def to_json(self) -> dict[str, Any]:
        t = self.target
        return {"kind": t.kind, "line": t.line, "text": t.text, "answer": t.answer,
                "decided_by": [{"line": d.line, "play": d.play, "without": d.without,
                                "steps": [s.to_json() for s in d.steps],
                                "instead": [s.to_json() for s in d.instead]} for d in self.deciders]}


class Why(metaclass=dataclass, frozen=True):
    """The "Why" of a scenario: for each outcome, a :class:`Reason` per target; ``note`` when it
    was not worked out (past its bounds) or some play could not be left out."""

    reasons: tuple[tuple[Reason, ...], ...] = ()
    plays: tuple[Play, ...] = ()
    note: str = ""

    def to_json(self, i: int) -> dict[str, Any]:
        """Outcome ``i``'s "Why" as ``judge ask --json`` carries it."""
        out: dict[str, Any] = {"reasons": [r.to_json() for r in self.reasons[i]] if i < len(self.reasons) else []}
        left = [p for p in self.plays if p.unplayable]
        out["unplayable"] = [{"line": p.line, "play": p.text, "why": p.unplayable} for p in left]
        if self.note:
            out["note"] = self.note
        return out


def uncommented(line: str, quoted: bool = False) -> str:
    """``line`` without its comment: what ``re.sub(r"\\s+#.*$", "", line)`` leaves (with ``quoted``,
    ``re.sub(r"\\s+#[^\"]*$", "", line)``: a ``#`` with a double quote after it is no comment's),
    found without compiling a pattern — cut where the whitespace before the first ``#`` that has
    some begins. A line holding a newline is given to the pattern itself."""
    if "\n" in line:
        return re.sub(r"\s+#[^\"]*$" if quoted else r"\s+#.*$", "", line)
    at = line.find("#")
    while at >= 0:
        start = at
        while start > 0 and line[start - 1].isspace():
            start -= 1
        if start < at and not (quoted and '"' in line[at + 1:]):
            return line[:start]
        at = line.find("#", at + 1)
    return line


def _play_text(scenario: Any, action: Any) -> str:
    lines = scenario.source.split("\n") if scenario.source else []
    n = action.span.line if getattr(action, "span", None) is not None else 0
    if 0 < n <= len(lines):
        return uncommented(lines[n - 1]).strip()
    from judge.dsl.printer import ScenarioPrinter

    return ScenarioPrinter(scenario).action(action)


def replay(scenario: Any, simulate: Optional[Callable[[Any], Sequence[Any]]] = None,
           answer: Optional[Callable[[Any, Sequence[Any]], Sequence[str]]] = None,
           only: Optional[Sequence[int]] = None) -> list[Play]:
    """Each play of ``scenario`` (``only`` these action indices) left out in turn: the answers
    ``answer(scenario, outcomes)`` gives without it (default: :func:`answers`)."""
    answer = answer or answers
    out = []
    for i in (plays(scenario) if only is None else only):
        action = scenario.actions[i]
        line = action.span.line if getattr(action, "span", None) is not None else None
        text = _play_text(scenario, action)
        try:
            changed, outcomes = without(scenario, i, simulate)
            out.append(Play(i, line, text, tuple(answer(changed, outcomes)), outcomes=tuple(outcomes)))
        except Unplayable as err:
            out.append(Play(i, line, text, unplayable=str(err) or "a later line needs it"))
    return out


def explain(scenario: Any, outcomes: Sequence[Any],
            simulate: Optional[Callable[[Any], Sequence[Any]]] = None,
            results: Optional[tuple[Sequence[Any], Sequence[Any]]] = None) -> Why:
    """The "Why" of each outcome of ``scenario`` (see the module docstring). ``results``: the
    expectations' results and the questions' on ``outcomes`` (:func:`said`'s ``checked`` and
    ``answered``), when the caller has worked them out already (``judge ask`` has: they are
    not worked out a second time); else worked out here."""
    if not scenario.expectations and not scenario.questions:
        return Why()
    if not outcomes:
        return Why(note="no outcome to explain")
    chosen = plays(scenario)
    if len(chosen) > MAX_PLAYS or len(chosen) * len(outcomes) > MAX_WORK:
        return Why(note=f"not worked out: {len(chosen)} plays and {len(outcomes)} outcomes (the \"Why\" replays "
                        f"the scenario once per play, at most {MAX_PLAYS} plays and {MAX_WORK} plays times outcomes)")
    given = targets(scenario, answers(scenario, outcomes) if results is None else said(*results))
    left = replay(scenario, simulate, only=chosen)
    per_outcome = []
    for outcome in outcomes:
        diffs: dict[int, tuple[list[WhyStep], list[WhyStep]]] = {}
        reasons = []
        for k, t in enumerate(given):
            deciders = []
            for p in left:
                if p.answers is None or p.answers[k] == t.answer:
                    continue
                if p.index not in diffs:
                    other = counterpart(outcome, p.outcomes)
                    diffs[p.index] = step_diff(outcome.steps, other.steps if other is not None else ())
                steps, instead = diffs[p.index]
                deciders.append(Decider(p.line, p.text, p.answers[k], tuple(steps), tuple(instead)))
            reasons.append(Reason(t, tuple(deciders)))
        per_outcome.append(tuple(reasons))
    stuck = [p for p in left if p.unplayable]
    note = ""
    if stuck:
        note = "not left out (the scenario can't be played without): " + "; ".join(
            f"line {p.line}" if p.line else p.text for p in stuck)
    return Why(tuple(per_outcome), tuple(replace(p, outcomes=()) for p in left), note)
