"""Tapping and untapping permanents; an untap limit binds the untap step only (302.1)."""

from __future__ import annotations

from dataclasses import replace

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.dsl.ast import Step
from judge.engine import events
from judge.engine.context import Ctx, handles, named, object_ids, player_names, refer, subjects
from judge.engine.context import static_rules
from judge.engine.decider import Option, choose
from judge.engine.filters import matches
from judge.engine.mana import parse_cost
from judge.engine.payment import can_pay, pay_mana
from judge.zones import Zone


@handles(ir.TapAnyNumber)
def _tap_any_number(ctx: Ctx, eff: ir.TapAnyNumber) -> None:
    """The player chooses any number of the permanents (none included) as it resolves (413.2c)
    and taps them; "for each creature tapped this way" counts them."""
    g = ctx.game
    p = (player_names(refer(ctx, eff.who)) or [ctx.controller])[0]
    cands = [o for o in g.in_play if not g.objects[o].tapped and matches(g, eff.what, o, ctx.controller, ctx.source)]
    opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
    what = phrasebook.filter_plural(eff.what)  # the card's own kind: "untapped creatures you control" (Marshaling the Troops)
    what = (what if what.startswith("untapped ") else f"untapped {what}").replace(" you control", " he or she controls" if p == ctx.controller else f" {ctx.controller} controls")
    picked = choose(g, p, f"which {what} to tap ({ctx.source_name}; any number)", opts,
                    (0, len(cands)), rule="413.2c", forced_ok=not cands) if cands else []
    n = 0
    for o in picked:
        n += bool(events.tap(g, o, "413.2c"))
    ctx.results["tapped"] = n


@handles(ir.PayToUntapChosen)
def _pay_to_untap_chosen(ctx: Ctx, eff: ir.PayToUntapChosen) -> None:
    """The player chooses any number of the tapped permanents (413.2c) — only as many as he or
    she can pay for (413.2c: an option that can't be carried out can't be chosen) — pays the price
    for each (413.2e: mana abilities may be played) and untaps them."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        cands = [o for o in g.in_play if g.objects[o].tapped and matches(g, eff.what, o, ctx.controller, ctx.source)]
        most = len(cands)
        while most and not can_pay(g, p, parse_cost(eff.price * most)):
            most -= 1
        if most < len(cands):
            g.tracer.step(f"{p} can pay {eff.price} for at most {most} of the {len(cands)} ({ctx.source_name}): an "
                          f"option that can't be paid for can't be chosen", "413.2c", kind="choice")
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
        picked = choose(g, p, f"which tapped permanents to pay {eff.price} each to untap ({ctx.source_name})",
                        opts, (0, most), rule="413.2c", forced_ok=not cands) if most else []
        if not picked:
            g.tracer.step(f"{p} untaps nothing this way ({ctx.source_name})", "413.2c", kind="choice")
            continue
        pay_mana(g, p, parse_cost(eff.price * len(picked)), [], ctx.source_name, ctx.span, rule="413.2e")
        for o in picked:
            events.untap(g, o, "413.2c")


def _legendary_not_creatures(ctx: Ctx, what) -> None:
    """"Tap all legendary creatures" (Arena of the Ancients; as printed, "All legends"): each
    Legendary permanent in play that isn't a creature is left out, and the step says why — "Legend"
    is a creature type, "Legendary" is not (215.2), so a Legendary Land is no legend."""
    g = ctx.game
    for f in (what.filters if isinstance(what, ir.All) else ()):
        if f.types != ("creature",) or "legendary" not in f.extra:
            continue
        for o in g.in_play:
            ch = g.chars(o)
            if ch.legendary and "creature" not in ch.types:
                kind = " ".join(t.capitalize() for t in ch.types) or "permanent"
                g.tracer.step(f"{g.describe(o)} is a Legendary {kind}, not a creature: it isn't a legend ("
                              f"\"Legend\" is a creature type, \"Legendary\" is not), so {possessive(ctx.source_name)} "
                              f"words leave it out", "215.2", "413.2b", kind="effect")


@handles(ir.Tap)
def _tap(ctx: Ctx, eff: ir.Tap) -> None:
    """Tap them; "for each creature tapped this way" counts those that became tapped (Angel's
    Trumpet); a Legendary noncreature permanent "all legendary creatures" leaves out is named
    (215.2)."""
    _legendary_not_creatures(ctx, eff.what)
    n = 0
    for o in object_ids(subjects(ctx, eff.what)):
        if ctx.game.objects[o].zone == Zone.IN_PLAY:
            n += bool(events.tap(ctx.game, o, "417.1"))
    ctx.results["tapped"] = ctx.results.get("tapped", 0) + n


@handles(ir.Untap)
def _untap(ctx: Ctx, eff: ir.Untap) -> None:
    done = []
    for o in object_ids(subjects(ctx, eff.what)):
        if ctx.game.objects[o].zone == Zone.IN_PLAY:
            if events.untap(ctx.game, o, "417.1"):
                done.append(o)
    if done:
        _untap_limits_not_here(ctx, done)


def _untap_limits_not_here(ctx: Ctx, done: list) -> None:
    """An untap limit ("You can't untap more than one land during your untap step": Mungha Wurm,
    Winter Orb) binds the untap step only (302.1): an effect untapping more, outside it, says why
    the limit doesn't stop it."""
    g = ctx.game
    if g.turns.step is Step.UNTAP:
        return
    for sid, rule, rctx in static_rules(g, ir.UntapLimit):
        bound = [p for p in refer(rctx, rule.what) if isinstance(p, str)]
        for p in bound:
            kind = [o for o in done if g.controller_of(o) == p and matches(g, rule.filter, o, p, sid)]
            if len(kind) > int(rule.value or 0):
                g.tracer.step(f"{possessive(rctx.source_name)} limit on untapping ({int(rule.value or 0)} at most) binds only "
                              f"{possessive(p)} untap step: {ctx.source_name} untaps {len(kind)} "
                              f"{phrasebook.filter_plural(rule.filter) if len(kind) != 1 else phrasebook.filter_phrase(rule.filter)} in the "
                              f"{g.turns.step.named}", "302.1", kind="tap")


