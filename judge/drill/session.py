"""A drill session: which questions, asked how, answered right or wrong, and why.

* :func:`pool` — the candidate questions: the deck (:mod:`judge.drill.deck`) and
  instances of the templates (:mod:`judge.drill.templates`), filtered by topic, rule and
  difficulty.
* :func:`plan` — what this session asks: the questions the scheduler says are due
  (earliest first), then new ones (``--new``), up to ``--count``; an exam draws at random.
* :func:`prepare` — parse and simulate one question's scenario; the engine's answer
  (skipped when the scenario cannot run or its outcomes disagree), the board before the
  actions, the options of a multiple-choice question (distractors from plausible
  misreadings), and the decisive trace steps for the explanation.
* :func:`grade` — the trainee's answer, read leniently (:mod:`judge.dsl.answers`).
* :func:`run` — the loop, talking to an :class:`Interface` (rich in a terminal, JSON or
  scripted answers elsewhere) and recording each answer in the :class:`Store`.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Iterable, NamedTuple, Optional, Protocol, Sequence

from judge.dsl import answers
from judge.drill.deck import DrillQuestion, matches, repo_root, scan
from judge.drill.explain import DecisiveStep, decisive_steps, misreadings, with_misreading
from judge.errors import JudgeError

#: How a right answer is rated for the scheduler (a wrong one is always *Again*): the
#: trainee says (``ask``: Hard, Good or Easy after the verdict), the answer's time says
#: (``time``: :data:`EASY_SECONDS`, :data:`HARD_SECONDS`), or *Good* (``good``).
RATINGS = ("ask", "time", "good")
#: A right answer within this many seconds is rated Easy by ``--rating time`` ...
EASY_SECONDS = 20
#: ... and one taking longer than this Hard (between them, Good).
HARD_SECONDS = 90
#: Instances drawn from each template per session.
INSTANCES_PER_TEMPLATE = 3
#: The least share of a session's questions that are generated from the templates, where the
#: templates have questions that pass its filters (and the scheduler has not asked for more
#: reviews than that).
GENERATED_SHARE = 0.3


# --------------------------------------------------------------------------- the pool


def templates() -> list[DrillQuestion]:
    """One question per question line of every template, not yet instantiated: its slots
    are filled when it is asked (:func:`prepare`, seeded), so each time it comes back it
    is another instance — the scheduler follows the template's question, the situation it
    drills, and the library's cards vary. Reading the templates is cheap; filling slots
    loads the card library, which only the question asked needs."""
    from judge.drill.deck import scan_text
    from judge.drill.templates import load_templates

    out: list[DrillQuestion] = []
    for t in load_templates():
        for q in scan_text(t.text, f"drills/templates/{t.name}.mtg", require_answer=False):
            out.append(dataclasses.replace(q, id=f"template:{t.name}#{q.index + 1}", source=f"template:{t.name}"))
    return out


def instance(item: DrillQuestion, rng: random.Random) -> DrillQuestion:
    """A template question with its slots filled by ``rng`` (the id names the cards)."""
    from judge.drill.templates import instantiate, load_templates

    name = item.source.split(":", 1)[1]
    template = next(t for t in load_templates() if t.name == name)
    from judge.drill.deck import scan_text

    text, chosen = instantiate(template, rng)
    key = "|".join(chosen[k] for k in sorted(chosen))
    question = next(q.question for q in scan_text(text, item.path, require_answer=False) if q.index == item.index)
    return dataclasses.replace(item, id=f"{item.id}:{key}", text=text, question=question)


def template_questions(rng: random.Random, per_template: int = INSTANCES_PER_TEMPLATE) -> list[DrillQuestion]:
    """Up to ``per_template`` distinct instances of every template (seeded by ``rng``),
    not yet simulated: :func:`prepare` skips the ones the engine cannot answer."""
    from judge.drill.deck import scan_text
    from judge.drill.templates import instantiate, load_templates

    out: list[DrillQuestion] = []
    for t in load_templates():
        seen: set[str] = set()
        for _ in range(per_template * 3):
            if len(seen) >= per_template:
                break
            try:
                text, chosen = instantiate(t, rng)
            except JudgeError:
                break
            key = "|".join(chosen[k] for k in sorted(chosen))
            if key in seen:
                continue
            seen.add(key)
            for q in scan_text(text, f"drills/templates/{t.name}.mtg", require_answer=False):
                out.append(dataclasses.replace(q, id=f"template:{t.name}:{key}#{q.index + 1}",
                                               source=f"template:{t.name}", text=text))
    return out


def template_names() -> list[str]:
    """The names of the templates (their files' stems), sorted."""
    from judge.drill.templates import load_templates

    return [t.name for t in load_templates()]


def pool(*, topic: Optional[str] = None, rule: Optional[str] = None, difficulty: Optional[int] = None,
         generated: bool = True, deck: bool = True, only: Sequence[str] = ()) -> list[DrillQuestion]:
    """The questions that pass the filters: the deck's (``deck``) and the templates'
    (``generated``) — of the templates named in ``only`` when it names any (an unknown name
    is an error listing them)."""
    items = scan() if deck else []
    if generated or only:
        made = templates()
        if only:
            names = template_names()
            unknown = [n for n in only if n not in names]
            if unknown:
                raise JudgeError(f"--template {unknown[0]}: no such template; the templates: {', '.join(names)}")
            made = [q for q in made if q.source.split(":", 1)[1] in only]
        items += made
    return [q for q in items if matches(q, topic, rule, difficulty)]


def daily(items: Sequence[DrillQuestion], moment: datetime) -> DrillQuestion:
    """The question of the day: one of the deck's ``items`` chosen by the date of ``moment``
    (UTC) alone — the same for everyone with the same deck on that date, and another the next
    day."""
    import hashlib

    deck = sorted((q for q in items if q.source == "deck"), key=lambda q: q.id) or sorted(items, key=lambda q: q.id)
    digest = hashlib.sha256(f"judge drill daily {moment.date().isoformat()}".encode()).hexdigest()
    return deck[int(digest, 16) % len(deck)]


def plan(items: Sequence[DrillQuestion], *, count: int, new: Optional[int], rng: random.Random,
         due: Sequence[tuple[str, datetime]] = (), seen: Iterable[str] = (), exam: Any = None) -> list[DrillQuestion]:
    """The order of a session's questions: due reviews first, earliest due first (the
    scheduler's order), then questions never answered (shuffled; at most ``new``), up to
    ``count`` in all. An exam (``exam``: its :class:`judge.drill.exam.Level`) draws
    ``count`` questions by the level's blueprint."""
    if exam is not None:
        from judge.drill.exam import draw

        return draw(items, exam, count, rng)
    by_id = {q.id: q for q in items}
    reviews = [by_id[qid] for qid, _ in due if qid in by_id][:count]
    seen_ids = set(seen)
    fresh = [q for q in items if q.id not in seen_ids]
    rng.shuffle(fresh)
    room = min(count - len(reviews), count if new is None else new)
    made = [q for q in fresh if q.source != "deck"]
    kept = [q for q in fresh if q.source == "deck"]
    # generated questions make at least GENERATED_SHARE of the session where there are enough
    wanted = max(0, math.ceil(GENERATED_SHARE * count) - sum(1 for q in reviews if q.source != "deck"))
    take = min(len(made), room, wanted)
    chosen = made[:take] + kept[: room - take]
    chosen += made[take: take + room - len(chosen)]
    rng.shuffle(chosen)
    return reviews + chosen


# --------------------------------------------------------------------------- one question


@dataclass(slots=True)
class Prepared:
    """A question ready to ask: its scenario simulated, the engine's answer, the options
    when it is multiple choice, and the explanation."""

    item: DrillQuestion
    scenario: Any
    outcomes: list[Any]
    start: Any  # the FinalState before any action: the board shown to the trainee
    form: str
    answer: str
    options: tuple[str, ...] = ()
    steps: tuple[DecisiveStep, ...] = ()
    players: tuple[str, ...] = ()
    shown: Any = None  # judge.drill.shown.Shown: what the question shows before it is asked
    review_due: Optional[datetime] = None  # when this question fell due, if it is a review
    new: bool = False  # never answered before
    checked: Any = None  # judge.drill.counterfactual.Check once computed (False: it could not be)
    asked: int = 0  # the outcome whose trace explains the answer (the first giving it)
    _played: Optional[tuple[DecisiveStep, ...]] = None

    @property
    def check(self) -> Any:
        """The answer against the board and each play's absence
        (:mod:`judge.drill.counterfactual`), computed when first wanted — by the verdict, once
        the question has been answered, not before it is shown — or None."""
        if self.checked is None and (self.scenario is None or self.shown is None):
            self.checked = False
        if self.checked is None:
            from judge.drill.counterfactual import check

            try:
                self.checked = check(self.scenario, self.item.index, self.answer, self.shown.plain, self.start)
            except JudgeError:
                self.checked = False
        return self.checked or None

    @property
    def explanation(self) -> tuple[DecisiveStep, ...]:
        """The trace steps the explanation shows: those that come with the plays deciding the
        answer (:func:`judge.drill.explain.played_steps`, as ``judge ask``'s "Why"), once the
        answer is checked against each play's absence; else those citing the decisive rules."""
        if self._played is None:
            from judge.drill.explain import played_steps

            found = ()
            if self.check is not None and self.outcomes:
                plain = self.shown.plain if self.shown is not None else (lambda text: text)
                found = tuple(dataclasses.replace(s, text=plain(s.text))
                              for s in played_steps(self.outcomes[self.asked], self.check))
            self._played = found
        return self._played or self.steps

    @property
    def decisive_plays(self) -> list[str]:
        """The plays whose absence would change the answer, as the screen shows them."""
        return [w.line for w in self.check.decisive] if self.check is not None else []

    def because(self, given: str) -> Optional[str]:
        """Why ``given`` is wrong, when it is what the board said or what a play's absence
        would give ("it would be graveyard without …")."""
        if self.form in ITEM_FORMS or self.check is None:
            return None
        text = given.strip()
        for i, o in enumerate(self.options):
            if text.upper() == "ABCDEFGH"[i] or text.casefold() == o.casefold():
                text = o
        value = answers.canonical(self.form, text, self.players)
        return self.check.because(value) if value is not None and value != self.answer else None

    def deciding_cards(self) -> list[Any]:
        """The cards of the decisive plays (their text shown with the explanation)."""
        if self.shown is None:
            return []
        lines = " ".join(self.decisive_plays)
        return [c for c in self.shown.cards if c.text and c.name in lines]

    def picked(self, given: str) -> Optional[frozenset[int]]:
        """The options a "select all that apply" answer names — letters (``A, C``, ``AC``) or
        the options' words, separated by commas — or None when it names none or something else."""
        import re

        text = given.strip()
        if not text:
            return None
        letters = "ABCDEFGH"[: len(self.options)]
        if re.fullmatch(r"[A-Ha-h](?:[\s,;&]*(?:and\s+)?[A-Ha-h])*", text):
            chosen = {letters.find(c) for c in text.upper() if c.isalpha() and c != " "}
            return frozenset(chosen) if -1 not in chosen and chosen else None
        out = set()
        for part in re.split(r"\s*(?:,|;|\band\b)\s*", text):
            found = [i for i, o in enumerate(self.options) if part.strip().casefold() == o.casefold()]
            if not found:
                return None
            out.add(found[0])
        return frozenset(out) or None

    def echo(self, given: str) -> str:
        """The trainee's answer as the option it stood for (``D) in play``), else as given."""
        if self.form == "all":
            chosen = self.picked(given)
            return ", ".join(f"{'ABCDEFGH'[i]}) {self.options[i]}" for i in sorted(chosen)) if chosen else given.strip()
        text = given.strip()
        for i, o in enumerate(self.options):
            letter = "ABCDEFGH"[i]
            if text.upper() == letter or text.casefold() == o.casefold():
                return f"{letter}) {o}"
        return text

    @property
    def shown_answer(self) -> str:
        """The answer, as its option (``A) hand``) when multiple choice; every right option of
        a "select all that apply" item."""
        if self.form == "all":
            right = set(self.answer.split(", "))
            return ", ".join(f"{'ABCDEFGH'[i]}) {o}" for i, o in enumerate(self.options) if o in right)
        letter = self.correct_option
        return f"{letter}) {self.answer}" if letter else self.answer

    def valid(self, given: str) -> bool:
        """Whether ``given`` is an answer of the question's kind (an option's letter or text,
        or e.g. a number for a number question) — right or wrong."""
        if self.form == "all":
            return self.picked(given) is not None
        text = given.strip()
        if self.options and (len(text) == 1 and text.upper() in "ABCDEFGH"[: len(self.options)]
                             or any(text.casefold() == o.casefold() for o in self.options)):
            return True
        return answers.canonical(self.form, text, self.players) is not None or (
            self.form == "result" and answers.same(self.form, "draw", text))

    @property
    def correct_option(self) -> Optional[str]:
        """The letter of the right option (``B``), when multiple choice (every right option's,
        ``A, C``, for a "select all that apply" item)."""
        if self.form == "all":
            right = set(self.answer.split(", "))
            return ", ".join("ABCDEFGH"[i] for i, o in enumerate(self.options) if o in right)
        if self.form == "order":
            return next(("ABCDEFGH"[i] for i, o in enumerate(self.options) if o == self.answer), None)
        for i, o in enumerate(self.options):
            if answers.canonical(self.form, o, self.players) == self.answer:
                return "ABCDEFGH"[i]
        return None


def _source(item: DrillQuestion) -> str:
    if item.text is not None:
        return item.text
    path = repo_root() / item.path
    try:
        return path.read_text(encoding="utf-8")
    except OSError as err:
        raise JudgeError(f"cannot read the drill question's scenario {path}: {err.strerror}") from None


#: The forms of an exam's items besides a question's own (judge.drill.exam): "select all that
#: apply", and an order of events.
ITEM_FORMS = ("all", "order")

#: Fillings tried for a template question before it is skipped.
TEMPLATE_TRIES = 8


def prepare(item: DrillQuestion, *, multiple_choice: bool = False, rng: Optional[random.Random] = None,
            avoid: Iterable[str] = ()) -> Optional[Prepared]:
    """Simulate ``item``'s scenario and answer its question; None when it cannot be asked
    (the scenario does not run, the question has no single answer, or the author's answer
    is not the engine's). A template's question is filled first (``rng``), trying other
    fillings when the engine cannot answer one, or when the instance's id is in ``avoid``
    (asked already this session), up to :data:`TEMPLATE_TRIES` fillings."""
    if item.source.startswith("template:") and item.text is None:
        rng = rng or random.Random(item.id)
        avoid = set(avoid)
        for _ in range(TEMPLATE_TRIES):
            try:
                filled = instance(item, rng)
            except JudgeError:
                return None
            if filled.id in avoid:
                continue
            p = _prepare(filled, multiple_choice, rng)
            if p is not None:
                return p
        return None
    return _prepare(item, multiple_choice, rng)


def _prepare(item: DrillQuestion, multiple_choice: bool, rng: Optional[random.Random]) -> Optional[Prepared]:
    from judge.cards.catalog import catalog
    from judge.drill.shown import shown
    from judge.dsl.checks import check_text
    from judge.engine import simulate
    from judge.suite.questions import answer
    from judge.suite.runner import token_names

    try:
        scenario = check_text(_source(item), item.path, catalog(), token_names)
        outcomes = simulate(scenario)
        question = scenario.questions[item.index]
        result = answer(question, outcomes, scenario)
        view, start = shown(scenario)
    except (JudgeError, IndexError):
        return None
    if result.status not in ("pass", "open") or result.answer is None:
        return None
    if item.source.startswith("template:") and not _about_what_is_in_play(question.query, outcomes):
        return None
    players = tuple(p.name for p in scenario.players)
    prepared = Prepared(item, scenario, outcomes, start, result.form, result.answer, players=players, shown=view,
                        asked=result.answers[0].outcomes[0])
    prepared.steps = tuple(dataclasses.replace(step, text=view.plain(step.text))
                           for step in decisive_steps(outcomes[prepared.asked], item.rules))
    if question.options and not (multiple_choice and len(question.options) < 3):
        prepared.options = with_misreading(prepared, tuple(question.options), misreadings(prepared, multiple_choice))
    elif multiple_choice or result.form in ("zone", "result"):
        prepared.options = tuple(_options(prepared, question, start, rng or random.Random(item.id),
                                          misreadings(prepared, multiple_choice)))
    return prepared


#: The queries of a quantity an object has only while it is in play.
_IN_PLAY_QUANTITIES = ("damage", "power", "toughness", "pt", "counters")


def _about_what_is_in_play(query: Any, outcomes: Sequence[Any]) -> bool:
    """Whether a template's question about an object's damage, power, toughness or counters
    asks it of an object still in play in every outcome. A card that has left play keeps none
    of them (217.8): "How much damage is marked on Hill Giant?" answered 0 because Hill Giant
    died would mark the trainee's 3 wrong — such a filling is not asked."""
    if query.kind not in _IN_PLAY_QUANTITIES or query.ref is None:
        return True
    from judge.suite.bodies import ExpectationError, resolve

    try:
        return all(any(o.zone == "in play" for o in resolve(outcome.final, query.ref)) for outcome in outcomes)
    except ExpectationError:
        return False


def _options(p: Prepared, question: Any, start: Any, rng: random.Random, likely: Sequence[str] = ()) -> list[str]:
    """The right answer and up to three distractors, shuffled: the likely misreadings first
    (:func:`misreadings`: the one the reviewed list names, the answer without a deciding
    play, the answer before anything happened), so the most likely of them is always among
    the options; then the other outcomes' answers, off-by-one and neighbouring values, the
    other zones, players or results."""
    from judge.engine.outcome import Outcome
    from judge.suite.bodies import ExpectationError
    from judge.suite.questions import answer_in

    query = dataclasses.replace(question.query, scope="each", when=())
    wrong: list[str] = []

    def add(value: Optional[str]) -> None:
        if value is not None and value != p.answer and value not in wrong:
            wrong.append(value)

    for value in likely:
        add(value)
    if p.form != "yes/no":
        try:
            add(answer_in(query, Outcome((), (), start), p.scenario))
        except ExpectationError:
            pass
        for o in p.outcomes:
            try:
                add(answer_in(query, o, p.scenario))
            except ExpectationError:
                pass
    if p.form == "yes/no":
        add("no" if p.answer == "yes" else "yes")
    elif p.form == "number":
        n = int(p.answer)
        for v in (n + 1, n - 1, 0, n + 2, n * 2):
            if v >= 0 or n < 0:
                add(str(v))
    elif p.form == "power/toughness":
        pw, th = (int(x) for x in p.answer.split("/"))
        for v in (f"{pw}/{th - 1}", f"{pw - 1}/{th}", f"{pw + 1}/{th + 1}", f"{th}/{pw}"):
            add(v)
    elif p.form == "zone":
        for z in ("in play", "graveyard", "hand", "removed from the game", "library"):
            add(z)
    elif p.form in ("player", "result"):
        for name in p.players:
            add(name)
        if p.form == "result":
            add("draw")
            add("none")
    chosen = wrong[:3] + [p.answer]
    rng.shuffle(chosen)
    return chosen


def grade(p: Prepared, given: str) -> bool:
    """Whether ``given`` is the right answer: an option's letter or text for a
    multiple-choice question (every right option, and no other, for a "select all that apply"
    item), else the answer read leniently."""
    text = given.strip()
    if p.form == "all":
        chosen = p.picked(text)
        right = set(p.answer.split(", "))
        return chosen is not None and {p.options[i] for i in chosen} == right
    if p.form == "order":
        if len(text) == 1 and text.upper() in "ABCDEFGH"[: len(p.options)]:
            return text.upper() == p.correct_option
        return text.casefold() == p.answer.casefold()
    if p.options and len(text) == 1 and text.upper() in "ABCDEFGH"[: len(p.options)]:
        return text.upper() == p.correct_option
    if p.options:
        for o in p.options:
            if text.casefold() == o.casefold():
                return answers.canonical(p.form, o, p.players) == p.answer
    return answers.same(p.form, p.answer, text, p.players)


# --------------------------------------------------------------------------- the loop


class Interface(Protocol):
    """What :func:`run` talks to: the terminal (judge.render.drill_view) or a script."""

    def begin(self, total: int, exam: Any, seconds: Optional[int], due: int = 0, new: int = 0) -> None: ...

    def ask(self, number: int, total: int, p: Prepared) -> Optional[str]: ...

    def verdict(self, p: Prepared, given: str, correct: bool) -> None: ...

    def rate(self, p: Prepared) -> Optional[str]: ...

    def scheduled(self, p: Prepared, review: "Review") -> None: ...

    def end(self, summary: "Summary") -> None: ...


class Review(NamedTuple):
    """How an answer was rated for the scheduler, who rated it (``you``, ``time``: the
    answer's seconds, ``verdict``: right or wrong), and when the question comes back."""

    rating: str
    by: str
    due: datetime
    now: datetime

    @property
    def interval_seconds(self) -> int:
        return round((self.due - self.now).total_seconds())


@dataclass(slots=True)
class Answered:
    """One question of the session, as asked and answered."""

    prepared: Prepared
    given: str
    correct: bool
    seconds: float
    late: bool = False
    due: Optional[datetime] = None
    review: Optional[Review] = None

    def to_json(self) -> dict[str, Any]:
        p = self.prepared
        return {
            "id": p.item.id,
            "question": p.item.question,
            "source": p.item.source,
            "topic": p.item.topic,
            "difficulty": p.item.difficulty,
            "rules": list(p.item.rules),
            "glossary": list(p.item.glossary),
            "form": p.form,
            "options": list(p.options),
            "answer": p.answer,
            "given": self.given,
            "given_as": p.echo(self.given),
            "correct": self.correct,
            "late": self.late,
            "was_due": p.review_due.isoformat() if p.review_due else None,
            "rating": self.review.rating if self.review else None,
            "rated_by": self.review.by if self.review else None,
            "explanation": [{"step": s.number, "text": s.text, "rules": list(s.rules)} for s in p.explanation],
            "decided_by_plays": p.decisive_plays,
            "because": None if self.correct else p.because(self.given),
            "due": self.due.isoformat() if self.due else None,
            "shown": p.shown.to_json() if p.shown is not None else None,
        }


@dataclass(slots=True)
class Summary:
    """The session's result: every answer, the score, the rules of the missed questions."""

    answered: list[Answered] = field(default_factory=list)
    exam: Any = None  # the exam's judge.drill.exam.Level, None in a drill
    skipped: int = 0
    stopped: bool = False
    unanswered: int = 0  # questions of an exam left when it was stopped: they count as wrong
    due: int = 0  # due reviews and new questions in the pool as the session began
    new: int = 0

    @property
    def right(self) -> int:
        return sum(1 for a in self.answered if a.correct)

    @property
    def score(self) -> float:
        total = len(self.answered) + self.unanswered
        return self.right / total if total else 0.0

    @property
    def pass_mark(self) -> float:
        return self.exam.pass_mark if self.exam is not None else 0.0

    @property
    def passed(self) -> bool:
        return self.score >= self.pass_mark

    def missed_rules(self) -> list[str]:
        out: list[str] = []
        for a in self.answered:
            if not a.correct:
                out += [r for r in a.prepared.item.rules if r not in out]
        return out

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "mode": "exam" if self.exam is not None else "drill",
            "due_at_start": self.due,
            "new_at_start": self.new,
            "asked": len(self.answered),
            "right": self.right,
            "score": round(self.score, 4),
            "skipped": self.skipped,
            "stopped": self.stopped,
            "unanswered": self.unanswered,
            "missed_rules": self.missed_rules(),
            "questions": [a.to_json() for a in self.answered],
        }
        if self.exam is not None:
            d["level"] = self.exam.number
            d["pass_mark"] = self.exam.pass_mark
            d["passed"] = self.passed
        return d


