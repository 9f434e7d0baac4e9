"""Control-changing effects (418.3a): gained, exchanged, auctioned (Illicit Auction), Juxtapose."""

from __future__ import annotations

from typing import Optional

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine import events
from judge.engine.context import Ctx, handles, named, object_ids, player_names, refer, subjects
from judge.engine.decider import Option, choose, number_options
from judge.engine.filters import converted_mana_cost
from judge.engine.kinds import ChoiceKind
from judge.engine.outcome import ChoiceKey
from judge.engine.effects.continuous import begin_effect, fixed_set, said_gone
from judge.zones import Zone


@handles(ir.GainControl)
def _gain_control(ctx: Ctx, eff: ir.GainControl) -> None:
    ps = player_names(refer(ctx, eff.who))
    if not ps:
        return
    if said_gone(ctx, eff, eff.what):
        return
    _give_control(ctx, fixed_set(ctx, eff.what), ps[0], eff.duration)


def _give_control(ctx: Ctx, affected: list[int], who: str, duration: str) -> None:
    """A control-changing effect: ``who`` controls ``affected`` for ``duration``."""

    def apply(game, o, ch, who=who):
        ch.controller = who

    changing = [o for o in affected if ctx.game.controller_of(o) != who]
    begin_effect(ctx, affected, f"comes under {possessive(who)} control", apply, duration, control=who)
    g = ctx.game
    for o in [o for o in affected if o not in changing and g.exists(o)]:
        # Wild Dogs under Bob's control, Bob ahead at his upkeep: nothing changes, and it is said (audit 7672)
        # (the effect's own step, just said, names what it does; this one says that it changes nothing now)
        sick = (f", so neither does how long {who} has controlled it continuously (glossary \"Summoning Sickness\")"
                if "creature" in g.chars(o).types else "")
        g.tracer.step(f"{who} already controls {g.describe(o)}: who controls it doesn't change{sick}", "418.3a",
                      kind="effect")
    for o in changing:
        # 409.3: not continuously controlled by the new controller since his or her turn began —
        # a permanent its controller already controls stays continuously controlled (308.1; the
        # glossary's "Summoning Sickness": a creature that has just come under a player's control)
        ctx.game.permanents.set_sick(o, True)


@handles(ir.AuctionControl)
def _auction_control(ctx: Ctx, eff: ir.AuctionControl) -> None:
    """Illicit Auction: the controller opens the bidding; in turn order each other player may
    top the high bid (413.2c: each bid a choice as the spell resolves); the bidding ends when
    every other player has passed on the high bid; its bidder loses that much life (a loss of
    life, not a payment: any bid is legal) and gains control of the creature (418.3a)."""
    g = ctx.game
    creature = next(iter(object_ids(subjects(ctx, eff.what))), None)
    if creature is None or not g.exists(creature):
        return
    order = g.apnap()
    start = order.index(ctx.controller) if ctx.controller in order else 0
    order = order[start:] + order[:start]  # turn order, from the spell's controller
    high, bidder = eff.opening, ctx.controller
    g.tracer.step(f"{bidder} opens the bidding for {g.describe(creature)} at {high} life", "413.2b", kind="effect")
    passed, i = 0, 1
    while passed < len(order) - 1:
        p = order[i % len(order)]
        i += 1
        if p == bidder:
            continue
        bid = _bid(ctx, p, high, bidder, creature)
        if bid is None:
            passed += 1
        else:
            high, bidder, passed = bid, p, 0
    g.tracer.step(f"The high bid stands: {bidder} bid {high} life for {g.describe(creature)}", "413.2b", kind="effect")
    events.lose_life(g, bidder, high, "417.1", " (the high bid)")
    if g.exists(creature):
        _give_control(ctx, [creature], bidder, ir.FOREVER)


