"""The game state as typed records (issue 43): what the game remembers of the turn under way
and of the turns before it, what its trace has already said, and what it computes from its
state.

:class:`judge.engine.game.Game` holds one field per record — ``game.this_turn``
(:class:`TurnMemory`), ``game.past`` (:class:`PastTurns`), ``game.said`` (:class:`TraceMemory`),
``game.derived`` (:class:`Derived`) and ``game.kept`` (:class:`Kept`) — and the records that own
their fields (:class:`Owned`: the memories of turns, the stack, the triggered abilities waiting,
the turn's structure, how the game ends, the play permissions, the continuous and replacement
effects, the permanents' status, the mana pools, the resolution in flight, what the trace has
said; and, holding no game, the prints, the state's numbering, :class:`Tally`, and what an action
under way holds, :class:`InFlight`, which is not state), written by their own verbs alone (tests/test_architecture.py; the caches are filled by
the rule modules that compute them). Branching copies the three memories with the rest of the
state, deep (:func:`judge.engine.game.copy_state`) — the turn's copy-on-write, its containers shared
until a verb writes one (:meth:`TurnMemory.shared_copy`); a copy starts the state's
``Derived`` afresh and keeps of ``Kept`` what :meth:`Kept.for_copy` says. The records import nothing of the engine's rules, so they sit below the game
(tests/test_architecture.py, ``LAYERS``); docs/architecture.md ("The game's attributes") sorts
every attribute of the game by kind.
"""

from __future__ import annotations

import weakref
from contextlib import contextmanager
from dataclasses import field, replace
from typing import Any, Callable, Iterable, Iterator, Optional

from judge._speed.fastdataclass import dataclass_for
from judge._speed.shared_parts import own_fields, shared, writable
from judge.cards import ir
from judge.dsl.ast import Step
from judge.zones import Zone

dataclass = dataclass_for("engine")


class Owned:
    """A record of the game state that owns its fields: only its own verbs write them, and each
    verb drops what was computed from the old state as the game's own changes do — the game's
    :meth:`judge.engine.game.Game.changed`, or its :meth:`judge.engine.game.Game.noted` for a
    change of bookkeeping nothing computed reads — which the game gives the record as it is made
    and again whenever it returns to a saved state or is copied (:meth:`bind`): a copy's records
    drop its own game's values, never the original's (tests/test_architecture.py keeps the
    records' fields written by their verbs alone).

    The game a record is part of is a slot of its own, not one of its fields (``__dict__``): the records that say
    so (:data:`FIELDS_SHARED`) share their fields whole with their copies — a copy of the game made, or a state
    saved, holds a new record with the same ``__dict__``, both marked ``_shared`` — until a verb of either writes and
    takes its own first (:meth:`_writable`; tests/engine/test_records_shared84.py audits every write of their
    fields)."""

    __slots__ = ("_game", "_shared")

    def _writable(self) -> None:
        """This record's fields as its own to write: shared with a copy's (``_shared``: a copy of the game made
        since the last write, :data:`FIELDS_SHARED`), replaced first by a dict of its own, each container in it
        copied (``judge._speed.shared_parts.own_fields``); the other record keeps the shared one. Called first by
        each verb of such a record that writes its fields."""
        if self._shared:
            self.__dict__ = own_fields(self.__dict__)
            self._shared = False

    def bind(self, game: Any) -> None:
        """The game whose state this record is part of, held weakly: a game and its records make
        no reference cycle, which would outlive the game while the entry point has the garbage
        collector off (judge.cli); a copy of the record is made unbound (game.copy_state)."""
        self._game = weakref.proxy(game)


class _Holding:
    """A ``with`` block during which a field of a record holds ``value``, the value before put back
    after, however the block ends — the verbs below that hold something for the length of a call.
    A class, not a generator's context manager (``contextlib.contextmanager``): entering and leaving
    one are two calls, not ~9 (~22K blocks of a suite's warm pass; seventieth session). The field is
    read and written in the record's ``__dict__`` (its fields: no record here has slots or its own
    ``__setattr__``); entering gives ``value``."""

    __slots__ = ("_fields", "_name", "_value", "_outer")

    def __init__(self, record: Any, name: str, value: Any) -> None:
        self._fields, self._name, self._value = record.__dict__, name, value

    def __enter__(self) -> Any:
        fields = self._fields
        self._outer = fields[self._name]
        fields[self._name] = self._value
        return self._value

    def __exit__(self, *exc: object) -> None:
        self._fields[self._name] = self._outer


class _OneTime:
    """The ``with`` block of :meth:`Replacements.at_one_time` (a class, as :class:`_Holding`): the
    time begins as the block is entered, unless an outer one has, and ends as it is left, however."""

    __slots__ = ("_record", "_began")

    def __init__(self, record: "Replacements") -> None:
        self._record = record

    def __enter__(self) -> None:
        self._began = self._record.begin_one_time()

    def __exit__(self, *exc: object) -> None:
        if self._began:
            self._record.end_one_time()


class SharingFields(Owned):
    """A record whose fields a copy of the game shares whole until a verb of either writes (:data:`FIELDS_SHARED`):
    made unshared (``_shared`` False, set as it is made — never read unset, so a verb of a game never copied asks
    nothing more); ``judge.engine.game.copy_state`` marks it and its copy shared, :meth:`Owned._writable` its own
    again."""

    __slots__ = ()

    def __new__(cls, *args: Any, **kwargs: Any) -> "SharingFields":
        record = object.__new__(cls)
        record._shared = False
        return record


def bind_all(records: "Iterable[Owned]", game: Any) -> None:
    """Each of ``records`` is now part of ``game``'s state, as :meth:`Owned.bind` makes it: the
    same weak proxy for all of them (``weakref.proxy`` of one object without a callback is one
    proxy, made once here instead of asked again for each record; a game binds its ~14 records
    as it is made, copied or restored)."""
    proxy = weakref.proxy(game)
    for record in records:
        record._game = proxy


