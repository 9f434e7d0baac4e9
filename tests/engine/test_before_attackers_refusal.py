"""A refusal of "Play this ability only during your turn, before attackers are declared"
(Coastal Wizard, Alaborn Veteran) says the card's restriction and that attackers have been
declared — not only the turn and step (audit 4743)."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _refusals(body: str) -> list[str]:
    return [s.text for s in steps_of(body, head=HEAD) if "illegal play" in s.text]


#: the rule the card's window takes precedence over, said at the end of the refusal (103.1; the card's own
#: restriction decides, 408.1c letting the player with priority play an ability otherwise)
OVERRIDES = "; the card's text takes precedence over 408.1c, by which the player with priority may play an ability (103.1)"


def test_coastal_wizard_after_attackers_are_declared():
    [said] = _refusals("Alice in play: Coastal Wizard as @w, Hill Giant as @g\nBob in play: Grizzly Bears as @b\n"
                       "all pass until the declare attackers step\nAlice attacks with @g\n"
                       "Alice tries to activate @w targeting @b\n")
    assert said.endswith("it may be played only before attackers are declared, and they have been: "
                         "it is now Alice's turn, declare attackers" + OVERRIDES)


def test_alaborn_veteran_after_combat():
    [said] = _refusals("Alice in play: Alaborn Veteran as @v, Hill Giant as @g\nBob in play: Grizzly Bears as @b\n"
                       "all pass until the declare attackers step\nAlice attacks with @g\n"
                       "all pass until the declare blockers step\nBob blocks nothing\n"
                       "all pass until the postcombat main phase\nAlice tries to activate @v targeting @g\n")
    assert said.endswith("it may be played only before attackers are declared, and this turn's combat phase is "
                         "over: it is now Alice's turn, postcombat main" + OVERRIDES)


def test_before_attackers_in_the_beginning_of_combat_is_allowed():
    assert _refusals("Alice in play: Coastal Wizard as @w\nBob in play: Grizzly Bears as @b\n"
                     "all pass until the beginning of combat step\nAlice activates @w targeting @b\n") == []
