"""The combat phase (306-311) and legal attacks and blocks (500-502).

The declarations are turn-based actions at the start of their steps (308.1, 309.1): when
the declare attackers step begins, the active player's declaration is the scenario's
``Alice attacks with ...`` line that follows the action that reached the step (the Decider
answers it); likewise ``Bob blocks ...`` when the declare blockers step begins. A
declaration the scenario leaves out is an open choice (unless nothing could attack or
block). An illegal proposal is traced, reversed (308.3, 309.2a, 422.1) and the next
declaration line is the redeclaration.

Combat status lives on the permanents (``attacking``, ``blocking``, ``blocked``, as other
code reads it) and in :class:`Combat` (who blocks whom). A creature is removed from combat
(306.2) if it stops being a creature or changes controller, or regenerates (419.6b); a
blocked creature stays blocked (309.4).

Combat damage (310, 502.2, 502.9) is in :mod:`judge.engine.combat_damage`.
"""

from __future__ import annotations

import dataclasses

import re
from typing import Any, Callable, Iterable, Optional

from judge.cards import ir
from judge.cards.ir import TriggerEvent, TriggerWhose
from judge.dsl.ast import AssignDamage, DeclareAttackers, DeclareBlockers, Ref, Step
from judge.engine import attacks_on_you, banding, events, evasion, statics, triggers
from judge.engine.characteristics import lost_all_abilities_to, own_ability_lost
from judge.engine.combat_damage import damage_step
from judge.engine.combat_state import Combat, attackers, begin_turn_step, get, names_of, scenario_name
from judge.engine.context import Ctx, handles, object_ids, refer
from judge.engine.decider import (OpenChoice, Option, choose, current_line, interchangeable_key, remembered, telling_apart,
                                  where_to_settle)
from judge.engine.kinds import ChoiceKind, EventKind
from judge.engine.mana import ManaCost, parse_cost
from judge.engine.outcome import Choice, ChoiceKey
from judge.engine.payment import can_pay, mana_source_abilities, pay_mana
from judge.engine.events import Event
from judge.engine.objects import GameObject
from judge.engine.game import Game
from judge.engine.priority import give_priority, prune
from judge.engine.refs import resolve_ref
from judge.cards import phrasebook
from judge.cards.english import possessive, quoted, serial_and, with_article
from judge.engine.targets import matches, names_match
from judge.errors import JudgeError
from judge.zones import Zone

#: The declarations: attackers (308) and blockers (309), each told by its member of ir.CombatAction.
_ATTACK, _BLOCK = ir.CombatAction.ATTACK, ir.CombatAction.BLOCK
#: The declarations a combat rule (``ir.CombatCost``, ``ir.MaxCombatants``, ``ir.CantUnlessOthers``,
#: ``ir.CantUnlessControlsMore``) applies to, by its ``action``: "can't attack or block …" applies to both.
_DECLARATIONS: dict[ir.CombatAction, tuple[ir.CombatAction, ...]] = {
    _ATTACK: (_ATTACK,), _BLOCK: (_BLOCK,), ir.CombatAction.ATTACK_OR_BLOCK: (_ATTACK, _BLOCK)}

# --------------------------------------------------------------------------- status


# --------------------------------------------------------------------------- step hooks


def begin_step(game: Game, step: Step) -> bool:
    """Called when ``step``, one of :data:`judge.engine.combat_state.COMBAT_RULES_STEPS`, begins
    (after the step is set, and the turn's record of deeds started afresh if the turn is new): run
    the combat turn-based actions. Returns True if the step was handled here. (The beginning of
    combat step's is :func:`judge.engine.combat_state.begin_combat_phase`.)"""
    if step is Step.DECLARE_ATTACKERS:
        declare_attackers_step(game)
        return True
    if step is Step.DECLARE_BLOCKERS:
        if get(game) is None or not get(game).attackers:
            begin_next(game, Step.END_OF_COMBAT)  # only reachable after attackers are declared (308.4)
            return True
        declare_blockers_step(game)
        return True
    if step is Step.COMBAT_DAMAGE:
        c = get(game)
        if c is None or not attackers(game) and not c.attackers:
            begin_next(game, Step.END_OF_COMBAT)
            return True
        damage_step(game)
        return True
    if step is Step.END_OF_COMBAT:
        c = get(game)
        if c is not None and c.second_pending:
            game.turns.set_step(Step.COMBAT_DAMAGE)
            damage_step(game)
            return True
        return False
    if step is Step.POSTCOMBAT_MAIN:
        end_combat(game)
        return False
    return False


def begin_next(game: Game, step: Step) -> None:
    """Go on to ``step`` of the turn now (its turn-based actions, triggers, priority)."""
    begin_turn_step(game, step)


def end_combat(game: Game) -> None:
    """308.5, 309.3: attacking and blocking creatures stop being so when the combat phase ends."""
    c = get(game)
    flagged = [o for o in game.in_play if game.objects[o].attacking or game.objects[o].blocking]
    said = []  # each creature as what it was: "stops being an attacking creature" / "stop being blocking creatures"
    for status, ids in (("attacking", [o for o in flagged if game.objects[o].attacking]),
                        ("blocking", [o for o in flagged if game.objects[o].blocking and not game.objects[o].attacking])):
        if ids:
            said.append(f"{names_of(game, ids)} stops being {with_article(status + ' creature')}" if len(ids) == 1
                        else f"{names_of(game, ids)} stop being {status} creatures")
    for oid in flagged:
        game.permanents.remove_from_combat(oid)
    if flagged:
        game.tracer.step(f"The combat phase has ended: {'; '.join(said)}", "308.5", "309.3", kind="combat")
    if c is not None:
        game.set_combat(None)


# --------------------------------------------------------------------------- the Decider


def _answer(game: Game, player: str, what: str, kind):
    d = game.decider
    if d is None:
        return None
    nxt = _peek(game)
    if isinstance(nxt, kind) and nxt.player not in (player, "all"):
        rule = "308.1" if kind is DeclareAttackers else "309.1"
        role = "the active player declares attackers" if kind is DeclareAttackers else "the defending player declares blockers"
        raise game.error(getattr(nxt, "span", None), f"{nxt.player} can't declare {what} here: {role}, and that is "
                                                     f"{player} ({rule})")
    _checkpoints_before(game, kind)
    attack = kind is DeclareAttackers
    return d.answer(ChoiceKey(player, ChoiceKind.ATTACK if attack else ChoiceKind.BLOCK, "308.2" if attack else "309.2"),
                    (kind,))


def _checkpoints_before(game: Game, kind) -> None:
    """``checkpoint "before"`` written between the pass that reaches the step and the
    declaration: the game as it stands now, as the step begins and before anything is declared,
    is that checkpoint's (a checkpoint changes nothing — it stopped the declaration being read
    as one, audit 7704)."""
    taken = getattr(game.decider, "checkpoints_before", None)
    marks = taken(kind) if taken is not None else []
    if marks:
        from judge.engine.snapshot import snapshot

        for m in marks:
            game.prints.record_checkpoint(m.name, snapshot(game))


class at_line:
    """Trace steps made while carrying out a scenario line answered during another action
    (a declaration, an assignment) carry that line's number (a ``with`` block; a class, not a
    generator's context manager: two calls, not ~9)."""

    __slots__ = ("_tracer", "_span", "_old")

    def __init__(self, game: Game, act) -> None:
        self._tracer, self._span = game.tracer, getattr(act, "span", None)

    def __enter__(self) -> None:
        tracer = self._tracer
        self._old = tracer.line
        if self._span is not None:
            tracer.line = self._span.line

    def __exit__(self, *exc: object) -> None:
        self._tracer.line = self._old


def _peek(game: Game):
    """The next unconsumed scenario action after the current one, if any."""
    d = game.decider
    if d is None or not hasattr(d, "actions"):
        return None
    i = d.cursor + 1
    while i < len(d.actions) and i in d.consumed:
        i += 1
    return d.actions[i] if i < len(d.actions) else None


def _resolve(game: Game, ref: Ref, what: str, allow_player: bool = False):
    return resolve_ref(game, ref, zone=Zone.IN_PLAY if not allow_player else None, allow_player=allow_player, what=what)


# --------------------------------------------------------------------------- declare attackers (308)


def _individual_attack_problems(game: Game, ap: str, oid: int) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(problems, notes) for one creature proposed as an attacker (308.1, 500.1, 502.5b)."""
    o = game.objects[oid]
    ch = game.chars(o)
    probs: list[tuple[str, str]] = []
    notes: list[tuple[str, str]] = []
    n = o.display()
    if o.zone != Zone.IN_PLAY or "creature" not in ch.types:
        probs.append((f"{n} is not a creature in play: noncreature permanents can't attack", "308.1"))
        return probs, notes
    if game.controller_of(oid) != ap:
        probs.append((f"{n} is controlled by {game.controller_of(oid)}, not by {ap}", "308.1"))
        return probs, notes
    if o.tapped:
        probs.append((f"{n} is tapped: tapped creatures can't be declared as attackers", "308.1"))
    if "Wall" in ch.subtypes:
        hit = evasion.may_attack_as_nonwall(game, oid)
        if hit is None:
            if "Wall" in o.card.stated:  # "Mobile Fort counts as a Wall.": a statement, not an ability
                lost = lost_all_abilities_to(game, o)
                notes.append((f"{possessive(n)} text says it counts as a Wall: a statement of what it is, not an ability"
                              + (f", so {possessive(lost)} loss of all abilities doesn't remove it" if lost else ""), "402.3"))
            probs.append((f"{n} is a Wall: Walls can't be declared as attackers", "308.1"))
        else:
            notes.append((f"{n} is a Wall but may attack as though it weren't one ({hit.describe(game)}): for declaring "
                          f"attackers it is treated as a creature with no creature type", "308.1"))
    if o.sick:
        unaffected = evasion.unaffected_by_sickness(game, oid)
        if ch.has_keyword("haste"):
            notes.append((f"{n} has not been under {possessive(ap)} control continuously since the turn began, but it has haste",
                          "502.5b"))
        elif unaffected is not None:
            notes.append((f"{n} has not been under {possessive(ap)} control continuously since the turn began, but it is "
                          f"unaffected by summoning sickness ({unaffected.describe(game)}; a characteristic, not an "
                          f"ability)", "407.2"))
        elif (as_haste := _as_though_haste(game, o, n, notes)):
            # Instill Energy (added, ostat6): for declaring attackers only (glossary "As Though")
            notes.append((f"{n} has not been under {possessive(ap)} control continuously since the turn began, but it can "
                          f"attack as though it had haste ({as_haste[0].describe(game)}): for this declaration it is "
                          f"treated as having haste", "502.5b"))
        else:
            probs.append((f"{n} has not been under {possessive(ap)} control continuously since the beginning of the turn "
                          f"(and has no haste{(': ' + lost) if (lost := own_ability_lost(game, o, 'haste')) else ''})", "308.1"))
    for hit in evasion.rules_affecting(game, oid, ir.CantAttack, ir.CantAttackOrBlock):
        if o.sick and ch.has_keyword("haste") and evasion.forbids_first_turn(game, hit):
            # Walking Wall as printed under Fervor (audit 10803): haste answers 308.1, not the card's own words
            probs.append((f"{n} can't attack ({hit.describe(game)}){evasion.condition_held(game, hit)}: haste lets a "
                          f"creature attack the turn it comes under its controller's control despite rule 308.1 "
                          f"(502.5b), but this is the card's own text, which takes precedence over the rules", "103.1"))
            continue
        probs.append((f"{n} can't attack ({hit.describe(game)}){_hand_compared(game, oid, hit)}"
                      f"{evasion.condition_held(game, hit)}", "500.1"))
    for hit in evasion.rules_switched_off(game, oid, ir.CantAttack, ir.CantAttackOrBlock):  # Wirecat, no enchantment
        notes.append((evasion.switched_off_words(game, hit), "418.4a"))
    for hit in evasion.rules_affecting(game, oid, ir.CantAttackUnless):
        dp = game.opponent(ap)
        found = evasion.defender_controls(game, hit, dp)
        if not found:
            probs.append((f"{n} can't attack: the defending player, {dp}, controls no {phrasebook.land_type_words(hit.rule.filter)} "
                          f"({hit.describe(game)})", "500.1"))
        else:  # the restriction checked and met: said, so that the attack's legality is explained (500.1)
            kind = phrasebook.land_type_words(hit.rule.filter)
            # a land whose name doesn't say the type it has (a Mountain made an Island by Phantasmal
            # Terrain, Underground Sea): the type said with it (audit 6965)
            is_one = "" if kind.lower() in game.objects[found[0]].card.name.lower() else f", {with_article(kind)}"
            notes.append((f"{n} may attack: the defending player, {dp}, controls {game.describe(found[0])}{is_one} "
                          f"({hit.describe(game)})", "500.1"))
    probs += _controls_more_problems(game, oid, _ATTACK, game.opponent(ap))
    return probs, notes


#: A comparison's words ("power greater than the number of cards in your hand").
_COMPARED = {">": "greater than", ">=": "equal to or greater than", "<": "less than", "<=": "equal to or less than",
             "==": "equal to"}


def _as_though_haste(game: Game, o: GameObject, n: str, notes: list) -> list:
    """The rules that let ``o`` attack as though it had haste now (502.5b; Instill Energy): all of them, but a rule
    "… unless it entered the battlefield this turn" (Chaos Lord; added, session 74, h6) not in the turn ``o`` came into
    play — said, as the reason it doesn't apply (308.1)."""
    as_haste = evasion.rules_affecting(game, o.id, ir.CanAttackAsThoughHaste)
    if as_haste and o.entered_turn == game.turns.turn:
        for hit in (h for h in as_haste if h.rule.unless_new):
            notes.append((f"{n} can attack as though it had haste ({hit.describe(game)}) only if it didn't come into play "
                          f"this turn, and it came into play this turn: that doesn't apply now", "308.1"))
        as_haste = [h for h in as_haste if not h.rule.unless_new]
    return as_haste


