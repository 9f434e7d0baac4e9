"""Costs paid as a spell or ability resolves (413.2c, 413.2e): "You may [cost]. If you do …",
"unless any player pays …", a cumulative upkeep paid, Tariff's pay or sacrifice."""

from __future__ import annotations

from dataclasses import replace
import re
from typing import Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import own_control_said, own_possessive, own_zones_said, possessive
from judge.engine import events, mana_limits
from judge.engine.context import (EACH_OBJECT, MANA_PAID_BY, Ctx, amount, handles, named, player_names, refer, run_effects,
                                  source_object)
from judge.engine.context import targets_named
from judge.engine.decider import Option, choose, number_options, yes_no
from judge.engine.outcome import ChoiceSubject
from judge.engine.effects.tokens import token_card
from judge.engine.filters import matches
from judge.engine.mana import mana_text, parse_cost
from judge.engine.payment import can_pay, forbidden_mana_sources, mana_sources, pay_mana, unpayable_words
from judge.zones import Zone


def _status_unmet(ctx: Ctx, p: str, cost: ir.Cost) -> str:
    """Why a cost of returning or sacrificing a permanent of a stated status ("an untapped Plains
    you control": Karoo) can't be paid when the player controls such permanents, but none in that
    status: the ones there are and their status, the deciding fact (413.2c; audit 6258)."""
    g = ctx.game
    if any(isinstance(s.what, ir.This) for s in cost.sacrifice) and ctx.source is not None \
            and not (g.exists(ctx.source) and g.objects[ctx.source].zone == Zone.IN_PLAY):
        # "You may sacrifice ~ and pay …" (Preferred Selection; session 84, h6) with ~ gone before its ability resolved
        return (f" ({ctx.source_name} is no longer in play, and only a permanent in play can be sacrificed: glossary "
                f"\"Sacrifice\")")
    wants = []
    if cost.return_to_hand is not None and cost.return_to_hand[0].zone in (None, Zone.IN_PLAY):
        wants.append(cost.return_to_hand[0])
    wants += [s.what for s in cost.sacrifice if isinstance(s.what, ir.Filter)]
    for flt in wants:
        if not flt.status or not set(flt.status) <= {"tapped", "untapped"} or any(g.controller_of(o) == p and matches(g, flt, o, p, ctx.source) for o in g.in_play):
            continue
        near = [o for o in g.in_play
                if g.controller_of(o) == p and matches(g, replace(flt, status=()), o, p, ctx.source)]
        if near:
            said = ", ".join(f"{g.describe(o)} is {'tapped' if g.objects[o].tapped else 'untapped'}" for o in near)
            return f" ({p} controls none that is {' and '.join(flt.status)}: {said})"
    for flt in (s.what for s in cost.sacrifice if isinstance(s.what, ir.Filter)):
        # Yawgmoth Demon's "you may sacrifice an artifact" with only Bob's Horn of Greed in play (audit 7369): the
        # ones there are another player's, and a player sacrifices only a permanent he or she controls
        anyone = replace(flt, controller=None, controlled_by=None)
        if any(g.controller_of(o) == p and matches(g, flt, o, p, ctx.source) for o in g.in_play):
            continue
        others = [o for o in g.in_play if g.controller_of(o) != p and matches(g, anyone, o, p, ctx.source)]
        if others:
            said = "; ".join(f"{c} controls {', '.join(g.describe(o) for o in others if g.controller_of(o) == c)}"
                             for c in dict.fromkeys(g.controller_of(o) for o in others))
            return (f" ({p} controls no {phrasebook.filter_phrase(anyone)}; {said}, and a player sacrifices only a permanent he or "
                    f"she controls: glossary \"Sacrifice\")")
        if not any(g.controller_of(o) == p and matches(g, anyone, o, p, ctx.source) for o in g.in_play):
            # Unnatural Hunger as printed with the enchanted Hill Giant Bob's only creature (audit 7874: "Bob can't
            # sacrifice another creature" without a word of why): what he controls of the kind, none
            return f" ({p} controls no {phrasebook.filter_phrase(anyone)})"
    if cost.return_to_hand is not None and cost.return_to_hand[0].zone == Zone.GRAVEYARD:
        # "unless you return a basic land card from your graveyard to your hand" (Harvest Wurm, audit 6864):
        # the graveyard as it is, and why none of its cards fits — a land card that isn't basic (214.9g)
        flt, n = cost.return_to_hand
        yard = g.zones[(p, Zone.GRAVEYARD)]
        fits = [o for o in yard if matches(g, flt, o, p, ctx.source, zone_check=False)]
        if len(fits) < n:
            if not yard:
                return f" ({possessive(p)} graveyard is empty)"
            basic = "basic" in flt.extra
            near = [o for o in yard if basic and o not in fits
                    and matches(g, replace(flt, extra=tuple(e for e in flt.extra if e != "basic")), o, p, ctx.source,
                                zone_check=False)]
            said = ", ".join(g.describe(o) for o in yard)
            if near:
                one = len(near) == 1
                what = (f"{g.describe(near[0])} is a land card" if one else
                        f"{' and '.join(g.describe(o) for o in near)} are land cards")
                return (f" ({possessive(p)} graveyard holds {said}; {what} but not {'a basic one' if one else 'basic ones'}: any land "
                        f"that isn't a basic land is nonbasic, 214.9g; glossary \"Basic Land\")")
            return f" ({possessive(p)} graveyard holds {said}, {'none' if not fits else f'only {len(fits)}'} of which fits)"
    if cost.return_to_hand is not None and cost.return_to_hand[0].zone in (None, Zone.IN_PLAY) \
            and isinstance(cost.return_to_hand[1], int):
        # "unless you return two Forests you control to their owner's hand" with one (Bull Elephant, audit
        # 7571): the ones the player controls, and those of that kind another player controls (not hers)
        flt, n = cost.return_to_hand
        mine = [o for o in g.in_play if g.controller_of(o) == p and matches(g, flt, o, p, ctx.source)]
        if len(mine) < n:
            anyone = replace(flt, controller=None, controlled_by=None)
            others = [o for o in g.in_play if g.controller_of(o) != p and matches(g, anyone, o, p, ctx.source)]
            said = f"{p} controls {'none' if not mine else f'only {len(mine)}: ' + ', '.join(g.describe(o) for o in mine)}"
            for c in dict.fromkeys(g.controller_of(o) for o in others):
                said += (f"; {c} controls {', '.join(g.describe(o) for o in others if g.controller_of(o) == c)}, not "
                         f"{possessive(p)} to return")
            return f" ({said})"
    if cost.tap_target is not None:
        # Koskun Falls as printed with its target tapped, or gone, or another player's by then: what it is now
        said = [f"{g.describe(o)} is tapped" if g.objects[o].tapped else f"{g.describe(o)} is controlled by {g.controller_of(o)}"
                for o in refer(ctx, cost.tap_target) if isinstance(o, int) and g.exists(o)
                and g.objects[o].zone == Zone.IN_PLAY]
        return f" ({'; '.join(said)})" if said else ""
    if cost.to_library_top is not None and not g.zones[(p, Zone.HAND)]:
        # Tainted Specter at an empty hand: no card to put on top of the library (413.2c)
        return f" ({possessive(p)} hand is empty)"
    if cost.discard is not None and not cost.discard_self:
        # "unless you discard a card" with too few cards (audit 6662: Mishra's War Machine at an
        # empty hand): the hand as it is, the deciding fact (413.2c)
        hand = g.zones[(p, Zone.HAND)]
        fits = [o for o in hand if matches(g, cost.discard, o, p, ctx.source, zone_check=False)]
        n = cost.discard_count if isinstance(cost.discard_count, int) and cost.discard_count else 1
        if len(fits) < n:
            if not hand:
                return f" ({possessive(p)} hand is empty)"
            if len(fits) < len(hand):
                return f" ({possessive(p)} hand holds {len(fits)} that fit{'s' if len(fits) == 1 else ''}: {', '.join(g.describe(o) for o in hand)})"
            return f" ({possessive(p)} hand holds only {len(hand)} card{'s' if len(hand) != 1 else ''})"
    top = None
    if cost.exile is not None and cost.exile[0].zone not in (None, Zone.IN_PLAY) and "itself" not in cost.exile[0].extra \
            and isinstance(cost.exile[1], int):
        top = cost.exile  # Thought Lash's cumulative upkeep: "Remove the top card of your library from the game", twice over
    elif cost.mill:
        top = (ir.Filter(zone=Zone.LIBRARY, extra=("top",)), cost.mill)  # Deep Spawn's "the top two cards of your library"
    if top is not None:
        # too few cards there (audit 14843: Thought Lash's second age counter with one card in the library): the cards
        # the zone holds, and how many the cost asks (413.2c: all of them or none)
        flt, n = top
        held = g.zones[(p, flt.zone)]
        fits = held if "top" in flt.extra else [o for o in held if matches(g, flt, o, p, ctx.source, zone_check=False)]
        if len(fits) < n:
            if not held:
                return f" ({possessive(p)} {flt.zone} is empty)"
            many = f"{len(fits)} card{'s' if len(fits) != 1 else ''}"
            if "top" in flt.extra or len(fits) == len(held):
                return f" ({possessive(p)} {flt.zone} holds only {many}, not the {n} it asks)"
            # (some of its cards don't fit: Forgotten Harvest's "a land card in your graveyard" with only a creature
            # card there said "holds only 0 cards, not the 1 it asks that fit, of 1")
            fitting = "none fits" if not fits else f"only {len(fits)} fit{'s' if len(fits) == 1 else ''}"
            return (f" (of the {len(held)} card{'s' if len(held) != 1 else ''} in {possessive(p)} {flt.zone}, {fitting}: "
                    f"it asks {n})")
    return ""


