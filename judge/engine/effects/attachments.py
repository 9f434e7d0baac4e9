"""Local enchantments attached and what they may enchant changed (214.8c)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.describe import filter_phrase
from judge.engine import events
from judge.engine.context import Ctx, handles, object_ids, refer, subjects
from judge.engine.kinds import EffectKind
from judge.engine.effects.continuous import _add_effect, _locked


@handles(ir.Attach)
def _attach(ctx: Ctx, eff: ir.Attach) -> None:
    """"Attach it to target creature" (the Licids): the local enchantment becomes attached to it
    (214.8c); whether it may legally enchant it is the state-based check of 420.5d."""
    g = ctx.game
    hosts = [o for o in object_ids(refer(ctx, eff.onto)) if g.objects[o].zone == "in play"]
    for o in object_ids(subjects(ctx, eff.what)):
        if g.objects[o].zone == "in play" and hosts:
            events.attach(g, o, hosts[0], "214.8c")


@handles(ir.ChangeEnchant)
def _change_enchant(ctx: Ctx, eff: ir.ChangeEnchant) -> None:
    """"It loses 'enchant creature card in a graveyard' and gains 'enchant creature put into play
    with ~'" (Animate Dead): what the local enchantment may enchant from now on (214.8a; 420.5d
    checks it against what it enchants)."""
    enchant = eff.enchant

    def apply(game, o, ch, enchant=enchant):
        ch.enchant = enchant

    lost = filter_phrase(eff.lost).replace(" in graveyard", " in a graveyard")
    gained = filter_phrase(enchant).replace(" put into play with this", f" put into play with {ctx.source_name}")
    _add_effect(ctx, _locked(ctx, eff.what), f"loses \"enchant {lost}\" and gains \"enchant {gained}\"", apply,
                eff.duration, "214.8a", kind=EffectKind.TYPE)