class TurnMemory(Owned, metaclass=dataclass):
    """What the game remembers about the turn under way: the "this turn" of the cards' text
    (Fatal Blow's "dealt damage this turn", Sengir Vampire's "a creature dealt damage by ~ this
    turn", "play this ability only once each turn", 403.3; "creatures that attacked this turn",
    308.5). A turn is one pass through its phases (300.1), and "this turn" names the turn under
    way only: a new record begins with each turn (:meth:`judge.engine.game.Game.begin_turn`,
    300.1, 300.6), the last turn's dropped whole — the players' lands played and cards drawn this
    turn with it (305.4, 214.9b). A record owning its fields (:class:`Owned`): only its verbs
    below write them, each dropping what was computed as the game's own change did; the game
    binds each new one as the turn begins.

    Copied copy-on-write (:meth:`shared_copy`): a copy of the game and the game it was copied from
    share each of the record's containers, in its shared form (``judge._speed.shared_parts``:
    unwritable, a write in place raises), until a verb of either writes one and takes its own copy
    first (:meth:`_own`) — most branches of an exploration write none of them."""

    #: The game's timestamp as the turn began ("came under your control this turn": a
    #: control_stamp after it; 0 for the turn a scenario begins in).
    began_stamp: int = 0
    #: (object, ability index) → times played this turn ("only once each turn", 403.3).
    activated: dict = field(default_factory=dict)
    #: (object, ability index) → mana spent on it this turn (Spitting Drake's "no more than {R}").
    mana_spent: dict = field(default_factory=dict)
    #: Permanents dealt damage this turn (Fatal Blow), whether or not the damage is still marked.
    damaged: set = field(default_factory=set)
    #: (source, recipient) for each creature or player a source dealt damage to this turn
    #: (Sengir Vampire: "a creature dealt damage by ~ this turn").
    damage_pairs: set = field(default_factory=set)
    #: Player → the damage dealt to him or her this turn, all of it (417.1: damage dealt, not
    #: prevented, 419.5): "the damage dealt to you this turn" (Simulacrum, Discordant Spirit),
    #: "unless one of their opponents was dealt damage this turn" (Antagonism).
    damage_to_players: dict = field(default_factory=dict)
    #: Each damage dealt this turn, in order: (source, recipient, amount, the source as it dealt
    #: it — a ``LastKnown`` — or None: no object) — "the damage dealt to you so far this
    #: turn by artifacts" (Reverse Polarity: what the source was then, not now, 413.2f).
    damage_dealt: list = field(default_factory=list)
    #: The permanents in play as the turn began, before its untap step (301.1, 302.1), each as it
    #: was then (a ``LastKnown``: tapped or not, its characteristics, its controller): "the number
    #: of untapped lands they controlled at the beginning of this turn" (Power Surge). None for the
    #: turn a scenario begins in: its beginning is not known, and a card that reads it is refused.
    #: None also in a game where no card's text reads it (``Game.begin_turn`` asks
    #: ``Game.in_any_text``: a scenario's cards are all in the game from its start, in some zone).
    at_beginning: Optional[tuple] = None
    #: The owners of the creatures put into a graveyard from play this turn, one entry each.
    died: list = field(default_factory=list)
    #: The spells played this turn, in order: (player, card id, card types) (409.1: its playing
    #: complete; "if you've cast another spell this turn").
    spells_played: list = field(default_factory=list)
    #: What creatures did in the combat phases of this turn: (the combat's number in the turn,
    #: the deed, the creature, the other creature of a block) for each attack declared (308.5:
    #: "attacked"), block declared (309.3: "blocked", and "was blocked" for the attacker) and
    #: attacker made blocked by an effect (glossary "Blocked Creature").
    combat_deeds: list = field(default_factory=list)
    #: The number of the current combat phase in the turn (one more at each beginning of combat
    #: step, 306.1: 0 for a combat a scenario begins in).
    combats: int = 0
    #: The turn ``combat_deeds`` are of (None until the first deed or combat of the turn).
    deeds_turn: Optional[int] = None
    #: Lands each player has played this turn, by player (305.4, 214.9b; a scenario may begin
    #: with the active player's land played).
    lands_played: dict = field(default_factory=dict)
    #: Additional lands each player may play this turn from resolved effects, by player (214.9b).
    extra_lands: dict = field(default_factory=dict)
    #: Cards each player has drawn this turn, by player (Rowen: "the first card you draw each
    #: turn"; a scenario begun after the draw step, the active player's draw, 304.1).
    drawn: dict = field(default_factory=dict)
    #: (source, permanent) for each permanent tapped this turn to pay a cost of an activated ability of the source
    #: (409.1f): "all Merfolk tapped this turn to pay for its abilities" (Vodalian War Machine; added, session 67, h7).
    tapped_to_pay: list = field(default_factory=list)

    def shared_copy(self) -> "TurnMemory":
        """A copy of this record for a copy of the game (``judge.engine.game.copy_state``), unbound,
        sharing each container with this one: each is put in its shared form in both records
        (``judge._speed.shared_parts.shared``, once: a record copied again shares what it shares
        already), so that neither writes the other's — a verb of either writing one takes its own
        copy first (:meth:`_own`). The containers' members are immutable (ids, names, numbers,
        tuples of them, ``LastKnown``s), never copied. Not a change of state: the record holds the
        same values."""
        fields = self.__dict__
        for name in _TURN_CONTAINERS:
            value = fields[name]
            t = type(value)
            if t is dict or t is list or t is set:
                fields[name] = shared(value)
        copy = object.__new__(TurnMemory)
        copy.__dict__ = fields.copy()
        return copy

    def _own(self, name: str) -> Any:
        """The container ``name`` as this record's own to write: a shared one (since a copy,
        :meth:`shared_copy`) replaced first by a plain copy of it (copy-on-write)."""
        fields = self.__dict__
        value = fields[name]
        t = type(value)
        if t is dict or t is list or t is set:
            return value
        value = fields[name] = writable(value)
        return value

    def lands_played_by(self, player: str) -> int:
        """How many lands ``player`` has played this turn (305.4)."""
        return self.lands_played.get(player, 0)

    def extra_lands_of(self, player: str) -> int:
        """How many additional lands resolved effects let ``player`` play this turn (214.9b)."""
        return self.extra_lands.get(player, 0)

    def drawn_by(self, player: str) -> int:
        """How many cards ``player`` has drawn this turn."""
        return self.drawn.get(player, 0)

    # Its verbs (called as ``game.this_turn.…``; were the game's own).
    def record_spell_played(self, player: str, card: int, types: tuple[str, ...]) -> None:
        """``player`` played the spell ``card`` (409.1: its playing complete). A static rule may
        depend on it (Mogg Conscripts' "can't attack unless you've cast a creature spell this
        turn"), so it is a change of state."""
        self.spells_played = self.spells_played + [(player, card, tuple(types))]
        self._game.changed()

    def record_damage(self, source: Optional[int], recipient: "int | str", amount: int = 0,
                      dealer: Any = None) -> None:
        """``source`` (None: no object) deals ``amount`` damage to ``recipient``, a permanent's id
        or a player's name, this turn: "dealt damage this turn" even once the damage is gone (Fatal
        Blow), "a creature dealt damage by ~ this turn" (Sengir Vampire), "if ~ dealt damage to
        an opponent this turn" (Whirling Dervish), "the damage dealt to you this turn"
        (Simulacrum). Remembered as the damage is marked, the change of state that follows
        (judge.engine.events) dropping what was computed. ``dealer``: the source as it dealt it, a
        ``judge.engine.objects.LastKnown`` the game made (``Game.known_now``; 413.2f), or None."""
        # (each container written is this record's own first, :meth:`_own` — asked only of a shared one:
        # a call for each of the ~7 damage events a run of a combat deals is as much as the copies save)
        if isinstance(recipient, str):
            to_players = self.damage_to_players
            if type(to_players) is not dict:
                to_players = self._own("damage_to_players")
            to_players[recipient] = to_players.get(recipient, 0) + amount
        else:
            damaged = self.damaged
            if type(damaged) is not set:
                damaged = self._own("damaged")
            damaged.add(recipient)
        if source is not None:
            pairs = self.damage_pairs
            if type(pairs) is not set:
                pairs = self._own("damage_pairs")
            pairs.add((source, recipient))
        self.damage_dealt = self.damage_dealt + [(source, recipient, amount, dealer)]

    def note_beginning(self, in_play: tuple) -> None:
        """The permanents in play as the turn begins, before its untap step (301.1, 302.1), kept as
        each is (413.2f; ``judge.engine.objects.LastKnown`` copies the game made): "untapped lands they
        controlled at the beginning of this turn" (Power Surge)."""
        self.at_beginning = in_play

    def record_tapped_to_pay(self, source: int, tapped: tuple) -> None:
        """The permanents ``tapped`` were tapped to pay a cost of an activated ability of ``source`` (409.1f)."""
        self.tapped_to_pay = self.tapped_to_pay + [(source, o) for o in tapped]
        self._game.noted()

    def record_death(self, owner: str) -> None:
        """A creature was put into ``owner``'s graveyard from play ("creatures that died this turn")."""
        self._own("died").append(owner)
        self._game.noted()

    def count_land_played(self, player: str) -> None:
        """``player`` played a land this turn (305.4, 214.9b)."""
        played = self._own("lands_played")
        played[player] = played.get(player, 0) + 1
        self._game.changed()

    def grant_extra_lands(self, player: str, count: int) -> None:
        """``player`` may play ``count`` additional lands this turn (214.9b)."""
        extra = self._own("extra_lands")
        extra[player] = extra.get(player, 0) + count
        self._game.changed()

    def count_draw(self, player: str) -> None:
        """``player`` drew a card this turn (Rowen: "the first card you draw each turn"; the
        draw's own change of state, judge.engine.events.draw, drops what was computed)."""
        drawn = self._own("drawn")
        drawn[player] = drawn.get(player, 0) + 1

    def record_activation(self, oid: int, index: int, mana: int) -> None:
        """An activated ability was played this turn, with ``mana`` spent on it ("play this
        ability only once each turn", "no more than {R} this turn")."""
        activated, spent = self._own("activated"), self._own("mana_spent")
        activated[(oid, index)] = activated.get((oid, index), 0) + 1
        spent[(oid, index)] = spent.get((oid, index), 0) + mana
        self._game.noted()

    def forget_past_combats(self) -> None:
        """The record of what creatures did in combat starts afresh each turn."""
        turn = self._game.turns.turn
        if self.deeds_turn != turn:
            self.combat_deeds = []
            self.deeds_turn = turn
            self.combats = 0
            self._game.changed(off_board=True)  # (this turn's record alone: no permanent is touched)

    def begin_combat_record(self) -> None:
        """A combat phase of this turn begins (306.1): "this combat" is its deeds alone."""
        self.forget_past_combats()
        self.combats += 1
        self._game.changed(off_board=True)  # (this turn's record alone: no permanent is touched)

    def record_deed(self, deed: str, oid: int, other: Optional[int] = None) -> None:
        """``oid`` ``deed`` in this combat: "attacked" (308.5), "blocked" ``other`` (309.2), "was
        blocked" by ``other``, or by an effect when ``other`` is None; an attack is remembered
        for the turns after this one too (:meth:`PastTurns.note_attack`)."""
        self.forget_past_combats()
        deeds = self.combat_deeds
        if type(deeds) is not list:
            deeds = self._own("combat_deeds")
        deeds.append((self.combats, deed, oid, other))
        game = self._game
        if deed == "attacked":
            game.past.note_attack(game.turns.turn, oid)
        game.changed()

    def deeds_of(self, oid: int, this_combat: bool) -> list[tuple[str, Optional[int]]]:
        """What ``oid`` did in this combat or, unless ``this_combat``, this turn: (deed, the other
        creature of a block or None), in the order done; a creature a scenario begins as
        attacking or blocking, as it is now."""
        self.forget_past_combats()
        out = [(deed, partner) for n, deed, who, partner in self.combat_deeds
               if who == oid and (not this_combat or n == self.combats)]
        game = self._game
        o = game.objects.get(oid)
        if o is not None and o.zone == Zone.IN_PLAY and (o.attacking or o.blocking):
            combat = game.combat
            blocks = combat.blocks if combat is not None else ()
            now = [("attacked", None)] if o.attacking else []
            now += [("blocked", a) for b, a in blocks if b == oid and o.blocking]
            if o.attacking and o.blocked:
                now += [("was blocked", b) for b, a in blocks if a == oid] or [("was blocked", None)]
            out += [d for d in now if d not in out and not (d[1] is None and any(e[0] == d[0] for e in out))]
        return out

    def did_in_combat(self, oid: int, deeds: "tuple[str, ...]", this_combat: bool,
                      other: Optional[Callable[[int], bool]] = None) -> bool:
        """Whether ``oid`` did one of ``deeds`` ("attacked", "blocked", "was blocked") in this
        combat or, unless ``this_combat``, in any combat phase of this turn (:meth:`deeds_of`);
        ``other``: only with a creature it holds for ("blocked or was blocked by a blue
        creature")."""
        return any(deed in deeds and (other is None or (partner is not None and other(partner)))
                   for deed, partner in self.deeds_of(oid, this_combat))


#: The fields of :class:`TurnMemory` that hold a container (shared by copies: :meth:`TurnMemory.shared_copy`).
_TURN_CONTAINERS = ("activated", "mana_spent", "damaged", "damage_pairs", "damage_to_players", "damage_dealt",
                    "died", "spells_played", "combat_deeds", "lands_played", "extra_lands", "drawn", "tapped_to_pay")


class PastTurns(SharingFields, metaclass=dataclass):
    """What the game remembers of the turns before this one, which "this turn" doesn't cover:
    "if it attacked during your last turn" (Giant Turtle, 308.5), "since the beginning of your
    last upkeep" (echo, 303.1). A scenario's record begins with the turn it starts in: a turn
    before it has no record. A record owning its fields (:class:`Owned`): only its verbs below
    write them."""

    #: Whose turn each turn of the scenario was, by turn number.
    turn_players: dict = field(default_factory=dict)
    #: Every creature that attacked (308.5), by turn number.
    attacks_by_turn: dict = field(default_factory=dict)
    #: The timestamps at which each player's upkeep steps began (303.1), by player.
    upkeep_stamps: dict = field(default_factory=dict)

    def attacked_during_last_turn(self, oid: int, player: str, now: int) -> bool:
        """Did ``oid`` attack during ``player``'s last turn before turn ``now``? 308.5: a
        creature declared as an attacker attacked. A turn before the scenario began has no
        record: the creature is taken not to have attacked then."""
        last = self.last_turn_of(player, now)
        return last is not None and oid in self.attacks_by_turn.get(last, frozenset())

    def last_turn_of(self, player: str, now: int) -> Optional[int]:
        """The number of ``player``'s last turn before turn ``now``, if the scenario played it
        (None: it was before the scenario began, or there was none)."""
        turns = [t for t, p in self.turn_players.items() if p == player and t < now]
        return max(turns) if turns else None

    def came_under_control_since_last_upkeep(self, oid: int, player: str) -> bool:
        """Echo's condition: ``oid`` came under ``player``'s control since the beginning of
        his or her last upkeep — the one before the upkeep under way, if it is his or hers."""
        game = self._game
        stamps = self.upkeep_stamps.get(player, [])
        if stamps and game.turns.step is Step.UPKEEP and game.turns.active == player:
            stamps = stamps[:-1]
        return game.objects[oid].control_stamp > (stamps[-1] if stamps else 0)

    # Its verbs (called as ``game.past.…``; were the game's own).
    def begin_turn(self, last: int, last_player: str, turn: int, player: str) -> None:
        """Turn ``turn``, ``player``'s, begins after turn ``last``, ``last_player``'s (remembered
        here if the scenario began in it): part of the game's ``begin_turn``, whose own change of
        state drops what was computed."""
        self._writable()
        self.turn_players.setdefault(last, last_player)
        self.turn_players[turn] = player

    def note_attack(self, turn: int, oid: int) -> None:
        """``oid`` attacked during turn ``turn`` (308.5): part of ``TurnMemory.record_deed``'s
        change of state."""
        self._writable()
        self.attacks_by_turn[turn] = self.attacks_by_turn.get(turn, frozenset()) | {oid}

    def begin_upkeep(self, player: str) -> None:
        """``player``'s upkeep step begins (303.1): remembered for "since the beginning of your
        last upkeep"."""
        self._writable()
        self.upkeep_stamps.setdefault(player, []).append(self._game.tally.next_timestamp())


