"""Putting cards into a library and shuffling it (217.2): cards put into a library at once in
the order their chooser chooses, libraries shuffled, hands put into libraries."""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, own_possessive
from judge.engine import events
from judge.engine.context import SHUFFLED_BY, Ctx, handles, named, player_names, refer
from judge.engine.decider import Option, choose, order_stated
from judge.engine.filters import matches
from judge.zones import Zone


@handles(ir.ShuffleIntoLibrary)
def _shuffle_into_library(ctx: Ctx, eff: ir.ShuffleIntoLibrary) -> None:
    """Each player's cards of those zones go into his or her own library, which is then
    shuffled (the moves are simultaneous, 413.2d)."""
    g = ctx.game
    players = player_names(refer(ctx, eff.who))
    if eff.any_number or eff.count:
        cards = _shuffled_any_number(ctx, eff, players)
    else:
        cards = [o for p in players for z in eff.zones for o in g.zones[(p, z)]]
        for p in players:  # "then draws that many cards" (Winds of Change): each player's own (ir.ShuffledThisWay)
            ctx.results.setdefault(SHUFFLED_BY, {})[p] = sum(len(g.zones[(p, z)]) for z in eff.zones)
    owners = [g.objects[o].owner for o in cards]
    if cards:
        events.move_many(g, cards, Zone.LIBRARY, "417.1", "is shuffled", position=ir.LibraryPosition.BOTTOM)
    for p in players:
        # none put into it (an empty graveyard, none chosen): the library is still shuffled, the
        # instruction done as far as it can be (416.3) — said, not left to look like a shuffle of cards
        none = (f" — no card of {possessive(p)} {' or '.join(z.value for z in eff.zones)} was put into it; the rest of the instruction, the "
                f"shuffle, is still done (416.3)") if p not in owners else ""
        shuffled(g, p, why=none)


def _shuffled_any_number(ctx: Ctx, eff: ir.ShuffleIntoLibrary, players: list[str]) -> list[int]:
    """Credit Voucher: "Shuffle any number of cards from your hand into your library" — each
    player chooses, as the ability resolves, which cards of the zone (none is a choice too,
    413.2c); "then draw that many cards" counts the cards chosen (ir.ShuffledThisWay). With a
    ``filter`` (Renewing Touch as printed: "any number of creature cards from your graveyard"), only
    the cards of that description may be chosen. With a ``count`` (Lat-Nam's Legacy: "Shuffle a card
    from your hand into your library"), exactly that many, or as many as there are (416.3)."""
    g = ctx.game
    cards: list[int] = []
    kind = phrasebook.filter_phrase(replace(eff.filter, zone=Zone.IN_PLAY)) if eff.filter is not None else "card"  # ("creature card")
    for p in players:
        held = [o for z in eff.zones for o in g.zones[(p, z)]
                if eff.filter is None or matches(g, eff.filter, o, p, ctx.source, zone_check=False)]
        where = " and ".join(z.value for z in eff.zones)
        if eff.count and held:  # Lat-Nam's Legacy: "a card" — that many, or all when fewer (416.3)
            n = min(eff.count, len(held))
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in held]
            picked = choose(g, p, f"{n} of the {len(held)} {kind}{'s' if len(held) != 1 else ''} in {own_possessive(p, p)} {where}, "
                                  f"to shuffle into {own_possessive(p, p)} library ({ctx.source_name})", opts, (n, n), rule="413.2c")
        elif eff.count:
            picked = []
            g.tracer.step(f"{possessive(p)} {where} holds no {kind}: there is none to shuffle into {possessive(p)} library, so none is "
                          f"({ctx.source_name}; an effect does only as much as possible)", "416.3", kind="effect")
        elif held:
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in held]
            picked = choose(g, p, f"any number of the {len(held)} {kind}{'s' if len(held) != 1 else ''} in {own_possessive(p, p)} {where}, "
                                  f"to shuffle into {own_possessive(p, p)} library ({ctx.source_name})", opts, (0, len(held)),
                            rule="413.2c")
        else:
            picked = []
            g.tracer.step(f"{possessive(p)} {where} holds no {kind}: none to shuffle into {possessive(p)} library ({ctx.source_name})",
                          "413.2c", kind="effect")
        ctx.results.setdefault(SHUFFLED_BY, {})[p] = len(picked)
        cards += picked
    return cards


