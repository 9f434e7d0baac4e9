"""Turn structure (300-314): phases, steps, the turn-based actions between them.

A phase or step ends when both players pass with the stack empty (300.2). "Until end of
turn" effects end and damage is removed in the cleanup step (314.1b); mana pools empty
with mana burn when a phase ends (300.4). No player receives priority in the untap step
(302.2), nor in the cleanup step unless 314.1c says so.
"""

from __future__ import annotations

import functools
from typing import Optional

from judge.cards import ir
from judge.dsl.ast import TURN_STEPS, Step
from judge.engine import combat_state, events, loops, sba, triggers
from judge.cards import phrasebook
from judge.cards.english import possessive, own_possessive
from judge.engine.characteristics import lost_all_abilities_to
from judge.engine.context import EACH_OBJECT, Ctx, check_condition, named, refer, run_effects, static_rules
from judge.engine.decider import Option, choose, yes_no
from judge.engine.game import Game
from judge.engine.kinds import EffectKind, ShieldKind
from judge.engine.outcome import ChoiceSubject
from judge.engine.priority import Settling, give_priority, sync_control
from judge.engine.replacement import end_of_turn
from judge.engine.resolve import begin_resolution, checks_after_resolution
from judge.engine.targets import matches
from judge.zones import Zone

#: The phase each step belongs to (300.1); the main phases have no steps (305.2).
PHASE_OF = {
    Step.UNTAP: "beginning phase",
    Step.UPKEEP: "beginning phase",
    Step.DRAW: "beginning phase",
    Step.PRECOMBAT_MAIN: "precombat main phase",
    Step.BEGINNING_OF_COMBAT: "combat phase",
    Step.DECLARE_ATTACKERS: "combat phase",
    Step.DECLARE_BLOCKERS: "combat phase",
    Step.COMBAT_DAMAGE: "combat phase",
    Step.END_OF_COMBAT: "combat phase",
    Step.POSTCOMBAT_MAIN: "postcombat main phase",
    Step.END_OF_TURN: "end phase",
    Step.CLEANUP: "end phase",
}


#: The steps and phases a player can be made to skip, by the step that begins each (419.1).
_SKIPPABLE = {Step.UNTAP: "untap step", Step.UPKEEP: "upkeep step", Step.DRAW: "draw step",
              Step.BEGINNING_OF_COMBAT: "combat phase"}
#: The rule by which each step or main phase in which players receive priority begins.
_BEGINS_BY = {Step.UPKEEP: "303.1", Step.DRAW: "304.1", Step.PRECOMBAT_MAIN: "305.3", Step.POSTCOMBAT_MAIN: "305.3",
              Step.BEGINNING_OF_COMBAT: "307.1", Step.END_OF_COMBAT: "311.1", Step.END_OF_TURN: "313.1"}


#: The step after each (300.1), the cleanup step's the next turn's untap step.
_NEXT = {step: TURN_STEPS[(i + 1) % len(TURN_STEPS)] for i, step in enumerate(TURN_STEPS)}


def _next(step: Step) -> Step:
    return _NEXT[step]


def end_step(game: Game) -> None:
    """300.2-300.4: the current step ends; then the next one begins."""
    step = game.turns.step
    if game.effects.items:  # (no effect begun: none to end, no duration's words to make)
        _expire(game, f"until end of {step}")
    if step is Step.END_OF_COMBAT:  # "until end of combat" (311): the combat phase is over
        ended = [e.text for e in game.effects.end_effects(lambda e: e.duration == ir.UNTIL_END_OF_COMBAT)]
        ended += [r.text for r in game.turns.end_combat_turn_rules()]
        if ended:
            game.tracer.step("The combat phase ends: \"until end of combat\" effects end ("
                             + "; ".join(ended) + ")", "311.1", "300.3", kind="phase")
    nxt = _next_step(game, step)
    if step is Step.CLEANUP:
        nxt = Step.UNTAP
        if game.turns.cleanup_again:
            # 314.1c: players had priority in this cleanup step, so another cleanup step begins.
            game.turns.set_cleanup_again(False)
            game.tracer.step("Both players passed with the stack empty: another cleanup step begins", "314.1c", kind="phase")
            begin_step(game, Step.CLEANUP)
            return
    if PHASE_OF[step] != PHASE_OF[nxt] or step is Step.CLEANUP:
        empty_pools_with_burn(game, PHASE_OF[step])
        if game.end.over:
            return
    begin_step(game, nxt)


def _next_step(game: Game, step: Step) -> Step:
    """The next step, with additional combat and main phases inserted after a main phase
    ("You get an additional combat phase followed by an additional main phase this turn")."""
    if (step is Step.PRECOMBAT_MAIN or step is Step.POSTCOMBAT_MAIN) and game.turns.extra_phases and not game.turns.in_extra_main:
        game.turns.begin_extra_combat(_next(step))
        game.tracer.step("An additional combat phase begins after this main phase", "300.1", kind="phase")
        return Step.BEGINNING_OF_COMBAT
    if step is Step.END_OF_COMBAT and game.turns.resume_after_extra:
        resume, main_after = game.turns.resume_after_extra[-1]
        if main_after:
            game.turns.enter_extra_main()
            return Step.POSTCOMBAT_MAIN
        game.turns.end_extra_phases()
        return resume
    if step is Step.POSTCOMBAT_MAIN and game.turns.in_extra_main:
        resume, _ = game.turns.resume_after_extra[-1]
        game.turns.end_extra_phases()
        if game.turns.extra_phases:
            return _next_step(game, Step.PRECOMBAT_MAIN)
        return resume
    return _NEXT[step]


