"""Prevention and regeneration shields, redirections and the other replacement effects a
resolving spell or ability sets up (419.1, 419.6b, 419.7)."""

from __future__ import annotations

from dataclasses import replace

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import own_object, own_possessive, possessive, quoted, with_article
from judge.engine import events
from judge.engine.context import (Ctx, Unsupported, amount, handles, object_ids, own_sentence, player_names, refer,
                                  run_effects,
                                  subjects, targets_named)
from judge.engine.decider import yes_no
from judge.engine.filters import matches
from judge.engine.kinds import EventKind, ShieldKind
from judge.engine.objects import DelayedAbility
from judge.engine.replacement import Replacement, ShieldMemory, add, add_prevention_shield, add_regeneration_shield
from judge.engine.triggers import trigger_delayed
from judge.engine.effects.continuous import fixed_set
from judge.engine.effects.delayed import characteristics_of, followed_targets
from judge.zones import Zone


@handles(ir.NextDrawInstead)
def _next_draw_instead(ctx: Ctx, eff: ir.NextDrawInstead) -> None:
    """"The next time you would draw a card this turn, instead …": a replacement effect for one
    draw (419.1), used up as it applies; the draw inside what it does instead is not replaced
    by it again (419.6a). Unused, it ends in the cleanup step (314.1b)."""
    g = ctx.game
    base = ctx
    for p in player_names(refer(ctx, eff.who)):
        def apply(g2, ev, this, p=p):
            if eff.once:
                g2.replacements.use_up(this)
            with g2.tracer.nest(f"{p} would draw a card; instead ({this.text})", "419.1", kind="replace"):
                c = Ctx(game=g2, controller=base.controller, source=base.source, source_name=base.source_name,
                        targets=base.targets, x=base.x, results={"event player": p})
                run_effects(c, eff.instead)
            return None

        when = "the next time" if eff.once else "each time this turn"
        add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.DRAW, f"{ctx.source_name}: {when} {p} would draw a card",
                           lambda g2, ev, p=p: ev.player == p, apply, source=ctx.source, controller=ctx.controller,
                           memory=ShieldMemory(note_once=True)))
        g.tracer.step(f"{when.capitalize()} {p} would draw a card, something else happens instead "
                      f"({ctx.source_name})", "419.1", kind="replace")


@handles(ir.ScaleDamageThisTurn)
def _scale_damage_this_turn(ctx: Ctx, eff: ir.ScaleDamageThisTurn) -> None:
    """Blind Fury (added, session 68, h5): "If a creature would deal combat damage to a creature this
    turn, it deals double that damage to that creature instead." — a replacement effect from now until
    the turn ends (419.1, 419.4, 314.1b), looking at each damage event as it would happen (419.2): its
    source as it is, or as it last existed once gone (310.4: combat damage on the stack is dealt by a
    creature that has left play), its recipient as it is. It gets one opportunity for each event
    (419.6a); damage to a player, and a creature's damage that isn't combat damage, are left alone."""
    g = ctx.game
    you, name = ctx.controller, ctx.source_name
    text = ctx.so.text if ctx.so is not None and ctx.so.text else ""
    # the card's own sentence in the wording played, quoted as it resolves (as printed: "Double all combat
    # damage assigned to creatures this turn.", not the Oracle's), where the text tells which is this one's
    words = own_sentence(ctx, eff)
    factor, plus = eff.factor, eff.plus

    def source_fits(game, src) -> bool:
        if src is None:
            return False
        if game.exists(src) and game.objects[src].zone == Zone.IN_PLAY:
            return matches(game, eff.dealt_by, src, you, zone_check=False)
        if src in game.lki:  # as it last existed (310.4, 419.7c)
            obj, ch = game.lki[src]
            return matches(game, eff.dealt_by, src, you, zone_check=False, obj=obj, chars=ch)
        return False

    def applies(game, ev) -> bool:
        if eff.combat_only and not ev.combat:
            return False
        if ev.obj is None or not game.exists(ev.obj) or not matches(game, eff.dealt_to, ev.obj, you):
            return False
        return source_fits(game, ev.source)

    def apply(game, ev, this):
        new = max(ev.amount * factor + plus, 0)
        by = game.describe(ev.source) if game.exists(ev.source) else game.last_known(ev.source)[0].display()
        game.tracer.step(f"{by} would deal {ev.amount} {'combat ' if ev.combat else ''}damage to {game.describe(ev.obj)}; "
                         f"instead it deals {new} ({name}{': ' + text if text else ''})", "419.1", "419.6a",
                         kind="replace")
        return replace(ev, amount=new)

    def why_not(game, ev):
        """Damage its source fits that the effect leaves alone, and why (419.1: it watches for one
        kind of event): dealt to a player or to what isn't of ``dealt_to``, or not combat damage."""
        if ev.amount <= 0 or not source_fits(game, ev.source) or applies(game, ev):
            return None
        by = game.describe(ev.source) if game.exists(ev.source) else game.last_known(ev.source)[0].display()
        to = ev.player if ev.obj is None else game.describe(ev.obj) if game.exists(ev.obj) else "it"
        said = f"{possessive(name)} replacement doesn't apply: "
        if eff.combat_only and not ev.combat:
            said += (f"the {ev.amount} damage {by} would deal to {to} isn't combat damage, which only attacking and "
                     f"blocking creatures deal in the combat damage step (glossary \"Combat Damage\")")
        elif ev.obj is None:
            said += (f"{by} would deal {ev.amount} {'combat ' if ev.combat else ''}damage to {to}, a player, and it "
                     f"watches only for damage to {with_article(phrasebook.filter_words(eff.dealt_to))}")
        else:
            said += f"{to} isn't {with_article(phrasebook.filter_words(eff.dealt_to))}"
        return said + f" ({name}{': ' + text if text else ''})", "419.1"

    add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.DAMAGE, f"{possessive(name)} replacement", applies, apply,
                       source=ctx.source, controller=you, duration="this turn", why_not=why_not))
    kind = "combat damage" if eff.combat_only else "damage"
    how = phrasebook.effect_phrase(ir.ScaleDamage(factor, plus)).removeprefix("deal ")
    g.tracer.step(f"{name}{': ' + quoted(words) + ' —' if words else ':'} until the turn ends, each time "
                  f"{with_article(phrasebook.filter_words(eff.dealt_by))} would deal {kind} to "
                  f"{with_article(phrasebook.filter_words(eff.dealt_to))}, it deals {how} instead", "419.1", "419.4", "314.1b",
                  kind="effect")


