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
from dataclasses import dataclass
from typing import Sequence

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
