"""Semantic checks of a parsed scenario: names, players, labels, targets, questions.

:func:`validate` returns every problem as a :class:`Diagnostic` (never raises for bad
input); :func:`check` parses a file, validates it against the card library and raises a
:class:`DiagnosticsError` with everything found.

What is checked
---------------
* exactly two players, distinct; every player named anywhere is one of them;
* every card name (objects, spells on the stack, references) is a card the caller knows
  (the card catalog: the library and every card of the era) or one of the scenario's own
  ``card`` definitions (case-insensitive), or a declared token;
* a reference by name names an object of the scenario (a target that names no object
  is an error); ``Bob's X`` names an object of Bob's; labels are unique and every
  ``@label`` used is defined (by an object, a stack item, or an earlier cast/activate);
* a question with options has its answer among them.
"""

from __future__ import annotations

import re

import functools
from dataclasses import field
from typing import Any, Callable, Iterable, Optional, Protocol

from judge.dsl import ast as A
from judge.dsl import limits
from judge.dsl.errors import did_you_mean
from judge.errors import Diagnostic, DiagnosticsError
from judge._speed.fastdataclass import dataclass_for
from judge.zones import Zone

dataclass = dataclass_for("ast")  # dataclasses.dataclass, methods generated


class CardNames(Protocol):
    """What the scenario checks ask of the cards a scenario may name (the card catalog,
    ``judge.cards.catalog.Catalog``, given by the caller: this layer knows no cards)."""

    def known(self, name: str) -> Optional[str]:
        """The card's name as printed if ``name`` names one (any case), else None."""

    def suggestions(self, name: str) -> list[str]:
        """The card names a writer of ``name`` most likely meant, best first."""


class NameSet:
    """:class:`CardNames` of a plain collection of names (any case)."""

    def __init__(self, names: Iterable[str]) -> None:
        self.by_lower = _by_lower(names if isinstance(names, frozenset) else frozenset(names))

    def known(self, name: str) -> Optional[str]:
        return self.by_lower.get(name.lower())

    def suggestions(self, name: str) -> list[str]:
        best = did_you_mean(name, self.by_lower.values())
        return [best] if best else []


class _Known:
    """The cards a scenario may name: its own definitions, then the caller's :class:`CardNames`."""

    def __init__(self, names: CardNames, inline: Iterable[A.CardDef]) -> None:
        self.names = names
        self.inline = {c.name.lower(): c.name for c in inline}

    def get(self, name: str) -> Optional[str]:
        return self.inline.get(name.lower()) or self.names.known(name)

    def suggestions(self, name: str) -> list[str]:
        return self.names.suggestions(name) or [n for n in [did_you_mean(name, self.inline.values())] if n]


@dataclass
class _Ctx:
    scenario: A.Scenario
    lines: list[str]
    known_cards: Optional[_Known]
    players: dict[str, A.PlayerDecl] = field(default_factory=dict)
    labels: dict[str, int] = field(default_factory=dict)
    names: dict[str, set[str]] = field(default_factory=dict)  # lower name -> owners/controllers
    tokens: frozenset[str] = frozenset()  # lower names of declared tokens
    #: The names of tokens the scenario's cards can create (given by the caller, which knows
    #: the cards; asked only when a name is not a card's): an expectation may name them.
    made_tokens: Optional[Callable[[A.Scenario], Iterable[str]]] = None
    _made: Optional[frozenset[str]] = None

    def made(self, name: str) -> bool:
        """Whether ``name`` is a token some card of the scenario creates (216.1)."""
        if self.made_tokens is None:
            return False
        if self._made is None:
            self._made = frozenset(n.lower() for n in self.made_tokens(self.scenario))
        return name.lower() in self._made
    diags: list[Diagnostic] = field(default_factory=list)

    def err(self, span: Optional[A.Span], message: str, hint: str = "") -> None:
        line = span.line if span else 1
        column = span.column if span else 1
        source = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        self.diags.append(Diagnostic(self.scenario.path, line, column, message, source, hint))


def _hint(word: str, candidates: Iterable[str], prefix: str = "") -> str:
    best = did_you_mean(word, candidates)
    return f"did you mean '{prefix}{best}'?" if best else ""


@functools.lru_cache(maxsize=4)
def _by_lower(names: frozenset[str]) -> dict[str, str]:
    """{lower-case name: name as written}, made once per set of names (the library's)."""
    return {n.lower(): n for n in names}


