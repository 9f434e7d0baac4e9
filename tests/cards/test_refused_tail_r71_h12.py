"""The seventy-first session's refused tail, second round (added, h12): how the reader reads Saproling Burst in its
Oracle wording. What the engine does with it is held by its scenarios (scenarios/cards/*saproling-burst-*.mtg)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef

BURST = ("Fading 7\nRemove a fade counter from Saproling Burst: Create a green Saproling creature token. It has \"This "
         "creature's power and toughness are each equal to the number of fade counters on Saproling Burst.\"\nWhen "
         "Saproling Burst leaves the battlefield, destroy all tokens created with Saproling Burst. They can't be "
         "regenerated.")


def _read(name: str, text: str) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line="Enchantment", types=("Enchantment",), text=text,
                                         cost="{4}{G}"))


def test_the_token_counts_the_fade_counters_on_the_permanent_that_made_it_not_on_itself():
    card = _read("Saproling Burst", BURST)
    made = [a for a in card.abilities if isinstance(a, ir.ActivatedAbility)]
    assert len(made) == 1 and made[0].cost.remove_counters == ("fade", 1)
    (make,) = made[0].effects
    assert isinstance(make, ir.CreateToken)
    spec = make.token
    assert spec.power is None and spec.toughness is None and spec.colors == ("green",)
    assert spec.subtypes == ("Saproling",)
    (own,) = spec.abilities  # the token's own ability (216.1), not one granted to the card
    assert isinstance(own, ir.StaticAbility)
    (pt,) = own.effects
    assert isinstance(pt, ir.SetPT) and pt.what == ir.This()  # "this creature": the token
    assert pt.power == pt.toughness == ir.CountersOn(ir.TokenMaker(), "fade")  # "Saproling Burst": its maker


def test_the_card_name_in_another_tokens_ability_is_not_read_as_the_maker():
    # only Saproling Burst's sentence is rewritten: the same words with the token's own name stay the token's
    text = ("Remove a fade counter from Saproling Burst: Create a green Saproling creature token. It has \"This "
            "creature's power and toughness are each equal to the number of fade counters on this creature.\"")
    card = _read("Saproling Burst", text)
    (make,) = card.abilities[0].effects
    (own,) = make.token.abilities
    assert own.effects[0].power == ir.CountersOn(ir.This(), "fade")


PRINTED = ("Fading 7\nRemove a fade counter from Saproling Burst: Put a green Saproling creature token into play. It has "
           "\"This creature's power and toughness are each equal to the number of fade counters on Saproling Burst.\"\n"
           "When Saproling Burst leaves play, destroy all tokens put into play with Saproling Burst. They can't be "
           "regenerated.")


def test_as_printed_it_reads_as_the_oracle():
    # printed-r71-h12.rewrites: "put a … token into play" is creating it (216.1); "tokens put into play with ~"
    oracle, printed = _read("Saproling Burst", BURST), _read("Saproling Burst", PRINTED)
    assert [a.effects for a in printed.abilities] == [a.effects for a in oracle.abilities]
