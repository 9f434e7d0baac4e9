"""A permanent becoming a copy of another (Unstable Shapeshifter)."""

from __future__ import annotations

from dataclasses import replace

from judge.cards import ir
from judge.engine import events
from judge.engine.characteristics import printed
from judge.engine.copies import copy_of
from judge.engine.context import Ctx, gone_trigger_object, handles, object_ids, refer
from judge.engine.effects.continuous import fixed_set


@handles(ir.BecomeCopy)
def _become_copy(ctx: Ctx, eff: ir.BecomeCopy) -> None:
    """Unstable Shapeshifter: "~ becomes a copy of that creature, except it has this ability" —
    the copied values are the card's (or what another copy effect made them, not the effects
    on it: judge.engine.copies), as the creature is now or as it last existed (413.2f); the
    effect has no end (418.3a)."""
    g = ctx.game
    sources = object_ids(refer(ctx, eff.of))
    gone = gone_trigger_object(ctx, eff.of) if not sources else None
    if gone is not None:
        # the creature whose coming into play triggered it has left play since: its copiable
        # values as it last existed (413.2f) — copying it does nothing to it (410.10c)
        sources = [gone]
        g.tracer.step(f"{g.lki[gone][1].name} has left its zone: its last known information is used", "413.2f",
                      kind="effect")
    if not sources:
        g.tracer.step(f"{ctx.source_name}: there is nothing to copy", "413.2f", kind="effect")
        return
    src = sources[0]
    model = g.objects[src] if g.exists(src) else g.lki[src][0]
    abilities = g.card_text_abilities(model.card)
    ability = ctx.so.ability if ctx.so is not None else None
    if eff.keeps_ability and ability is not None:
        abilities = replace(abilities, abilities=abilities.abilities + (ability,))
    for oid in fixed_set(ctx, eff.what):
        colors = printed(g, g.objects[oid]).colors if eff.keeps_color else None  # Vesuvan: its colour stays
        why = (", except it doesn't copy that creature's color" if eff.keeps_color else "") + \
            (", except it has this ability" if eff.keeps_ability and not eff.keeps_color else
             " and it has this ability" if eff.keeps_ability else "")
        events.become_copy(g, oid, copy_of(model.card, abilities, colors=colors),
                           g.describe(src) if g.exists(src) else model.card.name, why)
