"""Loops (421): a sequence of events that repeats with no way to stop ends the game in a draw
(102.6, 421.4); a loop of optional actions repeats as many times as rule 421.2, 421.3 or 421.5 says
(:func:`unroll`, the scenario's ``loop, Alice names N:`` block).

Each time the top of the stack resolves because every player passed, :func:`observe`
takes a print of the game: its *shape* (the step, what each zone holds by name, each
permanent's status, the stack by name, controller and targets) and its *numbers* (life
totals, library sizes, damage, counters, power and toughness, mana). A loop is the same
shape coming back every ``p`` resolutions (p = 1 to 4) for three periods running, each
number changing by the same amount every period, and no choice made by any player in
between: nothing the players do is in it (421.4, "only mandatory actions"; a loop with
an optional action does not end in a draw, 102.6).

A loop that moves the game toward its end — a life total, a library or a toughness
going down, damage or -1/-1 counters piling up — ends by itself (420.5), so it is left to
run; one whose numbers only grow ("When your hand is empty, you gain 1 life", 410.11)
never ends, and the game is a draw. Any action other than passing priority starts the
watch afresh (:func:`forget`).
"""

from __future__ import annotations

from dataclasses import replace
from operator import attrgetter

from typing import Any, Optional

from judge.cards.english import possessive
from judge._speed.fastdataclass import dataclass_for
from judge.dsl.ast import Activate, Cast, Loop, ManaAbility, PlayLand, Scenario, Span
from judge.engine.game import Game
from judge.engine.kinds import ChoiceKind
from judge.engine.outcome import Choice
from judge.engine.state import PERMANENTS_PRINTED
from judge.errors import JudgeError
from judge.zones import Zone

dataclass = dataclass_for("engine")

#: The longest cycle looked for, in resolutions, and how many periods must repeat.
MAX_PERIOD = 4
PERIODS = 3

#: Numbers whose change one way brings the game to an end (the sign of that change).
_TERMINAL = {"life": -1, "library": -1, "toughness": -1, "damage": +1, "counter:-1/-1": +1}


class _Stacked(metaclass=dataclass, frozen=True, eq=False):
    """One object of the stack as a print sees it (its kind, name, controller and targets),
    with those below it: the stack of a print, top first, sharing with the print before it
    every object neither resolved nor added since — a stack of 1,200 triggered abilities is
    not looked at whole after each resolution. Frozen: a copy of the game shares it; compared
    by :func:`_same_stack`, never by ``==`` (a chain a thousand long)."""

    entry: tuple
    below: Optional["_Stacked"]
    depth: int  # objects below it
    oid: int


def _stacked(game: Game, before: Optional[_Stacked]) -> Optional[_Stacked]:
    """The stack now as a chain of :class:`_Stacked`, reusing ``before`` (the last print's)
    from the first object that is still where it was, counted from the bottom: objects go on
    the stack only on top, so everything under it is as it was (a change of a target or of a
    stack object's fields since, Game.set_target, set_targets, choose_modes …, makes a new chain)."""
    stack = game.stack.items
    n = len(stack)
    node, i = before, 0
    while i < n:
        depth = n - 1 - i
        while node is not None and node.depth > depth:
            node = node.below
        if node is not None and node.depth == depth and node.oid == stack[i].id:
            break
        i += 1
    if i == n:
        node = None
    for so in reversed(stack[:i]):
        targets = so.targets  # (most objects target nothing: no generator made for none)
        entry = (so.kind, so.name, so.controller, tuple(map(str, targets)) if targets else ())
        node = _Stacked(entry, node, 0 if node is None else node.depth + 1, so.id)
    return node


def _same_stack(a: Optional[_Stacked], b: Optional[_Stacked]) -> bool:
    """Whether two prints' stacks hold the same objects by what a print sees of them."""
    while a is not b:
        if a is None or b is None or a.depth != b.depth or a.entry != b.entry:
            return False
        a, b = a.below, b.below
    return True


