"""What the game computes from its state is dropped exactly when it may have changed.

The game bumps its version for every change; a change of its bookkeeping alone (whether a
spell is resolving, the mana pools, the triggered abilities waiting for the stack, what was
played this turn: :meth:`Game.noted`) keeps the characteristics (418), state-based effects
(420) and static rules computed so far. That is a claim about every rule module that reads
the state, so it is checked on everything the suite plays: each scenario's outcomes are the
same, byte for byte, when every such change drops everything as :meth:`Game.changed` does.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.engine.game import Game
from judge.errors import JudgeError
from judge.suite.runner import default_simulate, discover, load_scenario

ROOT = Path(__file__).resolve().parents[2]


def _outcomes(files: list[Path]) -> list[str]:
    out = []
    for f in files:
        try:
            outcomes = default_simulate(load_scenario(f))
        except JudgeError as err:  # scenarios that are errors by design
            out.append(f"{f.name}: error {err.message}")
            continue
        out.append(f.name + ": " + json.dumps([o.to_json() for o in outcomes], sort_keys=True))
    return out


def test_bookkeeping_changes_keep_computed_values_without_changing_any_outcome(monkeypatch):
    files = discover([ROOT / "scenarios"])
    assert len(files) > 400
    kept = _outcomes(files)
    monkeypatch.setattr(Game, "noted", Game.changed)
    dropped = _outcomes(files)
    different = [a.split(":")[0] for a, b in zip(kept, dropped) if a != b]
    assert different == []


def test_a_bookkeeping_change_keeps_the_characteristics_and_a_change_of_state_drops_them():
    from judge.dsl.checks import check_text
    from judge.cards.library import card_names
    from judge.engine.build import build

    scenario = check_text("player Alice\nplayer Bob\nturn Alice, precombat main\n"
                          "Alice in play: Grizzly Bears\nexpect Grizzly Bears in play\n", "t.mtg", card_names())
    game = build(scenario)
    bears = game.in_play[0]
    game.chars(bears)
    version = game.version
    game.set_pool("Alice", {"G": 1})
    assert game.version > version and bears in game._chars_cache
    game.set_status(bears, tapped=True)
    assert game.version > version + 1 and bears not in game._chars_cache


def test_a_draw_from_an_empty_library_is_a_change_of_state():
    """102.2, 420.5a: the draw is seen by the next check of state-based effects, even one whose
    "none applies" was worked out for the state before the draw."""
    from judge.dsl.checks import check_text
    from judge.cards.library import card_names
    from judge.engine import sba
    from judge.engine.build import build
    from judge.engine.events import draw

    scenario = check_text("player Alice\nplayer Bob\nturn Alice, precombat main\n"
                          "Alice in play: Grizzly Bears\nexpect Grizzly Bears in play\n", "t.mtg", card_names())
    game = build(scenario)
    assert sba.collect(game) == []
    draw(game, "Alice", 1, "102.2")
    assert [kind for kind, who, _why in sba.collect(game)] == ["lose"]
