"""The effect interpreter: executes the card IR (:mod:`judge.cards.ir`) as a spell or ability
resolves (413.2b: instructions in the order written), and turns static abilities into
continuous effects (418.4).

Object references are resolved on execution (413.2f: current information if the object is
still there, else last known information). Targets that became illegal are skipped
(413.2a: the rest resolve as if all were legal).
"""

from __future__ import annotations

from dataclasses import replace
import dataclasses
import re
from typing import Any, Callable, Optional, Sequence

from judge.cards import ir
from judge.cards.describe import amount_phrase, condition_phrase, counters_phrase, effect_phrase, filter_phrase, filter_phrase_for, ref_phrase, filter_plural, possessive, pt_change_words, quoted, with_article
from judge.dsl.ast import CardDef
from judge.engine import could_produce, each_player, events, mana_instead
from judge.engine.characteristics import BASIC_LANDS, ContinuousEffect, counter_pt, ordered_effects, printed
from judge.engine.copies import copy_of
from judge.engine.context import (DESTROYED_WHICH, DISCARDED_BY, MOVED_FROM_CONTROL_OF, MOVED_THIS_WAY, PLAYER_CHOSEN, SHUFFLED_BY, Ctx, Unsupported, amount, amount_source, check_condition, cost_words, handles, named, object_ids,
                                  most_discarded, player_names, refer, run_effects, source_object, subjects)
from judge.engine.context import gone_trigger_object, instruction_words, static_rules, targets_named
from judge.engine.decider import OpenChoice, Option, choose, number_options, yes_no
from judge.engine.evasion import one_shot_rule
from judge.engine.events import counter, end_game
from judge.engine.filters import chosen_on_entry, converted_mana_cost, matches, what_it_is
from judge.engine.kinds import ChoiceKind, EffectKind, EventKind, ShieldKind, StackKind
from judge.engine.mana import add_mana, mana_text, parse_cost, parse_mana
from judge.engine.objects import DelayedAbility, Target
from judge.engine.outcome import Choice
from judge.engine.payment import can_pay, pay_mana
from judge.engine.replacement import Replacement, add, add_prevention_shield, add_regeneration_shield
from judge.engine.statics import basic_land_apply, lose_all_apply, set_color_apply, set_types_apply
from judge.engine.targets import filter_words, protected_from, target_options
from judge.engine.triggers import trigger_delayed
from judge.engine.text_changes import WORDS as TEXT_WORDS, kind_of as text_kind_of, words_in as text_words_in
from judge.engine.text_changes import stated_land_type_apply, stated_land_types
from judge.errors import JudgeError


# --------------------------------------------------------------------------- references


# --------------------------------------------------------------------------- one-shot effects