def _upkeep_purpose(eff: ir.IfYouDo) -> Optional[mana_limits.Purpose]:
    """What a payment asked by ``eff`` is for, as mana that may pay only some things sees it (glossary "Mana"):
    a cumulative upkeep (Adarkar Unicorn's mana pays it, and nothing else), else None (no spell's or ability's cost)."""
    return mana_limits.Purpose(False, (), cumulative_upkeep=True) if eff.cumulative_upkeep else None


def _cost_candidates(ctx: Ctx, p: str, cost: ir.Cost, purpose: Optional[mana_limits.Purpose] = None) -> Optional[dict]:
    """What could pay ``cost`` for player ``p`` now, or None if it can't be paid (413.2c)."""
    g = ctx.game
    out: dict = {}
    if cost.mana and not can_pay(g, p, parse_cost(cost.mana, ctx.x), purpose):
        return None
    if cost.life and g.player(p).life < cost.life:
        return None
    for i, s in enumerate(cost.sacrifice):
        if isinstance(s.what, ir.This):
            src = source_object(ctx)
            if src is None or g.objects[src].zone != Zone.IN_PLAY or g.controller_of(src) != p:
                return None
            out[("sacrifice", i)] = [src]
        elif isinstance(s.count, ir.AnyNumber):
            # Phyrexian Dreadnought: any set of the payer's own whose powers add up to at least that much — the
            # most is every one of positive power (413.2c)
            cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, s.what, o, p, ctx.source)]
            need = s.count.total_power_at_least
            if need is not None and sum(max(g.chars(o).power or 0, 0) for o in cands) < need:
                return None
            out[("sacrifice", i)] = cands
        else:
            cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, s.what, o, p, ctx.source)]
            if len(cands) < s.count:
                return None
            out[("sacrifice", i)] = cands
    if cost.discard is not None:
        n = cost.discard_count or 1
        hand = [o for o in g.zones[(p, Zone.HAND)] if matches(g, cost.discard, o, p, ctx.source, zone_check=False)]
        if len(hand) < n:
            return None
        out[("discard", 0)] = hand
    if cost.tap_target is not None:
        # Koskun Falls as printed (added, session 79, h7): "unless you tap target untapped creature you control" — the
        # target, still in play, untapped and the payer's; otherwise he or she can't choose to (413.2c)
        cands = [o for o in refer(ctx, cost.tap_target) if isinstance(o, int) and g.exists(o)
                 and g.objects[o].zone == Zone.IN_PLAY and not g.objects[o].tapped and g.controller_of(o) == p]
        if not cands:
            return None
        out[("tap target", 0)] = cands
    if cost.to_library_top is not None:
        # Tainted Specter (added, session 79, h7): "unless they put a card from their hand on top of their library" —
        # a card of the payer's own hand; with none, he or she can't choose to (413.2c)
        flt, n = cost.to_library_top
        hand = [o for o in g.zones[(p, Zone.HAND)] if matches(g, flt, o, p, ctx.source, zone_check=False)]
        if len(hand) < n:
            return None
        out[("to library", 0)] = hand
    if cost.return_to_hand is not None:  # Karoo: "unless you return an untapped Plains you control …"
        flt, n = cost.return_to_hand
        if flt.zone == Zone.GRAVEYARD:  # Harvest Wurm: "unless you return a basic land card from your graveyard …"
            cands = [o for o in g.zones[(p, Zone.GRAVEYARD)] if matches(g, flt, o, p, ctx.source, zone_check=False)]
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
        if src is None or g.objects[src].zone != Zone.IN_PLAY:
            return None
    if cost.put_counters is not None and cost.put_counters[2] is not None:
        # Thelon's Chant (added, o2): "unless the player puts a -1/-1 counter on a creature they control" —
        # one of the payer's own permanents that fits; with none, he or she can't (413.2c)
        cands = [o for o in g.in_play if g.controller_of(o) == p and matches(g, cost.put_counters[2], o, p, ctx.source)]
        if not cands:
            return None
        out[("counters", 0)] = cands
    elif cost.put_counters is not None:  # Aboroth: "unless you put a -1/-1 counter on ~ for each age counter"
        src = source_object(ctx)
        if src is None or g.objects[src].zone != Zone.IN_PLAY:
            return None
    if cost.exile is not None:  # "unless you exile the top creature card of your graveyard" (Barrow Ghoul)
        flt, n = cost.exile
        if "itself" in flt.extra:  # "unless you exile ~"
            src = source_object(ctx)
            zone = [src] if src is not None and g.objects[src].zone == Zone.IN_PLAY else []
        elif flt.zone in (None, Zone.IN_PLAY):  # "exile a creature you control"
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
    if cost.mill and len(g.zones[(p, Zone.LIBRARY)]) < cost.mill:  # Deep Spawn: all of them or none (413.2c)
        return None
    if cost.remove_counters:
        kind, n = cost.remove_counters
        src = source_object(ctx)
        if src is None or g.objects[src].zone != Zone.IN_PLAY or g.objects[src].counters.get(kind, 0) < n:
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
    g.tracer.step(f"{possessive(g.describe(obj))} mana cost {g.chars(obj).mana_cost or '{0}'}"
                  + (f" reduced by {less}: {cost}" if eff.reduced_by else " is the cost to pay")
                  # Pendrell Flux on Krakilin: off the stack {X} is {0} (glossary "X")
                  + (f", {{X}} counting as {{0}} on a card not on the stack (glossary \"X\"): {replace(cost, x=0)}"
                     if cost.x and not eff.reduced_by else ""), "413.2c", kind="choice")
    return replace(eff, cost=replace(eff.cost, mana=str(cost) if cost.total() else None), cost_of=None, reduced_by=0)


