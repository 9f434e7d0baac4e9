"""An instruction whose amount is a count that comes to 0 says it did nothing, and why, though
the count itself was said (413.2f, 413.2b) — audit 7773, card 17: Jasmine Seer's "You gain 2
life for each card revealed this way" with no card revealed said only "Jasmine Seer counts each
card revealed this way …: 0", and nothing of the life gain (the count step was taken for the
instruction's own)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_jasmine_seer_revealing_nothing_says_no_life_is_gained():
    got = steps_of("Alice in play: Jasmine Seer as @js\nAlice hand: Lightning Bolt\n"
                   "Alice activates @js\nall pass until the stack is empty\n", head=HEAD)
    texts = [s.text for s in got]
    i = next(i for i, t in enumerate(texts) if "counts each card revealed this way" in t)
    after = texts[i + 1:]
    assert after and "does nothing" in after[0] and "amount is 0" in after[0], texts
    assert "413.2b" in got[i + 1].rules


def test_a_positive_count_still_says_only_the_gain():
    got = steps_of("Alice in play: Jasmine Seer as @js\nAlice hand: Disenchant\n"
                   "Alice activates @js\nall pass until the stack is empty\nAlice chooses Disenchant\n", head=HEAD)
    texts = [s.text for s in got]
    assert any(t.startswith("Alice gains 2 life") for t in texts), texts
    assert not any("does nothing" in t for t in texts), texts
