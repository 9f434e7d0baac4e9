"""Trace words found by the seeded audit 8177 (cards 26-50): each step says what is so, no more."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_a_granted_ability_ending_with_its_aura_gone_shows_no_power_and_toughness():
    """Hermetic Study destroyed: its "Enchanted creature has '{T}: …'" stops applying to the Bears
    (412.1, 418.4b). It changed no power or toughness, so the step says none — "(now 2/2)" was said
    because the ability was looked for only in a source still in play."""
    steps = steps_of("Alice in play: Grizzly Bears as @gb, Hermetic Study as @hs attached to @gb\n"
                     "Alice hand: Disenchant\nAlice casts Disenchant targeting @hs\nall pass until the stack is empty\n",
                     head=HEAD)
    said = [s for s in steps if "static ability no longer applies to Grizzly Bears" in s.text]
    assert len(said) == 1, [s.text for s in steps]
    assert said[0].text.endswith("(its source has left play)"), said[0].text
    assert "412.1" in said[0].rules and "418.4b" in said[0].rules


def test_a_blocked_attacker_phasing_out_is_said_to_leave_combat():
    """Mist Dragon as printed, blocked, phases out ({3}{U}{U}): treated as though it doesn't exist
    (glossary "Phasing"), it is out of combat — said at its phasing out (306.2), not left for the
    blocker's "isn't blocking any creature any more" to imply."""
    head = "wording printed\nplayer Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
    steps = steps_of("Alice in play: Mist Dragon as @md\nBob in play: Wall of Stone as @ws\nAlice attacks with @md\n"
                     "all pass until the declare blockers step\nBob blocks @md with @ws\n"
                     "Alice activates @md ability 3\nall pass until the stack is empty\n", head=head)
    said = [s for s in steps if "is removed from combat" in s.text]
    assert len(said) == 1, [s.text for s in steps]
    assert said[0].text.startswith("Mist Dragon @md is removed from combat: it is no longer an attacking creature")
    assert "306.2" in said[0].rules


def test_an_upkeep_payment_that_cant_be_made_says_the_glossary_rule():
    """Chromium's "sacrifice ~ unless you pay {W}{U}{B}" with only a Plains and an Island: the step named
    the pool and the sources but not why that decides; it now says they can't make the cost and the
    glossary's rule ("Pay"), as a spell's unpayable "unless" does."""
    head = "player Alice\nplayer Bob\nturn Bob, end of turn\n"
    steps = steps_of("Alice in play: Chromium, Plains, Island\nAlice library: Forest\n"
                     "all pass until the upkeep step\nall pass until the stack is empty\n", head=head)
    said = [s for s in steps if s.text.startswith("Alice can't pay {W}{U}{B}")]
    assert len(said) == 1, [s.text for s in steps]
    assert said[0].text.endswith("Alice's untapped mana sources: Plains, Island — not enough to make {W}{U}{B} "
                                 "(glossary \"Pay\": a player can't pay a nonzero mana cost greater than he or she has)"), said[0].text
