"""Audit 8278 leftovers (h73-9): a delayed ability is named with the objects it refers to only where its
own words name them (406.2c-d), as the step resolving it says."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def test_rakalites_two_returns_refer_to_no_shielded_creature():
    """Rakalite activated twice, at the Bears and at Alice: its two delayed "Return Rakalite to its owner's
    hand at end of turn" keep their abilities' targets but name neither — the order step and the steps
    putting them on the stack don't say "(Grizzly Bears @bears)" or "it refers to" (it was said of one)."""
    steps = steps_of("Alice in play: Rakalite as @rak, Grizzly Bears as @bears\n"
                     "Bob passes\nAlice activates @rak targeting @bears\nall pass until the stack is empty\n"
                     "Bob passes\nAlice activates @rak targeting Alice\nall pass until the stack is empty\n"
                     "all pass until the end of turn step\nall pass until the stack is empty\n", head=HEAD)
    texts = [s.text for s in steps]
    delayed = [t for t in texts if "goes on the stack (delayed ability of Rakalite" in t]
    assert len(delayed) == 2, texts
    assert not any("it refers to" in t for t in delayed), delayed
    assert not any("Grizzly Bears @bears)" in t for t in texts if "orders" in t), texts


def test_necropotences_two_returns_each_say_their_card_as_they_go_on_the_stack():
    """Necropotence paid for twice: each delayed return says the card it refers to as it goes on the stack
    (410.3, 406.2d), as the order step does; and the card is removed face down in one step (217.7b)."""
    steps = steps_of("Alice in play: Necropotence as @n\nAlice library: Island as @c1, Forest as @c2, Swamp\n"
                     "Alice activates @n\nall pass until the stack is empty\n"
                     "Alice activates @n\nall pass until the stack is empty\n"
                     "all pass until the end of turn step\nAlice orders triggers: @n, @n\n", head=HEAD.replace("turn Bob", "turn Alice"))
    texts = [s.text for s in steps]
    delayed = [t for t in texts if "goes on the stack (delayed ability of Necropotence" in t]
    assert len(delayed) == 2, texts
    assert sorted(t.rsplit("— it refers to ", 1)[-1] for t in delayed) == ["Forest @c2", "Island @c1"], delayed
    removed = [s for s in steps if s.text.startswith("Island @c1 is removed from the game")]
    assert len(removed) == 1 and "face down" in removed[0].text, [s.text for s in removed]
    assert {"417.1", "217.8", "217.7b"} <= set(removed[0].rules), removed[0].rules
