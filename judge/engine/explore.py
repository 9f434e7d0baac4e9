"""Every outcome (DESIGN: explore): the scenario is run once per combination of the choices it
leaves open, each run taking a fixed prefix of choices.

:class:`ExploringDecider` answers what the scenario says like :class:`ScenarioDecider`; at a
choice the scenario leaves open it takes the alternative its prefix names (the first one
past the prefix) and records how many alternatives there were (counted, never listed: the
orders of ten triggers are one number, :class:`judge.engine.decider.Orders`) and during
which of the scenario's actions it was made. :func:`explore` then enumerates the untried
alternatives depth first, up to :data:`MAX_OUTCOMES`, and says on the last outcome how many
it left. Each outcome carries its open choices as :class:`judge.engine.outcome.Choice` data
(``str()`` gives the words, ``Alice chooses yes (whether to use ...)``), which the suite's
``expect when ...`` matches structurally.

Branching: a run that takes another alternative of a choice made during action *i* is the
same as the run before up to that action. The first such run keeps a copy of the game
(:meth:`judge.engine.game.Game.copy`) as action *i* begins, with its trace and the decider's
state; the others go on from a copy of that copy instead of building the game and replaying
the actions before *i*. (The branch point is the start of the action, not the choice
itself: the engine's state in the middle of an action includes the Python call stack of the
rules being applied, which a copy of the game does not hold.)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from judge.engine._dataclass import dataclass
from judge.engine.decider import OpenChoice, ScenarioDecider
from judge.engine.driver import run
from judge.engine.game import Game
from judge.engine.outcome import Choice
from judge.engine.trace import Tracer
from judge.errors import JudgeError

#: At most this many outcomes are explored; the rest are reported as not explored.
MAX_OUTCOMES = 64
#: At most this many branch points are kept (each a copy of the game); past it the oldest goes.
MAX_KEPT = 32


class ExploringDecider(ScenarioDecider):
    #: Declarations the scenario leaves open (attacks, blocks) are explored, not refused.
    explores = True

    def __init__(self, actions, path: str, prefix: Sequence[int] = ()) -> None:
        super().__init__(actions, path)
        self.prefix = list(prefix)
        self.taken: list[int] = []
        self.counts: list[int] = []
        #: The index of the scenario action during which each choice was made.
        self.during: list[int] = []

    def explore(self, player: str, what: str, labels: Sequence[str], selections: Sequence[tuple[int, ...]],
                kind: str = "chooses") -> Optional[tuple[int, ...]]:
        if not selections:
            return None
        k = len(self.taken)
        size = getattr(selections, "size", None) or len(selections)  # Orders can outgrow len()
        idx = self.prefix[k] % size if k < len(self.prefix) else 0
        self.taken.append(idx)
        self.counts.append(size)
        self.during.append(self.cursor)
        sel = tuple(selections[idx])
        names = ", ".join(labels[i] for i in sel) or "nothing"
        if kind == "orders":
            self.words.append(f"{player} orders {names} ({what})")
        else:
            self.words.append(f"{player} chooses {names} ({what})")
        return sel


@dataclass
class _Kept:
    """The game as one of the scenario's actions begins, and what a branch from there needs."""

    index: int  # the action about to be carried out
    game: Game  # never run itself: each branch goes on from a copy
    steps: tuple  # the trace so far (finished steps)
    consumed: frozenset  # the decider's: answer lines already used
    taken: tuple  # the choices made before the action (a prefix of every branch from here)
    counts: tuple
    during: tuple
    words: tuple


def _branch(kept: _Kept, decider: ExploringDecider) -> tuple[Game, int]:
    decider.consumed = set(kept.consumed)
    decider.taken, decider.counts = list(kept.taken), list(kept.counts)
    decider.during, decider.words = list(kept.during), list(kept.words)
    return kept.game.copy(Tracer(kept.steps, path=kept.game.path)), kept.index