def _expire(game: Game, duration: str) -> None:
    """300.3: effects "until the end of" a phase or step expire as it ends."""
    ended = game.effects.end_effects(lambda e: e.duration == duration)
    if ended:
        game.tracer.step(f"The step ends: \"{duration}\" effects end (" + "; ".join(e.text for e in ended) + ")",
                         "300.3", kind="phase")


def _skips_each(game: Game, player: str, what: str) -> Optional[str]:
    """The permanent whose static ability has ``player`` skip every ``what`` ("Skip your draw
    step": Necropotence), as the trace names it; None if none does."""
    for sid, rule, ctx in static_rules(game, ir.SkipsEach):
        who = ([p for p in refer(ctx, rule.what) if isinstance(p, str)] if not isinstance(rule.what, (ir.You, type(None)))
               else [ctx.controller])
        if rule.value == what and player in who:
            return f"{ctx.source_name}: \"Skip your {what}.\"" if who == [ctx.controller] else \
                f"{ctx.source_name}: \"Players skip their {what}s.\""
    return None


def _skipped_instead(game: Game, player: str, what: str) -> bool:
    """Whether ``player`` skips the ``what`` that would begin now by a replacement he or she may
    apply (Fasting: "If you would begin your draw step, you may skip that step instead. If you do,
    you gain 2 life."): the choice is the controller's of the effect, each time (419.1); skipped,
    the step proceeds as though it didn't exist (glossary "Skip") and "if you do" is carried out."""
    for sid, rule, ctx in static_rules(game, ir.MaySkipStepInstead):
        who = ([p for p in refer(ctx, rule.what) if isinstance(p, str)] if not isinstance(rule.what, (ir.You, type(None)))
               else [ctx.controller])
        if rule.value != what or player not in who:
            continue
        text = next((ab.text for ab in game.abilities_of(game.objects[sid]).abilities
                     if isinstance(ab, ir.StaticAbility) and rule in ab.effects), rule.kind)
        if not yes_no(game, ctx.controller, f"whether to skip the {what} ({ctx.source_name}: {text})", "419.1"):
            game.tracer.step(f"{ctx.controller} chooses not to skip the {what} ({ctx.source_name}: \"{text}\"): it "
                             f"begins", "419.1", kind="replace")
            continue
        with game.tracer.nest(f"{player} skips the {what} instead of beginning it ({ctx.source_name}: \"{text}\"): it "
                              f"proceeds as though it didn't exist (glossary \"Skip\")", "419.1", kind="replace"):
            run_effects(ctx, rule.then)
        return True
    return False


@functools.cache
def _phasing():
    """:mod:`judge.engine.phasing`, imported by a run's first untap step and kept: an import statement run again for
    every untap step cost ~4.7 µs on CPython 3.11 (docs/performance.md)."""
    from judge.engine import phasing

    return phasing


@functools.cache
def _combat():
    """:mod:`judge.engine.combat` (the combat rules, 306-311, 500-502), imported by the first game whose turn reaches
    a step they act on and kept (as :func:`_phasing`)."""
    from judge.engine import combat

    return combat


