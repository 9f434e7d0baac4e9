"""Counters put on, distributed among and removed from objects (glossary "Counter"; as many as
there are, 416.3)."""

from __future__ import annotations

from dataclasses import replace

from judge.cards import ir
from judge.cards import phrasebook
from judge.engine import events
from judge.engine.context import Ctx, amount, handles, object_ids, subjects
from judge.engine.decider import Option, choose
from judge.engine.filters import matches
from judge.engine.effects.counting import how_many, say_damage_this_turn, say_x_as_played
from judge.zones import Zone


@handles(ir.PutCounters)
def _counters(ctx: Ctx, eff: ir.PutCounters) -> None:
    """Put counters (417.1); "up to" that many is the controller's choice as it resolves (413.2c),
    and a bound on the total put on each ("can't cause the total number … to be greater than
    seven") leaves room for that many only."""
    g = ctx.game
    n = amount(ctx, eff.count)
    say_damage_this_turn(ctx, eff.count, n)  # "for each 1 damage dealt to you this turn" (Discordant Spirit)
    say_x_as_played(ctx, eff.count, n)  # "equal to the value of X as you play ~" (Venarian Gold)
    if eff.kind_x is not None:
        # "a +0/+X counter, where X is …" (Living Armor as printed): X worked out now (413.2f), the
        # counter's kind fixed with it — one counter of that kind, not X counters
        x = amount(ctx, eff.kind_x)
        kind = eff.kind.replace("x", str(x)).replace("+-", "-")
        g.tracer.step(f"X is {x} ({phrasebook.amount_words(eff.kind_x, ctx.controller)}): {ctx.source_name} puts {phrasebook.counters_phrase(n, kind)}",
                      "413.2f", kind="effect")
        eff = replace(eff, kind=kind, kind_x=None)
    _say_with_fading(ctx, eff)
    for o in object_ids(subjects(ctx, eff.what)):
        k = n
        if g.exists(o) and g.objects[o].zone != Zone.IN_PLAY:
            # Vampiric Embrace's Oracle "… dies, put a +1/+1 counter on that creature": the ability
            # finds the card in the graveyard (410.10c), and a counter is a marker placed on a
            # permanent (glossary "Counter") — none is put on it
            where = g.objects[o].zone
            g.tracer.step(f"{g.describe(o)} is a card in {'the ' + where.value if where is not Zone.REMOVED else where}"
                          f", not a permanent: a counter is a marker placed on a permanent (glossary \"Counter\"), so "
                          f"no {eff.kind} counter is put on it", "410.10c", "413.2b", kind="effect")
            continue
        if eff.at_most is not None and g.exists(o):
            have = g.objects[o].counters.get(eff.kind, 0)
            room = max(0, eff.at_most - have)
            if k > room:
                g.tracer.step(f"{g.describe(o)} has {have} {eff.kind} counter{'s' if have != 1 else ''}: the ability "
                              f"can't make the total greater than {eff.at_most}, so at most {room} can be put on it",
                              "413.2", kind="effect")
                k = room
        if eff.up_to and k > 0:
            k = how_many(ctx, ctx.controller, k, f"put on {g.describe(o)}", f"{eff.kind} counters", rule="413.2c")
        if k > 0:
            events.add_counters(g, o, eff.kind, k, "417.1")


def _say_with_fading(ctx: Ctx, eff: ir.PutCounters) -> None:
    """Parallax Inhibitor's "each permanent with fading you control" (session 75, h7): which of the permanents the
    rest of the words name have fading — the keyword standing for its reminder text's rule (502.1), an upkeep ability
    that removes a fade counter or sacrifices the permanent — and which don't, and get no counter, each as it is now
    (413.2: "each" is the objects fitting the words as the instruction is carried out)."""
    if not isinstance(eff.what, ir.All):
        return
    g = ctx.game
    for f in eff.what.filters:
        if ir.WITH_FADING not in f.extra:
            continue
        rest = replace(f, extra=tuple(e for e in f.extra if e != ir.WITH_FADING))
        named = [o for o in g.in_play if matches(g, rest, o, ctx.controller, ctx.source)]
        have = [g.describe(o) for o in named if matches(g, f, o, ctx.controller, ctx.source)]
        lack = [g.describe(o) for o in named if not matches(g, f, o, ctx.controller, ctx.source)]
        said = phrasebook.said_of(phrasebook.filter_plural(rest), ctx.controller)
        g.tracer.step(f"Of the {said} ({ctx.source_name}'s words), "
                      + (f"{', '.join(have)} {'has' if len(have) == 1 else 'have'} fading" if have else "none has fading")
                      + (f"; {', '.join(lack)} {'has' if len(lack) == 1 else 'have'} no fading ability now, so no "
                         f"{eff.kind} counter is put on {'it' if len(lack) == 1 else 'them'}" if lack else "")
                      + " (Fading: \"At the beginning of your upkeep, remove a fade counter from it. If you can't, "
                        "sacrifice it.\")", "502.1", "413.2", kind="effect")


