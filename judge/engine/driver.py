"""Runs a scenario's actions in order (each by the player who has priority, 408.1d), then
snapshots the final state.

``Pass``: one player passes; ``all`` pass once each in succession; ``until stack empty``
keeps passing (resolving the top object each time both pass, 408.1c) until the stack is
empty; ``until <step>`` keeps passing through steps (300.2, with the turn-based actions and
triggers in between) until that step begins and a player receives priority in it.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from judge.cards.english import STEP_WORDS, possessive
from judge.dsl.ast import (Activate, AssignDamage, Cast, Checkpoint, Choose, Concede, DeclareAttackers, DeclareBlockers,
                           DiscardCard, EndEffect, ManaAbility, OrderReplacements, OrderTriggers, Pass, PlayLand, Scenario, STEPS,
                           Step, Until)
from judge.engine import casting, loops, statics, triggers
from judge.engine import references  # noqa: F401 - assembles the engine: what each reference means (context.REFERS)
from judge.engine.build import build
from judge.engine.combat_state import skipped_to_end_of_combat
from judge.engine.context import Unsupported, abilities_in_play
from judge.engine.decider import OpenChoice, ScenarioDecider
from judge.engine.events import end_game
from judge.engine.game import Game
from judge.engine.illegal import PriorityRefusal
from judge.engine.outcome import Outcome, OutcomeError
from judge.engine.priority import Settling, give_priority
from judge.engine.snapshot import snapshot
from judge.engine.trace import Tracer, rules_named
from judge.engine.turn import after_resolution, pass_priority, pass_until_resolved
from judge.engine.turn import begin_step
from judge.errors import JudgeError
from judge.zones import Zone

_PASS_LIMIT = 500
#: Objects put on the stack each by the resolution of the one before (421: a loop), past which
#: ``all pass until the stack is empty`` stops (as 500 passes did: two a resolution).
_DEPTH = 250


def run(scn: Scenario, decider: Optional[ScenarioDecider] = None, *, branch: Optional[tuple] = None,
        keep: Optional[Callable[[int, Game], None]] = None, errors: bool = False) -> Outcome:
    """Carry out the scenario's actions and snapshot the end. ``branch``: go on from a game
    (a :meth:`Game.copy`, its tracer holding the trace so far) at the action of that index
    instead of building the game and starting from the first action — ``(game, index)``, or
    ``(game, index, loop)`` to go on between two passes of that ``pass until <step>`` action,
    where ``loop`` (a :class:`PassesUntil`) stands. ``keep(i, game)`` is
    called before each action is carried out (the explorer keeps a copy there; not before the
    action a branch goes on within, begun already).

    ``errors``: a line of the scenario that can't be carried out (a :class:`JudgeError` met
    while carrying out the actions) ends the outcome instead of the run — the outcome is
    returned with its :class:`OutcomeError`, its trace and the game as they stood there (the
    explorer's, so that one outcome's error leaves the others answered). A choice the
    scenario leaves open that can't be explored (:class:`OpenChoice`), a card's construct
    the engine refuses (:class:`Unsupported`) and an endless loop of a player's choices are
    raised all the same: they are about the scenario, not one way it goes."""
    scn = loops.unroll(scn)  # 421.2, 421.3: a loop of optional actions, written out
    decider = decider if decider is not None else ScenarioDecider(scn.actions, scn.path)
    if branch is None:
        tracer = Tracer(path=scn.path)
        game = build(scn, tracer)
        game.decider = decider
        try:
            written = (game.turns.turn, game.turns.step)
            # "turn Alice, untap" then `all pass until the upkeep step`: the game goes on to this turn's upkeep by
            # itself (302.2), where that pass passes nothing (do_pass says so) — so the choice lines after it answer
            # the choices raised on the way (a "may" trigger at the beginning of the upkeep, 410.5): the pass is
            # stepped over while the game starts, then carried out
            over = written[1] is Step.UNTAP and _passes_until(scn.actions, Step.UPKEEP)
            if over:
                decider.consumed.add(0)
            start(game)
            if over:
                decider.consumed.discard(0)
            if (game.turns.turn, game.turns.step) != written and game.turns.priority is not None:
                game.turns.note_entered_by_itself((game.turns.turn, game.turns.step, written[1]))
        except Unsupported as exc:  # a card's construct met as the game begins: named at the card
            card = next((c for c in scn.cards
                         if c.span is not None and exc.message.startswith((f"{c.name}:", f"{c.name} @"))), None)
            raise _located(game, card.span if card is not None else None, exc) from None
        first = 0
    else:
        game, first, *resume = branch
        tracer = game.tracer
        game.decider = decider
    passing = resume[0] if branch is not None and resume else None  # (the branch goes on between two passes)
    act = None
    try:
        for i in range(first, len(scn.actions)):
            if i in decider.consumed:
                continue
            act = scn.actions[i]
            if keep is not None and not (passing is not None and i == first):  # (a branch within it: begun already)
                keep(i, game)
            decider.cursor = i
            span = getattr(act, "span", None)
            tracer.line = span.line if span is not None else None
            if game.end.over and getattr(act, "illegal", False):  # a `tries to` line: it would prove nothing (102.3)
                raise game.error(span, _priority_words().tried_after_the_game_ended(ended(game)), mistake=True)
            if game.end.over:
                raise game.error(span, f"the game has already ended (102.3): {ended(game)}; this action can't be taken")
            if passing is not None and i == first:
                try:
                    go_on(game, act, passing)
                except Unsupported as exc:
                    raise _located(game, span, exc) from None
            else:
                do_action(game, act)
            game.turns.note_entered_by_itself(None)
    except (OpenChoice, Unsupported, loops.EndlessLoop):
        raise
    except JudgeError as err:
        if not errors:
            raise
        tracer.line = None
        decider.spent = tracer.work()
        return Outcome(choices=tuple(decider.words), steps=tracer.steps(), final=snapshot(game),
                       checkpoints=tuple(game.prints.checkpoints), error=outcome_error(game, err, act))
    tracer.line = None
    # the work of this run (from its branch point on): the trace steps its tracer recorded
    decider.spent = tracer.work()
    return Outcome(choices=tuple(decider.words), steps=tracer.steps(), final=snapshot(game),
                   checkpoints=tuple(game.prints.checkpoints))


def _priority_words() -> Any:
    """:mod:`judge.dsl.priority`: the words of a play a rule of priority refuses (408.1d, 102.3), loaded by the
    first such refusal, not by every run."""
    from judge.dsl import priority

    return priority


def _where(game: Game) -> str:
    """``turn 3, Bob's draw step``: where the game stands."""
    return f"turn {game.turns.turn}, {possessive(game.turns.active)} {game.turns.step.named}"


