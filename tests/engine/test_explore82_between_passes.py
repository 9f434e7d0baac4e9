"""(eighty-second session) A game is kept between two passes after a spell paid for with mana abilities.

The explorer keeps a copy of the game between two passes of ``… pass until the stack is empty`` only where
nothing is in flight, not even the context of the last effect carried out (``InFlight.empty``: the copy
begins with none). A mana ability's effect (406.1) is carried out as the spell is cast and left its context
set, past the cast and into the passes: between two passes something was "in flight" that no rule was
carrying out, so no game was kept there, and every other alternative of a choice made as a spell resolves
replayed the whole scenario from its start (Rewind's "untap up to four lands": 48 outcomes, 48 games built,
each casting both spells and paying for them again). Between two passes no effect is being carried out:
the driver says so there, in every run, and the alternatives go on from the game kept there — the same
outcomes, choices, traces and final states as replaying each from the start.
"""

from __future__ import annotations

from judge.dsl import parse

from tests.engine.support import counting

_REWIND = ("player Alice\nplayer Bob\nturn Bob, precombat main\n"
           "Alice in play: Island as @i1, Island as @i2, Island as @i3, Island as @i4\n"
           "Alice hand: Rewind as @rw\n"
           "Bob in play: Forest, Forest, Forest, Forest, Forest, Forest\n"
           "Bob hand: Craw Wurm as @cw\n"
           "Bob casts @cw\nBob passes\nAlice casts @rw targeting @cw\nall pass until the stack is empty\n")


def test_rewind_s_untaps_go_on_from_the_game_kept_before_it_resolves(monkeypatch):
    from judge.engine import casting, driver, explore

    scn = parse(_REWIND, "t.mtg")
    builds = counting(monkeypatch, driver, "build")
    casts = counting(monkeypatch, casting, "cast_spell")
    outs = explore.explore(scn)
    assert len(outs) == 48  # nothing, or each choice of up to four of the ten lands (413.2c)
    assert len({o.choices for o in outs}) == 48
    # the first run keeps nothing, the second keeps the game between the passes; the other 46 go on from it
    assert len(builds) == 2
    assert len(casts) == 4  # Craw Wurm and Rewind, cast in those two runs only (base: 96, in all 48)
    builds.clear()
    assert outs == explore.explore(scn, branching=False)
    assert len(builds) == 48


def test_between_two_passes_nothing_is_in_flight(monkeypatch):
    """Told between two passes (the run that keeps games), the game has no effect in flight: the mana
    abilities' context is gone, in the run that is told and in the game it goes on as (the first run's
    outcome is the same as a branch's)."""
    from judge.engine import explore

    seen: list = []
    real = explore.ExploringDecider.between_passes

    def told(self, game, loop):
        seen.append(game.in_flight.empty())
        return real(self, game, loop)

    monkeypatch.setattr(explore.ExploringDecider, "between_passes", told)
    outs = explore.explore(parse(_REWIND, "t.mtg"))
    assert seen and all(seen)
    untapped = [o for o in outs if str(o.choices[0]).startswith("Alice chooses Island @i1, Island @i2, Island @i3, "
                                                                   "Island @i4 ")]
    assert len(untapped) == 1
    final = {v.label: v for v in untapped[0].final.objects if v.label}
    assert final["cw"].zone == "graveyard"  # countered (413.2a) and put into its owner's graveyard
    assert not any(final[f"i{n}"].tapped for n in range(1, 5))  # tapped for Rewind's {2}{U}{U}, then untapped