@handles(ir.PayOrSacrificeHighest)
def _pay_or_sacrifice_highest(ctx: Ctx, eff: ir.PayOrSacrificeHighest) -> None:
    """Tariff: each player, the active player first, chooses a creature with the highest
    converted mana cost he or she controls, then whether to pay that much mana (the creature's
    mana cost itself where the words say so: the Oracle's ``mana_cost``; an option
    he or she can't carry out can't be chosen, 413.2c; mana abilities may be played, 413.2e)
    or to sacrifice it; the sacrifices happen together (413.2d)."""
    g = ctx.game
    order = [g.turns.active] + [p.name for p in g.players if p.name != g.turns.active]
    picks: list[tuple[str, int]] = []
    for p in order:
        mine = [o for o in g.in_play if g.controller_of(o) == p and "creature" in g.chars(o).types]
        if not mine:
            g.tracer.step(f"{p} controls no creature: nothing to choose ({ctx.source_name})", "413.2d", kind="effect")
            continue
        cmc = {o: parse_cost(g.chars(o).mana_cost or "{0}").total() for o in mine}
        top = max(cmc.values())
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in mine if cmc[o] == top]
        (o,) = choose(g, p, f"his or her creature with the highest converted mana cost ({top}) "
                            f"({ctx.source_name})", opts, (1, 1), rule="413.2d")
        picks.append((p, o))
    doomed = []
    for p, o in picks:
        n = parse_cost(g.chars(o).mana_cost or "{0}").total()
        cost = parse_cost(f"{{{n}}}") if n else None
        if eff.mana_cost and n:
            cost = parse_cost(g.chars(o).mana_cost)  # "that creature's mana cost" (the Oracle): its colors too
        if cost is not None and not can_pay(g, p, cost):
            g.tracer.step(f"{p} can't pay {cost}: {unpayable_words(g, p, cost)}, so that option can't be chosen: "
                          f"{g.describe(o)} will be sacrificed", "413.2c", "413.2e", kind="choice")
            pay = False
        else:
            pay = yes_no(g, p, f"whether to pay {cost or '{0}'} rather than sacrifice {g.describe(o)} "
                               f"({ctx.source_name})", "413.2c")
        if pay:
            if cost is not None:
                pay_mana(g, p, cost, [], ctx.source_name, ctx.span, rule="413.2e")
            else:
                g.tracer.step(f"{p} pays {{0}} for {g.describe(o)}", "413.2c", kind="choice")
        else:
            doomed.append(o)
    if doomed:
        events.sacrifice(g, [o for o in doomed if g.exists(o)], "413.2d")


#: The most mana an amount chosen to pay is looked for up to (a scenario that doesn't track mana can pay any amount).
_MOST_LOOKED_FOR = 99


def _most_payable(g, p: str) -> int:
    """The most mana ``p`` can pay now (glossary "Pay": no more than he or she has; mana abilities may be played,
    413.2e), looked for up to :data:`_MOST_LOOKED_FOR`."""
    most = 0
    while most < _MOST_LOOKED_FOR and can_pay(g, p, parse_cost(f"{{{most + 1}}}")):
        most += 1
    return most


def _up_to_words(g, p: str, most: int) -> str:
    """How much ``p`` can pay, as the choice says it: the amount the board allows, or — in a scenario that doesn't
    track mana — any amount (audit 9995: Liege of the Hollows said "Alice can pay up to 99")."""
    if not g.mana.tracked:
        return f"{p} can pay any amount: mana is not tracked in this scenario"
    return f"{p} can pay up to {most}"


@handles(ir.PayAnyToPrevent)
def _pay_any_to_prevent(ctx: Ctx, eff: ir.PayAnyToPrevent) -> None:
    """Errant Minion, Power Leak: "that player may pay any amount of mana. ~ deals 2 damage to that
    player. Prevent X of that damage, where X is the amount of mana that player paid this way." —
    the player chooses an amount from 0 to as much as he or she can pay (a player can't pay more
    mana than he or she has; 0 can always be paid: glossary "Pay"; mana abilities may be played,
    413.2e) and pays it as the ability resolves (413.2c); then the damage is dealt with that much
    of it prevented (419.7a) — all of it prevented, none is dealt."""
    g = ctx.game
    players = player_names(refer(ctx, eff.who))
    if not players:
        g.tracer.step(f"{ctx.source_name}: there is no player to pay, nor to deal the damage to", "413.2", kind="effect")
        return
    p = players[0]
    most = _most_payable(g, p)
    n = int(choose(g, p, f"an amount of mana to pay ({ctx.source_name}; {_up_to_words(g, p, most)})",
                   number_options(range(most + 1)), (1, 1), rule="413.2c")[0])
    if n:
        pay_mana(g, p, parse_cost(f"{{{n}}}"), [], ctx.source_name, ctx.span, rule="413.2e")
    else:
        g.tracer.step(f"{p} pays no mana ({ctx.source_name}; a cost of zero can always be paid: glossary \"Pay\")",
                      "413.2c", kind="choice")
    dmg = amount(ctx, eff.amount)
    rest = max(dmg - n, 0)
    g.tracer.step(f"{ctx.source_name}: {min(n, dmg)} of its {dmg} damage is prevented, the {n} mana {p} paid "
                  f"({'none of it is dealt' if not rest else f'{rest} is dealt'})", "419.7a", kind="effect")
    if rest:
        run_effects(ctx, (ir.DealDamage(rest, (eff.to,), eff.source),))


