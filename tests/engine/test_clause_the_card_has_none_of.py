"""`choosing mode N` on a spell or ability with no modes (no "Choose one —", 409.1b) is an error of the
scenario, said at its line — not a clause silently dropped while the card's own resolution choice is
explored instead (Catastrophe's "Destroy all lands or all creatures" is chosen as it resolves, 413.2c;
audit 11510). So are `with X = N` for a card that names no X (409.1b) and `dividing …` for one that
divides nothing (409.1e): never "X is announced as 3" or "Division announced" said of Lightning Bolt;
and `creating @t` for one that puts no token into play (216.1), a label left naming nothing."""

from __future__ import annotations

import pytest

from judge.errors import JudgeError
from tests.engine.support import MAIN_HEAD, find, run_text


def test_a_spell_without_modes_refuses_choosing_a_mode():
    with pytest.raises(JudgeError, match=r"Catastrophe has no modes \(409\.1b.*`choosing mode 2` names none.*413\.2c"):
        run_text("Alice hand: Catastrophe\nAlice casts Catastrophe choosing mode 2\nall pass until the stack is empty\n",
                 head=MAIN_HEAD)


def test_an_ability_without_modes_refuses_choosing_a_mode():
    with pytest.raises(JudgeError, match=r"has no modes .*`choosing \"Tap\"` names none"):
        run_text("Alice in play: Prodigal Sorcerer\nAlice activates Prodigal Sorcerer choosing \"Tap\" targeting Bob\n",
                 head=MAIN_HEAD)


def test_a_modal_spell_still_takes_its_mode():
    outcome = run_text("Alice hand: Healing Salve\nAlice casts Healing Salve choosing mode 1 targeting Alice\n"
                       "all pass until the stack is empty\n", head=MAIN_HEAD)
    assert outcome.final.player("Alice").life == 23


def test_a_spell_without_x_refuses_an_x():
    with pytest.raises(JudgeError, match=r"Lightning Bolt has no X \(409\.1b.*`with X = 3` names nothing"):
        run_text("Alice hand: Lightning Bolt\nAlice casts Lightning Bolt with X = 3 targeting Bob\n", head=MAIN_HEAD)


def test_an_ability_without_x_refuses_an_x():
    with pytest.raises(JudgeError, match=r"has no X \(409\.1b"):
        run_text("Alice in play: Prodigal Sorcerer\nAlice activates Prodigal Sorcerer with X = 2 targeting Bob\n",
                 head=MAIN_HEAD)


def test_a_spell_that_divides_nothing_refuses_a_division():
    with pytest.raises(JudgeError, match=r"Lightning Bolt divides nothing among its targets \(409\.1e"):
        run_text("Alice hand: Lightning Bolt\nAlice casts Lightning Bolt targeting Bob dividing 3 to Bob\n", head=MAIN_HEAD)


def test_an_x_spell_still_takes_its_x():
    out = run_text("Alice hand: Fireball\nAlice casts Fireball with X = 4 targeting Bob\nall pass until the stack is empty\n",
                   head=MAIN_HEAD)
    assert out.final.player("Bob").life == 16


def test_a_spell_making_no_token_refuses_a_token_label():
    with pytest.raises(JudgeError, match=r"Lightning Bolt puts no token into play \(216\.1\), so `creating @t` names nothing"):
        run_text("Alice hand: Lightning Bolt\nAlice casts Lightning Bolt targeting Bob creating @t\n", head=MAIN_HEAD)


def test_a_token_maker_takes_its_label():
    out = run_text("Alice hand: Tidal Wave\nAlice casts Tidal Wave creating @wall\n"
                   "all pass until the stack is empty\n", head=MAIN_HEAD)
    assert find(out, "wall").name == "Wall"


# A mana ability is played and resolves at once (411.1, 406.1e): it announces no mode, target,
# X or division, and a clause for one was silently dropped — `choosing "red"` on City of Brass
# explored every color instead of the one the line meant (audit 11813).
@pytest.mark.parametrize("clause, words", [
    ('choosing "red"', r"mana ability has no modes \(409\.1b\), so `choosing \"red\"` names none.*taps @cb for"),
    ("targeting Bob", r"mana ability has no target \(409\.1c"),
    ("with X = 2", r"mana ability has no X \(409\.1b"),
    ("dividing 1 to Bob", r"mana ability divides nothing among its targets \(409\.1e"),
    ("creating @t", r"mana ability puts no token into play \(216\.1\)"),
])
def test_a_mana_ability_refuses_a_clause_it_has_no_use_for(clause, words):
    with pytest.raises(JudgeError, match=words):
        run_text(f"Alice in play: City of Brass as @cb\nAlice activates @cb {clause}\n", head=MAIN_HEAD)


def test_a_mana_ability_still_makes_the_mana_named():
    out = run_text("Alice in play: City of Brass as @cb\nAlice taps @cb for {R}\n", head=MAIN_HEAD)
    assert out.final.player("Alice").mana_pool == "{R}"


def test_a_mana_ability_removing_any_number_of_counters_still_takes_its_x():
    # "Remove any number of storage counters": X counters, announced with the play (409.1b)
    out = run_text("Alice in play: Fountain of Cho as @fc (3 storage counters)\nAlice activates @fc ability 2 with X = 2\n",
                   head=MAIN_HEAD)
    assert out.final.player("Alice").mana_pool == "{W}{W}"
