"""Choices (DESIGN: the engine never decides for a player).

Every choice a player makes — targets, modes, X, the order of triggered abilities (410.3),
"may" (410.5), choices while a spell resolves (413.2c), which permanents pay a cost — goes
through a :class:`Decider`. :class:`ScenarioDecider` answers from the scenario's own
``Choose``/``OrderTriggers`` lines; a choice the scenario leaves open raises
:class:`OpenChoice`, naming the player, the choice, the legal options and the scenario
line that would settle it. The exploring decider (judge.engine.explore) takes each open
choice instead; :meth:`ScenarioDecider.take` records it as a
:class:`~judge.engine.outcome.Choice` (who, kind, options, answer, rule) in ``words``,
which the outcome carries.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Optional, Protocol, Sequence

from math import comb

from judge.cards.english import possessive
from judge._speed.fastdataclass import dataclass_for
from judge.dsl.ast import Action, Checkpoint, Choose, OrderTriggers, OrderReplacements, Ref
from judge.engine.kinds import ChoiceKind
from judge.engine.outcome import Choice, ChoiceKey, ChoiceSubject
from judge.errors import JudgeError
from judge.zones import Zone

dataclass = dataclass_for("engine")


@dataclass(frozen=True)
class Option:
    """One legal answer: ``label`` for messages, ``value`` for the engine, ``match`` tells
    whether a scenario value (a Ref, a word or a number) names this option."""

    label: str
    value: Any
    match: Callable[[Any], bool]
    #: Other names the option goes by in an expectation's ``when`` (a mode's number).
    aliases: tuple[str, ...] = ()


class OpenChoice(JudgeError):
    """A choice the scenario does not settle (the explorer will enumerate these)."""

    def __init__(self, message: str, player: str, what: str, options: Sequence[str]) -> None:
        super().__init__(message)
        self.player = player
        self.what = what
        self.options = tuple(options)


class Decider(Protocol):
    def answer(self, key: ChoiceKey, kinds: tuple[type, ...]) -> Optional[Action]:
        """The scenario action that answers the choice ``key`` identifies, or None if none does."""

    def where(self) -> str:
        """Where in the scenario a line settling the current choice would go."""

    def take(self, choice: Choice, selections: Sequence[tuple[int, ...]]) -> Optional[tuple[int, ...]]:
        """An open choice: the selection taken (recorded as a Choice), or None to leave it open."""


class ScenarioDecider:
    """Answers choices from the ``Choose``/``OrderTriggers`` lines that follow the action
    being carried out (they are consumed in order)."""

    def __init__(self, actions: Sequence[Action], path: str) -> None:
        self.actions = list(actions)
        self.path = path
        self.cursor = -1  # index of the action being carried out
        self.consumed: set[int] = set()
        #: One entry per open choice taken (a :class:`Choice` once :meth:`take` recorded it).
        self.words: list = []
        #: (action index, words) of every choice raised, open or forced: what a choice line
        #: that answers nothing is told was asked instead.
        self.asked: list[tuple[int, str]] = []

    def note(self, words: str) -> None:
        """A choice was raised during the current action (see :attr:`asked`)."""
        self.asked.append((self.cursor, words))

    def asked_before(self, index: int) -> list[str]:
        """The choices raised during the action just before action ``index`` — the latest line
        before it that a choice didn't consume (the choice lines that answered an action belong
        to it) — not during some earlier action that raised one."""
        last = next((i for i in range(index - 1, -1, -1) if i not in self.consumed), None)
        return [w for i, w in self.asked if i == last]

    def peek(self, key: ChoiceKey) -> Optional[tuple[int, Choose]]:
        """The next unconsumed action when it is a choice line that may answer the choice
        ``key`` identifies (index, line), without consuming it: the line is the key's player's
        and names no choice or one the key answers to (:meth:`ChoiceKey.answers`)."""
        i = self._next()
        if i is None:
            return None
        act = self.actions[i]
        if not isinstance(act, Choose) or act.player not in (key.player, "all") or not key.answers(act.topic):
            return None
        return i, act

    def _next(self) -> Optional[int]:
        """The index of the next action no choice has consumed, or None."""
        i = self.cursor + 1
        while i < len(self.actions) and i in self.consumed:
            i += 1
        return i if i < len(self.actions) else None

    def checkpoints_before(self, kind: type) -> list:
        """The ``checkpoint`` lines written between the action being carried out and the next
        line when that one is of ``kind`` (a declaration): taken (consumed) and returned, for
        the game as it stands now to be theirs; else none."""
        i, marks = self.cursor + 1, []
        while i < len(self.actions) and (i in self.consumed or isinstance(self.actions[i], Checkpoint)):
            if i not in self.consumed:
                marks.append(i)
            i += 1
        if not marks or i >= len(self.actions) or not isinstance(self.actions[i], kind):
            return []
        self.consumed.update(marks)
        return [self.actions[m] for m in marks]

    def answer(self, key: ChoiceKey, kinds: tuple[type, ...]) -> Optional[Action]:
        """The next unconsumed action, consumed, when it is of ``kinds``, the key's player's
        and (a choice line) names no choice or one the key answers to; else None."""
        i = self._next()
        if i is None:
            return None
        act = self.actions[i]
        if not isinstance(act, kinds):
            return None
        if isinstance(act, Choose) and not key.answers(act.topic):
            return None
        if act.player not in (key.player, "all"):
            return None
        self.consumed.add(i)
        return act

    def where(self) -> str:
        if 0 <= self.cursor < len(self.actions):
            span = getattr(self.actions[self.cursor], "span", None)
            if span is not None:
                return f"after line {span.line}"
        return "after the actions"

    def explore(self, player: str, what: str, labels: Sequence[str], selections: Sequence[tuple[int, ...]],
                kind: ChoiceKind = ChoiceKind.PICK) -> Optional[tuple[int, ...]]:
        """An open choice: the scenario decider leaves it open (None: the caller raises
        OpenChoice); the exploring decider picks one of ``selections`` (index tuples into
        ``labels``) and remembers the others."""
        return None

    def take(self, choice: Choice, selections: Sequence[tuple[int, ...]]) -> Optional[tuple[int, ...]]:
        """An open choice, described by ``choice`` (its ``answer`` still empty): asks
        :meth:`explore` and, when it picks a selection, records the choice taken as a
        :class:`Choice` in place of the entry :meth:`explore` appended to ``words``."""
        sel = self.explore(choice.player, choice.what, choice.options, selections, kind=choice.kind)
        if sel is not None:
            taken = Choice(choice.player, choice.kind, choice.what, choice.options,
                           tuple(choice.options[i] for i in sel), choice.rule,
                           tuple(choice.aliases[i] for i in sel) if choice.aliases else (),
                           choice.subject, choice.about)
            if len(self.words) and not isinstance(self.words[-1], Choice):
                self.words[-1] = taken
            else:
                self.words.append(taken)
        return sel

    def line_of_current(self) -> str:
        if 0 <= self.cursor < len(self.actions):
            span = getattr(self.actions[self.cursor], "span", None)
            if span is not None:
                return f"{self.path}:{span.line}:{span.column}"
        return self.path


def ref_matches_label(ref: Any, *names: str) -> bool:
    """Whether a scenario value names something called one of ``names``."""
    if isinstance(ref, Ref):
        key = f"@{ref.label}" if ref.label else (ref.name or "")
    else:
        key = str(ref)
    return key.lower() in {n.lower() for n in names if n}


#: The kind of choice (:data:`judge.engine.outcome.CHOICE_KINDS`) the rule a choice is made
#: under gives, when the caller does not say.
_KIND_OF_RULE = {
    "409.1c": ChoiceKind.TARGET, "410.4": ChoiceKind.TARGET, "415.2": ChoiceKind.TARGET, "409.1f": ChoiceKind.PAY,
    "417.1": ChoiceKind.RANDOM, "410.3": ChoiceKind.ORDER, "419.8a": ChoiceKind.ORDER, "410.5": ChoiceKind.YES_NO,
}


def option_aliases(game, value: Any) -> tuple[str, ...]:
    """The names an option's value goes by besides its label: an object's card name and
    ``@label``; a player's name."""
    objects = getattr(game, "objects", None)
    if isinstance(value, int) and not isinstance(value, bool) and objects and value in objects:
        o = objects[value]
        return (o.card.name,) + ((f"@{o.label}",) if o.label else ())
    return ()