@handles(ir.ScaleNextDamage)
def _scale_next_damage(ctx: Ctx, eff: ir.ScaleNextDamage) -> None:
    """Desperate Gambit (added, session 72, h12): "the next time that source would deal damage this turn, it deals
    double that damage instead" — a replacement effect (419.1) watching that one card's next damage (glossary
    "Source": "the next damage dealt by that spell or by that permanent", in combat or by one of its abilities), as
    the damage would be dealt (419.2): all it deals at that one time, to every recipient, doubled, then it is used up
    (419.3, as 419.7c says of a "next time" prevention shield); one opportunity for each event (419.6a). Unused, it
    ends as the turn does (314.1b). No source chosen: it does nothing (413.2b)."""
    g = ctx.game
    name = ctx.source_name
    srcs = [x for x in refer(ctx, eff.source) if isinstance(x, int)]
    if not srcs:
        g.tracer.step(f"No source was chosen, so {possessive(name)} replacement watches nothing and does nothing",
                      "413.2b", kind="replace")
        return
    src = srcs[0]
    factor = eff.factor
    who = g.describe(src) if g.exists(src) else g.last_known(src)[0].display()

    def applies(game, ev) -> bool:
        return ev.source == src and ev.amount > 0

    def apply(game, ev, this):
        first = not this.memory.spent
        rest = game.replacements.spend_next_time(this, ev.source)
        new = ev.amount * factor
        to = ev.player if ev.obj is None else game.describe(ev.obj)
        gone = ("the replacement is used up and ends" if not rest else
                "it covers all the damage that source deals at this one time; after it, it is used up and ends" if first
                else "dealt at the same time as the damage that met it, which it covers too")
        game.tracer.step(f"{who} would deal {ev.amount} {'combat ' if ev.combat else ''}damage to {to}; instead it "
                         f"deals {new} ({name}: the next time that source would deal damage this turn, it deals double "
                         f"that damage instead — {gone})", "419.1", "419.6a", *(("419.3",) if first else ()),
                         kind="replace")
        return replace(ev, amount=new)

    add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.DAMAGE, f"{possessive(name)} replacement on {who}'s next damage",
                       applies, apply, source=ctx.source, controller=ctx.controller, duration="this turn",
                       memory=ShieldMemory(next_time=True)))
    how = phrasebook.effect_phrase(ir.ScaleDamage(factor)).removeprefix("deal ")
    g.tracer.step(f"{name}: the next time {who} would deal damage this turn, it deals {how} instead (the source chosen "
                  f"as it resolved; all it deals at that one time)", "419.1", "314.1b", kind="effect")


