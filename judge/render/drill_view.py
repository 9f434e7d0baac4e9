"""``judge drill`` in the terminal: the board as tables, the actions, the question, the
verdict with the decisive trace steps, the session's score, and ``judge drill stats``.

:class:`TerminalDrill` is the :class:`judge.drill.session.Interface` of a session: it
reads each answer from ``read`` (the keyboard, or a script's lines) and prints with rich.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Optional

from judge.render.trace_view import (
    DIM, FAIL_STYLE, Indented, HEAD_STYLE, PASS_STYLE, RULE_STYLE, TITLE_STYLE, EXPLAIN_STYLE, assembled, heading,
)

_FORM_HINT = {
    "yes/no": "yes or no",
    "number": "a number",
    "power/toughness": "power/toughness, e.g. 3/3",
    "zone": "a zone",
    "player": "a player",
    "result": "a player, draw, or none",
}


def _rule_text(rule: str) -> str:
    from judge.rules.corpus import get

    try:
        return get(rule).text
    except Exception:  # noqa: BLE001 - a rule missing from the corpus is just not shown
        return ""


def _glossary_text(term: str) -> tuple[str, str]:
    """A glossary entry's term as the corpus writes it, and its text ("" when unknown)."""
    from judge.rules.corpus import load
    from judge.rules.glossary import entry_named

    name = entry_named(term) or term
    try:
        found = next((e for e in load("classic").glossary if e.term == name), None)
    except Exception:  # noqa: BLE001 - a corpus missing is just not shown
        found = None
    return name.strip('"'), found.text if found is not None else ""


def key_clause(text: str) -> str:
    """A rule's first sentence: the clause an explanation leads with."""
    import re

    m = re.match(r"(.+?[.!?])(?:\s|$)", text.strip(), re.S)
    return (m.group(1) if m else text).strip()


def interval(seconds: float) -> str:
    """A time to wait in words: ``1 minute``, ``10 minutes``, ``5 hours``, ``3 days``."""
    minutes = max(1, round(seconds / 60))
    if minutes < 60:
        return f"{minutes} minute{'s' if minutes != 1 else ''}"
    hours = round(seconds / 3600)
    if hours < 24:
        return f"{hours} hour{'s' if hours != 1 else ''}"
    days = round(seconds / 86400)
    return f"{days} day{'s' if days != 1 else ''}"


_RATED_BY = {"you": "you said", "time": "by your answer's time", "verdict": ""}


