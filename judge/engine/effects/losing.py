"""A player losing the game by an instruction (102)."""

from __future__ import annotations

from judge.cards import ir
from judge.engine.context import Ctx, handles, player_names, refer
from judge.engine.events import end_game


@handles(ir.LoseGame)
def _lose_game(ctx: Ctx, eff) -> None:
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        pl = g.player(p)
        if pl.lost:
            continue
        g.player_loses(p, f"{ctx.source_name}")
        g.tracer.step(f"{p} loses the game ({ctx.source_name})", "102.3", kind="game")
    end_game(g)
