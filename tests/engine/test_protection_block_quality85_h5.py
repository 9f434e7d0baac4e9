"""(eighty-fifth session, audit 16863, card 5) A block refused by the attacker's protection says what the blocker is
that protection is from — "Ihsan's Shade @is has protection from white: it can't be blocked by White Knight @wk, a
white creature" (502.7b) — as a block refused by "can't be blocked by blue creatures" says "Wind Drake @wd is a blue
creature". The step named the blocker only, though its color may be an effect's (Heaven's Gate's white Bears)."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import simulate


def _refused_block(setup: str, attacker: str, blocker: str, before: str = "") -> tuple[str, tuple[str, ...]]:
    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n" + setup + "\n\n" + before
            + f"all pass until the declare attackers step\nAlice attacks with {attacker}\n"
            f"all pass until the declare blockers step\nBob blocks {attacker} with {blocker}\nBob blocks nothing\n")
    (outcome,) = simulate(parse(text, "t.mtg"), explore=False)
    steps = [s for top in outcome.steps for s in top.walk() if s.text.startswith("Illegal: ")]
    assert len(steps) == 1, [s.text for top in outcome.steps for s in top.walk()]
    return steps[0].text, tuple(steps[0].rules)


@pytest.mark.parametrize("setup, before, attacker, blocker, said", [
    ("Alice in play: Ihsan's Shade as @is\nBob in play: White Knight as @wk", "", "@is", "@wk",
     "Illegal: Ihsan's Shade @is has protection from white: it can't be blocked by White Knight @wk, a white creature"),
    # the color an effect gave it (Heaven's Gate: "Any number of target creatures become white until end of turn")
    ("Alice in play: Black Knight as @bk\nAlice hand: Heaven's Gate as @hg\nBob in play: Grizzly Bears as @gb",
     "Alice casts @hg targeting @gb\nall pass until the stack is empty\n", "@bk", "@gb",
     "Illegal: Black Knight @bk has protection from white: it can't be blocked by Grizzly Bears @gb, a white creature"),
    ("Alice in play: Yavimaya Scion as @ys\nBob in play: Wall of Shields as @ws", "", "@ys", "@ws",
     "Illegal: Yavimaya Scion @ys has protection from artifacts: it can't be blocked by Wall of Shields @ws, "
     "an artifact creature"),
])
def test_a_block_refused_by_protection_says_what_the_blocker_is(setup, before, attacker, blocker, said):
    text, rules = _refused_block(setup, attacker, blocker, before)
    assert text == said, text
    assert rules == ("502.7b",), rules
