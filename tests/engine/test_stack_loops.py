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
