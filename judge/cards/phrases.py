"""The pieces card text is read into, shared by the card-text reader's modules
(:mod:`judge.cards.reading`, the grammar's transformer by area, and :mod:`judge.cards.text`,
which folds sentences into abilities): the error, the vocabulary the grammar is built
with, the placeholders a sentence leaves for its ability to settle ("it", "that player", a
marker that modifies its neighbours), and the small functions that build IR filters and
references from the parts of a description.

Its names are public: this module is the reader's shared toolkit, each name documented
here and imported by the reader's modules (issue 43: no module borrows another's private
name). They are still not the card IR: a placeholder is settled before an ability is made,
and :mod:`judge.cards.ir` is the contract the engine reads.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Optional

from judge.cards import ir
from judge.cards.english import own_sentences  # noqa: F401 - where the reader finds it
from judge.dsl.ast import Step
from judge.errors import CardTextError, JudgeError  # noqa: F401 - CardTextError: where the reader finds it
from judge.zones import Zone


#: A duration the text does not state (fixed by the ability kind, as the sentences are folded).
UNSTATED = "unstated"


#: Creature types the grammar knows (the list is data of the IR module, which the engine
#: imports anyway: :data:`judge.cards.ir.CREATURE_TYPES`).
CREATURE_TYPES = ir.CREATURE_TYPES


#: The creature types whose plural is not the singular with "s" or "es" (214.7b: plurality is
#: ignored), plural → singular: read by :func:`as_subtype` and built into the grammar's SUBTYPE.
IRREGULAR_PLURALS = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "merfolk": "merfolk",
                     "djinn": "djinn", "gypsies": "gypsy", "cyclopes": "cyclops", "treefolk": "treefolk",
                     "pegasi": "pegasus", "harpies": "harpy", "mercenaries": "mercenary"}


_COLOR_WORDS = {"white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green"}


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class It:
    """"it"/"that creature": resolved per ability by :func:`_resolve`."""


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class ItFirst(It):
    """"it" written before any target of its ability ("Sacrifice Mogg Fanatic: It deals 1
    damage to target creature or player"): it can't refer to a target named after it."""


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class ThatIt(It):
    """"that creature's toughness": "it", never the clause's subject ("~ deals damage equal
    to that creature's toughness": Creature Bond)."""


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class Itself:
    """"itself" as a recipient of damage: the subject of its own clause. "~ deals 3 damage to itself" (Psionic
    Entity) is the card; "target creature deals damage to itself equal to its power" (Repentance) is the target;
    "each creature deals damage to itself …" (Wave of Reckoning) is each creature in turn. Resolved where the
    clause is read (judge.cards.reading's effects); anywhere else, the card itself (:func:`judge.cards.text._resolve`)."""


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class ThatPlayer:
    """"that player"/"he or she"/"his or her": resolved per ability."""


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class AnyPlayer:
    """"unless any player pays {2}" (the Rhystic cards): each player in turn may pay."""


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class Marker:
    """A sentence that modifies its neighbours rather than adding an effect."""

    kind: str
    effects: tuple = ()
    value: Any = None


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class MayPay:
    """"you may pay {1}" (or life: "you may pay 2 life"): the optional payment a sentence offers,
    which the sentence after it ("If you do", "If you don't") is settled against."""

    mana: Optional[str]
    life: int = 0
    cost_of: Any = None  # "its mana cost" (Flash): the cost is that object's
    reduced_by: int = 0  # "reduced by up to {2}"
    times: Any = None  # "{2} for each wage counter on it" (Rogue Skycaptain; added, otrig5): paid that many times over
    #: "you may pay {X}, where X is …" (Primordial Ooze): the amount X is, kept for the "If you don't" sentence's X
    x: Any = None
    #: "you may sacrifice ~ and pay {2}{G}{G}" (Preferred Selection; added, session 84, h6): one optional cost, the
    #: card itself sacrificed with the mana paid
    sacrifice_self: bool = False


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class InsteadOfGraveyard:
    """"put it into play under your control instead of into its owner's graveyard"."""

    zone: str
    controller: Any


@ir.dataclass(frozen=True)  # methods prebuilt in _ir_methods.py
class ReturnSelfFromGraveyard:
    """A sentence returning the card itself from its owner's graveyard (``effect``), kept apart
    until its ability is made."""

    effect: Any


def mana_text(token: str) -> str:
    """A mana cost or symbol as the IR writes it (``{2}{r}`` → ``{2}{R}``)."""
    return str(token).upper()


def singular_type(word: str) -> str:
    """A card type word in the singular ("sorceries" → "sorcery", "creatures" → "creature";
    "plains" stays)."""
    word = str(word)
    if word == "sorceries":
        return "sorcery"
    if word.endswith("s") and word not in ("plains",):
        return word[:-1]
    return word


def as_subtype(word: str) -> str:
    """A subtype word of the text as the subtype it is: singular (214.7b), capitalised ("goblins"
    → "Goblin", "elves" → "Elf", "auras" → "Aura")."""
    w = str(word)
    if w in ("aura", "auras"):
        return "Aura"
    if w in IRREGULAR_PLURALS:
        w = IRREGULAR_PLURALS[w]
    elif w not in CREATURE_TYPES:
        if w.endswith("es") and w[:-2] in CREATURE_TYPES:
            w = w[:-2]
        elif w.endswith("s") and w[:-1] in CREATURE_TYPES:
            w = w[:-1]
    return w.capitalize()


def plural_creature_types(types: tuple[str, ...], subtypes: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The plural creature types of a printed type line (its ``types`` and ``subtypes``,
    :func:`judge.dsl.type_lines.parse_type_line`), each with the creature type it is (214.7b: "Plurality and
    gender are ignored when determining creature types"): Fourth Edition's "Summon — Goblins" is the creature
    type Goblin, the one the Oracle's "Creature — Goblin Warrior" and a text's "Goblins" name (the card reader's
    reading of a type in text, :func:`as_subtype`). Only a plural whose singular is one of the era's creature
    types (:data:`judge.cards.ir.CREATURE_TYPES`) is one; any other word stays what it is ("Murk Dwellers",
    "Enchantress")."""
    if "Creature" not in types:
        return ()
    return tuple((w, s) for w in subtypes for s in (as_subtype(w.lower()),)
                 if s.lower() != w.lower() and s.lower() in CREATURE_TYPES)


def singular_creature_types(types: tuple[str, ...], subtypes: tuple[str, ...]) -> tuple[str, ...]:
    """A printed card's subtypes, each plural creature type the creature type it is (:func:`plural_creature_types`;
    its type line is kept as printed, for the trace's words)."""
    plural = dict(plural_creature_types(types, subtypes))
    return tuple(dict.fromkeys(plural.get(w, w) for w in subtypes)) if plural else subtypes


def as_land_type(word: str) -> str:
    """A land type word in the singular ("islands" → "island"; "plains" stays)."""
    w = str(word)
    return w if w == "plains" else w.rstrip("s")


#: The nouns of a description that say what kind of object it is, not its type (a card, a spell, a token).
KIND_WORDS = frozenset({"card", "cards", "spell", "spells", "token", "tokens"})


#: The numbers the text writes as words, and their values.
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10}


#: "at end of turn": the event of a trigger at the beginning of the end of turn step.
AT_END_OF_TURN = ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.EACH)


#: "at end of combat": the event of a trigger at the beginning of the end of combat step.
AT_END_OF_COMBAT = ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_COMBAT, whose=ir.TriggerWhose.EACH)


