"""Why an ability its event concerns doesn't trigger (410.2): the "doesn't trigger" steps of
:func:`judge.engine.triggers.detect`'s loop, each said where it decides — "Mogg Infestation's
\"Whenever a creature you control is put into a graveyard from play\" doesn't trigger: Grizzly Bears
was Bob's", a token that was never a card, damage that isn't combat damage, a land played that isn't a
spell.

The loop comes here only for an ability whose trigger event the event concerns and that it did not
match (:func:`say_why_not`), so an ask whose events trigger what they concern, or concern no ability,
never reads this module: :data:`judge.engine.triggers.NOT_TRIGGERED` names it (above triggers: never
imported by an import statement there), imported the first time (issue 43).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

from judge.cards import ir, phrasebook
from judge.cards.english import possessive, quoted, with_article
from judge.cards.ir import TriggerEvent, TriggerWhose
from judge.engine.filters import controller, matches
from judge.engine.characteristics import lost_all_abilities_to
from judge.engine.game import COMBAT_STEPS, Game
from judge.engine.kinds import EventKind, MoveCause, StackKind
from judge.engine.land_type_abilities import is_basic
from judge.engine.triggers import (DAMAGED_BY, any_card_played, dealt_by, dealt_to, discarded_by_opponent, event_matches,
                                   not_the_named, subject_matches)
from judge.zones import Zone


def own_damage_triggers_lost(game: Game, dealt) -> None:
    """A creature whose own "Whenever ~ deals [combat] damage to …" ability this damage would have triggered,
    gone — Death Charmer's under Humility (audit 16863: its damage to the Grizzly Bears triggered nothing, and
    no step said why) — says that it doesn't trigger, and why: it has no such ability now (410.2: only an
    ability it has can trigger), as a lost attack or block trigger does (judge.engine.combat). Combat damage
    (judge.engine.combat_damage, as it is dealt) and any other (judge.engine.triggers.detect: the ping a later
    Fire Whip gives Hypnotic Specter, whose "Whenever ~ deals damage to an opponent" an earlier Humility took) alike."""
    for ev in dealt:
        if ev.kind is not EventKind.DAMAGE or not isinstance(ev.source, int) or ev.source not in game.objects:
            continue
        obj = game.objects[ev.source]
        if obj.zone != Zone.IN_PLAY:
            continue
        name = lost_all_abilities_to(game, obj)
        if name is None:
            continue
        now = game.chars(obj).abilities
        you = game.controller_of(ev.source)
        to = ev.player if ev.player is not None else game.describe(ev.obj)
        events = (TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE) if ev.combat else (TriggerEvent.DEALS_DAMAGE,)
        for ab in game.abilities_of(obj).abilities:
            if isinstance(ab, ir.TriggeredAbility) and ab.zone == Zone.IN_PLAY and ab not in now \
                    and ab.trigger.event in events and isinstance(ab.trigger.subject, ir.This) \
                    and (ab.trigger.detail is None or dealt_to(game, ab.trigger.detail, ev, ev.source, you)):
                game.tracer.step(f"{possessive(game.describe(ev.source))} {quoted(ab.text)} doesn't trigger as it deals "
                                 f"{'combat ' if ev.combat else ''}damage to {to}: it has lost that ability, as {name} "
                                 f"makes it lose all its abilities", "410.2", kind="trigger")


def say_why_not(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """An ability of ``sid`` whose trigger event ``ev`` concerns, not matched by it: the step that says
    why it doesn't trigger, where one of the checks below decides (410.2); nothing where none does."""
    if ev.kind is EventKind.DAMAGE and ab.trigger.event in (TriggerEvent.DEALS_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE):
        _damage_not_matching(game, ab, ev, sid, obj, you)
    elif ev.kind is EventKind.DAMAGE and ab.trigger.event is TriggerEvent.DEALT_COMBAT_DAMAGE:
        _dealt_not_combat(game, ab, ev, sid, obj, you)
    elif ev.kind is EventKind.ZONE and (ab.trigger.event is TriggerEvent.PLAYS_LAND or any_card_played(ab.trigger)):
        _land_not_played(game, ab, ev, sid, obj, you)
    elif ev.kind is EventKind.ZONE and ab.trigger.event is TriggerEvent.PLAYS_SPELL:
        _land_not_a_spell(game, ab, ev, sid, obj, you)
    elif ev.kind is EventKind.ACTIVATED and ab.trigger.event is TriggerEvent.TAPPED_OR_PLAYED and ev.cost_taps:
        _played_with_tap(game, ab, ev, sid, obj, you)
    elif ev.kind is EventKind.ACTIVATED and any_card_played(ab.trigger):
        _ability_not_a_card(game, ab, ev, sid, obj, you)
    elif ev.kind is EventKind.ACTIVATED and ab.trigger.event is TriggerEvent.PLAYS_SPELL:
        _ability_not_a_spell(game, ab, ev, sid, obj, you)
    else:
        for why_not in why_not_checks(ab.trigger):
            why_not(game, ab, ev, sid, obj, you)


