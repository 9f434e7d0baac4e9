"""Checking a scenario's expectations against the outcomes the engine produced.

Every :class:`judge.dsl.ast.Expectation` gives one :class:`ExpectResult`: whether it
holds, a message saying what was expected and what happened instead (``expected Grizzly
Bears in play with 3 damage; it is in Alice's graveyard``), the expectation's line, and
the trace steps around where it went wrong (the last steps that mention the object,
the player...).

Scopes
------
``every`` (default)
    the body must hold in every outcome; a failure names the first outcome where it
    does not (and how many fail).
``some``
    the body must hold in at least one outcome.
``when``
    the body must hold in each outcome whose choices match the expectation's Choose
    actions (usually exactly one). No matching outcome is a failure that lists the
    outcomes' choices.

Matching a Choose against an outcome's choices
----------------------------------------------
An outcome's ``choices`` are words, one per open decision (``Outcome.choices``). A Choose
action written in an expectation (``expect when Alice chooses yes: ...``) has the
canonical text form::

    <player> chooses <value>[, <value>...]           e.g. "Alice chooses yes"
    <player> chooses <what> <value>[, <value>...]    when the Choose says which choice,
                                                     e.g. "Alice chooses mode 2"

where a value is a word or number as written, or an object/player reference as
``Ref.__str__`` prints it (a name, or ``@label``; for a label the labelled object's
name is accepted too). Both sides are compared after normalisation (case folded,
whitespace collapsed, a trailing full stop dropped, ``"<what>: "`` read as ``"<what> "``).
A Choose matches a choice string that is equal to one of its forms, or that starts with
one of them followed by a non-word character (``Alice chooses yes (Soul Net)``). An
outcome matches when every Choose of the expectation matches one of its choices.

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
anywhere in the trace; ``does not cite`` fails if any of them is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional, Sequence

from judge.dsl.ast import (
    Choose,
    Counter,
    ExpectCites,
    ExpectGameResult,
    ExpectLife,
    Expectation,
    ExpectObject,
    ExpectStack,
    ExpectZoneCount,
    Prop,
    Ref,
)
from judge.engine.outcome import FinalState, ObjectView, Outcome, StackView, Step

#: How many trace steps of context a failure shows.
CONTEXT_STEPS = 4


# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class ContextStep:
    """A trace step shown beside a failure: its number in the trace (``7`` or ``7.2`` for
    a nested step), text and rules."""

    number: str
    text: str
    rules: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "text": self.text, "rules": list(self.rules)}


@dataclass(frozen=True)
class ExpectResult:
    """The verdict on one expectation.

    ``status`` is ``pass``, ``fail`` or ``error`` (the expectation itself is wrong, e.g. an
    ambiguous name). ``expected`` is the expectation in words (``Grizzly Bears in play
    with 3 damage``); ``message`` is empty when it passed, else ``expected ...; <what
    happened>``. ``outcome`` is the index of the outcome where it went wrong (None when
    it is not about one outcome) and ``choices`` that outcome's choices.
    """

    expectation: Expectation
    status: str
    expected: str
    message: str = ""
    line: Optional[int] = None
    outcome: Optional[int] = None
    choices: tuple[str, ...] = ()
    context: tuple[ContextStep, ...] = field(default=())

    @property
    def passed(self) -> bool:
        return self.status == "pass"

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "scope": self.expectation.scope,
            "expected": self.expected,
            "status": self.status,
            "message": self.message,
            "outcome": self.outcome,
            "choices": list(self.choices),
            "context": [c.to_json() for c in self.context],
        }


class _ExpectationError(Exception):
    """The expectation cannot be checked (ambiguous reference...)."""


@dataclass
class _Verdict:
    ok: bool
    actual: str = ""  # what happened instead (when not ok)
    focus: tuple[str, ...] = ()  # words to look for in the trace for context
    also: tuple[str, ...] = ()  # ...preferably beside one of these words
    context: Optional[tuple[ContextStep, ...]] = None  # explicit context (overrides focus)


# --------------------------------------------------------------------------- describing


def describe_where(zone: Optional[str], player: Optional[str]) -> str:
    """``in play under Alice's control``, ``in Bob's graveyard``, ``on the stack``..."""
    if zone is None:
        return f"of {player}'s" if player else ""
    if zone == "in play":
        return "in play" + (f" under {player}'s control" if player else "")
    if zone == "stack":
        return "on the stack" + (f" controlled by {player}" if player else "")
    if zone == "removed from the game":
        return "removed from the game" + (f" (owned by {player})" if player else "")
    return f"in {player}'s {zone}" if player else f"in a {zone}"


def describe_prop(prop: Prop) -> str:
    """One property as a phrase: ``with 3 damage``, ``tapped``, ``controlled by Bob``,
    ``without flying``, ``attached to @aura``..."""
    v = prop.value
    kind = prop.kind
    neg = prop.negated
    if kind == "damage":
        return f"{'without' if neg else 'with'} {v} damage"
    if kind in ("power", "toughness"):
        return f"{'without' if neg else 'with'} {kind} {v}"
    if kind == "pt":
        return f"{'not ' if neg else ''}as a {v}"
    if kind in ("tapped", "untapped"):
        return f"not {kind}" if neg else kind
    if kind == "controller":
        return f"{'not ' if neg else ''}controlled by {v}"
    if kind == "owner":
        return f"{'not ' if neg else ''}owned by {v}"
    if kind == "counters":
        if isinstance(v, Counter):
            text = f"{v.count} {v.kind} counter{'s' if v.count != 1 else ''}"
        else:
            text = f"{v} counters"
        return f"{'without' if neg else 'with'} {text}"
    if kind == "ability":
        return f"{'without' if neg else 'with'} {v}"
    if kind == "attached":
        text = f"attached to {v}" if v is not None else "attached"
        return f"not {text}" if neg else text
    text = f"{kind} {v}" if v is not None else kind
    return f"not {text}" if neg else text


def describe_props(props: Sequence[Prop]) -> str:
    """``with 3 damage and power 5 and tapped``: a repeated ``with`` is dropped."""
    phrases: list[str] = []
    prev_with = False
    for p in props:
        phrase = describe_prop(p)
        is_with = phrase.startswith("with ")
        if is_with and prev_with:
            phrase = phrase[len("with ") :]
        phrases.append(phrase)
        prev_with = is_with
    return " and ".join(phrases)


def describe_body(body: Any) -> str:
    """The expectation body in words, as it reads after ``expected``."""
    if isinstance(body, ExpectObject):
        where = describe_where(body.zone, body.player)
        text = str(body.ref)
        if body.negated:
            text += " not"
        if where:
            text += " " + where
        if body.props:
            text += " " + describe_props(body.props)
        return text
    if isinstance(body, ExpectLife):
        return f"{body.player} at {body.life} life"
    if isinstance(body, ExpectZoneCount):
        return _zone_count_words(body.player, body.zone, body.count)
    if isinstance(body, ExpectStack):
        if not body.items:
            return "the stack to be empty"
        return "the stack to hold " + ", ".join(str(r) for r in body.items) + " (top first)"
    if isinstance(body, ExpectGameResult):
        if body.result == "draw":
            return "the game to be a draw"
        if body.result == "continues":
            return "the game to continue"
        return f"{body.player} {body.result}"
    if isinstance(body, ExpectCites):
        verb = "not to cite" if body.negated else "to cite"
        return f"the trace {verb} {' and '.join(body.rules)}"
    return repr(body)  # pragma: no cover - unknown body kind


def describe(expectation: Expectation) -> str:
    """The whole expectation in words, with its scope."""
    body = describe_body(expectation.body)
    if expectation.scope == "some":
        return f"in some outcome: {body}"
    if expectation.scope == "when":
        return f"when {'; '.join(choose_text(c) for c in expectation.when)}: {body}"
    return body


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _zone_count_words(player: str, zone: str, n: int) -> str:
    """``Alice's hand to have 3 cards``, ``Bob to have 2 permanents in play``."""
    if zone == "in play":
        return f"{player} to have {_count(n, 'permanent')} in play"
    if zone == "stack":
        return f"{player} to have {_count(n, 'object')} on the stack"
    if zone == "removed from the game":
        return f"{player} to have {_count(n, 'card')} removed from the game"
    return f"{player}'s {zone} to have {_count(n, 'card')}"


