"""A redirection made by a resolved spell or ability says why it leaves alone damage dealt to the
very creature or player it watches (audit 11712, card 4): Oracle's Attendants' "All damage that
would be dealt to target creature this turn by a source of your choice is dealt to Oracle's
Attendants instead" with Shock chosen — a Prodigal Sorcerer's ping at the same Bears is dealt to
them, and the step before it says the redirection watches for Shock's damage only; Kjeldoran
Royal Guard's "All combat damage … by unblocked creatures" leaves a Shock's damage to Alice alone
(not combat damage). A replacement effect watches for the event it describes (419.1). Where the
redirection applies, or the damage goes to another creature, nothing is said."""

from __future__ import annotations

from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
NOT = "redirection of damage dealt to"


def _attendants(ping: str) -> list:
    return steps_of("Alice in play: Oracle's Attendants as @oa, Grizzly Bears as @gb, Grizzly Bears as @gb2\n"
                    "Bob in play: Prodigal Sorcerer as @ps\nBob hand: Shock as @sh\n"
                    "Bob casts @sh targeting @gb\nBob passes\nAlice activates @oa targeting @gb\nall pass\n"
                    f"Alice chooses @sh\nall pass until the stack is empty\nBob activates @ps targeting {ping}\n"
                    "all pass until the stack is empty\n", head=HEAD)


def test_another_sources_damage_to_the_creature_says_why_it_is_not_redirected():
    got = _attendants("@gb")
    said = [s for s in got if NOT in s.text]
    assert [s.text for s in said] == [
        "Oracle's Attendants @oa's redirection of damage dealt to Grizzly Bears @gb doesn't apply: it redirects "
        "damage from Shock @sh, not from Prodigal Sorcerer @ps"]
    assert said[0].rules == ("419.1",)
    texts = [s.text for s in got]
    assert texts.index(said[0].text) + 1 == texts.index("Prodigal Sorcerer @ps deals 1 damage to Grizzly Bears @gb (damage 1)")
    # the chosen source's damage is redirected, and damage to another creature is no business of it: nothing said
    got = _attendants("@gb2")
    assert not any(NOT in s.text for s in got)
    assert any(s.text == "Shock deals 2 damage to Oracle's Attendants @oa (damage 2)" for s in got)
    assert any(s.text == "Prodigal Sorcerer @ps deals 1 damage to Grizzly Bears @gb2 (damage 1)" for s in got)


def test_a_combat_only_redirection_leaves_a_shock_to_alice_alone_saying_why():
    got = steps_of("Alice in play: Kjeldoran Royal Guard as @krg\nBob hand: Shock as @sh\n"
                   "Bob passes\nAlice activates @krg\nall pass until the stack is empty\n"
                   "Bob casts @sh targeting Alice\nall pass until the stack is empty\n", head=HEAD)
    said = [s for s in got if NOT in s.text]
    assert [s.text.split(": ", 1)[1] for s in said] == ["it redirects combat damage only, and this damage isn't"]
    assert said[0].rules == ("419.1",)
    assert any(s.text == "Shock deals 2 damage to Alice (life 20 → 18)" for s in got)
