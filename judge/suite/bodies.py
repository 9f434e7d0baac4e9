"""Each kind of expectation body checked on one outcome: where objects are and what they are
like, life totals, zone sizes, the stack, the game's result (resolved against the outcome's
final state) and the rules the trace cites.

Objects
-------
A :class:`~judge.dsl.ast.Ref` is resolved against ``FinalState.objects`` (and the stack
for ``zone == "stack"``): a label matches the object with that label (labels win over
names); a name matches every object of that name, restricted by the Ref's own ``player``
(owner or controller) and ``zone``. A name matching several objects is an *ambiguity
error* pointing at the expectation's line, except for negated expectations (``expect
Grizzly Bears not in play``), which hold when no matching object satisfies the body.

Rule citations
--------------
``expect trace cites 420.5`` holds when 420.5 or one of its subrules (420.5c) is cited
anywhere in the trace; ``does not cite`` fails if any of them is. ``Glossary "Exchange"``
among them holds when a step cites that glossary entry (judge.suite.glossary).
"""

from __future__ import annotations

import re
from typing import Any, Optional, Sequence

from judge.cards.english import possessive
from judge._speed.fastdataclass import dataclass_for
from judge.dsl.ast import (
    Counter,
    ExpectCites,
    ExpectGameResult,
    ExpectLife,
    ExpectPoison,
    ExpectCount,
    ExpectObject,
    ExpectPool,
    ExpectPrevented,
    ExpectPriority,
    ExpectStack,
    ExpectZoneCount,
    Prop,
    Ref,
)
from judge.dsl import modern
from judge.engine.kinds import ShieldKind
from judge.engine.outcome import FinalState, ObjectView, Outcome, StackView
from judge.suite.describe import describe_where, located
from judge.zones import ZONE_WORDS, Zone
from judge.suite.glossary import cited_terms, step_terms
from judge.suite.trace import CONTEXT_STEPS, ContextStep, cites, flatten, rule_key, step_context

dataclass = dataclass_for("suite")


class ExpectationError(Exception):
    """The expectation cannot be checked (ambiguous reference...)."""


@dataclass
class Verdict:
    """One body on one outcome: ``ok``, else what happened instead (``actual``) and what to
    look for in the trace for context."""

    ok: bool
    actual: str = ""  # what happened instead (when not ok)
    focus: tuple[str, ...] = ()  # words to look for in the trace for context
    also: tuple[str, ...] = ()  # ...preferably beside one of these words
    context: Optional[tuple[ContextStep, ...]] = None  # explicit context (overrides focus)


def _owner_or_controller(obj: ObjectView, player: str) -> bool:
    return obj.owner == player or obj.controller == player


def resolve(final: FinalState, ref: Ref, *, allow_many: bool = False) -> list[ObjectView]:
    """The objects ``ref`` names in ``final`` (not on the stack). A label resolves to its
    object; a name to every object of that name, narrowed by the Ref's player and zone.
    Several objects for one name is an ambiguity (an error) unless ``allow_many``."""
    # (the ref's label, or its name casefolded once, compared with each object's in place: a
    # call an object was ~188K calls of a suite pass, fifty-seventh session)
    label = ref.label
    if label:
        found = [o for o in final.objects if o.label == label]
    else:
        name = (ref.name or "").casefold()
        found = [o for o in final.objects if o.name.casefold() == name]
    if ref.player:
        found = [o for o in found if _owner_or_controller(o, ref.player)]
    if ref.zone:
        words = ZONE_WORDS[ref.zone]  # (the views say their zones' words)
        found = [o for o in found if o.zone == words]
    if len(found) > 1 and not allow_many and not ref.label:
        places = ", ".join(located(o) for o in found)
        raise ExpectationError(
            f"{ref} is ambiguous: {len(found)} objects have that name ({places}); "
            f"give them labels (`{ref.name} as @a`) and refer to the label"
        )
    return found


def _stack_matches(item: StackView, ref: Ref) -> bool:
    if ref.label:
        return item.label == ref.label
    return item.name.casefold() == (ref.name or "").casefold()


