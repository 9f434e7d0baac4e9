"""Dividing an amount among targets (409.1e): "N damage divided any way you choose among
any number of target creatures and/or players" — the division is announced as the spell or
ability is played (or put on the stack, 410.4), each target getting at least 1. Left open
by the scenario, every division is an outcome; one target gets it all."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from math import comb
from typing import Any, Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.engine.context import Ctx, Unsupported, amount
from judge.engine.decider import OpenChoice, Option, choose
from judge.engine.game import Game
from judge.engine.kinds import StackKind
from judge.engine.objects import StackObject

#: The most divisions explored before the scenario is asked to state one (`dividing ...`).
MAX_DIVISIONS = 4096


def divides(so: StackObject) -> bool:
    """Whether any of ``so``'s targets is one its text divides something "among" (409.1e)."""
    return any(getattr(t.spec, "divided", False) for t in so.targets)


def divided_amount(game: Game, so: StackObject) -> Optional[int]:
    """The amount a divided ability divides (its damage or prevention), worked out as it is
    played (409.1e: the division is announced then) — a number, X, or what the text counts
    ("X is the number of creatures in play", Volcanic Wind; "X+1", Meteor Shower) — or None
    when none of its "target" words divides."""
    if not divides(so):
        return None
    eff = next((e for e in so.effects if isinstance(e, (ir.DealDamage, ir.PreventDamage, ir.DistributeCounters))),
               None)
    if eff is None:
        return None
    if isinstance(eff.amount, int):
        return eff.amount
    if isinstance(eff.amount, ir.VarX) and so.x is not None:
        return so.x
    source = so.card_obj if so.kind is StackKind.SPELL else so.source
    ctx = Ctx(game=game, controller=so.controller, source=source, source_name=so.name, targets=list(so.targets),
              so=so, x=so.x)
    try:
        return amount(ctx, eff.amount)
    except Unsupported:
        raise OpenChoice(f"the division of {possessive(so.name)} {phrasebook.amount_phrase(eff.amount)} is not simulated: state it with "
                         f"`dividing 2 to A, 1 to B`", so.controller, "division", []) from None


def counted_said(game: Game, so: StackObject, total: int) -> str:
    """What a divided amount the card counts is, said with the division ("3 in all: the number of
    creatures, counted as it is played": Volcanic Wind, 409.1e), or "" for a number or an X announced
    (audit 7066)."""
    eff = next((e for e in so.effects if isinstance(e, (ir.DealDamage, ir.PreventDamage, ir.DistributeCounters))),
               None)
    if eff is None or not isinstance(eff.amount, ir.CountOf):
        return ""
    return f" ({total} in all: {phrasebook.amount_phrase(eff.amount)}, counted as it is played)"


def at_most_x_targets(specs: list, effects: tuple, x: Optional[int]) -> list:
    """The target specs of a spell dividing X (Spoils of War's "Distribute X +1/+1 counters among any
    number of target creatures") once X is known: each target must receive at least one of what is
    divided (409.1e), so there are at most X of them — none when X is 0."""
    if x is None or not any(isinstance(e, (ir.DealDamage, ir.PreventDamage, ir.DistributeCounters))
                            and isinstance(e.amount, ir.VarX) for e in effects):
        return specs
    return [replace(sp, max_count=x) if sp.divided and (sp.max_count is None or sp.max_count > x) else sp
            for sp in specs]


def check_stated(game: Game, so: StackObject, what: str) -> Optional[str]:
    """Why a division the scenario states is not one of the amount the ability divides (409.1e:
    the parts add up to it, each at least 1), or None."""
    total = divided_amount(game, so)
    if total is None or not so.divide:
        return None
    given = sum(so.divide.values())
    if given != total:
        return (f"{what} divides {total} (worked out as it is played: 409.1e); the division stated gives "
                f"{given}")
    return None


