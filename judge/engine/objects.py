"""Game objects (217): cards and tokens in a zone, and objects on the stack.

A card that changes zones becomes a new object with a new id (217.8, 217.5c); the old
object keeps its last known information (413.2f) in :attr:`judge.engine.game.Game.lki`.
Status (tapped, damage, counters, attachments) exists only for permanents (217.5d).
"""

from __future__ import annotations

from dataclasses import field
from operator import attrgetter
from typing import Any, NamedTuple, Optional

from judge.cards.english import possessive
from judge._speed.fastdataclass import dataclass_for, field_names
from judge.cards import ir
from judge.dsl.ast import CardDef
from judge.engine.kinds import StackKind
from judge.zones import Zone

dataclass = dataclass_for("engine")

#: A card the scenario leaves unknown ("Alice library: 2 unknown cards"): "unknown card" is the
#: engine's own words for it, so a step it begins starts with a capital ("Unknown card is put …").
UNKNOWN_CARD = CardDef(name="unknown card", type_line="")


class GameObject(metaclass=dataclass):
    """A card or token in one zone. ``controller`` is set only in play and on the stack."""

    id: int
    card: CardDef
    owner: str
    zone: Zone
    controller: Optional[str] = None
    label: Optional[str] = None
    token: bool = False
    tapped: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: Optional[int] = None
    timestamp: int = 0
    #: 409.3 / 308.1: not controlled continuously since its controller's most recent turn began.
    sick: bool = False
    #: Combat status (306.2, 308.5, 309.3); combat itself is the next issue.
    attacking: bool = False
    blocking: bool = False
    blocked: bool = False
    #: "Doesn't untap during its controller's next untap step" (302.1): how many of its
    #: controller's next untap steps it doesn't untap in (True or 1: the next one; 2: "next two
    #: untap steps", Telekinesis).
    skip_next_untap: int = False
    #: What said so, told where the untap step keeps it tapped (302.1; Winter's Night): the
    #: source's name and how many untap steps it said; None: nothing named.
    skip_untap_source: Optional[tuple[str, int]] = None
    #: Regeneration shields for this turn (419.6b).
    regen_shields: int = 0
    #: The controller last seen by :func:`judge.engine.priority.sync_control`.
    last_controller: Optional[str] = None
    #: Id of the object this one became when it left its zone (410.10c: first zone only).
    became: Optional[int] = None
    #: When (a game timestamp) it came under its current controller's control: echo's "came
    #: under your control since the beginning of your last upkeep". 0: before the scenario.
    control_stamp: int = 0
    #: ``creating @t1, @t2`` on the spell it came from, not yet taken: the labels of the
    #: tokens its own abilities create (Sengir Autocrat's Serfs).
    token_labels: tuple[str, ...] = ()
    #: Its own card while it is a copy of another permanent (Clone, judge.engine.copies):
    #: ``card`` then holds the copied values, and the card is itself again in any other zone.
    own_card: Optional[CardDef] = None
    #: The spell it was, if it became a permanent when that spell resolved: effects that edited
    #: the spell go on applying to it (415.3).
    from_spell: Optional[int] = None
    #: Whether it was played — it came into play as the spell it was resolved, or as a land
    #: played — not put into play by a spell or ability ("creatures your opponents play",
    #: Uphill Battle; glossary "Play").
    played: bool = False
    #: The permanent whose ability put it into play ("enchant creature put into play with ~",
    #: Animate Dead), or None.
    entered_with: Optional[int] = None
    #: The object whose spell or ability removed it from the game ("each card exiled with ~":
    #: Safe Haven, Parallax Wave), or None (added, otrig6).
    removed_with: Optional[int] = None
    #: The turn it came into play (``Game.turn``), or 0 if it was in play when the scenario
    #: began ("only if ~ entered the battlefield this turn": Fungus Elemental; added, Oracle
    #: round eight).
    entered_turn: int = 0
    #: The mana its last cumulative upkeep payment paid, for all its counters ("~'s last paid
    #: cumulative upkeep": Revered Unicorn, Mwonvuli Ooze as printed; glossary "Cumulative
    #: Upkeep"); 0 while none has been paid since it came into play (a new object, 217.8).
    upkeep_paid: int = 0
    #: The turn (``Game.turn``) it was put into the graveyard it is in from play, or 0 (in no graveyard, put
    #: there from elsewhere, or there when the scenario began): "creature cards in your graveyard that were
    #: put there from the battlefield this turn" (No Rest for the Wicked; added, p1, session 41).
    graveyard_turn: int = 0
    #: The players it has dealt damage to (417.1: dealt, not prevented, 419.5) since it became this
    #: object (217.8), in the order first dealt: "each opponent it has dealt damage to this game"
    #: (The Fallen), "target opponent previously dealt damage by it" (Diseased Vermin). Damage
    #: dealt before the scenario began has no record.
    damaged_players: tuple[str, ...] = ()
    #: The turn (``game.turns.turn``) a draw put it into its owner's hand, and how many cards that player had drawn
    #: that turn with it — (0, 0) if no draw put it there (in the hand when the scenario began, or put there
    #: otherwise): "Discard the last card you drew this turn" (Jandor's Ring; added, session 42, c4). A card that
    #: left the hand since is a new object without it (217.8).
    drawn: tuple[int, int] = (0, 0)
    #: "During your next untap step, as you untap your permanents, return ~ to its owner's hand"
    #: (Undiscovered Paradise; added, session 42, c7): the player whose next untap step returns it
    #: (302.1); None: nothing said so. A new object after it leaves play is free of it (217.8).
    returns_at_untap: Optional[str] = None
    #: The indexes of its activated abilities played since it became this object (217.8): "Activate this
    #: ability only once" (Goblin Ski Patrol; added, session 42, c8; 403.3). Kept through a change of control.
    #: One an effect granted is kept by its grant's stamp, negated (Touch of Vitae: ability_limits.played_key).
    abilities_played: tuple[int, ...] = ()
    #: The damage marked on it by each source, (source id or None, amount), in the order first dealt
    #: (added, session 46, c4: Ogre Enforcer's "unless lethal damage dealt by a single source is marked on
    #: it", 420.5c): started afresh as damage is marked on it when it has none (its damage removed, 314.1b,
    #: 419.6b), so it counts only while its amounts add up to ``damage``; damage set before the scenario
    #: began has no source (judge.engine.build refuses it on a creature whose text needs one).
    damage_from: tuple[tuple[Optional[int], int], ...] = ()
    #: Removed from the game face down ("… from the game face down": Kyren Archive, Knowledge Vault; added,
    #: session 46, c3): neither player may examine it except when instructions allow it (217.7b). A card that
    #: leaves that zone is a new object, face up (217.8).
    face_down: bool = False
    #: The turns (``game.turns.turn``) in which a regeneration shield replaced its destruction (419.6b;
    #: glossary "Regenerate"), one entry each time (added, session 48, h2: Spiny Starfish's "if ~
    #: regenerated this turn … for each time it regenerated this turn"). A shield made but never used is
    #: no regeneration; a new object has none (217.8).
    regenerated: tuple[int, ...] = ()
    #: The timestamps (``game.tally.timestamp`` then) at which it blocked (309.3) or became blocked, by a
    #: creature or an effect (glossary "Blocked Creature"), one entry each (added, session 48, h2: Wiitigo's
    #: "if it has blocked or been blocked since your last upkeep", beside ``PastTurns.upkeep_stamps``).
    #: A new object has none (217.8).
    block_stamps: tuple[int, ...] = ()

    @property
    def name(self) -> str:
        return self.card.name

    def writable(self) -> GameObject:
        """The object to write in place: itself (an object in a zone, or a gone one a game took as its own copy).
        A :class:`GoneObject`'s is a plain copy of it (``judge.engine.state.own_object`` puts it in the game's
        objects)."""
        return self

    def display(self) -> str:
        return f"{self.card.name} @{self.label}" if self.label else self.card.name

    def state_key(self) -> tuple:
        """Everything of this object the rules could see, without what only names it (its id, its
        label, and the ids and timestamps any two objects differ in): two unlabelled objects of one
        card whose keys are equal are interchangeable, picking one or the other the same game
        (:func:`judge.engine.decider.interchangeable_key`, :mod:`judge.engine.refs`). Every field is
        in it unless listed in ``_NAMING_FIELDS``, so a field added for a card's memory (the damage
        each source dealt, the times it regenerated) tells objects apart without being remembered."""
        # (isinstance asked only of a value of a type that is not one of the builtins' below,
        # none of them a dict: ~165K calls of a suite's pass, fifty-eighth session)
        return tuple([tuple(sorted(v.items())) if type(v) is dict or (type(v) not in _NOT_DICTS and isinstance(v, dict))
                      else v for v in _state_values(self)])

    def same_state(self, other: "GameObject") -> bool:
        """``self.state_key() == other.state_key()``, answered without building either key: the
        same fields compared value by value, a dict with a dict (two dicts are equal exactly when
        their items sorted are: one key set, each key's value equal), stopping at the first that
        differs (a reference to one of several cards in a hand asks it of each, :mod:`judge.engine.refs`)."""
        return _state_values(self) == _state_values(other)




