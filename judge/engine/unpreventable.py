"""103.2: when two cards contradict each other, the card that states something can't happen takes
precedence — Lava Burst's "If ~ would deal damage to a creature, that damage can't be prevented or
dealt instead to another permanent or player": the prevention effects (419.7; protection's, 502.7b)
and the redirection effects (419.1) that would apply to that damage don't, and the trace says so
(replacement effects that don't prevent or redirect it still apply).
"""

from __future__ import annotations

from typing import Any, Optional

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.game import Game
from judge.engine.kinds import EventKind, ShieldKind
from judge.engine.filters import matches


def cant_be_stopped(game: Game, ev: Any) -> Optional[str]:
    """The name of the source whose own text says this damage can't be prevented or redirected
    (a static ability of the spell dealing it), or None."""
    if ev.kind is not EventKind.DAMAGE or ev.obj is None or ev.source is None or not game.exists(ev.source) \
            or not game.exists(ev.obj):
        return None
    src = game.objects[ev.source]
    for ab in game.abilities_of(src).abilities:
        if not isinstance(ab, ir.StaticAbility):
            continue
        for e in ab.effects:
            if isinstance(e, ir.DamageCantBePrevented) and isinstance(e.what, ir.This) and (
                    e.filter is None or matches(game, e.filter, ev.obj, game.controller_of(ev.source), ev.source)):
                return src.display()
    return None


def barred(r: Any) -> bool:
    """Whether a shield is a prevention or a redirection effect (what such damage passes by)."""
    return r.kind is ShieldKind.PREVENTION or r.memory.redirects


def say_barred(game: Game, ev: Any, by: str, r: Any) -> None:
    """Why ``r`` doesn't apply to this damage (103.2)."""
    what = "dealt instead to another permanent or player" if r.memory.redirects else "prevented"
    game.tracer.step(f"{r.text} doesn't apply: {possessive(by)} damage to {game.describe(ev.obj)} can't be {what} (its own "
                     f"text, and the card that says something can't happen wins)", "103.2",
                     "419.1" if r.memory.redirects else "419.7", kind="prevent")
