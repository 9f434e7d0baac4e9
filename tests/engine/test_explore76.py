"""Explorations' per-run work cut without changing an outcome (issue 43, seventy-sixth session): a
triggered ability waiting to go on the stack (410.3) is frozen and a copy of the game shares it — but
for one waiting with its delayed ability (406.2), which the copy copies with the delayed ability its
own; the 421.4 loop watch compares a period's stacks once before it builds a cycle, and its print of an
empty zone is one record."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.dsl import parse
from judge.engine import explore, loops
from judge.engine.game import Game, Player
from judge.engine.objects import DelayedAbility
from judge.engine.triggers import PendingTrigger

from tests.engine.test_explore75 import _ORDERS, orders_copied

#: A triggered ability of no card in particular ("at the beginning of each end step, …").
_AT_END = ir.TriggeredAbility(trigger=ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP), effects=(), text="At end of turn, …")


def test_a_waiting_triggered_ability_can_t_be_written():
    """410.3: an ability that triggered is put on the stack as it triggered; its record can't change."""
    t = PendingTrigger(_AT_END, 1, "Chalice A", "Alice")
    with pytest.raises(AttributeError):
        t.controller = "Bob"  # type: ignore[misc]


def test_a_copy_shares_the_waiting_abilities_and_copies_one_with_its_delayed_ability():
    """A copy of a game with two abilities waiting (410.3): the plain one is the original's record
    (frozen: neither game can change it), the one waiting with its delayed ability (406.2) is the
    copy's own, holding the copy's delayed ability — the very record the copy's list of delayed
    abilities holds, so that its triggering once (406.2e) is marked on the copy's alone."""
    game = Game([Player("Alice"), Player("Bob")])
    d = DelayedAbility(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP), (), "Alice", 1, "Chalice A")
    game.triggers.add_delayed(d)
    plain = PendingTrigger(_AT_END, 1, "Chalice A", "Alice")
    delayed = PendingTrigger(_AT_END, 1, "Chalice A", "Alice", delayed=d)
    game.triggers.add_pending_trigger(plain)
    game.triggers.add_pending_trigger(delayed)
    new = game.copy()
    shared, own = new.triggers.pending
    assert shared is plain
    assert own is not delayed and own == delayed
    assert own.delayed is new.triggers.delayed[0] and own.delayed is not d
    new.triggers.use_delayed(own.delayed)
    assert own.delayed.used and not d.used and game.triggers.delayed == [d]


def test_the_orders_copies_share_every_waiting_ability(monkeypatch):
    """Four Chalices' abilities wait while the explorer copies the game for each order (410.3): every
    copy holds the original's four records, and the 24 orders are those of replaying every run from
    the start."""
    real = explore.Game.copy
    outs, copies = orders_copied(monkeypatch)
    waiting = [(a, b) for a, b in copies if a]
    assert len(outs) == 24 and waiting
    assert all(len(a) == 4 and all(x is y for x, y in zip(a, b)) for a, b in waiting)
    monkeypatch.setattr(explore.Game, "copy", real)
    assert outs == explore.explore(parse(_ORDERS, "t.mtg"), branching=False)


def test_the_loop_watch_compares_a_period_s_stack_once_where_it_differs(monkeypatch):
    """421.4: a cycle of period p needs the print p resolutions back to hold the same stack; where it
    doesn't (each of the Chalices' resolutions leaves one ability fewer), the watch compares that one
    stack and builds no cycle — one comparison a period looked at, not the newest print's with itself
    first — and each print of an empty zone is the same record."""
    compared: list = []
    real = loops._same_stack

    def same(a, b):
        compared.append(a is b)
        return real(a, b)

    empties: set = set()
    taken = loops._print

    def printed(game, before=None):
        shape, numbers, zones = taken(game, before)
        empties.update(id(z) for z in zones.values() if not z.ids)
        return shape, numbers, zones

    monkeypatch.setattr(loops, "_same_stack", same)
    monkeypatch.setattr(loops, "_print", printed)
    outs = explore.explore(parse(_ORDERS, "t.mtg"))
    assert len(outs) == 24
    # (each run's prints: after the Shock, with the four abilities on the stack, and after the first
    # three of them; at the fourth a cycle of period 1 is looked at — the print before holds two
    # abilities, this one one: a single comparison, and it fails; the base compared the newest
    # print's stack with itself first)
    assert compared and not any(compared)
    assert len(compared) == len(outs)
    assert len(empties) == 1