@handles(ir.EachMayPayAnyMana)
def _each_may_pay_any_mana(ctx: Ctx, eff: ir.EachMayPayAnyMana) -> None:
    """Liege of the Hollows (added, session 67, h7): "each player may pay any amount of mana" — each player, the active
    player first, each knowing the earlier choices (413.2d), chooses an amount from 0 to as much as he or she can pay
    (a player can't pay more mana than he or she has; 0 can always be paid: glossary "Pay"; mana abilities may be
    played, 413.2e) and pays it as the ability resolves (413.2c); each amount is remembered for "the amount of mana
    they paid this way" after it (ir.ManaPaidThisWay)."""
    g = ctx.game
    players = [p for p in g.apnap() if p in player_names(refer(ctx, eff.who))]
    if len(players) > 1:
        g.tracer.step(f"Each player chooses how much mana to pay in turn, the active player first: {', '.join(players)}",
                      "413.2d", kind="choice")
    paid = ctx.results.setdefault(MANA_PAID_BY, {})
    for p in players:
        most = _most_payable(g, p)
        n = int(choose(g, p, f"an amount of mana to pay ({ctx.source_name}; {_up_to_words(g, p, most)})",
                       number_options(range(most + 1)), (1, 1), rule="413.2d" if len(players) > 1 else "413.2c")[0])
        if n:
            pay_mana(g, p, parse_cost(f"{{{n}}}"), [], ctx.source_name, ctx.span, rule="413.2e")
        else:
            g.tracer.step(f"{p} pays no mana ({ctx.source_name}; a cost of zero can always be paid: glossary \"Pay\")",
                          "413.2c", kind="choice")
        paid[p] = n


#: The words of an optional instruction's "If you do" as a card says them ("If that player does":
#: Mtenda Lion; "If a player does"; "If he or she does"; "If they do": Rhystic Lightning).
_IF_DOES = re.compile(r"\bIf (?:you do|(?:that player|a player|he or she|they) (?:does|do))\b", re.I)


_IF_DOESNT_SAYS = re.compile(r"\bIf (?:you|that player|a player|he or she|they) (?:don't|doesn't|do not|does not)\b[^.]*\.?",
                             re.I)
_UNLESS = re.compile(r"\bunless\b", re.I)


#: A card's own "[player] may pay [cost] to counter this ability" (Carrionette as printed): paid, the ability is countered
#: (414.1), as its words say — the era's wording of what the Oracle says "… unless that creature's controller pays {2}".
#: The sentence is matched from its beginning only (the text's start or just after a period: ``(?<![^.])``) — the
#: leftmost match it always was, found without trying every later position of each sentence again, which made a long
#: text's search quadratic (~90 µs a catalog text, 1.7 ms Cumulative upkeep's reminder; now ~4 µs)
_TO_COUNTER_THIS = re.compile(r"(?<![^.])[^.]*\bmay pay [^.]* to counter this (?:ability|spell)\.", re.I)


def _counter_this(ctx: Ctx) -> str:
    """The resolving text's own sentence saying a payment counters it (:data:`_TO_COUNTER_THIS`), "" where it has none."""
    found = _TO_COUNTER_THIS.search(_resolving_text(ctx))
    return found.group(0).strip() if found else ""


def _otherwise_words(ctx: Ctx, eff: ir.IfYouDo, p: str) -> str:
    """What decides that the rest happens when ``p`` doesn't pay, in the card's own words: "… unless
    you pay" is glossary "Unless" ("You may [do something else]. If you don't, [do something.]"), as
    is cumulative upkeep's; a card that says "You may …. If you don't, …" itself (Flash, Hecatomb)
    needs no glossary — its own instruction is the optional action with a consequence for not doing
    so of 413.2c (the rule the choice cites)."""
    counter = _counter_this(ctx)
    if counter:  # Carrionette as printed: what the payment does, in the card's words
        return f"if {p} pays, the ability is countered, as the card says: \"{counter}\""
    if _own_option(ctx, eff):
        found = _IF_DOESNT_SAYS.search(_resolving_text(ctx))
        return f"if {p} doesn't, the card says what happens: \"{found.group(0).strip()}\""
    return f"if {p} doesn't, the rest happens: glossary \"Unless\""


def _paid_spares(ctx: Ctx, p: str, cost: ir.Cost, asks: str) -> str:
    """Said once ``p`` has paid an "unless" cost: what the payment spares doesn't happen — "… unless you pay" is
    glossary "Unless"; a card that says "You may …. If you don't, …" itself needs no glossary (its own words).
    Mana or life is "paid"; another cost (Body Snatcher's discard) is "did"."""
    did = "paid" if cost.mana or cost.life else "did"
    counter = _counter_this(ctx)
    if counter:  # (414.1 cited with it: countered, it doesn't resolve)
        return (f"{p} {did}, so {possessive(ctx.source_name)} ability is countered, as the card says (\"{counter}\"): "
                f"it doesn't resolve, and nothing else it says happens")
    text = _resolving_text(ctx)
    found = _IF_DOESNT_SAYS.search(text)
    if found and not _UNLESS.search(text):
        return f"{p} {did}, so what \"{found.group(0).strip()}\" says doesn't happen ({asks})"
    return f"{p} {did}, so what would happen otherwise doesn't ({asks}; glossary \"Unless\")"


def _resolving_text(ctx: Ctx) -> str:
    """The text of the spell or ability resolving (its ability's text, else its card's)."""
    so = ctx.so
    return "" if so is None else so.text or (ctx.game.objects[so.card_obj].card.text
                                             if so.card_obj in ctx.game.objects else "")


_IF_NO_ONE_SAYS = re.compile(r"\bIf no one does\b[^.]*\.?", re.I)


