"""The draw step's draw is put on the stack "just as if a card read 'At the beginning of your
draw step, draw a card'" (304.1): it waits with the active player's other abilities of the step
and she puts them on the stack in the order she chooses (410.3). Audit 4238, card 35 (Armageddon
Clock): the draw was pushed as the step began, always under the step's triggers."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import simulate
from judge.errors import JudgeError

HEAD = ("player Alice\nplayer Bob life 1\nturn Alice, upkeep\n"
        "Alice in play: Armageddon Clock as @clock (1 doom counter)\nAlice library: Forest as @f\n"
        "all pass until the draw step\n")


def _outcomes(order: str = ""):
    return simulate(parse(HEAD + order + "all pass until the stack is empty\n", "t.mtg"))


def _hand(out) -> list[str]:
    return [o.name for o in out.final.objects if o.zone == "hand" and o.owner == "Alice"]


def test_both_orders_are_explored():
    outs = _outcomes()
    assert len(outs) == 2
    # the Clock on top: Bob loses before Alice draws; the draw on top: she draws the Forest first
    assert sorted(_hand(o) for o in outs) == [[], ["Forest"]]
    assert all(o.final.player("Bob").lost for o in outs)
    assert all("410.3" in o.cited() for o in outs)


@pytest.mark.parametrize("order, drawn", [('Alice orders triggers: @clock, "draw"\n', ["Forest"]),
                                          ('Alice orders triggers: "draw", @clock\n', [])])
def test_an_order_line_names_the_draw(order, drawn):
    outs = _outcomes(order)
    assert len(outs) == 1
    assert _hand(outs[0]) == drawn
    said = [s.text for top in outs[0].steps for s in top.walk() if "orders the triggered abilities" in s.text]
    assert said and ("Alice's draw" in said[0])


def test_alone_the_draw_needs_no_order():
    scn = parse("player Alice\nplayer Bob\nturn Alice, upkeep\nAlice library: Forest\n"
                "all pass until the draw step\nall pass until the stack is empty\n", "t.mtg")
    outs = simulate(scn)
    assert len(outs) == 1
    steps = [s for top in outs[0].steps for s in top.walk()]
    assert [s.rules for s in steps if s.text == '"Draw a card" goes on the stack for Alice'] == [("304.1",)]
    assert "410.3" not in outs[0].cited()
    assert _hand(outs[0]) == ["Forest"]


def test_draw_named_where_there_is_no_draw_is_an_error():
    scn = parse("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
                "Alice in play: Soul Warden as @w1, Soul Warden as @w2\nAlice hand: Grizzly Bears\n"
                'Alice casts Grizzly Bears\nall pass\nAlice orders triggers: "draw", @w1\n', "t.mtg")
    with pytest.raises(JudgeError, match="draw is not one of Alice's waiting triggered abilities"):
        simulate(scn)