#: The fields of a :class:`GameObject` that name it rather than describe it: left out of
#: :meth:`GameObject.state_key` (a timestamp, 418.5's order, differs between any two objects; the
#: ids of the object it was and of the spell it came from, likewise).
_NAMING_FIELDS = frozenset({"id", "label", "timestamp", "control_stamp", "became", "from_spell"})
_STATE_FIELDS = tuple(name for name in field_names(GameObject) if name not in _NAMING_FIELDS)
#: Their values, in that order, in one call (a key is asked of every object a choice may pick).
_state_values = attrgetter(*_STATE_FIELDS)
#: Builtin types none of whose values is a dict (:meth:`GameObject.state_key`).
_NOT_DICTS = frozenset({int, str, bool, float, type(None), tuple, frozenset})


class Target(metaclass=dataclass):
    """A chosen target: an object id or a player name, with the spec it was chosen for."""

    spec: Any
    obj: Optional[int] = None
    player: Optional[str] = None
    #: The zone the target was in when chosen (413.2a: removed from that zone -> illegal).
    zone: Optional[Zone] = None

    def describe(self, game) -> str:
        if self.player is not None:
            return self.player
        return game.describe(self.obj)


class StackMemory(metaclass=dataclass, frozen=True):
    """What a spell or ability on the stack remembers for its resolution, set as it is put on the
    stack (Game.remember_on_stack); each field one kind of thing, none a free-form key."""

    #: The optional additional costs it was played with, each how many times (409.1f; "kicker").
    paid: tuple[tuple[str, int], ...] = ()
    #: What its costs sacrificed, discarded, removed from the game or tapped (409.1f), for
    #: "the sacrificed creature's power", "the discarded card's converted mana cost" (413.2f).
    sacrificed: tuple[int, ...] = ()
    cost_discarded: tuple[int, ...] = ()
    cost_exiled: tuple[int, ...] = ()
    cost_tapped: tuple[int, ...] = ()
    #: Played for its alternative cost (glossary "Alternative Cost") or with buyback (glossary "Buyback").
    alternative: bool = False
    buyback: bool = False
    #: The price of a permanent played as an instant ("… at end of turn, sacrifice it"), its key.
    price: Optional[str] = None
    #: The state trigger it came from (410.11: it may trigger again once this has left the stack).
    state_key: Any = None
    #: A triggered ability whose "may" was accepted as it triggered; its cost is paid on resolution (410.5).
    may_accepted: bool = False
    #: A delayed triggered ability (406.2): what it refers to, not targeted (406.2c-d), and what its
    #: creating effect found.
    delayed: bool = False
    refs: tuple = ()
    found: tuple[int, ...] = ()
    #: Each permanent it refers to, with its characteristics as the ability was created (406.2c: said
    #: changed only where they did; ``judge.engine.effects.delayed.characteristics_of``).
    chars_then: tuple = ()
    #: The player "each one" names, for one player's pseudospell of an ability that says "may" (410.2).
    each_one: Optional[str] = None
    #: A delayed ability's creator's stack object, whose shields' damage prevented in all it reads (Sacred Boon).
    prevented_by: Optional[int] = None
    #: What told it apart from the same ability of the same source beside it as it went on the stack ("— for Bob's
    #: Lightning Bolt @lb": Planar Void's two triggers, 410.3), said again as it resolves; "" otherwise.
    apart: str = ""


