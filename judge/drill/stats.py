"""Drill statistics from the stored answers: accuracy per rule and per topic (weakest
first) and progress over time (per day)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable


@dataclass(frozen=True, slots=True)
class Tally:
    """Answers to the questions of one rule, topic or day, and how many were right."""

    key: str
    asked: int
    right: int

    @property
    def accuracy(self) -> float:
        return self.right / self.asked if self.asked else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "asked": self.asked, "right": self.right, "accuracy": round(self.accuracy, 4)}


def _tally(pairs: Iterable[tuple[str, bool]]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for key, correct in pairs:
        t = out.setdefault(key, [0, 0])
        t[0] += 1
        t[1] += int(correct)
    return out


def weakest_first(counts: dict[str, list[int]]) -> list[Tally]:
    """Lowest accuracy first; among equals, the most asked first, then by key."""
    tallies = [Tally(k, a, r) for k, (a, r) in counts.items()]
    return sorted(tallies, key=lambda t: (t.accuracy, -t.asked, t.key))


def summarize(answers: list[dict[str, Any]]) -> dict[str, Any]:
    """``{total, right, accuracy, rules, topics, days}`` from Store.answers() rows."""
    rules = weakest_first(_tally((r, a["correct"]) for a in answers for r in a["rules"]))
    topics = weakest_first(_tally((a["topic"], a["correct"]) for a in answers))
    day_counts = _tally((a["answered_at"][:10], a["correct"]) for a in answers)
    days = [Tally(k, a, r) for k, (a, r) in sorted(day_counts.items())]
    right = sum(1 for a in answers if a["correct"])
    return {
        "total": len(answers),
        "right": right,
        "accuracy": round(right / len(answers), 4) if answers else 0.0,
        "rules": [t.to_json() for t in rules],
        "topics": [t.to_json() for t in topics],
        "days": [t.to_json() for t in days],
    }


def schedule(due: Iterable[tuple[str, Any]], now: Any, deck: Iterable[str] = (), days: int = 7) -> dict[str, Any]:
    """``{due_now, new, scheduled, forecast}`` from Store.due_times() at ``now``: the
    questions due now, the deck's questions never answered (of ``deck``, the ids of every
    question that could be asked), how many are scheduled, and a forecast of the reviews
    falling due on each of the next ``days`` days (UTC), today's counting those overdue."""
    from datetime import timedelta

    due = list(due)
    today = now.date()
    forecast = []
    for n in range(days):
        day = today + timedelta(days=n)
        count = sum(1 for _, d in due if (d.date() <= day if n == 0 else d.date() == day))
        forecast.append({"day": day.isoformat(), "due": count})
    scheduled = {q for q, _ in due}
    return {
        "due_now": sum(1 for _, d in due if d <= now),
        "new": sum(1 for q in set(deck) if q not in scheduled),
        "scheduled": len(scheduled),
        "forecast": forecast,
    }
