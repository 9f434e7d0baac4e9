"""418.3a: an effect lasts as long as the ability creating it says — the Licids' "You may pay
{R} to end this effect" lasts until its controller pays {R} to end it.

Paying is not a spell or an ability: it doesn't use the stack, so nothing can respond to it, and
the player may pay any time he or she has priority (the era's rulings on the Licids; the player
keeps priority afterwards, as after a mana ability, 411.2). When the effect that made the Licid an
Aura ends, it is a creature again and no longer attached to anything.
"""

from __future__ import annotations

from judge.cards import ir
from judge.dsl.ast import EndEffect
from judge.engine import events
from judge.engine.casting import require_priority
from judge.engine.game import Game
from judge.engine.mana import parse_cost, parse_mana
from judge.engine.payment import pay_mana
from judge.engine.priority import retain_priority
from judge.engine.refs import resolve_ref


def end_effect_action(game: Game, act: EndEffect) -> None:
    """``Alice pays {R} to end the effect of Enraging Licid`` (418.3a)."""
    player = act.player
    require_priority(game, player, act.span, "pay to end an effect")
    oid = resolve_ref(game, act.source, what="the source of the effect")
    source = game.describe(oid) if isinstance(oid, int) else str(oid)
    paid = [(e, ir.end_payment(e.duration)) for e in game.effects.items if e.source == oid]
    ending = [e for e, p in paid if p is not None and p[0] == player]
    if not ending:
        others = sorted({p[0] for _e, p in paid if p is not None})
        why = (f"only {', '.join(others)} may pay to end it" if others
               else "no effect of it lasts \"until you pay … to end it\"")
        raise game.error(act.span, f"{player} can't pay to end the effect of {source}: {why} (418.3a)")
    mana = ir.end_payment(ending[0].duration)[1]  # type: ignore[index]
    if act.mana is not None and parse_mana(act.mana) != parse_mana(mana):
        raise game.error(act.span, f"ending the effect of {source} costs {mana}, not {act.mana} (418.3a)")
    pay_mana(game, player, parse_cost(mana), (), f"ending the effect of {source}", act.span)
    game.effects.end_effects(lambda e: e in ending)
    game.tracer.step(f"{player} pays {mana} to end the effect of {source}, as its ability allows (paying doesn't "
                     f"use the stack); these end: " + "; ".join(e.text for e in ending), "418.3a", kind="effect")
    obj = game.objects[oid]
    if obj.attached_to is not None and "enchantment" not in game.chars(oid).types:
        events.attach(game, oid, None, "214.8g")  # a creature again: it enchants nothing
    retain_priority(game, player)
