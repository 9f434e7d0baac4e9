"""Code a plain ask never runs is imported the first time a game needs it, never by the import of the
engine (issue 43; docs/performance.md, "Condition tests, group references and a refusal's facts
loaded when a game needs them, eighty-third session"):

- the test of each kind of condition (410.8 intervening "if", "as long as", a resolution's "if";
  :data:`judge.engine.context.CONDITIONS`), registered by :mod:`judge.engine.condition_tests`;
- what a group reference means now ("all creatures", 413.2f; :data:`judge.engine.context.REFERS`),
  registered by :mod:`judge.engine.group_references`;
- the facts that keep an object from fitting a description (409.1c: "it is black" for "target
  nonblack creature"), :mod:`judge.engine.description_facts`;
- the steps that say an attack or a block stands (306.2), :mod:`judge.engine.attack_stands`, read
  only once a permanent is attacking or blocking.

Each probe is a whole ``judge ask`` process as the console script runs it, asked twice (the second
ask reads the kept scenario, as the start-up is measured), with what the registries hold as it ends
(tests/whole_asks.py ``asked_again``).
"""

from __future__ import annotations

from tests.whole_asks import asked_again

LAZY = ("judge.engine.condition_tests", "judge.engine.group_references", "judge.engine.description_facts",
        "judge.engine.attack_stands")

#: The scenarios this file asks about: their first asks made together (tests/whole_asks.py).
SCENARIOS = ("scenarios/examples/giant_growth_vs_bolt.mtg",
             "scenarios/cards/410-10a-homarid-printed-tide-counters-from-triggers.mtg",
             "scenarios/audit/4036/12-breezekeeper-phased-out-survives-wrath-of-god.mtg",
             "scenarios/audit/10601/17-ghostly-visit-nonblack-only.mtg",
             "scenarios/combat/307-1-beginning-of-combat-priority.mtg")


def _asked(scenario: str) -> tuple[int, set[str], int, list[str], str]:
    """A whole ``judge ask`` of ``scenario``, the second of two (tests/whole_asks.py): its exit code, the judge modules
    loaded, the number of condition tests registered, the reference classes with a function, its output."""
    assert scenario in SCENARIOS
    ask = asked_again(scenario, SCENARIOS)
    return ask.code, set(ask.loaded), ask.conditions, sorted(ask.refers), ask.stdout


def test_the_example_ask_registers_no_condition_test_and_no_group_reference():
    """The start-up example (bench/bench_instructions.py's): Giant Growth answering Lightning Bolt states no
    condition, names no group and has no target refused, so none of these modules is read — the references it
    does name (a target, "you") are found in :mod:`judge.engine.references`, which the driver imports."""
    code, loaded, conditions, refers, stdout = _asked("scenarios/examples/giant_growth_vs_bolt.mtg")
    assert code == 0 and "Why" in stdout
    assert {"judge.engine.context", "judge.engine.references"} <= loaded
    assert not set(LAZY) & loaded, sorted(set(LAZY) & loaded)
    assert conditions == 0
    assert {"Target", "You", "This"} <= set(refers) and "All" not in refers and "EitherAll" not in refers


def test_a_condition_checked_loads_the_condition_tests():
    """Homarid's "If there is one tide counter on Homarid" (a static ability's condition, 418.4a): every test is
    registered once the first condition is checked, and the answer says the condition doesn't hold."""
    code, loaded, conditions, _refers, stdout = _asked("scenarios/cards/410-10a-homarid-printed-tide-counters-from-triggers.mtg")
    assert code == 0, stdout
    assert "exactly 1 tide counter on it) doesn't hold" in stdout
    assert "judge.engine.condition_tests" in loaded
    assert conditions > 50


def test_a_group_named_loads_the_group_references():
    """Wrath of God's "Destroy all creatures": what "all creatures" means as it resolves is the group references'
    to say, registered the first time a reference without a function is met."""
    code, loaded, _conditions, refers, stdout = _asked("scenarios/audit/4036/12-breezekeeper-phased-out-survives-wrath-of-god.mtg")
    assert code == 0, stdout
    assert "Grizzly Bears @bb is destroyed (by Wrath of God)" in stdout
    assert "judge.engine.group_references" in loaded
    assert {"All", "EitherAll"} <= set(refers)


def test_a_target_refused_for_its_description_loads_its_facts():
    """Ghostly Visit at Scathe Zombies: "target nonblack creature" refused, the play reversed (422.1), with the
    fact that decides it."""
    code, loaded, _conditions, _refers, stdout = _asked("scenarios/audit/10601/17-ghostly-visit-nonblack-only.mtg")
    assert code == 0, stdout
    assert 'for "target nonblack creature": it is black' in stdout
    assert "judge.engine.description_facts" in loaded


def test_the_steps_that_say_an_attack_stands_are_read_only_once_a_permanent_is_in_combat():
    """Hill Giant attacks (307.1's scenario): with a permanent attacking, each settle asks whether an attack or a
    block stands (306.2), so the module that says it is read; the example, whose last pass reaches the beginning of
    combat step with no attacker declared, never reads it."""
    code, loaded, _conditions, _refers, stdout = _asked("scenarios/combat/307-1-beginning-of-combat-priority.mtg")
    assert code == 0, stdout
    assert "Hill Giant is unblocked" in stdout
    assert "judge.engine.attack_stands" in loaded
    code, loaded, _conditions, _refers, stdout = _asked("scenarios/examples/giant_growth_vs_bolt.mtg")
    assert code == 0 and "Why" in stdout
    assert "judge.engine.attack_stands" not in loaded
