"""``judge test``'s progress bar: drawn on a terminal only, erased before the report."""

from __future__ import annotations

import io

from rich.console import Console
from typer.testing import CliRunner

import judge.cli.engine_cmds as engine_cmds
import judge.render.progress as progress
import judge.suite.runner as runner_mod
from judge.cli import app
from judge.render.progress import suite_progress
from judge.suite.runner import run_all

runner = CliRunner()
SCENARIO = "player Alice\nplayer Bob\nturn Alice, precombat main\nexpect Alice life 20\n"


def _files(tmp_path, n=3):
    for i in range(n):
        (tmp_path / f"s{i}.mtg").write_text(SCENARIO)
    return tmp_path


def test_run_all_reports_each_result(tmp_path):
    seen = []
    suite = run_all([_files(tmp_path)], on_result=lambda done, total, r: seen.append((done, total, r.path)))
    assert [(d, t) for d, t, _ in seen] == [(1, 3), (2, 3), (3, 3)]
    assert [p for _, _, p in seen] == [r.path for r in suite.results]


def test_no_bar_without_a_terminal():
    with suite_progress(None) as tick:
        assert tick is None
    with suite_progress(Console(file=io.StringIO())) as tick:  # not a terminal (a pipe, a file)
        assert tick is None


def test_bar_on_a_terminal_after_the_delay():
    out = io.StringIO()
    con = Console(file=out, force_terminal=True, width=100)
    with suite_progress(con, delay=60) as tick:
        tick(1, 2, None)
    assert out.getvalue() == ""  # a short run shows nothing
    with suite_progress(con, delay=0) as tick:
        tick(1, 2, None)
        tick(2, 2, None)
    drawn = out.getvalue()
    assert "scenarios" in drawn and "2/2" in drawn


def test_judge_test_piped_has_no_bar(tmp_path, monkeypatch):
    calls = []
    real = runner_mod.run_all

    def spy(paths, **kw):
        calls.append(kw.get("on_result"))
        return real(paths, **kw)

    monkeypatch.setattr(runner_mod, "run_all", spy)
    res = runner.invoke(app, ["test", str(_files(tmp_path))])
    assert res.exit_code == 0, res.output
    assert calls == [None] and "\x1b" not in res.output
    res = runner.invoke(app, ["test", "--json", str(tmp_path)])
    assert calls == [None, None] and res.stdout.startswith("{")


def test_judge_test_on_a_terminal_draws_then_erases_the_bar(tmp_path, monkeypatch):
    out = io.StringIO()
    monkeypatch.setattr(engine_cmds, "console", lambda: Console(file=out, force_terminal=True, width=120))
    monkeypatch.setattr(progress, "PROGRESS_DELAY", 0)
    res = runner.invoke(app, ["test", str(_files(tmp_path))])
    assert res.exit_code == 0, res.output
    drawn = out.getvalue()
    assert "3/3" in drawn
    assert drawn.index("3/3") < drawn.index("3 passed")  # the report comes after the bar