@handles(ir.PutCounterOfChoice)
def _counter_of_choice(ctx: Ctx, eff: ir.PutCounterOfChoice) -> None:
    """"Put a +0/+1 counter or a +1/+0 counter on target creature" (Dwarven Armorer; added, Oracle
    activated round nineteen): the ability's controller chooses the kind as it resolves (413.2c),
    then one counter of it is put on the permanent (417.1)."""
    g = ctx.game
    if not any(g.exists(o) for o in object_ids(subjects(ctx, eff.what))):
        return
    opts = [Option(f"a {k} counter", k, lambda v, k=k: str(v).strip().lower().removesuffix(" counter") == k)
            for k in eff.kinds]
    # the choice's own step says what was chosen (413.2c): no second step repeating it (audit 11308)
    kind = choose(g, ctx.controller, f"which counter {ctx.source_name} puts: " + " or ".join(eff.kinds), opts, (1, 1),
                  rule="413.2c", forced_ok=False)[0]
    _counters(ctx, ir.PutCounters(eff.what, kind, 1))


@handles(ir.DistributeCounters)
def _distribute_counters(ctx: Ctx, eff: ir.DistributeCounters) -> None:
    """"Distribute two +1/+1 counters among one or two target creatures": each target gets the
    share announced as the spell was played (409.1e); an illegal target's share is put on nothing,
    nor moved to the others (413.2a)."""
    g = ctx.game
    for i, n in sorted((ctx.divide or {}).items()):
        t = ctx.targets[i] if i < len(ctx.targets) else None
        if t is None and i < len(ctx.targets):
            continue  # illegal on resolution: its lost share is said there (judge.engine.division.shares_lost; audit 8379)
        if t is None or t.obj is None or not g.exists(t.obj) or g.objects[t.obj].zone != Zone.IN_PLAY:
            g.tracer.step(f"{ctx.source_name}: the share of {n} {eff.kind} counter{'s' if n != 1 else ''} announced for "
                          f"a target that is no longer legal is put on nothing", "413.2a", kind="effect")
            continue
        events.add_counters(g, t.obj, eff.kind, n, "409.1e")


@handles(ir.RemoveCounters)
def _remove_counters(ctx: Ctx, eff: ir.RemoveCounters) -> None:
    """Remove counters: as many as there are, up to the number said (416.3); "remove all fungus
    counters from all creatures" (Sporogenesis): all of that kind each one has."""
    g = ctx.game
    n = 0 if eff.all_counters else amount(ctx, eff.count)
    ctx.results[ir.COUNTERS_REMOVED] = 0  # what "for each counter removed this way" counts (Ventifact Bottle)
    # "remove all these counters" (Discordant Spirit as printed; the reader marks it): every one of the
    # kind, those put there otherwise too — counters with the same name or description are
    # interchangeable (glossary "Counter")
    why = (f" (all of them, whatever put them there: \"these counters\" are {eff.kind} counters, and counters with "
           f"the same name or description are interchangeable, glossary \"Counter\")" if eff.these else "")
    for o in object_ids(subjects(ctx, eff.what)):
        if g.exists(o) and g.objects[o].zone == Zone.IN_PLAY:
            has = g.objects[o].counters.get(eff.kind, 0)
            if eff.all_counters:
                if has:
                    events.remove_counters(g, o, eff.kind, has, "417.1", why=why, by=ctx.controller)
                    ctx.results[ir.COUNTERS_REMOVED] += has
                continue
            if n > 0 and has < n:
                # a counter is a marker on a permanent (glossary "Counter"): it removes what is there
                said = (f"{g.describe(o)} has no {eff.kind} counter to remove: nothing is removed" if has == 0 else
                        f"{g.describe(o)} has only {has} {eff.kind} counter{'s' if has != 1 else ''}, fewer than the "
                        f"{n} to remove: {'it is' if has == 1 else 'those are'} removed")
                g.tracer.step(f"{said} — an effect does only as much as possible (a counter is a marker on a "
                              f"permanent, glossary \"Counter\")", "416.3", kind="counter")
            events.remove_counters(g, o, eff.kind, min(n, has), "417.1", why=why if has else "", by=ctx.controller)
            ctx.results[ir.COUNTERS_REMOVED] += max(min(n, has), 0)
