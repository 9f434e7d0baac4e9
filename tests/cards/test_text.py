"""The card-text grammar: every template to its exact IR, modern wording = era wording,
unknown sentences as errors naming the card and the sentence."""

from __future__ import annotations

import dataclasses

import pytest

from judge.cards import ir, text
from judge.zones import Zone
from judge.cards.ir import (
    All, AddMana, ActivatedAbility, CardAbilities, Compare, Condition, ControllerOf, Cost, CounterSpell,
    CreateToken, DealDamage, DefendingPlayer, DelayedTrigger, Destroy, Discard, Draw, EmptyManaPool,
    Enchanted, Filter, GainControl, GainLife, GrantAbility, IfYouDo, Keyword, LookAtHand, LoseLife,
    Mill, ModifyPT, MoveTo, OwnerOf, PowerOf, PreventDamage, Regenerate, RemoveAbility, Restriction,
    ResultOf, SacrificeCost, Sacrifice, SetPT, SpellAbility, StaticAbility, Tap, TapOrUntap,
    Target, TargetSpec, This, TokenSpec, ToughnessOf, Trigger, TriggeredAbility, TriggerObject,
    TriggerPlayer, Untap, VarX, You, CountOf, HalfLife,
)
from judge.cards.text import CardTextError, normalise_paragraph, parse_card_text
from judge.dsl.ast import CardDef, Step
from tests.ir_fields import rebuilt

CREATURE = Filter(types=("creature",))
CREATURE_OR_PLAYER = Filter(types=("creature",), players=True)
PLAYER = Filter(players=True)
SPELL = Filter(types=("spell",), zone=Zone.STACK)


def card(text: str, type_line: str = "Creature - Test", name: str = "Test Card") -> CardAbilities:
    return parse_card_text(CardDef(name=name, type_line=type_line, text=text))


def spell(text: str, name: str = "Test Spell", type_line: str = "Instant") -> SpellAbility:
    result = card(text, type_line, name).spell
    assert result is not None
    return result


def one(text: str, type_line: str = "Creature - Test", name: str = "Test Card"):
    abilities = card(text, type_line, name).abilities
    assert len(abilities) == 1, abilities
    return abilities[0]


def strip_text(x):
    """The IR without its ``text`` fields (they echo the card), nor the obsolete words a card
    was read with (a note of its wording, not what it does); a node none of whose fields this
    changes kept as it is (:func:`tests.ir_fields.rebuilt`)."""
    return rebuilt(x, strip_text, _STRIPPED)


#: What :func:`strip_text` puts in a node's fields of these names.
_STRIPPED = {"text": "", "obsolete": ()}


# --------------------------------------------------------------------------- keywords (502)


@pytest.mark.parametrize("text, expected", [
    ("Flying", (Keyword("flying"),)),
    ("First strike", (Keyword("first strike"),)),
    ("Flying, first strike", (Keyword("flying"), Keyword("first strike"))),
    ("Flying; haste", (Keyword("flying"), Keyword("haste"))),
    ("Trample", (Keyword("trample"),)),
    ("Banding", (Keyword("banding"),)),
    ("Flanking", (Keyword("flanking"),)),
    ("Shadow", (Keyword("shadow"),)),
    ("Islandwalk", (Keyword("landwalk", "island"),)),
    ("Plainswalk", (Keyword("landwalk", "plains"),)),
    # Desert Nomads: the nonbasic land type Desert (502.6a)
    ("Desertwalk", (Keyword("landwalk", "desert"),)),
    # Livonya Silone: a legendary land, its reminder dropped (502.6a)
    ("First strike; legendary landwalk (This creature can't be blocked as long as defending player controls a "
     "legendary land.)", (Keyword("first strike"), Keyword("landwalk", ir.LEGENDARY_LAND))),
    ("Protection from black", (Keyword("protection", "black"),)),
    ("Protection from artifacts", (Keyword("protection", "artifacts"),)),
])
def test_keyword_lines(text, expected):
    assert strip_text(card(text).abilities) == expected


def test_keyword_text_is_the_paragraph():
    assert card("Flying, first strike").abilities[0].text == "Flying, first strike"


@pytest.mark.parametrize("text", [
    "Swampwalk (This creature is unblockable if defending player controls a swamp.)",
    "Haste (This creature may attack and {T} the turn it comes under your control.)",
])
def test_keyword_reminder_text_is_dropped(text):
    assert len(card(text).abilities) == 1


def test_wall_reminder_paragraph_is_dropped():
    """(Walls can't attack.) restates rule 308.1, applied from the creature type Wall."""
    assert card("(Walls can't attack.)\nFlying").abilities == (Keyword("flying", text="Flying"),)


def test_unknown_reminder_text_is_an_error():
    # a parenthesis the reader doesn't know, where it isn't a keyword's reminder, is read as
    # rules text, and refused
    with pytest.raises(CardTextError):
        card("Test Card gets +1/+1 (and can fly).")


def test_the_reminder_text_of_a_line_of_keywords_is_not_rules_text():
    # glossary "Reminder Text": "… provides a summary of the game rule but isn't itself
    # considered rules text" — the keyword is the rule, whatever its reminder says
    assert strip_text(card("Flying (This creature can fly.)")) == strip_text(card("Flying"))
    assert strip_text(card("Haste (This creature may attack the turn it comes into play.)")) == strip_text(card("Haste"))


# --------------------------------------------------------------------------- spells


def test_damage_to_target_creature_or_player():
    assert strip_text(spell("Test Spell deals 3 damage to target creature or player.")) == SpellAbility(
        (DealDamage(3, (Target(0),)),), (TargetSpec(0, CREATURE_OR_PLAYER),))


def test_x_damage():
    assert spell("Test Spell deals X damage to target creature or player.", type_line="Sorcery").effects == (
        DealDamage(VarX(), (Target(0),)),)


def test_damage_to_each_creature_and_each_player():
    assert spell("Test Spell deals 6 damage to each creature and each player.").effects == (
        DealDamage(6, (All((CREATURE,)), All((PLAYER,)))),)


@pytest.mark.parametrize("word, field", [("with", "keywords"), ("without", "not_keywords")])
def test_damage_to_each_creature_with_or_without_flying(word, field):
    flying = Filter(types=("creature",), **{field: (Keyword("flying"),)})
    assert spell(f"Test Spell deals X damage to each creature {word} flying and each player.").effects == (
        DealDamage(VarX(), (All((flying,)), All((PLAYER,)))),)


def test_damage_two_recipients_two_amounts():
    ab = one("{T}: Test Card deals 2 damage to target creature or player and 3 damage to you.")
    assert ab.effects == (DealDamage(2, (Target(0),)), DealDamage(3, (You(),)))


def test_damage_to_itself():
    ab = one("{1}{R}: Test Card deals 1 damage to target creature or player and 1 damage to itself.")
    assert ab.effects[1] == DealDamage(1, (This(),))


def test_divided_damage():
    s = spell("Test Spell deals 4 damage divided any way you choose among any number of target "
              "creatures and/or players.")
    assert s.effects == (DealDamage(4, (Target(0),), divided=True),)
    # each target is dealt at least 1 (409.1e): 4 damage has 1 to 4 targets
    assert s.targets == (TargetSpec(0, CREATURE_OR_PLAYER, 1, 4, True),)


def test_damage_equal_to_its_power_is_the_source():
    ab = one("{B}, {T}: Tap target creature. Test Card deals damage equal to its power to that creature.")
    assert ab.effects == (Tap(Target(0)), DealDamage(PowerOf(This()), (Target(0),)))


def test_damage_equal_to_a_count():
    s = spell("Test Spell deals to target creature damage equal to the number of mountains you control.")
    mountains = Filter(types=("land",), subtypes=("mountain",), controller=ir.PlayerRelation.YOU)
    assert s.effects == (DealDamage(CountOf(mountains), (Target(0),)),)


def test_destroy_cant_be_regenerated():
    s = spell("Destroy target nonartifact, nonblack creature. It can't be regenerated.")
    assert s.effects == (Destroy(Target(0), cant_regenerate=True),)
    assert s.targets[0].filter == Filter(types=("creature",), not_colors=("black",), not_types=("artifact",))


def test_destroy_all_they_cant_be_regenerated():
    assert spell("Destroy all creatures. They can't be regenerated.", type_line="Sorcery").effects == (
        Destroy(All((CREATURE,)), cant_regenerate=True),)


@pytest.mark.parametrize("text, types", [
    ("Destroy target artifact or enchantment.", ("artifact", "enchantment")),
    ("Destroy target artifact, land, or enchantment.", ("artifact", "land", "enchantment")),
    ("Destroy all artifacts and enchantments.", ("artifact", "enchantment")),
    ("Destroy all artifacts, creatures, and lands.", ("artifact", "creature", "land")),
])
def test_type_lists(text, types):
    s = spell(text)
    f = s.targets[0].filter if s.targets else s.effects[0].what.filters[0]
    assert f.types == types


def test_destroy_with_power_and_damaged():
    assert spell("Destroy target creature with power 4 or greater.").targets[0].filter == Filter(
        types=("creature",), power=Compare(">=", 4))
    assert spell("Destroy target creature that was dealt damage this turn.").targets[0].filter == Filter(
        types=("creature",), extra=("dealt damage this turn",))


def test_destroy_all_land_type():
    assert spell("Destroy all islands.").effects == (
        Destroy(All((Filter(types=("land",), subtypes=("island",)),))),)


def test_counterspell():
    assert strip_text(spell("Counter target spell.")) == SpellAbility((CounterSpell(Target(0)),), (TargetSpec(0, SPELL),))


@pytest.mark.parametrize("text, f", [
    ("Counter target creature spell.", Filter(types=("creature",), zone=Zone.STACK)),
    ("Counter target red instant or sorcery spell.", Filter(types=("instant", "sorcery"), colors=("red",), zone=Zone.STACK)),
    ("Counter target spell with converted mana cost equal to X.",
     Filter(types=("spell",), zone=Zone.STACK, mana_value=Compare("==", VarX()))),
])
def test_counter_filters(text, f):
    assert spell(text).targets[0].filter == f


def test_power_sink():
    s = spell("Counter target spell unless its controller pays {X} more. If he or she doesn't, tap all "
              "mana-producing lands that player controls and empty his or her mana pool.")
    payer = ControllerOf(Target(0))
    lands = Filter(types=("land",), extra=("mana-producing",), controlled_by=payer)
    assert s.effects == (CounterSpell(Target(0), "{X}", payer, (Tap(All((lands,))), EmptyManaPool(payer))),)


def test_memory_lapse():
    s = spell("Counter target spell. Put it on top of its owner's library instead of into that player's graveyard.")
    assert s.effects == (CounterSpell(Target(0), destination=Zone.LIBRARY, destination_position=ir.LibraryPosition.TOP),)


@pytest.mark.parametrize("text, zone, f", [
    ("Return target creature to its owner's hand.", Zone.HAND, CREATURE),
    ("Return target permanent to its owner's hand.", Zone.HAND, Filter(types=("permanent",))),
    ("Return target creature card from your graveyard to your hand.", Zone.HAND,
     Filter(types=("creature",), controller=ir.PlayerRelation.YOU, zone=Zone.GRAVEYARD, extra=("card",))),
    ("Put target land on top of its owner's library.", Zone.LIBRARY, Filter(types=("land",))),
    ("Remove target creature from the game.", Zone.REMOVED, CREATURE),
])
def test_zone_moves(text, zone, f):
    s = spell(text)
    assert s.effects == (MoveTo(Target(0), zone),)
    assert s.targets[0].filter == f


def test_exile_and_gain_life_equal_to_toughness():
    s = spell("Remove target nonwhite attacking creature from the game. You gain life equal to its toughness.")
    assert s.effects == (MoveTo(Target(0), Zone.REMOVED), GainLife(You(), ToughnessOf(Target(0))))
    assert s.targets[0].filter == Filter(types=("creature",), not_colors=("white",), status=("attacking",))


@pytest.mark.parametrize("text, effect", [
    ("Target player gains X life.", GainLife(Target(0), VarX())),
    ("Target player draws two cards.", Draw(Target(0), 2)),
    ("Target player chooses and discards a card from his or her hand.", Discard(Target(0), 1)),
])
def test_player_effects(text, effect):
    s = spell(text)
    assert s.effects == (effect,)
    assert s.targets == (TargetSpec(0, PLAYER),)


def test_each_player_draws_x():
    assert spell("Each player draws X cards.").effects == (Draw(All((PLAYER,)), VarX()),)


def test_lose_half_life():
    assert spell("Draw four cards. You lose half your life, rounded up.").effects == (
        Draw(You(), 4), LoseLife(You(), HalfLife(You())))


def test_pump_and_grant_until_end_of_turn():
    s = spell("Target creature gets +3/+3 and gains first strike until end of turn.")
    assert s.effects == (ModifyPT(Target(0), 3, 3), GrantAbility(Target(0), Keyword("first strike")))


def test_pump_x_and_minus():
    assert spell("Target creature gets +X/+0 until end of turn.").effects == (ModifyPT(Target(0), VarX(), 0),)
    assert spell("Target creature gets -2/-0 until end of turn.").effects == (ModifyPT(Target(0), -2, 0),)


def test_group_pump_until_end_of_turn():
    assert spell("Creatures you control get +1/+1 until end of turn.").effects == (
        ModifyPT(All((Filter(types=("creature",), controller=ir.PlayerRelation.YOU),)), 1, 1),)


def test_tokens():
    s = spell("Put four 1/1 white Citizen creature tokens into play.", type_line="Sorcery")
    assert s.effects == (CreateToken(TokenSpec("Citizen", 1, 1, ("white",), ("creature",), ("Citizen",)), 4),)


def test_token_that_creature_has_flying():
    ab = one("{5}, {T}: Put a 1/1 Wasp artifact creature token into play. That creature has flying.",
             type_line="Artifact")
    assert ab.effects == (CreateToken(TokenSpec("Wasp", 1, 1, (), ("artifact", "creature"), ("Wasp",),
                                                (Keyword("flying"),))),)


def test_tap_up_to_three():
    s = spell("Tap up to three target creatures without flying.", type_line="Sorcery")
    assert s.effects == (Tap(Target(0)),)
    assert s.targets == (TargetSpec(0, Filter(types=("creature",), not_keywords=(Keyword("flying"),)), 0, 3),)


def test_mana_short():
    s = spell("Tap all lands target player controls and empty his or her mana pool.")
    assert s.effects == (Tap(All((Filter(types=("land",), controlled_by=Target(0)),))), EmptyManaPool(Target(0)))


def test_prevention():
    assert spell("Prevent the next 3 damage to target creature or player this turn.").effects == (
        PreventDamage((Target(0),), 3),)
    s = spell("The next time a red source of your choice would deal damage to you this turn, prevent that damage.")
    assert s.effects == (PreventDamage((You(),), None, ir.Chosen(Filter(colors=("red",), extra=("source",))),
                                       next_time=True),)
    # Fog as printed is its Oracle's "Prevent all combat damage that would be dealt this turn"
    # (only creatures deal combat damage): no source restriction
    assert spell("Creatures deal no combat damage this turn.").effects == (
        PreventDamage((), None, None, combat_only=True),)
    assert spell("Prevent all combat damage that would be dealt this turn.").effects == (
        PreventDamage((), None, None, combat_only=True),)


def test_modal_healing_salve():
    s = spell("Choose one - Target player gains 3 life; or prevent the next 3 damage to target creature or "
              "player this turn.")
    assert s.choose == 1 and not s.effects
    assert [m.effects for m in s.modes] == [(GainLife(Target(0), 3),), (PreventDamage((Target(0),), 3),)]
    assert [m.targets for m in s.modes] == [(TargetSpec(0, PLAYER),), (TargetSpec(0, CREATURE_OR_PLAYER),)]


def test_two_paragraph_spell_renumbers_targets():
    s = spell("Test Spell deals 1 damage to target creature.\nTest Spell deals 1 damage to target player.")
    assert s.effects == (DealDamage(1, (Target(0),)), DealDamage(1, (Target(1),)))
    assert [t.index for t in s.targets] == [0, 1]


def test_mana_spell_is_not_a_mana_ability():
    """406.1b: a spell that adds mana is played and resolves like any other spell."""
    assert spell("Add {B}{B}{B} to your mana pool.").effects == (AddMana(("{B}{B}{B}",)),)


# --------------------------------------------------------------------------- activated abilities (403)


def test_prodigal_sorcerer():
    ab = one("{T}: Test Card deals 1 damage to target creature or player.")
    assert strip_text(ab) == ActivatedAbility(Cost(tap=True), (DealDamage(1, (Target(0),)),),
                                              (TargetSpec(0, CREATURE_OR_PLAYER),))


@pytest.mark.parametrize("cost_text, cost", [
    ("{R}, {T}", Cost(mana="{R}", tap=True)),
    ("{2}{G}", Cost(mana="{2}{G}")),
    ("Sacrifice Test Card", Cost(sacrifice=(SacrificeCost(This()),))),
    ("{T}, Sacrifice Test Card", Cost(tap=True, sacrifice=(SacrificeCost(This()),))),
    ("Sacrifice a creature", Cost(sacrifice=(SacrificeCost(Filter(types=("creature",), controller=ir.PlayerRelation.YOU)),))),
    ("{2}{R}, Sacrifice two Goblins", Cost(mana="{2}{R}", sacrifice=(
        SacrificeCost(Filter(subtypes=("Goblin",), controller=ir.PlayerRelation.YOU), 2),))),
    ("Pay 1 life", Cost(life=1)),
    ("{B}{B}, Pay 2 life, Sacrifice a swamp", Cost(mana="{B}{B}", life=2, sacrifice=(
        SacrificeCost(Filter(types=("land",), subtypes=("swamp",), controller=ir.PlayerRelation.YOU)),))),
    ("Tap an untapped swamp you control", Cost(tap_other=Filter(types=("land",), subtypes=("swamp",),
                                                                controller=ir.PlayerRelation.YOU, status=("untapped",)))),
])
def test_costs(cost_text, cost):
    assert one(f"{cost_text}: Draw a card.").cost == cost


def test_regenerate_self():
    assert one("{B}: Regenerate Test Card.").effects == (Regenerate(This()),)


def test_self_pump():
    assert one("{R}: Test Card gets +1/+0 until end of turn.").effects == (ModifyPT(This(), 1, 0),)


@pytest.mark.parametrize("text, options", [
    ("{T}: Add {G} to your mana pool.", ("{G}",)),
    ("{T}: Add {G}{G} to your mana pool.", ("{G}{G}",)),
    ("{T}: Add one mana of a color of your choice to your mana pool.", ("{W}", "{U}", "{B}", "{R}", "{G}")),
    ("{T}: Add one colorless mana to your mana pool.", ("{1}",)),
    ("Sacrifice a creature: Add two colorless mana to your mana pool.", ("{2}",)),
])
def test_mana_abilities(text, options):
    ab = one(text)
    assert ab.is_mana_ability
    assert ab.effects == (AddMana(options),)


def test_painland_mana_ability_with_damage():
    ab = one("{T}: Add {W} or {U} to your mana pool. Test Card deals 1 damage to you.", type_line="Land")
    assert ab.is_mana_ability and ab.effects == (AddMana(("{W}", "{U}")), DealDamage(1, (You(),)))


def test_restrictions():
    ab = one("{3}, {T}: Target player chooses and discards a card from his or her hand. "
             "Play this ability only during your turn.", type_line="Artifact")
    assert ab.restrictions == (Restriction(ir.RestrictionKind.DURING_YOUR_TURN),)
    ab = one("{X}, {T}: Test Card deals X damage to target creature. Spend only red mana this way.")
    assert ab.restrictions == (Restriction(ir.RestrictionKind.SPEND_ONLY, "red"),)


def test_ability_from_graveyard_with_restriction_paragraph():
    """Necrosavant: the restriction is printed as its own paragraph; it belongs to the ability."""
    abilities = card("{3}{B}{B}, Sacrifice a creature: Return Test Card from your graveyard to play.\n"
                     "Play this ability only during your upkeep.").abilities
    assert len(abilities) == 1
    ab = abilities[0]
    assert ab.zone == Zone.GRAVEYARD and ab.restrictions == (Restriction(ir.RestrictionKind.DURING_YOUR_UPKEEP),)
    assert ab.effects == (MoveTo(This(), Zone.IN_PLAY),)


def test_ability_only_if_in_graveyard():
    ab = card("Test Card deals 3 damage to target creature or player.\n{2}{R}{R}{R}: Return Test Card to your "
              "hand. Play this ability only during your upkeep and only if Test Card is in your graveyard.",
              type_line="Sorcery").abilities[0]
    assert ab.zone == Zone.GRAVEYARD and ab.restrictions == (Restriction(ir.RestrictionKind.DURING_YOUR_UPKEEP),)


def test_delayed_trigger_at_end_of_turn():
    ab = one("{3}, {T}: Target creature you control gets +2/+2 until end of turn. At end of turn, return that "
             "creature to its owner's hand.", type_line="Artifact")
    assert ab.effects[1] == DelayedTrigger(Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.EACH),
                                           (MoveTo(Target(0), Zone.HAND),))


def test_look_and_mill():
    assert one("{T}: Look at target player's hand.").effects == (LookAtHand(Target(0)),)
    assert one("{2}, {T}: Put the top two cards of target player's library into his or her graveyard.").effects == (
        Mill(Target(0), 2),)


def test_tap_or_untap():
    ab = one("{3}{G}, {T}: Tap or untap target artifact, creature, or land.")
    assert ab.effects == (TapOrUntap(Target(0)),)
    assert ab.targets[0].filter == Filter(types=("artifact", "creature", "land"))


def test_quoted_ability_is_granted():
    ab = one('All Zombies gain "{B}: Regenerate this creature" and swampwalk.')
    zombies = All((Filter(subtypes=("Zombie",)),))
    # its words as the card quotes them (what a trace or a board says it has), not the grammar's
    granted = ActivatedAbility(Cost(mana="{B}"), (Regenerate(This()),), text="{B}: Regenerate this creature")
    assert ab.effects == (GrantAbility(zombies, granted, ir.WHILE_IN_PLAY),
                          GrantAbility(zombies, Keyword("landwalk", "swamp"), ir.WHILE_IN_PLAY))


def test_that_player_who_may_pay_is_the_player_dealt_the_damage():
    # Seizures: "… deals 3 damage to that creature's controller unless that player pays {3}" — the
    # enchanted creature's controller chooses, not the Aura's (the audit of seed 1309)
    ab = one("Whenever enchanted creature becomes tapped, Test Card deals 3 damage to that creature's controller "
             "unless that player pays {3}.", "Enchant Creature")
    (unless,) = ab.effects
    assert isinstance(unless, ir.IfYouDo) and unless.who == ir.ControllerOf(ir.TriggerObject())


def test_a_quoted_ability_of_a_token_is_the_tokens():
    # Drudge Spell: "It has ..." after a token is made gives the token the ability, not the card
    ab = one('{B}: Put a 1/1 black Skeleton creature token into play. It has "{B}: Regenerate this creature."')
    (make,) = ab.effects
    assert isinstance(make, ir.CreateToken) and make.token.name == "Skeleton"
    assert make.token.abilities == (
        ActivatedAbility(Cost(mana="{B}"), (Regenerate(This()),), text="{B}: Regenerate this creature."),)


# --------------------------------------------------------------------------- triggered abilities (404, 410)


def test_etb_may_return():
    ab = one("When Test Card comes into play, you may return target creature card from your graveyard to your hand.")
    assert isinstance(ab, TriggeredAbility) and ab.optional
    assert ab.trigger == Trigger(ir.TriggerEvent.COMES_INTO_PLAY, This())
    assert ab.effects == (MoveTo(Target(0), Zone.HAND),)


def test_intervening_if_howling_mine():
    ab = one("At the beginning of each player's draw step, if Test Card is untapped, that player draws an "
             "additional card.", type_line="Artifact")
    assert ab.trigger == Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.DRAW, whose=ir.TriggerWhose.EACH)
    assert ab.condition == Condition(ir.ConditionKind.STATUS, ref=This(), value="untapped")
    assert ab.effects == (Draw(TriggerPlayer(), 1),)


def test_pestilence():
    abilities = card("At end of turn, if there are no creatures in play, sacrifice Test Card.\n"
                     "{B}: Test Card deals 1 damage to each creature and each player.", type_line="Enchantment").abilities
    trig, act = abilities
    assert trig.trigger == Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.EACH)
    assert trig.condition == Condition(ir.ConditionKind.NONE, filter=Filter(types=("creature",)))
    assert trig.effects == (Sacrifice(You(), This()),)
    assert act.effects == (DealDamage(1, (All((CREATURE,)), All((PLAYER,)))),)


def test_trigger_on_other_objects_refers_to_trigger_object():
    ab = one("Whenever a creature comes into play, Test Card deals 2 damage to it.", type_line="Enchantment")
    assert ab.trigger == Trigger(ir.TriggerEvent.COMES_INTO_PLAY, CREATURE)
    assert ab.effects == (DealDamage(2, (TriggerObject(),)),)
    ab = one("Whenever a land comes into play, Test Card deals 2 damage to that land's controller.")
    assert ab.effects == (DealDamage(2, (ControllerOf(TriggerObject()),)),)


def test_damage_to_a_player_trigger():
    ab = one("Whenever Test Card deals damage to a player, that player chooses and discards a card from his or "
             "her hand.")
    assert ab.trigger == Trigger(ir.TriggerEvent.DEALS_DAMAGE, This(), detail=PLAYER)
    assert ab.effects == (Discard(TriggerPlayer(), 1),)


def test_spell_played_trigger_with_may_pay():
    ab = one("Whenever a player plays a blue spell, you may pay {1}. If you do, you gain 1 life.", type_line="Artifact")
    assert ab.trigger == Trigger(ir.TriggerEvent.PLAYS_SPELL, whose=ir.TriggerWhose.EACH, filter=Filter(types=("spell",), colors=("blue",), zone=Zone.STACK))
    assert ab.effects == (IfYouDo(Cost(mana="{1}"), (GainLife(You(), 1),)),)


def test_sacrifice_unless():
    ab = one("When Test Card comes into play, you may sacrifice four creatures. If you don't, sacrifice Test Card.")
    assert ab.effects == (IfYouDo(Cost(sacrifice=(SacrificeCost(Filter(types=("creature",), controller=ir.PlayerRelation.YOU), 4),)),
                                  (), (Sacrifice(You(), This()),)),)


def test_attack_trigger_and_delayed_end_of_combat():
    ab = one("When Test Card attacks or blocks, sacrifice it at end of combat.")
    assert ab.trigger == Trigger(ir.TriggerEvent.ATTACKS_OR_BLOCKS, This())
    assert ab.effects == (DelayedTrigger(Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_COMBAT, whose=ir.TriggerWhose.EACH),
                                         (Sacrifice(You(), This()),)),)


def test_defending_player_may_draw():
    assert one("Whenever Test Card attacks, defending player may draw a card.").effects == (
        Draw(DefendingPlayer(), 1, optional=True),)


def test_enchanted_creature_goes_to_graveyard_trigger():
    ab = one("When enchanted creature is put into a graveyard, return that creature to play under its owner's "
             "control.", type_line="Enchant Creature")
    assert ab.effects == (MoveTo(TriggerObject(), Zone.IN_PLAY, controller=OwnerOf(TriggerObject())),)


def test_wild_growth_is_a_triggered_mana_ability():
    ab = one("Whenever enchanted land is tapped for mana, it produces an additional {G}.", type_line="Enchant Land")
    assert ab.is_mana_ability and ab.effects == (AddMana(("{G}",), ControllerOf(TriggerObject())),)


# --------------------------------------------------------------------------- static abilities (405, 418.4)


def static(text: str, type_line: str = "Enchantment") -> tuple:
    ab = one(text, type_line)
    assert isinstance(ab, StaticAbility)
    return ab.effects


def test_anthem_crusade():
    assert static("White creatures get +1/+1.") == (
        ModifyPT(All((Filter(types=("creature",), colors=("white",)),)), 1, 1, ir.WHILE_IN_PLAY),)