def ended(game: Game) -> str:
    """How a game that is over ended, in words: who won, in which step, by which rule (102.3;
    a draw 102.4, 102.6)."""
    why = []
    for p in game.players:
        if not p.lost:
            continue
        reason = p.loss_reason
        if reason == "life":
            why.append(f"{p.name} had 0 or less life (420.5a)")
        elif reason == "empty library":
            why.append(f"{p.name} had to draw from an empty library (420.5a)")
        elif reason == "conceded":
            why.append(f"{p.name} conceded (102.7)")
        else:
            why.append(f"{p.name} lost to {reason} (102.3)")
    if game.end.result == "draw":
        head = f"a draw in {_where(game)}"
        why = why if why else ["a loop of mandatory actions can't be stopped (421.4, 102.6)"]
        if len([p for p in game.players if p.lost]) > 1:
            why.append("both players lost at once (102.4)")
    else:
        head = f"{game.end.winner} won in {_where(game)}"
    return head + (", as " + " and ".join(why) if why else "")


def outcome_error(game: Game, err: JudgeError, act) -> "OutcomeError":
    """The :class:`OutcomeError` of ``err``, met at ``act``: the reason in words, the rules it
    names, the line as written, where the game stood."""
    import re

    text = err.message
    reason = getattr(err, "reason", None)
    line = column = None
    source = ""
    m = re.match(r"(?s)(?:.*?):(\d+):(\d+): (.*)", text) if text.startswith(f"{game.path}:") else None
    if m is not None:
        line, column = int(m.group(1)), int(m.group(2))
        head, _, rest = m.group(3).partition("\n")
        reason = reason or head
        rest_lines = rest.split("\n")
        source = rest_lines[0].strip() if rest_lines and rest_lines[0].startswith("    ") else ""
    elif act is not None and getattr(act, "span", None) is not None:
        line, column = act.span.line, act.span.column
    if not source and line is not None and game.source:
        lines = game.source.split("\n")
        source = lines[line - 1].strip() if 0 < line <= len(lines) else ""
    reason = reason or text
    rules = rules_named(reason)
    return OutcomeError(reason, line, column, source, game.turns.turn, game.turns.active, STEP_WORDS[game.turns.step], rules,
                        text)


