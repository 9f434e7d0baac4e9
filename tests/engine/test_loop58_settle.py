"""The rules' loop between priority passes asked less without changing an answer (issue 43, the
fifty-eighth session): a player receives priority in a state checked already without the checks
being called; the attack-standing and combat-removal looks skipped while no permanent attacks
or blocks; the state-based check's look at damage made only for damaged permanents; a step's
end asking for the effects that end with it only while an effect has begun.

Each is compared with the plain computation it replaces: the same bundled scenarios, told by
``judge ask --json``, give the same bytes with the plain functions put back."""

from __future__ import annotations

import contextlib
import functools
import random
import sys
from pathlib import Path
from typing import NamedTuple

from judge.engine import priority, sba, turn, combat, combat_damage, driver
from judge.engine.cant_be_destroyed import cant_be_destroyed
from tests.bundled import bundled_scenarios, bundled_texts

ROOT = Path(__file__).resolve().parents[2]


def _plain_give_priority(game, player):
    """priority.give_priority as it was: the checks always asked (settle skips a settled state itself)."""
    game.turns.set_priority(None)
    priority.settle(game)
    if game.end.over:
        return
    game.turns.set_priority(player)


def _plain_sync_control(real):
    def plain(game):
        real(game)
        priority.prune(game)  # (always looked at: idempotent once real has pruned)
        return True  # (every settle then traces attacks standing, as before)
    return plain


def _plain_not_lethal(game):
    """sba._not_lethal as it was: every permanent's damage looked up against the last check's (what it finds as
    the engine's does: damage not lethal, or lethal on a creature its text spares or that can't be destroyed —
    Consecrate Land, 103.1, since the sixty-fourth session)."""
    out = []
    for oid in game.in_play:
        dmg = game.objects[oid].damage
        if dmg > game.said.damage_checked.get(oid, 0):
            toughness = game.chars(oid).toughness
            if toughness is not None and (0 < dmg < toughness or (0 < toughness <= dmg and (sba._spared_by_its_text(
                    game.objects[oid], game.chars(oid)) or cant_be_destroyed(game, oid)))):
                out.append(oid)
    return out


@functools.cache
def _corpus() -> dict[Path, str]:
    """The bundled scenarios (not the card library's) and their texts, read once for this file's
    checks (each read the whole corpus again: ~0.5 s a time)."""
    files = [p for p in bundled_scenarios() if "library" not in p.parts]
    return {p: bundled_texts()[p] for p in files}


def _sample(n: int, seed: int, words: tuple) -> list[Path]:
    files = list(_corpus())
    wanted = [p for p, text in _corpus().items() if any(w in text.lower() for w in words)]
    rng = random.Random(seed)
    return sorted(set(rng.sample(wanted, min(n, len(wanted))) + rng.sample(files, min(n, len(files)))))


@functools.cache
def _command():
    """judge's command line as click runs it, made once for this file's checks: typer's
    CliRunner.invoke makes it anew from the app at each call (~20 ms of each ``judge ask``)."""
    from typer.main import get_command
    from judge.cli import app

    return get_command(app)


def _told(paths, made: dict) -> dict:
    """``judge ask`` and ``judge ask --json`` of each of ``paths``, as (exit code, output). The two
    tellings of one scenario are of one simulation of it: each scenario's outcomes — and those of the
    scenarios the "Why" replays, each a line short (judge.suite.why) — worked out once for both
    (:func:`_simulated_once`), as the engine gives the same outcomes for the same scenario; half the
    file's work before (eighty-sixth session). Each simulation is kept in ``made``, by its arguments
    (:func:`_simulated` works them out again with something put back)."""
    from click.testing import CliRunner  # (typer's runner: this one, given the command typer makes of the app)

    runner = CliRunner()
    out = {}
    for p in paths:
        with _simulated_once(made):
            for args in (["ask", str(p)], ["ask", "--json", str(p)]):
                r = runner.invoke(_command(), args, env={"COLUMNS": "100"})
                out[" ".join(args)] = (r.exit_code, r.output)
    return out


@contextlib.contextmanager
def _simulated_once(made: dict):
    """Within the block, ``judge.engine.simulate`` (which ``judge ask`` and the "Why" call as they run)
    works out each scenario's outcomes once: asked again of an equal scenario, it gives the outcomes it
    gave (a new list of them), kept in ``made`` by the call's arguments. A scenario whose simulation raises
    is simulated again each time, the error it raised kept in ``made`` (its class and words)."""
    import judge.engine as engine

    real = engine.simulate

    def once(scenario, explore=True, max_outcomes=None):
        key = (scenario, explore, max_outcomes)
        if key not in made or isinstance(made[key], _Raised):
            try:
                made[key] = real(scenario, explore, max_outcomes)
            except Exception as err:
                made[key] = _Raised(type(err), str(err))
                raise
        return list(made[key])

    engine.simulate = once
    try:
        yield
    finally:
        engine.simulate = real