@ir.dataclass  # methods prebuilt in _ir_methods.py (the standard decorator compiled 3 at every start-up)
class DescriptionItem:
    """One qualified noun of a description before distribution (see ``descr``)."""

    adjs: list
    noun: dict
    posts: list


def discarded_card_filter(f: ir.Filter) -> Optional[ir.Filter]:
    """The filter of a discarded card in hand; None for "a card"."""
    f = dataclasses.replace(f, zone=Zone.HAND, controller=None)
    return None if f == ir.Filter(types=("card",), zone=Zone.HAND) else f


def fixed_number(n: Any) -> int:
    """``n``, a number the text must fix ("draw two cards"); anything else (an X, an amount
    counted) refuses the card here."""
    if isinstance(n, int):
        return n
    raise CardTextError("?", str(n), reason="a fixed number is needed here")


def pt_change(tok: Any) -> tuple[Any, Any]:
    """A power/toughness change token ("+1/-1", "+X/+0") as its two amounts (an X is :class:`ir.VarX`)."""
    def one(s: str) -> Any:
        sign = -1 if s[0] == "-" else 1
        v = s[1:]
        if v == "x":
            return ir.VarX() if sign > 0 else ir.Negative(ir.VarX())
        return sign * int(v)

    p, t = str(tok).split("/")
    return one(p), one(t)


