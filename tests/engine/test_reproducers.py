"""The reliability reproducers (issue 12, ../shared/repro/) as regression tests: each ends in
outcomes or a clear user error, with the right answer. Self-contained versions of the
costly ones are built here; the shared files themselves are run when they are present.
(How long each takes is measured, not asserted: docs/reliability.md.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cards.library import card_names
from judge.dsl.checks import check_text
from judge.engine import simulate
from judge.errors import JudgeError

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
REPRO = Path(__file__).resolve().parents[3] / "shared" / "repro"


def outcomes(text: str):
    return simulate(check_text(text, "r.mtg", card_names()))


def test_h4_a_hundred_auras_on_one_creature():
    (o,) = outcomes(HEAD + "Alice in play: Grizzly Bears as @a0" + ", Holy Strength attached to @a0" * 100 + "\nall pass\n")
    bears = next(x for x in o.final.objects if x.label == "a0")
    assert (bears.power, bears.toughness) == (102, 202)  # 2/2 and +1/+2 a hundred times


def test_h2_any_number_of_targets_among_twenty_creatures():
    bears = ", ".join(f"Grizzly Bears as @b{i}" for i in range(20))
    text = HEAD + ('card "Divider"\n  cost {2}{R}\n  type Creature - Goblin\n  pt 1/1\n'
                   '  text "When ~ comes into play, ~ deals 4 damage divided any way you choose among any number of '
                   'target creatures and/or players."\n'
                   f"Alice hand: Divider\nBob in play: {bears}\nAlice casts Divider\nall pass until the stack is empty\n")
    found = outcomes(text)
    assert len(found) == 64 and "not explored" in found[-1].notes[0]


def test_r2_ten_triggers_with_their_order_open():
    eggs = ", ".join(["Dingus Egg"] * 10)
    found = outcomes(HEAD + f"Alice in play: Plains, Plains\nAlice hand: Armageddon\nBob in play: {eggs}, Forest\n"
                            "Alice casts Armageddon\nall pass until the stack is empty\n")
    # thirty triggers (ten Eggs, three lands), ordered by Bob (410.3): ~10^29 distinct orders,
    # counted, 64 of them simulated, and the output says how many were not
    assert len(found) == 64 and "not explored" in found[-1].notes[0]
    assert all(o.final.result == "win" for o in found)  # someone reached 0 life in each


def test_t3_the_exploration_bound_says_it_cut():
    lines = "Alice casts Gravedigger\nall pass until the stack is empty\n" * 8
    found = outcomes(HEAD + "Alice hand: " + ", ".join(["Gravedigger"] * 8) + "\nAlice graveyard: Grizzly Bears, "
                     "Grizzly Bears, Scathe Zombies\n" + lines)
    assert len(found) == 64 and "at least" in found[-1].notes[0]


@pytest.mark.parametrize("name", ["H1b-nine-targeted-death-triggers.mtg", "H2-any-number-of-targets-combinations.mtg",
                                  "H4-100-auras-cubic.mtg", "R2-trigger-order-factorial.mtg",
                                  "T3-silent-exploration-cap.mtg", "T1-260-spell-stack-false-loop.mtg"])
def test_the_shared_reproducers_simulate(name):
    path = REPRO / name
    if not path.is_file():
        pytest.skip("../shared/repro is not here")
    assert outcomes(path.read_text(encoding="utf-8"))


def test_t2_the_state_trigger_loop_is_a_draw_and_a_later_action_says_so():
    path = REPRO / "T2-state-trigger-not-retriggering.mtg"
    if not path.is_file():
        pytest.skip("../shared/repro is not here")
    with pytest.raises(JudgeError, match=r"the game has already ended \(102.3\): a draw in turn 2, .* a loop of mandatory actions"):
        outcomes(path.read_text(encoding="utf-8"))


_PHASED = ("player Alice\nplayer Bob\nturn Bob, end of turn\nAlice library: 4 unknown cards\n"
           "Bob library: 4 unknown cards\nAlice in play: Sandbar Crocodile\nBob in play: Grizzly Bears, Mountain\n"
           "Bob hand: Shock\nall pass until the upkeep step\nAlice passes\n")


def _phased_run(body: str):
    from judge.dsl import parse
    from judge.engine import simulate

    return simulate(parse(_PHASED + body, "t.mtg"), explore=False)


def test_a_phased_out_permanent_named_as_a_target_is_refused_for_being_phased_out():
    # audit 2016 (Sandbar Crocodile): named, not labelled, it is found where it is, and the target
    # rule refuses it saying why (glossary "Phasing"), not "no object named …"
    outcome = _phased_run("Bob tries to cast Shock targeting Sandbar Crocodile\n")[0]
    step = next(s for top in outcome.steps for s in top.walk() if "illegal play" in s.text)
    assert "phased out" in step.text and "409.1c" in step.rules


def test_a_phased_out_creature_named_as_a_blocker_is_an_error_saying_it_is_phased_out():
    with pytest.raises(JudgeError) as err:
        _phased_run("Bob passes\nall pass until the declare attackers step\nAlice attacks with nothing\n"
                    "all pass until the declare attackers step\nBob attacks with Grizzly Bears\n"
                    "all pass until the declare blockers step\nAlice blocks Grizzly Bears with Sandbar Crocodile\n")
    assert "Sandbar Crocodile is phased out" in err.value.message and "in in play" not in err.value.message


def test_a_name_no_object_answers_to_is_the_scenarios_mistake_even_in_a_tries_to_line():
    # docs/scenario-language.md: a `tries to` line must fail for a rule, or it proves nothing
    with pytest.raises(JudgeError, match="no object named Shivan Dragon in any zone"):
        _phased_run("Bob tries to cast Shock targeting Shivan Dragon\n")