class TerminalDrill:
    """A drill session in the terminal. ``read(prompt)`` gives the trainee's line (None at
    the end of input); ``explain`` prints the full text of the decisive rules with every
    verdict (otherwise ``?`` asks for it). ``interactive`` (the keyboard): each question
    begins on a clear screen once the trainee has read the verdict and pressed Enter."""

    def __init__(self, con: Any, read: Callable[[str], Optional[str]], explain: bool = False,
                 interactive: bool = False, clock: Callable[[], float] = time.monotonic) -> None:
        self.con = con
        self.read = read
        self.explain = explain
        self.interactive = interactive
        self.clock = clock
        self.deadline: Optional[float] = None
        self.exam = False

    def begin(self, total: int, exam: Any, seconds: Optional[int], due: int = 0, new: int = 0) -> None:
        self.exam = exam is not None
        if exam is not None:
            timing = f"{seconds // 60} minutes" if seconds else "untimed"
            self.con.print(assembled((f"Level {exam.number} exam: {total} questions, {timing}", TITLE_STYLE),
                              (f"  (pass mark {exam.pass_mark:.0%}; the verdicts come at the end)", DIM)))
            if seconds:
                self.deadline = self.clock() + seconds
                self.con.print(assembled(("  Answers given after the time limit count as wrong.", DIM)))
        else:
            self.con.print(assembled((f"Drill: {total} question{'s' if total != 1 else ''}", TITLE_STYLE),
                              (f"  {due} due for review, {new} new", ""),
                              ("  (answer, ? for the rules, q to stop)", DIM)))

    def _scenario(self, p: Any) -> None:
        for item in shown_view(p.shown):
            self.con.print(item)
        self.con.print(heading(self.con, ""))

    def ask(self, number: int, total: int, p: Any) -> Optional[str]:
        if self.interactive and number > 1:
            line = self.read(f"Enter for question {number} of {total} (q to stop) > ")
            if line is None or line.strip() in ("q", "quit", "exit"):
                return None
            self.con.clear()
        self.con.print()
        extra = f"  {p.item.topic} · difficulty {p.item.difficulty}"
        if p.review_due is not None:
            extra += f" · review (due {p.review_due.strftime('%Y-%m-%d %H:%M')} UTC)"
        elif p.new and not self.exam:
            extra += " · new"
        if self.deadline is not None:
            left = max(0, int(self.deadline - self.clock()))
            extra += f" · time left {left // 60}:{left % 60:02d}"
        self.con.print(heading(self.con, f"Question {number} of {total}", extra))
        self._scenario(p)
        self.con.print(assembled(("Q: ", HEAD_STYLE), (p.item.question, TITLE_STYLE)))
        if p.options:
            for letter, option in zip("ABCDEFGH", p.options):
                self.con.print(assembled((f"   {letter}) ", HEAD_STYLE), option))
            hint = "the letter of every right option, e.g. A, C" if p.form == "all" else "a letter or the answer"
        else:
            hint = _FORM_HINT.get(p.form, "your answer")
        while True:
            line = self.read(f"answer ({hint}; ? for the rules, q to stop) > ")
            if line is None:
                return None
            line = line.strip()
            if line in ("q", "quit", "exit"):
                return None
            if line == "?":
                self._rules(p)
                continue
            if line and p.valid(line):
                return line
            if line:
                self.con.print(assembled(("  That is not an answer to this question: give ", DIM), hint))

    def _rules(self, p: Any) -> None:
        for rule in p.item.rules:
            text = _rule_text(rule)
            self.con.print(_indented(assembled((rule + " ", RULE_STYLE), (text or "(not in the corpus)", EXPLAIN_STYLE)), 0))
        for term in getattr(p.item, "glossary", ()):
            name, text = _glossary_text(term)
            self.con.print(_indented(assembled((f'Glossary "{name}" ', RULE_STYLE), (text or "(not in the corpus)", EXPLAIN_STYLE)), 0))

    def _why(self, p: Any, indent: int = 2) -> None:
        for s in getattr(p, "explanation", p.steps):
            self.con.print(_indented(assembled((f"{s.number} ", DIM), s.text, ("  " + ", ".join(s.rules), RULE_STYLE)), indent))

    def verdict(self, p: Any, given: str, correct: bool) -> None:
        if correct:
            self.con.print(assembled(("Right. ", PASS_STYLE), ("The answer: ", DIM), p.shown_answer))
        else:
            self.con.print(assembled(("Wrong. ", FAIL_STYLE), ("You: ", DIM), p.echo(given), ("; the answer: ", DIM),
                              (p.shown_answer, TITLE_STYLE)))
        self._lead(p, given, correct)
        self.con.print(assembled(("Why (the engine's trace):", HEAD_STYLE)))
        self._why(p)
        if self.explain:
            self._rules(p)

    def _lead(self, p: Any, given: str, correct: bool, indent: int = 0) -> None:
        """The decisive rule and its key clause; for a wrong answer, why not; the plays that
        decide the answer, and their cards' text."""
        rule = p.item.rules[0] if p.item.rules else ""
        clause = key_clause(_rule_text(rule)) if rule else ""
        if clause:
            self.con.print(_indented(assembled((f"Rule {rule}: ", RULE_STYLE), clause), indent))
        elif getattr(p.item, "glossary", ()):  # decided by a glossary entry alone
            name, text = _glossary_text(p.item.glossary[0])
            if key_clause(text):
                self.con.print(_indented(assembled((f'Glossary "{name}": ', RULE_STYLE), key_clause(text)), indent))
        because = None if correct else p.because(given)
        if because:
            self.con.print(_indented(assembled((f"Not {p.echo(given)}: ", FAIL_STYLE), because + "."), indent))
        plays = p.decisive_plays
        if plays:
            self.con.print(_indented(assembled(("Decided by: ", HEAD_STYLE), "; ".join(plays)), indent))
            for c in p.deciding_cards():
                self.con.print(_indented(assembled((f"{c.name}: ", TITLE_STYLE), " · ".join(c.text)), indent + 2))

    def rate(self, p: Any) -> Optional[str]:
        words = {"h": "hard", "g": "good", "e": "easy", "hard": "hard", "good": "good", "easy": "easy", "": "good"}
        while True:
            line = self.read("How well did you know it? h) hard  g) good  e) easy  (Enter: good) > ")
            if line is None:
                return None
            said = words.get(line.strip().lower())
            if said is not None:
                return said
            self.con.print(assembled(("  h, g or e", DIM)))

    def scheduled(self, p: Any, review: Any) -> None:
        by = _RATED_BY.get(review.by, "")
        self.con.print(assembled(("Rated ", DIM), review.rating.capitalize(), (f" ({by})" if by else "", DIM),
                          ("; it comes back in ", DIM), interval(review.interval_seconds),
                          (f" ({review.due.strftime('%Y-%m-%d %H:%M')} UTC)", DIM)))

    def end(self, summary: Any) -> None:
        self.con.print()
        n = len(summary.answered) + summary.unanswered
        if not n:
            self.con.print(assembled(("No question was answered.", DIM)))
            return
        exam = summary.exam
        good = summary.passed if exam is not None else summary.score >= 0.8
        style = PASS_STYLE if good else FAIL_STYLE
        head = f"Level {exam.number} exam result: " if exam is not None else "Session: "
        self.con.print(assembled((head, TITLE_STYLE), (f"{summary.right} of {n} right ({summary.score:.0%})", style)))
        if exam is not None:
            self.con.print(assembled(("Passed" if summary.passed else "Not passed", style),
                              (f"  (pass mark {exam.pass_mark:.0%})", DIM)))
            for i, a in enumerate(summary.answered, 1):
                mark = ("right", PASS_STYLE) if a.correct else (("late", FAIL_STYLE) if a.late else ("wrong", FAIL_STYLE))
                self.con.print()
                self.con.print(_indented(assembled((f"{i}. ", DIM), mark, ("  ", ""), (a.prepared.item.question, TITLE_STYLE)), 0))
                self.con.print(_indented(assembled(("answer: ", DIM), a.prepared.shown_answer, ("  you: ", DIM),
                                            a.prepared.echo(a.given)), 3))
                self.con.print(_indented(assembled(("why:", DIM)), 3))
                self._lead(a.prepared, a.given, a.correct, indent=5)
                self._why(a.prepared, indent=5)
        if summary.unanswered:
            self.con.print(assembled((f"  {summary.unanswered} question(s) left unanswered count as wrong", FAIL_STYLE)))
        missed = summary.missed_rules()
        if missed:
            self.con.print(assembled(("Rules to review: ", HEAD_STYLE), (", ".join(missed), RULE_STYLE)))
        if summary.skipped:
            self.con.print(assembled((f"({summary.skipped} question(s) skipped: the engine could not answer them)", DIM)))


