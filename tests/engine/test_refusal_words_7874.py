"""Refusals that say what decides them, in the card's own words (audit 7874): a refused target
of "target nonsnow land you control" says the land is snow-covered (Hallowed Ground), one of
"that attacked you this turn" says the creature didn't attack, or attacked another player
(Jabari's Influence); "target nonartifact, nonblack creature" is quoted as the card writes it
(Terror, Jabari's Influence), not "nonblack nonartifact"; a blocker refused by fear says what
it isn't (Cateran Enforcer)."""

from __future__ import annotations

from tests.engine.support import steps_of

MAIN = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def _said(body: str, words: str, head: str = MAIN) -> list[str]:
    return [s.text for s in steps_of(body, head=head) if words in s.text]


def test_hallowed_ground_says_the_snow_land_is_snow_covered():
    [said] = _said("Alice in play: Hallowed Ground as @hg, Snow-Covered Plains as @sp, Plains\n"
                   "Alice tries to activate @hg targeting @sp\n", "legal choice")
    assert said.endswith('"target nonsnow land you control": it is snow-covered, a snow land '
                         '(glossary "Snow-Covered (Obsolete)")')


def test_jabaris_influence_says_the_creature_never_attacked():
    body = ("Alice hand: Jabari's Influence as @ji\nBob in play: Grizzly Bears as @gb, Hill Giant as @hg\n"
            "Bob attacks with @gb\nall pass until the declare blockers step\nAlice blocks nothing\n"
            "all pass until the postcombat main step\nBob passes\nAlice tries to cast @ji targeting @hg\n"
            "Alice casts @ji targeting @gb\nall pass until the stack is empty\n")
    head = "player Alice\nplayer Bob\nturn Bob, declare attackers\nmana is not tracked\n"
    [said] = _said(body, "legal choice", head)
    assert said.endswith('"target nonartifact, nonblack creature that attacked you this turn": it hasn\'t '
                         'attacked this turn: it was never declared as an attacker (308.5)')


def test_jabaris_influence_says_alices_own_attacker_attacked_bob():
    body = ("Alice in play: Grizzly Bears as @gb\nAlice hand: Jabari's Influence as @ji\n"
            "Alice attacks with @gb\nall pass until the declare blockers step\nBob blocks nothing\n"
            "all pass until the postcombat main step\nAlice tries to cast @ji targeting @gb\n")
    head = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
    [said] = _said(body, "legal choice", head)
    assert said.endswith("it attacked Bob this turn, not Alice (308.5)")


def test_terror_quotes_nonartifact_nonblack_as_the_card_writes_it():
    [said] = _said("Alice hand: Terror as @t\nBob in play: Scathe Zombies as @z\n"
                   "Alice tries to cast @t targeting @z\n", "legal choice")
    assert 'it is not a legal choice for "target nonartifact, nonblack creature": it is black' in said


def test_fear_refusal_says_what_the_blocker_isnt():
    body = ("Alice in play: Cateran Enforcer as @ce\nBob in play: Grizzly Bears as @gb\n"
            "Alice attacks with @ce\nall pass until the declare blockers step\nBob blocks @ce with @gb\n"
            "Bob blocks nothing\n")
    head = "player Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
    [said] = _said(body, "Illegal:", head)
    assert said.endswith("Grizzly Bears @gb isn't a black creature or an artifact creature")


def test_sorceress_queen_is_not_quoted_as_target_creature_other():
    # "Target creature other than Sorceress Queen …": the card's words go on past "creature other", so
    # they are not a reordering of "other creature" (the merge of audit 7874 had quoted "target creature other")
    [said] = _said("Alice in play: Sorceress Queen as @q\nAlice tries to activate @q targeting @q\n", "legal choice")
    assert '"target creature other"' not in said
    assert 'it is not a legal choice for "target other creature"' in said