def _located(obj: ObjectView) -> str:
    """Where an object is, in words: ``in play under Alice's control``, ``in Bob's graveyard``."""
    if obj.zone == "in play":
        who = obj.controller or obj.owner
        return f"in play under {who}'s control"
    return describe_where(obj.zone, obj.owner)


# --------------------------------------------------------------------------- choices


def _norm(text: str) -> str:
    text = " ".join(str(text).casefold().split())
    text = text.rstrip(".").strip()
    return text.replace(": ", " ")


def _value_forms(value: Any) -> list[str]:
    if isinstance(value, Ref):
        forms = [str(value)]
        if value.label:
            forms.append(value.label)
        if value.name and value.name not in forms:
            forms.append(value.name)
        return forms
    return [str(value)]


def choose_text(choose: Choose) -> str:
    """The canonical text of a Choose: ``Alice chooses yes``, ``Alice chooses mode 2``."""
    values = ", ".join(_value_forms(v)[0] for v in choose.values)
    what = f"{choose.what} " if choose.what else ""
    return f"{choose.player} chooses {what}{values}".rstrip()


def choose_forms(choose: Choose, label_names: Optional[dict[str, str]] = None) -> list[str]:
    """Every accepted normalised text of ``choose`` (see the module docstring)."""
    per_value: list[list[str]] = []
    for v in choose.values:
        forms = _value_forms(v)
        if isinstance(v, Ref) and v.label and label_names and v.label in label_names:
            forms.append(label_names[v.label])
        per_value.append(forms)
    combos = [""]
    for forms in per_value:
        combos = [f"{c}, {f}" if c else f for c in combos for f in forms]
        combos = combos[:64]
    out: list[str] = []
    for values in combos:
        if choose.what:
            out.append(_norm(f"{choose.player} chooses {choose.what} {values}"))
        out.append(_norm(f"{choose.player} chooses {values}"))
    return list(dict.fromkeys(out))