def _bid(ctx: Ctx, p: str, high: int, bidder: str, creature: int) -> Optional[int]:
    """``p``'s turn in the bidding: pass (None) or a bid above ``high``. A bid written in the
    scenario (`Bob chooses 5`, `Bob chooses pass`) may be any amount; left open, the explorer
    takes passing and topping the bid by one while it stays below the bidder's life total."""
    g = ctx.game
    what = f"a bid for {g.describe(creature)} (the high bid: {high}, {possessive(bidder)}): pass or top it"
    opts = [Option("pass", "pass", lambda v: str(v).strip().lower() in ("pass", "no", "0"))]
    bids = [high + 1] if high + 1 < g.player(p).life else []
    seen = g.decider.peek(ChoiceKey(p, ChoiceKind.PICK, "413.2c")) if g.decider is not None and hasattr(g.decider, "peek") else None
    bids += [int(w) for w in (str(v).strip() for v in (seen[1].values if seen is not None else ()))
             if w.isdigit() and int(w) > high and int(w) not in bids]
    opts += number_options(bids)
    (answer,) = choose(g, p, what, opts, (1, 1), rule="413.2c", forced_ok=False, kind=ChoiceKind.PICK)
    return None if answer == "pass" else int(answer)


@handles(ir.ExchangeControl)
def _exchange_control(ctx: Ctx, eff: ir.ExchangeControl) -> None:
    """Two permanents change hands at once: each comes under the control of the other's
    controller (418.3a); if either is no longer in play, the spell has no effect on the other
    (glossary "Exchange")."""
    g = ctx.game
    pair = [next((o for o in object_ids(refer(ctx, r)) if g.exists(o) and g.objects[o].zone == Zone.IN_PLAY), None)
            for r in (eff.first, eff.second)]
    if None in pair:
        g.tracer.step(f"{ctx.source_name} can't exchange control: one of the two permanents is gone or no longer a "
                      f"legal target (413.2a), so it has no effect on the other (glossary \"Exchange\")", "413.2",
                      "413.2a", kind="effect")
        return
    a, b = pair
    ca, cb = g.controller_of(a), g.controller_of(b)
    if ca == cb:
        g.tracer.step(f"{g.describe(a)} and {g.describe(b)} are both controlled by {ca}: the exchange changes nothing "
                      f"(glossary \"Exchange\")", "413.2", kind="effect")
        return
    g.tracer.step(f"{ca} and {cb} exchange control of {g.describe(a)} and {g.describe(b)} (glossary \"Exchange\")",
                  "413.2", kind="effect")
    _give_control(ctx, [a], cb, ir.FOREVER)
    _give_control(ctx, [b], ca, ir.FOREVER)
    ctx.results[ir.ConditionKind.EXCHANGED_THIS_WAY] = True  # Gauntlets of Chaos: "if … exchanged this way"


@handles(ir.ExchangeHighest)
def _exchange_highest(ctx: Ctx, eff: ir.ExchangeHighest) -> None:
    """Juxtapose: for each type in turn, the permanent of that type with the highest converted
    mana cost each of the two players controls (a tie is its controller's choice, the active
    player's first, 413.2d) changes hands; if either has none, nothing is exchanged (glossary
    "Exchange"). Who controls what is looked at anew for each type (413.2f)."""
    g = ctx.game
    others = player_names(refer(ctx, eff.other))
    if not others:
        return
    you, other = ctx.controller, others[0]
    if other == you:
        g.tracer.step(f"{you} exchanges with {you}: nothing changes hands (glossary \"Exchange\")", "413.2", kind="effect")
        return
    for kind in eff.types:
        if ctx.results.get("exchanged"):
            g.tracer.step(f"Then the {kind}s \"the same way\": who controls what is as it is now, after the exchange "
                          f"before", "413.2f", kind="effect")
        picks: dict[str, int] = {}
        for p in [q for q in g.apnap() if q in (you, other)]:
            mine = [o for o in g.in_play if g.controller_of(o) == p and kind in g.chars(o).types]
            if not mine:
                g.tracer.step(f"{p} controls no {kind}: no {kind}s are exchanged (glossary \"Exchange\": what can't be "
                              f"exchanged is left as it is)", "413.2", kind="effect")
                break
            cmc = {o: converted_mana_cost(g, g.objects[o], g.chars(o)) for o in mine}
            top = max(cmc.values())
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in mine if cmc[o] == top]
            (picks[p],) = choose(g, p, f"his or her {kind} with the highest converted mana cost ({top}) "
                                       f"({ctx.source_name})", opts, (1, 1), rule="413.2d")
        else:
            g.tracer.step(f"{you} and {other} exchange control of {g.describe(picks[you])} and "
                          f"{g.describe(picks[other])} (glossary \"Exchange\")", "413.2", kind="effect")
            _give_control(ctx, [picks[you]], other, ir.FOREVER)
            _give_control(ctx, [picks[other]], you, ir.FOREVER)
            ctx.results["exchanged"] = True