def _card_names(library_names: "CardNames | Iterable[str] | None") -> Optional[CardNames]:
    if library_names is None or hasattr(library_names, "known"):
        return library_names  # type: ignore[return-value]
    return NameSet(library_names)  # type: ignore[arg-type]


def validate(scenario: A.Scenario, library_names: "CardNames | Iterable[str] | None" = None,
             token_names: Optional[Callable[[A.Scenario], Iterable[str]]] = None,
             failed: frozenset[int] = frozenset()) -> list[Diagnostic]:
    """Every semantic problem of ``scenario``, in file order.

    ``library_names``: the cards a scenario may name besides its own (a :class:`CardNames`,
    the card catalog, or a collection of names); ``None`` skips the unknown-card check
    (references must still name objects of the scenario). ``token_names`` gives the names
    of the tokens the scenario's cards create (a reference may name one).
    """
    names = _card_names(library_names)
    known = _Known(names, scenario.cards) if names is not None else None
    ctx = _Ctx(scenario, scenario.source.split("\n") if scenario.source else [], known, made_tokens=token_names)
    ctx.tokens = frozenset(o.token.name.lower() for o in scenario.objects if o.token is not None)
    if _check_limits(ctx):  # past a limit of the language: nothing else is looked at (or run)
        return sorted(ctx.diags, key=lambda d: (d.line, d.column))
    _check_players(ctx)
    _collect_objects(ctx)
    _check_board(ctx)
    _check_actions(ctx)
    _check_checks(ctx)
    from judge.dsl.priority import check_priority  # who has priority, line by line (408.1c): timing without playing

    check_priority(scenario, ctx.err, failed)  # (past a line that did not parse, who has priority is unknown)
    return sorted(ctx.diags, key=lambda d: (d.line, d.column))


# --------------------------------------------------------------------------- players


def _check_players(ctx: _Ctx) -> None:
    s = ctx.scenario
    for p in s.players:
        if p.name.lower() in ("all", "both"):
            ctx.err(p.span, f"'{p.name}' cannot be a player's name (it means every player)")
        ctx.players[p.name] = p
    if len(s.players) < 2:
        first_line = _first_line(ctx)
        ctx.err(s.players[0].span if s.players else A.Span(first_line, 1),
                "a scenario has two players: declare them with 'player Alice' and 'player Bob'"
                if not s.players else "a scenario has two players: declare the other one with 'player Name'")
    elif len(s.players) > 2:
        ctx.err(s.players[2].span, "a scenario has exactly two players")
    if s.turn is not None:
        _player(ctx, s.turn.active, s.turn.span)


def _first_line(ctx: _Ctx) -> int:
    for i, line in enumerate(ctx.lines, 1):
        if line.strip() and not line.strip().startswith("#"):
            return i
    return 1


def _player(ctx: _Ctx, name: Optional[str], span: Optional[A.Span], what: str = "") -> None:
    if name is None or name in ctx.players:
        return
    ctx.err(span, f"'{name}' is not a player in this game" + (f" ({what})" if what else ""),
            _hint(name, ctx.players))


# --------------------------------------------------------------------------- objects and names


def _card_name(ctx: _Ctx, name: Optional[str], span: Optional[A.Span]) -> None:
    if name is None or ctx.known_cards is None:
        return
    if ctx.known_cards.get(name) is not None or name.lower() in ctx.names and _is_token(ctx, name):
        return
    ctx.err(span, f"unknown card '{name}'", _unknown_hint(ctx, name))


def _unknown_hint(ctx: _Ctx, name: str, players: Iterable[str] = ()) -> str:
    """"did you mean", or "a comma is missing" when the name is two known names run together."""
    known = ctx.known_cards
    assert known is not None
    words = name.split(" ")
    for i in range(1, len(words)):
        left, right = " ".join(words[:i]), " ".join(words[i:])
        first = known.get(left)
        if first is not None and (known.get(right) is not None or right in ctx.players):
            return f"is a comma missing? '{first}, {right}'"
    close = known.suggestions(name)
    player = did_you_mean(name, players) if players else None
    if player is not None and (not close or player.lower() == name.lower()):
        return f"did you mean '{player}'?"
    if not close:
        return ""
    from judge.dsl.printer import bare_name  # (only for a mistake: it loads the scenario reader)
    from judge.dsl.transform import quote

    said = " or ".join(f"'{c}'" for c in close)
    quoted = [c for c in close if not bare_name(c)]
    if quoted:  # a name the scenario language reads only in quotes ("Mirri, Cat Warrior")
        return f"did you mean {said}? (write {', '.join(quote(c) for c in quoted)} in double quotes)"
    return f"did you mean {said}?"


