"""The suite's and the render's sentences make a player's possessive as the trace does
(judge.cards.english.possessive): "in Charles' graveyard", as the trace's "put into Charles'
graveyard" — not "Charles's" beside it."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app
from judge.suite.describe import describe_where
from judge.zones import Zone

SCENARIO = """player Alice
player Charles
turn Alice, precombat main
mana is not tracked
Alice hand: Lightning Bolt
Charles in play: Grizzly Bears
Alice casts Lightning Bolt targeting Grizzly Bears
all pass until the stack is empty
expect Grizzly Bears in Charles' graveyard
"""


def test_describe_where_says_the_possessive_as_the_trace_does():
    assert describe_where(Zone.GRAVEYARD, "Charles") == "in Charles' graveyard"
    assert describe_where(Zone.GRAVEYARD, "Bob") == "in Bob's graveyard"


def test_ask_says_charles_once_one_way(tmp_path):
    path = tmp_path / "charles.mtg"
    path.write_text(SCENARIO, encoding="utf-8")
    res = CliRunner().invoke(app, ["ask", str(path)], env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert res.exit_code == 0, res.output
    assert "Grizzly Bears is put into Charles' graveyard" in res.stdout
    assert "Charles's" not in res.stdout
