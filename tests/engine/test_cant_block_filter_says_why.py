"""A creature's own "can't block <described creatures>" that refuses a block says what decides
it — the attacker is what the words describe, with its power where they name one (audit 7268:
Orcish Veteran, "can't block white creatures with power 2 or greater", refused blocking Benalish
Knight without saying it is white with power 2; 501.3, 500.2)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"


def test_orcish_veteran_says_the_knight_is_white_with_power_2():
    steps = steps_of("Alice in play: Orcish Veteran as @ov\nBob in play: Benalish Knight as @bk\n"
                     "Bob attacks with @bk\nall pass until the declare blockers step\n"
                     "Alice blocks @bk with @ov\nAlice blocks nothing\n", head=HEAD)
    [said] = [s for s in steps if s.text.startswith("Illegal: Orcish Veteran @ov can't block")]
    assert "Benalish Knight @bk is a white creature with power 2 or greater (power 2)" in said.text
    assert set(said.rules) >= {"501.3", "500.2"}
