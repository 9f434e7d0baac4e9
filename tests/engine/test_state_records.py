"""The records of the game state that own their fields (judge.engine.state.Owned, issue 43): a
copy's records change its own game, never the original, and a game and its records make no
reference cycle (the entry point runs with the garbage collector off: a cycle would keep every
branch of an exploration alive)."""

from __future__ import annotations

import gc
import weakref
from types import SimpleNamespace

from judge.dsl.ast import Step
from judge.engine.build import build
from judge.engine.objects import StackObject
from judge.engine.kinds import StackKind
from tests.engine.support import obj, scenario
from judge.zones import Zone


def _game():
    return build(scenario())


def test_a_copys_records_change_the_copy_alone():
    game = _game()
    copy = game.copy()
    before, copied = game.version, copy.version
    so = StackObject(id=copy.tally.new_id(), kind=StackKind.SPELL, controller="Alice", name="Shock")
    copy.stack.push(so)
    assert copy.stack.items == [so] and game.stack.items == []
    assert copy.version > copied and game.version == before  # (the copy's values dropped, not the original's)
    copy.turns.set_step(Step.UPKEEP)
    assert (copy.turns.step, game.turns.step) == (Step.UPKEEP, Step.PRECOMBAT_MAIN)


def test_a_copys_end_is_its_own():
    game = _game()
    game.turns.set_priority("Alice")
    copy = game.copy()
    copy.end.player_wins("Bob", "a test")
    assert (copy.end.over, copy.end.result, copy.end.winner, copy.turns.priority) == (True, "win", "Bob", None)
    assert copy.player("Bob").won and not game.player("Bob").won
    assert (game.end.over, game.end.result, game.end.winner, game.turns.priority) == (False, "continues", None, "Alice")
    game.end.end_in_draw()
    assert (game.end.over, game.end.result, game.end.winner) == (True, "draw", None) and copy.end.result == "win"


def test_a_copys_memories_of_turns_and_play_permissions_are_its_own():
    game = _game()
    copy = game.copy()
    before = game.version
    copy.this_turn.record_death("Alice")  # (bookkeeping: the copy's version, not the original's)
    copy.this_turn.count_land_played("Alice")
    copy.play_permissions.allow_play(7, "Bob", "until end of turn")
    assert (copy.this_turn.died, copy.this_turn.lands_played_by("Alice")) == (["Alice"], 1)
    assert (game.this_turn.died, game.this_turn.lands_played_by("Alice")) == ([], 0)
    assert (copy.play_permissions.granted, game.play_permissions.granted) == ({7: "Bob"}, {})
    assert game.version == before
    turn = copy.turns.turn
    copy.begin_turn("Bob")  # a new record of this turn, bound to the copy
    copy.this_turn.record_death("Bob")
    assert copy.this_turn.died == ["Bob"] and game.this_turn.died == [] and game.version == before
    assert copy.past.turn_players == {turn: "Alice", turn + 1: "Bob"} and game.past.turn_players == {}
    assert copy.play_permissions.end_play_permissions("until end of turn") == []  # (no card 7 exists)
    assert copy.play_permissions.granted == {} and game.version == before


def test_a_copys_effects_and_replacements_are_its_own():
    game = _game()
    copy = game.copy()
    before, copied = game.version, copy.version
    lock = {"obj": None, "name": "Test", "while_tapped": None}
    copy.effects.add_untap_lock(lock)
    assert copy.effects.untap_locks == [lock] and game.effects.untap_locks == []
    shield = SimpleNamespace(used_up=False)
    copy.replacements.add_replacement(shield)
    assert copy.replacements.items == [shield] and game.replacements.items == []
    with copy.replacements.applying_replacement(frozenset({7})):
        assert (copy.replacements.depth, copy.replacements.applied) == (1, frozenset({7}))
        assert (game.replacements.depth, game.replacements.applied) == (0, frozenset())
    assert (copy.replacements.depth, copy.replacements.applied) == (0, frozenset())
    copy.replacements.use_up(shield)
    assert shield.used_up and copy.replacements.items == []
    assert copy.version > copied and game.version == before  # (the copy's values dropped, not the original's)

