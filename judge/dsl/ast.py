"""The scenario AST: frozen dataclasses produced by the parser, read by the engine and the suite.

This module is the contract between ``judge.dsl`` (which builds it), ``judge.engine``
(which simulates it), ``judge.suite`` (which checks its expectations) and ``judge.drill``.
Every node carries a :class:`Span` pointing at the scenario text; spans do not take part
in equality, so ``parse(print(ast)) == ast`` holds for the pretty-printer round trip.

Conventions
-----------
* Player names are the names the author declared (``player Alice``).
* Objects are referred to by :class:`Ref`: a card name (``Grizzly Bears``) or a label
  (``@bears``). A Ref whose name is a declared player's name refers to that player
  (targets such as "target creature or player"). Resolution happens in validation
  (``judge.dsl.validate``) and in the engine, never in the parser.
* Zones are members of :class:`judge.zones.Zone` (217.1), steps the members of :class:`Step`
  (rules 300-314 of the classic rules), both read from their words at the parser's edge; a
  member's value is its words, which the printer and every message say.
* Mana is canonical symbol text: ``{2}{G}{G}``, ``{X}{R}``, ``{T}`` in costs.
* Listing order is timestamp order unless an object gives ``timestamp`` explicitly.
* Ordered zones are stored top first (library, graveyard, stack): index 0 is the top.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, Iterator, Optional, Sequence, Union

from judge._speed.enums import IdentityEnum
from judge._speed.fastdataclass import dataclass_for
from judge.zones import Zone

#: ``dataclasses.dataclass``, its methods taken from the generated judge/_speed/_ast_methods.py
#: (``python -m judge._speed.fastdataclass``): the same classes, ~20 ms cheaper to import. Named as each
#: class's metaclass, ``class X(metaclass=dataclass, frozen=True)`` is ``@dataclass(frozen=True) class X``:
#: the same plain class, made whole by one ``type()`` (judge._speed.fastdataclass.decorator).
dataclass = dataclass_for("ast")


class Span(metaclass=dataclass, frozen=True):
    """Where a node was written: 1-based line and column of its first and last character."""

    line: int
    column: int
    end_line: int = 0
    end_column: int = 0


def _span() -> Optional[Span]:
    return field(default=None, compare=False, repr=False)  # type: ignore[return-value]


class Step(IdentityEnum):
    """A step of the turn (300.1, 301-314), in turn order; the main phases, which have no steps
    (305), are steps of their own. Each member's value is the step's canonical name, the
    scenario language's word (``it is Alice's upkeep``, ``pass until end of turn``), the words a
    card's trigger held (``Trigger.step``) and the trace's; the engine compares members only.
    :data:`MAIN_PHASE` is no step the turn enters: a trigger's "your next main phase" (Mana
    Drain), either main phase, whichever begins first (300.1, 300.5)."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat main"
    BEGINNING_OF_COMBAT = "beginning of combat"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    COMBAT_DAMAGE = "combat damage"
    END_OF_COMBAT = "end of combat"
    POSTCOMBAT_MAIN = "postcombat main"
    END_OF_TURN = "end of turn"
    CLEANUP = "cleanup"
    MAIN_PHASE = "main phase"

    @property
    def rule(self) -> str:
        """The rule that describes the step (302-314; 305 for a main phase)."""
        return STEP_RULES[self]

    @property
    def phase_rule(self) -> str:
        """The rule of the phase the step belongs to (301 beginning, 305 main, 306 combat, 312 end)."""
        return PHASE_RULES[self]

    #: "phase" for a main phase (which has no steps, 305.2), "step" for every other (set below: an attribute,
    #: no call where the trace says it).
    noun: str
    #: The step's words with its noun, as the trace says it: "upkeep step", "precombat main phase".
    named: str

    def __str__(self) -> str:
        """The step's words, its value (the trace's and the scenario language's: "upkeep")."""
        return self._value_

    def __format__(self, spec: str) -> str:
        return format(self._value_, spec)


#: The rule of each step (300.1).
STEP_RULES: dict[Step, str] = {
    Step.UNTAP: "302", Step.UPKEEP: "303", Step.DRAW: "304", Step.PRECOMBAT_MAIN: "305",
    Step.BEGINNING_OF_COMBAT: "307", Step.DECLARE_ATTACKERS: "308", Step.DECLARE_BLOCKERS: "309",
    Step.COMBAT_DAMAGE: "310", Step.END_OF_COMBAT: "311", Step.POSTCOMBAT_MAIN: "305", Step.END_OF_TURN: "313",
    Step.CLEANUP: "314", Step.MAIN_PHASE: "305",
}
#: The rule of the phase each step belongs to (300.1).
PHASE_RULES: dict[Step, str] = {
    Step.UNTAP: "301", Step.UPKEEP: "301", Step.DRAW: "301", Step.PRECOMBAT_MAIN: "305",
    Step.BEGINNING_OF_COMBAT: "306", Step.DECLARE_ATTACKERS: "306", Step.DECLARE_BLOCKERS: "306",
    Step.COMBAT_DAMAGE: "306", Step.END_OF_COMBAT: "306", Step.POSTCOMBAT_MAIN: "305", Step.END_OF_TURN: "312",
    Step.CLEANUP: "312", Step.MAIN_PHASE: "305",
}

