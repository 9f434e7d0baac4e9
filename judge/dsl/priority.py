"""Who has priority, followed through a scenario's lines without playing them (408.1c, 408.1d):
the timing mistakes ``judge check`` finds before anything is simulated (issue 42).

Only what holds whatever the cards do is followed, and a mistake is reported only where the
player who has priority is certain:

* the active player has priority as the scenario's step is under way (408.1c; but the untap and
  cleanup steps, where no one has it unless something triggers);
* a player who plays a spell, an ability or a land receives priority again (408.1c), and so does
  one who pays to end an effect (418.3a: it doesn't use the stack);
* one pass gives priority to the opponent; two in succession resolve the top object or end the
  step (408.1c, 300.2), and who has priority next depends on the game: unknown here;
* ``all pass until the stack is empty`` after a spell or ability was played ends with the active
  player receiving priority (408.1c: each resolution gives it to the active player); until a step
  later in this turn, with the active player receiving priority in it (408.1c; 308.4 going on to
  the end of combat step keeps it the active player's);
* a declaration of attackers or blockers, or an assignment of combat damage, ends with the active
  player receiving priority (308.6, 309.5, 310.2);
* after a player concedes, the game is over (102.7, 102.3): no line after it can be carried out.

Triggered abilities, state-based effects and open choices change none of this; anything else
(a loop, a pass until a step of a later turn) makes who has priority unknown, and nothing is
said until a line makes it known again — after a line reported, too (no mistake is reported that
only follows from another). A ``tries to`` line is expected to be illegal, but not for
lack of priority (that would prove nothing about the card, issue 44): one another player
certainly has priority at is reported unless it ends ``without priority``, and one that ends so
is reported where its own player certainly has priority. Everything else about timing (a sorcery in the wrong step, a target gone) is
the engine's to find when the scenario is played (``judge ask``, ``judge test``)."""

from __future__ import annotations

from typing import Callable, Optional

from judge.dsl import ast as A

#: The rule that lets each kind of play be made only by the player who has priority.
PRIORITY_RULE = {"play a land": "305.4", "play a spell": "408.1d", "play an ability": "408.1d",
                 "play a mana ability": "411.2"}

#: What each play is called in these words.
_DOING = {A.PlayLand: "play a land", A.Cast: "play a spell", A.Activate: "play an ability",
          A.ManaAbility: "play a mana ability", A.EndEffect: "pay to end an effect",
          A.DiscardCard: "discard a card"}


def play_words(act: A.Action) -> str:
    """What ``act`` is, as a play: "play a land", "play a spell"..."""
    return _DOING.get(type(act), "play a spell or ability")


def tried_without_priority(player: str, doing: str, holder: Optional[str], step: Optional[A.Step],
                           passed_last: bool = False) -> str:
    """The scenario's error for a ``tries to`` line (not marked ``without priority``) that a
    rule of priority refuses before anything the card says (issue 44): ``holder`` has
    priority, or, None, no player has it in ``step`` (302.2, 314.1c). ``passed_last``: the
    player's own pass gave ``holder`` priority, so ``holder`` passing now would be the second
    pass in succession (408.1c) — the line belongs before that pass."""
    rule = PRIORITY_RULE.get(doing, "408.1d")
    if holder is not None and passed_last:
        where = f"{holder} has priority at this point, not {player}, whose pass just gave it to {holder} (408.1c)"
        fix = (f"`{holder} passes` now would be the second pass in succession, resolving the top of the stack or "
               f"ending the step (408.1c): write the line before {player}'s pass, where {player} has priority")
    elif holder is not None:
        where = f"{holder} has priority at this point, not {player} (408.1c)"
        fix = f"Write `{holder} passes` before it, so that {player} receives priority and the play meets the rules it is meant to test"
    else:
        where = f"no player has priority during the {step} step ({'302.2' if step is A.Step.UNTAP else '314.1c'})"
        fix = f"Begin the scenario in a step in which {player} receives priority"
    return (f"{player} doesn't hold priority here, so this play would be refused for that alone: {where}, and a "
            f"player may {doing} only when he or she has priority ({rule}). A `tries to` line refused only for lack "
            f"of priority proves nothing about the card. {fix}; or, if that refusal is what the line means to show, "
            f"end the line with `without priority`.")


def tried_after_the_game_ended(ended: str) -> str:
    """The scenario's addition to the error for a ``tries to`` line met after the game ended
    (``ended``: how, in words): the play would be refused for that alone (102.3: the game ended
    at once), before anything the card says, so the line proves nothing about the card — as a
    play refused only for lack of priority proves nothing (issue 44)."""
    return (f"the game has already ended ({ended}), so this play would be refused for that alone: a game "
            f"immediately ends when a player loses or wins (102.3), and nothing can be played after that. A `tries to` line "
            f"refused only because the game is over proves nothing about the card. Write it before the line that ends "
            f"the game, or drop it.")