class TraceMemory(SharingFields, metaclass=dataclass):
    """What the trace has already said, where it is to be said once: the game's bookkeeping of
    its own telling, which no rule and nothing computed from the state reads (its verbs drop
    nothing computed; those that the game's version must see change, :meth:`note_fixed_set` and
    :meth:`note_state_trigger_refused`, bump it as bookkeeping, the game's ``noted``). Copied with
    the state: a branch of the game goes on telling as the game it branched from would have. A
    record owning its fields (:class:`Owned`, issue 43's third step: the two verbs were the game's)."""

    #: The state triggers whose state holds with their intervening "if" false, said so once
    #: while it holds (410.8; judge.engine.triggers.check_state_triggers).
    state_triggers_refused: frozenset = frozenset()
    #: The static abilities seen applying at the last check, (object, source, text)
    #: (judge.engine.statics.trace_applications: said where they begin or stop applying, 418.4).
    static_applied: frozenset = frozenset()
    #: The dependencies a step has said, (dependent effect, the effect it depends on), each by
    #: (source, text): 418.5c said once, where it decides (judge.engine.statics, events).
    dependencies: frozenset = frozenset()
    #: The attacking creatures a step has said stay in combat though a restriction on attacking
    #: is no longer met, each (turn, creature, source, text): said once, where it happens
    #: (judge.engine.attack_stands; 306.2, 500.1).
    attack_stands: frozenset = frozenset()
    #: (permanent, the Legendary ones of its name) for each permanent printed Legendary that isn't now, said to be
    #: outside the Legend rule (420.5e; judge.engine.sba): said once, where another of its name is in play.
    legend_spared: frozenset = frozenset()
    #: The damage on each creature as state-based effects were last checked (420.3): a creature
    #: dealt damage since, and not lethal, is said to survive at the next check (420.5c).
    damage_checked: dict = field(default_factory=dict)
    #: What each resolved effect whose set of objects was fixed as it resolved was chosen by —
    #: (its timestamp, the description's filters, its controller, its source's name) — for
    #: saying that an object matching the description since is outside the set (418.3b;
    #: judge.engine.effects.continuous).
    fixed_set_descriptions: tuple = ()
    #: (effect's timestamp, object) for each object the trace has said such an effect doesn't
    #: apply to (418.3b): said once.
    fixed_set_said: frozenset = frozenset()

    # Its verbs (called as ``game.said.…``: the trace's bookkeeping, which nothing computed from
    # the state reads, so no change of the game's state — tests/test_architecture.py).
    def note_dependency_said(self, said: tuple) -> None:
        """A dependency between two static effects (418.5c) has been said in the trace: said
        once a game, where it decides."""
        self._writable()
        self.dependencies = self.dependencies | {said}

    def note_legend_spared(self, said: tuple) -> None:
        """A permanent no longer Legendary has been said to be outside the Legend rule (420.5e)."""
        self._writable()
        self.legend_spared = self.legend_spared | {said}

    def note_damage_checked(self, damage: dict) -> None:
        """The damage on each creature as state-based effects are checked (420.3)."""
        self._writable()
        self.damage_checked = damage

    def note_attack_stands_said(self, said: tuple) -> None:
        """An attacking creature has been said to stay in combat though its restriction on
        attacking is no longer met."""
        self._writable()
        self.attack_stands = self.attack_stands | {said}

    def note_static_applied(self, applied: frozenset) -> None:
        """The static abilities applying now, as last traced (418.4a)."""
        self._writable()
        self.static_applied = applied

    def note_fixed_set(self, described: tuple = (), said: Any = None) -> None:
        """A resolved effect's fixed set was chosen by a description, or an object that matches it
        since has been said to be outside it (418.3b)."""
        self._writable()
        if described:
            self.fixed_set_descriptions = self.fixed_set_descriptions + (described,)
        if said is not None:
            self.fixed_set_said = self.fixed_set_said | {said}
        self._game.noted()

    def note_state_trigger_refused(self, key: Any, refused: bool) -> None:
        """A state trigger whose state holds has said its intervening "if" is false, or its state
        no longer holds (410.8, 410.11: said once while the state holds)."""
        self._writable()
        self.state_triggers_refused = (self.state_triggers_refused | {key} if refused
                                       else self.state_triggers_refused - {key})
        self._game.noted()


#: The name under which a version's ``Derived.values`` says that no state-based effect's
#: condition holds in it (judge.engine.sba.collect found none).
NO_STATE_BASED_EFFECT = "no state-based effect"

#: The name under which a version's ``Derived.values`` keeps the permanents as a loop's print
#: sees them (judge.engine.loops: each one's name, status and numbers, in order of name), carried
#: to the next version by a change that touches no permanent (``Game.changed(off_board=True)``).
PERMANENTS_PRINTED = "the permanents as a print sees them"
#: The name under which a version's ``Derived.values`` says that no state-based effect's condition
#: holds of a permanent in it, none of them an Aura (judge.engine.sba.collect: each creature's toughness
#: and damage, the Legend rule and enchant world's, read from the board and the characteristics alone),
#: carried likewise.
PERMANENTS_UNAFFECTED = "no permanent's state-based effect"

#: The name under which a version's ``Derived.values`` says that the last check of state-based effects
#: (judge.engine.sba.check) found none to apply and said all it had to say of the permanents — each creature
#: whose damage isn't lethal (420.5c), each permanent no longer Legendary beside a Legendary one of its
#: name (420.5e): with the same permanents, their damage and characteristics, it has nothing more to say —
#: carried likewise.
PERMANENTS_SAID = "the permanents' check said"
#: The name under which a version's ``Derived.values`` says that every permanent's controller is the one it
#: was last noted under (409.3), none attacking or blocking (306.2) and no effect changing control
#: (judge.engine.priority.sync_control found nothing to do): the controllers are the permanents' own, which
#: a change that touches no permanent, with no effect begun or ended, can't change — carried likewise.
CONTROL_SYNCED = "every controller synchronised"

#: The values of a version's ``Derived`` that hold no object of its game, carried into a copy of the game made
#: in its state (Derived.carry_into).
_CARRIED = ("plain board", "abilities in play", NO_STATE_BASED_EFFECT, PERMANENTS_UNAFFECTED, PERMANENTS_SAID,
            CONTROL_SYNCED)


class Derived:
    """What is computed from one version of the state — the order of continuous effects (418.5),
    "no state-based effect applies" (420), the permanents whose abilities can trigger, each by
    the name of what it is (``values``) — and the characteristics computed in it (418.4a,
    ``chars``). Not state: every change of state makes a new one (:meth:`Game.changed`), which
    keeps the characteristics only while no static ability generates an effect and the board
    they were computed on is the same (``chars_plain``: :meth:`Game.plain_board`); a copy of
    the game starts with an empty one. Whether two moments saw the same state is whether they
    saw the same ``Derived`` (judge.engine.triggers, judge.engine.events)."""

    __slots__ = ("values", "chars", "chars_plain", "settled")

    def __init__(self, chars: Optional[dict] = None, chars_plain: Optional[tuple] = None) -> None:
        self.values: dict[str, Any] = {}
        #: The version of the state at the end of the last 408.1b check made in it
        #: (judge.engine.priority.settle: the same state checked again gives nothing new; -1: none
        #: yet). A change of bookkeeping (the game's ``noted``) keeps this record but not the
        #: version, so the check is made again after one (was the game's ``settled``).
        self.settled: int = -1
        #: Characteristics computed in this version of the state, by object id.
        self.chars: dict = {} if chars is None else chars
        #: The board (:meth:`Game.plain_board`) the characteristics in ``chars`` were computed on
        #: while no static ability generated an effect; None when any was computed with one.
        self.chars_plain: Optional[tuple] = chars_plain

    def following(self) -> "Derived":
        """The next version's: nothing computed, the characteristics kept."""
        return Derived(self.chars, self.chars_plain)

    def carry_into(self, new: "Derived") -> None:
        """What a copy of the game (``new``, its first version's: Game.copy) takes of this version's, the copy
        made in this version's state with nothing in flight: the characteristics computed in it (418.4a: values
        no game writes, in a dict of the copy's own), and of the values only those holding no object of this
        game's — the plain board (ids and counts: Game.plain_board), the abilities in play (ids and the cards'
        abilities: judge.engine.context.abilities_in_play), that no continuous effect exists, in order or
        applying outside play (418.3, 418.4; an effect found is this game's, its closures reading this game's
        objects: not carried), that no state-based effect's condition holds, of the permanents or at all
        (420.5; judge.engine.sba.collect), that the check of the permanents said all it had to say (420.5c,
        420.5e; judge.engine.sba.check: the copy's record of what was said is this game's), and that every
        controller is synchronised (409.3; judge.engine.priority.sync_control). The same state gives the same answers
        (tests/engine/test_values_carried83.py)."""
        new.chars = self.chars.copy()
        new.chars_plain = self.chars_plain
        values, carried = self.values, new.values
        for name in _CARRIED:
            if name in values:
                carried[name] = values[name]
        if "effects in order" in values and not values["effects in order"]:
            carried["effects in order"] = carried["effects outside play"] = ()


class Kept:
    """What is computed from the state and kept from one version to the next for as long as what
    it was computed from is the same (docs/performance.md, "Engine and suite"): each object's
    characteristics with no continuous effect applied, the continuous effects each permanent's
    static abilities generate (418.4), all of them for the permanents in play, and values worked
    out from the permanents in play alone while no static ability generates an effect. Not
    state: dropped whole when the game returns to a saved state; a copy of the game keeps what
    :meth:`for_copy` says."""

    __slots__ = ("plain_chars", "static_memo", "board_static", "board", "text_kinds", "blocks_checked")

    def __init__(self) -> None:
        #: Characteristics with no continuous effect applied, by object (characteristics.compute).
        self.plain_chars: dict = {}
        #: The continuous effects each permanent's static abilities generate (Game.static_effects).
        self.static_memo: dict = {}
        #: All of them, with what they were found for (the same board, the same effects): the
        #: permanents in play as a list and as a tuple, the count of card changes.
        self.board_static: Optional[tuple] = None
        #: Values worked out from the permanents in play alone while no static ability generates
        #: an effect, by name: (the board they were found for, :meth:`Game.plain_board`, value).
        self.board: dict[str, tuple] = {}
        #: What the blocks were last looked at with (judge.engine.attack_stands: each block still one
        #: its attacker's evasion and restrictions allow?): the blocks, the permanents in play, the
        #: effects, timestamps, card changes, this turn's rules and the pairs' counters — with all of
        #: them the same, so is every answer, and nothing new is to be said.
        self.blocks_checked: Optional[tuple] = None
        #: Whether any card's text holds an instruction of a kind (Game.in_any_text), by the kind:
        #: (the game objects looked at, the count of card changes then, the answer).
        self.text_kinds: dict[type, tuple[int, int, bool]] = {}

    def for_copy(self) -> "Kept":
        """What a copy of the game (judge.engine.game.Game.copy), in the same state as this one's game, keeps of
        it: each entry holds what it was computed from and is asked again against the copy's own state before it
        is used, as it is in the next version of this game's, so that what held in the same state holds in the
        copy — the plain characteristics (an object's card, by identity: shared by the copies; its controller
        and counters: compared; the Chars made once and never changed), the abilities in play of a board (its
        permanents' ids, card changes, effects begun and attachments: compared; ids, indices and the card IR's
        immutable abilities), whether any card's text holds a kind (the count of objects and card changes,
        compared) and the blocks last looked at. Each dict is the copy's own (the two games then number new
        objects alike, so one must never see the other's entries). Of the static abilities' effects (418.4),
        only that a permanent's static abilities generate none (its card, timestamp and text edits: compared),
        and the permanents' whole list while it is empty: an effect made holds the original's objects in its
        functions (judge.engine.statics), so the copy makes its own."""
        new = Kept()
        new.static_memo = {oid: memo for oid, memo in self.static_memo.items() if type(oid) is int and not memo[2]}
        if self.board_static is not None and not self.board_static[3]:
            new.board_static = self.board_static  # (its lists are never written: compared, or returned empty)
        new.plain_chars = self.plain_chars.copy()
        new.board = self.board.copy()
        new.text_kinds = self.text_kinds.copy()
        new.blocks_checked = self.blocks_checked
        return new