def rate(correct: bool, seconds: float, how: str, said: Optional[str] = None) -> tuple[str, str]:
    """(rating, who rated) of an answer: a wrong one Again; a right one as the trainee said
    (``ask``; Good when nothing was said), by its time (``time``), or Good."""
    if not correct:
        return "again", "verdict"
    if how == "ask":
        return (said, "you") if said in ("hard", "good", "easy") else ("good", "verdict")
    if how == "time":
        return ("easy" if seconds <= EASY_SECONDS else "hard" if seconds > HARD_SECONDS else "good"), "time"
    return "good", "verdict"


def run(items: Sequence[DrillQuestion], ui: Interface, *, store: Any = None, exam: Any = None,
        rng: Optional[random.Random] = None, now: Optional[datetime] = None, clock: Any = time.monotonic,
        minutes: Optional[int] = None, rating: str = "good", retention: Optional[float] = None,
        due: Sequence[tuple[str, datetime]] = (), new: int = 0, seen: Iterable[str] = ()) -> Summary:
    """Ask ``items`` in order through ``ui``; record each answer in ``store`` (when given).
    An item the engine cannot answer is skipped. ``None`` from ``ui.ask`` ends the session
    (end of input, ``q``). ``due`` (the reviews due as the session begins) marks the items
    that are reviews, ``seen`` (the questions answered before) those that are new; ``new``
    is how many new questions the pool holds. A right answer is
    rated by ``rating`` (:data:`RATINGS`) and scheduled for ``retention``. In an exam
    (``exam``: its level) every question is multiple choice, the verdicts wait for the end,
    and when ``minutes`` are given, answers after the time limit count as wrong."""
    from judge.drill.store import DEFAULT_RETENTION, utc

    rng = rng or random.Random(0)
    due_at = dict(due)
    seen_ids = set(seen)
    summary = Summary(exam=exam, due=sum(1 for q in items if q.id in due_at), new=new)
    limit = minutes * 60 if exam is not None and minutes else None
    ui.begin(len(items), exam, limit, summary.due, summary.new)
    session = uuid.uuid4().hex[:12]
    started = clock()
    number = 0
    moment = utc(now)  # a session given its time (--now) records every answer at it: same input, same bytes
    dealt: set[str] = set()  # the instances asked: a template's filling is never asked twice in a session
    for position, item in enumerate(items):
        p = prepare(item, multiple_choice=exam is not None, rng=random.Random(f"{rng.random()}"), avoid=dealt)
        if p is None or p.item.id in dealt:
            summary.skipped += 1
            continue
        if p.item.source != "deck":
            dealt.add(p.item.id)
        if exam is not None:
            from judge.drill.exam import exam_item

            p = exam_item(p, random.Random(f"exam item {item.id} {position}"))
        p.review_due = due_at.get(item.id)
        p.new = item.id not in seen_ids
        number += 1
        asked = clock()
        given = ui.ask(number, len(items), p)
        if given is None:
            summary.stopped = True
            if exam is not None:
                summary.unanswered = len(items) - position
            break
        seconds = clock() - asked
        late = limit is not None and clock() - started > limit
        correct = grade(p, given) and not late
        a = Answered(p, given, correct, seconds, late=late)
        summary.answered.append(a)
        if exam is None:
            ui.verdict(p, given, correct)
        said = ui.rate(p) if exam is None and correct and rating == "ask" else None
        grade_as, by = rate(correct, seconds, rating if exam is None else "good", said)
        if store is not None:
            when = moment if now else utc()
            rec = store.record(session=session, question=item.id, topic=item.topic, rules=item.rules,
                               difficulty=item.difficulty, mode="exam" if exam is not None else "drill", given=given,
                               expected=p.answer, correct=correct, seconds=seconds, now=when,
                               rating=grade_as, retention=retention or DEFAULT_RETENTION)
            a.due = rec.due
            a.review = Review(grade_as, by, rec.due, when)
            if exam is None:
                ui.scheduled(p, a.review)
    ui.end(summary)
    return summary
