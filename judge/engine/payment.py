"""Paying costs (409.1f-h): mana from the pool and from mana abilities played while paying
(411.1, 408.2e), and the other parts of a cost — {T}, sacrifices, life, discards, counters,
tapping other permanents — in the order 409.1f lists; mana sources and whether a cost could
be paid (413.2c); what a "can't play activated abilities" effect forbids (103.2). A cost that
can't be paid makes the play illegal: it is reversed (422.1).
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from itertools import combinations, product
from math import comb
from typing import Any, Optional, Sequence

from judge.cards import phrasebook
from judge.cards.english import possessive, with_article, own_possessive
from judge.cards import ir
from judge.dsl.ast import Choose, CostChoice, CostClause, Ref
from judge.engine import combat_lockout, events, mana_as_though, mana_instead, mana_limits, new_land_mana
from judge.engine.ability_costs import added_costs, changed_cost, with_added_costs
from judge.engine.ability_limits import check_restrictions, played_key
from judge.engine.context import Ctx, amount, refer, run_effects, static_rules
from judge.engine.decider import (Option, choose, distinct_combinations, distinct_selections, interchangeable_key,
                                  option_aliases)
from judge.engine.evasion import unaffected_by_sickness
from judge.engine.game import MANA_ORDER, Game
from judge.engine.illegal import illegal_play
from judge.engine.land_type_abilities import is_basic
from judge.engine.kinds import ChoiceKind
from judge.engine.mana import ManaCost, generic_ways, mana_text, parse_cost, parse_mana, takes_from
from judge.engine.outcome import Choice, ChoiceKey, ChoiceSubject
from judge.engine.own_turn import not_own_turn
from judge.engine.refs import resolve_ref, resolve_refs
from judge.engine.filters import chosen_names_said, same_name_said, what_it_is
from judge.engine.targets import matches, names_match
from judge.errors import JudgeError
from judge.zones import Zone


def _cost_choice(act, clause: Optional[CostClause]) -> Optional[CostChoice]:
    for c in getattr(act, "costs", ()) or ():
        if c.kind is clause:
            return c
    return None


#: The play line's cost clause of each kind, as written (``sacrificing @x``, ``discarding @y`` …).
_CLAUSES = {CostClause.SACRIFICE: "sacrificing", CostClause.DISCARD: "discarding", CostClause.RETURN: "returning",
            CostClause.EXILE: "exiling", CostClause.TAP: "tapping"}


def _clause_kinds(*costs: Optional[ir.Cost]) -> set[CostClause]:
    """The kinds of cost clause a play line may give for ``costs``: the permanents or cards the
    costs let their player choose (a sacrifice of "a creature", not of the source itself)."""
    kinds: set[CostClause] = set()
    for c in costs:
        if c is None:
            continue
        if any(not isinstance(sac.what, ir.This) for sac in c.sacrifice):
            kinds.add(CostClause.SACRIFICE)
        if c.discard is not None:
            kinds.add(CostClause.DISCARD)
        if c.return_to_hand is not None:
            kinds.add(CostClause.RETURN)
        if c.exile is not None and "itself" not in c.exile[0].extra:
            kinds.add(CostClause.EXILE)
        if c.tap_other is not None:
            kinds.add(CostClause.TAP)
    return kinds


def _self_kinds(*costs: Optional[ir.Cost]) -> set[CostClause]:
    """The kinds of cost clause that may name the source itself for ``costs`` ("sacrifice ~",
    "return ~ to its owner's hand", "exile ~", "discard ~", {T})."""
    kinds: set[CostClause] = set()
    for c in costs:
        if c is None:
            continue
        if any(isinstance(sac.what, ir.This) for sac in c.sacrifice):
            kinds.add(CostClause.SACRIFICE)
        if c.return_self:
            kinds.add(CostClause.RETURN)
        if c.exile is not None and "itself" in c.exile[0].extra:
            kinds.add(CostClause.EXILE)
        if c.discard_self:
            kinds.add(CostClause.DISCARD)
        if c.tap:
            kinds.add(CostClause.TAP)
    return kinds


def refuse_unused_cost_clauses(game: Game, act, what: str, *costs: Optional[ir.Cost],
                               source: Optional[int] = None) -> None:
    """A play line naming what to sacrifice, discard, return, remove or tap for a cost that takes
    nothing of the sort (``Alice activates Mogg Fanatic … sacrificing @bears``: its cost sacrifices
    the Fanatic itself) can't be played as written (409.1f): an illegal play, not a clause left
    silently aside. A clause naming the source itself for a cost of the source's own ("sacrificing
    @ms" for "Sacrifice this permanent") says what the cost does, and stands."""
    clauses = getattr(act, "costs", ()) or ()
    if not clauses:
        return  # (nearly every play line: nothing to look at)

    kinds = _clause_kinds(*costs)
    for cc in clauses:
        if cc.kind in kinds:
            continue
        if source is not None and cc.kind in _self_kinds(*costs):
            try:
                if all(resolve_ref(game, r) == source for r in cc.objects):
                    continue
            except JudgeError:
                pass
        said = " ".join(w for c in costs if c is not None for w in (phrasebook.cost_words(c),) if w)
        raise illegal_play(game, cc.span or getattr(act, "span", None),
                           f"the line says {_CLAUSES[cc.kind]} {', '.join(str(r) for r in cc.objects)}, "
                           f"but the cost of {what} has the player choose nothing to {cc.kind.value} (its cost: "
                           f"{said or 'mana only'})", "409.1f")


def has_x(cost: Optional[ir.Cost]) -> bool:
    """Whether a (non-mana) cost names X: "discard X cards", "pay X life", "sacrifice X lands"
    (409.1b)."""
    return cost is not None and (isinstance(cost.life, ir.VarX) or isinstance(cost.discard_count, ir.VarX)
                                 or any(isinstance(s.count, ir.VarX) for s in cost.sacrifice)
                                 or any(c is not None and isinstance(c[1], ir.VarX) for c in (cost.exile, cost.return_to_hand)))


def with_x(cost: ir.Cost, x: int) -> ir.Cost:
    """The cost with X as announced (409.1b: "discard X cards" with X = 2 is "discard two cards")."""
    sacrifice = tuple(replace(s, count=x) if isinstance(s.count, ir.VarX) else s for s in cost.sacrifice)
    exile, back = ((c[0], x) if c is not None and isinstance(c[1], ir.VarX) else c for c in (cost.exile, cost.return_to_hand))
    return replace(cost, life=x if isinstance(cost.life, ir.VarX) else cost.life, sacrifice=sacrifice, exile=exile,
                   return_to_hand=back,
                   discard_count=x if isinstance(cost.discard_count, ir.VarX) else cost.discard_count,
                   discard=cost.discard if not (isinstance(cost.discard_count, ir.VarX) and x == 0) else None)


def other_costs_payable(game: Game, player: str, cost: ir.Cost, source: Optional[int]) -> bool:
    """Whether ``player`` can pay the life, discards, cards removed from the game and permanents
    returned of ``cost`` now (409.1f: a player can't pay more life than he or she has, nor discard
    cards he or she doesn't have)."""
    cost = _life_per_counter(game, _half_life(game, player, cost), source)
    if cost.life and game.player(player).life < cost.life:
        return False
    if cost.discard is not None:
        hand = [o for o in game.zones[(player, Zone.HAND)] if o != source
                and matches(game, cost.discard, o, player, source, zone_check=False)]
        if len(hand) < (cost.discard_count or 1):
            return False
        if cost.discard_another and sum(o != source for o in game.zones[(player, Zone.HAND)]) \
                < (cost.discard_count or 1) + cost.discard_another:
            return False  # Foil: "and another card", a card more in the hand
    if cost.exile is not None and "single graveyard" in cost.exile[0].extra:
        flt, n = cost.exile  # "two creature cards from a single graveyard" (Night Soil): enough in one of them
        if not any(len(cs) >= n for cs in _single_graveyard_cards(game, player, flt, source).values()):
            return False
    elif cost.exile is not None and "itself" not in cost.exile[0].extra and cost.exile[0].zone in (Zone.HAND, Zone.GRAVEYARD):
        flt, n = cost.exile  # "exile X creature cards from your graveyard" (Haunting Misery)
        if sum(o != source and matches(game, flt, o, player, source, zone_check=False)
               for o in game.zones[(player, flt.zone)]) < n:
            return False
    if cost.return_to_hand is not None and cost.return_to_hand[0].zone != Zone.GRAVEYARD:
        flt, n = cost.return_to_hand  # "return X Swamps you control to their owner's hand" (Infernal Harvest)
        if sum(game.controller_of(o) == player and matches(game, flt, o, player, source) for o in game.in_play) < n:
            return False
    if cost.to_library_top is not None:  # (Hidden Retreat) a card of the hand to put on top of the library
        flt, n = cost.to_library_top
        if sum(o != source and matches(game, flt, o, player, source, zone_check=False)
               for o in game.zones[(player, Zone.HAND)]) < n:
            return False
    return True


