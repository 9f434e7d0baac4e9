"""Audit 7773 trace defects (cards 26-50).

Lurker ("Lurker can't be the target of spells unless it attacked or blocked this turn"): an
*ability* targeting it (Prodigal Sorcerer's) had its target step weigh the Lurker's restriction on
spells — "Lurker neither attacked nor blocked this turn, so … is true" said inside the ability's
play, where that restriction has nothing to decide (409.1c: only a spell is refused by it)."""

from __future__ import annotations

from tests.engine.support import steps_of


def _lurker_steps(line: str) -> list:
    return steps_of("Alice in play: Prodigal Sorcerer as @ps\nAlice hand: Shock as @s\nBob in play: Lurker as @lk\n" + line)


def _within(steps: list, head: str) -> list[str]:
    """The texts of the steps nested in the first step starting with ``head``."""
    for s in steps:
        if s.text.startswith(head):
            return [c.text for c in s.walk()][1:]
    raise AssertionError(f"no step starts with {head!r}: {[s.text for s in steps]}")


def test_an_ability_targeting_lurker_doesnt_weigh_its_restriction_on_spells():
    inner = _within(_lurker_steps("Alice activates @ps targeting @lk\n"), "Alice plays Prodigal Sorcerer")
    assert any(t.startswith("Target: Lurker") for t in inner), inner
    assert not any("attacked nor blocked" in t or "attack or block" in t for t in inner), inner
