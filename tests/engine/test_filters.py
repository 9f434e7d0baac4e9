"""The one filter matcher (judge.engine.filters.matches): every Filter field, matching and
not matching, through the one function every part of the engine uses."""

from __future__ import annotations

import dataclasses

import pytest

from judge.cards import ir
from judge.dsl import parse
from judge.engine.build import build
from judge.engine.characteristics import ContinuousEffect
from judge.engine.filters import matches
from judge.zones import Zone

F = ir.Filter
GAME_TEXT = """\
title "filters"
player Alice
player Bob
turn Alice, precombat main
Alice in play: Forest, Llanowar Elves, Grizzly Bears (tapped), Wind Drake, Ornithopter, Scathe Zombies
Alice hand: Lightning Bolt, Hill Giant
Alice graveyard: Shivan Dragon
Bob in play: Hill Giant, Wall of Air, token "Serf" 0/1 black Creature - Serf
"""


@pytest.fixture(scope="module")
def game():
    return build(parse(GAME_TEXT))


def oid(game, name, zone=Zone.IN_PLAY):
    found = [o.id for o in game.objects.values() if o.name == name and o.zone is Zone(zone)]  # (a word or a member)
    assert len(found) == 1, (name, zone, found)
    return found[0]


def yes(game, flt, name, zone=Zone.IN_PLAY, you="Alice", **kw):
    return matches(game, flt, oid(game, name, zone), you, **kw)


KW = ir.Keyword