def _half_life(game: Game, player: str, cost: ir.Cost) -> ir.Cost:
    """"Pay half your life, rounded up" (Lurking Evil): the amount as the cost is paid."""
    if not isinstance(cost.life, ir.HalfLife):
        return cost
    life = game.player(player).life
    return replace(cost, life=(life + 1) // 2 if life > 0 else 0)


def _life_per_counter(game: Game, cost: ir.Cost, source: Optional[int]) -> ir.Cost:
    """"Pay 3 life for each velocity counter on ~" (Tornado): the counters on the source as the cost
    is paid (409.1f)."""
    life = cost.life
    if not (isinstance(life, ir.Product) and isinstance(life.amount, ir.CountersOn)):
        return cost
    n = game.objects[source].counters.get(life.amount.kind, 0) if source is not None else 0
    return replace(cost, life=life.factor * n)


def mana_each_counter(game: Game, player: str, cost: ir.Cost, source: Optional[int], trace: bool = True) -> str:
    """The mana of ``cost`` as it is paid: its own, or "Pay {1} for each +1/+1 counter on ~" (Skeleton
    Scavengers; added, session 47) counted from the counters on the source now (409.1f), said in the trace."""
    if cost.mana_each_counter is None:
        return cost.mana or ""
    each, on = cost.mana_each_counter
    n = game.objects[source].counters.get(on.kind, 0) if source is not None and game.exists(source) else 0
    one = parse_cost(each)
    total = str(replace(one, generic=one.generic * n, colored={c: k * n for c, k in one.colored.items()})) if n else ""
    if trace:
        game.tracer.step(f"{each} for each {on.kind} counter on {game.describe(source)}: {n} "
                         f"counter{'' if n == 1 else 's'}, so {player} pays {total or '{0}'}"
                         + ("" if n else " — nothing to pay"), "409.1f", kind="activate")
    return (cost.mana or "") + total


def pay_other_costs(game: Game, player: str, cost: ir.Cost, source: Optional[int], act, what: str,
                    exclude: Sequence[int] = (), for_mana: bool = False,
                    paid: Optional[dict[str, list[int]]] = None) -> list[int]:
    """409.1f: {T}/{Q}, sacrifice, life, discard, tapping other permanents, counters. Returns
    what was sacrificed ("the sacrificed creature's power" refers to it); ``paid``, when given,
    is filled with what the cost discarded, removed from the game and tapped, each as the object
    it is now ("cost discarded", "cost exiled", "cost tapped": "the discarded card's converted mana
    cost")."""
    sacrificed: list[int] = []
    paid = {} if paid is None else paid
    if isinstance(cost.life, ir.HalfLife):
        cost = _half_life(game, player, cost)
        game.tracer.step(f"Half {possessive(player)} life, rounded up, is {cost.life}", "409.1f", kind="activate")
    if isinstance(cost.life, ir.Product) and isinstance(cost.life.amount, ir.CountersOn):
        each, kind = cost.life.factor, cost.life.amount.kind
        cost = _life_per_counter(game, cost, source)
        n = cost.life // each if each else 0
        game.tracer.step(f"{each} life for each {kind} counter on {game.describe(source)}: {n} "
                         f"counter{'' if n == 1 else 's'}, so {player} pays {cost.life} life"
                         + ("" if cost.life else " — nothing to pay"), "409.1f", kind="activate")
    span = getattr(act, "span", None)
    if cost.tap:
        o = game.objects[source]
        if o.tapped:
            raise illegal_play(game, span, f"{o.display()} is already tapped and can't be tapped to pay {{T}} (glossary "
                                           f"\"Cost\", glossary \"Tap\")", "409.1f")
        ch = game.chars(o)
        if "creature" in ch.types and o.sick:
            unaffected = None if ch.has_keyword("haste") else unaffected_by_sickness(game, o.id)
            since = f"{o.display()} hasn't been under {possessive(player)} control continuously since the most recent start of " \
                    f"{possessive(player)} turn"
            if ch.has_keyword("haste"):
                game.tracer.step(f"{since}, but it has haste: its {{T}} ability may be played", "409.3", "502.5b",
                                 kind="activate")
            elif unaffected is not None:
                game.tracer.step(f"{since}, but it is unaffected by summoning sickness ({unaffected.describe(game)}; a "
                                 f"characteristic, not an ability): its {{T}} ability may be played", "409.3", "407.2",
                                 kind="activate")
            else:
                raise illegal_play(game, span, f"{since}, so its {{T}} ability can't be played", "409.3")
        events.tap(game, source, "409.1f", f" to pay the cost of {what}", for_mana=for_mana)
    if cost.untap:
        o = game.objects[source]
        if not o.tapped:
            raise illegal_play(game, span, f"{o.display()} is untapped and can't be untapped to pay {{Q}}", "409.1f")
        events.untap(game, source, "409.1f", f" to pay the cost of {what}")
    if cost.life:
        p = game.player(player)
        if p.life < cost.life:
            raise illegal_play(game, span, f"{player} has only {p.life} life and can't pay {cost.life} life "
                                           f"(glossary \"Cost\")", "409.1f")
        events.lose_life(game, player, cost.life, "409.1f", f" to pay the cost of {what}")
    if cost.tap_other is not None:
        cands = [o for o in game.in_play if o not in exclude and not game.objects[o].tapped
                 and game.controller_of(o) == player and matches(game, cost.tap_other, o, player, source)]
        if len(cands) < cost.tap_other_count:
            _already_tapped(game, player, cost, source, act, what, cands)
        picked = _pick_for_cost(game, player, act, CostClause.TAP, cands, cost.tap_other_count, what, flt=cost.tap_other, source=source)
        for o in picked:
            if o != source and game.objects[o].sick and "creature" in game.chars(o).types:
                # Ramosian Rally's "tap an untapped creature you control" with a creature come this turn: 409.3
                # restricts a creature's own {T} abilities, not a cost another spell or ability names (audit 6157)
                game.tracer.step(f"{game.objects[o].display()} hasn't been under {possessive(player)} control continuously since "
                                 f"the most recent start of {possessive(player)} turn, but it is tapped for the cost of {what}, "
                                 f"not for a {{T}} ability of its own: it may be (409.3 is about its own abilities)",
                                 "409.3", kind="activate")
            events.tap(game, o, "409.1f", f" to pay the cost of {what}")
        paid.setdefault("cost tapped", []).extend(picked)
    named_sacs = _split_named(game, player, act, cost, what) if len(cost.sacrifice) > 1 else None
    # the source sacrificed last where the cost also acts on it (Pursuit of Knowledge's "Remove three study counters
    # from ~, Sacrifice ~"): costs are paid in any order (409.1f), but none lets a player remove counters from a
    # permanent already sacrificed — the trace in an order a player could take, the outcome the same
    self_last = bool(cost.remove_counters) or (cost.put_counters is not None and cost.put_counters[2] is None)
    for i, sac in enumerate(cost.sacrifice):
        if isinstance(sac.what, ir.This):
            if not game.exists(source) or game.objects[source].zone != Zone.IN_PLAY:
                raise illegal_play(game, span, f"the source of {what} is not in play to be sacrificed", "409.1f")
            if not self_last:
                events.sacrifice(game, [source], "409.1f")
            sacrificed.append(source)
        elif isinstance(sac.count, ir.AnyNumber):
            # "Sacrifice ~ and any number of creatures you control" (Sword of the Ages): as many as the player
            # chooses, none included (409.1f)
            cands = [o for o in game.in_play if game.controller_of(o) == player and matches(game, sac.what, o, player, source)]
            picked = _pick_any_number(game, player, act if named_sacs is None else named_sacs[i], cands, what, sac.what)
            if picked:
                events.sacrifice(game, picked, "409.1f")
            sacrificed += picked
        else:
            cands = [o for o in game.in_play if game.controller_of(o) == player and matches(game, sac.what, o, player, source)]
            picked = _pick_for_cost(game, player, act if named_sacs is None else named_sacs[i], CostClause.SACRIFICE, cands,
                                    sac.count, what, flt=sac.what, source=source)
            events.sacrifice(game, picked, "409.1f")
            sacrificed += picked
    if cost.sacrifice_all is not None:  # "Sacrifice all permanents you control" (Kaervek's Spite): no choice
        doomed = [o for o in game.in_play if game.controller_of(o) == player
                  and matches(game, cost.sacrifice_all, o, player, source)]
        if doomed:
            events.sacrifice(game, doomed, "409.1f")
            sacrificed += doomed
        else:
            game.tracer.step(f"{player} controls no {phrasebook.filter_plural(replace(cost.sacrifice_all, controller=None))}: "
                             f"sacrificing all of them, for "
                             f"{what}, sacrifices nothing", "409.1f", kind="activate")
    if cost.discard_self:
        if not game.exists(source) or game.objects[source].zone != Zone.HAND:
            raise illegal_play(game, span, f"the card is not in {possessive(player)} hand to be discarded for {what}", "409.1f")
        events.discard(game, player, [source], "409.1f")
    if cost.discard_hand:  # "Discard your hand" (Null Brooch): every card in it, none if it is empty
        hand = [o for o in game.zones[(player, Zone.HAND)] if o != source]
        if not hand:
            game.tracer.step(f"{possessive(player)} hand is empty: discarding it, for {what}, discards nothing", "409.1f",
                             kind="activate")
        paid.setdefault("cost discarded", []).extend(events.discard(game, player, hand, "409.1f") if hand else ())
    if cost.reveal_hand:  # "Reveal your hand" (Land Grant): shown to all players, kept (glossary "Reveal")
        hand = [o for o in game.zones[(player, Zone.HAND)] if o != source]
        shown = ", ".join(game.describe(o) for o in hand) if hand else "no card: the hand is empty"
        game.tracer.step(f"{player} reveals {own_possessive(player, player)} hand to pay for {what}: {shown} (shown to "
                         f"all players, then kept in the hand: glossary \"Reveal\")", "409.1f", kind="activate")
    if cost.discard is not None and cost.discard_another:  # Foil: "discard an Island card and another card"
        picked = _discard_and_another(game, player, act, cost, what, source)
        paid.setdefault("cost discarded", []).extend(events.discard(game, player, picked, "409.1f"))
    elif cost.discard is not None:
        n = cost.discard_count or 1
        hand = [o for o in game.zones[(player, Zone.HAND)] if matches(game, cost.discard, o, player, source, zone_check=False)]
        at_random = "random" in cost.discard.extra  # no player's choice (glossary "Discard")
        picked = _pick_for_cost(game, player, act, CostClause.DISCARD, hand, n, what, flt=cost.discard, at_random=at_random, source=source)
        paid.setdefault("cost discarded", []).extend(events.discard(game, player, picked, "409.1f"))
    if cost.to_library_top is not None:  # "Put a card from your hand on top of your library" (Hidden Retreat)
        flt, n = cost.to_library_top
        hand = [o for o in game.zones[(player, Zone.HAND)] if o != source and matches(game, flt, o, player, source, zone_check=False)]
        for o in _pick_for_cost(game, player, act, None, hand, n, what, zone=Zone.HAND, flt=flt,
                                verb=f"put on top of {own_possessive(player, player)} library", source=source):
            events.move(game, o, Zone.LIBRARY, "409.1f", "is put", position=ir.LibraryPosition.TOP)
    if cost.skip:  # "Skip your next turn:" (Chronatog as printed): a skip made as the cost is paid (409.1f)
        game.turns.add_skip(player, cost.skip, False, False)
        game.tracer.step(f"{possessive(player)} next {cost.skip} will be skipped, to pay the cost of {what} (glossary \"Skip\": as "
                         f"though it didn't exist; one under way can't be skipped)", "409.1f", kind="activate")
    if cost.others_gain_life is not None:
        # "have an opponent gain 3 life" (Invigorate), "have each other player gain 6 life": in
        # a game of two players (100.1), the opponent
        _, n = cost.others_gain_life
        for p in game.players:
            if p.name != player:
                events.gain_life(game, p.name, n, "409.1f")
    if cost.return_self:  # "Return ~ to its owner's hand" (Ovinomancer)
        if not game.exists(source) or game.objects[source].zone != Zone.IN_PLAY:
            raise illegal_play(game, span, f"the source of {what} is not in play to be returned", "409.1f")
        events.move(game, source, Zone.HAND, "409.1f", "is returned")
    if cost.return_to_hand is not None:  # "Return an Island you control to its owner's hand"
        flt, n = cost.return_to_hand
        cands = ([o for o in game.zones[(player, Zone.GRAVEYARD)] if matches(game, flt, o, player, source, zone_check=False)]
                 if flt.zone == Zone.GRAVEYARD else  # "Return a land card from your graveyard to your hand"
                 [o for o in game.in_play if game.controller_of(o) == player and matches(game, flt, o, player, source)])
        for o in _pick_for_cost(game, player, act, CostClause.RETURN, cands, n, what, flt=flt,
                                zone=Zone.GRAVEYARD if flt.zone == Zone.GRAVEYARD else None, source=source):
            events.move(game, o, Zone.HAND, "409.1f", "is returned")
    if cost.exile is not None and "itself" in cost.exile[0].extra:  # "Exile ~" (Feldon's Cane)
        where = cost.exile[0].zone or Zone.IN_PLAY  # "Exile ~ from your hand" (Elvish Spirit Guide)
        if not game.exists(source) or game.objects[source].zone != where:
            place = "in play" if where == Zone.IN_PLAY else f"in {possessive(player)} {where}"
            raise illegal_play(game, span, f"the source of {what} is not {place} to be removed from the game", "409.1f")
        events.move(game, source, Zone.REMOVED, "409.1f", "is removed")
    elif cost.exile is not None:  # "Exile a blue card from your hand / a creature card from your graveyard"
        flt, n = cost.exile
        zone = flt.zone or Zone.IN_PLAY
        if "single graveyard" in flt.extra:  # "two creature cards from a single graveyard" (Night Soil)
            cands = _single_graveyard_pool(game, player, act, flt, n, source, what, span)
        elif zone == Zone.IN_PLAY:
            cands = [o for o in game.in_play if game.controller_of(o) == player and matches(game, flt, o, player, source)]
        else:
            cands = [o for o in game.zones[(player, zone)] if o != source
                     and matches(game, flt, o, player, source, zone_check=False)]
            if "top" in flt.extra:  # "the top creature card of your graveyard": the topmost that fit
                cands = cands[:n]
        for o in _pick_for_cost(game, player, act, CostClause.EXILE, cands, n, what, zone=zone, flt=flt, source=source):
            moved = events.move(game, o, Zone.REMOVED, "409.1f", "is removed")
            paid.setdefault("cost exiled", []).extend(() if moved is None else (moved,))
    if cost.put_counters is not None:  # "Put a -0/-1 counter on ~" (Wall of Roots), "on a creature you control"
        kind, n, flt = cost.put_counters
        if flt is None:
            if not game.exists(source) or game.objects[source].zone != Zone.IN_PLAY:
                raise illegal_play(game, span, f"the source of {what} is not in play to put a counter on", "409.1f")
            on = [source]
        else:
            cands = [o for o in game.in_play if game.controller_of(o) == player and matches(game, flt, o, player, source)]
            on = _pick_for_cost(game, player, act, None, cands, 1, what, flt=flt, verb="put a counter on", source=source)
        for o in on:
            events.add_counters(game, o, kind, n, "409.1f")
    if cost.remove_counters_other is not None:  # "Remove a +1/+1 counter from a creature you control"
        kind, n, flt = cost.remove_counters_other
        cands = [o for o in game.in_play if game.controller_of(o) == player and game.objects[o].counters.get(kind, 0) >= n
                 and matches(game, flt, o, player, source)]
        for o in _pick_for_cost(game, player, act, None, cands, 1, what, flt=flt, verb=f"remove {kind} counters from", source=source):
            events.remove_counters(game, o, kind, n, "409.1f", f" to pay the cost of {what}", by=player)
    if cost.remove_counters:
        kind, n = cost.remove_counters
        if isinstance(n, ir.VarX):  # "Remove X storage counters": X as announced (409.1b)
            n = getattr(act, "x", None)
            if n is None:
                if not isinstance(act, _SpanOnly):
                    raise game.error(span, f"the number of {kind} counters to remove for {what} must be announced: "
                                           f"write `with X = N` (409.1b)")
                # a line naming the mana (`taps … for {R}{R}`) has no `with` clause: the form that announces X named
                # (audit 15045: Dwarven Hold's hint pointed at a clause the tap line can't take)
                label = game.objects[source].label if game.exists(source) else None
                name = f"@{label}" if label else game.objects[source].card.name if game.exists(source) else "it"
                # (its number too where the source has other activated abilities — Saprazzan Cove's "{T}: Put a
                # storage counter", audit 15550 — else the line named would be refused as ambiguous)
                acts = [a for a in game.chars(source).abilities if isinstance(a, ir.ActivatedAbility)] \
                    if game.exists(source) else []
                at = next((i for i, a in enumerate(acts) if a.cost is not None and a.cost.remove_counters
                           and isinstance(a.cost.remove_counters[1], ir.VarX)), None)
                pick = f" ability {at + 1}" if len(acts) > 1 and at is not None else ""
                raise game.error(span, f"the number of {kind} counters to remove for {what} must be announced, and a "
                                       f"line naming the mana (`taps … for`) can't announce it: write `{player} activates "
                                       f"{name}{pick} with X = N` (409.1b)")
        o = game.objects[source]
        if o.counters.get(kind, 0) < n:
            # the counters it has said (Osai Vultures with 1 carrion counter; audit 6359)
            raise illegal_play(game, span, f"{o.display()} doesn't have {phrasebook.counters_phrase(n, kind)} to remove: it has "
                                           f"{o.counters.get(kind, 0)}", "409.1f")
        events.remove_counters(game, source, kind, n, "409.1f", f" to pay the cost of {what}", by=player)
    if self_last and any(isinstance(sac.what, ir.This) for sac in cost.sacrifice):
        events.sacrifice(game, [source], "409.1f")
    return sacrificed


def _discard_and_another(game: Game, player: str, act, cost: ir.Cost, what: str, source: Optional[int]) -> list[int]:
    """"Discard an Island card and another card" (Foil): ``discard_count`` cards of the cost's description and
    ``discard_another`` more of any kind (one of the description too), from the payer's hand, discarded together
    (409.1f: paid in full or not at all) — the cards the play line names (``discarding @i, @c``), enough of them
    fitting the description, else the player's choice: the described cards first, then the others."""
    n, more = cost.discard_count or 1, cost.discard_another
    span = getattr(act, "span", None)
    hand = [o for o in game.zones[(player, Zone.HAND)] if o != source]
    fits = [o for o in hand if matches(game, cost.discard, o, player, source, zone_check=False)]
    described = phrasebook.counted_phrase(n, cost.discard, you=player)
    others = "another card" if more == 1 else f"{more} other cards"
    if _cost_choice(act, CostClause.DISCARD) is not None or len(hand) < n + more:
        picked = _pick_for_cost(game, player, act, CostClause.DISCARD, hand, n + more, what, source=source)
        fitting = [o for o in picked if o in fits]
        if len(fitting) < n:
            named = ", ".join(game.describe(o) for o in picked)
            raise illegal_play(game, span, f"{named} can't pay for {what}: its cost is to discard {described} and "
                                           f"{others}, and {'none' if not fitting else 'only ' + str(len(fitting))} of "
                                           f"the cards named {'is' if n == 1 else 'are'} "
                                           f"{with_article(phrasebook.filter_phrase(cost.discard, you=player)) if n == 1 else phrasebook.filter_plural(cost.discard)}",
                               "409.1f")
        first = fitting[:n]
        game.tracer.step(f"{player} discards {', '.join(game.describe(o) for o in first)} ({described}) and "
                         f"{', '.join(game.describe(o) for o in picked if o not in first)} ({others}) to pay for {what}",
                         "409.1f", kind="cost")
        return first + [o for o in picked if o not in first]
    first = _pick_for_cost(game, player, act, CostClause.DISCARD, fits, n, what, flt=cost.discard, source=source)
    rest = [o for o in hand if o not in first]
    return first + _pick_for_cost(game, player, act, CostClause.DISCARD, rest, more, what, source=source)


def _pick_any_number(game: Game, player: str, act, cands: list[int], what: str, flt: ir.Filter) -> list[int]:
    """A cost's "any number of creatures you control" (Sword of the Ages): the ones the play line names
    (``sacrificing @x, @y``), else the player's choice of any number of ``cands``, none included (409.1f)."""
    plural = phrasebook.filter_plural(replace(flt, controller=None))
    if _cost_choice(act, CostClause.SACRIFICE) is not None:
        return _pick_for_cost(game, player, act, CostClause.SACRIFICE, cands,
                              len(_cost_choice(act, CostClause.SACRIFICE).objects), what, flt=flt)
    picked = [] if not cands else [int(o) for o in choose(
        game, player, f"any number of his or her {plural} to sacrifice to pay for {what} (none included)",
        [Option(game.describe(o), o, lambda v, o=o: names_match(v, {game.objects[o].name} | (
            {'@' + game.objects[o].label} if game.objects[o].label else set()))) for o in cands],
        (0, len(cands)), rule="409.1f", forced_ok=False)]
    if not picked:
        game.tracer.step(f"{player} sacrifices no {plural} to pay for {what}: any number is none too"
                         + ("" if cands else f" ({player} controls none)"), "409.1f", kind="activate")
    return picked


def _split_named(game: Game, player: str, act, cost: ir.Cost, what: str) -> Optional[list]:
    """"Sacrifice a creature and a Swamp" (Viscerid Drone): the permanents the scenario names
    (``sacrificing @bears, @swamp``) shared out among the cost's sacrifices, each taking, in the
    order named, those that fit its description (409.1f). None: nothing named."""
    cc = _cost_choice(act, CostClause.SACRIFICE)
    if cc is None:
        return None
    refs = [(r, resolve_ref(game, r, zone=Zone.IN_PLAY, player=player)) for r in cc.objects]
    used: set[int] = set()
    out = []
    for sac in cost.sacrifice:
        mine = []
        if not isinstance(sac.what, ir.This):
            n = sac.count if isinstance(sac.count, int) else len(refs)
            for r, oid in refs:
                if oid not in used and len(mine) < n and matches(game, sac.what, oid, player, zone_check=False):
                    mine.append(r)
                    used.add(oid)
        if not isinstance(sac.what, ir.This) and not mine and refs:
            raise illegal_play(game, cc.span or getattr(act, "span", None),
                               f"the cost of {what} is also to sacrifice {with_article(phrasebook.filter_phrase(sac.what))}, and none named fits",
                               "409.1f")
        out.append(_Named(getattr(act, "span", None), getattr(act, "x", None), CostChoice(CostClause.SACRIFICE, tuple(mine), cc.span)))
    left = [r for r, oid in refs if oid not in used]
    if left:  # one that fits none of them is refused by the first it was meant for
        first = next(i for i, s in enumerate(cost.sacrifice) if not isinstance(s.what, ir.This))
        out[first] = _Named(getattr(act, "span", None), getattr(act, "x", None),
                            CostChoice(CostClause.SACRIFICE, out[first].costs[0].objects + tuple(left), cc.span))
    return out


class _Named:
    """A scenario's play reduced to one of its named costs (what one sacrifice of several is paid with)."""

    def __init__(self, span, x, choice: CostChoice) -> None:
        self.span = span
        self.x = x
        self.costs = (choice,)


def activation_forbidden(game: Game, player: str, oid: int, tap: bool = False, own_turn_asked: bool = False
                         ) -> Optional[str]:
    """A static "can't play activated abilities" effect that stops ``player`` playing an
    activated ability of ``oid`` (Cursed Totem: "Players can't play activated abilities of
    creatures"; mana abilities included), or one from a resolved spell (Interdict: "That
    permanent's activated abilities can't be activated this turn"). Returns its words, or None.
    ``own_turn_asked``: the caller asked :func:`not_own_turn` in this state already, and it found
    nothing (refuse_forbidden), so it isn't asked again."""
    for r in game.turns.turn_rules:
        if isinstance(r.rule, ir.AbilitiesLocked) and r.obj == oid and r.turn == game.turns.turn:
            return r.text
    if tap:  # an ability with {T} in its cost (Serra Bestiary, Katabatic Winds: 103.2)
        for sid, rule, ctx in static_rules(game, ir.CantPlayTapAbilities):
            if oid in refer(ctx, rule.what):
                text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                             and rule in ab.effects), "")
                return (f"{game.describe(sid)}: {text}" if text else game.describe(sid)) + " — this ability has {T} in its cost"
    for sid, rule, ctx in static_rules(game, ir.CantPlayActivatedAbilities):
        who = [p for p in refer(ctx, rule.what) if isinstance(p, str)] if rule.what is not None else [player]
        if player not in who:
            continue
        if rule.filter is not None and not matches(game, rule.filter, oid, ctx.controller, sid):
            continue
        text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                     and rule in ab.effects), "")
        return f"{game.describe(sid)}: {text}" if text else game.describe(sid)
    # City of Solitude (103.1): also where a play is only asked about
    return None if own_turn_asked else not_own_turn(game, player)


