"""A card played "as though it had flash" whose price applies only "if you play it any time a sorcery
couldn't have been played" (Grave Servitude) says at its play why a sorcery couldn't have been played
then — the stack not empty, another player's turn, another step — and cites 408.1d, the rule that says
when a sorcery may be played (audit 7470)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _price_steps(body: str, head: str = HEAD) -> list:
    return [s for s in steps_of(body, head=head) if "price" in s.text]


def test_stack_not_empty_is_said():
    [step] = _price_steps("Alice in play: Grizzly Bears as @b\nAlice hand: Grave Servitude, Giant Growth\n"
                          "Alice casts Giant Growth targeting @b\nAlice casts Grave Servitude targeting @b\n")
    assert "a sorcery couldn't have been played (the stack is not empty)" in step.text
    assert "408.1d" in step.rules


def test_opponents_turn_is_said():
    [step] = _price_steps("Bob in play: Grizzly Bears as @b\nAlice hand: Grave Servitude\n"
                          "Bob passes\nAlice casts Grave Servitude targeting @b\n",
                          head=HEAD.replace("turn Alice", "turn Bob"))
    assert "a sorcery couldn't have been played (it is Bob's turn)" in step.text