for _s in Step:
    _s.noun = "phase" if _s in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN, Step.MAIN_PHASE) else "step"
    _s.named = _s.value if _s is Step.MAIN_PHASE else f"{_s.value} {_s.noun}"
del _s

#: The steps of a turn, in turn order (rules 301-314): every :class:`Step` but MAIN_PHASE.
TURN_STEPS: tuple[Step, ...] = tuple(s for s in Step if s is not Step.MAIN_PHASE)
#: Canonical step names, in turn order (rules 301-314): the words of :data:`TURN_STEPS`. Phases
#: without steps (the main phases, 305) are listed as steps of their own.
STEPS: tuple[str, ...] = tuple(s.value for s in TURN_STEPS)
#: A step by its canonical name (the scenario language's words; a card's "main phase" too).
STEP_NAMED: dict[str, Step] = {s.value: s for s in Step}

#: The steps a scenario may start in with a creature set up attacking (``(attacking)``: declared in the
#: declare attackers step, 308.1, an attacking creature until the combat phase ends, 308.5), and
#: blocking (``(blocking @x)``: from the declare blockers step on, 309.1, 309.3).
ATTACKING_STEPS = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)
BLOCKING_STEPS = ATTACKING_STEPS[1:]

EDITIONS = ("classic", "2002", "2006", "2021", "rulebook")


# --------------------------------------------------------------------------- references


class Ref(metaclass=dataclass, frozen=True):
    """A reference to an object or a player: exactly one of ``name`` or ``label`` is set.

    ``zone`` optionally restricts where the object is looked for (``Shock in graveyard``).
    ``player`` optionally names whose object it is (``Bob's Grizzly Bears``).
    """

    name: Optional[str] = None
    label: Optional[str] = None
    player: Optional[str] = None
    zone: Optional[Zone] = None
    span: Optional[Span] = _span()

    def __str__(self) -> str:
        base = f"@{self.label}" if self.label else str(self.name)
        if self.player:
            base = f"{self.player}'s {base}"
        if self.zone:
            base = f"{base} in {self.zone}"
        return base


# --------------------------------------------------------------------------- cards


class Wording(IdentityEnum):
    """Which of a catalog card's wordings a scenario plays it with (the card catalog,
    ``judge.cards.catalog``): its Oracle text put in the era's words (the default), or the text
    printed on its latest printing up to mid-2000 (``wording printed``, ``Name (printed)``)."""

    ORACLE = "oracle"
    PRINTED = "printed"


class CardDef(metaclass=dataclass, frozen=True):
    """A card definition (inline in a scenario, or in the card library).

    ``type_line`` is as written (``Artifact Creature - Golem``, ``Enchant Creature``,
    ``Summon Legend``); ``supertypes``/``types``/``subtypes`` are its parsed parts.
    ``power``/``toughness`` are strings because they may be ``*`` or ``1+*``.
    ``text`` is the rules text; each line (paragraph) is one ability (402.7).
    ``colors`` is set only when the card says its colour explicitly (tokens, Ghost ships..).
    ``abilities``: the card's abilities given directly as card IR
    (:class:`judge.cards.ir.CardAbilities`) by a caller that already holds them — the text is
    then not parsed. The scenario language never sets it; None means "read the text".
    """

    name: str
    type_line: str
    cost: Optional[str] = None
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: Optional[str] = None
    toughness: Optional[str] = None
    text: str = ""
    colors: Optional[tuple[str, ...]] = None
    span: Optional[Span] = _span()
    abilities: Any = None
    #: The wording of the card catalog's era card this definition was made from (said in the
    #: trace); None for a definition written in a scenario or in the card library.
    wording: Optional[Wording] = None
    #: Creature types the printed text states the card is ("Mobile Fort counts as a Wall."),
    #: read onto its type line: a statement, not an ability (402.3).
    stated: tuple[str, ...] = ()


class TokenDef(metaclass=dataclass, frozen=True):
    """A token's characteristics as written where the token is declared (216)."""

    name: str
    type_line: str
    colors: tuple[str, ...] = ()
    power: Optional[str] = None
    toughness: Optional[str] = None
    text: str = ""
    span: Optional[Span] = _span()


# --------------------------------------------------------------------------- the board


class Counter(metaclass=dataclass, frozen=True):
    """``count`` counters of ``kind`` (``+1/+1``, ``-1/-1``, ``charge``...)."""

    kind: str
    count: int = 1
    span: Optional[Span] = _span()