@handles(ir.DealDamage)
def _deal_damage(ctx: Ctx, eff: ir.DealDamage) -> None:
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
            if not g.exists(src) and g.last_known(src)[0].zone == "in play":
                # "Destroy target artifact. That artifact deals damage …" (Goblin Tinkerer): the
                # permanent as it most recently existed in play deals it, not the ability (413.2f)
                g.tracer.step(f"{name} is no longer in play: it deals the damage as it most recently existed there, "
                              f"not {ctx.source_name}'s ability", "413.2f", kind="effect")
    total = 0
    if eff.evenly:
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
        if _per_each(eff.amount):  # "to each player equal to the number of lands they control"
            players = [t for t in things if isinstance(t, str)]
            each = dict(_per_player(ctx, players, eff.amount))  # all counted first (413.2f, 413.2d)
            if len(players) < len(things):
                raise Unsupported(f"{name}: an amount counted for each player, dealt to an object")
            amounts = [each[t] for t in things]
        else:
            amounts = [amount(ctx, eff.amount)] * len(things)
            read_off = amount_source(ctx, eff.amount) if things else None
            if read_off is not None and amounts[0] > 0:
                # "damage equal to the tapped creature's power" (Unerring Sling): its value now
                g.tracer.step(f"{name}: the damage is {read_off}, {amounts[0]}, as the instruction is carried out",
                              "413.2f", kind="effect")
            elif things and amounts[0] > 0 and _counts_in(eff.amount):  # (none: "its amount is 0", said below)
                # "damage … equal to the number of nonbasic lands they control" (Primal Order; audit
                # 3733): the count, and what it counted, as the instruction is carried out (413.2f)
                for count in _counts_in(eff.amount):
                    _say_count(ctx, count.filter, amount(ctx, count))
                if isinstance(eff.amount, ir.Half):  # then the half of it (Floodgate; audit 4238)
                    g.tracer.step(f"{name}: half of {amount(ctx, eff.amount.of)}, rounded "
                                  f"{'up' if eff.amount.round_up else 'down'}, is {amounts[0]}", "413.2f", kind="effect")
            elif things and amounts[0] > 0 and _read_now(eff.amount):  # (none or less: "does nothing", said below)
                # "X is the number of cards in his or her hand minus 4" (Black Vise): what it is now,
                # as the instruction is carried out — not as the ability triggered or was played
                g.tracer.step(f"{name}: {amount_phrase(eff.amount)} is {amounts[0]}{_when_read(ctx, eff.amount)}",
                              "413.2f", kind="effect")
        for thing, n in zip(things, amounts):
            total += _deal_recorded(ctx, src, name, n, **({"player": thing} if isinstance(thing, str) else {"obj": thing}))
    ctx.results["damage dealt"] = total  # (what isn't lethal is said as state-based effects are checked: sba)


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
    g.tracer.step(f"{ctx.source_name}: {na}'s power is {pa} and {nb}'s is {pb} as the instruction is carried out; "
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
                g.tracer.step(f"{g.describe(oid)} is not dealt damage: {why}, and {ctx.source_name}'s own words deal "
                              f"the damage only to {filter_plural(f)}", "413.2b", kind="effect")


def _deal_recorded(ctx: Ctx, src, name: str, n: int, obj=None, player=None) -> int:
    """Deal the damage; each creature it was actually dealt to is recorded as "a creature dealt
    damage this way" (Incinerate) — one a redirection moved it to too, never one it was all
    prevented or moved away from: 0 damage is no damage dealt (410.7, 419.1). Returns the damage dealt.
    A player's part of an instruction for each player (Lim-Dûl's Hex) holds its damage back until
    every player has chosen, then all of it is dealt at once (413.2d: :mod:`each_player`)."""
    if ctx.each_one and n > 0 and each_player.defer_damage(ctx, ctx.each_one, src, name, n, obj=obj, to_player=player):
        return 0
    got = events.deal_damage_each(ctx.game, src, name, n, obj=obj, player=player)
    hit = [k for k in got if not isinstance(k, str)]
    if hit:
        ctx.results.setdefault("damaged", []).extend(hit)
    return sum(got.values())


#: Amounts read off the game as the instruction is carried out (413.2f) — not announced (X).
_READ_NOW = (ir.CardsInHand, ir.LifeTotal, ir.HalfLife, ir.CountersOn, ir.DiedThisTurn)


def _counts_in(amt) -> list:
    """The counts of a description an amount is made of (itself, a multiple of one, or a term of a
    sum: "2 plus the number of …"), each said by :func:`_say_count`."""
    if isinstance(amt, ir.CountOf):
        return [amt]
    if isinstance(amt, (ir.Product, ir.Negative)):  # (a count taken away: "… in excess of the number of …")
        return _counts_in(amt.amount)
    if isinstance(amt, ir.Sum):
        return [c for term in amt.terms for c in _counts_in(term)]
    if isinstance(amt, ir.Half):  # "half the number of Islands you control, rounded down" (Floodgate)
        return _counts_in(amt.of)
    return []


def _read_now(amt) -> bool:
    """Whether ``amt`` reads the game's state as the instruction is carried out and says so
    nowhere else (the count of a description says itself, :func:`_say_count`)."""
    if isinstance(amt, _READ_NOW):
        return True
    if isinstance(amt, (ir.Sum, ir.Negative, ir.Half, ir.Product)):
        parts = [getattr(amt, f.name) for f in dataclasses.fields(amt)]
        flat = [x for p in parts for x in (p if isinstance(p, tuple) else (p,))]
        return any(_read_now(x) for x in flat)
    return False


def _when_read(ctx: Ctx, amt) -> str:
    """When an amount read off the game is read (413.2f): " now, as the instruction is carried out";
    of the source's own counters once it has left play (Incendiary, its creature gone), its last
    known information — the count as it last existed in play, not now."""
    src = ctx.source
    if (isinstance(amt, ir.CountersOn) and isinstance(amt.what, ir.This) and src is not None
            and not (ctx.game.exists(src) and ctx.game.objects[src].zone == "in play")):
        return ", as it last existed in play (its last known information: it is no longer in play)"
    return " now, as the instruction is carried out"


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
    for thing in dict.fromkeys(first + second):
        parts = ([n] if thing in first else []) + ([more] if thing in second else [])
        who = thing if isinstance(thing, str) else g.describe(thing)
        if len(parts) == 2:
            g.tracer.step(f"{who} is in both groups of {name}'s damage: {n} and an additional {more}, "
                          f"{n + more} damage dealt at once", "417.1", kind="effect")
        elif thing not in first:
            g.tracer.step(f"{who} is only among those dealt the additional damage: {more}", "417.1", kind="effect")
        elif n <= 0:  # Tropical Storm with X = 0: a nonblue flyer is in the first group only
            g.tracer.step(f"{who} is only among those dealt {amount_phrase(eff.amount)} damage, and "
                          f"{_amount_is(ctx, eff.amount, n)}: it is dealt no damage", "413.2b",
                          *(("409.1b",) if isinstance(eff.amount, ir.VarX) else ()), kind="effect")
        total += _deal_recorded(ctx, src, name, sum(parts), **({"player": thing} if isinstance(thing, str) else {"obj": thing}))
    ctx.results["damage dealt"] = total


def _amount_is(ctx: Ctx, amt, n: int) -> str:
    """An amount's value in words, with where it came from: "X is 0 (announced as Tropical
    Storm was played)"."""
    if isinstance(amt, ir.VarX):
        return f"X is {n} (announced as {ctx.source_name} was played)"
    if isinstance(amt, int):
        return f"that is {n}"
    return f"{amount_phrase(amt)} is {n}"


def _per_each(amt) -> bool:
    """Whether an amount is counted for each player in turn (it names EachOne)."""
    if isinstance(amt, ir.EachOne):
        return True
    if dataclasses.is_dataclass(amt) and not isinstance(amt, type):
        return any(_per_each(getattr(amt, f.name)) for f in dataclasses.fields(amt))
    if isinstance(amt, tuple):
        return any(_per_each(x) for x in amt)
    return False


@handles(ir.Destroy)
def _destroy(ctx: Ctx, eff: ir.Destroy) -> None:
    oids = [o for o in object_ids(subjects(ctx, eff.what)) if ctx.game.objects[o].zone == "in play"]
    if eff.buried and oids:
        for oid in oids:
            ctx.game.tracer.step(f"{ctx.game.describe(oid)} is buried (glossary \"Bury (Obsolete)\"): destroyed, it can't "
                                 f"be regenerated, and it goes to its owner's graveyard whoever controls it — not a "
                                 f"sacrifice, which only its controller could make", "417.1", "413.2b", kind="effect")
    elif eff.cant_regenerate and oids:
        ctx.game.tracer.step(f"{ctx.source_name}: \"can't be regenerated\" modifies the destruction it follows "
                             f"(read the whole text)", "413.2b", kind="effect")
    said = {o: ctx.game.describe(o) for o in oids}
    gone = events.destroy_many(ctx.game, oids, "417.1", f"by {ctx.source_name}", can_regenerate=not eff.cant_regenerate)
    _out_of_range(ctx, eff.what, oids, "destroyed")
    # "for each creature destroyed this way" (Rain of Daggers): what this destruction put into a graveyard
    ctx.results["destroyed"] = ctx.results.get("destroyed", 0) + len(gone)
    dead, spared = ctx.results.setdefault(DESTROYED_WHICH, ([], []))
    dead += [said[o] for o in oids if ctx.game.objects[o].became in gone]
    spared += [said[o] for o in oids if ctx.game.exists(o) and ctx.game.objects[o].zone == "in play"]
    # "If that creature dies this way" (Kaervek's Purge): which of them it put into a graveyard
    g = ctx.game
    ctx.results[ir.DIED_THIS_WAY] = [o for o in oids if g.objects[o].became is not None and g.exists(g.objects[o].became)
                                     and g.objects[g.objects[o].became].zone == "graveyard"]


def _and_list(items: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _out_of_range(ctx: Ctx, what: Any, oids: Sequence[int], done: str) -> None:
    """"Destroy all creatures with power 2 or less" (Puppet's Verdict): the creatures in play left
    alone because their power or toughness is outside the description, said in one step — the
    instruction acts only on what its words describe (413.2b)."""
    if not isinstance(what, ir.All) or len(what.filters) != 1:
        return
    f = what.filters[0]
    if f.power is None and f.toughness is None:
        return
    g = ctx.game
    wider = object_ids(subjects(ctx, ir.All((replace(f, power=None, toughness=None),))))
    left = [o for o in wider if o not in oids and g.exists(o) and g.objects[o].zone == "in play"]
    if not left:
        return
    ch = {o: g.chars(o) for o in left}
    each = _and_list([f"{g.describe(o)} ({'power' if f.power is not None else 'toughness'} "
                     f"{ch[o].power if f.power is not None else ch[o].toughness})" for o in left])
    g.tracer.step(f"{each} {'is' if len(left) == 1 else 'are'} not {done} by {ctx.source_name}: "
                  f"{'its' if len(left) == 1 else 'their'} {'power' if f.power is not None else 'toughness'} is outside "
                  f"\"{filter_phrase(f)}\"", "413.2b", kind="effect")


@handles(ir.CounterSpell)
def _counter(ctx: Ctx, eff: ir.CounterSpell) -> None:
    g = ctx.game
    for oid in object_ids(subjects(ctx, eff.what)):
        so = next((s for s in g.stack if s.card_obj == oid or s.id == oid), None)
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
                what = f"{so.name}'s converted mana cost" if isinstance(eff.unless_x, ir.ConvertedManaCostOf) \
                    and {so.id, so.card_obj} & set(object_ids(subjects(ctx, eff.unless_x.ref))) \
                    else amount_phrase(eff.unless_x)
                g.tracer.step(f"X is {what}: {x}", "413.2", kind="effect")
            cost = parse_cost(eff.unless_cost * times if times > 0 else "{0}", x)
            if eff.unless_times is not None:
                g.tracer.step(f"{eff.unless_cost} for each: {times} × {eff.unless_cost} = {cost}", "413.2", kind="effect")
            if not can_pay(g, payer, cost):
                g.tracer.step(f"{payer} can't pay {cost}, so that option can't be chosen", "413.2c", kind="choice")
            elif yes_no(g, payer, f"whether to pay {cost} for {so.name} ({ctx.source_name})", "413.2e"):
                pay_mana(g, payer, cost, [], f"{ctx.source_name}'s demand", ctx.span)
                continue
            ctx.results.setdefault("countered", []).append(so)
            counter(g, so, f"by {ctx.source_name}", eff.destination)
            run_effects(ctx, eff.if_not)
            continue
        dest, ctl = eff.destination, None
        if eff.destination_if is not None and not (so.card_obj is not None and g.exists(so.card_obj) and matches(
                g, eff.destination_if, so.card_obj, ctx.controller, ctx.source, zone_check=False)):
            dest = "graveyard"  # Desertion: only an artifact or creature card goes elsewhere
        if dest == "in play":
            ps = player_names(refer(ctx, eff.destination_controller)) if eff.destination_controller is not None else []
            ctl = ps[0] if ps else ctx.controller
            g.tracer.step(f"{ctx.source_name}'s later text modifies the countering: the card is put into play under "
                          f"{ctl}'s control instead of into its owner's graveyard", "413.2b", kind="effect")
        elif dest != "graveyard":
            where = ("is removed from the game" if dest == "removed from the game"
                     else f"goes to its owner's library ({dest.replace('library ', '')})" if dest.startswith("library")
                     else f"goes to its owner's {dest}")
            g.tracer.step(f"{ctx.source_name}'s later text modifies the countering: the spell {where} instead of "
                          f"going to the graveyard", "413.2b", kind="effect")
        ctx.results.setdefault("countered", []).append(so)  # ("that permanent": its source, Interdict)
        counter(g, so, f"by {ctx.source_name}", dest, controller=ctl)


@handles(ir.MoveTo)
def _move_to(ctx: Ctx, eff: ir.MoveTo) -> None:
    g = ctx.game
    verb = {"hand": "is returned", "library": "is put", "graveyard": "is put",
            "removed from the game": "is removed", "in play": "is put"}.get(eff.zone, "is put")
    ctx.results["moved"] = 0
    # each player's permanents moved out of play, by their controller as they last existed there
    # (413.2f; Martyr's Cry: ir.MovedThisWayControlledBy)
    from_control = ctx.results[MOVED_FROM_CONTROL_OF] = {}
    moved: dict[int, int] = {}
    oids = object_ids(subjects(ctx, eff.what))
    returned = isinstance(eff.what, ir.All) and any(isinstance(f, ir.Filter) and ir.EXILED_WITH in f.extra
                                                    for f in eff.what.filters)
    if returned:
        _exiled_with(ctx, oids)
    if isinstance(eff.what, ir.Chosen) and eff.controller is None and eff.zone not in ("library", "in play") \
            and ctx.each_one \
            and all(g.objects[o].zone != "stack" for o in oids) \
            and each_player.defer(ctx, ctx.each_one, oids, eff.zone, verb, position=eff.position, tapped=eff.tapped):
        return  # each player's choice made, the move waits for the others' (413.2d)
    if eff.zone == "library" and len(oids) > 1 and len({g.objects[o].owner for o in oids}) == 1 \
            and eff.order != "shuffled":
        # several cards into one library at once: arranged by their owner (217.2d) or by the
        # player the text names ("in any order you choose")
        owner = g.objects[oids[0]].owner
        top_first = _arranged(ctx, ctx.controller if eff.order == "you" else owner, oids, owner,
                              "413.2c" if eff.order == "you" else "217.2d")
        oids = list(reversed(top_first)) if eff.position == "top" else top_first
    for oid in oids:
        ctl = None
        if eff.controller is not None:
            ps = player_names(refer(ctx, eff.controller))
            ctl = ps[0] if ps else None
        if g.objects[oid].zone == "stack":
            so = next((s for s in g.stack if s.card_obj == oid), None)
            if so is not None:
                g.pop(so)
        # (a card found in a library is put into a hand, not "returned" there)
        said = "is put" if g.objects[oid].zone == "library" and eff.zone == "hand" else verb
        was = g.controller_of(oid) if g.objects[oid].zone == "in play" else None
        new = events.move(g, oid, eff.zone, "417.1", said, position=eff.position, controller=ctl, tapped=eff.tapped,
                          put_with=ctx.source if eff.zone == "in play" else None)  # (Animate Dead's "put into play with ~")
        if new is not None and returned and eff.zone == "in play" and ctl is None:
            # Parallax Wave: "each player returns to play all cards they own …" — each its owner's
            owner = g.objects[new].owner
            g.tracer.step(f"{g.describe(new)} comes into play under {owner}'s control: {owner}, its owner, returns "
                          f"it, and a permanent comes into play under the control of whoever put it into play "
                          f"(glossary \"Comes into Play\"; a card removed from the game is controlled by no player)",
                          "217.5d", kind="zone")
        if new is not None:
            ctx.results["moved"] += 1
            moved[oid] = new
            if was is not None:
                from_control[was] = from_control.get(was, 0) + 1
    if eff.order == "shuffled":  # "shuffle … into its owner's library": each library they went into
        for owner in dict.fromkeys(g.objects[new].owner for new in moved.values()):
            _shuffled(g, owner)
    if isinstance(eff.what, ir.Found) and moved:
        # "the card" found is that card in its new zone from now on (Grinning Totem's set-aside card)
        ctx.results["found"] = [moved.get(o, o) for o in ctx.results.get("found", [])]
    if isinstance(eff.what, ir.GraveyardEnd) and moved:
        # "That creature" after "Return the top creature card of your graveyard to the battlefield"
        # (Corpse Dance): the card moved, in its new zone (ir.MovedThisWay)
        ctx.results.setdefault(MOVED_THIS_WAY, []).extend(moved.values())


def _exiled_with(ctx: Ctx, oids: list) -> None:
    """"Each card exiled with ~" (Safe Haven, Parallax Wave; added, otrig6): the cards this
    object's own instructions removed from the game, a pile kept apart by their way of returning
    (217.7c) — not those removed by anything else, nor by this card as an earlier object (217.8)."""
    g = ctx.game
    cards = ", ".join(g.describe(o) for o in oids)
    g.tracer.step(f"The cards removed from the game with {ctx.source_name}, kept apart by their way of returning: {cards}" if oids else
                  f"No card is removed from the game with {ctx.source_name}", "217.7c", kind="effect")


@handles(ir.ChangeTargets)
def _change_targets(ctx: Ctx, eff: ir.ChangeTargets) -> None:
    """415.1-415.2: "Choose a new target for target spell with a single target" (Deflection):
    the new target must be legal for that spell (from its controller's point of view) and
    differ from the old one; with no such target, the original target is unchanged."""
    g = ctx.game
    for oid in object_ids(refer(ctx, eff.what)):
        so = next((s for s in g.stack if s.card_obj == oid or s.id == oid), None)
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
        if eff.must_be is not None:
            # "The new target must be a creature." (Silver Wyvern): a legal target for that spell or
            # ability (415.2) that is also what the card says, as it is now
            must = filter_words(eff.must_be)
            opts = [o for o in opts if matches(g, eff.must_be, o.value, ctx.controller, ctx.source)]
            if not opts:
                g.tracer.step(f"{so.name} has no other legal target that is {with_article(must)}: its target stays "
                              f"{old.describe(g)}", "415.2", kind="effect")
                continue
        if not opts:
            g.tracer.step(f"{so.name} has no other legal target: its target stays {old.describe(g)}", "415.2", kind="effect")
            continue
        v = choose(g, ctx.controller, f"a new target for {so.name} ({ctx.source_name})", opts, (1, 1), rule="415.2")[0]
        g.set_target(so, 0, Target(old.spec, player=v) if isinstance(v, str) else Target(old.spec, obj=v, zone=g.objects[v].zone))
        if so.modes:  # 415.2a: the new target is one for the mode announced; the mode doesn't change
            g.tracer.step(f"{so.name}'s target changes from {old.describe(g)} to {so.targets[0].describe(g)} (only to "
                          f"another legal target for its mode; the mode stays \"{'; '.join(so.modes)}\")", "415.2a",
                          "415.1", "415.2", kind="effect")
            continue
        g.tracer.step(f"{so.name}'s target changes from {old.describe(g)} to {so.targets[0].describe(g)} (only to another "
                      f"legal target)", "415.1", "415.2", kind="effect")


def _look_at_top(ctx: Ctx, p: str, count: Any, looker: Optional[str] = None, revealed: bool = False) -> list[int]:
    """``p`` (or ``looker``) looks at the top ``count`` cards of ``p``'s library (as many as there
    are, 416.3); ``revealed``: ``p`` reveals them (Eye of Yawgmoth). The cards, top first (none: the
    library is empty or the number is 0, traced)."""
    g = ctx.game
    n = amount(ctx, count)
    look = list(g.zones[(p, "library")])[:max(n, 0)]
    whose = possessive(p)
    if not look and n <= 0:  # Eye of Yawgmoth's 0-power creature: no card
        g.tracer.step(f"The number of cards is {n}: {p} {'reveals' if revealed else 'looks at'} no card", "413.2",
                      kind="effect")
    elif not look:
        g.tracer.step(f"{p}'s library is empty: there is nothing to {'reveal' if revealed else 'look at'}", "416.3",
                      kind="effect")
    elif revealed:
        g.tracer.step(f"{p} reveals the top {len(look)} card{'s' if len(look) != 1 else ''} of {whose} library: "
                      f"{', '.join(g.describe(o) for o in look)}"
                      + (f" (only {len(look)} of {n}: as many as there are)" if len(look) < n else ""),
                      *(("416.3",) if len(look) < n else ()), "417.1", kind="effect")
    else:
        g.tracer.step(f"{looker or p} looks at the top {len(look)} card{'s' if len(look) != 1 else ''} of {whose} library: "
                      f"{', '.join(g.describe(o) for o in look)}"
                      + (f" (only {len(look)} of {n}: {p}'s library holds only {len(look)}, so as many as there "
                         f"are)" if len(look) < n else ""),
                      *(("416.3",) if len(look) < n else ()), "417.1", kind="effect")
    return look


@handles(ir.Dig)
def _dig(ctx: Ctx, eff: ir.Dig) -> None:
    """Ancestral Memories, Browse: look at the top cards of the library, put some of them into
    ``take_to``, the rest into ``rest_to``; fewer cards: as many as possible (416.3)."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        # who looks, chooses and orders: the library's owner, or the ability's controller (Cruel
        # Fate: "Look at the top five cards of target opponent's library. Put one …", 413.2c)
        chooser = next(iter(player_names(refer(ctx, eff.chooser))), p) if eff.chooser is not None else p
        look = _look_at_top(ctx, p, eff.count, chooser, revealed=eff.revealed)
        if not look:
            continue
        k = min(amount(ctx, eff.take), len(look))
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in look]
        doing = (f"puts back on top of {possessive(p)} library" if eff.take_to == "library top"
                 else "removes from the game" if eff.take_to == "removed from the game"
                 else f"puts into {possessive(p)} {eff.take_to}")
        picked = choose(g, chooser, f"which {k} of them {chooser} {doing} ({ctx.source_name})", opts,
                        (k, k), rule="413.2c", forced_ok=len({g.objects[o].card.name for o in look}) <= 1 or k == len(look))
        rest = [o for o in look if o not in picked]
        if eff.take_to == "removed from the game":
            events.move_many(g, picked, eff.take_to, "417.1", "is removed")
        elif eff.take_to == "library top":
            # Ashnod's Cylix: "puts one of them back on top of their library" — the card chosen stays
            # in the library; the rest leave it, so it is the top card
            g.tracer.step(f"{', '.join(g.describe(o) for o in picked)} {'is' if len(picked) == 1 else 'are'} put back on "
                          f"top of {p}'s library", "417.1", kind="effect")
        else:
            events.move_many(g, picked, eff.take_to, "417.1", "is put")
        if rest and eff.rest_left:
            # Wu Spy: "Put one of them into their graveyard." — the card not chosen isn't moved; it
            # stays where it was, on top of the library, in the same order (217.2b)
            g.tracer.step(f"{', '.join(g.describe(o) for o in rest)} {'stays' if len(rest) == 1 else 'stay'} on top "
                          f"of {possessive(p)} library, not moved", "217.2b", kind="effect")
        elif rest and eff.rest_to.startswith("library "):
            # "the rest on the bottom of your library in any order" (Impulse): the player's order
            top_first = _arranged(ctx, chooser, rest, p, "413.2c")
            where = eff.rest_to.split()[1]
            for o in (top_first if where == "bottom" else list(reversed(top_first))):
                events.move(g, o, "library", "417.1", "is put", position=where)
        elif rest:
            verb = "is removed" if eff.rest_to == "removed from the game" else "is put"
            events.move_many(g, rest, eff.rest_to, "417.1", verb)


@handles(ir.ChooseCreatureType)
def _choose_creature_type(ctx: Ctx, eff: ir.ChooseCreatureType) -> None:
    """"Each player chooses a creature type" (413.2c, 413.2d): any creature type may be named;
    the ones offered are those of the creature cards in graveyards and in play, and "another
    creature type" (every other choice is the same choice here: it names nothing there is)."""
    g = ctx.game
    present = sorted({s for p in g.players for zone in ("graveyard", "in play")
                      for o in (g.zones.get((p.name, zone), []) if zone != "in play" else
                                [x for x in g.in_play if g.controller_of(x) == p.name])
                      if "creature" in g.chars(o).types for s in g.chars(o).subtypes})
    words = present + ["another creature type"]
    opts = [Option(w, w, lambda v, w=w: str(getattr(v, "name", None) or v).lower().rstrip("s") == w.lower().rstrip("s"))
            for w in words]
    for p in player_names(refer(ctx, eff.who)):
        (t,) = choose(g, p, f"a creature type ({ctx.source_name})", opts, (1, 1), rule="413.2c", forced_ok=False)
        ctx.results.setdefault("chosen types", []).append(t)


@handles(ir.ChooseColor)
def _choose_color(ctx: Ctx, eff: ir.ChooseColor) -> None:
    """"Choose a color." (Persecute): the player chooses one of the five colours as the spell
    resolves (413.2c); the instructions after it read it as "of that color"."""
    g = ctx.game
    opts = [Option(c, c, lambda v, c=c: str(v).lower() == c) for c in ("white", "blue", "black", "red", "green")]
    for p in player_names(refer(ctx, eff.who)):
        (c,) = choose(g, p, f"a color ({ctx.source_name})", opts, (1, 1), rule="413.2c")
        ctx.results.setdefault("chosen colors", []).append(c)


@handles(ir.ChoosePlayer)
def _choose_player(ctx: Ctx, eff: ir.ChoosePlayer) -> None:
    """"Look at the top five cards of any library." (Visions as printed): a player chosen as the
    spell resolves (413.2c), no target (409.1c); the instructions after it read it as "that"
    player's (ir.PlayerChosenThisWay)."""
    g = ctx.game
    opts = [Option(q.name, q.name, lambda v, q=q.name: str(v) == q) for q in g.players]
    for p in player_names(refer(ctx, eff.who)):
        (chosen,) = choose(g, p, f"a player, whose library ({ctx.source_name}; no target: chosen as it resolves)", opts,
                           (1, 1), rule="413.2c")
        ctx.results[PLAYER_CHOSEN] = [chosen]


@handles(ir.ChooseCardName)
def _choose_card_name(ctx: Ctx, eff: ir.ChooseCardName) -> None:
    """"Choose a card name" (Cursed Scroll, Petra Sphinx, Vexing Arcanix; "a creature card name",
    Wood Sage): any name of a card may be chosen as the ability resolves (413.2c); the ones offered
    are those of the cards in the game (of creature cards, for "a creature card name": a card's own
    types, 202.3's English name) and "another card name" — every other choice is the same choice
    here: it names no card there is. Added, Oracle activated round seventeen."""
    g = ctx.game
    names = sorted({o.card.name for o in g.objects.values()
                    if not o.token and (not eff.creature or "creature" in printed(g, o).types)})
    other = "another creature card name" if eff.creature else "another card name"
    opts = [Option(n, n, lambda v, n=n: str(getattr(v, "name", None) or v).lower() == n.lower()) for n in names + [other]]
    kind = "a creature card name" if eff.creature else "a card name"
    for p in player_names(refer(ctx, eff.who)):
        (n,) = choose(g, p, f"{kind} ({ctx.source_name})", opts, (1, 1), rule="413.2c", forced_ok=False)
        ctx.results.setdefault("chosen names", []).append(n)
        g.tracer.step(f"The name {p} chose is {n}: a card has it only if its English name is {n}", "202.3", kind="choice")


@handles(ir.BottomAllButOne)
def _bottom_all_but_one(ctx: Ctx, eff: ir.BottomAllButOne) -> None:
    """Aladdin's Lamp: of the top cards looked at, the player keeps one on top (413.2c) and puts
    the rest on the bottom in a random order — like a shuffle's, that order is unknown: the
    engine keeps them in the order they were, and says so."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        look = _look_at_top(ctx, p, eff.count)
        if not look:
            continue
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in look]
        (kept,) = choose(g, p, f"which card {p} keeps on top of {p}'s library ({ctx.source_name})", opts, (1, 1),
                         rule="413.2c", forced_ok=len({g.objects[o].card.name for o in look}) <= 1)
        rest = [o for o in look if o != kept]
        for o in rest:
            events.move(g, o, "library", "417.1", "is put", position="bottom")
        if len(rest) > 1:
            g.tracer.step(f"They go to the bottom in a random order (unknown: the engine keeps the order they were in, so "
                          f"a scenario that depends on it must say what is where)", "417.1", kind="effect")


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
                g2.use_up(this)
            with g2.tracer.nest(f"{p} would draw a card; instead ({this.text})", "419.1", kind="replace"):
                c = Ctx(game=g2, controller=base.controller, source=base.source, source_name=base.source_name,
                        targets=base.targets, x=base.x, results={"event player": p})
                run_effects(c, eff.instead)
            return None

        when = "the next time" if eff.once else "each time this turn"
        add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.DRAW, f"{ctx.source_name}: {when} {p} would draw a card",
                           lambda g2, ev, p=p: ev.player == p, apply, source=ctx.source, controller=ctx.controller,
                           data={"note_once": True}))
        g.tracer.step(f"{when.capitalize()} {p} would draw a card, something else happens instead "
                      f"({ctx.source_name})", "419.1", kind="replace")


@handles(ir.ReorderTop)
def _reorder_top(ctx: Ctx, eff: ir.ReorderTop) -> None:
    """Sage Owl: look at the top cards and put them back in any order — the choice of the
    ability's controller, whose instruction it is (413.2c), in whichever player's library it
    names (Elemental Augury: "target player's library"): a choice line listing them top first
    settles it; otherwise every order is an outcome."""
    from itertools import permutations

    from judge.dsl.ast import Choose
    g = ctx.game
    chooser = ctx.controller
    for p in player_names(refer(ctx, eff.who)):
        lib = g.zones[(p, "library")]
        top = list(lib[:amount(ctx, eff.count)])
        if len(top) < 2:
            continue
        what = f"the order of the top {len(top)} cards of {p}'s library, top first ({ctx.source_name})"
        decider = g.decider
        act = decider.answer(chooser, what, (Choose,)) if decider is not None else None
        order = None
        if act is not None:
            remaining, order = list(top), []
            for v in act.values:
                hit = next((o for o in remaining if named(g, v, o)), None)
                if hit is None:
                    raise g.error(act.span, f"{v} is not one of the top cards of {p}'s library: "
                                            f"{', '.join(g.describe(o) for o in remaining)} (rule 413.2c)")
                remaining.remove(hit)
                order.append(hit)
            order += remaining
        elif decider is not None:
            perms, seen = [], set()
            for perm in permutations(range(len(top))):
                key = tuple(g.objects[top[i]].card.name for i in perm)
                if key not in seen:  # cards of the same name are interchangeable
                    seen.add(key)
                    perms.append(perm)
            sel = decider.take(Choice(chooser, ChoiceKind.ORDER, what, tuple(g.describe(o) for o in top), rule="413.2c"), perms)
            if sel is not None:
                order = [top[i] for i in sel]
        if order is None:
            raise OpenChoice(f"{g.path}: open choice: {chooser} must choose {what}; settle it with a line such as "
                             f"`{chooser} chooses {', '.join(g.describe(o) for o in top)}` (rule 413.2c)",
                             chooser, what, [g.describe(o) for o in top])
        g.reorder(p, "library", order)
        whose = "" if p == chooser else f" of {p}'s library"
        wanted = amount(ctx, eff.count)
        short = (f" (only {len(top)} of {wanted}: {p}'s library holds only {len(top)}, so as many as there are)"
                 if len(top) < wanted else "")
        g.tracer.step(f"{chooser} looks at the top {len(top)} cards{whose}{short} and puts them back in this order, top "
                      f"first: {', '.join(g.describe(o) for o in order)}", "413.2c", *(("416.3",) if short else ()),
                      kind="choice")


@handles(ir.RedirectDamage)
def _redirect(ctx: Ctx, eff: ir.RedirectDamage) -> None:
    """A redirection effect (419.1, replacement): damage that would be dealt to ``to`` is
    dealt to ``new_recipient`` instead (Jade Monolith: the next time, from a chosen source;
    Kjeldoran Royal Guard: all combat damage from unblocked creatures this turn)."""
    from dataclasses import replace as _replace


    g = ctx.game
    recips = [x for r in eff.to for x in refer(ctx, r)]
    new = refer(ctx, eff.new_recipient)
    if not recips or not new:
        g.tracer.step(f"{ctx.source_name}: there is nothing to redirect to or from", "416.3", kind="effect")
        return
    new_to = new[0]
    src_ids = src_filter = None
    if isinstance(eff.source, ir.Filter):
        src_filter = eff.source
    elif eff.source is not None:
        src_ids = [x for x in refer(ctx, eff.source) if isinstance(x, int)]
        if not src_ids:
            g.tracer.step(f"There is no such source: {ctx.source_name} redirects nothing", "416.3", kind="effect")
            return
    you, name, text = ctx.controller, ctx.source_name, (ctx.so.text if ctx.so is not None and ctx.so.text else "")

    def applies(game, ev):
        if eff.combat_only and not ev.combat:
            return False
        if not ((ev.obj is not None and ev.obj in recips) or (ev.obj is None and ev.player in recips)):
            return False
        if src_ids is not None and ev.source not in src_ids:
            return False
        if src_filter is not None and (ev.source is None or not matches(game, src_filter, ev.source, you)):
            return False
        return (ev.obj != new_to) if isinstance(new_to, int) else (ev.player != new_to)

    def apply(game, ev, this):
        old = ev.player if ev.obj is None else game.describe(ev.obj)
        if isinstance(new_to, int) and not (game.exists(new_to) and game.objects[new_to].zone == "in play"
                                            and "creature" in game.chars(new_to).types):
            # Oracle's Attendants, Kor Chant with the creature to take the damage gone: the
            # redirection can't happen, and the damage is dealt as it would have been
            gone = game.describe(new_to) if game.exists(new_to) else game.last_known(new_to)[0].display()
            game.tracer.step(f"{name}'s redirection does nothing: {gone} is no longer a creature in play to be dealt "
                             f"the damage, so the {ev.amount} damage is dealt to {old} as it would have been (glossary "
                             f"\"Redirect\": damage dealt to a different creature or player)", "419.1", "419.5",
                             kind="replace")
            return ev
        left = this.data.get("remaining")
        moved = ev.amount if left is None else min(left, ev.amount)
        if left is not None:  # "the next N damage": an ablative redirection (as a shield, 419.7b)
            game.update_replacement(this, remaining=left - moved)
            if left - moved <= 0:
                game.use_up(this)
        game.tracer.step(f"{moved} damage that would be dealt to {old} is dealt to "
                         f"{new_to if isinstance(new_to, str) else game.describe(new_to)} instead ({name}"
                         f"{': ' + text if text else ''}); its source and kind stay the same (glossary \"Redirect\")",
                         "419.1", "419.5",
                         *(("419.7b",) if left is not None else ()), kind="replace")
        moved_ev = _replace(ev, obj=None, player=new_to) if isinstance(new_to, str) else _replace(ev, obj=new_to,
                                                                                                   player=None)
        if moved == ev.amount:
            return _replace(moved_ev, amount=moved)
        # part of it: the redirected part is dealt to the new recipient, the rest as it would be —
        # both at once, one event (glossary "Redirect": where the damage goes, not when)
        events.move_damage(game, _replace(moved_ev, amount=moved))
        return _replace(ev, amount=ev.amount - moved)

    n = amount(ctx, eff.amount) if eff.amount is not None else None
    add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.DAMAGE, f"{name}'s redirection", applies, apply, source=ctx.source,
                       controller=you, duration="this turn", once=eff.next_time,
                       data={"remaining": n} if n is not None else {}))
    g.tracer.step(f"{name}: {'the next ' + str(n) + ' ' if n is not None else ''}damage that would be dealt to "
                  f"{', '.join(x if isinstance(x, str) else g.describe(x) for x in recips)} this turn will be dealt to "
                  f"{new_to if isinstance(new_to, str) else g.describe(new_to)} instead"
                  f"{' (the next time only)' if eff.next_time else ''}", "419.1", "419.4", kind="effect")


@handles(ir.SetLandType)
def _set_land_type(ctx: Ctx, eff: ir.SetLandType) -> None:
    """Mystic Compass: "Target land is a basic land type of your choice until end of turn" —
    the type is chosen on resolution (413.2c)."""
    g = ctx.game
    lands = [o for o in object_ids(subjects(ctx, eff.what)) if g.objects[o].zone == "in play"]
    if not lands:
        return
    land_type = eff.land_type
    if land_type is None:
        opts = [Option(t, t, lambda v, t=t: str(v).lower().rstrip("s") == t.lower()) for t in BASIC_LANDS]
        land_type = choose(g, ctx.controller, f"a basic land type ({ctx.source_name})", opts, (1, 1), rule="413.2c",
                           forced_ok=False)[0]
    if eff.keep:
        _add_effect(ctx, lands, f"is {'an' if land_type[0] in 'AEIOU' else 'a'} {land_type} in addition to its other land "
                                f"types (a basic land also has \"{{T}}: Add {{{BASIC_LANDS[land_type]}}}\", 214.9e; a "
                                f"nonbasic one doesn't, 212.2c)",
                    basic_land_apply(land_type, keep=True), eff.duration, rule="212.2c", kind=EffectKind.TYPE)
        return
    _add_effect(ctx, lands, f"is {'an' if land_type[0] in 'AEIOU' else 'a'} {land_type} (a basic land: only \"{{T}}: Add {{{BASIC_LANDS[land_type]}}}\", 214.9f)",
                basic_land_apply(land_type), eff.duration, rule="214.9f", kind=EffectKind.TYPE)


@handles(ir.FlipCoin)
def _flip_coin(ctx: Ctx, eff: ir.FlipCoin) -> None:
    """A coin flip is no player's choice: both results are outcomes (explored), or the
    scenario states the result as a choice line of the flipping player (`chooses won`)."""
    g = ctx.game
    ps = player_names(refer(ctx, eff.who)) or [ctx.controller]
    opts = [Option("won", "won", lambda v: str(v).lower() in ("won", "win", "wins")),
            Option("lost", "lost", lambda v: str(v).lower() in ("lost", "lose", "loses"))]
    ctx.results["flip"] = choose(g, ps[0], f"the result of {ps[0]}'s coin flip ({ctx.source_name})", opts, (1, 1),
                                 rule="417.1", forced_ok=False)[0]
    g.tracer.step(f"{ps[0]} flips a coin and {ctx.results['flip']} the flip", "417.1", kind="effect")


@handles(ir.RevealTop)
def _reveal_top(ctx: Ctx, eff: ir.RevealTop) -> None:
    """Call of the Wild: reveal the top card of the library; it is "it" for what follows."""
    g = ctx.game
    ctx.results["revealed"] = []
    ctx.results["looked"] = eff.look  # only looked at, not revealed (417.1): "the card looked at"
    for p in player_names(refer(ctx, eff.who)):
        lib = g.zones[(p, "library")]
        if not lib:
            g.tracer.step(f"{p}'s library is empty: there is no card to {'look at' if eff.look else 'reveal'}", "416.3",
                          kind="effect")
            continue
        if eff.count > 1:  # only a look, at as many as there are (416.3)
            top = lib[:eff.count]
            short = len(top) < eff.count
            g.tracer.step(f"{ctx.controller} looks at the top {len(top)} card{'s' if len(top) != 1 else ''} of {p}'s "
                          f"library: {', '.join(g.describe(o) for o in top)}"
                          + (f" (only {len(top)} of {eff.count}: {p}'s library holds only {len(top)}, so as many as "
                             f"there are)" if short else ""), *(("416.3",) if short else ()), "417.1", kind="effect")
            continue
        ctx.results["revealed"].append(lib[0])
        if eff.look:
            g.tracer.step(f"{ctx.controller} looks at the top card of {p}'s library: {g.describe(lib[0])}", "417.1",
                          kind="effect")
        else:
            g.tracer.step(f"{p} reveals the top card of {p}'s library: {g.describe(lib[0])}", "417.1", kind="effect")


def _into_zone_words(zone: str, player: str) -> str:
    """Where a player's card is put, in words ("into play", "into Alice's hand")."""
    if zone in ("hand", "graveyard", "library"):
        return f"into {possessive(player)} {zone}"
    return {"in play": "into play", "removed from the game": "out of the game"}.get(zone, zone)


@handles(ir.RevealTopSort)
def _reveal_top_sort(ctx: Ctx, eff: ir.RevealTopSort) -> None:
    """Mulch, Clear the Land: each player named reveals the top cards of his or her library — as
    many as there are (416.3) — and puts those of the description where the card says, the rest
    elsewhere (417.1); with several players, the active player first, then the actions processed
    simultaneously (413.2d)."""
    g = ctx.game
    players = [q for q in g.apnap() if q in player_names(refer(ctx, eff.who))]
    keep: list[int] = []
    rest: list[int] = []
    for p in players:
        top = list(g.zones[(p, "library")][:eff.count])
        if not top:
            g.tracer.step(f"{p}'s library is empty: there is no card to reveal", "416.3", kind="effect")
            continue
        short = f" (only {len(top)} there: as many as possible)" if len(top) < eff.count else ""
        g.tracer.step(f"{p} reveals the top {len(top)} card{'s' if len(top) != 1 else ''} of {possessive(p)} library"
                      f"{short}: {', '.join(g.describe(o) for o in top)}", "417.1", *(("416.3",) if short else ()),
                      kind="effect")
        ctx.results["revealed"] = top
        kept = [o for o in top if matches(g, eff.keep, o, ctx.controller, ctx.source, ctx.x)]
        if not kept:
            kind = dataclasses.replace(eff.keep, zone="any", extra=tuple(e for e in eff.keep.extra if e != "revealed this way"))
            g.tracer.step(f"None of the cards {p} revealed is {with_article(filter_phrase(kind))}, so none is put "
                          f"{_into_zone_words(eff.to_zone, p)} ({ctx.source_name})", "413.2b", kind="effect")
        keep += kept
        rest += [o for o in top if o not in kept]
    ctx.results["revealed"] = keep + rest
    if len(players) > 1 and keep + rest:
        g.tracer.step("Each player has revealed his or her cards, the active player first; the cards are now put "
                      "where they go at the same time, each player's own", "413.2d", kind="effect")
    if keep:
        events.move_many(g, keep, eff.to_zone, "417.1", "is put" + (" tapped" if eff.tapped else ""), tapped=eff.tapped)
    if rest:
        events.move_many(g, rest, eff.rest_zone, "417.1", "is put")


@handles(ir.GainLife)
def _gain_life(ctx: Ctx, eff: ir.GainLife) -> None:
    for p, n in _per_player(ctx, player_names(refer(ctx, eff.who)), eff.amount):
        events.gain_life(ctx.game, p, n, "417.1")


@handles(ir.LoseLife)
def _lose_life(ctx: Ctx, eff: ir.LoseLife) -> None:
    # "Each player loses 1 life for each creature he or she controls": each player's own count
    for p, n in _per_player(ctx, player_names(refer(ctx, eff.who)), eff.amount):
        events.lose_life(ctx.game, p, n, "417.1", "")
        # "the life lost this way" (Subversion): all of it — nothing replaces a loss of life
        ctx.results[ir.LIFE_LOST] = ctx.results.get(ir.LIFE_LOST, 0) + max(n, 0)


def _per_player(ctx: Ctx, players: list[str], amt) -> list[tuple[str, int]]:
    """Each player's number, worked out when the instruction is carried out (413.2f: the answer
    to a question about the game is determined then), all of them before any player is acted on
    (413.2d: the actions are processed simultaneously); "his or her" is that player (EachOne)."""
    out = []
    for p in players:
        ctx.each_one = p
        try:
            out.append((p, amount(ctx, amt)))
        finally:
            ctx.each_one = None
    if len(out) > 1 and not isinstance(amt, int):
        ctx.game.tracer.step(f"Each player's number is determined as the instruction is carried out, before any "
                             f"of them is acted on: " + ", ".join(f"{p} {n}" for p, n in out),
                             "413.2f", "413.2d", kind="effect")
    elif len(out) == 1 and isinstance(amt, (ir.CountOf, ir.Product)) and \
            isinstance(amt.amount if isinstance(amt, ir.Product) else amt, ir.CountOf):
        # "gains 2 life for each creature in play" (Congregate), "… equal to the number of Islands that
        # player controls" (Typhoon: "that player" is the one player counted for): the count decides it
        count = amt.amount if isinstance(amt, ir.Product) else amt
        ctx.each_one = out[0][0]
        try:
            _say_count(ctx, count.filter, amount(ctx, count))
        finally:
            ctx.each_one = None
    return out


def _say_count(ctx: Ctx, flt: ir.Filter, n: int) -> None:
    """"Draw a card for each tapped creature target opponent controls" (Theft of Dreams): how many
    and which, counted as the instruction is carried out (413.2f)."""
    g = ctx.game
    counted = [g.describe(o) for o in object_ids(refer(ctx, ir.All((flt,))))]
    whose = ""
    if flt.controlled_by is not None:  # "controlled by target #1": by whom
        whose = " controlled by " + " and ".join(player_names(refer(ctx, flt.controlled_by)))
        flt = dataclasses.replace(flt, controlled_by=None)
    elif flt.controller == "you" and not flt.players and ir.PLAYED not in flt.extra:
        # "each creature you control" (Festival of Trokin): the player it is, not "you"
        if flt.zone in ("in play", "stack"):
            whose = f" {ctx.controller} controls"
        elif flt.zone not in ("outside play", "any"):
            whose = f" in {ctx.controller}'s {flt.zone}"
        flt = dataclasses.replace(flt, controller=None) if whose else flt
    src = g.objects[ctx.source].card.name if ctx.source is not None and g.exists(ctx.source) else ctx.source_name
    g.tracer.step(f"{ctx.source_name} counts each {filter_phrase_for(flt, src)}{whose} as it carries out the instruction: "
                  f"{n}" + (f" ({', '.join(counted)})" if counted else ""), "413.2f", kind="effect")


@handles(ir.Draw)
def _draw(ctx: Ctx, eff: ir.Draw) -> None:
    if isinstance(eff.amount, ir.MostDiscardedThisWay):
        _say_most_discarded(ctx)
    if ir.MovedThisWayControlledBy in {type(eff.amount), type(getattr(eff.amount, "amount", None))}:
        _say_moved_from_control(ctx)
    each = _per_player(ctx, player_names(refer(ctx, eff.who)), eff.amount)
    if eff.up_to:
        # "draws up to seven cards": how many is each player's choice, the active player's
        # first, then the other's knowing it (413.2d); then the draws happen
        each = [(p, _how_many(ctx, p, n, "draw", rule="413.2d" if len(each) > 1 else "413.2c")) for p, n in each]
    for p, n in each:
        if eff.optional and not yes_no(ctx.game, p, f"whether to draw ({ctx.source_name})", "413.2c"):
            continue
        # "the cards drawn this way" (Soldevi Sage) are these; a draw a replacement effect does
        # instead of an event isn't modified again by what already modified that event (419.6a)
        ctx.results.setdefault("drawn", []).extend(events.draw(ctx.game, p, n, "417.1", applied=ctx.game.replaced_by))


def _say_moved_from_control(ctx: Ctx) -> None:
    """Martyr's Cry: "for each creature exiled this way, its controller …" — each player's
    number is of the permanents he or she controlled as they last existed in play (413.2f)."""
    counts = ctx.results.get(MOVED_FROM_CONTROL_OF, {})
    said = ", ".join(f"{p} {n}" for p, n in counts.items()) or "none"
    ctx.game.tracer.step(f"permanents moved this way, by the player who controlled each as it last existed in play: "
                         f"{said}", "413.2f", kind="effect")


def _say_most_discarded(ctx: Ctx) -> None:
    """Windfall: "the greatest number of cards a player discarded this way", counted as the draw is
    carried out (413.2f) from what each player discarded by the instruction before (413.2b)."""
    counts = most_discarded(ctx)
    if not counts:
        ctx.game.tracer.step("no player discarded a card this way: the greatest number is 0", "413.2f", kind="effect")
        return
    said = ", ".join(f"{p} {n}" for p, n in counts)
    ctx.game.tracer.step(f"cards discarded this way: {said}; the greatest number is {max(n for _p, n in counts)}",
                         "413.2f", kind="effect")


@handles(ir.GainLifeForCardsNotDrawn)
def _life_for_cards_not_drawn(ctx: Ctx, eff: ir.GainLifeForCardsNotDrawn) -> None:
    """Truce: each player gains life for each card fewer than the number they drew this way."""
    g = ctx.game
    drawn = ctx.results.get("drawn", [])
    for p in player_names(refer(ctx, eff.who)):
        n = sum(1 for c in drawn if c in g.objects and g.objects[c].owner == p)
        short = max(eff.of - n, 0)
        g.tracer.step(f"{p} drew {n} card{'s' if n != 1 else ''} this way: {short} fewer than {eff.of}, so {p} gains "
                      f"{eff.life * short} life ({ctx.source_name})", "413.2d", kind="effect")
        if short:
            events.gain_life(g, p, eff.life * short, "417.1")


def _how_many(ctx: Ctx, player: str, most: int, doing: str, what: str = "cards", rule: str = "413.2d") -> int:
    """How many, from none up to ``most``, ``player`` chooses to do ("up to seven", 413.2c; each
    player in turn, 413.2d, when several do)."""
    opts = number_options(range(most + 1))
    (k,) = choose(ctx.game, player, f"how many {what} {player} will {doing} ({ctx.source_name}; up to {most})", opts,
                  (1, 1), rule=rule, kind=ChoiceKind.PICK)
    return int(k)


@handles(ir.ShuffleIntoLibrary)
def _shuffle_into_library(ctx: Ctx, eff: ir.ShuffleIntoLibrary) -> None:
    """Each player's cards of those zones go into his or her own library, which is then
    shuffled (the moves are simultaneous, 413.2d)."""
    g = ctx.game
    players = player_names(refer(ctx, eff.who))
    if eff.any_number:
        cards = _shuffled_any_number(ctx, eff, players)
    else:
        cards = [o for p in players for z in eff.zones for o in g.zones[(p, z)]]
        for p in players:  # "then draws that many cards" (Winds of Change): each player's own (ir.ShuffledThisWay)
            ctx.results.setdefault(SHUFFLED_BY, {})[p] = sum(len(g.zones[(p, z)]) for z in eff.zones)
    if cards:
        events.move_many(g, cards, "library", "417.1", "is shuffled", position="bottom")
    for p in players:
        _shuffled(g, p)


def _shuffled_any_number(ctx: Ctx, eff: ir.ShuffleIntoLibrary, players: list[str]) -> list[int]:
    """Credit Voucher: "Shuffle any number of cards from your hand into your library" — each
    player chooses, as the ability resolves, which cards of the zone (none is a choice too,
    413.2c); "then draw that many cards" counts the cards chosen (ir.ShuffledThisWay). With a
    ``filter`` (Renewing Touch as printed: "any number of creature cards from your graveyard"), only
    the cards of that description may be chosen."""
    g = ctx.game
    cards: list[int] = []
    kind = filter_phrase(replace(eff.filter, zone="in play")) if eff.filter is not None else "card"  # ("creature card")
    for p in players:
        held = [o for z in eff.zones for o in g.zones[(p, z)]
                if eff.filter is None or matches(g, eff.filter, o, p, ctx.source, zone_check=False)]
        where = " and ".join(eff.zones)
        if held:
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in held]
            picked = choose(g, p, f"any number of the {len(held)} {kind}{'s' if len(held) != 1 else ''} in {p}'s {where}, "
                                  f"to shuffle into {p}'s library ({ctx.source_name})", opts, (0, len(held)),
                            rule="413.2c")
        else:
            picked = []
            g.tracer.step(f"{p}'s {where} holds no {kind}: none to shuffle into {p}'s library ({ctx.source_name})",
                          "413.2c", kind="effect")
        ctx.results.setdefault(SHUFFLED_BY, {})[p] = len(picked)
        cards += picked
    return cards


@handles(ir.RemoveTopOfLibrary)
def _remove_top_of_library(ctx: Ctx, eff: ir.RemoveTopOfLibrary) -> None:
    """The top cards of a library are removed from the game (as many as there are, 416.3)."""
    g = ctx.game
    for p, n in _per_player(ctx, player_names(refer(ctx, eff.who)), eff.count):
        top = list(g.zones[(p, "library")])[:max(n, 0)]
        if not top and n > 0:  # (Storm Elemental as printed, its library empty: nothing to remove)
            g.tracer.step(f"{p}'s library holds no card: none is removed", "416.3", kind="effect")
        elif len(top) < n:
            g.tracer.step(f"{p}'s library holds only {len(top)} card{'s' if len(top) != 1 else ''}: "
                          f"{'they are' if len(top) != 1 else 'it is'} all removed", "416.3", kind="effect")
        if top:
            # "that card" of a later instruction (Chaos Harlequin: ir.MovedThisWay)
            ctx.results.setdefault(MOVED_THIS_WAY, []).extend(
                events.move_many(g, top, "removed from the game", "417.1", "is removed"))


def _discarded(ctx: Ctx, player: str, n: int) -> None:
    """What a discard instruction leaves for a later one: "that many cards" (the last player's
    number) and each player's own number (Windfall: ir.MostDiscardedThisWay)."""
    ctx.results["discarded"] = n
    by = ctx.results.setdefault(DISCARDED_BY, {})
    by[player] = by.get(player, 0) + n


@handles(ir.Discard)
def _discard(ctx: Ctx, eff: ir.Discard) -> None:
    g = ctx.game
    players = player_names(refer(ctx, eff.who))
    if len(players) > 1:
        # "each opponent discards two cards": every player's choice first, in turn order, then all
        # discarded at once (413.2d)
        players = [p for p in g.apnap() if p in players]
    each_player.at_once(ctx, players, lambda ps: _discard_each(ctx, eff, ps))


def _discard_each(ctx: Ctx, eff: ir.Discard, players: list[str]) -> None:
    g = ctx.game
    for p, n in _per_player(ctx, players, eff.amount):
        hand = list(g.zones[(p, "hand")])
        if eff.filter is not None:
            hand = [o for o in hand if matches(g, eff.filter, o, ctx.controller, ctx.source, zone_check=False)]
        k = min(n, len(hand))  # 416.3
        if k < n and not eff.up_to:
            if eff.filter is not None:  # "a creature card": only the cards of the hand that fit count
                plain = replace(eff.filter, zone="in play")  # (the hand is said: "holds")
                what, whats = filter_phrase(plain), filter_plural(plain)
                held = (f"holds no {what} (0 {whats})" if not hand else
                        f"holds only {len(hand)} {what if len(hand) == 1 else whats}")
                g.tracer.step(f"{p} must discard {n} {what if n == 1 else whats} but {held}: "
                              f"{'nothing is discarded' if not hand else p + ' discards as many as possible'}",
                              "416.3", kind="effect")
            else:
                g.tracer.step(f"{p} must discard {n} but holds only {len(hand)}: {p} discards as many as possible",
                              "416.3", kind="effect")
        if eff.random:
            # A random discard is no player's choice: every possible result is an outcome of its
            # own (explored), or the scenario states the result as a choice line of that player.
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
            picked = choose(g, p, f"which card{'s' if k > 1 else ''} {p} discards at random (no player's choice: "
                                  f"glossary \"Discard\")", opts, (k, k), rule="417.1",
                            forced_ok=len({g.objects[o].card.name for o in hand}) <= 1 or k == len(hand))
            _discarded(ctx, p, len(picked))
            if not each_player.defer(ctx, p, picked, "graveyard", "is discarded and is put", cause="discard"):
                events.discard(g, p, picked, "417.1")
            continue
        chooser = p
        if eff.chooser is not None:
            cs = player_names(refer(ctx, eff.chooser))
            chooser = cs[0] if cs else p
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
        by_default = " (the player who discards chooses: glossary \"Discard\")" if eff.chooser is None else ""
        picked = choose(g, chooser, f"which card{'s' if k > 1 else ''} {p} discards{' (up to ' + str(k) + ')' if eff.up_to else ''}"
                                    f"{by_default}",
                        opts, (0 if eff.up_to else k, k), rule="413.2c",
                        forced_ok=not eff.up_to and (len({g.objects[o].card.name for o in hand}) <= 1 or k == len(hand)))
        _discarded(ctx, p, len(picked))
        if not each_player.defer(ctx, p, picked, "graveyard", "is discarded and is put", cause="discard"):
            events.discard(g, p, picked, "417.1")


@handles(ir.DiscardAll)
def _discard_all(ctx: Ctx, eff: ir.DiscardAll) -> None:
    """Amnesia: "discards all nonland cards" — every card of the hand that matches, no choice
    (413.2: the instruction followed as written); none matching, nothing is discarded."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        picked = [o for o in g.zones[(p, "hand")]
                  if matches(g, eff.filter, o, ctx.controller, ctx.source, zone_check=False)]
        if not picked:
            g.tracer.step(f"{p} holds no {filter_phrase(eff.filter)}: nothing is discarded", "413.2", kind="effect")
        else:
            g.tracer.step(f"{p} discards every {filter_phrase(eff.filter)}: {', '.join(g.describe(o) for o in picked)} "
                          f"(all of them: no choice is left)", "413.2", kind="effect")
        _discarded(ctx, p, len(picked))
        if picked:
            events.discard(g, p, picked, "417.1")


@handles(ir.AddMana)
def _add_mana(ctx: Ctx, eff: ir.AddMana) -> None:
    g = ctx.game
    if eff.same:
        # "that land produces one additional mana of the same color": what the land's mana
        # ability being played produces (the mana ability is being played now, 411.3)
        playing = g.mana_ability_playing
        if playing is None or ctx.event is None or playing[0] != ctx.event.obj:
            g.tracer.step(f"{ctx.source_name}: no mana ability of the tapped land is being played: no mana is added",
                          "411.3", kind="mana")
            return
        _, ab, choice = playing
        land_ctx = Ctx(game=g, controller=g.controller_of(playing[0]) or ctx.controller, source=playing[0],
                       source_name=g.describe(playing[0]), targets=[])
        produced = [o for e in ab.effects if isinstance(e, ir.AddMana)  # (Reflecting Pool's: what it could produce)
                    for o in (could_produce.options(land_ctx, e) if e.could_produce is not None else e.options)]
        if ab.cost.tap:  # "any type that land produced": as replaced (Contamination, 419.1)
            produced = mana_instead.replaced_same(g, playing[0], g.controller_of(playing[0]), produced)
        if choice:
            produced = [o for o in produced if parse_mana(o) == parse_mana(choice)] or produced
        if not produced:
            return
        # "one mana of any type that land produced": each type among what it produced is one
        # option — a land producing two kinds at once (Coral Atoll's {1}{U}) lets the player
        # choose which one more (406.1a)
        kinds = list(dict.fromkeys(sym for o in produced for sym in parse_mana(o)))
        picks = ["{" + sym + "}" if sym != "C" else "{1}" for sym in kinds]
        for p in player_names(refer(ctx, eff.who)):
            pick = picks[0]
            if len(picks) > 1:
                options = [Option(o, o, lambda v, o=o: _names_mana(v, o)) for o in picks]
                pick = choose(g, p, f"which type of mana {ctx.source_name} adds (one that {g.describe(playing[0])} "
                              f"produced)", options, rule="406.1a")[0]
            add_mana(g, p, parse_mana(pick), ctx.source_name, "406.1a")
        return
    if eff.chosen_color:
        # "Add one mana of the chosen color": the colour chosen as it came into play (410.10e)
        color = chosen_on_entry(g, ctx.source, "color")
        if color is None:
            g.tracer.step(f"{ctx.source_name}: no color was chosen as it came into play: it adds no mana", "410.10e",
                          kind="mana")
            return
        g.tracer.step(f"{ctx.source_name}'s chosen color is {color}: its mana is {{{ir.COLOR_SYMBOLS[color]}}}", "410.10e",
                      kind="mana")
        eff = replace(eff, options=("{" + ir.COLOR_SYMBOLS[color] + "}",), chosen_color=False)
    if eff.could_produce is not None:
        # "one mana of any type that a land you control could produce" (Reflecting Pool): the
        # types those permanents' mana abilities make, found now (glossary "Could")
        found = could_produce.as_options(ctx, eff)
        g.tracer.step(could_produce.words(ctx, eff, found.options), "406.1a", kind="mana")
        if not found.options:
            return
        eff = found
    if ctx.tapped_for_mana and ctx.source is not None and ctx.so is None:
        insteads = mana_instead.effects_on(g, ctx.source, ctx.controller)
        if insteads:  # a land tapped for mana: its mana replaced (Contamination, 419.1)
            mana_instead.produce(ctx, eff, insteads)
            return
    opts = list(eff.options)
    pick = opts[0]
    if len(opts) > 1:
        if ctx.mana_choice:
            want = parse_mana(ctx.mana_choice)
            hit = [o for o in opts if parse_mana(o) == want]
            if not hit and eff.count != 1 and len(want) == 1:  # "X mana of any one color": `for {G}{G}{G}`
                hit = [o for o in opts if set(parse_mana(o)) == set(want)]
            if not hit:
                raise g.error(ctx.span, f"{ctx.source_name} can't produce {ctx.mana_choice}; it produces one of {', '.join(opts)}")
            pick = hit[0]
        else:
            options = [Option(o, o, lambda v, o=o: _names_mana(v, o)) for o in opts]
            pick = choose(g, ctx.controller, f"which mana {ctx.source_name} produces", options, rule="406.1a")[0]
    elif ctx.mana_choice and parse_mana(ctx.mana_choice) != parse_mana(pick):
        raise g.error(ctx.span, f"{ctx.source_name} produces {pick}, not {ctx.mana_choice}{_land_type_changed(g, ctx.source)}")
    mana = parse_mana(pick)
    if eff.count != 1:
        n = amount(ctx, eff.count)
        mana = {k: v * n for k, v in mana.items()}
        if n <= 0:
            g.tracer.step(f"{ctx.source_name} produces no mana now ({pick} for each of none); the ability is a mana "
                          f"ability all the same", "406.1c", kind="mana")
            return
    for p in player_names(refer(ctx, eff.who)):
        # 406.1b: a spell (Dark Ritual) or a triggered ability resolving from the stack isn't a mana ability
        from_stack = ctx.so is not None and ctx.so.kind in (StackKind.SPELL, StackKind.TRIGGER)
        add_mana(g, p, mana, ctx.source_name, "406.1b" if from_stack else "406.1a")


def _names_mana(value: Any, option: str) -> bool:
    """Whether a scenario's answer names the mana ``option``: its symbols (`Alice chooses "{G}"`) or,
    for mana of one color, the color's word (`Alice chooses green`; Lion's Eye Diamond's "three mana
    of any one color", `Alice chooses black` for {B}{B}{B})."""
    said = str(value).strip()
    if said.startswith("{"):
        return parse_mana(said) == parse_mana(option)
    symbol = ir.COLOR_SYMBOLS.get(said.lower())
    return symbol is not None and set(parse_mana(option)) == {symbol}


@handles(ir.Regenerate)
def _regenerate(ctx: Ctx, eff: ir.Regenerate) -> None:
    g = ctx.game
    for oid in object_ids(subjects(ctx, eff.what)):
        if g.objects[oid].zone != "in play":
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
        # this shield regenerates the permanent — another shield doing so is not "this way"
        rider = DelayedAbility(trigger=ir.Trigger("regenerates this way", ir.This()), effects=eff.then,
                               controller=ctx.controller, source=ctx.source, source_name=ctx.source_name,
                               targets=_followed(ctx), created_turn=g.turn, event=ctx.event, watch=oid,
                               turn_only=g.turn)
        words = "; ".join(effect_phrase(e) for e in eff.then)
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
    targets, controller, source, name = _followed(ctx), ctx.controller, ctx.source, ctx.source_name
    words = "; ".join(f"{controller} gains control of {g.describe(oid)}" if isinstance(e, ir.GainControl)
                      else effect_phrase(e) for e in effects)

    def used(g2, ev) -> None:
        with g2.tracer.nest(f"As it regenerates by the shield of {name}, {words} (part of the regeneration, "
                            f"not a triggered ability)", "419.6b", "419.1", kind="regenerate"):
            run_effects(Ctx(game=g2, controller=controller, source=source, source_name=name, targets=list(targets),
                            event=ev), effects)

    add_regeneration_shield(g, oid, name, rider=f"if it regenerates this way: {words}", when_used=used)
    g.tracer.step(f"A regeneration shield is created for {g.describe(oid)}: the next time it would be destroyed "
                  f"this turn, it regenerates instead, and {words}", "419.6b", kind="regenerate")


def _locked(ctx: Ctx, what: Any) -> list[int]:
    """418.3b: the affected set of a resolved spell/ability's continuous effect is fixed now —
    permanents, and spells it edits (415.1: "target spell or permanent becomes white")."""
    objects = ctx.game.objects
    return [o for o in object_ids(subjects(ctx, what)) if o in objects and objects[o].zone in ("in play", "stack")]


def _lasts(ctx: Ctx, duration: str, affected: Sequence[int] = ()):
    """How a duration that ends when its source (or the affected permanent) changes is checked
    (418.3a): a function of the game state, capturing only ids and the ability's controller."""
    src, you = ctx.source, ctx.controller
    if duration == ir.WHILE_ENCHANTED:  # Rootwater Matriarch: an Aura stays attached to it
        held = tuple(affected)

        def enchanted(game) -> bool:
            return any(game.objects[o].attached_to in held and "enchantment" in game.chars(o).types
                       for o in game.in_play)

        return enchanted

    def in_play(game) -> bool:
        return src is not None and game.exists(src) and game.objects[src].zone == "in play"

    def tapped(game) -> bool:
        return in_play(game) and game.objects[src].tapped

    def controlled(game) -> bool:
        return in_play(game) and game.controller_of(src) == you

    return {ir.WHILE_SOURCE_TAPPED: tapped, ir.WHILE_SOURCE_IN_PLAY: in_play, ir.WHILE_YOU_CONTROL_SOURCE: controlled,
            ir.WHILE_YOU_CONTROL_SOURCE_TAPPED: lambda game: controlled(game) and tapped(game)}[duration]


#: An effect's verb, said of several objects ("Grizzly Bears @a1, Grizzly Bears @a2: gain islandwalk").
_PLURAL_VERBS = {"gains": "gain", "gets": "get", "has": "have", "loses": "lose", "becomes": "become", "is": "are",
                 "isn't": "aren't", "doesn't": "don't", "deals": "deal", "assigns": "assign"}


def _verb_agrees(text: str, count: int) -> str:
    """``text`` (an effect's words, its verb first) with its verb agreeing with ``count`` subjects."""
    verb, sep, rest = text.partition(" ")
    return _PLURAL_VERBS[verb] + sep + rest if count > 1 and verb in _PLURAL_VERBS else text


def _add_effect(ctx: Ctx, affected: list[int], text: str, apply, duration: str, rule: str = "418.3a",
                control: Optional[str] = None, kind: EffectKind = EffectKind.CHARACTERISTICS, changes: str = "all",
                edit: Optional[tuple[str, str]] = None, described: Any = None) -> None:
    g = ctx.game
    if not affected:
        return
    fixed = frozenset(affected)
    spells = frozenset(o for o in affected if g.objects[o].zone == "stack")
    lasts = _lasts(ctx, duration, affected) if duration in ir.LASTING else None
    if lasts is not None and not lasts(g):
        # 418.3d: the duration was over before the effect began: it does nothing
        g.tracer.step(f"{ctx.source_name}: \"{duration.replace('~', ctx.source_name)}\" is already over, so the effect "
                      f"does nothing", "418.3d", kind="effect")
        return
    paid = ir.end_payment(duration)  # "You may pay {R} to end this effect": the controller's to end
    if duration == ir.UNTIL_ITS_CONTROLLERS_NEXT_UNTAP:  # (added, act9) Orcish Farmer: its controller now
        whose = {g.controller_of(o) for o in affected}
        if len(whose) != 1:
            raise Unsupported(f"{ctx.source_name}: \"until its controller's next untap step\" of permanents of "
                              f"several controllers")
        duration = f"until {whose.pop()}'s next untap step"
    dur = (ir.pay_to_end(paid[1], ctx.controller) if paid
           else ir.UNTIL_END_OF_TURN if duration in (ir.UNTIL_END_OF_TURN, ir.THIS_TURN)
           else ir.UNTIL_END_OF_COMBAT if duration == ir.UNTIL_END_OF_COMBAT
           else f"until {ctx.controller}'s next upkeep" if duration == ir.UNTIL_YOUR_NEXT_UPKEEP
           else duration if duration.endswith("'s next untap step")
           else duration.replace("~", ctx.source_name) if lasts is not None else ir.FOREVER)
    if spells:  # 415.3: and to the permanent an edited spell becomes
        def applies(game, o, ch, fixed=fixed):
            return o.id in fixed or o.from_spell in fixed
    else:
        def applies(game, o, ch, fixed=fixed):
            return o.id in fixed
    eff = ContinuousEffect(timestamp=g.next_timestamp(), source=ctx.source, text=text, apply=apply,
                           applies_to=applies, duration=dur, controller=control, kind=EffectKind.CONTROL if control else kind,
                           lasts=lasts, reads="nothing", changes=changes, outside_play=bool(spells), spells=spells,
                           edit=(fixed, *edit) if edit else None,
                           affects=None if spells else (lambda game, fixed=fixed: fixed))  # (418.3b)
    g.add_effect(eff)
    if isinstance(described, ir.All) and not spells:  # "Black creatures get +2/+0": its set, fixed now (418.3b)
        g.note_fixed_set(described=(eff.timestamp, described.filters, ctx.controller, ctx.source_name))
    names = ", ".join(g.describe(o) for o in affected)
    said = _verb_agrees(text, len(affected))
    g.tracer.step(f"{names}: {said}{' ' + duration if dur in (ir.UNTIL_END_OF_TURN, ir.UNTIL_END_OF_COMBAT) else ' ' + dur if lasts or paid or duration == ir.UNTIL_YOUR_NEXT_UPKEEP or dur.endswith(chr(39) + 's next untap step') else ''}"
                  f"{' (no duration is stated: until the end of the game)' if dur == ir.FOREVER else ''}"
                  f"{' (an edit of a spell on the stack)' if spells else ''}", *(("415.1",) if spells and rule != "415.1" else ()), rule,
                  *(("418.3a",) if rule != "418.3a" else ()), "418.3b", kind="effect")  # its duration (418.3a: none stated, the game); its set fixed
    _outside_fixed_sets(g, affected)
    others = [e for e in ordered_effects(g) if e is not eff and any(
        e.applies_to(g, g.objects[o], printed(g, g.objects[o])) for o in affected)]
    if others and kind is EffectKind.TYPE and all(e.kind is EffectKind.TYPE for e in others):
        g.tracer.step(f"Other type-changing effects also apply to {names} ({_effect_texts(others)}): "
                      f"they apply in dependency and timestamp order, this later one last unless one depends on "
                      f"another", "214.4", "418.5c", kind="effect")
    elif others and kind is EffectKind.TYPE:
        g.tracer.step(f"Other continuous effects also apply to {names} ({_effect_texts(others)}): "
                      f"this one changes its type, so it sets initial values and applies before those that don't, "
                      f"whatever the timestamps", "214.5", "418.5c", kind="effect")
    elif others and kind is EffectKind.SWITCH_PT:
        pass  # it applies after them all, whatever the timestamps (said by _switch_pt)
    elif others and any(e.kind is EffectKind.SWITCH_PT for e in others):
        switch = next(e for e in others if e.kind is EffectKind.SWITCH_PT)
        g.tracer.step(f"{names}'s power and toughness are switched ({switch.text}): the switch applies after every "
                      f"other effect, whatever the timestamps, so this later one changes the values before they are "
                      f"switched (as the switching card was printed: \"effects that alter power alter toughness "
                      f"instead, and vice versa\"; not timestamp order, 418.5c)", "418.5c", "418.5d", kind="effect")
    elif others:
        g.tracer.step(f"Other continuous effects also apply to {names} ({_effect_texts(others)}): "
                      f"they apply in dependency order, then timestamp order, so the latest wins where they conflict "
                      f"(this one's timestamp is now, as it resolves: glossary \"Timestamp Order\")",
                      "418.5c", "418.5d", kind="effect")
        events.dependency_decides(g, [eff], others)


def _outside_fixed_sets(g: Any, changed: Sequence[int]) -> None:
    """A permanent an effect has just changed that now matches the description a resolved effect's
    set was chosen by (Grizzly Bears made black by Deathlace after Nocturnal Raid resolved): that
    effect doesn't apply to it, its set fixed as it resolved — said once for each (418.3b)."""
    live = {e.timestamp: e for e in g.effects}
    for stamp, filters, you, name in g.fixed_set_descriptions:
        eff = live.get(stamp)
        if eff is None or eff.affects is None:
            continue
        fixed = set(eff.affects(g))
        for o in changed:
            if o in fixed or (stamp, o) in g.fixed_set_said or not g.exists(o) or g.objects[o].zone != "in play":
                continue
            fits = next((f for f in filters if isinstance(f, ir.Filter) and matches(g, f, o, you, eff.source)), None)
            if fits is not None:
                g.note_fixed_set(said=(stamp, o))
                g.tracer.step(f"{name}'s effect ({quoted(eff.text)}) doesn't apply to {g.describe(o)}, though it is "
                              f"{with_article(filter_phrase(fits))} now: the set it affects was fixed as {name} "
                              f"resolved", "418.3b", kind="effect")


def _effect_texts(effects: list) -> str:
    """The words of up to three continuous effects, each said once (Humility's two effects — the
    abilities lost, the base power and toughness — carry the same words)."""
    return "; ".join(list(dict.fromkeys(e.text.rstrip(".") for e in effects))[:3])


@handles(ir.ModifyPT)
def _modify_pt(ctx: Ctx, eff: ir.ModifyPT) -> None:
    if isinstance(eff.what, ir.All) and not _locked(ctx, eff.what):
        _no_one_gets(ctx, eff)
        return
    p, t = amount(ctx, eff.power), amount(ctx, eff.toughness)  # 418.3c: fixed on resolution
    if not (isinstance(eff.power, int) and isinstance(eff.toughness, int)):
        ctx.game.tracer.step(f"The bonus is determined now, once: {pt_change_words(p, t)}; it isn't recomputed if the "
                             f"value changes later", "418.3c", kind="effect")

    def apply(game, o, ch, p=p, t=t):
        if ch.power is not None:
            ch.power += p
            ch.toughness = (ch.toughness or 0) + t

    _add_effect(ctx, _locked(ctx, eff.what), f"gets {pt_change_words(p, t)}", apply, eff.duration, changes="P/T",
                described=eff.what)
    _report_pt(ctx, _locked(ctx, eff.what))


def _no_one_gets(ctx: Ctx, eff: ir.ModifyPT) -> None:
    """"Each attacking creature gets +1/+0 … for each nonbasic land defending player controls"
    (Mercadia's Downfall) with nothing of that description in play: the instruction does nothing
    (413.2b), no bonus is worked out — and outside the combat phase there is no defending player
    either (glossary "Defending Player"), so there is no one whose lands it would count."""
    g = ctx.game
    what = eff.what.filters[0] if len(eff.what.filters) == 1 else None
    nothing = f"there is no {filter_phrase(what)}" if isinstance(what, ir.Filter) else "nothing it names is there"
    counts_defender = any(isinstance(n, ir.DefendingPlayer) for n in ir.walk((eff.power, eff.toughness)))
    if counts_defender and g.defending_player() is None:
        nothing += (" — and outside the combat phase there is no defending player (glossary \"Defending Player\"), "
                    "so no one's permanents to count either")
    g.tracer.step(f"{ctx.source_name}: {quoted(instruction_words(ctx, eff))} does nothing: {nothing}", "413.2b",
                  kind="effect")


def _report_pt(ctx: Ctx, oids: list[int]) -> None:
    g = ctx.game
    for o in oids:
        ch = g.chars(o)
        if ch.power is not None:
            counted = g.exists(o) and any(counter_pt({k: n}) != (0, 0) for k, n in g.objects[o].counters.items())
            g.tracer.step(f"{g.describe(o)} is now {ch.power}/{ch.toughness}"
                          + (" (its initial values, then its counters, then continuous effects: glossary "
                             "\"Characteristics\")" if counted else ""), "418.5c", kind="pt")


@handles(ir.SetPT)
def _set_pt(ctx: Ctx, eff: ir.SetPT) -> None:
    # None: that one is unchanged ("has base power 0": Singing Tree)
    p = amount(ctx, eff.power) if eff.power is not None else None
    t = amount(ctx, eff.toughness) if eff.toughness is not None else None

    def apply(game, o, ch, p=p, t=t):
        if p is not None:
            ch.power = p
        if t is not None:
            ch.toughness = t

    words = f"is {p}/{t}" if p is not None and t is not None else \
        f"has power {p}" if p is not None else f"has toughness {t}"
    _add_effect(ctx, _locked(ctx, eff.what), words, apply, eff.duration, changes="P/T")
    _report_pt(ctx, _locked(ctx, eff.what))


@handles(ir.SwitchPT)
def _switch_pt(ctx: Ctx, eff: ir.SwitchPT) -> None:
    """About Face, Transmutation: "Switch target creature's power and toughness until end of
    turn." A continuous effect from a resolution (418.3a) that the era printed with its own
    ordering: "Effects that alter power alter toughness instead, and vice versa" — the switch
    applies after every other effect on the creature, earlier or later, instead of in timestamp
    order (418.5c, overridden as 418.5d allows): a +2/+0 played afterwards raises the toughness."""
    def apply(game, o, ch):
        if ch.power is not None:
            ch.power, ch.toughness = ch.toughness or 0, ch.power

    affected = _locked(ctx, eff.what)
    for o in affected:
        ch = ctx.game.chars(o)
        if ch.power is not None:
            ctx.game.tracer.step(f"{ctx.game.describe(o)}'s power and toughness are switched after every other "
                                 f"effect on it, whatever their timestamps (not in timestamp order, 418.5c): as "
                                 f"{ctx.source_name} was printed, \"effects that alter power alter toughness "
                                 f"instead, and vice versa\" — {ch.power}/{ch.toughness} now becomes "
                                 f"{ch.toughness}/{ch.power}", "418.5c", "418.5d", kind="effect")
    _add_effect(ctx, affected, "has its power and toughness switched", apply, eff.duration, changes="P/T",
                kind=EffectKind.SWITCH_PT)
    _report_pt(ctx, affected)


@handles(ir.GrantAbility)
def _grant(ctx: Ctx, eff: ir.GrantAbility) -> None:
    ab = eff.ability
    if isinstance(ab, ir.Keyword) and ab.param == ir.COLOR_OF_CHOICE:
        # "gains protection from the color of your choice" (Mother of Runes): chosen now (413.2c)
        opts = [Option(c, c, lambda v, c=c: str(v).lower() == c) for c in ("white", "blue", "black", "red", "green")]
        color = choose(ctx.game, ctx.controller, f"a color for {ctx.source_name}'s protection", opts, (1, 1),
                       rule="413.2c")[0]
        ab = replace(ab, param=color)
    if isinstance(ab, ir.Keyword) and ab.param == ir.COLOR_OF_CONTROLLERS_CHOICE:
        # Wishmonger: "… from the color of its controller's choice": each creature's controller
        # chooses as the ability resolves (413.2c)
        for o in _locked(ctx, eff.what):
            who = ctx.game.controller_of(o)
            opts = [Option(c, c, lambda v, c=c: str(v).lower() == c) for c in ("white", "blue", "black", "red", "green")]
            color = choose(ctx.game, who, f"a color for {ctx.game.describe(o)}'s protection", opts, (1, 1),
                           rule="413.2c")[0]
            mine = replace(ab, param=color)
            _add_effect(ctx, [o], f"gains {mine} ({who}'s choice, its controller)",
                        lambda game, obj, ch, mine=mine: ch.abilities.append(mine), eff.duration, "407.1")
        return

    def apply(game, o, ch, ab=ab):
        ch.abilities.append(ab)

    text = (getattr(ab, "text", "") or "").strip().rstrip(".")
    said = str(ab) if isinstance(ab, ir.Keyword) else f'"{text}"' if text else "an ability"
    _add_effect(ctx, _locked(ctx, eff.what), f"gains {said}", apply, eff.duration, "407.1")


@handles(ir.RemoveAbility)
def _remove_ability(ctx: Ctx, eff: ir.RemoveAbility) -> None:
    ab = eff.ability

    def removed(a) -> bool:
        return isinstance(a, ir.Keyword) and a.name == ab.name and (ab.param is None or a.param == ab.param)

    def apply(game, o, ch, ab=ab):
        ch.abilities[:] = [a for a in ch.abilities if not removed(a)]

    affected = _locked(ctx, eff.what)
    g = ctx.game
    # 407.3 decides here when the object has the ability more than once (printed and granted,
    # Flight on a Wind Drake): one effect removes every copy
    copies = max((sum(1 for a in g.chars(o).abilities if removed(a)) for o in affected), default=0)
    text = f"loses {ab}" + (f", all {copies} copies of it (one effect removes every copy)," if copies > 1 else "")
    _add_effect(ctx, affected, text, apply, eff.duration, "407.3")


@handles(ir.LoseChosenKeyword)
def _lose_chosen_keyword(ctx: Ctx, eff: ir.LoseChosenKeyword) -> None:
    """"Target creature loses your choice of flying, first strike, or trample until end of turn"
    (Walking Sponge; added, otrig6): the ability's controller chooses one as it resolves (413.2c);
    the creature loses it, every copy (407.3) — as "loses flying" would."""
    g = ctx.game
    opts = [Option(str(k), k, lambda v, k=k: str(v).lower() == str(k).lower()) for k in eff.options]
    kw = choose(g, ctx.controller, f"which ability {ctx.source_name}'s target loses", opts, (1, 1), rule="413.2c")[0]
    run_effects(ctx, (ir.RemoveAbility(eff.what, kw, eff.duration),))


@handles(ir.GainChosenKeyword)
def _gain_chosen_keyword(ctx: Ctx, eff: ir.GainChosenKeyword) -> None:
    """"~ gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end
    of turn" (Urza's Avenger; added, Oracle round eight): the ability's controller chooses one as
    it resolves (413.2c); the creature gains it, as "gains flying" would (407.1)."""
    g = ctx.game
    opts = [Option(str(k), k, lambda v, k=k: str(v).lower() == str(k).lower()) for k in eff.options]
    kw = choose(g, ctx.controller, f"which ability {ctx.source_name} gives", opts, (1, 1), rule="413.2c")[0]
    run_effects(ctx, (ir.GrantAbility(eff.what, kw, eff.duration),))


@handles(ir.LoseQuotedAbility)
def _lose_quoted_ability(ctx: Ctx, eff: ir.LoseQuotedAbility) -> None:
    """"Until end of turn, ~ loses 'Prevent all damage that would be dealt to ~'" (Glittering Lion;
    added, otrig6): that ability, every copy of it (407.3), for the duration — its words aside, the
    same ability (its printed one, or one granted)."""
    lost = _without_text(eff.ability)

    def apply(game, o, ch, lost=lost):
        ch.abilities[:] = [a for a in ch.abilities if _without_text(a) != lost]

    text = (getattr(eff.ability, "text", "") or "").strip().rstrip(".")
    _add_effect(ctx, _locked(ctx, eff.what), f'loses "{text}"', apply, eff.duration, "407.3")


def _without_text(ability: Any) -> Any:
    """An ability without its words, to compare with another (its IR is what it does)."""
    return replace(ability, text="") if dataclasses.is_dataclass(ability) and hasattr(ability, "text") else ability


@handles(ir.LoseThisAbility)
def _lose_this_ability(ctx: Ctx, eff: ir.LoseThisAbility) -> None:
    """"~ loses this ability" (the Licids): the ability now resolving, for the duration (418.3a)."""
    ability = ctx.so.ability if ctx.so is not None else None
    if ability is None:
        raise JudgeError("internal: 'loses this ability' outside an ability")

    def apply(game, o, ch, ability=ability):
        ch.abilities[:] = [a for a in ch.abilities if a != ability]

    cost = ability.text.split(": ", 1)[0]
    _add_effect(ctx, _locked(ctx, eff.what), f"loses its ability \"{cost}: …\"", apply, eff.duration)


@handles(ir.Attach)
def _attach(ctx: Ctx, eff: ir.Attach) -> None:
    """"Attach it to target creature" (the Licids): the local enchantment becomes attached to it
    (214.8c); whether it may legally enchant it is the state-based check of 420.5d."""
    g = ctx.game
    hosts = [o for o in object_ids(refer(ctx, eff.onto)) if g.objects[o].zone == "in play"]
    for o in object_ids(subjects(ctx, eff.what)):
        if g.objects[o].zone == "in play" and hosts:
            events.attach(g, o, hosts[0], "214.8c")


@handles(ir.ChangeEnchant)
def _change_enchant(ctx: Ctx, eff: ir.ChangeEnchant) -> None:
    """"It loses 'enchant creature card in a graveyard' and gains 'enchant creature put into play
    with ~'" (Animate Dead): what the local enchantment may enchant from now on (214.8a; 420.5d
    checks it against what it enchants)."""
    enchant = eff.enchant

    def apply(game, o, ch, enchant=enchant):
        ch.enchant = enchant

    lost = filter_phrase(eff.lost).replace(" in graveyard", " in a graveyard")
    gained = filter_phrase(enchant).replace(" put into play with this", f" put into play with {ctx.source_name}")
    _add_effect(ctx, _locked(ctx, eff.what), f"loses \"enchant {lost}\" and gains \"enchant {gained}\"", apply,
                eff.duration, "214.8a", kind=EffectKind.TYPE)


@handles(ir.TapAnyNumber)
def _tap_any_number(ctx: Ctx, eff: ir.TapAnyNumber) -> None:
    """The player chooses any number of the permanents (none included) as it resolves (413.2c)
    and taps them; "for each creature tapped this way" counts them."""
    g = ctx.game
    p = (player_names(refer(ctx, eff.who)) or [ctx.controller])[0]
    cands = [o for o in g.in_play if not g.objects[o].tapped and matches(g, eff.what, o, ctx.controller, ctx.source)]
    opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
    picked = choose(g, p, f"which untapped permanents {p} taps ({ctx.source_name}; any number)", opts,
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
        picked = choose(g, p, f"which tapped permanents {p} pays {eff.price} each to untap ({ctx.source_name})",
                        opts, (0, most), rule="413.2c", forced_ok=not cands) if most else []
        if not picked:
            g.tracer.step(f"{p} untaps nothing this way ({ctx.source_name})", "413.2c", kind="choice")
            continue
        pay_mana(g, p, parse_cost(eff.price * len(picked)), [], ctx.source_name, ctx.span)
        for o in picked:
            events.untap(g, o, "413.2c")


@handles(ir.Tap)
def _tap(ctx: Ctx, eff: ir.Tap) -> None:
    """Tap them; "for each creature tapped this way" counts those that became tapped (Angel's
    Trumpet)."""
    n = 0
    for o in object_ids(subjects(ctx, eff.what)):
        if ctx.game.objects[o].zone == "in play":
            n += bool(events.tap(ctx.game, o, "417.1"))
    ctx.results["tapped"] = ctx.results.get("tapped", 0) + n


@handles(ir.Untap)
def _untap(ctx: Ctx, eff: ir.Untap) -> None:
    done = []
    for o in object_ids(subjects(ctx, eff.what)):
        if ctx.game.objects[o].zone == "in play":
            if events.untap(ctx.game, o, "417.1"):
                done.append(o)
    if done:
        _untap_limits_not_here(ctx, done)


def _untap_limits_not_here(ctx: Ctx, done: list) -> None:
    """An untap limit ("You can't untap more than one land during your untap step": Mungha Wurm,
    Winter Orb) binds the untap step only (302.1): an effect untapping more, outside it, says why
    the limit doesn't stop it."""
    g = ctx.game
    if g.step == "untap":
        return
    for sid, rule, rctx in static_rules(g, ir.UntapLimit):
        bound = [p for p in refer(rctx, rule.what) if isinstance(p, str)]
        for p in bound:
            kind = [o for o in done if g.controller_of(o) == p and matches(g, rule.filter, o, p, sid)]
            if len(kind) > int(rule.value or 0):
                g.tracer.step(f"{rctx.source_name}'s limit on untapping ({int(rule.value or 0)} at most) binds only "
                              f"{p}'s untap step: {ctx.source_name} untaps {len(kind)} "
                              f"{filter_plural(rule.filter) if len(kind) != 1 else filter_phrase(rule.filter)} in the "
                              f"{g.step} {'phase' if g.step.endswith('main') else 'step'}", "302.1", kind="tap")


@handles(ir.TapOrUntap)
def _tap_or_untap(ctx: Ctx, eff: ir.TapOrUntap) -> None:
    g = ctx.game
    if isinstance(eff.what, ir.All) and len(eff.what.filters) == 1:
        _tap_or_untap_all(ctx, eff.what.filters[0])
        return
    for o in object_ids(subjects(ctx, eff.what)):
        opts = [Option("tap", "tap", lambda v: str(v).lower() == "tap"), Option("untap", "untap", lambda v: str(v).lower() == "untap")]
        pick = choose(g, ctx.controller, f"whether to tap or untap {g.describe(o)}", opts, rule="413.2c", forced_ok=False)[0]
        (events.tap if pick == "tap" else events.untap)(g, o, "417.1")


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
        else f"{state} {filter_phrase(flt)}"
    g.tracer.step(f"{ctx.source_name} {pick}s every {what}: "
                  f"{', '.join(g.describe(o) for o in group) or 'none'}", "413.2b", kind="effect")
    for o in group:
        (events.tap if pick == "tap" else events.untap)(g, o, "417.1")


@handles(ir.PutCounters)
def _counters(ctx: Ctx, eff: ir.PutCounters) -> None:
    """Put counters (417.1); "up to" that many is the controller's choice as it resolves (413.2c),
    and a bound on the total put on each ("can't cause the total number … to be greater than
    seven") leaves room for that many only."""
    g = ctx.game
    n = amount(ctx, eff.count)
    if eff.kind_x is not None:
        # "a +0/+X counter, where X is …" (Living Armor as printed): X worked out now (413.2f), the
        # counter's kind fixed with it — one counter of that kind, not X counters
        x = amount(ctx, eff.kind_x)
        kind = eff.kind.replace("x", str(x)).replace("+-", "-")
        g.tracer.step(f"X is {x} ({amount_phrase(eff.kind_x)}): {ctx.source_name} puts {counters_phrase(n, kind)}",
                      "413.2f", kind="effect")
        eff = replace(eff, kind=kind, kind_x=None)
    for o in object_ids(subjects(ctx, eff.what)):
        k = n
        if g.exists(o) and g.objects[o].zone != "in play":
            # Vampiric Embrace's Oracle "… dies, put a +1/+1 counter on that creature": the ability
            # finds the card in the graveyard (410.10c), and a counter is a marker placed on a
            # permanent (glossary "Counter") — none is put on it
            where = g.objects[o].zone
            g.tracer.step(f"{g.describe(o)} is a card in {'the ' + where if where != 'removed from the game' else where}"
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
            k = _how_many(ctx, ctx.controller, k, f"put on {g.describe(o)}", f"{eff.kind} counters", rule="413.2c")
        if k > 0:
            events.add_counters(g, o, eff.kind, k, "417.1")


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
    kind = choose(g, ctx.controller, f"which counter {ctx.source_name} puts: " + " or ".join(eff.kinds), opts, (1, 1),
                  rule="413.2c", forced_ok=False)[0]
    g.tracer.step(f"{ctx.controller} chooses a {kind} counter ({ctx.source_name})", "413.2c", kind="choice")
    _counters(ctx, ir.PutCounters(eff.what, kind, 1))


@handles(ir.DistributeCounters)
def _distribute_counters(ctx: Ctx, eff: ir.DistributeCounters) -> None:
    """"Distribute two +1/+1 counters among one or two target creatures": each target gets the
    share announced as the spell was played (409.1e); an illegal target's share is put on nothing,
    nor moved to the others (413.2a)."""
    g = ctx.game
    for i, n in sorted((ctx.divide or {}).items()):
        t = ctx.targets[i] if i < len(ctx.targets) else None
        if t is None or t.obj is None or not g.exists(t.obj) or g.objects[t.obj].zone != "in play":
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
    for o in object_ids(subjects(ctx, eff.what)):
        if g.exists(o) and g.objects[o].zone == "in play":
            has = g.objects[o].counters.get(eff.kind, 0)
            if eff.all_counters:
                if has:
                    events.remove_counters(g, o, eff.kind, has, "417.1")
                continue
            if n > 0 and has < n:
                # a counter is a marker on a permanent (glossary "Counter"): it removes what is there
                said = (f"{g.describe(o)} has no {eff.kind} counter to remove: nothing is removed" if has == 0 else
                        f"{g.describe(o)} has only {has} {eff.kind} counter{'s' if has != 1 else ''}, fewer than the "
                        f"{n} to remove: {'it is' if has == 1 else 'those are'} removed")
                g.tracer.step(f"{said} — an effect does only as much as possible (a counter is a marker on a "
                              f"permanent, glossary \"Counter\")", "416.3", kind="counter")
            events.remove_counters(g, o, eff.kind, min(n, has), "417.1")


def _token_card(spec: ir.TokenSpec) -> CardDef:
    types = tuple(t.capitalize() for t in spec.types)
    line = " ".join(types) + (" - " + " ".join(spec.subtypes) if spec.subtypes else "")
    text = ", ".join(str(k).capitalize() if i == 0 else str(k) for i, k in enumerate(spec.keywords))
    if not spec.abilities:  # (keywords alone: read from the text, as a card's)
        return CardDef(name=spec.name, type_line=line, types=types, subtypes=tuple(spec.subtypes),
                       power=str(spec.power), toughness=str(spec.toughness), text=text,
                       colors=tuple(spec.colors))
    # an ability the creating text quotes (Drudge Spell's Skeleton): given as read
    said = "\n".join([text] * bool(text) + [f'"{ab.text}"' if getattr(ab, "text", "") else "" for ab in spec.abilities])
    return CardDef(name=spec.name, type_line=line, types=types, subtypes=tuple(spec.subtypes),
                   power=str(spec.power), toughness=str(spec.toughness), text=said, colors=tuple(spec.colors),
                   abilities=ir.CardAbilities(name=spec.name, abilities=tuple(spec.keywords) + tuple(spec.abilities)))


@handles(ir.CreateToken)
def _create_token(ctx: Ctx, eff: ir.CreateToken) -> None:
    ps = player_names(refer(ctx, eff.controller)) or [ctx.controller]
    card = _token_card(eff.token)
    read_off = amount_source(ctx, eff.count)
    if read_off is not None:
        # Monkey Cage: "X 2/2 green Monkey creature tokens …, where X is that creature's converted
        # mana cost": the number, and what it is read off, as the instruction is carried out
        n = amount(ctx, eff.count)
        text = (getattr(getattr(ctx.so, "ability", None), "text", "") or "") if ctx.so is not None else ""
        number = "X" if "where X is" in text else "the number of tokens"
        made = (f"no {eff.token.name} token is put into play" if n <= 0 else
                f"{n} {eff.token.name} token{'s are' if n != 1 else ' is'} put into play")
        ctx.game.tracer.step(f"{ctx.source_name}: {number} is {read_off}, {n}, as the instruction is carried out: "
                             f"{made}", "413.2f", *(("413.2b",) if n <= 0 else ()), kind="effect")
    # "Each player ... puts that many tokens into play": each player's count, then the tokens,
    # each under the player who puts it into play, owned by the spell's controller (216.1)
    for p, n in _per_player(ctx, ps, eff.count):
        for _ in range(n):
            oid = events.create_token(ctx.game, card, p, ctx.controller)
            ctx.results.setdefault("created", []).append(oid)  # "it" after the token is made (ir.Created)
            _label_token(ctx, oid)


def _label_token(ctx: Ctx, oid: int) -> None:
    """``creating @t1, @t2``: a token made by that spell or ability, or by an ability of the
    permanent that spell became, takes the next label (named where it is made, 216.1)."""
    g, so = ctx.game, ctx.so
    src = g.objects.get(ctx.source) if ctx.source is not None else None
    if so is not None and so.token_labels:
        label = so.token_labels[0]
        g.set_stack_object(so, token_labels=so.token_labels[1:])
    elif src is not None and src.token_labels:
        label = src.token_labels[0]
        g.set_token_labels(src.id, src.token_labels[1:])
    else:
        return
    g.set_label(label, oid)
    g.tracer.step(f"The scenario calls this {g.objects[oid].name} token @{label}", "216.1", kind="zone")


@handles(ir.RevealUntil)
def _reveal_until(ctx: Ctx, eff: ir.RevealUntil) -> None:
    """Polymorph: cards are revealed from the top until one matches (all of them, if none
    does); the one found is "that card" for what follows."""
    g = ctx.game
    ctx.results["revealed"], ctx.results["reveal until"] = [], []
    for p in player_names(refer(ctx, eff.who)):
        lib = list(g.zones[(p, "library")])
        shown = []
        found = next((c for c in lib if (shown.append(c) or True)
                      and matches(g, eff.filter, c, p, ctx.source, ctx.x, zone_check=False)), None)
        words = ", ".join(g.describe(c) for c in shown) or "nothing (the library is empty)"
        kind = filter_phrase(replace(eff.filter, zone="any"))
        kind += "" if kind.endswith("card") or kind.startswith("card ") else " card"  # "card with the chosen name"
        if found is None:
            g.tracer.step(f"{p} reveals cards from the top of {p}'s library: {words} — no {kind} is revealed",
                          "417.1", kind="effect")
        else:
            g.tracer.step(f"{p} reveals cards from the top of {p}'s library until a {kind} is revealed: {words}",
                          "417.1", kind="effect")
            ctx.results["revealed"].append(found)
            ctx.results.setdefault("found", []).append(found)
        ctx.results["reveal until"].append((p, found, [c for c in shown if c != found]))


@handles(ir.RevealedIntoPlay)
def _revealed_into_play(ctx: Ctx, eff: ir.RevealedIntoPlay) -> None:
    g = ctx.game
    for p, found, others in ctx.results.get("reveal until", []):
        if found is not None and g.exists(found) and g.objects[found].zone == "library":
            events.move(g, found, "in play", "417.1", "is put", controller=p)
        if eff.others_to == "graveyard":  # Oath of Druids: every other card revealed, all of them if none fit
            still = [c for c in others if g.exists(c) and g.objects[c].zone == "library"]
            if still:  # (at once: one event, 410.6)
                events.move_many(g, still, "graveyard", "417.1", "is put")
            continue
        if others:
            g.tracer.step(f"{p} shuffles the other revealed cards ({', '.join(g.describe(c) for c in others)}) into "
                          f"{possessive(p)} library (its new order is unknown; the engine keeps the listed order, so a scenario "
                          f"that depends on it must say what is on top)", "417.1", kind="effect")


@handles(ir.HandToLibrary)
def _hand_to_library(ctx: Ctx, eff: ir.HandToLibrary) -> None:
    """Dream Cache: the player chooses cards of his or her hand, then the top or the bottom of
    the library (Brainstorm: the top), then their order there (each a choice made on
    resolution, 413.2c)."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        hand = list(g.zones[(p, "hand")])
        n = min(eff.count, len(hand))
        if n == 0:
            g.tracer.step(f"{p} has no card in hand to put on the library", "413.2c", kind="effect")
            continue
        if n < eff.count:  # Stunted Growth against a smaller hand: all of it
            g.tracer.step(f"{ctx.source_name} asks {p} for {eff.count} cards of {p}'s hand, which holds {n}: "
                          f"{'all' if n > 1 else 'the one'} of them go{'es' if n == 1 else ''} on the library",
                          "416.3", kind="effect")
        opts = [Option(g.describe(c), c, lambda v, c=c: named(g, v, c)) for c in hand]
        picked = choose(g, p, f"{n} card{'s' if n > 1 else ''} from {p}'s hand for the library ({ctx.source_name})",
                        opts, (n, n), rule="413.2c")
        where = eff.where or choose(g, p, f"the top or the bottom of {p}'s library for them ({ctx.source_name})",
                                    [Option("top", "top", lambda v: str(v).lower() == "top"),
                                     Option("bottom", "bottom", lambda v: str(v).lower() == "bottom")], (1, 1),
                                    rule="413.2c")[0]
        order: list = []
        rest = list(picked)
        while len(rest) > 1:  # their order: which ends on top (or lowest at the bottom), then the next
            end = "on top" if where == "top" else "at the very bottom"
            first = choose(g, p, f"which card ends {end} of {p}'s library"
                                 f"{' of those left' if order else ''} ({ctx.source_name})",
                           [o for o in opts if o.value in rest], (1, 1), rule="413.2c")[0]
            order.append(first)
            rest.remove(first)
        picked = order + rest
        # moved one at a time, each on top (at the bottom) of the others: the chosen one last
        for c in reversed(picked):
            events.move(g, c, "library", "413.2c", "is put", position=where)


@handles(ir.ExchangeLife)
def _exchange_life(ctx: Ctx, eff: ir.ExchangeLife) -> None:
    """Glossary "Exchange": each player gains or loses the life needed to equal the other
    player's previous life total (so replacement effects and triggers see gains and losses);
    with no such player it does nothing."""
    g = ctx.game
    others = [p for p in refer(ctx, eff.other) if isinstance(p, str)]
    if len(others) != 1 or others[0] == ctx.controller:
        g.tracer.step(f"{ctx.source_name}: there is no other player to exchange life totals with: nothing happens",
                      "413.2", kind="life")
        return
    me, other = ctx.controller, others[0]
    mine, theirs = g.player(me).life, g.player(other).life
    g.tracer.step(f"{me} and {other} exchange life totals ({mine} and {theirs}): each gains or loses the life "
                  f"needed to equal the other's (glossary \"Exchange\")", "413.2", kind="life")
    for who, now, then in ((me, mine, theirs), (other, theirs, mine)):
        if then > now:
            events.gain_life(g, who, then - now, "413.2")
        elif then < now:
            events.lose_life(g, who, now - then, "413.2", " (the exchange of life totals)")


@handles(ir.SetLifeTotal)
def _set_life_total(ctx: Ctx, eff: ir.SetLifeTotal) -> None:
    """"Target player's life total becomes 20" (Blessed Wind): the era's rules give a player a
    new life total only in an exchange, and there the player gains or loses the life needed to
    reach it (glossary "Exchange") — so here too, and replacement effects and triggers see the
    gain or the loss; a player already at that total neither gains nor loses life."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        now = g.player(p).life
        g.tracer.step(f"{p}'s life total becomes {eff.total} (from {now}): {p} "
                      + (f"gains {eff.total - now} life" if eff.total > now else
                         f"loses {now - eff.total} life" if eff.total < now else "neither gains nor loses life")
                      + " (as in an exchange of life totals: glossary \"Exchange\")", "413.2", kind="life")
        if eff.total > now:
            events.gain_life(g, p, eff.total - now, "413.2")
        elif eff.total < now:
            events.lose_life(g, p, now - eff.total, "413.2", " (its life total becoming " + str(eff.total) + ")")


@handles(ir.Sacrifice)
def _sacrifice(ctx: Ctx, eff: ir.Sacrifice) -> None:
    g = ctx.game
    players = player_names(refer(ctx, eff.who))
    if isinstance(eff.what, ir.Filter) and not eff.if_short and len(players) > 1:
        # "each player sacrifices a creature": every player's choice first, in turn order, then all
        # sacrificed at once (413.2d)
        each_player.at_once(ctx, [p for p in g.apnap() if p in players], lambda ps: _sacrifice_each(ctx, eff, ps))
    else:
        _sacrifice_each(ctx, eff, players)


def _sacrifice_each(ctx: Ctx, eff: ir.Sacrifice, players: list[str]) -> None:
    g = ctx.game
    for p in players:
        if isinstance(eff.what, ir.Filter):
            n = amount(ctx, eff.count)
            _say_sacrifice_count(ctx, eff.count, n)
            cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, eff.what, o, p, ctx.source)]
            k = min(n, len(cands))
            if 0 < k < n and not eff.if_short:
                # Smokestack's three soot counters, two permanents: all he can (audit 4743 — once
                # sacrificed without a word of the shortfall; Lich's "If you can't" says its own, and
                # none at all is said as an instruction that did nothing)
                g.tracer.step(f"{p} must sacrifice {n} but has only {k} to sacrifice: {p} sacrifices as many as "
                              f"possible ({ctx.source_name})", "416.3", kind="effect")
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
            picked = choose(g, p, f"what {p} sacrifices ({ctx.source_name})", opts, (k, k), rule="413.2c")
            ctx.results.setdefault("sacrificed", []).extend(picked)  # "that creature's power" (Rupture)
            if eff.if_short or not each_player.defer(ctx, p, picked, "graveyard", "is sacrificed and is put",
                                                     cause="sacrifice"):
                events.sacrifice(g, picked, "417.1")
            if eff.if_short and k < n:  # "If you can't, you lose the game" (Lich)
                g.tracer.step(f"{p} could sacrifice only {k} of {n} ({ctx.source_name}): the rest of the "
                              f"instruction applies", "413.2c", kind="effect")
                run_effects(ctx, eff.if_short)
        elif isinstance(eff.who, ir.ControllerOf) and eff.who.ref == eff.what:
            # "Each nontoken permanent with … is sacrificed by its controller." (Golgothian Sylex):
            # each player sacrifices those he or she controls (glossary "Sacrifice"), all at once
            events.sacrifice(g, [o for o in object_ids(subjects(ctx, eff.what)) if g.objects[o].zone == "in play"],
                             "417.1")
            return
        else:
            # Glossary "Sacrifice": a player can sacrifice only permanents he or she controls.
            named_ = [o for o in object_ids(subjects(ctx, eff.what)) if g.objects[o].zone == "in play"]
            objs = [o for o in named_ if g.controller_of(o) == p]
            for o in named_:
                if o not in objs:
                    g.tracer.step(f"{p} is told to sacrifice {g.describe(o)}, which {g.controller_of(o)} controls: "
                                  f"nothing happens, a player sacrifices only his or her own permanents (glossary "
                                  f"\"Sacrifice\"; {ctx.source_name})", "413.2b", kind="effect")
            events.sacrifice(g, objs, "417.1")


def _say_sacrifice_count(ctx: Ctx, count, n: int) -> None:
    """"Sacrifices a permanent for each soot counter on Smokestack": the number it read, as the
    instruction is carried out (413.2f) — as Festival of Trokin's count says its own (audit 4743:
    once sacrificed with the count unsaid). A fixed number ("sacrifices two lands") reads nothing."""
    if _counts_in(count):
        for c in _counts_in(count):
            _say_count(ctx, c.filter, amount(ctx, c))
    elif isinstance(count, ir.CountersOn):
        g = ctx.game
        on = ctx.source_name if isinstance(count.what, ir.This) else ref_phrase(count.what)
        gone = _when_read(ctx, count)
        g.tracer.step(f"{ctx.source_name} counts each {count.kind} counter on {on} as it carries out the "
                      f"instruction: {n}{gone if not gone.startswith(' now') else ''}", "413.2f", kind="effect")
    elif _read_now(count):
        ctx.game.tracer.step(f"{ctx.source_name}: {amount_phrase(count)} is {n}{_when_read(ctx, count)}", "413.2f",
                             kind="effect")


@handles(ir.SacrificeAnyNumber)
def _sacrifice_any_number(ctx: Ctx, eff: ir.SacrificeAnyNumber) -> None:
    """Landslide: the player chooses, as the spell resolves, any number of the permanents they
    control that match (none is a choice too: 413.2c), and sacrifices them at once."""
    g = ctx.game
    count = 0
    for p in player_names(refer(ctx, eff.who)):
        cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, eff.what, o, p, ctx.source)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in cands]
        noun = filter_phrase(replace(eff.what, controller=None))
        if cands:
            nouns = noun if len(cands) == 1 else filter_plural(replace(eff.what, controller=None))
            picked = choose(g, p, f"any number of the {len(cands)} {nouns} {p} controls, to sacrifice "
                                  f"({ctx.source_name})", opts, (0, len(cands)), rule="413.2c")
        else:
            picked = []
            g.tracer.step(f"{p} controls no {noun}: nothing to sacrifice ({ctx.source_name})", "413.2c", kind="effect")
        ctx.results.setdefault("sacrificed", []).extend(picked)
        events.sacrifice(g, picked, "417.1")
        count += len(picked)
    ctx.results[ir.SACRIFICED_COUNT] = count


