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
from judge.engine.kinds import ChoiceKind

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"
LANDS = "Alice in play: Mountain, Mountain, Mountain, Forest\nAlice hand: Blaze\n"


def scenario(text: str):
    return check_text(text, "x.mtg", card_names(), made_token_names)


def lives(outs) -> list[int]:
    return [next(p.life for p in o.final.players if p.name == "Bob") for o in outs]


def test_x_of_her_choice_is_every_value_she_can_pay():
    outs = simulate(scenario(HEAD + LANDS + "Alice casts Blaze targeting Bob with X of her choice\nall pass\n"))
    assert sorted(set(lives(outs))) == [17, 18, 19, 20]  # {X}{R} with four lands: X = 0..3, not 4
    assert sorted({o.choices[0].answer for o in outs}) == [("0",), ("1",), ("2",), ("3",)]
    assert all(o.choices[0].rule == "409.1b" for o in outs)
    # X = 1 and X = 2 can each be paid with the Forest or without it: two ways each (409.1f)
    assert sorted(len(o.choices) for o in outs) == [1, 1, 2, 2, 2, 2]


def test_a_choice_line_settles_x():
    outs = simulate(scenario(HEAD + LANDS + "Alice casts Blaze targeting Bob with X of her choice\n"
                             "Alice chooses 2\nAlice chooses Mountain, Mountain, Mountain\nall pass\n"))
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


SALVE = HEAD + "mana is not tracked\nAlice hand: Healing Salve\nBob in play: Grizzly Bears\n"


def test_an_open_mode_is_explored_and_a_choice_line_settles_it():
    outs = simulate(scenario(SALVE + "Alice casts Healing Salve\nall pass\n"))
    assert len(outs) == 5  # gain 3: Alice or Bob; prevent 3: Alice, Bob or Grizzly Bears
    assert {o.choices[0].rule for o in outs} == {"409.1b"}
    outs = simulate(scenario(SALVE + "Alice casts Healing Salve\nAlice chooses mode 1\nAlice chooses Bob\nall pass\n"))
    assert lives(outs) == [23]


SPITE = ('card "Reckless Spite"\n  cost {1}{B}{B}\n  type Instant\n'
         '  text "Destroy two target nonblack creatures. You lose 5 life."\n')


def test_two_targets_left_open_are_every_legal_pair():
    outs = simulate(scenario(SPITE + HEAD + "mana is not tracked\nAlice hand: Reckless Spite\n"
                             "Bob in play: Grizzly Bears as @a, Hill Giant as @b, Scathe Zombies as @c\n"
                             "Alice casts Reckless Spite\nall pass\n"))
    assert len(outs) == 1  # Scathe Zombies is black: the only legal pair is taken without a choice
    outs = simulate(scenario(SPITE + HEAD + "mana is not tracked\nAlice hand: Reckless Spite\n"
                             "Bob in play: Grizzly Bears as @a, Hill Giant as @b, Llanowar Elves as @c\n"
                             "Alice casts Reckless Spite\nall pass\n"))
    assert sorted(o.choices[0].answer for o in outs) == sorted([
        ("Grizzly Bears @a", "Hill Giant @b"), ("Grizzly Bears @a", "Llanowar Elves @c"),
        ("Hill Giant @b", "Llanowar Elves @c")])
    # unlabelled twins collapse: two Grizzly Bears and a Hill Giant make two different pairs
    outs = simulate(scenario(SPITE + HEAD + "mana is not tracked\nAlice hand: Reckless Spite\n"
                             "Bob in play: Grizzly Bears, Grizzly Bears, Hill Giant\n"
                             "Alice casts Reckless Spite\nall pass\n"))
    assert len(outs) == 2


def test_up_to_n_targets_left_open_include_none():
    redeem = ('card "Redeem"\n  cost {1}{W}\n  type Instant\n'
              '  text "Prevent all damage that would be dealt this turn to up to two target creatures."\n')
    outs = simulate(scenario(redeem + HEAD + "mana is not tracked\nAlice hand: Redeem\n"
                             "Bob in play: Grizzly Bears as @a, Hill Giant as @b\nAlice casts Redeem\nall pass\n"))
    assert sorted(len(o.choices[0].answer) if o.choices[0].answer != ("nothing",) else 0 for o in outs) == [0, 1, 1, 2] \
        or sorted(len(o.choices[0].answer) for o in outs) == [0, 1, 1, 2]


def test_which_sources_pay_is_explored_and_a_line_settles_it():
    elves = HEAD + "Alice in play: Forest, Forest, Llanowar Elves as @e\nAlice hand: Giant Growth\n"
    outs = simulate(scenario(elves + "Alice casts Giant Growth targeting @e\nall pass\n"))
    assert len(outs) == 2 and {o.choices[0].kind for o in outs} == {ChoiceKind.PAY}  # a Forest (twins) or the Elves
    outs = simulate(scenario(elves + "Alice casts Giant Growth targeting @e\nAlice chooses @e\nall pass\n"))
    assert len(outs) == 1 and next(o for o in outs[0].final.objects if o.label == "e").tapped
    with pytest.raises(JudgeError, match="can't pay exactly"):
        simulate(scenario(elves + "Alice casts Giant Growth targeting @e\nAlice chooses Forest, @e\nall pass\n"))


