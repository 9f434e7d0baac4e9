"""Why-not steps (session 31): Sol'kanar the Swamp King when a spell that isn't black is played
(410.2), Silkenfist Fighter attacking and not blocked (410.2, 309.3)."""

from __future__ import annotations

from tests.engine.support import steps_of
from tests.engine.test_why_not_steps_session30 import MAIN, _said


def test_sol_kanar_a_green_spell_isnt_black():
    got = steps_of("Alice in play: Sol'kanar the Swamp King as @sk\nAlice hand: Giant Growth as @gg, Mind Rot as @mr\n"
                   "Bob hand: 2 Forest\nAlice casts @gg targeting @sk\nall pass until the stack is empty\n"
                   "Alice casts @mr targeting Bob\nall pass until the stack is empty\n", head=MAIN)
    said = _said(got, "Sol'kanar the Swamp King @sk's ability doesn't trigger", "Giant Growth @gg isn't a black spell")
    assert [s.rules for s in said] == [("410.2",)]
    assert not _said(got, "doesn't trigger", "Mind Rot")  # black: it triggers
    assert len(_said(got, "Sol'kanar the Swamp King @sk's ability triggers")) == 1


def test_silkenfist_fighter_unblocked_doesnt_become_blocked():
    head = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
    body = ("Alice in play: Silkenfist Fighter as @sf\nBob in play: Grizzly Bears as @gb\nAlice attacks with @sf\n"
            "all pass until the declare blockers step\nBob blocks {}\n")
    said = _said(steps_of(body.format("nothing"), head=head), "doesn't trigger", "no creature blocks Silkenfist Fighter @sf")
    assert [s.rules for s in said] == [("410.2", "309.3")]
    blocked = steps_of(body.format("@sf with @gb"), head=head)
    assert not _said(blocked, "doesn't trigger")
    assert _said(blocked, "Silkenfist Fighter @sf's ability triggers")


def test_worship_without_a_creature_doesnt_apply():
    body = ("Alice in play: Worship as @w{}\nBob hand: Lightning Bolt as @b\nBob casts @b targeting Alice\n"
            "all pass until the stack is empty\n")
    head = "player Alice life 2\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
    said = _said(steps_of(body.format(""), head=head), "Worship @w doesn't reduce it to 1 instead")
    assert [s.rules for s in said] == [("418.4a", "419.1")]
    assert "you control a creature" in said[0].text
    kept = steps_of(body.format(", Grizzly Bears"), head=head)
    assert not _said(kept, "doesn't reduce it to 1") and _said(kept, "reduces it to 1 instead")