class ObjectDecl(metaclass=dataclass, frozen=True):
    """One object placed in a zone by the scenario.

    ``card`` names a card (library or inline definition); ``token`` declares a token
    instead; ``unknown`` > 0 declares that many face-down unknown cards (libraries only).
    For ``in play`` objects the zone's player is the *controller*; ``owner`` is set only
    when it differs. ``sick`` means the permanent came under its controller's control
    this turn (it has not been controlled continuously since the turn began).
    """

    player: str
    zone: Zone
    card: Optional[str] = None
    label: Optional[str] = None
    token: Optional[TokenDef] = None
    unknown: int = 0
    owner: Optional[str] = None
    tapped: bool = False
    damage: int = 0
    counters: tuple[Counter, ...] = ()
    attached_to: Optional[Ref] = None
    sick: bool = False
    timestamp: Optional[int] = None
    #: ``(chose Goblin)``: what was chosen as it came into play, before the scenario began
    #: ("As ~ comes into play, choose a creature type / a color / an opponent", 410.10e).
    chose: tuple[str, ...] = ()
    span: Optional[Span] = _span()
    #: ``(gets +3/+3 until end of turn)``: pumps already in force as the scenario begins.
    pumps: tuple[str, ...] = ()
    #: ``(a regeneration shield)``, ``(2 regeneration shields)``: shields made earlier this turn (419.6b).
    shields: int = 0
    #: ``(printed)``: a catalog card played with its printed wording (else the scenario's).
    wording: Optional[Wording] = None
    #: ``(attacking)``: declared as an attacker before the scenario began (308.1, 308.5).
    attacking: bool = False
    #: ``(blocking @bears)``: declared as a blocker of these attackers before the scenario began
    #: (309.1, 309.3); more than one only where a card lets it block several.
    blocking: tuple[Ref, ...] = ()


class DamageAssignment(metaclass=dataclass, frozen=True):
    """``amount`` damage to ``target`` (an object or a player Ref), e.g. in combat damage."""

    target: Ref
    amount: int
    source: Optional[Ref] = None
    span: Optional[Span] = _span()


class StackItem(metaclass=dataclass, frozen=True):
    """An object already on the stack when the scenario starts (index 0 of the stack is the top).

    ``kind`` is ``spell``, ``ability`` or ``combat damage``. A spell names its ``card``;
    an ability names its ``source`` and optionally which of the source's abilities
    (``ability``: 1-based index among its activated/triggered abilities, or the ability's
    text). Combat damage lists its ``assignments`` (310.2).
    """

    kind: str
    controller: str
    card: Optional[str] = None
    label: Optional[str] = None
    source: Optional[Ref] = None
    ability: Union[int, str, None] = None
    targets: tuple[Ref, ...] = ()
    x: Optional[int] = None
    modes: tuple[str, ...] = ()
    divide: tuple[DamageAssignment, ...] = ()
    assignments: tuple[DamageAssignment, ...] = ()
    span: Optional[Span] = _span()
    #: ``Animate Dead (printed) cast by Alice``: the spell's card in its printed wording.
    wording: Optional[Wording] = None


class PlayerDecl(metaclass=dataclass, frozen=True):
    """A player, life total 20 by default (101.1)."""

    name: str
    life: int = 20
    span: Optional[Span] = _span()
    #: Poison counters at the start (``player Bob poison 9``; glossary "Counter", Appendix B).
    poison: int = 0


class TurnDecl(metaclass=dataclass, frozen=True):
    """Whose turn it is and which step; whether the active player played a land this turn."""

    active: str
    step: Step
    land_played: bool = False
    span: Optional[Span] = _span()
    #: The turn's number (``it is turn 1``); turn 1 is the first turn of the game, whose
    #: active player went first and skips that turn's draw (101.4). ``None``: not said.
    number: Optional[int] = None


class ManaPool(metaclass=dataclass, frozen=True):
    """Mana already in a player's pool (canonical symbols, ``{R}{R}{1}``)."""

    player: str
    mana: str
    span: Optional[Span] = _span()


# --------------------------------------------------------------------------- actions


class Prevention(metaclass=dataclass, frozen=True):
    """``the next 2 damage to Alice is prevented``: a prevention shield made earlier this
    turn (419.7b), in force as the scenario begins. ``target`` names a player or an object."""

    amount: int
    target: Ref
    span: Optional[Span] = _span()


class Action(metaclass=dataclass, frozen=True):
    """Base class of every action; ``player`` is the player who acts."""

    player: str


class PlayLand(Action, metaclass=dataclass, frozen=True):
    """``player plays Forest``: playing a land (305)."""

    card: Ref
    span: Optional[Span] = _span()
    #: ``Alice tries to ...``: the author expects the play to be illegal; it is attempted
    #: and reversed (422), and it is an error if it turns out legal.
    illegal: bool = False
    #: ``Alice tries to ... without priority``: the refusal expected is that the player
    #: doesn't hold priority (408.1d); one the line doesn't say is an error of the scenario.
    without_priority: bool = False


