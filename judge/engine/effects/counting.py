"""Amounts read as an instruction is carried out (413.2f: the answer to a question about the
game is determined then), and said in the trace: the counts of a description, each
player's own number (413.2d), how many a player chooses to do (413.2c).

The effect handlers that read an amount (damage, life, drawing, discarding, counters, tokens,
search, mana, destroying and sacrificing) share this module's public toolkit: :func:`per_player`,
:func:`how_many`, :func:`counts_in`, :func:`read_now`, :func:`when_read`, :func:`amount_is`,
:func:`per_each`, :func:`say_damage_this_turn`, :func:`say_x_as_played` (and a count of a
description is said by :func:`judge.engine.context.say_count`, the module it belongs to)."""

from __future__ import annotations

import dataclasses

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.engine.context import (TOLD_STEPS, Ctx, amount, counted_at_turn_start, damage_dealt_by, granter, object_ids, player_names, refer,
                                  say_count)
from judge.engine.decider import choose, number_options
from judge.engine.filters import chosen_on_entry, matches
from judge.engine.kinds import ChoiceKind
from judge.zones import Zone


#: Amounts read off the game as the instruction is carried out (413.2f) — not announced (X).
_READ_NOW = (ir.CardsInHand, ir.LifeTotal, ir.HalfLife, ir.CountersOn, ir.DiedThisTurn, ir.DamageDealtThisTurn,
             ir.TimesRegeneratedThisTurn, ir.DamageDealtThisTurnBy)


def counts_in(amt) -> list:
    """The counts of a description an amount is made of (itself, a multiple of one, or a term of a
    sum: "2 plus the number of …"), each said by :func:`say_count`."""
    if isinstance(amt, ir.CountOf):
        return [amt]
    if isinstance(amt, (ir.Product, ir.Negative)):  # (a count taken away: "… in excess of the number of …")
        return counts_in(amt.amount)
    if isinstance(amt, ir.Sum):
        return [c for term in amt.terms for c in counts_in(term)]
    if isinstance(amt, (ir.Half, ir.Fraction)):  # "half the number of Islands you control, rounded down" (Floodgate)
        return counts_in(amt.of)
    return []


def read_now(amt) -> bool:
    """Whether ``amt`` reads the game's state as the instruction is carried out and says so
    nowhere else (the count of a description says itself, :func:`say_count`)."""
    if isinstance(amt, _READ_NOW):
        return True
    if isinstance(amt, (ir.Sum, ir.Negative, ir.Half, ir.Fraction, ir.Product)):
        parts = [getattr(amt, f.name) for f in dataclasses.fields(amt)]
        flat = [x for p in parts for x in (p if isinstance(p, tuple) else (p,))]
        return any(read_now(x) for x in flat)
    return False


def when_read(ctx: Ctx, amt) -> str:
    """When an amount read off the game is read (413.2f): " now, as the instruction is carried out";
    of the source's own counters once it has left play (Incendiary, its creature gone), its last
    known information — the count as it last existed in play, not now."""
    src = ctx.source
    gid = granter(ctx) if isinstance(amt, ir.CountersOn) and isinstance(amt.what, ir.Granter) else None
    if gid is not None:
        # Archery Training's "arrow counters on Archery Training": the Aura that grants the ability, named
        g = ctx.game
        if g.exists(gid) and g.objects[gid].zone == Zone.IN_PLAY:
            return f" now, as the instruction is carried out (the permanent granting it: {g.describe(gid)})"
        return f", as {g.lki[gid][1].name} last existed in play (its last known information: it has left play)"
    if (isinstance(amt, ir.CountersOn) and isinstance(amt.what, ir.This) and src is not None
            and not (ctx.game.exists(src) and ctx.game.objects[src].zone == Zone.IN_PLAY)):
        return ", as it last existed in play (its last known information: it is no longer in play)"
    return " now, as the instruction is carried out"


