"""What paid a spell's or ability's cost means as it resolves (409.1f, 413.2f): "the sacrificed creature",
"the discarded card", "the creature tapped to pay", "all Merfolk tapped this turn to pay for its abilities" —
each said once, as it is now or as it last existed where the cost put it.

Registered with :func:`judge.engine.context.refers` like :mod:`judge.engine.references`, but imported by
name the first time a reference of one of these classes is met (:data:`judge.engine.context.MORE_REFERS`):
a game whose effects name nothing a cost paid with never reads them (issue 43).
"""

from __future__ import annotations

from typing import Any, Callable, Union

from judge.cards import ir, phrasebook
from judge.engine.context import TOLD_STEPS, Ctx, refers
from judge.engine.filters import matches
from judge.engine.objects import StackMemory
from judge.zones import Zone


# what paid the cost (gone: its last known information, 413.2f)
@refers(ir.Sacrificed)
def _sacrificed(ctx: Ctx, ref: ir.Sacrificed) -> list[Union[int, str]]:
    g = ctx.game
    paid = (list(ctx.so.memory.sacrificed) if ctx.so is not None else []) + list(
        ctx.results.get("cost sacrificed", ()))  # (a mana ability's, in its context: 411.1)
    if paid and ("told", "cost sacrificed") not in ctx.results:
        ctx.results[("told", "cost sacrificed")] = True
        ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
        g.tracer.step(f"The permanent sacrificed to pay the cost of {ctx.source_name} (409.1f): "
                      f"{', '.join(g.describe(o) for o in paid)} — as it last existed in play (413.2f)",
                      "409.1f", "413.2f", kind="effect")
    return paid + list(ctx.results.get("sacrificed", ()))  # … or what an instruction sacrificed ("Sacrifice a creature.")


@refers(ir.SacrificedCards)
def _sacrificed_cards(ctx: Ctx, ref: ir.SacrificedCards) -> list[Union[int, str]]:
    g = ctx.game
    # Sword of the Ages' "those creature cards": what each creature the cost sacrificed (as printed, an earlier
    # instruction of this resolution: "Sacrifice ~ and as many creatures as you choose.", 413.2) became in the
    # graveyard it went to, while still there (217.8: gone from it since, it is a new object; a token is no card)
    paid = [o for o in (ctx.so.memory.sacrificed if ctx.so is not None else ()) if o != ctx.source]
    done = [o for o in ctx.results.get("sacrificed", ()) if o != ctx.source]
    how = f"to pay the cost of {ctx.source_name}" if ctx.so is None or ctx.so.memory.sacrificed \
        else f"by {ctx.source_name} as it resolves"
    paid = paid + done
    there = [g.objects[o].became for o in paid if g.objects[o].became is not None and g.exists(g.objects[o].became)
             and g.objects[g.objects[o].became].zone == Zone.GRAVEYARD]
    gone = [o for o in paid if not (g.objects[o].became in there)]
    if gone and ("told", "sacrificed cards") not in ctx.results:
        ctx.results[("told", "sacrificed cards")] = True
        ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
        g.tracer.step(f"{', '.join(g.last_known(o)[1].name for o in gone)}, sacrificed {how}, "
                      f"is no longer a card in the graveyard it went to (it left it since, or it "
                      f"was a token): a new object, or none, which this instruction doesn't act on", "217.8",
                      "413.2b", kind="effect")
    return there


#: The reference to what a cost discarded, removed from the game or tapped, and the word it is
#: remembered under (judge.engine.payment.pay_other_costs).
_PAID_KEYS = {ir.DiscardedToPay: "cost discarded", ir.ExiledToPay: "cost exiled", ir.TappedToPay: "cost tapped"}


#: Where a spell or ability on the stack keeps each (a mana ability's are in its context's results).
_PAID_MEMORY: dict[str, Callable[[StackMemory], tuple[int, ...]]] = {
    "cost discarded": lambda m: m.cost_discarded, "cost exiled": lambda m: m.cost_exiled,
    "cost tapped": lambda m: m.cost_tapped}


