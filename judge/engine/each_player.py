"""413.2d: "If an effect gives more than one player choices, the active player makes his or her
choices first, then the other players in turn order, each knowing the earlier choices; then the
actions are processed simultaneously."

An instruction for each player with a choice of his or her own ("Each player returns a creature
they control to its owner's hand", Curfew; "each player sacrifices a creature", Abyssal
Gatekeeper; "each opponent discards two cards", Unnerve) is carried out in two steps: every
player's choice is collected first, in turn order from the active player, while nothing has
changed yet — then the moves chosen are made at once, one event per destination
(:func:`judge.engine.events.move_many`, 410.6), so what a player chose can't change what is
there for the next one to choose from, and leaves-play triggers and control effects see them
together.

:class:`Simultaneous` is the pile of moves chosen and not yet made; the instruction that gives
the players their choices runs its players' parts through :func:`at_once`, which opens it
(:func:`begin`) and carries it out (:func:`carry_out`); the handlers of a chosen sacrifice,
discard or move put their move in it (:func:`defer`) instead of making it while one is open.
"""

from __future__ import annotations

from dataclasses import field
from typing import Callable, Optional

from judge._speed.fastdataclass import dataclass_for
from judge.cards import ir
from judge.engine import events
from judge.engine.context import MOVED_FROM_CONTROL_OF, Ctx
from judge.engine.kinds import MoveCause
from judge.zones import Zone

#: ctx.results' key of the open pile (one spell or ability's instruction at a time)
KEY = "413.2d chosen, not yet carried out"

#: ``dataclasses.dataclass``, its methods taken from the generated judge/_speed/_engine_methods.py
dataclass = dataclass_for("engine")


class Move(metaclass=dataclass):
    """One player's chosen move: ``oids`` to their owners' ``zone`` (events.move_many's words)."""

    player: str
    oids: list[int]
    zone: Zone
    verb: str
    cause: Optional[MoveCause] = None
    position: ir.LibraryPosition = ir.LibraryPosition.TOP
    tapped: bool = False


class Damage(metaclass=dataclass):
    """Damage a player's part of the instruction deals (Lim-Dûl's Hex: "deals 1 damage to that
    player unless they pay {B} or {3}"), held back until every player has chosen."""

    player: str
    source: Optional[int]
    source_name: str
    amount: int
    obj: Optional[int] = None
    to_player: Optional[str] = None


class Simultaneous(metaclass=dataclass):
    players: list[str]
    moves: list[Move] = field(default_factory=list)
    damage: list[Damage] = field(default_factory=list)

    def add(self, move: Move) -> None:
        """A player's chosen move, held back until every player has chosen."""
        self.moves.append(move)

    def add_damage(self, hit: Damage) -> None:
        """Damage a player's part would deal, held back until every player has chosen."""
        self.damage.append(hit)


def begin(ctx: Ctx, players: list[str]) -> Optional[Simultaneous]:
    """Open the pile for an instruction given to ``players`` (in turn order from the active
    player); ``None`` if one is already open (an instruction inside another's, whose pile it is)
    or there is only one player (nothing to wait for)."""
    if KEY in ctx.results or len(players) < 2:
        return None
    pile = Simultaneous(list(players))
    ctx.results[KEY] = pile
    ctx.game.tracer.step(f"Each player chooses in turn, the active player first: {', '.join(players)}, each knowing "
                         f"the earlier choices", "413.2d", kind="choice")
    return pile


def defer(ctx: Ctx, player: str, oids: list[int], zone: Zone, verb: str, cause: Optional[MoveCause] = None,
          position: ir.LibraryPosition = ir.LibraryPosition.TOP, tapped: bool = False) -> bool:
    """Put a chosen move in the open pile; ``False`` (the caller makes it now) if none is open."""
    pile = ctx.results.get(KEY)
    if pile is None:
        return False
    pile.add(Move(player, list(oids), zone, verb, cause, position, tapped))
    return True


def chosen(ctx: Ctx, player: str) -> set[int]:
    """What ``player`` has already chosen to move in the open pile (none open: nothing): a permanent
    chosen once for the instruction ("sacrifices a permanent" for each of several creatures, Fade
    Away) can't be chosen again, the moves being made together (413.2d)."""
    pile = ctx.results.get(KEY)
    if pile is None:
        return set()
    return {o for m in pile.moves if m.player == player for o in m.oids}