def explore(scenario, max_outcomes: int = MAX_OUTCOMES, branching: bool = True) -> list:
    """All outcomes of ``scenario``, one per combination of open choices (depth first).

    The branches still to explore are kept as ranges — (the choices before, first and end
    alternative of the next choice, the action it was made during) — so a choice with
    millions of alternatives (the orders of ten triggered abilities) costs one entry; the
    note on the last outcome says how many branches the bound left unexplored. With
    ``branching`` off every run replays the scenario from its start (the same outcomes,
    slower: tests/engine/test_explore.py compares them)."""
    outcomes = []
    todo: list[tuple[list[int], int, int, int]] = [([], 0, 1, -1)]  # the first run takes no prefix
    kept: dict[tuple, _Kept] = {}
    dropped: list[JudgeError] = []  # runs whose way of paying made a later line impossible
    runs = 0
    while todo:
        if len(dropped) > 4 * max_outcomes and not outcomes:
            raise dropped[0]  # no way of paying lets the scenario's lines go on
        if len(outcomes) >= max_outcomes or len(dropped) > 4 * max_outcomes:
            left = sum(end - start for _, start, end, _ in todo)
            note = (f"exploration stopped at its bound of {max_outcomes} outcomes: at least {left} more outcome(s) "
                    f"were not explored")
            outcomes[-1] = replace(outcomes[-1], notes=outcomes[-1].notes + (note,))
            break
        base, start, end, during = todo.pop()
        if start + 1 < end:
            todo.append((base, start + 1, end, during))
        prefix = base + [start] if runs else []
        runs += 1
        decider = ExploringDecider(scenario.actions, scenario.path, prefix)
        # a kept game from which this branch goes on: the same action, the same choices before it
        here = next((kp for (i, taken), kp in kept.items() if i == during and tuple(prefix[:len(taken)]) == taken), None)
        try:
            if here is not None:
                out = run(scenario, decider, branch=_branch(here, decider))
            else:
                out = run(scenario, decider, keep=_keeper(kept, decider, during) if branching and during > 0 else None)
        except JudgeError as err:
            if isinstance(err, OpenChoice) or not _paid_earlier(decider):
                raise
            dropped.append(err)  # not a way the scenario's own lines can go (409.1f): left out, said below
        else:
            outcomes.append(replace(out, choices=tuple(decider.words)))
        # the alternatives past the prefix, pushed so that the first ones are explored first
        for k in reversed(range(len(prefix), len(decider.taken))):
            if decider.counts[k] > 1:
                todo.append((decider.taken[:k], 1, decider.counts[k], decider.during[k]))
    if dropped and not outcomes:
        raise dropped[0]
    if dropped:
        note = (f"{len(dropped)} way{'s' if len(dropped) > 1 else ''} of paying with mana sources the scenario left "
                f"open {'were' if len(dropped) > 1 else 'was'} left out: {'they make' if len(dropped) > 1 else 'it makes'} "
                f"a later line of the scenario impossible ({_first_line(dropped[0])})")
        outcomes[-1] = replace(outcomes[-1], notes=outcomes[-1].notes + (note,))
    return outcomes


def _paid_earlier(decider: ExploringDecider) -> bool:
    """Whether the run chose which mana sources pay a cost (409.1f) before the action that
    failed: another way of paying may let that action go on."""
    return any(isinstance(w, Choice) and w.kind == "pay" and d < decider.cursor
               for w, d in zip(decider.words, decider.during))


def _first_line(err: JudgeError) -> str:
    return str(err).splitlines()[0] if str(err) else type(err).__name__


def _keeper(kept: dict, decider: ExploringDecider, index: int):
    """The ``keep`` callback of :func:`judge.engine.driver.run`: a copy of the game as action
    ``index`` begins, for the branches that differ only in choices made from there on."""

    def keep(i: int, game: Game) -> None:
        if i != index:
            return
        n = len(decider.taken)
        key = (index, tuple(decider.taken))
        if len(kept) >= MAX_KEPT:
            del kept[next(iter(kept))]
        kept[key] = _Kept(index, game.copy(Tracer()), game.tracer.finished(), frozenset(decider.consumed),
                          tuple(decider.taken[:n]), tuple(decider.counts[:n]), tuple(decider.during[:n]),
                          tuple(decider.words[:n]))

    return keep
