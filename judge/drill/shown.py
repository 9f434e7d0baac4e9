"""What a drill question shows the trainee: what a judge would be shown, and nothing else.

A judge answering a question at a table sees the cards and reads their rules text, is told
the turn and step, what happened earlier this turn that still matters (a pump, a
regeneration shield, a land played, a creature that came under its controller's control
this turn), the order of a library or graveyard when the cards in it are named, and what
the players do — an attempt as an attempt. The scenario language's labels (``@bears``)
and its ``ability 2`` are the author's tools, not the table's words: objects are named by
their names (numbered, ``Sea Troll (2)``, where two share one), abilities by their text.

:func:`shown` builds it from the game as the scenario sets it up
(:func:`judge.engine.build.build`: every card's definition as the engine reads it, inline
and invented cards included, and the characteristics it computes) and the scenario's
actions; :mod:`judge.render.drill_view` prints it, and ``--json`` gives it.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, NamedTuple, Optional

from judge.cards.english import possessive
from judge.engine.kinds import StackKind
from judge.zones import Zone

#: The line shown when a scenario does not track mana.
MANA_ASSUMED = "Each player has the mana to pay for what he or she does (mana is not tracked here)."


class ShownCard(NamedTuple):
    """A card's printed characteristics and rules text (one line an ability)."""

    name: str
    cost: str
    type_line: str
    pt: str
    text: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "cost": self.cost, "type": self.type_line, "pt": self.pt, "text": list(self.text)}


class ShownPermanent(NamedTuple):
    """A permanent as the board shows it (names as shown, never labels)."""

    name: str
    pt: str = ""
    damage: int = 0
    tapped: bool = False
    counters: str = ""
    attached_to: str = ""
    owner: str = ""  # when it is not its controller

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "pt": self.pt, "damage": self.damage, "tapped": self.tapped,
                "counters": self.counters, "attached_to": self.attached_to, "owner": self.owner}


class ShownPlayer(NamedTuple):
    """A player's life, board and other zones (their lists filled as the board is read)."""

    name: str
    life: int
    mana_pool: str
    permanents: list[ShownPermanent]
    hand: list[str]
    graveyard: list[str]  # top first
    library: list[str]  # top first; "unknown card" for a face-down one
    removed: list[str]

    @property
    def library_named(self) -> bool:
        """Whether some card of the library is named (its order is then shown)."""
        return any(c != "unknown card" for c in self.library)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "life": self.life, "permanents": [p.to_json() for p in self.permanents],
                "hand": self.hand, "graveyard": self.graveyard,
                "library": self.library if self.library_named else None, "library_count": len(self.library),
                "removed": self.removed, "mana_pool": self.mana_pool}


class Shown(NamedTuple):
    """Everything a question shows before it is asked."""

    turn: str
    assumptions: list[str]
    players: list[ShownPlayer]
    earlier: list[str]  # what happened earlier this turn that still matters
    stack: list[str]  # top first
    cards: list[ShownCard]
    actions: list[str]
    names: Any = None  # _Names: labels as the screen names them

    def plain(self, text: str) -> str:
        """``text`` (a trace step's, say) with its labels as the screen names their objects."""
        return _no_labels(text, self.names) if self.names is not None else text

    def to_json(self) -> dict[str, Any]:
        return {"turn": self.turn, "assumptions": self.assumptions, "players": [p.to_json() for p in self.players],
                "earlier_this_turn": self.earlier, "stack": self.stack, "cards": [c.to_json() for c in self.cards],
                "actions": self.actions}


# --------------------------------------------------------------------------- names