def _is_token(ctx: _Ctx, name: str) -> bool:
    return name.lower() in ctx.tokens


def _define_label(ctx: _Ctx, label: Optional[str], span: Optional[A.Span]) -> None:
    if label is None:
        return
    if label in ctx.labels:
        ctx.err(span, f"label @{label} is used twice (first at line {ctx.labels[label]})")
    else:
        ctx.labels[label] = span.line if span else 0


def _collect_objects(ctx: _Ctx) -> None:
    s = ctx.scenario
    for o in s.objects:
        name = o.card if o.card is not None else (o.token.name if o.token is not None else None)
        if name is not None:
            whose = ctx.names.setdefault(name.lower(), set())
            whose.add(o.player)
            if o.owner:
                whose.add(o.owner)
        _define_label(ctx, o.label, o.span)
    for item in s.stack:
        if item.card is not None:
            ctx.names.setdefault(item.card.lower(), set()).add(item.controller)
        _define_label(ctx, item.label, item.span)


def _ref(ctx: _Ctx, ref: Optional[A.Ref], allow_player: bool = False, what: str = "") -> None:
    """A reference must name a player (where allowed), a defined label, or an object."""
    if ref is None:
        return
    if ref.label is not None:
        if ref.label not in ctx.labels:
            ctx.err(ref.span, f"no object is labelled @{ref.label}", _hint(ref.label, ctx.labels, "@"))
        return
    name = ref.name or ""
    if name in ctx.players and ref.player is None:
        if not allow_player:
            ctx.err(ref.span, f"{name} is a player, not an object" + (f" ({what})" if what else ""))
        return
    _player(ctx, ref.player, ref.span)
    made = name.lower() not in ctx.names and ctx.made(name)
    if made:  # a token a card of the scenario puts into play: it exists only once it is made
        return
    if ctx.known_cards is not None and ctx.known_cards.get(name) is None and not _is_token(ctx, name):
        ctx.err(ref.span, f"unknown card '{name}'", _unknown_hint(ctx, name, ctx.players if allow_player else ()))
        return
    whose = ctx.names.get(name.lower())
    if whose is None:
        ctx.err(ref.span, f"{what or 'reference'} '{name}' names no object: there is no {name} in this scenario",
                _hint(name, [n for n in _object_names(ctx)] + (list(ctx.players) if allow_player else [])))
    elif ref.player is not None and ref.player in ctx.players and ref.player not in whose:
        ctx.err(ref.span, f"{ref.player} has no {name} in this scenario")


def _object_names(ctx: _Ctx) -> list[str]:
    out = []
    for o in ctx.scenario.objects:
        if o.card:
            out.append(o.card)
        elif o.token:
            out.append(o.token.name)
    out.extend(i.card for i in ctx.scenario.stack if i.card)
    return out


# --------------------------------------------------------------------------- board


def _check_limits(ctx: _Ctx) -> bool:
    """The bounds of :mod:`judge.dsl.limits` that only the whole scenario shows (numbers,
    copies and line lengths are bounded as each line is read); True if one is passed."""
    s = ctx.scenario
    before = len(ctx.diags)

    def bound(limit: limits.Limit, value: Optional[int], span: Optional[A.Span]) -> None:
        if value is not None and abs(value) > limit.value:
            ctx.err(span, limits.exceeded(limit, abs(value)))

    total = sum(o.unknown or 1 for o in s.objects)
    if total > limits.OBJECTS.value:
        ctx.err(s.objects[0].span if s.objects else None, limits.exceeded(limits.OBJECTS, total))
    for p in s.players:
        bound(limits.LIFE, p.life, p.span)
    for o in s.objects:
        bound(limits.DAMAGE, o.damage, o.span)
        for c in o.counters:
            bound(limits.COUNTERS, c.count, c.span or o.span)
    for item in s.stack:
        bound(limits.X, getattr(item, "x", None), item.span)
    for act in s.actions:
        if isinstance(act, A.Loop):
            bound(limits.ITERATIONS, act.count, act.span)
            bound(limits.ITERATIONS, act.response, act.span)
    for act in A.flat_actions(s.actions):
        bound(limits.X, getattr(act, "x", None), getattr(act, "span", None))
        bound(limits.X, getattr(act, "x_max", None), getattr(act, "span", None))  # "with X up to N"
        for _mana, times in getattr(act, "additional", ()):
            bound(limits.PAYMENTS, times, getattr(act, "span", None))
    for e in s.expectations:
        body = getattr(e, "body", e)
        if isinstance(body, A.ExpectLife):
            bound(limits.LIFE, body.life, body.span or getattr(e, "span", None))
    _check_attachment_depth(ctx)
    return len(ctx.diags) > before