def _hand_compared(game: Game, oid: int, hit: evasion.RuleHit) -> str:
    """Ensnaring Bridge's "creatures with power greater than the number of cards in your hand":
    both numbers, as they are at this declaration (418.4a) — ": its power, 3, is greater than the
    number of cards in Alice's hand, 2"; "" for a restriction without such a comparison."""
    for flt in getattr(hit.rule.what, "filters", ()):
        if flt.power is not None and isinstance(flt.power.value, ir.CardsInHand):
            you = evasion.controller_of_rule(game, hit)
            return (f": its power, {game.chars(oid).power}, is {_COMPARED.get(flt.power.op, flt.power.op)} the number "
                    f"of cards in {possessive(you)} hand, {len(game.zones.get((you, Zone.HAND), ()))}")
    return ""


def _controls_more_problems(game: Game, oid: int, action: ir.CombatAction, other: str) -> list[tuple[str, str]]:
    """Mogg Toady's "can't attack unless you control more creatures than defending player" (or
    "can't block … than attacking player", ``other``): a restriction (500.2), counted now."""
    probs = []
    for hit in evasion.rules_affecting(game, oid, ir.CantUnlessControlsMore):
        if action not in _DECLARATIONS[hit.rule.action]:
            continue
        you = evasion.controller_of_rule(game, hit)
        mine, theirs = ([x for x in game.in_play if game.controller_of(x) == who
                         and matches(game, hit.rule.filter, x, you, hit.source)] for who in (you, other))
        if len(mine) <= len(theirs):
            probs.append((f"{game.describe(oid)} can't {phrasebook.COMBAT_ACTION_WORDS[action]}: {you} controls {len(mine)} and {other} controls "
                          f"{len(theirs)}, not fewer ({hit.describe(game)})", "500.2"))
    return probs


def _companion_problems(game: Game, oids: list[int], action: ir.CombatAction) -> list[tuple[str, str]]:
    """"Can't attack unless at least two other creatures attack" (Orcish Conscripts), "… unless a
    creature with greater power also attacks" (Okk), "can't attack or block alone" (Mogg
    Flunkies): each creature of the declaration ``oids`` (attackers, or blockers) counted with
    the rest of it (500.2)."""
    probs = []
    for oid in dict.fromkeys(oids):
        for hit in evasion.rules_affecting(game, oid, ir.CantUnlessOthers):
            if action not in _DECLARATIONS[hit.rule.action]:
                continue
            power = game.chars(oid).power
            others = [o for o in dict.fromkeys(oids) if o != oid
                      and (not hit.rule.greater_power or (game.chars(o).power or 0) > (power or 0))]
            if len(others) < hit.rule.count:
                said = phrasebook.COMBAT_ACTION_WORDS[action]
                n, verb = hit.rule.count, f"{said}s"
                if hit.rule.greater_power:
                    need = f"a creature with power greater than its {power or 0} also {verb}; none does"
                else:
                    need = (f"at least {n} other creature{'s' if n > 1 else ''} also {said if n > 1 else verb}; "
                            f"{len(others)} {'does' if len(others) == 1 else 'do'}")
                probs.append((f"{game.describe(oid)} can't {said} unless {need} ({hit.describe(game)})", "500.2"))
    return probs


def _max_combatants_problems(game: Game, ap: str, oids: list[int], action: ir.CombatAction) -> list[tuple[str, str]]:
    """"No more than two creatures can attack (you) / block each combat" (Caverns of Despair,
    Crawlspace): a restriction on the whole declaration (500.2). "… each turn" (Caverns of
    Despair as printed): the creatures that attacked / blocked in this turn's earlier combats
    (308.5, 309.3: declared as attackers / blockers) count with the declaration's, each once."""
    probs = []
    n = len(dict.fromkeys(oids))
    for hit in evasion.rules_affecting(game, None, ir.MaxCombatants):
        rule = hit.rule
        earlier = _earlier_combatants(game, action) - set(oids) if rule.each_turn else set()
        if action not in _DECLARATIONS[rule.action] or n + len(earlier) <= rule.count:
            continue
        if rule.attacking_you and evasion.controller_of_rule(game, hit) == ap:
            continue  # "attack you": its controller isn't the player attacked
        if earlier:
            done = ", ".join(game.describe(o) for o in sorted(earlier))
            probs.append((f"{n} creatures would {phrasebook.COMBAT_ACTION_WORDS[action]}, and {done} {'has' if len(earlier) == 1 else 'have'} "
                          f"{'attacked' if action is _ATTACK else 'blocked'} in an earlier combat this turn: "
                          f"{n + len(earlier)} creatures this turn, and no more than {rule.count} may each turn "
                          f"({hit.describe(game)})", "500.2"))
        else:
            each = " each turn" if rule.each_turn else ""
            probs.append((f"{n} creatures would {phrasebook.COMBAT_ACTION_WORDS[action]}, and no more than {rule.count} may{each} ({hit.describe(game)})",
                          "500.2"))
    return probs


def _earlier_combatants(game: Game, action: ir.CombatAction) -> set[int]:
    """The creatures declared as attackers (308.5) or blockers (309.3) in this turn's earlier combat
    phases (300.1: a turn may have more than one) — one that has left play since attacked all the same."""
    deed = "attacked" if action is _ATTACK else "blocked"
    memory = game.this_turn
    if memory.deeds_turn != game.turns.turn:
        return set()  # nothing recorded this turn yet
    return {oid for combat, d, oid, _ in memory.combat_deeds
            if d == deed and combat < memory.combats}


def _whole_attack_problems(game: Game, ap: str, oids: list[int]) -> list[tuple[str, str]]:
    """500.2: restrictions on each attacker combined with the rest of the attack."""
    probs = []
    for oid in oids:
        for hit in evasion.rules_affecting(game, oid, ir.CantAttackAlone):
            if len(oids) == 1:
                probs.append((f"{game.describe(oid)} can't attack unless another creature attacks ({hit.describe(game)})", "500.2"))
    for oid in dict.fromkeys(oids):  # Errantry (added, ostat6)
        for hit in evasion.rules_affecting(game, oid, ir.CanOnlyAttackAlone):
            if len(dict.fromkeys(oids)) > 1:
                probs.append((f"{game.describe(oid)} can only attack alone, and other creatures would attack too "
                              f"({hit.describe(game)})", "500.2"))
            elif hit.rule.each_turn and (earlier := _earlier_combatants(game, _ATTACK) - {oid}):
                # Errantry as printed (session 68): "… during any turn in which any other creatures attack" — the
                # turn's earlier combat phases too (300.1)
                probs.append((f"{game.describe(oid)} can't attack during a turn in which other creatures attack, and "
                              f"{', '.join(sorted(game.describe(o) for o in earlier))} attacked this turn "
                              f"in an earlier combat phase ({hit.describe(game)})", "500.2"))
    for hit in evasion.rules_affecting(game, None, ir.OnlyOneAttacker):
        if len(oids) > 1:
            probs.append((f"only one creature may attack ({hit.describe(game)})", "500.2"))
    probs += _companion_problems(game, oids, _ATTACK) + _max_combatants_problems(game, ap, oids, _ATTACK)
    return probs


def _attack_costs(game: Game, ap: str, oids: list[int]) -> list[tuple[int, Any, str]]:
    """308.2: costs to attack other than tapping — "Creatures can't attack you unless their
    controller pays {2} for each creature they control that's attacking you" (Propaganda):
    for each attacker, each such effect of the player it attacks."""
    owed = []
    for oid in oids:
        for hit in evasion.rules_affecting(game, oid, ir.AttackCost):
            if game.controller_of(hit.source) != ap and hit.rule.value:  # "you": the player it attacks
                owed.append((oid, hit, hit.rule.value))
    return owed + [(oid, hit, v) for oid, hit in _combat_costs(game, oids, _ATTACK)
                   if hit.rule.value and (v := _per_attacker_value(game, oid, hit))]


def _per_attacker_value(game: Game, oid: int, hit: Any) -> str:
    """The mana a cost to attack asks of ``oid``: its ``value``, or, for "unless you pay {1} for
    each +1/+1 counter on it" (Phyrexian Marauder; added, stat), that many times the counters of
    that kind on it as the attack is declared (308.2) — none, nothing owed."""
    if hit.rule.per_counter is None:
        return hit.rule.value
    n = game.objects[oid].counters.get(hit.rule.per_counter, 0)
    generic = re.fullmatch(r"\{(\d+)\}", hit.rule.value)
    return ("{%d}" % (int(generic.group(1)) * n) if n else "") if generic else hit.rule.value * n


def _combat_costs(game: Game, oids: list[int], action: ir.CombatAction) -> list[tuple[int, Any]]:
    """308.2, 309.2: each "can't attack/block unless [its controller] pays …" (ir.CombatCost)
    that applies to a creature of the declaration, for ``action`` (ATTACK or BLOCK)."""
    return [(oid, hit) for oid in oids for hit in evasion.rules_affecting(game, oid, ir.CombatCost)
            if action in _DECLARATIONS[hit.rule.action]]


def _sacrifices_owed(game: Game, oids: list[int], action: ir.CombatAction) -> list[tuple[int, Any]]:
    return [(oid, hit) for oid, hit in _combat_costs(game, oids, action) if hit.rule.sacrifice is not None]


def _sacrifice_candidates(game: Game, player: str, hit: Any, exclude: list[int]) -> list[int]:
    sac = hit.rule.sacrifice
    return [o for o in game.in_play if o not in exclude and game.controller_of(o) == player
            and matches(game, sac.what, o, player, hit.source)]


def _sacrifices_payable(game: Game, player: str, owed: list[tuple[int, Any]]) -> bool:
    """Whether ``player`` controls enough permanents for every sacrifice the declaration costs
    (each permanent sacrificed once; 308.3, 309.2a)."""
    used: list[int] = []
    for _, hit in owed:
        cands = _sacrifice_candidates(game, player, hit, used)
        if len(cands) < hit.rule.sacrifice.count:
            return False
        used += cands[:hit.rule.sacrifice.count]
    return True


def _sacrifice_words(hit: Any, player: str) -> str:
    """"land Bob controls": a sacrifice cost's description, its "you" (the player paying, whoever
    controls the card that asks it: Flooded Woodlands' "their controller sacrifices a land") named."""
    return phrasebook.filter_words(hit.rule.sacrifice.what).replace(" you control", f" {player} controls")


def _no_sacrifice(game: Game, player: str, owed: list[tuple[int, Any]], kind: str, rule: str) -> None:
    """Why the sacrifices a declaration costs can't be made (308.3, 309.2a): how many it costs in
    all and how many ``player`` has to sacrifice — said where every cost asks the same kind of
    permanent (Flooded Woodlands' land for each green attacker)."""
    words = list(dict.fromkeys(_sacrifice_words(h, player) for _, h in owed))
    if len(words) != 1:
        return
    need = sum(h.rule.sacrifice.count for _, h in owed)
    have = list(dict.fromkeys(o for _, h in owed for o in _sacrifice_candidates(game, player, h, [])))
    has = f"only {len(have)} ({names_of(game, have)})" if have else "none"
    game.tracer.step(f"The {kind} costs sacrificing {need} in all (each {with_article(words[0])}), and {player} has {has}",
                     rule, kind="illegal")


def _pay_sacrifices(game: Game, player: str, owed: list[tuple[int, Any]], doing: str, rule: str) -> None:
    """Sacrifice what the declaration costs, each chosen by ``player`` (308.2, 309.2)."""
    for oid, hit in owed:
        n = hit.rule.sacrifice.count
        cands = _sacrifice_candidates(game, player, hit, [])
        game.tracer.step(f"{doing.capitalize()} with {game.describe(oid)} costs sacrificing {n} "
                         f"{_sacrifice_words(hit, player)} ({hit.describe(game)})", rule, kind="combat")
        opts = [Option(game.describe(o), o, lambda v, o=o: names_match(v, {game.objects[o].name} | (
            {"@" + game.objects[o].label} if game.objects[o].label else set()))) for o in cands]
        picked = choose(game, player, f"what to sacrifice to pay for {game.describe(oid)} {doing}", opts, (n, n),
                        rule=rule, forced_ok=len(cands) == n or len({game.objects[o].card.name for o in cands}) <= 1)
        events.sacrifice(game, list(picked), rule)


def _taps_owed(game: Game, oids: list[int], action: ir.CombatAction) -> list[tuple[int, Any]]:
    """Hollow Warrior (added, c3): each cost of the declaration that taps a creature (308.2, 309.2)."""
    return [(oid, hit) for oid, hit in _combat_costs(game, oids, action) if hit.rule.tap is not None]


def _tap_candidates(game: Game, player: str, hit: Any, declared: list[int], action: ir.CombatAction, used: list[int]) -> list[int]:
    """The untapped permanents ``player`` could tap for ``hit``'s cost: none of the declaration
    where the card says "not declared as an attacking or blocking creature this combat", nor an
    attacker that attacking taps (it is tapped as a cost of the same attack, 308.2: a cost taps
    only an untapped permanent)."""
    def declared_out(o: int) -> bool:
        return o in declared and (hit.rule.tap_undeclared or (
            action is _ATTACK and evasion.attacks_without_tapping(game, o) is None))
    return [o for o in game.in_play if o not in used and not game.objects[o].tapped
            and game.controller_of(o) == player and not declared_out(o)
            and matches(game, hit.rule.tap, o, player, hit.source)]


def _tap_words(hit: Any, player: str) -> str:
    """"untapped creature Alice controls": a tap cost's description, its "you" named."""
    return phrasebook.filter_words(hit.rule.tap).replace(" you control", f" {player} controls")


def _no_tap(game: Game, player: str, owed: list[tuple[int, Any]], declared: list[int], action: ir.CombatAction, rule: str) -> None:
    """Why a cost to tap a creature can't be paid (308.3, 309.2a): none is left to tap, those of the
    declaration left out where the card says "not declared as an attacking or blocking creature"."""
    hit = next(h for _, h in owed if not _tap_candidates(game, player, h, declared, action, []))
    out = f" outside the declaration ({names_of(game, declared)})" if hit.rule.tap_undeclared else ""
    game.tracer.step(f"{player} has no {_tap_words(hit, player)}{out} left to tap for "
                     f"{'its' if len(owed) == 1 else 'each'} cost", rule, kind="illegal")