def start(game: Game) -> None:
    """The scenario's step is under way; the active player has priority (408.1c), after the
    checks of 408.1b. A scenario that starts in the untap or cleanup step starts that step."""
    objects = game.objects
    for oid in game.in_play:  # control as declared (or as effects make it) is the starting point
        o = objects[oid]
        if o.zone == Zone.IN_PLAY:  # (game.controller_of's lines, without its call: ~31K calls of a suite's pass)
            computed = game.derived.chars
            ch = computed[oid] if oid in computed else None
            controller = (ch if ch is not None else game.chars(o)).controller or o.controller
        else:
            controller = game.controller_of(oid)
        game.permanents.note_controller(oid, controller)
    statics.trace_applications(game)  # what the board's static abilities do from the start (418.4a)
    statics.trace_conditions_not_holding(game)  # and which of them do nothing for now, and why
    statics.trace_creature_types_not_matching(game)  # and which creatures they leave alone ("other Griffins")
    if game.turns.step in _STARTS_BY_ITSELF and game.combat is None and abilities_in_play(game)[2]:
        # 410.11: a state trigger whose state holds as the scenario begins triggers now, before the step's
        # first turn-based action — not inside it, as if the attack (or the untapping) had made the state
        # match (audit 7773: Marjhan's "When you control no Islands" said among Bob's attack costs); it goes on
        # the stack when a player next receives priority (a step where priority is given first checks it there)
        triggers.check_state_triggers(game)
    if game.turns.step is Step.DECLARE_ATTACKERS and game.combat is None:  # the declaration is the step's first action (308.1)
        begin_step(game, Step.DECLARE_ATTACKERS)
        return
    if game.turns.step is Step.DECLARE_ATTACKERS:  # set up with its attack declared: priority after it (308.6)
        game.tracer.step(f"Turn {game.turns.turn}, {possessive(game.turns.active)} declare attackers step, its attack declared: "
                         f"{game.turns.active} has priority", "308.6", "408.1c", kind="phase")
        give_priority(game, game.turns.active)
        return
    if game.turns.step is Step.UNTAP or game.turns.step is Step.CLEANUP:
        step = game.turns.step
        game.turns.set_step(Step.END_OF_TURN if step is Step.CLEANUP else Step.UPKEEP)
        begin_step(game, step)
        return
    game.tracer.step(f"Turn {game.turns.turn}, {possessive(game.turns.active)} {game.turns.step.named}: "
                     f"{game.turns.active} has priority", "408.1c", kind="phase")
    give_priority(game, game.turns.active)


def _passes_until(actions, step: Step) -> bool:
    """Whether the scenario's first line passes until ``step`` (`all pass until the upkeep step`)."""
    return bool(actions) and type(actions[0]) is Pass and actions[0].until is step