def test_when_no_way_of_paying_lets_the_scenario_go_on_the_error_is_reported():
    text = HEAD + "Alice in play: Forest, Llanowar Elves as @e\nAlice hand: Giant Growth, Giant Growth\n" \
        "Alice casts Giant Growth targeting @e\nall pass\nAlice casts Giant Growth targeting @e\n" \
        "Alice casts Giant Growth targeting @e\n"
    with pytest.raises(JudgeError):
        simulate(scenario(text))


def test_subsets_are_counted_not_listed():
    from itertools import combinations

    from judge.engine.decider import Subsets

    for n in range(6):
        for lo in range(n + 1):
            for hi in range(lo, n + 2):
                assert list(Subsets(n, lo, hi)) == [c for k in range(lo, min(hi, n) + 1) for c in combinations(range(n), k)]
    big = Subsets(60, 1, 60)  # "any number of target creatures" facing sixty: 2**60 - 1 sets, none built
    assert big.size == 2 ** 60 - 1 and big[0] == (0,) and big[big.size - 1] == tuple(range(60))


def test_subsets_with_twins_are_counted_when_too_many_to_list():
    from itertools import combinations

    from judge.engine.decider import TwinSubsets

    keys = ["a", "a", "b", "c", "c", "c"]
    got = [tuple(sorted(keys[i] for i in s)) for s in TwinSubsets(keys, 1, 4)]
    want = {tuple(sorted(keys[i] for i in c)) for k in range(1, 5) for c in combinations(range(6), k)}
    assert len(got) == len(set(got)) and set(got) == want  # each distinct multiset once
    big = TwinSubsets(["x"] * 40 + ["y"] * 40, 0, 80)  # 2**80 subsets, 41 * 41 distinct
    assert big.size == 41 * 41 and big[0] == () and len(big[big.size - 1]) == 80


def test_orders_are_counted_not_listed_and_each_is_built_on_demand():
    """The orders of triggered abilities (410.3): every distinct order once, equal items in their
    given order, in the order of itertools.permutations; order k built from the counts alone."""
    from itertools import permutations

    from judge.engine.decider import Orders

    for keys in (list(range(5)), ["a", "b", "a", "c", "b"], ["x"] * 4, ["a", "a", "b", "b", "b", "c"]):
        want = []
        for p in permutations(range(len(keys))):
            # the first of each set of equivalent permutations: equal keys in their given order
            if all(p.index(i) < p.index(j) for i in range(len(keys)) for j in range(i + 1, len(keys))
                   if keys[i] == keys[j]) and p not in want:
                want.append(p)
        assert list(Orders(keys)) == want
    big = Orders(["t"] * 300 + ["u"] * 300)  # 600!/(300!·300!) orders, none built but the two asked
    assert big[0] == tuple(range(600)) and big[big.size - 1] == tuple(range(300, 600)) + tuple(range(300))


DIVIDER = ('card "Divider"\n  cost {2}{R}\n  type Creature - Goblin\n  pt 1/1\n'
           '  text "When ~ comes into play, ~ deals 3 damage divided any way you choose among any number of '
           'target creatures and/or players."\n')


def test_a_divided_trigger_is_divided_never_dealt_whole_to_each():
    outs = simulate(scenario(DIVIDER + HEAD + "mana is not tracked\nAlice hand: Divider\n"
                             "Bob in play: Hill Giant as @g\nAlice casts Divider\nall pass\nAlice chooses @g, Bob\n"
                             "all pass until the stack is empty\n"))
    # 1+2 or 2+1 between Hill Giant and Bob: never 3 to each
    got = sorted((next(o.damage for o in x.final.objects if o.label == "g"), lives([x])[0]) for x in outs)
    assert got == [(1, 18), (2, 19)]


def test_a_single_target_of_a_divided_spell_gets_it_all():
    outs = simulate(scenario(HEAD + "mana is not tracked\nAlice hand: Pyrotechnics\n"
                             "Alice casts Pyrotechnics targeting Bob\nall pass\n"))
    assert lives(outs) == [16]


def test_x_of_her_choice_counts_what_the_spell_costs_more():
    # Chill: red spells cost {2} more; four Mountains pay {X}{R}{2} for X = 0 or 1 only
    outs = simulate(scenario(HEAD + "Alice in play: Mountain, Mountain, Mountain, Mountain\nAlice hand: Blaze\n"
                             "Bob in play: Chill\nAlice casts Blaze targeting Bob with X of her choice\nall pass\n"))
    assert sorted(lives(outs)) == [19, 20]


def test_x_of_her_choice_for_an_ability_counts_spend_only_red():
    # Crimson Hellkite's {X} may be paid only with red mana (103.1, 409.1f): with two Mountains and two
    # Forests, X is at most 2 (X = 3 or 4 would be unpayable, and is not offered)
    outs = simulate(scenario(HEAD + "Alice in play: Crimson Hellkite, Mountain, Mountain, Forest, Forest\n"
                             "Bob in play: Grizzly Bears as @b\n"
                             "Alice activates Crimson Hellkite targeting @b with X of her choice\nall pass\n"))
    xs = {c.answer for o in outs for c in o.choices if c.rule == "409.1b"}
    assert xs == {("0",), ("1",), ("2",)}