def interchangeable_key(game, value: Any) -> Any:
    """What makes an option different from another for the game (symmetric choices collapse,
    issue 10): an unlabelled object in play or in a hand is interchangeable with another of
    the same card in the same state (:meth:`GameObject.state_key`: every field but those that only
    name it — controller, status, damage and who dealt it, counters, attachment, what it did) —
    and the same memory of it the game keeps apart from the object: whether it was dealt damage
    this turn and by what, and what it dealt damage to (Fatal Blow, Sengir Vampire:
    ``game.this_turn``), and what it chose or remembers of coming into play (410.10e:
    ``game.permanents.chosen_on_entry``) — picking one or the other leads to the same game.
    Anything else is only itself: a labelled object (the scenario may name it), a card in an
    ordered zone, a player, a word."""
    objects = game.objects
    if isinstance(value, int) and not isinstance(value, bool) and value in objects:
        o = objects[value]
        if o.label is None and o.zone in (Zone.IN_PLAY, Zone.HAND):
            ch = game.chars(o)
            attached = tuple(sorted(objects[x].card.name for x in game.in_play if objects[x].attached_to == value))
            turn = game.this_turn
            pairs = turn.damage_pairs
            # (the other side of each damage this turn, by its id: a source is one object whichever twin it hit)
            dealt = tuple(sorted(repr(p) for p in pairs if value in p)) if pairs else ()
            return ("object", o.state_key(), attached, ch.power, ch.toughness,
                    tuple(sorted([_shown(a) for a in ch.abilities])), tuple(sorted(ch.colors)),
                    value in turn.damaged, dealt, _entry_key(game, value))
    return ("value", repr(value))