def begin_step(game: Game, step: Step) -> None:
    """Begin ``step``: its turn-based actions, then "at the beginning of" triggers (300.5),
    then priority to the active player where the rules give it."""
    if game.end.over:
        return
    if step is Step.UNTAP and game.turns.step is Step.CLEANUP:
        _new_turn(game)
    game.turns.reset_passes()
    game.turns.set_priority(None)
    game.turns.set_step(step)
    ap = game.turns.active
    skipped = _SKIPPABLE.get(step)
    always = _skips_each(game, ap, skipped) if skipped else None
    if skipped and (always is not None or game.turns.take_skip(ap, skipped)):
        why = f" ({always})" if always else ""
        game.tracer.step(f"{ap} skips the {skipped}{why}: it proceeds as though it didn't exist (glossary \"Skip\")",
                         "419.1", kind="phase")
        if step is Step.UNTAP:
            for oid in list(game.in_play):  # a new turn began all the same (409.3)
                if game.controller_of(oid) == ap and game.objects[oid].sick:
                    game.permanents.set_sick(oid, False)
        if skipped == "combat phase":
            game.turns.set_step(Step.END_OF_COMBAT)  # the phase's steps pass unseen
        end_step(game)
        return
    if step is Step.UNTAP:
        with game.tracer.nest(f"Turn {game.turns.turn} ({ap}): the untap step begins", "302.1", kind="phase"):
            # "until its controller's next untap step" (Orcish Farmer): over as this step begins
            for eff in game.effects.end_effects(lambda e: e.duration == f"until {possessive(ap)} next untap step"):
                if _of_gone_objects(game, eff):
                    continue  # (of objects that have left play: nothing of them ends, 217.8)
                by = f" of {game.describe(eff.source)}" if eff.source is not None else ""
                game.tracer.step(f"The effect{by} (\"{eff.text}\") ends: it lasted until {possessive(ap)} next untap step",
                                 "418.3a", "302.1", kind="effect")
            _phasing().untap_step(game, ap)  # before permanents untap (glossary "Phasing", Appendix B)
            for oid in list(game.in_play):
                o = game.objects[oid]
                if game.controller_of(oid) == ap and o.sick:
                    game.permanents.set_sick(oid, False)
            # which permanents untap is decided first: they untap together (302.1), so a lock
            # lasting "as long as" its source is tapped still holds while that source untaps
            untapping = [oid for oid in list(game.in_play)
                         if game.controller_of(oid) == ap and game.objects[oid].tapped and not _doesnt_untap(game, oid)]
            untapping = _within_limits(game, ap, untapping)
            untapping, replaced = _untap_replaced(game, untapping)
            # "During your next untap step, as you untap your permanents, return ~ to its owner's
            # hand" (Undiscovered Paradise): it goes with the untapping, not as a trigger (302.1, 302.2)
            returning = [oid for oid in list(game.in_play) if game.objects[oid].returns_at_untap == ap]
            untapping = [oid for oid in untapping if oid not in returning]
            for oid in list(game.in_play):  # the why-not: another player's next untap step returns it (302.1)
                waits_for = game.objects[oid].returns_at_untap
                if waits_for is not None and waits_for != ap:
                    game.tracer.step(f"{game.describe(oid)} stays in play: it returns to its owner's hand during "
                                     f"{possessive(waits_for)} next untap step, not {possessive(ap)}", "302.1", kind="effect")
            with game.effects.at_once():  # together (302.1): a duration they end is over after all untap
                for oid in returning:
                    game.tracer.step(f"As {ap} untaps their permanents, {game.describe(oid)} returns to its owner's hand "
                                     f"(\"during your next untap step\": not a triggered ability)", "302.1", "302.2",
                                     kind="effect")
                    events.move(game, oid, Zone.HAND, "302.1", "is returned")
                for oid in untapping:
                    left_out = _not_a_legend(game, oid)
                    events.untap(game, oid, "302.1", " (untap step)" + left_out + _untap_choice_lost(game, oid),
                                 also=("215.2",) if left_out else ())
                for oid, kind, name in replaced:  # the modified event, in the untapping's place (419.5)
                    events.remove_counters(game, oid, kind, game.objects[oid].counters.get(kind, 0), "419.1",
                                           f" instead ({name})")
            _others_stay_tapped(game, ap)
            game.tracer.step("No player receives priority during the untap step", "302.2", kind="phase")
        triggers.step_begins(game)
        end_step(game)
        return
    if step is Step.DRAW and game.turns.turn == 1 and game.turns.first_player == ap:
        game.tracer.step(f"{ap} plays first and skips the draw step of the first turn", "101.4", kind="phase")
        end_step(game)
        return
    if step is Step.DRAW and _skipped_instead(game, ap, "draw step"):
        end_step(game)
        return
    game.this_turn.forget_past_combats()
    if step is Step.BEGINNING_OF_COMBAT:
        combat_state.begin_combat_phase(game)  # 306.1
    elif step in combat_state.COMBAT_RULES_STEPS:
        # the combat rules (306-311, 500-502), loaded by the first game whose turn reaches a step
        # they act on: at any other step they have nothing to do (a judge ask that declares no
        # attackers and blockers never reads their code)
        if _combat().begin_step(game, step):
            return
    if step is Step.CLEANUP:
        _cleanup(game)
        return
    rule = _BEGINS_BY[step]
    with game.tracer.nest(f"The {step.named} begins; {ap} will receive priority", rule, "408.1c", kind="phase"):
        if step is Step.DRAW:  # 304.1: it waits with her other abilities of the step, in her order (410.3)
            triggers.draw_step_draw(game, ap)
        if step is Step.UPKEEP:
            game.past.begin_upkeep(ap)
            for eff in game.effects.end_effects(lambda e: e.duration == f"until {possessive(ap)} next upkeep"):
                if _of_gone_objects(game, eff):
                    continue  # (of objects that have left play: nothing of them ends, 217.8)
                by = f" of {game.describe(eff.source)}" if eff.source is not None else ""
                game.tracer.step(f"The effect{by} (\"{eff.text}\") ends: it lasted until {possessive(ap)} next upkeep", "418.3a", "300.3",
                                 kind="effect")
            for r in game.turns.end_upkeep_turn_rules(ap):  # Spatial Binding: "can't phase out"
                game.tracer.step(f"The effect \"{r.text}\" ends: it lasted until {possessive(ap)} next upkeep", "418.3a",
                                 "300.3", kind="effect")
            # "Until the beginning of your next upkeep, you may play that card" (Elkin Bottle)
            for oid, who in game.play_permissions.end_play_permissions(f"until {possessive(ap)} next upkeep"):
                game.tracer.step(f"{who} may no longer play {game.describe(oid)}: the permission lasted until the "
                                 f"beginning of {possessive(ap)} next upkeep", "418.3a", "300.3", kind="effect")
        triggers.step_begins(game)
    give_priority(game, ap)


