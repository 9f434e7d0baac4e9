"""What of a card's IR the engine executes: a card that parses but uses a construct the engine
would refuse at run time ("the engine can't apply this replacement yet") or would pass over
(a trigger event nothing watches) is *unsupported*, and counts so in every figure
(``judge cards --check --pool``, docs/cards.md).

:func:`unsupported` reads the IR the way the engine's dispatchers do — the effect handlers
registered in :data:`judge.engine.context.HANDLERS` (:func:`~judge.engine.context.handler_for`), the conditions of
:func:`judge.engine.context.check_condition`, the trigger events the trigger and combat
modules watch, the shapes of static replacement and prevention effects (419) and of
continuous effects of static abilities (418.4) — and names every construct that would not
run, with the reason. ``tests/engine/test_support.py`` checks each verdict against a run.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

from judge._speed.fastdataclass import dataclass_for, field_names
from judge.cards import ir
from judge.engine.ability_limits import ABILITY_RESTRICTIONS
from judge.engine.casting import CAST_RESTRICTIONS
from judge.engine.context import condition_tests, handler_for
from judge.engine.evasion import ONE_SHOT_KINDS
from judge.cards.ir import ChangedWords, CombatAction, EntryChoice, GraveyardPileEnd, LibraryOrder, LibraryPosition, ModeChooser, PlayerRelation, RestrictionKind, TriggerEvent, TriggerWhose
from judge.dsl.ast import Step
from judge.engine.filters import extra_applied
from judge.engine.payment import has_x
from judge.engine.replacement import RUNS_INSTEAD, STATIC_REPLACED_EVENTS
from judge.engine.statics import STATIC_EFFECTS
from judge.engine.triggers import DELAYED_ONLY_EVENTS, WATCHED_EVENTS
from judge.zones import Zone

dataclass = dataclass_for("engine")

_EFFECTS = frozenset(typing.get_args(ir.Effect)) | frozenset(ir.RULES)
#: Rules effects a resolving spell or ability applies (one-shot, 418.3a): attack and block
#: restrictions (judge.engine.evasion) and untap locks (judge.engine.effects).
_ONE_SHOT_RULES = frozenset(ONE_SHOT_KINDS) | {ir.DoesntUntap, ir.DoesntUntapNextUntapStep, ir.ReturnsAsNextUntapStep, ir.CantPlayLands,
                                               ir.AbilitiesLocked, ir.CantPhaseOut}
#: The keyword abilities (502) the engine applies: evasion and blocking (flying, shadow,
#: landwalk, protection: judge.engine.evasion), combat damage (first strike, trample:
#: judge.engine.combat_damage), flanking (judge.engine.combat), haste (judge.engine.combat,
#: payment), banding (judge.engine.banding: the era's 502.10, Appendix B being absent from the
#: followed text) and "bands with other legendary creatures" or "… creatures named …", the qualities of "bands with other"
#: the grammar reads (judge.engine.banding).
KEYWORDS_APPLIED = frozenset({"first strike", "flanking", "flying", "haste", "landwalk", "protection", "shadow",
                              "trample", "horsemanship", "phasing", "banding", "bands with other"})
#: The qualities of a keyword the engine applies, where it applies only some: "bands with other"
#: only for legendary creatures, or creatures of one name (Master of the Hunt's Wolves of the Hunt;
#: judge.engine.banding).
KEYWORD_PARAMS_APPLIED = {"bands with other": frozenset({ir.LEGENDARY_CREATURES})}


def _param_applied(k: ir.Keyword) -> bool:
    """Whether the engine applies keyword ``k`` with its quality (KEYWORD_PARAMS_APPLIED; "bands with
    other creatures named …" for any name)."""
    if k.name == "bands with other" and k.param is not None and k.param.startswith(ir.CREATURES_NAMED):
        return True
    return k.param in KEYWORD_PARAMS_APPLIED.get(k.name, {k.param})
#: Trigger events found by judge.engine.combat, not by judge.engine.triggers.detect.
_COMBAT_EVENTS = frozenset({TriggerEvent.BLOCKS, TriggerEvent.BECOMES_BLOCKED,
                            TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, TriggerEvent.ATTACKS_OR_BLOCKS,
                            TriggerEvent.ATTACKS,
                            TriggerEvent.ATTACKS_ALONE, TriggerEvent.ATTACKS_AND_ISNT_BLOCKED,
                            TriggerEvent.ONE_OR_MORE_ATTACK, TriggerEvent.ALL_ATTACK})
#: What a static ability's continuous effect can apply to (statics._static_applies).
_STATIC_SUBJECTS = (ir.This, ir.Enchanted, ir.All, type(None))


#: The module of the reader's placeholders ("it", "that player", a marker), none of which is card IR.
_PHRASES = "judge.cards.phrases"


def _trigger_unread(trig: ir.Trigger, delayed: bool) -> str:
    """What of a trigger's player or its flags the engine would not read (empty: nothing): a player that
    is no :class:`ir.TriggerWhose` member (judge.engine.triggers tells them apart by identity: words would
    match none, read as anyone's); "you or …" on another event than a permanent's "becomes the target" (judge.engine.triggers
    reads it there only); "one or more" on another event than a block's (410.9a: judge.engine.combat
    reads it there only); "that turn's" step outside a delayed ability (406.2a: only one knows the extra turn,
    judge.engine.effects.delayed)."""
    if trig.whose is not None and type(trig.whose) is not TriggerWhose:
        return f"a trigger's player {trig.whose!r} that is no ir.TriggerWhose"
    if trig.one_or_more and trig.event not in (TriggerEvent.BLOCKS, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED):
        return f"'one or more' on the trigger event {trig.event.value!r} (read of blocks only, 410.9a)"
    if trig.extra_turn and (trig.event is not TriggerEvent.BEGINNING_OF_STEP or not delayed):
        return "'that turn's' step outside a delayed triggered ability of the extra turn (406.2a)"
    if trig.or_you and (trig.event is not TriggerEvent.BECOMES_TARGET or delayed):
        return f"'you or …' on the trigger event {trig.event.value!r} (read of a permanent's 'becomes the target' only)"
    return ""


def _relation_unread(node: Any) -> str:
    """What of a player named relative to the ability's controller the engine would not read (empty:
    nothing): a description's ``controller`` (:attr:`ir.Filter.controller`) or a turn condition's player
    (:attr:`ir.ConditionKind.TURN`) that is no :class:`ir.PlayerRelation` member — judge.engine (filters,
    targets, triggers, statics, context) tells "you" from "an opponent" by the member: words would match
    neither, read as anyone's (a description) or as the opponent's turn (a condition)."""
    if isinstance(node, ir.Filter) and node.controller is not None and type(node.controller) is not PlayerRelation:
        return f"a description's player {node.controller!r} that is no ir.PlayerRelation"
    if isinstance(node, ir.Condition) and node.kind is ir.ConditionKind.TURN and type(node.value) is not PlayerRelation:
        return f"a turn condition's player {node.value!r} that is no ir.PlayerRelation"
    return ""


#: The fields of card IR that hold one of a closed set of kinds (issue 43: kinds as types), by class: (the field,
#: its enum, whether None is read too, the field in words). judge.engine tells the members apart by identity: a
#: word of old would match none — a move's "bottom" put on top, its "you" arranged by the owner, "shuffled" never shuffled, a modal spell's
#: "target opponent" chooser never targeted, a combat rule's "block" applied to no declaration,
#: "the top card of a graveyard" the bottom one.
_KIND_FIELDS: dict[type, tuple[tuple[str, type, bool, str], ...]] = {
    ir.SpellAbility: (("chooser", ModeChooser, True, "a modal spell's chooser"),),
    ir.HandToLibrary: (("where", LibraryPosition, True, "a hand-to-library move's position"),),
    ir.CombatCost: (("action", CombatAction, False, "a cost's combat declaration"),),
    ir.MaxCombatants: (("action", CombatAction, False, "a combatant limit's declaration"),),
    ir.CantUnlessOthers: (("action", CombatAction, False, "a companion restriction's declaration"),),
    ir.CantUnlessControlsMore: (("action", CombatAction, False, "a control restriction's declaration"),),
    ir.GraveyardEnd: (("end", GraveyardPileEnd, False, "a graveyard card's end of the pile"),),
    ir.Dig: (("take_position", LibraryPosition, True, "a look's chosen cards' position"),
             ("rest_position", LibraryPosition, True, "a look's other cards' position")),
    ir.CounterSpell: (("destination_position", LibraryPosition, True, "a countered spell's position"),),
    ir.ChangeText: (("words", ChangedWords, False, "a text change's words"),),
    ir.Trigger: (("step", Step, True, "a trigger's step"),),
    ir.Filter: (("zone", Zone, True, "a filter's zone"),),
    ir.MoveTo: (("zone", Zone, False, "a move's zone"), ("position", LibraryPosition, False, "a move's position"),
                ("order", LibraryOrder, False, "a move's order")),
    ir.ChooseOneOfCards: (("chosen_to", Zone, False, "a chosen card's zone"), ("rest_to", Zone, False, "the other cards' zone")),
    ir.SearchZones: (("rest", Zone, False, "the cards not found's zone"),),
    ir.RevealTopSort: (("to_zone", Zone, False, "a sorted card's zone"), ("rest_zone", Zone, False, "the other cards' zone")),
    ir.RevealedIntoPlay: (("others_to", Zone, False, "the other revealed cards' zone"),),
    ir.ActivatedAbility: (("zone", Zone, False, "an activated ability's zone"),),
    ir.TriggeredAbility: (("zone", Zone, False, "a triggered ability's zone"),),
}
#: The zone fields given with a library position (a field of :data:`_KIND_FIELDS`), by class: (the zone field, the
#: position field, the zones the engine puts cards into there, the field in words). The position is given with
#: "library" alone: a library without one would put the cards nowhere the card says, a position with another zone
#: would be left unread, and a zone of old holding its position too ("library top") is no zone.
_POSITIONED_ZONES: dict[type, tuple[tuple[str, str, frozenset[str], str], ...]] = {
    ir.Dig: (("take_to", "take_position", frozenset({Zone.HAND, Zone.GRAVEYARD, Zone.REMOVED, Zone.LIBRARY}),
              "a look's chosen cards' zone"),
             ("rest_to", "rest_position", frozenset({Zone.GRAVEYARD, Zone.REMOVED, Zone.LIBRARY}),
              "a look's other cards' zone")),
    ir.CounterSpell: (("destination", "destination_position",
                       frozenset({Zone.GRAVEYARD, Zone.LIBRARY, Zone.IN_PLAY, Zone.REMOVED}), "a countered spell's zone"),),
}


def _kind_unread(node: Any) -> str:
    """What of a field holding a kind (:data:`_KIND_FIELDS`) the engine would not read (empty: nothing): a value
    that is no member of its enum."""
    for name, enum, optional, said in _KIND_FIELDS[type(node)]:
        value = getattr(node, name)
        if type(value) is not enum and not (optional and value is None):
            return f"{said} {value!r} that is no {'judge.zones' if enum is Zone else 'ir'}.{enum.__name__}"
    for zone_field, position_field, zones, said in _POSITIONED_ZONES.get(type(node), ()):
        zone, position = getattr(node, zone_field), getattr(node, position_field)
        if zone not in zones:
            return f"{said} {zone!r} that the engine doesn't put cards into"
        if (zone is Zone.LIBRARY) != (position is not None):
            return f"{said} {zone.value!r} with {'no position' if position is None else f'the position {position.name}'}"
    return ""


class _Nodes:
    """Nodes of a walk (:func:`ir.walk`) grouped by their exact class, each class's in the walk's order: what the
    checks below pick one class of (``of``) is a look-up, not a pass over every node (they made ~40 passes a card)."""

    __slots__ = ("parts", "by_class", "_flat")

    def __init__(self, nodes: tuple = (), joined: tuple[_Nodes, ...] = ()) -> None:
        """``nodes`` (a walk's), or the nodes of each of ``joined`` after those of the one before."""
        by_class: dict[type, list] = {}
        if joined:
            self.parts: tuple[tuple, ...] = tuple(part for j in joined for part in j.parts)
            for j in joined:
                for kind, found in j.by_class.items():
                    kept = by_class.get(kind)
                    if kept is None:
                        by_class[kind] = list(found)
                    else:
                        kept.extend(found)
        else:
            self.parts = (nodes,)  # the walks these nodes are, in order
            for n in nodes:
                found = by_class.get(type(n))
                if found is None:
                    by_class[type(n)] = [n]
                else:
                    found.append(n)
        self.by_class = by_class
        self._flat: tuple | None = None

    def of(self, cls: type) -> Any:
        """The nodes that are ``cls`` instances, in the walk's order."""
        if not cls.__subclasses__():
            return self.by_class.get(cls, ())
        return [n for n in self.flat() if isinstance(n, cls)]

    def flat(self) -> tuple:
        """Every node, in the walk's order."""
        if self._flat is None:
            self._flat = tuple(n for part in self.parts for n in part)
        return self._flat


#: The fields of a card's abilities, in the order :func:`ir.walk` visits them.
_CARD_FIELDS = field_names(ir.CardAbilities)
#: What :func:`ir.walk` gives alone (it holds nothing): a field holding one needs no walk.
_LEAVES = (str, int, bool, float, type(None))


def _x_anywhere(nodes: _Nodes) -> bool:
    """Whether any of ``nodes`` is what :func:`_x_used` looks for (without one, no part of them asks an X)."""
    return bool(nodes.of(ir.VarX)) or any("{X}" in (v.unless_cost or "").upper() and v.unless_x is None
                                          for v in nodes.of(ir.CounterSpell)) \
        or any("{X}" in (v.mana or "").upper() for v in nodes.of(ir.Cost))


def unsupported(abilities: ir.CardAbilities, mana_cost: str = "", spell_card: bool = False) -> list[str]:
    """Every construct of ``abilities`` the engine would not execute, in words (empty: the
    card runs end to end). ``mana_cost``: the card's, whose {X} a permanent's "comes into
    play with X counters" uses. ``spell_card``: an instant's or sorcery's, never in play."""
    problems: list[str] = []
    # every IR node of the card, walked once (a field at a time, as ir.walk visits them) and grouped by class for
    # the checks below: ``whole`` the card's, ``everything`` its abilities' and its spell's
    walked = {name: (value,) if type(value) in _LEAVES or (type(value) is tuple and not value)
              else tuple(ir.walk(value)) for name in _CARD_FIELDS for value in (getattr(abilities, name),)}
    parts = {name: _Nodes(nodes) for name, nodes in walked.items()}
    whole = _Nodes(joined=(_Nodes((abilities,)), *parts.values()))
    everything = _Nodes(joined=(parts["abilities"], parts["spell"]))
    condition_free = not whole.of(ir.Condition)  # (no part of the card asks a condition)
    delayed = {id(d.trigger) for d in everything.of(ir.DelayedTrigger)}
    problems += sorted({why for t in everything.of(ir.Trigger)
                        for why in (_trigger_unread(t, id(t) in delayed),) if why})
    if spell_card:  # an instant or sorcery is no permanent (214.1), never in play: an ability that works there never runs
        problems += [f"an ability of an instant or sorcery that works only in play ({(ab.text or '')[:60]})"
                     for ab in abilities.abilities
                     if isinstance(ab, (ir.TriggeredAbility, ir.ActivatedAbility)) and ab.zone == Zone.IN_PLAY
                     and not (isinstance(ab, ir.TriggeredAbility)
                              and ab.trigger.event in (TriggerEvent.TO_GRAVEYARD, TriggerEvent.DISCARDED_BY_OPPONENT,
                                                       TriggerEvent.TO_GRAVEYARD_FROM_LIBRARY))]
    # a phrase of the reading left unresolved in the IR runs nowhere: a placeholder of judge.cards.phrases (told
    # by its module: its names are public there, issue 43) or a reading module's own (a private class,
    # sentences' _NameMissPlayer)
    problems += sorted({why for x in (*whole.of(ir.Filter), *whole.of(ir.Condition))
                        for why in (_relation_unread(x),) if why})
    problems += sorted({why for kind in _KIND_FIELDS for x in whole.by_class.get(kind, ()) for why in (_kind_unread(x),) if why})
    if any(kind.__module__ == _PHRASES or kind.__name__.startswith("_") for kind in whole.by_class):
        problems += [f"an unresolved phrase ({type(x).__name__.lstrip('_')}) of the card's text"
                     for x in whole.flat()
                     if (type(x).__module__ == _PHRASES or type(x).__name__.startswith("_")) and dataclasses.is_dataclass(x)]
    for ab in abilities.abilities:
        if isinstance(ab, ir.StaticAbility):
            problems += _static(ab, condition_free)
        elif isinstance(ab, ir.TriggeredAbility):
            if ab.trigger.event not in WATCHED_EVENTS:
                problems.append(f"the trigger event {ab.trigger.event.value!r} is not watched by the engine")
            elif ab.trigger.event in DELAYED_ONLY_EVENTS:
                problems.append(f"the trigger event {ab.trigger.event.value!r} is watched only for a delayed ability")
            elif ab.trigger.event is TriggerEvent.STATE and ab.trigger.state is None:
                problems.append("a state trigger names no state to watch (410.11)")
            problems += _one_shot(ab.effects, condition_free)
            for mode in ab.modes:  # each mode may be announced as it is put on the stack (410.4, 409.1b)
                problems += _one_shot(mode.effects, condition_free)
            problems += _conditions(ab, condition_free)
        elif isinstance(ab, (ir.ActivatedAbility, ir.SpellAbility)):
            problems += _one_shot(ab.effects, condition_free)
            for mode in ab.modes:
                problems += _one_shot(mode.effects, condition_free)
            problems += _conditions(ab, condition_free)
    if abilities.spell is not None:
        problems += _one_shot(abilities.spell.effects, condition_free)
        for mode in abilities.spell.modes:  # each mode may be chosen (409.1b)
            problems += _one_shot(mode.effects, condition_free)
        problems += _conditions(abilities.spell, condition_free)
    # a keyword lost whatever its quality ('loses all "bands with other" abilities': Shelkin Brownie)
    # removes every one of that name the engine gives (judge.engine.effects): no quality to apply
    lost_all = {id(e.ability) for e in everything.of(ir.RemoveAbility)
                if isinstance(e.ability, ir.Keyword) and e.ability.param is None}
    problems += [f"the keyword {k.name!r} is not applied by the engine" for k in everything.of(ir.Keyword)
                 if (k.name not in KEYWORDS_APPLIED
                                                   or (not _param_applied(k) and id(k) not in lost_all))]
    problems += sorted({f"the description word {e!r} is not applied by the engine"
                        for f in everything.of(ir.Filter)
                        for e in f.extra if not extra_applied(e)})
    # a target another player chooses (409.1c): chosen by judge.engine.triggers for a triggered
    # ability of the card's own, by judge.engine.casting for an activated one of its own (not a
    # spell's, nor a granted ability's)
    own_specs = {id(sp) for ab in abilities.abilities if isinstance(ab, (ir.TriggeredAbility, ir.ActivatedAbility))
                       for sp in ab.targets}
    problems += sorted({"a target chosen by another player outside a triggered or activated ability of the card's own "
                        "(409.1c)"
                        for sp in everything.of(ir.TargetSpec)
                        if sp.chosen_by is not None and id(sp) not in own_specs})
    # "who controls a …" describes players only (judge.engine.filters.matches)
    problems += sorted({"'who controls …' describing anything but players"
                        for f in everything.of(ir.Filter)
                        if f.player_controls is not None and not f.players})
    # the Oaths' "target player who has more life than they do and is their opponent": compared
    # with a player the ability names, which judge.engine.filters resolves where an ability is put
    # on the stack and resolves (judge.engine.triggers, judge.engine.resolve) — a player target of
    # a triggered ability of the card's own only
    compared_here = {id(sp.filter) for sp in triggered_specs_all(abilities) if sp.filter.players}
    problems += sorted({"'who has more … than they do' / 'is their opponent' outside a player target of a "
                        "triggered ability" for f in everything.of(ir.Filter)
                        if (f.opponent_of is not None or f.more_than is not None)
                        and id(f) not in compared_here})
    # "top" is applied only where an exile cost is paid (judge.engine.payment, effects.resolution_costs._if_you_do)
    costs_exiling = {id(c.exile[0]) for name in ("abilities", "spell", "additional_cost", "alternative_costs")
                     for c in parts[name].of(ir.Cost) if c.exile is not None}
    problems += sorted({"'the top … of your graveyard/library' outside an exile cost"
                        for f in everything.of(ir.Filter)
                        if "top" in f.extra and id(f) not in costs_exiling})
    # "from a single graveyard" in a cost: applied only where an activated ability's cost is paid
    # (judge.engine.payment: Night Soil)
    activated_exiling = {id(ab.cost.exile[0]) for ab in abilities.abilities
                         if isinstance(ab, ir.ActivatedAbility) and ab.cost is not None and ab.cost.exile is not None}
    problems += sorted({"'… from a single graveyard' outside an activated ability's exile cost"
                        for f in everything.of(ir.Filter)
                        if "single graveyard" in f.extra and id(f) not in activated_exiling})
    # "discard your hand", "put a counter on …", "remove a counter from a creature you control",
    # two sacrifices: paid where an activated ability's (or a spell's additional or alternative)
    # cost is paid (judge.engine.payment.pay_other_costs), nowhere else ("unless", "if you do")
    paid_here = {id(ab.cost) for ab in abilities.abilities if isinstance(ab, ir.ActivatedAbility)} | {
        id(c) for c in (abilities.additional_cost, abilities.buyback) if c is not None} | {
        id(a.cost) for a in abilities.alternative_costs}
    # … and counters put on the source itself by "unless you put …" (effects.resolution_costs._if_you_do: Aboroth's
    # cumulative upkeep), a resolution cost of its own
    paid_here |= {id(e.cost) for e in everything.of(ir.IfYouDo)
                  if e.cost.put_counters is not None and e.cost.put_counters[2] is None and not e.cost.discard_hand
                  and e.cost.remove_counters_other is None and len(e.cost.sacrifice) <= 1}
    # … and Thelon's Chant's "unless the player puts a -1/-1 counter on a creature they control" (added, o2): one
    # permanent of the payer's, chosen where the "unless" is resolved (effects.resolution_costs._if_you_do), paid once
    paid_here |= {id(e.cost) for e in everything.of(ir.IfYouDo) if not e.anyone and e.times is None
                  and e.cost_of is None and e.cost == ir.Cost(put_counters=e.cost.put_counters)
                  and e.cost.put_counters is not None and e.cost.put_counters[2] is not None}
    # … and Tainted Specter's "unless they put a card from their hand on top of their library" (added, session 79, h7):
    # a card of the payer's hand, chosen where the "unless" is resolved (effects.resolution_costs._if_you_do), paid once
    paid_here |= {id(e.cost) for e in everything.of(ir.IfYouDo) if not e.anyone and e.times is None
                  and e.cost_of is None and e.cost == ir.Cost(to_library_top=e.cost.to_library_top)
                  and e.cost.to_library_top is not None}
    problems += sorted({"a cost of discarding a hand, sacrificing all permanents, putting or moving counters, skipping a turn or step, putting a "
                        "card from the hand on top of the library, revealing a hand, discarding a card and another, or two sacrifices or any number, paid other than as an activated "
                        "ability's or a spell's cost"
                        for c in everything.of(ir.Cost)
                        if id(c) not in paid_here and (c.discard_hand or c.sacrifice_all is not None
                                                        or c.put_counters is not None or c.skip is not None
                                                        or c.remove_counters_other is not None or len(c.sacrifice) > 1
                                                        or any(isinstance(s.count, ir.AnyNumber)
                                                               and s.count.total_power_at_least is None for s in c.sacrifice)
                                                        or c.to_library_top is not None or c.reveal_hand
                                                        or c.discard_another)})
    # Skeleton Scavengers' "Pay {1} for each +1/+1 counter on ~" (added, session 47): counted where a non-mana
    # activated ability's cost is paid (judge.engine.casting, payment.mana_each_counter), nowhere else
    counted_here = {id(ab.cost) for ab in abilities.abilities
                    if isinstance(ab, ir.ActivatedAbility) and not ab.is_mana_ability}
    problems += sorted({"mana for each counter paid other than as a non-mana activated ability's cost"
                        for c in everything.of(ir.Cost) if c.mana_each_counter is not None
                        and id(c) not in counted_here})
    # Tidal Control's "Pay 2 life or {2}" (added, session 73, h10): which of the two is announced and paid where a
    # non-mana activated ability's cost is paid (judge.engine.casting, 409.1f), nowhere else
    problems += sorted({"a cost with two alternatives paid other than as a non-mana activated ability's cost"
                        for c in everything.of(ir.Cost) if c.or_cost is not None
                        and id(c) not in counted_here})
    # Phyrexian Dreadnought's "unless you sacrifice any number of creatures with total power 12 or greater": chosen
    # and checked where an "unless" is resolved (effects.resolution_costs._sacrifice_any_number), not as a cost paid
    # as an ability is played (payment.pay_other_costs checks no total)
    problems += sorted({"a sacrifice of any number with a total power, paid as an activated ability's or a spell's cost"
                        for c in everything.of(ir.Cost) if id(c) in paid_here
                        and any(isinstance(s.count, ir.AnyNumber) and s.count.total_power_at_least is not None
                                for s in c.sacrifice)})
    # Portal's "destroy one of your Forests" offered instead of another instruction: chosen and
    # carried out where an "unless" is resolved (effects.resolution_costs._if_you_do), never as an activation cost
    # (added, printed round seventeen)
    resolved_here = {id(e.cost) for e in everything.of(ir.IfYouDo) if e.times is None and not e.anyone}
    problems += sorted({"a destruction of the player's own permanents offered other than as an 'unless' of a resolving "
                        "ability" for c in everything.of(ir.Cost)
                        if c.destroy is not None and id(c) not in resolved_here})
    # Deep Spawn's "unless you put the top two cards of your library into your graveyard": the same
    # (added, Oracle triggers round sixteen)
    problems += sorted({"cards put from the top of a library offered other than as an 'unless' of a resolving ability"
                        for c in everything.of(ir.Cost) if c.mill and id(c) not in resolved_here})
    # Koskun Falls as printed's "unless you tap target untapped creature you control" (added, session 79, h7): the same
    problems += sorted({"a target tapped as a cost offered other than as an 'unless' of a resolving ability"
                        for c in everything.of(ir.Cost) if c.tap_target is not None
                        and id(c) not in resolved_here})
    # Psychic Vortex's "unless you draw a card for each age counter" (added, upk): the same
    problems += sorted({"cards drawn or tokens an opponent puts into play as a cost offered other than as an 'unless' of a resolving ability"
                        for c in everything.of(ir.Cost) if (c.draw or c.opponent_tokens is not None)
                        and id(c) not in
                        {id(e.cost) for e in everything.of(ir.IfYouDo) if not e.anyone}})
    # "a +0/+X counter" whose X nothing defines (its kind would name no power or toughness)
    problems += sorted({f"a {e.kind} counter whose X nothing defines" for e in everything.of(ir.PutCounters)
                        if ir.counter_kind_names_x(e.kind) and e.kind_x is None})
    # "all cards" with no zone (a bare "card" read as every one, Filter.zone "any"): the engine
    # gathers a group of objects from one named zone (context.refer)
    problems += sorted({"a group of cards in no named zone (say where they are: in play, in a graveyard, …)"
                        for a in everything.of(ir.All)
                        for f in a.filters if f.zone == Zone.ANY})
    # "all creatures that were blocked by that creature this turn": the partner is resolved where
    # an instruction gathers a group of objects (context.refer), nowhere else
    gathered: set[int] = set()
    if any(f.partner is not None for f in everything.of(ir.Filter)):  # (read for those alone, below)
        gathered |= {id(f) for a in ir.walk((tuple(ab for ab in abilities.abilities if not isinstance(ab, ir.StaticAbility)),
                                            abilities.spell), granted_statics=False)
                    if isinstance(a, ir.All) for f in a.filters}
        # Rabid Wombat (added, ostat5): "~ gets +2/+2 for each Aura attached to it" — a count in a
        # static ability whose partner is the source itself (judge.engine.statics: amount → refer)
        gathered |= {id(c.filter) for c in ir.walk(tuple(ab for ab in abilities.abilities if isinstance(ab, ir.StaticAbility)))
                     if isinstance(c, ir.CountOf) and isinstance(c.filter, ir.Filter) and isinstance(c.filter.partner, ir.This)
                     and ir.ATTACHED_TO_PARTNER in c.filter.extra}
        # Spined Sliver (added, Oracle triggers round fifteen): "for each creature blocking it" of a
        # triggered or activated ability — a count gathers its objects as a group does (context.amount
        # → refer), its partner resolved there
        gathered |= {id(c.filter) for c in ir.walk((tuple(ab for ab in abilities.abilities if not isinstance(ab, ir.StaticAbility)),
                                                   abilities.spell), granted_statics=False)
                     if isinstance(c, ir.CountOf) and isinstance(c.filter, ir.Filter) and c.filter.partner is not None
                     and "blocking it" in c.filter.extra}
        # Baki's Curse (session 43, c9): "to each creature for each Aura attached to that creature" — the
        # count of a damage instruction to a group, its partner each recipient in turn (ir.EachObject;
        # judge.engine.effects.damage works out each one's amount, then deals it all at one time)
        gathered |= {id(c.filter) for d in everything.of(ir.DealDamage) if not d.divided and not d.evenly
                     and all(isinstance(t, ir.All) for t in d.to)
                     for c in ir.walk((d.amount,)) if isinstance(c, ir.CountOf) and isinstance(c.filter, ir.Filter)
                     and isinstance(c.filter.partner, ir.EachObject) and ir.ATTACHED_TO_PARTNER in c.filter.extra}
        # Coat of Arms (added, session 65): "each creature gets +1/+1 for each other creature … that shares at least
        # one creature type with it" — a printed static ability's power/toughness change for a group, its count made
        # for each creature it applies to (judge.engine.statics: the partner that creature, ir.EachObject)
        gathered |= {id(c.filter) for ab in abilities.abilities if isinstance(ab, ir.StaticAbility)
                     for e in ab.effects if isinstance(e, ir.ModifyPT) and isinstance(e.what, ir.All)
                     for c in ir.walk((e.power, e.toughness)) if isinstance(c, ir.CountOf)
                     and isinstance(c.filter.partner, ir.EachObject) and ir.SHARES_CREATURE_TYPE_WITH_PARTNER in c.filter.extra}
    problems += sorted({"a description naming the other creature of a block outside a group an instruction acts on"
                        if ir.ATTACHED_TO_PARTNER not in f.extra else
                        "a description of Auras 'attached to that creature' outside a group an instruction acts on"
                        for f in everything.of(ir.Filter)
                        if f.partner is not None and id(f) not in gathered})
    # a delayed ability on a block or attack event: judge.engine.combat fires only "whenever a
    # creature blocks [this turn]" (Battle Cry, added oracle7), "whenever a creature attacks [this
    # turn]" (Song of Blood, added session 68, h5) and those watching one creature
    # (Barreling Attack, Delif's Cube), no other (they trigger nowhere else)
    problems += sorted({f"a delayed triggered ability on the combat event {d.trigger.event.value!r}"
                        for d in everything.of(ir.DelayedTrigger)
                        if d.trigger.event in _COMBAT_EVENTS
                        and not (d.trigger.event is TriggerEvent.BLOCKS and isinstance(d.trigger.subject, ir.Filter)
                                 and d.trigger.detail is None and not d.trigger.one_or_more)
                        # "whenever a creature attacks this turn" (Song of Blood, added session 68, h5):
                        # judge.engine.combat._delayed_attack_triggers
                        and not (d.trigger.event is TriggerEvent.ATTACKS and isinstance(d.trigger.subject, ir.Filter)
                                 and d.trigger.detail is None and d.trigger.whose is None
                                 and not d.trigger.one_or_more)
                        # "when that creature becomes blocked this turn" (Barreling Attack), "this turn,
                        # when target creature … attacks and isn't blocked" (Delif's Cube): the one
                        # creature it watches (judge.engine.combat._delayed_watched_block_triggers)
                        and not (d.trigger.event in (TriggerEvent.BECOMES_BLOCKED,
                                                     TriggerEvent.ATTACKS_AND_ISNT_BLOCKED)
                                 and d.this_turn and not d.repeats
                                 and isinstance(d.trigger.subject, (ir.Target, ir.TriggerObject))
                                 and d.trigger.detail is None and d.trigger.whose is None and not d.trigger.one_or_more)
                        # "until end of turn, whenever a creature you control attacks and isn't blocked" (Gaze of
                        # Pain; added, session 76, h7): judge.engine.combat._delayed_unblocked_triggers
                        and not (d.trigger.event is TriggerEvent.ATTACKS_AND_ISNT_BLOCKED and d.repeats
                                 and isinstance(d.trigger.subject, ir.Filter)
                                 and d.trigger.detail is None and d.trigger.whose is None
                                 and not d.trigger.one_or_more)})
    # "a 2/2 creature token of the chosen color and type" (Volrath's Laboratory): read off what the
    # card chose as it came into play (judge.engine.effects.tokens), so only on a card that chooses both
    entry = {c for e in (*everything.of(ir.ChooseAsEntering), *everything.of(ir.ChooseForSource)) for c in e.choices}
    problems += sorted({"a token of the chosen color and type on a card that chooses no color and creature type as it "
                        "comes into play" for t in everything.of(ir.TokenSpec)
                        if (ir.CHOSEN_COLOR in t.colors or ir.CHOSEN_TYPE in t.subtypes)
                        and not {EntryChoice.COLOR, EntryChoice.CREATURE_TYPE} <= entry})
    # "… are the second chosen type" (Illusionary Terrain; added, session 46, c4): the second of two basic
    # land types the card chose as it came into play (judge.engine.statics), so only on a card that
    # chooses two, and only in a static ability
    problems += sorted({"the second chosen land type on a card that chooses no two basic land types as it comes into "
                        "play" for e in everything.of(ir.SetLandType)
                        if e.land_type == ir.SECOND_CHOSEN_TYPE and EntryChoice.SECOND_LAND_TYPE not in entry})
    if any(e.land_type == ir.SECOND_CHOSEN_TYPE for e in everything.of(ir.SetLandType)):
        problems += sorted({"the second chosen land type outside a static ability" for e in ir.walk(
            (tuple(ab for ab in abilities.abilities if not isinstance(ab, ir.StaticAbility)), abilities.spell))
            if isinstance(e, ir.SetLandType) and e.land_type == ir.SECOND_CHOSEN_TYPE})
    # "the life paid as it came into play" (Minion of the Wastes) reads what the card paid as it came
    # into play (judge.engine.events), so only on a card that pays any amount of life so
    problems += sorted({"the life paid as it came into play on a card that pays no life as it comes into play"
                        for a in everything.of(ir.LifePaidAsEntering)
                        if EntryChoice.LIFE_PAID not in entry})
    # "the value of X as you played ~" (Venarian Gold): the X announced with the card's own mana cost
    # (409.1b), so only on a card whose mana cost has {X}
    problems += sorted({"the value of X as it was played on a card with no {X} in its mana cost"
                        for a in everything.of(ir.XAsPlayed) if "{X}" not in (mana_cost or "").upper()})
    # "the number of Forests sacrificed as it came into play" (Wood Elemental): only on a card that
    # sacrifices any number of permanents as it comes into play
    problems += sorted({"a number sacrificed as it came into play on a card that sacrifices no chosen number as it "
                        "comes into play" for a in everything.of(ir.SacrificedAsEntering)
                        if not any(e.any_number for e in everything.of(ir.SacrificesAsEntering))})
    # "the last chosen number" and "choose a number" again (Shapeshifter): only on a card that
    # chooses a number as it comes into play
    problems += sorted({"a chosen number on a card that chooses no number as it comes into play"
                        for a in (*everything.of(ir.ChosenNumber), *everything.of(ir.ChooseNumberAgain))
                        if EntryChoice.NUMBER not in entry})
    # "choose a color" again (Chromatic Armor): only on a card that chooses a colour as it comes into play, or as
    # printed (added, session 73, h7: "When ~ comes into play, put a sleight counter on it and choose a color") as its
    # own comes-into-play ability resolves (413.2c) — no colour is chosen before then, and "the chosen color" is none
    chosen_on_arrival = bool(everything.of(ir.ChooseColorAgain)) and any(isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.COMES_INTO_PLAY
                            and isinstance(ab.trigger.subject, ir.This)
                            and any(isinstance(e, ir.ChooseColorAgain) for e in ir.walk(ab.effects))
                            for ab in abilities.abilities)
    problems += sorted({"a color chosen again on a card that chooses no color as it comes into play"
                        for a in everything.of(ir.ChooseColorAgain) if EntryChoice.COLOR not in entry
                        and not chosen_on_arrival})
    problems += ["protection from the chosen color outside an ability that grants it" for k in abilities.abilities
                 if isinstance(k, ir.Keyword) and k.param == ir.CHOSEN_COLOR]
    one_shots = (tuple(ab for ab in abilities.abilities if not isinstance(ab, ir.StaticAbility)), abilities.spell)
    granted = {id(g.ability) for g in ir.walk(one_shots) if isinstance(g, ir.GrantAbility)} \
        if everything.of(ir.GrantAbility) else set()
    problems += ["protection from the color of your choice other than granted by an effect"
                 for k in everything.of(ir.Keyword)
                 if k.param == ir.COLOR_OF_CHOICE and id(k) not in granted]
    # "protection from each of that spell's colors" (Opal Titan): decided as an effect of an ability triggered by a
    # spell being played grants it, from that spell's colours (413.2f)
    on_a_spell = {id(g.ability) for ab in abilities.abilities
                  if isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.PLAYS_SPELL
                  for g in ir.walk(ab) if isinstance(g, ir.GrantAbility)} if everything.of(ir.GrantAbility) else set()
    problems += ["protection from each of that spell's colors other than granted by an ability a spell triggers"
                 for k in everything.of(ir.Keyword)
                 if k.param == ir.COLORS_OF_THAT_SPELL and id(k) not in on_a_spell]
    # a landwalk of the chosen or the sacrificed land's type is decided as an effect grants it (413.2c, 409.1f)
    problems += ["a landwalk of a chosen or sacrificed land's type other than granted by an effect"
                 for k in everything.of(ir.Keyword) if k.name == "landwalk"
                 and (k.param or "").removeprefix("snow ") in ir.LANDWALKS_CHOSEN and id(k) not in granted]
    if any(k.param == ir.SACRIFICED_LAND_TYPES for k in everything.of(ir.Keyword)):
        problems += ["landwalk of the sacrificed land's types on an ability whose cost sacrifices no land"
                     for ab in abilities.abilities if not isinstance(ab, ir.ActivatedAbility)
                     or not any(isinstance(c.what, ir.Filter) and "land" in c.what.types for c in ab.cost.sacrifice)
                     for k in ir.walk(ab) if isinstance(k, ir.Keyword) and k.param == ir.SACRIFICED_LAND_TYPES]
    problems += _conditions(abilities.alternative_costs, condition_free)
    costs = [c.cost for c in abilities.alternative_costs] + ([abilities.buyback] if abilities.buyback else [])
    if any(has_x(c) for c in costs):
        problems.append("an X in an alternative or buyback cost (discard, life or sacrifice)")
    if len(abilities.alternative_costs) > 1:
        problems.append("a choice between several alternative costs")
    # "for each additional {1}{G} you paid" counts the payments of an optional additional cost
    # the card has (409.1f); its spell's own, so a permanent's ability can't ask it
    offered = {c.mana for c in abilities.optional_costs}
    asked = {a.mana for a in parts["spell"].of(ir.TimesPaid)} | {
        sp.count_paid for sp in parts["spell"].of(ir.TargetSpec) if sp.count_paid}
    problems += [f"'for each additional {m} you paid' without that optional additional cost" for m in sorted(asked - offered)]
    if parts["abilities"].of(ir.TimesPaid) or any(a.count_paid for a in parts["abilities"].of(ir.TargetSpec)) \
            or any(a.kind is ir.ConditionKind.ADDITIONAL_COST_PAID for a in parts["abilities"].of(ir.Condition)):
        problems.append("an ability of a permanent asking what its spell's additional cost was")
    problems += [f"the play restriction {r.kind.value!r} is not enforced by the engine" for r in abilities.cast_restrictions
                 if r.kind not in CAST_RESTRICTIONS]
    problems += [f"the play restriction {r.kind.value!r} is not enforced by the engine" for ab in abilities.abilities
                 if isinstance(ab, ir.ActivatedAbility) for r in ab.restrictions if r.kind not in ABILITY_RESTRICTIONS]
    # "only once" is kept by the object for its own abilities (judge.engine.events.record_played), and for an
    # ability a resolving spell or ability grants ("gains '{0}: Untap this creature. Activate this ability only
    # once.'", Touch of Vitae), each grant a new ability, by that grant (judge.engine.effects.abilities, added,
    # session 77, h6); one a static ability grants is there, and gone, with that ability's effect, which that
    # record can't follow
    own = {id(ab) for ab in abilities.abilities}
    problems += sorted({"'only once' on an ability a static ability grants is not tracked"
                        for ab in everything.of(ir.ActivatedAbility) if id(ab) not in own
                        and id(ab) not in granted
                        for r in ab.restrictions if r.kind is RestrictionKind.ONCE})
    # A static ability an effect grants ("gains \"This creature gets +1/+1.\"", "Earthbind gains \"Enchanted
    # creature loses flying.\"") is among the object's abilities: its rules, replacements and preventions apply from
    # there (context.abilities_in_play), and its continuous effects are generated as a printed one's are while the
    # permanent has it (added, session 69, h8: judge.engine.game.Game.static_effects, 418.1, 418.4) — save those
    # that read a choice made as the permanent came into play (410.10e), which it made for its own text, never
    # for an ability granted it later
    problems += sorted({f"a static ability an effect grants that reads a choice made as the permanent came into play "
                        f"({type(e).__name__})"
                        for g in everything.of(ir.GrantAbility) if isinstance(g.ability, ir.StaticAbility)
                        for e in g.ability.effects if type(e) in STATIC_EFFECTS and not _by_text_alone(e)})
    # "that shares one of those types with it": its types are the first target's card types, given
    # it by an exchange of control of two targets (Legerdemain; reading.effects.exchange_control);
    # anywhere else none are given and it would match nothing (filters._shares_type)
    problems += sorted({"'that shares one of those types with it' outside an exchange of control of two targets"
                        for f in everything.of(ir.Filter) if f.shares_type is not None
                        and not f.shares_type.types})
    if _x_anywhere(parts["abilities"]):  # (none of the abilities' nodes asks an X: none is walked for one)
        for ab in abilities.abilities:  # an X no cost announces and no "where X is" defines
            announced = isinstance(ab, ir.ActivatedAbility) and (
                "{X}" in (ab.cost.mana or "").upper() or has_x(ab.cost)
                or isinstance((ab.cost.remove_counters or (None, 0))[1], ir.VarX)
                or (ab.cost.remove_counters or (None, 0))[1] == ir.ALL_COUNTERS) or (
                isinstance(ab, ir.StaticAbility) and "{X}" in (mana_cost or "").upper()
                and all(isinstance(e, ir.ComesIntoPlayWithCounters) for e in ab.effects))
            if not announced and _x_used((getattr(ab, "effects", ()), getattr(ab, "modes", ()))):
                problems.append("an X that nothing announces or defines")
    if abilities.spell is not None and "{X}" not in (mana_cost or "").upper() and _x_anywhere(parts["spell"]) \
            and not parts["additional_cost"].of(ir.VarX) and _x_used(
            (abilities.spell.effects, abilities.spell.modes)):
        # a spell's X is announced with its mana cost (409.1b); "pays {X}" with neither that nor
        # a "where X is" would be paid as 0
        problems.append("an X that nothing announces or defines")
    return list(dict.fromkeys(problems))


def _by_text_alone(eff: Any) -> bool:
    """Whether a static ability's continuous effect reads no choice made as its permanent came into play (410.10e:
    a chosen form, land type or color)."""
    if isinstance(eff, ir.ChosenForm):
        return False
    if isinstance(eff, ir.SetLandType) and (eff.land_type is None or eff.land_type == ir.SECOND_CHOSEN_TYPE):
        return False
    return not (isinstance(eff, ir.GrantAbility) and isinstance(eff.ability, ir.Keyword)
                and eff.ability.param == ir.CHOSEN_COLOR)


def triggered_specs_all(abilities: ir.CardAbilities) -> list:
    """The target words of the card's own triggered abilities."""
    return [sp for ab in abilities.abilities if isinstance(ab, ir.TriggeredAbility) for sp in ab.targets]


def _x_used(node: Any) -> bool:
    """Whether ``node`` (effects) asks an X: an amount X, or a demand "pays {X}" with no
    "where X is" of its own (Rethink's is defined; a bare one is the spell's or ability's X)."""
    return any(isinstance(v, ir.VarX) or (isinstance(v, ir.CounterSpell) and "{X}" in (v.unless_cost or "").upper()
                                          and v.unless_x is None)
               or (isinstance(v, ir.Cost) and "{X}" in (v.mana or "").upper()) for v in ir.walk(node))


def _conditions(node: Any, condition_free: bool = False) -> list[str]:
    """The conditions in ``node`` the engine has no test for (none when ``condition_free``: its card asks none).
    (A kind named by its words, not an ir.ConditionKind, has no test either: refused in its words.)"""
    if condition_free:
        return []
    return [f"the condition {getattr(c.kind, 'value', c.kind)!r} is not checked by the engine" for c in ir.walk(node)
            if isinstance(c, ir.Condition) and c.kind not in condition_tests()]


#: The effects whose "for as long as ~ remains tapped" (ir.LASTING) durations the engine keeps
#: (judge.engine.effects.continuous.begin_effect: continuous effects on characteristics and control).
_LASTING_APPLIED = frozenset({ir.ModifyPT, ir.SetPT, ir.GrantAbility, ir.RemoveAbility, ir.GainControl, ir.SetColor,
                              ir.SetTypes, ir.LoseAllAbilities,
                              # (added, o4) Gaea's Liege's "becomes a Forest until ~ leaves play"
                              # (judge.engine.effects.continuous.begin_effect ends it, 418.3a)
                              ir.SetLandType,
                              # (added, session 45) Gabriel Angelfire's chosen ability "until your next upkeep": the
                              # choice carried out as GrantAbility is (judge.engine.effects.abilities._chosen_keyword)
                              ir.GainChosenKeyword})


#: What an amount counting "… this way" reads (ir.ResultOf), and the instructions that record it
#: as they are carried out (judge.engine.effects): without one before it, the count is nothing.
_RESULT_PRODUCERS: dict[str, tuple[type, ...]] = {"tapped": (ir.Tap, ir.TapAnyNumber), "moved": (ir.MoveTo,),
                                                  "discarded": (ir.Discard,), "destroyed": (ir.Destroy,),
                                                  ir.POISON_REMOVED: (ir.LoseAllPoisonCounters,),
                                                  ir.COUNTERS_REMOVED: (ir.RemoveCounters,)}
#: The same for the amounts counted by player (added, Oracle statics and spells round fourteen):
#: Windfall's greatest number discarded, Winds of Change's cards each player shuffled.
_PLAYER_RESULT_PRODUCERS: dict[type, tuple[type, ...]] = {
    ir.MostDiscardedThisWay: (ir.Discard, ir.DiscardAll), ir.ShuffledThisWay: (ir.ShuffleIntoLibrary,),
    ir.ManaPaidThisWay: (ir.EachMayPayAnyMana,),  # (added, session 67, h7: Liege of the Hollows)
    ir.DiscardedThisWay: (ir.Discard, ir.DiscardAll), ir.MovedThisWayControlledBy: (ir.MoveTo, ir.Destroy)}
#: The classes :func:`_one_shot` reads each node of (the others it passes over, found by class).
_ONE_SHOT_READ = _EFFECTS | {ir.GrantAbility, ir.IfYouDo}


def _one_shot(effect_list: tuple, condition_free: bool = False) -> list[str]:
    """Effects carried out when a spell or ability resolves (413.2); a static ability they grant
    ("target creature gains vigilance": its rule) is checked as the static ability it is. (``condition_free``: the
    card asks no condition.)"""
    walked = _Nodes(tuple(ir.walk(effect_list, granted_statics=False)))
    nodes = walked.parts[0]

    def has(*kinds: type) -> bool:
        return any(walked.of(kind) for kind in kinds)

    counted = {a.what for a in walked.of(ir.ResultOf) if a.what in _RESULT_PRODUCERS}
    out = [f"a count of what was {what} this way, with nothing {what} by an instruction of the ability"
           for what in sorted(counted) if not has(*_RESULT_PRODUCERS[what])]
    doing = {ir.MostDiscardedThisWay: "discarded", ir.ShuffledThisWay: "shuffled", ir.ManaPaidThisWay: "paid",
             ir.DiscardedThisWay: "discarded", ir.MovedThisWayControlledBy: "moved"}
    out += [f"a count of what each player {doing[k]} this way, with "
            f"nothing done so by an instruction of the ability"
            for k in sorted({k for k in walked.by_class if k in _PLAYER_RESULT_PRODUCERS}, key=lambda k: k.__name__)
            if not has(*_PLAYER_RESULT_PRODUCERS[k])]
    if walked.of(ir.CountMovedThisWay) and not has(ir.Mill, ir.MillWhileBothShareAColor, ir.MoveTo):
        # (added, session 68, h5) Song of Blood: the cards an instruction of the same spell put into a graveyard
        out.append("a count of cards put into a graveyard this way, with nothing put there by an instruction of the "
                   "ability")
    if walked.of(ir.AffectedThisWay) and not any(e.duration == ir.THIS_TURN for e in walked.of(ir.AttacksIfAble)):
        # (added, session 43, c7) the set is recorded by a requirement for this turn alone (Maddening Imp)
        out.append("'those creatures' of an effect before, with no requirement for this turn before it")
    if any(a.mana_value for a in walked.of(ir.MovedThisWayControlledBy)) and not walked.of(ir.Destroy):
        # (added, o7) the converted mana costs are recorded by a destruction alone (Seeds of Innocence)
        out.append("a total of converted mana costs each player's permanents had, with nothing destroyed by an "
                   "instruction of the ability")
    for e in nodes:
        if type(e) not in _ONE_SHOT_READ:
            continue
        if isinstance(e, ir.GrantAbility) and isinstance(e.ability, ir.StaticAbility):
            out += _static(e.ability, condition_free)
        if isinstance(e, ir.IfYouDo):
            c = e.cost  # what judge.engine.effects.resolution_costs._if_you_do pays (all but {Q} and discarding this card)
            if c.untap or c.discard_self:
                out.append("an optional or 'unless' cost of untapping or discarding the card itself")
        t = type(e)
        if t not in _EFFECTS:
            continue
        if handler_for(t) is None:
            out.append(f"the engine does not execute {t.__name__} effects")
        elif t is ir.ManaInstead and e.duration != ir.UNTIL_END_OF_TURN and not (
                e.land is not None and e.duration == ir.FOREVER):  # Quarum Trench Gnomes (418.3a)
            out.append("a replacement of a land's mana from a resolving spell or ability lasting other than until end "
                       "of turn")
        elif isinstance(e, ir.Rule) and t not in _ONE_SHOT_RULES and not (
                # (added, Oracle activated round fifteen) Winding Canyons' permission this turn
                t is ir.PlayAsInstant and e.duration == ir.THIS_TURN and e.filter is not None
                # (added, o3) Stromgald Spy's hand revealed while it stays in play
                or t is ir.HandsRevealed and e.duration == ir.WHILE_SOURCE_IN_PLAY
                # (added, session 48, h3) Abeyance's "can't cast … spells" and "can't activate abilities that
                # aren't mana abilities" for the turn (judge.engine.effects.one_shot_rules, judge.engine.payment)
                or t in (ir.CantPlaySpells, ir.CantPlayNonManaAbilities)
                and e.duration in (ir.UNTIL_END_OF_TURN, ir.THIS_TURN)
                # (added, session 65, h5) Peace Talks' players and permanents no spell or activated ability may
                # target, this turn and next turn (judge.engine.effects.one_shot_rules, judge.engine.targets)
                or t is ir.CantBeTargetedBySpellsOrActivated and e.duration == ir.THIS_TURN_AND_NEXT_TURN):
            out.append(f"the rules effect {t.__name__} is applied only as a static ability")
        elif getattr(e, "duration", None) == ir.DURING_ITS_CONTROLLERS_NEXT_TURN and t is not ir.CantAttack:
            # (added, Oracle triggers round thirteen) Wall of Dust's "can't attack" only
            # (judge.engine.effects.one_shot_rules.one_shot_rule)
            out.append(f"the duration {e.duration!r} of {t.__name__} effects")
        elif getattr(e, "duration", None) == ir.DURING_THAT_PLAYERS_NEXT_TURN and t not in (ir.CantAttack, ir.AttacksIfAble):
            # (added, printed round twenty) False Peace's "target player can't attack" only; Taunt's
            # "creatures that player controls attack you if able" (added, o2)
            # (judge.engine.effects.one_shot_rules.one_shot_rule)
            out.append(f"the duration {e.duration!r} of {t.__name__} effects")
        elif getattr(e, "duration", None) == ir.THIS_TURN_AND_NEXT_TURN and t not in (
                ir.CantAttack, ir.CantBeTargetedBySpellsOrActivated):
            # (added, session 65, h5) Peace Talks' two rules only (judge.engine.effects.one_shot_rules.one_shot_rule,
            # judge.engine.effects.one_shot_rules)
            out.append(f"the duration {e.duration!r} of {t.__name__} effects")
        elif getattr(e, "duration", None) == ir.UNTIL_ITS_CONTROLLERS_NEXT_UNTAP and t is not ir.SetLandType:
            # (added, act9) applied to Orcish Farmer's land type only (judge.engine.effects.continuous.begin_effect)
            out.append(f"the duration {e.duration!r} of {t.__name__} effects")
        elif isinstance(e, ir.CombatCost) and (e.sacrifice is not None or not e.value or e.life or e.per_counter):
            # (added, act9) War Tax's mana cost to attack is applied from a resolution, not a sacrifice
            out.append("a cost to attack or block other than mana from a resolving spell or ability")
        elif isinstance(e, ir.PreventDamage) and (e.duration == ir.WHILE_IN_PLAY or e.of_each):
            out.append("static prevention from a resolving spell or ability")
        elif isinstance(e, ir.PreventDamage) and e.duration not in (ir.THIS_TURN, ir.WHILE_IN_PLAY) and not (
                # (added, p1 printed round thirty-one) Al-abara's Carpet as printed: all damage from described
                # sources, no duration stated (418.3a; judge.engine.effects.shields._prevent)
                e.duration == ir.FOREVER and isinstance(e.source, ir.All) and e.amount is None and not e.next_time
                and not e.then and e.except_from is None and not e.half_rounded_down):
            out.append(f"a prevention from a resolving spell or ability lasting {e.duration!r}")
        elif (getattr(e, "duration", None) in ir.LASTING + (ir.UNTIL_YOUR_NEXT_UPKEEP,) and t not in _LASTING_APPLIED
              and not (t is ir.DoesntUntap and e.duration in (ir.WHILE_SOURCE_TAPPED, ir.WHILE_SOURCE_IN_PLAY))
              # (added, o3) Stromgald Spy's hand revealed (judge.engine.effects.one_shot_rules: no game
              # consequence beyond the trace, the judge knowing every hand)
              and not (t is ir.HandsRevealed and e.duration == ir.WHILE_SOURCE_IN_PLAY)
              # (added, Oracle activated round nineteen) Elkin Bottle's permission to play a card
              # (judge.engine.turn ends it as the upkeep begins)
              and not (t is ir.PlayFoundAsThoughInHand and e.duration == ir.UNTIL_YOUR_NEXT_UPKEEP)
              # (added, Oracle activated round twenty-one) Spatial Binding's "can't phase out"
              # (judge.engine.turn ends it as the upkeep begins)
              and not (t is ir.CantPhaseOut and e.duration == ir.UNTIL_YOUR_NEXT_UPKEEP)):
            out.append(f"the duration {e.duration!r} of {t.__name__} effects")
    return out


#: Static effects the engine reads from a card's own text where they apply (as it comes into
#: play, as it is played or countered, in its untap step) without its ability's condition: a
#: static ability that makes one of them depend on an "if"/"as long as" would have the effect
#: whatever the condition — unsupported, never read wrong (tests/engine/test_support.py holds
#: the list to the code: every reader of a static ability's effects either looks at its
#: condition, asks ``context.static_rules`` — which does — or names its class here).
CONDITION_NOT_CHECKED = frozenset({ir.MayChooseNotToUntap, ir.AdditionalLands, ir.PlayAsInstant, ir.CantBeCountered,
                                   ir.ComesIntoPlayTapped, ir.EntersIfPaid, ir.ComesIntoPlayWithCounters,
                                   ir.LosesLifeTotalAsEntering, ir.SacrificesAsEntering, ir.DiscardsHandAsEntering, ir.ChosenForm, ir.EntersAsCopy, ir.ChooseAsEntering,
                                   ir.SparesItself, ir.OtherLandTypeUnaffected, ir.DamageCantBePrevented,
                                   # Ogre Enforcer (added, session 46, c4): its own text, read where 420.5c is
                                   # applied (judge.engine.sba) and where a scenario sets damage up (build)
                                   ir.LethalOnlyFromOneSource,
                                   # Circling Vultures (added, session 47): its own text, read as the card is
                                   # discarded from the hand (judge.engine.hand_discard)
                                   ir.DiscardAsInstant})


def _static(ab: ir.StaticAbility, condition_free: bool = False) -> list[str]:
    """Static abilities (418.4): continuous effects, rules consulted where they apply, static
    prevention (419.7a) and replacement (419) effects. (``condition_free``: the card asks no condition.)"""
    out = _conditions(ab, condition_free)
    if ab.condition is not None:
        out += [f"a condition on a static {type(e).__name__} (\"{(ab.text or '')[:50]}\"): the engine applies that "
                f"effect without looking at conditions" for e in ab.effects if type(e) in CONDITION_NOT_CHECKED]
    for e in ab.effects:
        t = type(e)
        if isinstance(e, ir.ReplaceEvent):
            shape = STATIC_REPLACED_EVENTS.get(e.event)
            if shape is None:
                out.append(f"the replacement of {e.event.value!r} events is not applied by the engine")
            elif not shape(e):
                out.append(f"this replacement of {e.event.value!r} events is not applied by the engine")
            if e.event in RUNS_INSTEAD:
                out += _one_shot(e.instead, condition_free)
        elif isinstance(e, ir.PreventDamage):
            if e.next_time or (e.amount is not None and not (e.of_each and isinstance(e.amount, int))) \
                    or (e.of_each and (e.source is not None or e.combat_only or e.then or e.except_from)):
                # (Urza's Armor's fixed part of each event to its recipients alone: added, stat)
                out.append("a static prevention shield with an amount or a 'next time'")
            if e.per_counter is not None and (e.to != (ir.This(),) or e.source is not None or e.combat_only or e.then
                                              or e.except_from is not None or e.of_each):
                out.append("a prevention for each counter of anything but the damage to the card itself")
        elif isinstance(e, ir.SparesItself):
            continue  # consulted by the state-based effects on Auras (judge.engine.sba)
        elif isinstance(e, ir.EntersIfPaid):
            c = e.cost
            if c.mana or c.tap or c.untap or c.life or c.tap_other or c.return_to_hand or c.exile \
                    or c.remove_counters or len(c.sacrifice) + (c.discard is not None) != 1 \
                    or any(isinstance(s.what, ir.This) for s in c.sacrifice):
                out.append("a price to come into play other than one sacrifice or discard")
        elif isinstance(e, ir.RedirectDamage):
            if e.amount is not None or e.next_time or e.optional or not isinstance(e.source, (ir.Filter, type(None))):
                out.append("a static redirection of the next damage, an amount, or one source")
        elif isinstance(e, ir.ComesIntoPlayWithCounters) and (
                not isinstance(e.what, (ir.This, type(None))) or not isinstance(e.count, (int, ir.VarX, ir.CountOf))):
            out.append("'comes into play with counters' for other permanents, or a variable number")
        elif t is ir.CantBeTappedForManaIfNew and e.duration == ir.WHILE_IN_PLAY:
            continue  # Kormus Bell, Living Plane as printed: consulted where mana abilities are played (new_land_mana)
        elif t is ir.ManaInstead and e.duration == ir.WHILE_IN_PLAY:
            continue  # a land's mana replaced as it is tapped for mana (judge.engine.mana_instead, 419.1)
        elif isinstance(e, ir.Rule) or t is ir.AdditionalLands:
            continue  # consulted where the rule applies (evasion, casting, payment, turn, 214.9b)
        elif t is ir.ChosenForm:
            continue  # applied to its own permanent (statics._chosen_form)
        elif t is ir.SetColor and set(e.colors) & {ir.COLOR_OF_CHOICE, ir.COLORS_OF_CHOICE}:
            out.append("a static 'the color of your choice' (chosen only as an effect resolves)")
        elif t in STATIC_EFFECTS:
            if not isinstance(getattr(e, "what", None), _STATIC_SUBJECTS):
                out.append(f"a static {t.__name__} applied to {type(e.what).__name__}")
        else:
            out.append(f"a static ability with a {t.__name__} effect is not applied by the engine")
    return out


@dataclass(frozen=True)
class CardCheck:
    """One card's verdict: ``supported`` (parses, and the engine executes all of it),
    ``unsupported`` (parses, but uses a construct the engine does not execute: ``detail``
    says which) or ``rejected`` (its text or type line is outside the card language:
    ``detail`` quotes the sentence, ``sentence``/``column`` locate where the grammar stopped)."""

    name: str
    status: str
    detail: str = ""
    sentence: str = ""
    column: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "status": self.status}
        if self.detail:
            out["detail"] = self.detail
        if self.sentence:
            out["sentence"], out["column"] = self.sentence, self.column
        return out


