"""`choosing mode N` on a spell or ability with no modes (no "Choose one —", 409.1b) is an error of the
scenario, said at its line — not a clause silently dropped while the card's own resolution choice is
explored instead (Catastrophe's "Destroy all lands or all creatures" is chosen as it resolves, 413.2c;
audit 11510)."""

from __future__ import annotations

import pytest

from judge.errors import JudgeError
from tests.engine.support import MAIN_HEAD, run_text


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
