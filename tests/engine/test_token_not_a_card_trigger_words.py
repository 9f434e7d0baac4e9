"""Energy Field: "When a card is put into your graveyard from anywhere, sacrifice Energy Field."
A token put into its controller's graveyard doesn't trigger it, and the trace says why at that
moment — a token isn't a card (216.2; glossary "Token") — where before no step said anything
(audit 4743, card 21)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
BOARD = ('Alice in play: Energy Field as @ef, token "Goblin" 1/1 red Creature - Goblin as @tok, Grizzly Bears as @b\n'
         "Bob hand: Shock, Shock\n")


def test_a_token_put_into_the_graveyard_is_said_not_to_trigger_it():
    got = steps_of(BOARD + "Bob casts Shock targeting @tok\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if "doesn't trigger on Goblin @tok" in s.text]
    assert len(said) == 1, [s.text for s in got]
    assert said[0].text.endswith("it is a token, and a token isn't a card (216.2; glossary \"Token\": a token "
                                 "represents a noncard permanent)")
    assert said[0].rules == ("410.2", "216.2")
    assert not any("Energy Field @ef's ability triggers" in s.text for s in got)


def test_a_card_put_there_triggers_it_and_nothing_is_said_of_tokens():
    got = steps_of(BOARD + "Bob casts Shock targeting @b\nall pass until the stack is empty\n", head=HEAD)
    assert any(s.text.startswith("Energy Field @ef's ability triggers") for s in got)
    assert not any("a token isn't a card" in s.text for s in got)
