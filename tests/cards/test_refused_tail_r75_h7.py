"""The seventy-fifth session's refused tail (added, h7): how the reader reads Parallax Inhibitor's "each permanent
with fading you control", and which abilities are fading (judge.engine.filters.is_fading). What the engine does with
it is held by its scenarios (scenarios/cards/502-1-parallax-inhibitor-*.mtg)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.describe import effect_phrase
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.filters import is_fading
from judge.engine.support import unsupported as unsupported_reasons

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
