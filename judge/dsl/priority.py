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
only follows from another). ``tries to`` lines are expected to be illegal, so they
are not checked. Everything else about timing (a sorcery in the wrong step, a target gone) is
the engine's to find when the scenario is played (``judge ask``, ``judge test``)."""

from __future__ import annotations

from typing import Callable, Optional

from judge.dsl import ast as A

#: The steps of a turn, in order (the main phases counted as steps).
_ORDER = {s: i for i, s in enumerate(A.STEPS)}


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
    step: Optional[str] = scenario.turn.step
    holder: Optional[str] = None if step in ("untap", "cleanup") else active
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
            if not isinstance(act, A.Checkpoint):
                err(span, f"the game has already ended: {conceded} conceded (102.7, 102.3); this line can't be carried out")
            continue
        if isinstance(act, A.Loop):  # repeated: who has priority after it is not followed here
            holder = passed = None
            continue
        if isinstance(act, (A.PlayLand, A.Cast, A.Activate, A.ManaAbility, A.EndEffect)):
            if getattr(act, "illegal", False):
                continue  # expected to be illegal (422): the player keeps priority (422.2)
            if holder is not None and act.player in players and act.player != holder:
                verb = {A.PlayLand: "play a land", A.Cast: "play a spell", A.Activate: "play an ability",
                        A.ManaAbility: "play a mana ability", A.EndEffect: "pay to end an effect"}[type(act)]
                err(span, f"{act.player} can't {verb} here: {holder} has priority (408.1c, 408.1d); write "
                          f"`{holder} passes` first (found without playing: who has priority follows from the "
                          f"lines before)")
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
            if act.until == "stack empty":
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
