"""(eighty-first session) The legal block declarations of an explored declare blockers step are worked
out once for every run of the exploration (decider.remembered), keyed by the turn and the combat of the
turn, not by the state's version — which a run from a kept copy reaches the step at another of (the
first run at one, the runs from kept copies at another: worked out twice before)."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import combat, simulate

BLOCKS = """player Alice
player Bob
turn Alice, declare attackers
Alice in play: Hill Giant as @g1, Hill Giant as @g2, Scaled Wurm as @w
Bob in play: Grizzly Bears as @b0, Grizzly Bears as @b1, Grizzly Bears as @b2
Alice attacks with @g1, @g2, @w
all pass until the end of combat step
"""

def _counting(monkeypatch) -> list:
    made: list = []
    real = combat._possible_blocks

    def counting(game, dp, atk):
        made.append((game.turns.turn, game.this_turn.combats))
        return real(game, dp, atk)

    monkeypatch.setattr(combat, "_possible_blocks", counting)
    return made


def test_the_blocks_are_worked_out_once_for_every_run(monkeypatch):
    made = _counting(monkeypatch)
    outs = simulate(parse(BLOCKS, "blocks.mtg"))
    assert len(outs) > 20  # the blocks and the divisions of damage, explored
    assert len(made) == 1, made  # (the base: 2 — the first run's version and the kept copies')


def test_the_outcomes_are_those_of_working_the_blocks_out_in_every_run(monkeypatch):
    """The meaning: every run in the same state at that point (the engine is deterministic), so the same
    outcomes, in the same order, as each run working the blocks out afresh."""
    remembered = [o.to_json() for o in simulate(parse(BLOCKS, "blocks.mtg"))]
    monkeypatch.setattr(combat, "remembered", lambda game, what, make: make())
    afresh = [o.to_json() for o in simulate(parse(BLOCKS, "blocks.mtg"))]
    assert remembered == afresh and len(afresh) > 20
