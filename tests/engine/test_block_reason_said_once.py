"""A restriction on blocking made twice by the same ability (Varchild's Crusader's "{0}: Varchild's
Crusader can't be blocked this turn except by Walls" played twice) is two effects but one reason: the
block refused says it once, and the legal block's note once (501.1; audit 8581, where each was said
twice, word for word)."""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import simulate

SCENARIO = """player Alice
player Bob
turn Alice, declare attackers
mana is not tracked
Alice in play: Varchild's Crusader as @vc
Bob in play: Grizzly Bears as @gb, Wall of Wood as @ww
Alice attacks with @vc
Alice activates @vc
all pass until the stack is empty
Alice activates @vc
all pass until the stack is empty
all pass until the declare blockers step
Bob blocks @vc with @gb
Bob blocks @vc with @ww
"""


def test_the_same_restriction_twice_is_said_once():
    [out] = simulate(parse(SCENARIO, "t.mtg"))
    said = [s for top in out.steps for s in top.walk()]
    refused = [s for s in said if "Grizzly Bears @gb isn't a Wall" in s.text]
    allowed = [s for s in said if "Wall of Wood @ww is a creature Varchild's Crusader @vc can be blocked by" in s.text]
    assert len(refused) == 1 and refused[0].rules == ("501.1",)
    assert len(allowed) == 1
    assert any("proposed block is illegal" in s.text for s in said)
