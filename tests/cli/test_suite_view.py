"""judge test readable in an ordinary terminal (issue 42): one line per scenario at the width,
paths relative to the folder they share and cut in the middle, titles cut to fit; the whole
table into a pipe (and every field in --json)."""

from __future__ import annotations

from pathlib import Path

from rich.cells import cell_len
from typer.testing import CliRunner

from judge.cli import app

ROOT = Path(__file__).resolve().parents[2]


def _test(monkeypatch, columns: str) -> str:
    monkeypatch.chdir(ROOT)
    res = CliRunner().invoke(app, ["test", "scenarios/examples"], env={"COLUMNS": columns})
    assert res.exit_code == 0, res.output
    return res.output


def test_one_line_per_scenario_within_80_columns(monkeypatch):
    lines = _test(monkeypatch, "80").splitlines()
    assert lines[0] == "scenarios/examples/  16 scenarios"
    rows = lines[1:17]
    assert all(r.startswith("pass  ") for r in rows) and lines[17] == ""
    assert all(cell_len(line) <= 80 for line in lines)
    assert "giant_growth_vs_bolt.mtg" in lines[9] and "Giant Growth in response to" in lines[9] and lines[9].count("…") == 1
    assert any("…" in r.split("  ")[1] for r in rows)  # a long file name cut in the middle, its end kept
    assert all(r.split()[1].endswith(".mtg") for r in rows)


def test_the_whole_table_into_a_pipe(monkeypatch):
    out = _test(monkeypatch, "")
    assert "scenarios/examples/abduction_comes_home.mtg" in out
    assert "Abduction: the stolen creature dies and returns to its owner" in out  # (whole)


def test_files_shown_absolutely_and_relatively_at_once(monkeypatch, tmp_path):
    """`judge test /elsewhere/x.mtg /here/y.mtg` run in /here (found by the fuzzer, seed 4949):
    the file of the working folder is shown relatively, the other absolutely, and no folder is
    shared by both kinds of path — each is shown as it is, never a traceback."""
    (tmp_path / "y.mtg").write_text((ROOT / "scenarios/examples/giant_growth_vs_bolt.mtg").read_text())
    monkeypatch.chdir(tmp_path)
    elsewhere = str(ROOT / "scenarios/examples/abduction_comes_home.mtg")
    res = CliRunner().invoke(app, ["test", elsewhere, str(tmp_path / "y.mtg")], env={"COLUMNS": "200"})
    assert res.exit_code == 0, res.output
    rows = sorted(res.output.splitlines()[:2], key=lambda row: "y.mtg" not in row)
    # (the rows follow the files' full paths, so which comes first depends on where the clone lies)
    assert rows[0].startswith("pass  y.mtg ")  # (as named in the working folder)
    assert rows[1].startswith("pass  /") and rows[1].split()[1].endswith("abduction_comes_home.mtg")
