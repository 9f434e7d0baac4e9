"""A loss condition met in the middle of a resolution is said to have "no longer held" only when
it didn't (420.4): not for a player Lich keeps in the game at 0 or less life (its own step says
why, 103.1), nor for a player who has lost meanwhile (audit 3632, card 16: both read "Alice has 0
life — … the condition no longer holds" with the life unchanged)."""

from __future__ import annotations

from tests.engine.support import MAIN_HEAD, steps_of


def test_lich_coming_into_play_at_zero_life_is_not_said_to_pass():
    got = steps_of("Alice hand: Lich\nAlice casts Lich\nall pass until the stack is empty\n")
    texts = [s.text for s in got]
    assert any("Alice has 0 life but doesn't lose the game for it" in t for t in texts)
    assert not any(t.startswith("During the resolution") for t in texts)


def test_a_player_who_lost_to_lich_is_not_said_to_pass():
    head = MAIN_HEAD.replace("player Alice\n", "player Alice life 0\n").replace("turn Alice", "turn Bob")
    got = steps_of("Alice in play: Lich, Swamp\nBob hand: Lightning Bolt\nBob casts Lightning Bolt targeting Alice\n"
                   "all pass until the stack is empty\n", head=head)
    texts = [s.text for s in got]
    assert any(t.startswith("Alice loses the game (Lich") for t in texts)
    assert not any(t.startswith("During the resolution") for t in texts)
