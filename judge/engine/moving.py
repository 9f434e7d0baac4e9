"""Moving counters from one permanent to another (glossary "Move"): "move a +1/+1 counter from ~
onto target creature" (Afiya Grove), "move all +1/+1 counters from all creatures onto it" (Spike
Cannibal). An instruction of a resolving spell or ability (413.2, a one-shot effect: 417.1). The
glossary: "If the enchantment or counter no longer exists or the new permanent is no longer in
play when the spell or ability resolves, nothing happens." A counter is a marker on a permanent
(glossary "Counter"): one that left play took its counters with it, and no more are moved than
are there (416.3's "as many as possible").
"""

from __future__ import annotations

from judge.cards import ir
from judge.engine import events
from judge.engine.context import Ctx, amount, handles, object_ids, subjects
from judge.zones import Zone

#: What a trace step says of the rule's source.
MOVE = 'glossary "Move"'


def _in_play(ctx: Ctx, oid: int) -> bool:
    g = ctx.game
    return g.exists(oid) and g.objects[oid].zone == Zone.IN_PLAY


@handles(ir.MoveCounters)
def _move_counters(ctx: Ctx, eff: ir.MoveCounters) -> None:
    g = ctx.game
    named = object_ids(subjects(ctx, eff.onto))
    onto = [o for o in named if _in_play(ctx, o)]
    if len(onto) != 1:
        g.tracer.step(f"{ctx.source_name}: the permanent the counters would move onto is no longer in play: nothing "
                      f"happens ({MOVE})", "413.2", kind="counter")
        return
    dest = onto[0]
    n = 0 if eff.all_counters else amount(ctx, eff.count)
    total = 0
    for o in object_ids(subjects(ctx, eff.source)):
        if o == dest:
            continue  # (its own counters are where they would go)
        if not _in_play(ctx, o):
            g.tracer.step(f"{g.describe(o)} is no longer in play: its {eff.kind} counters no longer exist and none is "
                          f"moved ({MOVE})", "413.2", kind="counter")
            continue
        has = g.objects[o].counters.get(eff.kind, 0)
        moved = has if eff.all_counters else min(n, has)
        if not eff.all_counters and moved < n:
            g.tracer.step(f"{g.describe(o)} has {'no' if has == 0 else 'only ' + str(has)} {eff.kind} "
                          f"counter{'s' if has != 1 else ''}: {'nothing is' if has == 0 else 'those are'} moved — an "
                          f"effect does only as much as possible ({MOVE})", "416.3", kind="counter")
        if moved <= 0:
            continue
        events.remove_counters(g, o, eff.kind, moved, "417.1", why=f" to be moved onto {g.describe(dest)} ({MOVE})",
                               by=ctx.controller)
        events.add_counters(g, dest, eff.kind, moved, "417.1")
        total += moved
    if eff.all_counters and total == 0:  # (a count of one says its shortfall above, for each source)
        g.tracer.step(f"{ctx.source_name}: no {eff.kind} counter is on anything it names besides {g.describe(dest)}: "
                      f"nothing is moved — an effect "
                      f"does only as much as possible ({MOVE})", "416.3", kind="counter")
