"""A creature's own "can't be the target of spells or abilities" (Multani, Maro-Sorcerer; Blastoderm's
shroud; Crystalline Sliver's, which it has too) is gone under Humility ("All creatures
lose all abilities"): a spell or ability may target it (409.1c), and the target step says why the
ability didn't refuse it, where it was silent (audit 8581, as Fallen Askari's lost "can't block",
audit 8480). Without Humility the play is refused, and nothing of the kind is said."""

from __future__ import annotations

import pytest

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


@pytest.mark.parametrize("card,name", [('"Multani, Maro-Sorcerer"', "Multani, Maro-Sorcerer"),
                                       ("Blastoderm", "Blastoderm"),
                                       ("Crystalline Sliver", "Crystalline Sliver")])
def test_the_target_step_says_the_lost_ability(card, name):
    board = f"Alice in play: Rod of Ruin as @ps, Humility\nBob in play: {card} as @c\nBob hand: Forest\n"
    got = steps_of(board + "Alice activates @ps targeting @c\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if s.text.startswith(f"Target: {name} @c — ")]
    assert len(said) == 1, [s.text for s in got]
    assert said[0].text.endswith("is gone, as Humility makes it lose all its abilities"), said[0].text
    assert "its own \"" in said[0].text
    assert said[0].rules == ("409.1c",)
    # without Humility: refused for the ability, and no such words
    got = steps_of(f"Alice in play: Rod of Ruin as @ps\nBob in play: {card} as @c\nBob hand: Forest\n"
                   "Alice tries to activate @ps targeting @c\n", head=HEAD)
    assert any("can't be the target of spells or abilities" in s.text and "illegal play" in s.text for s in got), \
        [s.text for s in got]
    assert not any("makes it lose all its abilities" in s.text for s in got)