class _Names:
    """How each object is named on screen: its name, numbered (``Swamp (2)``) where the
    scenario labels one of several of the same name; labels made by the actions (``Alice
    casts Shock as @s2``) name the spell or ability."""

    def __init__(self, game: Any, order: list[int]) -> None:
        self.game = game
        self.by_id: dict[int, str] = {}
        self.by_label: dict[str, str] = {}
        objects = [game.objects[i] for i in order]
        counts: dict[str, int] = {}
        for o in objects:
            counts[o.card.name] = counts.get(o.card.name, 0) + 1
        seen: dict[str, int] = {}
        for o in objects:
            name = o.card.name
            if counts[name] > 1 and any(x.label for x in objects if x.card.name == name):
                seen[name] = seen.get(name, 0) + 1
                name = f"{name} ({seen[name]})"
            self.by_id[o.id] = name
            if o.label:
                self.by_label[o.label] = name
        for s in game.stack.items:
            if s.label:
                self.by_label[s.label] = s.name

    def learn(self, actions: Any) -> None:
        """The labels the actions give: a spell cast ``as @s2`` is that spell; an ability
        activated ``as @rod`` is its source's ability; a token ``creating @t1`` is a token."""
        from judge.dsl import ast as A

        for a in actions:
            if isinstance(a, A.Cast) and a.label:
                self.by_label[a.label] = a.card.name if a.card.name else self.label(a.card.label or "")
            elif isinstance(a, A.Activate) and a.label:
                source = a.source.name if a.source.name else self.label(a.source.label or "")
                self.by_label[a.label] = f"{possessive(source)} ability"
            for t in getattr(a, "creating", ()) or ():
                self.by_label.setdefault(t.lstrip("@"), "the token")

    def of(self, oid: Optional[int]) -> str:
        if oid is None:
            return "nothing"
        if oid in self.by_id:
            return self.by_id[oid]
        return _no_labels(self.game.describe(oid), self)

    def label(self, label: str) -> str:
        return self.by_label.get(label, "that object")


_WORD = r"[A-Z][\w'\u2019\-:]*"
_LABEL = re.compile(rf"(?:(?P<name>{_WORD}(?: (?:of the|of|in the|from|to|the) {_WORD}| {_WORD})*) )?"
                    r"@(?P<label>[A-Za-z0-9_][A-Za-z0-9_\-]*)(?P<poss>'s|\u2019s)?")


def _no_labels(text: str, names: _Names) -> str:
    """``text`` with every ``@label`` (and a ``Name @label`` the engine writes) as its
    object's name on screen."""

    def sub(m: re.Match) -> str:
        shown = names.label(m.group("label"))
        written = m.group("name")
        head = "" if written is None or shown.startswith(written.strip()) else written + " "
        return head + (possessive(shown) if m.group("poss") else shown)

    return _LABEL.sub(sub, text)


# --------------------------------------------------------------------------- the board


def _card(card: Any) -> Optional[ShownCard]:
    if card.name == "unknown card" or "Basic" in card.supertypes or (card.types == ("Land",) and not card.text.strip()):
        return None  # (a basic land: its mana ability is its type's)
    pt = f"{card.power}/{card.toughness}" if card.power is not None else ""
    lines = tuple(line.strip() for line in card.text.split("\n") if line.strip())
    return ShownCard(card.name, card.cost or "", card.type_line, pt, lines)


def _counters(view: Any) -> str:
    return ", ".join(f"{n} {k}" for k, n in view.counters)


def _ability_text(game: Any, oid: int, which: Any) -> Optional[str]:
    """The text of ``ability N`` / ``ability "text"`` of object ``oid`` (its activated abilities, 1-based)."""
    from judge.cards import ir

    acts = [a for a in game.chars(oid).abilities if isinstance(a, ir.ActivatedAbility)]
    if isinstance(which, int):
        return acts[which - 1].text if 1 <= which <= len(acts) else None
    w = str(which).strip().lower()
    return next((a.text for a in acts if a.text.lower().startswith(w)), None)


def _find(game: Any, names: _Names, ref: Any) -> Optional[int]:
    """The object a scenario reference names at the start (by label, else by name), or None."""
    for oid, o in game.objects.items():
        if ref.label and o.label == ref.label:
            return oid
    if ref.label:
        return None
    matches = [oid for oid, o in game.objects.items() if o.card.name.casefold() == (ref.name or "").casefold()]
    in_play = [oid for oid in matches if game.objects[oid].zone is Zone.IN_PLAY]
    return (in_play or matches or [None])[0]


def _action(printer: Any, game: Any, names: _Names, a: Any) -> Optional[str]:
    from judge.dsl import ast as A

    if isinstance(a, A.Checkpoint):
        return None
    text_of_ability = None
    if isinstance(a, A.Activate) and a.ability is not None:
        oid = _find(game, names, a.source)
        text_of_ability = _ability_text(game, oid, a.ability) if oid is not None else None
        a = dataclasses.replace(a, ability=None)
    if isinstance(a, (A.Cast, A.Activate)):
        a = dataclasses.replace(a, label=None)
        if getattr(a, "creating", None):
            a = dataclasses.replace(a, creating=())
    line = printer.action(a)
    line = _no_labels(line, names)
    if text_of_ability:
        line = re.sub(r"\b(activates?) (.+?)(?= targeting | paying | sacrificing | discarding | tapping | returning "
                      r"| exiling | with | choosing | dividing |$)",
                      lambda m: f"{m.group(1)} {possessive(m.group(2))} ability \u201c{text_of_ability}\u201d",
                      line, count=1)
    return line


