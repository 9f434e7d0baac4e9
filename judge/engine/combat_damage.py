"""The combat damage step (310), first strike (502.2) and trample (502.9).

When a combat damage step begins, the active player announces how each attacking creature
assigns its combat damage, then the defending player does for each blocking creature
(310.1). Where the rules leave a division to the player (several blockers, trample, a
creature blocking several attackers), the scenario's ``assigns`` line answers; a division
left open is an open choice. Where only one assignment is legal there is no choice.
All assignments go on the stack as one object (310.2); it can't be countered (310.3) and
is dealt as assigned when it resolves (310.4).
"""

from __future__ import annotations

import re
from typing import Optional, Union

from judge.cards.english import possessive, quoted
from judge._speed.fastdataclass import dataclass_for
from judge.dsl.ast import AssignDamage
from judge.cards import ir
from judge.engine import banding, combat_state, events, evasion
from judge.engine.characteristics import decided_by, effect_rule, printed
from judge.engine.decider import OpenChoice, Option, choose, current_line, interchangeable_key, remembered, where_to_settle, yes_no
from judge.engine.kinds import ChoiceKind, EventKind, ShieldKind, StackKind
from judge.engine.outcome import Choice
from judge.engine.game import Game
from judge.engine.objects import StackObject
from judge.engine.priority import give_priority, prune
from judge.engine.refs import resolve_ref
from judge.engine.targets import names_match
from judge.engine.triggers import abilities_taken, not_triggered
from judge.errors import JudgeError
from judge.zones import Zone

dataclass = dataclass_for("engine")


@dataclass(frozen=True)
class Assigned:
    """``amount`` combat damage from ``source`` to a creature (``obj``) or a player."""

    source: int
    source_name: str
    amount: int
    obj: Optional[int] = None
    player: Optional[str] = None
    #: ``obj`` was in combat as the damage was assigned — False for a creature Cunning Giant's card
    #: lets its damage go to (103.1): it never was, so it can't have left combat.
    in_combat: bool = True

    def to_text(self, game: Game) -> str:
        return f"{self.source_name} deals {self.amount} to {self.player if self.player else game.describe(self.obj)}"


def _power(game: Game, oid: int) -> int:
    return game.chars(oid).power or 0


def _lethal_needed(game: Game, oid: int, already: int) -> int:
    """Damage still needed for lethal damage (glossary "Lethal Damage"; 502.9e: the actual
    toughness only), counting damage already marked and damage already assigned to it."""
    ch = game.chars(oid)
    t = ch.toughness or 0
    return max(t - game.objects[oid].damage - already, 0)


# --------------------------------------------------------------------------- finding the lines


def _assign_lines(game: Game) -> list[tuple[int, AssignDamage]]:
    """The block of unconsumed ``assigns`` lines right after the current action."""
    d = game.decider
    if d is None or not hasattr(d, "actions"):
        return []
    out = []
    i = d.cursor + 1
    while i < len(d.actions):
        if i in d.consumed:
            i += 1
            continue
        act = d.actions[i]
        if not isinstance(act, AssignDamage):
            break
        out.append((i, act))
        i += 1
    return out


def _all_to_player(game: Game, line, dp: str, power: int, refusal: str) -> None:
    """A written assignment line for an attacker whose combat damage all goes to the defending
    player (unblocked, 310.1b; as though unblocked, Outmaneuver): anything else is refused."""
    if line is not None:
        got = _read_line(game, line, dp)
        if any(t != dp for t, _ in got) or sum(n for _, n in got) != power:
            raise game.error(line.span, refusal)


def _line_for(game: Game, player: str, oid: int, why: str = "") -> Optional[AssignDamage]:
    """The scenario's ``assigns`` line for ``oid``'s combat damage, which ``player`` makes (its
    controller, 310.1; or the player banding lets choose, ``why``)."""
    for i, act in _assign_lines(game):
        try:
            src = resolve_ref(game, act.source, zone=Zone.IN_PLAY)
        except JudgeError:
            continue
        if src == oid:
            if act.player != player:
                raise game.error(act.span, f"{act.player} can't assign {possessive(game.describe(oid))} combat damage: "
                                           + (why if why else f"its controller {player} does (310.1)"))
            game.decider.consumed.add(i)
            if act.span is not None:
                game.tracer.line = act.span.line  # the division is traced at its own line
            return act
    return None