def check_card(card: Any, problem: str = "") -> CardCheck:
    """Read ``card`` (a :class:`judge.dsl.ast.CardDef`, through the card catalog; None with
    ``problem`` when its type line could not be read) and say whether the engine executes it
    (:func:`unsupported`)."""
    from judge.cards.catalog import catalog
    from judge.errors import CardTextError

    if card is None:
        return CardCheck("?", "rejected", problem)
    try:
        abilities = catalog().abilities(card)
    except CardTextError as err:
        return CardCheck(card.name, "rejected", err.message, err.sentence, err.column)
    spell_card = any(t in ("Instant", "Sorcery") for t in getattr(card, "types", ()))
    problems = unsupported(abilities, getattr(card, "cost", "") or "", spell_card)
    if problems:
        return CardCheck(card.name, "unsupported", "; ".join(problems))
    return CardCheck(card.name, "supported")


def shape(check: CardCheck) -> str:
    """The shape of a rejected sentence, to rank what the grammar misses most: the two words
    before where the grammar stopped and the three from there, numbers as N and the card's
    name as ~ (``… cost to | cast this spell``)."""
    if check.status != "rejected" or not check.sentence:
        return check.detail.split(":")[0] if check.status == "rejected" else ""
    import re

    s = re.sub(r"\b\d+\b", "N", check.sentence)
    col = max(check.column - 1, 0)
    before = s[:col].split()[-2:]
    after = s[col:].split()[:3]
    return " ".join(before) + " | " + " ".join(after)


def summary(checks: list[CardCheck], top: int = 20) -> dict[str, Any]:
    """Totals of a pool's verdicts and the most common shapes of rejected sentences, most
    frequent first (ties by shape), so that the next step of the card language is obvious."""
    from collections import Counter

    count = Counter(c.status for c in checks)
    shapes = Counter(shape(c) for c in checks if c.status == "rejected")
    ranked = sorted(shapes.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    total = len(checks)
    return {
        "total": total,
        "supported": count["supported"],
        "unsupported": count["unsupported"],
        "rejected": count["rejected"],
        "supported_percent": round(100.0 * count["supported"] / total, 1) if total else 0.0,
        "rejected_shapes": [{"shape": s, "cards": n} for s, n in ranked],
    }
