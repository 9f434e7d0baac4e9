"""A mana source whose {T} mana abilities are several (Karplusan Forest: "{T}: Add one colorless mana
to your mana pool." and "{T}: Add {R} or {G} to your mana pool. Karplusan Forest deals 1 damage to
you.") pays a cost the scenario leaves to the default payment with whichever of them makes the mana
owed (409.1f, 411.2). Only its first ability was looked at, so a Lightning Bolt Bob could pay for
with his Karplusan Forest ended the scenario in an error saying no untapped mana source could pay
(found by audit 7975, Sivvi's Ruse)."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\n"


def _ask(tmp_path, text: str):
    f = tmp_path / "s.mtg"
    f.write_text(text)
    return CliRunner().invoke(app, ["ask", str(f)], env={"COLUMNS": "200"})


def test_karplusan_forest_pays_red_by_default_and_deals_its_damage(tmp_path):
    res = _ask(tmp_path, HEAD + "Bob in play: Island, Karplusan Forest as @kf\nBob hand: Lightning Bolt\n"
                               "Bob casts Lightning Bolt targeting Alice\nall pass until the stack is empty\n"
                               "expect Alice life 17\nexpect Bob life 19\nexpect @kf with tapped\n")
    said = " ".join(res.output.split())
    assert res.exit_code == 0, res.output
    assert "can't pay" not in said
    assert "Karplusan Forest @kf adds {R}" in said
    assert "Traceback" not in res.output


def test_karplusan_forest_pays_generic_with_its_painless_ability(tmp_path):
    # Hill Giant's {3}{R}: a Mountain's {R}, and the Forest's colorless ability for the generic part — no
    # damage to Bob
    res = _ask(tmp_path, HEAD + "Bob in play: Mountain, Karplusan Forest as @kf, Mountain, Mountain\n"
                               "Bob hand: Hill Giant\nBob casts Hill Giant\nall pass until the stack is empty\n"
                               "expect Hill Giant in play\nexpect Bob life 20\n")
    assert res.exit_code == 0, res.output


def test_a_cost_the_source_cant_make_is_still_refused(tmp_path):
    res = _ask(tmp_path, HEAD + "Bob in play: Karplusan Forest\nBob hand: Unsummon\nAlice in play: Grizzly Bears\n"
                               "Bob casts Unsummon targeting Grizzly Bears\n")
    assert res.exit_code == 2, res.output
    assert "can't pay {U}" in " ".join(res.output.split())
    assert "Traceback" not in res.output
