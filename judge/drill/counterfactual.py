"""Does a question test what happens? Its answer compared with what it would be otherwise.

A drill question is worth asking when its answer depends on the plays of its scenario and
on the rules they meet — not when the board answers it before anything happens, nor when
it would be the same had the players done nothing that they did. :func:`check` answers the
question three ways with the engine:

* on the game as the scenario sets it up, before any action (``before``: the answer "printed
  on the board");
* with each play of the scenario left out in turn (a spell cast, an ability activated, a
  land played, an attack, a block, a choice…; passes and checkpoints stay), the rest played
  as written (:func:`judge.suite.why.without`, which ``judge ask``'s "Why" plays the same
  way): a play whose absence changes the answer is **decisive**;

and reports the decisive plays, and whether the answer is the board's. A play whose
absence makes the scenario unplayable (a later line names what it made) is not counted
either way. The lint flags a question whose answer is the board's or that no play decides
(``judge drill lint --deep``); the explanation names the decisive plays, and a wrong answer
that is what the board said, or what a play's absence gives, is answered "not X, because …".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional


@dataclass(frozen=True, slots=True)
class Without:
    """The answer with action ``index`` (its line as the screen shows it) left out: ``answer``
    (None when the outcomes disagree), or ``unplayable``."""

    index: int
    line: str
    answers: tuple[str, ...] = ()
    unplayable: bool = False
    #: The outcomes without it (its steps against the question's: judge.suite.why.step_diff).
    outcomes: tuple = ()

    @property
    def answer(self) -> Optional[str]:
        return self.answers[0] if len(self.answers) == 1 else None


@dataclass(slots=True)
class Check:
    """A question's answer against the board's and each play's absence."""

    answer: str
    before: Optional[str] = None  # the answer on the board as set up (None: not answerable there)
    without: list[Without] = field(default_factory=list)

    @property
    def printed(self) -> bool:
        """The board before anything happens already gives the answer."""
        return self.before == self.answer

    @property
    def decisive(self) -> list[Without]:
        """The plays whose absence changes the answer."""
        return [w for w in self.without if not w.unplayable and w.answers != (self.answer,)]

    def because(self, given: str) -> Optional[str]:
        """Why ``given`` (a canonical answer, not the answer) is wrong, when it is what the
        board said or what a play's absence would give: first a play whose absence gives it in
        every outcome, then one whose absence gives it in some."""
        for w in sorted(self.decisive, key=lambda w: w.answers != (given,)):
            if given in w.answers:
                return f"it would be {given} without \u201c{w.line}\u201d"
        if self.before is not None and given == self.before:
            return f"it was {given} before anything happened: what happens changes it"
        return None


def check(scenario: Any, index: int, answer: str, plain: Any = None, start: Any = None,
          when_printed: bool = False) -> Check:
    """The question ``index`` of ``scenario`` (whose answer is ``answer``) against the board
    as set up (``start``, its FinalState, when known) and each play's absence; ``plain``
    names an action line as the screen shows it. ``when_printed``: each play's absence only
    when the board already gives the answer (all a note needs; a fraction of the time)."""
    from judge.dsl.printer import ScenarioPrinter
    from judge.engine.outcome import Outcome
    from judge.errors import JudgeError
    from judge.suite.bodies import ExpectationError
    from judge.suite.questions import answer as answer_of, answer_in
    from judge.suite.why import Unplayable, plays, without

    out = Check(answer)
    question = scenario.questions[index]
    if start is not None and question.query.at is None and question.query.scope in ("each",):
        try:
            out.before = answer_in(question.query, Outcome((), (), start), scenario)
        except ExpectationError:
            out.before = None
    if when_printed and not out.printed:
        return out
    printer = ScenarioPrinter(scenario)
    for i in plays(scenario):
        line = printer.action(scenario.actions[i])
        line = plain(line) if plain is not None else line
        try:
            changed, outcomes = without(scenario, i)
            result = answer_of(changed.questions[index], outcomes, changed)
            if result.status not in ("pass", "open", "fail"):
                raise ValueError(result.message)
            out.without.append(Without(i, line, tuple(a.value for a in result.answers), outcomes=tuple(outcomes)))
        except (Unplayable, JudgeError, ValueError, ExpectationError, IndexError, KeyError):
            out.without.append(Without(i, line, unplayable=True))
    return out