class Cast(Action, metaclass=dataclass, frozen=True):
    """Play a spell (409.1): targets in order of the card's "target" words, X, modes,
    division of damage, and optionally which mana sources pay (``paying``)."""

    card: Ref
    targets: tuple[Ref, ...] = ()
    x: Optional[int] = None
    modes: tuple[str, ...] = ()
    divide: tuple[DamageAssignment, ...] = ()
    paying: tuple[Ref, ...] = ()
    costs: tuple[CostChoice, ...] = ()
    label: Optional[str] = None
    span: Optional[Span] = _span()
    #: ``Alice tries to ...``: the author expects the play to be illegal; it is attempted
    #: and reversed (422), and it is an error if it turns out legal.
    illegal: bool = False
    #: ``Alice tries to ... without priority``: the refusal expected is that the player
    #: doesn't hold priority (408.1d); one the line doesn't say is an error of the scenario.
    without_priority: bool = False
    #: ``for its alternative cost`` / ``without paying its mana cost``: the card's alternative
    #: cost is paid instead of its mana cost (glossary "Alternative Cost", 409.1f).
    alternative: bool = False
    #: ``with buyback``: its buyback cost is paid too (glossary "Buyback"), and it returns to
    #: its owner's hand as it resolves.
    buyback: bool = False
    #: ``paying the additional {1}{G} 2 times``: optional additional costs paid with the mana
    #: cost (409.1f), each (mana, times); none said, none paid.
    additional: tuple[tuple[str, int], ...] = ()
    #: ``with X of her choice`` (``x_open``), optionally ``with X up to 5`` (``x_max``): X is
    #: left to the player (409.1b); the explorer takes every value the player can pay.
    x_open: bool = False
    x_max: Optional[int] = None
    #: ``creating @t1, @t2``: labels for the tokens this spell creates, in order (216.1).
    creating: tuple[str, ...] = ()


class CostClause(IdentityEnum):
    """Which of a play line's cost clauses a :class:`CostChoice` is (``sacrificing @x``,
    ``discarding @y`` …): what it names pays that part of a non-mana cost (409.1f). Each
    member's value is the cost's verb, as the trace words it."""

    SACRIFICE = "sacrifice"
    DISCARD = "discard"
    RETURN = "return"
    EXILE = "exile"  # "remove … from the game" (the era's words)
    TAP = "tap"


class CostChoice(metaclass=dataclass, frozen=True):
    """A choice of what pays a non-mana cost: ``sacrifice``/``discard``/``tap``/``return``/
    ``exile`` + objects."""

    kind: CostClause
    objects: tuple[Ref, ...]
    span: Optional[Span] = _span()


class Activate(Action, metaclass=dataclass, frozen=True):
    """Play an activated ability (409.1) of ``source``; ``ability`` picks which one
    (1-based index among its activated abilities, or its cost text such as ``{T}``)."""

    source: Ref
    ability: Union[int, str, None] = None
    targets: tuple[Ref, ...] = ()
    x: Optional[int] = None
    modes: tuple[str, ...] = ()
    divide: tuple[DamageAssignment, ...] = ()
    paying: tuple[Ref, ...] = ()
    costs: tuple[CostChoice, ...] = ()
    label: Optional[str] = None
    span: Optional[Span] = _span()
    #: ``Alice tries to ...``: the author expects the play to be illegal; it is attempted
    #: and reversed (422), and it is an error if it turns out legal.
    illegal: bool = False
    #: ``Alice tries to ... without priority``: the refusal expected is that the player
    #: doesn't hold priority (408.1d); one the line doesn't say is an error of the scenario.
    without_priority: bool = False
    #: As for :class:`Cast`: X left to the player, and labels for the tokens it creates.
    x_open: bool = False
    x_max: Optional[int] = None
    creating: tuple[str, ...] = ()


class ManaAbility(Action, metaclass=dataclass, frozen=True):
    """Play a mana ability (411), e.g. ``Alice taps Forest for {G}``."""

    source: Ref
    mana: Optional[str] = None
    span: Optional[Span] = _span()
    #: ``Alice tries to ...``: the author expects the play to be illegal; it is attempted
    #: and reversed (422), and it is an error if it turns out legal.
    illegal: bool = False
    #: ``Alice tries to ... without priority``: the refusal expected is that the player
    #: doesn't hold priority (408.1d); one the line doesn't say is an error of the scenario.
    without_priority: bool = False
    #: ``paying with @m``: the mana sources paying the ability's own mana cost (Koskun Keep's "{1}, {T}"), as
    #: a spell's `paying with` names them (409.1f, 411.2); none named, the mana in the pool pays first, said so.
    paying: tuple[Ref, ...] = ()


class Until(IdentityEnum):
    """Where ``… pass until …`` stops that is no step: ``until the stack is empty`` (each object
    resolving in turn when both players have passed in succession, 408.1d; a step ends only when
    they pass with the stack empty, 300.2). The value is the words the printer and the trace say
    it in."""

    STACK_EMPTY = "stack empty"