def _read_line(game: Game, act: AssignDamage, dp: str) -> list[tuple[Union[int, str], int]]:
    out: list[tuple[Union[int, str], int]] = []
    for da in act.assignments:
        t = resolve_ref(game, da.target, allow_player=True, what="a recipient of combat damage")
        if da.amount < 0:
            raise game.error(da.span, "combat damage can't be negative")
        out.append((t, da.amount))
    return out


def _example(game: Game, player: str, src: int, recipients: list, power: int, dp: Optional[str],
             so_far: tuple | list = ()) -> str:
    parts = []
    left = power
    for r in recipients:
        if left <= 0:
            break
        need = _lethal_needed(game, r, _assigned_to(so_far, r))
        if need <= 0 and dp is not None:
            continue  # already lethal (502.9f)
        need = max(need, 1)
        give = min(need, left)
        parts.append([r, give])
        left -= give
    if left > 0:
        if dp is not None:
            parts.append([dp, left])
        elif parts:
            parts[-1][1] += left
    o = game.objects[src]
    who = f"@{possessive(o.label)}" if o.label else f"{possessive(o.name)}"

    def nm(r):
        if isinstance(r, str):
            return r
        x = game.objects[r]
        return f"@{x.label}" if x.label else x.name

    return f"{player} assigns {who} damage: " + ", ".join(f"{n} to {nm(r)}" for r, n in parts)


#: The most divisions of one creature's combat damage enumerated when the scenario leaves
#: the assignment open; past it the scenario must state it.
MAX_DIVISIONS = 4096


def _divisions(power: int, slots: int):
    """Every way to divide ``power`` among ``slots`` recipients (each 0 or more), in order."""
    if slots == 1:
        yield (power,)
        return
    for first in range(power, -1, -1):
        for rest in _divisions(power - first, slots - 1):
            yield (first,) + rest


def _explore_division(game: Game, player: str, src: int, recipients: list, power: int, dp: Optional[str], rule: str,
                      so_far: tuple | list = ()) -> Optional[list]:
    """An assignment the scenario leaves open, explored when the decider explores: every
    legal division of the damage is an outcome (310.1c; with trample the defending player
    ``dp`` gets damage only when every blocker is assigned lethal damage, 502.9b). None when
    not exploring (the caller raises the open choice)."""
    from math import comb

    d = game.decider
    if not getattr(d, "explores", False):
        return None
    targets: list = list(recipients) + ([dp] if dp else [])
    if comb(power + len(targets) - 1, len(targets) - 1) > MAX_DIVISIONS:
        raise JudgeError(f"{current_line(game)}: {possessive(game.describe(src))} {power} combat damage can be divided among "
                         f"{len(targets)} recipients in more than {MAX_DIVISIONS:,} ways; state the assignment with a "
                         f"line such as `{_example(game, player, src, recipients, power, dp, so_far)}`")

    def divisions() -> tuple[list, list]:
        options, seen = [], set()
        for split in _divisions(power, len(targets)):
            if dp and split[-1] > 0 and any(_lethal_needed(game, r, _assigned_to(so_far, r) + n) > 0
                                            for r, n in zip(recipients, split)):
                continue  # 502.9b: the player only once every blocker has lethal damage
            key = tuple(sorted((repr(interchangeable_key(game, t)), n) for t, n in zip(targets, split)))
            if key in seen:  # 2 and 1 to two interchangeable blockers is 1 and 2: one outcome
                continue
            seen.add(key)
            options.append([(t, n) for t, n in zip(targets, split)])
        labels = [", ".join(f"{n} to {t if isinstance(t, str) else game.describe(t)}" for t, n in o if n)
                  or "no damage" for o in options]
        return options, labels

    # the same at this point of every run of the exploration: listed once (decider.remembered)
    options, labels = remembered(game, f"divisions of {possessive(src)} {power} damage after {tuple(so_far)}", divisions)
    sel = d.take(Choice(player, ChoiceKind.PICK, f"how {game.describe(src)} assigns its {power} combat damage", tuple(labels),
                        rule=rule), [(i,) for i in range(len(options))])
    if sel is None:
        return None
    game.tracer.step(f"{player} chooses how {game.describe(src)} assigns its combat damage: {labels[sel[0]]} (one of "
                     f"the outcomes explored: every legal division is one)", rule, kind="choice")
    return options[sel[0]]


