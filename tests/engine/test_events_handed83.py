"""(eighty-third session) The events of one change are handed to the triggered abilities' rule (410.2,
judge.engine.triggers.detect) as the appliers made them: ``events._record`` copies no list — the list is the
appliers' own, made for that change and only read after it (the triggers' rule reads it, the damage's callers
read what was dealt)."""

from __future__ import annotations

from judge.engine import events

from tests.engine.support import game_after

#: Bob's Grizzly Bears, to be dealt damage; a Llanowar Elves cast (an action: the game kept after it).
_BOARD = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
          "Bob in play: Grizzly Bears as @b\nAlice hand: Llanowar Elves\n"
          "Alice casts Llanowar Elves\nall pass until the stack is empty\n")


def test_the_damage_dealt_is_the_list_the_triggers_rule_reads(monkeypatch):
    game = game_after(_BOARD)
    bears = game.labels["b"]
    handed: list = []
    real = events.detect_triggers.fn
    monkeypatch.setattr(events.detect_triggers, "fn", lambda g, evs, back=None: handed.append(evs) or real(g, evs, back))
    made: list = []
    real_deal = events._deal_at_once
    monkeypatch.setattr(events, "_deal_at_once", lambda *a: made.append(real_deal(*a)) or made[-1])
    assert events.deal_damage(game, None, "Shock", 2, obj=bears) == 2  # (417.1; 2 is lethal to a 2/2: 420.5c)
    assert game.objects[bears].damage == 2
    assert len(handed) == 1 and [(e.kind, e.obj, e.amount) for e in handed[0]] == [(events.EventKind.DAMAGE, bears, 2)]
    # (the base: a copy of the list made for each record)
    assert handed[0] is made[0]
