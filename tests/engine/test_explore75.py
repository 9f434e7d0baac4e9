"""Explorations' per-run work cut without changing an outcome (issue 43, seventy-fifth session):
a run whose keeper could keep nothing is given none, so it is told at no point; an event (404.1)
is frozen and a copy of the game shares it; the answers of a yes-or-no choice are made once."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import decider as decider_module
from judge.engine import explore
from judge.engine.events import Event
from judge.engine.kinds import EventKind

#: Four Chalices triggering on the Bears' death, in the check after the Shock's resolution: one
#: choice (the order, 410.3), 24 alternatives, all made at one point.
_ORDERS = ("".join(f'card "Chalice {c}"\n  type Artifact\n  text "Whenever a creature is put into a graveyard '
                   f'from play, you gain {i + 1} life."\n' for i, c in enumerate("ABCD"))
           + "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
           "Alice in play: Chalice A, Chalice B, Chalice C, Chalice D\nBob in play: Grizzly Bears\n"
           "Alice hand: Shock\nAlice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")

#: Three Gravediggers, one an action, each "may" (and its target) left open: a choice at each action.
_MAYS = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
         "Alice hand: Gravedigger, Gravedigger, Gravedigger\nAlice graveyard: Grizzly Bears, Scathe Zombies\n"
         + "Alice casts Gravedigger\nall pass until the stack is empty\n" * 3)


def _tells(monkeypatch) -> tuple[list, list]:
    """The exploring decider's calls at its points (the run's prefix, the method), and the games
    each run's keeper kept (the run's prefix, the point)."""
    calls: list = []
    for name in ("between_passes", "resolved"):
        real = getattr(explore.ExploringDecider, name)

        def told(self, *a, _real=real, _name=name):
            calls.append((tuple(self.prefix), _name))
            return _real(self, *a)

        monkeypatch.setattr(explore.ExploringDecider, name, told)
    kept: list = []
    real_keeper = explore._keeper

    def keeper(copies, after, where, *spared):
        keep = real_keeper(copies, after, where, *spared)

        def counted(decider, point, game, loop=None):
            before = len(copies)
            keep(decider, point, game, loop)
            if len(copies) > before:
                kept.append((tuple(decider.prefix), point))

        return counted

    monkeypatch.setattr(explore, "_keeper", keeper)
    return calls, kept


def test_a_run_that_can_keep_no_game_is_told_at_none_of_its_points(monkeypatch):
    """Every choice of the Chalices' board is made at one point, the one every branch goes on
    from: no run passes a later point where a choice was met, so no run is told at any point (the
    first keeps nothing, so the second replays from the start and keeps the game at that point;
    the 22 others, going on from it, could keep nothing) — and the outcomes are those of
    replaying each run from the start. With a choice at each action (three Gravediggers), a run is
    told only where it goes on to a later point where an earlier run met a choice, and each run
    told keeps a game there for the branches after it."""
    calls, kept = _tells(monkeypatch)
    scn = parse(_ORDERS, "t.mtg")
    outs = explore.explore(scn)
    assert len(outs) == 24 and len({o.final.player("Alice").life for o in outs}) == 1  # (20 + 1 + 2 + 3 + 4)
    assert outs[0].final.player("Alice").life == 30
    assert {c[0] for c in calls} == {(1,)} and [k[0] for k in kept] == [(1,)]
    assert outs == explore.explore(scn, branching=False)
    calls.clear()
    scn = parse(_MAYS, "t.mtg")
    outs = explore.explore(scn)
    runs = len(outs)
    assert runs > 8
    told = {c[0] for c in calls}
    assert told and told <= {k[0] for k in kept}, (sorted(told), kept)
    # (the runs going on from the last Gravedigger's point, or a later one of its: told nowhere)
    assert runs - 1 - len(told) >= runs // 3, (runs, sorted(told))
    assert outs == explore.explore(scn, branching=False)


def orders_copied(monkeypatch) -> tuple[list, list]:
    """The outcomes of exploring four Chalices' orders (:data:`_ORDERS`), with each copy of the game the explorer made
    as the pair (the original's triggered abilities waiting, the copy's) — ``Game.copy`` left patched to record them
    (also tests/engine/test_explore76.py)."""
    copies: list = []
    real = explore.Game.copy

    def copy(self, tracer=None):
        new = real(self, tracer)
        copies.append((list(self.triggers.pending), list(new.triggers.pending)))
        return new

    monkeypatch.setattr(explore.Game, "copy", copy)
    return explore.explore(parse(_ORDERS, "t.mtg")), copies


def test_an_event_is_frozen_and_shared_by_a_copy_of_the_game(monkeypatch):
    """What happened doesn't change (404.1; a replacement makes another event, 419): an event
    can't be written, and the copy of a game kept where triggered abilities wait to go on the stack
    (410.3) shares each waiting ability's event with the original, as it shares the card IR (since
    the seventy-sixth session it shares the waiting abilities too, frozen as the events are:
    tests/engine/test_explore76.py)."""
    ev = Event(EventKind.ZONE, obj=1, amount=2)
    with pytest.raises(AttributeError):
        ev.amount = 3  # type: ignore[misc]
    outs, copies = orders_copied(monkeypatch)
    assert len(outs) == 24
    waiting = [(a, b) for a, b in copies if a]
    assert waiting, "no copy was made with triggered abilities waiting"
    for a, b in waiting:
        assert len(a) == len(b) == 4
        for x, y in zip(a, b):
            assert x is y
            assert y.event is x.event and y.event.kind is EventKind.ZONE


def test_a_yes_or_no_choice_s_answers_are_made_once(monkeypatch):
    """Each "may" (410.5) of an exploration is offered the same two answers — no option made for
    any of them — and the outcomes are the ways they go: yes and no at each Gravedigger (and, after
    a yes, which card it returns)."""
    made: list = []
    real = decider_module.Option.__init__

    def init(self, label, *a, **k):
        made.append(label)
        real(self, label, *a, **k)

    monkeypatch.setattr(decider_module.Option, "__init__", init)
    offered: set = set()
    real_choose = decider_module.choose

    def choose(game, player, what, options, *a, **k):
        if k.get("kind") is decider_module.ChoiceKind.YES_NO:
            offered.add(tuple(id(o) for o in options))
        return real_choose(game, player, what, options, *a, **k)

    monkeypatch.setattr(decider_module, "choose", choose)
    outs = explore.explore(parse(_MAYS, "t.mtg"))
    assert len(outs) > 8
    assert "yes" not in made and "no" not in made
    assert len(offered) == 1
    answers = {tuple("yes" if "chooses yes" in str(c) else "no" for c in o.choices if "whether" in str(c)) for o in outs}
    # (yes or no at each of the three, but after two yeses the graveyard holds no creature card: the third "may" has
    # no legal target and isn't asked, 410.4, 410.5 — seven ways, not eight)
    assert len(answers) == 7, answers