def _open(game: Game, player: str, src: int, recipients: list, power: int, dp: Optional[str], rule: str, why: str,
          so_far: tuple | list = ()):
    labels = [game.describe(r) for r in recipients] + ([dp] if dp else [])
    raise OpenChoice(
        f"{current_line(game)}: open choice: {player} must choose how {game.describe(src)} assigns its {power} combat damage "
        f"({why}); legal recipients: {', '.join(labels)}. Settle it with a line such as "
        f"`{_example(game, player, src, recipients, power, dp, so_far)}` {where_to_settle(game)} (rule {rule}).",
        player, "combat damage assignment", labels)


# --------------------------------------------------------------------------- the step


def damage_step(game: Game) -> None:
    """310.1-310.2 for one combat damage step (502.2b: the first of two if a creature has first strike)."""
    c = combat_state.get(game)
    ap = game.turns.active
    dp = c.defending
    prune(game)
    atk = combat_state.attackers(game)
    blk = combat_state.all_blockers(game)
    everyone = atk + [b for b in blk if b not in atk]
    second = c.damage_steps >= 1
    strikers = [] if second else [x for x in everyone if game.chars(x).has_keyword("first strike")]
    game.combat.begin_damage_step(second_follows=bool(strikers))
    with game.tracer.nest(f"The combat damage step begins: {ap} announces the attacking creatures' combat damage, then "
                          f"{dp} the blocking creatures'", "310.1", kind="combat"):
        if not second:
            if strikers:
                game.tracer.step(f"{_names(game, strikers)} {'has' if len(strikers) == 1 else 'have'} first strike: only "
                                 f"creatures with first strike assign combat damage now; a second combat damage step "
                                 f"follows for the others", "502.2b", kind="combat")
                dealers = strikers
            else:
                dealers = everyone
        else:
            dealers = [x for x in everyone if x not in c.assigned]
            skipped = [x for x in everyone if x in c.assigned]
            game.tracer.step("The second combat damage step: the creatures that didn't assign combat damage in the first "
                             "one assign theirs now" + (f"; {_names(game, skipped)} already did and won't again, whatever "
                                                        f"first strike {'it has' if len(skipped) == 1 else 'they have'} now"
                                                        if skipped else ""),
                             "502.2b", "502.2c", kind="combat")
            gained = [x for x in dealers if game.chars(x).has_keyword("first strike")]
            if gained:
                game.tracer.step(f"{_names(game, gained)} {'has' if len(gained) == 1 else 'have'} first strike now but "
                                 f"didn't assign combat damage in the first step: adding first strike doesn't prevent "
                                 f"{'it' if len(gained) == 1 else 'them'} from dealing combat damage now", "502.2c",
                                 kind="combat")
        out: list[Assigned] = []
        line_before = game.tracer.line
        # 502.9f: damage from attackers without trample may make a trampler's blocker lethal,
        # so theirs is announced first and counted.
        tramplers = [a for a in atk if game.chars(a).has_keyword("trample")]
        for a in [a for a in atk if a not in tramplers] + tramplers:
            if a in dealers:
                game.tracer.line = line_before
                out += _assign_attacker(game, a, dp, out)
        game.tracer.line = line_before
        _check_trample(game, out, dp)
        for b in blk:
            if b in dealers:
                game.tracer.line = line_before
                out += _assign_blocker(game, b)
        game.tracer.line = line_before
        game.combat.note_damage_assigned(dealers)
        if out:
            so = StackObject(id=game.tally.new_id(), kind=StackKind.COMBAT_DAMAGE, controller=ap, name="Combat damage",
                             assignments=tuple(out),
                             text="; ".join(x.to_text(game) for x in out))
            game.stack.push(so)
            game.tracer.step(f"All combat damage goes on the stack as a single object ({so.text}); it isn't a spell or "
                             f"ability and can't be countered", "310.2", "310.3", "408.1g", kind="combat")
        else:
            game.tracer.step("No creature assigns combat damage in this step", "310.1a", kind="combat")
    with game.tracer.nest(f"{ap} receives priority" + (" with the combat damage on the stack" if out else ""), "310.2",
                          kind="phase"):
        give_priority(game, ap)


def _names(game, oids):
    return combat_state.names_of(game, oids)


def _assigned_to(so_far, oid: int) -> int:
    return sum(x.amount for x in so_far if x.obj == oid)


