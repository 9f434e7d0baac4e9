"""The test of each kind of condition (410.8 intervening "if", "as long as", a resolution's "if"):
one function per :class:`judge.cards.ir.ConditionKind`, registered beside it with
:func:`judge.engine.context.holds` and asked through :func:`judge.engine.context.check_condition`.

No import statement names this module: :func:`judge.engine.context.condition_tests` imports it
(``context.CONDITION_TESTS``) the first time a condition is checked, so an ask whose cards state no
condition never loads these tests (issue 43: a module's code is read and prepared as it is
imported, run or not).
"""

from __future__ import annotations

from typing import Optional

from judge.cards import ir, phrasebook
from judge.cards.english import own_sentences, possessive, with_article
from judge.dsl.ast import Step
from judge.engine.context import (DISCARDED_BY, OBJECT_CHOSEN, SACRIFICED_THIS_WAY, SHUFFLED_BY, Ctx, Unsupported,
                                  amount_said, check_condition, condition_measure, counters_on, damage_dealt_by,
                                  dealt_damage_by_words, deed_rules, deeds_phrase, holds, moved_card, object_ids,
                                  paid_costs, player_names, refer, times_regenerated)
from judge.engine.filters import chosen_on_entry, matches
from judge.engine.kinds import EventKind, MoveCause
from judge.zones import Zone


def _cards_above(ctx: Ctx, cond: ir.Condition) -> bool:
    """"If ~ is in your graveyard with a creature card directly above it" / "with three or more
    creature cards above it": a graveyard is one pile whose order no one changes (217.4b), each
    card put on top of it (217.4a), so the cards above are those put there after it (added, otrig6)."""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    if not things or any(g.objects[o].zone != Zone.GRAVEYARD for o in things):
        return False
    obj = g.objects[things[0]]
    pile = list(g.zones[(obj.owner, Zone.GRAVEYARD)])  # top first
    above = pile[:pile.index(obj.id)]
    if cond.value == ir.DIRECTLY:
        above = above[-1:]
    n = sum(1 for o in above if matches(g, cond.filter, o, ctx.controller, ctx.source))
    holds = n >= 1 if cond.value == ir.DIRECTLY else _compares(n, cond.compare)
    said = ("the card directly above it" if cond.value == ir.DIRECTLY else "the cards above it")
    names = ", ".join(g.describe(o) for o in above) or "none"
    g.tracer.step(f"{obj.display()} is in {possessive(obj.owner)} graveyard; {said}: {names} — {n} creature card"
                  f"{'s' if n != 1 else ''}: the condition {'holds' if holds else 'does not hold'}", "217.4b", "217.4a", kind="effect")
    return holds


@holds(ir.ConditionKind.ALL_HOLD)
def _all_hold(ctx: Ctx, cond: ir.Condition) -> bool:
    """Snow Devil (added, stat): "as long as it's blocking and you control a snow land" — each one"""
    return all(check_condition(ctx, c) for c in cond.all_of)


@holds(ir.ConditionKind.ATTACKING_ALONE)
def _attacking_alone(ctx: Ctx, cond: ir.Condition) -> bool:
    """Dream Prowler: the only attacking creature (308.5)"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    attacking = [o for o in g.in_play if g.objects[o].attacking]
    return len(things) == 1 and attacking == things


@holds(ir.ConditionKind.STATUS)
def _status(ctx: Ctx, cond: ir.Condition) -> bool:
    g = ctx.game
    # every status word as descriptions read it ("blocked" / "unblocked" too: glossary
    # "Unblocked Creature"), so a condition and a filter never disagree
    things = object_ids(refer(ctx, cond.ref))
    status = ir.Filter(status=(str(cond.value),))
    return bool(things) and all(matches(g, status, o, ctx.controller, ctx.source) for o in things)


@holds(ir.ConditionKind.ACTIVATIONS)
def _activations(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if this ability has been activated four or more times this turn'"""
    g = ctx.game
    n = _activations_this_turn(ctx)
    holds = _compares(n, cond.compare)
    g.tracer.step(f"{possessive(ctx.source_name)} ability has been activated {n} time{'s' if n != 1 else ''} this turn: "
                  f"\"{phrasebook.condition_phrase(cond)}\" is {'true' if holds else 'false'}", "413.2", kind="effect")
    return holds


@holds(ir.ConditionKind.FOUND_NOT_PLAYED)
def _found_not_played(ctx: Ctx, cond: ir.Condition) -> bool:
    """Grinning Totem: the card set aside is still there; Elkin Bottle as printed (added, printed round
    twenty-four): the card its instruction removed, named by ``ref`` (a card played is a new object, 217.8)"""
    g = ctx.game
    if cond.ref is not None and not isinstance(cond.ref, ir.Found):
        return any(g.exists(o) for o in object_ids(refer(ctx, cond.ref)))
    return any(g.exists(o) for o in ctx.results.get("found", ()))


@holds(ir.ConditionKind.LIFE_DIFFERENCE)
def _life_difference(ctx: Ctx, cond: ir.Condition) -> bool:
    """Psychic Transfer: checked as it resolves"""
    g = ctx.game
    others = [p for p in refer(ctx, cond.player) if isinstance(p, str)]
    mine = g.player(ctx.controller).life
    return bool(others) and all(abs(mine - g.player(p).life) <= int(cond.value or 0) for p in others)


