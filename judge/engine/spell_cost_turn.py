"""A cost increase for spells played outside their controller's turn (Defense Grid: "Each spell
costs {3} more to cast except during its controller's turn"; ir.SpellCostIncreaseOffTurn):
409.1f, the total cost is the mana cost plus all cost increases."""

from __future__ import annotations

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.context import static_rules
from judge.engine.game import Game
from judge.engine.mana import ManaCost, parse_cost


def increase_off_turn(game: Game, cost: ManaCost, player: str, what: str, trace: bool = True) -> ManaCost:
    """``cost`` plus each such increase when ``player``, the spell's controller, isn't the active
    player; on his or her own turn the trace says why it adds nothing."""
    for sid, rule, _rctx in static_rules(game, ir.SpellCostIncreaseOffTurn):
        if not rule.value:
            continue
        source = game.describe(sid)
        if game.turns.active == player:
            if trace:
                game.tracer.step(f"{what} costs no more for {source}: it is {possessive(player)} turn, and {player} controls it",
                                 "409.1f", kind="cast")
            continue
        more = parse_cost(rule.value)
        cost.generic += more.generic
        for c, n in more.colored.items():
            cost.colored[c] = cost.colored.get(c, 0) + n
        if trace:
            game.tracer.step(f"{what} costs {rule.value} more to play ({source}): it is {possessive(game.turns.active)} turn, "
                             f"not {possessive(player)}, who controls it", "409.1f", kind="cast")
    return cost
