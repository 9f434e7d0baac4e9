"""A card's 'Play this ability only if ~ ...' is said with the source named, not as 'this' —
Fungus Elemental's step read 'may be played only if this came into play this turn' (audit 3531,
card 32; Necrite's 'this is attacking and this is unblocked' alike)."""

from __future__ import annotations

from tests.engine.support import steps_of


def test_fungus_elemental_condition_names_the_elemental():
    steps = steps_of("Alice in play: Fungus Elemental as @old, Forest as @f1, Forest as @f2\n"
                     "Alice tries to activate @old paying with @f1 sacrificing @f2\n")
    (step,) = [s for s in steps if "attempts an illegal play" in s.text]
    assert "may be played only if Fungus Elemental @old came into play this turn, and that is not so now" in step.text
    assert "only if this " not in step.text
    assert "403.3" in step.rules


def test_the_allowed_play_names_it_too():
    steps = steps_of("Alice hand: Fungus Elemental as @new\nAlice in play: Forest as @f1, Forest as @f2\n"
                     "Alice casts @new\nall pass until the stack is empty\n"
                     "Alice activates @new paying with @f1 sacrificing @f2\n")
    assert any("its card allows it only if Fungus Elemental @new came into play this turn, and that is so" in s.text
               for s in steps)
