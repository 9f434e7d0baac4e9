"""Optional additional costs (409.1f): "As an additional cost to cast this spell, you may pay
{1}{G} any number of times" — announced with the costs, how many times each; the amounts and
the number of targets that count them (409.1c); the scenario clause that says so."""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.dsl.printer import format_scenario
from judge.engine import simulate
from judge.errors import JudgeError

CARDS = '''
card "Taste of Paradise"
  cost {3}{G}
  type Sorcery
  text "As an additional cost to cast this spell, you may pay {1}{G} any number of times."
  text "You gain 3 life plus an additional 3 life for each additional {1}{G} you paid."
card "Undergrowth"
  cost {G}
  type Instant
  text "As an additional cost to cast this spell, you may pay {2}{R}."
  text "Prevent all combat damage that would be dealt this turn. If this spell's additional cost was paid, this effect doesn't affect combat damage that would be dealt by red creatures."
player Alice
player Bob
turn Alice, precombat main
'''


def _run(body: str):
    return simulate(parse(CARDS + body, "t.mtg"))


@pytest.mark.parametrize("clause,life", [("", 23), (" paying the additional {1}{G}", 26),
                                         (" paying the additional {1}{G} once", 26),
                                         (" paying the additional {1}{G} twice", 29),
                                         (" paying the additional {1}{G} 3 times", 32)])
def test_each_payment_is_counted_as_the_spell_resolves(clause, life):
    forests = ", ".join(["Forest"] * 10)
    out = _run(f"Alice in play: {forests}\nAlice hand: Taste of Paradise\nAlice casts Taste of Paradise{clause}\n"
               "all pass until the stack is empty\n")[0]
    assert out.final.player("Alice").life == life
    tapped = sum(1 for o in out.final.objects if o.name == "Forest" and o.tapped)
    assert tapped == 4 + (life - 23) // 3 * 2  # {3}{G}, and {1}{G} for each payment (409.1f)


def test_a_payment_the_player_cant_afford_makes_the_play_illegal():
    with pytest.raises(JudgeError, match=r"can't pay \{4\}\{G\}\{G\} for Taste of Paradise.*409\.1f"):
        _run("Alice in play: Forest, Forest, Forest, Forest, Forest\nAlice hand: Taste of Paradise\n"
             "Alice casts Taste of Paradise paying the additional {1}{G}\n")


def test_a_cost_paid_once_can_not_be_paid_twice():
    with pytest.raises(JudgeError, match=r"may be paid once.*409\.1f"):
        _run("Alice in play: Forest, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain\n"
             "Alice hand: Undergrowth\nAlice casts Undergrowth paying the additional {2}{R} twice\n")


def test_a_cost_the_card_does_not_have_is_refused_by_name():
    with pytest.raises(JudgeError, match=r"no optional additional cost \{1\}\{R\} \(its own: \{2\}\{R\}\)"):
        _run("Alice in play: Forest, Mountain, Mountain\nAlice hand: Undergrowth\n"
             "Alice casts Undergrowth paying the additional {1}{R}\n")


def test_the_clause_is_printed_back_as_written():
    scn = parse(CARDS + "Alice in play: Forest\nAlice hand: Taste of Paradise\n"
                        "Alice casts Taste of Paradise paying the additional {1}{G} 3 times\n", "t.mtg")
    assert "paying the additional {1}{G} 3 times" in format_scenario(scn)
    again = parse(format_scenario(scn), "t.mtg")
    assert again.actions[0].additional == (("{1}{G}", 3),)


def test_zero_times_is_an_error_naming_the_clause():
    with pytest.raises(JudgeError, match="1 or more times"):
        parse(CARDS + "Alice hand: Taste of Paradise\nAlice casts Taste of Paradise paying the additional {1}{G} 0 "
                      "times\n", "t.mtg")


def test_the_printed_taste_of_paradise_gains_the_same():
    """Alliances' printed "Gain 3 life. / Gain 3 life for each {1}{G} you pay in addition to the
    casting cost." is the same optional cost (409.1f): paid twice, 3 + 6 life."""
    printed = CARDS.replace(
        'text "As an additional cost to cast this spell, you may pay {1}{G} any number of times."\n'
        '  text "You gain 3 life plus an additional 3 life for each additional {1}{G} you paid."',
        'text "Gain 3 life."\n  text "Gain 3 life for each {1}{G} you pay in addition to the casting cost."')
    assert printed != CARDS
    forests = ", ".join(["Forest"] * 8)
    out = simulate(parse(printed + f"Alice in play: {forests}\nAlice hand: Taste of Paradise\n"
                                   "Alice casts Taste of Paradise paying the additional {1}{G} twice\n"
                                   "all pass until the stack is empty\n", "t.mtg"))[0]
    assert out.final.player("Alice").life == 29


def test_a_cost_left_unpaid_is_said_in_the_trace():
    """Paying is the player's choice (409.1f): a scenario that announces no payment has it not
    paid, and the trace says so instead of taking the default silently."""
    out = _run("Alice in play: Forest, Forest, Forest, Forest\nAlice hand: Taste of Paradise\n"
               "Alice casts Taste of Paradise\nall pass until the stack is empty\n")[0]
    steps = [s for top in out.steps for s in top.walk()
             if "doesn't pay Taste of Paradise's optional additional {1}{G}" in s.text]
    assert steps and "409.1f" in steps[0].rules


@pytest.mark.parametrize("clause,targets,ok", [("", "Ornithopter", True), ("", "Ornithopter, Millstone", False),
                                               (" paying the additional {1}{R}", "Ornithopter, Millstone", True),
                                               (" paying the additional {1}{R}", "Ornithopter, Millstone, Jalum Tome",
                                                False)])
def test_primitive_justice_has_one_more_target_only_for_each_payment(clause, targets, ok):
    """Primitive Justice: "For each additional {1}{R} you paid, destroy another target artifact" —
    with no payment it has exactly one target (409.1c); a second was accepted when nothing was paid
    (found by the 3834 audit, card 33)."""
    body = ("mana is not tracked\nBob in play: Ornithopter, Millstone, Jalum Tome\nAlice hand: Primitive Justice\n"
            f"Alice casts Primitive Justice targeting {targets}{clause}\nall pass until the stack is empty\n")
    if not ok:
        with pytest.raises(JudgeError, match=r"409\.1c"):
            _run(body)
        return
    out = _run(body)[0]
    gone = sorted(o.name for o in out.final.objects if o.zone == "graveyard" and o.name != "Primitive Justice")
    assert gone == sorted(targets.split(", "))
    assert out.final.player("Alice").life == 20


def test_primitive_justice_an_unpaid_costs_target_is_said_missing_for_that_reason():
    """The "destroy another target artifact" of a cost not paid does nothing because the cost
    wasn't paid (409.1c) — the trace said '"up to" allows none', a phrase the card doesn't have."""
    out = _run("mana is not tracked\nBob in play: Ornithopter\nAlice hand: Primitive Justice\n"
               "Alice casts Primitive Justice targeting Ornithopter\nall pass until the stack is empty\n")[0]
    texts = [s.text for top in out.steps for s in top.walk() if "does nothing" in s.text]
    assert any("one for each additional {1}{R} paid, and that cost wasn't paid (409.1c)" in t for t in texts)
    assert not any('"up to"' in t for t in texts)
