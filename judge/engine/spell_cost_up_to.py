"""Cost reductions of "up to" an amount (Planar Gate: "Creature spells you cast cost up to {2}
less to cast"; Stone Calendar, Mana Matrix; ir.SpellCostReductionUpTo): the player announces how
much of the reduction to take as the costs are paid (409.1f: "The player announces choices for
any variable or alternative costs at this time"), from nothing up to the amount — generic mana
only, so no more than the generic mana the cost holds."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Optional

from judge.cards import phrasebook
from judge.cards.english import possessive, with_article
from judge.cards import ir
from judge.engine.context import static_rules
from judge.engine.decider import choose, number_options
from judge.engine.filters import matches
from judge.engine.game import Game
from judge.engine.kinds import ChoiceKind
from judge.engine.mana import ManaCost, parse_cost


def taken_up_to(game: Game, player: str, what: str, source: str, value: str, generic: int, trace: bool,
                kind: ChoiceKind, step_kind: str, of: str = "", total: Callable[[int], str] = lambda less: "") -> int:
    """How much of ``source``'s "up to ``value`` less" ``player`` takes off a cost holding ``generic``
    generic mana (409.1f) — the one place a Planar Gate's and a Fluctuator's reduction is chosen:
    without ``trace`` (what the cost could be at least) all it may take; else the player's choice,
    from all it may take down to nothing, and the step saying it (or why nothing can be taken: a
    reduction takes generic mana only). ``of`` names what the reduction is of ("cycling costs "),
    ``total(less)`` adds the cost left ("", or ", {1} in all")."""
    most = min(generic, parse_cost(value).generic)
    if not trace:
        return most
    if most == 0:
        game.tracer.step(f"{what} costs nothing less for {possessive(source)} \"up to {value} less\": it has no generic "
                         f"mana to take, and a reduction takes generic mana only", "409.1f", kind=step_kind)
        return 0
    (less,) = choose(game, player, f"how much less {what} costs ({source}: up to {value} less)",
                     number_options(range(most, -1, -1)), (1, 1), rule="409.1f", kind=kind)
    less = int(less)
    took = f"costs {{{less}}} less to play{total(less)}" if less else f"costs no less: {player} takes nothing off"
    game.tracer.step(f"{what} {took} ({source}: {of}up to {value} less, {possessive(player)} choice; a reduction takes "
                     f"generic mana only, at most {most} here)", "409.1f", kind=step_kind)
    return less


def nothing_off(game: Game, card_id: int, cost: ManaCost, player: str, sid: int, rule, controller: str) -> str:
    """Why a cost reduction in play ("Spells you play cost up to {1} less to play": Stone Calendar) takes
    nothing off the spell ``card_id``, in the card's terms, or "" where it takes something or isn't of
    a kind that would: it is another player's ("you" is its controller, glossary "You/Your"), or the
    cost holds no generic mana (409.1f: a reduction takes generic mana only). For a refusal to pay."""
    if rule.filter is None or not rule.value or not parse_cost(rule.value).generic:
        return ""
    source = game.describe(sid)
    if not matches(game, rule.filter, card_id, controller, sid):
        if rule.filter.controller is ir.PlayerRelation.YOU and player != controller \
                and matches(game, replace(rule.filter, controller=None), card_id, controller, sid):
            return (f"nothing off for {source}: it is {possessive(controller)}, and it reduces only spells {controller} plays "
                    f"(\"you\", glossary \"You/Your\")")
        if player == controller or rule.filter.controller is not ir.PlayerRelation.YOU:
            # (audit 7975, h5) Pearl Medallion's "Your white spells cost {1} less to play" and Alice's green Grizzly
            # Bears: the spell isn't of the kind it names — said, as another player's spell is
            kind = phrasebook.filter_phrase(replace(rule.filter, controller=None))
            return f"nothing off for {source}: {game.objects[card_id].name} is not {with_article(kind)}"
        return ""
    if cost.generic == 0:
        return f"nothing off for {source}: the cost holds no generic mana, and a reduction takes generic mana only"
    return ""


def reduce_up_to(game: Game, card_id: int, cost: ManaCost, player: str, what: str, trace: bool = True,
                 changes: Optional[list] = None) -> ManaCost:
    """``cost`` less what ``player`` chooses to take off for each "up to" reduction that applies
    to the spell ``card_id``; without ``trace`` (what the spell could cost at least, to bound an
    X) each is taken in full. ``changes``: given, each reduction in play that takes nothing off is
    added to it, with why (:func:`nothing_off`: said if the cost can't be paid)."""
    for sid, rule, rctx in static_rules(game, ir.SpellCostReductionUpTo):
        if changes is not None:
            why = nothing_off(game, card_id, cost, player, sid, rule, rctx.controller)
            if why:
                changes.append(why)
        if rule.filter is None or not rule.value or not matches(game, rule.filter, card_id, rctx.controller, sid):
            continue
        cost.generic -= taken_up_to(game, player, what, game.describe(sid), rule.value, cost.generic, trace,
                                    ChoiceKind.PICK, "cast")
    return cost