def test_lord_goblin_king():
    goblins = All((Filter(subtypes=("Goblin",)),))
    assert static("All Goblins get +1/+1 and gain mountainwalk. (They're unblockable if defending player "
                  "controls a mountain.)", "Creature - Lord") == (
        ModifyPT(goblins, 1, 1, ir.WHILE_IN_PLAY), GrantAbility(goblins, Keyword("landwalk", "mountain"), ir.WHILE_IN_PLAY))


def test_local_enchantment():
    abilities = card("Enchanted creature gets +2/+2.", "Enchant Creature")
    assert abilities.enchant == Filter(types=("creature",))
    assert abilities.abilities[0].effects == (ModifyPT(Enchanted(), 2, 2, ir.WHILE_IN_PLAY),)
    assert static("Enchanted creature gains flying.", "Enchant Creature") == (
        GrantAbility(Enchanted(), Keyword("flying"), ir.WHILE_IN_PLAY),)
    assert static("You control enchanted land.", "Enchant Land") == (GainControl(Enchanted(), You(), ir.WHILE_IN_PLAY),)


def test_enchanted_creature_is_colour():
    # 418.5a's example: "Enchanted creature is white." (a static ability setting its colour)
    assert static("Enchanted creature is white.", "Enchant Creature") == (
        ir.SetColor(Enchanted(), ("white",), ir.WHILE_IN_PLAY),)
    assert static("Enchanted creature is black.", "Enchant Creature") == (
        ir.SetColor(Enchanted(), ("black",), ir.WHILE_IN_PLAY),)
    assert static("Enchanted creature is green until end of turn.", "Enchant Creature") == (
        ir.SetColor(Enchanted(), ("green",), ir.UNTIL_END_OF_TURN),)


@pytest.mark.parametrize("text, kind, f", [
    ("Test Card can't block.", ir.CantBlock, None),
    ("Test Card is unblockable.", ir.Unblockable, None),
    ("Test Card can block as though it had flying.", ir.CanBlockAsThoughFlying, None),
    ("Attacking doesn't cause Test Card to tap.", ir.AttacksWithoutTapping, None),
    ("Test Card comes into play tapped.", ir.ComesIntoPlayTapped, None),
    ("Test Card can't be blocked by Walls.", ir.CantBeBlockedBy, Filter(subtypes=("Wall",))),
    ("Test Card can't be blocked by more than one creature each combat.", ir.CantBeBlockedByMoreThanOne, None),
    ("Test Card can't block creatures with power 2 or less.", ir.CantBlock,
     Filter(types=("creature",), power=Compare("<=", 2))),
    ("Test Card can't attack unless defending player controls an island.",
     ir.CantAttackUnless, Filter(types=("land",), subtypes=("island",))),
])
def test_self_rules(text, kind, f):
    assert static(text, "Creature - Test") == (kind(This(), f),)


def test_blocked_only_by_a_union():
    (rule,) = static("Enchanted creature can't be blocked except by artifact creatures and black creatures.",
                     "Enchant Creature")
    # (a union's parts are kept in one canonical order, whatever the words' order)
    assert rule.what == Enchanted() and set(rule.filter.any_of) == {
        Filter(types_all=("artifact", "creature")), Filter(types=("creature",), colors=("black",))}
    (rule,) = static("Test Card can't be blocked except by creatures with flying or Walls.")
    assert set(rule.filter.any_of) == {Filter(types=("creature",), keywords=(Keyword("flying"),)),
                                       Filter(subtypes=("Wall",))}


def test_if_that_creature_dies_this_way():
    # Kaervek's Purge, Cinder Cloud: the target the destruction before put into a graveyard, as it last
    # existed (413.2f); "the creature's power", "the creature's controller": the target's
    t = Target(0)
    assert spell("Destroy target creature. If that creature dies this way, Test Spell deals damage equal to the "
                 "creature's power to the creature's controller.").effects == (
        Destroy(t), ir.Conditional(ir.Condition(ir.ConditionKind.DIED_THIS_WAY, ref=t),
                                   (DealDamage(PowerOf(t), (ControllerOf(t),), This()),)))
    white = spell("Destroy target creature. If a white creature dies this way, Test Spell deals damage to that "
                  "creature's controller equal to the creature's power.").effects[1]
    assert white.condition == ir.Condition(ir.ConditionKind.DIED_THIS_WAY, ref=t, filter=Filter(types=("creature",), colors=("white",)))
    # only after the destruction of a target
    with pytest.raises(CardTextError, match="only after the destruction of a target"):
        spell("Tap target creature. If that creature dies this way, you gain 2 life.")


def test_x_is_the_number_of_creatures_that_died_this_way():
    # Hellfire: what the destruction before it put into a graveyard, as "for each … that died this way"
    assert strip_text(spell("Destroy all nonblack creatures. Test Spell deals X plus 3 damage to you, where X is the "
                            "number of creatures that died this way.", type_line="Sorcery")) == strip_text(spell(
        "Destroy all nonblack creatures. Test Spell deals X plus 3 damage to you, where X is the number of creatures "
        "destroyed this way.", type_line="Sorcery"))
    assert spell("Destroy all nonblack creatures. Test Spell deals X plus 3 damage to you, where X is the number of "
                 "creatures that died this way.", type_line="Sorcery").effects[1] == DealDamage(
        ir.Sum((ir.ResultOf("destroyed"), 3)), (You(),), This())


def test_bands_with_other_legendary_creatures_granted():
    # the Legends lands (Adventurers' Guildhouse …): the keyword granted in quotes, its reminder dropped
    # (glossary "Banding, Bands with Other")
    reminder = (' (Any legendary creatures can attack in a band as long as at least one has "bands with other legendary '
                'creatures." Bands are blocked as a group. If at least two legendary creatures you control, one of '
                'which has "bands with other legendary creatures," are blocking or being blocked by the same creature, '
                "you divide that creature's combat damage, not its controller, among any of the creatures it's being "
                "blocked by or is blocking.)")
    assert strip_text(static('Green legendary creatures you control have "bands with other legendary creatures."'
                             + reminder, "Land")) == (
        GrantAbility(All((Filter(types=("creature",), colors=("green",), controller=ir.PlayerRelation.YOU, extra=("legendary",)),)),
                     Keyword("bands with other", ir.LEGENDARY_CREATURES), ir.WHILE_IN_PLAY),)
    assert str(Keyword("bands with other", ir.LEGENDARY_CREATURES)) == "bands with other legendary creatures"


def test_keyword_and_blocked_only_by():
    # Cloak of Invisibility (Oracle): the keyword granted and the evasion rule, the same as the two
    # sentences apart
    assert static("Enchanted creature has phasing and can't be blocked except by Walls.", "Enchant Creature") == (
        GrantAbility(Enchanted(), Keyword("phasing"), ir.WHILE_IN_PLAY),
        ir.CantBeBlockedExceptBy(Enchanted(), Filter(subtypes=("Wall",))))


def test_block_cost_for_some_attackers():
    # Hipparion (Oracle): a cost to block owed only for the creatures the filter names (309.2)
    assert static("Test Card can't block creatures with power 3 or greater unless you pay {1}.", "Creature - Horse") == (
        ir.CombatCost(This(), Filter(types=("creature",), power=Compare(">=", 3)), "{1}", ir.WHILE_IN_PLAY,
                      action=ir.CombatAction.BLOCK),)


def test_cant_block_creatures_with_power_at_least_the_enchanted_creatures_toughness():
    # Ironclaw Curse (Oracle): compared with the toughness of the creature the Aura enchants (501.3)
    assert static("Enchanted creature can't block creatures with power equal to or greater than the enchanted "
                  "creature's toughness.", "Enchantment - Aura") == (
        ir.CantBlock(Enchanted(), Filter(types=("creature",), power=Compare(">=", ToughnessOf(Enchanted())))),)


def test_a_group_pumped_while_they_all_share_a_color():
    # Common Cause: "they" is the group the effect is about (418.4a)
    ab = one("Nonartifact creatures get +2/+2 as long as they all share a color.", "Enchantment")
    group = All((Filter(types=("creature",), not_types=("artifact",)),))
    assert ab.condition == Condition(ir.ConditionKind.ALL_SHARE_A_COLOR, ref=group)
    assert ab.effects == (ModifyPT(group, 2, 2, ir.WHILE_IN_PLAY),)


def test_each_untapped_creature_you_control_while_its_not_attacking():
    # Arcades Sabboth: "it" is each one of the group — those of them not attacking (308.5), no condition
    ab = one("Each untapped creature you control gets +0/+2 as long as it's not attacking.",
             "Legendary Creature - Elder Dragon")
    assert ab.condition is None
    assert ab.effects == (ModifyPT(All((Filter(types=("creature",), controller=ir.PlayerRelation.YOU, status=("untapped",),
                                               extra=(ir.NOT_ATTACKING,)),)), 0, 2, ir.WHILE_IN_PLAY),)


def test_damage_from_deserts_prevented():
    # Desert Nomads: the sources are the lands of type Desert (419.7a)
    assert static("Prevent all damage that would be dealt to Test Card by Deserts.", "Creature - Nomad") == (
        ir.PreventDamage(to=(This(),), source=All((Filter(types=("land",), subtypes=("desert",)),)),
                         duration=ir.WHILE_IN_PLAY),)
    assert str(Keyword("landwalk", ir.LEGENDARY_LAND)) == "legendary landwalk"


def test_untargetable_by_abilities_from_artifact_sources():
    # Artifact Ward: abilities only, whose source is an artifact (glossary "Source")
    assert static("Enchanted creature can't be the target of abilities from artifact sources.", "Enchant Creature") == (
        ir.CantBeTargetedBy(Enchanted(), Filter(types=("artifact",)), None, ir.WHILE_IN_PLAY, abilities_only=True),)


def test_shroud_as_long_as_its_controller_controls_another_creature():
    # Favorable Destiny: "its" and "another" are the enchanted creature's, not the Aura's
    ab = one("Enchanted creature has shroud as long as its controller controls another creature.", "Enchant Creature")
    assert ab.condition == ir.Condition(ir.ConditionKind.CONTROLLER_CONTROLS_ANOTHER, ref=Enchanted(), filter=Filter(types=("creature",)))
    assert ab.effects == (ir.CantBeTargeted(Enchanted()),)


def test_group_rules():
    assert static("Black creatures can't attack or block.") == (
        ir.CantAttackOrBlock(All((Filter(types=("creature",), colors=("black",)),))),)
    assert static("Each creature with power 3 or greater doesn't untap during its controller's untap step.") == (
        ir.DoesntUntap(All((Filter(types=("creature",), power=Compare(">=", 3)),))),)
    assert static("Except for Test Card, creatures you control can't attack.") == (
        ir.CantAttack(All((Filter(types=("creature",), controller=ir.PlayerRelation.YOU, other=True),))),)
    assert static("Red spells cost {2} more to play.") == (
        ir.SpellCostIncrease(None, Filter(types=("spell",), colors=("red",), zone=Zone.STACK), "{2}"),)


def test_characteristic_defining_pt():
    swamps = CountOf(Filter(types=("land",), subtypes=("swamp",), controller=ir.PlayerRelation.YOU))
    assert static("Test Card's power and toughness are each equal to the number of swamps you control.",
                  "Creature - Test") == (SetPT(This(), swamps, swamps, ir.WHILE_IN_PLAY),)


def test_prevent_all_combat_damage_to_enchanted():
    assert static("Prevent all combat damage that would be dealt to enchanted creature.", "Enchant Creature") == (
        PreventDamage((Enchanted(),), None, combat_only=True, duration=ir.WHILE_IN_PLAY),)


def test_one_shot_paragraph_on_a_permanent_is_an_error():
    with pytest.raises(CardTextError, match="one-shot"):
        card("Destroy all creatures.", "Enchantment")


def test_targeted_static_is_an_error():
    with pytest.raises(CardTextError, match="can't target"):
        card("Target creature gets +1/+1.", "Enchantment")


# --------------------------------------------------------------------------- basic lands (214.9e)


@pytest.mark.parametrize("name, symbol", [("Plains", "{W}"), ("Island", "{U}"), ("Swamp", "{B}"),
                                          ("Mountain", "{R}"), ("Forest", "{G}")])


def test_basic_land_intrinsic_mana(name, symbol):
    (ab,) = parse_card_text(CardDef(name=name, type_line="Land")).abilities
    assert ab.intrinsic and ab.is_mana_ability and ab.cost == Cost(tap=True) and ab.effects == (AddMana((symbol,)),)


def test_basic_land_type_from_subtype():
    (ab,) = parse_card_text(CardDef(name="Snow Forest", type_line="Basic Land - Forest", types=("Land",),
                                    subtypes=("Forest",))).abilities
    assert ab.effects == (AddMana(("{G}",)),)


def test_vanilla_creature_has_no_abilities():
    assert card("") == CardAbilities("Test Card")


# --------------------------------------------------------------------------- modern wording = era wording


@pytest.mark.parametrize("era, modern", [
    ("When Test Card comes into play, you gain 2 life.", "When Test Card enters the battlefield, you gain 2 life."),
    ("When Test Card leaves play, remove all Serf tokens from play.",
     "When Test Card leaves the battlefield, exile all Serf tokens on the battlefield."),
    ("{T}: Add {G} to your mana pool.", "{T}: Add {G}."),
    ("{T}: Add one mana of a color of your choice to your mana pool.", "{T}: Add one mana of any color."),
    ("Whenever a creature is put into a graveyard from play, you may pay {1}. If you do, you gain 1 life.",
     "Whenever a creature dies, you may pay {1}. If you do, you gain 1 life."),
    ("Whenever a player plays a red spell, you gain 1 life.", "Whenever a player casts a red spell, you gain 1 life."),
    ("{2}{R}: Put a 1/1 red Goblin creature token into play. Play this ability only once each turn.",
     "{2}{R}: Create a 1/1 red Goblin creature token. Activate only once each turn."),
    ("At end of turn, if there are no creatures in play, sacrifice Test Card.",
     "At the beginning of the end step, if there are no creatures on the battlefield, sacrifice Test Card."),
    ("Test Card comes into play tapped.", "Test Card enters the battlefield tapped."),
])
def test_modern_wording_gives_the_same_ir(era, modern):
    assert strip_text(card(era)) == strip_text(card(modern))


@pytest.mark.parametrize("era, modern", [
    ("Remove target creature from the game.", "Exile target creature."),
    ("Return target creature card from your graveyard to play.",
     "Return target creature card from your graveyard to the battlefield."),
])
def test_modern_spell_wording_gives_the_same_ir(era, modern):
    assert strip_text(spell(era)) == strip_text(spell(modern))


def test_cardname_placeholder_is_self():
    assert strip_text(card("{B}: Regenerate CARDNAME.")) == strip_text(card("{B}: Regenerate Test Card."))


def test_any_target_is_the_eras_target_creature_or_player():
    """Modern "any target" adds planeswalkers to "target creature or player"; no planeswalker
    exists under these rules, so on an era card the two mean the same and give the same IR."""
    assert strip_text(spell("Test Spell deals 3 damage to any target.")) == \
        strip_text(spell("Test Spell deals 3 damage to target creature or player."))


# --------------------------------------------------------------------------- errors


def test_unknown_sentence_names_card_sentence_and_column():
    with pytest.raises(CardTextError) as info:
        card("Flying\nTest Card dances wildly.", name="Test Card")
    err = info.value
    assert err.card == "Test Card"
    assert err.sentence == "~ dances wildly."
    assert err.column == 3
    assert "Test Card" in err.message and "dances wildly" in err.message
    assert "column 3" in err.message
    assert err.exit_code == 2


def test_truncated_sentence_is_an_error():
    with pytest.raises(CardTextError) as info:
        spell("Destroy target")
    assert info.value.sentence == "destroy target." and info.value.column == 15


def test_missing_full_stop_and_this_creature_are_accepted():
    assert strip_text(card("{B}: Regenerate this creature")) == strip_text(card("{B}: Regenerate Test Card."))
    assert strip_text(card("When this creature comes into play, you gain 2 life")) == strip_text(
        card("When Test Card comes into play, you gain 2 life."))


def test_error_in_activated_ability_body_reports_column_in_paragraph():
    with pytest.raises(CardTextError) as info:
        card("{T}: Test Card juggles.")
    assert info.value.column == len("{t}: ~ ") + 1


def test_error_is_a_judge_error():
    from judge.errors import JudgeError

    assert issubclass(CardTextError, JudgeError)


# --------------------------------------------------------------------------- normalisation, caching


def test_normalisation():
    assert normalise_paragraph("Æther Flash", "Whenever a creature comes into play, Æther Flash deals 2 damage to it.") \
        == "whenever a creature comes into play, ~ deals 2 damage to it."
    assert normalise_paragraph("X", "Destroy target artifact, creature, or land.") == \
        "destroy target artifact or creature or land."
    assert normalise_paragraph("X", "Destroy target nonartifact, nonblack creature.") == \
        "destroy target nonartifact nonblack creature."
    assert normalise_paragraph("D'Avenant Archer", "{T}: D\u2019Avenant Archer deals 1 damage.") == "{t}: ~ deals 1 damage."


def test_a_text_read_once_is_kept_by_the_catalog_per_name_and_text():
    """Two definitions of the same card (two scenario files) are read once (judge.cards.catalog)."""
    from judge.cards.catalog import catalog

    a = catalog().abilities(CardDef(name="Cache Test", type_line="Creature - Test", text="Flying"))
    b = catalog().abilities(CardDef(name="Cache Test", type_line="Creature - Test", text="Flying"))
    assert a is b
    c = catalog().abilities(CardDef(name="Cache Test", type_line="Creature - Test", text="Trample"))
    assert c is not a and c.abilities[0].name == "trample"


def test_grammar_is_lalr_with_only_the_documented_conflicts():
    """The grammar is LALR(1); Lark resolves its shift/reduce conflicts as shift. Each of
    them is intended (a later "and"/"may"/"get"/"on"/"can't"/"from your hand" continues the
    longer construct; "unless" after "counter target spell" continues Mana Leak's own
    template rather than ending the clause). The tables' build (lark in debug mode, which logs
    each conflict) keeps the conflicts' words in the head of ``text_tables.json``, which
    tests/test_generated_files.py holds to the grammar as it is (building lark's analysis a
    second time here cost the suite ~10 s); lark itself refuses a reduce/reduce conflict."""
    from judge.cards import text_lalr
    from judge._speed.lalr import tables

    head = tables.head(text_lalr.PATH)
    assert head is not None and text_lalr.up_to_date(text.grammar_text())
    conflicts = set(head["shift_reduce"])
    assert conflicts and "?" not in conflicts
    assert conflicts <= {"and", "may", "get", "on", "can't", "from your hand", "unless"}, conflicts


def test_the_tables_build_keeps_the_words_of_larks_shift_reduce_conflicts(tmp_path, monkeypatch):
    """What the head keeps is read off lark's own debug messages (whatever lark version)."""
    import logging

    import lark

    logged = []

    class Keep(logging.Handler):
        def emit(self, record):
            logged.append(record.getMessage())

    grammar = 'start: "if" start | "if" start "else" start | "x"\n%ignore " "\n'  # the dangling else
    keep, level = lark.logger.handlers[:], lark.logger.level
    lark.logger.handlers[:] = [Keep()]
    lark.logger.setLevel(logging.DEBUG)
    try:
        parser = lark.Lark(grammar, parser="lalr", debug=True)
    finally:
        lark.logger.handlers[:], _ = keep, lark.logger.setLevel(level)
    from judge.cards import text_lalr
    from judge._speed.lalr import tables

    monkeypatch.setattr(text_lalr, "PATH", tmp_path / "none.json")  # nothing to number as
    path = tmp_path / "tables.json"
    path.write_text(text_lalr.build_text(parser, grammar, tuple(logged)), encoding="utf-8")
    head = tables.head(path)
    assert head["shift_reduce"] == ["else"]
    assert head["builder"] == text_lalr.builder_digest() and head["grammar"] == text_lalr.grammar_digest(grammar)


# --------------------------------------------------------------------------- library search, hands, lands


def test_tutor_search_reveal_shuffle_put_on_top():
    s = spell("Search your library for an artifact or enchantment card and reveal that card. Shuffle your "
              "library, then put the card on top of it.")
    found = Filter(types=("artifact", "enchantment"), zone=Zone.LIBRARY, extra=("card",))
    assert s.effects == (ir.SearchLibrary(You(), found, reveal=True), ir.Shuffle(You()),
                         MoveTo(ir.Found(), Zone.LIBRARY, ir.LibraryPosition.TOP))


def test_search_put_into_play_tapped_then_shuffle():
    s = spell("Search your library for a basic land card and put that card into play tapped. Then shuffle your "
              "library.", type_line="Sorcery")
    basic = Filter(types=("land",), zone=Zone.LIBRARY, extra=("card", "basic"))
    assert s.effects == (ir.SearchLibrary(You(), basic), MoveTo(ir.Found(), Zone.IN_PLAY, tapped=True), ir.Shuffle(You()))


def test_look_at_hand_and_choose_discard():
    s = spell("Look at target opponent's hand and choose a card from it. That player discards that card.",
              type_line="Sorcery")
    assert s.effects == (LookAtHand(Target(0)), Discard(Target(0), 1, chooser=You()))
    assert s.targets == (TargetSpec(0, Filter(players=True, controller=ir.PlayerRelation.OPPONENT)),)


def test_discard_random_filtered_and_as_many_as_discarded():
    ab = one("{B}{B}{B}, {T}: Look at target opponent's hand. That player discards a creature card at random "
             "from it. Play this ability only during your turn.")
    assert ab.effects[1] == Discard(Target(0), 1, random=True,
                                    filter=Filter(types=("creature",), zone=Zone.HAND, extra=("card",)))
    s = spell("Target player chooses and discards two cards from his or her hand, then draws as many cards as "
              "he or she discarded this way.", type_line="Sorcery")
    assert s.effects == (Discard(Target(0), 2), Draw(Target(0), ResultOf("discarded")))


def test_additional_lands():
    assert spell("Play up to three additional lands this turn.", type_line="Sorcery").effects == (
        ir.AdditionalLands(You(), 3, ir.THIS_TURN),)
    assert static("Each player may play an additional land during each of his or her turns.", "Artifact") == (
        ir.AdditionalLands(All((PLAYER,)), 1, ir.WHILE_IN_PLAY),)


def test_untap_rules_and_as_long_as():
    assert static("You may choose not to untap Test Card during your untap step.", "Artifact") == (
        ir.MayChooseNotToUntap(This()),)
    ab = one("{4}, {T}: Tap target artifact, creature, or land. As long as Test Card is tapped, that permanent "
             "doesn't untap during its controller's untap step.", type_line="Artifact")
    # (the lock ends when the source untaps: the Oracle's "for as long as ~ remains tapped")
    assert ab.effects == (Tap(Target(0)), ir.DoesntUntap(Target(0), duration=ir.WHILE_SOURCE_TAPPED))
    oracle = one("{4}, {T}: Tap target artifact, creature, or land. That permanent doesn't untap during its "
                 "controller's untap step for as long as Test Card remains tapped.", type_line="Artifact")
    assert oracle.effects == ab.effects
    # any other condition stays a condition
    ab = one("{4}, {T}: Tap target creature. As long as you control a Swamp, that creature doesn't untap during its "
             "controller's untap step.", type_line="Artifact")
    assert ab.effects[1].duration == ir.AS_LONG_AS


def test_players_cant_play_activated_abilities_and_opponents_permanents_tapped():
    assert static("Players can't play activated abilities of creatures.", "Artifact") == (
        ir.CantPlayActivatedAbilities(All((PLAYER,)), CREATURE),)
    assert static("Artifacts, creatures, and lands your opponents play come into play tapped.") == (
        ir.ComesIntoPlayTapped(All((Filter(types=("artifact", "creature", "land"), controller=ir.PlayerRelation.OPPONENT,
                                           extra=(ir.PLAYED,)),))),)
    # played: not put into play by a spell or ability (glossary "Play"); Uphill Battle's Oracle too
    assert static("Creatures played by your opponents come into play tapped.") == (
        ir.ComesIntoPlayTapped(All((Filter(types=("creature",), controller=ir.PlayerRelation.OPPONENT, extra=(ir.PLAYED,)),))),)
    assert static("Creatures your opponents control come into play tapped.") == (
        ir.ComesIntoPlayTapped(All((Filter(types=("creature",), controller=ir.PlayerRelation.OPPONENT),))),)


def test_look_choose_put_on_library():
    s = spell("Look at target player's hand and choose two cards from it. Put those cards on top of that player's "
              "library in any order you choose.", type_line="Sorcery")
    chosen = ir.Chosen(Filter(types=("card",), zone=Zone.HAND, controlled_by=Target(0)), You(), 2)
    # "in any order you choose": the caster arranges them, not their owner (217.2d)
    assert s.effects == (LookAtHand(Target(0)), MoveTo(chosen, Zone.LIBRARY, ir.LibraryPosition.TOP, order=ir.LibraryOrder.YOU))
    s = spell("Look at target player's hand and choose two cards from it. Put those cards on top of that player's "
              "library.", type_line="Sorcery")
    assert s.effects[1].order is ir.LibraryOrder.OWNER


def test_reorder_and_dig():
    ab = one("When Test Card comes into play, look at the top four cards of your library and put them back in any "
             "order you choose.")
    assert ab.effects == (ir.ReorderTop(You(), 4),)
    assert spell("Look at the top seven cards of your library and put two of them into your hand. Put the rest into "
                 "your graveyard.", type_line="Sorcery").effects == (ir.Dig(You(), 7, 2, Zone.HAND, Zone.GRAVEYARD),)
    assert one("{2}{U}{U}: Look at the top five cards of your library and put one of them into your hand. Remove "
               "the rest from the game.", type_line="Enchantment").effects == (
        ir.Dig(You(), 5, 1, Zone.HAND, Zone.REMOVED),)


def test_reveal_top_if_its_otherwise():
    ab = one("{2}{G}{G}: Reveal the top card of your library. If it's a creature card, put it into play. Otherwise, "
             "put it into your graveyard.", type_line="Enchantment")
    cond = Condition(ir.ConditionKind.MATCHES, ref=ir.Revealed(), filter=Filter(types=("creature",), zone=Zone.ANY, extra=("card",)))
    assert ab.effects == (ir.RevealTop(You()), ir.Conditional(cond, (MoveTo(ir.Revealed(), Zone.IN_PLAY),),
                                                              (MoveTo(ir.Revealed(), Zone.GRAVEYARD),)))


def test_replacement_would_be_put_into_graveyard():
    ab = one("When Test Card would be put into a graveyard from play, instead put Test Card on top of its owner's "
             "library.")
    assert ab.effects == (ir.ReplaceEvent(ir.ReplacedEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, This(), (MoveTo(This(), Zone.LIBRARY, ir.LibraryPosition.TOP),)),)


def test_land_type_and_still_lands():
    assert static("Enchanted land is a basic land type of your choice.", "Enchant Land") == (
        ir.SetLandType(Enchanted(), None, ir.WHILE_IN_PLAY),)
    assert one("{1}, {T}: Target land is a basic land type of your choice until end of turn.",
               type_line="Artifact").effects == (ir.SetLandType(Target(0), None, ir.UNTIL_END_OF_TURN),)
    forests = All((Filter(types=("land",), subtypes=("forest",)),))
    assert static("All forests are 1/1 creatures that are still lands.") == (
        ir.SetTypes(forests, ("creature",), power=1, toughness=1, keep=True),)


def test_extra_turn_and_additional_combat():
    s = spell("Take another turn after this one. At the end of that turn, you lose the game.")
    assert s.effects == (ir.ExtraTurn(You()), DelayedTrigger(
        Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, extra_turn=True), (ir.LoseGame(You()),)))
    s = spell("Untap all creatures that attacked this turn. You get an additional combat phase followed by an "
              "additional main phase this turn.", type_line="Sorcery")
    assert s.effects == (Untap(All((Filter(types=("creature",), extra=("attacked this turn",)),))),
                         ir.AdditionalCombat(True))


def test_modern_aura_line_equals_the_era_type_line():
    era = card("Enchanted creature gains flying.", "Enchant Creature", "Flight")
    modern = card("Enchant creature\nEnchanted creature has flying.", "Enchantment - Aura", "Flight")
    assert strip_text(era) == strip_text(modern)
    with pytest.raises(CardTextError, match="type line"):
        card("Enchant land\nEnchanted land is tapped.", "Enchant Creature")


