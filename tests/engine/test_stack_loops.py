"""Passing until the stack is empty (408.1c) tells a loop (421) from a long stack: a loop is
a stack that stops getting smaller, not one that takes many passes to empty."""

from __future__ import annotations

import pytest

from judge.errors import JudgeError
from tests.engine.support import run_text

HEAD = "player Alice\nplayer Bob life 10000\nturn Alice, precombat main\n"


def test_a_long_finite_stack_resolves_to_the_end():
    stack = "stack:\n" + "  Lightning Bolt cast by Alice targeting Bob\n" * 300
    out = run_text(stack + "all pass until the stack is empty\n", head=HEAD)
    assert out.final.player("Bob").life == 10000 - 900
    assert out.final.stack == ()


def test_a_stack_that_never_gets_smaller_is_a_loop():
    cards = ('card "Endless Muster"\n  cost {3}{W}\n  type Enchantment\n'
             '  text "Whenever a creature comes into play, put a 1/1 white Soldier creature token into play."\n')
    body = ("Alice in play: Endless Muster, Forest, Forest\nAlice hand: Grizzly Bears\n"
            "Alice casts Grizzly Bears paying with Forest, Forest\nall pass until the stack is empty\n")
    with pytest.raises(JudgeError, match=r"stopped getting smaller.*421"):
        run_text(body, cards=cards, head=HEAD)


ECHO = ('card "Echo Idol"\n  cost {3}\n  type Artifact Creature - Golem\n  pt 1/1\n'
        '  text "Whenever Echo Idol becomes the target of a spell or ability, target creature gets +1/+1 until '
        'end of turn."\n')


def test_abilities_triggering_one_another_by_a_players_choice_are_refused_by_name():
    """A second creature makes each ability's target a choice: targeting Echo Idol again and
    again is a loop of optional actions, repeated as many times as Alice names (421.2) — not a
    draw, and no number the engine could pick; stating the target that ends it runs."""
    from judge.cards.library import card_names
    from judge.dsl.checks import check_text
    from judge.engine import simulate

    body = ("mana is not tracked\nAlice in play: Echo Idol, Grizzly Bears as @bears\nBob hand: Shock\n"
            "Alice passes\nBob casts Shock targeting Echo Idol\n")
    with pytest.raises(JudgeError, match=r"a player's choices \(a target, a \"may\"\) keep the loop going.*421\.2"):
        simulate(check_text(ECHO + HEAD + body, "echo.mtg", card_names()))  # every target explored
    out = run_text(body + "Alice chooses @bears\nall pass until the stack is empty\n", cards=ECHO, head=HEAD)
    assert out.final.result == "continues"
    assert {o.name: o.zone for o in out.final.objects if o.name in ("Echo Idol", "Grizzly Bears")} == {
        "Echo Idol": "graveyard", "Grizzly Bears": "in play"}
