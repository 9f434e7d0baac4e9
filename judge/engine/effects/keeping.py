"""Each player keeps so many and the rest go (Balance, Cataclysm, Limited Resources): the
choices in turn order (413.2d), the rest carried out at once."""

from __future__ import annotations

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import with_article
from judge.engine import events
from judge.engine.context import Ctx, handles, named
from judge.engine.decider import Option, choose
from judge.engine.kinds import MoveCause
from judge.engine.filters import matches
from judge.zones import Zone


_EQUALIZED = {ir.Balanced.LANDS: ("lands", "sacrifices"), ir.Balanced.CARDS_IN_HAND: ("cards in hand", "discards"),
              ir.Balanced.CREATURES: ("creatures", "sacrifices")}


@handles(ir.Equalize)
def _equalize(ctx: Ctx, eff: ir.Equalize) -> None:
    """Balance: for lands, then cards in hand, then creatures — the fewest any player has is
    the number each keeps; each player chooses what to keep, the active player first, and the
    rest are sacrificed or discarded at the same time (413.2d)."""
    g = ctx.game
    players = g.apnap()
    for kind in eff.kinds:
        words, verb = _EQUALIZED[kind]
        if kind is ir.Balanced.CARDS_IN_HAND:
            have = {p: list(g.zones[(p, Zone.HAND)]) for p in players}
        else:
            flt = ir.Filter(types=(kind.value,))
            have = {p: [o for o in g.in_play if g.controller_of(o) == p and matches(g, flt, o, p, ctx.source)]
                    for p in players}
        n = min(len(v) for v in have.values())
        g.tracer.step(f"The fewest {words} any player has is {n}: each player keeps {n} and {verb} the rest "
                      f"({', '.join(f'{p}: {len(have[p])}' for p in players)})", "413.2d", kind="effect")
        gone: dict[str, list[int]] = {}
        for p in players:
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in have[p]]
            kept = choose(g, p, f"which {words} to keep ({ctx.source_name})", opts, (n, n), rule="413.2d")
            gone[p] = [o for o in have[p] if o not in kept]
        if kind is ir.Balanced.CARDS_IN_HAND:
            events.move_many(g, [o for p in players for o in gone[p]], Zone.GRAVEYARD, "413.2d", "is discarded and is put",
                             cause=MoveCause.DISCARD)
        else:
            events.sacrifice(g, [o for p in players for o in gone[p]], "413.2d")


@handles(ir.KeepOneOfEach)
def _keep_one_of_each(ctx: Ctx, eff: ir.KeepOneOfEach) -> None:
    """Cataclysm: each player, the active player first, chooses among his or her permanents
    one of each type if able (one permanent answers one type only), then every permanent not
    chosen is sacrificed at the same time (413.2d)."""
    g = ctx.game
    doomed: list[int] = []
    for p in g.apnap():
        mine = [o for o in g.in_play if g.controller_of(o) == p]
        kept: list[int] = []
        for t in eff.types:
            flt = ir.Filter(types=(t,))
            cands = [o for o in mine if o not in kept and matches(g, flt, o, p, ctx.source)]
            if not cands:
                continue
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
            kept += choose(g, p, f"{with_article(t)} to keep ({ctx.source_name})", opts, (1, 1),
                           rule="413.2d")
        doomed += [o for o in mine if o not in kept]
    g.tracer.step(f"Each player sacrifices the rest at the same time ({len(doomed)} permanents)", "413.2d", kind="effect")
    events.sacrifice(g, doomed, "413.2d")


@handles(ir.KeepOnly)
def _keep_only(ctx: Ctx, eff: ir.KeepOnly) -> None:
    """Limited Resources, Keldon Firebombers: each player, the active player first, chooses that
    many of his or her permanents of the kind to keep — all of them, no choice, with no more — and
    then every other one is sacrificed at the same time (413.2d)."""
    g = ctx.game
    doomed: list[int] = []
    one, many = phrasebook.filter_phrase(eff.filter), phrasebook.filter_plural(eff.filter)
    for p in g.apnap():
        mine = [o for o in g.in_play if g.controller_of(o) == p and matches(g, eff.filter, o, p, ctx.source)]
        if len(mine) <= eff.count:
            g.tracer.step(f"{p} controls {len(mine)} {one if len(mine) == 1 else many}, no more than "
                          f"{eff.count}: {p} keeps {'them all' if mine else 'none'} and sacrifices none", "413.2d",
                          kind="effect")
            continue
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in mine]
        kept = choose(g, p, f"which {eff.count} {many} to keep ({ctx.source_name})", opts,
                      (eff.count, eff.count), rule="413.2d")
        doomed += [o for o in mine if o not in kept]
    g.tracer.step(f"Each player sacrifices the rest at the same time ({len(doomed)} permanent{'s' if len(doomed) != 1 else ''})",
                  "413.2d", kind="effect")
    events.sacrifice(g, doomed, "413.2d")
