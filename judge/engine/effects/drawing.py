"""Drawing cards: the number counted as the draw is carried out (413.2f), a card drawn and
revealed, Zur's Weirding's draw others may mill."""

from __future__ import annotations

from judge.cards import ir
from judge.engine import events
from judge.engine.context import MOVED_FROM_CONTROL_OF, Ctx, handles, most_discarded, named, player_names, refer
from judge.engine.decider import Option, choose, yes_no
from judge.engine.effects.counting import how_many, per_player
from judge.engine.effects.library import arranged
from judge.engine.filters import matches
from judge.cards import phrasebook
from judge.cards.english import possessive, own_possessive
from judge.zones import Zone


@handles(ir.Draw)
def _draw(ctx: Ctx, eff: ir.Draw) -> None:
    if isinstance(eff.amount, ir.MostDiscardedThisWay):
        _say_most_discarded(ctx)
    if ir.MovedThisWayControlledBy in {type(eff.amount), type(getattr(eff.amount, "amount", None))}:
        _say_moved_from_control(ctx)
    each = per_player(ctx, player_names(refer(ctx, eff.who)), eff.amount)
    if eff.up_to:
        # "draws up to seven cards": how many is each player's choice, the active player's
        # first, then the other's knowing it (413.2d); then the draws happen
        each = [(p, how_many(ctx, p, n, "draw", rule="413.2d" if len(each) > 1 else "413.2c")) for p, n in each]
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
    lib = g.zones[(p, Zone.LIBRARY)]
    if not lib:
        g.tracer.step(f"{possessive(p)} library is empty: nothing is revealed, and {p} draws", "417.1", kind="effect")
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
            events.move(g, top, Zone.GRAVEYARD, "417.1", "is put")
            return
    # the draw this effect modified: not replaced again by it, nor by what modified it before (419.6a)
    events.draw(g, p, 1, "417.1", applied=g.replacements.applied | {ctx.source})


@handles(ir.DrawRevealPayOrDiscard)
def _draw_reveal_pay_or_discard(ctx: Ctx, eff: ir.DrawRevealPayOrDiscard) -> None:
    """Breathstealer's Crypt, instead of a draw (419.1): the player draws — the draw this effect modified, which it
    doesn't replace again (419.6a) — and reveals the card (glossary "Reveal"); a card of the kind named is discarded
    (glossary "Discard") unless the player pays the life — a choice only a player who has that much has (glossary
    "Pay", 413.2c)."""
    g = ctx.game
    p = ctx.results.get("event player") or ctx.controller
    drawn = [o for o in events.draw(g, p, 1, "417.1", applied=g.replacements.applied | {ctx.source}) if g.exists(o)]
    if not drawn:
        g.tracer.step(f"no card was drawn: {p} has nothing to reveal ({ctx.source_name})", "419.5", kind="effect")
        return
    card = drawn[0]
    g.tracer.step(f"{p} reveals {g.describe(card)}, the card drawn ({ctx.source_name}; shown to all players, it stays "
                  f"in the hand: glossary \"Reveal\")", "419.1", kind="effect")
    kind = phrasebook.filter_phrase(eff.filter)
    if not matches(g, eff.filter, card, ctx.controller, ctx.source, zone_check=False):
        g.tracer.step(f"{g.describe(card)} isn't a {kind} card: {p} keeps it ({ctx.source_name})", "413.2b", kind="effect")
        return
    if g.player(p).life < eff.life:
        g.tracer.step(f"{p} has {g.player(p).life} life and can't pay {eff.life} (glossary \"Pay\"): {p} discards "
                      f"{g.describe(card)}", "413.2c", kind="choice")
    elif yes_no(g, p, f"whether to pay {eff.life} life to keep {g.describe(card)} ({ctx.source_name})", "413.2c"):
        events.lose_life(g, p, eff.life, "417.1", f" (paying for {ctx.source_name})")
        return
    if g.exists(card) and g.objects[card].zone == Zone.HAND:
        events.discard(g, p, [card], "417.1")


