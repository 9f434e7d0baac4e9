"""An {X} cost announced as 0 (409.1b) is still paid (409.1f: the player pays all costs) — with no
mana — and the trace says so as it says any other paid mana cost: "Alice pays {0} for …" with X
named, whether the player chose X (Candelabra of Tawnos, Mishra's Helix) or the card counts it
(Bargaining Table with the opponent's hand empty; audit 8379, card 11). A cost with mana left in it
at X = 0 (Disintegrate's {R}) is paid as mana, not as {0}."""

from __future__ import annotations

from tests.engine.support import steps_of

TRACKED = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is tracked\n"


def _paid(steps, what):
    return [s for s in steps if s.text.startswith(f"Alice pays {{0}} for {what}")]


def test_a_chosen_x_of_zero_is_paid_with_no_mana():
    steps = steps_of("Alice in play: Candelabra of Tawnos as @c\nAlice activates @c with X = 0\n")
    (step,) = _paid(steps, "Candelabra of Tawnos @c's ability")
    assert step.text.endswith("the total mana cost is {0} (X is 0), paid with no mana")
    assert "409.1f" in step.rules


def test_an_x_the_card_counts_as_zero_is_paid_with_no_mana():
    steps = steps_of("Alice in play: Bargaining Table as @bt, Swamp as @s\nAlice activates @bt\n", head=TRACKED)
    (step,) = _paid(steps, "Bargaining Table @bt's ability")
    assert "(X is 0), paid with no mana" in step.text
    assert "409.1f" in step.rules
    # said after the X is counted (409.1b) and with the tap, the rest of the same cost (409.1f)
    texts = [s.text for s in steps]
    assert texts.index(step.text) > next(i for i, t in enumerate(texts) if t.startswith("X is the number of cards"))


def test_an_x_of_two_pays_mana_not_zero():
    steps = steps_of("Alice in play: Candelabra of Tawnos as @c, Forest as @f1, Forest as @f2\n"
                     "Alice in play: Forest as @f3 (tapped), Forest as @f4 (tapped)\n"
                     "Alice activates @c with X = 2 targeting @f3, @f4 paying with @f1, @f2\n", head=TRACKED)
    assert not _paid(steps, "Candelabra")
    assert any(s.text.startswith("Alice pays {2} for Candelabra of Tawnos @c's ability") for s in steps)


def test_x_zero_with_a_coloured_part_pays_that_part():
    steps = steps_of("Alice hand: Disintegrate as @d\nBob in play: Grizzly Bears as @gb\n"
                     "Alice casts @d with X = 0 targeting @gb\n")
    assert not _paid(steps, "Disintegrate")
    assert any(s.text.startswith("Alice pays {R} for Disintegrate") for s in steps)
