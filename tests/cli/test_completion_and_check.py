"""Shell completion (card names, scenario files) and `judge ask --check`'s exit status."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app
from judge.cli.app import scenario_files
from judge.cli.card_cmds import _card_names

runner = CliRunner()

FAILING = """title "Bolt the bears"
player Alice
player Bob
turn Alice, precombat main
mana is not tracked
Alice in play: Grizzly Bears
Bob hand: Lightning Bolt
Alice passes
Bob casts Lightning Bolt targeting Grizzly Bears
all pass until the stack is empty
expect Grizzly Bears in play with 3 damage
"""


def test_completion_is_offered():
    assert "--install-completion" in runner.invoke(app, ["--help"]).output
    assert "Grizzly Bears" in _card_names("grizz") and all(n.lower().startswith("grizz") for n in _card_names("grizz"))
    found = scenario_files("scenarios/examples/gi")
    assert "scenarios/examples/giant_growth_vs_bolt.mtg" in found
    inside = scenario_files("scenarios/exa")  # the only folder that matches: completed as its contents (issue 42)
    assert len(inside) > 1 and all(f.startswith("scenarios/examples/") for f in inside)


def test_ask_check_exits_1_on_a_failed_expectation(tmp_path):
    bad = tmp_path / "bad.mtg"
    bad.write_text(FAILING)
    assert runner.invoke(app, ["ask", str(bad)]).exit_code == 0
    res = runner.invoke(app, ["ask", "--check", str(bad)])
    assert res.exit_code == 1 and "FAIL" in res.output
    good = tmp_path / "good.mtg"
    good.write_text(FAILING.replace("in play with 3 damage", "in Alice's graveyard"))
    assert runner.invoke(app, ["ask", "--check", str(good)]).exit_code == 0
    wrong_answer = tmp_path / "q.mtg"
    wrong_answer.write_text(FAILING.replace("expect Grizzly Bears in play with 3 damage",
                                            'question "Dies?" asks whether Grizzly Bears in play answer yes'))
    assert runner.invoke(app, ["ask", "--check", "--json", str(wrong_answer)]).exit_code == 1