def _check_attachment_depth(ctx: _Ctx) -> None:
    """A chain of attachments set up by the scenario (``X as @b attached to @a``, ``Y
    attached to @b``...) is at most limits.ATTACHMENT long; the error is at the first object
    past the bound. (Attachments by label, the only way to name one copy of several.)"""
    host = {o.label: o.attached_to.label for o in ctx.scenario.objects
            if o.label and o.attached_to is not None and o.attached_to.label}
    depth: dict[str, int] = {}
    for o in ctx.scenario.objects:
        if o.attached_to is None or not o.attached_to.label:
            continue
        n, at, seen = 1, o.attached_to.label, set()
        while at in host and at not in seen and n <= limits.ATTACHMENT.value:
            if at in depth:
                n += depth[at]
                break
            seen.add(at)
            at = host[at]
            n += 1
        if o.label:
            depth[o.label] = n
        if n > limits.ATTACHMENT.value:
            ctx.err(o.span, limits.exceeded(limits.ATTACHMENT, n))
            return


def _check_board(ctx: _Ctx) -> None:
    s = ctx.scenario
    for p in s.preventions:
        _ref(ctx, p.target, allow_player=True, what="what the damage is prevented to")
    for o in s.objects:
        _player(ctx, o.player, o.span)
        _player(ctx, o.owner, o.span, "owner")
        _card_name(ctx, o.card, o.span)
    for o in s.objects:
        if o.attached_to is not None:
            _ref(ctx, o.attached_to, allow_player=True, what="attached-to")
        for r in o.blocking:
            _ref(ctx, r, what="the attacker it blocks")
    _check_combat_setup(ctx)
    _check_sick_at_untap(ctx)
    for p in s.pools:
        _player(ctx, p.player, p.span)
    for item in s.stack:
        _player(ctx, item.controller, item.span)
        _card_name(ctx, item.card, item.span)
        _ref(ctx, item.source, what="source")
        _spell_refs(ctx, item)
        for d in item.assignments:
            _ref(ctx, d.source, what="damage source")
            _ref(ctx, d.target, allow_player=True, what="damage")


def _check_sick_at_untap(ctx: _Ctx) -> None:
    """``(sick)`` on a permanent of the active player in a scenario that starts in the untap step:
    the turn has only just begun, so the player has controlled it continuously since the most
    recent start of his or her turn (409.3, 308.1; glossary "Summoning Sickness (Obsolete)") —
    the marker can't mean anything, and it is refused rather than dropped. (The other player's
    permanent may be sick: since the start of that player's own most recent turn.)"""
    s = ctx.scenario
    if s.turn is None or s.turn.step is not A.Step.UNTAP:
        return
    ap = s.turn.active
    for o in s.objects:
        if o.zone is not Zone.IN_PLAY or not o.sick or o.player != ap:
            continue
        name = o.card or (o.token.name if o.token is not None else "this permanent")
        said = name + (f" (@{o.label})" if o.label else "")
        ctx.err(o.span, f"{said} is set up as sick, but the scenario starts in {ap}'s untap step, as "
                        f"{ap}'s turn begins: {ap} has controlled it continuously since the most recent "
                        f"start of {ap}'s turn, so it can attack and pay {{T}} costs this turn (308.1, 409.3; "
                        f"glossary \"Summoning Sickness (Obsolete)\"); leave out `sick`, or start the scenario in a "
                        f"later step and put it into play there")


