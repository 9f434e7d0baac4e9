"""A creature with the same landwalk twice (Veldrane of Sengir's "{1}{B}{B}: … gains forestwalk until end
of turn", played twice) has it once for blocking: 502.6d, multiple copies of the same landwalk are
redundant — the block's check said "has forestwalk, but Bob controls no Forest" twice (audit 7975)."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app


def test_forestwalk_gained_twice_is_said_once(tmp_path):
    f = tmp_path / "s.mtg"
    f.write_text("player Alice\nplayer Bob\nturn Alice, beginning of combat\nmana is not tracked\n"
                 "Alice in play: Veldrane of Sengir as @vs\nBob in play: Island, Grizzly Bears as @gb\n"
                 "Alice activates @vs\nall pass until the stack is empty\nAlice activates @vs\n"
                 "all pass until the stack is empty\nall pass until the declare attackers step\n"
                 "Alice attacks with @vs\nall pass until the declare blockers step\nBob blocks @vs with @gb\n"
                 "expect @vs with blocked\n")
    res = CliRunner().invoke(app, ["ask", str(f)], env={"COLUMNS": "250"})
    assert res.exit_code == 0, res.output
    trace = " ".join(res.output.split("Why  (")[0].split())  # the trace, before the "Why" section repeats steps
    assert trace.count("has forestwalk, but Bob controls no Forest") == 1
