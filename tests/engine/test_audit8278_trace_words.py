"""Trace defects found by audit 8278 (cards 1-25, session 73, h4), each asserted on the step that says it:
Necropotence paid for twice — its two delayed "put that card into your hand" abilities were ordered as
"Necropotence, Necropotence", now each with the card it refers to (410.3, 406.2d); Kudzu moving itself named
its own source in parentheses and, with no land left, said "it stays where it was" of an Aura whose land was just
destroyed (glossary "Move"; 214.8e); Night Soil refusing a Lightning Bolt for its cost said "it is not a creature
card from a single graveyard" — the one graveyard is of the two cards together, the Bolt is refused for being no
creature card (409.1f). (Mongrel Pack's why-not outside combat: scenarios/audit/8278/03-….)"""

from __future__ import annotations

from judge.dsl import parse
from judge.engine import simulate
from tests.engine.support import steps_of

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_necropotence_two_delayed_returns_ordered_by_their_cards():
    scn = parse(HEAD + "Alice in play: Necropotence as @n\nAlice library: Island as @c1, Forest as @c2, 3 unknown cards\n"
                "Bob library: 3 unknown cards\n"
                "Alice activates @n\nall pass until the stack is empty\n"
                "Alice activates @n\nall pass until the stack is empty\n"
                "all pass until the end of turn step\n", "t.mtg")
    orders = [s.text for out in simulate(scn, explore=True) for top in out.steps for s in top.walk()
              if "orders the triggered abilities" in s.text]
    assert len(orders) == 2  # one outcome for each order (which card comes to the hand first)
    for said in orders:
        assert "Necropotence @n (Island @c1)" in said and "Necropotence @n (Forest @c2)" in said


def test_kudzu_moving_itself_doesnt_name_itself_as_its_source():
    steps = steps_of("Bob in play: Forest as @f1, Forest as @f2\nAlice in play: Kudzu as @k attached to @f1\n"
                     "Bob taps @f1 for {G}\nall pass\nBob chooses @f2\n", head=HEAD.replace("turn Alice", "turn Bob"))
    [said] = [s for s in steps if "chooses a land for Kudzu @k to enchant" in s.text]
    assert "(Kudzu @k;" not in said.text


def test_kudzu_last_land_destroyed_enchants_nothing():
    steps = steps_of("Alice in play: Forest as @f\nAlice in play: Kudzu as @k attached to @f\n"
                     "Alice taps @f for {G}\nall pass\n", head=HEAD)
    [said] = [s for s in steps if s.text.startswith("There is no land")]
    assert "it enchants nothing" in said.text and "stays where it was" not in said.text


def test_night_soil_bolt_refused_for_being_no_creature_card():
    steps = steps_of("Alice in play: Night Soil as @ns\nBob graveyard: Hill Giant as @hg, Lightning Bolt as @lb, Craw Wurm\n"
                     "Alice tries to activate @ns exiling @hg, @lb\n", head=HEAD)
    [said] = [s for s in steps if "can't be used to remove from the game" in s.text]
    assert said.text.endswith("it is not a creature card")