def refuse_forbidden_spell(game: Game, player: str, oid: int, span) -> None:
    """A static "can't play [kind] spells" effect (Aether Storm: "Creature spells can't be
    cast") refuses the play (103.2: a card that says something can't happen)."""
    for sid, rule, ctx in static_rules(game, ir.CantPlaySpells):
        who = [p for p in refer(ctx, rule.what) if isinstance(p, str)] if rule.what is not None else [player]
        if player in who and (rule.filter is None or matches(game, rule.filter, oid, ctx.controller, sid,
                                                             zone_check=False)):
            text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                         and rule in ab.effects), "")
            same = same_name_said(game, rule.filter, oid, sid)  # Cornered Market: the permanent with that name
            raise illegal_play(game, span, f"{player} can't play {game.describe(oid)} ({game.describe(sid)}: {text}"
                                           f"{' — ' + same if same else ''})", "103.2", *(("202.3",) if same else ()))
        if player in who and rule.filter is not None and ir.SAME_NAME_AS_NONTOKEN_PERMANENT in rule.filter.extra:
            # Cornered Market: why it doesn't stop this spell (103.2; 202.3 the same name, 216.2 not a token)
            game.tracer.step(f"{game.describe(sid)} doesn't stop {player} playing {game.describe(oid)}: no nontoken "
                             f"permanent has its name", "103.2", "202.3", kind="cast")
        if player in who and rule.filter is not None and ir.WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY in rule.filter.extra:
            # Null Chamber (added, session 46, c1): why it doesn't stop this spell (103.2; 202.3 the same name)
            game.tracer.step(f"{game.describe(sid)} doesn't stop {player} playing {game.describe(oid)}: its name isn't "
                             f"one of {chosen_names_said(game, sid) or 'the names chosen as it came into play'}",
                             "103.2", "202.3", kind="cast")
    for r in game.turns.turn_rules:
        # Abeyance (added, session 48, h3): "Until end of turn, target player can't cast instant or sorcery
        # spells" — from a resolved spell, this turn (103.2)
        if r.player != player or not isinstance(r.rule, ir.CantPlaySpells) or r.turn != game.turns.turn:
            continue
        rule = r.rule
        if rule.filter is None or matches(game, rule.filter, oid, player, r.source, zone_check=False):
            raise illegal_play(game, span, f"{player} can't play {game.describe(oid)}: {r.text}", "103.2")
        game.tracer.step(f"{player} may play {game.describe(oid)}: it isn't {with_article(phrasebook.filter_phrase(replace(rule.filter, zone=Zone.IN_PLAY)))} "
                         f"spell ({r.text})", "103.2", kind="cast")
    why = not_own_turn(game, player, trace=oid)
    if why:
        raise illegal_play(game, span, f"{player} can't play {game.describe(oid)} ({why})", "103.1", "408.1d")
    combat_lockout.refuse(game, player, oid, span, ability=False)  # Hand to Hand (103.2)


def refuse_forbidden(game: Game, player: str, oid: int, span, tap: bool = False, mana: bool = False) -> None:
    """Refuse ``player``'s playing an activated ability of ``oid`` (``tap``: {T} in its cost;
    ``mana``: a mana ability) that an effect forbids (103.1, 103.2)."""
    own = not_own_turn(game, player, trace=oid, ability="mana ability" if mana else "ability")  # City of Solitude (103.1 over 408.1d)
    if own:
        raise illegal_play(game, span, f"{player} can't play {possessive(game.describe(oid))} ability ({own})", "103.1", "408.1d")
    combat_lockout.refuse(game, player, oid, span, ability=True, mana=mana)  # Hand to Hand (103.2)
    _refuse_non_mana_ability(game, player, oid, span, mana)  # Abeyance (103.2)
    # (not_own_turn found nothing above, and what came between changed nothing: not asked again)
    why = activation_forbidden(game, player, oid, tap, own_turn_asked=True)
    if why:
        raise illegal_play(game, span, f"{player} can't play {possessive(game.describe(oid))} ability ({why}); "
                                   f"a card that says something can't happen takes precedence", "103.2")


def _refuse_non_mana_ability(game: Game, player: str, oid: int, span, mana: bool) -> None:
    """"[Player] can't activate abilities that aren't mana abilities" (ir.CantPlayNonManaAbilities:
    Abeyance's, until end of turn, from a resolved spell; or a static ability's): ``player``'s playing
    an activated ability of ``oid`` that isn't a mana ability is refused (103.2 over 408.1d); a mana
    ability (406.1a) is said allowed — but not where the rule's ``mana_abilities`` says mana abilities too (Abeyance
    as printed: "abilities requiring an activation cost", every activated ability, 403.1, 406.1a)."""
    found = [(r.text, r.rule.mana_abilities) for r in game.turns.turn_rules
             if r.player == player and isinstance(r.rule, ir.CantPlayNonManaAbilities)
             and r.turn == game.turns.turn]
    for sid, rule, ctx in static_rules(game, ir.CantPlayNonManaAbilities):
        who = [p for p in refer(ctx, rule.what) if isinstance(p, str)] if rule.what is not None else [player]
        if player in who:
            text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                         and rule in ab.effects), "").rstrip(".")
            found.append((f"{game.describe(sid)}: {text}" if text else game.describe(sid), rule.mana_abilities))
    for said, mana_too in found:
        if not mana and mana_too:
            raise illegal_play(game, span, f"{player} can't play {possessive(game.describe(oid))} ability, an ability requiring an "
                                           f"activation cost ({said})", "103.2", "403.1")
        if not mana:
            raise illegal_play(game, span, f"{player} can't play {possessive(game.describe(oid))} ability, which isn't a mana "
                                           f"ability ({said})", "103.2", "406.1a")
        if mana_too:
            raise illegal_play(game, span, f"{player} can't play {possessive(game.describe(oid))} mana ability: a mana ability is "
                                           f"an ability requiring an activation cost too ({said})", "103.2", "403.1",
                               "406.1a")
        game.tracer.step(f"{player} may play {possessive(game.describe(oid))} ability: it is a mana ability ({said})", "103.2",
                         "406.1a", kind="cast")


#: The limits of a mana ability that allow it only when its player could play a spell of that
#: type — whenever he or she has priority (glossary "Instant"; 408.1d) — and so never in the
#: middle of a payment, the other time 411.2 allows a mana ability (403.3): Lion's Eye Diamond's
#: "Activate this ability only any time you could cast an instant."
WITH_PRIORITY_ONLY = {ir.RestrictionKind.AS_AN_INSTANT: "an instant", ir.RestrictionKind.AS_A_SORCERY: "a sorcery"}