def _within_limits(game: Game, player: str, untapping: list[int]) -> list[int]:
    """302.1 as a card modifies it: "players can't untap more than one land during their untap
    steps" (Winter Orb) — of the permanents of that kind that would untap, the player chooses
    as many as the limit allows (they untap with the others, together)."""
    for sid, rule, ctx in list(static_rules(game, ir.UntapLimit)):
        if player not in [p for p in refer(ctx, rule.what) if isinstance(p, str)]:
            limit = int(rule.value or 0)
            if isinstance(rule.what, ir.You) and len([o for o in untapping if matches(game, rule.filter, o, player, sid)]) > limit:
                # Mungha Wurm's "you can't untap more than one land during your untap step": its
                # controller's untap step only — the why not, where it would have decided
                game.tracer.step(f"{possessive(ctx.source_name)} limit on untapping doesn't apply to {possessive(player)} untap step: "
                                 f"\"you\" on it is its controller, {ctx.controller} (glossary \"You/Your\")", "302.1",
                                 kind="tap")
            continue
        limit = int(rule.value or 0)
        kind = [o for o in untapping if matches(game, rule.filter, o, player, sid)]
        if len(kind) <= limit:
            continue
        opts = [Option(game.describe(o), o, lambda v, o=o: named(game, v, o)) for o in kind]
        # what "them" is, named (audit 7975, h5: Winter Orb's "which 1 of them to untap" named nothing)
        them = f"{own_possessive(player, player)} tapped {phrasebook.filter_plural(rule.filter)}"
        keep = choose(game, player, f"which {limit} of {them} to untap ({ctx.source_name}: can't untap more than "
                                    f"{limit})", opts, (limit, limit), rule="302.1")
        held = [o for o in kind if o not in keep]
        game.tracer.step(f"{player} can't untap more than {limit} of {them} ({ctx.source_name}): "
                         f"{', '.join(game.describe(o) for o in held)} stay{'s' if len(held) == 1 else ''} tapped",
                         "302.1", kind="tap")
        untapping = [o for o in untapping if o not in held]
    return untapping


def _untap_replaced(game: Game, untapping: list[int]) -> tuple[list[int], list[tuple[int, str, str]]]:
    """302.1 with a replacement effect (419.1): "If a permanent with a wind counter on it would untap
    during its controller's untap step, remove all wind counters from it instead" (Freyalise's Winds).
    Of the permanents that would untap, those it describes don't: their counters of that kind are
    removed instead (one replacement for each untapping, 419.6a). Returns the ones still untapping,
    and (permanent, counter kind, source's name) for each replaced."""
    rules = static_rules(game, ir.UntapBecomesRemoveCounters)
    if not rules:
        return untapping, []
    kept, replaced = [], []
    for oid in untapping:
        for sid, rule, ctx in rules:
            if rule.filter is not None and matches(game, rule.filter, oid, ctx.controller, sid):
                kind, n = str(rule.value), game.objects[oid].counters.get(str(rule.value), 0)
                game.tracer.step(f"{game.describe(oid)} would untap, but {possessive(ctx.source_name)} replacement applies: "
                                 f"it has {n} {kind} counter{'s' if n != 1 else ''}, so it stays tapped and "
                                 f"{'they are' if n != 1 else 'it is'} removed instead", "419.1", "302.1", kind="tap")
                replaced.append((oid, kind, ctx.source_name))
                break
        else:
            kept.append(oid)
    return kept, replaced


def _others_stay_tapped(game: Game, ap: str) -> None:
    """The why-not of a tapped permanent of the other player whose own text speaks of its untap
    step (Icatian Store's "You may choose not to untap ~ during your untap step"): only the active
    player's permanents untap in this untap step (302.1), whatever that text says of its own."""
    for oid in list(game.in_play):
        ctl = game.controller_of(oid)
        if ctl == ap or not game.objects[oid].tapped:
            continue
        said = [ab.text for ab in game.chars(oid).abilities if isinstance(ab, ir.StaticAbility)
                and any(isinstance(e, (ir.MayChooseNotToUntap, ir.DoesntUntap)) and isinstance(e.what, (ir.This, type(None)))
                        for e in ab.effects)]
        if said:
            game.tracer.step(f"{game.describe(oid)} stays tapped: it is {possessive(ctl)}, and in this untap step only the "
                             f"active player, {ap}, untaps permanents, those {ap} controls (its \"{said[0].rstrip('.')}\" "
                             f"speaks of {possessive(ctl)} own untap step)", "302.1", kind="tap")


