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
    waiting = [d for d in game.triggers.delayed if d.unless_paid and not d.used and _same_card(game, d.source, oid)]
    if not ending and waiting:
        _end_delayed(game, act, player, source, waiting)
        return
    if not ending:
        others = sorted({p[0] for _e, p in paid if p is not None} | {d.player for d in waiting if d.player})
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
        # a creature again, no longer a local enchantment: only a local enchantment is attached to another
        # permanent while in play (glossary "Local Enchantment"), the effect that made it one over (418.3a)
        events.attach(game, oid, None, "418.3a", also=("214.8g",),
                      why=": the effect that made it a local enchantment has ended, and only a local enchantment is "
                          "attached to another permanent while in play (glossary \"Local Enchantment\"); it enchants "
                          "nothing")
    retain_priority(game, player)


def _end_delayed(game: Game, act: EndEffect, player: str, source: str, waiting: list) -> None:
    """``Bob pays {1} to end the effect of Nafs Asp`` (added, session 69, h6): "that player loses 1 life at the
    beginning of their next draw step unless they pay {1} before that draw step" — the player the delayed ability
    waits for may pay, any time he or she has priority before it triggers (glossary "Unless": "They may pay {1}
    before that draw step. If they don't, …"); paying ends it, and it never triggers. Paying doesn't use the stack."""
    mine = [d for d in waiting if d.player == player]
    if not mine:
        others = sorted({d.player for d in waiting if d.player})
        raise game.error(act.span, f"{player} can't pay to end the effect of {source}: only {', '.join(others)} may "
                                   f"pay, before the step its delayed ability waits for (glossary \"Unless\")")
    d = mine[0]  # (the oldest first: each payment ends one)
    mana = d.unless_paid
    if act.mana is not None and parse_mana(act.mana) != parse_mana(mana):
        raise game.error(act.span, f"ending the effect of {source} costs {mana}, not {act.mana} (glossary \"Unless\")")
    pay_mana(game, player, parse_cost(mana), (), f"ending the effect of {source}", act.span)
    game.triggers.use_delayed(d)
    left = f" ({len(mine) - 1} more of its delayed abilities still wait for {player})" if len(mine) > 1 else ""
    game.tracer.step(f"{player} pays {mana} before the step it waits for, so the delayed ability of {source} ends and "
                     f"will not trigger: \"{d.text}\"{left} (paying doesn't use the stack)", "406.2a", kind="effect")
    retain_priority(game, player)


def _same_card(game: Game, source: object, oid: object) -> bool:
    """Whether ``oid`` is the delayed ability's source or the object its card became since (Nafs Asp gone to the
    graveyard after its ability resolved: the delayed ability stays, 406.2a, and its player may still pay; the card is
    how the scenario names it, 217.8)."""
    seen: set = set()
    o = source
    while isinstance(o, int) and o not in seen:
        if o == oid:
            return True
        seen.add(o)
        obj = game.objects.get(o) if o in game.objects else (game.lki[o][0] if o in game.lki else None)
        o = obj.became if obj is not None else None
    return False