def do_action(game: Game, act) -> None:
    """Carry out one action. An action marked as expected to be illegal (``illegal`` on the
    action, when the scenario language says so) is attempted and, being illegal, reversed
    entirely (422.1): the state returns to what it was, the player keeps priority (422.2),
    and the trace says why."""
    passing = type(act) is Pass  # (the most frequent action, told by its type without isinstance's calls)
    if not passing and isinstance(act, loops.LoopNote):
        loops.announce(game, act)
        return
    if not passing and not isinstance(act, Pass):
        loops.forget(game)  # a player acted: what repeated so far is not a mandatory loop (421.4)
    if getattr(act, "illegal", False) and isinstance(act, (PlayLand, Cast, Activate, ManaAbility, DiscardCard)):
        state = game.save()  # to undo the play (422.1)
        mark = game.tracer.mark()
        try:
            _do_action(game, act)
        except (OpenChoice, Unsupported):
            raise
        except JudgeError as exc:
            if getattr(exc, "mistake", False):
                # an ambiguous name is the scenario's mistake, not the play's illegality: a
                # `tries to` line must fail for a rule, or it proves nothing
                raise
            reason = getattr(exc, "reason", None) or (str(exc).split(": ", 1)[1] if ": " in str(exc) else str(exc))
            if isinstance(exc, PriorityRefusal) and not act.without_priority:
                # refused for lack of priority before the card is looked at: nothing proved (issue 44)
                passed_last = exc.holder is not None and game.turns.passes == 1  # the player's own pass gave it away
                raise game.error(act.span, _priority_words().tried_without_priority(act.player, exc.doing, exc.holder, game.turns.step,
                                                                  passed_last), mistake=True) from None
            if act.without_priority and not isinstance(exc, PriorityRefusal):
                raise game.error(act.span, _priority_words().held_priority(act.player, f"the play is refused for another reason: {reason}"),
                                 mistake=True) from None
            game.restore(state)
            game.tracer.rollback(mark)
            # the rules the error names (literals of the engine, checked against the corpus by the tests)
            named = [r for r in dict.fromkeys(rules_named(reason) + tuple(getattr(exc, "rules", ())))
                     if r not in ("422.1", "422.2")]
            game.tracer.step(f"{act.player} attempts an illegal play, which is reversed: {reason}", *named, "422.1", "422.2",
                             kind="illegal")
            return
        if act.without_priority:
            raise game.error(act.span, _priority_words().held_priority(act.player, "the play is legal"))
        raise game.error(getattr(act, "span", None), "this play was expected to be illegal, but it is legal")
    try:
        _do_action(game, act)
    except Unsupported as exc:
        raise _located(game, getattr(act, "span", None), exc) from None


def _located(game: Game, span, exc: Unsupported) -> Unsupported:
    """A construct the engine refuses (a card's) named at ``span`` — the scenario line that
    met it, or the card's definition — as every other error of a scenario is."""
    if span is None or exc.message.startswith(f"{game.path}:"):
        return exc
    return Unsupported(game.error(span, exc.message).message)


