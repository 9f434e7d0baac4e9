"""An alternative cost refused because its land-type condition fails says why when a land of that
type has been made another basic land type: with Conversion ("All Mountains are Plains") in play,
Bob's Mountain is a Plains, no longer a Mountain (214.9f), so Sivvi's Ruse's "If an opponent controls
a Mountain and you control a Plains" fails — the refusal said only "that isn't so now", with the
Mountain in plain view (audit 7975)."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app


def _ask(tmp_path, text: str):
    f = tmp_path / "s.mtg"
    f.write_text(text)
    return CliRunner().invoke(app, ["ask", str(f)], env={"COLUMNS": "250"})


def test_the_refusal_names_the_mountain_made_a_plains(tmp_path):
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
                         "Alice in play: Conversion, Plains\nAlice hand: Sivvi's Ruse\nBob in play: Mountain as @bm\n"
                         "Bob passes\nAlice tries to cast Sivvi's Ruse for its alternative cost\n"
                         "expect trace cites 214.9f at \"alternative cost\"\n")
    said = " ".join(res.output.split())
    assert res.exit_code == 0, res.output
    assert "Mountain @bm is a Plains now, no longer a Mountain" in said


def test_no_such_fact_when_there_is_simply_no_mountain(tmp_path):
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
                         "Alice in play: Plains\nAlice hand: Sivvi's Ruse\nBob in play: Island\n"
                         "Bob passes\nAlice tries to cast Sivvi's Ruse for its alternative cost\n"
                         "expect trace does not cite 214.9f\n")
    said = " ".join(res.output.split())
    assert res.exit_code == 0, res.output
    assert "no longer a Mountain" not in said and "that isn't so now" in said


def test_alices_own_mountain_made_a_plains_is_not_named_for_an_opponents_mountain(tmp_path):
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
                         "Alice in play: Conversion, Mountain as @am\nAlice hand: Sivvi's Ruse\nBob in play: Island\n"
                         "Bob passes\nAlice tries to cast Sivvi's Ruse for its alternative cost\n")
    said = " ".join(res.output.split())
    assert res.exit_code == 0, res.output
    assert "@am is a Plains now" not in said
