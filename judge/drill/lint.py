"""``judge drill lint``: every deck question beside what it asks, and what is wrong with it.

The suite holds a question's ``answer`` to the engine's; nothing but this reads the
question's *words* against its query. For each question of the deck
(:func:`judge.drill.deck.scan`) :func:`lint` parses its scenario and gives an
:class:`Entry`: where it is (``file:line:col``), its text, its query as written, the kind
of answer, what a *yes* means for a yes/no question, the stated answer and options, the
tags, and its :class:`Problem` s:

* ``wording`` — the words ask for another kind of answer than the query gives, or the
  yes of the words is not the yes of the query, or a "can"/"must" is answered by
  something other than legality or the outcomes (:mod:`judge.suite.wording`; the same
  check makes ``judge test`` fail the question);
* ``rule`` — a ``decided by`` rule that is not in the classic rules, or is a section
  heading rather than the rule that decides;
* ``scenario`` — the file does not parse.

The report is for a human read as much as for the checks: no check reads a question as a
judge does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

from judge.drill.deck import DrillQuestion, repo_root, scan


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a question: ``kind`` (wording, rule, scenario), the column of
    the file it concerns, and what is wrong in words."""

    kind: str
    column: int
    message: str

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "column": self.column, "message": self.message}


@dataclass(slots=True)
class Entry:
    """One deck question as the lint reads it."""

    item: DrillQuestion
    line: int = 0
    column: int = 1
    asks: str = ""
    form: str = ""
    yes_means: str = ""
    answer: Optional[str] = None
    options: tuple[str, ...] = ()
    problems: list[Problem] = field(default_factory=list)
    #: What ``--deep`` found to review (not problems): the answer already on the board
    #: with no play changing it.
    notes: list[Problem] = field(default_factory=list)
    decided_by: list[str] = field(default_factory=list)  # the plays whose absence changes the answer (--deep)

    @property
    def where(self) -> str:
        return f"{self.item.path}:{self.line}:{self.column}"

    def to_json(self) -> dict[str, Any]:
        q = self.item
        return {
            "id": q.id, "path": q.path, "line": self.line, "column": self.column, "question": q.question,
            "asks": self.asks, "form": self.form, "yes_means": self.yes_means or None, "answer": self.answer,
            "options": list(self.options), "topic": q.topic, "difficulty": q.difficulty, "rules": list(q.rules),
            "problems": [p.to_json() for p in self.problems],
            "notes": [p.to_json() for p in self.notes],
            "decided_by_plays": self.decided_by,
        }


def _yes_means(printer: Any, query: Any) -> str:
    """What a yes to a yes/no query says, in the scenario language's words."""
    if query.kind == "legal":
        what = "every play is legal"
    elif query.kind == "whether" and query.body is not None:
        what = printer.body(query.body)
    else:
        return ""
    if query.negated:
        what = f"not ({what})"
    if query.scope == "every":
        return f"in every outcome, {what}"
    if query.scope == "some":
        return f"in some outcome, {what}"
    if query.scope == "when":
        return f"{printer.scope('when', query.when).rstrip(': ')}, {what}"
    if query.at is not None:
        return f"at \"{query.at}\", {what}"
    return what


def _rule_problem() -> Any:
    """A function naming what is wrong with a ``decided by`` rule, or None: a rule that is
    not in the classic rules, or a section heading (a title without a rule's text: 418.5
    "Interaction of Continuous Effects") — the rule that decides is one of its sub-rules."""
    from judge.rules.corpus import load

    corpus = load("classic")

    def problem(rule: str) -> Optional[str]:
        found = corpus.find(rule)
        if found is None:
            return f"'decided by {rule}': no rule {rule} in the classic rules"
        if not found.text.strip():
            subs = ", ".join(r.id for r in corpus.descendants(rule)[:6])
            return (f"'decided by {rule}': {rule} is a heading ({found.title}), not a rule that decides; name the "
                    f"sub-rule that does ({subs})")
        return None

    return problem


