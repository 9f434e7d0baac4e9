"""The game state: players, zones (217), objects, timestamps, effects, the stack.

Zones are per player (library, hand, graveyard, removed from the game) except the shared
in-play zone and stack (217.1). Ordered zones are kept top first (index 0 = top), as in the
scenario language. A card that moves between zones becomes a new object with a new id
(217.8); the old id keeps its last known information (413.2f) in :attr:`Game.lki`.
"""

from __future__ import annotations

import copy
import types
from itertools import islice
from dataclasses import field, replace
from typing import TYPE_CHECKING, Any, Callable, Iterable, Optional

from judge._speed.fastdataclass import dataclass_for, frozen_of
from judge._speed.shared_parts import shared
from judge.cards import ir
from judge.cards.catalog import Catalog, catalog
from judge.dsl.ast import CardDef, Span, Step
from judge.engine.characteristics import Chars, ContinuousEffect, compute
from judge.engine.kinds import EffectKind, EventKind, ShieldKind, StackKind
from judge.engine.objects import GameObject, GoneObject, LastKnown, LastKnownObject, PendingTrigger, StackMemory, StackObject
from judge.engine.state import (FIELDS_SHARED, ContinuousEffects, Derived, GameEnd, InFlight, Kept, ManaPools,
                                PastTurns, Permanents, PlayPermissions, Prints, Replacements, Resolution, Stack, Tally, TraceMemory,
                                Triggers, TurnMemory, TurnStructure, bind_all, CONTROL_SYNCED, PERMANENTS_PRINTED,
                                PERMANENTS_SAID, PERMANENTS_UNAFFECTED, own_object)
from judge.engine.trace import Tracer
from judge.errors import JudgeError
from judge.zones import Zone

dataclass = dataclass_for("engine")

if TYPE_CHECKING:  # pragma: no cover
    from judge.engine.decider import Decider

PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.REMOVED)
MANA_ORDER = ("W", "U", "B", "R", "G", "C")
#: The steps of the combat phase (300.1, 306).
COMBAT_STEPS = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                Step.END_OF_COMBAT)
#: A record made without its class's __init__ (Game.changed's next Derived, its fields set there).
_new_record = object.__new__


@dataclass
class Player:
    """A player (101-102): life, mana pool (406.1), losing status."""

    name: str
    life: int = 20
    pool: dict[str, int] = field(default_factory=dict)
    lost: bool = False
    loss_reason: str = ""
    won: bool = False
    drew_from_empty: bool = False
    max_hand_size: int = 7
    #: Poison counters (glossary "Counter": counters may be given to players; "Poison Counters",
    #: Appendix B — ten or more lose the game: judge.engine.poison).
    poison: int = 0

    def pool_text(self) -> str:
        """The pool in symbols, colorless first as a mana cost writes its generic part ("{1}{R}"), then W, U, B, R, G."""
        pool = self.pool
        n = pool["C"] if "C" in pool else 0
        out = ["{" + str(n) + "}"] if n else []
        for sym in MANA_ORDER:
            if sym != "C":
                out.extend(["{" + sym + "}"] * (pool[sym] if sym in pool else 0))
        return "".join(out)

    def pool_total(self) -> int:
        return sum(self.pool.values())