def _assigns_none(game: Game, oid: int, chooser: str, dp: str) -> bool:
    """Whether ``oid`` is under "assigns no combat damage this turn" (Ophidian, the Laccoliths:
    ir.AssignsNoCombatDamage): its card overrides 310.1a (103.1), so it assigns none — nothing
    would be dealt, so no prevention effect applies to it or is used up (419.1: said where a shield
    that would have applied to its damage is in force). Said in the trace, with the ability that
    says so; an assignment line for it is refused."""
    hits = evasion.rules_affecting(game, oid, ir.AssignsNoCombatDamage)
    if not hits:
        return False
    name = game.describe(oid)
    line = _line_for(game, chooser, oid)
    if line is not None and any(n for _, n in _read_line(game, line, dp)):
        raise game.error(line.span, f"{name} assigns no combat damage this turn ({hits[0].describe(game)}; 310.1a, 103.1)")
    game.tracer.step(f"{name} assigns no combat damage this turn ({hits[0].describe(game)}) — the "
                     f"card overrides the rule that a creature assigns combat damage equal to its power", "310.1a", "103.1",
                     kind="damage")
    shields = _shields_on_damage_from(game, oid)
    if shields:  # (why a shield that would have applied to its damage prevents nothing: said only where one is)
        game.tracer.step(f"{name} deals no combat damage, so no damage would be dealt and no prevention effect applies "
                         f"to it: {'; '.join(shields)} prevent{'s' if len(shields) == 1 else ''} nothing and "
                         f"{'is' if len(shields) == 1 else 'are'} not used up", "419.1", kind="prevent")
    return True


def _shields_on_damage_from(game: Game, oid: int) -> list[str]:
    """The prevention shields in force (419.1) that would apply to combat damage ``oid`` could
    deal — to a player or to a creature in play — each named by its source."""
    tos = [events.Event(EventKind.DAMAGE, player=p.name, amount=1, source=oid, combat=True) for p in game.players]
    tos += [events.Event(EventKind.DAMAGE, obj=o, amount=1, source=oid, combat=True) for o in game.in_play
            if o != oid and "creature" in game.chars(o).types]
    out = []
    for r in game.replacements.items:
        if r.kind is ShieldKind.PREVENTION and r.event == EventKind.DAMAGE and not r.used_up \
                and any(events._shields(game, r, e) for e in tos) and f"{possessive(r.text)} shield" not in out:
            out.append(f"{possessive(r.text)} shield")
    return out


def _to_defenders_creature(game: Game, a: int, ap: str, dp: str, power: int) -> Optional[list[Assigned]]:
    """Cunning Giant, unblocked: ``ap`` may have all its combat damage assigned to one creature ``dp``
    controls instead of to ``dp`` (the card overrides 310.1b, 103.1) — the scenario's ``assigns``
    line says which, or the choice is open. None: the damage goes to ``dp`` as 310.1b says."""
    hits = evasion.rules_affecting(game, a, ir.AssignToDefendersCreature)
    if not hits:
        return None
    name = game.describe(a)
    cands = [o for o in game.in_play if game.controller_of(o) == dp and "creature" in game.chars(o).types]
    if not cands:
        game.tracer.step(f"{name} is unblocked; its card lets {ap} assign its combat damage to a creature {dp} controls "
                         f"({hits[0].describe(game)}), but {dp} controls no creature: it is assigned to {dp}",
                         "103.1", "310.1b", kind="damage")
        return None
    line = _line_for(game, ap, a)
    if line is not None:
        got = [(t, n) for t, n in _read_line(game, line, dp) if n]
        if len(got) != 1 or got[0][1] != power or got[0][0] != dp and got[0][0] not in cands:
            raise game.error(line.span, f"{name} is unblocked: all its {power} combat damage is assigned to {dp} (310.1b) "
                                        f"or, as its card lets {ap}, all of it to one creature {dp} controls (103.1)")
        pick = got[0][0]
    else:
        opts = [Option(dp, dp, lambda v: names_match(v, {dp}))]
        opts += [Option(game.describe(o), o, lambda v, o=o: names_match(v, {game.objects[o].name} | (
            {"@" + game.objects[o].label} if game.objects[o].label else set()))) for o in cands]
        pick = choose(game, ap, f"where {possessive(name)} combat damage is assigned: {dp} or a creature {dp} controls", opts,
                      rule="103.1", forced_ok=False)[0]
    if pick == dp:
        game.tracer.step(f"{name} is unblocked; its card lets {ap} assign its combat damage to a creature {dp} controls "
                         f"({hits[0].describe(game)}), but {ap} doesn't", "103.1", "310.1b", kind="damage")
        return None
    game.tracer.step(f"{name} is unblocked; its card lets {ap} assign all its {power} combat damage to a creature {dp} "
                     f"controls instead of to {dp} ({hits[0].describe(game)}): it is assigned to {game.describe(pick)}",
                     "103.1", "310.1b", kind="damage")
    return [Assigned(a, name, power, obj=pick, in_combat=False)]


