"""A target that phased out before its spell resolves makes the spell countered on resolution
(413.2a), and the step says it phased out — not that it "has left play": phasing out is no zone
change the game watches (judge.engine.phasing; glossary "Phasing"). Audit 4238, card 8:
Vodalian Illusionist saving Alice's Hill Giant from Bob's Terror."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def test_terror_on_a_phased_out_giant_says_it_phased_out():
    got = steps_of("Alice in play: Vodalian Illusionist as @vi, Hill Giant as @hg\nBob hand: Terror as @t\n"
                   "Bob casts @t targeting @hg\nBob passes\nAlice activates @vi targeting @hg\n"
                   "all pass until the stack is empty\n", head=HEAD)
    [step] = [s for s in got if s.text.startswith("Every target of Terror")]
    assert "it has phased out: treated as though it doesn't exist" in step.text
    assert "left play" not in step.text
    assert step.rules[0] == "413.2a"
    assert any("Terror @t is countered for having no legal targets" in s.text for s in got)


def test_terror_on_a_giant_that_left_play_still_says_so():
    got = steps_of("Alice in play: Hill Giant as @hg\nAlice hand: Unsummon as @u\nBob hand: Terror as @t\n"
                   "Bob casts @t targeting @hg\nBob passes\nAlice casts @u targeting @hg\n"
                   "all pass until the stack is empty\n", head=HEAD)
    [step] = [s for s in got if s.text.startswith("Every target of Terror")]
    assert "(it has left play)" in step.text
