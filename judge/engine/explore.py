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
rules being applied, which a copy of the game does not hold.) Within ``… pass until <step>``
and ``… pass until the stack is empty`` the call stack between two passes is the driver's loop
alone, whose few values (:class:`judge.engine.driver.PassesUntil`,
:class:`judge.engine.driver.PassesUntilEmpty`) are kept with the game: a choice made during pass
*j* of action *i* is made at the point (*i*, *j*) and branches from the game kept there — the
blocks and the division of combat damage, chosen as their step begins, go on from the pass
that ends the step before, and a choice made as the third object of a stack resolves from the
pass before that resolution, not from the action's start.

Nearer still, within a pass of ``… pass until the stack is empty``: after an object has
resolved, before 408.1b's check that follows it — where the order of the triggered abilities
its resolution made (410.3), their "may" (410.5) and targets are chosen. The driver makes the
pass in two halves (:func:`judge.engine.turn.pass_until_resolved`,
:func:`judge.engine.turn.after_resolution`) and tells the decider between them
(:meth:`ExploringDecider.resolved`), so that the call stack there is the driver's loop alone;
the resolution's step, still open, is kept as data (:meth:`judge.engine.trace.Tracer.held`) and
a branch's tracer goes on inside it. A choice made in that check is made at the point (*i*,
*j*, 1), between (*i*, *j*) and (*i*, *j* + 1). (A division of combat damage or a block is
still made from the pass before its step: the step's turn-based action is on the stack there.)

Nearer again, within that check: at each of its rounds whose triggered abilities are about to go
on the stack (the round's state-based effects applied, 408.1b, 420.3), where they are ordered and
their "may" and targets chosen as they go on it (410.3, 410.4, 410.5). The round is kept as data
(:class:`judge.engine.priority.Settling`: the round, what earlier rounds put on the stack, whether
a round repeated one, whether any did anything, whether this one's state-based effects applied,
and the choices and stack as the check began — values alone; the driver's loop holds it,
``PassesUntilEmpty.settling``), so that :func:`judge.engine.priority.settle` can go on from it in a
copy of the game: the frames between the driver's loop and that point (``after_resolution``,
``checks_after_resolution``'s closing of the resolution's step, ``settle``'s round) hold nothing
else, and a branch enters them again with the record. A choice made from a round's point on is
made at (*i*, *j*, 1, *r*), between (*i*, *j*, 1) and (*i*, *j* + 1).

Nearer again, within that round's putting of its abilities on the stack (410.3: the active
player's in the order he or she chooses, then the nonactive player's; 410.4, 410.5: each one's
"may", mode and targets chosen as it would be put on the stack): the loop of
:func:`judge.engine.triggers.put_on_stack` is kept as data too (:class:`judge.engine.triggers.Putting`:
the abilities taken, whose turn it is, that player's order, how many of them are dealt with, the
items done — values alone, held by the round's record), so that it goes on from a copy of the
game kept before any item after the first: a player's order of two or more abilities, an ability
put. A choice made there is made at (*i*, *j*, 1, *r*, *k*), *k* the items done: the second
player's order, the second "may", go on from where they are made, replaying nothing of the
first's. (Where an item falls depends on the choices before it in the round — the "may" of the
ability ordered first or second — so a choice made at an item where the run kept no game goes on
from the latest game it kept earlier in the round, making the items between again as its
prefix says: :func:`_nearest`. The choices within one item — an ability's "may", then its mode
and targets — are made at one point: a target's other alternatives make the "may" again.)

A branch goes on from the nearest game kept with its choices before it, not only from the game
kept at its own choice's point (:func:`_serve_pending`): a game kept at a point, the choices made
before it a prefix of the branch's, is the game the branch's run from the start would reach there
(the same scenario, the same choices in the same order), and the branch goes on from it making the
choices after it as its prefix says. The first run keeps nothing, so this is how the alternatives of
its second and later open choices go on from a game the second run kept (where the first met those
choices, the choices before them the first run's), not from the start; and a branch waiting on an
earlier game moves to a nearer one a later run kept.

A run that takes a choice's last alternative keeps no game at that choice's point when no branch is
left to go on from it there (:func:`_spared`): none of that choice is left, no run made two choices
there, and no branch still to explore was met there or later. (The second run of most explorations is
one: it builds the game for the first run's first open choice, a "may", whose other alternative it is;
the copy it kept there was gone on from by nothing.)

A run going on within a pass has passed its pass's start and its action's: it is not told at
them, and a game it keeps later in the pass carries the steps from the pass's start (its own, and
those its kept game carried).

The driver tells the decider at these points (an action's start, between two passes, after a
resolution) only in a run that can begin a branch there or counts its work from one of them: one
with a keeper, or whose origin (below) is still to come (:meth:`ExploringDecider.passing`, asked
once an action). The first run of an exploration keeps nothing and counts from its start — and it
is most scenarios' only run — so it is told at none; the point of a choice is read, as the choice
is made, of where the passes stand (:meth:`ExploringDecider.point`: the loop's passes made, and
whether an object of the pass under way has resolved), not of what the decider was last told.

The work bound (:data:`WORK_PER_OUTCOME`) counts trace steps, each run's from the start of the
action or pass of the choice it was run for (:meth:`ExploringDecider.reached`; a game kept
within a pass carries the steps from its pass's start): the same count whichever point a run
went on from and whatever its copy had cached, so an exploration stops after the same outcome
with branching on and off.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace
from typing import Any, Optional, Sequence

from judge._speed.fastdataclass import dataclass_for
from judge.engine.decider import ScenarioDecider
from judge.engine.driver import run
from judge.engine.kinds import ChoiceKind
from judge.engine.loops import EndlessLoop, unroll
from judge.engine.game import Game
from judge.engine.outcome import Choice
from judge.engine.trace import Tracer
from judge.errors import JudgeError

dataclass = dataclass_for("engine")

#: At most this many outcomes are explored; the rest are reported as not explored.
MAX_OUTCOMES = 64
#: The work an exploration may do for each outcome it may find (at least the default 64), on
#: average — trace steps recorded, counted, never timed (the same input ends the same way): each
#: run's from the start of the action or pass of the choice it was run for, whichever point it
#: went on from (:meth:`ExploringDecider.reached`), so that the count depends neither on where
#: branches go on from nor on what a copy of the game has cached. Past it no further outcome is explored: a run of a big board costs
#: what many runs of a small one do (1,200 triggered abilities with a "may" each, twelve Soul
#: Nets seeing a hundred creatures die: ~11,000 steps a run), and the outcomes found hold their
#: traces.
WORK_PER_OUTCOME = 500
#: At most this many branch points are kept (each a copy of the game); past it the oldest goes.
MAX_KEPT = 64


class ExploringDecider(ScenarioDecider):
    #: Declarations the scenario leaves open (attacks, blocks) are explored, not refused.
    explores = True

    def __init__(self, actions, path: str, prefix: Sequence[int] = (), shared: Optional[dict] = None) -> None:
        super().__init__(actions, path)
        self.prefix = list(prefix)
        #: What runs that made the same choices so far computed (decider.remembered).
        self.shared: dict = shared if shared is not None else {}
        self.taken: list[int] = []
        self.counts: list[int] = []
        #: The point of the scenario's actions at which each choice was made: (the action's
        #: index, the passes of that action made before it), or (…, 1) within a pass after a
        #: resolution — see :meth:`passing`.
        self.during: list[tuple] = []
        #: ``keep(decider, point, game, loop)``: called between two passes of a ``pass until
        #: …`` action (the explorer may keep the game there), or None. (Given the decider,
        #: not holding it: a decider and its keeper make no reference cycle, which would keep
        #: every run's copies alive while the entry point has the garbage collector off.)
        self.keeper = None
        #: Where the passes of the action under way stand (judge.engine.driver.PassesUntil,
        #: PassesUntilEmpty: the passes made, and whether an object of this one has resolved),
        #: or None (an action without them, or none of them made yet): see :meth:`passing`.
        self.loop = None
        #: The point of the scenario's actions the run's work is counted from, not yet reached
        #: (None: from its start, or reached): see :meth:`reached`.
        self.origin: Optional[tuple] = None
        #: The trace steps the run had recorded at its origin (negative: the steps a kept game
        #: within a pass carried, recorded between the pass's start and it).
        self.counted_from = 0
        #: The trace steps the run had recorded as the latest point outside a pass was reached.
        self.pass_mark = 0

    @property
    def cursor(self) -> int:
        """The index of the action being carried out (each action begins with no pass made)."""
        return self._cursor

    @cursor.setter
    def cursor(self, index: int) -> None:
        self._cursor = index
        self.loop = None

    def point(self) -> tuple:
        """The point of the scenario's actions the run is at: (the action's index, the passes of
        it made), or (…, 1) within pass *j* of ``… until the stack is empty`` after an object has
        resolved, in the check that follows it (408.1b), or (…, 1, *r*) in that check once round
        *r*'s triggered abilities were about to go on the stack (410.3; the latest such round), or
        (…, 1, *r*, *k*) once *k* items of that round's putting of them on the stack were done (a
        player's order of two or more, each ability put: judge.engine.triggers.Putting) — read of
        where the passes stand."""
        loop = self.loop
        if loop is None:
            return (self._cursor, 0)
        if loop.resolved is None:
            return (self._cursor, loop.done)
        settling = loop.settling
        if settling is None or settling.at is None:
            return (self._cursor, loop.done, 1)
        putting = settling.putting
        if putting is None or not putting.items:
            return (self._cursor, loop.done, 1, settling.at)
        return (self._cursor, loop.done, 1, settling.at, putting.items)

    def passing(self, loop) -> bool:
        """Called by judge.engine.driver as the passes of a ``pass until …`` action begin or go on
        (``loop``: where they stand, as they go): a choice made in them is made at the point it
        says (:meth:`point`). Whether this decider is to be told at each point of them
        (:meth:`between_passes`, :meth:`resolved`): only if it may keep the game there (a keeper)
        or counts its work from a point not yet reached (its ``origin``) — a run that can begin
        no branch there (the first run of an exploration, every run with branching off once its
        origin is passed) makes no call at its points."""
        self.loop = loop
        return self.keeper is not None or self.origin is not None

    def between_passes(self, game: Game, loop) -> None:
        """Called by :func:`judge.engine.driver.passes_until` and ``passes_until_empty`` between
        two passes of the action (``loop``: where it stands, ``loop.done`` passes made), when
        :meth:`passing` asked to be: a choice made from here on is made at this point of the
        action, from which its other alternatives go on (the choices made as a step begins —
        the blocks, the division of combat damage — are made in the pass that ends the step
        before)."""
        self.reached((self._cursor, loop.done), game)
        if self.keeper is not None:
            self.keeper(self, (self._cursor, loop.done), game, loop)

    def resolved(self, game: Game, loop) -> None:
        """Called by :func:`judge.engine.driver.passes_until_empty` within pass ``loop.done`` of the
        action, as an object has resolved and the check after it (408.1b) is about to be made
        (``loop.resolved``), and again at each round of that check whose triggered abilities are
        about to go on the stack (``loop.settling.at``), when :meth:`passing` asked to be: a
        choice made from here on is made at the point (action, passes, 1) — or (action, passes,
        1, round) — from which its other alternatives go on: the order of the triggered
        abilities the round found (410.3), their targets and "may" as they go on the stack."""
        point = self.point()
        self.reached(point, game)
        if self.keeper is not None:
            self.keeper(self, point, game, loop)

    def reached(self, point: tuple, game: Game) -> None:
        """The run is at ``point`` (an action begins, a pass of it is about to be made, or an
        object of it has resolved). The work bound counts a run's trace steps from the start of
        the action or pass of the choice it was run for (its ``origin``) — those a run from the
        scenario's start records there on as well as a branch from a kept game: the count is the
        same whichever point the run went on from, and whatever the copy had cached. (The steps
        at the latest point outside a pass are marked for the keeper alone: what a game it
        keeps within a pass carries.)"""
        if len(point) == 2 and self.keeper is not None:
            self.pass_mark = game.tracer.work()
        if point == self.origin:
            self.counted_from = game.tracer.work()
            self.origin = None

    def explore(self, player: str, what: str, labels: Sequence[str], selections: Sequence[tuple[int, ...]],
                kind: ChoiceKind = ChoiceKind.PICK) -> Optional[tuple[int, ...]]:
        if not selections:
            return None
        k = len(self.taken)
        size = getattr(selections, "size", None) or len(selections)  # Orders can outgrow len()
        idx = self.prefix[k] % size if k < len(self.prefix) else 0
        self.taken.append(idx)
        self.counts.append(size)
        self.during.append(self.point())
        sel = tuple(selections[idx])
        names = ", ".join(labels[i] for i in sel) or "nothing"
        if kind is ChoiceKind.ORDER:
            self.words.append(f"{player} orders {names} ({what})")
        else:
            self.words.append(f"{player} chooses {names} ({what})")
        return sel


@dataclass
class _Kept:
    """The game as one of the scenario's actions begins (or between two of its passes), and
    what a branch from there needs."""

    point: tuple  # (the action about to be carried out or under way, the passes of it made)
    game: Game  # never run itself: each branch goes on from a copy
    steps: tuple  # the trace so far (finished steps)
    consumed: frozenset  # the decider's: answer lines already used
    taken: tuple  # the choices made before the point (a prefix of every branch from here)
    counts: tuple
    during: tuple
    words: tuple
    loop: Any = None  # between two passes: where the action's passes stand (driver.PassesUntil, PassesUntilEmpty)
    asked: tuple = ()  # between two passes: the choices the action raised so far (decider.asked)
    opened: tuple = ()  # within a pass: the steps being written (the resolution's: trace.Tracer.held)
    line: Optional[int] = None  # within a pass: the line of the action (the tracer's)
    carried: int = 0  # within a pass: the trace steps from the pass's start to here (counted by each branch)


def _branch(kept: _Kept, decider: ExploringDecider, last: bool = False) -> tuple:
    """The game a branch goes on from: a copy of the kept one, or (``last``: no branch will
    use it again) the kept game itself — as :func:`judge.engine.driver.run`'s ``branch``."""
    decider.consumed = set(kept.consumed)
    decider.taken, decider.counts = list(kept.taken), list(kept.counts)
    decider.during, decider.words = list(kept.during), list(kept.words)
    decider.asked = list(kept.asked)
    if decider.origin is not None and kept.point[:2] == decider.origin:  # (the run goes on from its origin, or within its pass)
        decider.counted_from, decider.origin = -kept.carried, None
    if len(kept.point) > 2:  # (within a pass: a game this run keeps later in it carries the steps from the pass's start too)
        decider.pass_mark = -kept.carried
    tracer = Tracer(kept.steps, path=kept.game.path, opened=kept.opened)
    tracer.line = kept.line
    index = kept.point[0]
    if last:
        kept.game.tell_with(tracer)
        return (kept.game, index) if kept.loop is None else (kept.game, index, kept.loop)
    game = kept.game.copy(tracer)
    return (game, index) if kept.loop is None else (game, index, kept.loop.copy())


def explore(scenario, max_outcomes: int = MAX_OUTCOMES, branching: bool = True) -> list:
    """All outcomes of ``scenario``, one per combination of open choices (depth first).

    The branches still to explore are kept as ranges — (the choices before, first and end
    alternative of the next choice, the action it was made during) — so a choice with
    millions of alternatives (the orders of ten triggered abilities) costs one entry; the
    note on the last outcome says how many branches the bound left unexplored. With
    ``branching`` off every run replays the scenario from its start (the same outcomes,
    slower: tests/engine/test_explore.py compares them)."""
    scenario = unroll(scenario)  # 421.2, 421.3: a loop of optional actions, written out
    outcomes = []
    # (choices before, first and end alternative, point of the actions, key of the kept game or None)
    todo: list[tuple[list[int], int, int, tuple, Optional[tuple]]] = [([], 0, 1, (-1, 0), None)]
    kept: dict[tuple, _Kept] = {}
    users: dict[tuple, int] = {}  # kept game -> how many branches still to go on from it
    dropped: list[JudgeError] = []  # runs whose way of paying made a later line impossible
    endless: list[EndlessLoop] = []  # runs whose choices kept abilities triggering without end (421.2)
    seen: set[tuple] = set()  # the points at which a choice with alternatives was made so far
    again: set[tuple] = set()  # those at which a run made two or more
    # (p, q): a run passed point p of `seen` making no choice with alternatives there, then made one at q (_quiet)
    after_quiet: set[tuple] = set()
    shared: dict = {}  # what runs computed at a point of the exploration (decider.remembered)
    runs = 0
    spent, budget = 0, max(max_outcomes, MAX_OUTCOMES) * WORK_PER_OUTCOME  # (trace steps)
    while todo:
        if len(dropped) + len(endless) > 4 * max_outcomes and not outcomes:
            raise (dropped or endless)[0]  # no way of paying, or of choosing, lets the scenario's lines go on
        if len(outcomes) >= max_outcomes or len(dropped) + len(endless) > 4 * max_outcomes:
            left = sum(end - start for _, start, end, _, _ in todo)
            note = (f"exploration stopped at its bound of {max_outcomes} outcomes: at least {left} more outcome(s) "
                    f"were not explored")
            outcomes[-1] = replace(outcomes[-1], notes=outcomes[-1].notes + (note,))
            break
        if outcomes and spent >= budget:
            left = sum(end - start for _, start, end, _, _ in todo)
            note = (f"exploration stopped at its work bound after {len(outcomes)} outcome(s) ({spent:,} trace steps; "
                    f"the bound is {budget:,}, {WORK_PER_OUTCOME:,} for each of the "
                    f"{max(max_outcomes, MAX_OUTCOMES)} outcomes it may find): at least {left} more outcome(s) were "
                    f"not explored")
            outcomes[-1] = replace(outcomes[-1], notes=outcomes[-1].notes + (note,))
            break
        base, start, end, during, key = todo.pop()
        rest = None  # where the alternatives after this one wait
        if start + 1 < end:
            todo.append((base, start + 1, end, during, key))
            rest = len(todo) - 1
        prefix = base + [start] if runs else []
        runs += 1
        decider = ExploringDecider(scenario.actions, scenario.path, prefix, shared)
        if prefix:  # counted from the start of the action or pass of the choice it is run for
            decider.origin = during[:2]
        # the kept game from which this branch goes on (the same action, the same choices
        # before it); the last branch to use it takes it without a copy
        here = kept.get(key) if key is not None else None
        last = False
        if here is not None:
            users[key] -= 1
            if users[key] <= 0:
                del kept[key], users[key]
                last = True
        copies: dict[tuple, _Kept] = {}  # this run's game at each point (from its branch point on)
        # the first run copies nothing (most scenarios make no open choice); later runs copy the
        # game where earlier ones met a choice
        # (and only a run that passes such a point after the one it goes on from: a keeper that
        # can keep nothing — every branch of the last choice's point — would be told at every
        # point of the run for nothing; `seen` changes only between runs)
        # (nor at the point of a last alternative where no branch is to go on from it: _spared)
        after = here.point if here is not None else None
        if branching and runs > 1 and seen and (after is None or max(seen) > after):
            spared = _spared(during, start + 1 == end, again, todo)
            if spared is None or any(p != spared and (after is None or p > after) for p in seen):
                decider.keeper = _keeper(copies, after, seen, spared, after_quiet)
        branch = _branch(here, decider, last) if here is not None else None
        # told as each action begins only when a game may be kept there or the work is counted
        # from one of them (the first run, and most scenarios, make no call at any point)
        keep = _at_action(decider) if decider.keeper is not None or decider.origin is not None else None
        try:
            out = run(scenario, decider, branch=branch, keep=keep, errors=True)
        except EndlessLoop as err:
            endless.append(err)  # the player names how many times (421.2): left out, said below
        else:
            spent += decider.spent - decider.counted_from  # (its trace steps from its origin on)
            if out.error is not None and _paid_earlier(decider):
                # not a way the scenario's own lines can go (409.1f): left out, said below
                dropped.append(JudgeError(out.error.text))
            else:  # an outcome, or one that ended in an error: in its place, the others answered all the same
                outcomes.append(out)  # (its choices: the decider's words, as run() gives them)
        met = [d for d, c in zip(decider.during, decider.counts) if c > 1]
        seen.update(met)
        if met and len(seen) > 1:  # (a point of `seen` passed without a choice: one it holds besides this run's)
            _note_quiet(after_quiet, seen, met, after)
        if len(met) > len(set(met)):
            again.update(d for d in met if met.count(d) > 1)
        if rest is not None and here is None and _nearest(copies, during) is not None:
            # a run from the start (the first run keeps nothing) kept the game as the action of
            # this choice began: the choice's other alternatives go on from it, not from the start
            kp = _nearest(copies, during)
            new_key = (kp.point, kp.taken)
            _keep(kept, users, new_key, kp, end - start - 1)
            todo[rest] = (base, start + 1, end, during, new_key)
        # the alternatives past the prefix, pushed so that the first ones are explored first;
        # the game as the action of each such choice began is kept for them
        for k in reversed(range(len(prefix), len(decider.taken))):
            if decider.counts[k] > 1:
                kp = _nearest(copies, decider.during[k])
                new_key = (kp.point, kp.taken) if kp is not None else None
                if kp is not None:
                    _keep(kept, users, new_key, kp, decider.counts[k] - 1)
                elif here is not None and _goes_on_from(here.point, decider.during[k]) and key in kept:
                    # made at the point this run went on from (where it copies nothing), after the
                    # choices the kept game there holds: its other alternatives go on from that kept
                    # game too — still kept for later branches, it is the game this run began from,
                    # and the choices between are made again as the prefix says (the second division
                    # of combat damage in one step: not a replay from the start)
                    new_key = key
                    users[key] += decider.counts[k] - 1
                todo.append((decider.taken[:k], 1, decider.counts[k], decider.during[k], new_key))
        if branching and (copies or here is not None and key in kept):
            _serve_pending(todo, kept, users, copies, here if key in kept else None)
    if (dropped or endless) and not outcomes:
        raise (dropped or endless)[0]
    if outcomes and all(o.error is not None for o in outcomes):
        raise _every_outcome_failed(outcomes)
    if endless:
        note = (f"{len(endless)} way{'s' if len(endless) > 1 else ''} the choices could go {'were' if len(endless) > 1 else 'was'} "
                f"left out: there, a player's choices keep triggered abilities triggering without end before anyone "
                f"receives priority — a loop of optional actions, repeated as many times as that player names (421.2); "
                f"the outcomes above are the ways the choices end it")
        outcomes[-1] = replace(outcomes[-1], notes=outcomes[-1].notes + (note,))
    if dropped:
        note = (f"{len(dropped)} way{'s' if len(dropped) > 1 else ''} of paying with mana sources the scenario left "
                f"open {'were' if len(dropped) > 1 else 'was'} left out: {'they make' if len(dropped) > 1 else 'it makes'} "
                f"a later line of the scenario impossible ({_first_line(dropped[0])})")
        outcomes[-1] = replace(outcomes[-1], notes=outcomes[-1].notes + (note,))
    return outcomes


def _every_outcome_failed(outcomes: list) -> JudgeError:
    """The error of a scenario none of whose outcomes could be played to its end: a scenario
    that can't be played is bad input (each distinct error once, with the outcomes it ended)."""
    by: dict[str, list[int]] = {}
    for i, o in enumerate(outcomes):
        by.setdefault(o.error.text, []).append(i + 1)
    if len(outcomes) == 1:
        return JudgeError(outcomes[0].error.text)
    parts = []
    for text, numbers in by.items():
        which = f"outcome {numbers[0]}" if len(numbers) == 1 else f"outcomes {_numbers(numbers)}"
        parts.append(f"{which}:\n{text}")
    return JudgeError(f"every outcome ({len(outcomes)}) ended in an error; " + "\n\n".join(parts))


def _numbers(numbers: list[int]) -> str:
    """``1-3, 5``."""
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(f"{r[0]}" if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def _nearest(copies: dict, point: tuple) -> Optional[_Kept]:
    """The game a run kept at ``point`` — or, for a point between two items of a round's putting of
    its triggered abilities on the stack (410.3: (…, *r*, *k*)), the latest it kept earlier in that
    round (the items between are made again as the prefix says: where an item falls depends on
    the order chosen, the "may" of the ability put first or second) — or None."""
    kp = copies.get(point)
    if kp is not None or len(point) != 5:
        return kp
    best = None
    for p, kp in copies.items():
        if p[:4] == point[:4] and p < point and (best is None or p > best.point):
            best = kp
    return best


def _serve_pending(todo: list, kept: dict, users: dict, copies: dict, here: Optional[_Kept]) -> None:
    """Give each branch still to explore the nearest game to go on from that this run kept — or the
    one it went on from (``here``) — among those that made the same choices as that branch before
    their point, where that is nearer to the branch's choice than the game it would go on from (or
    it has none: it would build the game and replay the scenario from its start). A run that takes
    the branch's choices is, up to that point, the run that kept it (the same scenario, the same
    choices made in the same order: the same game), and goes on from there making its next choices
    as its prefix says. (The first run keeps nothing, so the alternatives of its second and later
    open choices built the game again, each, after those of its first; the second run keeps the
    game where the first met a choice, the choices before it those of the first run.)"""
    # (the run's copies, each kept with the choices it had made — a prefix of the longest's: by
    # (choices made, point), so that the nearest a branch may take is the last of those whose choices are
    # as many as its own agree with the longest's — bisected, not each compared with each branch's choices:
    # twelve Soul Nets' 540 "may"s, 540 branches and as many copies a run, ~4.7 s of the exploration's 14)
    ordered = sorted(copies.values(), key=lambda kp: (len(kp.taken), kp.point))
    sizes = [len(kp.taken) for kp in ordered]
    spine = ordered[-1].taken if ordered else ()
    for n, (base, start, end, during, key) in enumerate(todo):
        now = kept.get(key) if key is not None else None
        agree = 0  # (how many of the branch's choices the longest copy's begin with)
        for a, b in zip(base, spine):
            if a != b:
                break
            agree += 1
        at = bisect_right(sizes, agree)
        best = ordered[at - 1] if at else None
        if here is not None:
            t = here.taken
            if len(t) <= len(base) and tuple(base[:len(t)]) == t and (
                    best is None or (len(t), here.point) > (len(best.taken), best.point)):
                best = here
        if best is None or now is not None and (len(now.taken), now.point) >= (len(best.taken), best.point):
            continue
        if now is not None:  # (its branches go on from the nearer game instead)
            users[key] -= end - start
            if users[key] <= 0:
                del kept[key], users[key]
        new_key = (best.point, best.taken)
        _keep(kept, users, new_key, best, end - start)
        todo[n] = (base, start, end, during, new_key)


def _spared(during: tuple, last: bool, again: set, todo: list) -> Optional[tuple]:
    """The point at which a run's keeper keeps no game though an earlier run met a choice there: the
    point of the choice the run is for (``during``) when the run takes its last alternative (``last``),
    no run made two choices with alternatives there (``again``) and no branch still to explore was met
    at that point or after it — or None. A game kept there would be gone on from by a later branch of
    that choice (none is left), by one of this run's own choices made there after it (as earlier runs
    made none, it is expected to make none) or by a branch waiting in ``todo`` (none is at or after
    it): kept, it would be a copy made for nothing — the second run of most explorations, which builds
    the game for the first run's first open choice, took one for nothing where that choice is a "may".
    (Keeping no game changes no outcome: a branch with no kept game to go on from builds the game and
    makes the same choices from the start, the same game, :func:`_serve_pending`.)"""
    if not last or during in again or any(entry[3] >= during for entry in todo):
        return None
    return during


def _goes_on_from(at: tuple, point: tuple) -> bool:
    """Whether a choice made at ``point`` goes on from the game kept at ``at``, the point a run
    went on from: the same point, or (:func:`_nearest`) an earlier one of the same round."""
    return at == point or len(point) == 5 and at[:4] == point[:4] and at < point


def _keep(kept: dict, users: dict, key: tuple, game: "_Kept", branches: int) -> None:
    """Keep ``game`` for ``branches`` more branches (past :data:`MAX_KEPT` kept games, the
    oldest is forgotten: its branches replay from the start)."""
    if key not in kept and len(kept) >= MAX_KEPT:
        old = next(iter(kept))
        del kept[old], users[old]
    kept[key] = game
    users[key] = users.get(key, 0) + branches


def _paid_earlier(decider: ExploringDecider) -> bool:
    """Whether the run chose which mana sources pay a cost (409.1f) before the action that
    failed: another way of paying may let that action go on."""
    return any(isinstance(w, Choice) and w.kind is ChoiceKind.PAY and d[0] < decider.cursor
               for w, d in zip(decider.words, decider.during))


def _first_line(err: JudgeError) -> str:
    return str(err).splitlines()[0] if str(err) else type(err).__name__


def _note_quiet(after_quiet: set, seen: set, met: list, after: Optional[tuple]) -> None:
    """Note in ``after_quiet`` each (p, q) of a run that passed point p of ``seen`` — after the point it went
    on from (``after``; None: from the start) — making no choice with alternatives there, then made one at a
    later point q (``met``: the points of its choices with alternatives): :func:`_quiet`."""
    chose = set(met)
    last = max(chose)
    for p in seen:
        if p not in chose and p < last and (after is None or p > after):
            after_quiet.update((p, q) for q in chose if q > p)


def _quiet(decider: "ExploringDecider", point: tuple, after: Optional[tuple], where: set, after_quiet: set) -> bool:
    """Whether a run keeps no game at ``point`` of ``where`` because it passed an earlier point of ``where``
    (after ``after``, the point it went on from) making no choice with alternatives there, and no earlier run
    that passed that point so — the latest such — made one at ``point`` after it. (Ten Gravediggers: once the
    graveyard is empty, each later Gravedigger's "may" has no legal target and isn't asked, 410.4 — the game
    kept as each one's triggered ability would go on the stack was gone on from by nothing.) A guess from the
    earlier runs, deciding nothing but where a copy is made: a choice met where no game was kept is explored
    from the nearest earlier game kept with the same choices before it, or the start (:func:`_serve_pending`):
    the same outcome."""
    chose = {d for d, c in zip(decider.during, decider.counts) if c > 1}
    latest = None
    for p in where:
        if p < point and (after is None or p > after) and p not in chose and (latest is None or p > latest):
            latest = p
    return latest is not None and (latest, point) not in after_quiet


def _keeper(copies: dict, after: Optional[tuple], where: set[tuple], spared: Optional[tuple] = None,
            after_quiet: Optional[set] = None):
    """``keep(decider, point, game, loop)``: a copy of the game at each point after ``after`` (None:
    from the start) where it is called — as an action begins, and between two passes of a
    ``pass until …`` action (``loop``: where they stand) — into ``copies``; only at those
    in ``where``, the points where earlier runs met a choice, but ``spared`` (:func:`_spared`) and those
    past a point of ``where`` the run passed making no choice, where no earlier run that did so made one
    (:func:`_quiet`, ``after_quiet``); and none once the run has made choices with alternatives at
    :data:`MAX_KEPT` of the points it kept a game at (:func:`_full`). The explorer keeps those where a
    choice with untried alternatives was made (a choice met at another point is explored by
    replaying from an earlier kept game or the start: slower, the same outcome)."""
    chosen: set[tuple] = set()  # the points of ``copies`` at which the run made a choice with alternatives
    looked = [0]  # the run's choices looked at for them so far

    def keep(decider: ExploringDecider, point: tuple, game: Game, loop=None) -> None:
        within = len(point) > 2  # (within a pass: an object resolved, the check after it to come)
        tracer = game.tracer
        if (after is not None and point <= after) or point not in where or point == spared:
            return
        if _full(decider, copies, chosen, looked):
            return
        if loop is not None and not (game.in_flight.empty() and not game.end.over and (within or tracer.idle())):
            return  # (kept only where a copy is the game: nothing in flight; between two passes, no step open)
        if after_quiet is not None and _quiet(decider, point, after, where, after_quiet):
            return
        n = len(decider.taken)
        if within:
            steps, opened = tracer.held()
            carried = tracer.work() - decider.pass_mark
        else:
            steps, opened, carried = tracer.finished(), (), 0
        copies[point] = _Kept(point, game.copy(Tracer()), steps, frozenset(decider.consumed),
                              tuple(decider.taken[:n]), tuple(decider.counts[:n]), tuple(decider.during[:n]),
                              tuple(decider.words[:n]), loop.copy() if loop is not None else None,
                              tuple(a for a in decider.asked if a[0] == point[0]) if loop is not None else (),
                              opened, tracer.line, carried)

    return keep


def _full(decider: ExploringDecider, copies: dict, chosen: set, looked: list) -> bool:
    """Whether a run has made choices with alternatives past its prefix at :data:`MAX_KEPT` points where
    it kept a game (``copies``; ``chosen`` those points so far, ``looked`` how many of its choices were
    looked at): a game it would keep later would be forgotten as the run ends. The untried alternatives
    of each choice past the prefix are kept for with the game at its point, the latest choice's first
    and the earliest's last, and past MAX_KEPT kept games the oldest is forgotten (:func:`_keep`): the
    games of the first MAX_KEPT such points forget every one kept after them — but one that
    :func:`_serve_pending` gives a branch of an earlier run (a nearer game it then goes on from without).
    Twelve Soul Nets' 540 "may"s, each at its own point of one round, kept 540 games a run, 64 of which
    stayed. (The alternatives of a later choice go on from the latest game kept earlier in its round,
    :func:`_nearest`, or the start: the same outcomes.)"""
    during, counts = decider.during, decider.counts
    for k in range(max(looked[0], len(decider.prefix)), len(during)):
        if counts[k] > 1 and during[k] in copies:
            chosen.add(during[k])
    looked[0] = len(during)
    return len(chosen) >= MAX_KEPT


def _at_action(decider: ExploringDecider):
    """The ``keep(i, game)`` callback of :func:`judge.engine.driver.run`: the decider told it
    has reached the point where action ``i`` begins (:meth:`ExploringDecider.reached`), and its
    keeper, if any, called there."""

    def at(i: int, game: Game) -> None:
        decider.reached((i, 0), game)
        if decider.keeper is not None:
            decider.keeper(decider, (i, 0), game)

    return at
