"""A permanent set up in play whose own "When ~ comes into play" ability grants a static ability
(Earthbind) is refused, loudly, with the scenario's line: its ability triggered before the scenario
began (410.10a), and the lasting ability it may have granted isn't something a set-up states — set up
without it, Wind Drake would silently keep the flying Earthbind took away."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app

BOARD = ("player Alice\nplayer Bob\nturn Alice, precombat main\n"
         "Bob in play: Wind Drake as @drake\nAlice in play: Earthbind attached to @drake\n")


def _ask(tmp_path, text: str):
    f = tmp_path / "s.mtg"
    f.write_text(text)
    return CliRunner().invoke(app, ["ask", str(f)], env={"COLUMNS": "100"})


def test_earthbind_set_up_in_play_is_refused_with_its_line(tmp_path):
    res = _ask(tmp_path, BOARD + "expect @drake in play\n")
    assert res.exit_code == 2
    said = " ".join(res.output.split())
    assert "s.mtg:5" in said
    assert "Earthbind can't be set up in play" in said and "410.10a" in said
    assert "play Earthbind in the scenario instead" in said
    assert "Traceback" not in res.output


def test_earthbind_played_in_the_scenario_takes_flying_away(tmp_path):
    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
            "Bob in play: Wind Drake as @drake\nAlice hand: Earthbind as @eb\n"
            "Alice casts @eb targeting @drake\nall pass until the stack is empty\n"
            "expect @drake in play with 2 damage\n")
    res = _ask(tmp_path, text)
    assert res.exit_code == 0, res.output
    assert "Enchanted creature loses flying" in " ".join(res.output.split())


def test_a_permanent_with_a_plain_comes_into_play_trigger_is_still_set_up(tmp_path):
    # Gravedigger's "When ~ comes into play, you may return …" grants nothing lasting: set up as before
    res = _ask(tmp_path, "player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Gravedigger\n")
    assert res.exit_code == 0, res.output
