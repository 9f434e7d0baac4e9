"""411.3: a triggered mana ability resolves "immediately after the mana ability that triggered"
it — the land's own mana first, then the extra (Gauntlet of Might as printed, Mana Flare)."""

from __future__ import annotations

from tests.engine.support import steps_of

MAIN = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def test_the_lands_own_mana_is_added_before_the_triggered_extra():
    got = steps_of("Alice in play: Gauntlet of Might (printed), Mountain as @m\nAlice taps @m for {R}\n", head=MAIN)
    texts = [s.text for s in got]
    own = next(i for i, t in enumerate(texts) if t.startswith("Mountain @m adds {R}"))
    extra = next(i for i, t in enumerate(texts) if "triggered mana ability triggers and resolves immediately after" in t)
    assert own < extra and "(pool {R})" in texts[own]
    assert texts[extra + 1] == "Gauntlet of Might adds {R} to Alice's mana pool (pool {R}{R})"
    assert got[extra].rules == ("411.3", "406.1a")
