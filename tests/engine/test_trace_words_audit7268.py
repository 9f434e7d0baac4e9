"""Audit 7268 trace defects.

Rhystic Lightning ("... unless that permanent's controller or that player pays {2}. If they do,
Rhystic Lightning deals 2 damage ..."): a player who can't pay was told what "If you do" says —
words the spell doesn't have; a spell's own text wasn't read for them, only an ability's."""

from __future__ import annotations

from tests.engine.support import steps_of

_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def test_rhystic_lightning_unpaid_quotes_if_they_do():
    steps = steps_of("Alice hand: Rhystic Lightning (oracle)\nAlice in play: 3 Mountain\nBob in play: Mountain\n"
                     "Alice casts Rhystic Lightning targeting Bob\nall pass until the stack is empty\n", head=_HEAD)
    said = [s.text for s in steps if s.text.startswith("Bob can't pay {2}")]
    assert said, [s.text for s in steps]
    assert all('"If they do"' in t for t in said), said
    assert not any('"If you do"' in t for t in said), said