def _prop_holds(final: FinalState, obj: ObjectView, prop: Prop) -> tuple[bool, str]:
    """Whether ``prop`` holds of ``obj`` and, in words, the object's actual value."""
    kind, v = prop.kind, prop.value
    if kind == "damage":
        ok, actual = obj.damage == v, f"it has {obj.damage} damage"
    elif kind in ("power", "toughness", "pt") and obj.power is None and obj.toughness is None:
        # a noncreature has neither (audit 3430: Veil of Birds, "it is a None/None")
        ok, actual = False, "it has no power or toughness (it isn't a creature)"
    elif kind == "power":
        ok, actual = obj.power == v, f"its power is {obj.power}"
    elif kind == "toughness":
        ok, actual = obj.toughness == v, f"its toughness is {obj.toughness}"
    elif kind == "pt":
        have = f"{obj.power}/{obj.toughness}"
        ok, actual = have == str(v).replace(" ", ""), f"it is a {have}"
    elif kind in ("tapped", "untapped") and obj.zone != "in play":
        # only a permanent is tapped or untapped (audit 3632: "with untapped" held of a card in a
        # graveyard, an expectation that could never fail there)
        ok, actual = False, f"it is {located(obj)}, not in play: only a permanent is tapped or untapped"
    elif kind in ("tapped", "untapped"):
        ok = obj.tapped == (kind == "tapped")
        actual = "it is tapped" if obj.tapped else "it is untapped"
    elif kind == "controller":
        who = obj.controller or obj.owner
        ok, actual = who == str(v), f"its controller is {who}"
    elif kind == "owner":
        ok, actual = obj.owner == str(v), f"its owner is {obj.owner}"
    elif kind == "counters":
        counters = dict(obj.counters)
        if isinstance(v, Counter):
            have = counters.get(v.kind, 0)
            ok, actual = have == v.count, f"it has {have} {v.kind} counter{'s' if have != 1 else ''}"
        else:
            total = sum(counters.values())
            ok = total == v if isinstance(v, int) else bool(counters)
            actual = "it has " + (
                ", ".join(f"{n} {k}" for k, n in obj.counters) + " counters" if counters else "no counters"
            )
    elif kind == "ability":
        want = str(v).casefold().strip().rstrip(".")
        have = _ability_words(obj.abilities)
        ok = want in have
        era = modern.KEYWORDS.get(want)
        if era is not None and not ok:  # `ability reach`: the era's words for it
            ok = any(era in a for a in have)
            by = [source for word, source in obj.given if word == want]
            if by and not ok:  # a static ability's rule does it (Crystalline Sliver's shroud on each Sliver)
                ok = True
                v = f"{v} (the era's words: '{era}', by {' and '.join(by)}'s rule)"
            else:
                v = f"{v} (the era's words: '{era}')"
        actual = f"it has {v}" if ok else f"it does not have {v}"
        if not ok and obj.abilities:
            actual += f" (its abilities: {'; '.join(obj.abilities)})"
    elif kind == "attached":
        if v is None:
            ok = obj.attached_to is not None
        else:
            ref = v if isinstance(v, Ref) else Ref(name=str(v))
            targets = resolve(final, ref)
            ok = bool(targets) and obj.attached_to == targets[0].id
        host = next((o for o in final.objects if o.id == obj.attached_to), None)
        actual = f"it is attached to {_obj_name(host)}" if host else "it is not attached to anything"
    elif kind == "color":
        colors = [c.lower() for c in obj.colors]
        ok = (not colors) if v == "colorless" else str(v) in colors
        actual = f"it is {' and '.join(colors) if colors else 'colorless'}"
    elif kind == "type":
        have = [*obj.supertypes, *obj.types, *_whole_subtypes(obj)]
        ok = str(v).casefold() in {t.casefold() for t in have}
        actual = f"its types are {', '.join(t.capitalize() if t.islower() else t for t in have) or 'none'}"
    elif kind in ("attacking", "blocking", "blocked"):
        ok = bool(getattr(obj, kind))
        actual = f"it is {'' if ok else 'not '}{kind}"
    elif kind == "shields":
        ok, actual = obj.shields == v, f"it has {obj.shields} regeneration shield{'s' if obj.shields != 1 else ''}"
    else:
        raise ExpectationError(f"unknown property {kind!r}")
    if prop.negated:
        ok = not ok
    return ok, actual


def _whole_subtypes(obj: ObjectView) -> list[str]:
    """``obj``'s subtypes, each as a whole subtype of its type line. A noncreature enchantment's
    subtype is what it enchants (212.2b: "Enchant Creature" is a local enchantment whose subtype
    is "Creature"): it reads "Enchant Creature", so `type Creature` never takes it for the card
    type Creature, nor `type Wall` an "Enchant Wall" for a Wall; such an enchantment is also an
    "Aura", the later name of the era's local enchantments (214.8a)."""
    types = {t.casefold() for t in obj.types}
    if "enchantment" not in types or "creature" in types:
        return list(obj.subtypes)
    local = [f"Enchant {s}" for s in obj.subtypes if s.casefold() != "aura"]
    return local + (["Aura"] if local or "Aura" in obj.subtypes else [])


