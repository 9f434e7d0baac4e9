"""The kinds of the engine's own records, as types (one place; no other module of the engine
tells kinds apart by a string). The kinds of the card IR's own records are the card layer's, typed
there and read by the engine as they are: ``ir.ConditionKind`` (what a condition checks),
``ir.RestrictionKind`` (what a card's limit on playing it is, 103.1 and 403.3) and ``ir.EntryChoice``
(what a permanent's controller chooses as it comes into play, 410.10e).

- :class:`EventKind` — what an event (:class:`judge.engine.events.Event`) is: the thing
  that happened as trigger conditions (410) and replacement effects (419) see it.
- :class:`StackKind` — what an object on the stack is: a spell (217.6), an activated or a
  triggered ability (217.6b), combat damage (310.2) or the turn's draw as a scenario
  writes it.
- :class:`ShieldKind` — a replacement effect, a prevention effect (419.1) or a
  regeneration shield (419.6b).
- :class:`EffectKind` — what a continuous effect (418) changes, where the order in which
  effects apply (418.5) or a later question ("is this permanent's controller changed?")
  needs to know.
- :class:`MoveCause` — what moved a card or token from one zone to another (or created a
  token): the zone-change event's (:attr:`judge.engine.events.Event.move_cause`) — a draw, a
  discard, a sacrifice, a destruction, a state-based effect, a token's creation; none: any
  other instruction or rule.
- :class:`ChoiceKind` — what kind of open choice an outcome's :class:`~judge.engine.outcome.Choice`
  records (a scenario's ``expect … chooses`` line names it in words; the suite maps the words
  to the kind).

Each member's value is the words the trace and the snapshot use for it; the engine compares
members (``ev.kind is EventKind.DAMAGE``), never the words.
"""

from __future__ import annotations

from judge._speed.enums import IdentityEnum


class EventKind(IdentityEnum):
    """What happened (404.1: an event; 410.1: what a trigger condition watches for)."""

    ZONE = "zone"  # a card or token moved between zones (217), or a token was created
    DAMAGE = "damage"  # damage dealt (420.5)
    LIFE = "life"  # life gained or lost (a loss has a negative amount)
    TAP = "tap"
    UNTAP = "untap"
    COUNTERS = "counters"  # counters put on a permanent
    DRAW = "draw"  # a card drawn
    CAST = "cast"  # a spell played (409.1)
    COUNTERED = "countered"  # a spell or ability countered (413.2a)
    TARGETED = "targeted"  # a permanent or player became the target of a spell or ability
    STEP = "step"  # a step or phase began (the "at the beginning of" triggers, 410.4)
    COMBAT = "combat"  # an attack or a block declared (308, 309)
    PHASE = "phase"  # a permanent phased in or out
    DESTROY = "destroy"  # a permanent about to be destroyed (the event regeneration replaces, 419.6b)
    CONTROL = "control"  # a permanent's controller changed
    ACTIVATED = "ability played"  # an activated ability played, its costs paid (409.1, 411.1)
    LAST_COUNTER_REMOVED = "last counter removed"  # counters removed leaving none of their kind (Divine Intervention)
    UPKEEP_UNPAID = "cumulative upkeep not paid"  # a player didn't pay a cumulative upkeep (glossary "Cumulative Upkeep")


class StackKind(IdentityEnum):
    """What an object on the stack is."""

    SPELL = "spell"  # 217.6
    ABILITY = "ability"  # an activated ability (217.6b)
    TRIGGER = "trigger"  # a triggered ability (217.6b, 410)
    COMBAT_DAMAGE = "combat damage"  # 310.2
    DRAW = "draw"  # the draw step's draw, as a scenario may put it on a stack line


class ShieldKind(IdentityEnum):
    """What a replacement-kind effect is (419)."""

    REPLACEMENT = "replacement"  # 419.1a
    PREVENTION = "prevention"  # 419.1b
    REGENERATION = "regeneration"  # 419.6b


class MoveCause(IdentityEnum):
    """What made a zone change happen (Event.move_cause), where a trigger or condition asks: "draws
    a card" (glossary "Draw": a card put into the hand otherwise is not drawn), "discards a card"
    (glossary "Discard"), "if it wasn't sacrificed" (glossary "Sacrifice")."""

    DRAW = "draw"  # a card drawn (glossary "Draw")
    DISCARD = "discard"  # a card discarded (glossary "Discard")
    SACRIFICE = "sacrifice"  # a permanent sacrificed (glossary "Sacrifice")
    DESTROY = "destroy"  # a permanent destroyed (glossary "Destroy")
    SBA = "sba"  # put into a graveyard by a state-based effect (420.3)
    TOKEN = "token"  # a token created, put into play by a spell or ability (216.1)


class EffectKind(IdentityEnum):
    """What a continuous effect (418) changes, as far as its order or a later question needs."""

    CHARACTERISTICS = "characteristics"  # any other change of characteristics
    CONTROL = "control"  # its controller (applied before the others)
    TYPE = "type"  # its types or subtypes (214)
    SWITCH_PT = "switch P/T"  # power and toughness switched (applied after the others)
    LOSE_ALL_ABILITIES = "lose all abilities"  # "loses all abilities" (applied before abilities are read)
    #: (added, audit 8480) a characteristic a type-changing effect's own words state — Veil of Birds'
    #: "becomes a 1/1 Bird creature with flying", Faerie Conclave's "blue … with flying": an initial
    #: value (214.5), applied with the type-changing effects, under the others whatever the timestamps
    STATED_WITH_TYPE = "stated with a type change"


class ChoiceKind(IdentityEnum):
    """What kind of open choice a player (or no one) made on the way to an outcome."""

    YES_NO = "yes/no"  # "may" and other yes-or-no choices (410.5)
    ORDER = "order"  # triggered abilities, replacement effects or cards put in an order (410.3, 419.8a)
    TARGET = "target"  # 409.1c, 410.4, 415.2
    PAY = "pay"  # which permanents or cards pay a cost (409.1f)
    RANDOM = "random"  # what no player decides (417.1)
    PICK = "pick"  # any other choice, made on resolution (413.2c) or as a spell is played
    ATTACK = "attack"  # the attacking creatures declared (308.2)
    BLOCK = "block"  # the blocks declared (309.2)