class _Zone(metaclass=dataclass, frozen=True, eq=False):
    """A zone as a print sees it: the names of its cards, in order of name — kept with the
    objects it holds, so that the next print of a zone that didn't change (a graveyard of
    2,000 creatures while their triggers resolve) doesn't sort them again."""

    ids: tuple
    names: tuple


#: The zones of each player a print names the cards of (in order of name).
_NAMED_ZONES = (Zone.HAND, Zone.GRAVEYARD, Zone.REMOVED)


class _Zones(metaclass=dataclass, frozen=True, eq=False):
    """The zones of a print, each as a :class:`_Zone` by (player, zone) (``by_key``, read as a mapping) —
    and, read at once, the ids of all of them in the order of :func:`_zone_keys` (``ids``) and their
    names (``names``): a print whose zones hold the ids of the last print's (no card moved between a
    hand, a graveyard and the removed zone since: the prints of a stack of triggered abilities
    resolving) is given that print's, compared in one look, not zone by zone. Frozen: a copy of the
    game shares it."""

    by_key: dict
    ids: tuple
    names: tuple

    def __getitem__(self, key: tuple) -> "_Zone":
        return self.by_key[key]

    def __contains__(self, key: tuple) -> bool:
        return key in self.by_key

    def __iter__(self):
        return iter(self.by_key)

    def values(self):
        return self.by_key.values()


#: The keys of the zones a print reads, by the names of a game's players: their libraries (counted), then the
#: zones it names the cards of, player by player (:data:`_NAMED_ZONES`) — made once for each set of names (a
#: handful a process: the scenarios' players).
_KEYS: dict[tuple, tuple[tuple, tuple]] = {}


def _zone_keys(names: tuple) -> tuple[tuple, tuple]:
    keys = _KEYS[names] = (tuple((n, Zone.LIBRARY) for n in names), tuple((n, z) for n in names for z in _NAMED_ZONES))
    return keys


#: A player's name (read in C, no call a player).
_name = attrgetter("name")


def _print(game: Game, before: Optional[_Zones] = None) -> tuple[tuple, tuple[tuple[str, int], ...], _Zones]:
    """The shape and numbers of the game (see the module's docstring), and its zones as
    :class:`_Zones` (``before``: the last print's). (Taken after every resolution of an
    exploration's every run: the game's tables are looked up once, each permanent's
    characteristics read from this state's cache where computed — ``Game.chars`` otherwise; the
    zones' ids read at once and, where they are the last print's, that print's zones taken whole; else
    a zone whose cards are the last print's is that print's :class:`_Zone`, an empty one compared with
    nothing; the permanents' part read once for as long as no change of state touches a permanent:
    :func:`_permanents`.)"""
    turns = game.turns
    all_zones = game.zones
    players = game.players
    names = tuple(map(_name, players))
    libraries, named = _KEYS[names] if names in _KEYS else _zone_keys(names)
    ids = tuple(map(tuple, map(all_zones.__getitem__, named)))
    if before is not None and before.ids == ids:
        zones = before
    else:
        by_key: dict = {}
        objects = game.objects
        for key, held in zip(named, ids):
            if held:
                seen = before[key] if before is not None and key in before else None
                if seen is None or seen.ids != held:
                    seen = _Zone(held, tuple(sorted([objects[i].card.name for i in held])))
            else:
                seen = _EMPTY_ZONE
            by_key[key] = seen
        zones = _Zones(by_key, ids, tuple([z.names for z in by_key.values()]))
    numbers: list[tuple[str, int]] = []
    for p, library in zip(players, libraries):
        # (a measure named by its word: _TERMINAL; an empty pool's text is "")
        numbers += (("life", p.life), ("library", len(all_zones[library])),
                    ("mana", len(p.pool_text()) if any(p.pool.values()) else 0))
    values = game.derived.values
    board = values[PERMANENTS_PRINTED] if PERMANENTS_PRINTED in values else _permanents(game)
    waiting = game.triggers.state_waiting
    shape = (turns.turn, turns.step, turns.active, *zones.names, *board[0],
             tuple(sorted([str(k) for k in waiting])) if waiting else ())
    numbers += board[1]
    return shape, tuple(numbers), zones


