"""A scenario that starts mid-combat (``(attacking)``, ``(blocking @x)``, docs/combat.md): each
setup the rules refuse is an error of one paragraph at its line, with its rule, exit 2 — those the
scenario's words show from ``judge check`` on (judge.dsl.checks), those that need the cards from
``judge ask`` (judge.engine.build)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()


def _scenario(turn: str, alice: str, bob: str) -> str:
    return f"player Alice\nplayer Bob\n{turn}\nAlice in play: Grizzly Bears as @bears {alice}\nBob in play: Wall of Stone as @wall {bob}\n"


BLOCKERS = "turn Alice, declare blockers step"


@pytest.mark.parametrize("turn, alice, bob, words", [
    # an attack only in the combat phase, from the declare attackers step on (306.1, 308.1, 308.5)
    ("turn Alice, precombat main", "(attacking)", "",
     ["t.mtg:4:16: Grizzly Bears (@bears) is set up as attacking, but the scenario starts in the precombat main phase",
      "(306.1, 308.1, 308.5)", "`turn Alice, declare blockers step`", "`Alice attacks with @bears`"]),
    # only the active player's creatures attack (308.1)
    (BLOCKERS, "", "(attacking)",
     ["t.mtg:5:14: Wall of Stone (@wall) is set up as attacking, but Bob controls it and it is Alice's turn",
      "only the active player's creatures attack (308.1)"]),
    # a block only from the declare blockers step on (309.1)
    ("turn Alice, declare attackers step", "(attacking)", "(blocking @bears)",
     ["t.mtg:5:14: Wall of Stone (@wall) is set up as blocking, but the scenario starts in the declare attackers step",
      "(306.1, 309.1, 309.3)"]),
    # only the defending player's creatures block (309.1)
    (BLOCKERS, "(attacking)", "\nAlice in play: Hill Giant (blocking @bears)",
     ["is set up as blocking, but Alice controls it and it is Alice's turn: only the defending player, Alice's "
      "opponent, declares blockers (309.1)"]),
    # a block of a creature not attacking (309.1)
    (BLOCKERS, "", "(blocking @bears)",
     ["t.mtg:5:47: Wall of Stone (@wall) is set up as blocking @bears, which is not set up as attacking",
      "(309.1)"]),
    # a noncreature permanent neither attacks (308.1) nor blocks (309.1)
    (BLOCKERS, "(attacking), Forest as @f (attacking)", "",
     ["t.mtg:4:53: Forest @f is set up as attacking, but it is not a creature", "(308.1)"]),
    (BLOCKERS, "(attacking)", ", Island as @i (blocking @bears)",
     ["Island @i is set up as blocking, but it is not a creature", "(309.1)"]),
    # one attacker per blocker unless a card allows more (309.1)
    (BLOCKERS, "(attacking), Hill Giant as @g (attacking)", "(blocking @bears and @g)",
     ["t.mtg:5:14: Wall of Stone @wall is set up as blocking 2 attackers", "only one attacking creature (309.1)"]),
    # the label must name an object
    (BLOCKERS, "(attacking)", "(blocking @nope)", ["t.mtg:5:47: no object is labelled @nope"]),
    # attacking and blocking are statuses of permanents in play
    (BLOCKERS, "(attacking)", "\nBob hand: Shock (blocking @bears)", ["t.mtg:6:11: only a permanent in play can be blocking"]),
    # one creature does not both attack and block
    (BLOCKERS, "(attacking, blocking @bears)", "",
     ["t.mtg:4:16: Grizzly Bears (@bears) is set up as attacking and as blocking", "(308.1)", "(309.1)"]),
])
def test_a_refused_mid_combat_setup_is_one_paragraph(tmp_path, monkeypatch, turn, alice, bob, words):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t.mtg").write_text(_scenario(turn, alice, bob))
    res = runner.invoke(app, ["ask", "t.mtg"])
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    assert res.output.count("error") == 1, res.output  # one paragraph, for the one problem
    text = " ".join(res.output.split())
    for w in words:
        assert w in text, (w, res.output)


def test_first_strike_in_the_combat_damage_step_is_refused(tmp_path, monkeypatch):
    # two combat damage steps (502.2b): which one the scenario starts in is not said
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t.mtg").write_text("player Alice\nplayer Bob\nturn Alice, combat damage step\n"
                                    "Alice in play: Anaba Bodyguard as @b (attacking, tapped)\n")
    res = runner.invoke(app, ["ask", "t.mtg"])
    assert res.exit_code == 2, res.output
    assert "has first strike, so this combat has two combat damage steps (502.2b)" in " ".join(res.output.split())


def test_judge_check_finds_what_the_words_show(tmp_path, monkeypatch):
    # the step, the player and the attacker blocked are the scenario's words: no game is needed
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t.mtg").write_text(_scenario("turn Alice, precombat main", "(attacking)", "(blocking @bears)"))
    res = runner.invoke(app, ["check", "t.mtg"])
    assert res.exit_code == 2, res.output
    text = " ".join(res.output.split())
    assert "t.mtg:4:16: Grizzly Bears (@bears) is set up as attacking, but the scenario starts in the precombat main" in text
    assert "t.mtg:5:14: Wall of Stone (@wall) is set up as blocking, but the scenario starts in the precombat main" in text
