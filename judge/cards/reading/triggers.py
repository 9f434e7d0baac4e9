"""Trigger conditions (404.1: "when", "whenever", "at"; 410) and their subjects.

One area of the card-text grammar's transformer (:class:`judge.cards.reading.CardTransformer`
combines them): each method builds the IR of the grammar rule of its name."""

from __future__ import annotations

import dataclasses
from typing import Any

from judge._speed.lalr.driver import Token
from judge._speed.lalr.trees import Transformer, v_args

from judge.cards import ir
from judge.cards.ir import TriggerEvent, TriggerWhose
from judge.dsl.ast import Step
from judge.cards.phrases import (CardTextError, AT_END_OF_COMBAT, AT_END_OF_TURN, It, ThatPlayer, singular_type, card_in_play)
from judge.zones import Zone


def _from_play(subject: Any) -> Any:
    """What is put into a graveyard "from play" was in play: "a card" there is a nontoken
    permanent (216.2), looked at as it last existed in play (410.10d) — not a card in any zone."""
    if isinstance(subject, ir.Filter) and subject.zone == Zone.ANY:
        return card_in_play(dataclasses.replace(subject, zone=Zone.IN_PLAY))
    return subject


#: The players a condition names ("you", "a player", "an opponent"; player_subject's, as a trigger's).
_CONDITION_PLAYERS: dict[TriggerWhose, ir.ObjRef] = {
    TriggerWhose.YOU: ir.You(),
    TriggerWhose.EACH: ir.All((ir.Filter(players=True),)),
    TriggerWhose.OPPONENT: ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)),
}
#: The controller a description names for a trigger's player ("whenever an opponent puts a creature into
#: play": one an opponent controls; a player: any, no controller named)
_CONTROLLED_BY: dict[TriggerWhose, ir.PlayerRelation] = {TriggerWhose.YOU: ir.PlayerRelation.YOU,
                                                         TriggerWhose.OPPONENT: ir.PlayerRelation.OPPONENT}


def _controlled(f: ir.Filter, who: Any) -> ir.Filter:
    """``f`` controlled by the player ``who`` names (any player: "a player controls")."""
    if isinstance(who, ir.You):
        return dataclasses.replace(f, controller=ir.PlayerRelation.YOU)
    if who == _CONDITION_PLAYERS[TriggerWhose.OPPONENT]:
        return dataclasses.replace(f, controller=ir.PlayerRelation.OPPONENT)
    if who == _CONDITION_PLAYERS[TriggerWhose.EACH]:
        return f
    return dataclasses.replace(f, controlled_by=who)


#: "a creature with lesser power" as a block trigger's other creature: power less than the power
#: of the creature the event is about (No Quarter)
_LESSER_POWER = ir.Filter(types=("creature",), power=ir.Compare("<", ir.PowerOf(ir.TriggerSubject())))


@v_args(inline=True)
def _self_only(s: Any) -> Any:
    """"~ blocks one or more …" is read of the card itself only (410.9a)."""
    if not isinstance(s, ir.This):
        raise CardTextError("?", "one or more", reason="'blocks … one or more' is read only of ~ itself")
    return s


def _self_phasing(s: Any) -> Any:
    """"When ~ phases in / out" is read of the card itself only (the era's cards: Warping Wurm,
    Shimmering Efreet, Teferi's Imp); another permanent's phasing is not watched."""
    if not isinstance(s, ir.This):
        raise CardTextError("?", "phases", reason="'phases in / out' is read only of ~ itself")
    return s


