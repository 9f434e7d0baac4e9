"""The top level of a paragraph: its sentences, a keyword line, a triggered ability (410), a state trigger (410.11).

One area of the card-text grammar's transformer (:class:`judge.cards.reading.CardTransformer`
combines them): each method builds the IR of the grammar rule of its name."""

from __future__ import annotations

import dataclasses
from typing import Any

from judge._speed.lalr.trees import Transformer, v_args

from judge.cards import ir
from judge.cards.phrases import AT_END_OF_COMBAT, CardTextError, It, Marker, ThatPlayer, UNSTATED, flatten_sentences, fixed_number, mana_text
from judge.zones import Zone


@v_args(inline=True)
class Abilities(Transformer):  # type: ignore[misc]
    """The top level of a paragraph: its sentences, a keyword line, a triggered ability (410), a state trigger (410.11)."""

    def start(self, x: Any) -> Any:
        return x

    def sentences(self, *xs: Any) -> list:
        return list(xs)

    def later_sentence(self, x: Any) -> Any:
        return x

    def conditional_text(self, cond: ir.Condition, sents: list) -> list:
        # "If an opponent controls more lands than you, search …": checked as the spell or
        # ability resolves (413.2); the condition covers its own sentence only
        return [[ir.Conditional(cond, tuple(flatten_sentences([sents[0]])))], *sents[1:]]

    def if_self_cost_reduction(self, cond: ir.Condition, mana: Any) -> list:
        # the Avatars: a static ability of the card itself, consulted as it is played (409.1f)
        return [[Marker("while", effects=(ir.SpellCostReduction(ir.This(), None, mana_text(mana), UNSTATED),),
                         value=cond)]]

    def keyword_line(self, *kws: ir.Keyword) -> Any:
        return ("keywords", list(kws))

    def triggered(self, event: ir.Trigger, *rest: Any) -> Any:
        cond = None
        if len(rest) == 2:
            cond, sents = rest
        else:
            (sents,) = rest
        # (Portcullis, added session 68, h6: "Whenever a creature enters the battlefield, if there are two or
        # more other creatures on the battlefield, …" — other than the one that came into play, 410.8)
        if (event.event in (ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, ir.TriggerEvent.COMES_INTO_PLAY)
            and isinstance(event.subject, ir.Filter)
            and cond is not None
                and cond.kind is ir.ConditionKind.COUNT and cond.filter is not None and cond.filter.other):
            # Lifeline: "Whenever a creature dies, if another creature is on the battlefield, …" — another
            # than the one that died (not than ~: ~ itself counts when it is a creature, 410.8)
            cond = dataclasses.replace(cond, filter=dataclasses.replace(
                cond.filter, other=False, extra=cond.filter.extra + (ir.OTHER_THAN_TRIGGER_OBJECT,)))
        return ("triggered", event, cond, sents)

    def triggered_delayed_eoc(self, event: ir.Trigger, effects: Any) -> Any:
        return ("triggered", event, None, [ir.DelayedTrigger(AT_END_OF_COMBAT, tuple(flatten_sentences([effects])))])

    def triggered_effect_if_no_counters(self, time: ir.Trigger, effects: Any, kind: str) -> Any:
        # "At …, bury ~ if there are no arrowhead counters on it": the trigger has no condition
        # (410.8); the instruction is carried out if, as it resolves, there are none (413.2)
        cond = ir.Condition(ir.ConditionKind.NO_COUNTERS, ref=ir.This(), value=kind)
        return ("triggered", time, None, [[ir.Conditional(cond, tuple(flatten_sentences([effects])))]])

    def triggered_effect_if_not_attacked(self, time: ir.Trigger, effects: Any) -> Any:
        # "At …, destroy that creature if it didn't attack this turn" (Aggression): the trigger has
        # no condition (410.8); the creature is looked at as the ability resolves (413.2)
        cond = ir.Condition(ir.ConditionKind.MATCHES, ref=It(), filter=ir.Filter(extra=("didn't attack this turn",)))
        return ("triggered", time, None, [[ir.Conditional(cond, tuple(flatten_sentences([effects])))]])

    def triggered_effect_unless_opponent_damaged(self, time: ir.Trigger, effects: Any) -> Any:
        # "At …, ~ deals 2 damage to that player unless one of their opponents was dealt damage this
        # turn" (Antagonism): the trigger has no condition (410.8); the turn's damage is looked at as
        # the ability resolves (413.2)
        cond = ir.Condition(ir.ConditionKind.OPPONENT_DEALT_DAMAGE_THIS_TURN, player=ThatPlayer(), value="none")
        return ("triggered", time, None, [[ir.Conditional(cond, tuple(flatten_sentences([effects])))]])

    def triggered_effect_if_permanents_parity(self, time: ir.Trigger, effects: Any) -> Any:
        # "At …, target opponent gains control of ~ if the number of permanents is even" (Chaos Lord): the trigger has
        # no condition (410.8); the permanents are counted as the ability resolves (413.2)
        cond = ir.Condition(ir.ConditionKind.NUMBER_PARITY, filter=ir.Filter(), value="even")
        return ("triggered", time, None, [[ir.Conditional(cond, tuple(flatten_sentences([effects])))]])

    def triggered_delayed_cleanup(self, event: ir.Trigger, effects: Any) -> Any:
        return ("triggered", event, None, [ir.DelayedTrigger(ir.NEXT_CLEANUP, tuple(flatten_sentences([effects])))])

    def triggered_choose_type_for_source(self, event: ir.Trigger) -> Any:
        return self._choose_for_source(event, ir.EntryChoice.CREATURE_TYPE)

    def triggered_choose_color_for_source(self, event: ir.Trigger) -> Any:
        return self._choose_for_source(event, ir.EntryChoice.COLOR)

    def triggered_pay_life_for_source(self, event: ir.Trigger) -> Any:
        # the printed "When ~ comes into play, pay any amount of life." (Phyrexian Processor; added, session 74, h7)
        return self._choose_for_source(event, ir.EntryChoice.LIFE_PAID)

    @staticmethod
    def _choose_for_source(event: ir.Trigger, kind: ir.EntryChoice) -> Any:
        # the printed "When ~ comes into play, choose a creature type/color." (added, session 73, h8): a
        # comes-into-play trigger (410.10a) whose choice is kept with ~ — only on ~'s own coming into play
        if event.event is not ir.TriggerEvent.COMES_INTO_PLAY or not isinstance(event.subject, ir.This):
            what = "pay any amount of life" if kind is ir.EntryChoice.LIFE_PAID else f"choose a {kind.value}"
            raise CardTextError("?", what, reason="a choice kept with ~ only when ~ itself comes into play")
        return ("triggered", event, None, [[ir.ChooseForSource((kind,))]])

    def condition_clause(self, c: ir.Condition) -> ir.Condition:
        return c

    def enchant_line(self, f: ir.Filter) -> Any:
        # the later Aura line "Enchant creature you control" (214.8c: what it may enchant)
        return ("enchant", f)

    def enchant_line_put_with(self, f: ir.Filter) -> Any:
        # Animate Dead's "enchant creature put into play with ~": the permanent its ability put there
        return ("enchant", dataclasses.replace(f, extra=f.extra + (ir.PUT_INTO_PLAY_WITH,)))

    def triggered_first_draw_revealed(self, f: ir.Filter, sents: Any) -> Any:
        # Rowen: "Reveal the first card you draw each turn. Whenever you reveal a basic land card
        # this way, draw a card."
        return ("triggered", ir.Trigger(ir.TriggerEvent.FIRST_DRAW_REVEALED, whose=ir.TriggerWhose.YOU,
                                        filter=dataclasses.replace(f, zone=None)),
                None, sents)

    def triggered_state(self, state: ir.Condition, *rest: Any) -> Any:
        # 410.11: the state watched; an intervening "if" after it is the ability's condition (410.8)
        condition = rest[0] if len(rest) == 2 else None
        return ("triggered", ir.Trigger(ir.TriggerEvent.STATE, state=state), condition, rest[-1])

    def triggered_state_counters(self, cmp: ir.Compare, kind: str, effects: Any) -> Any:
        # Homarid, Tidal Influence (added, stat): "Whenever there are four or more tide counters on ~,
        # remove all tide counters from it." — a state trigger (410.11) on the counters on it
        state = ir.Condition(ir.ConditionKind.COUNTERS, ref=ir.This(), value=kind, compare=cmp)
        return ("triggered", ir.Trigger(ir.TriggerEvent.STATE, state=state), None, effects)

    def state_chosen_color_not_most_common(self) -> ir.Condition:
        # Call to Arms (added, stat): "When the chosen color isn't the most common color among nontoken
        # permanents the chosen player controls or is tied for most common" — a state trigger (410.11)
        return ir.Condition(ir.ConditionKind.CHOSEN_COLOR_NOT_MOST_COMMON, filter=ir.Filter(
            types=("permanent",), zone=Zone.IN_PLAY, extra=("nontoken",), controlled_by=ir.ChosenPlayer()))

    def state_hand_empty(self) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.HAND_EMPTY, player=ir.You())

    def state_none(self, f: ir.Filter) -> ir.Condition:
        return ir.Condition(ir.ConditionKind.NONE, filter=f)

    def state_self_has_keyword(self, kw: Any) -> ir.Condition:
        # Floodgate: "When ~ has flying, sacrifice it." — its characteristics now (410.11)
        return ir.Condition(ir.ConditionKind.MATCHES, ref=ir.This(), filter=ir.Filter(keywords=(kw,)))

    def state_self_power_at_least(self, n: Any) -> ir.Condition:
        # Phyrexian Devourer: "When ~'s power is 7 or greater, sacrifice it." (410.11)
        return ir.Condition(ir.ConditionKind.MATCHES, ref=ir.This(), filter=ir.Filter(power=ir.Compare(">=", fixed_number(n))))

    def state_self_no_counters(self, kind: str) -> ir.Condition:
        # Afiya Grove: "When ~ has no +1/+1 counters on it, sacrifice it." — as soon as none is on it (410.11)
        return ir.Condition(ir.ConditionKind.NO_COUNTERS, ref=ir.This(), value=kind)

    def state(self, cond: ir.Condition) -> ir.Condition:
        # "When you control no Islands, sacrifice ~", "When you have 10 or less life" (410.11)
        return cond