@handles(ir.AlsoDealsToSourceController)
def _also_deals_to_source_controller(ctx: Ctx, eff: ir.AlsoDealsToSourceController) -> None:
    """Eye for an Eye (added, session 76, h6): "The next time a source of your choice would deal damage to you this
    turn, instead that source deals that much damage to you and ~ deals that much damage to that source's controller."
    — a replacement effect (419.1) watching the chosen source's next damage to you: that damage is dealt as it would
    be, and with it, in the same event, this card deals as much to whoever controls that source as the damage would be
    dealt (419.2; a source gone from play, as it last existed: 310.4, 413.2f). The added damage passes through the
    prevention and replacement effects where it goes (419.5: the modified event). Used up as it applies (419.3), or
    ended as the turn does (314.1b). No source chosen: it does nothing (413.2b)."""
    g = ctx.game
    name, card, you = ctx.source_name, ctx.source, ctx.controller
    srcs = [x for x in refer(ctx, eff.source) if isinstance(x, int)]
    recips = [x for r in eff.to for x in refer(ctx, r)]
    if not srcs or not recips:
        g.tracer.step(f"No source was chosen, so {possessive(name)} replacement watches nothing and does nothing",
                      "413.2b", kind="replace")
        return
    src = srcs[0]
    who = g.describe(src) if g.exists(src) else g.last_known(src)[0].display()
    to_words = " and ".join(x if isinstance(x, str) else g.describe(x) for x in recips)

    def its_controller(game) -> "str | None":
        if game.exists(src) and game.objects[src].zone in (Zone.IN_PLAY, Zone.STACK):
            return game.controller_of(src)
        if src in game.lki:  # as it last existed (310.4: combat damage of a creature gone from play)
            obj, ch = game.lki[src]
            return ch.controller or obj.controller
        return None

    def applies(game, ev) -> bool:
        return ev.source == src and ev.amount > 0 and (ev.obj if ev.obj is not None else ev.player) in recips

    def apply(game, ev, this):
        to = ev.player if ev.obj is None else game.describe(ev.obj)
        controller = its_controller(game)
        if controller is None:
            game.tracer.step(f"{who} would deal {ev.amount} damage to {to}; it has no controller for {name} to deal "
                             f"damage to, so that damage is dealt as it would be and nothing is added ({name})",
                             "419.1", "419.5", kind="replace")
            return ev
        game.tracer.step(f"{who} would deal {ev.amount} {'combat ' if ev.combat else ''}damage to {to}; instead it deals "
                         f"that damage to {to} and {name} deals {ev.amount} damage to {controller}, {possessive(who)} "
                         f"controller as the damage would be dealt, at the same time ({name}: the next time, used up)",
                         "419.1", "419.2", "419.3", kind="replace")
        events.move_damage(game, events.Event(EventKind.DAMAGE, player=controller, amount=ev.amount, source=card))
        return ev

    add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.DAMAGE, f"{possessive(name)} replacement on {who}'s next damage",
                       applies, apply, source=card, controller=you, duration="this turn", once=True,
                       memory=ShieldMemory(next_time=True)))
    g.tracer.step(f"{name}: the next time {who} would deal damage to {to_words} this turn, it deals that damage and "
                  f"{name} deals that much damage to {possessive(who)} controller (the source chosen as it resolved)",
                  "419.1", "314.1b", kind="effect")


