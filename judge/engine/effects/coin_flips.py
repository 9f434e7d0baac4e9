"""Coin flips: no player's choice, both results explored or stated by the scenario."""

from __future__ import annotations

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.context import Ctx, handles, player_names, refer
from judge.engine.decider import Option, choose


@handles(ir.FlipCoin)
def _flip_coin(ctx: Ctx, eff: ir.FlipCoin) -> None:
    """A coin flip is no player's choice: both results are outcomes (explored), or the
    scenario states the result as a choice line of the flipping player (`chooses won`)."""
    g = ctx.game
    ps = player_names(refer(ctx, eff.who)) or [ctx.controller]
    opts = [Option("won", "won", lambda v: str(v).lower() in ("won", "win", "wins")),
            Option("lost", "lost", lambda v: str(v).lower() in ("lost", "lose", "loses"))]
    ctx.results["flip"] = choose(g, ps[0], f"the result of {possessive(ps[0])} coin flip ({ctx.source_name})", opts, (1, 1),
                                 rule="417.1", forced_ok=False)[0]
    # (in the present tense of the trace's other steps: "Alice flips a coin and loses the flip", audit 9490)
    said = {"won": "wins", "lost": "loses"}.get(ctx.results["flip"], ctx.results["flip"])
    g.tracer.step(f"{ps[0]} flips a coin and {said} the flip", "417.1", kind="effect")