def held_priority(player: str, why: str = "") -> str:
    """The scenario's error for a ``tries to ... without priority`` line whose player does
    hold priority; ``why``: what the play came to instead (legal, or refused for another reason)."""
    return (f"this line says {player} tries it without priority, but {player} has priority at this point (408.1c)"
            f"{': ' + why if why else ''}. Drop `without priority`, or first write the passes that give priority to "
            f"the other player.")


#: Said of a mistake found by following priority through the lines, before anything is played.
_FOUND = "(found without playing: who has priority follows from the lines before)"
_FOUND_AFTER = "This is found without playing: who has priority follows from the lines before."


#: The steps of a turn, in order (the main phases counted as steps).
_ORDER = {s: i for i, s in enumerate(A.TURN_STEPS)}


def check_priority(scenario: A.Scenario, err: Callable[[Optional[A.Span], str], None],
                   failed: frozenset[int] = frozenset()) -> None:
    """Report (``err(span, message)``) every line a player can't take because another player
    certainly has priority, and every line after a player conceded. ``failed``: the lines that
    did not parse (past one, who has priority is unknown until a line makes it known)."""
    if scenario.turn is None or len(scenario.players) != 2:
        return
    players = [p.name for p in scenario.players]
    active: Optional[str] = scenario.turn.active
    if active not in players:
        return
    step: Optional[A.Step] = scenario.turn.step
    holder: Optional[str] = None if step in (A.Step.UNTAP, A.Step.CLEANUP) else active
    passed: Optional[str] = None  # who passed last, in the current succession of passes
    played = bool(scenario.stack)  # a spell or ability certainly on the stack
    conceded: Optional[str] = None

    def other(name: str) -> str:
        return players[1] if name == players[0] else players[0]

    last = 0
    for act in scenario.actions:
        span = getattr(act, "span", None)
        if span is not None:
            if any(last < n < span.line for n in failed):  # a line between that did not parse
                holder = passed = None
            last = span.line
        if conceded is not None:
            if getattr(act, "illegal", False):
                err(span, tried_after_the_game_ended(f"{conceded} conceded, 102.7"))
            elif not isinstance(act, A.Checkpoint):
                err(span, f"the game has already ended: {conceded} conceded (102.7, 102.3); this line can't be carried out")
            continue
        if isinstance(act, A.Loop):  # repeated: who has priority after it is not followed here
            holder = passed = None
            continue
        if isinstance(act, (A.PlayLand, A.Cast, A.Activate, A.ManaAbility, A.EndEffect, A.DiscardCard)):
            if getattr(act, "illegal", False):  # expected to be illegal (422): the player keeps priority (422.2)
                if holder is None or act.player not in players:
                    continue
                if act.player != holder and not act.without_priority:  # refused for priority alone (issue 44)
                    err(span, f"{tried_without_priority(act.player, play_words(act), holder, step, passed == act.player)} "
                              f"{_FOUND_AFTER}")
                    holder = None
                elif act.player == holder and act.without_priority:
                    err(span, f"{held_priority(act.player)} {_FOUND_AFTER}")
                    holder = None
                continue
            if holder is not None and act.player in players and act.player != holder:
                err(span, f"{act.player} can't {play_words(act)} here: {holder} has priority (408.1c, "
                          f"{PRIORITY_RULE.get(play_words(act), '408.1d')}); write "
                          f"`{holder} passes` first {_FOUND}")
                holder = None  # (what the lines after meant is unknown: no error that only follows from this one)
            elif act.player in players:
                holder = act.player
            passed = None
            if isinstance(act, (A.Cast, A.Activate)):
                played = True
        elif isinstance(act, A.Pass):
            who = act.player
            if who != "all" and who not in players:  # (a player not in the game: said elsewhere)
                holder = passed = None
                continue
            if who != "all" and holder is not None and who in players and who != holder:
                err(span, f"{who} can't pass here: {holder} has priority (408.1c); write `{holder} passes` first "
                          f"(found without playing: who has priority follows from the lines before)")
                holder = passed = None
                continue
            if act.until is A.Until.STACK_EMPTY:
                holder = active if played or holder == active else None
                passed, played = None, False
            elif act.until is not None:
                later = step is not None and act.until in _ORDER and _ORDER[act.until] > _ORDER.get(step, 99)
                holder = active if later else None  # (the next turn's, or a step 308.4 may skip: its active player)
                step = act.until if later else None
                if not later:
                    active = None  # perhaps another turn, whose active player isn't followed here
                passed = None
            elif who == "all" or passed == other(who) or holder is None:
                holder = passed = None  # both passed in succession: a resolution or the step's end
            else:
                holder, passed = other(who), who
        elif isinstance(act, (A.DeclareAttackers, A.DeclareBlockers, A.AssignDamage)):
            holder, passed = active, None  # 308.6, 309.5, 310.2
        elif isinstance(act, A.Concede):
            conceded = act.player
