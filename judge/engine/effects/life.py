"""Life gained, lost, exchanged or set (glossary "Exchange"; Truce's life for cards not drawn)."""

from __future__ import annotations

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine import events
from judge.engine.context import Ctx, amount_source, handles, left_play, object_ids, player_names, refer
from judge.engine.effects.counting import per_player
from judge.zones import Zone


def _say_read_off(ctx: Ctx, amt, each: list, what: str) -> None:
    """"You gain life equal to its toughness" (Angelic Chorus) of an object still there: the figure
    read off it as the instruction is carried out, not as the ability triggered (413.2f) — one
    gone since says its last known information as the figure is read (judge.engine.context.amount)."""
    if len(each) != 1 or not isinstance(amt, (ir.PowerOf, ir.ToughnessOf, ir.ConvertedManaCostOf)):
        return
    if left_play(ctx, amt.ref) is not None:  # (its last known information, said as it is read)
        return
    objs = object_ids(refer(ctx, amt.ref))
    if not objs or not ctx.game.exists(objs[0]) or ctx.game.objects[objs[0]].zone != Zone.IN_PLAY:
        return
    read_off = amount_source(ctx, amt)
    if read_off is not None:
        ctx.game.tracer.step(f"{ctx.source_name}: the {what} is {read_off}, {each[0][1]}, as the instruction is "
                             f"carried out", "413.2f", kind="effect")


@handles(ir.GainLife)
def _gain_life(ctx: Ctx, eff: ir.GainLife) -> None:
    each = per_player(ctx, player_names(refer(ctx, eff.who)), eff.amount)
    _say_read_off(ctx, eff.amount, each, "life gained")
    for p, n in each:
        events.gain_life(ctx.game, p, n, "417.1")


@handles(ir.LoseLife)
def _lose_life(ctx: Ctx, eff: ir.LoseLife) -> None:
    # "Each player loses 1 life for each creature he or she controls": each player's own count
    each = per_player(ctx, player_names(refer(ctx, eff.who)), eff.amount)
    _say_read_off(ctx, eff.amount, each, "life lost")
    for p, n in each:
        events.lose_life(ctx.game, p, n, "417.1", "")
        # "the life lost this way" (Subversion): all of it — nothing replaces a loss of life
        ctx.results[ir.LIFE_LOST] = ctx.results.get(ir.LIFE_LOST, 0) + max(n, 0)


@handles(ir.GainLifeForCardsNotDrawn)
def _life_for_cards_not_drawn(ctx: Ctx, eff: ir.GainLifeForCardsNotDrawn) -> None:
    """Truce: each player gains life for each card fewer than the number they drew this way."""
    g = ctx.game
    drawn = ctx.results.get("drawn", [])
    for p in player_names(refer(ctx, eff.who)):
        n = sum(1 for c in drawn if c in g.objects and g.objects[c].owner == p)
        short = max(eff.of - n, 0)
        g.tracer.step(f"{p} drew {n} card{'s' if n != 1 else ''} this way: {short} fewer than {eff.of}, so {p} gains "
                      f"{eff.life * short} life ({ctx.source_name})", "413.2d", kind="effect")
        if short:
            events.gain_life(g, p, eff.life * short, "417.1")


@handles(ir.ExchangeLife)
def _exchange_life(ctx: Ctx, eff: ir.ExchangeLife) -> None:
    """Glossary "Exchange": each player gains or loses the life needed to equal the other
    player's previous life total (so replacement effects and triggers see gains and losses);
    with no such player it does nothing."""
    g = ctx.game
    others = [p for p in refer(ctx, eff.other) if isinstance(p, str)]
    if len(others) != 1 or others[0] == ctx.controller:
        g.tracer.step(f"{ctx.source_name}: there is no other player to exchange life totals with: nothing happens",
                      "413.2", kind="life")
        return
    me, other = ctx.controller, others[0]
    mine, theirs = g.player(me).life, g.player(other).life
    g.tracer.step(f"{me} and {other} exchange life totals ({mine} and {theirs}): each gains or loses the life "
                  f"needed to equal the other's (glossary \"Exchange\")", "413.2", kind="life")
    for who, now, then in ((me, mine, theirs), (other, theirs, mine)):
        if then > now:
            events.gain_life(g, who, then - now, "413.2")
        elif then < now:
            events.lose_life(g, who, now - then, "413.2", " (the exchange of life totals)")


@handles(ir.SetLifeTotal)
def _set_life_total(ctx: Ctx, eff: ir.SetLifeTotal) -> None:
    """"Target player's life total becomes 20" (Blessed Wind): the era's rules give a player a
    new life total only in an exchange, and there the player gains or loses the life needed to
    reach it (glossary "Exchange") — so here too, and replacement effects and triggers see the
    gain or the loss; a player already at that total neither gains nor loses life."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        now = g.player(p).life
        g.tracer.step(f"{possessive(p)} life total becomes {eff.total} (from {now}): {p} "
                      + (f"gains {eff.total - now} life" if eff.total > now else
                         f"loses {now - eff.total} life" if eff.total < now else "neither gains nor loses life")
                      + " (as in an exchange of life totals: glossary \"Exchange\")", "413.2", kind="life")
        if eff.total > now:
            events.gain_life(g, p, eff.total - now, "413.2")
        elif eff.total < now:
            events.lose_life(g, p, now - eff.total, "413.2", " (its life total becoming " + str(eff.total) + ")")