def as_player(ref: Any) -> Any:
    """A player reference from an object reference: "each player" is All(players)."""
    return ref


def you_control(f: ir.Filter) -> ir.Filter:
    """A permanent to sacrifice or tap as a cost is one you control (409.1f, 403.2)."""
    return f if f.controller else dataclasses.replace(f, controller=ir.PlayerRelation.YOU)


def controlled_by_player(what: Any, who: Any) -> Any:
    """"… that player controls" / "… target player controls": the description ``what`` (all of a
    kind "you" control, as written) of permanents controlled by ``who`` instead."""
    if isinstance(what, ir.All) and isinstance(who, (ir.Target, ThatPlayer, ir.You, ir.ControllerOf)):
        filters = []
        for f in what.filters:
            if f.controller is ir.PlayerRelation.YOU and isinstance(who, (ir.Target, ThatPlayer)):
                f = dataclasses.replace(f, controller=None, controlled_by=who)
            filters.append(f)
        return ir.All(tuple(filters))
    return what


def any_zone(f: ir.Filter) -> ir.Filter:
    """"a source of your choice" (419.7c): a permanent or a spell on the stack..."""
    return f


def on_the_stack(f: ir.Filter) -> ir.Filter:
    """The description ``f`` of a spell: an object on the stack."""
    return dataclasses.replace(f, zone=Zone.STACK)


def its_is_the_subject(amount: Any, src: Any) -> Any:
    """"damage equal to its power": "its" is the subject of the clause (the source)."""
    if isinstance(amount, ir.PowerOf) and isinstance(amount.ref, It) and not isinstance(amount.ref, ThatIt):
        return ir.PowerOf(src)
    if isinstance(amount, ir.ToughnessOf) and isinstance(amount.ref, It) and not isinstance(amount.ref, ThatIt):
        return ir.ToughnessOf(src)
    return amount


def spell_types_filter(f: ir.Filter) -> Optional[ir.Filter]:
    """The card types of "a creature spell" (added, ostat5: a spell played this turn) as a filter; None for
    "a spell" (any). A spell described by more than its card types refuses the card here (judge.cards.reading's
    effects and sentences: "if you've played a creature spell this turn", "an opponent played … this turn")."""
    types = tuple(t for t in f.types if t not in ("spell", "card"))
    if f.subtypes or f.colors or f.not_types or f.not_colors or f.not_subtypes or f.extra or f.status:
        raise CardTextError("?", "a spell played this turn", reason="only a spell's card types are understood here")
    return ir.Filter(types=types) if types else None