def _check_combat_setup(ctx: _Ctx) -> None:
    """``(attacking)``, ``(blocking @x)``: a scenario that starts mid-combat (docs/combat.md) — in a
    step where creatures are attacking (308.1, 308.5) or blocking (309.1, 309.3), the active player's
    attacking and the defending player's blocking, each blocking a creature set up as attacking.
    Whether each is a creature, and may block several, is for the game built (judge.engine.build)."""
    s = ctx.scenario
    ap = s.turn.active if s.turn is not None else None
    step = s.turn.step if s.turn is not None else None
    where = (f"the {step.named}" if step is not None
             else "no turn and step (no `turn` line)")
    example = f"turn {ap or 'Alice'}"
    attackers = [o for o in s.objects if o.attacking and o.zone is Zone.IN_PLAY]
    for o in s.objects:
        if o.zone is not Zone.IN_PLAY or not (o.attacking or o.blocking):
            continue
        name = o.card or (o.token.name if o.token is not None else "this permanent")
        said = name + (f" (@{o.label})" if o.label else "")
        if o.attacking and o.blocking:
            ctx.err(o.span, f"{said} is set up as attacking and as blocking: the active player's creatures attack "
                            f"(308.1) and the defending player's block (309.1)")
            continue
        if o.attacking and step not in A.ATTACKING_STEPS:
            ctx.err(o.span, f"{said} is set up as attacking, but the scenario starts in {where}: a creature is attacking "
                            f"only in the combat phase, from the declare attackers step until the phase ends (306.1, "
                            f"308.1, 308.5); start the scenario there, e.g. `{example}, declare blockers step`, or "
                            f"declare the attack with a line such as `{ap or 'Alice'} attacks with {'@' + o.label if o.label else name}`")
        elif o.blocking and step not in A.BLOCKING_STEPS:
            ctx.err(o.span, f"{said} is set up as blocking, but the scenario starts in {where}: a creature is blocking "
                            f"only in the combat phase, from the declare blockers step until the phase ends (306.1, "
                            f"309.1, 309.3); start the scenario there, e.g. `{example}, declare blockers step`, or "
                            f"declare the block with a line as that step begins")
        elif o.attacking and o.player != ap:
            ctx.err(o.span, f"{said} is set up as attacking, but {o.player} controls it and it is {ap}'s turn: only the "
                            f"active player's creatures attack (308.1)")
        elif o.blocking and o.player == ap:
            ctx.err(o.span, f"{said} is set up as blocking, but {o.player} controls it and it is {ap}'s turn: only the "
                            f"defending player, {ap}'s opponent, declares blockers (309.1)")
        for r in o.blocking:
            hits = [a for a in attackers if (a.label == r.label if r.label is not None
                                             else (a.card or (a.token.name if a.token is not None else "")).lower()
                                             == (r.name or "").lower())]
            if not hits and (r.label is None or r.label in ctx.labels):
                ctx.err(r.span or o.span, f"{said} is set up as blocking {r}, which is not set up as attacking: a "
                                          f"creature blocks an attacking creature (309.1); mark the attacker `(attacking)`")
        if len(set(map(str, o.blocking))) < len(o.blocking):
            ctx.err(o.span, f"{said} is set up as blocking the same attacker twice")


def _spell_refs(ctx: _Ctx, item: Any) -> None:
    for t in item.targets:
        _ref(ctx, t, allow_player=True, what="target")
    for d in item.divide:
        _ref(ctx, d.target, allow_player=True, what="target")


# --------------------------------------------------------------------------- actions


def _check_actions(ctx: _Ctx) -> None:
    for a in A.flat_actions(ctx.scenario.actions):
        span = getattr(a, "span", None)
        if a.player != "all":
            _player(ctx, a.player, span, "in this action")
        if isinstance(a, A.PlayLand):
            _ref(ctx, a.card)
        elif isinstance(a, (A.Cast, A.Activate)):
            _ref(ctx, a.card if isinstance(a, A.Cast) else a.source)
            _spell_refs(ctx, a)
            for r in a.paying:
                _ref(ctx, r, what="mana source")
            for c in a.costs:
                for r in c.objects:
                    _ref(ctx, r, what="cost")
            _define_label(ctx, a.label, span)
            for label in a.creating:  # the tokens it will create (216.1)
                _define_label(ctx, label, span)
        elif isinstance(a, A.ManaAbility):
            _ref(ctx, a.source)
            for r in a.paying:
                _ref(ctx, r, what="mana source")
        elif isinstance(a, A.DiscardCard):
            _ref(ctx, a.card)
        elif isinstance(a, A.DeclareAttackers):
            for r in a.attackers:
                _ref(ctx, r, what="attacker")
        elif isinstance(a, A.DeclareBlockers):
            for b in a.blocks:
                _ref(ctx, b.attacker, what="attacker")
                _ref(ctx, b.blocker, what="blocker")
        elif isinstance(a, A.AssignDamage):
            _ref(ctx, a.source, what="damage source")
            for d in a.assignments:
                _ref(ctx, d.target, allow_player=True, what="damage")
        elif isinstance(a, (A.OrderTriggers, A.OrderReplacements)):
            for r in a.order:
                if not (isinstance(a, A.OrderTriggers) and A.OrderTriggers.names_draw(r)):  # the draw (304.1)
                    _ref(ctx, r, what="source")
        elif isinstance(a, A.Choose):
            _choose(ctx, a)