def _defender_assigns(game: Game, dp: str):
    """The rule by which ``dp``, the player attacked, assigns the combat damage of each creature
    attacking him or her (Defensive Formation: 103.1 over 310.1c), or None."""
    return next((hit for hit in evasion.rules_affecting(game, None, ir.DefenderAssignsCombatDamage)
                 if evasion.controller_of_rule(game, hit) == dp), None)


def _assign_attacker(game: Game, a: int, dp: str, so_far: tuple | list = ()) -> list[Assigned]:
    ap = game.controller_of(a) or game.turns.active
    name = game.describe(a)
    power = _power(game, a)
    o = game.objects[a]
    trample = game.chars(a).has_keyword("trample")
    if _assigns_none(game, a, ap, dp):
        return []
    if power <= 0:
        line = _line_for(game, ap, a)
        game.tracer.step(f"{name} has power {power}: it assigns no combat damage{_below_zero(power)}", "310.1a",
                         kind="combat")
        if line is not None and any(n for _, n in _read_line(game, line, dp)):
            raise game.error(line.span, f"{name} has power {power} and assigns no combat damage (310.1a)")
        return []
    if not o.blocked:
        onto = _to_defenders_creature(game, a, ap, dp, power)
        if onto is not None:
            return onto
        _all_to_player(game, _line_for(game, ap, a), dp, power, f"{name} is unblocked: it assigns all its {power} "
                                                                 f"combat damage to the defending player {dp} (310.1b)")
        game.tracer.step(f"{name} is unblocked: it assigns all its {power} combat damage to {dp}", "310.1a", "310.1b", kind="damage")
        return [Assigned(a, name, power, player=dp)]
    cur = combat_state.blockers_of(game, a)
    must = evasion.rules_affecting(game, a, ir.AssignsAsThoughUnblocked)
    if must:  # Outmaneuver: no choice, the card says it does (103.1 over 310.1c)
        _all_to_player(game, _line_for(game, ap, a), dp, power,
                       f"{name} assigns all its {power} combat damage to the defending player {dp} as though it "
                       f"weren't blocked ({must[0].describe(game)}; 103.1)")
        game.tracer.step(f"{name} is blocked, but it assigns all its {power} combat damage to {dp} as though it weren't "
                         f"blocked ({must[0].describe(game)}): the card overrides the rule", "103.1", "310.1c",
                         kind="damage")
        return [Assigned(a, name, power, player=dp)]
    if evasion.rules_affecting(game, a, ir.AssignAsThoughUnblocked) and yes_no(
            game, ap, f"whether {name} assigns its combat damage as though it weren't blocked", "103.1"):
        game.tracer.step(f"{name} is blocked, but its card lets {ap} assign all its {power} combat damage to {dp} as "
                         f"though it weren't blocked: the card overrides the rule", "103.1", "310.1c", kind="damage")
        return [Assigned(a, name, power, player=dp)]
    if not cur:
        c = combat_state.get(game)
        # blocked by an effect (Fog Patch): no creature ever blocked it (glossary "Blocked Creature")
        by_effect = c is None or not any(x == a for _, x in c.blocks)
        why = "it was made blocked by an effect and no creature blocks it" if by_effect else \
            "no creature is blocking it any more"
        if trample:
            line = _line_for(game, ap, a)
            game.tracer.step(f"{name} is blocked, but {why}; it has trample, so it assigns all its {power} combat damage "
                             f"to {dp}", "502.9c", kind="damage")
            return [Assigned(a, name, power, player=dp)]
        line = _line_for(game, ap, a)
        if line is not None and any(n for _, n in _read_line(game, line, dp)):
            raise game.error(line.span, f"{name} is blocked but {why}: it assigns no combat damage (310.1c)")
        game.tracer.step(f"{name} is blocked, but {why}: it assigns no combat damage (it remains blocked)",
                         "310.1c", "309.4", kind="damage")
        return []
    c = combat_state.get(game)
    gone = [b for b, x in c.blocks if x == a and b not in cur] if c is not None else []
    if trample and gone:
        game.tracer.step(f"{name} has trample and ignores {_names(game, gone)}, which can no longer have damage "
                         f"assigned to {'it' if len(gone) == 1 else 'them'}", "502.9d", kind="damage")
    banded = banding.damage_chooser(game, a, cur)
    chooser, why_banded = ap, ""
    if banded is not None and (len(cur) > 1 or trample and power > _lethal_needed(game, cur[0], _assigned_to(so_far, cur[0]))):
        chooser = banded[0]
        why_banded = banding.chooser_words(game, a, chooser, banded[1], True)
        game.tracer.step(why_banded, "310.1c", "310.1", kind="damage")
    if len(cur) > 1 or trample and power > _lethal_needed(game, cur[0], _assigned_to(so_far, cur[0])):
        formation = _defender_assigns(game, dp)
        if formation is not None and chooser != dp:
            # Defensive Formation (added, session 65, h5): the player attacked divides it, not its controller
            chooser = dp
            why_banded = (f"{dp} assigns {possessive(name)} combat damage, not its controller {ap} ({formation.describe(game)}): "
                          f"the card overrides the rule")
            game.tracer.step(why_banded, "103.1", "310.1c", kind="damage")
    line = _line_for(game, chooser, a, why_banded)
    if len(cur) == 1 and (not trample or power <= _lethal_needed(game, cur[0], _assigned_to(so_far, cur[0]))):
        b = cur[0]
        if line is not None:
            got = _read_line(game, line, dp)
            if [(t, n) for t, n in got if n] != [(b, power)]:
                raise game.error(line.span, f"{name} is blocked only by {game.describe(b)}: all its {power} combat damage "
                                            f"is assigned to it (310.1c{', 502.9b' if trample else ''})")
        rules = ("310.1c", "502.9b") if trample else ("310.1c", "310.1a")
        lost = None if trample else _lost_trample(game, a, dp)
        game.tracer.step(f"{name} assigns all its {power} combat damage to {game.describe(b)}, the only creature blocking "
                         f"it" + (" (with trample, any damage beyond lethal could go to the player, but there is none "
                                  "beyond lethal)" if trample else lost[0] if lost else ""),
                         *rules, *(lost[1] if lost else ()), kind="damage")
        return [Assigned(a, name, power, obj=b)]
    rule = "502.9b" if trample else "310.1c"
    if line is None:
        explored = _explore_division(game, chooser, a, cur, power, dp if trample else None, rule, so_far)
        if explored is None:
            why = (f"it has trample and is blocked by {_names(game, cur)}" if trample
                   else f"it is blocked by {_names(game, cur)}; {chooser} divides its damage among them")
            if why_banded:
                why += f"; {why_banded}"
            _open(game, chooser, a, cur, power, dp if trample else None, rule, why, so_far)
        got = explored
    else:
        got = _read_line(game, line, dp)
    total = sum(n for _, n in got)
    for t, n in got:
        if t == dp and trample:
            continue
        if t not in cur:
            legal = _names(game, cur) + (f" and {dp}" if trample else "")
            raise game.error(line.span, f"{game.describe(t) if isinstance(t, int) else t} can't be assigned {possessive(name)} "
                                        f"combat damage: only {legal} can ({rule})")
    if total != power:
        raise game.error(line.span, f"{name} assigns combat damage equal to its power, {power}, not {total} (310.1a)")
    res = []
    for t, n in got:
        if n == 0:
            continue
        res.append(Assigned(a, name, n, player=t) if isinstance(t, str) else Assigned(a, name, n, obj=t))
    text = ", ".join(f"{n} to {t if isinstance(t, str) else game.describe(t)}" for t, n in got if n)
    if trample:
        game.tracer.step(f"{chooser} divides {possessive(name)} {power} combat damage: {text} (trample modifies how an attacking "
                         f"creature's damage is assigned)", "502.9b", "502.9a", kind="damage")
    else:
        game.tracer.step(f"{chooser} divides {possessive(name)} {power} combat damage: {text}", "310.1c", "310.1a", kind="damage")
    return res


