"""The seventy-first session's refused tail (added, h6): how the reader reads Tombstone Stairwell and Dreams of the
Dead in their Oracle wording. What the engine does with them is held by their scenarios
(scenarios/cards/*tombstone-stairwell-*.mtg, *dreams-of-the-dead-*.mtg)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.ir import TriggerEvent
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef, Step
from judge.zones import Zone

STAIRWELL = ("Cumulative upkeep {1}{B}\nAt the beginning of each upkeep, if Tombstone Stairwell is on the battlefield, "
             "each player creates a 2/2 black Zombie creature token with haste named Tombspawn for each creature card "
             "in their graveyard.\nAt the beginning of each end step or when Tombstone Stairwell leaves the battlefield, "
             "destroy all tokens created with Tombstone Stairwell. They can't be regenerated.")
DREAMS = ("{1}{U}: Return target white or black creature card from your graveyard to the battlefield. That creature gains "
          "\"Cumulative upkeep {2}.\" If the creature would leave the battlefield, exile it instead of putting it anywhere "
          "else.")


def _read(name: str, text: str, type_line: str = "Enchantment") -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line=type_line, types=("Enchantment",), text=text, cost="{4}"))


def test_each_player_gets_a_tombspawn_for_each_creature_card_in_their_own_graveyard():
    card = _read("Tombstone Stairwell", STAIRWELL)
    upkeep = card.abilities[1]
    assert isinstance(upkeep, ir.TriggeredAbility) and upkeep.condition is not None  # intervening "if" (410.8)
    (make,) = upkeep.effects
    assert isinstance(make, ir.CreateToken)
    assert make.token.name == "Tombspawn"  # the name stops before "for each" (TOKEN_NAMED)
    assert make.token.power == 2 and make.token.toughness == 2 and make.token.subtypes == ("Zombie",)
    assert make.controller == ir.All((ir.Filter(players=True),))
    assert isinstance(make.count, ir.CountOf)
    assert make.count.filter.zone == Zone.GRAVEYARD and make.count.filter.controlled_by == ir.EachOne()
    assert make.count.filter.types == ("creature",)


def test_the_end_step_or_leaves_play_ability_is_two_abilities_destroying_the_tokens_made_with_it():
    card = _read("Tombstone Stairwell", STAIRWELL)
    end, leaves = card.abilities[2], card.abilities[3]
    assert isinstance(end, ir.TriggeredAbility) and isinstance(leaves, ir.TriggeredAbility)
    assert end.trigger.event is TriggerEvent.BEGINNING_OF_STEP and end.trigger.step is Step.END_OF_TURN
    assert end.trigger.whose is ir.TriggerWhose.EACH
    assert leaves.trigger.event is TriggerEvent.LEAVES_PLAY and leaves.trigger.subject == ir.This()
    assert end.effects == leaves.effects
    (destroy,) = end.effects
    assert isinstance(destroy, ir.Destroy) and destroy.cant_regenerate
    assert set(destroy.what.filters[0].extra) == {"token", ir.PUT_INTO_PLAY_WITH}


def test_dreams_of_the_dead_the_returned_creature_leaving_play_is_removed_from_the_game():
    card = _read("Dreams of the Dead", DREAMS)
    act = card.abilities[0]
    assert isinstance(act, ir.ActivatedAbility)
    repl = [e for e in act.effects if isinstance(e, ir.ExileIfItWouldDie)]
    assert len(repl) == 1 and repl[0].leaves_play and not repl[0].lethal_damage


DANCE = ("When Dance of Many enters the battlefield, create a token that's a copy of target nontoken creature.\n"
         "When Dance of Many leaves the battlefield, exile the token.\nWhen the token leaves the battlefield, sacrifice "
         "Dance of Many.\nAt the beginning of your upkeep, sacrifice Dance of Many unless you pay {U}{U}.")


def test_dance_of_many_the_token_is_the_one_put_into_play_with_it():
    card = _read("Dance of Many", DANCE)
    make, leaves, token_leaves = card.abilities[0], card.abilities[1], card.abilities[2]
    assert isinstance(make.effects[0], ir.CreateTokenCopy)
    assert leaves.trigger.event is TriggerEvent.LEAVES_PLAY and leaves.trigger.subject == ir.This()
    (remove,) = leaves.effects
    assert isinstance(remove, ir.MoveTo) and remove.zone == Zone.REMOVED
    assert set(remove.what.filters[0].extra) == {"token", ir.PUT_INTO_PLAY_WITH}
    assert token_leaves.trigger.event is TriggerEvent.LEAVES_PLAY
    assert set(token_leaves.trigger.subject.extra) == {"token", ir.PUT_INTO_PLAY_WITH}
    (sac,) = token_leaves.effects
    assert isinstance(sac, ir.Sacrifice) and sac.what == ir.This()
