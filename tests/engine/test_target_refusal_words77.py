"""A refused target's reason said once and naming what decides it (audit 8682, left by its engineer): Devout
Harpist's "target Aura attached to a creature" at Bad Moon said "a global enchantment, not an Aura (214.8a); it
isn't an Aura: it is attached to nothing" — the same fact twice; Mind Harness as printed at Serra Angel said
"not a legal choice for 'what it may enchant': it is white", naming neither red nor green (214.8c)."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app


def _ask(tmp_path, text: str) -> str:
    f = tmp_path / "s.mtg"
    f.write_text(text)
    res = CliRunner().invoke(app, ["ask", str(f)], env={"COLUMNS": "400"})
    assert res.exit_code == 0, res.output
    return " ".join(res.output.split())


def test_a_global_enchantment_refused_as_an_aura_says_so_once(tmp_path):
    out = _ask(tmp_path, "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
                         "Alice in play: Devout Harpist as @dh\nBob in play: Bad Moon as @bm\n"
                         "Alice tries to activate @dh targeting @bm\n")
    assert "Bad Moon is a global enchantment, not an Aura" in out, out
    assert "it isn't an Aura" not in out, out


def test_an_aura_spells_refusal_names_what_it_may_enchant(tmp_path):
    out = _ask(tmp_path, "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
                         "Alice hand: Mind Harness (printed) as @mh\nBob in play: Serra Angel as @sa\n"
                         "Alice tries to cast @mh targeting @sa\n")
    assert '"what it may enchant (a red or green creature)": it is white' in out, out