@handles(ir.GraveyardSwap)
def _graveyard_swap(ctx: Ctx, eff: ir.GraveyardSwap) -> None:
    """Living Death: each instruction is carried out by every player, processed simultaneously
    (413.2d) — every creature card in a graveyard is removed from the game at once, every
    creature in play is sacrificed at once (their leaves-play triggers all trigger, 410.6), and
    the removed cards come into play at once, each under its owner's control."""
    g = ctx.game
    players = [p for p in g.apnap() if p in player_names(refer(ctx, eff.who))]
    card = replace(eff.filter, zone="graveyard")
    cards = [c for p in players for c in g.zones[(p, "graveyard")] if matches(g, card, c, p, ctx.source)]
    g.tracer.step(f"Each player removes the {filter_phrase(eff.filter)} cards in his or her graveyard from the game "
                  f"({len(cards)} in all), at the same time", "413.2d", kind="effect")
    removed = events.move_many(g, cards, "removed from the game", "413.2d", "is removed")
    doomed = [o for o in g.in_play if g.controller_of(o) in players and matches(g, eff.filter, o, g.controller_of(o),
                                                                               ctx.source)]
    if eff.sacrifice:
        g.tracer.step(f"Each player sacrifices the {filter_phrase(eff.filter)}s he or she controls ({len(doomed)} in all), at "
                      f"the same time", "413.2d", kind="effect")
        events.sacrifice(g, doomed, "413.2d")
    else:
        # as printed: "put each creature that is in play into its owner's graveyard" — moved there,
        # not sacrificed (no player is told to sacrifice it) nor destroyed (regeneration can't
        # replace it)
        g.tracer.step(f"Each {filter_phrase(eff.filter)} in play is put into its owner's graveyard ({len(doomed)} in all), at "
                      f"the same time — not destroyed, so regeneration can't replace it", "413.2d", kind="effect")
        events.move_many(g, doomed, "graveyard", "413.2d", "is put")
    back = [o for o in removed if g.exists(o) and g.objects[o].zone == "removed from the game"]
    g.tracer.step(f"Each player puts the cards he or she removed this way into play ({len(back)} in all), at the same "
                  f"time", "413.2d", kind="effect")
    events.move_many(g, back, "in play", "413.2d", "is put")


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
            have = {p: list(g.zones[(p, "hand")]) for p in players}
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
            kept = choose(g, p, f"which {words} {p} keeps ({ctx.source_name})", opts, (n, n), rule="413.2d")
            gone[p] = [o for o in have[p] if o not in kept]
        if kind is ir.Balanced.CARDS_IN_HAND:
            events.move_many(g, [o for p in players for o in gone[p]], "graveyard", "413.2d", "is discarded and is put",
                             cause="discard")
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
            kept += choose(g, p, f"{'an' if t[0] in 'aeiou' else 'a'} {t} {p} keeps ({ctx.source_name})", opts, (1, 1),
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
    one, many = filter_phrase(eff.filter), filter_plural(eff.filter)
    for p in g.apnap():
        mine = [o for o in g.in_play if g.controller_of(o) == p and matches(g, eff.filter, o, p, ctx.source)]
        if len(mine) <= eff.count:
            g.tracer.step(f"{p} controls {len(mine)} {one if len(mine) == 1 else many}, no more than "
                          f"{eff.count}: {p} keeps {'them all' if mine else 'none'} and sacrifices none", "413.2d",
                          kind="effect")
            continue
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in mine]
        kept = choose(g, p, f"which {eff.count} {many} {p} keeps ({ctx.source_name})", opts,
                      (eff.count, eff.count), rule="413.2d")
        doomed += [o for o in mine if o not in kept]
    g.tracer.step(f"Each player sacrifices the rest at the same time ({len(doomed)} permanent{'s' if len(doomed) != 1 else ''})",
                  "413.2d", kind="effect")
    events.sacrifice(g, doomed, "413.2d")