class _Raised(NamedTuple):
    """A simulation's error: its class and words."""

    kind: type
    words: str


def _simulated(made: dict) -> dict:
    """The outcomes (or the error) of each simulation in ``made`` worked out again, by its arguments."""
    import judge.engine as engine

    out = {}
    for key in made:
        try:
            out[key] = list(engine.simulate(*key))
        except Exception as err:
            out[key] = _Raised(type(err), str(err))
    return out


_COMBAT = ("remains an attacking", "remains a blocking", "no longer a creature", "removed from combat",
           "306.2", "gain control", "attack")
_DAMAGE = ("damage", "survives", "lethal")


def test_priority_in_a_checked_state_and_no_combat_look_outside_combat_tell_the_same(monkeypatch):
    """~55 bundled scenarios (half about combat, control changes and damage; a different sample under
    each Python, CI's three runs ~160 between them — ~26 s of a run when each told ~150) and the few
    whose creature remains attacking told (``judge ask``, ``judge ask --json``), and every simulation
    the tellings were made of — each scenario's, and each the "Why" replays — worked out again with the
    plain ``give_priority``, ``sync_control`` (prune and the attack-standing look always) and
    ``_not_lethal`` put back: the same outcomes (equal, every step, choice and final state, not only
    their words), or the same error. The tellings are made of these simulations alone (the devices
    replaced are the engine's, called only as a scenario is simulated; a telling of the same outcomes
    is the same, tests/test_determinism.py), so the plain ones tell the same; told again with the plain
    functions, as before the eighty-seventh session, they cost the test half its work."""
    minor = sys.version_info.minor
    standing = [p for p, text in _corpus().items() if "remains an attacking" in text]
    paths = sorted(set(_sample(15, 58 + minor, _COMBAT) + _sample(10, 581 + minor, _DAMAGE) + standing))
    made: dict = {}
    fast = _told(paths, made)
    assert len(made) > len(paths)  # (the "Why" replays' simulations too)
    for mod in (priority, turn, combat, combat_damage, driver):
        monkeypatch.setattr(mod, "give_priority", _plain_give_priority)
    plain_sync = _plain_sync_control(priority.sync_control)
    monkeypatch.setattr(priority, "sync_control", plain_sync)
    monkeypatch.setattr(turn, "sync_control", plain_sync)
    monkeypatch.setattr(sba, "_not_lethal", _plain_not_lethal)
    plain = _simulated(made)
    assert plain.keys() == made.keys()
    differ = [key[0].path for key in made if plain[key] != made[key]]
    assert not differ, differ[:5]
    # (the sample meets what the devices skip and what they don't)
    assert any("remains an attacking creature" in o for _c, o in fast.values())
    assert any("not lethal damage, it survives" in o for _c, o in fast.values())


def test_sync_control_says_whether_a_permanent_is_in_combat():
    from judge.engine.build import build
    from tests.engine.support import obj, scenario

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Bob", "in play", "Grizzly Bears")]))
    assert priority.sync_control(game) is False
    bears = game.in_play[0]
    game.permanents.set_combat_status(bears, attacking=True)
    assert priority.sync_control(game) is True


def test_not_lethal_is_the_plain_look_on_damaged_and_undamaged_boards():
    from judge.engine.build import build
    from tests.engine.support import obj, scenario

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears"), obj("Bob", "in play", "Hill Giant"),
                                   obj("Bob", "in play", "Forest")]))
    assert sba._not_lethal(game) == _plain_not_lethal(game) == []
    bears, giant = game.in_play[0], game.in_play[1]
    game.objects[giant].damage = 1  # (marked as damage dealt would mark it)
    assert sba._not_lethal(game) == _plain_not_lethal(game) == [giant]
    game.said.note_damage_checked({giant: 1})
    assert sba._not_lethal(game) == _plain_not_lethal(game) == []
    game.objects[bears].damage = 1
    assert sba._not_lethal(game) == _plain_not_lethal(game) == [bears]


def test_effects_ending_with_a_step_still_end():
    """The scenarios whose effects end with a step, the combat phase, an untap step or an upkeep
    pass (a step's end skips asking only while no effect has begun)."""
    from judge.suite.runner import run_file

    paths = _sample(40, 582, ("until end of combat", "next untap step", "next upkeep", "until end of turn"))
    assert paths
    for p in paths:
        assert run_file(p).status == "pass", p


