"""The rules and words a run seldom needs are loaded by the first game that needs them, never by the
import of the engine (issue 43; docs/performance.md, "Rules a run seldom needs loaded when it needs
them, seventy-ninth session"): phasing (302.1, glossary "Phasing"), poison counters, Reflecting
Pool's "could produce" (glossary "Could"), Aluren's permission (judge.engine.free_play), a buyback
cost's reduction (409.1f), a permanent coming into play as a copy (Copy Artifact), an instruction
for each player (413.2d), a delayed ability's references (406.2c-d), a text changed (415.1),
damage that can't be prevented (103.2), a scenario's discard and `pays to end` lines, the words of
a play refused for priority (408.1d), the reader's phrases (judge.cards.phrases) and an
expectation's `when` choices. Each probe is a whole ``judge ask`` process as the console script
runs it, its modules listed as it ends.
"""

from __future__ import annotations

import pytest

from tests.whole_asks import asked, asked_again

#: Modules the start-up example loaded before this session, none of whose functions it ran.
SELDOM = {"judge.cards.phrases", "judge.dsl.priority", "judge.engine.buyback_cost", "judge.engine.could_produce",
          "judge.engine.each_player", "judge.engine.effects.delayed", "judge.engine.free_play",
          "judge.engine.hand_discard", "judge.engine.paid_end", "judge.engine.phasing", "judge.engine.poison",
          "judge.engine.text_changes", "judge.engine.unpreventable", "judge.suite.choices", "judge.engine.copies"}


def test_the_example_ask_loads_none_of_the_seldom_needed_rules():
    """The start-up example (bench/bench_instructions.py's): a Giant Growth answering a Lightning Bolt in one
    main phase — no untap step, no poison, no delayed ability, no play refused for priority — loads none of them,
    asked as the start-up is measured: again, its scenario kept from the first ask (judge.dsl.kept; a first ask
    parses and checks it, and the check of who has priority, line by line, is judge.dsl.priority's)."""
    ask = asked_again("scenarios/examples/giant_growth_vs_bolt.mtg")  # (tests/whole_asks.py)
    code, loaded, stdout = ask.code, set(ask.loaded), ask.stdout
    assert "judge.dsl.parser" not in loaded  # (the kept scenario, not parsed again)
    assert code == 0 and "Why" in stdout
    assert {"judge.engine.turn", "judge.engine.casting", "judge.engine.resolve", "judge.engine.sba"} <= loaded
    assert not SELDOM & loaded, sorted(SELDOM & loaded)


@pytest.mark.parametrize("scenario, module, said", [
    ("scenarios/audit/6561/26-sandbar-crocodile-phases-out-and-in.mtg", "judge.engine.phasing",
     "Alice's permanents with phasing phase out"),
    ("scenarios/cards/406-1a-reflecting-pool-mana-a-land-you-control-could-produce.mtg", "judge.engine.could_produce",
     "could produce"),
    ("scenarios/cards/409-1f-aluren-any-player-plays-a-small-creature-free-as-an-instant.mtg", "judge.engine.free_play",
     "without paying its mana cost"),
    ("scenarios/trace/each-player-held-damage-read-by-a-later-dealt-this-way.mtg", "judge.engine.each_player",
     "413.2d"),
    ("scenarios/audit/4238/39-copy-artifact-copies-rod-of-ruin-and-is-an-enchantment.mtg", "judge.engine.copies",
     "Rod of Ruin"),
])
def test_a_game_that_needs_one_loads_it(tmp_path, scenario, module, said):
    """The positive controls: a permanent with phasing at its controller's untap step, Reflecting Pool's
    mana, Aluren's permission, damage held back within an instruction for each player — each loads its
    module, and says what it decides."""
    code, loaded, stdout = asked(tmp_path, scenario)
    assert code == 0, stdout
    assert said in stdout
    assert module in loaded