@pytest.mark.parametrize("flt, name, zone, expected", [
    # types (OR), permanent, basic land type as a type word, card (216.2: not a token)
    (F(types=("creature",)), "Grizzly Bears", "in play", True),
    (F(types=("artifact", "enchantment")), "Grizzly Bears", "in play", False),
    (F(types=("artifact", "enchantment")), "Ornithopter", "in play", True),
    (F(types=("permanent",)), "Forest", "in play", True),
    (F(types=("forest",)), "Forest", "in play", True),
    (F(types=("forest",)), "Grizzly Bears", "in play", False),
    (F(types=("card",), zone=Zone.HAND), "Lightning Bolt", "hand", True),
    (F(types=("creature", "card"), zone=Zone.GRAVEYARD), "Shivan Dragon", "graveyard", True),
    (F(types=("creature",)), "Serf", "in play", True),
    # types_all (AND)
    (F(types_all=("artifact", "creature")), "Ornithopter", "in play", True),
    (F(types_all=("artifact", "creature")), "Grizzly Bears", "in play", False),
    # not_types
    (F(types=("creature",), not_types=("artifact",)), "Grizzly Bears", "in play", True),
    (F(types=("creature",), not_types=("artifact",)), "Ornithopter", "in play", False),
    # subtypes / not_subtypes (214.7b: plural and case ignored)
    (F(subtypes=("Bears",)), "Grizzly Bears", "in play", True),
    (F(subtypes=("elf",)), "Grizzly Bears", "in play", False),
    (F(types=("creature",), not_subtypes=("Walls",)), "Hill Giant", "in play", True),
    (F(types=("creature",), not_subtypes=("Walls",)), "Wall of Air", "in play", False),
    # colors (any of, 413.2g) / not_colors / colored
    (F(colors=("green", "black")), "Scathe Zombies", "in play", True),
    (F(colors=("green",)), "Wind Drake", "in play", False),
    (F(types=("creature",), not_colors=("black",)), "Grizzly Bears", "in play", True),
    (F(types=("creature",), not_colors=("black",)), "Scathe Zombies", "in play", False),
    (F(colored=True), "Wind Drake", "in play", True),
    (F(colored=True), "Ornithopter", "in play", False),
    (F(colored=False), "Ornithopter", "in play", True),
    (F(colored=False), "Wind Drake", "in play", False),
    # keywords / not_keywords
    (F(keywords=(KW("flying"),)), "Wind Drake", "in play", True),
    (F(keywords=(KW("flying"),)), "Grizzly Bears", "in play", False),
    (F(types=("creature",), not_keywords=(KW("flying"),)), "Grizzly Bears", "in play", True),
    (F(types=("creature",), not_keywords=(KW("flying"),)), "Wind Drake", "in play", False),
    # zone (217.5b: in play unless said otherwise); spell means the stack
    (F(types=("creature",)), "Shivan Dragon", "graveyard", False),
    (F(types=("creature",), zone=Zone.GRAVEYARD), "Grizzly Bears", "in play", False),
    (F(types=("spell",)), "Lightning Bolt", "hand", False),
    # status (308.5, 309.3)
    (F(status=("tapped",)), "Grizzly Bears", "in play", True),
    (F(status=("tapped",)), "Hill Giant", "in play", False),
    (F(status=("untapped",)), "Hill Giant", "in play", True),
    (F(status=("attacking", "blocking")), "Hill Giant", "in play", False),
    # power / toughness / mana_value comparisons
    (F(power=ir.Compare(">=", 3)), "Hill Giant", "in play", True),
    (F(power=ir.Compare(">=", 3)), "Grizzly Bears", "in play", False),
    (F(toughness=ir.Compare("<=", 1)), "Llanowar Elves", "in play", True),
    (F(toughness=ir.Compare("<=", 1)), "Hill Giant", "in play", False),
    (F(mana_value=ir.Compare("==", 4)), "Hill Giant", "in play", True),
    (F(mana_value=ir.Compare("==", 4)), "Grizzly Bears", "in play", False),
    (F(power=ir.Compare("<=", 1)), "Forest", "in play", False),  # no power at all
    # extra words
    (F(types=("creature",), extra=("token",)), "Serf", "in play", True),
    (F(types=("creature",), extra=("token",)), "Grizzly Bears", "in play", False),
    (F(types=("creature",), extra=("nontoken",)), "Grizzly Bears", "in play", True),
    (F(types=("creature",), extra=("nontoken",)), "Serf", "in play", False),
    (F(types=("card",)), "Serf", "in play", False),  # 216.2
    (F(types=("land",), extra=("basic",)), "Forest", "in play", True),
    (F(extra=("mana-producing",)), "Llanowar Elves", "in play", True),
    (F(extra=("mana-producing",)), "Grizzly Bears", "in play", False),
    (F(extra=("dealt damage this turn",)), "Grizzly Bears", "in play", False),
    # any_of: a union of differently qualified descriptions
    (F(any_of=(F(types_all=("artifact", "creature")), F(types=("creature",), colors=("black",)))), "Ornithopter", "in play", True),
    (F(any_of=(F(types_all=("artifact", "creature")), F(types=("creature",), colors=("black",)))), "Scathe Zombies", "in play", True),
    (F(any_of=(F(types_all=("artifact", "creature")), F(types=("creature",), colors=("black",)))), "Grizzly Bears", "in play", False),
    # players: "target player" matches no object
    (F(players=True), "Grizzly Bears", "in play", False),
])
def test_each_field(game, flt, name, zone, expected):
    assert yes(game, flt, name, zone) is expected


def test_zone_check_off_for_callers_that_picked_the_zone(game):
    assert yes(game, F(types=("instant",)), "Lightning Bolt", "hand", zone_check=False)
    assert not yes(game, F(types=("instant",)), "Lightning Bolt", "hand")


def test_controller_you_opponent_and_controlled_by(game):
    assert yes(game, F(controller=ir.PlayerRelation.YOU), "Grizzly Bears")
    assert not yes(game, F(controller=ir.PlayerRelation.OPPONENT), "Grizzly Bears")
    assert yes(game, F(controller=ir.PlayerRelation.OPPONENT), "Hill Giant")
    assert yes(game, F(controller=ir.PlayerRelation.YOU), "Hill Giant", you="Bob")
    assert yes(game, F(controlled_by=ir.You()), "Grizzly Bears")
    assert not yes(game, F(controlled_by=ir.You()), "Hill Giant")
    # outside play a card is "yours" if you own it (217.1)
    assert yes(game, F(controller=ir.PlayerRelation.YOU, zone=Zone.GRAVEYARD), "Shivan Dragon", "graveyard")
    assert not yes(game, F(controller=ir.PlayerRelation.YOU, zone=Zone.GRAVEYARD), "Shivan Dragon", "graveyard", you="Bob")