def test_damage_redirection():
    ab = one("{1}: The next time a source of your choice would deal damage to target creature this turn, that "
             "damage is dealt to you instead.", type_line="Artifact")
    assert ab.effects == (ir.RedirectDamage((Target(0),), You(), ir.Chosen(Filter(extra=("source",))), next_time=True),)
    ab = one("{T}: All combat damage that would be dealt to you by unblocked creatures this turn is dealt to "
             "Test Card instead.")
    assert ab.effects == (ir.RedirectDamage((You(),), This(), Filter(types=("creature",), status=("unblocked",)),
                                            combat_only=True),)


def test_counter_with_conditional_destination_and_change_targets():
    s = spell("Counter target spell. If it's an artifact or creature card, put it into play under your control "
              "instead of into its owner's graveyard.")
    assert s.effects == (CounterSpell(Target(0), destination=Zone.IN_PLAY,
                                      destination_if=Filter(types=("artifact", "creature"), zone=Zone.ANY, extra=("card",)),
                                      destination_controller=You()),)
    s = spell("Choose a new target for target spell with a single target.")
    assert s.effects == (ir.ChangeTargets(Target(0)),)
    assert s.targets[0].filter == Filter(types=("spell",), zone=Zone.STACK, extra=("single target",))


def test_recall_and_puzzle_box():
    s = spell("Choose and discard X cards from your hand, then return that many cards from your graveyard to your "
              "hand. Remove Test Spell from the game.", type_line="Sorcery")
    chosen = ir.Chosen(Filter(types=("card",), zone=Zone.GRAVEYARD, controller=ir.PlayerRelation.YOU), You(), ResultOf("discarded"))
    assert s.effects == (Discard(You(), VarX()), MoveTo(chosen, Zone.HAND), MoveTo(This(), Zone.REMOVED))
    ab = one("At the beginning of each player's draw step, that player counts the cards in his or her hand, puts "
             "them on the bottom of his or her library, and then draws that many cards.", type_line="Artifact")
    hand = Filter(types=("card",), zone=Zone.HAND, controlled_by=TriggerPlayer())
    assert ab.effects == (MoveTo(All((hand,)), Zone.LIBRARY, ir.LibraryPosition.BOTTOM), Draw(TriggerPlayer(), ResultOf("moved")))


def test_per_player_amounts_and_coin_flip():
    s = spell("Each player draws as many cards as there are creature cards in his or her graveyard.",
              type_line="Sorcery")
    creatures = Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",), controlled_by=ir.EachOne())
    assert s.effects == (Draw(All((PLAYER,)), CountOf(creatures)),)
    s = spell("Each player counts the untapped forests he or she controls and puts that many 1/1 green Cat creature "
              "tokens into play.", type_line="Sorcery")
    forests = Filter(types=("land",), subtypes=("forest",), status=("untapped",), controlled_by=ir.EachOne())
    assert s.effects == (CreateToken(TokenSpec("Cat", 1, 1, ("green",), ("creature",), ("Cat",)), CountOf(forests),
                                     All((PLAYER,))),)
    ab = one("{1}, Sacrifice Test Card: Flip a coin. If you lose the flip, Test Card deals 5 damage to you. If you win "
             "the flip, put a 5/5 Djinn artifact creature token into play. That creature has flying.", "Artifact")
    djinn = TokenSpec("Djinn", 5, 5, (), ("artifact", "creature"), ("Djinn",), (Keyword("flying"),))
    # a flip made is lost or won: "If you lose …, … If you win …, …" is one instruction with an
    # otherwise (a flip the player may decline is another matter: Chaotic Goo, below)
    assert ab.effects == (ir.FlipCoin(You()),
                          ir.Conditional(Condition(ir.ConditionKind.FLIP, value="won"), (CreateToken(djinn),),
                                         (DealDamage(5, (You(),)),)))


def test_discard_one_of_the_drawn_cards():
    ab = one("{T}, Sacrifice two lands: Draw three cards, then choose and discard one of them.")
    assert ab.cost == Cost(tap=True, sacrifice=(SacrificeCost(Filter(types=("land",), controller=ir.PlayerRelation.YOU), 2),))
    assert ab.effects == (Draw(You(), 3), Discard(You(), 1, filter=Filter(types=("card",), zone=Zone.HAND,
                                                                           extra=("drawn this way",))))


def test_state_trigger_hand_empty():
    # 410.11: a state trigger; the state watched is the trigger's
    ab = one("When your hand is empty, draw a card.", type_line="Enchantment")
    assert strip_text(ab) == TriggeredAbility(Trigger(ir.TriggerEvent.STATE, state=Condition(ir.ConditionKind.HAND_EMPTY, player=You())),
                                              (Draw(You(), 1),), ())


def test_state_trigger_with_an_intervening_if():
    # 410.11's state, then 410.8's intervening "if" as the ability's condition (Opal Avenger)
    ab = one("When you have 10 or less life, if ~ is an enchantment, draw a card.", type_line="Enchantment")
    assert ab.trigger == Trigger(ir.TriggerEvent.STATE, state=Condition(ir.ConditionKind.COUNT, player=You(), value="life",
                                                           compare=ir.Compare("<=", 10)))
    assert ab.condition == Condition(ir.ConditionKind.MATCHES, ref=ir.This(), filter=ir.Filter(types=("enchantment",)))


def test_discard_hand_templates():
    # Wheel of Fortune: each player discards as many cards as his or her own hand holds
    assert strip_text(spell("Each player discards his or her hand and draws seven cards.", type_line="Sorcery")) == \
        SpellAbility((Discard(All((PLAYER,)), ir.CardsInHand(ir.EachOne())), Draw(All((PLAYER,)), 7)))
    assert strip_text(spell("Discard your hand, then draw the same number of cards.", type_line="Sorcery")) == \
        SpellAbility((Discard(You(), ir.CardsInHand(ir.EachOne())), Draw(You(), ir.ResultOf("discarded"))))


def test_damage_doubling_replacement():
    # 419.6a's example: a damage-replacement effect of a static ability
    ab = one("Instead of dealing their normal damage, creatures you control deal double that damage.",
             type_line="Enchantment")
    assert strip_text(ab) == StaticAbility((ir.ReplaceEvent(
        ir.ReplacedEvent.DEALS_DAMAGE, Filter(types=("creature",), controller=ir.PlayerRelation.YOU), (ir.ScaleDamage(2),), ir.WHILE_IN_PLAY),))


def test_where_x_is_an_amount():
    # 418.3c's example: X is an amount determined on resolution
    hand = Filter(types=("card",), controller=ir.PlayerRelation.YOU, zone=Zone.HAND)
    assert strip_text(spell("Target creature gets +X/+X until end of turn, where X is the number of cards in your hand.")) \
        == SpellAbility((ModifyPT(Target(0), CountOf(hand), CountOf(hand), "until end of turn"),),
                        (TargetSpec(0, CREATURE),))


def test_mana_for_each():
    # 406.1c's example (Gaea's Cradle): a mana ability whose amount may be none
    ab = one("{T}: Add {G} to your mana pool for each creature you control.", type_line="Legendary Land")
    assert strip_text(ab) == ActivatedAbility(
        Cost(tap=True), (AddMana(("{G}",), count=CountOf(Filter(types=("creature",), controller=ir.PlayerRelation.YOU))),),
        is_mana_ability=True)


def test_mana_flare_same_color():
    # 411.3's example: a triggered mana ability adding one more of what the land produced
    ab = one("Whenever a player taps a land for mana, that land produces one additional mana of the same color.",
             type_line="Enchantment")
    assert strip_text(ab) == TriggeredAbility(
        Trigger(ir.TriggerEvent.IS_TAPPED_FOR_MANA, Filter(types=("land",)), whose=ir.TriggerWhose.EACH),
        (AddMana((), who=ControllerOf(TriggerObject()), same=True),), is_mana_ability=True)


def test_humility_lose_all_abilities():
    # 410.10b's example: "All creatures lose all abilities" (Humility)
    creatures = All((Filter(types=("creature",)),))
    assert strip_text(one("All creatures lose all abilities and are 1/1.", type_line="Enchantment")) == StaticAbility(
        (ir.LoseAllAbilities(creatures, ir.WHILE_IN_PLAY), SetPT(creatures, 1, 1, ir.WHILE_IN_PLAY)))


def test_players_cant_gain_life():
    # 103.2's example
    assert strip_text(one("Players can't gain life.", type_line="Enchantment")) == StaticAbility(
        (ir.CantGainLife(All((PLAYER,))),))


def test_life_and_draw_replacements():
    # 419.8b's example: two replacement effects that combine
    assert strip_text(one("For each 1 life you would gain, instead draw a card.", type_line="Enchantment")) == \
        StaticAbility((ir.ReplaceEvent(ir.ReplacedEvent.GAIN_LIFE, You(), (Draw(You(), 1),), ir.WHILE_IN_PLAY),))
    graveyard_card = Filter(types=("card",), controller=ir.PlayerRelation.YOU, zone=Zone.GRAVEYARD)
    assert strip_text(one("Instead of drawing a card, return target card from your graveyard to your hand.",
                          type_line="Enchantment")) == \
        StaticAbility((ir.ReplaceEvent(ir.ReplacedEvent.DRAW, You(), (MoveTo(ir.Chosen(graveyard_card, You()), Zone.HAND),),
                                       ir.WHILE_IN_PLAY),))


def test_forbidden_crypt_replacements():
    # 419.8a's example (Forbidden Crypt, Sixth Edition wording)
    abilities = card("Whenever you would draw a card, instead return target card from your graveyard to your hand. "
                     "If you can't, you lose the game.\nWhenever a card would be put into your graveyard, instead "
                     "remove that card from the game.", type_line="Enchantment").abilities
    graveyard_card = Filter(types=("card",), controller=ir.PlayerRelation.YOU, zone=Zone.GRAVEYARD)
    assert [strip_text(a) for a in abilities] == [
        StaticAbility((ir.ReplaceEvent(ir.ReplacedEvent.DRAW, You(), (ir.Conditional(
            Condition(ir.ConditionKind.EXISTS, filter=graveyard_card), (MoveTo(ir.Chosen(graveyard_card, You()), Zone.HAND),),
            (ir.LoseGame(You()),)),), ir.WHILE_IN_PLAY),)),
        StaticAbility((ir.ReplaceEvent(ir.ReplacedEvent.PUT_INTO_GRAVEYARD, You(),
                                       (MoveTo(TriggerObject(), Zone.REMOVED),), ir.WHILE_IN_PLAY),)),
    ]


def test_the_damage_prevented_this_way_happens_when_the_shield_prevents():
    # Reverse Damage: the life is gained as the damage is prevented, not as the spell resolves
    s = spell("The next time a source of your choice would deal damage to you this turn, prevent that damage. You "
              "gain life equal to the damage prevented this way.", type_line="Instant")
    (prevent,) = s.effects
    assert isinstance(prevent, ir.PreventDamage) and prevent.next_time
    assert prevent.then == (ir.GainLife(You(), ir.ResultOf("damage prevented")),)


def test_phasing_reads_as_the_keyword_its_reminder_dropped():
    # glossary "Phasing": its rules are in Appendix B (absent), applied as the era published them
    # (judge.engine.phasing); the keyword's own reminder is dropped, any other reminder is not
    cab = parse_card_text(CardDef(name="Test Card", type_line="Creature - Horror", types=("Creature",),
                                  subtypes=("Horror",), power="2", toughness="2",
                                  text="Phasing (This phases in or out before you untap during each of your untap "
                                       "steps. While it's phased out, it's treated as though it doesn't exist.)"))
    assert [(ab.name, ab.param) for ab in cab.abilities if isinstance(ab, ir.Keyword)] == [("phasing", None)]
    with pytest.raises(CardTextError):
        parse_card_text(CardDef(name="Test Card", type_line="Creature - Horror", types=("Creature",),
                                subtypes=("Horror",), power="2", toughness="2",
                                text="Phasing (This phases in or out whenever you like.)"))


def test_poison_counters_given_and_removed():
    # glossary "Counter": counters given to players (Appendix B's poison counters)
    cab = parse_card_text(CardDef(name="Marsh Viper", type_line="Creature - Snake", types=("Creature",),
                                  subtypes=("Snake",), power="1", toughness="2",
                                  text="Whenever Marsh Viper deals damage to a player, that player gets two poison "
                                       "counters. (A player with ten or more poison counters loses the game.)"))
    (ab,) = cab.abilities
    assert ab.effects == (ir.GetPoisonCounters(ir.TriggerPlayer(), 2),)
    s = spell("Target player loses all poison counters. Leeches deals that much damage to that player.",
              name="Leeches", type_line="Sorcery")
    assert isinstance(s.effects[0], ir.LoseAllPoisonCounters)
    assert s.effects[1].amount == ir.ResultOf(ir.POISON_REMOVED)


def test_if_you_do_after_an_optional_action_that_is_not_a_payment():
    # "You may draw a card. If you do, discard a card." (issue 8): one optional instruction, what
    # "If you do" says from its second effect (an impossible first one can't be chosen, 413.2c)
    s = spell("You may draw a card. If you do, discard a card.", type_line="Sorcery")
    assert s.effects == (ir.Optional_((ir.Draw(You(), 1), ir.Discard(You(), 1)), if_you_do_from=1),)


def test_it_before_a_search_inside_may_is_the_source_and_after_it_the_card_found():
    # Academy Rector: "you may exile it. If you do, search your library for an enchantment card,
    # put that card onto the battlefield, then shuffle your library."
    (ab,) = parse_card_text(CardDef(
        name="Test Card", type_line="Creature - Human Cleric", types=("Creature",), subtypes=("Human", "Cleric"),
        power="1", toughness="2",
        text="When Test Card dies, you may exile it. If you do, search your library for an enchantment card, put "
             "that card onto the battlefield, then shuffle your library.")).abilities
    moves = [e for e in ab.effects[0].effects if isinstance(e, ir.MoveTo)] if isinstance(ab.effects[0], ir.Optional_) \
        else [e for e in ab.effects if isinstance(e, ir.MoveTo)]
    # (the card exiled is the one in the graveyard, 410.10c: the trigger object)
    assert [m.what for m in moves] == [ir.TriggerObject(), ir.Found()]
    # and after "you may search …", "put them into your hand" is the cards found
    s = spell("You may search your library for up to three creature cards, then reveal them, then put them into your "
              "hand.", type_line="Sorcery")
    flat = [x for e in s.effects for x in (e.effects if isinstance(e, ir.Optional_) else (e,))]
    assert [e.what for e in flat if isinstance(e, ir.MoveTo)] == [ir.Found()]


@pytest.mark.parametrize("words, condition", [
    ("you have 10 or less life", Condition(ir.ConditionKind.COUNT, player=You(), value="life", compare=ir.Compare("<=", 10))),
    ("that player has five or more cards in hand",
     Condition(ir.ConditionKind.COUNT, player=ir.TriggerPlayer(), value="cards in hand", compare=ir.Compare(">=", 5))),
    ("you have no cards in hand", Condition(ir.ConditionKind.COUNT, player=You(), value="cards in hand", compare=ir.Compare("==", 0))),
    ("you have a card in hand", Condition(ir.ConditionKind.COUNT, player=You(), value="cards in hand", compare=ir.Compare(">=", 1))),
    ("you control seven or more permanents",
     Condition(ir.ConditionKind.COUNT, player=You(), value="permanents", filter=ir.Filter(types=("permanent",)),
               compare=ir.Compare(">=", 7))),
    ("an opponent controls more lands than you",
     Condition(ir.ConditionKind.MORE, player=All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)), value="permanents",
               filter=ir.Filter(types=("land",)), than=You())),
    ("a player has more life than each other player",
     Condition(ir.ConditionKind.MORE, player=All((ir.Filter(players=True),)), value="life")),
    ("there are seven or more lands on the battlefield",
     Condition(ir.ConditionKind.COUNT, value="objects", filter=ir.Filter(types=("land",)), compare=ir.Compare(">=", 7))),
    ("defending player controls no Islands",
     Condition(ir.ConditionKind.NONE, filter=ir.Filter(types=("land",), subtypes=("island",), controlled_by=ir.DefendingPlayer()))),
])
def test_what_a_player_has_or_controls_as_an_intervening_if(words, condition):
    # 410.8: "At the beginning of your upkeep, if [condition], …" — the condition is the ability's
    ab = one(f"At the beginning of each player's upkeep, if {words}, draw a card.", type_line="Enchantment")
    assert ab.condition == condition


def test_only_if_a_player_condition_limits_an_ability():
    # 403.3: "Activate this ability only if you have exactly seven cards in hand" (Library of Alexandria)
    ab = one("{T}: Draw a card. Activate this ability only if you have exactly seven cards in hand.", type_line="Land")
    assert ab.restrictions == (ir.Restriction(ir.RestrictionKind.IF, condition=Condition(
        ir.ConditionKind.COUNT, player=You(), value="cards in hand", compare=ir.Compare("==", 7))),)


def test_all_damage_redirected_as_a_static_ability():
    # 419.1: Pariah, Treacherous Link ("its" is the enchanted creature), Veteran Bodyguard
    assert one("All damage that would be dealt to you is dealt to enchanted creature instead.",
               type_line="Enchantment - Aura").effects == (
        ir.RedirectDamage((You(),), ir.Enchanted(), duration=ir.WHILE_IN_PLAY),)
    assert one("All damage that would be dealt to enchanted creature is dealt to its controller instead.",
               type_line="Enchantment - Aura").effects == (
        ir.RedirectDamage((ir.Enchanted(),), ir.ControllerOf(ir.Enchanted()), duration=ir.WHILE_IN_PLAY),)
    ab = one("As long as ~ is untapped, all damage that would be dealt to you by unblocked creatures is dealt to ~ "
             "instead.")
    assert ab.condition == Condition(ir.ConditionKind.STATUS, ref=ir.This(), value="untapped")
    assert ab.effects[0].source == ir.Filter(types=("creature",), status=("unblocked",))


def test_a_leading_as_long_as_is_the_static_abilitys_condition():
    # 418.4: the rule exists only while the condition holds (it had been kept on the rule, unchecked)
    ab = one("As long as you control a Forest, ~ can't be blocked.")
    assert ab.condition == Condition(ir.ConditionKind.CONTROLS, filter=ir.Filter(types=("land",), subtypes=("forest",)),
                                     player=You())
    assert ab.effects == (ir.Unblockable(ir.This()),)


def test_damage_that_would_reduce_your_life_total_below_one():
    # 419.1 (Worship): a static ability with its "if" as its condition
    ab = one("If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 "
             "instead.", type_line="Enchantment")
    assert ab.effects == (ir.DamageLeavesOneLife(You()),)
    assert ab.condition == Condition(ir.ConditionKind.CONTROLS, filter=ir.Filter(types=("creature",)), player=You())


def test_x_in_an_additional_cost_and_x_targets():
    # 409.1b: "discard X land cards", "pay X life" (announced with the spell), "X target lands"
    from judge.cards.text import parse_card_text
    from judge.dsl.ast import CardDef

    card = CardDef(name="Scorched Earth", type_line="Sorcery", cost="{X}{R}", types=("Sorcery",),
                   text="As an additional cost to cast this spell, discard X land cards.\nDestroy X target lands.")
    abilities = parse_card_text(card)
    assert abilities.additional_cost.discard_count == ir.VarX()
    assert abilities.spell.targets[0].count_x
    hatred = CardDef(name="Hatred", type_line="Instant", cost="{3}{B}{B}", types=("Instant",),
                     text="As an additional cost to cast this spell, pay X life.\nTarget creature gets +X/+0 until end of turn.")
    assert parse_card_text(hatred).additional_cost.life == ir.VarX()


def test_a_price_to_come_into_play():
    # 419.1: Lake of the Dead (sacrifice), Mox Diamond ("you may discard a land card")
    ab = one("If ~ would enter the battlefield, sacrifice a Swamp instead. If you do, put ~ onto the battlefield. If "
             "you don't, put it into its owner's graveyard.", type_line="Land")
    assert ab.effects == (ir.EntersIfPaid(ir.Cost(sacrifice=(ir.SacrificeCost(
        ir.Filter(types=("land",), subtypes=("swamp",), controller=ir.PlayerRelation.YOU)),))),)
    ab = one("If ~ would come into play, you may discard a land card instead. If you do, put ~ into play. If you "
             "don't, put it into its owner's graveyard.", type_line="Artifact")
    assert ab.effects[0].optional and ab.effects[0].cost.discard.types == ("land",)


def test_what_was_sacrificed_and_a_converted_mana_cost_as_amounts():
    # 413.2f: "the sacrificed creature's power" (Fling), "its converted mana cost" (Reanimate)
    ab = one("{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.", type_line="Land")
    assert ab.effects == (ir.GainLife(You(), ir.ToughnessOf(ir.Sacrificed())),)
    sp = spell("Put target creature card from a graveyard onto the battlefield under your control. You lose life "
               "equal to its converted mana cost.", type_line="Sorcery")
    assert sp.targets[0].filter.zone == Zone.GRAVEYARD and sp.targets[0].filter.controller is None
    assert sp.effects[-1] == ir.LoseLife(You(), ir.ConvertedManaCostOf(ir.Target(0)))


def test_reveal_any_number_of_cards_and_count_them():
    # 413.2c: the Seers and the Scents: the cards revealed this way are counted after
    ab = one("{2}{W}, {T}: Reveal any number of white cards in your hand. You gain 2 life for each card revealed "
             "this way.")
    reveal, gain = ab.effects
    assert reveal == ir.RevealFromHand(ir.Filter(types=("card",), colors=("white",), zone=Zone.HAND, controller=ir.PlayerRelation.YOU))
    assert gain.amount == ir.Product(2, ir.CountOf(ir.Filter(types=("card",), zone=Zone.HAND,
                                                             extra=("revealed this way",))))


def test_attacks_alone_and_up_to_n_permanents_chosen_on_resolution():
    # "Whenever ~ attacks alone" (Reckless Ogre); "untap up to two lands" (Cloud of Faeries, 413.2c)
    assert one("Whenever ~ attacks alone, it gets +3/+0 until end of turn.").trigger == ir.Trigger(ir.TriggerEvent.ATTACKS_ALONE,
                                                                                                 ir.This())
    ab = one("When ~ comes into play, untap up to two lands.")
    assert ab.effects[0].what == ir.Chosen(ir.Filter(types=("land",)), count=2, up_to=True)


def test_conditions_of_turn_and_enchantment_and_a_restriction_with_if():
    # 418.4: "As long as it's your turn, …" (Vibrating Sphere), "as long as ~ is enchanted" (Thran
    # Golem, with its keyword list), "~ can't attack if defending player controls an untapped land"
    ab = one("As long as it's your turn, creatures you control get +2/+0.", type_line="Artifact")
    assert ab.condition == Condition(ir.ConditionKind.TURN, value=ir.PlayerRelation.YOU)
    ab = one("As long as ~ is enchanted, it gets +2/+2 and has flying, first strike, and trample.")
    assert ab.condition == Condition(ir.ConditionKind.ENCHANTED, ref=ir.This())
    assert [g.ability.name for g in ab.effects[1:]] == ["flying", "first strike", "trample"]
    ab = one("~ can't attack if defending player controls an untapped land.")
    assert ab.effects == (ir.CantAttack(ir.This()),)
    assert ab.condition == Condition(ir.ConditionKind.EXISTS, filter=ir.Filter(types=("land",), status=("untapped",),
                                                                controlled_by=ir.DefendingPlayer()))


def test_untap_limit():
    # 302.1: "players can't untap more than one land during their untap steps" (Winter Orb)
    ab = one("As long as ~ is untapped, players can't untap more than one land during their untap steps.",
             type_line="Artifact")
    (rule,) = ab.effects
    assert isinstance(rule, ir.UntapLimit) and rule.value == "1" and rule.filter == ir.Filter(types=("land",))
    assert ab.condition == Condition(ir.ConditionKind.STATUS, ref=ir.This(), value="untapped")


def test_a_token_with_keywords():
    # 216.1: "a 1/1 white Pegasus creature token with flying" (Sacred Mesa)
    (create,) = one("{1}{W}: Create a 1/1 white Pegasus creature token with flying.", type_line="Enchantment").effects
    assert create.token.keywords == (ir.Keyword("flying"),) and create.token.subtypes == ("Pegasus",)


def test_you_may_have_a_player_do_something():
    # "you may have target opponent discard a card": the controller's optional instruction (413.2c)
    # (a trigger's whole effect: the ability is optional, 410.5)
    ab = one("When ~ comes into play, you may have target opponent discard a card.")
    assert ab.optional and ab.effects == (ir.Discard(ir.Target(0), 1),)


def test_blockable_as_though_without_landwalk():
    # 502.6b: Quagmire
    (rule,) = one("Creatures with swampwalk can be blocked as though they didn't have swampwalk.",
                  type_line="Enchantment").effects
    assert isinstance(rule, ir.BlockableDespiteLandwalk) and rule.value == "swamp"


def test_return_the_source_to_its_owners_hand_as_a_cost():
    # 409.1f: Broken Fall, Recurring Nightmare
    ab = one("Return ~ to its owner's hand: Regenerate target creature.", type_line="Enchantment")
    assert ab.cost == ir.Cost(return_self=True)


def test_n_mana_of_any_one_color():
    # 406.1: Black Lotus — one colour chosen, three of it
    ab = one("{T}, Sacrifice ~: Add three mana of any one color.", type_line="Artifact")
    assert ab.effects[0].options == ("{W}{W}{W}", "{U}{U}{U}", "{B}{B}{B}", "{R}{R}{R}", "{G}{G}{G}")


def test_auras_are_local_enchantments():
    # 214.8a: "Destroy all Auras" / "non-Aura enchantments" (the later name of local enchantments)
    assert spell("Destroy all Auras.").effects[0].what.filters[0].subtypes == ("Aura",)
    assert spell("Destroy all non-Aura enchantments.").effects[0].what.filters[0].not_subtypes == ("Aura",)


def test_two_objects_named_together_and_two_clauses_joined():
    # Fumarole: one instruction, two targets; Orcish Mine: "and" joins two instructions
    e = spell("Destroy target creature and target land.").effects[0]
    assert isinstance(e, ir.Destroy) and e.what == ir.Both((ir.Target(0), ir.Target(1)))
    ab = one("{T}: Return ~ and another target creature to their owners' hands.")
    assert ab.effects[0].what == ir.Both((ir.This(), ir.Target(0))) and ab.targets[0].filter.other
    mine = one("When ~ comes into play, destroy enchanted land and ~ deals 2 damage to that land's controller.",
               type_line="Enchantment")
    assert [type(e) for e in mine.effects] == [ir.Destroy, ir.DealDamage]


def test_a_player_gains_control_and_exchanges_of_control():
    # Donate, Jinxed Idol (its printed "permanently": no expiration), Political Trickery
    donate = spell("Target player gains control of target permanent you control.").effects[0]
    assert donate == ir.GainControl(ir.Target(1), ir.Target(0), ir.FOREVER)
    printed = one("Sacrifice a creature: Target opponent gains control of ~ permanently.", type_line="Artifact")
    assert printed.effects[0] == ir.GainControl(ir.This(), ir.Target(0), ir.FOREVER)
    trick = spell("Exchange control of target land you control and target land an opponent controls.").effects[0]
    assert trick == ir.ExchangeControl(ir.Target(0), ir.Target(1))


def test_it_never_means_a_player_target():
    # Goblin Cadets: "target opponent gains control of it" — it is the Cadets
    ab = one("Whenever ~ blocks or becomes blocked, target opponent gains control of it.", type_line="Creature — Goblin")
    assert ab.effects[0].what == ir.This() and ab.effects[0].who == ir.Target(0)


def test_for_each_counts_and_what_was_destroyed_this_way():
    # Stronghold Discipline, Rain of Daggers, Mogg Infestation, Spontaneous Generation
    lose = spell("Each player loses 1 life for each creature they control.").effects[0]
    assert isinstance(lose, ir.LoseLife) and isinstance(lose.amount, ir.CountOf)
    rain = spell("Destroy all creatures target opponent controls. You lose 2 life for each creature destroyed "
                 "this way.").effects[1]
    assert rain == ir.LoseLife(ir.You(), ir.Product(2, ir.ResultOf("destroyed")))
    mogg = spell("Destroy all creatures target player controls. For each creature that died this way, that player "
                 "creates two 1/1 red Goblin creature tokens.").effects[1]
    assert mogg.count == ir.Product(2, ir.ResultOf("destroyed")) and mogg.controller == ir.Target(0)
    gen = spell("Create a 1/1 green Saproling creature token for each card in your hand.").effects[0]
    assert isinstance(gen.count, ir.CountOf)


