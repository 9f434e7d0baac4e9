"""The player who discards and chooses is named once: "Alice chooses which card to discard", not "Alice chooses
which card Alice discards" (Casting of Bones, Dying Wail, Mind Rot: the player who discards chooses, glossary
"Discard", 413.2c). A discard paid as a resolution's cost alike; a random discard still names whose hand it is
("At random, which card Bob discards", 417.1)."""

from __future__ import annotations

from tests.engine.support import run_text, texts

_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_the_player_who_discards_is_named_once():
    out = run_text("Alice hand: Mind Rot\nBob hand: Shock, Forest, Hill Giant\nAlice library: 2 unknown cards\n"
                   "Bob library: 2 unknown cards\nAlice casts Mind Rot targeting Bob\nall pass until the stack is empty\n"
                   "Bob chooses Shock, Forest\n", head=_HEAD)
    said = texts(out)
    assert any(s.startswith("Bob chooses which cards to discard (the player who discards chooses") for s in said)
    assert not [s for s in said if "Bob chooses which cards Bob discards" in s]


def test_casting_of_bones_draws_then_its_controller_chooses_one_of_them():
    out = run_text("Alice in play: Casting of Bones (printed) as @cb attached to @gb\nAlice hand: Shock\n"
                   "Alice library: Lightning Bolt, Forest, Island as @i, Plains\nBob in play: Grizzly Bears as @gb\n"
                   "Bob library: 2 unknown cards\nAlice casts Shock targeting @gb\nall pass until the stack is empty\n"
                   "Alice chooses @i\n", head=_HEAD)
    said = texts(out)
    assert any(s.startswith("Alice chooses which card to discard") and s.endswith("Island @i") for s in said), said
    assert not [s for s in said if "Alice chooses which card Alice discards" in s]