@handles(ir.HandToLibrary)
def _hand_to_library(ctx: Ctx, eff: ir.HandToLibrary) -> None:
    """Dream Cache: the player chooses cards of his or her hand, then the top or the bottom of
    the library (Brainstorm: the top), then their order there (each a choice made on
    resolution, 413.2c)."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        hand = list(g.zones[(p, Zone.HAND)])
        n = min(eff.count, len(hand))
        if n == 0:
            g.tracer.step(f"{p} has no card in hand to put on the library", "413.2c", kind="effect")
            continue
        if n < eff.count:  # Stunted Growth against a smaller hand: all of it
            g.tracer.step(f"{ctx.source_name} asks {p} for {eff.count} cards of {possessive(p)} hand, which holds {n}: "
                          f"{'all' if n > 1 else 'the one'} of them go{'es' if n == 1 else ''} on the library",
                          "416.3", kind="effect")
        opts = [Option(g.describe(c), c, lambda v, c=c: named(g, v, c)) for c in hand]
        picked = choose(g, p, f"{n} card{'s' if n > 1 else ''} from {own_possessive(p, p)} hand for the library ({ctx.source_name})",
                        opts, (n, n), rule="413.2c")
        where = eff.where or ir.LibraryPosition(choose(g, p, f"the top or the bottom of {own_possessive(p, p)} library for them ({ctx.source_name})",
                                    [Option("top", "top", lambda v: str(v).lower() == "top"),
                                     Option("bottom", "bottom", lambda v: str(v).lower() == "bottom")], (1, 1),
                                    rule="413.2c")[0])  # (the player's answer, in the words of its option)
        order: list = []
        rest = list(picked)
        end = "on top" if where is ir.LibraryPosition.TOP else "at the very bottom"
        stated = order_stated(g, p, "413.2c", [o for o in opts if o.value in rest]) if len(rest) > 1 else None
        if stated is not None:  # their order stated at once, the one ending on top (at the very bottom) first
            order = list(stated[0])
            rest = [c for c in rest if c not in order]
            g.tracer.step(f"{p} chooses their order, the card that ends {end} of {own_possessive(p, p)} library first "
                          f"({ctx.source_name}): {', '.join(g.describe(c) for c in order)}"
                          f"{', then the others' if len(rest) > 1 else ''} ({stated[1]})", "413.2c", kind="choice")
        while len(rest) > 1:  # their order: which ends on top (or lowest at the bottom), then the next
            first = choose(g, p, f"which card ends {end} of {own_possessive(p, p)} library"
                                 f"{' of those left' if order else ''} ({ctx.source_name})",
                           [o for o in opts if o.value in rest], (1, 1), rule="413.2c")[0]
            order.append(first)
            rest.remove(first)
        picked = order + rest
        # moved one at a time, each on top (at the bottom) of the others: the chosen one last
        for c in reversed(picked):
            events.move(g, c, Zone.LIBRARY, "413.2c", "is put", position=where)


def arranged(ctx: Ctx, chooser: str, oids: list[int], owner: str, rule: str) -> list[int]:
    """Cards put into a library at once, uppermost first, in the order ``chooser`` chooses
    (the owner's, 217.2d, unless the text gives it to another player); ``rule`` the rule each
    choice cites. Public: every effect that puts several cards into a library at once orders them
    with it (drawing, library_top, search, zones)."""
    g = ctx.game
    order: list[int] = []
    left = list(oids)
    if len(left) > 1:  # a line stating several at once, uppermost first (`Alice chooses @c, @a, @b`)
        stated = order_stated(g, chooser, rule, [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in left])
        if stated is not None:
            order = list(stated[0])
            left = [o for o in left if o not in order]
            g.tracer.step(f"{chooser} chooses the order of the cards put into {own_possessive(owner, chooser)} library, "
                          f"uppermost first ({ctx.source_name}): {', '.join(g.describe(o) for o in order)}"
                          f"{', then the others' if len(left) > 1 else ''} ({stated[1]})", rule, kind="choice")
    while len(left) > 1:
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in left]
        (o,) = choose(g, chooser, f"the card put {'uppermost in' if not order else 'next, below it, in'} {own_possessive(owner, chooser)} "
                                  f"library ({ctx.source_name})", opts, (1, 1), rule=rule)
        order.append(o)
        left.remove(o)
    if order and left:
        # the last card goes where the others left it: a forced choice, taken by the engine; a choice
        # line naming it still answers it (docs/scenario-language.md) and the trace then says so
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in left]
        choose(g, chooser, f"the card put next, below it, in {own_possessive(owner, chooser)} library ({ctx.source_name})", opts,
               (1, 1), rule=rule, quiet_if_forced=True)
    return order + left


@handles(ir.Shuffle)
def _shuffle(ctx: Ctx, eff) -> None:
    by = player_names(refer(ctx, eff.by)) if eff.by is not None else []
    for p in player_names(refer(ctx, eff.who)):
        shuffled(ctx.game, p, by[0] if by else None)


def shuffled(g, player: str, by: Optional[str] = None, why: str = "") -> None:
    """``player``'s library is shuffled (by ``by``, another player, where the text says so);
    ``why``: the words saying why though nothing was shuffled into it (416.3). Public: the
    effects that shuffle a library after moving cards (search, zones) say it with this."""
    who = f"{by or player} shuffles {own_possessive(player, by or player)} library"
    g.tracer.step(f"{who}{why} (its new order is unknown; the engine keeps the listed order, so a "
                  f"scenario that depends on the new order must say what is on top)", "417.1",
                  *(("416.3",) if why else ()), kind="effect")
