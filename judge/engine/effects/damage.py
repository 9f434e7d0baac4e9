"""Dealing damage (glossary "Damage"): to the objects and players an instruction names, divided
among targets (409.1e, 413.2a), what it was dealt to recorded for a later instruction."""

from __future__ import annotations

import dataclasses
from dataclasses import replace

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.engine import events
from judge.engine.context import Ctx, Unsupported, amount, amount_source, handles, object_ids, refer
from judge.engine.context import DAMAGE_PARTS, EACH_OBJECT, TOLD_STEPS, gone_trigger_object, say_count, targets_named
from judge.engine.decider import Option, choose
from judge.engine.filters import matches, spared_not_damaged_by_it
from judge.engine.targets import names_match
from judge.engine.effects.counting import (amount_is, counts_in, per_each, per_player, read_now,
                                           when_read, has_damage_dealt_by, say_count_at_turn_start,
                                           say_damage_dealt_by, source_card_name)
from judge.zones import Zone


@handles(ir.DealDamage)
def _deal_damage(ctx: Ctx, eff: ir.DealDamage) -> None:
    # the instruction's damage to each of its recipients is dealt at one time (419.7c's "next time")
    with events.at_one_time(ctx.game):
        _deal_damage_now(ctx, eff)


def _deal_damage_now(ctx: Ctx, eff: ir.DealDamage) -> None:
    g = ctx.game
    src = ctx.source
    name = ctx.source_name
    if not isinstance(eff.source, ir.This):
        things = refer(ctx, eff.source)
        gone = gone_trigger_object(ctx, eff.source) if not things else None
        if gone is not None:
            # "have it deal damage" (Pandemonium) of a creature gone since the ability triggered:
            # the permanent as it most recently existed deals it, not the ability's source (413.2f)
            src, name = gone, g.last_known(gone)[0].display()
            g.tracer.step(f"{name} is no longer in play: it deals the damage as it last existed, not "
                          f"{ctx.source_name}", "413.2f", kind="effect")
        elif things and isinstance(things[0], int):
            src, name = things[0], g.describe(things[0])
            if not g.exists(src) and g.last_known(src)[0].zone == Zone.IN_PLAY:
                # "Destroy target artifact. That artifact deals damage …" (Goblin Tinkerer): the
                # permanent as it most recently existed in play deals it, not the ability (413.2f)
                g.tracer.step(f"{name} is no longer in play: it deals the damage as it most recently existed there, "
                              f"not {possessive(ctx.source_name)} ability", "413.2f", kind="effect")
    total = 0
    if eff.evenly and not isinstance(eff.to[0], ir.Target):
        # Dwarven Catapult: "divided evenly, rounded down, among all creatures target opponent
        # controls" — no targets, no division announced (409.1e): the creatures are counted as the
        # instruction is carried out (413.2f) and each is dealt the amount divided by their number
        whole = amount(ctx, eff.amount)
        things = [t for ref in eff.to for t in refer(ctx, ref)]
        count = len(things)
        group = targets_named(ctx, phrasebook.filter_plural(_group_filter(eff.to[0])))
        if not count:
            g.tracer.step(f"{name}: {whole} damage divided evenly among {group}, "
                          f"but there are none as it resolves: no damage is dealt", "413.2f", kind="effect")
        else:
            each = whole // count
            g.tracer.step(f"{name}: {whole} damage divided evenly, rounded down, among the {count} "
                          f"{group} as it resolves: {each} each", "413.2f", kind="effect")
            for thing in things:
                total += _deal_recorded(ctx, src, name, each,
                                        **({"player": thing} if isinstance(thing, str) else {"obj": thing}))
    elif eff.evenly:
        # Fireball: the amount divided by the number of targets announced, rounded down; an
        # illegal target's share is not dealt, nor shared among the others (413.2a)
        whole = amount(ctx, eff.amount)
        count = len(ctx.targets)
        each = whole // count if count else 0
        lost = sum(1 for t in ctx.targets if t is None)
        g.tracer.step(f"{name}: {whole} damage divided evenly, rounded down, among the {count} target"
                      f"{'s' if count != 1 else ''} announced: {each} each"
                      + (f"; {lost} of them {'is' if lost == 1 else 'are'} no longer legal and {'its' if lost == 1 else 'their'}"
                         f" share is not dealt" if lost else ""), "413.2", *(("413.2a",) if lost else ()), kind="effect")
        for t in ctx.targets:
            if t is None:
                continue
            total += _deal_recorded(ctx, src, name, each, obj=t.obj, player=t.player)
    elif eff.divided and ctx.divide:
        for i, n in sorted(ctx.divide.items()):
            t = ctx.targets[i] if i < len(ctx.targets) else None
            if t is None:
                continue  # 413.2a: the illegal target's share is not dealt
            total += _deal_recorded(ctx, src, name, n, obj=t.obj, player=t.player)
    else:
        things = [thing for ref in eff.to for thing in refer(ctx, ref)]
        _spared_by_keyword(ctx, eff.to, things)
        _spared_not_damaged_by_it(ctx, eff.to, things)
        _spared_new_object(ctx, eff.to, things)
        if _per_object(eff.amount):  # "to each creature for each Aura attached to that creature"
            ctx.results["damage dealt"] = _deal_per_object(ctx, eff, src, name, things)
            return
        if per_each(eff.amount):  # "to each player equal to the number of lands they control"
            players = [t for t in things if isinstance(t, str)]
            each = dict(per_player(ctx, players, eff.amount))  # all counted first (413.2f, 413.2d)
            if len(players) < len(things):
                raise Unsupported(f"{name}: an amount counted for each player, dealt to an object")
            amounts = [each[t] for t in things]
        else:
            amounts = [amount(ctx, eff.amount)] * len(things)
            if things and isinstance(eff.amount, ir.CountAtTurnStart):  # Power Surge: what was counted, what not
                say_count_at_turn_start(ctx, eff.amount, amounts[0])
            read_off = amount_source(ctx, eff.amount) if things else None
            if read_off is not None and amounts[0] > 0:
                # "damage equal to the tapped creature's power" (Unerring Sling): its value now
                g.tracer.step(f"{name}: the damage is {read_off}, {amounts[0]}, as the instruction is carried out",
                              "413.2f", kind="effect")
            elif (things and amounts[0] > 0 and isinstance(eff.amount, ir.Sum) and len(eff.amount.terms) == 2
                  and isinstance(eff.amount.terms[1], int)
                  and (read_off := amount_source(ctx, eff.amount.terms[0])) is not None):
                # "damage equal to its power plus 2" (Farrel's Mantle): the value read now and the
                # sum, as the instruction is carried out
                more = eff.amount.terms[1]
                if read_off.startswith(f"{possessive(name)} "):  # its own power, the creature named once
                    read_off = "its " + read_off[len(name) + 3:]
                g.tracer.step(f"{name}: the damage is {read_off}, {amounts[0] - more}, "
                              f"{'plus' if more >= 0 else 'minus'} {abs(more)}: {amounts[0]}", "413.2f", kind="effect")
            elif things and amounts[0] > 0 and counts_in(eff.amount):  # (none: "its amount is 0", said below)
                # "damage … equal to the number of nonbasic lands they control" (Primal Order; audit
                # 3733): the count, and what it counted, as the instruction is carried out (413.2f)
                for count in counts_in(eff.amount):
                    say_count(ctx, count.filter, amount(ctx, count))
                if isinstance(eff.amount, ir.Half):  # then the half of it (Floodgate; audit 4238)
                    g.tracer.step(f"{name}: half of {amount(ctx, eff.amount.of)}, rounded "
                                  f"{'up' if eff.amount.round_up else 'down'}, is {amounts[0]}", "413.2f", kind="effect")
            elif things and amounts[0] > 0 and read_now(eff.amount):  # (none or less: "does nothing", said below)
                say_damage_dealt_by(ctx, eff.amount)  # (each damage of the turn counted, and each not: 413.2f)
                # "X is the number of cards in his or her hand minus 4" (Black Vise): what it is now,
                # as the instruction is carried out — not as the ability triggered or was played
                this = source_card_name(ctx) if has_damage_dealt_by(eff.amount) else ""  # ("named ~": Blazing Effigy)
                g.tracer.step(f"{name}: {phrasebook.amount_words(eff.amount, ctx.controller, this=this)} is {amounts[0]}"
                              f"{when_read(ctx, eff.amount)}", "413.2f", kind="effect")
        for thing, n in zip(things, amounts):
            total += _deal_recorded(ctx, src, name, n, **({"player": thing} if isinstance(thing, str) else {"obj": thing}))
    ctx.results["damage dealt"] = total  # (what isn't lethal is said as state-based effects are checked: sba)