def _ability_words(abilities: Sequence[str]) -> set[str]:
    """Each ability's words, and each keyword of a line listing keywords ("flying, first strike").
    A line with a cost (":") or a longer phrase is one ability: its words aren't split, so "banding,
    flying, first strike, or trample" inside Urza's Avenger's "{0}: … gains your choice of …" gives it
    none of them (audit 5248: `with not ability flying` failed on the Avenger's own text)."""
    words: set[str] = set()
    for a in abilities:
        a = a.casefold().strip().rstrip(".")
        words.add(a)
        parts = [p.strip() for p in re.split(r"[,;]\s*", a) if p.strip()]
        if ":" not in a and all(len(p.split()) <= 4 for p in parts):
            words.update(parts)
    return words


def _obj_name(obj: Optional[ObjectView]) -> str:
    if obj is None:
        return "nothing"
    return f"{obj.name} (@{obj.label})" if obj.label else obj.name


def _object_fits(final: FinalState, obj: ObjectView, body: ExpectObject) -> tuple[bool, str]:
    """Whether the object is where the body says with every property; else what differs."""
    if body.zone is not None and obj.zone != ZONE_WORDS[body.zone]:  # (the view says its zone's words)
        return False, f"it is {located(obj)}"
    if body.player is not None:
        whose = (obj.controller or obj.owner) if obj.zone == "in play" else obj.owner
        if whose != body.player:
            return False, f"it is {located(obj)}"
    wrong = []
    for prop in body.props:
        ok, actual = _prop_holds(final, obj, prop)
        if not ok:
            wrong.append(actual)
    if wrong:
        # (two properties of one kind failing say the same fact once: "with type Creature and type
        # Legend" on a land is "its types are Legendary, Land, Karakas", not that twice)
        return False, "; ".join(dict.fromkeys(wrong))
    return True, ""


def _check_object(body: ExpectObject, outcome: Outcome) -> Verdict:
    final = outcome.final
    ref = body.ref
    label = ref.label and f"@{ref.label}"  # (the name and the label that are said, without a generator's steps)
    focus = ((ref.name, label) if label else (ref.name,)) if ref.name else ((label,) if label else ())
    if body.zone is Zone.STACK:
        items = [s for s in final.stack if _stack_matches(s, ref)]
        if body.player:
            items = [s for s in items if s.controller == body.player]
        if ref.label:
            focus += tuple(s.name for s in items)
        present = bool(items) and not body.props
        if body.negated:
            return Verdict(not items, f"{ref} is on the stack", focus)
        if present:
            return Verdict(True)
        if body.props:
            raise ExpectationError("properties of objects on the stack cannot be checked")
        objs = resolve(final, ref, allow_many=True)
        where = "; ".join(f"it is {located(o)}" for o in objs) or f"there is no {ref} in the game"
        return Verdict(False, where, focus)

    if body.negated:
        objs = resolve(final, ref, allow_many=True)
        bad = [o for o in objs if _object_fits(final, o, ExpectObject(ref, body.zone, body.player, body.props))[0]]
        if bad:
            o = bad[0]
            return Verdict(False, f"it is {located(o)}" + _status_words(o), focus + (o.name,))
        return Verdict(True)

    objs = resolve(final, ref)
    if not objs:
        on_stack = [s for s in final.stack if _stack_matches(s, ref)]
        if on_stack:
            return Verdict(False, "it is on the stack", focus)
        return Verdict(False, f"there is no {ref} in the game", focus)
    obj = objs[0]
    ok, actual = _object_fits(final, obj, body)
    return Verdict(ok, actual, focus + (obj.name,))


def _status_words(obj: ObjectView) -> str:
    bits = []
    if obj.zone == "in play":
        if obj.power is not None:
            bits.append(f"{obj.power}/{obj.toughness}")
        if obj.damage:
            bits.append(f"{obj.damage} damage")
        if obj.tapped:
            bits.append("tapped")
    return f" ({', '.join(bits)})" if bits else ""


# --------------------------------------------------------------------------- other bodies


def _check_life(body: ExpectLife, outcome: Outcome) -> Verdict:
    try:
        p = outcome.final.player(body.player)
    except KeyError:
        raise ExpectationError(f"there is no player {body.player}") from None
    return Verdict(
        p.life == body.life, f"{p.name} has {p.life} life", (p.name,), also=("life", "damage", "mana burn")
    )


def _check_poison(body: ExpectPoison, outcome: Outcome) -> Verdict:
    try:
        p = outcome.final.player(body.player)
    except KeyError:
        raise ExpectationError(f"there is no player {body.player}") from None
    return Verdict(p.poison == body.count, f"{p.name} has {p.poison} poison counter{'' if p.poison == 1 else 's'}",
                   (p.name,), also=("poison",))