def _choice_matches(forms: Sequence[str], choice: str) -> bool:
    c = _norm(choice)
    for f in forms:
        if c == f:
            return True
        if c.startswith(f) and not (c[len(f)].isalnum() or c[len(f)] == "_"):
            return True
    return False


def outcome_matches(outcome: Outcome, when: Sequence[Choose]) -> bool:
    """Whether ``outcome`` is reached by the choices ``when`` (see the module docstring)."""
    labels = {o.label: o.name for o in outcome.final.objects if o.label}
    for choose in when:
        forms = choose_forms(choose, labels)
        if not any(_choice_matches(forms, ch) for ch in outcome.choices):
            return False
    return True


def outcome_name(index: int, outcome: Outcome, total: int) -> str:
    """``outcome 2 of 3 (Alice chooses yes; Bob chooses no)``."""
    name = f"outcome {index + 1} of {total}"
    if outcome.choices:
        name += f" ({'; '.join(outcome.choices)})"
    return name


# --------------------------------------------------------------------------- the trace


def flatten(steps: Sequence[Step]) -> list[tuple[str, Step]]:
    """Every step of a trace, depth first, with its number (``3``, ``3.1``, ``3.1.2``)."""
    out: list[tuple[str, Step]] = []

    def walk(items: Sequence[Step], prefix: str) -> None:
        for i, s in enumerate(items, 1):
            num = f"{prefix}{i}"
            out.append((num, s))
            walk(s.children, num + ".")

    walk(steps, "")
    return out


def _ctx(num: str, step: Step) -> ContextStep:
    return ContextStep(num, step.text, tuple(step.rules))


def context_for(
    outcome: Outcome, focus: Iterable[str], limit: int = CONTEXT_STEPS, also: Iterable[str] = ()
) -> tuple[ContextStep, ...]:
    """The last ``limit`` steps mentioning any of ``focus`` (case-insensitive) and, when
    ``also`` is given and some step has both, one of ``also``; the last steps of the trace
    when nothing mentions them or ``focus`` is empty."""
    flat = flatten(outcome.steps)
    words = [w.casefold() for w in focus if w]
    extra = [w.casefold() for w in also if w]
    if words:
        hits = [(n, s) for n, s in flat if any(w in s.text.casefold() for w in words)]
        if extra:
            both = [(n, s) for n, s in hits if any(w in s.text.casefold() for w in extra)]
            hits = both or hits
        if hits:
            return tuple(_ctx(n, s) for n, s in hits[-limit:])
    return tuple(_ctx(n, s) for n, s in flat[-limit:])