def _per_object(amt) -> bool:
    """Whether an amount is counted for each object dealt damage in turn (it names ir.EachObject:
    Baki's Curse's "for each Aura attached to that creature")."""
    if isinstance(amt, ir.EachObject):
        return True
    if dataclasses.is_dataclass(amt) and not isinstance(amt, type):
        return any(_per_object(getattr(amt, f.name)) for f in dataclasses.fields(amt))
    return isinstance(amt, tuple) and any(_per_object(x) for x in amt)


def _deal_per_object(ctx: Ctx, eff: ir.DealDamage, src, name: str, things: list) -> int:
    """Baki's Curse: "~ deals 2 damage to each creature for each Aura attached to that creature" —
    each creature's own count, all of them determined as the instruction is carried out (413.2f)
    before any damage is dealt; then all the damage is dealt at one time, one event (413.2: the
    resolution one indivisible action). A creature whose count is 0 is dealt no damage, and the
    step says so (413.2b). Returns the damage dealt."""
    g = ctx.game
    if any(isinstance(t, str) for t in things):
        raise Unsupported(f"{name}: an amount counted for each object, dealt to a player")
    counts = [c for c in counts_in(eff.amount) if _per_object(c)]
    amounts: list[int] = []
    numbers: list[int] = []
    try:
        for thing in things:
            ctx.results[EACH_OBJECT] = [thing]
            amounts.append(amount(ctx, eff.amount))
            numbers.append(amount(ctx, counts[0]) if counts else amounts[-1])
    finally:
        ctx.results.pop(EACH_OBJECT, None)
    if not things:
        return 0
    what = phrasebook.each_own_count_words(counts[0].filter, ctx.controller) if counts else phrasebook.amount_words(eff.amount, ctx.controller)
    g.tracer.step(f"{name}: for each one dealt damage, the number of {what}, counted as the instruction is "
                  f"carried out, before any damage is dealt: " + "; ".join(
                      f"{g.describe(t)} {k}, {n} damage" for t, k, n in zip(things, numbers, amounts))
                  + " — all of it dealt at one time", "413.2f", "413.2", kind="effect")
    for t, k, n in zip(things, numbers, amounts):
        if n <= 0:
            g.tracer.step(f"{g.describe(t)} is dealt no damage: the number of {what} is {k}, and 0 damage is "
                          f"no damage dealt", "413.2b", kind="effect")
    hits = [(src, name, n, t, None) for t, n in zip(things, amounts) if n > 0]
    got = events.deal_damage_at_once(g, hits) if hits else {}
    hit = [k for k in got if not isinstance(k, str)]
    if hit:
        ctx.results.setdefault("damaged", []).extend(hit)
    ctx.results.setdefault(DAMAGE_PARTS, []).extend((k, dealt, None) for k, dealt in got.items() if dealt > 0)
    return sum(got.values())


