"""Windows of the turn a card limits its spell or ability to ("Play this ability only during
your turn, before attackers are declared", "Cast this spell only during combat"): the card
overrides the ordinary timing rules (103.1), for an ability even after its controller
changes (403.3).

:data:`WINDOWS` says, for each window the card grammar reads (:data:`judge.cards.ir.WINDOWS`),
what it allows — as a test of the game's turn, step and combat — and how a refusal reads.
"""

from __future__ import annotations

import re

from typing import Callable, Optional

from judge.cards import ir
from judge.dsl.ast import TURN_STEPS, Step
from judge.cards import phrasebook
from judge.cards.english import WINDOW_WORDS, possessive
from judge.engine.context import Ctx, check_condition, false_figures
from judge.engine.illegal import illegal_play
from judge.engine.game import COMBAT_STEPS, Game
from judge.cards.ir import RestrictionKind
from judge.engine.kinds import StackKind

_ORDER = {s: i for i, s in enumerate(TURN_STEPS)}
#: The steps of the combat phase (306.1): "during combat" (Hand to Hand, judge.engine.combat_lockout).
_COMBAT = COMBAT_STEPS


def _before(step: Step) -> Callable[[Game, str], bool]:
    return lambda game, player: _ORDER[game.turns.step] < _ORDER[step]


def _attacked(game: Game, player: str) -> bool:
    """``player`` is the defending player of this combat and creatures were declared attacking in
    this step: the attack happened, whatever became of the attackers since (a creature killed
    or removed from combat doesn't unmake it; audit 4238, Rally the Troops)."""
    c = game.combat
    return game.turns.step is Step.DECLARE_ATTACKERS and c is not None and c.defending == player and bool(c.attackers)


def _why_not_attacked(game: Game, player: str) -> str:
    """Why ``player`` hasn't been attacked this step (Rally the Troops, Eightfold Maze): the step,
    no attack, or the attack made on another player (audit 6359: the refusal named only the step)."""
    c = game.combat
    if game.turns.step is not Step.DECLARE_ATTACKERS:
        return f"it is now {possessive(game.turns.active)} turn, {game.turns.step}"
    if c is None or not c.attackers:
        return f"no creature has been declared as an attacker this step ({possessive(game.turns.active)} turn)"
    return (f"{player} hasn't been: the attack is {possessive(game.turns.active)} and the defending player is "
            f"{c.defending}, not {player}")


def _responding_to(*types: str) -> Callable[[Game, str], bool]:
    """"Play ~ only in response to another player playing a creature (or a sorcery)" (Portal
    Second Age as printed): a spell of such a type, controlled by another player, is on the stack."""
    return lambda game, player: bool(_spells_to_answer(game, player, types))


def _spells_to_answer(game: Game, player: str, types: tuple[str, ...]) -> list[str]:
    return [so.name for so in game.stack.items if so.kind is StackKind.SPELL and so.controller != player
            and so.card_obj is not None and any(t in game.chars(so.card_obj).types for t in types)]


def _no_spell_to_answer(types: tuple[str, ...]) -> Callable[[Game, str], str]:
    def why(game: Game, player: str) -> str:
        if not game.stack.items:
            return "the stack is empty"
        theirs = [so.name for so in game.stack.items if so.kind is StackKind.SPELL and so.controller != player]
        mine = [so.name for so in game.stack.items if so.kind is StackKind.SPELL and so.controller == player]
        parts = []
        if theirs:
            parts.append(f"the spell{'s' if len(theirs) > 1 else ''} of another player on the stack "
                         f"({', '.join(theirs)}) {'are' if len(theirs) > 1 else 'is'} not a {' or a '.join(types)}")
        if mine:
            parts.append(f"{', '.join(mine)} on the stack {'are' if len(mine) > 1 else 'is'} {possessive(player)} own")
        if not parts:
            parts.append("no spell is on the stack, only abilities")
        return "; ".join(parts)
    return why


