"""Trace steps found auditing session 40's cards (a3): each said in the order it happened."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_a_control_change_is_said_before_the_static_bonus_it_turns_on():
    """Liu Bei, Lord of Shu: Control Magic taking Bob's Zhang Fei, Fierce Warrior makes Liu Bei's
    'as long as you control a permanent named … Zhang Fei' hold; control effects apply first
    (418.5c), so the step saying Alice controls Zhang Fei comes before Liu Bei's +2/+2 applying."""
    steps = steps_of('Alice in play: "Liu Bei, Lord of Shu" as @liu\nAlice hand: Control Magic\n'
                     'Bob in play: "Zhang Fei, Fierce Warrior" as @zhang\n'
                     "Alice casts Control Magic targeting @zhang\nall pass until the stack is empty\n", head=HEAD)
    texts = [s.text for s in steps]
    control = next(i for i, t in enumerate(texts) if "applies to Zhang Fei" in t and "controlled by Alice" in t)
    bonus = next(i for i, t in enumerate(texts) if "Liu Bei, Lord of Shu @liu's static ability applies to itself" in t)
    assert control < bonus, texts