def cites(cited: Iterable[str], rule: str) -> list[str]:
    """The cited ids that count as citing ``rule``: itself or one of its subrules."""
    rule = rule.strip()
    out = []
    for c in cited:
        if c == rule:
            out.append(c)
        elif c.startswith(rule) and len(c) > len(rule):
            nxt = c[len(rule)]
            if nxt == "." or (nxt.isalpha() and rule[-1].isdigit() and "." in rule):
                out.append(c)
    return sorted(out)


# --------------------------------------------------------------------------- objects


def _matches_ref(obj: Any, ref: Ref) -> bool:
    if ref.label:
        return obj.label == ref.label
    return obj.name.casefold() == (ref.name or "").casefold()


def _owner_or_controller(obj: ObjectView, player: str) -> bool:
    return obj.owner == player or obj.controller == player


def resolve(final: FinalState, ref: Ref, *, allow_many: bool = False) -> list[ObjectView]:
    """The objects ``ref`` names in ``final`` (not on the stack). A label resolves to its
    object; a name to every object of that name, narrowed by the Ref's player and zone.
    Several objects for one name is an ambiguity (an error) unless ``allow_many``."""
    found = [o for o in final.objects if _matches_ref(o, ref)]
    if ref.player:
        found = [o for o in found if _owner_or_controller(o, ref.player)]
    if ref.zone:
        found = [o for o in found if o.zone == ref.zone]
    if len(found) > 1 and not allow_many and not ref.label:
        places = ", ".join(_located(o) for o in found)
        raise _ExpectationError(
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
    elif kind == "power":
        ok, actual = obj.power == v, f"its power is {obj.power}"
    elif kind == "toughness":
        ok, actual = obj.toughness == v, f"its toughness is {obj.toughness}"
    elif kind == "pt":
        have = f"{obj.power}/{obj.toughness}"
        ok, actual = have == str(v).replace(" ", ""), f"it is a {have}"
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
        want = str(v).casefold().strip()
        have = _ability_words(obj.abilities)
        ok = want in have
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
    else:
        raise _ExpectationError(f"unknown property {kind!r}")
    if prop.negated:
        ok = not ok
    return ok, actual


def _ability_words(abilities: Sequence[str]) -> set[str]:
    words: set[str] = set()
    for a in abilities:
        a = a.casefold().strip().rstrip(".")
        words.add(a)
        for part in re.split(r"[,;]\s*", a):
            if part:
                words.add(part.strip())
    return words


def _obj_name(obj: Optional[ObjectView]) -> str:
    if obj is None:
        return "nothing"
    return f"{obj.name} (@{obj.label})" if obj.label else obj.name


def _object_fits(final: FinalState, obj: ObjectView, body: ExpectObject) -> tuple[bool, str]:
    """Whether the object is where the body says with every property; else what differs."""
    if body.zone is not None and obj.zone != body.zone:
        return False, f"it is {_located(obj)}"
    if body.player is not None:
        whose = (obj.controller or obj.owner) if obj.zone == "in play" else obj.owner
        if whose != body.player:
            return False, f"it is {_located(obj)}"
    wrong = []
    for prop in body.props:
        ok, actual = _prop_holds(final, obj, prop)
        if not ok:
            wrong.append(actual)
    if wrong:
        return False, "; ".join(wrong)
    return True, ""


def _check_object(body: ExpectObject, outcome: Outcome) -> _Verdict:
    final = outcome.final
    ref = body.ref
    focus = tuple(x for x in (ref.name, ref.label and f"@{ref.label}") if x)
    if body.zone == "stack":
        items = [s for s in final.stack if _stack_matches(s, ref)]
        if body.player:
            items = [s for s in items if s.controller == body.player]
        if ref.label:
            focus += tuple(s.name for s in items)
        present = bool(items) and not body.props
        if body.negated:
            return _Verdict(not items, f"{ref} is on the stack", focus)
        if present:
            return _Verdict(True)
        if body.props:
            raise _ExpectationError("properties of objects on the stack cannot be checked")
        objs = resolve(final, ref, allow_many=True)
        where = "; ".join(f"it is {_located(o)}" for o in objs) or f"there is no {ref} in the game"
        return _Verdict(False, where, focus)

    if body.negated:
        objs = resolve(final, ref, allow_many=True)
        bad = [o for o in objs if _object_fits(final, o, ExpectObject(ref, body.zone, body.player, body.props))[0]]
        if bad:
            o = bad[0]
            return _Verdict(False, f"it is {_located(o)}" + _status_words(o), focus + (o.name,))
        return _Verdict(True)

    objs = resolve(final, ref)
    if not objs:
        on_stack = [s for s in final.stack if _stack_matches(s, ref)]
        if on_stack:
            return _Verdict(False, "it is on the stack", focus)
        return _Verdict(False, f"there is no {ref} in the game", focus)
    obj = objs[0]
    ok, actual = _object_fits(final, obj, body)
    return _Verdict(ok, actual, focus + (obj.name,))


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


def _check_life(body: ExpectLife, outcome: Outcome) -> _Verdict:
    try:
        p = outcome.final.player(body.player)
    except KeyError:
        raise _ExpectationError(f"there is no player {body.player}") from None
    return _Verdict(
        p.life == body.life, f"{p.name} has {p.life} life", (p.name,), also=("life", "damage", "mana burn")
    )


def _zone_objects(final: FinalState, player: str, zone: str) -> list[Any]:
    if zone == "stack":
        return [s for s in final.stack if s.controller == player]
    if zone == "in play":
        return [o for o in final.objects if o.zone == zone and (o.controller or o.owner) == player]
    return [o for o in final.objects if o.zone == zone and o.owner == player]


def _check_zone_count(body: ExpectZoneCount, outcome: Outcome) -> _Verdict:
    final = outcome.final
    objs = _zone_objects(final, body.player, body.zone)
    n = len(objs)
    subject = "it" if body.zone in ("hand", "library", "graveyard") else body.player
    if n == 0:
        actual = "it is empty" if subject == "it" else f"{subject} has none"
    else:
        names = ", ".join(o.name for o in objs[:12]) + (", ..." if n > 12 else "")
        actual = f"{subject} has {n} ({names})"
    return _Verdict(n == body.count, actual, (body.player,), also=(body.zone, "draw", "discard", "put into"))


def _check_stack(body: ExpectStack, outcome: Outcome) -> _Verdict:
    stack = outcome.final.stack
    if not stack:
        actual = "the stack is empty"
    else:
        actual = "the stack holds " + ", ".join(f"{s.name} ({s.controller})" for s in stack)
    if len(stack) != len(body.items):
        return _Verdict(False, actual)
    ok = all(_stack_matches(s, r) for s, r in zip(stack, body.items))
    return _Verdict(ok, actual + (" (top first)" if stack else ""))


def _check_result(body: ExpectGameResult, outcome: Outcome) -> _Verdict:
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
        return _Verdict(final.result == "draw", happened())
    if body.result == "continues":
        return _Verdict(final.result == "continues", happened())
    try:
        player = final.player(body.player or "")
    except KeyError:
        raise _ExpectationError(f"there is no player {body.player}") from None
    if body.result == "wins":
        ok = final.result == "win" and final.winner == player.name
    elif body.result == "loses":
        ok = player.lost or (final.result == "win" and final.winner not in (None, player.name))
    else:
        raise _ExpectationError(f"unknown game result {body.result!r}")
    return _Verdict(ok, happened(), (player.name,))


def _lost_words(p: Any) -> str:
    return f"{p.name} lost" + (f" ({p.loss_reason})" if p.loss_reason else "")


def _check_cites(body: ExpectCites, outcome: Outcome) -> _Verdict:
    cited = outcome.cited()
    flat = flatten(outcome.steps)
    if body.negated:
        found = {r: cites(cited, r) for r in body.rules}
        bad = [r for r, ids in found.items() if ids]
        if not bad:
            return _Verdict(True)
        ids = sorted({i for r in bad for i in found[r]})
        steps = [(n, s) for n, s in flat if set(s.rules) & set(ids)]
        words = ", ".join(f"{r} ({', '.join(found[r])})" if found[r] != [r] else r for r in bad)
        return _Verdict(False, f"it cites {words}", context=tuple(_ctx(n, s) for n, s in steps[:CONTEXT_STEPS]))
    missing = [r for r in body.rules if not cites(cited, r)]
    if not missing:
        return _Verdict(True)
    cited_list = ", ".join(sorted(cited, key=_rule_key)) or "nothing"
    return _Verdict(False, f"it does not cite {' or '.join(missing)} (it cites {cited_list})", context=())


def _rule_key(rule: str) -> tuple:
    parts = re.findall(r"\d+|[a-z]+", rule)
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts)


