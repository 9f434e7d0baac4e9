"""Expectations and outcomes in words, for verdicts: ``Grizzly Bears in play with 3 damage``,
``when Alice chooses yes: Alice at 20 life``, ``outcome 2 of 3 (Alice chooses yes)``."""

from __future__ import annotations

import typing
from typing import Any, Optional, Sequence

from judge.cards.english import possessive
from judge.dsl.ast import (
    ExpectBody,
    Choose,
    Counter,
    ExpectCites,
    ExpectCitesAt,
    ExpectGameResult,
    ExpectPrevented,
    ExpectLife,
    ExpectPoison,
    Expectation,
    ExpectCount,
    ExpectObject,
    ExpectPool,
    ExpectPriority,
    ExpectStack,
    ExpectZoneCount,
    Prop,
    Ref,
)
from judge.engine.outcome import ObjectView, Outcome
from judge.zones import ZONE_NAMED, Zone


def describe_where(zone: Optional[Zone], player: Optional[str]) -> str:
    """``in play under Alice's control``, ``in Bob's graveyard``, ``on the stack``..."""
    if zone is None:
        return f"of {possessive(player)}" if player else ""
    if zone is Zone.IN_PLAY:
        return "in play" + (f" under {possessive(player)} control" if player else "")
    if zone is Zone.STACK:
        return "on the stack" + (f" controlled by {player}" if player else "")
    if zone is Zone.REMOVED:
        return "removed from the game" + (f" (owned by {player})" if player else "")
    if zone is Zone.PHASED_OUT:  # glossary "Phased Out": no player's zone — never "in Alice's phased out"
        return "phased out" + (f" (owned by {player})" if player else "")
    return f"in {possessive(player)} {zone}" if player else f"in a {zone}"


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
    if kind == "color":
        return f"{'not ' if neg else ''}{v}"
    if kind == "type":
        return f"{'not ' if neg else ''}a {v}"
    if kind == "shields":
        return f"{'without' if neg else 'with'} {v} regeneration shield{'s' if v != 1 else ''}"
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


#: The kinds of an expectation's body (judge.dsl.ast.ExpectBody).
BODY_KINDS = frozenset(typing.get_args(ExpectBody))


def describe_body(body: Any) -> str:
    """The expectation body in words, as it reads after ``expected``."""
    # (a body of one of the AST's kinds told by its type — none of them a subclass of another, so
    # isinstance would say the same: tests/suite/test_fixed58_bodies.py — ~130K calls of a suite's pass)
    t = type(body)
    if t is ExpectObject or (t not in BODY_KINDS and isinstance(body, ExpectObject)):
        where = describe_where(body.zone, body.player)
        text = str(body.ref)
        if body.negated:
            text += " not"
        if where:
            text += " " + where
        if body.props:
            said = describe_props(body.props)
            # "Karakas in play, a Creature and a Legend" (not "in play a Creature"); "in play with 3
            # damage", "in play tapped" read as they are
            joined = where and not said.startswith(("with", "not ", "controlled", "owned", "attached", "tapped",
                                                    "untapped"))
            text += (", " if joined else " ") + said
        return text
    if t is ExpectLife or (t not in BODY_KINDS and isinstance(body, ExpectLife)):
        return f"{body.player} at {body.life} life"
    if t is ExpectPoison or (t not in BODY_KINDS and isinstance(body, ExpectPoison)):
        return f"{body.player} with {body.count} poison counter{'' if body.count == 1 else 's'}"
    if t is ExpectZoneCount or (t not in BODY_KINDS and isinstance(body, ExpectZoneCount)):
        return _zone_count_words(body.player, body.zone, body.count)
    if t is ExpectStack or (t not in BODY_KINDS and isinstance(body, ExpectStack)):
        if not body.items:
            return "the stack to be empty"
        return "the stack to hold " + ", ".join(str(r) for r in body.items) + " (top first)"
    if t is ExpectGameResult or (t not in BODY_KINDS and isinstance(body, ExpectGameResult)):
        if body.result == "draw":
            return "the game to be a draw"
        if body.result == "continues":
            return "the game to continue"
        return f"{body.player} {body.result}" + (f" ({body.reason})" if body.reason else "")
    if t is ExpectPrevented or (t not in BODY_KINDS and isinstance(body, ExpectPrevented)):
        return f"the next {body.amount} damage to {body.target} to be prevented"
    if t is ExpectCites or (t not in BODY_KINDS and isinstance(body, ExpectCites)):
        verb = "not to cite" if body.negated else "to cite"
        terms = tuple(f'Glossary "{t.term}"' for t in body.glossary)
        return f"the trace {verb} {' and '.join(body.rules + terms)}"
    if t is ExpectCitesAt or (t not in BODY_KINDS and isinstance(body, ExpectCitesAt)):
        terms = tuple(f'Glossary "{t.term}"' for t in body.glossary)
        return (f"the trace {'not to cite' if body.negated else 'to cite'} {' and '.join(body.rules + terms)} at "
                f"{'the steps' if body.negated else 'a step'} saying {body.words!r}")
    if t is ExpectPriority or (t not in BODY_KINDS and isinstance(body, ExpectPriority)):
        return f"{body.player} to have priority"
    if t is ExpectCount or (t not in BODY_KINDS and isinstance(body, ExpectCount)):
        where = describe_where(body.zone, body.player) + (f" under {possessive(body.controller)} control" if body.controller else "")
        return f"{body.count} {body.name}{' tokens' if body.tokens else ''} {where}"
    if t is ExpectPool or (t not in BODY_KINDS and isinstance(body, ExpectPool)):
        return f"{possessive(body.player)} mana pool to be {body.mana or 'empty'}"
    return repr(body)  # pragma: no cover - unknown body kind