def _no_one_words(ctx: Ctx) -> str:
    """What says that the rest happens only if no player pays: "… unless any player pays {1}" is
    glossary "Unless"; a card that says "Any player may pay {1}. If no one does, …" itself (Rhystic
    Circle) needs no glossary — its own words say it (the players' choices in turn, 413.2d)."""
    text = _resolving_text(ctx)
    found = _IF_NO_ONE_SAYS.search(text)
    if found and not _UNLESS.search(text):
        return f"the card says so: \"{found.group(0).strip()}\""
    return "glossary \"Unless\""


def if_words(ctx: Ctx) -> str:
    """The card's own words for "If you do" (its ability's text, else its card's: a spell's own
    "If they do", Rhystic Lightning), else "If you do"."""
    text = _resolving_text(ctx)
    found = _IF_DOES.search(text)
    return found.group(0) if found else "If you do"


def _payers_own(ctx: Ctx, cost: ir.Cost, p: str) -> ir.Cost:
    """``cost`` with a filter of what its payer ``p`` controls said as the payer's own, for its words only: Tourach's
    Chant's "unless they put a -1/-1 counter on a creature they control" asks the triggering player, Bob, to put it
    on "a creature he or she controls" — not "a creature controlled by the triggering player" (the payer is that
    player)."""
    def own(flt: Optional[ir.Filter]) -> Optional[ir.Filter]:
        if flt is None or flt.controlled_by is None or player_names(refer(ctx, flt.controlled_by)) != [p]:
            return flt
        return replace(flt, controlled_by=None, controller=ir.PlayerRelation.YOU)
    if cost.put_counters is not None and cost.put_counters[2] is not None:
        cost = replace(cost, put_counters=cost.put_counters[:2] + (own(cost.put_counters[2]),))
    if cost.remove_counters_other is not None:
        cost = replace(cost, remove_counters_other=cost.remove_counters_other[:2] + (own(cost.remove_counters_other[2]),))
    if cost.tap_other is not None:
        cost = replace(cost, tap_other=own(cost.tap_other))
    return cost


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
        # said as what is asked, before the player decides (413.2c): the whole cost, and how it was counted
        n = amount(ctx, eff.times)
        once = own_zones_said(phrasebook.cost_words(eff.cost, p), p) or "nothing"
        counted = phrasebook.amount_words(eff.times, ctx.controller)
        eff = replace(eff, cost=_cost_times(eff.cost, n), times=None)
        asked = own_zones_said(phrasebook.cost_words(eff.cost, p), p) or "pay nothing"
        text = ctx.so.text if ctx.so is not None and ctx.so.text else ""
        if eff.cost.mana and once == "pay {1}" and "{X}" in text:  # "you may pay {X}, where X is …" (Primordial Ooze)
            how = f"X is {n}, {counted}"
        else:  # "{2} for each wage counter on it" (Rogue Skycaptain), cumulative upkeep
            how = f"{once}, {n} time{'s' if n != 1 else ''} over: {n} is {counted}"
        # (the count is determined now, as the instruction is carried out: 413.2f — Megatherium's cards in hand)
        g.tracer.step(f"{p} may {asked} ({how})", "413.2c", "413.2f", kind="choice")
    if isinstance(eff.cost.life, (ir.ToughnessOf, ir.ConvertedManaCostOf)):
        # "unless its controller pays life equal to its toughness" (Essence Vortex), "… equal to its converted mana
        # cost" (Wand of Ith, the revealed card's): the number as the ability resolves (413.2f)
        n = amount(ctx, eff.cost.life)
        named = " and ".join(g.describe(o) for o in refer(ctx, eff.cost.life.ref) if isinstance(o, int))
        whose = f"{possessive(named)}" if named else "its"
        what = "toughness" if isinstance(eff.cost.life, ir.ToughnessOf) else "converted mana cost"
        g.tracer.step(f"The life to pay is {whose} {what} now: {n} ({ctx.source_name})", "413.2f", kind="choice")
        eff = replace(eff, cost=replace(eff.cost, life=n))
    # (each step saying them has the payer as its subject: "Alice can't discard a card in his or her hand", "Bob
    # chooses whether to put a -1/-1 counter on a creature he or she controls")
    words = phrasebook.cost_words(eff.cost, "") if eff.anyone else \
        own_control_said(own_zones_said(phrasebook.cost_words(_payers_own(ctx, eff.cost, p), p), p), p)
    if eff.cost.tap_target is not None:  # "tap Grizzly Bears", the target named (Koskun Falls as printed, 409.1c)
        words = targets_named(ctx, words)
    if eff.cost.mana and "{X}" in eff.cost.mana and ctx.x is not None:  # Excise: the X announced (409.1b)
        words += f" (X is {ctx.x})"
    if eff.anyone:
        _anyone_may(ctx, eff, words)
        return
    cands = _cost_candidates(ctx, p, eff.cost, _upkeep_purpose(eff))
    # "for each attacking red creature, … unless its controller pays" (Heroism): which one the
    # payment is for, named with the card that asks it
    each = ctx.results.get(EACH_OBJECT)
    asks = ctx.source_name + (f", for {g.describe(each[0])}" if each and (g.exists(each[0]) or each[0] in g.lki) else "")
    if cands is None:
        # said as it is: a "yes" given as the ability was put on the stack (410.5) can't be
        # carried out now, and what depended on it doesn't happen (audit 3632: Dauthi Mindripper
        # gone before its ability resolved; Merfolk Seer with no mana to pay)
        accepted = eff.optional and ctx.so is not None and ctx.so.memory.may_accepted \
            and bool(ctx.so.effects) and ctx.so.effects[0] is eff
        life = g.player(p).life
        # why it can't: too little life is the glossary's own rule (audit 5854: Essence Vortex at a
        # player with less life than the toughness said only that he can't)
        why = (f" ({p} has only {life} life: a player can't pay a nonzero life cost greater than he or she has, "
               f"glossary \"Pay\")" if isinstance(eff.cost.life, int) and 0 < eff.cost.life and life < eff.cost.life else "")
        if not why:
            why = _status_unmet(ctx, p, eff.cost)
        if accepted and not why and eff.cost.mana and not can_pay(g, p, parse_cost(eff.cost.mana, ctx.x), _upkeep_purpose(eff)):
            # the mana it can't pay, said as a spell's payment refusal says it (audit 5955: Jeweled Torque)
            why = (f" ({possessive(p)} mana pool holds {g.player(p).pool_text() or 'nothing'} and no further untapped mana sources "
                   f"can pay {eff.cost.mana})")
        held = forbidden = ""
        if not accepted and not why and eff.cost.mana and g.mana.tracked \
                and not can_pay(g, p, parse_cost(eff.cost.mana, ctx.x), _upkeep_purpose(eff)):
            # what the player holds (audit 6056: Demonic Hordes' {B}{B}{B} with two Swamps)
            sources = ", ".join(g.describe(o) for o, _ab in mana_sources(g, p)) or "none"
            # mana in the pool that may pay only other things (Adarkar Unicorn's, for a cumulative upkeep only):
            # what it may pay, said (glossary "Mana": specialized mana)
            limited = "; ".join(f"{mana_text({kind: n})} of it may be spent {mana_limits.limit_words(limit)}, not on this"
                                for (who, kind, limit), n in sorted(g.mana.limits.items(), key=repr)
                                if who == p and n and not mana_limits.allows(limit, _upkeep_purpose(eff)))
            # an untapped source whose mana ability can't be played now (City of Solitude in another player's
            # turn, 103.1): named with what forbids it, not left out as if there were none (audit 7975)
            forbidden = "; ".join(f"{g.describe(o)} is untapped, but its mana ability can't be played now ({why})"
                                  for o, why in forbidden_mana_sources(g, p))
            held = (f": {possessive(p)} mana pool holds {g.player(p).pool_text() or 'nothing'}"
                    f"{' (' + limited + ', glossary ' + chr(34) + 'Mana' + chr(34) + ')' if limited else ''}; "
                    f"{possessive(p)} untapped mana sources: "
                    + (forbidden if forbidden and sources == "none" else sources + (f"; {forbidden}" if forbidden else ""))
                    # why that decides, as a spell's unpayable "unless" says it (audit 8177: Chromium's {W}{U}{B} with a
                    # Plains and an Island named the sources and not the rule)
                    + f" — not enough to make {eff.cost.mana} (glossary \"Pay\": a player can't pay a nonzero mana cost "
                      f"greater than he or she has)")
        skipped = f": {p} doesn't, so what \"{if_words(ctx)}\" says doesn't happen" if eff.then else ""
        # (the choice it is named next to the refusal, before what the player holds: audit 6056's Heroism)
        said = (f"{p} chose to {words} as the ability was put on the stack (410.5), but can't {words} now{why}"
                f"{skipped} ({asks})" if accepted
                else f"{p} can't {words}{why}, so that option can't be chosen ({asks}){held}{skipped}" if eff.optional
                # an instruction, no option (Knowledge Vault's "Sacrifice ~. If you do, …"; added, session 46, c3): it
                # can't be carried out, and what depends on it doesn't happen (413.2c: nor can an impossible one be done)
                else f"{p} can't {words}{why} ({asks}){held}{skipped}")
        g.tracer.step(said, "413.2c", *(("410.5",) if accepted else ()), *(("214.9g",) if "214.9g" in why else ()),
                      *(("103.1",) if forbidden else ()), kind="choice")
        do = False
    elif eff.optional and ctx.so is not None and ctx.so.memory.may_accepted and ctx.so.effects \
            and ctx.so.effects[0] is eff:
        g.tracer.step(f"{p} chose to use the \"may\" ability when it was put on the stack (410.5): {p} pays now "
                      f"({words})", "410.5", kind="choice")
        do = True
    elif eff.optional and not eff.then and eff.otherwise:  # "… unless you pay": "you may pay; if you don't, …"
        do = yes_no(g, p, f"whether to {words} ({asks}; {_otherwise_words(ctx, eff, p)})", "413.2c")
    elif eff.optional:
        do = yes_no(g, p, f"whether to {words} ({asks})", "413.2c")
    else:
        do = True
    if do:
        _pay_resolution_cost(ctx, p, eff.cost, cands, instruction=not eff.optional, purpose=_upkeep_purpose(eff),
                             chosen=eff.optional and _own_option(ctx, eff))
        if eff.cumulative_upkeep:
            _upkeep_paid(ctx, eff.cost)
        if eff.optional and not eff.then and eff.otherwise:
            # "… unless he or she pays {B} or {3}" paid: what it spares said where it is decided, as
            # "unless any player pays" says it (audit 8985: Lim-Dûl's Hex's damage to Bob, who paid {3},
            # left unsaid; glossary "Unless")
            g.tracer.step(_paid_spares(ctx, p, eff.cost, asks), "413.2c", *(("414.1",) if _counter_this(ctx) else ()),
                          kind="effect")
        run_effects(ctx, eff.then)
    else:
        if eff.cumulative_upkeep:
            # "When a player doesn't pay ~'s cumulative upkeep" (Heart of Bogardan): the event is
            # the choice not to pay, the permanent still in play (410.2)
            events.upkeep_not_paid(g, p, source_object(ctx))
        run_effects(ctx, eff.otherwise)


