"""Triggered abilities (404, 410) and delayed triggered abilities (406.2).

Trigger detection runs on every event (410.2), including during resolution (408.1f);
abilities wait in :attr:`Game.pending_triggers` until a player would receive priority, then
go on the stack in APNAP order (410.3), each controller ordering his or her own. "May"
abilities ask their controller when put on the stack (410.5); targets are chosen then
(410.4), and an ability with no legal target is removed. An intervening "if" is checked on
triggering and on resolution (410.8). Leaves-play triggers look back in time (410.10d).
"""

from __future__ import annotations

import functools
import importlib
import re
from dataclasses import replace
from typing import Any, Callable, Optional, Sequence

from judge.cards import phrasebook
from judge.cards.english import STEP_WORDS, possessive, quoted, with_article
from judge.cards import ir
from judge.cards.ir import TriggerEvent, TriggerWhose
from judge.dsl.ast import OrderTriggers, Ref, Step
from judge.engine import division, events, statics
from judge.engine.context import (Ctx, Unsupported, abilities_in_play, amount, own_entry, check_condition, count_figures, false_figures, player_names, refer, reminder_after,
                                  run_effects, that_player)
from judge.engine.decider import OpenChoice, Option, Orders, choose, remembered, yes_no, yes_no_stated
from judge.engine.events import Event
from judge.engine.filters import compared_said, matches, spared_not_damaged_by_it, zones_matched
from judge.engine.game import COMBAT_STEPS, Game
from judge.engine.kinds import ChoiceKind, EffectKind, EventKind, MoveCause, StackKind
from judge.engine.ability_limits import MAIN_STEPS
from judge.engine.characteristics import abilities_lost_to, lost_all_abilities_to
from judge.engine.objects import DelayedAbility, PendingTrigger, StackMemory, StackObject, Target
from judge.engine.outcome import Choice, ChoiceKey, ChoiceSubject
from judge.engine.payment import activation_forbidden
from judge.engine.targets import (legal_target, matches_facts, printed_choice_said, spec_words, target_options,
                                  triggered_unbarred_said)
from judge.engine.trace import rules_named
from judge.zones import Zone


def subject_matches(game: Game, subject: Any, src_id: Optional[int], src_obj, oid: Optional[int], you: str,
                     before=None) -> bool:
    if subject is None:
        return True
    if oid is None:
        return False
    if isinstance(subject, ir.This):
        return oid == src_id
    if isinstance(subject, ir.Enchanted):
        return src_obj is not None and src_obj.attached_to == oid
    if isinstance(subject, ir.Filter):
        if "source" in subject.extra and not subject.types:  # "a source": any object, wherever it is (419.7c)
            return game.exists(oid) and matches(game, subject, oid, you, src_id, zone_check=False)
        if before is not None:  # the object as it last existed in play (410.10d, 413.2f)
            obj, ch = before
            return matches(game, subject, oid, you, src_id, obj=obj, chars=ch)
        return matches(game, subject, oid, you, src_id)
    if isinstance(subject, ir.Target):
        return False
    return False


def not_the_named(whose: Optional[TriggerWhose], player: Optional[str], you: str) -> bool:
    """Whether ``player`` (who acts, or whose graveyard it is) is not the one a trigger's ``whose`` names
    as "you" — the ability's controller, ``you`` (glossary "You/Your") — or as "an opponent" (any
    player but ``you``); False for any other ``whose`` (anyone's, or a player read elsewhere)."""
    return whose is TriggerWhose.YOU and player != you or whose is TriggerWhose.OPPONENT and player == you


def control_change_watched(game: Game) -> bool:
    """Whether a permanent in play has a comes-into-play ability naming whose the permanent must be
    ("Whenever a creature comes into play under your control", Angelic Chorus): a change of
    controller is then an event said not to trigger it (:func:`_came_under_control`)."""
    for sid in game.in_play:
        for ab in game.chars(sid).abilities:
            if isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.COMES_INTO_PLAY \
                    and isinstance(ab.trigger.subject, ir.Filter) and ab.trigger.subject.controller is not None:
                return True
    return False


#: "a creature dealt damage by ~ this turn" (Sengir Vampire, Sengir Bats) and "… by enchanted creature
#: this turn" (Vampiric Embrace): the words of the description :func:`_not_dealt_damage_by_it` reads.
DAMAGED_BY = ("dealt damage by it this turn", "dealt damage by enchanted this turn")


def _dealt_damage_by_it(game: Game, ab: ir.TriggeredAbility, ev, obj) -> Optional[tuple[str, str, str]]:
    """The creature "Whenever a creature dealt damage by ~ this turn is put into a graveyard from play"
    (Baron Sengir, Sengir Vampire; Vampiric Embrace's "by enchanted creature") triggers for, named as
    it triggers (410.2, 410.10c) — the ability's words name none: the step's words, the rule, and the
    creature for its stack step; None for another ability."""
    subject = ab.trigger.subject
    if ev.kind is not EventKind.ZONE or ab.trigger.event is not TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY \
            or not isinstance(subject, ir.Filter) or not any(e in subject.extra for e in DAMAGED_BY) or ev.obj is None:
        return None
    moved = game.describe(ev.obj)
    enchanted = "dealt damage by enchanted this turn" in subject.extra
    host = obj.attached_to if enchanted and obj.attached_to is not None and game.exists(obj.attached_to) else None
    by = (f"{game.describe(host)}, the creature {obj.display()} enchants," if host is not None
          else f"the creature {obj.display()} enchants" if enchanted else obj.display())
    whose = possessive(ev.player) if ev.player else "its owner's"
    return f"{moved}, dealt damage by {by} this turn, is put into {whose} graveyard from play", "410.10c", moved


def any_card_played(trig: ir.Trigger) -> bool:
    """"Whenever you play a card" (Recycle, Juju Bubble): a land played is a card played as a spell
    is (glossary "Play": "The act of playing a spell, land, or ability"; audit 7066)."""
    return trig.event is TriggerEvent.PLAYS_SPELL and trig.filter is not None and trig.filter.types == ("card",)


def dealt_to(game: Game, what: ir.Filter, ev, src_id, you: str) -> bool:
    """Whether the damage event was dealt to what a trigger names ("to a player", "to an
    opponent", "to a creature")."""
    if ev.player is not None:
        return matches(game, what, ev.player, you, src_id)
    return ev.obj is not None and game.exists(ev.obj) and matches(game, what, ev.obj, you, src_id)


def dealt_by(game: Game, what: ir.Filter, ev, src_id, you: str) -> bool:
    """Whether the damage event was dealt by what a trigger names ("by an attacking creature"):
    its source as it is as the damage is dealt, or as it last existed if gone (413.2f)."""
    src = ev.source
    if not isinstance(src, int):
        return False
    if game.exists(src):
        return matches(game, what, src, you, src_id)
    if src in game.lki:  # (a source gone as it dealt the damage: Mogg Fanatic sacrificed)
        obj, ch = game.lki[src]
        return matches(game, what, src, you, src_id, zone_check=False, obj=obj, chars=ch)
    return False


def _one_occurrence(game: Game, ab: ir.TriggeredAbility, ev, evs: list, sid, obj, you: str) -> Optional[tuple[str, str]]:
    """The damage one trigger is for, when one event of damage holds several occurrences the
    ability triggers on (Death Charmer's 1 damage to each of two blockers): 410.6 — it triggers
    once for each, each step naming the creature or player dealt damage; None for one occurrence."""
    mine = [e for e in evs if e.kind is EventKind.DAMAGE and event_matches(game, ab.trigger, e, sid, obj, you)]
    if len(mine) < 2:
        return None
    to = game.describe(ev.obj) if ev.obj is not None else ev.player
    by = game.describe(ev.source) if ev.source is not None else "its source"
    return (f"{by} deals {ev.amount} {'combat ' if ev.combat else ''}damage to {to}: one of {len(mine)} occurrences "
            f"of one event, and it triggers for each", "410.6")


def _one_move(game: Game, ab: ir.TriggeredAbility, ev, evs: list, sid, obj, you: str,
              counted: dict) -> Optional[tuple[str, str, str]]:
    """The object one trigger is for, when one event moves several objects the ability triggers on
    (Sadistic Glee's "Whenever a creature is put into a graveyard from play" as Pyroclasm kills two
    creatures at once; audit 8379): 410.6 — it triggers once for each, each step naming the object
    moved (the step's words, the rule, and the object for its stack step); None for one occurrence
    or an ability about its own card."""
    if len(evs) < 2 or isinstance(ab.trigger.subject, ir.This) or ev.obj is None:
        return None
    key = (sid, id(ab))
    if key not in counted:  # (counted once for the event's occurrences: a thousand creatures destroyed at once)
        counted[key] = sum(1 for e in evs if e.kind is EventKind.ZONE and event_matches(game, ab.trigger, e, sid, obj, you))
    if counted[key] < 2:
        return None
    n = counted[key]
    what = game.describe(ev.obj)
    whose = possessive(ev.player) if ev.player else "its owner's"
    went = {Zone.IN_PLAY: "comes into play", Zone.REMOVED: "is removed from the game"}.get(
        ev.to_zone, f"is put into {whose} {ev.to_zone}")
    went += " from play" if ev.from_zone is Zone.IN_PLAY and ev.to_zone is not Zone.IN_PLAY else ""
    return f"{what} {went}: one of {n} occurrences of one event, and it triggers for each", "410.6", what


def _damage_dealt_by(game: Game, ab: ir.TriggeredAbility, ev) -> Optional[tuple[str, str]]:
    """"Whenever a creature you control deals combat damage, you gain that much life" (Noble Purpose):
    the creature that dealt it, how much and to whom, said as it triggers (410.2) — the ability's
    own words name neither; None for an ability of the creature itself ("Whenever ~ deals damage")
    or any other trigger."""
    if ab.trigger.event not in (TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE) \
            or isinstance(ab.trigger.subject, ir.This):
        return None
    to = game.describe(ev.obj) if ev.obj is not None else ev.player
    by = game.describe(ev.source) if ev.source is not None else "its source"
    return f"{by} deals {ev.amount} {'combat ' if ev.combat else ''}damage to {to}", "410.2"


def loses_control_watched(game: Game, sid: int) -> bool:
    """Whether the permanent has "When you lose control of ~" (Gustha's Scepter; added, session 46, c3): a change of
    its controller is then an event its own ability watches (410.2)."""
    return any(isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.LOSES_CONTROL
               and isinstance(ab.trigger.subject, ir.This) for ab in game.chars(sid).abilities)


def _control_lost(game: Game, ab: ir.TriggeredAbility, ev, obj) -> Optional[tuple[str, str]]:
    """How "When you lose control of ~" (Gustha's Scepter; added, session 46, c3) was met, said with the rule: ~ left
    play, where no player controls a card (217.5d), or another player took control of it (410.2); None for
    any other trigger."""
    if ab.trigger.event is not TriggerEvent.LOSES_CONTROL or not isinstance(ab.trigger.subject, ir.This):
        return None
    if ev.kind is EventKind.ZONE:
        was = ev.before[1].controller or ev.before[0].controller if ev.before is not None else None
        return (f"{obj.display()} leaves play, and a card outside the in-play zone is controlled by no player: "
                f"{was or 'its controller'} loses control of it", "217.5d")
    now = game.controller_of(ev.obj) if game.exists(ev.obj) else None
    return (f"{ev.player} controlled {obj.display()} and {now or 'another player'} controls it now: {ev.player} "
            f"loses control of it", "410.2")


def _who_put_it(game: Game, ab: ir.TriggeredAbility, ev):
    """The event a "Whenever a player puts a … into play" ability triggered on, with the player
    who put the permanent there — its controller as it came into play (410.10a) — as the event's
    player: "that player" (Overburden) is that player even if another controls it by the time the
    ability resolves (410.2, 413.2b). A zone change's player is otherwise the card's owner."""
    if ab.trigger.event is not TriggerEvent.PUTS_INTO_PLAY or ev.new is None or not game.exists(ev.new):
        return ev
    return replace(ev, player=game.controller_of(ev.new))


def _leaves_or_lost(trig: ir.Trigger, ev, src_id, you: str) -> bool:
    """"When ~ leaves the battlefield or becomes untapped" (Merieke Ri Berit), "When ~ becomes untapped or you lose
    control of ~" (Coffin Queen; added, session 70, h6): a delayed ability watching its source (406.2a), here its
    events other than the untapping (:func:`_untapped_delayed`). It leaves play, where no player controls a card
    (217.5d), so its controller loses control of it too; or (Coffin Queen) another player gains control of it, "you"
    the player who controlled it until then (410.2)."""
    if not isinstance(trig.subject, ir.This) or ev.obj != src_id:
        return False
    if ev.kind is EventKind.ZONE:
        return ev.from_zone == Zone.IN_PLAY
    return ev.kind is EventKind.CONTROL and trig.event is TriggerEvent.UNTAPS_OR_LOSES_CONTROL and ev.player == you


def _untapped_delayed(d: DelayedAbility, ev) -> bool:
    """A delayed ability watching its source become untapped (Merieke Ri Berit, Coffin Queen; added, session 70, h6):
    the permanent's status changes from tapped to untapped — the event "becomes" names, only as it happens (glossary
    "Becomes"). No permanent's own ability watches an untapping (``DELAYED_ONLY_EVENTS``)."""
    return d.trigger.event in DELAYED_ONLY_EVENTS and isinstance(d.trigger.subject, ir.This) \
        and ev.obj == (d.watch if d.watch is not None else d.source)


def _source_left_control(d: DelayedAbility, ev) -> bool:
    """"Sacrifice the creature when you lose control of ~" (Seraph; added, session 70, h6): a delayed ability watching
    its own source (not an object it names, as Ray of Command's) — its leaving play is a loss of control too, no
    player controlling a card outside the in-play zone (217.5d), as for a permanent's own "When you lose control of ~"
    (Gustha's Scepter, :func:`event_matches`)."""
    return d.watch is None and d.trigger.event is TriggerEvent.LOSES_CONTROL and isinstance(d.trigger.subject, ir.This) \
        and ev.kind is EventKind.ZONE and ev.from_zone == Zone.IN_PLAY and ev.obj == d.source


