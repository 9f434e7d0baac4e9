""""Can't be enchanted" (ir.CantBeEnchanted; Anti-Magic Aura: "Enchanted creature can't be the target
of spells and can't be enchanted by other Auras"; added, session 64): a rule of a static ability
(418.4, the card's text over the rules, 103.1) on what a local enchantment may legally enchant.
Asked wherever that is decided: the state-based effect on local enchantments (one that enchants a
permanent it can't legally enchant is put into its owner's graveyard, 214.8e, 420.5d), a local
enchantment coming into play by other means than its spell (214.8d: only a legal permanent may be
chosen), and one moved to another permanent (glossary "Move")."""

from __future__ import annotations

from typing import Optional

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.context import refer, static_rules
from judge.engine.game import Game


def unenchantable(game: Game, aura: int, host: int) -> Optional[str]:
    """Why a "can't be enchanted" rule keeps the local enchantment ``aura`` from enchanting the
    permanent ``host`` — the rule and the card whose ability it is, citing 103.1 — or None if
    none does. "Other Auras" (``others_only``) spares the local enchantment whose ability it is."""
    for sid, rule, ctx in static_rules(game, ir.CantBeEnchanted):
        if rule.others_only and sid == aura:
            continue
        if host in refer(ctx, rule.what or ir.This()):
            by = f" by local enchantments other than {ctx.source_name}" if rule.others_only else ""
            return f"{game.describe(host)} can't be enchanted{by} ({possessive(ctx.source_name)} text; 103.1)"
    return None
