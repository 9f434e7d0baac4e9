"""What a scenario item does beyond ``judge test``'s run of the same file (eighty-eighth session):
scenarios/conftest.py's citation check sees every passed scenario's outcomes through the plugin's
items, and a passed result is not kept past its item.

The inner runs use tests/suite/test_plugin.py's fake parser and engine (a line
``expect Alice life N`` gives an expectation; Alice always ends at 20 life), with the bundled
scenarios/conftest.py beside the scenarios as in the repository.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import judge.engine.driver  # noqa: F401  (assembled before pytester snapshots the modules: see tests/suite/test_plugin.py)
from tests.suite.test_plugin import FAKE_CONFTEST

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[2]

#: The fake engine's outcome for a scenario titled "uncited": a step that cites no rule, and a rule
#: the classic corpus lacks.
UNCITED = FAKE_CONFTEST + '''
from judge.engine.outcome import Step as _Step

_plain = _simulate

def _simulate(sc):
    if sc.title != "uncited":
        return _plain(sc)
    return [Outcome((), (_Step("Alice takes 0 damage", ()), _Step("Alice does nothing", ("999.9z",))),
                    FinalState(players=(PlayerView("Alice", 20),), objects=()))]

def pytest_configure(config):
    _saved.update(load=runner.load_scenario, sim=runner.default_simulate)
    runner.load_scenario = _load
    runner.default_simulate = _simulate
'''

class _Seen:
    """Each scenario item's result as a later hook of its call sees it, and at its teardown."""

    def __init__(self) -> None:
        self.seen: list = []

    @pytest.hookimpl(trylast=True)
    def pytest_runtest_call(self, item):
        self.seen.append(("call", item.name, getattr(item, "result", None) is not None))

    def pytest_runtest_teardown(self, item):
        self.seen.append(("teardown", item.name, getattr(item, "result", None) is not None))


def _scenarios(pytester, conftest: str, citations: bool = True) -> None:
    pytester.makeconftest(conftest)
    pytester.makeini("[pytest]\ntestpaths = scenarios\n")
    sc = pytester.mkdir("scenarios")
    if citations:
        (sc / "conftest.py").write_text((ROOT / "scenarios" / "conftest.py").read_text(encoding="utf-8"))
    (sc / "good.mtg").write_text("title Good one\nplayer Alice\nexpect Alice life 20\n")
    (sc / "uncited.mtg").write_text("title uncited\nplayer Alice\nexpect Alice life 20\n")
    (sc / "bad.mtg").write_text("title Bad one\nplayer Alice\nexpect Alice life 17\n")


def test_the_citation_check_fails_a_passed_scenario_whose_trace_breaks_it(pytester):
    """Every expectation of ``uncited.mtg`` holds, but a step of its outcome cites nothing and
    another cites a rule the corpus lacks: its item fails with both (on the base, where a passed
    result was dropped inside ``runtest``, the check saw no outcomes and the item passed)."""
    _scenarios(pytester, UNCITED)
    result = pytester.runpytest("-q", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=2)
    out = result.stdout.str()
    assert "FAILED scenarios/uncited.mtg::uncited - Failed: outcome 1, step 1 cites no ru" in out
    assert "outcome 1, step 1 cites no rule: Alice takes 0 damage" in out
    assert "rules cited that are missing from the classic corpus: 999.9z" in out
    assert "FAILED scenarios/bad.mtg::bad - line 3: expected Alice at 17" in out  # a failed expectation as before


def test_a_passed_result_is_seen_by_the_call_and_not_kept(pytester):
    """The hooks of an item's call phase see its result; after the call only a failed one is
    kept (for its report: tests/suite/test_plugin.py), a passed one dropped (on the base the
    hooks saw no passed result)."""
    _scenarios(pytester, FAKE_CONFTEST, citations=False)
    seen = _Seen()
    result = pytester.inline_run("-p", "no:cacheprovider", plugins=[seen])
    result.assertoutcome(passed=2, failed=1)
    # (a failed item's runtest raises: the later hooks of its call don't run)
    assert sorted(seen.seen) == [("call", "good", True), ("call", "uncited", True),
                                 ("teardown", "bad", True), ("teardown", "good", False),
                                 ("teardown", "uncited", False)]
