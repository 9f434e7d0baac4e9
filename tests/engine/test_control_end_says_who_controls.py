"""A control effect lasting "for as long as you control Merieke Ri Berit" ends when she leaves play (418.3a); the
step said "The effect … ends" but not who controls the creature then. With no other control effect on it, the
Bears are Bob's again, as the cleanup step says of Wellspring's ("so Bob controls … now")."""

from __future__ import annotations

from tests.engine.support import run_text, texts

_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_merieke_killed_says_bob_controls_the_bears_again():
    out = run_text("Alice in play: Merieke Ri Berit as @m\nBob in play: Grizzly Bears as @bears\n"
                   "Bob hand: Lightning Bolt as @bolt\nAlice activates @m targeting @bears\n"
                   "all pass until the stack is empty\nAlice passes\nBob casts @bolt targeting @m\n"
                   "all pass until the stack is empty\n", head=_HEAD)
    said = texts(out)
    step = next(s for s in said if s.startswith("The effect \"comes under Alice's control\" ends"))
    assert step.endswith(", so Bob controls Grizzly Bears @bears now"), step