class Game:
    """Everything the rules look at. Changed only by its own methods and the appliers of
    :mod:`judge.engine.events` (tests/test_architecture.py keeps it so)."""

    def __init__(self, players: list[Player], tracer: Optional[Tracer] = None, path: str = "<scenario>",
                 static_effects_of: Optional[Callable[..., Iterable[ContinuousEffect]]] = None,
                 source: str = "") -> None:
        self.players: list[Player] = players
        #: Where the game is in its turns and who has priority (300-314, 408: judge.engine.state.TurnStructure).
        self.turns: TurnStructure = TurnStructure(active=players[0].name)
        #: The scenario's text, for errors that show the line and a caret.
        self.source = source
        #: What a permanent's static abilities do to characteristics (418.4): given by the
        #: engine's assembly (judge.engine.statics.static_effects_of), which sits above this module; given
        #: a static ability as a third argument, the effects that ability generates on the permanent an
        #: effect granted it to (:meth:`_with_granted`).
        self._static_effects_of = static_effects_of
        self.path = path
        self.tracer = tracer or Tracer()
        self.objects: dict[int, GameObject] = {}
        self.zones: dict[tuple[str, Zone], list[int]] = {}
        for p in players:
            for z in PLAYER_ZONES:
                self.zones[(p.name, z)] = []
        self.in_play: list[int] = []
        #: The permanents' status verbs and the phased-out zone (glossary "Phased Out"; the 1998
        #: rules' 217.8: judge.engine.state.Permanents).
        self.permanents: Permanents = Permanents()
        #: The stack (217.6) and what is on it, changed by its own verbs (judge.engine.state.Stack).
        self.stack: Stack = Stack()
        self.lki: dict[int, LastKnown] = {}
        #: The continuous effects of resolved spells and abilities and the untap locks (418.3,
        #: 302.1: judge.engine.state.ContinuousEffects).
        self.effects: ContinuousEffects = ContinuousEffects()
        #: Triggered abilities waiting (410: judge.engine.state.Triggers).
        self.triggers: Triggers = Triggers()
        #: The players' mana pools as they change, the mana in them whose spending is limited, and
        #: whether mana is tracked (406.1, glossary "Mana": judge.engine.state.ManaPools).
        self.mana: ManaPools = ManaPools()
        self.version: int = 0
        #: What is computed from this version of the state, the characteristics computed in it
        #: among them: a new one at every change (:meth:`changed`; judge.engine.state.Derived).
        self.derived: Derived = Derived()
        #: What is computed from the state and kept for as long as what it was computed from is
        #: the same (judge.engine.state.Kept).
        self.kept: Kept = Kept()
        #: The state's own numbering: objects' ids, timestamps, card changes, tokens made
        #: (judge.engine.state.Tally).
        self.tally: Tally = Tally()
        #: Where card definitions and their abilities come from (judge.cards.catalog).
        self.catalog: Catalog = catalog()
        #: The abilities of this game's card definitions, by the definition's id (each is held
        #: by the game), and as changed by text-changing effects (415.1): what it asked the catalog.
        self._ability_cache: dict[Any, ir.CardAbilities] = {}
        #: The objects' views the snapshots of this game and of its copies made (judge.engine.snapshot), by their
        #: fields: a view is a frozen value, so an object seen alike by two outcomes of an exploration is one view.
        #: None until the game is first copied (a game never copied makes each view once).
        self.views: Optional[dict[tuple, Any]] = None
        self.decider: Optional["Decider"] = None
        #: The resolution in flight: whether a spell or ability is resolving and what state-based
        #: effects would have seen during it (413, 420.4: judge.engine.state.Resolution).
        self.resolution: Resolution = Resolution()
        #: How the game ends: over or not, its result and winner (102: judge.engine.state.GameEnd).
        self.end: GameEnd = GameEnd()
        #: What the trace has already said, so that it says it once (judge.engine.state.TraceMemory).
        self.said: TraceMemory = TraceMemory()
        #: Prints of the game: after each resolution since a player last acted (loops, 421.4),
        #: and at each ``checkpoint`` line reached (judge.engine.state.Prints).
        self.prints: Prints = Prints()
        #: The scenario's ``@label`` names, each the object it names now.
        self.labels: dict[str, int] = {}
        #: Cards a player may play from where they are, as though in his or her hand, and how
        #: long each permission lasts (Grinning Totem, Aerial Caravan; 418.3a:
        #: judge.engine.state.PlayPermissions).
        self.play_permissions: PlayPermissions = PlayPermissions()
        #: What the game remembers about the turn under way ("this turn": judge.engine.state.TurnMemory).
        self.this_turn: TurnMemory = TurnMemory()
        #: What it remembers of the turns before ("your last turn", "your last upkeep": judge.engine.state.PastTurns).
        self.past: PastTurns = PastTurns()
        #: The replacement and prevention effects begun and being applied (419: judge.engine.state.Replacements).
        self.replacements: Replacements = Replacements()
        #: What an action under way holds between its calls: the effect's context, the damage
        #: moved, the characteristics being worked out (judge.engine.state.InFlight; not state).
        self.in_flight: InFlight = InFlight()
        #: This combat (judge.engine.combat.Combat) during the combat phase, else None.
        self.combat: Any = None
        self._bind_records()

    # ------------------------------------------------------------------ versions
    def changed(self, off_board: bool = False) -> None:
        """Bump the state version: what was computed from the state is dropped (characteristics
        stay only where nothing they depend on can have changed, below). Called only by the
        game's own changes below and by the appliers of :mod:`judge.engine.events`
        (tests/test_architecture.py keeps it so). An effect lasting "for as long as ~ remains
        tapped" (and the like) ends the moment its duration is over (418.3a). ``off_board``: the
        change touched no permanent (an object put on the stack or leaving it, a life total
        gained, the step begun, this combat's record made or ended) — every other change says nothing
        and is taken as touching them."""
        self.version += 1
        # While no static ability generates an effect, an object's characteristics are its own
        # printed values and counters (glossary "Characteristics") with the effects of resolved
        # spells and abilities applied, each to a set of objects fixed and by values fixed as it
        # resolved (418.3b, 418.3c): those computed stay for as long as the permanents in play and
        # the effects begun are the same (what changes an object's own values forgets it:
        # forget_chars); so they do when every static ability's effect applies to "~" or the
        # enchanted permanent by values of its text, while those permanents are attached to the
        # same ones (ContinuousEffect.fixed); with another static ability's effect (418.4a), all
        # are computed again.
        old = self.derived
        plain = old.chars_plain
        effects = self.effects
        # A change that touched no permanent (``off_board``) left the board the characteristics were computed on
        # (418.3, 418.4: the permanents in play, their values, the effects begun) as it was — the same permanents in play, no card's values changed, no effect begun or ended, nothing
        # attached anew: each of those is a change of its own, told first without ``off_board`` (the board
        # compared then) — so it is not compared again (~1.5K instructions of a change's 11K; 21 of an
        # exploration's 22 changes an outcome of seven orders; tests/engine/test_changed89.py)
        if plain is None or not off_board and (
                plain[2] != effects.changes or plain[1] != self.tally.card_changes or plain[0] != tuple(self.in_play)
                or (plain[3] and any(self.objects[s].attached_to != a for s, a in plain[3]))):
            self.derived = Derived()
        else:
            # (the next version's, as Derived.following makes it — nothing computed, the characteristics
            # kept — made here at once, its four fields set without Derived's __init__: ~210K changes a suite
            # pass, the call ~1.9K instructions of a change's 11K; tests/engine/test_changed89.py holds the fields
            # to Derived's)
            was = old.values
            derived = self.derived = _new_record(Derived)
            derived.chars = old.chars
            derived.chars_plain = plain
            derived.settled = -1
            values = derived.values = {"plain board": plain}
            # no continuous effect at all in the version before (characteristics.ordered_effects found none:
            # no static ability's effect, no effect begun) and the same board — the same permanents, none of
            # whose card values changed, no effect begun or ended since (418.3, 418.4): none now either, in
            # order or applying outside play (416.2) — carried, not asked again of every permanent's static
            # abilities (~21K asks a warm pass over every third scenario; tests/engine/test_calls75.py)
            if "effects in order" in was and not was["effects in order"]:
                values["effects in order"] = values["effects outside play"] = ()  # (the board is the same: plain_board's value)
            # the abilities in play kept for this board (judge.engine.context.abilities_in_play, whose
            # answer for a board it is: the kept value's board equal to this one, plain_board's value
            # just set) carried into the new version at once — what its first asker would find, with no
            # call of abilities_in_play nor of plain_board (~15K a median band of 1,713 scenarios;
            # tests/engine/test_rec59_carried.py)
            board = self.kept.board
            kept = board["abilities in play"] if "abilities in play" in board else None
            if kept is not None and kept[0] == plain:
                values["abilities in play"] = kept[1]
            # the permanents as a loop's print saw them (judge.engine.loops) carried when this change touched
            # none: the same permanents (plain_board's value), each with its status and numbers as they were
            # (none written since: every change that writes one says nothing of ``off_board``), and its
            # characteristics those kept just above — what the print would read again (7K reads of seven
            # permanents an exploration of seven orders; tests/engine/test_loop_print_carried79.py)
            if off_board:
                if PERMANENTS_PRINTED in was:
                    values[PERMANENTS_PRINTED] = was[PERMANENTS_PRINTED]
                # (so is "no permanent's state-based effect": judge.engine.sba.collect, read from the same)
                if PERMANENTS_UNAFFECTED in was:
                    values[PERMANENTS_UNAFFECTED] = True
                # (and so are "the permanents' check said all" — judge.engine.sba.check — and "every controller
                # synchronised", with no effect changing control — judge.engine.priority.sync_control: the same
                # permanents, none written, no effect begun or ended; a step begun is such a change)
                if PERMANENTS_SAID in was:
                    values[PERMANENTS_SAID] = True
                if CONTROL_SYNCED in was:
                    values[CONTROL_SYNCED] = True
        if effects.lasting and not effects.lapsing:
            effects.end_lapsed()

    def note_settled(self) -> None:
        """408.1b's checks found nothing more to do in this version of the state (what is
        computed from the state, not a change of it: the version stays; kept by this version's
        :class:`Derived`, which a change of state replaces)."""
        self.derived.settled = self.version

    def noted(self) -> None:
        """Bump the state version for a change of the game's bookkeeping that nothing computed
        from the state reads — whether a spell is resolving, the mana pools, the triggered
        abilities waiting to be put on the stack (410.3), what was played this turn: no
        characteristic (418), state-based effect (420) or static rule can depend on them, so
        what was computed stays (docs/performance.md, "Engine and suite"; the suite's outcomes
        are the same with :meth:`changed` in its place: tests/engine/test_state_owner.py)."""
        self.version += 1

    # ------------------------------------------------------------------ saving
    #: What is not game state: how it is told and decided, and what is computed from it.
    _NOT_STATE = ("tracer", "decider", "derived", "kept", "in_flight", "_ability_cache", "catalog",
                  "_static_effects_of", "version", "views")

    def save(self) -> dict:
        """A copy of the whole game state (not the trace, the decider or what is computed from
        the state): :meth:`restore` returns the game to it, as undoing an illegal play does
        (422.1). Card definitions and their IR are immutable and shared, not copied."""
        memo: dict[int, Any] = {}
        state = self.__dict__.copy()
        for k in self._NOT_STATE:
            state.pop(k, None)
        for k, v in state.items():
            if type(v) not in _SHARED:
                state[k] = copy_state(v, memo)
        return state

    def copy(self, tracer: Optional[Tracer] = None) -> "Game":
        """An independent game in the same state, told by ``tracer`` (a new one if None): a
        branch of the game (the explorer goes on from a copy instead of replaying the
        scenario from its start). Of what is computed from the state, only what is kept with
        what it was computed from is carried over (judge.engine.state.Kept.for_copy); the
        decider is the caller's to set."""
        new = object.__new__(Game)
        new.__dict__.update(self.save())
        new._static_effects_of = self._static_effects_of
        new._ability_cache = self._ability_cache  # by card definition, which is shared
        views = self.views  # (the snapshots' views, frozen values: shared by the game and its copies)
        new.views = self.views = {} if views is None else views
        new.catalog = self.catalog
        new.tracer = tracer if tracer is not None else Tracer()
        new.decider = None
        new.in_flight = InFlight()  # (nothing is in flight between two actions, where a game is copied)
        new.version = self.version
        new.restore({})
        # (the state the same as this game's, said steps included: what was computed from it and kept, each
        # entry with what it was computed from, holds for the copy too — Kept.for_copy; a restore to another
        # state drops it)
        new.kept = self.kept.for_copy()
        if new.version == self.version + 1:
            # (no change but restore's own — nothing lapsed, 418.3a: the copy is in this game's state, and the
            # characteristics computed in it are the copy's too (418.4a), each a value no game writes; so are the
            # values of this state holding no object of this game's: Derived.carry_into)
            self.derived.carry_into(new.derived)
        return new

    def tell_with(self, tracer: Tracer) -> None:
        """From now on the game is told by ``tracer`` (a kept game an exploration branch goes
        on from, :func:`judge.engine.explore.explore`)."""
        self.tracer = tracer

    def restore(self, state: dict) -> None:
        """Return to a state :meth:`save` made; everything computed from the state is dropped
        (the version only grows: a version names one state)."""
        self.__dict__.update(state)
        self.derived = Derived()
        self.kept = Kept()
        self.in_flight.carry_out(None)
        self._bind_records()
        self.changed()

    def _bind_records(self) -> None:
        """The records that own their fields drop this game's computed values (a copy's own,
        never the original's: judge.engine.state.Owned)."""
        fields = self.__dict__
        # (the records taken by map in C, not by a comprehension's call: a game made, copied or restored)
        records = map(fields.__getitem__, _OWNED)
        if self.combat is not None:  # (this combat's record, during the combat phase)
            records = [*records, self.combat]
        bind_all(records, self)

    # ------------------------------------------------------------------ changes
    # The game's own changes of state: each drops what was computed from the old state.
    def record_blocks(self, pairs: list[tuple[int, int]]) -> None:
        """This combat's blocks are declared (309.1): from now on an attacker is blocked or
        unblocked (309.3, glossary "Unblocked Creature")."""
        self.combat.declare_blocks(pairs)
        memory = self.this_turn
        for blocker, attacker in pairs:
            memory.record_deed("blocked", blocker, attacker)
            memory.record_deed("was blocked", attacker, blocker)
        self.changed()

    def reorder(self, player: str, zone: Zone, top: list[int]) -> None:
        """The top cards of an ordered zone are put back in the order ``top`` (413.2c)."""
        cards = self.zones[(player, zone)]
        cards[:len(top)] = top
        self.changed()

    def cease_to_exist(self, oid: int) -> None:
        """A token that has left play ceases to exist (420.5f): out of its zone, remembered
        as it last existed (413.2f)."""
        obj = self.objects[oid]
        if obj.zone == Zone.PHASED_OUT:
            self.permanents.leave_phased_out(oid)
        else:
            self.zones[(obj.owner, obj.zone)].remove(oid)
        chars = self.chars(obj)
        leave_zone(obj)
        self.lki[oid] = LastKnown(last_copy(obj), chars)
        self.changed()

    def change_card(self, oid: int, card: CardDef) -> None:
        """The permanent's card values are now ``card`` (it comes into play as a copy, or becomes
        one: judge.engine.copies); what it is printed as stays its ``own_card``."""
        obj = self.objects[oid]
        if obj.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            obj = own_object(self.objects, oid)
        if obj.own_card is None:
            obj.own_card = obj.card
        obj.card = card
        self.tally.count_card_change()
        self.forget_chars(oid)
        self.changed()

    def forget_chars(self, oid: int) -> None:
        """An object's own values changed (its counters, its card): its characteristics are
        computed again, even where no continuous effect would keep them from staying (:meth:`changed`)."""
        self.derived.chars.pop(oid, None)

    def set_label(self, label: str, oid: int) -> None:
        """The scenario's ``@label`` now names object ``oid`` (a spell put on the stack)."""
        self.labels[label] = oid
        obj = self.objects[oid]
        if obj.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            obj = own_object(self.objects, oid)
        obj.label = label


    # ------------------------------------------------------------------ turns and priority
    def begin_turn(self, active: str) -> None:
        """A new turn begins (300.1, 300.6) with ``active`` as the active player: the records
        of the last turn (lands played, abilities activated, damage dealt, extra phases) go —
        what is remembered of "this turn" begins afresh (judge.engine.state.TurnMemory)."""
        turns = self.turns
        last, last_player = turns.turn, turns.active
        turns.begin(active)
        self.past.begin_turn(last, last_player, turns.turn, active)
        self.this_turn = TurnMemory(began_stamp=self.tally.timestamp)
        self.this_turn.bind(self)
        if self.reads_turn_start():  # (a card in the game reads it: Power Surge, Total War as printed; 302.1)
            self.this_turn.note_beginning(tuple(self.known_now(i) for i in self.in_play))  # (before the untap step)
        self.changed()


    # ------------------------------------------------------------------ combat
    def set_combat(self, combat: Any) -> None:
        """This combat begins (a :class:`judge.engine.combat_state.Combat`), or ends (None): the
        record of the combat, no permanent touched (a creature's attacking or blocking is its own,
        written as it attacks, blocks or leaves combat)."""
        self.combat = combat
        if combat is not None:
            combat.bind(self)
        self.changed(off_board=True)

    # ------------------------------------------------------------------ players
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def opponent(self, name: str) -> str:
        for p in self.players:
            if p.name != name:
                return p.name
        raise KeyError(name)

    def defending_player(self) -> Optional[str]:
        """Glossary "Defending Player": during the combat phase, the active player's opponent;
        there is none in other phases."""
        if self.turns.step in COMBAT_STEPS:
            return self.combat.defending if self.combat is not None else self.opponent(self.turns.active)
        return None

    def apnap(self) -> list[str]:
        """Players in active-player, nonactive-player order (410.3, 413.2d)."""
        return [self.turns.active] + [p.name for p in self.players if p.name != self.turns.active]

    # ------------------------------------------------------------------ objects
    def obj(self, oid: int) -> GameObject:
        return self.objects[oid]

    def chars(self, obj: GameObject | int) -> Chars:
        """The object's characteristics now (418.4a; computed once per state: the cache is
        dropped by every change of state), or as it last existed once it is gone (413.2f)."""
        # (the game's hottest lookups — chars, exists, controller_of, abilities_of — look in their
        # dicts with ``in`` and a subscript, not dict.get's call, and ask isinstance only of what is
        # neither an int nor a game object: ~2.4M calls of a suite's pass, fifty-eighth session)
        computed = self.derived.chars
        if type(obj) is int or (type(obj) is not GameObject and isinstance(obj, int)):
            # (an id computed in this state names an object of the game: objects are never removed)
            cached = computed[obj] if obj in computed else None
            if cached is not None:
                return cached
            if obj not in self.objects and obj in self.lki:
                return self.lki[obj][1]
            obj = self.objects[obj]
        else:
            key = obj.id
            cached = computed[key] if key in computed else None
            if cached is not None:
                return cached
        return compute(self, obj)

    def known_now(self, oid: int) -> Optional[LastKnown]:
        """The object as it is now, kept unchanged from here on (413.2f: "the source as it dealt the
        damage", "the lands as the turn began"); once it is gone, as it last existed; None for an
        object the game never had."""
        if self.exists(oid):
            return LastKnown(last_copy(self.objects[oid]), self.chars(oid))
        return self.lki.get(oid)

    def last_known(self, oid: int) -> tuple[GameObject, Chars]:  # (a LastKnown, or the object as it is)
        """The object as it is now if still in its zone, else as it last existed (413.2f)."""
        objects = self.objects
        o = objects[oid] if oid in objects else None
        if o is not None and o.zone is not None and o.became is None:
            return o, self.chars(o)
        return self.lki[oid]

    def exists(self, oid: Optional[int]) -> bool:
        objects = self.objects
        o = objects[oid] if oid is not None and oid in objects else None
        return o is not None and o.became is None and o.zone is not None

    def in_play_objects(self) -> list[GameObject]:
        return [self.objects[i] for i in self.in_play]

    def zone_list(self, player: Optional[str], zone: Zone) -> list[int]:
        if zone == Zone.IN_PLAY:
            return self.in_play
        if zone == Zone.STACK:
            return [s.card_obj for s in self.stack.items if s.card_obj is not None]
        return self.zones[(player, zone)]

    def describe(self, oid: Optional[int]) -> str:
        if oid is None:
            return "nothing"
        objects = self.objects
        o = objects[oid] if oid in objects else None
        if o is None:
            so = next((s for s in self.stack.items if s.id == oid), None)
            if so is not None:
                return so.name + (f" @{so.label}" if so.label else "")
            return f"object {oid}"
        # (GameObject.display's words, said here without its call: ~124K calls of a suite's pass)
        return f"{o.card.name} @{o.label}" if o.label else o.card.name

    def controller_of(self, oid: int) -> Optional[str]:
        objects = self.objects
        o = objects[oid] if oid in objects else None
        if o is None:
            return None
        zone = o.zone
        if zone == Zone.IN_PLAY:
            computed = self.derived.chars
            ch = computed[oid] if oid in computed else None
            return (ch if ch is not None else self.chars(o)).controller or o.controller
        return o.controller if zone == Zone.STACK else o.owner

    def abilities_of(self, obj: GameObject) -> ir.CardAbilities:
        """The card's text as IR (judge.cards.text), parsed once per card definition."""
        key = id(obj.card)
        cache = self._ability_cache
        cached = cache[key] if key in cache else None
        if cached is None:
            cached = self.card_text_abilities(obj.card)
        if self.effects.items:
            edits = self.text_edits_of(obj.id)
            if edits:
                edited = self._ability_cache.get((key, edits))  # type: ignore[call-overload]
                if edited is None:
                    from judge.engine.text_changes import changed as changed_text  # (a text changed: seldom)

                    edited = self._ability_cache[(key, edits)] = changed_text(cached, edits)  # type: ignore[index]
                return edited
        return cached

    def card_text_abilities(self, card: CardDef) -> ir.CardAbilities:
        """What a card definition's own text says (no text-changing effect applied): the values
        a copy takes (judge.engine.copies)."""
        cache = self._ability_cache
        key = id(card)
        cached = cache[key] if key in cache else None
        if cached is None:
            cached = cache[key] = self.catalog.abilities(card)
        return cached

    def reads_turn_start(self) -> bool:
        """Whether the text of a card in the game reads the permanents as the turn began (301.1, 302.1): an instruction
        counting them (``ir.CountAtTurnStart``: Power Surge) or a description of those the active player controlled
        then (``ir.ACTIVE_PLAYER_AT_TURN_START``: Total War as printed), or a condition on a permanent as it was then
        (``ir.ConditionKind.STARTED_TURN_UNTAPPED``: Rasputin Dreamweaver) — each card asked once, as :meth:`in_any_text`
        asks, and the game's answer kept as it keeps its own (:func:`_any_text_reads`: each turn's beginning had asked
        it of every object of the game again, ~26K look-ups a warm pass over every third scenario)."""
        if self.in_any_text(ir.CountAtTurnStart):
            return True
        return _any_text_reads(self, _TurnStartRead, _reads_turn_start)

    def in_any_text(self, kind: type) -> bool:
        """Whether the text of any card in the game (any zone, granted abilities included; a
        text-changing effect changes words, never what kind of instruction a text holds, 415.1)
        has an instruction of IR class ``kind``: where none has, no rule of that kind can apply,
        and what would look for one (at a cost) need not. Each card asked once (what its text holds worked out once a process:
        :func:`judge.cards.ir.kinds_in`), the game's answer kept with how many objects it looked at
        (:func:`_any_text_reads`)."""
        return _any_text_reads(self, kind, _holds_kind)

    def text_edits_of(self, oid: int) -> tuple[tuple[str, str], ...]:
        """The text-changing effects on an object, in the order they began (415.1): each the
        word replaced and the word in its place — including those that edited the spell it was
        (415.3)."""
        values = self.derived.values
        edits = values["text edits"] if "text edits" in values else None
        if edits is None:
            edits = values["text edits"] = [e.edit for e in self.effects.items if e.edit is not None]
        if not edits:
            return ()
        objects = self.objects
        obj = objects[oid] if oid in objects else None
        spell = obj.from_spell if obj is not None else None
        return tuple((old, new) for fixed, old, new in edits if oid in fixed or (spell is not None and spell in fixed))

    def static_effects(self) -> list[ContinuousEffect]:
        """Continuous effects of static abilities of permanents in play (418.4)."""
        if self._static_effects_of is None:
            raise JudgeError("internal: this game was made without the static-ability rules (418.4)")
        effects = self.effects.items
        edited = granting = False
        for e in effects:  # (a loop, not any() of a generator: ~50K of its steps a suite's pass)
            if e.edit is not None:
                edited = True
            if e.grants is not None:
                granting = True
        # the same permanents, none of whose card values changed, and no text edited: the same
        # effects (a new permanent has a new id, and its timestamp is set before it comes into play;
        # a moved enchantment's new timestamp is counted with the card changes, Tally.restamp)
        found = self.kept.board_static
        if found is not None and not edited and found[1] == self.tally.card_changes and found[0] == self.in_play:
            # (no effect grants a static ability — most states: the printed ones alone, without
            # _with_granted's call, ~65K a warm pass over every third scenario)
            return self._with_granted(found[3], effects) if granting else found[3]
        memos = self.kept.static_memo
        objects = self.objects
        out: list[ContinuousEffect] = []
        for oid in list(self.in_play):
            obj = objects[oid]
            # what a permanent's static abilities generate depends on its card and timestamp
            # only (the effects read everything else as they apply), so it is made once
            memo = memos[oid] if oid in memos else None
            # (and on the changes to its text, 415.1: its abilities are what the text now says)
            edits = self.text_edits_of(oid) if edited else ()
            if memo is None or memo[0] is not obj.card or memo[1] != obj.timestamp or memo[3] != edits:
                memo = memos[oid] = (obj.card, obj.timestamp, tuple(self._static_effects_of(self, obj)), edits)
            if memo[2]:
                out.extend(memo[2])
        # (the permanents as a list, to compare without making a tuple, and as a tuple, for keys;
        # and the sources of the effects, when every one is fixed: plain_board)
        self.kept.board_static = None if edited else (list(self.in_play), self.tally.card_changes, tuple(self.in_play), out,
                                                  _fixed_sources(out))
        return self._with_granted(out, effects) if granting else out

    def _with_granted(self, printed: list[ContinuousEffect], effects: list) -> list[ContinuousEffect]:
        """``printed`` (the effects of the static abilities the permanents' texts give them) with those of the
        static abilities effects of resolved spells and abilities grant (ContinuousEffect.grants: Earthbind's
        "Enchanted creature loses flying."): a continuous effect may be generated by a static ability of a
        permanent (418.1), a granted one as a printed one, applying at all times the permanent is in play with it
        (418.4b) — so for as long as the grant lasts (418.3a) and the permanent stays the object it granted it to
        (217.8: a permanent that leaves play and returns is a new object). Each has the permanent's timestamp
        (glossary "Timestamp Order": "Continuous effects generated by static abilities have the same timestamp as
        the permanent that generated them"). Made once for each grant, permanent and timestamp."""
        grants = None
        for e in effects:  # (a loop, not a comprehension: most states have no grant of a static ability)
            if e.grants is not None:
                grants = [g for g in effects if g.grants is not None]
                break
        if grants is None:
            return printed
        out = list(printed)
        objects = self.objects
        memos = self.kept.static_memo
        for g in grants:
            for oid in g.affects(self) if g.affects is not None else ():
                obj = objects[oid] if oid in objects else None
                if obj is None or obj.zone != Zone.IN_PLAY or obj.became is not None:
                    continue
                key = ("granted", id(g), oid)
                memo = memos[key] if key in memos else None
                if memo is None or memo[0] is not g or memo[1] != obj.timestamp:
                    # a static ability a type change's words state ('becomes a 4/4 Serpent creature with
                    # "…"', Veiled Serpent) is an initial value (214.5): any loss of all abilities removes it,
                    # whatever the timestamps — as if granted before any (audit 8480)
                    at = 0 if g.kind is EffectKind.STATED_WITH_TYPE else g.timestamp
                    made = tuple(replace(x, granted_at=at)
                                 for x in self._static_effects_of(self, obj, g.grants))  # type: ignore[misc]
                    memo = memos[key] = (g, obj.timestamp, made)
                out.extend(memo[2])
        return out

    def plain_board(self) -> Optional[tuple]:
        """The permanents in play, with how many times card values changed and effects began or
        ended, and what the sources of static abilities' effects are attached to, while every
        static ability's effect is fixed (none, or each applying to "~" or the enchanted
        permanent by values of its text: ContinuousEffect.fixed) or reads nothing but the board
        (ContinuousEffect.board_only): then each object's
        characteristics are its own values with those effects and the effects of resolved
        spells and abilities applied — fixed objects, fixed values (418.3b, 418.3c) — and what
        is worked out from them alone holds for as long as this stays the same
        (:attr:`kept`'s ``board``). None while another static ability's effect exists (418.4a).
        Worked out once per state."""
        values = self.derived.values
        found = values["plain board"] if "plain board" in values else self
        if found is self:
            found = self.derived.values["plain board"] = self._plain_board()
        return found

    def _plain_board(self) -> Optional[tuple]:
        statics = self.static_effects()
        found = self.kept.board_static  # (made by static_effects for these permanents, when no text is edited)
        same = found is not None and found[0] == self.in_play
        if statics:
            sources = found[4] if same and found[3] is statics else _fixed_sources(statics)
            if sources is None:
                return None
            attached = tuple((s, self.objects[s].attached_to) for s in sources)
        else:
            attached = ()
        return (found[2] if same else tuple(self.in_play), self.tally.card_changes, self.effects.changes, attached)

    # ------------------------------------------------------------------ errors
    def error(self, span: Optional[Span], message: str, *, mistake: bool = False, reason: Optional[str] = None,
              rules: tuple[str, ...] = ()) -> JudgeError:
        """The user error for something the scenario asks that can't be done at ``span``:
        ``file:line:col: message``, the line as written and a caret under the spot.
        ``mistake``: a mistake of the scenario's writing (an ambiguous name, an unknown
        player), never what the rules forbid — a play expected to be illegal that meets one
        is not thereby shown illegal (driver.do_action). ``reason`` and ``rules``: the words and
        the rules a reversed play's trace step says, when the message says more (illegal.py)."""
        if span is not None:
            lines = self.source.split("\n") if self.source else []
            written = lines[span.line - 1] if 0 < span.line <= len(lines) else ""
            from judge.errors import Diagnostic  # (made when first needed: judge.diagnostics)

            err = JudgeError(Diagnostic(self.path, span.line, span.column, message, written).render())
        else:
            err = JudgeError(f"{self.path}: {message}")
        err.reason = message if reason is None else reason  # type: ignore[attr-defined]  # the words alone (a reversed play's trace step)
        err.rules = rules  # type: ignore[attr-defined]  # the rules it cites (an illegal play's, 422.1)
        err.mistake = mistake  # type: ignore[attr-defined]
        return err