def amount_is(ctx: Ctx, amt, n: int) -> str:
    """An amount's value in words, with where it came from: "X is 0 (announced as Tropical
    Storm was played)"."""
    if isinstance(amt, ir.VarX):
        return f"X is {n} (announced as {ctx.source_name} was played)"
    if isinstance(amt, int):
        return f"that is {n}"
    return f"{phrasebook.amount_words(amt, ctx.controller)} is {n}"


def say_x_as_played(ctx: Ctx, amt, n: int) -> None:
    """"the value of X as you played ~" (Venarian Gold), said as it is read: the X announced for the
    permanent's own spell (409.1b), or 0 for one that wasn't played as a spell (glossary "X")."""
    if not isinstance(amt, ir.XAsPlayed):
        return
    if chosen_on_entry(ctx.game, ctx.source, ir.RememberedOnEntry.X_AS_PLAYED) is not None:
        ctx.game.tracer.step(f"X is {n}: the value announced as {ctx.source_name} was played (in play its {{X}} is 0, "
                             f"but its text defines this X as the one announced, glossary \"X\")", "409.1b", kind="effect")
    else:
        ctx.game.tracer.step(f"X is 0: {ctx.source_name} wasn't played as a spell, so no X was announced for it "
                             f"(409.1b; glossary \"X\")", "409.1b", kind="effect")


def per_each(amt) -> bool:
    """Whether an amount is counted for each player in turn (it names EachOne)."""
    if isinstance(amt, ir.EachOne):
        return True
    if dataclasses.is_dataclass(amt) and not isinstance(amt, type):
        return any(per_each(getattr(amt, f.name)) for f in dataclasses.fields(amt))
    if isinstance(amt, tuple):
        return any(per_each(x) for x in amt)
    return False


def say_damage_this_turn(ctx: Ctx, amt, n: int) -> None:
    """The turn's damage to a player an amount reads ("the damage dealt to you this turn":
    Simulacrum, Discordant Spirit), said as it is read: damage dealt, all of it — none that was
    prevented (419.5) — determined as the instruction is carried out (413.2f)."""
    if isinstance(amt, ir.DamageDealtThisTurn):
        ctx.game.tracer.step(f"{ctx.source_name}: {phrasebook.amount_words(amt, ctx.controller)} is {n} (damage dealt, not prevented) "
                             f"{when_read(ctx, amt).lstrip(', ')}", "413.2f", kind="effect")
    say_damage_dealt_by(ctx, amt)
    if isinstance(amt, ir.TimesRegeneratedThisTurn):  # Spiny Starfish: each shield that replaced a destruction
        ctx.game.tracer.step(f"{ctx.source_name}: {phrasebook.amount_words(amt, ctx.controller)} is {n} (each time a regeneration "
                             f"shield replaced its destruction) {when_read(ctx, amt).lstrip(', ')}", "413.2f", "419.6b",
                             kind="effect")


