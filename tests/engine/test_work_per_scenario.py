"""The suite's work per scenario cut without changing an answer (issue 43, the fifty-fourth
session): a trace step without children is written as its frozen Step at once, and a build
looks each card name up once."""

from __future__ import annotations

from judge.cards.catalog import ScenarioCards
from judge.engine.build import build
from judge.engine.outcome import Step
from judge.engine.trace import Tracer, _Open
from tests.engine.support import obj, scenario
from judge.zones import Zone


def test_a_leaf_step_is_a_step_at_once_and_a_nest_is_open():
    t = Tracer()
    t.step("A", "100.1", kind="game")
    with t.nest("B", "413.1"):
        t.step("C", "413.2a")
    root = t.finished()
    assert type(root[0]) is Step and type(root[1]) is _Open and type(root[1].children[0]) is Step
    steps = t.steps()
    assert steps[0] is root[0]  # (nothing made again to freeze it)
    assert steps == (Step("A", ("100.1",), (), "game", None),
                     Step("B", ("413.1",), (Step("C", ("413.2a",), (), "", None),), "", None))


def test_steps_put_under_a_leaf_step_open_it_again():
    t = Tracer()
    t.line = 7
    t.step("A", "100.1")
    t.step("B", "413.1", kind="zone")
    mark = t.mark()
    t.step("C", "413.2a")
    t.step("D", "420.3")
    taken = t.take(mark)
    t.step("E", "420.5c")
    t.under_last(taken)
    assert type(t.finished()[1]) is Step and type(t.finished()[2]) is _Open
    steps = t.steps()
    assert [s.text for s in steps] == ["A", "B", "E"]
    assert steps[2] == Step("E", ("420.5c",), (Step("C", ("413.2a",), (), "", 7), Step("D", ("420.3",), (), "", 7)), "", 7)
    # a branch going on from the finished steps leaves the original's steps as they were
    branch = Tracer(t.finished())
    branch.step("F", "100.1")
    branch.under_last([Step("G", ("420.3",))])
    assert [s.text for s in t.steps()] == ["A", "B", "E"] and [s.text for s in branch.steps()[-1].children] == ["G"]


def test_a_build_asks_the_catalog_once_a_name(monkeypatch):
    asked: list[str] = []
    real = ScenarioCards.card

    def counting(self, name, wording=None):
        asked.append(name)
        return real(self, name, wording)

    scn = scenario(objects=[obj("Alice", "in play", "Forest") for _ in range(5)]
                   + [obj("Bob", "in play", "Grizzly Bears"), obj("Bob", "hand", "Grizzly Bears"),
                      obj("Alice", "hand", "Shock")])
    from judge.engine import build as build_module

    monkeypatch.setattr(build_module, "read_cards", lambda scn, catalog: ([], {}))  # (its own look-ups left out)
    monkeypatch.setattr(ScenarioCards, "card", counting)
    game = build(scn)
    assert sorted(asked) == ["Forest", "Grizzly Bears", "Shock"]
    forests = [o for o in game.objects.values() if o.name == "Forest"]
    bears = [o for o in game.objects.values() if o.name == "Grizzly Bears"]
    # the same definitions as a look-up of each (one object a card: its abilities found by identity)
    assert len(forests) == 5 and all(o.card is real(game.catalog.for_scenario(), "Forest") for o in forests)
    assert len(bears) == 2 and bears[0].card is bears[1].card


def _board():
    scn = scenario(objects=[obj("Alice", "in play", "Grizzly Bears", damage=1), obj("Alice", "in play", "Forest"),
                            obj("Bob", "in play", "Grizzly Bears", damage=2), obj("Bob", "hand", "Shock")])
    return build(scn)