#: window → (what it allows, how it reads in a refusal or in the trace: its words, one place for
#: them, judge.cards.english.WINDOW_WORDS, where a card's description reads them too).
_ALLOWS: dict[str, Callable[[Game, str], bool]] = {
    "opponents turn": lambda game, player: game.turns.active != player,
    "any upkeep": lambda game, player: game.turns.step is Step.UPKEEP,
    "opponents upkeep": lambda game, player: game.turns.step is Step.UPKEEP and game.turns.active != player,
    "before attackers": _before(Step.DECLARE_ATTACKERS),
    # Maddening Imp: "only before combat" — before the combat phase's first step (306.1)
    "before combat": _before(Step.BEGINNING_OF_COMBAT),
    "before blockers": _before(Step.DECLARE_BLOCKERS),
    "before combat damage": _before(Step.COMBAT_DAMAGE),
    "before end of combat": _before(Step.END_OF_COMBAT),
    "combat": lambda game, player: game.turns.step in _COMBAT,
    "after blockers": lambda game, player: _ORDER[game.turns.step] > _ORDER[Step.DECLARE_BLOCKERS]
    or (game.turns.step is Step.DECLARE_BLOCKERS and game.combat is not None and game.combat.blockers_declared),
    "after combat": lambda game, player: _ORDER[game.turns.step] > _ORDER[Step.END_OF_COMBAT],
    "declare attackers": lambda game, player: game.turns.step is Step.DECLARE_ATTACKERS,
    "your declare attackers": lambda game, player: game.turns.step is Step.DECLARE_ATTACKERS and game.turns.active == player,
    "declare blockers": lambda game, player: game.turns.step is Step.DECLARE_BLOCKERS,
    "end of combat": lambda game, player: game.turns.step is Step.END_OF_COMBAT,
    "attacked this step": _attacked,
    # "Any player may activate this ability but only during their draw step" (Well of Knowledge)
    "own draw step": lambda game, player: game.turns.step is Step.DRAW and game.turns.active == player,
    "before end step": _before(Step.END_OF_TURN),
    # Necrologia: "Cast this spell only during your end step" (the era's end of turn step, 313)
    "your end step": lambda game, player: game.turns.step is Step.END_OF_TURN and game.turns.active == player,
    # Reset: "only during an opponent's turn after their upkeep step"
    "opponents turn after upkeep": lambda game, player: game.turns.active != player and _ORDER[game.turns.step] > _ORDER[Step.UPKEEP],
    # False Summoning, Preemptive Strike; Mystic Denial (as printed, audit 4339)
    "another players creature spell": _responding_to("creature"),
    "another players creature or sorcery spell": _responding_to("creature", "sorcery"),
}
WINDOWS: dict[str, tuple[Callable[[Game, str], bool], str]] = {k: (f, WINDOW_WORDS[k]) for k, f in _ALLOWS.items()}

#: Windows that depend on the stack, not on the turn: why one is closed now, for a refusal
#: (the turn and step would not say it).
_WHY_CLOSED: dict[str, Callable[[Game, str], str]] = {
    "another players creature spell": _no_spell_to_answer(("creature",)),
    "another players creature or sorcery spell": _no_spell_to_answer(("creature", "sorcery")),
    "attacked this step": _why_not_attacked,
}


#: Restriction kinds that are windows of the turn, for a spell as for an ability.
TIMING_KINDS = frozenset({RestrictionKind.WINDOW, RestrictionKind.DURING_YOUR_TURN, RestrictionKind.DURING_YOUR_UPKEEP})

#: Windows that never hold in a main phase with an empty stack: a sorcery whose card allows it
#: only then (Portal's sorceries "Play ~ only after you're attacked, before you declare
#: blockers", judge.cards.printed) directly contradicts the sorcery's timing (408.1d), and the
#: card takes precedence (103.1).
_NOT_IN_MAIN_PHASE = frozenset({"any upkeep", "opponents upkeep", "opponents turn", "combat", "after blockers",
                                "declare attackers", "your declare attackers", "declare blockers", "end of combat",
                                "attacked this step", "another players creature spell",
                                "another players creature or sorcery spell"})


def overrides_sorcery_timing(restrictions: tuple) -> Optional[str]:
    """How the card's own window overrides a sorcery's timing (103.1), or None when it doesn't
    (a window that a main phase can be in, or none)."""
    for r in restrictions:
        kind = r.kind
        if (kind is RestrictionKind.WINDOW and r.value in _NOT_IN_MAIN_PHASE) or kind is RestrictionKind.DURING_YOUR_UPKEEP:
            return _words(r)
    return None


def _words(r: ir.Restriction, player: Optional[str] = None) -> str:
    """The window in words; ``player``: the player playing it, named ("only during Alice's turn",
    never "your turn" in a refusal or a step of the trace)."""
    words = WINDOWS[r.value][1] if r.kind is RestrictionKind.WINDOW else r.kind.value
    if player is not None:
        words = words.replace("during your ", f"during {possessive(player)} ").replace("its controller's ", f"{possessive(player)} ")
    return words


def timing_problem(game: Game, player: str, r: ir.Restriction) -> Optional[str]:
    """Why ``player`` may not play now what the card limits by ``r`` (None: allowed)."""
    kind = r.kind
    if kind is RestrictionKind.WINDOW:
        ok = WINDOWS[r.value][0](game, player)
    elif kind is RestrictionKind.DURING_YOUR_TURN:
        ok = game.turns.active == player
    elif kind is RestrictionKind.DURING_YOUR_UPKEEP:
        ok = game.turns.active == player and game.turns.step is Step.UPKEEP
    else:  # pragma: no cover - callers pass TIMING_KINDS only
        raise ValueError(r.kind.value)
    if ok:
        return None
    if kind is RestrictionKind.WINDOW and r.value in _WHY_CLOSED:
        return f"it may be played only {_words(r, player)}, and {_WHY_CLOSED[r.value](game, player)}"
    passed = _passed(game, r) if kind is RestrictionKind.WINDOW else None
    if passed:
        return f"it may be played only {_words(r, player)}, and {passed}: it is now {possessive(game.turns.active)} turn, {game.turns.step}"
    return f"it may be played only {_words(r, player)}, and it is now {possessive(game.turns.active)} turn, {game.turns.step}"