#: Each ability's ``repr`` by the ability's id, with the ability itself (the card IR is frozen and shared for the
#: process — a granted ability's too —, so its repr never changes; kept beside it, an id used again by another
#: object never matches): an ability written out once, not once for each twin of each choice (~2,300 keys a warm
#: pass over every third scenario, most of them lands' mana abilities, written out at each payment explored).
_SHOWN: dict[int, tuple[Any, str]] = {}


def _shown(ability: Any) -> str:
    found = _SHOWN.get(id(ability))
    if found is None or found[0] is not ability:
        if len(_SHOWN) > 10_000:
            _SHOWN.clear()
        found = _SHOWN[id(ability)] = (ability, repr(ability))
    return found[1]


def _entry_key(game, oid: int) -> tuple:
    """What a permanent chose or remembers of coming into play (410.10e), in an order that does
    not depend on the order it was recorded in: by the kind's class and value, the kinds being
    members of two enums (``ir.EntryChoice``, ``ir.RememberedOnEntry``)."""
    chosen = game.permanents.chosen_on_entry.get(oid)
    if not chosen:
        return ()
    return tuple(sorted((type(k).__name__, k.value, repr(v)) for k, v in chosen.items()))


def entry_words(game, oid: int) -> list[str]:
    """The entry choices (410.10e) of a permanent, in words (``chose Bear``), in the card's order."""
    from judge.cards import ir
    chosen = game.permanents.chosen_on_entry.get(oid) or {}
    return [f"chose {v}" for k, v in chosen.items() if isinstance(k, ir.EntryChoice) and v is not None]


def telling_apart(game, oid: int) -> str:
    """An object's name with what tells it from another of the same name that is not
    interchangeable with it: ``Grizzly Bears (3/4, enchanted by Holy Strength)``,
    ``Engineered Plague (chose Goblin)``."""
    o = game.objects[oid]
    name = game.describe(oid)
    twins = [x for x in game.in_play if x != oid and game.describe(x) == name]
    if not twins or o.label:
        return name
    ch = game.chars(o)
    bits = []
    if ch.power is not None:
        bits.append(f"{ch.power}/{ch.toughness}")
    if o.tapped:
        bits.append("tapped")
    if o.damage:
        bits.append(f"{o.damage} damage")
    elif oid in game.this_turn.damaged:
        bits.append("dealt damage this turn")
    on = [game.objects[x].card.name for x in game.in_play if game.objects[x].attached_to == oid]
    if on:
        bits.append("enchanted by " + ", ".join(on))
    bits += entry_words(game, oid)
    return f"{name} ({', '.join(bits)})" if bits else name


def _told_apart(game, options: Sequence[Option], keys: list[str]) -> Sequence[Option]:
    """The options of an explored choice, those of one name that are not interchangeable (their
    keys differ: an entry choice, damage this turn, …) worded apart (:func:`telling_apart`), so
    that two outcomes do not read the same: ``Engineered Plague (chose Bear)``."""
    labels = [o.label for o in options]
    if len(set(labels)) == len(labels):
        return options
    out = list(options)
    for label in {x for x in labels if labels.count(x) > 1}:
        group = [i for i, x in enumerate(labels) if x == label]
        if not all(isinstance(options[i].value, int) and not isinstance(options[i].value, bool)
                   and options[i].value in game.objects and game.objects[options[i].value].zone == Zone.IN_PLAY
                   for i in group):
            continue
        words = {i: telling_apart(game, options[i].value) for i in group}
        # only where the words tell apart every two that differ (else the label would only grow)
        if len({keys[i] for i in group}) > 1 and len(set(words.values())) == len({keys[i] for i in group}):
            for i in group:
                out[i] = Option(words[i], options[i].value, options[i].match, options[i].aliases)
    return out


