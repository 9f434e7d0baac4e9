"""An activated ability's instruction that did nothing is quoted without its cost (403.1: "cost: effect";
413.2b): the cost was paid, only the instruction after it did nothing (audit 8278: Orcish Settlers at
X = 0, Necropolis removing Ornithopter)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _nothing_steps(body: str) -> list[str]:
    return [s.text for s in steps_of(body, head=HEAD) if "does nothing" in s.text]


def test_orcish_settlers_at_x_zero_quotes_destroy_x_target_lands_only():
    texts = _nothing_steps("Alice in play: Orcish Settlers as @os\nAlice activates @os with X = 0\n"
                           "all pass until the stack is empty\n")
    assert texts == ['Orcish Settlers @os: "Destroy X target lands" does nothing: it has no target: X is 0, '
                     'so none was chosen (409.1c)']


def test_necropolis_removing_a_card_of_cost_zero_quotes_its_instruction_only():
    texts = _nothing_steps("Alice in play: Necropolis as @np\nAlice graveyard: Ornithopter as @or\n"
                           "Alice activates @np exiling @or\nall pass until the stack is empty\n")
    assert len(texts) == 1
    assert texts[0].startswith('Necropolis @np: "Put X +0/+1 counters on Necropolis, where X is the card removed '
                               "from the game's converted mana cost\" does nothing: its amount is 0")
    assert "Remove a creature card" not in texts[0]
