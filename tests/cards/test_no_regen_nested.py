"""'It can't be regenerated.' (419.6b) after an instruction nested in a delayed, optional or
conditional one, with another destruction before it: the modifier speaks of the destruction just
before it (read), or, where that can't be told, the card is refused — never the sentence lost
(the nested destruction left regenerable while an earlier one is marked)."""
from __future__ import annotations

import pytest

from judge.cards import ir
from judge.cards.text import CardTextError, parse_card_text_fresh
from judge.dsl.ast import CardDef


def _spell(text: str) -> ir.SpellAbility:
    return parse_card_text_fresh(CardDef(name="Foo", type_line="Instant", text=text)).spell


def test_delayed_destroy_after_another_destroy_cant_be_regenerated() -> None:
    spell = _spell("Destroy target nonartifact attacking creature. Put a 1/1 black Rat creature token into play. "
                   "At the beginning of the next end step, destroy the token. It can't be regenerated.")
    first, _, delayed = spell.effects
    assert isinstance(first, ir.Destroy) and not first.cant_regenerate  # "It" is the token, not the target
    assert isinstance(delayed, ir.DelayedTrigger)
    (destroy,) = delayed.effects
    assert isinstance(destroy, ir.Destroy) and destroy.cant_regenerate


def test_delayed_destroy_alone_still_read() -> None:
    spell = _spell("Put a 1/1 black Rat creature token into play. At end of turn, destroy the token. "
                   "It can't be regenerated.")
    (destroy,) = spell.effects[-1].effects
    assert destroy.cant_regenerate


def test_top_level_destroy_still_read() -> None:
    (destroy,) = _spell("Destroy target creature. It can't be regenerated.").effects
    assert destroy.cant_regenerate


@pytest.mark.parametrize("text", [
    # an optional payment's destruction after another destruction
    "Destroy target artifact. You may pay {1}. If you do, destroy target creature. It can't be regenerated.",
    # an optional destruction, and one a payment not made leaves
    "Destroy target artifact. You may destroy target creature. It can't be regenerated.",
    "Destroy target artifact. Destroy target creature unless its controller pays {2}. It can't be regenerated.",
    # a delayed ability whose last instruction is such a destruction
    "Destroy target artifact. At end of turn, destroy target creature unless its controller pays {2}. "
    "It can't be regenerated.",
])
def test_nested_destroy_after_another_refused_or_read(text: str) -> None:
    try:
        spell = _spell(text)
    except CardTextError as e:
        assert "regenerated" in str(e)
        return
    nested = [x for e in spell.effects[1:] for x in ir.walk(e) if isinstance(x, ir.Destroy)]
    assert nested and all(x.cant_regenerate for x in nested)


def test_it_cant_be_regenerated_marks_only_the_destruction_just_before() -> None:
    # h71-14 left: "It" (419.6b) is the destruction just before the sentence; both were marked
    first, second = _spell("Destroy target artifact. Destroy target creature. It can't be regenerated.").effects
    assert isinstance(first, ir.Destroy) and not first.cant_regenerate
    assert isinstance(second, ir.Destroy) and second.cant_regenerate


def test_they_cant_be_regenerated_still_marks_every_destruction() -> None:
    first, second = _spell("Destroy target artifact. Destroy target creature. They can't be regenerated.").effects
    assert first.cant_regenerate and second.cant_regenerate