def _sacrifice_any_number(ctx: Ctx, p: str, s: ir.SacrificeCost, opts: list) -> None:
    """"Unless you sacrifice any number of creatures with total power 12 or greater" (Phyrexian Dreadnought):
    the payer chooses a set of his or her own whose powers now add up to that much (413.2f) — a set that
    doesn't can't be chosen (413.2c) — and sacrifices them at once."""
    g = ctx.game
    need = s.count.total_power_at_least
    plural = phrasebook.filter_plural(replace(s.what, controller=None))

    def total(vals: list) -> int:
        return sum(g.chars(o).power or 0 for o in vals)

    def short(vals: list) -> Optional[str]:
        if need is None or total(vals) >= need:
            return None
        return f"their total power is {total(vals)}, less than {need}"

    picked = choose(g, p, f"which {plural} to sacrifice" + (f", with total power {need} or greater" if need else "")
                    + f" ({ctx.source_name})", opts, (1 if need else 0, len(opts)), rule="413.2c", allowed=short)
    if need is not None:
        g.tracer.step(f"The {plural} {p} sacrifices ({', '.join(g.describe(o) for o in picked)}) have a total power of "
                      f"{total(picked)} now, {need} or greater: the cost is paid ({ctx.source_name})", "413.2c", "413.2f",
                      kind="choice")
    events.sacrifice(g, [o for o in picked if g.exists(o)], "413.2c")