def test_state_triggers_are_checked_wherever_one_is_in_play(monkeypatch):
    """The checks before priority and after each event call ``check_state_triggers`` only where
    a state trigger is in play (410.11): the scenarios with state triggers pass, and each check
    of the state of one (there are some) found its state trigger through the gate; told the same
    as with the gate's answer replaced by "look" (the plain computation) on a random sample."""
    from judge.engine import context, triggers
    from judge.suite.runner import run_file

    real = triggers.check_state_triggers
    reached = []

    def counted(game, evs=()):
        reached.append(bool(context.abilities_in_play(game)[2]))
        return real(game, evs)

    monkeypatch.setattr(triggers, "check_state_triggers", counted)
    paths = _sample(12, 583 + sys.version_info.minor, ("state trigger",))  # (another sample under each Python)
    for p in paths:
        assert run_file(p).status == "pass", p
    assert reached and all(reached)
    monkeypatch.undo()
    made: dict = {}
    _told(paths, made)

    class Looks(tuple):  # settle's gate answered "look" (priority reads nothing else of it)
        def __getitem__(self, i):
            return tuple.__getitem__(self, i) or (i == 2)

    monkeypatch.setattr(priority, "abilities_in_play", lambda game: Looks(context.abilities_in_play(game)))
    # (every simulation the tellings were made of, worked out again with the gate looking: the same outcomes, so
    # the same tellings — see the test above)
    plain = _simulated(made)
    assert [key[0].path for key in made if plain[key] != made[key]] == []


def test_the_next_step_is_the_plain_computation_for_every_step():
    from judge.dsl.ast import TURN_STEPS, Step

    for i, step in enumerate(TURN_STEPS):
        assert turn._next(step) is turn._NEXT[step] is TURN_STEPS[(i + 1) % len(TURN_STEPS)]
    assert turn._next(Step.CLEANUP) is Step.UNTAP


def test_the_legend_rule_finds_every_legend_by_type_or_supertype():
    """sba.collect asks Chars.legendary only where a supertype may make a permanent legendary
    (a "Legend" subtype alone makes one otherwise): every bundled scenario of the Legend rule
    passes, and at each of its checks the legends it counts are those Chars.legendary names.

    Each scenario is run once, observed, and its pass asserted from that run: the observer calls the
    real ``sba.collect`` and gives back its answer, and what it asks besides is ``game.chars`` (each
    permanent's characteristics, worked out once a state and the same whoever asks first: game.py),
    so the observed run is the plain run; the plain run of each file is also its own scenario item. Run twice (plainly to pass, then observed)
    until the ninetieth session: half of the file's CPU."""
    from judge.engine import characteristics
    from judge.suite.runner import run_file

    files = [p for p, text in _corpus().items() if "legend" in text.lower()]
    assert len(files) > 20
    gate_seen = {"subtype": 0, "supertype": 0}
    real = sba.collect

    def checked(game):
        for oid in game.in_play:
            ch = game.chars(oid)
            gate = "Legend" in ch.subtypes or bool(ch.supertypes and ch.legendary)
            assert gate == characteristics.Chars.legendary.fget(ch), oid
            if gate:
                gate_seen["subtype" if "Legend" in ch.subtypes else "supertype"] += 1
        return real(game)

    import pytest
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(sba, "collect", checked)
        for p in files:
            assert run_file(p).status == "pass", p
    assert gate_seen["subtype"] or gate_seen["supertype"]


def test_skipped_to_end_of_combat_is_the_plain_answer():
    """combat_state.skipped_to_end_of_combat asks for the combat only where ``until`` names a combat
    step: the same answer as the whole condition, for every step named, with and without a combat."""
    from judge.dsl.ast import TURN_STEPS, Step
    from judge.engine import combat_state
    from judge.engine.build import build
    from tests.engine.support import obj, scenario

    game = build(scenario(objects=[obj("Alice", "in play", "Grizzly Bears")]))

    def plain(until):
        c = combat_state.get(game)
        return (until in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE) and c is not None
                and not c.attackers and game.turns.step is Step.END_OF_COMBAT and game.turns.priority is not None
                and game.turns.passes == 0)

    class _Combat:
        attackers: list = []

    answers = set()
    for c in (None, _Combat()):
        game.combat = c
        for step in (Step.PRECOMBAT_MAIN, Step.END_OF_COMBAT):
            game.turns.step = step
            game.turns.priority = "Alice"
            for until in TURN_STEPS:
                got = combat_state.skipped_to_end_of_combat(game, until)
                assert got == plain(until), (c, step, until)
                answers.add(got)
    assert answers == {True, False}
