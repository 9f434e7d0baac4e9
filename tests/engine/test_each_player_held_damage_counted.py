"""413.2d holds the damage of an instruction for each player (Lim-Dûl's Hex) until every player
has chosen, then deals it as one event (judge.engine.each_player). A "the damage dealt this way"
read while it is held would count 0: the later sentence is carried out after the instruction
(413.2b) and counts the damage actually dealt; joined into the instruction itself, the reader
refuses it — never read as 0. (No era card has such wording: the pool was searched.)"""

from __future__ import annotations

import pytest

from judge.dsl import parse
from judge.engine import simulate
from judge.errors import JudgeError

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _card(text: str) -> str:
    return f'card "Hex Probe"\n  cost {{B}}\n  type Sorcery\n  text "{text}"\n'


def _life(out, who: str) -> int:
    return next(p.life for p in out.final.players if p.name == who)


def test_a_later_sentence_counts_the_held_damage_once_it_is_dealt():
    scn = parse(_card("For each player, Hex Probe deals 1 damage to that player unless they pay {3}. "
                      "You gain life equal to the damage dealt this way.") + HEAD
                + "Alice hand: Hex Probe\nAlice casts Hex Probe\nall pass until the stack is empty\n"
                  "Alice chooses no\nBob chooses no\n", "t.mtg")
    [out] = simulate(scn)
    assert (_life(out, "Alice"), _life(out, "Bob")) == (21, 19)
    said = [s.text for top in out.steps for s in top.walk()]
    dealt = next(i for i, t in enumerate(said) if "the damage is dealt simultaneously" in t)
    gained = next(i for i, t in enumerate(said) if t.startswith("Alice gains 2 life"))
    assert dealt < gained


def test_the_count_joined_into_the_instruction_is_refused_not_read_as_zero():
    with pytest.raises(JudgeError, match="cannot understand"):
        scn = parse(_card("For each player, Hex Probe deals 1 damage to that player unless they pay {3}, and you "
                          "gain life equal to the damage dealt this way.") + HEAD
                    + "Alice hand: Hex Probe\nAlice casts Hex Probe\n", "t.mtg")
        simulate(scn)