class Triggers(Transformer):  # type: ignore[misc]
    """Trigger conditions (404.1: "when", "whenever", "at"; 410) and their subjects."""

    def subj_self(self) -> ir.ObjRef:
        return ir.This()

    def subj_enchanted(self, tok: Token) -> ir.ObjRef:
        return ir.Enchanted(noun=str(tok))  # (the noun: the card's own words, judge.cards.ir.Enchanted)

    def subj_filter(self, f: ir.Filter) -> ir.Filter:
        return f

    def subj_other(self, f: ir.Filter) -> ir.Filter:
        return dataclasses.replace(f, other=True)

    def subj_put_with(self, *_: Any) -> ir.Filter:
        return ir.Filter(types=("creature",), zone=Zone.IN_PLAY, extra=(ir.PUT_INTO_PLAY_WITH,))  # Diabolic Servitude

    def ps_you(self) -> TriggerWhose:
        return TriggerWhose.YOU

    def ps_each(self) -> TriggerWhose:
        return TriggerWhose.EACH

    def ps_opponent(self) -> TriggerWhose:
        return TriggerWhose.OPPONENT

    def ev_etb(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.COMES_INTO_PLAY, s)

    def ev_etb_yours(self, s: Any) -> ir.Trigger:
        # "Whenever a creature comes into play under your control" (Angelic Chorus)
        if isinstance(s, ir.Filter):
            s = dataclasses.replace(s, controller=ir.PlayerRelation.YOU)
        return ir.Trigger(TriggerEvent.COMES_INTO_PLAY, s)

    def ev_attacks_you(self, s: Any) -> ir.Trigger:
        # "Whenever a creature attacks you" (Briar Patch): you are the defending player
        return ir.Trigger(TriggerEvent.ATTACKS, s, whose=TriggerWhose.YOU)

    def ev_deals_damage_to_you(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DEALS_DAMAGE, s, detail=ir.Filter(players=True, controller=ir.PlayerRelation.YOU))

    def ev_deals_damage_to_you_or(self, s: Any, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DEALS_DAMAGE, s, detail=ir.Filter(any_of=(ir.Filter(players=True,
                                                                                           controller=ir.PlayerRelation.YOU), f)))

    def ev_ltb(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.LEAVES_PLAY, s)

    def ev_lose_control_self(self) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.LOSES_CONTROL, ir.This())  # Gustha's Scepter (added, session 46, c3)

    def ev_dies(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, _from_play(s))

    def ev_dies_owned(self, s: Any, whose: TriggerWhose) -> ir.Trigger:
        # "is put into your graveyard from play": a card you own (217.1)
        return ir.Trigger(TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, _from_play(s), whose=whose)

    def ev_dies_during_combat(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DIES_DURING_COMBAT, _from_play(s))

    def ev_etb_or_dies(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.ETB_OR_DIES, _from_play(s))

    def discarded_card(self) -> ir.Filter:
        return ir.Filter(types=("card",), zone=Zone.ANY)

    def ev_discarded_by_opponent(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DISCARDED_BY_OPPONENT, s)

    def ev_to_graveyard_anywhere(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.TO_GRAVEYARD, s)

    def ev_to_graveyard_anywhere_owned(self, s: Any, whose: TriggerWhose) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.TO_GRAVEYARD, s, whose=whose)

    def ev_to_graveyard_from_library(self, s: Any, whose: TriggerWhose) -> ir.Trigger:
        # Gaea's Blessing (added, session 47): the card itself, from its owner's library (a card goes to its
        # owner's graveyard, 217.4a)
        if not isinstance(s, ir.This) or whose is not TriggerWhose.YOU:
            raise CardTextError("?", "is put into … graveyard from your library",
                                reason="read only of the card itself going to your graveyard")
        return ir.Trigger(TriggerEvent.TO_GRAVEYARD_FROM_LIBRARY, s, whose=whose)

    def ev_to_graveyard(self, s: Any) -> ir.Trigger:
        # "Whenever a creature is put into a graveyard": a permanent, from play; "whenever a
        # card is put into a graveyard" (Planar Void as printed): from anywhere (410.10)
        if isinstance(s, ir.Filter) and "card" in s.types:
            return ir.Trigger(TriggerEvent.TO_GRAVEYARD, s)
        return ir.Trigger(TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, s)

    def ev_becomes_target(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BECOMES_TARGET, s)

    def ev_becomes_target_of_spell(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BECOMES_TARGET, s, filter=ir.Filter(types=("spell",), zone=Zone.STACK))

    def ev_becomes_target_of_aura_spell(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BECOMES_TARGET, s, filter=ir.Filter(subtypes=("Aura",), zone=Zone.STACK))

    def ev_becomes_target_by_opponent(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BECOMES_TARGET, s, whose=TriggerWhose.OPPONENT)

    def ev_you_or_becomes_target_by_opponent(self, f: ir.Filter) -> ir.Trigger:
        # Rayne, Academy Chancellor (added, session 85, h8): the player, or a permanent matching ``f``
        return ir.Trigger(TriggerEvent.BECOMES_TARGET, f, whose=TriggerWhose.OPPONENT, or_you=True)

    def ev_one_or_more_attack_you(self, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.ONE_OR_MORE_ATTACK, f, whose=TriggerWhose.YOU)

    def ev_one_or_more_attack(self, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.ONE_OR_MORE_ATTACK, f)

    def ev_attacks(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.ATTACKS, s)

    def ev_all_attack(self, f: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.ALL_ATTACK, f)  # Mob Mentality: every creature so described attacks (410.2)

    def ev_attacks_alone(self, s: Any) -> ir.Trigger:
        # "Whenever ~ attacks alone" (Reckless Ogre): it is the only creature declared as an attacker
        return ir.Trigger(TriggerEvent.ATTACKS_ALONE, s)

    def ev_blocks(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BLOCKS, s)

    def ev_attacks_or_blocks(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.ATTACKS_OR_BLOCKS, s)

    def ev_blocks_or_blocked(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, s)

    def ev_blocks_or_blocked_by(self, s: Any, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, s, detail=f)

    def ev_blocks_or_blocked_by_any(self, s: Any, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, _self_only(s), detail=f, one_or_more=True)

    def ev_blocks_any(self, s: Any, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BLOCKS, _self_only(s), detail=f, one_or_more=True)

    def ev_blocks_creature(self, s: Any, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BLOCKS, s, detail=f)  # 410.9b: once for each creature it blocks

    def ev_becomes_blocked_by(self, s: Any, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BECOMES_BLOCKED, s, detail=f)  # 410.9c: once for each creature blocking it

    def ev_becomes_blocked_by_lesser_power(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BECOMES_BLOCKED, s, detail=_LESSER_POWER)  # 410.9c, No Quarter

    def ev_blocks_lesser_power(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BLOCKS, s, detail=_LESSER_POWER)  # 410.9b, No Quarter

    def ev_becomes_blocked(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.BECOMES_BLOCKED, s)

    def ev_deals_damage(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DEALS_DAMAGE, s)

    def ev_deals_damage_to(self, s: Any, f: ir.Filter) -> ir.Trigger:
        # "deals damage to a player / an opponent / a creature": what is dealt damage
        return ir.Trigger(TriggerEvent.DEALS_DAMAGE, s, detail=f)

    def ev_deals_combat_damage(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE, s)

    def ev_deals_combat_damage_to(self, s: Any, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE, s, detail=f)

    def ev_deals_combat_damage_to_you(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE, s, detail=ir.Filter(players=True, controller=ir.PlayerRelation.YOU))

    def ev_deals_combat_damage_to_defending(self, s: Any) -> ir.Trigger:
        # an attacking creature's combat damage to a player is the defending player's (310.1b;
        # a blocker deals none to a player): "to a player", that player the trigger's
        return ir.Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE, s, detail=ir.Filter(players=True))

    def ev_dealt_damage(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.IS_DEALT_DAMAGE, s)

    def ev_self_dealt_damage(self, s: Any) -> ir.Trigger:
        # "Whenever a source deals damage to ~" (Crag Saurian): any source only
        if s != ir.Filter(extra=("source",)):
            raise CardTextError("?", "deals damage to ~", reason="only 'a source deals damage to ~' is read")
        return ir.Trigger(TriggerEvent.DEALT_DAMAGE_BY_SOURCE, ir.This())

    def ev_dealt_combat_damage(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DEALT_COMBAT_DAMAGE, s)

    def ev_tapped(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.IS_TAPPED, s)

    def ev_tapped_for_mana(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.IS_TAPPED_FOR_MANA, s)

    def ev_plays_spell(self, who: TriggerWhose, f: ir.Filter) -> ir.Trigger:
        if f.types == ("land",):
            # "Whenever a player plays a land" (Horn of Greed): a land isn't a spell (214.9a); it is
            # played from the hand straight into play (408.2d), where the trigger sees it
            return ir.Trigger(TriggerEvent.PLAYS_LAND, whose=who, filter=dataclasses.replace(f, zone=Zone.IN_PLAY))
        return ir.Trigger(TriggerEvent.PLAYS_SPELL, whose=who, filter=dataclasses.replace(f, zone=Zone.STACK))

    def ev_plays_this_spell(self, who: TriggerWhose) -> ir.Trigger:
        # Mana Vortex (added, session 75, h7): its own playing, by its controller — the card is the spell played
        # (409.1a), its ability working on the stack (402.8: it says so; judge.cards.text gives it Zone.STACK)
        if who is not TriggerWhose.YOU:
            raise CardTextError("?", "this spell", reason="only 'when you play this spell' is read")
        return ir.Trigger(TriggerEvent.PLAYS_SPELL, ir.This(), whose=who)

    def ev_chosen_plays_spell(self, f: ir.Filter) -> ir.Trigger:
        # the player chosen as the source came into play (410.10e), as "the chosen player's upkeep"
        return ir.Trigger(TriggerEvent.PLAYS_SPELL, whose=TriggerWhose.CHOSEN, filter=dataclasses.replace(f, zone=Zone.STACK))

    def ev_chosen_draws_named(self) -> ir.Trigger:
        # Booby Trap (added, session 46, c1): the chosen player's draw of a card with the name chosen as ~ came into play
        return ir.Trigger(TriggerEvent.DRAWS, whose=TriggerWhose.CHOSEN,
                          filter=ir.Filter(types=("card",), zone=Zone.ANY, extra=(ir.WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY,)))

    def ev_puts_into_play(self, who: TriggerWhose, f: ir.Filter) -> ir.Trigger:
        f = dataclasses.replace(f, zone=Zone.IN_PLAY)
        if "card" in f.extra:  # "puts a creature card into play" (as printed): a nontoken one (216.2)
            f = dataclasses.replace(f, extra=tuple(x for x in f.extra if x != "card") + ("nontoken",))
        if who is not TriggerWhose.EACH:
            f = dataclasses.replace(f, controller=_CONTROLLED_BY[who])
        return ir.Trigger(TriggerEvent.PUTS_INTO_PLAY, f)

    def ev_your_spell_countered(self) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.COUNTERED, whose=TriggerWhose.YOU)

    def ev_countered(self, s: Any) -> ir.Trigger:
        # "Whenever a spell you play is countered" (Multani's Presence as printed)
        if not (isinstance(s, ir.Filter) and s == ir.Filter(types=("spell",), controller=ir.PlayerRelation.YOU, zone=Zone.STACK,
                                                            extra=("played",))):
            raise CardTextError("?", "is countered", reason="only 'a spell you play is countered' is read")
        return ir.Trigger(TriggerEvent.COUNTERED, whose=TriggerWhose.YOU)

    def ev_discards(self, who: TriggerWhose) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DISCARDS, whose=who)

    def ev_draws(self, who: TriggerWhose) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.DRAWS, whose=who)

    def ev_phases_in(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.PHASES_IN, _self_phasing(s))

    def ev_phases_out(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.PHASES_OUT, _self_phasing(s))

    def ev_phases_out_or_ltb(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.PHASES_OUT_OR_LTB, _self_phasing(s))

    def ev_tapped_or_artifact_played(self, s: Any, who: TriggerWhose) -> ir.Trigger:
        # "Whenever an artifact becomes tapped or a player activates an artifact's ability without {T}
        # in its activation cost" (Haunting Wind, Powerleech; added, Oracle round eleven)
        return ir.Trigger(TriggerEvent.TAPPED_OR_PLAYED, s, whose=who, filter=ir.Filter(types=("artifact",)))

    def ev_tapped_or_enchanted_played(self, s: Any, who: TriggerWhose) -> ir.Trigger:
        # "Whenever enchanted artifact becomes tapped or a player activates an ability of enchanted
        # artifact without {T} in its activation cost" (Artifact Possession): the same artifact
        if not isinstance(s, ir.Enchanted):
            raise CardTextError("?", "an ability of enchanted artifact", reason="read after 'enchanted artifact' only")
        return ir.Trigger(TriggerEvent.TAPPED_OR_PLAYED, s, whose=who)

    def ev_upkeep_not_paid(self, who: TriggerWhose) -> ir.Trigger:
        # "When a player doesn't pay ~'s cumulative upkeep" (added, Oracle round eleven)
        return ir.Trigger(TriggerEvent.UPKEEP_NOT_PAID, ir.This(), whose=who)

    def ev_last_counter_removed_by_you(self, kind: str) -> ir.Trigger:
        # "When you remove the last intervention counter from ~" (Divine Intervention)
        return ir.Trigger(TriggerEvent.LAST_COUNTER_REMOVED, ir.This(), whose=TriggerWhose.YOU, counter=str(kind))

    def ev_last_counter_removed(self, kind: str) -> ir.Trigger:
        # "When the last ore counter is removed from ~" (Orcish Mine)
        return ir.Trigger(TriggerEvent.LAST_COUNTER_REMOVED, ir.This(), counter=str(kind))

    def ev_taps_for_mana(self, who: TriggerWhose, f: ir.Filter) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.IS_TAPPED_FOR_MANA, f, whose=who)

    def at_step(self, whose: TriggerWhose, step: Token) -> ir.Trigger:
        name = {"upkeep": Step.UPKEEP, "draw step": Step.DRAW, "end step": Step.END_OF_TURN,
                "combat": Step.BEGINNING_OF_COMBAT, "precombat main phase": Step.PRECOMBAT_MAIN}[str(step)]
        return ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=name, whose=whose)

    def at_combat_your_turn(self) -> ir.Trigger:
        # "at the beginning of combat on your turn": the active player's beginning of combat step
        return ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.BEGINNING_OF_COMBAT, whose=TriggerWhose.YOU)

    def at_enchanted_upkeep(self, what: Any) -> ir.Trigger:
        # "the upkeep of enchanted creature's controller": whoever controls it then
        return ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, whose=TriggerWhose.ENCHANTED, noun=str(what))

    def at_enchanted_end_step(self, what: Any) -> ir.Trigger:
        # "the end step of enchanted creature's controller": whoever controls it then (313.1)
        return ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=TriggerWhose.ENCHANTED, noun=str(what))

    def at_end_of_turn(self) -> ir.Trigger:
        return AT_END_OF_TURN

    def at_end_of_combat(self) -> ir.Trigger:
        return AT_END_OF_COMBAT

    def whose_you(self) -> TriggerWhose:
        return TriggerWhose.YOU

    def whose_each(self) -> TriggerWhose:
        return TriggerWhose.EACH

    def whose_opponent(self) -> TriggerWhose:
        return TriggerWhose.OPPONENT

    def whose_chosen(self) -> TriggerWhose:
        return TriggerWhose.CHOSEN  # the opponent chosen as the source came into play (410.10e)

    def cond_self_status(self, tok: Token) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.STATUS, ref=ir.This(), value=str(tok))

    def last_turn_of(self, *words: Token) -> str:
        return "your" if str(words[0]) == "your" else "its controller's"

    def cond_self_attacked_last_turn(self, whose: str) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.ATTACKED_LAST_TURN, ref=ir.This(), value=whose)

    def cond_it_attacked_last_turn(self, whose: str) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.ATTACKED_LAST_TURN, ref=It(), value=whose)

    def cond_it_status(self, tok: Token) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.STATUS, ref=It(), value=str(tok))

    def cond_it_color(self, color: str) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.MATCHES, ref=It(), filter=ir.Filter(colors=(str(color),)))

    def cond_its_controller_controls_another(self, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.CONTROLLER_CONTROLS_ANOTHER, ref=It(), filter=f)

    def cond_they_all_share_a_color(self) -> ir.Condition:
        # Common Cause: "they" are the group the sentence is about (judge.cards.reading.sentences
        # while_condition names it)
        return ir.Condition(ir.ConditionKind.ALL_SHARE_A_COLOR)

    def cond_self_not_attacking(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.STATUS, ref=ir.This(), value="nonattacking")  # (308.5)

    def cond_it_not_attacking(self) -> ir.Condition:
        # Arcades Sabboth: "it" is each one of the group the sentence is about (while_condition)
        return ir.Condition(ir.ConditionKind.STATUS, ref=It(), value=ir.NOT_ATTACKING)

    def cond_your_turn(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.TURN, value=ir.PlayerRelation.YOU)  # "as long as it's your turn" (Vibrating Sphere)

    def cond_not_your_turn(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.TURN, value=ir.PlayerRelation.OPPONENT)

    def cond_self_came_under_control(self) -> ir.Condition:
        # "if ~ came under your control this turn": coming into play, or a change of controller, dated after the
        # turn began (the test of Erg Raiders' "unless it came under your control this turn")
        return ir.Condition(ir.ConditionKind.CAME_UNDER_CONTROL_THIS_TURN, ref=ir.This())

    def cond_self_enchanted(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.ENCHANTED, ref=ir.This())  # "as long as ~ is enchanted" (Thran Golem)

    def cond_enchanted_basic(self, land: str) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Enchanted(), filter=ir.Filter(types=("land",), subtypes=(land,),
                                                                             extra=("basic",)))

    def cond_enchanted_isnt_type(self, t: Token) -> ir.Condition:
        # Animate Artifact: the enchanted permanent isn't of the type, apart from the effect the condition gates
        return ir.Condition(ir.ConditionKind.MATCHES_APART, ref=ir.Enchanted(),
                            filter=ir.Filter(not_types=(singular_type(str(t)),)))

    def cond_enchanted_has_keyword(self, _what: Any, kw: Any) -> ir.Condition:
        # Earthbind (added, session 69, h8): "if enchanted creature has flying" — the permanent the Aura
        # enchants has the keyword now (410.8: as the ability triggers and as it resolves)
        return ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Enchanted(), filter=ir.Filter(keywords=(kw,)))

    def cond_self_type(self, t: Token) -> ir.Condition:
        # "if ~ is an enchantment" (Urza's Saga's hidden creatures: 410.8 intervening if)
        return ir.Condition(ir.ConditionKind.MATCHES, ref=ir.This(), filter=ir.Filter(types=(singular_type(str(t)),)))

    def combat_deed(self, *words: Token) -> str:
        # ("were": the plural's agreement, "all creatures that blocked or were blocked this turn")
        return " ".join("was" if str(w) == "were" else str(w) for w in words)

    def combat_span(self, *words: Token) -> str:
        return " ".join(str(w) for w in words)

    def combat_partner(self, *parts: Any) -> ir.Filter:
        return parts[-1]

    def cond_combat_deed(self, *parts: Any) -> ir.Condition:
        # "if ~ attacked or blocked this combat", "if it was blocked this turn" (the ability's source)
        deed, span = parts[0], parts[-1]
        partner = parts[1] if len(parts) == 3 else None
        return ir.Condition(ir.ConditionKind.COMBAT_DEED, ref=ir.This(), value=f"{deed} {span}", filter=partner)

    def cond_all_are_color(self, f: ir.Filter, color: str) -> ir.Condition:
        # all of them are that colour: none of them is not (true when there are none)
        return ir.Condition(ir.ConditionKind.NONE, filter=dataclasses.replace(f, zone=Zone.IN_PLAY, not_colors=f.not_colors + (color,)))

    def cond_no_land_played(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.NO_LAND_PLAYED, player=ir.You())

    def cond_blocking_it_other_and_none(self, other: ir.Filter, none: ir.Filter) -> ir.Condition:
        # Wall of Caltrops (added, h67-6): "that creature" the one ~ blocks (the trigger's creature, 410.9b)
        return ir.Condition(ir.ConditionKind.ALL_HOLD, all_of=(
            ir.Condition(ir.ConditionKind.BLOCKED_BY, ref=ir.TriggerObject(), filter=dataclasses.replace(other, other=True)),
            ir.Condition(ir.ConditionKind.BLOCKED_BY, ref=ir.TriggerObject(), filter=none, value="none")))

    def cond_not_sacrificed(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.NOT_SACRIFICED)

    def cond_not_first_land(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.NOT_FIRST_LAND, player=ir.You())

    def cond_that_player_no_spell(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.SPELL_PLAYED_THIS_TURN, player=ThatPlayer(), value="none")

    def cond_creature_died(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.CREATURE_DIED_THIS_TURN)  # put into a graveyard from play

    def cond_attacking_alone(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.ATTACKING_ALONE, ref=ir.This())

    def cond_none(self, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.NONE, filter=f)

    def cond_none_in_play(self, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.NONE, filter=dataclasses.replace(f, zone=Zone.IN_PLAY))

    def cond_one_in_play(self, f: ir.Filter) -> ir.Condition:
        # "an enchantment is on the battlefield" (Wirecat): one or more in play
        return ir.Condition(ir.ConditionKind.COUNT, value="objects", filter=dataclasses.replace(f, zone=Zone.IN_PLAY),
                            compare=ir.Compare(">=", 1))

    def cond_another_in_play(self, f: ir.Filter) -> ir.Condition:
        # "there's another creature on the battlefield" (Shauku): one other than ~, in play
        return ir.Condition(ir.ConditionKind.COUNT, value="objects", filter=dataclasses.replace(f, zone=Zone.IN_PLAY, other=True),
                            compare=ir.Compare(">=", 1))

    def cond_self_card_directly_above(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.CARDS_ABOVE, ref=ir.This(), filter=ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)),
                            value=ir.DIRECTLY)

    def cond_self_cards_above(self, n: Any) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.CARDS_ABOVE, ref=ir.This(), filter=ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)),
                            compare=ir.Compare(">=", n))

    def cond_self_only_creature_card(self) -> ir.Condition:
        # Nether Spirit: "if ~ is the only creature card in your graveyard" (added, Oracle triggers
        # round thirteen)
        return ir.Condition(ir.ConditionKind.ONLY_CARD_OF_KIND, ref=ir.This(),
                            filter=ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, extra=("card",)))

    def cond_self_in_graveyard(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.IN_ZONE, ref=ir.This(), value=Zone.GRAVEYARD)

    def cond_self_played(self) -> ir.Condition:
        # Portal's "comes into play from your hand": from the hand, directly or as the spell
        # played from it resolved (409.1a, 413.2h; glossary "Play"), not from a graveyard
        return ir.Condition(ir.ConditionKind.PLAYED_FROM_HAND, ref=ir.This())

    def cond_self_dealt_damage_to_opponent(self) -> ir.Condition:
        # any damage it dealt an opponent this turn (417.1), prevented damage being none (419.7b)
        return ir.Condition(ir.ConditionKind.MATCHES, ref=ir.This(), filter=ir.Filter(extra=(ir.DEALT_DAMAGE_TO_OPPONENT,)))

    def cond_regenerated_this_turn(self, *_: Any) -> ir.Condition:
        # Spiny Starfish: "if ~ regenerated this turn" — the ability's source (419.6b)
        return ir.Condition(ir.ConditionKind.REGENERATED_THIS_TURN, ref=ir.This())

    def cond_started_turn_untapped(self) -> ir.Condition:
        # Rasputin Dreamweaver: the ability's source, as it was when the turn began (302.1, 413.2f)
        return ir.Condition(ir.ConditionKind.STARTED_TURN_UNTAPPED, ref=ir.This())

    def cond_self_dealt_damage(self) -> ir.Condition:
        # "if ~ was dealt damage this turn": damage dealt to it this turn, though it was removed since
        # (regeneration, 419.6b; the cleanup step removes it, 314.1b)
        return ir.Condition(ir.ConditionKind.MATCHES, ref=ir.This(), filter=ir.Filter(extra=("dealt damage this turn",)))

    def cond_self_in_play(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.IN_ZONE, ref=ir.This(), value=Zone.IN_PLAY)

    # what a player has or controls: the player as the condition names him or her
    def cp_that(self) -> Any:
        return ThatPlayer()

    def cp_your_opponents(self) -> Any:
        return _CONDITION_PLAYERS[TriggerWhose.OPPONENT]

    def cp_defending(self) -> ir.ObjRef:
        return ir.DefendingPlayer()

    def cp_chosen(self) -> ir.ObjRef:
        return ir.ChosenPlayer()  # the opponent chosen as the source came into play (410.10e)

    def condition_player(self, who: TriggerWhose) -> Any:
        return _CONDITION_PLAYERS[who]

    def at_least(self, n: int) -> ir.Compare:
        return ir.Compare(">=", n)

    def at_most(self, n: int) -> ir.Compare:
        return ir.Compare("<=", n)

    def exactly(self, n: int) -> ir.Compare:
        return ir.Compare("==", n)

    def cond_controls_a(self, who: Any, f: ir.Filter) -> ir.Condition:
        if isinstance(who, ir.You):
            return ir.Condition(ir.ConditionKind.CONTROLS, filter=f, player=who)
        return ir.Condition(ir.ConditionKind.EXISTS, filter=_controlled(f, who))

    def cond_controls_none(self, who: Any, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.NONE, filter=_controlled(f, who))

    def cond_controls_count(self, who: Any, cmp: ir.Compare, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.COUNT, player=who, value="permanents", filter=f, compare=cmp)

    def cond_controls_more(self, who: Any, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.MORE, player=who, value="permanents", filter=f)

    def cond_controls_more_than_you(self, who: Any, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.MORE, player=who, value="permanents", filter=f, than=ir.You())

    def cond_controls_more_than_you_by(self, who: Any, n: Any, f: ir.Filter) -> ir.Condition:
        # Avatar of Might: "at least four more creatures than you" — the margin as the compare
        return ir.Condition(ir.ConditionKind.MORE, player=who, value="permanents", filter=f, than=ir.You(), compare=ir.Compare(">=", n))

    def cond_life(self, who: Any, cmp: ir.Compare) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.COUNT, player=who, value="life", compare=cmp)

    def cond_more_life(self, who: Any) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.MORE, player=who, value="life")

    def cond_more_life_than_you(self, who: Any) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.MORE, player=who, value="life", than=ir.You())

    def player_condition(self, cond: ir.Condition) -> ir.Condition:
        return cond

    def condition(self, cond: ir.Condition) -> ir.Condition:
        return cond

    def hand_of(self, *_words: Any) -> None:
        return None  # "in hand", "in your hand", "in his or her hand": the player's own

    def cond_hand(self, who: Any, cmp: ir.Compare, *_hand: Any) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.COUNT, player=who, value="cards in hand", compare=cmp)

    def cond_hand_none(self, who: Any, *_hand: Any) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.COUNT, player=who, value="cards in hand", compare=ir.Compare("==", 0))

    def cond_hand_none_of_type(self, who: Any, cardtype: str, *_hand: Any) -> ir.Condition:
        # "you have no land cards in hand" (Land Grant): the cards of that type in the hand, none
        return ir.Condition(ir.ConditionKind.COUNT, player=who, value="cards in hand",
                            filter=ir.Filter(types=(singular_type(str(cardtype)),)), compare=ir.Compare("==", 0))

    def cond_hand_some(self, who: Any, *_hand: Any) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.COUNT, player=who, value="cards in hand", compare=ir.Compare(">=", 1))

    def cond_dealt_damage_by(self, who: Any, f: ir.Filter) -> ir.Condition:
        # Suffocation (added, session 73, h6): damage dealt to the player this turn by a source that fit the words as
        # it dealt it (413.2f); only "you" is read (the player the condition names, its controller)
        if not isinstance(who, ir.You):
            raise CardTextError("?", "dealt damage this turn by", reason="only 'you were dealt damage this turn by …' is read")
        return ir.Condition(ir.ConditionKind.DEALT_DAMAGE_THIS_TURN_BY, player=who, filter=f)

    def cond_there_are(self, cmp: ir.Compare, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.COUNT, value="objects", filter=f, compare=cmp)

    def cond_has_counter(self, kind: str) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.This(), value=kind)  # at least one

    def cond_enchanted_has_counter(self, _what: Any, kind: str) -> ir.Condition:
        # Venarian Gold: "if enchanted creature has a sleep counter on it" — on the creature (at least one)
        return ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.Enchanted(), value=kind)

    def cond_no_counters(self, kind: str) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.NO_COUNTERS, ref=ir.This(), value=kind)

    def cond_chosen_color_most_common(self, f: ir.Filter) -> ir.Condition:
        # Call to Arms (added, stat): the colour chosen as it came into play (410.10e), strictly most common
        return ir.Condition(ir.ConditionKind.CHOSEN_COLOR_MOST_COMMON, filter=dataclasses.replace(f, zone=Zone.IN_PLAY))

    def cond_counters_compare(self, cmp: ir.Compare, kind: str) -> ir.Condition:
        # Homarid, Tidal Influence (added, stat): "there is exactly one tide counter on ~"
        return ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.This(), value=kind, compare=cmp)

    def cond_echo(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.CONTROLLED_SINCE_LAST_UPKEEP, ref=ir.This())

    def ev_attacks_unblocked(self, s: Any) -> ir.Trigger:
        return ir.Trigger(TriggerEvent.ATTACKS_AND_ISNT_BLOCKED, s)