class Stack(Owned, metaclass=dataclass):
    """The stack (217.6): the spells and abilities on it, top first, each put together as it is
    played (409.1) and changed only by its verbs here — what leaves or goes on it, the modes, X,
    targets and division chosen for it, the text it resolves with (415.3), what it remembers
    for its resolution."""

    #: The spells and abilities on the stack, index 0 the top (217.6).
    items: list = field(default_factory=list)
    #: How many times a stack object's fields were set after it went on the stack (a print of
    #: the stack taken before is not reused after: judge.engine.loops).
    edits: int = 0

    def push(self, so: Any) -> None:
        """``so`` goes on top of the stack (217.6)."""
        self.items.insert(0, so)
        self._game.changed(off_board=True)  # (no permanent is touched: the stack alone)

    def pop(self, so: Any) -> bool:
        """``so`` leaves the stack (resolved, countered, removed); False if it wasn't there."""
        if so not in self.items:
            return False
        self.items.remove(so)
        self._game.changed(off_board=True)  # (no permanent is touched: the stack alone)
        return True

    def remove_card(self, card: int) -> None:
        """The spell whose card is ``card`` leaves the stack as its card moves to another zone
        (judge.engine.events: the move's own change of state drops what was computed)."""
        self.items[:] = [s for s in self.items if s.card_obj != card]

    def set_target(self, so: Any, index: int, target: Any) -> None:
        """A spell's target changes (415.2's "change the target")."""
        so.targets[index] = target
        self._edited()

    def choose_modes(self, so: Any, effects: Any, modes: Any) -> None:
        """The modes of a modal spell or ability on the stack are chosen (409.1b): its effects
        are theirs."""
        so.effects, so.modes = effects, modes
        self._edited()

    def announce_x(self, so: Any, x: Optional[int]) -> None:
        """The value of X of a spell or ability on the stack is announced (409.1c)."""
        so.x = x
        self._edited()

    def set_targets(self, so: Any, targets: list) -> None:
        """The targets of a spell or ability on the stack are chosen (409.1c)."""
        so.targets = targets
        self._edited()

    def divide(self, so: Any, division: dict) -> None:
        """How a spell or ability on the stack divides its effect among its targets (409.1d)."""
        so.divide = division
        self._edited()

    def edit_stack_text(self, so: Any, effects: Any, targets: list) -> None:
        """A spell or ability on the stack resolves with its text as changed since it was put
        together (415.3), its targets as they now are."""
        so.effects, so.targets = effects, targets
        self._edited()

    def use_token_label(self, so: Any) -> None:
        """The first of the labels the tokens a spell or ability makes take is used (``creating``)."""
        so.token_labels = so.token_labels[1:]
        self._edited()

    def _edited(self) -> None:
        self.edits += 1
        self._game.changed()

    def remember_on_stack(self, so: Any, memory: Any) -> None:
        """What a spell or ability on the stack remembers for its resolution is now ``memory``
        (an ``objects.StackMemory``: what its costs paid, 409.1f; a triggered ability's accepted
        "may", 410.5)."""
        so.memory = memory
        self._game.changed()


class Prints(metaclass=dataclass):
    """Prints of the game: those taken after each resolution since a player last acted, which
    decide a loop (421.4: judge.engine.loops), and the scenario's ``checkpoint`` lines reached.
    Bookkeeping of the game's own: its verbs drop nothing computed."""

    #: Prints of the game after each resolution since a player last acted (loops, 421.4).
    loop: list = field(default_factory=list)
    #: (name, final-state snapshot) of each ``checkpoint`` line reached, in order.
    checkpoints: list = field(default_factory=list)

    def record_loop_print(self, entry: Any, keep: int) -> list:
        """Note a print of the game taken after a resolution (loops, 421.4), keeping the last
        ``keep``; the prints so far, oldest first."""
        self.loop.append(entry)
        del self.loop[:-keep]
        return self.loop

    def record_checkpoint(self, name: str, state: Any) -> None:
        """Keep the game as it stands (a FinalState) under the checkpoint's ``name``."""
        self.checkpoints.append((name, state))

    def forget_loop_prints(self) -> None:
        """A player acted: the prints taken so far don't make a loop (421.4)."""
        self.loop = []


class Triggers(Owned, metaclass=dataclass):
    """Triggered abilities waiting (410): those triggered and waiting to be put on the stack
    (410.3), the delayed triggered abilities created (406.2), the state triggers waiting on the
    stack (410.11), and, while a mana ability is played, the triggered mana abilities its playing
    triggered (411.3) and the mana ability itself (what "the same colour" of Mana Flare refers
    to). Changed only by the verbs here."""

    #: Triggered abilities that triggered, waiting to be put on the stack (410.3).
    pending: list = field(default_factory=list)
    #: The delayed triggered abilities created (406.2), not yet triggered.
    delayed: list = field(default_factory=list)
    #: The keys of the state triggers waiting on the stack (410.11).
    state_waiting: set = field(default_factory=set)
    #: The triggered mana abilities that playing the mana ability played now triggered (its cost's
    #: {T}: Gauntlet of Might), waiting to resolve immediately after it, its own mana first (411.3).
    mana_waiting: list = field(default_factory=list)
    #: The mana ability being played now (object, ability, choice): what "the same colour" of a
    #: mana-triggered ability refers to (Mana Flare).
    mana_playing: Optional[tuple] = None

    def add_pending_trigger(self, pending: Any) -> None:
        """A triggered ability triggered; it waits to be put on the stack (410.3)."""
        self.pending.append(pending)
        self._game.noted()

    def take_pending_triggers(self) -> list:
        """The triggered abilities waiting to go on the stack, which no longer wait (410.3)."""
        pending, self.pending = self.pending, []
        self._game.noted()
        return pending

    def add_delayed(self, delayed: Any) -> None:
        """A delayed triggered ability is created (406.2)."""
        self.delayed.append(delayed)
        self._game.changed()

    def use_delayed(self, delayed: Any) -> None:
        """A delayed triggered ability triggered: it triggers only once (406.2e)."""
        delayed.used = True
        if delayed in self.delayed:
            self.delayed.remove(delayed)
        self._game.changed()

    def drop_used_delayed(self) -> None:
        """Delayed triggered abilities that have triggered are gone (406.2e)."""
        self.delayed = [d for d in self.delayed if not d.used]
        self._game.changed()

    def set_state_trigger_waiting(self, key: Any, waiting: bool) -> None:
        """A state trigger is waiting on the stack, or no longer (410.11: it doesn't trigger
        again until it has resolved or been countered)."""
        if waiting:
            self.state_waiting.add(key)
        else:
            self.state_waiting.discard(key)
        self._game.noted()

    def release_state_trigger(self, key: Any) -> None:
        """A state trigger's ability on the stack is countered (410.11: it may trigger again);
        part of the countering, whose own change of state drops what was computed."""
        self.state_waiting.discard(key)

    def playing_mana_ability(self, playing: tuple) -> _Holding:
        """While a mana ability is being played (a ``with`` block): (object, ability, choice) — what
        "the same color" of a mana-triggered ability refers to (Mana Flare)."""
        return _Holding(self, "mana_playing", playing)

    def own_mana_triggers(self) -> _Holding:
        """While a mana ability is played (a ``with`` block): the triggered mana abilities its playing
        triggers wait in a list of its own (one played to pay another's cost has its own), to resolve
        immediately after it (411.3); the outer list is back afterwards, whatever happened."""
        return _Holding(self, "mana_waiting", [])

    def wait_mana_trigger(self, entry: tuple) -> None:
        """A triggered mana ability triggered by the mana ability being played (411.3)."""
        self.mana_waiting.append(entry)

    def take_mana_triggers(self) -> list:
        """The triggered mana abilities waiting, the list emptied (they resolve now, 411.3)."""
        waiting, self.mana_waiting = self.mana_waiting, []
        return waiting


class TurnRule(metaclass=dataclass, frozen=True):
    """One rule from a resolved spell or ability that lasts a while (418.1, 418.3a) — an attack or
    block restriction or requirement, a "can't play" or "may play" rule, a mana replacement, a
    "can't be targeted" or "can't phase out" — held in :attr:`TurnStructure.turn_rules`. The set it
    affects is fixed as it resolves (418.3b): ``obj`` or ``player``, or ``things`` and ``players``.
    Added only by :meth:`TurnStructure.add_turn_rule`; never changed (a rule that begins later is a
    new record: :meth:`TurnStructure.begin_next_turn_rules`); shared, not copied, when the game is
    copied (:func:`judge.engine.game.copy_state` shares frozen records)."""

    #: The rule (a card IR effect: ir.CantBlock, ir.CantPlayLands, ir.ManaInstead …).
    rule: Any
    #: The object whose spell or ability made it, or None.
    source: Optional[int]
    #: The turn it applies in; None: until the game ends (no duration stated, or "until
    #: [player]'s next upkeep"); -1: not yet (waiting for ``pending_turn_of``'s next turn).
    turn: Optional[int]
    #: The rule as the trace says it.
    text: str
    #: The one permanent it is on, or None (a player's rule, or one of a whole set).
    obj: Optional[int] = None
    #: The one player it is on, or None.
    player: Optional[str] = None
    #: The controller of the spell or ability that made it ("you" in its text), where the rule asks.
    controller: Optional[str] = None
    #: Whether it ends with the combat phase ("this combat", 311.1).
    combat: bool = False
    #: The objects its group names that it leaves alone ("other creatures …").
    spared: tuple = ()
    #: The player whose next turn it waits for ("during that player's next turn", "during its
    #: controller's next turn"), or None.
    pending_turn_of: Optional[str] = None
    #: The turn it was made in, for ``pending_turn_of``: it begins in a later turn only.
    after_turn: Optional[int] = None
    #: Whether it lasts "this turn and next turn" (Peace Talks): past this turn's cleanup step.
    and_next_turn: bool = False
    #: The player whose next upkeep ends it ("until your next upkeep", Spatial Binding), or None.
    until_upkeep_of: Optional[str] = None
    #: The permanents of its set, fixed as it resolved (418.3b; Peace Talks).
    things: tuple = ()
    #: The players of its set, fixed as it resolved (Peace Talks).
    players: tuple = ()
    #: The name of the card that made it, as a refusal names it (Peace Talks).
    name: str = ""


