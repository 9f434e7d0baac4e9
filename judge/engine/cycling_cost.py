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
from judge.engine.decider import choose, number_options
from judge.engine.game import Game
from judge.engine.kinds import ChoiceKind
from judge.engine.mana import ManaCost, parse_cost

_DRAW_A_CARD = (ir.Draw(who=ir.You(), amount=1),)


def is_cycling(ab: ir.ActivatedAbility) -> bool:
    """Whether ``ab`` is a cycling ability (glossary "Cycling"): mana and "discard this card" its
    whole cost, "draw a card" its whole effect, played from the hand."""
    return (ab.zone == "hand" and ab.cost == ir.Cost(mana=ab.cost.mana, discard_self=True)
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
        most = min(cost.generic, parse_cost(rule.value).generic)
        if not trace:
            cost = replace(cost, generic=cost.generic - most)
            continue
        if most == 0:
            game.tracer.step(f"{what} costs nothing less for {source}'s \"up to {rule.value} less\": it has no "
                             f"generic mana to take, and a reduction takes generic mana only", "409.1f", kind="activate")
            continue
        (less,) = choose(game, player, f"how much less {what} costs ({source}: up to {rule.value} less)",
                         number_options(range(most, -1, -1)), (1, 1), rule="409.1f", kind=ChoiceKind.PICK)
        cost = replace(cost, generic=cost.generic - int(less))
        took = f"costs {{{less}}} less to play, {cost} in all" if int(less) else f"costs no less: {player} takes nothing off"
        game.tracer.step(f"{what} {took} ({source}: cycling costs up to {rule.value} less, {player}'s choice; a "
                         f"reduction takes generic mana only, at most {most} here)", "409.1f", kind="activate")
    return cost
