"""A state trigger whose state already holds as the scenario begins triggers then (410.11: "as
soon as the game state matches"), before the step's first turn-based action — audit 7773, card 3:
Marjhan ("When you control no Islands, sacrifice Marjhan") controlled by a player with no Island,
the scenario starting in Bob's declare attackers step, was said to trigger in the middle of Bob's
attack costs, between his Grizzly Bears' tapping and his Serra Angel's, as if the attack had made
the state match."""

from __future__ import annotations

from tests.engine.support import run_text

BOARD = "Alice in play: Marjhan as @mj\nBob in play: Grizzly Bears as @gb, Serra Angel as @sa\n"


def test_state_trigger_true_at_start_of_declare_attackers_triggers_before_the_declaration():
    head = "player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"
    out = run_text(BOARD + "Bob attacks with @gb, @sa\nall pass until the stack is empty\n", head=head)
    top = [s.text for s in out.steps]
    trig = next(i for i, t in enumerate(top) if "state trigger triggers" in t)
    declared = next(i for i, t in enumerate(top) if t.startswith("The declare attackers step begins"))
    assert trig < declared, top
    # not said a second time inside the declaration
    inner = [s.text for s in out.steps[declared].walk()]
    assert not any("state trigger triggers" in t for t in inner)
    assert any(o.label == "mj" and o.zone == "graveyard" for o in out.final.objects)


def test_state_trigger_true_at_start_of_untap_step_triggers_before_the_untapping():
    head = "player Alice\nplayer Bob\nturn Alice, untap\nmana is not tracked\n"
    out = run_text("Alice in play: Marjhan as @mj (tapped), Grizzly Bears as @gb (tapped)\nAlice library: 3 unknown cards\n"
                   "all pass until the upkeep step\n", head=head)
    top = [s.text for s in out.steps]
    trig = next(i for i, t in enumerate(top) if "state trigger triggers" in t)
    untap = next(i for i, t in enumerate(top) if "the untap step begins" in t)
    assert trig < untap, top
