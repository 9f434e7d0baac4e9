"""Trigger detection passes over the abilities an event can't concern (judge.engine.triggers
``watching``, judge.engine.not_triggered ``why_not_checks``): an ability whose trigger event is not among those of the
event's kind — or of the zone change it is — is neither matched against it nor said not to
trigger, and a "doesn't trigger" check is made only for the trigger events it reads. Every
outcome (choices, trace, final state) is the one looking at every ability with every check
gives."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from judge.cards import ir
from judge.dsl import parse
from judge.engine import not_triggered, simulate, triggers
from judge.engine.kinds import EventKind, MoveCause
from tests.bundled import bundled_scenarios, bundled_texts
from tests.sampling import spread
from judge.zones import Zone

ROOT = Path(__file__).resolve().parents[2]

#: Every check as it was before the tables: every event concerns every trigger event, and every
#: "doesn't trigger" check is made for every ability.
_EVERY_EVENT = frozenset(triggers.WATCHED_EVENTS) - {ir.TriggerEvent.BEGINNING_OF_STEP}
_EVERY_CHECK = tuple(check for check, _events, _of_filter in not_triggered._WHY_NOT_CHECKS)


def _look_at_everything(monkeypatch) -> None:
    monkeypatch.setattr(triggers, "watching", lambda ev: _EVERY_EVENT)
    monkeypatch.setattr(not_triggered, "why_not_checks", lambda trig: _EVERY_CHECK)


def _trigger_scenarios(k: int = 0) -> list[Path]:
    """A fixed sample of the bundled scenarios with a triggered ability in their cards' text or
    in their names (tests/sampling.py ``spread``, turning with the Python)."""
    # (each file read once, not once for each word looked for)
    files = [p for p in bundled_scenarios() if "library" not in p.parts]
    found = [p for p, text in ((p, bundled_texts()[p]) for p in files)
             if any(w in text for w in ("Whenever", "When ", "leaves play", "trigger"))]
    return spread(found, 160, k)


def test_passing_over_the_abilities_an_event_cant_concern_changes_no_outcome(monkeypatch):
    paths = _trigger_scenarios()
    assert len(paths) >= 150
    fast = {}
    for path in paths:
        fast[path] = simulate(parse(path.read_text(), str(path)))
    _look_at_everything(monkeypatch)
    for path in paths:
        assert simulate(parse(path.read_text(), str(path))) == fast[path], path


ORDERS = """card "Chalice A"
  type Artifact
  text "Whenever a creature is put into a graveyard from play, you gain 1 life."
card "Chalice B"
  type Artifact
  text "Whenever a creature is put into a graveyard from play, you gain 2 life."
card "Gatherer"
  type Artifact
  text "Whenever a player plays a land, that player gains 1 life."