def event_matches(game: Game, trig: ir.Trigger, ev, src_id, src_obj, you: str) -> bool:
    k = trig.event
    if k is TriggerEvent.LTB_OR_UNTAPS or k is TriggerEvent.UNTAPS_OR_LOSES_CONTROL:
        return _leaves_or_lost(trig, ev, src_id, you)
    if k is TriggerEvent.PUTS_INTO_PLAY:  # the permanent comes into play, put there by its controller (410.10a)
        return event_matches(game, replace(trig, event=TriggerEvent.COMES_INTO_PLAY), ev, src_id, src_obj, you)
    if k is TriggerEvent.DIES_DURING_COMBAT:  # the combat phase's steps only (306.1)
        return game.turns.step in COMBAT_STEPS and event_matches(
            game, replace(trig, event=TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY), ev, src_id, src_obj, you)
    if k is TriggerEvent.ETB_OR_DIES:  # either of its two trigger events (Goblin Marshal)
        return any(event_matches(game, replace(trig, event=one), ev, src_id, src_obj, you)
                   for one in (TriggerEvent.COMES_INTO_PLAY, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY))
    if k is TriggerEvent.PHASES_OUT_OR_LTB:  # its leaving play (Ertai's Familiar); its phasing out: _phasing_triggers
        return event_matches(game, replace(trig, event=TriggerEvent.LEAVES_PLAY), ev, src_id, src_obj, you)
    if k is TriggerEvent.LOSES_CONTROL and isinstance(trig.subject, ir.This) and src_obj is not None and ev.kind is EventKind.ZONE \
            and ev.from_zone == Zone.IN_PLAY and ev.obj == src_id:
        # "When you lose control of ~" (Gustha's Scepter; added, session 46, c3): it leaves play, where no player
        # controls a card (217.5d; glossary "Control/Controller") — seen as it last was in play (410.10d)
        return True
    if ev.kind is EventKind.ZONE:
        if k is TriggerEvent.COMES_INTO_PLAY and ev.to_zone == Zone.IN_PLAY:
            return subject_matches(game, trig.subject, src_id, src_obj, ev.new, you)
        if k is TriggerEvent.LEAVES_PLAY and ev.from_zone == Zone.IN_PLAY:
            return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you, ev.before)
        if k is TriggerEvent.TO_GRAVEYARD and ev.to_zone == Zone.GRAVEYARD:  # "from anywhere" (410.10)
            if not_the_named(trig.whose, ev.player, you):
                return False
            if trig.whose is TriggerWhose.CHOSEN and ev.player != game.permanents.chosen_on_entry.get(src_id, {}).get(ir.EntryChoice.OPPONENT):
                return False
            if isinstance(trig.subject, ir.Filter) and "card" in trig.subject.types:
                # "a card": the card now in the graveyard, whichever zone it came from
                return ev.new is not None and game.exists(ev.new) and not (trig.subject.other and ev.obj == src_id) \
                    and matches(game, trig.subject, ev.new, you, src_id, zone_check=False)
            if ev.from_zone == Zone.IN_PLAY:  # as it last existed in play (410.10d)
                return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you, ev.before)
            return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
        if k is TriggerEvent.PLAYS_SPELL and any_card_played(trig) and ev.to_zone == Zone.IN_PLAY \
                and ev.from_zone != Zone.STACK:
            # "Whenever you play a card" (Recycle): a land played is a card played (glossary "Play")
            # as a spell is; one an effect puts into play is not played (214.9b)
            if ev.new is None or not game.exists(ev.new) or not game.objects[ev.new].played:
                return False
            who = game.controller_of(ev.new)
            return not not_the_named(trig.whose, who, you)
        if k is TriggerEvent.PLAYS_LAND and ev.to_zone == Zone.IN_PLAY and ev.from_zone != Zone.STACK:
            # "Whenever a player plays a land" (Horn of Greed): a land played comes into play as the
            # player's own act (408.2d, 214.9b), marked played; one an effect puts there is not
            # played (glossary "Play"), nor is a permanent spell that resolved (from the stack)
            if ev.new is None or not game.exists(ev.new) or not game.objects[ev.new].played:
                return False
            who = game.controller_of(ev.new)
            if not_the_named(trig.whose, who, you):
                return False
            return trig.filter is None or matches(game, trig.filter, ev.new, you, src_id)
        if k is TriggerEvent.DRAWS and ev.move_cause is MoveCause.DRAW and trig.whose is TriggerWhose.CHOSEN:
            # "When the chosen player draws a card with the chosen name" (Booby Trap; added, session 46, c1): a draw by
            # the opponent chosen as the source came into play (410.10e), of a card its description fits (202.3)
            if ev.player != game.permanents.chosen_on_entry.get(src_id, {}).get(ir.EntryChoice.OPPONENT):
                return False
            return trig.filter is None or (ev.new is not None and game.exists(ev.new)
                                           and matches(game, trig.filter, ev.new, you, src_id, zone_check=False))
        if k in (TriggerEvent.DISCARDS, TriggerEvent.DRAWS) \
                and ev.move_cause is (MoveCause.DISCARD if k is TriggerEvent.DISCARDS else MoveCause.DRAW):
            # "Whenever an opponent discards a card" (Megrim), "… draws a card" (Underworld Dreams)
            return trig.whose is TriggerWhose.EACH or (trig.whose is TriggerWhose.YOU) == (ev.player == you)
        if k is TriggerEvent.DISCARDED_BY_OPPONENT and isinstance(trig.subject, ir.Filter):  # Spiritual Focus
            return (discarded_by_opponent(ev, you) and ev.new is not None and game.exists(ev.new)
                    and matches(game, trig.subject, ev.new, you, src_id, zone_check=False))
        if k is TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY and ev.from_zone == Zone.IN_PLAY and ev.to_zone == Zone.GRAVEYARD:
            if not_the_named(trig.whose, ev.player, you):
                return False  # "into your graveyard": a card its owner put there (217.1)
            if trig.whose is TriggerWhose.CHOSEN and ev.player != game.permanents.chosen_on_entry.get(src_id, {}).get(ir.EntryChoice.OPPONENT):
                return False  # "into the chosen player's graveyard": the opponent chosen as the source came into play (410.10e)
            return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you, ev.before)
        return False
    if ev.kind is EventKind.COUNTERED and k is TriggerEvent.COUNTERED:  # a spell its controller cast (414.1)
        return trig.whose is not TriggerWhose.YOU or ev.player == you
    if ev.kind is EventKind.CONTROL and k is TriggerEvent.LOSES_CONTROL and isinstance(trig.subject, ir.This) \
            and src_obj is not None:
        # "When you lose control of ~" (Gustha's Scepter; added, session 46, c3), a permanent's own ability (a delayed
        # one, Ray of Command's, watches its creature for the controller it gave): its controller changes — "you" is
        # the player who controlled it until then (ev.player), whoever controls it now
        return ev.obj == src_id
    if ev.kind is EventKind.CONTROL and k is TriggerEvent.LOSES_CONTROL:  # its controller was you, and no longer is
        return ev.player == you and subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
    if ev.kind is EventKind.DAMAGE and k in (TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE):
        if k is TriggerEvent.DEALS_COMBAT_DAMAGE and not ev.combat:  # combat damage only (glossary "Combat Damage")
            return False
        if trig.detail is not None and not dealt_to(game, trig.detail, ev, src_id, you):
            return False
        return subject_matches(game, trig.subject, src_id, src_obj, ev.source, you)
    if ev.kind is EventKind.DAMAGE and k in (TriggerEvent.IS_DEALT_DAMAGE,
                                             TriggerEvent.DEALT_COMBAT_DAMAGE):  # "Whenever ~ is dealt damage"
        if k is TriggerEvent.DEALT_COMBAT_DAMAGE and not ev.combat:  # combat damage only (glossary "Combat Damage")
            return False
        if trig.detail is not None and not dealt_by(game, trig.detail, ev, src_id, you):
            return False  # "is dealt damage by an attacking creature" (Glyph of Life): by such a source
        return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
    if ev.kind is EventKind.DAMAGE and k is TriggerEvent.DEALT_DAMAGE_BY_SOURCE:  # once for each source (410.6)
        return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
    if ev.kind is EventKind.TAP and k in (TriggerEvent.IS_TAPPED, TriggerEvent.IS_TAPPED_FOR_MANA):
        if k is TriggerEvent.IS_TAPPED_FOR_MANA and not ev.for_mana:
            return False
        # "Whenever an opponent taps a Mountain for mana" (Sanctimony): the player who taps it is
        # the one who plays its mana ability, its controller (ev.player)
        if not_the_named(trig.whose, ev.player, you):
            return False
        return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
    if ev.kind is EventKind.CAST and k is TriggerEvent.PLAYS_SPELL:
        if trig.whose is TriggerWhose.YOU and ev.player != you:
            return False
        if trig.whose is TriggerWhose.OPPONENT and ev.player == you:
            return False
        # "Whenever the chosen player casts …": the opponent chosen as the source came into play (410.10e)
        if trig.whose is TriggerWhose.CHOSEN and ev.player != game.permanents.chosen_on_entry.get(src_id, {}).get(ir.EntryChoice.OPPONENT):
            return False
        if trig.filter is not None and not matches(game, trig.filter, ev.obj, you, src_id):
            return False
        return True
    if ev.kind is EventKind.TARGETED and k is TriggerEvent.BECOMES_TARGET:
        if trig.filter is not None and ev.targeted_by is not StackKind.SPELL:  # "the target of a spell"
            return False
        if trig.filter is not None and trig.filter.subtypes:  # "of an Aura spell" (Fugitive Druid): that spell
            so = next((s for s in game.stack.items if s.id == ev.source), None)
            if so is None or so.card_obj is None or not matches(game, trig.filter, so.card_obj, you, src_id):
                return False
        if trig.whose is TriggerWhose.OPPONENT and ev.player == you:  # "... an opponent controls"
            return False
        if ev.target_player is not None:  # a player targeted: "you or a permanent you control" (Rayne)
            return trig.or_you and ev.target_player == you
        return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
    if k is TriggerEvent.TAPPED_OR_PLAYED and ev.kind is EventKind.TAP:  # Haunting Wind: tapped, by anything
        return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
    if k is TriggerEvent.TAPPED_OR_PLAYED and ev.kind is EventKind.ACTIVATED:
        # "… or a player activates an artifact's ability without {T} in its activation cost": one with
        # {T} triggers by the tapping alone (its cost taps it, 409.1f)
        if ev.cost_taps or not_the_named(trig.whose, ev.player, you):
            return False
        # the artifact as it is, or as it last existed if its cost sacrificed it (413.2f)
        gone = not (game.exists(ev.obj) and game.objects[ev.obj].zone == Zone.IN_PLAY)
        before = game.lki.get(ev.obj) if gone else None
        if gone and before is None:
            return False
        if trig.filter is None:
            return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
        return subject_matches(game, trig.filter, src_id, src_obj, ev.obj, you, before)
    if ev.kind is EventKind.UPKEEP_UNPAID and k is TriggerEvent.UPKEEP_NOT_PAID:
        # "When a player doesn't pay ~'s cumulative upkeep" (glossary "Cumulative Upkeep"): its own
        if not_the_named(trig.whose, ev.player, you):
            return False
        return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
    if ev.kind is EventKind.LAST_COUNTER_REMOVED and k is TriggerEvent.LAST_COUNTER_REMOVED:
        # "When you remove the last intervention counter from ~": its kind, none left (410.2); "you":
        # removed by the ability's controller, by an effect or a cost of theirs
        if ev.counter != trig.counter or trig.whose is TriggerWhose.YOU and ev.player != you:
            return False
        return subject_matches(game, trig.subject, src_id, src_obj, ev.obj, you)
    if ev.kind is EventKind.DRAW and k is TriggerEvent.FIRST_DRAW_REVEALED:
        return (ev.player == you and game.this_turn.drawn_by(you) == 1 and ev.obj in game.objects
                and (trig.filter is None or matches(game, trig.filter, ev.obj, you, src_id, zone_check=False)))
    return False


def _reveal_first_draw(game: Game, ab: ir.TriggeredAbility, ev, you: str, name: str) -> None:
    """Rowen's static ability: the first card its controller draws each turn is revealed (the
    glossary's "Reveal": shown to all players), whatever it is."""
    if ev.kind is EventKind.DRAW and ev.player == you and game.this_turn.drawn_by(you) == 1 and ev.obj in game.objects:
        game.tracer.step(f"{you} reveals {game.describe(ev.obj)}, the first card {you} draws this turn ({name})", "405.1",
                         kind="trigger")


#: The trigger events the engine watches: here (410.2, 410.10, 410.11, 300.5) and, for
#: attacking and blocking, in judge.engine.combat (judge.engine.support refuses any other).
WATCHED_EVENTS = frozenset({TriggerEvent.COMES_INTO_PLAY, TriggerEvent.ETB_OR_DIES, TriggerEvent.DIES_DURING_COMBAT,
                            TriggerEvent.COUNTERED, TriggerEvent.PUTS_INTO_PLAY, TriggerEvent.LEAVES_PLAY,
                            TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, TriggerEvent.TO_GRAVEYARD,
                            TriggerEvent.DEALS_DAMAGE,
                            TriggerEvent.TO_GRAVEYARD_FROM_LIBRARY,
                            TriggerEvent.LOSES_CONTROL, TriggerEvent.DISCARDED_BY_OPPONENT, TriggerEvent.DISCARDS,
                            TriggerEvent.DRAWS,
                            TriggerEvent.DEALS_COMBAT_DAMAGE, TriggerEvent.IS_TAPPED,
                            TriggerEvent.IS_TAPPED_FOR_MANA, TriggerEvent.PLAYS_SPELL, TriggerEvent.PLAYS_LAND,
                            TriggerEvent.BEGINNING_OF_STEP, TriggerEvent.STATE, TriggerEvent.ATTACKS,
                            TriggerEvent.ATTACKS_ALONE, TriggerEvent.ONE_OR_MORE_ATTACK, TriggerEvent.ALL_ATTACK,
                            TriggerEvent.ATTACKS_OR_BLOCKS, TriggerEvent.BLOCKS,
                            TriggerEvent.BECOMES_BLOCKED, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED,
                            TriggerEvent.ATTACKS_AND_ISNT_BLOCKED, TriggerEvent.IS_DEALT_DAMAGE,
                            TriggerEvent.DEALT_COMBAT_DAMAGE, TriggerEvent.DEALT_DAMAGE_BY_SOURCE,
                            TriggerEvent.FIRST_DRAW_REVEALED, TriggerEvent.BECOMES_TARGET, TriggerEvent.PHASES_IN,
                            TriggerEvent.PHASES_OUT, TriggerEvent.PHASES_OUT_OR_LTB,
                            TriggerEvent.UPKEEP_NOT_PAID, TriggerEvent.TAPPED_OR_PLAYED,
                            TriggerEvent.LAST_COUNTER_REMOVED,
                            TriggerEvent.LTB_OR_UNTAPS, TriggerEvent.UNTAPS_OR_LOSES_CONTROL})
#: Trigger events watched only for a delayed ability (406.2a) watching its source (Merieke Ri Berit, Coffin Queen;
#: added, session 70, h6): :func:`detect`'s loop over the delayed abilities matches them, untapping included, and a
#: permanent's own ability on them is refused (judge.engine.support): no permanent's ability is matched against an
#: untapping (``SEEN_BY_ABILITIES``)
DELAYED_ONLY_EVENTS = frozenset({TriggerEvent.LTB_OR_UNTAPS, TriggerEvent.UNTAPS_OR_LOSES_CONTROL})


def _discarded(ev, you: str) -> bool:
    """A card of ``you``'s discarded, by whatever made it so."""
    return ev.move_cause is MoveCause.DISCARD and ev.player == you


def discarded_by_opponent(ev, you: str) -> bool:
    """A card of ``you``'s discarded as a spell or ability an opponent controls resolved."""
    return _discarded(ev, you) and ev.by is not None and ev.by != you


def _phasing_triggers(game: Game, ev) -> None:
    """"When ~ phases in" / "Whenever ~ phases out" (Warping Wurm, Shimmering Efreet, Teferi's
    Imp; glossary "Phasing"): the permanent's own ability, under the player it phased in or out
    under — one phased in as it is now, one phased out as it was in play just before: it didn't
    leave play, and the ability works from where it went, as the card says (410.2)."""
    if ev.kind is not EventKind.PHASE or ev.obj is None or not game.exists(ev.obj):
        return
    if ev.phased_in:
        obj = game.objects[ev.obj]
        ch = game.chars(obj)
    elif ev.before is not None:
        obj, ch = ev.before
    else:
        return
    events = (TriggerEvent.PHASES_IN,) if ev.phased_in else (TriggerEvent.PHASES_OUT,
                                                                 TriggerEvent.PHASES_OUT_OR_LTB)
    for ab in ch.abilities:
        if isinstance(ab, ir.TriggeredAbility) and ab.trigger.event in events and isinstance(ab.trigger.subject, ir.This):
            trigger(game, ab, ev.obj, obj.display(), ev.player, ev)


def _came_in_after_step_began(game: Game, ev) -> None:
    """A permanent coming into play during a step its "at the beginning of" ability names — Viashino
    Sandstalker's "At end of turn, return ~ to its owner's hand" put into play by Shallow Grave in the
    end of turn step (audit 9086, card 12): such abilities trigger as the step begins (300.5; 313.1
    for "at end of turn"), before it was in play, so its doesn't trigger in this step; it says so
    (410.2), where before nothing was said."""
    if ev.kind is not EventKind.ZONE or ev.to_zone != Zone.IN_PLAY or ev.new is None or not game.exists(ev.new):
        return
    obj = game.objects[ev.new]
    if obj.zone != Zone.IN_PLAY:
        return
    ch = game.chars(ev.new)
    you = ch.controller or obj.controller
    step = game.turns.step
    for ab in ch.abilities:
        if isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP \
                and ab.zone == Zone.IN_PLAY and _step_matches(game, ab.trigger, you, ev.new):
            when = _STEP_WORDS.get(step, f"at the beginning of the {STEP_WORDS.get(step, step)}")
            game.tracer.step(f"{possessive(obj.display())} \"{ab.text}\" doesn't trigger in this {STEP_WORDS.get(step, step)}"
                             f"{' phase' if step in MAIN_STEPS else ' step'}: {obj.display()} came into play after it began, and "
                             f"abilities that trigger {when} trigger only as it begins", "410.2",
                             _STEP_RULES.get(step, "300.5"), kind="trigger")


def _card_triggers(game: Game, ev) -> None:
    """A card's own abilities that trigger on its going to a graveyard from a zone other than
    play (402.8: they say they work there): "When ~ is put into a graveyard from anywhere"
    (Serra Avatar) and "When a spell or ability an opponent controls causes you to discard ~"
    (Psychic Purge). From play, the look back of 410.10d sees them."""
    if ev.kind is not EventKind.ZONE or ev.to_zone != Zone.GRAVEYARD or ev.from_zone == Zone.IN_PLAY or ev.new is None \
            or not game.exists(ev.new):
        return
    obj = game.objects[ev.new]
    for ab in game.abilities_of(obj).abilities:
        if not isinstance(ab, ir.TriggeredAbility) or not isinstance(ab.trigger.subject, ir.This):
            continue
        if ab.trigger.event is TriggerEvent.TO_GRAVEYARD_FROM_LIBRARY:
            # Gaea's Blessing (added, session 47): from its owner's library only (410.10); from the hand or the
            # stack the event doesn't match (410.2)
            if ev.from_zone == Zone.LIBRARY:
                trigger(game, ab, ev.new, obj.display(), obj.owner, ev)
            else:
                where = "the stack" if ev.from_zone == Zone.STACK else f"{possessive(obj.owner)} {ev.from_zone}"
                game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: it was put into {possessive(obj.owner)} graveyard "
                                 f"from {where}, not from {possessive(obj.owner)} library", "410.2", kind="trigger")
            continue
        if ab.trigger.event is TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY and ab.zone == Zone.IN_PLAY:
            # Sluggishness countered (audit 13227): "When ~ is put into a graveyard from play" — a leaves-play
            # ability (410.10c); a card put there from the stack, a hand or a library never left play (410.2)
            where = "the stack" if ev.from_zone == Zone.STACK else f"{possessive(obj.owner)} {ev.from_zone}"
            game.tracer.step(f"{possessive(obj.display())} \"{ab.text}\" doesn't trigger: it was put into "
                             f"{possessive(obj.owner)} graveyard from {where}, not from play", "410.2", "410.10c",
                             kind="trigger")
            continue
        if ab.trigger.event is TriggerEvent.TO_GRAVEYARD or (ab.trigger.event is TriggerEvent.DISCARDED_BY_OPPONENT
                                                   and discarded_by_opponent(ev, obj.owner)):
            # "that player": the opponent whose spell or ability it was
            about = replace(ev, player=ev.by) if ab.trigger.event is TriggerEvent.DISCARDED_BY_OPPONENT else ev
            trigger(game, ab, ev.new, obj.display(), obj.owner, about)
        elif ab.trigger.event is TriggerEvent.DISCARDED_BY_OPPONENT and _discarded(ev, obj.owner):
            # its owner's own spell or ability (Jalum Tome), or no spell or ability at all (the
            # hand-size discard of the cleanup step, 314.1a): why it doesn't trigger (410.2)
            cause = (f"the spell or ability that made {obj.owner} discard it is {possessive(obj.owner)} own"
                     if ev.by == obj.owner else "no spell or ability made its owner discard it")
            game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger on its own discard: {cause}, "
                             f"not an opponent's", "410.2", kind="trigger")


