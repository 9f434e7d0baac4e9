"""(eighty-sixth session) A run keeps no more games once it has made choices with alternatives at
MAX_KEPT of the points where it kept one (judge.engine.explore._full), and the nearest kept game a
waiting branch may go on from is found by bisection over the run's copies (_serve_pending).

Twelve Soul Nets seeing 45 creatures die put 540 triggered abilities on the stack in one round, each a
"may" (410.5) chosen as it is put there (410.3), each at its own point of the round: every run after the
first kept a copy of the game at each of those points (540), while only the games of its first 64 choices
stayed kept (MAX_KEPT: the alternatives of the latest choice are kept for first, the earliest's last, and
the oldest kept game is forgotten): 2,691 copies for six outcomes, ~7.5 s of the test's 14. Keeping no game
changes no outcome: a choice met where no game was kept goes on from the latest game kept earlier in its
round, or the start — the same scenario and the same choices make the same game.
"""

from __future__ import annotations

from judge.dsl import parse
from judge.engine.game import Game

from tests.engine.support import counting

_NETS = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\nAlice in play: "
         + ", ".join(f"Soul Net as @s{i}" for i in range(12))
         + ", 45 Grizzly Bears\nAlice hand: Wrath of God\nAlice casts Wrath of God\nall pass until the stack is empty\n")


def test_a_run_keeps_no_game_past_max_kept_points_of_its_choices_and_a_branch_takes_the_nearest(monkeypatch):
    """Fewer copies, the same outcomes as replaying every run from the start; and each waiting branch is
    given the kept game the plain definition gives it (_serve_pending, bisecting): among the run's copies
    and the game it went on from, the one with the most choices made, then the latest point, whose
    choices begin the branch's — where that is nearer than the game the branch has. (One exploration
    for both: it is most of the test's work.)"""
    from judge.engine import explore

    given: list[tuple] = []
    real = explore._serve_pending

    def checked(todo, kept, users, copies, here):
        plain = []
        found = list(copies.values()) + ([here] if here is not None else [])
        for base, _start, _end, _during, key in todo:
            best = None
            for kp in found:
                t = kp.taken
                if len(t) <= len(base) and tuple(base[:len(t)]) == t and (
                        best is None or (len(t), kp.point) > (len(best.taken), best.point)):
                    best = kp
            now = kept.get(key) if key is not None else None
            nearer = best is not None and (now is None or (len(now.taken), now.point) < (len(best.taken), best.point))
            plain.append((best.point, best.taken) if nearer else key)
        real(todo, kept, users, copies, here)
        given.append(([entry[4] for entry in todo], plain))

    scn = parse(_NETS, "t.mtg")
    copies = counting(monkeypatch, Game, "copy")
    monkeypatch.setattr(explore, "_serve_pending", checked)
    outs = explore.explore(scn)
    # the work bound stops it after six outcomes (~5,000 trace steps a run: tests/engine/test_scale.py)
    assert len(outs) == 6
    # five runs after the first, each keeping a game at the points of its first 64 choices at most (base: 2,691 —
    # 540 a run, the round's every point past the one it went on from)
    assert len(copies) <= 5 * (explore.MAX_KEPT + 1), len(copies)
    assert len(given) >= 4 and sum(len(g) for g, _ in given) > 1000
    assert all(g == p for g, p in given)
    monkeypatch.undo()
    assert outs == explore.explore(scn, branching=False)