class Pass(Action, metaclass=dataclass, frozen=True):
    """Pass priority. ``player`` is ``"all"`` when every player passes in succession;
    ``until`` is ``None`` (one pass each), :attr:`Until.STACK_EMPTY`, or a :class:`Step` (pass
    until that step of the current or next turn begins)."""

    until: Union[Step, Until, None] = None
    span: Optional[Span] = _span()


class Block(metaclass=dataclass, frozen=True):
    """One blocker and the attacker it blocks."""

    blocker: Ref
    attacker: Ref
    span: Optional[Span] = _span()


class DeclareAttackers(Action, metaclass=dataclass, frozen=True):
    """``Alice attacks with ...`` (308.1); ``Alice attacks`` alone (``open``): the attack is
    hers to choose, every legal one explored."""

    attackers: tuple[Ref, ...]
    span: Optional[Span] = _span()
    open: bool = False
    #: The attacking bands declared with it (``@a, @b as a band``; glossary "Banding"): each a
    #: group of ``attackers``.
    bands: tuple[tuple[Ref, ...], ...] = ()


class DeclareBlockers(Action, metaclass=dataclass, frozen=True):
    """``Bob blocks ...`` (309.1); ``Bob blocks`` alone (``open``): every legal block explored."""

    blocks: tuple[Block, ...]
    span: Optional[Span] = _span()
    open: bool = False


class AssignDamage(Action, metaclass=dataclass, frozen=True):
    """Divide a creature's combat damage (310.1)."""

    source: Ref
    assignments: tuple[DamageAssignment, ...]
    span: Optional[Span] = _span()


class OrderTriggers(Action, metaclass=dataclass, frozen=True):
    """Put simultaneous triggered abilities on the stack in this order (first = first put
    on the stack, so it resolves last) (410.3). Each is named by its source; the draw step's
    draw, which waits with the active player's abilities of the step (304.1), by the quoted
    text ``"draw"`` (:meth:`names_draw`)."""

    order: tuple[Ref, ...]
    span: Optional[Span] = _span()

    @staticmethod
    def names_draw(ref: Ref) -> bool:
        """Whether ``ref`` is ``"draw"``: the draw step's draw (304.1), which has no source."""
        return ref.label is None and (ref.name or "").lower() == "draw"


class OrderReplacements(Action, metaclass=dataclass, frozen=True):
    """Apply replacement/prevention effects to an event in this order (419.8); each is
    named by its source, and ``abilities`` (one for each of ``order``, None for none) by the ability of that
    source it is of where one source has several applying: ``@rh ability 1`` (the effect its activated ability 1
    made, numbered as ``activates`` numbers them), ``@rh ability "For each 1 damage"`` (its ability's words)."""

    order: tuple[Ref, ...]
    span: Optional[Span] = _span()
    abilities: tuple[Union[int, str, None], ...] = ()


class ChoiceTopic(IdentityEnum):
    """Which choice a choice line names by the word before its values (``Alice chooses mode
    2``, ``expect when Bob chooses block …``): a kind of choice, or what is chosen. The words
    are read here (:data:`TOPIC_WORDS`, the one table of them); the engine matches a line to
    the choice it raises by the choice's key (``judge.engine.outcome.ChoiceKey.answers``),
    never by comparing words."""

    YES_NO = "yes/no"  # "may" and other yes-or-no choices (410.5)
    ORDER = "order"  # an order: triggered abilities, replacement effects, cards (410.3, 419.8a)
    TARGET = "target"  # 409.1c, 410.4, 415.2
    PAY = "pay"  # which permanents or cards pay a cost (409.1f)
    RANDOM = "random"  # what no player decides (417.1)
    PICK = "pick"  # any other choice (413.2c)
    ATTACK = "attack"  # the attackers declared (308.2)
    BLOCK = "block"  # the blocks declared (309.2)
    MODE = "mode"  # the mode(s) of a modal spell or ability (409.1b)
    COLOR = "color"  # a color chosen (a protection's, "choose a color", 410.10e)
    DISCARD = "discard"  # which card(s) a player discards (cleanup 314.1a, an effect, a cost)


#: The words a choice line may write before its values, and the choice each names: each
#: topic's own word and these others. Any other word is refused where the file is checked.
TOPIC_WORDS: dict[str, ChoiceTopic] = {
    **{t.value: t for t in ChoiceTopic},
    "may": ChoiceTopic.YES_NO, "whether": ChoiceTopic.YES_NO, "yes or no": ChoiceTopic.YES_NO,
    "targets": ChoiceTopic.TARGET, "modes": ChoiceTopic.MODE, "colour": ChoiceTopic.COLOR,
    "colors": ChoiceTopic.COLOR, "colours": ChoiceTopic.COLOR, "discards": ChoiceTopic.DISCARD,
}