class TurnStructure(Owned, metaclass=dataclass):
    """Where the game is in its turns (300-314) and who has priority (408): the turn's number and
    active player, the step, the passes in succession, the additional turns and phases waiting
    (300.6, 300.1), the skips waiting (glossary "Skip"), another cleanup step (314.1c), and the
    one-shot attack and block rules lasting this turn, this combat or until a player's next
    turn or upkeep (418.1, 418.3a). Changed only by the verbs here (a new turn: the game's
    :meth:`judge.engine.game.Game.begin_turn`, which calls :meth:`begin`)."""

    #: The turn's number (the scenario's, 2 unless it says).
    turn: int = 2
    #: The active player (300.2: whose turn it is).
    active: str = ""
    #: The step or phase the game is in (300.1).
    step: Step = Step.PRECOMBAT_MAIN
    #: The player who took the first turn, where the scenario begins in it (101.4, 304.1).
    first_player: Optional[str] = None
    #: (turn, step) the game went on to by itself from the step the scenario is written in,
    #: before any of its lines (the untap step gives no one priority, 302.2), with the step it
    #: was written in; None once a line is carried out — a pass "until" that step is then this
    #: one, not the next turn's.
    entered_by_itself: Optional[tuple] = None
    #: Who has priority (408.1), or None (while 408.1b's checks run, between steps, in the untap step).
    priority: Optional[str] = None
    #: How many players have passed in succession (408.1c).
    passes: int = 0
    #: The additional turns waiting, by player, in the order created (300.6).
    extra_turns: list = field(default_factory=list)
    #: The additional combat phases waiting after this main phase, each with whether an
    #: additional main phase follows it (300.1).
    extra_phases: list = field(default_factory=list)
    #: Skips waiting for the next occurrence (glossary "Skip"): (player, "turn" / "untap
    #: step" / "upkeep step" / "draw step" / "combat phase", the turn it lapses with or None,
    #: the turn after which it begins or None — "all combat phases of their next turn").
    skips: list = field(default_factory=list)
    #: Where the turn goes on after each additional combat phase begun: (the step, whether an
    #: additional main phase follows it), the last begun last.
    resume_after_extra: list = field(default_factory=list)
    #: Whether the main phase under way is an additional one (300.1).
    in_extra_main: bool = False
    #: Whether another cleanup step follows this one (314.1c).
    cleanup_again: bool = False
    #: The rules from resolved spells and abilities lasting this turn, this combat or until a
    #: player's next turn or upkeep ("can't block this turn", 418.1, 418.3a): :class:`TurnRule`\ s.
    turn_rules: list = field(default_factory=list)

    def begin(self, active: str) -> None:
        """A new turn begins with ``active`` as the active player (300.1, 300.6): its number one
        more, no additional phase waiting or under way (part of the game's ``begin_turn``, whose
        own change of state drops what was computed)."""
        self.active = active
        self.turn += 1
        self.extra_phases = []
        self.resume_after_extra = []
        self.in_extra_main = False

    def note_entered_by_itself(self, entered: Optional[tuple]) -> None:
        """The step the game moved into by itself as the scenario began — (turn, step, the step
        the scenario was written to start in) — or None once a scenario line has been carried
        out (302.2: no player gets priority in the untap step; bookkeeping of the driver's, no
        characteristic depends on it)."""
        self.entered_by_itself = entered

    def set_step(self, step: Step) -> None:
        """The game is now in ``step`` (300.1): a change that touches no permanent (a permanent's
        characteristics that a step can change are computed again by the change itself, Game.changed)."""
        self.step = step
        self._game.changed(off_board=True)

    def set_priority(self, player: Optional[str]) -> None:
        """``player`` has priority (408.1), or nobody does (while 408.1b's checks run,
        between steps, in the untap step)."""
        self.priority = player

    def reset_passes(self) -> None:
        """No player has passed since the last action or since the step began (408.1c)."""
        self.passes = 0

    def record_pass(self) -> int:
        """A player passes priority (408.1c); how many have passed in succession."""
        self.passes += 1
        return self.passes

    def pass_turn_over(self, player: str) -> None:
        """``player``'s turn is skipped (glossary "Skip"): the turn order goes on from him or her,
        as though the turn had been taken, with no turn taken."""
        self.active = player
        self._game.noted()

    def add_extra_turn(self, player: str) -> int:
        """``player`` takes an additional turn after this one (300.6); its turn number."""
        self.extra_turns.append(player)
        self._game.changed()
        return self.turn + len(self.extra_turns)

    def next_extra_turn(self) -> str:
        """The player whose additional turn comes first (300.6: in the order created)."""
        return self.extra_turns.pop(0)

    def add_skip(self, player: str, what: str, this_turn: bool, whole_next_turn: bool = False) -> None:
        """``player`` skips his or her next ``what`` (glossary "Skip"); two skips skip two.
        ``whole_next_turn``: every ``what`` of his or her next turn after this one."""
        self.skips = self.skips + [(player, what, self.turn if this_turn else None,
                                    self.turn if whole_next_turn else None)]
        self._game.noted()

    def take_skip(self, player: str, what: str) -> bool:
        """Use up a skip of ``player``'s ``what`` now beginning, if one waits (one of a whole
        turn's stays for the rest of that turn, then lapses)."""
        for i, (p, w, until, after) in enumerate(self.skips):
            if p == player and w == what and (until is None or until == self.turn) \
                    and (after is None or self.turn > after):
                # what stays of a whole turn's skips is marked 0 (not a "this turn" skip unused, 314.1b)
                rest = [(p, w, self.turn, 0)] if after is not None else []
                self.skips = self.skips[:i] + rest + self.skips[i + 1:]
                self._game.noted()
                return True
        return False

    def lapse_skips(self) -> list:
        """The skips limited to this turn ("… this turn") that didn't happen: they end. Returned:
        those a card made for this turn only (Moment of Silence), not what stayed of a whole turn's."""
        gone = [s for s in self.skips if s[2] is not None and s[2] <= self.turn]
        if gone:
            self.skips = [s for s in self.skips if s not in gone]
            self._game.noted()
        return [s for s in gone if s[3] is None]

    def add_extra_phases(self, main_phase_after: bool) -> None:
        """An additional combat phase (and main phase) follows this main phase (300.1)."""
        self.extra_phases.append(main_phase_after)
        self._game.changed()

    def begin_extra_combat(self, resume: str) -> None:
        """The first additional combat phase waiting begins after this main phase (300.1); the
        turn goes on to ``resume`` after it — after its additional main phase, if one follows."""
        main_after = self.extra_phases[0]
        self.extra_phases = self.extra_phases[1:]
        self.resume_after_extra = self.resume_after_extra + [(resume, main_after)]
        self._game.changed()

    def enter_extra_main(self) -> None:
        """The additional main phase following an additional combat phase begins (300.1)."""
        self.in_extra_main = True
        self._game.changed()

    def end_extra_phases(self) -> None:
        """The last additional combat phase begun (and its main phase, if one followed) is over:
        the turn goes on where it was to resume (300.1)."""
        self.resume_after_extra = self.resume_after_extra[:-1]
        self.in_extra_main = False
        self._game.changed()

    def set_cleanup_again(self, again: bool) -> None:
        """Whether another cleanup step follows this one (314.1c: players received priority in it)."""
        self.cleanup_again = again
        self._game.changed()

    def add_turn_rule(self, made: TurnRule) -> TurnRule:
        """A rule from a resolved spell or ability begins (418.1, 418.3a): ``made`` added here; the record."""
        self.turn_rules.append(made)
        self._game.changed()
        return made

    def end_combat_turn_rules(self) -> list:
        """The combat phase ends: the one-shot restrictions lasting "this combat" end with it
        (Yuan Shao's Infantry: "can't be blocked this combat"); those that ended."""
        ended = [r for r in self.turn_rules if r.combat]
        if ended:
            self.turn_rules = [r for r in self.turn_rules if not r.combat]
            self._game.changed()
        return ended

    def end_turn_rules(self) -> list:
        """The cleanup step: the one-shot restrictions lasting "this turn" end (314.1b; Tower of
        Coireall, Solfatara, Interdict); those that ended."""
        # (those lasting "this turn and next turn", Peace Talks, go on into the next turn: :meth:`begin_next_turn_rules`)
        ended = [r for r in self.turn_rules if r.turn is not None and r.pending_turn_of is None
                 and not r.and_next_turn]
        if ended:
            self.turn_rules = [r for r in self.turn_rules if r.turn is None or r.pending_turn_of is not None
                               or r.and_next_turn]
            self._game.changed()
        return ended

    def end_upkeep_turn_rules(self, player: str) -> list:
        """``player``'s upkeep begins: the one-shot rules lasting until that player's next upkeep
        end (418.3a; Spatial Binding's "can't phase out"); those that ended."""
        ended = [r for r in self.turn_rules if r.until_upkeep_of == player]
        if ended:
            self.turn_rules = [r for r in self.turn_rules if r.until_upkeep_of != player]
            self._game.changed()
        return ended

    def begin_next_turn_rules(self) -> list:
        """A turn begins: the one-shot restrictions waiting for "its controller's next turn" of
        the active player (Wall of Dust) apply from now until this turn ends (418.3a); those begun,
        each now a new record of this turn."""
        # (and those lasting "this turn and next turn", Peace Talks: from now to this turn's end, whoever's it is)
        begun = [r for r in self.turn_rules
                 if r.pending_turn_of == self.active and self.turn > (self.turn if r.after_turn is None else r.after_turn)
                 or r.and_next_turn and r.turn is not None and self.turn > r.turn]
        if begun:
            now = {id(r): replace(r, pending_turn_of=None, after_turn=None, and_next_turn=False, turn=self.turn)
                   for r in begun}
            self.turn_rules = [now.get(id(r), r) for r in self.turn_rules]
            self._game.changed()
        return [now[id(r)] for r in begun] if begun else []


class GameEnd(SharingFields, metaclass=dataclass):
    """How the game ends (102): whether it is over, and its result — a win (102.3) or a draw
    (102.4, 102.6, 421.4) — with the winner; and the players' ways to lose that the game marks
    on them (102.2's empty library, the poison counters of Appendix B, 102.3, 420.5a-b, a
    concession, 102.7). Changed only by the verbs here (the end decided by state-based effects:
    :func:`judge.engine.events.end_game`, through :meth:`settle`)."""

    #: Whether the game is over (102.3: it ends at once).
    over: bool = False
    #: "continues", "win" or "draw".
    result: str = "continues"
    #: The player who won, if one did.
    winner: Optional[str] = None

    def settle(self, winner: Optional[str]) -> None:
        """The game ends at once (102.3), won by ``winner`` or, if None, a draw (102.4, 102.6);
        no one has priority any more (part of the end's own change of state, which drops what
        was computed where it does)."""
        self._writable()
        self.over = True
        self._game.turns.set_priority(None)
        if winner is None:
            self.result = "draw"
        else:
            self.result = "win"
            self.winner = winner

    def drew_from_empty_library(self, player: str) -> None:
        """``player`` was required to draw from an empty library (102.2): he or she loses the
        next time state-based effects are checked (420.5a)."""
        self._game.player(player).drew_from_empty = True
        self._game.changed()

    def set_poison(self, name: str, count: int) -> None:
        """``name`` now has ``count`` poison counters (judge.engine.poison; ten or more lose the
        game, Appendix B "Poison Counters")."""
        self._game.player(name).poison = count
        self._game.changed()

    def player_loses(self, name: str, reason: str) -> None:
        """``name`` loses the game (102.3, 420.5a-b, 102.7: ``reason``); the game's end is
        :func:`judge.engine.events.end_game`'s."""
        p = self._game.player(name)
        p.lost = True
        p.loss_reason = reason
        self._game.changed()

    def player_wins(self, name: str, reason: str) -> None:
        """``name`` wins the game by an effect (Celestial Convergence: ``reason``): the game ends at
        once (102.3)."""
        game = self._game
        game.player(name).won = True
        self.settle(name)
        game.tracer.step(f"{name} wins the game ({reason})", "102.3", kind="game")
        game.changed()

    def end_in_draw(self) -> None:
        """The game ends at once in a draw (102.6, 421.4)."""
        self.settle(None)


