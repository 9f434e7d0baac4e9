"""A rule from a resolved ability whose X was made a number as it resolved (418.3c: War Tax's
"{X}") is named where it decides by the card's own words, once — not the trace's sentence for
the rule with its source in parentheses inside the step's parentheses."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, upkeep\n"


def test_war_tax_cost_to_attack_quotes_the_card_once():
    got = steps_of("Alice in play: War Tax, Island, Island\nBob in play: Grizzly Bears, Forest, Forest\n"
                   "Alice library: 2 unknown cards\nBob library: 2 unknown cards\n"
                   "Bob passes\nAlice activates War Tax with X = 1 paying with Island, Island\n"
                   "all pass until the stack is empty\nall pass until the declare attackers step\n"
                   "Bob attacks with Grizzly Bears\n", head=HEAD)
    said = [s.text for s in got if s.text.startswith("Attacking with Grizzly Bears costs")]
    assert said == ['Attacking with Grizzly Bears costs {1} (War Tax: "{X}{U}: This turn, creatures can\'t attack unless their '
                    'controller pays {X} for each attacking creature they control.", with X = 1)']
