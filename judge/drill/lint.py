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
* ``rule`` — a ``decided by`` rule that does not decide: not in the classic rules, a section
  heading, a definition or an overview (:data:`NOT_DECIDING`: 417.1 defines a one-shot
  effect, 306.1 lists the steps of combat — the rule that decides is another), or (``--deep``)
  a rule beside the answer: one the engine's trace of the question never cites — neither it,
  nor a sub-rule, nor, for a lettered rule (413.2b), the rule it belongs to — unless
  ``drills/reviewed.txt`` says why it decides all the same (``[rule 409.3] why``: a rule that
  decides that something does *not* happen, which the trace has no step to cite at);
* ``scenario`` — the file does not parse;
* ``reviewed`` — (``--deep``) a question listed in ``drills/reviewed.txt`` that the lint no
  longer notes.

``--deep`` notes a question whose answer the board gives before anything happens and no
play changes; a noted question listed in ``drills/reviewed.txt`` with why it is kept (it asks
about a ruling that something does *not* happen) is shown as reviewed instead
(:func:`reviewed`).

The report is for a human read as much as for the checks: no check reads a question as a
judge does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
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
    reviewed: str = ""  # why a noted question is kept (drills/reviewed.txt), instead of its note
    #: decided-by rules its trace does not cite, and why each decides all the same (reviewed.txt)
    reviewed_rules: dict[str, str] = field(default_factory=dict)

    @property
    def where(self) -> str:
        return f"{self.item.path}:{self.line}:{self.column}"

    def to_json(self) -> dict[str, Any]:
        q = self.item
        return {
            "id": q.id, "path": q.path, "line": self.line, "column": self.column, "question": q.question,
            "asks": self.asks, "form": self.form, "yes_means": self.yes_means or None, "answer": self.answer,
            "options": list(self.options), "topic": q.topic, "difficulty": q.difficulty, "rules": list(q.rules),
            "glossary": list(q.glossary),
            "problems": [p.to_json() for p in self.problems],
            "notes": [p.to_json() for p in self.notes],
            "decided_by_plays": self.decided_by,
            "reviewed": self.reviewed or None,
            "reviewed_rules": dict(self.reviewed_rules),
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


#: Rules that define a term or list the parts of something: they decide no question by
#: themselves, and a ``decided by`` naming one is refused, saying what to name instead.
NOT_DECIDING: dict[str, str] = {
    "300.1": "lists the phases of a turn: name the rule of the step that decides (302.1, 304.1, 314.1 …)",
    "301.1": "lists the steps of the beginning phase: name the rule of the step that decides (302.1, 303.1, 304.1)",
    "306.1": "lists the steps of combat: name the rule that decides (308.1, 309.2a, 310.1c …)",
    "312.1": "lists the steps of the end phase: name the rule that decides (313.1, 314.1a, 314.1b)",
    "400.1": "defines abilities and effects: name the rule that decides (418.3a, 413.2h …)",
    "405.1": "defines a static ability: name the rule that decides (418.4a, 418.4b)",
    "410.10": "defines zone-change triggers: name the one that decides (410.10a-410.10e)",
    "413.2": "introduces the steps of resolution: name the step that decides (413.2a-413.2h; 413.2b: the "
             "instructions followed as written)",
    "417.1": "defines a one-shot effect: name the rule that decides (413.2b: the instruction as written; 413.2f …)",
    "418.1": "defines a continuous effect: name the rule that decides (418.3a, 418.4a, 410.10c …)",
}


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
        if rule in NOT_DECIDING:
            return f"'decided by {rule}': a definition or an overview, not a rule that decides: it {NOT_DECIDING[rule]}"
        return None

    return problem


def reviewed_path() -> Path:
    return repo_root() / "drills" / "reviewed.txt"


def reviewed(path: Optional[Path] = None) -> dict[str, str]:
    """{question id: why it is kept} of the reviewed list (``drills/reviewed.txt``: one id and
    its why a line, ``#`` comments); a line with no why is an error naming it."""
    from judge.errors import JudgeError

    path = path or reviewed_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError) as err:
        raise JudgeError(f"cannot read the reviewed list {path}: {err}") from None
    out: dict[str, str] = {}
    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        qid, _, why = line.partition(" ")
        why = why.strip()
        m = re.match(r"\[rule ([0-9][0-9.a-z]*)\]\s*(.*)", why)
        if m:  # a decided-by rule the trace does not cite, and why it decides all the same
            qid, why = f"{qid} {m.group(1)}", m.group(2)
        if not why or "#" not in qid:
            raise JudgeError(f"{path}:{n}: a reviewed question is its id (file#n), perhaps [rule N], and why it is "
                             f"kept: {line[:80]!r}")
        out[qid] = why
    return out