def _choose(ctx: _Ctx, c: A.Choose) -> None:
    _player(ctx, c.player, c.span)
    try:
        c.topic  # the word naming which choice, if written, must name one (no loose match)
    except ValueError as e:
        ctx.err(c.span, str(e))
    for v in c.values:
        if isinstance(v, A.Ref) and v.label is not None:
            _ref(ctx, v)


# --------------------------------------------------------------------------- expectations, questions


def _is_combat_damage(ref: A.Ref) -> bool:
    """``"Combat damage"`` on the stack names the combat damage object (310.2), not a card."""
    return ref.label is None and ref.player is None and (ref.name or "").casefold() == "combat damage"


def _check_checks(ctx: _Ctx) -> None:
    points: dict[str, A.Checkpoint] = {}
    for act in A.flat_actions(ctx.scenario.actions):
        if isinstance(act, A.Checkpoint):
            if act.name in points:
                ctx.err(act.span, f"checkpoint {act.name!r} is named twice: give each checkpoint its own name")
            points[act.name] = act
    for e in ctx.scenario.expectations:
        for c in e.when:
            _choose(ctx, c)
        _check_body(ctx, e.body)
        _check_at(ctx, e.at, points, e.span)
    for q in ctx.scenario.questions:
        _check_question(ctx, q)
        _check_at(ctx, q.query.at, points, q.query.span or q.span)


def _check_at(ctx: _Ctx, name: Optional[str], points: dict, span: Optional[A.Span]) -> None:
    """``at "name":`` names a checkpoint line of the scenario."""
    if name is not None and name not in points:
        ctx.err(span, f"no checkpoint is named {name!r}" + (
            f"; the checkpoints: {', '.join(repr(p) for p in points)}" if points else
            "; add a line `checkpoint \"NAME\"` among the actions where the game should be kept"),
            _hint(name, points))


def _check_body(ctx: _Ctx, b: A.ExpectBody) -> None:
    """The names and players an expectation (or a whether question) mentions must exist."""
    if isinstance(b, A.ExpectObject):
        if not (b.zone is Zone.STACK and _is_combat_damage(b.ref)):
            _ref(ctx, b.ref)
        _player(ctx, b.player, b.span)
        for p in b.props:
            if p.kind in ("controller", "owner") and isinstance(p.value, str):
                _player(ctx, p.value, p.span or b.span)
            elif p.kind == "attached" and isinstance(p.value, A.Ref):
                _ref(ctx, p.value, allow_player=True)
    elif isinstance(b, (A.ExpectLife, A.ExpectPoison, A.ExpectZoneCount, A.ExpectPriority, A.ExpectPool)):
        _player(ctx, b.player, b.span)
    elif isinstance(b, A.ExpectCount):
        _player(ctx, b.player, b.span)
        _player(ctx, b.controller, b.span)
    elif isinstance(b, A.ExpectGameResult):
        _player(ctx, b.player, b.span)
    elif isinstance(b, A.ExpectPrevented):
        _ref(ctx, b.target, allow_player=True, what="what the damage is prevented to")
    elif isinstance(b, A.ExpectCitesAt):
        if not b.words.strip():
            ctx.err(b.span, "`trace cites ... at \"WORDS\"` needs words to find the step by, such as "
                    "`at \"can't block\"`: an empty string is in every step")
        _glossary_terms(ctx, b.glossary)
    elif isinstance(b, A.ExpectStack):
        for r in b.items:
            if not _is_combat_damage(r):
                _ref(ctx, r)
    elif isinstance(b, A.ExpectCites):
        _glossary_terms(ctx, b.glossary)


def _glossary_terms(ctx: _Ctx, terms: Iterable[A.GlossaryTerm]) -> None:
    """Each ``Glossary "…"`` names an entry of the classic glossary (the rules the engine obeys)."""
    if not terms:
        return
    from judge.rules.glossary import entry_named, unknown_term

    for t in terms:
        if entry_named(t.term) is None:
            message, hint = unknown_term(t.term)
            ctx.err(t.span, message, hint)