def zone_objects(final: FinalState, player: str, zone: Zone) -> list[Any]:
    """What is in ``player``'s ``zone`` at the end: the stack's items they control, the permanents they
    control, the cards they own in any other zone."""
    if zone is Zone.STACK:
        return [s for s in final.stack if s.controller == player]
    words = ZONE_WORDS[zone]  # (the views say their zones' words)
    if zone is Zone.IN_PLAY:
        return [o for o in final.objects if o.zone == words and (o.controller or o.owner) == player]
    return [o for o in final.objects if o.zone == words and o.owner == player]


def _check_zone_count(body: ExpectZoneCount, outcome: Outcome) -> Verdict:
    final = outcome.final
    objs = zone_objects(final, body.player, body.zone)
    n = len(objs)
    subject = "it" if body.zone in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD) else body.player
    if n == 0:
        actual = "it is empty" if subject == "it" else f"{subject} has none"
    else:
        names = ", ".join(o.name for o in objs[:12]) + (", ..." if n > 12 else "")
        actual = f"{subject} has {n} ({names})"
    return Verdict(n == body.count, actual, (body.player,), also=(ZONE_WORDS[body.zone], "draw", "discard", "put into"))


def _check_stack(body: ExpectStack, outcome: Outcome) -> Verdict:
    stack = outcome.final.stack
    if not stack:
        actual = "the stack is empty"
    else:
        actual = "the stack holds " + ", ".join(f"{s.name} ({s.controller})" for s in stack)
    if len(stack) != len(body.items):
        return Verdict(False, actual)
    ok = all(_stack_matches(s, r) for s, r in zip(stack, body.items))
    return Verdict(ok, actual + (" (top first)" if stack else ""))


def _check_result(body: ExpectGameResult, outcome: Outcome) -> Verdict:
    final = outcome.final
    lost = [p for p in final.players if p.lost]

    def happened() -> str:
        if final.result == "draw":
            return "the game is a draw"
        if final.result == "win":
            text = f"{final.winner} won"
            if lost:
                text += " (" + "; ".join(_lost_words(p) for p in lost) + ")"
            return text
        if lost:
            return "; ".join(_lost_words(p) for p in lost) + ", and the game continues"
        return "the game continues"

    if body.result == "draw":
        return Verdict(final.result == "draw", happened())
    if body.result == "continues":
        return Verdict(final.result == "continues", happened())
    try:
        player = final.player(body.player or "")
    except KeyError:
        raise ExpectationError(f"there is no player {body.player}") from None
    if body.result == "wins":
        ok = final.result == "win" and final.winner == player.name
    elif body.result == "loses":
        ok = player.lost or (final.result == "win" and final.winner not in (None, player.name))
        if body.reason is not None:  # and for that reason (420.5a, 420.5b, 102.7, an effect)
            ok = player.lost and _same_reason(player.loss_reason, body.reason)
    else:
        raise ExpectationError(f"unknown game result {body.result!r}")
    return Verdict(ok, happened(), (player.name,))


def _same_reason(said: str, written: str) -> bool:
    """Whether the loss the engine recorded is the one the expectation names: the same words, or
    the source's name when the engine named it with its label too ("Lich @lich": the card's own
    "you lose the game"; audit 3632)."""
    said, written = said.casefold(), written.casefold()
    if said == written:
        return True
    name, _, label = said.rpartition(" ")
    return label.startswith("@") and written == name


def _lost_words(p: Any) -> str:
    return f"{p.name} lost" + (f" ({p.loss_reason})" if p.loss_reason else "")


def _check_cites(body: ExpectCites, outcome: Outcome) -> Verdict:
    cited = outcome.cited()
    terms = cited_terms(outcome.steps) if body.glossary else frozenset()
    named: list[tuple[str, str]] = []
    if body.glossary:  # (the rules corpus is loaded only for a glossary entry)
        from judge.rules.glossary import entry_named

        named = [(t.term, entry_named(t.term) or t.term) for t in body.glossary]  # (as written, the entry)
    if body.negated:
        found = {r: cites(cited, r) for r in body.rules}
        bad = [r for r, ids in found.items() if ids]
        bad_terms = [entry for _, entry in named if entry in terms]
        if not bad and not bad_terms:
            return Verdict(True)
        ids = sorted({i for r in bad for i in found[r]})
        steps = [(n, s) for n, s in flatten(outcome.steps)
                 if set(s.rules) & set(ids) or set(step_terms(s.text)) & set(bad_terms)]
        words = ", ".join([f"{r} ({', '.join(found[r])})" if found[r] != [r] else r for r in bad]
                          + [f'Glossary "{t}"' for t in bad_terms])
        return Verdict(False, f"it cites {words}", context=tuple(step_context(n, s) for n, s in steps[:CONTEXT_STEPS]))
    missing = [r for r in body.rules if not cites(cited, r)] + [f'Glossary "{entry}"' for _, entry in named
                                                                 if entry not in terms]
    if not missing:
        return Verdict(True)
    cited_list = ", ".join(sorted(cited, key=rule_key)) or "nothing"
    if body.glossary:
        cited_list += "; glossary entries: " + (", ".join(f'"{t}"' for t in sorted(terms)) or "none")
    return Verdict(False, f"it does not cite {' or '.join(missing)} (it cites {cited_list})", context=())


