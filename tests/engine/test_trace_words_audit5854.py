"""Trace steps found in audit 5854 (issue 44): each says what decided it, in the order it happened."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def test_a_control_change_is_said_before_the_state_trigger_it_causes():
    """Emperor Crocodile: Control Magic taking Alice's only other creature makes the state match;
    the step saying Bob controls the Bears (418.4a) comes before "state trigger triggers" (410.11)."""
    steps = steps_of("Alice in play: Emperor Crocodile, Grizzly Bears as @gb\nBob hand: Control Magic\n"
                     "Bob casts Control Magic targeting @gb\nall pass until the stack is empty\n", head=HEAD)
    texts = [s.text for s in steps]
    control = next(i for i, t in enumerate(texts) if "applies to Grizzly Bears" in t and "controlled by Bob" in t)
    trigger = next(i for i, t in enumerate(texts) if "state trigger triggers" in t)
    assert control < trigger, texts


def test_too_little_life_to_pay_says_why_with_the_glossary():
    """Essence Vortex at a Hill Giant whose controller has 2 life: he can't pay 3 life because a
    player can't pay a nonzero life cost greater than he or she has (glossary "Pay")."""
    steps = steps_of("Alice hand: Essence Vortex\nBob in play: Hill Giant as @hg\n"
                     "Bob passes\nAlice casts Essence Vortex targeting @hg\nall pass until the stack is empty\n",
                     head=HEAD.replace("player Bob\n", "player Bob life 2\n"))
    said = [s for s in steps if s.text.startswith("Bob can't pay 3 life")]
    assert len(said) == 1, [s.text for s in steps]
    assert "Bob has only 2 life" in said[0].text and 'glossary "Pay"' in said[0].text, said[0].text
    assert "413.2c" in said[0].rules
