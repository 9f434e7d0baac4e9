"""Delayed triggered abilities created by a resolving spell or ability (406.2, 417.2)."""

from __future__ import annotations

import re
from dataclasses import replace

from judge.cards.english import STEP_WORDS, possessive
from judge.dsl.ast import Step
from judge.cards import ir, phrasebook
from judge.engine.ability_limits import MAIN_STEPS
from judge.engine.context import (AFFECTED_THIS_WAY, MOVED_THIS_WAY, Ctx, Unsupported, amount, handles, named, object_ids,
                                  refer, subjects, targets_named)
from judge.engine.objects import DelayedAbility, Target
from judge.engine.evasion import mode_holding
from judge.zones import Zone


def only_read(effects: tuple, index: int) -> bool:
    """Whether the effects name their ``index``-th reference only inside a value read of it (its
    converted mana cost, power or toughness: Mana Drain's "that spell's converted mana cost"), never as
    an object acted on."""
    if ir.Target not in ir.kinds_in(effects):
        return False  # (no reference named at all: what the text holds, asked once for each card's text)
    reads = (ir.ConvertedManaCostOf, ir.PowerOf, ir.ToughnessOf)
    inside = sum(1 for e in ir.walk(effects) if isinstance(e, reads)
                 for x in ir.walk(e) if isinstance(x, ir.Target) and x.index == index)
    named = sum(1 for x in ir.walk(effects) if isinstance(x, ir.Target) and x.index == index)
    return named > 0 and inside == named


def owner_only(effects: tuple, index: int) -> bool:
    """Whether the effects name their ``index``-th reference only as the player who owns it (Reincarnation's "from
    its owner's graveyard … under the control of that creature's owner"; added, session 67, h7), never as an object
    acted on: a card's owner doesn't change, so the object as it last existed still says it (413.2f)."""
    if ir.Target not in ir.kinds_in(effects):
        return False  # (no reference named at all)
    inside = sum(1 for e in ir.walk(effects) if isinstance(e, ir.OwnerOf)
                 for x in ir.walk(e) if isinstance(x, ir.Target) and x.index == index)
    named = sum(1 for x in ir.walk(effects) if isinstance(x, ir.Target) and x.index == index)
    return named > 0 and inside == named


def followed_targets(ctx: Ctx, effects: tuple = ()) -> list:
    """The targets of ``ctx`` as a delayed ability it creates takes them: one an earlier
    instruction moved is the object it became ("Return target creature card to play. … At end
    of turn, sacrifice it": the creature returned, 217.8)."""
    out = []
    for i, t in enumerate(ctx.targets):
        # (a target spell moved off the stack whose value alone the delayed ability reads — Mana Drain's "that
        # spell's converted mana cost" — is followed no further: the card in the graveyard is a new object, 217.8,
        # and the value is the spell's as it last existed on the stack, 413.2f)
        if t is not None and t.obj is not None and t.obj in ctx.moved \
                and not (t.zone == Zone.STACK and only_read(effects, getattr(t.spec, "index", i))):
            oid = t.obj
            while oid in ctx.moved:
                oid = ctx.moved[oid]
            t = replace(t, obj=oid, zone=ctx.game.objects[oid].zone if oid in ctx.game.objects else t.zone)
        out.append(t)
    return out


def _nested_kept_out(x):
    """A delayed ability nested in another's instructions, left out of what the other refers to (an empty tuple)."""
    return () if isinstance(x, ir.DelayedTrigger) else None


#: The rule that has "at the beginning of" a step's abilities trigger as the step begins (300.5 for the others).
_STEP_BEGINS = {Step.UPKEEP: "303.1", Step.END_OF_COMBAT: "311.1", Step.END_OF_TURN: "313.1"}


def _what_it_does(ctx: Ctx, eff: ir.DelayedTrigger) -> str:
    """A delayed ability's instruction in the reading's words (judge card's, without its "[delayed, once]" mark),
    its targets named, and who "you" is: ": at the beginning of the next upkeep step: you draw a card ("you" is
    Alice, its controller)" (406.2a: the ability is created now, and says what it will do)."""
    words = re.sub(r"^\[delayed(?:, once)?\] ", "", phrasebook.effect_words_for(eff, ctx.source_name))
    words = targets_named(ctx, words)
    you = f" (\"you\" is {ctx.controller}, its controller)" if re.search(r"\byour?\b", words) else ""
    return f": {words}{you}"