def _permanents(game: Game) -> tuple[tuple, tuple[tuple[str, int], ...]]:
    """The permanents as a print sees them — each one's name, whether it is a token, tapped, its
    controller and the name of what it is attached to, in order of name (then timestamp); and
    their numbers: damage, counters, power and toughness — kept in this version's
    ``Derived.values``, which a change of state touching no permanent carries to the next
    (``Game.changed``: a trigger put on the stack, a life total gained), so that the prints of a
    stack of triggered abilities resolving one after another read the permanents once."""
    objects = game.objects
    in_play = list(map(objects.__getitem__, game.in_play))
    if len(in_play) > 1:
        in_play.sort(key=_by_name_and_timestamp)  # (stable: as sorted() of the ids by the same key; no call a permanent)
    shape: list[Any] = []
    numbers: list[tuple[str, int]] = []
    derived = game.derived
    computed = derived.chars
    for o in in_play:
        oid = o.id
        ch = computed[oid] if oid in computed else None
        if not ch:
            ch = game.chars(o)
            computed = game.derived.chars
        host = o.attached_to
        shape.append((o.card.name, o.token, o.tapped, ch.controller or o.controller,
                      objects[host].card.name if host is not None and host in objects else None))
        numbers.append(("damage", o.damage))
        if o.counters:
            for kind, n in sorted(o.counters.items()):
                numbers.append((f"counter:{kind}", n))
        if ch.power is not None:
            numbers.append(("power", ch.power))
        if ch.toughness is not None:
            numbers.append(("toughness", ch.toughness))
    board = (tuple(shape), tuple(numbers))
    if game.derived is derived:  # (the same version throughout: what it read is this version's)
        game.derived.values[PERMANENTS_PRINTED] = board
    return board


#: The print of an empty zone (no ids, no names): one for every print, as any empty zone's.
_EMPTY_ZONE = _Zone((), ())


#: A permanent's place in a print: its card's name, then its timestamp (read in C, no call).
_by_name_and_timestamp = attrgetter("card.name", "timestamp")


def choices_made(game: Game) -> int:
    """How many choices the players have made so far (a forced one is none)."""
    d = game.decider
    return len(getattr(d, "words", ())) + len(getattr(d, "taken", ()))


class EndlessLoop(JudgeError):
    """Triggered abilities that trigger one another without end, kept going by a player's
    choices: a loop of optional actions whose number of repetitions that player names (421.2).
    The explorer leaves such a run out of the outcomes and says so (every other way the
    choices go stays)."""


def choices_to_stop(game: Game, since: int) -> int:
    """How many of the choices the players made after the first ``since`` (``len`` of the
    decider's ``words``) could stop abilities triggering one another as they go on the stack:
    a target (410.4) or a "may" (410.5) — not the order in which abilities triggered together
    go on the stack (410.3), which changes only where each lies, nor a forced choice (none)."""
    words = getattr(game.decider, "words", ())
    return sum(1 for w in words[since:] if not (isinstance(w, Choice) and w.kind is ChoiceKind.ORDER))


