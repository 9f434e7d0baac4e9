""""Can't be destroyed" (ir.CantBeDestroyed; Consecrate Land: "Enchanted land has indestructible", the
era's "can't be destroyed"; added, session 64): a rule of a static ability (418.4) over the glossary's
"Destroy" and "Bury" (103.1: the card's text over the rules). Asked where a permanent is destroyed or
buried (judge.engine.events.destroy_many: the destruction doesn't happen) and where lethal damage would
destroy a creature (420.5c, judge.engine.sba). A sacrifice is no destruction (glossary "Sacrifice"), nor
is toughness 0 (420.5b): neither asks."""

from __future__ import annotations

from typing import Optional

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.context import refer, static_rules
from judge.engine.game import Game


def cant_be_destroyed(game: Game, oid: int) -> Optional[str]:
    """Why the permanent ``oid`` can't be destroyed — the card whose ability says so, citing 103.1 —
    or None if nothing keeps it from being destroyed."""
    for _sid, rule, ctx in static_rules(game, ir.CantBeDestroyed):
        if oid in refer(ctx, rule.what or ir.This()):
            return f"{game.describe(oid)} can't be destroyed ({possessive(ctx.source_name)} text; 103.1)"
    return None