@handles(ir.PreventDamage)
def _prevent(ctx: Ctx, eff: ir.PreventDamage) -> None:
    g = ctx.game
    if eff.duration == ir.WHILE_IN_PLAY:
        raise Unsupported(f"{ctx.source_name}: static prevention effects are not simulated yet")
    n = None if eff.amount is None else amount(ctx, eff.amount)
    srcs: list = [None]
    only_from: tuple = ()
    if isinstance(eff.source, ir.All):
        # "by attacking creatures" (Deep Wood), "Creatures deal no combat damage this turn": the
        # sources are looked at as the damage would be dealt, not when the shield is made (419.2)
        only_from = eff.source.filters
    elif eff.source is not None:
        # each object it names (Energy Arc: "… dealt by those creatures", its targets, each a source)
        srcs = list(dict.fromkeys(x for x in refer(ctx, eff.source) if isinstance(x, int)))
        if not srcs:
            g.tracer.step(f"There is no such source: {ctx.source_name} prevents nothing", "416.3", kind="prevent")
            return
    tos = [t for ref in eff.to for t in refer(ctx, ref)]
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
    for t, src in [(t, src) for t in tos for src in srcs]:
        share = shares.get(t, n)
        add_prevention_shield(g, t if isinstance(t, int) else None, t if isinstance(t, str) else None, share, src,
                              eff.combat_only, eff.next_time, ctx.source_name, then=eff.then, controller=ctx.controller,
                              source_obj=ctx.source, except_from=eff.except_from, only_from=only_from,
                              targets=tuple(ctx.targets))
        who = g.describe(t) if isinstance(t, int) else (t or "everything")
        if only_from:
            what = " or ".join(filter_words(f) for f in only_from)
            g.tracer.step(f"{'Combat damage' if eff.combat_only else 'Damage'} that would be dealt"
                          f"{'' if t is None else ' to ' + who} this turn by {'an' if what[:1] in 'aeiou' else 'a'} "
                          f"{what} will be prevented (whether its source is one is looked at as the damage would be "
                          f"dealt)", "419.7a", "419.2", kind="prevent")
        elif src is not None and eff.next_time:
            g.tracer.step(f"The next time {g.describe(src)} would deal damage to {who} this turn, "
                          f"{'that damage' if n is None else f'{n} of it'} will be prevented", "419.7c", kind="prevent")
        elif src is not None and share is not None:  # Barbed Wire (added, otrig6): a shield of a number
            g.tracer.step(f"The next {share} {'combat ' if eff.combat_only else ''}damage {g.describe(src)} would deal"
                          f"{'' if t is None else ' to ' + who} this turn will be prevented", "419.7a", kind="prevent")
        elif src is not None:
            g.tracer.step(f"{'Combat damage' if eff.combat_only else 'Damage'} {g.describe(src)} would deal"
                          f"{'' if t is None else ' to ' + who} this turn will be prevented", "419.7a", kind="prevent")
        elif share is None:  # "Prevent all combat damage that would be dealt this turn" (Respite, Fog): no shield
            g.tracer.step(f"All {'combat ' if eff.combat_only else ''}damage that would be dealt"
                          f"{'' if who == 'everything' else ' to ' + who}"
                          f"{'' if eff.except_from is None else ' by anything but a ' + filter_words(eff.except_from)}"
                          f" this turn will be prevented", "419.7a", kind="prevent")
        else:
            g.tracer.step(f"A prevention shield protects {who} ({share} "
                          f"{'combat ' if eff.combat_only else ''}damage"
                          f"{'' if eff.except_from is None else ' not dealt by a ' + filter_words(eff.except_from)}"
                          f") this turn",
                          *(("419.7b", "409.1e") if t in shares else ("419.7b",) if share is not None else ("419.7a",)),
                          kind="prevent")