def _do_action(game: Game, act) -> None:
    span = getattr(act, "span", None)
    for p in game.players:  # (a loop, not a list of the names made for each action: ~43K calls of a suite's pass)
        if p.name == act.player:
            break
    else:
        if not (act.player == "all" and isinstance(act, (Pass, Choose, Checkpoint))):
            names = [p.name for p in game.players]
            raise game.error(span, f"unknown player {act.player!r}; the players are {', '.join(names)}", mistake=True)
    # (an action of one of the five frequent classes, told by its type without isinstance's calls:
    # each would take the same branch of the chain below, no class before its own there being one
    # of its bases — tests/engine/test_fixed58_loops.py; ~240K calls of a suite's pass)
    t = type(act)
    if t is Pass:
        do_pass(game, act)
    elif t is Cast:
        casting.cast_spell(game, act)
    elif t is Activate:
        casting.activate(game, act)
    elif t is PlayLand:
        casting.play_land(game, act)
    elif t is ManaAbility:
        casting.mana_ability_action(game, act)
    elif isinstance(act, PlayLand):
        casting.play_land(game, act)
    elif isinstance(act, Cast):
        casting.cast_spell(game, act)
    elif isinstance(act, Activate):
        casting.activate(game, act)
    elif isinstance(act, ManaAbility):
        casting.mana_ability_action(game, act)
    elif isinstance(act, Pass):
        do_pass(game, act)
    elif isinstance(act, DeclareBlockers) and not act.blocks and _no_attackers(game):
        # `Bob blocks` (of his choice) or `Bob blocks nothing` where no creature attacks: 308.4
        # skipped the declare blockers step, so there is nothing to declare
        game.tracer.step(f"{act.player} declares no blockers: no creature attacks in this combat, so there is no declare "
                         f"blockers step (the game went on to the end of combat step)", "308.4", kind="pass")
    elif isinstance(act, DeclareBlockers) and _no_attackers(game):
        raise game.error(span, f"no creature attacks in this combat, so there is no declare blockers step in which to "
                               f"declare blockers (308.4: the game went on to the end of combat step; 309.1): "
                               f"{act.player} can't declare these blocks")
    elif isinstance(act, (DeclareAttackers, DeclareBlockers, AssignDamage)):
        # declarations are answered when their step begins; here one is out of place (the combat
        # rules, loaded here for its message when no step of the turn has loaded them)
        from judge.engine.combat import combat_action
        combat_action(game, act)
    elif isinstance(act, OrderReplacements):
        raise game.error(span, "there are no replacement effects to order here (419.8a): an `orders replacements` "
                               "line answers the choice of order raised by the action just before it, when two or "
                               "more replacement effects apply to the same event")
    elif isinstance(act, (Choose, OrderTriggers)):
        d = game.decider
        asked = d.asked_before(d.cursor) if d is not None and hasattr(d, "asked_before") else []
        instead = (f"; the choices the action before it raised: {'; '.join(asked)}" if asked
                   else "; the action before it raised no choice")
        raise game.error(span, f"nothing asks {act.player} to make this choice here: a choice line answers a choice "
                               f"raised by the action just before it (a \"may\" ability 410.5, trigger order 410.3, "
                               f"a target for a triggered ability 410.4, a choice during resolution 413.2c){instead}")
    elif isinstance(act, EndEffect):
        from judge.engine.paid_end import end_effect_action  # (a scenario's `pays to end`: not on the start-up path)

        end_effect_action(game, act)
    elif isinstance(act, DiscardCard):
        from judge.engine.hand_discard import discard_action  # (a scenario's discard: not on the start-up path)

        discard_action(game, act)
    elif isinstance(act, Checkpoint):
        game.prints.record_checkpoint(act.name, snapshot(game))  # the game as it stands here, for `expect at`
    elif isinstance(act, Concede):
        game.end.player_loses(act.player, "conceded")
        game.tracer.step(f"{act.player} concedes the game", "102.7", kind="game")
        end_game(game)
    else:  # pragma: no cover - every action class of the AST is handled above
        raise game.error(span, f"unsupported action {type(act).__name__}")


def do_pass(game: Game, act: Pass) -> None:
    span = act.span
    who = act.player
    if game.turns.priority is None:
        raise game.error(span, f"no player has priority now (the game {'is over' if game.end.over else 'is between steps'})")
    if who != "all" and who != game.turns.priority:
        raise game.error(span, f"{who} can't pass: {game.turns.priority} has priority (408.1c)")
    until = act.until
    if until is None:
        n = 1 if who != "all" else len(game.players)
        for _ in range(n):
            if game.turns.priority is None:
                break
            pass_priority(game, game.turns.priority)
        return
    if until is Until.STACK_EMPTY:
        if not game.stack.items:  # nothing to resolve: no one passes, and the step goes on (300.2)
            game.tracer.step(f"The stack is already empty: no one passes, and the game stays in {_where(game)} (a step "
                             f"ends only when both players pass in succession with the stack empty)", "300.2", kind="pass")
            return
        # A loop (421.1: actions that "could be repeated forever") is a repetition: resolution
        # after resolution putting on the stack what the next one resolves, so that the stack
        # stops getting smaller. Each object on the stack is work to be done, however many went
        # on it at once (410.6: 600 creatures put into a graveyard by one Wrath of God, a
        # trigger each): an object is one generation after the one whose resolution put it
        # there, and _DEPTH generations is a loop. A long but finite stack (260 spells, 600
        # triggers) empties, each object resolving in its turn.
        passes_until_empty(game, act, PassesUntilEmpty({so.id: 0 for so in game.stack.items}, len(game.stack.items)))
        return
    if type(until) is not Step or until is Step.MAIN_PHASE:
        raise game.error(span, f"unknown step {str(until)!r}; steps: {', '.join(STEPS)}")
    if until is Step.UNTAP:
        raise game.error(span, "can't pass until the untap step: no player receives priority in the untap step (302.2)")
    if _no_attackers(game) and until in _COMBAT_STEPS:  # 308.4: this combat's later steps never come
        if until is Step.END_OF_COMBAT:
            game.tracer.step(f"No creature attacks in this combat, so the game went on to the end of combat step at once, "
                             f"and is in it already ({_where(game)})", "308.4", kind="pass")
        else:
            game.tracer.step(f"No creature attacks in this combat, so there is no {until} step: the game went on to the "
                             f"end of combat step, where it stays ({_where(game)})", "308.4", kind="pass")
        return
    if game.turns.step is until and game.turns.priority is not None and game.turns.passes == 0 \
            and game.turns.entered_by_itself is not None and game.turns.entered_by_itself[:2] == (game.turns.turn, game.turns.step):
        # "turn Alice, untap": the game went on to the upkeep step by itself (no player receives
        # priority in the untap step, 302.2) — this turn's upkeep is the one still to come as written
        untap = game.turns.entered_by_itself[2] is Step.UNTAP
        game.tracer.step(f"The scenario starts in the {game.turns.entered_by_itself[2].named}"
                         f"{', where no player receives priority' if untap else ''}, and the game went on to the "
                         f"{until.named} by itself: this turn's, still to come as written, is "
                         f"reached ({_where(game)}); no one passes", *(("302.2",) if untap else ()), "300.2", kind="pass")
        return
    if game.turns.step is until and game.turns.priority is not None and not (game.combat is not None and game.combat.second_pending):
        # the next time the step begins: the next turn's, said (a second combat damage step, 502.2b, is this turn's)
        game.tracer.step(f"The game is in the {until.named} already ({_where(game)}): "
                         f"passing until the next one, in a later turn (a step ends when both players pass in "
                         f"succession with the stack empty)", "300.2", kind="pass")
    # (502.2b: a second combat damage step is another step)
    passes_until(game, act, PassesUntil(game.turns.turn, _damage_steps(game), in_cleanup=game.turns.step is Step.CLEANUP))