def _own_playing_not_in_play(game: Game, ev) -> None:
    """A spell whose own card has a "When you play a creature spell" ability its playing would fit
    (Skittering Horror): the ability is the permanent's, and the card is a spell on the stack, not
    in play — it doesn't trigger on its own playing, and the trace says why (402.8)."""
    if ev.kind is not EventKind.CAST or ev.obj is None or not game.exists(ev.obj):
        return
    obj = game.objects[ev.obj]
    for ab in game.abilities_of(obj).abilities:
        trig = getattr(ab, "trigger", None)
        if isinstance(ab, ir.TriggeredAbility) and ab.zone is Zone.STACK and trig.event is TriggerEvent.PLAYS_SPELL \
                and isinstance(trig.subject, ir.This):
            # "When you play this spell, …" (Mana Vortex; added, session 75, h7): an ability that says it works
            # while its card is a spell on the stack (402.8), triggered by that card's playing (410.2) — its
            # controller the spell's (the player who played it, 217.6b); it goes on the stack above the spell (410.3)
            trigger(game, ab, ev.obj, obj.display(), ev.player, ev,
                    said=(f"{ev.player} played {obj.display()}, and its ability works while it is a spell on the stack",
                          "402.8"))
            continue
        if not isinstance(ab, ir.TriggeredAbility) or trig.event is not TriggerEvent.PLAYS_SPELL or trig.subject is not None \
                or trig.whose not in (None, TriggerWhose.EACH, TriggerWhose.YOU):
            continue
        if trig.filter is not None and not matches(game, trig.filter, ev.obj, ev.player, ev.obj):
            continue
        game.tracer.step(f"{possessive(obj.display())} ability (\"{ab.text}\") doesn't trigger on its own playing: it is an "
                         f"ability of the permanent, and {obj.display()} is a spell on the stack, not in play",
                         "402.8", "410.2", kind="trigger")


#: The kinds of event a permanent's triggered ability can trigger on or be said not to trigger on
#: (410.2): those :func:`event_matches` and the "doesn't trigger" steps of :func:`detect` read
#: (tests/engine/test_triggers_seen.py holds them to their source). An event of another kind —
#: a life total's change — is matched against no permanent's ability (the cards' and delayed
#: abilities' checks, the state triggers', still see it).
SEEN_BY_ABILITIES = frozenset({
    EventKind.ZONE, EventKind.DAMAGE, EventKind.TAP, EventKind.CAST, EventKind.COUNTERED, EventKind.CONTROL,
    EventKind.TARGETED, EventKind.ACTIVATED, EventKind.UPKEEP_UNPAID, EventKind.LAST_COUNTER_REMOVED,
    EventKind.DRAW})


#: The trigger events (``ab.trigger.event``) of a permanent's abilities that an event can
#: trigger, or have a "doesn't trigger" step said for (410.2), by what the event is: those
#: :func:`event_matches` and the "doesn't trigger" checks of :func:`detect`'s loop read with it
#: (tests/engine/test_triggers_watching.py). A zone change is told apart by where it goes and
#: whence (into play, out of play, into a graveyard, a draw or a discard); any other event by
#: its kind. An ability whose trigger event is not among those of its event is passed over: no
#: check of the loop says anything of it or triggers it.
_INTO_PLAY = frozenset({TriggerEvent.COMES_INTO_PLAY, TriggerEvent.PUTS_INTO_PLAY, TriggerEvent.PLAYS_LAND,
                        TriggerEvent.ETB_OR_DIES,
                        TriggerEvent.PLAYS_SPELL})  # ("play a card": a land played too, any_card_played)
_OUT_OF_PLAY = frozenset({TriggerEvent.LEAVES_PLAY, TriggerEvent.PHASES_OUT_OR_LTB,
                          TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, TriggerEvent.DIES_DURING_COMBAT,
                          TriggerEvent.ETB_OR_DIES, TriggerEvent.LOSES_CONTROL,
                          # (a delayed ability's only, DELAYED_ONLY_EVENTS: no permanent's ability has them)
                          TriggerEvent.LTB_OR_UNTAPS, TriggerEvent.UNTAPS_OR_LOSES_CONTROL})
_INTO_A_GRAVEYARD = frozenset({TriggerEvent.TO_GRAVEYARD,
                               TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY})  # (from elsewhere: said not to, not_triggered._not_from_play)
_DRAW_OR_DISCARD = frozenset({TriggerEvent.DRAWS, TriggerEvent.DISCARDS, TriggerEvent.DISCARDED_BY_OPPONENT})
WATCHING_KIND = {
    EventKind.DAMAGE: frozenset({TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE,
                                 TriggerEvent.IS_DEALT_DAMAGE, TriggerEvent.DEALT_COMBAT_DAMAGE,
                                 TriggerEvent.DEALT_DAMAGE_BY_SOURCE}),
    EventKind.TAP: frozenset({TriggerEvent.IS_TAPPED, TriggerEvent.IS_TAPPED_FOR_MANA, TriggerEvent.TAPPED_OR_PLAYED}),
    EventKind.CAST: frozenset({TriggerEvent.PLAYS_SPELL}),
    EventKind.COUNTERED: frozenset({TriggerEvent.COUNTERED}),
    EventKind.CONTROL: frozenset({TriggerEvent.LOSES_CONTROL, TriggerEvent.UNTAPS_OR_LOSES_CONTROL,
                                  TriggerEvent.COMES_INTO_PLAY}),  # (said not to: _not_whose_it_names)
    EventKind.TARGETED: frozenset({TriggerEvent.BECOMES_TARGET}),
    EventKind.ACTIVATED: frozenset({TriggerEvent.TAPPED_OR_PLAYED,
                                    TriggerEvent.PLAYS_SPELL}),  # ("play a card": an ability played isn't one)
    EventKind.UPKEEP_UNPAID: frozenset({TriggerEvent.UPKEEP_NOT_PAID}),
    EventKind.LAST_COUNTER_REMOVED: frozenset({TriggerEvent.LAST_COUNTER_REMOVED}),
    EventKind.DRAW: frozenset({TriggerEvent.FIRST_DRAW_REVEALED}),
}
#: A zone change's: by (out of play, into play, into a graveyard, a draw or a discard).
_WATCHING_ZONE = {(out, into, grave, drawn): frozenset().union(*(
    part for part, holds in ((_OUT_OF_PLAY, out), (_INTO_PLAY, into), (_INTO_A_GRAVEYARD, grave),
                             (_DRAW_OR_DISCARD, drawn)) if holds))
    for out in (False, True) for into in (False, True) for grave in (False, True) for drawn in (False, True)}
_NONE: frozenset = frozenset()


def watching(ev) -> frozenset:
    """The trigger events of the abilities ``ev`` may concern (410.2; see ``WATCHING_KIND``)."""
    if ev.kind is EventKind.ZONE:
        return _WATCHING_ZONE[(ev.from_zone == Zone.IN_PLAY, ev.to_zone == Zone.IN_PLAY, ev.to_zone == Zone.GRAVEYARD,
                               ev.move_cause is MoveCause.DRAW or ev.move_cause is MoveCause.DISCARD)]
    return WATCHING_KIND.get(ev.kind, _NONE)


#: The module that says why an ability its event concerns doesn't trigger (410.2; the "doesn't trigger" checks:
#: :mod:`judge.engine.not_triggered`, above this one: named here, never imported by an import statement), imported
#: the first time :func:`detect` meets such an ability, so that an ask whose events trigger all they concern never
#: reads it (issue 43).
NOT_TRIGGERED = "judge.engine.not_triggered"


def abilities_taken(game: Game) -> bool:
    """Whether an effect makes some object lose all its abilities (Humility): only then may an ability an event
    would have triggered be gone, and the step saying so (:func:`not_triggered`'s own_damage_triggers_lost) be
    needed."""
    return any(e.kind is EffectKind.LOSE_ALL_ABILITIES for e in (*game.static_effects(), *game.effects.items))


@functools.cache
def not_triggered():
    """:data:`NOT_TRIGGERED`'s module, imported the first time it is asked for and kept."""
    return importlib.import_module(NOT_TRIGGERED)


def detect(game: Game, evs: list, looked_back: Optional[list[int]] = None) -> None:
    """410.2: check every triggered ability against these events. Leaves-play events are
    checked against the permanents in play just before the event (410.10d); comes-into-play
    events against everything in play after it, newcomers included (410.10a)."""
    before = len(game.triggers.pending)
    back: list = []
    back_for = None  # the state ``back`` was worked out in (every change of state makes a new ``derived``)
    dealt_once: set = set()  # "is dealt damage" abilities triggered for a recipient of this one event (410.6)
    move_counts: dict = {}  # (source, ability) -> the zone changes of these events it triggers on (410.6, _one_move)
    for ev in evs:
        if ev.kind is EventKind.DAMAGE and not ev.combat and isinstance(ev.source, int) and abilities_taken(game):
            # (combat damage's are said as it is dealt: judge.engine.combat_damage)
            not_triggered().own_damage_triggers_lost(game, (ev,))
        looking_back = looked_back is not None and ev.kind is EventKind.ZONE and ev.from_zone == Zone.IN_PLAY
        if looking_back:
            # those in play just before: each gone as it last existed (413.2f), each still in
            # play only if it has an ability an event can trigger now — worked out once for the
            # events of one move, not for each of its objects (a thousand creatures destroyed at
            # once), and only those with a triggered ability an event can trigger
            if back_for is not game.derived:
                triggering = _triggering(game)
                back = [sid for sid in looked_back if sid in triggering or (
                    (not game.exists(sid) or game.objects[sid].zone != Zone.IN_PLAY) and _may_trigger(game, sid))]
                back_for = game.derived
            ids = back
        elif ev.kind in SEEN_BY_ABILITIES:
            ids = _triggering(game)
        else:
            ids = ()  # a life total's change (no ability watches it): nothing to match, nothing to say why not
        # the trigger events this event may concern: an ability of another is passed over (an
        # event none of them watches, a permanent spell's card put on the stack, passes over all)
        watched = watching(ev) if ids else _NONE
        if not watched:
            ids = ()
        # what came into play, when something did: "When ~ comes into play" of any other permanent
        # is passed over (:func:`own_entry`)
        entered = ev.new if ev.kind is EventKind.ZONE and ev.to_zone == Zone.IN_PLAY else _NOTHING
        if ids and not looking_back:
            # of the permanents in play, only those with an ability the loop below would not pass over (its
            # trigger event watched, not a spell's own on the stack, not another's "When ~ comes into play"):
            # every other one's abilities would all be passed over, nothing triggered, nothing said — looked up
            # in the abilities in play by trigger event, not asked of each permanent (a board of Gravediggers
            # as a spell is cast: none of them)
            ids = _watchers(game, watched, entered)
        for sid in ids:
            obj = game.objects.get(sid)
            if obj is not None and obj.zone == Zone.IN_PLAY:
                ch = game.derived.chars.get(sid) or game.chars(obj)  # (this state's, without a call)
            elif sid in game.lki:
                obj, ch = game.lki[sid]
            else:
                continue
            you = ch.controller or obj.controller or obj.owner
            for ab in ch.abilities:
                if not isinstance(ab, ir.TriggeredAbility) or ab.trigger.event not in watched:
                    continue  # ("at the beginning of" a step is no event's: step_begins)
                if ab.zone is Zone.STACK:
                    continue  # Mana Vortex's "When you play this spell": a spell's own, not a permanent's (402.8)
                if entered is not _NOTHING and sid != entered and own_entry(ab):
                    continue  # (another's coming into play: it doesn't trigger, and nothing is said of it)
                if ab.trigger.event is TriggerEvent.FIRST_DRAW_REVEALED:
                    _reveal_first_draw(game, ab, ev, you, obj.display())
                if event_matches(game, ab.trigger, ev, sid, obj, you):
                    if ev.kind is EventKind.DAMAGE and ab.trigger.event in _DEALT:
                        _dealt_damage_once(game, ab, sid, obj.display(), you, ev, evs, dealt_once)
                        continue
                    said = _one_occurrence(game, ab, ev, evs, sid, obj, you) if ev.kind is EventKind.DAMAGE else \
                        _control_lost(game, ab, ev, obj)
                    if said is None and ev.kind is EventKind.ZONE and any_card_played(ab.trigger):
                        said = (f"{game.describe(ev.new)} was played: playing a land is playing a card "
                                f"(glossary \"Play\")", "410.2")
                    occurrence = None if said is None or ev.kind is not EventKind.DAMAGE else \
                        f"the damage to {game.describe(ev.obj) if ev.obj is not None else ev.player}"
                    moved = _one_move(game, ab, ev, evs, sid, obj, you, move_counts) \
                        if said is None and ev.kind is EventKind.ZONE else None
                    if moved is not None:  # (Sadistic Glee: each trigger names the creature it is for, 410.6)
                        said, occurrence = moved[:2], moved[2]
                    damaged = _dealt_damage_by_it(game, ab, ev, obj) if said is None else None
                    if damaged is not None:  # (Baron Sengir: the creature it damaged, named, 410.10c)
                        said, occurrence = damaged[:2], damaged[2]
                    if said is None and ev.kind is EventKind.DAMAGE:  # (one occurrence: its stack step says none)
                        said = _damage_dealt_by(game, ab, ev)
                    trigger(game, ab, sid, obj.display(), you, _who_put_it(game, ab, ev), said, occurrence=occurrence)
                else:  # (why it doesn't, where a check decides: 410.2)
                    not_triggered().say_why_not(game, ab, ev, sid, obj, you)
        kind = ev.kind
        if kind is EventKind.ZONE:  # (each of the three looks at events of its one kind only)
            # (each called only for the moves it reads: a card put into a graveyard from elsewhere than play; a
            # permanent come into play with an "at the beginning of" ability — the state's own list of those, found
            # once per state, abilities_in_play; ~18K calls a warm pass over every third scenario that said nothing)
            to = ev.to_zone
            if to == Zone.GRAVEYARD:
                if ev.from_zone != Zone.IN_PLAY:
                    _card_triggers(game, ev)
            elif to == Zone.IN_PLAY and ev.new is not None and ev.new in _at_step(game):
                _came_in_after_step_began(game, ev)
        elif kind is EventKind.CAST:
            _own_playing_not_in_play(game, ev)
        elif kind is EventKind.PHASE:
            _phasing_triggers(game, ev)
        delayed = game.triggers.delayed
        for d in list(delayed) if delayed else ():  # (copied: one used is taken off the list; none: no copy)
            if d.used or d.trigger.event is TriggerEvent.BEGINNING_OF_STEP:
                continue
            if d.turn_only is not None and game.turns.turn != d.turn_only:
                game.triggers.use_delayed(d)  # "… this turn", "until end of turn": its time is over
                continue
            if ev.kind is EventKind.UNTAP:  # (matched by no other delayed ability)
                if _untapped_delayed(d, ev):
                    _trigger_delayed(game, d, ev)
                continue
            if _source_left_control(d, ev):
                _trigger_delayed(game, d, ev)
                continue
            if event_matches(game, d.trigger, ev, d.watch if d.watch is not None else d.source, None, d.controller):
                if ev.kind is EventKind.DAMAGE and d.trigger.event in _DEALT and d.trigger.detail is None:
                    if (id(d), ev.obj) in dealt_once:
                        continue  # one event: the recipient is dealt damage once (410.6)
                    dealt_once.add((id(d), ev.obj))
                    _trigger_delayed(game, d, _all_dealt_to(ev, evs, d.trigger.event))
                    continue
                _trigger_delayed(game, d, ev)
            elif ev.kind is EventKind.DAMAGE and d.trigger.event is TriggerEvent.IS_DEALT_DAMAGE and d.trigger.detail is not None \
                    and event_matches(game, replace(d.trigger, detail=None), ev, d.watch if d.watch is not None
                                       else d.source, None, d.controller):
                # the why not, where it decides (Glyph of Life's Wall dealt damage by a spell): each
                # source is its own occurrence (410.6), and this one doesn't fit the description
                game.tracer.step(f"The delayed ability of {d.source_name} doesn't trigger: "
                                 f"{game.describe(ev.source) if ev.source is not None else 'the source'} deals "
                                 f"{ev.amount} damage to {game.describe(ev.obj)}, but it isn't "
                                 f"{with_article(phrasebook.filter_phrase(d.trigger.detail))}", "410.2", kind="trigger")
    if len(evs) > 1 and len(game.triggers.pending) > before + 1:  # (else no ability triggered twice in one event)
        counts: dict = {}
        for t in game.triggers.pending[before:]:
            counts[(t.source, id(t.ability))] = counts.get((t.source, id(t.ability)), 0) + 1
        for (src, _), n in counts.items():
            if n > 1:
                game.tracer.step(f"{possessive(game.describe(src))} ability triggered {n} times: one event with {n} occurrences",
                                 "410.6", kind="trigger")
    values = game.derived.values  # (found already in this state: no call of abilities_in_play)
    if (values["abilities in play"] if "abilities in play" in values else abilities_in_play(game))[2]:
        check_state_triggers(game, evs)  # (no state trigger in play: none to check, none to say why not)


#: "Whenever ~ is dealt damage", "… is dealt combat damage": the recipient's trigger events.
_DEALT = (TriggerEvent.IS_DEALT_DAMAGE, TriggerEvent.DEALT_COMBAT_DAMAGE)


def _all_dealt_to(ev, evs: list, event: ir.TriggerEvent):
    """The damage dealt to ``ev``'s recipient in the whole event ``evs`` (combat damage from two
    blockers, 310.4): one occurrence of "is dealt damage", its amount the sum (410.6)."""
    same = [e for e in evs if e.kind is EventKind.DAMAGE and e.obj == ev.obj and e.player == ev.player
            and (e.combat or event is not TriggerEvent.DEALT_COMBAT_DAMAGE)]
    return replace(ev, amount=sum(e.amount for e in same)) if len(same) > 1 else ev


