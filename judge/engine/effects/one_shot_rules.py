"""Rules effects stated by a resolving spell or ability for a duration (418.1, 418.3a): "can't
block this turn", untap locks.

An attack or block restriction or requirement stated so (:func:`one_shot_rule`: "Target creature can't
block this turn", Taunt's "during that player's next turn") is a rule of the turn, its objects fixed as
it begins (418.3b), checked where attackers and blockers are declared (judge.engine.evasion): kept
here, beside the handler that applies it, so that an ask whose spells state no such rule never reads it
(issue 43)."""

from __future__ import annotations

import dataclasses
import re
from typing import Sequence

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.engine.context import AFFECTED_THIS_WAY, Ctx, Unsupported, handles, object_ids, player_names, refer, subjects
from judge.engine import events
from judge.engine.evasion import ONE_SHOT_KINDS, text_holding
from judge.engine.state import TurnRule
from judge.zones import Zone


def _during_next_turn_of(ctx, eff: ir.Rule, p: str, text: str) -> None:
    """A rule of player ``p`` for his or her next turn (Taunt's attack requirement, False Peace's
    restriction as printed): from that turn's beginning to its end (418.3a), on every creature the
    player controls then — nothing in the rest of this turn, even when the player is the active one."""
    g = ctx.game
    g.turns.add_turn_rule(TurnRule(obj=None, player=p, rule=eff, source=ctx.source, spared=(), turn=-1,
                     combat=False, pending_turn_of=p, after_turn=g.turns.turn, text=text))
    g.tracer.step(f"{text}: it applies from the beginning of that turn to its end, to every creature {p} controls "
                  f"then, not in the rest of this one", "418.1", "418.3a", kind="effect")