@holds(ir.ConditionKind.COMBAT_DEED)
def _combat_deed(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if ~ attacked or blocked this combat' (Clockwork Beast)"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    if not things and isinstance(cond.ref, ir.This) and ctx.source in g.lki:
        things = [ctx.source]  # as it last existed (Fyndhorn Druid: "When ~ dies, if it was blocked this turn")
    deeds, this_combat, negated = ir.combat_deed(str(cond.value))
    f = cond.filter
    other = None if f is None else (lambda o: matches(g, f, o, ctx.controller, ctx.source, zone_check=False))
    holds = any(g.this_turn.did_in_combat(o, deeds, this_combat, other) for o in things) != negated
    span = "this combat" if this_combat else "this turn"
    done = "; ".join(f"{g.describe(o)} {deeds_phrase(g, o, this_combat)} {span}" for o in things)
    words = str(cond.value).rpartition(" this ")[0] + (f" by a {phrasebook.filter_phrase(f)}" if f is not None else "")
    who = g.describe(things[0]) if len(things) == 1 else ctx.source_name
    said = f"{done or ctx.source_name + ' is gone'}, so \"{who} {words} {span}\" is {'true' if holds else 'false'}"
    if not g.tracer.said_last(said):  # Lurker's target checked, then announced: said once (audit 6056)
        g.tracer.step(said, *deed_rules(str(cond.value)), kind="effect")
    return holds


@holds(ir.ConditionKind.ADDITIONAL_COST_PAID)
def _additional_cost_paid(ctx: Ctx, cond: ir.Condition) -> bool:
    """'If this spell's additional cost was paid' (Undergrowth)"""
    return any(paid_costs(ctx).values())


@holds(ir.ConditionKind.ATTACKED_LAST_TURN)
def _attacked_during_the_last_turn(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.ATTACKED_LAST_TURN: Giant Turtle, Goblin Rock Sled, Tangle Kelp"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    return bool(things) and all(g.past.attacked_during_last_turn(o, ctx.controller if cond.value == "your"
                                                                 else g.controller_of(o), g.turns.turn) for o in things)


@holds(ir.ConditionKind.FLIP)
def _flip(ctx: Ctx, cond: ir.Condition) -> bool:
    """'If you win the flip' (Bottle of Suleiman)"""
    return ctx.results.get("flip") == cond.value


