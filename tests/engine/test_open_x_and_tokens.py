"""X left to the player (409.1b) and tokens named where they are made (216.1): issue 10."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from judge.cards.library import card_names
from judge.cards.tokens import made_token_names
from judge.cli import app
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.errors import DiagnosticsError, JudgeError
from judge.suite.expect import check_all

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"
LANDS = "Alice in play: Mountain, Mountain, Mountain, Forest\nAlice hand: Blaze\n"


def scenario(text: str):
    return check_text(text, "x.mtg", card_names(), made_token_names)


def lives(outs) -> list[int]:
    return [next(p.life for p in o.final.players if p.name == "Bob") for o in outs]


def test_x_of_her_choice_is_every_value_she_can_pay():
    outs = simulate(scenario(HEAD + LANDS + "Alice casts Blaze targeting Bob with X of her choice\nall pass\n"))
    assert lives(outs) == [20, 19, 18, 17]  # {X}{R} with four lands: X = 0..3, not 4
    assert [o.choices[0].answer for o in outs] == [("0",), ("1",), ("2",), ("3",)]
    assert all(o.choices[0].rule == "409.1b" for o in outs)


def test_a_choice_line_settles_x():
    outs = simulate(scenario(HEAD + LANDS + "Alice casts Blaze targeting Bob with X of her choice\n"
                             "Alice chooses 2\nall pass\n"))
    assert lives(outs) == [18]


def test_x_up_to_bounds_the_choice_and_untracked_mana_needs_it():
    untracked = HEAD + "mana is not tracked\nAlice hand: Blaze\n"
    outs = simulate(scenario(untracked + "Alice casts Blaze targeting Bob with X up to 2\nall pass\n"))
    assert lives(outs) == [20, 19, 18]
    with pytest.raises(JudgeError, match="with X up to 5"):
        simulate(scenario(untracked + "Alice casts Blaze targeting Bob with X of her choice\nall pass\n"))


def test_x_given_and_left_open_at_once_is_an_error():
    with pytest.raises(DiagnosticsError, match="not both"):
        scenario(HEAD + LANDS + "Alice casts Blaze targeting Bob with X = 2 with X of her choice\n")


SERFS = HEAD + "mana is not tracked\nAlice hand: Sengir Autocrat\n"


def test_tokens_take_the_labels_in_order():
    outs = simulate(scenario(SERFS + "Alice casts Sengir Autocrat creating @a, @b, @c\nall pass until the stack is empty\n"))
    serfs = [o for o in outs[0].final.objects if o.name == "Serf"]
    assert [o.label for o in serfs] == ["a", "b", "c"] and all(o.token for o in serfs)


def test_a_label_no_token_takes_names_nothing():
    # four labels, three Serfs: the fourth names no object, and an expectation on it fails
    s = scenario(SERFS + "Alice casts Sengir Autocrat creating @a, @b, @c, @d\nall pass until the stack is empty\n"
                 "expect @d in play\n")
    (res,) = check_all(s.expectations, simulate(s))
    assert not res.passed


def test_creating_labels_are_unique():
    with pytest.raises(DiagnosticsError, match="used twice"):
        scenario(SERFS + "Alice in play: Forest as @a\nAlice casts Sengir Autocrat creating @a\n")


def test_a_token_a_card_makes_may_be_named_but_not_any_name():
    bottle = HEAD + "Alice in play: Bottle of Suleiman, Forest\nAlice activates Bottle of Suleiman\nall pass\n"
    s = scenario(bottle + "expect when Alice chooses won: Djinn in play with 5/5\n")
    assert all(r.passed for r in check_all(s.expectations, simulate(s)))
    with pytest.raises(DiagnosticsError, match="unknown card 'Serf'"):  # no card here makes a Serf
        scenario(bottle + "expect Serf in play\n")
    assert made_token_names(s) == frozenset({"Djinn"})


def test_judge_check_knows_the_tokens(tmp_path):
    path = tmp_path / "t.mtg"
    path.write_text(HEAD + "Alice in play: Bottle of Suleiman, Forest\nAlice activates Bottle of Suleiman\nall pass\n"
                    "expect in some outcome: Djinn in play\n")
    res = CliRunner().invoke(app, ["check", str(path)])
    assert res.exit_code == 0, res.output