def _check_trample(game: Game, out: list[Assigned], dp: str) -> None:
    """502.9b: damage goes to the defending player only if every creature blocking the
    trampler is assigned lethal damage — counting what other attackers assign to it
    (502.9f) and damage already marked on it; 502.9e: actual toughness only."""
    for x in out:
        if x.player is None or not game.objects[x.source].blocked:
            continue
        a = x.source
        if not game.chars(a).has_keyword("trample"):
            continue
        cur = combat_state.blockers_of(game, a)
        if not cur:
            continue
        short = []
        for b in cur:
            got = sum(y.amount for y in out if y.obj == b)
            if _lethal_needed(game, b, got) > 0:
                short.append((b, got))
        if short:
            b, got = short[0]
            ch = game.chars(b)
            raise JudgeError(f"{current_line(game)}: {game.describe(a)} (trample) can't assign damage to {dp}: "
                             f"{game.describe(b)} (toughness {ch.toughness}, {game.objects[b].damage} damage already) "
                             f"is assigned only {got}, not lethal damage (502.9b)")
        others = [y for y in out if y.source != a and y.obj in cur]
        if others:
            game.tracer.step(f"{game.describe(a)} has trample: with the damage assigned to {_names(game, cur)} by "
                             f"{_names(game, list(dict.fromkeys(y.source for y in others)))} counted, every creature "
                             f"blocking it is assigned lethal damage, so the rest may go to {dp}", "502.9f", "502.9b",
                             kind="damage")
        else:
            marked = [b for b in cur if game.objects[b].damage]
            why = ("its actual toughness" if not marked else
                   "its actual toughness less the damage already marked on it: " + ", ".join(
                       f"{game.describe(b)} {game.chars(b).toughness} - {game.objects[b].damage}" for b in marked))
            game.tracer.step(f"{game.describe(a)} has trample: every creature blocking it is assigned lethal damage "
                             f"({why}), so the rest goes to {dp}", "502.9b", "502.9e",
                             *(("420.5c",) if marked else ()), kind="damage")