def test_a_copys_permanents_are_its_own():
    game = build(scenario([obj("Alice", "in play", "Grizzly Bears", "bears")]))
    bears = game.labels["bears"]
    copy = game.copy()
    copy.permanents.phase_out(bears, "Alice")
    assert copy.permanents.phased_out == {bears: ("Alice", None)} and bears not in copy.in_play
    assert game.permanents.phased_out == {} and bears in game.in_play and game.objects[bears].zone is Zone.IN_PLAY
    assert copy.permanents.phase_in(bears) == "Alice" and copy.objects[bears].zone is Zone.IN_PLAY
    copy.permanents.set_combat_status(bears, attacking=True)
    assert copy.objects[bears].attacking and not game.objects[bears].attacking

def test_a_copys_mana_resolution_and_trace_memory_are_their_own():
    game = _game()
    copy = game.copy()
    before, copied = game.version, copy.version
    copy.mana.set_pool("Alice", {"R": 2, "G": 0})
    copy.mana.set_mana_limit("Alice", "R", "artifacts", 1)
    assert (copy.player("Alice").pool, copy.mana.limits) == ({"R": 2}, {("Alice", "R", "artifacts"): 1})
    assert (game.player("Alice").pool, game.mana.limits) == ({}, {})
    copy.mana.set_pool("Alice", {})  # (limited mana can't be more than the pool holds)
    assert copy.mana.limits == {} and copy.version > copied and game.version == before
    copy.resolution.set_resolving(True)
    copy.resolution.note_mid_sba([("lose", "Bob", "Bob's life is 0")])
    assert (copy.resolution.resolving, copy.resolution.mid_sba) == (True, {("lose", "Bob"): "Bob's life is 0"})
    assert copy.resolution.mid_seen == copy.version and game.resolution.mid_seen == -1
    assert not game.resolution.resolving and game.resolution.mid_sba == {}
    copy.resolution.set_resolving(False)
    copy.resolution.forget_mid_resolution()
    assert copy.resolution.mid_sba == {}
    copy.said.note_state_trigger_refused("key", True)
    copy.said.note_fixed_set(("described",), (1, 2))
    assert (copy.said.state_triggers_refused, copy.said.fixed_set_said) == (frozenset({"key"}), frozenset({(1, 2)}))
    assert copy.said.fixed_set_descriptions == (("described",),) and game.said.fixed_set_descriptions == ()
    assert game.said.state_triggers_refused == frozenset() and game.version == before


def test_a_game_and_its_records_make_no_reference_cycle():
    was = gc.isenabled()
    gc.disable()
    try:
        game = _game()
        game.begin_turn("Bob")  # (the record of this turn made anew, bound weakly too)
        copy = game.copy()
        saved = game.save()
        gone = weakref.ref(copy)
        del copy
        assert gone() is None  # freed at once, with no collector
        kept = weakref.ref(game)
        del game
        assert kept() is None and saved  # a saved state doesn't hold its game
    finally:
        if was:
            gc.enable()


def test_nothing_is_in_flight_between_two_actions_and_a_copy_begins_with_nothing():
    """What an action under way holds (judge.engine.state.InFlight: the damage a redirection moved,
    419.1; the characteristics being worked out and the effects being ordered, 418.5) is restored
    by its verbs as their calls end, so at each action's start — where the game is saved to undo
    an illegal play (422.1) and copied for the explorer — it is empty: it is not state, and a copy
    begins with a record of its own."""
    from pathlib import Path

    from judge.dsl import parse
    from judge.engine.driver import run

    root = Path(__file__).resolve().parents[2] / "scenarios"
    paths = [root / "engine" / "419-1-jade-monolith-redirects-to-its-controller.mtg",
             root / "audit" / "4440" / "35-lancers-en-kor-redirects-bolt-damage-to-the-bears.mtg",
             root / "rules" / "418-5c-dependency-celestial-dawn-crusade.mtg",
             root / "cards" / "418-5c-phantasmal-fiend-switches-its-own-power-and-toughness.mtg"]
    seen = []

    def keep(i, game):
        flight = game.in_flight
        seen.append((flight.damage_moved, flight.computing, flight.ordering))
        copy = game.copy()
        assert copy.in_flight is not flight and copy.in_flight.ctx is None
        assert "in_flight" not in game.save()

    for path in paths:
        run(parse(path.read_text(encoding="utf-8"), str(path)), keep=keep)
    assert len(seen) >= len(paths) and all(s == ([], {}, False) for s in seen)