def _check_question(ctx: _Ctx, q: A.Question) -> None:
    """What a question asks must name this scenario's objects and players; its answer and
    options must be answers of the kind it asks (judge.dsl.answers), the answer among the
    options; its tags must be known."""
    from judge.dsl import answers

    query = q.query
    span = query.span or q.span
    for c in query.when:
        _choose(ctx, c)
    if query.body is not None:
        _check_body(ctx, query.body)
        if isinstance(query.body, A.ExpectCitesAt):  # (judge.suite.questions answers the other bodies)
            ctx.err(span, "a question can't ask `whether trace cites ... at \"WORDS\"`: that form is an "
                          "expectation only (`expect trace cites RULE at \"WORDS\"`); a question names the rules "
                          "that decide it with `decided by RULE`")
    _ref(ctx, query.ref)
    _player(ctx, query.player, span)
    if query.scope in ("every", "some") and A.QUERY_KINDS[query.kind] != "yes/no":
        ctx.err(span, f"'in {query.scope} outcome:' asks one yes or no over the outcomes: "
                      f"it goes with 'whether', not with {query.kind.replace('_', ' ')}")
    form = A.QUERY_KINDS[query.kind]
    if query.scope in ("every", "some"):
        form = "yes/no"
    players = ctx.players
    canon = {}
    for value in ((q.answer,) if q.answer is not None else ()) + q.options:
        c = answers.canonical(form, value, players)
        if c is None:
            ctx.err(q.span, f"'{value}' is not an answer to this question: it asks for {answers.describe_form(form)}")
        canon[value] = c
    if q.options and q.answer is not None and canon.get(q.answer) is not None:
        if canon[q.answer] not in {canon.get(o) for o in q.options}:
            ctx.err(q.span, f"the answer '{q.answer}' is not one of the options", _hint(q.answer, q.options))
    if q.topic is not None and q.topic not in A.DRILL_TOPICS:
        ctx.err(q.span, f"unknown topic '{q.topic}'", "the topics: " + ", ".join(A.DRILL_TOPICS))
    if q.difficulty is not None and not 1 <= q.difficulty <= 3:
        ctx.err(q.span, f"difficulty {q.difficulty} is not 1, 2 or 3")
    _glossary_terms(ctx, q.glossary)


# --------------------------------------------------------------------------- entry points


def check_text(text: str, path: str = "<scenario>", library_names: Optional[Iterable[str]] = None,
               token_names: Optional[Callable[[A.Scenario], Iterable[str]]] = None) -> A.Scenario:
    """Parse and validate ``text``; raise DiagnosticsError with every problem. The card
    library's names (and the tokens its cards make) come from the caller (this layer knows
    no library); ``None`` skips the unknown-card check, as :func:`validate` does."""
    scenario, diags = every_problem(text, path, library_names, token_names)
    if diags:
        raise DiagnosticsError(diags)
    return scenario


def every_problem(text: str, path: str, library_names: Any = None,
                  token_names: Optional[Callable[[A.Scenario], Iterable[str]]] = None,
                  cards: Optional[Callable[[A.Scenario], list[Diagnostic]]] = None) -> tuple[A.Scenario, list[Diagnostic]]:
    """The scenario of ``text`` and every mistake found in it without playing, in file order:
    syntax, and — on the lines that parse, in the same run — meaning (:func:`validate`) and
    what ``cards`` says of its cards. A mistake of meaning that only a line which did not
    parse would have settled (a player it declares, a label it gives: :func:`_follows`) is
    left out."""
    from judge.dsl.parser import parse_partly

    scenario, diags, failed = parse_partly(text, path)
    if failed and not scenario.actions and not scenario.players and not scenario.objects and not scenario.cards:
        return scenario, diags  # nothing parsed to look at the meaning of
    more = (cards(scenario) if cards is not None else [])
    if not is_card_file(scenario):
        more += validate(scenario, library_names() if callable(library_names) else library_names, token_names, failed)
    if failed:
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        broken = [lines[n - 1] for n in sorted(failed) if 0 < n <= len(lines)]
        words = {w.lower() for b in broken for w in re.findall(_WORD, b)}  # (once: a diagnostic is looked up in it)
        players = any(b.lstrip().lower().startswith("player") for b in broken)
        more = [d for d in more if not _follows(d, words, players)]
    return scenario, sorted(diags + more, key=lambda d: (d.line, d.column))


#: A word or a label of a line, as :func:`_follows` looks for one.
_WORD = r"@[\w-]+|[\w][\w'\u2019-]*"  # (compiled by re on first use: a diagnostic's path)