def _assign_blocker(game: Game, b: int) -> list[Assigned]:
    dp = game.controller_of(b) or game.opponent(game.turns.active)
    name = game.describe(b)
    power = _power(game, b)
    atk = combat_state.blocked_by(game, b)
    banded = banding.damage_chooser(game, b, atk) if len(atk) > 1 and power > 0 else None
    chooser, why_banded = dp, ""
    if banded is not None:
        chooser = banded[0]
        why_banded = banding.chooser_words(game, b, chooser, banded[1], False)
    line = _line_for(game, chooser, b, why_banded)
    if atk and game.chars(b).has_keyword("trample"):
        game.tracer.step(f"{name} has trample, but a creature with trample has no special abilities when blocking",
                         "502.9a", kind="combat")
    if game.objects[b].tapped and atk:
        game.tracer.step(f"{name} is tapped, but tapping a blocker doesn't remove it from combat or stop it from "
                         f"dealing combat damage", "306.2", kind="combat")
    if atk and _assigns_none(game, b, chooser, dp):
        return []
    if power <= 0:
        game.tracer.step(f"{name} has power {power}: it assigns no combat damage{_below_zero(power)}", "310.1a",
                         kind="combat")
        return []
    if not atk:
        if line is not None and any(n for _, n in _read_line(game, line, dp)):
            raise game.error(line.span, f"{name} isn't blocking any creature any more: it assigns no combat damage (310.1d)")
        game.tracer.step(f"{name} isn't blocking any creature any more (removed from combat or gone): it assigns no "
                         f"combat damage", "310.1d", kind="damage")
        return []
    if len(atk) == 1:
        a = atk[0]
        if line is not None:
            got = _read_line(game, line, dp)
            if [(t, n) for t, n in got if n] != [(a, power)]:
                raise game.error(line.span, f"{name} blocks only {game.describe(a)}: all its {power} combat damage is "
                                            f"assigned to it (310.1d)")
        game.tracer.step(f"{name} assigns all its {power} combat damage to {game.describe(a)}, the creature it blocks",
                         "310.1a", "310.1d", kind="damage")
        return [Assigned(b, name, power, obj=a)]
    if why_banded:
        game.tracer.step(why_banded, "310.1d", "310.1", kind="damage")
    if line is None:
        # a division the scenario leaves open is explored, each legal division an outcome: the
        # banding player's among a band, and the blocker's own controller's where it blocks
        # several attackers (309.1, 103.1: an exploration declares such blocks too)
        got = _explore_division(game, chooser, b, atk, power, None, "310.1d")
        if got is None:
            _open(game, chooser, b, atk, power, None, "310.1d", f"it blocks {_names(game, atk)}; {chooser} divides its "
                                                                f"damage among them" + (f"; {why_banded}" if why_banded else ""))
    else:
        got = _read_line(game, line, dp)
    for t, n in got:
        if t not in atk:
            raise game.error(line.span, f"{game.describe(t) if isinstance(t, int) else t} can't be assigned {possessive(name)} combat "
                                        f"damage: only {_names(game, atk)} can (310.1d)")
    if sum(n for _, n in got) != power:
        raise game.error(line.span, f"{name} assigns combat damage equal to its power, {power} (310.1a)")
    text = ", ".join(f"{n} to {game.describe(t)}" for t, n in got if n)
    game.tracer.step(f"{chooser} divides {possessive(name)} {power} combat damage: {text}", "310.1d", "310.1a", kind="damage")
    return [Assigned(b, name, n, obj=t) for t, n in got if n]