def _any_text_reads(game: Game, key: type, reads: Callable[[Any, type], bool]) -> bool:
    """Whether ``reads(text, key)`` holds of the text of any card in the game (:meth:`Game.in_any_text`,
    :meth:`Game.reads_turn_start`): each card asked once a process (the answer kept with the card's definition,
    shared by the game's copies), and the game's answer kept (``Game.kept``, under ``key``) with how many
    objects it looked at — objects are never removed from the game and a new one is added after the others,
    and an object's card changes only by :meth:`Game.change_card`, which counts it, so while no card changed the
    objects looked at still say what they said, and only those added since are asked."""
    objects = game.objects
    changes = game.tally.card_changes
    found = game.kept.text_kinds.get(key)
    if found is not None and found[1] == changes:
        if found[2] or found[0] == len(objects):
            return found[2]
        new = islice(objects.values(), found[0], None)
    else:
        new = iter(objects.values())
    cache = game._ability_cache
    has = False
    for o in new:
        card_key = (id(o.card), key)
        has = cache.get(card_key)  # type: ignore[call-overload]
        if has is None:
            has = cache[card_key] = reads(game.card_text_abilities(o.card), key)  # type: ignore[index]
        if has:
            break
    game.kept.text_kinds[key] = (len(objects), changes, has)
    return has


