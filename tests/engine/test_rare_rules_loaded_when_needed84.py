"""Code a plain ask never runs is read the first time a game needs it (issue 43; docs/performance.md,
"The "doesn't trigger" checks, two kinds of reference and a resolving spell's combat restriction loaded
when a game needs them, eighty-fourth session"):

- why an ability its event concerns doesn't trigger (410.2: Sadistic Glee's "from play" and a card put into
  a graveyard from the stack), :mod:`judge.engine.not_triggered`, which trigger detection imports by name
  the first time it meets such an ability (``triggers.NOT_TRIGGERED``);
- what paid a cost (409.1f: Fling's "the sacrificed creature"), :mod:`judge.engine.paid_references`, and what is
  chosen as an instruction is carried out (413.2c: Circle of Protection's "a red source of your choice"),
  :mod:`judge.engine.chosen_references`: refer functions registered by modules that ``context.refer`` imports in
  turn (``context.MORE_REFERS``) until the reference's class has its own;
- targets whose words tie them to one another (409.1c: Carrion Beetles' "from a single graveyard", a target of an
  opponent's choice), :mod:`judge.engine.related_targets`, which playing a spell or ability imports only where a
  "target" word says so;
- an attack or block restriction stated by a resolving spell for a duration (418.1, 418.3a-b: Stun's "Target
  creature can't block this turn"), :func:`judge.engine.effects.one_shot_rules.one_shot_rule`, beside the
  handler that applies it (the handler index imports that module when a rules effect first resolves).

Each probe is a whole ``judge ask`` process as the console script runs it, asked twice (the second ask reads
the kept scenario, as the start-up is measured), with the judge modules loaded as it ends and the functions
they define (tests/whole_asks.py ``asked_again``).
"""

from __future__ import annotations

from tests.whole_asks import asked_again

#: Functions of the "doesn't trigger" checks and of a resolving restriction, by name (each in any module).
RARE = ("_not_an_opponents", "_not_from_play", "_damage_not_matching", "_land_not_played", "why_not_checks",
        "one_shot_rule")


#: The scenarios this file asks about: their first asks made together (tests/whole_asks.py).
SCENARIOS = ("scenarios/examples/giant_growth_vs_bolt.mtg",
             "scenarios/trace/sadistic-glee-discard-mill-and-countered-creature-not-from-play.mtg",
             "scenarios/audit/5551/12-stun-bears-cant-block-and-alice-draws.mtg",
             "scenarios/audit/5046/29-fling-sacrificed-hill-giant-deals-3-to-bob.mtg",
             "scenarios/audit/8480/37-flame-rift-alices-circle-prevents-hers-bob-takes-four.mtg",
             "scenarios/audit/2723/49-carrion-beetles-printed-targets-in-two-graveyards-refused-one-is-enough.mtg",
             "scenarios/audit/8581/28-cuombajj-witches-bob-picks-the-witches-both-damaged-at-once.mtg")


def _asked(scenario: str) -> tuple[int, set[str], set[str], str]:
    """A whole ``judge ask`` of ``scenario``, the second of two (tests/whole_asks.py): its exit code, the judge modules
    loaded, the names of the functions they define, its output (the reference classes with a function: :func:`_referred`)."""
    assert scenario in SCENARIOS
    ask = asked_again(scenario, SCENARIOS)
    return ask.code, set(ask.loaded), set(ask.functions), ask.stdout


def _referred(scenario: str) -> tuple[int, set[str], set[str], str]:
    """The same ask: its exit code, the judge modules loaded, the reference classes with a function, its output."""
    assert scenario in SCENARIOS
    ask = asked_again(scenario, SCENARIOS)
    return ask.code, set(ask.loaded), set(ask.refers), ask.stdout


def _names(functions: set[str]) -> set[str]:
    return {f.rsplit(".", 1)[1] for f in functions}


def test_the_example_ask_reads_no_doesnt_trigger_check_and_no_resolving_restriction():
    """Giant Growth answering Lightning Bolt: events are checked for triggers (410.2) and the beginning of combat
    step is reached (evasion is read), but no ability is on the board to be said not to trigger and no spell
    states a restriction, so neither part is read."""
    code, loaded, functions, stdout = _asked("scenarios/examples/giant_growth_vs_bolt.mtg")
    assert code == 0 and "Why" in stdout
    assert {"judge.engine.triggers", "judge.engine.evasion"} <= loaded
    assert not {"judge.engine.not_triggered", "judge.engine.effects.one_shot_rules"} & loaded
    assert not set(RARE) & _names(functions), sorted(set(RARE) & _names(functions))


