"""(seventy-fifth session) Fewer calls a scenario, the outcomes the same:

- ``Game.changed`` carries "no continuous effect" into the next version of the state where the board is the same
  (its plain branch: the same permanents, no card value changed, no effect begun or ended): the order of the
  continuous effects (418.5) and those applying outside play (416.2) are both empty there, not asked again of every
  permanent's static abilities;
- ``Game.static_effects`` calls ``_with_granted`` only where an effect grants a static ability (Earthbind);
- ``Game.reads_turn_start`` keeps its answer with how many objects it looked at, as ``in_any_text`` keeps its own;
- ``statics.trace_applications`` looks for a rule revealing hands or libraries' tops only where a static ability in
  play has one;
- the classes of abilities asked by identity where the class has no subclass.

Each is held against what a computation from scratch finds, on the bundled scenarios or a board made for it.
"""

from __future__ import annotations

from pathlib import Path

from judge.cards import ir
from judge.engine import characteristics, context, statics
from judge.engine.build import build
from judge.engine.game import Game
from judge.engine.state import Derived, Kept
from judge.suite.runner import default_simulate, load_scenario
from judge.zones import Zone
from tests.bundled import discovered_scenarios
from tests.engine.support import obj, scenario
from tests.sampling import spread

ROOT = Path(__file__).resolve().parents[2]


def test_the_classes_asked_by_identity_have_no_subclass():
    # (``type(a) is K`` for ``isinstance(a, K)``: the same answer only while K has no subclass)
    for kind in (ir.Keyword, ir.StaticAbility, ir.TriggeredAbility):
        assert kind.__subclasses__() == [], kind


def _afresh(game: Game) -> tuple[tuple, tuple]:
    """The effects in order and those outside play worked out from scratch: nothing computed, nothing kept (the
    game's own computed values put back after)."""
    derived, kept = game.derived, game.kept
    game.derived, game.kept = Derived(), Kept()
    try:
        return characteristics.ordered_effects(game), characteristics._outside_play_effects(game)
    finally:
        game.derived, game.kept = derived, kept


def test_no_effect_carried_into_a_new_version_is_what_is_found_afresh(monkeypatch):
    changed = Game.changed
    checked = {"carried": 0, "scenarios": set(), "with statics": 0}

    def checking(self, off_board=False):
        changed(self, off_board)
        values = self.derived.values
        if "effects in order" in values:  # (only the carry sets it as the version begins)
            assert values["effects in order"] == () and values["effects outside play"] == ()
            assert _afresh(self) == ((), ()), self.path
            checked["carried"] += 1
            checked["scenarios"].add(self.path)
            checked["with statics"] += bool(context.static_abilities(self))

    monkeypatch.setattr(Game, "changed", checking)
    for f in spread(discovered_scenarios(), 200):
        try:
            default_simulate(load_scenario(f))
        except Exception:  # noqa: BLE001 - scenarios that are errors by design
            pass
    # (many versions carried, some with static abilities in play generating no continuous effect: Meekstone's rule)
    assert checked["carried"] > 1000 and len(checked["scenarios"]) > 100 and checked["with statics"] > 10, checked


def test_an_effect_begun_is_not_carried_over():
    """A version with no effect, then an effect begins (418.3): the next version finds it — no () carried."""
    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears")]))
    game.changed()
    assert characteristics.ordered_effects(game) == ()
    bears = game.in_play[0]
    effect = characteristics.ContinuousEffect(timestamp=game.tally.next_timestamp(), source=None, text="+3/+3",
                                              apply=lambda g, o, ch: None, applies_to=lambda g, o, ch: o.id == bears)
    game.effects.add_effect(effect)  # (calls changed: effects.changes moved on, the plain branch not taken)
    assert characteristics.ordered_effects(game) == (effect,)
    game.changed()  # (the same board again: the plain branch, but the version before had an effect)
    assert characteristics.ordered_effects(game) == (effect,)