@handles(ir.EachDealsToOther)
def _each_deals_to_other(ctx: Ctx, eff: ir.EachDealsToOther) -> None:
    """Triangle of War: "target creature you control fights target creature an opponent controls"
    (printed: "each creature deals an amount of damage equal to its power to the other"). Each
    power is read as the instruction is carried out (413.2f) and both creatures deal their damage
    at once, one instruction (413.2b). A target that became illegal is not acted on (413.2a): it
    neither deals damage (as Deadshot's gone source) nor is dealt any, so the other, though legal,
    has no creature to deal damage to it or to be dealt its own."""
    g = ctx.game
    pair = [(ref, object_ids(refer(ctx, ref))) for ref in (eff.first, eff.second)]
    gone = [ref for ref, ids in pair if not ids]
    if gone:
        names = [(_chosen_target(ctx, ref) or ["that creature"])[0] for ref in gone]
        g.tracer.step(f"{ctx.source_name}: {' and '.join(names)} {'is' if len(names) == 1 else 'are'} no longer a legal "
                      f"target, and an illegal target is not acted on: it neither deals nor is dealt damage, so no "
                      f"damage is dealt", "413.2a", kind="effect")
        return
    (a,), (b,) = pair[0][1][:1], pair[1][1][:1]
    pa, pb = (g.chars(a).power or 0), (g.chars(b).power or 0)
    na, nb = g.describe(a), g.describe(b)
    g.tracer.step(f"{ctx.source_name}: {possessive(na)} power is {pa} and {possessive(nb)} is {pb} as the instruction is carried out; "
                  f"each deals damage equal to its power to the other, at once"
                  + ("" if pa > 0 and pb > 0 else
                     f" ({' and '.join(n for n, p in ((na, pa), (nb, pb)) if p <= 0)} deals none: 0 damage is no damage)"),
                  "413.2f", "413.2b", kind="effect")
    hits = [(s, n, p, o, None) for s, n, p, o in ((a, na, pa, b), (b, nb, pb, a)) if p > 0]
    got = events.deal_damage_at_once(g, hits) if hits else {}
    hit = [k for k in got if not isinstance(k, str)]
    if hit:
        ctx.results.setdefault("damaged", []).extend(hit)
    ctx.results["damage dealt"] = sum(got.values())


