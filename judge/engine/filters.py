"""The one matcher of IR :class:`~judge.cards.ir.Filter` s against objects and players.

Every part of the engine that asks "is this a nonblack creature you control?" asks
:func:`matches`: target legality when chosen and on resolution (409.1c, 413.2a), the objects
an "all"/"each" instruction or a static ability applies to (413.2g, 418.4a), trigger
subjects (410), costs, conditions and replacement subjects. A field of the filter that one
caller checked and another ignored would rule the same words two ways; here each field is
checked once, for everyone.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Optional, Union

from judge.cards import era, ir
from judge.cards.english import possessive, with_article
from judge.dsl.ast import Step
from judge.engine.characteristics import CHARACTERISTICS, decided_by, effect_rule, ordered_effects, printed
from judge.engine.kinds import EffectKind
from judge.engine.mana import parse_cost
from judge.zones import Zone

if TYPE_CHECKING:
    from judge.engine.characteristics import Chars
    from judge.engine.game import Game
    from judge.engine.objects import GameObject

Thing = Union[int, str]  # an object id or a player name


#: the kinds of permanent chosen as an ability resolves (ir.ChooseCardType.among: Teferi's Realm, 413.2c), in its
#: resolution's results (judge.engine.effects.choices), read by the description word ir.OF_CARD_TYPE_CHOSEN
CHOSEN_KINDS = "chosen kinds"


def _cmp(c: Optional[ir.Compare], v: Optional[int], x: Optional[int]) -> bool:
    if c is None:
        return True
    if v is None:
        return False
    ref = x if isinstance(c.value, ir.VarX) else c.value
    ref = ref or 0
    return {">=": v >= ref, "<=": v <= ref, "==": v == ref, ">": v > ref, "<": v < ref}.get(c.op, False)


def compare_holds(c: Optional[ir.Compare], v: Optional[int]) -> bool:
    """Does the value ``v`` meet the comparison ``c`` with a stated number ("power 2 or less")?
    (A target's refusal says the figures, 409.1c.)"""
    return _cmp(c, v, None)


def _st(s: str) -> str:
    """A subtype, compared without case or plural (214.7b: plurality is ignored)."""
    s = s.lower()
    return s[:-1] if s.endswith("s") and not s.endswith("ss") else s


def chosen_on_entry(game: "Game", source: Optional[int],
                    kind: "ir.EntryChoice | ir.RememberedOnEntry") -> "str | int | None":
    """What ``source``'s controller chose of ``kind`` as it came into play (410.10e; None if
    nothing was chosen: the permanent is not in play, or chose nothing of that kind), or what it
    remembers of how it came into play (an ``ir.RememberedOnEntry``: the X of its spell, 409.1b)."""
    if source is None:
        return None
    return game.permanents.chosen_on_entry.get(source, {}).get(kind)


def entry_choice_rule(game: "Game", source: Optional[int]) -> str:
    """The rule by which ``source`` chooses what it keeps: 410.10a for the printed "When ~ comes into play, choose a
    color/creature type" (Sol Grail, Engineered Plague; session 73, h8), a comes-into-play trigger that chooses as it
    resolves (``ir.ChooseForSource``), else 410.10e, the choice made as it comes into play."""
    if source is not None and game.exists(source) and any(
            isinstance(e, ir.ChooseForSource) for ab in game.abilities_of(game.objects[source]).abilities
            if isinstance(ab, ir.TriggeredAbility) for e in ab.effects):
        return "410.10a"
    return "410.10e"


def self_counters(game: "Game", source: Optional[int], counted: ir.CountersOn) -> Optional[int]:
    """The number of ``counted.kind`` counters on the ability's source (``counted.what`` is
    ``This``), as it is in play or as it last existed there (413.2f: Powder Keg sacrificed to
    pay its own cost); None if that can't be said (another object, or no source)."""
    if source is None or not isinstance(counted.what, ir.This):
        return None
    if not game.exists(source) and source not in game.lki:
        return None
    obj = game.last_known(source)[0]
    return obj.counters.get(counted.kind, 0) if obj.zone == Zone.IN_PLAY else 0


def self_power(game: "Game", source: Optional[int], of: ir.PowerOf) -> Optional[int]:
    """The power of the ability's source (``of.ref`` is ``This``) as it is in play, or as it last
    existed there (413.2f: Stone Giant gone before its ability resolves); None if that can't be
    said (another object, or no source)."""
    if source is None or not isinstance(of.ref, ir.This) or (not game.exists(source) and source not in game.lki):
        return None
    return game.last_known(source)[1].power


def enchanted_toughness(game: "Game", source: Optional[int], of: ir.ToughnessOf) -> Optional[int]:
    """The toughness of the permanent the source Aura enchants (``of.ref`` is ``Enchanted``), as it
    is now; None if that can't be said (another reference, no source, or the Aura enchants nothing)."""
    if source is None or not isinstance(of.ref, ir.Enchanted) or not game.exists(source):
        return None
    host = game.objects[source].attached_to
    if host is None or not game.exists(host) or game.objects[host].zone != Zone.IN_PLAY:
        return None
    return game.chars(host).toughness


def converted_mana_cost(game: "Game", obj, ch) -> int:
    """203.3: the total amount of mana in the mana cost, regardless of color; an {X} counts
    the value announced for the spell while it is on the stack, 0 elsewhere."""
    if not ch.mana_cost:
        return 0
    x = None
    if obj.zone == Zone.STACK:
        so = next((s for s in game.stack.items if s.card_obj == obj.id), None)
        x = so.x if so is not None else None
    return parse_cost(ch.mana_cost, x).total()


#: The words of a description's ``extra`` this module applies (judge.engine.support refuses
#: a card whose text uses any other: never a description word silently ignored). "source": any
#: object may be a source (419.7c); "random": a discard cost's, applied by its payment; "top":
#: an exile cost's ("the top creature card of your graveyard"), applied by its payment (and
#: refused by judge.engine.support anywhere else); "single graveyard": an activated ability's exile
#: cost's ("two creature cards from a single graveyard"), applied by its payment (likewise).
EXTRAS_APPLIED = frozenset({
    "single graveyard", "nontoken", "card", "token", "nonbasic", "basic", "snow", "legendary", "top", "itself", "attacking you", "enchanted", "you own", "named ~", "drawn this way",
    ir.NOT_NAMED_SELF,
    "revealed this way", "single target", "dealt damage this turn", "dealt damage this way", "dealt damage by it this turn",
    "dealt damage by enchanted this turn", "mana-producing", "blocking it", "blocking or blocked by it", "blocked by it",
    ir.BANDED_WITH_IT,
    "source", "random", "least power", "least toughness", "nonsnow", "targets itself",
    "blocking enchanted", "enchanted by an aura", "not enchanted by an aura", ir.ATTACKED_LAST_TURN, ir.OF_TYPE_CHOSEN, ir.OF_COLOR_CHOSEN,
    ir.WITH_NAME_CHOSEN, ir.OF_CARD_TYPE_CHOSEN, ir.WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY,
    "any source", ir.NOT_ATTACKING, ir.WITHOUT_RAMPAGE, ir.PUT_INTO_PLAY_WITH, ir.EXILED_WITH, ir.PLAYED, ir.ATTACHED_TO_PARTNER, ir.DEALT_DAMAGE_TO_OPPONENT,
    ir.YOU_OWN_OR_CONTROL, ir.TARGETS_A_CREATURE, ir.TARGETS_AN_ENCHANTMENT, ir.ACTIVE_PLAYER_SINCE_TURN_BEGAN,
    ir.ACTIVE_PLAYER_AT_TURN_START,
    ir.TARGETS_YOUR_PERMANENT, ir.TARGETS_YOU_OR_YOUR_CREATURE, ir.NOT_ENCHANTED_BY_SOURCE, ir.NOT_TAPPED_TO_PAY, ir.TARGETS_ONLY_SELF,
    ir.TARGETS_ONLY_A_PLAYER, ir.WITH_ENCHANT_CREATURE, ir.WITH_FADING,
    ir.OF_SUBTYPE_ENCHANT_CREATURE, ir.PLAYER_ATTACKED_THIS_TURN, ir.GREATEST_POWER, ir.ATTACKED_YOU_THIS_TURN,
    ir.PUT_THERE_FROM_PLAY_THIS_TURN, ir.SAME_NAME_AS_NONTOKEN_PERMANENT, ir.DAMAGED_BY_IT_THIS_GAME,
    ir.SAME_NAME_AS_ANOTHER_PERMANENT, ir.SAME_NAME_AS_GRAVEYARD_CARD_OR_NONTOKEN_PERMANENT,
    ir.LAST_DRAWN_THIS_TURN,
    ir.NOT_FIRST_OF_KIND_THIS_TURN,
    ir.DEALT_DAMAGE_TO_IT_THIS_TURN,
    ir.OTHER_THAN_TRIGGER_OBJECT,  # (judge.engine.context.refer: the trigger event's object left out)
    ir.SHARES_CREATURE_TYPE_WITH_PARTNER,  # Coat of Arms (added, session 65)
}) | ir.COMBAT_DEED_PHRASES | set(ir.AS_ACTIVATED) | {f"attached to {t}" for t in ("creature", "land", "artifact", "enchantment", "permanent")} | {
    "attached to creature you control", "attached to creature or land"} | {f"controller controls {t}" for t in ("plains", "island", "swamp", "mountain", "forest")}  # (Furnace of Rath's, read by judge.engine.replacement only)


def extra_applied(e: str) -> bool:
    """Whether the engine applies the description word ``e`` ("with a bounty counter on it":
    ``counter bounty``, any kind of counter)."""
    return e in EXTRAS_APPLIED or e.startswith("counter ") or e.startswith(ir.ABILITY_FROM) \
        or e.startswith(ir.ORIGINALLY_PRINTED_IN)  # (Rust: judge.engine.targets; Golgothian Sylex)


def creature_types(ch: "Chars") -> frozenset:
    """The creature types of an object whose characteristics are ``ch`` (212.2a): a creature's subtypes, save
    a land's land types — its name and the basic land types, which are no creature types (212.2c); "Legend" is one
    (215.2). None for a noncreature."""
    if "creature" not in ch.types:
        return frozenset()
    types = frozenset(t.lower() for t in ch.subtypes)
    return types - {ch.name.lower(), *ir.BASIC_LAND_TYPES} if "land" in ch.types else types


def kind_played_this_turn(game: "Game", flt: ir.Filter, card: int) -> list[int]:
    """Ichneumon Druid's "other than the first instant spell that player casts each turn": the
    spells the player of the spell ``card`` has played this turn with every card type ``flt``
    names, in the order played (409.1: its playing complete; the turn's record,
    Game.this_turn.spells_played, keeps a spell countered since) — none when ``card`` wasn't played."""
    played = game.this_turn.spells_played
    who = next((p for p, c, _types in played if c == card), None)
    return [c for p, c, types in played if who is not None and p == who and all(t in types for t in flt.types)]
def is_rampage(ability: object) -> bool:
    """Whether ``ability`` is a rampage ability (glossary "Rampage": "Rampage [X]" means "When this
    creature becomes blocked, it gets +[X]/+[X] until end of turn for each creature after the first
    blocking it") — the triggered ability of that meaning, whether its card names the keyword or
    an effect granted it (Rapid Fire)."""
    if not isinstance(ability, ir.TriggeredAbility) or ability.trigger.event is not ir.TriggerEvent.BECOMES_BLOCKED \
            or not isinstance(ability.trigger.subject, ir.This) or len(ability.effects) != 1:
        return False
    pump = ability.effects[0]
    if not isinstance(pump, ir.ModifyPT) or not isinstance(pump.what, ir.This) or pump.power != pump.toughness \
            or not isinstance(pump.power, ir.Product) or not isinstance(pump.power.amount, ir.Sum):
        return False
    terms = pump.power.amount.terms
    return len(terms) == 2 and terms[1] == -1 and isinstance(terms[0], ir.CountOf) \
        and terms[0].filter == ir.Filter(types=("creature",), extra=("blocking it",))


#: What a fading ability does at its controller's upkeep (Fading's reminder text, judge.cards.text: "At the beginning
#: of your upkeep, remove a fade counter from it. If you can't, sacrifice it."), as the card reader reads it.
_FADING_UPKEEP = (ir.IfYouDo(cost=ir.Cost(remove_counters=("fade", 1)), then=(),
                             otherwise=(ir.Sacrifice(who=ir.You(), what=ir.This()),), optional=False),)


def is_fading(ability: object) -> bool:
    """Whether ``ability`` is a fading ability (Parallax Inhibitor's "each permanent with fading"): Fading (Nemesis)
    is read as its reminder text summarizes it (502.1) — "This permanent comes into play with N fade counters on it"
    and the upkeep ability "At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice
    it."; a permanent has fading while it has that upkeep ability (the other matters only as it comes into play)."""
    return isinstance(ability, ir.TriggeredAbility) and ability.trigger.event is ir.TriggerEvent.BEGINNING_OF_STEP \
        and ability.trigger.step is Step.UPKEEP and ability.trigger.whose is ir.TriggerWhose.YOU \
        and ability.condition is None and ability.effects == _FADING_UPKEEP


def player_attacked_this_turn(game: "Game", player: str) -> bool:
    """Fire and Brimstone's "player who attacked this turn" (added, stat): ``player`` declared one
    or more attacking creatures this turn (308.5) — the turn's player (308.1) with an attack
    recorded this turn, or a creature of theirs attacking now (a scenario that begins in combat)."""
    if game.past.turn_players.get(game.turns.turn, game.turns.active) == player and game.past.attacks_by_turn.get(game.turns.turn):
        return True
    return any(game.objects[o].attacking and game.controller_of(o) == player for o in game.in_play)


def damaged_by_it(game: "Game", source: Optional[int], player: str) -> bool:
    """The Fallen's "each opponent it has dealt damage to this game", Diseased Vermin's "target
    opponent previously dealt damage by it" (session 41): ``source`` — as it is, or as it last
    existed (413.2f) — has dealt damage to ``player`` (417.1) since it became that object (217.8)."""
    if source is None or source not in game.objects:
        return False
    obj = game.objects[source] if game.exists(source) else game.lki.get(source, (game.objects[source],))[0]
    return player in obj.damaged_players


def _compared(game: "Game", e: str, player: str, you: str) -> bool:
    """The Keepers' "target opponent who had more life than you did" (… as the ability is played)."""
    def creatures(p: str) -> int:
        return sum(1 for o in game.in_play if game.controller_of(o) == p and "creature" in game.chars(o).types)

    def dead(p: str) -> int:
        return sum(1 for o in game.zones[(p, Zone.GRAVEYARD)] if "creature" in game.chars(o).types)

    if e == ir.HAD_MORE_LIFE:
        return game.player(player).life > game.player(you).life
    if e == ir.HAD_MORE_CREATURES:
        return creatures(player) > creatures(you)
    if e == ir.HAD_TWO_MORE_CARDS:
        return len(game.zones[(player, Zone.HAND)]) >= len(game.zones[(you, Zone.HAND)]) + 2
    return dead(player) <= dead(you) - 2  # HAD_TWO_FEWER_CREATURE_CARDS


#: What each of the Keepers compares (:func:`player_count`'s value).
_COMPARED = {ir.HAD_MORE_LIFE: "life", ir.HAD_MORE_CREATURES: "creatures", ir.HAD_TWO_MORE_CARDS: "cards in hand",
             ir.HAD_TWO_FEWER_CREATURE_CARDS: "creature cards in graveyard"}

#: Each value :func:`player_count` counts, said of a player holding one, then of one holding any other
#: number ("controls 1 creature", "controls 3 creatures"; audit 7268, Oath of Druids); life has no plural.
_HOLDS_WORDS = {"life": ("has {n} life", "has {n} life"), "cards in hand": ("has {n} card in hand", "has {n} cards in hand"),
                "creatures": ("controls {n} creature", "controls {n} creatures"),
                "lands": ("controls {n} land", "controls {n} lands"),
                "creature cards in graveyard": ("has {n} creature card in graveyard", "has {n} creature cards in graveyard")}


def compared_said(game: "Game", flt: ir.Filter, player: str, you: str, source: Optional[int] = None) -> str:
    """Why ``player`` fails the Keepers' comparison with ``you`` now, in figures ("Bob has 10
    life, Alice 10"); "" when it holds, or when ``player`` is ``you`` (not an opponent: said
    otherwise)."""
    if ir.PLAYER_ATTACKED_THIS_TURN in flt.extra and not player_attacked_this_turn(game, player):
        # Fire and Brimstone (added, stat)
        return f"{player} hasn't attacked this turn: no creature of {possessive(player)} was declared as an attacker (308.5)"
    if ir.DAMAGED_BY_IT_THIS_GAME in flt.extra and not damaged_by_it(game, source, player):
        return not_damaged_by_it(game, source, player)
    if flt.more_than is not None and not _player_compared(game, replace(flt, opponent_of=None), player, you, source):
        # the Oaths' "target player who has more life than they do" (audit 6460: Oath of Mages's target
        # no longer ahead as it resolves, 413.2a): both figures, as the Keepers' are said
        than = _player_of(game, flt.more_than.than, you, source)
        if than is not None and than != player:
            value = flt.more_than.value
            return f"{player} {_holds(value, player_count(game, value, player))}, {than} {player_count(game, value, than)}"
    if player == you:
        return ""
    said = []
    for e in flt.extra:
        if e in _COMPARED and not _compared(game, e, player, you):
            value = _COMPARED[e]
            said.append(f"{player} {_holds(value, player_count(game, value, player))}, {you} "
                        f"{player_count(game, value, you)}")
    return "; ".join(said)


def _holds(value: str, n: int) -> str:
    """A player holding ``n`` of ``value`` (:func:`player_count`'s), in words: "controls 1 creature"."""
    one, many = _HOLDS_WORDS[value]
    return (one if n == 1 else many).format(n=n)


def not_damaged_by_it(game: "Game", source: Optional[int], player: str) -> str:
    """Why ``player`` isn't one ``source`` "has dealt damage to" (The Fallen; session 41)."""
    name = game.objects[source].display() if source is not None and source in game.objects else "its source"
    return (f"{name} hasn't dealt damage to {player} since it became the object it is (217.8: a card that "
            f"moves from one zone to another is a new copy of that card)")


def spared_not_damaged_by_it(game: "Game", flt: ir.Filter, you: str, source: Optional[int]) -> list[tuple[str, str]]:
    """Each player ``flt``'s words would name but for "it has dealt damage to" (The Fallen, Diseased
    Vermin; session 41), with why not (:func:`not_damaged_by_it`)."""
    if ir.DAMAGED_BY_IT_THIS_GAME not in flt.extra:
        return []
    loose = replace(flt, extra=tuple(e for e in flt.extra if e != ir.DAMAGED_BY_IT_THIS_GAME))
    return [(p, not_damaged_by_it(game, source, p)) for p in game.apnap()
            if matches(game, loose, p, you, source) and not damaged_by_it(game, source, p)]


def player_count(game: "Game", value: str, p: str) -> int:
    """What :class:`ir.PlayerMore` compares, for player ``p`` now: life, cards in hand, creatures or
    lands ``p`` controls, creature cards in ``p``'s graveyard."""
    if value == "life":
        return game.player(p).life
    if value == "cards in hand":
        return len(game.zones[(p, Zone.HAND)])
    if value == "creature cards in graveyard":
        return sum(1 for o in game.zones[(p, Zone.GRAVEYARD)] if "creature" in game.chars(o).types)
    kind = {"creatures": "creature", "lands": "land"}[value]
    return sum(1 for o in game.in_play if game.controller_of(o) == p and kind in game.chars(o).types)


def _player_compared(game: "Game", flt: ir.Filter, thing: str, you: str, source: Optional[int]) -> bool:
    """The Oaths' "target player who has more life than they do and is their opponent": an
    opponent of the player named (not of the ability's controller), who has more (or fewer) than
    that player, now (409.1c as the target is chosen, 413.2a again as it resolves)."""
    if flt.opponent_of is not None:
        them = _player_of(game, flt.opponent_of, you, source)
        if them is None or thing == them:
            return False
    if flt.more_than is not None:
        than = _player_of(game, flt.more_than.than, you, source)
        if than is None:
            return False
        mine, theirs = player_count(game, flt.more_than.value, thing), player_count(game, flt.more_than.value, than)
        return mine < theirs if flt.more_than.fewer else mine > theirs
    return True


def _became(game: "Game", oid: int) -> Optional[int]:
    """The object ``oid`` became when it last changed zones (its card in the new zone), if any."""
    o = game.objects.get(oid)
    return o.became if o is not None else None


def _player_of(game: "Game", ref, you: str, source: Optional[int] = None) -> Optional[str]:
    """A player reference inside a filter: "you" or a player named elsewhere (best effort)."""
    if isinstance(ref, ir.You):
        return you
    if isinstance(ref, ir.ChosenPlayer):  # chosen as the source came into play (410.10e)
        return chosen_on_entry(game, source, ir.EntryChoice.OPPONENT)
    if isinstance(ref, ir.DefendingPlayer):  # (a static ability's condition: no effect is being carried out)
        return game.defending_player()
    if isinstance(ref, ir.ActivePlayer):  # glossary "Active Player": whose turn it is (Delirium's target, 409.1c)
        return game.turns.active
    if isinstance(ref, ir.ControllerOf) and isinstance(ref.ref, ir.This) and source in game.objects:
        # "in its controller's graveyard" said by the object's own ability (Elephant Resurgence's Elephant):
        # the player who controls it now, control-changing effects applied — its own ability's "you" —
        # whatever effect is being carried out (405.1; 418.5b: under Control Magic it counts the new
        # controller's graveyard, found by session 42's independent check)
        return you
    ctx = game.in_flight.ctx  # the context of the effect being carried out, which resolves it (413.2f)
    if ctx is not None:
        things = ctx.refer(ref)
        return next((t for t in things if isinstance(t, str)), None)
    return None


def lands_of(game: "Game", player: Optional[str]) -> int:
    """How many lands ``player`` controls now (Sheltering Prayers' "as long as that player controls three or fewer
    lands": every land, basic or not)."""
    return 0 if player is None else sum(game.controller_of(o) == player and "land" in game.chars(o).types
                                        for o in game.in_play)


def resolving_ability_of(game: "Game", source: int):
    """The stack object of ``source``'s spell or ability being carried out now (its context's), still on the
    stack, or None (as targets are announced, before anything is paid)."""
    so = getattr(game.in_flight.ctx, "so", None)
    if so is None or so.source != source:
        return None
    return next((s for s in game.stack.items if s.id == so.id), None)


def tapped_to_pay(game: "Game", source: int) -> tuple[int, ...]:
    """"The creature tapped this way" by the cost "Tap enchanted creature" of ``source``'s ability (Veteran's
    Voice; added, session 47): on resolution (413.2a; the ability's stack object is the one being carried out)
    the creature its cost tapped (409.1f), wherever the Aura is now; as its target is announced, before the
    cost is paid (409.1c comes before 409.1f), the creature the cost will tap: the one the Aura enchants."""
    live = resolving_ability_of(game, source)
    if live is not None:
        return live.memory.cost_tapped
    host = game.objects[source].attached_to if source in game.objects else None
    return () if host is None else (host,)


def _shares_type(game: "Game", shared: "ir.SharesType", ch) -> bool:
    """Has the object whose characteristics are ``ch`` one of ``shared.types`` that the object
    ``shared.ref`` names (an earlier target, as chosen: the context of the effect being carried
    out or of the targets being announced) has too? False when that object isn't in play."""
    ctx = game.in_flight.ctx
    if ctx is None:
        return False
    other = next((t for t in ctx.refer(shared.ref) if isinstance(t, int)), None)
    if other is None or not game.exists(other) or game.objects[other].zone != Zone.IN_PLAY:
        return False
    theirs = game.chars(other).types
    return any(t in ch.types and t in theirs for t in shared.types)


def targets_only(game: "Game", thing: Thing, source: Optional[int]) -> bool:
    """Does the spell or ability ``thing`` on the stack target only ``source`` ("target spell or
    ability that targets only ~": Silver Wyvern)? It has a target, and each of its targets is that
    object, as it is now (409.1c; again on resolution, 413.2a) — a player target is not it."""
    so = next((s for s in game.stack.items if s.card_obj == thing or s.id == thing), None)
    targets = [t for t in so.targets if t is not None] if so is not None else []
    return source is not None and bool(targets) and all(t.player is None and t.obj == source for t in targets)


def targets_only_players(game: "Game", thing: Thing) -> bool:
    """Does the spell ``thing`` on the stack target only a player ("target spell that targets only
    a player": Rebound)? It has a target, and each of its targets is a player (409.1c; again on
    resolution, 413.2a) — an object target is not one."""
    so = next((s for s in game.stack.items if s.card_obj == thing or s.id == thing), None)
    targets = [t for t in so.targets if t is not None] if so is not None else []
    return bool(targets) and all(t.player is not None for t in targets)


def stack_object_targets(game: "Game", thing: Thing, e: str, you: str, source: Optional[int]) -> bool:
    """Whether the spell or ability ``thing`` on the stack fits the description word ``e`` about
    its targets (Intervene's "that targets a creature", Silver Wyvern's "that targets only ~")."""
    if e == ir.TARGETS_ONLY_SELF:
        return targets_only(game, thing, source)
    if e == ir.TARGETS_ONLY_A_PLAYER:
        return targets_only_players(game, thing)
    return _targets_such(game, thing, e, you)


def active_controlled_at_turn_start(game: "Game", thing: Thing) -> bool:
    """Total War as printed: ``thing`` is a permanent the active player controls now and controlled as the turn began
    — the turn's record of its beginning, before its untap step (301.1, 302.1), holds it, the same object (217.8),
    under that player's control then (whatever happened to its control since). False where the record is missing (a
    scenario begun in the middle of a turn): judge.engine.references refuses the description there first."""
    at = game.this_turn.at_beginning
    if at is None or not isinstance(thing, int) or thing not in game.objects or game.objects[thing].zone != Zone.IN_PLAY:
        return False
    active = game.turns.active
    return game.controller_of(thing) == active and any(lk[0].id == thing and lk[1].controller == active for lk in at)


def _targets_such(game: "Game", spell: Thing, e: str, you: str) -> bool:
    """Does the spell ``spell`` on the stack target a creature ("target spell that targets a
    creature": Intervene) or a permanent ``you`` control (Avoid Fate)? Any one of its targets,
    as that target is now (409.1c; again on resolution, 413.2a): a player target is neither — but
    Reparations' "that targets you" is that player."""
    so = next((s for s in game.stack.items if s.card_obj == spell or s.id == spell), None)
    for t in so.targets if so is not None else ():
        if e == ir.TARGETS_YOU_OR_YOUR_CREATURE and getattr(t, "player", None) == you:
            return True  # Reparations: "targets you" — a player target that is that player
        o = getattr(t, "obj", None)
        if not isinstance(o, int) or not game.exists(o) or game.objects[o].zone != Zone.IN_PLAY:
            continue
        if e == ir.TARGETS_A_CREATURE and "creature" in game.chars(o).types:
            return True
        if e == ir.TARGETS_AN_ENCHANTMENT and "enchantment" in game.chars(o).types:  # Vigilant Martyr
            return True
        if e == ir.TARGETS_YOUR_PERMANENT and game.controller_of(o) == you:
            return True
        if e == ir.TARGETS_YOU_OR_YOUR_CREATURE and "creature" in game.chars(o).types and game.controller_of(o) == you:
            return True
    return False


def _has_status(game: "Game", obj: "GameObject", st: str) -> bool:
    """A status word of a filter (308.5, 309.3; glossary "Unblocked Creature": only after
    blockers are declared)."""
    if st == "tapped":
        return obj.tapped
    if st == "untapped":
        return not obj.tapped
    if st == "attacking":
        return obj.attacking
    if st == "nonattacking":  # Alarum: any creature that isn't attacking (308.5)
        return not obj.attacking
    if st == "blocking":
        return obj.blocking
    if st == ir.NONATTACKING_NONBLOCKING:  # Unlikely Alliance: neither (308.5, 309.3)
        return not obj.attacking and not obj.blocking
    if st == "blocked":
        return obj.attacking and obj.blocked
    if st == "unblocked":
        c = game.combat
        return obj.attacking and not obj.blocked and c is not None and c.blockers_declared
    return True


def controller(obj: "GameObject", ch: "Chars") -> Optional[str]:
    """Who "controls" an object for a filter: in play, its computed controller (control is a
    characteristic that control-changing effects set, applied first, 418.5c); a spell's
    controller on the stack; elsewhere its owner (217.1: cards in other zones are owned).
    For a live object this is :meth:`Game.controller_of`; given ``ch`` it also serves an
    object as it last existed (413.2f) and one whose characteristics are being computed."""
    if obj.zone == Zone.IN_PLAY:
        return ch.controller or obj.controller
    return obj.controller if obj.zone == Zone.STACK else obj.owner


def _blocking(game: "Game", blocker: Optional[int], attacker: Optional[int]) -> bool:
    """Whether ``blocker`` is blocking ``attacker`` now: declared so (309), and neither removed
    from combat since — "a blocking creature remains a blocking creature until it's removed from
    combat" (309.3), and one removed doesn't count as blocking (Kjeldoran Frostbeast's "all
    creatures blocking or blocked by it", rampage's count)."""
    c = game.combat
    if c is None or blocker is None or attacker is None or (blocker, attacker) not in c.blocks:
        return False
    return (game.exists(blocker) and bool(game.objects[blocker].blocking)
            and game.exists(attacker) and bool(game.objects[attacker].attacking))


def _banded_with(game: "Game", thing: int, source: Optional[int]) -> bool:
    """"Creatures banded with ~": ``thing`` is another creature of the attacking band
    (judge.engine.combat_state.Combat.bands) the source is in, both still attacking (a creature
    removed from combat is removed from its band: the era's banding rule, subrule d; glossary "Banding")."""
    c = game.combat
    if c is None or source is None or thing == source:
        return False
    for band in c.bands:
        if thing in band and source in band:
            return all(game.exists(o) and game.objects[o].zone == Zone.IN_PLAY and bool(game.objects[o].attacking)
                       for o in (thing, source))
    return False


def _blocked_by_source(game: "Game", thing: int, source: Optional[int]) -> bool:
    """"A creature it's blocking" (Tinder Wall, Wall of Vapor): an attacking creature the source
    blocks (309.3) — the source as it last existed when it has left play, sacrificed to pay for
    the ability (413.2f)."""
    c = game.combat
    if c is None or source is None or (source, thing) not in c.blocks or not game.objects[thing].attacking:
        return False
    if game.exists(source) and game.objects[source].zone == Zone.IN_PLAY:
        return bool(game.objects[source].blocking)
    last = game.lki.get(source)
    return last is not None and bool(last[0].blocking)


#: What of an object's characteristics each field of a description makes :func:`matches` read
#: (a type word may be a basic land type, 212.2c: the subtypes; a subtype may be "Aura": the
#: types and what it enchants).
_READS = (("types", ("types", "subtypes")), ("not_types", ("types",)), ("types_all", ("types",)),
          ("subtypes", ("subtypes", "types", "enchant")), ("not_subtypes", ("subtypes", "types", "enchant")),
          ("colors", ("colors",)), ("not_colors", ("colors",)), ("keywords", ("abilities",)),
          ("not_keywords", ("abilities",)), ("controller", ("controller",)), ("controlled_by", ("controller",)),
          ("power", ("power",)), ("toughness", ("toughness",)), ("mana_value", ("mana_cost",)),
          ("shares_type", ("types",)))


def filter_reads(filters: "tuple[ir.Filter, ...]") -> frozenset:
    """The characteristics (judge.engine.characteristics.CHARACTERISTICS) :func:`matches` may
    read of an object to tell whether it fits any of ``filters`` — all of them for a
    description with words of ``extra`` (each reads what it reads)."""
    out: set[str] = set()
    for flt in filters:
        if flt.extra:
            return CHARACTERISTICS
        if flt.colored is not None:
            out.add("colors")
        for name, fields in _READS:
            if getattr(flt, name):
                out.update(fields)
        out |= filter_reads(flt.any_of)
    return frozenset(out)


#: The fields of a description :func:`matches` answers, for an object in play, from the object's
#: characteristics, its own id, whether it is a token, and its source's controller, attachment
#: and characteristics alone (:func:`reads_characteristics_only`); any other field may read
#: more of the game (a status, a choice made as the source came into play, a player) — power
#: and toughness too, which a counter changes without a change of the board (Game.forget_chars).
_CHARACTERISTIC_FIELDS = frozenset({"types", "players", "subtypes", "colors", "not_colors", "not_types",
                                    "not_subtypes", "keywords", "not_keywords", "controller", "zone",
                                    "mana_value", "colored", "other", "types_all", "any_of", "named"})


def reads_characteristics_only(flt: ir.Filter) -> bool:
    """Whether whether a permanent fits ``flt`` depends on nothing but the characteristics of the
    permanents in play (its own, its source's controller), its id and whether it is a token, and
    what its source is attached to — "White creatures", "Other Goblins you control", "artifacts
    with converted mana cost 2 or less": no status, power or toughness, counter, choice, count or
    player compared, and numbers given by its text. While each static ability's effect is such or fixed, characteristics
    stay from one change of the game to the next as long as the board is the same
    (ContinuousEffect.board_only, Game.plain_board)."""
    if flt.zone != Zone.IN_PLAY or "spell" in flt.types or ir.ABILITY_ON_STACK in flt.types \
            or ir.CHOSEN_TYPE in flt.subtypes or ir.CHOSEN_COLOR in flt.colors:
        return False
    for name in _filter_fields():
        if name not in _CHARACTERISTIC_FIELDS and getattr(flt, name) != _FILTER_DEFAULTS[name]:
            return False
    if flt.controller is not None and not isinstance(flt.controller, ir.PlayerRelation):
        return False
    if flt.mana_value is not None and type(flt.mana_value.value) is not int:
        return False
    return all(reads_characteristics_only(f) for f in flt.any_of)


_FILTER_DEFAULTS: dict[str, object] = {}


def _filter_fields() -> tuple[str, ...]:
    if not _FILTER_DEFAULTS:
        blank = ir.Filter()
        _FILTER_DEFAULTS.update({f: getattr(blank, f) for f in ir.Filter.__dataclass_fields__})
    return tuple(_FILTER_DEFAULTS)



def controller_controls_land(game: Game, oid: int, extra: str) -> bool:
    """Whether the controller of ``oid`` controls a land of the type a "controller controls island"
    description word names ("target creature whose controller controls an Island": Seasinger, Dwarven
    Sea Clan) — read by :func:`matches` and said by judge.engine.targets when it fails (409.1c)."""
    land = extra[len("controller controls "):]
    who = game.controller_of(oid)
    return any(game.controller_of(o) == who and land in [t.lower() for t in game.chars(o).subtypes]
               for o in game.in_play)

#: No zone: no object fits the description ("target player", :func:`zones_matched`).
_NO_ZONE: frozenset = frozenset()


def zones_matched(flt: ir.Filter) -> Optional[frozenset]:
    """The zones an object must be in for :func:`matches` (its zone checked) to hold of it, as
    :func:`matches` decides it before it looks at anything else of the object: none for a
    description of players only ("target player"); else the filter's zone, in play unless it says
    another (217.1), the stack for a spell (217.6) — one zone; None where no one zone decides it
    ("cards you own that aren't in play", a union of parts in different zones). An object in
    another zone is no match (and so no legal target, 409.1c): those listing the legal choices
    look at the objects of these zones only (tests/engine/test_zones_matched79.py holds it to
    :func:`matches`)."""
    if flt.players and not flt.types and not flt.subtypes:
        return _NO_ZONE
    want = flt.zone or Zone.IN_PLAY
    if "spell" in flt.types:
        want = Zone.STACK
    if want == Zone.OUTSIDE_PLAY or (flt.any_of and flt.zone is None):
        return None
    return _ONE_ZONE[want] if want in _ONE_ZONE else _ONE_ZONE.setdefault(want, frozenset((want,)))


#: Each zone alone, made once (:func:`zones_matched`).
_ONE_ZONE: dict = {}


def chosen_name_said(results: dict, flt: Optional[ir.Filter]) -> str:
    """Where ``flt`` is "a card with the chosen name" (Foreshadow, Petra Sphinx, Cursed Scroll, Wood Sage: the name
    chosen as the ability resolves, 413.2c; ``results``: the resolving ability's, ``Ctx.results``), the name, for the step comparing a card with it — where the name is the
    point, said with it (" (Shock)", after "the chosen name"; 202.3: the same English name), as every other step refers to it as "the chosen
    name" once the choice's step has said it; "" for any other filter."""
    if flt is None or ir.WITH_NAME_CHOSEN not in flt.extra:
        return ""
    # ("another card name": the choice naming no card of the game, judge.engine.effects.choices — said so)
    names = list(dict.fromkeys("a name no card in the game has" if n in ("another card name", "another creature card name")
                               else n for n in results.get("chosen names") or []))
    return f" ({' or '.join(names)})" if names else ""


def matches(game: "Game", flt: ir.Filter, thing: Thing, you: str, source: Optional[int] = None,
            x: Optional[int] = None, zone_check: bool = True, *, obj: Optional["GameObject"] = None,
            chars: Optional["Chars"] = None, partners: Optional[frozenset] = None) -> bool:
    """Does ``thing`` (object id or player name) fit ``flt`` from the point of view of ``you``
    (the controller of the spell or ability)?

    Every non-empty field of the filter is checked, against the object's *computed*
    characteristics (418.5: after all continuous effects, control first) — 413.2g: an effect
    that refers to characteristics checks only the specified ones, so e.g. ``colors=("black",)``
    is met by a black-and-green creature, and nothing unspecified matters. The same answer
    serves target legality when the target is chosen (409.1c) and when it is checked again on
    resolution (413.2a), "all"/"each" instructions and static abilities (418.4a), and the
    subjects of triggered abilities (410).

    ``source`` is the ability's source (for ``other``), ``x`` the announced X (``power <= X``,
    "converted mana cost X"). ``zone_check=False`` skips the filter's zone, for callers that
    already picked the zone (cards in a hand, in a library).

    ``obj`` and ``chars`` give the object explicitly instead of looking ``thing`` up now:

    * a leaves-play trigger looks back at the object as it last existed in play (410.10d,
      413.2f) — ``obj`` is that snapshot, ``chars`` its characteristics then;
    * a static ability deciding whether it applies to an object while that object's
      characteristics are being computed passes the values computed so far (418.5c:
      dependency and timestamp order), as asking the game again would start over.

    ``partners``: the objects the filter's ``partner`` names, as the caller resolved them ("all
    creatures that were blocked by that creature this turn"); without them no object matches a
    filter with a partner (judge.engine.support allows one only where they are given).
    """
    if type(thing) is not int and isinstance(thing, str):  # (an object's id asked no isinstance: ~60K a warm pass)
        return _player_fits(game, flt, thing, you, source, x)
    if obj is None:
        # (Game.exists without its call: ~52K a warm pass over every third scenario)
        objects = game.objects
        obj = objects[thing] if thing in objects else None
        if obj is None or obj.became is not None or obj.zone is None:
            return False
    if flt.players and not flt.types and not flt.subtypes:
        return False  # "target player": no object is a player
    want_zone = flt.zone or Zone.IN_PLAY
    if "spell" in flt.types:
        want_zone = Zone.STACK
    if want_zone == Zone.OUTSIDE_PLAY:  # "cards you own that aren't in play" (Celestial Dawn)
        if zone_check and obj.zone == Zone.IN_PLAY:
            return False
    elif zone_check and obj.zone != want_zone and not (flt.any_of and flt.zone is None):
        return False  # (a union of parts in different zones checks each part's zone)
    # (the characteristics this state computed already, looked up without a call: game.chars)
    ch = chars if chars is not None else (game.derived.chars.get(obj.id) or game.chars(obj))
    types = flt.types
    if "spell" in types or ir.ABILITY_ON_STACK in types:  # (a spell "or ability": judge.engine.targets)
        types = [t for t in types if t not in ("spell", ir.ABILITY_ON_STACK)]
    if types:
        ok = False
        for t in types:
            if t == "permanent" and obj.zone == Zone.IN_PLAY:
                ok = True
            elif t == "permanent" and any(x in ch.types for x in ("artifact", "creature", "enchantment", "land")):
                ok = True  # "a permanent card" outside play (Bifurcate): one that would be a permanent (212.1)
            elif t == "card" and not obj.token:
                ok = True  # 216.2: a token isn't a card
            elif t in ch.types:
                ok = True
            elif t in ir.BASIC_LAND_TYPES and t.capitalize() in ch.subtypes:
                ok = True  # "Forest" as a type word: a land with that land type
            if ok:
                break
        if not ok:
            return False
    if flt.not_types and any(t in ch.types for t in flt.not_types):
        return False
    if flt.named is not None and ch.name.casefold() != flt.named.casefold():
        return False  # "a creature named Spitting Drake" (202.3: its English name, as it is now)
    if flt.types_all and not all(t in ch.types for t in flt.types_all):
        return False
    if flt.any_of and not any(matches(game, f, thing, you, source, x, zone_check, obj=obj, chars=chars)
                              for f in flt.any_of):
        return False
    if flt.subtypes or flt.not_subtypes:
        subs = {_st(s) for s in ch.subtypes}
        if "enchantment" in ch.types and ch.enchant is not None and "Aura" not in ch.subtypes:
            subs.add("aura")  # the later name of the era's local enchantments (214.8a: "Enchant Creature")
        wanted = flt.subtypes
        if ir.CHOSEN_TYPE in wanted:  # "creatures of the chosen type" (410.10e)
            wanted = tuple(s for s in wanted if s != ir.CHOSEN_TYPE) + tuple(
                t for t in (chosen_on_entry(game, source, ir.EntryChoice.CREATURE_TYPE),
                            chosen_on_entry(game, source, ir.EntryChoice.LAND_TYPE),  # Roots of Life: a land type
                            chosen_on_entry(game, source, ir.EntryChoice.ANY_LAND_TYPE)) if t)  # Shimmer: any land type
            if not wanted:
                return False
        if wanted and not any(_st(s) in subs for s in wanted):
            return False
        if flt.not_subtypes and any(_st(s) in subs for s in flt.not_subtypes):
            return False
    if flt.colors:
        wanted = flt.colors
        if ir.CHOSEN_COLOR in wanted:  # "permanents of the chosen color" (410.10e)
            wanted = tuple(c for c in wanted if c != ir.CHOSEN_COLOR) + tuple(
                c for c in (chosen_on_entry(game, source, ir.EntryChoice.COLOR),) if c)
        if not any(c in ch.colors for c in wanted):
            return False
    if flt.not_colors and any(c in ch.colors for c in flt.not_colors):
        return False
    if flt.colored is True and not ch.colors:
        return False
    if flt.colored is False and ch.colors:
        return False
    for k in flt.keywords:
        if not ch.has_keyword(k.name, k.param):
            return False
    for k in flt.not_keywords:
        if ch.has_keyword(k.name, k.param):
            return False
    if flt.controller or flt.controlled_by is not None:
        ctl = controller(obj, ch)
        if flt.controller is ir.PlayerRelation.YOU and ctl != you:
            return False
        if flt.controller is ir.PlayerRelation.OPPONENT and ctl == you:
            return False
        if flt.controlled_by is not None and _player_of(game, flt.controlled_by, you, source) != ctl:
            return False
    if flt.shares_type is not None and not _shares_type(game, flt.shares_type, ch):
        return False  # Legerdemain: "that shares one of those types with it" (409.1c, 413.2a)
    if flt.controller_lands_at_most is not None and lands_of(game, controller(obj, ch)) > flt.controller_lands_at_most:
        return False  # Sheltering Prayers (added, session 47): its own controller's lands, counted now
    if flt.owned_by is not None and _player_of(game, flt.owned_by, you, source) != obj.owner:
        return False  # glossary "Owner"
    if flt.status and not any(_has_status(game, obj, st) for st in flt.status):
        return False  # any of the statuses ("attacking or blocking creature")
    if flt.mana_value is not None and isinstance(flt.mana_value.value, ir.CountersOn) \
            and isinstance(flt.mana_value.value.what, ir.EachObject):
        # "each artifact with converted mana cost less than or equal to the number of rust counters
        # on it" (Corrosion; added, session 41): each object's own counters, as the instruction is
        # carried out (413.2; glossary "Converted Mana Cost")
        own = obj.counters.get(flt.mana_value.value.kind, 0)
        if not _cmp(ir.Compare(flt.mana_value.op, own), converted_mana_cost(game, obj, ch), x):
            return False
    elif flt.mana_value is not None and isinstance(flt.mana_value.value, ir.CountersOn):
        # "with converted mana cost equal to the number of fuse counters on ~" (Powder Keg): the
        # source's counters now, or as it last existed in play (413.2f; judge.engine.context
        # counts them once as the instruction is carried out)
        n = self_counters(game, source, flt.mana_value.value)
        if n is None or converted_mana_cost(game, obj, ch) != n or flt.mana_value.op != "==":
            return False
    elif flt.mana_value is not None and not _cmp(flt.mana_value, converted_mana_cost(game, obj, ch), x):
        return False  # "with converted mana cost X" (Spell Blast; glossary "Converted Mana Cost", 203.3)
    if flt.other and source is not None and (thing == source or _became(game, source) == thing):
        return False  # "another": not the source, nor the card it became (Junk Diver in the graveyard)
    if flt.other and source is not None and game.exists(source) and thing == game.objects[source].attached_to \
            and "creature" in flt.types and "creature" not in game.chars(source).types:
        # an Aura's "other creatures" (Vampirism: "Enchanted creature gets +1/+1 for each other
        # creature you control. Other creatures you control get -1/-1."): other than the
        # creature it enchants, the one its text is about — the Aura is no creature to except
        return False
    if flt.power is not None and isinstance(flt.power.value, ir.ToughnessOf):
        # Ironclaw Curse: "power equal to or greater than the enchanted creature's toughness" — the
        # toughness the enchanted creature has now (418.4a); enchanting nothing, nothing matches
        n = enchanted_toughness(game, source, flt.power.value)
        if n is None or not _cmp(ir.Compare(flt.power.op, n), ch.power, x):
            return False
    elif flt.power is not None and isinstance(flt.power.value, ir.CardsInHand):
        # Ensnaring Bridge: "power greater than the number of cards in your hand", as it is now (418.4a);
        # Noetic Scales: "… in their hand", that player's (the one the instruction names, 413.2f)
        whose = _player_of(game, flt.power.value.player, you, source)
        hand = len(game.zones.get((whose, Zone.HAND), ())) if whose else 0
        if not _cmp(ir.Compare(flt.power.op, hand), ch.power, x):
            return False
    elif flt.power is not None and isinstance(flt.power.value, ir.CountersOn):
        # Legacy's Allure: "with power less than or equal to the number of treasure counters on
        # ~" — the source's counters now, or as it last existed in play (413.2f: sacrificed to
        # pay the cost), whenever the description is applied (409.1c, 413.2a)
        n = self_counters(game, source, flt.power.value)
        if n is None or not _cmp(ir.Compare(flt.power.op, n), ch.power, x):
            return False
    elif flt.power is not None and not _cmp(flt.power, ch.power, x):  # (no call for no comparison: the common case)
        return False
    if flt.toughness is not None and isinstance(flt.toughness.value, ir.PowerOf):
        # Stone Giant: "with toughness less than ~'s power" — the source's power now, or as it
        # last existed in play (413.2f), whenever the description is applied (409.1c, 413.2a)
        n = self_power(game, source, flt.toughness.value)
        if n is None or not _cmp(ir.Compare(flt.toughness.op, n), ch.toughness, x):
            return False
    elif flt.toughness is not None and not _cmp(flt.toughness, ch.toughness, x):
        return False
    return not flt.extra or _extras_fit(game, flt, thing, obj, ch, you, source, partners)


def _player_fits(game: "Game", flt: ir.Filter, thing: str, you: str, source: Optional[int],
                 x: Optional[int]) -> bool:
    """:func:`matches` of a player (``thing`` a player's name): the description's player part
    ("each opponent", "each player who controls a white creature", "target player who attacked
    this turn")."""
    if not flt.players:
        # "a creature or opponent" (Flesh Reaver): a player matches the union's player part
        return any(matches(game, part, thing, you, source, x) for part in flt.any_of if part.players)
    if flt.controller is ir.PlayerRelation.YOU and thing != you:
        return False
    if flt.controller is ir.PlayerRelation.OPPONENT and thing == you:
        return False
    if flt.other and thing == you:  # "each other player" (Grave Pact): not the source's controller
        return False
    if flt.player_controls is not None and not any(
            game.controller_of(o) == thing and matches(game, flt.player_controls, o, you, source, x)
            for o in game.in_play):
        return False  # "each player who controls a white creature" (Disorder): one or more, now
    if flt.opponent_of is not None or flt.more_than is not None:
        if not _player_compared(game, flt, thing, you, source):
            return False
    if ir.PLAYER_ATTACKED_THIS_TURN in flt.extra and not player_attacked_this_turn(game, thing):
        return False  # Fire and Brimstone (added, stat)
    if ir.DAMAGED_BY_IT_THIS_GAME in flt.extra and not damaged_by_it(game, source, thing):
        return False  # The Fallen, Diseased Vermin (session 41)
    return not flt.extra or all(_compared(game, e, thing, you) for e in flt.extra if e in ir.AS_ACTIVATED)


def _extras_fit(game: "Game", flt: ir.Filter, thing: int, obj: "GameObject", ch: "Chars", you: str,
                source: Optional[int], partners: Optional[frozenset]) -> bool:
    """:func:`matches` of an object, the description's ``extra`` words ("nontoken", "attacking you",
    "dealt damage by it this turn", "with the same name as …"): each must hold of it now."""
    for e in flt.extra:
        if e in ("nontoken", "card") and obj.token:
            return False  # 216.2: a token isn't a card
        if e == "nonbasic" and ("Basic" in ch.supertypes or obj.card.name in ("Plains", "Island", "Swamp", "Mountain",
                                                                              "Forest")):
            return False  # "nonbasic land" (Wasteland): not a basic land (212.6 / glossary "Basic Land")
        if e == "token" and not obj.token:
            return False
        if e == ir.WITHOUT_RAMPAGE and any(is_rampage(a) for a in ch.abilities):
            return False  # Rapid Fire's "if it doesn't have rampage" (glossary "Rampage")
        if e == ir.NOT_ATTACKING and obj.attacking:
            return False  # Arcades Sabboth: "as long as it's not attacking" (308.5)
        if e == ir.PUT_INTO_PLAY_WITH and (source is None or obj.entered_with != source):
            return False  # "enchant creature put into play with ~" (Animate Dead): by an ability of the source
        if e == ir.LAST_DRAWN_THIS_TURN and (obj.zone != Zone.HAND or not obj.drawn[1] or obj.drawn != (game.turns.turn, game.this_turn.drawn_by(obj.owner))):
            return False  # Jandor's Ring: the card its owner drew last this turn, still in the hand it was drawn into (217.8)
        if e == ir.PUT_THERE_FROM_PLAY_THIS_TURN and (obj.zone != Zone.GRAVEYARD or obj.graveyard_turn != game.turns.turn):
            return False  # No Rest for the Wicked: put into that graveyard from play this turn, not there since before (217.8)
        if e == ir.EXILED_WITH and (source is None or obj.removed_with != source):
            return False  # "each card exiled with ~" (Safe Haven): removed from the game by this object's instruction
        if e == ir.PLAYED and obj.zone == Zone.IN_PLAY and not obj.played:
            return False  # "creatures your opponents play": put into play by a spell or ability isn't played (glossary "Play")
        if e == ir.NOT_FIRST_OF_KIND_THIS_TURN and kind_played_this_turn(game, flt, obj.id)[:1] in ([], [obj.id]):
            return False  # Ichneumon Druid: the first such spell its player played this turn (409.1)
        if e == "you own" and obj.owner != you:  # "permanents you own" (glossary "Owner")
            return False
        if e == ir.YOU_OWN_OR_CONTROL and obj.owner != you and game.controller_of(obj.id) != you:
            return False  # "target permanent you own or control" (Telim'Tor's Edict): either will do
        if e.startswith("controller controls ") and not controller_controls_land(game, obj.id, e):
            return False  # "whose controller controls an Island" (Seasinger)
        if e == "attacking you" and not (obj.attacking and game.defending_player() == you):
            return False  # "a creature that's attacking you": you are the defending player (308.1)
        if e == ir.ATTACKED_YOU_THIS_TURN and not (game.this_turn.did_in_combat(obj.id, ("attacked",), False)
                                                   and game.opponent(game.turns.active) == you):
            return False  # (added, o7) attacked this turn (308.5), you the defending player (glossary)
        if e == ir.NOT_ENCHANTED_BY_SOURCE and source is not None and source in game.objects \
                and game.objects[source].attached_to == obj.id:
            return False  # "other than enchanted creature" (Kjeldoran Pride): not the one it enchants now
        if e == ir.NOT_TAPPED_TO_PAY and source is not None and obj.id in tapped_to_pay(game, source):
            return False  # "other than the creature tapped this way" (Veteran's Voice; added, session 47)
        if e == ir.SHARES_CREATURE_TYPE_WITH_PARTNER:
            # Coat of Arms: another creature than the one the partner names, with a creature type that one has
            # too, each as it is now (212.2a) — the partner as computed so far when the count is made for it (418.5c)
            if thing in (partners or ()) or not any(creature_types(ch) & creature_types(game.chars(p))
                                                    for p in (partners or ())):
                return False
            continue
        if e == ir.ATTACHED_TO_PARTNER:  # "all Auras attached to that creature" (Treefolk Mystic)
            if obj.attached_to is None or obj.attached_to not in (partners or ()):
                return False
            continue
        if e.startswith("attached to "):  # "target Aura attached to a creature [you control]" (Devout Harpist)
            host = obj.attached_to
            # (Enchantment Alteration, session 44: "attached to a creature or land" — either)
            host_types = e[len("attached to "):].removesuffix(" you control").split(" or ")
            if host is None or not game.exists(host) or game.objects[host].zone != Zone.IN_PLAY \
                    or not ("permanent" in host_types or set(host_types) & set(game.chars(host).types)) \
                    or (e.endswith("you control") and game.controller_of(host) != you):
                return False
        if e == "enchanted":  # "enchanted creature's activated abilities" (Arrest): what the source enchants
            src = game.objects.get(source) if source is not None else None
            if src is None or src.attached_to != thing:
                return False
        if e == ir.WITH_FADING and not any(is_fading(a) for a in ch.abilities):
            return False  # Parallax Inhibitor: "each permanent with fading" — a fading ability among its abilities now (502.1)
        if e == ir.WITH_ENCHANT_CREATURE and ch.enchant != ir.Filter(types=("creature",)):
            return False  # Rootwater Shaman: "enchant creature" and nothing narrower or other (214.8a)
        if e == ir.OF_SUBTYPE_ENCHANT_CREATURE and (ch.enchant is None or ch.enchant.types != ("creature",)):
            return False  # Rabid Wombat as printed: the subtype enchant creature, narrowed or not (214.8a, 214.8c)
        if e == "itself" and thing != source:  # "can't block ~" (Duct Crawler): the effect's source
            return False
        if e == "legendary" and not ch.legendary:  # Legendary, or a Legend (420.5e names both)
            return False
        # glossary "Snow-Covered (Obsolete)": in addition to its land type; its current supertype
        # (a "Snow-Covered …" card's printed one, characteristics.printed), which Melting takes away
        if e == "snow" and "Snow" not in ch.supertypes:
            return False
        if e == "nonsnow" and "Snow" in ch.supertypes:
            return False
        if e == "blocking enchanted":  # "creatures blocking enchanted creature" (Coils of the Medusa)
            host = game.objects[source].attached_to if source is not None and source in game.objects else None
            if not _blocking(game, thing, host):
                return False
        if e == "enchanted by an aura" and not any(  # "target enchanted creature" (Ramses Overdark, 214.8)
                game.objects[o].attached_to == thing and "enchantment" in game.chars(o).types for o in game.in_play):
            return False
        if e == ir.ATTACKED_LAST_TURN and isinstance(thing, int):  # Halls of Mist
            if not game.past.attacked_during_last_turn(thing, game.controller_of(thing), game.turns.turn):
                return False
        if e == "not enchanted by an aura" and any(  # "creatures that aren't enchanted" (Winds of Rath)
                game.objects[o].attached_to == thing and "enchantment" in game.chars(o).types for o in game.in_play):
            return False
        if e == "of a type chosen this way":  # the creature types the players chose as it resolves
            ctx = game.in_flight.ctx
            chosen = {_st(t) for t in (ctx.results.get("chosen types", []) if ctx is not None else [])}
            if not any(_st(s) in chosen for s in ch.subtypes):
                return False
        if e == ir.OF_COLOR_CHOSEN:  # Persecute: the colour chosen as it resolves (413.2c)
            ctx = game.in_flight.ctx
            chosen = set(ctx.results.get("chosen colors", []) if ctx is not None else [])
            if not chosen & set(ch.colors):
                return False
        if e == ir.OF_CARD_TYPE_CHOSEN:  # Blood Oath: the card type chosen as it resolves (413.2c; 212.1)
            ctx = game.in_flight.ctx
            kinds = ctx.results.get(CHOSEN_KINDS, []) if ctx is not None else []
            if kinds:  # Teferi's Realm: a kind its words list ("non-Aura enchantment", 214.8a), that one's description
                if not any(matches(game, k, thing, you, source, obj=obj, chars=ch) for k in kinds):
                    return False
            elif not set(ctx.results.get("chosen card types", []) if ctx is not None else []) & set(ch.types):
                return False
        if e == ir.SAME_NAME_AS_NONTOKEN_PERMANENT and not any(  # Cornered Market (202.3; 216.2: not a token)
                o != thing and not game.objects[o].token and game.objects[o].card.name.lower() == obj.card.name.lower()
                for o in game.in_play):
            return False
        if e == ir.SAME_NAME_AS_ANOTHER_PERMANENT and not any(  # Eye of Singularity (202.3; a token too)
                o != thing and game.chars(o).name == ch.name for o in game.in_play):
            return False
        if e == ir.SAME_NAME_AS_GRAVEYARD_CARD_OR_NONTOKEN_PERMANENT and not any(  # Bazaar of Wonders (202.3; 216.2)
                o != thing and game.chars(o).name == ch.name
                for o in [o for p in game.players for o in game.zones[(p.name, Zone.GRAVEYARD)]]
                + [o for o in game.in_play if not game.objects[o].token]):
            return False
        if e == ir.WITH_NAME_CHOSEN:  # the card name chosen as it resolves (413.2c; 202.3: the same English name)
            ctx = game.in_flight.ctx
            chosen = {n.lower() for n in (ctx.results.get("chosen names", []) if ctx is not None else [])}
            if obj.card.name.lower() not in chosen:
                return False
        if e == ir.WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY:  # Null Chamber (added, session 46, c1): 410.10e, 202.3
            chosen = {n.lower() for n in (chosen_on_entry(game, source, ir.EntryChoice.CARD_NAME),
                                          chosen_on_entry(game, source, ir.EntryChoice.OPPONENTS_CARD_NAME)) if n}
            if obj.card.name.lower() not in chosen:
                return False
        if e == "targets itself":  # "target spell that targets ~" (Mistfolk): the ability's source
            so = next((s for s in game.stack.items if s.card_obj == thing or s.id == thing), None)
            if so is None or source is None or not any(getattr(t, "obj", None) == source for t in so.targets):
                return False
        if e == ir.ACTIVE_PLAYER_SINCE_TURN_BEGAN and not (  # Nettling Imp, Norritt (308.1's control test)
                isinstance(thing, int) and thing in game.objects and game.objects[thing].zone == Zone.IN_PLAY
                and game.controller_of(thing) == game.turns.active and not game.objects[thing].sick):
            return False
        if e == ir.ACTIVE_PLAYER_AT_TURN_START and not active_controlled_at_turn_start(game, thing):
            return False  # Total War as printed: controlled now and as the turn began (301.1; references says why not)
        if e in ir.TARGETS_SUCH and not _targets_such(game, thing, e, you):
            return False  # Intervene, Avoid Fate: one of the spell's targets is, now, what the words say
        if e == ir.TARGETS_ONLY_SELF and not targets_only(game, thing, source):
            return False  # Silver Wyvern: each of the spell's targets is, now, the source
        if e == ir.TARGETS_ONLY_A_PLAYER and not targets_only_players(game, thing):
            return False  # Rebound: each of the spell's targets is, now, a player
        if e == "named ~":  # "cards named ~" (402.6: the name of the object whose text it is)
            src = game.objects.get(source) if source is not None else None
            if src is None or obj.card.name != src.card.name:
                return False
        if e == ir.NOT_NAMED_SELF:  # "except for creatures named ~" (Akron Legionnaire; 402.6)
            src = game.objects.get(source) if source is not None else None
            if src is not None and obj.card.name == src.card.name:
                return False
        if e == "basic" and "Basic" not in ch.supertypes and obj.card.name not in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
            return False
        if e == "drawn this way":  # "discard one of them" (Soldevi Sage): only the cards this effect drew
            ctx = game.in_flight.ctx
            if ctx is None or thing not in ctx.results.get("drawn", []):
                return False
        if e == "revealed this way":  # "for each card revealed this way" (the Seers)
            ctx = game.in_flight.ctx
            if ctx is None or thing not in ctx.results.get("revealed", []):
                return False
        if e in ("least power", "least toughness"):  # "the creature with the least power" (Drop of Honey)
            stat = e.split()[1]
            values = [getattr(game.chars(o), stat) or 0 for o in game.in_play if "creature" in game.chars(o).types]
            if not values or (getattr(ch, stat) or 0) != min(values):
                return False
        if e == ir.GREATEST_POWER:  # Topple: no creature in play has more power (a tie is one of the greatest)
            values = [game.chars(o).power or 0 for o in game.in_play if "creature" in game.chars(o).types]
            if not values or (ch.power or 0) != max(values):
                return False
        if e.startswith("counter ") and not obj.counters.get(e[len("counter "):]):
            return False  # "with a bounty counter on it" (glossary "Counter")
        if e.startswith(ir.ORIGINALLY_PRINTED_IN) and era.first_set(ch.name) != e[len(ir.ORIGINALLY_PRINTED_IN):]:
            return False  # Golgothian Sylex: "with a name originally printed in the Antiquities expansion"
        if e == "single target":  # "spell with a single target" (Deflection)
            so = next((s for s in game.stack.items if s.card_obj == thing or s.id == thing), None)
            if so is None or len(so.targets) != 1:
                return False
        if e == "dealt damage this way":  # Incinerate: what this ability dealt damage to (not prevented)
            ctx = game.in_flight.ctx
            if ctx is None or thing not in ctx.results.get("damaged", []):
                return False
        if e == "dealt damage this turn" and not obj.damage and thing not in game.this_turn.damaged:
            return False
        if e == ir.DEALT_DAMAGE_TO_OPPONENT and not any((thing, p.name) in game.this_turn.damage_pairs
                                                         for p in game.players if p.name != you):
            return False  # damage it dealt a player other than "you" this turn (417.1)
        if e == "dealt damage by it this turn" and (source, thing) not in game.this_turn.damage_pairs:
            return False  # "a creature dealt damage by ~ this turn" (Sengir Vampire): by the ability's source
        if e == ir.DEALT_DAMAGE_TO_IT_THIS_TURN and (thing, source) not in game.this_turn.damage_pairs:
            return False  # "all creatures that dealt damage to it this turn" (Brine Hag): to the ability's source
        if e == "dealt damage by enchanted this turn":  # (Vampiric Embrace): by the creature it enchants
            host = game.objects[source].attached_to if source is not None and source in game.objects else None
            if host is None or (host, thing) not in game.this_turn.damage_pairs:
                return False
        if e == "mana-producing" and not any(isinstance(a, ir.ActivatedAbility) and a.is_mana_ability for a in ch.abilities):
            return False
        if e == "blocking it" and not (_blocking(game, thing, source) if flt.partner is None
                                       else any(_blocking(game, thing, p) for p in (partners or ()))):
            # "each creature blocking it": blocking the ability's source now (309.3) — or the
            # creature the partner names ("that Sliver … blocking it", Spined Sliver)
            return False
        if e == "blocking or blocked by it" and not (_blocking(game, thing, source) or _blocking(game, source, thing)):
            return False  # either side of a block with the ability's source, as it is now (309.3)
        if e in ir.COMBAT_DEED_PHRASES:  # "that attacked this turn", "that blocked or was blocked this turn"
            deeds, this_combat, negated = ir.combat_deed(e)
            other = None if flt.partner is None else (lambda p: p in (partners or ()))
            if game.this_turn.did_in_combat(thing, deeds, this_combat, other) == negated:
                return False
        if e == "blocked by it" and not _blocked_by_source(game, thing, source):
            return False
        if e == ir.BANDED_WITH_IT and not _banded_with(game, thing, source):
            return False  # another creature of the source's attacking band, still in it (glossary "Banding")
    return True


def _named_types(flt: ir.Filter) -> tuple[set, set, bool, set]:
    """The card types a description names for and against, whether it names a colour, and the
    basic land types it names (as a type word or a subtype), itself and in its parts."""
    pos = set(flt.types) | set(flt.types_all)
    neg = set(flt.not_types)
    colour = bool(flt.colors or flt.not_colors or flt.colored is not None)
    lands = {t for t in flt.types if t in ir.BASIC_LAND_TYPES} | {
        s.lower() for s in flt.subtypes if s.lower() in ir.BASIC_LAND_TYPES}
    for part in flt.any_of:
        p, n, c, l = _named_types(part)
        pos |= p
        neg |= n
        colour = colour or c
        lands |= l
    return pos, neg, colour, lands


def chosen_names_said(game: "Game", source: Optional[int]) -> str:
    """The names ``source`` chose as it came into play (Null Chamber: its controller's and the opponent's, 410.10e),
    in words ("the names chosen as Null Chamber came into play: Shock and Mishra's Factory"); "" when none."""
    names = [n for n in (chosen_on_entry(game, source, ir.EntryChoice.CARD_NAME), chosen_on_entry(game, source, ir.EntryChoice.OPPONENTS_CARD_NAME))
             if n]
    return f"the names chosen as {game.describe(source)} came into play: {' and '.join(names)}" if names else ""


def same_name_said(game: "Game", flt: Optional[ir.Filter], thing: int, source: Optional[int] = None) -> str:
    """Cornered Market's refusal, the permanents that share ``thing``'s name (202.3: the same English
    name; 216.2: not a token), in words ("Grizzly Bears @bb in play has its name"); Null Chamber's, the
    names ``source`` chose as it came into play (:func:`chosen_names_said`); "" for any other description."""
    if flt is not None and ir.WITH_A_NAME_CHOSEN_AS_IT_CAME_INTO_PLAY in flt.extra:
        return chosen_names_said(game, source)
    if flt is None or ir.SAME_NAME_AS_NONTOKEN_PERMANENT not in flt.extra:
        return ""
    name = game.objects[thing].card.name.lower()
    same = [game.describe(o) for o in game.in_play
            if o != thing and not game.objects[o].token and game.objects[o].card.name.lower() == name]
    return f"{', '.join(same)} in play {'has' if len(same) == 1 else 'have'} its name" if same else ""


def what_it_is(game: "Game", flt: ir.Filter, thing: Thing, fits: bool,
               source: Optional[int] = None) -> tuple[str, tuple[str, ...]]:
    """Where a rule about what an object *is* decides whether it fits ``flt`` — the words to
    say so and the rules, or ("", ()) where nothing but the description's plain words decided:

    * an artifact creature named as an artifact, or refused as one or as a creature: it is
      both (212.1, 214.6b: subject to what affects either);
    * an artifact described by colour: it has none of its own (214.6a: artifact spells are
      colourless);
    * a token described as a card, or refused as a token by "card in play" (the words of
      ``source``'s card, where it is known, say "card" and not "nontoken": Infernal Tribute,
      Brutal Suppression, Mercenary Informer as printed): a token isn't a card
      (216.2); refused by "nontoken": it is a token, a noncard permanent (216.1, glossary "Token");
    * a land refused as a land type it hasn't: a land's land type is its name (212.2c);
    * a nonbasic land with a basic land type (Tropical Island "counts as both forest and
      island"): described by that land type, it is one, its text followed (408.2f); described
      as basic or nonbasic, it stays nonbasic (214.9g);
    * a card outside play described by a characteristic an effect in play would change if it
      applied to it (Darkest Hour's "All creatures are black." and a green creature spell): it
      doesn't, an effect affects only the in-play zone (217.5b).

    A few words, said at the step where the description accepted or refused the object (the
    target announced, the target refused)."""
    if isinstance(thing, str) or not game.exists(thing):
        return "", ()
    obj = game.objects[thing]
    ch = game.chars(obj)
    pos, neg, colour, lands = _named_types(flt)
    notes: list[str] = []
    rules: list[str] = []
    if "artifact" in ch.types and "creature" in ch.types and ("artifact" in (pos if fits else neg)
                                                              or (not fits and "creature" in neg)):
        notes.append(f"{obj.name} is an artifact creature, both an artifact and a creature (212.1, 214.6b)")
        rules += ["212.1", "214.6b"]
    wants_colour = bool(flt.colors) or flt.colored is True or any(p.colors or p.colored is True for p in flt.any_of)
    if "artifact" in ch.types and colour and not ch.colors and wants_colour != fits:
        # refused where a colour is asked, or accepted where one is refused ("nonblack")
        notes.append(f"{obj.name} is an artifact, colorless (214.6a)")
        rules.append("214.6a")
    words = (game.objects[source].card.text or "").lower() if source is not None and source in game.objects else ""
    # the card's words made "nontoken" of "card" ("a card in play", "Rebel cards", "target Mercenary card": as printed)
    says_card = "nontoken" not in words and "non-token" not in words and re.search(r"\bcards?\b", words) is not None
    if not fits and obj.token and ("card" in flt.types or "card" in flt.extra or ("nontoken" in flt.extra and says_card)):
        notes.append(f"{obj.name} is a token, and a token isn't a card (216.2)")
        rules.append("216.2")
    elif not fits and obj.token and "nontoken" in flt.extra:
        # "target nontoken Mercenary" (Mercenary Informer; audit 7874 cited 216.2's "isn't a card", a rule
        # about the word "card"): "nontoken" is what it is not — a token, a noncard permanent
        notes.append(f"{obj.name} is a token (a noncard permanent created by a spell or ability: 216.1, glossary "
                     f"\"Token\"), so not a nontoken permanent")
        rules.append("216.1")
    if not fits and lands and "land" in ch.types and not any(t.capitalize() in ch.subtypes for t in lands):
        wanted = " or ".join(with_article(t.capitalize()) for t in sorted(lands))
        own = [s for s in ch.subtypes if s.lower() in ir.BASIC_LAND_TYPES] or [obj.card.name]
        # "its land type is Forest, the same as its name" (212.2c), "its land types are Forest and Island, as its
        # text says" (Tropical Island) — or, where an effect made them so, that effect (Jinx's Island: 214.9f)
        made = decided_by(game, obj, lambda c: tuple(t for t in c.subtypes if t.lower() in ir.BASIC_LAND_TYPES))
        whence = ("the same as its name" if own == [obj.card.name] and made is None
                  else f"by {game.describe(made.source)}'s effect" if made is not None and made.source is not None
                  else "by an effect" if made is not None else "as its text says")
        cited = ("212.2c",) + ((effect_rule(game, made),) if made is not None else ())
        notes.append(f"{obj.name} is not {wanted}: its land type{'s are' if len(own) > 1 else ' is'} "
                     f"{' and '.join(own)}, {whence} ({', '.join(cited)})")
        rules += cited
    if "land" in ch.types and "Basic" not in ch.supertypes and obj.card.name.lower() not in ir.BASIC_LAND_TYPES:
        has = [t for t in ir.BASIC_LAND_TYPES if t.capitalize() in ch.subtypes]
        if fits and has and lands & set(has):
            named = " and ".join(with_article(t.capitalize()) for t in has if t in lands)
            notes.append(f"{possessive(obj.name)} text says it counts as {named}, and it does (408.2f)")
            rules.append("408.2f")
        if has and ("basic" in flt.extra or "nonbasic" in flt.extra):
            notes.append(f"{obj.name} counts as {' and '.join(with_article(t.capitalize()) for t in has)} "
                         "but is still a nonbasic land (214.9g)")
            rules.append("214.9g")
    if not fits and "Aura" in flt.subtypes and "enchantment" in ch.types and "Aura" not in ch.subtypes \
            and ch.enchant is None:
        # Hope Charm's "Destroy target Aura" and Crusade (audit 7874: refused with no word of why): a global
        # enchantment reads only "Enchantment"; an Aura is a local one, which enchants a permanent (214.8a) —
        # "Enchant Land" (Wild Growth, printed in 1999 words) is one, as matches() reads it (audit 8682)
        notes.append(f"{obj.name} is a global enchantment, not an Aura (a local enchantment, 214.8a)")
        rules.append("214.8a")
    if not fits and "snow" in flt.extra and "land" in ch.types and not is_snow_covered(obj, ch):
        # "an untapped snow land you control" and a plain Forest (Karplusan Giant; audit 7874: the refusal
        # said only "it is not an untapped snow land Alice controls")
        notes.append(f"{obj.name} is not snow-covered (glossary \"Snow-Covered\")")
    if "land" in ch.types and is_snow_covered(obj, ch):
        own = [t for t in ir.BASIC_LAND_TYPES if t.capitalize() in ch.subtypes]
        if fits and lands & set(own):
            named = " and ".join(with_article(t.capitalize()) for t in own if t in lands)
            notes.append(f"{obj.name} is {named}: snow-covered is in addition to its land type "
                         f"(glossary \"Snow-Covered\")")
        if "Basic" in ch.supertypes and ("basic" in flt.extra or "nonbasic" in flt.extra):
            notes.append(f"{obj.name} is a basic land: snow-covered lands are still basic lands "
                         f"(glossary \"Basic Land\")")
    named_colours = set(flt.colors) | set(flt.not_colors) | {c for p in flt.any_of for c in (*p.colors, *p.not_colors)}
    if len(ch.colors) > 1 and named_colours & set(ch.colors):
        # "target nonblack creature" and a black-and-green one: any of its colours counts (413.2g)
        said = ", ".join(ch.colors[:-1]) + " and " + ch.colors[-1]
        notes.append(f"{obj.name} is {said}: a multicolored permanent is affected by anything that singles out any "
                     f"of its colors (413.2g, glossary \"Multicolored\")")
        rules.append("413.2g")
    if flt.mana_value is not None and "{X}" in (ch.mana_cost or ""):
        # "converted mana cost N" of a card with {X}: the X announced on the stack, 0 elsewhere
        cmc = converted_mana_cost(game, obj, ch)
        where = "while it is on the stack" if obj.zone == Zone.STACK else f"in the {obj.zone} zone, outside the stack"
        notes.append(f"{possessive(obj.name)} converted mana cost is {cmc}: the {{X}} in its mana cost counts as "
                     f"{cmc - parse_cost(ch.mana_cost, 0).total()} {where} (glossary \"X\")")
    if flt.mana_value is not None and obj.zone == Zone.STACK and any(
            so.card_obj == obj.id and so.memory.alternative for so in game.stack.items):
        # Spell Blast and a Fireblast played by sacrificing two Mountains: its mana cost still counts
        notes.append(f"{possessive(obj.name)} converted mana cost is {converted_mana_cost(game, obj, ch)}, from its mana cost "
                     f"{ch.mana_cost}: it was played for its alternative cost, which a spell referring to its mana "
                     f"cost doesn't consider (glossary \"Alternative Cost\")")
    if obj.zone != Zone.IN_PLAY and (flt.power is not None or flt.toughness is not None):
        # Imperial Recruiter's "creature card with power 2 or less" and a Lhurgoyf in the library
        for entry, value, read in (("Power", obj.card.power, flt.power), ("Toughness", obj.card.toughness, flt.toughness)):
            if read is not None and value is not None and "*" in value:
                notes.append(f"{possessive(obj.name)} {entry.lower()} is {value} on its card, and read when the card isn't in "
                             f"play the * is 0: its {entry.lower()} is {ch.power if entry == 'Power' else ch.toughness} "
                             f"(glossary \"{entry}\")")
    if obj.zone != Zone.IN_PLAY:
        said = _in_play_only(game, flt, obj, ch)
        if said:
            notes.append(said)
            rules.append("217.5b")
    return "; ".join(notes), tuple(rules)


def is_snow_covered(obj, ch: "Chars") -> bool:
    """A snow-covered land (glossary "Snow-Covered"): its current supertype (a "Snow-Covered …"
    card's printed one, judge.engine.characteristics.printed; Melting takes it away)."""
    return "Snow" in ch.supertypes


def _named_aspects(flt: ir.Filter) -> set[str]:
    """The characteristics a description reads (its colours, types, power and toughness)."""
    out = set()
    if flt.colors or flt.not_colors or flt.colored is not None:
        out.add("colors")
    if flt.types or flt.not_types or flt.types_all or flt.subtypes or flt.not_subtypes:
        out |= {"types", "subtypes"}
    if flt.power is not None:
        out.add("power")
    if flt.toughness is not None:
        out.add("toughness")
    for part in flt.any_of:
        out |= _named_aspects(part)
    return out


def _in_play_only(game: "Game", flt: ir.Filter, obj, ch) -> str:
    """A card outside play (on the stack, in a hand or graveyard) described by a characteristic
    that an effect in play would change if it applied to it: the effect applies only in play
    (217.5b: "A spell or ability affects only the in-play zone unless it specifically mentions
    another zone") — Darkest Hour's "All creatures are black." leaves a green creature spell
    green. The words, or "" where no such effect would change what the description reads."""
    aspects = _named_aspects(flt)
    if not aspects:
        return ""
    # the card as it would be in play, under its owner's control (a copy: the card is untouched)
    there = replace(obj, zone=Zone.IN_PLAY, controller=obj.controller or obj.owner)
    for eff in ordered_effects(game):
        if eff.outside_play or eff.kind is EffectKind.CONTROL or eff.source is None or eff.source == obj.id:
            continue
        src = game.objects.get(eff.source)
        if src is None or src.zone != Zone.IN_PLAY:
            continue
        was = printed(game, obj)
        if not eff.applies_to(game, there, was):
            continue
        eff.apply(game, there, was)
        changed = [a for a in sorted(aspects) if getattr(was, a) != getattr(ch, a)]
        if changed:
            return (f"{possessive(src.card.name)} \"{eff.text}\" doesn't apply to {obj.name} {_zone_phrase(obj)}: an effect "
                    f"affects only what is in play unless it mentions another zone (217.5b)")
    return ""


def _zone_phrase(obj) -> str:
    return {Zone.STACK: "on the stack", Zone.HAND: "in a hand", Zone.GRAVEYARD: "in a graveyard", Zone.LIBRARY: "in a library",
            Zone.REMOVED: Zone.REMOVED, Zone.PHASED_OUT: Zone.PHASED_OUT}.get(obj.zone, f"in the {obj.zone}")


def type_named_otherwise(flts, ch: "Chars", text: str) -> tuple[str, tuple[str, ...]]:
    """Where a description's creature type matched ``ch`` though the ability's ``text`` names it
    only in another form — a plural ("Other Elves have shroud" and an Elf): plurality and
    gender are ignored (214.7b). The words and rule, or ("", ())."""
    own = {_st(s) for s in ch.subtypes}
    for flt in flts:
        for s in flt.subtypes:
            if _st(s) in own and s.lower() not in ir.BASIC_LAND_TYPES and s != "Aura" \
                    and not re.search(rf"\b{re.escape(s)}\b", text, re.IGNORECASE):
                word = next((w for w in re.findall(r"\b[A-Z][a-z]+\b", text) if w.lower()[:2] == s.lower()[:2]
                             and w.lower() != s.lower()), None)
                said = f"\"{word}\" is the creature type {s}" if word else f"its text names the creature type {s}"
                return f"{said}: plurality and gender are ignored (214.7b)", ("214.7b",)
    return "", ()