class PlayPermissions(SharingFields, metaclass=dataclass):
    """The cards a player may play from where they are, as though they were in his or her hand
    (Grinning Totem, Aerial Caravan, Elkin Bottle), and how long each permission lasts. A
    record owning its fields: only its verbs below write them. An object that moves is a new
    one, without a permission (217.8)."""

    #: Object id → the player who may play it.
    granted: dict = field(default_factory=dict)
    #: How long a permission of ``granted`` lasts, where a duration was stated (object id →
    #: "until end of turn" or "until PLAYER's next upkeep", 418.3a); a permission not here lasts
    #: while the card stays where it is.
    ends: dict = field(default_factory=dict)

    def allow_play(self, oid: int, player: str, until: Optional[str] = None) -> None:
        """``player`` may play the card ``oid`` as though it were in his or her hand — ``until``
        a duration ends ("until end of turn", "until PLAYER's next upkeep"; 418.3a) if given."""
        self._writable()
        self.granted[oid] = player
        if until is not None:
            self.ends[oid] = until
        self._game.changed()

    def end_play_permissions(self, duration: str) -> list[tuple[int, str]]:
        """The permissions to play a card lasting ``duration`` end (418.3a); those that ended
        (card, player) whose card is still where the permission found it."""
        gone = [o for o, d in self.ends.items() if d == duration]
        if not gone:
            return []
        self._writable()
        game = self._game
        ended = [(o, self.granted[o]) for o in gone if o in self.granted and game.exists(o)]
        for o in gone:
            self.ends.pop(o, None)
            self.granted.pop(o, None)
        game.changed()
        return ended


class ContinuousEffects(Owned, metaclass=dataclass):
    """The continuous effects of resolved spells and abilities (418.3) and the untap locks —
    "doesn't untap during its controller's untap step for as long as …" (302.1) — with how many
    times effects began or ended and whether one lasts "for as long as" a state holds (418.3a),
    which ends the moment its duration is over. Changed only by the verbs here (a change of state
    ends what has lapsed: the game's :meth:`judge.engine.game.Game.changed` calls
    :meth:`end_lapsed`)."""

    #: The effects begun, in the order they began (418.3; judge.engine.characteristics.ContinuousEffect).
    items: list = field(default_factory=list)
    #: "… doesn't untap … as long as …" (302.1): one whose ``while_tapped`` names its source lasts
    #: "for as long as ~ remains tapped" (418.3a).
    untap_locks: list = field(default_factory=list)
    #: How many times continuous effects began or ended (418.3): what is kept from one change
    #: of state to the next is kept only while it is the same (Game.plain_board).
    changes: int = 0
    #: Whether an effect or untap lock lasting "for as long as ~ remains tapped" (and the like)
    #: exists: only then does a change of state look for durations that are over.
    lasting: bool = False
    #: Set while lapsed durations are being ended, or changes made at once (:meth:`at_once`).
    lapsing: bool = False

    def add_effect(self, effect: Any) -> None:
        """A continuous effect from a resolved spell or ability begins (418.3)."""
        self.items.append(effect)
        self.changes += 1
        self.lasting = self.lasting or effect.lasts is not None
        self._game.changed()

    def end_effects(self, ended: Any) -> list:
        """The continuous effects for which ``ended`` holds end (their duration is over, 418.3a)."""
        if not self.items:  # (most games: none — no comprehension to run, ~44K calls of a suite's pass)
            return []
        gone = [e for e in self.items if ended(e)]
        if gone:
            self.items = [e for e in self.items if e not in gone]
            self.changes += 1
            self._game.changed()
        return gone

    def watch_lasting(self) -> None:
        """A delayed ability lasting "for as long as ~ remains tapped" was made (Giant Oyster; added, session 71,
        h9): :meth:`end_lapsed` ends it the moment its duration is over (418.3a)."""
        self.lasting = True

    def add_untap_lock(self, lock: dict) -> None:
        """"... doesn't untap during its controller's untap step as long as ..." (302.1); one whose
        ``while_tapped`` names its source lasts "for as long as ~ remains tapped" (418.3a)."""
        self.untap_locks.append(lock)
        self.lasting = self.lasting or lock.get("while_tapped") is not None
        self._game.changed()

    def remove_untap_lock(self, lock: dict) -> None:
        """The duration of an untap lock is over (its "as long as" no longer holds, 302.1)."""
        self.untap_locks.remove(lock)
        self._game.changed()

    @contextmanager
    def at_once(self) -> Iterator[None]:
        """Changes made simultaneously (302.1: the active player untaps all his or her permanents
        at once): an effect lasting "for as long as ~ remains tapped" ends once all are made, not
        between two of them (418.3a; Hivis of the Scale's stolen Dragon untaps with her other
        permanents, then goes back)."""
        held, self.lapsing = self.lapsing, True
        try:
            yield
        finally:
            self.lapsing = held
        if self.lasting and not self.lapsing:
            self.end_lapsed()

    def end_lapsed(self) -> None:
        """The effects and untap locks whose duration ("for as long as ~ remains tapped") is over
        end at once (418.3a); part of a change of state (the game's ``changed``), they drop what
        was computed themselves, with no change of state begun again."""
        game = self._game
        self.lapsing = True
        try:
            gone = [e for e in self.items if e.lasts is not None and not e.lasts(game)]
            if gone:
                self.items = [e for e in self.items if e not in gone]
                self.changes += 1
                game.version += 1
                game.derived = Derived()
                for e in gone:
                    game.tracer.step(f"The effect \"{e.text}\" ends: its duration ({e.duration}) is over"
                                     + _control_now(game, e), "418.3a", kind="effect")
            # "It doesn't untap … for as long as Mana Leech remains tapped": over once the source
            # untaps or leaves play, even if it is tapped again later (418.3a)
            locks = [lock for lock in self.untap_locks if lock.get("while_tapped") is not None
                     and not _still_tapped(game, lock["while_tapped"])]
            if locks:
                self.untap_locks = [lock for lock in self.untap_locks if lock not in locks]
                game.version += 1
                game.derived = game.derived.following()
                for lock in locks:
                    game.tracer.step(f"The effect \"{game.describe(lock['obj'])} doesn't untap during its controller's "
                                     f"untap step\" ({lock['name']}) ends: its duration (for as long as {lock['name']} remains "
                                     f"tapped) is over", "418.3a", kind="effect")
            # "… and at the beginning of each of your draw steps, …" for as long as Giant Oyster remains tapped
            # (added, session 71, h9): the delayed ability of that duration is over with it (418.3a, 406.2e)
            delayed = [d for d in game.triggers.delayed if d.while_tapped is not None and not d.used
                       and not _still_tapped(game, d.while_tapped)]
            for d in delayed:
                game.triggers.use_delayed(d)
                game.tracer.step(f"The delayed ability of {d.source_name}" + (f" (\"{d.text}\")" if d.text else "")
                                 + f" ends: its duration (for as long as {d.source_name} remains tapped) is over",
                                 "418.3a", "406.2e", kind="effect")
            if gone or locks or delayed:
                self.lasting = any(e.lasts is not None for e in self.items) or any(
                    lock.get("while_tapped") is not None for lock in self.untap_locks) or any(
                    d.while_tapped is not None and not d.used for d in game.triggers.delayed)
        finally:
            self.lapsing = False


def _still_tapped(game: Any, oid: int) -> bool:
    obj = game.objects.get(oid)
    return obj is not None and obj.zone == Zone.IN_PLAY and game.exists(oid) and bool(obj.tapped)


class Replacements(Owned, metaclass=dataclass):
    """The replacement and prevention effects begun (419), and those being applied now: how deep,
    one within another (419.8b), and the sources that have modified the event being replaced
    (419.6a); while damage is dealt at once, the "next time" shields it has met (419.7c).
    Changed only by the verbs here."""

    #: The effects begun (judge.engine.replacement.Replacement), in the order they began.
    items: list = field(default_factory=list)
    #: How many replacement effects are being applied, one within another (419.8b).
    depth: int = 0
    #: The sources whose replacement effects have modified the event being replaced now
    #: (419.6a: the event a replacement lets happen isn't replaced by them again).
    applied: frozenset = frozenset()
    #: While damage is dealt at once (one event, 310.4, 413.2d): the "next time" shields that
    #: have met it, used up only once all of it has passed (419.7c: that source's damage at
    #: that time, to every recipient the shield covers); None when no damage is being dealt.
    next_time_spent: Optional[list] = None
    #: The damage the prevention shields a spell or ability made have prevented in all, by that spell's or
    #: ability's stack object (added, session 46, c5): kept after the shields end, for its delayed ability's
    #: "for each 1 damage prevented this way" (Sacred Boon: read as it resolves, 413.2f; 419.7b).
    prevented: dict = field(default_factory=dict)

    def add_replacement(self, replacement: Any) -> Any:
        """A replacement or prevention effect begins (419)."""
        self.items.append(replacement)
        self._game.changed()
        return replacement

    def remove_replacement(self, replacement: Any) -> None:
        """A replacement or prevention effect is used up or ends (419.7b)."""
        if replacement in self.items:
            self.items.remove(replacement)
        self._game.changed()

    def count_prevented(self, key: int, amount: int) -> None:
        """A shield made by the spell or ability ``key`` (its stack object) has prevented ``amount``
        damage more (419.7b): the total its delayed ability reads (Sacred Boon)."""
        self.prevented = {**self.prevented, key: self.prevented.get(key, 0) + amount}
        self._game.noted()

    def update_replacement(self, replacement: Any, memory: Any) -> None:
        """What a replacement or prevention effect keeps is now ``memory`` (a
        ``replacement.ShieldMemory``: what is left of a shield, 419.7b)."""
        replacement.memory = memory
        self._game.changed()

    def use_up(self, replacement: Any) -> None:
        """A replacement effect that applies once has applied (419.6b, 419.7c) and ends."""
        replacement.used_up = True
        self.remove_replacement(replacement)

    def spend_next_time(self, replacement: Any, source: Optional[int]) -> bool:
        """A "next time a source would deal damage" shield has met ``source``'s damage (419.7c).
        While damage is being dealt at once it stays for the rest of that source's damage at
        this time and is used up after (True); otherwise it is used up now (False). The shields
        one instruction made for several recipients (``memory.group``) are one "next time"."""
        mates = [r for r in self.items if r is replacement or (
            replacement.memory.group is not None and r.memory.group == replacement.memory.group)]
        if self.next_time_spent is None:
            for r in mates:
                self.use_up(r)
            return False
        for r in mates:
            r.memory = replace(r.memory, spent=True, spent_on=source)
            if r not in self.next_time_spent:
                self.next_time_spent.append(r)
        self._game.changed()
        return True

    def at_one_time(self) -> "_OneTime":
        """While one instruction's damage is dealt to each of its recipients (a ``with`` block;
        Pestilence: "to each creature and each player"; combat damage, 310.4): a "next time a source
        would deal damage" shield met by it covers all that source's damage at this time, and is used
        up after (419.7c: "the next damage from that card"; :meth:`spend_next_time`)."""
        return _OneTime(self)

    def begin_one_time(self) -> bool:
        """A time of :meth:`at_one_time` begins, unless one has begun already (within an outer
        time: that one ends it); whether this one began."""
        if self.next_time_spent is not None:
            return False
        self.next_time_spent = []
        return True

    def end_one_time(self) -> None:
        """The time :meth:`begin_one_time` began ends: the shields spent in it are used up."""
        spent, self.next_time_spent = self.next_time_spent, None
        for r in spent:
            self.use_up(r)

    @contextmanager
    def applying_replacement(self, applied: frozenset = frozenset()) -> Iterator[None]:
        """While a replacement effect is applied (one within another counts deeper, 419.8b);
        ``applied``: the sources that have modified the event, this one included (419.6a)."""
        self.depth += 1
        outer, self.applied = self.applied, applied
        try:
            yield
        finally:
            self.depth -= 1
            self.applied = outer


