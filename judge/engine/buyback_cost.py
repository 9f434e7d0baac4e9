"""Buyback costs reduced (Memory Crystal: "Buyback costs cost {2} less."; printed "All buyback costs are
reduced by {2}."; ir.BuybackCostReduction): the buyback cost is an additional cost its player may pay
(glossary "Buyback"), and 409.1f makes the total cost the mana cost "plus all cost increases and minus
all cost reductions". The reduction is of the buyback cost only, whoever plays the spell: it takes
generic mana only, and no more than the generic mana the buyback cost holds — never the spell's
mana cost, nor a buyback cost's colored mana or its other parts (a discard, a sacrifice).
"""

from __future__ import annotations

from dataclasses import replace

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.context import static_rules
from judge.engine.game import Game
from judge.engine.mana import parse_cost


def reduce_buyback(game: Game, bought: ir.Cost, what: str, trace: bool = True) -> ir.Cost:
    """``bought``, the buyback cost of the spell ``what`` announced with buyback, less each buyback
    cost reduction in play (409.1f); the trace says why one takes nothing off."""
    for _sid, rule, rctx in static_rules(game, ir.BuybackCostReduction):
        if not rule.value:
            continue
        cost = parse_cost(bought.mana)
        less = min(cost.generic, parse_cost(rule.value).generic)
        if not less:
            if trace:
                held = f"mana {bought.mana}" if bought.mana else "no mana"
                game.tracer.step(f"{possessive(what)} buyback cost costs nothing less for {rctx.source_name}: a reduction takes "
                                 f"generic mana only, and the buyback cost holds {held}", "409.1f", kind="cast")
            continue
        cost.generic -= less
        reduced = str(cost)
        if trace:
            game.tracer.step(f"{possessive(what)} buyback cost {bought.mana} costs {rule.value} less ({rctx.source_name}): a "
                             f"reduction takes generic mana only, {{{less}}} here — {reduced} to pay for buyback",
                             "409.1f", kind="cast")
        bought = replace(bought, mana=reduced if reduced != "{0}" else None)
    return bought
