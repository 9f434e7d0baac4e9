"""Drawing cards: the number counted as the draw is carried out (413.2f), a card drawn and
revealed, Zur's Weirding's draw others may mill."""

from __future__ import annotations

from judge.cards import ir
from judge.engine import events
from judge.engine.context import MOVED_FROM_CONTROL_OF, Ctx, handles, most_discarded, player_names, refer
from judge.engine.decider import yes_no
from judge.engine.effects.counting import _how_many, _per_player


@handles(ir.Draw)
def _draw(ctx: Ctx, eff: ir.Draw) -> None:
    if isinstance(eff.amount, ir.MostDiscardedThisWay):
        _say_most_discarded(ctx)
    if ir.MovedThisWayControlledBy in {type(eff.amount), type(getattr(eff.amount, "amount", None))}:
        _say_moved_from_control(ctx)
    each = _per_player(ctx, player_names(refer(ctx, eff.who)), eff.amount)
    if eff.up_to:
        # "draws up to seven cards": how many is each player's choice, the active player's
        # first, then the other's knowing it (413.2d); then the draws happen
        each = [(p, _how_many(ctx, p, n, "draw", rule="413.2d" if len(each) > 1 else "413.2c")) for p, n in each]
    for p, n in each:
        if eff.optional and not yes_no(ctx.game, p, f"whether to draw ({ctx.source_name})", "413.2c"):
            continue
        # "the cards drawn this way" (Soldevi Sage) are these; a draw a replacement effect does
        # instead of an event isn't modified again by what already modified that event (419.6a)
        ctx.results.setdefault("drawn", []).extend(events.draw(ctx.game, p, n, "417.1", applied=ctx.game.replacements.applied))


def _say_moved_from_control(ctx: Ctx) -> None:
    """Martyr's Cry: "for each creature exiled this way, its controller …" — each player's
    number is of the permanents he or she controlled as they last existed in play (413.2f)."""
    counts = ctx.results.get(MOVED_FROM_CONTROL_OF, {})
    said = ", ".join(f"{p} {n}" for p, n in counts.items()) or "none"
    ctx.game.tracer.step(f"permanents moved this way, by the player who controlled each as it last existed in play: "
                         f"{said}", "413.2f", kind="effect")


def _say_most_discarded(ctx: Ctx) -> None:
    """Windfall: "the greatest number of cards a player discarded this way", counted as the draw is
    carried out (413.2f) from what each player discarded by the instruction before (413.2b)."""
    counts = most_discarded(ctx)
    if not counts:
        ctx.game.tracer.step("no player discarded a card this way: the greatest number is 0", "413.2f", kind="effect")
        return
    said = ", ".join(f"{p} {n}" for p, n in counts)
    ctx.game.tracer.step(f"cards discarded this way: {said}; the greatest number is {max(n for _p, n in counts)}",
                         "413.2f", kind="effect")


@handles(ir.RevealDrawOthersMayMill)
def _reveal_draw_others_may_mill(ctx: Ctx, eff: ir.RevealDrawOthersMayMill) -> None:
    """Zur's Weirding, instead of a draw: the top card is revealed; each other player in turn
    order may pay the life (only a player who has that much, glossary "Pay"); if one does, the
    card goes to its owner's graveyard, else the player draws it — the draw this effect
    modified, which it doesn't replace again (419.6a)."""
    g = ctx.game
    p = ctx.results.get("event player") or ctx.controller
    lib = g.zones[(p, "library")]
    if not lib:
        g.tracer.step(f"{p}'s library is empty: nothing is revealed, and {p} draws", "417.1", kind="effect")
        events.draw(g, p, 1, "417.1", applied=g.replacements.applied | {ctx.source})
        return
    top = lib[0]
    g.tracer.step(f"{p} reveals {g.describe(top)}, the top card of the library, instead of drawing it ({ctx.source_name})",
                  "419.1", kind="effect")
    for q in g.apnap():
        if q == p:
            continue
        if g.player(q).life < eff.life:
            g.tracer.step(f"{q} has {g.player(q).life} life and can't pay {eff.life} (glossary \"Pay\")", "413.2c",
                          kind="choice")
            continue
        if yes_no(g, q, f"whether to pay {eff.life} life to put {g.describe(top)} into its owner's graveyard "
                        f"({ctx.source_name})", "413.2c"):
            events.lose_life(g, q, eff.life, "417.1", f" (paying for {ctx.source_name})")
            events.move(g, top, "graveyard", "417.1", "is put")
            return
    # the draw this effect modified: not replaced again by it, nor by what modified it before (419.6a)
    events.draw(g, p, 1, "417.1", applied=g.replacements.applied | {ctx.source})


@handles(ir.RevealDrawn)
def _reveal_drawn(ctx: Ctx, eff: ir.RevealDrawn) -> None:
    """"Draw a card and reveal it" (Sindbad): the card drawn is shown to all players and stays in
    the hand (glossary "Reveal")."""
    g = ctx.game
    drawn = [o for o in ctx.results.get("drawn", []) if g.exists(o)]
    g.tracer.step(f"{ctx.controller} reveals {', '.join(g.describe(o) for o in drawn) or 'nothing (no card was drawn)'}"
                  f", drawn this way ({ctx.source_name})", "413.2b", kind="effect")
