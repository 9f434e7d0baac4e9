"""Portal's printed "Play ~ only in response to another player playing a creature (or a
sorcery)" (False Summoning, Mystic Denial, Preemptive Strike; audit 4339): a window of the
card's own, open only while another player's spell of that type is on the stack. A sorcery's
timing (408.1d) never allows that, and the card takes precedence (103.1); with no such spell
the play is refused for that reason, not for sorcery timing."""

from __future__ import annotations

from judge.cards import ir
from tests.cards.test_wordings import _card
from tests.engine.support import run_text, texts
from judge.zones import Zone

DENIAL = ('card "Test Denial"\n  cost {1}{U}{U}\n  type Sorcery\n'
          '  text "Play Test Denial only in response to another player playing a creature or a sorcery.\\n'
          'Counter target creature or sorcery spell an opponent controls."\n')
HEAD = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def test_the_window_is_read_as_a_cast_restriction_and_the_target_is_another_players():
    card = _card("Play Test Card only in response to another player playing a creature.\n"
                 "Counter target creature spell an opponent controls.", "Sorcery")
    assert ir.Restriction(ir.RestrictionKind.WINDOW, "another players creature spell") in card.cast_restrictions
    target = card.spell.targets[0].filter
    assert (target.types, target.zone, target.controller) == (("creature",), Zone.STACK, ir.PlayerRelation.OPPONENT)


def test_a_sorcery_of_another_player_on_the_stack_opens_the_window():
    out = run_text("Alice hand: Test Denial\nBob hand: Stone Rain\nBob in play: Forest as @f\n"
                   "Bob casts Stone Rain targeting @f\nBob passes\nAlice casts Test Denial targeting Stone Rain\n"
                   "all pass until the stack is empty\n", cards=DENIAL, head=HEAD)
    words = texts(out)
    assert any("when a sorcery's timing (408.1d) never allows it" in t for t in words)
    assert out.final.objects and any(o.name == "Stone Rain" and o.zone == "graveyard" for o in out.final.objects)
    assert any(o.name == "Forest" and o.zone == "in play" for o in out.final.objects)


def test_with_nothing_to_answer_the_refusal_says_so_and_not_sorcery_timing():
    out = run_text("Alice hand: Test Denial\nBob passes\nAlice tries to cast Test Denial\n", cards=DENIAL, head=HEAD)
    refusal = [t for t in texts(out) if "illegal play" in t]
    assert refusal and "in response to another player playing a creature or a sorcery" in refusal[0]
    assert "the stack is empty" in refusal[0] and "main phase" not in refusal[0]


QUICK = ('card "Test Study"\n  cost {U}\n  type Sorcery\n'
         '  text "You may play Test Study any time you could play an instant.\\nDraw a card."\n')


def test_a_sorcerys_play_as_an_instant_is_a_static_permission_the_timing_check_reads():
    """Not an effect of the spell (which would come too late, as it resolves): played on Bob's turn."""
    card = _card("You may play Test Card any time you could play an instant.\nDraw a card.", "Sorcery")
    assert [type(ab) for ab in card.abilities] == [ir.StaticAbility]
    assert card.spell.effects == (ir.Draw(ir.You(), 1),)
    out = run_text("Alice library: Island\nAlice hand: Test Study\nBob passes\nAlice casts Test Study\n"
                   "all pass until the stack is empty\n", cards=QUICK, head=HEAD)
    assert any("may be played any time Alice could play an instant" in t for t in texts(out))
    assert any(o.name == "Island" and o.zone == "hand" for o in out.final.objects)


def test_the_permission_sharing_a_paragraph_with_the_spells_effect_is_refused():
    import pytest

    from judge.cards.phrases import CardTextError

    with pytest.raises(CardTextError, match="in one paragraph"):
        _card("You may play Test Card any time you could play an instant. Draw a card.", "Sorcery")
