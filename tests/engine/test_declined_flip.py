"""A coin flip the player chose not to make is neither won nor lost (413.2b): "You may flip a
coin. If you win the flip, … If you lose the flip, …" declined does nothing (Chaotic Goo, audit
4137: the declined flip was read as lost and a counter removed)."""

from tests.engine.support import MAIN_HEAD, find, run_text, texts

CARD = '''card "Test Goo"
  cost {2}
  type Creature - Ooze
  pt 0/0
  text "{0}: You may flip a coin. If you win the flip, put a +1/+1 counter on Test Goo. If you lose the flip, remove a +1/+1 counter from Test Goo."
'''


def _goo_after(choice: str, result: str | None = None):
    body = "Alice in play: Test Goo as @goo (3 +1/+1 counters)\nAlice activates @goo\nall pass\n" \
           f"Alice chooses {choice}\n" + (f"Alice chooses {result}\n" if result else "") + "\nexpect @goo in play\n"
    out = run_text(body, cards=CARD, head=MAIN_HEAD)
    return out, find(out, "Test Goo")


def test_declined_flip_neither_adds_nor_removes():
    out, goo = _goo_after("no")
    assert dict(goo.counters).get("+1/+1") == 3
    said = [t for t in texts(out) if "no coin was flipped" in t]
    assert len(said) == 2 and 'if you lose the flip' in said[1]


def test_flip_made_still_won_or_lost():
    _, won = _goo_after("yes", "won")
    _, lost = _goo_after("yes", "lost")
    assert dict(won.counters).get("+1/+1") == 4
    assert dict(lost.counters).get("+1/+1") == 2
