"""Cycling costs of "up to" an amount less (Fluctuator: "Cycling abilities you activate cost up to
{2} less to activate"; printed "Cycling costs you up to {2} less to play"; ir.CyclingCostReductionUpTo):
the player playing a cycling ability announces how much of the reduction to take as the costs are
paid (409.1f: "The player announces choices for any variable or alternative costs at this time"),
from nothing up to the amount — generic mana only, so no more than the generic mana the cost holds.

A cycling ability is what the glossary ("Cycling") says the keyword means: "Pay [cost], discard
this card: Draw a card. Play this ability only when this card is in your hand."
"""

from __future__ import annotations

from dataclasses import replace

from judge.cards import ir
from judge.engine.context import static_rules
from judge.engine.game import Game
from judge.engine.kinds import ChoiceKind
from judge.engine.mana import ManaCost
from judge.engine.spell_cost_up_to import taken_up_to
from judge.zones import Zone

_DRAW_A_CARD = (ir.Draw(who=ir.You(), amount=1),)


def is_cycling(ab: ir.ActivatedAbility) -> bool:
    """Whether ``ab`` is a cycling ability (glossary "Cycling"): mana and "discard this card" its
    whole cost, "draw a card" its whole effect, played from the hand."""
    return (ab.zone == Zone.HAND and ab.cost == ir.Cost(mana=ab.cost.mana, discard_self=True)
            and tuple(ab.effects) == _DRAW_A_CARD and not ab.targets and not ab.modes)


def reduce_cycling(game: Game, player: str, ab: ir.ActivatedAbility, cost: ManaCost, what: str,
                   trace: bool = True) -> ManaCost:
    """``cost``, the mana of the ability ``ab`` ``player`` plays, less what ``player`` chooses to take
    off for each "up to" reduction of his or her cycling abilities (409.1f); without ``trace`` (what
    it could cost at least) each is taken in full."""
    rules = static_rules(game, ir.CyclingCostReductionUpTo)
    if not rules or not is_cycling(ab):
        return cost
    for sid, rule, rctx in rules:
        if not rule.value:
            continue
        source = game.describe(sid)
        if rctx.controller != player:
            if trace:
                game.tracer.step(f"{what} costs nothing less for {source}: it reduces the cycling costs of "
                                 f"{rctx.controller}, its controller, and {player} is playing this one", "409.1f",
                                 kind="activate")
            continue
        less = taken_up_to(game, player, what, source, rule.value, cost.generic, trace, ChoiceKind.PICK, "activate",
                           of="cycling costs ", total=lambda n: f", {replace(cost, generic=cost.generic - n)} in all")
        cost = replace(cost, generic=cost.generic - less)
    return cost