def _earlier(scenario: Any, game: Any, names: _Names) -> list[str]:
    """What happened earlier this turn that still matters, from the scenario's setup."""
    out: list[str] = []
    turn = scenario.turn
    if turn is not None and turn.land_played:
        out.append(f"{turn.active} has played a land this turn.")
    for decl in scenario.objects:
        if decl.zone is not Zone.IN_PLAY or not (decl.pumps or decl.shields or decl.sick):
            continue
        oid = next((o.id for o in game.objects.values() if (decl.label and o.label == decl.label)
                    or (not decl.label and o.zone is Zone.IN_PLAY and o.card.name == decl.card)), None)
        name = names.of(oid) if oid is not None else (decl.card or "a permanent")
        for pump in decl.pumps:
            out.append(f"{name} gets {pump} until end of turn.")
        if decl.shields:
            out.append(f"{name} has {'a regeneration shield' if decl.shields == 1 else f'{decl.shields} regeneration shields'}.")
        if decl.sick:
            out.append(f"{name} came under {decl.player}'s control this turn.")
    return out


def shown(scenario: Any) -> tuple[Shown, Any]:
    """What the question of ``scenario`` shows, and the state it starts from (the engine's
    :class:`judge.engine.outcome.FinalState`, for the distractors)."""
    from judge.dsl.printer import ScenarioPrinter
    from judge.engine.build import build
    from judge.engine.driver import Tracer
    from judge.engine.snapshot import snapshot

    game = build(scenario, Tracer())
    start = snapshot(game)
    names = _Names(game, [o.id for o in start.objects])
    names.learn(scenario.actions)
    t = scenario.turn
    turn = ""
    if t is not None:
        step = t.step.named
        turn = f"{t.active}'s turn, {step}" + (f" (turn {t.number} of the game)" if t.number is not None else "")
    assumptions = [] if scenario.mana_tracked else [MANA_ASSUMED]
    players = []
    for p in start.players:
        sp = ShownPlayer(p.name, p.life, p.mana_pool, [], [], [], [], [])
        for o in start.objects:
            if o.zone == "in play" and (o.controller or o.owner) == p.name:
                sp.permanents.append(ShownPermanent(
                    names.of(o.id), f"{o.power}/{o.toughness}" if o.power is not None else "", o.damage, o.tapped,
                    _counters(o), names.of(o.attached_to) if o.attached_to is not None else "",
                    o.owner if o.owner and o.controller and o.owner != o.controller else ""))
            elif o.zone != "in play" and o.owner == p.name:
                shelf = {"hand": sp.hand, "graveyard": sp.graveyard, "library": sp.library,
                         "removed from the game": sp.removed}.get(o.zone)
                if shelf is not None:
                    shelf.append(names.of(o.id))
        players.append(sp)
    earlier = _earlier(scenario, game, names)
    for e in start.effects:
        text = _no_labels(e.text, names)
        earlier.append(text[:1].upper() + text[1:] + ".")
    stack = []
    for s in game.stack.items:
        what = s.name
        if s.kind in (StackKind.ABILITY, StackKind.TRIGGER) and s.text:
            what += f" \u201c{s.text}\u201d"
        targets = [names.of(t.obj) if t.obj is not None else (t.player or "") for t in s.targets]
        stack.append(f"{what} ({possessive(s.controller)}" + (f"; targeting {', '.join(targets)}" if targets else "")
                     + ")")
    cards = []
    seen: set[str] = set()
    order = [o.id for o in start.objects if o.zone in ("in play", "hand", "graveyard")]
    order += [s.card_obj if s.card_obj is not None else s.source for s in game.stack.items]
    for oid in order:
        o = game.objects.get(oid) if oid is not None else None
        if o is None:
            continue
        card = o.own_card or o.card
        if card.name in seen:
            continue
        seen.add(card.name)
        c = _card(card)
        if c is not None:
            cards.append(c)
    printer = ScenarioPrinter(scenario)
    actions: list[str] = []
    for a in scenario.actions:
        line = _action(printer, game, names, a)
        if line is not None:
            actions.extend(line.split("\n"))
    out = Shown(turn, assumptions, players, earlier, stack, cards, actions, names)
    return out, start
