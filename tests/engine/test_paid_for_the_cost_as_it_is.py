"""What a cost removed, discarded or tapped is looked at as it is, if still where the cost put it, or as it last
existed there (413.2f) — the step says which, not "as it is now, or as it last existed if it has left that zone"
(audit 8278: Necropolis' card still removed from the game); a token gone has ceased to exist (216.3)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _paid(body: str, head: str = HEAD) -> list:
    return [s for s in steps_of(body, head=head) if " to pay the cost of " in s.text and s.text.startswith("The ")]


def test_necropolis_card_still_removed_is_looked_at_as_it_is():
    (got,) = _paid("Alice in play: Necropolis as @np\nAlice graveyard: Hill Giant as @hg\n"
                   "Alice activates @np exiling @hg\nall pass until the stack is empty\n")
    assert got.text == ("The card removed from the game to pay the cost of Necropolis @np (409.1f): Hill Giant @hg — "
                        "as it is now, still removed from the game (413.2f)")
    assert "413.2f" in got.rules


def test_a_tapped_creature_bolted_since_is_looked_at_as_it_last_existed():
    body = ("Alice in play: Unerring Sling as @sling, Hill Giant as @giant\nAlice hand: Lightning Bolt as @lb\n"
            "Bob in play: Serra Angel as @angel\nBob attacks with @angel\nBob passes\n"
            "Alice activates @sling targeting @angel tapping @giant\nAlice casts @lb targeting @giant\n"
            "all pass until the stack is empty\n")
    got = [s.text for s in _paid(body, "player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n")]
    assert got == ["The creature tapped to pay the cost of Unerring Sling @sling (409.1f): Hill Giant @giant — as it "
                   "last existed in play, which it has left since (413.2f)"], got


def test_a_token_removed_has_ceased_to_exist():
    (got,) = _paid("Alice hand: Soul Exchange as @se\nAlice graveyard: Hill Giant as @hg\n"
                   "Alice in play: token \"Thrull\" 0/1 black Creature - Thrull as @t\n"
                   "Alice casts @se targeting @hg exiling @t\nall pass until the stack is empty\n")
    assert got.text.endswith("— as it last existed: a token out of play has ceased to exist (216.3, 413.2f)")
    assert "216.3" in got.rules
