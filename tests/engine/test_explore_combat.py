"""Combat declarations and damage divisions a scenario leaves open are explored (issue 10):
every legal attack, block and division is an outcome; too many to explore is an error."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from judge.cards.library import card_names
from judge.cli import app
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.engine.combat_damage import _divisions
from judge.errors import JudgeError
from judge.engine.kinds import ChoiceKind

HEAD = "player Alice\nplayer Bob\nturn Alice, declare attackers\n"
TRAMPLER = 'card "Trampler"\n  cost {3}{G}\n  type Creature - Beast\n  pt 4/4\n  text "Trample"\n'


def outcomes(text: str, **kw):
    return simulate(check_text(text, "c.mtg", card_names()), **kw)


def test_divisions_are_every_composition():
    assert list(_divisions(2, 2)) == [(2, 0), (1, 1), (0, 2)]
    assert len(list(_divisions(3, 3))) == 10


def test_trample_gives_the_player_damage_only_past_lethal():
    found = outcomes(TRAMPLER + HEAD + "Alice in play: Trampler\nBob in play: Grizzly Bears\nAlice attacks with Trampler\n"
                     "all pass until the declare blockers step\nBob blocks Trampler with Grizzly Bears\n"
                     "all pass until the end of combat step\n")
    # 4 to the Bears, 3+1, 2+2: never less than lethal (2) to the Bears while Bob gets some (502.9b)
    assert sorted(o.final.player("Bob").life for o in found) == [18, 19, 20]
    assert all("Grizzly Bears" in str(o.choices[0]) for o in found)


def test_blocks_and_attacks_left_open_are_every_legal_declaration():
    found = outcomes(HEAD + "Alice in play: Hill Giant\nBob in play: Grizzly Bears, Wall of Air\n"
                     "Alice attacks with Hill Giant\nall pass until the end of combat step\n")
    kinds = {o.choices[0].kind for o in found}
    assert kinds == {ChoiceKind.BLOCK}
    blocks = {o.choices[0].answer for o in found}
    assert ("no blocks",) in blocks and len(found) >= 4  # none, Bears, Wall, both (with divisions)


def test_too_many_declarations_to_explore_is_an_error():
    many = ", ".join(f"Grizzly Bears as @b{i}" for i in range(13))
    with pytest.raises(JudgeError, match=r"possible attack declarations, more than the 4,096 explored"):
        outcomes(HEAD + f"Alice in play: {many}\nall pass until the end of combat step\n")


def test_ask_options_for_many_outcomes(tmp_path):
    path = tmp_path / "b.mtg"
    path.write_text(HEAD + "Alice in play: Hill Giant as @giant\nBob in play: Grizzly Bears, Scathe Zombies\n"
                    "Alice attacks with @giant\nall pass until the end of combat step\n"
                    'question "Does Hill Giant survive?" asks whether @giant in play\n')
    runner = CliRunner()
    res = runner.invoke(app, ["ask", "-q", str(path)], env={"COLUMNS": "300"})
    assert res.exit_code == 0, res.output
    assert "A: yes  in 3 of 7 outcomes (1-3)" in res.output and "A: no  in 4 of 7 outcomes (4-7)" in res.output
    res = runner.invoke(app, ["ask", "-q", "--outcome", "4", str(path)], env={"COLUMNS": "300"})
    assert res.output.count("Outcome ") == 1 and "Outcome 4 of 7" in res.output
    res = runner.invoke(app, ["ask", "--max-outcomes", "3", "--json", str(path)])
    data = json.loads(res.stdout)
    assert len(data["outcomes"]) == 3 and "stopped at its bound of 3" in data["outcomes"][-1]["notes"][0]
    for bad in (["--outcome", "9"], ["--max-outcomes", "0"]):
        res = runner.invoke(app, ["ask", *bad, str(path)])
        assert res.exit_code == 2, res.output


def test_the_target_of_a_one_target_spell_left_open_is_explored():
    text = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\nAlice hand: Shock\n"
            "Bob in play: Grizzly Bears\nAlice casts Shock\nall pass until the stack is empty\n")
    found = outcomes(text)
    targets = sorted(o.choices[0].answer[0] for o in found)
    assert targets == ["Alice", "Bob", "Grizzly Bears"] and all(o.choices[0].kind is ChoiceKind.TARGET for o in found)
    with pytest.raises(JudgeError, match="open choice"):  # not exploring: the scenario must say
        simulate(check_text(text, "c.mtg", card_names()), explore=False)


def test_interchangeable_creatures_give_one_outcome_per_distinct_choice():
    # two unlabelled Grizzly Bears: blocking with one or the other is the same block, and
    # 2+1 or 1+2 the same division — 4 outcomes, not 7
    found = outcomes(HEAD + "Alice in play: Hill Giant\nBob in play: Grizzly Bears, Grizzly Bears\n"
                     "Alice attacks with Hill Giant\nall pass until the end of combat step\n")
    assert len(found) == 4
    # labelled, they are told apart: the scenario may name each
    found = outcomes(HEAD + "Alice in play: Hill Giant\nBob in play: Grizzly Bears as @a, Grizzly Bears as @b\n"
                     "Alice attacks with Hill Giant\nall pass until the end of combat step\n")
    assert len(found) == 7


def test_outcomes_that_end_the_same_are_shown_once(tmp_path):
    path = tmp_path / "same.mtg"
    card = ('  type Artifact\n  text "Whenever a creature is put into a graveyard from play, you gain 1 life."\n')
    path.write_text('card "Chalice A"\n' + card + 'card "Chalice B"\n' + card +
                    "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
                    "Alice in play: Chalice A, Chalice B\nBob in play: Grizzly Bears\nAlice hand: Shock\n"
                    "Alice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")
    runner = CliRunner()
    res = runner.invoke(app, ["ask", "-q", str(path)], env={"COLUMNS": "200"})
    # merged: one heading, the other way listed under it, the board once
    assert res.output.count("Outcome 1 of 2") == 1 and "Outcome 2 of 2" in res.output
    assert "The same end, by 1 other way" in res.output and res.output.count("Alice: 22 life") == 1
    assert res.output.count("Final board") == 1
    # not merged when one outcome is asked for
    one = runner.invoke(app, ["ask", "-q", "--outcome", "2", str(path)], env={"COLUMNS": "200"})
    assert "The same end as outcome 1" in one.output and "Alice: 22 life" in one.output
    data = json.loads(runner.invoke(app, ["ask", "--json", str(path)]).stdout)
    assert [o.get("same_end_as") for o in data["outcomes"]] == [None, 1]  # (its number, as printed)
    assert data["ends"] == [[1, 2]]


def test_creatures_that_differ_only_by_an_aura_are_not_interchangeable():
    # the target of Holy Strength is open: the two Bears are interchangeable, one outcome; then
    # the enchanted Bears (3/4) and the plain one (2/2) are not: every attack is its own
    found = outcomes("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
                     "Alice in play: Grizzly Bears, Grizzly Bears\nAlice hand: Holy Strength\n"
                     "Alice casts Holy Strength\nall pass until the stack is empty\n"
                     "all pass until the end of combat step\n")
    targets = {o.choices[0].answer for o in found}
    assert len(targets) == 1  # interchangeable before the aura
    attacks = {o.choices[1].answer for o in found}
    assert len(attacks) == 4  # nothing, the enchanted one, the plain one, both
