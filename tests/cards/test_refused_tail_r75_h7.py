"""The seventy-fifth session's refused tail (added, h7): how the reader reads Parallax Inhibitor's "each permanent
with fading you control", and which abilities are fading (judge.engine.filters.is_fading), and Mana Vortex's "When you
play this spell, counter it unless you sacrifice a land". What the engine does with them is held by their scenarios
(scenarios/cards/502-1-parallax-inhibitor-*.mtg, *-mana-vortex-*.mtg)."""

from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.describe import ability_phrase, effect_phrase, trigger_phrase
from judge.cards.phrases import CardTextError
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.filters import is_fading
from judge.engine.support import unsupported as unsupported_reasons
from judge.zones import Zone

INHIBITOR = "{1}, {T}, Sacrifice Parallax Inhibitor: Put a fade counter on each permanent with fading you control."
BLASTODERM = ("Shroud (This creature can't be the target of spells or abilities.)\n"
              "Fading 3 (This creature enters the battlefield with three fade counters on it. At the beginning of your "
              "upkeep, remove a fade counter from it. If you can't, sacrifice it.)")


def _read(text: str, name: str, type_line: str, types: tuple, **kw) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line=type_line, types=types, text=text, **kw))


def test_parallax_inhibitor_each_permanent_with_fading_you_control():
    card = _read(INHIBITOR, "Parallax Inhibitor", "Artifact", ("Artifact",), cost="{2}")
    (ability,) = card.abilities
    assert isinstance(ability, ir.ActivatedAbility)
    (put,) = ability.effects
    assert put == ir.PutCounters(ir.All((ir.Filter(types=("permanent",), controller=ir.PlayerRelation.YOU,
                                                   extra=(ir.WITH_FADING,)),)), "fade", 1)
    assert effect_phrase(put) == "put a fade counter on each permanent with fading you control"
    assert not unsupported_reasons(card)


def test_fading_is_its_upkeep_ability():
    # Fading read as its reminder text (502.1): the upkeep ability is the fading ability; the shroud, and the
    # comes-into-play-with-counters rule, are not
    card = _read(BLASTODERM, "Blastoderm", "Creature - Beast", ("Creature",), cost="{2}{G}{G}", power=5, toughness=5)
    assert [is_fading(a) for a in card.abilities] == [False, False, True]
    # an upkeep ability that removes a counter of another kind is no fading (Rasputin-like, or a cumulative upkeep)
    other = _read("At the beginning of your upkeep, remove a dream counter from Dreamer. If you can't, sacrifice it.",
                  "Dreamer", "Creature - Human", ("Creature",), cost="{1}", power=1, toughness=1)
    assert not any(is_fading(a) for a in other.abilities)


VORTEX = ("When you cast this spell, counter it unless you sacrifice a land.\n"
          "At the beginning of each player's upkeep, that player sacrifices a land.\n"
          "When there are no lands on the battlefield, sacrifice Mana Vortex.")


def test_mana_vortex_its_own_playing_triggers_from_the_stack():
    card = _read(VORTEX, "Mana Vortex", "Enchantment", ("Enchantment",), cost="{1}{U}{U}")
    played, upkeep, state = card.abilities
    # an ability working while its card is a spell on the stack (402.8), triggered by that card's playing (410.2)
    assert played.trigger == ir.Trigger(ir.TriggerEvent.PLAYS_SPELL, ir.This(), whose=ir.TriggerWhose.YOU)
    assert played.zone is Zone.STACK
    land = ir.Filter(types=("land",), controller=ir.PlayerRelation.YOU, zone=Zone.IN_PLAY)
    # "unless you sacrifice a land": the controller may pay, else the spell is countered (glossary "Unless")
    assert played.effects == (ir.IfYouDo(ir.Cost(sacrifice=(ir.SacrificeCost(land),)), (),
                                         (ir.CounterSpell(ir.TriggerObject()),), who=ir.You()),)
    assert trigger_phrase(played.trigger) == "when you play this spell (its own playing)"
    assert upkeep.zone is Zone.IN_PLAY and state.zone is Zone.IN_PLAY
    assert state.trigger.event is ir.TriggerEvent.STATE
    assert not unsupported_reasons(card)
    # `judge card` says what "it" is: this spell, not "the triggering object" (a trace of a game says the spell's name)
    assert ability_phrase(played).endswith("you may sacrifice a land; if not: counter this spell")
    # another triggered ability's "it" is still the triggering object
    assert "the triggering object" in effect_phrase(ir.CounterSpell(ir.TriggerObject()))


def test_another_players_spell_is_not_read():
    with pytest.raises(CardTextError):
        _read("When an opponent casts this spell, counter it unless you sacrifice a land.", "Mana Vortex",
              "Enchantment", ("Enchantment",), cost="{1}{U}{U}")


def test_counter_unless_you_pay_mana_is_not_this_reading():
    with pytest.raises(CardTextError):
        _read("When you cast this spell, counter it unless you pay {2}.", "Mana Vortex", "Enchantment",
              ("Enchantment",), cost="{1}{U}{U}")
