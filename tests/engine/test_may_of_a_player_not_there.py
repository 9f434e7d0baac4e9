"""A "may" instruction is the choice of the player its words name (410.2; 413.2c: that player
announces it while carrying it out). When that player can't be determined as it resolves, no one
else decides for him or her: the instruction isn't carried out and the trace says why — it was
silently decided by the spell's or ability's controller (reported-defects brief, item 1)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.checks import check_text
from judge.engine.build import build
from judge.engine.context import Ctx, run_effects
from judge.engine.decider import OpenChoice
from judge.engine.driver import Tracer
from judge.engine.events import Event
from judge.engine.kinds import EventKind
from judge.suite.runner import token_names
from judge.zones import Zone

HEAD = "player Alice\nplayer Bob\nturn Bob, upkeep\nmana is not tracked\n"


def _game():
    scn = check_text(HEAD + "Alice in play: Ley Line\nAlice library: Plains\nBob library: Island\n",
                     "may.mtg", catalog(), token_names)
    return build(scn, Tracer())


def _steps(game):
    return [s for top in game.tracer.steps() for s in top.walk()]


def test_that_player_may_with_no_player_named_is_not_decided_by_the_controller():
    game = _game()
    # an event naming no player: "that player" (the triggering player) is nobody
    ev = Event(EventKind.ZONE, obj=None, new=None, from_zone=Zone.LIBRARY, to_zone=Zone.HAND, player=None)
    ctx = Ctx(game=game, controller="Alice", source=None, source_name="Ley Line", targets=[], event=ev)
    hands = {p: len(game.zones[(p, Zone.HAND)]) for p in ("Alice", "Bob")}
    run_effects(ctx, (ir.Optional_((ir.Draw(ir.TriggerPlayer(), 1),), ir.TriggerPlayer()),))
    assert {p: len(game.zones[(p, Zone.HAND)]) for p in ("Alice", "Bob")} == hands  # no one drew
    said = [s for s in _steps(game) if "optional instruction" in s.text]
    assert len(said) == 1
    assert "the choice of the triggering player" in said[0].text
    assert "no one else may choose for that player" in said[0].text
    assert said[0].rules == ("410.2", "413.2c")
    assert not any("Alice chooses" in s.text for s in _steps(game))


def test_that_player_may_with_the_player_named_is_that_players_choice():
    game = _game()
    ev = Event(EventKind.ZONE, obj=None, new=None, from_zone=Zone.LIBRARY, to_zone=Zone.HAND, player="Bob")
    ctx = Ctx(game=game, controller="Alice", source=None, source_name="Ley Line", targets=[], event=ev)
    with pytest.raises(OpenChoice) as asked:  # (no decider: the choice is left open, and it is Bob's)
        run_effects(ctx, (ir.Optional_((ir.Draw(ir.TriggerPlayer(), 1),), ir.TriggerPlayer()),))
    assert asked.value.player == "Bob"
    assert not any("no such player" in s.text for s in _steps(game))
