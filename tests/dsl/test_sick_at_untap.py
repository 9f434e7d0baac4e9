"""``(sick)`` on the active player's permanent in a scenario starting in the untap step is refused, not
cleared without a word (seventy-seventh session, h8): the turn has only just begun, so the player has
controlled it continuously since the most recent start of his or her turn (308.1, 409.3; glossary
"Summoning Sickness (Obsolete)"). (The other player's permanent may still be set up sick: since the start
of his own most recent turn, 409.3.)"""

from __future__ import annotations

import subprocess
import sys

import pytest

from judge.cards.catalog import catalog
from judge.dsl.checks import check_text
from judge.errors import DiagnosticsError

HEAD = "player Alice\nplayer Bob\nturn Alice, untap\nmana is not tracked\n\n"


def test_the_active_players_sick_permanent_at_the_untap_step_is_refused_at_its_line():
    text = HEAD + "Alice in play: Prodigal Sorcerer as @ps (sick)\n\nall pass until the upkeep step\n"
    with pytest.raises(DiagnosticsError) as err:
        check_text(text, "f.mtg", catalog().names())
    said = str(err.value)
    assert "f.mtg:6:" in said
    assert "Prodigal Sorcerer (@ps) is set up as sick, but the scenario starts in Alice's untap step" in said
    assert "409.3" in said


def test_judge_ask_refuses_it_with_exit_2_and_no_traceback(tmp_path):
    f = tmp_path / "sick.mtg"
    f.write_text(HEAD + "Alice in play: Grizzly Bears (sick)\n\nall pass until the upkeep step\n")
    run = subprocess.run([sys.executable, "-m", "judge", "ask", str(f)], capture_output=True, text=True)
    assert run.returncode == 2
    assert "Traceback" not in run.stderr
    assert "Grizzly Bears is set up as sick" in run.stderr