@handles(ir.RevealTopMillOrDraw)
def _reveal_top_mill_or_draw(ctx: Ctx, eff: ir.RevealTopMillOrDraw) -> None:
    """Enduring Renewal, instead of a draw (419.1): the top card of the player's library revealed (glossary "Reveal");
    a card of the kind named is put into his or her graveyard — moved, neither drawn nor discarded — any other card
    is drawn: the draw this effect modified, which it doesn't replace again (419.6a). An empty library reveals
    nothing, so the player draws — from an empty library (102.2)."""
    g = ctx.game
    p = ctx.results.get("event player") or ctx.controller
    lib = g.zones[(p, Zone.LIBRARY)]
    if not lib:
        g.tracer.step(f"{possessive(p)} library is empty: there is no top card to reveal, so it isn't a "
                      f"{phrasebook.filter_phrase(eff.filter)} card and {p} draws ({ctx.source_name})", "419.5", kind="effect")
        events.draw(g, p, 1, "417.1", applied=g.replacements.applied | {ctx.source})
        return
    top = lib[0]
    g.tracer.step(f"{p} reveals {g.describe(top)}, the top card of the library, instead of drawing it ({ctx.source_name}; "
                  f"shown to all players: glossary \"Reveal\")", "419.1", kind="effect")
    if matches(g, eff.filter, top, ctx.controller, ctx.source, zone_check=False):
        events.move(g, top, Zone.GRAVEYARD, "417.1", "is put")
        return
    g.tracer.step(f"{g.describe(top)} isn't a {phrasebook.filter_phrase(eff.filter)} card: {p} draws a card ({ctx.source_name})",
                  "413.2b", kind="effect")
    events.draw(g, p, 1, "417.1", applied=g.replacements.applied | {ctx.source})


@handles(ir.MayDrawThenPayOrPutBack)
def _may_draw_then_pay_or_put_back(ctx: Ctx, eff: ir.MayDrawThenPayOrPutBack) -> None:
    """Sylvan Library: the controller may draw the cards (413.2c); if he or she does, he or she chooses that many
    cards in his or her hand drawn this turn — any of them, the draw step's too (as many as there are) — and for
    each pays the life (only with that much: glossary "Pay", 413.2c) or puts the card on top of the library, one
    after another in the order chosen (413.2b). With no draw of its own (Sylvan Library as printed: its activated
    ability's "Draw two cards" before it, no choice) the cards are chosen and paid for alone."""
    g = ctx.game
    p = ctx.controller
    if eff.draw and not yes_no(g, p, f"whether to draw {eff.draw} additional cards ({ctx.source_name})", "413.2c"):
        g.tracer.step(f"{p} doesn't draw: nothing more happens (\"If you do\")", "413.2c", kind="effect")
        return
    if eff.draw:
        events.draw(g, p, eff.draw, "417.1", applied=g.replacements.applied)
    turn = g.turns.turn
    cands = [o for o in g.zones[(p, Zone.HAND)] if g.objects[o].drawn[0] == turn]
    k = min(eff.choose, len(cands))
    if not k:
        g.tracer.step(f"{p} has no card in hand drawn this turn: none to choose", "413.2c", kind="effect")
        return
    opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
    picked = choose(g, p, f"which {k} cards in {own_possessive(p, p)} hand drawn this turn ({ctx.source_name})", opts, (k, k),
                    rule="413.2c", forced_ok=len({g.objects[o].card.name for o in cands}) <= 1 or k == len(cands))
    back = []
    for o in picked:
        if not (g.exists(o) and g.objects[o].zone == Zone.HAND):
            continue
        if g.player(p).life < eff.life:
            g.tracer.step(f"{p} has {g.player(p).life} life and can't pay {eff.life} (glossary \"Pay\"): {g.describe(o)} "
                          f"is put on top of {possessive(p)} library", "413.2c", kind="choice")
        elif yes_no(g, p, f"whether to pay {eff.life} life for {g.describe(o)} rather than put it on top of "
                          f"{own_possessive(p, p)} library ({ctx.source_name})", "413.2c"):
            events.lose_life(g, p, eff.life, "417.1", f" (paying for {ctx.source_name}: {g.describe(o)} stays in the hand)")
            continue
        back.append(o)
    # the cards put back, one on top of another: which ends uppermost is the player's choice (413.2c)
    for o in reversed(arranged(ctx, p, back, p, "413.2c")):
        events.move(g, o, Zone.LIBRARY, "417.1", "is put", position=ir.LibraryPosition.TOP)


@handles(ir.RevealDrawn)
def _reveal_drawn(ctx: Ctx, eff: ir.RevealDrawn) -> None:
    """"Draw a card and reveal it" (Sindbad): the card drawn is shown to all players and stays in
    the hand (glossary "Reveal")."""
    g = ctx.game
    drawn = [o for o in ctx.results.get("drawn", []) if g.exists(o)]
    g.tracer.step(f"{ctx.controller} reveals {', '.join(g.describe(o) for o in drawn) or 'nothing (no card was drawn)'}"
                  f", drawn this way ({ctx.source_name})", "413.2b", kind="effect")