class StackObject(metaclass=dataclass):
    """A spell, an ability's pseudospell (217.6b), or combat damage (310.2) on the stack."""

    id: int
    kind: StackKind
    controller: str
    name: str
    card_obj: Optional[int] = None
    source: Optional[int] = None
    ability: Any = None
    effects: tuple = ()
    targets: list[Target] = field(default_factory=list)
    x: Optional[int] = None
    modes: tuple[str, ...] = ()
    divide: dict = field(default_factory=dict)
    label: Optional[str] = None
    #: What a triggered ability refers back to ("that creature", 410.10).
    event: Any = None
    assignments: tuple = ()
    text: str = ""
    memory: StackMemory = StackMemory()
    #: ``creating @t1, @t2``: the labels its tokens take, in the order they are created.
    token_labels: tuple[str, ...] = ()


class DelayedAbility(metaclass=dataclass):
    """A delayed triggered ability created by an effect (406.2); it triggers once (406.2e)."""

    trigger: ir.Trigger
    effects: tuple
    controller: str
    source: Optional[int]
    source_name: str
    targets: list = field(default_factory=list)
    created_turn: int = 0
    #: "At the end of that turn": the turn (number) it waits for.
    turn_number: Optional[int] = None
    event: Any = None
    used: bool = False
    #: An intervening "if" (410.8) and the cards the creating effect found (Grinning Totem).
    condition: Any = None
    found: tuple = ()
    #: "When that creature leaves play this turn" (Heart Wolf): the object it watches (its
    #: trigger's subject is then ``This``, meaning that object) …
    watch: Optional[int] = None
    #: … and the only turn in which it can trigger.
    turn_only: Optional[int] = None
    #: A stated duration ("until end of turn, whenever …"): it triggers each time (406.2e).
    repeats: bool = False
    #: The stack object of the spell or ability that created it, whose shields' damage prevented in all
    #: it reads ("for each 1 damage prevented this way": Sacred Boon; 413.2f), or None.
    prevented_by: Optional[int] = None
    #: The card's sentence that made it, as the reader kept it (``ir.DelayedTrigger.text``), quoted as it
    #: triggers; "" where none is kept.
    text: str = ""
    #: "at the beginning of their next draw step" (Nafs Asp; added, session 69, h6): the player whose step it waits
    #: for (``ir.TriggerWhose.THAT_PLAYER``), the one the creating ability's trigger event was about; None otherwise.
    player: Optional[str] = None
    #: Each permanent it refers to, with its characteristics now (406.2c): (object id, characteristics) pairs.
    chars_then: tuple = ()
    #: "… unless they pay {1} before that draw step" (``ir.DelayedTrigger.unless_paid``): the mana that player may
    #: pay any time he or she has priority before it triggers, which ends it (judge.engine.paid_end); None otherwise.
    unless_paid: Optional[str] = None
    #: "For as long as ~ remains tapped, … at the beginning of each of your draw steps, …" (Giant Oyster;
    #: ``ir.DelayedTrigger.lasts``; added, session 71, h9): the source whose first untapping or leaving play ends it
    #: (judge.engine.state's ``end_lapsed``, 418.3a), even if it is tapped again; None otherwise.
    while_tapped: Optional[int] = None
    #: Gaze of Pain (``ir.DelayedTrigger.targets``/``optional``; added, session 76, h7): its own targets, chosen each
    #: time it is put on the stack (410.4), and its controller's "may" chosen then (410.5); () and False otherwise.
    own_targets: tuple = ()
    optional: bool = False