def _dealt_damage_once(game: Game, ab: ir.TriggeredAbility, sid: int, name: str, you: str, ev, evs: list,
                       dealt_once: set) -> None:
    """410.6: "Whenever ~ is dealt damage" triggers once each time its trigger event occurs —
    once for each creature dealt damage in one event, however many sources dealt it (all combat
    damage is dealt at once, 310.4): the ability sees the damage dealt to that creature in all."""
    key = (sid, id(ab), ev.obj)
    if key in dealt_once:
        return
    dealt_once.add(key)
    whole = _all_dealt_to(ev, evs, ab.trigger.event)
    sources = len({e.source for e in evs if e.kind is EventKind.DAMAGE and e.obj == ev.obj})
    said = None
    if whole is not ev and sources > 1:
        said = (f"{game.describe(ev.obj)} is dealt {whole.amount} damage by {sources} sources at once, and it "
                f"triggers once for one event", "410.6")
    trigger(game, ab, sid, name, you, whole, said=said)


#: No object: an event that put nothing into play (:func:`detect`; an id of None is one that did).
_NOTHING = object()


def _may_trigger(game: Game, sid: int) -> bool:
    """Whether an object gone from play had, as it last existed, a triggered ability an event
    can trigger (or is unknown here: then it is looked at, and passed over, as before)."""
    last = game.lki.get(sid) if sid not in game.objects or game.objects[sid].zone != Zone.IN_PLAY else None
    if last is None:
        return True
    return any(isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is not TriggerEvent.BEGINNING_OF_STEP
               for ab in last[1].abilities)


def _at_step(game: Game) -> frozenset:
    """The permanents in play with an "at the beginning of" triggered ability (300.5), found once per state with
    :func:`_triggering`'s (:func:`judge.engine.context.abilities_in_play`)."""
    values = game.derived.values
    return (values["abilities in play"] if "abilities in play" in values else abilities_in_play(game))[3]


def _watchers(game: Game, watched: frozenset, entered) -> Sequence[int]:
    """The permanents in play (in play order, as :func:`_triggering`'s) with a triggered ability whose trigger
    event is among ``watched``, not a spell's own ability on the stack (402.8), and not "When ~ comes into play"
    of any but ``entered``, what came into play (410.10a; :func:`own_entry`) — or of any when nothing came into
    play (``_NOTHING``): looked up in this state's abilities in play (judge.engine.context.abilities_in_play),
    which list the permanents by trigger event, and those with "When ~ comes into play" apart (never written:
    the caller only reads what is returned)."""
    values = game.derived.values
    found = values["abilities in play"] if "abilities in play" in values else abilities_in_play(game)
    first = None
    more = None
    for event, sids in found[5].items():  # (the few trigger events of the board's abilities)
        if event in watched:
            if first is None:
                first = sids
            else:
                more = (more or set(first)).union(sids)
    entering = found[6]
    if entering and TriggerEvent.COMES_INTO_PLAY in watched:
        mine = entering if entered is _NOTHING else (entered,) if entered in entering else ()
        if mine:
            if first is None:
                first = mine
            else:
                more = (more or set(first)).union(mine)
    if more is not None:
        return tuple(sid for sid in found[1] if sid in more)  # (in play order)
    return first or ()


def _triggering(game: Game) -> tuple[int, ...]:
    """The permanents in play with a triggered ability an event can trigger (not "at the
    beginning of" a step), in play order: worked out once per state (every event asks; a
    board of lands and bears has none)."""
    values = game.derived.values  # (found already in this state: no call of abilities_in_play)
    return (values["abilities in play"] if "abilities in play" in values else abilities_in_play(game))[1]


def trigger(game: Game, ab: ir.TriggeredAbility, sid, name: str, you: str, ev,
            said: Optional[tuple[str, str]] = None, occurrence: Optional[str] = None) -> None:
    """``ab`` of ``sid`` triggers on ``ev`` (410.2): it waits to be put on the stack (410.3), a
    triggered mana ability resolves at once (411.3). ``said``: the event that triggered it, in the
    caller's words, and the rule that decides it ("Time Elemental attacks", 410.2; "… becomes
    blocked; it triggers only once this combat", 410.9a), told in the same step."""
    if ab.condition is not None:
        ctx = Ctx(game=game, controller=you, source=sid, source_name=name, targets=[], event=ev)
        # a player the condition's filter names ("if that player controls a nonblack, nonland
        # permanent", Urborg Stalker) is read with this trigger's event, as on resolution (410.8)
        with game.in_flight.carrying_out(ctx):
            holds = check_condition(ctx, ab.condition)
        if not holds and ab.condition.kind in ir.TRIGGER_EVENT_CONDITIONS:
            # Portal's "When ~ comes into play from your hand" put into play from elsewhere (Fire Dragon
            # reanimated, audit 8076): the event isn't the one it waits for — no "if" is involved (410.8)
            came = game.objects[sid] if game.exists(sid) else None
            where = (f"{possessive(came.owner)} {ev.from_zone}" if came is not None and ev is not None
                     and getattr(ev, "from_zone", None) not in (None, Zone.HAND, Zone.STACK) else "elsewhere")
            game.tracer.step(f"{possessive(name)} ability doesn't trigger: it triggers when {name} comes into play from "
                             f"its controller's hand, and it came into play from {where}", "410.2", "410.10a",
                             kind="trigger")
            return
        if not holds:
            with phrasebook.that_player_named(that_player(ctx)):  # "that player" named: Bob at his end of turn (Impatience)
                said = phrasebook.condition_words_for(ab.condition, name)  # "Bottomless Vault @bv is tapped", not "this …" (audit 5955)
            figure = false_figures(ctx, ab.condition)  # "it has 1" (Serrated Arrows); "Alice controls 4 lands" (Sheltered Valley)
            said += f": {figure}" if figure else ""
            # Veiled Sentry's "if ~ is an enchantment", a creature now: what it is instead (214.4; audit 7874)
            facts, rules = ("", ()) if figure else matches_facts(game, ab.condition, you, sid)
            game.tracer.step(f"{possessive(name)} ability doesn't trigger: its condition ({said}) is false"
                             + (f": {facts}" if facts else ""), "410.8", *rules, kind="trigger")
            return
    rules = ["410.2"]
    if ev is not None and ev.kind is EventKind.STEP:
        rules.insert(0, "300.5")
        if ab.zone != Zone.IN_PLAY:
            rules.append("402.8")  # it says it works in the graveyard (Squee)
    if ab.condition is not None and ab.condition.kind not in ir.TRIGGER_EVENT_CONDITIONS:
        rules.append("410.8")
    if ev is not None and ev.kind is EventKind.ZONE:
        if ev.to_zone == Zone.IN_PLAY and ab.trigger.event in (TriggerEvent.COMES_INTO_PLAY, TriggerEvent.ETB_OR_DIES,
                                                            TriggerEvent.PUTS_INTO_PLAY):
            rules.append("410.10a")
        elif ev.from_zone == Zone.IN_PLAY:
            rules.append("410.10c")
            if not game.exists(sid) or game.objects[sid].zone != Zone.IN_PLAY or sid == ev.obj:
                rules.append("410.10d")  # the source left too: the game looks back in time
        elif sid == ev.new:  # the card's own zone-change trigger, working where it went (402.8)
            rules += ["410.10", "402.8"]
    if ev is not None and ev.kind is EventKind.TAP and getattr(ev, "for_mana", False) and not getattr(ab, "is_mana_ability", False):
        rules.append("406.1e")  # it triggers on playing a mana ability but isn't one: it goes on the stack
    mana_ability = getattr(ab, "is_mana_ability", False)
    if mana_ability and game.triggers.mana_playing is not None:
        # 411.3: it resolves "immediately after the mana ability that triggered" it — the cost's
        # {T} triggered it, and that ability's own mana comes first (payment)
        game.triggers.wait_mana_trigger((ab, sid, name, you, ev))
        return
    if mana_ability:
        # 411.3: a triggered mana ability resolves at once, without waiting for priority.
        with game.tracer.nest(f"{possessive(name)} triggered mana ability triggers and resolves immediately ({ab.text})", "411.3", "406.1a", kind="mana"):
            run_effects(Ctx(game=game, controller=you, source=sid, source_name=name, targets=[], event=ev,
                            mana_ability=("411.3",)), ab.effects)
        return
    copy = sid is not None and _another_copy(game, ab, sid, ev)
    game.triggers.add_pending_trigger(PendingTrigger(ab, sid, name, you, ev, occurrence=occurrence))
    waits = ""
    if copy:
        # 402.7: the object has this ability more than once; each copy functions independently
        rules.append("402.7")
        waits = " — another copy of the same ability, which triggers on its own: each copy functions independently"
    if game.resolution.resolving:
        # 408.1f: it triggers during a resolution, but nothing happens yet: it goes on the
        # stack the next time a player receives priority (404.2)
        rules += ["408.1f", "404.2"]
        waits += (";" if said else "") + " during a resolution: it waits until a player would receive priority"
    alive = sid is not None and game.exists(sid)  # (asked once: what follows changes no object)
    forbidden = activation_forbidden(game, you, sid) if alive and game.objects[sid].zone == Zone.IN_PLAY else None
    if forbidden:
        # 410.1: a triggered ability isn't played: what forbids playing abilities doesn't stop it
        rules.append("410.1")
        waits += f" — triggered abilities aren't played, so \"{forbidden}\" doesn't stop it"
    last = game.lki.get(sid) if sid is not None and not alive else None
    owner = game.objects[sid].owner if alive else last[0].owner if last is not None else you
    if owner != you and _names_an_opponent(ab):
        # glossary "Opponent": the opponent of the player controlling the ability, not of the owner
        waits += f" — \"an opponent\" is an opponent of {you}, who controls it, though {owner} owns it (glossary " \
                 f"\"Opponent\")"
    elif owner != you:
        # a stolen Endless Cockroaches put into its owner's graveyard: the ability is its source's controller's
        # (410.2), looked back at as it left play (410.10d) — said, the player named (audit 8682 left it unsaid)
        gone = not alive or game.objects[sid].zone != Zone.IN_PLAY
        held = f"controlled {name} as it left play" if gone else f"controls {name}"
        waits += (f" — it is {possessive(you)}: {you} {held}, though {owner} owns it, and the controller of a triggered "
                  f"ability's source controls it (410.2)")
    words = ability_words(ab.text)
    game.tracer.step(f"{possessive(name)} ability triggers ({words or ab.trigger.event.value}){' — ' + said[0] if said else ''}"
                     f"{_keyword_said(words)}{waits}", *dict.fromkeys([*((said[1],) if said else ()), *rules]),
                     kind="trigger")


def _names_an_opponent(ab: ir.TriggeredAbility) -> bool:
    """Whether the ability (its trigger or its effects) names "an opponent" — read off its IR (a
    trigger whose player is "opponent", a description whose controller is), not its words."""
    return any((isinstance(n, ir.Trigger) and n.whose is TriggerWhose.OPPONENT) or (isinstance(n, ir.Filter) and
                                                                         n.controller is ir.PlayerRelation.OPPONENT)
               for n in ir.walk((ab.trigger, ab.effects)))


def _another_copy(game: Game, ab: ir.TriggeredAbility, sid: int, ev) -> bool:
    """Whether a copy of ``ab`` on the same object (the same text) already triggered on this very
    event and waits (402.7: a card may have multiple copies of the same ability; each copy
    functions independently) — one ability triggers once per event."""
    key = None  # (the event's key only once another copy waits)
    pending = game.triggers.pending
    # (with many waiting, only those of the same source and text, about the same object, are looked at:
    # six hundred creatures put into a graveyard at once, Death Tally's one ability waiting for each, were
    # 180K looks at the others — :func:`_waiting_alike`)
    for p in pending if len(pending) <= _LOOKED_THROUGH else _waiting_alike(pending, sid, ab.text, ev):
        if p.source == sid and p.delayed is None and p.ability.text == ab.text:
            pe = p.event
            if pe is ev:
                return True  # (the very event: the same key)
            # (events of other objects have other keys: a hundred creatures dying at once, each
            # waiting ability of one source about another of them, is not keyed a hundred times)
            if pe is None or ev is None or pe.obj != ev.obj or pe.new != ev.new:
                continue
            if key is None:
                key = _event_key(ev)
            if _event_key(pe) == key:
                return True
    return False


#: How many triggered abilities may wait for :func:`_another_copy` to look at each of them.
_LOOKED_THROUGH = 16
#: :func:`_waiting_alike`'s index: the list of waiting abilities it was made for (held, so that no other
#: list is taken for it), how many of its first entries it holds, and those entries by what they share.
_ALIKE: list = [None, 0, {}]


def _waiting_alike(pending: list, sid: int, text: str, ev) -> list:
    """Of the triggered abilities waiting (``pending``, the game's list), those :func:`_another_copy` may
    find a copy among — waiting with no delayed ability, of source ``sid``, with the text ``text``, and with
    no event if ``ev`` is None, else with an event about the same object and new object as ``ev`` — in
    their order. Kept for the last list asked about: a list of waiting abilities only grows (by
    ``Triggers.add_pending_trigger``'s append; taking them makes a new one), and an entry and its event
    never change (both frozen); a list shorter than what was indexed of it, or another list, is indexed
    anew."""
    held, n, index = _ALIKE
    if held is not pending or n > len(pending):
        index = {}
        _ALIKE[0], _ALIKE[2], n = pending, index, 0
    for i in range(n, len(pending)):
        p = pending[i]
        if p.delayed is None:
            pe = p.event
            index.setdefault((p.source, p.ability.text, () if pe is None else (pe.obj, pe.new)), []).append(p)
    _ALIKE[1] = len(pending)
    return index.get((sid, text, () if ev is None else (ev.obj, ev.new)), ())


def _event_key(ev) -> tuple:
    if ev is None:
        return ()
    return (ev.kind, ev.obj, ev.new, ev.player, ev.amount, ev.source, ev.move_cause, ev.targeted_by, ev.phased_in,
            ev.counter, ev.step, ev.combat_event, ev.why, ev.from_zone, ev.to_zone)


#: Triggered keywords the glossary defines (the numbered rules don't): how the ability's text
#: begins, the entry, and what it means (judge.cards.text reads the keyword as that sentence).
_GLOSSARY_KEYWORDS = (
    ("rampage", "Rampage (Obsolete)", "it gets the bonus for each creature blocking it after the first"),
    ("cumulative upkeep", "Cumulative Upkeep", "an upkeep-triggered ability: a counter, then pay for each or "
                                                "sacrifice it"),
    ("echo", "Echo", "an upkeep-triggered ability: pay or sacrifice it"),
)


#: Reminder text after an ability's last sentence (judge.engine.context.reminder_after, which a spell's quoted
#: instruction drops too).
_REMINDER_AFTER = reminder_after


@functools.lru_cache(maxsize=4096)
def ability_words(text: Optional[str]) -> Optional[str]:
    """An ability's text as a step quotes it: a triggered keyword the glossary defines, printed
    among other keywords on its line ("Trample; rampage 2 (Whenever …)"), is quoted alone and
    without its reminder ("rampage 2": the ability is that keyword, glossary "Rampage"); any other
    ability without the reminder text after its last sentence (:func:`_REMINDER_AFTER`)."""
    if not text or not any(start in text.lower() for start, _term, _meaning in _GLOSSARY_KEYWORDS):
        return _REMINDER_AFTER().sub("", text) if text else text
    bare = re.sub(r"\s*\([^()]*\)", "", text).strip().rstrip(".")
    parts = [p.strip() for p in re.split(r"[,;] ", bare)]
    if len(parts) > 1:
        for part in parts:
            if any(part.lower().startswith(start) for start, _term, _meaning in _GLOSSARY_KEYWORDS):
                return part
    return text


@functools.lru_cache(maxsize=4096)
def _keyword_said(text: Optional[str]) -> str:
    """The glossary entry of the keyword a triggered ability's ``text`` is, said after the step
    (``""`` for any other ability)."""
    low = (text or "").lower()
    for start, term, meaning in _GLOSSARY_KEYWORDS:
        if low.startswith(start):
            return f": glossary \"{term}\", {meaning}"
    return ""


def trigger_delayed(game: Game, d: DelayedAbility, ev) -> None:
    """A delayed ability triggers on ``ev``, found by judge.engine.combat (Battle Cry's "whenever a
    creature blocks this turn"): as one found here (406.2a)."""
    _trigger_delayed(game, d, ev)


def _opens_with_your_may(effects: tuple) -> bool:
    """Whether a delayed ability's instructions open with its controller's "you may …" (410.5: a
    triggered ability's "may" is chosen as it would be put on the stack)."""
    return bool(effects) and isinstance(effects[0], ir.Optional_) and isinstance(effects[0].who, ir.You)


