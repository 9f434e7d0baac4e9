"""(seventy-seventh session) Work four of the slowest bundled scenarios did again without need.

- *Counters read of the object, not of its characteristics.* "If there are three tide counters on Homarid"
  (Homarid as printed), "if it has a depletion counter on it": counters are on the object (glossary "Counter"),
  not among its characteristics (glossary "Characteristics"), and 413.2f's last known information of a gone one
  is its object too. The count asked ``Game.last_known``, which works out the characteristics beside the object,
  and threw them away: an "as long as" asked while Homarid's own characteristics were being worked out worked them
  out again (its printed values, 418.5c), ~6,000 times in the slowest scenario of the suite.
- *A waiting copy of the same ability looked for among those alike.* 402.7: each copy of an ability on one object
  triggers on its own; ``triggers._another_copy`` asks whether a copy already triggered on this very event. It
  looked at every ability waiting: six hundred Grizzly Bears put into a graveyard at once (Death Tally) made
  180,000 looks. With more than a few waiting it looks only at those of the same source and text whose event is
  about the same object (any other fails its tests at once).
- *Twins collapsed without listing every combination.* A choice among options (which cards, which mana sources pay:
  409.1f, 411.2) keeps one selection of each multiset of interchangeable options — the first of them in
  combination order. Every combination was listed, keyed, sorted and dropped but one: ~1,900 a payment with a
  dozen lands (Ogre Berserker). ``decider.distinct_combinations`` builds the firsts alone.
- *An ability written out once.* What makes two options twins (``decider.interchangeable_key``) holds each
  ability's ``repr``; the card text is frozen and shared for the process, so its ``repr`` is kept by the ability.

Held: a counter condition asked over the whole Homarid scenario works out no characteristics (its expectations,
the counters and the power and toughness they make, pass); the waiting abilities looked at for six hundred events
are a few thousand, not 180,000, each answer that of looking at them all (a copy of the very event, another event
about the same object with the same key, a delayed ability's, another source's, no event); the Ogre Berserker
scenario's payments list no combination, and the firsts built are those of listing them all (random twins, sizes);
over that scenario each ability is written out once (88 times on the base). All five fail on 487f409f (the
equivalence of the firsts by its import: no such function there).
"""

from __future__ import annotations

import random
from pathlib import Path
from types import SimpleNamespace

from judge.cards import ir
from judge.engine import context, triggers
from judge.engine.events import Event
from judge.engine.game import Game
from judge.engine.kinds import EventKind
from judge.engine.objects import PendingTrigger
from judge.suite.runner import run_file
from judge.zones import Zone

ROOT = Path(__file__).resolve().parents[2]
HOMARID = "scenarios/cards/410-10a-homarid-printed-tide-counters-from-triggers.mtg"


def test_a_counter_condition_works_out_no_characteristics(monkeypatch):
    asking = [0]
    asked = [0]
    worked_out = [0]

    def watched(test):
        def counting(ctx, cond):
            asking[0] += 1
            asked[0] += 1
            try:
                return test(ctx, cond)
            finally:
                asking[0] -= 1
        return counting

    for kind in (ir.ConditionKind.COUNTERS, ir.ConditionKind.NO_COUNTERS):
        monkeypatch.setitem(context.CONDITIONS, kind, watched(context.condition_tests()[kind]))
    chars = Game.chars

    def counted_chars(self, *args, **kwargs):
        if asking[0]:
            worked_out[0] += 1
        return chars(self, *args, **kwargs)

    monkeypatch.setattr(Game, "chars", counted_chars)
    result = run_file(ROOT / HOMARID)
    assert result.status == "pass", result.message
    assert asked[0] >= 1_000  # (the premise: its "as long as"-like counts asked over every outcome)
    assert worked_out[0] == 0


class _Looked(list):
    """The game's waiting abilities, counting each entry looked at."""

    looks = 0

    def __iter__(self):
        for p in list.__iter__(self):
            _Looked.looks += 1
            yield p

    def __getitem__(self, i):
        _Looked.looks += 1
        return list.__getitem__(self, i)


def _reference(pending, ab, sid, ev) -> bool:
    """402.7's question asked of every waiting ability (the loop before this session)."""
    for p in list.__iter__(pending):
        if p.source == sid and p.delayed is None and p.ability.text == ab.text:
            pe = p.event
            if pe is ev:
                return True
            if pe is None or ev is None or pe.obj != ev.obj or pe.new != ev.new:
                continue
            if triggers._event_key(pe) == triggers._event_key(ev):
                return True
    return False


