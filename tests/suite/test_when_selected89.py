"""The outcomes an ``expect when <player> chooses …:`` selects are worked out once for every expectation under
the same choices (and checkpoint) of a scenario, as the outcomes at a checkpoint are (judge.suite.expect.check_all;
docs/performance.md, eighty-ninth session). The verdicts are those of each expectation checked alone."""

from __future__ import annotations

import itertools

from judge.dsl.parser import parse
from judge.engine import simulate
from judge.suite import choices, expect
from judge.suite.runner import load_scenario
from tests.bundled import discovered_scenarios
from tests.cli.test_ask_end_to_end import MAY

#: test_ask_end_to_end's Gravedigger "may" (its board and actions: Grizzly Bears in Alice's graveyard), with two
#: or more expectations under each answer
_GRAVEDIGGER = MAY[:MAY.index("\nexpect ") + 1] + """expect when Alice chooses yes: Grizzly Bears in Alice's hand
expect when Alice chooses yes: Alice hand has 1 card
expect when Alice chooses yes: Alice graveyard has 0 cards
expect when Alice chooses no: Grizzly Bears in Alice's graveyard
expect when Alice chooses no: Alice hand has 0 cards
expect when Alice chooses no: Alice hand has 1 card
"""


def _counting(monkeypatch) -> list[object]:
    asked: list[object] = []
    real = choices.outcome_matches
    monkeypatch.setattr(choices, "outcome_matches", lambda o, when: asked.append(when) or real(o, when))
    return asked


def test_each_when_of_choices_is_matched_against_the_outcomes_once(monkeypatch):
    scn = parse(_GRAVEDIGGER)
    outcomes = list(simulate(scn))
    assert len(outcomes) == 2  # the "may" answered yes and no (410.5)
    alone = [expect.check(e, outcomes) for e in scn.expectations]
    asked = _counting(monkeypatch)
    together = expect.check_all(scn.expectations, outcomes)
    assert together == alone
    # the verdicts are real: the last expectation fails (declined, the hand is empty), the others pass
    assert [r.status for r in together] == ["pass"] * 5 + ["fail"]
    assert together[-1].line == 15 and "Alice's hand to have 1 card" in together[-1].expected
    # two distinct `when`s, each matched against the two outcomes once (six expectations: twelve matches before)
    assert len(asked) == 4


def test_the_bundled_whens_checked_together_say_what_each_says_alone():
    files = [f for f in discovered_scenarios() if "expect when" in f.read_text(encoding="utf-8")]
    checked = shared = 0
    for f in itertools.islice(files, 0, None, max(1, len(files) // 40)):
        scn = load_scenario(f)
        outcomes = list(simulate(scn))
        assert expect.check_all(scn.expectations, outcomes) == [expect.check(e, outcomes) for e in scn.expectations]
        whens = [(e.at, e.when) for e in scn.expectations if e.scope == "when"]
        checked += 1
        shared += len(whens) - len(set(whens))
    assert checked >= 30 and shared > 0