@handles(ir.EmptyManaPool)
def _empty_pool(ctx: Ctx, eff: ir.EmptyManaPool) -> None:
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        burn = sum(g.player(p).pool.values())
        g.set_pool(p, {})
        if burn:
            g.tracer.step(f"{p}'s mana pool is emptied by an effect: no mana burn, which comes only from mana left in a "
                          f"pool as a phase ends", "417.1", "300.4", kind="mana")
        else:
            g.tracer.step(f"{p}'s mana pool is emptied", "417.1", kind="mana")


@handles(ir.GainControl)
def _gain_control(ctx: Ctx, eff: ir.GainControl) -> None:
    ps = player_names(refer(ctx, eff.who))
    if not ps:
        return
    _give_control(ctx, _locked(ctx, eff.what), ps[0], eff.duration)


def _give_control(ctx: Ctx, affected: list[int], who: str, duration: str) -> None:
    """A control-changing effect: ``who`` controls ``affected`` for ``duration``."""

    def apply(game, o, ch, who=who):
        ch.controller = who

    changing = [o for o in affected if ctx.game.controller_of(o) != who]
    _add_effect(ctx, affected, f"comes under {who}'s control", apply, duration, control=who)
    for o in changing:
        # 409.3: not continuously controlled by the new controller since his or her turn began —
        # a permanent its controller already controls stays continuously controlled (308.1; the
        # glossary's "Summoning Sickness": a creature that has just come under a player's control)
        ctx.game.set_status(o, sick=True)


@handles(ir.RevealDrawOthersMayMill)
def _reveal_draw_others_may_mill(ctx: Ctx, eff: ir.RevealDrawOthersMayMill) -> None:
    """Zur's Weirding, instead of a draw: the top card is revealed; each other player in turn
    order may pay the life (only a player who has that much, glossary "Pay"); if one does, the
    card goes to its owner's graveyard, else the player draws it — the draw this effect
    modified, which it doesn't replace again (419.6a)."""
    g = ctx.game
    p = ctx.results.get("event player") or ctx.controller
    lib = g.zones[(p, "library")]
    if not lib:
        g.tracer.step(f"{p}'s library is empty: nothing is revealed, and {p} draws", "417.1", kind="effect")
        events.draw(g, p, 1, "417.1", applied=g.replaced_by | {ctx.source})
        return
    top = lib[0]
    g.tracer.step(f"{p} reveals {g.describe(top)}, the top card of the library, instead of drawing it ({ctx.source_name})",
                  "419.1", kind="effect")
    for q in g.apnap():
        if q == p:
            continue
        if g.player(q).life < eff.life:
            g.tracer.step(f"{q} has {g.player(q).life} life and can't pay {eff.life} (glossary \"Pay\")", "413.2c",
                          kind="choice")
            continue
        if yes_no(g, q, f"whether to pay {eff.life} life to put {g.describe(top)} into its owner's graveyard "
                        f"({ctx.source_name})", "413.2c"):
            events.lose_life(g, q, eff.life, "417.1", f" (paying for {ctx.source_name})")
            events.move(g, top, "graveyard", "417.1", "is put")
            return
    # the draw this effect modified: not replaced again by it, nor by what modified it before (419.6a)
    events.draw(g, p, 1, "417.1", applied=g.replaced_by | {ctx.source})


@handles(ir.AuctionControl)
def _auction_control(ctx: Ctx, eff: ir.AuctionControl) -> None:
    """Illicit Auction: the controller opens the bidding; in turn order each other player may
    top the high bid (413.2c: each bid a choice as the spell resolves); the bidding ends when
    every other player has passed on the high bid; its bidder loses that much life (a loss of
    life, not a payment: any bid is legal) and gains control of the creature (418.3a)."""
    g = ctx.game
    creature = next(iter(object_ids(subjects(ctx, eff.what))), None)
    if creature is None or not g.exists(creature):
        return
    order = g.apnap()
    start = order.index(ctx.controller) if ctx.controller in order else 0
    order = order[start:] + order[:start]  # turn order, from the spell's controller
    high, bidder = eff.opening, ctx.controller
    g.tracer.step(f"{bidder} opens the bidding for {g.describe(creature)} at {high} life", "413.2b", kind="effect")
    passed, i = 0, 1
    while passed < len(order) - 1:
        p = order[i % len(order)]
        i += 1
        if p == bidder:
            continue
        bid = _bid(ctx, p, high, bidder, creature)
        if bid is None:
            passed += 1
        else:
            high, bidder, passed = bid, p, 0
    g.tracer.step(f"The high bid stands: {bidder} bid {high} life for {g.describe(creature)}", "413.2b", kind="effect")
    events.lose_life(g, bidder, high, "417.1", " (the high bid)")
    if g.exists(creature):
        _give_control(ctx, [creature], bidder, ir.FOREVER)


def _bid(ctx: Ctx, p: str, high: int, bidder: str, creature: int) -> Optional[int]:
    """``p``'s turn in the bidding: pass (None) or a bid above ``high``. A bid written in the
    scenario (`Bob chooses 5`, `Bob chooses pass`) may be any amount; left open, the explorer
    takes passing and topping the bid by one while it stays below the bidder's life total."""
    g = ctx.game
    what = f"a bid for {g.describe(creature)} (the high bid: {high}, {bidder}'s): pass or top it"
    opts = [Option("pass", "pass", lambda v: str(v).strip().lower() in ("pass", "no", "0"))]
    bids = [high + 1] if high + 1 < g.player(p).life else []
    seen = g.decider.peek(p, what) if g.decider is not None and hasattr(g.decider, "peek") else None
    bids += [int(w) for w in (str(v).strip() for v in (seen[1].values if seen is not None else ()))
             if w.isdigit() and int(w) > high and int(w) not in bids]
    opts += number_options(bids)
    (answer,) = choose(g, p, what, opts, (1, 1), rule="413.2c", forced_ok=False, kind=ChoiceKind.PICK)
    return None if answer == "pass" else int(answer)


@handles(ir.PlayFoundAsThoughInHand)
def _play_found_as_though_in_hand(ctx: Ctx, eff: ir.PlayFoundAsThoughInHand) -> None:
    """Grinning Totem: the player may play the card found from where it was put, as though it
    were in his or her hand, while it stays there (timing and costs as from a hand). Aerial
    Caravan, Elkin Bottle (added, Oracle activated round nineteen): the card the instruction
    before removed from the game, until end of turn or until the beginning of the ability's
    controller's next upkeep (418.3a) — no card removed, nothing to play (416.3)."""
    g = ctx.game
    until = (ir.UNTIL_END_OF_TURN if eff.duration == ir.UNTIL_END_OF_TURN
             else f"until {ctx.controller}'s next upkeep" if eff.duration == ir.UNTIL_YOUR_NEXT_UPKEEP else None)
    cards = [o for o in object_ids(refer(ctx, eff.what)) if g.exists(o)]
    if not cards and until is not None:
        g.tracer.step(f"No card was removed from the game: there is no card to play ({ctx.source_name})", "416.3",
                      kind="effect")
    for p in player_names(refer(ctx, eff.who)):
        for o in cards:
            g.allow_play(o, p, until)
            aside = g.objects[o].zone == "removed from the game"
            g.tracer.step(f"{p} may play {g.describe(o)} as though it were in {p}'s hand ({ctx.source_name})"
                          + (f" {until}" if until is not None else "")
                          + (": a card set aside is removed from the game until then" if aside and until is None else ""),
                          "413.2b", *(("418.3a",) if until is not None else ("217.7a",) if aside else ()), kind="effect")


@handles(ir.ExchangeControl)
def _exchange_control(ctx: Ctx, eff: ir.ExchangeControl) -> None:
    """Two permanents change hands at once: each comes under the control of the other's
    controller (418.3a); if either is no longer in play, the spell has no effect on the other
    (glossary "Exchange")."""
    g = ctx.game
    pair = [next((o for o in object_ids(refer(ctx, r)) if g.exists(o) and g.objects[o].zone == "in play"), None)
            for r in (eff.first, eff.second)]
    if None in pair:
        g.tracer.step(f"{ctx.source_name} can't exchange control: one of the two permanents is gone, so it has no "
                      f"effect on the other (glossary \"Exchange\")", "413.2", kind="effect")
        return
    a, b = pair
    ca, cb = g.controller_of(a), g.controller_of(b)
    if ca == cb:
        g.tracer.step(f"{g.describe(a)} and {g.describe(b)} are both controlled by {ca}: the exchange changes nothing "
                      f"(glossary \"Exchange\")", "413.2", kind="effect")
        return
    g.tracer.step(f"{ca} and {cb} exchange control of {g.describe(a)} and {g.describe(b)} (glossary \"Exchange\")",
                  "413.2", kind="effect")
    _give_control(ctx, [a], cb, ir.FOREVER)
    _give_control(ctx, [b], ca, ir.FOREVER)


