"""An "if you control …" condition checked as a spell resolves names what decides it (413.2): true,
the permanents of the player's that fit; false, that the player controls none, and the ones that
fit but for their status — Calming Verse's "if you control an untapped land" with Alice's lands all
tapped said only '"you control an untapped land" is false now' (audit 8076, card 20)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _said(body: str) -> str:
    [step] = [s for s in steps_of(body, head=HEAD) if '"you control an untapped land" is' in s.text]
    return step.text


def test_false_names_the_players_lands_that_are_tapped():
    said = _said("Alice in play: Forest as @f1, Forest as @f2\nAlice hand: Calming Verse\nBob in play: Island as @i\n"
                 "Alice taps @f1 for {G}\nAlice taps @f2 for {G}\nAlice casts Calming Verse\n"
                 "all pass until the stack is empty\n")
    assert said.endswith('"you control an untapped land" is false now: Alice controls no untapped land '
                         '(Forest @f1 and Forest @f2 are tapped)'), said


def test_false_with_no_land_says_none():
    said = _said("Alice hand: Calming Verse\nBob in play: Island as @i\nAlice casts Calming Verse\n"
                 "all pass until the stack is empty\n")
    assert said.endswith('is false now: Alice controls no untapped land'), said


def test_true_names_only_the_players_own_land():
    said = _said("Alice in play: Forest as @f1\nAlice hand: Calming Verse\nBob in play: Island as @i\n"
                 "Alice casts Calming Verse\nall pass until the stack is empty\n")
    assert said.endswith('is true now: Forest @f1 is one'), said