def shares_lost(game: Game, so: StackObject, illegal: list[int]) -> None:
    """Say what was divided to each of ``illegal`` (the indices of targets no longer legal as
    ``so`` resolves) and is not dealt, prevented or put: the division was announced as it was
    played and isn't made again (409.1e), and the legal targets are affected as they would have
    been had every target stayed legal (413.2a). Audit 7773: Volcanic Wind, a target Bolted in
    response, said nothing of the 1 damage divided to it."""
    lost = [(i, so.divide[i]) for i in illegal if so.divide.get(i)]
    if not lost:
        return
    eff = next((e for e in so.effects if isinstance(e, (ir.DealDamage, ir.PreventDamage, ir.DistributeCounters))),
               None)
    kept = [(i, n) for i, n in sorted(so.divide.items()) if i not in illegal and n]
    names = {i: so.targets[i].describe(game) for i, _n in lost + kept}
    if isinstance(eff, ir.PreventDamage):
        what = " and ".join(f"the prevention of {n} damage divided to {names[i]}" for i, n in lost)
        undone = "doesn't apply" if len(lost) == 1 else "don't apply"
    elif isinstance(eff, ir.DistributeCounters):
        what = " and ".join(f"the {n} {'counter' if n == 1 else 'counters'} divided to {names[i]}" for i, n in lost)
        undone = "isn't put on anything" if len(lost) == 1 else "aren't put on anything"
    else:
        what = " and ".join(f"the {n} damage divided to {names[i]}" for i, n in lost)
        undone = "isn't dealt" if len(lost) == 1 else "aren't dealt"
    still = ", ".join(f"{n} to {names[i]}" for i, n in kept)
    game.tracer.step(f"{what[0].upper()}{what[1:]} {undone}: the division was announced as {so.name} was played and "
                     f"isn't made again; the legal targets are affected as they would have been had every target stayed "
                     f"legal{' (still ' + still + ')' if still else ''}", "409.1e", "413.2a", kind="fizzle")


def announce(game: Game, player: str, so: StackObject, what: str, rule: str = "409.1e") -> None:
    """The division of a divided ability among its targets, when the action did not state
    it: all to a single target; else every division (each target at least 1) is a choice,
    explored as outcomes ("Alice chooses "2 to Bob, 1 to Grizzly Bears"" settles it)."""
    total = divided_amount(game, so) if not so.divide else None
    if total is None or not so.targets:
        return
    n = len(so.targets)
    names = [t.describe(game) for t in so.targets]
    if n == 1:
        game.stack.divide(so, {0: total})
        game.tracer.step(f"Division announced: all {total} to {names[0]}, its only target{counted_said(game, so, total)}",
                         rule, kind="cast")
        return
    if total < n:
        raise game.error(None, f"{what} can't divide {total} among {n} targets: each must get at least 1 (409.1e)")
    if comb(total - 1, n - 1) > MAX_DIVISIONS:
        raise OpenChoice(f"{what}: {comb(total - 1, n - 1):,} ways to divide {total} among {n} targets, more than "
                         f"{MAX_DIVISIONS:,}: state the division with `dividing ...`", player, "division", [])
    options = []
    for cuts in combinations(range(1, total), n - 1):
        parts = [b - a for a, b in zip((0,) + cuts, cuts + (total,))]
        label = ", ".join(f"{p} to {name}" for p, name in zip(parts, names))
        options.append(Option(label, tuple(parts), _matches(label)))
    (parts,) = choose(game, player, f"the division of {possessive(what)} {total} among its targets", options, (1, 1), rule=rule)
    game.stack.divide(so, dict(enumerate(parts)))
    game.tracer.step("Division announced: " + ", ".join(f"{p} to {name}" for p, name in zip(parts, names))
                     + counted_said(game, so, total), rule,
                     "409.1d", kind="cast")  # how it applies to each of its several targets


def _matches(label: str) -> Any:
    want = " ".join(label.casefold().split())
    return lambda v: " ".join(str(v).casefold().split()) == want