@handles(ir.EachDealsToItself)
def _each_deals_to_itself(ctx: Ctx, eff: ir.EachDealsToItself) -> None:
    """Repentance: "target creature deals damage to itself equal to its power"; Wave of Reckoning: "each creature
    deals damage to itself equal to its power". Each creature is the source of the damage it deals itself; each
    power is read as the instruction is carried out (413.2f) and all the damage is dealt at once, one
    instruction's (417.1; 419.7c's "next time"). A creature with 0 or less power deals none (0 damage is no
    damage). An illegal target has already countered Repentance (413.2a)."""
    g = ctx.game
    ids = [o for o in object_ids(refer(ctx, eff.who)) if g.exists(o)]
    if not ids:
        g.tracer.step(f"{ctx.source_name}: there is no creature to deal damage to itself as it resolves: no damage is "
                      f"dealt", "413.2f", kind="effect")
        return
    powers = [(o, g.describe(o), g.chars(g.objects[o]).power or 0) for o in ids]
    said = "; ".join(f"{n} {p}" for _, n, p in powers)
    none = [n for _, n, p in powers if p <= 0]
    if len(powers) == 1:
        g.tracer.step(f"{ctx.source_name}: {powers[0][1]} deals damage to itself equal to its power, {powers[0][2]} as the "
                      f"instruction is carried out" + (" — 0 damage is no damage" if none else ""), "413.2f", kind="effect")
    else:
        g.tracer.step(f"{ctx.source_name}: each creature deals damage to itself equal to its power, read as the instruction "
                      f"is carried out ({said}), all at once"
                      + (f"; {' and '.join(none)} {'deals' if len(none) == 1 else 'deal'} none (0 damage is no damage)"
                         if none else ""), "413.2f", "417.1", kind="effect")
    hits = [(o, n, p, o, None) for o, n, p in powers if p > 0]
    got = events.deal_damage_at_once(g, hits) if hits else {}
    hit = [k for k in got if not isinstance(k, str)]
    if hit:
        ctx.results.setdefault("damaged", []).extend(hit)
    ctx.results["damage dealt"] = sum(got.values())


def _chosen_target(ctx: Ctx, ref) -> list[str]:
    """The name of the object chosen for the target word ``ref`` as it was played (409.1c)."""
    return [t.describe(ctx.game) for t in (ctx.so.targets if ctx.so is not None else ())
            if t is not None and getattr(t.spec, "index", None) == getattr(ref, "index", None)]


def _spared_by_keyword(ctx: Ctx, to: tuple, things: list) -> None:
    """"to each creature without flying" (Rupture, Earthquake), "each creature with flying"
    (Hurricane): each creature in play the card's own words leave out for that ability alone is
    not dealt damage, and the step says so — the instruction is followed as written (413.2b)."""
    g = ctx.game
    for ref in to:
        for f in (ref.filters if isinstance(ref, ir.All) else ()):
            if not (f.keywords or f.not_keywords):
                continue
            loose = replace(f, keywords=(), not_keywords=())
            for oid in g.in_play:
                if oid in things or not matches(g, loose, oid, ctx.controller, ctx.source):
                    continue
                has = [str(k) for k in f.not_keywords if matches(g, replace(loose, keywords=(k,)), oid, ctx.controller,
                                                                  ctx.source)]
                lacks = [str(k) for k in f.keywords if not matches(g, replace(loose, keywords=(k,)), oid, ctx.controller,
                                                                   ctx.source)]
                why = f"it has {' and '.join(has)}" if has else f"it doesn't have {' or '.join(lacks)}"
                g.tracer.step(f"{g.describe(oid)} is not dealt damage: {why}, and {possessive(ctx.source_name)} own words deal "
                              f"the damage only to {phrasebook.filter_plural(f)}", "413.2b", kind="effect")
                # what the words leave out, not what the instruction did: dealing none (X = 0), it still says
                # it did nothing, and why (audit 8177: Fault Line with X = 0 said only that Serra Angel was spared)
                ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1


