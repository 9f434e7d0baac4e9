"""Priority (408.1): who may act, passing, and what happens when both players pass.

Each time a player would receive priority, state-based effects are checked and then
triggered abilities go on the stack, repeating until neither happens (408.1b, 420.3,
410.3). If both players pass in succession, the top object of the stack resolves and the
active player receives priority; with an empty stack, the step or phase ends (408.1c, 300.2).
"""

from __future__ import annotations

import functools
from typing import Callable, Optional

from judge.engine import loops, sba, statics, triggers
from judge.engine.characteristics import ordered_effects
from judge.engine.context import abilities_in_play
from judge.engine.events import Event
from judge.engine.game import Game
from judge.engine.kinds import EffectKind, EventKind
from judge.engine.state import CONTROL_SYNCED
from judge.zones import Zone


def sync_control(game: Game) -> bool:
    """A permanent whose controller changed (by any effect) hasn't been under its new
    controller's control continuously since that player's turn began (409.3), and is
    removed from combat (306.2), as is one that stopped being a creature. Returns whether a
    permanent was attacking or blocking as it was looked at (False: none is in combat, as
    outside the combat phase — nothing for :func:`prune` or judge.engine.attack_stands to do).
    Finding nothing to do, with no effect changing control and none in combat, it says so in this
    state's values (``CONTROL_SYNCED``), which a change touching no permanent carries: :func:`settle`
    doesn't ask again until a permanent is touched."""
    changes = []
    fighting = False
    derived = game.derived
    # only a control-changing effect (418.5c ranks them first) makes a permanent's controller
    # other than the one it came into play under: with none, that one is the controller
    values = game.derived.values  # (this state's order, found already most often: no call)
    effects = values["effects in order"] if "effects in order" in values else ordered_effects(game)
    controlled = False
    for e in effects:  # (at every full check: a loop, not any() of a generator)
        if e.kind is EffectKind.CONTROL:
            controlled = True
            break
    for oid in game.in_play:
        o = game.objects[oid]
        now = game.controller_of(oid) if controlled else o.controller
        if o.last_controller is None:
            game.permanents.note_controller(oid, o.controller)
        if o.attacking or o.blocking:
            fighting = True
        if now != o.last_controller:
            changes.append(Event(EventKind.CONTROL, obj=oid, player=o.last_controller))
            game.permanents.note_controller(oid, now)
            game.permanents.set_sick(oid, True)
            if o.attacking or o.blocking:
                game.permanents.remove_from_combat(oid)
                game.tracer.step(f"{o.display()} changed controller and is removed from combat", "306.2", kind="combat")
    if not (changes or fighting or controlled) and game.derived is derived:
        # (nothing to do in this state, nor in the next ones that touch no permanent: Game.changed carries it)
        game.derived.values[CONTROL_SYNCED] = True
    if fighting:  # (only a permanent attacking or blocking can be removed from combat)
        prune(game)  # 306.2: a creature that stopped being a creature is removed from combat
    if changes and (game.triggers.delayed or any(game.objects[c.obj].zone == Zone.IN_PLAY and triggers.loses_control_watched(
            game, c.obj) for c in changes) or triggers.control_change_watched(game)):
        # "when you lose control of the creature" (Ray of Command); "When you lose control of ~" (Gustha's Scepter) —
        # the control change that meets it said first (Steal Artifact's "You control enchanted artifact.", 418.4a,
        # before 410.2; audit 7571: the trigger was said one step before the change), as a state trigger's is
        statics.trace_applications(game)
        triggers.detect(game, changes)
    return fighting


#: Rounds of state-based effects and triggered abilities after which a game that has not
#: settled is in a loop (each round's abilities, going on the stack, trigger the next ones),
#: or objects put on the stack past which it is once an ability goes on the stack again
#: (abilities that each trigger two more double every round): with no choice made by any
#: player since the checks began, one of only mandatory actions (421.4), else one a player's
#: choices keep going (421.2). A loop is a repetition (421.1: actions that "could be repeated
#: forever"): 1,200 abilities triggered by one event (410.6: twelve Soul Nets, a hundred
#: creatures put into the graveyard at once) going on the stack in one round are none.
_ENDLESS = 50
_CROWDED = 500


class Settling:
    """Where 408.1b's check stood at its latest round's point — the round's state-based effects
    applied, the triggered abilities waiting about to go on the stack (410.3) — as :func:`settle`
    went: values alone, so that the check can go on from a copy of the game kept there (the
    explorer's point, judge.engine.driver.passes_until_empty). ``since`` and ``before``: the
    choices made and the objects on the stack as the check began (counted only if it never
    ends); ``put``: (source, ability) of each ability an earlier round put on the stack;
    ``repeating``: whether a round put on the stack an ability an earlier one had; ``changed``:
    whether an earlier round did anything; ``at``: the round (the rounds finished before it), or
    None before any round's point; ``after_sba``: whether its state-based effects applied;
    ``was``: the ids of the objects on the stack at the round's point (what the round puts there
    is what is new); ``putting``: where the round's putting of its abilities on the stack stands,
    item by item (:class:`judge.engine.triggers.Putting`: each player's order, each ability put —
    410.3), or None before any round's point."""

    __slots__ = ("since", "before", "put", "repeating", "changed", "at", "after_sba", "was", "putting")

    def __init__(self, since: int = 0, before: int = 0, put: frozenset = frozenset(), repeating: bool = False,
                 changed: bool = False, at: Optional[int] = None, after_sba: bool = False, was: frozenset = frozenset(),
                 putting: Optional[triggers.Putting] = None) -> None:
        self.since, self.before, self.put, self.repeating = since, before, put, repeating
        self.changed, self.at, self.after_sba, self.was, self.putting = changed, at, after_sba, was, putting

    def stands(self, since: int, before: int, put: set, repeating: bool, changed: bool, at: int, after_sba: bool,
               was: frozenset) -> None:
        """The check is at round ``at``'s point, standing as the values say, none of its abilities put yet."""
        self.since, self.before, self.put, self.repeating = since, before, frozenset(put), repeating
        self.changed, self.at, self.after_sba, self.was, self.putting = changed, at, after_sba, was, triggers.Putting()

    def copy(self) -> "Settling":
        putting = self.putting
        return Settling(self.since, self.before, self.put, self.repeating, self.changed, self.at, self.after_sba,
                        self.was, putting.copy() if putting is not None else None)


