"""Issue 43: what caused an event, as types. ``Event.cause`` was one string carrying five
vocabularies; each is now its own field, typed where the vocabulary is closed:

- ``move_cause`` (:class:`judge.engine.kinds.MoveCause`): what moved a card (a draw, a discard, a
  sacrifice, a destruction, a state-based effect, a token's creation);
- ``targeted_by`` (:class:`judge.engine.kinds.StackKind`): what kind of stack object targets it;
- ``phased_in`` (bool): the phasing's direction;
- ``counter`` (text: the cards' own words, an open vocabulary): a counter event's kind;
- ``step`` (the turn's step words): a step event's step;
- ``combat_event`` (:class:`judge.cards.ir.TriggerEvent`): what a combat event declared;
- ``why`` (text): the words of a destruction regeneration may replace (419.6b).

Every builder sets a member (the bundled scenarios below make each), each member is read, nothing
compares those fields with words, and no Enum is called by value in the engine."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest

from judge.cards import ir
from judge.dsl import parse
from judge.dsl.ast import Step
from judge.engine import simulate
from judge.engine.events import Event
from judge.engine.kinds import EventKind, MoveCause, StackKind
from tests import source_trees
from judge.zones import Zone

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "judge" / "engine"

#: Bundled scenarios that, between them, make every kind of cause.
SCENARIOS = [
    "scenarios/cards/410-8-urzas-miter-oracle-destroyed-not-sacrificed.mtg",  # destroy, a destruction's why
    "scenarios/cards/410-8-urzas-miter-oracle-sacrificed-doesnt-trigger.mtg",  # sacrifice
    "scenarios/cards/410-2-megrim-and-underworld-dreams-punish-discards-and-draws.mtg",  # draw, discard
    "scenarios/audit/6965/37-lichenthrope-five-counters-dies-toughness-zero.mtg",  # sba, counters
    "scenarios/cards/216-1-goblin-scouts-tokens-with-two-creature-types.mtg",  # token
    "scenarios/audit/7470/04-mossdog-own-giant-growth-no-counter-bobs-does.mtg",  # targeted by a spell
    "scenarios/audit/4541/01-forsaken-wastes-own-upkeep-and-targeted-by-a-spell.mtg",
    "scenarios/audit/3834/20-mossdog-grows-when-bobs-sorcerer-targets-it-not-for-alices-own-spell.mtg",  # an ability
    "scenarios/cards/302-1-sandbar-crocodile-phasing-out-and-back-to-attack.mtg",  # phased out and in
    "scenarios/audit/session41/divine-intervention-last-counter-removed-draw.mtg",  # last counter removed
    "scenarios/audit/5349/33-battle-cry-every-blocker-this-turn-gets-plus-0-1.mtg",  # blocks (delayed)
    "scenarios/cards/406-2a-barreling-attack-unblocked-creature-gets-nothing.mtg",  # becomes blocked
    "scenarios/cards/406-2a-barreling-attack-blocked-creature-grows-per-blocker.mtg",
    "scenarios/cards/406-2a-delifs-cube-unblocked-creature-deals-no-damage-cube-counter.mtg",  # attacks, unblocked
    "scenarios/cards/302-1-jovens-ferrets-taps-its-blockers.mtg",  # a combat trigger of a card's own
]


@pytest.fixture(scope="module")
def seen() -> list[Event]:
    """Every event the scenarios make (each one built: recorded, passed through replacement, or given
    to a trigger at once — a step's beginning, a combat declaration)."""
    got: list[Event] = []
    mp = pytest.MonkeyPatch()
    init = Event.__init__

    def spy(self, *args, **kw):
        init(self, *args, **kw)
        got.append(self)

    mp.setattr(Event, "__init__", spy)
    try:
        for rel in SCENARIOS:
            path = ROOT / rel
            assert path.exists(), rel
            simulate(parse(path.read_text(), str(path)))
    finally:
        mp.undo()
    return got


def test_event_has_no_cause_field_and_each_new_field_is_typed():
    names = {f.name: f for f in dataclasses.fields(Event)}
    assert "cause" not in names
    assert names["move_cause"].type == "Optional[MoveCause]"
    assert names["targeted_by"].type == "Optional[StackKind]"
    assert names["phased_in"].type == "bool"
    assert names["combat_event"].type == "Optional[ir.TriggerEvent]"
    assert names["counter"].type == names["why"].type == "str"
    assert names["step"].type == "Optional[Step]"


def test_every_move_cause_is_made_by_a_zone_change(seen):
    made = {ev.move_cause for ev in seen if ev.kind is EventKind.ZONE}
    assert set(MoveCause) <= made, sorted(m.name for m in set(MoveCause) - made)
    assert all(isinstance(m, MoveCause) for m in made if m is not None)
    # only a zone change has one
    assert all(ev.move_cause is None for ev in seen if ev.kind is not EventKind.ZONE)


def test_a_draw_is_a_zone_change_from_library_to_hand(seen):
    draws = [ev for ev in seen if ev.move_cause is MoveCause.DRAW]
    assert draws and all(ev.from_zone is Zone.LIBRARY and ev.to_zone is Zone.HAND for ev in draws)
    assert all(ev.to_zone is Zone.IN_PLAY and ev.obj is None for ev in seen if ev.move_cause is MoveCause.TOKEN)
    assert all(ev.to_zone is Zone.GRAVEYARD for ev in seen
               if ev.move_cause in (MoveCause.SBA, MoveCause.SACRIFICE, MoveCause.DISCARD))


def test_targeted_by_is_the_targeting_objects_stack_kind(seen):
    by = {ev.targeted_by for ev in seen if ev.kind is EventKind.TARGETED}
    assert {StackKind.SPELL, StackKind.ABILITY} <= by and all(isinstance(k, StackKind) for k in by)
    assert all(ev.targeted_by is None for ev in seen if ev.kind is not EventKind.TARGETED)


def test_phasing_both_ways(seen):
    assert {ev.phased_in for ev in seen if ev.kind is EventKind.PHASE} == {True, False}
    assert not any(ev.phased_in for ev in seen if ev.kind is not EventKind.PHASE)


def test_counters_name_their_kind_and_steps_their_step(seen):
    kinds = {ev.kind: ev for ev in seen}
    assert EventKind.COUNTERS in kinds and EventKind.LAST_COUNTER_REMOVED in kinds
    assert all(ev.counter for ev in seen if ev.kind in (EventKind.COUNTERS, EventKind.LAST_COUNTER_REMOVED))
    assert "intervention" in {ev.counter for ev in seen if ev.kind is EventKind.LAST_COUNTER_REMOVED}
    steps = {ev.step for ev in seen if ev.kind is EventKind.STEP}
    assert Step.UPKEEP in steps and None not in steps and all(isinstance(step, Step) for step in steps)
    assert all(not ev.counter for ev in seen if ev.kind not in (EventKind.COUNTERS, EventKind.LAST_COUNTER_REMOVED))
    assert all(not ev.step for ev in seen if ev.kind is not EventKind.STEP)


def test_combat_events_are_trigger_events(seen):
    made = {ev.combat_event for ev in seen if ev.kind is EventKind.COMBAT}
    assert {ir.TriggerEvent.BLOCKS, ir.TriggerEvent.BECOMES_BLOCKED, ir.TriggerEvent.ATTACKS_AND_ISNT_BLOCKED} <= made
    assert all(isinstance(k, ir.TriggerEvent) for k in made)
    assert all(ev.combat_event is None for ev in seen if ev.kind is not EventKind.COMBAT)


def test_a_destruction_says_why(seen):
    whys = [ev.why for ev in seen if ev.kind is EventKind.DESTROY]
    assert whys and all(whys)


def _engine_sources() -> dict[Path, str]:
    return {p: p.read_text() for p in ENGINE.rglob("*.py")}


def test_no_cause_is_given_or_compared_as_words():
    fields = ("move_cause", "targeted_by", "phased_in", "combat_event")
    for path, src in _engine_sources().items():
        tree = source_trees.tree(path)  # (the module of src, parsed once a process: tests/source_trees.py)
        for n in source_trees.walk(tree):
            if isinstance(n, ast.keyword) and n.arg in ("cause", *fields):
                assert not (isinstance(n.value, ast.Constant) and isinstance(n.value.value, str)), (path, n.lineno)
            if isinstance(n, ast.Compare):
                parts = [n.left, *n.comparators]
                if any(isinstance(x, ast.Attribute) and x.attr in fields for x in parts):
                    assert not any(isinstance(x, ast.Constant) and isinstance(x.value, str) for x in parts), \
                        (path, n.lineno)
            if isinstance(n, ast.Attribute) and n.attr == "cause" and not (isinstance(n.value, ast.Name)
                                                                           and n.value.id == "m"):
                pytest.fail(f"{path}:{n.lineno}: an event's cause is read by its old name")  # (m: each_player.Move)
        assert not re.search(r"\bMoveCause\((?!Enum|IdentityEnum)", src), path  # no Enum call by value


def test_each_member_is_read_in_the_engine():
    """Each member is built somewhere and read somewhere: draw, discard and sacrifice by name where a
    trigger or condition asks (Underworld Dreams, Megrim, Urza's Miter); destroy, sba and token by
    the key that tells two pending triggers' events apart (triggers._event_key compares move_cause)."""
    lines = [ln for src in _engine_sources().values() for ln in src.splitlines()]
    for m in MoveCause:
        named = [ln for ln in lines if f"MoveCause.{m.name}" in ln]
        assert any("cause=" in ln for ln in named), m  # built
    for m in (MoveCause.DRAW, MoveCause.DISCARD, MoveCause.SACRIFICE):
        assert any(f"MoveCause.{m.name}" in ln and "cause=" not in ln for ln in lines), m  # read
    from judge.engine import triggers
    key = ast.unparse(next(n for n in ast.parse(Path(triggers.__file__).read_text()).body
                           if isinstance(n, ast.FunctionDef) and n.name == "_event_key"))
    for name in ("move_cause", "targeted_by", "phased_in", "counter", "step", "combat_event", "why"):
        assert f"ev.{name}" in key, name
    src = "\n".join(lines)
    assert "targeted_by is StackKind.SPELL" in src and "targeted_by is not StackKind.SPELL" in src
    assert "ev.phased_in" in src and "ev.counter != trig.counter" in src
