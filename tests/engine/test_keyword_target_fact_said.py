"""Flood — "Tap target creature without flying": a flier refused as the target, or a target that
gained flying before the ability resolved, says the fact that decides it, "it has flying" (409.1c,
413.2a; audit 7066, card 4: the refusal quoted the words and never said the Angel flies)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_a_flier_refused_says_it_has_flying():
    steps = steps_of("Alice in play: Flood as @fl\nBob in play: Serra Angel as @sa\n"
                     "Alice tries to activate @fl targeting @sa\n")
    (step,) = [s for s in steps if "attempts an illegal play" in s.text]
    assert step.text.endswith('"target creature without flying": it has flying')
    assert "409.1c" in step.rules


def test_a_target_given_flying_in_response_says_it_on_resolution():
    steps = steps_of("Alice in play: Flood as @fl\nBob in play: Leaping Lizard as @ll\n"
                     "Alice activates @fl targeting @ll\nAlice passes\nBob activates @ll\n"
                     "all pass until the stack is empty\n")
    (step,) = [s for s in steps if "is now illegal" in s.text]
    assert "it has flying" in step.text
    assert "413.2a" in step.rules


def test_a_creature_lacking_a_keyword_named_with_with():
    # Grapeshot Catapult: "target creature with flying" — the Bears lack it
    steps = steps_of("Alice in play: Grapeshot Catapult as @p\nBob in play: Grizzly Bears as @gb\n"
                     "Alice tries to activate @p targeting @gb\n")
    (step,) = [s for s in steps if "attempts an illegal play" in s.text]
    assert "it doesn't have flying" in step.text