def endless_settling(game: Game, since: int) -> None:
    """State-based effects and triggered abilities go on and on as a player would receive
    priority (408.1b): the abilities put on the stack in one round trigger those of the next
    ("whenever ~ becomes the target of …, target creature …"), or a state trigger declined
    triggers again (410.5, 410.11), and nothing ever resolves.
    With no choice made by any player since the checks began that could stop it
    (:func:`choices_to_stop` after the first ``since``),
    a loop of only mandatory actions: the game is a draw (421.4, 102.6). With a
    choice, a loop of optional actions, which repeats as many times as the player who makes
    them names (421.2): this run, where the choices never end it, is :class:`EndlessLoop`
    (the explorer keeps the runs where they do, one for each number of times)."""
    if not choices_to_stop(game, since):
        names = list(dict.fromkeys(so.name for so in game.stack.items[:2]))
        game.tracer.step(
            f"The game is in a loop: {' and '.join(names)} {'goes' if len(names) == 1 else 'go'} on the stack again "
            "and again, each triggering the next, with no choice any player could make to stop it; a loop of only "
            "mandatory actions ends the game in a draw", "421.4", "102.6", "410.3", kind="game")
        game.end.end_in_draw()
        game.tracer.step("The game is a draw", "102.6", kind="game")
        return
    raise EndlessLoop(
        "triggered abilities keep triggering before any player can receive priority (408.1b), each one going on "
        "the stack or declined triggering the next, and a player's choices (a target, a \"may\") keep the loop "
        "going: such a loop of optional actions repeats as many times as that player names (421.2), which the "
        "engine can't choose — state the choice that ends it (e.g. 'Alice chooses @x' for a target)")


def forget(game: Game) -> None:
    """A player did something other than pass: whatever repeated so far is not a loop."""
    game.prints.forget_loop_prints()


def observe(game: Game, resolved: str) -> bool:
    """Note the game after ``resolved`` (a name) resolved; when it is in a mandatory loop
    that never ends, end the game in a draw (421.4, 102.6) and return True."""
    if not game.stack.items:  # the stack emptied: this sequence ended (a loop leaves its next turn on the stack)
        if game.prints.loop:
            game.prints.forget_loop_prints()
        return False
    last = game.prints.loop[-1] if game.prints.loop else None
    shape, numbers, zones = _print(game, last[6] if last is not None else None)
    stack = _stacked(game, last[4] if last is not None and last[5] == game.stack.edits else None)
    prints = game.prints.record_loop_print((shape, numbers, choices_made(game), resolved, stack, game.stack.edits, zones),
                                    MAX_PERIOD * (PERIODS + 1) + 1)
    for p in range(1, MAX_PERIOD + 1):
        span = p * PERIODS
        if len(prints) <= span:
            break
        if not _same_stack(prints[-1 - p][4], stack):
            # (the print a period back holds another stack: no cycle of this period, whatever the others
            # hold — the check below asks it of every print of the cycle, this one among them; asked first
            # and alone, as most prints of an exploration's resolutions meet it: no list, no generator)
            continue
        cycle = [prints[-1 - k * p] for k in range(PERIODS + 1)]  # newest first
        # (the stacks first: a chain's depth tells most apart at once; both are pure comparisons,
        # so the order changes no answer)
        if cycle[-1][2] != cycle[0][2] or any(not _same_stack(c[4], stack) or c[0] != shape for c in cycle):
            continue
        if any(len(c[1]) != len(numbers) or [n[0] for n in c[1]] != [n[0] for n in numbers] for c in cycle):
            continue
        deltas = [tuple(a[1] - b[1] for a, b in zip(cycle[k][1], cycle[k + 1][1])) for k in range(PERIODS)]
        if len(set(deltas)) != 1:
            continue
        names = [n[0] for n in numbers]
        ending = [name for name, d in zip(names, deltas[0]) if d and _TERMINAL.get(name, 0) * d > 0]
        if ending:
            return False  # it runs toward the game's end (420.5): let it
        _draw(game, p, list(dict.fromkeys(c[3] for c in prints[-p:])))
        return True
    return False


def _draw(game: Game, period: int, names: list[str]) -> None:
    top = " and ".join(names)
    game.tracer.step(
        f"The game is in a loop: {top} {'resolves' if len(names) == 1 else 'resolve'} again and again "
        f"(the same sequence {'at every resolution' if period == 1 else f'every {period} resolutions'}, with no choice any "
        "player could make to stop it); a loop of only mandatory actions ends the game in a draw",
        "421.4", "102.6", kind="game")
    game.end.end_in_draw()
    game.tracer.step("The game is a draw", "102.6", kind="game")


