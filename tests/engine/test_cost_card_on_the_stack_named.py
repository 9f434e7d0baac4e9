"""A cost taking a card from the hand, named by the play line with the spell being played itself
("exiling @c" for Contagion's "remove a black card in your hand from the game"): the refusal says
why that card doesn't qualify — it is on the stack, moved there before the costs are paid (409.1a,
409.1f) — not just "none qualifies" (audit 8379, card 7)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_contagion_removing_itself_says_it_is_on_the_stack():
    steps = steps_of("Alice hand: Contagion as @c, Giant Growth as @gg\nBob in play: Grizzly Bears as @gb\n"
                     "Alice tries to cast @c for its alternative cost exiling @c targeting @gb dividing 2 to @gb\n")
    (step,) = [s for s in steps if "attempts an illegal play" in s.text]
    assert "Contagion @c is on the stack, not in Alice's hand" in step.text
    assert "409.1a" in step.rules and "409.1f" in step.rules