@handles(ir.RedirectDamage)
def _redirect(ctx: Ctx, eff: ir.RedirectDamage) -> None:
    """A redirection effect (419.1, replacement): damage that would be dealt to ``to`` is
    dealt to ``new_recipient`` instead (Jade Monolith: the next time, from a chosen source;
    Kjeldoran Royal Guard: all combat damage from unblocked creatures this turn)."""
    from dataclasses import replace as _replace


    g = ctx.game
    # Blood of the Martyr: "if damage would be dealt to any creature, you may have …" — what it watches
    # for is a description, looked at as the damage would be dealt (419.2), not a set fixed now
    live = tuple(f for r in eff.to if isinstance(r, ir.All) for f in r.filters) if eff.optional else ()
    recips = [] if live else [x for r in eff.to for x in refer(ctx, r)]
    # Reflect Damage: "that damage is dealt to that source's controller instead" — whoever controls
    # the source as the damage would be dealt (419.2), to whatever it would be dealt (no ``to``)
    its_controller = eff.new_recipient == ir.ControllerOf(ir.TriggerSource())
    # Mirror Strike: "… by target unblocked creature is dealt to its controller instead" — the
    # controller of the damage's source as the damage would be dealt (419.1), as Reflect Damage's
    src_controller = eff.source is not None and eff.new_recipient == ir.ControllerOf(eff.source)
    its_controller = its_controller or src_controller
    anything = not eff.to
    new = [None] if its_controller else refer(ctx, eff.new_recipient)
    if not (recips or anything or live) or not new:
        g.tracer.step(f"{ctx.source_name}: there is nothing to redirect to or from", "416.3", kind="effect")
        return
    new_to = new[0]
    src_ids = src_filter = None
    if isinstance(eff.source, ir.Filter):
        src_filter = eff.source
    elif eff.source is not None:
        src_ids = [x for x in refer(ctx, eff.source) if isinstance(x, int)]
        if not src_ids:
            if not isinstance(eff.source, ir.Chosen):  # (a source of one's choice: its choice said none exists, 416.3)
                g.tracer.step(f"There is no such source: {ctx.source_name} redirects nothing", "416.3", kind="effect")
            return
    you, name, text = ctx.controller, ctx.source_name, (ctx.so.text if ctx.so is not None and ctx.so.text else "")

    def new_for(game, ev):
        if not its_controller:
            return new_to
        if src_controller:
            return game.controller_of(ev.source) if ev.source is not None and game.exists(ev.source) else None
        c = Ctx(game=game, controller=you, source=ctx.source, source_name=name, targets=[], event=ev)
        who = player_names(refer(c, eff.new_recipient))
        return who[0] if who else None

    def applies(game, ev):
        if eff.combat_only and not ev.combat:
            return False
        if live:
            if not any(matches(game, f, ev.obj if ev.obj is not None else ev.player, you) for f in live):
                return False
        elif not anything and not ((ev.obj is not None and ev.obj in recips) or (ev.obj is None and ev.player in recips)):
            return False
        if src_ids is not None and ev.source not in src_ids:
            return False
        if src_filter is not None and (ev.source is None or not matches(game, src_filter, ev.source, you)):
            return False
        if its_controller:
            return True  # (damage already to that player: met, and said so, below)
        return (ev.obj != new_to) if isinstance(new_to, int) else (ev.player != new_to)

    def apply(game, ev, this):
        old = ev.player if ev.obj is None else game.describe(ev.obj)
        new_to = new_for(game, ev)
        if its_controller and (new_to is None or (ev.obj is None and ev.player == new_to)):
            by = game.describe(ev.source) if ev.source is not None and game.exists(ev.source) else "the source"
            game.tracer.step(f"{ev.amount} damage {by} would deal to {old} is already dealt to that source's "
                             f"controller: {possessive(name)} redirection changes nothing"
                             + (", though the damage has met it (the next time, 419.7c)" if eff.next_time else ""),
                             "419.1", kind="replace")
            return ev
        if isinstance(new_to, int) and not (game.exists(new_to) and game.objects[new_to].zone == Zone.IN_PLAY
                                            and "creature" in game.chars(new_to).types):
            # Oracle's Attendants, Kor Chant with the creature to take the damage gone: the
            # redirection can't happen, and the damage is dealt as it would have been
            gone = game.describe(new_to) if game.exists(new_to) else game.last_known(new_to)[0].display()
            game.tracer.step(f"{possessive(name)} redirection does nothing: {gone} is no longer a creature in play to be dealt "
                             f"the damage, so the {ev.amount} damage is dealt to {old} as it would have been (glossary "
                             f"\"Redirect\": damage dealt to a different creature or player)", "419.1", "419.5",
                             kind="replace")
            return ev
        if eff.optional:
            # Blood of the Martyr: "you may have that damage dealt to you instead" — its controller
            # chooses as the damage would be dealt, each time (419.1, 419.2)
            dest = own_object(new_to, you) if isinstance(new_to, str) else game.describe(new_to)
            if not yes_no(game, you, f"whether to have the {ev.amount} damage that would be dealt to {old} dealt to "
                                     f"{dest} instead ({name})", "419.1"):
                game.tracer.step(f"{you} chooses not to have the {ev.amount} damage that would be dealt to {old} dealt "
                                 f"to {dest} instead ({name}): it is dealt to {old} as it would be", "419.1", "419.2",
                                 kind="replace")
                return ev
        left = this.memory.remaining
        moved = ev.amount if left is None else min(left, ev.amount)
        if left is not None:  # "the next N damage": an ablative redirection (as a shield, 419.7b)
            game.replacements.update_replacement(this, replace(this.memory, remaining=left - moved))
            if left - moved <= 0:
                game.replacements.use_up(this)
        at_once = eff.next_time and game.replacements.next_time_spent is not None
        game.tracer.step(f"{moved} damage that would be dealt to {old} is dealt to "
                         f"{new_to if isinstance(new_to, str) else game.describe(new_to)} instead ({name}"
                         f"{': ' + text if text else ''}); its source and kind stay the same (glossary \"Redirect\")"
                         + ("; the next time is all the damage that source deals at this one time" if at_once else ""),
                         "419.1", "419.5",
                         *(("419.7b",) if left is not None else ()), *(("419.7c",) if at_once else ()), kind="replace")
        moved_ev = _replace(ev, obj=None, player=new_to) if isinstance(new_to, str) else _replace(ev, obj=new_to,
                                                                                                   player=None)
        if moved == ev.amount:
            return _replace(moved_ev, amount=moved)
        # part of it: the redirected part is dealt to the new recipient, the rest as it would be —
        # both at once, one event (glossary "Redirect": where the damage goes, not when)
        events.move_damage(game, _replace(moved_ev, amount=moved))
        return _replace(ev, amount=ev.amount - moved)

    def why_not(game, ev) -> "tuple[str, ...] | None":
        """A redirection watching this very creature or player that leaves this damage alone, and why:
        it watches for damage from one source (Oracle's Attendants' "a source of your choice"), of one
        kind ("by unblocked creatures"), or combat damage only — a replacement effect replaces only
        the event it describes (419.1)."""
        if live or anything or its_controller or ev.amount <= 0:
            return None
        if (ev.obj if ev.obj is not None else ev.player) not in recips:
            return None
        to = ev.player if ev.obj is None else game.describe(ev.obj)
        said = f"{possessive(name)} redirection of damage dealt to {to} doesn't apply: "
        by = game.describe(ev.source) if ev.source is not None and game.exists(ev.source) else "this source"
        if eff.combat_only and not ev.combat:
            return said + "it redirects combat damage only, and this damage isn't", "419.1"
        if src_ids is not None and ev.source not in src_ids:
            chosen = ", ".join(game.describe(x) if game.exists(x) else game.last_known(x)[0].display() for x in src_ids)
            return said + f"it redirects damage from {chosen}, not from {by}", "419.1"
        if src_filter is not None and (ev.source is None or not matches(game, src_filter, ev.source, you)):
            return said + f"{by} isn't {with_article(phrasebook.filter_words(src_filter))}", "419.1"
        return None

    n = amount(ctx, eff.amount) if eff.amount is not None else None
    add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.DAMAGE, f"{possessive(name)} redirection", applies, apply, source=ctx.source,
                       controller=you, duration="this turn", once=eff.next_time,
                       memory=ShieldMemory(remaining=n, next_time=n is None and eff.next_time, redirects=True),
                       why_not=why_not))
    by = f" by {', '.join(g.describe(x) for x in src_ids)}" if src_ids else ""  # (Soltari Guerrillas: its own)
    dest = "that source's controller" if its_controller else new_to if isinstance(new_to, str) else g.describe(new_to)
    if live:  # Blood of the Martyr
        g.tracer.step(f"{name}: each time damage would be dealt to {' or '.join(with_article(phrasebook.filter_words(f)) for f in live)} "
                      f"this turn, {you} may have it dealt to {own_object(dest, you)} instead (whether it is one, and "
                      f"{own_possessive(you, you)} choice, "
                      f"as the damage would be dealt)", "419.1", "419.2", "419.4", kind="effect")
        return
    g.tracer.step(f"{name}: {'the next ' + str(n) + ' ' if n is not None else ''}{'combat ' if eff.combat_only else ''}"
                  f"damage that would be dealt{by}"
                  f"{' to ' + ', '.join(x if isinstance(x, str) else g.describe(x) for x in recips) if recips else ''}"
                  f" this turn will be dealt to "
                  f"{dest} instead"
                  f"{' (the next time only)' if eff.next_time else ''}", "419.1", "419.4", kind="effect")