def activate_mana_ability(game: Game, player: str, oid: int, ab: ir.ActivatedAbility, choice: Optional[str],
                          span, during: str = "411.1", x: Optional[int] = None, paying: Sequence[int] = (),
                          act: Any = None) -> None:
    """411.1: announce, pay the cost; it resolves immediately without using the stack (408.2e).
    ``during``: "409.1f" when it is played in the middle of a payment (411.2);
    ``x``: the X its cost names, announced (a storage land's "Remove X storage counters");
    ``paying``: the mana sources the scenario names for its mana cost (``paying with @p1``); ``act``:
    the scenario's line playing it, whose named costs (``sacrificing @x``) are paid as named."""
    refuse_forbidden(game, player, oid, span, ab.cost.tap, mana=True)
    new_land_mana.refuse(game, player, oid, ab, span)  # "can't be tapped for mana the turn it comes into play" (103.2)
    obj = game.objects[oid]
    only = next((WITH_PRIORITY_ONLY[r.kind] for r in ab.restrictions if r.kind in WITH_PRIORITY_ONLY), None)
    if only is not None and during == "409.1f":
        raise illegal_play(game, span, f"{possessive(obj.display())} mana ability may be played only any time {player} could "
                                       f"play {only}, whenever {player} has priority: not in the middle of a "
                                       f"payment, when 411.2 would otherwise allow a mana ability",
                           "403.3", "411.2")
    if during == "409.1f" and ab.restrictions:
        # played in the middle of a payment (411.2), its card's limits hold all the same (403.3):
        # Wall of Roots named to pay twice in a turn (a line of its own is checked by casting)
        acts = [a for a in (game.derived.chars.get(oid) or game.chars(oid)).abilities if isinstance(a, ir.ActivatedAbility)]
        if ab in acts:
            check_restrictions(game, player, oid, acts.index(ab), ab, span, x)
    # a basic land's intrinsic mana ability is 214.9e's; a nonbasic land with a basic land type (Badlands, a Swamp
    # Mountain) has that type's mana ability by glossary "Nonbasic Land" — 214.9e speaks of basic lands only
    nonbasic = ab.intrinsic and not is_basic(obj, game.chars(oid))
    rules = ("411.1", "408.2e") + (("214.9e",) if ab.intrinsic and not nonbasic else ())
    why = (": a nonbasic land that is a basic land type has that type's mana ability (glossary \"Nonbasic Land\")"
           if nonbasic else "")
    # (one played to pay another's cost has its own waiting triggered mana abilities)
    # (its name as the trace says it, read once before its costs are paid and once after; the words
    # naming its ability, "Forest's mana ability", made once from each reading — the same words the
    # costs' steps and the payment say, made five times a play before: eightieth session,
    # tests/engine/test_calls80_warm.py)
    shown = obj.display()
    what = f"{possessive(shown)} mana ability"
    with game.triggers.own_mana_triggers(), game.tracer.nest(f"{player} plays {what} ({ab.text or ab.cost}){why}", *rules, kind="mana"):
        paid: dict[str, list[int]] = {}
        with game.triggers.playing_mana_ability((oid, ab, choice)):  # what "the same color" refers to (Mana Flare)
            # (Brutal Suppression's added "Sacrifice a land": a mana ability is an activated ability, 406.1a, 409.1f)
            full, added = with_added_costs(game, player, oid, ab.cost, what, span, say_none=False)
            if act is not None:
                refuse_unused_cost_clauses(game, act, what, full, source=oid)
            sacrificed = pay_other_costs(game, player, full, oid, act if act is not None else _SpanOnly(span, x),
                                         what, for_mana=True, paid=paid)[added:]
        now = obj.display()
        if now != shown:
            what = f"{possessive(now)} mana ability"
        cost = changed_cost(game, oid, parse_cost(ab.cost.mana), what)
        if paying and not cost.total():
            raise game.error(span, f"{what} costs no mana: there is nothing for 'paying with' "
                                   f"{', '.join(game.describe(o) for o in paying)} to pay (rule 409.1f)")
        pay_mana(game, player, cost, list(paying), what, span,
                 purpose=mana_limits.Purpose(False, tuple(game.chars(oid).types)))
        # played, as any activated ability is ("If this ability has been activated four or more
        # times this turn", Initiates of the Ebon Hand: it counts itself, this time included)
        acts = [a for a in (game.derived.chars.get(oid) or game.chars(oid)).abilities if isinstance(a, ir.ActivatedAbility)]
        if ab in acts:
            events.record_played(game, oid, played_key(ab, acts.index(ab)))
            game.this_turn.record_activation(oid, acts.index(ab), cost.total())
        events.ability_played(game, player, oid, ab)
        ctx = Ctx(game=game, controller=player, source=oid, source_name=obj.display(), targets=[], span=span,
                  mana_choice=choice, x=x, tapped_for_mana=ab.cost.tap, mana_ability=("411.1", "411.3"))
        # what its cost sacrificed, discarded, removed or tapped ("the sacrificed artifact's
        # converted mana cost": Priest of Yawgmoth), as the ability resolves at once (411.1)
        ctx.results.update({k: list(v) for k, v in paid.items()}, **({"cost sacrificed": sacrificed} if sacrificed else {}))
        run_effects(ctx, ab.effects)
        if game.triggers.mana_waiting:  # what its cost's {T} triggered: just after it (411.3)
            with game.triggers.playing_mana_ability((oid, ab, choice)):
                events.resolve_mana_triggers(game)


def _pool_first_said(game: Game, player: str, cost: ManaCost, what: str, rule: str = "409.1f") -> None:
    """A mana cost — a spell's (Shock with {R} floating and a Mountain untapped), an ability's, a mana ability's own
    (Koskun Keep's "{1}, {T}: Add {R}"), or one an instruction offers (``rule`` 413.2e) — that the mana already in the
    pool pays while untapped mana sources could pay it instead: how it is paid and why, said — the player pays the cost
    (409.1f) and may play mana abilities to pay it (411.2) but need not; no `paying with` naming sources, the pool pays
    first. Nothing is said where no source could pay it: there was no choice."""
    if any(_short(game, player, cost)):
        return  # (the pool can't pay it all: the payment's own steps say what else pays)
    # (the sources that could pay it themselves, with the pool left alone: a Swamp can't pay Agent of Stromgald's {R})
    others = mana_source_abilities(game, player)
    opts_of = [[o for _, opts in _ways_of_source(game, oid, abs_) for o in opts] for oid, abs_ in others]
    fit = _fits(opts_of, dict(cost.colored), cost.generic) if others else None
    if fit is None:
        return  # (no other way to pay: no choice to say)
    payer = next(oid for (oid, _), made in zip(others, fit) if made)
    game.tracer.step(f"Default payment: the mana in {possessive(player)} mana pool ({game.player(player).pool_text()}) pays "
                     f"{cost} for {what}, the line naming no source to tap for it, though {game.describe(payer)} could pay it "
                     f"('paying with' names the sources)", rule, "411.2", kind="mana")


class _SpanOnly:
    def __init__(self, span, x: Optional[int] = None) -> None:
        self.span = span
        self.costs = ()
        self.x = x


def _short(game: Game, player: str, cost: ManaCost) -> tuple[dict[str, int], int]:
    """What the pool can't cover: coloured needs and generic needs."""
    pool = dict(game.player(player).pool)
    need_c = {}
    for c, n in cost.colored.items():
        have = pool.get(c, 0)
        use = min(have, n)
        pool[c] = have - use
        if n - use:
            need_c[c] = n - use
    spare = sum(pool.values())
    return need_c, max(0, cost.generic - spare)


def mana_sources(game: Game, player: str) -> list[tuple[int, ir.ActivatedAbility]]:
    """Untapped permanents ``player`` controls with a mana ability whose only cost is {T}, each with
    the first such ability (:func:`mana_source_abilities` gives them all)."""
    return [(oid, abs_[0]) for oid, abs_ in mana_source_abilities(game, player)]


def mana_source_abilities(game: Game, player: str, costly: bool = False) -> list[tuple[int, list[ir.ActivatedAbility]]]:
    """Untapped permanents ``player`` controls with a mana ability whose only cost is {T}, each with
    every such ability, in its text's order: Karplusan Forest's "{T}: Add one colorless mana" and
    "{T}: Add {R} or {G} … deals 1 damage to you" — a cost paid by default is paid with the one
    that makes the mana owed (409.1f, 411.2; audit 7975). ``costly``: with the abilities whose cost
    is {T} and a cost of the source's own that asks no choice too (:func:`_own_cost_only`: Svyelunite
    Temple's "{T}, Sacrifice Svyelunite Temple: Add {U}{U}", Peat Bog's "{T}, Remove a depletion
    counter …"), which the explored payment plans with."""
    out = []
    aside = game.in_flight.set_aside  # (an attacker owing its own tapping: 308.2)
    for o in game.in_play_objects():
        if game.controller_of(o.id) != player or o.tapped or o.id in aside:
            continue
        ch = game.chars(o)
        abs_ = []
        for ab in ch.abilities:
            if isinstance(ab, ir.ActivatedAbility) and ab.is_mana_ability and ab.cost.tap and not ab.restrictions and (
                    not ab.cost.mana and not ab.cost.sacrifice and not ab.cost.life
                    or costly and _own_cost_only(ab.cost, o)):
                if "creature" in ch.types and o.sick and not ch.has_keyword("haste") and not unaffected_by_sickness(game, o.id):
                    break  # 409.3
                if activation_forbidden(game, player, o.id, tap=True):
                    break  # Cursed Totem (103.2)
                if new_land_mana.forbids(game, o.id, ab):
                    continue  # Mishra's Factory as printed, the turn it came into play (103.2)
                if added_costs(game, o.id, trace=False):
                    break  # Brutal Suppression: its cost is {T} and a land now, a choice of the player's (409.1f)
                abs_.append(ab)
        if abs_:
            out.append((o.id, abs_))
    return out


def _own_cost_only(cost: ir.Cost, obj) -> bool:
    """Whether ``cost`` is {T} and, besides, only a sacrifice of the source itself or a fixed number of
    counters removed from it that it has (Crystal Vein's "{T}, Sacrifice Crystal Vein", Peat Bog's "{T},
    Remove a depletion counter from Peat Bog"): paid with no choice of the player's (409.1f), so a way of
    paying the explored payment may take. A cost of mana, life, another permanent, or X counters isn't."""
    if cost.sacrifice and not all(isinstance(s.what, ir.This) and s.count == 1 for s in cost.sacrifice):
        return False
    if cost.remove_counters is not None:
        kind, n = cost.remove_counters
        if not isinstance(n, int) or obj.counters.get(kind, 0) < n:
            return False
    return replace(cost, sacrifice=(), remove_counters=None) == ir.Cost(tap=True)


def forbidden_mana_sources(game: Game, player: str) -> list[tuple[int, str]]:
    """Untapped permanents ``player`` controls with a {T} mana ability a static ability forbids him or her
    to play now, each with its words: Bob's Forest in Alice's turn under City of Solitude ("Players can play
    spells and play abilities only during their own turns", 103.1) — not among :func:`mana_source_abilities`,
    and named where a payment they can't make is said (audit 7975)."""
    out = []
    for o in game.in_play_objects():
        if game.controller_of(o.id) != player or o.tapped:
            continue
        if any(isinstance(ab, ir.ActivatedAbility) and ab.is_mana_ability and ab.cost.tap and not ab.cost.mana
               for ab in game.chars(o).abilities):
            why = activation_forbidden(game, player, o.id, tap=True)
            if why:
                out.append((o.id, why))
    return out


def _source_options(game: Game, oid: int, abs_: list[ir.ActivatedAbility]) -> list[tuple[ir.ActivatedAbility, dict[str, int]]]:
    """What each of a source's {T} mana abilities ``abs_`` can add, each option with its ability."""
    return [(ab, opt) for ab in abs_ for opt in _produces(ab, game, oid)]


def _produces(ab: ir.ActivatedAbility, game: Optional[Game] = None, oid: Optional[int] = None) -> list[dict[str, int]]:
    """The mana ``ab`` can add, each option; of ``oid``'s {T} ability, as a replacement of a
    land's mana would make it now (Contamination, 419.1: :mod:`judge.engine.mana_instead`)."""
    out = []
    for eff in ab.effects:
        revealable = _revealable(ab, eff, game, oid)
        if revealable:  # Metalworker: {2} for each card revealed this way — each number its player may reveal
            made = parse_mana(eff.options[0])
            out += [{k: v * n for k, v in made.items()} for n in range(1, revealable + 1)]
            continue
        n = _planned_count(ab, eff, game, oid) if isinstance(eff, ir.AddMana) else None
        if n:
            opts = eff.options
            if eff.could_produce is not None:  # Reflecting Pool: what its lands could produce (glossary "Could")
                from judge.engine import could_produce

                opts = could_produce.options(Ctx(game=game, controller=game.controller_of(oid), source=oid,
                                                 source_name=game.describe(oid), targets=[]), eff) \
                    if game is not None and oid is not None else ()
            for opt in opts:
                made = parse_mana(opt)
                out.append(made if n == 1 else {k: v * n for k, v in made.items()})
    if game is not None and oid is not None and ab.cost.tap and out:
        out = mana_instead.planned(game, oid, game.controller_of(oid), out)
    return out


def _revealable(ab: ir.ActivatedAbility, eff: Any, game: Optional[Game], oid: Optional[int]) -> int:
    """How many cards its player could reveal now where ``eff`` adds one mana option "for each card revealed this
    way" by ``ab``'s own "Reveal any number of … cards in your hand" and ``ab`` costs {T} alone (Metalworker: {2}
    for each artifact card revealed): the cards of the hand that fit — a payment may play it for {2} times any
    number of them up to that, the player's choice of how many (413.2c), told the ability as the mana it is
    played for (its reveal then shows that many). 0 where the ability is no such one."""
    if game is None or oid is None or not isinstance(eff, ir.AddMana) or ab.cost != ir.Cost(tap=True) \
            or not isinstance(eff.count, ir.CountOf) or "revealed this way" not in eff.count.filter.extra \
            or len(eff.options) != 1 or eff.combination or eff.same:
        return 0
    reveals = [e for e in ab.effects if isinstance(e, ir.RevealFromHand) and isinstance(e.who, ir.You)]
    if len(reveals) != 1 or any(not isinstance(e, (ir.AddMana, ir.RevealFromHand)) for e in ab.effects):
        return 0
    player = game.controller_of(oid)
    return sum(1 for o in game.zones[(player, Zone.HAND)]
               if matches(game, reveals[0].filter, o, player, oid, None, zone_check=False))


def _planned_count(ab: ir.ActivatedAbility, eff: ir.AddMana, game: Optional[Game], oid: Optional[int]) -> Optional[int]:
    """How many times ``eff`` adds its mana, as a payment plans with it: its number ("three mana of any one
    color", Lotus Vale), or what its "for each" counts now when the ability's cost is {T} alone and it does
    nothing but add mana (Gaea's Cradle's creatures, 406.1a); None where it isn't known before the ability
    is played (the counters its cost removes, the cards it reveals, a mix of colours) or is none."""
    if eff.combination or eff.same:
        return None
    if isinstance(eff.count, int):
        return eff.count if eff.count > 0 else None
    if game is None or oid is None or ab.cost != ir.Cost(tap=True) \
            or not all(isinstance(e, ir.AddMana) for e in ab.effects):
        return None
    n = amount(Ctx(game=game, controller=game.controller_of(oid), source=oid, source_name=game.describe(oid),
                   targets=[]), eff.count)
    return n if n > 0 else None


def unpayable_words(game: Game, player: str, cost: ManaCost) -> str:
    """Why ``player`` can't pay ``cost`` now, the facts named, for the step of an option that can't be
    chosen (413.2c): the mana in the pool and what the untapped mana sources could add (413.2e: mana
    abilities may be played as part of the payment) — none, each tapped one named — with the glossary's
    rule ("Pay": a player can't pay a nonzero mana cost greater than he or she has). Disruptive Student's
    "unless its controller pays {1}": "Bob's mana pool holds nothing and Bob controls no untapped mana
    source (Mountain @m1 is tapped)"."""
    pool = game.player(player).pool_text() or "nothing"
    sources = [game.describe(o) for o, _ab in mana_sources(game, player)]
    if sources:
        held = f"with it {possessive(player)} untapped mana sources ({', '.join(sources)}) can't make all of {cost}"
    else:
        tapped = [game.describe(o.id) for o in game.in_play_objects()
                  if game.controller_of(o.id) == player and o.tapped and any(
                      isinstance(ab, ir.ActivatedAbility) and ab.is_mana_ability for ab in game.chars(o).abilities)]
        held = f"{player} controls no untapped mana source" + (
            f" ({' and '.join(tapped) if len(tapped) < 3 else ', '.join(tapped[:-1]) + ', and ' + tapped[-1]} "
            f"{'is' if len(tapped) == 1 else 'are'} tapped)" if tapped else "")
    return f"{possessive(player)} mana pool holds {pool}, and {held} (glossary \"Pay\": a player can't pay a nonzero mana " \
           f"cost greater than he or she has)"