def test_combat_requirements_for_the_turn():
    # Boiling Blood, Alluring Scent: requirements from a resolving spell, for the turn (500.2)
    blood = spell("Target creature attacks this turn if able.").effects[0]
    assert isinstance(blood, ir.AttacksIfAble) and blood.duration == ir.THIS_TURN
    scent = spell("All creatures able to block target creature this turn do so.").effects[0]
    assert isinstance(scent, ir.AllAbleMustBlock) and scent.what == ir.Target(0)


def test_that_creatures_toughness_and_the_sources_power():
    # Creature Bond: "that creature's toughness" is the trigger's object, not the Aura dealing
    # the damage; Abyssal Hunter: "~'s power"
    bond = one("When enchanted creature dies, ~ deals damage equal to that creature's toughness to the creature's "
               "controller.", type_line="Enchantment — Aura")
    assert bond.effects[0].amount == ir.ToughnessOf(ir.TriggerObject())
    assert bond.effects[0].to == (ir.ControllerOf(ir.TriggerObject()),)
    hunter = one("{B}, {T}: Tap target creature. ~ deals damage equal to ~'s power to that creature.")
    assert hunter.effects[1].amount == ir.PowerOf(ir.This())


def test_an_instruction_only_if_the_target_is_a_colour():
    # Pyroblast: any spell is a legal target; it is countered only if blue on resolution
    e = spell("Counter target spell if it's blue.").effects[0]
    assert e == ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Target(0), filter=ir.Filter(colors=("blue",))),
                               (ir.CounterSpell(ir.Target(0)),))


def test_wordings_of_prevention_and_redirection_this_turn():
    # "dealt this turn to …" in either order; Remedy's "any number of targets, divided as you
    # choose"; Plaguebearer's "with converted mana cost X"
    a = spell("Prevent the next 4 damage that would be dealt this turn to target creature you control.").effects[0]
    b = spell("Prevent the next 4 damage that would be dealt to target creature you control this turn.").effects[0]
    assert a == b
    remedy = spell("Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you "
                   "choose.")
    assert remedy.targets[0].divided and remedy.targets[0].max_count is None
    plague = one("{X}{X}{B}: Destroy target nonblack creature with converted mana cost X.")
    assert plague.targets[0].filter.mana_value == ir.Compare("==", ir.VarX())


def test_reach_granted_is_the_eras_sentence():
    # Crossbow Ambush, Spider Climb: "gain reach" = gains "~ can block as though it had flying"
    granted = spell("Target creature gains reach until end of turn.").effects[0]
    assert isinstance(granted, ir.GrantAbility)
    assert isinstance(granted.ability.effects[0], ir.CanBlockAsThoughFlying)


def test_counts_in_all_graveyards_and_cards_named_self():
    # Lhurgoyf; Accumulated Knowledge, Kindle: "cards named ~ in all graveyards"
    lhur = one("~'s power is equal to the number of creature cards in all graveyards and its toughness is equal to "
               "that number plus 1.", type_line="Creature — Lhurgoyf").effects[0]
    assert isinstance(lhur, ir.SetPT) and lhur.toughness == ir.Sum((lhur.power, 1))
    assert lhur.power.filter.zone == Zone.GRAVEYARD and lhur.power.filter.controller is None
    know = spell("Draw a card, then draw cards equal to the number of cards named ~ in all graveyards.").effects[1]
    assert "named ~" in know.amount.filter.extra and know.amount.filter.zone == Zone.GRAVEYARD


def test_you_may_have_it_deal_damage():
    # the Laccoliths: an optional trigger; "its power" is the creature's own
    ab = one("Whenever ~ becomes blocked, you may have it deal damage equal to its power to target creature. If you "
             "do, ~ deals no combat damage this turn.", type_line="Creature — Beast")
    # (the "may" chosen as it triggers, 410.5; the instruction kept whole with its "If you do")
    opt, = ab.effects
    assert ab.optional and isinstance(opt, ir.Optional_) and opt.if_you_do_from == 1
    assert opt.effects[0] == ir.DealDamage(ir.PowerOf(ir.This()), (ir.Target(0),), ir.This())


def test_combat_words_end_of_combat_blocked_by_and_three_blockers():
    # Murk Dwellers, Kjeldoran Frostbeast, Phyrexian Colossus, Gorilla Berserkers' keyword line
    murk = one("Whenever ~ attacks and isn't blocked, it gets +2/+0 until end of combat.",
               type_line="Creature — Zombie").effects[0]
    assert murk.duration == ir.UNTIL_END_OF_COMBAT
    frost = one("At end of combat, destroy all creatures blocking or blocked by ~.",
                type_line="Creature — Beast").effects[0]
    assert "blocking or blocked by it" in frost.what.filters[0].extra
    colossus = one("~ can't be blocked except by three or more creatures.", type_line="Artifact Creature — Golem")
    assert isinstance(colossus.effects[0], ir.CantBeBlockedByOnlyOne) and colossus.effects[0].value == "3"
    ape = card("Trample; rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each "
               "creature blocking it beyond the first.)", type_line="Creature — Ape")
    assert any(isinstance(a, ir.TriggeredAbility) and a.trigger.event is ir.TriggerEvent.BECOMES_BLOCKED for a in ape.abilities)


def test_return_at_end_of_combat_is_a_delayed_ability():
    # Wall of Tears, Windscouter, Contempt (406.2)
    ab = one("Whenever ~ blocks a creature, return that creature to its owner's hand at end of combat.",
             type_line="Creature — Wall")
    assert isinstance(ab.effects[0], ir.DelayedTrigger) and isinstance(ab.effects[0].effects[0], ir.MoveTo)


def test_evasion_for_the_turn():
    # Joven's Tools, Tower of Coireall: rules effects from a resolving ability, for the turn
    tools = one("{4}, {T}: Target creature can't be blocked this turn except by Walls.", type_line="Artifact")
    assert isinstance(tools.effects[0], ir.CantBeBlockedExceptBy) and tools.effects[0].duration == ir.THIS_TURN
    tower = one("{T}: Target creature can't be blocked by Walls this turn.", type_line="Artifact")
    assert isinstance(tower.effects[0], ir.CantBeBlockedBy) and tower.effects[0].filter.subtypes == ("Wall",)


def test_skips():
    # glossary "Skip": Chronatog, Fatigue, Moment of Silence (its printed "skips his or her
    # combat phase this turn" too)
    assert one("{0}: ~ gets +3/+3 until end of turn. You skip your next turn.").effects[1] == ir.Skip(ir.You(), "turn")
    assert spell("Target player skips their next draw step.").effects[0] == ir.Skip(ir.Target(0), "draw step")
    silence = ir.Skip(ir.Target(0), "combat phase", True)
    assert spell("Target player skips their next combat phase this turn.").effects[0] == silence
    assert spell("Target player skips his or her combat phase this turn.").effects[0] == silence


def test_cards_from_your_hand_on_top_of_your_library():
    # Brainstorm, Conch Horn (and Dream Cache's top-or-bottom, unchanged)
    storm = spell("Draw three cards, then put two cards from your hand on top of your library in any order.")
    assert storm.effects[1] == ir.HandToLibrary(2, where=ir.LibraryPosition.TOP)
    horn = one("{1}, {T}, Sacrifice ~: Draw two cards, then put a card from your hand on top of your library.")
    assert horn.effects[1] == ir.HandToLibrary(1, where=ir.LibraryPosition.TOP)
    cache = spell("Draw three cards, then put two cards from your hand both on top of your library or both on the "
                  "bottom of your library.")
    assert cache.effects[1] == ir.HandToLibrary(2)


def test_return_a_creature_you_control_is_chosen_not_targeted():
    # Shrieking Drake, in both wordings
    a = one("When ~ enters the battlefield, return a creature you control to its owner's hand.",
            type_line="Creature — Drake")
    b = one("When ~ comes into play, return a creature you control to owner's hand.", type_line="Creature — Drake")
    assert a.effects == b.effects and isinstance(a.effects[0].what, ir.Chosen) and not a.targets


def test_random_discards_one_or_two_targets_and_blocks_each_combat():
    # Hymn to Tourach, Counterintelligence, Foriysian Brigade
    hymn = spell("Target player discards two cards at random.").effects[0]
    assert hymn == ir.Discard(ir.Target(0), 2, random=True)
    counter = spell("Return one or two target creatures to their owners' hands.")
    assert (counter.targets[0].min_count, counter.targets[0].max_count) == (1, 2)
    brigade = one("~ can block an additional creature each combat.", type_line="Creature — Giant")
    assert isinstance(brigade.effects[0], ir.CanBlockAdditional)


def test_if_you_do_after_an_optional_search():
    # Goblin Matron, Howling Wolf: "you may search …, reveal it, and put it into your hand. If
    # you do, shuffle your library." — one optional instruction (410.5 for a trigger)
    ab = one("When ~ enters the battlefield, you may search your library for a Goblin card, reveal that card, and put "
             "it into your hand. If you do, shuffle your library.", type_line="Creature — Goblin")
    assert ab.optional and isinstance(ab.effects[0], ir.SearchLibrary)
    assert any(isinstance(e, ir.Shuffle) for e in ab.effects)


def test_an_ability_that_counts_its_own_activations():
    # Dragon Whelp: checked as each activation resolves, a delayed sacrifice from the fourth on
    ab = one("{R}: ~ gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, "
             "sacrifice ~ at the beginning of the next end step.", type_line="Creature — Dragon")
    cond = ab.effects[1]
    assert cond.condition == ir.Condition(ir.ConditionKind.ACTIVATIONS, compare=ir.Compare(">=", 4))
    assert isinstance(cond.then[0], ir.DelayedTrigger)


def test_permanents_you_own():
    # Brand: whoever controls them (glossary "Owner")
    e = spell("Gain control of all permanents you own.").effects[0]
    assert isinstance(e, ir.GainControl) and "you own" in e.what.filters[0].extra


def test_cards_in_target_players_or_an_opponents_graveyard():
    # Tormod's Crypt, Ashen Powder
    crypt = one("{T}, Sacrifice ~: Exile all cards from target player's graveyard.", type_line="Artifact")
    f = crypt.effects[0].what.filters[0]
    assert f.zone == Zone.GRAVEYARD and f.controlled_by == ir.Target(0) and crypt.targets[0].filter.players
    powder = spell("Put target creature card from an opponent's graveyard onto the battlefield under your control.")
    assert powder.targets[0].filter.zone == Zone.GRAVEYARD and powder.targets[0].filter.controller is ir.PlayerRelation.OPPONENT


def test_choose_up_to_two_cards_from_a_hand():
    # Extortion: none to two, chosen by the spell's controller (413.2c)
    s = spell("Look at target player's hand and choose up to two cards from it. That player discards those cards.")
    assert s.effects[1] == ir.Discard(ir.Target(0), 2, chooser=ir.You(), up_to=True)


def test_a_spell_that_costs_less_under_a_condition():
    # the Avatars: the card's own static ability, with its condition (409.1f)
    ab = one("If you have 3 or less life, this spell costs {6} less to cast.", type_line="Creature — Avatar")
    assert isinstance(ab, ir.StaticAbility) and ab.condition is not None
    e = ab.effects[0]
    assert isinstance(e, ir.SpellCostReduction) and e.what == ir.This() and e.value == "{6}"


def test_a_spell_that_costs_less_by_a_margin_or_a_total_in_all_graveyards():
    # Avatar of Might: "at least four more creatures than you" — the margin as the compare (409.1f)
    might = one("If an opponent controls at least four more creatures than you, this spell costs {6} less to cast.",
                type_line="Creature — Avatar")
    assert isinstance(might, ir.StaticAbility)
    assert might.condition == Condition(ir.ConditionKind.MORE, filter=Filter(types=("creature",), zone=Zone.IN_PLAY),
                                        value="permanents", player=might.condition.player,
                                        compare=Compare(">=", 4), than=You())
    assert might.condition.player.filters[0].controller is ir.PlayerRelation.OPPONENT
    assert might.effects[0] == ir.SpellCostReduction(This(), None, "{6}", ir.WHILE_IN_PLAY)
    # Avatar of Woe: "creature cards total in all graveyards" — the cards of every graveyard counted
    woe = one("If there are ten or more creature cards total in all graveyards, this spell costs {6} less to cast.",
              type_line="Creature — Avatar")
    assert woe.condition == Condition(ir.ConditionKind.COUNT, filter=Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)),
                                      value="objects", compare=Compare(">=", 10))
    assert woe.effects[0] == might.effects[0]


def test_counter_unless_its_controller_pays_for_each():
    # Brine Seer, Scent of Brine
    s = spell("Reveal any number of blue cards in your hand. Counter target spell unless its controller pays {1} "
              "for each card revealed this way.")
    counter = s.effects[-1]
    assert counter.unless_cost == "{1}" and isinstance(counter.unless_times, ir.CountOf)


def test_each_player_puts_a_card_from_their_graveyard_into_play():
    # Exhume: each player's own graveyard, each player's choice (413.2d)
    e = spell("Each player puts a creature card from their graveyard onto the battlefield.").effects[0]
    assert isinstance(e, ir.PutChosenIntoPlay) and e.filter.zone == Zone.GRAVEYARD and isinstance(e.who, ir.All)


def test_reincarnation_returns_a_card_from_the_watched_creatures_owners_graveyard():
    # Reincarnation (added, session 67, h7): chosen by the ability's controller (413.2c) from the graveyard of the
    # owner of the creature the delayed ability watches, put into play under that owner's control (413.2f)
    s = spell("Choose target creature. When that creature dies this turn, return a creature card from its owner's "
              "graveyard to the battlefield under the control of that creature's owner.")
    delayed = s.effects[-1]
    (e,) = delayed.effects
    assert isinstance(delayed, ir.DelayedTrigger) and delayed.this_turn
    assert isinstance(e, ir.PutChosenIntoPlay) and e.filter.zone == Zone.GRAVEYARD and isinstance(e.who, ir.You)
    assert e.whose == e.under == ir.OwnerOf(ir.Target(0))


def test_liege_of_the_hollows_each_player_pays_then_makes_that_many_tokens():
    # Liege of the Hollows (added, session 67, h7): each player's payment, then each player's own number of tokens
    ab = card("When Test Card dies, each player may pay any amount of mana. Then each player creates a number of 1/1 "
              "green Squirrel creature tokens equal to the amount of mana they paid this way.").abilities[0]
    pay, make = ab.effects
    assert isinstance(pay, ir.EachMayPayAnyMana) and isinstance(make, ir.CreateToken)
    assert make.count == ir.ManaPaidThisWay(ir.EachOne()) and make.controller == pay.who
    assert make.token.subtypes == ("Squirrel",) and (make.token.power, make.token.toughness) == (1, 1)


def test_vodalian_war_machine_destroys_what_was_tapped_to_pay_for_its_abilities():
    # Vodalian War Machine (added, session 67, h7)
    ab = card("When Test Card dies, destroy all Merfolk tapped this turn to pay for its abilities.").abilities[0]
    (e,) = ab.effects
    assert isinstance(e, ir.Destroy) and isinstance(e.what, ir.TappedToPayThisTurn)
    assert e.what.filter.subtypes == ("Merfolk",)


def test_each_player_discards_or_shuffles_then_draws_seven():
    # Wheel of Fortune, Timetwister; Soldevi Sage's Oracle "then discard one of them"
    wheel = spell("Each player discards their hand, then draws seven cards.").effects
    assert [type(e) for e in wheel] == [ir.Discard, ir.Draw] and wheel[1].amount == 7
    sage = one("{T}, Sacrifice two lands: Draw three cards, then discard one of them.")
    printed = one("{T}, Sacrifice two lands: Draw three cards, then choose and discard one of them.")
    assert sage.effects == printed.effects


def test_windfall_and_winds_of_change_draw_what_each_player_discarded_or_shuffled():
    # (added, Oracle statics and spells round fourteen) Windfall: each player discards, then each
    # draws the greatest number a player discarded; Winds of Change: each player shuffles the
    # cards from his or her hand away, then draws as many as he or she shuffled (413.2d)
    each = ir.All((Filter(players=True),))
    windfall = spell("Each player discards their hand, then draws cards equal to the greatest number of cards a "
                     "player discarded this way.", name="Windfall", type_line="Sorcery")
    assert strip_text(windfall).effects == (Discard(each, ir.CardsInHand(ir.EachOne())),
                                            Draw(each, ir.MostDiscardedThisWay()))
    winds = spell("Each player shuffles the cards from their hand into their library, then draws that many cards.",
                  name="Winds of Change", type_line="Sorcery")
    assert strip_text(winds).effects == (ir.ShuffleIntoLibrary(each, (Zone.HAND,)),
                                         Draw(each, ir.ShuffledThisWay(ir.EachOne())))


def test_for_each_creature_exiled_this_way_its_controller_draws():
    # (added, Oracle statics and spells round fourteen) Martyr's Cry: each player draws for the
    # exiled creatures he or she controlled (413.2f), not one player for them all; "its owner" and
    # the creatures destroyed this way stay refused
    s = spell("Exile all white creatures. For each creature exiled this way, its controller draws a card.",
              name="Martyr's Cry", type_line="Sorcery")
    assert strip_text(s).effects == (
        MoveTo(All((Filter(types=("creature",), colors=("white",)),)), Zone.REMOVED),
        Draw(All((Filter(players=True),)), ir.MovedThisWayControlledBy(ir.EachOne())))
    with pytest.raises(CardTextError):
        spell("Exile all white creatures. For each creature exiled this way, its owner draws a card.")
    with pytest.raises(CardTextError):
        spell("Destroy all white creatures. For each creature destroyed this way, its controller draws a card.")


    # glossary "Snow-Covered (Obsolete)": Woolly Mammoths' "as long as you control a snow land"
    ab = one("~ has trample as long as you control a snow land.", type_line="Creature — Elephant")
    assert "snow" in ab.condition.filter.extra


def test_colours_joined_by_and_or():
    # Sacred Knight: "can't be blocked by black and/or red creatures" — either colour
    ab = one("~ can't be blocked by black and/or red creatures.", type_line="Creature — Human Knight")
    assert set(ab.effects[0].filter.colors) == {"black", "red"}


def test_twice_an_amount():
    # Price of Progress, Wing Storm
    e = spell("~ deals damage to each player equal to twice the number of nonbasic lands that player controls.").effects[0]
    assert isinstance(e.amount, ir.Product) and e.amount.factor == 2


def test_put_it_on_top_of_its_owners_library_and_delayed_end_of_combat():
    # "Put it on top of its owner's library." had been taken by the counter's "… instead of into
    # that player's graveyard" sentence (a shift/reduce on "on") and failed at the period
    top = spell("Put it on top of its owner's library.").effects[0]
    assert isinstance(top, ir.MoveTo) and (top.zone, top.position) == (Zone.LIBRARY, ir.LibraryPosition.TOP)
    # Saprazzan Outrigger: the instruction, then "at end of combat" — a delayed ability (406.2)
    ab = one("When ~ attacks or blocks, put it on top of its owner's library at end of combat.",
             type_line="Creature — Merfolk Pirate")
    delayed = ab.effects[0]
    assert isinstance(delayed, ir.DelayedTrigger) and delayed.trigger.step is Step.END_OF_COMBAT
    assert isinstance(delayed.effects[0], ir.MoveTo) and isinstance(delayed.effects[0].what, ir.This)


def test_x_is_stated_by_the_card_only_for_an_x_in_the_cost():
    """"X is the number of cards in an opponent's hand" (Bargaining Table) is the value of the
    cost's X (409.1b); with no {X} in the cost it says nothing and is refused."""
    from judge.dsl.ast import CardDef

    def card(text: str) -> CardDef:
        return CardDef(name="Test Table", type_line="Artifact", types=("Artifact",), cost="{5}", text=text)

    [ab] = parse_card_text(card("{X}, {T}: Draw a card. X is the number of cards in an opponent's hand.")).abilities
    assert ab.x_is == ir.CardsInHand(ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)))
    for text in ("{2}, {T}: Draw a card. X is the number of cards in an opponent's hand.",
                 "Draw X cards. X is the number of cards in your hand.",
                 "At the beginning of your upkeep, draw X cards. X is the number of cards in your hand."):
        with pytest.raises(CardTextError, match=r"here no cost has \{X\}"):
            parse_card_text(card(text))


@pytest.mark.parametrize("said", [
    "Remove ~ from your deck before playing if you're not playing for ante.\nYou gain 1 life.",
    "Draw a card. Remove this card from your deck before playing if you are not playing for ante.",
])
def test_an_ante_card_is_refused_by_name_the_classic_rules_play_without_ante(said):
    card = CardDef(name="Contract", type_line="Sorcery", types=("Sorcery",), text=said.replace("~", "Contract"))
    with pytest.raises(CardTextError, match=r"is not played: an ante card .*glossary \"Ante \(Obsolete\)\""):
        text.parse_card_text_fresh(card)


def test_phasing_in_and_out_triggers():
    # Warping Wurm, Shimmering Efreet, Teferi's Imp (glossary "Phasing"): the card's own phasing
    wurm = one("When Test Card phases in, put a +1/+1 counter on it.")
    assert (wurm.trigger, wurm.effects) == (Trigger(ir.TriggerEvent.PHASES_IN, This()), (ir.PutCounters(This(), "+1/+1", 1),))
    efreet = one("Whenever Test Card phases in, target creature phases out. (It phases in before its controller "
                 "untaps during their next untap step.)")
    assert (efreet.trigger, efreet.effects) == (Trigger(ir.TriggerEvent.PHASES_IN, This()), (ir.PhaseOut(Target(0)),))
    assert efreet.targets == (TargetSpec(0, CREATURE),)
    imp = one("Whenever Test Card phases out, discard a card.")
    assert (imp.trigger, imp.effects) == (Trigger(ir.TriggerEvent.PHASES_OUT, This()), (Discard(You(), 1),))
    # another permanent's phasing is not read
    with pytest.raises(CardTextError):
        one("Whenever a creature phases in, draw a card.")


def test_dig_after_a_trigger_condition():
    # Raven Familiar: Impulse's Oracle sentence pair, after "When ~ enters the battlefield, "
    ab = one("When Test Card enters the battlefield, look at the top three cards of your library. Put one of them "
             "into your hand and the rest on the bottom of your library in any order.")
    assert (ab.trigger, ab.effects) == (Trigger(ir.TriggerEvent.COMES_INTO_PLAY, This()),
                                        (ir.Dig(You(), 3, 1, Zone.HAND, Zone.LIBRARY, rest_position=ir.LibraryPosition.BOTTOM),))
    assert ab.effects == spell("Look at the top three cards of your library. Put one of them into your hand and the "
                               "rest on the bottom of your library in any order.", type_line="Instant").effects


def test_oracle_browse_mystic_compass_scry_read_as_their_era_wordings():
    # Browse, Mystic Compass, Soldevi Excavations (act9): the Oracle sentence is the 1999 one
    browse = one("{2}{U}{U}: Look at the top five cards of your library, put one of them into your hand, and exile "
                 "the rest.", type_line="Enchantment")
    assert browse.effects == (ir.Dig(You(), 5, 1, Zone.HAND, Zone.REMOVED),)
    compass = one("{1}, {T}: Target land becomes the basic land type of your choice until end of turn.",
                  type_line="Artifact")
    assert compass.effects == (ir.SetLandType(Target(0), None, ir.UNTIL_END_OF_TURN),)
    assert compass.targets == (TargetSpec(0, Filter(types=("land",))),)
    scry = one("{1}, {T}: Scry 1. (Look at the top card of your library. You may put that card on the bottom of your "
               "library.)", type_line="Land")
    printed = one("{1}, {T}: Look at the top card of your library. You may put that card on the bottom of your "
                  "library.", type_line="Land")
    assert scry.effects == printed.effects == (
        ir.RevealTop(You(), look=True, count=1),
        ir.Optional_((MoveTo(ir.Revealed(), Zone.LIBRARY, ir.LibraryPosition.BOTTOM, order=ir.LibraryOrder.OWNER),), who=You()))


def test_creature_the_active_player_controlled_since_the_turn_began_attacks_or_is_destroyed():
    # Nettling Imp, Norritt (act9): 308.1's control test as a description; the delayed destroy
    # written after its instruction, "if it didn't attack this turn" checked as it resolves
    ab = one("{T}: Choose target non-Wall creature the active player has controlled continuously since the beginning "
             "of the turn. That creature attacks this turn if able. Destroy it at the beginning of the next end step "
             "if it didn't attack this turn. Activate this ability only before attackers are declared.")
    assert ab.targets == (TargetSpec(0, Filter(types=("creature",), not_subtypes=("Wall",),
                                               extra=(ir.ACTIVE_PLAYER_SINCE_TURN_BEGAN,))),)
    didnt = Condition(ir.ConditionKind.MATCHES, ref=Target(0), filter=Filter(extra=("didn't attack this turn",)))
    assert ab.effects == (
        ir.ChooseTarget(Target(0)), ir.AttacksIfAble(Target(0), duration="this turn"),
        DelayedTrigger(Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.EACH),
                       (ir.Conditional(didnt, (Destroy(Target(0)),)),)))
    assert ab.restrictions == (Restriction(ir.RestrictionKind.WINDOW, "before attackers"),)


def test_attack_and_block_costs_for_the_turn():
    # War Tax, War Cadence (act9): the Oracle's "This turn, …" and the printed wording alike
    creatures = All((CREATURE,))
    tax = one("{X}{U}: This turn, creatures can't attack unless their controller pays {X} for each attacking creature "
              "they control.", type_line="Enchantment")
    assert tax.effects == (ir.CombatCost(creatures, None, "{X}", ir.THIS_TURN, action=ir.CombatAction.ATTACK),)
    assert tax.effects == one("{X}{U}: Creatures can't attack this turn unless their controller pays {X} for each "
                              "attacking creature.", type_line="Enchantment").effects
    cadence = one("{X}{R}: This turn, creatures can't block unless their controller pays {X} for each blocking "
                  "creature they control.", type_line="Enchantment")
    assert cadence.effects == (ir.CombatCost(creatures, None, "{X}", ir.THIS_TURN, action=ir.CombatAction.BLOCK),)
    assert cadence.effects == one("{X}{R}: Creatures can't block this turn unless their controller pays {X} for each "
                                  "blocking creature.", type_line="Enchantment").effects