def own_object(objects: dict[int, Any], oid: int) -> Any:
    """The object ``oid`` of ``objects`` (a game's) to write in place: itself while it is in a zone; one gone from its
    zones (``judge.engine.objects.GoneObject``, shared by the game's copies: 217.8) replaced in ``objects`` by a plain
    copy of its own first — copy-on-write, the other copies keeping theirs (the object stays this game's own from
    then on, copied by its copies as every object was). Every write of an object that may have left its zones goes
    through here, after a check that it has (``zone is None``: the abilities played for a cost it was sacrificed to
    pay, the players its damage was dealt to from outside play, 413.2f, counters removed or {T} paid after it was
    sacrificed for the same cost, 409.1f, …); every other write in judge/engine is of an object shown to be in a zone
    — tests/engine/test_gone_object_writes.py scans the source for them and lists each with its reason."""
    obj = objects[oid]
    mine = obj.writable()
    if mine is not obj:
        objects[oid] = mine
    return mine


class Permanents(SharingFields, metaclass=dataclass):
    """The permanents' status, changed only by the verbs here: summoning sickness (308.1), the
    untap steps a permanent skips (302.1), its damage and regeneration shields (314.1b, 419.6b),
    whether it is attacking, blocking or blocked (306.2, 308.5, 309.3), its counters removed as a
    cost (409.1f), its last paid cumulative upkeep, its controller last seen (409.3) — and the
    phased-out zone its permanents are in while phased out, keeping their status (glossary
    "Phased Out"; judge.engine.phasing), the one field the record holds itself."""

    #: The phased-out zone (glossary "Phased Out"; the 1998 rules' 217.8): each permanent there,
    #: in the order it phased out, with the player it phased out under and the permanent it
    #: phased out with (a local enchantment phased out indirectly), or None.
    phased_out: dict = field(default_factory=dict)
    #: What was chosen for each permanent as it came into play (410.10e: "As ~ comes into play,
    #: choose a color"), by object id: the kind chosen (an ``ir.EntryChoice``) → the choice (a
    #: colour's, a player's, a type's or a card's name; a number; None where there was nothing to
    #: choose from), and beside the choices what it remembers of how it came into play that no one
    #: chose then (an ``ir.RememberedOnEntry``: the X of its spell, 409.1b; what was sacrificed as it
    #: came into play) → that number (was the game's ``chosen_on_entry``). A permanent that leaves
    #: play and returns is a new object, which chooses anew (217.8).
    chosen_on_entry: dict[int, dict[ir.EntryChoice | ir.RememberedOnEntry, str | int | None]] = \
        field(default_factory=dict)

    def set_sick(self, oid: int, sick: bool) -> None:
        """The permanent has (or no longer has) been continuously controlled by its controller
        only since his or her most recent turn began (308.1, 409.3; glossary "Summoning Sickness")."""
        game = self._game
        o = game.objects[oid]
        if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            o = own_object(game.objects, oid)
        o.sick = sick
        game.changed()

    def skip_untaps(self, oid: int, steps: int, source_name: Optional[str] = None) -> None:
        """The permanent doesn't untap during its controller's next ``steps`` untap steps (302.1;
        "next two untap steps", Telekinesis); 0: during none any more. ``source_name``: the
        source of the effect, named where the untap step keeps the permanent tapped."""
        game = self._game
        o = game.objects[oid]
        if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            o = own_object(game.objects, oid)
        o.skip_next_untap = True if steps == 1 else steps if steps > 1 else False
        if steps <= 0:
            o.skip_untap_source = None
        elif source_name is not None:
            o.skip_untap_source = (source_name, steps)
        game.changed()

    def remove_damage(self, oid: int) -> None:
        """All damage is removed from the permanent (314.1b, 419.6b)."""
        game = self._game
        o = game.objects[oid]
        if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            o = own_object(game.objects, oid)
        o.damage = 0
        game.changed()

    def set_regen_shields(self, oid: int, shields: int) -> None:
        """The permanent has ``shields`` regeneration shields (419.6b; they end with the turn)."""
        game = self._game
        o = game.objects[oid]
        if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            o = own_object(game.objects, oid)
        o.regen_shields = shields
        game.changed()

    def set_combat_status(self, oid: int, attacking: Optional[bool] = None, blocking: Optional[bool] = None,
                          blocked: Optional[bool] = None) -> None:
        """The permanent becomes (or stops being) an attacking creature (308.5), a blocking one
        (309.3) or a blocked one (309.3, glossary "Blocked Creature"); what is None stays."""
        game = self._game
        o = game.objects[oid]
        if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            o = own_object(game.objects, oid)
        if attacking is not None:
            o.attacking = attacking
        if blocking is not None:
            o.blocking = blocking
        if blocked is not None:
            o.blocked = blocked
        game.changed()

    def remove_from_combat(self, oid: int) -> None:
        """The permanent stops attacking, blocking and being blocked (306.2, 308.5, 309.3)."""
        self.set_combat_status(oid, attacking=False, blocking=False, blocked=False)

    def remove_counters(self, oid: int, kind: str, count: int) -> None:
        """``count`` counters of ``kind`` are removed from the permanent (a cost, 409.1f)."""
        game = self._game
        o = game.objects[oid]
        if o.zone is None:  # (sacrificed before this part of the same cost was paid, 409.1f: gone, 217.8 — its own copy)
            o = own_object(game.objects, oid)
        o.counters[kind] -= count
        if not o.counters[kind]:
            del o.counters[kind]
        game.forget_chars(oid)
        game.changed()

    def record_upkeep_paid(self, oid: int, paid: int) -> None:
        """The permanent's cumulative upkeep was just paid, ``paid`` mana for all its counters:
        its last paid cumulative upkeep (glossary "Cumulative Upkeep"), which a characteristic
        may read (Mwonvuli Ooze as printed), so what was computed is dropped."""
        game = self._game
        o = game.objects[oid]
        if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            o = own_object(game.objects, oid)
        o.upkeep_paid = paid
        game.changed()

    def set_token_labels(self, oid: int, labels: tuple) -> None:
        """The labels the next tokens made by object ``oid``'s abilities take (``creating``)."""
        objects = self._game.objects
        o = objects[oid]
        if o.zone is None:  # (the source may have left play since it made the tokens: gone, 217.8 — its own copy)
            o = own_object(objects, oid)
        o.token_labels = tuple(labels)

    def note_controller(self, oid: int, controller: Optional[str]) -> None:
        """The controller :func:`judge.engine.priority.sync_control` last saw for a permanent
        (409.3): a record of the past, which no characteristic reads. A change of controller
        is when the permanent came under the new one's control."""
        game = self._game
        obj = game.objects[oid]
        if obj.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            obj = own_object(game.objects, oid)
        if obj.last_controller is not None and controller != obj.last_controller:
            obj.control_stamp = game.tally.next_timestamp()
        obj.last_controller = controller

    def phase_out(self, oid: int, under: str, via: Optional[int] = None) -> None:
        """The permanent leaves play for the phased-out zone, the same object keeping its status
        (tapped, counters, attachments: it "remembers its previous state": the 1998
        rules), out of combat, controlled by no one while there (judge.engine.phasing)."""
        self._writable()
        game = self._game
        o = game.objects[oid]
        game.in_play.remove(oid)
        self.phased_out[oid] = (under, via)
        o.zone = Zone.PHASED_OUT
        o.attacking = o.blocking = o.blocked = False
        o.controller = None
        game.changed()

    def phase_in(self, oid: int) -> str:
        """The permanent returns to play in the state it left, under the player it phased out
        under (judge.engine.phasing); returns that player."""
        self._writable()
        game = self._game
        o = game.objects[oid]
        if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            o = own_object(game.objects, oid)
        under, _via = self.phased_out.pop(oid)
        game.in_play.append(oid)
        o.zone = Zone.IN_PLAY
        o.controller = under
        o.sick = False
        game.changed()
        return under

    def choose_on_entry(self, oid: int, kind: ir.EntryChoice | ir.RememberedOnEntry,
                        value: str | int | None) -> str | int | None:
        """``value`` is what was chosen of ``kind`` for the permanent ``oid`` as it came into play
        (410.10e), or chosen anew since (Shapeshifter's "you may choose a number"); what it replaces
        is returned (None: nothing). Part of the entering's (or the new choice's) own change of
        state, which drops what was computed (judge.engine.events)."""
        self._writable()
        chosen = self.chosen_on_entry.setdefault(oid, {})
        before = chosen.get(kind)
        chosen[kind] = value
        return before

    def leave_phased_out(self, oid: int) -> None:
        """A phased-out token ceases to exist (420.5f): out of the phased-out zone (part of the
        game's ``cease_to_exist``, whose own change of state drops what was computed)."""
        self._writable()
        self.phased_out.pop(oid)


class ManaPools(SharingFields, metaclass=dataclass):
    """The players' mana pools as they change (406.1: mana added, spent or emptied; each pool is
    its player's ``pool``, written here alone), the mana in them that may be spent only as its
    limit says ("Spend this mana only to cast artifact spells", glossary "Mana";
    judge.engine.mana_limits), and whether the scenario tracks mana at all. Changes of
    bookkeeping: no characteristic (418), state-based effect (420) or static rule reads a pool,
    so its verbs drop nothing computed (the game's ``noted``). Changed only by the verbs here
    (issue 43's third step: they were the game's ``set_pool`` and ``set_mana_limit``)."""

    #: (player, kind of mana, ir.ManaSpendLimit) → how much of that kind of the pool may be spent
    #: only as the limit says (was the game's ``mana_limits``).
    limits: dict = field(default_factory=dict)
    #: Whether mana costs are paid from the pools (a scenario's ``mana: untracked`` says not; was
    #: the game's ``mana_tracked``). Set as the game is assembled (judge.engine.build).
    tracked: bool = True

    def set_pool(self, player: str, pool: dict) -> None:
        """``player``'s mana pool is now ``pool`` (406.1: added, spent or emptied)."""
        game = self._game
        who = game.player(player)
        who.pool = {k: v for k, v in pool.items() if v}
        if self.limits:  # limited mana can't be more than the pool holds of its kind
            self._writable()
            limits = self.limits
            left = dict(who.pool)
            for key in sorted((k for k in limits if k[0] == player), key=repr):
                n = limits[key] = min(limits[key], left.get(key[1], 0))
                left[key[1]] = left.get(key[1], 0) - n
            self.limits = {k: v for k, v in limits.items() if v}
        game.noted()

    def set_mana_limit(self, player: str, kind: str, limit: Any, amount: int) -> None:
        """``amount`` of the ``kind`` of mana in ``player``'s pool may be spent only as ``limit``
        says (glossary "Mana"; judge.engine.mana_limits); 0: none is limited so any more."""
        self._writable()
        key = (player, kind, limit)
        if amount > 0:
            self.limits[key] = amount
        else:
            self.limits.pop(key, None)
        self._game.noted()