def _doesnt_untap(game: Game, oid: int) -> bool:
    """302.1: effects may modify which permanents untap ("doesn't untap during its
    controller's untap step", on the permanent itself, its enchantment, or any permanent)."""
    o = game.objects[oid]
    for lock in list(game.effects.untap_locks):
        ctx = Ctx(game=game, controller=lock["controller"], source=lock["source"], source_name=lock["name"], targets=[])
        if lock.get("each") is not None:
            # Dread Wight (added, h67-6): a lock whose condition is about the permanent locked ("for as long as
            # it has a paralyzation counter on it"), asked of that permanent (ir.EachObject)
            ctx.results[EACH_OBJECT] = [lock["each"]]
        alive = game.exists(lock["obj"]) and (lock["source"] is None or game.exists(lock["source"]))
        if not alive or (lock["condition"] is not None and not check_condition(ctx, lock["condition"])):
            game.effects.remove_untap_lock(lock)  # the duration "as long as ..." is over
            if lock.get("while_in_play") is not None and game.exists(lock["obj"]):
                game.tracer.step(f"The effect \"{game.describe(lock['obj'])} doesn't untap during its controller's untap "
                                 f"step\" ({lock['name']}) is over: {lock['name']} no longer remains in play", "418.3a",
                                 kind="effect")
            elif lock.get("each") is not None and game.exists(lock["obj"]):
                game.tracer.step(f"The effect \"{game.describe(lock['obj'])} doesn't untap during its controller's untap "
                                 f"step for as long as {phrasebook.condition_phrase(lock['condition'])}\" ({lock['name']}) is over: "
                                 f"that no longer holds", "418.3a", "302.1", kind="effect")
            continue
        if lock["obj"] == oid:
            game.tracer.step(f"{o.display()} doesn't untap ({lock['name']})", "302.1", kind="tap")
            return True
    if o.skip_next_untap:
        left = int(o.skip_next_untap) - 1  # "next two untap steps" (Telekinesis): one more after this
        source = o.skip_untap_source
        game.permanents.skip_untaps(oid, 1 if left == 1 else 0)
        game.tracer.step(f"{o.display()} doesn't untap during this untap step"
                         + (" (nor during its controller's next one)" if left else "")
                         + (f": {possessive(source[0])} effect said it doesn't untap during its controller's next "
                            f"{'two untap steps' if source[1] == 2 else 'untap step'}" if source else ""),
                         "302.1", kind="tap")
        return True
    for sid in game.in_play:
        src = game.objects[sid]
        for ab in game.chars(sid).abilities:
            if not isinstance(ab, ir.StaticAbility):
                continue
            for e in ab.effects:
                if isinstance(e, ir.MayChooseNotToUntap) and sid == oid \
                        and isinstance(e.what, (ir.This, type(None))):
                    if not yes_no(game, game.turns.active, f"whether to untap {src.display()}", "302.1"):
                        game.tracer.step(f"{game.turns.active} chooses not to untap {src.display()}: it stays tapped, as its "
                                         f"\"{ab.text}\" permits", "302.1", kind="tap")
                        return True
                    continue
                if not (isinstance(e, ir.DoesntUntap)):
                    continue
                what = e.what if e.what is not None else ir.This()
                ctx = Ctx(game=game, controller=game.controller_of(sid) or src.owner, source=sid, source_name=src.display(), targets=[])
                if oid in refer(ctx, what):
                    if ab.condition is not None and not check_condition(ctx, ab.condition):
                        # "doesn't untap … if an opponent controls two or more creatures" (Walking
                        # Dream): the static ability's effect exists only while its condition holds
                        game.tracer.step(f"{possessive(src.display())} \"{ab.text}\" doesn't apply: "
                                         f"\"{phrasebook.condition_phrase(ab.condition)}\" doesn't hold now", "418.4a", "302.1",
                                         kind="tap")
                        continue
                    held = f" — \"{phrasebook.condition_phrase(ab.condition)}\" holds" if ab.condition is not None else ""
                    game.tracer.step(f"{game.describe(oid)} doesn't untap ({src.display()}: {ab.text}){held}", "302.1",
                                     *(("418.4a",) if ab.condition is not None else ()), kind="tap")
                    return True
    return False


def _untap_choice_lost(game: Game, oid: int) -> str:
    """A permanent whose own "You may choose not to untap ~ during your untap step" (Willow Satyr) or "~ doesn't
    untap during your untap step" is gone — it has lost all its abilities (Humility) — untaps as any other does
    (302.1): the words saying so, where the untapping ends what its staying tapped kept (the Satyr's stolen
    legend, audit 8581); "" otherwise."""
    own = next((a for a in game.abilities_of(game.objects[oid]).abilities if isinstance(a, ir.StaticAbility)
                and any(isinstance(e, (ir.MayChooseNotToUntap, ir.DoesntUntap)) and isinstance(e.what, (ir.This, type(None)))
                        for e in a.effects)), None)
    lost = lost_all_abilities_to(game, game.objects[oid]) if own is not None else None
    if lost is None:
        return ""
    said = f"\"{own.text}\"" if own.text else "ability"
    return f": its own {said} is gone, as {lost} makes it lose all its abilities"


def _not_a_legend(game: Game, oid: int) -> str:
    """A Legendary noncreature permanent untapping though "Legendary creatures don't untap during
    their controllers' untap steps" (Arena of the Ancients; as printed, "Legends do not untap") is in
    play: the words saying why it isn't held — "Legend" is a creature type, "Legendary" is not
    (215.2), so a Legendary Land is no legend — as the Arena's tapping says it; "" otherwise."""
    ch = game.chars(oid)
    if not ch.legendary or "creature" in ch.types:
        return ""
    for sid in game.in_play:
        for ab in game.chars(sid).abilities:
            if not isinstance(ab, ir.StaticAbility) or ab.condition is not None:
                continue  # (one with a condition: its own step says whether it applies, 418.4a)
            for e in ab.effects:
                if isinstance(e, ir.DoesntUntap) and isinstance(e.what, ir.All) and any(
                        f.types == ("creature",) and "legendary" in f.extra for f in e.what.filters):
                    kind = " ".join(t.capitalize() for t in ch.types) or "permanent"
                    return (f": it is a Legendary {kind}, not a creature — it isn't a legend (\"Legend\" is a creature "
                            f"type, \"Legendary\" is not), so {possessive(game.describe(sid))} \"{ab.text}\" doesn't hold it")
    return ""