def test_activated_if_self_is_tapped_checked_on_resolution():
    # Eater of the Dead (act9): a Conditional as it resolves (413.2) — a trigger's "if ~ is tapped"
    # stays the intervening if (410.8: Mana Vault)
    ab = one("{0}: If Test Card is tapped, exile target creature card from a graveyard and untap Test Card.")
    tapped = Condition(ir.ConditionKind.STATUS, ref=This(), value="tapped")
    assert ab.effects == (ir.Conditional(tapped, (MoveTo(Target(0), Zone.REMOVED), Untap(This()))),)
    assert ab.targets == (TargetSpec(0, Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",))),)
    vault = one("At the beginning of your upkeep, if Test Card is tapped, it deals 1 damage to you.", type_line="Artifact")
    assert (vault.condition, vault.effects) == (tapped, (DealDamage(1, (You(),), This()),))


def test_land_type_until_its_controllers_next_untap_step():
    # Orcish Farmer (act9), both wordings (printed "… is a swamp … next untap phase")
    oracle = one("{T}: Target land becomes a Swamp until its controller's next untap step.")
    assert oracle.effects == (ir.SetLandType(Target(0), "Swamp", ir.UNTIL_ITS_CONTROLLERS_NEXT_UNTAP),)
    assert oracle.targets == (TargetSpec(0, Filter(types=("land",))),)
    assert one("{T}: Target land is a swamp until its controller's next untap phase.").effects == oracle.effects


def test_draw_reveal_and_discard_unless_a_land():
    # Sindbad (act9): the card drawn, revealed, looked at as the condition is checked (413.2f)
    ab = one("{T}: Draw a card and reveal it. If it isn't a land card, discard it.")
    nonland = Filter(types=("card",), zone=Zone.ANY, not_types=("land",))
    drawn = Filter(types=("card",), zone=Zone.HAND, extra=("drawn this way",))
    assert ab.effects == (Draw(You(), 1), ir.RevealDrawn(),
                          ir.Conditional(Condition(ir.ConditionKind.MATCHES, ref=ir.DrawnThisWay(), filter=nonland),
                                         (Discard(You(), 1, filter=drawn),)))


def test_doesnt_untap_while_source_remains_in_play():
    # Somnophore (Oracle; printed "… as long as ~ remains in play", judge.cards.printed)
    ab = one("Whenever Test Card deals damage to a player, tap target creature that player controls. That creature "
             "doesn't untap during its controller's untap step for as long as Test Card remains on the battlefield.")
    assert ab.trigger == Trigger(ir.TriggerEvent.DEALS_DAMAGE, This(), detail=PLAYER)
    assert ab.effects == (Tap(Target(0)), ir.DoesntUntap(Target(0), duration=ir.WHILE_SOURCE_IN_PLAY))
    assert ab.targets == (TargetSpec(0, Filter(types=("creature",), controlled_by=TriggerPlayer())),)


def test_that_player_cast_no_spell_the_player_and_an_extra_turn_after_a_sacrifice():
    # Impatience (printed "… didn't play a spell that turn … to him or her": the same)
    ab = one("At the beginning of each player's end step, if that player didn't cast a spell this turn, Test Card "
             "deals 2 damage to that player.", type_line="Enchantment")
    assert ab.trigger == Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.EACH)
    assert ab.condition == ir.Condition(ir.ConditionKind.SPELL_PLAYED_THIS_TURN, player=TriggerPlayer(), value="none")
    assert ab.effects == (DealDamage(2, (TriggerPlayer(),)),)
    printed = one("At the beginning of each player's end step, if that player didn't play a spell that turn, Test "
                  "Card deals 2 damage to him or her.", type_line="Enchantment")
    assert (printed.condition, printed.effects) == (ab.condition, ab.effects)
    # Greener Pastures: "the player" is that player, named before in the sentence
    ab = one("At the beginning of each player's upkeep, if that player controls more lands than each other player, "
             "the player creates a 1/1 green Saproling creature token.", type_line="Enchantment")
    assert ab.condition == ir.Condition(ir.ConditionKind.MORE, filter=Filter(types=("land",)), value="permanents",
                                        player=TriggerPlayer())
    assert ab.effects == (ir.CreateToken(TokenSpec("Saproling", 1, 1, ("green",), ("creature",), ("Saproling",)),
                                         1, TriggerPlayer()),)
    # Second Chance: the sacrifice, then the extra turn (300.6)
    ab = one("At the beginning of your upkeep, if you have 5 or less life, sacrifice Test Card and take an extra "
             "turn after this one.", type_line="Enchantment")
    assert ab.condition == ir.Condition(ir.ConditionKind.COUNT, value="life", player=You(), compare=Compare("<=", 5))
    assert ab.effects == (Sacrifice(You(), This()), ir.ExtraTurn(You()))


# --------------------------------------------------------------------------- Oracle, round eight (activated)


def test_counter_target_spell_that_targets_an_enchantment():
    # Vigilant Martyr: one of the spell's targets is an enchantment (409.1c, 413.2a)
    ab = one("{W}{W}, {T}, Sacrifice ~: Counter target spell that targets an enchantment.",
             type_line="Creature — Human Cleric")
    assert strip_text(ab) == strip_text(ActivatedAbility(
        Cost("{W}{W}", tap=True, sacrifice=(SacrificeCost(This(), 1),)),
        (CounterSpell(Target(0)),),
        (TargetSpec(0, Filter(types=("spell",), zone=Zone.STACK, extra=(ir.TARGETS_AN_ENCHANTMENT,))),)))


@pytest.mark.parametrize("said", ["entered the battlefield", "came into play"])
def test_activate_only_if_it_entered_the_battlefield_this_turn(said):
    # Fungus Elemental (Oracle; printed "Use this ability only if ~ came into play this turn")
    ab = one("{G}, Sacrifice a Forest: Put a +2/+2 counter on ~. Activate this ability only if ~ " + said
             + " this turn.", type_line="Creature — Fungus Elemental")
    assert ab.restrictions == (Restriction(ir.RestrictionKind.IF, condition=Condition(ir.ConditionKind.ENTERED_THIS_TURN, ref=This())),)


def test_the_top_or_bottom_card_of_a_graveyard():
    # Soldevi Digger, Phyrexian Furnace, Guiding Spirit: the card at that end of the pile as the
    # ability resolves (217.4a, 217.4b, 413.2f)
    digger = one("{2}: Put the top card of your graveyard on the bottom of your library.", type_line="Artifact")
    assert digger.effects == (ir.MoveTo(ir.GraveyardEnd(You(), ir.GraveyardPileEnd.TOP), Zone.LIBRARY, ir.LibraryPosition.BOTTOM),)
    furnace = one("{T}: Exile the bottom card of target player's graveyard.", type_line="Artifact")
    assert furnace.effects == (ir.MoveTo(ir.GraveyardEnd(Target(0), ir.GraveyardPileEnd.BOTTOM), Zone.REMOVED),)
    assert [t.filter.players for t in furnace.targets] == [True]
    spirit = one("{T}: If the top card of target player's graveyard is a creature card, put that card on top of "
                 "that player's library.", type_line="Creature — Angel Spirit")
    top = ir.GraveyardEnd(Target(0), ir.GraveyardPileEnd.TOP)
    assert spirit.effects == (ir.Conditional(
        Condition(ir.ConditionKind.MATCHES, ref=top, filter=Filter(types=("creature",), zone=Zone.ANY, extra=("card",))),
        (ir.MoveTo(top, Zone.LIBRARY, ir.LibraryPosition.TOP),)),)


def test_a_name_originally_printed_in_an_expansion():
    # Golgothian Sylex, Apocalypse Chime: the set a permanent's name first appeared in (by the
    # era's data); "… is sacrificed by its controller": each player sacrifices his or her own
    atq = All((Filter(types=("permanent",), extra=("nontoken", ir.ORIGINALLY_PRINTED_IN + "ATQ")),))
    sylex = one("{1}, {T}: Each nontoken permanent with a name originally printed in the Antiquities expansion is "
                "sacrificed by its controller.", type_line="Artifact")
    assert sylex.effects == (Sacrifice(ControllerOf(atq), atq),)
    chime = one("{2}, {T}, Sacrifice ~: Destroy all nontoken permanents with a name originally printed in the "
                "Homelands expansion. They can't be regenerated.", type_line="Artifact")
    hml = All((Filter(types=("permanent",), extra=("nontoken", ir.ORIGINALLY_PRINTED_IN + "HML")),))
    assert chime.effects == (Destroy(hml, cant_regenerate=True),)


def test_the_first_set_of_a_name():
    from judge.cards import era

    assert era.first_set("Onulet") == "ATQ"  # also in Revised and Fourth Edition
    assert era.first_set("Mesa Falcon") == "HML"  # also in Fifth and Classic Sixth Edition
    assert era.first_set("Grizzly Bears") == "LEA"
    assert era.first_set("No Such Card") is None


def test_if_that_card_is_after_the_top_card_of_a_library_is_moved():
    # Saprazzan Breaker, Chaos Harlequin: "that card" is the card the instruction before moved,
    # where it is now (413.2f); refused after anything else
    land = Filter(types=("land",), zone=Zone.ANY, extra=("card",))
    breaker = one("{U}: Put the top card of your library into your graveyard. If that card is a land card, ~ can't "
                  "be blocked this turn.", type_line="Creature — Beast")
    assert breaker.effects[0] == Mill(You(), 1)
    assert isinstance(breaker.effects[1], ir.Conditional)
    assert breaker.effects[1].condition == Condition(ir.ConditionKind.MATCHES, ref=ir.MovedThisWay(), filter=land)
    harlequin = one("{R}: Exile the top card of your library. If that card is a land card, ~ gets -4/-0 until end of "
                    "turn. Otherwise, ~ gets +2/+0 until end of turn.", type_line="Creature — Human")
    assert harlequin.effects[0] == ir.RemoveTopOfLibrary(You(), 1)
    cond = harlequin.effects[1]
    assert cond.condition == Condition(ir.ConditionKind.MATCHES, ref=ir.MovedThisWay(), filter=land)
    assert cond.then == (ModifyPT(This(), -4, 0, "until end of turn"),)
    assert cond.otherwise == (ModifyPT(This(), 2, 0, "until end of turn"),)
    with pytest.raises(CardTextError, match="only after an instruction moving the top card of a library"):
        one("{T}: Draw a card. If that card is a land card, draw a card.")


def test_you_may_play_that_card_for_a_stated_duration():
    # Aerial Caravan, Elkin Bottle, Grinning Totem (Oracle): the one card removed from the game just
    # before, for as long as stated (418.3a); the reminder of 217.7b dropped; refused after anything else
    caravan = one("{1}{U}{U}: Exile the top card of your library. Until end of turn, you may play that card. "
                  "(Reveal the card as you exile it.)")
    assert caravan.effects == (ir.RemoveTopOfLibrary(You(), 1),
                               ir.PlayFoundAsThoughInHand(You(), ir.MovedThisWay(), ir.UNTIL_END_OF_TURN))
    printed = one("{1}{U}{U}: Remove the top card of your library from the game. Until end of turn, you may play "
                  "that card as though it were in your hand. (Reveal the card as you remove it from the game.)")
    assert printed.effects == caravan.effects
    bottle = one("{3}, {T}: Exile the top card of your library. Until the beginning of your next upkeep, you may "
                 "play that card.", type_line="Artifact")
    assert bottle.effects[1] == ir.PlayFoundAsThoughInHand(You(), ir.MovedThisWay(), ir.UNTIL_YOUR_NEXT_UPKEEP)
    totem = one("{2}, {T}, Sacrifice ~: Search target opponent's library for a card and exile it. Then that player "
                "shuffles their library. Until the beginning of your next upkeep, you may play that card.",
                type_line="Artifact")
    assert totem.effects[1] == ir.MoveTo(ir.Found(), Zone.REMOVED)
    assert totem.effects[3] == ir.PlayFoundAsThoughInHand(You(), ir.Found(), ir.UNTIL_YOUR_NEXT_UPKEEP)
    with pytest.raises(CardTextError, match="only after an instruction removing one card from the game"):
        one("{T}: Draw a card. Until end of turn, you may play that card.")
    with pytest.raises(CardTextError, match="only after an instruction removing one card from the game"):
        one("{T}: Exile the top two cards of your library. Until end of turn, you may play that card.")


def test_a_card_chosen_from_a_hand_removed_and_played_while_it_remains():
    # Psychic Theft (added, session 65, h2): the card chosen from the revealed hand (413.2c) removed from the game;
    # its chooser may play it while it stays there (418.3a); the delayed ability's intervening "if" (410.8) and its
    # return about that card only (406.2d)
    theft = spell("Target player reveals their hand. You choose an instant or sorcery card from it and exile that card. "
                "You may cast that card for as long as it remains exiled. At the beginning of the next end step, if you "
                "haven't cast the card, return it to its owner's hand.", type_line="Sorcery")
    reveal, remove, play, delayed = theft.effects
    assert reveal == ir.LookAtHand(Target(0), reveal=True)
    assert isinstance(remove.what, ir.Chosen) and remove.zone == Zone.REMOVED
    assert remove.what.filter.zone == Zone.HAND and remove.what.filter.controlled_by == Target(0)
    assert set(remove.what.filter.types) == {"instant", "sorcery"}
    assert play == ir.PlayFoundAsThoughInHand(You(), ir.MovedThisWay(), ir.FOREVER)
    assert delayed.condition == Condition(ir.ConditionKind.FOUND_NOT_PLAYED, ref=ir.MovedThisWay())
    assert delayed.effects == (ir.MoveTo(ir.MovedThisWay(), Zone.HAND),)


def test_the_top_cards_removed_face_down_played_until_your_next_turn():
    # Three Wishes (added, session 65, h2): removed face down (217.7b), looked at and played while they stay there,
    # the permission until the controller's next turn (418.3a); those still there put into the graveyard at the next
    # upkeep (406.2a, 406.2d)
    wishes = spell("Exile the top three cards of your library face down. You may look at those cards for as long as "
                   "they remain exiled. Until your next turn, you may play those cards. At the beginning of your next "
                   "upkeep, put any of those cards you didn't play into your graveyard.")
    remove, look, play, delayed = wishes.effects
    assert remove == ir.RemoveTopOfLibrary(You(), 3, face_down=True)
    assert look == ir.MayLookAtRemoved(You(), ir.MovedThisWay())
    assert play == ir.PlayFoundAsThoughInHand(You(), ir.MovedThisWay(), ir.UNTIL_YOUR_NEXT_TURN)
    assert delayed.trigger.step is Step.UPKEEP and delayed.trigger.whose is ir.TriggerWhose.YOU and delayed.condition is None
    assert delayed.effects == (ir.MoveTo(ir.MovedThisWay(), Zone.GRAVEYARD),)


def test_put_a_counter_of_one_kind_or_another():
    # Dwarven Armorer, both wordings: one counter, its kind chosen as the ability resolves (413.2c)
    armorer = one("{R}, {T}, Discard a card: Put a +0/+1 counter or a +1/+0 counter on target creature.")
    assert armorer.effects == (ir.PutCounterOfChoice(Target(0), ("+0/+1", "+1/+0")),)
    printed = one("{R}, {T}, Discard a card from your hand: Put either a +0/+1 or a +1/+0 counter on target creature.")
    assert printed.effects == armorer.effects
    with pytest.raises(CardTextError, match="read for one counter only"):
        one("{T}: Put two +1/+1 counters or a +1/+0 counter on target creature.")


def test_search_a_library_for_a_number_of_cards():
    # Jester's Cap: that many cards (a search with no stated quality must find as many as it can)
    ab = one("{2}, {T}, Sacrifice ~: Search target player's library for three cards and exile them. Then that "
             "player shuffles their library.", type_line="Artifact")
    assert ab.effects[0] == ir.SearchLibrary(Target(0), Filter(types=("card",), zone=Zone.LIBRARY), count=3)
    assert ab.effects[1] == ir.MoveTo(ir.Found(), Zone.REMOVED)


def test_gains_your_choice_of_keywords():
    # Urza's Avenger: one of them, chosen as it resolves (413.2c)
    ab = one("{0}: ~ gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of "
             "turn.", type_line="Artifact Creature — Shapeshifter")
    assert ab.effects == (
        ModifyPT(This(), -1, -1, "until end of turn"),
        ir.GainChosenKeyword(This(), (Keyword("banding"), Keyword("flying"), Keyword("first strike"),
                                      Keyword("trample")), "until end of turn"))


def test_it_after_a_graveyard_trigger_from_anywhere_is_the_card_where_it_went():
    """"When ~ is put into a graveyard from anywhere, shuffle it into its owner's library" (Serra
    Avatar): what moves is the card in the graveyard (410.10c), as after "from play" — from play the
    permanent that was is gone, and the Avatar destroyed in play stayed in the graveyard."""
    (ab,) = card("When Test Card is put into a graveyard from anywhere, shuffle it into its owner's library.").abilities
    assert ab.trigger.event is ir.TriggerEvent.TO_GRAVEYARD
    (move,) = [e for e in ab.effects if isinstance(e, ir.MoveTo)]
    assert move.what == ir.TriggerObject()


# --------------------------------------------------------------------------- Oracle, round eight (statics and spells)


def _cumulative_upkeep(cost: ir.Cost) -> ir.TriggeredAbility:
    """Glossary "Cumulative Upkeep": an age counter at the beginning of the upkeep, then the cost
    once for each age counter, or the permanent is sacrificed."""
    return ir.TriggeredAbility(
        trigger=ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.YOU),
        effects=(ir.PutCounters(ir.This(), "age", 1),
                 ir.IfYouDo(cost=cost, then=(), otherwise=(ir.Sacrifice(ir.You(), ir.This()),), who=ir.You(), optional=True,
                            times=ir.CountersOn(ir.This(), "age"), cumulative_upkeep=True)),
        text="")


@pytest.mark.parametrize("said, subject, cost", [
    ('Enchanted creature has "Cumulative upkeep {1}." (At the beginning of its controller\'s upkeep, that player puts '
     'an age counter on it, then sacrifices it unless they pay its upkeep cost for each age counter on it.)',
     Enchanted(), ir.Cost(mana="{1}")),
    ('Enchanted creature has "Cumulative upkeep—Pay 1 life."', Enchanted(), ir.Cost(life=1)),
    ('Green creatures have "Cumulative upkeep {1}."',
     ir.All((Filter(types=("creature",), colors=("green",)),)), ir.Cost(mana="{1}")),
])
def test_a_granted_cumulative_upkeep_is_the_glossarys_triggered_ability(said, subject, cost):
    """Mana Chains, Decomposition, Breath of Dreams: a cost keyword granted in quotes is read as
    the sentence its glossary entry defines (as on a keyword line); the reminder after the quote
    is dropped; the granted ability keeps the card's words."""
    ab = one(said, type_line="Enchantment - Aura" if said.startswith("Enchanted") else "Enchantment")
    assert strip_text(ab) == ir.StaticAbility(
        effects=(GrantAbility(subject, _cumulative_upkeep(cost), ir.WHILE_IN_PLAY),), text="")
    assert ab.effects[0].ability.text.startswith("Cumulative upkeep")


def test_a_card_named_sacrifice_doesnt_name_itself_in_sacrifice_a_creature():
    """Sacrifice: its name is the rules word in its own text ("sacrifice a creature"), never the
    card (as Fear's and Exile's): the additional cost is a creature sacrificed, and the spell adds
    {B} for each of its converted mana cost."""
    c = card("As an additional cost to cast this spell, sacrifice a creature.\n"
             "Add an amount of {B} equal to the sacrificed creature's converted mana cost.", "Instant", "Sacrifice")
    assert c.additional_cost == ir.Cost(sacrifice=(ir.SacrificeCost(Filter(types=("creature",), controller=ir.PlayerRelation.YOU)),))
    assert strip_text(c.spell) == SpellAbility(
        effects=(ir.AddMana(("{B}",), ir.You(), ir.ConvertedManaCostOf(ir.Sacrificed())),), targets=(), text="")


@pytest.mark.parametrize("said", [
    "Unless target player pays {3}, that player loses 5 life and you gain 5 life.",
    "Unless target player pays {3}, he or she loses 5 life and you gain 5 life.",
])
def test_unless_target_player_pays_first_covers_all_that_follows(said):
    """Rhystic Syphon: the target player's choice to pay as the spell resolves (413.2c); both
    the loss and the gain happen only if he or she doesn't."""
    s = spell(said, type_line="Sorcery")
    assert s.effects == (ir.IfYouDo(ir.Cost(mana="{3}"), (), (ir.LoseLife(Target(0), 5), GainLife(ir.You(), 5)),
                                    who=Target(0)),)
    assert [t.filter for t in s.targets] == [Filter(players=True)]


def test_then_if_any_player_pays_the_rest_happens_if_one_does():
    """Rhystic Scrying: "Then if any player pays {2}, discard three cards." — each player in turn
    may pay (413.2d); the discard happens only if one does."""
    s = spell("Draw three cards. Then if any player pays {2}, discard three cards.", type_line="Sorcery")
    assert s.effects == (ir.Draw(ir.You(), 3),
                         ir.IfYouDo(ir.Cost(mana="{2}"), (ir.Discard(ir.You(), 3),),
                                    who=ir.All((Filter(players=True),)), anyone=True))


def test_each_player_who_controls_a_white_creature():
    """Disorder: the players dealt damage are those who control a white creature as it resolves
    (``Filter.player_controls``: one or more permanents of theirs matching it)."""
    white = Filter(types=("creature",), colors=("white",))
    s = spell("Disorder deals 2 damage to each white creature and each player who controls a white creature.",
              name="Disorder", type_line="Sorcery")
    assert s.effects == (ir.DealDamage(2, (ir.All((white,)), ir.All((Filter(players=True, player_controls=white),))),
                                       ir.This()),)


@pytest.mark.parametrize("said, state", [
    ("When Test Card has flying, sacrifice it.", Filter(keywords=(Keyword("flying"),))),
    ("When Test Card's power is 7 or greater, sacrifice it.", Filter(power=ir.Compare(">=", 7))),
])
def test_a_state_trigger_on_the_permanents_own_characteristics(said, state):
    """Floodgate, Phyrexian Devourer: a state trigger (410.11) watching the permanent itself as it
    is now — a keyword it has, its power — and "it" the permanent sacrificed."""
    ab = one(said, type_line="Artifact Creature - Construct")
    assert strip_text(ab) == ir.TriggeredAbility(
        trigger=ir.Trigger(ir.TriggerEvent.STATE, state=ir.Condition(ir.ConditionKind.MATCHES, ref=ir.This(), filter=state)),
        effects=(ir.Sacrifice(ir.You(), ir.This()),), text="")


def test_half_the_number_of_islands_rounded_down_between_commas():
    """Floodgate: "damage equal to half the number of Islands you control, rounded down, to each
    nonblue creature without flying" — the rounding read with the amount."""
    ab = one("When Test Card leaves the battlefield, it deals damage equal to half the number of Islands you "
             "control, rounded down, to each nonblue creature without flying.")
    islands = Filter(types=("land",), subtypes=("island",), controller=ir.PlayerRelation.YOU)
    assert ab.effects[0].amount == ir.Half(ir.CountOf(islands), round_up=False)
    assert ab.effects[0].to == (ir.All((Filter(types=("creature",), not_colors=("blue",),
                                               not_keywords=(Keyword("flying"),)),)),)


def test_a_target_of_defending_players_choice():
    """Erithizon: "put a +1/+1 counter on target creature of defending player's choice" — the
    defending player chooses the target as the ability goes on the stack (409.1c)."""
    ab = one("Whenever Test Card attacks, put a +1/+1 counter on target creature of defending player's choice.")
    assert strip_text(ab.targets) == (ir.TargetSpec(0, CREATURE, chosen_by=ir.DefendingPlayer()),)
    assert ab.effects == (ir.PutCounters(Target(0), "+1/+1", 1),)


def test_a_target_that_player_controls_of_their_choice():
    """The Abyss: "destroy target nonartifact creature that player controls of their choice" —
    "their" is the player the description names (the triggering player), who chooses (409.1c);
    "of their choice" with no player named before it stays refused."""
    ab = one("At the beginning of each player's upkeep, destroy target nonartifact creature that player controls "
             "of their choice. It can't be regenerated.", type_line="Enchantment")
    flt = Filter(types=("creature",), not_types=("artifact",), controlled_by=ir.TriggerPlayer())
    assert strip_text(ab.targets) == (ir.TargetSpec(0, flt, chosen_by=ir.TriggerPlayer()),)
    assert ab.effects == (ir.Destroy(Target(0), cant_regenerate=True),)
    with pytest.raises(CardTextError):
        card("Whenever Test Card attacks, put a +1/+1 counter on target creature of their choice.")


def test_remove_all_counters_of_a_kind_from_all_creatures():
    """Sporogenesis: "remove all fungus counters from all creatures" — every fungus counter of
    each creature, however many each has (``all_counters``)."""
    ab = one("When Test Card leaves the battlefield, remove all fungus counters from all creatures.",
             type_line="Enchantment")
    assert ab.effects == (ir.RemoveCounters(ir.All((CREATURE,)), "fungus", 0, all_counters=True),)


@pytest.mark.parametrize("said, n", [
    ("When Test Card enters the battlefield, each player chooses five lands they control and sacrifices the rest.", 5),
    ("When Test Card comes into play, each player chooses five lands he or she controls and sacrifices the rest.", 5),
    ("When Test Card enters the battlefield, each player sacrifices all lands they control except for three.", 3),
    ("When Test Card comes into play, each player sacrifices all lands he or she controls except for three.", 3),
])
def test_each_player_keeps_that_many_lands_and_sacrifices_the_rest(said, n):
    """Limited Resources, Keldon Firebombers (both wordings): each player keeps that many lands of
    his or her choice and sacrifices the rest at the same time (413.2d)."""
    ab = one(said)
    assert ab.effects == (ir.KeepOnly(n, Filter(types=("land",))),)


def test_as_long_as_ten_or_more_lands_are_on_the_battlefield():
    """Limited Resources: the Oracle's "as long as ten or more lands are on the battlefield" is the
    printed "as long as there are ten or more lands in play"."""
    oracle = one("Players can't play lands as long as ten or more lands are on the battlefield.", type_line="Enchantment")
    printed = one("As long as there are ten or more lands in play, players cannot play lands.", type_line="Enchantment")
    assert strip_text(oracle) == strip_text(printed)
    assert oracle.condition == ir.Condition(ir.ConditionKind.COUNT, filter=Filter(types=("land",)), value="objects",
                                            compare=ir.Compare(">=", 10))


def test_each_creature_that_player_or_that_planeswalkers_controller_controls():
    """Flame Wave: with no planeswalkers in the era the target is a player, and the creatures are
    those that player controls (the same IR as the printed "each creature he or she controls")."""
    s = spell("Flame Wave deals 4 damage to target player or planeswalker and each creature that player or that "
              "planeswalker's controller controls.", name="Flame Wave", type_line="Sorcery")
    assert s.effects == (ir.DealDamage(4, (Target(0), ir.All((Filter(types=("creature",), zone=Zone.IN_PLAY,
                                                                       controlled_by=Target(0)),))), ir.This()),)
    assert [t.filter for t in s.targets] == [Filter(players=True, zone=Zone.IN_PLAY)]


def test_search_exile_then_shuffle_and_search_put_discard_at_random_then_shuffle():
    """Foresight: "…, exile them, then shuffle your library" — three found (a number, not "up to"),
    removed from the game, then the shuffle. Gamble: the card found put into the hand, then a
    random discard (no player's choice), then the shuffle — in that order (413.2b)."""
    anything = Filter(types=("card",), zone=Zone.LIBRARY)
    foresight = spell("Search your library for three cards, exile them, then shuffle your library.", type_line="Sorcery")
    assert foresight.effects == (ir.SearchLibrary(You(), anything, count=3), ir.MoveTo(ir.Found(), Zone.REMOVED),
                                 ir.Shuffle(You()))
    gamble = spell("Search your library for a card, put that card into your hand, discard a card at random, then "
                   "shuffle your library.", type_line="Sorcery")
    assert gamble.effects == (ir.SearchLibrary(You(), anything, count=1), ir.MoveTo(ir.Found(), Zone.HAND),
                              ir.Discard(You(), 1, random=True), ir.Shuffle(You()))


def test_prevent_combat_damage_dealt_to_and_dealt_by_those_creatures():
    """Energy Arc: "those creatures" are its targets, any number of them — each one's combat damage,
    dealt and received, prevented this turn (419.7a); the engine makes a shield for each target as a
    source, not only the first."""
    s = spell("Untap any number of target creatures. Prevent all combat damage that would be dealt to and dealt by "
              "those creatures this turn.")
    assert s.effects == (ir.Untap(Target(0)),
                         ir.PreventDamage((Target(0),), None, combat_only=True, duration=ir.THIS_TURN),
                         ir.PreventDamage((), None, source=Target(0), combat_only=True, duration=ir.THIS_TURN))
    assert s.targets[0].min_count == 0 and s.targets[0].max_count is None


def test_the_top_creature_card_of_your_graveyard_returned_then_that_creature():
    """Corpse Dance, Shallow Grave: the creature card nearest the top of the graveyard (217.4b),
    ``ir.GraveyardEnd`` with a filter; "that creature" and the delayed "exile it" are the card that
    instruction moved (``ir.MovedThisWay``), not the spell."""
    top = ir.GraveyardEnd(You(), ir.GraveyardPileEnd.TOP, Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)))
    for said in ("Exile it at the beginning of the next end step.", "At the beginning of the next end step, exile it."):
        s = spell("Return the top creature card of your graveyard to the battlefield. That creature gains haste until "
                  f"end of turn. {said}")
        assert s.effects == (
            ir.MoveTo(top, Zone.IN_PLAY),
            ir.GrantAbility(ir.MovedThisWay(), Keyword("haste"), "until end of turn"),
            ir.DelayedTrigger(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.EACH),
                              (ir.MoveTo(ir.MovedThisWay(), Zone.REMOVED),)))