def say_count_at_turn_start(ctx: Ctx, amt: "ir.CountAtTurnStart", n: int) -> None:
    """A count of the permanents as the turn began (Power Surge: "the number of untapped lands they
    controlled at the beginning of this turn"), said as it is read (413.2f): each counted, and each of
    the player's others in play then that was not (tapped then), before the untap step (302.1)."""
    g = ctx.game
    counted = counted_at_turn_start(ctx, amt)
    whose = set(player_names(refer(ctx, amt.filter.controlled_by))) if amt.filter.controlled_by is not None else None
    loose = dataclasses.replace(amt.filter, controlled_by=None,
                                status=tuple(s for s in amt.filter.status if s not in ("tapped", "untapped")))
    def whose_fits(lk) -> bool:  # (Power Surge as printed: the controller now, of one still in play, 217.8)
        if not amt.controlled_now:
            return whose is None or lk[1].controller in whose
        return (lk[0].id in g.objects and g.objects[lk[0].id].zone == Zone.IN_PLAY
                and (whose is None or g.controller_of(lk[0].id) in whose))
    others = [lk for lk in g.this_turn.at_beginning if lk not in counted and whose_fits(lk)
              and matches(g, loose, lk[0].id, ctx.controller, ctx.source, zone_check=False, obj=lk[0], chars=lk[1])]
    said = ", ".join(lk[0].display() for lk in counted) or "none"
    if others:
        said += "; not counted, tapped as the turn began: " + ", ".join(lk[0].display() for lk in others)
    if amt.controlled_now:  # the ones untapped then that the player no longer controls (or gone from play)
        gone = [lk for lk in g.this_turn.at_beginning if lk not in counted and not whose_fits(lk)
                and (whose is None or lk[1].controller in whose)
                and matches(g, dataclasses.replace(amt.filter, controlled_by=None), lk[0].id, ctx.controller,
                            ctx.source, zone_check=False, obj=lk[0], chars=lk[1])]
        if gone:
            said += ("; not counted, no longer in play under that player's control: "
                     + ", ".join(lk[0].display() for lk in gone))
    # (the player named: "the number of untapped lands Alice controlled …")
    words = (phrasebook.amount_words(dataclasses.replace(amt, filter=dataclasses.replace(amt.filter, controlled_by=ir.You())),
                          sorted(whose)[0]) if whose is not None and len(whose) == 1 else phrasebook.amount_words(amt, ctx.controller))
    g.tracer.step(f"{ctx.source_name}: {words} is {n} ({said}) — each as it was before "
                  f"the untap step, read now, as the instruction is carried out", "413.2f", "302.1", kind="effect")


def source_card_name(ctx: Ctx) -> str:
    """The name of the source of the ability being carried out, as it is or last existed (413.2f), for
    "~" in a trace step's words ("other sources named Blazing Effigy"); "" without one."""
    g = ctx.game
    if ctx.source is None or not (ctx.source in g.objects or ctx.source in g.lki):
        return ""
    return g.last_known(ctx.source)[1].name


def has_damage_dealt_by(amt) -> bool:
    """Whether an amount reads :class:`ir.DamageDealtThisTurnBy` (itself, a multiple, a term of a sum)."""
    parts = amt.terms if isinstance(amt, ir.Sum) else (amt,)
    return any(isinstance(p.amount if isinstance(p, ir.Product) else p, ir.DamageDealtThisTurnBy) for p in parts)


def say_damage_dealt_by(ctx: Ctx, amt) -> None:
    """The turn's damage an amount reads from sources of a description, as each dealt it ("twice the
    damage dealt to you so far this turn by artifacts": Reverse Polarity; "3 plus the amount of damage
    dealt to ~ this turn by other sources named ~": Blazing Effigy), said as it is read: each damage
    counted and each not, with why not (the source not of the description as it dealt it), 413.2f."""
    parts = amt.terms if isinstance(amt, ir.Sum) else (amt,)
    for by in parts:
        by = by.amount if isinstance(by, ir.Product) else by
        if not isinstance(by, ir.DamageDealtThisTurnBy):
            continue
        counted = damage_dealt_by(ctx, by, counted=True)
        left = damage_dealt_by(ctx, by, counted=False)
        said = "; ".join([f"{name} {k}" for name, k, _ in counted]) or "none"
        if left:
            said += (f"; not counted, not dealt by {phrasebook.sources_words(by.by, source_card_name(ctx))} (each source as it "
                     f"dealt it): " + ", ".join(f"{name} {k}" for name, k, _ in left))
        ctx.game.tracer.step(f"{ctx.source_name}: {phrasebook.amount_words(by, ctx.controller, this=source_card_name(ctx))} is "
                             f"{sum(k for _, k, _ in counted)} ({said}; damage dealt, not prevented) "
                             f"{when_read(ctx, by).lstrip(', ')}", "413.2f", kind="effect")


#: The words of a part ("a third"), of ir.Fraction's ``parts`` (ir.Half: 2).
_PART_WORDS = {2: "half", 3: "a third", 4: "a quarter"}


