"""Unit tests of the engine's small modules: mana, trace, characteristics, refs, decider."""

from __future__ import annotations

import pytest

from judge.dsl import ast as A
from judge.engine.characteristics import colors_of_cost
from judge.engine.mana import ManaCost, mana_text, parse_cost, parse_mana
from judge.engine.trace import Tracer
from judge.errors import JudgeError
from tests.engine.support import R, obj, scenario
from judge.zones import Zone


def test_parse_cost_and_x():
    c = parse_cost("{2}{G}{G}")
    assert (c.generic, c.colored, c.total()) == (2, {"G": 2}, 4)
    x = parse_cost("{X}{R}", 3)
    assert (x.generic, x.colored, str(x)) == (3, {"R": 1}, "{3}{R}")
    assert str(parse_cost("{X}{R}")) == "{X}{R}"
    with pytest.raises(JudgeError):
        parse_cost("{Z}")


def test_parse_mana_and_text():
    assert parse_mana("{G}{G}{2}") == {"G": 2, "C": 2}
    assert mana_text({"C": 2, "R": 1}) == "{2}{R}"  # colorless first, as a cost's generic part


def test_colors_of_cost():
    assert colors_of_cost("{1}{W}{B}") == ("white", "black")
    assert colors_of_cost("{3}") == ()
    assert colors_of_cost(None) == ()


def test_tracer_nesting_and_rollback():
    t = Tracer()
    t.step("A", "100.1")
    with t.nest("B", "413.1"):
        m = t.mark()
        t.step("C", "413.2a")
        t.rollback(m)
        t.step("D", "420.3")
    steps = t.steps()
    assert [s.text for s in steps] == ["A", "B"] and [c.text for c in steps[1].children] == ["D"]
    with pytest.raises(AssertionError):
        t.step("no rule")


