"""A discard of the whole hand is no choice (413.2b; audit 7066, Shocker as printed)."""

from __future__ import annotations

from tests.engine.support import run_text, texts


def test_discarding_a_whole_hand_is_no_choice_413_2b():
    """Shocker as printed ("that player discards his or her hand, then draws a new hand of as many
    cards as he or she had before"): every card of the hand is discarded, which no one chooses — the
    step said "Bob chooses which cards Bob discards … (the only legal choice)", citing 413.2c (audit
    7066). It now says he discards his whole hand, every card in it; an empty hand says nothing here."""
    head = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
    out = run_text("Alice in play: Shocker (printed) as @sh\nBob hand: Shock, Giant Growth\n"
                   "Bob library: 3 unknown cards\nAlice attacks with @sh\nall pass until the declare blockers step\n"
                   "Bob blocks nothing\nall pass until the combat damage step\nall pass until the stack is empty\n",
                   head=head)
    said = texts(out)
    assert not [s for s in said if "chooses which cards" in s]
    step = next(s for s in said if s.startswith("Bob discards his or her whole hand"))
    assert "Shock" in step and "Giant Growth" in step and "no choice" in step