@handles(ir.SwapTapped)
def _swap_tapped(ctx: Ctx, eff: ir.SwapTapped) -> None:
    """Sands of Time: which of the permanents are tapped is seen once, then the tapped ones untap
    and the untapped ones become tapped — one indivisible action (413.2), so none is untapped and
    then tapped again."""
    g = ctx.game
    those = [o for o in object_ids(subjects(ctx, eff.what)) if g.objects[o].zone == Zone.IN_PLAY]
    if not those:
        g.tracer.step(f"{ctx.source_name}: no permanent to untap or tap", "413.2", kind="tap")
        return
    tapped = [o for o in those if g.objects[o].tapped]
    untapped = [o for o in those if not g.objects[o].tapped]
    g.tracer.step(f"{ctx.source_name}: {len(tapped)} tapped untap and {len(untapped)} untapped become tapped, "
                  f"all at once (which were tapped is seen before either)", "413.2", kind="tap")
    for o in tapped:
        events.untap(g, o, "413.2")
    for o in untapped:
        events.tap(g, o, "413.2")


@handles(ir.TapOrUntap)
def _tap_or_untap(ctx: Ctx, eff: ir.TapOrUntap) -> None:
    g = ctx.game
    if isinstance(eff.what, ir.All) and len(eff.what.filters) == 1:
        _tap_or_untap_all(ctx, eff.what.filters[0])
        return
    for o in object_ids(subjects(ctx, eff.what)):
        opts = [Option("tap", "tap", lambda v: str(v).lower() == "tap"), Option("untap", "untap", lambda v: str(v).lower() == "untap")]
        pick = choose(g, ctx.controller, f"whether to tap or untap {g.describe(o)}", opts, rule="413.2c", forced_ok=False)[0]
        if not (events.tap if pick == "tap" else events.untap)(g, o, "417.1"):
            # Jolt tapping a tapped Mountain: the chosen instruction changes nothing, and says so
            # (413.2b), as an instruction with nothing to change does (judge.engine.context._did_nothing)
            g.tracer.step(f"{ctx.source_name}: {g.describe(o)} is already {pick}ped: "
                          + ("it doesn't become tapped, so no \"becomes tapped\" ability triggers (glossary \"Becomes\")"
                             if pick == "tap" else "untapping it changes nothing"), "413.2b", kind="effect")


def _tap_or_untap_all(ctx: Ctx, flt: ir.Filter) -> None:
    """"Tap or untap all artifacts, creatures, or lands target player controls" (Turnabout as
    printed; its Oracle: "Choose artifact, creature, or land. Tap all untapped permanents of the
    chosen type …, or untap all tapped permanents of that type"): one of the kinds, then tap or
    untap, chosen as it resolves (413.2c) — one choice for the whole group, not one a permanent."""
    g = ctx.game
    kinds = list(flt.types) or ["permanent"]
    if len(kinds) > 1:
        opts = [Option(k, k, lambda v, k=k: str(v).lower().rstrip("s") == k) for k in kinds]
        kind = choose(g, ctx.controller, f"which type of permanent {ctx.source_name} taps or untaps", opts, (1, 1),
                      rule="413.2c")[0]
        flt = replace(flt, types=(kind,))
    opts = [Option("tap", "tap", lambda v: str(v).lower() == "tap"), Option("untap", "untap", lambda v: str(v).lower() == "untap")]
    pick = choose(g, ctx.controller, f"whether {ctx.source_name} taps or untaps them", opts, (1, 1), rule="413.2c")[0]
    # "tap all untapped permanents of the chosen type …, or untap all tapped permanents …": the
    # group is the ones the chosen action changes (a tapped one isn't tapped again)
    group = [o for o in list(g.in_play) if matches(g, flt, o, ctx.controller, ctx.source, ctx.x)
             and g.objects[o].tapped != (pick == "tap")]
    whose = player_names(refer(ctx, flt.controlled_by)) if flt.controlled_by is not None else []
    state = "untapped" if pick == "tap" else "tapped"
    what = f"{state} {flt.types[0] if flt.types else 'permanent'} {whose[0]} controls" if whose \
        else f"{state} {phrasebook.filter_phrase(flt)}"
    g.tracer.step(f"{ctx.source_name} {pick}s every {what}: "
                  f"{', '.join(g.describe(o) for o in group) or 'none'}", "413.2b", kind="effect")
    for o in group:
        (events.tap if pick == "tap" else events.untap)(g, o, "417.1")