def _holds_kind(text: Any, kind: type) -> bool:
    """Whether a card's abilities hold an instruction of IR class ``kind`` or a class derived from it."""
    kinds = ir.kinds_in(text)
    if kind in kinds:  # (a kind no class derives from: its own name alone, no issubclass for each)
        return True
    if kind.__subclasses__():
        for t in kinds:  # (a loop, not any() of a generator: ~72K of its steps a suite's pass)
            if issubclass(t, kind):
                return True
    return False


def _reads_turn_start(text: Any, _key: type) -> bool:
    """Whether a card's abilities read a permanent as the turn began beside counting them: a description of those
    the active player controlled then (Total War as printed), a condition on a permanent as it was then (Rasputin
    Dreamweaver's "if Rasputin started the turn untapped")."""
    return (ir.ACTIVE_PLAYER_AT_TURN_START in ir.filter_words_in(text)
            or ir.ConditionKind.STARTED_TURN_UNTAPPED in ir.condition_kinds_in(text))


class _TurnStartRead:
    """The key of :meth:`Game.reads_turn_start`'s answer for the kinds it asks beside ``ir.CountAtTurnStart`` (a
    description of the permanents the active player controlled as the turn began, a condition on a permanent as it
    was then), among :attr:`Game.kept`'s ``text_kinds`` and the game's per-card answers (no IR class is it)."""


