"""The Tracer: code paths that apply a rule emit a cited :class:`Step` (DESIGN: rules are code paths).

Every call passes the rule id(s) as string literals at the call site, most specific first
(``tracer.step("Grizzly Bears is destroyed: lethal damage", "420.5c")``); a test scans the
engine for those literals and checks each exists in the classic corpus. Steps nest with
:meth:`Tracer.nest` where the rules nest (a spell resolving -> its effects -> the
state-based check that follows).
"""

from __future__ import annotations

import functools
import re
from dataclasses import field
from typing import Optional, Sequence

from judge._speed.fastdataclass import dataclass_for
from judge.engine.outcome import Step

dataclass = dataclass_for("engine")


@functools.cache
def _rule_said() -> "re.Pattern[str]":
    """A rule's number in words ("502.7b") (compiled when first used: a process that never reads one doesn't compile it; docs/performance.md)."""
    return re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")


def rules_named(*texts: str) -> tuple[str, ...]:
    """The rules a reason names in its words ("it has protection from red (502.7b)"), in order, once
    each: cited by the step that gives the reason (the one place that reads them out of words)."""
    return tuple(dict.fromkeys(r for text in texts for r in _rule_said().findall(text)))


@dataclass
class _Open:
    """A step being written: its children so far."""

    text: str
    rules: tuple[str, ...]
    kind: str
    line: Optional[int]
    children: list = field(default_factory=list)
    #: The frozen step, once made (a finished step no longer changes; branches share it).
    frozen: Optional[Step] = None


#: The work budget of one simulation, in trace steps: far past any real scenario (the
#: bundled ones take at most a few hundred, a 260-spell stack about a thousand), it stops
#: one that would run on (docs/reliability.md) with an error at the action's line.
WORK_BUDGET = 100_000