def test_a_may_trigger_with_if_you_do_keeps_the_instruction_whole():
    """Bone Dancer's Oracle: the "may" is chosen as it triggers (410.5), and the instruction is
    kept whole (``if_you_do_from``) so that its "If you do" happens on resolution only if the card
    was actually put (no creature card there: it still assigns its combat damage)."""
    ab, = card("Whenever Test Card attacks and isn't blocked, you may put the top creature card of defending player's "
               "graveyard onto the battlefield under your control. If you do, Test Card assigns no combat damage this "
               "turn.").abilities
    assert ab.optional
    top = ir.GraveyardEnd(ir.DefendingPlayer(), ir.GraveyardPileEnd.TOP, Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)))
    assert ab.effects == (ir.Optional_((ir.MoveTo(top, Zone.IN_PLAY, controller=You()),
                                        ir.AssignsNoCombatDamage(ir.This(), duration="this turn")), if_you_do_from=1),)


def test_as_it_comes_into_play_discard_your_hand():
    """Heightened Awareness: part of the event that puts it into play (410.10e), a rule of its own
    (``ir.DiscardsHandAsEntering``), not a trigger; its draw step trigger reads as before."""
    ab, draw = card("As Test Card enters the battlefield, discard your hand.\nAt the beginning of your draw step, "
                    "draw an additional card.", type_line="Enchantment").abilities
    assert ab.effects == (ir.DiscardsHandAsEntering(You()),)
    assert draw.trigger == ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.DRAW, whose=ir.TriggerWhose.YOU)
    assert draw.effects == (ir.Draw(You(), 1),)


def test_look_at_target_opponents_top_cards_one_to_the_graveyard_or_removed_the_rest_back():
    """Cruel Fate, Sealed Fate: ``ir.Dig`` of the target opponent's library with the caster as
    ``chooser`` — he or she looks, chooses the card (into that player's graveyard / removed from the
    game) and orders the rest on top (413.2c)."""
    fate = spell("Look at the top five cards of target opponent's library. Put one of those cards into that player's "
                 "graveyard and the rest on top of their library in any order.", type_line="Sorcery")
    assert fate.effects == (ir.Dig(Target(0), 5, 1, Zone.GRAVEYARD, Zone.LIBRARY, chooser=You(), rest_position=ir.LibraryPosition.TOP),)
    sealed = spell("Look at the top X cards of target opponent's library. Exile one of those cards and put the rest "
                   "back on top of that player's library in any order.", type_line="Sorcery")
    assert sealed.effects == (ir.Dig(Target(0), ir.VarX(), 1, Zone.REMOVED, Zone.LIBRARY, chooser=You(), rest_position=ir.LibraryPosition.TOP),)


def test_choose_a_creature_type_then_all_creatures_of_that_type():
    """Outbreak: the type chosen as the spell resolves (413.2c) is the one "of that type" reads."""
    s = spell("Choose a creature type. All creatures of that type get -1/-1 until end of turn.", type_line="Sorcery")
    chosen = Filter(types=("creature",), extra=(ir.OF_TYPE_CHOSEN,))
    assert s.effects == (ir.ChooseCreatureType(ir.You()), ModifyPT(ir.All((chosen,)), -1, -1, "until end of turn"))


def test_choose_a_color_then_discards_all_cards_of_that_color():
    """Persecute: a colour chosen as the spell resolves (413.2c), then every card of it discarded."""
    s = spell("Choose a color. Target player reveals their hand and discards all cards of that color.",
              type_line="Sorcery")
    cards = Filter(types=("card",), zone=Zone.HAND, extra=(ir.OF_COLOR_CHOSEN,))
    assert s.effects == (ir.ChooseColor(ir.You()), LookAtHand(Target(0), reveal=True), ir.DiscardAll(Target(0), cards))
    assert [t.filter for t in s.targets] == [Filter(players=True)]


def test_choose_a_color_then_protection_from_the_chosen_color_is_one_colour_of_your_choice():
    """Prismatic Boon, Reverent Mantra: one colour for every creature the grant reaches, chosen as
    it is carried out (413.2c) — "protection from the color of your choice" (Mother of Runes)."""
    s = spell("Choose a color. All creatures gain protection from the chosen color until end of turn.")
    assert s.effects == (GrantAbility(ir.All((CREATURE,)), Keyword("protection", ir.COLOR_OF_CHOICE), "until end of turn"),)


@pytest.mark.parametrize("said", [
    "Choose a color. Target player draws a card.",
    "Choose a creature type. Target player draws a card.",
])
def test_a_choice_no_instruction_reads_is_refused(said):
    with pytest.raises(CardTextError):
        spell(said, type_line="Sorcery")


def test_of_that_type_without_a_choice_is_not_executed():
    """"of that type" with no "Choose a creature type." before it: no choice to read — the engine
    refuses it (judge.engine.support) rather than match nothing."""
    from judge.engine.support import unsupported
    abilities = card("All creatures of that type get -1/-1 until end of turn.", type_line="Sorcery")
    assert any("of that type" in p for p in unsupported(abilities, spell_card=True))


def test_where_x_as_you_cast_this_spell_for_a_division():
    """Volcanic Wind: the X of a division is counted as the spell is cast, when the division is
    announced (409.1e) — the same IR as the printed "where X is the number of creatures in play"."""
    s = spell("Test Spell deals X damage divided as you choose among any number of target creatures, where X is "
              "the number of creatures on the battlefield as you cast this spell.", type_line="Sorcery")
    printed = spell("Test Spell deals X damage divided as you choose among any number of target creatures, where X "
                    "is the number of creatures in play.", type_line="Sorcery")
    assert s == dataclasses.replace(printed, text=s.text)
    assert s.effects[0].divided


def test_where_x_as_you_cast_this_spell_elsewhere_is_refused():
    """An X counted as the spell is cast is read only where the engine counts it then (a division,
    a number of targets); a loss of life counts it as the spell resolves (418.3c)."""
    with pytest.raises(CardTextError):
        spell("Target player loses X life, where X is the number of creatures on the battlefield as you cast "
              "this spell.", type_line="Sorcery")


def test_that_player_after_a_player_puts_a_creature_into_play_is_the_trigger_events_player():
    """Overburden (audit 3531): "that player" is the player who put the creature into play — the
    trigger event's player (410.2, 413.2b), recorded as it triggers — not whoever controls the
    creature as the ability resolves."""
    (ab,) = card("Whenever a player puts a nontoken creature into play, that player returns a land they control to "
                 "its owner's hand.", "Enchantment").abilities
    assert ab.trigger.event == ir.TriggerEvent.PUTS_INTO_PLAY
    assert ir.TriggerPlayer() in list(ir.walk(ab.effects))
    assert not any(isinstance(x, ir.ControllerOf) for x in ir.walk(ab.effects))


_OATH = ("At the beginning of each player's upkeep, that player chooses target player {who} and is their "
         "opponent. ")


def _oath_target(value: str, fewer: bool = False) -> ir.TargetSpec:
    flt = Filter(players=True, opponent_of=TriggerPlayer(), more_than=ir.PlayerMore(value, TriggerPlayer(), fewer))
    return TargetSpec(0, flt, chosen_by=TriggerPlayer())


def test_the_oaths_target_is_the_triggering_players_choice_compared_with_that_player():
    """The Oaths (Oracle triggers round ten): "that player chooses target player who has more life than
    they do and is their opponent" — the triggering player chooses (409.1c; 410.2 makes that player the
    ability's controller, judge.engine.triggers) a player compared with that player, not with the
    Oath's controller; "the first player may …" stays that player's own "may", not folded into the
    ability's (which would be the controller's, 410.5)."""
    (ab,) = card(_OATH.format(who="who has more life than they do") + "The first player may have Test Card "
                 "deal 1 damage to the second player.", "Enchantment").abilities
    assert not ab.optional
    assert strip_text(ab.targets) == (_oath_target("life"),)
    assert ab.effects == (ir.Optional_((DealDamage(1, (Target(0),)),), TriggerPlayer()),)


@pytest.mark.parametrize("who, value, fewer", [
    ("who has more cards in hand than they do", "cards in hand", False),
    ("who controls more creatures than they do", "creatures", False),
    ("who controls more lands than they do", "lands", False),
    ("whose graveyard has fewer creature cards in it than their graveyard does", "creature cards in graveyard", True),
])
def test_the_oaths_comparisons(who, value, fewer):
    (ab,) = card(_OATH.format(who=who) + "The first player may discard their hand and draw three cards.",
                 "Enchantment").abilities
    assert strip_text(ab.targets) == (_oath_target(value, fewer),)


def test_the_oaths_instructions_of_the_first_player():
    """Oath of Scholars, Ghouls, Lieges, Druids: every instruction the first player's, all or none."""
    head = _OATH.format(who="who has more life than they do")
    tp = TriggerPlayer()

    def effects(text_: str) -> tuple:
        (ab,) = card(head + text_, "Enchantment").abilities
        return strip_text(ab.effects)

    assert effects("The first player may discard their hand and draw three cards.") == (
        ir.Optional_((Discard(tp, ir.CardsInHand(ir.EachOne())), Draw(tp, 3)), tp),)
    assert effects("The first player may return a creature card from their graveyard to their hand.") == (
        ir.Optional_((MoveTo(ir.Chosen(Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",), controlled_by=tp),
                                       chooser=tp), Zone.HAND),), tp),)
    assert effects("The first player may search their library for a basic land card, put that card onto the "
                   "battlefield, then shuffle their library.") == (
        ir.Optional_((ir.SearchLibrary(tp, Filter(types=("land",), zone=Zone.LIBRARY, extra=("card", "basic"))),
                      MoveTo(ir.Found(), Zone.IN_PLAY), ir.Shuffle(tp)), tp),)
    assert effects("The first player may reveal cards from the top of their library until they reveal a creature "
                   "card. If the first player does, that player puts that card onto the battlefield and all other "
                   "cards revealed this way into their graveyard.") == (
        ir.Optional_((ir.RevealUntil(tp, Filter(types=("creature",), zone=Zone.LIBRARY, extra=("card",))),
                      ir.RevealedIntoPlay(others_to=Zone.GRAVEYARD)), tp),)


def test_the_first_player_is_read_only_after_the_oaths_choice():
    with pytest.raises(CardTextError):
        card("At the beginning of your upkeep, the first player may discard their hand and draw three cards.",
             "Enchantment")


def test_another_players_may_with_a_target_of_their_choice():
    """Ley Line, Pandemonium (Oracle triggers round ten): "that player may put a +1/+1 counter on target
    creature of their choice" — an instruction of that player's whose target that player chooses (under
    410.2 that player controls the ability, 410.4); the printed wordings without "of their choice" (and
    Pandemonium's "may choose to have it deal") read the same."""
    oracle = card("At the beginning of each player's upkeep, that player may put a +1/+1 counter on target creature "
                  "of their choice.", "Enchantment").abilities[0]
    printed = card("At the beginning of each player's upkeep, that player may put a +1/+1 counter on target "
                   "creature.", "Enchantment").abilities[0]
    assert strip_text(oracle) == strip_text(printed)
    assert strip_text(oracle.targets) == (TargetSpec(0, CREATURE, chosen_by=TriggerPlayer()),)
    assert oracle.effects == (ir.Optional_((ir.PutCounters(Target(0), "+1/+1", 1),), TriggerPlayer()),)
    pan = card("Whenever a creature enters the battlefield, that creature's controller may have it deal damage equal "
               "to its power to any target of their choice.", "Enchantment").abilities[0]
    old = card("Whenever a creature comes into play, that creature's controller may choose to have it deal damage "
               "equal to its power to target creature or player.", "Enchantment").abilities[0]
    assert strip_text(pan) == strip_text(old)
    who = ControllerOf(TriggerObject())
    assert strip_text(pan.targets) == (TargetSpec(0, CREATURE_OR_PLAYER, chosen_by=who),)
    assert pan.effects == (ir.Optional_((DealDamage(ir.PowerOf(TriggerObject()), (Target(0),), source=TriggerObject()),),
                                        who),)


def test_your_own_may_with_a_target_of_their_choice_is_refused():
    with pytest.raises(CardTextError):
        card("At the beginning of your upkeep, you may put a +1/+1 counter on target creature of their choice.",
             "Enchantment")


# Oracle statics and spells, M–Z (statMZ): Oracle sentences of cards whose 1999 wording is read


@pytest.mark.parametrize("oracle, era, type_line", [
    # Power Sink
    ("Counter target spell unless its controller pays {X}. If that player doesn't, they tap all lands with mana "
     "abilities they control and lose all unspent mana.",
     "Counter target spell unless its controller pays {X} more. If he or she doesn't, tap all mana-producing lands "
     "that player controls and empty his or her mana pool.", "Instant"),
    # Recall
    ("Discard X cards, then return a card from your graveyard to your hand for each card discarded this way. "
     "Exile Test Spell.",
     "Choose and discard X cards from your hand, then return that many cards from your graveyard to your hand. "
     "Remove Test Spell from the game.", "Sorcery"),
    # Turnabout
    ("Choose artifact, creature, or land. Tap all untapped permanents of the chosen type target player controls, "
     "or untap all tapped permanents of that type that player controls.",
     "Tap or untap all artifacts, creatures, or lands target player controls.", "Instant"),
    # Waiting in the Weeds
    ("Each player creates a 1/1 green Cat creature token for each untapped Forest they control.",
     "Each player counts the untapped forests he or she controls and puts that many 1/1 green Cat creature tokens "
     "into play.", "Sorcery"),
])
def test_oracle_sentence_read_as_the_1999_wording(oracle, era, type_line):
    """The Oracle sentence means what the 1999 wording the reader reads means: the same IR."""
    assert strip_text(spell(oracle, type_line=type_line)) == strip_text(spell(era, type_line=type_line))


def test_tariff_oracle_pays_the_creatures_mana_cost():
    """Tariff's Oracle pays "that creature's mana cost" (its colored symbols too); the 1999 wording
    pays "mana equal to that cost" (generic)."""
    oracle = spell("Each player sacrifices the creature they control with the highest converted mana cost unless "
                   "they pay that creature's mana cost. If two or more creatures a player controls are tied for "
                   "highest cost, that player chooses one.", type_line="Sorcery")
    era = spell("Each player chooses a creature with the highest converted mana cost he or she controls, then pays "
                "mana equal to that cost or sacrifices that creature.", type_line="Sorcery")
    assert oracle.effects == (ir.PayOrSacrificeHighest(mana_cost=True),)
    assert era.effects == (ir.PayOrSacrificeHighest(),)


def test_phantasmal_terrain_oracle_chooses_a_basic_land_type_as_it_comes_into_play():
    """"As ~ enters the battlefield, choose a basic land type. / Enchanted land is the chosen
    type." — the choice made as it comes into play (410.10e), read by the static ability: the IR
    of the 1999 "Enchanted land is a basic land type of your choice", chosen then too."""
    oracle = card("Enchant land\nAs Test Card enters the battlefield, choose a basic land type.\n"
                  "Enchanted land is the chosen type.", "Enchantment - Aura").abilities
    era = card("Enchanted land is a basic land type of your choice.", "Enchant Land").abilities
    assert [strip_text(ab.effects) for ab in oracle] == [
        (ir.ChooseAsEntering(ir.This(), choices=(ir.EntryChoice.LAND_TYPE,)),),
        (ir.SetLandType(ir.Enchanted(), None, ir.WHILE_IN_PLAY),)]
    assert strip_text(oracle[1]) == strip_text(era[0])


@pytest.mark.parametrize("text, type_line", [
    ("As Test Card enters the battlefield, choose a color.\nEnchanted land is the chosen type.", "Enchant Land"),
    ("As Test Card enters the battlefield, choose a basic land type.\nEnchanted creature is the chosen type.",
     "Enchant Creature"),
    ("As Test Card enters the battlefield, choose a basic land type.\nEnchanted land gets +1/+1.", "Enchant Land"),
])
def test_the_chosen_land_type_without_its_choice_or_reader_is_refused(text, type_line):
    """A land type for "the chosen type" only where a basic land type was chosen, for an Aura on a
    land; a basic land type chosen and never read is refused too."""
    with pytest.raises(CardTextError):
        card(text, type_line)


def test_temper_a_counter_for_each_1_damage_prevented_as_it_is_prevented():
    """Temper: the counters are the shield's "then" (put as it prevents damage, 419.7b), counted
    by the damage prevented; the printed "in this way" reads the same."""
    s = spell("Prevent the next X damage that would be dealt to target creature this turn. For each 1 damage "
              "prevented this way, put a +1/+1 counter on that creature.")
    assert s.effects == (ir.PreventDamage(to=(ir.Target(0),), amount=ir.VarX(), then=(
        ir.PutCounters(ir.Target(0), "+1/+1", ir.ResultOf("damage prevented")),)),)
    printed = spell("Prevent the next X damage to target creature this turn. For each 1 damage prevented in this "
                    "way, put a +1/+1 counter on that creature.")
    assert strip_text(printed) == strip_text(s)


def test_damage_prevented_read_later_than_the_shield_is_its_total():
    """Sacred Boon (session 46, c5): "At the beginning of the next end step, put a +0/+1 counter on that
    creature for each 1 damage prevented this way" — the total the shield before it has prevented by
    then (413.2f), not one prevention's amount: ``ResultOf(DAMAGE_PREVENTED_IN_ALL)``, which the
    engine keeps (Replacements.prevented). "For each 2 damage" is still refused."""
    s = spell("Prevent the next 3 damage that would be dealt to target creature this turn. At the beginning of the "
              "next end step, put a +0/+1 counter on that creature for each 1 damage prevented this way.")
    shield, delayed = s.effects
    assert isinstance(shield, ir.PreventDamage) and shield.then == ()
    assert delayed.effects[0].count == ir.ResultOf(ir.DAMAGE_PREVENTED_IN_ALL)
    with pytest.raises(CardTextError):
        spell("Prevent the next 3 damage that would be dealt to target creature this turn. For each 2 damage "
              "prevented this way, put a +1/+1 counter on that creature.")


def test_mana_ability_only_any_time_you_could_cast_an_instant():
    # Lion's Eye Diamond (act10): still a mana ability (406.1a), limited to when its player has
    # priority (glossary "Instant"); the era's "play an instant" reads alike
    ab = one("Discard your hand, Sacrifice Test Card: Add three mana of any one color. Activate this ability only "
             "any time you could cast an instant.", type_line="Artifact")
    assert ab.is_mana_ability and ab.restrictions == (Restriction(ir.RestrictionKind.AS_AN_INSTANT),)
    assert ab.effects == (AddMana(tuple(c * 3 for c in ("{W}", "{U}", "{B}", "{R}", "{G}"))),)
    era = one("Discard your hand, Sacrifice Test Card: Add three mana of any one color to your mana pool. Play this "
              "ability only any time you could play an instant.", type_line="Artifact")
    assert (era.restrictions, era.effects, era.is_mana_ability) == (ab.restrictions, ab.effects, True)


def test_next_time_a_source_of_your_choice_that_source_deals_that_damage_instead():
    # Jade Monolith (act10): the Oracle's "that source deals that damage to you instead" is the era's
    # "that damage is dealt to you instead" — a redirection of that source's damage (419.1)
    oracle = one("{1}: The next time a source of your choice would deal damage to target creature this turn, that "
                 "source deals that damage to you instead.", type_line="Artifact")
    era = one("{1}: The next time a source of your choice would deal damage to target creature this turn, that "
              "damage is dealt to you instead.", type_line="Artifact")
    assert strip_text(oracle) == strip_text(era)
    (redirect,) = oracle.effects
    assert isinstance(redirect, ir.RedirectDamage) and redirect.next_time and redirect.duration == "this turn"
    assert (redirect.to, redirect.new_recipient) == ((Target(0),), You())
    assert isinstance(redirect.source, ir.Chosen) and redirect.source.chooser == You()
    assert oracle.targets == (TargetSpec(0, CREATURE),)


def test_target_of_an_opponents_choice_on_an_activated_ability():
    # Cuombajj Witches, Nova Pentacle (act10): the second target is chosen by an opponent (409.1c)
    ab = one("{T}: Test Card deals 1 damage to any target and 1 damage to any target of an opponent's choice.")
    opponent = All((Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))
    assert ab.effects == (DealDamage(1, (Target(0),), This()), DealDamage(1, (Target(1),), This()))
    assert ab.targets == (TargetSpec(0, CREATURE_OR_PLAYER), TargetSpec(1, CREATURE_OR_PLAYER, chosen_by=opponent))
    nova = one("{3}, {T}: The next time a source of your choice would deal damage to you this turn, that damage is "
               "dealt to target creature of an opponent's choice instead.", type_line="Artifact")
    assert nova.targets == (TargetSpec(0, CREATURE, chosen_by=opponent),)
    (redirect,) = nova.effects
    assert isinstance(redirect, ir.RedirectDamage) and (redirect.to, redirect.new_recipient) == ((You(),), Target(0))


def test_target_with_toughness_less_than_the_sources_power():
    # Stone Giant (act10), the Oracle and the 1997 printed wording alike: the source's power,
    # compared as the target is chosen and checked (judge.engine.filters)
    oracle = one("{T}: Target creature you control with toughness less than Test Card's power gains flying until end "
                 "of turn. Destroy that creature at the beginning of the next end step.")
    less = Filter(types=("creature",), controller=ir.PlayerRelation.YOU, toughness=Compare("<", PowerOf(This())))
    assert oracle.targets == (TargetSpec(0, less),)
    assert oracle.effects == (GrantAbility(Target(0), Keyword("flying")),
                              DelayedTrigger(Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.EACH),
                                             (Destroy(Target(0)),)))
    printed = one("{T}: Target creature you control with toughness less than Test Card's power gains flying until end "
                  "of turn. At end of turn, destroy that creature.")
    assert (printed.targets, printed.effects) == (oracle.targets, oracle.effects)


def test_assigns_no_combat_damage_this_turn_is_a_rule_not_a_prevention():
    """Ophidian (audit 3632, 9B): "~ assigns no combat damage this turn" is a rule on the creature
    for the turn (310.1a as the card changes it, 103.1), not a prevention effect (419.1: those say
    "prevent"); Cloak of Confusion's "you may have it assign no combat damage" and Laccolith Rig's
    "the first creature" (the enchanted one) read the same way."""
    oph = one("Whenever Test Card attacks and isn't blocked, you may draw a card. If you do, Test Card assigns no combat "
              "damage this turn.", type_line="Creature - Snake")
    assert oph.optional  # (the "may" kept whole with its "If you do": 410.5)
    assert oph.effects == (ir.Optional_((ir.Draw(You(), 1), ir.AssignsNoCombatDamage(ir.This(), duration=ir.THIS_TURN)),
                                        if_you_do_from=1),)
    assert not any(isinstance(e, ir.PreventDamage) for e in ir.walk(oph.effects))
    cloak = card("Enchant creature you control\nWhenever enchanted creature attacks and isn't blocked, you may have it "
                 "assign no combat damage this turn. If you do, defending player discards a card at random.",
                 type_line="Enchantment - Aura").abilities[-1]
    assert cloak.optional and cloak.effects[0].effects[0] == ir.AssignsNoCombatDamage(ir.TriggerObject(), duration=ir.THIS_TURN)
    rig = card("Enchant creature\nWhenever enchanted creature becomes blocked, you may have it deal damage equal to its "
               "power to target creature. If you do, the first creature assigns no combat damage this turn.",
               type_line="Enchantment - Aura").abilities[-1]
    assert rig.effects[0].effects[1] == ir.AssignsNoCombatDamage(ir.Enchanted(), duration=ir.THIS_TURN)
    # a target's "deals no combat damage this turn" (Fend Off as printed) stays the Oracle's prevention
    fend = spell("Target creature deals no combat damage this turn.").effects
    assert isinstance(fend[0], ir.PreventDamage) and fend[0].combat_only


def test_regenerates_this_way_is_the_shields_delayed_ability():
    # Matopi Golem, Soldevi Sentry (act11): "When it regenerates this way, …" folds into the
    # Regenerate before it (406.2a: made with that shield); "it" is the permanent, "that player"
    # the target opponent chosen
    golem = one("{1}: Regenerate Test Card. When it regenerates this way, put a -1/-1 counter on it.",
                type_line="Artifact Creature - Golem")
    assert golem.effects == (Regenerate(This(), then=(ir.PutCounters(This(), "-1/-1", 1),)),)
    sentry = one("{1}: Choose target opponent. Regenerate Test Card. When it regenerates this way, that player may "
                 "draw a card.", type_line="Artifact Creature - Soldier")
    assert sentry.targets == (TargetSpec(0, Filter(players=True, controller=ir.PlayerRelation.OPPONENT)),)
    assert sentry.effects == (ir.ChooseTarget(Target(0)), Regenerate(This(), then=(Draw(Target(0), 1, optional=True),)))
    with pytest.raises(CardTextError):
        one("{1}: Tap target creature. When it regenerates this way, draw a card.")


def test_target_spell_or_ability_by_what_it_targets():
    # Diplomatic Escort, Silver Wyvern (act11): a spell or an ability's pseudospell on the stack
    # (409.1a), described by its targets; Silver Wyvern's new target limited further (415.2)
    escort = one("{U}, {T}, Discard a card: Counter target spell or ability that targets a creature.",
                 type_line="Creature - Human Spellshaper")
    assert escort.targets == (TargetSpec(0, ir.spell_or_ability(ir.TARGETS_A_CREATURE)),)
    assert escort.targets[0].filter.types == ("spell", ir.ABILITY_ON_STACK)
    assert escort.effects == (CounterSpell(Target(0)),)
    wyvern = one("{U}: Change the target of target spell or ability that targets only Test Card. The new target must "
                 "be a creature.", type_line="Creature - Drake")
    assert wyvern.targets == (TargetSpec(0, ir.spell_or_ability(ir.TARGETS_ONLY_SELF)),)
    assert wyvern.effects == (ir.ChangeTargets(Target(0), must_be=CREATURE),)
    with pytest.raises(CardTextError):  # an instruction acting on an ability other than countering or retargeting it
        one("{U}: Tap target spell or ability that targets a creature.")


def test_target_player_puts_a_card_from_their_hand_on_top():
    # Volrath's Dungeon (act11): that player chooses the card (413.2c); another player's library refused
    dungeon = one("Discard a card: Target player puts a card from their hand on top of their library. Activate this "
                  "ability only any time you could cast a sorcery.", type_line="Enchantment")
    assert dungeon.targets == (TargetSpec(0, PLAYER),)
    assert dungeon.effects == (ir.HandToLibrary(1, who=Target(0), where=ir.LibraryPosition.TOP),)
    with pytest.raises(CardTextError):
        one("Discard a card: Target player puts a card from their hand on top of your library.", type_line="Enchantment")
    with pytest.raises(CardTextError):
        one("Discard a card: Target player puts a creature card from their hand on top of their library.",
            type_line="Enchantment")


def test_look_at_a_card_at_random_in_a_hand():
    # Urza's Bauble (act11): one card, at random; the delayed draw (406.2a)
    bauble = one("{T}, Sacrifice Test Card: Look at a card at random in target player's hand. You draw a card at the "
                 "beginning of the next turn's upkeep.", type_line="Artifact")
    assert bauble.targets == (TargetSpec(0, PLAYER),)
    assert bauble.effects == (LookAtHand(Target(0), random_card=True),
                              DelayedTrigger(Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.EACH), (Draw(You(), 1),)))


def test_becomes_a_creature_and_loses_a_keyword():
    # Chimeric Sphere (act11): one token "and loses"; the type change and the loss share the duration
    sphere = one("{2}: Until end of turn, Test Card becomes a 3/2 Construct artifact creature and loses flying.",
                 type_line="Artifact")
    assert sphere.effects == (ir.SetTypes(This(), ("artifact", "creature"), ("Construct",), 3, 2, False,
                                          ir.UNTIL_END_OF_TURN),
                              RemoveAbility(This(), Keyword("flying"), ir.UNTIL_END_OF_TURN))
# --------------------------------------------------------------------------- Oracle, round eleven (triggers)