def distinct_combinations(keys: list[Any], sizes: Iterable[int]) -> list[tuple[int, ...]]:
    """:func:`distinct_selections` of every combination of the options (by index, ``keys`` each one's), for each
    size of ``sizes`` in turn — worked out without listing the combinations that pick the same multiset: of
    those, the first in :func:`itertools.combinations`' (lexicographic) order takes the first options of each
    set of twins (its i-th smallest index is no larger than any other's), and the multisets' firsts come in
    that order too. Twelve Forests, seven of them owed: 792 combinations listed, sorted and keyed; one kept."""
    shown = [repr(k) for k in keys]
    twins: dict[str, list[int]] = {}
    for i, key in enumerate(shown):
        twins.setdefault(key, []).append(i)
    groups = list(twins.values())
    out: list[tuple[int, ...]] = []
    for n in sizes:
        firsts: list[tuple[int, ...]] = []
        _firsts_of(groups, 0, n, [], firsts)
        firsts.sort()
        out += firsts
    return out


def _firsts_of(groups: list[list[int]], g: int, left: int, chosen: list[int], out: list[tuple[int, ...]]) -> None:
    """Each multiset of ``left`` more options from ``groups[g:]`` (sets of twins), by the first of each set."""
    if g == len(groups):
        if not left:
            out.append(tuple(sorted(chosen)))
        return
    group = groups[g]
    for take in range(min(left, len(group)) + 1):
        _firsts_of(groups, g + 1, left - take, chosen + group[:take], out)


def distinct_selections(selections: list[tuple[int, ...]], keys: list[Any]) -> list[tuple[int, ...]]:
    """The selections that pick different things: of those picking the same multiset of
    interchangeable options, the first."""
    seen: set = set()
    out = []
    shown = [repr(k) for k in keys]  # (each key's once: not once for each selection it is in)
    for sel in selections:
        k = tuple(sorted([shown[i] for i in sel]))  # (a list: not a generator's step for each index)
        if k not in seen:
            seen.add(k)
            out.append(sel)
    return out


