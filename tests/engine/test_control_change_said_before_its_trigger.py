"""A control change is said before the "When you lose control of ~" it triggers (audit 7571, left: Gustha's
Scepter stolen by Steal Artifact said "… loses control of it" one step before Steal Artifact's "You control
enchanted artifact." applied; 418.4a, then 410.2 — as a state trigger's cause is said first)."""

from __future__ import annotations

from tests.engine.support import steps_of

BODY = """Alice in play: Gustha's Scepter as @gs
Alice hand: Shock as @s
Bob hand: Steal Artifact as @sa

Bob passes
Alice activates @gs ability 1
all pass until the stack is empty
Alice chooses @s
Bob casts @sa targeting @gs
all pass until the stack is empty
"""


def test_gusthas_scepter_stolen_the_control_change_comes_first():
    got = [s.text for s in steps_of(BODY, head="player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n")]
    applies = next(i for i, t in enumerate(got) if t.startswith("Steal Artifact @sa's static ability applies to Gustha's Scepter"))
    triggers = next(i for i, t in enumerate(got) if "Gustha's Scepter @gs's ability triggers" in t)
    assert applies < triggers
    assert "Alice loses control of it" in got[triggers]
