"""An intervening "if" about the ability's own source, that permanent gone on resolution (410.8): Lurking Jackals
Disenchanted with its trigger on the stack. The step said "The condition … (Lurking Jackals is an enchantment) is
no longer true: it does nothing", as if the Jackals had stopped being an enchantment; what decides is that the
permanent the ability asks about and would change has left play — the card in the graveyard is a new object
(217.8; audit 7975, h70-5). A source still in play whose condition is false keeps the old words (Veiled Sentry
made a creature, 214.4: tests/engine/test_condition_type_facts_7874.py)."""

from __future__ import annotations

from tests.engine.support import run_text, texts

_HEAD = "player Alice\nplayer Bob life 11\nturn Alice, precombat main\nmana is not tracked\n"


def test_lurking_jackals_gone_says_it_left_play():
    out = run_text("Alice in play: Lurking Jackals as @lj\nAlice hand: Shock\nBob hand: Disenchant\n"
                   "Alice casts Shock targeting Bob\nall pass\nAlice passes\nBob casts Disenchant targeting @lj\n"
                   "all pass until the stack is empty\n", head=_HEAD)
    said = texts(out)
    step = next(s for s in said if s.startswith("Lurking Jackals @lj has left play, so its ability does nothing"))
    assert "(Lurking Jackals @lj is an enchantment)" in step
    assert "the card in Alice's graveyard is a new object" in step
    assert not [s for s in said if "is no longer true" in s]