def _zones(player: Any) -> Any:
    """A player's other zones on one line: the hand's cards, the graveyard and (when its cards
    are named) the library top first, what is removed from the game, the mana pool."""
    parts: list[Any] = []

    def add(label: str, cards: list[str], ordered: bool = False) -> None:
        if parts:
            parts.append(("  ·  ", DIM))
        if not cards:
            parts.extend([(f"{label}: ", DIM), ("none", DIM)])
            return
        head = f"{label} (top first): " if ordered and len(cards) > 1 else f"{label}: "
        parts.extend([(head, DIM), ", ".join(cards)])

    add("Hand", player.hand)
    add("Graveyard", player.graveyard, ordered=True)
    if player.library_named:
        add("Library", player.library, ordered=True)
    else:
        parts.extend([("  ·  ", DIM), ("Library: ", DIM), f"{len(player.library)} card{'s' if len(player.library) != 1 else ''}"])
    if player.removed:
        add("Removed from the game", player.removed)
    if player.mana_pool:
        parts.extend([("  ·  ", DIM), ("Mana pool: ", DIM), player.mana_pool])
    return _indented(assembled(*parts), 2)


def _indented(text: Any, left: int) -> Any:
    return Indented(text, left)


def shown_view(view: Any) -> list[Any]:
    """What a question shows (judge.drill.shown.Shown), as renderables: the turn, the
    assumptions, each player's board and zones, what happened earlier this turn, the stack,
    the cards' rules text, and what the players do."""
    from judge.render.trace_view import Board

    out: list[Any] = []
    if view.turn:
        out.append(assembled(("When: ", DIM), view.turn))
    for line in view.assumptions:
        out.append(assembled(("Assumed: ", DIM), line))
    for pl in view.players:
        out.append(assembled((f"{pl.name}: {pl.life} life", TITLE_STYLE)))
        rows = []
        for perm in pl.permanents:
            rows.append({
                "Permanent": perm.name + (f" (owner {perm.owner})" if perm.owner else ""),
                "P/T": perm.pt,
                "Damage": str(perm.damage) if perm.damage else "",
                "Tapped": "tapped" if perm.tapped else "",
                "Counters": perm.counters,
                "Attached to": perm.attached_to,
            })
        if rows:
            cols = ["Permanent"] + [c for c in ("P/T", "Damage", "Tapped", "Counters", "Attached to")
                                    if any(r[c] for r in rows)]
            out.append(Board(cols, [[r[c] for c in cols] for r in rows]))
        else:
            out.append(assembled(("  no permanents", DIM)))
        out.append(_zones(pl))
    if view.earlier:
        out.append(assembled(("Earlier this turn", HEAD_STYLE)))
        out.extend(_indented(assembled(line), 2) for line in view.earlier)
    if view.stack:
        out.append(assembled(("Stack (top first)", HEAD_STYLE)))
        out.extend(_indented(assembled(line), 2) for line in view.stack)
    if view.cards:
        out.append(assembled(("Cards", HEAD_STYLE)))
        for c in view.cards:
            head = [(c.name, TITLE_STYLE)]
            if c.cost:
                head += [("  ", ""), c.cost]
            head += [("  ", ""), (c.type_line, DIM)]
            if c.pt:
                head += [("  ", ""), c.pt]
            out.append(_indented(assembled(*head), 2))
            out.extend(_indented(assembled(line), 4) for line in c.text)
    if view.actions:
        out.append(assembled(("What happens", HEAD_STYLE)))
        out.extend(_indented(assembled(line), 2) for line in view.actions)
    return out


