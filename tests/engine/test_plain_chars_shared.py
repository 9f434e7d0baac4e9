"""Characteristics with no continuous effect to apply are made once a process for each card, text,
controller and counters, and shared by every object and game that has them (issue 43, the
fifty-sixth session: ~104K of a suite pass's ~129K such computations were an object's first in
its game); and a game binds the records that own their fields by name, with one weak proxy."""

from __future__ import annotations

import types
from dataclasses import replace
from pathlib import Path

from judge.dsl import ast as A
from judge.engine import characteristics
from judge.engine import game as game_module
from judge.engine.build import build
from judge.engine.characteristics import _PLAIN, counter_pt, printed
from judge.engine.game import Game
from judge.engine.state import Owned
from judge.errors import JudgeError
from judge.suite.runner import default_simulate, load_scenario
from tests.bundled import discovered_scenarios
from tests.engine.support import obj, scenario
from tests.sampling import spread
from judge.zones import Zone

ROOT = Path(__file__).resolve().parents[2]


def _board():
    return build(scenario(objects=[obj("Alice", "in play", "Forest") for _ in range(3)]
                          + [obj("Bob", "in play", "Forest"), obj("Alice", "in play", "Grizzly Bears"),
                             obj("Alice", "in play", "Grizzly Bears", counters=(A.Counter(kind="+1/+1", count=1),)),
                             obj("Alice", "hand", "Grizzly Bears")]))


def _named(game: Game, name: str) -> list:
    return [o for o in game.objects.values() if o.name == name]


def test_objects_with_the_same_card_controller_and_counters_share_their_characteristics_across_games():
    game = _board()
    forests = _named(game, "Forest")
    alices = [game.chars(o) for o in forests if o.controller == "Alice"]
    bobs = [game.chars(o) for o in forests if o.controller == "Bob"]
    assert len(alices) == 3 and all(c is alices[0] for c in alices)  # (one Chars for the three)
    assert bobs[0] is not alices[0] and bobs[0].controller == "Bob" and alices[0].controller == "Alice"
    plain, countered = [game.chars(o) for o in _named(game, "Grizzly Bears") if o.zone is Zone.IN_PLAY]
    assert (plain.power, plain.toughness) == (2, 2) and (countered.power, countered.toughness) == (3, 3)
    in_hand = game.chars(next(o for o in _named(game, "Grizzly Bears") if o.zone is Zone.HAND))
    assert in_hand is not plain  # (another controller: a card in hand has none of its own)
    # each equals its printed values with its counters, computed afresh
    for o in game.objects.values():
        fresh = printed(game, o)
        dp, dt = counter_pt(o.counters) if o.zone is Zone.IN_PLAY and o.counters else (0, 0)
        if fresh.power is not None:
            fresh.power, fresh.toughness = fresh.power + dp, fresh.toughness + dt
        assert game.chars(o) == fresh
    # another game of the same cards: the same Chars (the fast path is used)
    again = _board()
    assert game.chars(_named(game, "Forest")[0]) is again.chars(_named(again, "Forest")[0])


def test_another_text_of_the_same_card_is_not_served_the_shared_characteristics(monkeypatch):
    game = _board()
    shared = game.chars(_named(game, "Forest")[0])
    assert shared.abilities  # (its mana ability)
    real = Game.abilities_of
    # the same card read with another text (as a text-changing effect makes it: 415.1)
    monkeypatch.setattr(Game, "abilities_of", lambda self, o: replace(real(self, o), abilities=()))
    other = _board()
    edited = other.chars(_named(other, "Forest")[0])
    assert edited is not shared and edited.abilities == [] and shared.abilities


def _check_shared(monkeypatch) -> list:
    """Every time compute serves the shared characteristics, they are compared with those made
    afresh from the object's printed values and counters."""
    served = []
    real = characteristics.compute

    def compute(game, o):
        found = real(game, o)
        p = counter_pt(o.counters) if o.zone is Zone.IN_PLAY and o.counters else (0, 0)
        shared = _PLAIN.get((id(o.card), o.controller, p))
        if shared is not None and shared[2] is found:
            fresh = printed(game, o)
            if fresh.power is not None:
                fresh.power, fresh.toughness = fresh.power + p[0], (fresh.toughness or 0) + p[1]
            served.append((o.name, fresh == found))
        return found

    monkeypatch.setattr(game_module, "compute", compute)
    return served


def test_the_shared_characteristics_equal_those_made_afresh_on_every_object_of_many_scenarios(monkeypatch):
    """On a spread of 200 bundled scenarios: each time the shared characteristics are served they
    equal those made afresh, and after them every shared entry still equals its card's printed
    values with its counters (nothing changed a shared Chars)."""
    served = _check_shared(monkeypatch)
    files = spread(discovered_scenarios(), 200, 3)
    for f in files:
        try:
            default_simulate(load_scenario(f))
        except JudgeError:  # (scenarios that are errors by design)
            pass
    assert len(served) > 1_000
    assert [name for name, same in served if not same] == []
    for (_id, controller, p), (card, text, chars) in list(_PLAIN.items()):
        o = types.SimpleNamespace(card=card, controller=controller)
        fresh = printed(types.SimpleNamespace(abilities_of=lambda _o, text=text: text), o)
        if fresh.power is not None:
            fresh.power, fresh.toughness = fresh.power + p[0], (fresh.toughness or 0) + p[1]
        assert chars == fresh, card.name


def test_a_game_binds_every_record_owning_its_fields_and_a_copy_its_own():
    game = _board()
    owned = {name for name, v in vars(game).items() if isinstance(v, Owned)}
    assert owned == set(game_module._OWNED)  # (the list names every such record, and only those)
    assert all(getattr(game, name)._game == game for name in owned)
    from judge.engine.combat_state import Combat

    game.set_combat(Combat(defending="Bob"))
    copy = game.copy()
    assert all(getattr(copy, name)._game == copy and getattr(copy, name)._game != game for name in owned)
    assert copy.combat._game == copy and game.combat._game == game
    # (one proxy for the game's records)
    assert len({id(getattr(copy, name)._game) for name in owned} | {id(copy.combat._game)}) == 1
