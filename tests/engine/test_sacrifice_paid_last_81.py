"""A sacrifice paid after the rest of the same cost where the rest acts on the permanent sacrificed (eighty-first
session, h5). Costs are paid in any order (409.1f), but no order lets a player remove counters from a permanent
already sacrificed (Pursuit of Knowledge) or play the mana ability of a land already sacrificed (Foratog's
"{G}, Sacrifice a Forest" paid with that Forest). The outcome is the same; the trace now shows an order a player
could take."""

from __future__ import annotations

from tests.engine.support import run_text, texts

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def _first(steps: list[str], words: str) -> int:
    return next(i for i, s in enumerate(steps) if words in s)


def test_pursuit_of_knowledge_counters_removed_before_it_is_sacrificed():
    out = run_text("mana is not tracked\nAlice in play: Pursuit of Knowledge as @p (3 study counters)\n"
                   "Alice library: Island, Island, Island, Island, Island, Island, Island, Island\n"
                   "Alice activates @p\nall pass until the stack is empty\n", head=HEAD)
    steps = texts(out)
    removed = _first(steps, "3 study counters removed from Pursuit of Knowledge @p")
    sacrificed = _first(steps, "Pursuit of Knowledge @p is sacrificed")
    assert removed < sacrificed, steps[removed - 1:sacrificed + 1]
    assert sum(s == "Alice draws Island" for s in steps) == 7  # (the outcome: seven cards drawn)


def test_foratog_forest_tapped_for_mana_before_it_is_sacrificed():
    for line in ("Alice activates @fog paying with @f sacrificing @f\n", "Alice activates @fog paying with @f\n"):
        out = run_text("Alice in play: Foratog as @fog, Forest as @f\n" + line + "all pass until the stack is empty\n",
                       head=HEAD)
        steps = texts(out)
        tapped = _first(steps, "Forest @f becomes tapped")
        paid = _first(steps, "Alice pays {G} for Foratog @fog's ability")
        sacrificed = _first(steps, "Forest @f is sacrificed")
        assert tapped < paid < sacrificed, (line, steps[tapped - 1:sacrificed + 1])
