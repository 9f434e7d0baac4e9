"""What an activated ability costs once static abilities have changed it (409.1f: "The total
cost is the mana or activation cost, plus all cost increases and minus all cost reductions").

Gloom: "Activated abilities of white enchantments cost {3} more to activate"; Heartstone:
"Activated abilities of creatures cost {1} less to activate. This effect can't reduce the
amount of mana an ability costs to activate to less than one mana"; Power Artifact: the same
for the enchanted artifact's abilities (ir.AbilityCostIncrease, ir.AbilityCostReduction).
"""

from __future__ import annotations

from dataclasses import replace

from judge.cards import ir
from judge.engine.context import static_rules
from judge.engine.filters import matches
from judge.engine.game import Game
from judge.engine.mana import ManaCost, parse_cost


def _text(game: Game, sid: int, rule: ir.Rule) -> str:
    return next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                 and rule in ab.effects), "")


def changed_cost(game: Game, oid: int, cost: ManaCost, what: str, trace: bool = True,
                 changes: list | None = None) -> ManaCost:
    """``cost``, the mana of an activated ability of ``oid``, with the increases and then the
    reductions of the static abilities in play whose description ``oid`` fits (409.1f).
    ``changes`` gathers where each change came from (and a reduction that took nothing, and why),
    for the refusal of a play whose changed cost can't be paid."""
    changes = [] if changes is None else changes
    increases = static_rules(game, ir.AbilityCostIncrease)
    reductions = static_rules(game, ir.AbilityCostReduction)
    if not increases and not reductions:
        return cost
    for sid, rule, rctx in increases:
        if rule.value and (rule.filter is None or matches(game, rule.filter, oid, rctx.controller, sid)):
            more = parse_cost(rule.value)
            colored = dict(cost.colored)
            for c, n in more.colored.items():
                colored[c] = colored.get(c, 0) + n
            cost = replace(cost, generic=cost.generic + more.generic, colored=colored)
            changes.append(f"{rule.value} more ({game.describe(sid)})")
            if trace:
                game.tracer.step(f"{what} costs {rule.value} more to play ({game.describe(sid)}: "
                                 f"\"{_text(game, sid, rule)}\"): {cost} in all", "409.1f", kind="activate")
    for sid, rule, rctx in reductions:
        if rule.value and (rule.filter is None or matches(game, rule.filter, oid, rctx.controller, sid)):
            # a reduction takes generic mana only, and this one never leaves less than one mana (Heartstone
            # as printed: never less than {1} of generic mana)
            floor = cost.generic - 1 if rule.generic_floor else cost.total() - 1
            less = max(0, min(parse_cost(rule.value).generic, cost.generic, floor))
            source = f"{game.describe(sid)}: \"{_text(game, sid, rule)}\""
            limit = "less than {1} of generic mana" if rule.generic_floor else "less than one mana"
            if less:
                cost = replace(cost, generic=cost.generic - less)
                changes.append(f"{{{less}}} less ({game.describe(sid)})")
            elif rule.generic_floor and cost.generic == 1:
                changes.append(f"no less for {game.describe(sid)}: its generic mana is {{1}}, and this reduction can't "
                               f"leave less than {{1}} of it")
            else:
                changes.append(f"no less for {game.describe(sid)}: {_why_no_less(cost, rule)}")
            if trace:
                if less:
                    game.tracer.step(f"{what} costs {rule.value} less to play ({source}): {less} generic mana less, "
                                     f"{cost} in all — a reduction takes generic mana only, and this one can't leave "
                                     f"{limit}", "409.1f", kind="activate")
                elif rule.generic_floor and cost.generic == 1:
                    game.tracer.step(f"{what} costs no less for {source}: its generic mana is {{1}}, and this reduction "
                                     f"can't leave less than {{1}} of it", "409.1f", kind="activate")
                else:
                    game.tracer.step(f"{what} costs no less for {source}: {_why_no_less(cost, rule)}", "409.1f",
                                     kind="activate")
    return cost


def _why_no_less(cost: ManaCost, rule: ir.Rule) -> str:
    return ("it costs no mana" if cost.total() == 0 else
            "it costs one mana, and this reduction can't leave less than one"
            if cost.total() == 1 and not rule.generic_floor else
            "it costs no generic mana, and a reduction takes generic mana only")