def choice_topic(word: Optional[str]) -> Optional[ChoiceTopic]:
    """The choice a choice line's word names (None: no word, any choice of the player's);
    ``ValueError`` naming the supported words for any other word."""
    if word is None:
        return None
    topic = TOPIC_WORDS.get(" ".join(word.casefold().split()))
    if topic is None:
        raise ValueError(f"'{word}' names no kind of choice; a choice line may name one by "
                         f"{', '.join(sorted(w for w in TOPIC_WORDS if ' ' not in w and '/' not in w))}, "
                         f"or write the values alone")
    return topic


class Choose(Action, metaclass=dataclass, frozen=True):
    """A choice made while a spell or ability resolves or triggers (413.2c, 410.5):
    ``what`` says which choice when several are pending (``mode``, ``may``, ``color``,
    ``block``..., as written: :attr:`topic` is the choice it names), ``values`` the chosen
    objects/players (Refs), words or numbers."""

    what: Optional[str] = None
    values: tuple[Union[Ref, str, int], ...] = ()
    span: Optional[Span] = _span()

    @property
    def topic(self) -> Optional[ChoiceTopic]:
        """The choice :attr:`what` names (:func:`choice_topic`)."""
        return choice_topic(self.what)


class EndEffect(Action, metaclass=dataclass, frozen=True):
    """``Alice pays {R} to end the effect of Enraging Licid``: the payment a card offers to end an
    effect it created ("You may pay {R} to end this effect", 418.3a); ``mana`` as written, if
    written."""

    source: Ref
    mana: Optional[str] = None
    span: Optional[Span] = _span()


class DiscardCard(Action, metaclass=dataclass, frozen=True):
    """``Alice discards @cv``: a card in the player's hand that says its owner may discard it any time he
    or she could play an instant (Circling Vultures; added, session 47) discarded by that player, with
    priority (glossary "Could"): not a spell nor an ability, it doesn't use the stack (402.8)."""

    card: Ref
    span: Optional[Span] = _span()
    #: ``Alice tries to ...``: the author expects the play to be illegal; it is attempted
    #: and reversed (422), and it is an error if it turns out legal.
    illegal: bool = False
    #: ``Alice tries to ... without priority``: the refusal expected is that the player
    #: doesn't hold priority (408.1d); one the line doesn't say is an error of the scenario.
    without_priority: bool = False


class Concede(Action, metaclass=dataclass, frozen=True):
    """``Alice concedes`` (102.3)."""

    span: Optional[Span] = _span()


class Checkpoint(Action, metaclass=dataclass, frozen=True):
    """``checkpoint "after the first activation"``: the game as it stands here is kept under
    that name, for ``expect at "...":`` (``player`` is ``all``: no one acts)."""

    name: str = ""
    span: Optional[Span] = _span()


class Loop(Action, metaclass=dataclass, frozen=True):
    """``loop, Alice names 10, Bob agrees:`` and the indented actions under it: a loop of
    optional actions (421.1), repeated as rule 421 says. ``player`` names ``count``; with both
    players' actions in the loop, ``responder`` (the nonactive player) agrees (``response``
    None) or names a lower number (421.3) — a higher one when the players' actions don't depend
    on one another (421.5). The engine unrolls it (judge.engine.loops.unroll)."""

    count: int = 0
    responder: Optional[str] = None
    response: Optional[int] = None
    body: tuple[Action, ...] = ()
    span: Optional[Span] = _span()


def flat_actions(actions: Sequence[Action]) -> Iterator[Action]:
    """The actions, a loop's own actions in its place (once each)."""
    for a in actions:
        if isinstance(a, Loop):
            yield from a.body
        else:
            yield a


# --------------------------------------------------------------------------- expectations


class Prop(metaclass=dataclass, frozen=True):
    """One property expected of an object: ``kind`` in
    ``damage power toughness tapped untapped controller owner counters ability attached``
    with ``value`` (an int, a player name, an ability keyword, a counter kind + count...);
    also ``pt`` with the string ``"5/5"`` (``expect X in play as a 5/5`` / ``with 5/5``)."""

    kind: str
    value: Union[int, str, Ref, Counter, None] = None
    negated: bool = False
    span: Optional[Span] = _span()


class ExpectObject(metaclass=dataclass, frozen=True):
    """``expect Grizzly Bears in play with 3 damage and power 5``; ``zone`` None means
    "wherever it is" (then ``props`` must be non-empty); ``player`` restricts to whose zone."""

    ref: Ref
    zone: Optional[Zone] = None
    player: Optional[str] = None
    props: tuple[Prop, ...] = ()
    negated: bool = False
    span: Optional[Span] = _span()


class ExpectLife(metaclass=dataclass, frozen=True):
    """``expect Alice life N``."""

    player: str
    life: int
    span: Optional[Span] = _span()


class ExpectPoison(metaclass=dataclass, frozen=True):
    """``expect Bob has 10 poison counters`` (glossary "Counter": "Poison Counters")."""

    player: str
    count: int
    span: Optional[Span] = _span()