class PendingTrigger(metaclass=dataclass, frozen=True):
    """A triggered ability that has triggered and waits to be put on the stack (410.3). Never changed once
    made (it is put on the stack as it triggered: :func:`judge.engine.triggers.put_on_stack`): frozen, a
    write raises, and a copy of the game shares it (``judge.engine.game.copy_state``) — but for one
    waiting with its delayed ability (``delayed``, 406.2), a mutable record the game's list of delayed
    abilities holds too, which the copy's must hold as its own: that one is copied, its delayed ability
    the copy's."""

    ability: ir.TriggeredAbility
    source: Optional[int]
    source_name: str
    controller: str
    event: Any = None
    delayed: Optional[DelayedAbility] = None
    source_label: Optional[str] = None
    #: 410.11: a state trigger's (source id, ability index), its "waiting" mark (names and numbers).
    state_key: Optional[tuple] = None
    #: 304.1: the draw step's draw, waiting with the active player's other abilities of the step
    draw: bool = False
    #: 410.6: the one occurrence of a many-occurrence event it triggered for ("the damage to
    #: Llanowar Elves @e1"), said again as it goes on the stack — each trigger's own step
    occurrence: Optional[str] = None


class GoneObject(GameObject):
    """An object that has left its zone (217.8: "Whenever a card moves from one zone to another, it is treated as a
    new copy of that card"; a token that left play ceases to exist, 420.5f): it is no longer in any zone (its
    ``zone`` None), what it became is a new object, and nothing changes it again — its fields can't be set nor its
    counters written (a write raises :class:`GoneObjectWritten`). So a copy of the game shares it with the original
    instead of copying it (``judge.engine.game.copy_state``; in an exploration of ten Gravediggers two thirds of a
    branch's objects are gone). Made only by ``judge.engine.game.leave_zone``, from the object as it left."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any) -> None:
        raise GoneObjectWritten(f"{self.card.name} (object {self.id}) has left its zone and is no longer changed "
                                f"(217.8): {name}")

    def __delattr__(self, name: str) -> None:
        self.__setattr__(name, None)

    def writable(self) -> GameObject:
        """A plain copy of it, its counters a dict of its own: what a game writes instead of the object its copies
        share (copy-on-write, ``judge.engine.state.own_object``)."""
        return GameObject(**{**vars(self), "counters": dict(self.counters)})


class GoneObjectWritten(AttributeError):
    """A write to an object that has left its zone (:class:`GoneObject`): a bug of the engine, never a ruling."""


class LastKnownObject(GameObject):
    """An object as it last existed (413.2f), kept in :class:`LastKnown`: read, never changed."""

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{possessive(self.card.name)} last known information can't change (413.2f): {name}")


class LastKnown(NamedTuple):
    """An object as it last existed (413.2f): a copy of it made as it left its zone, with its
    characteristics then. Never changed once made, so a copy of the game shares it with the
    original (``judge.engine.game.copy_state``: copying every one at each branch of an
    exploration was most of a branch's cost; docs/performance.md, "Exploring many outcomes")."""

    obj: GameObject
    chars: Any  # judge.engine.characteristics.Chars (imported above this module)

    def display(self) -> str:
        """Its name as it last existed, with the scenario's label (which tells it from a namesake still
        there), as :meth:`GameObject.display` names an object."""
        return f"{self.chars.name} @{self.obj.label}" if self.obj.label else self.chars.name