def test_static_effects_without_a_grant_make_no_call_of_with_granted(monkeypatch):
    calls = []
    with_granted = Game._with_granted

    def counting(self, printed, effects):
        calls.append(1)
        return with_granted(self, printed, effects)

    monkeypatch.setattr(Game, "_with_granted", counting)
    game = build(scenario(objects=[obj("Alice", "in play", "Glorious Anthem"), obj("Alice", "in play", "Grizzly Bears")]))
    first = game.static_effects()
    game.changed()
    again = game.static_effects()
    assert len(first) == 1 and again is first and calls == []
    assert game.chars(game.in_play[1]).power == 3


class _Counting(dict):
    """A dict counting the look-ups of keys of one kind."""

    def __init__(self, *args, kind=None):
        super().__init__(*args)
        self.kind, self.asked = kind, 0

    def _note(self, key):
        if type(key) is tuple and len(key) == 2 and key[1] is self.kind:
            self.asked += 1

    def __contains__(self, key):
        self._note(key)
        return super().__contains__(key)

    def __getitem__(self, key):
        self._note(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self._note(key)
        return super().get(key, default)


def test_reads_turn_start_asks_only_the_objects_added_since():
    from judge.engine import game as game_module

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Alice", "hand", "Grizzly Bears"),
                                   obj("Bob", "library", "Grizzly Bears")]))
    kind = game_module._TurnStartRead
    game._ability_cache = _Counting(game._ability_cache, kind=kind)
    assert game.reads_turn_start() is False
    first = game._ability_cache.asked
    assert first >= 3  # (each object asked once: its card's answer kept)
    assert game.reads_turn_start() is False
    assert game._ability_cache.asked == first  # (no object added, no card changed: nothing asked again)
    # Rasputin Dreamweaver comes into the game: only it is asked, and the answer is now yes
    rasputin = build(scenario(objects=[obj("Alice", "in play", "Rasputin Dreamweaver")]))
    card = rasputin.objects[rasputin.in_play[0]].card
    from judge.engine.objects import GameObject

    new = GameObject(game.tally.new_id(), card, "Alice", Zone.HAND)
    game.objects[new.id] = new
    game.zones[("Alice", Zone.HAND)].append(new.id)
    assert game.reads_turn_start() is True
    assert game._ability_cache.asked == first + 1


def test_reads_turn_start_answers_as_before_for_every_reader():
    """Total War as printed (the active player's permanents as the turn began), Rasputin Dreamweaver (a condition on
    how it started the turn), Power Surge (a count of them), each alone with a bear: yes; the bear alone: no."""
    from judge.dsl.ast import Wording

    for name, wording in (("Total War", Wording.PRINTED), ("Rasputin Dreamweaver", None), ("Power Surge", None)):
        kw = {"wording": wording} if wording else {}
        game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Bob", "in play", name, **kw)]))
        assert game.reads_turn_start() is True, name
    assert build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears")])).reads_turn_start() is False


def test_trace_applications_asks_no_rule_no_static_ability_in_play_has(monkeypatch):
    asked = []
    rules = statics.static_rules

    def counting(game, kind):
        asked.append(kind)
        return rules(game, kind)

    monkeypatch.setattr(statics, "static_rules", counting)
    # Meekstone: a static ability in play, a rule (creatures with power 3 or greater don't untap), no continuous effect
    game = build(scenario(objects=[obj("Alice", "in play", "Meekstone"), obj("Alice", "in play", "Grizzly Bears")]))
    game.changed()
    assert context.static_abilities(game) and not characteristics.ordered_effects(game)
    statics.trace_applications(game)
    assert asked == []


def test_a_gone_object_matches_no_filter():
    """filters.matches looks the object up itself: a permanent that left play (its id names the object it was) and an
    id the game never had match nothing; a player's name goes to the players' check."""
    from judge.engine import events
    from judge.engine.filters import matches

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears")]))
    bears = game.in_play[0]
    creature = ir.Filter(types=("creature",))
    assert matches(game, creature, bears, "Alice")
    events.move(game, bears, Zone.GRAVEYARD, "420.5c", "is destroyed")
    assert not matches(game, creature, bears, "Alice")
    assert not matches(game, creature, 10_000, "Alice")
    assert matches(game, ir.Filter(players=True), "Bob", "Alice")