@functools.cache
def _attack_stands():
    """:mod:`judge.engine.attack_stands`, imported by the first settle that finds a permanent attacking
    or blocking, not with the engine (issue 43); kept, as every settle in combat asks it."""
    from judge.engine import attack_stands

    return attack_stands


def settle(game: Game, at: Optional[Settling] = None, told: Optional[Callable[[Game], None]] = None) -> bool:
    """408.1b: state-based effects, then triggered abilities, until neither happens. A state
    checked already (the same version) has none to apply and none to put on the stack.

    ``at``: a record of where the check stands at each round's point (:class:`Settling`), kept
    there; one that stands at a round's point already (a copy of the game kept there, the
    explorer's) makes the check go on from that point — or from the item of the round's putting
    of its abilities on the stack that its ``putting`` stands at (a player's order, an ability
    put: judge.engine.triggers.put_on_stack). ``told(game)``: called at each round's point — only
    a round with triggered abilities waiting to go on the stack has one, where their order
    (410.3), "may" (410.5) and targets are chosen — and before each item after the first."""
    if at is None or at.at is None:
        if game.derived.settled == game.version:
            return False
        # (every controller synchronised, none in combat, and no permanent touched since: nothing to do —
        # the check made after a step begins, most often)
        if CONTROL_SYNCED not in game.derived.values and sync_control(game):
            # (with no permanent attacking or blocking, no attack or block to stand)
            _attack_stands().trace_attacks_standing(game)  # 306.2: an attack (a block: Pacifism on it), once declared, stands
        changed = False
        # where the choices and the stack stood as the checks began (counted only if they never end)
        since, before = len(getattr(game.decider, "words", ())), len(game.stack.items)
        put: set = set()  # (source, ability) of each ability a round put on the stack
        repeating = False  # whether a round put on the stack an ability an earlier round had
        rounds = 0
        resuming = False
    else:  # (going on from round ``at.at``'s point: its triggered abilities about to go on the stack)
        since, before, put, repeating, changed = at.since, at.before, set(at.put), at.repeating, at.changed
        rounds, a = at.at, at.after_sba
        resuming = True
    while rounds < _ENDLESS:
        if resuming:
            resuming = False
        else:
            if game.end.over:
                return changed
            if repeating and len(game.stack.items) - before > _CROWDED:  # (what was on the stack before is no loop)
                break
            statics.trace_applications(game)
            a = sba.check(game)
            if game.end.over:
                return True
            values = game.derived.values  # (found already in this state: no call of abilities_in_play)
            if (values["abilities in play"] if "abilities in play" in values else abilities_in_play(game))[2]:
                triggers.check_state_triggers(game)  # 410.11: as soon as the state matches (none in play: none to check)
            if at is not None and game.triggers.pending:  # (the round's point, recorded and told)
                at.stands(since, before, put, repeating, changed, rounds, a, frozenset([so.id for so in game.stack.items]))
                if told is not None:
                    told(game)
        if at is not None and (game.triggers.pending or at.putting is not None and at.putting.pending is not None):
            # (recorded at the round's point; or going on from an item of its putting, what it took no longer waiting)
            b = triggers.put_on_stack(game, a, at.putting, told)
            was = at.was
            now = {(so.source, id(so.ability)) for so in game.stack.items if so.id not in was}
            repeating = repeating or not now.isdisjoint(put)
            put |= now
        elif game.triggers.pending:
            was = {id(so) for so in game.stack.items}
            b = triggers.put_on_stack(game, after_sba=a)
            now = {(so.source, id(so.ability)) for so in game.stack.items if id(so) not in was}
            repeating = repeating or not now.isdisjoint(put)
            put |= now
        else:
            b = False  # (nothing waiting: triggers.put_on_stack would put nothing on the stack)
        if not (a or b):
            game.note_settled()
            return changed
        changed = True
        rounds += 1
    loops.endless_settling(game, since)  # 421.4: a draw, or 421.2 (the explorer leaves the run out)
    return True


def give_priority(game: Game, player: str) -> None:
    """``player`` receives priority (after 408.1b's checks)."""
    if game.derived.settled == game.version and not game.end.over:
        # (a state checked already: settle would find nothing to do — a pass, most often)
        game.turns.set_priority(player)
        return
    game.turns.set_priority(None)
    settle(game)
    if game.end.over:
        return
    game.turns.set_priority(player)


def retain_priority(game: Game, player: str) -> None:
    """408.1c: after playing a spell or ability, the same player receives priority again."""
    game.turns.reset_passes()
    give_priority(game, player)


def prune(game: Game) -> None:
    """306.2: a creature that stopped being a creature is removed from combat (a change of
    controller is handled where control is synchronised, regeneration where it happens)."""
    for oid in list(game.in_play):
        o = game.objects[oid]
        if (o.attacking or o.blocking) and "creature" not in (game.derived.chars.get(oid) or game.chars(o)).types:
            game.permanents.remove_from_combat(oid)
            game.tracer.step(f"{o.display()} is no longer a creature and is removed from combat", "306.2", kind="combat")
