"""The cleanup step's "until end of turn" effects ending (314.1b) leave out an effect whose every fixed object
has left play: Giant Growth on Grizzly Bears destroyed later in the turn was connected to that permanent's
existence, which ended as it left play (217.8: "effects connected to its previous existence expire") — the
cleanup step listed it among the effects ending, a step about nothing (as it already leaves out a gone
permanent's restrictions and shields, audit 7470, and the upkeep and untap endings, h70-10). The Giant Growth on
the Bears still in play is said to end."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app

_BOARD = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
          "Alice in play: Grizzly Bears as @gone, Grizzly Bears as @kept\n"
          "Alice hand: Giant Growth as @g1, Giant Growth as @g2\nBob hand: Terror as @t\n"
          "Alice library: 3 unknown cards\nBob library: 3 unknown cards\n"
          "Alice casts @g1 targeting @gone\nall pass until the stack is empty\n"
          "Alice casts @g2 targeting @kept\nall pass until the stack is empty\n"
          "Alice passes\nBob casts @t targeting @gone\nall pass until the stack is empty\n")


def _trace(tmp_path, text: str) -> str:
    f = tmp_path / "s.mtg"
    f.write_text(text)
    res = CliRunner().invoke(app, ["ask", str(f)], env={"COLUMNS": "250"})
    assert res.exit_code == 0, res.output
    return " ".join(res.output.split("Why  (")[0].split())


def test_an_effect_of_a_destroyed_creature_is_not_listed_at_cleanup(tmp_path):
    trace = _trace(tmp_path, _BOARD + "all pass until the upkeep step\nexpect @gone in Alice's graveyard\n")
    # (each effect named with the object it applies to, 418.3b: h71-8 left the list quoting "gets +3/+3" alone)
    assert "1 \"until end of turn\" effect ends (Grizzly Bears @kept: gets +3/+3)" in trace
    assert "2 \"until end of turn\" effects end" not in trace


def test_nothing_left_to_end_says_no_simultaneous_step(tmp_path):
    # the kept Bears' Giant Growth gone too (Terror on it as well): no effect of either is said to end
    text = _BOARD.replace("Bob hand: Terror as @t", "Bob hand: Terror as @t, Terror as @t2") \
        + "Alice passes\nBob casts @t2 targeting @kept\nall pass until the stack is empty\nall pass until the upkeep step\n"
    trace = _trace(tmp_path, text)
    assert "\"until end of turn\" effect" not in trace
    assert "Nothing is waiting" in trace


def test_two_alike_effects_ending_at_cleanup_name_their_objects(tmp_path):
    # two Giant Growths, both creatures alive: the list said "(gets +3/+3; gets +3/+3)", which creature each? (314.1b)
    text = _BOARD.replace("Alice passes\nBob casts @t targeting @gone\nall pass until the stack is empty\n", "")
    trace = _trace(tmp_path, text + "all pass until the upkeep step\n")
    assert "2 \"until end of turn\" effects end (Grizzly Bears @gone: gets +3/+3; Grizzly Bears @kept: gets +3/+3)" \
        in trace, trace
