"""The pytest plugin: scenario files collected as items, failures reported with the .mtg line.

The inner runs use a conftest that fakes the parser and the engine (a line
``expect Alice life N`` gives an expectation; Alice always ends at 20 life), so these
tests do not depend on the scenario language.
"""

from __future__ import annotations

import pytest

# The engine assembled before any test, outside the inner run's conftest below (pytester's
# fixture snapshots the modules and forgets those an inner run imported first; a later test of
# the same worker then mixed a fresh engine module with forgotten ones: "the engine was
# assembled without triggered abilities (410)" in tests/suite/test_questions.py under
# `-n 2`, when this file was the first of its worker to touch the engine — see
# tests/cli/test_ask_end_to_end.py). The conftest's own import only ever ran inside the run.
import judge.engine.driver  # noqa: E402,F401

pytest_plugins = ["pytester"]

FAKE_CONFTEST = '''
import judge.suite.runner as runner
from judge.dsl.ast import ExpectLife, Expectation, PlayerDecl, Scenario, Span
from judge.engine.outcome import FinalState, Outcome, PlayerView, Step

import judge.engine.driver  # noqa: E402,F401  (assembled before pytester snapshots the modules: see tests/cli/test_ask_end_to_end.py)

_saved = {}

def _load(path):
    exps = []
    title = None
    for i, line in enumerate(open(path, encoding="utf-8"), 1):
        words = line.split()
        if words[:1] == ["title"]:
            title = " ".join(words[1:])
        if words[:3] == ["expect", "Alice", "life"]:
            exps.append(Expectation(ExpectLife("Alice", int(words[3])), span=Span(i, 1)))
    return Scenario(title=title, players=(PlayerDecl("Alice"),), expectations=tuple(exps), path=str(path))

def _simulate(sc):
    return [Outcome((), (Step("Alice takes 0 damage", ("310.4",)),),
                    FinalState(players=(PlayerView("Alice", 20),), objects=()))]

def pytest_configure(config):
    _saved.update(load=runner.load_scenario, sim=runner.default_simulate)
    runner.load_scenario = _load
    runner.default_simulate = _simulate

def pytest_unconfigure(config):
    runner.load_scenario = _saved["load"]
    runner.default_simulate = _saved["sim"]
'''


def _suite(pytester):
    pytester.makeconftest(FAKE_CONFTEST)
    pytester.makeini("[pytest]\ntestpaths = tests scenarios\n")
    sc = pytester.mkdir("scenarios")
    (sc / "combat").mkdir()
    (sc / "combat" / "good.mtg").write_text("title Good one\nplayer Alice\nexpect Alice life 20\n")
    (sc / "bad.mtg").write_text("title Bad one\nplayer Alice\n\nexpect Alice life 17\n")
    tests = pytester.mkdir("tests")
    (tests / "test_unit.py").write_text("def test_unit():\n    assert True\n")
    # .mtg files outside scenarios/ are never collected
    (tests / "fixture.mtg").write_text("expect Alice life 1\n")
    lib = pytester.path / "judge" / "cards" / "library"
    lib.mkdir(parents=True)
    (lib / "cards.mtg").write_text("expect Alice life 1\n")


def test_collects_tests_and_scenarios_once(pytester):
    _suite(pytester)
    result = pytester.runpytest("--collect-only", "-q")
    out = result.stdout.str()
    assert "scenarios/bad.mtg::bad" in out
    assert "scenarios/combat/good.mtg::good" in out
    assert "tests/test_unit.py::test_unit" in out
    assert "fixture.mtg" not in out and "cards.mtg" not in out
    assert "3 tests collected" in out


def test_where_a_file_really_lies_decides(pytester):
    """A file is a scenario by its real path (the plugin decides once per directory, and for a
    linked file by where the link leads): under a scenario directory and not under the card
    library."""
    _suite(pytester)
    root = pytester.path
    cards = root / "scenarios" / "judge" / "cards"
    cards.mkdir(parents=True)
    (cards / "library.mtg").write_text("expect Alice life 1\n")  # the card library, even under scenarios/
    (root / "scenarios" / "to_fixture.mtg").symlink_to(root / "tests" / "fixture.mtg")  # leads outside
    (root / "scenarios" / "to_lib.mtg").symlink_to(root / "judge" / "cards" / "library" / "cards.mtg")
    (root / "scenarios" / "linked").symlink_to(root / "tests", target_is_directory=True)
    (root / "tests" / "to_bad.mtg").symlink_to(root / "scenarios" / "bad.mtg")  # leads into scenarios/
    out = pytester.runpytest("--collect-only", "-q").stdout.str()
    assert "library.mtg" not in out and "to_fixture" not in out and "to_lib" not in out
    assert "linked/fixture.mtg" not in out  # a linked directory: its real path outside scenarios/
    assert "tests/to_bad.mtg::to_bad" in out and "scenarios/linked/to_bad.mtg::to_bad" in out
    assert "6 tests collected" in out  # (and the linked directory's test_unit.py)


