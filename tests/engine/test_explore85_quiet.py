"""(eighty-fifth session) A run keeps no game at a point past one where it made no choice, where no
earlier run that passed such a point made one later (judge.engine.explore._quiet).

Gravediggers cast one after another, each "may" left open: once the graveyard holds no creature card, every
later Gravedigger's "may" has no legal target and isn't asked (410.4, 410.5) — yet each run kept a copy of
the game as each later Gravedigger's ability would go on the stack, since earlier runs met a choice there:
ten Gravediggers made 322 copies for 111 outcomes, 213 of them gone on from by nothing. Keeping no game
changes no outcome: a choice met where no game was kept is explored from the nearest earlier game kept with
the same choices before it, or from the start — the same scenario and the same choices make the same game.
"""

from __future__ import annotations

from judge.dsl import parse
from judge.engine.game import Game

from tests.engine.support import counting

#: Six Gravediggers and two creature cards in the graveyard (bench/bench_explore.py's ``mays`` at N = 6): a
#: "may" while a creature card is there, and which one it returns while both are.
_SIX = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
        "Alice hand: " + ", ".join(["Gravedigger"] * 6) + "\nAlice graveyard: Grizzly Bears, Scathe Zombies\n"
        + "Alice casts Gravedigger\nall pass until the stack is empty\n" * 6)

#: Three Gravediggers and one creature card: the second and third "may" are not asked once the first took
#: it; then a "may" that never lacks a target (Test Spring's), met after those quiet points in every run.
_SPRING = ('card "Test Spring"\n  cost {G}\n  type Creature — Elemental\n  pt 1/1\n'
           '  text "When Test Spring comes into play, you may gain 3 life."\n'
           "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
           "Alice graveyard: Grizzly Bears\nAlice hand: Gravedigger, Gravedigger, Gravedigger, Test Spring\n"
           + "Alice casts Gravedigger\nall pass until the stack is empty\n" * 3
           + "Alice casts Test Spring\nall pass until the stack is empty\n")


def _yeses(outcome) -> int:
    return sum(1 for c in outcome.choices if "Gravedigger" in c.what and c.answer == ("yes",))


def test_no_game_kept_past_a_point_where_the_graveyard_was_empty(monkeypatch):
    from judge.engine import driver, explore

    scn = parse(_SIX, "t.mtg")
    builds = counting(monkeypatch, driver, "build")
    copies = counting(monkeypatch, Game, "copy")
    outs = explore.explore(scn, max_outcomes=1024)
    # 1 + 2·(1 + … + 6) ways: "no" to every "may", or a first "yes" (either card) at one of six, a second at a later one
    assert len(outs) == 43
    for o in outs:
        hand = sorted(v.name for v in o.final.objects if v.zone == "hand")
        yard = sorted(v.name for v in o.final.objects if v.zone == "graveyard")
        assert len(hand) == _yeses(o) <= 2 and len(yard) == 2 - len(hand)
    # the same two builds (the first run, and the one for the first "may"'s "no"), and fewer copies: 62
    # (base: 76 — 14 kept where a run's graveyard held no creature card any more, past a point it met no "may")
    assert (len(builds), len(copies)) == (2, 62)
    assert outs == explore.explore(scn, max_outcomes=1024, branching=False)


def test_a_choice_met_after_a_quiet_point_still_goes_on_from_a_kept_game(monkeypatch):
    from judge.engine import driver, explore

    scn = parse(_SPRING, "t.mtg")
    builds = counting(monkeypatch, driver, "build")
    outs = explore.explore(scn)
    answers = sorted(tuple(c.answer[0] for c in o.choices) for o in outs)
    # the Gravediggers' "may" until one says yes (the last two none, the card taken), then Test Spring's
    assert answers == sorted([("yes", "yes"), ("yes", "no"), ("no", "yes", "yes"), ("no", "yes", "no"),
                              ("no", "no", "yes", "yes"), ("no", "no", "yes", "no"),
                              ("no", "no", "no", "yes"), ("no", "no", "no", "no")])
    for o in outs:
        alice = next(p for p in o.final.players if p.name == "Alice")
        assert alice.life == (23 if o.choices[-1].answer == ("yes",) else 20)
    # Test Spring's "may", met by runs that passed a Gravedigger's point without one, goes on from a game
    # kept at its own point: nothing is built again (two builds, as on the base)
    assert len(builds) == 2
    assert outs == explore.explore(scn, branching=False)