@handles(ir.ExchangeHighest)
def _exchange_highest(ctx: Ctx, eff: ir.ExchangeHighest) -> None:
    """Juxtapose: for each type in turn, the permanent of that type with the highest converted
    mana cost each of the two players controls (a tie is its controller's choice, the active
    player's first, 413.2d) changes hands; if either has none, nothing is exchanged (glossary
    "Exchange"). Who controls what is looked at anew for each type (413.2f)."""
    g = ctx.game
    others = player_names(refer(ctx, eff.other))
    if not others:
        return
    you, other = ctx.controller, others[0]
    if other == you:
        g.tracer.step(f"{you} exchanges with {you}: nothing changes hands (glossary \"Exchange\")", "413.2", kind="effect")
        return
    for kind in eff.types:
        if ctx.results.get("exchanged"):
            g.tracer.step(f"Then the {kind}s \"the same way\": who controls what is as it is now, after the exchange "
                          f"before", "413.2f", kind="effect")
        picks: dict[str, int] = {}
        for p in [q for q in g.apnap() if q in (you, other)]:
            mine = [o for o in g.in_play if g.controller_of(o) == p and kind in g.chars(o).types]
            if not mine:
                g.tracer.step(f"{p} controls no {kind}: no {kind}s are exchanged (glossary \"Exchange\": what can't be "
                              f"exchanged is left as it is)", "413.2", kind="effect")
                break
            cmc = {o: converted_mana_cost(g, g.objects[o], g.chars(o)) for o in mine}
            top = max(cmc.values())
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in mine if cmc[o] == top]
            (picks[p],) = choose(g, p, f"the {kind} with the highest converted mana cost ({top}) {p} controls "
                                       f"({ctx.source_name})", opts, (1, 1), rule="413.2d")
        else:
            g.tracer.step(f"{you} and {other} exchange control of {g.describe(picks[you])} and "
                          f"{g.describe(picks[other])} (glossary \"Exchange\")", "413.2", kind="effect")
            _give_control(ctx, [picks[you]], other, ir.FOREVER)
            _give_control(ctx, [picks[other]], you, ir.FOREVER)
            ctx.results["exchanged"] = True


@handles(ir.Optional_)
def _optional(ctx: Ctx, eff: ir.Optional_) -> None:
    ps = player_names(refer(ctx, eff.who))
    if not ps:
        # "that player may …" naming no player now: only the player the words name chooses (410.2:
        # that player controls it; 413.2c: the player carrying out the instruction announces the
        # choice) — no one else decides for a player who isn't there, so nothing is done
        ctx.game.tracer.step(f"{possessive(ctx.source_name)} optional instruction, \"{instruction_words(ctx, eff.effects[0])}\", "
                             f"is the choice of {ref_phrase(eff.who)}, and no such player can be determined now: no one "
                             f"else may choose for that player, so it isn't carried out", "410.2", "413.2c", kind="choice")
        return
    gone = _named_object_gone(ctx, eff.effects[:eff.if_you_do_from])
    if gone:
        # "You may remove it from the game. If you do, …" with it no longer where it was (Gamekeeper)
        ctx.game.tracer.step(f"{ps[0]} can't choose to carry out {possessive(ctx.source_name)} optional instruction, "
                             f"\"{instruction_words(ctx, gone)}\": the object it names is no longer there "
                             f"(217.8), and an impossible option can't be chosen — so what \"{_if_words(ctx)}\" says "
                             f"doesn't happen", "413.2c", kind="choice")
        return
    if yes_no(ctx.game, ps[0], f"whether to carry out {possessive(ctx.source_name)} optional instruction", "413.2c"):
        run_effects(ctx, eff.effects)
    else:  # what a later instruction names of it ("put that land into play") is then nothing (context.nothing_done)
        ctx.results.setdefault("declined", []).append((ps[0], eff.effects[0]))


def _named_object_gone(ctx: Ctx, effects: tuple) -> Any:
    """The first of ``effects`` naming the object itself ("~", "it": the triggering object) when that
    object is no longer where it was — the instruction can't be carried out (None if each can)."""
    g = ctx.game
    for e in effects:
        what = getattr(e, "what", None)
        if isinstance(what, (ir.This, ir.TriggerObject)) and not any(
                isinstance(t, int) and g.exists(t) for t in refer(ctx, what)):
            return e
    return None


def _cost_candidates(ctx: Ctx, p: str, cost: ir.Cost) -> Optional[dict]:
    """What could pay ``cost`` for player ``p`` now, or None if it can't be paid (413.2c)."""
    g = ctx.game
    out: dict = {}
    if cost.mana and not can_pay(g, p, parse_cost(cost.mana, ctx.x)):
        return None
    if cost.life and g.player(p).life < cost.life:
        return None
    for i, s in enumerate(cost.sacrifice):
        if isinstance(s.what, ir.This):
            src = source_object(ctx)
            if src is None or g.objects[src].zone != "in play" or g.controller_of(src) != p:
                return None
            out[("sacrifice", i)] = [src]
        else:
            cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, s.what, o, p, ctx.source)]
            if len(cands) < s.count:
                return None
            out[("sacrifice", i)] = cands
    if cost.discard is not None:
        n = cost.discard_count or 1
        hand = [o for o in g.zones[(p, "hand")] if matches(g, cost.discard, o, p, ctx.source, zone_check=False)]
        if len(hand) < n:
            return None
        out[("discard", 0)] = hand
    if cost.return_to_hand is not None:  # Karoo: "unless you return an untapped Plains you control …"
        flt, n = cost.return_to_hand
        if flt.zone == "graveyard":  # Harvest Wurm: "unless you return a basic land card from your graveyard …"
            cands = [o for o in g.zones[(p, "graveyard")] if matches(g, flt, o, p, ctx.source, zone_check=False)]
        else:
            cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, flt, o, p, ctx.source)]
        if len(cands) < n:
            return None
        out[("return", 0)] = cands
    if cost.tap_other is not None:  # "unless you tap an untapped creature you control"
        cands = [o for o in g.in_play if g.controller_of(o) == p and not g.objects[o].tapped
                 and matches(g, cost.tap_other, o, p, ctx.source)]
        if len(cands) < cost.tap_other_count:
            return None
        out[("tap", 0)] = cands
    if cost.return_self:  # Ovinomancer: "unless you return ~ to its owner's hand"
        src = source_object(ctx)
        if src is None or g.objects[src].zone != "in play":
            return None
    if cost.put_counters is not None:  # Aboroth: "unless you put a -1/-1 counter on ~ for each age counter"
        src = source_object(ctx)
        if cost.put_counters[2] is not None or src is None or g.objects[src].zone != "in play":
            return None
    if cost.exile is not None:  # "unless you exile the top creature card of your graveyard" (Barrow Ghoul)
        flt, n = cost.exile
        if "itself" in flt.extra:  # "unless you exile ~"
            src = source_object(ctx)
            zone = [src] if src is not None and g.objects[src].zone == "in play" else []
        elif flt.zone in (None, "in play"):  # "exile a creature you control"
            zone = [o for o in g.in_play if g.controller_of(o) == p and matches(g, flt, o, p, ctx.source)]
        else:
            zone = [o for o in g.zones[(p, flt.zone)] if matches(g, flt, o, p, ctx.source, zone_check=False)]
        if "top" in flt.extra:
            zone = zone[:n]
        if len(zone) < n:
            return None
        out[("exile", 0)] = zone
    if cost.destroy is not None:  # Portal's "destroy one of your Forests or destroy ~": his or her own
        flt, n = cost.destroy
        cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, flt, o, p, ctx.source)]
        if len(cands) < n:
            return None
        out[("destroy", 0)] = cands
    if cost.tap:
        src = source_object(ctx)
        if src is None or g.objects[src].tapped:
            return None
    if cost.mill and len(g.zones[(p, "library")]) < cost.mill:  # Deep Spawn: all of them or none (413.2c)
        return None
    if cost.remove_counters:
        kind, n = cost.remove_counters
        src = source_object(ctx)
        if src is None or g.objects[src].zone != "in play" or g.objects[src].counters.get(kind, 0) < n:
            return None
    return out


def _cost_of(ctx: Ctx, eff: ir.IfYouDo) -> Optional[ir.IfYouDo]:
    """The cost "its mana cost reduced by up to {N}" names, worked out now: the object's mana
    cost with as much as N less generic mana as there is (the most the player may take off).
    None when there is no such object (then there is nothing to pay for, nor to sacrifice)."""
    g = ctx.game
    things = [o for o in refer(ctx, eff.cost_of) if isinstance(o, int) and g.exists(o)]
    if not things:
        g.tracer.step(f"{ctx.source_name}: there is no card to pay for", "413.2c", kind="choice")
        return None
    obj = things[0]
    cost = parse_cost(g.chars(obj).mana_cost or "{0}")
    less = min(eff.reduced_by, cost.generic)
    cost.generic -= less
    g.tracer.step(f"{g.describe(obj)}'s mana cost {g.chars(obj).mana_cost or '{0}'} reduced by {less}: {cost}",
                  "413.2c", kind="choice")
    return replace(eff, cost=replace(eff.cost, mana=str(cost) if cost.total() else None), cost_of=None, reduced_by=0)


@handles(ir.PayOrSacrificeHighest)
def _pay_or_sacrifice_highest(ctx: Ctx, eff: ir.PayOrSacrificeHighest) -> None:
    """Tariff: each player, the active player first, chooses a creature with the highest
    converted mana cost he or she controls, then whether to pay that much mana (the creature's
    mana cost itself where the words say so: the Oracle's ``mana_cost``; an option
    he or she can't carry out can't be chosen, 413.2c; mana abilities may be played, 413.2e)
    or to sacrifice it; the sacrifices happen together (413.2d)."""
    g = ctx.game
    order = [g.active] + [p.name for p in g.players if p.name != g.active]
    picks: list[tuple[str, int]] = []
    for p in order:
        mine = [o for o in g.in_play if g.controller_of(o) == p and "creature" in g.chars(o).types]
        if not mine:
            g.tracer.step(f"{p} controls no creature: nothing to choose ({ctx.source_name})", "413.2d", kind="effect")
            continue
        cmc = {o: parse_cost(g.chars(o).mana_cost or "{0}").total() for o in mine}
        top = max(cmc.values())
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in mine if cmc[o] == top]
        (o,) = choose(g, p, f"the creature with the highest converted mana cost ({top}) {p} controls "
                            f"({ctx.source_name})", opts, (1, 1), rule="413.2d")
        picks.append((p, o))
    doomed = []
    for p, o in picks:
        n = parse_cost(g.chars(o).mana_cost or "{0}").total()
        cost = parse_cost(f"{{{n}}}") if n else None
        if eff.mana_cost and n:
            cost = parse_cost(g.chars(o).mana_cost)  # "that creature's mana cost" (the Oracle): its colors too
        if cost is not None and not can_pay(g, p, cost):
            g.tracer.step(f"{p} can't pay {cost}, so that option can't be chosen: {g.describe(o)} will be sacrificed",
                          "413.2c", kind="choice")
            pay = False
        else:
            pay = yes_no(g, p, f"whether to pay {cost or '{0}'} rather than sacrifice {g.describe(o)} "
                               f"({ctx.source_name})", "413.2c")
        if pay:
            if cost is not None:
                pay_mana(g, p, cost, [], ctx.source_name, ctx.span)
            else:
                g.tracer.step(f"{p} pays {{0}} for {g.describe(o)}", "413.2c", kind="choice")
        else:
            doomed.append(o)
    if doomed:
        events.sacrifice(g, [o for o in doomed if g.exists(o)], "413.2d")


@handles(ir.PutChosenIntoPlay)
def _put_chosen_into_play(ctx: Ctx, eff: ir.PutChosenIntoPlay) -> None:
    """Flash: the player chooses a card of his or her hand (413.2c) and puts it into play;
    it is "it" for what follows."""
    g = ctx.game
    ctx.results["found"] = []
    zone = eff.filter.zone or "hand"
    players = player_names(refer(ctx, eff.who))
    picks: list[tuple[str, int]] = []
    for p in players:  # each player's choice in turn, knowing the earlier ones (413.2d)
        cands = [c for c in g.zones[(p, zone)]
                 if matches(g, eff.filter, c, p, ctx.source, ctx.x, zone_check=False)]
        if not cands:
            g.tracer.step(f"{p} has no {filter_words(replace(eff.filter, zone='in play', controller=None))} card in "
                          f"{zone} to put into play ({ctx.source_name})", "413.2c", kind="effect")
            continue
        opts = [Option(g.describe(c), c, lambda v, c=c: named(g, v, c)) for c in cands]
        (card,) = choose(g, p, f"the card {p} puts into play ({ctx.source_name})", opts, (1, 1),
                         rule="413.2d" if len(players) > 1 else "413.2c")
        picks.append((p, card))
    if len(picks) > 1 and all(g.objects[c].owner == p for p, c in picks):
        # each his or her own card: put into play at the same time (one event, 413.2d)
        g.tracer.step("The choices made, the cards are put into play at the same time", "413.2d", kind="effect")
        ctx.results["found"] += events.move_many(g, [c for _p, c in picks], "in play", "417.1", "is put",
                                                 **({"tapped": True} if eff.tapped else {}))
        return
    for p, card in picks:
        new = events.move(g, card, "in play", "417.1", "is put", controller=p, **({"tapped": True} if eff.tapped else {}))
        if new is not None:
            ctx.results["found"].append(new)
            if eff.tapped:  # Terrain Generator: "… onto the battlefield tapped", as the ability says
                g.tracer.step(f"{g.describe(new)} comes into play tapped ({ctx.source_name})", "413.2", kind="zone")


@handles(ir.PutAuraAttached)
def _put_aura_attached(ctx: Ctx, eff: ir.PutAuraAttached) -> None:
    """Academy Researchers, Iridescent Drake (added, otrig6): an Aura card put into play attached to
    the permanent the text names — not played, so not targeting it: the player putting it into play
    puts it on that permanent if it could legally enchant it, else it stays where it was (214.8d)."""
    g = ctx.game
    who = (player_names(refer(ctx, eff.who)) or [ctx.controller])[0]
    if eff.filter is not None:  # "an Aura card from your hand": chosen as it resolves (413.2c)
        zone = eff.filter.zone or "hand"
        cands = [c for c in g.zones[(who, zone)] if matches(g, eff.filter, c, who, ctx.source, ctx.x, zone_check=False)]
        if not cands:
            g.tracer.step(f"{who} has no Aura card in {zone} to put into play ({ctx.source_name})", "413.2c", kind="effect")
            return
        opts = [Option(g.describe(c), c, lambda v, c=c: named(g, v, c)) for c in cands]
        cards = choose(g, who, f"the Aura card {who} puts into play ({ctx.source_name})", opts, (1, 1), rule="413.2c")
    else:
        cards = object_ids(subjects(ctx, eff.what))
    hosts = [o for o in object_ids(refer(ctx, eff.onto)) if g.exists(o) and g.objects[o].zone == "in play"]
    for card in cards:
        obj = g.objects[card]
        enchant = g.abilities_of(obj).enchant
        host = hosts[0] if hosts else None
        if host is None or enchant is None or enchant.zone not in (None, "in play") \
                or not matches(g, enchant, host, who, card) or protected_from(g, host, g.chars(obj)):
            where = "is no longer in play" if host is None else "can't be enchanted by it"
            g.tracer.step(f"{obj.name} would come into play attached to {ctx.source_name}, which {where}: it stays "
                          f"where it is", "214.8d", kind="zone")
            continue
        g.tracer.step(f"{obj.name} comes into play enchanting {g.describe(host)}, as {ctx.source_name} says (put into "
                      f"play, not played: no target)", "214.8d", kind="attach")
        new = events.move(g, card, "in play", "417.1", "is put", controller=who, attach=host)
        if new is not None:
            ctx.results.setdefault("found", []).append(new)


@handles(ir.EachMayPutIntoPlay)
def _each_may_put_into_play(ctx: Ctx, eff: ir.EachMayPutIntoPlay) -> None:
    """Hunted Wumpus: each of the players, the active player first, chooses a card of his or her
    own (or none) knowing the earlier choices; then the cards are put into play at the same time
    (413.2d), each under its owner's — the player who put it — control."""
    g = ctx.game
    zone = eff.filter.zone or "hand"
    players = [p for p in g.apnap() if p in player_names(refer(ctx, eff.who))]
    what = filter_words(replace(eff.filter, zone="in play", controller=None))
    if len(players) > 1:
        g.tracer.step(f"Each player chooses in turn, the active player first: {', '.join(players)}", "413.2d",
                      kind="choice")
    picks: list[int] = []
    for p in players:
        cands = [c for c in g.zones[(p, zone)] if matches(g, eff.filter, c, p, ctx.source, ctx.x, zone_check=False)]
        if not cands:
            g.tracer.step(f"{p} has no {what} card in {zone} to put into play ({ctx.source_name})", "413.2d",
                          kind="effect")
            continue
        opts = [Option(g.describe(c), c, lambda v, c=c: named(g, v, c)) for c in cands]
        chosen = choose(g, p, f"the {what} card {p} may put into play from {zone}, or none ({ctx.source_name})",
                        opts, (0, 1), rule="413.2d")
        if not chosen:
            g.tracer.step(f"{p} chooses to put no card into play ({ctx.source_name})", "413.2d", kind="choice")
        picks += list(chosen)
    if picks:
        g.tracer.step("The choices made, the cards are put into play at the same time, each under the control of "
                      "the player who put it", "413.2d", kind="effect")
        ctx.results["found"] = events.move_many(g, picks, "in play", "417.1", "is put")


@handles(ir.EachPlayer)
def _each_player(ctx: Ctx, eff: ir.EachPlayer) -> None:
    """413.2d: an instruction for several players, each with a choice of his or her own — the
    active player first, then the others in turn order, each knowing the earlier choices; then
    the actions are processed simultaneously (:mod:`judge.engine.each_player`: the chosen moves,
    sacrifices and discards are made at once after the last player has chosen)."""
    g = ctx.game
    each_player.at_once(ctx, [p for p in g.apnap() if p in player_names(refer(ctx, eff.who))],
                        lambda players: _each_one(ctx, players, eff.effects))


def _each_one(ctx: Ctx, players: list[str], effects: tuple) -> None:
    for p in players:
        ctx.each_one = p
        try:
            run_effects(ctx, effects)
        finally:
            ctx.each_one = None


#: The words of an optional instruction's "If you do" as a card says them ("If that player does":
#: Mtenda Lion; "If a player does"; "If he or she does").
_IF_DOES = re.compile(r"\bIf (?:you do|(?:that player|a player|he or she|they) does?)\b", re.I)


def _if_words(ctx: Ctx) -> str:
    """The card's own words for "If you do" (its ability's text), else "If you do"."""
    text = ctx.so.text if ctx.so is not None and ctx.so.text else ""
    found = _IF_DOES.search(text)
    return found.group(0) if found else "If you do"


@handles(ir.IfYouDo)
def _if_you_do(ctx: Ctx, eff: ir.IfYouDo) -> None:
    """"You may [cost]. If you do, ... / If you don't, ...": a player can't choose an option
    whose requirements he or she can't meet (413.2c); paying mana allows mana abilities (413.2e)."""
    g = ctx.game
    ps = player_names(refer(ctx, eff.who)) or [ctx.controller]
    p = ps[0]
    if eff.cost_of is not None:  # "its mana cost reduced by up to {2}" (Flash)
        eff = _cost_of(ctx, eff)
        if eff is None:
            return
    if eff.times is not None:  # "{1} for each age counter on it" (cumulative upkeep)
        n = amount(ctx, eff.times)
        eff = replace(eff, cost=_cost_times(eff.cost, n), times=None)
        g.tracer.step(f"The cost is paid {n} time{'s' if n != 1 else ''} over: {cost_words(eff.cost, p) or 'nothing'}",
                      "413.2c", kind="choice")
    words = cost_words(eff.cost, "" if eff.anyone else p)
    if eff.anyone:
        _anyone_may(ctx, eff, words)
        return
    cands = _cost_candidates(ctx, p, eff.cost)
    if cands is None:
        # said as it is: a "yes" given as the ability was put on the stack (410.5) can't be
        # carried out now, and what depended on it doesn't happen (audit 3632: Dauthi Mindripper
        # gone before its ability resolved; Merfolk Seer with no mana to pay)
        accepted = eff.optional and ctx.so is not None and bool(ctx.so.choices.get("may_accepted")) \
            and bool(ctx.so.effects) and ctx.so.effects[0] is eff
        lead = (f"{p} chose to {words} as the ability was put on the stack (410.5), but can't {words} now" if accepted
                else f"{p} can't {words}, so that option can't be chosen")
        skipped = f": {p} doesn't, so what \"{_if_words(ctx)}\" says doesn't happen" if eff.then else ""
        g.tracer.step(f"{lead}{skipped} ({ctx.source_name})", "413.2c", *(("410.5",) if accepted else ()),
                      kind="choice")
        do = False
    elif eff.optional and ctx.so is not None and ctx.so.choices.get("may_accepted") and ctx.so.effects \
            and ctx.so.effects[0] is eff:
        g.tracer.step(f"{p} chose to use the \"may\" ability when it was put on the stack (410.5): {p} pays now "
                      f"({words})", "410.5", kind="choice")
        do = True
    elif eff.optional and not eff.then and eff.otherwise:  # "… unless you pay": "you may pay; if you don't, …"
        do = yes_no(g, p, f"whether to {words} ({ctx.source_name}; if {p} doesn't, the rest happens: "
                          f"glossary \"Unless\")", "413.2c")
    elif eff.optional:
        do = yes_no(g, p, f"whether to {words} ({ctx.source_name})", "413.2c")
    else:
        do = True
    if do:
        _pay_resolution_cost(ctx, p, eff.cost, cands, instruction=not eff.optional)
        if eff.cumulative_upkeep:
            _upkeep_paid(ctx, eff.cost)
        run_effects(ctx, eff.then)
    else:
        if eff.cumulative_upkeep:
            # "When a player doesn't pay ~'s cumulative upkeep" (Heart of Bogardan): the event is
            # the choice not to pay, the permanent still in play (410.2)
            events.upkeep_not_paid(g, p, source_object(ctx))
        run_effects(ctx, eff.otherwise)


def _upkeep_paid(ctx: Ctx, cost: ir.Cost) -> None:
    """A cumulative upkeep just paid, for all the permanent's counters (glossary "Cumulative
    Upkeep": "pay [cost] for each cumulative upkeep counter"): the mana paid is now its last paid
    cumulative upkeep (:class:`judge.cards.ir.LastPaidUpkeep`), said where one of its abilities
    reads it (Revered Unicorn, Mwonvuli Ooze as printed)."""
    g = ctx.game
    oid = source_object(ctx)
    if oid is None or g.objects[oid].zone != "in play":
        return
    paid = parse_cost(cost.mana).total() if cost.mana else 0
    g.record_upkeep_paid(oid, paid)
    if any(isinstance(a, ir.LastPaidUpkeep) for a in ir.walk(tuple(g.chars(oid).abilities))):
        g.tracer.step(f"{g.describe(oid)}'s last paid cumulative upkeep is now the {cost.mana or '{0}'} just paid: "
                      f"{paid} (glossary \"Cumulative Upkeep\": the cost paid for each counter on it)", "413.2c",
                      kind="effect")


def _anyone_may(ctx: Ctx, eff: ir.IfYouDo, words: str) -> None:
    """"Any player may sacrifice a land. If a player does, …" / "unless any player pays {2}":
    in turn order from the active player, each may pay (413.2d) — a player who can't can't
    choose to (413.2c); the first who pays pays it alone and ``then`` happens, else
    ``otherwise``."""
    g = ctx.game
    for q in [q for q in g.apnap() if q in player_names(refer(ctx, eff.who))]:
        cands = _cost_candidates(ctx, q, eff.cost)
        if cands is None:
            g.tracer.step(f"{q} can't {words}, so {q} can't choose to ({ctx.source_name})", "413.2c", kind="choice")
            continue
        if yes_no(g, q, f"whether to {words} ({ctx.source_name}; any player may, the active player first)", "413.2d"):
            _pay_resolution_cost(ctx, q, eff.cost, cands)
            if not eff.then and eff.otherwise:  # "… unless any player pays {1}" (Rhystic Cave)
                g.tracer.step(f"{q} paid, so the rest doesn't happen ({ctx.source_name}: "
                              f"{'; '.join(targets_named(ctx, effect_phrase(e)) for e in eff.otherwise)}): "
                              f"glossary \"Unless\"", "413.2d", kind="effect")
            run_effects(ctx, eff.then)
            return
    if not eff.then and eff.otherwise:  # "… unless any player pays {2}": no one did, so it happens
        g.tracer.step(f"No player chose to {words}, so the rest happens ({ctx.source_name}: "
                      f"{'; '.join(targets_named(ctx, effect_phrase(e)) for e in eff.otherwise)}): "
                      f"glossary \"Unless\"", "413.2d", kind="choice")
    else:
        g.tracer.step(f"No player chose to {words} ({ctx.source_name})", "413.2d", kind="choice")
    run_effects(ctx, eff.otherwise)