class ExpectZoneCount(metaclass=dataclass, frozen=True):
    """``expect Alice hand has 3 cards``."""

    player: str
    zone: Zone
    count: int
    span: Optional[Span] = _span()


class ExpectStack(metaclass=dataclass, frozen=True):
    """``expect the stack is empty`` (``items`` empty) or ``expect stack: A, B`` (top first)."""

    items: tuple[Ref, ...] = ()
    span: Optional[Span] = _span()


class ExpectGameResult(metaclass=dataclass, frozen=True):
    """``expect Alice wins`` / ``expect Bob loses`` / ``expect the game is a draw`` /
    ``expect the game continues``: ``result`` in ``wins loses draw continues``."""

    result: str
    player: Optional[str] = None
    span: Optional[Span] = _span()
    #: Why the player lost (``loses``): ``life`` (420.5a), ``empty library`` (420.5b),
    #: ``conceded`` (102.7), or the name of the effect that said so; None: any reason.
    reason: Optional[str] = None


class ExpectPrevented(metaclass=dataclass, frozen=True):
    """``expect the next 3 damage to Alice is prevented``: what is left of the prevention
    shields on a player or an object, summed (419.7b); 0: none is left."""

    target: Ref
    amount: int
    span: Optional[Span] = _span()


class GlossaryTerm(metaclass=dataclass, frozen=True):
    """``Glossary "Exchange"``: an entry of the rules' glossary named in a ``cites`` line or a
    question's ``decided by``, as written (checked against the corpus's terms: judge.dsl.checks)."""

    term: str
    span: Optional[Span] = _span()


class ExpectCites(metaclass=dataclass, frozen=True):
    """``expect trace cites 413.1 and 420.3`` (``negated``: ``does not cite``); ``glossary``:
    the glossary entries it names (``expect trace cites 413.2 and Glossary "Exchange"``)."""

    rules: tuple[str, ...]
    negated: bool = False
    span: Optional[Span] = _span()
    glossary: tuple[GlossaryTerm, ...] = ()


class ExpectCitesAt(metaclass=dataclass, frozen=True):
    """``expect trace cites 502.4b at "can't block"``: a step whose text contains ``words``
    (case-insensitive) cites every rule of ``rules`` (itself or a subrule) and every glossary
    entry of ``glossary`` (``expect trace cites Glossary "Bury" at "Fissure"``) — the rule
    cited at the step where it decides, not only somewhere in the trace. ``negated``: ``expect
    trace does not cite 309.2a at "can't block"`` — a step says the words, and none that does
    cites them (why something was refused, not for the rule it wasn't)."""

    rules: tuple[str, ...]
    words: str
    span: Optional[Span] = _span()
    glossary: tuple[GlossaryTerm, ...] = ()
    negated: bool = False


class ExpectPriority(metaclass=dataclass, frozen=True):
    """``expect Alice has priority``."""

    player: str
    span: Optional[Span] = _span()


class ExpectPool(metaclass=dataclass, frozen=True):
    """``expect Alice mana pool {R}{R}`` / ``expect Alice mana pool is empty`` (``mana`` "")."""

    player: str
    mana: str = ""
    span: Optional[Span] = _span()


class ExpectCount(metaclass=dataclass, frozen=True):
    """``expect 4 Serf tokens in play under Bob's control`` / ``expect 2 Forest in Alice's
    graveyard``: how many objects of that name (tokens only with ``tokens``) are in the zone
    (``player``: whose zone; ``controller``: under whose control, in play)."""

    count: int
    name: str
    zone: Zone
    tokens: bool = False
    player: Optional[str] = None
    controller: Optional[str] = None
    span: Optional[Span] = _span()


ExpectBody = Union[ExpectObject, ExpectLife, ExpectPoison, ExpectZoneCount, ExpectStack, ExpectGameResult, ExpectPrevented, ExpectCites,
                   ExpectCitesAt, ExpectPriority, ExpectPool, ExpectCount]


class Expectation(metaclass=dataclass, frozen=True):
    """An expectation checked by ``judge test``. ``scope`` is ``every`` (holds in every
    outcome, the default), ``some`` (in at least one outcome) or ``when`` (in the outcome
    reached by the choices in ``when``, written as Choose actions)."""

    body: ExpectBody
    scope: str = "every"
    when: tuple[Choose, ...] = ()
    span: Optional[Span] = _span()
    #: ``expect at "name": ...``: checked on the game as it stood at that checkpoint.
    at: Optional[str] = None


#: What a question can ask the engine (``asks ...``), and the kind of answer each gives.
QUERY_KINDS: dict[str, str] = {
    "whether": "yes/no",  # whether an expectation holds
    "legal": "yes/no",  # whether every play the scenario makes is legal
    "life": "number",  # life of Alice
    "life_lost": "number",  # life lost by Alice (from her starting total)
    "damage": "number",  # damage on X
    "power": "number",
    "toughness": "number",
    "pt": "power/toughness",  # power and toughness of X
    "counters": "number",  # [+1/+1] counters on X
    "cards": "number",  # cards in Alice hand
    "zone": "zone",  # zone of X
    "controller": "player",  # controller of X
    "winner": "result",  # winner: a player, draw or none
}