def choose(
    game,
    player: str,
    what: str,
    options: Sequence[Option],
    count: tuple[int, int] = (1, 1),
    rule: str = "413.2c",
    forced_ok: bool = True,
    kind: Optional[ChoiceKind] = None,
    subject: Optional[ChoiceSubject] = None,
    about: Optional[int] = None,
    allowed: Optional[Callable[[list], Optional[str]]] = None,
    left_out: Sequence[tuple[Option, str]] = (),
    quiet_if_forced: bool = False,
) -> list[Any]:
    """Ask ``player`` to pick between ``count[0]`` and ``count[1]`` of ``options``.

    ``quiet_if_forced``: a forced choice no line answers is taken without a step (the last card of
    an order, placed where the others left it); a line naming it still answers it, and then it is said.

    ``allowed``: why a set of picked values can't be chosen, or None where it can (413.2c: Phyrexian
    Dreadnought's "creatures with total power 12 or greater") — such sets are no outcome, and a line
    naming one is refused. ``left_out``: options the rules took out before the choice, each with why
    (a target whose total cost the player couldn't pay, 409.1f, 422.1): a line naming one is refused
    saying why.

    A forced choice (exactly as many options as must be picked) is no choice: it is taken
    and traced. Otherwise the scenario must answer it. ``kind`` (a
    :data:`~judge.engine.outcome.CHOICE_KINDS` word) defaults to the one ``rule`` gives
    (``pick`` otherwise); with ``subject`` (what is picked, where the kind does not say it)
    and ``about`` (the object it is about) it makes the choice's :class:`ChoiceKey`, by which
    a scenario line answers it, recorded in the outcome's :class:`Choice`. ``what`` is words
    for the trace and messages only.
    """
    lo, hi = count
    decider = game.decider
    key = ChoiceKey(player, kind or _KIND_OF_RULE.get(rule, ChoiceKind.PICK), rule, subject, about)

    def refuse_left_out(line: Any) -> None:
        """A choice line naming an option the rules left out: refused, with why."""
        for v in line.values:
            if any(o.match(v) for o in options):
                continue
            out = next(((o, why) for o, why in left_out if o.match(v)), None)
            if out is not None:
                span = line.span
                loc = f"{game.path}:{span.line}:{span.column}" if span else game.path
                raise JudgeError(f"{loc}: {player} can't choose {out[0].label} for {what}: {out[1]} (rule {rule}; "
                                 f"legal: {', '.join(o.label for o in options) or 'none'})")
    if hi == 0 and options:  # "X target …" with X = 0 (Midnight Ritual): none may be chosen, no outcome to explore
        game.tracer.step(f"{player} chooses {what}: nothing (the only legal choice: none may be chosen)", rule,
                         kind="choice")
        return []
    if forced_ok and len(options) <= lo:
        if options:
            said = ""
            if decider is not None:
                decider.note(f"{possessive(player)} choice of {what} (forced: {', '.join(o.label for o in options)})")
                # a choice line written for this choice answers it, though it is forced: it
                # must not answer the next choice instead (it names the forced option)
                seen = decider.peek(key) if hasattr(decider, "peek") else None
                if seen is not None and left_out:
                    refuse_left_out(seen[1])
                if seen is not None and seen[1].values and all(any(o.match(v) for o in options) for v in seen[1].values):
                    decider.consumed.add(seen[0])
                    span = seen[1].span
                    said = f"; line {span.line} says so" if span is not None else ""
            if quiet_if_forced and not said:
                return [o.value for o in options]
            random = key.kind is ChoiceKind.RANDOM  # no player chooses (417.1)
            game.tracer.step(f"{_at_random(what) if random else player + ' chooses ' + what}: "
                             f"{', '.join(o.label for o in options)} "
                             f"(the only {'possible result' if random else 'legal choice'}{said})", rule, kind="choice")
        return [o.value for o in options]
    if decider is not None and hasattr(decider, "note"):
        decider.note(f"{possessive(player)} choice of {what}")
    act = decider.answer(key, (Choose,)) if decider is not None else None
    if act is None and decider is not None:
        selections: Sequence[tuple[int, ...]]
        if options is _YES_NO and allowed is None and lo == hi == 1:
            # (a "may" (410.5): the same two options each time — yes and no, a word each, never twins
            # of each other nor told apart, named by their labels alone — whose selections, labels and
            # aliases below are worked out once (_YES_NO_PICKS), not again at each "may" explored)
            selections, labels, aliases = _YES_NO_PICKS
        else:
            keys = [repr(interchangeable_key(game, o.value)) for o in options]
            options = _told_apart(game, options, keys)
            if len(set(keys)) == len(keys):  # no twins: every subset is its own, counted not listed
                selections = Subsets(len(options), lo, hi)
            elif sum(comb(len(keys), k) for k in range(lo, min(hi, len(keys)) + 1)) > LIST_AT_MOST:
                selections = TwinSubsets(keys, lo, hi)  # too many to list: how many of each twin, counted
            else:
                selections = distinct_combinations(keys, range(lo, hi + 1))
            if allowed is not None:  # (413.2c) only the sets the player may choose
                selections = [s for s in selections if allowed([options[i].value for i in s]) is None]
            labels = tuple(o.label for o in options)
            aliases = tuple(option_aliases(game, o.value) + o.aliases for o in options)
        spec = Choice(player, key.kind, what, labels, rule=rule, aliases=aliases, subject=subject, about=about)
        sel = decider.take(spec, selections)
        if sel is not None:
            picked = [options[i].value for i in sel]
            got = ', '.join(options[i].label for i in sel) or 'nothing'
            if spec.kind is ChoiceKind.RANDOM:  # no player chooses (417.1): the result is shown as random
                game.tracer.step(f"{_at_random(what)}: {got} (one of the outcomes explored: each result is one)",
                                 rule, kind="choice")
            else:
                game.tracer.step(f"{player} chooses {what}: {got} (one of the outcomes explored)", rule, kind="choice")
            return picked
    if act is None:
        where = decider.where() if decider is not None else ""
        labels = [o.label for o in options]
        example = f"{player} chooses {', '.join(labels[:max(lo, 1)])}" if labels else f"{player} chooses ..."
        raise OpenChoice(
            f"{decider.line_of_current() if decider else game.path}: open choice: {player} must choose {what} "
            f"({'exactly ' + str(lo) if lo == hi else f'{lo} to {hi}'}); legal options: {', '.join(labels) or 'none'}. "
            f"Settle it with a line such as `{example}` {where} (rule {rule}).",
            player, what, labels,
        )
    if left_out:
        refuse_left_out(act)
    picked = []
    values = list(act.values)
    if len(values) == 1 and str(values[0]).lower() == "nothing" and not any(o.match(values[0]) for o in options):
        values = []  # `Alice chooses nothing`: none of the options, where the choice allows none
    for v in values:
        hit = [o for o in options if o.match(v) and o.value not in picked]
        if not hit:
            span = act.span
            loc = f"{game.path}:{span.line}:{span.column}" if span else game.path
            raise JudgeError(f"{loc}: {v} is not a legal choice when {player} chooses {what}; legal: "
                             f"{', '.join(o.label for o in options) or 'none'} (rule {rule})")
        picked.append(hit[0].value)
    if not (lo <= len(picked) <= hi):
        span = act.span
        loc = f"{game.path}:{span.line}:{span.column}" if span else game.path
        raise JudgeError(f"{loc}: {player} must choose {lo if lo == hi else f'{lo} to {hi}'} for {what}, not {len(picked)} (rule {rule})")
    why = allowed(picked) if allowed is not None else None
    if why is not None:
        span = act.span
        loc = f"{game.path}:{span.line}:{span.column}" if span else game.path
        raise JudgeError(f"{loc}: {player} can't choose {', '.join(o.label for o in options if o.value in picked)} "
                         f"for {what}: {why} (rule {rule}: a player can't choose an option whose requirements he or "
                         f"she can't meet)")
    labels = [o.label for o in options if o.value in picked]
    if key.kind is ChoiceKind.RANDOM:  # no player chooses (417.1): the line states the result
        game.tracer.step(f"{_at_random(what)}: {', '.join(labels) if picked else 'nothing'} (the result line "
                         f"{act.span.line if act.span is not None else '?'} states)", rule, kind="choice")
        return picked
    game.tracer.step(f"{player} chooses {what}: {', '.join(labels) if picked else 'nothing'}", rule, kind="choice")
    return picked