@handles(ir.Regenerate)
def _regenerate(ctx: Ctx, eff: ir.Regenerate) -> None:
    g = ctx.game
    for oid in object_ids(subjects(ctx, eff.what)):
        if g.objects[oid].zone != Zone.IN_PLAY:
            continue
        if eff.at_once:
            _regenerate_at_once(ctx, oid, eff.at_once)
            continue
        if not eff.then:
            add_regeneration_shield(g, oid, ctx.source_name)
            g.tracer.step(f"A regeneration shield is created for {g.describe(oid)}: the next time it would be destroyed "
                          f"this turn, it regenerates instead", "419.6b", kind="regenerate")
            continue
        # "When it regenerates this way, …" (Matopi Golem, Soldevi Sentry): a delayed triggered
        # ability made with this shield (406.2a), watching it alone: it triggers once (406.2e), when
        # this shield regenerates the permanent — another shield doing so is not "this way". What it does to "it"
        # (Matopi Golem's counter), it does to that permanent whatever its characteristics then: kept as it is
        # created (406.2c), said changed at its resolution only where they did (judge.engine.resolve)
        it = oid == ctx.source and ir.This in ir.kinds_in(eff.then)
        rider = DelayedAbility(trigger=ir.Trigger(ir.TriggerEvent.REGENERATES_THIS_WAY, ir.This()), effects=eff.then,
                               controller=ctx.controller, source=ctx.source, source_name=ctx.source_name,
                               targets=followed_targets(ctx), created_turn=g.turns.turn, event=ctx.event, watch=oid,
                               turn_only=g.turns.turn, chars_then=((oid, characteristics_of(g, oid)),) if it else ())
        # (what it names said as chosen: Soldevi Sentry's "Bob may draw a card", not "target #1 may …")
        # ("this" named: Matopi Golem's rider said "put a -1/-1 counter on this", audit 8480)
        words = targets_named(ctx, "; ".join(phrasebook.effect_words_for(e, ctx.source_name) for e in eff.then))
        add_regeneration_shield(g, oid, ctx.source_name, rider=f"when it regenerates this way: {words}",
                                when_used=lambda g2, ev, d=rider: trigger_delayed(g2, replace(d, targets=list(d.targets)), ev))
        g.tracer.step(f"A regeneration shield is created for {g.describe(oid)}: the next time it would be destroyed "
                      f"this turn, it regenerates instead; with it, {ctx.source_name} creates a delayed triggered "
                      f"ability: when it regenerates by this shield, {words}", "419.6b", "406.2a", kind="regenerate")


def _regenerate_at_once(ctx: Ctx, oid: int, effects: tuple) -> None:
    """"Regenerate target creature. You gain control of that creature if it regenerates this way."
    (Debt of Loyalty): what the regeneration this shield makes does besides (419.6b) — part of the
    same replacement, no triggered ability (nothing can be done between the two); another shield
    regenerating the creature is not "this way"."""
    g = ctx.game
    targets, controller, source, name = followed_targets(ctx), ctx.controller, ctx.source, ctx.source_name
    words = "; ".join(f"{controller} gains control of {g.describe(oid)}" if isinstance(e, ir.GainControl)
                      else phrasebook.effect_phrase(e) for e in effects)

    def used(g2, ev) -> None:
        with g2.tracer.nest(f"As it regenerates by the shield of {name}, {words} (part of the regeneration, "
                            f"not a triggered ability)", "419.6b", "419.1", kind="regenerate"):
            run_effects(Ctx(game=g2, controller=controller, source=source, source_name=name, targets=list(targets),
                            event=ev), effects)

    add_regeneration_shield(g, oid, name, rider=f"if it regenerates this way: {words}", when_used=used)
    g.tracer.step(f"A regeneration shield is created for {g.describe(oid)}: the next time it would be destroyed "
                  f"this turn, it regenerates instead, and {words}", "419.6b", kind="regenerate")