def card_in_play(f: ir.Filter) -> ir.Filter:
    """"A card in play" is a nontoken permanent (216.2: a token isn't a card) — the era's
    Infernal Tribute and Liability, the Oracle's "nontoken permanent"."""
    if f.types == ("card",) and f.zone == Zone.IN_PLAY and not f.any_of:
        return dataclasses.replace(f, types=("permanent",), extra=tuple(x for x in f.extra if x != "card") + ("nontoken",))
    # and what is in a graveyard, a hand or a library is a card: "a creature in your graveyard"
    # (Songs of the Damned as printed) is "a creature card in your graveyard"
    if f.zone in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY) and f.types and "card" not in f.types and "card" not in f.extra \
            and not f.players:
        return dataclasses.replace(f, extra=f.extra + ("card",))
    if len(f.colors) > 1:  # a filter's colours are alternatives: one order ("green or white")
        return dataclasses.replace(f, colors=tuple(sorted(f.colors, key=lambda c: (c not in ir.COLORS, ir.COLORS.index(c)
                                                                                   if c in ir.COLORS else c))))
    return f


def build_filter(items: list[DescriptionItem]) -> ir.Filter:
    """Combine the qualified nouns of one description into a Filter.

    Adjectives written only on the first noun distribute over the others ("red instant
    or sorcery spell"); a trailing "card"/"spell" distributes backwards ("instant or
    sorcery card"); post-modifiers on the last noun distribute when no other noun has its
    own. When nouns carry different qualifiers the result is a union (``any_of``):
    "artifact creatures and black creatures", "creatures with flying or Walls".
    """
    if len(items) > 1:
        first_adjs = items[0].adjs
        # (not over a noun that says its head again: "white creatures and artifact creatures" is
        # white creatures, or artifact creatures of any colour — Seeker as printed)
        head = set(items[0].noun.get("types", ())) if items[0].noun.get("noun") == "types" else set()
        repeated = bool(head) and any(i.noun.get("noun") == "types" and head <= set(i.noun.get("types", ()))
                                      for i in items[1:])
        if first_adjs and not repeated and not any(i.adjs for i in items[1:]):
            for i in items[1:]:
                i.adjs = list(first_adjs)
        last_kind = items[-1].noun.get("kind")
        # (not from a bare "spell", a noun of its own: "a red creature or spell" is a red creature,
        # or a red spell — Justice)
        if last_kind in ("card", "spell") and items[-1].noun.get("noun") != "kind":
            for i in items[:-1]:
                if i.noun.get("noun") in ("types", "subtype") and not i.noun.get("kind"):
                    i.noun = dict(i.noun, kind=last_kind)
        # (who controls them and where they are describe the whole list — "artifacts and
        # creatures you control" — but "with flying" qualifies its own noun: "Walls and/or
        # creatures with flying" is Walls, or creatures with flying: Elven Riders)
        last_posts = [p for p in items[-1].posts if not (isinstance(p, tuple) and p[:1] == ("keywords",))]
        if last_posts and not any(i.posts for i in items[:-1]):
            for i in items[:-1]:
                i.posts = list(last_posts)
    singles = [card_in_play(_item_filter(i)) for i in items]
    if len(singles) == 1:
        return singles[0]
    # Merge when the filters differ only in their type/subtype/player parts.
    base = [dataclasses.replace(s, types=(), subtypes=(), players=False, types_all=()) for s in singles]
    if all(b == base[0] for b in base) and all(len(s.types_all) == 0 for s in singles):
        types: list[str] = []
        subtypes: list[str] = []
        for s in singles:
            types += [t for t in s.types if t not in types]
            subtypes += [t for t in s.subtypes if t not in subtypes]
        players = any(s.players for s in singles)
        # A subtype alone with a type in the union (creatures with flying or Walls) is a union.
        if not (types and subtypes):
            return dataclasses.replace(base[0], types=tuple(types), subtypes=tuple(subtypes), players=players)
    # "a white spell or green spell" is "a green or white spell": parts that differ only in
    # their colour are one filter of either colour (a filter's colours are alternatives, 413.2g)
    plain = [dataclasses.replace(s, colors=()) for s in singles]
    if all(p == plain[0] for p in plain) and all(s.colors for s in singles):
        wanted = {c for s in singles for c in s.colors}
        return dataclasses.replace(plain[0], colors=tuple(c for c in ir.COLORS if c in wanted))
    # "spell or permanent": each part in its own zone (the union's own zone is then None)
    zones = {s.zone for s in singles}
    # (a union's parts in one order whatever the words' order: "Walls and/or creatures with
    # flying" and "creatures with flying or Walls" are one description)
    return ir.Filter(any_of=tuple(sorted(singles, key=repr)), zone=singles[0].zone if len(zones) == 1 else None)