def test_a_copy_waiting_is_looked_for_among_those_alike():
    rng = random.Random(77)
    tally = SimpleNamespace(text="Whenever a creature is put into a graveyard from play, you gain 1 life.")
    other = SimpleNamespace(text="Whenever a creature is put into a graveyard from play, you lose 1 life.")
    pending = _Looked()
    game = SimpleNamespace(triggers=SimpleNamespace(pending=pending))
    answers = []
    _Looked.looks = 0
    for n in range(600):
        died = Event(EventKind.ZONE, obj=1000 + n, new=5000 + n, from_zone=Zone.IN_PLAY, to_zone=Zone.GRAVEYARD)
        # the same event again, another event about the same card (a key of its own), another's, none
        asks = [(tally, 7, died), (tally, 7, Event(EventKind.ZONE, obj=1000 + n, new=5000 + n, from_zone=Zone.IN_PLAY,
                                                    to_zone=Zone.GRAVEYARD)),
                (tally, 7, Event(EventKind.ZONE, obj=1000 + n, new=5000 + n, from_zone=Zone.IN_PLAY,
                                 to_zone=Zone.HAND)),
                (other, 7, died), (tally, 8, died), (tally, 7, None)]
        for ab, sid, ev in asks[:1]:  # (before its own waits: no copy)
            answers.append((triggers._another_copy(game, ab, sid, ev), _reference(pending, ab, sid, ev)))
        pending.append(PendingTrigger(tally, 7, "Death Tally", "Alice", died))
        for ab, sid, ev in asks:
            answers.append((triggers._another_copy(game, ab, sid, ev), _reference(pending, ab, sid, ev)))
        if n % 50 == 0:  # another source's, one with a delayed ability of its own, one with no event
            pending.append(PendingTrigger(tally, 8, "Death Tally", "Alice", died))
            pending.append(PendingTrigger(tally, 7, "Death Tally", "Alice", died, delayed=SimpleNamespace()))
            pending.append(PendingTrigger(other, 7, "Death Tally", "Alice", None))
        if n == 300:  # a game's list taken and a new one begun: looked at anew
            kept = list(list.__iter__(pending))
            pending = _Looked(rng.sample(kept, len(kept)))
            game.triggers.pending = pending
    assert all(a == b for a, b in answers)
    assert {a for a, _b in answers} == {True, False}
    assert sum(a for a, _b in answers) >= 1_000
    # each entry indexed once per list (~650 + ~330), against ~1.2 million looks at every one for every ask
    assert _Looked.looks < 5_000


OGRE = "scenarios/audit/4642/11-ogre-berserker-without-haste-bears-cant.mtg"


def test_twins_collapsed_without_listing_every_combination(monkeypatch):
    from judge.engine import decider, payment

    listed = [0]
    selections = decider.distinct_selections

    def counting(sels, keys):
        listed[0] += len(sels)
        return selections(sels, keys)

    monkeypatch.setattr(decider, "distinct_selections", counting)
    monkeypatch.setattr(payment, "distinct_selections", counting)
    ways = []
    found = payment._payment_ways

    def kept(*args):
        w = found(*args)
        ways.append(w)
        return w

    monkeypatch.setattr(payment, "_payment_ways", kept)
    result = run_file(ROOT / OGRE)
    assert result.status == "pass", result.message
    # (the premise: payments with twin lands looked at, several ways each)
    assert len(ways) >= 10 and sum(len(w.payable) for w in ways if w is not None) >= 20
    assert listed[0] == 0  # (each land one way: ~1,900 combinations a payment were listed, sorted and keyed)


def test_distinct_combinations_are_the_firsts_of_every_combination():
    from itertools import combinations

    from judge.engine.decider import distinct_combinations, distinct_selections

    rng = random.Random(770)
    for _ in range(400):
        n = rng.randrange(0, 10)
        keys = [("object", rng.randrange(0, rng.randrange(1, 5)), (rng.random() < 0.2,)) for _ in range(n)]
        lo = rng.randrange(0, 4)
        sizes = range(lo, lo + rng.randrange(0, 6))
        listed = distinct_selections([c for k in sizes for c in combinations(range(n), k)], keys)
        assert distinct_combinations(keys, sizes) == listed


def test_an_ability_is_written_out_once_for_the_twins_it_keys(monkeypatch):
    from judge.engine import decider

    written: dict[int, list] = {}  # (each card-text value written out by the keys, held: no id reused)

    def counting(value):
        if type(value).__module__ == ir.__name__:
            written.setdefault(id(value), [value, 0])[1] += 1
        return repr(value)

    getattr(decider, "_SHOWN", {}).clear()
    monkeypatch.setattr(decider, "repr", counting, raising=False)
    result = run_file(ROOT / OGRE)
    assert result.status == "pass", result.message
    # (the premise: the lands' mana abilities keyed at each payment explored, ~15 of them)
    assert len(written) >= 2
    assert max(n for _value, n in written.values()) == 1
