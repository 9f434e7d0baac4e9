"""Heavy Fog — "Prevent all damage that would be dealt to you this turn by attacking creatures": a
Mogg Fanatic sacrificed while attacking deals its damage as the creature it last was in play, an
attacking creature (310.4's note, 402.6, 413.2f), looked at as the damage would be dealt (419.2) — so
the damage is prevented; the engine looked only at a source still in play and let it through (audit
7066, card 14). Sacrificed after combat, it was no longer attacking: the damage is dealt (audit 1511)."""

from __future__ import annotations

from tests.engine.support import run_text

HEAD = "player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"


def _life(outcome, who):
    return next(p.life for p in outcome.final.players if p.name == who)


def test_fanatic_sacrificed_while_attacking_is_prevented():
    out = run_text("Alice hand: Heavy Fog\nBob in play: Mogg Fanatic as @f1\n"
                   "Bob attacks with @f1\nBob passes\nAlice casts Heavy Fog\nall pass until the stack is empty\n"
                   "all pass until the declare blockers step\nAlice blocks nothing\n"
                   "Bob activates @f1 targeting Alice\nall pass until the stack is empty\n", head=HEAD)
    assert _life(out, "Alice") == 20
    steps = [s for top in out.steps for s in top.walk()]
    assert any("prevented (Heavy Fog)" in s.text and "as it last existed" in s.text and "413.2f" in s.rules
               for s in steps)


def test_fanatic_sacrificed_after_combat_is_not():
    out = run_text("Alice hand: Heavy Fog\nBob in play: Mogg Fanatic as @f1\n"
                   "Bob attacks with @f1\nBob passes\nAlice casts Heavy Fog\nall pass until the stack is empty\n"
                   "all pass until the declare blockers step\nAlice blocks nothing\n"
                   "all pass until the postcombat main step\n"
                   "Bob activates @f1 targeting Alice\nall pass until the stack is empty\n", head=HEAD)
    assert _life(out, "Alice") == 19


def test_combat_damage_of_an_attacker_sacrificed_after_it_was_assigned_is_prevented():
    out = run_text("Alice hand: Heavy Fog\nBob in play: Mogg Fanatic as @f1\n"
                   "Bob attacks with @f1\nBob passes\nAlice casts Heavy Fog\nall pass until the stack is empty\n"
                   "all pass until the declare blockers step\nAlice blocks nothing\n"
                   "all pass until the combat damage step\n"
                   "Bob activates @f1 targeting Alice\nall pass until the stack is empty\n", head=HEAD)
    assert _life(out, "Alice") == 20
