"""A delayed ability's "it" for what the instruction before it moved, which moved nothing: Corpse Dance with no
creature card in the graveyard ("Return the top creature card of your graveyard to play. … Remove it from the game
at end of turn."). Its delayed ability resolves and does nothing; the step printed an empty name —
'"remove  from the game" does nothing' (an empty ``ir.Both(())``, h70-6). It now quotes the ability's own sentence
and says why it names nothing (413.2b)."""

from __future__ import annotations

from tests.engine.support import run_text, texts

_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_corpse_dance_with_no_creature_card_removes_nothing_and_says_why():
    out = run_text("Alice hand: Corpse Dance\nAlice graveyard: Forest\nAlice library: 3 unknown cards\n"
                   "Bob library: 3 unknown cards\nAlice casts Corpse Dance\nall pass until the stack is empty\n"
                   "all pass until the upkeep step\n", head=_HEAD)
    said = texts(out)
    assert not [s for s in said if "  from the game" in s or "\"remove  " in s]
    step = next(s for s in said if s.startswith("Corpse Dance: \"Remove it from the game at end of turn\" does nothing"))
    assert "made or moved nothing" in step
