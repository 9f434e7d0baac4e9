"""(sixty-sixth session) An expectation's words (``ExpectResult.expected``) are made where they are
read, not as each expectation is checked: the same words as ``describe`` gives, for each scope, in
``judge ask``'s list, ``judge test --json`` and a failure's report, and a check reads none of them."""

from __future__ import annotations

from pathlib import Path

from judge.suite import expect as E
from judge.suite.describe import describe
from judge.suite.runner import default_simulate, load_scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios/cards/302-1-power-surge-lands-untapped-as-the-turn-began.mtg"


def test_the_words_are_describe_s_and_made_only_when_read(monkeypatch):
    scn = load_scenario(SCENARIO)
    outcomes = default_simulate(scn)
    made = []
    monkeypatch.setattr(E, "describe", lambda e: made.append(e) or describe(e))
    results = E.check_all(scn.expectations, outcomes)
    assert [r.status for r in results] == ["pass"] * 3 and made == []
    assert [r.expected for r in results] == [describe(e) for e in scn.expectations]
    assert [r.to_json()["expected"] for r in results] == [describe(e) for e in scn.expectations]
    assert len(made) == 3  # (each made once, then kept with its result)