def _damage_not_matching(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """Damage its own subject dealt that a "Whenever ~ deals [combat] damage to an opponent" ability
    doesn't trigger on — to another recipient, or not combat damage: it says so, and why (410.2)."""
    trig = ab.trigger
    to = ev.player if ev.player is not None else game.describe(ev.obj) if ev.obj is not None and game.exists(ev.obj) else None
    if to is None:
        return
    if not subject_matches(game, trig.subject, sid, obj, ev.source, you):
        if isinstance(trig.subject, ir.Filter) and ir.CHOSEN_COLOR in trig.subject.colors:
            _dealer_not_of_chosen_color(game, ab, ev, sid, obj, you, to)
        else:
            _dealer_not_of_kind(game, ab, ev, sid, obj, you, to)
        return
    if trig.event is TriggerEvent.DEALS_COMBAT_DAMAGE and not ev.combat:
        why = "it isn't combat damage (glossary \"Combat Damage\")"
    elif (trig.detail is not None and trig.detail.players and not trig.detail.types
          and trig.detail.controller is ir.PlayerRelation.YOU and ev.player is not None and ev.player != you):
        # "deals damage to you" (Backfire): "you" is the ability's controller, and the player hit
        # is another — not "isn't a player" (audit 4238)
        why = f"{to} isn't {you}, the controller of {obj.display()} (\"you\", glossary \"You/Your\")"
    elif trig.detail is not None and not dealt_to(game, trig.detail, ev, sid, you):
        why = f"{to} isn't {with_article(phrasebook.filter_phrase(trig.detail))}"
    else:
        return
    game.tracer.step(f"{possessive(game.describe(ev.source) if game.exists(ev.source) else obj.display())} damage to {to}: "
                     f"{possessive(obj.display())} \"{ab.text}\" doesn't trigger — {why}", "410.2", kind="trigger")


def _dealt_not_combat(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """Damage that isn't combat damage dealt to what a "Whenever ~ is dealt combat damage" ability
    names (Wall of Souls and a Lightning Bolt, audit 11005): it doesn't trigger, and why (410.2,
    glossary "Combat Damage"). Only where everything else about the damage fits the ability."""
    trig = ab.trigger
    if ev.combat or ev.obj is None or not game.exists(ev.obj) \
            or (trig.detail is not None and not dealt_by(game, trig.detail, ev, sid, you)) \
            or not subject_matches(game, trig.subject, sid, obj, ev.obj, you):
        return
    source = game.describe(ev.source) if ev.source is not None and game.exists(ev.source) else "the source"
    game.tracer.step(f"{possessive(source)} damage to {game.describe(ev.obj)}: {possessive(obj.display())} \"{ab.text}\" "
                     f"doesn't trigger — it isn't combat damage (glossary \"Combat Damage\")", "410.2", kind="trigger")


def _dealer_not_of_kind(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str, to: str) -> None:
    """Damage to what a "Whenever a [kind] deals damage to you" ability names, dealt by a source of
    another kind — No Mercy's "a creature" at Shock's damage (audit 9288): it doesn't trigger, and why
    (410.2). Only where the recipient is the one the ability names and its source is still there to be
    described; the chosen color's case is _dealer_not_of_chosen_color's."""
    subject, trig = ab.trigger.subject, ab.trigger
    if not isinstance(subject, ir.Filter) or not subject.types or subject.extra or ev.source is None \
            or not game.exists(ev.source) or ev.source == sid \
            or (trig.detail is not None and not dealt_to(game, trig.detail, ev, sid, you)):
        return
    game.tracer.step(f"{possessive(game.describe(ev.source))} damage to {to}: {possessive(obj.display())} \"{ab.text}\" doesn't "
                     f"trigger — {game.describe(ev.source)} isn't {with_article(phrasebook.filter_phrase(subject, you))}", "410.2",
                     kind="trigger")


def _dealer_not_of_chosen_color(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str, to: str) -> None:
    """Damage to what the ability names dealt by a creature not of the color chosen as its source
    came into play (Mangara's Equity chose black, a red creature deals the damage): it doesn't
    trigger, and why (410.2, 410.10e)."""
    subject, trig = ab.trigger.subject, ab.trigger
    if not (isinstance(subject, ir.Filter) and ir.CHOSEN_COLOR in subject.colors) or ev.source is None \
            or not game.exists(ev.source) or (trig.detail is not None and not dealt_to(game, trig.detail, ev, sid, you)):
        return
    if not matches(game, replace(subject, colors=tuple(c for c in subject.colors if c != ir.CHOSEN_COLOR)), ev.source, you, sid):
        return
    color = game.permanents.chosen_on_entry.get(sid, {}).get(ir.EntryChoice.COLOR)
    game.tracer.step(f"{possessive(game.describe(ev.source))} damage to {to}: {possessive(obj.display())} \"{ab.text}\" doesn't trigger — "
                     f"{game.describe(ev.source)} isn't {color or 'of the chosen color'}, the color chosen as "
                     f"{obj.display()} came into play", "410.2", "410.10e", kind="trigger")


def _not_an_opponents(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """What an ability that triggers only on an opponent's doing doesn't trigger on — its own
    controller's spell ("When an opponent plays a spell": Veil of Birds), a discard its own
    controller's spell or ability caused ("Whenever a spell or ability an opponent controls causes
    you to discard a card": Spiritual Focus), or a spell that isn't of the kind it names ("a black
    spell": Sol'kanar the Swamp King), or its own controller's draw or discard ("Whenever an opponent
    draws a card": Underworld Dreams; "… discards a card": Megrim), or another player's spell
    countered for "Whenever a spell you've played is countered" (Multani's Presence): it says so, and
    why (410.2; audits 3430, 4743, 6258)."""
    trig = ab.trigger
    if ev.kind is EventKind.CAST and trig.event is TriggerEvent.PLAYS_SPELL and trig.whose is TriggerWhose.OPPONENT \
            and ev.player == you:
        # its own controller's spell of the kind it names, the first of the turn too (Ichneumon Druid)
        kind_named = trig.filter if trig.filter is None else replace(
            trig.filter, extra=tuple(x for x in trig.filter.extra if x != ir.NOT_FIRST_OF_KIND_THIS_TURN))
        if kind_named is not None and not matches(game, kind_named, ev.obj, you, sid):
            return
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {you} played {game.describe(ev.obj)}, and "
                         f"it triggers on a spell an opponent of {you} plays", "410.2", kind="trigger")
    elif ev.kind is EventKind.CAST and trig.event is TriggerEvent.PLAYS_SPELL and trig.whose is TriggerWhose.YOU \
            and ev.player != you:
        # Skittering Horror's "When you play a creature spell" at an opponent's creature spell
        if trig.filter is not None and not matches(game, trig.filter, ev.obj, you, sid):
            return
        played = "a card" if any_card_played(trig) else "a spell"
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {ev.player} played {game.describe(ev.obj)}, and "
                         f"it triggers on {played} {you}, its controller, plays (\"you\", glossary \"You/Your\")",
                         "410.2", kind="trigger")
    elif (ev.kind is EventKind.CAST and trig.event is TriggerEvent.PLAYS_SPELL and trig.whose is TriggerWhose.CHOSEN
          and ev.player != game.permanents.chosen_on_entry.get(sid, {}).get(ir.EntryChoice.OPPONENT)):
        # Havoc as printed at a spell its chosen opponent didn't play (audit 5652)
        if trig.filter is not None and not matches(game, trig.filter, ev.obj, you, sid):
            return
        chosen = game.permanents.chosen_on_entry.get(sid, {}).get(ir.EntryChoice.OPPONENT)
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {ev.player} played {game.describe(ev.obj)}, and "
                         f"it triggers on a spell {chosen or 'the chosen player'} plays, the opponent chosen as it came "
                         f"into play", "410.2", "410.10e", kind="trigger")
    elif (ev.kind is EventKind.CAST and trig.event is TriggerEvent.PLAYS_SPELL and trig.filter is not None
          and ir.NOT_FIRST_OF_KIND_THIS_TURN in trig.filter.extra and ev.obj is not None and game.exists(ev.obj)
          and (trig.whose in (None, TriggerWhose.EACH) or trig.whose is TriggerWhose.OPPONENT and ev.player != you)
          and matches(game, replace(trig.filter, extra=()), ev.obj, you, sid)
          and not matches(game, trig.filter, ev.obj, you, sid)):
        # Ichneumon Druid at the first instant spell an opponent plays this turn
        kind = phrasebook.spell_phrase(replace(trig.filter, extra=()))
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {game.describe(ev.obj)} is the first {kind} "
                         f"{ev.player} has played this turn, and it triggers on {with_article(kind)} other than the "
                         f"first", "409.1", "410.2", kind="trigger")
    elif (ev.kind is EventKind.CAST and trig.event is TriggerEvent.PLAYS_SPELL and trig.filter is not None
          and (trig.whose in (None, TriggerWhose.EACH) or trig.whose is TriggerWhose.YOU and ev.player == you
               or trig.whose is TriggerWhose.OPPONENT and ev.player != you
               or trig.whose is TriggerWhose.CHOSEN and ev.player == game.permanents.chosen_on_entry.get(sid, {}).get(ir.EntryChoice.OPPONENT))
          and ev.obj is not None and game.exists(ev.obj) and not matches(game, trig.filter, ev.obj, you, sid)):
        # Sol'kanar the Swamp King's "a black spell": a green one played (audit 4238)
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {game.describe(ev.obj)} isn't "
                         f"{with_article(phrasebook.spell_phrase(trig.filter))}", "410.2", kind="trigger")
    elif ev.kind is EventKind.COUNTERED and trig.event is TriggerEvent.COUNTERED and trig.whose is TriggerWhose.YOU \
            and ev.player != you:
        # Multani's Presence at another player's spell countered (audit 6258)
        last = game.lki.get(ev.obj) if ev.obj is not None else None
        spell = last[0].display() if last is not None else "a spell"
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {spell} is countered, and {ev.player} played it; "
                         f"it triggers on a spell {you}, its controller, played (\"you\", glossary \"You/Your\")",
                         "410.2", kind="trigger")
    elif (ev.kind is EventKind.ZONE and trig.event is TriggerEvent.DRAWS and trig.whose is TriggerWhose.CHOSEN
          and trig.filter is not None
          and ev.move_cause is MoveCause.DRAW and ev.new is not None and game.exists(ev.new)):
        # Booby Trap (added, session 46, c1) at a card without the chosen name, or at a draw by another player
        chosen = game.permanents.chosen_on_entry.get(sid, {})
        name = chosen.get(ir.EntryChoice.CARD_NAME) or "none"
        if ev.player != chosen.get(ir.EntryChoice.OPPONENT):
            game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {ev.player} draws {game.describe(ev.new)}, and "
                             f"it triggers on a card {chosen.get(ir.EntryChoice.OPPONENT) or 'the chosen player'} draws, the opponent "
                             f"chosen as it came into play", "410.2", "410.10e", kind="trigger")
        elif not matches(game, trig.filter, ev.new, you, sid, zone_check=False):
            game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {ev.player} draws {game.describe(ev.new)}, which "
                             f"hasn't the name chosen as it came into play ({name})", "410.2", "202.3", kind="trigger")
    elif (ev.kind is EventKind.ZONE and trig.event in (TriggerEvent.DRAWS, TriggerEvent.DISCARDS)
          and trig.whose is TriggerWhose.OPPONENT
          and ev.player == you
          and ev.move_cause is (MoveCause.DISCARD if trig.event is TriggerEvent.DISCARDS else MoveCause.DRAW)):
        # Underworld Dreams at its own controller's draw, Megrim at its own controller's discard
        # (audit 4743)
        verb = "draws" if trig.event is TriggerEvent.DRAWS else "discards"
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {you} {verb} a card, and it triggers when an "
                         f"opponent of {you} {verb} one", "410.2", kind="trigger")
    elif (ev.kind is EventKind.ZONE and trig.event in (TriggerEvent.DRAWS, TriggerEvent.DISCARDS)
          and trig.whose is TriggerWhose.YOU
          and ev.player is not None and ev.player != you
          and ev.move_cause is (MoveCause.DISCARD if trig.event is TriggerEvent.DISCARDS else MoveCause.DRAW)):
        # Necropotence (added, session 69, h6) at an opponent's discard: "Whenever you discard a card"
        verb = "draws" if trig.event is TriggerEvent.DRAWS else "discards"
        # a discarded card is named (it is in a graveyard, public); a drawn one is not (Fasting at Bob's draw:
        # "Bob draws a card", not the hidden card's name, nor "unknown card")
        card = game.describe(ev.new) if trig.event is TriggerEvent.DISCARDS and ev.new is not None \
            and game.exists(ev.new) else "a card"
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {ev.player} {verb} {card}, and it triggers when "
                         f"{you}, its controller, {verb} one (\"you\", glossary \"You/Your\")", "410.2", kind="trigger")
    elif (ev.kind is EventKind.ZONE and trig.event is TriggerEvent.DISCARDED_BY_OPPONENT
          and not isinstance(trig.subject, ir.This)
          and ev.move_cause is MoveCause.DISCARD and ev.player == you and not discarded_by_opponent(ev, you)):
        cause = (f"the spell or ability that made {you} discard it is {possessive(you)} own" if ev.by == you
                 else "no spell or ability made its owner discard it")
        card = game.describe(ev.new) if ev.new is not None and game.exists(ev.new) else "a card"
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger on {card}: {cause}, not an opponent's",
                         "410.2", kind="trigger")
    elif (ev.kind is EventKind.ZONE and trig.event is TriggerEvent.DISCARDED_BY_OPPONENT
          and not isinstance(trig.subject, ir.This)
          and ev.move_cause is MoveCause.DISCARD and ev.player is not None and ev.player != you):
        # Spiritual Focus (audit 8076) at a discard of another player's — Bob's, made by Alice's Mind Rot:
        # "causes you to discard" is its controller's discard only
        card = game.describe(ev.new) if ev.new is not None and game.exists(ev.new) else "a card"
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger on {card}: {ev.player} discards it, and it "
                         f"triggers when {you}, its controller, is made to discard one (\"you\", glossary \"You/Your\")",
                         "410.2", kind="trigger")
    elif (ev.kind is EventKind.ZONE and trig.event is TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY
          and ev.from_zone == Zone.IN_PLAY
          and ev.to_zone not in (None, Zone.GRAVEYARD) and isinstance(trig.subject, (ir.This, ir.Enchanted))
          and subject_matches(game, trig.subject, sid, obj, ev.obj, you, ev.before)):
        # Casting of Bones' creature returned to its owner's hand: it left play, not to a graveyard
        gone = ev.before[0].display() if ev.before is not None else "it"
        how = {Zone.HAND: "went to its owner's hand", Zone.LIBRARY: "went to its owner's library",
               Zone.REMOVED: "was removed from the game"}.get(ev.to_zone, f"went to the {ev.to_zone} zone")
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {gone} left play and {how}, not to a graveyard, "
                         f"and it triggers on being put into a graveyard from play", "410.2", kind="trigger")
    elif (ev.kind is EventKind.TARGETED and trig.event is TriggerEvent.BECOMES_TARGET and trig.filter is not None
          and "spell" in trig.filter.types and ev.targeted_by is not StackKind.SPELL and trig.whose is None
          and subject_matches(game, trig.subject, sid, obj, ev.obj, you)):
        # Forsaken Wastes' "becomes the target of a spell" targeted by an ability
        so = next((x for x in game.stack.items if x.id == ev.source), None)
        what = so.name if so is not None else "an ability"
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {game.describe(ev.obj)} becomes the target of "
                         f"an ability ({what}), not a spell, and it triggers on a spell (an ability isn't a spell, "
                         f"402.5)", "410.2", "402.5", kind="trigger")
    elif (ev.kind is EventKind.TARGETED and trig.event is TriggerEvent.BECOMES_TARGET and trig.whose is TriggerWhose.OPPONENT
          and ev.player == you and (trig.filter is None or ev.targeted_by is StackKind.SPELL)
          and subject_matches(game, trig.subject, sid, obj, ev.obj, you)):
        # Mossdog targeted by its controller's own spell or ability
        _own_targeting_said(game, ev, obj, you, game.describe(ev.obj))
    elif (ev.kind is EventKind.TARGETED and trig.event is TriggerEvent.BECOMES_TARGET and trig.or_you
          and trig.whose is TriggerWhose.OPPONENT and ev.player == you and ev.target_player == you):
        # Rayne, Academy Chancellor's controller targeted by his or her own spell or ability (added, session 85, h8)
        _own_targeting_said(game, ev, obj, you, you)