@handles(ir.RemoveDamageInsteadOfDestruction)
def _remove_damage_instead_of_destruction(ctx: Ctx, eff: ir.RemoveDamageInsteadOfDestruction) -> None:
    """Pyramids: "the next time target land would be destroyed this turn, remove all damage marked on it
    instead" — a destruction-replacement shield on each permanent named still in play (419.1), used up as
    it applies, ended in the cleanup step unused (314.1b). Not regeneration (419.6b): the permanent isn't
    tapped or removed from combat, and "can't be regenerated" leaves it alone."""
    g = ctx.game
    for oid in fixed_set(ctx, eff.what):
        if g.objects[oid].zone != Zone.IN_PLAY:
            continue

        def applies(game, ev, oid=oid) -> bool:
            return ev.obj == oid and game.exists(oid)

        def apply(game, ev, this, oid=oid, name=ctx.source_name):
            o = game.objects[oid]
            with game.tracer.nest(f"{game.describe(oid)} would be destroyed; instead all damage marked on it is removed "
                                  f"({possessive(name)} shield, made before the destruction; not a regeneration, so it isn't "
                                  f"tapped)", "419.1", "419.4", kind="replace"):
                if o.damage:
                    game.permanents.remove_damage(oid)
                    game.tracer.step(f"All damage is removed from {o.display()}", "419.1", kind="replace")
                else:
                    game.tracer.step(f"{o.display()} has no damage marked on it: there is none to remove, and it "
                                     f"still isn't destroyed", "419.5", kind="replace")
            return None

        add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.DESTROY, f"{possessive(ctx.source_name)} shield on {g.describe(oid)}",
                           applies, apply, source=ctx.source, controller=ctx.controller, duration="this turn", once=True))
        g.tracer.step(f"{ctx.source_name}: the next time {g.describe(oid)} would be destroyed this turn, all damage "
                      f"marked on it will be removed instead", "419.1", kind="effect")