def test_players(game):
    assert matches(game, F(players=True), "Alice", "Alice")
    assert matches(game, F(types=("creature",), players=True), "Bob", "Alice")
    assert not matches(game, F(types=("creature",)), "Bob", "Alice")
    assert matches(game, F(players=True, controller=ir.PlayerRelation.OPPONENT), "Bob", "Alice")
    assert not matches(game, F(players=True, controller=ir.PlayerRelation.OPPONENT), "Alice", "Alice")
    assert not matches(game, F(players=True, controller=ir.PlayerRelation.YOU), "Bob", "Alice")


def test_other_excludes_the_source(game):
    bears = oid(game, "Grizzly Bears")
    assert not matches(game, F(types=("creature",), other=True), bears, "Alice", bears)
    assert matches(game, F(types=("creature",), other=True), bears, "Alice", oid(game, "Wind Drake"))
    assert matches(game, F(types=("creature",)), bears, "Alice", bears)


def test_x_in_comparisons(game):
    giant = oid(game, "Hill Giant")
    flt = F(power=ir.Compare("<=", ir.VarX()))
    assert matches(game, flt, giant, "Alice", x=3)
    assert not matches(game, flt, giant, "Alice", x=2)


def test_gone_objects_do_not_match_unless_given(game):
    assert not matches(game, F(), 10_000, "Alice")


def test_control_is_the_computed_characteristic():
    """418.5c: control-changing effects apply first, and "you control" means the computed
    controller, for every caller alike."""
    g = build(parse(GAME_TEXT))
    giant = oid(g, "Hill Giant")

    def take(game, o, ch):
        ch.controller = "Alice"

    g.effects.items.append(ContinuousEffect(g.tally.next_timestamp(), None, "Alice controls Hill Giant", take,
                                      lambda game, o, ch: o.id == giant, controller="Alice", kind="control"))
    g.changed()
    assert g.controller_of(giant) == "Alice"
    assert matches(g, F(types=("creature",), controller=ir.PlayerRelation.YOU), giant, "Alice")
    assert not matches(g, F(types=("creature",), controller=ir.PlayerRelation.OPPONENT), giant, "Alice")
    assert matches(g, F(controlled_by=ir.You()), giant, "Alice")


def test_given_characteristics_are_used_instead_of_the_current_ones(game):
    """A static ability deciding what it applies to passes the characteristics computed so far
    (418.5c); a leaves-play trigger passes the object as it last existed (410.10d, 413.2f)."""
    bears = oid(game, "Grizzly Bears")
    obj, ch = game.objects[bears], game.chars(bears)
    black = dataclasses.replace(ch, colors=("black",), controller="Bob")
    assert not matches(game, F(colors=("black",)), bears, "Alice")
    assert matches(game, F(colors=("black",)), bears, "Alice", obj=obj, chars=black)
    assert matches(game, F(controller=ir.PlayerRelation.OPPONENT), bears, "Alice", obj=obj, chars=black)
    # the unions see the same given characteristics
    assert matches(game, F(any_of=(F(colors=("black",)),)), bears, "Alice", obj=obj, chars=black)


def test_last_known_object_matches_after_it_left_play():
    from judge.engine.events import move

    g = build(parse(GAME_TEXT))
    drake = oid(g, "Wind Drake")
    move(g, drake, Zone.GRAVEYARD, "420.5b", "is put into")
    assert not g.exists(drake)
    obj, ch = g.lki[drake]  # what leaves-play triggers look back at (410.10d)
    flying = F(types=("creature",), keywords=(KW("flying"),), controller=ir.PlayerRelation.YOU, extra=("nontoken",))
    assert not matches(g, flying, drake, "Alice")
    assert matches(g, flying, drake, "Alice", obj=obj, chars=ch)
    assert not matches(g, F(types=("creature",), not_keywords=(KW("flying"),)), drake, "Alice", obj=obj, chars=ch)