def _check_prevented(body: ExpectPrevented, outcome: Outcome) -> Verdict:
    """What is left of the prevention shields on a player or an object (419.7b), summed."""
    final = outcome.final
    ref = body.target
    if ref.label is None and ref.player is None and any(p.name == ref.name for p in final.players):
        who, hit = ref.name, (lambda e: e.player == ref.name and e.obj is None)
    else:
        found = resolve(final, ref)
        if not found:
            return Verdict(False, f"there is no {ref} at the end", (str(ref),))
        oid = found[0].id
        who, hit = str(ref), (lambda e: e.obj == oid)
    shields = [e for e in final.effects if e.kind is ShieldKind.PREVENTION and hit(e)]
    if any(e.amount is None for e in shields):
        actual = "; ".join(e.text for e in shields if e.amount is None)
        return Verdict(False, actual, (who,), also=("prevent",))
    left = sum(e.amount or 0 for e in shields)
    actual = f"the next {left} damage to {who} is prevented" if left else f"no damage to {who} is left to prevent"
    return Verdict(left == body.amount, actual, (who,), also=("prevent",))


def _check_priority(body: ExpectPriority, outcome: Outcome) -> Verdict:
    who = outcome.final.priority
    actual = f"{who} has priority" if who else "no player has priority"
    return Verdict(who == body.player, actual, (body.player,), also=("priority",))


def _pool_symbols(text: str) -> list[str]:
    return sorted(re.findall(r"\{[^}]+\}", text))


def _check_pool(body: ExpectPool, outcome: Outcome) -> Verdict:
    try:
        p = outcome.final.player(body.player)
    except KeyError:
        raise ExpectationError(f"there is no player {body.player}") from None
    actual = f"{possessive(p.name)} mana pool is {p.mana_pool or 'empty'}"
    return Verdict(_pool_symbols(p.mana_pool) == _pool_symbols(body.mana), actual, (p.name,), also=("mana", "pool"))


def _check_count(body: ExpectCount, outcome: Outcome) -> Verdict:
    final = outcome.final
    if body.zone is Zone.STACK:
        found = [s for s in final.stack if s.name.casefold() == body.name.casefold()]
        n = len(found)
    else:
        words = ZONE_WORDS[body.zone]  # (the views say their zones' words)
        found = [o for o in final.objects if o.name.casefold() == body.name.casefold() and o.zone == words
                 and (not body.tokens or o.token)
                 and (body.player is None or o.owner == body.player or (o.controller or o.owner) == body.player)
                 and (body.controller is None or (o.controller or o.owner) == body.controller)]
        n = len(found)
    where = describe_where(body.zone, body.player) + (f" under {possessive(body.controller)} control" if body.controller else "")
    kind = (" token" if n == 1 else " tokens") if body.tokens else ""  # "there is 1 Goblin token" (audit 8783)
    return Verdict(n == body.count, f"there {'is' if n == 1 else 'are'} {n} {body.name}{kind} {where}",
                   (body.name,), also=("token", "put into", "comes into play"))


_CHECKERS = {
    ExpectCount: _check_count,
    ExpectPriority: _check_priority,
    ExpectPrevented: _check_prevented,
    ExpectPool: _check_pool,
    ExpectObject: _check_object,
    ExpectLife: _check_life,
    ExpectPoison: _check_poison,
    ExpectZoneCount: _check_zone_count,
    ExpectStack: _check_stack,
    ExpectGameResult: _check_result,
    ExpectCites: _check_cites,
}


def verdict(body: Any, outcome: Outcome) -> Verdict:
    kind = type(body)
    checker = _CHECKERS[kind] if kind in _CHECKERS else None
    if checker is None:
        raise ExpectationError(f"unknown kind of expectation {type(body).__name__}")
    return checker(body, outcome)