def _at_random(what: str) -> str:
    """The head of a random result's step, "at random" said once and no parentheses nested:
    "At random, which card Bob discards (no player's choice: glossary "Discard")" (417.1)."""
    return "At random, " + what.replace(" at random", "", 1)


def remembered(game, what: str, make: Callable[[], Any]) -> Any:
    """``make()``, worked out once per point of an exploration: runs that made the same
    choices so far are in the same state (the engine is deterministic), so what one of them
    computed there (the legal block declarations and their names) serves every other. Without
    an exploring decider, simply ``make()``."""
    shared = getattr(game.decider, "shared", None)
    if shared is None:
        return make()
    key = (what, game.decider.cursor, tuple(game.decider.taken))
    if key not in shared:
        shared[key] = make()
    return shared[key]


def number_options(values) -> list[Option]:
    """Options for a number a player announces (X, "up to seven", a bid): each value as a word
    (an int option would be read as an object's id), matched by its digits."""
    return [Option(str(n), str(n), (lambda v, n=n: str(v).strip() == str(n))) for n in values]


#: The two answers of every yes-or-no choice (frozen options, made once: not two options and their
#: matchers made again for each "may" of each run of an exploration).
_YES_NO = (Option("yes", True, lambda v: str(v).lower() in ("yes", "true", "y")),
           Option("no", False, lambda v: str(v).lower() in ("no", "false", "n")))


def yes_no(game, player: str, what: str, rule: str) -> bool:
    return choose(game, player, what, _YES_NO, rule=rule, forced_ok=False, kind=ChoiceKind.YES_NO)[0]


def order_stated(game, player: str, rule: str, options: Sequence[Option]) -> Optional[tuple[list, str]]:
    """An order asked card by card (Misinformation's "in any order", 413.2c: the card put uppermost, then the next)
    stated at once by the scenario's next line naming several of ``options`` in order (`Alice chooses @c, @a, @b`,
    uppermost first): (their values, "line N says so"), the line consumed; None when the next line names one card
    or isn't ``player``'s — each card is then asked as before (a line naming something else is refused there)."""
    decider = game.decider
    seen = decider.peek(ChoiceKey(player, _KIND_OF_RULE.get(rule, ChoiceKind.PICK), rule)) \
        if decider is not None and hasattr(decider, "peek") else None
    if seen is None or len(seen[1].values) < 2 or len(seen[1].values) > len(options):
        return None
    picked: list = []
    for v in seen[1].values:
        hit = next((o.value for o in options if o.value not in picked and o.match(v)), None)
        if hit is None:
            return None
        picked.append(hit)
    decider.consumed.add(seen[0])
    span = seen[1].span
    return picked, (f"line {span.line} says so" if span is not None else "the scenario says so")