def _trigger_delayed(game: Game, d: DelayedAbility, ev) -> None:
    if not d.repeats:
        game.triggers.use_delayed(d)  # 406.2e: once, unless there's a stated duration
    # the card's sentence that made it, as the reader kept it ("Draw a card at the beginning of the next
    # turn's upkeep.": Foresight; audit 7369)
    ab = ir.TriggeredAbility(trigger=d.trigger, effects=d.effects,
                             text=f"delayed ability of {d.source_name}" + (f": {d.text}" if d.text else ""),
                             condition=d.condition,
                             # Gaze of Pain (session 76, h7): its own targets and "may", chosen as it is put on the
                             # stack (410.4, 410.5); so is a "you may …" that opens it (Delif's Cone: "… when target
                             # creature you control attacks and isn't blocked, you may gain life equal to its power.
                             # If you do, …", audit 8682), not asked again on resolution
                             targets=d.own_targets, optional=d.optional or _opens_with_your_may(d.effects))
    if d.trigger.event is TriggerEvent.IS_TAPPED_FOR_MANA and all(isinstance(e, ir.AddMana) for e in d.effects):
        # High Tide: it triggers from a mana ability and adds mana — a mana ability (406.1a) that
        # resolves at once (411.3)
        again = " (it lasts until end of turn: it triggers each time, 406.2e)" if d.repeats else ""
        with game.tracer.nest(f"The delayed ability of {d.source_name} triggers from a mana ability and resolves "
                              f"immediately{again}", "406.2a", "406.1a", "411.3", *(("406.2e",) if d.repeats else ()),
                              kind="mana"):
            run_effects(Ctx(game=game, controller=d.controller, source=d.source, source_name=d.source_name,
                            targets=list(d.targets), event=ev), d.effects)
        return
    game.triggers.add_pending_trigger(PendingTrigger(ab, d.source, d.source_name, d.controller, ev or d.event, delayed=d))
    rules = ("300.5", "406.2a", "410.2") if d.trigger.event is TriggerEvent.BEGINNING_OF_STEP else ("406.2a", "410.2")
    if d.repeats:
        rules += ("406.2e",)
    why = ""
    if d.trigger.event is TriggerEvent.LOSES_CONTROL and ev is not None and ev.kind is EventKind.ZONE:
        # Seraph (added, session 70, h6): its source left play (217.5d)
        why = (f": {d.source_name} leaves play, and a card outside the in-play zone is controlled by no player: "
               f"{d.controller} loses control of it")
        rules += ("217.5d",)
    if d.trigger.event is TriggerEvent.LOSES_CONTROL and ev is not None and ev.kind is EventKind.CONTROL \
            and game.exists(ev.obj):
        # "When you lose control of the artifact, tap it" (Magus of the Unseen, Ray of Command): the event it
        # watched, said (audit 7167)
        now = game.controller_of(ev.obj)
        why = f": {ev.player} loses control of {game.describe(ev.obj)}" + (f", which {now} controls now" if now else "")
    if d.trigger.event in (TriggerEvent.LTB_OR_UNTAPS, TriggerEvent.UNTAPS_OR_LOSES_CONTROL) and ev is not None:
        # Merieke Ri Berit, Coffin Queen (added, session 70, h6): which of its two events it was, said
        if ev.kind is EventKind.UNTAP:
            why = f": {d.source_name} becomes untapped (its status changes from tapped to untapped, glossary \"Becomes\")"
        elif ev.kind is EventKind.ZONE and d.trigger.event is TriggerEvent.UNTAPS_OR_LOSES_CONTROL:
            why = (f": {d.source_name} leaves play, and a card outside the in-play zone is controlled by no player: "
                   f"{d.controller} loses control of it")
            rules += ("217.5d",)
        elif ev.kind is EventKind.ZONE:
            why = f": {d.source_name} leaves play"
        elif ev.kind is EventKind.CONTROL:
            now = game.controller_of(ev.obj) if game.exists(ev.obj) else None
            why = f": {d.controller} loses control of {d.source_name}" + (f", which {now} controls now" if now else "")
    if d.trigger.event is TriggerEvent.LEAVES_PLAY and d.watch is not None and ev is not None \
            and ev.kind is EventKind.ZONE and ev.from_zone == Zone.IN_PLAY \
            and any(isinstance(x, ir.MoveTo) and isinstance(x.what, ir.TriggerObject) for x in ir.walk(d.effects)):
        # Dreams of the Dead as printed (added, session 72, h7): "If the creature leaves play, remove it from the
        # game" — it acts on the card the creature became, looked for only in the first zone it went to (410.10c)
        gone = ev.new if ev.new is not None else ev.obj
        zone = f"its owner's {ev.to_zone}" if ev.to_zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY) else f"the {ev.to_zone} zone"
        why = (f": {game.describe(gone)} leaves play for {zone}, the first zone it went to, the only one where the "
               f"ability looks for it")
        rules += ("410.10c",)
    if d.trigger.event is TriggerEvent.BEGINNING_OF_STEP and game.turns.step is Step.UNTAP:
        # Undiscovered Paradise as printed (session 69, h7): "at the beginning of your next untap phase" — no
        # player receives priority in the untap step, so it waits to be put on the stack in the upkeep
        why = " at the beginning of the untap step: no player receives priority in it, so it waits for the upkeep"
        rules += ("302.2",)
    lasts = (f" (it lasts for as long as {d.source_name} remains tapped: it triggers each time)" if d.while_tapped
             is not None else " (it lasts until end of turn: it triggers each time)" if d.repeats else "")  # Giant Oyster
    game.tracer.step(f"The delayed ability of {_delayed_named(game, d)} triggers{why}{lasts}", *rules,
                     kind="trigger")


def _delayed_named(game: Game, d: DelayedAbility, among: tuple = ()) -> str:
    """The source of delayed ability ``d`` as its triggering step names it: its bare name, or, where another
    delayed ability alike waits or has just triggered — the same trigger, of a source of the same name that is
    another object (three Sacred Boons' "at end of turn"; audit 8076) — the name the scenario labels it with,
    as the step where it resolves says it ("Sacred Boon @s1"). ``among``: the triggered abilities being put on
    the stack together (taken from the pending ones), so the steps putting them there and resolving them name
    each alike (h71-13 left)."""
    others = [x for x in game.triggers.delayed if x is not d]
    others += [t.delayed for t in (*game.triggers.pending, *among) if t.delayed is not None and t.delayed is not d]
    if any(x.source_name == d.source_name and x.source != d.source and x.trigger == d.trigger for x in others):
        return _source_labelled(game, d.source, d.source_name)
    return d.source_name


def _source_labelled(game: Game, source: Optional[int], name: str) -> str:
    """``name``, the name a delayed ability keeps of its source, as the scenario labels that object ("Sacred
    Boon @s1"), wherever it is now or as it last existed; ``name`` where it has no label."""
    if source is None:
        return name
    if source in game.objects:
        return game.describe(source)
    try:
        return game.last_known(source)[0].display()
    except KeyError:
        return name


def check_state_triggers(game: Game, evs: tuple = ()) -> None:
    """410.11: a state trigger ("When your hand is empty, ...": a Trigger with event
    ``state`` whose ability's ``condition`` is the state) triggers as soon as the state
    holds, and not again until its pseudospell has resolved or been countered. ``evs``: the
    events just checked for triggers — a permanent of its controller's among them gone from
    play, a state not matched is said (:func:`_state_not_matched`)."""
    values = game.derived.values  # (checked before every priority: found once per state, taken without a call)
    for sid, i, ab in (values["abilities in play"] if "abilities in play" in values else abilities_in_play(game))[2]:
        key = (sid, i)
        if key in game.triggers.state_waiting:
            continue
        obj = game.objects[sid]
        ch = game.chars(obj)
        you = ch.controller or obj.controller
        ctx = Ctx(game=game, controller=you, source=sid, source_name=obj.display(), targets=[])
        if check_condition(ctx, ab.trigger.state):
            if ab.condition is not None and not check_condition(ctx, ab.condition):
                # 410.8: the intervening "if" is false — it doesn't trigger (Veiled Crocodile once a
                # creature, a hand still empty): said once while the state holds
                if key not in game.said.state_triggers_refused:
                    game.said.note_state_trigger_refused(key, True)
                    said = re.sub(r"^this ", f"{obj.display()} ", phrasebook.condition_phrase(ab.condition))
                    game.tracer.step(f"{possessive(obj.display())} state trigger doesn't trigger: the game state matches "
                                     f"(\"{phrasebook.condition_phrase(ab.trigger.state)}\"), but its condition (\"{said}\") is "
                                     f"false", "410.11", "410.8", kind="trigger")
                continue
            # what made the state match is said first (audit 5854: Control Magic taking Emperor
            # Crocodile's only other creature was said after "triggers", 418.4a before 410.11)
            statics.trace_applications(game)
            game.triggers.set_state_trigger_waiting(key, True)
            game.triggers.add_pending_trigger(PendingTrigger(ab, sid, obj.display(), you, None, state_key=key))
            game.tracer.step(f"{possessive(obj.display())} state trigger triggers ({ab.text or 'its state holds'})", "410.11",
                             *(("410.8",) if ab.condition is not None else ()), kind="trigger")
        else:
            if key in game.said.state_triggers_refused:
                game.said.note_state_trigger_refused(key, False)
            if evs:
                _state_not_matched(game, ab.trigger.state, sid, obj, you, evs)


def _state_not_matched(game: Game, state: ir.Condition, sid: int, obj, you: str, evs) -> None:
    """The why-not of a state trigger where it matters (410.11): a permanent its controller
    controlled has just left play, and the state still doesn't match — Emperor Crocodile's "When
    you control no other creatures" while another creature of his or hers remains."""
    if not any(ev.kind is EventKind.ZONE and ev.from_zone == Zone.IN_PLAY and ev.obj != sid and ev.before is not None
               and (ev.before[1].controller or ev.before[0].controller) == you for ev in evs):
        return
    still = ""
    if state.filter is not None:  # what the state counts that is still there ("no other creatures": they)
        left = [game.describe(o) for o in game.in_play if matches(game, state.filter, o, you, sid)]
        still = f" — still in play: {', '.join(left)}" if left else ""
    game.tracer.step(f"{possessive(obj.display())} state trigger doesn't trigger: the game state doesn't match "
                     f"\"{phrasebook.condition_phrase(state)}\"{still}", "410.11", kind="trigger")


def _phased_out_step_not(game: Game) -> None:
    """The why-not of a phased-out permanent's "at the beginning of" ability of this step, where it
    would trigger were the permanent in play (Taniwha's "At the beginning of your upkeep, all lands you
    control phase out" in the upkeep after it phased out, audit 11712): it is treated as though it
    doesn't exist (glossary "Phased Out"), so nothing of it triggers (410.2) — said, not left silent."""
    for oid, (under, _via) in sorted(game.permanents.phased_out.items()):
        obj = game.objects[oid]
        if any(isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP
               and ab.zone == Zone.IN_PLAY and _step_matches(game, ab.trigger, under, oid)
               for ab in game.abilities_of(obj).abilities):
            game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: it is phased out, treated as though "
                             f"it doesn't exist (glossary \"Phased Out\")", "410.2",
                             _STEP_RULES.get(game.turns.step, "300.5"), kind="trigger")


def _whose_step_not(game: Game, trig: ir.Trigger, obj, you: str) -> Optional[str]:
    """Why an "at the beginning of" ability of this step doesn't trigger in this turn (410.2), in
    words after "it triggers", or None when its words name no player it could be wrong for:
    Battering Ram's "on your turn" (307.1) and Crystal Golem's "at the end of your turn" (313.1)
    at another player's; Viseling's "each opponent's upkeep" at its controller's own; Parasitic
    Bond's "the upkeep of enchanted creature's controller" at another player's, whoever controls
    the Aura or owns the creature."""
    when = _STEP_WORDS.get(game.turns.step, f"at the beginning of the {game.turns.step} step")
    if trig.whose is TriggerWhose.YOU:
        return f"{when} on {possessive(you)} turn only, and this is {possessive(game.turns.active)}"
    if trig.whose is TriggerWhose.OPPONENT:
        return f"{when} of each opponent of {you}, and this is {possessive(you)} own turn"
    chosen = game.permanents.chosen_on_entry.get(obj.id, {}).get(ir.EntryChoice.OPPONENT) if trig.whose is TriggerWhose.CHOSEN else None
    if chosen:  # Discordant Spirit as printed: "At end of target opponent's turn", the opponent chosen (410.10e)
        return (f"{when} on {possessive(chosen)} turn only ({chosen} is the opponent chosen as {obj.display()} came into "
                f"play: 410.10e), and this is {possessive(game.turns.active)}")
    host = obj.attached_to
    if trig.whose is TriggerWhose.ENCHANTED and host is not None and game.exists(host):
        return (f"{when} of {possessive(game.objects[host].display())} controller, {game.controller_of(host)}, "
                f"and this is {possessive(game.turns.active)}")
    return None


def _chosen_step_said(game: Game, trig: ir.Trigger, sid: int) -> Optional[tuple[str, str]]:
    """Words for an "at the beginning of" ability of the chosen player's step triggering (Discordant
    Spirit as printed: "At end of target opponent's turn"): whose turn it is, the opponent chosen
    as the permanent came into play (410.10e) — or None for any other ability."""
    chosen = game.permanents.chosen_on_entry.get(sid, {}).get(ir.EntryChoice.OPPONENT) if trig.whose is TriggerWhose.CHOSEN else None
    if not chosen:
        return None
    return (f"{chosen} is the opponent chosen as {game.objects[sid].display()} came into play, and this is "
            f"{possessive(chosen)} turn", "410.10e")


#: 502.3b: flanking's trigger, "Whenever a creature without flanking blocks this creature, the blocking creature gets
#: -1/-1 until end of turn" — the keyword's, not a text of the card's (one for each copy of flanking, 502.3c:
#: judge.engine.combat); the ability lost once the creature has no flanking (judge.engine.resolve: 402.6).
FLANKING_TRIGGER = ir.TriggeredAbility(
    trigger=ir.Trigger(TriggerEvent.BECOMES_BLOCKED, subject=ir.This()),
    effects=(ir.ModifyPT(what=ir.TriggerObject(), power=-1, toughness=-1, duration=ir.UNTIL_END_OF_TURN),),
    text="Flanking: the blocking creature gets -1/-1 until end of turn")


#: 304.1: the draw step's draw is put on the stack "just as if a card read 'At the beginning of
#: your draw step, draw a card'" — so it waits with the active player's other abilities of the
#: step and she puts them on the stack in the order she chooses (410.3).
DRAW_STEP_DRAW = ir.TriggeredAbility(ir.Trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.DRAW, whose=TriggerWhose.YOU), effects=(),
                                     text="At the beginning of your draw step, draw a card.")


def draw_step_draw(game: Game, player: str) -> None:
    """304.1: the draw step's draw triggers for the active player as the step begins."""
    game.triggers.add_pending_trigger(PendingTrigger(DRAW_STEP_DRAW, None, f"{possessive(player)} draw", player, _step_event(game),
                                            draw=True))


def step_begins(game: Game) -> None:
    """300.5: abilities that trigger "at the beginning of" this step trigger now."""
    # only a permanent with an "at the beginning of" triggered ability can trigger or be said not
    # to: those of this state (context.abilities_in_play) — looked at as before once the state
    # changed while they triggered (none do at the beginning of most steps: nothing to look at)
    derived = game.derived
    values = derived.values  # (found already in this state: no call of abilities_in_play)
    stepped = (values["abilities in play"] if "abilities in play" in values else abilities_in_play(game))[3]
    for sid in list(game.in_play) if stepped else ():
        if sid not in stepped and game.derived is derived:
            continue
        obj = game.objects[sid]
        ch = game.derived.chars.get(sid) or game.chars(obj)  # (computed already in this state: no call)
        you = ch.controller or obj.controller
        for ab in ch.abilities:
            if isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP \
                    and ab.zone == Zone.IN_PLAY and _step_matches(game, ab.trigger, you, sid):
                trigger(game, ab, sid, obj.display(), you, _step_event(game), said=_chosen_step_said(game, ab.trigger, sid))
            elif isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP \
                    and ab.zone == Zone.IN_PLAY and ab.trigger.step is game.turns.step:
                why = _whose_step_not(game, ab.trigger, obj, you)
                if why is not None:
                    # which ability, when the permanent has another of this step (Cold Snap's cumulative
                    # upkeep at another player's upkeep, where its "each player's upkeep" one triggers)
                    which = ""
                    if sum(1 for o in ch.abilities if isinstance(o, ir.TriggeredAbility)
                           and o.trigger.event is TriggerEvent.BEGINNING_OF_STEP
                           and o.trigger.step is game.turns.step) > 1:
                        words = ability_words(ab.text)
                        which = f" ({quoted(words)})" if words else ""
                    game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: it triggers {why}{which}", "410.2",
                                     _STEP_RULES.get(game.turns.step, "300.5"), kind="trigger")
    _own_step_triggers_lost(game)
    _phased_out_step_not(game)
    for p in game.players:  # cards whose abilities say they work in the graveyard (402.8; Squee)
        for sid in list(game.zones[(p.name, Zone.GRAVEYARD)]):
            obj = game.objects[sid]
            for ab in game.abilities_of(obj).abilities:
                if isinstance(ab, ir.TriggeredAbility) and ab.zone == Zone.GRAVEYARD \
                        and ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP and _step_matches(game, ab.trigger, obj.owner, sid):
                    trigger(game, ab, sid, obj.display(), obj.owner, _step_event(game))
                elif isinstance(ab, ir.TriggeredAbility) and ab.zone == Zone.GRAVEYARD \
                        and ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP and ab.trigger.step is game.turns.step:
                    # Nether Spirit's "at the beginning of your upkeep" in another player's upkeep: said
                    # as a permanent's is (410.2), the card's owner being "you" in the graveyard
                    why = _whose_step_not(game, ab.trigger, obj, obj.owner)
                    if why is not None:
                        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: it triggers {why}", "410.2",
                                         _STEP_RULES.get(game.turns.step, "300.5"), kind="trigger")
    for d in list(game.triggers.delayed):
        whose = d.controller if d.trigger.whose is TriggerWhose.YOU else \
            d.player if d.trigger.whose is TriggerWhose.THAT_PLAYER else None
        if d.trigger.event is TriggerEvent.BEGINNING_OF_STEP and whose is not None and game.turns.active != whose \
                and d.turn_number is None \
                and (d.trigger.step is game.turns.step
                     or d.trigger.step is Step.MAIN_PHASE and game.turns.step in MAIN_STEPS):
            # "at the beginning of your next end step" (Necropotence), "… your next main phase" (Mana Drain), "… their
            # next draw step" (Nafs Asp): another player's step is not that player's, and the ability waits (410.2: no
            # trigger event here)
            when = _STEP_WORDS.get(game.turns.step, f"at the beginning of the {game.turns.step} step")
            game.tracer.step(f"The delayed ability of {d.source_name} doesn't trigger: it triggers {when} on {possessive(whose)} "
                             f"turn only, and this is {game.turns.active}'s", "410.2",
                             _STEP_RULES.get(game.turns.step, "300.5"), kind="trigger")
            continue
        if d.trigger.event is TriggerEvent.BEGINNING_OF_STEP and _step_matches(game, d.trigger, d.controller):
            if d.trigger.step is Step.UPKEEP and game.turns.turn == d.created_turn:
                continue  # "the next upkeep": not this turn's
            if d.turn_number is not None and game.turns.turn != d.turn_number:
                # "at the beginning of that turn's end step" (Last Chance, Final Fortune): this step
                # is another turn's, and the trace says so (410.2: no trigger event here)
                if game.turns.turn < d.turn_number:
                    game.tracer.step(f"The delayed ability of {d.source_name} doesn't trigger: it triggers "
                                     f"{_STEP_WORDS.get(d.trigger.step, 'at the beginning of the ' + STEP_WORDS[d.trigger.step])}"
                                     f" in turn {d.turn_number} only (\"that turn\": the additional turn), and this is "
                                     f"turn {game.turns.turn}", "410.2", "300.6",
                                     _STEP_RULES.get(game.turns.step, "300.5"), kind="trigger")
                continue  # "at the end of that turn"
            if d.turn_only is not None and game.turns.turn != d.turn_only:
                continue  # "at this turn's next end of combat": another turn's is not it (406.2b)
            if d.condition is not None and not _delayed_condition_holds(game, d):
                game.triggers.use_delayed(d)  # 406.2e: it had its one chance
                figure, rules = _delayed_condition_figure(game, d)
                game.tracer.step(f"The delayed ability of {d.source_name} doesn't trigger: "
                                 + (f"\"{phrasebook.condition_phrase(d.condition)}\" is false: {figure} (an intervening \"if\")"
                                    if figure else "its condition is false (an intervening \"if\")"),
                                 "410.8", *rules, kind="trigger")
                continue
            _trigger_delayed(game, d, d.event or _step_event(game))


