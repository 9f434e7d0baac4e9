"""A false "if ~ is an enchantment" says what the permanent is instead (410.8, 214.4; audit
7874): Veiled Sentry, an Illusion creature since its first trigger resolved — "its condition (…
is an enchantment) is false: it is a creature, not an enchantment (its card is an enchantment;
the new type replaced that one)", where the step said only that the condition was false; and
the same on resolution, for the second of two triggers put on the stack together."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
FACT = "it is a creature, not an enchantment (its card is an enchantment; the new type replaced that one)"


def _steps(body: str) -> list:
    return [s for s in steps_of(body, head=HEAD) if "410.8" in s.rules and "Veiled Sentry" in s.text]


def test_no_trigger_says_the_sentry_is_a_creature_now():
    steps = _steps("Alice in play: Veiled Sentry as @vs\nBob hand: Shock, Lightning Bolt\n"
                   "Bob casts Shock targeting Alice\nall pass until the stack is empty\n"
                   "Bob casts Lightning Bolt targeting Alice\nall pass until the stack is empty\n")
    [no] = [s for s in steps if "doesn't trigger" in s.text]
    assert no.text.endswith(f"is false: {FACT}")
    assert "214.4" in no.rules


def test_the_second_trigger_resolving_says_it_too():
    steps = _steps("Alice in play: Veiled Sentry as @vs, Grizzly Bears as @gb\nBob hand: Shock, Boomerang\n"
                   "Bob casts Shock targeting Alice\nBob casts Boomerang targeting @gb\n"
                   "all pass until the stack is empty\n")
    [gone] = [s for s in steps if "no longer true" in s.text]
    assert f"is no longer true — {FACT} — so it does nothing" in gone.text
    assert "214.4" in gone.rules