def unknown_reviews(items: Iterable[DrillQuestion], listed: Optional[dict[str, str]] = None) -> list[str]:
    """The ids of the reviewed list that name none of ``items`` (the deck)."""
    ids = {q.id for q in items}
    return sorted(q for q in (reviewed() if listed is None else listed) if q.split(" ")[0] not in ids)


def _cites(cited: set[str], rule: str) -> bool:
    """Whether a trace citing ``cited`` cites ``rule``: it, a sub-rule of it, or, for a lettered
    rule (413.2b), the rule it belongs to (the engine cites 413.2 as a spell resolves, following
    its instructions)."""
    parent = re.sub(r"[a-z]$", "", rule)
    return any(c == rule or c.startswith(rule + ".") or (c.startswith(rule) and c[len(rule):].isalpha())
               or (parent != rule and c == parent) for c in cited)


def _deep(entry: Entry, scenario: Any, question: Any, notes_only: bool = False,
          kept: Optional[dict[str, str]] = None) -> None:
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
        outcomes = simulate(scenario)
        result = answer(question, outcomes, scenario)
        view, start = shown(scenario)
    except JudgeError as err:
        entry.problems.append(Problem("scenario", entry.column, f"the scenario does not run: {err}".splitlines()[0]))
        return
    if result.answer is None:
        entry.problems.append(Problem("answer", entry.column, "the engine gives no single answer"))
        return
    cited = {c for o in outcomes for c in o.cited()}
    if entry.item.glossary:
        from judge.suite.glossary import cited_terms, cites as cites_term

        terms = frozenset().union(*(cited_terms(o.steps) for o in outcomes))
        for term in entry.item.glossary:
            if not cites_term(terms, term):
                entry.problems.append(Problem("rule", entry.column, f"'decided by Glossary \"{term}\"': the engine's "
                                                                     f"trace of this question never cites that glossary "
                                                                     f"entry (the entries it cites: "
                                                                     f"{', '.join(sorted(terms)) or 'none'}): name the "
                                                                     f"rule or entry that decides"))
    for rule in entry.item.rules:
        key = f"{entry.item.id} {rule}"
        if _cites(cited, rule):
            if kept and key in kept:
                entry.problems.append(Problem("reviewed", entry.column, f"[rule {rule}] is listed in drills/"
                                                                        f"reviewed.txt, but the trace cites it: take "
                                                                        f"it off the list"))
        elif kept and key in kept:
            entry.reviewed_rules[rule] = kept[key]
        else:
            entry.problems.append(Problem("rule", entry.column, f"'decided by {rule}': the engine's trace of this "
                                                                 f"question never cites {rule} (nor a sub-rule): a "
                                                                 f"rule beside the answer — name the rule that "
                                                                 f"decides, or say in drills/reviewed.txt why it "
                                                                 f"does ([rule {rule}] …)"))
    c = check(scenario, entry.item.index, result.answer, view.plain, start, when_printed=notes_only)
    entry.decided_by = [w.line for w in c.decisive]
    attempt = any(getattr(a, "illegal", False) for a in scenario.actions)
    if c.printed and not c.decisive and question.query.kind != "legal" and not attempt:
        entry.notes.append(Problem("static", entry.column, f"the answer ({result.answer}) is on the board before "
                                                           f"anything happens, and no play changes it"))


def lint(items: Optional[Iterable[DrillQuestion]] = None, deep: bool = False, notes_only: bool = False) -> list[Entry]:
    """Every question of ``items`` (default: the whole deck), in deck order, read and checked;
    ``deep``: and played, against the board and each play's absence (``notes_only``: each
    play's absence only where the board already gives the answer — the notes come out the
    same, the deciding plays are named only there)."""
    from judge.dsl.parser import parse
    from judge.dsl.printer import ScenarioPrinter
    from judge.errors import JudgeError
    from judge.suite.questions import form_of, wording_problems

    from judge.rules.glossary import entry_named, unknown_term

    items = list(scan() if items is None else items)
    rule_problem = _rule_problem()
    kept = reviewed() if deep else {}
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
        printer = ScenarioPrinter(scenario)
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
        for term in item.glossary:
            if entry_named(term) is None:
                message, hint = unknown_term(term)
                entry.problems.append(Problem("rule", entry.column, f"'decided by Glossary \"{term}\"': {message}; {hint}"))
        if deep and not entry.problems:
            _deep(entry, scenario, question, notes_only, kept)
            why = kept.get(item.id)
            if why and any(n.kind == "static" for n in entry.notes):
                entry.notes = [n for n in entry.notes if n.kind != "static"]
                entry.reviewed = why
            elif why:
                entry.problems.append(Problem("reviewed", entry.column, f"listed in drills/reviewed.txt, but the lint "
                                                                        f"notes nothing to review: take it off the list"))
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
        "reviewed": sum(1 for e in entries if e.reviewed),
    }