#: The records whose fields a copy of the game shares whole until a verb writes them (eighty-fourth session, issue
#: 43): an exploration's branches write none of them but rarely (the three shapes of bench/bench_explore.py: none at
#: all), and each holds in its fields immutable values and containers of them alone — no object another part of the
#: state holds too — so a copy of its own, made at the first write (:meth:`Owned._writable`), is the one the game's
#: copy would have made. ``judge.engine.game.copy_state`` copies one as a new record holding the same fields, both
#: marked ``_shared``; each verb writing them takes its own first (tests/engine/test_records_shared84.py audits every
#: write of them).
FIELDS_SHARED: tuple[type, ...] = (PastTurns, TraceMemory, GameEnd, PlayPermissions, Permanents, ManaPools)


class Resolution(Owned, metaclass=dataclass):
    """The resolution in flight (413): whether a spell or ability is resolving, and the
    conditions of state-based effects met only in the middle of it, which are never checked
    (420.4: remembered to say so). Changed only by the verbs here (issue 43's third step: they
    were the game's ``set_resolving``, ``forget_mid_resolution`` and the appliers of events'
    writes)."""

    #: Whether a spell or ability is resolving (was the game's ``resolving``).
    resolving: bool = False
    #: (kind, object or player) → why, for each condition of a state-based effect met during
    #: this resolution (420.4; was the game's ``mid_resolution_sba``).
    mid_sba: dict = field(default_factory=dict)
    #: The version of the state in which those were last collected (-1: not during this
    #: resolution; was the game's ``mid_resolution_seen``).
    mid_seen: int = -1

    def set_resolving(self, resolving: bool) -> None:
        """A spell or ability is resolving (413) or has finished; what state-based effects
        would have seen during it is forgotten either way (420.4)."""
        game = self._game
        self.resolving = resolving
        game.in_flight.carry_out(None)  # the effects of what resolves set it (judge.engine.context.run_effect)
        if resolving:
            self.mid_sba = {}
            self.mid_seen = -1
        game.noted()
        if resolving and game.derived.values.get(NO_STATE_BASED_EFFECT):
            # none held as it begins (this state's check found none): collected in this version,
            # with nothing, so that the first change is looked at alone (judge.engine.events._record)
            self.mid_seen = game.version

    def forget_mid_resolution(self) -> None:
        """After a resolution, what state-based effects would have seen during it is dropped (420.4)."""
        self.mid_sba = {}

    def note_mid_sba(self, found: Any) -> None:
        """The conditions of state-based effects met now, in the middle of the resolution, each
        (kind, object or player, why), remembered as first met (420.4), and this version of the
        state as the one they were collected in (nothing computed reads them: no version bumped)."""
        sba = self.mid_sba
        for kind, x, why in found:
            sba.setdefault((kind, x), why)
        self.mid_seen = self._game.version

    def note_mid_seen(self) -> None:
        """What state-based effects would see is as last collected in this version of the state
        too (only bookkeeping changed since, 420.4)."""
        self.mid_seen = self._game.version


class Tally(metaclass=dataclass):
    """The state's own numbering (issue 43, fourth step: were the game's ``_next_id``,
    ``_timestamp``, ``_card_changes`` and ``tokens_made``): the next object's id (a card that
    moves becomes a new object, 217.8), the last timestamp given (418.5: an object's as it comes
    into play, an effect's as it begins), how many times a permanent's card values changed (what
    is kept from one change of state to the next is kept only while it is the same:
    :meth:`judge.engine.game.Game.plain_board`) and how many tokens have been made (only once
    there is one can a token be outside play, 420.5f). Copied with the state; a number given is
    never given again, in a copy as in the game it branched from. Changed only by the verbs here,
    none of which is a change of state itself (each is part of one, which drops what was
    computed: the game's or the appliers of events')."""

    #: The id the next object made takes.
    next_id: int = 1
    #: The last timestamp given (0: none yet).
    timestamp: int = 0
    #: How many times a permanent's card values changed (it came into play as a copy, or became one)
    #: or a permanent in play got a new timestamp (a moved enchantment, glossary "Move").
    card_changes: int = 0
    #: How many tokens have been made in this game (set up or put into play).
    tokens_made: int = 0

    def new_id(self) -> int:
        """A new object's id (217.8), never given before in this game."""
        i = self.next_id
        self.next_id = i + 1
        return i

    def next_timestamp(self) -> int:
        """The next timestamp (418.5): later than every one given before."""
        self.timestamp += 1
        return self.timestamp

    def begin_timestamps_after(self, last: int) -> None:
        """The scenario's permanents were set up with timestamps up to ``last``: the next one
        given is later (judge.engine.build, assembling a new game)."""
        self.timestamp = last

    def restamp(self) -> int:
        """A new timestamp for a permanent that stays in play (a moved enchantment, glossary "Move"),
        counted as a change of its card values: what its static abilities generate depends on its
        timestamp (418.5c), and what was kept of them was kept while no card value changed."""
        self.card_changes += 1
        return self.next_timestamp()

    def count_card_change(self) -> None:
        """A permanent's card values changed (judge.engine.copies: it became a copy)."""
        self.card_changes += 1

    def count_tokens(self, made: int = 1) -> None:
        """``made`` tokens were made (set up by the scenario, or put into play, 216.1)."""
        self.tokens_made += made


class InFlight(metaclass=dataclass):
    """What an action under way holds between the calls that carry it out, none of it the game's
    state (issue 43, fourth step: were the game's ``current_ctx``, ``damage_moved``,
    ``_computing`` and ``_ordering``): the context of the effect being carried out (its
    controller, source, targets, event: what "that player" and a target's "that creature" are
    read in, 413.2f), the parts of the damage event being dealt that a redirection moved to
    another recipient (419.1), the objects whose characteristics are being worked out (a static
    ability asking about one meanwhile sees its printed values, 418.5c) and whether the
    continuous effects are being put in dependency order (418.5). Each verb restores what it
    changed as the call ends, so at the boundary between two actions — where the game is saved to
    undo an illegal play (422.1) and copied for the explorer — the record is empty but for the
    last context, which :meth:`judge.engine.game.Game.restore` forgets: never copied (a copy of
    the game begins with an empty one; ``Game._NOT_STATE``). Between two passes of one action the
    driver forgets it too (no effect is being carried out there; a mana ability's, played as a spell
    was cast, left it set), so that the game the explorer keeps there is the one the run goes on
    with (eighty-second session). Nothing computed from the state reads it, so its verbs drop
    nothing."""

    #: The context (judge.engine.context.Ctx) of the effect being carried out, or None.
    ctx: Any = None
    #: The parts of the damage event being dealt moved by a redirection to another recipient
    #: (419.1): dealt with the rest, at once (judge.engine.events.deal_damage).
    damage_moved: list = field(default_factory=list)
    #: The objects whose characteristics are being worked out now (judge.engine.characteristics).
    computing: dict = field(default_factory=dict)
    #: Whether the continuous effects are being put in dependency order now (418.5): False, or
    #: while they are, the :class:`Ordering` under way (what is asked meanwhile, kept for its length).
    ordering: Any = False
    #: The permanents whose tapping is a cost being paid now, with mana owed beside it: the
    #: creatures that tap to attack (308.2) can't also be tapped for that mana (a tapped creature
    #: can't pay a {T} cost), so no mana ability tapping one of them is a source for it.
    set_aside: frozenset = frozenset()

    def empty(self) -> bool:
        """Whether nothing is in flight, not even the last context (where the explorer may keep
        a copy of the game between two passes of one action: the copy begins with nothing)."""
        return (self.ctx is None and not self.damage_moved and not self.computing and not self.ordering
                and not self.set_aside)

    def carry_out(self, ctx: Any) -> None:
        """The effect being carried out is now told by ``ctx`` (None: no effect is)."""
        self.ctx = ctx

    def carrying_out(self, ctx: Any) -> _Holding:
        """While a condition or a target's description is read in ``ctx`` (a ``with`` block; a
        trigger's event, the targets chosen so far, 409.1c, 410.8): the context before it after."""
        return _Holding(self, "ctx", ctx)

    def move_damage(self, part: Any) -> None:
        """Part of the damage event being dealt was moved by a redirection (419.1)."""
        self.damage_moved.append(part)

    def moving_damage(self) -> _Holding:
        """While one damage event goes through the replacement and prevention effects (a ``with``
        block, 419): the parts of it moved elsewhere, collected in the list given."""
        return _Holding(self, "damage_moved", [])

    @contextmanager
    def computing_chars(self, oid: int) -> Iterator[None]:
        """While the characteristics of ``oid`` are being worked out (418.5c)."""
        self.computing[oid] = True
        try:
            yield
        finally:
            del self.computing[oid]

    def setting_aside(self, oids: Any) -> _Holding:
        """While the costs of an attack are paid (a ``with`` block, 308.2): ``oids``, the attackers
        whose tapping is one of them, can't be tapped for the mana owed beside it."""
        return _Holding(self, "set_aside", frozenset(oids))

    def ordering_effects(self) -> _Holding:
        """While the continuous effects are put in dependency order (a ``with`` block, 418.5;
        entered only while they are not: False again after): ``ordering`` is a new :class:`Ordering`."""
        return _Holding(self, "ordering", Ordering())


class Ordering:
    """The continuous effects being put in dependency order (418.5b, 418.5c), as
    :attr:`InFlight.ordering` holds it: the answers of the static abilities' "as long as"
    conditions (418.4) asked meanwhile, by (the condition, its source, its controller, the objects
    whose characteristics are being worked out around the ask). Ordering changes nothing of the
    game (it works out which effect depends on which, asking each effect what it applies to before
    and after another is applied, of values of its own making; a condition is read of the game,
    not of those values). What an ask reads is the state's characteristics, each worked out once
    and kept (``Game.chars`` looks first; a kept one is dropped only as the outermost computation
    ends, or with the state), and, of an object being worked out around it, its printed values
    (418.5c): asked again of the same source and controller with the same objects being worked
    out, a condition reads what it read and answers as it did (Escaped Shapeshifter's "as long as
    an opponent controls a creature with flying …", asked for every pair of effects and every
    permanent: ~5,000 times over 17 orderings in one scenario, seventy-sixth session;
    tests/engine/test_calls76_ordering.py). Dropped as the ordering ends. Always true."""

    __slots__ = ("conditions",)

    def __init__(self) -> None:
        self.conditions: dict[tuple, bool] = {}

    def keep(self, key: tuple, answer: Any) -> bool:
        """The condition asked of ``key`` answered ``answer``: kept for the ordering's length, and given back."""
        held = self.conditions[key] = bool(answer)
        return held


def _control_now(game, e) -> str:  # noqa: ANN001 - a Game, a ContinuousEffect
    """Who controls what a control effect that ended applied to, where that is no longer the player it gave
    control to (Merieke Ri Berit killed: "…, so Bob controls Grizzly Bears @bears now"; as the cleanup step says
    of Wellspring's): the effects still in force decide, or none does (418.3a)."""
    if e.controller is None or e.affects is None:
        return ""
    now = [(o, game.controller_of(o)) for o in e.affects(game)
           if isinstance(o, int) and game.exists(o) and game.objects[o].zone == Zone.IN_PLAY]
    return "".join(f", so {who} controls {game.describe(o)} now" for o, who in now if who != e.controller)
