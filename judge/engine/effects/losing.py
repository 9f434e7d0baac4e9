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
        g.end.player_loses(p, f"{ctx.source_name}")
        g.tracer.step(f"{p} loses the game ({ctx.source_name})", "102.3", kind="game")
    end_game(g)


@handles(ir.GameIsDraw)
def _game_is_draw(ctx: Ctx, eff: ir.GameIsDraw) -> None:
    """Divine Intervention: "the game is a draw" — the game ends at once (102.3), no player winning."""
    g = ctx.game
    g.tracer.step(f"The game is a draw ({ctx.source_name})", "102.3", kind="game")
    g.end.end_in_draw()


@handles(ir.HighestLifeWins)
def _highest_life_wins(ctx: Ctx, eff: ir.HighestLifeWins) -> None:
    """Celestial Convergence: the life totals as the instruction is carried out (413.2f); the one
    player with the highest wins and the game ends at once (102.3); two or more tied for it, the
    game is a draw, as the card says."""
    g = ctx.game
    alive = [p for p in g.players if not p.lost]
    if not alive:
        return
    top = max(p.life for p in alive)
    best = [p.name for p in alive if p.life == top]
    lives = ", ".join(f"{p.name} {p.life}" for p in alive)
    if len(best) > 1:
        g.tracer.step(f"{' and '.join(best)} are tied for the highest life total ({lives}): the game is a draw "
                      f"({ctx.source_name})", "102.3", "413.2f", kind="game")
        g.end.end_in_draw()
        return
    g.tracer.step(f"{best[0]} has the highest life total ({lives}) ({ctx.source_name})", "413.2f", kind="game")
    g.end.player_wins(best[0], ctx.source_name)