def _spared_not_damaged_by_it(ctx: Ctx, to: tuple, things: list) -> None:
    """The Fallen's "each opponent it has dealt damage to this game" (session 41): each player the
    words would name but for that is not dealt damage, and the step says why — its source hasn't
    dealt him or her damage (417.1) since it became the object it is (217.8)."""
    g = ctx.game
    for ref in to:
        for f in (ref.filters if isinstance(ref, ir.All) else ()):
            for p, why in spared_not_damaged_by_it(g, f, ctx.controller, ctx.source):
                g.tracer.step(f"{p} is not dealt damage: {why}", "413.2b", "217.8", kind="effect")
                ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1  # (as above: left out, not done)


def _spared_new_object(ctx: Ctx, to: tuple, things: list) -> None:
    """"each creature dealt damage this turn" (Inflame; audit 13227): a creature in play whose card was dealt
    damage this turn as an earlier object — it has left play and come back since — is a new object with no
    relationship to the old one (217.5c, 217.8), so it is not dealt damage, and the step says why."""
    g = ctx.game
    for ref in to:
        for f in (ref.filters if isinstance(ref, ir.All) else ()):
            if not isinstance(f, ir.Filter) or "dealt damage this turn" not in f.extra:
                continue
            from judge.engine.description_facts import EARLIER_OBJECT_DAMAGED, object_now  # (the words' one place)

            loose = replace(f, extra=tuple(e for e in f.extra if e != "dealt damage this turn"))
            for old in sorted(o for o in g.this_turn.damaged if isinstance(o, int)):
                now = object_now(g, old)
                if now == old or now in things or now not in g.in_play or not matches(g, loose, now, ctx.controller,
                                                                                         ctx.source):
                    continue
                g.tracer.step(f"{g.describe(now)} is not dealt damage: {EARLIER_OBJECT_DAMAGED}", "217.5c", "217.8",
                              kind="effect")
                ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1  # (as above: left out, not done)


def _deal_recorded(ctx: Ctx, src, name: str, n: int, obj=None, player=None) -> int:
    """Deal the damage; each creature it was actually dealt to is recorded as "a creature dealt
    damage this way" (Incinerate) — one a redirection moved it to too, never one it was all
    prevented or moved away from: 0 damage is no damage dealt (410.7, 419.1). Returns the damage dealt.
    A player's part of an instruction for each player (Lim-Dûl's Hex) holds its damage back until
    every player has chosen, then all of it is dealt at once (413.2d: :mod:`each_player`)."""
    if ctx.each_one and n > 0:
        from judge.engine import each_player  # (an instruction for each player's part: loaded by the first)

        if each_player.defer_damage(ctx, ctx.each_one, src, name, n, obj=obj, to_player=player):
            return 0
    g = ctx.game
    lives = {p: g.player(p).life for p in g.apnap()}  # (Drain Life's cap: the life totals before the damage)
    got = events.deal_damage_each(g, src, name, n, obj=obj, player=player)
    hit = [k for k in got if not isinstance(k, str)]
    if hit:
        ctx.results.setdefault("damaged", []).extend(hit)
    # each recipient's part, with a player's life total before it (Drain Life's cap, worked out only
    # where an instruction reads it: judge.engine.context.damage_dealt_capped)
    ctx.results.setdefault(DAMAGE_PARTS, []).extend(
        (k, dealt, lives.get(k) if isinstance(k, str) else None) for k, dealt in got.items() if dealt > 0)
    return sum(got.values())


@handles(ir.DealDamageAdditional)
def _deal_damage_additional(ctx: Ctx, eff: ir.DealDamageAdditional) -> None:
    """Kaervek's Hex: each recipient of either group is dealt its whole amount at once — the
    first group's amount, plus the additional amount if it is in the second group too."""
    g = ctx.game
    src, name = ctx.source, ctx.source_name
    first = [t for ref in eff.to for t in refer(ctx, ref)]
    second = [t for ref in eff.additional_to for t in refer(ctx, ref)]
    n, more = amount(ctx, eff.amount), amount(ctx, eff.additional)
    total = 0
    with events.at_one_time(g):
        total = _deal_additional(ctx, eff, first, second, n, more)
    ctx.results["damage dealt"] = total


