"""Poison counters: glossary "Counter" ("Counters may also be given to players. See 'Poison
Counters'"), whose rules are in the rulebook's Appendix B, "Older Rules" — a section the
followed text (seed 000) points to but does not include. What is applied here is the era's
published rule, as every poison card of the era reminds it: a player with ten or more poison
counters loses the game, a state-based effect (checked where 420.3 checks the listed ones:
judge.engine.sba). Giving and removing them are instructions of a resolving ability (413.2).
Each step cites glossary "Counter" in its words and names Appendix B as the gap (docs/cards.md).
"""

from __future__ import annotations

from judge.cards import ir
from judge.engine.context import Ctx, amount, handles, player_names, refer
from judge.engine.game import Game

#: The poison counters at which a player loses the game (Appendix B, as the cards remind it).
LOSING_POISON = 10
#: What a trace step says of the rule's source (the gap named).
SOURCE = "glossary \"Counter\": \"Poison Counters\", Appendix B, \"Older Rules\", absent from the followed text"


def loses_to_poison(game: Game, player: str) -> bool:
    return game.player(player).poison >= LOSING_POISON


@handles(ir.GetPoisonCounters)
def _get_poison(ctx: Ctx, eff: ir.GetPoisonCounters) -> None:
    g = ctx.game
    n = amount(ctx, eff.amount)
    for p in player_names(refer(ctx, eff.who)):
        if n <= 0:
            continue
        before = g.player(p).poison
        g.end.set_poison(p, before + n)
        g.tracer.step(f"{p} gets {n} poison counter{'s' if n != 1 else ''} ({before} → {before + n}; "
                      f"{ctx.source_name}; {SOURCE})", "413.2", kind="effect")


@handles(ir.LoseAllPoisonCounters)
def _lose_all_poison(ctx: Ctx, eff: ir.LoseAllPoisonCounters) -> None:
    g = ctx.game
    removed = 0
    for p in player_names(refer(ctx, eff.who)):
        before = g.player(p).poison
        removed += before
        g.end.set_poison(p, 0)
        g.tracer.step(f"{p} loses all poison counters ({before} → 0; {ctx.source_name}; {SOURCE})", "413.2",
                      kind="effect")
    ctx.results[ir.POISON_REMOVED] = removed
