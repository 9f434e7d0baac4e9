"""What a simulation produces: the cited trace and a snapshot of the final game state.

This is the contract between the engine (which builds these) and everything that reads
results: the suite's expectation checker, the renderers (rich, JSON) and drills. All are
frozen, plain data (no references into live engine objects), deterministic to serialise.

Entry point (in ``judge.engine``)::

    simulate(scenario: judge.dsl.ast.Scenario) -> list[Outcome]

One Outcome per combination of open choices (one until exploration is built).
"""

from __future__ import annotations

from dataclasses import field
from itertools import chain
from typing import Any, Optional, Union

from judge._speed.enums import IdentityEnum
from judge._speed.fastdataclass import dataclass_for
from judge.dsl.ast import ChoiceTopic
from judge.engine.kinds import ChoiceKind, ShieldKind, StackKind

dataclass = dataclass_for("engine")


class Step(metaclass=dataclass, frozen=True):
    """One step of the trace: what happened, the rule(s) that made it happen, nested steps.

    ``rules`` are ids of the scenario's edition (classic by default), most specific first
    (``420.5c`` rather than ``420``). ``kind`` is a short machine tag (``cast``, ``pass``,
    ``resolve``, ``sba``, ``trigger``, ``damage``, ``life``, ``zone``, ``tap``, ``phase``,
    ``mana``, ``counter``, ``regenerate``, ``choice``, ``game``, ``illegal`` for a play
    reversed or a declaration canceled, 422.1...). ``line`` is the
    scenario line of the action that caused the step, when there is one.
    """

    text: str
    rules: tuple[str, ...]
    children: tuple["Step", ...] = ()
    kind: str = ""
    line: Optional[int] = None

    def to_json(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "rules": list(self.rules),
            "kind": self.kind,
            "line": self.line,
            "children": [c.to_json() for c in self.children],
        }

    def walk(self):
        """This step and every nested step, depth first."""
        yield self
        for child in self.children:
            yield from child.walk()


class ObjectView(metaclass=dataclass, frozen=True):
    """A snapshot of one object at the end: its zone, status and *computed* characteristics
    (printed values + counters + continuous effects, 418.5)."""

    id: int
    name: str
    zone: str
    owner: str
    controller: Optional[str] = None
    label: Optional[str] = None
    token: bool = False
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: Optional[int] = None
    toughness: Optional[int] = None
    tapped: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    abilities: tuple[str, ...] = ()
    attached_to: Optional[int] = None
    timestamp: int = 0
    #: Combat status (306.2, 308.5, 309.3), as it stands at the end.
    attacking: bool = False
    blocking: bool = False
    blocked: bool = False
    #: Regeneration shields left on it this turn (419.6b).
    shields: int = 0
    #: (later keyword, source) for each rule of a static ability in play that does to it what a
    #: later keyword names (judge.dsl.modern.KEYWORDS) — Crystalline Sliver's "All Slivers have
    #: shroud": in the era's rules its own rule that the Slivers can't be the target of spells or
    #: abilities, not an ability of each Sliver — so an expectation's `ability shroud` sees it.
    given: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        d = {k: getattr(self, k) for k in self.__dataclass_fields__}
        for k in ("types", "subtypes", "supertypes", "colors", "abilities"):
            d[k] = list(d[k])
        d["counters"] = {kind: n for kind, n in self.counters}
        if self.given:
            d["given"] = [list(g) for g in self.given]
        else:
            del d["given"]  # (an object none is given to: its JSON as before)
        return d


class StackView(metaclass=dataclass, frozen=True):
    """An object on the stack at the end (spell, ability or combat damage); ``kind`` its
    :class:`~judge.engine.kinds.StackKind` (in JSON, its words)."""

    id: int
    kind: StackKind
    name: str
    controller: str
    label: Optional[str] = None
    targets: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind.value,
            "name": self.name,
            "controller": self.controller,
            "label": self.label,
            "targets": list(self.targets),
        }


class EffectView(metaclass=dataclass, frozen=True):
    """A replacement or prevention effect still in force at the end (419): a prevention
    shield with what is left of it (419.7b) — ``player`` or ``obj`` it protects, ``amount``
    left (None: all damage, or the next time) — or another replacement, in words. ``kind`` its
    :class:`~judge.engine.kinds.ShieldKind`, prevention or replacement (in JSON, its words)."""

    kind: ShieldKind
    text: str
    player: Optional[str] = None
    obj: Optional[int] = None
    amount: Optional[int] = None

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) if k != "kind" else self.kind.value for k in self.__dataclass_fields__}


class PlayerView(metaclass=dataclass, frozen=True):
    """A player in the final state: life, pool, loss."""

    name: str
    life: int
    mana_pool: str = ""
    lost: bool = False
    loss_reason: str = ""
    lands_played: int = 0
    #: Poison counters (glossary "Counter": "Poison Counters", Appendix B).
    poison: int = 0

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}


