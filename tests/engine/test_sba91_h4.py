"""(ninety-first session, h4, issue 43) The state-based conditions are collected once in a state.

A resolution that met a condition of a state-based effect collects them again as it ends (420.4: those met only
during it are said never checked, judge.engine.resolve.begin_resolution), and the check that follows it (408.1b,
420.3) asks in that same state: the conditions found are kept with the version of the state they were found in
(sba.FOUND in its ``Derived.values``) and the check reads them there — two walks of the permanents fewer for every
resolution that leaves a creature with lethal damage (each combat damage step of bench_explore's ``blocks``). A
change of state makes a new version, which keeps none of them (a creature regenerated, then dealt damage again, is
looked at afresh).
"""

from __future__ import annotations

from judge.engine import sba

from tests.engine.support import counting, find, run_text

_BLOCK = ("Alice in play: Hill Giant as @g\nBob in play: Grizzly Bears as @b\nAlice attacks with @g\n"
          "all pass until the declare blockers step\nBob blocks @g with @b\nall pass until the end of combat step\n")


def _lethal_steps(outcome) -> list[str]:
    return [s.text for top in outcome.steps for s in top.walk() if "420.5c" in s.rules]


def test_the_check_after_combat_damage_reads_the_conditions_its_resolution_collected(monkeypatch):
    """Combat damage leaves Grizzly Bears with lethal damage: the conditions are collected as the damage is dealt
    (420.4's record, in the state the damage made) — and not again, in that same state, as the resolution ends
    (the stack's object leaving is bookkeeping, Game.noted) nor by the check that follows: the bears are looked
    at once (three times on the base), destroyed once, and Hill Giant's damage is said not lethal."""
    looks = counting(monkeypatch, sba, "_creature")
    out = run_text(_BLOCK)
    assert _lethal_steps(out) == ["Grizzly Bears @b has 3 damage and toughness 2: lethal damage, it is destroyed",
                                  "Hill Giant @g has 2 damage and toughness 3: not lethal damage, it survives"]
    assert find(out, "Grizzly Bears").zone == "graveyard"
    assert len(looks) == 1


def test_a_new_state_collects_afresh(monkeypatch):
    """The conditions kept are those of one version: Giant Growth on the blocked bears after the damage is on
    the stack makes them survive, the check after the damage finds nothing (no kept conditions of an earlier
    state read), and each state is collected in its own right."""
    out = run_text("Alice in play: Hill Giant as @g\nBob in play: Grizzly Bears as @b, Forest\nBob hand: Giant Growth\n"
                   "Alice attacks with @g\nall pass until the declare blockers step\nBob blocks @g with @b\n"
                   "all pass until the combat damage step\n"
                   "Alice passes\nBob casts Giant Growth targeting @b\nall pass until the end of combat step\n")
    assert find(out, "Grizzly Bears").zone == "in play"
    assert not any("destroyed" in t for t in _lethal_steps(out))


def test_the_conditions_found_are_not_carried_by_a_change_off_the_board():
    """A change that touches no permanent carries "no state-based effect" to the next version, but not the
    conditions found: a life total's change is off the board (Game.changed(off_board=True)) and can bring a
    player's loss (420.5a) into the conditions, so the next version collects its own."""
    from judge.engine import state

    assert sba.FOUND not in state._CARRIED and state.NO_STATE_BASED_EFFECT in state._CARRIED