# --------------------------------------------------------------------------- resolution (310.4)


def resolve(game: Game, so: StackObject) -> None:
    """310.4: combat damage is dealt as originally assigned, even if its source left play or
    changed; the source is the creature as it is now or as it last existed; damage assigned
    to a creature no longer in play isn't dealt."""
    game.stack.pop(so)
    with game.tracer.nest("The combat damage is dealt as it was assigned", "310.4", kind="damage"):
        hits = []  # dealt at once, one event (310.2: a single entry), once every assignment is looked at
        for x in so.assignments:
            src_here = game.exists(x.source) and game.objects[x.source].zone == Zone.IN_PLAY
            if not src_here:
                game.tracer.step(f"{x.source_name} is no longer in play: its damage is still dealt, by the creature as it "
                                 f"last existed", "310.4", kind="damage")
            if x.obj is not None and not (game.exists(x.obj) and game.objects[x.obj].zone == Zone.IN_PLAY):
                game.tracer.step(f"{game.describe(x.obj)} is no longer in play: the {x.amount} damage assigned to it "
                                 f"isn't dealt", "310.4", kind="damage")
                continue
            if src_here and not (game.objects[x.source].attacking or game.objects[x.source].blocking):
                game.tracer.step(f"{game.describe(x.source)} has left combat, but the damage it assigned is already on "
                                 f"the stack and is still dealt (glossary \"Removed from Combat\")", "310.4", kind="damage")
            if x.obj is not None and x.in_combat and not (game.objects[x.obj].attacking or game.objects[x.obj].blocking):
                game.tracer.step(f"{game.describe(x.obj)} has left combat, but the damage assigned to it is still dealt "
                                 f"(glossary \"Removed from Combat\")", "310.4", kind="damage")
            name = game.describe(x.source) if src_here else x.source_name
            hits.append((x.source, name, x.amount, x.obj, x.player))
        dealt = events.deal_combat_damage(game, hits)  # (what isn't lethal is said as state-based effects are checked: sba)
        if dealt and abilities_taken(game):
            not_triggered().own_damage_triggers_lost(game, dealt)


def stack_item(game: Game, item) -> StackObject:
    """A ``combat damage:`` stack item of the scenario (already assigned, 310.2)."""
    out = []
    for da in item.assignments:
        if da.source is None:
            raise game.error(da.span, "each combat damage assignment names its source (`@bears deals 2 to @wall`)")
        src = resolve_ref(game, da.source, what="the source of combat damage")
        if isinstance(src, str):
            raise game.error(da.span, "a player doesn't deal combat damage")
        t = resolve_ref(game, da.target, allow_player=True, what="a recipient of combat damage")
        name = game.describe(src)
        out.append(Assigned(src, name, da.amount, player=t) if isinstance(t, str) else Assigned(src, name, da.amount, obj=t))
    return StackObject(id=game.tally.new_id(), kind=StackKind.COMBAT_DAMAGE, controller=item.controller or game.turns.active, name="Combat damage",
                       assignments=tuple(out), text="; ".join(x.to_text(game) for x in out))


def _below_zero(power: int) -> str:
    """A power less than zero in an assignment: "treated as zero for all purposes except adding to
    or subtracting from it" (glossary "Number") — Flying Men under Despondency, -1/1."""
    return " (a power less than zero is treated as zero: glossary \"Number\")" if power < 0 else ""


def _lost_trample(game: Game, a: int, dp: str) -> Optional[tuple[str, tuple[str, ...]]]:
    """Why a blocked creature whose card has trample assigns nothing to the defending player: an
    effect took its trample (Vintara Elephant's own "{3}: Vintara Elephant loses trample until end of
    turn", played by Bob; audit 8480) — the words after its step and the rules, or None."""
    obj = game.objects[a]
    if not any(k.name == "trample" for k in printed(game, obj).keywords):
        return None
    eff = decided_by(game, obj, lambda ch: ch.has_keyword("trample"))
    if eff is None:
        return None
    by = f"{game.describe(eff.source)}: " if eff.source is not None and eff.source in game.objects else ""
    text = re.split(r"[,(]", eff.text or "")[0].strip()
    return (f" — it has lost trample ({by}{quoted(text) if text else 'an effect'}), so none of it can be assigned to "
            f"{dp} (502.9b)", ("502.9b", "407.1", effect_rule(game, eff)))