@handles(ir.DelayedTrigger)
def _delayed(ctx: Ctx, eff: ir.DelayedTrigger) -> None:
    g = ctx.game
    refs = {}
    if eff.lasts is not None and eff.lasts != ir.WHILE_SOURCE_TAPPED:  # (only Giant Oyster's is read: refused loudly)
        raise Unsupported(f"{possessive(ctx.source_name)} delayed ability lasts \"{eff.lasts}\": only \"for as long as ~ "
                          f"remains tapped\" is followed")
    if eff.lasts == ir.WHILE_SOURCE_TAPPED and not (g.exists(ctx.source) and g.objects[ctx.source].zone == Zone.IN_PLAY
                                                    and g.objects[ctx.source].tapped):
        # Giant Oyster (added, session 71, h9): its source untapped or gone before the ability resolved — the
        # duration is over already, and the delayed ability of that duration is never made (418.3d)
        g.tracer.step(f"{ctx.source_name}: \"for as long as {ctx.source_name} remains tapped\" is already over, so "
                      f"the delayed ability is not created", "418.3d", kind="effect")
        return
    # "that creature" in the delayed ability means what the creating effect referred to.
    trigger, watch = eff.trigger, None
    if trigger.subject is not None and not isinstance(trigger.subject, (ir.This, ir.Filter, ir.Enchanted)):
        # "When that creature leaves play this turn" (Heart Wolf): that object, found now — one an instruction of
        # this resolution moved followed to the object it became, as the instructions before act on it (217.8,
        # 413.2b: Dreams of the Dead as printed, "If the creature leaves play", the creature it put into play)
        ids = object_ids(subjects(ctx, trigger.subject))
        if not ids or not g.exists(ids[0]):
            g.tracer.step(f"{possessive(ctx.source_name)} delayed ability would watch an object that is gone: it is not created",
                          "406.2", kind="effect")
            return
        trigger, watch = replace(trigger, subject=ir.This()), ids[0]
    followed, effects, condition = followed_targets(ctx, eff.effects), eff.effects, eff.condition
    if eff.targets and any(t is not None for t in followed):
        # Gaze of Pain's own targets (session 76, h7) are the only ones its instructions' indexes name: a delayed ability
        # with its own targets made by a spell or ability that has targets of its own is refused loudly
        raise Unsupported(f"{possessive(ctx.source_name)} delayed ability chooses its own targets, and the spell or "
                          f"ability creating it has targets too")
    # a delayed ability nested in this one's instructions (Seraph's "…, then sacrifice that creature when you lose
    # control of ~"; added, session 70, h6) is made as this one resolves, and its references are worked out then,
    # to what that resolution did (406.2a): none of them is this one's
    own = tuple(ir.rebuild(e, _nested_kept_out) for e in effects) \
        if ir.DelayedTrigger in ir.kinds_in(effects) else effects
    for kind, key in ((ir.Created, "created"), (ir.MovedThisWay, MOVED_THIS_WAY), (ir.AffectedThisWay, AFFECTED_THIS_WAY)):
        if kind not in ir.kinds_in(own) and (condition is None or kind not in ir.kinds_in(condition)):
            continue  # (what the text holds: the same answer as a walk of both, asked once for each card's text)
        # "Create a … token. Exile it at the beginning of the next end step": the delayed ability
        # refers to the token made (not targeted, 406.2c: kept as a reference, as its targets are);
        # so too the card an instruction moved into play (Corpse Dance's "Exile it …"), that object
        # only — once it leaves play it is a new object (217.8)
        made = [o for o in ctx.results.get(key, ()) if g.exists(o)]
        # — and the creatures a requirement applied to (Maddening Imp's "those creatures": the set fixed
        # as it resolved, 418.3b), followed whoever controls them
        # (the card set aside by Elkin Bottle as printed — added, printed round twenty-four — followed
        # where it is, removed from the game: 217.7a)
        if not made and kind is ir.AffectedThisWay:
            continue  # the requirement applied to nothing: "those creatures" are none (said as it resolves, 413.2b)
        refs = [Target(spec=None, obj=o, zone=g.objects[o].zone) for o in made]
        named = tuple(ir.Target(len(followed) + i) for i in range(len(refs)))
        now = named[0] if len(named) == 1 else ir.Both(named)
        effects = tuple(ir.rebuild(e, lambda x, kind=kind, now=now: x if isinstance(x, ir.DelayedTrigger)
                                   else now if isinstance(x, kind) else None) for e in effects)
        if condition is not None:  # "if you haven't played the card" (Elkin Bottle as printed): that card
            condition = ir.rebuild(condition, lambda x, kind=kind, now=now: now if isinstance(x, kind) else None)
        followed = followed + refs
    if ir.CountMovedThisWay in ir.kinds_in(effects) or (condition is not None and
                                                        ir.CountMovedThisWay in ir.kinds_in(condition)):
        # Song of Blood (added, session 68, h5): "for each creature card put into your graveyard this way" —
        # what the spell's instruction before did, a number fixed as it resolved: the delayed ability carries
        # it, whatever leaves that graveyard later (413.2f)
        def fixed(x):
            return amount(ctx, x) if isinstance(x, ir.CountMovedThisWay) else None
        effects = tuple(ir.rebuild(e, fixed) for e in effects)
        condition = ir.rebuild(condition, fixed) if condition is not None else None
    that_player = None
    if trigger.whose is ir.TriggerWhose.THAT_PLAYER:
        # Nafs Asp: "their next draw step" — the player the trigger event was about (a player dealt damage), kept
        players = [p for p in refer(ctx, ir.TriggerPlayer()) if isinstance(p, str)]
        if not players:
            raise Unsupported(f"{possessive(ctx.source_name)} delayed ability waits for \"that player's\" step, and no player "
                              f"is named")
        that_player = players[0]
    g.triggers.add_delayed(DelayedAbility(trigger=trigger, effects=effects, controller=ctx.controller,
                                    source=ctx.source, source_name=ctx.source_name, targets=followed,
                                    chars_then=tuple((t.obj, characteristics_of(g, t.obj)) for t in followed
                                                     if t is not None and t.obj is not None and g.exists(t.obj)
                                                     and g.objects[t.obj].zone == Zone.IN_PLAY),
                                    created_turn=g.turns.turn, event=ctx.event,
                                    turn_number=ctx.results.get("extra turn") if eff.trigger.extra_turn else None,
                                    condition=condition, found=tuple(ctx.results.get("found", ())),
                                    watch=watch, turn_only=g.turns.turn if eff.this_turn else None, repeats=eff.repeats,
                                    # "for each 1 damage prevented this way" (Sacred Boon): this
                                    # resolution's shields' total, as it resolves (413.2f)
                                    prevented_by=ctx.so.id if ctx.so is not None and ir.ResultOf in ir.kinds_in(effects)
                                    and any(x == ir.ResultOf(ir.DAMAGE_PREVENTED_IN_ALL) for x in ir.walk(effects)) else None,
                                    # a modal spell's (Sapphire Charm): the mode chosen only (409.1b)
                                    text=mode_holding(g, ctx.source, eff) or eff.text, player=that_player,
                                    unless_paid=eff.unless_paid,
                                    while_tapped=ctx.source if eff.lasts == ir.WHILE_SOURCE_TAPPED else None,
                                    own_targets=eff.targets, optional=eff.optional or _controllers_may(eff.effects)))
    if eff.lasts == ir.WHILE_SOURCE_TAPPED:
        g.effects.watch_lasting()  # (ended by ContinuousEffects.end_lapsed, as an untap lock of the same duration)
    watched = f" watching {g.describe(watch)}{' this turn' if eff.this_turn else ''}" if watch is not None else ""
    if eff.lasts == ir.WHILE_SOURCE_TAPPED:  # Giant Oyster: a stated duration (406.2e, 418.3a)
        watched += f", lasting for as long as {ctx.source_name} remains tapped (it triggers each time until then)"
    said = mode_holding(g, ctx.source, eff) or eff.text
    # what it will do, in the card's words (406.2a) — or, where no one sentence of the card says it (several
    # abilities make one of its kind: Arcane Denial's two draws; Giant Oyster's), in the reading's words
    said = f" (\"{said}\")" if said else _what_it_does(ctx, eff)
    g.tracer.step(f"{ctx.source_name} creates a delayed triggered ability{watched}{said}", "406.2a", "417.2",
                  *(("406.2e",) if eff.lasts else ()), kind="effect")
    if eff.unless_paid and that_player is not None:
        # glossary "Unless": "… unless they pay {1} before that draw step" is "They may pay {1} before that draw step.
        # If they don't, …"
        g.tracer.step(f"Until it triggers, {that_player} may pay {eff.unless_paid} to end it, any time {that_player} has "
                      f"priority (paying doesn't use the stack): the ability says \"unless they pay {eff.unless_paid} "
                      f"before\" (glossary \"Unless\")", "406.2a", kind="effect")
    if trigger.event is ir.TriggerEvent.LOSES_CONTROL and isinstance(trigger.subject, ir.This) and watch is None \
            and not (g.exists(ctx.source) and g.objects[ctx.source].zone == Zone.IN_PLAY
                     and g.controller_of(ctx.source) == ctx.controller):
        # Seraph (added, session 70, h6): "… when you lose control of ~", ~ gone from play (or another's) before the
        # ability existed — that loss is irrelevant to it, and it never triggers (406.2b, its example)
        g.tracer.step(f"{ctx.controller} no longer controlled {ctx.source_name} when the ability was made: it never "
                      f"triggers", "406.2b", kind="effect")
    if trigger.event is ir.TriggerEvent.LEAVES_PLAY and isinstance(trigger.subject, ir.This) and watch is None \
            and not (g.exists(ctx.source) and g.objects[ctx.source].zone == Zone.IN_PLAY):
        # Stangg returned to its owner's hand with its comes-into-play ability on the stack (audit 13227): "If Stangg
        # leaves play, remove Stangg Twin token from game" made after it left — that leaving came before the ability
        # existed, and the card is a new object now (217.8): it never triggers (406.2b)
        g.tracer.step(f"{ctx.source_name} left play before the ability existed: it never triggers", "406.2b", "217.8",
                      kind="effect")
    if trigger.event in (ir.TriggerEvent.LTB_OR_UNTAPS, ir.TriggerEvent.UNTAPS_OR_LOSES_CONTROL):
        # Merieke Ri Berit, Coffin Queen (added, session 70, h6): its source untapped or gone before the ability
        # existed — the trigger event is irrelevant until then (406.2b, its example)
        if not g.exists(ctx.source) or g.objects[ctx.source].zone != Zone.IN_PLAY:
            g.tracer.step(f"{ctx.source_name} left play before the ability existed: it never triggers", "406.2b",
                          kind="effect")
        elif not g.objects[ctx.source].tapped:
            g.tracer.step(f"{ctx.source_name} is untapped already: it doesn't trigger now, and waits for the next time "
                          f"{ctx.source_name} becomes untapped", "406.2b", kind="effect")
    if trigger.event is ir.TriggerEvent.BEGINNING_OF_STEP and trigger.step is Step.MAIN_PHASE and g.turns.step in MAIN_STEPS \
            and g.turns.active == ctx.controller:
        # Mana Drain played in its controller's main phase: that phase began before the ability existed
        g.tracer.step(f"It doesn't trigger in this {g.turns.step} phase, which began before the ability existed: "
                      f"it waits for {possessive(ctx.controller)} next main phase", "406.2b", "300.5", kind="effect")
    if trigger.event is ir.TriggerEvent.BEGINNING_OF_STEP and trigger.step is g.turns.step and not trigger.extra_turn \
            and (trigger.whose in (None, ir.TriggerWhose.EACH)
                 or trigger.whose is ir.TriggerWhose.YOU and g.turns.active == ctx.controller):
        # "at end of turn" made during the end of turn step: that step began before it existed (so too "at the
        # beginning of your next end step" made in its controller's own: Necropotence, added session 69, h6)
        mine = f" of {possessive(ctx.controller)} turns" if trigger.whose is ir.TriggerWhose.YOU else ""
        g.tracer.step(f"It doesn't trigger in this {STEP_WORDS[trigger.step]} step, which began before the ability existed: "
                      f"it waits for the next one{mine}", "406.2b", _STEP_BEGINS.get(trigger.step, "300.5"), kind="effect")
    _blocks_past(g, trigger, watch)


