"""Befoul at a land ("Destroy target land or nonblack creature. It can't be regenerated."): the note that "can't be
regenerated" modifies the destruction it follows (413.2b) is said where regeneration could replace that destruction
— a creature, or a permanent with a regeneration shield — and not for a land nothing regenerates (419.6b: regeneration
is a replacement effect, and a land has none unless something says so; glossary "Regenerate"); audit 8379 (h74-5)."""

from __future__ import annotations

from tests.engine.support import run_text, texts

_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
_NOTE = "\"can't be regenerated\" modifies the destruction"


def test_befoul_at_a_land_says_no_regeneration_note():
    out = run_text("Alice hand: Befoul\nBob in play: Forest as @fo\nAlice casts Befoul targeting @fo\n"
                   "all pass until the stack is empty\n", head=_HEAD)
    said = texts(out)
    assert any("Forest @fo is destroyed" in s or "Forest @fo" in s and "graveyard" in s for s in said)
    assert not [s for s in said if _NOTE in s]


def test_befoul_at_a_creature_still_says_it():
    out = run_text("Alice hand: Befoul\nBob in play: Grizzly Bears as @gb\nAlice casts Befoul targeting @gb\n"
                   "all pass until the stack is empty\n", head=_HEAD)
    assert [s for s in texts(out) if _NOTE in s]