def _own_step_triggers_lost(game: Game) -> None:
    """A permanent whose own "at the beginning of" ability of this step is gone — Ball Lightning's "At end of turn,
    sacrifice Ball Lightning." under Humility — says that it doesn't trigger, and why: it has no such ability now
    (410.2: only an ability it has can trigger). The step was silent, the permanent staying in play unexplained
    (audit 9591). Looked at only while some effect makes a permanent lose all its abilities."""
    # (loops, not any() of generators: two generators made and stepped at every step's beginning)
    for e in game.effects.items:
        if e.kind is EffectKind.LOSE_ALL_ABILITIES:
            break
    else:
        for e in game.static_effects():
            if e.kind is EffectKind.LOSE_ALL_ABILITIES:
                break
        else:
            return
    for sid in list(game.in_play):
        obj = game.objects[sid]
        now = game.chars(obj).abilities
        own = [ab for ab in game.abilities_of(obj).abilities
               if isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP
               and ab.zone == Zone.IN_PLAY and ab not in now]
        # one a static ability gave it before the loss applied (Energy Flux's "All artifacts have \"At the beginning
        # of your upkeep, …\"", Humility later: 418.5c; audit 14843 — the step was silent)
        lost_to, lost = abilities_lost_to(game, obj, ir.TriggeredAbility) if lost_all_abilities_to(game, obj) else (None, [])
        given = [(ab, by) for ab, by in lost if by is not None and ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP
                 and ab.zone == Zone.IN_PLAY and ab.text not in {a.text for a in now if isinstance(a, ir.TriggeredAbility)}]
        if not own and not given:
            continue
        lost_to = lost_to or lost_all_abilities_to(game, obj)
        you = game.controller_of(sid)
        for ab in own:
            if lost_to is not None and _step_matches(game, ab.trigger, you, sid):
                game.tracer.step(f"{possessive(obj.display())} {quoted(reminder_after().sub('', ab.text))} doesn't trigger: "
                                 f"it has lost that ability, as {lost_to} makes it lose all its abilities", "410.2",
                                 _STEP_RULES.get(game.turns.step, "300.5"), kind="trigger")
        for ab, by in given:
            if lost_to is not None and _step_matches(game, ab.trigger, you, sid):
                game.tracer.step(f"{possessive(obj.display())} {quoted(reminder_after().sub('', ab.text))}, which {by} "
                                 f"gives it, doesn't trigger: it has lost that ability, as {lost_to} makes it lose all its "
                                 f"abilities, applied after {possessive(by)} effect (timestamp order)", "410.2",
                                 _STEP_RULES.get(game.turns.step, "300.5"), "418.5c", kind="trigger")


def _delayed_ctx(game: Game, d: DelayedAbility) -> Ctx:
    return Ctx(game=game, controller=d.controller, source=d.source, source_name=d.source_name, targets=list(d.targets),
               results={"found": list(d.found)})


def _delayed_condition_holds(game: Game, d: DelayedAbility) -> bool:
    """410.8: a delayed ability's intervening "if", as it would trigger."""
    return check_condition(_delayed_ctx(game, d), d.condition)


def _delayed_condition_figure(game: Game, d: DelayedAbility) -> tuple[str, tuple[str, ...]]:
    """The deciding fact of a delayed ability's intervening "if" found false, and its rules: Elkin
    Bottle as printed, Grinning Totem — "if you haven't played the card": the card has left the zone it
    was put in (played, a new object, 217.8; audit 7773); else :func:`false_figures`' figure, no rule."""
    ctx = _delayed_ctx(game, d)
    if d.condition.kind is ir.ConditionKind.FOUND_NOT_PLAYED:
        ids = ([o for o in refer(ctx, d.condition.ref) if isinstance(o, int)]
               if d.condition.ref is not None and not isinstance(d.condition.ref, ir.Found) else list(d.found))
        gone = [o for o in ids if not game.exists(o)]
        if gone:
            return (f"{', '.join(game.describe(o) for o in gone)} has left the zone it was put in — a card played is a "
                    f"new object", ("217.8",))
    return false_figures(ctx, d.condition), ()


def _step_event(game: Game):
    return Event(EventKind.STEP, player=game.turns.active, step=game.turns.step)


#: The words of a step's "at the beginning of" trigger, and the rule saying what happens as the step
#: begins (a trigger of another player's step says it doesn't trigger, citing it).
_STEP_WORDS = {Step.BEGINNING_OF_COMBAT: "at the beginning of combat", Step.UPKEEP: "at the beginning of the upkeep",
               Step.DRAW: "at the beginning of the draw step", Step.END_OF_TURN: "at end of turn",
               # the main phase has no steps (305.2): Black Market's "your precombat main phase"
               Step.PRECOMBAT_MAIN: "at the beginning of the precombat main phase",
               Step.POSTCOMBAT_MAIN: "at the beginning of the postcombat main phase"}
_STEP_RULES = {Step.UPKEEP: "303.1", Step.DRAW: "304.1", Step.BEGINNING_OF_COMBAT: "307.1", Step.END_OF_TURN: "313.1"}


def _step_matches(game: Game, trig: ir.Trigger, you: str, source: Optional[int] = None) -> bool:
    if trig.step is not game.turns.step and not (trig.step is Step.MAIN_PHASE and game.turns.step in MAIN_STEPS):
        return False
    if trig.whose is TriggerWhose.CHOSEN:  # "the chosen player's upkeep": chosen as the source came into play (410.10e)
        return source is not None and game.turns.active == game.permanents.chosen_on_entry.get(source, {}).get(ir.EntryChoice.OPPONENT)
    if trig.whose is TriggerWhose.ENCHANTED:  # "the upkeep of enchanted creature's controller" (214.8g)
        host = game.objects[source].attached_to if source is not None else None
        return host is not None and game.exists(host) and game.controller_of(host) == game.turns.active
    if trig.extra_turn:  # "that turn's end step": the extra turn the effect gave (300.6)
        return True  # the delayed ability knows which turn (DelayedAbility.turn_number)
    if trig.whose is TriggerWhose.YOU:
        return game.turns.active == you
    if trig.whose is TriggerWhose.OPPONENT:
        return game.turns.active != you
    return True


class Putting:
    """Where 410.3's putting of one round's waiting abilities on the stack stands, item by item —
    values alone, so that it can go on from a copy of the game kept between two items (the
    explorer's point, judge.engine.priority.Settling holds it): ``pending``, the abilities taken
    off the waiting list (None before they are); ``player``, whose turn to put them it is (the
    index in APNAP order, 410.3: the active player's first); ``ordered``, that player's abilities
    in the order chosen (None before they are ordered); ``done``, how many of them are on the
    stack (or were not put: a "may" declined, 410.5; no legal target, 410.4); ``items``, the
    items of the round done — a player's order of two or more abilities (410.3), each ability
    put (its "may", mode and targets chosen, 410.4, 410.5) — where the latest choice was made
    after (the point the explorer reads)."""

    __slots__ = ("pending", "player", "ordered", "done", "items")

    def __init__(self, pending: Optional[tuple] = None, player: int = 0, ordered: Optional[tuple] = None, done: int = 0,
                 items: int = 0) -> None:
        self.pending, self.player, self.ordered, self.done, self.items = pending, player, ordered, done, items

    def copy(self) -> "Putting":
        return Putting(self.pending, self.player, self.ordered, self.done, self.items)

    def begin(self, pending: tuple) -> None:
        """The waiting abilities are taken: the active player's turn to order his or hers."""
        self.pending, self.player, self.ordered, self.done, self.items = pending, 0, None, 0, 0

    def order(self, ordered: tuple, chosen: bool) -> None:
        """The player's abilities stand in ``ordered``; ``chosen``: an order of two or more (an item)."""
        self.ordered, self.done = ordered, 0
        if chosen:
            self.items += 1

    def put(self) -> None:
        """One more of the player's abilities dealt with (an item)."""
        self.done += 1
        self.items += 1

    def next_player(self) -> None:
        """The player's abilities are all dealt with: the next player's turn (410.3)."""
        self.player += 1
        self.ordered, self.done = None, 0

    def finish(self) -> None:
        """Every player's abilities are dealt with: nothing stands half-done (the items done stay
        counted: a choice made after them, before the next round, is made after them)."""
        self.pending, self.player, self.ordered, self.done = None, 0, None, 0


def put_on_stack(game: Game, after_sba: bool = False, at: Optional[Putting] = None,
                 told: Optional[Callable[[Game], None]] = None) -> bool:
    """410.3: pending abilities go on the stack, the active player's first (in the order he or
    she chooses), then the nonactive player's. Returns whether anything was put on the stack
    or removed. ``after_sba``: state-based effects were just applied in the same check (408.1b:
    they come first, then the triggered abilities, repeating until neither happens).

    ``at``: a record of where the putting stands (:class:`Putting`), kept at each item — an order
    of two or more abilities, an ability put — made after the first: the loop's values are the
    record's alone, so that it goes on from a copy of the game kept there; one taken already
    (a kept copy's) makes it go on from its item, past what was done before it. ``told(game)``:
    called before each such item (the explorer may keep the game there)."""
    if at is not None:
        return _put_recorded(game, after_sba, at, told)
    if not game.triggers.pending:
        return False
    pending = game.triggers.take_pending_triggers()
    for player in game.apnap():
        mine = [t for t in pending if t.controller == player]
        if not mine:
            continue
        ordered = _order(game, player, mine)
        for t in ordered:
            # three Sacred Boons' "at end of turn": each named apart (audit 8076)
            _put_one(game, t, after_sba, _delayed_named(game, t.delayed, tuple(pending)) if t.delayed is not None else None,
                     _refers_apart(game, t, mine))
    return True


def _put_recorded(game: Game, after_sba: bool, at: Putting, told: Optional[Callable[[Game], None]]) -> bool:
    """:func:`put_on_stack`'s loop (410.3), standing in ``at`` at each item."""
    resuming = at.pending is not None  # (a kept copy's: its item about to be done, told there already)
    if not resuming:
        if not game.triggers.pending:
            return False
        at.begin(tuple(game.triggers.take_pending_triggers()))
    pending = at.pending
    players = game.apnap()
    while at.player < len(players):
        player = players[at.player]
        if at.ordered is None:
            mine = [t for t in pending if t.controller == player]
            if len(mine) > 1:
                if resuming:
                    resuming = False
                elif at.items and told is not None:  # (the first item is made at the round's point, told there)
                    told(game)
                at.order(tuple(_order(game, player, mine)), True)
            else:
                at.order(tuple(mine), False)
        ordered = at.ordered
        while at.done < len(ordered):
            if resuming:
                resuming = False
            elif at.items and told is not None:
                told(game)
            t = ordered[at.done]
            # three Sacred Boons' "at end of turn": each named apart (audit 8076)
            _put_one(game, t, after_sba, _delayed_named(game, t.delayed, pending) if t.delayed is not None else None,
                     _refers_apart(game, t, list(ordered)))
            at.put()
        at.next_player()
    at.finish()
    return True


def _refers_apart(game: Game, t: PendingTrigger, mine: list[PendingTrigger]) -> str:
    """What delayed ability ``t`` refers to, said as it goes on the stack where another of its source with the
    same words waits beside it (Necropotence paid for twice: "Put that card into your hand …" once for each card
    removed; audit 8278) — as the step ordering them and the one resolving each name it (410.3, 406.2d); ""
    otherwise."""
    d = t.delayed
    if d is None:
        return _about_apart(game, t, mine)
    if not any(o is not t and o.delayed is not None and o.source == t.source and o.delayed.text == d.text
               and o.delayed.trigger == d.trigger for o in mine):
        return ""
    refs = _referents(game, d)
    return f" — it refers to {' and '.join(refs)}" if refs else ""


def _about_apart(game: Game, t: PendingTrigger, mine: list[PendingTrigger]) -> str:
    """What the event of printed ability ``t`` was about, said as it goes on the stack where the same ability of
    the same source waits beside it for another event — Planar Void's "remove that card from the game" for the
    Lightning Bolt put into a graveyard as it resolved and for the Grizzly Bears it destroyed (audit 10197,
    card 6): each stack step names its card, as the step ordering them does (410.3); "" otherwise, and where
    one event's occurrences already name it (410.6, ``t.occurrence``)."""
    if t.occurrence or t.event is None:
        return ""
    alike = [o for o in mine if o is not t and o.source == t.source and o.ability is t.ability]
    # (the ability's words walked only where another of it waits, as ordering them does: _signature)
    if not alike or "object" not in _event_uses(t.ability):
        return ""
    sig = _signature(game, t)
    if all(_signature(game, o) == sig for o in alike):
        return ""
    label = _label(game, t, sig)
    if label == t.source_name or not label.startswith(f"{t.source_name} (") or not label.endswith(")"):
        return ""
    return f" — for {label[len(t.source_name) + 2:-1]}"


def _order(game: Game, player: str, mine: list[PendingTrigger]) -> list[PendingTrigger]:
    if len(mine) == 1:
        return mine
    # (each ability's signature, and below the orders offered and their names: the same at this point of every
    # run of an exploration — worked out once, decider.remembered: runs that made the same choices so far are in
    # the same state, so the same abilities wait, about the same events; only the order each run takes differs.
    # Named by the waiting abilities themselves, which a copy of the game shares — frozen, made as each triggered
    # and taken once: the same ones wait in one state only — and kept with what was worked out, so that no other
    # takes their ids)
    waiting = f"{possessive(player)} triggered abilities {' '.join([str(id(t)) for t in mine])}"
    sigs = remembered(game, "the signatures of " + waiting, lambda: (tuple(mine), tuple(_signature(game, t) for t in mine)))[1]
    if len(set(sigs)) == 1 and not mine[0].ability.targets and not mine[0].ability.optional:
        # identical abilities: the order changes nothing — no order is asked for, and the game
        # is not explored once per order (410.3 lets the player choose it; every choice is the same)
        game.tracer.step(f"{player} puts {len(mine)} triggered abilities on the stack in any order: they are the same "
                         f"ability of the same source ({mine[0].source_name}), with no target and nothing optional, "
                         f"so every order {player} could choose is the same", "410.3", kind="choice")
        return mine
    # (the same ability about different events — Dingus Egg for Alice's land and for Bob's —
    # is not identical: which resolves first can decide the game, so its controller chooses)
    decider = game.decider
    act = decider.answer(ChoiceKey(player, ChoiceKind.ORDER, "410.3"), (OrderTriggers,)) if decider is not None else None
    if act is None and decider is not None:
        perms, labels = remembered(game, "the orders of " + waiting, lambda: _orders_offered(game, mine, sigs))
        sel = decider.take(Choice(player, ChoiceKind.ORDER, "the order of triggered abilities", labels, rule="410.3"), perms)
        if sel is not None:
            out = [mine[i] for i in sel]
            game.tracer.step(f"{player} orders the triggered abilities: {', '.join(labels[i] for i in sel)} "
                             f"(the last resolves first; one of the outcomes explored)", "410.3", kind="choice")
            return out
    if act is None:
        names = [t.source_name for t in mine]
        raise OpenChoice(f"{decider.line_of_current() if decider else game.path}: open choice: {player} must choose "
                         f"the order in which {len(mine)} triggered abilities go on the stack ({', '.join(names)}) "
                         f"(410.3); settle it with an order-triggers line by {player} {decider.where() if decider else ''}",
                         player, "trigger order", names)
    remaining = list(mine)
    out = []
    for ref in act.order:
        hit = next((t for t in remaining if _names_source(game, ref, t)), None)
        if hit is None:
            raise game.error(ref.span or act.span, f"{ref} is not one of {possessive(player)} waiting triggered abilities: "
                                                   f"{', '.join(t.source_name for t in remaining)} (410.3)")
        remaining.remove(hit)
        out.append(hit)
    out += remaining
    # (each named as the explored order names it: two flanking triggers of one Knight, one for each
    # blocking Grizzly Bears, are "(Bob's Grizzly Bears @b1)" and "(… @b2)"; audit 7874)
    game.tracer.step(f"{player} orders the triggered abilities: "
                     f"{', '.join(_labels(game, out, [_signature(game, t) for t in out]))} (the last resolves first)",
                     "410.3", kind="choice")
    return out


def _orders_offered(game: Game, mine: list[PendingTrigger], sigs: list[tuple]) -> tuple[Orders, tuple[str, ...]]:
    """The orders ``mine`` may be put on the stack in (410.3) — orders of interchangeable abilities (equal
    signatures) one outcome, counted, not listed (:class:`Orders`; abilities with targets or a "may" each its
    own) — and each ability's name as the choice says it (:func:`_labels`)."""
    distinct = mine[0].ability.targets or mine[0].ability.optional
    return Orders(range(len(mine)) if distinct else sigs), tuple(_labels(game, mine, sigs))