class PassesUntil:
    """Where ``… pass until <step>`` stands between two of its passes: the turn it began in,
    the combat damage steps there had been, whether the game has left the step it began in,
    and the passes made. The explorer keeps the game between two passes and goes on from it
    with a copy of this (judge.engine.explore: a choice made as a step begins — the blocks,
    the division of combat damage — branches from the pass just before it)."""

    __slots__ = ("start_turn", "damage_steps", "moved", "done", "in_cleanup")
    #: (no object resolves apart from its pass here: a choice is made at the pass, as with
    #: :class:`PassesUntilEmpty` between two passes)
    resolved = None

    def __init__(self, start_turn: int, damage_steps: int, moved: bool = False, done: int = 0,
                 in_cleanup: bool = False) -> None:
        self.start_turn, self.damage_steps, self.moved, self.done = start_turn, damage_steps, moved, done
        self.in_cleanup = in_cleanup  # (begun in a cleanup step with priority, 314.1c: the next turn's is the one)

    def copy(self) -> "PassesUntil":
        return PassesUntil(self.start_turn, self.damage_steps, self.moved, self.done, self.in_cleanup)

    def passed(self, moved: bool) -> None:
        """One more pass made; ``moved``: the game left the step it was in."""
        self.done += 1
        self.moved = self.moved or moved