def _upkeep_paid(ctx: Ctx, cost: ir.Cost) -> None:
    """A cumulative upkeep just paid, for all the permanent's counters (glossary "Cumulative
    Upkeep": "pay [cost] for each cumulative upkeep counter"): the mana paid is now its last paid
    cumulative upkeep (:class:`judge.cards.ir.LastPaidUpkeep`), said where one of its abilities
    reads it (Revered Unicorn, Mwonvuli Ooze as printed)."""
    g = ctx.game
    oid = source_object(ctx)
    if oid is None or g.objects[oid].zone != Zone.IN_PLAY:
        return
    paid = parse_cost(cost.mana).total() if cost.mana else 0
    g.permanents.record_upkeep_paid(oid, paid)
    if any(ir.LastPaidUpkeep in ir.kinds_in(a) for a in g.chars(oid).abilities):
        g.tracer.step(f"{possessive(g.describe(oid))} last paid cumulative upkeep is now the {cost.mana or '{0}'} just paid: "
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
        if yes_no(g, q, f"whether to {words} ({ctx.source_name}; each may in turn, the active player first)", "413.2d"):
            _pay_resolution_cost(ctx, q, eff.cost, cands)
            if not eff.then and eff.otherwise:  # "… unless any player pays {1}" (Rhystic Cave)
                g.tracer.step(f"{q} paid, so the rest doesn't happen ({ctx.source_name}: "
                              f"{'; '.join(targets_named(ctx, phrasebook.effect_phrase(e)) for e in eff.otherwise)}): "
                              f"{_no_one_words(ctx)}", "413.2d", kind="effect")
            run_effects(ctx, eff.then)
            return
    if not eff.then and eff.otherwise:  # "… unless any player pays {2}": no one did, so it happens
        g.tracer.step(f"No player chose to {words}, so the rest happens ({ctx.source_name}: "
                      f"{'; '.join(targets_named(ctx, phrasebook.effect_phrase(e)) for e in eff.otherwise)}): "
                      f"{_no_one_words(ctx)}", "413.2d", kind="choice")
    else:
        g.tracer.step(f"No player chose to {words} ({ctx.source_name})", "413.2d", kind="choice")
    run_effects(ctx, eff.otherwise)


def for_each_anyone(ctx: Ctx, eff: ir.IfYouDo, each: list[int]) -> None:
    """"For each land, destroy that land unless any player pays 1 life" (Cleansing; added, session 46): both
    players have choices, so the active player makes all of his or hers first — for each permanent in turn,
    whether to pay for it (one he or she can't pay for can't be chosen, 413.2c) — then the other player,
    knowing them, for each one not yet paid for (413.2d); then the instruction is carried out at once for
    all those no one paid for (413.2d: the actions processed simultaneously; glossary "Unless")."""
    g = ctx.game
    words = phrasebook.cost_words(eff.cost, "")
    players = [q for q in g.apnap() if q in player_names(refer(ctx, eff.who))]
    g.tracer.step(f"Each player chooses in turn, the active player first: {', '.join(players)}, each knowing the "
                  f"earlier choices ({ctx.source_name}: whether to {words} for each one)", "413.2d", kind="choice")
    paid: list[int] = []
    for q in players:
        for o in each:
            if o in paid or g.end.over:
                continue
            ctx.results[EACH_OBJECT] = [o]
            asks = f"{ctx.source_name}, for {g.describe(o)}"
            cands = _cost_candidates(ctx, q, eff.cost)
            if cands is None:
                life = g.player(q).life
                why = (f" ({q} has only {life} life: a player can't pay a nonzero life cost greater than he or she has, "
                       f"glossary \"Pay\")" if isinstance(eff.cost.life, int) and life < eff.cost.life else "")
                g.tracer.step(f"{q} can't {words}{why}, so {q} can't choose to ({asks})", "413.2c", kind="choice")
                continue
            if yes_no(g, q, f"whether to {words} ({asks}; each may in turn, the active player first)", "413.2d"):
                _pay_resolution_cost(ctx, q, eff.cost, cands)
                g.tracer.step(f"{q} paid, so the rest doesn't happen ({asks}: "
                              f"{'; '.join(targets_named(ctx, phrasebook.effect_phrase(e)) for e in eff.otherwise)}): "
                              f"{_no_one_words(ctx)}", "413.2d", kind="effect")
                run_effects(ctx, eff.then)
                paid.append(o)
    rest = [o for o in each if o not in paid]
    ctx.results[EACH_OBJECT] = rest
    if rest and not g.end.over:
        g.tracer.step(f"No player chose to {words}, so the rest happens ({ctx.source_name}, for "
                      f"{', '.join(g.describe(o) for o in rest)}: "
                      f"{'; '.join(targets_named(ctx, phrasebook.effect_phrase(e)) for e in eff.otherwise)}), for all of them at "
                      f"once: {_no_one_words(ctx)}", "413.2d", kind="choice")
        run_effects(ctx, eff.otherwise)


def _own_option(ctx: Ctx, eff: ir.IfYouDo) -> bool:
    """Whether an optional action is the card's own "You may …. If you don't, …" (Magmasaur's "you may remove a
    +1/+1 counter"), not a payment an "unless" asks for (glossary "Unless"): the one test behind both the choice's
    words (:func:`_otherwise_words`) and the step saying what was done."""
    text = _resolving_text(ctx)
    return bool(_IF_DOESNT_SAYS.search(text)) and not _UNLESS.search(text) and not eff.cumulative_upkeep


def _pay_resolution_cost(ctx: Ctx, p: str, cost: ir.Cost, cands: dict, instruction: bool = False,
                         purpose: Optional[mana_limits.Purpose] = None, chosen: bool = False) -> None:
    """Player ``p`` pays ``cost`` as the spell or ability resolves (413.2c, 413.2e) — or, with
    ``instruction``, carries it out: "Remove a fade counter from it. If you can't, …" is no
    payment (Fading), done because it can be; with ``chosen``, does what the card lets the player do
    ("you may remove a +1/+1 counter": Magmasaur, audit 9894 — no payment either)."""
    g = ctx.game
    if cost.mana:
        pay_mana(g, p, parse_cost(cost.mana, ctx.x), [], ctx.source_name, ctx.span, purpose=purpose,
                 rule="413.2e")
    if cost.life:
        events.lose_life(g, p, cost.life, "413.2c", f" to pay for {ctx.source_name}")
    if cost.tap and source_object(ctx) is not None:
        events.tap(g, source_object(ctx), "413.2c")
    if cost.mill:  # Deep Spawn: "put the top two cards of your library into your graveyard"
        events.move_many(g, list(g.zones[(p, Zone.LIBRARY)][:cost.mill]), Zone.GRAVEYARD, "413.2c", "is put")
    if cost.draw:  # Psychic Vortex's cumulative upkeep: drawn one by one (more than the library holds: 102.2)
        events.draw(g, p, cost.draw, "413.2c")
    if cost.opponent_tokens is not None:  # Varchild's War-Riders: the opponent's tokens, owned by the
        spec, n = cost.opponent_tokens    # ability's controller (216.1; a game of two, 100.1)
        if n > 0:  # (in one event, 410.10a)
            events.create_tokens(g, token_card(spec), [g.opponent(p)] * n, ctx.controller)
    if cost.remove_counters:
        kind, n = cost.remove_counters
        events.remove_counters(g, source_object(ctx), kind, n, "413.2b" if instruction else "413.2c",
                               f" as {ctx.source_name} says" if instruction
                               else f", as {p} chose to ({ctx.source_name})" if chosen else f" to pay for {ctx.source_name}",
                               by=p)
    for i, s in enumerate(cost.sacrifice):
        pool = cands[("sacrifice", i)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        if isinstance(s.count, ir.AnyNumber):
            _sacrifice_any_number(ctx, p, s, opts)
            continue
        if isinstance(s.what, ir.This):
            # "sacrifice ~. If you do, …" (Booby Trap) names the permanent: nothing for the player to choose
            # (audit 7773: "Alice chooses what Alice sacrifices (Booby Trap): Booby Trap (the only legal choice)")
            events.sacrifice(g, [o for o in pool if g.exists(o)], "413.2c")
            continue
        picked = choose(g, p, f"what to sacrifice ({ctx.source_name})", opts, (s.count, s.count), rule="413.2c",
                        forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == s.count)
        events.sacrifice(g, [o for o in picked if g.exists(o)], "413.2c")
        # "If you sacrifice a snow Forest this way, …" (Gargantuan Gorilla; added, session 69, h5): what this
        # payment sacrificed, as it last existed in play (413.2f)
        ctx.results.setdefault("sacrificed", []).extend(picked)
    if cost.discard is not None:
        n = cost.discard_count or 1
        pool = cands[("discard", 0)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        at_random = "random" in cost.discard.extra  # no player's choice: each result is an outcome
        whose = f"{p} discards at random" if at_random else "to discard"  # (no one chooses a random one, 417.1)
        picked = choose(g, p, f"which card{'s' if n > 1 else ''} {whose} "
                              f"({ctx.source_name})", opts, (n, n), rule="417.1" if at_random else "413.2c",
                        subject=ChoiceSubject.DISCARD,
                        forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == n)
        events.discard(g, p, picked, "413.2c")
    if cost.tap_target is not None:  # Koskun Falls as printed: the target, named — nothing to choose
        for o in cands[("tap target", 0)]:
            events.tap(g, o, "413.2c")
    if cost.to_library_top is not None:  # Tainted Specter: the payer's choice of a card of his or her hand (413.2c)
        pool, n = cands[("to library", 0)], cost.to_library_top[1]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        picked = choose(g, p, f"which card to put on top of {own_possessive(p, p)} library ({ctx.source_name})", opts,
                        (n, n), rule="413.2c", forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == n)
        for o in picked:
            events.move(g, o, Zone.LIBRARY, "413.2c", "is put", position=ir.LibraryPosition.TOP)
    if cost.return_to_hand is not None:
        pool, n = cands[("return", 0)], cost.return_to_hand[1]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        picked = choose(g, p, f"what to return to {phrasebook.owners_hands(n)} ({ctx.source_name})", opts, (n, n),
                        rule="413.2c", forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == n)
        events.move_many(g, picked, Zone.HAND, "413.2c", "is returned")
    if cost.tap_other is not None:
        pool = cands[("tap", 0)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        n = cost.tap_other_count
        for picked in choose(g, p, f"what to tap ({ctx.source_name})", opts, (n, n), rule="413.2c",
                             forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == n):
            events.tap(g, picked, "413.2c")
    if cost.return_self and source_object(ctx) is not None:
        events.move(g, source_object(ctx), Zone.HAND, "413.2c", "is returned")
    if cost.put_counters is not None and cost.put_counters[2] is not None:  # "on a creature they control"
        kind, n, _ = cost.put_counters
        pool = cands[("counters", 0)]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        (on,) = choose(g, p, f"what to put {n} {kind} counter{'s' if n != 1 else ''} on ({ctx.source_name})", opts,
                       (1, 1), rule="413.2c")
        events.add_counters(g, on, kind, n, "413.2c")
    elif cost.put_counters is not None and source_object(ctx) is not None:  # on the source itself (Aboroth)
        kind, n, _ = cost.put_counters
        events.add_counters(g, source_object(ctx), kind, n, "413.2c")
    if cost.exile is not None:
        pool, n = cands[("exile", 0)], cost.exile[1]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        picked = pool if len(pool) == n else choose(g, p, f"what to remove from the game ({ctx.source_name})",
                                                    opts, (n, n), rule="413.2c")
        events.move_many(g, picked, Zone.REMOVED, "413.2c", "is removed")
    if cost.destroy is not None:
        # the instruction chosen (413.2c), not a sacrifice: destroyed, regeneration may replace it
        # (glossary "Destroy", 419.6b) — the choice is made all the same
        pool, n = cands[("destroy", 0)], cost.destroy[1]
        opts = [Option(g.describe(o), o, lambda v, o=o: named(g, v, o)) for o in pool]
        picked = choose(g, p, f"what to destroy ({ctx.source_name})", opts, (n, n), rule="413.2c",
                        forced_ok=len({g.objects[o].card.name for o in pool}) <= 1 or len(pool) == n)
        # buried (Curse Artifact as printed): regeneration can't replace it (glossary "Bury (Obsolete)")
        events.destroy_many(g, picked, "413.2c", f"buried by {ctx.source_name}" if cost.destroy_buried
                            else f"by {ctx.source_name}", can_regenerate=not cost.destroy_buried)


def _cost_times(cost: ir.Cost, n: int) -> ir.Cost:
    """``cost`` paid ``n`` times over (each part multiplied)."""
    mana = None
    if cost.mana and n:
        once = parse_cost(cost.mana)
        # said as a cost, its generic mana first ({2}{U}{U}), not in a pool's order (audit 6965)
        mana = (("{%d}" % (once.generic * n) if once.generic else "")
                + mana_text({c: k * n for c, k in once.colored.items()})) or None
    elif cost.mana:
        # paid zero times over ("{1} for each card in your hand" with none: Extravagant Spirit,
        # audit 5652): a cost of {0}, which the player may pay or not (413.2c) — said as such
        mana = "{0}"
    return replace(
        cost, mana=mana, life=cost.life * n,
        sacrifice=tuple(replace(s, count=s.count * n) for s in cost.sacrifice),
        put_counters=None if cost.put_counters is None else (cost.put_counters[0], cost.put_counters[1] * n,
                                                             cost.put_counters[2]),
        discard_count=(cost.discard_count or (1 if cost.discard is not None else 0)) * n,
        # Thought Lash's "Exile the top card of your library" for each age counter: that many cards
        # (added, Oracle round eleven: it was paid once whatever the counters)
        exile=None if cost.exile is None else (cost.exile[0], cost.exile[1] * n),
        draw=cost.draw * n,  # Psychic Vortex (added, upk): a card for each age counter
        opponent_tokens=None if cost.opponent_tokens is None else (cost.opponent_tokens[0], cost.opponent_tokens[1] * n))