def one_shot_rule(ctx, eff: ir.Rule, spared: Sequence[int] = ()) -> bool:
    """Apply ``eff`` from a resolving spell or ability if it is an attack or block
    restriction; returns False for other rules effects. The affected set is fixed now
    (418.3b): a creature that leaves play and returns is a new object, unaffected. Checked
    only when attackers or blockers are declared (306.2: it doesn't remove a creature from
    combat). ``spared``: objects ``eff.what`` names that it leaves alone ("other creatures …")."""
    words = ONE_SHOT_KINDS.get(type(eff))
    if words is None:
        return False
    g = ctx.game
    if isinstance(eff, (ir.CantBeBlockedExceptBy, ir.CantBeBlockedBy)) and eff.filter is not None:
        words = f"{words} {phrasebook.filter_plural(eff.filter)}"  # "except by Walls", as the cards say it (Varchild's Crusader)
    if isinstance(eff, ir.AllAbleMustBlock) and eff.filter is not None:
        words = f"must be blocked by all {phrasebook.filter_phrase(eff.filter)} able to block it"
    if isinstance(eff, ir.CanBlockAdditional) and int(eff.value or 1) > 1:
        words = f"can block up to {eff.value} additional creatures"  # Yare
    if isinstance(eff, ir.BlocksSourceIfAble):
        words = f"blocks {ctx.source_name} if able"  # Trumpeting Armodon
    if isinstance(eff, ir.CombatCost):  # War Tax, War Cadence: X is the one announced, fixed now (418.3c)
        if eff.sacrifice is not None or not eff.value:
            return False
        value = re.sub(r"\{x\}", "{%d}" % int(ctx.x or 0), eff.value, flags=re.IGNORECASE)
        if value != eff.value:
            ctx.game.tracer.step(f"{ctx.source_name}: X is {int(ctx.x or 0)}, so each creature's cost to {phrasebook.COMBAT_ACTION_WORDS[eff.action]} "
                                 f"is {value} — fixed now, not recomputed later", "418.3c", kind="effect")
        eff = dataclasses.replace(eff, value=value)
        words = f"can't {phrasebook.COMBAT_ACTION_WORDS[eff.action]} unless its controller pays {value}"
    this_turn = eff.duration in (ir.THIS_TURN, ir.UNTIL_END_OF_TURN)
    this_combat = eff.duration == ir.UNTIL_END_OF_COMBAT  # ends with the combat phase (311.1)
    # Peace Talks (added, session 65, h5): "this turn and next turn" — on past this turn's cleanup step
    # into the next turn, to that turn's end (418.3a; judge.engine.state.TurnStructure.begin_next_turn_rules)
    two_turns = eff.duration == ir.THIS_TURN_AND_NEXT_TURN and isinstance(eff, ir.CantAttack)
    span = " this turn" if this_turn else " this combat" if this_combat else " this turn and next turn" if two_turns else ""
    if eff.duration == ir.DURING_THAT_PLAYERS_NEXT_TURN and isinstance(eff, ir.AttacksIfAble):
        # Taunt (added, o2): "During target player's next turn, creatures that player controls attack
        # you if able" — a requirement (500.2) of that player's creatures then, in that turn only
        # (418.3a); the caster's own creatures can't attack their controller (308.1: only an
        # opponent is attacked), so of the caster himself or herself it asks nothing
        for p in player_names(refer(ctx, eff.what)):
            if p == ctx.controller:
                g.tracer.step(f"{possessive(p)} creatures can't attack {p}, their own controller: the requirement to attack "
                              f"{p} if able asks nothing of them ({ctx.source_name})", "308.1", "500.2", kind="effect")
                continue
            _during_next_turn_of(ctx, eff, p, f"Creatures {p} controls attack {ctx.controller} if able during {possessive(p)} "
                                              f"next turn ({ctx.source_name})")
        return True
    if this_turn and isinstance(eff, ir.CantAttack) and player_names(refer(ctx, eff.what)):
        # Festival as printed (audit 7874): "Opponent may not declare an attack this turn" — a rule of
        # the player, not of the creatures he or she controls as it resolves (418.3b fixes a set of
        # permanents; this names none): no creature he or she controls at any time this turn may
        # attack (500.1), one that comes into play later with haste too; it ends at cleanup (314.1b)
        for p in player_names(refer(ctx, eff.what)):
            text = f"{p} can't attack this turn"
            g.turns.add_turn_rule(TurnRule(obj=None, player=p, rule=eff, source=ctx.source, spared=(),
                                           turn=g.turns.turn, combat=False, text=text))
            g.tracer.step(f"{text} ({ctx.source_name}): a rule of the player, not of the creatures {p} controls now — no creature {p} "
                          f"controls this turn may attack, one that comes into play later too", "418.1", "418.3a",
                          "500.1", kind="effect")
        return True
    if eff.duration == ir.DURING_THAT_PLAYERS_NEXT_TURN:
        if not isinstance(eff, ir.CantAttack):
            return False  # (judge.engine.support refuses the duration on any other rule)
        # False Peace as printed (added, printed round twenty): "Target player can't attack during his
        # or her next turn" — a rule of the player, not of the creatures he or she controls now: from
        # that turn's beginning to its end (418.3a), no creature he or she controls then may attack
        # (500.1); nothing in the rest of this turn, even when the player is the active one
        for p in player_names(refer(ctx, eff.what)):
            _during_next_turn_of(ctx, eff, p, f"{p} can't attack during {possessive(p)} next turn ({ctx.source_name})")
        return True
    if eff.duration == ir.DURING_ITS_CONTROLLERS_NEXT_TURN:
        if not isinstance(eff, ir.CantAttack):
            return False  # (judge.engine.support refuses the duration on any other rule)
        for o in object_ids(refer(ctx, eff.what or ir.This())):
            if not g.exists(o) or g.objects[o].zone != Zone.IN_PLAY:
                continue
            # Wall of Dust (added, Oracle triggers round thirteen): the player who controls it now;
            # the creature as it is now (418.3b) — not the rest of this turn, only that player's next
            who = g.controller_of(o)
            text = f"{g.describe(o)} can't attack during {possessive(who)} next turn ({ctx.source_name})"
            g.turns.add_turn_rule(TurnRule(obj=o, rule=eff, source=ctx.source, spared=(), turn=-1, combat=False,
                             pending_turn_of=who, after_turn=g.turns.turn, text=text))
            g.tracer.step(f"{text}: it applies from the beginning of that turn to its end, not in the rest of this "
                          f"one", "418.1", "418.3a", "418.3b", kind="effect")
        return True
    for o in object_ids(refer(ctx, eff.what or ir.This())):
        if not g.exists(o) or g.objects[o].zone != Zone.IN_PLAY or o in spared:
            continue
        text = f"{g.describe(o)} {words}{span}"
        if isinstance(eff, ir.AssignsNoCombatDamage) and ctx.so is not None and ctx.so.text:
            # the ability that says so, quoted where its creature assigns none (310.1a); a delayed
            # ability (Delif's Cone's) has no text of its own: the card's ability that made it
            text = (text_holding(g, ctx.source, eff) or text) if ctx.so.memory.delayed else ctx.so.text
        g.turns.add_turn_rule(TurnRule(obj=o, rule=eff, source=ctx.source, spared=tuple(spared),
                         turn=g.turns.turn if this_turn or this_combat or two_turns else None, combat=this_combat,
                         text=text, and_next_turn=two_turns))
        # the source named where it is another object; a creature's own ability (Rysorian Badger:
        # "… and Rysorian Badger assigns no combat damage this turn") names it once, as the step's subject
        by = " (its own ability)" if o == ctx.source else f" ({ctx.source_name})"
        how = (f"this turn{by}" if this_turn
               else f"this turn and next turn, to the end of the turn after this one{by}" if two_turns
               else f"this combat, until the combat phase ends{by}" if this_combat
               else f"for as long as it stays in play ({'its ability' if o == ctx.source else ctx.source_name} "
                    f"states no duration)")
        # the set it applies to, fixed now (418.3b): "those creatures" of a later instruction (Maddening Imp)
        ctx.results.setdefault(AFFECTED_THIS_WAY, []).append(o)
        g.tracer.step(f"{g.describe(o)} {words} {how}", "418.1", "418.3a", "418.3b", kind="effect")
        obj = g.objects[o]
        if isinstance(eff, ir.Unblockable):
            if obj.blocked:  # once blocked, it stays blocked (309.3)
                g.tracer.step(f"{g.describe(o)} is already blocked: its status remains unchanged until it is "
                              f"removed from combat", "309.3", kind="combat")
        elif isinstance(eff, ir.CombatCost):
            pass  # a cost paid at the next declaration this turn, if any (308.2, 309.2)
        elif isinstance(eff, (ir.AssignsNoCombatDamage, ir.AssignsAsThoughUnblocked)):
            pass  # applied as combat damage is assigned (310.1a), even to a creature already in combat
        elif isinstance(eff, (ir.CantBeRegenerated, ir.AttacksIfAble, ir.BlocksIfAble, ir.AllAbleMustBlock, ir.CantBeBlockedExceptBy,
                              ir.CantBeBlockedBy, ir.CanAttackAsThoughNotWall, ir.UnaffectedBySummoningSickness,
                              ir.CanBlockAdditional, ir.BlocksSourceIfAble, ir.CanBlockAnyNumber,
                              ir.BlocksEachAttackerIfAble)):
            pass  # a requirement or permission checked at the next declaration, if any this turn (500.2, 308.1)
        elif (not isinstance(eff, ir.CantAttack) and obj.blocking) or (not isinstance(eff, ir.CantBlock) and obj.attacking):
            g.tracer.step(f"{g.describe(o)} is already {'blocking' if obj.blocking else 'attacking'}: an effect that "
                          f"would have prevented that if it had come earlier doesn't remove it from combat", "306.2",
                          kind="combat")
    return True