def _passed(game: Game, r: ir.Restriction) -> Optional[str]:
    """For "before attackers are declared" (Coastal Wizard, Alaborn Veteran) and "before blockers
    are declared": that the declaration the card names has happened this turn, the reason it is
    refused (audit 4743: once only the turn and step) — None where that can't be said for sure."""
    after_combat = _ORDER[game.turns.step] > _ORDER[Step.END_OF_COMBAT]
    if r.value == "before attackers":
        if game.turns.step in _COMBAT[1:]:
            # the active player declared which, if any, creatures attack (308.1)
            return "they have been"
        if after_combat:
            return "this turn's combat phase is over"
    if r.value == "before blockers":
        if game.combat is not None and game.combat.blockers_declared:
            return "they have been"
        if after_combat:
            return "this turn's combat phase is over"
    return None


def check_conditions(game: Game, player: str, source: Optional[int], restrictions: tuple, what: str, span,
                     *rules: str) -> Optional[str]:
    """Refuse the play if a condition the card sets ("only if you have no cards in hand") is
    false now (reversed, 422); return, for the trace, why it allows the play (None: none set)."""
    from_card = [r for r in restrictions if r.kind is RestrictionKind.IF and r.condition is not None]
    if not from_card:
        return None
    ctx = Ctx(game=game, controller=player, source=source, source_name=what, targets=[])
    this = game.describe(source) if source is not None and game.exists(source) else "this"
    words = phrasebook.said_of(" and ".join(phrasebook.condition_words_for(r.condition, this) for r in from_card), player)
    if source is not None and source in game.objects:  # "snow-covered" where the card says it (Blizzard as printed)
        words = phrasebook.snow_as_written(words, game.objects[source].card.text)
    failing = [r.condition for r in from_card if not check_condition(ctx, r.condition)]
    if failing:
        # the fact that decides it named (audit 6359: Security Detail refused "while you control
        # a creature" without the Soldier that is one)
        figures = "; ".join(f for f in (false_figures(ctx, c) for c in failing) if f)
        raise illegal_play(game, span, f"{what} may be played only if {words}, and that is not so now"
                                       f"{': ' + figures if figures else ''}", *rules)
    return f"{what} may be played now: its card allows it only if {words}, and that is so"


def card_sentence(text: str) -> str:
    """The sentence of a card's text, in the wording played, that limits when it may be played
    ("Play Defiant Stand only after you're attacked, before you declare interceptors." as printed;
    "Play this spell only during combat." in the Oracle's era words) — "" where it has none."""
    for sentence in re.split(r"(?<=\.)\s+|\n", text or ""):
        if re.match(r"(play|cast)\b.*\bonly\b", sentence.strip(), re.I):
            return sentence.strip()
    return ""


def check_timing(game: Game, player: str, restrictions: tuple, what: str, span, *rules: str,
                 card_text: str = "", overrides: str = "") -> Optional[str]:
    """Refuse the play if one of the card's windows is not open (the play is reversed, 422).
    Return, for the trace, why the card allows it now (None: the card sets no window).
    ``card_text``: the card's text in the wording played — the refusal quotes its sentence
    (Defiant Stand as printed: "only after you're attacked, before you declare interceptors");
    ``overrides``: the words saying which rule the card's window takes precedence over (103.1)."""
    timing = [r for r in restrictions if r.kind in TIMING_KINDS]
    note = _defending_player_note(restrictions, timing)
    for r in timing:
        why = timing_problem(game, player, r)
        if why:
            sentence = card_sentence(card_text)
            said = f" (its card: \"{sentence}\")" if sentence else ""
            raise illegal_play(game, span, f"{what}: {why}{note}{said}{overrides}", *rules)
    if not timing:
        return None
    sentence = card_sentence(card_text)
    said = f" (its card: \"{sentence}\")" if sentence else ""
    return (f"{what} may be played now: its card allows it only {' and '.join(_words(r, player) for r in timing)}, and "
            f"that is now{note}{said}")


def _defending_player_note(restrictions: tuple, timing: list) -> str:
    """Where a combat-only window goes with a condition about the defending player (Arcum's Sleigh:
    the Oracle's "only during combat"; as printed only "if defending player controls no snow-covered
    lands"), why combat: there is a defending player only then (glossary "Defending Player";
    audit 6258 — the printed card was said to allow it "only during combat", words it hasn't)."""
    if not any(r.kind is RestrictionKind.WINDOW and r.value == "combat" for r in timing):
        return ""
    if not any(r.kind is RestrictionKind.IF and r.condition is not None and r.condition.filter is not None
               and isinstance(r.condition.filter.controlled_by, ir.DefendingPlayer) for r in restrictions):
        return ""
    return " (its condition names the defending player, and there is one only during combat: glossary \"Defending Player\")"
