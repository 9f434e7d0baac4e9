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


def test_abilities_triggering_one_another_by_a_players_choice_leave_out_the_endless_ways():
    """A second creature makes each ability's target a choice: targeting Echo Idol again and
    again is a loop of optional actions, repeated as many times as Alice names (421.2) — not a
    draw. The explorer gives the ways her choices end it (each a number of times she names)
    and says which ways it left out; stating the target that ends it runs without a note."""
    from judge.cards.library import card_names
    from judge.dsl.checks import check_text
    from judge.engine import simulate

    body = ("mana is not tracked\nAlice in play: Echo Idol, Grizzly Bears as @bears\nBob hand: Shock\n"
            "Alice passes\nBob casts Shock targeting Echo Idol\nall pass until the stack is empty\n")
    outcomes = simulate(check_text(ECHO + HEAD + body, "echo.mtg", card_names()))
    assert len(outcomes) > 2 and all(o.final.result == "continues" for o in outcomes)
    for o in outcomes:  # each ends with Alice targeting the Bears; before, k times Echo Idol
        targets = [c.answer for c in o.choices]
        assert targets[-1] == ("Grizzly Bears @bears",) and set(targets[:-1]) <= {("Echo Idol",)}, targets
        idol = next(v for v in o.final.objects if v.name == "Echo Idol")
        k = len(targets) - 1  # Echo Idol is 1/1 and gets +1/+1 k times before Shock's 2 damage (420.5c)
        assert idol.zone == ("in play" if 1 + k > 2 else "graveyard"), (k, idol.zone)
    assert "a loop of optional actions, repeated as many times as that player names (421.2)" in outcomes[-1].notes[-1]
    out = run_text(body.replace("all pass", "Alice chooses @bears\nall pass"), cards=ECHO, head=HEAD)
    assert out.final.result == "continues" and not out.notes
    assert {o.name: o.zone for o in out.final.objects if o.name in ("Echo Idol", "Grizzly Bears")} == {
        "Echo Idol": "graveyard", "Grizzly Bears": "in play"}


def test_abilities_that_double_every_round_are_a_mandatory_loop_found_in_bounded_time():
    """Found by the fuzzer: Echo Idol's ability written twice, so each time it is targeted two
    abilities trigger, each targeting it (the only creature) again. Only the order of the
    abilities triggered together is a choice, and it changes nothing that could stop the
    loop (410.3): a draw (421.4), found by the objects on the stack, not after 2^50 of them."""
    from judge.cards.library import card_names
    from judge.dsl.checks import check_text
    from judge.engine import simulate

    twice = ECHO + ECHO.split("\n", 4)[4]  # the text line again
    body = "mana is not tracked\nAlice in play: Echo Idol\nBob hand: Shock\nAlice passes\nBob casts Shock targeting Echo Idol\n"
    outcomes = simulate(check_text(twice + HEAD + body, "echo.mtg", card_names()), max_outcomes=2)
    assert twice.count("Whenever Echo Idol") == 2
    assert [o.final.result for o in outcomes] == ["draw", "draw"]


def test_a_stack_longer_than_the_loop_bound_is_no_loop():
    """The bound on objects put on the stack while 408.1b's checks go on counts only those
    they put there: 600 spells already on the stack resolve, one by one, to the end."""
    stack = "stack:\n" + "  Lightning Bolt cast by Alice targeting Bob\n" * 600
    out = run_text(stack + "all pass until the stack is empty\n", head=HEAD)
    assert out.final.result == "continues" and out.final.player("Bob").life == 10000 - 1800
