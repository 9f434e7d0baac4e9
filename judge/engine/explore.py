"""Every outcome (DESIGN: explore): the scenario is run once per combination of the choices it
leaves open, replaying from the start with a fixed prefix of choices.

:class:`ExploringDecider` answers what the scenario says like :class:`ScenarioDecider`; at a
choice the scenario leaves open it takes the alternative its prefix names (the first one
past the prefix) and records how many alternatives there were (counted, never listed: the
orders of ten triggers are one number, :class:`judge.engine.decider.Orders`). :func:`explore`
then enumerates the untried alternatives depth first, up to :data:`MAX_OUTCOMES`, and says on
the last outcome how many it left. Each outcome carries its open choices as
:class:`judge.engine.outcome.Choice` data (``str()`` gives the words, ``Alice chooses yes
(whether to use ...)``), which the suite's ``expect when ...`` matches structurally.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from judge.engine.decider import ScenarioDecider
from judge.engine.driver import run

#: At most this many outcomes are explored; the rest are reported as not explored.
MAX_OUTCOMES = 64


class ExploringDecider(ScenarioDecider):
    def __init__(self, actions, path: str, prefix: Sequence[int] = ()) -> None:
        super().__init__(actions, path)
        self.prefix = list(prefix)
        self.taken: list[int] = []
        self.counts: list[int] = []
        self.words: list[str] = []

    def explore(self, player: str, what: str, labels: Sequence[str], selections: Sequence[tuple[int, ...]],
                kind: str = "chooses") -> Optional[tuple[int, ...]]:
        if not selections:
            return None
        k = len(self.taken)
        idx = self.prefix[k] % len(selections) if k < len(self.prefix) else 0
        self.taken.append(idx)
        self.counts.append(len(selections))
        sel = tuple(selections[idx])
        names = ", ".join(labels[i] for i in sel) or "nothing"
        if kind == "orders":
            self.words.append(f"{player} orders {names} ({what})")
        else:
            self.words.append(f"{player} chooses {names} ({what})")
        return sel


def explore(scenario, max_outcomes: int = MAX_OUTCOMES) -> list:
    """All outcomes of ``scenario``, one per combination of open choices (depth first).

    The branches still to explore are kept as ranges — (the choices before, first and end
    alternative of the next choice) — so a choice with millions of alternatives (the orders
    of ten triggered abilities) costs one entry; the note on the last outcome says how many
    branches the bound left unexplored."""
    outcomes = []
    todo: list[tuple[list[int], int, int]] = [([], 0, 1)]  # the first run takes no prefix
    while todo:
        if len(outcomes) >= max_outcomes:
            left = sum(end - start for _, start, end in todo)
            note = (f"exploration stopped at its bound of {max_outcomes} outcomes: at least {left} more outcome(s) "
                    f"were not explored")
            outcomes[-1] = replace(outcomes[-1], notes=outcomes[-1].notes + (note,))
            break
        base, start, end = todo.pop()
        if start + 1 < end:
            todo.append((base, start + 1, end))
        prefix = base + [start] if outcomes else []
        decider = ExploringDecider(scenario.actions, scenario.path, prefix)
        out = run(scenario, decider)
        outcomes.append(replace(out, choices=tuple(decider.words)))
        # the alternatives past the prefix, pushed so that the first ones are explored first
        for k in reversed(range(len(prefix), len(decider.taken))):
            if decider.counts[k] > 1:
                todo.append((decider.taken[:k], 1, decider.counts[k]))
    return outcomes
