"""(eighty-third session, issue 43) An object's view at the end of an outcome (``ObjectView``) is a frozen value:
the views the snapshots of a game and of its copies make are kept by their fields (``Game.views``, shared by a game's
copies), so an object that several outcomes of an exploration see alike is one view, made once (a run the
exploration begins again from the start is a game of its own, with views of its own). Ten Gravediggers'
exploration made 12,288 views for its 1,024 outcomes, most of them the same values again; the 23-field
construction was a third of a snapshot's time. A game never copied makes its views as before. The outcomes, their
views and their JSON are the same."""

from __future__ import annotations

import json

from judge.dsl import parse
from judge.engine import simulate
from judge.engine import snapshot as S
from judge.engine.snapshot import snapshot
from judge.engine.explore import explore
from judge.engine.outcome import ObjectView

from tests.engine.support import GRAVEDIGGER_MAYS, game_after

_MAYS = GRAVEDIGGER_MAYS

#: One game, nothing left open: never copied.
_ONE = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
        "Alice in play: Grizzly Bears, Hill Giant\nBob in play: Scaled Wurm\n")


def _counted(monkeypatch) -> list:
    """The views the snapshot function constructs, each one's fields."""
    made: list = []

    def counting(*fields):
        made.append(fields)
        return ObjectView(*fields)

    monkeypatch.setattr(S, "ObjectView", counting)
    return made


def test_two_copies_of_a_game_see_an_object_alike_in_one_view():
    game = game_after(_ONE + "Alice hand: Shock\nAlice casts Shock targeting Scaled Wurm\nall pass until the stack is empty\n")
    first, second = game.copy(), game.copy()
    a, b = snapshot(first), snapshot(second)
    assert len(a.objects) == 4  # (the Shock in the graveyard)
    assert all(x is y for x, y in zip(a.objects, b.objects)), "two views of one object seen alike by two copies"
    assert snapshot(game).objects[0] is a.objects[0]  # (the game copied keeps them too)


def test_an_exploration_makes_a_view_once_for_the_outcomes_that_see_it_alike(monkeypatch):
    made = _counted(monkeypatch)
    outcomes = simulate(parse(_MAYS, "mays.mtg"))
    seen = [v for o in outcomes for v in o.final.objects]
    assert len(outcomes) > 8
    assert len(made) < len(seen) / 3, f"{len(made)} views constructed for {len(seen)} seen"
    assert len({id(v) for v in seen}) < len(seen) / 3


def test_a_game_never_copied_makes_its_views_and_keeps_none(monkeypatch):
    """Guard: a scenario with nothing left open is never copied — its snapshot constructs each view, keeping none."""
    made = _counted(monkeypatch)
    (outcome,) = simulate(parse(_ONE, "one.mtg"))
    assert len(made) == len(outcome.final.objects) == 3


def test_the_outcomes_are_those_of_runs_from_the_start():
    """Guard: the outcomes of the exploration branching from kept games (views shared) are, field by field and in
    JSON, those of runs replaying the scenario from its start (``branching`` off)."""
    outcomes = explore(parse(_MAYS, "mays.mtg"))
    plain = explore(parse(_MAYS, "mays.mtg"), branching=False)
    assert len(outcomes) > 8
    assert [o.final for o in outcomes] == [o.final for o in plain]
    assert [json.dumps(o.to_json()) for o in outcomes] == [json.dumps(o.to_json()) for o in plain]