def _labels(game: Game, mine: list[PendingTrigger], sigs: list[tuple]) -> list[str]:
    """Each waiting ability's name as the step ordering them says it (410.3): its source, what its
    event was about where another ability of the same source waits too (:func:`_label`), and its
    own words where its source has another waiting ability of another text (:func:`_told_apart`)."""
    same: dict = {}
    for t in mine:
        same[(t.source, _ability_key(t))] = same.get((t.source, _ability_key(t)), 0) + 1
    labels = _told_apart(mine, [_label(game, t, sg, alone=same[(t.source, _ability_key(t))] == 1)
                                for t, sg in zip(mine, sigs)])
    # two alike of sources of one name that are two objects — delayed abilities, which keep their source's bare
    # name (three Sacred Boons' "at end of turn"; audit 8076): each source as the scenario labels it, as the
    # step where it resolves names it
    sources: dict = {}
    for t, label in zip(mine, labels):
        sources.setdefault(label, set()).add(t.source)
    labels = [label.replace(t.source_name, _source_labelled(game, t.source, t.source_name), 1)
              if t.delayed is not None and len(sources[label]) > 1 and label.startswith(t.source_name) else label
              for t, label in zip(mine, labels)]
    # two delayed abilities of one source, each about its own card — Necropotence paid for twice, "Put that card
    # into your hand at the beginning of your next end step" once for each card removed (audit 8278): each named
    # with the object it refers to (406.2d), as the step where it resolves says
    alike: dict = {}
    for label in labels:
        alike[label] = alike.get(label, 0) + 1
    return [f"{label} ({', '.join(_referents(game, t.delayed))})"
            if t.delayed is not None and alike[label] > 1 and _referents(game, t.delayed) else label
            for t, label in zip(mine, labels)]


def _referents(game: Game, d: DelayedAbility) -> list[str]:
    """The objects delayed ability ``d`` refers to (its ``targets``: the card it is to return …), each as the
    scenario names it wherever it is now; none where it refers to none. Only the targets its own words name, as
    the step resolving it says (resolve.py, 406.2c-d): Rakalite's delayed "Return Rakalite to its owner's hand"
    keeps its ability's target, a creature shielded, but doesn't refer to it (it was named "(Grizzly Bears
    @bears)" when two were ordered)."""
    named = {x.index for x in ir.walk(d.effects) if isinstance(x, ir.Target)}
    return [game.describe(r.obj) for i, r in enumerate(d.targets)
            if getattr(r, "obj", None) is not None and getattr(r, "player", None) is None and game.exists(r.obj)
            and getattr(getattr(r, "spec", None), "index", i) in named]


def _event_uses(ab: ir.TriggeredAbility) -> frozenset:
    """What of its trigger event the ability's effects or condition use: ``object`` ("that
    creature" itself), ``controller`` / ``owner`` ("that land's controller"), ``player``
    ("that player"), ``amount`` ("the damage dealt"). Worked out once per ability (its IR
    is immutable): 1,200 abilities waiting to be ordered are not walked 1,200 times each."""
    memo = _EVENT_USES.get(id(ab))
    if memo is not None and memo[0] is ab:
        return memo[1]
    if len(_EVENT_USES) > 10_000:
        _EVENT_USES.clear()
    found = _walk_event_uses(ab)
    _EVENT_USES[id(ab)] = (ab, found)
    return found


#: Each ability's :func:`_event_uses`, by the ability's identity (kept in the entry, so an id
#: reused after it is gone never matches).
_EVENT_USES: dict[int, tuple[ir.TriggeredAbility, frozenset]] = {}


def _walk_event_uses(ab: ir.TriggeredAbility) -> frozenset:
    from dataclasses import fields, is_dataclass

    found: set = set()

    def walk(x) -> None:
        if isinstance(x, ir.ControllerOf) and isinstance(x.ref, ir.TriggerObject):
            found.add("controller")
            return
        if isinstance(x, ir.OwnerOf) and isinstance(x.ref, ir.TriggerObject):
            found.add("owner")
            return
        if isinstance(x, ir.TriggerObject):
            found.add("object")
        elif isinstance(x, ir.TriggerPlayer):
            found.add("player")
        elif isinstance(x, ir.ResultOf):
            if x.what == "damage dealt":
                found.add("amount")
        elif isinstance(x, (tuple, list)):
            for y in x:
                walk(y)
        elif is_dataclass(x) and not isinstance(x, type):
            for f in fields(x):
                walk(getattr(x, f.name))

    walk(ab.effects)
    walk(ab.condition)
    return frozenset(found)


def _about(game: Game, ev) -> Optional[tuple]:
    """The event's object as it last existed: (name, controller, owner), or None."""
    obj = getattr(ev, "obj", None)
    if obj is None:
        return None
    try:
        o, ch = game.last_known(obj)
    except KeyError:
        return None
    return ch.name, ch.controller or o.controller or o.owner, o.owner


def _told_apart(mine: list[PendingTrigger], labels: list[str]) -> list[str]:
    """``labels``, each of an ability whose source has another waiting ability of another text (two abilities of one
    permanent: Illusionary Presence's cumulative upkeep and its landwalk, Tangle Wire's fading and
    its tapping; session 44) followed by its own words, short: the keyword without its reminder, or
    the first sentence (410.3: the player orders them, and the step says which is which)."""
    # (each source's texts, gathered in one pass: an ability is told apart where its source has
    # another text than its own — not a look at every other ability for each one)
    texts: dict = {}
    for u in mine:
        if u.source is not None:
            texts.setdefault(u.source, set()).add(u.ability.text)
    out = []
    for t, label in zip(mine, labels):
        if t.source is not None and len(texts[t.source]) > 1:
            words = re.sub(r"\s*\([^()]*(\([^()]*\)[^()]*)*\)", "", ability_words(t.ability.text) or "").strip()
            words = re.split(r"(?<=[a-z0-9}])\. ", words)[0].rstrip(".")
            label = f"{label} (\"{words}\")" if words else label
        out.append(label)
    return out


def _label(game: Game, t: PendingTrigger, sig: tuple, alone: bool = False) -> str:
    """The ability's source, and what its event was about when that tells it apart. ``alone``: no
    other waiting ability is this one of the same source — its event's player tells nothing apart
    (Cold Snap's "that player" at Alice's upkeep beside its cumulative upkeep was "Cold Snap (Alice)";
    audit 7369), and its words say which it is (:func:`_told_apart`)."""
    if len(sig) <= 3 or t.event is None:
        return t.source_name
    named = next((part[1] for part in sig[3:] if part[0] == "object"), None)
    if named is not None and named != getattr(t.event, "obj", None):
        # the object the ability acts on is not the event's subject: Quagmire Lamprey's "put a
        # -1/-1 counter on that creature", one ability for each creature blocking it (410.9c)
        try:
            o, ch = game.last_known(named)
            # (with the scenario's label, which tells two blockers of one name apart: audit 7874's
            # Zhalfirin Knight blocked by Grizzly Bears @b1 and @b2, one flanking trigger each)
            return f"{t.source_name} ({possessive(ch.controller or o.controller or o.owner)} {_labelled(ch.name, o)})"
        except KeyError:
            pass
    about = _about(game, t.event)
    if about is not None:
        obj = getattr(t.event, "obj", None)
        return f"{t.source_name} ({possessive(about[1])} {_labelled(about[0], game.objects.get(obj))})"
    who = getattr(t.event, "player", None)
    return f"{t.source_name} ({who})" if who and not alone else t.source_name


def _labelled(name: str, obj: Any) -> str:
    """``name`` with the label the scenario gives ``obj`` ("Grizzly Bears @b1"), as
    :meth:`judge.engine.objects.GameObject.display` names an object; ``name`` alone without one."""
    label = getattr(obj, "label", None)
    return f"{name} @{label}" if label else name


def _ability_key(t: PendingTrigger) -> Any:
    """Which ability ``t`` is, for telling waiting abilities apart (410.3): a printed ability by
    identity; a delayed one (406.2a) by what it is — each time it triggers it is made anew
    (judge.engine.triggers._trigger_delayed), so two made by two activations of Mountain Titan
    ("until end of turn, whenever you play a black spell, put a +1/+1 counter on ~") are the
    same ability: same trigger, effects and condition, and the same objects referred to and
    cards found (what its effects act on, 406.2c)."""
    d = t.delayed
    if d is None:
        return id(t.ability)
    # (only the targets its words name: Rakalite's two "Return Rakalite to its owner's hand" keep two targets
    # shielded, and are the same ability — resolve.py, 406.2c-d)
    named = {x.index for x in ir.walk(d.effects) if isinstance(x, ir.Target)}
    refs = [r for i, r in enumerate(d.targets) if getattr(getattr(r, "spec", None), "index", i) in named]
    return ("delayed", repr((d.trigger, d.effects, d.condition, refs, d.found, d.watch, d.prevented_by)))


def _signature(game: Game, t: PendingTrigger) -> tuple:
    """What tells two waiting abilities apart for ordering (410.3): the source and the
    ability, and what of its trigger event its effect uses (the object itself, or its
    controller or owner as it last existed; the player; the amount). Abilities with equal
    signatures are interchangeable: their order changes nothing."""
    key: tuple = (t.source, _ability_key(t), t.controller)
    ev = t.event
    uses = _event_uses(t.ability) if ev is not None else frozenset()
    if not uses:
        return key
    about = _about(game, ev)
    parts = []
    if "object" in uses:
        parts.append(("object", getattr(ev, "new", None) or getattr(ev, "obj", None)))
    if "controller" in uses:
        parts.append(("controller", about[1] if about else None))
    if "owner" in uses:
        parts.append(("owner", about[2] if about else None))
    if "player" in uses:
        parts.append(("player", getattr(ev, "player", None)))
    if "amount" in uses:
        parts.append(("amount", getattr(ev, "amount", None)))
    return key + tuple(parts)


def _names_source(game: Game, ref: Ref, t: PendingTrigger) -> bool:
    if t.draw:
        return OrderTriggers.names_draw(ref)  # 'Alice orders triggers: @clock, "draw"'
    if ref.label:
        return t.source is not None and (game.objects.get(t.source) is not None and game.objects[t.source].label == ref.label
                                         or (t.source in game.lki and game.lki[t.source][0].label == ref.label))
    return (ref.name or "").lower() == t.source_name.split(" @")[0].lower()


def _put_one(game: Game, t: PendingTrigger, after_sba: bool = False, named: Optional[str] = None,
             refers: str = "") -> None:
    if t.draw:  # 304.1: "draw a card", as the step's ability of the active player
        game.stack.push(StackObject(id=game.tally.new_id(), kind=StackKind.DRAW, controller=t.controller,
                              name=f"{possessive(t.controller)} draw (\"draw a card\")"))
        game.tracer.step(f"\"Draw a card\" goes on the stack for {t.controller}", "304.1", kind="phase")
        return
    ab = t.ability
    # (what the words alone say, read once per ability: _put_shape)
    memo = _PUT_SHAPES.get(id(ab))
    players_may, may_pay = memo[1] if memo is not None and memo[0] is ab else _put_shape(ab)
    mays = _players_may(game, t, players_may) if players_may is not None else None
    if mays is not None:
        _put_players_may(game, t, mays, after_sba)
        return
    # a "may" ability goes on the stack only if its controller chooses to use it (410.5): the
    # step says it would be put on the stack (its trigger is told where it triggered), and the
    # choice made then (the Ophidian of audit 3632 was said to trigger twice)
    optional = ab.optional or may_pay is not None
    named = named or t.source_name  # a delayed ability's source told apart from another alike (put_on_stack)
    whose = possessive(named)  # (the step's words and the stack object's name: said once)
    header = (f"{whose} \"may\" triggered ability would be put on the stack" if optional
              else f"{whose} triggered ability goes on the stack")
    after = refers + (", after the state-based effects" if after_sba else "")  # (refers: _refers_apart)
    if t.occurrence:  # 410.6: one of several occurrences of one event — which one this is for
        after = f" — for {t.occurrence}{after}"
    with game.tracer.nest(f"{header} ({ability_words(ab.text) or ab.trigger.event.value}){after}", "410.3", "410.4",
                          *(("408.1b",) if after_sba else ()), kind="trigger"):
        put_ctx = _put_ctx(game, t) if optional and ab.targets else None  # (its targets' Ctx, made once: 410.4)
        # (its targets' options, looked for once and handed on — asked only of a "may" with targets)
        seen = _may_targets_seen(game, t, ab, put_ctx) if put_ctx is not None else None
        moot = seen is not None and _may_moot(game, t, seen)
        if ab.optional and not moot and not yes_no(game, t.controller, f"whether to use {possessive(t.source_name)} \"may\" ability", "410.5"):
            game.tracer.step(f"{t.controller} chooses not to: nothing goes on the stack", "410.5", kind="trigger")
            game.triggers.set_state_trigger_waiting(t.state_key, False)
            return
        if may_pay is not None and not moot and not yes_no(game, t.controller, f"whether to use {possessive(t.source_name)} \"may\" ability "
                                                                  f"(you may {may_pay})", "410.5"):
            # 410.5: "you may pay {1}. If you do, ..." is a "may" choice too, made as the ability
            # would be put on the stack: declined, nothing goes on the stack.
            game.tracer.step(f"{t.controller} chooses not to: nothing goes on the stack", "410.5", kind="trigger")
            game.triggers.set_state_trigger_waiting(t.state_key, False)
            return
        if optional and not moot:
            game.tracer.step(f"{t.controller} chooses to use it: it goes on the stack", "410.5", kind="trigger")
        mode = _mode_as_put(game, t, ab) if ab.modes else None
        targets = _targets_as_put(game, t, ab if mode is None else replace(ab, effects=mode.effects, targets=mode.targets),
                                  ctx=put_ctx, seen=seen)
        if targets is None:
            return
        so = StackObject(id=game.tally.new_id(), kind=StackKind.TRIGGER, controller=t.controller, name=f"{whose} ability",
                         source=t.source, ability=ab, effects=ab.effects if mode is None else mode.effects, targets=targets,
                         event=t.event, text=ab.text,
                         memory=StackMemory(
                             state_key=t.state_key,
                             # 410.5: the choice was made; the cost is paid (or the "may"
                             # instruction with its "If you do" carried out) on resolution
                             may_accepted=may_pay is not None or ab.optional and bool(ab.effects)
                             and isinstance(ab.effects[0], ir.Optional_),
                             # a delayed ability (406.2): what it names of a particular object fails once that
                             # object has left its zone (406.2d, judge.engine.context._did_nothing); what it
                             # refers to is not targeted (406.2c-d): kept as references
                             delayed=t.delayed is not None,
                             refs=tuple(t.delayed.targets) if t.delayed is not None else (),
                             found=tuple(t.delayed.found) if t.delayed is not None else (),
                             chars_then=t.delayed.chars_then if t.delayed is not None else (),
                             prevented_by=t.delayed.prevented_by if t.delayed is not None else None,
                             # (a delayed ability is told apart by its source's name as it resolves: ``named``)
                             apart=refers if t.delayed is None else ""))
        game.stack.push(so)
        if mode is not None:
            game.stack.choose_modes(so, mode.effects, (mode.text,))
        if targets:
            printed = printed_choice_said(game, so)  # Alaborn Cavalier as printed: "any one creature" (audit 7773)
            game.tracer.step(f"Target{'s' if len(targets) > 1 else ''}: {', '.join(x.describe(game) for x in targets)}"
                             f"{printed}{triggered_unbarred_said(game, so)}", "410.4", *(("413.2a",) if printed else ()), kind="trigger")
            events._record(game, events.targeted_events(so))
            division.announce(game, t.controller, so, f"{possessive(t.source_name)} ability")


def _mode_as_put(game: Game, t: PendingTrigger, ab: ir.TriggeredAbility) -> ir.Mode:
    """"Whenever …, choose one — A; or B" (Relic Bind): the controller of the pseudospell announces
    its mode as it goes on the stack (410.4: "makes all required choices, following the rules for
    activated abilities"; 409.1b: the mode is announced first, then the targets — only the mode's)."""
    opts = [Option(m.text, str(i + 1), (lambda v, i=i, w=m.text.lower(): str(v).strip().lower() in (str(i + 1), w)
                                or str(v).strip().lower().startswith(w[:12])), aliases=(str(i + 1),))
            for i, m in enumerate(ab.modes)]
    # the choice's step is the announcement, said once (the step putting it on the stack cites 410.4)
    (picked,) = choose(game, t.controller, f"the mode of {possessive(t.source_name)} ability, announced by its controller as it is "
                       f"put on the stack", opts, (1, 1), rule="409.1b", kind=ChoiceKind.PICK,
                       subject=ChoiceSubject.MODE, forced_ok=False)
    return ab.modes[int(picked) - 1]


def _targets_as_put(game: Game, t: PendingTrigger, ab: ir.TriggeredAbility,
                    control_said: bool = False, ctx: Optional[Ctx] = None,
                    seen: Optional[_TargetsSeen] = None) -> Optional[list[Target]]:
    """The targets of ``t``'s ability chosen as it goes on the stack under ``t.controller`` (410.4),
    its words read with the trigger event ("target artifact that player controls", Caustic Wasps:
    the player the event was about); None if it is removed for want of them. ``control_said``: the
    step before said the player its words say "may" of controls it (410.2), not said again. ``seen``: what its
    "may" looked for in this same state (:func:`_may_targets_seen`), taken rather than looked for again."""
    if not ab.targets:
        return []  # nothing to choose (most triggered abilities): no source to look at, no words to read
    src_chars = seen[0] if seen is not None else _source_chars(game, t)
    if ctx is None:  # (one made for its "may" already: _may_moot's)
        ctx = _put_ctx(game, t)
    with game.in_flight.carrying_out(ctx):
        return _trigger_targets(game, t, ab, src_chars, control_said, ctx, seen[1] if seen is not None else ())


def _source_chars(game: Game, t: PendingTrigger):
    """The characteristics of ``t``'s source as it last existed (413.2f), which its ability's target words may read
    ("a creature of that color"); None where there is no source or nothing is known of it."""
    if t.source is None:
        return None
    try:
        return game.last_known(t.source)[1]
    except KeyError:
        return None