player Alice
player Bob
turn Alice, precombat main
mana is not tracked
Alice in play: Chalice A, Chalice B, Gatherer
Bob in play: Grizzly Bears
Alice hand: Shock
Alice casts Shock targeting Grizzly Bears
all pass until the stack is empty
"""


def _matched(monkeypatch, text: str) -> tuple[list, list]:
    """The (trigger event, event kind) of each ability matched against an event, and the
    outcomes."""
    seen: list = []
    real = triggers.event_matches

    def counting(game, trig, ev, *rest):
        seen.append((trig.event, ev.kind))
        return real(game, trig, ev, *rest)

    monkeypatch.setattr(triggers, "event_matches", counting)
    return seen, simulate(parse(text, "orders.mtg"))


def test_the_damage_and_the_spell_s_own_move_are_matched_against_no_ability(monkeypatch):
    """Shock's damage and its card's move from the stack to a graveyard concern no ability on
    the board: the three abilities are matched against the creature's death alone, the two
    Chalices trigger and the land ability says nothing. Looking at everything, each of the three
    is matched against each of the three events, with the same outcome."""
    seen, outs = _matched(monkeypatch, ORDERS)
    seen = list(seen)  # (the next run's counting calls this one's)
    assert len(outs) == 2  # the Chalices' two orders
    assert seen and set(seen) == {(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, EventKind.ZONE)}
    _look_at_everything(monkeypatch)
    seen_all, outs_all = _matched(monkeypatch, ORDERS)
    assert {(ir.TriggerEvent.PLAYS_LAND, EventKind.ZONE),
            (ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, EventKind.DAMAGE)} <= set(seen_all)
    assert len(seen_all) >= len(seen) * 3
    assert outs_all == outs


def test_a_zone_change_is_watched_by_where_it_goes_and_whence():
    class Ev:
        kind = EventKind.ZONE
        move_cause = None

        def __init__(self, src, dst, move_cause=None):
            self.from_zone, self.to_zone, self.move_cause = src, dst, move_cause

    dies = triggers.watching(Ev(Zone.IN_PLAY, Zone.GRAVEYARD))
    assert {ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, ir.TriggerEvent.LEAVES_PLAY, ir.TriggerEvent.TO_GRAVEYARD,
            ir.TriggerEvent.LOSES_CONTROL} <= dies
    assert ir.TriggerEvent.COMES_INTO_PLAY not in dies
    resolved = triggers.watching(Ev(Zone.STACK, Zone.GRAVEYARD))  # a spell's card after it resolves
    # "from anywhere", and "from play" to be said not to trigger on a card that wasn't in play
    # (not_triggered._not_from_play: Sadistic Glee at a countered creature spell, 410.10c)
    assert resolved == {ir.TriggerEvent.TO_GRAVEYARD, ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY}
    assert triggers.watching(Ev(Zone.STACK, Zone.IN_PLAY)) >= {ir.TriggerEvent.COMES_INTO_PLAY, ir.TriggerEvent.PLAYS_LAND,
                                                         ir.TriggerEvent.PUTS_INTO_PLAY}
    assert triggers.watching(Ev(Zone.LIBRARY, Zone.HAND, MoveCause.DRAW)) == {ir.TriggerEvent.DRAWS, ir.TriggerEvent.DISCARDS,
                                                                ir.TriggerEvent.DISCARDED_BY_OPPONENT}
    assert triggers.watching(Ev(Zone.HAND, Zone.STACK)) == frozenset()


def test_every_trigger_event_the_matching_reads_is_watched_by_some_event():
    """Each trigger event named in ``event_matches`` or a "doesn't trigger" check (judge.engine.not_triggered) (an
    ``ir.TriggerEvent`` member compared with a trigger's event) is in some event's watched set, but "at the
    beginning of" a step (step_begins) — a trigger event no table names is never looked at."""
    watched = set().union(*triggers.WATCHING_KIND.values(), *triggers._WATCHING_ZONE.values())
    functions = {n.name: n for module in (triggers, not_triggered) for n in ast.parse(inspect.getsource(module)).body
                 if isinstance(n, ast.FunctionDef)}
    named: set = set()
    words: set = set()
    for name in ["event_matches", "_damage_not_matching", "_land_not_played", "_played_with_tap",
                 *(c.__name__ for c in _EVERY_CHECK)]:
        for n in ast.walk(functions[name]):
            if isinstance(n, ast.Compare) and any(
                    isinstance(x, ast.Attribute) and x.attr == "event" or isinstance(x, ast.Name) and x.id == "k"
                    for x in [n.left, *n.comparators]):
                for x in ast.walk(n):
                    if isinstance(x, ast.Constant) and isinstance(x.value, str):
                        words.add(x.value)
                    elif isinstance(x, ast.Attribute) and isinstance(x.value, ast.Name) and x.value.id == "TriggerEvent":
                        named.add(getattr(ir.TriggerEvent, x.attr))
    named -= {ir.TriggerEvent.BEGINNING_OF_STEP}
    # the words still compared there are a zone's, a player's — no trigger event's
    assert not words & {e.value for e in ir.TriggerEvent}, sorted(words)
    assert named and named <= watched, sorted(named - watched)
    for check, events, _of_filter in not_triggered._WHY_NOT_CHECKS:
        assert events <= watched, check.__name__