def passes_until(game: Game, act: Pass, loop: PassesUntil) -> None:
    """The passes of ``… pass until <step>`` from where ``loop`` stands. Between two passes the
    decider is told (``between_passes``, the exploring decider's: it may keep the game there),
    when it asks to be: the passes about to begin (or go on), the decider is given where they
    stand (``passing``, the exploring decider's: a choice made in them is made at the point
    ``loop`` says) and answers whether it is to be told at each point of them — only a run that
    may keep the game there, or whose work is counted from one of them (judge.engine.explore).
    Asked once an action."""
    until = act.until
    passing = getattr(game.decider, "passing", None)
    between = game.decider.between_passes if passing is not None and passing(loop) else None
    while loop.done < _PASS_LIMIT:
        if game.turns.priority is None:
            return
        # between two passes no effect is being carried out: the context a mana ability's effect (406.1) left as a
        # spell was cast is over, in every run — a copy kept here (which begins with none) is the game (asked
        # first: most passes find none, a call saved)
        if game.in_flight.ctx is not None:
            game.in_flight.carry_out(None)
        if loop.done and between is not None:
            between(game, loop)
        before = (game.turns.turn, game.turns.step)
        pass_priority(game, game.turns.priority)
        loop.passed((game.turns.turn, game.turns.step) != before)
        if loop.moved and game.turns.step is until and game.turns.priority is not None and game.turns.passes == 0 and not _mid_step(game, before):
            return
        if loop.moved and _combat_skipped(game, until):
            return  # 308.4: no attackers, so the step was reached and the game went on to the end of combat step
        if until is Step.CLEANUP and game.turns.turn != before[0] and game.turns.priority is not None \
                and not (loop.in_cleanup and before[0] == loop.start_turn):
            # 314.1c: no player received priority in the cleanup step (nothing was waiting), which ended;
            # the pass stops at the first priority after it, never running on through the next turn
            game.tracer.step(f"No player received priority in the cleanup step of turn {before[0]} (nothing was "
                             f"waiting), so the pass stops at the first priority after it ({_where(game)})",
                             "314.1c", kind="pass")
            return
        if until is Step.COMBAT_DAMAGE and _damage_steps(game) > loop.damage_steps and game.turns.step is until \
                and game.turns.priority is not None and game.turns.passes == 0:
            return
        if game.turns.turn > loop.start_turn + 1:
            break
    raise game.error(act.span, f"passing never reached a {until} step in which a player receives priority, in this turn "
                               f"or the next (turn {loop.start_turn} or {loop.start_turn + 1}): a pass never runs on further")


class PassesUntilEmpty:
    """Where ``… pass until the stack is empty`` stands between two of its passes: each object on
    the stack's generation (the objects there as the action began are the first; what a
    resolution, or the checks after it, put there is one after the object that resolved), the
    fewest objects the stack held, the deepest generation so far, and the passes made. The
    explorer keeps the game between two passes with a copy of this, as with
    :class:`PassesUntil` (a "may" or the order of triggered abilities chosen as an object
    resolves branches from the pass just before that resolution) — and within a pass, as an
    object has resolved and the check that follows it (408.1b) is about to be made, where
    ``resolved`` holds that object's name and the generation of what the pass puts on the stack
    (None everywhere else). In that check, ``settling`` is where it stands
    (:class:`judge.engine.priority.Settling`: its rounds, what they put on the stack, whether the
    state-based effects of the round under way applied — values alone); at each round's point,
    the triggered abilities the round found about to go on the stack (``settling.at``), they are
    put on the stack (ordered, their "may" and targets chosen) — a game kept there goes on from
    it, its check's record copied with it."""

    __slots__ = ("generation", "lowest", "deepest", "done", "resolved", "settling")

    def __init__(self, generation: dict[int, int], lowest: int, deepest: int = 0, done: int = 0,
                 resolved: Optional[tuple[str, int]] = None, settling: Optional[Settling] = None) -> None:
        self.generation, self.lowest, self.deepest, self.done = generation, lowest, deepest, done
        self.resolved, self.settling = resolved, settling

    def copy(self) -> "PassesUntilEmpty":
        settling = self.settling
        return PassesUntilEmpty(dict(self.generation), self.lowest, self.deepest, self.done, self.resolved,
                                settling.copy() if settling is not None else None)

    def checking(self) -> Settling:
        """The record of where the check after the resolution stands (a new one as it begins)."""
        if self.settling is None:
            self.settling = Settling()
        return self.settling

    def stands_resolved(self, resolved: tuple[str, int]) -> None:
        """Where the pass stands: ``resolved`` (an object has resolved, the check after it to be
        made, or being made) until the pass is done (:meth:`passed`)."""
        self.resolved = resolved

    def passed(self, after: int, stack: list) -> None:
        """One more pass made (between two passes again); ``stack``: the stack's objects now,
        those new to it of generation ``after`` (what went on the stack is on top, 217.6: "put
        on the stack")."""
        self.done += 1
        self.resolved = self.settling = None
        generation = self.generation
        for so in stack:
            if so.id in generation:
                break
            generation[so.id] = after
            self.deepest = max(self.deepest, after)
        self.lowest = min(self.lowest, len(stack))