#: The game's attributes that hold a record owning its fields (judge.engine.state.Owned), bound to
#: the game as it is made, copied or restored (:meth:`Game._bind_records`; and ``combat`` while a
#: combat is under way): named, not looked for among its ~30 attributes at each binding
#: (tests/engine/test_work_per_scenario.py holds the list to the records a game has).
_OWNED = ("turns", "permanents", "stack", "effects", "triggers", "mana", "resolution", "end", "said",
          "play_permissions", "this_turn", "past", "replacements")


def _fixed_sources(statics: list[ContinuousEffect]) -> Optional[tuple[int, ...]]:
    """The sources of static abilities' effects, each once, when every one is fixed or reads only
    the board (ContinuousEffect.board_only); else None."""
    if not all(e.fixed or e.board_only for e in statics):
        return None
    return tuple(dict.fromkeys(e.source for e in statics if e.source is not None))


def last_copy(obj: GameObject) -> LastKnownObject:
    """A copy of ``obj`` as it is now, for its last known information (413.2f), which nothing
    changes: its fields can't be set (:class:`LastKnownObject`), its counters are its own."""
    last = object.__new__(LastKnownObject)
    last.__dict__.update(obj.__dict__)
    last.__dict__["counters"] = dict(obj.counters)
    return last


def leave_zone(obj: GameObject, became: Optional[int] = None) -> None:
    """``obj`` leaves its zone for good (217.8; a token ceasing to exist, 420.5f): no zone holds it, ``became`` (if
    given) is the new object it became (410.10c), and it is a :class:`objects.GoneObject` from now on — read, never
    written, shared by the game's copies. The one place an object stops being in a zone
    (tests/engine/test_gone_objects80.py holds every other write of ``zone`` to phasing's)."""
    fields = obj.__dict__
    if became is not None:
        fields["became"] = became
    fields["zone"] = None
    counters = fields["counters"]
    # (a dict read as one, refusing every write: shared_parts — the one empty one for most, without a call)
    fields["counters"] = shared(counters) if counters else _NO_COUNTERS
    obj.__class__ = GoneObject