def test_a_share_runs_its_files_and_the_tests_marked_for_every_share(pytester):
    """``--share K/N`` (CI's other Pythons split the suite between them): the N shares are
    disjoint and together every file, a file's tests (scenario or module) all in one share; the
    tests marked ``every_python`` or ``lark`` run in each."""
    from judge.suite.pytest_plugin import share_of

    _suite(pytester)
    tests = pytester.path / "tests"
    (tests / "test_pair.py").write_text("def test_one():\n    pass\n\ndef test_two():\n    pass\n")
    (tests / "test_marked.py").write_text(
        "import pytest\n\n@pytest.mark.every_python\ndef test_python():\n    pass\n\n"
        "@pytest.mark.lark\ndef test_lark():\n    pass\n\ndef test_plain():\n    pass\n")
    files = {
        "scenarios/bad.mtg": ["scenarios/bad.mtg::bad"],
        "scenarios/combat/good.mtg": ["scenarios/combat/good.mtg::good"],
        "tests/test_unit.py": ["tests/test_unit.py::test_unit"],
        "tests/test_pair.py": ["tests/test_pair.py::test_one", "tests/test_pair.py::test_two"],
        "tests/test_marked.py": ["tests/test_marked.py::test_plain"],
    }
    everywhere = ["tests/test_marked.py::test_python", "tests/test_marked.py::test_lark"]
    assert len({share_of(name, 2) for name in files}) == 2  # (the example has files in both shares)
    seen = []
    for k in (0, 1):
        out = pytester.runpytest("--collect-only", "-q", "--share", f"{k}/2").stdout.str()
        assert all(f"{node}" in out for node in everywhere), out
        for name, nodes in files.items():
            for node in nodes:
                assert (f"{node}\n" in out or f"{node} " in out) == (share_of(name, 2) == k), (k, node, out)
        seen += [name for name in files if share_of(name, 2) == k]
    assert sorted(seen) == sorted(files)


def test_a_malformed_share_is_a_usage_error(pytester):
    _suite(pytester)
    for bad in ("2/2", "1", "a/b", "-1/2"):
        result = pytester.runpytest("--collect-only", "-q", f"--share={bad}")
        assert result.ret == pytest.ExitCode.USAGE_ERROR, bad
        assert "expected K/N with 0 <= K < N" in result.stderr.str(), bad


def test_pass_and_fail_with_mtg_line(pytester):
    _suite(pytester)
    result = pytester.runpytest("-q")
    result.assert_outcomes(passed=2, failed=1)
    out = result.stdout.str()
    assert "scenarios/bad.mtg:4: expect Alice life 17" in out
    assert "expected Alice at 17 life; Alice has 20 life" in out
    assert "scenario 'Bad one': fail" in out
    assert "1  Alice takes 0 damage  [310.4]" in out
    assert "Traceback" not in out
    assert "FAILED scenarios/bad.mtg::bad - line 4: expected Alice at 17" in out


def test_explicit_file_is_not_collected_twice(pytester):
    _suite(pytester)
    result = pytester.runpytest("-q", "scenarios", "scenarios/combat/good.mtg")
    result.assert_outcomes(passed=1, failed=1)


def test_reportinfo_location(pytester):
    _suite(pytester)
    items, _ = pytester.inline_genitems("scenarios/combat/good.mtg")
    (item,) = items
    path, line, domain = item.reportinfo()
    assert path.name == "good.mtg" and line is None and domain == "scenario: good.mtg"


def test_xdist_workers_run_scenarios_with_the_same_reports(pytester):
    """``pytest -n 2``: node ids are the same as in one process and a failing scenario's
    report (built on a worker, sent to the controller) keeps its .mtg line and trace."""
    _suite(pytester)
    result = pytester.runpytest_subprocess("-n", "2", "-q", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, failed=1)
    out = result.stdout.str()
    assert "[gw" in out  # the failure was reported by a worker
    assert "scenarios/bad.mtg:4: expect Alice life 17" in out
    assert "expected Alice at 17 life; Alice has 20 life" in out
    assert "1  Alice takes 0 damage  [310.4]" in out
    assert "FAILED scenarios/bad.mtg::bad - line 4: expected Alice at 17" in out
