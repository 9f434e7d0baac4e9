"""Code a plain ask never runs is read the first time a game needs it (issue 43; docs/performance.md,
"The "doesn't trigger" checks and a resolving spell's combat restriction loaded when a game needs them,
eighty-fourth session"):

- why an ability its event concerns doesn't trigger (410.2: Sadistic Glee's "from play" and a card put into
  a graveyard from the stack), :mod:`judge.engine.not_triggered`, which trigger detection imports by name
  the first time it meets such an ability (``triggers.NOT_TRIGGERED``);
- an attack or block restriction stated by a resolving spell for a duration (418.1, 418.3a-b: Stun's "Target
  creature can't block this turn"), :func:`judge.engine.effects.one_shot_rules.one_shot_rule`, beside the
  handler that applies it (the handler index imports that module when a rules effect first resolves).

Each probe is a whole ``judge ask`` process as the console script runs it, asked twice (the second ask reads
the kept scenario, as the start-up is measured), with the judge modules loaded as it ends and the functions
they define.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import os, sys, types
end = os._exit
def report(code):
    sys.stdout.flush()
    loaded = sorted(m for m in sys.modules if m.startswith('judge.'))
    functions = sorted({f'{m}.{k}' for m in loaded for k, v in vars(sys.modules[m]).items()
                        if isinstance(v, types.FunctionType) and v.__module__ == m})
    os.write(2, ('\\n' + repr((code, loaded, functions))).encode())
    end(code)
os._exit = report
sys.argv = ['judge', 'ask', sys.argv[1]]
from judge.__main__ import main
main()
"""

#: Functions of the "doesn't trigger" checks and of a resolving restriction, by name (each in any module).
RARE = ("_not_an_opponents", "_not_from_play", "_damage_not_matching", "_land_not_played", "why_not_checks",
        "one_shot_rule")


def _asked(tmp_path: Path, scenario: str) -> tuple[int, set[str], set[str], str]:
    """A whole ``judge ask`` of ``scenario``, the second of two: its exit code, the judge modules loaded, the
    names of the functions they define, its output."""
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "COLUMNS": "100", "NO_COLOR": "1"}
    for _ in range(2):
        out = subprocess.run([sys.executable, "-c", PROBE, scenario], capture_output=True, text=True, env=env, cwd=ROOT)
    code, loaded, functions = ast.literal_eval(out.stderr.strip().splitlines()[-1])
    return code, set(loaded), set(functions), out.stdout


def _names(functions: set[str]) -> set[str]:
    return {f.rsplit(".", 1)[1] for f in functions}


def test_the_example_ask_reads_no_doesnt_trigger_check_and_no_resolving_restriction(tmp_path):
    """Giant Growth answering Lightning Bolt: events are checked for triggers (410.2) and the beginning of combat
    step is reached (evasion is read), but no ability is on the board to be said not to trigger and no spell
    states a restriction, so neither part is read."""
    code, loaded, functions, stdout = _asked(tmp_path, "scenarios/examples/giant_growth_vs_bolt.mtg")
    assert code == 0 and "Why" in stdout
    assert {"judge.engine.triggers", "judge.engine.evasion"} <= loaded
    assert not {"judge.engine.not_triggered", "judge.engine.effects.one_shot_rules"} & loaded
    assert not set(RARE) & _names(functions), sorted(set(RARE) & _names(functions))


def test_an_ability_its_event_does_not_trigger_loads_the_checks(tmp_path):
    """Sadistic Glee's "Whenever a creature is put into a graveyard from play" at Scathe Zombies countered (put
    into the graveyard from the stack): it doesn't trigger, and the step says why where it decides (410.2,
    410.10c)."""
    code, loaded, functions, stdout = _asked(
        tmp_path, "scenarios/trace/sadistic-glee-discard-mill-and-countered-creature-not-from-play.mtg")
    assert code == 0, stdout
    assert "doesn't trigger — it triggers on one put into a graveyard from play" in stdout
    assert "Zombies @sz wasn't in play  410.2, 410.10c" in stdout
    assert "judge.engine.not_triggered" in loaded
    assert {"judge.engine.not_triggered._not_from_play", "judge.engine.not_triggered.why_not_checks"} <= functions


def test_a_resolving_block_restriction_loads_its_rule(tmp_path):
    """Stun's "Target creature can't block this turn": a rule of the turn whose creature is fixed as it resolves
    (418.3b), and Bob's block with it illegal (309.2a); read with the handler of rules effects."""
    code, loaded, functions, stdout = _asked(tmp_path, "scenarios/audit/5551/12-stun-bears-cant-block-and-alice-draws.mtg")
    assert code == 0, stdout
    assert "Grizzly Bears @gb can't block this turn (Stun)" in stdout
    assert "judge.engine.effects.one_shot_rules" in loaded
    assert "judge.engine.effects.one_shot_rules.one_shot_rule" in functions
