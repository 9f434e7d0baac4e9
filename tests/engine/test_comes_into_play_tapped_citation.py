"""Another permanent's "… come into play tapped" (Root Maze, Uphill Battle, Kismet) is a static
ability whose continuous effect applies to whatever its text names at any moment (418.4a) and
alters the permanent as it comes into play — it isn't put into play untapped and then tapped
(glossary "Comes into Play"). It cited 410.10e, the rule for a permanent's own "comes into play
as / with" text (reported-defects brief, item 4); it says no "instead", so it is no replacement
effect of 419.1 either. A land's own "comes into play tapped" still cites 410.10e."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_root_maze_taps_a_land_as_it_comes_into_play_citing_418_4a_and_the_glossary():
    got = steps_of("Alice in play: Root Maze\nAlice hand: Forest\nAlice plays Forest\n", head=HEAD)
    [step] = [s for s in got if s.text.startswith("Forest comes into play tapped")]
    assert step.rules == ("418.4a",)
    assert "(Root Maze:" in step.text and 'glossary "Comes into Play"' in step.text
    assert not any("410.10e" in s.rules for s in got)


def test_a_lands_own_comes_into_play_tapped_still_cites_410_10e():
    got = steps_of("Alice hand: Coral Atoll\nAlice plays Coral Atoll\n", head=HEAD)
    assert any(s.text.startswith("Coral Atoll comes into play tapped") and s.rules == ("410.10e",) for s in got)