def _bar(fraction: float, width: int = 20) -> str:
    full = round(fraction * width)
    return "█" * full + "░" * (width - full)


def render_stats(con: Any, stats: dict[str, Any], limit: int = 15) -> None:
    """Accuracy per rule and per topic (weakest first) and a chart of progress by day."""
    from rich.table import Table

    plan = stats.get("schedule")
    if plan is not None:
        con.print(assembled(("Due now: ", TITLE_STYLE), str(plan["due_now"]), ("   New: ", TITLE_STYLE), str(plan["new"]),
                     ("   Scheduled: ", TITLE_STYLE), str(plan["scheduled"])))
        table = Table(title="Reviews due, next 7 days", title_justify="left", show_edge=False, pad_edge=False)
        table.add_column("Day")
        table.add_column("Due", justify="right")
        table.add_column("")
        most = max([d["due"] for d in plan["forecast"]] + [1])
        for i, d in enumerate(plan["forecast"]):
            label = d["day"] + ("  today" if i == 0 else "")
            table.add_row(label, str(d["due"]), "█" * round(20 * d["due"] / most))
        con.print(table)
    if not stats["total"]:
        con.print(assembled(("No answers yet: run ", DIM), "judge drill", (" to start.", DIM)))
        return
    con.print(assembled(("Answers: ", TITLE_STYLE), f"{stats['total']}, {stats['right']} right ({stats['accuracy']:.0%})"))
    for title, key, rows in (("Weakest rules", "Rule", stats["rules"][:limit]), ("Topics", "Topic", stats["topics"])):
        table = Table(title=title, title_justify="left", show_edge=False, pad_edge=False)
        table.add_column(key, style=RULE_STYLE if key == "Rule" else "")
        table.add_column("Right", justify="right")
        table.add_column("Accuracy")
        for r in rows:
            table.add_row(r["key"], f"{r['right']}/{r['asked']}", f"{_bar(r['accuracy'])} {r['accuracy']:.0%}")
        con.print(table)
    table = Table(title="Progress by day", title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("Day")
    table.add_column("Answers", justify="right")
    table.add_column("Accuracy")
    for d in stats["days"]:
        table.add_row(d["key"], str(d["asked"]), f"{_bar(d['accuracy'])} {d['accuracy']:.0%}")
    con.print(table)


def render_lint(con: Any, entries: list[Any], only_problems: bool = False) -> None:
    """``judge drill lint``: each question (or only those with problems) at ``file:line:col``,
    its text, what it asks, what a yes means, its answer and tags, then its problems; the
    totals last."""
    from judge.drill.lint import counts

    shown = [e for e in entries if e.problems or e.notes] if only_problems else entries
    for e in shown:
        q = e.item
        con.print(assembled((e.where, DIM)), soft_wrap=True)
        con.print(assembled(("  Q: ", HEAD_STYLE), (q.question, TITLE_STYLE)))
        asks = [("  asks ", DIM), e.asks, (f"  ({e.form})", DIM)]
        con.print(assembled(*asks))
        if e.yes_means:
            con.print(assembled(("  yes means: ", DIM), e.yes_means))
        tail = [("  answer ", DIM), e.answer if e.answer is not None else "(none)"]
        if e.options:
            tail += [("  options ", DIM), ", ".join(e.options)]
        tail += [("  · ", DIM), q.topic, ("  · difficulty ", DIM), str(q.difficulty), ("  · decided by ", DIM),
                 (", ".join(q.rules + tuple(f'Glossary "{t}"' for t in q.glossary)), RULE_STYLE)]
        con.print(assembled(*tail))
        if e.decided_by:
            con.print(assembled(("  decided by the plays: ", DIM), "; ".join(e.decided_by)))
        for p in e.problems:
            con.print(assembled((f"  ✗ {p.kind} ", FAIL_STYLE), (f"(column {p.column}) ", DIM), p.message))
        for p in e.notes:
            con.print(assembled((f"  ? {p.kind} ", HEAD_STYLE), p.message))
        if e.reviewed:
            con.print(assembled(("  reviewed: ", DIM), e.reviewed))
        for rule, why in e.reviewed_rules.items():
            con.print(assembled((f"  reviewed, decided by {rule} though the trace doesn't cite it: ", DIM), why))
    by_kind = counts(entries)
    total = sum(by_kind.values())
    flagged = sum(1 for e in entries if e.problems)
    if shown:
        con.print()
    notes = sum(len(e.notes) for e in entries)
    kept = sum(1 for e in entries if e.reviewed)
    said = [f"{notes} to review: the answer already on the board, no play changing it"] if notes else []
    said += [f"{kept} reviewed and kept (drills/reviewed.txt)"] if kept else []
    noted = (f"  ({'; '.join(said)})", DIM) if said else ("", "")
    if not total:
        con.print(assembled((f"{len(entries)} questions, ", TITLE_STYLE), ("0 problems", PASS_STYLE), noted))
        return
    kinds = ", ".join(f"{k} {n}" for k, n in by_kind.items())
    con.print(assembled((f"{len(entries)} questions, ", TITLE_STYLE),
                 (f"{total} problem{'s' if total != 1 else ''} in {flagged} question{'s' if flagged != 1 else ''}",
                  FAIL_STYLE), (f"  ({kinds})", DIM)))