def _follows(diag: Diagnostic, words: set[str], players: bool) -> bool:
    """Whether ``diag`` may only follow from lines that did not parse: how many players there
    are, who is a player when one of those lines is a ``player`` line, or a name or label it
    quotes whose every word one of those lines writes (a card, a player, a label declared
    there). ``words``: the words of the lines that did not parse (a set: the time is linear)."""
    if "a scenario has" in diag.message and "player" in diag.message:
        return True  # (how many players: any line may be the one that declares one)
    if players and "player" in diag.message:
        return True
    quoted = [q for pair in re.findall(r"'([^']+)'|(@[\w-]+)", diag.message) for q in pair if q]
    return any(all(w.lower() in words for w in re.findall(_WORD, q)) and re.findall(_WORD, q) for q in quoted)


def _valid(scenario: A.Scenario, library_names: Optional[Iterable[str]],
           token_names: Optional[Callable[[A.Scenario], Iterable[str]]]) -> A.Scenario:
    """``scenario``, or a DiagnosticsError with every problem :func:`validate` finds."""
    diags = validate(scenario, library_names, token_names)
    if diags:
        raise DiagnosticsError(diags)
    return scenario


def check(path: str, library_names: Optional[Iterable[str]] = None,
          token_names: Optional[Callable[[A.Scenario], Iterable[str]]] = None,
          names_key: Optional[str] = None, read: Optional[tuple[str, Optional[tuple[A.Scenario, str]]]] = None
          ) -> A.Scenario:
    """Parse and validate the file at ``path`` against the card library's ``library_names``.
    A file read before without a problem, unchanged, is not parsed again, and when it was
    found valid against names of the same ``names_key`` (a digest of what ``library_names`` and
    ``token_names`` answer; None: unknown) it is not checked again (:mod:`judge.dsl.kept`).
    ``read``: what :func:`judge.dsl.kept.read` gave for ``path`` already (the caller looked
    for the kept scenario itself)."""
    from judge.dsl import kept

    text, found = read if read is not None else kept.read(str(path))
    same = kept.valid(found, names_key)
    if same is not None:
        return same
    if found is not None:
        scenario = found[0]
        _valid(scenario, library_names, token_names)
    else:  # (only for a file not read before: start-up) syntax and meaning, in one run
        scenario = check_text(text, str(path), library_names, token_names)
    if found is None or found[1] != (names_key or ""):
        kept.save(text, scenario, names_key or "")
    return scenario


def is_card_file(scenario: A.Scenario) -> bool:
    """True when the file holds only card definitions (a card-library file)."""
    return bool(scenario.cards) and not (
        scenario.players or scenario.objects or scenario.actions or scenario.expectations
        or scenario.questions or scenario.turn or scenario.stack or scenario.title
    )


def check_many(paths: Iterable[str], library_names: Optional[Callable[[], Iterable[str]]] = None,
               token_names: Optional[Callable[[A.Scenario], Iterable[str]]] = None,
               cards: Optional[Callable[[A.Scenario], list[Diagnostic]]] = None,
               readings: Optional[dict[str, tuple[A.Reading, ...]]] = None,
               ) -> list[tuple[str, list[Diagnostic]]]:
    """Parse and validate each file; ``(path, diagnostics)`` per file (empty when ok).
    ``library_names`` is called once, when the first scenario (not a card file) is validated
    (None: no unknown-card check); ``cards`` (given by the caller, which knows the card
    reader) says what of a parsed file's cards can't be read, card files' too. ``readings``:
    filled with each parsed file's words of later rules read as Classic ones (judge.dsl.modern)."""
    from judge.dsl.parser import read_text

    names: Optional[CardNames] = None
    loaded = library_names is None
    out: list[tuple[str, list[Diagnostic]]] = []
    for path in paths:
        try:
            if path == "-":  # judge check -: the scenario on standard input, named <stdin> (as judge ask - names it)
                from judge.dsl.source import STDIN, read_stdin_text

                path = STDIN
                text = read_stdin_text()
            else:
                text = read_text(path)
        except DiagnosticsError as err:
            out.append((path, err.diagnostics))
            continue
        def known() -> Optional[CardNames]:  # the library's names, asked once, when a scenario needs them
            nonlocal names, loaded
            if not loaded:
                names, loaded = _card_names(library_names()), True  # type: ignore[misc]
            return names

        scenario, diags = every_problem(text, path, known, token_names, cards)
        if readings is not None and scenario.readings:
            readings[path] = scenario.readings
        out.append((path, diags))
    return out
