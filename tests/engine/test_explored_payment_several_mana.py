"""The explored and default payments plan with mana sources that add several mana (Sol Ring's two
colorless, Gaea's Cradle's one {G} for each creature) and with mana abilities that cost the source
more than {T} with no choice asked (Svyelunite Temple's "{T}, Sacrifice Svyelunite Temple: Add {U}{U}",
Peat Bog's "{T}, Remove a depletion counter …"): 409.1f, 411.2. Mana left over floats, and burns at the
phase's end unless spent (300.4). Before, neither planned with them: Sol Ring paying a {1} beside a
Forest was never an outcome, and Crystal Vein alone couldn't pay Howling Mine's {2}."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from judge.cli import app

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def _ask(tmp_path, text: str, *mode: str):
    f = tmp_path / "s.mtg"
    f.write_text(HEAD + text)
    return CliRunner().invoke(app, ["ask", *mode, str(f)], env={"COLUMNS": "200"})


def _outcomes(res) -> list[dict]:
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)["outcomes"]


def _said(res) -> str:
    return " ".join(res.output.split())


def test_sol_ring_and_a_forest_pay_a_generic_mana_each_way_never_together(tmp_path):
    res = _ask(tmp_path, "Alice in play: Sol Ring as @sr, Forest as @f\nAlice hand: Sol Ring as @new\n"
                         "Alice casts @new\nall pass until the beginning of combat step\n"
                         "expect in some outcome: Alice life 19\nexpect in some outcome: Alice life 20\n"
                         "expect in every outcome: @new in play\n")
    assert res.exit_code == 0, res.output
    said = _said(res)
    assert "Outcome 1 of 2" in said and "Outcome 2 of 2" in said  # (not Sol Ring and the Forest together)
    assert "Alice pays for Sol Ring with Sol Ring @sr (one of the outcomes explored" in said
    assert "1 mana left over stays in Alice's mana pool" in said
    assert "Alice loses 1 life to mana burn" in said


def test_floating_mana_is_spent_later_in_the_phase(tmp_path):
    # Sol Ring's {2} for the first {1}: its second mana pays the next spell from the pool, no burn
    res = _ask(tmp_path, "Alice in play: Sol Ring as @sr, Forest as @f\nAlice hand: Feldon's Cane, Feldon's Cane\n"
                         "Alice casts Feldon's Cane\nAlice chooses @sr\nall pass until the stack is empty\n"
                         "Alice casts Feldon's Cane\nall pass until the beginning of combat step\n"
                         "expect Alice life 20\nexpect @f with untapped\n")
    assert res.exit_code == 0, res.output
    assert "says so); 1 mana left over" in _said(res)


def test_svyelunite_temple_each_ability_is_its_own_outcome(tmp_path):
    res = _ask(tmp_path, "Alice in play: Svyelunite Temple as @t\nAlice hand: Unsummon\nBob in play: Grizzly Bears\n"
                         "Alice casts Unsummon targeting Grizzly Bears\nall pass until the beginning of combat step\n",
                         "--json")
    outs = _outcomes(res)
    whens = sorted(" ".join(", ".join(c["answer"]) for c in o["choices"]) for o in outs)
    assert whens == ["Svyelunite Temple @t with its {U} ability", "Svyelunite Temple @t with its {U}{U} ability"]


def test_a_choice_line_naming_the_temple_plays_its_first_ability_and_says_so(tmp_path):
    res = _ask(tmp_path, "Alice in play: Svyelunite Temple as @t, Island\nAlice hand: Unsummon\nBob in play: Grizzly Bears\n"
                         "Alice casts Unsummon targeting Grizzly Bears\nAlice chooses @t\nall pass until the stack is empty\n"
                         "expect @t with tapped\nexpect Island with untapped\n")
    assert res.exit_code == 0, res.output
    assert "not which of its mana abilities: the first in its text that can pay is played" in _said(res)


def test_a_depletion_land_pays_by_removing_its_counter(tmp_path):
    # Peat Bog: "{T}, Remove a depletion counter from Peat Bog: Add {B}{B}" — Dark Ritual's {B} paid with
    # it or with the Swamp; with it, one {B} is left over (and Dark Ritual's three)
    res = _ask(tmp_path, "Alice in play: Peat Bog as @pb (2 depletion counters), Swamp as @s\nAlice hand: Dark Ritual\n"
                         "Alice casts Dark Ritual\nall pass until the stack is empty\n"
                         "expect in some outcome: @pb with 1 depletion counter\n"
                         "expect in some outcome: @pb with 2 depletion counters\n")
    assert res.exit_code == 0, res.output
    assert "Outcome 2 of 2" in _said(res)


def test_gaeas_cradle_pays_by_default(tmp_path):
    res = _ask(tmp_path, "Alice in play: Gaea's Cradle as @gc, Grizzly Bears, Llanowar Elves\nAlice hand: Howling Mine\n"
                         "Alice casts Howling Mine\nall pass until the stack is empty\nexpect Howling Mine in play\n"
                         "expect @gc with tapped\n")
    assert res.exit_code == 0, res.output


def test_crystal_vein_is_sacrificed_only_where_nothing_else_pays(tmp_path):
    res = _ask(tmp_path, "Alice in play: Crystal Vein as @cv, Island\nAlice hand: Howling Mine\n"
                         "Alice casts Howling Mine\nall pass until the stack is empty\n", "--json")
    outs = _outcomes(res)
    whens = sorted(" ".join(", ".join(c["answer"]) for c in o["choices"]) for o in outs)
    # its {1} ability with the Island, or its {2} ability alone (the Island untapped)
    assert whens == ["Crystal Vein @cv with its {1} ability, Island", "Crystal Vein @cv with its {2} ability"]


def test_a_cost_no_way_pays_is_still_refused(tmp_path):
    res = _ask(tmp_path, "Alice in play: Crystal Vein as @cv\nAlice hand: Jalum Tome\nAlice casts Jalum Tome\n")
    assert res.exit_code == 2, res.output
    assert "can't pay {3}" in _said(res)
    assert "Traceback" not in res.output


def test_a_choice_line_names_one_of_a_sources_mana_abilities(tmp_path):
    # as the outcome is named: Karplusan Forest's {R} or {G} ability paying a generic {1} (1 damage), though its
    # first would pay too
    res = _ask(tmp_path, "Alice in play: Karplusan Forest as @kf, Island\nAlice hand: Sol Ring\nAlice casts Sol Ring\n"
                         "Alice chooses \"Karplusan Forest @kf with its {R} or {G} ability\"\n"
                         "all pass until the stack is empty\nexpect Alice life 19\nexpect Island with untapped\n")
    assert res.exit_code == 0, res.output
    assert "with Karplusan Forest @kf with its {R} or {G} ability (line 7 says so)" in _said(res)


def test_a_choice_line_naming_an_ability_the_source_lacks_is_refused(tmp_path):
    res = _ask(tmp_path, "Alice in play: Svyelunite Temple as @t, Island\nAlice hand: Unsummon\nBob in play: Grizzly Bears\n"
                         "Alice casts Unsummon targeting Grizzly Bears\nAlice chooses \"@t with its {B}{B} ability\"\n")
    assert res.exit_code == 2, res.output
    said = _said(res)
    assert "the line names \"its {B}{B} ability\" of Svyelunite Temple @t, which has no such mana ability" in said
    assert "its {U} ability and its {U}{U} ability (411.2)" in said
    assert "Traceback" not in res.output


def test_a_counted_source_is_played_before_another_sacrificed(tmp_path):
    # Hypnotic Specter's {1}{B}{B}: Basal Thrull sacrificed for {B}{B} and Gaea's Cradle's {G} for each creature —
    # the Cradle played first counts the Thrull too ({G}{G}); no refusal, no traceback, a {G} left over
    res = _ask(tmp_path, "Alice in play: Basal Thrull as @bt, Gaea's Cradle as @gc, Grizzly Bears\nAlice hand: Hypnotic Specter\n"
                         "Alice casts Hypnotic Specter\nall pass until the stack is empty\nexpect Hypnotic Specter in play\n"
                         "expect @bt in Alice's graveyard\nexpect Alice mana pool {G}\n")
    assert res.exit_code == 0, res.output
    said = _said(res)
    assert said.index("Gaea's Cradle @gc adds {G}{G}") < said.index("Basal Thrull @bt adds {B}{B}")