def test_when_a_player_doesnt_pay_the_cumulative_upkeep():
    """Heart of Bogardan, Thought Lash (Oracle triggers round eleven): the keyword's payment is marked
    (glossary "Cumulative Upkeep"), and its not being paid is the trigger event; "that player" is who
    didn't pay; "twice … minus 2" is (2 × N) − 2; "that player exiles all cards from their library"."""
    heart = card("Cumulative upkeep {2}\nWhen a player doesn't pay Test Card's cumulative upkeep, Test Card deals X damage "
                 "to target player and each creature that player controls, where X is twice the number of age counters "
                 "on Test Card minus 2.", type_line="Enchantment").abilities
    assert strip_text(heart[0]) == _cumulative_upkeep(ir.Cost(mana="{2}"))
    assert heart[1].trigger == ir.Trigger(ir.TriggerEvent.UPKEEP_NOT_PAID, ir.This(), whose=ir.TriggerWhose.EACH)
    x = ir.Sum((ir.Product(2, ir.CountersOn(ir.This(), "age")), ir.Negative(2)))
    assert heart[1].effects == (DealDamage(x, (Target(0), All((Filter(types=("creature",), controlled_by=Target(0)),))),
                                           This()),)
    assert heart[1].targets == (TargetSpec(0, Filter(players=True)),)
    lash = card("Cumulative upkeep—Exile the top card of your library.\nWhen a player doesn't pay Test Card's cumulative "
                "upkeep, that player exiles all cards from their library.", type_line="Enchantment").abilities
    assert lash[0].effects[1].cumulative_upkeep
    assert lash[1].effects == (ir.MoveTo(All((Filter(types=("card",), zone=Zone.LIBRARY,
                                                     controlled_by=ir.TriggerPlayer()),)), Zone.REMOVED),)
    # any other "… unless you pay … for each … counter" is no cumulative upkeep (Phantasmal Sphere's +1/+1)
    other = one("At the beginning of your upkeep, put a wind counter on Test Card. Sacrifice Test Card unless you pay {G} "
                "for each wind counter on Test Card.", type_line="Enchantment")
    assert not other.effects[1].cumulative_upkeep


def test_an_artifact_tapped_or_its_ability_played_without_tap():
    """Haunting Wind, Powerleech, Artifact Possession (Oracle triggers round eleven): one trigger
    event, the artifact tapped or an ability of it without {T} played (the era's 'plays' and the
    Oracle's 'activates' alike); 'that artifact's controller' is the trigger's object's."""
    wind = one("Whenever an artifact becomes tapped or a player activates an artifact's ability without {T} in its "
               "activation cost, Test Card deals 1 damage to that artifact's controller.", type_line="Enchantment")
    artifact = Filter(types=("artifact",))
    assert wind.trigger == ir.Trigger(ir.TriggerEvent.TAPPED_OR_PLAYED, artifact, whose=ir.TriggerWhose.EACH, filter=artifact)
    assert wind.effects == (DealDamage(1, (ir.ControllerOf(ir.TriggerObject()),), This()),)
    leech = one("Whenever an artifact an opponent controls becomes tapped or an opponent plays an artifact's ability "
                "without {T} in its activation cost, you gain 1 life.", type_line="Enchantment")
    assert leech.trigger == ir.Trigger(ir.TriggerEvent.TAPPED_OR_PLAYED, Filter(types=("artifact",), controller=ir.PlayerRelation.OPPONENT),
                                       whose=ir.TriggerWhose.OPPONENT, filter=artifact)
    possession = card("Enchant artifact\nWhenever enchanted artifact becomes tapped or a player activates an ability of "
                      "enchanted artifact without {T} in its activation cost, Test Card deals 2 damage to that "
                      "artifact's controller.", type_line="Enchantment - Aura").abilities[-1]
    assert possession.trigger == ir.Trigger(ir.TriggerEvent.TAPPED_OR_PLAYED, Enchanted(), whose=ir.TriggerWhose.EACH)
    assert possession.effects == (DealDamage(2, (ir.ControllerOf(ir.TriggerObject()),), This()),)
# Oracle statics and spells, round eleven, M–Z (statMZ)


def test_you_untap_up_to_six_lands_is_the_imperative_untap():
    """Time Spiral: "You untap up to six lands." — the spell's controller chooses none to six lands,
    any player's, as it resolves (413.2c): the IR of Treachery's "untap up to five lands"."""
    s = spell("Exile Test Spell. Each player shuffles their graveyard and hand into their library, then draws seven "
              "cards. You untap up to six lands.", type_line="Sorcery")
    assert s.effects[-1] == ir.Untap(ir.Chosen(ir.Filter(types=("land",)), ir.You(), 6, up_to=True))
    assert strip_text(spell("You untap up to six lands.")) == strip_text(spell("Untap up to six lands."))


@pytest.mark.parametrize("text, colors, plus", [
    ("If a red spell would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent "
     "or player instead.", ("red",), 1),  # Sulfuric Vapors
    ("If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or "
     "player instead.", (), -1),  # Benevolent Unicorn
])
def test_a_spells_damage_plus_or_minus_a_number_is_a_replacement(text, colors, plus):
    """The damage a spell (of a colour) would deal, that much plus or minus N instead (419.6a): a
    replacement of the damage of a source that is a spell on the stack."""
    (ab,) = card(text, "Enchantment").abilities
    assert ab.effects == (ir.ReplaceEvent(ir.ReplacedEvent.DEALS_DAMAGE, ir.Filter(types=("spell",), zone=Zone.STACK, colors=colors),
                                          (ir.ScaleDamage(1, plus=plus),)),)


def test_any_player_may_cast_spells_as_though_they_had_flash():
    """Vernal Equinox: a permission of every player for the spells described (408.1d overridden,
    103.1) — not the card's own flash (``what`` the players, not This)."""
    (ab,) = card("Any player may cast creature and enchantment spells as though they had flash.",
                 "Enchantment").abilities
    assert ab.effects == (ir.PlayAsInstant(ir.All((ir.Filter(players=True),)),
                                           ir.Filter(types=("creature", "enchantment"), zone=Zone.STACK)),)
    with pytest.raises(CardTextError):
        card("Any player may cast creatures as though they had flash.", "Enchantment")


def test_each_of_those_creatures_with_flying_is_those_among_the_targets():
    """Winter Blast: "… deals 2 damage to each of those creatures with flying." — of its X targets,
    those with flying as the instruction is carried out (413.2f): ``ir.AmongThem``."""
    s = spell("Tap X target creatures. Test Spell deals 2 damage to each of those creatures with flying.",
              type_line="Sorcery")
    assert s.effects[1] == ir.DealDamage(2, (ir.AmongThem(ir.Target(0), ir.Filter(
        types=("creature",), keywords=(ir.Keyword("flying"),))),), ir.This())


def test_they_get_more_unless_any_player_pays_is_the_creatures_you_control():
    """Rhystic Shield: "They get an additional +0/+2 until end of turn unless any player pays {2}."
    — "they", the creatures the sentence before gave +0/+1, in the same resolution (413.2b)."""
    oracle = spell("Creatures you control get +0/+1 until end of turn. They get an additional +0/+2 until end of turn "
                   "unless any player pays {2}.")
    plain = spell("Creatures you control get +0/+1 until end of turn. Creatures you control get +0/+2 until end of "
                  "turn unless any player pays {2}.")
    assert strip_text(oracle) == strip_text(plain)
    (bonus,) = oracle.effects[1].otherwise
    assert bonus == ir.ModifyPT(ir.All((ir.Filter(types=("creature",), controller=ir.PlayerRelation.YOU),)), 0, 2, ir.UNTIL_END_OF_TURN)


def test_that_player_after_a_target_an_opponent_controls_is_its_controller():
    """Dong Zhou, the Tyrant: "… target creature an opponent controls deals damage equal to its power
    to that player." — the one player named is the opponent who controls the target, not the
    ability's controller (it was read as "you")."""
    (ab,) = card("When Test Card enters the battlefield, target creature an opponent controls deals damage equal to its "
                 "power to that player.", "Legendary Creature - Human Soldier").abilities
    assert ab.effects == (ir.DealDamage(ir.PowerOf(ir.Target(0)), (ir.ControllerOf(ir.Target(0)),), ir.Target(0)),)


def test_aggression_two_keywords_and_the_end_step_of_enchanted_creatures_controller():
    # Aggression (Oracle round twelve): both keywords granted; the trigger at the end of turn step
    # of the enchanted creature's controller (313.1), its "if" after the instruction checked as the
    # ability resolves (410.8, 413.2)
    aggression = card("Enchant non-Wall creature\nEnchanted creature has first strike and trample.\nAt the beginning "
                      "of the end step of enchanted creature's controller, destroy that creature if it didn't attack "
                      "this turn.", type_line="Enchantment - Aura", name="Aggression")
    assert aggression.enchant == Filter(types=("creature",), not_subtypes=("Wall",))
    grants, trig = aggression.abilities
    assert grants.effects == (GrantAbility(Enchanted(), Keyword("first strike"), "while in play"),
                              GrantAbility(Enchanted(), Keyword("trample"), "while in play"))
    assert trig.trigger == Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.ENCHANTED)
    assert trig.condition is None
    didnt = Condition(ir.ConditionKind.MATCHES, ref=Enchanted(), filter=Filter(extra=("didn't attack this turn",)))
    assert trig.effects == (ir.Conditional(didnt, (Destroy(Enchanted()),)),)


def test_whip_vine_defender_reach_on_a_wall_and_the_flyer_it_blocks():
    # Whip Vine (Oracle round twelve): a Wall's "Defender; reach" is the Wall rule (308.1) and
    # reach's "can block as though it had flying"; "blocked by ~" is what ~ is blocking (309.3)
    vine = parse_card_text(CardDef(
        name="Whip Vine", type_line="Creature - Plant Wall", types=("creature",), subtypes=("Plant", "Wall"),
        text="Defender; reach (This creature can block creatures with flying.)\n{T}: Tap target creature with "
             "flying blocked by Whip Vine. That creature doesn't untap during its controller's untap step for as "
             "long as Whip Vine remains tapped."))
    reach, tap = vine.abilities
    assert reach.effects == (ir.CanBlockAsThoughFlying(This()),)
    assert tap.targets == (TargetSpec(0, Filter(types=("creature",), keywords=(Keyword("flying"),),
                                                extra=("blocked by it",))),)
    assert tap.effects == (Tap(Target(0)), ir.DoesntUntap(Target(0), duration="for as long as ~ remains tapped"))


def test_insubordination_unless_that_creature_attacked_this_turn():
    # Insubordination (Oracle round twelve): "unless that creature attacked this turn" is the
    # resolution check "if it didn't attack this turn" (413.2); "that player" the one whose end step it is
    (trig,) = card("Enchant creature\nAt the beginning of the end step of enchanted creature's controller, "
                   "Insubordination deals 2 damage to that player unless that creature attacked this turn.",
                   type_line="Enchantment - Aura", name="Insubordination").abilities
    assert trig.trigger == Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.ENCHANTED)
    didnt = Condition(ir.ConditionKind.MATCHES, ref=Enchanted(), filter=Filter(extra=("didn't attack this turn",)))
    assert trig.effects == (ir.Conditional(didnt, (DealDamage(2, (TriggerPlayer(),), source=This()),)),)


def test_nether_spirit_the_only_creature_card_in_your_graveyard():
    # Nether Spirit (Oracle triggers round thirteen): an intervening "if" (410.8) about the card in
    # its owner's graveyard, the ability working there (402.8); "return ~ to the battlefield" (printed
    # "to play") is the card in the graveyard the condition names
    for where in ("the battlefield", "play"):
        (trig,) = card("At the beginning of your upkeep, if Nether Spirit is the only creature card in your "
                       f"graveyard, you may return Nether Spirit to {where}.", "Creature - Spirit",
                       name="Nether Spirit").abilities
        assert trig.trigger == Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.YOU)
        assert trig.condition == Condition(ir.ConditionKind.ONLY_CARD_OF_KIND, ref=This(),
                                           filter=Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)))
        assert trig.zone == Zone.GRAVEYARD and trig.optional
        assert trig.effects == (ir.MoveTo(This(), Zone.IN_PLAY),)


def test_elder_spawn_unless_you_sacrifice_first():
    # Elder Spawn (Oracle triggers round thirteen): "Unless you …," written first is the ability's
    # controller's choice as it resolves (413.2c), all that follows happening if he or she doesn't pay
    (trig, _) = card("At the beginning of your upkeep, unless you sacrifice an Island, sacrifice Elder Spawn and it "
                     "deals 6 damage to you.\nElder Spawn can't be blocked by red creatures.", "Creature - Spawn",
                     name="Elder Spawn").abilities
    island = ir.Cost(sacrifice=(ir.SacrificeCost(Filter(types=("land",), subtypes=("island",), controller=ir.PlayerRelation.YOU)),))
    assert trig.effects == (ir.IfYouDo(island, (), (ir.Sacrifice(ir.You(), This()), DealDamage(6, (ir.You(),))),
                                       who=ir.You()),)
    assert not trig.optional


def test_wall_of_dust_cant_attack_during_its_controllers_next_turn():
    # Wall of Dust (Oracle triggers round thirteen): the creature it blocks can't attack during its
    # controller's next turn — a rules effect with that duration only (418.3a)
    (trig,) = card("Whenever Wall of Dust blocks a creature, that creature can't attack during its controller's next "
                   "turn.", "Creature - Wall", name="Wall of Dust").abilities
    assert trig.trigger == Trigger(ir.TriggerEvent.BLOCKS, This(), detail=Filter(types=("creature",)))
    assert trig.effects == (ir.CantAttack(ir.TriggerObject(), duration=ir.DURING_ITS_CONTROLLERS_NEXT_TURN),)


def test_serendib_djinn_if_you_sacrifice_an_island_this_way():
    # Serendib Djinn (Oracle triggers round thirteen): the permanent the instruction before
    # sacrificed, as it last existed (413.2f); refused after anything but one permanent sacrificed
    (trig,) = card("At the beginning of your upkeep, sacrifice a land. If you sacrifice an Island this way, Test Card "
                   "deals 3 damage to you.").abilities
    island = Filter(types=("land",), subtypes=("island",))
    assert trig.effects == (ir.Sacrifice(ir.You(), Filter(types=("land",), controller=ir.PlayerRelation.YOU)),
                            ir.Conditional(Condition(ir.ConditionKind.MATCHES, ref=ir.Sacrificed(), filter=island),
                                           (DealDamage(3, (ir.You(),)),)))
    with pytest.raises(CardTextError, match="read only after an instruction to sacrifice one permanent"):
        card("At the beginning of your upkeep, draw a card. If you sacrifice an Island this way, Test Card deals 3 "
             "damage to you.")


def test_wellspring_that_land_in_an_upkeep_trigger_is_the_enchanted_land():
    # Wellspring (audit 4137, card 39): "At the beginning of your upkeep, untap enchanted land. You
    # gain control of that land until end of turn." — "that land" is the enchanted land the first
    # sentence untapped (413.2b), not the Aura itself (it was read as "you control ~")
    (trig,) = card("Enchant land\nAt the beginning of your upkeep, untap enchanted land. You gain control of that "
                   "land until end of turn.", type_line="Enchantment - Aura", name="Wellspring").abilities
    assert trig.trigger.event is ir.TriggerEvent.BEGINNING_OF_STEP and trig.trigger.whose is ir.TriggerWhose.YOU
    assert trig.effects == (Untap(Enchanted()), GainControl(Enchanted(), You(), "until end of turn"))


def test_legacys_allure_power_up_to_its_own_counters():
    # Legacy's Allure (Oracle activated round thirteen): the source's treasure counters, counted
    # whenever the description is applied (409.1c, 413.2a) — as it last existed in play once
    # sacrificed to pay the cost (413.2f; judge.engine.filters)
    ab = one("Sacrifice Test Card: Gain control of target creature with power less than or equal to the number of "
             "treasure counters on Test Card. (This effect lasts indefinitely.)", "Enchantment")
    up_to = Filter(types=("creature",), power=Compare("<=", ir.CountersOn(This(), "treasure")))
    assert ab.cost == Cost(sacrifice=(SacrificeCost(This()),))
    assert ab.targets == (TargetSpec(0, up_to),)
    assert ab.effects == (GainControl(Target(0), duration="forever"),)


def test_orcish_lumberjack_any_combination_of_two_colours():
    # Orcish Lumberjack (Oracle activated round thirteen): a mana ability (406.1) whose player
    # picks one of the four mixes of the two colours, three mana in all
    ab = one("{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.", "Creature - Orc")
    assert ab.is_mana_ability
    assert ab.cost == Cost(tap=True, sacrifice=(SacrificeCost(Filter(types=("land",), subtypes=("forest",),
                                                                     controller=ir.PlayerRelation.YOU)),))
    assert ab.effects == (AddMana(("{R}{R}{R}", "{R}{R}{G}", "{R}{G}{G}", "{G}{G}{G}")),)


def test_chariot_of_the_sun_flying_and_base_toughness():
    # Chariot of the Sun (Oracle activated round thirteen): the keyword and the toughness, both
    # until end of turn on the one target, the power unchanged (applied in timestamp order, 418.5c)
    ab = one("{2}, {T}: Until end of turn, target creature you control gains flying and has base toughness 1.",
             "Artifact")
    assert ab.targets == (TargetSpec(0, Filter(types=("creature",), controller=ir.PlayerRelation.YOU)),)
    assert ab.effects == (GrantAbility(Target(0), Keyword("flying"), "until end of turn"),
                          SetPT(Target(0), None, 1, "until end of turn"))


def test_jeweled_spirit_protection_from_artifacts_or_a_colour():
    # Jeweled Spirit (Oracle activated round thirteen): one of six protections, chosen as the
    # ability resolves (413.2c) — Urza's Avenger's choice of keywords
    ab = one("Sacrifice two lands: Test Card gains protection from artifacts or from the color of your choice until "
             "end of turn.", "Creature - Spirit")
    assert ab.cost == Cost(sacrifice=(SacrificeCost(Filter(types=("land",), controller=ir.PlayerRelation.YOU), 2),))
    options = (Keyword("protection", "artifacts"),) + tuple(
        Keyword("protection", c) for c in ("white", "blue", "black", "red", "green"))
    assert ab.effects == (ir.GainChosenKeyword(This(), options, "until end of turn"),)


def test_grizzled_wolverine_three_restrictions():
    # Grizzled Wolverine (Oracle activated round thirteen): a window, a creature blocking it now
    # (not "~ is blocked": 309.3, glossary "Blocked Creature"), once each turn (403.3)
    ab = one("{R}: Test Card gets +2/+0 until end of turn. Activate this ability only during the declare blockers "
             "step, only if at least one creature is blocking Test Card, and only once each turn.", "Creature - Wolverine")
    assert ab.effects == (ModifyPT(This(), 2, 0, "until end of turn"),)
    blocking = Condition(ir.ConditionKind.EXISTS, filter=Filter(types=("creature",), extra=("blocking it",)))
    assert ab.restrictions == (Restriction(ir.RestrictionKind.WINDOW, "declare blockers"), Restriction(ir.RestrictionKind.IF, condition=blocking),
                               Restriction(ir.RestrictionKind.ONCE_EACH_TURN))


def test_you_may_cast_aura_spells_with_enchant_creature_as_though_they_had_flash():
    """Rootwater Shaman (Oracle statics round thirteen, M–Z): a permission of its controller only
    (``what`` You) for the Aura spells whose enchant ability is "enchant creature" (214.8a;
    ``ir.WITH_ENCHANT_CREATURE``), 408.1d overridden."""
    (ab,) = card("You may cast Aura spells with enchant creature as though they had flash.",
                 "Creature - Merfolk Shaman", "Rootwater Shaman").abilities
    assert ab.effects == (ir.PlayAsInstant(ir.You(), ir.Filter(subtypes=("Aura",), zone=Zone.STACK,
                                                                extra=(ir.WITH_ENCHANT_CREATURE,))),)
    with pytest.raises(CardTextError):
        card("You may cast creatures as though they had flash.", "Creature - Merfolk Shaman")


def test_that_artifact_deals_damage_equal_to_its_converted_mana_cost():
    """Goblin Tinkerer (Oracle activated round fifteen): "that artifact" is the destroyed target,
    the source of the damage (as it last existed, 413.2f), "its" converted mana cost its own."""
    (ab,) = card("{R}, {T}: Destroy target artifact. That artifact deals damage equal to its converted mana cost to "
                 "Goblin Tinkerer.", "Creature - Goblin Artificer", "Goblin Tinkerer").abilities
    assert ab.effects == (Destroy(Target(0)), DealDamage(ir.ConvertedManaCostOf(Target(0)), (This(),), Target(0)))
    assert ab.targets[0].filter == Filter(types=("artifact",))


def test_you_may_cast_creature_spells_this_turn_as_though_they_had_flash():
    """Winding Canyons (Oracle activated round fifteen): the Rootwater Shaman permission from a
    resolving ability, ``duration`` this turn (418.3a); creature spells only."""
    (ab,) = card("{2}, {T}: You may cast creature spells this turn as though they had flash.", "Land",
                 "Winding Canyons").abilities
    assert ab.effects == (ir.PlayAsInstant(ir.You(), ir.Filter(types=("creature",), zone=Zone.STACK), None,
                                           ir.THIS_TURN),)
    with pytest.raises(CardTextError):
        card("{2}, {T}: You may cast artifact spells this turn as though they had flash.", "Land")


def test_doesnt_untap_during_its_controllers_next_two_untap_steps():
    """Telekinesis (Oracle statics round thirteen, M–Z): ``ir.DoesntUntapNextUntapStep`` with
    ``value`` "2" — each of the next two untap steps of its controller (302.1)."""
    s = spell("Tap target creature. Prevent all combat damage that would be dealt by that creature this turn. "
              "It doesn't untap during its controller's next two untap steps.", name="Telekinesis")
    assert s.effects[0] == Tap(Target(0))
    assert s.effects[-1] == ir.DoesntUntapNextUntapStep(Target(0), None, "2", ir.FOREVER)
    one = spell("Tap target creature. It doesn't untap during its controller's next untap step.")
    assert one.effects[-1] == ir.DoesntUntapNextUntapStep(Target(0), None, None, ir.FOREVER)


def test_after_this_main_phase_there_is_an_additional_combat_phase():
    """Relentless Assault's Oracle (round thirteen, M–Z): the Sixth Edition's "You get an additional
    combat phase followed by an additional main phase this turn." — ``ir.AdditionalCombat``, which
    comes after the main phase it resolves in (300.1)."""
    oracle = spell("Untap all creatures that attacked this turn. After this main phase, there is an additional "
                   "combat phase followed by an additional main phase.", type_line="Sorcery")
    sixth = spell("Untap all creatures that attacked this turn. You get an additional combat phase followed by an "
                  "additional main phase this turn.", type_line="Sorcery")
    assert oracle.effects[-1] == ir.AdditionalCombat(True)
    assert strip_text(oracle) == strip_text(sixth)


def test_each_attacking_creature_and_each_blocking_creature_doesnt_untap_next():
    """Spore Cloud (Oracle statics round thirteen, M–Z): the two groups as one reference, each
    creature in either (``ir.All`` of two descriptions), each skipping its controller's next untap
    step (302.1)."""
    s = spell("Tap all blocking creatures. Prevent all combat damage that would be dealt this turn. Each attacking "
              "creature and each blocking creature doesn't untap during its controller's next untap step.",
              name="Spore Cloud")
    both = ir.All((Filter(types=("creature",), status=("attacking",)), Filter(types=("creature",), status=("blocking",))))
    assert s.effects[-1] == ir.DoesntUntapNextUntapStep(both, None, None, ir.FOREVER)


def test_graveyard_targets_into_their_owners_library_named_by_whose_graveyard():
    """Misinformation and Renewing Touch (Oracle statics round thirteen, M–Z): the cards of a
    graveyard are its player's (217.4a), so "their library" after "an opponent's graveyard" and
    "your library" after "your graveyard" are the cards' owner's; Misinformation's "in any order"
    is its controller's (413.2c, ``order`` ir.LibraryOrder.YOU). Any other target is refused, not read so."""
    mis = spell("Put up to three target cards from an opponent's graveyard on top of their library in any order.",
                name="Misinformation")
    assert mis.effects == (ir.MoveTo(Target(0), Zone.LIBRARY, ir.LibraryPosition.TOP, order=ir.LibraryOrder.YOU),)
    assert mis.targets[0].filter == Filter(types=("card",), controller=ir.PlayerRelation.OPPONENT, zone=Zone.GRAVEYARD)
    assert (mis.targets[0].min_count, mis.targets[0].max_count) == (0, 3)
    touch = spell("Shuffle any number of target creature cards from your graveyard into your library.",
                  name="Renewing Touch", type_line="Sorcery")
    assert touch.effects == (ir.MoveTo(Target(0), Zone.LIBRARY, order=ir.LibraryOrder.SHUFFLED),)
    assert touch.targets[0].filter.zone == Zone.GRAVEYARD and touch.targets[0].filter.controller is ir.PlayerRelation.YOU
    for text_ in ("Shuffle target creature into your library.",
                  "Put target creature on top of their library in any order."):
        with pytest.raises(CardTextError):
            spell(text_)


def test_rootwater_thief_then_the_player_shuffles_their_library():
    # Rootwater Thief (Oracle triggers round fourteen): "the player" named again after "that
    # player's library" is that player, the damaged one, who shuffles; the search is the
    # ability's controller's, in that player's library (glossary "Search")
    (trig,) = card("Whenever Test Card deals combat damage to a player, you may pay {2}. If you do, search that "
                   "player's library for a card and exile it, then the player shuffles their library.").abilities
    assert trig.effects == (ir.IfYouDo(ir.Cost(mana="{2}"), (
        ir.SearchLibrary(ir.TriggerPlayer(), Filter(types=("card",), zone=Zone.LIBRARY)),
        ir.MoveTo(ir.Found(), Zone.REMOVED),
        ir.Shuffle(ir.TriggerPlayer()))),)
    # the printed wording says the same
    (printed,) = card("Whenever Test Card deals combat damage to a player, you may pay {2}. If you do, search that "
                      "player's library for a card and remove that card from the game, then the player shuffles his "
                      "or her library.").abilities
    assert printed.effects == trig.effects


def test_cosmic_horror_if_self_is_destroyed_this_way():
    # Cosmic Horror (Oracle triggers round fourteen): part of what not paying brings about — ~ put
    # into a graveyard by that destruction (a regenerated ~ wasn't, 419.6b), as it last existed
    # (413.2f); refused after anything but "destroy ~ unless you pay …"
    (trig,) = card("At the beginning of your upkeep, destroy Test Card unless you pay {3}{B}{B}{B}. If Test Card is "
                   "destroyed this way, it deals 7 damage to you.").abilities
    (unless,) = trig.effects
    assert isinstance(unless, ir.IfYouDo) and unless.cost == ir.Cost(mana="{3}{B}{B}{B}") and unless.then == ()
    assert unless.otherwise == (ir.Destroy(ir.This()),
                                ir.Conditional(Condition(ir.ConditionKind.DIED_THIS_WAY, ref=ir.This()),
                                               (DealDamage(7, (ir.You(),), source=ir.This()),)))
    with pytest.raises(CardTextError, match="read only after 'destroy ~ unless you pay"):
        card("At the beginning of your upkeep, draw a card. If Test Card is destroyed this way, it deals 7 damage "
             "to you.")


def test_dream_fighter_self_and_that_creature_phase_out():
    # Dream Fighter (Oracle triggers round fourteen): ~ and the creature of the block trigger phase
    # out together (glossary "Phasing", Appendix B); the printed "is blocked by" reads the same
    (trig,) = card("Whenever Test Card blocks or becomes blocked by a creature, Test Card and that creature phase "
                   "out.").abilities
    assert trig.trigger.event is ir.TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED
    assert trig.effects == (ir.PhaseOut(ir.Both((ir.This(), ir.TriggerObject()))),)
    (printed,) = card("Whenever Test Card blocks or is blocked by a creature, Test Card and that creature phase "
                      "out.").abilities
    assert printed == dataclasses.replace(trig, text=printed.text)


