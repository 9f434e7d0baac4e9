"""(eighty-third session) A branch still to explore goes on from the nearest game a later run kept with
the same choices before it.

The first run of an exploration keeps no game (most scenarios make no open choice). Its first open
choice's other alternatives go on from the game the second run kept there; but the alternatives of its
*later* open choices had no kept game: each built the game and replayed the scenario from its start. The
second run keeps the game where the first met each choice, and a kept game whose choices before its
point are the branch's own is, up to that point, the run the branch would make from the start (the same
scenario, the same choices in the same order: the same game). The branch goes on from there, making the
choices after it as its prefix says — the same outcomes, choices, traces and final states.
"""

from __future__ import annotations

from judge.dsl import parse

from tests.engine.support import counting

#: Oath of Lieges' "may" is chosen as its trigger goes on the stack during the first action's passes,
#: the land as it resolves during the second action's: the first run's two open choices, in two actions.
_OATH = ("player Alice\nplayer Bob\nturn Bob, postcombat main\nmana is not tracked\n"
         "Alice in play: Oath of Lieges, Plains\nAlice library: Island as @i, Island, Swamp\n"
         "Bob in play: Mountain, Mountain, Mountain\n"
         "all pass until the upkeep\nall pass until the stack is empty\n")


def test_the_first_run_s_later_choice_goes_on_from_a_kept_game_not_the_start(monkeypatch):
    from judge.engine import driver, explore

    scn = parse(_OATH, "t.mtg")
    builds = counting(monkeypatch, driver, "build")
    outs = explore.explore(scn)
    words = [tuple(str(c).split(" (")[0] for c in o.choices) for o in outs]
    assert words == [("Alice chooses yes", "Alice chooses nothing"), ("Alice chooses no",),
                     ("Alice chooses yes", "Alice chooses Island @i"), ("Alice chooses yes", "Alice chooses Swamp")]
    # the first run, and the second (the "no"), build the game; the other two searches go on from the game
    # the second run kept where the first met its "may", with no choice made before it (base: 3 builds — the
    # first run's second choice, what to find, replayed from the start for Island @i; Swamp went on from it)
    assert len(builds) == 2
    builds.clear()
    assert outs == explore.explore(scn, branching=False)
    assert len(builds) == 4
    lands = [sorted(v.name for v in o.final.objects if v.zone == "in play" and v.controller == "Alice")
             for o in outs]
    assert lands == [["Oath of Lieges", "Plains"]] * 2 + [["Island", "Oath of Lieges", "Plains"],
                                                          ["Oath of Lieges", "Plains", "Swamp"]]