def can_pay(game: Game, player: str, cost: ManaCost, purpose: Optional[mana_limits.Purpose] = None) -> bool:
    """Whether ``player`` could pay ``cost`` from the pool and untapped mana sources (413.2c:
    an option that can't be carried out can't be chosen). ``purpose``: what the payment is for
    (mana that may pay only some things, judge.engine.mana_limits, counts only for those); mana
    the player may spend as though it were another colour (Sunglasses of Urza, judge.engine.mana_as_though)
    pays those symbols too."""
    if not game.mana.tracked or cost.total() == 0:
        return True
    if _can_pay(game, player, cost, purpose):
        return True
    return any(_can_pay(game, player, c, purpose) for _, c in mana_as_though.ways(game, player, cost)[1:])


def _can_pay(game: Game, player: str, cost: ManaCost, purpose: Optional[mana_limits.Purpose] = None) -> bool:
    """:func:`can_pay` with each symbol paid with mana of its own colour."""
    pool = dict(game.player(player).pool)
    for (who, kind, limit), n in game.mana.limits.items():
        if who == player and not mana_limits.allows(limit, purpose):
            pool[kind] = pool.get(kind, 0) - n
    for oid, abs_ in mana_source_abilities(game, player):
        opts = [opt for _ab, opt in _source_options(game, oid, abs_)]
        if not opts:
            continue
        # a source producing one of several colours counts for whichever is needed most
        best = max(opts, key=lambda o: sum(o.values()))
        need = {c: n - pool.get(c, 0) for c, n in cost.colored.items() if n > pool.get(c, 0)}
        for o in opts:
            if any(c in need for c in o):
                best = o
                break
        for k, v in best.items():
            pool[k] = pool.get(k, 0) + v
    for c, n in cost.colored.items():
        if pool.get(c, 0) < n:
            return False
        pool[c] -= n
    return sum(pool.values()) >= cost.generic


def pay_mana(game: Game, player: str, cost: ManaCost, paying: Sequence[int], what: str, span=None,
             purpose: Optional[mana_limits.Purpose] = None, cost_from: str = "", rule: str = "409.1f") -> None:
    """Pay a mana cost in full (409.1f): named sources' mana abilities first (411.2), else
    the documented default; then take the mana from the pool. Partial payment is illegal.
    ``purpose``: what the payment is for — a spell or an activated ability: mana in the pool
    that may pay only some things pays only those (glossary "Mana", judge.engine.mana_limits).
    ``cost_from``: where a changed cost came from ("its mana cost {1}{G} and {1} more (High
    Seas)"), said if it can't be paid. ``rule``: what the payment step cites — "413.2e" for mana an
    instruction gives a player the option to pay as a spell or ability resolves (an "unless" cost,
    Power Sink; 413.2e: "he or she may play mana abilities as part of the action"), 409.1f for a cost
    of playing one."""
    if cost.total() == 0:
        return
    if not game.mana.tracked:
        game.tracer.step(f"{player} pays {cost} for {what} (mana is not tracked in this scenario)", rule, kind="mana")
        return
    held = mana_limits.withhold(game, player, purpose, what)
    try:
        _pay_mana(game, player, cost, paying, what, span, purpose, held, cost_from, rule)
    finally:
        mana_limits.give_back(game, player, held)


def _pay_mana(game: Game, player: str, cost: ManaCost, paying: Sequence[int], what: str, span,
              purpose: Optional[mana_limits.Purpose], held: list, cost_from: str = "", rule: str = "409.1f") -> None:
    made_by: dict[int, dict[str, int]] = {}  # (what each source the line names made: said if the rest can't be paid)
    for oid in paying:
        ch = game.chars(oid)
        abs_ = [a for a in ch.abilities if isinstance(a, ir.ActivatedAbility) and a.is_mana_ability]
        if not abs_:
            raise game.error(span, f"{game.describe(oid)} has no mana ability to pay with (406.1a)")
        need_c, _ = _short(game, player, cost)
        # the mana ability, and the mana, that pays a coloured part still owed (a dual land's
        # two intrinsic abilities, 214.9e; "one mana of any color"), else the first
        ab, choice = abs_[0], None
        opts = None
        for cand in abs_:
            made = _produces(cand, game, oid)  # (asked once of each: nothing changes meanwhile)
            hit = next((o for o in made if any(k in need_c for k in o)), None)
            if hit is not None:
                ab, choice, opts = cand, (mana_text(hit) if len(made) > 1 else None), made
                break
        if opts is None:
            opts = _produces(ab, game, oid)
        if len(opts) > 1 and choice is None:
            choice = mana_text(opts[0])
        before = dict(game.player(player).pool)
        activate_mana_ability(game, player, oid, ab, choice, span, during="409.1f")
        made_by[oid] = {k: n - before.get(k, 0) for k, n in game.player(player).pool.items() if n > before.get(k, 0)}
    if game.mana.tracked:  # Sunglasses of Urza: which symbols white mana pays as though it were red (409.1f)
        cost = mana_as_though.settle(
            game, player, cost, what, (lambda c: not any(_short(game, player, c))) if paying
            else (lambda c: _can_pay(game, player, c, purpose)), bool(paying))
    if not paying:
        _pool_first_said(game, player, cost, what, rule)
    need_c, need_g = _short(game, player, cost)
    seen: list = []  # (the ways of paying _explored_payment found, for the default's words)
    if (need_c or need_g) and not paying and _explored_payment(game, player, need_c, need_g, what, span, seen):
        need_c, need_g = _short(game, player, cost)
    if (need_c or need_g) and not paying and not _can_pay(game, player, cost, purpose) \
            and _default_ways(game, player, need_c, need_g, what, span):
        need_c, need_g = _short(game, player, cost)
    if (need_c or need_g) and not paying:
        why = _default_why(game, player, seen)
        used: set[int] = set()
        each = mana_source_abilities(game, player)
        sources = [(oid, abs_[0]) for oid, abs_ in each]
        # coloured needs first (with whichever of a source's {T} mana abilities makes the colour owed:
        # Karplusan Forest's second), then generic (its first), sources in listing order
        for oid, abs_ in each:
            need_c, need_g = _short(game, player, cost)
            if not need_c:
                break
            for ab, opt in _source_options(game, oid, abs_):
                if any(k in need_c for k in opt):
                    game.tracer.step(f"Default payment: {game.describe(oid)} is tapped for mana ({why})", "411.2", kind="mana")
                    activate_mana_ability(game, player, oid, ab, _mana_choice(ab, opt, _produces(ab, game, oid)), span,
                                          during="409.1f")
                    used.add(oid)
                    break
        for oid, ab in sources:
            need_c, need_g = _short(game, player, cost)
            if need_c or not need_g:
                break
            if oid in used or game.objects[oid].tapped:
                continue
            made = _produces(ab, game, oid)
            opt = made[0] if made else None
            if opt:
                game.tracer.step(f"Default payment: {game.describe(oid)} is tapped for mana ({why})", "411.2", kind="mana")
                activate_mana_ability(game, player, oid, ab, _mana_choice(ab, opt, made), span, during="409.1f")
    held += mana_limits.withhold(game, player, purpose, what)  # (limited mana a named source just added)
    need_c, need_g = _short(game, player, cost)
    if need_c or need_g:
        p = game.player(player)
        replaced = mana_instead.replaced_lands(game, player)  # (Ritual of Subdual, 419.1)
        limited = "; ".join(f"{mana_text({kind: n})} more may be spent {mana_limits.limit_words(limit)}"
                            for (_, kind, limit), n in held)  # (Mishra's Workshop: glossary "Mana")
        # with `paying with`, only the sources the line names pay (Infernal Darkness's Forest beside
        # untapped Llanowar Elves: audit 8076), not "no further untapped mana sources"
        further = (f"the line pays with {', '.join(game.describe(o) for o in paying)} only ('paying with'), "
                   f"{_named_sources_made(game, player, paying, made_by) or 'which can'}'t pay the rest" if paying
                   else "no further untapped mana sources can pay")
        if paying:  # (the lines' sources alone pay: other lands' replaced mana isn't why)
            replaced = ""
        raise game.error(span, f"{player} can't pay {cost} for {what}"
                               f"{' (' + cost_from + ')' if cost_from else ''}: the mana pool holds "
                               f"{p.pool_text() or 'nothing'}"
                               f"{' (and ' + limited + ': not on this)' if limited else ''} and {further}"
                               f"{' (' + replaced + ')' if replaced else ''} "
                               f"(409.1f: partial payments aren't allowed; the play is reversed, 422.1)")
    # take it from the pool
    p = game.player(player)
    pool = dict(p.pool)
    for c, n in cost.colored.items():
        pool[c] -= n
    # (with `paying with`, the mana the named sources made pays the generic part first, after the coloured part
    # took what it needs: the line says which sources pay, 409.1f — not mana already floating; audit 15853)
    named: dict[str, int] = {}
    for made in made_by.values():
        for k, n in made.items():
            named[k] = named.get(k, 0) + n
    for c, n in cost.colored.items():
        if c in named:
            named[c] = max(0, named[c] - n)
    generic = _generic_from_pool(game, player, {k: v for k, v in pool.items() if v}, cost, what,
                                 named={k: min(n, pool.get(k, 0)) for k, n in named.items() if n and pool.get(k, 0)})
    for c, n in generic.items():
        pool[c] -= n
    if game.mana.limits:  # the limited mana that may pay this goes first
        mana_limits.spend(game, player, {k: v - pool.get(k, 0) for k, v in p.pool.items()})
    game.mana.set_pool(player, pool)
    game.tracer.step(f"{player} pays {cost} for {what} (pool now {p.pool_text() or 'empty'})", rule, kind="mana")


def _named_sources_made(game: Game, player: str, paying: Sequence[int], made_by: dict[int, dict[str, int]]) -> str:
    """What the sources a `paying with` line names made as they paid, and why where a replacement
    made it (Infernal Darkness's Forest: "which made {B} (its mana replaced: Infernal Darkness @id:
    If a land is tapped for mana, …; rule 419.1): that can", before "'t pay the rest"), for a
    refused payment's message (audit 8076); "" where none made any."""
    parts = []
    for o in paying:
        made = made_by.get(o)
        if not made:
            continue
        insteads = mana_instead.effects_on(game, o, player)
        why = f" (its mana replaced: {mana_instead.named(insteads)}; rule 419.1)" if insteads else ""
        parts.append(f"{game.describe(o) + ' ' if len(paying) > 1 else ''}made {mana_text(made)}{why}")
    return f"which {'; '.join(parts)}: that can" if parts else ""


#: The most sets of mana sources a payment left open may have before the default is used
#: (counted with math.comb before any is built).
PAYMENT_SETS = 4096


def _assign(colors: list[list[str]], need_c: dict[str, int]) -> Optional[list[str]]:
    """One mana for each source (``colors[i]``: what source i can make) such that the
    coloured needs are met (the rest pays the generic part), or None.

    The first answer of a depth-first search (each mana owed, coloured needs in colour order,
    given to the first free source that can make it and still leaves the rest payable), found
    without searching: a source is taken when a matching of the mana still owed to the sources
    still free exists (augmenting paths, polynomial). The plain search backtracked through
    every ordering when nothing pays: nine Swamps asked for ten black mana tried ~2,000,000
    (forty-second session, docs/performance.md)."""
    want = [c for c, n in sorted(need_c.items()) for _ in range(n)]
    n = len(colors)
    free = [True] * n

    def payable(first: int) -> bool:
        """Whether each of ``want[first:]`` has a free source of its own that can make it."""
        held: dict[int, int] = {}  # source -> the mana owed it makes

        def place(w: int, seen: set[int]) -> bool:
            for i in range(n):
                if free[i] and i not in seen and want[w] in colors[i]:
                    seen.add(i)
                    if i not in held or place(held[i], seen):
                        held[i] = w
                        return True
            return False

        return all(place(w, set()) for w in range(first, len(want)))

    if not payable(0):
        return None
    out: list[Optional[str]] = [None] * n
    for k, color in enumerate(want):
        for i in range(n):
            if free[i] and color in colors[i]:
                free[i] = False
                if payable(k + 1):
                    out[i] = color
                    break
                free[i] = True
    return [c if c is not None else colors[i][0] for i, c in enumerate(out)]


def _ways_of_source(game: Game, oid: int, abs_: list[ir.ActivatedAbility]) -> list[tuple[list[ir.ActivatedAbility], list[dict[str, int]]]]:
    """The ways ``oid``'s mana abilities ``abs_`` pay, each with its abilities and the mana each of its
    options adds (one mana, or several: Sol Ring's two colorless, Svyelunite Temple's {U}{U} for
    sacrificing it): abilities alike but for the mana they add — the same cost, the same other
    effects — are one way making any of their mana, as one "{T}: Add {R} or {G}" is (Taiga's
    Mountain and Forest abilities, glossary "Nonbasic Land"; printed Lava Tubes' "{T}: Add {B} … Put a depletion counter on
    Lava Tubes" and "{T}: Add {R} …", its Oracle "{T}: Add {B} or {R}. Put a depletion counter …":
    which of them pays a generic mana leads to the same game), and an ability that does something
    else, or costs something else, is a way of its own (Karplusan Forest's "{T}: Add one colorless mana" and "{T}: Add {R} or
    {G}. Karplusan Forest deals 1 damage to you"; Svyelunite Temple's "{T}: Add {U}" and "{T}, Sacrifice
    Svyelunite Temple: Add {U}{U}")."""
    out: list[tuple[list[ir.ActivatedAbility], list[dict[str, int]]]] = []
    alike: list[tuple[ir.Cost, list]] = []  # (each way's cost and effects besides its mana)
    for ab in abs_:
        made = _produces(ab, game, oid)
        if not made:
            continue
        key = (ab.cost, [e for e in ab.effects if not isinstance(e, ir.AddMana)])
        if key in alike:
            abs_of, opts = out[alike.index(key)]
            abs_of.append(ab)
            opts.extend(o for o in made if o not in opts)
            continue
        alike.append(key)
        out.append(([ab], list(made)))
    return out


