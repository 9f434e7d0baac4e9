"""``it is turn N`` (101.4) and ``tries to`` plays expected to be illegal (422): exact AST and errors."""

from __future__ import annotations

import pytest

from judge.dsl import ast as A
from judge.dsl import parse
from judge.errors import DiagnosticsError

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def test_turn_number_sets_the_turn_declaration():
    s = parse("player Alice\nplayer Bob\nturn Alice, draw\nit is turn 1\n")
    assert s.turn == A.TurnDecl("Alice", A.Step.DRAW, number=1)


def test_without_a_turn_number_it_is_none():
    assert parse(HEAD).turn == A.TurnDecl("Alice", A.Step.PRECOMBAT_MAIN)


@pytest.mark.parametrize("text, message", [
    ("player Alice\nit is turn 2\n", "2:1: say whose turn it is (turn Alice, upkeep) to give the turn's number"),
    (HEAD + "it is turn 2\nit is turn 3\n", "5:1: the turn number is given twice (first at line 4)"),
    (HEAD + "it is turn 0\n", "4:1: turns are numbered from 1 (turn 1 is the first turn of the game, 101.4)"),
])
def test_turn_number_errors(text, message):
    with pytest.raises(DiagnosticsError) as err:
        parse(text, "t.mtg")
    assert f"t.mtg:{message}" in str(err.value)


@pytest.mark.parametrize("line, expected", [
    ("Alice tries to play Forest", A.PlayLand("Alice", A.Ref("Forest"), illegal=True)),
    ("Alice tries to cast Terror targeting @x",
     A.Cast("Alice", A.Ref("Terror"), targets=(A.Ref(label="x"),), illegal=True)),
    ("Alice tries to activate Prodigal Sorcerer ability 1 targeting Bob",
     A.Activate("Alice", A.Ref("Prodigal Sorcerer"), ability=1, targets=(A.Ref("Bob"),), illegal=True)),
    ("Alice tries to tap Forest for {G}", A.ManaAbility("Alice", A.Ref("Forest"), "{G}", illegal=True)),
    ("Alice casts Terror targeting @x", A.Cast("Alice", A.Ref("Terror"), targets=(A.Ref(label="x"),))),
])
def test_tries_to_marks_the_play_as_expected_illegal(line, expected):
    s = parse(HEAD + line + "\n")
    assert s.actions == (expected,)


def test_tries_to_round_trips_through_the_printer():
    from judge.dsl import format_scenario

    s = parse(HEAD + "it is turn 3\nAlice tries to cast Terror targeting @x\n")
    text = format_scenario(s)
    assert "it is turn 3\n" in text and "Alice tries to cast Terror targeting @x\n" in text
    assert parse(text) == s


@pytest.mark.parametrize("play, message", [
    # two Mountains that differ (one tapped): which one pays is the scenario's to say
    ("Alice tries to cast Shock targeting Bob paying with Mountain", "Mountain is ambiguous"),
    ("Carol tries to cast Shock targeting Bob", "unknown player 'Carol'"),
    # which of a permanent's abilities is meant is the scenario's to say (audit 7704: Plateau)
    ("Alice tries to activate Adarkar Wastes", "has 2 activated abilities; say which"),
    ("Alice tries to activate Adarkar Wastes ability 7", "has 2 activated abilities, not 7"),
])
def test_a_play_expected_illegal_meeting_a_mistake_of_the_scenario_is_an_error_not_a_pass(play, message):
    """The audit (seed 4401) found an ambiguous reference counted as the expected illegal play
    ('Mountain is ambiguous … reversed'): the line passed whether the play was legal or not."""
    from judge.engine import simulate
    from judge.errors import JudgeError

    board = HEAD + "Alice in play: Mountain, Mountain (tapped), Adarkar Wastes\nAlice hand: Shock\n"
    with pytest.raises(JudgeError, match=message):
        simulate(parse(board + play + "\n", "t.mtg"))


def test_a_land_tapped_for_mana_none_of_its_abilities_makes_is_an_illegal_play():
    """Audit 7704 (Plateau): "Alice taps Plateau for {G}" was told to say which of Plateau's two
    abilities it meant — and, as `tries to`, passed as the expected illegal play for that reason.
    No ability of Plateau makes {G}: the play is illegal as Forest's for {R} is."""
    from judge.engine import simulate
    from judge.errors import JudgeError

    board = HEAD + "Alice in play: Plateau\n"
    with pytest.raises(JudgeError, match=r"Plateau produces \{R\} or \{W\}, not \{G\}"):
        simulate(parse(board + "Alice taps Plateau for {G}\n", "t.mtg"))
    out = simulate(parse(board + "Alice tries to tap Plateau for {G}\nAlice taps Plateau for {W}\n", "t.mtg"))[0]
    steps = [s.text for s in out.steps]
    assert any("illegal play" in t and "Plateau produces {R} or {W}, not {G}" in t for t in steps), steps
    assert out.final.players[0].mana_pool == "{W}"