class FinalState(metaclass=dataclass, frozen=True):
    """The game at the end of an outcome. ``objects`` holds every object in every zone but
    the stack; ordered zones (library, graveyard) are listed top first. ``stack`` is top
    first. ``result`` is ``continues``, ``win`` (``winner`` set) or ``draw`` (102)."""

    players: tuple[PlayerView, ...]
    objects: tuple[ObjectView, ...]
    stack: tuple[StackView, ...] = ()
    active: str = ""
    step: str = ""
    turn: int = 1
    result: str = "continues"
    winner: Optional[str] = None
    #: Who has priority (None: no one, between steps or once the game is over).
    priority: Optional[str] = None
    #: Replacement and prevention effects still in force (regeneration shields are on
    #: their objects; a permanent's static ones are on the board).
    effects: tuple[EffectView, ...] = ()

    def player(self, name: str) -> PlayerView:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [p.to_json() for p in self.players],
            "objects": [o.to_json() for o in self.objects],
            "stack": [s.to_json() for s in self.stack],
            "active": self.active,
            "step": self.step,
            "turn": self.turn,
            "result": self.result,
            "winner": self.winner,
            "priority": self.priority,
            "effects": [e.to_json() for e in self.effects],
        }


#: The kinds of open choice a :class:`Choice` records (docs/ask.md lists them).
#: The words of the kinds of choice (:class:`~judge.engine.kinds.ChoiceKind`), as JSON and the scenario
#: language write them.
CHOICE_KINDS = tuple(k.value for k in ChoiceKind)


class ChoiceSubject(IdentityEnum):
    """What a choice picks, where the kind (:class:`~judge.engine.kinds.ChoiceKind`) does not
    say it and a scenario line may name it (``Alice chooses mode 2``, ``color red``)."""

    MODE = "mode"  # the mode(s) of a modal spell or ability (409.1b)
    COLOR = "color"  # a color: a protection's, "choose a color", a color word, 410.10e
    DISCARD = "discard"  # which card(s) a player discards: cleanup (314.1a), an effect, a cost


#: What each topic a choice line names (:class:`judge.dsl.ast.ChoiceTopic`, read from the
#: line's words by the scenario reader) stands for in a :class:`ChoiceKey`: a kind of choice
#: or a subject. Typed to typed: no words are compared.
TOPIC_MEANS: dict[ChoiceTopic, Union[ChoiceKind, ChoiceSubject]] = {
    ChoiceTopic.YES_NO: ChoiceKind.YES_NO, ChoiceTopic.ORDER: ChoiceKind.ORDER,
    ChoiceTopic.TARGET: ChoiceKind.TARGET, ChoiceTopic.PAY: ChoiceKind.PAY,
    ChoiceTopic.RANDOM: ChoiceKind.RANDOM, ChoiceTopic.PICK: ChoiceKind.PICK,
    ChoiceTopic.ATTACK: ChoiceKind.ATTACK, ChoiceTopic.BLOCK: ChoiceKind.BLOCK,
    ChoiceTopic.MODE: ChoiceSubject.MODE, ChoiceTopic.COLOR: ChoiceSubject.COLOR,
    ChoiceTopic.DISCARD: ChoiceSubject.DISCARD,
}


class ChoiceKey(metaclass=dataclass, frozen=True):
    """What identifies a choice the engine raises, apart from its words: the ``player`` who
    makes it, its ``kind``, the ``rule`` giving it, what it picks when the kind does not say
    (``subject``: a mode, a color) and the object it is about when there is one (``about``:
    the spell, ability or permanent's id). A scenario's choice line is matched to a choice by
    these fields (:meth:`answers`), never by the words the choice is put in."""

    player: str
    kind: ChoiceKind
    rule: str = ""
    subject: Optional[ChoiceSubject] = None
    about: Optional[int] = None

    def answers(self, topic: Optional[ChoiceTopic]) -> bool:
        """Whether a choice line naming ``topic`` (None: naming none) may answer this choice."""
        if topic is None:
            return True
        means = TOPIC_MEANS[topic]
        return means is self.kind or means is self.subject