@handles(ir.PreventDamage)
def _prevent(ctx: Ctx, eff: ir.PreventDamage) -> None:
    g = ctx.game
    if eff.duration == ir.WHILE_IN_PLAY:
        raise Unsupported(f"{ctx.source_name}: static prevention effects are not simulated yet")
    # no duration stated (Al-abara's Carpet as printed): the shield lasts until the end of the game (418.3a) —
    # all damage from described sources only (judge.engine.support refuses the rest)
    forever = eff.duration == ir.FOREVER
    if eff.duration != ir.THIS_TURN and not (forever and isinstance(eff.source, ir.All) and eff.amount is None
                                             and not eff.next_time):
        raise Unsupported(f"{ctx.source_name}: a prevention effect lasting {eff.duration!r} is not simulated yet")
    n = None if eff.amount is None else amount(ctx, eff.amount)
    srcs: list = [None]
    only_from: tuple = ()
    if isinstance(eff.source, ir.All) and not any(f.partner is not None for f in eff.source.filters):
        # "by attacking creatures" (Deep Wood), "Creatures deal no combat damage this turn": the
        # sources are looked at as the damage would be dealt, not when the shield is made (419.2)
        only_from = eff.source.filters
    elif eff.source is not None:
        # each object it names (Energy Arc: "… dealt by those creatures", its targets, each a source);
        # Feint's "each creature blocking it": blocking that creature as the spell resolves (413.2, 309.3)
        srcs = list(dict.fromkeys(x for x in refer(ctx, eff.source) if isinstance(x, int)))
        if not srcs and isinstance(eff.source, ir.All):
            blocked = [g.describe(t) for f in eff.source.filters for t in object_ids(refer(ctx, f.partner))]
            g.tracer.step(f"No creature is blocking {' or '.join(blocked) or 'it'} now: that instruction of "
                          f"{ctx.source_name} prevents nothing", "413.2", "309.3", kind="prevent")
            return
        if not srcs:
            # a source of the player's choice with none to choose: that choice's step has said it, citing 416.3
            # ("can't choose a red source: none exists, so that part of … does nothing"), not said twice
            if not isinstance(eff.source, ir.Chosen):
                g.tracer.step(f"There is no such source: {ctx.source_name} prevents nothing", "416.3", kind="prevent")
            return
    # Shadowbane: "to you and/or creatures you control" — a description of what it protects, looked
    # at as the damage would be dealt (419.2): one shield, its recipients found then
    live = eff.next_time and any(isinstance(r, ir.All) for r in eff.to)
    tos = [None] if live else [t for ref in eff.to for t in refer(ctx, ref)]
    if eff.to and not tos:
        # "any number of targets" chosen as none (Serra's Hymn): the shield protects only what the
        # ability names, so with nothing named nothing is protected — never "everything" (413.2b)
        g.tracer.step(f"{ctx.source_name} names nothing to protect (no targets): it prevents nothing", "413.2b",
                      kind="prevent")
        return
    tos = tos or [None]
    # "divided any way you choose among any number of targets" (409.1e): each target's share
    shares = {(x.obj if x.obj is not None else x.player): ctx.divide[i] for i, x in enumerate(ctx.targets)
              if x is not None and i in ctx.divide}
    # one "next time" for every recipient it names (Shadowbane: "you and/or creatures you control"):
    # the shields made here are used up together (419.7c)
    group = (ctx.source, g.turns.turn, len(g.replacements.items)) if eff.next_time and len(tos) * len(srcs) > 1 else None
    # a later instruction counts what the shield prevents in all (Sacred Boon's delayed ability, 413.2f):
    # counted under this resolution's stack object
    tally = ctx.so.id if ctx.so is not None and ir.ResultOf in ir.kinds_in(ctx.so.effects) and any(
        x == ir.ResultOf(ir.DAMAGE_PREVENTED_IN_ALL) for x in ir.walk(ctx.so.effects)) else None
    for t, src in [(t, src) for t in tos for src in srcs]:
        share = shares.get(t, n)
        made = add_prevention_shield(g, t if isinstance(t, int) else None, t if isinstance(t, str) else None, share, src,
                              eff.combat_only, eff.next_time, ctx.source_name, then=eff.then, controller=ctx.controller,
                              source_obj=ctx.source, except_from=eff.except_from, only_from=only_from,
                              targets=tuple(ctx.targets), half=eff.half_rounded_down, all_but=eff.all_but,
                              to_refs=eff.to if live else (), duration=ir.FOREVER if forever else "this turn",
                              tally=tally)
        if group is not None:
            g.replacements.update_replacement(made, replace(made.memory, group=group))
        who = g.describe(t) if isinstance(t, int) else (t or (" and ".join(phrasebook.ref_phrase(r) for r in eff.to) if live
                                                              else "everything"))
        # a description of what it protects ("creatures you control", not targeted): the set is the one as it
        # resolves, and won't change (418.3b) — said where the shield on each is made
        fixed = next((r for r in (() if live else eff.to) if isinstance(r, ir.All) and t in refer(ctx, r)), None)

        def say(text: str, *rules: str, kind: str, fixed=fixed, t=t) -> None:
            if fixed is None or not isinstance(t, int):
                g.tracer.step(text, *rules, kind=kind)
                return
            which = " or ".join(phrasebook.filter_plural(f) for f in fixed.filters).replace("you control", f"{ctx.controller} controls")
            g.tracer.step(f"{text}: {g.describe(t)} is one of the {which} as {ctx.source_name} resolves, a set that "
                          f"won't change", *rules, "418.3b", kind=kind)

        if only_from:
            what = " or ".join(phrasebook.filter_words(f) for f in only_from)
            say(f"{'Combat damage' if eff.combat_only else 'Damage'} that would be dealt"
                          f"{'' if t is None else ' to ' + who}{'' if forever else ' this turn'} by {with_article(what)} "
                          f"will be prevented{' until the end of the game (the ability states no duration)' if forever else ''} "
                          f"(whether its source is one is looked at as the damage would be dealt)", "419.7a", "419.2",
                          *(("418.3a",) if forever else ()), kind="prevent")
        elif src is not None and eff.next_time:
            # (a shield naming no recipient — Penance's, Desperate Gambit's "the next time that source would deal
            # damage this turn" — says what the card says: damage to anything, not "to everything"; session 73, h8)
            say(f"The next time {g.describe(src)} would deal {'combat ' if eff.combat_only else ''}damage"
                          f"{'' if who == 'everything' else ' to ' + who} this turn, "
                          f"{'half that damage, rounded down,' if eff.half_rounded_down else f'all but {eff.all_but} of that damage' if eff.all_but is not None else 'that damage' if n is None else f'{n} of it'}"
                          f" will be prevented", "419.7c", kind="prevent")
        elif src is not None and share is not None:  # Barbed Wire (added, otrig6): a shield of a number
            say(f"The next {share} {'combat ' if eff.combat_only else ''}damage {g.describe(src)} would deal"
                          f"{'' if t is None else ' to ' + who} this turn will be prevented", "419.7a", kind="prevent")
        elif src is not None:
            say(f"{'Combat damage' if eff.combat_only else 'Damage'} {g.describe(src)} would deal"
                          f"{'' if t is None else ' to ' + who} this turn will be prevented", "419.7a", kind="prevent")
        elif share is None:  # "Prevent all combat damage that would be dealt this turn" (Respite, Fog): no shield
            say(f"All {'combat ' if eff.combat_only else ''}damage that would be dealt"
                          f"{'' if who == 'everything' else ' to ' + who}"
                          f"{'' if eff.except_from is None else ' by anything but a ' + phrasebook.filter_words(eff.except_from)}"
                          f" this turn will be prevented", "419.7a", kind="prevent")
        else:
            say(f"A prevention shield protects {who} ({share} "
                          f"{'combat ' if eff.combat_only else ''}damage"
                          f"{'' if eff.except_from is None else ' not dealt by a ' + phrasebook.filter_words(eff.except_from)}"
                          f") this turn",
                          *(("419.7b", "409.1e") if t in shares else ("419.7b",) if share is not None else ("419.7a",)),
                          kind="prevent")