def _item_filter(item: DescriptionItem) -> ir.Filter:
    f: dict[str, Any] = {}
    noun = item.noun
    kind = noun.get("noun")
    types: list[str] = []
    types_all: list[str] = []
    if kind == "types":
        if len(noun["types"]) > 1:
            types_all = list(noun["types"])
        else:
            types = list(noun["types"])
    elif kind == "subtype":
        f["subtypes"] = (noun["subtype"],)
        types = list(noun.get("types", ()))
    elif kind == "landtype":
        f["subtypes"] = (noun["subtype"],)
        types = ["land"]
    elif kind == "player":
        f["players"] = True
    elif kind == "opponent":
        f["players"] = True
        f["controller"] = ir.PlayerRelation.OPPONENT
    elif kind == "source":
        f["extra"] = ("source",)
        types = list(noun.get("types", ()))
    sub_kind = noun.get("kind")
    if sub_kind == "spell":
        f["zone"] = Zone.STACK
        if not types and not types_all and kind == "kind":
            types = ["spell"]
    elif sub_kind == "card":
        f["zone"] = Zone.ANY
        if not types and not types_all and kind == "kind":
            types = ["card"]
        elif types or types_all or kind == "subtype":
            f["extra"] = tuple(f.get("extra", ())) + ("card",)
    elif sub_kind == "token":
        f["extra"] = tuple(f.get("extra", ())) + ("token",)
    if types:
        f["types"] = tuple(types)
    if types_all:
        f["types_all"] = tuple(types_all)
    for adj in item.adjs:
        _apply_adj(f, adj)
    for name, value in item.posts:
        if name in ("keywords", "not_keywords"):
            f[name] = tuple(f.get(name, ())) + (value,)
        elif name == "extra":
            f["extra"] = tuple(f.get("extra", ())) + (value,)
        elif name == "own_and_control":  # glossary "Owner" and "Controller": both you
            f["controller"] = ir.PlayerRelation.YOU
            f["extra"] = tuple(f.get("extra", ())) + ("you own",)
        elif name == "played_by":  # "creatures your opponents play": theirs, and played (glossary "Play")
            if isinstance(value, ir.ChosenPlayer):  # "spells the chosen player plays" (Aura of Silence as printed)
                f["controlled_by"] = value
            else:
                f["controller"] = value
            f["extra"] = tuple(f.get("extra", ())) + (ir.PLAYED,)
        elif name == "controlled_at_turn_start":  # Power Surge: as the turn began (ir.CountAtTurnStart)
            f["controlled_by"] = value
            f["extra"] = tuple(f.get("extra", ())) + (ir.AT_TURN_START,)
        elif name == "untapped_at_turn_start":  # Power Surge as printed: untapped then, controlled now
            f["status"] = tuple(f.get("status", ())) + ("untapped",)
            f["extra"] = tuple(f.get("extra", ())) + (ir.UNTAPPED_AT_TURN_START,)
        elif name == "zone_owner":
            f["zone"], f["controller"] = value
        elif name == "exiled_with":  # "each card exiled with ~": by this object, still removed (added, otrig6)
            f["zone"] = Zone.REMOVED
            f["extra"] = tuple(f.get("extra", ())) + (ir.EXILED_WITH,)
        elif name == "revealed":
            f["zone"] = Zone.HAND
            f["extra"] = tuple(f.get("extra", ())) + ("revealed this way",)
        elif name == "pt":  # "target 1/1 creature": that power and that toughness
            f["power"], f["toughness"] = ir.Compare("==", value[0]), ir.Compare("==", value[1])
        elif name == "zone_of":  # a zone of a player named by reference (217.1: its cards' owner)
            f["zone"], f["controlled_by"] = value
        elif name == "deed partner":  # "that blocked or were blocked by it this turn": the deed, and by what
            f["extra"] = tuple(f.get("extra", ())) + (value[0],)
            f["partner"] = value[1]
        else:
            f[name] = value
    return ir.Filter(**f)