# --------------------------------------------------------------------------- optional loops


class LoopNote(metaclass=dataclass, frozen=True):
    """Where an unrolled loop of optional actions begins: the rule that says how many times it
    repeats (421.2, 421.3, 421.5), checked and traced when it is reached (``active``: the active player
    the unrolling assumed)."""

    player: str
    active: str
    text: str
    rule: str
    span: Optional[Span] = None


#: The actions that are a player's optional actions in a loop (plays; a pass or an answer is not).
_PLAYS = (PlayLand, Cast, Activate, ManaAbility)


def unroll(scn: Scenario) -> Scenario:
    """The scenario with each ``loop`` written out as rule 421 says it repeats (421.2: the
    player who controls all its optional actions names the number; 421.3: with both players'
    actions, the active player names a number and the nonactive one agrees — the loop runs that
    many times and then as far as the nonactive player's last action — or names a lower
    number — then as far as the active player's; 421.5: with both players' actions that don't
    depend on one another, the nonactive one agrees or names a higher number, and the loop runs
    that many times). A loop the rule doesn't allow as written is a located error."""
    for a in scn.actions:  # (asked of every run of every scenario: a loop, not any() of a generator)
        if isinstance(a, Loop):
            break
    else:
        return scn
    active = scn.turn.active if scn.turn is not None else ""
    out: list = []
    for a in scn.actions:
        out.extend(_unrolled(scn, a, active) if isinstance(a, Loop) else (a,))
    return replace(scn, actions=tuple(out))


def _unrolled(scn: Scenario, loop: Loop, active: str) -> list:
    where = f"{scn.path}:{loop.span.line}:{loop.span.column}" if loop.span is not None else scn.path
    body = list(loop.body)
    actors = list(dict.fromkeys(a.player for a in body if isinstance(a, _PLAYS)))
    if not actors:
        raise JudgeError(f"{where}: this loop has no optional action (a play): a loop of mandatory actions only "
                         f"ends the game in a draw (421.4), which the engine finds by itself — write its actions "
                         f"without `loop`")
    lines = f"lines {body[0].span.line}–{body[-1].span.line}" if body[0].span and body[-1].span else "its lines"
    if len(actors) == 1:
        owner = actors[0]
        if loop.player != owner or loop.responder is not None:
            raise JudgeError(f"{where}: every optional action of this loop is {possessive(owner)}, so {owner} chooses the number "
                             f"of times it repeats (421.2): write `loop, {owner} names N:`; the other player may "
                             f"intervene by acting after it")
        text = (f"{owner} controls every optional action of the loop ({lines}) and chooses a number, {loop.count}: it "
                f"repeats {loop.count} time{'s' if loop.count != 1 else ''}")
        return [LoopNote(owner, active, text, "421.2", loop.span)] + body * loop.count
    other = next(p.name for p in scn.players if p.name != active) if len(scn.players) > 1 else ""
    shared = _shared(scn, body)
    if not shared:
        return _independent(loop, body, active, other, where, lines)
    if loop.player != active or loop.responder != other:
        raise JudgeError(f"{where}: this loop has optional actions of both players, so the active player, {active}, "
                         f"names a number and then {other} agrees or names a lower one (421.3): write "
                         f"`loop, {active} names N, {other} agrees:` or `loop, {active} names N, {other} names M:`")
    if loop.response is not None and loop.response >= loop.count:
        raise JudgeError(f"{where}: {other} may agree to {loop.count} or choose a lower number (421.3), not "
                         f"{loop.response}")
    times, last = (loop.count, other) if loop.response is None else (loop.response, active)
    extra = _last_word(body, last)
    said = "agrees" if loop.response is None else f"chooses a lower number, {loop.response}"
    text = (f"The loop ({lines}) has optional actions of both players, which depend on one another (both act on "
            f"{' and '.join(shared)}): {active}, the active player, names "
            f"{loop.count}, and {other} {said}: it repeats {times} time{'s' if times != 1 else ''}"
            + (f", then its first {len(extra)} line{'s' if len(extra) != 1 else ''} once more, so that {last} has "
               f"the last word" if extra else f", {last} having the last word"))
    return [LoopNote(loop.player, active, text, "421.3", loop.span)] + body * times + extra


