"""(eighty-fourth session) The run for a choice's last alternative keeps no game at that choice's point
when no branch is left to go on from it.

The first run of an exploration keeps no game; the second, for its first open choice's other
alternative, builds the game and keeps a copy where the first met each choice — its own point too. When
the choice is a "may" (two alternatives) that second run is the last to take it: no branch of it is
left, and unless the run makes another choice there, or a branch still to explore waits at or after
that point, nothing goes on from the copy. Keeping no game there changes no outcome (a branch with no
kept game builds the game and makes the same choices from the start: the same game).
"""

from __future__ import annotations

from judge.dsl import parse
from judge.engine.game import Game

from tests.engine.support import counting

#: Junún Efreet's upkeep trigger: "sacrifice Junún Efreet unless you pay {B}{B}" — one open choice, a
#: yes or no made as the trigger resolves (413.2c), in the second action's passes.
_EFREET = ("player Alice\nplayer Bob\nturn Alice, untap\nmana is not tracked\n"
           "Alice in play: Junún Efreet as @je\n"
           "all pass until the upkeep step\nall pass until the stack is empty\n")

#: Spiritual Focus as the scenario of 410.6 writes it: Bob's Mind Rot makes Alice discard two cards, the
#: ability triggers for each, and each resolution's "you may draw a card" is left open: four outcomes, the
#: second "may" met at a later point than the first, a branch waiting on a kept game while others run.
_FOCUS = ('card "Spiritual Focus"\n  cost {1}{W}\n  type Enchantment\n  text "Whenever a spell or ability an '
          'opponent controls causes you to discard a card, you gain 2 life and you may draw a card."\n'
          'card "Mind Rot"\n  cost {2}{B}\n  type Sorcery\n  text "Target player discards two cards."\n'
          "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
          "Alice in play: Spiritual Focus\nAlice hand: Plains, Forest\nAlice library: Island, Island\n"
          "Bob hand: Mind Rot\nBob casts Mind Rot targeting Alice\nall pass until the stack is empty\n")


def test_the_last_alternative_of_a_may_keeps_no_game_for_nothing(monkeypatch):
    from judge.engine import driver, explore

    scn = parse(_EFREET, "t.mtg")
    builds = counting(monkeypatch, driver, "build")
    copies = counting(monkeypatch, Game, "copy")
    outs = explore.explore(scn)
    assert [tuple(c.answer for c in o.choices) for o in outs] == [(("yes",),), (("no",),)]
    where = [sorted(v.zone for v in o.final.objects if v.name == "Junún Efreet") for o in outs]
    assert where == [["in play"], ["graveyard"]]
    # two runs, each building the game (the first keeps nothing; the second is the "may"'s last
    # alternative): no copy of the game is made (base: 1, the second run's at its own point)
    assert (len(builds), len(copies)) == (2, 0)
    assert outs == explore.explore(scn, branching=False)


def test_the_spared_point_only_where_no_branch_waits(monkeypatch):
    from judge.engine import driver, explore

    scn = parse(_FOCUS, "t.mtg")
    builds = counting(monkeypatch, driver, "build")
    copies = counting(monkeypatch, Game, "copy")
    outs = explore.explore(scn)
    answers = [tuple(c.answer[0] for c in o.choices) for o in outs]
    assert sorted(answers) == [("no", "no"), ("no", "yes"), ("yes", "no"), ("yes", "yes")]
    hands = {a: sum(1 for v in o.final.objects if v.zone == "hand" and v.owner == "Alice") for a, o in zip(answers, outs)}
    assert hands == {("yes", "yes"): 2, ("yes", "no"): 1, ("no", "yes"): 1, ("no", "no"): 0}
    assert all(p.life == 24 for o in outs for p in o.final.players if p.name == "Alice")
    # two builds (the first run; the second, for the first "may"'s "no"), and two copies: the second run
    # keeps the game where each "may" is met (the first's point: the second "may"'s "no" under "yes" goes
    # on from it; the second's: its "no" under "no"), each taken without a copy by its last branch — and
    # the fourth run, the second "may"'s last alternative, keeps none at its own point, nothing left to go
    # on from it there (base: 3)
    assert (len(builds), len(copies)) == (2, 2)
    builds.clear()
    assert outs == explore.explore(scn, branching=False)
    assert len(builds) == 4