def _apply_adj(f: dict, adj: tuple) -> None:
    name, value = adj
    if name == "or":
        kinds = {a[0] for a in value}
        if kinds == {"status"}:
            f["status"] = tuple(f.get("status", ())) + tuple(a[1] for a in value)
        elif kinds == {"color"}:
            f["colors"] = tuple(f.get("colors", ())) + tuple(a[1] for a in value)
        else:
            raise CardTextError("?", " or ".join(str(a[1]) for a in value), reason="mixed 'or' adjectives")
    elif name == "color":
        f["colors"] = tuple(f.get("colors", ())) + (value,)

    elif name == "status":
        had = tuple(f.get("status", ()))
        if not had:
            f["status"] = (value,)
        elif set(had) | {value} == {"unblocked", "attacking"}:
            # "target unblocked attacking creature" (Dazzling Beauty, Trap Runner): both hold — and an
            # unblocked creature is an attacking one (glossary "Unblocked Creature")
            f["status"] = ("unblocked",)
        else:  # words stacked are all true at once; ``status`` is any one of them ("attacking or blocking")
            raise CardTextError("?", f"{' or '.join(had)} {value}", reason="two status words together (both would hold)")
    elif name == "other":
        f["other"] = True
    elif name == "extra":
        f["extra"] = tuple(f.get("extra", ())) + (value,)
    elif name == "non":
        if value in _COLOR_WORDS:
            f["not_colors"] = tuple(f.get("not_colors", ())) + (value,)
        elif value == "wall":
            f["not_subtypes"] = tuple(f.get("not_subtypes", ())) + ("Wall",)
        elif value == "aura":  # "non-Aura enchantment" (the era's global enchantments)
            f["not_subtypes"] = tuple(f.get("not_subtypes", ())) + ("Aura",)
        elif value in ("swamp", "eye", "dragon"):  # "non-Swamp land", "Non-Eye creatures" (added, ostat5)
            f["not_subtypes"] = tuple(f.get("not_subtypes", ())) + (value.capitalize(),)
        elif value == "token":
            f["extra"] = tuple(f.get("extra", ())) + ("nontoken",)
        elif value == "snow":  # Hallowed Ground: "nonsnow land" (glossary "Snow-Covered (Obsolete)")
            f["extra"] = tuple(f.get("extra", ())) + ("nonsnow",)
        else:
            f["not_types"] = tuple(f.get("not_types", ())) + (value,)


def flatten_sentences(sentences: list) -> list:
    """Sentence results (lists of clause results, or markers) → a flat list of items."""
    out: list = []
    for s in sentences:
        if isinstance(s, list):
            for c in s:
                if isinstance(c, list):
                    out.extend(c)
                else:
                    out.append(c)
        else:
            out.append(s)
    return out


#: Keywords of the era's later cards (and of later Oracle wordings) that stand for a
#: sentence the grammar reads: each is read as that sentence, so the keyword and the
#: sentence give the same IR. Fear is defined by its reminder text (502.1), the others are
#: the later names of the era's own sentences.
KEYWORD_SENTENCES = {
    "menace": "~ can't be blocked except by two or more creatures.",
    "vigilance": "attacking doesn't cause ~ to tap.",
    "shroud": "~ can't be the target of spells or abilities.",
    "fear": "~ can't be blocked except by artifact creatures and/or black creatures.",
    "flash": "you may play ~ any time you could play an instant.",
    # the later keyword for "can block as though it had flying" (502.4)
    "reach": "~ can block as though it had flying.",
    # the later keyword for "can't be the target of spells or abilities your opponents control"
    "hexproof": "~ can't be the target of spells or abilities your opponents control.",
}