def per_player(ctx: Ctx, players: list[str], amt) -> list[tuple[str, int]]:
    """Each player's number, worked out when the instruction is carried out (413.2f: the answer
    to a question about the game is determined then), all of them before any player is acted on
    (413.2d: the actions are processed simultaneously); "his or her" is that player (EachOne).
    The steps saying what was read are not what the instruction did (TOLD_STEPS): one that then
    acts on no one still ends in its own step saying why (Simulacrum's "You gain life equal to the
    damage dealt to you this turn" with none dealt: judge.engine.context.run_effect)."""
    said, told = ctx.game.tracer.count, ctx.results.get(TOLD_STEPS, 0)
    out = _per_player(ctx, players, amt)
    # (a count that says itself, say_count, has told its own steps already)
    ctx.results[TOLD_STEPS] = told + ctx.game.tracer.count - said
    return out


def _per_player(ctx: Ctx, players: list[str], amt) -> list[tuple[str, int]]:
    """:func:`per_player`'s numbers, each read and said."""
    if type(amt) is int:
        # a number the words give ("you gain 3 life": the Chalices of an exploration's every resolution): the same
        # for each player, nothing read of the game and nothing to say (413.2f) — the answer the general path gives
        # (``amount`` returns it; no step below is said of an int), without its tests of what the amount reads
        if players:
            ctx.each_one = None  # (as the general path leaves it)
        return [(p, amt) for p in players]
    out = []
    # a part of a figure read now (Pox: "a third of their life", "a third of the cards in his or her
    # hand"): the figure each part is of is said with it (a count says itself, say_count)
    part = isinstance(amt, (ir.Fraction, ir.Half)) and not counts_in(amt)
    whole: dict[str, int] = {}
    for p in players:
        ctx.each_one = p
        try:
            out.append((p, amount(ctx, amt)))
            if part:
                whole[p] = amount(ctx, amt.of)
        finally:
            ctx.each_one = None
    if len(out) == 1:
        say_damage_this_turn(ctx, amt, out[0][1])
    if len(out) == 1 and isinstance(amt, ir.HalfLife):
        # Personal Incarnation: "its owner loses half his or her life, rounded up" — the life total
        # that half is of, read as the instruction is carried out (413.2f)
        whose = player_names(refer(ctx, amt.player))
        if whose:
            ctx.game.tracer.step(f"{ctx.source_name}: half {possessive(whose[0])} life, rounded up, is {out[0][1]} ({possessive(whose[0])} "
                                 f"life is {ctx.game.player(whose[0]).life} now, as the instruction is carried out)",
                                 "413.2f", kind="effect")
    if len(out) > 1 and not isinstance(amt, int):
        of = (f"{_PART_WORDS.get(getattr(amt, 'parts', 2), '1/' + str(getattr(amt, 'parts', 2)))}, rounded "
              f"{'up' if amt.round_up else 'down'}, of ") if part else ""
        ctx.game.tracer.step(f"Each player's number is determined as the instruction is carried out, before any "
                             f"of them is acted on: " + ", ".join(
                                 f"{p} {n}" + (f" ({of}{whole[p]})" if part else "") for p, n in out),
                             "413.2f", "413.2d", kind="effect")
    elif len(out) == 1 and isinstance(amt, (ir.CountOf, ir.Product)) and \
            isinstance(amt.amount if isinstance(amt, ir.Product) else amt, ir.CountOf):
        # "gains 2 life for each creature in play" (Congregate), "… equal to the number of Islands that
        # player controls" (Typhoon: "that player" is the one player counted for): the count decides it
        count = amt.amount if isinstance(amt, ir.Product) else amt
        ctx.each_one = out[0][0]
        try:
            say_count(ctx, count.filter, amount(ctx, count))
        finally:
            ctx.each_one = None
    return out


def how_many(ctx: Ctx, player: str, most: int, doing: str, what: str = "cards", rule: str = "413.2d") -> int:
    """How many, from none up to ``most``, ``player`` chooses to do ("up to seven", 413.2c; each
    player in turn, 413.2d, when several do)."""
    opts = number_options(range(most + 1))
    (k,) = choose(ctx.game, player, f"how many {what} to {doing} ({ctx.source_name}; up to {most})", opts,
                  (1, 1), rule=rule, kind=ChoiceKind.PICK)
    return int(k)
