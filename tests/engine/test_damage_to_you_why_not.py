"""A "Whenever enchanted creature deals damage to you" ability (Backfire) that doesn't trigger
because the player dealt damage isn't its controller says so in those words — the player hit
isn't "you" — never that the player "isn't a player" (410.2; glossary "You/Your"; audit 4238,
card 31)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_backfire_on_its_controllers_creature_says_the_player_hit_isnt_you():
    got = steps_of("Alice in play: Prodigal Sorcerer as @ps, Backfire attached to @ps\n"
                   "Alice activates @ps targeting Bob\nall pass until the stack is empty\n")
    said = [s for s in got if "doesn't trigger" in s.text]
    assert [s.text.split(" doesn't trigger — ")[1] for s in said] == [
        "Bob isn't Alice, the controller of Backfire (\"you\", glossary \"You/Your\")"]
    assert said[0].rules == ("410.2",)
    assert not any(s.text.startswith("Backfire deals") for s in got)


def test_backfire_on_an_opponents_creature_triggers_when_it_hits_its_controller():
    got = steps_of("Bob in play: Prodigal Sorcerer as @ps\nAlice in play: Backfire attached to @ps\n"
                   "Alice passes\nBob activates @ps targeting Alice\nall pass until the stack is empty\n")
    assert not any("doesn't trigger" in s.text for s in got)
    assert any(s.text == "Backfire deals 1 damage to Bob (life 20 → 19)" for s in got)