def _deep(entry: Entry, scenario: Any, question: Any) -> None:
    """The counterfactual check (judge.drill.counterfactual): the plays that decide the
    answer; a note when the board already gives the answer and no play changes it — unless
    the question asks about legality or the scenario makes an attempt that is reversed (the
    point is then that nothing happens)."""
    from judge.drill.counterfactual import check
    from judge.drill.shown import shown
    from judge.engine import simulate
    from judge.errors import JudgeError
    from judge.suite.questions import answer

    try:
        result = answer(question, simulate(scenario), scenario)
        view, start = shown(scenario)
    except JudgeError as err:
        entry.problems.append(Problem("scenario", entry.column, f"the scenario does not run: {err}".splitlines()[0]))
        return
    if result.answer is None:
        entry.problems.append(Problem("answer", entry.column, "the engine gives no single answer"))
        return
    c = check(scenario, entry.item.index, result.answer, view.plain, start)
    entry.decided_by = [w.line for w in c.decisive]
    attempt = any(getattr(a, "illegal", False) for a in scenario.actions)
    if c.printed and not c.decisive and question.query.kind != "legal" and not attempt:
        entry.notes.append(Problem("static", entry.column, f"the answer ({result.answer}) is on the board before "
                                                           f"anything happens, and no play changes it"))


def lint(items: Optional[Iterable[DrillQuestion]] = None, deep: bool = False) -> list[Entry]:
    """Every question of ``items`` (default: the whole deck), in deck order, read and checked;
    ``deep``: and played, against the board and each play's absence."""
    from judge.dsl.parser import parse
    from judge.dsl.printer import _Printer
    from judge.errors import JudgeError
    from judge.suite.questions import form_of, wording_problems

    items = list(scan() if items is None else items)
    rule_problem = _rule_problem()
    root = repo_root()
    parsed: dict[str, Any] = {}
    out: list[Entry] = []
    for item in items:
        entry = Entry(item)
        out.append(entry)
        if item.path not in parsed:
            try:
                text = item.text if item.text is not None else (root / item.path).read_text(encoding="utf-8")
                parsed[item.path] = parse(text, item.path)
            except (OSError, JudgeError) as err:
                parsed[item.path] = str(err).splitlines()[0] if str(err) else type(err).__name__
        scenario = parsed[item.path]
        if isinstance(scenario, str):
            entry.problems.append(Problem("scenario", 1, f"the scenario cannot be read: {scenario}"))
            continue
        try:
            question = scenario.questions[item.index]
        except IndexError:
            entry.problems.append(Problem("scenario", 1, "the scan found a question the parser does not"))
            continue
        printer = _Printer(scenario)
        entry.line = question.span.line if question.span else 0
        entry.column = question.span.column if question.span else 1
        entry.asks = printer.query(question.query)
        entry.form = form_of(question.query)
        entry.yes_means = _yes_means(printer, question.query) if entry.form == "yes/no" else ""
        entry.answer = question.answer
        entry.options = tuple(question.options)
        for column, message in wording_problems(question):
            entry.problems.append(Problem("wording", column, message))
        for rule in item.rules:
            wrong = rule_problem(rule)
            if wrong:
                entry.problems.append(Problem("rule", entry.column, wrong))
        if deep and not entry.problems:
            _deep(entry, scenario, question)
    return out


def counts(entries: Iterable[Entry]) -> dict[str, int]:
    """Problems by kind."""
    out: dict[str, int] = {}
    for e in entries:
        for p in e.problems:
            out[p.kind] = out.get(p.kind, 0) + 1
    return dict(sorted(out.items()))


def report_json(entries: list[Entry]) -> dict[str, Any]:
    """The lint as JSON: ``questions`` (every entry), ``problems`` (their number) and
    ``by_kind``."""
    return {
        "questions": [e.to_json() for e in entries],
        "problems": sum(len(e.problems) for e in entries),
        "by_kind": counts(entries),
        "notes": sum(len(e.notes) for e in entries),
    }
