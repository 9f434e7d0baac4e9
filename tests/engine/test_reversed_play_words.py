"""The step of a reversed illegal play (422.1, 422.2) says what made it illegal once, in the
engine's words, and cites the rules it broke — not "which is reversed: illegal play: … (rules …:
the play is reversed)", the error's own wording repeated inside the step (audit 4036)."""

from __future__ import annotations

from tests.engine.support import steps_of

MAIN = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def test_a_reversed_play_says_why_once_and_cites_the_rule_it_broke():
    got = steps_of("Alice in play: Prodigal Sorcerer as @ps\nAlice hand: Lightning Bolt\n"
                   "Alice casts Lightning Bolt targeting @ps\nall pass until the stack is empty\n"
                   "Alice tries to activate @ps targeting Bob\n", head=MAIN)
    (step,) = [s for s in got if "attempts an illegal play" in s.text]
    assert step.text.count("illegal play") == 1 and "the play is reversed" not in step.text
    assert "(rules" not in step.text
    assert step.rules[-2:] == ("422.1", "422.2") and len(step.rules) > 2


def test_a_tap_cost_whose_description_says_untapped_says_it_once():
    # Lashknife: "you may tap an untapped creature you control rather than pay this spell's mana
    # cost" (audit 4137 found "tap an untapped untapped creature you control")
    from judge.cards import ir
    from judge.cards.describe import cost_words

    untapped = ir.Filter(types=("creature",), controller=ir.PlayerRelation.YOU, status=("untapped",))
    plain = ir.Filter(types=("creature",), controller=ir.PlayerRelation.YOU)
    assert cost_words(ir.Cost(tap_other=untapped)) == "tap an untapped creature you control"
    assert cost_words(ir.Cost(tap_other=plain)) == "tap an untapped creature you control"
    assert cost_words(ir.Cost(tap_other=plain, tap_other_count=2)) == "tap 2 untapped creatures you control"