def test_ambiguous_reference_is_an_error():
    from judge.engine import simulate
    scn = scenario(objects=[obj("Bob", "in play", "Grizzly Bears"), obj("Bob", "in play", "Grizzly Bears", damage=1),
                            obj("Alice", "hand", "Shock")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Shock"), targets=(R("Grizzly Bears"),))])
    with pytest.raises(JudgeError, match="ambiguous"):
        simulate(scn, explore=False)


def test_interchangeable_objects_are_not_ambiguous():
    from judge.engine import simulate
    scn = scenario(objects=[obj("Bob", "in play", "Grizzly Bears"), obj("Bob", "in play", "Grizzly Bears"),
                            obj("Alice", "hand", "Shock")], mana_tracked=False,
                   actions=[A.Cast("Alice", R("Shock"), targets=(R("Grizzly Bears"),)), A.Pass("all")])
    out = simulate(scn, explore=False)[0]
    assert sorted(o.zone for o in out.final.objects if o.name == "Grizzly Bears") == ["graveyard", "in play"]


def test_unmatched_choice_line_is_an_error():
    from judge.engine import simulate
    scn = scenario(actions=[A.Choose("Alice", "may", ("yes",))])
    with pytest.raises(JudgeError, match="nothing asks Alice"):
        simulate(scn, explore=False)


def test_game_json_roundtrip_is_deterministic(bolt_vs_growth):
    import json
    from judge.engine import simulate
    a = json.dumps([o.to_json() for o in simulate(bolt_vs_growth)], sort_keys=True)
    b = json.dumps([o.to_json() for o in simulate(bolt_vs_growth)], sort_keys=True)
    assert a == b


def test_mana_pool_declared_and_used_first():
    from judge.engine import simulate
    scn = scenario(objects=[obj("Alice", "hand", "Lightning Bolt"), obj("Alice", "in play", "Mountain")],
                   pools=[A.ManaPool("Alice", "{R}")],
                   actions=[A.Cast("Alice", R("Lightning Bolt"), targets=(R("Bob"),)), A.Pass("all")])
    out = simulate(scn, explore=False)[0]
    assert not [o for o in out.final.objects if o.name == "Mountain"][0].tapped
    assert out.final.player("Bob").life == 17


LOOKBACK = """
card "Example Chalice"
  cost {3}
  type Artifact
  text "Whenever a creature is put into a graveyard from play, you gain 1 life."
player Alice
player Bob
turn Alice, precombat main
Bob in play: Example Chalice, Living Lands, Forest
"""


def test_a_simultaneous_zone_change_looks_back_at_every_object_as_it_was_before_the_event():
    # 410.10d / 413.2f: the Forest was a 1/1 creature (Living Lands) just before the event,
    # even though Living Lands leaves in the same event, listed first.
    from judge.dsl import parse
    from judge.engine import events
    from judge.engine.build import build

    game = build(parse(LOOKBACK, "t.mtg"), Tracer())
    by_name = {game.objects[o].name: o for o in game.in_play}
    game.changed()  # nothing computed at this version yet
    from judge.engine.replacement import Replacement, add

    # A replacement effect that looks at the Forest's zone change (and changes nothing) moves
    # the game's state version on mid-event, as any replacement does.
    add(game, Replacement("replacement", "zone", "watcher", lambda g, e: e.obj == by_name["Forest"], lambda g, e, this: e))
    events.move_many(game, [by_name["Living Lands"], by_name["Forest"]], Zone.GRAVEYARD, "417.1", "is put")
    assert "creature" in game.lki[by_name["Forest"]][1].types
    assert len(game.triggers.pending) == 1


def test_objects_differing_only_in_what_they_remember_are_not_interchangeable():
    """Two unlabelled objects of one card are picked as one (issue 10) only when nothing the rules
    could see tells them apart: the damage each source dealt (Ogre Enforcer, 420.5c), the times it
    regenerated (Spiny Starfish), an ability played once (403.3) — every field but those that only
    name it (its id, label, timestamps)."""
    import dataclasses
    from types import SimpleNamespace

    from judge.engine.objects import _NAMING_FIELDS, GameObject
    from judge.engine.refs import _interchangeable

    card = A.CardDef(name="Hill Giant", cost="{3}{R}", type_line="Creature - Giant", power=3, toughness=3)
    a = GameObject(id=1, card=card, owner="Bob", zone=Zone.IN_PLAY, controller="Bob", damage=2, damage_from=((7, 2),),
                   timestamp=3)
    named_apart = dataclasses.replace(a, id=2, timestamp=9, control_stamp=4, became=5, from_spell=6)
    assert a.state_key() == named_apart.state_key()
    memory = {"permanents": SimpleNamespace(chosen_on_entry={}), "this_turn": SimpleNamespace(damaged=set())}
    for other in (dataclasses.replace(a, id=3, damage_from=((7, 1), (8, 1))),  # two sources, not one
                  dataclasses.replace(a, id=3, regenerated=(1,)),
                  dataclasses.replace(a, id=3, abilities_played=(0,)),
                  dataclasses.replace(a, id=3, upkeep_paid=2)):
        assert a.state_key() != other.state_key()
        game = SimpleNamespace(objects={1: a, 3: other}, in_play=[1, 3], **memory)
        assert not _interchangeable(game, [a, other])
    game = SimpleNamespace(objects={1: a, 2: named_apart}, in_play=[1, 2], **memory)
    assert _interchangeable(game, [a, named_apart])
    assert _NAMING_FIELDS <= {f.name for f in dataclasses.fields(GameObject)}


TWIN_PLAGUES = """
player Alice
player Bob
turn Alice, precombat main
Alice in play: Engineered Plague (chose Bear), Engineered Plague (chose Goblin), Engineered Plague (chose Bear)
Bob in play: Volrath's Laboratory (chose red, chose Goblin), Volrath's Laboratory (chose red, chose Goblin)
Bob in play: Grizzly Bears, Grizzly Bears
"""


def test_what_the_game_remembers_of_an_object_apart_from_it_tells_twins_apart():
    """issue 10: the explorer takes two unlabelled objects of one card as one option only when the
    game can't tell them apart — also by what it keeps of them outside the object: the entry choices
    (410.10e, ``game.permanents.chosen_on_entry``) and "dealt damage this turn" (Fatal Blow,
    ``game.this_turn.damaged``). The key used to read both from attributes the game no longer has."""
    from judge.dsl import parse
    from judge.engine.build import build
    from judge.engine.decider import interchangeable_key, telling_apart

    game = build(parse(TWIN_PLAGUES, "t.mtg"), Tracer())
    ids = {}
    for o in game.in_play:
        ids.setdefault(game.objects[o].name, []).append(o)
    bear, goblin, bear2 = ids["Engineered Plague"]
    key = lambda o: repr(interchangeable_key(game, o))  # noqa: E731 (as the explorer compares them)
    assert key(bear) == key(bear2)  # the same choice: one option
    assert key(bear) != key(goblin)  # different choices: two
    assert telling_apart(game, goblin) == "Engineered Plague (chose Goblin)"
    assert telling_apart(game, bear) == "Engineered Plague (chose Bear)"
    # two choices each: the key does not depend on the order they were recorded in
    lab, lab2 = ids["Volrath's Laboratory"]
    chosen = game.permanents.chosen_on_entry
    assert key(lab) == key(lab2)
    chosen[lab2] = dict(reversed(list(chosen[lab2].items())))
    assert key(lab) == key(lab2)
    # dealt damage this turn, the damage since removed (regeneration): not its untouched twin
    a, b = ids["Grizzly Bears"]
    assert key(a) == key(b)
    game.this_turn.damaged.add(a)
    assert key(a) != key(b)
    assert telling_apart(game, a).endswith("dealt damage this turn)")


def test_a_name_given_to_twins_that_chose_differently_is_ambiguous():
    """A scenario naming one of two unlabelled Engineered Plagues that chose different creature types
    (410.10e) names neither: the reference is ambiguous (it used to be the first, silently)."""
    from judge.engine import simulate
    text = TWIN_PLAGUES.split("Bob in play: Volrath")[0] + "Bob hand: Disenchant\n"
    from judge.dsl import parse
    scn = parse(text.replace("turn Alice", "turn Bob") + "mana is not tracked\nBob casts Disenchant targeting Engineered Plague\n",
                "t.mtg")
    with pytest.raises(JudgeError, match="ambiguous"):
        simulate(scn, explore=False)
