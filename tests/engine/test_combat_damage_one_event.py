"""All combat damage on the stack is one entry (310.2), dealt at once as assigned (310.4): one
event. "Whenever ~ is dealt damage" triggers once for each creature dealt damage in it, however
many creatures dealt that damage (410.6), and sees all the damage dealt to it ("that much")."""

from __future__ import annotations

from tests.engine.support import COMBAT_HEAD, run_text


def _combat(alice: str, bob: str, blockers: str, assigns: str = "") -> list:
    body = (f"Alice in play: {alice}\nBob in play: {bob}\n"
            "Alice attacks with @a\nall pass until the declare blockers step\n"
            f"Bob blocks @a with {blockers}\nall pass until the combat damage step\n{assigns}"
            "all pass until the end of combat step\n")
    return run_text(body, head=COMBAT_HEAD)


def _steps(out) -> list:
    return [s for top in out.steps for s in top.walk()]


def test_fungusaur_blocked_by_two_triggers_once():
    out = _combat("Fungusaur as @a (2 +1/+1 counters)", "Grizzly Bears as @b1, Llanowar Elves as @b2", "@b1 and @b2",
                  "Alice assigns @a's damage: 2 to @b1, 2 to @b2\n")
    trig = [s for s in _steps(out) if s.text.startswith("Fungusaur @a's ability triggers")]
    assert len(trig) == 1
    assert "is dealt 3 damage by 2 sources at once" in trig[0].text and trig[0].rules[0] == "410.6"
    fu = next(o for o in out.final.objects if o.label == "a")
    assert dict(fu.counters).get("+1/+1") == 3 and fu.damage == 3


def test_jackal_pup_deals_the_whole_amount_once():
    out = _combat("Jackal Pup as @a (3 +1/+1 counters)", "Grizzly Bears as @b1, Llanowar Elves as @b2", "@b1 and @b2",
                  "Alice assigns @a's damage: 2 to @b1, 3 to @b2\n")
    steps = _steps(out)
    assert len([s for s in steps if s.text.startswith("Jackal Pup @a's ability triggers")]) == 1
    assert [s.text for s in steps if s.text.startswith("Jackal Pup @a deals") and "to Alice" in s.text] == [
        "Jackal Pup @a deals 3 damage to Alice (life 20 → 17)"]


def test_one_blocker_no_merging_said():
    out = _combat("Fungusaur as @a", "Llanowar Elves as @b1", "@b1")
    trig = [s for s in _steps(out) if s.text.startswith("Fungusaur @a's ability triggers")]
    assert len(trig) == 1 and "sources at once" not in trig[0].text and "410.6" not in trig[0].rules


def test_two_combat_damage_steps_are_two_events():
    out = _combat("Fungusaur as @a (2 +1/+1 counters)", "Tundra Wolves as @b1, Grizzly Bears as @b2", "@b1 and @b2",
                  "all pass until the combat damage step\nAlice assigns @a's damage: 2 to @b1, 3 to @b2\n")
    assert len([s for s in _steps(out) if s.text.startswith("Fungusaur @a's ability triggers")]) == 2
    fu = next(o for o in out.final.objects if o.label == "a")
    assert dict(fu.counters).get("+1/+1") == 4
