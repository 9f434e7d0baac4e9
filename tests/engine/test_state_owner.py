"""What the game computes from its state is dropped exactly when it may have changed.

The game bumps its version for every change; a change of its bookkeeping alone (whether a
spell is resolving, the mana pools, the triggered abilities waiting for the stack, what was
played this turn: :meth:`Game.noted`) keeps the characteristics (418), state-based effects
(420) and static rules computed so far. That is a claim about every rule module that reads
the state, so it is checked on everything the suite plays: each scenario's outcomes are the
same, byte for byte, when every such change drops everything as :meth:`Game.changed` does.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

from judge.engine.game import Game
from judge.errors import JudgeError
from judge.suite.runner import default_simulate, load_scenario
from tests.bundled import discovered_scenarios
from tests.sampling import spread

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


@functools.lru_cache(maxsize=None)
def _kept_outcome(f: Path) -> str:
    """A scenario's outcomes as the engine gives them (worked out once a process: each case below
    compares its own against them)."""
    return _outcomes([f])[0]


def _third(k: int) -> list[Path]:
    """A fixed sample of 180 bundled scenarios, spread through the corpus and turning with the
    Python (tests/sampling.py ``spread``: CI's three runs play 540 between them in each case). A
    ninth of the corpus grew with it: ~24 s of CPU of each run at 4,885 scenarios, the
    heaviest check after the fuzz test and the generated files (measured per item, thirty-first
    session); ``JUDGE_TEST_EVERY_SCENARIO=1`` plays every scenario."""
    files = _bundled()
    assert len(files) > 400
    return spread(files, 180, k)


@functools.cache
def _bundled() -> tuple[Path, ...]:
    """The bundled scenarios, found once for this file's four samples (~0.25 s a search)."""
    return tuple(discovered_scenarios())


def _drop_all_characteristics(game: Game, off_board: bool = False) -> None:
    game.derived.chars_plain = None  # as though some characteristic had been computed with an effect
    _CHANGED(game, off_board)


_CHANGED = Game.changed


@pytest.mark.parametrize("what, patch", [
    # a change of bookkeeping alone (Game.noted) drops everything, as a change of state does
    ("bookkeeping", lambda mp: mp.setattr(Game, "noted", Game.changed)),
    # while no static ability has an effect, characteristics stay from one change to the next (Game.changed)
    ("plain characteristics", lambda mp: mp.setattr(Game, "changed", _drop_all_characteristics)),
    # the static abilities' effects and (while none has an effect) the abilities in play are
    # kept for the same board (Game.plain_board)
    ("board", lambda mp: mp.setattr(Game, "plain_board", lambda self: None)),
])
def test_values_kept_from_one_state_to_the_next_change_no_outcome(monkeypatch, what, patch):
    files = _third({"bookkeeping": 0, "plain characteristics": 1, "board": 2}[what])
    kept = [_kept_outcome(f) for f in files]
    patch(monkeypatch)
    dropped = _outcomes(files)
    different = [a.split(":")[0] for a, b in zip(kept, dropped) if a != b]
    assert different == []


def test_while_no_static_ability_has_an_effect_the_characteristics_kept_are_those_computed_afresh(monkeypatch):
    """Each time a characteristic kept from an earlier state is asked for while no static
    ability generates an effect, it equals the one computed from nothing (only the object's
    printed values, its counters and the effects of resolved spells and abilities count then,
    each with its objects and values fixed as it resolved: 418.3b, 418.3c)."""
    from judge.engine import characteristics

    asked = []

    def chars(self, obj):
        found = _CHARS(self, obj)
        if self.derived.chars_plain is not None and not self.in_flight.computing and not isinstance(obj, int):
            kept, plain = self.derived.chars, self.kept.plain_chars
            self.derived.chars, self.kept.plain_chars = {}, {}
            try:
                fresh = characteristics.compute(self, obj)
            finally:
                self.derived.chars, self.kept.plain_chars, self.derived.chars_plain = kept, plain, self.derived.chars_plain
            asked.append((obj.name, found == fresh))
        return found

    monkeypatch.setattr(Game, "chars", chars)
    _outcomes(_third(0))
    # (asks of Game.chars with an object in that sample: 4,231 under 3.11, 3,600 under 3.12, 5,109
    # under 3.13 — each Python's sample is its own; the hottest loops read this state's
    # characteristics from Game.derived.chars without the call, the same Chars, since session 57)
    assert len(asked) > 3_000
    assert [name for name, same in asked if not same] == []


_CHARS = Game.chars


def test_a_bookkeeping_change_keeps_the_characteristics_and_a_change_of_state_drops_them_when_it_may_change_them():
    from judge.dsl.checks import check_text
    from judge.cards.library import card_names
    from judge.engine import events
    from judge.engine.build import build

    scenario = check_text("player Alice\nplayer Bob\nturn Alice, precombat main\n"
                          "Alice in play: Grizzly Bears\nexpect Grizzly Bears in play\n", "t.mtg", card_names())
    game = build(scenario)
    bears = game.in_play[0]
    game.chars(bears)
    version = game.version
    game.mana.set_pool("Alice", {"G": 1})
    assert game.version > version and bears in game.derived.chars
    # with no continuous effect, a change that isn't of the Bears' own values keeps them
    events.tap(game, bears, "test")
    assert game.version > version + 1 and bears in game.derived.chars
    # a change of its counters is one
    from judge.engine.events import add_counters

    add_counters(game, bears, "+1/+1", 1, "test")
    assert game.chars(bears).power == 3
    # an effect of a resolved spell or ability (fixed objects, fixed values: 418.3b, 418.3c)
    # begins: everything is computed again, and then kept as before
    from judge.engine.characteristics import ContinuousEffect

    game.effects.add_effect(ContinuousEffect(game.tally.next_timestamp(), None, "gets +1/+1", _pump, lambda g, o, ch: o.id == bears,
                                     reads="nothing", changes="P/T"))
    assert bears not in game.derived.chars and game.chars(bears).power == 4
    events.untap(game, bears, "test")
    assert bears in game.derived.chars
    # with a static ability's effect that reads more than the board (Castle's "Untapped creatures
    # you control get +0/+2", 418.4a), everything is computed again at each change
    scenario = check_text("player Alice\nplayer Bob\nturn Alice, precombat main\n"
                          "Alice in play: Grizzly Bears, Castle\nexpect Grizzly Bears in play\n", "t.mtg", card_names())
    game = build(scenario)
    bears = game.in_play[0]
    assert game.chars(bears).toughness == 4
    game.permanents.set_sick(bears, True)  # (a change of state that computes nothing after it, as tapping's triggers would)
    assert bears not in game.derived.chars
    # one whose description reads only characteristics, by values of its text (Crusade's "White
    # creatures get +1/+1": ContinuousEffect.board_only): what it applies to changes only with the
    # board, so the characteristics stay while the board is the same, as they do with none
    scenario = check_text("player Alice\nplayer Bob\nturn Alice, precombat main\n"
                          "Alice in play: Serra Angel, Grizzly Bears, Crusade\nexpect Serra Angel in play\n",
                          "t.mtg", card_names())
    game = build(scenario)
    angel, bears = game.in_play[:2]
    assert (game.chars(angel).power, game.chars(bears).power) == (5, 2)
    events.tap(game, angel, "test")
    game.permanents.set_sick(bears, True)
    assert angel in game.derived.chars and bears in game.derived.chars and game.chars(angel).power == 5
    # a change of the board drops them: a resolved effect makes the Bears white
    game.effects.add_effect(ContinuousEffect(game.tally.next_timestamp(), None, "becomes white", _whiten,
                                             lambda g, o, ch: o.id == bears, reads="nothing", changes=frozenset({"colors"})))
    assert bears not in game.derived.chars and game.chars(bears).power == 3 and game.chars(angel).power == 5


def _whiten(game, obj, ch) -> None:
    ch.colors = ("white",)


def _pump(game, obj, ch) -> None:
    ch.power += 1
    ch.toughness += 1


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
