"""(seventy-ninth session, issue 43) A loop's print (421.4: judge.engine.loops) reads the permanents
once for as long as the changes of state since touch none — a triggered ability put on the stack or
leaving it, a life total gained (``Game.changed(off_board=True)``) — and afresh after any other."""

from __future__ import annotations

from pathlib import Path

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import loops, simulate

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"

#: Three triggered abilities at once, their order left open: six runs, three resolutions with
#: the stack not yet empty in each (as bench/bench_explore.py's ``orders``).
CHALICES = "".join(f'card "Chalice {c}"\n  type Artifact\n  text "Whenever a creature is put into a graveyard '
                   f'from play, you gain {i + 1} life."\n' for i, c in enumerate("ABC")) + HEAD + (
    "Alice in play: Chalice A, Chalice B, Chalice C\nBob in play: Grizzly Bears\nAlice hand: Shock\n"
    "Alice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")

#: Three Shocks at a 7/6: each resolution marks damage on it (a permanent touched) with the others
#: still on the stack.
SHOCKS = HEAD + ("Alice in play: Mountain\nBob in play: Scaled Wurm\nAlice hand: Shock, Shock, Shock\n"
                 + "Alice casts Shock targeting Scaled Wurm\n" * 3 + "all pass until the stack is empty\n")

ROOT = Path(__file__).resolve().parents[2]
LOOPS = sorted((ROOT / "scenarios" / "rules").glob("421-*.mtg")) + [
    ROOT / "scenarios" / "rules-cited" / "102-6-a-loop-nobody-can-stop-is-a-draw.mtg"]


def _spy(monkeypatch, name: str) -> list:
    """Each call of ``loops.<name>``: its answer, in order."""
    real = getattr(loops, name)
    seen: list = []

    def spy(*args):
        out = real(*args)
        seen.append(out)
        return out

    monkeypatch.setattr(loops, name, spy)
    return seen


def test_a_stack_of_triggers_resolving_reads_the_permanents_once_a_run(monkeypatch):
    prints = _spy(monkeypatch, "_print")
    read = _spy(monkeypatch, "_permanents")
    outcomes = simulate(check_text(CHALICES, "chalices.mtg", card_names()))
    assert len(outcomes) == 6
    assert len(prints) == 3 * 6  # after the Shock and after each of the first two abilities, in each run
    # each run's game is a copy, which computes afresh once: the prints after its abilities carry it
    assert len(read) == 6
    assert {p[1][:2] for p in prints} >= {(("life", 20), ("library", 0))}


def test_a_permanent_touched_between_resolutions_is_read_afresh(monkeypatch):
    prints = _spy(monkeypatch, "_print")
    (outcome,) = simulate(check_text(SHOCKS, "shocks.mtg", card_names()))
    assert outcome.final.result != "draw"
    damage = [dict(p[1][6:])["damage"] for p in prints]  # (the two players' three numbers first)
    assert damage == [2, 4]


def test_what_a_print_carries_is_what_it_would_read_afresh(monkeypatch):
    """At every print of the loop scenarios, the orders and the Shocks, the permanents' part
    carried from an earlier version is the one read from the game now."""
    from judge.engine.state import PERMANENTS_PRINTED

    real_print, real_permanents = loops._print, loops._permanents
    carried = []

    def checked(game, before=None):
        values = game.derived.values
        if PERMANENTS_PRINTED in values:
            kept = values.pop(PERMANENTS_PRINTED)
            assert real_permanents(game) == kept
            carried.append(kept)
        return real_print(game, before)

    monkeypatch.setattr(loops, "_print", checked)
    texts = [(p.name, p.read_text(encoding="utf-8")) for p in LOOPS] + [("chalices.mtg", CHALICES),
                                                                          ("shocks.mtg", SHOCKS)]
    results = {}
    for name, text in texts:
        results[name] = {o.final.result for o in simulate(check_text(text, name, card_names()))}
    assert results["421-4-mandatory-loop-is-a-draw.mtg"] == {"draw"}
    assert results["421-4-loop-toward-the-end-is-not-a-draw.mtg"] == {"win"}
    assert len(carried) > 100


def test_the_permanents_state_based_effects_are_looked_at_once_while_triggers_resolve(monkeypatch):
    """420.5: no permanent's condition holds, none of them is an Aura, and nothing since touched a
    permanent — the answer carried (``PERMANENTS_UNAFFECTED``) is the one a look at them gives."""
    from judge.engine import sba
    from judge.engine.state import PERMANENTS_UNAFFECTED

    real = sba.collect
    counts = {"carried": 0, "looked": 0}

    def checked(game):
        values = game.derived.values
        if PERMANENTS_UNAFFECTED in values and not values.get(sba.NO_STATE_BASED_EFFECT):
            counts["carried"] += 1
            out = real(game)
            del values[PERMANENTS_UNAFFECTED]
            assert real(game) == out  # looked at afresh: the same conditions (the players' alone)
            return out
        counts["looked"] += 1
        return real(game)

    monkeypatch.setattr(sba, "collect", checked)
    texts = [(p.name, p.read_text(encoding="utf-8")) for p in LOOPS] + [("chalices.mtg", CHALICES),
                                                                          ("shocks.mtg", SHOCKS)]
    for name, text in texts:
        simulate(check_text(text, name, card_names()))
    assert counts["carried"] > 100, counts