def _own_targeting_said(game: Game, ev, obj, you: str, targeted: str) -> None:
    """An "an opponent controls" becomes-the-target trigger of ``obj``'s that ``targeted`` (a permanent or the player
    ``you``) becoming the target of ``you``'s own spell or ability doesn't trigger: said (410.2)."""
    so = next((x for x in game.stack.items if x.id == ev.source), None)
    what = f"{'its' if so is None else game.describe(so.card_obj) if so.card_obj is not None else so.name}"
    kind = "spell" if ev.targeted_by is StackKind.SPELL else "ability"
    game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger: {targeted} becomes the target of "
                     f"{possessive(you)} own {kind} ({what}), and it triggers on a spell or ability an opponent of {you} "
                     f"controls", "410.2", kind="trigger")


def _not_whose_it_names(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A permanent coming into play, or becoming tapped, that an ability naming whose it must be
    doesn't trigger on — another player's creature for "Whenever a creature comes into play under
    your control" (Angelic Chorus), its own controller's Mountain for "Whenever a Mountain an
    opponent controls becomes tapped" (Lifeblood): it says so, and why (410.2)."""
    trig = ab.trigger
    subject = trig.subject
    if not isinstance(subject, ir.Filter) or subject.controller is None:
        return
    if ev.kind is EventKind.ZONE and ev.to_zone == Zone.IN_PLAY and trig.event is TriggerEvent.COMES_INTO_PLAY:
        oid, did = ev.new, "comes into play"
    elif ev.kind is EventKind.CONTROL and trig.event is TriggerEvent.COMES_INTO_PLAY:
        # Angelic Chorus and a creature Control Magic gives its controller: it changes controller
        # in play, entering no zone (audit 8884)
        _came_under_control(game, ab, ev.obj, sid, obj, you)
        return
    elif ev.kind is EventKind.TAP and trig.event in (TriggerEvent.IS_TAPPED, TriggerEvent.IS_TAPPED_FOR_MANA) \
            and (trig.event is TriggerEvent.IS_TAPPED or ev.for_mana):
        oid, did = ev.obj, "becomes tapped"
    elif ev.kind is EventKind.ZONE and ev.from_zone == Zone.IN_PLAY and ev.to_zone == Zone.GRAVEYARD \
            and trig.event is TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY and ev.before is not None:
        # Tablet of Epityr's "an artifact you control" and another player's artifact: whose it was
        # as it last existed in play (410.10d; audit 5854)
        moved, ch = ev.before
        if moved.id == sid or matches(game, subject, moved.id, you, sid, zone_check=False, obj=moved, chars=ch) \
                or not matches(game, replace(subject, controller=None), moved.id, you, sid, zone_check=False,
                               obj=moved, chars=ch):
            return
        game.tracer.step(f"{moved.display()} is put into a graveyard from play, and {controller(moved, ch)} controlled "
                         f"it: {possessive(obj.display())} \"{ab.text}\" doesn't trigger — it triggers only on one that "
                         f"{_whose(subject, you, obj)}", "410.2", "410.10d", kind="trigger")
        return
    else:
        return
    if oid is None or not game.exists(oid) or oid == sid:
        return
    if matches(game, subject, oid, you, sid) or not matches(game, replace(subject, controller=None), oid, you, sid):
        return
    who = game.controller_of(oid)
    game.tracer.step(f"{game.describe(oid)} {did} under {possessive(who)} control: {possessive(obj.display())} \"{ab.text}\" doesn't "
                     f"trigger — it triggers only on one that {_whose(subject, you, obj)}", "410.2", kind="trigger")


def _came_under_control(game: Game, ab: ir.TriggeredAbility, oid: Optional[int], sid: int, obj, you: str) -> None:
    """A permanent of the kind "Whenever a creature comes into play under your control" names coming
    under ``you``'s control without moving (Control Magic on another player's creature): it doesn't
    come into play (glossary "Comes into Play"), so the ability doesn't trigger (410.10a: a
    comes-into-play ability triggers when a permanent enters the in-play zone), and the step says so."""
    if oid is None or oid == sid or not game.exists(oid) or game.objects[oid].zone != Zone.IN_PLAY \
            or not matches(game, ab.trigger.subject, oid, you, sid):
        return
    game.tracer.step(f"{game.describe(oid)} comes under {possessive(you)} control without coming into play: "
                     f"{possessive(obj.display())} \"{ab.text}\" doesn't trigger — a permanent whose controller changes "
                     f"doesn't come into play (glossary \"Comes into Play\"): a comes-into-play ability triggers only "
                     f"when a permanent enters the in-play zone",
                     "410.10a", "410.2", kind="trigger")


def _whose(subject: ir.Filter, you: str, obj) -> str:
    """Whose permanent an ability naming "you control" or "an opponent controls" triggers on (410.2)."""
    return f"{you}, {possessive(obj.display())} controller, controls (\"you\", glossary \"You/Your\")" \
        if subject.controller is ir.PlayerRelation.YOU else f"an opponent of {you}, {possessive(obj.display())} controller, controls"


def _tapped_not_of_kind(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A permanent becoming tapped that a "Whenever a [kind] becomes tapped" ability doesn't trigger
    on, being of another kind — Royal Decree's "a Swamp, Mountain, black permanent, or red
    permanent" at a tapped Forest: it says so, and why (410.2). (Whose it is: _not_whose_it_names.)"""
    trig = ab.trigger
    subject = trig.subject
    if not isinstance(subject, ir.Filter) or ev.kind is not EventKind.TAP \
            or trig.event not in (TriggerEvent.IS_TAPPED, TriggerEvent.IS_TAPPED_FOR_MANA) or (trig.event is not TriggerEvent.IS_TAPPED and not ev.for_mana):
        return
    oid = ev.obj
    if oid is None or not game.exists(oid) or oid == sid or matches(game, replace(subject, controller=None), oid, you, sid):
        return
    game.tracer.step(f"{game.describe(oid)} becomes tapped: {possessive(obj.display())} \"{ab.text}\" doesn't trigger — "
                     f"{game.describe(oid)} isn't {with_article(phrasebook.filter_phrase(replace(subject, controller=None)))}",
                     "410.2", kind="trigger")


def _basic_land_not_other(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A basic land coming into play, which a "Whenever a permanent other than a basic land comes
    into play" ability (Eye of Singularity) doesn't trigger on: it says so, naming the deciding
    fact — the land is a basic land (214.9d) — where it would otherwise have triggered (410.2)."""
    trig = ab.trigger
    subject = trig.subject
    if ev.kind is not EventKind.ZONE or ev.to_zone != Zone.IN_PLAY or trig.event is not TriggerEvent.COMES_INTO_PLAY \
            or not isinstance(subject, ir.Filter) or "nonbasic" not in subject.extra:
        return
    oid = ev.new
    if oid is None or not game.exists(oid) or oid == sid:
        return
    plain = replace(subject, extra=tuple(e for e in subject.extra if e != "nonbasic"))
    if not matches(game, plain, oid, you, sid) or not is_basic(game.objects[oid], game.chars(oid)):
        return
    game.tracer.step(f"{game.describe(oid)} comes into play: {possessive(obj.display())} \"{ab.text}\" doesn't trigger — "
                     f"{game.describe(oid)} is a basic land, and it triggers only on "
                     f"{with_article(phrasebook.filter_phrase(plain))} other than a basic land", "410.2", "214.9d", kind="trigger")


def _token_not_a_card(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A token put into a graveyard, which an ability that triggers on "a card" put there doesn't
    trigger on (Energy Field: "When a card is put into your graveyard from anywhere"): a token isn't
    a card (216.2; glossary "Token": a noncard permanent) — it says so, where the ability would have
    triggered on a card (410.2; audit 4743, card 21)."""
    trig = ab.trigger
    subject = trig.subject
    if ev.kind is not EventKind.ZONE or ev.to_zone != Zone.GRAVEYARD or not isinstance(subject, ir.Filter) \
            or not ("card" in subject.types or "card" in subject.extra) \
            or trig.event not in (TriggerEvent.TO_GRAVEYARD, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY) \
            or trig.event is not TriggerEvent.TO_GRAVEYARD and ev.from_zone != Zone.IN_PLAY:
        return
    if not_the_named(trig.whose, ev.player, you) \
            or trig.whose is TriggerWhose.CHOSEN:
        return  # another player's graveyard: not for being a token
    seen = _as_moved(game, ev)
    if seen is None:
        return
    moved, ch = seen
    if not moved.token:
        return
    # the same words without "card": the token fits them (only its being no card refused it)
    plain = replace(subject, types=tuple(t for t in subject.types if t != "card"),
                    extra=tuple(e for e in subject.extra if e != "card"))
    if not matches(game, plain, moved.id, you, sid, zone_check=False, obj=moved, chars=ch):
        return
    game.tracer.step(f"{possessive(obj.display())} \"{ab.text}\" doesn't trigger on {moved.display()}: "
                     f"it is a token, and a token isn't a card (216.2; glossary \"Token\": a token represents a noncard "
                     f"permanent)", "410.2", "216.2", kind="trigger")


def _not_during_combat(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A permanent put into a graveyard from play outside the combat phase, which "When ~ is put into a
    graveyard from play during combat" (Mongrel Pack) doesn't trigger on: combat is the combat phase's
    five steps (306.1) — it says so, where the ability would have triggered in combat (410.2; audit 8278,
    card 3)."""
    trig = ab.trigger
    step = game.turns.step
    if trig.event is not TriggerEvent.DIES_DURING_COMBAT or step in COMBAT_STEPS \
            or not event_matches(game, replace(trig, event=TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY), ev, sid, obj, you):
        return
    gone = ev.before[0].display() if ev.before is not None else game.describe(ev.obj)
    where = f"the {step.named}"
    game.tracer.step(f"{gone} is put into a graveyard from play in {where}: {possessive(obj.display())} \"{ab.text}\" "
                     f"doesn't trigger — it triggers only during combat, the combat phase's steps (306.1)",
                     "410.2", "306.1", kind="trigger")


def _itself_not_another(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """The source's own move, which its ability about "another" object moving doesn't trigger on —
    Planar Void's "Whenever another card is put into a graveyard from anywhere" at the Void itself
    destroyed (audit 10197, card 6): it would trigger but for "another", which means any one but the
    source itself; it says so (410.2), the source looked at as it last existed in play where it left
    (410.10d)."""
    subject = ab.trigger.subject
    if ev.kind is not EventKind.ZONE or not isinstance(subject, ir.Filter) or not subject.other:
        return
    entering = ab.trigger.event is TriggerEvent.COMES_INTO_PLAY
    if (ev.new if entering else ev.obj) != sid:
        return
    if not event_matches(game, replace(ab.trigger, subject=replace(subject, other=False)), ev, sid, obj, you):
        return
    itself = obj.display()
    if entering:
        did, rules = "comes into play", ("410.2", "410.10a")
    elif ev.to_zone == Zone.GRAVEYARD:
        did, rules = "is put into a graveyard", ("410.2", "410.10d")
    else:
        did, rules = "leaves play", ("410.2", "410.10d")
    game.tracer.step(f"{itself} {did}: its own \"{ab.text}\" doesn't trigger — it is {itself} itself, and "
                     f"\"another\" means any one but {obj.name}", *rules, kind="trigger")


def _as_moved(game: Game, ev) -> Optional[tuple]:
    """The object a zone change made and its characteristics — or, gone on already, as it was
    before the move (413.2f) — or None when neither is known."""
    if ev.new is not None and game.exists(ev.new):
        return game.objects[ev.new], game.chars(ev.new)
    return ev.before


def _token_not_nontoken(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A token put into a graveyard from play, or coming into play, which an ability that triggers
    only on a *nontoken* permanent doesn't trigger on — Remembrance's "Whenever a nontoken creature
    you control is put into a graveyard from play" at Alice's Goblin token dying to Wrath of God
    (audit 9086, card 6; Field of Souls, Purgatory, Jinxed Ring, Liability; Dual Nature's "Whenever a
    nontoken creature comes into play" and "... leaves play"): it says so, and why (410.2), the token looked at as it last
    existed in play (410.10d) — where every other word of the description fits it."""
    trig = ab.trigger
    subject = trig.subject
    if ev.kind is not EventKind.ZONE or not isinstance(subject, ir.Filter) or "nontoken" not in subject.extra:
        return
    if trig.event is TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY and ev.from_zone == Zone.IN_PLAY \
            and ev.to_zone == Zone.GRAVEYARD and ev.before is not None:
        if not_the_named(trig.whose, ev.player, you) or trig.whose is TriggerWhose.CHOSEN:
            return  # another player's graveyard: said by the checks of whose it is
        (moved, ch), did, rules = ev.before, "is put into a graveyard from play", ("410.2", "410.10d")
    elif trig.event is TriggerEvent.LEAVES_PLAY and ev.from_zone == Zone.IN_PLAY and ev.before is not None:
        (moved, ch), did, rules = ev.before, "leaves play", ("410.2", "410.10d")
    elif trig.event is TriggerEvent.COMES_INTO_PLAY and ev.to_zone == Zone.IN_PLAY \
            and ev.new is not None and game.exists(ev.new):
        moved, ch, did, rules = game.objects[ev.new], game.chars(ev.new), "comes into play", ("410.2", "410.10a")
    else:
        return
    if not moved.token or moved.id == sid:
        return
    plain = replace(subject, extra=tuple(e for e in subject.extra if e != "nontoken"))
    if not matches(game, plain, moved.id, you, sid, zone_check=False, obj=moved, chars=ch):
        return
    game.tracer.step(f"{moved.display()} {did}: {possessive(obj.display())} \"{ab.text}\" doesn't trigger — "
                     f"{moved.display()} is a token, and it triggers only on {with_article(phrasebook.filter_phrase(subject))}",
                     *rules, kind="trigger")


def _not_your_graveyard(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A card put into another player's graveyard, which an ability that triggers on a card put into
    "your graveyard" doesn't trigger on (Energy Field: "When a card is put into your graveyard from
    anywhere", Bob's Shock resolving): it says so, and why — "your" is its controller's (410.2;
    glossary "You/Your"; audit 5955, card 13) — or, from play, a creature another player owns
    (Field of Souls' "a nontoken creature is put into your graveyard from play": a creature Alice
    controls goes to its owner's graveyard, 217.8; audit 6157). A token is said by
    :func:`_token_not_a_card` where it goes to its controller's graveyard; here only cards are."""
    trig = ab.trigger
    subject = trig.subject
    from_play = trig.event is TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY
    if ev.kind is not EventKind.ZONE or ev.to_zone != Zone.GRAVEYARD or trig.whose is not TriggerWhose.YOU or ev.player == you \
            or ev.player is None or trig.event not in (TriggerEvent.TO_GRAVEYARD, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY) \
            or from_play and ev.from_zone != Zone.IN_PLAY or not isinstance(subject, ir.Filter):
        return
    seen = _as_moved(game, ev)
    if seen is None:
        return
    moved, ch = seen
    if moved.token or moved.id == sid or not matches(game, subject, moved.id, you, sid, zone_check=False, obj=moved,
                                                     chars=ch):
        return
    one = "one" if from_play else "a card"
    game.tracer.step(f"{moved.display()} is put into {possessive(ev.player)} graveyard: {possessive(obj.display())} \"{ab.text}\" doesn't "
                     f"trigger — it triggers on {one} put into {possessive(you)} graveyard, its controller's (\"your\", "
                     f"glossary \"You/Your\")", "410.2", kind="trigger")


def _not_from_play(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A card put into a graveyard from anywhere but play — a creature card discarded or milled, a
    creature spell countered — which "Whenever a creature is put into a graveyard from play"
    (Sadistic Glee) doesn't trigger on: it fits the description, but it didn't leave play, so it
    says so, and why (410.2, 410.10c: a leaves-play ability triggers when a permanent leaves the
    in-play zone). Whose graveyard is said by :func:`_not_your_graveyard`'s kind of check only
    from play; here an ability naming whose graveyard, or whose creature, is passed over unless the
    card went where it names."""
    trig = ab.trigger
    subject = trig.subject
    if ev.kind is not EventKind.ZONE or ev.to_zone != Zone.GRAVEYARD or ev.from_zone is None \
            or ev.from_zone == Zone.IN_PLAY or trig.event is not TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY \
            or not isinstance(subject, ir.Filter) or subject.controller is not None \
            or trig.whose is TriggerWhose.CHOSEN or not_the_named(trig.whose, ev.player, you):
        return
    seen = _as_moved(game, ev)
    if seen is None:
        return
    moved, ch = seen
    if moved.id == sid or not matches(game, subject, moved.id, you, sid, zone_check=False, obj=moved, chars=ch):
        return
    whence = _WHENCE.get(ev.from_zone)
    if whence is None:
        return
    owner = ev.player or moved.owner
    game.tracer.step(f"{moved.display()} is put into {possessive(owner)} graveyard from {whence(owner)}: "
                     f"{possessive(obj.display())} \"{ab.text}\" doesn't trigger — it triggers on one put into a "
                     f"graveyard from play, and {moved.display()} wasn't in play", "410.2", "410.10c", kind="trigger")


#: Where a card put into a graveyard came from, in words, by its zone (:func:`_not_from_play`).
_WHENCE = {Zone.HAND: lambda p: f"{possessive(p)} hand", Zone.LIBRARY: lambda p: f"{possessive(p)} library",
           Zone.STACK: lambda p: "the stack", Zone.REMOVED: lambda p: "the removed-from-the-game zone"}


def _own_not_your_graveyard(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A permanent whose own "When ~ is put into your graveyard [from play]" (Zodiac Dragon, Angel of
    Fury, Brood of Cockroaches, Guan Yu) leaves play under the control of a player who doesn't own it:
    it goes to its owner's graveyard (glossary "Graveyard"), and "your" is the ability's controller's,
    the player who controlled it as it left play (410.10d; glossary "You/Your"), so it doesn't trigger
    — said, where the step was silent (audit 8581, Zodiac Dragon under Bob's Control Magic)."""
    trig = ab.trigger
    if ev.kind is not EventKind.ZONE or ev.from_zone != Zone.IN_PLAY or ev.to_zone != Zone.GRAVEYARD \
            or not isinstance(trig.subject, ir.This) or trig.whose is not TriggerWhose.YOU or ev.obj != sid \
            or ev.player is None or ev.player == you \
            or trig.event not in (TriggerEvent.TO_GRAVEYARD, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY):
        return
    gone = ev.before[0].display() if ev.before is not None else obj.display()
    game.tracer.step(f"{gone} is put into {possessive(ev.player)} graveyard, its owner's: its \"{ab.text}\" doesn't "
                     f"trigger — \"your graveyard\" is its controller's, {possessive(you)}, who controlled it as it "
                     f"left play (410.10d; glossary \"You/Your\")", "410.2", "410.10d", kind="trigger")


def _not_put_in_with_it(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """Another creature put into a graveyard from play, which "When the creature put onto the battlefield
    with ~ dies" (Diabolic Servitude) doesn't trigger on: only the permanent an ability of ~ put into play
    is that creature, looked back at as it last existed in play (410.10c, 410.10d) — it says so (410.2)."""
    trig = ab.trigger
    subject = trig.subject
    if ev.kind is not EventKind.ZONE or ev.from_zone != Zone.IN_PLAY or ev.to_zone != Zone.GRAVEYARD \
            or trig.event is not TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY or not isinstance(subject, ir.Filter) \
            or ir.PUT_INTO_PLAY_WITH not in subject.extra or ev.before is None:
        return
    moved, ch = ev.before
    plain = replace(subject, extra=tuple(e for e in subject.extra if e != ir.PUT_INTO_PLAY_WITH))
    if moved.id == sid or not matches(game, plain, moved.id, you, sid, zone_check=False, obj=moved, chars=ch):
        return
    game.tracer.step(f"{moved.display()} is put into a graveyard from play: {possessive(obj.display())} \"{ab.text}\" doesn't "
                     f"trigger — {moved.display()} isn't the creature an ability of {obj.display()} put into play",
                     "410.2", "410.10c", kind="trigger")


def _not_dealt_damage_by_it(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A creature put into a graveyard from play that "Whenever a creature dealt damage by ~ this
    turn is put into a graveyard from play" (Sengir Vampire; Vampiric Embrace's "by enchanted
    creature") doesn't trigger on: one the source (the creature the Aura enchants) dealt no damage to
    this turn. The event doesn't match the trigger event (410.2): it says so, naming the creature
    that would have had to deal the damage."""
    trig = ab.trigger
    subject = trig.subject
    if ev.kind is not EventKind.ZONE or ev.from_zone != Zone.IN_PLAY or ev.to_zone != Zone.GRAVEYARD \
            or trig.event is not TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY or not isinstance(subject, ir.Filter) \
            or not any(e in subject.extra for e in DAMAGED_BY) or ev.before is None:
        return
    moved, ch = ev.before
    plain = replace(subject, extra=tuple(e for e in subject.extra if e not in DAMAGED_BY))
    if moved.id == sid or not matches(game, plain, moved.id, you, sid, zone_check=False, obj=moved, chars=ch) \
            or matches(game, subject, moved.id, you, sid, zone_check=False, obj=moved, chars=ch):
        return
    if "dealt damage by enchanted this turn" in subject.extra:
        host = obj.attached_to
        if host is None or not game.exists(host):
            return
        by = f"{game.describe(host)}, the creature it enchants,"
    else:
        by = obj.display()
    game.tracer.step(f"{moved.display()} is put into a graveyard from play: {possessive(obj.display())} \"{ab.text}\" doesn't "
                     f"trigger — {moved.display()} wasn't dealt damage by {by} this turn", "410.2", kind="trigger")


def _died_not_of_its_kind(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A permanent of the type a "Whenever a [kind] is put into a graveyard from play" ability names
    but not of its kind — Dauthi Ghoul's "a creature with shadow" at Grizzly Bears dying (audit 8884):
    it says so, and why (410.2), the permanent looked at as it last existed in play (410.10c). Only
    where the description asks more than a type (a keyword, a color, a subtype): a land put into a
    graveyard says nothing of a creature's ability; whose it is and what dealt it damage are said by
    the checks before."""
    trig = ab.trigger
    subject = trig.subject
    if ev.kind is not EventKind.ZONE or ev.from_zone != Zone.IN_PLAY or ev.to_zone != Zone.GRAVEYARD \
            or trig.event is not TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY or not isinstance(subject, ir.Filter) \
            or subject.extra or subject.controller is not None or subject.controlled_by is not None \
            or trig.whose is not None or not subject.types or ev.before is None \
            or not (subject.keywords or subject.colors or subject.subtypes or subject.not_keywords
                    or subject.not_colors or subject.not_subtypes or subject.not_types):
        return
    moved, ch = ev.before
    if moved.id == sid or not matches(game, ir.Filter(types=subject.types), moved.id, you, sid, zone_check=False,
                                      obj=moved, chars=ch) \
            or matches(game, subject, moved.id, you, sid, zone_check=False, obj=moved, chars=ch):
        return
    game.tracer.step(f"{moved.display()} is put into a graveyard from play: {possessive(obj.display())} \"{ab.text}\" doesn't "
                     f"trigger — {moved.display()} wasn't {with_article(phrasebook.filter_phrase(subject))} as it last existed in "
                     f"play", "410.2", "410.10c", kind="trigger")


def _land_not_played(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A land put into play by an effect, which a "Whenever a player plays a land" ability doesn't
    trigger on: it says so, and why (playing a land is the player's own act, 214.9b, 408.2d;
    glossary "Play")."""
    if ev.to_zone != Zone.IN_PLAY or ev.new is None or not game.exists(ev.new):
        return
    if "land" not in game.chars(game.objects[ev.new]).types:
        return
    if game.objects[ev.new].played:
        _played_land_not_matching(game, ab, ev, sid, obj, you)
        return
    played = "a card" if any_card_played(ab.trigger) else "a land"
    game.tracer.step(f"{game.describe(ev.new)} was put into play, not played: {possessive(obj.display())} \"{ab.text}\" "
                     f"doesn't trigger: putting a land into play isn't playing {played} (214.9b; glossary \"Play\")",
                     "410.2", "214.9b", kind="trigger")


def _any_spell(trig: ir.Trigger) -> bool:
    """Whether a "plays a spell" trigger names a spell of any kind ("Whenever a player plays a spell":
    Spellshock, Rhystic Study, Contemplation), no color or type of its own."""
    return trig.filter is not None and trig.filter == ir.Filter(types=("spell",), zone=trig.filter.zone)


def _watches_player(game: Game, trig: ir.Trigger, player: Optional[str], you: str, sid: int) -> bool:
    """Whether a "plays a spell" trigger would trigger on a spell ``player`` plays: its controller's
    ("you"), an opponent's, any player's, or the opponent chosen as it came into play (Havoc)."""
    if trig.whose is TriggerWhose.YOU:
        return player == you
    if trig.whose is TriggerWhose.OPPONENT:
        return player != you
    if trig.whose is TriggerWhose.CHOSEN:
        return player == game.permanents.chosen_on_entry.get(sid, {}).get(ir.EntryChoice.OPPONENT)
    return trig.whose in (None, TriggerWhose.EACH)


def _land_not_a_spell(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A land played, which a "Whenever you play a spell" ability (Contemplation) doesn't trigger on
    when its own controller plays it, nor a "Whenever a player plays a spell" (Spellshock) or "an opponent
    plays a spell" (Rhystic Study) when a player it watches does (audit 8581): it says so, and why — a land
    card isn't a spell card, it is put directly into play (214.9a; glossary "Spell": a nonland card becomes
    a spell when played). Said only of an ability that would trigger on that player's spell; of another
    player's land only when the ability names a spell of any kind (not "a creature spell")."""
    trig = ab.trigger
    if ev.to_zone != Zone.IN_PLAY or ev.new is None or not game.exists(ev.new) or not game.objects[ev.new].played:
        return
    if "land" not in game.chars(game.objects[ev.new]).types:
        return
    player = game.controller_of(ev.new)
    if not (trig.whose in (TriggerWhose.YOU, None, TriggerWhose.EACH) and player == you
            or _any_spell(trig) and _watches_player(game, trig, player, you, sid)):
        return
    game.tracer.step(f"{game.describe(ev.new)} was played: {possessive(obj.display())} \"{ab.text}\" doesn't trigger — a land "
                     f"card isn't a spell card: it is put directly into play (214.9a; glossary \"Spell\")", "410.2",
                     "214.9a", kind="trigger")


def _played_land_not_matching(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """A land played that a "When an opponent plays a nonbasic land" ability (Hidden Herd) doesn't
    trigger on — its own controller's land, or a land its words don't name (a basic one): it says
    so, and why (410.2; audit 3632)."""
    trig = ab.trigger
    land = game.describe(ev.new)
    who = game.controller_of(ev.new)
    played = "a card" if any_card_played(trig) else "a land"
    if trig.whose is TriggerWhose.OPPONENT and who == you:
        why = f"{you} played it, and it triggers on {played} an opponent of {you} plays"
    elif trig.whose is TriggerWhose.YOU and who != you:
        why = f"{who} played it, and it triggers on {played} {you} plays"
    elif any_card_played(trig):
        return
    elif trig.filter is not None and not matches(game, trig.filter, ev.new, you, sid):
        why = f"it isn't {with_article(phrasebook.filter_phrase(trig.filter))}"
    else:
        return
    game.tracer.step(f"{land} was played: {possessive(obj.display())} \"{ab.text}\" doesn't trigger — {why}", "410.2",
                     kind="trigger")


def _played_with_tap(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """Haunting Wind (added, Oracle round eleven): an ability with {T} in its cost played — the
    tapping triggered it already (409.1f); the playing, not "without {T}", doesn't again."""
    if event_matches(game, ab.trigger, replace(ev, cost_taps=False), sid, obj, you):
        game.tracer.step(f"{possessive(obj.display())} ability doesn't trigger for the playing of {possessive(game.describe(ev.obj))} "
                         f"ability: its cost has {{T}} — only its tapping, to pay the cost, triggers it", "410.2",
                         "409.1f", kind="trigger")


def _ability_not_a_card(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """Juju Bubble's "When you play a card" at an ability its controller plays (audit 7672): a
    spell or a land is a card played, an ability isn't (glossary "Play"). Said of its own
    controller's abilities but mana abilities (a land tapped for mana would say it each time)."""
    trig = ab.trigger
    if ev.for_mana or ev.player != you or trig.whose not in (TriggerWhose.YOU, None, TriggerWhose.EACH):
        return
    game.tracer.step(f"{possessive(obj.display())} \"{ab.text}\" doesn't trigger: {you} played {possessive(game.describe(ev.obj))} "
                     f"ability, and an ability isn't a card — the cards played are spells and lands (glossary "
                     f"\"Play\")", "410.2", kind="trigger")


def _ability_not_a_spell(game: Game, ab: ir.TriggeredAbility, ev, sid: int, obj, you: str) -> None:
    """An activated ability played, which a "Whenever a player plays a spell" ability (Spellshock; Rhystic
    Study's "an opponent", Contemplation's "you") doesn't trigger on: an ability goes on the stack as a
    pseudospell, not a spell (217.6b; glossary "Pseudospell", "Spell": a nonland card becomes a spell when
    played) — said where the ability names a spell of any kind and would watch the player (audit 8581);
    not of a mana ability (a land tapped for mana would say it each time)."""
    if ev.for_mana or not _any_spell(ab.trigger) or not _watches_player(game, ab.trigger, ev.player, you, sid):
        return
    game.tracer.step(f"{possessive(obj.display())} \"{ab.text}\" doesn't trigger: {ev.player} played "
                     f"{possessive(game.describe(ev.obj))} ability, and an ability isn't a spell — it goes on the stack "
                     f"as a pseudospell (217.6b; glossary \"Spell\")", "410.2", "217.6b", kind="trigger")


#: The "doesn't trigger" checks of :func:`detect`'s loop for an ability its event doesn't trigger
#: (410.2), in the order they are made, each with the trigger events it reads and whether it
#: reads only an ability whose subject is a description (``ir.Filter``): each returns at once for
#: any other (tests/engine/test_triggers_watching.py).
_WHY_NOT_CHECKS = (
    (_not_an_opponents, frozenset({TriggerEvent.PLAYS_SPELL, TriggerEvent.COUNTERED, TriggerEvent.DRAWS,
                                   TriggerEvent.DISCARDS, TriggerEvent.DISCARDED_BY_OPPONENT,
                                   TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, TriggerEvent.BECOMES_TARGET}), False),
    (_token_not_a_card, frozenset({TriggerEvent.TO_GRAVEYARD, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY}), True),
    (_token_not_nontoken, frozenset({TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, TriggerEvent.COMES_INTO_PLAY,
                                     TriggerEvent.LEAVES_PLAY}), True),
    (_not_your_graveyard, frozenset({TriggerEvent.TO_GRAVEYARD, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY}), True),
    (_not_from_play, frozenset({TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY}), True),
    (_own_not_your_graveyard, frozenset({TriggerEvent.TO_GRAVEYARD, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY}), False),
    (_not_whose_it_names, frozenset({TriggerEvent.COMES_INTO_PLAY, TriggerEvent.IS_TAPPED,
                                     TriggerEvent.IS_TAPPED_FOR_MANA,
                                     TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY}), True),
    (_tapped_not_of_kind, frozenset({TriggerEvent.IS_TAPPED, TriggerEvent.IS_TAPPED_FOR_MANA}), True),
    (_not_put_in_with_it, frozenset({TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY}), True),
    (_not_dealt_damage_by_it, frozenset({TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY}), True),
    (_died_not_of_its_kind, frozenset({TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY}), True),
    (_basic_land_not_other, frozenset({TriggerEvent.COMES_INTO_PLAY}), True),
    (_not_during_combat, frozenset({TriggerEvent.DIES_DURING_COMBAT}), False),
    (_itself_not_another, frozenset({TriggerEvent.TO_GRAVEYARD, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY,
                                     TriggerEvent.COMES_INTO_PLAY, TriggerEvent.LEAVES_PLAY}), True),
)


_why_nots_of: dict = {}


def why_not_checks(trig: ir.Trigger) -> tuple:
    """The "doesn't trigger" checks that may say something of an ability with trigger ``trig``."""
    key = (trig.event, isinstance(trig.subject, ir.Filter))
    found = _why_nots_of.get(key)
    if found is None:
        found = _why_nots_of[key] = tuple(check for check, events, of_filter in _WHY_NOT_CHECKS
                                          if key[0] in events and (key[1] or not of_filter))
    return found
