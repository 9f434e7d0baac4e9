"""Spells and abilities on the stack: countered (414) and their targets changed (415)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, with_article
from judge.engine.context import (Ctx, Unsupported, amount, handles, object_ids, player_names, refer, run_effects,
                                  subjects)
from judge.engine.decider import choose, yes_no
from judge.engine.events import counter
from judge.engine.filters import matches
from judge.engine.kinds import StackKind
from judge.engine.mana import parse_cost
from judge.engine.objects import Target
from judge.engine.payment import can_pay, pay_mana, unpayable_words
from judge.engine.targets import legal_target, target_options
from judge.engine.trace import rules_named
from judge.zones import Zone


@handles(ir.CounterSpell)
def _counter(ctx: Ctx, eff: ir.CounterSpell) -> None:
    g = ctx.game
    for oid in object_ids(subjects(ctx, eff.what)):
        so = next((s for s in g.stack.items if s.card_obj == oid or s.id == oid), None)
        if so is None:
            continue
        if so.card_obj is not None and g.exists(so.card_obj) and any(
                isinstance(e, ir.CantBeCountered) for ab in g.abilities_of(g.objects[so.card_obj]).abilities
                if isinstance(ab, ir.StaticAbility) for e in ab.effects):
            g.tracer.step(f"{so.name} can't be countered (its own text, which wins over the rule): "
                          f"{ctx.source_name} doesn't counter it", "412.3", "103.1", "414.1", kind="effect")
            continue
        if eff.unless_cost:
            payer = so.controller
            if eff.unless_payer is not None:
                ps = player_names(refer(ctx, eff.unless_payer))
                payer = ps[0] if ps else payer
            times = amount(ctx, eff.unless_times) if eff.unless_times is not None else 1
            # "{1} for each card revealed this way": the cost that many times over
            x = ctx.x
            if eff.unless_x is not None:  # "where X is its converted mana cost" (Rethink)
                x = amount(ctx, eff.unless_x)
                what = f"{possessive(so.name)} converted mana cost" if isinstance(eff.unless_x, ir.ConvertedManaCostOf) \
                    and {so.id, so.card_obj} & set(object_ids(subjects(ctx, eff.unless_x.ref))) \
                    else phrasebook.amount_words(eff.unless_x, ctx.controller, this=ctx.source_name)
                if isinstance(eff.unless_x, ir.CountersOn) and isinstance(eff.unless_x.what, ir.This) and not (
                        g.exists(ctx.source) and g.objects[ctx.source].zone == Zone.IN_PLAY):
                    what += " as it last existed in play"  # Lilting Refrain, sacrificed to pay the cost
                # the information determined as the instruction is carried out, or last known (413.2f)
                g.tracer.step(f"X is {what}: {x}", "413.2f", kind="effect")
            cost = parse_cost(eff.unless_cost * times if times > 0 else "{0}", x)
            if eff.unless_times is not None:
                g.tracer.step(f"{eff.unless_cost} for each: {times} × {eff.unless_cost} = {cost}", "413.2", kind="effect")
            if not can_pay(g, payer, cost):
                g.tracer.step(f"{payer} can't pay {cost}: {unpayable_words(g, payer, cost)}, so that option can't be "
                              f"chosen", "413.2c", "413.2e", kind="choice")
            elif yes_no(g, payer, f"whether to pay {cost} for {so.name} ({ctx.source_name})", "413.2c"):
                # the choice is the instruction's (413.2c; glossary "Unless": "You may pay … If you don't, …"),
                # the payment 413.2e's (mana abilities may be played as part of it); in the card's terms:
                # "unless its controller pays"
                pay_mana(g, payer, cost, [], f"the \"unless\" of {ctx.source_name}", ctx.span, rule="413.2e")
                continue
            ctx.results.setdefault("countered", []).append(so)
            counter(g, so, f"by {ctx.source_name}", eff.destination, position=eff.destination_position)
            run_effects(ctx, eff.if_not)
            continue
        dest, pos, ctl = eff.destination, eff.destination_position, None
        if eff.destination_if is not None and not (so.card_obj is not None and g.exists(so.card_obj) and matches(
                g, eff.destination_if, so.card_obj, ctx.controller, ctx.source, zone_check=False)):
            dest, pos = Zone.GRAVEYARD, None  # Desertion: only an artifact or creature card goes elsewhere
        if dest == Zone.IN_PLAY:
            ps = player_names(refer(ctx, eff.destination_controller)) if eff.destination_controller is not None else []
            ctl = ps[0] if ps else ctx.controller
            g.tracer.step(f"{possessive(ctx.source_name)} later text modifies the countering: the card is put into play under "
                          f"{possessive(ctl)} control instead of into its owner's graveyard", "413.2b", kind="effect")
        elif dest != Zone.GRAVEYARD:
            where = ("is removed from the game" if dest == Zone.REMOVED
                     else f"goes to its owner's library ({phrasebook.LIBRARY_END_WORDS[pos]})" if pos is not None
                     else f"goes to its owner's {dest}")
            g.tracer.step(f"{possessive(ctx.source_name)} later text modifies the countering: the spell {where} instead of "
                          f"going to the graveyard", "413.2b", kind="effect")
        ctx.results.setdefault("countered", []).append(so)  # ("that permanent": its source, Interdict)
        counter(g, so, f"by {ctx.source_name}", dest, controller=ctl, position=pos)


@handles(ir.ChangeTargets)
def _change_targets(ctx: Ctx, eff: ir.ChangeTargets) -> None:
    """415.1-415.2: "Choose a new target for target spell with a single target" (Deflection):
    the new target must be legal for that spell (from its controller's point of view) and
    differ from the old one; with no such target, the original target is unchanged."""
    g = ctx.game
    for oid in object_ids(refer(ctx, eff.what)):
        so = next((s for s in g.stack.items if s.card_obj == oid or s.id == oid), None)
        if so is None or len(so.targets) != 1:
            if so is not None and eff.must_be is not None:
                # Silver Wyvern: "the target" of a spell with more than one, each of them ~ — which
                # one changes, or whether all do, the card doesn't say: refused, not guessed
                raise Unsupported(f"{ctx.source_name}: changing 'the target' of {so.name}, which has "
                                  f"{len(so.targets)} targets")
            continue
        old = so.targets[0]
        src = so.card_obj if so.kind is StackKind.SPELL else so.source
        try:
            src_chars = g.last_known(src)[1] if src is not None else None
        except KeyError:
            src_chars = None
        opts = [o for o in target_options(g, old.spec, so.controller, src, src_chars, so.x)
                if o.value not in (old.obj, old.player) and o.value != oid]
        must = ""
        if eff.must_be is not None:
            # "The new target must be a creature." (Silver Wyvern): a legal target for that spell or
            # ability (415.2) that is also what the card says, as it is now
            must = phrasebook.filter_words(eff.must_be)
            opts = [o for o in opts if matches(g, eff.must_be, o.value, ctx.controller, ctx.source)]
            if not opts:
                # what is one but not legal for that spell, and why (Meddle, the only other creature protected from
                # the spell's color: 502.7b decides, audit 14843)
                barred = _barred_others(ctx, eff.must_be, so, old, src, src_chars, oid)
                g.tracer.step(f"{so.name} has no other legal target that is {with_article(must)}: its target stays "
                              f"{old.describe(g)}{barred}", "415.2", *rules_named(barred), kind="effect")
                continue
        if not opts:
            g.tracer.step(f"{so.name} has no other legal target: its target stays {old.describe(g)}", "415.2", kind="effect")
            continue
        # what the choice is among, and why the rest isn't (415.2: another target, legal for that spell)
        among = (f"another target legal for it{' that is ' + with_article(must) if must else ''}, not "
                 f"{old.describe(g)}, its target now")
        v = choose(g, ctx.controller, f"a new target for {so.name} ({ctx.source_name}: {among})", opts, (1, 1),
                   rule="415.2")[0]
        g.stack.set_target(so, 0, Target(old.spec, player=v) if isinstance(v, str) else Target(old.spec, obj=v, zone=g.objects[v].zone))
        if so.modes:  # 415.2a: the new target is one for the mode announced; the mode doesn't change
            g.tracer.step(f"{possessive(so.name)} target changes from {old.describe(g)} to {so.targets[0].describe(g)} (only to "
                          f"another legal target for its mode; the mode stays \"{'; '.join(so.modes)}\")", "415.2a",
                          "415.1", "415.2", kind="effect")
            continue
        g.tracer.step(f"{possessive(so.name)} target changes from {old.describe(g)} to {so.targets[0].describe(g)} (only to another "
                      f"legal target)", "415.1", "415.2", kind="effect")


def _barred_others(ctx: Ctx, must_be: ir.Filter, so, old: Target, src, src_chars, oid: int) -> str:
    """The permanents other than ``old`` that are what ``must_be`` says but no legal target for the spell or ability
    ``so`` (415.2), each with why ("Hill Giant @hg: it has protection from red (502.7b)"), as words to add to the step
    saying its target stays; "" when there are none."""
    g = ctx.game
    said = []
    for o in sorted(g.objects.values(), key=lambda o: o.id):
        if o.zone != Zone.IN_PLAY or o.id in (old.obj, oid) or not matches(g, must_be, o.id, ctx.controller, ctx.source):
            continue
        ok, why = legal_target(g, old.spec, o.id, so.controller, src, src_chars, so.x)
        if not ok:
            said.append(f"{g.describe(o.id)}: {why or 'not a legal choice'}")
    return f" ({'; '.join(said)})" if said else ""