def _put_ctx(game: Game, t: PendingTrigger) -> Ctx:
    """The Ctx of ``t``'s ability as it is put on the stack, its targets chosen (410.4)."""
    return Ctx(game=game, controller=t.controller, source=t.source, source_name=t.source_name, targets=[], event=t.event)


#: What a "may" triggered ability's check looked for (:func:`_may_targets_seen`): its source's last known
#: characteristics, and the legal options of each of its target specs in order, up to the first that has fewer
#: than it needs (the rest weren't looked for).
_TargetsSeen = tuple[Any, tuple[list[Option], ...]]


def _may_targets_seen(game: Game, t: PendingTrigger, ab: ir.TriggeredAbility, ctx: Ctx) -> Optional[_TargetsSeen]:
    """The legal options of ``ab``'s targets as its "may" would be asked (410.5), for :func:`_may_moot` (asked of a
    "may" with targets, ``ctx`` the Ctx they are chosen with); None where that check isn't made (an ability with
    modes, or a "may" the scenario's next line answers: asked as stated).
    Looked for once: the targets are then chosen in this same state (410.4) — the "may" choice, its step and the
    targets chosen before a later spec's change nothing the options are read of (the objects, their zones and
    characteristics, the players) — so :func:`_trigger_targets_chosen` takes these options, not a second search."""
    if ab.modes or yes_no_stated(game, t.controller, "410.5"):
        return None
    src_chars = _source_chars(game, t)
    found: list[list[Option]] = []
    with game.in_flight.carrying_out(ctx):
        for spec in ab.targets:
            found.append(target_options(game, spec, t.controller, t.source, src_chars, None, triggered=True))
            if spec.min_count > len(found[-1]):
                break
    return src_chars, tuple(found)


def _may_moot(game: Game, t: PendingTrigger, seen: _TargetsSeen) -> bool:
    """Whether ``t.controller``'s "may" (410.5) for its ability changes nothing, and so isn't asked — said so: a
    target it needs has no legal choice now (Oath of Lieges with no opponent controlling more lands), so used, it
    would be removed from the stack at once (410.4), and declined, nothing goes on it. ``seen``: its targets'
    options (:func:`_may_targets_seen`, made only where the "may" isn't answered by the scenario's next line: a
    stated answer is the player's, and honoured)."""
    specs = t.ability.targets
    if not any(spec.min_count > len(opts) for spec, opts in zip(specs, seen[1])):
        return False
    game.tracer.step(f"{t.controller} isn't asked whether to use {possessive(t.source_name)} \"may\" ability: with no legal "
                     f"target, used it would be removed from the stack at once (410.4), and declined nothing would go on "
                     f"the stack (410.5) — the same either way", "410.5", "410.4", kind="trigger")
    return True


def _players_may(game: Game, t: PendingTrigger, shape: tuple) -> Optional[list[tuple[str, tuple, Optional[str]]]]:
    """An ability that says another player "may" do something — "that creature's controller may
    draw a card" (Fecundity), "each other player may search his or her library …" (Hired Giant):
    (player, the instructions of that player's pseudospell, the player "each one" names) for
    each such player, in turn order from the active player (410.2: that player controls the
    ability and its pseudospell; for more than one player, one pseudospell each); None for any
    other ability (targets, a condition, or a "may" of its controller's are 410.5's as usual). ``shape``: the
    ability's words read (:func:`_players_may_words`, not None: most abilities have no such shape, and no Ctx is
    made for them)."""
    each, who, effects = shape
    ctx = Ctx(game=game, controller=t.controller, source=t.source, source_name=t.source_name, targets=[],
              event=t.event)
    named = player_names(refer(ctx, who))
    if each:
        return [(p, effects, p) for p in game.apnap() if p in named]
    return [(named[0], effects, None)] if len(named) == 1 else None


def _players_may_words(ab: ir.TriggeredAbility) -> Optional[tuple[bool, Any, tuple]]:
    """The shape of :func:`_players_may`'s ability, read of its words alone: (whether "each" player
    may, who may, the instructions of the pseudospell), or None."""
    if ab.optional or ab.condition is not None or len(ab.effects) != 1:
        return None
    e = ab.effects[0]
    if ab.targets and not (isinstance(e, ir.Optional_) and all(sp.chosen_by == e.who for sp in ab.targets)):
        # (targets only where the player the ability says "may" of is the one who chooses them —
        # the Oaths: "that player chooses target player …. The first player may …")
        return None
    each = isinstance(e, ir.EachPlayer) and len(e.effects) == 1 and isinstance(e.effects[0], ir.Optional_) \
        and isinstance(e.effects[0].who, ir.EachOne)
    if each:
        return True, e.who, e.effects[0].effects
    if isinstance(e, ir.Optional_) and not isinstance(e.who, ir.You):
        return False, e.who, e.effects
    if isinstance(e, ir.Draw) and e.optional and not isinstance(e.who, ir.You):
        return False, e.who, (replace(e, optional=False),)
    return None


def _put_shape(ab: ir.TriggeredAbility) -> tuple:
    """What :func:`_put_one` reads of the ability's words alone before any choice, each time it is put on the stack
    (410.3): the shape of another player's "may" (:func:`_players_may_words`, 410.2) and the cost of a "you may
    [cost]. If you do" (:func:`_may_pay_first`, 410.5). Worked out once per ability (its IR is immutable): the
    Chalices of an exploration's thousand runs are not read again at each put. (Its memo, looked up by the caller
    first: :data:`_PUT_SHAPES`.)"""
    if len(_PUT_SHAPES) > 10_000:
        _PUT_SHAPES.clear()
    found = (_players_may_words(ab), _may_pay_first(ab))
    _PUT_SHAPES[id(ab)] = (ab, found)
    return found


#: Each ability's :func:`_put_shape`, by the ability's identity (kept in the entry, so an id reused after it is
#: gone never matches).
_PUT_SHAPES: dict[int, tuple[ir.TriggeredAbility, tuple]] = {}


def _put_players_may(game: Game, t: PendingTrigger, mays: list, after_sba: bool) -> None:
    """410.2, 410.5: each player the ability says "may" controls a pseudospell of it and chooses,
    as it would be put on the stack, whether to: declined, nothing of that player's goes on it."""
    ab = t.ability
    after = ", after the state-based effects" if after_sba else ""
    with game.tracer.nest(f"{possessive(t.source_name)} \"may\" triggered ability would be put on the stack ({ability_words(ab.text) or ab.trigger.event.value}){after}",
                          "410.3", "410.4", *(("408.1b",) if after_sba else ()), kind="trigger"):
        put = 0
        for player, effects, each in mays:
            game.tracer.step(f"The ability says {player} may do it: {player} controls the ability and its pseudospell"
                             + (" (one for each player it says so of)" if len(mays) > 1 or each is not None else ""),
                             "410.2", kind="trigger")
            mine = replace(t, controller=player)
            put_ctx = _put_ctx(game, mine) if ab.targets else None  # (its targets' Ctx, made once: 410.4)
            # (its targets' options, looked for once and handed on)
            seen = _may_targets_seen(game, mine, ab, put_ctx) if put_ctx is not None else None
            moot = seen is not None and _may_moot(game, mine, seen)
            if not moot and not yes_no(game, player, f"whether to use {possessive(t.source_name)} \"may\" ability", "410.5"):
                game.tracer.step(f"{player} chooses not to: nothing goes on the stack", "410.5", kind="trigger")
                continue
            if not moot:
                game.tracer.step(f"{player} chooses to use it: it goes on the stack", "410.5", kind="trigger")
            targets: list[Target] = []
            if ab.targets:
                # the Oaths: the pseudospell's controller, the player it says "may" of, chooses its
                # targets as it goes on the stack — none legal, it is removed (410.4)
                chosen = _targets_as_put(game, mine, ab, control_said=True, ctx=put_ctx, seen=seen)
                if chosen is None:
                    continue
                targets = chosen
            put += 1
            so = StackObject(id=game.tally.new_id(), kind=StackKind.TRIGGER, controller=player, name=f"{possessive(t.source_name)} ability",
                             source=t.source, ability=ab, effects=effects, targets=targets, event=t.event, text=ab.text,
                             memory=StackMemory(state_key=t.state_key, each_one=each))
            game.stack.push(so)
            if targets:
                printed = printed_choice_said(game, so)
                game.tracer.step(f"Target{'s' if len(targets) > 1 else ''}: {', '.join(x.describe(game) for x in targets)}"
                                 f"{printed}{triggered_unbarred_said(game, so)}", "410.4", *(("413.2a",) if printed else ()), kind="trigger")
                events._record(game, events.targeted_events(so))
        if put > 1 and any(each is not None for _p, _e, each in mays):
            # Veteran Explorer, Noble Benefactor: one pseudospell per player, not one instruction
            # for both — each resolves on its own, and the players' actions aren't joined (413.2d)
            game.tracer.step(f"Each of these {put} pseudospells resolves on its own, its controller's part only: the "
                             f"players' actions aren't processed simultaneously, as 413.2d has them for one instruction "
                             f"given to both players — the one put on the stack last resolves first", "410.2", "413.2d",
                             kind="trigger")
        if not put:  # (410.11: a state trigger none of whose pseudospells went on the stack may trigger again)
            game.triggers.set_state_trigger_waiting(t.state_key, False)


def _trigger_targets(game: Game, t: PendingTrigger, ab: ir.TriggeredAbility, src_chars,
                     control_said: bool, ctx: Ctx, seen: tuple[list[Option], ...] = ()) -> Optional[list[Target]]:
    """410.4: the targets chosen as the ability goes on the stack; None (and the ability removed)
    if a target can't be chosen. ``ctx``: the ability's, as its targets are chosen (the trigger event's).
    ``seen``: the options of its first specs, looked for in this state already (its "may"'s check)."""
    # "target artifact that player controls" (Latulla's Orders) said with the player named (Bob): the player
    # the trigger event was about — read of the event alone, so of the ability's Ctx being carried out
    with phrasebook.that_player_named(that_player(ctx)):
        return _trigger_targets_chosen(game, t, ab, src_chars, control_said, seen)


def _trigger_targets_chosen(game: Game, t: PendingTrigger, ab: ir.TriggeredAbility, src_chars,
                            control_said: bool = False, seen: tuple[list[Option], ...] = ()) -> Optional[list[Target]]:
    targets: list[Target] = []
    for i, spec in enumerate(ab.targets):
        opts = seen[i] if i < len(seen) else target_options(game, spec, t.controller, t.source, src_chars, None,
                                                            triggered=True)
        opts = [o for o in opts if not any(x.obj == o.value or x.player == o.value for x in targets)]
        lo = spec.min_count
        hi = spec.max_count if spec.max_count is not None else len(opts)
        if spec.max_amount is not None:  # "up to X target …, where X is …": counted now (410.4)
            hi = min(hi, max(0, amount(Ctx(game=game, controller=t.controller, source=t.source, source_name=t.source_name,
                                           targets=[]), spec.max_amount)))
        refused = _refused_targets(game, t, spec, src_chars)
        if len(opts) < lo:
            because = f" ({'; '.join(refused)})" if refused else ""
            if opts:  # "two target lands you control" with one: the number it asks can't be chosen (409.1c)
                game.tracer.step(f"Only {len(opts)} legal target{'s' if len(opts) != 1 else ''} for {possessive(t.source_name)} "
                                 f"ability ({spec_words(spec)}), which needs {lo}: the required number of targets "
                                 f"can't be chosen, so it is removed from the stack{because}", "410.4", "409.1c",
                                 *rules_named(*refused), kind="trigger")
            else:
                game.tracer.step(f"No legal target for {possessive(t.source_name)} ability ({spec_words(spec)}): it is removed "
                                 f"from the stack{because}", "410.4", *(("409.1c",) if refused else ()),
                                 *rules_named(*refused), kind="trigger")
            if t.state_key is not None:
                # 410.11: a state trigger doesn't trigger again until its pseudospell has resolved
                # or been countered; one removed under 410.4 did neither (nor does it loop, 421.4)
                game.tracer.step(f"{possessive(t.source_name)} state trigger doesn't trigger again while it stays in play: its "
                                 f"pseudospell neither resolved nor was countered", "410.11", kind="trigger")
            return None
        if refused:  # why a permanent the words fit isn't among the choices (Knights of Thorn's protection
            # from red against Goblin Commando's "target creature"), the rule that excludes it cited here
            game.tracer.step(f"Not a legal target for {possessive(t.source_name)} ability ({spec_words(spec)}): "
                             f"{'; '.join(refused)}", "410.4", "409.1c", *rules_named(*refused), kind="trigger")
        chooser = _target_chooser(game, t, spec, control_said)
        picked = choose(game, chooser, f"a target for {possessive(t.source_name)} ability ({spec_words(spec)})", opts,
                        (lo, min(hi, len(opts))), rule="410.4", forced_ok=(lo == hi == len(opts)))
        for v in picked:
            if isinstance(v, str):
                targets.append(Target(spec, player=v))
            else:
                targets.append(Target(spec, obj=v, zone=game.objects[v].zone))
    return targets


def _refused_targets(game: Game, t: PendingTrigger, spec: ir.TargetSpec, src_chars) -> list[str]:
    """Each permanent the words of ``spec`` fit that is no legal choice, with why (409.1c: Taoist
    Hermit's "can't be the target of spells or abilities your opponents control", protection), and
    each player they would fit but for "previously dealt damage by it" (Diseased Vermin, 217.8), and
    each player who hasn't more than the player named (the Oaths: "Alice has 15 life, Bob 20"), and each player the
    words fit who can't be its target (Ivory Mask's "You can't be the target of spells or abilities", 103.1)."""
    zones = zones_matched(spec.filter)  # (a permanent outside them is no match: matches isn't asked of it)
    objects = game.objects
    return [f"{game.describe(o)}: {why}" for o in game.in_play
            if (zones is None or o not in objects or objects[o].zone in zones)
            and matches(game, spec.filter, o, t.controller, t.source, None)
            for ok, why in [legal_target(game, spec, o, t.controller, t.source, src_chars, None, triggered=True)] if not ok] + [
        # ("Bob can't be the target of spells or abilities (Ivory Mask; 103.1)": the player the subject of the why)
        (why if why.startswith(f"{p} ") else f"{p}: {why}")
        for p in (q.name for q in game.players) if spec.filter.players
        and matches(game, spec.filter, p, t.controller, t.source, None)
        for ok, why in [legal_target(game, spec, p, t.controller, t.source, src_chars, None, triggered=True)] if not ok] + [
        f"{p}: {why}" for p, why in spared_not_damaged_by_it(game, spec.filter, t.controller, t.source)] + [
        why for p in (q.name for q in game.players) if spec.filter.players and spec.filter.more_than is not None
        for why in [compared_said(game, spec.filter, p, t.controller, t.source)] if why]  # (audit 6460)


def _target_chooser(game: Game, t: PendingTrigger, spec: ir.TargetSpec, control_said: bool = False) -> str:
    """Who chooses the target ``spec``: the ability's controller (410.4), or the player its words
    name — "target creature of defending player's choice" (Erithizon), "… that player controls of
    their choice" (The Abyss): "a few spells or abilities allow the player's opponent to choose the
    target" (409.1c), as the ability goes on the stack. The ability stays its controller's."""
    if spec.chosen_by is None:
        return t.controller
    ctx = Ctx(game=game, controller=t.controller, source=t.source, source_name=t.source_name, targets=[],
              event=t.event)
    named = player_names(refer(ctx, spec.chosen_by))
    if not named:  # no one to make the choice the words give: said loudly, never the controller's instead
        raise Unsupported(f"{t.source_name}: the player who is to choose {spec_words(spec)} (409.1c) is not in "
                          f"the game now, and the engine doesn't say who else would")
    chooser = named[0]
    if chooser == t.controller:  # the Oaths: the player the ability says "may" of controls it (410.2) and chooses
        if control_said:  # said as it was put on the stack (Farrel's Mantle; audit 8379): the choice's step says who
            return chooser
        game.tracer.step(f"{chooser} controls {possessive(t.source_name)} ability and its pseudospell (its words say {chooser} "
                         f"\"may\") and chooses its target ({spec_words(spec)})", "410.2", "410.4", kind="trigger")
        return chooser
    game.tracer.step(f"{possessive(t.source_name)} ability ({spec_words(spec)}) is {possessive(t.controller)}, but its words give the "
                     f"choice of that target to {chooser}: {chooser} chooses it", "409.1c", kind="trigger")
    return chooser


def _may_pay_first(ab: ir.TriggeredAbility):
    """The words of a "you may [cost]. If you do, ..." that opens a triggered ability with
    no consequence for not doing it (410.5; an "unless" or "if you don't" is not such a
    "may"), or None."""
    if ab.optional or not ab.effects:
        return None
    first = ab.effects[0]
    if not isinstance(first, ir.IfYouDo) or not first.optional or first.otherwise or not isinstance(first.who, ir.You):
        return None
    return phrasebook.cost_words(first.cost)


def end_turn_cleanup_delayed(game: Game) -> None:
    """Delayed abilities referring to "this turn" end with it."""
    game.triggers.drop_used_delayed()


# The event pipeline (judge.engine.events) reports every event here (410).
events.detect_triggers.set(detect)


@events.resolve_mana_triggers.set
def _resolve_mana_triggers(game: Game) -> None:
    """The triggered mana abilities playing a mana ability triggered, each resolving now, just after
    it (411.3: "immediately after the mana ability that triggered them, without waiting for priority")."""
    waiting = game.triggers.take_mana_triggers()
    for ab, sid, name, you, ev in waiting:
        with game.tracer.nest(f"{possessive(name)} triggered mana ability triggers and resolves immediately after it ({ab.text})",
                              "411.3", "406.1a", kind="mana"):
            run_effects(Ctx(game=game, controller=you, source=sid, source_name=name, targets=[], event=ev,
                            mana_ability=("411.3",)), ab.effects)