#: The drill topics a question may be tagged with (``topic combat``).
DRILL_TOPICS: tuple[str, ...] = (
    "turn",  # phases and steps, 300-305 and 311-314
    "combat",  # attacking, blocking, combat damage: 306-310, 500
    "keywords",  # evasion and keyword abilities: 501-502
    "stack",  # playing spells and abilities, priority, resolving: 400-415
    "costs",  # paying costs, mana abilities, mana burn
    "targets",  # choosing targets, countering on resolution
    "triggers",  # triggered abilities: 404, 410
    "continuous",  # continuous effects, timestamps, dependency: 416-418
    "replacement",  # replacement and prevention effects: 419
    "sba",  # state-based effects: 420
    "game",  # winning, losing, conceding, zones and objects: 100-217, 421-422
)


class Query(metaclass=dataclass, frozen=True):
    """What a question asks the engine (``asks whether @bears in play``, ``asks damage on
    @giant``...): ``kind`` is a key of :data:`QUERY_KINDS`; ``ref``/``player``/``zone``/
    ``counter`` its operand; ``body`` the expectation of a ``whether``. ``scope`` is
    ``each`` (answered in each outcome; the default), ``every``/``some`` (one yes/no over
    all outcomes) or ``when`` (only the outcomes reached by the choices in ``when``)."""

    kind: str
    ref: Optional[Ref] = None
    player: Optional[str] = None
    zone: Optional[Zone] = None
    counter: Optional[str] = None
    body: Optional[ExpectBody] = None
    scope: str = "each"
    when: tuple[Choose, ...] = ()
    span: Optional[Span] = _span()
    #: ``asks at "name": ...``: answered on the game as it stood at that checkpoint.
    at: Optional[str] = None
    #: ``asks whether not …``: a ``whether``/``legal`` answered yes when it does not hold.
    negated: bool = False


class Question(metaclass=dataclass, frozen=True):
    """A question about the scenario's outcome (a drill question): its text, what it asks
    the engine, the author's answer (checked against the engine's by ``judge test``;
    optional), multiple-choice options, and the drill tags: topic, difficulty (1-3) and
    the decisive rules."""

    text: str
    query: Query
    answer: Optional[str] = None
    options: tuple[str, ...] = ()
    topic: Optional[str] = None
    difficulty: Optional[int] = None
    rules: tuple[str, ...] = ()
    span: Optional[Span] = _span()
    #: Glossary entries among the decisive rules (``decided by 413.2, Glossary "Exchange"``).
    glossary: tuple[GlossaryTerm, ...] = ()


# --------------------------------------------------------------------------- the scenario


class Reading(metaclass=dataclass, frozen=True):
    """A word of later rules (``battlefield``, ``exile``, ``dies``, ``main phase 1``...) read
    as the Classic rules' own (``in play``...): ``str()`` is the one-line note shown for it."""

    written: str
    classic: str
    span: Optional[Span] = _span()
    #: Why, when it is not a word of later rules (``River Boa's ability``: its activated ability).
    note: str = ""

    def __str__(self) -> str:
        why = self.note or "the Classic rules' words"
        return f"'{self.written}' is read as '{self.classic}' ({why})"


class Scenario(metaclass=dataclass, frozen=True):
    """A whole scenario file (or a card-library file, which holds only ``cards``)."""

    title: Optional[str] = None
    edition: str = "classic"
    notes: tuple[str, ...] = ()
    mana_tracked: bool = True
    cards: tuple[CardDef, ...] = ()
    players: tuple[PlayerDecl, ...] = ()
    turn: Optional[TurnDecl] = None
    objects: tuple[ObjectDecl, ...] = ()
    stack: tuple[StackItem, ...] = ()
    pools: tuple[ManaPool, ...] = ()
    actions: tuple[Action, ...] = ()
    expectations: tuple[Expectation, ...] = ()
    questions: tuple[Question, ...] = ()
    path: str = field(default="<scenario>", compare=False)
    #: Prevention shields in force as the scenario begins (defaulted: an added field).
    preventions: tuple[Prevention, ...] = ()
    #: ``wording printed``: the wording of the catalog's cards the scenario names (library
    #: cards and the scenario's own definitions keep theirs; ``Name (printed)`` picks one card's).
    wording: Wording = Wording.ORACLE
    #: The text the scenario was parsed from (for diagnostics); not part of equality.
    source: str = field(default="", compare=False, repr=False)
    #: Words of later rules the scenario uses, each read as the Classic rules' own (judge.dsl.modern):
    #: what the scenario means is the same either way, so not part of equality.
    readings: tuple[Reading, ...] = field(default=(), compare=False, repr=False)
