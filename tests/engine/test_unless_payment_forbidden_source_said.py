"""A payment asked on resolution ("unless its controller pays {1}") that the player can't make because
a static ability forbids his mana abilities now says so: in Alice's turn, with City of Solitude in play
("Players can play spells and play abilities only during their own turns"), Bob can't tap his untapped
Forest to pay Erratic Portal's {1} — the step said "Bob's untapped mana sources: none", with the Forest
untapped before everyone's eyes (audit 7975)."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app

BOARD = ("player Alice\nplayer Bob\nturn Alice, precombat main\n"
         "Alice in play: Erratic Portal as @ep, Plains\nBob in play: Hill Giant as @hg, Forest as @f\n")


def _ask(tmp_path, text: str):
    f = tmp_path / "s.mtg"
    f.write_text(text)
    return CliRunner().invoke(app, ["ask", str(f)], env={"COLUMNS": "250"})


def test_the_forbidden_forest_is_named_with_city_of_solitude(tmp_path):
    res = _ask(tmp_path, BOARD + "Alice in play: City of Solitude\n"
                                 "Alice activates @ep targeting @hg\nall pass until the stack is empty\n"
                                 "expect @hg in Bob's hand\nexpect @f with untapped\n"
                                 "expect trace cites 103.1 at \"can't be played now\"\n")
    said = " ".join(res.output.split())
    assert res.exit_code == 0, res.output
    assert "untapped mana sources: none" not in said
    assert "Forest @f is untapped, but its mana ability can't be played now (City of Solitude" in said


def test_without_the_city_bob_may_pay_with_the_forest(tmp_path):
    res = _ask(tmp_path, BOARD + "Alice activates @ep targeting @hg\nall pass\nBob chooses yes\n"
                                 "expect @hg in play\nexpect @f with tapped\n")
    assert res.exit_code == 0, res.output


def test_an_ability_allowed_in_its_players_own_turn_is_said_as_an_ability(tmp_path):
    # "so Alice may play Plains" (a land played?) for the Plains' mana ability; "may play Erratic Portal @ep"
    # for the Portal's ability: what is played is the ability (audit 7975)
    res = _ask(tmp_path, BOARD + "Alice in play: City of Solitude\n"
                                 "Alice activates @ep targeting @hg\nall pass until the stack is empty\n")
    said = " ".join(res.output.split())
    assert res.exit_code == 0, res.output
    assert "so Alice may play Erratic Portal @ep's ability (City of Solitude" in said
    assert "so Alice may play Plains' mana ability (City of Solitude" in said
    assert "may play Plains (" not in said
