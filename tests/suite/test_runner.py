"""judge.suite.runner: discovery, error handling, statuses, plain-text failure reports."""

from __future__ import annotations

import pytest

from judge.dsl.ast import ExpectLife, Expectation, PlayerDecl, Scenario, Span
from judge.engine.outcome import FinalState, Outcome, PlayerView, Step
from judge.errors import Diagnostic, DiagnosticsError, JudgeError
from judge.suite.runner import discover, display_path, format_failure, is_card_library, run_all, run_file


def scenario(*lives, title="t"):
    return Scenario(
        title=title,
        players=(PlayerDecl("Alice"),),
        expectations=tuple(Expectation(ExpectLife("Alice", n), span=Span(2 + i, 1)) for i, n in enumerate(lives)),
    )


def sim(life=20):
    def simulate(sc):
        return [Outcome((), (Step("Alice loses 3 life", ("310.4",), kind="life"),),
                        FinalState(players=(PlayerView("Alice", life),), objects=()))]
    return simulate


@pytest.fixture
def files(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "two.mtg").write_text("x\nexpect Alice life 17\n")
    (tmp_path / "a.mtg").write_text("x\n")
    (tmp_path / "notes.txt").write_text("x\n")
    lib = tmp_path / "judge" / "cards" / "library"
    lib.mkdir(parents=True)
    (lib / "sixth.mtg").write_text("card ...\n")
    return tmp_path


def test_discover_sorted_recursive_skips_card_library(files):
    found = discover([files])
    assert [p.relative_to(files).as_posix() for p in found] == ["a.mtg", "b/two.mtg"]
    assert is_card_library(files / "judge" / "cards" / "library" / "sixth.mtg")
    # a file given twice (directly and through its directory) is run once
    assert len(discover([files, files / "a.mtg"])) == 2


def test_discover_takes_linked_files_once_and_enters_no_linked_directory(files):
    # as Path.rglob: a linked file is the file it links to (run once); a linked directory is
    # not entered (a link back up cannot loop); a linked directory given itself is searched
    (files / "b" / "again.mtg").symlink_to(files / "a.mtg")
    (files / "b" / "up").symlink_to(files, target_is_directory=True)
    (files / "c").symlink_to(files / "b", target_is_directory=True)
    found = discover([files])
    assert sorted(p.relative_to(files).as_posix() for p in found) == ["a.mtg", "b/two.mtg"]
    assert sorted(p.name for p in discover([files / "c"])) == ["again.mtg", "two.mtg"]


def test_paths_are_shown_from_the_working_directory(files, monkeypatch, tmp_path_factory):
    monkeypatch.chdir(files)
    assert display_path("b/two.mtg") == "b/two.mtg"
    assert display_path("./b//two.mtg") == "b/two.mtg" == display_path(str(files) + "/./b/two.mtg")  # as Path writes them
    assert display_path(files / "b" / "two.mtg") == "b/two.mtg"  # absolute, under the working directory
    (files / "b" / "again.mtg").symlink_to(files / "a.mtg")
    assert display_path(files / "b" / "again.mtg") == "b/again.mtg"  # a link is shown where it was found
    assert display_path(files / "b" / ".." / "a.mtg") == "a.mtg"
    elsewhere = tmp_path_factory.mktemp("elsewhere") / "x.mtg"
    assert display_path(elsewhere) == elsewhere.as_posix()  # outside: as given
    monkeypatch.chdir(files / "b")
    assert display_path(files / "a.mtg") == (files / "a.mtg").as_posix()  # a sibling is not "inside"


def test_run_all_gives_its_results_back_to_the_garbage_collector(files):
    import gc

    gc.freeze()  # something frozen before (Python 3.12 starts so): the results are given back all the same
    try:
        run_all([files], load=lambda p: scenario(20), simulate=sim(20))
        assert gc.get_freeze_count() == 0
        run_all([files], load=lambda p: scenario(20), simulate=sim(20), unfreeze=False)  # judge test's way
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_discover_errors(files):
    with pytest.raises(JudgeError, match="no such file or directory: nope"):
        discover(["nope"])
    with pytest.raises(JudgeError, match="not a scenario file"):
        discover([files / "notes.txt"])
    (files / "empty").mkdir()
    with pytest.raises(JudgeError, match="no scenarios"):
        run_all([files / "empty"])