def yes_no_stated(game, player: str, rule: str) -> bool:
    """Whether the scenario's next line answers ``player``'s yes-or-no choice of ``rule`` now (`Bob chooses
    yes`), without taking it: a choice the rules give that changes nothing (a "may" triggered ability with no
    legal target, 410.4, 410.5) is still the scenario's to state, and then it is asked as stated."""
    return choice_stated(game, player, rule, _YES_NO, ChoiceKind.YES_NO)


def choice_stated(game, player: str, rule: str, options: Sequence[Option], kind: Optional[ChoiceKind] = None) -> bool:
    """Whether the scenario's next line answers ``player``'s choice of ``rule`` among ``options`` now, without
    taking it: a choice the rules give whose every answer ends the same (a "may" with no legal target, 410.5; the
    one color of Lotus Blossom's X mana with X = 0, 413.2c) isn't explored, but a stated one is asked as stated."""
    decider = game.decider
    key = ChoiceKey(player, kind or _KIND_OF_RULE.get(rule, ChoiceKind.PICK), rule)
    seen = decider.peek(key) if decider is not None and hasattr(decider, "peek") else None
    return seen is not None and bool(seen[1].values) and all(any(o.match(v) for o in options) for v in seen[1].values)


def where_to_settle(game: Any) -> str:
    """Where in the scenario a line would settle an open choice now ("after line 12"), or ""."""
    d = game.decider
    return d.where() if d is not None else ""


def current_line(game: Any) -> str:
    """``path:line`` of the scenario action being carried out now (the file's path outside one)."""
    d = game.decider
    if d is not None and hasattr(d, "line_of_current"):
        return d.line_of_current()
    return game.path


class Counted(Sequence):
    """A sequence of choices counted before any is made: ``_len`` is how many (an exact int
    however large: ``size``), and item ``k`` is built on demand by ``_item(k)``."""

    _len: int

    def __len__(self) -> int:
        return self._len  # (len() fails past sys.maxsize: use size)

    def __bool__(self) -> bool:
        return self._len > 0

    @property
    def size(self) -> int:
        """How many: an exact Python int however large (50 triggers: 50! orders)."""
        return self._len

    def __getitem__(self, k):  # type: ignore[override]
        if isinstance(k, slice):
            return [self[i] for i in range(*k.indices(self._len))]
        if k < 0:
            k += self._len
        if not 0 <= k < self._len:
            raise IndexError(k)
        return self._item(k)

    def _item(self, k: int) -> tuple[int, ...]:
        raise NotImplementedError


class Orders(Counted):
    """The distinct orders of items, counted before any is made: order number ``k`` is built
    on demand, so the orders of ten triggered abilities (10! = 3,628,800) never exist at once.

    Items with equal ``keys`` are interchangeable (ten identical triggers are one order,
    410.3): an order is listed once, with equal items in their given order. The orders come
    in lexicographic order of the item positions, so ``Orders(range(n))`` is
    ``itertools.permutations(range(n))`` (and ``Orders(keys)`` keeps the first of each set of
    equivalent permutations, in the same order)."""

    def __init__(self, keys: Sequence[Any]) -> None:
        self._keys = list(keys)
        self._counts: dict[Any, int] = {}
        for k in self._keys:
            self._counts[k] = self._counts.get(k, 0) + 1
        self._len = self._arrangements(self._counts)
        #: Every key different (the abilities of an exploration's order each its own, with targets or a "may"):
        #: order ``k`` is read of its digits in the factorial number system (:meth:`_unranked`), no key looked at.
        self._distinct = len(self._counts) == len(self._keys)
        self._radix: Optional[list[int]] = None  # ((n-1)!, (n-2)!, ..., 0!), made as the first order is

    @staticmethod
    def _arrangements(counts: dict[Any, int]) -> int:
        """n! / (m1! m2! ...): the distinct orders of a multiset."""
        total, out = 0, 1
        for m in counts.values():
            for i in range(1, m + 1):
                total += 1
                out = out * total // i
        return out

    def _item(self, k: int) -> tuple[int, ...]:
        if self._distinct:
            return self._unranked(k)
        counts = dict(self._counts)
        used = [False] * len(self._keys)
        out: list[int] = []
        # the orders of what is left, and how many of them put a given item next: the orders of
        # the rest, ``total * counts[key] / left`` (exact) — not counted again from scratch, which
        # cost a fuzzed loop of hundreds of triggers seconds of big-number arithmetic
        total, left = self._len, len(self._keys)
        for _ in range(len(self._keys)):
            seen: set = set()
            for i, key in enumerate(self._keys):
                if used[i] or key in seen:
                    continue  # an item equal to an earlier unused one comes after it
                seen.add(key)
                n = total * counts[key] // left
                if k < n:
                    used[i] = True
                    out.append(i)
                    counts[key] -= 1
                    total, left = n, left - 1
                    break
                k -= n
        return tuple(out)

    def _unranked(self, k: int) -> tuple[int, ...]:
        """Order ``k`` of ``n`` different items, as :meth:`_item` finds it — the orders of the rest after
        each first item are (n-1)! — by its factorial digits: the first item the ``k // (n-1)!``-th of those
        left, and so on (a 27 µs order of seven abilities, an exploration's every outcome, made in 3 µs;
        tests/engine/test_orders87_h5.py)."""
        radix = self._radix
        if radix is None:
            n = len(self._keys)
            radix = [1] * n
            for i in range(n - 2, -1, -1):
                radix[i] = radix[i + 1] * (n - 1 - i)
            self._radix = radix
        left = list(range(len(radix)))
        out = []
        for f in radix:
            q, k = divmod(k, f)
            out.append(left.pop(q))
        return tuple(out)