def _blocks_past(g, trigger: ir.Trigger, watch) -> None:
    """Delif's Cone played after blockers are declared (audit 8682): "when target creature you control
    attacks and isn't blocked" — this combat's blocks were declared before the ability existed, so
    the event it waits for is past in this combat (406.2b); the step says so, and what the creature is."""
    if trigger.event is not ir.TriggerEvent.ATTACKS_AND_ISNT_BLOCKED or watch is None or g.combat is None \
            or not g.combat.blockers_declared or not g.exists(watch):
        return
    o = g.objects[watch]
    now = ("blocked" if o.blocked else "unblocked already") if o.attacking else "not attacking"
    g.tracer.step(f"This combat's blockers were declared before the ability existed ({g.describe(watch)} is {now}): "
                  f"the event it waits for is past, so it doesn't trigger in this combat", "406.2b", "309.3", kind="effect")


def characteristics_of(g, oid: int) -> tuple:
    """A permanent's characteristics now, compared: name, mana cost, colour, types, abilities, power and
    toughness (406.2c: a delayed ability still affects the permanent it refers to "even if the permanent
    changes characteristics" — said of a change only where there was one; Glyph of Doom's unchanged Wall of
    Shields, audit 8278)."""
    c = g.chars(oid)
    return (c.name, c.mana_cost, c.colors, c.types, c.subtypes, c.supertypes, tuple(c.abilities), c.power, c.toughness)


def _controllers_may(effects: tuple) -> bool:
    """A delayed triggered ability that is its controller's "you may …" as a whole (Delif's Cone: "when target
    creature you control attacks and isn't blocked, you may gain life equal to its power. If you do, …"): a
    triggered ability like any other, its choice made as it would be put on the stack (410.5) — declined,
    nothing goes on the stack; accepted, the instruction (and its "If you do") is carried out on resolution,
    not asked again. Another player's "may", or one with an "otherwise", stays a choice made on resolution."""
    return len(effects) == 1 and isinstance(effects[0], ir.Optional_) and isinstance(effects[0].who, ir.You) \
        and not effects[0].otherwise