def _deal_additional(ctx: Ctx, eff: ir.DealDamageAdditional, first: list, second: list, n: int, more: int) -> int:
    g, src, name = ctx.game, ctx.source, ctx.source_name
    total = 0
    for thing in dict.fromkeys(first + second):
        parts = ([n] if thing in first else []) + ([more] if thing in second else [])
        who = thing if isinstance(thing, str) else g.describe(thing)
        if len(parts) == 2:
            g.tracer.step(f"{who} is in both groups of {possessive(name)} damage: {n} and an additional {more}, "
                          f"{n + more} damage dealt at once", "417.1", kind="effect")
        elif thing not in first:
            g.tracer.step(f"{who} is only among those dealt the additional damage: {more}", "417.1", kind="effect")
        elif n <= 0:  # Tropical Storm with X = 0: a nonblue flyer is in the first group only
            g.tracer.step(f"{who} is only among those dealt {phrasebook.amount_words(eff.amount, ctx.controller)} damage, and "
                          f"{amount_is(ctx, eff.amount, n)}: it is dealt no damage", "413.2b",
                          *(("409.1b",) if isinstance(eff.amount, ir.VarX) else ()), kind="effect")
        total += _deal_recorded(ctx, src, name, sum(parts), **({"player": thing} if isinstance(thing, str) else {"obj": thing}))
    return total


def _group_filter(ref: ir.ObjRef) -> "ir.Filter | None":
    """The one description of an untargeted group ("all creatures target opponent controls"),
    for the trace; None (said as "creatures") for anything else."""
    return ref.filters[0] if isinstance(ref, ir.All) and len(ref.filters) == 1 else None


@handles(ir.HalfDamageOfSpellToCaster)
def _half_damage_of_spell_to_caster(ctx: Ctx, eff: ir.HalfDamageOfSpellToCaster) -> None:
    """Backdraft (added, session 76, h6): "Choose a player who cast one or more sorcery spells this turn. ~ deals damage
    to that player equal to half the damage dealt by one of those sorcery spells this turn, rounded down." — both
    choices its controller's as it resolves (413.2c), among the spells played this turn (409.1: its playing complete,
    whether or not it then resolved) and their players; the damage each dealt this turn is what the turn's record
    holds (417.1: damage prevented is never dealt, 419.5; damage redirected is still that spell's, glossary
    "Redirect"). No such player: there is no choice, and no damage (413.2b). Half of an odd number rounded down."""
    g = ctx.game
    name = ctx.source_name
    kinds = " or ".join(eff.types)
    played = [(p, card) for p, card, types in g.this_turn.spells_played if any(t in types for t in eff.types)]
    if not played:
        g.tracer.step(f"{name}: no player has played a {kinds} spell this turn, so there is no player to choose and "
                      f"{name} deals no damage", "413.2b", kind="effect")
        return
    players = [p for p in g.apnap() if any(q == p for q, _c in played)]
    you = ctx.controller
    (who,) = choose(g, you, f"a player who played one or more {kinds} spells this turn ({name})",
                    [Option(p, p, lambda v, p=p: names_match(v, {p})) for p in players], (1, 1), rule="413.2c")
    spells = [c for p, c in played if p == who]
    dealt = {c: sum(n for src, _to, n, _by in g.this_turn.damage_dealt if src == c) for c in spells}

    def called(c: int) -> str:
        return g.last_known(c)[0].name if (c in g.objects or c in g.lki) else "that spell"

    opts = [Option(f"{called(c)} (dealt {dealt[c]} damage this turn)", c, lambda v, c=c: names_match(v, {called(c)}))
            for c in spells]
    (spell,) = choose(g, you, f"one of the {kinds} spells {who} played this turn ({name})", opts, (1, 1),
                      rule="413.2c", forced_ok=len({(called(c), dealt[c]) for c in spells}) <= 1)
    n = dealt[spell] // 2
    g.tracer.step(f"{called(spell)} dealt {dealt[spell]} damage this turn; half of it, rounded down, is {n}"
                  + ("" if n else f": {name} deals no damage"), "413.2c", kind="effect")
    if n:
        _deal_recorded(ctx, ctx.source, name, n, player=who)
