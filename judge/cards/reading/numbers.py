"""Amounts: numbers, X, "that much", "the number of ...", "its power".

One area of the card-text grammar's transformer (:class:`judge.cards.reading.CardTransformer`
combines them): each method builds the IR of the grammar rule of its name."""

from __future__ import annotations

import dataclasses
from typing import Any

from judge._speed.lalr.driver import Token
from judge._speed.lalr.trees import Transformer, v_args

from judge.cards import ir
from judge.cards.phrases import (It, NUMBER_WORDS, ThatIt)
from judge.zones import Zone


@v_args(inline=True)
class Numbers(Transformer):  # type: ignore[misc]
    """Amounts: numbers, X, "that much", "the number of ...", "its power"."""

    def count_one(self) -> int:
        return 1

    def count(self, n: Any) -> Any:
        return n

    def amount(self, n: Any) -> Any:
        return n

    def amount_x(self) -> ir.VarX:
        return ir.VarX()

    def amount_that_much(self) -> ir.ResultOf:
        # the damage of the event, or the damage prevented after a prevention (judge.cards.text._resolve)
        return ir.ResultOf("that much")

    def num_int(self, tok: Token) -> int:
        return int(tok)

    def num_word(self, tok: Token) -> int:
        return NUMBER_WORDS[str(tok)]

    def one_card(self) -> int:
        return 1

    def n_cards(self, n: Any) -> Any:
        return n

    def ax_count(self, f: ir.Filter) -> "ir.CountOf | ir.CountAtTurnStart":
        if ir.AT_TURN_START in f.extra:  # Power Surge: the permanents as the turn began (302.1, 413.2f)
            return ir.CountAtTurnStart(dataclasses.replace(f, extra=tuple(e for e in f.extra if e != ir.AT_TURN_START)))
        if ir.UNTAPPED_AT_TURN_START in f.extra and f.controlled_by is not None:  # Power Surge as printed
            return ir.CountAtTurnStart(dataclasses.replace(
                f, extra=tuple(e for e in f.extra if e != ir.UNTAPPED_AT_TURN_START)), controlled_now=True)
        return ir.CountOf(f)

    def ax_damage_to_you(self) -> ir.DamageDealtThisTurn:
        return ir.DamageDealtThisTurn(ir.You())

    def ax_damage_to_you_by(self, by: ir.Filter) -> ir.DamageDealtThisTurnBy:
        return ir.DamageDealtThisTurnBy(by, ir.You())

    def ax_damage_to_self_by(self, by: ir.Filter) -> ir.DamageDealtThisTurnBy:
        return ir.DamageDealtThisTurnBy(by, ir.This())

    def ax_cards_in_hand(self, who: Any) -> ir.CardsInHand:
        return ir.CardsInHand(who)

    def ax_sacrificed_total_power(self) -> ir.SacrificedTotalPower:
        # Sword of the Ages: the creatures the cost sacrificed, as they last existed in play (413.2f)
        return ir.SacrificedTotalPower()

    def ax_most_discarded(self) -> ir.MostDiscardedThisWay:
        return ir.MostDiscardedThisWay()

    def ax_discarded_by_each(self) -> ir.DiscardedThisWay:
        return ir.DiscardedThisWay(ir.EachOne())

    def ax_moved_by_each(self, f: Any) -> ir.MovedThisWayControlledBy:
        # Builder's Bane: each player's own number the instruction before moved out of play
        return ir.MovedThisWayControlledBy(ir.EachOne())

    def ax_plus(self, a: Any, b: Any) -> ir.Sum:
        return ir.Sum((a, b))

    def ax_minus(self, a: Any, b: Any) -> ir.Sum:
        return ir.Sum((a, ir.Negative(b)))

    def ax_counters(self, kind: str, what: Any) -> ir.CountersOn:
        return ir.CountersOn(what, kind)

    # counters (glossary "Counter"): their kind ("+1/+1", "age")
    def counter_noun(self, kind: str) -> str:
        return kind

    def counter_kind(self, kind: Any) -> str:
        return str(kind)

    def counter_name(self, tok: Any) -> str:
        return str(tok)

    def ax_its_power(self) -> ir.PowerOf:
        return ir.PowerOf(It())

    def ax_that_power(self, *_: Any) -> ir.PowerOf:
        return ir.PowerOf(ThatIt())

    def ax_power_of(self, target: ir.Target) -> ir.PowerOf:
        return ir.PowerOf(target)

    def ax_toughness_of(self, target: ir.Target) -> ir.ToughnessOf:
        return ir.ToughnessOf(target)

    def ax_that_toughness(self, *_: Any) -> ir.ToughnessOf:
        return ir.ToughnessOf(ThatIt())

    def ax_plus_twice(self, a: Any, b: Any) -> ir.Sum:
        return ir.Sum((a, ir.Product(2, b)))

    def ax_cards_in_all_hands(self) -> ir.CountOf:
        return ir.CountOf(ir.Filter(types=("card",), zone=Zone.HAND))

    def ax_twice_minus(self, a: Any, b: Any) -> ir.Sum:
        # "twice A minus B": (2 × A) − B
        return ir.Sum((ir.Product(2, a), ir.Negative(b)))

    def ax_twice(self, a: Any) -> ir.Product:
        return ir.Product(2, a)

    def ax_self_power(self, *_: Any) -> ir.PowerOf:
        return ir.PowerOf(ir.This())

    def ax_last_paid_upkeep(self, *_: Any) -> ir.LastPaidUpkeep:
        return ir.LastPaidUpkeep(ir.This())

    def ax_life_paid_entering(self, *_: Any) -> ir.LifePaidAsEntering:
        return ir.LifePaidAsEntering()

    def ax_sacrificed_entering(self, *_: Any) -> ir.SacrificedAsEntering:
        # Wood Elemental: the number remembered as it came into play (410.10e); the card says what
        return ir.SacrificedAsEntering()

    def ax_last_chosen_number(self, *_: Any) -> ir.ChosenNumber:
        return ir.ChosenNumber()

    def ax_self_toughness(self, *_: Any) -> ir.ToughnessOf:
        return ir.ToughnessOf(ir.This())

    def ax_its_cmc(self) -> ir.ConvertedManaCostOf:
        return ir.ConvertedManaCostOf(It())

    def ax_sacrificed_power(self) -> ir.PowerOf:
        return ir.PowerOf(ir.Sacrificed())

    def ax_sacrificed_toughness(self) -> ir.ToughnessOf:
        return ir.ToughnessOf(ir.Sacrificed())

    def ax_sacrificed_cmc(self) -> ir.ConvertedManaCostOf:
        return ir.ConvertedManaCostOf(ir.Sacrificed())

    def ax_discarded_cmc(self, *_: Any) -> ir.ConvertedManaCostOf:
        return ir.ConvertedManaCostOf(ir.DiscardedToPay())

    def ax_exiled_cmc(self, *_: Any) -> ir.ConvertedManaCostOf:
        return ir.ConvertedManaCostOf(ir.ExiledToPay())

    def ax_tapped_power(self) -> ir.PowerOf:
        return ir.PowerOf(ir.TappedToPay())

    def ax_its_toughness(self) -> ir.ToughnessOf:
        return ir.ToughnessOf(It())

    def ax_life_lost(self) -> ir.ResultOf:
        return ir.ResultOf(ir.LIFE_LOST)

    def ax_damage_dealt(self) -> ir.ResultOf:
        return ir.ResultOf("damage dealt")

    def ax_damage_prevented(self) -> ir.ResultOf:
        return ir.ResultOf("damage prevented")

    def ax_x(self) -> ir.VarX:
        return ir.VarX()

    def rounding(self, tok: Token) -> bool:
        return str(tok) == "up"

    def ax_destroyed(self, f: Any) -> ir.ResultOf:
        # Hellfire: the creatures the instruction before destroyed (as "for each … that died this way")
        return ir.ResultOf("destroyed")

    def ax_tapped_count(self, f: Any) -> ir.ResultOf:
        # Monsoon: the permanents the instruction before tapped (as "for each creature tapped this way")
        return ir.ResultOf("tapped")

    def amount_x_plus(self, n: Any) -> ir.Sum:
        return ir.Sum((ir.VarX(), n))

    def amount_half_x(self, up: bool) -> ir.Half:
        return ir.Half(ir.VarX(), up)

    def ax_half(self, of: Any, up: bool) -> ir.Half:
        return ir.Half(of, up)

    def ax_counters_removed(self, _kind: str) -> ir.VarX:
        return ir.VarX()  # the counters the cost removed: X (409.1b)

    def ax_your_life(self) -> ir.LifeTotal:
        return ir.LifeTotal(ir.You())

    def ax_number(self, n: int) -> int:
        return n
