"""What the characteristics' computation keeps for one state (418.5) changes no outcome.

Two devices keep work for one version of the game's state (``Game.derived``, dropped by every
change of it): which continuous effects may apply to which object (an effect naming its
objects, ``ContinuousEffect.affects``: "~", the enchanted permanent, a resolved spell's fixed
set, 418.3b), and whether one effect depends on another (418.5b, ``Dependencies``: each pair
asked once per state). Every scenario of the suite in which a continuous effect applies is
played again with both turned off — every effect asked about every object, every dependency
worked out afresh at each question — and its outcomes are the same, byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

from judge.engine import characteristics
from judge.errors import JudgeError
from tests.bundled import discovered_scenarios
from tests.sampling import spread
from judge.suite.runner import default_simulate, load_scenario

ROOT = Path(__file__).resolve().parents[2]


def _played(files: list[Path]) -> dict[Path, str]:
    out = {}
    for f in files:
        try:
            out[f] = json.dumps([o.to_json() for o in default_simulate(load_scenario(f))], sort_keys=True)
        except JudgeError as err:  # scenarios that are errors by design
            out[f] = "error " + err.message
    return out


def test_effects_asked_of_every_object_and_dependencies_asked_afresh_change_no_outcome(monkeypatch):
    with_effects: set[Path] = set()
    current: list[Path] = []
    compute = characteristics.compute

    def noting(game, obj):
        if game.effects.items or game.static_effects():
            with_effects.add(current[-1])
        return compute(game, obj)

    every = discovered_scenarios()
    assert len(every) > 400
    files = spread(every, 180)  # (a fixed sample, turning with the Python: tests/sampling.py)
    with monkeypatch.context() as m:
        m.setattr(characteristics, "compute", noting)
        import judge.engine.game as game_module

        m.setattr(game_module, "compute", noting)
        kept = {}
        for f in files:
            current.append(f)
            kept.update(_played([f]))
    chosen = [f for f in files if f in with_effects]
    assert len(chosen) > 20  # (~37 of the 180 sampled apply continuous effects: a fifth of the corpus)
    monkeypatch.setattr(characteristics, "_may_apply", lambda game, effects, oid, in_play: effects)
    monkeypatch.setattr(characteristics, "dependencies", lambda game: _Afresh(game))
    again = _played(chosen)
    assert [f.name for f in chosen if again[f] != kept[f]] == []


class _Afresh:
    """A :class:`characteristics.Dependencies` that keeps nothing between two questions."""

    def __init__(self, game) -> None:
        self.game = game

    def depends(self, a, b) -> bool:
        return characteristics.Dependencies(self.game).depends(a, b)