def _taps_payable(game: Game, player: str, owed: list[tuple[int, Any]], declared: list[int], action: ir.CombatAction) -> bool:
    """Whether ``player`` has an untapped permanent for every tap the declaration costs (each
    tapped once; 308.3, 309.2a)."""
    used: list[int] = []
    for _, hit in owed:
        cands = _tap_candidates(game, player, hit, declared, action, used)
        if not cands:
            return False
        used.append(cands[0])
    return True


def _pay_taps(game: Game, player: str, owed: list[tuple[int, Any]], declared: list[int], action: ir.CombatAction,
              doing: str, rule: str) -> None:
    """Tap what the declaration costs, each chosen by ``player`` (308.2, 309.2); one that came
    under his or her control this turn may be tapped (409.3 is about a creature's own {T} abilities)."""
    used: list[int] = []
    for oid, hit in owed:
        cands = _tap_candidates(game, player, hit, declared, action, used)
        game.tracer.step(f"{doing.capitalize()} with {game.describe(oid)} costs tapping {with_article(_tap_words(hit, player))} "
                         f"({hit.describe(game)})", rule, kind="combat")
        if hit.rule.tap_undeclared:
            for o in [o for o in declared if o in game.in_play and not game.objects[o].tapped and o != oid]:
                game.tracer.step(f"{game.describe(o)} can't pay it: it is declared as {'an attacking' if action is _ATTACK else 'a blocking'} "
                                 f"creature this combat ({hit.describe(game)})", rule, kind="combat")
        opts = [Option(game.describe(o), o, lambda v, o=o: names_match(v, {game.objects[o].name} | (
            {"@" + game.objects[o].label} if game.objects[o].label else set()))) for o in cands]
        picked = choose(game, player, f"what to tap to pay for {game.describe(oid)} {doing}", opts, (1, 1),
                        rule=rule, forced_ok=len(cands) == 1 or len({game.objects[o].card.name for o in cands}) <= 1)
        for o in picked:
            used.append(o)
            events.tap(game, o, rule, f" to pay for {game.describe(oid)} {doing}")


def _affordable(game: Game, ap: str, oids: list[int]) -> bool:
    """Whether the attack's costs other than tapping can be paid (308.3: else it is illegal)."""
    owed = _attack_costs(game, ap, oids)
    return (not owed or can_pay(game, ap, parse_cost("".join(value for _, _, value in owed)))) \
        and _sacrifices_payable(game, ap, _sacrifices_owed(game, oids, _ATTACK)) \
        and _taps_payable(game, ap, _taps_owed(game, oids, _ATTACK), oids, _ATTACK)


def _attack_requirement_problems(game: Game, ap: str, oids: list[int], notes: Optional[list] = None) -> list[tuple[str, str]]:
    """500.2: a creature not declared as an attacker with a requirement to attack that
    doesn't conflict with the rest of the proposed attack makes it illegal."""
    probs = []
    for oid in list(game.in_play):
        if oid in oids or game.controller_of(oid) != ap or "creature" not in game.chars(oid).types:
            continue
        hits = evasion.rules_affecting(game, oid, ir.AttacksIfAble)
        joins = [] if hits else evasion.rules_affecting(game, oid, ir.AlsoAttacksIfAble)
        if joins and not oids:  # Ekundu Cyclops with no attack at all: its requirement asks nothing
            if notes is not None:
                notes.append((f"{game.describe(oid)} attacks if able only when a creature {ap} controls attacks "
                              f"({joins[0].describe(game)}): none does, so the requirement asks nothing", "500.2"))
            continue
        hits = hits or joins
        if not hits:
            led = evasion.rules_affecting(game, oid, ir.AttacksIfAbleWithSource)
            hits = [h for h in led if h.source in oids]
            if led and not hits:  # Viashino Bey not in the attack: its requirement asks nothing
                if notes is not None:
                    notes.append((f"{game.describe(oid)} attacks if able only when {game.describe(led[0].source)} "
                                  f"attacks ({led[0].describe(game)}): it doesn't, so the requirement asks nothing",
                                  "500.2"))
                continue
        if not hits:
            # Bloodrock Cyclops under Humility: the declaration without it was legal and the step
            # said nothing of its "attacks each combat if able" (audit 8581)
            lost = own_ability_lost(game, game.objects[oid], (ir.AttacksIfAble, ir.AlsoAttacksIfAble))
            if lost and notes is not None:
                notes.append((f"{game.describe(oid)} is under no requirement to attack: {lost}", "500.2"))
            continue
        own, _ = _individual_attack_problems(game, ap, oid)
        if own:  # it isn't able to attack: the requirement asks nothing, and why (Imps' Taunt on a sick creature)
            if notes is not None:
                notes.append((f"{game.describe(oid)} attacks if able ({hits[0].describe(game)}), but it isn't able to: "
                              f"{own[0][0]}", own[0][1]))
            continue
        conflict = _whole_attack_problems(game, ap, oids + [oid])
        if conflict:  # the requirement conflicts with the rest of the proposed attack
            if notes is not None:
                notes.append((f"{game.describe(oid)} attacks if able, but adding it to this attack would break a "
                              f"restriction ({conflict[0][0]}): the requirement conflicts with the rest of the attack, "
                              f"so it may stay home", "500.2"))
            continue
        probs.append((f"{game.describe(oid)} attacks if able ({hits[0].describe(game)}) and could attack along with the "
                      f"rest of this attack", "500.2"))
    return probs


def possible_attackers(game: Game, ap: str) -> list[int]:
    return [o for o in game.in_play if game.controller_of(o) == ap and "creature" in game.chars(o).types
            and not _individual_attack_problems(game, ap, o)[0]]


#: The most declarations (sets of attackers, or of blocks) enumerated when the scenario
#: leaves a declaration open; past it the scenario must state it.
MAX_DECLARATIONS = 4096


def _explored(game: Game, player: str, what: str, kind: ChoiceKind, rule: str, labels: list[str]) -> Optional[int]:
    """An open declaration put to the decider: the index of the option the explorer takes
    (each one is an outcome), or None when the scenario must state it (not exploring)."""
    d = game.decider
    if d is None or not labels:
        return None
    sel = d.take(Choice(player, kind, what, tuple(labels), rule=rule), [(i,) for i in range(len(labels))])
    if sel is None:
        return None
    game.tracer.step(f"{player} {'attacks with' if kind is ChoiceKind.ATTACK else 'declares'} {labels[sel[0]]} "
                     f"(one of the outcomes explored: every legal {what} declaration is one)", rule, kind="choice")
    return sel[0]


def _too_many(game: Game, player: str, what: str, n: int, example: str) -> JudgeError:
    return JudgeError(f"{current_line(game)}: {player} has {n:,} possible {what} declarations, more than the "
                      f"{MAX_DECLARATIONS:,} explored; state the {what} with a line such as `{example}`")


def _legal_attacks(game: Game, ap: str, cands: list[int]) -> list[list[int]]:
    """Every legal set of attackers (308.1, 500.2): each subset of the creatures that can
    attack that breaks no restriction or requirement on the attack as a whole."""
    from itertools import combinations

    if 2 ** len(cands) > MAX_DECLARATIONS:
        raise _too_many(game, ap, "attack", 2 ** len(cands), f"{ap} attacks with {scenario_name(game, cands[0])}")
    out, seen = [], set()
    for k in range(len(cands) + 1):
        for subset in combinations(cands, k):
            oids = list(subset)
            key = tuple(sorted(repr(interchangeable_key(game, o)) for o in oids))
            if key in seen:  # the same attack with an interchangeable creature: one outcome
                continue
            if not _whole_attack_problems(game, ap, oids) and not _attack_requirement_problems(game, ap, oids) \
                    and _affordable(game, ap, oids):
                seen.add(key)
                out.append(oids)
    return out


def _explored_declaration(game: Game, player: str, kind: ChoiceKind, rule: str, options: Callable[[], tuple]) -> Any:
    """An attack or block declaration left open, when exploring: every legal one (worked out
    once per point of the exploration) is an outcome; the one taken, or None."""
    sets, labels = remembered(game, kind.value + "s", options)
    pick = _explored(game, player, kind.value, kind, rule, labels)
    return None if pick is None else sets[pick]


def _attack_options(game: Game, ap: str, cands: list[int]) -> tuple[list[tuple[list[int], list[list[int]]]], list[str]]:
    """Every legal attack, with each way to put its creatures with banding in bands (glossary
    "Banding": judge.engine.banding), and its words."""
    out: list[tuple[list[int], list[list[int]]]] = []
    labels: list[str] = []
    for s in _legal_attacks(game, ap, cands):
        seen = set()
        try:
            choices = banding.band_choices(game, s, MAX_DECLARATIONS - len(out))
        except banding.TooManyBands:
            raise _too_many(game, ap, "attack", MAX_DECLARATIONS + 1, f"{ap} attacks with {scenario_name(game, s[0])}")
        for bands in choices:
            key = tuple(sorted(tuple(sorted(repr(interchangeable_key(game, o)) for o in b)) for b in bands))
            if key in seen:  # a band with one or the other of two interchangeable creatures: one outcome
                continue
            seen.add(key)
            if len(out) >= MAX_DECLARATIONS:
                raise _too_many(game, ap, "attack", len(out) + 1, f"{ap} attacks with {scenario_name(game, s[0])}")
            out.append((s, bands))
            banded = {o for b in bands for o in b}
            loose = [o for o in s if o not in banded]
            words = [serial_and([telling_apart(game, o) for o in b]) + " as a band" for b in bands]
            words += [serial_and([telling_apart(game, o) for o in loose])] if loose else []
            labels.append("; ".join(words) if s else "nothing")
    return out, labels


def _block_options(game: Game, dp: str, options: list[tuple[int, int]]) -> tuple[list[list[tuple[int, int]]], list[str]]:
    """Every legal block declaration and its words (each creature's name, told apart from
    its twins, worked out once)."""
    sets = _legal_blocks(game, dp, options)
    names: dict[int, str] = {}

    def name(x: int) -> str:
        if x not in names:
            names[x] = telling_apart(game, x)
        return names[x]

    return sets, ["; ".join(f"{name(b)} blocks {name(a)}" for b, a in s) or "no blocks" for s in sets]