def passes_until_empty(game: Game, act: Pass, loop: PassesUntilEmpty) -> None:
    """The passes of ``… pass until the stack is empty`` from where ``loop`` stands. Between two
    passes the decider is told (``between_passes``, as in :func:`passes_until`), and within a
    pass that made an object resolve, as the check after it is about to be made (``resolved``,
    the exploring decider's: it may keep the game there too; the call stack there is this loop's
    alone, the resolution's step left open in the trace, judge.engine.resolve) — both when it
    asks to be, as in :func:`passes_until`; ``loop`` says where the passes stand all the same."""
    decider = game.decider
    passing = getattr(decider, "passing", None)
    if passing is not None and passing(loop):
        between, told = decider.between_passes, decider.resolved
    else:  # (a run that keeps no game here and counts its work from no point of them)
        between = told = None
    if loop.resolved is not None:  # (a branch going on within a pass, where an object has resolved: past its start)
        resolving, after = loop.resolved
        _checks(game, loop, resolving, after, told)
    while loop.deepest < _DEPTH:
        if not game.stack.items or game.turns.priority is None:
            return
        if game.in_flight.ctx is not None:  # (no effect is being carried out between two passes, as in passes_until)
            game.in_flight.carry_out(None)
        if loop.done and between is not None:
            between(game, loop)
        after = loop.generation.get(game.stack.items[0].id, loop.deepest) + 1  # (what the top's resolution, or the checks, put there)
        resolving = pass_until_resolved(game, game.turns.priority)
        if resolving is None:
            loop.passed(after, game.stack.items)
        else:
            _checks(game, loop, resolving, after, told)
    raise game.error(act.span, f"the stack stopped getting smaller ({_DEPTH} resolutions one after another, each "
                               f"resolving what the one before put on the stack, without it reaching fewer than "
                               f"{loop.lowest} objects): it never becomes empty (421: a loop?)")


def _checks(game: Game, loop: PassesUntilEmpty, resolving: str, after: int, told) -> None:
    """The rest of a pass of ``… until the stack is empty`` that made ``resolving`` resolve, with
    ``loop.resolved`` saying where the pass stands until it is done (a choice made in the check is
    made there): the decider told first (``told``: the explorer may keep the game here), then
    the check after the resolution and the rest of the pass (turn.after_resolution) — the check's
    record kept in ``loop.settling``, the decider told again at each of its rounds' points (the
    triggered abilities of the round about to go on the stack); a loop kept at such a point
    (``loop.settling.at`` set) goes on from there, past what was told before it."""
    if loop.settling is None:  # (else kept at a round's point of the check, and going on from there)
        if loop.resolved is None:
            loop.stands_resolved((resolving, after))
        if told is not None:
            told(game, loop)
    after_resolution(game, resolving, loop.checking(), (lambda game: told(game, loop)) if told is not None else None)
    loop.passed(after, game.stack.items)


def go_on(game: Game, act: Pass, loop) -> None:
    """The passes of ``act`` from where ``loop`` (a :class:`PassesUntil` or
    :class:`PassesUntilEmpty`, kept between two of them) stands."""
    if isinstance(loop, PassesUntilEmpty):
        passes_until_empty(game, act, loop)
    else:
        passes_until(game, act, loop)


#: The steps of a combat after the declaration of attackers (308.4 skips them when no creature attacks).
_COMBAT_STEPS = (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)
#: The steps a scenario may be written to start in that begin by themselves, before anyone has priority: the
#: declare attackers step's declaration (308.1), the untap step (302.2), the cleanup step (314.1c).
_STARTS_BY_ITSELF = (Step.DECLARE_ATTACKERS, Step.UNTAP, Step.CLEANUP)


def _no_attackers(game: Game) -> bool:
    """This combat declared no attackers (308.4) and the game is in its end of combat step."""
    c = game.combat
    return c is not None and not c.attackers and game.turns.step is Step.END_OF_COMBAT


def _damage_steps(game: Game) -> int:
    c = game.combat
    return c.damage_steps if c is not None else 0


def _combat_skipped(game: Game, until: Step) -> bool:
    return skipped_to_end_of_combat(game, until)


def _mid_step(game: Game, before) -> bool:
    """Whether we are still in the same step we were in before the last pass (a resolution)."""
    return (game.turns.turn, game.turns.step) == before
