"""(fifty-eighth session) ``snapshot`` works out the players, the objects' words and controllers, the
stack and the effects in its own lines: for every outcome and checkpoint of a sample of the suite,
the same FinalState as the computation it replaces (the snapshot as written before, below, with
its calls of ``game.controller_of`` and its helpers)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards import ir
from judge.cards.english import STEP_WORDS
from judge.engine import driver
from judge.engine.context import static_abilities
from judge.engine import snapshot as S
from judge.engine.game import Game
from judge.engine.outcome import FinalState, ObjectView, PlayerView, StackView
from judge.zones import Zone
from tests.bundled import bundled_scenarios

ROOT = Path(__file__).resolve().parents[2]
#: Every 25th scenario of the suite, and every scenario with a stack or an effect left at its end.
SAMPLE = list(bundled_scenarios()[::25])


def _ability_words(ch) -> tuple[str, ...]:
    out = []
    for a in ch.abilities:
        if isinstance(a, ir.Keyword):
            out.append(str(a))
        elif getattr(a, "text", ""):
            out.append(a.text)
    return tuple(out)


def plain_snapshot(game: Game) -> FinalState:
    players = tuple(PlayerView(p.name, p.life, p.pool_text() if any(p.pool.values()) else "", p.lost, p.loss_reason,
                               game.this_turn.lands_played_by(p.name),
                               p.poison) for p in game.players)
    objects = []
    order: list[int] = list(game.in_play) + list(game.permanents.phased_out)
    for p in game.players:
        for z in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD, Zone.REMOVED):
            order += game.zones[(p.name, z)]
    chars, every = game.chars, game.objects
    # (the later keywords static abilities' rules give, found before the objects' words, as snapshot finds them)
    given = S._given(game) if static_abilities(game) else {}
    for oid in order:
        o = every[oid]
        ch = game.derived.chars.get(oid) or chars(o)  # (computed already in this state: no call)
        # (ObjectView's fields in order: id, name, zone, owner, controller, label, token, types,
        # subtypes, supertypes, colors, power, toughness, tapped, damage, counters, abilities,
        # attached_to, timestamp, attacking, blocking, blocked, shields, given; the status of a card
        # outside play is none)
        if o.zone is Zone.IN_PLAY:
            objects.append(ObjectView(
                o.id, ch.name, o.zone.value, o.owner, game.controller_of(oid), o.label, o.token, ch.types, ch.subtypes,
                ch.supertypes, ch.colors, ch.power, ch.toughness, o.tapped, o.damage,
                tuple(sorted(o.counters.items())) if o.counters else (), _ability_words(ch) if ch.abilities else (),
                o.attached_to, o.timestamp, o.attacking,
                o.blocking, o.blocked, o.regen_shields, given.get(oid, ())))
        else:
            objects.append(ObjectView(
                o.id, ch.name, o.zone.value, o.owner, None, o.label, o.token, ch.types, ch.subtypes, ch.supertypes,
                ch.colors, ch.power, ch.toughness, False, 0, (), _ability_words(ch) if ch.abilities else (), None, 0, False, False, False, 0))
    stack = tuple(StackView(s.id, s.kind, s.name, s.controller, s.label,
                            tuple(t.describe(game) for t in s.targets)) for s in game.stack.items)
    return FinalState(players=players, objects=tuple(objects), stack=stack, active=game.turns.active, step=STEP_WORDS[game.turns.step],
                      turn=game.turns.turn, result=game.end.result, winner=game.end.winner,
                      priority=None if game.end.over else game.turns.priority, effects=S._effects(game))




def _snapshots_compared(game: Game, computed: dict, made: list, labelled: list) -> FinalState:
    """The plain snapshot and ``snapshot`` of two fresh copies of ``game`` compared (the same FinalState, the same
    characteristics computed, of the same objects, in the same order: ``computed``, by the game's id, where Game.chars
    computes them), and Game.describe's words of each of its objects; the plain snapshot."""
    one, other = game.copy(), game.copy()
    # (nothing computed in either yet: a copy keeps the characteristics computed in the state it copies,
    # Game.copy — dropped here, so that each snapshot computes them)
    one.derived.chars.clear(), other.derived.chars.clear()
    computed.pop(id(one), None), computed.pop(id(other), None)  # (an id a game gone had before)
    plain, fast = plain_snapshot(one), S.snapshot(other)
    # (the same characteristics computed, of the same objects, in the same order)
    assert computed.get(id(other), []) == computed.get(id(one), [])
    assert computed.get(id(other)) or not game.objects
    assert fast == plain and repr(fast) == repr(plain)
    made.append(fast)
    for oid, o in game.objects.items():  # (Game.describe says GameObject.display's words itself)
        assert game.describe(oid) == o.display()
        labelled.append(bool(o.label))
    return plain