def test_pass_and_fail(files):
    ok = run_file(files / "a.mtg", load=lambda p: scenario(20), simulate=sim(20))
    assert ok.status == "pass" and ok.passed and ok.title == "t" and ok.seconds >= 0
    bad = run_file(files / "b" / "two.mtg", load=lambda p: scenario(17, 20), simulate=sim(20))
    assert bad.status == "fail" and [r.line for r in bad.failures] == [2]
    text = format_failure(bad)
    assert text.splitlines()[0].endswith("two.mtg:2: expect Alice life 17")
    assert "  expected Alice at 17 life; Alice has 20 life" in text
    assert "trace around it:" in text and "1  Alice loses 3 life  [310.4]" in text


def test_no_expectations_is_a_failure(files):
    r = run_file(files / "a.mtg", load=lambda p: scenario(), simulate=sim())
    assert r.status == "fail" and r.message == "no expectations"  # (no questions either)
    assert format_failure(r).endswith("a.mtg: no expectations")


def test_diagnostics_become_an_error_result(files):
    def load(p):
        raise DiagnosticsError([Diagnostic(str(p), 4, 2, "unknown word 'cats'"), Diagnostic(str(p), 6, 1, "unknown card")])

    r = run_file(files / "a.mtg", load=load, simulate=sim())
    assert r.status == "error" and r.line == 4
    assert "unknown word 'cats'" in r.message and "unknown card" in r.message


def test_engine_errors_become_error_results(files):
    def open_choice(sc):
        raise JudgeError("Alice must choose whether to pay {1} (line 7)")

    r = run_file(files / "a.mtg", load=lambda p: scenario(20), simulate=open_choice)
    assert r.status == "error" and r.message == "Alice must choose whether to pay {1} (line 7)"

    def crash(sc):
        raise KeyError("boom")

    r = run_file(files / "a.mtg", load=lambda p: scenario(20), simulate=crash)
    assert r.status == "error" and r.message.startswith("internal error: KeyError: 'boom'")


def test_run_all_json_has_no_timings(files):
    suite = run_all([files], load=lambda p: scenario(20), simulate=sim(20))
    assert suite.ok and suite.summary() == {"total": 2, "passed": 2, "failed": 0, "errors": 0}
    data = suite.to_json()
    assert "seconds" not in str(data)
    assert [s["status"] for s in data["scenarios"]] == ["pass", "pass"]


def test_run_all_reads_in_batches_and_reports_as_run_file(tmp_path, monkeypatch):
    """Files are read a batch at a time before they are run: every file is still read once and
    run once, in order, each result what run_file gives, and a file that can't be read (its
    diagnostics, or a bug in reading it) is an error of its own, naming where the bug was."""
    import judge.suite.runner as runner

    monkeypatch.setattr(runner, "_BATCH", 3)
    for i in range(8):
        (tmp_path / f"s{i}.mtg").write_text("x\n")
    events: list[str] = []

    def load(p):
        events.append(f"read {p.name}")
        if p.name == "s2.mtg":
            raise DiagnosticsError([Diagnostic(str(p), 3, 1, "unknown word 'cats'")])
        if p.name == "s6.mtg":
            raise KeyError("boom")
        return scenario(20, title=p.name)

    def simulate(sc):
        events.append(f"run {sc.title}")
        return sim(20)(sc)

    done: list[tuple[int, int, str]] = []
    suite = run_all([tmp_path], load=load, simulate=simulate,
                    on_result=lambda n, total, r: done.append((n, total, r.path.rsplit("/", 1)[-1])))
    names = [f"s{i}.mtg" for i in range(8)]
    assert [d[:2] for d in done] == [(i, 8) for i in range(1, 9)] and [d[2] for d in done] == names
    # a batch is read before any of it runs; each file read once, run once (the unread ones not at all)
    assert events[:3] == ["read s0.mtg", "read s1.mtg", "read s2.mtg"]
    assert [e for e in events if e.startswith("read")] == [f"read {n}" for n in names]
    assert [e for e in events if e.startswith("run")] == [f"run {n}" for n in names if n not in ("s2.mtg", "s6.mtg")]
    by_name = {r.path.rsplit("/", 1)[-1]: r for r in suite.results}
    assert by_name["s2.mtg"].status == "error" and by_name["s2.mtg"].line == 3
    assert "unknown word 'cats'" in by_name["s2.mtg"].message
    crashed = by_name["s6.mtg"]
    assert crashed.status == "error" and crashed.message.startswith("internal error: KeyError: 'boom' (at test_runner.py:")
    alone = run_file(tmp_path / "s6.mtg", load=load, simulate=simulate)
    assert alone.message == crashed.message
    assert [r.status for r in suite.results].count("pass") == 6