#: A gone object's counters when it had none (judge._speed.shared_parts' one empty shared dict).
_NO_COUNTERS = shared({})


def copy_state(value: Any, memo: dict[int, Any]) -> Any:
    """A deep copy of game state as :func:`copy.deepcopy` makes it (``memo`` likewise), in a
    fraction of its time (docs/performance.md, "Branching"): lists, dicts, sets, tuples and
    the engine's mutable dataclasses are copied field by field; frozen dataclasses (the card
    IR, the scenario's records), objects gone from their zones (``objects.GoneObject``),
    functions and other immutable values are shared (a function
    in the state captures only immutable values: a replacement keeps what changes in its
    ``memory``), and so — as deepcopy leaves them — is a tuple of immutable values; anything
    else goes to deepcopy."""
    t = type(value)
    if t in _SHARED:
        return value
    key = id(value)
    if key in memo:
        return memo[key]
    out: Any
    # (an immutable member — a number, a name, a frozen record — is the copy's as it is: looked
    # at here, not in a call of its own; a third of the calls a copy made. A container is copied
    # whole in C first and only its other members are replaced: most hold names and numbers alone)
    shared = _SHARED
    if t is list:
        out = memo[key] = value.copy()
        i = 0
        for v in value:
            tv = type(v)
            if tv not in shared:
                if tv is tuple:
                    # (a tuple of names and numbers, one tuple deep at most — a spell played: its
                    # player, card and types — is the copy's as it is, as the call would return it:
                    # looked at here, not in a call of its own)
                    for x in v:
                        tx = type(x)
                        if tx not in shared:
                            if tx is tuple:
                                for y in x:
                                    if type(y) not in shared:
                                        break
                                else:
                                    continue
                            out[i] = copy_state(v, memo)
                            break
                elif tv is not PendingTrigger or v.delayed is not None:
                    # (a triggered ability waiting with no delayed ability of its own is shared as it is, here: the
                    # copy's as the call would return it — seven a copy in the orders of seven abilities)
                    out[i] = copy_state(v, memo)
            i += 1
    elif t is dict:
        for k in value:
            if type(k) not in shared:
                break
        else:  # (keys of names and numbers alone, the copy's as they are: the dict copied in C, in its order)
            out = memo[key] = value.copy()
            for k, v in value.items():
                tv = type(v)
                # (the game's objects by id: each copied here, not in a call of its own — but for one gone from its
                # zones, 217.8, a GoneObject no code can write: shared, as _SHARED has it; leave_zone)
                if tv is GameObject:
                    vk = id(v)
                    if vk in memo:
                        out[k] = memo[vk]
                    else:
                        c = out[k] = memo[vk] = object.__new__(GameObject)
                        fields = v.__dict__.copy()
                        fields["counters"] = fields["counters"].copy()
                        c.__dict__ = fields
                elif tv not in shared:
                    out[k] = copy_state(v, memo)
            return out
        out = memo[key] = {}
        for k, v in value.items():
            if type(k) not in shared:
                if type(k) is tuple:  # (the zones' keys, a player's name and a zone's: shared as copy_state shares them)
                    for x in k:
                        if type(x) not in shared:
                            k = copy_state(k, memo)
                            break
                else:
                    k = copy_state(k, memo)
            tv = type(v)
            if tv in shared:
                out[k] = v
            elif tv is list:
                # (a zone's list of ids: names and numbers alone, copied in C here, kept in ``memo``
                # as the call would keep it — not a call of its own, eight a game)
                vk = id(v)
                if vk in memo:
                    out[k] = memo[vk]
                    continue
                for x in v:
                    if type(x) not in shared:
                        out[k] = copy_state(v, memo)
                        break
                else:
                    out[k] = memo[vk] = v.copy()
            else:
                out[k] = copy_state(v, memo)
    elif t is tuple:
        for v in value:
            if type(v) not in shared:
                if type(v) is tuple:
                    for x in v:
                        if type(x) not in shared:
                            break
                    else:
                        continue  # (a tuple of names and numbers in it: a spell played, its types)
                break
        else:
            return value  # (names and numbers alone: immutable, the copy's as it is, as deepcopy leaves it)
        out = memo[key] = tuple([v if type(v) in shared else copy_state(v, memo) for v in value])
    elif t is set:
        out = memo[key] = {v if type(v) in shared else copy_state(v, memo) for v in value}
    elif t is GameObject:
        # (the most copied record, ~30 in a game: its one mutable field, the counters, holds only
        # names and numbers — a copy of the dict is a deep copy)
        out = memo[key] = object.__new__(t)
        fields = value.__dict__.copy()
        fields["counters"] = fields["counters"].copy()
        out.__dict__ = fields
    elif t is PendingTrigger:
        # (frozen — never changed once made, a write raises — and shared, but for one waiting with its delayed
        # ability, a mutable record the game's list of delayed abilities holds too: copied, with the copy's own
        # delayed ability, the one that list's copy holds — ``memo``; never in _SHARED, which would share both)
        if value.delayed is None:
            return value
        out = memo[key] = object.__new__(t)
        fields = value.__dict__.copy()
        fields["delayed"] = copy_state(fields["delayed"], memo)
        out.__dict__.update(fields)
    elif t in _FIELDS_SHARED:
        # (a record whose fields the copies share whole until one of them writes — judge.engine.state.FIELDS_SHARED:
        # a new record holding the same dict, both marked shared, their verbs taking their own first)
        out = memo[key] = object.__new__(t)
        out.__dict__ = value.__dict__
        out._shared = value._shared = True
    elif t is TurnMemory:
        # (the turn's memory: copy-on-write, each container shared with the original until a verb of
        # either writes it — judge.engine.state.TurnMemory.shared_copy; ~5 µs of every copy, copied field by field)
        out = memo[key] = value.shared_copy()
    elif t in _FIELDS_TO_COPY:
        # the engine's own records whose fields are immutable but for the few named (a game
        # object's counters; characteristics' abilities and applied lists): no walk of the rest
        out = memo[key] = object.__new__(t)
        fields = value.__dict__.copy()
        for name in _FIELDS_TO_COPY[t]:
            fields[name] = copy_state(fields[name], memo)
        out.__dict__.update(fields)
    elif t in _RECORDS or _is_record(t, value):
        out = memo[key] = object.__new__(t)
        # (a record owning its fields is copied unbound — its game is a slot of its own, not a field, left unset
        # until the game it is part of binds it as it restores, judge.engine.state.Owned: a saved state holds no
        # game, which it would keep alive)
        fields = value.__dict__.copy()
        for k, v in fields.items():
            tv = type(v)
            if tv not in shared:
                if (tv is list or tv is dict or tv is set) and not v:
                    # (an empty list, dict or set — most of a record's containers, ~half the calls a
                    # branch's copy made — copied here as the call would: a new one, kept in ``memo``)
                    vk = id(v)
                    fields[k] = memo[vk] if vk in memo else memo.setdefault(vk, tv())
                elif tv is tuple:
                    # (a tuple of names and numbers, one tuple deep at most — the empty tuple of most
                    # records' tuple fields — is the copy's as it is, as the call would return it)
                    for x in v:
                        tx = type(x)
                        if tx not in shared:
                            if tx is tuple:
                                for y in x:
                                    if type(y) not in shared:
                                        break
                                else:
                                    continue
                            fields[k] = copy_state(v, memo)
                            break
                else:
                    fields[k] = copy_state(v, memo)
        out.__dict__.update(fields)
    elif t in _SHARED:  # (a frozen dataclass, met for the first time: _is_record put it there)
        return value
    else:
        out = copy.deepcopy(value, memo)
    return out