@pytest.fixture(scope="module")
def sample_run() -> dict:
    """The sample run once for the three tests below (each ran its ~680 scenarios: three runs, then two from the
    eighty-sixth session, now one): at every outcome and checkpoint, ``snapshot`` against the plain one on two fresh
    copies of the game, then the game's lookups (each as dict.get answered), then the game's own snapshot against
    the plain one; and the controllers driver.start notes (each checked against game.controller_of as it is noted).
    No check changes what another sees: the controllers are noted as a game starts, before any outcome or checkpoint
    of it; the snapshots compared are of copies, each cleared of what was computed; the lookups only read (what they
    compute is what the game's own snapshot would, Game.chars; that snapshot is compared after them, as it was with
    them before). What a check finds wrong is kept for its own test (the run goes on), and each test holds the run's
    results."""
    import sys

    from judge.engine import game as game_module
    from judge.engine.objects import LastKnownObject
    from judge.engine.state import Permanents
    from judge.suite.runner import run_file

    real = Permanents.note_controller
    found: dict = {"noted": [], "noted_wrong": [], "looked_up_wrong": [], "snapshot_wrong": [], "made": [],
                   "labelled": [], "seen": {"gone": 0, "kinds": set(), "counters": 0}}
    noted, seen = found["noted"], found["seen"]
    # the characteristics computed (not found kept) in each game, counted where Game.chars computes them
    computed: dict[int, list[int]] = {}
    compute = game_module.compute

    def counted(game: Game, obj):
        computed.setdefault(id(game), []).append(obj.id)
        return compute(game, obj)

    def checked(self, oid, controller):
        if sys._getframe(1).f_code is driver.start.__code__:
            if controller != self._game.controller_of(oid):
                found["noted_wrong"].append((oid, controller, self._game.controller_of(oid)))
            noted.append(controller)
        return real(self, oid, controller)

    def check(game: Game) -> FinalState:
        plain = None
        try:
            plain = _snapshots_compared(game, computed, found["made"], found["labelled"])
        except AssertionError as err:
            found["snapshot_wrong"].append(repr(err))
        try:
            _check_lookups(game, seen, LastKnownObject)
        except AssertionError as err:
            found["looked_up_wrong"].append(repr(err))
        final = S.snapshot(game)
        if plain is not None and repr(final) != repr(plain):
            found["snapshot_wrong"].append(("the game's own snapshot", repr(final), repr(plain)))
        return final

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(game_module, "compute", counted)
        mp.setattr(Permanents, "note_controller", checked)
        mp.setattr(driver, "snapshot", check)
        found["results"] = [run_file(path) for path in SAMPLE]
    return found


def test_the_snapshot_is_the_plain_one_for_every_outcome_of_a_sample(sample_run):
    found = sample_run
    assert [(r.path, r.message) for r in found["results"] if r.status != "pass"] == []
    assert found["snapshot_wrong"] == []
    made, labelled = found["made"], found["labelled"]
    assert len(made) > len(SAMPLE) and labelled.count(True) > 50 and labelled.count(False) > 50
    assert sum(bool(f.stack) for f in made) > 20 and sum(bool(f.effects) for f in made) > 5
    assert sum(any(o.abilities for o in f.objects) for f in made) > 50
    assert sum(any(o.controller != o.owner for o in f.objects if o.zone == "in play") for f in made) > 3


def test_the_controllers_noted_as_the_game_starts_are_controller_of_s(sample_run):
    """driver.start notes each permanent's controller with game.controller_of's lines, not its call."""
    found = sample_run
    assert [(r.path, r.message) for r in found["results"] if r.status != "pass"] == []
    assert found["noted_wrong"] == []
    noted = found["noted"]
    assert len(noted) > 500 and len(set(noted)) >= 2


def _plain_exists(game, oid):
    o = game.objects.get(oid) if oid is not None else None
    return o is not None and o.became is None and o.zone is not None


def _plain_controller_of(game, oid):
    o = game.objects.get(oid)
    if o is None:
        return None
    if o.zone is Zone.IN_PLAY:
        ch = game.derived.chars.get(oid)
        return (ch if ch is not None else game.chars(o)).controller or o.controller
    return o.controller if o.zone is Zone.STACK else o.owner


def _plain_state_key(o):
    from judge.engine.objects import _state_values

    return tuple([tuple(sorted(v.items())) if isinstance(v, dict) else v for v in _state_values(o)])


def _check_lookups(game: Game, seen: dict, LastKnownObject) -> None:
    ids = list(game.objects) + list(game.lki) + [10**6, -1, None]
    for oid in ids:
        assert game.exists(oid) is _plain_exists(game, oid)
        if oid is None:
            assert game.describe(None) == "nothing"
            continue
        assert game.controller_of(oid) == _plain_controller_of(game, oid)
        if oid in game.objects:
            o = game.objects[oid]
            assert game.chars(oid) is game.chars(o) is game.derived.chars[oid]
            assert game.describe(oid) == o.display()
            assert game.abilities_of(o) is game.abilities_of(o)
            assert o.state_key() == _plain_state_key(o) and repr(o.state_key()) == repr(_plain_state_key(o))
            seen["counters"] += bool(o.counters)
            try:
                plain = (o, game.chars(o)) if o.zone is not None and o.became is None else game.lki[oid]
            except KeyError:
                plain = KeyError
            try:
                assert game.last_known(oid) == plain
            except KeyError:
                assert plain is KeyError
            edits = game.text_edits_of(oid)
            assert type(edits) is tuple and game.text_edits_of(oid) == edits
            seen["kinds"].add(o.zone)
            seen["gone"] += not game.exists(oid)
        elif oid in game.lki:
            assert game.chars(oid) is game.lki[oid][1]
            assert type(game.lki[oid][0]) is LastKnownObject
        else:
            assert game.describe(oid) == f"object {oid}"


def test_the_game_s_lookups_answer_as_dict_get_did(sample_run):
    """Game.chars, exists, controller_of, describe and abilities_of look in their dicts without
    dict.get's call: the same answers for every object of the sample's games as they end, for
    objects gone (last known information), for ids no object has, and for None (checked in the
    sample's run the fixture above makes)."""
    found = sample_run
    assert [(r.path, r.message) for r in found["results"] if r.status != "pass"] == []
    assert found["looked_up_wrong"] == []
    seen = found["seen"]
    assert seen["counters"] > 20 and seen["gone"] > 50 and {Zone.IN_PLAY, Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD} <= seen["kinds"]
