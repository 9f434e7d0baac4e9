"""A delayed ability whose particular object has left its zone since it was created fails (406.2d),
said once, at the instruction that fails — audit 8076 (Scars of the Veteran on Grizzly Bears
bounced and cast again) had it twice: "has left its zone …: the part referring to it does
nothing" as the ability began to resolve, and the instruction's "does nothing: the delayed ability
refers to a particular object …" after it."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _resolving(steps, name: str) -> list:
    at = max(i for i, s in enumerate(steps) if s.text.startswith(f"{name}'s ability resolves")
             or s.text.startswith(f"{name} @") and "'s ability resolves" in s.text)
    return steps[at + 1:]


def test_scars_of_the_veteran_bears_cast_again_say_the_failure_once():
    steps = steps_of("Alice in play: Grizzly Bears as @gb\nAlice hand: Scars of the Veteran as @sv\n"
                     "Bob hand: Shock, Unsummon\n"
                     "Alice casts @sv targeting @gb\nall pass until the stack is empty\nAlice passes\n"
                     "Bob casts Shock targeting @gb\nall pass until the stack is empty\nAlice passes\n"
                     "Bob casts Unsummon targeting @gb\nall pass until the stack is empty\n"
                     "Alice casts @gb\nall pass until the stack is empty\n"
                     "all pass until the end of turn step\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in _resolving(steps, "Scars of the Veteran") if "406.2d" in s.rules]
    assert len(said) == 1, [s.text for s in said]
    assert "does nothing: the delayed ability refers to a particular permanent, and Grizzly Bears @gb has left " \
           "play since the delayed ability was created" in said[0].text
    assert said[0].rules == ("406.2d", "217.5c", "413.2b")
    assert "(the one in play now, Grizzly Bears @gb, is a new permanent)" in said[0].text


def test_coffin_queen_creature_died_first_says_the_failure_once():
    steps = steps_of("Alice in play: Coffin Queen as @q\nAlice hand: Vitalize as @v\nBob graveyard: Grizzly Bears as @bears\n"
                     "Bob hand: Lightning Bolt\n"
                     "Alice activates @q targeting @bears\nall pass until the stack is empty\nAlice passes\n"
                     "Bob casts Lightning Bolt targeting @bears\nall pass until the stack is empty\n"
                     "Alice casts @v\nall pass until the stack is empty\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in _resolving(steps, "Coffin Queen") if "406.2d" in s.rules]
    assert len(said) == 1, [s.text for s in said]
    assert '"remove Grizzly Bears @bears from the game" does nothing' in said[0].text
