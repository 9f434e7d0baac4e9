"""Replacement and prevention effects (419).

Regeneration (419.6b) is the first replacement effect: a shield that replaces the next
destruction of the permanent this turn with "remove all damage from it, tap it, and (if
it's in combat) remove it from combat". Destruction by lethal damage (420.5c) is
replaceable; being put into the graveyard for toughness 0 (420.5b) or by sacrifice is not
destruction, so no shield applies. Prevention shields (419.7) reduce damage before it is
dealt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from judge.engine.game import Game


@dataclass
class PreventionShield:
    """"Prevent the next N damage to X this turn" (419.7b): ``remaining`` None = all."""

    obj: Optional[int]
    player: Optional[str]
    remaining: Optional[int]
    source: Optional[int] = None
    combat_only: bool = False
    next_time: bool = False
    text: str = ""


def _order_shields(game: Game, shields: list, obj, player) -> list:
    """419.8a: the affected player (or the controller of the affected permanent) chooses the
    order in which prevention/replacement effects apply to one event."""
    from judge.dsl.ast import OrderReplacements
    from judge.engine.decider import OpenChoice

    who = player if player is not None else game.controller_of(obj)
    names = [sh.text for sh in shields]
    if len(set(names)) == 1 and len({(sh.remaining, sh.next_time) for sh in shields}) == 1:
        return shields
    decider = game.decider
    act = decider.answer(who, "replacement order", (OrderReplacements,)) if decider is not None else None
    if act is None and decider is not None:
        from itertools import permutations

        perms = list(permutations(range(len(shields))))
        sel = decider.explore(who, "the order of replacement effects", names, perms, kind="orders")
        if sel is not None:
            out = [shields[i] for i in sel]
            game.tracer.step(f"{who} chooses the order of the effects: {', '.join(sh.text for sh in out)} "
                             f"(one of the outcomes explored)", "419.8a", kind="choice")
            return out
    if act is None:
        raise OpenChoice(f"{decider.line_of_current() if decider else game.path}: open choice: {who} must choose the order "
                         f"in which {', '.join(names)} apply to this damage (419.8a); settle it with a line "
                         f"`{who} orders replacements: {', '.join(names)}` {decider.where() if decider else ''}",
                         who, "replacement order", names)
    rest = list(shields)
    out = []
    for ref in act.order:
        key = (f"@{ref.label}" if ref.label else ref.name or "").lower()
        hit = next((sh for sh in rest if sh.text.lower() == key or sh.text.lower().split(" @")[0] == key), None)
        if hit is None:
            raise game.error(ref.span or act.span, f"{ref} is not one of the effects applying here: {', '.join(names)} (419.8a)")
        rest.remove(hit)
        out.append(hit)
    out += rest
    game.tracer.step(f"{who} chooses the order of the effects: {', '.join(sh.text for sh in out)}", "419.8a", kind="choice")
    return out


def regenerate_instead(game: Game, oid: int) -> bool:
    """Apply a regeneration shield to a destruction of ``oid`` if it has one (419.6b).

    Returns True if the destruction was replaced.
    """
    from judge.engine import events

    o = game.objects[oid]
    if o.regen_shields <= 0:
        return False
    o.regen_shields -= 1
    with game.tracer.nest(f"{o.display()} regenerates instead of being destroyed", "419.6b", kind="regenerate"):
        if o.damage:
            o.damage = 0
            game.changed()
            game.tracer.step(f"All damage is removed from {o.display()}", "419.6b", kind="regenerate")
        if not o.tapped:
            events.tap(game, oid, "419.6b")
        if o.attacking or o.blocking:
            o.attacking = o.blocking = o.blocked = False
            game.changed()
            game.tracer.step(f"{o.display()} is removed from combat", "419.6b", "306.2", kind="regenerate")
    return True


def prevent_damage(game: Game, source: Optional[int], amount: int, obj: Optional[int], player: Optional[str],
                   combat: bool) -> int:
    """Apply prevention shields to damage about to be dealt (419.7); returns what remains."""
    if obj is not None and source is not None and game.exists(obj):
        from judge.engine.targets import protected_from

        try:
            src_chars = game.last_known(source)[1]
        except KeyError:
            src_chars = None
        prot = protected_from(game, obj, src_chars)
        if prot:
            game.tracer.step(f"{amount} damage to {game.describe(obj)} is prevented: it has {prot}", "502.7b", kind="prevent")
            return 0
    shields: list[PreventionShield] = getattr(game, "prevention", [])
    applicable = [sh for sh in shields
                  if (sh.obj is None or sh.obj == obj) and (sh.player is None or sh.player == player)
                  and (sh.source is None or sh.source == source) and (not sh.combat_only or combat)]
    if len(applicable) > 1:
        applicable = _order_shields(game, applicable, obj, player)
    for sh in applicable:
        if amount <= 0:
            break
        if sh.remaining is None:
            prevented = amount
        else:
            prevented = min(sh.remaining, amount)
            sh.remaining -= prevented
            if sh.remaining <= 0:
                shields.remove(sh)
        if sh.next_time:
            shields.remove(sh) if sh in shields else None
        amount -= prevented
        who = player if player is not None else game.describe(obj)
        if sh.source is not None:
            game.tracer.step(f"{prevented} damage to {who} from {game.describe(sh.source)} is prevented ({sh.text})", "419.7c", kind="prevent")
        else:
            game.tracer.step(f"{prevented} damage to {who} is prevented ({sh.text})", "419.7b", kind="prevent")
    return amount