@holds(ir.ConditionKind.MATCHES)
def _matches(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if it's a creature card' (Call of the Wild)"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    src = getattr(ctx.event, "source", None) if isinstance(cond.ref, ir.TriggerSource) else None
    if not things and isinstance(src, int) and src in g.lki:
        things = [src]  # the damage's source gone since (a sacrificed creature's ability): as it last existed, 413.2f
    if things and isinstance(cond.ref, ir.Target) and all(not g.exists(o) and o in g.lki for o in things):
        # "Destroy target land. If that land was a snow land, …" (Icequake): the target is
        # gone from play; what it was is its last known information (413.2f)
        holds = all(matches(g, cond.filter, o, ctx.controller, ctx.source, ctx.x, zone_check=False,
                            obj=g.lki[o][0], chars=g.lki[o][1]) for o in things)
        g.tracer.step(f"{', '.join(g.lki[o][0].display() for o in things)} left play: as it last existed it "
                      f"{'was' if holds else 'was not'} {with_article(phrasebook.filter_phrase(cond.filter))}", "413.2f",
                      kind="effect")
        return holds
    # an object that has left its zone since (the creature a cost sacrificed: "if the
    # sacrificed creature was a Thrull", Ebon Praetor) is looked at as it last existed (413.2f)
    return bool(things) and all(
        matches(g, cond.filter, o, ctx.controller, ctx.source, ctx.x, zone_check=False)
        if g.exists(o) or o not in g.lki else
        matches(g, cond.filter, o, ctx.controller, ctx.source, ctx.x, zone_check=False,
                obj=g.lki[o][0], chars=g.lki[o][1])
        for o in things)


@holds(ir.ConditionKind.MATCHES_APART)
def _matches_apart(ctx: Ctx, cond: ir.Condition) -> bool:
    """Animate Artifact: "As long as enchanted artifact isn't a creature, …" — read of the enchanted permanent as the
    effects applied before the one it gates leave it (418.5b-c; judge.engine.statics gates that effect so): it holds
    when that effect applies to it now, as its characteristics were computed"""
    g = ctx.game
    things = [o for o in object_ids(refer(ctx, cond.ref)) if g.exists(o)]
    return bool(things) and all(any(sid == ctx.source for sid, _text in g.chars(o).applied) for o in things)


@holds(ir.ConditionKind.EXISTS)
def _exists(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if there is a …', 'as long as a … is in play'"""
    return bool(refer(ctx, ir.All((cond.filter,))))


@holds(ir.ConditionKind.CONTROLLER_CONTROLS_ANOTHER)
def _controller_controls_another(ctx: Ctx, cond: ir.Condition) -> bool:
    """'as long as its controller controls another creature' (Favorable Destiny): another than
    the object itself, controlled by its controller now (418.4a)"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    return bool(things) and all(
        any(x != o and g.controller_of(x) == g.controller_of(o)
            and matches(g, cond.filter, x, g.controller_of(o), ctx.source, ctx.x)
            for x in g.in_play)
        for o in things)


@holds(ir.ConditionKind.ALL_SHARE_A_COLOR)
def _all_share_a_color(ctx: Ctx, cond: ir.Condition) -> bool:
    """'as long as they all share a color' (Common Cause): at least one of them, and one color every
    one of them has now (418.4a; a colorless one shares none)"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    if not things:
        return False
    common = set(g.chars(things[0]).colors)
    for o in things[1:]:
        common &= set(g.chars(o).colors)
    return bool(common)


def _chosen_color_most_common(ctx: Ctx, cond: ir.Condition) -> bool:
    """The colour chosen as the source came into play (410.10e) is had by more of the permanents
    matching the filter, now (418.4a), than any other colour is — not tied; a colourless permanent
    counts for no colour, a multicoloured one for each of its colours. With no colour chosen (the
    source not in play), it isn't."""
    g = ctx.game
    chosen = chosen_on_entry(g, ctx.source, ir.EntryChoice.COLOR)
    if chosen is None:
        return False
    counts = {c: 0 for c in ir.COLORS}
    for o in g.in_play:
        if matches(g, cond.filter, o, ctx.controller, ctx.source, ctx.x):
            for c in g.chars(o).colors:
                if c in counts:
                    counts[c] += 1
    return all(counts[chosen] > n for c, n in counts.items() if c != chosen)


@holds(ir.ConditionKind.CHOSEN_COLOR_MOST_COMMON)
def _most_common(ctx: Ctx, cond: ir.Condition) -> bool:
    """Call to Arms (added, stat): "as long as the chosen color is the most common color among … but
    isn't tied for most common" (418.4a)"""
    return _chosen_color_most_common(ctx, cond)


@holds(ir.ConditionKind.CHOSEN_COLOR_NOT_MOST_COMMON)
def _not_most_common(ctx: Ctx, cond: ir.Condition) -> bool:
    """Call to Arms (added, stat): "When the chosen color isn't the most common color among … or is
    tied for most common" (410.11)"""
    return not _chosen_color_most_common(ctx, cond)


@holds(ir.ConditionKind.DIED_THIS_WAY)
def _died_this_way(ctx: Ctx, cond: ir.Condition) -> bool:
    """'If that creature dies this way' / 'If a white creature dies this way' (Kaervek's Purge, Cinder
    Cloud): ``ref`` was put into a graveyard by the destruction just before — a creature regenerated
    wasn't (419.6b) — and, with a filter, matched it as it last existed in play (413.2f)"""
    g = ctx.game
    things = [o for o in object_ids(refer(ctx, cond.ref)) if isinstance(o, int)]
    if not things and isinstance(cond.ref, ir.This) and ctx.source in g.lki:
        things = [ctx.source]  # "If ~ is destroyed this way" (Cosmic Horror): ~ as it last existed in play
    if not things and isinstance(cond.ref, ir.TriggerObject) and ctx.event is not None:
        # Infinite Authority's "if that creature was destroyed this way" (session 76, h7): the trigger event's other
        # creature, gone from play since — as it last existed there (413.2f)
        gone = ctx.event.new if ctx.event.new is not None else ctx.event.obj
        things = [gone] if isinstance(gone, int) and gone in g.lki else []
    if not things and isinstance(cond.ref, ir.ObjectChosenThisWay):
        # Serendib Djinn as printed's "If you destroy an island this way" (session 80, h6): the permanent chosen as it
        # resolved (413.2c), gone from play since — as it last existed there (413.2f)
        things = [o for o in ctx.results.get(OBJECT_CHOSEN, []) if o in g.lki]
    died = ctx.results.get(ir.ConditionKind.DIED_THIS_WAY, [])
    for o in things:
        name = g.lki[o][0].display() if o in g.lki else g.describe(o)
        if o not in died:
            g.tracer.step(f"{name} wasn't put into a graveyard from play this way: the destruction didn't put it there", "413.2f",
                          kind="effect")
            return False
        if cond.filter is not None and o in g.lki:
            fits = matches(g, cond.filter, o, ctx.controller, ctx.source, ctx.x, zone_check=False,
                           obj=g.lki[o][0], chars=g.lki[o][1])
            g.tracer.step(f"{name} was put into a graveyard from play this way: as it last existed in play it {'was' if fits else 'was not'} "
                          f"{with_article(phrasebook.filter_phrase(cond.filter))}", "413.2f", kind="effect")
            if not fits:
                return False
        else:
            g.tracer.step(f"{name} was put into a graveyard from play this way: the destruction put it there", "413.2f", kind="effect")
    return bool(things)


@holds(ir.ConditionKind.NONE)
def _none(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if there are no …'"""
    return not _exists(ctx, cond)


@holds(ir.ConditionKind.PLAYED_FROM_HAND)
def _played_from_hand(ctx: Ctx, cond: ir.Condition) -> bool:
    g = ctx.game
    # Portal's "comes into play from your hand": put into play from the hand (a land played, a
    # creature put into play by Elvish Piper), or the card played from the hand as the spell
    # it was resolved (409.1a, 413.2h; glossary "Play") — not from a graveyard (Animate Dead)
    ev = ctx.event
    if ev is not None and getattr(ev, "kind", None) is EventKind.ZONE and ev.to_zone == Zone.IN_PLAY and ev.from_zone == Zone.HAND:
        return True
    if ev is not None and getattr(ev, "kind", None) is EventKind.ZONE and ev.to_zone == Zone.IN_PLAY \
            and ev.new is not None and not g.exists(ev.new) and ev.new in g.lki:
        # checked again on resolution (410.8) after it left play (Vampiric Spirit as printed,
        # Unsummoned with its trigger on the stack): how it came into play is a thing of the past,
        # read from the permanent as it last existed (413.2f) — it still came from the hand
        return bool(g.lki[ev.new][0].played)
    things = object_ids(refer(ctx, cond.ref))
    return bool(things) and all(g.objects[o].played for o in things)


@holds(ir.ConditionKind.CARDS_ABOVE)
def _cards_above_in_graveyard(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.CARDS_ABOVE: Death Spark, Nether Shadow (added, otrig6)"""
    return _cards_above(ctx, cond)


@holds(ir.ConditionKind.ONLY_CARD_OF_KIND)
def _only_card_of_kind(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.ONLY_CARD_OF_KIND: "if ~ is the only creature card in your graveyard" (Nether Spirit; added,
    Oracle triggers round thirteen) — it is in its owner's graveyard and no other card there matches;
    an intervening "if", checked as it would trigger and again on resolution (410.8)"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    if len(things) != 1 or g.objects[things[0]].zone != Zone.GRAVEYARD:
        g.tracer.step(f"{ctx.source_name} isn't in its owner's graveyard: the condition does not hold", "410.8",
                      kind="effect")
        return False
    obj = g.objects[things[0]]
    others = [o for o in g.zones[(obj.owner, Zone.GRAVEYARD)]
              if o != obj.id and matches(g, cond.filter, o, ctx.controller, ctx.source)]
    holds = not others
    names = ", ".join(g.describe(o) for o in others) or "none"
    kind = " or ".join(cond.filter.types) + " cards" if cond.filter is not None and cond.filter.types else "cards"
    g.tracer.step(f"{obj.display()} is in {possessive(obj.owner)} graveyard; the other {kind} there: "
                  f"{names} — the condition {'holds' if holds else 'does not hold'}", "410.8", kind="effect")
    return holds


@holds(ir.ConditionKind.IN_ZONE)
def _in_zone(ctx: Ctx, cond: ir.Condition) -> bool:
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    return bool(things) and all(g.objects[o].zone == cond.value for o in things)


@holds(ir.ConditionKind.CONTROLS_NAMED)
def _controls_named(ctx: Ctx, cond: ir.Condition) -> bool:
    """Urza's Mine: 'if you control an Urza's Power-Plant …' (by name)"""
    g = ctx.game
    ps = player_names(refer(ctx, cond.player)) if cond.player is not None else [ctx.controller]
    return any(g.controller_of(o) in ps and g.chars(o).name == cond.value for o in g.in_play)


@holds(ir.ConditionKind.CONTROLS)
def _controls(ctx: Ctx, cond: ir.Condition) -> bool:
    g = ctx.game
    ps = player_names(refer(ctx, cond.player)) if cond.player is not None else [ctx.controller]
    return any(g.controller_of(o) in ps and matches(g, cond.filter, o, ctx.controller, ctx.source) for o in g.in_play)


@holds(ir.ConditionKind.CONTROLLED_SINCE_LAST_UPKEEP)
def _controlled_since_last_upkeep(ctx: Ctx, cond: ir.Condition) -> bool:
    """echo: 'if ~ came under your control since ...'"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    return bool(things) and all(g.exists(o) and g.objects[o].zone == Zone.IN_PLAY
                                and g.past.came_under_control_since_last_upkeep(o, ctx.controller) for o in things)


@holds(ir.ConditionKind.COUNTERS)
def _counters(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if it has a depletion counter on it'; 'N or more' counters, as judge card says it"""
    n = counters_on(ctx, cond)
    return _compares(n, cond.compare) if cond.compare is not None else n > 0


@holds(ir.ConditionKind.NO_COUNTERS)
def _no_counters(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if there are no … counters on it'"""
    return counters_on(ctx, cond) == 0


@holds(ir.ConditionKind.TURN)
def _turn(ctx: Ctx, cond: ir.Condition) -> bool:
    """'as long as it's your turn'"""
    g = ctx.game
    return (g.turns.active == ctx.controller) == (cond.value is ir.PlayerRelation.YOU)


@holds(ir.ConditionKind.ENCHANTED)
def _enchanted(ctx: Ctx, cond: ir.Condition) -> bool:
    """'as long as ~ is enchanted'"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    return any(o.attached_to in things and o.zone == Zone.IN_PLAY for o in (g.objects[i] for i in g.in_play))


@holds(ir.ConditionKind.COUNT)
def _count(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if you have 10 or less life', 'there are seven or more lands'"""
    if cond.player is None:
        return _compares(condition_measure(ctx, cond, None), cond.compare)
    return any(_compares(condition_measure(ctx, cond, p), cond.compare) for p in player_names(refer(ctx, cond.player)))


@holds(ir.ConditionKind.MORE)
def _more(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if an opponent controls more lands than you', '… than each other player'; with a
    compare, by that margin: 'at least four more creatures than you' (Avatar of Might)"""
    g = ctx.game
    for p in player_names(refer(ctx, cond.player)):
        others = [q.name for q in g.players if q.name != p] if cond.than is None else \
            [q for q in player_names(refer(ctx, cond.than)) if q != p]
        if cond.value == "cards in hand" and others:  # Balance of Power: the hands as they are now
            g.tracer.step("; ".join(f"{x} has {n} card{'' if n == 1 else 's'} in hand"
                                    for x, n in ((x, condition_measure(ctx, cond, x)) for x in [p] + others)), "413.2f",
                          kind="effect")
        if others and all(_compares(condition_measure(ctx, cond, p) - condition_measure(ctx, cond, q), cond.compare)
                          for q in others):
            return True
    return False


@holds(ir.ConditionKind.SHUFFLED_THIS_WAY)
def _shuffled_this_way(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.SHUFFLED_THIS_WAY: Lat-Nam's Legacy's "If you do" — the instruction before
    shuffled a card of that player's into his or her library"""
    ps = player_names(refer(ctx, cond.player if cond.player is not None else ir.You()))
    return any(ctx.results.get(SHUFFLED_BY, {}).get(p, 0) > 0 for p in ps)


@holds(ir.ConditionKind.DISCARDED_THIS_WAY)
def _discarded_this_way(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.DISCARDED_THIS_WAY: Tainted Specter's "If that player discards a card this way" — the
    instructions before discarded at least one card of that player's: not when he or she put a card on top of the
    library instead (413.2c), nor from an empty hand, which has none to discard (416.3)"""
    g = ctx.game
    ps = player_names(refer(ctx, cond.player))
    done = {p: ctx.results.get(DISCARDED_BY, {}).get(p, 0) for p in ps}
    who = " or ".join(ps) or "that player"
    if any(done.values()):
        g.tracer.step(f"{who} discarded a card this way, so what \"if that player discards a card this way\" says "
                      f"happens ({ctx.source_name})", "413.2b", kind="effect")
        return True
    g.tracer.step(f"{who} discarded no card this way, so what \"if that player discards a card this way\" says doesn't "
                  f"happen ({ctx.source_name})", "413.2b", kind="effect")
    return False


@holds(ir.ConditionKind.EXCHANGED_THIS_WAY)
def _exchanged_this_way(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.EXCHANGED_THIS_WAY: Gauntlets of Chaos's "If those permanents are exchanged this way" — the
    exchange of control just before was made; one that couldn't be (a permanent gone or an illegal target, or both
    controlled by one player) has no effect on them (glossary "Exchange"), so what follows doesn't happen"""
    if ctx.results.get(ir.ConditionKind.EXCHANGED_THIS_WAY):
        ctx.game.tracer.step(f"Those permanents were exchanged this way, so what \"if those permanents are exchanged this "
                             f"way\" says happens ({ctx.source_name})", "413.2b", kind="effect")
        return True
    ctx.game.tracer.step(f"Those permanents weren't exchanged this way (the exchange had no effect on them: glossary "
                         f"\"Exchange\"), so what \"if those permanents are exchanged this way\" says doesn't happen "
                         f"({ctx.source_name})", "413.2b", kind="effect")
    return False


@holds(ir.ConditionKind.BLOCKED_BY)
def _blocked_by(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.BLOCKED_BY: Wall of Caltrops — the creatures now blocking the attacking creature (309.3;
    one removed from combat no longer blocks it, 306.2), one matching the description (another than the ability's
    source where it says "other"), or with ``value`` "none" none of them"""
    from judge.engine.combat_state import blockers_of  # (combat's record; imported where it is asked)
    g = ctx.game
    found = [b for a in object_ids(refer(ctx, cond.ref)) for b in blockers_of(g, a)
             if cond.filter is None or matches(g, cond.filter, b, ctx.controller, ctx.source)]
    return not found if cond.value == "none" else bool(found)


@holds(ir.ConditionKind.SACRIFICED_THIS_WAY)
def _sacrificed_this_way(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.SACRIFICED_THIS_WAY: Basalt Golem's "If the player does" — the instruction before, "that
    creature's controller sacrifices it", sacrificed it; not if it had left play by then (only a permanent in play
    can be sacrificed: glossary "Sacrifice"; the card in a graveyard is a new object, 217.8)"""
    g = ctx.game
    done = ctx.results.get(SACRIFICED_THIS_WAY, [])
    if done:
        g.tracer.step(f"{', '.join(g.describe(o) for o in done)} was sacrificed this way, so what \"if the player does\" "
                      f"says happens ({ctx.source_name})", "413.2c", kind="effect")
        return True
    g.tracer.step(f"Nothing was sacrificed this way: the creature had left play, and only a permanent in play can be "
                  f"sacrificed (glossary \"Sacrifice\"; the card in a graveyard is a new object, 217.8) — so what \"if "
                  f"the player does\" says doesn't happen ({ctx.source_name})", "413.2b", "217.8", kind="effect")
    return False


@holds(ir.ConditionKind.RETURNED_THIS_WAY)
def _returned_this_way(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.RETURNED_THIS_WAY: Puppet Master's "If that card is returned to its owner's hand this
    way" — the return before it moved the card the trigger event put into a graveyard; it fails once that card
    has left the graveyard (410.10), and a token that left play is no card to return"""
    g = ctx.game
    card = moved_card(ctx, cond.ref) if ctx.event is not None else None
    if card is None and ctx.event is not None:  # (still where the trigger event put it, or moved on since)
        card = ctx.event.new if ctx.event.new is not None else ctx.event.obj
    now = ctx.moved.get(card) if card is not None else None
    if now is not None and g.exists(now) and g.objects[now].zone == Zone.HAND:
        g.tracer.step(f"That card was returned to its owner's hand this way, so {possessive(ctx.source_name)} next instruction "
                      f"is carried out", "410.10", kind="effect")
        return True
    g.tracer.step(f"That card wasn't returned to its owner's hand this way: the ability looks for it only in the "
                  f"zone the trigger event put it into, and it isn't there now — so what \"if that card is returned "
                  f"to its owner's hand this way\" says doesn't happen", "410.10", "413.2b", kind="effect")
    return False


@holds(ir.ConditionKind.DEALT_DAMAGE_THIS_WAY)
def _dealt_damage_this_way(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.DEALT_DAMAGE_THIS_WAY: Minion of Leshrac"""
    g = ctx.game
    n = int(ctx.results.get("damage dealt", 0) or 0)
    if n:
        g.tracer.step(f"{ctx.source_name} dealt {n} damage this way", "413.2f", kind="effect")
        return True
    # none dealt: why (the cost offered instead paid — a creature sacrificed, {3} paid, a card discarded — so the damage
    # instruction wasn't carried out; or the damage all prevented) and what of the card's own words that decides ("If ~ deals damage to you this way, tap it."
    # does nothing) — not "dealt 0 damage this way", which named neither
    paid = ctx.results.get("sacrificed") or ()
    why = (f"{ctx.controller} sacrificed {', '.join(g.describe(o) for o in paid)} instead" if "damage dealt" not in ctx.results
           and paid else "the instruction dealing it wasn't carried out: the cost offered instead was paid"
           if "damage dealt" not in ctx.results else "all its damage was prevented")
    text = " ".join((getattr(getattr(ctx.so, "ability", None), "text", "") or "").split())
    own = next((x.strip() for x in own_sentences(text) if x.strip().lower().startswith("if ") and "this way" in x), "")
    g.tracer.step(f"{ctx.source_name} dealt no damage this way ({why})" + (
        f", so its own \"{own}\" does nothing" if own else ""), "413.2f", kind="effect")
    return False


@holds(ir.ConditionKind.CONTROLLED_SINCE_TURN_BEGAN)
def _controlled_since_your_turn_began(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.CONTROLLED_SINCE_TURN_BEGAN: Rocket Launcher (409.3's test)"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    return bool(things) and all(g.exists(o) and g.objects[o].zone == Zone.IN_PLAY and not g.objects[o].sick
                                and g.controller_of(o) == ctx.controller for o in things)


@holds(ir.ConditionKind.CAME_UNDER_CONTROL_THIS_TURN)
def _came_under_control_this_turn(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.CAME_UNDER_CONTROL_THIS_TURN: Erg Raiders — in play under the ability's controller, its
    control (coming into play, or a change of controller) dated after the turn began. (The trace's step is
    effects.conditions' `_said_came_under_control`.)"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    return bool(things) and all(g.exists(o) and g.objects[o].zone == Zone.IN_PLAY and g.controller_of(o) == ctx.controller
                                and g.objects[o].control_stamp > g.this_turn.began_stamp for o in things)


@holds(ir.ConditionKind.ENTERED_THIS_TURN)
def _came_into_play_this_turn(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.ENTERED_THIS_TURN: Fungus Elemental"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    return bool(things) and all(g.exists(o) and g.objects[o].zone == Zone.IN_PLAY
                                and g.objects[o].entered_turn == g.turns.turn for o in things)


@holds(ir.ConditionKind.NO_LAND_PLAYED)
def _played_no_land_this_turn(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.NO_LAND_PLAYED: Mercadian Atlas"""
    g = ctx.game
    ps = player_names(refer(ctx, cond.player)) if cond.player is not None else [ctx.controller]
    plays = {p: g.this_turn.lands_played_by(p) for p in ps}
    g.tracer.step("; ".join(f"{p} has played {n} land{'' if n == 1 else 's'} this turn" for p, n in plays.items())
                  + " (a land put into play by an effect is not played)", "214.9b", kind="effect")
    return all(n == 0 for n in plays.values())


@holds(ir.ConditionKind.NOT_FIRST_LAND)
def _not_first_land_played(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.NOT_FIRST_LAND: Fastbond — the land just played wasn't the player's first
    this turn when more than one land has been played (checked as the play triggers, 410.8; the
    count only grows, so the check on resolution agrees)"""
    g = ctx.game
    ps = player_names(refer(ctx, cond.player)) if cond.player is not None else [ctx.controller]
    plays = {p: g.this_turn.lands_played_by(p) for p in ps}
    g.tracer.step("; ".join(f"{p} has played {n} land{'' if n == 1 else 's'} this turn" for p, n in plays.items())
                  + (": the land played wasn't the first" if all(n > 1 for n in plays.values())
                     else ": the land played was the first") + " (a land put into play by an effect is not played)",
                  "214.9b", kind="effect")
    return all(n > 1 for n in plays.values())


@holds(ir.ConditionKind.NOT_SACRIFICED)
def _not_sacrificed(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.NOT_SACRIFICED: Urza's Miter — the trigger event put the permanent into
    its graveyard other than by its controller's sacrifice (glossary "Sacrifice"); checked as it
    triggers and again on resolution (410.8), where the event is what it was"""
    g = ctx.game
    ev = ctx.event  # the zone change it triggered on (None: a scenario's stack line with no event)
    sacrificed = ev is not None and ev.move_cause is MoveCause.SACRIFICE
    what = g.describe(ev.obj) if ev is not None and ev.obj is not None else "the permanent"
    g.tracer.step(f"{what} was {'sacrificed' if sacrificed else 'put into the graveyard other than by a sacrifice'}"
                  + (" (destroyed, or put there by a state-based effect or another instruction)" if not sacrificed
                     else "") + " (glossary \"Sacrifice\")", "410.8", kind="effect")
    return not sacrificed


@holds(ir.ConditionKind.SPELL_PLAYED_THIS_TURN)
def _played_a_spell_this_turn(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.SPELL_PLAYED_THIS_TURN: Mogg Conscripts, Lure of Prey, Skyshroud Condor"""
    g = ctx.game
    ps = set(player_names(refer(ctx, cond.player))) if cond.player is not None else {ctx.controller}
    want = cond.filter.types if cond.filter is not None else ()
    played = [(p, c) for p, c, types in g.this_turn.spells_played
              if p in ps and c != ctx.source and all(t in types for t in want)]
    kind = f"{' '.join(want)} spell" if want else "spell"
    who = " or ".join(sorted(ps))
    g.tracer.step(f"{who} {'has' if len(ps) == 1 else 'have'} played {len(played)} {kind}"
                  f"{'' if len(played) == 1 else 's'} this turn before now"
                  + (f" ({', '.join(g.describe(c) for _, c in played)})" if played else ""), "409.1", kind="effect")
    return (not played) if cond.value == "none" else bool(played)


@holds(ir.ConditionKind.DEALT_DAMAGE_THIS_TURN_BY)
def _dealt_damage_this_turn_by(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.DEALT_DAMAGE_THIS_TURN_BY: Suffocation's "only if you were dealt damage this turn by a red
    instant or sorcery spell" — the turn's record of damage, each source as it was when it dealt it (413.2f);
    prevented damage was never dealt (419.5) and isn't in it. The damage from sources that didn't fit is said too."""
    g = ctx.game
    a = ir.DamageDealtThisTurnBy(by=cond.filter, to=cond.player if cond.player is not None else ir.You())
    fit = damage_dealt_by(ctx, a, counted=True)
    other = damage_dealt_by(ctx, a, counted=False)
    who = " and ".join(player_names(refer(ctx, a.to)))
    kind = phrasebook.spell_phrase(cond.filter)
    g.tracer.step(dealt_damage_by_words(who, kind, fit, other), "413.2f", kind="effect")
    return bool(fit)


@holds(ir.ConditionKind.OPPONENT_DEALT_DAMAGE_THIS_TURN)
def _opponent_dealt_damage_this_turn(ctx: Ctx, cond: ir.Condition) -> bool:
    """ir.ConditionKind.OPPONENT_DEALT_DAMAGE_THIS_TURN: Antagonism (the turn's record of damage
    dealt to players, prevented damage not dealt: 419.5; glossary "Damage")"""
    g = ctx.game
    named = set(player_names(refer(ctx, cond.player))) if cond.player is not None else {ctx.controller}
    them = [p.name for p in g.players if p.name not in named]
    dealt = {p: g.this_turn.damage_to_players.get(p, 0) for p in them}
    some = any(n > 0 for n in dealt.values())
    holds_now = (not some) if cond.value == "none" else some
    g.tracer.step(("; ".join(f"{p} (an opponent of {' and '.join(sorted(named))}) was dealt {n} damage this turn"
                             for p, n in dealt.items()) or f"{' and '.join(sorted(named))} has no opponent")
                  + (": the instruction it governs is carried out" if holds_now
                     else ": the instruction it governs does nothing"), "413.2", kind="effect")
    return holds_now


@holds(ir.ConditionKind.CREATURE_DIED_THIS_TURN)
def _creature_died_this_turn(ctx: Ctx, cond: ir.Condition) -> bool:
    """put into a graveyard from play this turn (Osai Vultures)"""
    g = ctx.game
    return bool(g.this_turn.died)


@holds(ir.ConditionKind.REGENERATED_THIS_TURN)
def _regenerated_this_turn(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if ~ regenerated this turn' (Spiny Starfish): a shield replaced its destruction (419.6b)"""
    g = ctx.game
    things = object_ids(refer(ctx, cond.ref))
    times = sum(times_regenerated(g, o) for o in things if g.exists(o))
    who = g.describe(things[0]) if things else ctx.source_name
    if times:
        said = (f"{who} regenerated {times} time{'s' if times > 1 else ''} this turn (a regeneration shield replaced "
                f"its destruction), so \"{who} regenerated this turn\" is true")
    else:
        shields = sum(g.objects[o].regen_shields for o in things if g.exists(o))
        unused = (f" (its {'shield is' if shields == 1 else f'{shields} shields are'} unused: a regeneration happens "
                  f"only when a shield replaces a destruction)") if shields else ""
        said = f"{who} has not regenerated this turn{unused}, so \"{who} regenerated this turn\" is false"
    if not g.tracer.said_last(said):
        g.tracer.step(said, "419.6b", kind="effect")
    return times > 0


@holds(ir.ConditionKind.NUMBER_PARITY)
def _number_parity(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if the number of permanents is even' (Chaos Lord): the permanents in play that fit ``cond.filter`` — every
    player's, tokens and the ability's source too — counted as it is checked (413.2: as the ability resolves)."""
    g = ctx.game
    f = cond.filter if cond.filter is not None else ir.Filter()
    n = sum(1 for o in g.in_play if matches(g, f, o, ctx.controller, ctx.source))
    even = n % 2 == 0
    holds_ = even if cond.value == "even" else not even
    g.tracer.step(f"There are {n} permanents in play: the number is {'even' if even else 'odd'}, so \"the number of "
                  f"permanents is {cond.value}\" is {'true' if holds_ else 'false'}", "413.2", kind="effect")
    return holds_


@holds(ir.ConditionKind.EXACTLY_CHOSEN_NUMBER)
def _exactly_chosen_number(ctx: Ctx, cond: ir.Condition) -> bool:
    """"If that opponent reveals exactly the chosen number of cards of the chosen color" (Scrying Glass; added,
    session 78, h7): the cards ``cond.filter`` describes counted as the instruction is carried out (413.2f), equal to
    the number the ability chose as it resolved (413.2c) — no number chosen, none is that number."""
    g = ctx.game
    chosen = ctx.results.get("chosen numbers", [])
    n = len(refer(ctx, ir.All((cond.filter,))))
    holds_ = bool(chosen) and n == chosen[-1]
    names = ", ".join(g.describe(o) for o in refer(ctx, ir.All((cond.filter,))) if isinstance(o, int)) or "none"
    said = f"the chosen number, {chosen[-1]}" if chosen else "no chosen number"
    g.tracer.step(f"{amount_said(ctx, ir.CountOf(cond.filter))[:1].upper()}{amount_said(ctx, ir.CountOf(cond.filter))[1:]} "
                  f"is {n} ({names}): {'exactly' if holds_ else 'not'} {said}, so "
                  f"{possessive(ctx.source_name)} instruction after \"if\" is {'carried out' if holds_ else 'not carried out'}",
                  "413.2f", kind="effect")
    return holds_


@holds(ir.ConditionKind.STARTED_TURN_UNTAPPED)
def _started_turn_untapped(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if Rasputin started the turn untapped' (Rasputin Dreamweaver): the permanent was in play as the turn began,
    before its untap step (301.1, 302.1), and untapped then — the turn's record of the permanents as it began, each as
    it was (413.2f); the same object only: a permanent that came into play since is a new one (217.5c)."""
    g = ctx.game
    if g.this_turn.at_beginning is None:
        raise Unsupported(f"{ctx.source_name}: the permanents as this turn began are not known (the scenario "
                          f"begins after the turn's beginning, 302.1): begin it in the turn before")
    things = object_ids(refer(ctx, cond.ref))
    who = g.describe(things[0]) if things else ctx.source_name
    then = [lk for lk in g.this_turn.at_beginning if lk[0].id in things]
    holds_ = bool(then) and not then[0][0].tapped
    if not then:
        said = (f"{who} wasn't in play as this turn began (it came into play since, a new object, 217.5c), so "
                f"\"{who} started the turn untapped\" is false")
    elif holds_:
        said = f"{who} was untapped as this turn began, before its untap step, so \"{who} started the turn untapped\" is true"
    else:
        said = (f"{who} was tapped as this turn began, before its untap step, so "
                f"\"{who} started the turn untapped\" is false")
    if not g.tracer.said_last(said):
        g.tracer.step(said, "302.1", "301.1", kind="effect")
    return holds_


@holds(ir.ConditionKind.BLOCKED_SINCE_LAST_UPKEEP)
def _blocked_since_last_upkeep(ctx: Ctx, cond: ir.Condition) -> bool:
    """'if it has blocked or been blocked since your last upkeep' (Wiitigo): a block (309.3) or
    blocked status (glossary "Blocked Creature") at or after the beginning (303.1) of the last
    upkeep of the ability's controller before the one under way, the other players' turns between
    included; none of the scenario's upkeeps of that player: every block the scenario saw"""
    g = ctx.game
    things = [o for o in object_ids(refer(ctx, cond.ref)) if g.exists(o)]
    me = ctx.controller
    stamps = g.past.upkeep_stamps.get(me, [])
    if stamps and g.turns.step is Step.UPKEEP and g.turns.active == me:
        stamps = stamps[:-1]  # the upkeep under way is not "your last upkeep"
    since = stamps[-1] if stamps else None
    holds = any(since is None or s >= since for o in things for s in g.objects[o].block_stamps)
    who = g.describe(things[0]) if things else ctx.source_name
    when = f"since {possessive(me)} last upkeep" if since is not None else \
        f"since {possessive(me)} last upkeep (it began before the scenario did: every block the scenario saw counts)"
    said = (f"{who} {'has' if holds else 'has not'} blocked or been blocked {when}, so \"it has blocked or been "
            f"blocked since your last upkeep\" is {'true' if holds else 'false'}")
    if not g.tracer.said_last(said):
        g.tracer.step(said, "309.3", "303.1", kind="effect")
    return holds


@holds(ir.ConditionKind.HAND_EMPTY)
def _hand_empty(ctx: Ctx, cond: ir.Condition) -> bool:
    """'When your hand is empty' (410.11)"""
    g = ctx.game
    ps = player_names(refer(ctx, cond.player)) if cond.player is not None else [ctx.controller]
    return all(not g.zones[(p, Zone.HAND)] for p in ps)


def _activations_this_turn(ctx: Ctx) -> int:
    """How many times this turn the activated ability of the source that counts its own
    activations ("If this ability has been activated …") was played."""
    g = ctx.game
    if ctx.source is None or ctx.source not in g.objects:
        return 0
    # indexed as the player's choice of activated ability is (judge.engine.casting.pick_ability)
    acts = [a for a in g.chars(ctx.source).abilities if isinstance(a, ir.ActivatedAbility)]
    return max((n for (oid, idx), n in g.this_turn.activated.items() if oid == ctx.source and idx < len(acts)
                and _counts_own_activations(acts[idx])), default=0)


def _counts_own_activations(ab: ir.ActivatedAbility) -> bool:
    """Whether ``ab`` is the ability that counts its own activations: one of its effects is
    conditional on them (by what it does, not its words: Farrelite Priest as printed says "If
    more than 3 is spent in this way during one turn")."""
    return any(isinstance(e, ir.Conditional) and e.condition.kind is ir.ConditionKind.ACTIVATIONS for e in ab.effects) \
        or "this ability has been activated" in (ab.text or "").lower()


def _compares(n: int, cmp: Optional[ir.Compare]) -> bool:
    if cmp is None:
        return n > 0
    v = cmp.value if isinstance(cmp.value, int) else 0
    return n >= v if cmp.op == ">=" else n <= v if cmp.op == "<=" else n == v