def _one_mana(opts: list[dict[str, int]]) -> bool:
    """Whether each of a way's options adds one mana."""
    return all(sum(o.values()) == 1 for o in opts)


def _fits(opts_of: list[list[dict[str, int]]], need_c: dict[str, int], need_g: int) -> Optional[list[dict[str, int]]]:
    """The mana each of the ways ``opts_of`` adds (one of its options each) so that together they pay
    ``need_c`` and ``need_g`` (mana left over stays in the pool), or None. The mana of the ways adding
    several goes first to the coloured mana owed (which never costs a payment one); the ways adding one
    mana each pay the rest, each colour found by :func:`_assign`; of the several ways' options, the first
    in their order that lets the set pay."""
    several = [i for i, opts in enumerate(opts_of) if not _one_mana(opts)]
    singles = [i for i, opts in enumerate(opts_of) if _one_mana(opts)]
    colors = [[next(iter(o)) for o in opts_of[i]] for i in singles]
    for pick in product(*(opts_of[i] for i in several)):
        total: dict[str, int] = {}
        for o in pick:
            for c, n in o.items():
                total[c] = total.get(c, 0) + n
        used = {c: min(n, total.get(c, 0)) for c, n in need_c.items()}
        left_c = {c: n - used[c] for c, n in need_c.items() if n > used[c]}
        left_g = max(0, need_g - (sum(total.values()) - sum(used.values())))
        if len(singles) < sum(left_c.values()) + left_g:
            continue
        got = _assign(colors, left_c)
        if got is None:
            continue
        out: list[Optional[dict[str, int]]] = [None] * len(opts_of)
        for i, o in zip(several, pick):
            out[i] = o
        for i, c in zip(singles, got):
            out[i] = {c: 1}
        return out  # type: ignore[return-value]
    return None


def _ways_count(counts: list[int], k: int) -> int:
    """How many ways there are to pick ``k`` of the sources and one of each picked source's
    ``counts[i]`` mana abilities (the k-th elementary symmetric sum of ``counts``), counted
    before any is built."""
    e = [1] + [0] * k
    for c in counts:
        for j in range(k, 0, -1):
            e[j] += e[j - 1] * c
    return e[k]


class _Ways:
    """The ways of paying mana still owed with the untapped sources (:func:`_payment_ways`)."""

    def __init__(self, sources, units, where, k, need_c, need_g, sels: list[tuple[int, ...]]) -> None:
        self.sources = sources  # [(oid, [(abilities, options)])]: each source with its ways
        self.units = units  # [(source index, way index)]
        self.where = where  # unit -> its index
        self.k = k  # the mana owed
        self.need_c, self.need_g = need_c, need_g
        # (each unit's options, whether each adds one mana, and then its colours: most sources' case, the old
        # one, found with _assign alone as before)
        self.unit_opts = [sources[i][1][j][1] for i, j in units]
        self.one = [_one_mana(o) for o in self.unit_opts]
        self.colors = [[next(iter(o)) for o in opts] if one else [] for opts, one in zip(self.unit_opts, self.one)]
        # (a unit the default's listing order plans with as it always did: {T} and no mana, sacrifice or life,
        # adding its mana once — not Gaea's Cradle's {G} for each creature, nor Lotus Petal sacrificed)
        self.plain = [all(not a.cost.mana and not a.cost.sacrifice and not a.cost.life
                          and all(e.count == 1 for e in a.effects if isinstance(e, ir.AddMana))
                          for a in sources[i][1][j][0]) for i, j in units]
        #: each selection of ``sels`` that pays, with the mana each of its units adds
        self.payable = [(sel, fit) for sel in sels if (fit := self.pays(sel)) is not None]

    def pays(self, sel: Sequence[int]) -> Optional[list[dict[str, int]]]:
        """The mana each of ``sel``'s units adds to pay, when ``sel`` pays and each of its units is
        needed (a source tapped for nothing isn't a way of paying); else None."""
        one = self.one
        if all(one[u] for u in sel):  # (one mana each: as many as the mana owed, coloured by _assign)
            if len(sel) != self.k:
                return None
            got = _assign([self.colors[u] for u in sel], self.need_c)
            return None if got is None else [{c: 1} for c in got]
        opts = [self.unit_opts[u] for u in sel]
        fit = _fits(opts, self.need_c, self.need_g)
        if fit is None:
            return None
        if any(
                _fits(opts[:n] + opts[n + 1:], self.need_c, self.need_g) is not None for n in range(len(sel))):
            return None
        return fit

    def left_over(self, fit: list[dict[str, int]]) -> int:
        return sum(sum(o.values()) for o in fit) - self.k


def _payment_ways(game: Game, player: str, need_c: dict[str, int], need_g: int) -> Optional[_Ways]:
    """Every way of paying ``need_c`` and ``need_g`` with ``player``'s untapped mana sources (409.1f,
    411.2): each set of sources, each source with one of its ways (:func:`_ways_of_source`), that pays and
    needs each of them, twins collapsed (two untapped basic Forests are one choice), sources in listing
    order and each source's abilities in its text's order; a set of sources adding one mana each has as
    many as the mana owed, and with a source adding several, fewer, the mana left over floating. None
    when nothing is owed or there are more than :data:`PAYMENT_SETS` sets to look at (counted before
    any is built)."""
    sources = []
    for oid, abs_ in mana_source_abilities(game, player, costly=True):
        each = _ways_of_source(game, oid, abs_)
        if each:
            sources.append((oid, each))
    k = sum(need_c.values()) + need_g
    counts = [len(a) for _, a in sources]
    if all(_one_mana(opts) for _, ways in sources for _abs, opts in ways):
        if not 0 < k <= len(sources) or _ways_count(counts, k) > PAYMENT_SETS:
            return None
        sizes: Sequence[int] = (k,)
    else:
        sizes = range(1, min(k, len(sources)) + 1)
        if k <= 0 or sum(_ways_count(counts, n) for n in sizes) > PAYMENT_SETS:
            return None
    # (a unit: a source and one of its ways; twins with the same way are one choice)
    units = [(i, j) for i, (_, abs_) in enumerate(sources) for j in range(len(abs_))]
    keys = [(interchangeable_key(game, sources[i][0]), j) for i, j in units]
    where = {u: n for n, u in enumerate(units)}
    if len(units) == len(sources):  # (each source one way: a unit is its source, a selection a combination of them)
        return _Ways(sources, units, where, k, need_c, need_g, distinct_combinations(keys, sizes))
    sels = [tuple(where[(i, j)] for i, j in zip(sel, js)) for n in sizes for sel in combinations(range(len(sources)), n)
            for js in product(*(range(len(sources[i][1])) for i in sel))]
    return _Ways(sources, units, where, k, need_c, need_g, distinct_selections(sels, keys))


def _ways_label(game: Game, ways: _Ways, u: int) -> str:
    """A unit as a way of paying is named: the source, and which of its ways when it has several."""
    i, j = ways.units[u]
    oid, abs_ = ways.sources[i]
    if len(abs_) == 1:
        return game.describe(oid)
    return f"{game.describe(oid)} with {_ability_words(abs_, j)}"


def _left_over_words(player: str, n: int) -> str:
    return (f"; {n} mana left over stays in {possessive(player)} mana pool, to be spent in this phase or lost "
            f"at its end, {player} losing 1 life for each (mana burn)" if n > 0 else "")


def _explored_payment(game: Game, player: str, need_c: dict[str, int], need_g: int, what: str, span,
                      seen: Optional[list] = None) -> bool:
    """Which mana sources pay a cost the scenario leaves open (no ``paying``), and with which of
    each source's mana abilities, when the decider explores and the choice matters (409.1f,
    411.2: the player plays the mana abilities he or she chooses — any of a source's, Karplusan
    Forest's "{T}: Add one colorless mana" or its "{T}: Add {R} or {G}. Karplusan Forest deals 1
    damage to you", Sol Ring's two colorless for a {1}, the second left in the pool, 300.4, or
    Svyelunite Temple's "{T}, Sacrifice Svyelunite Temple: Add {U}{U}"): every way of
    :func:`_payment_ways` is an outcome; False when there is no choice (then the default pays). ``seen``: the ways
    found are added to it."""
    decider = game.decider
    if decider is None:
        return False
    ways = _payment_ways(game, player, need_c, need_g)
    if seen is not None:
        seen.append(ways)
    if ways is not None and len(ways.payable) == 1 and not all(ways.plain[u] for u in ways.payable[0][0]):
        # the only way, with a source the listing order's default never planned with (Gaea's Cradle's count, a
        # source sacrificed): no choice, and that order might tap a source the way doesn't need (Llanowar Elves
        # listed before the Cradle)
        return _default_ways(game, player, need_c, need_g, what, span, ways)
    if ways is None or len(ways.payable) < 2:
        return False
    sources, units, where, k = ways.sources, ways.units, ways.where, ways.k
    payable = ways.payable

    words = f"which mana sources pay for {what}"
    labels = tuple(", ".join(_ways_label(game, ways, u) for u in sel) for sel, _ in payable)
    said = _said_sources(game, player, words, sources)
    if said is not None:  # "Alice chooses @f3": a choice line names the sources
        index, line, picked, ways_named = said
        chosen, fit, others = (), None, 0
        # (each named source with the way the line names, else the first of its ways that lets them pay)
        for js in product(*((ways_named[i],) if i in ways_named else range(len(sources[i][1])) for i in sorted(picked))):
            sel = tuple(where[(i, j)] for i, j in zip(sorted(picked), js))
            fits = ways.pays(sel)
            if fits is not None and fit is None:
                chosen, fit = sel, fits
            elif fits is not None:
                others += 1  # (another of the named sources' abilities could pay: the line doesn't say which)
        if fit is None:
            raise game.error(line.span, f"{', '.join(game.describe(sources[i][0]) for i in sorted(picked))} can't pay "
                                        f"exactly for {what} (409.1f; {k} mana is owed)")
        decider.consumed.add(index)
        at = line.span.line if line.span else "?"
        # (411.2: which of a source's mana abilities is played is the player's choice too; a line names sources only)
        unsaid = (f"; the line names the source{'s' if len(picked) > 1 else ''}, not which of "
                  f"{'their' if len(picked) > 1 else 'its'} mana abilities: the first in "
                  f"{'their' if len(picked) > 1 else 'its'} text that can pay is played — leave the line "
                  f"out for each way to be an outcome explored" if others else "")
        extra = ways.left_over(fit)
        game.tracer.step(f"{player} pays for {what} with {', '.join(_ways_label(game, ways, u) for u in chosen)} (line {at} "
                         f"says so{unsaid}){_left_over_words(player, extra)}", "409.1f", "411.2",
                         *(("300.4",) if extra else ()), kind="choice")
    else:
        if not getattr(decider, "explores", False):
            return False
        aliases = tuple(option_aliases(game, sources[units[sel[0]][0]][0]) if len(sel) == 1 else () for sel, _ in payable)
        sel = decider.take(Choice(player, ChoiceKind.PAY, words, labels, rule="409.1f", aliases=aliases),
                           [(i,) for i in range(len(payable))])
        if sel is None:
            return False
        chosen, fit = payable[sel[0]]
        several = any(len(sources[units[u][0]][1]) > 1 for u in chosen)
        extra = ways.left_over(fit)
        game.tracer.step(f"{player} pays for {what} with {labels[sel[0]]} (one of the outcomes explored: each set of "
                         f"mana sources that can pay{', each source with each of its mana abilities,' if several else ''} "
                         f"is one){_left_over_words(player, extra)}", "409.1f", "411.2", *(("300.4",) if extra else ()),
                         kind="choice")
    _play_ways(game, player, ways, chosen, fit, span)
    return True


def _default_why(game: Game, player: str, seen: list) -> str:
    """Why the default payment taps what it does, as is true (h74-5: Malachite Talisman's {3} with Alice's three
    untapped Forests read as if the engine chose): the only way there is — identical sources one choice, the first in
    listing order tapped (which makes no difference) — else the convention, untapped sources in listing order."""
    ways = seen[0] if seen else None
    if ways is None or len(ways.payable) != 1:
        return "untapped sources in listing order"
    used = {ways.sources[ways.units[u][0]][0] for u in ways.payable[0][0]}
    keys = {interchangeable_key(game, oid) for oid in used}
    why = f"no choice: the only way {possessive(player)} untapped mana sources can pay"
    if any(oid not in used and interchangeable_key(game, oid) in keys for oid, _ in ways.sources):
        why += ", identical ones being one choice: the first in listing order is tapped"
    return why


def _play_ways(game: Game, player: str, ways: _Ways, chosen: Sequence[int], fit: list[dict[str, int]], span) -> None:
    """Each chosen unit's mana ability played for the mana it pays with (of a way's abilities, the first
    that makes it). A source whose mana is counted now (Gaea's Cradle's creatures) is played first: another's
    cost (Basal Thrull sacrificed) may change what it counts."""
    counted = [any(isinstance(e, ir.AddMana) and not isinstance(e.count, int) for a in
                   ways.sources[ways.units[u][0]][1][ways.units[u][1]][0] for e in a.effects) for u in chosen]
    for n in sorted(range(len(chosen)), key=lambda n: not counted[n]):
        u, made = chosen[n], fit[n]
        i, j = ways.units[u]
        oid = ways.sources[i][0]
        abs_ = ways.sources[i][1][j][0]
        ab = next((a for a in abs_ if made in _produces(a, game, oid)), abs_[0])  # (what it makes, else its first)
        opts = _produces(ab, game, oid)
        activate_mana_ability(game, player, oid, ab, _mana_choice(ab, made, opts) if len(opts) > 1 else None, span,
                              during="409.1f")