def _legal_blocks(game: Game, dp: str, options: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """Every legal block declaration (309.1, 500.2): each creature that can block blocks one
    attacker it can block, or none — or, where an effect lets it block more (Two-Headed Dragon's
    "an additional creature", Blaze of Glory's "any number", 309.1 and 103.1), any set of them up
    to as many as it may — and the whole breaks no restriction or requirement."""
    from itertools import combinations, product

    by_blocker: dict[int, list[int]] = {}
    for b, a in options:
        by_blocker.setdefault(b, []).append(a)
    blockers = list(by_blocker)
    # what each creature may block: nothing, or one attacker — or several, where it may (309.1)
    blocked_sets: list[list[tuple[int, ...]]] = []
    for b in blockers:
        may = evasion.blocks_allowed(game, b)
        most = len(by_blocker[b]) if may is None else min(may, len(by_blocker[b]))
        blocked_sets.append([()] + [c for k in range(1, most + 1) for c in combinations(by_blocker[b], k)])
    size = 1
    for sets in blocked_sets:
        size *= len(sets)
    if size > MAX_DECLARATIONS:
        b, a = options[0]
        raise _too_many(game, dp, "block", size, f"{dp} blocks {scenario_name(game, a)} with {scenario_name(game, b)}")
    out, seen = [], set()
    ikey = {x: repr(interchangeable_key(game, x)) for pair in options for x in pair}  # once per creature
    facts: dict = {}  # the same state for every declaration: what each check reads, once
    lured = any(evasion.rules_affecting(game, a, ir.AllAbleMustBlock) for a in attackers(game)) \
        or any(evasion.rules_affecting(game, b, ir.BlocksIfAble, ir.BlocksSourceIfAble, ir.BlocksEachAttackerIfAble)
               for b in blockers)
    # a creature of a band stands for the band: blocking one creature of it blocks them all (glossary "Banding")
    akey = {a: repr(sorted(repr(interchangeable_key(game, m)) for m in banding.band_of(game, a)))
            for atks in by_blocker.values() for a in atks}
    for choice in product(*blocked_sets):
        pairs = [(b, a) for b, held in zip(blockers, choice) for a in held]
        key = tuple(sorted((ikey[b], akey[a]) for b, a in pairs))
        if key in seen:  # the same blocks with interchangeable creatures: one outcome
            continue
        if not _whole_block_problems(game, dp, pairs, facts) and (not lured or not _block_requirement_problems(game, dp, pairs)) \
                and _block_affordable(game, dp, pairs):
            seen.add(key)
            out.append(pairs)
    return out


def declare_attackers_step(game: Game) -> None:
    ap = game.turns.active
    dp = game.opponent(ap)
    game.set_combat(Combat(defending=dp))
    with game.tracer.nest(f"The declare attackers step begins: {ap} declares which creatures attack; {dp} is the "
                          f"defending player", "308.1", kind="combat"):
        declared: Optional[list[int]] = None
        first = True
        while declared is None:
            act = _answer(game, ap, "attackers", DeclareAttackers)
            if act is not None and act.open:  # "Alice attacks": the attack is left to her (explored)
                act = None
            if act is None:
                cands = possible_attackers(game, ap)
                if not first:
                    raise JudgeError(f"{current_line(game)}: {ap} must redeclare attackers after the illegal attack (308.3, 422.2); "
                                     f"add another attack line, such as `{ap} attacks with nothing`")
                if not cands:
                    why = [_individual_attack_problems(game, ap, o)[0][0][0] for o in game.in_play
                           if game.controller_of(o) == ap and "creature" in game.chars(o).types]
                    if any("is a Wall" in w for w in why):  # (the definition: glossary "Wall", 308.1)
                        why.append('glossary "Wall"')
                    game.tracer.step(f"{ap} controls no creature that can attack" + (f" ({'; '.join(why)})" if why else "")
                                     + ": no attackers are declared", "308.1", kind="combat")
                    declared = []
                    break
                if getattr(game.decider, "explores", False):
                    picked = _explored_declaration(game, ap, ChoiceKind.ATTACK, "308.1",
                                                   lambda: _attack_options(game, ap, cands))
                    if picked is not None:
                        first = False
                        if _propose_attack(game, ap, list(picked[0]), picked[1]):
                            declared = list(picked[0])
                        continue
                names = [scenario_name(game, o) for o in cands]
                raise OpenChoice(
                    f"{current_line(game)}: open choice: {ap} must declare attackers (308.1); creatures that can attack: "
                    f"{', '.join(game.describe(o) for o in cands)}. Settle it with a line such as "
                    f"`{ap} attacks with {names[0]}` or `{ap} attacks with nothing` {where_to_settle(game)} (rule 308.1).",
                    ap, "attackers", [game.describe(o) for o in cands])
            first = False
            oids = []
            for ref in act.attackers:
                oid = _resolve(game, ref, "declared as an attacker")
                if oid in oids:
                    raise game.error(ref.span, f"{ref} is declared as an attacker twice")
                oids.append(oid)
            bands = [[_resolve(game, ref, "declared in an attacking band") for ref in band] for band in act.bands]
            with at_line(game, act):
                if _propose_attack(game, ap, oids, bands):
                    declared = oids
        if not declared:
            game.tracer.step("No creatures are declared as attackers: the game proceeds directly to the end of combat "
                             "step", "308.4", kind="phase")
    if not declared:
        begin_next(game, Step.END_OF_COMBAT)
        return
    game.combat.record_attackers(list(declared))
    with game.tracer.nest(f"{ap} has declared a legal attack and paid its costs: {ap} receives priority", "308.6", kind="phase"):
        give_priority(game, ap)


def _propose_attack(game: Game, ap: str, oids: list[int], bands: Optional[list[list[int]]] = None) -> bool:
    """308.1-308.5 for one proposed attack, with its attacking ``bands`` (glossary "Banding");
    returns whether it was legal (and made)."""
    bands = bands or []
    if not oids:
        req_notes: list = []
        problems = _attack_requirement_problems(game, ap, oids, req_notes)
        with game.tracer.nest(f"{ap} declares no attackers", "308.1", kind="combat"):
            for text, rule in req_notes:
                game.tracer.step(text, rule, kind="combat")
            for text, rule in problems:
                game.tracer.step(f"Illegal: {text}", rule, kind="combat")
        if problems:
            game.tracer.step(f"The proposed attack is illegal: it is canceled and {ap} redeclares attackers", "308.3",
                             "422.1", kind="illegal")
            return False
        return True
    problems: list[tuple[str, str]] = []
    owed: Optional[list] = None  # (the costs to attack, once asked)
    with game.tracer.nest(f"{ap} proposes to attack with {names_of(game, oids)} (simultaneously; the declaration "
                          f"doesn't use the stack)", "308.1", kind="combat"):
        for oid in oids:
            probs, notes = _individual_attack_problems(game, ap, oid)
            notes += attacks_on_you.untouched_notes(game, ap, oid)  # her own "can't attack you" (audit 9591)
            for text, rule in notes:
                game.tracer.step(text, rule, kind="combat")
            if probs:
                for text, rule in probs:
                    game.tracer.step(f"Illegal: {text}", rule, kind="combat")
                problems += probs
            elif game.objects[oid].sick:  # haste, or unaffected: said in the note just above
                game.tracer.step(f"{game.describe(oid)} can attack: an untapped creature", "308.1", kind="combat")
            else:
                game.tracer.step(f"{game.describe(oid)} can attack: an untapped creature {ap} has controlled "
                                 f"continuously since the turn began", "308.1", kind="combat")
        req_notes: list = []
        whole = _whole_attack_problems(game, ap, oids) + _attack_requirement_problems(game, ap, oids, req_notes) \
            + banding.band_problems(game, bands)
        for text, rule in req_notes:
            game.tracer.step(text, rule, kind="combat")
        for text, rule in whole:
            game.tracer.step(f"Illegal: {text}", *evasion.rule_ids(rule), kind="combat")
        problems += whole
        if not problems:  # each creature may attack, and so may all of them together
            # with a cost to attack (Brainwash's {3}, 308.2) it is legal only once that is paid, which the steps
            # after say: not "legal" and then "illegal" when the cost can't be paid (audit 8278)
            owed = _attack_costs(game, ap, oids)  # (asked once: the payment below uses it)
            costed = bool(owed or _combat_costs(game, oids, _ATTACK))
            game.tracer.step(f"{possessive(ap)} proposed attack is legal{' if its costs are paid' if costed else ''}: no "
                             f"restriction forbids these creatures to attack, alone or together, and no requirement to "
                             f"attack is left unmet", "308.2", "500.2", kind="combat")
    if problems:
        # a creature's restriction on attacking (500.1) makes the whole set of attackers illegal (500.2)
        by_500 = ("500.2",) if any(rule.startswith("500.") for _, rule in problems) else ()
        game.tracer.step(f"The proposed attack is illegal: it is canceled and {ap} redeclares attackers", "308.3", "422.1",
                         *by_500, kind="illegal")
        return False
    if owed is None:
        owed = _attack_costs(game, ap, oids)
    cost = parse_cost("".join(value for _, _, value in owed)) if owed else None
    # the attackers that tap to attack: tapping is a cost of the attack (308.2), so the mana owed
    # beside it can't come from tapping one of them as well (War Tax paid with the attacking
    # Llanowar Elves' own mana; audit 12722)
    # (asked only when the attack costs mana: no call on an attack that costs none)
    tapping = [oid for oid in oids if evasion.attacks_without_tapping(game, oid) is None
               and not game.objects[oid].tapped] if cost is not None else []
    if cost is not None:
        with game.in_flight.setting_aside(tapping):
            payable = can_pay(game, ap, cost)
    if cost is not None and not payable:
        for oid, hit, value in owed:
            game.tracer.step(f"Attacking with {game.describe(oid)} costs {value} ({hit.describe(game)})", "308.2",
                             kind="combat")
        aside = _tapping_also_pays(game, ap, cost, tapping)
        game.tracer.step(f"{ap} can't pay the attack's cost of {cost}{aside}: the proposed attack is illegal, it is "
                         f"canceled and {ap} redeclares attackers", *(("308.2",) if aside else ()), "308.3", "422.1",
                         kind="illegal")
        return False
    sacrifices = _sacrifices_owed(game, oids, _ATTACK)
    if not _sacrifices_payable(game, ap, sacrifices):
        _no_sacrifice(game, ap, sacrifices, "attack", "308.3")
        return _unpaid(game, ap, sacrifices, ChoiceKind.ATTACK)
    taps = _taps_owed(game, oids, _ATTACK)
    if not _taps_payable(game, ap, taps, oids, _ATTACK):
        if not any(_tap_candidates(game, ap, h, oids, _ATTACK, []) for _, h in taps):
            _no_tap(game, ap, taps, oids, _ATTACK, "308.3")
        return _unpaid(game, ap, taps, ChoiceKind.ATTACK)
    with game.tracer.nest(f"{ap} pays the costs of the attack", "308.2", kind="combat"):
        if cost is not None:
            for oid, hit, value in owed:
                game.tracer.step(f"Attacking with {game.describe(oid)} costs {value} ({hit.describe(game)})", "308.2",
                                 kind="combat")
            with game.in_flight.setting_aside(tapping):
                pay_mana(game, ap, cost, [], "the attack", None)
        _pay_sacrifices(game, ap, sacrifices, "attacking", "308.2")
        _pay_taps(game, ap, taps, oids, _ATTACK, "attacking", "308.2")
        for oid in oids:
            hit = evasion.attacks_without_tapping(game, oid)
            if hit is not None:
                game.tracer.step(f"Attacking doesn't cause {game.describe(oid)} to tap ({hit.describe(game)})", "308.2", kind="combat")
            elif not game.objects[oid].tapped:
                lost = own_ability_lost(game, game.objects[oid], ir.AttacksWithoutTapping)
                events.tap(game, oid, "308.2", f" (tapping is a cost to attack{': ' + lost if lost else ''})")
    for oid in oids:
        game.permanents.set_combat_status(oid, attacking=True)
        game.this_turn.record_deed("attacked", oid)
    game.tracer.step(f"{names_of(game, oids)} {'is an attacking creature' if len(oids) == 1 else 'are attacking creatures'}",
                     "308.5", kind="combat")
    statics.say_conditions_off_for_attackers(game, oids)  # (Watchdog tapped: its -1/-0 doesn't apply, 418.4a)
    if bands:
        banding.declare_bands(game, ap, bands)
    _attack_triggers(game, oids)
    _delayed_attack_triggers(game, oids)
    return True


# --------------------------------------------------------------------------- declare blockers (309)


def declare_blockers_step(game: Game) -> None:
    c = get(game)
    ap = game.turns.active
    dp = c.defending if c is not None else game.opponent(ap)
    prune(game)
    atk = attackers(game)
    with game.tracer.nest(f"The declare blockers step begins: {dp}, the defending player, declares blockers", "309.1", kind="combat"):
        declared = None
        first = True
        while declared is None:
            act = _answer(game, dp, "blockers", DeclareBlockers)
            if act is not None and act.open:  # "Bob blocks": the block is left to him (explored)
                act = None
            if act is None:
                if not first:
                    raise JudgeError(f"{current_line(game)}: {dp} must redeclare blockers after the illegal block (309.2a, 422.2); "
                                     f"add another block line, such as `{dp} blocks nothing`")
                # the same at this point of every run of an exploration (the turn and the combat of the turn: a
                # second combat of the same action, before any choice, is another point — not the state's
                # version, which a run from a kept copy reaches this point at another of: 14, then 16): worked out once
                options, why_not = remembered(game, f"blocks possible in turn {game.turns.turn}, combat "
                                                    f"{game.this_turn.combats}",
                                              lambda: (_possible_blocks(game, dp, atk), _why_not_blocks(game, dp, atk)))
                if not options and not atk:
                    # every attacker removed from combat since (Vodalian Illusionist's phasing, audit 8379): there is
                    # nothing to block, whatever creatures the defending player has
                    gone = [who for n, deed, who, _ in game.this_turn.combat_deeds
                            if deed == "attacked" and n == game.this_turn.combats]
                    was = "was" if len(gone) == 1 else "were"
                    game.tracer.step(f"No creature is attacking: {names_of(game, gone)} {was} removed from combat after "
                                     f"the attack was declared, so {dp} declares no blockers" if gone else
                                     f"No creature is attacking, so {dp} declares no blockers", "309.1", "308.5",
                                     kind="combat")
                    declared = []
                    break
                if not options:
                    with game.tracer.nest(f"{dp} controls no creature that can block: no blockers are declared", "309.1",
                                          kind="combat"):
                        _say(game, why_not)
                    declared = []
                    break
                _say(game, why_not)
                if getattr(game.decider, "explores", False):
                    picked = _explored_declaration(game, dp, ChoiceKind.BLOCK, "309.1", lambda: _block_options(game, dp, options))
                    if picked is not None:
                        first = False
                        if _propose_block(game, dp, list(picked)):
                            declared = list(picked)
                        continue
                b, a = options[0]
                raise OpenChoice(
                    f"{current_line(game)}: open choice: {dp} must declare blockers (309.1); possible blocks: "
                    f"{', '.join(f'{game.describe(x)} blocks {game.describe(y)}' for x, y in options)}. Settle it with a "
                    f"line such as `{dp} blocks {scenario_name(game, a)} with {scenario_name(game, b)}` or "
                    f"`{dp} blocks nothing` {where_to_settle(game)} (rule 309.1).",
                    dp, "blockers", [f"{game.describe(x)} blocks {game.describe(y)}" for x, y in options])
            first = False
            pairs = []
            for blk in act.blocks:
                b = _resolve(game, blk.blocker, "declared as a blocker")
                a = _resolve(game, blk.attacker, "the attacker it blocks")
                if (b, a) in pairs:
                    raise game.error(blk.span, f"{blk.blocker} is declared as a blocker of {blk.attacker} twice")
                pairs.append((b, a))
            with at_line(game, act):
                if _propose_block(game, dp, pairs):
                    declared = pairs
        declared = banding.spread_blocks(game, declared)
        events.note_blocks(game, [x for pair in declared for x in pair])
        game.record_blocks(declared)
        # 309.3: blocked / unblocked status.
        for a in atk:
            if any(x == a for _, x in declared):
                game.permanents.set_combat_status(a, blocked=True)
                game.tracer.step(f"{game.describe(a)} is blocked by {names_of(game, [b for b, x in declared if x == a])}",
                                 "309.3", kind="combat")
            else:
                game.tracer.step(f"{game.describe(a)} is unblocked", "309.3", kind="combat")
        _block_triggers(game, declared)
    with game.tracer.nest(f"All blocks are declared: {ap}, the active player, receives priority", "309.5", kind="phase"):
        give_priority(game, ap)


def _possible_blocks(game: Game, dp: str, atk: list[int]) -> list[tuple[int, int]]:
    out = []
    for b in game.in_play:
        if game.controller_of(b) != dp or "creature" not in game.chars(b).types or game.objects[b].tapped:
            continue
        for a in atk:
            if not evasion.block_pair_problems(game, b, a, dp):
                out.append((b, a))
    return out


def _why_not_blocks(game: Game, dp: str, atk: list[int]) -> list[tuple[str, tuple]]:
    """Before a block left open (or none possible): each of the defending player's untapped
    creatures that can't block an attacker, and the rule that stops it (evasion 501-502,
    protection 502.7b, "can't block" 501.3) — the blocks the outcomes leave out, as the
    trace's steps (their words and rules: :func:`_say`)."""
    out: list[tuple[str, tuple]] = []
    for b in game.in_play:
        if game.controller_of(b) != dp or "creature" not in game.chars(b).types:
            continue
        if game.objects[b].tapped:
            out.append((f"{game.describe(b)} can't block: it is tapped, and tapped creatures can't be declared as "
                        f"blockers", ("309.1",)))
            continue
        for a in atk:
            for text, rule in evasion.block_pair_problems(game, b, a, dp):
                out.append((f"{game.describe(b)} can't block {game.describe(a)}: {text}", tuple(evasion.rule_ids(rule))))
    return out


def _say(game: Game, steps: list[tuple[str, tuple]]) -> None:
    for text, rules in steps:
        game.tracer.step(text, *rules, kind="combat")


def _individual_block_problems(game: Game, dp: str, b: int, a: int) -> list[tuple[str, str]]:
    o = game.objects[b]
    ch = game.chars(o)
    probs = []
    if o.zone != Zone.IN_PLAY or "creature" not in ch.types:
        return [(f"{o.display()} is not a creature in play: noncreature permanents can't block", "309.1")]
    if game.controller_of(b) != dp:
        return [(f"{o.display()} is controlled by {game.controller_of(b)}, not by the defending player {dp}", "309.1")]
    if not game.objects[a].attacking:
        return [(f"{game.describe(a)} is not an attacking creature", "309.1")]
    if o.tapped:
        probs.append((f"{o.display()} is tapped: tapped creatures can't be declared as blockers", "309.1"))
    probs += evasion.block_pair_problems(game, b, a, dp)
    probs += _controls_more_problems(game, b, _BLOCK, game.opponent(dp))
    return probs


def _block_notes(game: Game, dp: str, b: int, a: int) -> list[tuple[str, str]]:
    return evasion.block_pair_check(game, b, a, dp)[1]


def _whole_block_problems(game: Game, dp: str, pairs: list[tuple[int, int]],
                          facts: Optional[dict] = None) -> list[tuple[str, str]]:
    """What the block as a whole breaks (309.1, 500.2). ``facts`` caches, for one state, how
    many attackers each blocker may block and the rules on each attacker (every legal
    declaration is checked against the same state)."""
    facts = facts if facts is not None else {}

    def fact(key: tuple, make: Callable[[], Any]) -> Any:
        if key not in facts:
            facts[key] = make()
        return facts[key]

    probs = []
    per_blocker: dict[int, list[int]] = {}
    for b, a in pairs:
        per_blocker.setdefault(b, []).append(a)
    for b, atks in per_blocker.items():
        allowed = fact(("allowed", b), lambda: evasion.blocks_allowed(game, b))
        if allowed is not None and len(atks) > allowed:
            if allowed > 1:  # one (309.1) and the additional ones its card's text allows (103.1): Foriysian Brigade
                hits = evasion.rules_affecting(game, b, ir.CanBlockAnyNumber, ir.CanBlockAdditional)
                probs.append((f"{game.describe(b)} would block {len(atks)} attackers but may block only {allowed}: "
                              f"one (309.1) and {allowed - 1} more, as {'; '.join(h.describe(game) for h in hits)} "
                              f"allows (the card's text takes precedence, 103.1), and no more", ("309.1", "103.1")))
            else:
                probs.append((f"{game.describe(b)} would block {len(atks)} attackers but may block only "
                              f"{allowed}", "309.1"))
    per_attacker: dict[int, list[int]] = {}
    for b, a in pairs:
        per_attacker.setdefault(a, []).append(b)
    for a, bs in per_attacker.items():
        for hit in fact(("more than one", a), lambda: evasion.rules_affecting(game, a, ir.CantBeBlockedByMoreThanOne)):
            if len(bs) > 1:
                # (the card's restriction is an evasion ability, 501.1; the block breaking it is illegal, 500.2)
                probs.append((f"{game.describe(a)} can't be blocked by more than one creature ({hit.describe(game)})",
                              ("500.2", "501.1")))
        for hit in fact(("only one", a), lambda: evasion.rules_affecting(game, a, ir.CantBeBlockedByOnlyOne)):
            least = int(hit.rule.value or 2)  # "except by three or more creatures" (Phyrexian Colossus)
            if len(bs) < least:
                probs.append((f"{game.describe(a)} can't be blocked except by {least} or more creatures "
                              f"({hit.describe(game)})", ("500.2", "501.1")))
    blockers = [b for b, _ in pairs]
    probs += _companion_problems(game, blockers, _BLOCK) + _max_combatants_problems(game, game.opponent(dp), blockers, _BLOCK)
    return probs


def _not_able_note(game: Game, notes: Optional[list], b: int, a: int, said: str, problem: tuple, where: str = "") -> None:
    """The why-not of a requirement to block (500.2) that asks nothing of ``b`` because it isn't
    able to block ``a`` (``problem``: what stops it, with its rule), added to ``notes``."""
    if notes is not None:
        text, rule = problem
        notes.append((f"{game.describe(b)} isn't able to block {game.describe(a)}, so the requirement ({said}) asks "
                      f"nothing of it{where}: {text}", tuple(dict.fromkeys(("500.2",) + tuple(evasion.rule_ids(rule))))))


def _block_requirement_problems(game: Game, dp: str, pairs: list[tuple[int, int]],
                                notes: Optional[list] = None) -> list[tuple[str, str]]:
    """500.2 ("similar restrictions apply to declaring blockers"): Lure's "All creatures able
    to block enchanted creature do so" is a requirement on each creature that could block it.
    ``notes`` gathers the why-nots: a creature the requirement names that isn't able to block
    the attacker (tapped, 309.1; evasion) or whose block would conflict with the rest of the
    proposed block is under no requirement, and the step says why (500.2)."""
    probs = []
    for a in attackers(game):
        hits = evasion.rules_affecting(game, a, ir.AllAbleMustBlock)
        if not hits:
            continue
        for b in game.in_play:
            if (b, a) in pairs or game.controller_of(b) != dp or "creature" not in game.chars(b).types:
                continue
            on_b = [h for h in hits if _lure_on(game, h, b)]
            if not on_b:
                continue  # the requirement names other blockers ("all Walls able to block ~", 500.2)
            own = _individual_block_problems(game, dp, b, a)
            if own:  # not able to block it: the requirement asks nothing of it, and why
                _not_able_note(game, notes, b, a, on_b[0].describe(game), own[0])
                continue
            allowed = evasion.blocks_allowed(game, b)
            held = [y for x, y in pairs if x == b]
            if allowed is not None and len(held) >= allowed and all(_required_to_block(game, b, y) for y in held):
                # already blocking as many attackers as it may, each one a requirement asks it to block: blocking
                # this one instead obeys no more requirements (two Marble Priests, one Wall: the defending player
                # chooses which, 500.2)
                if notes is not None:
                    notes.append((f"{game.describe(b)} is able to block {game.describe(a)} ({on_b[0].describe(game)}), "
                                  f"but it already blocks {', '.join(game.describe(y) for y in held)}, which a requirement "
                                  f"also asks of it, and may block no more: blocking {game.describe(a)} instead would obey "
                                  f"no more requirements", ("500.2",)))
                continue
            changed = [(x, y) for x, y in pairs if not (x == b and allowed == 1)] + [(b, a)]
            conflict = _whole_block_problems(game, dp, changed)
            if conflict:  # the requirement conflicts with the rest of the block
                if notes is not None:
                    notes.append((f"{game.describe(b)} is able to block {game.describe(a)} "
                                  f"({on_b[0].describe(game)}), but adding that block would break a restriction "
                                  f"({conflict[0][0]}): the requirement conflicts with the rest of the block, so it "
                                  f"needn't block it", ("500.2",)))
                continue
            probs.append((f"{game.describe(b)} is able to block {game.describe(a)} and must do so "
                          f"({on_b[0].describe(game)})", "500.2"))
    return probs + _blocks_if_able_problems(game, dp, pairs) + _blocks_source_problems(game, dp, pairs, notes) \
        + _blocks_each_attacker_problems(game, dp, pairs, notes)


def _blocks_each_attacker_problems(game: Game, dp: str, pairs: list[tuple[int, int]],
                                   notes: Optional[list] = None) -> list[tuple[str, str]]:
    """500.2: a creature that "blocks each attacking creature this turn if able" (Blaze of Glory)
    is under one requirement for each attacker; a block that leaves out an attacker it is able to
    block along with the rest of the proposed block (as many attackers as it may block, 309.1, and
    what the block would cost, 309.2) is illegal. ``notes`` gathers the why-nots: an attacker it
    isn't able to block, or one it could block only instead of another it is blocking."""
    probs = []
    for b in game.in_play:
        if game.controller_of(b) != dp or "creature" not in game.chars(b).types:
            continue
        hits = evasion.rules_affecting(game, b, ir.BlocksEachAttackerIfAble)
        if not hits:
            continue
        said = hits[0].describe(game)
        for a in attackers(game):
            if (b, a) in pairs:
                continue  # this requirement is met
            own = _individual_block_problems(game, dp, b, a)
            if own:  # not able to block it: this requirement asks nothing, and why
                _not_able_note(game, notes, b, a, said, own[0], " there")
                continue
            allowed = evasion.blocks_allowed(game, b)
            held = [y for x, y in pairs if x == b]
            if allowed is not None and len(held) >= allowed:
                # blocking as many attackers as it may, each one a requirement asks it to block: blocking this
                # one instead would obey no more requirements (500.2)
                if notes is not None:
                    notes.append((f"{game.describe(b)} is able to block {game.describe(a)} ({said}), but it already "
                                  f"blocks {', '.join(game.describe(y) for y in held)}, as many attackers as it may "
                                  f"block: blocking {game.describe(a)} instead would obey no more requirements",
                                  ("500.2", "309.1")))
                continue
            changed = pairs + [(b, a)]
            if _whole_block_problems(game, dp, changed) or not _block_affordable(game, dp, changed):
                if notes is not None:
                    notes.append((f"{game.describe(b)} is able to block {game.describe(a)} ({said}), but not along "
                                  f"with the rest of the block: the requirement conflicts with it, so it needn't",
                                  ("500.2",)))
                continue
            probs.append((f"{game.describe(b)} is able to block {game.describe(a)} as well and must do so "
                          f"({said})", "500.2"))
    return probs


def _not_blocking_but_blocks_if_able(game: Game, dp: str, pairs: list[tuple[int, int]]) -> Iterable[tuple[int, list]]:
    """The defending player's creatures not declared as blockers in ``pairs`` that "block each
    combat if able" (Watchdog, Provoke), each with the rules that say so."""
    blocking = {b for b, _ in pairs}
    for b in game.in_play:
        if b in blocking or game.controller_of(b) != dp or "creature" not in game.chars(b).types:
            continue
        hits = evasion.rules_affecting(game, b, ir.BlocksIfAble)
        if hits:
            yield b, hits


def _blocks_if_able_problems(game: Game, dp: str, pairs: list[tuple[int, int]]) -> list[tuple[str, str]]:
    """500.2: a creature of the defending player's that "blocks each combat if able" (Watchdog,
    Provoke) and isn't declared as a blocker makes the block illegal if it could block some
    attacker along with the rest of the proposed block (its own restrictions and the block's as
    a whole, and what the block would cost, 309.2a)."""
    probs = []
    for b, hits in _not_blocking_but_blocks_if_able(game, dp, pairs):
        for a in attackers(game):
            if _individual_block_problems(game, dp, b, a) or _whole_block_problems(game, dp, pairs + [(b, a)]) \
                    or not _block_affordable(game, dp, pairs + [(b, a)]):
                continue  # not able to block this one along with the rest of the block
            probs.append((f"{game.describe(b)} blocks if able ({hits[0].describe(game)}) and could block "
                          f"{game.describe(a)} along with the rest of this block", "500.2"))
            break
    return probs


def _blocks_if_able_unmet(game: Game, dp: str, pairs: list[tuple[int, int]]) -> list[tuple[str, tuple[str, ...]]]:
    """500.2's why-not: a creature of the defending player's that "blocks each combat if able"
    (Watchdog, Provoke) and isn't declared as a blocker, yet breaks no requirement, because it can
    block no attacking creature along with the rest of the block — each step says why (the
    attacker's evasion, its own restriction: audit 4339, Provoke's Hill Giant against a flyer)."""
    notes = []
    for b, hits in _not_blocking_but_blocks_if_able(game, dp, pairs):
        reasons: list[tuple[str, tuple[str, ...]]] = []
        for a in attackers(game):
            probs = _individual_block_problems(game, dp, b, a)
            whole = [] if probs else _whole_block_problems(game, dp, pairs + [(b, a)])
            if probs or whole:
                text, rule = (probs or whole)[0]
                reasons.append((text, evasion.rule_ids(rule)))
            elif not _block_affordable(game, dp, pairs + [(b, a)]):
                reasons.append((f"{game.describe(b)} can't pay what blocking {game.describe(a)} costs", ("309.2",)))
            else:
                break  # able to block this one: the requirement is checked (and met or broken) elsewhere
        else:
            if reasons:
                rules = ("500.2",) + tuple(r for _t, rs in reasons for r in rs if r != "500.2")
                notes.append((f"{game.describe(b)} blocks if able ({hits[0].describe(game)}), but it is able to block "
                               f"no attacking creature, so the requirement asks nothing of it: "
                               f"{'; '.join(t for t, _r in reasons)}", tuple(dict.fromkeys(rules))))
    return notes


def _blocks_source_problems(game: Game, dp: str, pairs: list[tuple[int, int]],
                            notes: Optional[list] = None) -> list[tuple[str, str]]:
    """500.2: a creature that "blocks ~ this turn if able" (Trumpeting Armodon) and doesn't block
    that attacking source makes the block illegal if it could block it along with the rest of the
    proposed block (its other blocks given up when it may block only one, as for Lure). ``notes``
    gathers the why-nots, as for Lure: the source in play but not attacking, the creature not able
    to block it (tapped, 309.1; evasion), or its block conflicting with the rest of the block."""
    probs = []
    for b in game.in_play:
        if game.controller_of(b) != dp or "creature" not in game.chars(b).types:
            continue
        for hit in evasion.rules_affecting(game, b, ir.BlocksSourceIfAble):
            a = hit.source
            if not game.exists(a) or (b, a) in pairs:
                continue  # met, or nothing to meet: the source is gone
            if not game.objects[a].attacking:
                if notes is not None and a in game.in_play:
                    notes.append((f"{game.describe(b)} blocks {game.describe(a)} if able ({hit.describe(game)}), but "
                                  f"{game.describe(a)} isn't attacking: the requirement asks nothing", ("500.2",)))
                continue
            own = _individual_block_problems(game, dp, b, a)
            if own:  # not able to block it: the requirement asks nothing of it, and why
                _not_able_note(game, notes, b, a, hit.describe(game), own[0])
                continue
            allowed = evasion.blocks_allowed(game, b)
            changed = [(x, y) for x, y in pairs if not (x == b and allowed == 1)] + [(b, a)]
            if _whole_block_problems(game, dp, changed) \
                    or not _block_affordable(game, dp, changed):
                if notes is not None:
                    notes.append((f"{game.describe(b)} is able to block {game.describe(a)} ({hit.describe(game)}), "
                                  f"but not along with the rest of the block: the requirement conflicts with it, so it "
                                  f"needn't block it", ("500.2",)))
                continue  # the requirement conflicts with the rest of the block
            probs.append((f"{game.describe(b)} is able to block {game.describe(a)} and must do so "
                          f"({hit.describe(game)})", "500.2"))
    return probs


def _required_to_block(game: Game, blocker: int, attacker: int) -> bool:
    """Does a requirement ("all creatures able to block ~ do so": Lure, Marble Priest) ask ``blocker``
    to block ``attacker``?"""
    return any(_lure_on(game, h, blocker) for h in evasion.rules_affecting(game, attacker, ir.AllAbleMustBlock))


def _lure_on(game: Game, hit: "evasion.RuleHit", blocker: int) -> bool:
    """Is ``blocker`` one of the creatures a Lure requirement names? Every creature for "all
    creatures able to block ~ do so"; only the described ones for Talruum Piper's "all
    creatures with flying" or Marble Priest's "all Walls" (500.2: the requirement is on them)."""
    f = hit.rule.filter
    return f is None or matches(game, f, blocker, evasion.controller_of_rule(game, hit), hit.source)


def _propose_block(game: Game, dp: str, pairs: list[tuple[int, int]]) -> bool:
    if not pairs:
        req_notes: list = []
        problems = _block_requirement_problems(game, dp, pairs, req_notes)
        with game.tracer.nest(f"{dp} declares no blockers", "309.1", kind="combat"):
            for text, rules in req_notes:
                game.tracer.step(text, *rules, kind="combat")
            for text, rule in problems:
                game.tracer.step(f"Illegal: {text}", rule, kind="combat")
            if not problems:
                for text, rules in _blocks_if_able_unmet(game, dp, pairs):
                    game.tracer.step(text, *rules, kind="combat")
        if problems:
            game.tracer.step(f"The proposed block is illegal: it is canceled and {dp} redeclares blockers", "309.2a", "422.1",
                             kind="illegal")
            return False
        return True
    problems: list[tuple[str, str]] = []
    costs: Optional[list[tuple[int, Any]]] = None  # (the costs to block, once asked)
    desc = "; ".join(f"{game.describe(b)} blocks {game.describe(a)}" for b, a in pairs)
    with game.tracer.nest(f"{dp} proposes blocks: {desc} (simultaneously; the declaration doesn't use the stack)",
                          "309.1", kind="combat"):
        for b, a in pairs:
            probs = _individual_block_problems(game, dp, b, a)
            if probs:
                for text, rule in probs:
                    game.tracer.step(f"Illegal: {text}", *evasion.rule_ids(rule), kind="combat")
                problems += probs
            else:
                for text, rule in _block_notes(game, dp, b, a):
                    game.tracer.step(text, *evasion.rule_ids(rule), kind="combat")
                game.tracer.step(f"{game.describe(b)} can block {game.describe(a)}: it is untapped and no evasion "
                                 f"ability or restriction forbids it{f' ({lost})' if (lost := own_ability_lost(game, game.objects[b], ir.CantBlock)) else ''}",
                                 "309.1", "501.1", kind="combat")
        req_notes = []
        whole = _whole_block_problems(game, dp, pairs) + _block_requirement_problems(game, dp, pairs, req_notes)
        for text, rules in req_notes:
            game.tracer.step(text, *rules, kind="combat")
        for b in dict.fromkeys(b for b, _ in pairs):  # a creature blocking several attackers: the card's permission
            n = sum(1 for x, _ in pairs if x == b)
            hits = evasion.rules_affecting(game, b, ir.CanBlockAnyNumber, ir.CanBlockAdditional) if n > 1 else []
            allowed = evasion.blocks_allowed(game, b) if hits else 1
            if hits and (allowed is None or n <= allowed):
                game.tracer.step(f"{game.describe(b)} blocks {n} attackers: a creature may block only one attacking "
                                 f"creature (309.1), but {'; '.join(h.describe(game) for h in hits)} — the card's text "
                                 f"takes precedence (103.1)", "309.1", "103.1", kind="combat")
        for text, rule in whole:
            game.tracer.step(f"Illegal: {text}", *evasion.rule_ids(rule), kind="combat")
        problems += whole
        if not whole:
            for text, rules in _blocks_if_able_unmet(game, dp, pairs):
                game.tracer.step(text, *rules, kind="combat")
            if not problems:  # each creature may block as declared, and so may all of them together
                # a cost to block (309.2: Awesome Presence's {3}) is paid next: legal only once it is (as attacks, 308.2)
                costs = _block_costs(game, pairs)  # (asked once: the payment below uses them)
                costed = bool(costs) and bool(
                    _block_mana_owed(game, pairs, costs) or _block_life_owed(game, pairs, costs)
                    or any(hit.rule.sacrifice is not None or hit.rule.tap is not None for _, hit in costs))
                game.tracer.step(f"{possessive(dp)} proposed block is legal{' if its costs are paid' if costed else ''}: no "
                                 f"restriction forbids these creatures to block as declared, alone or together, and no "
                                 f"requirement to block is left unmet", "309.2", "500.2", kind="combat")
    if problems:
        game.tracer.step(f"The proposed block is illegal: it is canceled and {dp} redeclares blockers", "309.2a", "422.1",
                         kind="illegal")
        return False
    if not _pay_block_costs(game, dp, pairs, costs):
        return False
    for b, _ in pairs:
        game.permanents.set_combat_status(b, blocking=True)
    blockers = []
    for b, _ in pairs:
        if b not in blockers:
            blockers.append(b)
    game.tracer.step(f"{names_of(game, blockers)} {'is a blocking creature' if len(blockers) == 1 else 'are blocking creatures'} "
                     f"(blocking doesn't cause a creature to tap)", "309.3", "309.1", kind="combat")
    return True


def _block_costs(game: Game, pairs: list[tuple[int, int]]) -> list[tuple[int, Any]]:
    """309.2: each cost to block (ir.CombatCost) that applies to a blocker of ``pairs`` — asked once
    for the "legal if its costs are paid" step and the payment after it (:func:`_pay_block_costs`),
    as the attack's are; the functions below take them."""
    return _combat_costs(game, list(dict.fromkeys(b for b, _ in pairs)), _BLOCK)


def _block_mana_owed(game: Game, pairs: list[tuple[int, int]], costs: list[tuple[int, Any]]) -> list[tuple[int, Any, Optional[int]]]:
    """309.2: the mana each blocker of ``pairs`` costs to block — once for the block, or, for a cost
    to block only certain creatures ("~ can't block creatures with power 3 or greater unless you
    pay {1}", Hipparion: ``ir.CombatCost.filter``), once for each attacker it blocks that is one of
    them, looked at as the block is declared: (blocker, rule, that attacker or None). ``costs``: the
    block's (:func:`_block_costs`)."""
    owed = []
    for b, hit in costs:
        if not hit.rule.value:
            continue
        if hit.rule.filter is None:
            owed.append((b, hit, None))
            continue
        you = evasion.controller_of_rule(game, hit)
        owed += [(b, hit, a) for x, a in pairs if x == b and matches(game, hit.rule.filter, a, you, hit.source)]
    return owed


def _block_life_owed(game: Game, pairs: list[tuple[int, int]], costs: list[tuple[int, Any]]) -> list[tuple[int, Any]]:
    """309.2: the life each blocker of ``pairs`` costs to block (Heat Wave: "Nonblue creatures can't
    block creatures you control unless their controller pays 1 life for each blocking creature they
    control"; added, stat) — once for each such blocker blocking one or more creatures the cost's
    ``filter`` describes, looked at as the block is declared: (blocker, rule). ``costs``: the block's
    (:func:`_block_costs`)."""
    owed = []
    for b, hit in costs:
        if not hit.rule.life:
            continue
        you = evasion.controller_of_rule(game, hit)
        if hit.rule.filter is None or any(x == b and matches(game, hit.rule.filter, a, you, hit.source) for x, a in pairs):
            owed.append((b, hit))
    return owed


def _block_affordable(game: Game, dp: str, pairs: list[tuple[int, int]],
                      costs: Optional[list[tuple[int, Any]]] = None) -> bool:
    """Whether the block's costs (``costs``, when asked already: :func:`_block_costs`) can be paid
    (309.2a: else it is illegal; life: a player can't pay more life than he or she has, glossary "Pay")."""
    if costs is None:
        costs = _block_costs(game, pairs)
    if not costs:
        return True  # (most blocks: nothing to pay)
    blockers = list(dict.fromkeys(b for b, _ in pairs))
    owed = [hit.rule.value for _, hit, _ in _block_mana_owed(game, pairs, costs)]
    life = sum(hit.rule.life for _, hit in _block_life_owed(game, pairs, costs))
    return (not owed or can_pay(game, dp, parse_cost("".join(owed)))) \
        and (not life or game.player(dp).life >= life) \
        and _sacrifices_payable(game, dp, [(b, hit) for b, hit in costs if hit.rule.sacrifice is not None]) \
        and _taps_payable(game, dp, [(b, hit) for b, hit in costs if hit.rule.tap is not None], blockers, _BLOCK)


def _tapping_also_pays(game: Game, player: str, cost: Any, tapping: list[int]) -> str:
    """Why an attack's mana can't be paid, where it could be with an attacker's own mana: each
    attacker that taps to attack can't also be tapped for mana (308.2) — said, never left as a
    bare "can't pay" beside an untapped mana source."""
    if not tapping or not can_pay(game, player, cost):
        return ""
    sources = {oid for oid, _ in mana_source_abilities(game, player)}
    named = [o for o in tapping if o in sources]
    if not named:
        return ""
    return (f" without tapping {names_of(game, named)} for mana — {'it taps' if len(named) == 1 else 'they tap'} "
            f"to attack, and a creature tapped to attack can't be tapped again for its mana")


def _unpaid(game: Game, player: str, owed: list[tuple[int, Any]], declaring: ChoiceKind,
            total: Optional[ManaCost] = None) -> bool:
    """A declaration whose costs ``player`` can't pay is illegal: canceled and redeclared
    (308.3 for an attack, 309.2a for a block; 422.1). Returns False (not made). Each cost is said
    once however many creatures owe it, with the mana owed in all when several do (Awesome
    Presence's {3} for each of two blockers: {6})."""
    kind = declaring.value
    said = "; ".join(dict.fromkeys(h.describe(game) for _, h in owed))
    if total is not None and len(owed) > 1 and total.total():
        said = f"{total} in all: {said}"
    game.tracer.step(f"{player} can't pay the {possessive(kind)} costs ({said}): the "
                     f"proposed {kind} is illegal, it is canceled and {player} redeclares {kind}ers",
                     "308.3" if declaring is ChoiceKind.ATTACK else "309.2a", "422.1", kind="illegal")
    return False


def _pay_block_costs(game: Game, dp: str, pairs: list[tuple[int, int]], costs: Optional[list[tuple[int, Any]]]) -> bool:
    """309.2: the block's costs ("~ can't block unless you pay {1}"; ``costs``, as the "legal if its
    costs are paid" step asked them: :func:`_block_costs`), paid by the defending player; if he or
    she can't pay them all the block is illegal (309.2a)."""
    if costs is None:
        costs = _block_costs(game, pairs)
    if not costs:
        return True  # (most blocks: nothing to pay, nothing to say)
    blockers = list(dict.fromkeys(b for b, _ in pairs))
    owed = _block_mana_owed(game, pairs, costs)
    for b, hit in costs:  # Hipparion blocking a creature its cost doesn't name
        if hit.rule.value and hit.rule.filter is not None:
            for a in [a for x, a in pairs if x == b and (b, hit, a) not in owed]:
                game.tracer.step(f"Blocking {game.describe(a)} with {game.describe(b)} costs nothing: "
                                 f"{game.describe(a)} isn't {with_article(phrasebook.filter_words(hit.rule.filter))} ({hit.describe(game)})",
                                 "309.2", kind="combat")
    lives = _block_life_owed(game, pairs, costs)
    for b, hit in costs:  # Heat Wave's blocker of a creature its cost doesn't name
        if hit.rule.life and (b, hit) not in lives:
            for a in [a for x, a in pairs if x == b]:
                ctl = evasion.controller_of_rule(game, hit)  # "you": the cost's controller, named
                what = with_article(phrasebook.filter_words(hit.rule.filter)).replace(" you control", f" {ctl} controls")
                game.tracer.step(f"Blocking {game.describe(a)} with {game.describe(b)} costs no life: "
                                 f"{game.describe(a)} isn't {what} ({hit.describe(game)})", "309.2", kind="combat")
    sacrifices = [(b, hit) for b, hit in costs if hit.rule.sacrifice is not None]
    taps = [(b, hit) for b, hit in costs if hit.rule.tap is not None]
    if not owed and not sacrifices and not lives and not taps:
        return True
    cost = parse_cost("".join(hit.rule.value for _, hit, _ in owed)) if owed else None
    if not _block_affordable(game, dp, pairs, costs):
        if lives and sum(hit.rule.life for _, hit in lives) > game.player(dp).life:
            game.tracer.step(f"{dp} has {game.player(dp).life} life and can't pay "
                             f"{sum(hit.rule.life for _, hit in lives)} life (glossary \"Pay\")", "309.2a", kind="illegal")
        if taps and not any(_tap_candidates(game, dp, h, blockers, _BLOCK, []) for _, h in taps):
            _no_tap(game, dp, taps, blockers, _BLOCK, "309.2a")
        if sacrifices and not _sacrifices_payable(game, dp, sacrifices):
            _no_sacrifice(game, dp, sacrifices, "block", "309.2a")
        return _unpaid(game, dp, [(b, hit) for b, hit, _ in owed] + sacrifices + lives + taps, ChoiceKind.BLOCK, cost)
    with game.tracer.nest(f"{dp} pays the costs of the block", "309.2", kind="combat"):
        for b, hit, a in owed:
            blocking = f"Blocking {game.describe(a)} with" if a is not None else "Blocking with"
            game.tracer.step(f"{blocking} {game.describe(b)} costs {hit.rule.value} ({hit.describe(game)})", "309.2",
                             kind="combat")
        if cost is not None:
            pay_mana(game, dp, cost, [], "the block", None)
        for b, hit in lives:  # Heat Wave (added, stat)
            game.tracer.step(f"Blocking with {game.describe(b)} costs {hit.rule.life} life ({hit.describe(game)})",
                             "309.2", kind="combat")
            events.lose_life(game, dp, hit.rule.life, "309.2", f" to pay for {game.describe(b)} blocking")
        _pay_sacrifices(game, dp, sacrifices, "blocking", "309.2")
        _pay_taps(game, dp, taps, blockers, _BLOCK, "blocking", "309.2")
    return True


# --------------------------------------------------------------------------- triggers (410.9, 502.3)


def _trigger(game: Game, ab, sid: int, subject: int, other: Optional[int], why: str, rule: str) -> None:
    o = game.objects[sid]
    you = game.controller_of(sid) or o.owner
    triggers.trigger(game, ab, sid, o.display(), you, Event(EventKind.COMBAT, obj=subject, new=other,
                                                            combat_event=ab.trigger.event,
                                                player=game.controller_of(subject)), said=(why, rule))


def _subject_ok(game: Game, trig: ir.Trigger, sid: int, subject: int) -> bool:
    s = trig.subject
    if s is None or isinstance(s, ir.This):
        return subject == sid
    if isinstance(s, ir.Enchanted):
        return game.objects[sid].attached_to == subject
    if isinstance(s, ir.Filter):
        return matches(game, s, subject, game.controller_of(sid) or game.objects[sid].owner, sid)
    return False


def _no_match(game: Game, ab: ir.TriggeredAbility, blocker: int, attacker: int, other: int) -> None:
    """A block its ability's trigger event doesn't match ("… becomes blocked by a nonblack creature"
    and a black blocker): it doesn't trigger, and why (410.2)."""
    subject = attacker if other == blocker else blocker
    detail = _against(game, ab.trigger.detail, subject)
    powers = ""
    if detail != ab.trigger.detail:  # No Quarter: the two powers, as the block happens
        powers = (f" ({possessive(game.describe(other))} power is {game.chars(other).power}, {possessive(game.describe(subject))} "
                  f"{game.chars(subject).power}: not lesser)")
    # what it triggers on, then the creature that isn't it, as the other why-nots of 410.2 say it ("it triggers on
    # …"; audit 8278: "Grizzly Bears @gb isn't a white creature, the event it triggers on" read awkwardly)
    ev = ab.trigger.event
    doing = ("blocking or being blocked by" if ev is TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED else
             "being blocked by" if ev is TriggerEvent.BECOMES_BLOCKED else "blocking")
    game.tracer.step(f"{game.describe(blocker)} blocks {game.describe(attacker)}: {quoted(triggers.ability_words(ab.text))} doesn't trigger — "
                     f"it triggers on {game.describe(subject)} {doing} {with_article(phrasebook.filter_phrase(detail))}, "
                     f"and {game.describe(other)} isn't one{powers}", "410.2", kind="trigger")


def _against(game: Game, detail: Optional[ir.Filter], subject: int) -> Optional[ir.Filter]:
    """A trigger's description of the other creature of a block, its power compared with the
    creature the event is about ("a creature with lesser power", No Quarter: ``PowerOf(TriggerSubject())``)
    made that creature's power as the block happens (410.2)."""
    if detail is None or detail.power is None or not isinstance(detail.power.value, ir.PowerOf) \
            or not isinstance(detail.power.value.ref, ir.TriggerSubject):
        return detail
    return dataclasses.replace(detail, power=ir.Compare(detail.power.op, game.chars(subject).power or 0))


def _powers(game: Game, trig: ir.Trigger, other: int, subject: int) -> str:
    """The two powers a "with lesser power" trigger compared (No Quarter), said where it triggers."""
    if _against(game, trig.detail, subject) == trig.detail:
        return ""
    return (f" ({possessive(game.describe(other))} power {game.chars(other).power} is less than {possessive(game.describe(subject))} "
            f"{game.chars(subject).power})")


def _detail_ok(game: Game, trig: ir.Trigger, sid: int, other: int, subject: Optional[int] = None) -> bool:
    if trig.detail is None:
        return True
    detail = _against(game, trig.detail, subject) if subject is not None else trig.detail
    return matches(game, detail, other, game.controller_of(sid) or game.objects[sid].owner, sid)


def _triggered(game: Game):
    for sid in list(game.in_play):
        for ab in (game.derived.chars.get(sid) or game.chars(sid)).abilities:  # (this state's: no call)
            if isinstance(ab, ir.TriggeredAbility):
                yield sid, ab


def _all_attack_trigger(game: Game, ab: ir.TriggeredAbility, sid: int, oids: list[int]) -> None:
    """Mob Mentality: "Whenever all non-Wall creatures you control attack" — attackers are declared
    and every creature the description fits is one of them: once for the declaration (410.2); one
    left home, it doesn't trigger, and why."""
    if not oids:
        return
    home = [o for o in game.in_play if o not in oids and "creature" in game.chars(o).types
            and _subject_ok(game, ab.trigger, sid, o)]
    words = quoted(triggers.ability_words(ab.text))
    if home:
        game.tracer.step(f"{possessive(game.describe(sid))} {words} doesn't trigger: {game.describe(home[0])} doesn't attack",
                         "410.2", kind="trigger")
        return
    which = [a for a in oids if _subject_ok(game, ab.trigger, sid, a)]
    if which:
        you = game.controller_of(sid) or game.objects[sid].owner
        _trigger(game, ab, sid, which[0], None, f"{serial_and([game.describe(a) for a in which])} attack: every "
                 f"{phrasebook.filter_words(ab.trigger.subject)} attacks (\"you\" is {you}); it triggers once for the declaration",
                 "410.2")


#: the events of a creature's own "When ~ attacks" / "… blocks" abilities, by what it just did
_OWN_COMBAT_EVENTS = {"attacks": (TriggerEvent.ATTACKS, TriggerEvent.ATTACKS_OR_BLOCKS, TriggerEvent.ATTACKS_ALONE),
                      "blocks": (TriggerEvent.BLOCKS, TriggerEvent.ATTACKS_OR_BLOCKS, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED),
                      "becomes blocked": (TriggerEvent.BECOMES_BLOCKED, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED)}


def _own_combat_triggers_lost(game: Game, oids: Iterable[int], did: str) -> None:
    """A creature just declared as an attacker or blocker, or just blocked (``did``: "attacks",
    "blocks", "becomes blocked"), whose own
    ability that such a declaration would trigger is gone — Time Elemental's "When Time Elemental
    attacks or blocks, …" under Humility — says that it doesn't trigger, and why: it has no such
    ability now (410.2: only an ability it has can trigger), as a lost "at the beginning of" ability
    does (judge.engine.triggers). Looked at only while some effect makes a permanent lose all its
    abilities (audit 10803: the Elemental stayed in play unexplained)."""
    declared = list(dict.fromkeys(oids))
    for oid in declared:
        name = lost_all_abilities_to(game, game.objects[oid])
        if name is None:
            continue
        obj = game.objects[oid]
        now = game.chars(obj).abilities
        for ab in game.abilities_of(obj).abilities:
            if isinstance(ab, ir.TriggeredAbility) and ab.zone == Zone.IN_PLAY and ab not in now \
                    and ab.trigger.event in _OWN_COMBAT_EVENTS[did] and _subject_ok(game, ab.trigger, oid, oid) \
                    and (ab.trigger.event is not TriggerEvent.ATTACKS_ALONE or len(declared) == 1):
                game.tracer.step(f"{possessive(game.describe(oid))} {quoted(triggers.ability_words(ab.text))} doesn't "
                                 f"trigger as it {did}: it has lost that ability, as {name} makes it lose all its "
                                 f"abilities", "410.2", kind="trigger")


def _attack_triggers(game: Game, oids: list[int]) -> None:
    _own_combat_triggers_lost(game, oids, "attacks")
    for sid, ab in _triggered(game):
        if ab.trigger.event is TriggerEvent.ONE_OR_MORE_ATTACK:
            # "Whenever one or more creatures attack you" (Orim's Prayer): once for the declaration
            if ab.trigger.whose is TriggerWhose.YOU and game.defending_player() != (game.controller_of(sid) or game.objects[sid].owner):
                continue
            which = [a for a in oids if _subject_ok(game, ab.trigger, sid, a)]
            if which:
                _trigger(game, ab, sid, which[0], None, f"{', '.join(game.describe(a) for a in which)} attack"
                         f"{'s' if len(which) == 1 else ''}; it triggers once for the declaration", "410.2")
            continue
        if ab.trigger.event is TriggerEvent.ALL_ATTACK:
            _all_attack_trigger(game, ab, sid, oids)
            continue
        if ab.trigger.event is TriggerEvent.ATTACKS_ALONE and len(oids) != 1:
            continue  # "attacks alone": the only creature declared as an attacker
        if ab.trigger.event not in (TriggerEvent.ATTACKS, TriggerEvent.ATTACKS_OR_BLOCKS, TriggerEvent.ATTACKS_ALONE):
            continue
        for a in oids:
            if ab.trigger.whose is TriggerWhose.YOU and game.defending_player() != (game.controller_of(sid) or game.objects[sid].owner):
                continue  # "whenever a creature attacks you": its controller is the defending player
            if _subject_ok(game, ab.trigger, sid, a):
                _trigger(game, ab, sid, a, None, f"{game.describe(a)} attacks", "410.2")


def _block_triggers(game: Game, pairs: list[tuple[int, int]]) -> None:
    """410.9a-c and flanking (502.3)."""
    blockers = []
    for b, _ in pairs:
        if b not in blockers:
            blockers.append(b)
    blocked = []
    for _, a in pairs:
        if a not in blocked:
            blocked.append(a)
    _own_combat_triggers_lost(game, blockers, "blocks")
    _own_combat_triggers_lost(game, blocked, "becomes blocked")  # Frost Giant's rampage (audit 16863)
    # Flanking: one trigger per copy of flanking (502.3c) per creature without flanking blocking it.
    for b, a in pairs:
        a_ch, b_ch = game.chars(a), game.chars(b)
        copies = [k for k in a_ch.keywords if k.name == "flanking"]
        if not copies:
            gone = own_ability_lost(game, game.objects[a], "flanking")
            if gone:  # the why not, where it decides (audit 16863: Shadow Rider under Humility, silent)
                game.tracer.step(f"{game.describe(b)} blocks {game.describe(a)}: flanking doesn't trigger — "
                                 f"{gone}, and only an ability it has can trigger", "410.2", kind="trigger")
            continue
        if b_ch.has_keyword("flanking"):  # the why not, where it decides (audit 7704: Suq'Ata Lancer)
            game.tracer.step(f"{game.describe(a)} has flanking, but {game.describe(b)} blocking it has flanking too: "
                             f"flanking triggers only for a blocking creature without flanking", "502.3b",
                             kind="trigger")
            continue
        for n, _ in enumerate(copies, 1):
            ab = triggers.FLANKING_TRIGGER
            many = len(copies) > 1
            _trigger(game, ab, a, a, b, f"{game.describe(a)} has flanking and is blocked by {game.describe(b)}, which "
                                        f"doesn't"
                                        + (f" (copy {n} of {len(copies)}: each copy triggers separately)" if many else ""),
                     "502.3c" if many else "502.3b")
    unblocked = [a for a in attackers(game) if a not in blocked]
    for sid, ab in _triggered(game):
        ev = ab.trigger.event
        if ev is TriggerEvent.ATTACKS_AND_ISNT_BLOCKED:
            for a in unblocked:
                if _subject_ok(game, ab.trigger, sid, a):
                    _trigger(game, ab, sid, a, None, f"{game.describe(a)} attacks and no creature blocks it: it is an "
                                                     f"unblocked creature", "309.3")
            for a in blocked:
                if _subject_ok(game, ab.trigger, sid, a):  # the why not, where it decides (Coral Fighters)
                    by = ", ".join(game.describe(b) for b, x in pairs if x == a)
                    game.tracer.step(f"{possessive(game.describe(sid))} {quoted(triggers.ability_words(ab.text))} doesn't trigger: "
                                     f"{game.describe(a)} is blocked by {by}, a blocked creature, not an unblocked one",
                                     "410.2", "309.3", kind="trigger")
            continue
        if ev in (TriggerEvent.ATTACKS, TriggerEvent.ATTACKS_ALONE) and isinstance(ab.trigger.subject, (ir.This, ir.Enchanted)):
            # the why not, where it decides (Contempt's "Whenever enchanted creature attacks" and its creature
            # blocks; audit h68-8): a blocking creature (309.3) is not an attacking one (308.5) — said of the one
            # creature the ability watches, not of every blocker a "whenever a creature attacks" could mean
            for b in blockers:
                if _subject_ok(game, ab.trigger, sid, b):
                    game.tracer.step(f"{possessive(game.describe(sid))} {quoted(triggers.ability_words(ab.text))} doesn't "
                                     f"trigger: {game.describe(b)} blocks, and a blocking creature isn't an attacking "
                                     f"one — only being declared as an attacker makes it one", "410.2", "309.3",
                                     "308.5", kind="trigger")
            continue
        if ev not in (TriggerEvent.BLOCKS, TriggerEvent.BECOMES_BLOCKED, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED,
                      TriggerEvent.ATTACKS_OR_BLOCKS):
            continue
        by_creature = ab.trigger.detail is not None
        if ab.trigger.one_or_more:
            # "Whenever ~ blocks or becomes blocked by one or more black creatures": once this combat
            # if at least one of the creatures it blocks / blocking it fits (410.9a)
            others = [a for b, a in pairs if b == sid] if ev is TriggerEvent.BLOCKS else \
                [x for b, a in pairs for x in ((a,) if b == sid else (b,) if a == sid else ())]
            fits = [o for o in others if _detail_ok(game, ab.trigger, sid, o)]
            if fits and _subject_ok(game, ab.trigger, sid, sid):
                _trigger(game, ab, sid, sid, fits[0], f"{game.describe(sid)} "
                         f"{'blocks' if ev is TriggerEvent.BLOCKS else 'blocks or is blocked by'} "
                         f"{', '.join(game.describe(o) for o in fits)}; it triggers only once this combat",
                         "410.9a")
            elif others and _subject_ok(game, ab.trigger, sid, sid):  # the why not (Dwarven Soldier and no Orc)
                verb = "blocks" if sid in blockers else "is blocked by"
                one = with_article(phrasebook.filter_phrase(ab.trigger.detail))
                names = ", ".join(game.describe(o) for o in others)
                isnt = f"{names} isn't {one}" if len(others) == 1 else f"none of {names} is {one}"
                game.tracer.step(f"{possessive(game.describe(sid))} {quoted(triggers.ability_words(ab.text))} doesn't trigger: "
                                 f"{game.describe(sid)} {verb} {names}, and {isnt}", "410.2", kind="trigger")
            continue
        if ev in (TriggerEvent.BLOCKS, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, TriggerEvent.ATTACKS_OR_BLOCKS):
            for b in blockers:
                if not _subject_ok(game, ab.trigger, sid, b):
                    continue
                if by_creature and ev is TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED or by_creature \
                        and ev is TriggerEvent.BLOCKS:
                    for x, a in pairs:
                        if x == b and _detail_ok(game, ab.trigger, sid, a, b):
                            _trigger(game, ab, sid, b, a, f"{game.describe(b)} blocks {game.describe(a)}"
                                                          f"{_powers(game, ab.trigger, a, b)}; it "
                                                          f"triggers once for each creature it blocks", "410.9b")
                        elif x == b:
                            _no_match(game, ab, b, a, a)
                else:
                    _trigger(game, ab, sid, b, None, f"{game.describe(b)} blocks; it triggers only once this "
                                                     f"combat", "410.9a")
        if ev in (TriggerEvent.BECOMES_BLOCKED, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED):
            for a in blocked:
                if not _subject_ok(game, ab.trigger, sid, a):
                    continue
                if by_creature:
                    for b, x in pairs:
                        if x == a and _detail_ok(game, ab.trigger, sid, b, a):
                            # "Whenever ~ becomes blocked by a creature" is the glossary's own example: two
                            # creatures blocking it are two events for it (glossary "Event"); 410.9c says the
                            # same of "Whenever a creature blocks ~" (Cave Tiger as printed)
                            event = (" (glossary \"Event\": each creature blocking it is one event for "
                                     "\"becomes blocked by a creature\")"
                                     if "becomes blocked by" in (ab.text or "").lower() else "")
                            _trigger(game, ab, sid, a, b, f"{game.describe(b)} blocks {game.describe(a)}"
                                                          f"{_powers(game, ab.trigger, b, a)}; it "
                                                          f"triggers once for each creature blocking it{event}", "410.9c")
                        elif x == a:
                            _no_match(game, ab, b, a, b)
                else:
                    _trigger(game, ab, sid, a, None, f"{game.describe(a)} becomes blocked; it triggers only "
                                                     f"once this combat", "410.9a")
            for a in unblocked:
                if _subject_ok(game, ab.trigger, sid, a):  # the why not, where it decides (Silkenfist Fighter)
                    game.tracer.step(f"{possessive(game.describe(sid))} {quoted(triggers.ability_words(ab.text))} doesn't trigger: "
                                     f"no creature blocks {game.describe(a)}, an unblocked creature — it doesn't "
                                     f"become blocked", "410.2", "309.3", kind="trigger")
    _delayed_block_triggers(game, blockers)
    _delayed_watched_block_triggers(game, blocked, unblocked)
    _delayed_unblocked_triggers(game, blocked, unblocked)


def _watching(game: Game, event: ir.TriggerEvent) -> list:
    """The delayed abilities "when that creature becomes blocked this turn" (Barreling Attack) or
    "this turn, when target creature … attacks and isn't blocked" (Delif's Cube) that can still
    trigger: the one creature each watches (406.2a), this turn only."""
    return [d for d in game.triggers.delayed if not d.used and d.trigger.event == event and d.watch is not None
            and (d.turn_only is None or game.turns.turn == d.turn_only)]


def _delayed_watched_block_triggers(game: Game, blocked: list[int], unblocked: list[int], declared: bool = True) -> None:
    """"When that creature becomes blocked this turn, …" (Barreling Attack): a delayed triggered
    ability watching one creature; it triggers once (406.2e) as that creature becomes blocked
    (309.3, 410.9a) — and says why not when the creature attacks and no creature blocks it. So too
    "when target creature … attacks and isn't blocked" (Delif's Cube), the other way round, as
    blockers are ``declared`` (not for a creature an effect makes blocked later)."""
    for d in _watching(game, TriggerEvent.ATTACKS_AND_ISNT_BLOCKED) if declared else ():
        if d.watch in unblocked:
            game.tracer.step(f"{game.describe(d.watch)} attacks and no creature blocks it: the delayed ability of "
                             f"{d.source_name} triggers, only once", "309.3", "406.2e", kind="trigger")
            triggers.trigger_delayed(game, d, Event(EventKind.COMBAT, obj=d.watch, new=None,
                                                    combat_event=TriggerEvent.ATTACKS_AND_ISNT_BLOCKED,
                                                    player=game.controller_of(d.watch)))
        elif d.watch in blocked:
            game.tracer.step(f"The delayed ability of {d.source_name} doesn't trigger: {game.describe(d.watch)} is "
                             f"blocked, not an unblocked creature", "410.2", "309.3", kind="trigger")
    for d in _watching(game, TriggerEvent.BECOMES_BLOCKED):
        if d.watch in blocked:
            game.tracer.step(f"{game.describe(d.watch)} becomes blocked: the delayed ability of {d.source_name} "
                             f"triggers only once", "410.9a", "406.2e", kind="trigger")
            triggers.trigger_delayed(game, d, Event(EventKind.COMBAT, obj=d.watch, new=None,
                                                    combat_event=TriggerEvent.BECOMES_BLOCKED,
                                                    player=game.controller_of(d.watch)))
        elif d.watch in unblocked:
            game.tracer.step(f"The delayed ability of {d.source_name} doesn't trigger: no creature blocks "
                             f"{game.describe(d.watch)}, an unblocked creature — it doesn't become blocked",
                             "410.2", "309.3", kind="trigger")


def _delayed_block_triggers(game: Game, blockers: list[int]) -> None:
    """"Whenever a creature blocks this turn, …" (Battle Cry, added oracle7): a delayed triggered
    ability lasting the turn, triggering each time (406.2e), once for each creature that blocks
    and fits its description (410.9a); judge.engine.support allows no other block or attack event
    on a delayed ability."""
    _delayed_each_creature(game, blockers, TriggerEvent.BLOCKS, lambda d, b: (
        f"{game.describe(b)} blocks: the delayed ability of {d.source_name} triggers only once for it this combat",
        ("410.9a",)))


def _delayed_unblocked_triggers(game: Game, blocked: list[int], unblocked: list[int]) -> None:
    """"Until end of turn, whenever a creature you control attacks and isn't blocked, …" (Gaze of Pain; added, session
    76, h7): a delayed triggered ability lasting the turn, triggering each time (406.2e), once for each attacking
    creature fitting its description that no creature blocks as blockers are declared (309.3, 410.2) — and saying why
    not of one that is blocked."""
    _delayed_each_creature(game, unblocked, TriggerEvent.ATTACKS_AND_ISNT_BLOCKED, lambda d, a: (
        f"{game.describe(a)} attacks and no creature blocks it, a creature the delayed ability of {d.source_name} "
        f"watches for this turn: it triggers for it", ("309.3", "410.2", "406.2e")), players_named=False)
    for d in list(game.triggers.delayed):
        trig = d.trigger
        if d.used or trig.event is not TriggerEvent.ATTACKS_AND_ISNT_BLOCKED or not isinstance(trig.subject, ir.Filter) \
                or trig.detail is not None or trig.whose is not None \
                or (d.turn_only is not None and game.turns.turn != d.turn_only):
            continue
        for b in blocked:
            if matches(game, trig.subject, b, d.controller, d.source):
                game.tracer.step(f"The delayed ability of {d.source_name} doesn't trigger for {game.describe(b)}: it is "
                                 f"blocked, not an unblocked creature", "410.2", "309.3", kind="trigger")


def _delayed_attack_triggers(game: Game, attackers: list[int]) -> None:
    """"Whenever a creature attacks this turn, …" (Song of Blood, added session 68, h5): a delayed
    triggered ability lasting the turn, triggering each time (406.2e), once for each creature
    declared as an attacker that fits its description (410.2; the declaration is one action, its
    triggers waiting for priority, 308.1); judge.engine.support allows no other attack event on a
    delayed ability (one naming a player, ``whose``, is not this one)."""
    _delayed_each_creature(game, attackers, TriggerEvent.ATTACKS, lambda d, a: (
        f"{game.describe(a)} attacks, a creature the delayed ability of {d.source_name} watches for this turn: "
        f"it triggers for it", ("410.2", "406.2e")), players_named=False)


def _delayed_each_creature(game: Game, creatures: list[int], event: TriggerEvent, said, players_named: bool = True) -> None:
    """The delayed abilities of this turn on ``event`` of "a creature" fitting a description (not one watched
    creature: :func:`_delayed_watched_block_triggers`): each triggers once for each of ``creatures`` that
    fits, in order, each time said as ``said(ability, creature)`` gives it (words, rules).
    ``players_named`` False: an ability whose trigger names a player (``whose``) is not one of them."""
    for d in list(game.triggers.delayed):
        trig = d.trigger
        if d.used or trig.event is not event or not isinstance(trig.subject, ir.Filter) \
                or trig.detail is not None or not players_named and trig.whose is not None:
            continue
        if d.turn_only is not None and game.turns.turn != d.turn_only:
            continue
        for c in creatures:
            if matches(game, trig.subject, c, d.controller, d.source):
                words, rules = said(d, c)
                game.tracer.step(words, *rules, kind="trigger")
                triggers.trigger_delayed(game, d, Event(EventKind.COMBAT, obj=c, new=None, combat_event=event,
                                                        player=game.controller_of(c)))


@handles(ir.BecomesBlocked)
def _becomes_blocked(ctx: Ctx, eff: ir.BecomesBlocked) -> None:
    """"Target unblocked attacking creature becomes blocked" (glossary "Blocked Creature"): a
    blocked creature with no creature blocking it; its own "becomes blocked" abilities trigger
    (410.9a), "whenever a creature blocks ~" ones don't (410.9c)."""
    g = ctx.game
    todo = list(object_ids(refer(ctx, eff.what)))
    while todo:
        a = todo.pop(0)
        o = g.objects[a] if g.exists(a) else None
        if o is None or o.zone != Zone.IN_PLAY or not o.attacking:
            g.tracer.step(f"{g.describe(a)} is not an attacking creature: it can't become blocked", "309.3", kind="effect")
            continue
        if o.blocked:
            g.tracer.step(f"{g.describe(a)} is already blocked: it stays so", "309.3", kind="effect")
            continue
        events.note_blocks(g, [a])
        g.permanents.set_combat_status(a, blocked=True)
        g.this_turn.record_deed("was blocked", a)
        g.tracer.step(f"{g.describe(a)} becomes blocked by an effect ({ctx.source_name}), though no creature blocks it "
                      f"(glossary \"Blocked Creature\"); it assigns no combat damage unless it has trample (310.1c, "
                      f"502.9c)", "309.3", kind="effect")
        for sid, ab in _triggered(g):
            if ab.trigger.event in (TriggerEvent.BECOMES_BLOCKED, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED) and ab.trigger.detail is None \
                    and not ab.trigger.one_or_more and _subject_ok(g, ab.trigger, sid, a):
                _trigger(g, ab, sid, a, None, f"{g.describe(a)} becomes blocked by an effect",
                         "410.9a")
        _delayed_watched_block_triggers(g, [a], [], declared=False)
        band = [m for m in banding.spread_blocked(g, a) if not g.objects[m].blocked and m not in todo]
        if band:  # 502.10g: one creature of a band becomes blocked by an effect, the whole band does
            g.tracer.step(f"{g.describe(a)} is in a band with {names_of(g, band)}: the entire band becomes blocked "
                          f"({banding.SOURCE}g)", "309.3", kind="effect")
            todo = band + todo


# --------------------------------------------------------------------------- actions out of place


def combat_action(game: Game, act) -> None:
    """A declaration or assignment line that no step asked for."""
    span = getattr(act, "span", None)
    if isinstance(act, DeclareAttackers):
        raise game.error(span, f"attackers are declared only as the declare attackers step begins (308.1), not in the "
                               f"{game.turns.step.named}; put this line right after the pass "
                               f"that reaches that step (`all pass until the declare attackers step`)")
    if isinstance(act, DeclareBlockers):
        raise game.error(span, f"blockers are declared only as the declare blockers step begins (309.1), not in the "
                               f"{game.turns.step.named}; put this line right after the pass "
                               f"that reaches that step, or no creature is attacking")
    if isinstance(act, AssignDamage):
        raise game.error(span, f"combat damage is assigned only as a combat damage step begins (310.1), and only for an "
                               f"attacking or blocking creature whose damage needs dividing; put this line right after the "
                               f"pass that reaches that step")
    raise game.error(span, f"unsupported combat action {type(act).__name__}")
