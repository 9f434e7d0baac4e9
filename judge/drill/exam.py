"""Written exams by level, as the era's DCI judge tests were set.

``judge drill --level N`` (or ``--exam COUNT``) draws an exam: untimed unless ``--time``
gives minutes, every item multiple choice with three or more options (no yes/no item: a
coin flip scores 50 %), the questions drawn by the level's **blueprint** — a share of the
exam per topic — rather than uniformly, and scored against the level's pass mark: 70 % at
level 1, 80 % at level 2 (the marks published for the era's written tests); level 3, for
which this deck has no published mark, is held to level 2's.

A question's level is its ``difficulty`` (1–3): a level-N exam draws from the questions of
level N or below, half of each topic's share from level N itself where the deck has them.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from judge.drill.deck import DrillQuestion


@dataclass(frozen=True, slots=True)
class Level:
    """An exam level: its pass mark (a fraction), the default number of questions and the
    blueprint (topic -> share of the exam; the shares sum to 1)."""

    number: int
    pass_mark: float
    count: int
    blueprint: tuple[tuple[str, float], ...]


LEVELS: dict[int, Level] = {
    1: Level(1, 0.70, 20, (("combat", 0.20), ("stack", 0.20), ("turn", 0.10), ("sba", 0.10), ("keywords", 0.10),
                           ("targets", 0.10), ("costs", 0.10), ("game", 0.10))),
    2: Level(2, 0.80, 25, (("combat", 0.15), ("stack", 0.15), ("triggers", 0.15), ("continuous", 0.10),
                           ("replacement", 0.10), ("game", 0.10), ("sba", 0.05), ("keywords", 0.05),
                           ("targets", 0.05), ("costs", 0.05), ("turn", 0.05))),
    3: Level(3, 0.80, 30, (("continuous", 0.20), ("triggers", 0.20), ("replacement", 0.15), ("stack", 0.15),
                           ("combat", 0.10), ("game", 0.10), ("sba", 0.05), ("costs", 0.05))),
}


def quotas(level: Level, count: int) -> dict[str, int]:
    """How many questions of each topic a ``count``-question exam of ``level`` holds (largest
    remainders, ties in blueprint order)."""
    raw = [(topic, share * count) for topic, share in level.blueprint]
    out = {topic: int(x) for topic, x in raw}
    left = count - sum(out.values())
    for topic, x in sorted(raw, key=lambda t: -(t[1] - int(t[1])))[:left]:
        out[topic] += 1
    return out


def eligible(items: Sequence[DrillQuestion], level: Level) -> list[DrillQuestion]:
    """The questions an exam of ``level`` may ask: not yes/no, nor answered by a player's name
    (two options either way), of its level or below."""
    return [q for q in items if not q.yes_no and not q.player and q.difficulty <= level.number]


def draw(items: Sequence[DrillQuestion], level: Level, count: int, rng: random.Random) -> list[DrillQuestion]:
    """``count`` questions of ``items`` by ``level``'s blueprint: each topic's share, half of it
    from the level's own questions where there are enough; a share the deck cannot fill is
    filled from the other eligible questions; then shuffled."""
    pool = eligible(items, level)
    by_topic: dict[str, list[DrillQuestion]] = {}
    for q in sorted(pool, key=lambda q: q.id):
        by_topic.setdefault(q.topic, []).append(q)
    chosen: list[DrillQuestion] = []
    for topic, n in quotas(level, count).items():
        qs = list(by_topic.get(topic, ()))
        rng.shuffle(qs)
        own = [q for q in qs if q.difficulty == level.number]
        rest = [q for q in qs if q.difficulty != level.number]
        half = min(len(own), (n + 1) // 2)
        take = own[:half] + rest[: n - half]
        take += own[half: half + n - len(take)]
        chosen += take
    ids = {q.id for q in chosen}
    spare = [q for q in sorted(pool, key=lambda q: q.id) if q.id not in ids]
    rng.shuffle(spare)
    chosen += spare[: max(0, count - len(chosen))]
    rng.shuffle(chosen)
    return chosen[:count]


# --------------------------------------------------------------------------- item forms

#: The share of the items that fit a form given it: an exam mixes the forms.
ORDER_SHARE = 0.5
SELECT_ALL_SHARE = 0.5
#: Sizes of a "select all that apply" item: at least this many options, at most that many.
SELECT_ALL_OPTIONS = (3, 6)

_MOMENT = re.compile(r"\s(once [^?]*|after combat|after \w+'s attempt|in the next upkeep|in (?:Alice|Bob)'s [^?]*?(?:step|phase)"
                     r"|at (?:the )?end of (?:turn|her turn|his turn))\?\s*$")
_RESOLVES = re.compile(r"^(.+?) resolves$")


def exam_item(p: Any, rng: random.Random) -> Any:
    """The exam's form of a prepared question (:class:`judge.drill.session.Prepared`): an
    order of resolution (:func:`order_item`) where three or more objects resolve from the stack
    one after another, a "select all that apply" item (:func:`select_all`) where the question
    is about where a creature on the board ends up and several share the board, each for a
    share of the items that fit it; else the question itself, multiple choice."""
    if rng.random() < ORDER_SHARE:
        made = order_item(p, rng)
        if made is not None:
            return made
    if rng.random() < SELECT_ALL_SHARE:
        made = select_all(p, rng)
        if made is not None:
            return made
    return p


def moment(question: str) -> str:
    """The moment a question asks about, from its words ("after combat", "once Lightning Bolt
    has resolved"), or "once everything shown has happened"."""
    m = _MOMENT.search(question)
    return m.group(1) if m else "once everything shown has happened"


def _as(p: Any, form: str, question: str, options: tuple[str, ...], answer: str, rules: tuple[str, ...] = (),
        steps: Any = None) -> Any:
    import dataclasses

    item = dataclasses.replace(p.item, question=question, rules=rules or p.item.rules)
    made = dataclasses.replace(p, item=item, form=form, options=options, answer=answer)
    if steps is not None:
        made.steps = steps
    made.checked = False  # (the counterfactual was of the question, not of this item)
    made._played = None  # (nor its explanation: this item's steps, or the rules')
    return made


def order_item(p: Any, rng: random.Random) -> Any:
    """"In what order do they resolve?" — options written as sequences of events — when two or
    more spells or abilities were on the stack together and resolve one after another (only
    passes between them, nothing put on the stack meanwhile) in every outcome alike: the answer
    is the engine's order (the top of the stack first, 413.1); the distractors are the order they
    were played in (first in, first out: the misreading an exam must offer), other orders, and
    for two, both at once. None when the question does not fit."""
    import itertools

    from judge.drill.explain import DecisiveStep

    def runs(outcome: Any) -> list[list[tuple[str, Any]]]:
        """Runs of three or more resolutions in a row with nothing put on the stack between
        them nor during them: objects that were all on the stack together."""
        out: list[list[tuple[str, Any]]] = []
        current: list[tuple[str, Any]] = []

        def pushes(step: Any) -> bool:
            return any(("goes on the stack" in s.text or " plays " in f" {s.text}") and "mana ability" not in s.text
                       for s in step.walk())

        for i, s in enumerate(outcome.steps, 1):
            m = _RESOLVES.match(s.text)
            if m and not pushes(s):
                current.append((p.shown.plain(m.group(1)), DecisiveStep(str(i), p.shown.plain(s.text), tuple(s.rules))))
                continue
            if m:  # it resolves, and something goes on the stack as it does: the run ends with it
                current.append((p.shown.plain(m.group(1)), DecisiveStep(str(i), p.shown.plain(s.text), tuple(s.rules))))
            elif "passes priority" in s.text:
                continue
            if len(current) >= 2:
                out.append(current)
            current = []
        if len(current) >= 2:
            out.append(current)
        return out

    found = [runs(o) for o in p.outcomes]
    if not found or not found[0] or any([[n for n, _ in r] for r in f] != [[n for n, _ in r] for r in found[0]]
                                        for f in found[1:]):
        return None
    run = found[0][-1][:4]
    names = [n for n, _ in run]
    if len(set(names)) != len(names):
        return None  # two objects of one name: a sequence of names can't tell them apart

    def said(order: tuple[str, ...]) -> str:
        return ", then ".join(f"{n} resolves" if i == 0 else n for i, n in enumerate(order))

    answer = tuple(names)
    played = tuple(reversed(names))
    others = [o for o in itertools.permutations(names) if o not in (answer, played)]
    rng.shuffle(others)
    options = [said(answer), said(played)] + [said(o) for o in others[:2]]
    if len(names) == 2:  # one at a time, the top first (413.1): "together" is the other misreading
        options.append(f"{names[0]} and {names[1]} resolve together, as one")
    rng.shuffle(options)
    ordered = sorted(names)
    listed = ", ".join(ordered[:-1]) + " and " + ordered[-1]
    question = f"{listed} are on the stack together. In what order do they resolve?"
    return _as(p, "order", question, tuple(options), said(answer), ("413.1",), tuple(s for _, s in run))


#: How a statement says where an object is, by zone.
_WHERE = {"in play": "is in play", "graveyard": "is in its owner's graveyard", "hand": "is in its owner's hand",
          "removed from the game": "is removed from the game", "library": "is in its owner's library",
          "nowhere": "has ceased to exist"}
#: The zone a trainee most likely puts an object in instead: where it began (nothing happened to
#: it), or the graveyard for one that stayed in play (it died).
_INSTEAD = {"in play": "graveyard"}


def select_all(p: Any, rng: random.Random) -> Any:
    """"Which of these are true after combat? Select all that apply." — statements about where the
    board's creatures and the question's object end up and about the players' life totals, each
    true or false in every outcome alike (the engine's final state): the question's own answer
    and its most likely misreading (:func:`judge.drill.explain.misreadings`) among them, then for
    each creature either where it ends up or where a trainee would put it instead (where it
    began; the graveyard for one that stays), and a life total that changed, or its starting
    value. None when the question does not fit (its outcomes disagree on something stated, a
    creature can't be followed, or there are fewer than three statements, or all or none true)."""
    from judge.drill.explain import misreadings

    query = p.scenario.questions[p.item.index].query
    if query.scope != "each" or query.at is not None or query.when:
        return None
    names = p.shown.names
    if names is None:
        return None

    def final_zone(o: Any) -> Optional[str]:
        where = set()
        for outcome in p.outcomes:
            found = [x for x in outcome.final.objects
                     if (o.label and x.label == o.label) or (not o.label and x.name == o.name)]
            if len(found) > 1:
                return None
            where.add(found[0].zone if found else "nowhere")
        return where.pop() if len(where) == 1 else None

    true: list[str] = []
    false: list[str] = []
    # the question's own answer, and its most likely misreading
    if query.kind == "zone" and query.ref is not None:
        who = next((o for o in p.start.objects if (query.ref.label and o.label == query.ref.label)
                    or (not query.ref.label and o.name == query.ref.name)), None)
        if who is None or p.answer not in _WHERE:
            return None
        name = names.by_id.get(who.id, who.name)
        true.append(f"{name} {_WHERE[p.answer]}")
        likely = [m for m in misreadings(p, played=True) if m in _WHERE]
        if likely:
            false.append(f"{name} {_WHERE[likely[0]]}")
        asked = who.id
    elif query.kind == "life" and query.player:
        true.append(f"{query.player} has {p.answer} life")
        likely = [m for m in misreadings(p, played=True) if m.lstrip("-").isdigit()]
        if likely:
            false.append(f"{query.player} has {likely[0]} life")
        asked = None
    else:
        return None
    more: list[tuple[str, str]] = []  # (true, false) pairs: one of each is stated
    shown = {}
    for o in p.start.objects:
        if o.zone == "in play" and "creature" in o.types and o.id != asked:
            shown[o.id] = names.by_id.get(o.id, o.name)
    if len(set(shown.values())) != len(shown):
        return None
    for o in p.start.objects:
        if o.id not in shown:
            continue
        zone = final_zone(o)
        if zone is None or zone not in _WHERE:
            return None
        instead = _INSTEAD.get(zone, "in play")
        more.append((f"{shown[o.id]} {_WHERE[zone]}", f"{shown[o.id]} {_WHERE[instead]}"))
    for pl in p.scenario.players:
        if query.kind == "life" and pl.name == query.player:
            continue
        lives = {outcome.final.player(pl.name).life for outcome in p.outcomes}
        if len(lives) != 1:
            return None
        life = lives.pop()
        if life != pl.life:
            more.append((f"{pl.name} has {life} life", f"{pl.name} has {pl.life} life"))
    rng.shuffle(more)
    for said, wrong in more[:3]:
        if rng.random() < 0.5:
            true.append(said)
        else:
            false.append(wrong)
    statements = true + false
    if len(statements) < 3 or not false or len(set(statements)) != len(statements):
        return None
    right = set(true)
    options = list(statements)
    rng.shuffle(options)
    answer = ", ".join(o for o in options if o in right)
    question = f"Which of these are true {moment(p.item.question)}? Select all that apply."
    return _as(p, "all", question, tuple(options), answer)