def _new_turn(game: Game) -> None:
    for _ in range(2 * len(game.players) + len(game.turns.skips) + 1):  # bounded: each pass uses up a skip
        if game.turns.extra_turns:
            # 300.6: additional turns are taken in the order they were created
            nxt, extra = game.turns.extra_turns[0], True
        else:
            nxt, extra = game.opponent(game.turns.active), False
        if not game.turns.take_skip(nxt, "turn"):
            break
        if extra:
            game.turns.next_extra_turn()
        # another skip of the same player's turn still waiting is said (audit 8985: Chronatog played twice)
        more = sum(1 for q, w, until, after in game.turns.skips if q == nxt and w == "turn" and until is None and after is None)
        also = (f"; {more} more skip{'s' if more != 1 else ''} of {possessive(nxt)} turns still wait{'s' if more == 1 else ''}, "
                f"so {possessive(nxt)} next turn{' is' if more == 1 else 's are'} skipped too") if more else ""
        game.tracer.step(f"{nxt} skips this turn: it proceeds as though it didn't exist (glossary \"Skip\"){also}",
                         "419.1", kind="phase")
        if not extra:
            game.turns.pass_turn_over(nxt)
    if game.turns.extra_turns:
        game.begin_turn(game.turns.next_extra_turn())
        game.tracer.step(f"{game.turns.active} takes an additional turn", "300.6", kind="phase")
    else:
        game.begin_turn(game.opponent(game.turns.active))
    game.tracer.step(f"Turn {game.turns.turn} begins: it is {possessive(game.turns.active)} turn", "300.1", kind="phase")
    # "Until your next turn, you may play those cards" (Three Wishes; added, session 65, h2): over as the turn begins
    for oid, who in game.play_permissions.end_play_permissions(f"until {possessive(game.turns.active)} next turn"):
        game.tracer.step(f"{who} may no longer play {game.describe(oid)}: the permission lasted until "
                         f"{possessive(game.turns.active)} next turn", "418.3a", "300.1", kind="effect")
    for r in game.turns.begin_next_turn_rules():  # "can't attack during its controller's next turn" (Wall of Dust)
        what = phrasebook.rule_kind_word(r.rule)  # Taunt's a requirement (500.2)
        if r.rule.duration == ir.THIS_TURN_AND_NEXT_TURN:  # Peace Talks: the turn after the one it resolved in
            game.tracer.step(f"{r.text} — this is the next turn, so the {what} applies until this turn ends",
                             "418.3a", kind="effect")
            continue
        game.tracer.step(f"{r.text} — it is {possessive(game.turns.active)} next turn, so the {what} applies until this turn "
                         f"ends", "418.3a", kind="effect")



def _shield_words(game: Game, r) -> str:
    """A "this turn" shield that ends at cleanup, in words: "Serra Paladin's, which would have
    prevented the next 1 damage to Grizzly Bears", or its source's name."""
    d = r.memory
    who = d.player or (game.describe(d.obj) if d.obj is not None and game.exists(d.obj) else "")
    if r.kind is ShieldKind.PREVENTION and who and d.remaining is not None:
        return f"{possessive(r.text)}, which would have prevented the next {d.remaining} damage to {who}"
    return r.text

def _turn_rule_words(game: Game, r) -> str:
    """A "this turn" rule ending at cleanup, as the trace says it (314.1b): its own words — except
    "assigns no combat damage", whose text is the whole ability that made it, quoted where the
    creature assigns none (310.1a), said here by what it does and whose it is (Farrel's Mantle,
    Laccolith Warrior; audit 8379)."""
    if isinstance(r.rule, ir.AssignsNoCombatDamage) and r.obj is not None and game.exists(r.obj):
        by = ("its own ability" if r.source == r.obj else game.describe(r.source)
              if r.source is not None and game.exists(r.source) else "")
        return f"{game.describe(r.obj)} assigns no combat damage" + (f" ({by})" if by else "")
    return r.text


def _in_play(game: Game, oid: int) -> bool:
    return game.exists(oid) and game.objects[oid].zone == Zone.IN_PLAY


def _of_gone_objects(game: Game, eff) -> bool:  # noqa: ANN001 - a ContinuousEffect
    """Whether a continuous effect from a resolved spell or ability applied only to objects that have
    all left play since (Xenic Poltergeist's "becomes an artifact creature" on a Mox put into the
    graveyard as a 0/0): as a restriction or shield of such an object, it was of that object only — the
    card it became is a new object (217.8) — so its ending is a step about nothing, not said."""
    if eff.affects is None:
        return False
    fixed = tuple(eff.affects(game))
    ids = [o for o in fixed if isinstance(o, int)]
    # a player it applies to is still in the game: it is not of gone objects only
    return bool(ids) and len(ids) == len(fixed) and not any(_in_play(game, o) for o in ids)


def _effect_words(game: Game, eff) -> str:  # noqa: ANN001 - a ContinuousEffect
    """An "until end of turn" effect ending in the cleanup step (314.1b), named with what it applies to where its
    objects are fixed (418.3b) — "Grizzly Bears @gb: gets +3/+3", not "gets +3/+3" alone, two Giant Growths told
    apart; an object of it that has left play is left out (its effect expired with it, 217.8); its words alone
    where its objects are found by its description (418.4)."""
    if eff.affects is None:
        return eff.text
    names = [game.describe(o) if isinstance(o, int) else o for o in eff.affects(game)
             if not isinstance(o, int) or _in_play(game, o)]
    return f"{', '.join(names)}: {eff.text}" if names else eff.text


def _shielded(r) -> Optional[int]:  # noqa: ANN001 - a Replacement
    """The permanent a "this turn" shield protects: a regeneration shield's own permanent, a
    prevention shield's object (None: a player's, or none named)."""
    if r.kind is ShieldKind.REGENERATION:
        return r.source
    d = getattr(r, "memory", None)
    return getattr(d, "obj", None) if d is not None and getattr(d, "player", None) is None else None


def _delayed_words(game: Game, d) -> str:  # noqa: ANN001 - a DelayedAbility
    watched = d.watch is not None and (game.exists(d.watch) or d.watch in game.objects)
    return f"{possessive(d.source_name)}" + (f", watching {game.describe(d.watch)}" if watched else "")