def test_spined_sliver_that_sliver_and_the_creatures_blocking_it():
    # Spined Sliver (Oracle triggers round fifteen): "that Sliver" is the trigger's creature, and
    # "blocking it" counts the creatures blocking that creature (the partner), not the source
    (trig,) = card("Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for each creature "
                   "blocking it.", "Creature - Sliver").abilities
    assert trig.trigger.event is ir.TriggerEvent.BECOMES_BLOCKED
    assert trig.trigger.subject == Filter(subtypes=("Sliver",))
    blocking = ir.CountOf(Filter(types=("creature",), extra=("blocking it",), partner=ir.TriggerObject()))
    assert trig.effects == (ModifyPT(ir.TriggerObject(), blocking, blocking, "until end of turn"),)
    # its own trigger: "it" is the source, no partner (rampage's reading)
    (own,) = card("Whenever Test Card becomes blocked, it gets +1/+1 until end of turn for each creature "
                  "blocking it.").abilities
    mine = ir.CountOf(Filter(types=("creature",), extra=("blocking it",)))
    assert own.effects == (ModifyPT(This(), mine, mine, "until end of turn"),)


def test_cyclone_then_unless_you_pay_for_each_counter_if_you_pay():
    # Cyclone (Oracle triggers round fifteen): "A, then B unless you pay {G} for each wind counter on
    # it. If you pay, C." — A; then the choice (413.2c): C if paid, B if not
    (trig,) = card("At the beginning of your upkeep, put a wind counter on Test Card, then sacrifice Test Card "
                   "unless you pay {G} for each wind counter on it. If you pay, Test Card deals damage equal to the "
                   "number of wind counters on it to each creature and each player.", "Enchantment").abilities
    winds = ir.CountersOn(This(), "wind")
    assert trig.effects == (
        ir.PutCounters(This(), "wind", 1),
        IfYouDo(Cost(mana="{G}"), (DealDamage(winds, (All((CREATURE,)), All((PLAYER,))), source=This()),),
                (Sacrifice(You(), This()),), who=You(), times=winds))
    # "If you pay" only after the controller's own "unless you pay"
    with pytest.raises(CardTextError):
        card("At the beginning of your upkeep, put a wind counter on Test Card. If you pay, you gain 1 life.",
             "Enchantment")


def test_harvest_wurm_unless_you_return_a_card_from_your_graveyard_to_your_hand():
    # Harvest Wurm (Oracle triggers round fifteen): a card of your own graveyard returned to your
    # hand as what "unless" asks (413.2c)
    (trig,) = card("When Test Card enters the battlefield, sacrifice it unless you return a basic land card from "
                   "your graveyard to your hand.").abilities
    land_card = Filter(types=("land",), controller=ir.PlayerRelation.YOU, zone=Zone.GRAVEYARD, extra=("card", "basic"))
    assert trig.effects == (IfYouDo(Cost(return_to_hand=(land_card, 1)), (), (Sacrifice(You(), This()),), who=You()),)
    # "to your hand" of a permanent (whose owner may be another player) is not read
    with pytest.raises(CardTextError):
        card("When Test Card enters the battlefield, sacrifice it unless you return a land you control to your hand.")


def test_lord_of_tresserhorn_three_instructions_you_sacrifice_between():
    # Lord of Tresserhorn (Oracle triggers round fifteen): "A, you sacrifice two creatures, and C" —
    # three instructions in order (413.2), the two creatures the controller's, chosen as it resolves
    (trig,) = card("When Test Card enters the battlefield, you lose 2 life, you sacrifice two creatures, and "
                   "target opponent draws two cards.").abilities
    assert trig.effects == (LoseLife(You(), 2), Sacrifice(You(), Filter(types=("creature",), controller=ir.PlayerRelation.YOU), 2),
                            Draw(Target(0), 2))
    assert trig.targets == (TargetSpec(0, Filter(players=True, controller=ir.PlayerRelation.OPPONENT)),)
    # only that instruction between the commas: "A, then B and C" stays as it was read
    with pytest.raises(CardTextError):
        card("When Test Card enters the battlefield, you lose 2 life, you draw two cards, and target opponent "
             "draws two cards.")


def test_lim_duls_hex_for_each_player_damage_unless_they_pay_either_cost():
    # Lim-Dûl's Hex (Oracle triggers round sixteen): each player in turn (413.2d) pays {B}, or else
    # {3}, or is dealt the damage (413.2c)
    (trig,) = card("At the beginning of your upkeep, for each player, Test Card deals 1 damage to that player unless "
                   "they pay {B} or {3}.", "Enchantment").abilities
    each = ir.EachOne()
    damage = DealDamage(1, (each,), This())
    assert trig.effects == (ir.EachPlayer(All((PLAYER,)), (
        IfYouDo(Cost(mana="{B}"), (), (IfYouDo(Cost(mana="{3}"), (), (damage,), who=each),), who=each),)),)
    # without "unless": the damage to each player
    (plain,) = card("At the beginning of your upkeep, for each player, Test Card deals 1 damage to that player.",
                    "Enchantment").abilities
    assert plain.effects == (ir.EachPlayer(All((PLAYER,)), (damage,)),)
    # any other instruction to "that player" is not a number multiplied: refused
    with pytest.raises(CardTextError):
        card("At the beginning of your upkeep, for each player, that player draws a card.", "Enchantment")


def test_thran_turbine_optional_mana_that_cant_be_spent_on_spells():
    # Thran Turbine (Oracle triggers round sixteen): the optional instruction's mana is specialized
    # mana (glossary "Mana") that pays for anything but a spell (judge.engine.mana_limits)
    (trig,) = card("At the beginning of your upkeep, you may add {C}{C}. You can't spend this mana to cast spells.",
                   "Artifact").abilities
    assert trig.optional
    assert trig.effects == (ir.AddLimitedMana(ir.AddMana(("{2}",)), ir.ManaSpendLimit(not_spells=True)),)
    from judge.engine.mana_limits import Purpose, allows
    limit = ir.ManaSpendLimit(not_spells=True)
    assert not allows(limit, Purpose(True, ("instant",)))
    assert allows(limit, Purpose(False, ("artifact",))) and allows(limit, None)
    # with no mana added just before, the sentence is refused
    with pytest.raises(CardTextError):
        card("At the beginning of your upkeep, you may draw a card. You can't spend this mana to cast spells.",
             "Artifact")
    # the other "You can't …" sentences still read (Steel Golem, Mungha Wurm, Ivory Mask)
    for other in ("You can't cast creature spells.", "You can't untap more than one land during your untap step.",
                  "You can't be the target of spells or abilities."):
        assert card(other).abilities


def test_deep_spawn_unless_you_put_the_top_cards_of_your_library_into_your_graveyard():
    # Deep Spawn (Oracle triggers round sixteen): the library's top two cards as what "unless" asks
    # (ir.Cost.mill; 413.2c), never an activation cost
    (trig,) = card("At the beginning of your upkeep, sacrifice Test Card unless you put the top two cards of your "
                   "library into your graveyard.").abilities
    assert trig.effects == (IfYouDo(Cost(mill=2), (), (Sacrifice(You(), This()),), who=You()),)
    with pytest.raises(CardTextError):
        card("Put the top two cards of your library into your graveyard: Draw a card.")


def test_could_produce_mana_reflecting_pool_fellwar_stone_squandered_resources():
    # Oracle activated round fourteen: "one mana of any type/color that … could produce" (glossary
    # "Could"): the permanents named, their mana found as it is added; "color" leaves colorless out
    pool = one("{T}: Add one mana of any type that a land you control could produce.", "Land")
    assert pool.is_mana_ability
    assert pool.effects == (AddMana((), could_produce=All((Filter(types=("land",), controller=ir.PlayerRelation.YOU),))),)
    stone = one("{T}: Add one mana of any color that a land an opponent controls could produce.", "Artifact")
    assert stone.is_mana_ability
    assert stone.effects == (AddMana((), could_produce=All((Filter(types=("land",), controller=ir.PlayerRelation.OPPONENT),)),
                                     colors_only=True),)
    squandered = one("Sacrifice a land: Add one mana of any type the sacrificed land could produce.", "Enchantment")
    assert squandered.is_mana_ability
    assert squandered.cost == Cost(sacrifice=(SacrificeCost(Filter(types=("land",), controller=ir.PlayerRelation.YOU)),))
    assert squandered.effects == (AddMana((), could_produce=ir.Sacrificed()),)


def test_loses_all_bands_with_other_shelkin_brownie_tolaria():
    # Oracle activated round fourteen: 'loses all "bands with other" abilities' — every one,
    # whatever its quality (a keyword without its quality); Tolaria's with banding too, only
    # during an upkeep step (403.3)
    brownie = one('{T}: Target creature loses all "bands with other" abilities until end of turn.', "Creature - Ouphe")
    assert brownie.effects == (ir.RemoveAbility(Target(0), Keyword("bands with other"), ir.UNTIL_END_OF_TURN),)
    tolaria = one('{T}: Target creature loses banding and all "bands with other" abilities until end of turn. '
                  'Activate this ability only during any upkeep step.', "Legendary Land")
    assert tolaria.effects == (ir.RemoveAbility(Target(0), Keyword("banding"), ir.UNTIL_END_OF_TURN),
                               ir.RemoveAbility(Target(0), Keyword("bands with other"), ir.UNTIL_END_OF_TURN))
    assert tolaria.restrictions == (ir.Restriction(ir.RestrictionKind.WINDOW, "any upkeep"),)
    with pytest.raises(CardTextError):
        one('{T}: Target creature loses all "flying" abilities until end of turn.', "Creature - Test")


def test_cumulative_upkeep_of_mana_and_life_infernal_darkness():
    # Oracle statics round fifteen: "Cumulative upkeep—Pay {B} and 1 life" (glossary "Cumulative
    # Upkeep"): both parts, once for each age counter; as printed, "Cumulative Upkeep: {B} and 1 life"
    for line in ("Cumulative upkeep—Pay {B} and 1 life. (At the beginning of your upkeep, put an age counter on "
                 "this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)",
                 "Cumulative Upkeep: {B} and 1 life"):
        upkeep = one(line, "Enchantment")
        assert upkeep.trigger == Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.YOU)
        assert upkeep.effects == (
            ir.PutCounters(This(), "age", 1),
            IfYouDo(Cost(mana="{B}", life=1), then=(), otherwise=(Sacrifice(You(), This()),), optional=True,
                    times=ir.CountersOn(This(), "age"), cumulative_upkeep=True))


def test_reveal_hand_damage_for_each_card_of_it_inquisition():
    # Oracle statics round fifteen: the revealed hand's white cards, counted as it resolves (413.2f)
    inquisition = spell("Target player reveals their hand. Test Spell deals damage to that player equal to the "
                        "number of white cards in their hand.", type_line="Sorcery")
    white_in_hand = Filter(types=("card",), colors=("white",), zone=Zone.HAND, controlled_by=Target(0))
    assert inquisition.effects == (LookAtHand(Target(0), reveal=True),
                                   DealDamage(ir.CountOf(white_in_hand), (Target(0),), This()))
    assert inquisition.targets == (TargetSpec(0, PLAYER),)


def test_a_number_in_excess_of_another_superior_numbers():
    # Oracle statics round fifteen: "the number of … in excess of the number of …" — the first minus
    # the second (below zero is zero: glossary "Number", judge.engine)
    numbers = spell("Test Spell deals damage to target creature equal to the number of creatures you control in "
                    "excess of the number of creatures target opponent controls.", type_line="Sorcery")
    yours = ir.CountOf(Filter(types=("creature",), controller=ir.PlayerRelation.YOU))
    theirs = ir.CountOf(Filter(types=("creature",), controlled_by=Target(1)))
    assert numbers.effects == (DealDamage(ir.Sum((yours, ir.Negative(theirs))), (Target(0),), This()),)
    assert [t.filter for t in numbers.targets] == [CREATURE, Filter(players=True, controller=ir.PlayerRelation.OPPONENT)]


def test_reveal_the_top_cards_and_sort_them_mulch_clear_the_land():
    # Oracle statics round fifteen: the cards revealed this way of a description to one zone, the
    # rest to another (ir.RevealTopSort); Clear the Land's printed wording the same
    lands = Filter(types=("land",), zone=Zone.LIBRARY, extra=("card", "revealed this way"))
    mulch = spell("Reveal the top four cards of your library. Put all land cards revealed this way into your hand "
                  "and the rest into your graveyard.", type_line="Sorcery")
    assert mulch.effects == (ir.RevealTopSort(You(), 4, lands, Zone.HAND, Zone.GRAVEYARD),)
    every = All((Filter(players=True),))
    for text_ in ("Each player reveals the top five cards of their library, puts all land cards revealed this way "
                  "onto the battlefield tapped, and exiles the rest.",
                  "Each player reveals the top five cards of his or her library, puts into play tapped all land cards "
                  "revealed this way, and removes the rest from the game."):
        clear = spell(text_, type_line="Sorcery")
        assert clear.effects == (ir.RevealTopSort(every, 5, lands, Zone.IN_PLAY, Zone.REMOVED, tapped=True),)
    with pytest.raises(CardTextError):  # only the cards revealed this way are put from the library
        spell("Reveal the top four cards of your library. Put all land cards into your hand and the rest into your "
              "graveyard.", type_line="Sorcery")


def test_target_player_draws_at_the_beginning_of_the_next_turns_upkeep_sapphire_charm():
    # Oracle statics round sixteen: a mode of a modal spell (its ";" ends the sentence), the player
    # targeted as the spell is cast (409.1c) and drawing in the delayed ability (406.2a)
    charm = spell("Choose one - Target player draws a card at the beginning of the next turn's upkeep; or target "
                  "creature gains flying until end of turn.")
    assert charm.modes[0].targets == (TargetSpec(0, PLAYER),)
    assert charm.modes[0].effects == (
        DelayedTrigger(Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=ir.TriggerWhose.EACH), (Draw(Target(0), 1),)),)


def test_target_player_chooses_cards_of_their_hand_and_puts_them_on_top_stunted_growth():
    # Oracle statics round sixteen: that player's own cards onto that player's own library, their
    # choice and order (413.2c); another player's library refused
    growth = spell("Target player chooses three cards from their hand and puts them on top of their library in any "
                   "order.", type_line="Sorcery")
    assert growth.targets == (TargetSpec(0, PLAYER),)
    assert growth.effects == (ir.HandToLibrary(3, who=Target(0), where=ir.LibraryPosition.TOP),)
    with pytest.raises(CardTextError):
        spell("Target player chooses three cards from their hand and puts them on top of your library in any order.",
              type_line="Sorcery")


def test_draw_the_difference_in_hands_balance_of_power():
    # Oracle statics round sixteen: both hands counted as the spell resolves (413.2f)
    balance = spell("If target opponent has more cards in hand than you, draw cards equal to the difference.",
                    type_line="Sorcery")
    assert balance.targets == (TargetSpec(0, Filter(players=True, controller=ir.PlayerRelation.OPPONENT)),)
    difference = ir.Sum((ir.CardsInHand(Target(0)), ir.Negative(ir.CardsInHand(You()))))
    assert balance.effects == (ir.Conditional(Condition(ir.ConditionKind.MORE, player=Target(0), value="cards in hand", than=You()),
                                              (Draw(You(), difference),)),)


def test_look_at_the_top_five_then_may_have_that_player_shuffle_visions():
    # Oracle statics round sixteen: only a look; the shuffle that player's if you choose (413.2c)
    visions = spell("Look at the top five cards of target player's library. You may then have that player shuffle "
                    "that library.", type_line="Sorcery")
    assert visions.targets == (TargetSpec(0, PLAYER),)
    assert visions.effects == (ir.RevealTop(Target(0), look=True, count=5), ir.Optional_((ir.Shuffle(Target(0)),)))
    with pytest.raises(CardTextError):  # only the player whose library was named
        spell("Look at the top five cards of target player's library. You may then have you shuffle that library.",
              type_line="Sorcery")


def test_if_the_exiled_card_is_storm_elemental():
    # Oracle activated round sixteen: "If the exiled card is a snow land, …" — the card the
    # ability's cost removed from the game (ir.ExiledToPay), looked at as the ability resolves
    elemental = one("{U}, Exile the top card of your library: If the exiled card is a snow land, Test Card gets "
                    "+1/+1 until end of turn.")
    snow_land = Filter(types=("land",), extra=("snow",))
    assert elemental.effects == (ir.Conditional(Condition(ir.ConditionKind.MATCHES, ref=ir.ExiledToPay(), filter=snow_land),
                                                (ModifyPT(This(), 1, 1, "until end of turn"),)),)
    assert elemental.cost.exile[0].zone == Zone.LIBRARY and elemental.cost.exile[1] == 1


def test_no_more_times_each_turn_than_a_number_withering_wisps():
    # Oracle activated round sixteen: the limit a number counted as the ability is played (403.3)
    wisps = one("{B}: Test Card deals 1 damage to each creature and each player. Activate this ability no more times "
                "each turn than the number of snow Swamps you control.", type_line="Enchantment")
    snow_swamps = Filter(types=("land",), subtypes=("swamp",), controller=ir.PlayerRelation.YOU, extra=("snow",))
    assert wisps.restrictions == (Restriction(ir.RestrictionKind.TIMES_EACH_TURN, amount=CountOf(snow_swamps)),)
    assert one("{1}: Test Card gets +1/+1 until end of turn. Activate this ability no more than twice each turn."
               ).restrictions == (Restriction(ir.RestrictionKind.TIMES_EACH_TURN, "2"),)


def test_shuffle_any_number_of_cards_from_your_hand_then_draw_that_many_credit_voucher():
    # Oracle activated round sixteen: the cards chosen as it resolves (413.2c), then as many drawn
    voucher = one("{2}, {T}, Sacrifice Test Card: Shuffle any number of cards from your hand into your library, then "
                  "draw that many cards.", type_line="Artifact")
    assert voucher.effects == (ir.ShuffleIntoLibrary(You(), (Zone.HAND,), any_number=True),
                               Draw(You(), ir.ShuffledThisWay(You())))


def test_reveal_a_number_of_cards_equal_to_put_one_into_your_hand_eye_of_yawgmoth():
    # Oracle activated round sixteen: ir.Dig revealed, counted as it resolves (the sacrificed
    # creature's power as it last existed, 413.2f), one chosen into the hand, the rest removed
    eye = one("{3}, {T}, Sacrifice a creature: Reveal a number of cards from the top of your library equal to the "
              "sacrificed creature's power. Put one into your hand and exile the rest.", type_line="Artifact")
    assert eye.effects == (ir.Dig(You(), PowerOf(ir.Sacrificed()), 1, Zone.HAND, Zone.REMOVED, revealed=True),)


def test_looks_at_the_top_cards_puts_one_back_on_top_then_exiles_the_rest_ashnods_cylix():
    # Oracle activated round sixteen: the target player looks and chooses the one left on top (413.2c)
    cylix = one("{3}, {T}: Target player looks at the top three cards of their library, puts one of them back on top "
                "of their library, then exiles the rest.", type_line="Artifact")
    assert cylix.effects == (ir.Dig(Target(0), 3, 1, Zone.LIBRARY, Zone.REMOVED, take_position=ir.LibraryPosition.TOP),)
    assert [t.filter for t in cylix.targets] == [PLAYER]
    with pytest.raises(CardTextError):  # two put back would be put in an order: not read
        one("{3}, {T}: Target player looks at the top three cards of their library, puts two of them back on top of "
            "their library, then exiles the rest.", type_line="Artifact")


def test_change_the_target_of_target_spell_that_targets_only_a_player_rebound():
    # Oracle statics round nineteen: a spell described by its targets — each a player, now (409.1c,
    # 413.2a) — its new target limited further to a player (415.2)
    rebound = spell("Change the target of target spell that targets only a player. The new target must be a player.")
    assert rebound.targets == (TargetSpec(0, Filter(types=("spell",), zone=Zone.STACK, extra=(ir.TARGETS_ONLY_A_PLAYER,))),)
    assert rebound.effects == (ir.ChangeTargets(Target(0), must_be=PLAYER),)
    with pytest.raises(CardTextError):  # "only a creature" is not read
        spell("Change the target of target spell that targets only a creature. The new target must be a creature.")


def test_then_if_you_control_a_later_sentences_own_condition_calming_verse():
    # Oracle statics round nineteen: "Then if …, …" after the first instruction — checked when the
    # resolution reaches it (413.2); the printed "Then, if …" the same
    text = ("Destroy all enchantments you don't control. Then if you control an untapped land, destroy all "
            "enchantments you control.")
    verse = spell(text, type_line="Sorcery")
    untapped_land = Filter(types=("land",), status=("untapped",))
    assert verse.effects == (
        ir.Destroy(ir.All((Filter(types=("enchantment",), controller=ir.PlayerRelation.OPPONENT),))),
        ir.Conditional(ir.Condition(ir.ConditionKind.CONTROLS, filter=untapped_land, player=You()),
                       (ir.Destroy(ir.All((Filter(types=("enchantment",), controller=ir.PlayerRelation.YOU),))),)))
    assert spell(text.replace("Then if", "Then, if"), type_line="Sorcery").effects == verse.effects


def test_gain_control_of_that_creature_if_it_regenerates_this_way_debt_of_loyalty():
    # Oracle statics round nineteen: part of the regeneration the shield makes (419.6b), no trigger —
    # not Matopi Golem's "When it regenerates this way" (a delayed triggered ability, 406.2a)
    debt = spell("Regenerate target creature. You gain control of that creature if it regenerates this way.")
    assert debt.effects == (ir.Regenerate(Target(0), at_once=(ir.GainControl(Target(0), You(), ir.FOREVER),)),)
    with pytest.raises(CardTextError):  # with no regeneration just before
        spell("Tap target creature. You gain control of that creature if it regenerates this way.")


def test_deals_damage_to_each_or_deals_damage_to_each_lava_storm():
    # Oracle statics round nineteen: one group or the other, chosen as it resolves (413.2c) —
    # Catastrophe's ir.EitherAll
    storm = spell("Test Spell deals 2 damage to each attacking creature or Test Spell deals 2 damage to each blocking "
                  "creature.")
    assert storm.effects == (ir.DealDamage(2, (ir.EitherAll((Filter(types=("creature",), status=("attacking",)),
                                                            Filter(types=("creature",), status=("blocking",)))),),
                                           ir.This()),)
    with pytest.raises(CardTextError):  # different damage to each group: not read
        spell("Test Spell deals 2 damage to each attacking creature or Test Spell deals 3 damage to each blocking "
              "creature.")


def test_this_spell_costs_life_more_for_each_target_phyrexian_purge():
    # Oracle statics round nineteen: a cost of the card's own, that life times the targets (409.1f)
    purge = card("This spell costs 3 life more to cast for each target.\nDestroy any number of target creatures.",
                 "Sorcery", "Test Spell")
    assert purge.life_per_target == 3
    assert purge.spell is not None and purge.spell.targets[0].max_count is None
    with pytest.raises(CardTextError):  # with no target to count
        card("This spell costs 3 life more to cast for each target.\nDraw a card.", "Sorcery", "Test Spell")


def test_if_target_spell_has_only_one_target_a_creature_change_it_meddle():
    # Oracle statics round nineteen: any spell the target (409.1c); as it resolves, one target, a
    # creature now (413.2) — then the target changes to another creature (415.2)
    meddle = spell("If target spell has only one target and that target is a creature, change that spell's target to "
                   "another creature.")
    assert meddle.targets == (TargetSpec(0, SPELL),)
    only_a_creature = Filter(types=("spell",), zone=Zone.STACK, extra=("single target", ir.TARGETS_A_CREATURE))
    assert meddle.effects == (ir.Conditional(ir.Condition(ir.ConditionKind.MATCHES, ref=Target(0), filter=only_a_creature),
                                             (ir.ChangeTargets(Target(0), must_be=CREATURE),)),)


_GAMEKEEPER = ("When Test Card is put into a graveyard from play, you may remove it from the game. If you do, reveal "
               "cards from the top of your library until you reveal a creature card. Put that card into play and put "
               "all other cards revealed this way into your graveyard.")


def test_a_may_trigger_whose_later_sentences_continue_its_if_you_do():
    """Gamekeeper: the sentences after "If you do" only carry on with what it found ("that card",
    "all other cards revealed this way"): folded into the optional instruction's "If you do", so the
    ability is a choice of completing an action or doing nothing, chosen as it triggers (410.5)."""
    ab, = card(_GAMEKEEPER).abilities
    assert ab.optional
    creature = Filter(types=("creature",), zone=Zone.LIBRARY, extra=("card",))
    assert ab.effects == (ir.Optional_((ir.MoveTo(ir.TriggerObject(), Zone.REMOVED),
                                        ir.RevealUntil(You(), creature),
                                        ir.MoveTo(ir.Found(), Zone.IN_PLAY),
                                        ir.MoveTo(ir.RevealedRest(), Zone.GRAVEYARD)), if_you_do_from=1),)
    # Avenging Druid as printed: no "If you do", but "Put that land into play …" only carries on
    # with what the optional reveal found — read as the Oracle's "If you do" is
    druid, = card("Whenever Test Card deals damage to an opponent, you may reveal cards from your library until you "
                  "reveal a land card. Put that land into play and put all other revealed cards into your "
                  "graveyard.").abilities
    land = Filter(types=("land",), zone=Zone.LIBRARY, extra=("card",))
    assert druid.optional and druid.effects == (ir.Optional_((ir.RevealUntil(You(), land), ir.MoveTo(ir.Found(), Zone.IN_PLAY),
                                                              ir.MoveTo(ir.RevealedRest(), Zone.GRAVEYARD)), if_you_do_from=1),)


def test_a_may_trigger_with_an_independent_later_sentence_is_left_as_it_is():
    """A sentence after the "If you do" that does something else ("You gain 2 life.") happens whether
    or not the player chose to: the ability isn't only "completing an action or doing nothing", so its
    "may" isn't a 410.5 one — chosen on resolution (413.2c), the later sentences left apart."""
    ab, = card(_GAMEKEEPER + " You gain 2 life.").abilities
    assert not ab.optional
    assert [type(e) for e in ab.effects] == [ir.Optional_, ir.MoveTo, ir.MoveTo, ir.GainLife]
    assert ab.effects[0].if_you_do_from == 1 and len(ab.effects[0].effects) == 2


_GOO = ("At the beginning of your upkeep, you may flip a coin. If you win the flip, put a +1/+1 counter on Test Card. "
        "If you lose the flip, remove a +1/+1 counter from Test Card.")


def test_a_may_flip_trigger_whose_later_sentences_say_what_comes_of_the_flip():
    """Chaotic Goo: the sentences after "you may flip a coin" only say what comes of that flip, won
    or lost — the rest of the optional action: the ability is a choice of completing an action or
    doing nothing, chosen as it would be put on the stack (410.5); the flip and its results happen
    on resolution, no second "may" asked then."""
    ab, = card(_GOO).abilities
    assert ab.optional
    won, lost = (Condition(ir.ConditionKind.FLIP, value=v) for v in ("won", "lost"))
    assert ab.effects == (ir.FlipCoin(You()),
                          ir.Conditional(won, (ir.PutCounters(ir.This(), "+1/+1", 1),),
                                         (ir.Conditional(lost, (ir.RemoveCounters(ir.This(), "+1/+1", 1),)),)))
    # Goblin Bomb as printed: the opponent who calls the flip is a target, chosen (410.4) once the
    # "may" is chosen — kept first, the ability still a 410.5 "may"
    bomb, = card("During your upkeep, you may choose to flip a coin. Target opponent calls heads or tails while the "
                 "coin is in the air. If the flip ends up in your favor, put a fuse counter on Test Card. Otherwise, "
                 "remove a fuse counter from Test Card.", type_line="Enchantment").abilities
    assert bomb.optional and [type(e) for e in bomb.effects] == [ir.ChooseTarget, ir.FlipCoin, ir.Conditional]


def test_a_may_flip_trigger_with_an_independent_later_sentence_is_left_as_it_is():
    """A sentence after the flip's results that isn't about the flip ("You gain 2 life.") happens
    whether or not the player flipped: the "may" isn't the whole ability, so it stays an instruction
    chosen on resolution (413.2c)."""
    ab, = card(_GOO + " You gain 2 life.").abilities
    assert not ab.optional
    assert [type(e) for e in ab.effects] == [ir.Optional_, ir.Conditional, ir.GainLife]
