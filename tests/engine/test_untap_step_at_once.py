"""302.1: the active player untaps all the permanents that untap simultaneously, so an effect
lasting "for as long as ~ remains tapped" ends after all of them have untapped, and the trace says
the untapping before the end it causes (418.3a) — Hivis of the Scale's effect was said to end
before the untap that ends it (audit 4541)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, declare attackers\n"
BODY = ("Alice library: 2 unknown cards\nBob library: 2 unknown cards\n"
        "Alice in play: Hivis of the Scale as @hivis\nBob in play: Shivan Dragon as @dragon\n"
        "Bob attacks with @dragon\nall pass until the declare blockers step\nAlice blocks nothing\n"
        "all pass until the end of turn step\nBob passes\nAlice activates @hivis targeting @dragon\n"
        "all pass until the stack is empty\nall pass until the upkeep step\n")


def _index(texts: list[str], words: str) -> int:
    hits = [i for i, t in enumerate(texts) if words in t]
    assert len(hits) == 1, (words, texts)
    return hits[0]


def test_the_stolen_dragon_untaps_with_hivis_and_only_then_goes_back():
    texts = [s.text for s in steps_of(BODY + "Alice chooses yes\n", head=HEAD)]
    hivis = _index(texts, "Hivis of the Scale @hivis untaps (untap step)")
    dragon = _index(texts, "Shivan Dragon @dragon untaps (untap step)")
    over = _index(texts, "remains tapped) is over")
    assert max(hivis, dragon) < over


def test_left_tapped_hivis_keeps_the_dragon_which_untaps():
    texts = [s.text for s in steps_of(BODY + "Alice chooses no\n", head=HEAD)]
    assert _index(texts, "Shivan Dragon @dragon untaps (untap step)") > _index(texts, "chooses not to untap Hivis")
    assert not [t for t in texts if "remains tapped) is over" in t]


def test_an_untap_by_a_spell_is_said_before_the_end_it_causes():
    texts = [s.text for s in steps_of(
        "Alice in play: Hivis of the Scale as @hivis\nBob in play: Shivan Dragon as @dragon\nBob hand: Twiddle\n"
        "Alice activates @hivis targeting @dragon\nall pass until the stack is empty\nAlice passes\n"
        "Bob casts Twiddle targeting @hivis\nall pass until the stack is empty\nBob chooses yes\nBob chooses untap\n")]
    assert _index(texts, "Hivis of the Scale @hivis untaps") < _index(texts, "remains tapped) is over")
