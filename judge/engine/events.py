"""Events: the unit of change (DESIGN). Every change to the game goes through here.

Each event passes through replacement and prevention (419, :mod:`judge.engine.replacement`
— regeneration first), is applied, is recorded for trigger detection (410,
:mod:`judge.engine.triggers`) and is traced with the rule that makes it happen.
An event that is prevented or replaced never happens and triggers nothing (410.7, 419.5).
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import replace
from typing import Any, Callable, Optional, Sequence

from judge._speed.fastdataclass import dataclass_for
from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, quoted, serial_and, with_article, own_possessive
from judge.engine.characteristics import (BASIC_LANDS, INITIAL_LEVEL, Chars, counter_pt, depends_on, order_matters,
                                          lost_all_abilities_to, ordered_effects, printed)
from judge.engine.context import (Ctx, Unsupported, abilities_in_play, amount, check_condition, named, refer, reminder_after, static_abilities,
                                  static_rules)
from judge.engine.decider import Option, choose, number_options, yes_no
from judge.engine.filters import chosen_on_entry
from judge.engine.game import Game, last_copy, leave_zone
from judge.engine.hooks import Hook
from judge.cards.ir import EntryChoice
from judge.dsl.ast import Step
from judge.engine.kinds import EffectKind, EventKind, MoveCause, ShieldKind, StackKind
from judge.engine.outcome import ChoiceSubject
from judge.engine.objects import UNKNOWN_CARD, GameObject, LastKnown, StackObject
from judge.engine.statics import say_if_condition_off
from judge.engine.state import own_object
from judge.engine.targets import matches, protected_from
from judge.engine.cant_be_enchanted import unenchantable
from judge.engine.cant_be_destroyed import cant_be_destroyed
from judge.zones import Zone

dataclass = dataclass_for("engine")


@dataclass(frozen=True)
class Event:
    """Something that happened, as trigger conditions see it (404.1). Frozen: what happened
    doesn't change (a replacement makes another event, 419), and a copy of the game shares it
    (its fields are names, numbers, kinds and :class:`LastKnown` s) — not copied field by field
    with the triggered abilities waiting that hold one (judge.engine.game.copy_state)."""

    kind: EventKind
    obj: Optional[int] = None  # the object (old id for zone changes)
    new: Optional[int] = None  # the new object after a zone change (217.8)
    from_zone: Optional[Zone] = None
    to_zone: Optional[Zone] = None
    player: Optional[str] = None
    amount: int = 0
    source: Optional[int] = None
    #: For ``zone``: what moved the card (a draw, a discard, a sacrifice, …; None: any other
    #: instruction or rule) — "draws a card", "discards a card", "if it wasn't sacrificed".
    move_cause: Optional[MoveCause] = None
    #: For ``targeted``: what targets it, a spell or an activated or triggered ability (the stack
    #: object's kind: "becomes the target of a spell").
    targeted_by: Optional[StackKind] = None
    #: For ``phase``: whether the permanent phased in (else out; glossary "Phasing").
    phased_in: bool = False
    #: For ``counters`` and ``last counter removed``: the counters' kind, in the card's own words
    #: ("intervention": open, any card may name one).
    counter: str = ""
    #: For ``step``: the step or phase that began (TurnStructure.step).
    step: Optional[Step] = None
    #: For ``combat``: what was declared or became so, as the trigger event it is ("blocks",
    #: "becomes blocked", "attacks and isn't blocked", …).
    combat_event: Optional[ir.TriggerEvent] = None
    #: For ``destroy``: why it is destroyed, the words its step says ("lethal damage").
    why: str = ""
    combat: bool = False
    #: The object as it was just before the event (410.10d look-back).
    before: Optional[tuple[GameObject, Chars]] = None
    for_mana: bool = False
    #: Where in a library a zone change puts the card (a replacement may change it).
    position: ir.LibraryPosition = ir.LibraryPosition.TOP
    #: For ``destroy``: whether regeneration may replace it (419.6b).
    can_regenerate: bool = True
    #: The controller of the spell or ability whose resolution made it happen (None: a rule,
    #: a cost or a player's own action): "a spell or ability an opponent controls causes you to
    #: discard ~" (Psychic Purge).
    by: Optional[str] = None
    #: For ``ability played``: whether the ability's cost has {T} (403.1; Haunting Wind's "without {T}
    #: in its activation cost").
    cost_taps: bool = False
    #: For ``damage``: replaced by other instructions (Lichenthrope's counters, Crumbling Sanctuary's
    #: cards removed) — the damage is never dealt and nothing sees it as damage (419.5).
    replaced: bool = False
    #: For ``damage`` to a player: his or her life total just before it (the cap of Drain Life's and El-Hajjâj's
    #: printed "not more than … the life total of the player", judge.engine.context.damage_dealt_capped).
    life_before: Optional[int] = None
    #: For ``targeted``: the player a spell or ability targets (``obj`` None) — "Whenever you or a permanent you control
    #: becomes the target of …" (Rayne, Academy Chancellor; added, session 85, h8).
    target_player: Optional[str] = None



# The rules an event passes through that live in modules above this one (judge.engine.hooks):
#: (game, event) -> the event as modified, or None if replaced entirely (419).
replace_event = Hook("replacement effects (419)")
#: game -> the static abilities that replace zone changes (419.6).
static_zone_replacements = Hook("replacement effects (419)")
#: (game, kind) -> whether a static ability replaces events of that kind (419).
has_static = Hook("replacement effects (419)")
#: (game, oid, can_regenerate, why) -> True if regeneration replaced the destruction (419.6b).
regenerate_instead = Hook("regeneration (419.6b)")
#: (game, events, looked_back) -> record what triggers (410).
detect_triggers = Hook("triggered abilities (410)")
#: game -> resolve the triggered mana abilities the mana ability just played triggered (411.3).
resolve_mana_triggers = Hook("triggered mana abilities (411.3)")
#: game -> the state-based conditions that hold now (420.5), as (kind, x, why).
sba_conditions = Hook("state-based effects (420)")
#: (game, object, player) -> those that damage dealt to that creature or player can have brought about.
sba_after_damage = Hook("state-based effects (420)")


def targeted_events(so: Any) -> list[Event]:
    """Each permanent (or card) or player a spell or ability targets "becomes the target" of it as it
    is played (409.1c; 410.4 for a triggered ability): ``player`` the one who controls it, ``target_player``
    the player targeted."""
    return [Event(EventKind.TARGETED, obj=t.obj, player=so.controller, source=so.id, targeted_by=so.kind,
                  target_player=t.player if t.obj is None else None)
            for t in so.targets if t is not None and (t.obj is not None or t.player is not None)]


#: The events whose one change of state is a creature's damage or a player's life total
#: (deal_damage, gain_life, lose_life): what state-based effect it can bring about is its object's
#: or player's alone (sba.after_damage).
_ONE_TOTAL = (EventKind.DAMAGE, EventKind.LIFE)


def _record(game: Game, events: list[Event], looked_back: Optional[list[int]] = None) -> None:
    """The events of one change, just made, looked at for what they bring about: the state-based effects' conditions
    in the middle of a resolution (420.4) and the triggered abilities they trigger (410.2). ``events``: the appliers'
    own list, made for this change and never written after — handed to the triggers' rule as it is, no copy
    (tests/engine/test_events_handed83.py)."""
    if game.resolution.resolving:
        # 420.4: conditions met only in the middle of a resolution are remembered, to show they
        # are never checked. Those that held at the last event are remembered already: when
        # the only change since is damage dealt to one creature or player (the one change of
        # state deal_damage makes) and no static ability changes characteristics (which one
        # could do by a life total or damage), only what that damage can bring about is looked at;
        # likewise a life total's change, which changes nothing else either (the first change of
        # a resolution that began with no condition holding too: Resolution.set_resolving).
        ev = events[0] if len(events) == 1 else None
        if ev is not None and ev.kind in _ONE_TOTAL and game.version == game.resolution.mid_seen + 1 \
                and game.plain_board() is not None:
            found = sba_after_damage.fn(game, ev.obj, ev.player)
        else:
            found = sba_conditions.fn(game)
        game.resolution.note_mid_sba(found)
        sampled = game.derived
        detect_triggers.fn(game, events, looked_back)
        if game.derived is sampled:  # (only bookkeeping since: triggered abilities waiting, Game.noted)
            game.resolution.note_mid_seen()
        return
    detect_triggers.fn(game, events, looked_back)


# --------------------------------------------------------------------------- zone changes


def _snapshot(game: Game, obj: GameObject) -> LastKnown:
    """The object as it last existed (413.2f): a shallow copy, as ``copy.copy`` makes it."""
    so = next((s for s in game.stack.items if s.card_obj == obj.id), None) if obj.zone == Zone.STACK else None
    ch = game.derived.chars.get(obj.id) or game.chars(obj)  # (this state's, looked up without a call)
    return LastKnown(last_copy(obj), _with_x(ch, so.x if so is not None else None))


def _with_x(ch: Chars, x: Optional[int]) -> Chars:
    """A spell's characteristics as it last existed on the stack: there {X} in its mana cost was
    the generic mana announced (glossary "X") — Illumination's "its converted mana cost" of a
    countered Iceberg with X = 3 is 5 (413.2f; audit 5551); elsewhere {X} is 0."""
    if x is None or not ch.mana_cost or "{X}" not in ch.mana_cost:
        return ch
    return replace(ch, mana_cost=ch.mana_cost.replace("{X}", "{%d}" % x))


def _remove_from_zone(game: Game, obj: GameObject) -> None:
    if obj.zone == Zone.IN_PLAY:
        game.in_play.remove(obj.id)
    elif obj.zone == Zone.STACK:
        game.stack.remove_card(obj.id)
    elif obj.zone is not None:
        lst = game.zones[(obj.owner, obj.zone)]
        if obj.id in lst:
            lst.remove(obj.id)


def _place(game: Game, obj: GameObject, position: ir.LibraryPosition = ir.LibraryPosition.TOP,
           index: Optional[int] = None) -> None:
    if obj.zone == Zone.IN_PLAY:
        game.in_play.append(obj.id)
    elif obj.zone == Zone.STACK:
        pass  # the caller pushes the StackObject
    else:
        lst = game.zones[(obj.owner, obj.zone)]
        if index is not None:
            lst.insert(index, obj.id)
        elif position is ir.LibraryPosition.BOTTOM:
            lst.append(obj.id)
        elif position is ir.LibraryPosition.TOP:
            lst.insert(0, obj.id)
        else:  # (a word of old would be put on top silently)
            raise TypeError(f"a position {position!r} that is no ir.LibraryPosition")


def new_object(game: Game, old: GameObject, zone: Zone, controller: Optional[str] = None) -> GameObject:
    """The card in its new zone: a brand-new object with a new id (217.8, 217.5c)."""
    new = GameObject(
        id=game.tally.new_id(),
        card=old.own_card or old.card,
        owner=old.owner,
        zone=zone,
        controller=controller if zone in (Zone.IN_PLAY, Zone.STACK) else None,
        label=old.label,
        token=old.token,
    )
    if zone == Zone.IN_PLAY:
        if old.zone == Zone.STACK:
            new.from_spell = old.id  # 415.3
            new.played = True  # a permanent spell resolved (glossary "Play")
        new.timestamp = game.tally.next_timestamp()
        new.control_stamp = new.timestamp
        new.sick = True
        new.entered_turn = game.turns.turn
    game.objects[new.id] = new
    if old.label:
        game.labels[old.label] = new.id
    return new


def kept_face_down(game: Game, oids: Sequence[int]) -> None:
    """Cards just removed from the game face down ("… from the game face down": Kyren Archive, Knowledge Vault,
    Gustha's Scepter; added, session 46, c3): kept so, neither player may examine them except when instructions
    allow it (217.7b). A card that leaves that zone is a new object, face up (217.8)."""
    for oid in oids:
        o = game.objects[oid]
        if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            o = own_object(game.objects, oid)
        o.face_down = True


def move_many(
    game: Game,
    oids: Sequence[int],
    to_zone: Zone,
    rule: str,
    verb: str,
    position: ir.LibraryPosition = ir.LibraryPosition.TOP,
    controller: Optional[str] = None,
    tapped: bool = False,
    cause: Optional[MoveCause] = None,
    trace: bool = True,
    attach: Optional[int] = None,
    x: Optional[int] = None,
    put_with: Optional[int] = None,
    played: bool = False,
    also: tuple[str, ...] = (),
    counters: Optional[tuple[str, int]] = None,
    also_named: Optional[dict[int, str]] = None,
    control_named: bool = False,
    face_down: bool = False,
) -> list[int]:
    """Move objects simultaneously to their owners' ``to_zone`` (one event, 410.6, 410.10d).
    ``x``: the X announced for the spell that becomes this permanent ("comes into play with X
    counters"); a permanent put into play otherwise has X = 0. ``put_with``: the permanent
    whose ability puts it into play ("enchant creature put into play with ~", Animate Dead).
    ``played``: a land played (408.2d) — a permanent played, as one a spell became is.
    ``also``: rules the step of each move cites after ``rule``. ``also_named``: words said after
    an object's name in its step (", an Island": a Mountain Tsunami destroys as one).
    ``control_named``: the instruction says whose control it comes into play under ("under your
    control", Hymn of Rebirth): the step names that player even where he or she owns it (217.5c).
    ``cause``: what moves them (a draw, a discard, …; each event's ``move_cause``). ``face_down``: "remove …
    from the game face down" (Necropotence, Knowledge Vault): each card's one step says so (217.7b; audit 8278
    said it in two steps for one move) — the caller keeps them face down (:func:`kept_face_down`).

    Returns the new ids. Objects that are no longer where they were are skipped. Moved while a
    spell or ability resolves, each event records who controls it (``Event.by``).
    """
    if type(to_zone) is not Zone:  # (a word would fail later, far from here, as a KeyError of a zone's list)
        raise TypeError(f"move_many: to_zone is a judge.zones.Zone, not {to_zone!r}")
    oids = [o for o in oids if game.exists(o)]
    if not oids:
        return []
    before_in_play = list(game.in_play)
    # Every object as it is just before the event, taken before any of them moves: the
    # last known information of each (413.2f) and what leaves-play triggers look back at
    # (410.10d) include the effects of the others leaving at the same time.
    snaps = {oid: _snapshot(game, game.objects[oid]) for oid in oids}
    # (a leaves-play ability one of them had lost, read with them all still in play: Humility leaving with it)
    lost_leaving = {oid: _own_leave_triggers_lost(game, game.objects[oid], snaps[oid][1]) for oid in oids
                    if trace and to_zone != Zone.IN_PLAY and game.objects[oid].zone == Zone.IN_PLAY}
    events: list[Event] = []
    ctx = game.in_flight.ctx if game.resolution.resolving else None
    by = ctx.controller if ctx is not None else None
    new_ids: list[int] = []
    watched = bool(game.replacements.items) or bool(static_zone_replacements.fn(game))
    for oid in oids:
        obj = game.objects[oid]
        dest, pos = to_zone, position
        if to_zone == Zone.IN_PLAY and not _paid_to_come_into_play(game, obj, controller or obj.controller or obj.owner):
            dest = Zone.GRAVEYARD  # "If you don't, put it into its owner's graveyard" (419.1)
        host = attach
        if dest == Zone.IN_PLAY and attach is None and game.abilities_of(obj).enchant is not None:
            host = _aura_host(game, obj, controller or obj.controller or obj.owner)
            if host is None:
                continue  # 214.8d: no legal permanent to enchant — it stays where it was
        if watched:
            # 419: a zone change may be replaced ("instead remove it from the game")
            ev = replace_event.fn(game, Event(EventKind.ZONE, obj=oid, from_zone=obj.zone, to_zone=to_zone, player=obj.owner,
                                           move_cause=cause, position=position))
            if ev is None:
                continue
            dest, pos = ev.to_zone, ev.position
        snap = snaps[oid]
        game.lki[oid] = snap
        from_zone = obj.zone
        lost_on_leaving = [(text, lost_to) for text, lost_to, event in lost_leaving.get(oid, ())
                           if dest != Zone.IN_PLAY and (event is ir.TriggerEvent.LEAVES_PLAY or dest == Zone.GRAVEYARD)]
        shielded = obj.regen_shields if from_zone == Zone.IN_PLAY and dest != Zone.IN_PLAY and cause is None else 0
        _remove_from_zone(game, obj)
        if obj.zone is None:  # (gone already, 217.8 — an id given twice, or moved by an earlier one's event: its own copy)
            obj = own_object(game.objects, oid)
        obj.attacking = obj.blocking = obj.blocked = False
        new = new_object(game, obj, dest, controller or (obj.controller or obj.owner))
        new.played = new.played or played
        entering: list = []
        if dest == Zone.IN_PLAY:
            # what happens as it comes into play is part of the event that puts it into play
            # (410.10e): its steps are told within the step that puts it into play, not before it
            mark = game.tracer.mark()
            _enters_as_copy(game, new)  # 410.10e: part of the event, before anything sees it
            _choose_as_it_comes_into_play(game, new, came_from=oid if from_zone == Zone.STACK else None)
            new.tapped = tapped or _enters_tapped(game, new)
            if new.tapped and trace:
                _entered_tapped_not_becoming(game, new)
            _enters_with_counters(game, new, x)
            if x is not None and any(isinstance(a, ir.XAsPlayed) for a in ir.walk(game.abilities_of(new).abilities)):
                # "the value of X as you played ~" (Venarian Gold): the X announced for its spell
                # (409.1b), remembered with the permanent it became
                game.permanents.choose_on_entry(new.id, ir.RememberedOnEntry.X_AS_PLAYED, x)
            if counters is not None:
                _put_in_with_counters(game, new, *counters)
            if trace:
                entering = game.tracer.take(mark)
            new.entered_with = put_with
            if host is not None:
                _bound_attachment(game, host)
                new.attached_to = host  # 214.8c/d: it comes into play attached
        elif dest == to_zone == Zone.REMOVED and ctx is not None:
            # the instruction that removed it names it ("return each card exiled with ~"): the
            # resolving spell or ability's source, kept apart from other cards removed (217.7c), as
            # that object (a new one if it left play and came back, 217.8); a card sent there
            # instead by a replacement (419.1) is not
            new.removed_with = ctx.source
        leave_zone(obj, new.id)  # 217.8: a new object; the one that left is no longer changed
        if ctx is not None:  # what the resolving spell or ability's later instructions follow (217.8)
            ctx.moved[oid] = new.id
        _place(game, new, pos)
        new_ids.append(new.id)
        events.append(Event(EventKind.ZONE, obj=oid, new=new.id, from_zone=from_zone, to_zone=dest,
                            player=obj.owner, move_cause=cause, before=snap, by=by))
        if trace:
            # (a card shuffled into a library has no known place in it)
            where = f"into {possessive(new.owner)} library" if verb == "is shuffled" else _zone_words(game, new)
            if control_named and dest == Zone.IN_PLAY and where == "into play":
                where = f"into play under {possessive(new.controller)} control"
            if verb.endswith("returned") and where.startswith("into ") and dest != Zone.IN_PLAY:
                where = "to " + where[5:]  # "is returned to Alice's hand" (audit 3632: Crystal Chimes)
            if dest == Zone.REMOVED and verb.endswith(" put"):  # replaced (419.1): "… is removed"
                verb, where = verb[:-4] + " removed", "from the game"
            elif dest == Zone.REMOVED and verb.endswith(" returned"):
                # a return to a hand replaced (419.1; Dreams of the Dead): "… is removed from the game instead"
                verb, where = verb[:-len(" returned")] + " removed", "from the game instead"
            extra = () if obj.token else (("217.5c",) if dest == Zone.IN_PLAY else ("217.8",))
            if face_down and dest == to_zone == Zone.REMOVED:
                where += " face down: neither player may examine it unless an instruction allows it"
                extra += ("217.7b",)
            ctl = (snap[1].controller or snap[0].controller) if from_zone == Zone.IN_PLAY else None
            if dest == Zone.GRAVEYARD and not obj.token and ctl is not None and ctl != obj.owner:
                # a card put into a graveyard goes to its owner's, whoever controlled it (217.4a)
                where += f" (its owner's graveyard, though {ctl} controlled it)"
                extra += ("217.4a",)
            elif dest in (Zone.HAND, Zone.LIBRARY) and not obj.token and ctl is not None and ctl != obj.owner:
                # a card always goes to its owner's library or hand, whoever controlled it
                where += f" (its owner's {dest}, though {ctl} controlled it: glossary \"Owner\")"
            elif dest == Zone.REMOVED and not obj.token and ctl is not None and ctl != obj.owner:
                # each player has a removed-from-the-game zone of his or her own (217.1): the owner's,
                # whoever controlled it (Soul Exchange's cost paid with another's creature)
                where += f", into {possessive(obj.owner)} removed-from-the-game zone (its owner's, though {ctl} controlled it)"
                extra += ("217.1",)
            if from_zone == Zone.LIBRARY and dest == Zone.HAND and cause is not MoveCause.DRAW:
                # moved from the library to the hand without drawing: nothing that cares about draws sees it
                where += " (put there, not drawn: glossary \"Draw\")"
            if from_zone == Zone.IN_PLAY and dest in (Zone.HAND, Zone.LIBRARY) and not obj.token and snap[0].tapped:
                # a card outside play is neither tapped nor untapped (217.5d): said where it may be
                # played again, not on every tapped creature that dies
                where += " (it was tapped; out of play a card is neither tapped nor untapped: that stays behind)"
                extra += ("217.5d",)
            # its name as it was (a copy's, 413.2f) and its label, as every other step names it
            # (two Nevinyrral's Disks destroyed at once are told apart, audit 3834)
            label = f" @{obj.label}" if obj.label else ""
            # (the name as the scenario wrote it; "unknown card", the engine's words, begins a sentence)
            head = "Unknown card" if obj.card == UNKNOWN_CARD else snap[1].name
            named = (also_named or {}).get(oid, "")
            game.tracer.step(f"{head}{label}{named}{',' if named else ''} {verb} {where}", rule, *also, *extra, kind="zone")
            game.tracer.under_last(entering)
            for text, lost_to in lost_on_leaving:
                game.tracer.step(f"{head}{label}'s {quoted(text)} doesn't trigger: it had lost it as it left play, as "
                                 f"{lost_to} makes it lose all its abilities — a leaves-play ability looks back at the "
                                 f"permanent as it was just before, with the effects then", "410.10d", kind="trigger")
            if shielded:
                # Lightbringer removing regenerating Drudge Skeletons (audit 7874): no destruction to replace
                # (a sacrifice, a state-based effect and a destruction that can't be regenerated say so where
                # they happen); the card is a new object, the shield left behind with the permanent
                new_one = "" if obj.token else "; the card is a new object now, with no shield"
                game.tracer.step(f"{possessive(f'{head}{label}')} regeneration "
                                 f"{'shield plays' if shielded == 1 else 'shields play'} no part: leaving play this way "
                                 f"is not being destroyed, the only event regeneration replaces{new_one}", "419.6b",
                                 *(() if obj.token else ("217.8",)), kind="regenerate")
            if new.from_spell is not None:
                for eff in game.effects.items:
                    if new.from_spell in eff.spells:
                        game.tracer.step(f"{new.display()} {eff.text}: an effect that edited the spell goes on applying "
                                         f"to the permanent it becomes", "415.3", "217.8", kind="effect")
            if new.attached_to is not None and dest == Zone.IN_PLAY:
                held = game.objects.get(new.attached_to)
                if held is not None and held.zone not in (Zone.IN_PLAY, Zone.STACK, Zone.REMOVED, Zone.PHASED_OUT):
                    # Animate Dead as printed: what it targeted is still a card in a graveyard, no permanent,
                    # until its comes-into-play ability puts it into play
                    spell = new.from_spell is not None  # (the spell's target, 214.8c; else chosen, 214.8d)
                    game.tracer.step(f"{new.display()} comes into play enchanting {game.describe(new.attached_to)}, a "
                                     f"card in {possessive(held.owner)} {held.zone}" + (" (the card it targeted)" if spell else ""),
                                     "214.8c" if spell else "214.8d", kind="attach")
                else:
                    game.tracer.step(f"{new.display()} comes into play attached to {game.describe(new.attached_to)}",
                                     "214.8c", kind="attach")
    # Attachments of permanents that left stay behind; 420.5d handles them.
    game.changed()
    for ev in events:  # "each creature that died this turn": put into a graveyard from play
        if ev.from_zone == Zone.IN_PLAY and ev.to_zone == Zone.GRAVEYARD and ev.new is not None and ev.new in game.objects:
            # "… that were put there from the battlefield this turn" (No Rest for the Wicked): the card there now
            there = game.objects[ev.new]
            if there.zone is None:  # (gone from the graveyard since, 217.8: its own copy to write)
                there = own_object(game.objects, ev.new)
            there.graveyard_turn = game.turns.turn
        if ev.from_zone == Zone.IN_PLAY and ev.to_zone == Zone.GRAVEYARD and "creature" in ev.before[1].types:
            game.this_turn.record_death(ev.player)
    if trace:
        for nid in [n for n in new_ids if game.objects[n].zone == Zone.IN_PLAY]:
            _modified_on_entry(game, game.objects[nid])
            say_outside_fixed_sets(game, [nid], entered=True)  # (a group effect's fixed set it isn't in, 418.3b)
            _joins_effects(game, game.objects[nid])
            _conditions_not_holding_on_entry(game, game.objects[nid])
    _record(game, events, before_in_play)
    return new_ids


def _object_options(game: Game, oids: Sequence[int]) -> list[Option]:
    """The objects a player may choose, each answered by its name or label."""
    return [Option(game.describe(o), o, lambda v, o=o: named(game, v, o)) for o in oids]


def _aura_host(game: Game, obj: GameObject, who: str) -> Optional[int]:
    """214.8d: "If a local enchantment is coming into play through any other means [than its
    spell], the player putting it into play chooses a permanent for it to enchant before it can
    enter play. If no legal permanent is available, the enchantment remains in the zone that it
    attempted to move from." The permanent chosen (None: none is legal)."""
    enchant = game.abilities_of(obj).enchant
    ch = game.chars(obj)
    if enchant.zone == Zone.GRAVEYARD:  # "enchant creature card in a graveyard" (Animate Dead): a card there
        legal = [o for p in game.apnap() for o in game.zones[(p, Zone.GRAVEYARD)]
                 if o != obj.id and matches(game, enchant, o, who, obj.id)]
        what = "card"
    else:
        legal = [o for o in game.in_play if matches(game, enchant, o, who, obj.id) and not protected_from(game, o, ch)]
        what = "permanent"
        for o in list(legal):  # Anti-Magic Aura's "can't be enchanted by other Auras" (added, session 64)
            barred = unenchantable(game, obj.id, o)
            if barred:
                legal.remove(o)
                game.tracer.step(f"{obj.name} can't come into play enchanting {game.describe(o)}: {barred}", "214.8d",
                                 "103.1", kind="choice")
    if not legal:
        game.tracer.step(f"{obj.name} would come into play, but there is no {what} it could enchant: it stays "
                         f"where it is", "214.8d", kind="zone")
        return None
    (host,) = choose(game, who, f"the {what} {obj.name} comes into play enchanting", _object_options(game, legal),
                     (1, 1), rule="214.8d")
    game.tracer.step(f"{obj.name} comes into play enchanting {game.describe(host)}, chosen by {who} as it is put "
                     f"into play", "214.8d", kind="attach")
    return host


def _paid_to_come_into_play(game: Game, obj: GameObject, who: str) -> bool:
    """"If ~ would come into play, sacrifice a Swamp instead. If you do, put ~ into play. If you
    don't, put it into its owner's graveyard" (419.1: a replacement of its own coming into
    play). The player who would control it pays (he or she must, if able, unless the card says
    "may"); whether it comes into play."""
    for first in [e for ab in game.abilities_of(obj).abilities if isinstance(ab, ir.StaticAbility)
                  for e in ab.effects if isinstance(e, ir.SacrificesAsEntering) and e.instead]:
        _sacrifices_before_it_comes_into_play(game, obj, who, first)
    prices = [e for ab in game.abilities_of(obj).abilities if isinstance(ab, ir.StaticAbility)
              for e in ab.effects if isinstance(e, ir.EntersIfPaid)]
    for price in prices:
        cost = price.cost
        if cost.sacrifice:
            spec = cost.sacrifice[0]
            n, verb = spec.count, "sacrifice"
            cands = [o for o in game.in_play if game.controller_of(o) == who and matches(game, spec.what, o, who, obj.id)]
            words = phrasebook.counted_phrase(n, spec.what, yours=True)
        else:
            n, verb = cost.discard_count or 1, "discard"
            cands = [o for o in game.zones[(who, Zone.HAND)]
                     if o != obj.id and matches(game, cost.discard, o, who, obj.id, zone_check=False)]
            words = phrasebook.counted_phrase(n, cost.discard)
        able = len(cands) >= n
        if able and price.optional:
            able = yes_no(game, who, f"whether to {verb} {words} for {obj.name} to come into play", "419.1")
        if not able:
            # the deciding fact where it can't (audit 6662: Lake of the Dead with no Swamp)
            held = (f"controls {'none' if not cands else f'only {len(cands)}'}" if verb == "sacrifice"
                    else f"has {'none' if not cands else f'only {len(cands)}'} in hand")
            game.tracer.step(f"{obj.name} would come into play; instead {who} would {verb} {words}, and "
                             f"{'chooses not to' if len(cands) >= n else f'can' + chr(39) + f't ({who} {held})'}: it is "
                             f"put into its owner's graveyard instead", "419.1", kind="replace")
            return False
        picked = cands if len(cands) == n else choose(
            game, who, f"what to {verb} for {obj.name} to come into play", _object_options(game, cands), (n, n),
            rule="419.1")
        game.tracer.step(f"{obj.name} would come into play; instead {who} {verb}s "
                         f"{', '.join(game.describe(o) for o in picked)}, then it comes into play", "419.1",
                         kind="replace")
        if verb == "sacrifice":
            sacrifice(game, picked, "419.1")
        else:
            discard(game, who, picked, "419.1")
    return True


#: What "As ~ comes into play, choose a color / a creature type / a basic land type" offers (the
#: last: Phantasmal Terrain's Oracle); an opponent is any other player in the game.
_ENTRY_WORDS: dict[EntryChoice, Sequence[str]] = {EntryChoice.COLOR: tuple(ir.COLORS),
                                                  EntryChoice.CREATURE_TYPE: tuple(t.title() for t in ir.CREATURE_TYPES),
                                                  EntryChoice.LAND_TYPE: tuple(BASIC_LANDS),
                                                  EntryChoice.SECOND_LAND_TYPE: tuple(BASIC_LANDS)}


def land_types_offered(game: Game) -> list[str]:
    """What "choose a land type" offers (Shimmer, Vision Charm): any land type, a land's type being its
    name (212.2c) — the five basic land types, then those of the lands in the game (in play as they are
    now, elsewhere as printed); a type no land has would describe nothing."""
    seen = {t for o, obj in game.objects.items()
            for ch in ((game.chars(o) if obj.zone == Zone.IN_PLAY else printed(game, obj)),) if "land" in ch.types
            for t in ch.subtypes}
    return list(BASIC_LANDS) + sorted(t for t in seen if t not in BASIC_LANDS)


def _entry_options(game: Game, new: GameObject, kind: EntryChoice, who: str) -> list[Option]:
    """What "As ~ comes into play, choose a color / an opponent / a creature type" offers
    (and "comes into play as your choice of" forms: Primal Clay's)."""
    if kind is EntryChoice.ANY_LAND_TYPE:  # Shimmer: any land type (212.2c)
        return [Option(t, t, lambda v, t=t: str(getattr(v, "name", None) or v).lower().rstrip("s") == t.lower().rstrip("s"))
                for t in land_types_offered(game)]
    if kind is EntryChoice.FORM:
        forms = [f for ab in game.abilities_of(new).abilities if isinstance(ab, ir.StaticAbility)
                 for e in ab.effects if isinstance(e, ir.ChosenForm) for f in e.forms]
        return [Option(f.text, f.text, lambda v, f=f: form_matches(f, v)) for f in forms]
    words: Sequence[str] = ([p.name for p in game.players if p.name != who] if kind is EntryChoice.OPPONENT
                            else _ENTRY_WORDS[kind])
    return [Option(w, w, lambda v, w=w: str(getattr(v, "name", None) or v).lower().rstrip("s") == w.lower().rstrip("s"))
            for w in words]


def form_matches(form: ir.Form, written: Any) -> bool:
    """Whether a scenario's word names a form: its whole text, or its P/T ("2/2")."""
    w = " ".join(str(getattr(written, "name", None) or written).lower().split())
    return w in (form.text.lower(), f"{form.power}/{form.toughness}")


def entered_as_copy(game: Game, obj: GameObject, source: GameObject, rule: ir.EntersAsCopy) -> None:
    """``obj`` has the card values of ``source`` (judge.engine.copies), with what its text adds:
    a type (Copy Artifact), its own colour and an ability (Vesuvan Doppelganger)."""
    abilities = game.card_text_abilities(source.card)
    if rule.grants:  # "and it has '…'" (Vesuvan Doppelganger)
        abilities = replace(abilities, abilities=abilities.abilities + tuple(rule.grants))
    colors = printed(game, obj).colors if rule.keeps_color else None
    from judge.engine.copies import copy_of  # (a permanent coming into play as a copy: seldom)

    game.change_card(obj.id, copy_of(source.card, abilities, rule.value, colors))


def _enters_as_copy(game: Game, new: GameObject) -> None:
    """Clone: "As ~ comes into play, you may choose a creature in play. If you do, ~ comes
    into play as a copy of that creature" — the choice is part of the event that puts it into
    play (410.10e), and it comes into play with the copied card values (418.2; what a copy
    takes: judge.engine.copies). Choosing nothing, it comes into play as itself."""
    rule = next((e for ab in game.abilities_of(new).abilities if isinstance(ab, ir.StaticAbility)
                 for e in ab.effects if isinstance(e, ir.EntersAsCopy)), None)
    if rule is None or rule.filter is None:
        return
    who = new.controller or new.owner
    oids = [o for o in game.in_play if o != new.id and matches(game, rule.filter, o, who, new.id)]
    nothing = Option("nothing", "nothing", lambda v: str(getattr(v, "name", None) or v).lower() in ("nothing", "none"))
    phrase = phrasebook.filter_phrase(rule.filter)
    picked = choose(game, who, f"{with_article(phrase)} for {new.display()} to copy as it comes into play",
                    _object_options(game, oids) + [nothing], (1, 1), rule="410.10e", forced_ok=True)[0]
    if picked == "nothing":
        game.tracer.step(f"{new.display()} copies nothing: it comes into play as itself", "410.10e", kind="zone")
        return
    source = game.objects[picked]
    entered_as_copy(game, new, source, rule)
    extra = f", except it's {with_article(rule.value)} in addition to its other types" \
        if rule.value else ", except it keeps its own color and has its ability" if rule.keeps_color else ""
    game.tracer.step(f"{new.own_card.name} comes into play as a copy of {game.describe(picked)}{extra}: the copied "
                     f"card's name, mana cost, color, types, text and power/toughness, not its counters, damage, "
                     f"status or the effects on it", "418.2", "410.10e", kind="zone")
    game.changed()


def become_copy(game: Game, oid: int, card, of: str, why: str) -> None:
    """A permanent becomes a copy (Unstable Shapeshifter): from now on its card values are
    ``card`` (judge.engine.copies); it is the same permanent, its status, counters and the
    effects on it unchanged; in any other zone it is its own card again (217.8)."""
    obj = game.objects[oid]
    name = obj.display()
    game.change_card(oid, card)
    game.tracer.step(f"{name} becomes a copy of {of}{why}: the copied card's name, mana cost, color, types, text "
                     f"and power/toughness from now on, while it stays the same permanent", "418.3a", kind="effect")


def choose_as_played(game: Game, spell: int, player: str, what: str) -> None:
    """Caller of the Hunt's "As an additional cost to play this spell, choose a creature type":
    its player chooses as he or she pays its costs (409.1f); the choice is remembered with the
    spell (``spell``, its object on the stack), read by its own "the chosen type" there and kept
    by the permanent it becomes (:func:`_choose_as_it_comes_into_play`)."""
    for ab in game.abilities_of(game.objects[spell]).abilities:
        if not isinstance(ab, ir.StaticAbility):
            continue
        for e in ab.effects:
            if not (isinstance(e, ir.ChooseAsEntering) and e.when_played):
                continue
            for kind in e.choices:
                opts = _entry_options(game, game.objects[spell], kind, player)
                value = choose(game, player, f"{with_article(kind.value)} for {what} as it is played", opts, (1, 1),
                               rule="409.1f", about=spell)[0]
                game.permanents.choose_on_entry(spell, kind, value)  # (the choice's own step says it, 409.1f)
            game.changed()


def _choose_as_it_comes_into_play(game: Game, new: GameObject, came_from: Optional[int] = None) -> None:
    """Choices a permanent's static ability needs as it comes into play, part of the event
    (410.10e): "As ~ comes into play, choose a color" (an opponent, a creature type), asked
    of its controller; Phantasmal Terrain's "a basic land type of your choice". Lich's "As ~
    enters the battlefield, you lose life equal to your life total" is part of it too.
    ``came_from``: the spell it was, if it resolved into play — what was chosen as it was
    played (Caller of the Hunt, 409.1f) is kept."""
    for ab in game.abilities_of(new).abilities:
        if not isinstance(ab, ir.StaticAbility):
            continue
        for e in ab.effects:
            if isinstance(e, ir.ChooseAsEntering) and e.when_played:
                for kind in e.choices:
                    chosen = chosen_on_entry(game, came_from, kind)
                    if chosen is not None:
                        game.permanents.choose_on_entry(new.id, kind, chosen)
                        game.tracer.step(f"{new.display()} keeps {chosen} as the {kind.value} chosen as it was played",
                                         "409.1f", kind="zone")
                    else:
                        game.tracer.step(f"{new.display()} wasn't played, so no {kind.value} was chosen for it (that "
                                         f"is chosen only as it is played): nothing is of the chosen {kind.value}",
                                         "409.1f", kind="zone")
                game.changed()
                continue
            if isinstance(e, ir.SacrificesAsEntering) and not e.instead:
                _sacrifices_as_it_comes_into_play(game, new, e)
            if isinstance(e, ir.DiscardsHandAsEntering):
                _discards_hand_as_it_comes_into_play(game, new)
            if isinstance(e, ir.LosesLifeTotalAsEntering):
                who = new.controller or new.owner
                lose_life(game, who, game.player(who).life, "410.10e",
                          f" as {new.display()} comes into play (life equal to {possessive(who)} life total)",
                          entering=new)
            if isinstance(e, ir.ChooseAsEntering):
                permanents = game.permanents
                who = new.controller or new.owner
                for kind in e.choices:
                    if kind in permanents.chosen_on_entry.get(new.id, ()):
                        continue
                    if kind is EntryChoice.LIFE_PAID:
                        permanents.choose_on_entry(new.id, kind, _pay_life_as_it_comes_into_play(game, new))
                        continue
                    if kind is EntryChoice.NUMBER:  # Shapeshifter: one of the numbers the card allows
                        permanents.choose_on_entry(new.id, kind, int(choose(
                            game, who, f"a number for {new.display()} as it comes into play", number_options(e.among),
                            (1, 1), rule="410.10e")[0]))
                        continue
                    if kind in (EntryChoice.CARD_NAME, EntryChoice.OPPONENTS_CARD_NAME):  # Null Chamber
                        permanents.choose_on_entry(new.id, kind, _choose_name_as_it_comes_into_play(game, new, kind))
                        continue
                    opts = _entry_options(game, new, kind, who)
                    # Roots of Life's "choose Island or Swamp", Mangara's Equity's "choose black or red"
                    if e.among and kind in (EntryChoice.LAND_TYPE, EntryChoice.COLOR):
                        opts = [o for o in opts if o.label in e.among]
                    what = "a land type (any: a land's type is its name, 212.2c)" if kind is EntryChoice.ANY_LAND_TYPE \
                        else with_article(kind.value)
                    if EntryChoice.SECOND_LAND_TYPE in e.choices:
                        # Illusionary Terrain's "choose two basic land types": two different ones, in order
                        first = permanents.chosen_on_entry.get(new.id, {}).get(EntryChoice.LAND_TYPE)
                        opts = [o for o in opts if o.label != first] if kind is EntryChoice.SECOND_LAND_TYPE else opts
                        what = ("the second basic land type (other than the first, " + str(first) + ")"
                                if kind is EntryChoice.SECOND_LAND_TYPE else "the first of two basic land types")
                    permanents.choose_on_entry(new.id, kind, choose(
                        game, who, f"{what} for {new.display()} as it comes into play", opts, (1, 1),
                        rule="410.10e", forced_ok=kind is EntryChoice.OPPONENT, about=new.id,
                        subject=ChoiceSubject.COLOR if kind is EntryChoice.COLOR else None)[0] if opts else None)
                game.changed()
            if type(e).__name__ == "SetLandType" and e.land_type is None \
                    and EntryChoice.LAND_TYPE not in game.permanents.chosen_on_entry.get(new.id, {}):
                who = new.controller or new.owner
                opts = [Option(t, t, lambda v, t=t: str(v).lower().rstrip("s") == t.lower()) for t in BASIC_LANDS]
                game.permanents.choose_on_entry(new.id, EntryChoice.LAND_TYPE, choose(
                    game, who, f"a basic land type for {new.display()} as it comes into play", opts, (1, 1),
                    rule="410.10e", forced_ok=False)[0])
                game.changed()


#: what a player chooses who chooses none of the names of the cards in the game (every such choice is one here)
ANOTHER_CARD_NAME = "another card name"


def _choose_name_as_it_comes_into_play(game: Game, new: GameObject, kind: EntryChoice) -> str:
    """"As ~ comes into play, you and an opponent each choose a card name other than a basic land card name" (Null
    Chamber; added, session 46, c1): part of the event that puts it into play (410.10e) — its controller's name first,
    then an opponent's (the controller says which opponent when there are several). Any name but a basic land's may
    be chosen: those offered are the names of the cards in the game and "another card name" (every other choice is
    the same here: it names no card there is); a basic land's name is no legal option (413.2c)."""
    who = new.controller or new.owner
    chooser = who
    if kind is EntryChoice.OPPONENTS_CARD_NAME:
        opponents = [p.name for p in game.players if p.name != who]
        if not opponents:
            return ANOTHER_CARD_NAME
        chooser = opponents[0] if len(opponents) == 1 else choose(
            game, who, f"the opponent who chooses a card name for {new.display()} as it comes into play",
            [Option(p, p, lambda v, p=p: str(getattr(v, "name", None) or v) == p) for p in opponents], (1, 1),
            rule="410.10e")[0]
    # a basic land card's name: the five's, and a basic snow land's (Snow-Covered Forest: a basic land too)
    names = sorted({o.card.name for o in game.objects.values() if not o.token and o.card.name not in BASIC_LANDS
                    and "Basic" not in printed(game, o).supertypes})
    opts = [Option(n, n, lambda v, n=n: str(getattr(v, "name", None) or v).lower() == n.lower())
            for n in names + [ANOTHER_CARD_NAME]]
    (name,) = choose(game, chooser, f"a card name other than a basic land card name (not {', '.join(BASIC_LANDS)}) for "
                                    f"{new.display()} as it comes into play", opts, (1, 1), rule="410.10e",
                     forced_ok=False, about=new.id)
    # (the name said once, by the choice's step; a step comparing a card with it names it, 202.3: Null Chamber's
    # refusal, Booby Trap's trigger — not again here: audit, "The name Alice chose for Null Chamber @nc is Shock")
    return name


def choose_for_source(game: Game, oid: int, kind: EntryChoice, who: str) -> Any:
    """The printed "When ~ comes into play, choose a creature type/color" (Engineered Plague, Urza's Incubator, Sol
    Grail; added, session 73, h8): its controller ``who`` chooses as the comes-into-play ability resolves (410.10a,
    413.2c) — the same options as "As ~ comes into play, choose …" offers (410.10e) — and the permanent keeps it
    where that choice is kept; the value chosen is returned."""
    value = choose(game, who, f"{with_article(kind.value)} for {game.objects[oid].display()}", _entry_options(
        game, game.objects[oid], kind, who), (1, 1), rule="410.10a", about=oid,
        subject=ChoiceSubject.COLOR if kind is EntryChoice.COLOR else None)[0]
    game.permanents.choose_on_entry(oid, kind, value)
    game.changed()
    return value


def pay_life_for_source(game: Game, oid: Optional[int], who: str, name: str) -> int:
    """The printed "When ~ comes into play, pay any amount of life" (Phyrexian Processor; added, session 74, h7): as
    the comes-into-play ability resolves (410.10a, 413.2c), ``who``, its controller, chooses an amount from 0 to his
    or her life total — a player can't pay more life than he or she has, and 0 can always be paid (glossary "Pay") —
    and pays it; the amount is returned, and kept with the permanent ``oid`` if it is still in play (where 410.10e's
    "As ~ comes into play, pay any amount of life" is kept: "the life paid as it came into play")."""
    life = game.player(who).life
    n = int(choose(game, who, f"an amount of life to pay for {name}", number_options(range(max(life, 0) + 1)), (1, 1),
                   rule="413.2c")[0])
    if n:
        lose_life(game, who, n, "410.10a", f" paying for {name} as its comes-into-play ability resolves")
    else:
        game.tracer.step(f"{who} pays 0 life for {name}"
                         + (f" (with {life} life, 0 is all {who} can pay: glossary \"Pay\")" if life <= 0 else ""),
                         "413.2c", kind="life")
    if oid is not None and game.exists(oid) and game.objects[oid].zone is Zone.IN_PLAY:
        game.permanents.choose_on_entry(oid, EntryChoice.LIFE_PAID, n)
        game.changed()
    return n


def choose_again(game: Game, oid: int, kind: EntryChoice, value: Any) -> Any:
    """A permanent's remembered choice made anew (Shapeshifter's "you may choose a number"):
    ``value`` replaces what it chose as it came into play (410.10e) or since; the old one is returned."""
    before = game.permanents.choose_on_entry(oid, kind, value)
    game.changed()
    return before


def _pay_life_as_it_comes_into_play(game: Game, new: GameObject) -> int:
    """"As ~ comes into play, pay any amount of life" (Minion of the Wastes): its controller
    chooses an amount from 0 to his or her life total — a player can't pay more life than he or
    she has, and 0 can always be paid (glossary "Pay") — and pays it, part of the event that puts
    it into play (410.10e); the amount is remembered for "the life paid as it came into play"."""
    who = new.controller or new.owner
    life = game.player(who).life
    n = int(choose(game, who, f"an amount of life to pay for {new.display()} as it comes into play",
                   number_options(range(max(life, 0) + 1)), (1, 1), rule="410.10e")[0])
    if n:
        lose_life(game, who, n, "410.10e", f" paying for {new.display()} as it comes into play (part of the event, "
                  f"not a triggered ability)", entering=new)
    else:
        game.tracer.step(f"{who} pays 0 life for {new.display()} as it comes into play"
                         + (f" (with {life} life, 0 is all {who} can pay: glossary \"Pay\")" if life <= 0 else ""),
                         "410.10e", kind="life")
    return n


def _sacrifices_as_it_comes_into_play(game: Game, new: GameObject, rule: ir.SacrificesAsEntering) -> None:
    """"As ~ comes into play, sacrifice all creatures you control" (Death Pit Offering as printed):
    part of the event that puts it into play (410.10e) — no trigger, so no player can respond
    before it; its controller sacrifices each of his or her own permanents the rule describes
    (glossary "Sacrifice"), all at once."""
    who = new.controller or new.owner
    oids = [o for o in game.in_play if o != new.id and game.objects[o].controller == who
            and matches(game, rule.filter, o, who, new.id)]
    what = phrasebook.filter_phrase(replace(rule.filter, controller=None))
    if rule.any_number:
        _sacrifices_any_number_as_it_comes_into_play(game, new, who, oids, replace(rule.filter, controller=None))
        return
    if not oids:
        game.tracer.step(f"As {new.display()} comes into play, {who} has no {what} to sacrifice", "410.10e", kind="zone")
        return
    game.tracer.step(f"As {new.display()} comes into play, {who} sacrifices each {what} he or she controls (part of "
                     f"the event, not a triggered ability)", "410.10e", kind="zone")
    sacrifice(game, oids, "410.10e")


def _sacrifices_any_number_as_it_comes_into_play(game: Game, new: GameObject, who: str, oids: list[int],
                                                 f: ir.Filter) -> None:
    """"As ~ comes into play, sacrifice any number of untapped Forests" (Wood Elemental): part of
    the event that puts it into play (410.10e) — its controller chooses any number of his or her
    own permanents the rule describes (none is a choice; glossary "Sacrifice") and sacrifices them
    all at once; how many is remembered with the permanent for "the number … sacrificed as it came
    into play"."""
    what, whats = phrasebook.filter_phrase(f), phrasebook.filter_plural(f)
    chosen = [int(o) for o in choose(game, who, f"any number of {whats} to sacrifice as {new.display()} comes into "
                                     f"play", _object_options(game, oids), (0, len(oids)), rule="410.10e",
                                     forced_ok=False, about=new.id)] if oids else []
    game.permanents.choose_on_entry(new.id, ir.RememberedOnEntry.SACRIFICED, len(chosen))
    if {ir.RememberedOnEntry.SACRIFICED_POWER, ir.RememberedOnEntry.SACRIFICED_TOUGHNESS} & {a.what for a in ir.walk(game.abilities_of(new).abilities)
                                                          if isinstance(a, ir.SacrificedAsEntering)}:
        _remembers_sacrificed_totals(game, new, chosen)
    game.changed()
    if not chosen:
        game.tracer.step(f"As {new.display()} comes into play, {who} sacrifices no {what}"
                         + ("" if oids else " (he or she controls none)"), "410.10e", kind="zone")
        return
    game.tracer.step(f"As {new.display()} comes into play, {who} sacrifices {len(chosen)} "
                     f"{what if len(chosen) == 1 else whats} (part of the event, not a triggered ability)", "410.10e",
                     kind="zone")
    sacrifice(game, chosen, "410.10e")


def _remembers_sacrificed_totals(game: Game, new: GameObject, chosen: list[int]) -> None:
    """Dracoplasm's "the total power of those creatures … their total toughness": the creatures its
    controller chose to sacrifice as it came into play, each as it last existed in play (413.2f) —
    read just before they are sacrificed, and remembered with the permanent (410.10e); none
    sacrificed, both totals are 0."""
    chars = [game.chars(o) for o in chosen]
    power = sum(c.power or 0 for c in chars)
    toughness = sum(c.toughness or 0 for c in chars)
    game.permanents.choose_on_entry(new.id, ir.RememberedOnEntry.SACRIFICED_POWER, power)
    game.permanents.choose_on_entry(new.id, ir.RememberedOnEntry.SACRIFICED_TOUGHNESS, toughness)
    if not chosen:
        game.tracer.step(f"No creature is sacrificed as {new.display()} comes into play: the total power and total "
                         f"toughness of those creatures are each 0", "413.2f", kind="static")
        return
    game.tracer.step(f"The creatures sacrificed as {new.display()} comes into play "
                     f"({', '.join(game.describe(o) for o in chosen)}) have a total power of {power} and a total "
                     f"toughness of {toughness}, each as it last existed in play", "413.2f", kind="static")


def _sacrifices_before_it_comes_into_play(game: Game, obj: GameObject, who: str, rule: ir.SacrificesAsEntering) -> None:
    """"If ~ would come into play, instead sacrifice each other permanent named ~ you control, then
    put ~ into play" (Sheltered Valley): its coming into play is replaced (419.1) — the player who
    would control it first sacrifices each of his or her own permanents the rule describes (glossary
    "Sacrifice"), all at once, then it comes into play; with none, it just comes into play."""
    oids = [o for o in game.in_play if o != obj.id and game.objects[o].controller == who
            and matches(game, rule.filter, o, who, obj.id)]
    what = phrasebook.filter_phrase(replace(rule.filter, controller=None, other=False))
    if not oids:
        game.tracer.step(f"{obj.display()} would come into play; instead {who} would first sacrifice each other "
                         f"{what} he or she controls, and controls none: it comes into play", "419.1", kind="replace")
        return
    game.tracer.step(f"{obj.display()} would come into play; instead {who} sacrifices "
                     f"{', '.join(game.describe(o) for o in oids)}, then it comes into play", "419.1", kind="replace")
    sacrifice(game, oids, "419.1")


def _discards_hand_as_it_comes_into_play(game: Game, new: GameObject) -> None:
    """"As ~ comes into play, discard your hand" (Heightened Awareness): part of the event that puts
    it into play (410.10e) — no trigger, so no player can respond before it; its controller discards
    every card in his or her hand (none: nothing happens)."""
    who = new.controller or new.owner
    hand = list(game.zones[(who, Zone.HAND)])
    if not hand:
        game.tracer.step(f"As {new.display()} comes into play, {who} has no card in hand to discard", "410.10e",
                         kind="zone")
        return
    game.tracer.step(f"As {new.display()} comes into play, {who} discards {own_possessive(who, who)} hand ({len(hand)} "
                     f"card{'s' if len(hand) != 1 else ''}; part of the event, not a triggered ability)", "410.10e",
                     kind="zone")
    discard(game, who, hand, "410.10e")


def _put_in_with_counters(game: Game, new: GameObject, kind: str, n: int) -> None:
    """"Return ~ … to play with a +1/+1 counter on it" (Sand Golem): the instruction that puts it
    into play puts the counters on it as it comes into play — part of the event, not a triggered
    ability nor an instruction after it (410.10e)."""
    new.counters[kind] = new.counters.get(kind, 0) + n
    game.forget_chars(new.id)
    game.tracer.step(f"{new.name} comes into play with {n} {kind} counter{'s' if n != 1 else ''} on it, as the "
                     f"instruction putting it into play says: part of the event that puts it into play", "410.10e",
                     kind="zone")


def _enters_with_counters(game: Game, new: GameObject, x: Optional[int] = None) -> None:
    """"[This] comes into play with N counters on it": part of the event that puts it into
    play, after any "as it comes into play" text (410.10e, glossary "Comes into Play"); "with
    X counters" uses the X announced for its spell (409.1b); ``x`` None: it wasn't played as a spell,
    and X is 0 (glossary "X": a card in any other zone than the stack has X treated as 0)."""
    for sid, rule, ctx in static_rules(game, ir.ComesIntoPlayWithCounters):
        if not isinstance(rule.what, (ir.This, type(None))):  # judge.engine.support says so too
            raise Unsupported(f"{ctx.source_name}: \"comes into play with counters\" for other permanents is not "
                              f"simulated yet")
    for ab in game.abilities_of(new).abilities:
        if not isinstance(ab, ir.StaticAbility):
            continue
        if any(isinstance(e, ir.ComesIntoPlayWithCounters) for e in ab.effects):
            # Spike Feeder under Humility (audit 16863, Polar Kraken's shape): no abilities as it comes into play
            # (410.10b's example), so none of its own "comes into play with" counters
            if _own_entry_text_lost(game, new, ab, "with no counters"):
                continue
        for e in ab.effects:
            if not isinstance(e, ir.ComesIntoPlayWithCounters):
                continue
            if isinstance(e.count, ir.CountOf):  # "… for each creature card in your graveyard" (Zombie Mob)
                ctx = Ctx(game=game, controller=new.controller or new.owner, source=new.id, source_name=new.name,
                          targets=[])
                counted = refer(ctx, ir.All((e.count.filter,)))
                n = len(counted)
                if n > 0 and e.value:
                    new.counters[e.value] = new.counters.get(e.value, 0) + n
                    game.forget_chars(new.id)
                game.tracer.step(f"{new.name} comes into play with {n} {e.value} counter{'s' if n != 1 else ''} on it "
                                 f"(one for each {phrasebook.filter_phrase(e.count.filter, ctx.controller)}, counted as it comes "
                                 f"into play)",
                                 "410.10e", kind="zone")
                if e.removes_counted:
                    _removes_counted_as_it_comes_into_play(game, new, e.count.filter, counted)
                continue
            if not isinstance(e.count, (int, ir.VarX)):
                raise Unsupported(f"{new.name}: a variable number of counters as it comes into play is not simulated yet")
            n = (x or 0) if isinstance(e.count, ir.VarX) else e.count
            if isinstance(e.what, (ir.This, type(None))) and e.value and (n > 0 or isinstance(e.count, ir.VarX)):
                if n > 0:  # (X = 0: none, and said so — Krakilin with X = 0 is a 0/0)
                    new.counters[e.value] = new.counters.get(e.value, 0) + n
                    game.forget_chars(new.id)
                why = ("" if not isinstance(e.count, ir.VarX) else f" (X = {x}, announced for its spell)" if x is not None
                       else " (X is 0: it wasn't played as a spell, and X off the stack is 0, glossary \"X\")")
                game.tracer.step(f"{new.name} comes into play with {n} {e.value} counter"
                                 f"{'s' if n != 1 else ''} on it{why}: part of the event that puts it into play, "
                                 f"not a triggered ability", "410.10e", kind="zone")


def _removes_counted_as_it_comes_into_play(game: Game, new: GameObject, f: ir.Filter, counted: list) -> None:
    """Zombie Mob as printed: "… one +1/+1 counter for each summon card in your graveyard. Remove all of those summon
    cards from the game." — one paragraph, one ability (402.7), and no trigger word in it (404.1): the very cards just
    counted are removed from the game as part of the event that puts it into play (410.10e), so no player can respond
    between its coming into play and their removal; none counted, none is removed."""
    who = new.controller or new.owner
    if not counted:
        game.tracer.step(f"As {new.display()} comes into play, there is no {phrasebook.filter_phrase(f, who)} to remove from the "
                         f"game", "410.10e", kind="zone")
        return
    game.tracer.step(f"As {new.display()} comes into play, {phrasebook.counted_phrase(len(counted), f, you=who)} counted for its "
                     f"counters {'is' if len(counted) == 1 else 'are'} removed from the game (part of the event, not a "
                     f"triggered ability)", "410.10e", kind="zone")
    move_many(game, list(counted), Zone.REMOVED, "410.10e", "is removed")


def _entered_tapped_not_becoming(game: Game, new: GameObject) -> None:
    """A permanent that comes into play tapped doesn't "become tapped" (glossary "Becomes": only when a
    permanent's status changes from untapped to tapped): a "Whenever a [kind] becomes tapped" ability in
    play whose description it fits says it doesn't trigger, and why (410.2) — Royal Decree and a Mountain
    Rampant Growth puts into play tapped (audit 8480)."""
    for sid in abilities_in_play(game)[1]:
        if sid == new.id or not game.exists(sid):
            continue
        for ab in game.chars(sid).abilities:
            if not isinstance(ab, ir.TriggeredAbility) or ab.trigger.event is not ir.TriggerEvent.IS_TAPPED \
                    or not isinstance(ab.trigger.subject, ir.Filter) \
                    or not matches(game, ab.trigger.subject, new.id, game.controller_of(sid), sid):
                continue
            game.tracer.step(f"{new.display()} comes into play tapped: {possessive(game.objects[sid].display())} "
                             f"\"{ab.text}\" doesn't trigger — it never becomes tapped, its status never changing from "
                             f"untapped to tapped (glossary \"Becomes\")", "410.2", kind="trigger")


def _own_entry_text_lost(game: Game, new: GameObject, ab: ir.StaticAbility, instead: str) -> bool:
    """Whether ``new``'s own "comes into play tapped / with N counters" ability ``ab`` is one an effect making it lose
    all its abilities (Humility) takes as it comes into play — said, with how it comes into play ``instead``
    ("untapped", "with no counters"). Continuous effects modify a card as it comes into play (410.10b): "it comes
    into play with no abilities" (410.10b's example), so what its own text says of how it comes into play (410.10e)
    doesn't apply. Read with it seen as it would be in play."""
    if not any(e.kind is EffectKind.LOSE_ALL_ABILITIES for e in game.effects.items) \
            and not game.in_any_text(ir.LoseAllAbilities):
        return False  # (no effect could take it away: the common case costs no change of state)
    game.in_play.append(new.id)
    game.changed()
    try:
        lost_to = None if ab in game.chars(new.id).abilities else lost_all_abilities_to(game, new)
    finally:
        game.in_play.remove(new.id)
        game.changed()
    if lost_to is None:
        return False
    game.tracer.step(f"{new.name} comes into play {instead}: its own {quoted(ab.text)} is gone as it comes into play, "
                     f"as {lost_to} makes it lose all its abilities (continuous effects apply as a card comes into "
                     f"play)", "410.10b", "410.10e", kind="zone")
    return True


def _enters_tapped(game: Game, new: GameObject) -> bool:
    """"[This] comes into play tapped" (its own text: part of the event that puts it into play, not
    a trigger, 410.10e) or "... come into play tapped" (another permanent's static ability: its
    continuous effect alters the permanent as it comes into play, 418.4a, glossary "Comes into Play")."""
    for ab in game.abilities_of(new).abilities:
        if isinstance(ab, ir.StaticAbility) and any(
                isinstance(e, ir.ComesIntoPlayTapped) and isinstance(e.what, (ir.This, type(None)))
                for e in ab.effects):
            # Polar Kraken under Humility (audit 16863): it comes into play with no abilities (410.10b's example),
            # so its own "comes into play tapped" doesn't apply
            if _own_entry_text_lost(game, new, ab, "untapped"):
                break
            # glossary "Comes into Play" is the rule for "comes into play tapped" by name; 410.10e
            # lists the "as"/"with" forms of the same kind of text: part of the event, no trigger
            game.tracer.step(f"{new.name} comes into play tapped: its own text alters how it comes into play, so it "
                             f"isn't put into play untapped and then tapped (glossary \"Comes into Play\"; part of the "
                             f"event, not a triggered ability)", "410.10e", kind="zone")
            return True
    if not game.in_any_text(ir.ComesIntoPlayTapped):  # no card's text could tap it (the check below made
        return False                                    # every permanent's arrival cost two changes of state)
    game.in_play.append(new.id)  # seen as it would be in play (410.10b)
    game.changed()
    try:
        for sid, rule, ctx in list(static_rules(game, ir.ComesIntoPlayTapped)):
            if isinstance(rule.what, ir.All) and any(matches(game, f, new.id, ctx.controller, sid) for f in rule.what.filters):
                # another permanent's static ability (Root Maze): a continuous effect applying to what its
                # text names at any moment (418.4a), altering the permanent as it comes into play — not put
                # into play untapped and then tapped (glossary "Comes into Play"); not the permanent's own
                # "comes into play as/with" text (410.10e), nor a replacement effect (419.1: those say "instead")
                game.tracer.step(f"{new.name} comes into play tapped ({ctx.source_name}: it alters the permanent as it "
                                 f"comes into play — it isn't put into play untapped and then tapped; glossary "
                                 f"\"Comes into Play\")", "418.4a", kind="zone")
                return True
            if isinstance(rule.what, ir.All) and not new.played and any(
                    ir.PLAYED in f.extra and matches(game, replace(f, extra=tuple(e for e in f.extra if e != ir.PLAYED)),
                                                     new.id, ctx.controller, sid) for f in rule.what.filters):
                game.tracer.step(f"{new.name} comes into play untapped: {ctx.source_name} taps only what is played, and it "
                                 f"was put into play, not played (glossary \"Play\")", "418.4a", kind="zone")
    finally:
        game.in_play.remove(new.id)
        game.changed()
    return False


def _conditions_not_holding_on_entry(game: Game, new: GameObject) -> None:
    """A permanent coming into play with a static ability whose condition doesn't hold ("gets
    +1/+2 as long as it's white" on a red creature: Favorable Destiny, audit 5652): its effect
    doesn't exist while the condition doesn't hold (418.4a) — said as it comes into play, as
    the scenario's start says it of the permanents already in play; when the condition comes
    to hold, statics.trace_applications says so."""
    for ab in game.abilities_of(new).abilities:
        if isinstance(ab, ir.StaticAbility):
            say_if_condition_off(game, new.id, ab)


def _joins_effects(game: Game, new: GameObject) -> None:
    """A permanent whose static abilities affect an object other effects already affect:
    they interact in dependency, then timestamp order (418.5c-d); say so where it happens."""
    if not any(isinstance(ab, ir.StaticAbility) for ab in game.abilities_of(new).abilities):
        return
    # (the game's own effects: what is worked out of them is kept for the state, Dependencies)
    # those that exist: not one of an ability it has lost as it came into play (Deranged Hermit's "Squirrel
    # creatures get +1/+1" under Humility depends on Humility's effect and exists no longer, 418.5b —
    # it joins nothing; audit 9591), which ordered_effects has left out
    allfx = ordered_effects(game)
    existing = {id(e) for e in allfx}
    mine = [e for e in game.static_effects() if e.source == new.id and id(e) in existing]
    if not mine:
        return
    dependency_decides(game, mine, allfx)
    # one step for the objects where the same effects meet in the same way (Crusade's on each white
    # creature another Crusade affects: said once, naming them), in the order of play
    joined: dict[tuple, list[GameObject]] = {}
    for oid in list(game.in_play):
        o = game.objects[oid]
        base = printed(game, o)
        if not any(e.applies_to(game, o, base) for e in mine):
            continue
        others = [e for e in allfx if e.source != new.id and e.applies_to(game, o, base)]
        if others and _kept_out_by(game, new, o, [e for e in mine if e.applies_to(game, o, base)], others):
            continue
        others = _others_kept_out(game, new, o, [e for e in mine if e.applies_to(game, o, base)], others)
        if others:
            # "the latest wins" only where they conflict: +1/+1 and +1/+1 add up in either order
            on_o = [e for e in mine if e.applies_to(game, o, base)]
            how = ("the latest wins where they conflict" if order_matters(game, o, on_o, others)
                   else "here none conflicts with another: the order changes nothing")
            initial = _initial_values_under(game, o, on_o, others)
            if initial:  # Kormus Bell's "black" under an earlier "becomes blue" (214.5)
                how = initial + ("; otherwise the latest wins where they conflict" if _conflict_apart(
                    game, o, on_o, others) else "")
            depends = _depends_in_what_it_does(game, o, base, on_o, others)
            # (each ability's words once: Humility's one ability is two effects, its abilities and its 1/1)
            texts = "; ".join(list(dict.fromkeys(e.text for e in others))[:3])
            joined.setdefault((len(others), texts, depends, how, bool(initial)),
                              []).append(o)
    for (n, texts, depends, how, initial), objs in joined.items():
        on = objs[0].display() if len(objs) == 1 else f"each of {serial_and([x.display() for x in objs])}"
        game.tracer.step(f"{possessive(new.display())} effect on {on} joins {n} other continuous effect{'s' if n > 1 else ''} "
                         f"{'there ' if len(objs) > 1 else ''}({texts}): dependency first, then timestamp order — "
                         f"{depends}{how} (the effects of its static abilities have its timestamp, when it came into "
                         f"play: glossary \"Timestamp Order\")", *(("214.5",) if initial else ()),
                         *(("418.5b",) if depends else ()), "418.5c", "418.5d", kind="effect")


def _kept_out_by(game: Game, new: GameObject, o: GameObject, on_o: list, others: list) -> bool:
    """Where every effect of the new permanent's static abilities that describes ``o`` by its printed
    values applies to it no longer once another effect, applied first, has changed it (Illusionary
    Terrain's "Basic lands of the first chosen type are the second chosen type" on a Forest that Evil
    Presence has made a Swamp: audit 13227): say that it doesn't apply, and why — applied first
    because this one depends on it (418.5b: it changes what this one applies to) or by its earlier
    timestamp (418.5c) — and return True; else False (the step "joins … the latest wins" would be wrong)."""
    applied = set(game.chars(o.id).applied)
    if not on_o or any((e.source, e.text) in applied for e in on_o):
        return False
    now = game.chars(o.id)
    if any(e.applies_to(game, o, now) for e in on_o):
        return False
    why = _why_kept_out(game, o, on_o[0], others, applied)
    if why is None:
        return False
    game.tracer.step(f"{possessive(new.display())} {quoted(on_o[0].text)} doesn't apply to {o.display()}: {why[0]}",
                     *why[1], kind="effect")
    return True


def _others_kept_out(game: Game, new: GameObject, o: GameObject, on_o: list, others: list) -> list:
    """``others`` less those the new permanent's effects keep off ``o`` — the other way round from
    :func:`_kept_out_by`: an older effect describing ``o`` by its printed values that applies to it no longer
    once one of the new permanent's, applied first, has changed it (Illusionary Terrain's "Basic lands of the
    first chosen type are the second chosen type", Forest then Island, and a newer Evil Presence on a Forest:
    the Terrain depends on it, 418.5b, so Evil Presence applies first, 418.5c, and the land, a Swamp, is no
    Forest the Terrain describes — audit 13227). Each is said so, and why, not "the latest wins" (418.5d)."""
    applied = set(game.chars(o.id).applied)
    kept = []
    for e in others:
        if (e.source, e.text) in applied:
            continue
        why = _why_kept_out(game, o, e, on_o, applied)
        if why is None:
            continue
        kept.append(e)
        them = game.describe(e.source) if e.source is not None and game.exists(e.source) else "another effect"
        game.tracer.step(f"{possessive(them)} {quoted(e.text)} no longer applies to {o.display()}: {why[0]}", *why[1],
                         kind="effect")
    return [e for e in others if e not in kept]


def _why_kept_out(game: Game, o: GameObject, mine: Any, causes: list, applied: set) -> Optional[tuple[str, tuple]]:
    """Why the effect ``mine``, which describes ``o`` by its printed values, doesn't apply to it: one of ``causes``
    applying to it (``applied``), applied first, changes it out of ``mine``'s description — first because ``mine``
    depends on it (418.5b) or by its earlier timestamp (418.5c). (The words, the rules), or None where none does."""
    base = printed(game, o)

    def turns_off(e) -> bool:  # applying ``e`` alone to the printed values leaves ``o`` out of ``mine``'s description
        ch = replace(base, abilities=list(base.abilities))
        e.apply(game, o, ch)
        return not mine.applies_to(game, o, ch)

    found = [e for e in causes if (e.source, e.text) in applied and turns_off(e)]
    first = next((e for e in found if depends_on(game, mine, e)), None)
    if first is not None:
        rules: tuple = ("418.5b", "418.5c")
        how = "it depends on {} (applying that one changes what it applies to), which applies first"
        if first.timestamp > mine.timestamp:
            how += ", though newer,"
    else:
        first = next((e for e in found if e.timestamp < mine.timestamp), None)
        rules, how = ("418.5c",), "{}, with an earlier timestamp, applies first"
    if first is None:
        return None
    them = game.describe(first.source) if first.source is not None and game.exists(first.source) else "another effect"
    return (how.format(f"{possessive(them)} {quoted(first.text)}") + f" and leaves {o.display()} no longer one it "
            f"describes", rules)


def _initial_values_under(game: Game, o: GameObject, mine: list, others: list) -> str:
    """Where the new permanent's type-changing static ability (Kormus Bell: "All Swamps are 1/1 black
    creatures that are still lands") meets, on ``o``, an effect that doesn't change its type and
    conflicts with it (Thoughtlace's "becomes blue", Sorceress Queen's "becomes 0/2"): the type change
    and the values its words state are initial values, which that effect overrides whatever the
    timestamps (214.5) — the words saying so; "" elsewhere."""
    initial = [e for e in mine if e.kind in INITIAL_LEVEL]
    over = [e for e in others if e.kind not in INITIAL_LEVEL and e.kind is not EffectKind.CONTROL
            and e.kind is not EffectKind.SWITCH_PT]
    if not initial or not over or not order_matters(game, o, initial, over):
        return ""
    which = ("the other effect, which doesn't change its type," if len(others) == 1 else
             f"{'the effect' if len(over) == 1 else 'the effects'} that {'doesn' if len(over) == 1 else 'don'}'t "
             f"change its type ({'; '.join(quoted(e.text) for e in over[:3])})")
    return (f"but its type change and the values its words state are initial values: {which} still "
            f"{'applies' if len(over) == 1 else 'apply'} on top of them, whatever the timestamps")


def _conflict_apart(game: Game, o: GameObject, mine: list, others: list) -> bool:
    """Whether ``mine`` and ``others`` conflict on ``o`` apart from an initial value under an effect that
    doesn't change the type (:func:`_initial_values_under`): there, timestamp order decides (418.5c)."""
    return (order_matters(game, o, [e for e in mine if e.kind not in INITIAL_LEVEL], others)
            or order_matters(game, o, [e for e in mine if e.kind in INITIAL_LEVEL],
                             [e for e in others if e.kind in INITIAL_LEVEL]))


def _depends_in_what_it_does(game: Game, o: GameObject, base, mine: list, others: list) -> str:
    """Where an effect on ``o`` depends on one of the new permanent's (418.5b: applying that one
    changes what it does to ``o`` — Control Magic taking an Elephant whose power counts "its
    controller's graveyard": Elephant Resurgence) and not the other way round, so the independent
    one applies first (418.5c): the words saying so, then "; " — else ""."""
    def does(first, then) -> bool:
        # whether applying ``first``, which itself changes no power or toughness (a control change),
        # changes the power and toughness ``then`` gives ``o`` (what it does to it)
        alone, after = replace(base, abilities=list(base.abilities)), replace(base, abilities=list(base.abilities))
        then.apply(game, o, alone)
        first.apply(game, o, after)
        if (after.power, after.toughness) != (base.power, base.toughness):
            return False
        then.apply(game, o, after)
        return (alone.power, alone.toughness) != (after.power, after.toughness)

    for m in mine:
        for e in others:
            if does(m, e) and not does(e, m):
                them = game.describe(e.source) if e.source is not None and game.exists(e.source) else f"'{e.text}'"
                mine_ = game.describe(m.source) if m.source is not None and game.exists(m.source) else f"'{m.text}'"
                to = "" if e.source == o.id else f" to {o.display()}"
                return (f"{possessive(them)} effect depends on {possessive(mine_)} (applying that one changes what this one does{to}), "
                        f"so {possessive(mine_)} applies first; ")
    return ""


def dependency_decides(game: Game, mine: list, allfx: list) -> None:
    """418.5c: where one effect depends on another (418.5b: applying it changes what the other
    applies to), the independent one applies first whatever the timestamps — say so when the
    dependent one is the earlier (timestamp order alone would get it wrong)."""
    for m in mine:
        for e in allfx:
            if e in mine:
                continue
            for first, then in ((m, e), (e, m)):
                said = ((then.source, then.text), (first.source, first.text))
                if (then.timestamp < first.timestamp and said not in game.said.dependencies
                        and depends_on(game, then, first) and not depends_on(game, first, then)):
                    game.said.note_dependency_said(said)
                    game.tracer.step(f"'{then.text}' depends on '{first.text}' (applying it changes what "
                                     f"'{then.text}' applies to): '{first.text}' applies first, though "
                                     f"its timestamp is later", "418.5b", "418.5c", kind="effect")


def say_outside_fixed_sets(g: Game, changed: Sequence[int], entered: bool = False) -> None:
    """A permanent that now matches the description a resolved effect's set was chosen by, and is outside that set:
    that effect doesn't apply to it, its set fixed as it resolved — said once for each (418.3b). ``changed``: the
    permanents an effect has just changed (Grizzly Bears made black by Deathlace after Nocturnal Raid resolved), or,
    ``entered``, one that has just come into play (a Hill Giant cast after Warrior's Charge resolved, "All your
    creatures get +1/+1 until the end of the turn": audit 7773). The other way round, one in the set that no longer
    matches the description still gets the effect, and that is said once too (Scathe Zombies made white by Purelace
    after Nocturnal Raid, audit 9086). Nothing to do while no such effect was begun."""
    described = g.said.fixed_set_descriptions
    if not described:
        return
    live = {e.timestamp: e for e in g.effects.items}
    for stamp, filters, you, name in described:
        eff = live.get(stamp)
        if eff is None or eff.affects is None:
            continue
        fixed = set(eff.affects(g))
        for o in changed:
            if not entered and o in fixed and (stamp, o, "kept") not in g.said.fixed_set_said and g.exists(o) \
                    and g.objects[o].zone == Zone.IN_PLAY \
                    and not any(isinstance(f, ir.Filter) and matches(g, f, o, you, eff.source) for f in filters):
                # the other way round: Scathe Zombies made white by Purelace after Nocturnal Raid ("Black creatures
                # get +2/+0") resolved keep the bonus — in the set, though no longer of the description (audit 9086)
                g.said.note_fixed_set(said=(stamp, o, "kept"))
                was = " or ".join(with_article(phrasebook.filter_phrase(f, you, trace=True)) for f in filters if isinstance(f, ir.Filter))
                g.tracer.step(f"{possessive(name)} effect ({quoted(eff.text)}) still applies to {g.describe(o)}, though it is "
                              f"no longer {was}: the set it affects was fixed as {name} resolved", "418.3b", kind="effect")
                continue
            if o in fixed or (stamp, o) in g.said.fixed_set_said or not g.exists(o) or g.objects[o].zone != Zone.IN_PLAY:
                continue
            fits = next((f for f in filters if isinstance(f, ir.Filter) and matches(g, f, o, you, eff.source)), None)
            if fits is not None:
                g.said.note_fixed_set(said=(stamp, o))
                what = with_article(phrasebook.filter_phrase(fits, you, trace=True))
                how = (f"{what} that came into play after {name} resolved: the set it affects was fixed then"
                       if entered else f"though it is {what} now: the set it affects was fixed as {name} resolved")
                g.tracer.step(f"{possessive(name)} effect ({quoted(eff.text)}) doesn't apply to {g.describe(o)}, {how}", "418.3b",
                              kind="effect")


def _modified_on_entry(game: Game, new: GameObject) -> None:
    """418.2 / 418.4b: continuous effects modify a permanent's characteristics as it comes
    into play (it doesn't enter unmodified and then change)."""
    base, now = printed(game, new), game.chars(new)
    diffs = []
    expected = (base.power, base.toughness)
    if new.counters and base.power is not None and base.toughness is not None:
        # counters it comes into play with (410.10e: Workhorse's four +1/+1) aren't continuous effects
        dp, dt = counter_pt(new.counters)
        expected = (base.power + dp, base.toughness + dt)
    if expected != (now.power, now.toughness) and now.power is not None:
        diffs.append(f"{now.power}/{now.toughness}")
    if base.colors != now.colors:
        diffs.append("/".join(now.colors) or "colorless")
    if base.types != now.types:
        diffs.append(" ".join(now.types))
    if len(base.abilities) != len(now.abilities):
        diffs.append(f"with {len(now.abilities)} abilit{'y' if len(now.abilities) == 1 else 'ies'} instead of {len(base.abilities)}")
    if diffs:
        game.tracer.step(f"{new.display()} comes into play already modified by continuous effects: "
                         f"{', '.join(diffs)}", "418.2", "418.4b", "410.10b", kind="zone")
    _own_entry_trigger_lost(game, new, base, now)


def _own_entry_trigger_lost(game: Game, new: GameObject, base: Chars, now: Chars) -> None:
    """A permanent whose own comes-into-play ability is gone as it comes into play — Lava Hounds'
    "When Lava Hounds comes into play, it deals 4 damage to you." under Humility — says that it
    doesn't trigger, and why: the effect applies as it enters (410.10b), so no ability of its
    matches the event (410.10a). The step only said "with 0 abilities instead of 2" (audit 8682)."""
    if len(base.abilities) == len(now.abilities):
        return
    lost_to = lost_all_abilities_to(game, new)
    if lost_to is None:
        return
    for ab in base.abilities:
        if (isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is ir.TriggerEvent.COMES_INTO_PLAY
                and isinstance(ab.trigger.subject, ir.This) and ab not in now.abilities):
            game.tracer.step(f"{possessive(new.display())} {quoted(reminder_after().sub('', ab.text))} doesn't trigger: it comes into "
                             f"play without it, as {lost_to} makes it lose all its abilities", "410.10a", "410.10b",
                             kind="trigger")


def _own_leave_triggers_lost(game: Game, obj: GameObject, then: Chars) -> list[tuple[str, str, "ir.TriggerEvent"]]:
    """A permanent leaving play whose own leaves-play ability it had lost as it left — Onulet's "If
    Onulet is put into the graveyard from play, you gain 2 life." under Humility: (the ability's
    words, the effect's source, its trigger event) for each, to say it doesn't trigger and why
    (410.10d looks back at the permanent with the effects then; the trace said nothing, audit 8682).
    Read before any of the permanents leaving with it has left."""
    own = printed(game, obj).abilities
    if len(own) == len(then.abilities):
        return []
    lost_to = lost_all_abilities_to(game, obj)
    if lost_to is None:
        return []
    return [(reminder_after().sub('', ab.text), lost_to, ab.trigger.event) for ab in own
            if isinstance(ab, ir.TriggeredAbility) and isinstance(ab.trigger.subject, ir.This)
            and ab.trigger.event in (ir.TriggerEvent.LEAVES_PLAY, ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY)
            and ab not in then.abilities]


def move(game: Game, oid: int, to_zone: Zone, rule: str, verb: str, **kw) -> Optional[int]:
    ids = move_many(game, [oid], to_zone, rule, verb, **kw)
    return ids[0] if ids else None


def _zone_words(game: Game, obj: GameObject) -> str:
    if obj.zone == Zone.IN_PLAY:
        return "into play" if obj.controller == obj.owner else f"into play under {possessive(obj.controller)} control"
    if obj.zone == Zone.STACK:
        return "onto the stack"
    if obj.zone == Zone.REMOVED:
        return "from the game"
    if obj.zone == Zone.LIBRARY:
        pos = "top" if game.zones[(obj.owner, Zone.LIBRARY)][:1] == [obj.id] else "the bottom"
        return f"on {pos} of {possessive(obj.owner)} library"
    return f"into {possessive(obj.owner)} {obj.zone}"


def put_onto_stack(game: Game, oid: int, controller: Optional[str] = None) -> GameObject:
    """A spell card moves from its zone onto the stack (409.1a), becoming a new object (217.8)
    controlled by the player who plays it (its owner, unless an effect let another play it)."""
    obj = game.objects[oid]
    game.lki[oid] = _snapshot(game, obj)
    _remove_from_zone(game, obj)
    new = new_object(game, obj, Zone.STACK, controller or obj.owner)
    leave_zone(obj, new.id)  # 217.8
    game.changed()
    return new


def _token_words(card) -> str:
    """A token's characteristics as the text creating it defines them (216.1), in the order that
    text gives them: "a 3/1 black and red Graveborn creature with haste" (Balduvian Dead)."""
    pt = f"{card.power}/{card.toughness} " if card.power is not None else ""
    colors = " and ".join(c.lower() for c in card.colors) if card.colors else "colorless"
    legend = "".join(f"{t.lower()} " for t in card.supertypes)  # Stangg Twin: "a legendary 3/4 …" (215.1)
    kinds = " ".join(list(card.subtypes) + [t.lower() for t in card.types])
    said = []
    for ln in (ln for ln in card.text.split("\n") if ln):  # keywords ("Flying, haste"), then quoted abilities
        said += [ln] if ln.startswith('"') else [k[:1].lower() + k[1:] for k in ln.split(", ")]
    has = ", ".join(said[:-1]) + " and " + said[-1] if len(said) > 1 else "".join(said)
    return with_article(f"{legend}{pt}{colors} {kinds}") + (f" with {has}" if has else "")


def create_token(game: Game, card, controller: str, owner: str, rule: str = "216.1",
                 words: Optional[str] = None, put_with: Optional[int] = None) -> int:
    """Put a token into play (216.1): controlled by whoever put it into play. ``words``: what the
    text creating it defines it as, where it says so otherwise than by its values ("a copy of …");
    ``put_with``: the permanent whose ability put it into play ("all tokens created with ~": Dual Nature)."""
    return create_tokens(game, card, [controller], owner, rule, words, put_with)[0]


def create_tokens(game: Game, card, controllers: Sequence[str], owner: str, rule: str = "216.1",
                  words: Optional[str] = None, put_with: Optional[int] = None,
                  each: Optional[Callable[[int], None]] = None) -> list[int]:
    """Put one token into play under each of ``controllers`` (216.1) — the tokens one instruction
    makes ("Put four 1/1 white Citizen creature tokens into play": Icatian Town) — in one event:
    all of them are in play before any ability is checked, and every permanent in play, the
    newcomers included, is checked for comes-into-play triggers that match each (410.10a), so each
    token sees the others entering with it. ``each``: called with each token's id after its step
    (its scenario label). ``words``, ``put_with``: as :func:`create_token`'s."""
    before = list(game.in_play)
    made: list[int] = []
    for controller in controllers:
        obj = GameObject(id=game.tally.new_id(), card=card, owner=owner, zone=Zone.IN_PLAY, controller=controller,
                         token=True, entered_with=put_with)
        game.tally.count_tokens()
        obj.timestamp = game.tally.next_timestamp()
        obj.control_stamp = obj.timestamp
        obj.sick = True
        obj.entered_turn = game.turns.turn
        game.objects[obj.id] = obj
        # "Creatures your opponents control come into play tapped" (Kismet's Oracle) alters each token as it
        # comes into play (418.4a), told within its step (410.10e: part of the event)
        mark = game.tracer.mark()
        obj.tapped = _enters_tapped(game, obj)
        entering = game.tracer.take(mark)
        game.in_play.append(obj.id)
        game.changed()
        made.append(obj.id)
        said = with_article(card.name)  # "An Insect token", "A Squirrel token"
        game.tracer.step(f"{said[0].upper()}{said[1:]} token comes into play under {possessive(controller)} control: "
                         f"{words or _token_words(card)}, as the text creating it defines it", rule, kind="zone")
        game.tracer.under_last(entering)
        if each is not None:
            each(obj.id)
    if len(made) > 1:
        game.tracer.step(f"The {len(made)} {card.name} tokens come into play at the same time, in one event: every "
                         f"permanent in play, the newcomers included, is checked for comes-into-play abilities "
                         f"that trigger on any of them", "410.10a", kind="zone")
    _record(game, [Event(EventKind.ZONE, obj=None, new=oid, from_zone=None, to_zone=Zone.IN_PLAY, player=owner,
                         move_cause=MoveCause.TOKEN) for oid in made], before)
    return made


def note_regeneration(game: Game, oid: int) -> None:
    """A regeneration shield replaces ``oid``'s destruction (419.6b; glossary "Regenerate"): remembered
    on it, this turn's, for "if ~ regenerated this turn … for each time it regenerated this turn"
    (Spiny Starfish); the shield's use that follows is the change of state that drops what was computed."""
    o = game.objects[oid]
    if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
        o = own_object(game.objects, oid)
    o.regenerated = o.regenerated + (game.turns.turn,)


def note_blocks(game: Game, oids: list[int]) -> None:
    """These creatures block (309.3) or become blocked, by a creature or an effect (glossary "Blocked
    Creature"), now: remembered on each (``GameObject.block_stamps``) for "if it has blocked or been
    blocked since your last upkeep" (Wiitigo), across turns — each once, however many it blocks; the
    change of state that follows (the blocks recorded, the status set) drops what was computed."""
    stamp = game.tally.timestamp
    for oid in dict.fromkeys(oids):
        o = game.objects[oid]
        if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
            o = own_object(game.objects, oid)
        o.block_stamps = o.block_stamps + (stamp,)


# --------------------------------------------------------------------------- destruction


def destroy_many(game: Game, oids: Sequence[int], rule: str, why: str, can_regenerate: bool = True,
                 also_named: Optional[dict[int, str]] = None) -> list[int]:
    """Destroy permanents simultaneously (glossary "Destroy"): each destruction first passes
    through destruction-replacement effects — regeneration (419.6b) — unless it "can't be
    regenerated"; the rest go to their owners' graveyards at once. ``also_named``: as
    :func:`move_many`'s."""
    doomed = []
    for oid in oids:
        if not game.exists(oid) or game.objects[oid].zone != Zone.IN_PLAY:
            continue
        spared = cant_be_destroyed(game, oid)
        if spared:  # Consecrate Land (added, session 64): nothing to replace, no regeneration shield used
            game.tracer.step(f"{spared}: it isn't destroyed ({why}) and stays in play", "103.1", kind="effect")
            continue
        if not can_regenerate and game.objects[oid].regen_shields:
            game.tracer.step(f"{game.describe(oid)} can't be regenerated: the shield does not apply", "419.6b", kind="regenerate")
        if regenerate_instead.fn(game, oid, can_regenerate, why):
            continue  # 419.5: the destruction never happens
        doomed.append(oid)
    return move_many(game, doomed, Zone.GRAVEYARD, rule, f"is destroyed ({why}) and is put", cause=MoveCause.DESTROY,
                     also_named=also_named)


def destroy(game: Game, oid: int, rule: str, why: str, can_regenerate: bool = True) -> list[int]:
    return destroy_many(game, [oid], rule, why, can_regenerate)


def sacrifice(game: Game, oids: Sequence[int], rule: str) -> list[int]:
    """Glossary "Sacrifice": moved from play directly to the owner's graveyard (not destroyed,
    so regeneration can't replace it)."""
    for oid in oids:
        if game.exists(oid) and game.objects[oid].regen_shields:
            # Sage of Lat-Nam as printed: "artifact creatures killed this way may not be regenerated"
            game.tracer.step(f"{possessive(game.describe(oid))} regeneration shield doesn't apply: a sacrifice is not a "
                             f"destruction (glossary \"Sacrifice\")", "419.6b", kind="regenerate")
    return move_many(game, list(oids), Zone.GRAVEYARD, rule, "is sacrificed and is put", cause=MoveCause.SACRIFICE)


# --------------------------------------------------------------------------- damage and life


def deal_damage(
    game: Game,
    source: Optional[int],
    source_name: str,
    amount: int,
    obj: Optional[int] = None,
    player: Optional[str] = None,
    combat: bool = False,
) -> int:
    """``source`` deals damage (417.1) to a creature (it stays marked until cleanup, 314.1b)
    or a player (who loses that much life). Prevention (419.7) applies first; damage fully
    prevented is not dealt and triggers nothing (410.7). A redirection of part of it (Nomads
    en-Kor's "the next 1 damage") changes where that part goes, not when: every part is dealt
    at once, one event with a recipient for each creature or player dealt damage (419.1,
    glossary "Redirect"). Returns the damage dealt."""
    return sum(deal_damage_each(game, source, source_name, amount, obj, player, combat).values())


def deal_damage_each(game: Game, source: Optional[int], source_name: str, amount: int, obj: Optional[int] = None,
                     player: Optional[str] = None, combat: bool = False) -> dict:
    """:func:`deal_damage`, returning each creature (id) or player (name) dealt damage, and how
    much: a recipient a redirection moved damage to is one; the creature or player the damage
    was all prevented or moved away from is not (0 damage is no damage dealt, 410.7) — "a
    creature dealt damage this way" (Incinerate) is one of these."""
    if amount <= 0:
        return {}
    happened = _deal_at_once(game, [(source, source_name, amount, obj, player)], combat)
    return {ev.obj if ev.obj is not None else ev.player: ev.amount for ev in happened}


def deal_damage_at_once(game: Game, hits: Sequence[tuple[Optional[int], str, int, Optional[int], Optional[str]]]) -> dict:
    """Noncombat damage to several recipients dealt at once, one event (413.2d: the actions of
    an instruction for each player processed simultaneously, Lim-Dûl's Hex): each ``(source,
    source_name, amount, obj, player)`` passes through the prevention and replacement effects
    that apply to it (419), then every part is dealt. Returns each recipient dealt damage, and
    how much (:func:`deal_damage_each`)."""
    happened = _deal_at_once(game, hits, False)
    out: dict = {}
    for ev in happened:
        key = ev.obj if ev.obj is not None else ev.player
        out[key] = out.get(key, 0) + ev.amount
    return out


def deal_combat_damage(game: Game, hits: Sequence[tuple[Optional[int], str, int, Optional[int], Optional[str]]]) -> "list[Event]":
    """310.4: the combat damage on the stack is dealt as it was assigned — all of it at once,
    one event (310.2: the assignments are a single entry): each ``(source, source_name, amount,
    obj, player)`` passes through the prevention and replacement effects that apply to it
    (419), then every part is dealt, and what triggers on it sees one event ("whenever ~ is dealt
    damage" triggers once for a creature dealt damage by two creatures, 410.6); the damage events that happened."""
    return _deal_at_once(game, hits, True)


def at_one_time(game: Game) -> AbstractContextManager[None]:
    """While one instruction's damage is dealt to each of its recipients (Pestilence: "to each
    creature and each player"; combat damage, 310.4): a "next time a source would deal damage"
    shield met by it covers all that source's damage at this time, and is used up after (419.7c:
    the replacement effects' own :meth:`judge.engine.state.Replacements.at_one_time`)."""
    return game.replacements.at_one_time()


def _deal_at_once(game: Game, hits: Sequence[tuple[Optional[int], str, int, Optional[int], Optional[str]]],
                  combat: bool) -> "list[Event]":
    """Every hit through the prevention and replacement effects first (419), then every part
    dealt and recorded as one event; the damage events that happened."""
    with at_one_time(game):
        through = [(source, name, *_through_shields(game, source, name, amount, obj, player, combat))
                   for source, name, amount, obj, player in hits if amount > 0]
    happened: list[Event] = []
    for source, name, dealt, _added in through:
        happened += _mark_damage(game, source, name, dealt, combat)
    for _source, _name, _dealt, added in through:  # (damage a replacement added, by another source: Eye for an Eye)
        for other, (other_name, more) in added.items():
            happened += _mark_damage(game, other, other_name, more, False)
    if happened:
        _record(game, happened)
    return happened


def _source_words(game: Game, source: Optional[int]) -> str:
    """A damage source's name, as it is or as it last existed (413.2f)."""
    if source is not None and (source in game.objects or source in game.lki):
        return game.last_known(source)[0].name
    return "the source"


def _through_shields(game: Game, source: Optional[int], source_name: str, amount: int, obj: Optional[int],
                     player: Optional[str], combat: bool) -> tuple[dict, dict]:
    """The damage as prevention and replacement effects leave it (419): recipient -> amount, in
    the order first met (one recipient once: 410.6); damage all prevented is said and left out.
    Second, the damage a replacement made another source deal with it, at the same time (Eye for an
    Eye: "instead that source deals that much damage to you and ~ deals that much damage to that
    source's controller", 419.1): source -> (its name, recipient -> amount)."""
    parts = _replaced_parts(game, Event(EventKind.DAMAGE, obj=obj, player=player if obj is None else None,
                                        amount=amount, source=source, combat=combat))
    dealt: dict = {}
    added: dict = {}
    own = sum(1 for was, _ev, _at in parts if was.source == source)
    whole_name = source_name
    for was, ev, at in parts:
        source_name = whole_name if was.source == source else _source_words(game, was.source)
        if ev is not None and ev.replaced:
            to = game.describe(ev.obj) if ev.obj is not None else ev.player
            game.tracer.step(f"{possessive(source_name)} damage to {to} was replaced: it is never dealt, so nothing that "
                             f"watches for damage sees it", "419.5", kind="replace")
            continue
        if ev is None or ev.amount <= 0:
            o = ev.obj if ev is not None else was.obj
            to = game.describe(o) if o is not None else (ev.player if ev is not None else was.player)
            if ev is not None:  # (a prevention leaves None: an amount replaced down to 0, Benevolent Unicorn's "minus 1")
                game.tracer.step(f"{possessive(source_name)} damage to {to} is 0 as replaced: no damage is dealt, so nothing "
                                 f"triggers on it", "419.5", "410.7", kind="replace")
                continue
            if at is not None and (at[0].obj, at[0].player) != (was.obj, was.player):
                # redirected, then prevented where it went (Pariah's onto a creature with protection):
                # named there, with the effect and the rule that prevented it (419.1: still its source's)
                there = game.describe(at[0].obj) if at[0].obj is not None else at[0].player
                game.tracer.step(f"{possessive(source_name)} damage to {to}, dealt to {there} instead, is all prevented there "
                                 f"({at[1]}): it is never dealt, so nothing triggers on it", at[2], "419.1", "410.7",
                                 "419.5", kind="prevent")
                continue
            game.tracer.step(f"{possessive(source_name)} damage to {to} is all prevented: it is never dealt, so nothing triggers "
                             f"on it", "410.7", "419.5", kind="prevent")
            continue
        key = ev.obj if ev.obj is not None else ev.player
        if ev.source != source:
            more = added.setdefault(ev.source, (source_name, {}))[1]
            more[key] = more.get(key, 0) + ev.amount
            continue
        dealt[key] = dealt.get(key, 0) + ev.amount
    source_name = whole_name
    if own > 1 and dealt:
        said = ", ".join(f"{n} to {k if isinstance(k, str) else game.describe(k)}" for k, n in dealt.items())
        game.tracer.step(f"{possessive(source_name)} damage is dealt at once, as one event ({said}): a redirection changes where "
                         f"damage is dealt, not when (glossary \"Redirect\")", "419.1", "310.4" if combat else "413.2",
                         kind="damage")
    return dealt, added


def _mark_damage(game: Game, source: Optional[int], source_name: str, dealt: dict, combat: bool) -> list[Event]:
    """The damage ``dealt`` (recipient -> amount) is dealt: marked on each creature, lost from
    each player's life total (417.1). Returns the events, one for each recipient."""
    happened = []
    for key, n in dealt.items():
        if isinstance(key, str):
            p = game.player(key)
            game.this_turn.record_damage(source, key, n, None if source is None else game.known_now(source))  # "if ~ dealt damage to an opponent this turn" (Whirling Dervish)
            dealer = game.objects.get(source) if source is not None else None
            if dealer is not None and key not in dealer.damaged_players:
                if dealer.zone is None:  # (a source gone from play deals damage, 413.2f: its own copy to write)
                    dealer = own_object(game.objects, source)
                dealer.damaged_players = dealer.damaged_players + (key,)  # "it has dealt damage to" (The Fallen)
            loss = _life_lost_to_damage(game, key, n)
            p.life -= loss
            game.changed()
            game.tracer.step(f"{source_name} deals {n} damage to {key} (life {p.life + loss} → {p.life})",
                             "310.4" if combat else "417.1", kind="damage")
            _spared_at_zero(game, key)
            happened.append(Event(EventKind.DAMAGE, player=key, amount=n, source=source, combat=combat,
                                  life_before=p.life + loss))
            continue
        if not game.exists(key) or game.objects[key].zone != Zone.IN_PLAY:
            continue
        o = game.objects[key]
        if o.damage == 0:  # its damage removed since (314.1b, 419.6b): what each source marked is gone too
            o.damage_from = ()
        o.damage += n
        mine = next((m for s, m in o.damage_from if s == source), 0)  # each source's damage marked on it (Ogre Enforcer)
        o.damage_from = tuple((s, m) for s, m in o.damage_from if s != source) + ((source, mine + n),)
        game.this_turn.record_damage(source, key, n, None if source is None else game.known_now(source))  # "dealt damage this turn" even once the damage is gone (regeneration)
        game.changed()
        game.tracer.step(f"{source_name} deals {n} damage to {o.display()} (damage {o.damage})",
                         "310.4" if combat else "417.1", kind="damage")
        happened.append(Event(EventKind.DAMAGE, obj=key, amount=n, source=source, combat=combat))
    return happened


def move_damage(game: Game, ev: Event) -> None:
    """Part of the damage event being dealt, moved by a redirection to another recipient (419.1):
    it is dealt with the rest, at once (:func:`deal_damage`), after the replacement and
    prevention effects that apply to it where it now goes."""
    game.in_flight.move_damage(ev)


def _replaced_parts(game: Game, ev: Event) -> list[tuple[Event, Optional[Event], Optional[tuple]]]:
    """``ev`` through the replacement and prevention effects (419), and each part of it moved
    elsewhere likewise: (the part as it would have been, as it is now — None if prevented, and
    then the part as it was when prevented, the effect's words and its rule, or None)."""
    prevented: list = []
    with game.in_flight.moving_damage() as moved:
        out = replace_event.fn(game, ev, prevented=prevented)
    parts = [(ev, out, prevented[0] if out is None and prevented else None)]
    for m in moved:
        parts += _replaced_parts(game, m)
    return parts


def _life_lost_to_damage(game: Game, player: str, amount: int) -> int:
    """The life ``amount`` damage makes ``player`` lose: all of it, unless it would take his or
    her life total below 1 and an effect says it reduces it to 1 instead (419.1: Worship, Ali
    from Cairo — the damage is still dealt, 417.1)."""
    life = game.player(player).life
    if life < 1 or life - amount >= 1:
        return amount
    for sid, rule, ctx in static_rules(game, ir.DamageLeavesOneLife):
        if player in [p for p in refer(ctx, rule.what or ir.You()) if isinstance(p, str)]:
            game.tracer.step(f"{amount} damage would reduce {possessive(player)} life total to {life - amount}; it reduces it to "
                             f"1 instead ({game.describe(sid)}: {rule.kind})", "419.1", kind="replace")
            return life - 1
    _not_left_at_one(game, player, amount, life)
    return amount


def _not_left_at_one(game: Game, player: str, amount: int, life: int) -> None:
    """The why not of a "damage can't reduce your life total below 1" ability whose condition is
    false (Worship: "If you control a creature"): it doesn't apply at this moment (418.4a)."""
    for sid, _i, ab in static_abilities(game):
        if ab.condition is None:
            continue
        for rule in (e for e in ab.effects if isinstance(e, ir.DamageLeavesOneLife)):
            src = game.objects[sid]
            ctx = Ctx(game=game, controller=game.chars(src).controller or src.controller or src.owner, source=sid,
                      source_name=src.display(), targets=[])
            if player in [p for p in refer(ctx, rule.what or ir.You()) if isinstance(p, str)] \
                    and not check_condition(ctx, ab.condition):
                game.tracer.step(f"{amount} damage reduces {possessive(player)} life total to {life - amount}: "
                                 f"{game.describe(sid)} doesn't reduce it to 1 instead — its condition "
                                 f"({phrasebook.condition_phrase(ab.condition)}) is false", "418.4a", "419.1", kind="replace")


def lose_life(game: Game, player: str, amount: int, rule: str, why: str,
              entering: Optional[GameObject] = None) -> None:
    """``player`` loses life (``entering``: the permanent whose coming into play makes it so,
    not yet among those in play, 410.10e)."""
    if amount <= 0:
        return
    p = game.player(player)
    # glossary "Damage": losing or paying life isn't damage — a shield for the player doesn't apply
    shields = [r.text for r in game.replacements.items if r.kind is ShieldKind.PREVENTION and r.event == EventKind.DAMAGE and not r.used_up
               and _shields(game, r, Event(EventKind.DAMAGE, player=player, amount=amount))]
    p.life -= amount
    game.changed()
    unshielded = (f"; losing life isn't damage, so the damage prevention on {player} ({'; '.join(shields)}) doesn't "
                  f"apply to it (glossary \"Damage\")"
                  if shields else "")
    if p.life < 1 <= p.life + amount:
        # Worship, Ali from Cairo: "damage that would reduce your life total to less than 1" — a life loss
        # isn't damage, so it takes the player below 1 all the same (audit 8076: Reanimate at 5 life)
        floors = [game.describe(sid) for sid, rule_, ctx in static_rules(game, ir.DamageLeavesOneLife)
                  if player in [x for x in refer(ctx, rule_.what or ir.You()) if isinstance(x, str)]]
        if floors:
            unshielded += (f"; losing life isn't damage, so {' and '.join(floors)} (damage can't reduce {possessive(player)} "
                           f"life below 1) doesn't apply to it (glossary \"Damage\")")
    game.tracer.step(f"{player} loses {amount} life{why} (life {p.life + amount} → {p.life}){unshielded}", rule, kind="life")
    _spared_at_zero(game, player, entering)
    _record(game, [Event(EventKind.LIFE, player=player, amount=-amount)])


def _shields(game: Game, r, ev: Event) -> bool:
    """Whether the prevention effect ``r`` would apply to damage ``ev`` (a watcher that can't
    judge a sourceless event is taken as not applying)."""
    try:
        return bool(r.applies(game, ev))
    except Exception:  # noqa: BLE001 - a source-specific shield: no source here, so it doesn't apply
        return False


def _spared_at_zero(game: Game, player: str, entering: Optional[GameObject] = None) -> None:
    """Say so when a player at 0 or less life will not lose for it (Lich, 420.5a) — also when
    the permanent that says so is the one coming into play (``entering``)."""
    if game.player(player).life > 0:
        return
    says = [game.describe(sid) for sid, _rule, ctx in static_rules(game, ir.DoesntLoseForLife) if ctx.controller == player]
    if entering is not None and any(isinstance(x, ir.DoesntLoseForLife) for a in game.abilities_of(entering).abilities
                                    if isinstance(a, ir.StaticAbility) for x in a.effects):
        says.append(entering.display())
    if says:
        game.tracer.step(f"{player} has {game.player(player).life} life but doesn't lose the game for it: {says[0]} "
                         f"says so, and the card's text wins over the state-based effect", "420.5a", "103.1", kind="sba")


def gain_life(game: Game, player: str, amount: int, rule: str) -> None:
    if amount > 0:
        for sid, r, ctx in static_rules(game, ir.CantGainLife):
            who = [p for p in refer(ctx, r.what) if isinstance(p, str)] if r.what is not None else [player]
            if player in who:
                game.tracer.step(f"{player} would gain {amount} life but can't ({game.describe(sid)}): the card that says "
                                 f"something can't happen takes precedence", "103.2", kind="life")
                return
    if amount > 0 and (game.replacements.items or has_static.fn(game, EventKind.LIFE)):
        ev = replace_event.fn(game, Event(EventKind.LIFE, player=player, amount=amount))
        amount = ev.amount if ev is not None else 0  # 419: gaining life may be replaced or prevented
    if amount <= 0:
        return
    p = game.player(player)
    p.life += amount
    game.changed(off_board=True)  # (a life total alone: no permanent is touched)
    game.tracer.step(f"{player} gains {amount} life (life {p.life - amount} → {p.life})", rule, kind="life")
    _record(game, [Event(EventKind.LIFE, player=player, amount=amount)])


# --------------------------------------------------------------------------- phasing


def as_in_play(game: Game, oid: int) -> LastKnown:
    """The permanent as it is now, in play: kept by one about to phase out (judge.engine.phasing)."""
    return _snapshot(game, game.objects[oid])


def phased(game: Game, oid: int, phased_in: bool, player: str,
           before: Optional[tuple[GameObject, Chars]] = None) -> None:
    """``oid`` phased in (``phased_in``) or out (glossary "Phasing": judge.engine.phasing) under
    ``player``'s control: recorded for the abilities that trigger on it ("When ~ phases in", 410.2);
    ``before``: the permanent as it was in play, for one that phased out."""
    _record(game, [Event(EventKind.PHASE, obj=oid, player=player, phased_in=phased_in, before=before)])


# --------------------------------------------------------------------------- status


def tap(game: Game, oid: int, rule: str, why: str = "", for_mana: bool = False) -> bool:
    o = game.objects[oid]
    if o.tapped:
        return False
    if o.zone is None:  # (sacrificed before this part of the same cost was paid, its mana ability's {T}: gone, 217.8)
        o = own_object(game.objects, oid)
    o.tapped = True
    game.tracer.step(f"{o.display()} becomes tapped{why}", rule, kind="tap")  # before what its change ends
    game.changed()
    _record(game, [Event(EventKind.TAP, obj=oid, player=o.controller, for_mana=for_mana)])
    return True


def record_played(game: Game, oid: int, idx: int) -> None:
    """The object's activated ability ``idx`` was played (its key, judge.engine.ability_limits.played_key: a
    granted one's by its grant): "Activate this ability only once" (Goblin Ski Patrol, Touch of Vitae; 403.3),
    kept by this object only (217.8)."""
    obj = game.objects.get(oid)
    if obj is not None and idx not in obj.abilities_played:
        if obj.zone is None:  # (sacrificed for its cost: gone, 217.8 — its own copy to write)
            obj = own_object(game.objects, oid)
        obj.abilities_played = obj.abilities_played + (idx,)
        game.changed()


def returns_at_untap(game: Game, oid: int, player: str) -> None:
    """Remember on the permanent that ``player``'s next untap step returns it to its owner's hand
    (302.1; Undiscovered Paradise): judge.engine.turn returns it as that player untaps."""
    o = game.objects[oid]
    if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
        o = own_object(game.objects, oid)
    o.returns_at_untap = player
    game.changed()


def untap(game: Game, oid: int, rule: str, why: str = "", trace: bool = True, also: tuple[str, ...] = ()) -> bool:
    """Untap it; ``also``: rules the step cites after ``rule`` (``why`` says what they decide)."""
    o = game.objects[oid]
    if not o.tapped:
        return False
    if o.zone is None:  # (gone from its zones, 217.8: its own copy to write)
        o = own_object(game.objects, oid)
    o.tapped = False
    if trace:  # said before what its change ends ("for as long as ~ remains tapped", 418.3a)
        game.tracer.step(f"{o.display()} untaps{why}", rule, *also, kind="tap")
        _untap_not_replaced(game, oid)
    game.changed()
    _record(game, [Event(EventKind.UNTAP, obj=oid, player=o.controller)])
    return True


def _untap_not_replaced(game: Game, oid: int) -> None:
    """The why-not of a replacement of the untap step's untapping (Freyalise's Winds, ir.UntapBecomesRemoveCounters)
    when a permanent it describes untaps otherwise (Twiddle): it replaces only untapping during its controller's
    untap step (419.1: the event as the effect describes it), so the permanent untaps and keeps its counters. The
    untap step itself never reaches here with such a permanent (turn._untap_replaced keeps it tapped)."""
    for sid, rule, ctx in static_rules(game, ir.UntapBecomesRemoveCounters):
        if rule.filter is not None and matches(game, rule.filter, oid, ctx.controller, sid):
            n = game.objects[oid].counters.get(str(rule.value), 0)
            game.tracer.step(f"{possessive(ctx.source_name)} replacement doesn't apply: it replaces only untapping during its "
                             f"controller's untap step, so {game.describe(oid)} untaps and keeps its {n} {rule.value} "
                             f"counter{'s' if n != 1 else ''}", "419.1", kind="tap")
            return


def _counter_room(game: Game, oid: int, kind: str, count: int) -> int:
    """How many of ``count`` counters of ``kind`` can be put on ``oid``: all, unless a static ability says it can't
    have more than so many of them (Rasputin Dreamweaver's "can't have more than seven dream counters on it") — then
    only those that bring it to that many, said with the why; the card that says something can't happen takes
    precedence (103.2)."""
    for sid, rule, ctx in static_rules(game, ir.CounterLimit):
        if rule.value != kind or oid not in [x for x in refer(ctx, rule.what) if isinstance(x, int)]:
            continue
        has = game.objects[oid].counters.get(kind, 0)
        room = max(0, rule.most - has)
        if room < count:
            put = f"only {room} of them" if room else "none"
            game.tracer.step(f"{count} {kind} counter{'s' if count != 1 else ''} would be put on "
                             f"{game.objects[oid].display()}, which has {has}: {put} — {game.describe(sid)} can't "
                             f"have more than {rule.most} {kind} counter{'s' if rule.most != 1 else ''} on it",
                             "103.2", kind="counter")
            count = room
    return count


def add_counters(game: Game, oid: int, kind: str, count: int, rule: str) -> None:
    if count <= 0 or not game.exists(oid):
        return
    count = _counter_room(game, oid, kind, count)
    if count <= 0:
        return
    o = game.objects[oid]
    o.counters[kind] = o.counters.get(kind, 0) + count
    game.forget_chars(oid)
    game.changed()
    total = o.counters[kind]  # the new total where it had some (cumulative upkeep's age counters: "now 3")
    game.tracer.step(f"{count} {kind} counter{'s' if count != 1 else ''} put on {o.display()}"
                     + (f" (now {total} {kind} counters)" if total != count else ""), rule, kind="counter")
    _record(game, [Event(EventKind.COUNTERS, obj=oid, amount=count, counter=kind)])


def remove_counters(game: Game, oid: int, kind: str, count: int, rule: str, why: str = "",
                    by: Optional[str] = None) -> None:
    """``count`` counters of ``kind`` come off a permanent (a cost, 409.1f, or an effect);
    the caller has checked it has them. ``by``: the player removing them (the cost's payer, the
    effect's controller; None: a rule's replacement). When none of that kind is left, that is the
    event "When you remove the last intervention counter from ~" watches (410.2)."""
    if count <= 0:
        return
    game.permanents.remove_counters(oid, kind, count)  # (its own copy if it was sacrificed before, 409.1f, 217.8)
    # the count left where some are, as the step putting counters says its new total (417.1)
    left = game.objects[oid].counters.get(kind, 0) if game.exists(oid) else 0
    now = f" (now {left} {kind} counter{'s' if left != 1 else ''})" if left else ""
    game.tracer.step(f"{count} {kind} counter{'s' if count != 1 else ''} removed from {game.describe(oid)}{why}{now}",
                     rule, kind="counter")
    if game.exists(oid) and not game.objects[oid].counters.get(kind, 0):
        _record(game, [Event(EventKind.LAST_COUNTER_REMOVED, obj=oid, amount=count, counter=kind, player=by)])


# --------------------------------------------------------------------------- cards


def draw(game: Game, player: str, count: int, rule: str, applied: frozenset = frozenset()) -> list[int]:
    """Glossary "Draw": the top card of the library to the hand. Drawing from an empty library
    makes the player lose the next time a player would receive priority (102.2, 420.5a).
    ``applied``: sources whose replacement effects already modified this draw (419.6a)."""
    drawn = []
    short = 0  # draws in a row the empty library couldn't give: said once, with their number (102.2)

    def say_short() -> None:
        nonlocal short
        if short == 1:
            game.tracer.step(f"{player} must draw a card but his or her library is empty", "102.2", kind="draw")
        elif short:  # Braingeyser for more than the library holds: one step, not one per missing card
            game.tracer.step(f"{player} must draw {short} {'more ' if drawn else ''}cards but his or her library is empty: "
                             f"{short} cards are not drawn", "102.2", kind="draw")
        short = 0

    for _ in range(count):
        if game.replacements.items or has_static.fn(game, EventKind.DRAW):
            say_short()  # a replacement's step comes after the draws already missed
            if replace_event.fn(game, Event(EventKind.DRAW, player=player), applied) is None:
                continue  # 419: the draw was replaced
        lib = game.zones[(player, Zone.LIBRARY)]
        if not lib:
            game.end.drew_from_empty_library(player)
            short += 1
            continue
        say_short()
        oid = lib[0]
        before = list(game.in_play)
        o = game.objects[oid]
        game.lki[oid] = _snapshot(game, o)
        _remove_from_zone(game, o)
        new = new_object(game, o, Zone.HAND)
        leave_zone(o, new.id)  # 217.8
        _place(game, new)
        game.changed()
        game.this_turn.count_draw(player)
        new.drawn = (game.turns.turn, game.this_turn.drawn_by(player))  # "the last card you drew this turn" (Jandor's Ring)
        game.tracer.step(f"{player} draws {new.name if not new.card.name.startswith('unknown') else 'a card'}", rule, kind="draw")
        _reveal_drawn(game, player, new)
        drawn.append(new.id)
        _record(game, [Event(EventKind.ZONE, obj=oid, new=new.id, from_zone=Zone.LIBRARY, to_zone=Zone.HAND, player=player, move_cause=MoveCause.DRAW),
                       Event(EventKind.DRAW, obj=new.id, player=player)], before)
    say_short()
    return drawn


def _reveal_drawn(game: Game, player: str, new: GameObject) -> None:
    """"The chosen player reveals each card they draw." (Booby Trap; added, session 46, c1): the card just drawn is
    shown to all players (glossary "Reveal"), and stays in the hand."""
    for sid, rule, ctx in static_rules(game, ir.RevealsEachCardDrawn):
        if player in [p for p in refer(ctx, rule.what) if isinstance(p, str)]:
            game.tracer.step(f"{player} reveals {new.name} as it is drawn ({game.describe(sid)}; shown to all players, "
                             f"it stays in the hand: glossary \"Reveal\")", "418.4", kind="draw")


def ability_played(game: Game, player: str, oid: int, ab: ir.ActivatedAbility) -> None:
    """``player`` has played an activated ability of ``oid``, its costs paid (409.1; a mana ability,
    411.1): the event "Whenever … a player activates an artifact's ability without {T} in its
    activation cost" watches (Haunting Wind; added, Oracle round eleven)."""
    _record(game, [Event(EventKind.ACTIVATED, obj=oid, player=player, cost_taps=ab.cost.tap,
                         for_mana=ab.is_mana_ability)])


def upkeep_not_paid(game: Game, player: str, oid: Optional[int]) -> None:
    """``player`` doesn't pay the cumulative upkeep of ``oid`` (glossary "Cumulative Upkeep": "If you
    don't, sacrifice it"): the event "When a player doesn't pay ~'s cumulative upkeep" watches
    (Heart of Bogardan, Thought Lash; 410.2), before the sacrifice."""
    if oid is None or not game.exists(oid):
        return
    game.tracer.step(f"{player} doesn't pay {possessive(game.describe(oid))} cumulative upkeep", "413.2c", kind="choice")
    _record(game, [Event(EventKind.UPKEEP_UNPAID, obj=oid, player=player)])


def discard(game: Game, player: str, oids: Sequence[int], rule: str) -> list[int]:
    """Glossary "Discard": from hand to the graveyard."""
    return move_many(game, list(oids), Zone.GRAVEYARD, rule, f"is discarded by {player} and is put", cause=MoveCause.DISCARD)


def counter(game: Game, so: StackObject, why: str, destination: str = Zone.GRAVEYARD, controller=None,
            position: Optional[ir.LibraryPosition] = None) -> None:
    """414.1: a countered spell's card goes to its owner's graveyard (or where the countering
    effect says, 413.2b: a zone, and ``position`` in a library); a countered ability's pseudospell is
    removed. No refund (414.2)."""
    game.stack.pop(so)
    game.triggers.release_state_trigger(so.memory.state_key)  # 410.11
    if so.memory.buyback and so.card_obj is not None and game.exists(so.card_obj):
        game.tracer.step(f"{so.name} was played with buyback, but it is countered, not resolved: its card goes where "
                         f"it otherwise would, not to the hand (glossary \"Buyback\")", "414.1", "413.2h", kind="counter")
    if so.card_obj is not None and game.exists(so.card_obj):
        if destination == Zone.IN_PLAY:
            # "put it into play under your control instead of into its owner's graveyard" (Desertion, 413.2b)
            move(game, so.card_obj, Zone.IN_PLAY, "414.1", f"is countered {why} and is put",
                        controller=controller or so.controller)
        elif destination == Zone.LIBRARY:  # Memory Lapse: on top (413.2b)
            move(game, so.card_obj, Zone.LIBRARY, "414.1", f"is countered {why} and is put", position=position)
        elif destination == Zone.REMOVED:  # Dissipate (413.2b)
            move(game, so.card_obj, Zone.REMOVED, "414.1", f"is countered {why} and is removed")
        else:
            # a countered spell's card to its owner's graveyard, by the countering effect (401.3, 217.4a)
            move(game, so.card_obj, Zone.GRAVEYARD, "414.1", f"is countered {why} and is put", also=("401.3", "217.4a"))
    else:
        game.tracer.step(f"{so.name} is countered {why} and removed from the stack", "414.1", kind="counter")
    last = game.lki.get(so.card_obj) if so.card_obj is not None else None
    if last is not None and last[0].zone == Zone.STACK and so.x is not None:
        # (taken off the stack before its card left it: its last known information keeps the X
        # announced, _with_x)
        game.lki[so.card_obj] = LastKnown(last.obj, _with_x(last.chars, so.x))
    if so.kind is StackKind.SPELL:  # "Whenever a spell you've cast is countered" (Multani's Presence): its controller
        _record(game, [Event(EventKind.COUNTERED, obj=so.card_obj, player=so.controller)])
    if so.kind in (StackKind.SPELL, StackKind.ABILITY):
        game.tracer.step(f"The costs paid for {so.name} stay paid: {so.controller} gets no refund", "414.2",
                         kind="counter")


def attach(game: Game, oid: int, host: Optional[int], rule: str, restamp: bool = False, why: str = "",
           also: tuple[str, ...] = ()) -> None:
    """``oid`` becomes attached to ``host`` (214.8c), or to nothing (``host`` None); ``restamp``: a
    moved enchantment gets a new timestamp (glossary "Move"); ``why``: the step's reason, after its
    words, and ``also`` the rules it cites besides ``rule``."""
    obj = game.objects[oid]
    if obj.zone is None:  # (gone from its zones, 217.8: its own copy to write)
        obj = own_object(game.objects, oid)
    if restamp:
        obj.timestamp = game.tally.restamp()
    if host is not None:
        _bound_attachment(game, host)
        game.tracer.step(f"{obj.display()} is attached to {game.describe(host)}", rule, kind="zone")
    else:
        game.tracer.step(f"{obj.display()} is no longer attached to {game.describe(obj.attached_to)}{why}", rule, *also,
                         kind="zone")
    obj.attached_to = host
    game.changed()


def _bound_attachment(game: Game, host: int) -> None:
    """An attachment that would make a chain longer than the language allows (an aura on an
    aura on ..., each link a step of computing characteristics) is an error at the action."""
    from judge.dsl import limits
    from judge.dsl.ast import Span

    depth, at = 1, host
    while at in game.objects and game.objects[at].attached_to is not None and depth <= limits.ATTACHMENT.value:
        at = game.objects[at].attached_to
        depth += 1
    if depth > limits.ATTACHMENT.value:
        line = game.tracer.line
        raise game.error(Span(line, 1) if line else None, limits.exceeded(limits.ATTACHMENT, depth))


def end_game(game: Game) -> None:
    """102.3: the game ends at once when a player loses; both losing at once is a draw (102.4)."""
    alive = [p for p in game.players if not p.lost]
    if len(alive) == len(game.players):
        return
    game.end.settle(alive[0].name if alive else None)
    if not alive:
        game.tracer.step("Both players lose simultaneously: the game is a draw", "102.4", kind="game")
    else:
        alive[0].won = True
        game.tracer.step(f"{alive[0].name} wins the game", "102.3", kind="game")
