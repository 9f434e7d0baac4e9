"""Trace words of the thirty-third session's defect brief (issue 44, "the trace tells the truth"):
each step quotes, names and cites what decided it."""

from __future__ import annotations

from tests.engine.support import steps_of

PRINTED = "wording printed\nplayer Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def test_psychic_purge_as_printed_quotes_its_trigger_not_the_whole_paragraph():
    """Psychic Purge's printed paragraph holds the spell's damage and the discard trigger: the
    trigger's steps quote the trigger's sentences only (judge.cards.text._piece_wordings)."""
    steps = steps_of("Alice hand: Psychic Purge, Forest\nBob hand: Mind Rot\n"
                     "Bob casts Mind Rot targeting Alice\nall pass until the stack is empty\n", head=PRINTED)
    said = [s.text for s in steps if "Psychic Purge's" in s.text and ("triggers" in s.text or "goes on the stack" in s.text)]
    assert len(said) == 2, [s.text for s in steps]
    for t in said:
        assert "(If a spell cast by opponent or a permanent under opponent's control causes you to discard this card, " \
               "opponent loses 5 life. Effects that prevent or redirect damage may not be used to counter this loss of " \
               "life.)" in t, t
        assert "does 1 damage" not in t, t
    assert any(s.text == "Bob loses 5 life (life 20 → 15)" for s in steps)

