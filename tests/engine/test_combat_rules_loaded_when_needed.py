"""The combat rules (:mod:`judge.engine.combat`, :mod:`judge.engine.combat_damage`,
:mod:`judge.engine.banding`: ~245 KB of bytecode) are loaded by the first game whose turn reaches
a step they act on (the declare attackers step and after, 308-310, and the main phase that ends
combat, 308.5) or that has combat damage on its stack, never by the import of the engine: a
``judge ask`` that declares no attackers does not read them (issue 43; docs/performance.md,
"Combat's rules loaded when a game needs them, seventy-seventh session"). Each probe is a whole
``judge ask`` process as the console script runs it, its modules listed as it ends.
"""

from __future__ import annotations


from tests.whole_asks import asked

COMBAT_RULES = {"judge.engine.combat", "judge.engine.combat_damage", "judge.engine.banding"}


def test_an_ask_that_reaches_the_combat_phase_but_declares_no_attackers_loads_no_combat_rules(tmp_path):
    """408.2g's scenario passes from the precombat main phase into the beginning of combat step
    (its mana burn, 300.4): the combat phase begins (306.1, traced) and nothing more of combat
    happens, so the combat rules are not loaded — the engine is (the turn, combat's record)."""
    code, loaded, stdout = asked(tmp_path, "scenarios/rules-cited/408-2g-mana-burn-doesnt-use-the-stack.mtg")
    assert code == 0, stdout
    assert "The combat phase begins" in stdout and "306.1" in stdout
    assert {"judge.engine.turn", "judge.engine.combat_state", "judge.engine.evasion"} <= loaded
    assert not COMBAT_RULES & loaded, sorted(COMBAT_RULES & loaded)


def test_the_example_ask_loads_no_combat_rules(tmp_path):
    """The start-up example (bench/bench_instructions.py's): its "Why" replays the scenario without
    each play, and without the Lightning Bolt its last pass goes on into the beginning of combat
    step — still no declaration, so no combat rules loaded."""
    code, loaded, stdout = asked(tmp_path, "scenarios/examples/giant_growth_vs_bolt.mtg")
    assert code == 0 and "Why" in stdout
    assert "judge.engine.turn" in loaded
    assert not COMBAT_RULES & loaded, sorted(COMBAT_RULES & loaded)


def test_an_ask_with_a_combat_loads_the_combat_rules_as_it_needs_them(tmp_path):
    """An attack and its combat damage (307.1's scenario: Hill Giant attacks, unblocked) load them."""
    code, loaded, stdout = asked(tmp_path, "scenarios/combat/307-1-beginning-of-combat-priority.mtg")
    assert code == 0, stdout
    assert "Hill Giant is unblocked: it assigns all its 3 combat damage to Bob" in stdout
    assert COMBAT_RULES <= loaded
