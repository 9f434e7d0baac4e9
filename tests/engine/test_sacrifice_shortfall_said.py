"""An instruction to sacrifice more permanents than the player has says so: all he or she can
(416.3) — Smokestack's three soot counters against two permanents (audit 4743: once sacrificed
without a word of the shortfall). None at all is said as an instruction that did nothing."""

from __future__ import annotations

from judge.suite.runner import default_simulate, load_scenario
from judge.suite.trace import flatten

HEAD = "player Alice\nplayer Bob\nturn Alice, end of turn\nwording printed\n"


def _said(tmp_path, bob: str):
    path = tmp_path / "s.mtg"
    path.write_text(HEAD + "Alice library: 2 unknown cards\nBob library: 2 unknown cards\n"
                           "Alice in play: Smokestack (3 soot counters)\n" + bob
                    + "all pass until the upkeep step\nall pass until the stack is empty\n")
    return [s for outcome in default_simulate(load_scenario(path)) for _, s in flatten(outcome.steps)
            if "must sacrifice" in s.text]


def test_two_permanents_for_three_counters_is_said(tmp_path):
    (step,) = _said(tmp_path, "Bob in play: Grizzly Bears, Mountain\n")
    assert step.text.startswith("Bob must sacrifice 3 but has only 2 to sacrifice: Bob sacrifices as many as possible")
    assert step.rules == ("416.3",)


def test_enough_permanents_says_no_shortfall(tmp_path):
    assert _said(tmp_path, "Bob in play: Grizzly Bears, Mountain, Forest, Island\n") == []


def _count_steps(tmp_path, bob: str):
    path = tmp_path / "c.mtg"
    path.write_text(HEAD + "Alice library: 2 unknown cards\nBob library: 2 unknown cards\n"
                           "Alice in play: Smokestack (3 soot counters)\n" + bob
                    + "all pass until the upkeep step\nall pass until the stack is empty\n")
    return [s for outcome in default_simulate(load_scenario(path)) for _, s in flatten(outcome.steps)
            if "counts each" in s.text]


def test_the_soot_count_is_said_as_the_instruction_is_carried_out(tmp_path):
    # as Festival of Trokin's count says its own (413.2f; audit 4743: the count once unsaid)
    # (each of Bob's choices of three of his four permanents is an outcome: the count is the same in each)
    said = {(s.text, s.rules) for s in _count_steps(tmp_path, "Bob in play: Grizzly Bears, Mountain, Forest, Island\n")}
    assert said == {("Smokestack counts each soot counter on Smokestack as it carries out the instruction: 3",
                     ("413.2f",))}
