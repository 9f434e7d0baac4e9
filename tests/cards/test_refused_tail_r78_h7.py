"""The seventy-eighth session's refused tail (added, h7): how the reader reads Scrying Glass's three sentences (a
number and a colour chosen as it resolves, the hand revealed, the draw only for exactly that many), and what a
scenario may choose for "a number greater than 0". What the engine does with them is held by their scenarios
(scenarios/cards/*-scrying-glass-*.mtg)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from judge.cards import ir
from judge.cards.describe import effect_phrase
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons
from judge.zones import Zone

ROOT = Path(__file__).resolve().parents[2]

SCRYING_GLASS = ("{3}, {T}: Choose a number greater than 0 and a color. Target opponent reveals their hand. If that "
                 "opponent reveals exactly the chosen number of cards of the chosen color, you draw a card.")


def _read(text: str, name: str, type_line: str = "Artifact", cost: str = "{2}") -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line=type_line, types=(type_line.split(" ")[0],), text=text,
                                         cost=cost))


def test_scrying_glass_number_and_color_chosen_then_the_draw_only_for_exactly_that_many():
    card = _read(SCRYING_GLASS, "Scrying Glass")
    (ab,) = card.abilities
    assert isinstance(ab, ir.ActivatedAbility) and ab.cost.tap and ab.cost.mana == "{3}"
    number, color, reveal, cond = ab.effects
    # both chosen as it resolves by its controller (413.2c): any whole number above 0, and a colour
    assert number == ir.ChooseNumber(ir.You(), 0)
    assert color == ir.ChooseColor(ir.You())
    assert isinstance(reveal, ir.LookAtHand) and reveal.reveal and isinstance(reveal.whose, ir.Target)
    # the draw gated on the revealed hand's cards of the chosen colour being exactly the chosen number (413.2f)
    assert isinstance(cond, ir.Conditional) and cond.then == (ir.Draw(ir.You(), 1),) and cond.otherwise == ()
    assert cond.condition.kind is ir.ConditionKind.EXACTLY_CHOSEN_NUMBER
    f = cond.condition.filter
    assert f.zone == Zone.HAND and f.controlled_by == reveal.whose and f.extra == (ir.OF_COLOR_CHOSEN,)
    assert "a number greater than 0" in effect_phrase(number)
    assert not unsupported_reasons(card)


def test_scrying_glass_a_number_not_greater_than_0_is_refused(tmp_path):
    scenario = (ROOT / "scenarios/cards/413-2c-scrying-glass-seven-chosen-one-blue-card-no-draw.mtg").read_text()
    assert "\nAlice chooses 7\n" in scenario
    bad = tmp_path / "zero.mtg"
    bad.write_text(scenario.replace("\nAlice chooses 7\n", "\nAlice chooses 0\n"))
    done = subprocess.run([sys.executable, "-m", "judge", "ask", str(bad)], capture_output=True, text=True, cwd=ROOT)
    # bad input: one clear paragraph, exit 2, no traceback
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Alice can't choose 0 for a number greater than 0" in done.stderr
    assert "0 is not a number greater than 0" in done.stderr and "Traceback" not in done.stderr


MALIGNANT_GROWTH = ("At the beginning of each opponent's draw step, that player draws an additional card for each growth "
                    "counter on ~, then ~ deals damage to the player equal to the number of cards they drew this way.")


def test_malignant_growth_draws_for_each_counter_then_damage_for_the_cards_drawn():
    card = _read(MALIGNANT_GROWTH, "Malignant Growth", type_line="Enchantment", cost="{3}{G}{U}")
    (ab,) = card.abilities
    assert isinstance(ab, ir.TriggeredAbility) and ab.trigger.step is not None
    assert ab.trigger.whose is ir.TriggerWhose.OPPONENT
    draw, damage = ab.effects
    # one card for each growth counter, counted as it resolves (413.2f), drawn by the triggering player
    assert draw == ir.Draw(ir.TriggerPlayer(), ir.CountersOn(ir.This(), "growth"))
    # the damage: the cards that draw drew (none for a card an empty library couldn't give), to that player
    assert damage.to == (ir.TriggerPlayer(),) and damage.source == ir.This()
    assert damage.amount == ir.CountOf(ir.Filter(types=("card",), zone=Zone.HAND, extra=("drawn this way",)))
    assert "the number of cards drawn this way to the triggering player" in effect_phrase(damage)
    assert not unsupported_reasons(card)


WAND_OF_ITH = ("{3}, {T}: Target player reveals a card at random from their hand. If it's a land card, that player "
               "discards it unless they pay 1 life. If it isn't a land card, the player discards it unless they pay life "
               "equal to its converted mana cost. Activate this ability only during your turn.")


def test_wand_of_ith_random_card_discarded_unless_the_life_is_paid():
    card = _read(WAND_OF_ITH, "Wand of Ith", cost="{4}")
    (ab,) = card.abilities
    reveal, if_land, if_not = ab.effects
    who = reveal.whose
    # one card picked by chance from the target's hand, revealed (no player's choice)
    assert isinstance(reveal, ir.LookAtHand) and reveal.reveal and reveal.random_card and isinstance(who, ir.Target)
    discard = (ir.DiscardObject(who, ir.Revealed()),)
    # a land card: 1 life, or discarded — the payer the player who revealed it (glossary "Unless")
    assert if_land.condition == ir.Condition(ir.ConditionKind.MATCHES, ref=ir.Revealed(), filter=ir.Filter(
        types=("land",), zone=Zone.ANY, extra=("card",)))
    assert if_land.then == (ir.IfYouDo(ir.Cost(life=1), (), discard, who=who),)
    # any other card: life equal to its converted mana cost as it resolves (413.2f); no card, neither holds
    assert if_not.condition.filter.not_types == ("land",) and if_not.condition.ref == ir.Revealed()
    assert if_not.then == (ir.IfYouDo(ir.Cost(life=ir.ConvertedManaCostOf(ir.Revealed())), (), discard, who=who),)
    assert "pay life equal to the converted mana cost of the revealed card" in effect_phrase(if_not)
    assert [r.kind for r in ab.restrictions] == [ir.RestrictionKind.DURING_YOUR_TURN]
    assert not unsupported_reasons(card)