#: The zone each cost put what it paid with in, and its words.
_PAID_ZONES = {"cost discarded": Zone.GRAVEYARD, "cost exiled": Zone.REMOVED, "cost tapped": Zone.IN_PLAY}


_PAID_WHERE = {Zone.GRAVEYARD: "in the graveyard", Zone.REMOVED: "removed from the game", Zone.IN_PLAY: "in play"}


# what the cost discarded / removed / tapped (409.1f), as it is now
@refers(ir.DiscardedToPay, ir.ExiledToPay, ir.TappedToPay)
def _paid_for_the_cost(ctx: Ctx, ref: Any) -> list[Union[int, str]]:
    g = ctx.game
    paid_key = next(key for kind, key in _PAID_KEYS.items() if isinstance(ref, kind))
    paid = (list(_PAID_MEMORY[paid_key](ctx.so.memory)) if ctx.so is not None else []) + list(
        ctx.results.get(paid_key, ()))  # (a mana ability resolves at once: its context has them, 411.1)
    if ("told", paid_key) not in ctx.results:
        ctx.results[("told", paid_key)] = True
        ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
        how = {"cost exiled": "removed from the game"}.get(paid_key, paid_key.split()[1])
        # a token removed from play is no card (Soul Exchange's Thrull token, audit 7167; glossary "Token")
        token = bool(paid) and all(o in g.objects and g.objects[o].token for o in paid)
        # which it is, not "as it is now, or as it last existed if it has left that zone" (audit 8278, Necropolis):
        # one still where the cost put it is looked at as it is; one gone since, as it last existed there (413.2f)
        where = _PAID_ZONES[paid_key]
        left = [o for o in paid if o not in g.objects or g.objects[o].zone != where]
        tail = (" — as it last existed: a token out of play has ceased to exist (216.3, 413.2f)" if token and left
                else f" — as it last existed {_PAID_WHERE[where]}, which it has left since (413.2f)" if left and len(left) == len(paid)
                else f" — {', '.join(g.describe(o) for o in left)} as it last existed {_PAID_WHERE[where]}, which it has "
                     f"left since (413.2f)" if left else f" — as it is now, still {_PAID_WHERE[where]} (413.2f)" if paid else "")
        g.tracer.step(f"The {'creature' if how == 'tapped' else 'token' if token else 'card'} {how} to pay the cost of "
                      f"{ctx.source_name} (409.1f): {', '.join(g.describe(o) for o in paid) or 'none'}{tail}",
                      "409.1f", *(("413.2f",) if paid else ()), *(("216.3",) if token and left else ()), kind="effect")
    return paid


# "all Merfolk tapped this turn to pay for its abilities" (Vodalian War Machine; added, session 67, h7)
@refers(ir.TappedToPayThisTurn)
def _tapped_to_pay_this_turn(ctx: Ctx, ref: ir.TappedToPayThisTurn) -> list[Union[int, str]]:
    """The permanents tapped this turn to pay the costs of the source's activated abilities (409.1f) — of the object
    the source was, as it last existed if it has left play (413.2f) — that are still those permanents in play (one
    that left play is a new object, 217.8) and match the description now."""
    g = ctx.game
    tapped = list(dict.fromkeys(o for s, o in g.this_turn.tapped_to_pay if s == ctx.source))
    out = [o for o in tapped if g.exists(o) and g.objects[o].zone == Zone.IN_PLAY
           and matches(g, ref.filter, o, ctx.controller, ctx.source, ctx.x)]
    gone = [o for o in tapped if o not in out]
    words = phrasebook.filter_phrase(ref.filter)
    g.tracer.step(f"Each {words} tapped this turn to pay for the abilities of {ctx.source_name} (409.1f): "
                  f"{', '.join(g.describe(o) for o in out) or 'none'}"
                  + (f"; {', '.join(g.describe(o) for o in gone)} {'is' if len(gone) == 1 else 'are'} no longer in play "
                     f"or no longer a {words} (a permanent that left play is a new object, 217.8)" if gone else ""),
                  "409.1f", *(("217.8",) if gone else ()), kind="effect")
    return out
