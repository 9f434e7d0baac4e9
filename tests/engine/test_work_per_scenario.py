"""The suite's work per scenario cut without changing an answer (issue 43, the fifty-fourth
session): a trace step without children is written as its frozen Step at once, and a build
looks each card name up once."""

from __future__ import annotations

from judge.cards.catalog import ScenarioCards
from judge.engine.build import build
from judge.engine.outcome import Step
from judge.engine.trace import Tracer, _Open
from tests.engine.support import obj, scenario


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

    monkeypatch.setattr(build_module, "card_text_problems", lambda scn, catalog: [])  # (its own look-ups left out)
    monkeypatch.setattr(ScenarioCards, "card", counting)
    game = build(scn)
    assert sorted(asked) == ["Forest", "Grizzly Bears", "Shock"]
    forests = [o for o in game.objects.values() if o.name == "Forest"]
    bears = [o for o in game.objects.values() if o.name == "Grizzly Bears"]
    # the same definitions as a look-up of each (one object a card: its abilities found by identity)
    assert len(forests) == 5 and all(o.card is real(game.catalog.for_scenario(), "Forest") for o in forests)
    assert len(bears) == 2 and bears[0].card is bears[1].card
