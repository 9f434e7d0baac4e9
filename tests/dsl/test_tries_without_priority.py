"""Issue 44: a `tries to` line refused only because its player doesn't hold priority proves
nothing about the card (408.1d; 305.4 for a land, 411.2 for a mana ability): it is an error of
the scenario (exit 2, at the line), unless the line says so on purpose with `without priority`
— which is itself an error where the player does hold priority."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.dsl import ast as A
from judge.dsl import format_scenario, parse
from judge.dsl.checks import every_problem
from judge.engine import simulate
from judge.errors import DiagnosticsError, JudgeError

ROOT = Path(__file__).resolve().parents[2]
HEAD = 'title "t"\nplayer Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n'
NAMES = {"Grizzly Bears", "Shock", "Giant Growth", "Forest", "Llanowar Elves"}
# after two passes in succession the lines alone don't say who has priority (Alice, in play):
# only playing finds the error
RESOLVED = "Alice hand: Shock, Shock\nBob hand: Shock\nAlice casts Shock targeting Bob\nall pass\n"


@pytest.mark.parametrize("line, expected", [
    ("Bob tries to play Forest without priority", A.PlayLand("Bob", A.Ref("Forest"), illegal=True, without_priority=True)),
    ("Bob tries to cast Shock targeting Alice without priority",
     A.Cast("Bob", A.Ref("Shock"), targets=(A.Ref("Alice"),), illegal=True, without_priority=True)),
    ("Bob tries to activate Prodigal Sorcerer ability 1 targeting Alice without priority",
     A.Activate("Bob", A.Ref("Prodigal Sorcerer"), ability=1, targets=(A.Ref("Alice"),), illegal=True,
                without_priority=True)),
    ("Bob tries to tap Forest for {G} without priority",
     A.ManaAbility("Bob", A.Ref("Forest"), "{G}", illegal=True, without_priority=True)),
    ("Bob tries to cast Force of Will without paying its mana cost without priority",
     A.Cast("Bob", A.Ref("Force of Will"), alternative=True, illegal=True, without_priority=True)),
    ("Bob tries to cast Shock targeting Alice", A.Cast("Bob", A.Ref("Shock"), targets=(A.Ref("Alice"),), illegal=True)),
])
def test_without_priority_ends_a_tries_to_line(line, expected):
    s = parse(HEAD + line + "\n")
    assert s.actions == (expected,)
    assert format_scenario(s).rstrip("\n").endswith(line.replace("without paying its mana cost", "for its alternative cost"))
    assert parse(format_scenario(s)) == s


def test_an_ordinary_play_takes_no_without_priority():
    with pytest.raises(DiagnosticsError, match="t.mtg:6:"):
        parse(HEAD + "Bob casts Shock targeting Alice without priority\n", "t.mtg")


def _found(body: str) -> list[tuple[int, int, str]]:
    _, diags = every_problem(HEAD + body, "t.mtg", NAMES)
    return [(d.line, d.column, d.message) for d in diags]


@pytest.mark.parametrize("body, holder, rule", [
    ("Bob hand: Shock\nBob tries to cast Shock targeting Alice\n", "Alice", "408.1d"),
    ("Bob hand: Forest\nBob tries to play Forest\n", "Alice", "305.4"),
    ("Bob in play: Llanowar Elves\nBob tries to tap Llanowar Elves for {G}\n", "Alice", "411.2"),
    ("Alice hand: Shock, Shock\nBob hand: Giant Growth\nAlice casts Shock targeting Bob\nAlice passes\n"
     "Bob casts Giant Growth targeting Bob\nAlice tries to cast Shock targeting Bob\n", "Bob", "408.1d"),
])
def test_judge_check_finds_a_tries_to_line_refused_for_priority_alone(body, holder, rule):
    ((line, column, message),) = _found(body)
    player = "Alice" if holder == "Bob" else "Bob"
    assert (line, column) == (body.count("\n") + 5, 1)
    assert message.startswith(f"{player} doesn't hold priority here, so this play would be refused for that alone: "
                              f"{holder} has priority at this point, not {player} (408.1c)")
    assert f"only when he or she has priority ({rule})" in message
    assert "proves nothing about the card" in message
    assert f"Write `{holder} passes` before it" in message and "end the line with `without priority`" in message


def test_after_the_players_own_pass_the_advice_is_to_try_before_it():
    """`Bob passes` after Alice's pass would be the second in succession (408.1c): the line
    belongs before her pass. Said by judge check and in play alike."""
    ((line, _, message),) = _found("Alice hand: Shock\nAlice passes\nAlice tries to cast Shock targeting Bob\n")
    assert line == 8
    assert "Bob has priority at this point, not Alice, whose pass just gave it to Bob (408.1c)" in message
    assert "`Bob passes` now would be the second pass in succession" in message
    assert "write the line before Alice's pass, where Alice has priority" in message
    assert "Write `Bob passes` before it" not in message
    with pytest.raises(JudgeError) as err:  # in play: after a resolution the lines alone don't say who has it
        simulate(parse(HEAD + RESOLVED + "Alice passes\nAlice tries to cast Shock targeting Bob\n", "t.mtg"))
    assert "t.mtg:11:1: Alice doesn't hold priority here" in str(err.value)
    assert "write the line before Alice's pass, where Alice has priority" in str(err.value)


def test_judge_check_finds_without_priority_said_of_the_player_who_has_it():
    ((line, _, message),) = _found("Alice hand: Shock\nAlice tries to cast Shock targeting Bob without priority\n")
    assert line == 7
    assert message.startswith("this line says Alice tries it without priority, but Alice has priority at this point "
                              "(408.1c). Drop `without priority`")


def test_in_play_the_error_is_exit_2_at_the_line(tmp_path):
    f = tmp_path / "t.mtg"
    f.write_text(HEAD + RESOLVED + "Bob tries to cast Shock targeting Alice\nexpect Bob life 18\n", encoding="utf-8")
    assert CliRunner().invoke(app, ["check", str(f)]).exit_code == 0  # the lines alone don't tell
    res = CliRunner().invoke(app, ["ask", str(f)])
    assert res.exit_code == 2
    err = res.stderr
    assert f"{f}:10:1: Bob doesn't hold priority here, so this play would be refused for that alone: Alice has " \
           f"priority at this point, not Bob (408.1c), and a player may play a spell only when he or she has " \
           f"priority (408.1d)." in err
    assert "Write `Alice passes` before it, so that Bob receives priority" in err
    assert "    Bob tries to cast Shock targeting Alice\n    ^" in err
    assert "Traceback" not in err
    assert "attempts an illegal play" not in res.stdout


def test_the_explicit_form_is_reversed_citing_408_1d():
    out = simulate(parse(HEAD + RESOLVED + "Bob tries to cast Shock targeting Alice without priority\n", "t.mtg"))[0]
    (step,) = [s for s in out.steps if "attempts an illegal play" in s.text]
    assert step.text == ("Bob attempts an illegal play, which is reversed: Bob can't play a spell: Alice has priority "
                         "(408.1c, 408.1d)")
    assert {"408.1d", "422.1", "422.2"} <= set(step.rules)
    assert [p.life for p in out.final.players] == [20, 18]  # Bob's Shock was never played


@pytest.mark.parametrize("line, why", [
    ("Alice tries to cast Shock targeting Bob without priority", "the play is legal"),
    ("Alice tries to cast Shock targeting Bob, Alice without priority",
     "the play is refused for another reason: Shock has no further target to choose"),
])
def test_in_play_without_priority_where_the_player_has_it_is_an_error(line, why):
    with pytest.raises(JudgeError) as err:
        simulate(parse(HEAD + RESOLVED + line + "\n", "t.mtg"))
    assert (f"t.mtg:10:1: this line says Alice tries it without priority, but Alice has priority at this point "
            f"(408.1c): {why}. Drop `without priority`") in str(err.value)


@pytest.mark.parametrize("path, words", [
    # the two scenarios whose `tries to` line was refused for priority alone (issue 44's count):
    # with `Bob passes` before it, each is refused for its card's own rule
    ("scenarios/cards/403-3-sea-troll-printed-regenerates-only-after-blocking-blue.mtg",
     "Sea Troll's ability may be played only if it blocked or was blocked by a blue creature this turn"),
    ("scenarios/audit/1410/31-thallid-devourer-spore-saproling-and-pump.mtg",
     "Thallid Devourer @d doesn't have 3 spore counters to remove"),
    # the explicit form, on purpose
    ("scenarios/rules/408-1d-tries-without-priority-then-with-it.mtg", "Bob can't play a spell: Alice has priority"),
])
def test_each_case_in_a_scenario(path, words):
    text = (ROOT / path).read_text(encoding="utf-8")
    out = simulate(parse(text, path))[0]
    reversed_ = [s.text for s in out.steps if "attempts an illegal play" in s.text]
    assert any(words in t for t in reversed_), reversed_