class Tracer:
    """Collects the trace as a tree of steps; :meth:`steps` freezes it."""

    def __init__(self, steps: Sequence[_Open | Step] = (), path: str = "<scenario>", opened: Sequence[tuple] = ()) -> None:
        #: ``steps``: finished steps to go on from (a branch of the game, judge.engine.explore);
        #: ``opened``: the steps being written after them, as :meth:`held` gives them.
        self._root: list = list(steps)
        self._open: list[_Open] = []
        sink = self._root
        for text, rules, kind, line, children in opened:
            node = _Open(text, rules, kind, line, list(children))
            sink.append(node)
            self._open.append(node)
            sink = node.children
        #: The scenario line of the action being carried out (set by the driver).
        self.line: Optional[int] = None
        #: The scenario's file, for the work budget's error.
        self.path = path
        self._work = 0

    @property
    def count(self) -> int:
        """How many steps have been recorded so far (whether a piece of work said anything)."""
        return self._work

    def _over_budget(self) -> None:
        from judge.errors import JudgeError

        where = f"{self.path}:{self.line}:1" if self.line else self.path
        last = self._sink()[-1].text if self._sink() else ""
        raise JudgeError(f"{where}: the simulation went past its work budget of {WORK_BUDGET:,} steps without "
                         f"ending (the last step: {last!r}): something repeats that no rule stops (421)")

    def _sink(self) -> list:
        return self._open[-1].children if self._open else self._root

    # step and nest are the trace's hottest lines (~30 a scenario): the work budget and the
    # open step are looked at inline, not through the two helpers above
    def step(self, text: str, *rules: str, kind: str = "") -> None:
        """Record one step citing ``rules`` (subrule ids, most specific first). ``text`` is kept
        as given: a step is a sentence whose first word the caller capitalises where it makes
        the words — only its own words ("The cards removed …"), never a player's or a card's
        name as the scenario wrote it ("bob passes priority")."""
        if not rules:
            raise AssertionError(f"trace step without a rule: {text!r}")
        self._work += 1
        if self._work > WORK_BUDGET:
            self._over_budget()
        opened = self._open
        # (a step without children is written as the frozen Step it will be: no _Open to make and
        # freeze again, ~300K of each a suite's pass; under_last opens it again if it gets some)
        (opened[-1].children if opened else self._root).append(Step(text, rules, (), kind, self.line))

    def said_last(self, text: str) -> bool:
        """Whether the step just recorded at this level says ``text`` (a fact checked twice in a
        row, as a target is chosen and then announced, is said once)."""
        sink = self._sink()
        return bool(sink) and sink[-1].text == text

    def nest(self, text: str, *rules: str, kind: str = "") -> "Tracer":
        """A step whose children are the steps recorded inside the ``with`` block (the tracer
        is its own context manager: leaving the block closes the step; no generator per step)."""
        if not rules:
            raise AssertionError(f"trace step without a rule: {text!r}")
        node = _Open(text, rules, kind, self.line)
        self._work += 1
        if self._work > WORK_BUDGET:
            self._over_budget()
        opened = self._open
        (opened[-1].children if opened else self._root).append(node)
        opened.append(node)
        return self

    #: Entering the block of a step :meth:`nest` opened does nothing and gives None: ``NoneType()``,
    #: which the ``with`` statement calls without a Python call of a method of the tracer's
    #: (~112K of a suite's pass, fifty-eighth session; tests/engine/test_fixed58_loops.py).
    __enter__ = staticmethod(type(None))

    def __exit__(self, *exc: object) -> None:
        self._open.pop()

    def close(self) -> None:
        """Close the step :meth:`nest` opened last (what leaving its ``with`` block does, for a
        step opened in one function and closed in another: judge.engine.resolve)."""
        self._open.pop()

    def mark(self) -> tuple[list, int]:
        """A point to roll back to (422.1: an illegal play is undone with its trace)."""
        sink = self._sink()
        return sink, len(sink)

    def finished(self) -> tuple[_Open | Step, ...]:
        """The steps recorded so far, when none is being written (between two actions): a
        new Tracer given them goes on from here."""
        if self._open:
            raise AssertionError("a step is being written")
        return tuple(self._root)

    def held(self) -> tuple[tuple, tuple]:
        """The steps recorded so far while steps are being written: the finished steps before
        the outermost open one, and each open step, outermost first, as (text, rules, kind, line,
        its children so far but the next open step). A new Tracer given them (``steps`` and
        ``opened``) goes on inside those steps, as this one would; nothing of this tracer's is
        written by it (its open steps are made anew; the finished ones are shared, as
        :meth:`finished`'s are)."""
        opened = []
        sink = self._root
        for node in self._open:
            if not sink or sink[-1] is not node:
                raise AssertionError("an open step is not the last of its parent's")
            opened.append(node)
            sink = node.children
        last = len(opened) - 1
        return (tuple(self._root[:-1]) if opened else tuple(self._root),
                tuple((o.text, o.rules, o.kind, o.line, tuple(o.children[:-1] if i < last else o.children))
                      for i, o in enumerate(opened)))

    def idle(self) -> bool:
        """Whether no step is being written (the trace can be :meth:`finished` here)."""
        return not self._open

    def work(self) -> int:
        """The steps recorded by this tracer (not those it went on from)."""
        return self._work

    def rollback(self, mark: tuple[list, int]) -> None:
        sink, n = mark
        del sink[n:]

    def take(self, mark: tuple[list, int]) -> list:
        """The steps recorded since ``mark``, taken out of the trace (to be put back with
        :meth:`under_last`: what happens as part of an event told within the event's step)."""
        sink, n = mark
        taken = sink[n:]
        del sink[n:]
        return taken

    def under_last(self, taken: list) -> None:
        """``taken`` (from :meth:`take`) become the last recorded step's children, after its own."""
        if taken:
            sink = self._sink()
            last = sink[-1]
            if type(last) is Step:  # (a step recorded without children, :meth:`step`: opened again)
                sink[-1] = _Open(last.text, last.rules, last.kind, last.line, list(last.children))
            self._sink()[-1].children.extend(taken)

    def steps(self) -> tuple[Step, ...]:
        """The trace as frozen :class:`Step` trees (a finished step is frozen once)."""
        finished = not self._open
        # (a step frozen already — one a branch goes on from, finished before it was kept — is taken as it was kept,
        # not by a call of _freeze to find it there: ~19 an outcome of ten Gravediggers' exploration)
        return tuple([n if type(n) is Step else n.frozen or _freeze(n, finished) for n in self._root])


def _freeze(n: _Open, finished: bool) -> Step:
    """``n`` as a frozen :class:`Step` (kept on it once the trace is finished: branches share it;
    a step recorded without children is a Step already, :meth:`Tracer.step`)."""
    step = n.frozen
    if step is None:
        children = n.children
        kids: tuple = ()
        for c in children:
            if type(c) is not Step:
                kids = tuple([c if type(c) is Step else c.frozen or _freeze(c, finished) for c in children])
                break
        else:  # (children all frozen as they were recorded, Tracer.step: no comprehension's call, ~50K a suite's pass)
            if children:
                kids = tuple(children)
        step = Step(n.text, n.rules, kids, n.kind, n.line)
        if finished:
            n.frozen = step
    return step
