"""Computed characteristics (418): printed values + counters + continuous effects.

Characteristics are never overwritten (DESIGN): :func:`compute` starts from the card as
printed (or the token as created, 216.1), adjusted by the counters on a permanent (glossary
"Characteristics": counters first), then applies continuous effects in dependency order,
and among independent effects in timestamp order (418.5c). The result is cached per state
version of the game.
"""

from __future__ import annotations

import functools
import re
from dataclasses import field, replace
from typing import Any, Callable, Iterable, Optional, Protocol, Union

from judge._speed.fastdataclass import dataclass_for
from judge.cards import ir
from judge.engine.kinds import EffectKind
from judge.engine.objects import GameObject
from judge.engine.state import Derived, Kept
from judge.zones import Zone

dataclass = dataclass_for("engine")

_COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
BASIC_LANDS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


@dataclass
class Chars:
    """One object's current characteristics."""

    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    power: Optional[int]
    toughness: Optional[int]
    abilities: list = field(default_factory=list)
    mana_cost: Optional[str] = None
    controller: Optional[str] = None
    #: The static abilities of permanents applying to it now (418.4): (source id, text).
    applied: list = field(default_factory=list)
    #: What it may enchant as a local enchantment (214.8a/c): its type line's, or what an effect
    #: made it ("becomes an Aura enchantment with enchant creature", the Licids).
    enchant: Optional[ir.Filter] = None

    @property
    def keywords(self) -> list[ir.Keyword]:
        return [a for a in self.abilities if isinstance(a, ir.Keyword)]

    def has_keyword(self, name: str, param: Optional[str] = None) -> bool:
        for a in self.abilities:  # (what ``keywords`` lists, looked at in one loop: asked ~70K times a suite pass)
            # (its class asked by identity, not isinstance's call: ir.Keyword has no subclass —
            # tests/engine/test_calls75.py; ~89K calls a warm pass over every third scenario)
            if type(a) is ir.Keyword and a.name == name and (param is None or a.param == param):
                return True
        return False

    def is_type(self, t: str) -> bool:
        return t in self.types

    @property
    def legendary(self) -> bool:
        return "Legend" in self.subtypes or "Legendary" in self.supertypes or "Legend" in self.supertypes


def colors_of_cost(cost: Optional[str]) -> tuple[str, ...]:
    """A card's colour is the colour of the mana symbols in its cost (203, 205)."""
    if not cost:
        return ()
    found = {_COLOR_OF[s] for s in re.findall(r"[WUBRG]", cost)}
    return tuple(c for c in ir.COLORS if c in found)


def _int(v: Optional[str]) -> Optional[int]:
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        # "*" values are set by a characteristic-defining static ability (SetPT); read when the
        # card isn't in play, the * is 0 (glossaries "Power", "Toughness"): Lhurgoyf's "1+*" is 1
        try:
            return sum(int(part) for part in v.replace("*", "0").split("+"))
        except ValueError:
            return 0