def _exile_if_it_would_leave(ctx: Ctx, eff: ir.ExileIfItWouldDie) -> None:
    """Dreams of the Dead: "If the creature would leave the battlefield, exile it instead of putting it
    anywhere else." — a replacement effect (419.1) on each creature the ability named that is in play now,
    with no duration stated: it applies the one time the permanent would leave play, to any zone but out of
    the game, and then ends; a permanent that left is a new object, to which it no longer applies (217.8)."""
    g = ctx.game
    flt = ir.Filter(types=("creature",))
    for oid in fixed_set(ctx, eff.what):
        if not g.exists(oid) or g.objects[oid].zone != Zone.IN_PLAY or not matches(g, flt, oid, ctx.controller, ctx.source):
            g.tracer.step(f"{ctx.source_name}: \"{phrasebook.effect_phrase(eff)}\" does nothing: {g.describe(oid)} is not a creature "
                          f"in play", "413.2b", kind="effect")
            continue

        def applies(game, ev, oid=oid) -> bool:
            return ev.obj == oid and ev.from_zone == Zone.IN_PLAY and ev.to_zone != Zone.REMOVED

        def apply(game, ev, this, oid=oid, name=ctx.source_name):
            where = {Zone.LIBRARY: "its owner's library", Zone.HAND: "its owner's hand"}.get(ev.to_zone, f"a {ev.to_zone}")
            game.tracer.step(f"{game.describe(oid)} would leave play and be put into {where}; instead it is "
                             f"removed from the game ({name})", "419.1", "419.5", kind="replace")
            return replace(ev, to_zone=Zone.REMOVED)

        add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.ZONE, f"{possessive(ctx.source_name)} replacement", applies, apply,
                           source=ctx.source, controller=ctx.controller, duration="until it leaves play", once=True))
        g.tracer.step(f"If {g.describe(oid)} would leave play, it is removed from the game instead of being put "
                      f"anywhere else: no duration is stated, so this lasts until it leaves play, as that permanent's "
                      f"existence ends (a card changing zones is a new object)", "419.1", "418.3a", "217.8", kind="effect")


@handles(ir.ExileIfItWouldDie)
def _exile_if_it_would_die(ctx: Ctx, eff: ir.ExileIfItWouldDie) -> None:
    """Disintegrate: "if the creature would die this turn, exile it instead" — a replacement
    effect lasting the turn (419.1, ended in the cleanup step, 314.1b), on each creature the
    spell named that is still in play."""
    g = ctx.game
    flt = ir.Filter(types=("creature",))
    if eff.leaves_play:
        _exile_if_it_would_leave(ctx, eff)
        return
    for oid in fixed_set(ctx, eff.what):
        if not matches(g, flt, oid, ctx.controller, ctx.source):
            continue

        def dies(game, ev, oid=oid) -> bool:
            return ev.obj == oid and ev.from_zone == Zone.IN_PLAY and ev.to_zone == Zone.GRAVEYARD

        def lethal(game, oid=oid) -> bool:  # 420.5c: damage marked on it at least its toughness
            o = game.objects[oid]
            return o.damage > 0 and o.damage >= game.chars(oid).toughness

        def applies(game, ev, oid=oid, only_lethal=eff.lethal_damage) -> bool:
            return dies(game, ev) and (not only_lethal or lethal(game))

        def why_not(game, ev, oid=oid, name=ctx.source_name):
            if not dies(game, ev) or lethal(game):
                return None
            o = game.objects[oid]
            return (f"{game.describe(oid)} is put into a graveyard without lethal damage on it ({o.damage} damage, "
                    f"toughness {game.chars(oid).toughness}): {possessive(name)} replacement, for a creature dealt lethal damage "
                    f"this turn, doesn't apply", "420.5c")

        def apply(game, ev, this, oid=oid, name=ctx.source_name, only_lethal=eff.lethal_damage):
            o = game.objects[oid]
            game.tracer.step(f"{game.describe(oid)} would be put into a graveyard"
                             + (f" with lethal damage on it ({o.damage} damage, toughness {game.chars(oid).toughness})"
                                if only_lethal else "")
                             + f"; instead it is removed from the game ({name})",
                             *(("419.1", "420.5c") if only_lethal else ("419.1",)), kind="replace")
            return replace(ev, to_zone=Zone.REMOVED)

        add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.ZONE, f"{possessive(ctx.source_name)} replacement", applies, apply,
                           source=ctx.source, controller=ctx.controller, duration="this turn",
                           why_not=why_not if eff.lethal_damage else None))
        if eff.lethal_damage:
            g.tracer.step(f"If {g.describe(oid)} is dealt lethal damage this turn, it is removed from the game as it "
                          f"would be put into a graveyard", "419.1", "418.3a", "420.5c", kind="effect")
        else:
            g.tracer.step(f"If {g.describe(oid)} would be put into a graveyard this turn, it is removed from the game "
                          f"instead", "419.1", "418.3a", kind="effect")