_CHECKERS = {
    ExpectObject: _check_object,
    ExpectLife: _check_life,
    ExpectZoneCount: _check_zone_count,
    ExpectStack: _check_stack,
    ExpectGameResult: _check_result,
    ExpectCites: _check_cites,
}


def _verdict(body: Any, outcome: Outcome) -> _Verdict:
    checker = _CHECKERS.get(type(body))
    if checker is None:
        raise _ExpectationError(f"unknown kind of expectation {type(body).__name__}")
    return checker(body, outcome)


# --------------------------------------------------------------------------- entry points


def check(expectation: Expectation, outcomes: Sequence[Outcome]) -> ExpectResult:
    """Check one expectation against every outcome of a simulation (see the scopes above)."""
    line = expectation.span.line if expectation.span else None
    expected = describe_body(expectation.body)
    base = dict(expectation=expectation, expected=describe(expectation), line=line)
    if not outcomes:
        return ExpectResult(status="error", message="the simulation produced no outcome", **base)
    total = len(outcomes)
    try:
        if expectation.scope == "some":
            verdicts = [_verdict(expectation.body, o) for o in outcomes]
            if any(v.ok for v in verdicts):
                return ExpectResult(status="pass", **base)
            if total == 1:
                return _failure(base, expected, verdicts[0], outcomes[0], 0, total, prefix="")
            parts = [f"in {outcome_name(i, o, total)}: {v.actual}" for i, (o, v) in enumerate(zip(outcomes, verdicts))]
            first = _failure(base, expected, verdicts[0], outcomes[0], 0, total, prefix="")
            msg = f"expected in some outcome: {expected}; in none of the {total} outcomes: " + "; ".join(parts)
            return ExpectResult(
                status="fail", message=msg, outcome=None, choices=(), context=first.context, **base
            )
        if expectation.scope == "when":
            chosen = [i for i, o in enumerate(outcomes) if outcome_matches(o, expectation.when)]
            if not chosen:
                wanted = "; ".join(choose_text(c) for c in expectation.when)
                have = "; ".join(
                    f"{outcome_name(i, o, total)}" for i, o in enumerate(outcomes)
                )
                msg = f"expected an outcome where {wanted}; there is none (the outcomes: {have})"
                return ExpectResult(status="fail", message=msg, **base)
            candidates = chosen
        elif expectation.scope == "every":
            candidates = list(range(total))
        else:
            raise _ExpectationError(f"unknown scope {expectation.scope!r}")
        failing = []
        first_fail: Optional[tuple[int, _Verdict]] = None
        for i in candidates:
            v = _verdict(expectation.body, outcomes[i])
            if not v.ok:
                failing.append(i)
                if first_fail is None:
                    first_fail = (i, v)
        if first_fail is None:
            return ExpectResult(status="pass", **base)
        i, v = first_fail
        prefix = ""
        if total > 1:
            prefix = f"in {outcome_name(i, outcomes[i], total)}: "
        res = _failure(base, expected, v, outcomes[i], i, total, prefix=prefix)
        if len(failing) > 1:
            res = ExpectResult(
                status=res.status,
                message=res.message + f" (fails in {len(failing)} of {len(candidates)} outcomes)",
                outcome=res.outcome,
                choices=res.choices,
                context=res.context,
                **base,
            )
        return res
    except _ExpectationError as err:
        return ExpectResult(status="error", message=str(err), **base)


def _failure(
    base: dict, expected: str, v: _Verdict, outcome: Outcome, index: int, total: int, prefix: str
) -> ExpectResult:
    context = v.context if v.context is not None else context_for(outcome, v.focus, also=v.also)
    return ExpectResult(
        status="fail",
        message=f"{prefix}expected {expected}; {v.actual}",
        outcome=index,
        choices=tuple(outcome.choices),
        context=context,
        **base,
    )


def check_all(expectations: Sequence[Expectation], outcomes: Sequence[Outcome]) -> list[ExpectResult]:
    """Check every expectation, in the order written."""
    return [check(e, outcomes) for e in expectations]
