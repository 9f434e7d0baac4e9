"""Combat edges added in review: removal from combat as soon as a creature stops being one
(306.2), the damage step's trace without damage, trample counting other attackers'
damage for a single blocker (502.9f), `expect stack:` naming the combat damage object."""

from __future__ import annotations

from tests.engine.support import COMBAT_HEAD as HEAD, run_text as run, texts


LIVING_LANDS_BLOCK = (
    "Alice in play: Grizzly Bears, Plains as @p1, Plains as @p2\n"
    "Alice hand: Disenchant\n"
    "Bob in play: Living Lands, Forest\n"
    "Alice attacks with Grizzly Bears\n"
    "all pass until the declare blockers step\n"
    "Bob blocks Grizzly Bears with Forest\n"
    "Alice casts Disenchant targeting Living Lands paying with @p1, @p2\n"
    "all pass until the stack is empty\n"
)


def test_a_creature_that_stops_being_one_is_removed_from_combat_at_once():
    out = run(LIVING_LANDS_BLOCK)
    resolves = next(top for top in out.steps if top.text.startswith("Disenchant resolves"))
    inner = [st.text for st in resolves.walk()]
    assert any("Forest is no longer a creature and is removed from combat" in t for t in inner), inner


def test_blocked_attacker_with_its_blocker_gone_deals_no_damage_and_no_damage_object():
    out = run(LIVING_LANDS_BLOCK + "all pass until the end of combat step\n")
    ts = texts(out)
    assert any("it assigns no combat damage (it remains blocked)" in t for t in ts)
    assert not any("with the combat damage on the stack" in t for t in ts)
    assert next(p for p in out.final.players if p.name == "Bob").life == 20



STACK_SRC = (HEAD + "Alice in play: Grizzly Bears\nBob in play: Hill Giant\n"
             "Alice attacks with Grizzly Bears\nall pass until the declare blockers step\n"
             "Bob blocks Grizzly Bears with Hill Giant\nall pass until the combat damage step\n")


def test_expect_stack_names_the_combat_damage_object(tmp_path):
    from judge.suite.runner import run_file

    f = tmp_path / "s.mtg"
    f.write_text(STACK_SRC + 'expect stack: "Combat damage"\n')
    r = run_file(f)
    assert r.status == "pass", r.message
    f.write_text(STACK_SRC + 'expect stack: "Grizzly Bears"\n')
    r = run_file(f)
    assert r.status == "fail", r.message
    f.write_text(STACK_SRC + "all pass\n" + 'expect stack: "Combat damage"\n')
    r = run_file(f)
    assert r.status == "fail", r.message


def test_combat_damage_resolution_cites_310_4_not_the_spell_rules():
    out = run(STACK_SRC[len(HEAD):] + "all pass\n")
    top = next(t for t in out.steps if t.text == "Combat damage resolves")
    assert top.rules == ("310.4",)
    dealt = [st for st in top.walk() if " deals " in st.text and "damage to" in st.text]
    assert dealt and all(st.rules == ("310.4",) for st in dealt)


RHINO2 = '''card "Rampaging Rhino"
  cost {3}{G}{G}
  type Creature - Rhino
  pt 2/2
  text "Trample"
card "Hydra Sentry"
  cost {3}
  type Creature - Hydra
  pt 2/2
  text "Hydra Sentry can block any number of creatures."
'''
SENTRY_BLOCKS_BOTH = (
    "Alice in play: Rampaging Rhino, Llanowar Elves\nBob in play: Hydra Sentry\n"
    "Alice attacks with Rampaging Rhino, Llanowar Elves\nall pass until the declare blockers step\n"
    "Bob blocks Rampaging Rhino with Hydra Sentry, Llanowar Elves with Hydra Sentry\n"
    "all pass until the combat damage step\n"
)


def test_trample_single_blocker_counts_other_attackers_damage_502_9f():
    # The Rhino's power (2) equals the Sentry's toughness, but the Elves' 1 counts (502.9f):
    # 1 from the Rhino is lethal together, and 1 may trample over.
    out = run(SENTRY_BLOCKS_BOTH + "Alice assigns Rampaging Rhino's damage: 1 to Hydra Sentry, 1 to Bob\n"
              "Bob assigns Hydra Sentry's damage: 1 to Llanowar Elves, 1 to Rampaging Rhino\n"
              "all pass until the end of combat step\n", RHINO2)
    assert out.final.player("Bob").life == 19
    assert "502.9f" in out.cited()
    assert next(o for o in out.final.objects if o.name == "Hydra Sentry").zone == "graveyard"


