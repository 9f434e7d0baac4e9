"""Mana that may be spent only on some things: "Spend this mana only to cast artifact spells"
(Mishra's Workshop), "… only to cast creature spells" (Food Chain), "… only to activate
abilities of artifacts" (Soldevi Machinist).

The rulebook's glossary: "Specialized types of mana can exist. For example, an ability might
produce mana that can be used only to play creature spells, or to pay activation costs"
("Mana"), and "The 'type' of mana includes both its color and any restrictions placed upon it"
("Type"). Such mana is in its player's pool as any mana is (it empties with the pool and burns,
300.4), but the game keeps how much of each kind is limited (:attr:`Game.mana_limits`); a payment
(409.1f) for anything the limit doesn't allow can't use it: it is set aside while that payment
is made and given back after. Where the limit allows the payment, the limited mana is spent
before other mana of the same kind (what pays is the player's choice, 409.1f: the mana that
can pay nothing else goes first). A source of such mana is not tapped by the default payment:
a scenario plays its mana ability, or names it in ``paying with``.
"""

from __future__ import annotations

from typing import Optional

from judge.cards.english import possessive
from judge._speed.fastdataclass import dataclass_for
from judge.cards import ir
from judge.engine.context import Ctx, handler_for, handles, player_names, refer
from judge.engine.game import Game
from judge.engine.kinds import StackKind
from judge.engine.mana import mana_text

dataclass = dataclass_for("engine")

#: The glossary entry a step of limited mana cites, in its words (judge.suite.glossary).
GLOSSARY = 'glossary "Mana"'


@dataclass(frozen=True)
class Purpose:
    """What a payment is for: a spell (``spell``) with these card ``types``, or an activated
    ability of a permanent with these card ``types``."""

    spell: bool
    types: tuple[str, ...]
    #: a cumulative upkeep paid as its ability resolves (glossary "Cumulative Upkeep"): no spell, no ability's cost
    cumulative_upkeep: bool = False


def allows(limit: ir.ManaSpendLimit, purpose: Optional[Purpose]) -> bool:
    """Whether mana limited by ``limit`` may pay for ``purpose`` (None: a payment that is no
    spell's or ability's cost — an attack's, a demand's, an upkeep's)."""
    if limit.not_spells:  # Thran Turbine: anything but a spell, a payment for no spell or ability too
        return purpose is None or not purpose.spell
    if limit.cumulative_upkeep:  # Adarkar Unicorn: a cumulative upkeep only
        return purpose is not None and purpose.cumulative_upkeep
    if purpose is None or purpose.cumulative_upkeep:
        return False
    wanted = limit.spell_types if purpose.spell else limit.source_types
    return any(t.lower() in wanted for t in purpose.types)


def limit_words(limit: ir.ManaSpendLimit) -> str:
    """``only to cast artifact spells`` / ``only to activate abilities of artifacts`` / ``on anything
    but a spell``."""
    if limit.not_spells:
        return "on anything but a spell"
    if limit.cumulative_upkeep:
        return "only to pay cumulative upkeep costs"
    parts = [f"to cast {' or '.join(limit.spell_types)} spells"] if limit.spell_types else []
    parts += [f"to activate abilities of {' or '.join(t + 's' for t in limit.source_types)}"] if limit.source_types else []
    return "only " + " or ".join(parts)


@handles(ir.AddLimitedMana)
def _add_limited_mana(ctx: Ctx, eff: ir.AddLimitedMana) -> None:
    g = ctx.game
    players = player_names(refer(ctx, eff.add.who))
    before = {p: dict(g.player(p).pool) for p in players}
    handler_for(ir.AddMana)(ctx, eff.add)  # the mana is added as any mana is (406.1a)
    for p in players:
        pool = g.player(p).pool
        added = {k: pool.get(k, 0) - before[p].get(k, 0) for k in pool if pool.get(k, 0) > before[p].get(k, 0)}
        if not added:
            continue
        for kind, n in added.items():
            g.mana.set_mana_limit(p, kind, eff.limit, g.mana.limits.get((p, kind, eff.limit), 0) + n)
        from_stack = ctx.so is not None and ctx.so.kind in (StackKind.SPELL, StackKind.TRIGGER)  # (Metamorphosis: 406.1b)
        g.tracer.step(f"The {mana_text(added)} {ctx.source_name} added may be spent {limit_words(eff.limit)} "
                      f"(specialized mana: its type includes the restriction, {GLOSSARY})",
                      "406.1b" if from_stack else "406.1a", kind="mana")


def withhold(game: Game, player: str, purpose: Optional[Purpose], what: str) -> list[tuple[tuple, int]]:
    """Set aside the limited mana in ``player``'s pool that can't pay for ``purpose``: out of
    the pool until :func:`give_back`. Returns what was set aside."""
    held = [(key, n) for key, n in sorted(game.mana.limits.items(), key=repr)
            if key[0] == player and not allows(key[2], purpose)]
    if not held:
        return []
    pool = dict(game.player(player).pool)
    for (_, kind, _), n in held:
        pool[kind] = pool.get(kind, 0) - n
    for (_, kind, limit), _ in held:
        game.mana.set_mana_limit(player, kind, limit, 0)
    game.mana.set_pool(player, pool)
    for (_, kind, limit), n in held:
        game.tracer.step(f"{mana_text({kind: n})} in {possessive(player)} mana pool may be spent {limit_words(limit)}: "
                         f"it can't pay for {what} ({GLOSSARY})", "409.1f", kind="mana")
    return held


def give_back(game: Game, player: str, held: list[tuple[tuple, int]]) -> None:
    """Return what :func:`withhold` set aside to the pool, still limited."""
    if not held:
        return
    pool = dict(game.player(player).pool)
    for (_, kind, _), n in held:
        pool[kind] = pool.get(kind, 0) + n
    game.mana.set_pool(player, pool)
    for (_, kind, limit), n in held:
        game.mana.set_mana_limit(player, kind, limit, game.mana.limits.get((player, kind, limit), 0) + n)


def spend(game: Game, player: str, spent: dict[str, int]) -> None:
    """``spent`` is leaving ``player``'s pool for a payment its limited mana may make: the
    limited mana of each kind goes first (it can pay nothing else)."""
    left = dict(spent)
    for key in sorted((k for k in game.mana.limits if k[0] == player), key=repr):
        use = min(game.mana.limits[key], left.get(key[1], 0))
        if use:
            left[key[1]] -= use
            game.mana.set_mana_limit(player, key[1], key[2], game.mana.limits[key] - use)