def _mana_choice(ab: ir.ActivatedAbility, made: dict[str, int], opts: list[dict[str, int]]) -> Optional[str]:
    """The mana a payment plays ``ab`` for, as the ability is told it: none where it adds one thing a number of
    times it counts (Gaea's Cradle's {G} for each creature: no choice to make)."""
    if len(opts) == 1 and any(isinstance(e, ir.AddMana) and e.count != 1 for e in ab.effects) \
            and not any(isinstance(e, ir.RevealFromHand) for e in ab.effects):  # (Metalworker: how many it reveals)
        return None
    return mana_text(made)


def _default_ways(game: Game, player: str, need_c: dict[str, int], need_g: int, what: str, span,
                  ways: Optional[_Ways] = None) -> bool:
    """The default payment with a way of :func:`_payment_ways` — a source adding several mana (the rest
    left in the pool) or one whose ability costs it more than {T} (Crystal Vein sacrificed for {2}): the
    only way (``ways``, found already), or where the sources' {T} mana abilities alone can't pay, the first
    (sources in listing order); False where there is none."""
    only = ways is not None
    ways = ways if ways is not None else _payment_ways(game, player, need_c, need_g)
    if ways is None or not ways.payable:
        return False
    chosen, fit = ways.payable[0]
    extra = ways.left_over(fit)
    why = (f"the only way {possessive(player)} untapped mana sources can pay" if only else
           f"{possessive(player)} untapped sources' {{T}} mana abilities alone can't; of the ways that can, the first in "
           f"listing order")
    game.tracer.step(f"Default payment: {', '.join(_ways_label(game, ways, u) for u in chosen)} "
                     f"{'pays' if len(chosen) == 1 else 'pay'} for {what} ({why})"
                     f"{_left_over_words(player, extra)}", "411.2", *(("300.4",) if extra else ()), kind="mana")
    _play_ways(game, player, ways, chosen, fit, span)
    return True


def _ability_words(abs_: list[tuple[list[ir.ActivatedAbility], list[dict[str, int]]]], j: int) -> str:
    """Which of a source's mana abilities a way of paying plays, by the mana it adds ("its {R}
    or {G} ability", "its {U}{U} ability"), or by its place when another of them adds the same ("its second mana ability")."""
    made = [" or ".join(mana_text(o) for o in opts) for _ab, opts in abs_]
    if made.count(made[j]) == 1:
        return f"its {made[j]} ability"
    return f"its {_ORDINAL[j] if j < len(_ORDINAL) else str(j + 1) + 'th'} mana ability"

_ORDINAL = ("first", "second", "third", "fourth", "fifth", "sixth")


def _said_sources(game: Game, player: str, words: str, sources: list) -> Optional[tuple[int, Choose, set[int], dict[int, int]]]:
    """The next choice line, when it is ``player``'s and every value names one of the mana
    sources of ``sources`` (each with its ways, :func:`_ways_of_source`; a different one each): its
    index, the line, the sources' indices, and the way each source is named with where the value names
    one of its mana abilities too, as the outcome's label does (``Alice chooses "@t with its {U}{U}
    ability"``, ``"Svyelunite Temple @t with its {U}{U} ability"``: 411.2, which ability is played is the
    player's choice). A value naming a source with an ability it doesn't have is refused."""
    seen = game.decider.peek(ChoiceKey(player, ChoiceKind.PAY, "409.1f")) if hasattr(game.decider, "peek") else None
    if seen is None or not seen[1].values:
        return None
    named: set[int] = set()
    ways_named: dict[int, int] = {}
    for v in seen[1].values:
        said, ability = v, None
        text = v if isinstance(v, str) else v.name if isinstance(v, Ref) and not v.label else None  # (a quoted value)
        found = _with_ability().match(text.strip()) if text else None
        if found is not None:
            said, ability = found["source"].strip(), found["ability"].strip()
            label = next((w for w in said.split() if w.startswith("@")), None)
            said = label if label is not None else said
        hit = next((i for i, (oid, _ways) in enumerate(sources) if i not in named and names_match(
            said, {game.objects[oid].name} | ({"@" + game.objects[oid].label} if game.objects[oid].label else set()))), None)
        if hit is None:
            return None
        if ability is not None:
            oid, ways = sources[hit]
            each = [_ability_words(ways, j) for j in range(len(ways))]
            j = next((j for j, w in enumerate(each) if w.lower() == ability.lower()), None)
            if j is None:
                raise game.error(seen[1].span, f"the line names \"{ability}\" of {game.describe(oid)}, which has no such "
                                               f"mana ability to choose ({words}): its ways to pay are "
                                               f"{' and '.join(each)} (411.2)")
            ways_named[hit] = j
        named.add(hit)
    return seen[0], seen[1], named, ways_named


#: A choice line's value naming a mana source and one of its mana abilities, as an outcome's label does:
#: "Svyelunite Temple @t with its {U}{U} ability", "@kf with its {1} ability", "@x with its second mana ability".
@functools.cache
def _with_ability() -> "re.Pattern[str]":
    """Compiled when first used: a process that never reads one doesn't compile it; docs/performance.md."""
    return re.compile(r"^(?P<source>.+?) with (?P<ability>its .+ ability)$", re.IGNORECASE)


