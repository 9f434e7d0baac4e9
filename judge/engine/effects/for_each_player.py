"""Instructions carried out by several players, each with a choice of his or her own: the
active player first, then the others in turn order (413.2d)."""

from __future__ import annotations

from judge.cards import ir
from judge.engine import each_player
from judge.engine.context import Ctx, handles, player_names, refer, run_effects


@handles(ir.EachPlayer)
def _each_player(ctx: Ctx, eff: ir.EachPlayer) -> None:
    """413.2d: an instruction for several players, each with a choice of his or her own — the
    active player first, then the others in turn order, each knowing the earlier choices; then
    the actions are processed simultaneously (:mod:`judge.engine.each_player`: the chosen moves,
    sacrifices and discards are made at once after the last player has chosen)."""
    g = ctx.game
    each_player.at_once(ctx, [p for p in g.apnap() if p in player_names(refer(ctx, eff.who))],
                        lambda players: _each_one(ctx, players, eff.effects))


def _each_one(ctx: Ctx, players: list[str], effects: tuple) -> None:
    for p in players:
        ctx.each_one = p
        try:
            run_effects(ctx, effects)
        finally:
            ctx.each_one = None
