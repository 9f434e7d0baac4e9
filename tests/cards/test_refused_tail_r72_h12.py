"""The seventy-second session's refused tail, second round (added, h12): how the reader reads Desperate Gambit in its
Oracle wording. What the engine does with it is held by its scenarios (scenarios/cards/*desperate-gambit-*.mtg)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.describe import effect_phrase
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons

GAMBIT = ("Choose a source you control and flip a coin. If you win the flip, the next time that source would deal "
          "damage this turn, it deals double that damage instead. If you lose the flip, the next time it would deal "
          "damage this turn, prevent that damage.")


def _read(text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name="Desperate Gambit", type_line="Instant", types=("Instant",), text=text,
                                         cost="{R}"))


def test_desperate_gambit_chooses_a_source_you_control_before_the_flip():
    card = _read(GAMBIT)
    assert card.abilities == ()
    choose, flip, by_flip = card.spell.effects
    # the source is chosen first, as the spell resolves (413.2c), one you control (glossary "Source")
    assert choose == ir.ChooseSource(ir.Filter(controller=ir.PlayerRelation.YOU))
    assert isinstance(flip, ir.FlipCoin)
    # won: its next damage doubled (419.1); lost ("otherwise"): its next damage prevented (419.7c)
    assert by_flip.condition == ir.Condition(ir.ConditionKind.FLIP, value="won")
    assert by_flip.then == (ir.ScaleNextDamage(ir.SourceChosenThisWay(), 2),)
    assert by_flip.otherwise == (ir.PreventDamage((), None, source=ir.SourceChosenThisWay(), next_time=True),)
    assert not unsupported_reasons(card)
    assert effect_phrase(choose).startswith("you choose a source you control")
    assert effect_phrase(by_flip.then[0]) == ("the next time the source chosen this way would deal damage this turn, it "
                                             "deals double that damage instead")