def _acted_on(scn: Scenario, a) -> set[str]:
    """What one play of a loop acts on, as the scenario names it: the card played or whose
    ability is played, and its targets (a label read as the card it labels; a player by name)."""
    labelled = {o.label: o.card or (o.token.name if o.token is not None else o.label) for o in scn.objects if o.label}
    refs = [getattr(a, "card", None) or getattr(a, "source", None), *getattr(a, "targets", ())]
    return {(labelled.get(r.label, f"@{r.label}") if r.label else str(r.name)) for r in refs if r is not None}


def _shared(scn: Scenario, body: list) -> list[str]:
    """What the plays of one player in the loop act on that the other player's plays act on too
    (sorted): the actions depend on one another (421.3: one undoes or answers the other, as in its
    example, the Adept gaining flying and losing it) — or, with nothing shared, they don't (421.5:
    each would repeat as well in a loop of its own)."""
    acts: dict[str, set[str]] = {}
    for a in body:
        if isinstance(a, _PLAYS):
            acts.setdefault(a.player, set()).update(_acted_on(scn, a))
    first, *rest = acts.values()
    return sorted(first.intersection(*rest)) if rest else []


def _independent(loop: Loop, body: list, active: str, other: str, where: str, lines: str) -> list:
    """421.5: optional actions of each player that don't depend on one another: the active
    player names a number and the nonactive one agrees or names a higher one; the loop repeats
    that many times (no fraction: neither needs the last word)."""
    if loop.player != active or loop.responder != other:
        raise JudgeError(f"{where}: this loop has optional actions of both players that don't depend on one another "
                         f"(no card or player is acted on by both), so the active player, {active}, names a number "
                         f"and then {other} agrees or names a higher one (421.5): write "
                         f"`loop, {active} names N, {other} agrees:` or `loop, {active} names N, {other} names M:`")
    if loop.response is not None and loop.response <= loop.count:
        raise JudgeError(f"{where}: the players' actions in this loop don't depend on one another (no card or player "
                         f"is acted on by both), so {other} may agree to {loop.count} or choose a higher number "
                         f"(421.5), not {loop.response}")
    times = loop.count if loop.response is None else loop.response
    said = "agrees" if loop.response is None else f"chooses a higher number, {loop.response}"
    text = (f"The loop ({lines}) has optional actions of both players that don't depend on one another (no card or "
            f"player is acted on by both): {active}, the active player, names {loop.count}, and {other} {said}: it "
            f"repeats {times} time{'s' if times != 1 else ''}")
    return [LoopNote(loop.player, active, text, "421.5", loop.span)] + body * times


def _last_word(body: list, player: str) -> list:
    """The fraction of the loop that gives ``player`` the last word (421.3): nothing if the
    loop's last play is already theirs, else its actions up to and including their first play
    (and the lines that follow it before anyone else's next play)."""
    plays = [i for i, a in enumerate(body) if isinstance(a, _PLAYS)]
    if body[plays[-1]].player == player:
        return []
    first = next(i for i in plays if body[i].player == player)
    after = next((i for i in plays if i > first and body[i].player != player), len(body))
    return body[:after]


def announce(game: Game, note: LoopNote) -> None:
    """The unrolled loop begins: the rule that decided how often, at the step (421.2, 421.3, 421.5)."""
    if note.active and game.turns.active != note.active:
        raise game.error(note.span, f"the loop was written for {possessive(note.active)} turn, but it is {possessive(game.turns.active)}: the "
                                    f"active player names the number first (421.3)")
    game.tracer.step(note.text, note.rule, kind="game")
