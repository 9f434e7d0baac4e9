"""(fifty-ninth session) The abilities in play carried into a new version of the state by
``Game.changed`` (while no static ability generates an effect and the board is the same: the
plain branch) are the abilities a computation from scratch finds in that state, and the outcomes
of the suite's scenarios are the same, byte for byte, with the carry turned off."""

from __future__ import annotations

import json
from pathlib import Path

from judge.engine import context
from judge.engine.game import Game
from judge.engine.state import Derived, Kept
from judge.errors import JudgeError
from judge.suite.runner import default_simulate, load_scenario
from tests.bundled import discovered_scenarios
from tests.sampling import spread
from judge.zones import Zone

ROOT = Path(__file__).resolve().parents[2]


def _played(f: Path) -> str:
    try:
        return json.dumps([o.to_json() for o in default_simulate(load_scenario(f))], sort_keys=True)
    except JudgeError as err:  # scenarios that are errors by design
        return "error " + err.message


def _afresh(game: Game):
    """abilities_in_play worked out from scratch: nothing computed, nothing kept (the game's own
    computed values put back after)."""
    derived, kept = game.derived, game.kept
    game.derived, game.kept = Derived(), Kept()
    try:
        return context.abilities_in_play(game)
    finally:
        game.derived, game.kept = derived, kept


def test_the_abilities_carried_into_a_new_version_are_those_found_afresh(monkeypatch):
    changed = Game.changed
    checked = {"carried": 0, "with statics": 0, "scenarios": set()}

    def checking(self, off_board=False):
        changed(self, off_board)
        values = self.derived.values
        if "abilities in play" in values:
            carried = values["abilities in play"]
            assert carried == _afresh(self), self.path
            checked["carried"] += 1
            checked["with statics"] += bool(carried[0])
            checked["scenarios"].add(self.path)

    monkeypatch.setattr(Game, "changed", checking)
    for f in spread(discovered_scenarios(), 260):
        _played(f)
    assert checked["carried"] > 1000 and checked["with statics"] > 50 and len(checked["scenarios"]) > 100, checked


def _changed_before(self, off_board: bool = False) -> None:
    """Game.changed as it was before the carry (c0d42e69): the new version's values hold the plain board alone
    (``off_board``, said by the changes that touch no permanent since, carries nothing here either)."""
    self.version += 1
    plain = self.derived.chars_plain
    effects = self.effects
    if plain is None or plain[2] != effects.changes or plain[1] != self.tally.card_changes \
            or plain[0] != tuple(self.in_play) \
            or (plain[3] and any(self.objects[s].attached_to != a for s, a in plain[3])):
        self.derived = Derived()
    else:
        derived = self.derived = Derived(self.derived.chars, plain)
        derived.values["plain board"] = plain
    if effects.lasting and not effects.lapsing:
        effects.end_lapsed()


def test_outcomes_are_the_same_without_the_carry(monkeypatch):
    files = spread(discovered_scenarios(), 160)
    carried = {f: _played(f) for f in files}
    monkeypatch.setattr(Game, "changed", _changed_before)
    for f in files:
        assert _played(f) == carried[f], f


def test_abilities_kept_for_another_board_are_not_carried():
    """The kept abilities were found for an earlier board (a permanent with a static ability has come
    into play since, and the version after its arrival asked only for characteristics): the next
    plain change carries nothing for that board, and what is found is the new permanent's too."""
    from judge.engine.build import build
    from tests.engine.support import obj, scenario

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "hand", "Meekstone")]))
    game.changed()
    before = context.abilities_in_play(game)
    assert not before[0]  # (bears: no static ability)
    stone = next(o for o in game.objects.values() if o.name == "Meekstone")
    game.zones[("Alice", Zone.HAND)].remove(stone.id)  # (put into play as events.move_many would, without its triggers)
    stone.zone, stone.controller = Zone.IN_PLAY, "Alice"
    game.in_play.append(stone.id)
    game.changed()  # (another board: nothing carried)
    for oid in game.in_play:
        game.chars(oid)  # (this version asks only for characteristics: they stay for this board)
    assert game.derived.chars_plain is not None and "abilities in play" not in game.derived.values
    game.changed()  # (the same board: the plain branch)
    found = context.abilities_in_play(game)
    assert found == _afresh(game) and [sid for sid, _i, _ab in found[0]] == [stone.id]
