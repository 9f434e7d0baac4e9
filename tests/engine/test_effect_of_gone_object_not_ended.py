"""An "until your next upkeep" effect on an object that has since left play isn't said to end: Xenic
Poltergeist's "becomes an artifact creature" on a Mox Pearl (a 0/0, put into the graveyard at once, 420.5b)
was of that object only, and the card in the graveyard is a new object (217.8) — at Alice's upkeep the trace
said "The effect of Xenic Poltergeist @xp1 ('is an artifact creature') ends", a step about nothing (audit
7975; as the cleanup step leaves out a gone permanent's restrictions and shields, audit 7470). The effect on
the Howling Mine still in play is said to end."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app


def test_effect_on_a_mox_gone_to_the_graveyard_is_not_said_to_end(tmp_path):
    f = tmp_path / "s.mtg"
    f.write_text("player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
                 "Alice in play: Xenic Poltergeist as @xp1, Xenic Poltergeist as @xp2\n"
                 "Bob in play: Mox Pearl as @mp, Howling Mine as @hm\n"
                 "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
                 "Bob passes\nAlice activates @xp1 targeting @mp\nall pass until the stack is empty\n"
                 "Bob passes\nAlice activates @xp2 targeting @hm\nall pass until the stack is empty\n"
                 "all pass until the upkeep step\n"
                 "expect @mp in Bob's graveyard\nexpect @hm in play with not type Creature\n")
    res = CliRunner().invoke(app, ["ask", str(f)], env={"COLUMNS": "250"})
    assert res.exit_code == 0, res.output
    trace = " ".join(res.output.split("Why  (")[0].split())  # the trace, before the "Why" section repeats steps
    assert "The effect of Xenic Poltergeist @xp2 (\"is an artifact creature\") ends" in trace
    assert "The effect of Xenic Poltergeist @xp1" not in trace