def _pay_resolution_cost(ctx: Ctx, p: str, cost: ir.Cost, cands: dict, instruction: bool = False) -> None:
    """Player ``p`` pays ``cost`` as the spell or ability resolves (413.2c, 413.2e) — or, with
    ``instruction``, carries it out: "Remove a fade counter from it. If you can't, …" is no
    payment (Fading), done because it can be."""
    g = ctx.game
    if cost.mana:
        pay_mana(g, p, parse_cost(cost.mana, ctx.x), [], ctx.source_name, ctx.span)
    if cost.life:
        events.lose_life(g, p, cost.life, "413.2c", f" to pay for {ctx.source_name}")
    if cost.tap and source_object(ctx) is not None:
        events.tap(g, source_object(ctx), "413.2c")
    if cost.mill:  # Deep Spawn: "put the top two cards of your library into your graveyard"
        events.move_many(g, list(g.zones[(p, "library")][:cost.mill]), "graveyard", "413.2c", "is put")
    if cost.remove_counters:
        kind, n = cost.remove_counters
        events.remove_counters(g, source_object(ctx), kind, n, "413.2b" if instruction else "413.2c",
                               f" as {ctx.source_name} says" if instruction else f" to pay for {ctx.source_name}")
    for i, s in enumerate(cost.sacrifice):
        pool = cands[("sacrifice", i)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        picked = choose(g, p, f"what {p} sacrifices ({ctx.source_name})", opts, (s.count, s.count), rule="413.2c",
                        forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == s.count)
        events.sacrifice(g, [o for o in picked if g.exists(o)], "413.2c")
    if cost.discard is not None:
        n = cost.discard_count or 1
        pool = cands[("discard", 0)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        at_random = "random" in cost.discard.extra  # no player's choice: each result is an outcome
        picked = choose(g, p, f"which card{'s' if n > 1 else ''} {p} discards{' at random' if at_random else ''} "
                              f"({ctx.source_name})", opts, (n, n), rule="417.1" if at_random else "413.2c",
                        forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == n)
        events.discard(g, p, picked, "413.2c")
    if cost.return_to_hand is not None:
        pool, n = cands[("return", 0)], cost.return_to_hand[1]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        picked = choose(g, p, f"what {p} returns to its owner's hand ({ctx.source_name})", opts, (n, n),
                        rule="413.2c", forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == n)
        events.move_many(g, picked, "hand", "413.2c", "is returned")
    if cost.tap_other is not None:
        pool = cands[("tap", 0)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        n = cost.tap_other_count
        for picked in choose(g, p, f"what {p} taps ({ctx.source_name})", opts, (n, n), rule="413.2c",
                             forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == n):
            events.tap(g, picked, "413.2c")
    if cost.return_self and source_object(ctx) is not None:
        events.move(g, source_object(ctx), "hand", "413.2c", "is returned")
    if cost.put_counters is not None and source_object(ctx) is not None:  # on the source itself (Aboroth)
        kind, n, _ = cost.put_counters
        events.add_counters(g, source_object(ctx), kind, n, "413.2c")
    if cost.exile is not None:
        pool, n = cands[("exile", 0)], cost.exile[1]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        picked = pool if len(pool) == n else choose(g, p, f"what {p} removes from the game ({ctx.source_name})",
                                                    opts, (n, n), rule="413.2c")
        events.move_many(g, picked, "removed from the game", "413.2c", "is removed")
    if cost.destroy is not None:
        # the instruction chosen (413.2c), not a sacrifice: destroyed, regeneration may replace it
        # (glossary "Destroy", 419.6b) — the choice is made all the same
        pool, n = cands[("destroy", 0)], cost.destroy[1]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        picked = choose(g, p, f"what {p} destroys ({ctx.source_name})", opts, (n, n), rule="413.2c",
                        forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == n)
        events.destroy_many(g, picked, "413.2c", f"by {ctx.source_name}")


def _cost_times(cost: ir.Cost, n: int) -> ir.Cost:
    """``cost`` paid ``n`` times over (each part multiplied)."""
    mana = None
    if cost.mana and n:
        once = parse_cost(cost.mana)
        mana = mana_text({**{c: k * n for c, k in once.colored.items()}, "C": once.generic * n}) or None
    return replace(
        cost, mana=mana, life=cost.life * n,
        sacrifice=tuple(replace(s, count=s.count * n) for s in cost.sacrifice),
        put_counters=None if cost.put_counters is None else (cost.put_counters[0], cost.put_counters[1] * n,
                                                             cost.put_counters[2]),
        discard_count=(cost.discard_count or (1 if cost.discard is not None else 0)) * n,
        # Thought Lash's "Exile the top card of your library" for each age counter: that many cards
        # (added, Oracle round eleven: it was paid once whatever the counters)
        exile=None if cost.exile is None else (cost.exile[0], cost.exile[1] * n))


@handles(ir.Conditional)
def _conditional(ctx: Ctx, eff: ir.Conditional) -> None:
    holds = check_condition(ctx, eff.condition)
    said = _CONDITION_SAID.get(eff.condition.kind)
    if said is not None:
        said(ctx, eff.condition, holds)
    if holds:
        run_effects(ctx, eff.then)
    else:
        run_effects(ctx, eff.otherwise)


def _said_life_difference(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """The decisive check of Psychic Transfer, in the trace."""
    g = ctx.game
    lives = ", ".join(f"{p} {g.player(p).life}" for p in [ctx.controller] + [
        x for x in refer(ctx, cond.player) if isinstance(x, str)])
    g.tracer.step(f"The difference between the life totals ({lives}) is {'' if holds else 'not '}"
                  f"{cond.value} or less{'' if holds else ': nothing happens'}", "413.2", kind="life")


def _said_controls(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"If you control a snow Swamp, … instead" (Gangrenous Zombies), "If you control an Urza's
    Mine and …" (Urza's Tower): checked as it resolves (a mana ability's: at once, 411.1)."""
    ctx.game.tracer.step(f"{ctx.source_name}: \"{condition_phrase(cond)}\" is {'true' if holds else 'false'} "
                         f"now", "411.1" if ctx.so is None else "413.2", kind="effect")


def _said_additional_cost_paid(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """Undergrowth: as the spell was played (409.1f)."""
    ctx.game.tracer.step(f"{ctx.source_name}'s additional cost was {'' if holds else 'not '}paid as it was played",
                         "409.1f", kind="effect")


def _said_status(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"{0}: If ~ is tapped, …" (Eater of the Dead): the source's status as the ability resolves (413.2)."""
    if isinstance(cond.ref, ir.This):
        ctx.game.tracer.step(f"\"If {ctx.source_name} is {cond.value}\": {ctx.source_name} is "
                             f"{'' if holds else 'not '}{cond.value} now"
                             f"{'' if holds else ': that instruction is skipped'}", "413.2", kind="effect")


def _said_compared(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"If an opponent controls more lands than you, …", "if you have 10 or less life"."""
    ctx.game.tracer.step(f"{ctx.source_name}: \"{condition_phrase(cond)}\" is "
                         f"{'true' if holds else 'false'} now{'' if holds else ': that instruction is skipped'}",
                         "413.2", kind="effect")


def _said_matches(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    g = ctx.game
    if isinstance(cond.ref, ir.DrawnThisWay):  # Sindbad: the card the draw drew, as it is now (413.2f)
        things = [g.describe(t) for t in object_ids(refer(ctx, cond.ref))] or ["no card"]
        g.tracer.step(f"{', '.join(things)}, drawn this way, {'is' if holds else 'is not'} "
                      f"{with_article(filter_phrase(cond.filter))} now{'' if holds else ': that instruction is skipped'}",
                      "413.2", "413.2f", kind="effect")
    elif isinstance(cond.ref, ir.ExiledToPay):
        # "If the exiled card is a snow land" (Storm Elemental): the card the cost removed from the
        # game (409.1f), as it is now
        things = [g.describe(t) for t in object_ids(refer(ctx, cond.ref))] or ["nothing"]
        g.tracer.step(f"{', '.join(things)}, removed from the game to pay the cost, {'is' if holds else 'is not'} "
                      f"{with_article(filter_phrase(cond.filter))}{'' if holds else ': that instruction is skipped'}",
                      "413.2", kind="effect")
    elif isinstance(cond.ref, (ir.DiscardedToPay, ir.Sacrificed)):
        # "If the discarded card was a land card" (Land's Edge), "If the sacrificed creature was a
        # Thrull" (Ebon Praetor): what paid the cost, looked at as the ability resolves (413.2f)
        ids = object_ids(refer(ctx, cond.ref))
        things = [g.describe(t) for t in ids] or ["nothing"]
        # Serendib Djinn (added, Oracle triggers round thirteen): "If you sacrifice an Island this
        # way" — what the instruction before sacrificed, not a cost
        how = ("sacrificed this way" if isinstance(cond.ref, ir.Sacrificed) and ids
               and all(t in ctx.results.get("sacrificed", ()) for t in ids)
               else "discarded to pay the cost" if isinstance(cond.ref, ir.DiscardedToPay) else "sacrificed to pay the cost")
        g.tracer.step(f"{', '.join(things)}, {how}, {'was' if holds else 'was not'} {with_article(filter_phrase(cond.filter))}"
                      f"{'' if holds else ': that instruction is skipped'}", "413.2", "413.2f", kind="effect")
    elif cond.filter is not None and "single target" in cond.filter.extra and ir.TARGETS_A_CREATURE in cond.filter.extra:
        # Meddle (added, Oracle statics round nineteen): "If target spell has only one target and that
        # target is a creature" — the spell's targets as they are now, as Meddle resolves (413.2)
        for t in object_ids(refer(ctx, cond.ref)):
            so = next((x for x in g.stack if x.card_obj == t or x.id == t), None)
            aimed = [x.describe(g) for x in so.targets if x is not None] if so is not None else []
            g.tracer.step(f"{g.describe(t)} has {len(aimed)} target{'' if len(aimed) == 1 else 's'}"
                          f"{': ' + ', '.join(aimed) if aimed else ''} — "
                          + ("only one, and a creature now: the condition is true" if holds else
                             "not only one target that is a creature now: the condition is false, that instruction "
                             "is skipped"), "413.2", kind="effect")
    elif cond.filter is not None and not cond.filter.types:
        # "Counter target spell if it's blue" (Pyroblast): checked as the spell resolves
        things = [g.describe(t) for t in object_ids(refer(ctx, cond.ref))] or ["it"]
        if cond.filter.extra == ("attacked this turn",):  # Berserk's delayed ability
            state = "attacked this turn" if holds else "didn't attack this turn"
        elif cond.filter.extra == ("didn't attack this turn",):  # Nettling Imp's, Norritt's
            state = "didn't attack this turn" if holds else "attacked this turn"
        else:
            state = f"{'is' if holds else 'is not'} {filter_words(cond.filter)} now"
        g.tracer.step(f"{', '.join(things)} {state}{'' if holds else ': that instruction is skipped'}", "413.2",
                      kind="effect")


#: What the trace says of a resolving "if" of each kind of condition, where the check decides
#: (the others' instructions say what they did, or why not, themselves).
def _said_flip(ctx: Ctx, cond: ir.Condition, holds: bool) -> None:
    """"If you win/lose the flip" when no coin was flipped ("you may flip a coin" declined,
    Chaotic Goo): the flip was neither won nor lost, so the instruction does nothing (413.2b)."""
    if "flip" not in ctx.results:
        ctx.game.tracer.step(f"{ctx.source_name}: no coin was flipped, so \"if you {'win' if cond.value == 'won' else 'lose'}"
                             f" the flip\" is false: that instruction is skipped", "413.2b", kind="effect")


_CONDITION_SAID: dict[str, Callable[[Ctx, ir.Condition, bool], None]] = {
    "life difference": _said_life_difference, "controls named": _said_controls, "controls": _said_controls,
    "additional cost paid": _said_additional_cost_paid, "status": _said_status, "count": _said_compared,
    "more": _said_compared,
    "matches": _said_matches, "flip": _said_flip,
}


def _followed(ctx: Ctx) -> list:
    """The targets of ``ctx`` as a delayed ability it creates takes them: one an earlier
    instruction moved is the object it became ("Return target creature card to play. … At end
    of turn, sacrifice it": the creature returned, 217.8)."""
    out = []
    for t in ctx.targets:
        if t is not None and t.obj is not None and t.obj in ctx.moved:
            oid = t.obj
            while oid in ctx.moved:
                oid = ctx.moved[oid]
            t = replace(t, obj=oid, zone=ctx.game.objects[oid].zone if oid in ctx.game.objects else t.zone)
        out.append(t)
    return out


#: The rule that has "at the beginning of" a step's abilities trigger as the step begins (300.5 for the others).
_STEP_BEGINS = {"upkeep": "303.1", "end of combat": "311.1", "end of turn": "313.1"}


@handles(ir.DelayedTrigger)
def _delayed(ctx: Ctx, eff: ir.DelayedTrigger) -> None:
    g = ctx.game
    refs = {}
    # "that creature" in the delayed ability means what the creating effect referred to.
    trigger, watch = eff.trigger, None
    if trigger.subject is not None and not isinstance(trigger.subject, (ir.This, ir.Filter, ir.Enchanted)):
        # "When that creature leaves play this turn" (Heart Wolf): that object, found now
        ids = object_ids(refer(ctx, trigger.subject))
        if not ids or not g.exists(ids[0]):
            g.tracer.step(f"{ctx.source_name}'s delayed ability would watch an object that is gone: it is not created",
                          "406.2", kind="effect")
            return
        trigger, watch = replace(trigger, subject=ir.This()), ids[0]
    followed, effects, condition = _followed(ctx), eff.effects, eff.condition
    for kind, key in ((ir.Created, "created"), (ir.MovedThisWay, MOVED_THIS_WAY)):
        if not any(isinstance(x, kind) for x in ir.walk((effects, condition))):
            continue
        # "Create a … token. Exile it at the beginning of the next end step": the delayed ability
        # refers to the token made (not targeted, 406.2c: kept as a reference, as its targets are);
        # so too the card an instruction moved into play (Corpse Dance's "Exile it …"), that object
        # only — once it leaves play it is a new object (217.8)
        made = [o for o in ctx.results.get(key, ()) if g.exists(o)]
        # (the card set aside by Elkin Bottle as printed — added, printed round twenty-four — followed
        # where it is, removed from the game: 217.7a)
        refs = [Target(spec=None, obj=o, zone=g.objects[o].zone) for o in made]
        named = tuple(ir.Target(len(followed) + i) for i in range(len(refs)))
        now = named[0] if len(named) == 1 else ir.Both(named)
        effects = tuple(ir.rebuild(e, lambda x, kind=kind, now=now: now if isinstance(x, kind) else None) for e in effects)
        if condition is not None:  # "if you haven't played the card" (Elkin Bottle as printed): that card
            condition = ir.rebuild(condition, lambda x, kind=kind, now=now: now if isinstance(x, kind) else None)
        followed = followed + refs
    g.add_delayed(DelayedAbility(trigger=trigger, effects=effects, controller=ctx.controller,
                                    source=ctx.source, source_name=ctx.source_name, targets=followed,
                                    created_turn=g.turn, event=ctx.event,
                                    turn_number=ctx.results.get("extra turn") if eff.trigger.whose == "that turn" else None,
                                    condition=condition, found=tuple(ctx.results.get("found", ())),
                                    watch=watch, turn_only=g.turn if eff.this_turn else None, repeats=eff.repeats))
    watched = f" watching {g.describe(watch)}{' this turn' if eff.this_turn else ''}" if watch is not None else ""
    g.tracer.step(f"{ctx.source_name} creates a delayed triggered ability{watched}", "406.2a", "417.2", kind="effect")
    if trigger.event == "beginning of step" and trigger.step == g.step and trigger.whose in (None, "each"):
        # "at end of turn" made during the end of turn step: that step began before it existed
        g.tracer.step(f"It doesn't trigger in this {trigger.step} step, which began before the ability existed: "
                      f"it waits for the next one", "406.2b", _STEP_BEGINS.get(trigger.step, "300.5"), kind="effect")


@handles(ir.Mill)
def _mill(ctx: Ctx, eff) -> None:
    g = ctx.game
    n = amount(ctx, eff.amount)
    for p in player_names(refer(ctx, eff.whose)):
        top = list(g.zones[(p, "library")][:n])  # 416.3: as many as possible
        if len(top) < n:
            g.tracer.step(f"{p}'s library holds only {len(top)} card{'s' if len(top) != 1 else ''}: as many as possible are moved "
                          f"(moving cards isn't drawing)", "416.3", kind="effect")
        # "that card" of a later instruction (Saprazzan Breaker: ir.MovedThisWay)
        ctx.results.setdefault(MOVED_THIS_WAY, []).extend(events.move_many(g, top, "graveyard", "417.1", "is put"))


@handles(ir.LookAtHand)
def _look_at_hand(ctx: Ctx, eff) -> None:
    g = ctx.game
    for p in player_names(refer(ctx, eff.whose)):
        cards = ", ".join(g.describe(o) for o in g.zones[(p, "hand")]) or "no cards"
        if eff.random_card:
            # Urza's Bauble: one card of that hand, picked at random — no player's choice: every
            # possible card is an outcome of its own (explored), or the scenario states which as a
            # choice line of the hand's owner
            hand = list(g.zones[(p, "hand")])
            if not hand:
                g.tracer.step(f"{p}'s hand is empty: {ctx.controller} has no card to look at", "413.2c", kind="effect")
                continue
            opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
            which = f"{p} reveals" if eff.reveal else f"{ctx.controller} looks at"
            seen = choose(g, p, f"which card of {p}'s hand {which} (no player's choice)",
                          opts, (1, 1), rule="413.2b", forced_ok=len({g.objects[o].card.name for o in hand}) <= 1,
                          kind=ChoiceKind.RANDOM)
            if eff.reveal:  # Cursed Scroll (added, Oracle activated round seventeen): shown to all
                g.tracer.step(f"{p} reveals a card at random from {possessive(p)} hand: {g.describe(seen[0])} (it "
                              f"stays there)", "413.2b", kind="effect")
                ctx.results["revealed"] = [seen[0]]
                continue
            g.tracer.step(f"{ctx.controller} looks at a card at random in {p}'s hand: {g.describe(seen[0])} (the card "
                          f"stays there; the look changes nothing else)", "413.2b", kind="effect")
            continue
        if getattr(eff, "reveal", False):
            g.tracer.step(f"{p} reveals {possessive(p)} hand: {cards}", "413.2b", kind="effect")
        else:
            g.tracer.step(f"{ctx.controller} looks at {p}'s hand: {cards}", "413.2b", kind="effect")


# --------------------------------------------------------------------------- static abilities


@handles(ir.OthersThanChosen)
def _others_than_chosen(ctx: Ctx, eff: ir.OthersThanChosen) -> None:
    """"Target opponent chooses a creature they control. Other creatures they control can't block
    this turn": the choice made on resolution (413.2c), then the restriction on every other one,
    the set fixed now (418.3b)."""
    chosen = object_ids(refer(ctx, eff.chosen))
    if chosen:
        ctx.game.tracer.step(f"{ctx.game.describe(chosen[0])} is the one chosen: {ctx.source_name}'s restriction leaves "
                             f"it alone", "413.2c", kind="choice")
    if not one_shot_rule(ctx, eff.rule, spared=chosen):
        raise Unsupported(f"{ctx.source_name}: {type(eff.rule).__name__} on all but a chosen object")


@handles(*ir.RULES)
def _rule_one_shot(ctx: Ctx, eff: ir.Rule) -> None:
    if one_shot_rule(ctx, eff):  # "Target creature can't block this turn" (418.1, 418.3a)
        return
    g = ctx.game
    if isinstance(eff, ir.DoesntUntap):
        # "As long as [condition], that permanent doesn't untap during its controller's untap
        # step" (302.1): a lock that lasts while its condition holds.
        cond = getattr(eff, "condition", None)
        # "for as long as ~ remains tapped" (418.3a): over the first time the source untaps or
        # leaves play (the game ends the lock then: Game.add_untap_lock), not each time it is untapped
        while_tapped = ctx.source if eff.duration == ir.WHILE_SOURCE_TAPPED else None
        # "for as long as ~ remains in play" (Somnophore): over once the source leaves play (the
        # untap step finds it gone, judge.engine.turn) or phases out (judge.engine.phasing)
        while_in_play = ctx.source if eff.duration == ir.WHILE_SOURCE_IN_PLAY else None
        if while_in_play is not None and not (g.exists(while_in_play) and g.objects[while_in_play].zone == "in play"):
            g.tracer.step(f"{ctx.source_name}: \"for as long as {ctx.source_name} remains in play\" is already over, so "
                          f"the effect does nothing", "418.3d", kind="effect")
            return
        # a spell's lock outlasts the spell (with no duration stated, a resolved spell's effect
        # lasts until the end of the game, 418.3a): the card leaving the stack (413.2h) doesn't
        # end it; an ability's lock stays tied to its source
        resolving_spell = ctx.source is not None and g.exists(ctx.source) and g.objects[ctx.source].zone == "stack"
        lasting_source = None if resolving_spell else ctx.source
        for o in object_ids(refer(ctx, eff.what or ir.This())):
            if g.objects[o].zone != "in play":
                continue
            g.tracer.step(f"{g.describe(o)} doesn't untap during its controller's untap step"
                          f"{' as long as the condition holds' if cond is not None else ''}"
                          f"{' for as long as ' + ctx.source_name + ' remains tapped' if while_tapped is not None else ''}"
                          f"{' for as long as ' + ctx.source_name + ' remains in play' if while_in_play is not None else ''}"
                          f" ({ctx.source_name})", "302.1", "418.3a", kind="effect")
            lock = {"obj": o, "source": lasting_source, "controller": ctx.controller,
                    "condition": cond, "name": ctx.source_name, "while_tapped": while_tapped}
            if while_in_play is not None:
                lock["while_in_play"] = while_in_play
            g.add_untap_lock(lock)
        return
    if isinstance(eff, ir.CantPlayLands) and eff.duration == ir.THIS_TURN:
        # "Target player can't play lands this turn" (Solfatara): 103.2, until the turn ends
        for p in player_names(refer(ctx, eff.what)):
            g.add_turn_rule({"obj": None, "player": p, "rule": eff, "source": ctx.source, "turn": g.turn,
                             "text": f"{p} can't play lands this turn"})
            g.tracer.step(f"{p} can't play lands this turn ({ctx.source_name})", "103.2", "418.3a", kind="effect")
        return
    if isinstance(eff, ir.PlayAsInstant) and eff.duration == ir.THIS_TURN and eff.filter is not None:
        # "You may cast creature spells this turn as though they had flash" (Winding Canyons): a
        # permission from a resolving ability, until the turn ends (418.3a), that overrides 408.1d
        # where it applies (103.1: judge.engine.casting asks it as each spell is played)
        for p in player_names(refer(ctx, eff.what)):
            text = (f"{p} may play {filter_phrase(replace(eff.filter, zone='in play'))} spells any time {p} could play "
                    f"an instant this turn")
            g.add_turn_rule({"obj": None, "player": p, "rule": eff, "source": ctx.source, "turn": g.turn,
                             "controller": ctx.controller, "text": f"{text} ({ctx.source_name})"})
            g.tracer.step(f"{text} ({ctx.source_name})", "418.3a", "103.1", kind="effect")
        return
    if isinstance(eff, ir.AbilitiesLocked) and eff.duration == ir.THIS_TURN:
        # "That permanent's activated abilities can't be activated this turn" (Interdict): 103.2,
        # until the turn ends, whoever controls it
        for o in object_ids(subjects(ctx, eff.what)):
            if g.objects[o].zone != "in play":
                continue
            g.add_turn_rule({"obj": o, "rule": eff, "source": ctx.source, "turn": g.turn,
                             "text": f"{g.describe(o)}'s activated abilities can't be played this turn "
                                     f"({ctx.source_name})"})
            g.tracer.step(f"{g.describe(o)}'s activated abilities can't be played this turn ({ctx.source_name})",
                          "103.2", "418.3a", kind="effect")
        return
    if isinstance(eff, ir.DoesntUntapNextUntapStep):
        steps = int(eff.value or 1)  # "next two untap steps" (Telekinesis): 2
        for o in object_ids(refer(ctx, eff.what or ir.This())):
            if g.objects[o].zone == "in play":
                # an earlier "next untap step" names the same step: the longer lock covers both
                steps_now = max(int(g.objects[o].skip_next_untap), steps)
                g.set_status(o, skip_next_untap=True if steps_now == 1 else steps_now)
                g.tracer.step(f"{g.describe(o)} doesn't untap during its controller's next "
                              f"{'two untap steps' if steps == 2 else 'untap step'}", "302.1", kind="effect")
        return
    raise Unsupported(f"{ctx.source_name}: the rules effect {eff.kind!r} is not simulated yet")


@handles(ir.SearchLibrary)
def _search_library(ctx: Ctx, eff) -> None:
    """Search a library for cards matching a filter (glossary "Search"): a search for cards
    "matching some criteria" may find none of them even if they are there; a search for "any
    card" must find one if possible, and a search for a number of cards that many (or as many
    as possible)."""
    g = ctx.game
    n = amount(ctx, eff.count) if eff.count is not None else None  # None: "any number of"
    # (a name is a criterion too: "a card with the same name as target creature" may find nothing)
    must = eff.count is not None and _any_card(eff.filter) and not eff.up_to and eff.same_name_as is None
    found: list[int] = []
    names = None
    if eff.same_name_as is not None:  # "with the same name as target creature" (202.3; 413.2f)
        names = {g.last_known(o)[1].name for o in object_ids(refer(ctx, eff.same_name_as))}
        g.tracer.step(f"Only cards named {' or '.join(sorted(names)) or '(nothing: the object is gone)'} can be found "
                      f"(two cards have the same name if their English names are identical)", "202.3", kind="effect")
    for p in player_names(refer(ctx, eff.who)):
        lib = list(g.zones[(p, "library")])
        cands = [o for o in lib if matches(g, eff.filter, o, ctx.controller, ctx.source, zone_check=False)
                 and (names is None or g.objects[o].card.name in names)]
        seen: dict = {}
        for o in cands:  # identical cards are interchangeable: one option per card name
            seen.setdefault(g.objects[o].card.name, o)
        if n is None:  # any number: every card may be taken, identical ones as many as there are
            seen = {o: o for o in cands}
            n = len(cands)
        elif n > 1:  # several: identical cards may be taken together (the choice counts twins once)
            seen = {o: o for o in cands}
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in seen.values()]
        most = min(n, len(opts))
        # the player the instruction tells to search: "search target opponent's library" is
        # the ability's controller's search, in that player's library; "each other player may
        # search his or her library" (Hired Giant) is each one's own (glossary "Search", 413.2c)
        searcher = p if isinstance(eff.who, (ir.You, ir.All, ir.EachOne)) or p == ctx.controller else ctx.controller
        lib_words = "the library" if searcher == p else f"{p}'s library"
        unfit = [o for o in lib if o not in cands]
        if not must and lib and not _any_card(eff.filter):
            # a search for a card with a stated quality: what fits, what doesn't and why, and that
            # it may find nothing (glossary "Search")
            wanted = _compared(with_article(filter_phrase(replace(eff.filter, zone="in play"))))
            off = (", ".join(f"{g.describe(o)} ({_why_unfit(ctx, eff.filter, o)})" for o in unfit) if len(unfit) <= 6
                   else f"the {len(unfit)} other cards")
            if cands:
                fit = f"{', '.join(g.describe(o) for o in cands)} {'fits' if len(cands) == 1 else 'fit'}" + \
                    (f"; {off} {'doesn' if len(unfit) == 1 else 'don'}'t" if unfit else "")
            else:
                fit = f"no card fits: {off}"
            # how many it may find is the card's: "up to three Plains cards" (audit 3430: Gift of
            # Estates was said to find "one of them or nothing"), "any number of"
            if not cands:
                may = "nothing is found"
            elif len(cands) == 1:
                may = f"{searcher} may find it or nothing"
            elif eff.count is None:
                may = f"{searcher} may find any number of them or nothing"
            elif most == 1:
                may = f"{searcher} may find one of them or nothing"
            else:
                may = f"{searcher} may find up to {most} of them or nothing"
            if eff.count is None:
                wanted = f"any number of {_plural_cards(eff.filter)}"
            elif n > 1:
                wanted = f"up to {n} {_plural_cards(eff.filter)}"
            g.tracer.step(f"{searcher} searches {lib_words} for {wanted}: {fit} — {may} "
                          f"(glossary \"Search\": a search for cards with a stated quality needn't find them)",
                          "413.2c", kind="effect")
        if must and opts:
            g.tracer.step(f"{searcher} searches {lib_words} for {'any card' if n == 1 else f'{n} cards'}, so must find "
                          f"{'one' if most == 1 else most} (glossary \"Search\": as many as possible)", "413.2c",
                          kind="effect")
        picked = choose(g, searcher, f"what {searcher} finds in {lib_words} ({ctx.source_name})", opts,
                        (most if must else 0, most), rule="413.2c", forced_ok=must) if opts else []
        for o in picked:  # what decided that a card fits, where a rule did (a * power read outside play)
            said, cited = what_it_is(g, eff.filter, o, fits=True)
            if said:
                g.tracer.step(f"{g.describe(o)} is a card the search can find: {said}", *(cited or ("413.2f",)),
                              kind="effect")
        if not opts and (must or not lib or _any_card(eff.filter)):  # (else said with why, above)
            g.tracer.step(f"{searcher} searches {lib_words} and finds nothing that fits", "417.1", kind="effect")
        elif picked and getattr(eff, "reveal", False):  # "…, reveal that card, and put it into your hand"
            g.tracer.step(f"{searcher} reveals {', '.join(g.describe(o) for o in picked)} (shown to all players, "
                          f"glossary \"Reveal\"; {ctx.source_name})", "417.1", kind="effect")
        found += picked
    ctx.results["found"] = found


def _plural_cards(f: ir.Filter) -> str:
    """A search's description in the plural, as "up to three …" says it: "plains land cards"."""
    return _compared(filter_plural(replace(f, zone="in play")))


def _compared(words: str) -> str:
    """A description's comparisons as a card says them: "converted mana cost 6 or less"."""
    return re.sub(r"(<=|>=|==) (\w+)", lambda m: m.group(2) + {"<=": " or less", ">=": " or greater", "==": ""}[m.group(1)],
                  words)


def _why_unfit(ctx: Ctx, flt: ir.Filter, o: int) -> str:
    """Which part of a search's description a card in the library fails, in words: the one
    field that, left out, would let it fit ("converted mana cost 7", "not a Rebel")."""
    g = ctx.game
    ch = g.chars(g.objects[o])
    failing = []
    for f in dataclasses.fields(flt):
        value = getattr(flt, f.name)
        if f.name == "zone" or value == f.default:
            continue
        if matches(g, replace(flt, **{f.name: f.default}), o, ctx.controller, ctx.source, zone_check=False):
            failing.append(f.name)
    if len(failing) != 1:
        return f"it isn't {_compared(with_article(filter_phrase(replace(flt, zone='in play'))))}"
    field = failing[0]
    if field == "mana_value":
        return f"converted mana cost {converted_mana_cost(g, g.objects[o], ch)}"
    if field == "subtypes":
        return "not " + " or ".join(with_article(t) for t in flt.subtypes)
    if field == "types" and [t for t in flt.types if t != "card"]:
        return "not " + " or ".join(with_article(t) for t in flt.types if t != "card")
    # the failing quality with the description's card types, so that it names a card, not an
    # "object" ("a basic land card", "a blue instant card")
    alone = ir.Filter(**{field: getattr(flt, field)}, **({"types": flt.types} if field != "types" else {}))
    return f"it isn't {_compared(with_article(filter_phrase(alone)))}"


@handles(ir.SearchZones)
def _search_zones(ctx: Ctx, eff: ir.SearchZones) -> None:
    """Doomsday: the player finds that many cards among the zones (as many as possible:
    glossary "Search"), and every other card of those zones goes to ``eff.rest``."""
    g = ctx.game
    found: list[int] = []
    for p, n in _per_player(ctx, player_names(refer(ctx, eff.who)), eff.count):
        cands = [o for z in eff.zones for o in g.zones[(p, z)]]
        opts = [Option(f"{g.describe(o)} ({g.objects[o].zone})", o, lambda v, o=o: named(g, v, o)) for o in cands]
        most = min(n, len(opts))
        g.tracer.step(f"{p} searches the {' and '.join(eff.zones)} for {n} cards and must find {most} (glossary "
                      f"\"Search\": that many, or as many as possible)", "413.2c", kind="effect")
        picked = choose(g, p, f"which {n} cards {p} keeps ({ctx.source_name})", opts, (most, most), rule="413.2c")
        rest = [o for o in cands if o not in picked]
        if rest:
            events.move_many(g, rest, eff.rest, "417.1", "is removed" if eff.rest == "removed from the game" else "is put")
        found += picked
    ctx.results["found"] = found


@handles(ir.SearchCopies)
def _search_copies(ctx: Ctx, eff: ir.SearchCopies) -> None:
    """Eradicate: the cards named like the object (as it last existed, 413.2f; 202.3) in the
    player's graveyard, hand and library; the searcher removes those he or she finds, free to
    leave some copies alone (glossary "Search", whose own example this is)."""
    g = ctx.game
    likes = object_ids(refer(ctx, eff.like))
    if not likes:
        return
    name = g.last_known(likes[0])[1].name
    found: list[int] = []
    for p in player_names(refer(ctx, eff.who)):
        cands = [o for z in eff.zones for o in g.zones[(p, z)] if g.objects[o].card.name == name]
        g.tracer.step(f"{ctx.controller} searches {p}'s {', '.join(eff.zones[:-1])} and {eff.zones[-1]} for the cards "
                      f"named {name} (two cards have the same name if their English names are identical) and may "
                      f"leave some alone (glossary \"Search\")", "202.3", "413.2f", kind="effect")
        if not cands:
            g.tracer.step(f"There are none ({ctx.source_name})", "413.2c", kind="effect")
            continue
        opts = [Option(f"{g.describe(o)} ({p}'s {g.objects[o].zone})", o, lambda v, o=o: named(g, v, o))
                for o in cands]
        picked = choose(g, ctx.controller, f"which cards named {name} {ctx.controller} finds ({ctx.source_name})",
                        opts, (0, len(opts)), rule="413.2c")
        if picked:
            events.move_many(g, picked, "removed from the game", "413.2c", "is removed")
        found += picked
    ctx.results["found"] = found


@handles(ir.RevealFound)
def _reveal_found(ctx: Ctx, eff: ir.RevealFound) -> None:
    """"Reveal them": the cards found are shown to all players (glossary "Reveal")."""
    g = ctx.game
    found = [o for o in ctx.results.get("found", []) if g.exists(o)]
    g.tracer.step(f"{ctx.controller} reveals {', '.join(g.describe(o) for o in found) or 'nothing'} ({ctx.source_name})",
                  "417.1", kind="effect")


@handles(ir.RevealDrawn)
def _reveal_drawn(ctx: Ctx, eff: ir.RevealDrawn) -> None:
    """"Draw a card and reveal it" (Sindbad): the card drawn is shown to all players and stays in
    the hand (glossary "Reveal")."""
    g = ctx.game
    drawn = [o for o in ctx.results.get("drawn", []) if g.exists(o)]
    g.tracer.step(f"{ctx.controller} reveals {', '.join(g.describe(o) for o in drawn) or 'nothing (no card was drawn)'}"
                  f", drawn this way ({ctx.source_name})", "413.2b", kind="effect")


@handles(ir.RevealFromHand)
def _reveal_from_hand(ctx: Ctx, eff: ir.RevealFromHand) -> None:
    """"Reveal any number of [cards] in your hand": the player chooses which (none to all of
    them, 413.2c); they are shown to all players and stay in the hand."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        hand = [o for o in g.zones[(p, "hand")] if matches(g, eff.filter, o, ctx.controller, ctx.source, ctx.x,
                                                           zone_check=False)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in hand]
        picked = choose(g, p, f"which cards to reveal ({ctx.source_name})", opts, (0, len(hand)), rule="413.2c") \
            if hand else []
        ctx.results.setdefault("revealed", []).extend(picked)
        g.tracer.step(f"{p} reveals {', '.join(g.describe(o) for o in picked) or 'no card'} from {p}'s hand "
                      f"({ctx.source_name})", "413.2c", kind="effect")


def _any_card(f: ir.Filter) -> bool:
    """A search for "a card" / "N cards" with no quality stated (glossary "Search")."""
    return f == ir.Filter(types=("card",), zone=f.zone)


@handles(ir.FoundOnTop)
def _found_on_top(ctx: Ctx, eff: ir.FoundOnTop) -> None:
    """Goblin Recruiter: the cards found are revealed, the library shuffled, and the cards put
    on top in the order the player chooses (413.2c), the first chosen uppermost."""
    g = ctx.game
    found = [o for o in ctx.results.get("found", []) if g.exists(o) and g.objects[o].zone in ("library", "graveyard")]
    p = ctx.controller
    if eff.reveal_and_shuffle:
        if found:
            g.tracer.step(f"{p} reveals {', '.join(g.describe(o) for o in found)}", "417.1", kind="effect")
        _shuffled(g, p)
    for o in reversed(_arranged(ctx, p, found, p, "413.2c")):  # the uppermost moved last
        events.move(g, o, "library", "413.2c", "is put", position="top")


def _arranged(ctx: Ctx, chooser: str, oids: list[int], owner: str, rule: str) -> list[int]:
    """Cards put into a library at once, uppermost first, in the order ``chooser`` chooses
    (the owner's, 217.2d, unless the text gives it to another player)."""
    g = ctx.game
    order: list[int] = []
    left = list(oids)
    while len(left) > 1:
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in left]
        (o,) = choose(g, chooser, f"the card put {'uppermost in' if not order else 'next, below it, in'} {owner}'s "
                                  f"library ({ctx.source_name})", opts, (1, 1), rule=rule)
        order.append(o)
        left.remove(o)
    return order + left


@handles(ir.Shuffle)
def _shuffle(ctx: Ctx, eff) -> None:
    by = player_names(refer(ctx, eff.by)) if eff.by is not None else []
    for p in player_names(refer(ctx, eff.who)):
        _shuffled(ctx.game, p, by[0] if by else None)


def _shuffled(g, player: str, by: Optional[str] = None) -> None:
    who = f"{by} shuffles {player}'s library" if by not in (None, player) else f"{player} shuffles the library"
    g.tracer.step(f"{who} (its new order is unknown; the engine keeps the listed order, so a "
                  f"scenario that depends on the new order must say what is on top)", "417.1", kind="effect")


@handles(ir.AdditionalLands)
def _additional_lands(ctx: Ctx, eff) -> None:
    g = ctx.game
    n = amount(ctx, eff.count)
    for p in player_names(refer(ctx, eff.who)):
        g.grant_extra_lands(p, n)
        g.tracer.step(f"{p} may play {n} additional land{'s' if n != 1 else ''} this turn", "214.9b", kind="effect")


# --------------------------------------------------------------------------- type, colour, abilities (214.4, 407)


@handles(ir.BecomeCopy)
def _become_copy(ctx: Ctx, eff: ir.BecomeCopy) -> None:
    """Unstable Shapeshifter: "~ becomes a copy of that creature, except it has this ability" —
    the copied values are the card's (or what another copy effect made them, not the effects
    on it: judge.engine.copies), as the creature is now or as it last existed (413.2f); the
    effect has no end (418.3a)."""
    g = ctx.game
    sources = object_ids(refer(ctx, eff.of))
    if not sources:
        g.tracer.step(f"{ctx.source_name}: there is nothing to copy", "413.2f", kind="effect")
        return
    src = sources[0]
    model = g.objects[src] if g.exists(src) else g.lki[src][0]
    abilities = g.card_text_abilities(model.card)
    ability = ctx.so.ability if ctx.so is not None else None
    if eff.keeps_ability and ability is not None:
        abilities = replace(abilities, abilities=abilities.abilities + (ability,))
    for oid in _locked(ctx, eff.what):
        colors = printed(g, g.objects[oid]).colors if eff.keeps_color else None  # Vesuvan: its colour stays
        why = (", except it doesn't copy that creature's color" if eff.keeps_color else "") + \
            (", except it has this ability" if eff.keeps_ability and not eff.keeps_color else
             " and it has this ability" if eff.keeps_ability else "")
        events.become_copy(g, oid, copy_of(model.card, abilities, colors=colors),
                           g.describe(src) if g.exists(src) else model.card.name, why)


@handles(ir.ChooseTarget)
def _choose_target(ctx: Ctx, eff: ir.ChooseTarget) -> None:
    """The Keepers' "Choose target opponent who …": the target was chosen as the ability was
    played (409.1c); the instructions after it refer to it."""
    g = ctx.game
    who = ", ".join(g.describe(t) if isinstance(t, int) else t for t in refer(ctx, eff.what))
    g.tracer.step(f"{ctx.source_name}'s chosen target: {who or 'none left'}", "409.1c", kind="effect")
    for t in ctx.targets:  # compared as the ability was played: a change since doesn't make it illegal
        said = [e for e in (t.spec.filter.extra if t is not None and t.player is not None else ()) if e in ir.AS_ACTIVATED]
        if said and not matches(g, t.spec.filter, t.player, ctx.controller, ctx.source):
            now = " and ".join(e.replace("had ", "has ", 1).replace("controlled ", "controls ", 1).replace(" than you", f" than {ctx.controller}") for e in said)
            g.tracer.step(f"{t.player} is still a legal target though {t.player} no longer {now}: the card compares "
                          f"as the ability was activated (\"who {said[0]} did as you activated this ability\"), not as "
                          f"it resolves", "413.2a", "409.1c", kind="effect")


@handles(ir.RemoveFromCombat)
def _remove_from_combat(ctx: Ctx, eff: ir.RemoveFromCombat) -> None:
    """306.2: "removed from combat" — it stops being an attacking, blocking, blocked or
    unblocked creature; a creature it blocked stays blocked (309.4)."""
    g = ctx.game
    for oid in _locked(ctx, eff.what):
        o = g.objects[oid]
        if not (o.attacking or o.blocking):
            g.tracer.step(f"{g.describe(oid)} is not in combat: there is nothing to remove it from", "306.2",
                          kind="effect")
            continue
        blocked = ("309.4",) if o.blocking else ()  # what it blocked stays blocked
        g.remove_from_combat(oid)
        g.tracer.step(f"{g.describe(oid)} is removed from combat: it is no longer attacking or blocking", "306.2",
                      *blocked, kind="combat")


@handles(ir.ExileIfItWouldDie)
def _exile_if_it_would_die(ctx: Ctx, eff: ir.ExileIfItWouldDie) -> None:
    """Disintegrate: "if the creature would die this turn, exile it instead" — a replacement
    effect lasting the turn (419.1, ended in the cleanup step, 314.1b), on each creature the
    spell named that is still in play."""
    g = ctx.game
    flt = ir.Filter(types=("creature",))
    for oid in _locked(ctx, eff.what):
        if not matches(g, flt, oid, ctx.controller, ctx.source):
            continue

        def applies(game, ev, oid=oid) -> bool:
            return ev.obj == oid and ev.from_zone == "in play" and ev.to_zone == "graveyard"

        def apply(game, ev, this, oid=oid, name=ctx.source_name):
            game.tracer.step(f"{game.describe(oid)} would be put into a graveyard; instead it is removed from the game "
                             f"({name})", "419.1", kind="replace")
            return replace(ev, to_zone="removed from the game")

        add(g, Replacement(ShieldKind.REPLACEMENT, EventKind.ZONE, f"{ctx.source_name}'s replacement", applies, apply,
                           source=ctx.source, controller=ctx.controller, duration="this turn"))
        g.tracer.step(f"If {g.describe(oid)} would be put into a graveyard this turn, it is removed from the game "
                      f"instead", "419.1", "418.3a", kind="effect")


@handles(ir.ChangeText)
def _change_text(ctx: Ctx, eff: ir.ChangeText) -> None:
    """Sleight of Mind, Magical Hack: the spell's controller chooses, as it resolves (413.2c), a
    word of that kind the text uses and the word to put in its place; the text of the permanent
    (418.3a) or of the spell (415.1, an edit) changes for the duration (judge.engine.text_changes)."""
    g = ctx.game
    kinds = ("color", "land type") if eff.words == "color or land type" else (eff.words,)
    for oid in _locked(ctx, eff.what):
        obj = g.objects[oid]
        present = [w for k in kinds for w in text_words_in(g.abilities_of(obj), k)]
        stated = stated_land_types(g, obj) if "land type" in kinds else ()
        present += [w for w in TEXT_WORDS["land type"] if w in stated and w not in present]
        what = " or ".join("color word" if k == "color" else "basic land type" for k in kinds)
        if not present:
            g.tracer.step(f"{g.describe(oid)}'s text has no {what}: there is nothing to replace", "103.1", kind="effect")
            continue
        old = choose(g, ctx.controller, f"the {what} in {g.describe(oid)}'s text to replace",
                     [Option(w, w, lambda v, w=w: str(v).lower().rstrip("s") == w.rstrip("s")) for w in present],
                     (1, 1), rule="413.2c")[0]
        others = [w for w in TEXT_WORDS[text_kind_of(old)] if w != old]
        new = choose(g, ctx.controller, f"the {'color word' if text_kind_of(old) == 'color' else 'basic land type'} "
                     f"to put in place of \"{old}\" in {g.describe(oid)}'s text",
                     [Option(w, w, lambda v, w=w: str(v).lower().rstrip("s") == w.rstrip("s")) for w in others],
                     (1, 1), rule="413.2c")[0]
        # (a spell's text is edited, 415.1, which _add_effect cites for an object on the stack)
        types = ""
        if old in stated:  # the dual lands as printed: "Counts as both islands and plains" (212.2c)
            types = (f" — its text states its land types, so it counts as {with_article(new.capitalize())} instead of "
                     f"{with_article(old.capitalize())} (212.2c)")
        _add_effect(ctx, [oid], f"reads \"{new}\" wherever its text said \"{old}\"{types}",
                    stated_land_type_apply(old, new) if old in stated else _no_change, eff.duration,
                    kind="text", edit=(old, new))
        if any(isinstance(ab, ir.StaticAbility) for ab in g.abilities_of(obj).abilities):
            g.tracer.step(f"The effects of {g.describe(oid)}'s static abilities depend on its text: they are made "
                          f"from the changed text, after the change applies", "418.5b", "418.5c", kind="effect")


def _no_change(game, obj, chars) -> None:
    """A text change alters no characteristic itself: the abilities it changes are read from
    the changed text (judge.engine.game.Game.abilities_of)."""


@handles(ir.SetColor)
def _set_color(ctx: Ctx, eff) -> None:
    if eff.colors in ((ir.COLOR_OF_CHOICE,), (ir.COLORS_OF_CHOICE,)):
        # "becomes the color (or colors) of your choice": chosen as it resolves (413.2c)
        many = eff.colors == (ir.COLORS_OF_CHOICE,)
        opts = [Option(c, c, lambda v, c=c: str(v).lower() == c) for c in ir.COLORS]
        chosen = choose(ctx.game, ctx.controller, f"the color{'s' if many else ''} for {ctx.source_name}", opts,
                        (1, len(opts) if many else 1), rule="413.2c")
        eff = replace(eff, colors=tuple(chosen))
    affected = _locked(ctx, eff.what)
    before = {o: ctx.game.chars(o).colors for o in affected}
    # the card's own verb: "Raging Spirit becomes colorless", Ersatz Gnomes as printed "is colorless"
    verb = "becomes" if ctx.so is not None and re.search(r"\bbecomes?\b", ctx.so.text or "", re.I) else "is"
    _add_effect(ctx, affected, f"{verb} {'/'.join(eff.colors) or 'colorless'}", set_color_apply(eff), eff.duration)
    for o in affected:
        lost = [c for c in ir.COLORS if c in before[o] and c not in ctx.game.chars(o).colors]
        if lost:
            ctx.game.tracer.step(f"{ctx.game.describe(o)} is no longer {' or '.join(lost)}: a new color replaces all "
                                 f"previous colors rather than adding to them (glossary \"Color\")", "418.1",
                                 kind="effect")
        # the Laces' "Costs to tap, maintain, or use an ability of that permanent remain unchanged"
        # (the Oracle's "Its mana symbols remain unchanged"): only the colour is changed
        ctx.game.tracer.step(f"The mana cost of {ctx.game.describe(o)} and the costs of its abilities are unchanged: "
                             f"the effect changes its color, not the mana symbols in its costs (glossary \"Color\": "
                             f"its mana cost gives only its initial color)", "418.1", kind="effect")


@handles(ir.SetTypes)
def _set_types(ctx: Ctx, eff) -> None:
    if isinstance(eff.power, ir.VarX):  # "becomes an X/X creature": X fixed as it resolves (418.3c)
        eff = replace(eff, power=amount(ctx, eff.power), toughness=amount(ctx, eff.toughness))
        ctx.game.tracer.step(f"X is {eff.power}: the effect is determined now, on resolution, and isn't recomputed",
                             "418.3c", kind="effect")
    # the new subtypes with the types, as the card says them ("a 1/1 Bird creature": Veil of Birds,
    # audit 3430, was said to be "a 1/1 creature")
    words = " ".join((*eff.subtypes, *eff.types))
    if eff.enchant is not None:  # the Licids (214.8a)
        enchant = filter_phrase(eff.enchant).replace(" put into play with this", f" put into play with {ctx.source_name}")
        words = f"local enchantment (an Aura with enchant {enchant}), no longer anything else"
    pt = f"{eff.power}/{eff.toughness} " if eff.power is not None else ""
    affected = _locked(ctx, eff.what)
    article = "an" if (pt or words)[:1] in "aeiou" else "a"
    _add_effect(ctx, affected, f"is {article} {pt}{words}{' (still what it was)' if eff.keep else ''}",
                set_types_apply(eff), eff.duration, "214.4", kind=EffectKind.TYPE)
    if pt and affected:
        ctx.game.tracer.step(f"{pt.strip()} is {'its' if len(affected) == 1 else 'their'} initial power and toughness, "
                             f"set by a type-changing effect: effects that don't change its type still apply "
                             f"on top of it, whatever their timestamps", "214.5", kind="effect")
    _report_pt(ctx, affected)


@handles(ir.LoseAllAbilities)
def _lose_all(ctx: Ctx, eff) -> None:
    _add_effect(ctx, _locked(ctx, eff.what), "loses all abilities", lose_all_apply(eff), eff.duration, "407.1")
    if ctx.game.effects:
        ctx.game.effects[-1].kind = EffectKind.LOSE_ALL_ABILITIES


@handles(ir.ExtraTurn)
def _extra_turn(ctx: Ctx, eff) -> None:
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        ctx.results["extra turn"] = g.add_extra_turn(p)  # the turn number it will have
        g.tracer.step(f"{p} will take an additional turn after this one", "300.6", kind="effect")


@handles(ir.Skip)
def _skip(ctx: Ctx, eff: ir.Skip) -> None:
    """Glossary "Skip": the player's next such turn, step or phase is passed over as though it
    didn't exist (a replacement effect, 419.1); one already under way can't be skipped."""
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        g.add_skip(p, eff.what, eff.this_turn, eff.whole_next_turn)
        if eff.whole_next_turn:
            g.tracer.step(f"{p} will skip every {eff.what} of {possessive(p)} next turn (glossary \"Skip\": as though it "
                          f"didn't exist)", "419.1", kind="effect")
            continue
        g.tracer.step(f"{p} will skip {possessive(p)} next {eff.what}{' this turn' if eff.this_turn else ''} (glossary "
                      f"\"Skip\": as though it didn't exist; one under way can't be skipped)", "419.1", kind="effect")


@handles(ir.LoseGame)
def _lose_game(ctx: Ctx, eff) -> None:
    g = ctx.game
    for p in player_names(refer(ctx, eff.who)):
        pl = g.player(p)
        if pl.lost:
            continue
        g.player_loses(p, f"{ctx.source_name}")
        g.tracer.step(f"{p} loses the game ({ctx.source_name})", "102.3", kind="game")
    end_game(g)


@handles(ir.AdditionalCombat)
def _additional_combat(ctx: Ctx, eff) -> None:
    g = ctx.game
    g.add_extra_phases(bool(getattr(eff, "main_phase_after", True)))
    g.tracer.step("An additional combat phase" + (" followed by an additional main phase" if eff.main_phase_after else "")
                  + " will follow this main phase", "300.1", kind="effect")


def _land_type_changed(g, oid: Optional[int]) -> str:
    """Why a land makes other mana than asked: an effect changed it into another basic land
    type, so it has only that land's mana ability (214.9f: Evil Presence's Forest is a Swamp);
    or its own basic land type gives it its one mana ability (214.9e: a Snow-Covered Swamp taps
    for {B}, not {G})."""
    if oid is None or not g.exists(oid) or g.objects[oid].zone != "in play":
        return ""
    ch = g.chars(oid)
    basic = [t for t in ch.subtypes if t.lower() in ir.BASIC_LAND_TYPES]
    if not basic:
        return ""
    if set(basic) == set(printed(g, g.objects[oid]).subtypes):
        # its own basic land type gives it its mana ability (Snow-Covered Swamp: a Swamp taps for {B})
        given = [ab.text for ab in ch.abilities if isinstance(ab, ir.ActivatedAbility) and ab.intrinsic]
        if not given:
            return ""
        return (f" (it is {with_article(' and '.join(basic))}: a basic land's land type gives it the mana ability "
                f"\"{' and '.join(given)}\", rule 214.9e)")
    return (f" (it is {with_article(' and '.join(basic))} now: a permanent changed into a basic land has only "
            f"that land's mana ability, rule 214.9f)")