def _cleanup(game: Game) -> None:
    """314.1a-c."""
    ap = game.turns.active
    with game.tracer.nest("The cleanup step begins", "314.1", kind="phase"):
        # "at the beginning of the next cleanup step" (300.5; a Mirage card's flash price): what
        # triggers waits for 314.1c, where the active player then receives priority
        triggers.step_begins(game)
        p = game.player(ap)
        hand = list(game.zones[(ap, Zone.HAND)])
        most, said = p.max_hand_size, None
        for sid, rule, ctx in static_rules(game, ir.MaxHandSize):  # Spellbook, Recycle (the latest wins)
            if ap in [x for x in refer(ctx, rule.what or ir.You()) if isinstance(x, str)]:
                most, said = rule.value, ctx.source_name
        if said is not None:
            game.tracer.step(f"{possessive(ap)} maximum hand size is {'none' if most is None else most} ({said}): the card's text "
                             f"wins over the rule", "314.1a", "103.1", kind="discard")
        excess = len(hand) - most if most is not None else 0
        if excess > 0:
            opts = [Option(game.describe(o), o, lambda v, o=o: named(game, v, o)) for o in hand]
            forced = len({game.objects[o].card.name for o in hand}) <= 1
            picked = choose(game, ap, f"{excess} card{'s' if excess > 1 else ''} to discard down to {most}",
                            opts, (excess, excess), rule="314.1a", forced_ok=forced, subject=ChoiceSubject.DISCARD)
            with game.tracer.nest(f"{ap} has {len(hand)} cards and discards {excess} down to the maximum hand size", "314.1a", "217.3b", kind="discard"):
                events.discard(game, ap, picked, "314.1a")
        damaged = [o for o in game.in_play if game.objects[o].damage]
        for oid in damaged:
            game.permanents.remove_damage(oid)
        # who controls what a control effect ending now applies to: said as it ends (Wellspring's "gain
        # control of enchanted land until end of turn": Bob controls his Forest again; audit 7369)
        held = {o: game.controller_of(o) for o in game.in_play} if any(
            e.kind is EffectKind.CONTROL and e.duration in (ir.UNTIL_END_OF_TURN, ir.THIS_TURN)
            for e in game.effects.items) else {}
        ended = game.effects.end_effects(lambda e: e.duration in (ir.UNTIL_END_OF_TURN, ir.THIS_TURN))
        regained = [(o, game.controller_of(o)) for o, was in held.items()
                    if game.exists(o) and game.controller_of(o) != was]
        # "Until end of turn, you may play that card" (Aerial Caravan): the permission ends (418.3a)
        permissions = game.play_permissions.end_play_permissions(ir.UNTIL_END_OF_TURN)
        restrictions = game.turns.end_turn_rules()  # "can't block this turn" (Tower of Coireall)
        skipped = game.turns.lapse_skips()  # "skips … this turn" that didn't come this turn
        shields = [o for o in game.in_play if game.objects[o].regen_shields]
        lapsed = end_of_turn(game)  # "this turn" prevention and replacement shields not used up
        watching = [d for d in game.triggers.delayed if not d.used and d.turn_only == game.turns.turn]  # "… leaves play this turn"
        # a restriction or shield made for a permanent that has since left play was of that object only:
        # the card it became is a new object (217.8), so nothing of it ends here — not listed (Gravebind's
        # "can't be regenerated this turn" on Drudge Skeletons destroyed earlier in the turn; audit 7470)
        restrictions = [r for r in restrictions if r.obj is None or _in_play(game, r.obj)]
        lapsed = [r for r in lapsed if _shielded(r) is None or _in_play(game, _shielded(r))]
        # so too a continuous effect whose every fixed object has left play: it expired with that object's
        # previous existence (217.8), so it has nothing left to end here — not listed (Giant Growth on a
        # creature destroyed later in the turn)
        said_ended = [e for e in ended if not _of_gone_objects(game, e)]
        # a regeneration shield is said once, with its permanent's: "regeneration shields of Grizzly Bears
        # end" (419.6b: "the next time … this turn"), not again as a "this turn" shield not used up (audit 7773)
        lapsed = [r for r in lapsed if not (r.kind is ShieldKind.REGENERATION and r.source in shields)]
        for d in watching:
            game.triggers.use_delayed(d)
        if damaged or said_ended or permissions or restrictions or shields or lapsed or watching or skipped:
            parts = []
            if damaged:
                parts.append("damage is removed from " + ", ".join(game.describe(o) for o in damaged))
            if said_ended:
                parts.append(f"{len(said_ended)} \"until end of turn\" effect{'s' if len(said_ended) > 1 else ''} end"
                             + ("s" if len(said_ended) == 1 else "") + " (" + "; ".join(_effect_words(game, e) for e in said_ended) + ")"
                             + "".join(f", so {who} controls {game.describe(o)} now" for o, who in regained))
            for oid, who in permissions:
                parts.append(f"{who} may no longer play {game.describe(oid)} (\"until end of turn\")")
            # each said for what it is: a permission ending (Wall of Wonder's "can attack this turn as though it
            # didn't have defender") is not a restriction ending (audit h68-8)
            by_kind: dict[str, list] = {}
            for r in restrictions:
                by_kind.setdefault(phrasebook.rule_kind_word(r.rule), []).append(r)
            for kind, rules in by_kind.items():
                parts.append(f"{len(rules)} \"this turn\" {kind}{'s' if len(rules) > 1 else ''} "
                             f"end{'' if len(rules) > 1 else 's'} (" + "; ".join(_turn_rule_words(game, r) for r in rules) + ")")
            if skipped:  # Moment of Silence on Bob in Alice's turn, or after his combat phase (audit 7672)
                parts.append(f"{len(skipped)} \"this turn\" skip{'s' if len(skipped) > 1 else ''} "
                             f"end{'' if len(skipped) > 1 else 's'} unused ("
                             + "; ".join(f"{possessive(p)} {w}" for p, w, _, _ in skipped) + ")")
            if shields:
                parts.append("regeneration shields of " + ", ".join(game.describe(o) for o in shields) + " end")
            if lapsed:
                parts.append(f"{len(lapsed)} \"this turn\" shield{'s' if len(lapsed) > 1 else ''} not used up "
                             f"end{'' if len(lapsed) > 1 else 's'} (" + "; ".join(_shield_words(game, r) for r in lapsed) + ")")
            once = [d for d in watching if not d.repeats]  # triggers once (406.2e): it never came
            lasting = [d for d in watching if d.repeats]  # "until end of turn, whenever …": its duration ends
            if once:
                parts.append(f"{len(once)} \"this turn\" delayed abilit{'ies' if len(once) > 1 else 'y'} "
                             f"end{'' if len(once) > 1 else 's'} without triggering ("
                             + "; ".join(_delayed_words(game, d) for d in once) + ")")
            if lasting:
                parts.append(f"{len(lasting)} delayed triggered abilit{'ies' if len(lasting) > 1 else 'y'} lasting "
                             f"\"until end of turn\" end{'' if len(lasting) > 1 else 's'} ("
                             + "; ".join(_delayed_words(game, d) for d in lasting) + ")")
            game.tracer.step("Simultaneously: " + "; ".join(parts), "314.1b", *(("419.6b",) if shields else ()),
                             *(("419.3",) if lapsed else ()),
                             *(("406.2b",) if once else ()), kind="cleanup")
        # Peace Talks (added, session 65, h5): what lasts "this turn and next turn" goes on past this cleanup step
        going_on = [r for r in game.turns.turn_rules if r.and_next_turn and r.turn == game.turns.turn
                    and (r.obj is None or _in_play(game, r.obj))]
        if going_on:
            game.tracer.step(f"{len(going_on)} restriction{'s' if len(going_on) > 1 else ''} lasting \"this turn and next "
                             f"turn\" {'don' if len(going_on) > 1 else 'doesn'}'t end now: the next turn is still to come ("
                             + "; ".join(r.text for r in going_on) + ")", "418.3a", "314.1b", kind="cleanup")
        if ended:
            sync_control(game)  # a control effect that ended: "when you lose control …" triggers now
        if sba.conditions(game) or game.triggers.pending:
            game.tracer.step("State-based effects or triggered abilities are waiting, so the active player receives priority "
                             "(another cleanup step follows)", "314.1c", "420.3", kind="phase")
        else:
            game.tracer.step("Nothing is waiting: no player receives priority and the step ends", "314.1c", kind="phase")
            game.turns.set_priority(None)
    if game.turns.priority is None and not (sba.conditions(game) or game.triggers.pending):
        end_step(game)
        return
    game.turns.set_cleanup_again(True)
    give_priority(game, ap)


