"""What may fill a template's slot: a phrase and a test on a card's IR.

A template (:mod:`judge.drill.templates`) declares a slot with a phrase — ``{C: a vanilla
creature}`` — and the slot is filled with a card of the catalog that fits it. Whether a card
fits is decided here, on what the engine reads the card to do (its
:class:`~judge.cards.ir.CardAbilities`, from :meth:`judge.cards.catalog.Catalog.abilities`)
and its characteristics (types, P/T), never on its printed words: "Lightning Bolt deals 3
damage to target creature or player." and an era card's Oracle text saying the same in later
words fit the same slot.

Each test asks for the card's whole text to be what the slot says and nothing more (a burn
instant with cycling is not "a burn instant": the template's board would not account for the
rest), so a card that fits plays in the template exactly as its phrase promises. Which cards
fit each phrase is worked out ahead of time for the whole catalog (:mod:`judge.drill.pools`).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from judge.cards import ir
from judge.dsl.ast import CardDef
from judge.zones import Zone

_CREATURE_OR_PLAYER = ir.Filter(types=("creature",), players=True)
_CREATURE = ir.Filter(types=("creature",))


class Slot(NamedTuple):
    """A slot phrase and its test: ``fits(card, abilities)``; a phrase that names two kinds of
    card ("a vanilla creature or one with flying") lists them as ``parts``, and a slot of it is
    filled with a card of one kind or the other, each as likely (so that a template's answer
    goes one way as often as the other, whichever kind has more cards)."""

    phrase: str
    fits: Callable[[CardDef, ir.CardAbilities], bool]
    parts: tuple[str, ...] = ()


def creature(card: CardDef) -> bool:
    """A creature card with a printed, fixed power and toughness that is not a Wall (a Wall
    can't attack, 308.1: only the slots that ask for one take one)."""
    return ("Creature" in card.types and (card.power or "").isdigit() and (card.toughness or "").isdigit()
            and "Wall" not in card.subtypes)


def _plain(ab: ir.CardAbilities) -> bool:
    """No costs or restrictions beyond the card's mana cost."""
    return not (ab.additional_cost or ab.alternative_costs or ab.buyback or ab.optional_costs or ab.cast_restrictions)


def _keywords(ab: ir.CardAbilities) -> tuple[str, ...]:
    """The card's abilities as keyword words (``flying``, ``protection from red``), or a
    tuple holding ``""`` when it has an ability that is no keyword."""
    return tuple(str(a) if isinstance(a, ir.Keyword) else "" for a in ab.abilities)


def _only_keyword(name: str) -> Callable[[CardDef, ir.CardAbilities], bool]:
    return lambda c, ab: creature(c) and _plain(ab) and _keywords(ab) == (name,)


def _vanilla(card: CardDef, ab: ir.CardAbilities) -> bool:
    return creature(card) and not ab.abilities and ab.spell is None and _plain(ab)


def _protection(card: CardDef, ab: ir.CardAbilities) -> bool:
    return (creature(card) and _plain(ab) and len(ab.abilities) == 1 and isinstance(ab.abilities[0], ir.Keyword)
            and ab.abilities[0].name == "protection" and ab.abilities[0].param in ir.COLORS)


def _landwalk(card: CardDef, ab: ir.CardAbilities) -> bool:
    return (creature(card) and _plain(ab) and len(ab.abilities) == 1 and isinstance(ab.abilities[0], ir.Keyword)
            and ab.abilities[0].name == "landwalk" and ab.abilities[0].param in ir.BASIC_LAND_TYPES)


def _one_spell(card: CardDef, ab: ir.CardAbilities, types: tuple[str, ...]) -> "ir.SpellAbility | None":
    """The spell ability of an instant or sorcery (of ``types``) that has nothing else: one
    effect, no modes, no other ability, no cost beyond its mana cost."""
    s = ab.spell
    if (tuple(card.types) not in types or s is None or s.modes or len(s.effects) != 1 or ab.abilities
            or not _plain(ab) or "{X}" in (card.cost or "")):
        return None
    return s


def _single(spec: ir.TargetSpec, flt: "ir.Filter | None" = None) -> bool:
    """One target, chosen as a single object or player (and, given ``flt``, of that description)."""
    return (spec.min_count == 1 and spec.max_count == 1 and not spec.divided and not spec.count_x
            and (flt is None or spec.filter == flt))


def _burn(card: CardDef, ab: ir.CardAbilities, types: tuple[tuple[str, ...], ...]) -> bool:
    s = _one_spell(card, ab, types)
    if s is None or len(s.targets) != 1 or not _single(s.targets[0], _CREATURE_OR_PLAYER):
        return False
    e = s.effects[0]
    return (isinstance(e, ir.DealDamage) and isinstance(e.amount, int) and e.amount > 0 and e.to == (ir.Target(0),)
            and not e.divided and e.source == ir.This())


_INSTANT = (("Instant",),)
_INSTANT_OR_SORCERY = (("Instant",), ("Sorcery",))


def _pump(card: CardDef, ab: ir.CardAbilities) -> bool:
    s = _one_spell(card, ab, _INSTANT)
    if s is None or len(s.targets) != 1 or not _single(s.targets[0], _CREATURE):
        return False
    e = s.effects[0]
    return (isinstance(e, ir.ModifyPT) and e.what == ir.Target(0) and e.duration == ir.UNTIL_END_OF_TURN
            and isinstance(e.power, int) and isinstance(e.toughness, int) and e.power >= 0 and e.toughness > 0)


def _static_only(ab: ir.CardAbilities) -> "tuple | None":
    """The effects of a card whose one ability is a static ability without a condition."""
    if len(ab.abilities) != 1 or not isinstance(ab.abilities[0], ir.StaticAbility) or ab.abilities[0].condition:
        return None
    return ab.abilities[0].effects


def _aura(card: CardDef, ab: ir.CardAbilities) -> bool:
    """A local enchantment that may enchant any creature (214.8c) and has nothing else to ask
    of the template (played as a sorcery, its one static ability)."""
    return ("Enchantment" in card.types and ab.enchant == _CREATURE and _plain(ab) and ab.spell is None)


def _aura_pt(card: CardDef, ab: ir.CardAbilities) -> bool:
    effects = _static_only(ab)
    if not _aura(card, ab) or effects is None or len(effects) != 1:
        return False
    e = effects[0]
    return (isinstance(e, ir.ModifyPT) and e.what == ir.Enchanted() and isinstance(e.power, int)
            and isinstance(e.toughness, int) and e.power >= 0 and e.toughness > 0)


def _counterspell(card: CardDef, ab: ir.CardAbilities) -> bool:
    s = _one_spell(card, ab, _INSTANT)
    if s is None or len(s.targets) != 1 or not _single(s.targets[0], ir.Filter(types=("spell",), zone=Zone.STACK)):
        return False
    e = s.effects[0]  # put into the graveyard, on top of the library or removed from the game: countered all the same
    return (isinstance(e, ir.CounterSpell)
            and e == ir.CounterSpell(ir.Target(0), destination=e.destination, destination_position=e.destination_position))


def _destroy_creature(card: CardDef, ab: ir.CardAbilities) -> "bool | None":
    """Whether it forbids regeneration, for an instant that destroys one target creature (of
    any description) and does nothing else; None for any other card."""
    s = _one_spell(card, ab, _INSTANT)
    if s is None or len(s.targets) != 1 or not _single(s.targets[0]):
        return None
    f = s.targets[0].filter
    e = s.effects[0]
    if (not isinstance(e, ir.Destroy) or e.what != ir.Target(0) or f.types != ("creature",) or f.players
            or f.zone is not Zone.IN_PLAY or f.controller is not None or f.extra or f.status):
        return None
    return e.cant_regenerate


def _regenerates(card: CardDef, ab: ir.CardAbilities) -> bool:
    """A creature whose one ability is "{mana}: Regenerate ~." (419.6b)."""
    if not creature(card) or not _plain(ab) or len(ab.abilities) != 1:
        return False
    a = ab.abilities[0]
    return (isinstance(a, ir.ActivatedAbility) and a.effects == (ir.Regenerate(ir.This()),) and not a.targets
            and a.cost == ir.Cost(mana=a.cost.mana) and bool(a.cost.mana) and not a.restrictions and not a.modes)


def _wall(card: CardDef) -> bool:
    return ("Creature" in card.types and "Wall" in card.subtypes and (card.power or "").isdigit()
            and (card.toughness or "").isdigit())


def _tap_ability(card: CardDef, ab: ir.CardAbilities) -> "ir.ActivatedAbility | None":
    """A creature's one ability, when it is "{T}: …" (with mana, perhaps) aimed at one target."""
    if not creature(card) or not _plain(ab) or len(ab.abilities) != 1:
        return None
    a = ab.abilities[0]
    if (not isinstance(a, ir.ActivatedAbility) or a.cost != ir.Cost(mana=a.cost.mana, tap=True) or a.restrictions
            or a.modes or a.is_mana_ability or len(a.effects) != 1 or len(a.targets) != 1
            or not _single(a.targets[0], _CREATURE_OR_PLAYER) or "{X}" in (a.cost.mana or "")):
        return None
    return a


def _pinger(card: CardDef, ab: ir.CardAbilities) -> bool:
    a = _tap_ability(card, ab)
    return a is not None and a.effects == (ir.DealDamage(1, (ir.Target(0),)),)


def _healer(card: CardDef, ab: ir.CardAbilities) -> bool:
    """"{T}: Prevent the next N damage to target creature or player this turn." (419.7b)."""
    a = _tap_ability(card, ab)
    if a is None:
        return False
    e = a.effects[0]
    return (isinstance(e, ir.PreventDamage) and e.to == (ir.Target(0),) and isinstance(e.amount, int)
            and e == ir.PreventDamage(to=(ir.Target(0),), amount=e.amount))


def _circle(card: CardDef, ab: ir.CardAbilities) -> bool:
    """"{1}: The next time a [color] source of your choice would deal damage to you this turn,
    prevent that damage." (a Circle of Protection, 419.7)."""
    if tuple(card.types) != ("Enchantment",) or not _plain(ab) or len(ab.abilities) != 1:
        return False
    a = ab.abilities[0]
    if not isinstance(a, ir.ActivatedAbility) or a.targets or a.restrictions or len(a.effects) != 1:
        return False
    e = a.effects[0]
    if a.cost != ir.Cost(mana=a.cost.mana) or not isinstance(e, ir.PreventDamage) or not isinstance(e.source, ir.Chosen):
        return False
    f = e.source.filter
    return (e.to == (ir.You(),) and e.next_time and e.amount is None and not e.then and len(f.colors) == 1
            and f == ir.Filter(colors=f.colors, extra=("source",)))


def _color_lord(card: CardDef, ab: ir.CardAbilities) -> bool:
    """A noncreature permanent whose one ability is "[Color] creatures get +N/+N." (418.4)."""
    effects = _static_only(ab)
    if creature(card) or "Creature" in card.types or not _plain(ab) or effects is None or len(effects) != 1:
        return False
    e = effects[0]
    if not isinstance(e, ir.ModifyPT) or not isinstance(e.what, ir.All) or len(e.what.filters) != 1:
        return False
    f = e.what.filters[0]
    return f == ir.Filter(types=("creature",), colors=f.colors) and len(f.colors) == 1 and e.duration == ir.WHILE_IN_PLAY


def _keyword_lord(card: CardDef, ab: ir.CardAbilities) -> bool:
    """A noncreature permanent whose one ability is "Creatures with [keyword] get +N/+N." (418.4)."""
    effects = _static_only(ab)
    if "Creature" in card.types or not _plain(ab) or effects is None or len(effects) != 1:
        return False
    e = effects[0]
    if not isinstance(e, ir.ModifyPT) or not isinstance(e.what, ir.All) or len(e.what.filters) != 1:
        return False
    f = e.what.filters[0]
    return (f == ir.Filter(types=("creature",), keywords=f.keywords) and len(f.keywords) == 1
            and isinstance(e.power, int) and isinstance(e.toughness, int) and e.duration == ir.WHILE_IN_PLAY)


def _aura_keywords(card: CardDef, ab: ir.CardAbilities) -> tuple[str, ...]:
    """The keywords an aura grants when its one ability is "Enchanted creature has [keyword]"
    (one keyword or more); () for any other card."""
    effects = _static_only(ab)
    if not _aura(card, ab) or not effects or not all(
            isinstance(e, ir.GrantAbility) and e.what == ir.Enchanted() and isinstance(e.ability, ir.Keyword)
            and e.duration == ir.WHILE_IN_PLAY for e in effects):
        return ()
    return tuple(str(e.ability) for e in effects)


def _recolor(card: CardDef, ab: ir.CardAbilities) -> bool:
    """An instant: "Target spell or permanent becomes [color]." (for the rest of the game)."""
    s = _one_spell(card, ab, _INSTANT)
    if s is None or len(s.targets) != 1 or not _single(s.targets[0]):
        return False
    e = s.effects[0]
    f = s.targets[0].filter
    permanents = "permanent" in f.types or any("permanent" in g.types and not g.controller for g in f.any_of)
    return (isinstance(e, ir.SetColor) and e.what == ir.Target(0) and len(e.colors) == 1 and e.colors[0] in ir.COLORS
            and e.duration == ir.FOREVER and permanents and not f.controller)


def _redirector(card: CardDef, ab: ir.CardAbilities) -> bool:
    """An en-Kor: "{0}: The next 1 damage that would be dealt to ~ this turn is dealt to target
    creature you control instead." (419.6, a redirection) and perhaps a keyword."""
    if not creature(card) or not _plain(ab):
        return False
    rest = [a for a in ab.abilities if not isinstance(a, ir.Keyword)]
    if len(rest) != 1 or any(str(k) not in ("flying", "trample") for k in ab.keywords):
        return False
    a = rest[0]
    if not isinstance(a, ir.ActivatedAbility) or a.cost != ir.Cost(mana="{0}") or len(a.targets) != 1:
        return False
    return a.effects == (ir.RedirectDamage(to=(ir.This(),), new_recipient=ir.Target(0), amount=1),) and \
        _single(a.targets[0], ir.Filter(types=("creature",), controller=ir.PlayerRelation.YOU))


def _enters_and_damages(card: CardDef, ab: ir.CardAbilities) -> bool:
    """A creature whose one ability is "When ~ comes into play, it deals N damage to target
    creature." (a triggered ability with a target, 410.4)."""
    if not creature(card) or not _plain(ab) or len(ab.abilities) != 1:
        return False
    a = ab.abilities[0]
    return (isinstance(a, ir.TriggeredAbility) and a.trigger == ir.Trigger(ir.TriggerEvent.COMES_INTO_PLAY, ir.This())
            and not a.optional and a.condition is None and len(a.targets) == 1 and _single(a.targets[0], _CREATURE)
            and len(a.effects) == 1 and isinstance(a.effects[0], ir.DealDamage)
            and isinstance(a.effects[0].amount, int) and a.effects[0].to == (ir.Target(0),))


def _basic_land(card: CardDef, ab: ir.CardAbilities) -> bool:
    """Plains, Island, Swamp, Mountain or Forest (its mana ability intrinsic, 214.9e)."""
    return "Land" in card.types and card.name.lower() in ir.BASIC_LAND_TYPES and ab.spell is None


def _either(phrase: str, *parts: str) -> Slot:
    return Slot(phrase, lambda c, ab: any(_BASE[p].fits(c, ab) for p in parts), parts)


#: The phrases of one kind of card.
_BASE: dict[str, Slot] = {s.phrase: s for s in (
    Slot("a vanilla creature", _vanilla),
    Slot("a small vanilla creature", lambda c, ab: _vanilla(c, ab) and int(c.toughness or 0) <= 3),
    Slot("a big vanilla creature", lambda c, ab: _vanilla(c, ab) and int(c.toughness or 0) >= 4),
    Slot("a creature with flying", _only_keyword("flying")),
    Slot("a creature with first strike", _only_keyword("first strike")),
    Slot("a creature with trample", _only_keyword("trample")),
    Slot("a creature with haste", _only_keyword("haste")),
    Slot("a creature with shadow", _only_keyword("shadow")),
    Slot("a creature with flanking", _only_keyword("flanking")),
    Slot("a creature with landwalk", _landwalk),
    Slot("a creature with protection from a color", _protection),
    Slot("a regenerating creature", _regenerates),
    Slot("a wall", lambda c, ab: _wall(c) and not ab.abilities and ab.spell is None and _plain(ab)),
    Slot("a pinger", _pinger),
    Slot("a healer", _healer),
    Slot("a redirecting creature", _redirector),
    Slot("a creature that deals damage as it comes into play", _enters_and_damages),
    Slot("a burn instant", lambda c, ab: _burn(c, ab, _INSTANT)),
    Slot("a burn spell", lambda c, ab: _burn(c, ab, _INSTANT_OR_SORCERY)),
    Slot("a pump instant", _pump),
    Slot("an aura that grants +N/+N", _aura_pt),
    Slot("a counterspell", _counterspell),
    Slot("a destroy spell that forbids regeneration", lambda c, ab: _destroy_creature(c, ab) is True),
    Slot("a circle of protection", _circle),
    Slot("a color lord", _color_lord),
    Slot("a keyword lord", _keyword_lord),
    Slot("an aura that grants flying", lambda c, ab: _aura_keywords(c, ab) == ("flying",)),
    Slot("an aura that grants a keyword other than flying",
         lambda c, ab: bool(_aura_keywords(c, ab)) and "flying" not in _aura_keywords(c, ab)),
    Slot("a recoloring instant", _recolor),
    Slot("a basic land", _basic_land),
)}

#: Every slot phrase: those of one kind of card, then those of two.
SLOTS: dict[str, Slot] = {**_BASE, **{s.phrase: s for s in (
    _either("a vanilla creature or one with flying", "a vanilla creature", "a creature with flying"),
    _either("a vanilla creature or one with haste", "a vanilla creature", "a creature with haste"),
    _either("a vanilla creature or one with trample", "a vanilla creature", "a creature with trample"),
    _either("a vanilla creature or one with shadow", "a vanilla creature", "a creature with shadow"),
    _either("an aura that grants flying or another keyword", "an aura that grants flying",
            "an aura that grants a keyword other than flying"),
    _either("a burn instant or a destroy spell", "a burn instant", "a destroy spell that forbids regeneration"),
)}}


def fits(phrase: str, card: CardDef, abilities: ir.CardAbilities) -> bool:
    """Whether ``card`` (with ``abilities``, its IR) may fill a slot of ``phrase``."""
    return SLOTS[phrase].fits(card, abilities)