def test_trample_single_blocker_with_others_damage_is_an_open_choice():
    import pytest

    from judge.engine.decider import OpenChoice

    with pytest.raises(OpenChoice) as exc:
        run(SENTRY_BLOCKS_BOTH, RHINO2)
    assert "Rampaging Rhino" in str(exc.value) and "1 to Hydra Sentry, 1 to Bob" in str(exc.value)


PANIC = '''card "Panic Test"
  cost {R}
  type Instant
  text "Target creature can't block."
'''


def _panic_this_turn():
    """The card grammar doesn't read "can't block this turn" yet: the IR it would give."""
    from dataclasses import replace

    from judge.cards import ir
    from judge.cards.library import CardDef
    from judge.cards.text import parse_card_text_fresh

    c = CardDef(name="Panic Test", type_line="Instant", cost="{R}", types=("Instant",),
                text="Target creature can't block.")
    ab = parse_card_text_fresh(c)
    rule = replace(ab.spell.effects[0], duration=ir.THIS_TURN)
    ab = replace(ab, spell=replace(ab.spell, effects=(rule,)))
    return {"Panic Test": ab}


PANIC_BODY = ("Alice in play: Hill Giant, Mountain\nAlice hand: Panic Test\nBob in play: Grizzly Bears\n"
              "Alice attacks with Hill Giant\n"
              "Alice casts Panic Test targeting Grizzly Bears paying with Mountain\nall pass\n"
              "all pass until the declare blockers step\n")


def test_one_shot_cant_block_this_turn_makes_the_block_illegal():
    panic = _panic_this_turn()
    out = run(PANIC_BODY + "Bob blocks Hill Giant with Grizzly Bears\nBob blocks nothing\n"
              "all pass until the end of combat step\n", PANIC, abilities=panic)
    ts = texts(out)
    assert any("Grizzly Bears can't block this turn (Panic Test)" in t for t in ts), ts
    assert {"418.1", "418.3a", "418.3b", "309.2a"} <= set(out.cited())
    assert "501.3" not in set(out.cited())  # a spell's effect, not a creature's own ability
    assert out.final.player("Bob").life == 17


def test_no_open_choice_when_the_only_blocker_cant_block():
    panic = _panic_this_turn()
    out = run(PANIC_BODY + "all pass until the end of combat step\n", PANIC, abilities=panic)
    assert out.final.player("Bob").life == 17


def test_one_shot_restriction_lasts_only_the_turn_it_was_made():
    from judge.cards import ir
    from judge.engine import evasion
    from judge.engine.state import Derived, TurnRule, TurnStructure

    class FakeGame:
        in_play: list = []

        def __init__(self) -> None:
            self.derived = Derived()  # what is computed from the state (Game.changed makes a new one)
            self.turns = TurnStructure(turn=2, turn_rules=[
                TurnRule(obj=5, rule=ir.CantBlock(), source=1, turn=2, text="x can't block this turn")])

        def plain_board(self) -> None:
            return None  # nothing kept from one state to the next (Game.plain_board)

    g = FakeGame()
    assert len(evasion.rules_affecting(g, 5, ir.CantBlock)) == 1
    assert evasion.rules_affecting(g, 6, ir.CantBlock) == []
    g.turns.turn, g.derived = 3, Derived()  # a new turn is a new state
    assert evasion.rules_affecting(g, 5, ir.CantBlock) == []


def test_one_shot_cant_block_after_blocks_doesnt_remove_the_blocker():
    # 306.2: a spell that, played earlier, would have prevented the block doesn't remove it.
    panic = _panic_this_turn()
    body = ("Alice in play: Grizzly Bears, Mountain\nAlice hand: Panic Test\nBob in play: Hill Giant\n"
            "Alice attacks with Grizzly Bears\nall pass until the declare blockers step\n"
            "Bob blocks Grizzly Bears with Hill Giant\n"
            "Alice casts Panic Test targeting Hill Giant paying with Mountain\nall pass\n"
            "all pass until the end of combat step\n")
    out = run(body, PANIC, abilities=panic)
    assert next(o for o in out.final.objects if o.name == "Grizzly Bears").zone == "graveyard"
    assert next(o for o in out.final.objects if o.name == "Hill Giant").damage == 2


def test_expect_combat_damage_on_the_stack(tmp_path):
    from judge.suite.runner import run_file

    f = tmp_path / "s.mtg"
    f.write_text(STACK_SRC + 'expect "Combat damage" on the stack\n')
    assert run_file(f).status == "pass"
    f.write_text(STACK_SRC + "all pass\n" + 'expect "Combat damage" not on the stack\n')
    r = run_file(f)
    assert r.status == "pass", r.message
    f.write_text(STACK_SRC + "all pass\n" + 'expect "Combat damage" on the stack\n')
    assert run_file(f).status == "fail"