def empty_pools_with_burn(game: Game, phase: str) -> None:
    """300.4: when a phase ends, unused mana is lost and its player loses 1 life per mana."""
    for p in [game.player(n) for n in game.apnap()]:
        n = p.pool_total()
        if not n:
            continue
        text = p.pool_text()
        game.mana.set_pool(p.name, {})
        # 408.2g: mana burn is a game action that doesn't use the stack: nothing can respond to it
        with game.tracer.nest(f"The {phase} ends: {text} in {possessive(p.name)} mana pool is lost — mana burn, a game action "
                              f"that doesn't use the stack", "300.4", "408.2g", kind="mana"):
            events.lose_life(game, p.name, n, "300.4", " to mana burn")


def pass_priority(game: Game, player: str) -> None:
    """408.1c: pass; if both players have passed in succession, resolve or end the step."""
    resolving = pass_until_resolved(game, player)
    if resolving is not None:
        after_resolution(game, resolving)


def pass_until_resolved(game: Game, player: str) -> Optional[str]:
    """:func:`pass_priority` up to the check after a resolution (408.1b): the name of the object
    that resolved, its step still open and that check still to make (:func:`after_resolution`
    makes it, and the rest of the pass); None when the pass made no object resolve (it is done)."""
    if game.turns.record_pass() < len(game.players):
        game.tracer.step(f"{player} passes priority", "408.1c", kind="pass")
        give_priority(game, game.opponent(player))
        return None
    game.turns.reset_passes()
    if game.stack.items:
        game.tracer.step(f"{player} passes priority: both players have passed in succession", "408.1c", "217.6c", kind="pass")
        resolving = game.stack.items[0].name  # the top (217.6)
        begin_resolution(game)
        return resolving
    game.tracer.step(f"{player} passes priority: both players have passed in succession with the stack empty, "
                     f"so the {game.turns.step.named} ends", "408.1c", "300.2", kind="pass")
    end_step(game)
    return None


def after_resolution(game: Game, resolving: str, at: Optional[Settling] = None, told=None) -> None:
    """The rest of a pass that made ``resolving`` resolve (:func:`pass_until_resolved`): the check
    (408.1b) within its step, the watch for a mandatory loop (421.4), and priority to the active
    player (408.1c). ``at``, ``told``: the check's record and the call at each of its rounds'
    points (:func:`judge.engine.priority.settle`; the driver's, which may go on from one: a
    record whose ``at`` is set goes on from that round's point)."""
    checks_after_resolution(game, at, told)
    if not game.end.over and loops.observe(game, resolving):  # 421.4: a mandatory loop is a draw
        return
    if not game.end.over:
        give_priority(game, game.turns.active)  # 408.1c: the active player receives priority


combat_state.begin_turn_step.set(begin_step)