def test_the_checks_take_the_characteristics_this_state_computed_without_asking_again(monkeypatch):
    from judge.cards import ir
    from judge.engine import filters, sba, snapshot, triggers
    from judge.engine.game import Game
    from judge.engine.state import NO_STATE_BASED_EFFECT

    game = _board()
    found = sba.collect(game)
    assert [k for k, _o, _w in found] == ["lethal"]
    final = snapshot.snapshot(game)
    bears = [o.id for o in game.objects.values() if o.name == "Grizzly Bears"]
    creature = ir.Filter(types=("creature",))
    fits = [filters.matches(game, creature, oid, "Alice") for oid in game.objects]
    from judge.engine.context import abilities_in_play
    abilities_in_play(game)  # (the abilities in play, found once per state)
    assert all(i in game.derived.chars for i in game.in_play)
    # every characteristic computed in this state: the same answers without one more call of Game.chars
    monkeypatch.setattr(Game, "chars", lambda self, o: (_ for _ in ()).throw(AssertionError("asked again")))
    game.derived.values.pop(NO_STATE_BASED_EFFECT, None)
    assert sba.collect(game) == found
    assert snapshot.snapshot(game) == final
    assert [filters.matches(game, creature, oid, "Alice") for oid in game.objects] == fits
    assert sum(fits) == 2 and all(filters.matches(game, creature, b, "Alice") for b in bears)
    triggers.check_state_triggers(game)
    triggers.step_begins(game)
    monkeypatch.undo()
    # a characteristic not computed yet in this state is computed as it was
    game.derived.chars.clear()
    game.derived.values.pop(NO_STATE_BASED_EFFECT, None)
    assert sba.collect(game) == found and snapshot.snapshot(game) == final


def test_a_gone_object_fits_no_filter():
    from judge.cards import ir
    from judge.engine import filters

    game = _board()
    oid = next(o.id for o in game.objects.values() if o.name == "Shock")
    creature_or_instant = ir.Filter(types=("instant",), zone=Zone.HAND)
    assert filters.matches(game, creature_or_instant, oid, "Bob")
    assert not filters.matches(game, creature_or_instant, 10_000, "Bob")  # (no such object)
    game.objects[oid].zone = None  # (gone: as game.exists has it)
    assert not filters.matches(game, creature_or_instant, oid, "Bob")



def _counting_card(monkeypatch) -> list:
    asked: list = []
    real = ScenarioCards.card

    def counting(self, name, wording=None):
        asked.append(name)
        return real(self, name, wording)

    monkeypatch.setattr(ScenarioCards, "card", counting)
    return asked


def test_the_reading_before_play_and_the_build_ask_the_catalog_once_a_name(monkeypatch):
    # (fifty-fifth session) the cards the reading before play found are those the build places:
    # no name is asked again
    scn = scenario(objects=[obj("Alice", "in play", "Forest", line=2 + i) for i in range(5)]
                   + [obj("Bob", "in play", "Grizzly Bears", line=8), obj("Bob", "hand", "Grizzly Bears", line=9),
                      obj("Alice", "hand", "Shock", line=10)])
    asked = _counting_card(monkeypatch)
    game = build(scn)
    assert sorted(asked) == ["Forest", "Grizzly Bears", "Shock"]
    monkeypatch.undo()
    looked = game.catalog.for_scenario(scn.cards, scn.wording)
    for o in game.objects.values():
        assert o.card is looked.card(o.name)  # (the very definition a look-up finds)


def test_read_cards_finds_what_each_name_stands_for_and_the_same_problems(monkeypatch):
    from judge.cards.catalog import catalog
    from judge.cards.scenario_cards import card_text_problems, read_cards
    from judge.errors import JudgeError

    scn = scenario(objects=[obj("Alice", "in play", "Forest", line=3), obj("Alice", "in play", "Forest", line=4),
                            obj("Bob", "hand", "Shock", line=5), obj("Bob", "hand", "No Such Card Anywhere", line=6)])
    problems, found = read_cards(scn, catalog())
    assert problems == card_text_problems(scn, catalog()) == []
    cards = catalog().for_scenario(scn.cards, scn.wording)
    assert set(found) == {("Forest", None), ("Shock", None)}  # (a name that is no card: left out)
    assert found[("Forest", None)] is cards.card("Forest") and found[("Shock", None)] is cards.card("Shock")
    # a name whose look-up fails is said at each line naming it, as before: never kept as found
    real = ScenarioCards.card

    def failing(self, name, wording=None):
        if name == "Shock":
            raise JudgeError("its type line can't be read")
        return real(self, name, wording)

    monkeypatch.setattr(ScenarioCards, "card", failing)
    twice = scenario(objects=[obj("Bob", "hand", "Shock", line=5), obj("Bob", "library", "Shock", line=7),
                              obj("Alice", "in play", "Forest", line=3)])
    problems, found = read_cards(twice, catalog())
    assert [(d.line, d.message) for d in problems] == [(5, "its type line can't be read"), (7, "its type line can't be read")]
    assert set(found) == {("Forest", None)}
