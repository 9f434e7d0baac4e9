"""The card IR: what a card's rules text *means*, as frozen dataclasses, engine-independent.

``judge.cards.text`` parses a :class:`~judge.dsl.ast.CardDef`'s text into a
:class:`CardAbilities`; the engine executes it. Nothing here knows about the game
state: objects and players are described by *references* (:data:`ObjRef`) and
*filters* (:class:`Filter`), numbers by *amounts* (:data:`Amount`).

Shape
-----
* :class:`CardAbilities` — the spell ability of an instant/sorcery (413), the
  abilities of the card (402.7: one per paragraph; keyword lines may hold several,
  502), and for local enchantments what they may enchant (214.8c).
* Abilities (402.10): :class:`ActivatedAbility` (403; mana abilities 406.1),
  :class:`TriggeredAbility` (404, 410; intervening "if" 410.8, "may" 410.5),
  :class:`StaticAbility` (405, effects 418.4), :class:`Keyword` (502).
* Effects (416): one-shot (417) such as :class:`DealDamage`, :class:`Destroy`;
  continuous (418) such as :class:`ModifyPT` with a ``duration``; prevention and
  replacement (419) such as :class:`PreventDamage`, :class:`Regenerate`.

Conventions
-----------
* Mana is canonical symbol text (``{2}{G}``, ``{X}{R}``); colourless mana produced is
  a number (``{2}`` = two colourless mana).
* Colours are lower-case words (``white blue black red green``); card types are
  lower-case (``artifact creature enchantment instant land sorcery``), plus
  ``permanent``, ``spell`` and ``card``; subtypes keep their capital (``Goblin``,
  ``Wall``); land types are lower-case basic names (``island``) because the era's text
  writes them so (``islandwalk``, ``destroy all islands``).
* Every tuple is ordered as in the card text; targets are numbered in order of the
  word "target" (409.1b), across the whole ability.
* This module only grows: fields and classes are added, never renamed or removed.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import MISSING, fields, is_dataclass
from enum import Enum
from typing import Any, ClassVar, Iterator, Optional, Union

from judge._speed.enums import IdentityEnum
from judge.dsl.ast import Step
from judge._speed.fastdataclass import dataclass_for, field_names, frozen_of, made as made_by_decorator
from judge.zones import Zone

#: ``dataclasses.dataclass``, its methods taken from the generated judge/_speed/_ir_methods.py
#: (``python -m judge._speed.fastdataclass``): the same classes, cheaper to import. Named as each
#: class's metaclass, ``class X(metaclass=dataclass, frozen=True)`` is ``@dataclass(frozen=True)
#: class X``: the same plain class, made whole by one ``type()`` (judge._speed.fastdataclass.decorator).
dataclass = dataclass_for("ir")

# --------------------------------------------------------------------------- constants

COLORS = ("white", "blue", "black", "red", "green")
COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
BASIC_LAND_TYPES = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}

#: Creature types the grammar knows (212.2a; plurals accepted, 214.7b). Multi-word and
#: unlisted types must be added here.
CREATURE_TYPES = (
    "angel", "ape", "avatar", "barbarian", "basilisk", "bear", "bird", "brownie", "cat", "citizen",
    "cleric", "cobra", "djinn", "dragon", "drake", "dryad", "dwarf", "efreet", "elemental", "elephant",
    "elf", "faerie", "ghost", "giant", "goat", "goblin", "golem", "griffin", "gypsy", "horror", "human",
    "illusion", "imp", "insect", "knight", "legend", "lord", "merfolk", "minion", "minotaur",
    "necrosavant", "nightmare", "ogre", "orc", "paladin", "pegasus", "rat", "serf", "serpent",
    "skeleton", "snake", "soldier", "specter", "spider", "spirit", "thrull", "tiger", "treefolk",
    "turtle", "unicorn", "vampire", "viashino", "wall", "warrior", "warthog", "wasp", "wizard", "wolf",
    "wraith", "wurm", "zombie", "beast", "cyclops", "hound", "kavu", "lizard", "shade", "sliver",
    "assembly-worker", "construct", "elk", "gargoyle", "jackal",
    # the rest of the era's creature types (creature type lines and token descriptions of
    # the core sets and expansions up to Prophecy)
    "advisor", "antelope", "archer", "artificer", "assassin", "atog", "aurochs", "badger", "bat",
    "beeble", "berserker", "boar", "brushwagg", "camarid", "camel", "caribou", "centaur", "chimera",
    "cockatrice", "crab", "crocodile", "dauthi", "demon", "deserter", "devil", "dinosaur",
    "dreadnought", "drone", "druid", "ferret", "fish", "fox", "frog", "fungus", "gnome", "gorgon",
    "graveborn", "gremlin", "hag", "harpy", "hellion", "hippo", "homarid", "homunculus", "horse",
    "hydra", "hyena", "incarnation", "jellyfish", "juggernaut", "kithkin", "kobold", "kor",
    "kraken", "leech", "leviathan", "lhurgoyf", "licid", "manticore", "masticore", "mercenary",
    "metathran", "mongoose", "monk", "monkey", "mutant", "mystic", "nautilus", "nightstalker",
    "nomad", "nymph", "octopus", "ooze", "orb", "orgg", "ouphe", "ox", "oyster", "phelddagrif", "phoenix",
    "pirate", "praetor", "prism", "rabbit", "rebel", "reflection", "rhino", "rogue", "salamander",
    "saproling", "satyr", "scarecrow", "scorpion", "scout", "shaman", "shapeshifter", "sheep",
    "slug", "soltari", "spellshaper", "sphinx", "spike", "splinter", "sponge", "squid", "squirrel",
    "starfish", "survivor", "tetravite", "thalakos", "thopter", "trilobite", "troll", "werewolf",
    "whale", "wolverine", "wombat", "worm", "yeti",
    # the types of the era's printed wordings the Oracle changed (printed, fifth round A): Opal
    # Acrolith's and Opal Avenger's "counts as a Guardian"; the tokens Essence (Field of Souls),
    # Carnivore (Tooth and Claw), Butterfly (Giant Caterpillar), Hornet (Hornet Cannon), Maggot (Carrion)
    "guardian", "essence", "carnivore", "butterfly", "hornet", "maggot",
    # (printed, eighth round) the Falcons of Soraya the Falconer's "All Falcons get +1/+1" (Bay,
    # Duskrider, Freewind, Windreaper and Zephyr Falcon as printed, "Summon — Falcon"; the Oracle's Birds)
    "falcon",
    # Wall of Kelp's Oracle token "a 0/1 blue Plant Wall creature token with defender named Kelp"
    # (added, otrig5)
    "plant",
    # (printed, thirteenth round) Aysen Crusader's "the number of Heroes you control" (Benalish Hero and
    # Kjeldoran Warrior as printed, "Summon — Hero"; the Oracle's Soldiers and Warriors)
    "hero",
    # (printed, twenty-third round) Elephant Graveyard's "regenerate an Elephant or Mammoth" (War Mammoth and
    # Woolly Mammoths as printed, "Summon — Mammoth(s)"; the Oracle's Elephants)
    "mammoth",
)

#: Keyword abilities of rule 502 (and banding, glossary "Obsolete"). ``landwalk`` and
#: ``protection`` take a parameter.
KEYWORDS = ("first strike", "flanking", "flying", "haste", "landwalk", "protection", "shadow", "trample", "banding",
            "horsemanship", "phasing", "bands with other")

# Durations (418.3a / 418.4).
UNTIL_END_OF_TURN = "until end of turn"
THIS_TURN = "this turn"
#: "+2/+0 until end of combat" (Murk Dwellers): ends as the end of combat step ends (311)
UNTIL_END_OF_COMBAT = "until end of combat"
#: A static ability's effect: applies while its source is in play (418.4b).
WHILE_IN_PLAY = "while in play"
#: No stated duration: until the end of the game (418.3a), e.g. "You control target creature".
FOREVER = "forever"
#: "gains forestwalk until your next upkeep" (Erhnam Djinn): ends as its controller's next upkeep
#: step begins (418.3a).
UNTIL_YOUR_NEXT_UPKEEP = "until your next upkeep"
#: "Until your next turn, you may play those cards" (Three Wishes; added, session 65, h2): ends as its
#: controller's next turn begins (418.3a, 300.1).
UNTIL_YOUR_NEXT_TURN = "until your next turn"
#: "Target land becomes a Swamp until its controller's next untap step" (Orcish Farmer; added,
#: Oracle activated round nine): ends as the untap step of the player who controls the affected
#: permanent as the effect begins starts (418.3a, 302.1).
UNTIL_ITS_CONTROLLERS_NEXT_UNTAP = "until its controller's next untap step"
#: "That creature can't attack during its controller's next turn" (Wall of Dust; added, Oracle
#: triggers round thirteen): applies only during the next turn of the player who controls the
#: creature as the effect begins — from that turn's beginning to its end (418.3a), not in the
#: rest of this one.
DURING_ITS_CONTROLLERS_NEXT_TURN = "during its controller's next turn"
#: "Target player can't attack during his or her next turn" (False Peace as printed; added,
#: printed round twenty): a rule of that player, applying only during his or her next turn —
#: from that turn's beginning to its end (418.3a), not in the rest of this one — to every
#: creature he or she controls then.
DURING_THAT_PLAYERS_NEXT_TURN = "during that player's next turn"
#: "This turn and next turn, creatures can't attack, …" (Peace Talks; added, session 65, h5): applies
#: from the resolution to the end of the turn after this one, whoever's turn that is — through this
#: turn's cleanup step (314.1b ends the "this turn" effects, not this one) and to the next turn's
#: cleanup step (418.3a).
THIS_TURN_AND_NEXT_TURN = "this turn and next turn"
#: "As long as [condition], ...": while the effect's ``condition`` holds (Amber Prison).
AS_LONG_AS = "as long as"
#: Durations that end when their source changes (418.3a: as long as stated): "for as long as
#: ~ remains tapped" (Endoskeleton), "… remains in play" (Charisma), "… you control ~"
#: (Aladdin), "… you control ~ and ~ remains tapped" (Seasinger).
WHILE_SOURCE_TAPPED = "for as long as ~ remains tapped"
WHILE_SOURCE_IN_PLAY = "for as long as ~ remains in play"
WHILE_YOU_CONTROL_SOURCE = "for as long as you control ~"
WHILE_YOU_CONTROL_SOURCE_TAPPED = "for as long as you control ~ and ~ remains tapped"
#: "for as long as that creature is enchanted" (Rootwater Matriarch): while an Aura is attached
#: to the affected permanent.
WHILE_ENCHANTED = "for as long as that creature is enchanted"
#: "You may pay {R} to end this effect" (the Licids): the effects of the ability last until
#: its controller pays that mana to end them (418.3a: as long as stated); see :func:`pay_to_end`.
#: (Compiled by ``re`` for the first such duration, kept in its cache: most processes meet none.)
PAY_TO_END = r"until (you|\w+) pays? (\S+) to end it"


def pay_to_end(mana: str, who: str = "you") -> str:
    """The duration "until ``who`` pays ``mana`` to end this effect" (418.3a)."""
    return f"until you pay {mana} to end it" if who == "you" else f"until {who} pays {mana} to end it"


def end_payment(duration: str) -> Optional[tuple[str, str]]:
    """Who ends a :func:`pay_to_end` duration and with what mana; None for other durations."""
    if not duration.endswith(" to end it"):  # (every other duration: the engine asks of each, no pattern run)
        return None
    m = re.fullmatch(PAY_TO_END, duration)
    return (m.group(1), m.group(2)) if m else None


LASTING = (WHILE_SOURCE_TAPPED, WHILE_SOURCE_IN_PLAY, WHILE_YOU_CONTROL_SOURCE, WHILE_YOU_CONTROL_SOURCE_TAPPED,
           WHILE_ENCHANTED)


# --------------------------------------------------------------------------- filters


class PlayerRelation(IdentityEnum):
    """A player named relative to the ability's controller — the player the card's "you" means
    (glossary "You/Your") or an opponent of that player ("an opponent", "your opponents"; in a game
    of two, the other player). :attr:`Filter.controller`: whose an object is — the controller of a
    permanent or spell, the owner of a card in another zone (217.1), or the player himself ("target
    opponent"); :attr:`ConditionKind.TURN`'s ``value``: whose turn it is ("as long as it's your
    turn"). Each member's value is the words the serialised IR keeps for it (:func:`to_data` writes
    them bare, as when the fields were strings: ``judge card --json`` is unchanged);
    judge.cards.describe says each member (``PLAYER_RELATION_WORDS``); judge.engine tells them apart
    by the member, never the words."""

    #: the ability's controller: "you control", "your graveyard", "cards you own", "your turn"
    YOU = "you"
    #: an opponent of the ability's controller: "an opponent controls", "target opponent", "an
    #: opponent's graveyard", "spells your opponents play"
    OPPONENT = "opponent"


class Compare(metaclass=dataclass, frozen=True):
    """A numeric comparison: ``op`` in ``>= <= ==``; "power 4 or greater" = Compare(">=", 4)."""

    op: str
    #: a number, X, or the number of cards in the ability's controller's hand (Ensnaring Bridge,
    #: counted at each moment), or the number of counters of a kind on the source (Powder Keg:
    #: ``CountersOn(This(), "fuse")``, counted when the instruction is carried out), or the
    #: source's power (Stone Giant: ``PowerOf(This())``, as it is when the description is applied),
    #: or the toughness of the creature the source enchants (Ironclaw Curse:
    #: ``ToughnessOf(Enchanted())``, as it is when the description is applied)
    value: Union[int, "VarX", "CardsInHand", "CountersOn", "PowerOf", "ToughnessOf"]


class Filter(metaclass=dataclass, frozen=True):
    """A description of objects and/or players, e.g. "nonblack, nonartifact creature".

    Every non-empty field must hold (AND); inside a tuple field any value may (OR):
    ``types=("artifact", "enchantment")`` is "artifact or enchantment".

    * ``types``: card types, or ``permanent`` (any type in play), ``spell`` (an object on
      the stack), ``card`` (a card in a zone other than in play; never a token, 216.2).
      Empty with ``players=False`` means "any object".
    * ``players``: players match too ("target creature or player"); with no ``types`` only
      players match ("target player").
    * ``controller``: a :class:`PlayerRelation` — YOU / OPPONENT relative to the ability's
      controller: the controller of a permanent or spell, the owner of a card, or the player
      himself.
    * ``zone``: a :class:`judge.zones.Zone`, where matching objects are (``IN_PLAY`` unless said otherwise,
      217.5b); ``STACK`` for spells; ``GRAVEYARD``/``HAND``/``LIBRARY`` for cards; ``ANY`` any zone,
      ``OUTSIDE_PLAY`` any but play (written as the words, "in play", "any", in the IR's JSON).
    * ``status``: any of ``attacking blocking tapped untapped blocked unblocked``.
    * ``other``: excludes the ability's source ("other Goblins", "all other enchantments").
    * ``extra``: rare conditions with no field yet, as canonical words: ``card`` (a card,
      not a token, 216.2), ``token``, ``nontoken``, ``basic``, ``nonbasic``,
      ``mana-producing``, ``source``, ``dealt damage this turn``, ``attacked this turn``,
      ``single target`` (a spell with a single target), ``revealed this way`` (cards the
      ability revealed from a hand), ``drawn this way`` (cards the
      ability drew), ``random`` (a discard cost paid at random).
    * ``types_all``: every one of these types ("artifact creature").
    * ``controlled_by``: controlled by that player ("all lands target player controls"); for
      cards outside play, owned by that player ("creature cards in his or her graveyard").
    * ``any_of``: the object must also match at least one of these filters — a union of
      differently qualified descriptions ("artifact creatures and black creatures").
    """

    types: tuple[str, ...] = ()
    players: bool = False
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    keywords: tuple["Keyword", ...] = ()
    not_keywords: tuple["Keyword", ...] = ()
    controller: Optional[PlayerRelation] = None
    zone: Optional[Zone] = Zone.IN_PLAY
    status: tuple[str, ...] = ()
    power: Optional[Compare] = None
    toughness: Optional[Compare] = None
    mana_value: Optional[Compare] = None
    colored: Optional[bool] = None
    other: bool = False
    extra: tuple[str, ...] = ()
    types_all: tuple[str, ...] = ()
    controlled_by: Optional["ObjRef"] = None
    any_of: tuple["Filter", ...] = ()
    #: "all artifacts target player owns" (Hurkyl's Recall): the owner, named by reference
    owned_by: Optional["ObjRef"] = None
    #: the other creature of the combat deed in ``extra`` ("all creatures that blocked or were
    #: blocked by it this turn", Venomous Breath), named by reference: only a group of objects an
    #: instruction acts on can say it (judge.engine.context.refer; judge.engine.support)
    partner: Optional["ObjRef"] = None
    #: a player who controls at least one permanent matching this filter ("each player who
    #: controls a white creature": Disorder) — of a filter of players only (judge.engine.support)
    player_controls: Optional["Filter"] = None
    #: "… and is their opponent" (the Oaths, added Oracle triggers round ten): a player who is an
    #: opponent of the player named — not of the ability's controller. Players only, in a target
    #: of a triggered ability (judge.engine.support)
    opponent_of: Optional["ObjRef"] = None
    #: "target player who has more life than they do" (the Oaths, added Oracle triggers round
    #: ten): a player who has more (or fewer) of something than the player named, now — as the
    #: target is chosen and again as the ability resolves (409.1c, 413.2a). Players only, in a
    #: target of a triggered ability (judge.engine.support)
    more_than: Optional["PlayerMore"] = None
    #: "a creature named Spitting Drake", "a token named Wood", "a card named Viashivan Dragon"
    #: (Kyscu Drake, Urborg Panther, Jungle Patrol): only objects with that English name (202.3),
    #: compared regardless of case (the card text is read lowercased)
    named: Optional[str] = None
    #: "another target permanent that shares one of those types with it" (Legerdemain, Gauntlets of
    #: Chaos; added, session 46): an object having one of ``SharesType.types`` that the object
    #: ``SharesType.ref`` names (an earlier target) has too — as the targets are chosen and again on
    #: resolution (409.1c, 413.2a)
    shares_type: Optional["SharesType"] = None
    #: "basic lands whose controller controls three or fewer lands" (Sheltering Prayers' "Basic lands each player
    #: controls … as long as that player controls three or fewer lands"; added, session 47): a permanent whose
    #: controller controls at most this many lands, now — as a target is chosen and again on resolution (409.1c, 413.2a)
    controller_lands_at_most: Optional[int] = None


class SharesType(metaclass=dataclass, frozen=True):
    """``Filter.shares_type``: of the card ``types`` the first target's words name, one that both
    the object ``ref`` names and the object tested have ("that shares one of those types with it")."""

    ref: "ObjRef"
    types: tuple[str, ...]


#: ``PlayerMore.value``: what is compared
PLAYER_MORE_VALUES = ("life", "cards in hand", "creatures", "lands", "creature cards in graveyard")


class PlayerMore(metaclass=dataclass, frozen=True):
    """A player's count compared with ``than``'s, now: "who has more life than they do", "who
    controls more creatures than they do", "whose graveyard has fewer creature cards in it than
    their graveyard does" (the Oaths). ``value`` is one of :data:`PLAYER_MORE_VALUES` (life, cards
    in hand, creatures or lands controlled, creature cards in graveyard); ``fewer`` turns "more"
    into "fewer"."""

    value: str
    than: "ObjRef"
    fewer: bool = False


#: ``Filter.extra``: attached to the object ``Filter.partner`` names ("all Auras attached to that
#: creature", Treefolk Mystic)
ATTACHED_TO_PARTNER = "attached to partner"
#: ``Filter.extra``: another creature than the one ``Filter.partner`` names that shares at least one
#: creature type with it ("each other creature in play that shares at least one creature type with it",
#: Coat of Arms; added, session 65): the creature types of both as they are now (212.2a: a creature may
#: have several; 215.2: "Legend" is one; a land's land types are none, 212.2c), counted once each
SHARES_CREATURE_TYPE_WITH_PARTNER = "another creature sharing a creature type with partner"
#: ``Filter.extra``: the object dealt damage to an opponent of the filter's "you" this turn
#: ("if ~ dealt damage to an opponent this turn", Whirling Dervish)
DEALT_DAMAGE_TO_OPPONENT = "dealt damage to an opponent this turn"
#: ``Filter.extra``: not the object the source Aura enchants ("target creature other than enchanted
#: creature", Kjeldoran Pride). Added, oracle7.
NOT_ENCHANTED_BY_SOURCE = "other than the enchanted creature"
#: ``Filter.extra``: not the creature the ability's cost "Tap enchanted creature" taps ("target creature other than
#: the creature tapped this way", Veteran's Voice; added, session 47) — as the target is announced, before the cost is
#: paid (409.1c, 409.1f), the creature the source Aura enchants; on resolution (413.2a), the creature the cost tapped.
NOT_TAPPED_TO_PAY = "other than the creature tapped this way"
#: ``Filter.extra``: a creature whose power is the greatest among creatures in play, tied or not
#: ("target creature with the greatest power among creatures in play", Topple; added, statm) —
#: looked at as the target is chosen and again on resolution (409.1c, 413.2a).
GREATEST_POWER = "greatest power"
#: ``Filter.extra`` (added, p1, session 41): a card put into the graveyard it is in from play this turn, the
#: object it became there not having left it since (217.8) — "all creature cards in your graveyard that were put
#: there from the battlefield this turn" (No Rest for the Wicked)
PUT_THERE_FROM_PLAY_THIS_TURN = "that was put there from play this turn"
#: ``Filter.extra`` of a spell a trigger names: not the first spell of its card types (those of the
#: description) that its player has played this turn (409.1: its playing complete; countered or
#: not) — "an instant spell other than the first instant spell that player casts each turn"
#: (Ichneumon Druid)
NOT_FIRST_OF_KIND_THIS_TURN = "other than the first of its kind its player played this turn"
#: ``Filter.extra`` (added, session 46): other than the object the trigger event was about — Lifeline's
#: "Whenever a creature is put into a graveyard from play, if another creature is in play": a creature other
#: than the one that died (410.8), both the permanent it was and the card it became left out (217.8); ~ itself
#: counts when it is one. Applied where a group is looked up (judge.engine.context.refer), which knows the event
OTHER_THAN_TRIGGER_OBJECT = "other than the one it triggered on"
#: ``Filter.extra``: an object that dealt damage this turn (417.1) to the ability's source — as it
#: last existed in play, once it has left (413.2f) — "all creatures that dealt damage to it this
#: turn" (Brine Hag)
DEALT_DAMAGE_TO_IT_THIS_TURN = "that dealt damage to it this turn"
#: ``Filter.extra``: an object with the same name (202.3: the same English name) as a nontoken
#: permanent in play — a card in play, printed (216.2: a token isn't a card) — other than itself
#: ("Players can't play spells with the same name as a nontoken permanent", Cornered Market; added,
#: session 41, c4). Looked at as the spell or land is played (103.2).
SAME_NAME_AS_NONTOKEN_PERMANENT = "with the same name as a nontoken permanent"
#: ``Filter.extra`` (added, session 44, c5): a permanent with the same name (202.3: the same English name) as
#: another permanent in play, token or not — "destroy each permanent with the same name as another permanent,
#: except for basic lands" (Eye of Singularity): both of two Serra Angels, looked at as the instruction is carried
#: out (413.2)
SAME_NAME_AS_ANOTHER_PERMANENT = "with the same name as another permanent"
#: ``Filter.extra`` (added, session 44, c5): an object with the same name (202.3) as a card in a graveyard or a
#: nontoken permanent in play, other than itself — "counter it if a card with the same name is in a graveyard or a
#: nontoken permanent with the same name is on the battlefield" (Bazaar of Wonders), looked at as it resolves (413.2)
SAME_NAME_AS_GRAVEYARD_CARD_OR_NONTOKEN_PERMANENT = "with the same name as a card in a graveyard or a nontoken permanent"
#: A description's mark while it is read, never in the IR (added, session 44, c5): "all other permanents with that
#: name" (Eye of Singularity) is read as :class:`SameName` of the trigger object, "other" excluding it
WITH_THAT_NAME = "with that name"
#: "all tokens with the same name as that creature" (Dual Nature; added, h65-6): made :class:`SameName` of the
#: trigger event's object by the reader, never left in a filter
SAME_NAME_AS_THAT_CREATURE = "with the same name as that creature"
#: ``Filter.extra`` (added, session 42, c4): the card its owner drew last this turn, still the object the draw put
#: into the hand (217.8: a card that left the hand since is a new object, and the last card drawn is then in no
#: hand) — a discard cost's "Discard the last card you drew this turn" (Jandor's Ring; 409.1f)
LAST_DRAWN_THIS_TURN = "the last card you drew this turn"


# --------------------------------------------------------------------------- references


class This(metaclass=dataclass, frozen=True):
    """The ability's source itself: the card's own name in its text (402.6), "this creature"."""


class ThisAfterLeavingPlay(metaclass=dataclass, frozen=True):
    """"Return ~ to its owner's hand" in an Aura's ability that resolves after the Aura left play (Puppet
    Master's "When enchanted creature dies, …": the Aura is put into its owner's graveyard as its creature
    leaves, 420.5d): ~ while it is still in play, else the card it became in the first zone it went to on
    leaving play, while still there — none once it left that zone too (410.10c; added, session 45, d1). In an
    activated ability (Sword of the Ages' "exile ~"), that card only where the ability's own cost or instructions
    moved its source: a source that left play another way became a new object the ability doesn't know (217.8)."""


class TokenMaker(metaclass=dataclass, frozen=True):
    """In a token's own ability, the permanent whose ability put the token into play (Saproling Burst's token:
    "… equal to the number of fade counters on Saproling Burst", 216.1): that permanent while it is in play; none
    once it has left play (the card elsewhere is a new object, 217.8; added, session 71, h12)."""


class Granter(metaclass=dataclass, frozen=True):
    """In a granted ability, the permanent whose static ability grants it (Archery Training: the enchanted creature
    has "{T}: This creature deals X damage …, where X is the number of arrow counters on Archery Training" — the
    Aura, not the creature that has the ability, which is the ability's own "~"). The engine knows it from the
    ability itself: a granted :class:`ActivatedAbility` naming it carries ``granted_by`` (judge.engine.statics); once
    that permanent has left play, a value read of it is its last known information (413.2f; added, session 78)."""


class Target(metaclass=dataclass, frozen=True):
    """The object or player chosen for target number ``index`` (0-based) of the ability."""

    index: int = 0


class Enchanted(metaclass=dataclass, frozen=True):
    """The permanent the source local enchantment enchants (214.8g).

    ``noun``: the kind the card names it by ("enchanted land": Wellspring), kept for the card's
    own words (judge.cards.describe); "" where the reading doesn't say (the enchanted permanent).
    It decides nothing: not compared, not shown."""

    noun: str = dataclasses.field(default="", compare=False, repr=False)


class You(metaclass=dataclass, frozen=True):
    """The controller of the spell or ability ("you")."""


class ControllerOf(metaclass=dataclass, frozen=True):
    """The controller of ``ref`` ("its controller", "that land's controller")."""

    ref: "ObjRef"


class OwnerOf(metaclass=dataclass, frozen=True):
    """The owner of ``ref`` ("its owner's hand")."""

    ref: "ObjRef"


class All(metaclass=dataclass, frozen=True):
    """Every object and/or player matching any of ``filters`` when the effect applies
    ("each creature and each player", "all lands"). Not targeted (418.3b)."""

    filters: tuple[Filter, ...]


class TriggerObject(metaclass=dataclass, frozen=True):
    """The object the trigger event was about ("it", "that creature", "that land")."""


class TriggerSource(metaclass=dataclass, frozen=True):
    """The source of the damage that triggered the ability ("Whenever a creature deals damage
    to you, destroy *it*": No Mercy)."""


class TheBlockingCreature(metaclass=dataclass, frozen=True):
    """"The blocking creature" of a block trigger ("Whenever a creature blocks a black or red
    creature, the blocking creature gets +1/+1", Righteous Indignation): of the two creatures of
    the block the trigger is about, the one blocking (309.3) — "that creature" being the other."""


class TheAttackingCreature(metaclass=dataclass, frozen=True):
    """"The attacking creature" of a block trigger ("Whenever a creature blocks a creature with
    lesser power, destroy the attacking creature", No Quarter): of the two creatures of the block
    the trigger is about, the one attacking (the one blocked, 309.3)."""


class FirstCreature(metaclass=dataclass, frozen=True):
    """"The first creature" (Infinite Authority; added, session 76, h7: "Whenever enchanted creature blocks or becomes
    blocked by a creature with toughness 3 or less, destroy the other creature at end of combat. At the beginning of
    the next end step, if that creature was destroyed this way, put a +1/+1 counter on the first creature."): of the two
    creatures of the block its trigger event was about, the one the trigger names first — the creature enchanted as
    the event happened, blocking or blocked — whatever the Aura enchants later; that object only, while it is in play
    (217.8: once it left play it is a new object). "That creature" (:class:`TriggerObject`) is the other."""


class TriggerSubject(metaclass=dataclass, frozen=True):
    """The creature a combat trigger event is about — the one that blocks or becomes blocked —
    as the event happens; only in a trigger's ``detail``: "Whenever a creature becomes blocked by
    a creature with lesser power" (No Quarter) is ``detail`` Filter(power=Compare("<",
    PowerOf(TriggerSubject()))), the other creature's power against this one's (410.2)."""


class TriggerPlayer(metaclass=dataclass, frozen=True):
    """The player the trigger event was about ("that player": the player dealt damage,
    whose draw step it is, who tapped the land...)."""


class DefendingPlayer(metaclass=dataclass, frozen=True):
    """The defending player of the current combat (306)."""


class ActivePlayer(metaclass=dataclass, frozen=True):
    """The active player, the player whose turn it is (glossary "Active Player"): "that player"
    of a spell that may be played only during an opponent's turn ("Play this spell only during an
    opponent's turn. Tap target creature that player controls.": Delirium) — the opponent whose
    turn it is, as the spell is played (409.1c) and as it resolves (413.2a)."""


class Found(metaclass=dataclass, frozen=True):
    """The card(s) found by this ability's :class:`SearchLibrary` ("that card", "the card")."""


class Created(metaclass=dataclass, frozen=True):
    """The token(s) this spell or ability put into play: "it" after "Create a … token" ("Exile
    it at the beginning of the next end step": Angelic Favor, Hornet Cannon; 216.1)."""


class Chosen(metaclass=dataclass, frozen=True):
    """An object chosen on resolution, not targeted ("a source of your choice", 419.7c);
    ``filter`` says what may be chosen, ``chooser`` who chooses."""

    filter: Filter
    chooser: "ObjRef" = You()
    count: Amount = 1
    #: "up to N lands": none to N (413.2c).
    up_to: bool = False


class EachOne(metaclass=dataclass, frozen=True):
    """The player an effect is being applied to when it applies to each of several players
    in turn: "Each player draws as many cards as there are creature cards in *his or her*
    graveyard" (the count is taken for each player separately)."""


class Revealed(metaclass=dataclass, frozen=True):
    """The card revealed by this ability's :class:`RevealTop` ("if it's a creature card, put it
    into play")."""


class RevealedRest(metaclass=dataclass, frozen=True):
    """"All other cards revealed this way" / "the rest" after :class:`RevealUntil` (Hermit
    Druid): the revealed cards other than the one found, where they still are."""


class ChosenPlayer(metaclass=dataclass, frozen=True):
    """"The chosen player": the opponent chosen as the ability's source came into play
    (:class:`ChooseAsEntering`, 410.10e)."""


#: A :class:`ResultOf`: the life the players lost by the ability's :class:`LoseLife` before it
#: (Subversion: "You gain life equal to the life lost this way").
LIFE_LOST = "life lost"
#: (added, o4) ``ResultOf``: the damage the instruction before dealt, each recipient's part no more
#: than that player's life total before the damage was dealt or that creature's toughness (Drain
#: Life: "You gain life equal to the damage dealt, but not more life than …")
DAMAGE_DEALT_CAPPED = "damage dealt, up to life or toughness"
#: (added, session 77, h7) ``ResultOf``: how many of the cards a :class:`Dig` with ``rest_left`` revealed were not
#: chosen and stay on top of the library (Thran Tome as printed: "Draw the remaining cards")
REMAINING_REVEALED = "remaining revealed"

#: A word of ``Filter.extra`` (added, Oracle round thirteen, A–L): an object that isn't attacking
#: (308.5), with any status the filter also names ("each untapped creature you control … as long as
#: it's not attacking": Arcades Sabboth — untapped and not attacking).
NOT_ATTACKING = "not attacking"

#: A word of ``Filter.extra`` (added, session 42): an object with no rampage ability among its
#: abilities now (glossary "Rampage": a triggered ability, "When this creature becomes blocked, it
#: gets +[X]/+[X] until end of turn for each creature after the first blocking it") — Rapid Fire's
#: "If it doesn't have rampage, …", looked at as the instruction is reached (413.2)
WITHOUT_RAMPAGE = "without rampage"

#: A word of ``Filter.extra`` (added, o2): an object whose name isn't the source's ("Except for
#: creatures named ~ …": Akron Legionnaire — every creature of that name is spared, 402.6)
NOT_NAMED_SELF = "not named ~"
#: Hollow Warrior (added, c3): "an untapped creature you control not declared as an attacking or
#: blocking creature this combat" — read only in a cost to attack or block (CombatCost.tap_undeclared)
NOT_DECLARED_THIS_COMBAT = "not declared as an attacking or blocking creature this combat"


class PlayerWithMost(metaclass=dataclass, frozen=True):
    """"The player with the most life" (Wild Dogs, Ghazbán Ogre), "the player who controls the
    most creatures" (Wild Mammoth): the one player who has more of ``value`` (``life``, or
    ``permanents`` he or she controls matching ``filter``) than each other player, counted
    as the instruction is carried out (413.2f) — no player when two or more are tied for the
    most (there is no such player; the instruction does nothing)."""

    value: str
    filter: Optional["Filter"] = None


#: A filter's colour or creature type that is the one chosen as the ability's source came
#: into play ("permanents of the chosen color", "creatures of the chosen type"; 410.10e).
CHOSEN_COLOR = "the chosen color"
#: "Protection from the color of your choice" granted by an effect (Mother of Runes): the
#: colour is chosen as the effect is carried out (413.2c).
COLOR_OF_CHOICE = "the color of your choice"
#: "protection from the color of its controller's choice" (Wishmonger): the quality of a
#: protection the controller of the creature gaining it chooses as the ability resolves (413.2c).
COLOR_OF_CONTROLLERS_CHOICE = "the color of its controller's choice"
#: "protection from each of that spell's colors" granted by an effect (Opal Titan; added, session 72, h6): one
#: protection from each colour the triggering spell has as the effect is carried out, or as it last existed
#: (413.2f), fixed then (418.3c); none for a colourless spell.
COLORS_OF_THAT_SPELL = "each of that spell's colors"
#: "becomes the color or colors of your choice" (Prismatic Lace, Dream Coat): one or more.
COLORS_OF_CHOICE = "the color or colors of your choice"
CHOSEN_TYPE = "the chosen type"
class RememberedOnEntry(IdentityEnum):
    """What a permanent remembers of how it came into play that no one chose as it came into play —
    the entry choices (410.10e) are :class:`EntryChoice`'s: a key of ``Game.permanents.chosen_on_entry``
    beside them (one record per permanent, gone with it: 217.8), each member's value the words
    :func:`to_data` writes for it (:class:`SacrificedAsEntering`'s ``what``, as when it was a string)."""

    #: the X announced for a permanent's own spell (409.1b), remembered with the permanent it became
    #: (Venarian Gold's "the value of X as you played ~", :class:`XAsPlayed`)
    X_AS_PLAYED = "x as played"
    #: the number of permanents sacrificed as it came into play (Wood Elemental; its sacrifice makes it)
    SACRIFICED = "sacrificed"
    #: their total power and total toughness as they last existed in play (Dracoplasm; 413.2f)
    SACRIFICED_POWER = "sacrificed power"
    SACRIFICED_TOUGHNESS = "sacrificed toughness"


#: "As ~ comes into play, you and an opponent each choose a card name other than a basic land card name" (Null
#: Chamber; added, session 46, c1): the names chosen are :class:`EntryChoice`'s ``CARD_NAME`` and
#: ``OPPONENTS_CARD_NAME``. "spells with the chosen names", "lands with the chosen names" (Null Chamber): a card or
#: spell whose English name (202.3) is one of the names the description's source had chosen as it came into play
#: (410.10e)
WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY = "with a name chosen as it came into play"
#: A land-type change to the second basic land type chosen as its source came into play
#: (:class:`SetLandType`'s ``land_type``: Illusionary Terrain's "… are the second chosen type";
#: :class:`EntryChoice`'s ``SECOND_LAND_TYPE``)
SECOND_CHOSEN_TYPE = "the second chosen type"


class Sacrificed(metaclass=dataclass, frozen=True):
    """What was sacrificed to pay the cost of this spell or ability ("the sacrificed creature's
    power": Fling, Bloodshot Cyclops), or by its first instruction ("Sacrifice a creature. ~ deals
    damage equal to that creature's power …": Rupture), as it last existed in play (413.2f)."""


class SacrificedCards(metaclass=dataclass, frozen=True):
    """"Those creature cards" after "Sacrifice ~ and any number of creatures you control: … then exile ~ and
    those creature cards" (Sword of the Ages; added, session 46, c5): the cards the permanents the cost's
    "any number of creatures" sacrificed (409.1f) became in the graveyard they went to, while still there —
    one that left it since is a new object (217.8), and a token is no card (216.2). As printed ("{T}: Sacrifice Sword
    of the Ages and as many creatures as you choose. …", session 75, h8) the creatures an earlier instruction of the
    same resolution sacrificed (413.2)."""


class SacrificedTotalPower(metaclass=dataclass, frozen=True):
    """"The total power of the creatures sacrificed this way" (Sword of the Ages; added, session 46, c5): the
    sum of the powers of the creatures the cost's "any number of creatures" sacrificed (409.1f), each as it
    last existed in play (413.2f); 0 with none. As printed (session 75, h8) the creatures an earlier instruction of
    the same resolution sacrificed (413.2): "Sacrifice Sword of the Ages and as many creatures as you choose."."""


class AnyNumber(metaclass=dataclass, frozen=True):
    """A cost's "sacrifice … any number of creatures you control" (Sword of the Ages; added, session 46, c5):
    as many as its payer chooses as the cost is paid, none included (409.1f) — a :class:`SacrificeCost`'s
    count. ``total_power_at_least``: Phyrexian Dreadnought's "unless you sacrifice any number of creatures with
    total power 12 or greater" — only a set whose powers add up to that much pays it, one at least (413.2c: a
    player can't choose an option whose requirements he or she can't meet); an "unless" of a resolving ability."""

    total_power_at_least: Optional[int] = None


class DiscardedToPay(metaclass=dataclass, frozen=True):
    """The card discarded to pay the cost of this ability or spell ("the discarded card's
    converted mana cost": Volrath the Fallen, Pyromancy; "if the discarded card was a land card":
    Land's Edge), as it is now in its owner's graveyard or as it last existed (413.2f)."""


class ExiledToPay(metaclass=dataclass, frozen=True):
    """The card or permanent removed from the game to pay the cost ("the exiled card's converted
    mana cost": Necropolis), as it is now in the removed-from-the-game zone."""


class TappedToPay(metaclass=dataclass, frozen=True):
    """The permanent tapped to pay the cost ("Tap an untapped creature you control: … the tapped
    creature's power": Keldon Battlewagon, Unerring Sling), as it is when the ability resolves,
    or as it last existed in play (413.2f)."""


class TappedToPayThisTurn(metaclass=dataclass, frozen=True):
    """"All Merfolk tapped this turn to pay for its abilities" (Vodalian War Machine; added, session 67, h7): the
    permanents matching ``filter`` still in play that were tapped this turn to pay a cost of an activated ability of
    the ability's source — the source as the object it was (217.8), found as it last existed once it has left play
    (413.2f); a permanent that has left play since is a new object, not one of them (217.8). Not targeted."""

    filter: "Filter"


class Both(metaclass=dataclass, frozen=True):
    """Two objects one instruction names together ("Destroy target creature and target land":
    Fumarole; "Return ~ and another target creature to their owners' hands"): the
    instruction applies to both at once."""

    refs: tuple["ObjRef", ...]


class SourceOf(metaclass=dataclass, frozen=True):
    """"That permanent" after "counter target activated ability …" (Interdict): the source of the
    ability ``ref`` names (402.6: the permanent that generated it), countered or not."""

    ref: Any


_OBJ_REFS = (This, Target, Enchanted, You, ControllerOf, OwnerOf, All, TriggerObject, TriggerSource, TriggerPlayer,
             TheBlockingCreature, TheAttackingCreature, TriggerSubject,
             DefendingPlayer, ActivePlayer, Chosen, Found, Revealed, EachOne, ChosenPlayer, Sacrificed, Both, "SameName", RevealedRest,
             SourceOf, DiscardedToPay, ExiledToPay, TappedToPay, Created, PlayerWithMost, ThisAfterLeavingPlay,
             SacrificedCards, TappedToPayThisTurn, TokenMaker, Granter)


class EitherAll(metaclass=dataclass, frozen=True):
    """"All lands or all creatures" (Catastrophe, Essence Filter, Reign of Terror): as the spell
    resolves its controller chooses one of ``choices`` (413.2c: a choice other than a target,
    made on resolution), and the instruction then means every object that description fits,
    as :class:`All` does (413.2b). Not targeted (418.3b)."""

    choices: tuple[Filter, ...]


_OBJ_REFS += (EitherAll,)  # (Oracle statics and spells, third round)


class GraveyardPileEnd(IdentityEnum):
    """Which end of a graveyard's pile a reference picks its card from (:attr:`GraveyardEnd.end`; 217.4a: a
    graveyard is one pile, each card put on its top). Not a :class:`LibraryPosition`: that is where a card is *put*
    (a move's destination, judge.engine.events), this which card already there is *named* (413.2f) — a graveyard
    takes no position (each card goes on top), so the two never meet, and a member of one where the other is read
    is a mistake a type catches. Each member's value is the word the serialised IR keeps for it (:func:`to_data`
    writes it bare, as when the field was a string: ``judge card --json`` is unchanged); judge.cards.describe says
    each member (``GRAVEYARD_PILE_END_WORDS``); judge.engine tells them apart by the member, never the word."""

    TOP = "top"
    BOTTOM = "bottom"


class GraveyardEnd(metaclass=dataclass, frozen=True):
    """"The top card of your graveyard" (Soldevi Digger, Guiding Spirit), "the bottom card of
    target player's graveyard" (Phyrexian Furnace): of each graveyard of ``player``, the card at
    ``end`` (TOP or BOTTOM) of the pile as the instruction is carried out (413.2f) — a
    graveyard is one pile whose order no one changes, each card put on its top (217.4a, 217.4b);
    none if it is empty (added, Oracle round eight)."""

    player: Any
    end: GraveyardPileEnd = GraveyardPileEnd.TOP
    #: "the top creature card of your graveyard" (Corpse Dance, Shallow Grave; added, Oracle round
    #: nine): the card nearest that end among those matching it; None: the card at that end
    filter: Any = None


class MovedThisWay(metaclass=dataclass, frozen=True):
    """"That card" after "Put the top card of your library into your graveyard" (Saprazzan
    Breaker) or "Exile the top card of your library" (Chaos Harlequin): the card that
    instruction moved, in the zone it moved to (413.2f) — none if the library was empty (added,
    Oracle round eight)."""


_OBJ_REFS += (GraveyardEnd, MovedThisWay)  # (Oracle, round eight)


class DrawnThisWay(metaclass=dataclass, frozen=True):
    """"It" after "Draw a card and reveal it" (Sindbad; added, Oracle activated round nine): the
    card the ability's draw drew, where it is now (413.2f) — none if nothing was drawn."""


_OBJ_REFS += (DrawnThisWay,)  # (Oracle activated, round nine)


class AmongThem(metaclass=dataclass, frozen=True):
    """"Each of those creatures with flying" (Winter Blast; added, Oracle statics round eleven):
    of the objects ``ref`` means, those matching ``filter`` as the instruction is carried out
    (413.2f)."""

    ref: "ObjRef"
    filter: Filter


_OBJ_REFS += (AmongThem,)  # (Oracle statics and spells, round eleven)


class AffectedThisWay(metaclass=dataclass, frozen=True):
    """"Those creatures" after "Non-Wall creatures the active player controls attack this turn if
    able" (Maddening Imp; added, session 43, c7): the objects the ability's earlier rules effect
    applies to — its set fixed as it resolved (418.3b), kept by a delayed ability it creates
    (406.2c) whoever controls them later; none if it applied to nothing."""


_OBJ_REFS += (AffectedThisWay,)  # (session 43, c7)


#: A description word (Filter.extra): "target permanent you own or control" (Telim'Tor's
#: Edict) — its owner or its controller is the ability's controller (glossary "Owner").
YOU_OWN_OR_CONTROL = "you own or control"

#: Description words of a spell by what it targets (Filter.extra): "target spell that targets a
#: creature" (Intervene), "… that targets a permanent you control" (Avoid Fate) — one of the
#: spell's targets is that now (409.1c as it is targeted; 413.2a again on resolution).
TARGETS_A_CREATURE = "targets a creature"
TARGETS_YOUR_PERMANENT = "targets a permanent you control"
#: "target spell that targets an enchantment" (Vigilant Martyr; added, Oracle round eight): one of
#: the spell's targets is an enchantment now (409.1c, 413.2a).
TARGETS_AN_ENCHANTMENT = "targets an enchantment"
#: "a spell that targets you or a creature you control" (Reparations; added, Oracle triggers round
#: nineteen): one of the spell's targets is the player the words call "you", or a creature that
#: player controls, as they are now (409.1c: targets are chosen as the spell is played).
TARGETS_YOU_OR_YOUR_CREATURE = "targets you or a creature you control"
#: The description words of a spell by what its targets are, said "that <words>" (describe, trace).
TARGETS_SUCH = (TARGETS_A_CREATURE, TARGETS_AN_ENCHANTMENT, TARGETS_YOUR_PERMANENT, TARGETS_YOU_OR_YOUR_CREATURE)
#: "Aura spells with enchant creature" (Rootwater Shaman; added, Oracle statics round thirteen,
#: M–Z): an Aura (the era's local enchantment) whose enchant ability is "enchant creature", no
#: more and no less (214.8a: what it may enchant).
WITH_ENCHANT_CREATURE = "with enchant creature"
#: "each permanent with fading you control" (Parallax Inhibitor; added, session 75, h7): a permanent with a fading
#: ability among its abilities now. Fading (Nemesis) is read as its reminder text says (502.1: a keyword stands for
#: the rule its reminder text summarizes, judge.cards.text): "This permanent comes into play with N fade counters on
#: it" and "At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it." — the
#: permanent has fading while it has that upkeep ability (judge.engine.filters.is_fading); one that lost its
#: abilities (Humility) has none, whatever counters are on it.
WITH_FADING = "with fading"
#: "each creature enchantment on it" (Rabid Wombat as printed; added, printed round eighteen): a
#: local enchantment of the subtype enchant creature (214.8a), its "Play only on …" narrowing it or
#: not (214.8c) — an Aura whose enchant ability names creatures alone; not an enchant permanent.
OF_SUBTYPE_ENCHANT_CREATURE = "with an enchant creature subtype"
#: "target non-Wall creature the active player has controlled continuously since the beginning of
#: the turn" (Nettling Imp, Norritt; added, Oracle activated round nine): a permanent the active
#: player controls and has controlled since the turn began — one that could be declared an
#: attacker as far as that goes (308.1), looked at as it is targeted and again on resolution.
ACTIVE_PLAYER_SINCE_TURN_BEGAN = "the active player has controlled continuously since the beginning of the turn"
#: "Do not destroy creatures the player did not control at the beginning of the turn." (Total War as printed; added,
#: session 71, h7): a permanent the active player controls and controlled as the turn began (the turn's record of its
#: beginning, before its untap step: 301.1, 302.1), the same object then and now (217.8) — one lost and regained since
#: included, where ACTIVE_PLAYER_SINCE_TURN_BEGAN's "continuously" leaves it out.
ACTIVE_PLAYER_AT_TURN_START = "the active player controlled at the beginning of the turn"

#: A description word's prefix (Filter.extra), the set's code after it (added, Oracle round
#: eight): "with a name originally printed in the Antiquities expansion" (Golgothian Sylex,
#: Apocalypse Chime) — the first set of the era, by release date, that printed a card with the
#: permanent's name is that set (a name no card of the era has was printed in none).
ORIGINALLY_PRINTED_IN = "name originally printed in "


# --------------------------------------------------------------------------- amounts


class VarX(metaclass=dataclass, frozen=True):
    """The value of X chosen as the spell or ability is played (409.1c)."""


class CountOf(metaclass=dataclass, frozen=True):
    """The number of objects matching ``filter`` on resolution ("the number of mountains you control")."""

    filter: Filter


class PowerOf(metaclass=dataclass, frozen=True):
    """The power of ``ref`` as an amount ("damage equal to its power"), determined when used (413.2f)."""

    ref: ObjRef


class ToughnessOf(metaclass=dataclass, frozen=True):
    """The toughness of ``ref`` as an amount, determined when used (413.2f)."""

    ref: ObjRef


class ConvertedManaCostOf(metaclass=dataclass, frozen=True):
    """The converted mana cost of ``ref`` (Reanimate: "its converted mana cost"), as it last
    existed if it has changed zones since (413.2f)."""

    ref: ObjRef


class CardsInHand(metaclass=dataclass, frozen=True):
    """The number of cards in ``player``'s hand (Maro)."""

    player: ObjRef = You()


class ResultOf(metaclass=dataclass, frozen=True):
    """An amount an earlier effect of the same ability produced: ``what`` is
    ``damage dealt`` ("the damage dealt this way"), ``damage prevented``, ``discarded``
    ("that many cards" after a discard) or ``moved`` (the cards the previous effect moved)."""

    what: str


class MostDiscardedThisWay(metaclass=dataclass, frozen=True):
    """"… draws cards equal to the greatest number of cards a player discarded this way"
    (Windfall): the largest of the numbers of cards each player discarded by the ability's
    instruction before it (added, Oracle statics and spells round fourteen)."""


class ManaPaidThisWay(metaclass=dataclass, frozen=True):
    """"… equal to the amount of mana they paid this way" (Liege of the Hollows; added, session 67, h7): the amount of
    mana ``player`` paid by the ability's :class:`EachMayPayAnyMana` before it — each player's own (413.2d)."""

    player: ObjRef


class ShuffledThisWay(metaclass=dataclass, frozen=True):
    """"Each player shuffles the cards from their hand into their library, then draws that many
    cards" (Winds of Change): the number of cards of ``player``'s own the ability's instruction
    before shuffled into his or her library — each player's own count (413.2d; added, Oracle
    statics and spells round fourteen)."""

    player: ObjRef


class DiscardedThisWay(metaclass=dataclass, frozen=True):
    """"Each player discards any number of cards, then draws that many cards" (Flux): the number of
    cards ``player`` discarded by the ability's instructions before — each player's own count
    (413.2d), not the last player's (:class:`ResultOf` ``discarded``)."""

    player: ObjRef


class MovedThisWayControlledBy(metaclass=dataclass, frozen=True):
    """"Exile all white creatures. For each creature exiled this way, its controller draws a card."
    (Martyr's Cry): the number of permanents the ability's instruction before moved out of play that
    ``player`` controlled as each last existed in play (413.2f) — each player's own count (added,
    Oracle statics and spells round fourteen). With ``mana_value`` (added, o7), not their number but
    the total of their converted mana costs as each last existed (Seeds of Innocence: "the
    controller of each of those artifacts gains life equal to its converted mana cost")."""

    player: ObjRef
    mana_value: bool = False


class CountMovedThisWay(metaclass=dataclass, frozen=True):
    """"for each creature card put into your graveyard this way" (Song of Blood, after "Put the top
    four cards of your library into your graveyard"; added, session 68, h5): the number of the
    cards the spell's instruction before put into ``whose`` graveyard that match ``filter`` as
    they were put there. What happened is fixed once it has happened: a delayed ability the spell
    creates (406.2a) reads the number counted as the spell resolved, however the graveyard changes
    later (413.2f)."""

    filter: Filter
    whose: ObjRef


class Negative(metaclass=dataclass, frozen=True):
    """-amount (``-X``)."""

    amount: "Amount"


class Product(metaclass=dataclass, frozen=True):
    """``factor`` times ``amount`` ("you gain 2 life for each creature you control")."""

    factor: int
    amount: "Amount"


class Sum(metaclass=dataclass, frozen=True):
    """The sum of ``terms`` ("1 plus the number of …"; "… minus 4" adds a :class:`Negative`)."""

    terms: tuple["Amount", ...]


class DiedThisTurn(metaclass=dataclass, frozen=True):
    """The number of creatures put into a graveyard from play this turn ("for each creature that
    died this turn", Khabál Ghoul); ``whose``: only those put into that player's graveyard
    ("into your graveyard from play this turn", Asmira). Determined when used (413.2f)."""

    whose: Optional["ObjRef"] = None


class DamageDealtThisTurn(metaclass=dataclass, frozen=True):
    """The damage dealt to ``to`` (a player) this turn, all of it ("the damage dealt to you this
    turn", Simulacrum; "for each 1 damage dealt to you this turn", Discordant Spirit): the
    turn's record (judge.engine.state.TurnMemory), determined when used (413.2f)."""

    to: "ObjRef" = You()


class CountAtTurnStart(metaclass=dataclass, frozen=True):
    """The number of permanents that fit ``filter`` at the beginning of this turn, before its untap
    step (301.1, 302.1): each as it was then — tapped or untapped, its types, its controller (Power Surge:
    "the number of untapped lands they controlled at the beginning of this turn"), from the turn's
    record (judge.engine.state.TurnMemory.at_beginning), determined when used (413.2f).

    ``controlled_now``: the filter's ``controlled_by`` is the player who controls each of them now, as it is
    read, each still in play as the same object (217.8) — not its controller then (Power Surge as printed:
    "1 damage for each land he or she controls that was untapped at the beginning of the turn")."""

    filter: "Filter"
    controlled_now: bool = False


class DamageDealtThisTurnBy(metaclass=dataclass, frozen=True):
    """The damage dealt to ``to`` (a player, or the ability's source: Blazing Effigy's "the amount of
    damage dealt to ~ this turn by other sources named ~") so far this turn by sources that fit
    ``by`` as each dealt it — the source's characteristics at the time of the damage, not now
    (Reverse Polarity: "twice the damage dealt to you so far this turn by artifacts"): the turn's record
    (judge.engine.state.TurnMemory.damage_dealt), determined when used (413.2f). Damage prevented
    was never dealt and isn't counted (419.5)."""

    by: "Filter"
    to: "ObjRef" = You()


class TimesRegeneratedThisTurn(metaclass=dataclass, frozen=True):
    """How many times ``what`` regenerated this turn — each time a regeneration shield (or a static
    "If ~ would be destroyed, regenerate it", Clergy of the Holy Nimbus) replaced its destruction
    (419.6b; glossary "Regenerate"): "for each time it regenerated this turn" (Spiny
    Starfish; added, session 48, h2), determined when used (413.2f)."""

    what: "ObjRef" = This()


class LifeTotal(metaclass=dataclass, frozen=True):
    """``player``'s life total ("~'s power and toughness are each equal to your life total",
    Serra Avatar), determined when used."""

    player: ObjRef = You()


class Half(metaclass=dataclass, frozen=True):
    """Half ``of``, rounded up or down ("half X damage, rounded down", Banshee), determined
    when used."""

    of: "Amount"
    round_up: bool = False


class Fraction(metaclass=dataclass, frozen=True):
    """One ``parts``-th of ``of``, rounded up or down ("a third of their life … Round up each time",
    Pox; added, session 43), determined when used."""

    of: "Amount"
    parts: int
    round_up: bool = True


class HalfLife(metaclass=dataclass, frozen=True):
    """Half ``player``'s life total, rounded up ("You lose half your life, rounded up")."""

    player: ObjRef = You()


class CountersOn(metaclass=dataclass, frozen=True):
    """The number of counters of ``kind`` on ``what`` ("for each age counter on it"; glossary
    "Counter"), determined when used."""

    what: "ObjRef"
    kind: str


class TimesPaid(metaclass=dataclass, frozen=True):
    """How many times the spell's optional additional cost ``mana`` was paid, as announced
    when it was played (409.1f): "for each additional {1}{G} you paid" (Taste of Paradise)."""

    mana: str


class LastPaidUpkeep(metaclass=dataclass, frozen=True):
    """``what``'s last paid cumulative upkeep (Revered Unicorn, Mwonvuli Ooze as printed): the
    mana its last cumulative upkeep payment paid, for all its counters (glossary "Cumulative
    Upkeep": "pay [cost] for each cumulative upkeep counter"); 0 while none has been paid since
    it came into play. Determined when used (413.2f: as it last existed in play)."""

    what: ObjRef = This()


class ChosenNumber(metaclass=dataclass, frozen=True):
    """"the last chosen number" (Shapeshifter): the number its controller chose as it came into
    play (410.10e, :class:`ChooseAsEntering` with ``EntryChoice.NUMBER``) or chose since by its
    :class:`ChooseNumberAgain`."""


class ChooseNumberAgain(metaclass=dataclass, frozen=True):
    """"you may choose a number between 0 and 7" (Shapeshifter's upkeep ability): its controller
    chooses one of ``among`` as the ability resolves (413.2c); it becomes the source's
    :class:`ChosenNumber`."""

    among: tuple[str, ...]


class ChooseColorAgain(metaclass=dataclass, frozen=True):
    """"… and choose a color" (Chromatic Armor's "{X}: Put a sleight counter on ~ and choose a color."; added,
    session 72, h6): its controller chooses a colour as the ability resolves (413.2c); it replaces the one the
    source chose as it came into play (410.10e) or since — "the chosen color" (the Oracle's "last chosen color")
    is this one."""


class LifePaidAsEntering(metaclass=dataclass, frozen=True):
    """"the life paid as it came into play" (Minion of the Wastes): the amount of life its
    controller paid for "As ~ comes into play, pay any amount of life" (410.10e), remembered with
    the permanent (:class:`ChooseAsEntering` with ``EntryChoice.LIFE_PAID``)."""


class SacrificedAsEntering(metaclass=dataclass, frozen=True):
    """"the number of Forests sacrificed as it came into play" (Wood Elemental): how many
    permanents its controller sacrificed for "As ~ comes into play, sacrifice any number of …"
    (410.10e), remembered with the permanent (:class:`SacrificesAsEntering` with ``any_number``)."""

    # ``what``: ``RememberedOnEntry.SACRIFICED`` (how many), or Dracoplasm's "the total power of those
    # creatures" (``SACRIFICED_POWER``) and "their total toughness" (``SACRIFICED_TOUGHNESS``) — the
    # sacrificed creatures' as they last existed in play (413.2f)
    what: RememberedOnEntry = RememberedOnEntry.SACRIFICED


class XAsPlayed(metaclass=dataclass, frozen=True):
    """"the value of X as you played ~" (Venarian Gold's comes-into-play ability): the X announced
    for the permanent's own spell (409.1b), remembered with the permanent it became (under
    ``RememberedOnEntry.X_AS_PLAYED``); 0 for a permanent that wasn't played as a spell — glossary "X": a card
    in any zone but the stack has its {X} treated as 0, and X in play is defined by the text."""


Amount = Union[int, VarX, SacrificedTotalPower, CountOf, PowerOf, ToughnessOf, ConvertedManaCostOf, CardsInHand, ResultOf, Negative, HalfLife, LifeTotal, DiedThisTurn, DamageDealtThisTurn, TimesRegeneratedThisTurn, Half, Fraction, CountersOn, Sum, Product, TimesPaid,
               MostDiscardedThisWay, ManaPaidThisWay, ShuffledThisWay, DiscardedThisWay, MovedThisWayControlledBy, CountMovedThisWay, LastPaidUpkeep, LifePaidAsEntering, SacrificedAsEntering, ChosenNumber, XAsPlayed]


# --------------------------------------------------------------------------- keywords


class Keyword(metaclass=dataclass, frozen=True):
    """A keyword ability of rule 502: ``name`` in :data:`KEYWORDS`; ``param`` is the land type
    of landwalk (502.6, ``island``) or the quality of protection (502.7, ``black``,
    ``artifacts``)."""

    name: str
    param: Optional[str] = None
    text: str = ""

    def __str__(self) -> str:
        if self.name == "landwalk":
            if self.param == LEGENDARY_LAND:  # (added, Oracle round ten, A–L) Livonya Silone
                return "legendary landwalk"
            if self.param and self.param.removeprefix("snow ") in LANDWALKS_CHOSEN:  # (added, session 44, c6)
                snow = "snow-covered " if self.param.startswith("snow ") else ""
                return f"{snow}landwalk of {self.param.removeprefix('snow ')}"
            if self.param and self.param.startswith("snow "):
                # the era's term (glossary "Snow-Covered (Obsolete)"; Rime Dryad printed
                # "Snow-covered forestwalk"), not the later "snow": audit 4743
                return f"snow-covered {self.param.removeprefix('snow ')}walk"
            return f"{self.param}walk" if self.param else "all landwalk abilities"  # (Hammerheim: any type)
        if self.name == "protection":
            return f"protection from {self.param}"
        if self.name == "bands with other":  # (added, Oracle round eleven, A–L) the Legends lands
            # (none named: every one, Shelkin Brownie's "loses all …", Oracle activated round fourteen)
            return f"bands with other {self.param}" if self.param else 'all "bands with other" abilities'
        return self.name


# --------------------------------------------------------------------------- costs


class SacrificeCost(metaclass=dataclass, frozen=True):
    """Sacrifice ``what`` as a cost: :class:`This` (the source) or ``count`` permanents you
    control matching a :class:`Filter`."""

    what: Union[This, Filter]
    count: Union[int, "VarX", AnyNumber] = 1


#: A cost's "Remove all pain counters from ~": every counter of that kind, X being their number.
ALL_COUNTERS = "all"


class Cost(metaclass=dataclass, frozen=True):
    """An activation cost (403.1: everything before the colon), paid in the order of 409.1f.

    ``mana`` is canonical (``{1}{G}``, ``{X}``); ``tap``/``untap`` are ``{T}``/``{Q}``;
    ``life`` is "Pay N life"; ``tap_other`` is "Tap an untapped swamp you control";
    ``discard`` is "Discard a card"; ``remove_counters`` is (kind, count); ``discard_self`` is
    "Discard this card" (an ability played from the hand: cycling, 402.9).
    """

    mana: Optional[str] = None
    tap: bool = False
    untap: bool = False
    sacrifice: tuple[SacrificeCost, ...] = ()
    #: (X — :class:`VarX` — only in a spell's additional cost: "pay X life", 409.1b)
    #: (Essence Vortex's "unless its controller pays life equal to its toughness": :class:`ToughnessOf`,
    #: found as the spell resolves, 413.2f)
    #: (Tornado's "Pay 3 life for each velocity counter on ~": a :class:`Product` of :class:`CountersOn`
    #: the source, counted as the cost is paid, 409.1f)
    life: "int | VarX | HalfLife | ToughnessOf | ConvertedManaCostOf | Product" = 0
    tap_other: Optional[Filter] = None
    discard: Optional[Filter] = None
    discard_count: "int | VarX" = 0
    remove_counters: Optional[tuple[str, "int | VarX | str"]] = None
    discard_self: bool = False
    #: "Return an Island you control to its owner's hand" (Daze): what, and how many (X — :class:`VarX`
    #: — only in a spell's additional cost: Infernal Harvest's "return X Swamps", 409.1b).
    return_to_hand: Optional[tuple[Filter, "int | VarX"]] = None
    #: "Return ~ to its owner's hand" (Ovinomancer, Recurring Nightmare): the source itself.
    return_self: bool = False
    #: "Exile a red card from your hand" (Force of Will's kind), "exile a creature card from
    #: your graveyard", "exile a creature you control": what (its zone in the filter), how many
    #: (X — :class:`VarX` — only in a spell's additional cost: Haunting Misery's "exile X creature
    #: cards from your graveyard", 409.1b).
    exile: Optional[tuple[Filter, "int | VarX"]] = None
    #: "have an opponent gain 3 life" (Invigorate's alternative cost): who — ``an opponent`` or
    #: ``each other player``, in a game of two (100.1) the opponent — and how much life.
    others_gain_life: Optional[tuple[str, int]] = None
    #: "Tap two untapped creatures you control" (Tradewind Rider): how many ``tap_other`` taps.
    tap_other_count: int = 1
    #: "Discard your hand" (Null Brooch): every card in it (an empty hand pays it too).
    discard_hand: bool = False
    #: "Sacrifice all permanents you control" (Kaervek's Spite): every permanent its payer controls
    #: that fits, no choice (none at all pays it too); paid only as an activated ability's or a
    #: spell's cost (judge.engine.support).
    sacrifice_all: Optional[Filter] = None
    #: "Put a -0/-1 counter on ~" (Wall of Roots) / "on a creature you control" (Wandering Mage):
    #: (kind, count, the permanent's description — None for the source itself).
    put_counters: Optional[tuple[str, int, Optional[Filter]]] = None
    #: "Remove a +1/+1 counter from a creature you control" (Spike Rogue): (kind, count, which).
    remove_counters_other: Optional[tuple[str, int, Filter]] = None
    #: "Skip your next turn" / "… untap step" as a cost (Chronatog, Avizoa, Meditate as printed):
    #: what its payer will skip (glossary "Skip"), a skip made as the cost is paid (409.1f).
    skip: Optional[str] = None
    #: Portal's "destroy one of your Forests or destroy ~" (Plant Elemental; added, printed round
    #: seventeen): an instruction offered as the one the player may choose instead of the other
    #: (413.2c), a destruction of that many permanents he or she controls and chooses (glossary
    #: "Destroy"), regeneration allowed — only as an "unless" of a resolving ability
    #: (judge.engine.effects.resolution_costs._if_you_do), never an activation cost: what, how many.
    destroy: Optional[tuple[Filter, int]] = None
    #: Curse Artifact as printed (added, session 78, h6): "may choose to bury target artifact" — the ``destroy``
    #: part buried: destroyed and it can't be regenerated (glossary "Bury (Obsolete)"), not sacrificed.
    destroy_buried: bool = False
    #: Koskun Falls as printed (added, session 79, h7): "tap target untapped creature you control or bury ~" — the
    #: ability's target (its reference), tapped by the payer as the instruction he or she may choose instead of the
    #: other (413.2c) — only as an "unless" of a resolving ability (judge.engine.effects.resolution_costs._if_you_do),
    #: never an activation cost.
    tap_target: Optional["Target"] = None
    #: Deep Spawn (added, Oracle triggers round sixteen): "unless you put the top two cards of your
    #: library into your graveyard" — how many of the payer's library's top cards, all of them or
    #: none (413.2c) — only as an "unless" of a resolving ability (judge.engine.effects.resolution_costs._if_you_do),
    #: never an activation cost.
    mill: int = 0
    #: Hidden Retreat: "Put a card from your hand on top of your library" — which card (its
    #: description, zone ``hand``) and how many, chosen by the player paying as the ability is
    #: played (409.1f); an activation cost only (judge.engine.support).
    to_library_top: Optional[tuple[Filter, int]] = None
    #: Psychic Vortex (added, upk): "Cumulative upkeep—Draw a card" ("unless you draw a card for each
    #: age counter on ~") — how many cards the payer draws (glossary "Draw"; 102.2: drawing more than
    #: the library holds is still drawing, the player then loses) — only as an "unless" of a resolving
    #: ability (judge.engine.effects.resolution_costs._if_you_do), never an activation cost.
    draw: int = 0
    #: Varchild's War-Riders (added, upk): "Cumulative upkeep—Have an opponent create a 1/1 red Survivor
    #: creature token" — the token and how many the payer's opponent puts into play (in a game of two,
    #: 100.1; under that opponent's control, owned by the ability's controller, 216.1) — only as an
    #: "unless" of a resolving ability, never an activation cost.
    opponent_tokens: Optional[tuple["TokenSpec", int]] = None
    #: Skeleton Scavengers (added, session 47): "Pay {1} for each +1/+1 counter on ~" — this mana for each counter
    #: of that kind on the source, counted as the cost is paid (409.1f); an activated ability's cost only
    #: (judge.engine.support).
    mana_each_counter: Optional[tuple[str, "CountersOn"]] = None
    #: Land Grant (added, session 64, h6): "reveal your hand" as its alternative cost — every card in its payer's
    #: hand shown to all players and kept there (glossary "Reveal"), as the cost is paid (409.1f); an empty hand is
    #: revealed too; a spell's or an activated ability's cost only (judge.engine.support).
    reveal_hand: bool = False
    #: Tidal Control (added, session 73, h10): "Pay 2 life or {2}" — the other cost of the two, which its payer may
    #: pay in this one's place: which one is paid is announced as the ability is played (409.1f: "The player
    #: announces choices for any variable or alternative costs at this time"), and only that one is paid; an
    #: activated ability's cost only (judge.engine.casting).
    or_cost: Optional["Cost"] = None
    #: Foil (added, session 64, h6): "discard an Island card and another card" — that many more cards of any kind
    #: from the payer's hand, besides the ``discard`` ones, discarded with them (409.1f): an Island card too.
    discard_another: int = 0

    def __str__(self) -> str:
        parts = []
        if self.mana:
            parts.append(self.mana)
        if self.mana_each_counter is not None:
            parts.append(f"Pay {self.mana_each_counter[0]} for each {self.mana_each_counter[1].kind} counter on this")
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        for s in self.sacrifice:
            parts.append("Sacrifice " + ("this" if isinstance(s.what, This) else f"{s.count} matching"))
        if self.tap_target is not None:
            parts.append(f"Tap target #{self.tap_target.index + 1}")
        if self.mill:
            parts.append(f"Put the top {self.mill} cards of your library into your graveyard")
        if self.draw:
            parts.append(f"Draw {self.draw} card{'s' if self.draw != 1 else ''}")
        if self.opponent_tokens is not None:
            parts.append(f"Have an opponent put {self.opponent_tokens[1]} {self.opponent_tokens[0].name} token(s) into play")
        if isinstance(self.life, Product) and isinstance(self.life.amount, CountersOn):
            parts.append(f"Pay {self.life.factor} life for each {self.life.amount.kind} counter on this")
        elif self.life:
            parts.append(f"Pay {self.life} life")
        if self.tap_other is not None:
            parts.append("Tap an untapped permanent" if self.tap_other_count == 1
                         else f"Tap {self.tap_other_count} untapped permanents")
        if self.discard is not None:
            parts.append("Discard")
        if self.discard_self:
            parts.append("Discard this card")
        if self.discard_another:
            parts.append(f"Discard {self.discard_another} more")
        if self.reveal_hand:
            parts.append("Reveal your hand")
        if self.others_gain_life is not None:
            parts.append(f"Have {self.others_gain_life[0]} gain {self.others_gain_life[1]} life")
        if self.skip:
            parts.append(f"Skip your next {self.skip}")
        if self.destroy is not None:
            parts.append(f"{'Bury' if self.destroy_buried else 'Destroy'} {self.destroy[1]} matching")
        if self.to_library_top is not None:
            parts.append(f"Put {self.to_library_top[1]} matching on top of your library")
        return ", ".join(parts)


# --------------------------------------------------------------------------- targets


class TargetSpec(metaclass=dataclass, frozen=True):
    """One "target" word of an ability (409.1b): what is a legal choice and how many.

    ``min_count``/``max_count``: 1/1 normally; "up to three target creatures" is 0/3;
    "any number of target creatures and/or players" is 0/None. ``divided`` marks
    "N damage divided any way you choose among ..." (409.1d). ``count_x``: "X target lands"
    — exactly X, as announced before the targets are chosen (409.1b, 409.1c).
    """

    index: int
    filter: Filter
    min_count: int = 1
    max_count: Optional[int] = 1
    divided: bool = False
    text: str = ""
    count_x: bool = False
    #: "For each additional {1}{R} you paid, destroy another target artifact" (Primitive
    #: Justice): as many as the times that optional cost is paid, announced as the spell is
    #: played — a choice that affects the number of targets (409.1c).
    count_paid: Optional[str] = None
    #: "up to three target cards from a single graveyard" (Carrion Beetles): every target chosen
    #: for this word in one zone of one player (409.1c).
    single_zone: bool = False
    #: "Choose two target creatures controlled by the same player" (Cannibalize; added, session 76, h6): every
    #: target chosen for this word controlled by one player — part of the choice of targets (409.1c).
    same_controller: bool = False
    #: "Destroy up to X target lands, where X is the number of verse counters on ~" (Rumbling
    #: Crescendo): at most this many, counted as the targets are announced (409.1c; the cost, a
    #: sacrifice, is paid after them, 409.1f). ``max_count`` is then None.
    max_amount: Optional["Amount"] = None
    #: "target creature of defending player's choice" (Erithizon), "target nonartifact creature
    #: that player controls of their choice" (The Abyss): the player who chooses this target as
    #: the ability goes on the stack, not its controller — "a few spells or abilities allow the
    #: player's opponent to choose the target" (409.1c). Added, Oracle round nine; a triggered
    #: ability's only (judge.engine.support).
    chosen_by: Optional["ObjRef"] = None


# --------------------------------------------------------------------------- conditions


class ConditionKind(IdentityEnum):
    """What a :class:`Condition` checks, and what its fields then mean (each member's value is
    the words the serialised IR keeps for it: :func:`to_data`; judge.cards.describe words each
    one, judge.engine.context registers the test of each).

    The players ``player`` names: "you", "an opponent", "each player" … — one of them, for a
    count or a comparison."""

    #: ``ref`` has the status ``value`` (``untapped``, ``tapped``, ``attacking``, …, or
    #: :data:`NOT_ATTACKING`): "as long as ~ is untapped"
    STATUS = "status"
    #: ``ref`` matches ``filter``: "if it's a creature card" (Call of the Wild)
    MATCHES = "matches"
    #: ``ref``, the permanent the effect the condition gates changes (the enchanted permanent), matches ``filter``
    #: apart from that effect: as the effects applied before it leave it (418.5b-c), never as it leaves it itself —
    #: Animate Artifact's "As long as enchanted artifact isn't a creature, it's an artifact creature …"
    MATCHES_APART = "matches apart from the effect it gates"
    #: the ability's coin flip was ``value``, ``won`` or ``lost`` (Bottle of Suleiman, 417.1)
    FLIP = "flip"
    #: an object matching ``filter`` exists: "if there is a …", "as long as a … is in play"
    EXISTS = "exists"
    #: no object matching ``filter`` exists: "if there are no …"
    NONE = "none"
    #: ``ref`` is in the zone ``value`` ("in play", "graveyard")
    IN_ZONE = "in zone"
    #: ``player`` (you, by default) controls an object matching ``filter``
    CONTROLS = "controls"
    #: ``player`` (you, by default) controls a permanent named ``value`` (Urza's Mine: "if you
    #: control an Urza's Power-Plant and an Urza's Tower")
    CONTROLS_NAMED = "controls named"
    #: ``player``'s hand has no cards: the state of a state trigger (410.11)
    HAND_EMPTY = "hand empty"
    #: ``ref`` came under its controller's control since the beginning of his or her last upkeep
    #: (echo)
    CONTROLLED_SINCE_LAST_UPKEEP = "controlled since last upkeep"
    #: your life total and ``player``'s differ by ``value`` or less (Psychic Transfer)
    LIFE_DIFFERENCE = "life difference"
    #: for one of the players ``player`` names, the number ``value`` names compares by ``compare``:
    #: ``life``, ``cards in hand``, ``permanents`` he or she controls matching ``filter``; or, with
    #: no player, ``objects`` in play matching ``filter`` ("there are seven or more lands")
    COUNT = "count"
    #: one of the players ``player`` names has more of ``value`` (as :attr:`COUNT`'s) than
    #: ``than``, or than each other player when it is None; with ``compare``, more by the margin
    #: it states: "at least four more creatures than you" (Avatar of Might)
    MORE = "more"
    #: it is ``value`` (a :class:`PlayerRelation`)'s turn: YOU, the ability's controller's turn, or
    #: OPPONENT: not ("as long as it's your turn": Vibrating Sphere)
    TURN = "turn"
    #: an Aura enchants ``ref`` ("as long as ~ is enchanted": Thran Golem)
    ENCHANTED = "enchanted"
    #: the spell's optional additional cost was paid as it was played (409.1f: "If this spell's
    #: additional cost was paid", Undergrowth)
    ADDITIONAL_COST_PAID = "additional cost paid"
    #: ``ref`` did what ``value`` says in combat, one of :data:`COMBAT_DEED_PHRASES`: "if ~
    #: attacked or blocked this combat"; with ``filter``, a block with a creature matching it: "if
    #: ~ blocked or was blocked by a blue creature this turn"
    COMBAT_DEED = "combat deed"
    #: ``ref`` came into play from its controller's hand — put into play from it, or as the spell
    #: played from it resolved: glossary "Play"; Portal's "comes into play from your hand"
    PLAYED_FROM_HAND = "played from hand"
    #: ``ref`` is the only attacking creature (Dream Prowler, 308.5)
    ATTACKING_ALONE = "attacking alone"
    #: the ability has been activated ``compare`` times this turn ("if this ability has been
    #: activated four or more times this turn")
    ACTIVATIONS = "activations"
    #: the card ``ref`` names, set aside or removed by the ability, has not been played (a card
    #: played is a new object, 217.8): Grinning Totem, Elkin Bottle
    FOUND_NOT_PLAYED = "found not played"
    #: a creature was put into a graveyard from play this turn (Osai Vultures)
    CREATURE_DIED_THIS_TURN = "creature died this turn"
    #: ``ref`` has at least one counter of the kind ``value`` on it (or as many as ``compare``
    #: says): "if it has a depletion counter on it" (Land Cap)
    COUNTERS = "counters"
    #: ``ref`` has no counter of the kind ``value`` on it ("If there are no depletion counters on
    #: Sandstone Needle")
    NO_COUNTERS = "no counters"
    #: every one of ``all_of`` holds ("as long as it's blocking and you control a snow land": Snow
    #: Devil; added, stat)
    ALL_HOLD = "all hold"
    #: ``ref`` is in its owner's graveyard with cards matching ``filter`` above it — as many as
    #: ``compare`` says, or, ``value`` :data:`DIRECTLY`, the one card right above it ("if ~ is in
    #: your graveyard with a creature card directly above it": Death Spark, Krovikan Horror; "with
    #: three or more creature cards above it": Nether Shadow; added, otrig6)
    CARDS_ABOVE = "cards above in graveyard"
    #: ``ref`` is in its owner's graveyard and no other card there matches ``filter`` ("if ~ is the
    #: only creature card in your graveyard": Nether Spirit; added, Oracle triggers round thirteen)
    ONLY_CARD_OF_KIND = "only card of its kind in graveyard"
    #: the ability's own damage before it was dealt — not all prevented (Minion of Leshrac: "If ~
    #: deals damage to you this way, tap it")
    DEALT_DAMAGE_THIS_WAY = "dealt damage this way"
    #: ``player`` has played no land this turn (Mercadian Atlas: "if you didn't play a land this
    #: turn") — a land played, not one put into play by an effect (214.9b)
    NO_LAND_PLAYED = "played no land this turn"
    #: ``player`` has played more than one land this turn, so the land whose play triggered the
    #: ability wasn't the first (Fastbond: "if it wasn't the first land you played this turn";
    #: 214.9b, a land put into play by an effect is not played; 410.8)
    NOT_FIRST_LAND = "the land played wasn't the first this turn"
    #: the permanent the trigger event put into a graveyard wasn't sacrificed (Urza's Miter: "if it
    #: wasn't sacrificed"; glossary "Sacrifice"; 410.8)
    NOT_SACRIFICED = "it wasn't sacrificed"
    #: (added, ostat5) ``player`` (one of the players it names) played a spell this turn, its types
    #: matching ``filter`` when one is given (Mogg Conscripts' "you've cast a creature spell this
    #: turn", Lure of Prey's "an opponent cast a creature spell this turn", Skyshroud Condor's
    #: "you've cast another spell this turn": the spells played before this one); ``value``
    #: ``"none"``: no such spell was played ("can't attack unless …")
    SPELL_PLAYED_THIS_TURN = "played a spell this turn"
    #: "if you've controlled ~ continuously since the beginning of your most recent turn" (Rocket
    #: Launcher, 403.3): it is not "sick" (the test of 409.3, for any permanent)
    CONTROLLED_SINCE_TURN_BEGAN = "controlled since your turn began"
    #: (added, Oracle round eight) "only if ~ entered the battlefield this turn" (Fungus Elemental;
    #: printed "came into play this turn"): ``ref`` is in play and came into play during this turn
    #: (a permanent's entering is an event of the turn it happens in)
    ENTERED_THIS_TURN = "came into play this turn"
    #: (added, Oracle triggers round seventeen) "unless it came under your control this turn" (Erg
    #: Raiders; printed "Ignore this effect if ~ has summoning sickness"): ``ref`` is in play under
    #: the ability's controller's control, and came under it — came into play, or changed
    #: controller — during this turn (a record of the past, like 409.3's; 217.8: a new object)
    CAME_UNDER_CONTROL_THIS_TURN = "came under your control this turn"
    #: (added, Oracle round ten, A–L) "as long as its controller controls another creature"
    #: (Favorable Destiny): the player who controls ``ref`` controls a permanent matching ``filter``
    #: other than ``ref`` itself — not other than the ability's source
    CONTROLLER_CONTROLS_ANOTHER = "its controller controls another"
    #: (added, Oracle round thirteen, A–L) "as long as they all share a color" (Common Cause): the
    #: objects ``ref`` names (the group the ability's effect is about) are at least one and have at
    #: least one color in common — every one of them that color
    ALL_SHARE_A_COLOR = "all share a color"
    #: (added, Oracle round eleven, A–L) "If that creature dies this way" / "If a white creature
    #: dies this way" (Kaervek's Purge, Cinder Cloud): ``ref``, the target of the destruction just
    #: before, was put into a graveyard by it (not regenerated, 419.6b), and — with ``filter`` —
    #: matched it as it last existed in play (413.2f). Also the key of the engine's record of what
    #: that destruction put into a graveyard.
    DIED_THIS_WAY = "died this way"
    #: ``ref`` attacked during ``value``'s last turn: "your" — the ability's controller's — or "its
    #: controller's" (Giant Turtle, Goblin Rock Sled, Tangle Kelp; 308.5: a creature declared as an
    #: attacker attacked)
    ATTACKED_LAST_TURN = "attacked during the last turn"
    #: (added, Oracle statics round twenty-one) the colour chosen as the source came into play
    #: (410.10e) is the most common colour among the permanents matching ``filter``, strictly — more
    #: of them have it than have any other colour (Call to Arms: "the chosen color is the most common
    #: color among nontoken permanents the chosen player controls but isn't tied for most common")
    CHOSEN_COLOR_MOST_COMMON = "chosen color most common"
    #: (added, Oracle statics round twenty-one) the complement of :attr:`CHOSEN_COLOR_MOST_COMMON`
    #: ("isn't the most common color … or is tied for most common")
    CHOSEN_COLOR_NOT_MOST_COMMON = "chosen color not most common"
    #: (added, trig) one of the opponents of ``player`` was dealt damage this turn (the turn's
    #: record, judge.engine.state.TurnMemory); ``value`` ``"none"``: none of them was (Antagonism:
    #: "unless one of their opponents was dealt damage this turn")
    OPPONENT_DEALT_DAMAGE_THIS_TURN = "an opponent was dealt damage this turn"
    #: (added, session 41, c5) the instruction before shuffled a card of ``player``'s own into his or her
    #: library — "Shuffle a card from your hand into your library. If you do, …" (Lat-Nam's Legacy): with
    #: no card in that hand, none was shuffled (ir.ShuffledThisWay counts them)
    SHUFFLED_THIS_WAY = "shuffled a card this way"
    #: (added, session 45, d1) the instruction before moved ``ref``, the card the trigger event put into a
    #: graveyard, to its owner's hand — "If that card is returned to its owner's hand this way, …" (Puppet
    #: Master): not if the card had left that graveyard first, where the return fails (410.10)
    RETURNED_THIS_WAY = "returned this way"
    #: (added, h67-6) the instruction before — "that creature's controller sacrifices it" — sacrificed ``ref``:
    #: "If the player does, …" (Basalt Golem). Not if it had left play by then: only a permanent in play can
    #: be sacrificed (glossary "Sacrifice"; 217.8: the card in a graveyard is a new object)
    SACRIFICED_THIS_WAY = "sacrificed this way"
    #: (added, h67-6) one of the creatures blocking ``ref`` (an attacking creature; 309.3: blocking it until it
    #: is removed from combat or combat ends) matches ``filter`` — with ``filter.other``, one other than the
    #: ability's source; ``value`` ``"none"``: none of them matches it (Wall of Caltrops: "if at least one other
    #: Wall creature is blocking that creature and no non-Wall creatures are blocking that creature")
    BLOCKED_BY = "blocked by"
    #: (added, session 48, h2) ``ref`` regenerated this turn — a regeneration shield replaced its
    #: destruction (419.6b; glossary "Regenerate"), not a regeneration ability merely resolved: "if
    #: Spiny Starfish regenerated this turn" (:class:`TimesRegeneratedThisTurn` counts them)
    REGENERATED_THIS_TURN = "regenerated this turn"
    #: (added, session 48, h2) ``ref`` has blocked or been blocked (309.3, glossary "Blocked Creature")
    #: since its controller's last upkeep began (303.1) — the upkeep before the one under way, if it
    #: is his or hers; the opponent's turns between count: "put a +1/+1 counter on Wiitigo if it has
    #: blocked or been blocked since your last upkeep" (217.8: only this object's own blocks)
    BLOCKED_SINCE_LAST_UPKEEP = "blocked or was blocked since last upkeep"
    #: (added, session 73, h6) ``player`` was dealt damage this turn by a source that matched ``filter`` as it
    #: dealt it — its characteristics then, kept in the turn's record (judge.engine.state.TurnMemory.damage_dealt;
    #: 413.2f), prevented damage never dealt (419.5): Suffocation's "Cast this spell only if you were dealt damage
    #: this turn by a red instant or sorcery spell"
    DEALT_DAMAGE_THIS_TURN_BY = "was dealt damage this turn by"
    #: (added, session 74, h6) ``ref`` was in play and untapped as the turn began, before its untap step (301.1,
    #: 302.1) — the turn's record of the permanents then (judge.engine.state.TurnMemory.at_beginning, each as it
    #: was, 413.2f); a permanent that came into play since is a new object that didn't start the turn (217.5c):
    #: Rasputin Dreamweaver's "if Rasputin started the turn untapped"
    STARTED_TURN_UNTAPPED = "started the turn untapped"
    #: (added, session 74, h6) the number of permanents in play matching ``filter`` is even (``value`` "even") or
    #: odd ("odd"), counted as it is checked: Chaos Lord's "… if the number of permanents is even" (413.2)
    NUMBER_PARITY = "the number of permanents is even or odd"
    #: (added, session 78, h7) the number of cards matching ``filter`` (in the hand the ability revealed) is
    #: exactly the number the ability's :class:`ChooseNumber` chose as it resolved (413.2c), counted as it is
    #: checked (413.2f): Scrying Glass's "If that opponent reveals exactly the chosen number of cards of the
    #: chosen color"
    EXACTLY_CHOSEN_NUMBER = "exactly the chosen number"
    #: (added, session 79, h7) ``player`` discarded at least one card by the ability's instructions before —
    #: Tainted Specter's "If that player discards a card this way, …" after "that player discards a card unless they
    #: put a card from their hand on top of their library": not if he or she put one on top instead (413.2c), nor
    #: with an empty hand, which has no card to discard (416.3)
    DISCARDED_THIS_WAY = "discarded a card this way"
    #: (added, session 83, h6) the exchange of control just before took place — Gauntlets of Chaos's "If those
    #: permanents are exchanged this way, …": not if either permanent was gone or an illegal target as it resolved,
    #: nor if one player already controlled both (glossary "Exchange": what can't be exchanged is left as it is).
    #: Also the key of the engine's record that the exchange was made.
    EXCHANGED_THIS_WAY = "exchanged this way"


#: ``Condition.value`` of :attr:`ConditionKind.CARDS_ABOVE`: the one card right above it
DIRECTLY = "directly"

#: kinds of a triggered ability's ``condition`` that are part of its trigger event, not an
#: intervening "if" (410.8 is for "When [trigger], if [condition], …" only): Portal's "When ~ comes
#: into play from your hand" (audit 8076, Fire Dragon as printed) — checked as the event happens,
#: never again as the ability resolves
TRIGGER_EVENT_CONDITIONS = frozenset({ConditionKind.PLAYED_FROM_HAND})


class Condition(metaclass=dataclass, frozen=True):
    """A state checked by an intervening "if" (410.8), an "as long as", or an activation
    restriction: ``kind`` says what is checked and what the other fields mean
    (:class:`ConditionKind`).
    """

    kind: ConditionKind
    ref: Optional[ObjRef] = None
    filter: Optional[Filter] = None
    #: what ``kind`` says (its words; :attr:`ConditionKind.TURN`: a :class:`PlayerRelation`)
    value: Union[str, PlayerRelation, None] = None
    player: Optional[ObjRef] = None
    compare: Optional[Compare] = None
    than: Optional[ObjRef] = None
    #: the conditions of :attr:`ConditionKind.ALL_HOLD` (added, stat)
    all_of: tuple["Condition", ...] = ()


# --------------------------------------------------------------------------- effects


class DealDamage(metaclass=dataclass, frozen=True):
    """``source`` deals ``amount`` damage to each of ``to`` (402.6: the source is the card
    whose ability it is; a spell is its own source). ``divided``: the amount is divided
    among the targets as announced (409.1d)."""

    amount: Amount
    to: tuple[ObjRef, ...]
    source: ObjRef = This()
    divided: bool = False
    #: "divided evenly, rounded down, among any number of targets" (Fireball): each target is
    #: dealt the amount divided by the number of targets, rounded down
    evenly: bool = False


class Destroy(metaclass=dataclass, frozen=True):
    """Destroy ``what`` (glossary "Destroy"); ``cant_regenerate``: "It can't be regenerated"
    (the destruction can't be replaced by regeneration, 419.6b)."""

    what: ObjRef
    cant_regenerate: bool = False
    #: a printed "bury" (glossary "Bury (Obsolete)": destroyed, no regeneration, whoever controls
    #: it) — the card's own "bury ~", or "bury target creature" (judge.cards.text), which the trace names
    buried: bool = False


class CounterSpell(metaclass=dataclass, frozen=True):
    """Counter ``what`` (a spell, 413.2). ``unless_cost`` is what its controller may pay to
    stop it ("unless its controller pays {X}"), ``if_not`` happens if they don't (Power Sink);
    ``destination`` (a zone) replaces its owner's graveyard, ``destination_position`` where in a library
    (Memory Lapse: ``library``, TOP; None for any other zone); with
    ``destination_if`` only when the countered card matches it, and put there under
    ``destination_controller``'s control (Desertion: "If it's an artifact or creature card,
    put it into play under your control instead of into its owner's graveyard")."""

    what: ObjRef
    unless_cost: Optional[str] = None
    unless_payer: Optional[ObjRef] = None
    if_not: tuple["Effect", ...] = ()
    #: "unless its controller pays {1} for each card revealed this way" (Brine Seer): that many times
    unless_times: Optional["Amount"] = None
    destination: Zone = Zone.GRAVEYARD
    destination_if: Optional[Filter] = None
    destination_controller: Optional[ObjRef] = None
    #: "unless its controller pays {X}, where X is its converted mana cost" (Rethink): what X
    #: is, worked out as the ability resolves — not the spell's own X
    unless_x: Optional["Amount"] = None
    #: where in its owner's library the card goes, with ``destination`` "library" (Memory Lapse: TOP); None
    #: for any other zone (written with ``destination`` as one word, "library top": :data:`_JOINED_POSITIONS`)
    destination_position: Optional[LibraryPosition] = None


class LibraryPosition(IdentityEnum):
    """Where in a library a card is put (:attr:`MoveTo.position`, :attr:`HandToLibrary.where`; the engine's zone changes,
    judge.engine.events): on top, or at the bottom ("put that card on the bottom of its owner's library").
    Each member's value is the word the serialised IR keeps for it (:func:`to_data` writes it bare, as when
    the field was a string: ``judge card --json`` is unchanged); judge.cards.describe says each member
    (``LIBRARY_POSITION_WORDS``); judge.engine tells them apart by the member, never the word."""

    TOP = "top"
    BOTTOM = "bottom"


class LibraryOrder(IdentityEnum):
    """Who arranges several cards put into one library at once (:attr:`MoveTo.order`). Each member's
    value is the word the serialised IR keeps for it (:func:`to_data` writes it bare, as when the field
    was a string: ``judge card --json`` is unchanged); judge.cards.describe says each member
    (``LIBRARY_ORDER_WORDS``); judge.engine tells them apart by the member, never the word."""

    #: their owner, as for any cards put into a library together (217.2d)
    OWNER = "owner"
    #: the ability's controller: "in any order you choose" (Misinformation, Agonizing Memories;
    #: 413.2c: the player the text names makes the choice)
    YOU = "you"
    #: no one: each owner's library is shuffled once they are in it ("shuffle all creature cards
    #: from your graveyard into your library": Renewing Touch, Barishi)
    SHUFFLED = "shuffled"


class MoveTo(metaclass=dataclass, frozen=True):
    """Put ``what`` into ``zone`` (its owner's, 217: ``hand``, ``library``, ``graveyard``,
    ``removed from the game``, ``in play``). ``position`` for a library: a :class:`LibraryPosition`, TOP/BOTTOM.
    ``tapped`` / ``controller`` for ``in play``. Covers "Return target creature to its
    owner's hand", "Return target creature card from your graveyard to your hand",
    "Remove target creature from the game" (= modern "exile"), "Put target land on top of
    its owner's library"."""

    what: ObjRef
    zone: Zone
    position: LibraryPosition = LibraryPosition.TOP
    tapped: bool = False
    controller: Optional[ObjRef] = None
    #: Who arranges several cards put into one library at once (a :class:`LibraryOrder`): their
    #: owner (217.2d), or, where the text says "in any order you choose", YOU; SHUFFLED: no one — each
    #: owner's library is shuffled once they are in it ("shuffle all creature cards from your
    #: graveyard into your library").
    order: LibraryOrder = LibraryOrder.OWNER
    #: ``in play``: "… with a +1/+1 counter on it" (Sand Golem): (kind, number) of counters it comes
    #: into play with — part of the event that puts it there (410.10e); None: none.
    with_counters: Optional[tuple[str, int]] = None
    #: ``removed from the game``: "… face down" (Gustha's Scepter; added, session 46, c3): neither player
    #: may examine the cards so removed except when instructions allow it (217.7b).
    face_down: bool = False


class GainLife(metaclass=dataclass, frozen=True):
    """``who`` gains ``amount`` life."""

    who: ObjRef
    amount: Amount


class PayOrSacrificeHighest(metaclass=dataclass, frozen=True):
    """"Each player chooses a creature with the highest converted mana cost he or she
    controls, then pays mana equal to that cost or sacrifices that creature" (Tariff, as
    printed: generic mana equal to the converted mana cost)."""

    #: "… unless they pay that creature's mana cost" (Tariff's Oracle): the creature's mana cost
    #: itself, its colored symbols included, not generic mana equal to its converted cost
    mana_cost: bool = False


class PutChosenIntoPlay(metaclass=dataclass, frozen=True):
    """"Put a creature card from your hand into play" (Flash): ``who`` chooses a card matching
    ``filter`` on resolution (413.2c) and puts it into play; it is :class:`Found` for what
    follows ("sacrifice it")."""

    filter: Filter
    who: ObjRef = You()
    #: "… onto the battlefield tapped" (Terrain Generator; added, otrig5)
    tapped: bool = False
    #: the player whose zone the card is chosen from, None the chooser's own (Reincarnation's "from its owner's
    #: graveyard"; added, session 67, h7)
    whose: Optional[ObjRef] = None
    #: the player who puts it into play and controls it, None the chooser (Reincarnation's "under the control of
    #: that creature's owner")
    under: Optional[ObjRef] = None


class PutAuraAttached(metaclass=dataclass, frozen=True):
    """Put an Aura card into play attached to ``onto`` (added, otrig6): ``what`` (a target:
    "put target Aura card from a graveyard onto the battlefield under your control attached to
    ~", Iridescent Drake) or, with ``filter``, one card ``who`` chooses as it resolves (413.2c:
    "you may put an Aura card from your hand onto the battlefield attached to ~", Academy
    Researchers). Not played, so it has no target: if it can't legally enchant ``onto``, it stays
    where it was (214.8d)."""

    onto: ObjRef
    what: Optional[ObjRef] = None
    filter: Optional[Filter] = None
    who: ObjRef = You()


class RevealUntil(metaclass=dataclass, frozen=True):
    """``who`` reveals cards from the top of his or her library until one matching ``filter``
    is revealed (Polymorph); that card is :class:`Revealed` for what follows."""

    who: ObjRef
    filter: Filter


class RevealedIntoPlay(metaclass=dataclass, frozen=True):
    """"The player puts that card into play and shuffles all other revealed cards into his or
    her library" (after :class:`RevealUntil`): the found card comes into play under the
    revealing player's control; the other revealed cards are shuffled into the library."""

    #: where the other revealed cards go: ``library`` (shuffled in, Polymorph) or ``graveyard``
    #: ("… and all other cards revealed this way into their graveyard", Oath of Druids — every
    #: card revealed when none matched; added, Oracle triggers round ten)
    others_to: Zone = Zone.LIBRARY


class HandToLibrary(metaclass=dataclass, frozen=True):
    """"Choose two cards from your hand and put both on either the top or the bottom of your
    library" (Dream Cache): ``who`` chooses ``count`` cards of his or her hand, then whether
    they go on top or at the bottom, and their order (413.2c)."""

    count: int
    who: ObjRef = You()
    #: "put two cards from your hand on top of your library in any order" (Brainstorm): on
    #: top (:attr:`LibraryPosition.TOP`); None: the player's choice of the top or the bottom (Dream Cache)
    where: Optional[LibraryPosition] = None


class HandCardsForTopCards(metaclass=dataclass, frozen=True):
    """Scroll Rack (added, session 77, h6): "Remove any number of cards in your hand from the game face down. Put
    that many cards from the top of your library into your hand. Then look at the cards removed from the game and put
    them on top of your library in any order." — the controller chooses any number of the cards of his or her hand
    as it resolves (413.2c), which are removed face down (217.7b); as many cards from the top of the library are put
    into the hand (moved, not drawn; fewer if the library holds fewer, 416.3); then the removed cards are put on top
    of the library in the order he or she chooses (413.2c)."""

    #: False: removed face up, as the printed "set aside" (glossary "Set Aside"; 217.7b)
    face_down: bool = True


class ExchangeLife(metaclass=dataclass, frozen=True):
    """You and ``other`` exchange life totals (glossary "Exchange": each player gains or
    loses the life needed to equal the other player's previous total)."""

    other: ObjRef


class LoseLife(metaclass=dataclass, frozen=True):
    """``who`` loses ``amount`` life."""

    who: ObjRef
    amount: Amount


class Draw(metaclass=dataclass, frozen=True):
    """``who`` draws ``amount`` cards; ``optional``: "may draw"; ``up_to``: "draws up to
    seven cards" (how many, from none to ``amount``, is each player's choice, 413.2c-d)."""

    who: ObjRef
    amount: Amount = 1
    optional: bool = False
    up_to: bool = False


class Discard(metaclass=dataclass, frozen=True):
    """``who`` discards ``amount`` cards matching ``filter``; ``random`` or chosen by
    ``chooser`` (the discarding player unless said otherwise)."""

    who: ObjRef
    amount: Amount = 1
    random: bool = False
    filter: Optional[Filter] = None
    chooser: Optional[ObjRef] = None
    #: "choose up to two cards from it. That player discards those cards" (Extortion): none to that many
    up_to: bool = False


class AddMana(metaclass=dataclass, frozen=True):
    """Add mana to ``who``'s mana pool (406.1). ``options``: the mana the player picks one of
    ("{W} or {U}"; "one mana of a color of your choice" lists the five colours), or a single
    option when there is no choice (``("{G}{G}",)``, ``("{2}",)`` for two colourless).
    ``count``: that mana this many times ("Add {G} to your mana pool for each creature you
    control", Gaea's Cradle; possibly none, 406.1c). ``same``: the mana is one more of what
    the land whose tapping triggered the ability produced ("that land produces one additional
    mana of the same color", Mana Flare, 411.3's example); ``options`` is then empty."""

    options: tuple[str, ...]
    who: ObjRef = You()
    count: Amount = 1
    same: bool = False
    #: "Add one mana of the chosen color" (Sol Grail, Quirion Elves): one mana of the colour its
    #: controller chose as the permanent came into play (410.10e); ``options`` is then empty.
    chosen_color: bool = False
    #: "Add one mana of any type that a land you control could produce" (Reflecting Pool, Fellwar
    #: Stone, Squandered Resources): the permanents whose mana abilities say which mana, as they
    #: would produce it under replacement effects, whatever the game state (glossary "Could");
    #: ``options`` is then empty, found as the mana is added.
    could_produce: Optional[ObjRef] = None
    #: with ``could_produce``: "any color" — colorless mana isn't one of the options.
    colors_only: bool = False
    #: "Add X mana in any combination of {B} and/or {R}" (Burnt Offering): ``count`` mana, each
    #: one of ``options`` — the player chooses the mix as it is added (406.1).
    combination: bool = False


#: ``ManaInstead.mana``: "it produces one mana of a color of your choice instead of any other type and amount"
#: (Harvest Mage) — the color chosen as the mana is produced, by the player tapping the land (406.1a)
ONE_MANA_OF_ANY_COLOR = "one mana of any color"
#: ``ManaInstead.mana``: "mana of the chosen color" (Hall of Gemstone) — the color the :class:`ChooseColor`
#: before it chose as the ability resolved (413.2c), fixed then
MANA_OF_COLOR_CHOSEN = "mana of the color chosen"
#: ``ManaInstead.replaces``: "instead of any other color" (Hall of Gemstone) — every colored mana, the
#: amount kept; colorless mana, of no color (glossary "Mana Symbol"), is not replaced
ANY_COLORED_MANA = "any colored mana"


class ManaInstead(metaclass=dataclass, frozen=True):
    """A replacement of the mana a land produces as it is tapped for mana (419.1: "instead"):
    "If a land is tapped for mana, it produces {B} instead of any other type and amount"
    (Contamination), "… colorless mana instead of any other type" (Ritual of Subdual), "Plains
    produce {R} … instead of any other type" (Reality Twist: one for each land type). ``lands``:
    which lands; ``mana``: the one mana kind it produces (``{C}`` colorless); ``amount``: "and
    amount" — exactly one mana, whatever the ability would have made (else as much as it would
    have, each of that kind). ``tapper``: only a land that player taps ("if you tap a land",
    Deep Water); None, anyone. ``duration``: :data:`WHILE_IN_PLAY` for a static ability, or
    :data:`UNTIL_END_OF_TURN` for one a resolving spell or ability creates (Pale Moon, 419.3),
    :data:`FOREVER` for one with no duration stated (418.3a). ``land``: the one land it watches
    ("If target Plains is tapped for mana", Quarum Trench Gnomes), fixed as it resolves; None, every
    land ``lands`` describes. ``replaces``: the one kind of mana replaced ("instead of white mana":
    ``{W}``), any other mana the land makes kept; None, any other type."""

    lands: Filter
    #: or :data:`ONE_MANA_OF_ANY_COLOR`: a color the player tapping the land chooses (Harvest Mage)
    mana: str
    amount: bool = False
    tapper: Optional[ObjRef] = None
    duration: str = WHILE_IN_PLAY
    land: Optional[ObjRef] = None
    replaces: Optional[str] = None


class Regenerate(metaclass=dataclass, frozen=True):
    """Create a regeneration shield on ``what`` (419.6b) for this turn."""

    what: ObjRef
    #: "When it regenerates this way, put a -1/-1 counter on it." (Matopi Golem; Soldevi Sentry:
    #: "that player may draw a card"): a delayed triggered ability made with this very shield
    #: (406.2a), triggering once (406.2e) when the shield regenerates it — not another shield.
    then: tuple["Effect", ...] = ()
    #: "You gain control of that creature if it regenerates this way." (Debt of Loyalty; added,
    #: Oracle statics round nineteen): part of the regeneration this very shield makes — the
    #: replacement (419.6b) does it too, with no trigger.
    at_once: tuple["Effect", ...] = ()


class ModifyPT(metaclass=dataclass, frozen=True):
    """``what`` gets +power/+toughness (negative values for -N) for ``duration``.

    From a spell or ability (418.3) the set of affected objects is fixed on resolution;
    from a static ability (``duration`` :data:`WHILE_IN_PLAY`, 418.4) it is continuously
    recomputed.
    """

    what: ObjRef
    power: Amount
    toughness: Amount
    duration: str = UNTIL_END_OF_TURN


class SetPT(metaclass=dataclass, frozen=True):
    """``what``'s power and toughness are each equal to / set to the values (characteristic-
    defining text such as Maro's, or "Target creature is 0/2")."""

    what: ObjRef
    power: Optional[Amount]  # None: unchanged ("~'s toughness is equal to …")
    toughness: Optional[Amount]  # None: unchanged ("~'s power is equal to …")
    duration: str = WHILE_IN_PLAY


class SwitchPT(metaclass=dataclass, frozen=True):
    """Switch ``what``'s power and toughness for ``duration`` (About Face, Transmutation): a
    continuous effect from a resolution (418.3a) applied after every other effect on it,
    whatever their timestamps — as the era printed both cards, "Effects that alter power alter
    toughness instead, and vice versa" (judge.engine.effects.power_toughness._switch_pt)."""

    what: ObjRef
    duration: str = UNTIL_END_OF_TURN


class GrantAbility(metaclass=dataclass, frozen=True):
    """``what`` gains ``ability`` (a :class:`Keyword` or a quoted ability) for ``duration`` (407)."""

    what: ObjRef
    ability: Union[Keyword, "Ability"]
    duration: str = UNTIL_END_OF_TURN


class RemoveAbility(metaclass=dataclass, frozen=True):
    """``what`` loses ``ability`` for ``duration`` (407.3: all copies)."""

    what: ObjRef
    ability: Keyword
    duration: str = UNTIL_END_OF_TURN


class Tap(metaclass=dataclass, frozen=True):
    """Tap ``what``."""

    what: ObjRef


class Untap(metaclass=dataclass, frozen=True):
    """Untap ``what``."""

    what: ObjRef


class SwapTapped(metaclass=dataclass, frozen=True):
    """Untap each of ``what`` that is tapped and tap each that is untapped, simultaneously (Sands
    of Time): which are tapped is seen once, before either happens (413.2: one indivisible
    action)."""

    what: ObjRef


class TapOrUntap(metaclass=dataclass, frozen=True):
    """Tap or untap ``what``, as the controller of the ability chooses."""

    what: ObjRef


class RemoveCounters(metaclass=dataclass, frozen=True):
    """Remove ``count`` counters of ``kind`` from ``what`` (as many as it has)."""

    what: ObjRef
    kind: str
    count: Amount = 1
    #: "remove all fungus counters from all creatures" (Sporogenesis): every counter of ``kind``
    #: from each object ``what`` names, however many each has (``count`` unused). Added, Oracle
    #: round nine.
    all_counters: bool = False
    #: "remove all these counters" (Discordant Spirit as printed): the card names the counters by
    #: what put them there, but counters of one kind are interchangeable (glossary "Counter"), so every
    #: one of ``kind`` goes, and the trace says why.
    these: bool = False


class DistributeCounters(metaclass=dataclass, frozen=True):
    """"Distribute two +1/+1 counters among one or two target creatures" (Elven Rite): ``amount``
    counters of ``kind`` divided among the targets as announced when the spell is played,
    each target of ``on`` getting at least one (409.1e); an illegal target's share is put on nothing
    (413.2a)."""

    kind: str
    amount: Amount
    on: ObjRef


class PutCounterOfChoice(metaclass=dataclass, frozen=True):
    """"Put a +0/+1 counter or a +1/+0 counter on target creature" (Dwarven Armorer; added, Oracle
    activated round nineteen): one counter on ``what``, of one of ``kinds`` — which, the ability's
    controller chooses as it resolves (413.2c)."""

    what: ObjRef
    kinds: tuple[str, ...]


class PutCounters(metaclass=dataclass, frozen=True):
    """Put ``count`` counters of ``kind`` on ``what``. ``up_to``: "put up to X counters" (how
    many, from none to ``count``, is the controller's choice, 413.2c); ``at_most``: the total of
    that kind on it can't become greater than this ("This ability can't cause the total number of
    +1/+0 counters on ~ to be greater than seven", the Clockwork creatures)."""

    what: ObjRef
    kind: str
    count: Amount = 1
    up_to: bool = False
    at_most: Optional[int] = None
    #: "a +0/+X counter …, where X is …" (Living Armor, Phyrexian Devourer as printed; added, printed
    #: round seventeen): the X the kind names (:func:`counter_kind_names_x`), worked out as the
    #: instruction is carried out (413.2f) and written into it — one "+0/+4" counter, not X counters
    kind_x: Optional["Amount"] = None


def counter_kind_names_x(kind: str) -> bool:
    """A power/toughness counter's kind with an X in it ("+0/+x", "+x/+x"; not "vortex")."""
    return re.fullmatch(r"[+-](?:\d+|x)/[+-](?:\d+|x)", kind) is not None and "x" in kind


class TokenSpec(metaclass=dataclass, frozen=True):
    """A token's characteristics (216.1): name = its creature type unless said otherwise."""

    name: str
    power: "int | Amount | None"  # an amount (Phyrexian Processor's X/X token): counted as it is made;
    #: None: not stated — a characteristic-defining ability of its own sets them (Elephant Resurgence's "*/*")
    toughness: "int | Amount | None"
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ("creature",)
    subtypes: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    #: Its other abilities: "Put a 1/1 black Skeleton creature token into play. It has
    #: '{B}: Regenerate this creature.'" (Drudge Spell) — "this creature" is the token.
    abilities: tuple["Ability", ...] = ()
    #: "a legendary 3/4 red and green Human Warrior creature token named Stangg Twin" (Stangg; added,
    #: session 68, h6): its supertypes ("legendary"), subject to the Legend rule (215.1, 420.5e)
    supertypes: tuple[str, ...] = ()
    #: "a 0/1 blue Plant Wall creature token with defender named Kelp" (Wall of Kelp, Jungle Patrol, Tidal Wave,
    #: Basalt Golem): the later keyword, read as what the era's Wall type says (308.1: a Wall can't be declared as
    #: an attacker; glossary "Wall") — kept so the reading says it (a token with defender is read only as a Wall)
    defender: bool = False


class CreateToken(metaclass=dataclass, frozen=True):
    """Put ``count`` tokens into play under ``controller``'s control (216.1)."""

    token: TokenSpec
    count: Amount = 1
    controller: ObjRef = You()


class CreateTokenCopy(metaclass=dataclass, frozen=True):
    """"Create a token that's a copy of that creature" (Echo Chamber; added, h65-6): a token under
    ``controller``'s control whose initial characteristics the text defines as those of ``of`` — its
    card values, as a copy takes them (judge.engine.copies) — owned by the controller of the spell or
    ability (216.1, 214.5); "that token" after it is the token made (:class:`Created`)."""

    of: ObjRef
    controller: ObjRef = You()


class Sacrifice(metaclass=dataclass, frozen=True):
    """``who`` sacrifices ``what``: :class:`This` / a reference, or ``count`` permanents
    they control matching a :class:`Filter`."""

    who: ObjRef
    what: Union[ObjRef, Filter]
    count: Amount = 1
    #: "If you can't, you lose the game" (Lich): done when fewer than ``count`` could be
    #: sacrificed (as many as can be are sacrificed first)
    if_short: tuple["Effect", ...] = ()
    #: Demonic Hordes (added, o2): "sacrifice a land of an opponent's choice" — the sacrificing player's
    #: opponent (a game of two, 100.1) chooses which of his or her permanents (413.2c)
    opponent_chooses: bool = False
    #: printed "chooses and buries a land he or she controls" (Hurloon Shaman, Abyssal Gatekeeper, Urborg
    #: Justice as printed; r69-h9): chosen as for a sacrifice — the player's own, on resolution (413.2c),
    #: each player in turn (413.2d) — then destroyed, and they can't be regenerated (glossary "Bury"): not
    #: sacrificed (a "can't be destroyed" permanent stays, a destruction shield applies)
    buried: bool = False


class GraveyardSwap(metaclass=dataclass, frozen=True):
    """"Each player removes all creature cards in his or her graveyard from the game, then
    sacrifices all creatures he or she controls, then puts into play all cards he or she removed
    this way" (Living Death): three instructions each player carries out together, each one
    processed for both players simultaneously (413.2d) — the cards removed, the creatures
    sacrificed (410.6: their triggers all at once), the removed cards put into play."""

    who: ObjRef
    filter: Filter
    #: False as printed (Tempest: "Then, put each creature that is in play into its owner's
    #: graveyard"): each creature is put there, not sacrificed (glossary "Sacrifice": a player
    #: sacrifices a permanent he or she controls — the printed instruction names no player)
    sacrifice: bool = True


class Balanced(IdentityEnum):
    """What :class:`Equalize` evens out, one after another (413.2d); the value is the card type
    (or, for the cards in hand, the zone) it counts."""

    LANDS = "land"
    CARDS_IN_HAND = "hand"
    CREATURES = "creature"


class Equalize(metaclass=dataclass, frozen=True):
    """Balance: "Each player chooses a number of lands they control equal to the number of lands
    controlled by the player who controls the fewest, then sacrifices the rest. Players discard
    cards and sacrifice creatures the same way." — for each of ``kinds`` in order ("land",
    "hand", "creature"), each player chooses what to keep (the active player first), then the
    rest are sacrificed or discarded at once (413.2d)."""

    kinds: tuple[Balanced, ...] = (Balanced.LANDS, Balanced.CARDS_IN_HAND, Balanced.CREATURES)


class KeepOneOfEach(metaclass=dataclass, frozen=True):
    """Cataclysm: "Each player chooses from among the permanents they control an artifact, a
    creature, an enchantment, and a land, then sacrifices the rest." — each player chooses one
    of each type if able (a permanent is chosen once), the active player first; then every
    permanent not chosen is sacrificed at once (413.2d)."""

    types: tuple[str, ...] = ("artifact", "creature", "enchantment", "land")


class PreventDamage(metaclass=dataclass, frozen=True):
    """A prevention shield (419.7) lasting ``duration``.

    * "Prevent the next 3 damage to target creature or player this turn": ``to``, ``amount=3``.
    * "The next time a red source of your choice would deal damage to you this turn, prevent
      that damage": ``to=(You(),)``, ``source=Chosen(Filter(colors=("red",)))``, ``next_time``.
    * "Creatures deal no combat damage this turn" / "Target creature deals no combat damage":
      ``source`` only, ``combat_only``, ``amount`` None (all).
    * "Prevent all combat damage that would be dealt to enchanted creature": ``to`` +
      ``combat_only`` with ``duration`` :data:`WHILE_IN_PLAY`.
    ``amount`` None means all such damage.
    """

    to: tuple[ObjRef, ...] = ()
    amount: Optional[Amount] = None
    source: Optional[ObjRef] = None
    combat_only: bool = False
    next_time: bool = False
    duration: str = THIS_TURN
    #: What happens when the shield prevents damage, with "the damage prevented this way" that
    #: amount (Reverse Damage: "You gain life equal to the damage prevented this way").
    then: tuple["Effect", ...] = ()
    #: "This effect doesn't affect combat damage that would be dealt by red creatures"
    #: (Undergrowth): damage from a source matching this filter, as the damage would be dealt,
    #: is left alone.
    except_from: Optional[Filter] = None
    #: "If a source would deal damage to you, prevent 1 of that damage" (Urza's Armor, a static
    #: ability): ``amount`` of each damage event is prevented as it would be dealt, the event's
    #: remainder dealt (419.7a) — not a shield used up (419.7b). Added, stat.
    of_each: bool = False
    #: "The next time a source of your choice would deal damage to you this turn, prevent half
    #: that damage, rounded down" (Dark Sphere; added, Oracle activated round twenty-one): the
    #: shield prevents half of the damage of the one event it applies to, rounded down, the rest
    #: dealt, and is used up (419.7c, 419.3). With ``next_time`` and ``amount`` None only.
    half_rounded_down: bool = False
    #: "For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, remove a +1/+1
    #: counter from it and prevent that 1 damage" (Rock Hydra; added, session 44): a static
    #: ability — of each damage event to it, 1 damage is prevented for each counter of this kind
    #: it has, one removed for each, the rest dealt (419.7a, 419.2). With ``to`` the card itself only.
    per_counter: Optional[str] = None
    #: "The next time an unblocked creature of your choice would deal combat damage to you this turn,
    #: prevent all but 1 of that damage" (Forcefield; added, session 45): the shield prevents the damage
    #: of the one event it applies to save this many, which are dealt, and is used up (419.7c, 419.3).
    #: With ``next_time`` and ``amount`` None only.
    all_but: Optional[int] = None


class SetColor(metaclass=dataclass, frozen=True):
    """``what`` is ``colors`` (replacing its colours) for ``duration``: "Enchanted creature is
    white", Celestial Dawn's "Permanents you control are white" (a static ability, 418.4)."""

    what: "ObjRef"
    colors: tuple[str, ...]
    duration: str = WHILE_IN_PLAY


class BecomeCopy(metaclass=dataclass, frozen=True):
    """"~ becomes a copy of that creature, except it has this ability" (Unstable Shapeshifter):
    ``what`` takes the card values of ``of`` (judge.engine.copies) from now on, the same
    permanent still (its counters, damage, status and the effects on it stay), with the ability
    that did it too when ``keeps_ability``."""

    what: "ObjRef"
    of: "ObjRef"
    keeps_ability: bool = False
    #: "except it doesn't copy that creature's color" (Vesuvan Doppelganger): its own colour stays
    keeps_color: bool = False


class ExileIfItWouldDie(metaclass=dataclass, frozen=True):
    """"If the creature would die this turn, exile it instead" (Disintegrate): a replacement
    effect for the rest of the turn (419.1): ``what``, put into a graveyard from play, is
    removed from the game instead. ``lethal_damage``: Disintegrate as printed, "If the creature is
    dealt lethal damage this turn, remove it from the game." — only as it goes there with lethal
    damage on it (420.5c), not put there any other way. ``leaves_play``: Dreams of the Dead, "If the
    creature would leave the battlefield, exile it instead of putting it anywhere else." — leaving
    play to any zone, with no duration stated: until that permanent leaves play (217.8)."""

    what: "ObjRef"
    lethal_damage: bool = False
    leaves_play: bool = False


class RemoveDamageInsteadOfDestruction(metaclass=dataclass, frozen=True):
    """"The next time target land would be destroyed this turn, remove all damage marked on it instead."
    (Pyramids; added, session 47, h3): a destruction-replacement shield on ``what`` for this turn (419.1,
    "instead"), used up as it applies — not regeneration (419.6b: the permanent isn't tapped or removed
    from combat, and "can't be regenerated" doesn't stop it)."""

    what: "ObjRef"


class ChooseTarget(metaclass=dataclass, frozen=True):
    """"Choose target opponent who had more life than you did as you activated this ability."
    (the Keepers): the target is chosen as the ability is played (409.1c) for the instructions
    after it ("that player"); the instruction itself does nothing more."""

    what: "ObjRef"


#: The Keepers' targets: a player compared with the ability's controller as it was activated
#: (409.1c) — not again on resolution, the comparison being of that moment.
HAD_MORE_LIFE = "had more life than you"
HAD_MORE_CREATURES = "controlled more creatures than you"
HAD_TWO_MORE_CARDS = "had at least two more cards in hand than you"
HAD_TWO_FEWER_CREATURE_CARDS = "had at least two fewer creature cards in graveyard than you"
AS_ACTIVATED = (HAD_MORE_LIFE, HAD_MORE_CREATURES, HAD_TWO_MORE_CARDS, HAD_TWO_FEWER_CREATURE_CARDS)

#: What a creature did in the combat phases of this turn, as a description ("each creature that
#: blocked or was blocked this turn": a :class:`Filter`'s ``extra``) or a condition ("if ~
#: attacked or blocked this combat": a ``combat deed`` :class:`Condition`'s ``value``) says it:
#: the words before "this turn" or "this combat", and the deeds they name (308.5 attacked;
#: 309.3 blocked, and was blocked — by a creature, or by an effect: glossary "Blocked Creature");
#: "didn't attack" is a creature that did none of them (Angel's Trumpet).
COMBAT_DEEDS = {"attacked": ("attacked",), "blocked": ("blocked",), "was blocked": ("was blocked",),
                "attacked or blocked": ("attacked", "blocked"), "blocked or was blocked": ("blocked", "was blocked"),
                "didn't attack": ("attacked",), "didn't attack or block": ("attacked", "blocked")}
COMBAT_DEED_PHRASES = frozenset(f"{words} this {span}" for words in COMBAT_DEEDS for span in ("turn", "combat"))


def combat_deed(phrase: str) -> tuple[tuple[str, ...], bool, bool]:
    """The deeds of ``phrase`` ("blocked or was blocked this turn"), whether it says "this
    combat" (this combat phase's deeds alone) rather than "this turn" (every combat phase's), and
    whether it asks for a creature that did none of them ("didn't attack")."""
    words, _, span = phrase.rpartition(" this ")
    return COMBAT_DEEDS[words], span == "combat", words.startswith("didn't ")


class ChooseCreatureType(metaclass=dataclass, frozen=True):
    """``who`` chooses a creature type as the spell resolves (413.2c); with others' choices it
    is "a type chosen this way" (the description word ``of a type chosen this way``)."""

    who: "ObjRef"


class BecomesBlocked(metaclass=dataclass, frozen=True):
    """"Target unblocked attacking creature becomes blocked" (Dazzling Beauty, Fog Patch, Trap
    Runner): an effect makes an attacking creature a blocked creature though nothing blocks it
    (glossary "Blocked Creature"; "unblockable" doesn't stop it, glossary "Unblockable"); its
    "becomes blocked" abilities trigger (410.9a), and with no creature blocking it, it assigns no
    combat damage (310.1c) unless it has trample (502.9c)."""

    what: "ObjRef"


class RemoveFromCombat(metaclass=dataclass, frozen=True):
    """"Remove target attacking creature from combat" (Disharmony, Reconnaissance): it stops
    being an attacking, blocking, blocked or unblocked creature (306.2); creatures it blocked
    stay blocked (309.4)."""

    what: "ObjRef"


class UnblockOnlyBlockedBy(metaclass=dataclass, frozen=True):
    """"Creatures it was blocking that had become blocked by only ~ this combat become unblocked"
    (Ydwen Efreet, after "remove ~ from combat"): the card's text overriding 309.4 (103.1 puts a card's
    text first): each attacking creature ``what`` had blocked and no longer blocks, blocked by no other
    creature this combat, becomes an unblocked creature (glossary "Unblocked Creature"); one blocked by
    another creature too, even one gone since, stays blocked (309.3, 309.4)."""

    what: "ObjRef"


class ChangedWords(IdentityEnum):
    """The kind of word a text-changing effect replaces (:attr:`ChangeText.words`; 415.1): a color word (Sleight of
    Mind), a basic land type (Magical Hack), or either (Mind Bend). Each member's value is the words the serialised
    IR keeps for it (:func:`to_data` writes them bare, as when the field was a string: ``judge card --json`` is
    unchanged); judge.cards.describe says each member (``CHANGED_WORDS_WORDS``); judge.engine tells them apart by
    the member, never the words."""

    COLOR = "color"
    LAND_TYPE = "land type"
    COLOR_OR_LAND_TYPE = "color or land type"


class ChangeText(metaclass=dataclass, frozen=True):
    """"Change the text of ``what`` by replacing all instances of one color word with another"
    (Sleight of Mind; ``words`` LAND_TYPE: one basic land type, Magical Hack; COLOR_OR_LAND_TYPE:
    either, Mind Bend) for ``duration``: a text-changing effect (415.1, 418.5b), the
    words chosen as it resolves."""

    what: "ObjRef"
    words: ChangedWords = ChangedWords.COLOR
    duration: str = WHILE_IN_PLAY


class SetTypes(metaclass=dataclass, frozen=True):
    """``what`` becomes ``types``/``subtypes`` (card types lower-case, 214.4), with ``power``/
    ``toughness`` when it becomes a creature, for ``duration``. ``keep``: it keeps its
    existing types too ("All forests are 1/1 creatures that are still lands", Living Lands)."""

    what: "ObjRef"
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    #: a number; an X fixed as it resolves; or the triggering spell's converted mana cost, fixed as
    #: it resolves (Veiled Sentry, 418.3c)
    power: Optional[Union[int, "VarX", "ConvertedManaCostOf"]] = None
    toughness: Optional[Union[int, "VarX", "ConvertedManaCostOf"]] = None
    keep: bool = False
    duration: str = WHILE_IN_PLAY
    #: "with power and toughness each equal to its converted mana cost" (Karn's Touch)
    pt_mana_value: bool = False
    #: "becomes an Aura enchantment with enchant creature" (the Licids): what it may enchant
    #: now (214.8c), as an Aura's type line would say
    enchant: Optional["Filter"] = None


class TapAnyNumber(metaclass=dataclass, frozen=True):
    """"Tap any number of untapped creatures you control" (Harmony of Nature, Marshaling the
    Troops): the player chooses which as it resolves (413.2c); ``ResultOf("tapped")`` counts
    them ("for each creature tapped this way")."""

    what: "Filter"
    who: "ObjRef" = You()


class PayToUntapChosen(metaclass=dataclass, frozen=True):
    """"That player may choose any number of tapped blue creatures they control and pay {4} for
    each creature chosen this way. If the player does, untap those creatures." (Magnetic
    Mountain, Dream Tides, Mudslide, Thelon's Curse): ``who`` chooses among ``what`` as it
    resolves (413.2c), pays ``price`` for each (mana abilities allowed, 413.2e) and untaps them."""

    who: "ObjRef"
    what: "Filter"
    price: str


class LoseChosenKeyword(metaclass=dataclass, frozen=True):
    """``what`` loses one of ``options``, chosen by the ability's controller as it resolves
    (413.2c), for ``duration`` ("Target creature loses your choice of flying, first strike, or
    trample until end of turn": Walking Sponge; "… loses first strike or swampwalk …": Urborg;
    added, otrig6) — every copy of it (407.3)."""

    what: "ObjRef"
    options: tuple[Keyword, ...]
    duration: str = UNTIL_END_OF_TURN


class GainChosenKeyword(metaclass=dataclass, frozen=True):
    """``what`` gains one of ``options``, chosen by the ability's controller as it resolves
    (413.2c), for ``duration`` ("~ gets -1/-1 and gains your choice of banding, flying, first
    strike, or trample until end of turn": Urza's Avenger; added, Oracle round eight) — as "gains
    flying" would (407.1). An option may be an ability a keyword stands for ("choose flying, first
    strike, trample, or rampage 3. ~ gains that ability until your next upkeep": Gabriel
    Angelfire; added, session 45), its text the keyword's words."""

    what: "ObjRef"
    options: tuple[Union[Keyword, "Ability"], ...]
    duration: str = UNTIL_END_OF_TURN


class LoseQuotedAbility(metaclass=dataclass, frozen=True):
    """``what`` loses the quoted ``ability`` for ``duration`` ("Until end of turn, Glittering Lion
    loses 'Prevent all damage that would be dealt to Glittering Lion'"; added, otrig6): every copy
    of it (407.3), its other abilities kept."""

    what: "ObjRef"
    ability: "Ability"
    duration: str = UNTIL_END_OF_TURN


class LoseThisAbility(metaclass=dataclass, frozen=True):
    """``what`` loses the ability now resolving ("~ loses this ability", the Licids) for
    ``duration`` (418.3a)."""

    what: "ObjRef"
    duration: str = WHILE_IN_PLAY


class Attach(metaclass=dataclass, frozen=True):
    """"Attach it to target creature" (the Licids): the Aura ``what`` becomes attached to ``to``
    (214.8c); if it can't legally enchant ``onto``, state-based effects put it into the graveyard
    (420.5d)."""

    what: "ObjRef"
    onto: "ObjRef"


#: "target activated ability from an artifact source" (Rust, Brown Ouphe, Interdict): an
#: activated ability's pseudospell on the stack (409.1a), its source of one of these card types.
ACTIVATED_ABILITY = "activated ability"
ABILITY_FROM = "from "


#: "target spell or ability …" (Diplomatic Escort, Silver Wyvern; added, Oracle activated round
#: eleven): with "spell", an ability's pseudospell on the stack — activated or triggered, never a
#: mana ability, which doesn't use the stack (409.1a, 406.1e) — as well as a spell.
ABILITY_ON_STACK = "ability"
#: "… that targets only ~" (Silver Wyvern): each of its targets is the filter's source, and it has one.
TARGETS_ONLY_SELF = "targets only itself"
#: "target spell that targets only a player" (Rebound; added, Oracle statics round nineteen): it
#: has a target, and each of its targets is a player, as it is now (409.1c, 413.2a).
TARGETS_ONLY_A_PLAYER = "targets only a player"


def spell_or_ability(extra: str) -> "Filter":
    """The target "spell or ability that targets a creature" / "… that targets only ~"."""
    return Filter(types=("spell", ABILITY_ON_STACK), zone=Zone.STACK, extra=(extra,))


def activated_ability_from(types: tuple[str, ...]) -> "Filter":
    """The target "activated ability from an artifact[, creature, …] source"."""
    return Filter(types=(ACTIVATED_ABILITY,), zone=Zone.STACK, extra=(ABILITY_FROM + " or ".join(types),))


#: "enchant creature put into play with ~" (Animate Dead): the permanent an ability of this
#: object (the filter's source) put into play; "attach ~ to it" after such an instruction.
PUT_INTO_PLAY_WITH = "put into play with it"

#: "each card exiled with ~" (Safe Haven, Cold Storage, Parallax Wave; added, otrig6): a card an
#: instruction of this object (the filter's source) removed from the game, still there (217.7c: kept apart by their way of returning).
EXILED_WITH = "removed from the game with it"

#: "untapped lands they controlled at the beginning of this turn" (Power Surge; added, session 65): a
#: mark of the reader's only, taken off by the count that reads it (``CountAtTurnStart``) — a
#: description left with it is refused (the engine applies it nowhere else).
AT_TURN_START = "controlled at the beginning of this turn"
#: Power Surge as printed: "that was untapped at the beginning of the turn" — as ``AT_TURN_START``, a mark of the
#: reader's only, taken off by ``CountAtTurnStart`` (its ``controlled_now``: the controller now, not then)
UNTAPPED_AT_TURN_START = "untapped at the beginning of this turn"

#: "spells you play", "creatures your opponents play" (Uphill Battle): a permanent that came into
#: play as a spell resolved or a land played, not one put into play by a spell or ability
#: (glossary "Play"); any spell.
PLAYED = "played"


def put_into_play_with() -> "All":
    """The permanent an instruction of this source put into play ("attach ~ to it", "that
    creature" after "return enchanted creature card to play", Animate Dead)."""
    return All((Filter(extra=(PUT_INTO_PLAY_WITH,)),))


class ChangeEnchant(metaclass=dataclass, frozen=True):
    """"It loses 'enchant creature card in a graveyard' and gains 'enchant creature put into
    play with ~'" (Animate Dead): what the local enchantment ``what`` may enchant (214.8a/c)
    becomes ``enchant`` (it was ``lost``), while it stays in play."""

    what: "ObjRef"
    enchant: "Filter"
    lost: "Filter"
    duration: str = WHILE_IN_PLAY


class LoseAllAbilities(metaclass=dataclass, frozen=True):
    """``what`` loses all abilities for ``duration`` (Humility's "All creatures lose all
    abilities", 407.1)."""

    what: "ObjRef"
    duration: str = WHILE_IN_PLAY


class EmptyManaPool(metaclass=dataclass, frozen=True):
    """``who`` empties his or her mana pool."""

    who: ObjRef


class GainControl(metaclass=dataclass, frozen=True):
    """``who`` controls ``what`` for ``duration`` ("You control enchanted creature")."""

    what: ObjRef
    who: ObjRef = You()
    duration: str = FOREVER


class ExchangeControl(metaclass=dataclass, frozen=True):
    """"Exchange control of target land you control and target land an opponent controls"
    (Political Trickery): each comes under the other's controller's control; if either can't
    be exchanged (gone, glossary "Exchange"), nothing happens to the other."""

    first: ObjRef
    second: ObjRef


class ExchangeHighest(metaclass=dataclass, frozen=True):
    """"You and target player exchange control of the creature you each control with the
    highest converted mana cost. Then exchange control of artifacts the same way." (Juxtapose):
    for each of ``types`` in turn, the permanent of that type with the highest converted mana
    cost that each of you and ``other`` controls (a tie chosen by its controller), exchanged
    (glossary "Exchange": if one of the two is missing, nothing is exchanged)."""

    other: ObjRef
    types: tuple[str, ...] = ("creature",)


class AuctionControl(metaclass=dataclass, frozen=True):
    """Illicit Auction: each player may bid life for control of ``what``; the controller opens
    at ``opening``; in turn order each player may top the high bid; the bidding ends when the
    high bid stands; the high bidder loses that much life and gains control of it."""

    what: ObjRef
    opening: int = 0


class ColoredCostsAre(metaclass=dataclass, frozen=True):
    """"Colored mana symbols in the costs on all those cards and permanents are {W}" (Celestial
    Dawn, as printed): in the mana cost and the activation costs of the objects ``what``
    describes, each colored mana symbol is ``mana``."""

    what: ObjRef
    mana: str
    duration: str = WHILE_IN_PLAY


class PlayFoundAsThoughInHand(metaclass=dataclass, frozen=True):
    """"You may play the card as though it were in your hand" (Grinning Totem): ``who`` may
    play the :class:`Found` card from where it is, as long as it stays there. ``what``: the card
    (:class:`Found`, or :class:`MovedThisWay` — "Exile the top card of your library. Until end of
    turn, you may play that card.", Aerial Caravan); ``duration``: how long the permission lasts
    (418.3a) — :data:`FOREVER` (none stated), :data:`UNTIL_END_OF_TURN` or
    :data:`UNTIL_YOUR_NEXT_UPKEEP` ("until the beginning of your next upkeep", Elkin Bottle;
    added, Oracle activated round nineteen) or :data:`UNTIL_YOUR_NEXT_TURN` ("Until your next turn, you may
    play those cards", Three Wishes: every card :class:`MovedThisWay`; added, session 65, h2)."""

    who: ObjRef = You()
    what: ObjRef = Found()
    duration: str = FOREVER


class LookAtHand(metaclass=dataclass, frozen=True):
    """The ability's controller looks at ``whose`` hand ("Look at target player's hand");
    ``reveal``: that player reveals it to everyone ("Target opponent reveals their hand")."""

    whose: ObjRef
    reveal: bool = False
    #: "Look at a card at random in target player's hand." (Urza's Bauble): one card of it, which
    #: chance picks — no player's choice; the look changes nothing else in the game
    random_card: bool = False
    #: with ``random_card``, how many cards chance picks ("Target opponent reveals X cards at random from their
    #: hand", Nebuchadnezzar; added, session 46, c1): all of a hand holding fewer (416.3)
    count: Amount = 1
    #: with ``random_card``, the player the instruction has pick the card at random ("Target opponent chooses a card at
    #: random from your hand", Cursed Scroll as printed; added, session 77, h7): no reveal, and no pick if that target
    #: is illegal as it resolves (413.2a); None: chance picks, no player named
    picker: Optional[ObjRef] = None


class MayLookAtRemoved(metaclass=dataclass, frozen=True):
    """"You may look at it for as long as it remains removed from the game" (Gustha's Scepter; added,
    session 46, c3): ``who`` may examine ``what``, a card the instruction before removed from the game
    face down, while it stays there — what 217.7b allows an instruction to say ("can't be examined by
    either player except when instructions allow it"). A card that leaves that zone is a new object
    (217.8), face up, and the permission ends with it."""

    who: ObjRef
    what: ObjRef


class Mill(metaclass=dataclass, frozen=True):
    """Put the top ``amount`` cards of ``whose`` library into his or her graveyard."""

    whose: ObjRef
    amount: Amount


class SearchLibrary(metaclass=dataclass, frozen=True):
    """``who`` searches his or her library for ``count`` cards matching ``filter`` (the
    player may fail to find, 413.2e); ``reveal``: "and reveal that card". The cards found
    are :class:`Found` for the ability's later effects."""

    who: ObjRef
    filter: Filter
    count: Optional[Amount] = 1  # None: "any number of" cards
    reveal: bool = False
    #: "for up to three …": from none to ``count`` (413.2c)
    up_to: bool = False
    #: "a card with the same name as target creature" (Pack Hunt, Bifurcate): only cards named
    #: like that object (202.3; as it last existed, 413.2f)
    same_name_as: Optional["ObjRef"] = None


class SearchCopies(metaclass=dataclass, frozen=True):
    """"Search its controller's graveyard, hand, and library for all cards with the same name
    as that creature and remove them from the game" (Eradicate, Quash, Scour): the ability's
    controller looks through ``who``'s zones for the cards named like ``like`` (as it last
    existed, 413.2f; same name, 202.3) and removes the ones found — free to leave some copies
    alone (glossary "Search")."""

    who: ObjRef
    like: ObjRef
    zones: tuple[Zone, ...] = (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY)


class SameName(metaclass=dataclass, frozen=True):
    """"Target land and all other lands with the same name as that land" (Wake of
    Destruction): the objects matching ``filter`` whose name is that of ``like`` (202.3), not
    ``like`` itself when ``other``."""

    like: "ObjRef"
    filter: Filter
    other: bool = False


class RevealFound(metaclass=dataclass, frozen=True):
    """"Reveal them": the cards a search found are shown to all players (glossary "Reveal")."""


class ChooseOneOfCards(metaclass=dataclass, frozen=True):
    """"Target opponent chooses one. Put that card into your hand and put all other cards revealed this way
    into your graveyard." (Intuition; added, session 39, o1): of the cards this ability's search found,
    ``chooser`` chooses one as it resolves (413.2c); it is put into ``chosen_to`` (its owner's hand), the
    others into ``rest_to`` (their owner's graveyard). With ``graveyard_top``, the cards are the top that many
    of your graveyard instead: "Target opponent chooses one of the top two cards of your graveyard. Exile that
    card and put the other one into your hand." (Phyrexian Grimoire; a graveyard is one pile in order,
    217.4a). No card, nothing to choose (413.2b)."""

    chooser: "ObjRef"
    chosen_to: Zone = Zone.HAND
    rest_to: Zone = Zone.GRAVEYARD
    graveyard_top: int = 0


class SparesItself(metaclass=dataclass, frozen=True):
    """"This effect doesn't remove ~" (the Wards: "Enchanted creature has protection from white.
    This effect doesn't remove White Ward."): the protection the Aura's own ability grants doesn't
    make the Aura itself fall off (502.7b, 420.5d); protection from anything else still does."""

    duration: str = WHILE_IN_PLAY


class RevealFromHand(metaclass=dataclass, frozen=True):
    """"Reveal any number of blue cards in your hand" (the Seers, the Scents): ``who`` chooses
    which of the cards in his or her hand matching ``filter`` to reveal (413.2c); the cards
    "revealed this way" are counted by the effects after it."""

    filter: Filter
    who: ObjRef = You()


class FoundOnTop(metaclass=dataclass, frozen=True):
    """"Reveal those cards, then shuffle your library and put them on top of it in any order
    you choose" (Goblin Recruiter): the :class:`Found` cards are revealed, the library is
    shuffled, and they go on top in the order the player chooses (413.2c). Without
    ``reveal_and_shuffle``: "Put the chosen cards on top of your library in any order you
    choose" (Doomsday)."""

    reveal_and_shuffle: bool = True


class SearchZones(metaclass=dataclass, frozen=True):
    """"Search your library and graveyard for five cards of your choice and remove the rest
    from the game" (Doomsday): ``count`` cards found among ``who``'s ``zones`` (that many, or as
    many as there are: glossary "Search"), and every other card of those zones moved to
    ``rest``."""

    who: ObjRef
    zones: tuple[Zone, ...]
    count: Amount
    rest: Zone = Zone.REMOVED


class Shuffle(metaclass=dataclass, frozen=True):
    """``who`` shuffles his or her library; ``by``: another player shuffles it ("You may then shuffle
    that library": Visions as printed)."""

    who: ObjRef
    by: Optional[ObjRef] = None


class ShuffleIntoLibrary(metaclass=dataclass, frozen=True):
    """``who`` shuffles the cards of his or her ``zones`` ("hand", "graveyard") into his or
    her library (Diminishing Returns, Timetwister, Feldon's Cane); ``any_number``: only the cards
    of them the player chooses as it resolves, none included ("Shuffle any number of cards from
    your hand into your library": Credit Voucher, 413.2c); ``filter``: only cards of that description
    may be chosen ("any number of creature cards from your graveyard": Renewing Touch as printed)."""

    who: ObjRef
    zones: tuple[Zone, ...]
    any_number: bool = False
    filter: Optional[Filter] = None
    #: (added, session 41, c5) "Shuffle a card from your hand into your library" (Lat-Nam's Legacy):
    #: that many cards of the zones, chosen by their player as it resolves (413.2c) — all of them
    #: when the zones hold fewer, none from an empty hand
    count: int = 0


class RemoveTopOfLibrary(metaclass=dataclass, frozen=True):
    """``who`` removes the top ``count`` cards of his or her library from the game
    (Diminishing Returns; the later "exile the top N cards"). ``face_down``: "… from the game face
    down" (Kyren Archive, Knowledge Vault; added, session 46, c3): neither player may examine
    the cards so removed except when instructions allow it (217.7b)."""

    who: ObjRef
    count: Amount
    face_down: bool = False


class AdditionalLands(metaclass=dataclass, frozen=True):
    """``who`` may play ``count`` additional lands (214.9b) each turn for ``duration``
    ("Play up to three additional lands this turn"; Storm Cauldron's static ability).
    ``any_number``: Fastbond's "You may play any number of lands on each of your turns" — no
    limit on the lands ``who`` plays (``count`` unused)."""

    who: ObjRef
    count: Amount = 1
    duration: str = THIS_TURN
    any_number: bool = False


class ReorderTop(metaclass=dataclass, frozen=True):
    """The top ``count`` cards of ``who``'s library looked at and put back in any order — by the
    instruction's controller, whose library it names or not (413.2c: Sage Owl's "your library",
    Elemental Augury's and Natural Selection's "target player's library")."""

    who: ObjRef
    count: Amount


class Dig(metaclass=dataclass, frozen=True):
    """``who`` looks at the top ``count`` cards of his or her library, puts ``take`` of them
    into the zone ``take_to`` (``hand``; ``library`` with ``take_position`` TOP: back on top, Ashnod's
    Cylix) and the rest into the zone ``rest_to`` (``graveyard`` / ``removed from the game``;
    ``library`` with ``rest_position`` BOTTOM / TOP: back, in the order the player chooses) (Ancestral
    Memories, Browse, Impulse, Diabolic Vision). ``take`` None: any number of them, none included,
    and ``take_to`` ``library``, ``take_position`` BOTTOM: to the bottom in the order the player
    chooses (Ransack). A position is given with ``library`` only (None for any other zone); each is
    written with its zone as one word, "library bottom" (:data:`_JOINED_POSITIONS`)."""

    who: ObjRef
    count: Amount
    take: Optional[Amount]
    take_to: Zone = Zone.HAND
    rest_to: Zone = Zone.GRAVEYARD
    #: who looks, chooses and orders: None, ``who``; "Look at the top five cards of target
    #: opponent's library. Put one of those cards into that player's graveyard …" (Cruel Fate,
    #: Sealed Fate; added, Oracle round nine): the ability's controller (413.2c)
    chooser: Any = None
    #: the cards are revealed, not looked at ("Reveal a number of cards from the top of your
    #: library equal to …": Eye of Yawgmoth; added, Oracle activated round sixteen)
    revealed: bool = False
    #: the rest are left where they were, on top of the library, not moved ("Look at the top two
    #: cards of target player's library. Put one of them into their graveyard.": Wu Spy; added,
    #: Oracle triggers round twenty)
    rest_left: bool = False
    #: the ``take`` cards are picked at random, no player's choice ("Exile four of them at random":
    #: Orcish Librarian; added, session 38 round B)
    at_random: bool = False
    #: where in the library the ``take`` cards go, with ``take_to`` "library"; None for any other zone
    take_position: Optional[LibraryPosition] = None
    #: where in the library the rest go, with ``rest_to`` "library"; None for any other zone
    rest_position: Optional[LibraryPosition] = None
    #: the cards are the ones the ability's :class:`RevealTop` just looked at, not looked at again: "Look at the top
    #: two cards of your library. You may sacrifice ~ and pay {2}{G}{G}. If you do, put one of those cards into your
    #: hand." (Preferred Selection; added, session 84, h6) — those of them still on top of the library
    already_looked: bool = False


class RevealTop(metaclass=dataclass, frozen=True):
    """``who`` reveals the top card of his or her library; it is :class:`Revealed` for the
    ability's later effects (Call of the Wild). ``look``: the ability's controller only looks
    at it (Wand of Denial), the same card for what follows."""

    who: ObjRef
    look: bool = False
    #: "Look at the top three cards of target player's library" (Orcish Spy)
    count: int = 1
    #: the instruction's subject is "you", unsaid, and the library another player's: "Reveal the top card of
    #: target opponent's library" (Prophecy) — the ability's controller reveals it, not the library's owner
    #: (glossary "Reveal"); False where the owner reveals ("that player reveals the top card of his or her
    #: library", Paroxysm) or where the library is "your" own (Call of the Wild)
    by_you: bool = False


class RevealTopSort(metaclass=dataclass, frozen=True):
    """``who`` reveals the top ``count`` cards of his or her library (as many as there are,
    416.3), puts those matching ``keep`` into ``to_zone`` (``tapped``, into play) and the rest
    into ``rest_zone`` — each player his or her own cards (Mulch: land cards into the hand, the
    rest into the graveyard; Clear the Land: land cards into play tapped, the rest removed from
    the game)."""

    who: ObjRef
    count: int
    keep: "Filter"
    to_zone: Zone
    rest_zone: Zone
    tapped: bool = False


class SetLandType(metaclass=dataclass, frozen=True):
    """``what`` is the basic land type ``land_type`` (None: of the ability controller's
    choice, made on resolution or as the permanent comes into play) for ``duration``,
    losing its old land type and abilities for the basic land's mana ability (214.9f;
    Phantasmal Terrain, Mystic Compass)."""

    what: ObjRef
    land_type: Optional[str] = None
    duration: str = WHILE_IN_PLAY
    #: "in addition to its other land types" (Blanket of Night): it keeps what it was and adds
    #: the type with its mana ability (214.9e)
    keep: bool = False


class ReplacedEvent(IdentityEnum):
    """What a :class:`ReplaceEvent` replaces: the event as "If … would …" words it (419.6) — its
    own vocabulary, not a :class:`TriggerEvent`'s ("would be dealt damage", "would draw a card",
    "would gain life" are no trigger conditions, and ``judge card`` says "would be {words}").
    Each member's value is the words the serialised IR keeps for it (:func:`to_data` writes them
    bare, as before the events were types: ``judge card --json`` is unchanged) and ``judge card``
    says; judge.engine (replacement, support) keys its handlers by the member, never the words."""

    #: "If ~ would be put into a graveyard from play, instead …" (Gravebane Zombie): from play (410.10)
    PUT_INTO_GRAVEYARD_FROM_PLAY = "put into graveyard from play"
    #: "If a card would be put into your graveyard from anywhere, instead …" (from any zone)
    PUT_INTO_GRAVEYARD = "put into graveyard"
    #: leaving play, wherever it goes (judge.engine.replacement's zone events; no reader builds it yet)
    LEAVES_PLAY = "leaves play"
    #: damage a source matching ``subject`` would deal (``instead`` a :class:`ScaleDamage`; Furnace of Rath)
    DEALS_DAMAGE = "deals damage"
    #: damage ``subject`` would be dealt (Lichenthrope, Crumbling Sanctuary)
    DEALT_DAMAGE = "dealt damage"
    #: a static replacement of a permanent's destruction (419.6b; Clergy of the Holy Nimbus: "If ~
    #: would be destroyed, regenerate it"; added, session 48, h3)
    DESTROYED = "destroyed"
    #: "If you would draw a card, …" (Pursuit of Knowledge, Abundance)
    DRAW = "draw"
    #: "If you would gain life, …" (for each 1 life)
    GAIN_LIFE = "gain life"


class ReplaceEvent(metaclass=dataclass, frozen=True):
    """A replacement effect (419.6) of a static ability: each time ``event`` (a
    :class:`ReplacedEvent`) would happen to ``subject``, ``instead`` happens
    (Gravebane Zombie: "When ~ would be put into a graveyard from play, instead put ~ on
    top of its owner's library"). Event ``deals damage``: damage a source matching
    ``subject`` would deal is replaced (``instead`` a :class:`ScaleDamage`)."""

    event: ReplacedEvent
    subject: Union[ObjRef, Filter]
    instead: tuple["Effect", ...]
    duration: str = WHILE_IN_PLAY
    #: "If you would draw a card, you may put a study counter on ~ instead" (Pursuit of
    #: Knowledge): the player whose effect it is chooses, each time, whether it applies
    optional: bool = False


class NextDrawInstead(metaclass=dataclass, frozen=True):
    """"The next time you would draw a card this turn, instead …" (Aladdin's Lamp): a
    replacement effect created as the ability resolves (419.1) that applies to ``who``'s next
    draw this turn only, then ends; unused, it ends with the turn (314.1b). ``once`` False:
    "Until end of turn, if target player would draw a card, instead …" — each draw that turn."""

    instead: tuple["Effect", ...]
    who: ObjRef = You()
    once: bool = True


class BottomAllButOne(metaclass=dataclass, frozen=True):
    """"Look at the top X cards of your library, put all but one of them on the bottom of your
    library in a random order" (Aladdin's Lamp): the one kept, the player's choice (413.2c),
    stays on top."""

    who: ObjRef
    count: Amount


class ScaleDamage(metaclass=dataclass, frozen=True):
    """What a damage-replacement effect (a :class:`ReplaceEvent` with event ``deals damage``)
    does instead: the same damage multiplied by ``factor`` ("deal double that damage", 419.6a's
    example). ``plus``: then that much more (Sulfuric Vapors' "that much damage plus 1") or, negative,
    less (Benevolent Unicorn's "minus 1"; never below 0)."""

    factor: int = 2
    plus: int = 0


class ScaleDamageThisTurn(metaclass=dataclass, frozen=True):
    """"If a creature would deal combat damage to a creature this turn, it deals double that damage
    to that creature instead." (Blind Fury; added, session 68, h5): a replacement effect a spell
    creates as it resolves (419.1), lasting the turn (314.1b). Each time a source matching
    ``dealt_by`` would deal damage (combat damage only when ``combat_only``) to an object matching
    ``dealt_to`` — both looked at as the damage would be dealt, a source gone by its last known information
    (419.7c) — it deals ``factor`` times it (then ``plus`` more) instead (419.6a's example: "double that damage")."""

    dealt_by: Filter
    dealt_to: Filter
    combat_only: bool = False
    #: as :class:`ScaleDamage`'s (kept here, not as an instruction of its own: it is what this effect does)
    factor: int = 2
    plus: int = 0


class RedirectDamage(metaclass=dataclass, frozen=True):
    """A redirection (replacement) effect (419.6): damage that would be dealt to ``to`` (by
    ``source`` when given; combat damage only when ``combat_only``) is dealt to
    ``new_recipient`` instead, for ``duration``; ``next_time``: only the next such event.
    Jade Monolith: "The next time a source of your choice would deal damage to target
    creature this turn, that damage is dealt to you instead"; Kjeldoran Royal Guard: "All
    combat damage that would be dealt to you by unblocked creatures this turn is dealt to
    ~ instead"."""

    to: tuple[ObjRef, ...]
    new_recipient: ObjRef
    source: Optional[Union[ObjRef, Filter]] = None
    combat_only: bool = False
    next_time: bool = False
    duration: str = THIS_TURN
    #: "The next N damage that would be dealt to ~ this turn is dealt to … instead" (the en-Kor):
    #: at most N damage is redirected, the rest dealt as it would be (as a shield, 419.7b).
    amount: Optional[Amount] = None
    #: "… you may have that damage dealt to you instead" (Blood of the Martyr): each time, the
    #: effect's controller chooses whether it applies, as the damage would be dealt (419.1, 419.2);
    #: a description in ``to`` ("any creature") is looked at then too.
    optional: bool = False


class EntersIfPaid(metaclass=dataclass, frozen=True):
    """"If ~ would come into play, sacrifice a Swamp instead. If you do, put ~ into play. If you
    don't, put it into its owner's graveyard." (Lake of the Dead; "you may discard a land card
    instead": Mox Diamond): a replacement of its own coming into play (419.1) — the ``cost``
    (sacrifices or a discard) is paid as it would come into play, or it goes to the graveyard."""

    cost: Cost
    optional: bool = False


class ChangeTargets(metaclass=dataclass, frozen=True):
    """The controller of this ability chooses new targets for the spell ``what`` (Deflection:
    "Choose a new target for target spell with a single target")."""

    what: ObjRef
    #: "The new target must be a creature." (Silver Wyvern: "Change the target of target spell or
    #: ability that targets only ~."): a further limit on the new target, beyond being legal for
    #: that spell or ability (415.2)
    must_be: Optional["Filter"] = None


class FlipCoin(metaclass=dataclass, frozen=True):
    """``who`` flips a coin; later :class:`Conditional` effects test
    ``Condition(ConditionKind.FLIP, value="won"/"lost")`` (Bottle of Suleiman). The result is a choice
    the engine leaves open (both outcomes are explored)."""

    who: ObjRef = You()


class ExtraTurn(metaclass=dataclass, frozen=True):
    """``who`` takes an extra turn after this one."""

    who: ObjRef = You()


class Skip(metaclass=dataclass, frozen=True):
    """``who`` skips his or her next ``what`` ("turn", "untap step", "draw step", "combat
    phase"): glossary "Skip" — proceeding past it as though it didn't exist; a skip waits for
    the next occurrence not under way. ``this_turn``: only if it comes this turn (Moment of
    Silence)."""

    who: ObjRef
    what: str
    this_turn: bool = False
    #: "skips all combat phases of their next turn" (False Peace): every one of that player's
    #: next turn (not one of this turn), however many it has
    whole_next_turn: bool = False


class LoseGame(metaclass=dataclass, frozen=True):
    """``who`` loses the game."""

    who: ObjRef = You()


class AdditionalCombat(metaclass=dataclass, frozen=True):
    """An additional combat phase this turn, followed by an additional main phase when
    ``main_phase_after`` (Relentless Assault)."""

    main_phase_after: bool = True


class Optional_(metaclass=dataclass, frozen=True):
    """"You may [effects]" (410.5 for triggers; on resolution for spells): the player
    ``who`` chooses whether to do them."""

    effects: tuple["Effect", ...]
    who: ObjRef = You()
    #: "You may remove it from the game. If you do, …" (Gamekeeper): where the effects "If you do"
    #: begin (0: none) — the first ones are the optional instruction, and an instruction that
    #: can't be carried out can't be chosen (413.2c), nor then what follows it
    if_you_do_from: int = 0
    #: (added, p1, session 41) what is done instead if the player doesn't choose to (or can't): the
    #: instruction an optional "… instead" replaces — Ether Well: "If that creature is red, you may put it on
    #: the bottom of its owner's library instead" (declined, it goes on top, as the sentence before says)
    otherwise: tuple["Effect", ...] = ()


class IfYouDo(metaclass=dataclass, frozen=True):
    """"You may pay {1}. If you do, [effects]": pay ``cost`` (mana or life) then do ``then``;
    if not paid, do ``otherwise``."""

    cost: Cost
    then: tuple["Effect", ...]
    otherwise: tuple["Effect", ...] = ()
    who: ObjRef = You()
    optional: bool = True
    #: the cost is paid this many times over ("{1} for each age counter on it": cumulative upkeep)
    times: Optional["Amount"] = None
    #: "its mana cost" (Flash): the mana cost of this object, with up to ``reduced_by`` less
    #: generic mana ("reduced by up to {2}")
    cost_of: Optional["ObjRef"] = None
    reduced_by: int = 0
    #: "Any player may sacrifice a land. If a player does, …" / "unless any player pays {2}":
    #: each player ``who`` means, in turn order from the active player (413.2d), may pay; the
    #: first who does pays it, and ``then`` happens (else ``otherwise``)
    anyone: bool = False
    #: the payment of a cumulative upkeep (glossary "Cumulative Upkeep": the "… unless you pay
    #: [cost] for each age counter on ~" its keyword stands for; added, Oracle round eleven): not
    #: paid, it is the event of :attr:`TriggerEvent.UPKEEP_NOT_PAID`
    cumulative_upkeep: bool = False


class EachPlayer(metaclass=dataclass, frozen=True):
    """"Each opponent sacrifices a permanent unless they pay {3}" (Rishadan Brigand): ``effects``
    carried out for each player ``who`` means, in turn order from the active player (413.2d),
    that player being :class:`EachOne` — each one's own choice, knowing the earlier ones'."""

    who: ObjRef
    effects: tuple["Effect", ...]


class Conditional(metaclass=dataclass, frozen=True):
    """"If [condition], [effects]" resolved on resolution (not an intervening if)."""

    condition: Condition
    then: tuple["Effect", ...]
    otherwise: tuple["Effect", ...] = ()


class DelayedTrigger(metaclass=dataclass, frozen=True):
    """Creates a delayed triggered ability (406.2): "At end of turn, return that creature to
    its owner's hand", "sacrifice it at end of combat"."""

    trigger: "Trigger"
    effects: tuple["Effect", ...]
    #: An intervening "if" (410.8), checked as it would trigger and on resolution (Grinning
    #: Totem: "if you haven't played the card").
    condition: Optional["Condition"] = None
    #: "When that creature leaves play this turn, …" (Heart Wolf): it can trigger only during
    #: the turn it was created in.
    this_turn: bool = False
    #: "Until end of turn, whenever a player taps an Island for mana, …" (High Tide): a stated
    #: duration, so it triggers every time until then (406.2e), not once.
    repeats: bool = False
    #: "… unless they pay {1} before that draw step" (Nafs Asp, Sabertooth Cobra; added, session 69, h6): the mana
    #: the player whose step it waits for may pay any time he or she has priority before it triggers, which ends it
    #: (glossary "Unless": "You may pay {1}. If you don't, …"); None for every other delayed ability.
    unless_paid: Optional[str] = None
    #: "For as long as ~ remains tapped, …, and at the beginning of each of your draw steps, put a -1/-1 counter on
    #: that creature" (Giant Oyster; added, session 71, h9): a stated duration (:data:`WHILE_SOURCE_TAPPED`, with
    #: ``repeats``): it triggers each time until ~ first untaps or leaves play, and is over then even if ~ is tapped
    #: again (418.3a, 406.2e); None for every other delayed ability.
    lasts: Optional[str] = None
    #: Gaze of Pain (added, session 76, h7): "Until end of turn, whenever a creature you control attacks and isn't
    #: blocked, you may choose to have it deal damage equal to its power to a target creature. …" — the delayed
    #: ability's own targets, chosen each time it is put on the stack (410.4), its ``effects``' :class:`Target`
    #: indexes being theirs (the spell or ability that creates it then refers to nothing: judge.engine.effects.delayed
    #: refuses one that does); () for every other delayed ability, whose targets are the creating one's.
    targets: tuple["TargetSpec", ...] = ()
    #: Gaze of Pain: its controller's "you may", chosen as it would be put on the stack (410.5), as a triggered
    #: ability's ``optional``; False for every other delayed ability.
    optional: bool = False
    #: The sentence of the card that made it, in the card's wording ("Draw a card at the beginning of
    #: the next turn's upkeep.": Foresight), quoted as it triggers; "" where no one sentence says it
    #: (judge.cards.text: :func:`_delayed_sentences`). Words only: not compared.
    text: str = dataclasses.field(default="", compare=False)


class Rule(metaclass=dataclass, frozen=True):
    """A static rules effect: the base of the classes below, one for each rule an effect can
    state about objects or players ("can't attack", "is unblockable", "doesn't untap", ...).

    ``what``: the objects (or players) it applies to — None for a global rule; ``filter``: the
    description its class names (which blockers, which spells, ...); ``value``: mana or a
    number where the class says; ``duration``: :data:`WHILE_IN_PLAY` for a static ability,
    as stated for one from a resolving spell or ability (418.3a); ``condition`` with
    :data:`AS_LONG_AS`: the rule applies while it holds. ``kind`` (a class attribute) is how
    a trace and ``judge card`` word it.
    """

    kind: ClassVar[str] = "rules effect"

    what: Optional[ObjRef] = None
    filter: Optional[Filter] = None
    value: Optional[str] = None
    duration: str = WHILE_IN_PLAY
    condition: Optional[Condition] = None


# Attacking and blocking: 308.1 (who may attack), 309.1 (who may block), 500.2 (restrictions
# and requirements), 501 (evasion), 502.4b (flying).


class CantAttack(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't attack (308.1, 500.2)."""

    kind: ClassVar[str] = "cant attack"


class CantBlock(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't block (309.1, 501.3); with ``filter``: can't block attackers matching it."""

    kind: ClassVar[str] = "cant block"


class OthersThanChosen(metaclass=dataclass, frozen=True):
    """"Target opponent chooses a creature they control. Other creatures they control can't block
    this turn" (Eunuchs' Intrigues, Goblin War Cry): ``chosen`` is chosen on resolution (413.2c);
    ``rule`` (a restriction from a resolving spell, 418.1) applies to what its ``what`` names
    then, except the one chosen — the set fixed now (418.3b)."""

    chosen: Chosen
    rule: Rule


class CantAttackOrBlock(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't attack or block (308.1, 309.1)."""

    kind: ClassVar[str] = "cant attack or block"


class CombatAction(IdentityEnum):
    """The declaration a combat rule is about (:attr:`CombatCost.action`, :attr:`MaxCombatants.action`,
    :attr:`CantUnlessOthers.action`, :attr:`CantUnlessControlsMore.action`; judge.engine.combat's declarations
    too): declaring attackers (308), declaring blockers (309), or either ("can't attack or block alone": Mogg
    Flunkies; "can't attack or block unless its controller pays": Leviathan). Each member's value is the words
    the serialised IR keeps for it (:func:`to_data` writes them bare, as when the field was a string: ``judge
    card --json`` is unchanged); judge.cards.describe says each member (``COMBAT_ACTION_WORDS``); judge.engine
    tells them apart by the member, never the words."""

    ATTACK = "attack"
    BLOCK = "block"
    #: both declarations: the rule applies to each (judge.engine.combat)
    ATTACK_OR_BLOCK = "attack or block"


class CombatCost(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't attack (or block: ``action``) unless its controller pays ``value`` (mana)
    or sacrifices ``sacrifice`` for it — a cost to attack or block other than tapping, paid
    with the declaration (308.2, 309.2); one that can't be paid makes the declaration
    illegal (308.3, 309.2a). Brainwash, Exalted Dragon, Leviathan."""

    kind: ClassVar[str] = "attack or block cost"

    #: attack, block, or attack or block
    action: CombatAction = CombatAction.ATTACK
    sacrifice: Optional["SacrificeCost"] = None
    #: life its controller pays for it (Heat Wave: "unless their controller pays 1 life for each
    #: blocking creature they control", with ``filter`` the creatures whose blocking costs it;
    #: added, stat)
    life: int = 0
    #: Phyrexian Marauder (added, stat): ``value`` is owed for each counter of this kind on the
    #: creature ("unless you pay {1} for each +1/+1 counter on it"), counted as it is declared
    per_counter: Optional[str] = None
    #: Hollow Warrior (added, c3): an untapped permanent of this description its controller taps
    #: for it ("unless you tap an untapped creature you control", 308.2, 309.2)
    tap: Optional["Filter"] = None
    #: with ``tap``: the Oracle's "not declared as an attacking or blocking creature this combat" —
    #: a creature of the declaration can't be the one tapped (the printed wording lets it)
    tap_undeclared: bool = False


class AttackCost(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't attack the ability's controller unless their controller pays ``value``
    (mana) for each of them attacking that player (Propaganda, Koskun Falls): a cost to
    attack, paid with the declaration (308.2); one that can't be paid makes the attack illegal
    (308.3)."""

    kind: ClassVar[str] = "attack cost"


class SkipsEach(Rule, metaclass=dataclass, frozen=True):
    """"Skip your draw step" (Necropotence, Yawgmoth's Bargain, Recycle): the ability's
    controller skips every one of his or her ``value`` ("draw step", "untap step", …) while it
    applies — each passes as though it didn't exist (glossary "Skip")."""

    kind: ClassVar[str] = "skips each"


class CantAttackAlone(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't attack unless another creature attacks too (500.2's example)."""

    kind: ClassVar[str] = "cant attack alone"


class CantAttackUnless(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't attack unless the defending player controls a permanent matching
    ``filter`` ("can't attack unless defending player controls an Island", 500.2)."""

    kind: ClassVar[str] = "cant attack unless defending player controls"


class AttacksIfAble(Rule, metaclass=dataclass, frozen=True):
    """``what`` attacks each turn if able (a requirement, 500.2)."""

    kind: ClassVar[str] = "attacks if able"


class OnlyOneAttacker(Rule, metaclass=dataclass, frozen=True):
    """No more than one creature can attack each turn (global, 500.2)."""

    kind: ClassVar[str] = "only one attacker"


class AttacksWithoutTapping(Rule, metaclass=dataclass, frozen=True):
    """Attacking doesn't cause ``what`` to tap (308.2)."""

    kind: ClassVar[str] = "attacks without tapping"


class UnaffectedBySummoningSickness(Rule, metaclass=dataclass, frozen=True):
    """``what`` "is unaffected by summoning sickness" (the era's printed wording: Instill Energy,
    Chaos Charm): it may attack and play its {T} abilities though it hasn't been under its
    controller's control since the turn began (glossary "Summoning Sickness (Obsolete)", 308.1,
    409.3) — a characteristic an effect defines, not an ability it grants (407.2: "[permanent]
    is [characteristic]"), so an effect that removes abilities (Humility) doesn't remove it."""

    kind: ClassVar[str] = "unaffected by summoning sickness"


class CanAttackAsThoughNotWall(Rule, metaclass=dataclass, frozen=True):
    """``what`` can attack as though it weren't a Wall (glossary "As though")."""

    kind: ClassVar[str] = "can attack as though not a wall"


class Unblockable(Rule, metaclass=dataclass, frozen=True):
    """``what`` is unblockable (501.1)."""

    kind: ClassVar[str] = "unblockable"


class CantBeBlockedExceptBy(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be blocked except by creatures matching ``filter`` (501.1)."""

    kind: ClassVar[str] = "cant be blocked except by"


class CantBeBlockedBy(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be blocked by creatures matching ``filter`` (501.1)."""

    kind: ClassVar[str] = "cant be blocked by"


class CantBeBlockedByMoreThanOne(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be blocked by more than one creature (501.1)."""

    kind: ClassVar[str] = "cant be blocked by more than one"


class CantBeBlockedByOnlyOne(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be blocked except by two (``value``: that many) or more creatures (501.1)."""

    kind: ClassVar[str] = "cant be blocked by only one"


class CanBlockAsThoughFlying(Rule, metaclass=dataclass, frozen=True):
    """``what`` can block as though it had flying (502.4b; glossary "As though": for
    declaring blockers only)."""

    kind: ClassVar[str] = "can block as though flying"


class CanBlockAnyNumber(Rule, metaclass=dataclass, frozen=True):
    """``what`` can block any number of creatures (309.1)."""

    kind: ClassVar[str] = "can block any number"


class CanBlockAdditional(Rule, metaclass=dataclass, frozen=True):
    """``what`` can block ``value`` additional creatures (309.1)."""

    kind: ClassVar[str] = "can block additional"


class BlocksIfAble(Rule, metaclass=dataclass, frozen=True):
    """``what`` blocks if able (Watchdog: "~ blocks each combat if able"; Provoke: "That creature
    blocks this turn if able"): a requirement on a creature the defending player controls, met by
    blocking any attacker (500.2)."""

    kind: ClassVar[str] = "blocks if able"


class AllAbleMustBlock(Rule, metaclass=dataclass, frozen=True):
    """All creatures able to block ``what`` do so (Lure: a requirement, 500.2)."""

    kind: ClassVar[str] = "all able must block"


# Untapping (302.1, 302.2).


class BlockableDespiteLandwalk(Rule, metaclass=dataclass, frozen=True):
    """``what`` can be blocked as though it didn't have ``value`` (a landwalk: Quagmire's
    "Creatures with swampwalk can be blocked as though they didn't have swampwalk", 502.6b)."""

    kind: ClassVar[str] = "blockable as though without landwalk"


#: :class:`BlockableDespiteLandwalk`'s ``value`` for every landwalk (Staff of the Ages' "Creatures
#: with landwalk abilities can be blocked as though they didn't have those abilities"; added, ostat6).
ANY_LANDWALK = "any"

#: A landwalk :class:`Keyword`'s ``param`` for "legendary landwalk" (Livonya Silone): the kind of land
#: named by its supertype, not a land type (502.6a; added, Oracle round ten, A–L).
LEGENDARY_LAND = "legendary"

#: A landwalk :class:`Keyword`'s ``param`` granted by an effect, the land type decided as the effect
#: is carried out (added, session 44, c6): "choose a land type. ~ gains landwalk of the chosen type"
#: (Illusionary Presence; printed "a landwalk ability of your choice") and Giant Slug's "choose a basic
#: land type" — its controller's choice then (413.2c), any land type (a land's type is its name, 212.2c)
#: or one of the five basic ones; "snow " before it, Barbarian Guides' snow(-covered) landwalk of the
#: chosen type; and Excavator's "landwalk of each of the land types of the sacrificed land" (the land
#: sacrificed to pay its cost as it last existed in play, 409.1f, 413.2f) — one landwalk for each.
LAND_TYPE_OF_CHOICE = "a land type of your choice"
BASIC_LAND_TYPE_OF_CHOICE = "a basic land type of your choice"
SACRIFICED_LAND_TYPES = "each of the land types of the sacrificed land"
LANDWALKS_CHOSEN = (LAND_TYPE_OF_CHOICE, BASIC_LAND_TYPE_OF_CHOICE, SACRIFICED_LAND_TYPES)

#: A "bands with other" :class:`Keyword`'s ``param``: the quality the band shares, "legendary
#: creatures" (the Legends lands' "bands with other legendary creatures"; glossary "Banding, Bands with
#: Other"; added, Oracle round eleven, A–L).
LEGENDARY_CREATURES = "legendary creatures"
#: The other quality of "bands with other" the era's cards grant, a name: "creatures named " and the
#: name (Master of the Hunt's Wolves of the Hunt: "bands with other creatures named Wolves of the Hunt";
#: added, session 72, h6): creatures of that name (202.3) band with it.
CREATURES_NAMED = "creatures named "


class UntapLimit(Rule, metaclass=dataclass, frozen=True):
    """Players ``what`` can't untap more than ``value`` permanents matching ``filter`` during
    their untap steps (302.1; Winter Orb: "players can't untap more than one land"): the active
    player chooses which."""

    kind: ClassVar[str] = "untap limit"


class DoesntUntap(Rule, metaclass=dataclass, frozen=True):
    """``what`` doesn't untap during its controller's untap step (302.1)."""

    kind: ClassVar[str] = "doesnt untap"


class DoesntUntapNextUntapStep(Rule, metaclass=dataclass, frozen=True):
    """``what`` doesn't untap during its controller's next untap step (302.1); ``value`` "2":
    during its controller's next two untap steps (Telekinesis), None: the next one."""

    kind: ClassVar[str] = "doesnt untap next untap step"


class ReturnsAsNextUntapStep(Rule, metaclass=dataclass, frozen=True):
    """During the next untap step of the ability's controller, as that player untaps their
    permanents, ``what`` is returned to its owner's hand (302.1; Undiscovered Paradise)."""

    kind: ClassVar[str] = "returns as next untap step"


class MayChooseNotToUntap(Rule, metaclass=dataclass, frozen=True):
    """``what``'s controller may choose not to untap it during the untap step (302.2)."""

    kind: ClassVar[str] = "may choose not to untap"


# Coming into play, targeting, costs and players.


class ComesIntoPlayTapped(Rule, metaclass=dataclass, frozen=True):
    """``what`` comes into play tapped (a replacement effect, 419.6b)."""

    kind: ClassVar[str] = "comes into play tapped"


class CantBeTargetedBySpells(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be the target of spells (409.1c)."""

    kind: ClassVar[str] = "cant be targeted by spells"


class ComesIntoPlayWithCounters(Rule, metaclass=dataclass, frozen=True):
    """``what`` comes into play with ``count`` counters of kind ``value`` on it: part of the
    event that puts it into play (410.10e). ``removes_counted``: the cards a :class:`CountOf`
    counted are removed from the game as part of the same event (Zombie Mob as printed: "Remove
    all of those summon cards from the game", in the same paragraph, no trigger word)."""

    kind: ClassVar[str] = "comes into play with counters"

    count: Amount = 1
    removes_counted: bool = False


class Form(metaclass=dataclass, frozen=True):
    """One of the forms a permanent may come into play as (Primal Clay): its power and
    toughness, subtypes and keyword abilities; ``text`` as written ("2/2 artifact creature
    with flying")."""

    power: int
    toughness: int
    subtypes: tuple[str, ...] = ()
    keywords: tuple["Keyword", ...] = ()
    text: str = ""


class ChosenForm(metaclass=dataclass, frozen=True):
    """"~ comes into play as your choice of a 3/3 artifact creature; a 2/2 artifact creature
    with flying; or a 1/6 Wall artifact creature": its controller chooses one as it comes into
    play (410.10e, with :class:`ChooseAsEntering` ``form``), and the chosen form's P/T,
    subtypes and abilities are its own from then on."""

    forms: tuple[Form, ...]
    duration: str = WHILE_IN_PLAY


class EntryChoice(IdentityEnum):
    """What is chosen as a permanent comes into play (410.10e): a :class:`ChooseAsEntering`'s
    ``choices`` (a colour, an opponent, a creature type, a basic land type, one of its forms, …),
    built by the reader as members. Each member's value is the words the serialised IR keeps for it
    (:func:`to_data` writes them bare, as before the choices were types: ``judge card --json`` is
    unchanged) and ``judge card`` says, and the key of what was chosen in
    ``Game.permanents.chosen_on_entry`` (whose other keys, :class:`RememberedOnEntry`'s members, are
    not entry choices); judge.engine (build, events, support) tells the choices apart by member."""

    COLOR = "color"  # "As ~ comes into play, choose a color"
    OPPONENT = "opponent"  # "… choose an opponent"
    CREATURE_TYPE = "creature type"  # "… choose a creature type"
    LAND_TYPE = "land type"  # "… choose a basic land type" (and Phantasmal Terrain's "of your choice")
    FORM = "form"  # "comes into play as your choice of" (Primal Clay)
    LIFE_PAID = "life paid"  # "As ~ comes into play, pay any amount of life" (Minion of the Wastes)
    NUMBER = "number"  # "… choose a number between 0 and 7" (Shapeshifter)
    # Null Chamber: "you and an opponent each choose a card name other than a basic land card name" (session 46, c1)
    CARD_NAME = "card name"  # its controller's
    OPPONENTS_CARD_NAME = "opponent's card name"  # an opponent's
    # "… choose two basic land types" (Illusionary Terrain): the second, a basic land type other than
    # the first (which is LAND_TYPE's)
    SECOND_LAND_TYPE = "second land type"
    # "… choose a land type" (Shimmer): any land type, a land's type being its name (212.2c)
    ANY_LAND_TYPE = "any land type"


class ChooseAsEntering(Rule, metaclass=dataclass, frozen=True):
    """"As ~ comes into play, choose a color / an opponent / a creature type": its
    controller chooses, as part of the event that puts it into play (410.10e); ``choices``
    lists what, in order. The choice is remembered with the permanent and read by its
    other abilities as :class:`ChosenPlayer`, :data:`CHOSEN_COLOR`, :data:`CHOSEN_TYPE`."""

    kind: ClassVar[str] = "chooses as it comes into play"

    choices: tuple[EntryChoice, ...] = ()
    #: the values a choice is limited to, as words (Shapeshifter's number: "0" … "7")
    among: tuple[str, ...] = ()
    #: (added, session 46, c8) Caller of the Hunt: "As an additional cost to play this spell,
    #: choose a creature type" (printed "As you play ~, choose a creature type"): chosen as the
    #: spell is played (409.1f), not as it comes into play; the permanent it becomes keeps that
    #: choice, and one put into play without being played has chosen nothing.
    when_played: bool = False


class ChooseForSource(metaclass=dataclass, frozen=True):
    """The printed "When ~ comes into play, choose a creature type." (Engineered Plague, Urza's Incubator) and
    "… choose a color." (Sol Grail) (added, session 73, h8): a comes-into-play triggered ability (410.10a), not the
    Oracle's "As ~ comes into play" (410.10e) — its controller chooses as the ability resolves (413.2c), and a
    player may respond before. The choice is kept with the source, where :class:`ChooseAsEntering`'s is
    (``Game.permanents.chosen_on_entry``), and read by its other abilities as "the chosen type/color"; until it
    is made, nothing is of the chosen type or colour. A source no longer in play keeps no choice (410.10)."""

    choices: tuple[EntryChoice, ...] = ()


class EntersAsCopy(Rule, metaclass=dataclass, frozen=True):
    """"As ~ comes into play, you may choose a creature in play. If you do, ~ comes into play
    as a copy of that creature" (Clone; Copy Artifact with ``value`` "enchantment", "except
    it's an enchantment in addition to its other types"): its controller may choose a
    permanent in play matching ``filter`` as it comes into play (410.10e), and it comes into
    play with that permanent's card values as its own (418.2). Vesuvan Doppelganger's "except it
    doesn't copy that creature's color and it has …": ``keeps_color``, ``grants``."""

    kind: ClassVar[str] = "comes into play as a copy"

    keeps_color: bool = False
    grants: tuple = ()


class CantBeTargeted(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be the target of spells or abilities (409.1c; the later keyword shroud)."""

    kind: ClassVar[str] = "cant be targeted"


class CanBlockOnly(Rule, metaclass=dataclass, frozen=True):
    """``what`` can block only creatures matching ``filter`` (501.3)."""

    kind: ClassVar[str] = "can block only"


class PlayAsInstant(Rule, metaclass=dataclass, frozen=True):
    """The card ``what`` may be played any time its controller could play an instant (an
    ability that functions from the hand, 402.8; the later keyword flash). ``price``: what
    happens to the permanent when it was played so (Mirage's "if you do, bury it at end of
    turn": :data:`BURY_AT_END_OF_TURN`; the Oracle's "… sacrifices it at the beginning of the
    next cleanup step": :data:`SACRIFICE_AT_CLEANUP`); "" none. Of a permanent in play, ``what``
    the players (not :class:`This`) and ``filter`` the spells: those players may play those spells
    so (Vernal Equinox: "Any player may cast creature and enchantment spells as though they had
    flash")."""

    kind: ClassVar[str] = "may be played as an instant"
    price: str = ""


BURY_AT_END_OF_TURN = "bury it at end of turn"
SACRIFICE_AT_CLEANUP = "its controller sacrifices it at the beginning of the next cleanup step"


class SpellCostIncrease(Rule, metaclass=dataclass, frozen=True):
    """Spells matching ``filter`` cost ``value`` more to play (409.1e)."""

    kind: ClassVar[str] = "spell cost increase"


class AssignAsThoughUnblocked(Rule, metaclass=dataclass, frozen=True):
    """"You may have ~ assign its combat damage as though it weren't blocked" (Thorn
    Elemental): blocked, its controller may assign all its combat damage to the defending
    player (the card overrides 310.1c, 103.1)."""

    kind: ClassVar[str] = "may assign combat damage as though unblocked"


class CantBeRegenerated(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be regenerated (419.6b: a regeneration shield doesn't replace its
    destruction) for the duration: "Target creature can't be regenerated this turn"."""

    kind: ClassVar[str] = "cant be regenerated"


class SpellCostReduction(Rule, metaclass=dataclass, frozen=True):
    """Spells matching ``filter`` cost ``value`` less to play (409.1f: the total cost is the
    mana cost minus all cost reductions; a reduction takes generic mana only)."""

    kind: ClassVar[str] = "spell cost reduction"


class CantPlayActivatedAbilities(Rule, metaclass=dataclass, frozen=True):
    """Players ``what`` can't play activated abilities of objects matching ``filter`` (103.2, 403)."""

    kind: ClassVar[str] = "cant play activated abilities"


class AbilitiesLocked(Rule, metaclass=dataclass, frozen=True):
    """The activated abilities of the permanent ``what`` can't be played, mana abilities too
    (103.2), for ``duration`` — from a resolving spell only ("That permanent's activated
    abilities can't be activated this turn": Interdict)."""

    kind: ClassVar[str] = "activated abilities can't be played"


class CantPlaySpells(Rule, metaclass=dataclass, frozen=True):
    """Players ``what`` can't play spells matching ``filter`` ("Creature spells can't be cast":
    Aether Storm; 103.2)."""

    kind: ClassVar[str] = "cant play spells"


class CantGainLife(Rule, metaclass=dataclass, frozen=True):
    """Players ``what`` can't gain life (103.2's example)."""

    kind: ClassVar[str] = "cant gain life"


class CantPlayLands(Rule, metaclass=dataclass, frozen=True):
    """"Players can't play lands" (Territorial Dispute): the players ``what`` names can't play a
    land (103.2: a card that says something can't happen) — with ``filter``, a land matching it
    ("Players can't play nonbasic lands with the same name as a nontoken permanent", Cornered Market)."""

    kind: ClassVar[str] = "can't play lands"


class CantBeCountered(Rule, metaclass=dataclass, frozen=True):
    """"This spell can't be countered" (Scragnoth): a spell may still target it, but an effect
    that would counter it does nothing to it (103.1: the card's text wins)."""

    kind: ClassVar[str] = "can't be countered"


class DamageCantBePrevented(Rule, metaclass=dataclass, frozen=True):
    """"If ~ would deal damage to a creature, that damage can't be prevented or dealt instead to
    another permanent or player" (Lava Burst): damage ``what`` would deal to an object ``filter``
    describes passes by every prevention effect (419.7, protection's 502.7b too) and every
    redirection (419.1): the card that says something can't happen wins (103.2)."""

    kind: ClassVar[str] = "deals damage that can't be prevented or redirected to any"


class MaxHandSize(Rule, metaclass=dataclass, frozen=True):
    """"You have no maximum hand size" (Spellbook; ``value`` None), "Your maximum hand size is
    two" (Recycle): the hand size the cleanup step discards down to (314.1a) for the players
    ``what`` names."""

    kind: ClassVar[str] = "maximum hand size"


class DoesntLoseForLife(Rule, metaclass=dataclass, frozen=True):
    """"You don't lose the game for having 0 or less life" (Lich): the state-based effect of
    420.5a no longer makes its controller lose for his or her life total (drawing from an empty
    library still does)."""

    kind: ClassVar[str] = "doesn't lose the game for having 0 or less life"


class LosesLifeTotalAsEntering(Rule, metaclass=dataclass, frozen=True):
    """"As ~ enters the battlefield, you lose life equal to your life total" (Lich): part of the
    event that puts it into play (410.10e)."""

    kind: ClassVar[str] = "as it comes into play, its controller loses life equal to his or her life total"


class DamageLeavesOneLife(Rule, metaclass=dataclass, frozen=True):
    """"Damage that would reduce your life total to less than 1 reduces it to 1 instead" (Ali
    from Cairo, Worship): players ``what`` lose no more life to damage than leaves them at 1 —
    a replacement of what the damage does (419.1); the damage is still dealt."""

    kind: ClassVar[str] = "damage can't reduce life below 1"


class HandsRevealed(Rule, metaclass=dataclass, frozen=True):
    """"Players play with their hands revealed" (Zur's Weirding): every card in a hand is
    known to all players (the glossary's "Reveal"). The engine knows every hand anyway; the
    trace says when it begins to apply, naming the hands."""

    kind: ClassVar[str] = "play with hands revealed"


class RevealsEachCardDrawn(Rule, metaclass=dataclass, frozen=True):
    """"The chosen player reveals each card they draw." (Booby Trap; added, session 46, c1): each card the players
    ``what`` names draw is shown to all players as it is drawn (glossary "Reveal"), and stays in the hand. The engine
    knows every card anyway; the trace says each reveal."""

    kind: ClassVar[str] = "reveals each card drawn"


class LibraryTopRevealed(Rule, metaclass=dataclass, frozen=True):
    """"Players play with the top card of their libraries revealed" (Field of Dreams): the top
    card of each library of the players ``what`` names (every player when None) is known to all
    players (the glossary's "Reveal"). The engine knows every library anyway; the trace says when
    it begins to apply, naming the top cards."""

    kind: ClassVar[str] = "play with the top card of their libraries revealed"


class RevealDrawOthersMayMill(metaclass=dataclass, frozen=True):
    """Zur's Weirding's replacement of a draw: the player reveals the top card of his or her
    library instead; any other player may pay ``life`` life to put it into its owner's
    graveyard; if no one does, the player draws it (the draw so modified is not replaced again
    by the same effect, 419.6a)."""

    life: int = 2


#: Every rules-effect class, in the order above.
RULES: tuple[type, ...] = (
    CantAttack, CantBlock, CantAttackOrBlock, CantAttackAlone, CantAttackUnless, AttackCost, CombatCost, SkipsEach, AttacksIfAble,
    OnlyOneAttacker, AttacksWithoutTapping, UnaffectedBySummoningSickness, CanAttackAsThoughNotWall, Unblockable, CantBeBlockedExceptBy,
    CantBeBlockedBy, CantBeBlockedByMoreThanOne, CantBeBlockedByOnlyOne, CanBlockAsThoughFlying,
    CanBlockAnyNumber, CanBlockAdditional, AllAbleMustBlock, DoesntUntap, DoesntUntapNextUntapStep, ReturnsAsNextUntapStep,
    MayChooseNotToUntap, ComesIntoPlayTapped, ComesIntoPlayWithCounters, ChooseAsEntering, EntersAsCopy,
    CantBeTargetedBySpells, CantBeTargeted, CanBlockOnly, PlayAsInstant,
    SpellCostIncrease, SpellCostReduction, CantPlayActivatedAbilities, AbilitiesLocked, CantPlaySpells, CantGainLife, CantBeRegenerated, HandsRevealed, LibraryTopRevealed,
    AssignAsThoughUnblocked, DamageLeavesOneLife, UntapLimit, BlockableDespiteLandwalk, DoesntLoseForLife, MaxHandSize, CantBeCountered, DamageCantBePrevented, CantPlayLands,
    LosesLifeTotalAsEntering, BlocksIfAble,
)
RULES = RULES + (RevealsEachCardDrawn,)  # Booby Trap (added, session 46, c1)


# Rules effects of the era's remaining static abilities (statics and spells, issue 44): each
# its own class, consulted where its rule applies; appended to RULES below.


class CantBeTargetedBy(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be the target of some spells or abilities (409.1c: a target must be
    legal; 103.1: the card's text overrides): those whose source matches ``filter`` (Suq'Ata
    Firewalker's "red spells or abilities from red sources": a spell is its own source, 402.1),
    of spells only with ``spells_only`` (Bartel Runeaxe's "Aura spells": 214.8c, a local
    enchantment spell targets what it will enchant), or only those an opponent of its
    controller controls with ``opponents_only`` (Taoist Hermit's hexproof, the later keyword), or
    of abilities only with ``abilities_only`` (Artifact Ward's "abilities from artifact sources":
    an ability's source is the card that generated it, glossary "Source"; added, Oracle round ten,
    A–L), or only where the target being chosen can be only an object of the subtype
    ``only_targeting`` (Wall of Shadows: "spells that can target only Walls or … abilities that can
    target only Walls" — "destroy target Wall"; added, o5), or only of spells of one of the card types
    ``spell_types`` and, with ``activated_abilities``, of activated abilities — not of triggered ones
    (Spectral Cloak as printed: "instants, sorceries, fast effects, or enchantments", a fast effect an
    instant spell or an activated ability, glossary "Fast Effect (Obsolete)"; an enchantment spell that
    targets a local enchantment's, 214.8c; session 70, h7)."""

    kind: ClassVar[str] = "cant be the target of"

    spells_only: bool = False
    opponents_only: bool = False
    abilities_only: bool = False
    only_targeting: Optional[str] = None
    spell_types: tuple[str, ...] = ()
    activated_abilities: bool = False


class CanBlockShadow(Rule, metaclass=dataclass, frozen=True):
    """``what`` can block creatures with shadow as though it had shadow (Heartwood Dryad, Wall
    of Diffusion; the printed "can block creatures with shadow"): 502.8b's shadow clause does
    not stop it blocking an attacker with shadow (glossary "As though": for this only — it is
    not a creature with shadow, so it may still block creatures without shadow)."""

    kind: ClassVar[str] = "can block creatures with shadow as though it had shadow"


class MaxCombatants(Rule, metaclass=dataclass, frozen=True):
    """"No more than ``count`` creatures can attack / block each combat" (Caverns of Despair);
    with ``attacking_you``, "can attack you" (Crawlspace: only when its controller is the
    defending player). A restriction on the declaration as a whole (500.2). With ``each_turn``,
    "each turn" (Caverns of Despair as printed): the creatures that attacked / blocked in this
    turn's earlier combats count too, each once."""

    kind: ClassVar[str] = "no more than N creatures"

    #: attack or block
    action: CombatAction = CombatAction.ATTACK
    count: int = 1
    attacking_you: bool = False
    each_turn: bool = False


class CantUnlessOthers(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't attack / block (``action``) unless at least ``count`` other creatures do
    too (Orcish Conscripts: two; Mogg Flunkies' "can't attack or block alone": one), with
    ``greater_power`` only creatures with greater power than its own count (Okk's "unless a
    creature with greater power also attacks"). A restriction checked with the rest of the
    declaration (500.2)."""

    kind: ClassVar[str] = "cant unless others do"

    #: attack, block, or attack or block
    action: CombatAction = CombatAction.ATTACK
    count: int = 1
    greater_power: bool = False


class CantUnlessControlsMore(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't attack (``action``) unless its controller controls more permanents
    matching ``filter`` than the defending player — or can't block unless more than the
    attacking player (Mogg Toady: creatures; Monstrous Hound: lands). A restriction (500.2)
    checked as the creature is declared."""

    kind: ClassVar[str] = "cant unless you control more"

    #: attack or block
    action: CombatAction = CombatAction.ATTACK


class DealDamageAdditional(metaclass=dataclass, frozen=True):
    """"~ deals 1 damage to each nonblack creature and an additional 1 damage to each green
    creature" (Kaervek's Hex, Tropical Storm): each object or player among ``to`` is dealt
    ``amount``, each among ``additional_to`` ``additional`` more — one amount per recipient,
    dealt at once (a green nonblack creature is dealt 2 damage; a green black one, only in the
    second group, 1)."""

    amount: "Amount"
    to: tuple["ObjRef", ...]
    additional: "Amount"
    additional_to: tuple["ObjRef", ...]
    source: "ObjRef" = This()


RULES = RULES + (CantBeTargetedBy, CanBlockShadow, MaxCombatants, CantUnlessOthers, CantUnlessControlsMore)


class SacrificesAsEntering(Rule, metaclass=dataclass, frozen=True):
    """"As ~ comes into play, sacrifice all creatures you control" (Death Pit Offering as printed):
    part of the event that puts it into play (410.10e), not a trigger — its controller sacrifices
    each of his or her permanents ``filter`` describes (a player sacrifices only his or her own,
    glossary "Sacrifice"; the entering permanent isn't in play yet).

    ``instead``: "If ~ would come into play, instead sacrifice each other permanent named ~ you
    control, then put ~ into play" (Sheltered Valley): a replacement of its coming into play
    (419.1) — the sacrifice happens first, then it comes into play."""

    kind: ClassVar[str] = "as it comes into play, its controller sacrifices them"

    instead: bool = False
    # "As ~ comes into play, sacrifice any number of untapped Forests" (Wood Elemental): its
    # controller chooses which of them (none is a choice), and the number is remembered with the
    # permanent under ``RememberedOnEntry.SACRIFICED`` for :class:`SacrificedAsEntering`
    any_number: bool = False


RULES = RULES + (SacrificesAsEntering,)


class DiscardsHandAsEntering(Rule, metaclass=dataclass, frozen=True):
    """"As ~ enters the battlefield, discard your hand" (Heightened Awareness; added, Oracle round
    nine): part of the event that puts it into play (410.10e), not a trigger — its controller
    discards every card in his or her hand, no player able to respond before it."""

    kind: ClassVar[str] = "as it comes into play, its controller discards his or her hand"


RULES = RULES + (DiscardsHandAsEntering,)


class OtherLandTypeUnaffected(Rule, metaclass=dataclass, frozen=True):
    """The Revised dual lands as printed: "… if a spell alters one of these land types, the other
    land type is unaffected." ``what`` (the land itself) keeps its other basic land types, and
    their mana abilities, when an effect changes the land type it names into a basic land type
    ("All Mountains are Plains": the Mountain becomes a Plains, the Island stays) — the card's
    text overriding 214.9f for that type (103.1). A "spell" of 1994 was any card, a permanent's
    ability included (no instant or sorcery of the era alters a land type)."""

    kind: ClassVar[str] = "other land type unaffected"


RULES = RULES + (OtherLandTypeUnaffected,)


class SetSnow(metaclass=dataclass, frozen=True):
    """``what`` is snow (``snow``) or no longer snow for ``duration`` (Melting: "All lands are no
    longer snow."; Arcum's Weathervane: "Target nonsnow basic land becomes snow."): the supertype
    Snow given or taken away — glossary "Snow-Covered (Obsolete)": a land is snow-covered in
    addition to its land type, which stays, as whether it is basic does. Added session 48."""

    what: ObjRef
    snow: bool
    duration: str = WHILE_IN_PLAY


_EFFECTS = (DealDamage, EntersIfPaid, RevealFromHand, SparesItself, Destroy, CounterSpell, MoveTo, GainLife, LoseLife, ExchangeLife, HandToLibrary, RevealUntil,
            PutChosenIntoPlay, PayOrSacrificeHighest, ExchangeHighest, RevealFound, ChooseOneOfCards, ColoredCostsAre, PlayFoundAsThoughInHand, AuctionControl, RevealDrawOthersMayMill, FoundOnTop, SearchZones, ShuffleIntoLibrary, RemoveTopOfLibrary,
            RevealedIntoPlay, Draw,
            Discard, AddMana,
            Regenerate, ModifyPT, SetPT, GrantAbility, RemoveAbility, Tap, Untap, TapOrUntap,
            PutCounters, RemoveCounters, CreateToken, Sacrifice, PreventDamage, EmptyManaPool, GainControl,
            Optional_, IfYouDo, EachPlayer, SearchCopies, Conditional, DelayedTrigger, Rule, LookAtHand, Mill, SearchLibrary, Shuffle,
            AdditionalLands, SetColor, BecomeCopy, RemoveFromCombat, BecomesBlocked, ChooseCreatureType, ChooseTarget, ExileIfItWouldDie, ChangeText, GraveyardSwap, Equalize, KeepOneOfEach, SetTypes, LoseAllAbilities, LoseThisAbility, Attach, PayToUntapChosen, TapAnyNumber, ReorderTop, Dig, RevealTop, SetLandType,
            ReplaceEvent, NextDrawInstead, ManaInstead, BottomAllButOne, ExtraTurn, LoseGame, AdditionalCombat, RedirectDamage, ChangeTargets, FlipCoin,
            ScaleDamage)
_EFFECTS += (SwitchPT,)  # (Oracle statics and spells, third round)
_EFFECTS += (MayLookAtRemoved,)  # (session 46, c3)
_EFFECTS += (RemoveDamageInsteadOfDestruction,)  # (session 47, h3)
_EFFECTS += (SetSnow,)  # (session 48, h1)
_EFFECTS += (CreateTokenCopy,)  # (h65-6: Echo Chamber)
_EFFECTS += (HandCardsForTopCards,)  # (session 77, h6: Scroll Rack)
_EFFECTS += (UnblockOnlyBlockedBy,)  # (session 82, h6: Ydwen Efreet)
#: A description word ("creatures that attacked during their controller's last turn": Halls of
#: Mist; 308.5: a creature declared as an attacker attacked); the condition of the same words is
#: :attr:`ConditionKind.ATTACKED_LAST_TURN`.
ATTACKED_LAST_TURN = "attacked during the last turn"
#: Fire and Brimstone (added, stat): "target player who attacked this turn" — a player who
#: declared one or more attacking creatures this turn (308.5: a creature declared as an attacker
#: attacked; in the era only the active player attacks, 308.1).
PLAYER_ATTACKED_THIS_TURN = "player who attacked this turn"
#: Jabari's Influence (added, o7): "target … creature that attacked you this turn" — a creature
#: declared as an attacker this turn (308.5) while you were the defending player (the active
#: player's opponent, glossary "Defending Player").
ATTACKED_YOU_THIS_TURN = "attacked you this turn"
#: The Fallen, Diseased Vermin (session 41): "each opponent it has dealt damage to this game",
#: "target opponent previously dealt damage by it" — a player the ability's source has dealt
#: damage to (417.1: dealt, not prevented, 419.5) since it became the object it is (217.8: a card
#: that changes zones is a new object, with no memory of the old one). The scenario's record
#: begins as it starts: damage dealt before it has no record.
DAMAGED_BY_IT_THIS_GAME = "previously dealt damage by it"

#: The number of permanents :class:`SacrificeAnyNumber` sacrificed (a :class:`ResultOf`):
#: Renounce's "for each permanent sacrificed this way", Landslide's "that much damage".
SACRIFICED_COUNT = "sacrificed count"


class SacrificeAnyNumber(metaclass=dataclass, frozen=True):
    """"Sacrifice any number of Mountains" (Landslide, Renounce): ``who`` chooses as the spell
    resolves (413.2c) any number, none included, of the permanents they control matching
    ``what``, and sacrifices them at once; how many is :data:`SACRIFICED_COUNT`."""

    who: ObjRef
    what: Filter


class GainLifeForCardsNotDrawn(metaclass=dataclass, frozen=True):
    """"Each player may draw up to two cards. For each card less than two a player draws this
    way, that player gains 2 life." (Truce): each of ``who`` gains ``life`` for each card fewer
    than ``of`` that they drew by the draw before it (the cards they actually drew)."""

    who: ObjRef
    life: int
    of: int


#: (statics and spells, issue 44)
_EFFECTS += (DealDamageAdditional, SacrificeAnyNumber, GainLifeForCardsNotDrawn)


class GetPoisonCounters(metaclass=dataclass, frozen=True):
    """"That player gets a poison counter" / "two poison counters" (Pit Scorpion, Marsh Viper,
    Crypt Cobra): ``who`` gets ``amount`` poison counters. Glossary "Counter": counters may be
    given to players ("Poison Counters", Appendix B, "Older Rules": a player with ten or more
    loses the game — judge.engine.poison)."""

    who: ObjRef
    amount: Amount


class LoseAllPoisonCounters(metaclass=dataclass, frozen=True):
    """"Target player loses all poison counters" (Leeches): every poison counter ``who`` has is
    removed; how many is what "that much" after it counts (``ResultOf(POISON_REMOVED)``)."""

    who: ObjRef


#: What "that much" / "for each counter removed this way" counts after LoseAllPoisonCounters.
POISON_REMOVED = "poison counters removed"
#: (added, session 43, c6) ``ResultOf``: the counters the ability's :class:`RemoveCounters` before it
#: removed, as many as there were (416.3) — "Add {C} for each charge counter removed this way"
#: (Ventifact Bottle); a cost's "Remove X storage counters" is the announced X instead (:class:`VarX`).
COUNTERS_REMOVED = "counters removed"
#: (added, session 46, c5) ``ResultOf``: the damage the prevention shield the same spell or ability made
#: has prevented in all, read by a later instruction — its delayed ability's "At end of turn, put a +0/+1
#: counter on that creature for each 1 damage prevented this way" (Sacred Boon, Scars of the Veteran): the
#: shield's total as the delayed ability resolves (413.2f, 419.7b), 0 if it prevented nothing. The
#: shield's own instruction (Temper, Reverse Damage) reads ``ResultOf("damage prevented")``: that time's.
DAMAGE_PREVENTED_IN_ALL = "damage prevented in all"

class PhaseOut(metaclass=dataclass, frozen=True):
    """"~ phases out", "target creature phases out", "enchanted creature phases out" (Mist
    Dragon, Vodalian Illusionist, Vanishing): ``what`` phases out (glossary "Phasing", Appendix B;
    judge.engine.phasing), phasing in before its controller untaps during their next untap step."""

    what: ObjRef


class PhaseInAndOut(metaclass=dataclass, frozen=True):
    """(added, session 44, c5) Time and Tide: "Simultaneously, all phased-out creatures phase in and all creatures
    with phasing phase out" — at one time, every permanent of the card types ``coming`` that phased out directly
    phases in (with what phased out with it) and ``going`` phases out (glossary "Phasing", Appendix B;
    judge.engine.phasing)."""

    coming: tuple[str, ...]
    going: ObjRef


#: (appendix B: poison counters, phasing)
_EFFECTS += (GetPoisonCounters, LoseAllPoisonCounters, PhaseOut, PhaseInAndOut)


class MillWhileBothShareAColor(metaclass=dataclass, frozen=True):
    """"Target player puts the top two cards of their library into their graveyard. If both
    cards share a color, repeat this process." (Grindstone; added, Oracle activated round
    twenty-one; printed "… share at least one color"): ``whose`` top two cards are put into the
    graveyard (as many as there are, 416.3), and while two were moved and they have a color in
    common (203.2; a colorless card shares none), again. What "those cards" of a later
    instruction would be is not kept."""

    whose: ObjRef


_EFFECTS += (MillWhileBothShareAColor,)


class EachMayPutIntoPlay(metaclass=dataclass, frozen=True):
    """"Each other player may put a creature card from their hand onto the battlefield" (Hunted
    Wumpus, Charmed Griffin), "… may return a creature card from their graveyard to the
    battlefield" (Enslaved Horror): each player ``who`` means, the active player first, chooses
    a card of his or her own matching ``filter`` (its zone: ``hand`` or ``graveyard``) or none,
    knowing the earlier choices; then the cards chosen are put into play at the same time
    (413.2d), each under the control of the player who put it."""

    who: ObjRef
    filter: Filter


#: (Oracle triggers, issue 44)
_EFFECTS += (EachMayPutIntoPlay,)


#: A status word of a description (Filter.status): "nonattacking, nonblocking" (Unlikely
#: Alliance) — neither attacking nor blocking, one status (the statuses of a description are
#: alternatives: "attacking or blocking creature").
NONATTACKING_NONBLOCKING = "nonattacking nonblocking"


class ManaSpendLimit(metaclass=dataclass, frozen=True):
    """What mana may be spent on ("Spend this mana only to cast artifact spells", Mishra's
    Workshop; "… only to activate abilities of artifacts", Soldevi Machinist): the rulebook's
    specialized mana (glossary "Mana"), whose type includes the restriction (glossary "Type").
    ``spell_types``: a spell with one of these card types may be paid with it; ``source_types``:
    an activated ability of a permanent with one of these card types may be."""

    spell_types: tuple[str, ...] = ()
    source_types: tuple[str, ...] = ()
    #: "You can't spend this mana to cast spells." (Thran Turbine; added, Oracle triggers round
    #: sixteen): it may pay for anything but a spell — an activated ability's cost, a cost asked as a
    #: spell or ability resolves, an upkeep's (spell_types and source_types then unused)
    not_spells: bool = False
    #: "Spend this mana only to pay cumulative upkeep costs." (Adarkar Unicorn; added, session 64, h6): it pays a
    #: cumulative upkeep only (glossary "Cumulative Upkeep"), nothing else (spell_types and source_types then unused)
    cumulative_upkeep: bool = False


class AddLimitedMana(metaclass=dataclass, frozen=True):
    """``add``, the mana it adds being usable only as ``limit`` says (406.1a; glossary "Mana"):
    in the pool it pays nothing else (judge.engine.mana_limits)."""

    add: AddMana
    limit: ManaSpendLimit


#: (Oracle activated abilities, third round)
_EFFECTS += (AddLimitedMana,)


class SetLifeTotal(metaclass=dataclass, frozen=True):
    """``who``'s life total becomes ``total`` (Blessed Wind). The era's rules give a new life
    total only for an exchange (glossary "Exchange": the player gains or loses the life needed
    to equal it), and the engine does the same here: a gain or a loss of the difference, which
    replacement effects and triggers see; a player already at ``total`` neither gains nor loses."""

    who: ObjRef
    total: int


#: (Oracle statics and spells, fourth round)
_EFFECTS += (SetLifeTotal,)


class DiscardAll(metaclass=dataclass, frozen=True):
    """``who`` discards every card in his or her hand matching ``filter`` (Amnesia: "Target
    player reveals their hand and discards all nonland cards"): no choice is left, the set is
    what the hand holds as the instruction is carried out (413.2)."""

    who: ObjRef
    filter: Filter


#: (Oracle statics and spells, fifth round)
_EFFECTS += (DiscardAll,)
_EFFECTS += (GainChosenKeyword,)  # (Oracle, round eight)


class KeepOnly(metaclass=dataclass, frozen=True):
    """Limited Resources: "each player chooses five lands they control and sacrifices the rest";
    Keldon Firebombers: "each player sacrifices all lands they control except for three" — each
    player, the active player first, chooses ``count`` of his or her permanents matching
    ``filter`` to keep (all of them, and no choice, with no more than that), then every other one
    is sacrificed at the same time (413.2d). Added, Oracle round nine."""

    count: int
    filter: Filter


_EFFECTS += (KeepOnly,)  # (Oracle, round nine)


class ChooseColor(metaclass=dataclass, frozen=True):
    """``who`` chooses a colour as the spell resolves (413.2c): "Choose a color. Target player
    reveals their hand and discards all cards of that color." (Persecute) — read by the
    instructions after it as the description word :data:`OF_COLOR_CHOSEN`."""

    who: ObjRef


#: The description words of a colour or a creature type chosen by the spell's own instruction
#: before ("Choose a color." / "Choose a creature type.", 413.2c): Persecute, Outbreak.
OF_COLOR_CHOSEN = "of a color chosen this way"
OF_TYPE_CHOSEN = "of a type chosen this way"
#: "of that color" / "of that type" as read, before the sentence that chose it claims them
#: (judge.cards.reading.sentences); anywhere else the engine refuses them (no such choice).
OF_THAT_COLOR = "of that color"
OF_THAT_TYPE = "of that type"

#: (Oracle statics and spells, round nine)
_EFFECTS += (ChooseColor,)


class ChooseCardType(metaclass=dataclass, frozen=True):
    """``who`` chooses a card type as the spell resolves (413.2c): "Choose a card type. Target opponent reveals
    their hand. ~ deals 3 damage to that player for each card of the chosen type revealed this way." (Blood
    Oath; added, session 39, o1) — one of the era's six (212.1: artifact, creature, enchantment, instant,
    land, sorcery; an artifact creature is both), read by the instructions after it as the description word
    :data:`OF_CARD_TYPE_CHOSEN`. ``among`` (added, session 81, h6), when not empty, is the kinds of permanent the
    words offer instead, each a filter of one card type ("that player chooses artifact, creature, land, or non-Aura
    enchantment. All nontoken permanents of that type phase out.": Teferi's Realm) — a permanent "of that type"
    is then one that kind chosen describes."""

    who: ObjRef
    among: tuple[Filter, ...] = ()


#: a card of the card type :class:`ChooseCardType` chose as this spell resolves (212.1)
OF_CARD_TYPE_CHOSEN = "of the card type chosen this way"
#: the era's card types (212.1)
CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "sorcery")

_EFFECTS += (ChooseCardType,)


class ChooseNumber(metaclass=dataclass, frozen=True):
    """``who`` chooses a whole number greater than ``above`` as the ability resolves (413.2c): "Choose a number
    greater than 0 and a color." (Scrying Glass; added, session 78, h7) — read by the instruction after it as
    :attr:`ConditionKind.EXACTLY_CHOSEN_NUMBER` ("exactly the chosen number of …")."""

    who: ObjRef
    above: int


_EFFECTS += (ChooseNumber,)


class RevealDrawn(metaclass=dataclass, frozen=True):
    """"… and reveal it" after a draw (Sindbad; added, Oracle activated round nine): the cards the
    ability's draw drew are shown to all players and stay in the hand (glossary "Reveal")."""


_EFFECTS += (RevealDrawn,)  # (Oracle activated, round nine)
_EFFECTS += (RevealTopSort,)  # (Oracle statics and spells, round fifteen)


class CantBeTappedForManaIfNew(metaclass=dataclass, frozen=True):
    """``what`` can't be tapped for mana for ``duration`` if it came into play this turn: the era's
    animated lands as printed — Mishra's Factory's "Assembly Worker still counts as a land but can't
    be tapped for mana the turn it comes into play", Balduvian Conjurer's "The target still counts as
    land but cannot be tapped for mana if it came into play on a side this turn", Thelonite Druid's
    "The forests still count as lands but may not be tapped for mana if they were brought into play
    this turn". A restriction of the card's own on the lands its effect animated (the set fixed as
    it resolves, 418.3b), for as long as that effect lasts (418.3a): their mana abilities with {T}
    in their costs can't be played while they came into play this turn — haste (502.5b) or not: a
    card that says something can't happen takes precedence (103.2; judge.engine.new_land_mana).
    Added, audit 4844."""

    what: "ObjRef"
    duration: str = UNTIL_END_OF_TURN


_EFFECTS += (CantBeTappedForManaIfNew,)  # (audit 4844)


class ChooseCardName(metaclass=dataclass, frozen=True):
    """``who`` chooses a card name as the ability resolves (413.2c) — "Choose a card name" (Cursed
    Scroll), "Target player chooses a card name" (Petra Sphinx, Vexing Arcanix), with ``creature``
    "Choose a creature card name" (Wood Sage): the name of a creature card. Two cards have the same
    name when their English names are identical (202.3); the instructions after it read the name
    as the description word :data:`WITH_NAME_CHOSEN` (added, Oracle activated round seventeen)."""

    who: ObjRef
    creature: bool = False


#: "with the chosen name" / "with that name": a card whose name is the one :class:`ChooseCardName`
#: had chosen as this ability resolves (202.3)
WITH_NAME_CHOSEN = "with the chosen name"

_EFFECTS += (ChooseCardName,)  # (Oracle activated, round seventeen)


# --------------------------------------------------------------------------- triggers


class TriggerEvent(IdentityEnum):
    """What a :class:`Trigger` watches for (404.1, 410.1: its trigger event), as the reader names it
    (see :class:`Trigger` for what its other fields then mean). Each member's value is the words the
    serialised IR keeps for it (:func:`to_data` writes them bare, as before the events were types:
    ``judge card --json`` is unchanged), the words ``judge card`` and a trace step fall back on;
    judge.engine (triggers, combat, statics, filters, support, build, effects.delayed) keys its
    tables and tells the events apart by the member, never the words."""

    COMES_INTO_PLAY = "comes into play"
    LEAVES_PLAY = "leaves play"
    PUT_INTO_GRAVEYARD_FROM_PLAY = "put into graveyard from play"
    BEGINNING_OF_STEP = "beginning of step"
    ATTACKS = "attacks"
    ATTACKS_ALONE = "attacks alone"
    ONE_OR_MORE_ATTACK = "one or more attack"
    BLOCKS = "blocks"
    BLOCKS_OR_BECOMES_BLOCKED = "blocks or becomes blocked"
    BECOMES_BLOCKED = "becomes blocked"
    ATTACKS_OR_BLOCKS = "attacks or blocks"
    #: an unblocked creature (309.3)
    ATTACKS_AND_ISNT_BLOCKED = "attacks and isn't blocked"
    DEALS_DAMAGE = "deals damage"
    DEALS_COMBAT_DAMAGE = "deals combat damage"
    IS_DEALT_DAMAGE = "is dealt damage"
    IS_TAPPED = "is tapped"
    IS_TAPPED_FOR_MANA = "is tapped for mana"
    PLAYS_SPELL = "plays spell"
    #: a state trigger (410.11): ``state`` the state watched
    STATE = "state"
    #: "When it regenerates this way, …" (Matopi Golem): the engine's own delayed trigger of a
    #: regeneration shield's rider (judge.engine.effects.shields); no card's trigger reads as it
    REGENERATES_THIS_WAY = "regenerates this way"

    #: The trigger event of "Whenever ~ becomes the target of a spell or ability" (the targets of a
    #: spell or ability are chosen as it is played, 409.1c, 410.4); ``filter`` a spell only,
    #: ``whose`` :attr:`TriggerWhose.OPPONENT`: one an opponent controls.
    BECOMES_TARGET = "becomes the target"

    #: The trigger event of "When you lose control of the creature, tap it" (Ray of Command): a
    #: permanent's controller changes away from the ability's controller.
    LOSES_CONTROL = "you lose control of"

    #: The trigger event of "Whenever a card is put into a graveyard from anywhere" (Planar Void,
    #: Compost): from any zone (410.10), ``whose`` the graveyard's owner.
    TO_GRAVEYARD = "put into graveyard from anywhere"
    #: ``Trigger.event`` (added, session 47): "When ~ is put into your graveyard from your library" (Gaea's Blessing) —
    #: the card's own ability, triggering as it goes from its owner's library to his or her graveyard (402.8, 410.10)
    TO_GRAVEYARD_FROM_LIBRARY = "put into graveyard from library"

    #: The trigger event of "When a spell or ability an opponent controls causes you to discard ~"
    #: (Psychic Purge; its ``subject`` :class:`This`: the card triggers from the graveyard it was
    #: discarded to, 402.8, 410.10) or "… to discard a card" (Spiritual Focus, in play).
    DISCARDED_BY_OPPONENT = "discarded by an opponent's spell or ability"

    #: "Whenever an opponent discards a card" (Megrim) / "draws a card" (Underworld Dreams): ``whose``
    #: the player who does it (:class:`TriggerWhose` YOU, OPPONENT, EACH); "that player" is that player.
    DISCARDS = "discards a card"
    DRAWS = "draws a card"

    #: "Whenever a player plays a land" (Horn of Greed, Pangosaur, Dirtcowl Wurm): ``whose`` the
    #: player who plays it (:class:`TriggerWhose` YOU, OPPONENT, EACH), ``filter`` the land ("a nonbasic land"). A land is
    #: played as the player's own act (214.9b, 408.2d, glossary "Play"), never cast: it is never on
    #: the stack, and a land an effect puts into play is not played. "That player" is the one who
    #: played it.
    PLAYS_LAND = "plays a land"

    #: "When ~ dies during combat" (Mongrel Pack): put into a graveyard from play while the game
    #: is in the combat phase (306.1: its five steps).
    DIES_DURING_COMBAT = "put into graveyard from play during combat"

    #: "Whenever a player puts a nontoken creature onto the battlefield" (Overburden): ``subject``
    #: comes into play (410.10a) under the control of the player who puts it there, "that player";
    #: ``subject``'s controller restricts whose (you, an opponent).
    PUTS_INTO_PLAY = "a player puts into play"

    #: "Whenever a spell you've cast is countered" (Multani's Presence): a spell ``whose`` player
    #: controls is countered (414.1), by a spell or ability or for having no legal targets (413.2a).
    COUNTERED = "a spell is countered"

    #: "When ~ enters the battlefield or dies" (Goblin Marshal, Hunting Moa): one ability with two
    #: trigger events — ``subject`` comes into play, or is put into a graveyard from play (410.10).
    ETB_OR_DIES = "comes into play or is put into a graveyard from play"

    #: "Whenever all non-Wall creatures you control attack" (Mob Mentality): attackers are declared and
    #: every creature matching ``subject`` (its controller's, as the description says) is among them;
    #: once for the declaration (410.2). Added, o3 (round 39).
    ALL_ATTACK = "all attack"

    #: "Whenever ~ is dealt combat damage" (Pious Warrior, Wall of Essence, Wall of Souls): damage
    #: dealt to ``subject`` in the combat damage step (glossary "Combat Damage"); "that much" is the
    #: damage of the event.
    DEALT_COMBAT_DAMAGE = "is dealt combat damage"

    #: (added, trig) "Whenever a source deals damage to ~" (Crag Saurian): ``subject`` is dealt damage —
    #: once for each source dealing it damage in one event (410.6: each source's damage an occurrence),
    #: "that source" the one that dealt it (not "is dealt damage", once for the event however many
    #: sources dealt it).
    DEALT_DAMAGE_BY_SOURCE = "is dealt damage by a source"

    #: The trigger event of "Reveal the first card you draw each turn. Whenever you reveal a ...
    #: card this way" (Rowen).
    FIRST_DRAW_REVEALED = "reveals the first card drawn each turn"

    #: "When ~ phases in" (Warping Wurm, Shimmering Efreet, Teferi's Imp) / "Whenever ~ phases out"
    #: (Teferi's Imp): ``subject`` :class:`This` phases in or out (glossary "Phasing": judge.engine.phasing),
    #: by its phasing in the untap step or by an instruction; phasing out is no leaving play, so the
    #: ability triggers from the phased-out zone, looked at as the permanent was in play.
    PHASES_IN = "phases in"
    PHASES_OUT = "phases out"
    #: "When ~ phases out or leaves the battlefield" (Ertai's Familiar, Oracle): one ability, two trigger
    #: events — ``subject`` :class:`This` phases out (as :attr:`PHASES_OUT`) or leaves play (as
    #: ``leaves play``, looked back at, 410.10d).
    PHASES_OUT_OR_LTB = "phases out or leaves play"
    #: "When ~ leaves the battlefield or becomes untapped" (Merieke Ri Berit) / "When ~ becomes untapped or you
    #: lose control of ~" (Coffin Queen; added, session 70, h6): a delayed ability's two trigger events (406.2a) —
    #: ``subject`` :class:`This` leaves play (as :attr:`LEAVES_PLAY`) or loses its controller (as
    #: :attr:`LOSES_CONTROL`: another player gains control of it, or it leaves play, 217.5d), or its status changes
    #: from tapped to untapped (glossary "Becomes": only as it changes; 406.2b: not if it is untapped already)
    LTB_OR_UNTAPS = "leaves play or becomes untapped"
    UNTAPS_OR_LOSES_CONTROL = "becomes untapped or you lose control of"

    #: "When a player doesn't pay ~'s cumulative upkeep" (Heart of Bogardan, Thought Lash; added,
    #: Oracle round eleven): ``subject`` :class:`This`'s cumulative upkeep (glossary "Cumulative
    #: Upkeep": "You may pay [cost] for each cumulative upkeep counter on the card. If you don't,
    #: sacrifice it.") resolves and its player chooses not to pay, or can't (413.2c) — the
    #: :class:`IfYouDo` marked ``cumulative_upkeep``; "that player" is that player. ``whose``: who
    #: ("a player": each).
    UPKEEP_NOT_PAID = "doesn't pay cumulative upkeep"

    #: "When you remove the last intervention counter from ~" (Divine Intervention) / "When the last
    #: ore counter is removed from ~" (Orcish Mine): a removal of ``counter`` counters from ``subject``
    #: (:class:`This`) leaves none of that kind on it (410.2: the removal is the event; glossary
    #: "Counter"). ``whose`` :attr:`TriggerWhose.YOU`: the ability's controller removes them (by an effect or a cost it
    #: controls); None: whoever removes them.
    LAST_COUNTER_REMOVED = "last counter removed"

    #: "Whenever an artifact becomes tapped or a player activates an artifact's ability without {T} in its
    #: activation cost" (Haunting Wind, Powerleech, Artifact Possession; added, Oracle round eleven):
    #: ``subject`` becomes tapped (by anything), or ``whose`` player (:class:`TriggerWhose` EACH, OPPONENT, YOU) plays an
    #: activated ability — a mana ability too (406.1a) — without {T} in its cost (409.1f, 403.1) of an
    #: object ``filter`` describes (None: ``subject`` itself). One whose cost has {T} triggers by the
    #: tapping only. "That artifact" is the artifact, as it last existed if it was sacrificed to pay.
    TAPPED_OR_PLAYED = "becomes tapped or an ability without {T} of it is played"


class TriggerWhose(IdentityEnum):
    """Whose a :class:`Trigger` watches for (``Trigger.whose``; None: anyone's, or no player is named), as a
    player of the game relative to the ability's controller — "you" (glossary "You/Your"), "an opponent",
    "a player" — whose step begins ("at the beginning of your upkeep", 410.2), who acts ("whenever an
    opponent plays a spell", "… draws a card", "… taps a Mountain for mana"), whose graveyard a card goes
    to (its owner's, 217.1), whose spell is countered, whom creatures attack. Only players: the trigger's
    other restrictions are fields of their own (``one_or_more``, ``extra_turn``). Each member's value is
    the words the serialised IR keeps for it (:func:`to_data` writes them bare, as when the field was a
    string: ``judge card --json`` is unchanged); judge.cards.describe says each member
    (``TRIGGER_WHOSE_WORDS``); judge.engine (triggers, combat, effects.delayed, support) tells them apart
    by the member, never the words."""

    #: the ability's controller ("your upkeep", "whenever you play a spell", "attacks you", "into your
    #: graveyard", "when you remove the last counter")
    YOU = "you"
    #: any player: "each player's upkeep", "at end of turn" (each turn's), "whenever a player plays a spell",
    #: "into a player's graveyard"
    EACH = "each"
    #: an opponent of the ability's controller (in a game of two, the other player): "each opponent's
    #: upkeep", "whenever an opponent draws a card", "a spell or ability an opponent controls"
    OPPONENT = "opponent"
    #: the opponent chosen as the source came into play (410.10e): "the chosen player's upkeep", "whenever
    #: the chosen player plays a spell" (Black Vise, Havoc as printed, Booby Trap)
    CHOSEN = "chosen"
    #: whoever controls the permanent the source enchants, as the step begins: "the upkeep of enchanted
    #: creature's controller" (Paralyze, Mind Whip; ``Trigger.noun`` names the permanent as the card does)
    ENCHANTED = "enchanted"
    #: the player the trigger event of the ability that made a delayed ability was about, kept by it: "that player
    #: loses 1 life at the beginning of their next draw step" (Nafs Asp), "… their next upkeep" (Sabertooth Cobra)
    THAT_PLAYER = "that player"


class Trigger(metaclass=dataclass, frozen=True):
    """A trigger condition (404.1: "when", "whenever", "at").

    ``event``:
    * ``comes into play`` / ``leaves play`` / ``put into graveyard from play`` — ``subject``
      is :class:`This`, :class:`Enchanted` or a :class:`Filter` ("a creature");
    * ``beginning of step`` — ``step`` a :class:`judge.dsl.ast.Step`, ``whose`` a
      :class:`TriggerWhose` (YOU, EACH, OPPONENT, CHOSEN, ENCHANTED: "At end of turn" = step
      ``end of turn``, whose EACH) — or ``extra_turn``: the step of the extra turn the same
      spell or ability gives (300.6; "at the beginning of that turn's end step", Final Fortune:
      a delayed triggered ability, 406.2a, of that turn only);
    * ``attacks alone`` — ``subject`` is the only creature declared as an attacker;
    * ``one or more attack`` — at least one creature matching ``subject`` is declared as an
      attacker (once for the declaration; whose YOU: attacking you);
    * ``attacks`` / ``blocks`` / ``blocks or becomes blocked`` / ``becomes blocked`` /
      ``attacks or blocks`` / ``attacks and isn't blocked`` (309.3: an unblocked creature) —
      ``subject``; ``detail`` may restrict the other creature (``blocks`` and ``blocks or
      becomes blocked`` once for each such creature, 410.9b-c — or, ``one_or_more``, "blocks or
      becomes blocked by one or more [detail] creatures", once each combat if one of them fits,
      410.9a);
    * ``deals damage`` — ``subject``; ``detail`` ``to a player`` restricts;
    * ``is tapped`` / ``is tapped for mana`` — ``subject``;
    * ``plays spell`` — ``whose`` who plays it, ``filter`` the spell ("a red spell").
    * ``state`` — a state trigger (410.11, "When your hand is empty"): ``state`` is the
      state watched (the ability's ``condition`` is an intervening "if", 410.8, as for any).
    * :attr:`TriggerEvent.FIRST_DRAW_REVEALED` — Rowen: the first card ``whose`` player draws each turn is
      revealed, and it triggers if that card matches ``filter``.

    ``whose`` is only ever a player (:class:`TriggerWhose`); :func:`to_data` writes ``one_or_more`` and
    ``extra_turn`` as the words ``whose`` had for them ("one or more", "that turn") — the serialised IR
    as it was — and :func:`from_data` reads them back as the flags.
    """

    event: TriggerEvent
    subject: Union[ObjRef, Filter, None] = None
    step: Optional[Step] = None
    whose: Optional[TriggerWhose] = None
    filter: Optional[Filter] = None
    detail: Optional[Filter] = None
    state: Optional[Condition] = None
    #: :attr:`TriggerEvent.LAST_COUNTER_REMOVED`: the kind of counter ("intervention", "ore")
    counter: Optional[str] = None
    #: ``blocks`` / ``blocks or becomes blocked`` "by one or more [detail] creatures" (Rashka the Slayer,
    #: Dwarven Soldier, Serra Inquisitors): once each combat, if at least one of the creatures it blocks or
    #: that block it fits ``detail`` (410.9a) — not once for each (410.9b-c)
    one_or_more: bool = False
    #: ``beginning of step``: the step of the extra turn the same spell or ability gives, and no other
    #: turn's ("At the beginning of that turn's end step, you lose the game": Final Fortune, Last Chance,
    #: Warrior's Oath; 300.6) — the delayed triggered ability (406.2a) knows the turn
    #: (judge.engine.effects.delayed)
    extra_turn: bool = False
    #: whose ENCHANTED: the noun the card names it by ("enchanted creature's controller": Mind
    #: Whip), for the card's own words (:class:`Enchanted` ``noun``); decides nothing: not compared, not shown.
    noun: str = dataclasses.field(default="", compare=False, repr=False)
    #: :attr:`TriggerEvent.BECOMES_TARGET`: "Whenever you or a permanent you control becomes the target of …" (Rayne,
    #: Academy Chancellor; added, session 85, h8) — the ability's controller, a player, becoming a target triggers it
    #: too, beside an object matching ``subject``: once for each of them a spell or ability targets (409.1c, 410.2)
    or_you: bool = False


# --------------------------------------------------------------------------- abilities


#: Windows of the turn a card may limit its spell or ability to ("only during combat",
#: "only before attackers are declared"; judge.engine.restrictions says what each allows).
WINDOWS = ("opponents turn", "any upkeep", "opponents upkeep", "before attackers", "before blockers",
           "before combat damage", "before end of combat", "combat", "after blockers", "after combat",
           "declare attackers", "your declare attackers", "declare blockers", "end of combat",
           "attacked this step", "own draw step", "before end step")
# Necrologia: "only during your end step"; Reset: "only during an opponent's turn after their
# upkeep step" (Oracle statics and spells, third round)
WINDOWS = WINDOWS + ("your end step", "opponents turn after upkeep")
# Portal Second Age / Three Kingdoms as printed (audit 4339): "Play ~ only in response to another
# player playing a creature (or a sorcery)" — only while such a spell of another player is on the
# stack (False Summoning, Preemptive Strike; Mystic Denial)
WINDOWS = WINDOWS + ("another players creature spell", "another players creature or sorcery spell")
# Maddening Imp (added, session 43, c7): "only before combat" — before the combat phase begins
# (306.1: its first step is the beginning of combat step)
WINDOWS = WINDOWS + ("before combat",)


#: "… at the beginning of the next cleanup step" (Thawing Glaciers, Cunning, Waylay; added,
#: otrig5): a delayed triggered ability's trigger (406.2a), the cleanup step of this turn (314)
NEXT_CLEANUP = Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.CLEANUP, whose=TriggerWhose.EACH)


class RestrictionKind(IdentityEnum):
    """What a :class:`Restriction` limits (a card's limit on playing its spell, 103.1, or its
    activated ability, 403.3), and what its fields then mean. Each member's value is the words
    the serialised IR keeps for it (:func:`to_data` writes them bare, as before the kinds were
    types: ``judge card --json`` is unchanged), the words a refusal, a step of the trace and
    ``judge card`` use for it; judge.engine (ability_limits, restrictions, casting, payment,
    support) keys its handlers by the member, never the words."""

    ONCE_EACH_TURN = "once each turn"
    #: "Activate this ability only once" (Goblin Ski Patrol): ever, while it is this object (217.8)
    ONCE = "once"
    #: ``value`` times (a number's words) or ``amount`` (counted as it is played: Withering Wisps)
    TIMES_EACH_TURN = "times each turn"
    X_NOT_0 = "x not 0"
    DURING_YOUR_UPKEEP = "during your upkeep"
    DURING_YOUR_TURN = "during your turn"
    AS_A_SORCERY = "as a sorcery"
    AS_AN_INSTANT = "as an instant"
    #: ``value`` the zone it is played from (402.9); the reader makes it the ability's ``zone``
    IN_ZONE = "in zone"
    #: ``value`` a colour: only mana of it may be spent
    SPEND_ONLY = "spend only"
    #: ``value`` mana, each turn
    SPEND_NO_MORE_THAN = "spend no more than"
    ANY_PLAYER = "any player"
    #: Personal Incarnation: its owner alone, whoever controls it (403.2)
    ONLY_OWNER = "only its owner"
    #: Martyrdom's granted ability: the granting spell's controller alone (403.2)
    ONLY_YOU = "only you"
    #: Clergy of the Holy Nimbus: an opponent of its controller, not him or her (403.2)
    ONLY_OPPONENT = "only an opponent"
    #: ``value`` one of :data:`WINDOWS`
    WINDOW = "window"
    #: its ``condition`` holds: "only if you have no cards in hand"
    IF = "if"


class Restriction(metaclass=dataclass, frozen=True):
    """A limit on playing an activated ability (403.3) or a spell (103.1): ``kind`` a
    :class:`RestrictionKind` — ``once each turn``, ``once`` (ever, while it is this object: Goblin Ski Patrol, 217.8), ``during your upkeep``, ``during your turn``, ``as a sorcery``,
    ``in zone`` (``value`` the zone, 402.9), ``spend only`` (``value`` a colour), ``spend no
    more than`` (``value`` mana, each turn), ``window`` (``value`` one of :data:`WINDOWS`),
    ``if`` (its ``condition`` holds: "only if you have no cards in hand"); ``times each turn``
    with ``amount`` instead of ``value`` for a number counted as the ability is played ("no more
    times each turn than the number of snow Swamps you control": Withering Wisps)."""

    kind: RestrictionKind
    value: Optional[str] = None
    condition: Optional[Condition] = None
    amount: Optional["Amount"] = None


class Mode(metaclass=dataclass, frozen=True):
    """One mode of a modal spell ("Choose one — A; or B")."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


class ModeChooser(IdentityEnum):
    """Who announces a modal spell's mode where its controller doesn't (:attr:`SpellAbility.chooser`; 409.1b: "a
    few spells and abilities allow the player's opponent to choose the mode"). Each member's value is the words
    the serialised IR keeps for it (:func:`to_data` writes them bare, as when the field was a string: ``judge
    card --json`` is unchanged); judge.cards.describe says each member (``MODE_CHOOSER_WORDS``); judge.engine
    tells them apart by the member, never the words."""

    #: "An opponent chooses one" (Fatal Lore, Library of Lat-Nam, Misfortune as Oracle words them)
    OPPONENT = "opponent"
    #: the 1999 "Target opponent chooses one" (the same cards as printed): that opponent is also a target
    TARGET_OPPONENT = "target opponent"


class SpellAbility(metaclass=dataclass, frozen=True):
    """What an instant or sorcery does when it resolves (413.2): ``effects`` in order, with
    ``targets`` chosen as it is played; or ``modes`` with ``choose`` of them picked (409.1b)."""

    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    choose: int = 0
    text: str = ""
    #: Who announces the mode (409.1b: "a few spells ... allow the player's opponent to choose
    #: the mode"): None, the controller; a :class:`ModeChooser` — OPPONENT ("An opponent chooses
    #: one"), TARGET_OPPONENT (the 1999 "Target opponent chooses one": that opponent is also a target).
    chooser: Optional[ModeChooser] = None
    #: "X is the number of … as you cast this spell" (Spoils of War): the X of its mana cost, stated
    #: by the card and counted as it is played (409.1b)
    x_is: Optional["Amount"] = None


class ActivatedAbility(metaclass=dataclass, frozen=True):
    """"cost: effect" (403.1). ``is_mana_ability`` per 406.1a (no target, adds mana);
    ``intrinsic`` marks a basic land's ability (214.9e), which is not printed."""

    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    is_mana_ability: bool = False
    restrictions: tuple[Restriction, ...] = ()
    zone: Zone = Zone.IN_PLAY
    intrinsic: bool = False
    text: str = ""
    #: "cost: Choose one — A; or B" (409.1b): one mode is chosen as it is played, and
    #: the ability's effects and targets are that mode's.
    modes: tuple["Mode", ...] = ()
    #: "X is the number of cards in an opponent's hand" (Bargaining Table): the value of the
    #: cost's X, determined as the ability is played (409.1b) rather than chosen.
    x_is: Optional["Amount"] = None
    #: A granted ability that names the permanent granting it (:class:`Granter`, Archery Training): that permanent's
    #: object id, set by the engine as it grants the ability (judge.engine.statics) — so two Archery Trainings on one
    #: creature give it two abilities, each naming its own Aura. None in a card's text.
    granted_by: Optional[int] = None


class TriggeredAbility(metaclass=dataclass, frozen=True):
    """"When/Whenever/At [trigger], [if condition,] [effects]" (404, 410).

    ``condition`` is an intervening "if" (410.8: checked on triggering and on resolution);
    ``optional``: "you may ..." (410.5) — the whole effect is optional.
    ``is_mana_ability``: triggers from a mana ability and adds mana (406.1a, Wild Growth).
    """

    trigger: Trigger
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    condition: Optional[Condition] = None
    optional: bool = False
    text: str = ""
    is_mana_ability: bool = False
    #: Where the card is when it triggers: ``graveyard`` for "At the beginning of your upkeep,
    #: you may return ~ from your graveyard to your hand" (Squee; 402.8: it says so).
    zone: Zone = Zone.IN_PLAY
    #: "Whenever [trigger], choose one — A; or B" (Relic Bind; added, session 47, h3): the mode is
    #: announced by the controller as the ability is put on the stack (410.4 follows 409.1b), and
    #: its effects and targets are that mode's (``effects`` and ``targets`` then empty).
    modes: tuple["Mode", ...] = ()


class StaticAbility(metaclass=dataclass, frozen=True):
    """A static ability (405): its ``effects`` apply while the source is in play (418.4),
    each with ``duration`` :data:`WHILE_IN_PLAY`; ``condition`` ("as long as") gates them."""

    effects: tuple[Effect, ...]
    condition: Optional[Condition] = None
    text: str = ""


Ability = Union[ActivatedAbility, TriggeredAbility, StaticAbility, Keyword]


class AlternativeCost(metaclass=dataclass, frozen=True):
    """A cost the card lets its player pay instead of its mana cost (glossary "Alternative
    Cost", 409.1f), if every one of ``conditions`` holds as it is played."""

    cost: Cost
    conditions: tuple[Condition, ...] = ()


class OptionalCost(metaclass=dataclass, frozen=True):
    """An optional additional cost ("As an additional cost to cast this spell, you may pay
    {2}{R}", Undergrowth; "… {1}{G} any number of times", Taste of Paradise): announced and paid
    with the spell's mana cost (409.1f), ``repeatable`` any number of times."""

    mana: str
    repeatable: bool = False


class CardAbilities(metaclass=dataclass, frozen=True):
    """Everything a card's text means.

    ``spell``: the spell ability of an instant or sorcery (None for permanents).
    ``abilities``: in text order; keywords included as :class:`Keyword` items (502).
    ``enchant``: what a local enchantment may enchant, from its type line (214.8c).
    ``cast_restrictions``: limits on playing the card as a spell ("Cast this spell only
    during combat"; the card overrides the timing rules, 103.1).
    """

    name: str
    spell: Optional[SpellAbility] = None
    abilities: tuple[Ability, ...] = ()
    enchant: Optional[Filter] = None
    cast_restrictions: tuple[Restriction, ...] = ()
    #: "As an additional cost to play ~, sacrifice a creature": paid with the spell's mana
    #: cost, in the order 409.1f allows; a cost that can't be paid makes the play illegal.
    additional_cost: Optional[Cost] = None
    #: "You may sacrifice two Mountains rather than pay this spell's mana cost" (glossary
    #: "Alternative Cost"): paid instead of the mana cost when the player says so.
    alternative_costs: tuple["AlternativeCost", ...] = ()
    #: "Buyback {3}" (glossary "Buyback"): an optional additional cost; paid, the spell goes
    #: to its owner's hand instead of the graveyard as it resolves (413.2h).
    buyback: Optional[Cost] = None
    #: Optional additional costs (:class:`OptionalCost`), in text order.
    optional_costs: tuple[OptionalCost, ...] = ()
    #: "This spell costs {1} more to cast for each target beyond the first" (Fireball): a cost
    #: increase of the card's own, that mana times the targets announced less one (409.1f).
    cost_per_extra_target: Optional[str] = None
    #: The obsolete words its text was read with, as the glossary reads them: (the entry, what
    #: the words are read as) — "bury" is "destroy; it can't be regenerated" (glossary "Bury");
    #: said in the trace for a card played as printed (judge.engine.build).
    obsolete: tuple[tuple[str, str], ...] = ()
    #: "This spell costs 3 life more to cast for each target." (Phyrexian Purge; added, Oracle
    #: statics round nineteen): a cost of the card's own, that life times the targets announced,
    #: paid with its other costs (409.1f).
    life_per_target: int = 0
    #: "As long as ~ is on the stack, spells that target it cost {2} more to cast." (Kaervek's Torch;
    #: added, session 47): the mana a spell targeting this spell on the stack costs more (409.1f).
    cost_to_target: Optional[str] = None

    @property
    def keywords(self) -> tuple[Keyword, ...]:
        return tuple(a for a in self.abilities if isinstance(a, Keyword))

    @property
    def activated(self) -> tuple[ActivatedAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, ActivatedAbility))

    @property
    def triggered(self) -> tuple[TriggeredAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, TriggeredAbility))

    @property
    def static(self) -> tuple[StaticAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, StaticAbility))


# --------------------------------------------------------------------------- serialisation


def to_data(obj: Any) -> Any:
    """A JSON-ready view of any IR value: dataclasses become dicts with a leading ``ir``
    (the class name), fields at their default value are left out (except ``index``),
    tuples become lists, an enum member ``{"enum": its class's name, "value": its value}`` — but a
    member of :data:`_BARE_ENUMS` (a :class:`RestrictionKind`, an :class:`EntryChoice`, a
    :class:`TriggerEvent`, a :class:`ReplacedEvent`, a :class:`RememberedOnEntry`, a :class:`TriggerWhose`, a
    :class:`PlayerRelation`, a :class:`LibraryOrder`, a :class:`ModeChooser`, a :class:`LibraryPosition`, a
    :class:`CombatAction`, a :class:`GraveyardPileEnd`, a :class:`ChangedWords`, a :class:`judge.dsl.ast.Step`, a :class:`judge.zones.Zone`) its value alone, as its field was written when it was a string; and a flag of :data:`_FLAGS_AS_WORDS`
    (a :class:`Trigger`'s ``one_or_more``, ``extra_turn``) as the words of the field that held it then."""
    if isinstance(obj, Enum):
        if isinstance(obj, _BARE_ENUMS):  # (a Restriction's kind, an entry choice, an event: its words, as when a string)
            return obj.value
        return {"enum": type(obj).__name__, "value": obj.value}
    if is_dataclass(obj) and not isinstance(obj, type):
        out: dict[str, Any] = {"ir": type(obj).__name__.rstrip("_")}
        flags = _FLAGS_AS_WORDS.get(out["ir"])
        joined = _JOINED_POSITIONS.get(out["ir"])
        for f in fields(obj):
            value = getattr(obj, f.name)
            if joined is not None:
                if f.name in _JOINED_POSITION_FIELDS[out["ir"]]:  # (written with its zone)
                    continue
                position = getattr(obj, joined.get(f.name, ""), None)
                if position is not None:  # "library top": the zone and its position as one word
                    value = f"{value} {position.value if isinstance(position, LibraryPosition) else position}"
            if flags is not None:
                if f.name in flags[1]:  # (written as the words of flags[0])
                    continue
                if f.name == flags[0]:
                    value = _flag_words(obj, value, *flags)
            if f.default is not MISSING and value == f.default and f.name != "index":
                continue
            out[f.name] = to_data(value)
        return out
    if isinstance(obj, (tuple, list)):
        return [to_data(v) for v in obj]
    return obj


_CLASSES: dict[str, type] = {}
#: The enums of this module, by name (what :func:`from_data` builds an ``{"enum": …}`` with).
_ENUMS: dict[str, type[Enum]] = {"Balanced": Balanced, "ConditionKind": ConditionKind}
#: The enums :func:`to_data` writes as their words alone (their field's JSON kept as it was when
#: the field was a string: ``judge card --json``, the card cache, the prebuilt library), and the
#: fields :func:`from_data` builds them back in, by class name.
_BARE_ENUMS = (RestrictionKind, EntryChoice, TriggerEvent, ReplacedEvent, RememberedOnEntry, TriggerWhose,
               PlayerRelation, LibraryOrder, ModeChooser, LibraryPosition, CombatAction, GraveyardPileEnd,
               ChangedWords, Step, Zone)
_BARE_FIELDS: dict[str, tuple[tuple[str, type[Enum]], ...]] = {
    "Restriction": (("kind", RestrictionKind),),
    "ChooseAsEntering": (("choices", EntryChoice),),
    "Trigger": (("event", TriggerEvent), ("step", Step), ("whose", TriggerWhose)),
    "ReplaceEvent": (("event", ReplacedEvent),),
    "SacrificedAsEntering": (("what", RememberedOnEntry),),
    "Filter": (("controller", PlayerRelation), ("zone", Zone)),
    "MoveTo": (("zone", Zone), ("position", LibraryPosition), ("order", LibraryOrder)),
    "CounterSpell": (("destination", Zone),),
    "RevealedIntoPlay": (("others_to", Zone),),
    "SearchCopies": (("zones", Zone),),
    "ChooseOneOfCards": (("chosen_to", Zone), ("rest_to", Zone)),
    "SearchZones": (("zones", Zone), ("rest", Zone)),
    "ShuffleIntoLibrary": (("zones", Zone),),
    "Dig": (("take_to", Zone), ("rest_to", Zone)),
    "RevealTopSort": (("to_zone", Zone), ("rest_zone", Zone)),
    "ActivatedAbility": (("zone", Zone),),
    "TriggeredAbility": (("zone", Zone),),
    "HandToLibrary": (("where", LibraryPosition),),
    "SpellAbility": (("chooser", ModeChooser),),
    "CombatCost": (("action", CombatAction),),
    "MaxCombatants": (("action", CombatAction),),
    "CantUnlessOthers": (("action", CombatAction),),
    "CantUnlessControlsMore": (("action", CombatAction),),
    "GraveyardEnd": (("end", GraveyardPileEnd),),
    "ChangeText": (("words", ChangedWords),)}
#: The fields :func:`from_data` builds a bare enum's member back in only for some kinds of their class
#: (a field that holds other words for the other kinds): class name → (the kind's field, the field,
#: {kind: the enum}) — :attr:`ConditionKind.TURN`'s ``value``, a :class:`PlayerRelation`; an ``IN_ZONE``'s, a :class:`Zone`.
_BARE_FIELDS_OF_KIND: dict[str, tuple[str, str, dict[Enum, type[Enum]]]] = {
    "Condition": ("kind", "value", {ConditionKind.TURN: PlayerRelation, ConditionKind.IN_ZONE: Zone}),
    "Restriction": ("kind", "value", {RestrictionKind.IN_ZONE: Zone})}
#: The zones :func:`to_data` writes with a library position as one word, as the zone field held them both when it
#: was one string ("library top", "library bottom": ``judge card --json``, the card cache and the prebuilt library
#: unchanged), and :func:`from_data` splits back: class name → {the zone field: its position field}.
_JOINED_POSITIONS: dict[str, dict[str, str]] = {
    "Dig": {"take_to": "take_position", "rest_to": "rest_position"},
    "CounterSpell": {"destination": "destination_position"}}
_JOINED_POSITION_FIELDS: dict[str, frozenset[str]] = {k: frozenset(v.values()) for k, v in _JOINED_POSITIONS.items()}
_LIBRARY_POSITION_VALUES = frozenset(m.value for m in LibraryPosition)
#: The flags :func:`to_data` writes as the words of another field, as that field was written when it
#: held them as words (``Trigger.whose`` "one or more", "that turn", before the field was only a
#: player's: ``judge card --json``, the card cache and the prebuilt library unchanged), and
#: :func:`from_data` reads back as the flags: class name → (the field, {flag: its words}).
_FLAGS_AS_WORDS: dict[str, tuple[str, dict[str, str]]] = {
    "Trigger": ("whose", {"one_or_more": "one or more", "extra_turn": "that turn"})}


def _flag_words(obj: Any, value: Any, field: str, flags: dict[str, str]) -> Any:
    """What :func:`to_data` writes for ``field`` of ``obj`` (its ``value``): the words of the flag set,
    if one is — then ``value`` must be None and no other flag set, or the words couldn't be read back."""
    said = [words for flag, words in flags.items() if getattr(obj, flag)]
    if not said:
        return value
    if value is not None or len(said) > 1:
        raise ValueError(f"{type(obj).__name__}: {field}={value!r} with {', '.join(said)}: not one set of words")
    return said[0]


def from_data(data: Any) -> Any:
    """The inverse of :func:`to_data`: ``from_data(to_data(x)) == x`` for every IR value
    (dicts with an ``ir`` key become that class, lists become tuples; left-out fields take
    their defaults). Only the classes of this module are built; an unknown ``ir`` name
    raises ``ValueError``."""
    if isinstance(data, dict):
        if "enum" in data:  # an enum member of this module (to_data's form)
            return _ENUMS[data["enum"]](data["value"])
        if not _CLASSES:  # (the decorator's list: asking is_dataclass() would process every class)
            for value in made_by_decorator(__name__):
                _CLASSES[value.__name__.rstrip("_")] = value
        cls = _CLASSES.get(data.get("ir"))  # type: ignore[arg-type]
        if cls is None:
            raise ValueError(f"not an IR value: {data!r}"[:200])
        built = {k: from_data(v) for k, v in data.items() if k != "ir"}
        flags = _FLAGS_AS_WORDS.get(data["ir"])
        if flags is not None and flags[0] in built:  # (a Trigger's "one or more", kept as the words of whose)
            flag = next((f for f, words in flags[1].items() if words == built[flags[0]]), None)
            if flag is not None:
                del built[flags[0]]
                built[flag] = True
        for zone, position in _JOINED_POSITIONS.get(data["ir"], {}).items():
            if isinstance(built.get(zone), str):  # ("library top": the zone, and its position a member)
                where, _, word = built[zone].rpartition(" ")
                if where == "library" and word in _LIBRARY_POSITION_VALUES:
                    built[zone], built[position] = Zone.LIBRARY, LibraryPosition(word)
        for name, enum in _BARE_FIELDS.get(data["ir"], ()):
            if name in built:  # (a Restriction's kind, kept as its words; a tuple of them; None: a Filter's zone said none)
                words = built[name]
                built[name] = tuple(map(enum, words)) if isinstance(words, tuple) else None if words is None else enum(words)
        of_kind = _BARE_FIELDS_OF_KIND.get(data["ir"])
        if of_kind is not None and of_kind[1] in built:  # (a turn condition's player, kept as its words)
            enum = of_kind[2].get(built.get(of_kind[0]))  # type: ignore[arg-type]
            if enum is not None:
                built[of_kind[1]] = enum(built[of_kind[1]])
        return cls(**built)
    if isinstance(data, list):
        return tuple(from_data(v) for v in data)
    return data


_LEAVES = frozenset({str, int, bool, float, type(None)})
#: The field names of each IR class walked (``dataclasses.fields`` costs ~2 µs a node).
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _names_of(cls: type) -> tuple[str, ...]:
    """The field names of ``cls`` (kept in :data:`_FIELD_NAMES`), none for a class that is no
    dataclass — read off the speed module's record of the class (fastdataclass.field_names), not
    from ``dataclasses.fields``, which would have ``dataclasses`` process the class first (~0.15 ms
    each: eight of them in an exploration of the Gravedigger example)."""
    names = _FIELD_NAMES[cls] = field_names(cls) if frozen_of(cls) is not None and not issubclass(cls, type) else ()
    return names


def rebuild(obj: Any, fn: Any) -> Any:
    """Rebuild ``obj`` bottom-up, replacing any node (an IR object, tuple or list: ``fn``
    never sees a plain string, number or None) for which ``fn`` returns non-None."""
    cls = type(obj)
    if cls in _LEAVES:
        return obj
    rep = fn(obj)
    if rep is not None:
        return rep
    if isinstance(obj, (tuple, list)):  # a clause's result may be a list of effects
        new = cls(rebuild(v, fn) for v in obj)
        return new if any(a is not b for a, b in zip(new, obj)) else obj
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _names_of(cls)
    changes = {}
    for name in names:
        v = getattr(obj, name)
        nv = rebuild(v, fn)
        if nv is not v:
            changes[name] = nv
    return dataclasses.replace(obj, **changes) if changes else obj


def walk(node: Any, granted_statics: bool = True) -> Iterator[Any]:
    """``node`` and every IR record and tuple inside it (but not inside a static ability an
    effect grants, unless ``granted_statics``), depth first, each before what it holds and
    fields in their order. (Iterative, with what each class holds kept — nothing, a tuple's
    items, or its field names: the support check walks every card of the era pool many times,
    and a recursive generator asking ``dataclasses.fields`` at every node took most of
    ``judge cards --check --pool``; the engine asks of abilities as they resolve.)"""
    stack = [node]
    pop, push = stack.pop, stack.extend
    shapes = _WALK_SHAPES
    while stack:
        n = pop()
        yield n
        shape = shapes.get(type(n))
        if shape is None:
            shape = _walk_shape(type(n))
        if not shape:
            continue
        if shape is _ITEMS:
            push(reversed(n))
            continue
        if not granted_statics and isinstance(n, StaticAbility):
            continue
        push([getattr(n, name) for name in shape])


def kinds_in(node: Any) -> frozenset[type]:
    """The class of ``node`` and of every IR record and tuple inside it (:func:`walk`, granted
    static abilities included): worked out once for each IR object, which is never changed (a
    card's text, asked of by every game that holds the card)."""
    kept = _KINDS_IN.get(id(node))
    if kept is not None and kept[0] is node:
        return kept[1]
    found = frozenset(map(type, walk(node)))
    if len(_KINDS_IN) >= 4096:
        _KINDS_IN.clear()
    _KINDS_IN[id(node)] = (node, found)  # (the node kept with it: its id isn't reused while it is here)
    return found


#: :func:`kinds_in`'s answers, by the id of the node asked of.
_KINDS_IN: dict[int, tuple[Any, frozenset[type]]] = {}


def filter_words_in(node: Any) -> frozenset[str]:
    """The ``extra`` words of every :class:`Filter` inside ``node`` (:func:`walk`): worked out once for
    each IR object, as :func:`kinds_in` is (a card's text, asked of by every game that holds the card:
    Total War as printed's ``ACTIVE_PLAYER_AT_TURN_START``)."""
    kept = _FILTER_WORDS_IN.get(id(node))
    if kept is not None and kept[0] is node:
        return kept[1]
    found = frozenset(w for x in walk(node) if isinstance(x, Filter) for w in x.extra) if Filter in kinds_in(node) \
        else frozenset()
    if len(_FILTER_WORDS_IN) >= 4096:
        _FILTER_WORDS_IN.clear()
    _FILTER_WORDS_IN[id(node)] = (node, found)
    return found


#: :func:`filter_words_in`'s answers, by the id of the node asked of.
_FILTER_WORDS_IN: dict[int, tuple[Any, frozenset[str]]] = {}


def condition_kinds_in(node: Any) -> frozenset[ConditionKind]:
    """The kinds of every :class:`Condition` inside ``node`` (:func:`walk`; Rasputin Dreamweaver's
    ``STARTED_TURN_UNTAPPED``, which reads the permanents as the turn began): worked out once for each IR object, as
    :func:`kinds_in` is (every game asks it of each of its cards: ``judge.engine.game.Game.reads_turn_start``)."""
    if Condition not in kinds_in(node):
        return frozenset()
    kept = _CONDITION_KINDS_IN.get(id(node))
    if kept is not None and kept[0] is node:
        return kept[1]
    found = frozenset(x.kind for x in walk(node) if isinstance(x, Condition))
    if len(_CONDITION_KINDS_IN) >= 4096:
        _CONDITION_KINDS_IN.clear()
    _CONDITION_KINDS_IN[id(node)] = (node, found)  # (the node kept with it: its id isn't reused while it is here)
    return found


#: :func:`condition_kinds_in`'s answers, by the id of the node asked of.
_CONDITION_KINDS_IN: dict[int, tuple[Any, frozenset]] = {}


#: What :func:`walk` pushes of a node of each class: nothing (``()``), a tuple's items
#: (``_ITEMS``), or its fields, by their names last first (the stack pops the first first).
_WALK_SHAPES: dict[type, Any] = {}
_ITEMS: Any = object()


def _walk_shape(cls: type) -> Any:
    if cls in _LEAVES:
        shape: Any = ()
    elif issubclass(cls, tuple):
        shape = _ITEMS
    else:
        names = _FIELD_NAMES.get(cls)
        if names is None:
            names = _names_of(cls)
        shape = tuple(reversed(names))
    _WALK_SHAPES[cls] = shape
    return shape


_INTRINSIC: dict[str, ActivatedAbility] = {}


def intrinsic_mana_ability(land_type: str) -> ActivatedAbility:
    """A basic land type's intrinsic "{T}: Add [symbol] to your mana pool" (214.9e; any case:
    ``"Forest"``, ``"forest"``); a land of two basic land types (the dual lands) has both."""
    symbol = "{" + BASIC_LAND_TYPES[land_type.lower()] + "}"
    found = _INTRINSIC.get(symbol)
    if found is None:
        found = _INTRINSIC[symbol] = ActivatedAbility(Cost(tap=True), (AddMana((symbol,)),), is_mana_ability=True,
                                                      intrinsic=True, text=f"{{T}}: Add {symbol} to your mana pool.")
    return found

#: A description word: "creatures banded with ~" (Urza's Engine, Icatian Skirmishers) — the
#: other creatures of the source's attacking band, still in it (glossary "Banding, Bands with
#: Other"; judge.engine.banding).
BANDED_WITH_IT = "banded with it"


# Activation cost changes (added, ostat6): the static abilities that change what the activated
# abilities of some permanents cost (409.1f: the total cost is the activation cost plus all cost
# increases and minus all cost reductions). Consulted by judge.engine.ability_costs.


class AbilityCostIncrease(Rule, metaclass=dataclass, frozen=True):
    """The activated abilities of the permanents matching ``filter`` cost ``value`` more to play
    (409.1f): Gloom's "Activated abilities of white enchantments cost {3} more to activate"."""

    kind: ClassVar[str] = "activated abilities cost more"


class AbilityCostReduction(Rule, metaclass=dataclass, frozen=True):
    """The activated abilities of the permanents matching ``filter`` cost ``value`` less to play
    (409.1f: generic mana only), but never less than one mana — the card's own limit, "This
    effect can't reduce the amount of mana an ability costs to activate to less than one mana"
    (Heartstone; Power Artifact's ``filter`` the enchanted artifact)."""

    kind: ClassVar[str] = "activated abilities cost less"
    #: the limit on the generic part alone, not on all the mana: Heartstone as printed, "This cannot
    #: reduce an ability's generic mana cost to less than {1}" (added, printed round eighteen) — a
    #: cost with {1} or no generic mana costs no less, whatever its colored mana (409.1f)
    generic_floor: bool = False


RULES = RULES + (AbilityCostIncrease, AbilityCostReduction)


class CantPlayTapAbilities(Rule, metaclass=dataclass, frozen=True):
    """No player can play the activated abilities with {T} in their costs of ``what`` (103.2):
    Serra Bestiary's "Enchanted creature can't attack or block, and its activated abilities with
    {T} in their costs can't be activated" (the attack and block part its own rule), Katabatic
    Winds' "Creatures with flying …" (added, ostat6)."""

    kind: ClassVar[str] = "cant play tap abilities"


RULES = RULES + (CantPlayTapAbilities,)


class CanAttackAsThoughHaste(Rule, metaclass=dataclass, frozen=True):
    """``what`` "can attack as though it had haste" (Instill Energy's Oracle): it may be declared
    as an attacker though its controller hasn't controlled it continuously since the turn began
    (502.5b) — for that action only (glossary "As Though"): its {T} abilities it still can't play
    (409.3). Added, ostat6."""

    kind: ClassVar[str] = "can attack as though it had haste"

    #: "… unless it entered the battlefield this turn" (Chaos Lord; added, session 74, h6): not in the turn the
    #: permanent came into play — only a change of control since the turn began is overlooked.
    unless_new: bool = False


RULES = RULES + (CanAttackAsThoughHaste,)


class OneSpellEachTurn(Rule, metaclass=dataclass, frozen=True):
    """The players ``what`` can't play more than one spell each turn (Arcane Laboratory: "Each
    player can't cast more than one spell each turn"; 103.2). Added, ostat6."""

    kind: ClassVar[str] = "can't play more than one spell each turn"


RULES = RULES + (OneSpellEachTurn,)


class SpellCostReductionUpTo(Rule, metaclass=dataclass, frozen=True):
    """Spells matching ``filter`` cost up to ``value`` less to play (Planar Gate, Stone Calendar,
    Mana Matrix): how much, from nothing to ``value``, the spell's controller announces as the
    costs are paid (409.1f); generic mana only. Added, ostat6."""

    kind: ClassVar[str] = "spell cost reduction of up to"


RULES = RULES + (SpellCostReductionUpTo,)


class CyclingCostReductionUpTo(Rule, metaclass=dataclass, frozen=True):
    """The cycling abilities (glossary "Cycling": "Pay [cost], discard this card: Draw a card")
    its controller plays cost up to ``value`` less (Fluctuator: "Cycling abilities you activate
    cost up to {2} less to activate"; printed "Cycling costs you up to {2} less to play"): how
    much, from nothing to ``value``, the player announces as the costs are paid (409.1f); generic
    mana only. Consulted by judge.engine.cycling_cost. Added, session 40 (o8)."""

    kind: ClassVar[str] = "cycling cost reduction of up to"


RULES = RULES + (CyclingCostReductionUpTo,)


class BuybackCostReduction(Rule, metaclass=dataclass, frozen=True):
    """Every buyback cost (glossary "Buyback": an additional cost the spell's controller may pay)
    costs ``value`` less (Memory Crystal: "Buyback costs cost {2} less."; printed "All buyback costs
    are reduced by {2}."): whoever plays the spell, and only the buyback cost — generic mana only, so
    no more than the generic mana the buyback cost holds (409.1f). Consulted by
    judge.engine.buyback_cost. Added, session 41 (c4)."""

    kind: ClassVar[str] = "buyback cost reduction"


RULES = RULES + (BuybackCostReduction,)


class CanOnlyAttackAlone(Rule, metaclass=dataclass, frozen=True):
    """``what`` can attack only if no other creature attacks (Errantry's "Enchanted creature …
    can only attack alone"): a restriction checked with the rest of the declaration (500.2).
    Added, ostat6."""

    kind: ClassVar[str] = "can only attack alone"
    #: the words with :attr:`each_turn`
    kind_each_turn: ClassVar[str] = "can't attack during any turn in which any other creatures attack"

    #: (added, session 68) the whole turn's attacks: Errantry as printed, "… cannot attack during any turn in which any
    #: other creatures attack" — nor after another creature attacked in an earlier combat phase of the turn (300.1)
    each_turn: bool = False


RULES = RULES + (CanOnlyAttackAlone,)


class SpellCostIncreaseOffTurn(Rule, metaclass=dataclass, frozen=True):
    """Each spell costs ``value`` more to play except during its controller's turn (Defense Grid;
    409.1f). Added, ostat6."""

    kind: ClassVar[str] = "spell cost increase except during its controller's turn"


RULES = RULES + (SpellCostIncreaseOffTurn,)


class BlocksSourceIfAble(Rule, metaclass=dataclass, frozen=True):
    """``what`` blocks the effect's source if able (Trumpeting Armodon: "Target creature blocks ~
    this turn if able"): a requirement on that creature, met only by blocking the source when it
    attacks (500.2). Added, oracle7."""

    kind: ClassVar[str] = "blocks this if able"


RULES = RULES + (BlocksSourceIfAble,)


class BlocksEachAttackerIfAble(Rule, metaclass=dataclass, frozen=True):
    """``what`` blocks each attacking creature if able (Blaze of Glory: "It blocks each attacking
    creature this turn if able"): a requirement for each attacker, on a creature the defending
    player controls, met by blocking that attacker as far as it may block (309.1, 500.2)."""

    kind: ClassVar[str] = "blocks each attacking creature if able"


RULES = RULES + (BlocksEachAttackerIfAble,)


class AssignsNoCombatDamage(Rule, metaclass=dataclass, frozen=True):
    """``what`` assigns no combat damage for the duration (Ophidian: "If you do, ~ assigns no
    combat damage this turn"): the card overrides 310.1a (103.1), so nothing is assigned and
    nothing would be dealt — not a prevention effect (419.1: those say "prevent"), and no
    prevention shield applies to it or is used up by it. Blockers still deal their damage to it."""

    kind: ClassVar[str] = "assigns no combat damage"


RULES = RULES + (AssignsNoCombatDamage,)


class AssignsAsThoughUnblocked(Rule, metaclass=dataclass, frozen=True):
    """``what`` assigns its combat damage as though it weren't blocked, for the duration
    (Outmaneuver: "X target blocked creatures assign their combat damage this turn as though they
    weren't blocked"): not a choice, unlike :class:`AssignAsThoughUnblocked` (Thorn Elemental's
    "you may have"); a blocked creature so affected assigns all its combat damage to the
    defending player — the card overrides 310.1c (103.1). Added, o2 (round 38)."""

    kind: ClassVar[str] = "assigns combat damage as though unblocked"


RULES = RULES + (AssignsAsThoughUnblocked,)


class AlsoAttacksIfAble(Rule, metaclass=dataclass, frozen=True):
    """``what`` attacks if able whenever another creature its controller controls attacks
    (Ekundu Cyclops: "If a creature you control attacks, ~ also attacks if able"): a requirement
    (500.2) that asks something only of a proposed attack with at least one other creature of that
    player; an attack with none obeys it. Added, o2 (round 38)."""

    kind: ClassVar[str] = "also attacks if able when a creature you control attacks"


RULES = RULES + (AlsoAttacksIfAble,)


class AttacksIfAbleWithSource(Rule, metaclass=dataclass, frozen=True):
    """``what`` attacks if able whenever the source attacks (Viashino Bey: "If ~ attacks, all
    creatures you control attack if able"): a requirement (500.2) that asks something only of a
    proposed attack that includes the source; an attack without it obeys it. Added, o3 (round 39)."""

    kind: ClassVar[str] = "attacks if able when this creature attacks"


RULES = RULES + (AttacksIfAbleWithSource,)


class AssignToDefendersCreature(Rule, metaclass=dataclass, frozen=True):
    """``what``, unblocked, may assign all its combat damage to one creature the defending player
    controls instead of to that player, at its controller's choice as combat damage is assigned
    (Cunning Giant: "If ~ is unblocked, you may have it assign its combat damage to a creature
    defending player controls"): the card overrides 310.1b (103.1). Not a target; with no creature
    there, the damage goes to the player. Added, o3 (round 39)."""

    kind: ClassVar[str] = "may assign its combat damage to a creature the defending player controls"


RULES = RULES + (AssignToDefendersCreature,)


class CantPhaseOut(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't phase out for the duration: "Until your next upkeep, target permanent can't
    phase out" (Spatial Binding; added, Oracle activated round twenty-one; printed "… until the
    beginning of your next upkeep"). It stays in play through its controller's untap step's
    phasing and through an effect that would phase it out (glossary "Phasing";
    judge.engine.phasing). Read only from a resolving ability, lasting until the ability's
    controller's next upkeep (:data:`UNTIL_YOUR_NEXT_UPKEEP`, 418.3a)."""

    kind: ClassVar[str] = "cant phase out"


RULES = RULES + (CantPhaseOut,)


class LethalOnlyFromOneSource(Rule, metaclass=dataclass, frozen=True):
    """``what`` (the card itself) "can't be destroyed by lethal damage unless lethal damage dealt by a
    single source is marked on it" (Ogre Enforcer; printed "… unless a single source deals enough
    damage to destroy it"; added, session 46, c4): 420.5c's state-based effect destroys it only when the
    damage one source has dealt it, marked on it now, is lethal by itself — damage from several sources
    adds up on it, but doesn't destroy it (103.1: the card over 420.5c). Any other destruction, and
    toughness 0 or less (420.5b), are untouched."""

    kind: ClassVar[str] = "can't be destroyed by lethal damage unless lethal damage dealt by a single source is marked on it"


RULES = RULES + (LethalOnlyFromOneSource,)


class PlayerChosenThisWay(metaclass=dataclass, frozen=True):
    """The player :class:`ChoosePlayer` chose as the spell resolved ("that library": Visions as
    printed); none before the choice is made."""


_OBJ_REFS += (PlayerChosenThisWay,)  # (printed round twenty-one)


class ChoosePlayer(metaclass=dataclass, frozen=True):
    """``who`` chooses a player as the spell resolves (413.2c), no target (409.1c: only a "target"
    is chosen as it is played): "Look at the top five cards of any library." (Visions as printed,
    any player's library) — read by the instructions after it as :class:`PlayerChosenThisWay`."""

    who: ObjRef


_EFFECTS += (ChoosePlayer,)


class ObjectChosenThisWay(metaclass=dataclass, frozen=True):
    """The permanent (or card of a hand) :class:`ChooseObject` chose as the spell resolved ("that creature": Final Strike
    as printed), where it is now; none before the choice is made, or when there was none to choose. ``card``: a card
    not in play, the one :class:`GraveyardCardAtRandom` picked (Search for Survivors: "it", a card of a graveyard).
    ``noun``: the word the choice's description names it by, one of :data:`CHOSEN_NOUNS` — its one permanent type, or
    "permanent" — for its words only ("destroy the land chosen this way": Serendib Djinn as printed; session 80, h6)."""

    card: bool = False
    noun: str = "creature"


#: The words an object :class:`ChooseObject` chose is named by (:attr:`ObjectChosenThisWay.noun`).
CHOSEN_NOUNS = ("creature", "land", "artifact", "enchantment", "permanent")


def chosen_noun(f: "Filter") -> str:
    """The word of :data:`CHOSEN_NOUNS` naming an object chosen of the description ``f``: its one permanent type
    ("a land you control": "land"), or "permanent" (none, or more than one)."""
    return f.types[0] if len(f.types) == 1 and f.types[0] in CHOSEN_NOUNS else "permanent"


_OBJ_REFS += (ObjectChosenThisWay,)  # (printed round twenty-five)


class ChooseObject(metaclass=dataclass, frozen=True):
    """``who`` chooses one permanent ``filter`` describes as the spell resolves (413.2c), no target
    (409.1c: only a "target" is chosen as it is played): "Choose one of your creatures." (Final
    Strike as printed, Portal) — read by the instructions after it as :class:`ObjectChosenThisWay`;
    with none to choose, nothing is chosen (413.2b). ``hand``: a card of that player's hand instead ("then
    you choose a card other than a basic land card from it", Lobotomy; added, session 39, o1). ``reveal``: the
    card chosen from the hand is revealed (shown to all players, glossary "Reveal") — "Reveal a creature card in
    your hand." (Assembly Hall; added, session 40, o1)."""

    filter: Filter
    who: ObjRef = You()
    hand: Optional[ObjRef] = None
    reveal: bool = False


_EFFECTS += (ChooseObject,)


class ChooseSource(metaclass=dataclass, frozen=True):
    """``who`` chooses a source ``filter`` describes as the spell resolves (413.2c), no target: "Choose a source you
    control" (Desperate Gambit; added, session 72, h12) — a permanent, a spell on the stack, or a card or permanent a
    spell or ability on the stack refers to (glossary "Source", 419.7c), one it may have left play; read by the
    instructions after it as :class:`SourceChosenThisWay`. None to choose: nothing is chosen (413.2b)."""

    filter: Filter
    who: ObjRef = You()


class SourceChosenThisWay(metaclass=dataclass, frozen=True):
    """"That source" / "it": the source :class:`ChooseSource` chose as the spell resolved — as an object, so that
    what the instructions after it make watches that card's next damage though it has left play or the stack
    (glossary "Source": "the next damage dealt by that spell or by that permanent")."""


class ScaleNextDamage(metaclass=dataclass, frozen=True):
    """"The next time that source would deal damage this turn, it deals double that damage instead." (Desperate
    Gambit; added, session 72, h12): a replacement effect (419.1) lasting the turn (314.1b) and used up as it applies
    (419.3): the next time ``source`` would deal damage, it deals ``factor`` times it instead — all the damage it
    deals at that one time, to every recipient (glossary "Source": "the next damage dealt by that spell or by that
    permanent", as 419.7c says of a prevention shield)."""

    source: ObjRef
    factor: int = 2


_EFFECTS += (ChooseSource, ScaleNextDamage)


class AlsoDealsToSourceController(metaclass=dataclass, frozen=True):
    """"The next time a source of your choice would deal damage to you this turn, instead that source deals that much
    damage to you and ~ deals that much damage to that source's controller." (Eye for an Eye; added, session 76, h6): a
    replacement effect (419.1) lasting the turn (314.1b), used up as it applies (419.3): the next damage ``source``
    would deal to ``to`` is dealt as it would be, and with it, at the same time, the card that made the effect deals
    that much damage to whoever controls that source as the damage would be dealt (419.2)."""

    to: tuple[ObjRef, ...]
    source: ObjRef


_EFFECTS += (AlsoDealsToSourceController,)  # (session 76, h6)


class HalfDamageOfSpellToCaster(metaclass=dataclass, frozen=True):
    """"Choose a player who cast one or more sorcery spells this turn. ~ deals damage to that player equal to half the
    damage dealt by one of those sorcery spells this turn, rounded down." (Backdraft; added, session 76, h6): as it
    resolves its controller chooses a player who played a spell of ``types`` this turn, then one of those spells
    (413.2c); ~ deals that player half the damage that spell dealt this turn, rounded down."""

    types: tuple[str, ...] = ("sorcery",)


_EFFECTS += (HalfDamageOfSpellToCaster,)  # (session 76, h6)
_OBJ_REFS += (SourceChosenThisWay,)  # (session 72, h12)


class ControllerOfLastDamager(metaclass=dataclass, frozen=True):
    """"The controller of the last red instant or sorcery spell that dealt damage to you this turn" (Suffocation;
    added, session 73, h6): the player who controlled the source, as it dealt the damage (413.2f: a spell resolved
    since is in a graveyard, where it has no controller), of the latest damage of the turn's record dealt to ``to``
    by a source that matched ``by`` then (judge.engine.state.TurnMemory.damage_dealt: prevented damage was never
    dealt, 419.5) — found as the instruction is carried out; none when no such damage was dealt (the instruction
    then does nothing to anyone, 413.2b)."""

    by: "Filter"
    to: ObjRef = You()


_OBJ_REFS += (ControllerOfLastDamager,)  # (session 73, h6)


class MoveCounters(metaclass=dataclass, frozen=True):
    """Move counters of ``kind`` from ``source`` onto ``onto`` (glossary "Move"; added, Oracle
    triggers round seventeen): ``count`` of them — "move a +1/+1 counter from ~ onto target
    creature" (Afiya Grove) — or, ``all_counters``, every one each object ``source`` names has —
    "move all +1/+1 counters from all creatures onto it" (Spike Cannibal). A counter that no longer
    exists, or a new permanent no longer in play, as the ability resolves: nothing happens for it
    (glossary "Move"); what isn't there isn't moved (416.3's "as many as possible")."""

    source: ObjRef
    onto: ObjRef
    kind: str
    count: Amount = 1
    all_counters: bool = False


_EFFECTS += (MoveCounters,)  # (Oracle triggers, round seventeen)


class PlayOnlyOwnTurn(Rule, metaclass=dataclass, frozen=True):
    """The players ``what`` can play spells and activated abilities — mana abilities too — only
    during their own turns (City of Solitude: "Players can cast spells and activate abilities only
    during their own turns"; 103.1: the card takes precedence over 408.1d's "when he or she has
    priority"). Added, Oracle statics round twenty."""

    kind: ClassVar[str] = "can play spells and abilities only during their own turns"


RULES = RULES + (PlayOnlyOwnTurn,)


class CombatLockout(Rule, metaclass=dataclass, frozen=True):
    """During combat (306.1) the players ``what`` can't play instant spells, nor activated
    abilities that aren't mana abilities (411.1) (Hand to Hand: "During combat, players can't cast
    instant spells or activate abilities that aren't mana abilities"; 103.2). Added, Oracle
    statics round twenty."""

    kind: ClassVar[str] = "can't play instant spells or abilities that aren't mana abilities during combat"
    #: the words with :attr:`mana_abilities`
    kind_with_mana: ClassVar[str] = "can't play instant spells or activated abilities (mana abilities too) during combat"

    #: (added, session 68) mana abilities too: Hand to Hand as printed, "Instants and abilities requiring an
    #: activation cost cannot be played during combat" — every activated ability (403.1), a mana ability one (406.1a)
    mana_abilities: bool = False


RULES = RULES + (CombatLockout,)


class CantPlayNonManaAbilities(Rule, metaclass=dataclass, frozen=True):
    """The players ``what`` can't play activated abilities that aren't mana abilities (406.1a), for
    the duration (Abeyance: "Until end of turn, … that player can't activate abilities that aren't
    mana abilities"; 103.2). Added, session 48, h3."""

    kind: ClassVar[str] = "can't play abilities that aren't mana abilities"
    #: the words with :attr:`mana_abilities`
    kind_with_mana: ClassVar[str] = "can't play activated abilities (mana abilities too)"

    #: (added, session 68) mana abilities too: Abeyance as printed, "… cannot play instants, interrupts, sorceries,
    #: or abilities requiring an activation cost" — every activated ability (403.1), a mana ability one (406.1a)
    mana_abilities: bool = False


RULES = RULES + (CantPlayNonManaAbilities,)


class EachDealsToOther(metaclass=dataclass, frozen=True):
    """"``first`` fights ``second``" (Triangle of War's Oracle; its printed "each creature deals
    an amount of damage equal to its power to the other"): each of the two creatures deals damage
    equal to its power to the other, both read as the instruction is carried out (413.2f) and
    dealt at once, as one instruction's damage (417.1)."""

    first: ObjRef
    second: ObjRef


_EFFECTS += (EachDealsToOther,)  # (Oracle activated, round twenty)


class EachDealsToItself(metaclass=dataclass, frozen=True):
    """"``who`` deals damage to itself equal to its power": Repentance's target, or each creature of Wave of
    Reckoning's group, deals damage equal to its own power to itself, each power read as the instruction is
    carried out (413.2f) and all of it dealt at once, one instruction's damage (417.1); each creature is the
    source of its own damage (a creature with 0 power deals none). Before the eighty-third session "itself" was
    read as the spell (its damage dealt to nothing: audit 14136)."""

    who: ObjRef


_EFFECTS += (EachDealsToItself,)  # (eighty-third session, audit 14136)


class EachObject(metaclass=dataclass, frozen=True):
    """"That creature" inside :class:`ForEachObject`: the permanent the instructions are being
    carried out for, where it is now (413.2f)."""


_OBJ_REFS += (EachObject,)  # (session 38)


class ForEachObject(metaclass=dataclass, frozen=True):
    """"For each blocking creature, flip a coin. If you win the flip, prevent all combat damage that
    would be dealt by that creature this turn." (Fighting Chance): the permanents ``filter``
    describes as the spell resolves (413.2f), and ``effects`` carried out for each in turn, one
    after another, "that creature" being :class:`EachObject`; none, nothing happens (413.2b)."""

    filter: Filter
    effects: tuple["Effect", ...]
    #: Stench of Evil (added, session 46): "For each land destroyed this way, …" — not the permanents in
    #: play but those the instruction before did this to (``ResultOf("destroyed")``), as they last
    #: existed in play (413.2f); one regenerated instead was not destroyed and is not among them (419.6b)
    this_way: Optional[ResultOf] = None
    #: (the same, "revealed"): Sirocco's "For each blue instant card revealed this way" — the cards of the
    #: hand an instruction before revealed, those of ``filter`` still in that hand


_EFFECTS += (ForEachObject,)  # (session 38)


class DiscardObject(metaclass=dataclass, frozen=True):
    """``who`` discards the card ``what`` names ("that player discards that card", Sirocco; added, session
    46): that very card, if it is in his or her hand (glossary "Discard"); no choice of which."""

    who: ObjRef
    what: ObjRef


_EFFECTS += (DiscardObject,)  # (session 46)


class DamageBecomes(Rule, metaclass=dataclass, frozen=True):
    """A replacement of the amount of damage (419.1): damage a source matching ``filter`` would
    deal to the players ``what``, when it is ``at_least`` or more, is ``amount`` instead (Forethought
    Amulet: "If an instant or sorcery source would deal 3 or more damage to you, it deals 2 damage to
    you instead"; printed "If you receive more than 2 damage from a sorcery or instant source, that
    damage is reduced to 2"). Added, stat."""

    kind: ClassVar[str] = "damage from such a source is reduced"

    at_least: int = 0
    amount: int = 0


RULES = RULES + (DamageBecomes,)


class UntapBecomesRemoveCounters(Rule, metaclass=dataclass, frozen=True):
    """A replacement of the untap step's untapping (302.1, 419.1): a permanent matching ``filter``
    that would untap during its controller's untap step has all its counters of kind ``value``
    removed instead, and stays tapped (Freyalise's Winds: "If a permanent with a wind counter on it
    would untap during its controller's untap step, remove all wind counters from it instead";
    printed "Permanents with any wind counters on them do not untap during their controller's untap
    phase; instead, remove all wind counters from those permanents"). Added, o9."""

    kind: ClassVar[str] = "untapping is replaced by removing counters"


RULES = RULES + (UntapBecomesRemoveCounters,)


class CounterLimit(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't have more than ``most`` counters of kind ``value`` on it (Rasputin Dreamweaver: "Rasputin
    can't have more than seven dream counters on it"): an instruction that would put more on it puts only as many as
    bring it to ``most``, and none once it has that many — the card that says something can't happen takes
    precedence (103.2). Added, session 74, h6."""

    kind: ClassVar[str] = "can't have more counters"

    most: int = 0


RULES = RULES + (CounterLimit,)


class MaySkipStepInstead(Rule, metaclass=dataclass, frozen=True):
    """A replacement of the beginning of a step (419.1; glossary "Skip": to skip a step is to proceed
    past it as though it didn't exist): each time the step ``value`` ("draw step") of a player ``what``
    names would begin, its controller may skip it instead; if he or she does, ``then`` is carried out
    (Fasting: "If you would begin your draw step, you may skip that step instead. If you do, you gain 2
    life."). Added, session 48."""

    kind: ClassVar[str] = "may skip a step instead"

    then: tuple = ()


RULES = RULES + (MaySkipStepInstead,)


class PayAnyToPrevent(metaclass=dataclass, frozen=True):
    """"That player may pay any amount of mana. ~ deals 2 damage to that player. Prevent X of
    that damage, where X is the amount of mana that player paid this way." (Errant Minion, Power
    Leak; added, o3): ``who`` chooses an amount of mana, from 0 to as much as he or she can pay,
    and pays it as the ability resolves (413.2c, 413.2e; glossary "Pay": a cost of zero can
    always be paid); then ``source`` deals ``amount`` damage to ``to`` with that much of it
    prevented (419.7a)."""

    who: ObjRef
    amount: Amount
    to: ObjRef
    source: ObjRef = This()


_EFFECTS += (PayAnyToPrevent,)


class EachMayPayAnyMana(metaclass=dataclass, frozen=True):
    """"Each player may pay any amount of mana." (Liege of the Hollows; added, session 67, h7): each player ``who``
    names, the active player first and each knowing the earlier choices (413.2d), chooses an amount of mana from 0 to
    as much as he or she can pay and pays it as the ability resolves (413.2c; mana abilities may be played, 413.2e; a
    cost of 0 can always be paid, glossary "Pay"); each amount is that player's :class:`ManaPaidThisWay`."""

    who: ObjRef


_EFFECTS += (EachMayPayAnyMana,)


class HighestLifeWins(metaclass=dataclass, frozen=True):
    """"The player with the highest life total wins the game. If two or more players are tied for
    highest life total, the game is a draw." (Celestial Convergence; added, o3): the life totals as
    the instruction is carried out (413.2f); the game ends at once (102.3)."""


_EFFECTS += (HighestLifeWins,)


class GameIsDraw(metaclass=dataclass, frozen=True):
    """"The game is a draw." (Divine Intervention): the game ends at once (102.3), no player winning
    or losing."""


_EFFECTS += (GameIsDraw,)


class OneOf(metaclass=dataclass, frozen=True):
    """"[A] or [B]" with no "choose one" (Vhati il-Dal: "target creature has base power 1 or base
    toughness 1 until end of turn"): not a mode chosen as it is played (409.1b) — the ability's
    controller chooses one of ``choices`` as it resolves (413.2c) and carries out that one's
    effects. Added, session 43."""

    choices: tuple[tuple["Effect", ...], ...]


_EFFECTS += (OneOf,)  # (session 43)


class MoveAura(metaclass=dataclass, frozen=True):
    """"Attach target Aura attached to a creature to another creature." (Crown of the Ages; printed
    "Move target enchantment from one creature to another. The enchantment's new target must be
    legal."): glossary "Move" — the controller chooses, as it resolves (413.2c, no target), a
    permanent ``onto`` describes other than the one the local enchantment ``what`` enchants now, and
    one it can legally enchant (an enchantment that can't enchant the new permanent stays where it
    was); the enchantment stops enchanting the old one and enchants the new one, with a new
    timestamp, never leaving play. None to choose, nothing happens. With ``of_that_type``
    (Enchantment Alteration: "… attached to a creature or land to another permanent of that type"),
    the new permanent has a card type of ``onto``'s that the one it enchants has. Added, session 44."""

    what: ObjRef
    onto: Filter
    of_that_type: bool = False


_EFFECTS += (MoveAura,)  # (session 44)


class AttachOfChoice(metaclass=dataclass, frozen=True):
    """"That land's controller attaches Kudzu to a land of their choice." (Kudzu; added, session 72, h6): a
    move (glossary "Move") — the player ``chooser`` names chooses, as it resolves (413.2c; no target), a
    permanent ``onto`` describes that the local enchantment ``what`` can legally enchant, the one it
    enchants now too if still there; it enchants that one (412.2), never leaving play. None to choose, or
    ``what`` no longer in play, nothing happens (glossary "Move")."""

    what: ObjRef
    onto: Filter
    chooser: ObjRef


_EFFECTS += (AttachOfChoice,)  # (session 72, h6)


class GraveyardCardAtRandom(metaclass=dataclass, frozen=True):
    """"Reorder your graveyard at random. An opponent chooses a card at random in your graveyard."
    (Search for Survivors; printed "Shuffle your graveyard. An opponent chooses a card from it at
    random."; added, session 45): ``whose`` graveyard, one pile in order (217.4a), is put in a new
    order no player knows, then one of its cards is picked at random — chance picks it, no player's
    choice, though an opponent makes the pick — read by the instructions after it as
    :class:`ObjectChosenThisWay` ("If it's a creature card, put it into play"). An empty graveyard:
    no card is picked, and what follows does nothing (413.2b)."""

    whose: ObjRef = You()


_EFFECTS += (GraveyardCardAtRandom,)  # (session 45)


class ChosenLandTypeBecomes(metaclass=dataclass, frozen=True):
    """"Choose a land type and a basic land type. Each land of the first chosen type becomes the
    second chosen type until end of turn." (Vision Charm; printed "all lands of one type are basic
    lands of your choice until end of turn"; added, session 46, c4): the controller chooses, as it
    resolves (413.2c), a land type — any, a land's type being its name (212.2c) — then a basic land
    type; the lands of the first type in play then (418.3b: the set fixed on resolution) are the
    second and nothing else, with only that basic land's mana ability (214.9f), for ``duration``."""

    duration: str = UNTIL_END_OF_TURN


_EFFECTS += (ChosenLandTypeBecomes,)  # (session 46)


class OtherOfThose(metaclass=dataclass, frozen=True):
    """"The other" of :class:`ChooseOneOfThose` (Retribution's "Put a -1/-1 counter on the other."): the
    target not chosen, where it is now; none when only one target was still legal (413.2a)."""


_OBJ_REFS += (OtherOfThose,)  # (session 46)


class ChooseOneOfThose(metaclass=dataclass, frozen=True):
    """"That player chooses and sacrifices one of those creatures. Put a -1/-1 counter on the other."
    (Retribution; added, session 46): ``who`` chooses one of the targets ``what`` that are still legal as
    the spell resolves (413.2c; an illegal target is no option, 413.2a); ``chosen`` is carried out on
    that one (:class:`ObjectChosenThisWay`), then ``other`` on the other (:class:`OtherOfThose`) —
    with one legal target left, that one is the one chosen, and there is no other (413.2a)."""

    what: ObjRef
    who: ObjRef
    chosen: tuple[Effect, ...]
    other: tuple[Effect, ...]


_EFFECTS += (ChooseOneOfThose,)  # (session 46)


class DiscardAsInstant(Rule, metaclass=dataclass, frozen=True):
    """"You may discard ~ any time you could play an instant" (Circling Vultures; printed "If ~ is in your
    hand, you may discard it. Play this ability as an instant."; added, session 47): an ability that
    functions from the hand (402.8) letting the card's owner discard it (glossary "Discard") whenever he
    or she could play an instant — with priority (glossary "Could", "Instant"; 408.1d). Not a spell nor an
    activated ability (no cost and colon, 403.1): the discard doesn't use the stack, and the player keeps
    priority (408.1c). ``what`` is :class:`This`."""

    kind: ClassVar[str] = "may be discarded any time its owner could play an instant"


RULES = RULES + (DiscardAsInstant,)


class DrawRevealPayOrDiscard(metaclass=dataclass, frozen=True):
    """Breathstealer's Crypt's replacement of a draw (added, session 64, h5): "instead they draw a card and reveal
    it. If it's a creature card, that player discards it unless they pay 3 life." — the player whose draw is
    replaced draws (a draw this effect doesn't replace again, 419.6a) and shows the card to all (glossary "Reveal");
    if it matches ``filter``, he or she discards it unless he or she pays ``life`` life (only a player who has that
    much can, glossary "Pay", 413.2c)."""

    life: int
    filter: Filter


_EFFECTS += (DrawRevealPayOrDiscard,)  # (session 64)


class RevealTopMillOrDraw(metaclass=dataclass, frozen=True):
    """Enduring Renewal's replacement of a draw (added, session 64, h5): "reveal the top card of your library instead.
    If it's a creature card, put it into your graveyard. Otherwise, draw a card." — the player whose draw is replaced
    shows the top card of his or her library to all (glossary "Reveal"); if it matches ``filter`` it is put into his
    or her graveyard (neither drawn nor discarded), else he or she draws a card — a draw this effect doesn't replace
    again (419.6a)."""

    filter: Filter


_EFFECTS += (RevealTopMillOrDraw,)  # (session 64)


class RevealUntilChosenKind(metaclass=dataclass, frozen=True):
    """Abundance (added, session 64, h5): "choose land or nonland and reveal cards from the top of your library until
    you reveal a card of the chosen kind" — ``who`` chooses one of ``kinds`` as the instruction is carried out
    (413.2c), then reveals cards from the top of his or her library until one matching it is revealed (all of them,
    if none does); that card is :class:`Found`, the others :class:`RevealedRest`, as after :class:`RevealUntil`."""

    who: ObjRef
    kinds: tuple[Filter, ...]


_EFFECTS += (RevealUntilChosenKind,)  # (session 64)


class MayDrawThenPayOrPutBack(metaclass=dataclass, frozen=True):
    """Sylvan Library (added, session 64, h5): "you may draw two additional cards. If you do, choose two cards in your
    hand drawn this turn. For each of those cards, pay 4 life or put the card on top of your library." — the
    controller may draw ``draw`` cards (413.2c); if he or she does, he or she chooses ``choose`` cards in his or her
    hand drawn this turn (as many as there are), and for each, pays ``life`` life — only with that much (glossary
    "Pay") — or puts it on top of his or her library. ``draw`` 0 (added, session 68): no draw of its own, nor a
    choice, only the cards chosen and paid for — Sylvan Library as printed, "{0}: Draw two cards, then choose any two
    cards in your hand drawn this turn. …", whose activated ability draws before it, as no choice (409.1)."""

    draw: int
    choose: int
    life: int


_EFFECTS += (MayDrawThenPayOrPutBack,)  # (session 64)


class CantBeEnchanted(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be enchanted (Anti-Magic Aura: "Enchanted creature … can't be enchanted by
    other Auras"; added, session 64): a local enchantment can't legally enchant it, so one on it is
    put into its owner's graveyard as a state-based effect (214.8e, 420.5d) and one coming into play
    by other means than its spell can't be put on it (214.8d); with ``others_only``, the local
    enchantment whose ability this is is spared ("other Auras": it still enchants it)."""

    kind: ClassVar[str] = "cant be enchanted"

    others_only: bool = False


RULES = RULES + (CantBeEnchanted,)


class CantBeDestroyed(Rule, metaclass=dataclass, frozen=True):
    """``what`` can't be destroyed (Consecrate Land: "Enchanted land has indestructible", the era's "can't
    be destroyed"; added, session 64): the card's text over the glossary's "Destroy" and "Bury" (103.1) —
    an effect that would destroy or bury it does nothing to it, and lethal damage marked on it doesn't
    destroy it (420.5c); it may still be sacrificed, and toughness 0 still puts it into the graveyard
    (420.5b: not a destruction)."""

    kind: ClassVar[str] = "cant be destroyed"


RULES = RULES + (CantBeDestroyed,)


class SpendAsThough(Rule, metaclass=dataclass, frozen=True):
    """The players ``what`` names may spend mana of the colour ``mana`` as though it were mana of the colour
    ``as_mana`` (Sunglasses of Urza: "You may spend white mana as though it were red mana"; added, session 65,
    h3): for paying a cost only (409.1f; glossary "As though": for that action, treat the game exactly as if
    the condition were true) a {``as_mana``} symbol may be paid with ``mana``; the mana is ``mana`` for
    everything else, and nothing lets ``as_mana`` pay a {``mana``} (judge.engine.mana_as_though)."""

    kind: ClassVar[str] = "may spend mana as though it were mana of another color"

    mana: str = ""
    as_mana: str = ""


RULES = RULES + (SpendAsThough,)


#: Mana Drain's "at the beginning of your next main phase" (added, session 47): a ``Trigger.step`` that is
#: either main phase, precombat or postcombat (300.1), whichever begins first (300.5).
MAIN_PHASE = Step.MAIN_PHASE


#: What an effect's ``to``, ``what``... may refer to (an object, a player, a group of them), and an
#: effect: each the Union of the classes listed above, in their order (``_OBJ_REFS += (...)``
#: beside each class added later). Made once, here: a Union extended one class at a time is made
#: again, its ~100 members flattened, each time — ~1.2 ms of every process importing the IR.
#: Assigned here alone (tests/cards/test_ir_unions.py).
ObjRef = Union[_OBJ_REFS]
Effect = Union[_EFFECTS]


class CantBeTargetedBySpellsOrActivated(Rule, metaclass=dataclass, frozen=True):
    """``what`` (players and/or permanents) can't be the target of spells or of activated abilities
    (409.1c; 103.1: the card's text overrides): a triggered ability may still target it (410.4
    chooses its targets as it is put on the stack). Peace Talks (added, session 65, h5): "players and
    permanents can't be the targets of spells or activated abilities" this turn and next turn, of the
    players and the permanents in play as it resolves (418.3b)."""

    kind: ClassVar[str] = "cant be the target of spells or activated abilities"


RULES = RULES + (CantBeTargetedBySpellsOrActivated,)


class DefenderAssignsCombatDamage(Rule, metaclass=dataclass, frozen=True):
    """Rather than the attacking player, the controller of the ability's source assigns the combat
    damage of each creature attacking him or her, divided as he or she chooses among the creatures
    blocking it (Defensive Formation; added, session 65, h5): the card overrides 310.1c's "divided as
    its controller chooses" (103.1); an unblocked creature, or one blocked by one creature and
    without trample, has nothing to divide (310.1b, 310.1c), and with trample the damage reaches the
    player only once each blocker is assigned lethal damage (502.9b). Global (``what`` None)."""

    kind: ClassVar[str] = "you, rather than the attacking player, assign the combat damage of each creature attacking you"


RULES = RULES + (DefenderAssignsCombatDamage,)


class AbilityAddedCost(Rule, metaclass=dataclass, frozen=True):
    """The activated abilities of the permanents matching ``filter`` — mana abilities too, each an
    activated ability (406.1a) — cost ``cost`` more, a cost other than mana, paid with the ability's
    own as it is played (409.1f: "Some cards list additional … costs in their text"; the total cost is
    the activation cost plus all cost increases). Brutal Suppression (added, session 66, h6): "Activated
    abilities of nontoken Rebels cost an additional 'Sacrifice a land' to activate" (judge.engine.ability_costs)."""

    kind: ClassVar[str] = "activated abilities cost an additional cost"
    cost: Optional[Cost] = None
    #: Drought: "… for each black mana symbol in their activation costs" — the colour's symbol ("B"): ``cost`` is
    #: added once for each such symbol of the ability's activation cost as printed (none: nothing added); "" once
    per_symbol: str = ""


RULES = RULES + (AbilityAddedCost,)


class SpellAddedCost(Rule, metaclass=dataclass, frozen=True):
    """The spells matching ``filter`` cost ``cost`` more, a cost other than mana, once for each ``per_symbol`` mana
    symbol ("B") of the spell's mana cost, paid with its other costs as it is played (409.1f; with an alternative
    cost too, and the mana cost still the one counted: glossary "Alternative Cost"). Drought (added, session 66, h6):
    "Spells cost an additional 'Sacrifice a Swamp' to cast for each black mana symbol in their mana costs"
    (judge.engine.ability_costs)."""

    kind: ClassVar[str] = "spells cost an additional cost"
    cost: Optional[Cost] = None
    per_symbol: str = ""


RULES = RULES + (SpellAddedCost,)


class PlayFreeAsInstant(Rule, metaclass=dataclass, frozen=True):
    """Of a permanent in play: the players ``what`` names may play the spells ``filter`` describes (a card in
    the hand matched by its characteristics) without paying their mana cost — an alternative cost of nothing
    (409.1f; glossary "Alternative Cost": additional costs still apply) — and, played so, any time they could
    play an instant (103.1 over 408.1d): one permission, both parts together. Aluren (added, session 66, h6):
    "Any player may cast creature spells with converted mana cost 3 or less without paying their mana cost and
    as though they had flash" (judge.engine.free_play)."""

    kind: ClassVar[str] = "may be played without paying its mana cost, as an instant"


RULES = RULES + (PlayFreeAsInstant,)