def _lower_types(types: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(t.lower() for t in types)


def printed(game: "GameState", obj: "GameObject") -> Chars:
    """The values printed on the card, or given to a token when created (214.5, 216.1)."""
    card = obj.card
    values = _PRINTED.get(id(card))
    if values is None or values[0] is not card:
        types = _lower_types(card.types) or _lower_types(_guess_types(card.type_line))
        colors = tuple(c.lower() for c in card.colors) if card.colors is not None else colors_of_cost(card.cost)
        subtypes, supertypes = legend_types(types, tuple(card.subtypes) or _land_type(card, types),
                                            _snow_named(card, tuple(card.supertypes)))
        values = (card, types, subtypes, supertypes, colors, _int(card.power), _int(card.toughness))
        if len(_PRINTED) > 10_000:
            _PRINTED.clear()
        _PRINTED[id(card)] = values
    _card, types, subtypes, supertypes, colors, power, toughness = values
    text = game.abilities_of(obj)
    # (name, types, subtypes, supertypes, colors, power, toughness, abilities, mana cost,
    # controller, applied, enchant: positional, as it is made at every change of state)
    return Chars(card.name, types, subtypes, supertypes, colors, power, toughness, list(text.abilities), card.cost,
                 obj.controller, [], text.enchant)


def _snow_named(card, supertypes: tuple[str, ...]) -> tuple[str, ...]:
    """A card named "Snow-Covered …" is snow whatever its type line says (glossary "Snow-Covered
    (Obsolete)"; a scenario's "Snow-Covered Plains" of type "Basic Land - Plains"): its printed
    supertype, which an effect may take away (Melting: "All lands are no longer snow.")."""
    if "Snow" in supertypes or not card.name.lower().startswith("snow-covered"):
        return supertypes
    return supertypes + ("Snow",)


def legend_types(types: tuple[str, ...], subtypes: tuple[str, ...], supertypes: tuple[str, ...]
                 ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """215.2: "Legend" is a creature type, "Legendary" not; they mean the same thing. A legendary
    creature (an Oracle type line's "Legendary Creature", a legendary land made a creature) has
    the creature type Legend; a Legend that is no creature is a Legendary permanent of its type."""
    if "creature" in types:
        if "Legendary" in supertypes and "Legend" not in subtypes:
            subtypes += ("Legend",)
    elif "Legend" in subtypes:
        subtypes = tuple(t for t in subtypes if t != "Legend")
        supertypes += () if "Legendary" in supertypes else ("Legendary",)
    return subtypes, supertypes


#: A card definition's printed values, by the definition's identity (it is immutable; the
#: definition itself is kept in the entry, so an id reused after it is gone never matches).
_PRINTED: dict[int, tuple] = {}


def _land_type(card, types: tuple[str, ...]) -> tuple[str, ...]:
    """212.2c: a land's subtype (land type) is always the same as its name, not listed on the type line."""
    return (card.name,) if "land" in types else ()


def _guess_types(type_line: str) -> tuple[str, ...]:
    words = type_line.replace("—", "-").split("-")[0].split()
    out = []
    for w in words:
        lw = w.lower()
        if lw in ("summon",):
            out.append("creature")
        elif lw in ("artifact", "creature", "enchantment", "instant", "land", "sorcery", "interrupt"):
            out.append("instant" if lw == "interrupt" else lw)
        elif lw == "enchant":
            out.append("enchantment")
    return tuple(out)


@dataclass
class ContinuousEffect:
    """A continuous effect (418): from a resolved spell/ability (418.3, affected set fixed on
    resolution) or from a static ability of a permanent (418.4, recomputed continuously).

    ``apply`` changes a :class:`Chars` in place for one affected object; ``applies_to`` says
    whether it affects an object (given the characteristics computed so far, which is what
    makes one effect depend on another, 418.5b).
    """

    timestamp: int
    source: Optional[int]
    text: str
    apply: Callable[["GameState", "GameObject", Chars], None]
    applies_to: Callable[["GameState", "GameObject", Chars], bool]
    duration: str = ir.UNTIL_END_OF_TURN
    #: For control effects: the new controller is computed before other characteristics.
    controller: Optional[str] = None
    kind: EffectKind = EffectKind.CHARACTERISTICS
    #: It also applies to cards outside play, as its text says (416.2: Celestial Dawn's
    #: "nonland cards you own that aren't in play").
    outside_play: bool = False
    #: For a duration that ends when its source changes ("for as long as ~ remains tapped",
    #: ir.LASTING): whether it still lasts in a given game state (418.3a).
    lasts: Optional[Callable[[Any], bool]] = None
    #: What of the characteristics computed so far ``applies_to`` reads: ``all``; ``all but
    #: P/T`` (its descriptions name no power or toughness); ``nothing`` (a fixed affected set,
    #: 418.3b; "~" or the enchanted permanent, unconditionally); or the set of them by name
    #: (:data:`CHARACTERISTICS`: "creatures you control" reads types and controller). And
    #: what ``apply`` changes: ``all``, ``P/T``, or the set by name (granting an ability
    #: changes ``abilities``). An effect can depend only on one that changes what it reads
    #: (418.5b), so the others' dependencies need not be worked out.
    reads: Union[str, frozenset] = "all"
    changes: Union[str, frozenset] = "all"
    #: The spells it edits (415.1): it goes on applying to the permanent each becomes (415.3).
    spells: frozenset = frozenset()
    #: A text-changing effect (415.1, judge.engine.text_changes): the objects whose text it
    #: changes and the word it replaces with which.
    edit: Optional[tuple[frozenset, str, str]] = None
    #: The only objects it can apply to, when they are named without reading any
    #: characteristic — "~", the enchanted permanent, the objects a resolved spell fixed
    #: (418.3b) — as a function of the game; None: any object its description may fit. An
    #: object's characteristics are computed with only the effects that may apply to it
    #: (:func:`compute`): a hundred auras on one creature are not asked about every other object.
    affects: Optional[Callable[[Any], Iterable[int]]] = None
    #: A static ability's effect whose objects and values depend on nothing but the permanents
    #: in play, what they are attached to and the effects that exist — "~" or the enchanted
    #: permanent, with no "as long as", by values fixed in its text ("You control enchanted
    #: creature", "Enchanted creature gets +2/+2"): while every static ability's effect is
    #: such, the characteristics computed stay from one change to the next for as long as
    #: those stay the same (Game.plain_board), as they do with none.
    fixed: bool = False
    #: A static ability's effect, with no "as long as", on every permanent its description fits,
    #: by values fixed in its text, whose description reads nothing but characteristics ("White
    #: creatures get +1/+1", "Other Goblins you control get +1/+1", Humility;
    #: judge.engine.filters.reads_characteristics_only): what it applies to changes only with
    #: the characteristics of the permanents in play, which then depend on nothing but the
    #: board, so that the characteristics computed stay as they do with fixed effects. So does one
    #: (on such a description, "~" or the enchanted permanent) whose values count permanents in play
    #: such a description fits, or whose "as long as" asks whether there is, or you control, one
    #: (Uktabi Wildcats' "equal to the number of Forests you control", Vampirism's "+1/+1 for each
    #: other creature you control", Kird Ape's "as long as you control a Forest":
    #: judge.engine.statics._board_condition, _board_amount).
    board_only: bool = False
    #: (added, session 69, h8) An effect of a resolved spell or ability granting a static ability
    #: ("Earthbind gains \"Enchanted creature loses flying.\""): the ability granted. While the
    #: permanent has it, it generates its continuous effects as a printed one would (418.1, 418.4;
    #: Game.static_effects).
    grants: Any = None
    #: On a continuous effect of such a granted static ability: the timestamp of the effect that
    #: granted it (the ability's own effect has its permanent's timestamp: glossary "Timestamp
    #: Order"); an effect making the permanent lose all its abilities removes it only if later (418.5c).
    granted_at: Optional[int] = None


#: The characteristics an effect may read or change, by the names of :class:`Chars`' fields.
CHARACTERISTICS = frozenset({"name", "types", "subtypes", "supertypes", "colors", "power", "toughness", "abilities",
                             "mana_cost", "controller", "enchant"})
_NAMED = {"all": CHARACTERISTICS, "all but P/T": CHARACTERISTICS - {"power", "toughness"}, "nothing": frozenset(),
          "P/T": frozenset({"power", "toughness"})}


def named(which: Union[str, frozenset]) -> frozenset:
    """The characteristics a ``reads`` or ``changes`` value names."""
    return _NAMED[which] if isinstance(which, str) else which


def may_depend(a: ContinuousEffect, b: ContinuousEffect) -> bool:
    """Whether ``a`` can depend on ``b`` at all: ``b`` changes something ``a`` reads (418.5b)."""
    return a is not b and not named(a.reads).isdisjoint(named(b.changes))


class GameState(Protocol):
    """What computing characteristics reads of the game (:class:`judge.engine.game.Game`
    provides it, with the caches this module keeps on it, dropped whenever its ``version``
    changes)."""

    objects: dict[int, GameObject]
    in_play: list[int]
    effects: list[ContinuousEffect]
    version: int
    _computing: dict
    derived: Derived
    kept: Kept
    _ordering: bool

    def plain_board(self) -> Optional[tuple]: ...

    def abilities_of(self, obj: GameObject) -> ir.CardAbilities: ...

    def static_effects(self) -> list[ContinuousEffect]: ...


def compute(game: "GameState", obj: "GameObject") -> Chars:
    """Current characteristics of ``obj`` (418.4a: static effects apply at every moment).

    Objects outside play are unaffected by effects (416.2), except counters don't exist there.
    With no continuous effect to apply, an object's characteristics are its printed values
    (and, in play, its +1/+1 and -1/-1 counters): they are worked out again only when the
    object itself changes, not at every change of the game.
    """
    key = obj.id  # (not in game.derived.chars: Game.chars, the only caller, looked first)
    computing = game.in_flight.computing
    if key in computing:
        # A static ability asking about the object whose characteristics it is computing:
        # use the printed values (the dependency loop is broken in timestamp order, 418.5c),
        # worked out once per state (a condition such as "as long as you control a Forest"
        # asks about every permanent, for every permanent it is computing)
        values = game.derived.values
        asked = values["printed while computing"] if "printed while computing" in values else None
        if asked is None:
            asked = values["printed while computing"] = {}
        found = asked[key] if key in asked else None
        if found is None:
            found = asked[key] = printed(game, obj)
        values["printed while computing, used"] = (values["printed while computing, used"]
                                                   if "printed while computing, used" in values else 0) + 1
        return found
    in_play = obj.zone == Zone.IN_PLAY
    # (the state's values and the kept ones looked in with ``in`` and a subscript, not dict.get's call:
    # ~74K computations a suite's pass, as Game.chars looks)
    values = game.derived.values
    which = "effects in order" if in_play else "effects outside play"
    effects = values[which] if which in values else None
    if effects is None:  # worked out once per state (asking about this object meanwhile: above)
        computing[key] = True  # (InFlight.computing_chars, without a context manager's cost: hot)
        try:
            effects = ordered_effects(game) if in_play else _outside_play_effects(game)
        finally:
            del computing[key]
    p = counter_pt(obj.counters) if in_play and obj.counters else (0, 0)
    if not effects:
        card, controller = obj.card, obj.controller
        memos = game.kept.plain_chars
        memo = memos[key] if key in memos else None
        if memo is not None and memo[0] is card and memo[1] == controller and memo[2] == p:
            game.derived.chars[key] = memo[3]
            if game.derived.chars_plain is None:  # (kept for the board: below)
                game.derived.chars_plain = game.plain_board()
            return memo[3]
        # With no effect to apply, the characteristics are a function of the card, its text as the
        # game reads it (text-changing effects, 415.1: another CardAbilities), the controller and
        # the counters alone: made once a process for each (every Forest of every game shares
        # them; nothing changes a Chars once computed — an effect changes only the one made for
        # it below, before it is kept: tests/engine/test_work_per_scenario.py).
        text = game.abilities_of(obj)
        made = (id(card), controller, p)
        shared = _PLAIN[made] if made in _PLAIN else None
        if shared is not None and shared[0] is card and shared[1] is text:
            chars = shared[2]
        else:
            chars = _with_counters(printed(game, obj), p)
            if len(_PLAIN) > 10_000:
                _PLAIN.clear()
            _PLAIN[made] = (card, text, chars)
        game.derived.chars[key] = chars
        game.kept.plain_chars[key] = (card, controller, p, chars)
        # computed with no effect to apply: they stay for the board they were computed on
        # (Game.changed), none when a static ability's effect exists in the game
        if game.derived.chars_plain is None:
            game.derived.chars_plain = game.plain_board()
        return chars
    chars = printed(game, obj)
    if chars.power is not None and p != (0, 0):
        # glossary "Characteristics", "Power", "Toughness": the initial values are adjusted
        # by counters first, then by continuous effects (a "becomes 0/2" effect overrides them)
        chars.power += p[0]
        chars.toughness = (chars.toughness or 0) + p[1]
    # computed in the middle of another object's (418.5c): what it asks of that one is its printed
    # values, so what is found then is kept only until the outermost computation ends (a Snow-Covered
    # Forest played under Melting, asked about as it came into play, was snow to Woolly Mammoths'
    # "as long as you control a snow land" for the rest of that state)
    values = game.derived.values  # (this state's, as every look below: read again, no call)
    nested = (values["printed while computing, used"] if "printed while computing, used" in values else 0) \
        if computing else None
    computing[key] = True
    try:
        for eff in _may_apply(game, effects, key, in_play):
            if eff.applies_to(game, obj, chars):
                eff.apply(game, obj, chars)
                if eff.duration == ir.WHILE_IN_PLAY and eff.source is not None:
                    chars.applied.append((eff.source, eff.text))
    finally:
        del computing[key]
    chars.subtypes, chars.supertypes = legend_types(chars.types, tuple(chars.subtypes), tuple(chars.supertypes))
    game.derived.chars[key] = chars
    values = game.derived.values
    used = values["printed while computing, used"] if "printed while computing, used" in values else 0
    if nested is not None and used != nested:
        game.derived.values.setdefault("computed from printed values", []).append(key)
    elif nested is None and not computing and "computed from printed values" in values \
            and values["computed from printed values"]:
        for k in game.derived.values.pop("computed from printed values"):
            if k != key:
                game.derived.chars.pop(k, None)
    board = game.plain_board()
    if board is None:  # a static ability's effect applied: computed again after any change
        game.derived.chars_plain = None
    elif game.derived.chars_plain is None:
        game.derived.chars_plain = board
    return chars


def _with_counters(chars: Chars, p: tuple[int, int]) -> Chars:
    """``chars`` with what the counters add to power and toughness (``p``, :func:`counter_pt`)."""
    if chars.power is not None and p != (0, 0):  # (counters first: compute)
        chars.power += p[0]
        chars.toughness = (chars.toughness or 0) + p[1]
    return chars


#: The characteristics of an object with no continuous effect to apply, shared by every object
#: of every game with the same card, text, controller and counters (:func:`compute`): by (the
#: card's identity, the controller, what the counters add), each with the card and the text it
#: was made from (an id reused once they are gone never matches).
_PLAIN: dict[tuple, tuple] = {}


def _may_apply(game: "GameState", effects: tuple[ContinuousEffect, ...], oid: int, in_play: bool) -> Iterable[ContinuousEffect]:
    """Of ``effects`` (in the order they apply), those that may apply to object ``oid``: every
    effect whose description may fit any object, and those naming it (``affects``). Which
    objects each names is looked at once per state, for every object."""
    key = "effects by object" if in_play else "effects by object outside play"
    values = game.derived.values
    index = values[key] if key in values else None
    if index is None or index[0] is not effects:
        anyone: list[tuple[int, ContinuousEffect]] = []
        named_objects: dict[int, list[tuple[int, ContinuousEffect]]] = {}
        for at, eff in enumerate(effects):
            if eff.affects is None:
                anyone.append((at, eff))
            else:
                for o in eff.affects(game):
                    named_objects.setdefault(o, []).append((at, eff))
        index = game.derived.values[key] = (effects, anyone, named_objects)
    _effects, anyone, named_objects = index
    mine = named_objects[oid] if oid in named_objects else None
    if not mine:
        return effects if len(anyone) == len(effects) else [e for _at, e in anyone]
    if not anyone:
        return [e for _at, e in mine]
    return [e for _at, e in sorted(anyone + mine, key=_position)]


def _position(entry: tuple[int, ContinuousEffect]) -> int:
    return entry[0]


def counter_pt(counters: dict[str, int]) -> tuple[int, int]:
    """What a permanent's counters add to its power and toughness ("+1/+1", "-1/-1",
    "+1/+0" ... counters; glossary "Counter", "Power", "Toughness")."""
    dp = dt = 0
    for kind, n in counters.items():
        m = _pt_counter().fullmatch(kind)
        if m:
            dp += int(m.group(1)) * n
            dt += int(m.group(2)) * n
    return dp, dt


@functools.cache
def _pt_counter() -> "re.Pattern[str]":
    """A power/toughness counter's kind ("+1/+1", "-0/-1") (compiled when first used: a process that never reads one doesn't compile it; docs/performance.md)."""
    return re.compile(r"([+-]\d+)/([+-]\d+)")


#: What applies before what, whatever the timestamps: control (who controls what decides
#: what "you control" effects apply to), then type-changing effects, whose values are the
#: initial values the others change (214.5), then everything else; last, a switch of power
#: and toughness (About Face, Transmutation: "Effects that alter power alter toughness instead,
#: and vice versa", as the era printed them — judge.engine.effects.power_toughness._switch_pt).
_RANK = {EffectKind.CONTROL: 0, EffectKind.TYPE: 1, EffectKind.STATED_WITH_TYPE: 1, EffectKind.SWITCH_PT: 3}
#: The effects applied first after control, under the others (214.5): type changes and the values their words
#: state — the rank-1 kinds of ``_RANK``, named once for the modules that say so in the trace.
INITIAL_LEVEL = frozenset(k for k, rank in _RANK.items() if rank == 1)


def ordered_effects(game: "GameState") -> tuple[ContinuousEffect, ...]:
    """All continuous effects in the order they apply (418.5c): an effect that depends on
    another is applied after it; effects in a dependency loop, or depending on none, apply in
    timestamp order. Control effects come first (who controls what decides what "you
    control" effects apply to). Cached per state version."""
    values = game.derived.values
    if "effects in order" in values:  # (``in`` and a subscript: no dict.get call; never None once set)
        return values["effects in order"]
    effects = game.static_effects() + game.effects.items
    if not effects:
        cached = game.derived.values["effects in order"] = ()
        return cached
    effects = _drop_lost_statics(game, effects)
    effects.sort(key=lambda e: (_RANK.get(e.kind, 2), e.timestamp))
    if len(effects) > 1 and not game.in_flight.ordering:
        with game.in_flight.ordering_effects():
            effects = _dependency_order(game, effects)
        # Control is decided before the effects that depend on who controls what (418.5c);
        # type-changing effects set initial values, under all the others (214.5).
        effects.sort(key=lambda e: _RANK.get(e.kind, 2))
    cached = game.derived.values["effects in order"] = tuple(effects)
    return cached


def _outside_play_effects(game: "GameState") -> tuple[ContinuousEffect, ...]:
    """The continuous effects that apply to cards outside play too (416.2: only those whose
    text says so), in the order they apply. Cached per state version."""
    cached = game.derived.values.get("effects outside play")
    if cached is None:
        # (whether any effect says so, in loops: most states have no effect, and none that does)
        outside = False
        for e in game.effects.items:
            if e.outside_play:
                outside = True
                break
        else:
            for e in game.static_effects():
                if e.outside_play:
                    outside = True
                    break
        cached = game.derived.values["effects outside play"] = tuple(e for e in ordered_effects(game) if e.outside_play) \
            if outside else ()
    return cached


def _drop_lost_statics(game: "GameState", effects: list[ContinuousEffect]) -> list[ContinuousEffect]:
    """A static ability's effect depends on an effect that removes that ability (418.5b: it
    changes the first effect's existence), so the removal applies first and the static
    ability's effect doesn't exist (Humility and a lord: the lord loses its ability)."""
    removers = [e for e in effects if e.kind is EffectKind.LOSE_ALL_ABILITIES]
    if not removers:
        return effects
    out = []
    for e in effects:
        src = game.objects.get(e.source) if e.source is not None else None
        if (e.duration == "while in play" and src is not None and src.zone == Zone.IN_PLAY
                and any(r is not e and (e.granted_at is None or r.timestamp > e.granted_at)
                        and r.applies_to(game, src, printed(game, src)) for r in removers)):
            continue
        out.append(e)
    return out


def lost_all_abilities_to(game: "GameState", obj: "GameObject") -> Optional[str]:
    """The name of the source of an effect that makes ``obj`` lose all its abilities (Humility),
    or None."""
    for e in ordered_effects(game):
        if e.kind is EffectKind.LOSE_ALL_ABILITIES and e.applies_to(game, obj, printed(game, obj)):
            src = game.objects.get(e.source) if e.source is not None else None
            return src.card.name if src is not None else e.text
    return None


def activated_lost_to(game: "GameState", obj: "GameObject") -> tuple[Optional[str], list]:
    """:func:`abilities_lost_to` of the activated abilities (the refusal of a play of one lost)."""
    return abilities_lost_to(game, obj, ir.ActivatedAbility)


def abilities_lost_to(game: "GameState", obj: "GameObject", kind: type) -> tuple[Optional[str], list]:
    """The abilities of type ``kind`` permanent ``obj`` had before an effect made it lose all its
    abilities (Humility) and doesn't have now, each with the name of the source that granted it
    (None: its card's own), and that effect's source's name — (None, []) if none was lost. The
    effects are applied in their order (418.5c, 407.1: of effects adding and removing an ability
    the most recent prevails), so Samite Blessing's "Enchanted creature has \"{T}: …\"" is lost
    to a later Humility and kept after an earlier one (audit 8985: the refusal said only "has no
    activated ability", naming neither); Energy Flux's granted upkeep ability alike (audit 14843)."""
    ch = printed(game, obj)
    grantor: dict[int, Optional[str]] = {}
    lost: list = []
    by: Optional[str] = None
    computing = game.in_flight.computing
    outer = obj.id in computing
    computing[obj.id] = True  # as compute does: a static ability asking about obj reads its printed values
    try:
        for eff in _may_apply(game, ordered_effects(game), obj.id, True):
            if not eff.applies_to(game, obj, ch):
                continue
            before = {id(a) for a in ch.abilities}
            if eff.kind is EffectKind.LOSE_ALL_ABILITIES:
                src = game.objects.get(eff.source) if eff.source is not None else None
                by = src.card.name if src is not None else eff.text
                lost += [(a, grantor.get(id(a))) for a in ch.abilities if isinstance(a, kind)]
            eff.apply(game, obj, ch)
            src = game.objects.get(eff.source) if eff.source is not None else None
            for a in ch.abilities:
                if id(a) not in before:
                    grantor[id(a)] = src.card.name if src is not None else None
    finally:
        if not outer:
            del computing[obj.id]
    now = {repr(a) for a in ch.abilities}
    lost = [(a, g) for a, g in lost if repr(a) not in now]
    return (by, lost) if lost else (None, [])


def own_ability_lost(game: "GameState", o: GameObject, what) -> str:
    """Words for why the card's own ability (a keyword named ``what``, or a static ability with an
    effect of type ``what``) didn't apply — it has lost all its abilities (Humility) — or "": the
    step deciding the attack said "has no haste" of Mountain Bandit, Veteran Cavalier's
    "Attacking doesn't cause ~ to tap" and Fallen Askari's "can't block" were silent (audit 8480), and
    so were Bloodrock Cyclops' "attacks each combat if able" and Multani, Maro-Sorcerer's "can't be the
    target of spells or abilities" (audit 8581)."""
    own = next((a for a in game.abilities_of(o).abilities
                if (isinstance(a, ir.Keyword) and a.name == what)
                or (isinstance(a, ir.StaticAbility) and not isinstance(what, str)
                    and any(isinstance(e, what) for e in a.effects))), None)
    lost = lost_all_abilities_to(game, o) if own is not None else None
    if lost is None:
        return ""
    said = what if isinstance(own, ir.Keyword) else f"its own \"{own.text}\"" if own.text else "its own ability"
    return f"{'its ' + said if isinstance(own, ir.Keyword) else said} is gone, as {lost} makes it lose all its abilities"


def decided_by(game: "GameState", obj: "GameObject", test: Callable[[Chars], bool]) -> Optional[ContinuousEffect]:
    """The continuous effect that made ``test`` of permanent ``obj``'s characteristics what it is now,
    where an effect did: applied in order to its printed values (418.5), the last one to change
    the answer (Melting's "All lands are no longer snow." for a Snow-Covered Swamp asked whether it
    is snow; Evil Presence for a Forest asked whether it is a Swamp) — or None, where the printed
    values already answer so. For the trace's words only: what ``test`` answers is the computed
    characteristics'."""
    if obj.zone != Zone.IN_PLAY:
        return None
    now = test(game.chars(obj))
    ch = _copy(printed(game, obj))
    answer, last = test(ch), None
    for e in _may_apply(game, ordered_effects(game), obj.id, True):
        if e.applies_to(game, obj, ch):
            e.apply(game, obj, ch)
            ch.subtypes, ch.supertypes = legend_types(ch.types, tuple(ch.subtypes), tuple(ch.supertypes))
            if test(ch) != answer:
                answer, last = test(ch), e
    return last if answer == now else None


def any_effect_may_apply(game: "GameState", obj: "GameObject") -> bool:
    """Whether any continuous effect may apply to permanent ``obj`` now (its description may fit,
    or it names ``obj``): where none may, its characteristics are its printed ones and
    :func:`decided_by` finds nothing — asked first where the trace would look (a block checked for
    every pair of creatures, evasion.py)."""
    return obj.zone == Zone.IN_PLAY and next(iter(_may_apply(game, ordered_effects(game), obj.id, True)), None) is not None


def effect_rule(game: "GameState", eff: ContinuousEffect) -> str:
    """The rule a continuous effect applies by: a static ability's effect applies to whatever its
    text indicates at every moment (418.4a); a resolved spell's or ability's lasts as long as it
    says (418.3a)."""
    src = game.objects.get(eff.source) if eff.source is not None else None
    static = eff.duration == ir.WHILE_IN_PLAY and src is not None and src.zone == Zone.IN_PLAY
    return "418.4a" if static else "418.3a"


def order_matters(game: "GameState", obj: "GameObject", mine: list, others: list) -> bool:
    """Whether applying ``mine`` after ``others`` (each applying to ``obj``) gives it other
    characteristics than applying them before: the effects conflict — one sets a value another
    changes (Humility's 1/1 and Giant Growth's +3/+3), where timestamp order decides (418.5c);
    two that only add (+1/+1 and +3/+3) don't, and their order changes nothing."""
    base = printed(game, obj)

    def run(order: list) -> Chars:
        ch = _copy(base)
        for e in order:
            e.apply(game, obj, ch)
        ch.applied = []
        return ch

    after, before = run([*others, *mine]), run([*mine, *others])
    if after == before:
        return False
    # the order of its abilities is no characteristic the rules look at: two grants ("gains …" and "gains
    # …": Mindbender Spores' trigger, audit 7773) apply in either order to the same abilities
    return (replace(after, abilities=[]) != replace(before, abilities=[])
            or sorted(map(repr, after.abilities)) != sorted(map(repr, before.abilities)))


def _copy(ch: Chars) -> Chars:
    # (``replace(ch, abilities=list(ch.abilities))`` in one call, without its look at each field: ~1,500
    # copies a suite's pass; tests/engine/test_calls72.py holds it to every field of Chars)
    return Chars(ch.name, ch.types, ch.subtypes, ch.supertypes, ch.colors, ch.power, ch.toughness, list(ch.abilities),
                 ch.mana_cost, ch.controller, ch.applied, ch.enchant)


def depends_on(game: "GameState", a: ContinuousEffect, b: ContinuousEffect) -> bool:
    """418.5b: ``a`` depends on ``b`` if applying ``b`` would change what ``a`` applies to —
    as the order of the effects found it (:func:`_dependency_order`: asked of the permanents in
    play as the effects applied before them leave them); a pair the order didn't ask about (of two
    kinds that apply in a fixed order, control and type-changing effects first) asked of the
    printed values (:class:`Dependencies`, worked out once per state)."""
    if not may_depend(a, b):
        return False
    ordered_effects(game)
    found = game.derived.values.get("dependency answers")
    answer = found.get((id(a), id(b))) if found else None
    return dependencies(game).depends(a, b) if answer is None else answer


def dependencies(game: "GameState") -> "Dependencies":
    """What this state's effects make of the permanents in play, and which depends on which:
    worked out once per state (dropped by every change of it), for the order of the effects
    and for each trace step saying where dependency decides it."""
    found = game.derived.values.get("dependencies")
    if found is None:
        found = game.derived.values["dependencies"] = Dependencies(game)
    return found


class Dependencies:
    """418.5b asked of one state: ``a`` depends on ``b`` if applying ``b`` changes what ``a``
    applies to. The printed values of each permanent in play and what each effect makes of
    them are worked out once, not once per pair of effects, and a pair is compared only on
    the objects the second effect changes — a hundred auras on one creature cost E², not
    E² x N (docs/performance.md, "Scaling with the board"); each pair's answer is kept."""

    def __init__(self, game: "GameState", bases: Optional[dict[int, Chars]] = None) -> None:
        self.game = game
        #: the values each permanent in play is asked about with: its printed values, or (given)
        #: what the effects applied before leave it (418.5b, :func:`_dependency_order`)
        self._given = bases
        self._bases: Optional[list[tuple[GameObject, Chars]]] = None
        #: what each effect changes: the objects it applies to, with their values after it
        self._changes: dict[int, list[tuple[GameObject, Chars, Chars]]] = {}
        self._on_base: dict[tuple[int, int], bool] = {}
        self._answers: dict[tuple[int, int], bool] = {}
        self._asked: list[ContinuousEffect] = []  # (the effects asked about live as long as their ids are keys)

    def _changed_by(self, b: ContinuousEffect) -> list[tuple[GameObject, Chars, Chars]]:
        touched = self._changes.get(id(b))
        if touched is None:
            game = self.game
            if self._bases is None:
                given = self._given
                self._bases = [(game.objects[oid], printed(game, game.objects[oid]) if given is None else given[oid])
                               for oid in game.in_play]
            self._asked.append(b)
            touched = self._changes[id(b)] = []
            for obj, base in self._bases:
                if b.applies_to(game, obj, base):  # (no helper call between here and b.apply: the
                    changed = _copy(base)          # stack depth matters on long aura chains)
                    b.apply(game, obj, changed)
                    touched.append((obj, base, changed))
        return touched

    def depends(self, a: ContinuousEffect, b: ContinuousEffect) -> bool:
        """Whether ``a`` depends on ``b`` (without looking at what either reads or changes)."""
        key = (id(a), id(b))
        answer = self._answers.get(key)
        if answer is not None:
            return answer
        game, on_base = self.game, self._on_base
        answer = False
        for obj, base, changed in self._changed_by(b):
            k = (id(a), obj.id)
            before = on_base.get(k)
            if before is None:
                before = on_base[k] = a.applies_to(game, obj, base)
                self._asked.append(a)
            if before != a.applies_to(game, obj, changed):
                answer = True
                break
        self._answers[key] = answer
        return answer


def _dependency_order(game: "GameState", effects: list[ContinuousEffect]) -> list[ContinuousEffect]:
    """418.5c: each effect after those it depends on, else timestamp order. Whether one depends on
    another (418.5b: applying it changes what the first applies to) is asked of the permanents in
    play as the effects already applied leave them, not of their printed values: the control and
    type-changing effects, applied before the others whatever the timestamps (``_RANK``), and the
    effects of the same kind picked before (Living Lands makes a Forest a creature, so Bad Moon's
    "Black creatures get +1/+1" depends on Darkest Hour's "All creatures are black" through it).
    Only a pair in which the second effect changes what the first reads is compared (``reads``,
    ``changes``); with none, the order is the timestamp order. ``effects`` come sorted by kind,
    then timestamp; the answers are kept for the trace (:func:`depends_on`)."""
    changes = [named(b.changes) for b in effects]
    pairs = [(a, b) for a in effects if a.reads != "nothing" for reads in (named(a.reads),)
             for b, changed in zip(effects, changes) if b is not a and not reads.isdisjoint(changed)]
    if not pairs:
        return effects
    answers: dict[tuple[int, int], bool] = {}
    game.derived.values["dependency answers"] = answers
    game.derived.values["dependency answers, effects"] = effects  # (their ids stay theirs while kept)
    out: list[ContinuousEffect] = []
    bases: Optional[dict[int, Chars]] = None  # the printed values until an applied effect changes one
    # the kinds whose effects are asked about (a pair is asked only within one kind): an effect picked
    # changes the values asked of only if a pair is still to be asked, in its kind or a later one
    asked_ranks = {_RANK.get(a.kind, 2) for a, b in pairs if _RANK.get(a.kind, 2) == _RANK.get(b.kind, 2)}
    at = 0
    while at < len(effects):
        rank = _RANK.get(effects[at].kind, 2)
        end = at
        while end < len(effects) and _RANK.get(effects[end].kind, 2) == rank:
            end += 1
        remaining = effects[at:end]
        at = end
        # (effects told apart by identity: a dataclass's == compares every field, and two effects may be equal)
        left = {id(e) for e in remaining}
        asked = [(a, b) for a, b in pairs if id(a) in left and id(b) in left]
        found = dependencies(game) if bases is None else Dependencies(game, bases)
        pending = any(r > rank for r in asked_ranks)  # (a later kind's pairs: the values after this one's)
        deps: Optional[dict[int, list[ContinuousEffect]]] = None  # (asked again only when the values change)
        while remaining:
            if deps is None:
                deps = {id(a): [] for a in remaining}
                for a, b in asked:
                    answers[(id(a), id(b))] = found.depends(a, b)
                    if answers[(id(a), id(b))]:
                        deps[id(a)].append(b)
            free = [e for e in remaining if not any(id(d) in left for d in deps[id(e)])]
            pick = free[0] if free else remaining[0]  # a loop: timestamp order (418.5c)
            out.append(pick)
            remaining = [e for e in remaining if e is not pick]
            left.discard(id(pick))
            asked = [(a, b) for a, b in asked if a is not pick and b is not pick]
            if (asked or pending) and _apply_to_bases(game, pick, bases := _bases_of(game, bases)):
                found = Dependencies(game, bases)
                deps = None
    return out


def _bases_of(game: "GameState", bases: Optional[dict[int, Chars]]) -> dict[int, Chars]:
    """The values of each permanent in play the dependencies are asked of (its printed values at first)."""
    if bases is None:
        bases = {oid: printed(game, game.objects[oid]) for oid in game.in_play}
    return bases


def _apply_to_bases(game: "GameState", eff: ContinuousEffect, bases: dict[int, Chars]) -> bool:
    """``eff`` applied to ``bases`` (each a copy where it changes): whether it changed any."""
    changed = False
    for oid, ch in bases.items():
        obj = game.objects[oid]
        if eff.applies_to(game, obj, ch):
            chars = _copy(ch)
            eff.apply(game, obj, chars)
            chars.subtypes, chars.supertypes = legend_types(chars.types, tuple(chars.subtypes), tuple(chars.supertypes))
            chars.applied = []
            if chars != ch:
                bases[oid] = chars
                changed = True
    return changed
