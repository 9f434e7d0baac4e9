"""Delayed abilities a resolving ability makes that watch a permanent leave play (406.2a, 406.2e, 410.10c):
Stangg's Twin and Portcullis (added, session 68, h6). What the engine does with them is held by their scenarios
(scenarios/cards/stangg-*.mtg, portcullis-*.mtg); this holds how the reader reads them."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.era_words import in_era_words
from judge.cards.text import normalise_paragraph, parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.zones import Zone

STANGG = ("When Stangg enters the battlefield, create a legendary 3/4 red and green Human Warrior creature token "
          "named Stangg Twin. Exile that token when Stangg leaves the battlefield. Sacrifice Stangg when that token "
          "leaves the battlefield.")
PORTCULLIS = ("Whenever a creature enters the battlefield, if there are two or more other creatures on the battlefield, "
              "exile that creature. Return that card to the battlefield under its owner's control when Portcullis "
              "leaves the battlefield.")


def _read(name: str, text: str, type_line: str, types: tuple, subtypes: tuple = (), supertypes: tuple = ()) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line=type_line, supertypes=supertypes, types=types,
                                         subtypes=subtypes, text=text, cost="{4}"))


def test_a_name_beginning_another_name_is_that_other_name():
    # "named Stangg Twin": the token's name (216.1, 202.3), not "named ~ twin"; Stangg's own name elsewhere is "~"
    said = normalise_paragraph("Stangg", STANGG, legendary=True)
    assert "named stangg twin." in said
    assert "when ~ leaves the battlefield, exile that token." in said
    assert "when that token leaves the battlefield, sacrifice ~." in said


def test_stangg_makes_a_legendary_twin_and_two_delayed_abilities():
    ab, = _read("Stangg", STANGG, "Legendary Creature - Human Warrior", ("Creature",), ("Human", "Warrior"),
                ("Legendary",)).abilities
    make, on_stangg, on_twin = ab.effects
    assert isinstance(make, ir.CreateToken)
    assert make.token.name == "Stangg Twin" and make.token.supertypes == ("legendary",)
    assert (make.token.power, make.token.toughness, make.token.colors) == (3, 4, ("red", "green"))
    assert make.token.subtypes == ("Human", "Warrior")
    # no duration stated: each triggers once (406.2e)
    assert on_stangg.trigger == ir.Trigger(ir.TriggerEvent.LEAVES_PLAY, ir.This()) and not on_stangg.this_turn
    assert [type(e) for e in on_stangg.effects] == [ir.MoveTo] and on_stangg.effects[0].what == ir.Created()
    assert on_twin.trigger == ir.Trigger(ir.TriggerEvent.LEAVES_PLAY, ir.Created()) and not on_twin.this_turn
    assert on_twin.effects == (ir.Sacrifice(ir.You(), ir.This()),)


def test_portcullis_counts_others_than_the_creature_and_returns_the_card_it_removed():
    ab, = _read("Portcullis", PORTCULLIS, "Artifact", ("Artifact",)).abilities
    # "two or more other creatures": other than the one that came into play (410.8), not than Portcullis
    assert ir.OTHER_THAN_TRIGGER_OBJECT in ab.condition.filter.extra and not ab.condition.filter.other
    remove, later = ab.effects
    assert remove.what == ir.TriggerObject() and remove.zone == Zone.REMOVED
    assert later.trigger == ir.Trigger(ir.TriggerEvent.LEAVES_PLAY, ir.This())
    back, = later.effects
    # "that card": the card removed from the game, in its new zone (217.8) — not the delayed ability's own event
    assert back.what == ir.MovedThisWay() and back.controller == ir.OwnerOf(ir.MovedThisWay())


def test_the_era_words_keep_from_the_game_with_the_object():
    assert "Remove that token from the game when Stangg leaves play." in in_era_words(STANGG, "Stangg")


def test_that_card_of_a_delayed_leaves_ability_after_no_removal_is_refused():
    import pytest

    from judge.errors import CardTextError

    # "that card" names the card an instruction before removed from the game; after none, nothing read wrong
    with pytest.raises(CardTextError):
        _read("Foo", "Whenever a creature enters the battlefield, draw a card. Return that card to the battlefield "
              "under its owner's control when Foo leaves the battlefield.", "Artifact", ("Artifact",))