class Subsets(Counted):
    """The subsets of ``range(n)`` with ``lo`` to ``hi`` members, counted before any is made:
    subset number ``k`` is built on demand, so the target sets of "any number of target
    creatures" facing forty creatures never exist at once. They come in the order of
    ``itertools.combinations(range(n), size)`` for each size from ``lo`` to ``hi`` (all the
    options different: :func:`distinct_selections` collapses interchangeable ones)."""

    def __init__(self, n: int, lo: int, hi: int) -> None:
        self._n, self._sizes = n, [(k, comb(n, k)) for k in range(lo, min(hi, n) + 1)]
        self._len = sum(c for _, c in self._sizes)

    def _item(self, k: int) -> tuple[int, ...]:
        for size, count in self._sizes:
            if k < count:
                break
            k -= count
        out: list[int] = []
        c = 0
        for pos in range(size):  # the k-th combination in lexicographic order
            while True:
                below = comb(self._n - c - 1, size - pos - 1)
                if k < below:
                    out.append(c)
                    c += 1
                    break
                k -= below
                c += 1
        return tuple(out)


#: The open yes-or-no choice's selections, labels and aliases (:func:`choose`): what its general
#: path makes of :data:`_YES_NO` in any game — no key of a word ties it to another (interchangeable_key
#: gives each its own), so each option is picked alone, in order; a word goes by no other name
#: (option_aliases) — made once (tests/engine/test_yes_no_picks79.py holds it to that path).
_YES_NO_PICKS = (Subsets(len(_YES_NO), 1, 1), tuple(o.label for o in _YES_NO),
                 tuple(option_aliases(None, o.value) + o.aliases for o in _YES_NO))


class TwinSubsets(Counted):
    """The distinct subsets of options some of which are interchangeable (``keys``: equal
    keys, twins), with ``lo`` to ``hi`` members, counted before any is made: a subset is how
    many of each set of twins it takes (the first ones of each, in option order). Used when
    there are too many subsets to list (:data:`LIST_AT_MOST`): ordered by size, then by taking
    as many of the earlier sets of twins as possible."""

    def __init__(self, keys: Sequence[Any], lo: int, hi: int) -> None:
        groups: dict[Any, list[int]] = {}
        for i, k in enumerate(keys):
            groups.setdefault(k, []).append(i)
        self._groups = list(groups.values())
        self._sizes = [k for k in range(lo, min(hi, len(keys)) + 1)]
        self._memo: dict[tuple[int, int], int] = {}
        self._len = sum(self._ways(0, k) for k in self._sizes)

    def _ways(self, g: int, r: int) -> int:
        """How many ways groups ``g`` on can make up ``r`` members."""
        if g == len(self._groups):
            return 1 if r == 0 else 0
        key = (g, r)
        if key not in self._memo:
            self._memo[key] = sum(self._ways(g + 1, r - c) for c in range(min(len(self._groups[g]), r) + 1))
        return self._memo[key]

    def _item(self, k: int) -> tuple[int, ...]:
        for r in self._sizes:
            n = self._ways(0, r)
            if k < n:
                break
            k -= n
        out: list[int] = []
        for g, members in enumerate(self._groups):
            for c in range(min(len(members), r), -1, -1):
                n = self._ways(g + 1, r - c)
                if k < n:
                    out += members[:c]
                    r -= c
                    break
                k -= n
        return tuple(sorted(out))


#: Subsets of options with twins are listed (and the first of each set of equivalent ones
#: kept, in combination order) up to this many; past it they are counted (TwinSubsets).
LIST_AT_MOST = 4096