def test_a_turn_rule_is_a_typed_frozen_record_made_by_the_verb_that_adds_it():
    # "can't block this turn" (418.1): a TurnRule added by TurnStructure.add_turn_rule,
    # read by attribute; a field it doesn't have is refused, and the record can't be changed
    import dataclasses

    import pytest

    from judge.cards import ir
    from judge.engine.state import TurnRule

    game = _game()
    version = game.version
    made = game.turns.add_turn_rule(TurnRule(obj=5, rule=ir.CantBlock(), source=1, turn=game.turns.turn,
                                    text="Grizzly Bears can't block this turn"))
    assert isinstance(made, TurnRule) and game.turns.turn_rules == [made] and game.version > version
    assert (made.obj, made.source, made.turn, made.text, made.combat, made.spared, made.pending_turn_of,
            made.and_next_turn, made.until_upkeep_of) == (5, 1, game.turns.turn, "Grizzly Bears can't block this turn",
                                                           False, (), None, False, None)
    assert isinstance(made.rule, ir.CantBlock)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.turn = None  # type: ignore[misc]
    with pytest.raises(TypeError):
        game.turns.add_turn_rule(TurnRule(obj=5, rule=ir.CantBlock(), source=1, turn=2, text="x", lasts="ever"))
    assert {f.name for f in dataclasses.fields(TurnRule)} >= {"obj", "player", "rule", "source", "turn", "text",
                                                              "controller", "combat", "spared", "pending_turn_of",
                                                              "after_turn", "and_next_turn", "until_upkeep_of"}


def test_a_copys_turn_rules_are_its_own_and_the_records_are_shared():
    from judge.cards import ir
    from judge.engine.state import TurnRule

    game = _game()
    made = game.turns.add_turn_rule(TurnRule(obj=5, rule=ir.CantBlock(), source=1, turn=game.turns.turn, text="x"))
    copy = game.copy()
    assert copy.turns.turn_rules == [made] and copy.turns.turn_rules is not game.turns.turn_rules
    assert copy.turns.turn_rules[0] is made  # (frozen: shared, as judge.engine.game.copy_state shares them)
    copy.turns.end_turn_rules()  # the copy's cleanup step (314.1b)
    assert copy.turns.turn_rules == [] and game.turns.turn_rules == [made]


def test_turn_rules_end_and_begin_with_their_durations():
    # "this combat" ends with the combat phase; "this turn" in the cleanup step; "until your next
    # upkeep" with that upkeep; "during its controller's next turn" and "this turn and next turn"
    # begin (or go on) as the next turn begins, each a new record of that turn (418.3a)
    from judge.cards import ir
    from judge.engine.state import TurnRule

    game = _game()
    t = game.turns.turn
    combat = game.turns.add_turn_rule(TurnRule(obj=1, rule=ir.CantBlock(), source=9, turn=t, combat=True, text="combat"))
    turn = game.turns.add_turn_rule(TurnRule(obj=2, rule=ir.CantBlock(), source=9, turn=t, text="turn"))
    upkeep = game.turns.add_turn_rule(TurnRule(obj=3, rule=ir.CantPhaseOut(), source=9, turn=None, until_upkeep_of="Alice",
                                      text="upkeep"))
    pending = game.turns.add_turn_rule(TurnRule(obj=4, rule=ir.CantAttack(), source=9, turn=-1, pending_turn_of="Bob",
                                       after_turn=t, text="Bob's next turn"))
    two = game.turns.add_turn_rule(TurnRule(obj=None, rule=ir.CantAttack(), source=9, turn=t, and_next_turn=True, text="two turns"))
    assert game.turns.end_combat_turn_rules() == [combat]
    assert game.turns.end_turn_rules() == [turn]
    assert game.turns.turn_rules == [upkeep, pending, two]
    game.turns.begin("Bob")
    begun = game.turns.begin_next_turn_rules()
    assert [(r.text, r.turn, r.pending_turn_of, r.after_turn, r.and_next_turn) for r in begun] == [
        ("Bob's next turn", t + 1, None, None, False), ("two turns", t + 1, None, None, False)]
    assert game.turns.turn_rules == [upkeep, *begun] and pending.turn == -1  # (the old record unchanged)
    assert game.turns.end_upkeep_turn_rules("Alice") == [upkeep]
    assert game.turns.end_turn_rules() == begun and game.turns.turn_rules == []