def test_an_ability_its_event_does_not_trigger_loads_the_checks():
    """Sadistic Glee's "Whenever a creature is put into a graveyard from play" at Scathe Zombies countered (put
    into the graveyard from the stack): it doesn't trigger, and the step says why where it decides (410.2,
    410.10c)."""
    code, loaded, functions, stdout = _asked("scenarios/trace/sadistic-glee-discard-mill-and-countered-creature-not-from-play.mtg")
    assert code == 0, stdout
    assert "doesn't trigger — it triggers on one put into a graveyard from play" in stdout
    assert "Zombies @sz wasn't in play  410.2, 410.10c" in stdout
    assert "judge.engine.not_triggered" in loaded
    assert {"judge.engine.not_triggered._not_from_play", "judge.engine.not_triggered.why_not_checks"} <= functions


def test_a_resolving_block_restriction_loads_its_rule():
    """Stun's "Target creature can't block this turn": a rule of the turn whose creature is fixed as it resolves
    (418.3b), and Bob's block with it illegal (309.2a); read with the handler of rules effects."""
    code, loaded, functions, stdout = _asked("scenarios/audit/5551/12-stun-bears-cant-block-and-alice-draws.mtg")
    assert code == 0, stdout
    assert "Grizzly Bears @gb can't block this turn (Stun)" in stdout
    assert "judge.engine.effects.one_shot_rules" in loaded
    assert "judge.engine.effects.one_shot_rules.one_shot_rule" in functions


PAID, CHOSEN = "judge.engine.paid_references", "judge.engine.chosen_references"


def test_the_example_ask_reads_no_paid_or_chosen_reference():
    """Giant Growth answering Lightning Bolt names a target and "you" (:mod:`judge.engine.references`), nothing a
    cost paid with and nothing chosen on resolution."""
    code, loaded, refers, stdout = _referred("scenarios/examples/giant_growth_vs_bolt.mtg")
    assert code == 0 and "Why" in stdout
    assert {"Target", "You"} <= refers
    assert not {PAID, CHOSEN} & loaded
    assert not {"Sacrificed", "TappedToPay", "Chosen"} & refers


def test_the_sacrificed_creature_loads_what_paid_a_cost_and_nothing_chosen():
    """Fling's "the sacrificed creature's power": the creature sacrificed to pay its cost, as it last existed in
    play (409.1f, 413.2f). The modules are imported in turn until ``ir.Sacrificed`` has its function, so the one
    after it, of what is chosen on resolution, is not read."""
    code, loaded, refers, stdout = _referred("scenarios/audit/5046/29-fling-sacrificed-hill-giant-deals-3-to-bob.mtg")
    assert code == 0, stdout
    assert "The permanent sacrificed to pay the cost of Fling (409.1f)" in stdout
    assert PAID in loaded and CHOSEN not in loaded
    assert "Sacrificed" in refers and "Chosen" not in refers


def test_a_source_of_your_choice_loads_what_is_chosen_on_resolution():
    """Circle of Protection: Red's "a red source of your choice", chosen as the ability resolves (413.2c)."""
    code, loaded, refers, stdout = _referred("scenarios/audit/8480/37-flame-rift-alices-circle-prevents-hers-bob-takes-four.mtg")
    assert code == 0, stdout
    assert "Alice chooses a source (a red source, chosen on resolution" in stdout
    assert CHOSEN in loaded
    assert "Chosen" in refers


RELATED = "judge.engine.related_targets"


def test_the_example_ask_reads_no_related_targets():
    """Lightning Bolt's and Giant Growth's targets each stand on their own word: the rules that tie targets to one
    another are not read, and playing a spell no longer defines them."""
    code, loaded, functions, stdout = _asked("scenarios/examples/giant_growth_vs_bolt.mtg")
    assert code == 0 and "Why" in stdout
    assert "judge.engine.casting" in loaded and RELATED not in loaded
    assert not {"_single_zone", "single_zone", "_targets_others_choose", "targets_others_choose"} & _names(functions)


def test_targets_from_a_single_graveyard_load_the_related_targets():
    """Carrion Beetles' "up to three target cards from a single graveyard" with cards of two graveyards named: the
    play is illegal and reversed (409.1c, 422.1)."""
    code, loaded, _functions, stdout = _asked("scenarios/audit/2723/49-carrion-beetles-printed-targets-in-two-graveyards-refused-one-is-enough.mtg")
    assert code == 0, stdout
    assert "must all be in a single graveyard" in stdout
    assert RELATED in loaded


def test_a_target_of_an_opponents_choice_loads_the_related_targets():
    """Cuombajj Witches' "target creature or player of an opponent's choice": Bob chooses it after Alice chooses hers
    (409.1c)."""
    code, loaded, _functions, stdout = _asked("scenarios/audit/8581/28-cuombajj-witches-bob-picks-the-witches-both-damaged-at-once.mtg")
    assert code == 0, stdout
    assert "words give the choice of a target" in stdout
    assert RELATED in loaded