def defer_damage(ctx: Ctx, player: str, source: Optional[int], source_name: str, amount: int,
                 obj: Optional[int] = None, to_player: Optional[str] = None) -> bool:
    """Put damage in the open pile; ``False`` (the caller deals it now) if none is open."""
    pile = ctx.results.get(KEY)
    if pile is None:
        return False
    pile.add_damage(Damage(player, source, source_name, amount, obj, to_player))
    ctx.game.tracer.step(f"{source_name} will deal {amount} damage to {to_player or ctx.game.describe(obj)}: it is "
                         f"dealt once every player has chosen, with the rest of the instruction's actions",
                         "413.2d", kind="effect")
    return True


def _deal_held_damage(ctx: Ctx, pile: Simultaneous) -> None:
    """The damage held back, dealt at once as one event (413.2d; events.deal_damage_at_once)."""
    g = ctx.game
    held = [d for d in pile.damage if d.amount > 0]
    if not held:
        return
    said = "; ".join(f"{d.source_name} deals {d.amount} to {d.to_player or g.describe(d.obj)}" for d in held)
    g.tracer.step(f"The choices made in turn order, the damage is dealt simultaneously, as one event ({said})",
                  "413.2d", kind="effect")
    got = events.deal_damage_at_once(g, [(d.source, d.source_name, d.amount, d.obj, d.to_player) for d in held])
    hit = [k for k in got if not isinstance(k, str)]
    if hit:
        ctx.results.setdefault("damaged", []).extend(hit)
    ctx.results["damage dealt"] = sum(got.values())


def carry_out(ctx: Ctx, pile: Optional[Simultaneous]) -> list[int]:
    """Close the pile and make every chosen move at once: one event for each destination
    (zone and way of moving), so none of them happens before another (413.2d). Returns the new
    ids; ctx.results' "moved" and MOVED_FROM_CONTROL_OF say what moved and from whose control."""
    if pile is None:
        return []
    g = ctx.game
    ctx.results.pop(KEY, None)
    _deal_held_damage(ctx, pile)
    chosen = [m for m in pile.moves if m.oids]
    if not chosen:  # (nothing chosen to move: what the choices did, if anything, is said where it was done)
        return []
    by_player: dict[str, list[int]] = {}
    for m in chosen:  # one player's several moves said together (Fade Away: a permanent for each creature)
        by_player.setdefault(m.player, []).extend(m.oids)
    said = "; ".join(f"{p}: {', '.join(g.describe(o) for o in oids)}" for p, oids in by_player.items())
    g.tracer.step(f"The choices made in turn order ({said}), the actions are processed simultaneously",
                  "413.2d", kind="effect")
    groups: dict[tuple, list[int]] = {}
    for m in chosen:
        groups.setdefault((m.zone, m.verb, m.cause, m.position, m.tapped), []).extend(m.oids)
    from_control: dict[str, int] = {}
    new: list[int] = []
    for (zone, verb, cause, position, tapped), oids in groups.items():
        for o in oids:
            if g.exists(o) and g.objects[o].zone == Zone.IN_PLAY:
                was = g.controller_of(o)
                if was is not None:
                    from_control[was] = from_control.get(was, 0) + 1
        new += events.move_many(g, oids, zone, "413.2d", verb, position=position, tapped=tapped, cause=cause,
                                also=("417.1",))
    ctx.results["moved"] = len(new)
    ctx.results[MOVED_FROM_CONTROL_OF] = from_control
    return new


def at_once(ctx: Ctx, players: list[str], each: Callable[[list[str]], None]) -> None:
    """``each(players)`` — every player's part of the instruction, in turn order from the active
    player — with the moves it chooses held back, then made at once (413.2d). Inside another
    instruction's pile (or for one player) the moves go where they would have gone anyway."""
    pile = begin(ctx, players)
    try:
        each(players)
    finally:
        if pile is not None:
            ctx.results.pop(KEY, None)
    carry_out(ctx, pile)