def _is_record(t: type, value: Any) -> bool:
    """Whether ``value``, of type ``t``, is a mutable dataclass with a ``__dict__`` (its type then
    noted in :data:`_RECORDS`); a frozen dataclass's type is noted in :data:`_SHARED` instead. Asked
    of the speed module (fastdataclass.frozen_of), which knows without having ``dataclasses`` process
    the class."""
    made = frozen_of(t) if hasattr(value, "__dict__") else None
    if made:
        _SHARED.add(t)
    elif made is not None:
        _RECORDS.add(t)
    return made is False


#: The fields of the engine's records that hold mutable values (the others hold immutable
#: ones: numbers, strings, tuples of them, frozen card IR), which a copy copies alone.
#: (tests/engine/test_explore.py checks each record's fields against its type hints.)
_FIELDS_TO_COPY: dict[type, tuple[str, ...]] = {GameObject: ("counters",), Chars: ("abilities", "applied")}
#: The records whose fields a copy shares whole until one of them writes (judge.engine.state.FIELDS_SHARED).
_FIELDS_SHARED: frozenset[type] = frozenset(FIELDS_SHARED)
#: The mutable dataclasses met so far (copied field by field).
_RECORDS: set[type] = set()
#: Types whose values a copy shares with the original (immutable), and the frozen
#: dataclasses met so far.
_SHARED: set[type] = {int, str, bool, float, bytes, type(None), frozenset, types.FunctionType,
                      types.BuiltinFunctionType, types.MethodType, EventKind, StackKind, ShieldKind, EffectKind,
                      LastKnown, GoneObject, ir.EntryChoice, ir.RememberedOnEntry, ir.LibraryPosition, Step, Zone}