def _default_generic(pool: dict[str, int], g: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in ("C",) + tuple(k for k in MANA_ORDER if k != "C"):
        use = min(pool.get(c, 0), g)
        if use:
            out[c] = use
            g -= use
    return out


#: The ways to pay a generic cost from the pool a trace or an error lists by name (the rest
#: are counted: a pool of {5}{R}{R}{G}{G} paying {5} has dozens).
_WAYS_SHOWN = 24


def _as_mana(v) -> Optional[dict[str, int]]:
    w = str(v).strip().lower()
    if w in _COLOR_WORDS:
        return {_COLOR_WORDS[w]: 1}
    if w.startswith("{"):
        try:
            return parse_mana(w)
        except JudgeError:
            return None
    return None


def _generic_from_pool(game: Game, player: str, pool: dict[str, int], cost: ManaCost, what: str,
                       named: Optional[dict[str, int]] = None) -> dict[str, int]:
    """409.1f: which mana in the pool pays the generic part of a cost is the player's
    choice. A choice line naming the mana (``Alice chooses red`` or ``Alice chooses "{R}{G}"``)
    right after the action settles it; otherwise the mana the line's `paying with` sources made
    (``named``) pays first — the line chose them to pay — and the documented default (colourless
    first, then W U B R G) the rest; the trace says so whenever another way to pay existed."""
    g = cost.generic
    if g <= 0:
        return {}
    ways, options = generic_ways(pool, g, _WAYS_SHOWN)
    default = _default_generic(pool, g)
    if named and not any(n > named.get(k, 0) for k, n in pool.items()):
        named = None  # (all the pool's mana is theirs: the default order among it, as ever)
    if named:
        first = _default_generic(named, min(g, sum(named.values())))
        rest = {k: v - first.get(k, 0) for k, v in pool.items() if v - first.get(k, 0)}
        then = _default_generic(rest, g - sum(first.values()))
        default = dict(first)
        for k, n in then.items():
            default[k] = default.get(k, 0) + n
    if ways <= 1:
        return default
    decider = game.decider
    act = None
    if decider is not None:
        i = decider.cursor + 1
        while i < len(decider.actions) and i in decider.consumed:
            i += 1
        nxt = decider.actions[i] if i < len(decider.actions) else None
        if isinstance(nxt, Choose) and nxt.player == player and nxt.values \
                and all(_as_mana(v) is not None for v in nxt.values):
            act = decider.answer(ChoiceKey(player, ChoiceKind.PAY, "409.1f"), (Choose,))
    labels = [mana_text(o) for o in options]
    more = f" and {ways - len(options):,} other ways" if ways > len(options) else ""  # (never listed one by one)
    if act is not None:
        want: dict[str, int] = {}
        for v in act.values:
            for k, n in (_as_mana(v) or {}).items():
                want[k] = want.get(k, 0) + n
        if not takes_from(pool, want, g):
            span = act.span
            loc = f"{game.path}:{span.line}:{span.column}" if span else game.path
            raise JudgeError(f"{loc}: {mana_text(want) or 'that'} can't pay the generic part ({{{g}}}) of {cost} for "
                             f"{what} from {possessive(player)} mana pool {mana_text(pool)}; it can be paid with "
                             f"{', '.join(labels)}{more} (rule 409.1f)")
        game.tracer.step(f"{player} chooses to pay the generic part of {cost} for {what} with {mana_text(want)} "
                         f"from the mana pool", "409.1f", kind="choice")
        return want
    if named:
        others = ", ".join(x for x in labels if x != mana_text(default))
        also = f"; the pool could also pay it with {others}{more}" if others else ""
        rest_words = (f", then {mana_text(then)} already in the pool (colorless first, then W U B R G)" if then else
                      f", before mana already in {possessive(player)} mana pool")
        game.tracer.step(f"{mana_text(first)} made by the sources the line names ('paying with') pays the generic part "
                         f"of {cost} for {what}{rest_words}{also}", "409.1f", kind="mana")
        return default
    game.tracer.step(f"Default payment: {mana_text(default)} from {possessive(player)} mana pool pays the generic part of {cost} "
                     f"for {what} (colorless first, then W U B R G; the pool could also pay it with "
                     f"{', '.join(x for x in labels if x != mana_text(default))}{more})", "409.1f", kind="mana")
    return default


def _already_tapped(game: Game, player: str, cost: ir.Cost, source: Optional[int], act, what: str,
                    untapped: Sequence[int] = ()) -> None:
    """A cost that taps an untapped permanent the player controls (Krovikan Plague's "Tap enchanted
    creature:") with the one it names tapped already: refused, naming it, and quoting the card's
    own "only if … is untapped" where it says so (409.1f). A cost tapping several ("Tap two untapped
    creatures you control", Tradewind Rider) names the ones still untapped, and says the source was
    tapped by the same cost's own {T} rather than "already tapped" (audit 7167)."""
    flt = cost.tap_other
    loose = replace(flt, status=tuple(s for s in flt.status if s != "untapped"))
    tapped = [o for o in game.in_play if game.objects[o].tapped and game.controller_of(o) == player
              and matches(game, loose, o, player, source)]
    if not tapped:
        return
    text = next((getattr(ab, "text", "") or "" for ab in game.abilities_of(game.objects[source]).abilities
                 if getattr(ab, "cost", None) == cost), "") if source is not None and game.exists(source) else ""
    own = re.search(r"(?:Play|Activate) this ability only if [^.]*untapped\.", text)
    n = cost.tap_other_count if isinstance(cost.tap_other_count, int) else 1
    by_own = [o for o in tapped if cost.tap and o == source]
    before = [o for o in tapped if o not in by_own]
    if n > 1 or by_own:
        said = [f"{game.describe(by_own[0])} is tapped by the same cost's {{T}}"] if by_own else []
        if before:
            said.append(f"{', '.join(game.describe(o) for o in before)} {'is' if len(before) == 1 else 'are'} "
                        f"already tapped")
        left = f" ({', '.join(game.describe(o) for o in untapped)})" if untapped else ""
        count = f"only {len(untapped)} {'is' if len(untapped) == 1 else 'are'}" if untapped else "none is"
        reason = (f"{count} untapped{left} — "
                  f"{', '.join(said)}; a cost taps only an untapped permanent")
    else:
        reason = (f"{', '.join(game.describe(o) for o in before)} {'is' if len(before) == 1 else 'are'} already "
                  f"tapped, and a cost taps only an untapped permanent")
    reason += _named_not_theirs(game, player, act, flt, source)
    raise illegal_play(game, getattr(act, "span", None),
                       f"{player} can't tap {phrasebook.counted_phrase(n, flt, yours=True, you=player)} as the cost of {what} "
                       f"requires: {reason}" + (f" (the card says so: \"{own.group(0)}\")" if own else ""), "409.1f")


def _named_not_theirs(game: Game, player: str, act, flt: ir.Filter, source: Optional[int],
                      clause: CostClause = CostClause.TAP) -> str:
    """Words for a tap or return cost's refusal where the play line names another player's permanent
    of the kind ("tapping @b1, @bb" for Tradewind Rider's "Tap two untapped creatures you control", Bob's
    Grizzly Bears @bb; "returning @bi" for Daze's "return an Island you control", Bob's Island): it is
    that player's, not one the paying player controls — the card's "you control", and a cost is paid
    only with the player's own resources (409.1f; glossary "Cost")."""
    line = _cost_choice(act, clause)
    if line is None or flt.controller is not ir.PlayerRelation.YOU:
        return ""
    anyone = replace(flt, controller=None, status=tuple(s for s in flt.status if s != "untapped"))
    theirs = []
    for r in line.objects:
        try:
            oid = resolve_ref(game, r, zone=Zone.IN_PLAY, player=player)
        except JudgeError:
            continue
        if isinstance(oid, int) and game.exists(oid) and game.objects[oid].zone == Zone.IN_PLAY \
                and game.controller_of(oid) != player and matches(game, anyone, oid, player, source) and oid not in theirs:
            theirs.append(oid)
    return "".join(f"; {game.describe(o)} is {possessive(game.controller_of(o))}, not "
                   f"{with_article(phrasebook.filter_phrase(replace(flt, status=()), you=player))}" for o in theirs)


def _named_not_fitting(game: Game, player: str, act, clause: CostClause, flt: ir.Filter, zone: Optional[Zone],
                       source: Optional[int]) -> tuple[str, tuple[str, ...]]:
    """Words for a refused cost taking a card from the hand where none fits and the play line names
    one that doesn't ("exiling @s" for Scars of the Veteran's "remove a white card in your hand from
    the game", Shock @s: it is not a white card, it is red — audit 8076), as a named card that doesn't
    fit is refused where others do (409.1f); and the rules its words cite beside 409.1f (409.1a for
    the spell being played named: it is on the stack, audit 8379)."""
    line = _cost_choice(act, clause)
    if line is None:
        return "", ()
    said = []
    cited: tuple[str, ...] = ()
    for r in line.objects:
        try:
            oid = resolve_ref(game, r, zone=zone or Zone.HAND, player=player)
        except JudgeError:
            continue
        if isinstance(oid, int) and game.exists(oid) and game.objects[oid].zone is Zone.STACK and (zone or Zone.HAND) is Zone.HAND:
            # Contagion naming itself (audit 8379): the spell played is on the stack before its costs are paid
            mine = oid == source  # (another spell on the stack is simply not in the hand)
            said.append(f"{game.describe(oid)} is on the stack, not in {possessive(player)} hand"
                        + (": the spell played is moved there before its costs are paid (409.1a)" if mine else ""))
            cited = ("409.1a",) if mine else cited
            continue
        if isinstance(oid, int) and game.exists(oid) and not matches(game, flt, oid, player, zone_check=False):
            why, _ = what_it_is(game, flt, oid, fits=False, source=source)
            colors = game.chars(game.objects[oid]).colors
            if not why and flt.colors and not set(flt.colors) & set(colors):  # (what the card is instead)
                why = f"it is {' and '.join(colors)}" if colors else "it is colorless"
            said.append(f"{game.describe(oid)} is not {with_article(phrasebook.filter_phrase(flt, you=player))}"
                        + (f" ({why})" if why else ""))
    return ("; " + "; ".join(said) if said else ""), cited


def _verb(clause: Optional[CostClause], what: str = "", verb: str = "") -> str:
    """A cost's verb in the era's words: "remove 1 card from the game", not "exile" (the later word);
    ``verb`` for a cost no play-line clause names ("put a counter on")."""
    if clause is CostClause.EXILE:
        return f"remove {what} from the game" if what else "remove from the game"
    verb = verb or (clause.value if clause is not None else "")
    return f"{verb} {what}" if what else verb


#: The cost clauses whose cards come from the player's hand (a discard; a removal from the game
#: unless the cost says from where); the others take permanents in play.
_FROM_HAND = (CostClause.DISCARD, CostClause.EXILE)


def _single_graveyard_cards(game: Game, player: str, flt: ir.Filter, source: Optional[int]) -> dict[str, list[int]]:
    """The cards of each player's graveyard that fit ``flt`` (turn order), for a cost taking
    cards "from a single graveyard" (Night Soil)."""
    return {p: [o for o in game.zones[(p, Zone.GRAVEYARD)] if o != source
                and matches(game, flt, o, player, source, zone_check=False)] for p in game.apnap()}


def _single_graveyard_pool(game: Game, player: str, act, flt: ir.Filter, n: int, source: Optional[int], what: str,
                           span) -> list[int]:
    """The cards a cost taking ``n`` cards "from a single graveyard" (Night Soil) may take: those
    of the one graveyard they all come from (409.1f). The play line's cards name it (all in one
    graveyard, or the play is illegal); else, of the graveyards holding enough, the player
    chooses one (one with enough is no choice; none leaves the cost unpayable)."""
    groups = _single_graveyard_cards(game, player, flt, source)
    cc = _cost_choice(act, CostClause.EXILE)
    if cc is not None:
        named = resolve_refs(game, cc.objects, zone=Zone.GRAVEYARD, player=player)
        owners = sorted({game.objects[o].owner for o in named if isinstance(o, int) and game.exists(o)
                         and game.objects[o].zone == Zone.GRAVEYARD})
        if len(owners) > 1:
            raise illegal_play(game, cc.span or span, f"the cards removed from the game for {what} must all come from a "
                                                      f"single graveyard; they are in {' and '.join(p + chr(39) + 's' for p in owners)}",
                               "409.1f")
        if owners:
            if len(named) > 1:
                game.tracer.step(f"{', '.join(game.describe(o) for o in named)} are all in {possessive(owners[0])} graveyard: a "
                                 f"single graveyard, as {what} requires", "409.1f", kind="cost")
            return groups.get(owners[0], [])
    owners = [p for p, cs in groups.items() if len(cs) >= n]
    if len(owners) <= 1:
        # none with enough: the fullest one's, too few to pay with (the cost can't be paid)
        return groups.get(owners[0], []) if owners else max(groups.values(), key=len, default=[])
    where = [Option(p, p, lambda v, p=p: names_match(v, {p})) for p in owners]
    (owner,) = choose(game, player, f"whose graveyard the cards removed from the game for {what} come from (a single one)",
                      where, (1, 1), rule="409.1f")
    return groups[owner]


def _pick_for_cost(game: Game, player: str, act, clause: Optional[CostClause], cands: list[int], n: int, what: str,
                   zone: Optional[Zone] = None, flt: Optional[ir.Filter] = None, at_random: bool = False,
                   verb: str = "", source: Optional[int] = None) -> list[int]:
    """The ``n`` of ``cands`` the cost takes: the ones the play line names (``sacrificing @x``,
    ``discarding @y``), else the player's choice — or, ``at_random`` ("Discard a card at random":
    Stormbind), no one's: every result is an outcome of its own, or the line states the result."""
    span = getattr(act, "span", None)
    if len(cands) < n:
        have = f"only {len(cands)} qualif{'ies' if len(cands) == 1 else 'y'}" if cands else "none qualifies"
        empty_hand = False
        also: tuple[str, ...] = ()  # rules the words below cite beside 409.1f
        if not cands and (zone == Zone.HAND or (zone is None and clause in _FROM_HAND)) and not game.zones[(player, Zone.HAND)]:
            have = f"{possessive(player)} hand is empty"  # no card to take at all (Flowstone Sculpture)
            empty_hand = True
        elif not cands and zone in (Zone.GRAVEYARD, Zone.LIBRARY) and not (flt is not None and "single graveyard" in flt.extra) \
                and not game.zones[(player, zone)]:
            have = f"{possessive(player)} {zone} is empty"  # no card there at all (Alms, audit 6864)
        elif not cands and flt is not None and clause is not None and (
                zone == Zone.IN_PLAY or zone is None and clause not in _FROM_HAND and flt.zone in (None, Zone.IN_PLAY)):
            # a permanent of the player's own the cost takes, none there: what is missing, in the cost's
            # terms (Soul Exchange: "Alice controls no creature to remove from the game")
            have = (f"{player} controls no {phrasebook.filter_phrase(replace(flt, controller=None), you=player)} to "
                    f"{_verb(clause, verb=verb)}")
        if not cands and clause is CostClause.SACRIFICE and flt is not None:
            # what fits is another player's (audit 6763: Betrothed of Fire on Bob's creature, "Sacrifice
            # enchanted creature"): say whose, and that only one's own permanents are sacrificed
            anyone = replace(flt, controller=None)  # ("you control" goes without saying in a cost)
            theirs = [o for o in game.in_play if game.controller_of(o) != player and matches(game, anyone, o, player, source)]
            line = _cost_choice(act, clause)
            labels = {r.label for r in line.objects if r.label} if line is not None else set()
            if line is not None and any(game.objects[o].label in labels for o in theirs):
                theirs = [o for o in theirs if game.objects[o].label in labels]  # the one the line names
            if theirs and line is None and "enchanted" not in flt.extra:
                # "Sacrifice a land" (Spitting Spider), none of the player's own, another's in play: what is
                # missing is said — not the other player's land, which no line offered (409.1f)
                have = (f"{player} controls no {phrasebook.filter_phrase(anyone)}, and a player sacrifices only permanents he "
                        f"or she controls: glossary \"Sacrifice\"")
            elif theirs:
                named = ', '.join(game.describe(o) for o in theirs) if len(theirs) <= 2 else f"{len(theirs)} that fit"
                have = (f"{named} {'is' if len(theirs) == 1 else 'are'} "
                        f"controlled by {' and '.join(sorted({game.controller_of(o) for o in theirs}))}, and a player "
                        f"sacrifices only permanents he or she controls: glossary \"Sacrifice\"")
        if clause in (CostClause.TAP, CostClause.RETURN) and flt is not None and flt.zone in (None, Zone.IN_PLAY):
            # another's permanent the line names (Tradewind Rider's creature, Daze's Island)
            have += _named_not_theirs(game, player, act, flt, source, clause)
        if not cands and flt is not None and clause in _FROM_HAND and not empty_hand \
                and ir.LAST_DRAWN_THIS_TURN not in flt.extra:  # (Jandor's Ring says its own why, below)
            named_words, also = _named_not_fitting(game, player, act, clause, flt, zone, source)
            have += named_words
        if flt is not None and ir.LAST_DRAWN_THIS_TURN in flt.extra and not cands:
            # Jandor's Ring: why none is the last card drawn — none drawn, or that card gone from the hand (217.8)
            drawn = game.this_turn.drawn_by(player)
            have += (f": {player} has drawn no card this turn" if not drawn else
                     f": the last card {player} drew this turn is no longer in {possessive(player)} hand")
        if flt is not None:  # what the cost names: "2 Mountains" (Fireblast), "a creature" (audit 3733);
            # permanents a cost takes are the player's own: "you control" goes without saying
            things = phrasebook.counted_phrase(n, flt, yours=flt.zone in (None, Zone.IN_PLAY), you=player)
        else:
            noun = "card" if clause in _FROM_HAND else "permanent"
            things = with_article(noun) if n == 1 else f"{n} {noun}s"
        if source is not None and source in game.objects:  # "snow-covered" where the card says it (glossary "Snow-Covered")
            things = phrasebook.snow_as_written(things, game.objects[source].card.text)
        if empty_hand:  # one sentence naming the cost (audit 7773: Undertaker's "Discard a card", the hand empty)
            card = things.replace(f" in {possessive(player)} hand", "") + (" at random" if at_random else "")
            head, _sp, rest = verb.partition(" ")  # "put on top of Alice's library": the card said after "put"
            cost = f"{head} {card} {rest}" if rest and clause is not CostClause.EXILE else _verb(clause, card, verb)
            raise illegal_play(game, span, f"{player} can't {cost} to pay the cost of {what}: {have}", "409.1f")
        raise illegal_play(game, span, f"{player} can't {_verb(clause, things, verb)} as the cost of {what} requires ({have})",
                           "409.1f", *also)
    cc = _cost_choice(act, clause)
    if cc is not None:
        picked = []
        for r in cc.objects:
            oid = resolve_ref(game, r, zone=zone or (Zone.HAND if clause in _FROM_HAND else Zone.IN_PLAY), player=player,
                              exclude=picked)
            if oid not in cands or oid in picked:
                refused = flt is not None and oid not in picked and not matches(game, flt, oid, player, zone_check=False)
                said, _ = what_it_is(game, flt, oid, fits=False, source=source) if refused else ("", ())  # why (216.2…)
                if refused and clause in (CostClause.RETURN, CostClause.TAP) and flt.controller is ir.PlayerRelation.YOU \
                        and game.exists(oid) and game.objects[oid].zone == Zone.IN_PLAY \
                        and game.controller_of(oid) != player \
                        and matches(game, replace(flt, controller=None), oid, player, zone_check=False):
                    # another's permanent of the kind (Daze's "an Island you control", Bob's Island): whose it is
                    said = (f"it is {possessive(game.controller_of(oid))}, not "
                            f"{with_article(phrasebook.filter_phrase(flt, you=player))} (the card says \"you control\")")
                elif refused:  # the cost's description refused it, as a target's refuses one (it isn't white)
                    # (Night Soil's "from a single graveyard" is of the cards together, said where they are two
                    # graveyards' — not what refused one card: Lightning Bolt is no creature card; audit 8278)
                    kind = replace(flt, extra=tuple(e for e in flt.extra if e != "single graveyard"))
                    if "single graveyard" in flt.extra and game.exists(oid) and game.objects[oid].zone == flt.zone:
                        kind = replace(kind, zone=None)  # (it is in a graveyard: not what refused it)
                    said = f"it is not {with_article(phrasebook.filter_phrase(kind, you=player))}" + (f" ({said})" if said else "")
                    if game.exists(oid) and game.objects[oid].zone == Zone.IN_PLAY and \
                            ("untapped" in flt.status and game.objects[oid].tapped
                             or "tapped" in flt.status and not game.objects[oid].tapped):
                        # the status that decided it (audit 6258: Betrothed of Fire and a tapped creature)
                        said += f": it is {'tapped' if game.objects[oid].tapped else 'untapped'}"
                elif oid not in picked and game.exists(oid):
                    where = zone or (Zone.HAND if clause in _FROM_HAND else Zone.IN_PLAY)
                    now = game.objects[oid].zone
                    if now != where:  # Cave-In naming itself for its own alternative cost: on the stack
                        said = (f"it is {'on the stack' if now is Zone.STACK else 'in ' + now.value if now is not Zone.IN_PLAY else 'in play'}, "
                                f"not {'in play' if where is Zone.IN_PLAY else 'in ' + player + chr(39) + 's ' + where.value}")
                raise illegal_play(game, r.span or span, f"{game.describe(oid)} can't be used to {_verb(clause, verb=verb)} for {what}"
                                   + (f": {said}" if said else ""), "409.1f")
            picked.append(oid)
        if len(picked) != n:
            # what the cost takes, in its words, and what the line named (audit 8379: Keldon Arsonist's "Sacrifice two
            # lands" said "needs 2 to sacrifice, not 1")
            things = f" ({phrasebook.counted_phrase(n, flt, yours=flt.zone in (None, Zone.IN_PLAY), you=player)})" if flt is not None else ""
            raise illegal_play(game, cc.span or span, f"{what} needs {n} to {_verb(clause, verb=verb)}{things}: the line "
                               f"names {len(picked)}", "409.1f")
        if at_random:
            game.tracer.step(f"The card{'s' if n > 1 else ''} discarded at random to pay for {what}, as the scenario "
                             f"states: {', '.join(game.describe(o) for o in picked)} (no player's choice: glossary "
                             f"\"Discard\")", "409.1f", kind="cost")
        return picked
    opts = [Option(game.describe(o), o, lambda v, o=o: names_match(v, {game.objects[o].name} | ({'@' + game.objects[o].label} if game.objects[o].label else set())))
            for o in cands]
    if at_random:
        return choose(game, player, f"which card{'s' if n > 1 else ''} {player} discards at random to pay for {what} "
                                    f"(no player's choice: glossary \"Discard\")", opts, (n, n), rule="409.1f", kind=ChoiceKind.RANDOM,
                      subject=ChoiceSubject.DISCARD,
                      forced_ok=len({game.objects[o].card.name for o in cands}) <= 1 or len(cands) == n)
    return choose(game, player, f"what to {_verb(clause, verb=verb)} to pay for {what}", opts, (n, n), rule="409.1f",
                  subject=ChoiceSubject.DISCARD if clause is CostClause.DISCARD else None)


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C", "colourless": "C"}