def describe(expectation: Expectation) -> str:
    """The whole expectation in words, with its scope."""
    body = describe_body(expectation.body)
    if expectation.at is not None:
        return f"at {expectation.at!r}: {body}"
    if expectation.scope == "some":
        return f"in some outcome: {body}"
    if expectation.scope == "when":
        return f"when {'; '.join(choose_text(c) for c in expectation.when)}: {body}"
    return body


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _zone_count_words(player: str, zone: Zone, n: int) -> str:
    """``Alice's hand to have 3 cards``, ``Bob to have 2 permanents in play``."""
    if zone is Zone.IN_PLAY:
        return f"{player} to have {_count(n, 'permanent')} in play"
    if zone is Zone.STACK:
        return f"{player} to have {_count(n, 'object')} on the stack"
    if zone is Zone.REMOVED:
        return f"{player} to have {_count(n, 'card')} removed from the game"
    return f"{possessive(player)} {zone} to have {_count(n, 'card')}"


def located(obj: ObjectView) -> str:
    """Where an object is, in words: ``in play under Alice's control``, ``in Bob's graveyard``."""
    if obj.zone == "in play":
        who = obj.controller or obj.owner
        return f"in play under {possessive(who)} control"
    if obj.zone == "phased out":  # glossary "Phased Out": controlled by no one there
        return f"phased out (owned by {obj.owner})"
    return describe_where(ZONE_NAMED[obj.zone], obj.owner)  # (the view's words: its zone)


def choose_text(choose: Choose) -> str:
    """A Choose as written: ``Alice chooses yes``, ``Alice chooses mode 2``, ``Bob chooses @a``."""
    values = ", ".join(str(v) for v in choose.values)
    what = f"{choose.what} " if choose.what else ""
    return f"{choose.player} chooses {what}{values}".rstrip()


def outcome_name(index: int, outcome: Outcome, total: int) -> str:
    """``outcome 2 of 3 (Alice chooses yes; Bob chooses no)``."""
    name = f"outcome {index + 1} of {total}"
    if outcome.choices:
        name += f" ({'; '.join(str(c) for c in outcome.choices)})"
    return name


def ended_in_error(outcome: Outcome) -> str:
    """``it ended in an error at line 10 (turn 2, Alice's end of combat step): the game has
    already ended ...``: why an outcome can't answer (its :class:`OutcomeError`)."""
    err = outcome.error
    assert err is not None
    where = f" at line {err.line}" if err.line else ""
    step = f" ({'turn ' + str(err.turn) + ', ' if err.turn else ''}{possessive(err.active)} {err.step}" \
           f"{' phase' if 'main' in err.step else ' step'})" if err.step else ""
    return f"it ended in an error{where}{step}: {err.message}"