class Choice(metaclass=dataclass, frozen=True):
    """One open choice taken on the way to an outcome (DESIGN: explore).

    ``player`` chose; ``kind`` is one of :data:`CHOICE_KINDS` (``yes/no`` for "may" and
    other yes-or-no choices, 410.5; ``order`` for triggered abilities, replacement effects
    or cards, 410.3/419.8a; ``target`` 409.1c/410.4/415.2; ``pay`` which permanents pay a
    cost, 409.1f; ``random`` for what no player decides, 417.1; ``pick`` for any other
    choice made on resolution, 413.2c); ``what`` the choice in words; ``options`` every legal
    option; ``answer`` the options taken, in order; ``rule`` the rule giving the choice.
    ``aliases`` holds, per answer, the other names it goes by (an object's card name and
    ``@label``). ``subject`` and ``about`` complete the choice's :attr:`key` (see
    :class:`ChoiceKey`); ``what``, ``options`` and ``answer`` are words for display, a
    scenario matched to the choice by the key. ``str()`` gives the words (``Alice chooses yes
    (whether to ...)``).
    """

    player: str
    kind: ChoiceKind
    what: str
    options: tuple[str, ...] = ()
    answer: tuple[str, ...] = ()
    rule: str = ""
    aliases: tuple[tuple[str, ...], ...] = ()
    subject: Optional[ChoiceSubject] = None
    about: Optional[int] = None

    @property
    def key(self) -> ChoiceKey:
        """The stable key of this choice (who, kind, rule, subject, about)."""
        return ChoiceKey(self.player, self.kind, self.rule, self.subject, self.about)

    def __str__(self) -> str:
        if self.kind is ChoiceKind.ATTACK:
            return f"{self.player} attacks with {', '.join(self.answer) or 'nothing'}"
        if self.kind is ChoiceKind.BLOCK:
            return f"{self.player} declares {', '.join(self.answer) or 'no blocks'}"
        if self.kind is ChoiceKind.RANDOM:
            return f"at random: {', '.join(self.answer) or 'nothing'} ({self.what})"
        verb = "orders" if self.kind is ChoiceKind.ORDER else "chooses"
        return f"{self.player} {verb} {', '.join(self.answer) or 'nothing'} ({self.what})"

    def names(self, i: int) -> tuple[str, ...]:
        """Every name answer ``i`` goes by: its label first, then its aliases."""
        return (self.answer[i],) + (self.aliases[i] if i < len(self.aliases) else ())

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "kind": self.kind.value,
            "what": self.what,
            "options": list(self.options),
            "answer": list(self.answer),
            "rule": self.rule,
            "words": str(self),
        }


class OutcomeError(metaclass=dataclass, frozen=True):
    """Why an explored outcome ended before the scenario's last line: in it, a line of the
    scenario can't be carried out (an illegal play, an action after the game ended, a
    declaration no step asks for...). The other outcomes are answered all the same.

    ``message`` is the reason in words (for a game that ended: who won, in which step, by
    which rule); ``rules`` the rule ids it names; ``line``/``column``/``source`` the
    scenario line that met it (as written); ``turn``, ``active``, ``step`` where the game
    stood; ``text`` the whole diagnostic as printed (``file:line:col: message``, the line
    and a caret)."""

    message: str
    line: Optional[int] = None
    column: Optional[int] = None
    source: str = ""
    turn: int = 0
    active: str = ""
    step: str = ""
    rules: tuple[str, ...] = ()
    text: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"message": self.message, "line": self.line, "column": self.column, "source": self.source,
                "turn": self.turn, "active": self.active, "step": self.step, "rules": list(self.rules)}


class Outcome(metaclass=dataclass, frozen=True):
    """One way the scenario can go: the open choices taken (:class:`Choice`, in order; their
    ``str()`` is the words), the trace, and the final state."""

    choices: tuple[Choice, ...]
    steps: tuple[Step, ...]
    final: FinalState
    notes: tuple[str, ...] = field(default=())
    #: The game as it stood at each ``checkpoint "name"`` line reached, in order.
    checkpoints: tuple[tuple[str, "FinalState"], ...] = field(default=())
    #: Set when the outcome ended in an error (a line of the scenario that can't be carried
    #: out in it): ``steps`` and ``final`` are then the game as it stood at that line.
    error: Optional[OutcomeError] = None

    def step_rules(self) -> list:
        """The rules each step of the trace cites (a tuple a step, empty where it cites none), every
        step once — depth by depth, not in the trace's order (the scenarios' citation check, which
        numbers the steps in order only where one cites nothing, and :meth:`cited`)."""
        # (the steps gathered depth by depth, each depth's rules and children in a comprehension:
        # no call of set.update or list.extend for each step; a set of the same ids, whatever
        # order the steps are met in: tests/engine/test_cast59_cited.py)
        rules: list = []
        level = self.steps
        while level:
            rules += [step.rules for step in level]
            level = [child for step in level if step.children for child in step.children]
        return rules

    def cited(self) -> frozenset[str]:
        """Every rule id cited anywhere in the trace."""
        return frozenset(chain.from_iterable(self.step_rules()))

    def to_json(self) -> dict[str, Any]:
        out = {
            "choices": [c.to_json() for c in self.choices],
            "steps": [s.to_json() for s in self.steps],
            "final": self.final.to_json(),
        }
        if self.notes:  # e.g. the exploration bound was reached (only then: the common shape stays)
            out["notes"] = list(self.notes)
        if self.error is not None:
            out["error"] = self.error.to_json()
        return out