@handles(*ir.RULES)
def _rule_one_shot(ctx: Ctx, eff: ir.Rule) -> None:
    if one_shot_rule(ctx, eff):  # "Target creature can't block this turn" (418.1, 418.3a)
        return
    g = ctx.game
    if isinstance(eff, ir.DoesntUntap):
        # "As long as [condition], that permanent doesn't untap during its controller's untap
        # step" (302.1): a lock that lasts while its condition holds.
        cond = getattr(eff, "condition", None)
        # "for as long as ~ remains tapped" (418.3a): over the first time the source untaps or
        # leaves play (the effects end the lock then: ContinuousEffects.end_lapsed), not each time it is untapped
        while_tapped = ctx.source if eff.duration == ir.WHILE_SOURCE_TAPPED else None
        # "for as long as ~ remains in play" (Somnophore): over once the source leaves play (the
        # untap step finds it gone, judge.engine.turn) or phases out (judge.engine.phasing)
        while_in_play = ctx.source if eff.duration == ir.WHILE_SOURCE_IN_PLAY else None
        if while_tapped is not None and not (g.exists(while_tapped) and g.objects[while_tapped].zone == Zone.IN_PLAY
                                             and g.objects[while_tapped].tapped):
            # Amber Prison, Giant Oyster untapped (or gone) before the ability resolved: the duration expired before
            # the effect began — it does nothing, not begun and at once ended (418.3d; h71-9 left)
            why = "is untapped" if g.exists(while_tapped) and g.objects[while_tapped].zone == Zone.IN_PLAY else "has left play"
            g.tracer.step(f"{ctx.source_name}: \"for as long as {ctx.source_name} remains tapped\" is already over "
                          f"({ctx.source_name} {why}), so the effect (\"doesn't untap during its controller's untap "
                          f"step\") does nothing: it doesn't start and immediately stop again", "418.3d", kind="effect")
            return
        if while_in_play is not None and not (g.exists(while_in_play) and g.objects[while_in_play].zone == Zone.IN_PLAY):
            g.tracer.step(f"{ctx.source_name}: \"for as long as {ctx.source_name} remains in play\" is already over, so "
                          f"the effect does nothing", "418.3d", kind="effect")
            return
        # a spell's lock outlasts the spell (with no duration stated, a resolved spell's effect
        # lasts until the end of the game, 418.3a): the card leaving the stack (413.2h) doesn't
        # end it; an ability's lock stays tied to its source
        resolving_spell = ctx.source is not None and g.exists(ctx.source) and g.objects[ctx.source].zone == Zone.STACK
        # Dread Wight (added, h67-6): "Each of those creatures doesn't untap … for as long as it has a paralyzation
        # counter on it" — each permanent's own lock, over once that permanent has none (ir.EachObject), not tied to
        # the source staying in play (418.3a: the duration is the one stated)
        each_own = cond is not None and any(isinstance(x, ir.EachObject) for x in ir.walk((cond,)))
        lasting_source = None if resolving_spell or each_own else ctx.source
        for o in object_ids(refer(ctx, eff.what or ir.This())):
            if g.objects[o].zone != Zone.IN_PLAY:
                continue
            g.tracer.step(f"{g.describe(o)} doesn't untap during its controller's untap step"
                          f"{' for as long as ' + phrasebook.condition_phrase(cond) if each_own else ''}"
                          f"{' as long as the condition holds' if cond is not None and not each_own else ''}"
                          f"{' for as long as ' + ctx.source_name + ' remains tapped' if while_tapped is not None else ''}"
                          f"{' for as long as ' + ctx.source_name + ' remains in play' if while_in_play is not None else ''}"
                          f" ({ctx.source_name})", "302.1", "418.3a", kind="effect")
            lock = {"obj": o, "source": lasting_source, "controller": ctx.controller,
                    "condition": cond, "name": ctx.source_name, "while_tapped": while_tapped}
            if while_in_play is not None:
                lock["while_in_play"] = while_in_play
            if each_own:
                lock["each"] = o
            g.effects.add_untap_lock(lock)
        return
    if isinstance(eff, ir.HandsRevealed) and eff.duration == ir.WHILE_SOURCE_IN_PLAY:
        # "… play with their hand revealed for as long as ~ remains in play" (Stromgald Spy, added o3):
        # from now on while the source stays in play (418.3a), that hand is known to all players
        # (glossary "Reveal"); the judge knows every hand, so nothing else in the game changes
        if not (ctx.source is not None and g.exists(ctx.source) and g.objects[ctx.source].zone == Zone.IN_PLAY):
            g.tracer.step(f"{ctx.source_name}: \"for as long as {ctx.source_name} remains in play\" is already over, so "
                          f"the effect does nothing", "418.3d", kind="effect")
            return
        for p in player_names(refer(ctx, eff.what)):
            hand = ", ".join(g.describe(o) for o in g.zones[(p, Zone.HAND)]) or "empty"
            g.tracer.step(f"{p} plays with their hand revealed for as long as {ctx.source_name} remains in play "
                          f"({possessive(p)} hand: {hand}); every player may look at it", "418.3a", kind="effect")
        return
    if isinstance(eff, ir.CantBeTargetedBySpellsOrActivated) and eff.duration == ir.THIS_TURN_AND_NEXT_TURN:
        # Peace Talks (added, session 65, h5): "players and permanents can't be the targets of spells or activated
        # abilities" this turn and next turn — the players and the permanents there as it resolves (418.3b), to the
        # end of the turn after this one (418.3a); judge.engine.targets asks it as targets are chosen (409.1c) and
        # again as a spell or activated ability resolves (413.2a); a triggered ability's targets are not barred
        found = refer(ctx, eff.what)
        things = tuple(o for o in object_ids(found) if g.exists(o) and g.objects[o].zone == Zone.IN_PLAY)
        players = tuple(player_names(found))
        text = f"Players and permanents can't be the targets of spells or activated abilities ({ctx.source_name})"
        g.turns.add_turn_rule(TurnRule(obj=None, rule=eff, source=ctx.source, things=things, players=players,
                               turn=g.turns.turn, and_next_turn=True, text=text, name=ctx.source_name))
        said = ", ".join([*players, *(g.describe(o) for o in things)])
        g.tracer.step(f"{said} can't be the targets of spells or activated abilities this turn and next turn, to the "
                      f"end of the turn after this one ({ctx.source_name}); the set is fixed now: a permanent that comes "
                      f"into play later is not among them", "418.1", "418.3a", "418.3b", kind="effect")
        return
    if isinstance(eff, ir.CantPlayLands) and eff.duration == ir.THIS_TURN:
        # "Target player can't play lands this turn" (Solfatara): 103.2, until the turn ends
        for p in player_names(refer(ctx, eff.what)):
            g.turns.add_turn_rule(TurnRule(obj=None, player=p, rule=eff, source=ctx.source, turn=g.turns.turn,
                             text=f"{p} can't play lands this turn"))
            g.tracer.step(f"{p} can't play lands this turn ({ctx.source_name})", "103.2", "418.3a", kind="effect")
        return
    if isinstance(eff, (ir.CantPlaySpells, ir.CantPlayNonManaAbilities)) and eff.duration in (ir.UNTIL_END_OF_TURN,
                                                                                               ir.THIS_TURN):
        # Abeyance (added, session 48, h3): "Until end of turn, target player can't cast instant or sorcery spells,
        # and that player can't activate abilities that aren't mana abilities" — 103.2 over 408.1d, until the
        # turn ends (its cleanup step, 314.1b); judge.engine.payment asks it as each spell or ability is played
        when = "until end of turn" if eff.duration == ir.UNTIL_END_OF_TURN else "this turn"
        for p in player_names(refer(ctx, eff.what)):
            if isinstance(eff, ir.CantPlaySpells):
                what = phrasebook.spells_phrase(eff.filter)
            elif eff.mana_abilities:  # Abeyance as printed (session 68): every activated ability (403.1, 406.1a)
                what = "activated abilities, mana abilities too,"
            else:
                what = "abilities that aren't mana abilities"
            text = f"{p} can't play {what} {when} ({ctx.source_name})"
            g.turns.add_turn_rule(TurnRule(obj=None, player=p, rule=eff, source=ctx.source, turn=g.turns.turn,
                                   text=text))
            g.tracer.step(text, "103.2", "418.3a", kind="effect")
        return
    if isinstance(eff, ir.PlayAsInstant) and eff.duration == ir.THIS_TURN and eff.filter is not None:
        # "You may cast creature spells this turn as though they had flash" (Winding Canyons): a
        # permission from a resolving ability, until the turn ends (418.3a), that overrides 408.1d
        # where it applies (103.1: judge.engine.casting asks it as each spell is played)
        for p in player_names(refer(ctx, eff.what)):
            text = (f"{p} may play {phrasebook.spells_phrase(eff.filter)} any time {p} could play "
                    f"an instant this turn")
            g.turns.add_turn_rule(TurnRule(obj=None, player=p, rule=eff, source=ctx.source, turn=g.turns.turn,
                             controller=ctx.controller, text=f"{text} ({ctx.source_name})"))
            g.tracer.step(f"{text} ({ctx.source_name})", "418.3a", "103.1", kind="effect")
        return
    if isinstance(eff, ir.AbilitiesLocked) and eff.duration == ir.THIS_TURN:
        # "That permanent's activated abilities can't be activated this turn" (Interdict): 103.2,
        # until the turn ends, whoever controls it
        for o in object_ids(subjects(ctx, eff.what)):
            if g.objects[o].zone != Zone.IN_PLAY:
                continue
            g.turns.add_turn_rule(TurnRule(obj=o, rule=eff, source=ctx.source, turn=g.turns.turn,
                             text=f"{possessive(g.describe(o))} activated abilities can't be played this turn "
                                     f"({ctx.source_name})"))
            g.tracer.step(f"{possessive(g.describe(o))} activated abilities can't be played this turn ({ctx.source_name})",
                          "103.2", "418.3a", kind="effect")
        return
    if isinstance(eff, ir.CantPhaseOut) and eff.duration == ir.UNTIL_YOUR_NEXT_UPKEEP:
        # "Until your next upkeep, target permanent can't phase out" (Spatial Binding): a rule on
        # the permanent until the upkeep of the ability's controller begins (418.3a; judge.engine.turn
        # ends it), applied wherever the permanent would phase out (judge.engine.phasing)
        for o in object_ids(refer(ctx, eff.what or ir.This())):
            if g.objects[o].zone != Zone.IN_PLAY:
                continue
            # a permanent's own ability (Ertai's Familiar) names it once, as the step's subject
            by = "its own ability" if o == ctx.source else ctx.source_name
            text = f"{g.describe(o)} can't phase out until {possessive(ctx.controller)} next upkeep ({by})"
            g.turns.add_turn_rule(TurnRule(obj=o, rule=eff, source=ctx.source, turn=None,
                             until_upkeep_of=ctx.controller, text=text))
            g.tracer.step(text, "418.1", "418.3a", kind="effect")
        return
    if isinstance(eff, ir.DoesntUntapNextUntapStep):
        steps = int(eff.value or 1)  # "next two untap steps" (Telekinesis): 2
        for o in object_ids(refer(ctx, eff.what or ir.This())):
            if g.objects[o].zone == Zone.IN_PLAY:
                # an earlier "next untap step" names the same step: the longer lock covers both
                steps_now = max(int(g.objects[o].skip_next_untap), steps)
                g.permanents.skip_untaps(o, steps_now, ctx.source_name)
                g.tracer.step(f"{g.describe(o)} doesn't untap during its controller's next "
                              f"{'two untap steps' if steps == 2 else 'untap step'}", "302.1", kind="effect")
        return
    if isinstance(eff, ir.ReturnsAsNextUntapStep):
        # Undiscovered Paradise: remembered on the permanent; the untap step of the ability's
        # controller returns it as that player untaps (302.1; judge.engine.turn)
        for o in object_ids(refer(ctx, eff.what or ir.This())):
            if g.objects[o].zone == Zone.IN_PLAY:
                events.returns_at_untap(g, o, ctx.controller)
                g.tracer.step(f"{g.describe(o)} will return to its owner's hand during {possessive(ctx.controller)} next untap "
                              f"step, as {ctx.controller} untaps their permanents", "302.1", kind="effect")
        return
    raise Unsupported(f"{ctx.source_name}: the rules effect {eff.kind!r} is not simulated yet")
